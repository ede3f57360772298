/* cp-quote-terms.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-terms"

#include "config.h"

#include <string.h>

#include "cp-quote-terms.h"

/* The one place a quote is put together: a build, and its terms. The
 * window's new quote, the command line's --export-quote and a quote the
 * register makes again to reprint all come through cp_quote_assemble(),
 * so that what they fill in, and in which order, cannot drift apart. */

/**
 * cp_quote_terms_init:
 *
 * Terms that change nothing of a new quote's words, with the extras and
 * tax rate a new quote gets when the store has said nothing else.
 */
void
cp_quote_terms_init (CpQuoteTerms *terms)
{
  g_return_if_fail (terms != NULL);

  memset (terms, 0, sizeof *terms);
  terms->has_extras = TRUE;
  cp_quote_extras_init_default (&terms->extras);
  terms->tax_rate = CP_QUOTE_DEFAULT_TAX_RATE;
  terms->tax_included = CP_QUOTE_DEFAULT_TAX_INCLUDED;
}

void
cp_quote_terms_clear (CpQuoteTerms *terms)
{
  g_return_if_fail (terms != NULL);

  g_clear_pointer (&terms->store_name, g_free);
  g_clear_pointer (&terms->store_address, g_free);
  g_clear_pointer (&terms->number_prefix, g_free);
  g_clear_pointer (&terms->issued, g_date_time_unref);
  g_clear_pointer (&terms->customer, g_free);
  for (guint i = 0; i < CP_QUOTE_N_DETAILS; i++)
    g_clear_pointer (&terms->details[i], g_free);
  for (guint i = 0; i < CP_PLAN_CUSTOMER_N_FIELDS; i++)
    g_clear_pointer (&terms->customer_fields[i], g_free);
  g_clear_pointer (&terms->tax_label, g_free);
  g_clear_pointer (&terms->currency, g_free);
  g_clear_pointer (&terms->exchange_rate, g_free);
  g_clear_pointer (&terms->exchange_rate_date, g_free);
}

/**
 * cp_quote_apply_terms:
 * @terms: from cp_quote_terms_init(), filled in
 * @error: where an amount too large to add up is said
 *
 * Gives @quote the words of @terms, then their tax rate and extras.
 *
 * Returns: whether the lines add up; on failure the quote's lines and
 *   sums are as they were.
 */
gboolean
cp_quote_apply_terms (CpQuote             *quote,
                      const CpQuoteTerms  *terms,
                      GError             **error)
{
  guint old_rate;
  gboolean old_included;

  g_return_val_if_fail (CP_IS_QUOTE (quote), FALSE);
  g_return_val_if_fail (terms != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (terms->store_name != NULL)
    cp_quote_set_store_name (quote, terms->store_name);
  if (terms->store_address != NULL)
    cp_quote_set_store_address (quote, terms->store_address);
  if (terms->number_prefix != NULL)
    cp_quote_set_number_prefix (quote, terms->number_prefix);
  if (terms->number != 0)
    cp_quote_set_number (quote, terms->number);
  if (terms->issued != NULL)
    cp_quote_set_issued (quote, terms->issued);
  if (terms->validity_days != 0)
    cp_quote_set_validity_days (quote, terms->validity_days);
  if (terms->customer != NULL)
    cp_quote_set_customer (quote, terms->customer);
  for (guint i = 0; i < CP_QUOTE_N_DETAILS; i++)
    if (terms->details[i] != NULL)
      cp_quote_set_detail (quote, i, terms->details[i]);
  for (guint i = 0; i < CP_PLAN_CUSTOMER_N_FIELDS; i++)
    if (terms->customer_fields[i] != NULL)
      cp_quote_set_customer_field (quote, i, terms->customer_fields[i]);

  if (terms->has_site)
    cp_quote_set_site_settings (quote, &terms->site);

  /* The currency before any line is added, so that each price is
   * converted as its line is made. */
  if (terms->currency != NULL &&
      !cp_quote_set_currency (quote, terms->currency, terms->exchange_rate,
                              terms->exchange_rate_date, error))
    return FALSE;

  if (!terms->has_extras)
    return TRUE;

  if (terms->tax_label != NULL)
    cp_quote_set_tax_label (quote, terms->tax_label);

  /* The rate first, so that the lines are summed with it; should they
   * not add up, the rate goes back too. */
  old_rate = cp_quote_get_tax_rate (quote);
  old_included = cp_quote_get_tax_included (quote);
  if (!cp_quote_set_tax_included (quote, terms->tax_included, error))
    return FALSE;
  if (!cp_quote_set_tax_rate (quote, terms->tax_rate, error))
    {
      cp_quote_set_tax_included (quote, old_included, NULL);
      return FALSE;
    }
  if (!cp_quote_set_extras (quote, &terms->extras, error))
    {
      cp_quote_set_tax_rate (quote, old_rate, NULL);
      cp_quote_set_tax_included (quote, old_included, NULL);
      return FALSE;
    }

  return TRUE;
}

/**
 * cp_quote_assemble:
 * @catalog: the catalog of @plan
 * @plan: the plan quoted
 * @build: the build of @plan quoted
 * @terms: what the quote says besides the build
 * @error: where an amount too large to add up is said
 *
 * Returns: (transfer full) (nullable): the quote, or %NULL on error.
 */
CpQuote *
cp_quote_assemble (CpCatalog           *catalog,
                   CpPlan              *plan,
                   CpBuild             *build,
                   const CpQuoteTerms  *terms,
                   GError             **error)
{
  g_autoptr(CpQuote) quote = NULL;

  g_return_val_if_fail (CP_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (CP_IS_PLAN (plan), NULL);
  g_return_val_if_fail (CP_IS_BUILD (build), NULL);
  g_return_val_if_fail (terms != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  quote = cp_quote_new (catalog, plan, build);
  if (!cp_quote_apply_terms (quote, terms, error))
    return NULL;

  return g_steal_pointer (&quote);
}
