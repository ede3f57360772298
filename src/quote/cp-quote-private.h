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
  char          *currency;
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

  GArray        *lines;
  CpQuoteExtras  extras;
  gint64         subtotal_cents;
  guint          tax_rate;
  gint64         tax_cents;
  gint64         total_cents;
};

void _cp_quote_clear_line (gpointer data);

G_END_DECLS
