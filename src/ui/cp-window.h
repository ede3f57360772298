/* cp-window.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "cp-catalog.h"
#include "cp-catalog-page.h"
#include "cp-compare-page.h"
#include "cp-drafts.h"
#include "cp-print-operation.h"
#include "cp-quote-record.h"
#include "cp-quotes-page.h"
#include "cp-session.h"

G_BEGIN_DECLS

#define CP_TYPE_WINDOW (cp_window_get_type ())

G_DECLARE_FINAL_TYPE (CpWindow, cp_window, CP, WINDOW, AdwApplicationWindow)

CpWindow  *cp_window_new               (GtkApplication *application,
                                        CpCatalog      *catalog);
CpWindow  *cp_window_new_untitled      (GtkApplication *application,
                                        CpCatalog      *catalog);
CpCatalog *cp_window_get_catalog       (CpWindow       *self);
void       cp_window_set_catalog       (CpWindow       *self,
                                        CpCatalog      *catalog);
void       cp_window_open_catalog_file (CpWindow       *self,
                                        GFile          *file);
CpPlan    *cp_window_get_plan          (CpWindow       *self);
CpSession *cp_window_get_session       (CpWindow       *self);
gboolean   cp_window_choose_model      (CpWindow       *self,
                                        const char     *id,
                                        gboolean        chosen);
void       cp_window_add_custom_model  (CpWindow       *self,
                                        CpModel        *model);
gboolean   cp_window_export_diagram    (CpWindow       *self,
                                        GFile          *file,
                                        GError        **error);
CpQuote          *cp_window_create_quote        (CpWindow *self,
                                                 GError  **error);
gboolean          cp_window_export_quote        (CpWindow *self,
                                                 CpQuote  *quote,
                                                 GFile    *file,
                                                 GError  **error);
CpPrintOperation *cp_window_new_print_operation (CpWindow *self,
                                                 CpQuote  *quote);
GFile     *cp_window_get_file          (CpWindow       *self);
gboolean   cp_window_get_modified      (CpWindow       *self);
gboolean   cp_window_get_pristine      (CpWindow       *self);
gboolean   cp_window_load_plan         (CpWindow       *self,
                                        GFile          *file,
                                        GError        **error);
void       cp_window_open_plan         (CpWindow       *self,
                                        GFile          *file);
gboolean   cp_window_save_plan         (CpWindow       *self,
                                        GFile          *file,
                                        GError        **error);
CpWindow  *cp_window_find_for_file     (GtkApplication *application,
                                        GFile          *file);
CpWindow  *cp_window_open_in_app       (GtkApplication *application,
                                        GFile          *file,
                                        CpWindow       *hint);
GtkWidget *cp_window_get_close_dialog  (CpWindow       *self);
gboolean   cp_window_write_draft       (CpWindow       *self,
                                        GError        **error);
CpDraft   *cp_window_get_draft         (CpWindow       *self);
gboolean   cp_window_offer_drafts      (CpWindow       *self);
GListModel *cp_window_get_offered_drafts (CpWindow     *self);
CpCatalogPage *cp_window_get_catalog_page (CpWindow *self);
CpComparePage *cp_window_get_compare_page (CpWindow *self);
CpQuotesPage  *cp_window_get_quotes_page  (CpWindow *self);

CpQuote  *cp_window_restore_quote    (CpWindow       *self,
                                      guint           number,
                                      GError        **error);
char     *cp_window_write_quote_copy (CpWindow       *self,
                                      guint           number,
                                      GError        **error);
gboolean  cp_window_mark_quote       (CpWindow       *self,
                                      guint           number,
                                      CpQuoteStatus   status,
                                      GError        **error);
gboolean  cp_window_new_quote_from   (CpWindow       *self,
                                      guint           number,
                                      GError        **error);

G_END_DECLS
