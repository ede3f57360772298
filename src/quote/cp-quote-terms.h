/* cp-quote-terms.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-quote.h"

G_BEGIN_DECLS

/* What a quote says besides its build: the store's words, its number and
 * dates, who it is for, what it adds to the units and its tax. The window
 * and the command line fill them from the settings
 * (cp_quote_settings_read_terms()), the register from the quote it kept.
 * A text left %NULL, a number or validity left 0 and an issue moment left
 * %NULL keep what the quote was made with. */
typedef struct
{
  char          *store_name;
  char          *store_address;
  char          *number_prefix;
  guint          number;
  guint          validity_days;
  GDateTime     *issued;
  char          *customer;
  char          *details[CP_QUOTE_N_DETAILS];
  /* The plan's customer, over the settings' default customer. */
  char          *customer_fields[CP_PLAN_CUSTOMER_N_FIELDS];
  /* FALSE for a quote of the units alone, untaxed: the register's first
   * quotes, issued before there were any extras. */
  gboolean       has_extras;
  CpQuoteExtras  extras;
  guint          tax_rate;
  /* With the extras: what the tax is called (%NULL keeps it) and whether
   * the prices include it. */
  char          *tax_label;
  gboolean       tax_included;
  /* The quote's currency (%NULL keeps the catalog's, "" is the catalog's),
   * and the rate from the catalog's as typed, with its date. */
  char          *currency;
  char          *exchange_rate;
  char          *exchange_rate_date;
  /* The room's supply, tariff, PUE and load for the site section; kept
   * as the quote has them when has_site is FALSE. */
  gboolean       has_site;
  CpSiteSettings site;
} CpQuoteTerms;

void      cp_quote_terms_init   (CpQuoteTerms        *terms);
void      cp_quote_terms_clear  (CpQuoteTerms        *terms);
gboolean  cp_quote_apply_terms  (CpQuote             *quote,
                                 const CpQuoteTerms  *terms,
                                 GError             **error);
CpQuote  *cp_quote_assemble     (CpCatalog           *catalog,
                                 CpPlan              *plan,
                                 CpBuild             *build,
                                 const CpQuoteTerms  *terms,
                                 GError             **error);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CpQuoteTerms, cp_quote_terms_clear)

G_END_DECLS
