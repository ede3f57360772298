/* cp-quote-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-quote.h"

G_BEGIN_DECLS

/* Shared by cp-quote.c (the document's words and dates) and
 * cp-quote-lines.c (its lines and their sums). Money is integer cents
 * added with checked arithmetic, so the lines always add up to the
 * subtotal, and subtotal and tax to the total, exactly. */
struct _CpQuote
{
  GObject        parent_instance;

  /* The catalog the plan was made with, for the register's record of
   * the plan (a plan file names its catalog). */
  CpCatalog     *catalog;
  CpPlan        *plan;
  CpBuild       *build;
  char          *catalog_date;
  /* The quote's currency, and the catalog's its prices are in; the rate
   * (in millionths, as cp-money.h reads it) one unit of the catalog's is
   * worth, as the store typed it and on which date ("2026-12-03", or
   * ""). Each price is converted once, as a line is made. */
  char          *currency;
  char          *catalog_currency;
  gint64         rate;
  char          *rate_text;
  char          *rate_date;
  /* The catalog's accessories and services (CpExtra). */
  GListModel    *catalog_extras;

  char          *store_name;
  char          *store_address;
  char          *customer;
  char          *details[CP_QUOTE_N_DETAILS];
  char          *number_prefix;
  guint          number;
  guint          validity_days;
  GDateTime     *issued;

  /* A preview: watermarked, numbered by no register. */
  gboolean       draft;

  /* The room's supply, tariff, PUE and load its site section was worked
   * out with, kept with the quote so that a reprint says what the quote
   * said; has_site FALSE until given. */
  gboolean       has_site;
  CpSiteSettings site;

  GArray        *lines;
  CpQuoteExtras  extras;
  gint64         subtotal_cents;
  guint          tax_rate;
  /* What the tax is called ("" for the plain "Tax"), and whether the
   * prices include it rather than have it added. */
  char          *tax_label;
  gboolean       tax_included;
  gint64         tax_cents;
  gint64         total_cents;
};

void     _cp_quote_clear_line  (gpointer  data);
gboolean _cp_quote_convert     (CpQuote  *self,
                                gint64    catalog_cents,
                                gint64   *converted);
gboolean _cp_quote_sum_lines   (CpQuote  *self,
                                GError  **error);

G_END_DECLS
