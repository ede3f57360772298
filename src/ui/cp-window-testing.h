/* cp-window-testing.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-catalog-page.h"
#include "cp-compare-page.h"
#include "cp-print-operation.h"
#include "cp-quote-record.h"
#include "cp-quotes-page.h"
#include "cp-window.h"

G_BEGIN_DECLS

/* The window's parts, for the tests that drive them and for the window's
 * own files: what a person reaches by clicking, a test reaches here,
 * without the window's struct. Nothing else in the app uses these. */

CpCatalogPage *cp_window_get_catalog_page      (CpWindow *self);
CpComparePage *cp_window_get_compare_page      (CpWindow *self);
CpQuotesPage  *cp_window_get_quotes_page       (CpWindow *self);
GtkWidget     *cp_window_get_builds_page       (CpWindow *self);
GtkWidget     *cp_window_get_workload_control  (CpWindow *self);
GtkWidget     *cp_window_get_close_dialog      (CpWindow *self);
GListModel    *cp_window_get_offered_drafts    (CpWindow *self);
GtkWidget     *cp_window_attach_model_config   (CpWindow   *self,
                                                const char *target_id,
                                                GFile      *config);
GtkWidget     *cp_window_import_model_config   (CpWindow *self,
                                                GFile    *config);
gboolean       cp_window_export_diagram        (CpWindow *self,
                                                GFile    *file,
                                                GError  **error);
char          *cp_window_dup_model_name_tooltip (GtkWidget *check);

/* A quote, as the Export Quote, Print and Quotes page's actions make,
 * export, print, reprint and mark it. */
CpQuote          *cp_window_create_quote        (CpWindow *self,
                                                 GError  **error);
gboolean          cp_window_export_quote        (CpWindow *self,
                                                 CpQuote  *quote,
                                                 GFile    *file,
                                                 GError  **error);
CpPrintOperation *cp_window_new_print_operation (CpWindow *self,
                                                 CpQuote  *quote);

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
