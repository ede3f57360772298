/* cp-window-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-builds-page.h"
#include "cp-print-operation.h"
#include "cp-quote-dialog.h"
#include "cp-quotes-page.h"
#include "cp-drafts.h"
#include "cp-plan-file.h"
#include "cp-quote-register.h"
#include "cp-session.h"
#include "cp-window.h"
#include "cp-window-testing.h"

G_BEGIN_DECLS

/* The planner: models on the left (a sidebar that folds away on narrow
 * windows), and on the right the builds for the chosen ones, the catalog,
 * and a comparison of two builds. What is being planned is the session's;
 * the window shows it and acts on it. */
struct _CpWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  CpSession            *session;
  GtkFilter            *filter;
  GtkFilterListModel   *filtered_rows;
  char                 *search_text;
  GCancellable         *loading;
  /* What quotes print on, chosen with Page Setup (NULL until then), and
   * the printer settings of the last print. */
  GtkPrintSettings     *print_settings;
  /* Made on first use and kept, hidden, until the window goes (see
   * cp-page-setup.c). */
  GtkWidget            *page_setup_dialog;
  /* Numbers and records the quotes: the process's one register, shared
   * with every other window (cp_quote_register_dup_shared()); taken on
   * first use. */
  CpQuoteRegister      *quote_register;
  /* Who the next quote is for, when it is planned from an earlier one. */

  /* The plan as a document: its file, whether it changed, its draft
   * (shown and acted on in cp-window-document.c and cp-window-drafts.c). */
  CpPlanFile           *plan_file;
  /* Set once the window has its first plan (cp_window_new()). */
  gboolean              plan_file_set_up;
  /* Set once "Save Changes?" is answered Discard: the close goes on. */
  gboolean              may_close;
  /* While a config.json is attached to a model: its own toast says any
   * cut to the context, with an Undo (cp-window-import.c). */
  gboolean              attaching;
  /* The ids of the models chosen after the last change ("as"): an Undo
   * of a cut to the context chooses them again. */
  GVariant             *chosen_before;
  GtkWidget            *close_dialog;
  GMenu                *recent_menu;
  /* The drafts a gone app left, while the banner offers them. */
  GListModel           *left_drafts;

  AdwToastOverlay      *toasts;
  AdwWindowTitle       *plan_title;
  GtkRevealer          *draft_banner;
  GtkLabel             *draft_banner_label;
  GtkLabel             *draft_banner_narrow_label;
  AdwLeaflet           *leaflet;
  GtkWidget            *sidebar;
  GtkWidget            *content;
  GtkWidget            *content_header;
  GtkSearchEntry       *model_search;
  GtkStack             *model_stack;
  GtkListView          *model_list;
  AdwViewStack         *view_stack;
  AdwViewSwitcherTitle *switcher_title;
  GtkMenuButton        *menu_button;
  GtkRevealer          *catalog_banner;
  GtkLabel             *catalog_banner_label;
  GMenuModel           *primary_menu;
  /* Made when the window first gets narrow enough to need it. */
  AdwViewSwitcherBar   *switcher_bar;
  CpBuildsPage         *builds_page;
  /* Above the builds: the workload they are sized for. */
  GtkWidget            *workload_control;
  AdwBin               *catalog_bin;
  AdwBin               *compare_bin;
  AdwBin               *quotes_bin;
  /* Built the first time they are shown, so that start-up pays only for
   * the builds page. */
  CpCatalogPage        *catalog_page;
  CpComparePage        *compare_page;
  CpQuotesPage         *quotes_page;
};

/* Kept for cp-window-quotes.c; the rest of the app asks the session and
 * the plan file. */
CpCatalog *cp_window_get_catalog   (CpWindow       *self);
gboolean   cp_window_get_pristine  (CpWindow       *self);
void       cp_window_set_catalog   (CpWindow       *self,
                                    CpCatalog      *catalog);

AdwToast *_cp_window_new_toast      (const char     *message);
void _cp_window_add_toast          (CpWindow       *self,
                                    AdwToast       *toast);
void _cp_window_toast              (CpWindow       *self,
                                    const char     *message);
gboolean _cp_window_check_room     (CpWindow       *self);
void _cp_window_reveal_banner      (GtkRevealer    *banner,
                                   gboolean        reveal);
void _cp_window_toast_saved        (CpWindow       *self,
                                    const char     *message,
                                    GFile          *file);
void _cp_window_preview_quote      (CpQuoteDialog  *dialog,
                                    CpQuote        *quote,
                                    CpWindow       *self);

void _cp_window_class_init_sidebar (GtkWidgetClass *widget_class);
void _cp_window_init_sidebar       (CpWindow       *self);
void _cp_window_dispose_sidebar    (CpWindow       *self);

void _cp_window_class_init_import  (GtkWidgetClass *widget_class);
void _cp_window_init_import        (CpWindow       *self);

void _cp_window_class_init_document (GtkWidgetClass *widget_class);
void _cp_window_init_document       (CpWindow       *self);
void _cp_window_dispose_document    (CpWindow       *self);
gboolean _cp_window_document_close_request (CpWindow *self);
gboolean _cp_window_take_plan       (CpWindow        *self,
                                     CpPlanDocument  *document,
                                     GError         **error);

void _cp_window_class_init_drafts  (GtkWidgetClass *widget_class);
void _cp_window_init_drafts        (CpWindow       *self);
void _cp_window_dispose_drafts     (CpWindow       *self);

void _cp_window_class_init_actions (GtkWidgetClass *widget_class);
void _cp_window_update_actions     (CpWindow       *self);
void _cp_window_dispose_actions    (CpWindow       *self);
CpQuoteRegister *_cp_window_get_quote_register (CpWindow  *self,
                                                GError   **error);
GtkPageSetup *_cp_window_get_page_setup (CpWindow *self);
void _cp_window_choose_quote_file  (CpWindow       *self,
                                    CpQuote        *quote);

/* cp-window-quotes.c: the Quotes page and the "quote." actions. */
void _cp_window_reload_quotes      (CpWindow       *self);
void _cp_window_class_init_quotes  (GtkWidgetClass *widget_class);

G_END_DECLS
