/* cp-quotes-page.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "cp-quote-record.h"

G_BEGIN_DECLS

#define CP_TYPE_QUOTES_PAGE (cp_quotes_page_get_type ())

G_DECLARE_FINAL_TYPE (CpQuotesPage, cp_quotes_page, CP, QUOTES_PAGE, AdwBin)

void           cp_quotes_page_set_records    (CpQuotesPage *self,
                                              GListModel   *records);
void           cp_quotes_page_show_busy      (CpQuotesPage *self,
                                              const char   *message);
gboolean       cp_quotes_page_get_busy       (CpQuotesPage *self);
void           cp_quotes_page_show_error     (CpQuotesPage *self,
                                              const char   *message);
GListModel    *cp_quotes_page_get_shown      (CpQuotesPage *self);
CpQuoteRecord *cp_quotes_page_get_selected   (CpQuotesPage *self);
gboolean       cp_quotes_page_select_number  (CpQuotesPage *self,
                                              guint         number);
void           cp_quotes_page_sort_by        (CpQuotesPage *self,
                                              const char   *column,
                                              GtkSortType   order);
void           cp_quotes_page_focus_search   (CpQuotesPage *self);

G_END_DECLS
