/* cp-currency-words.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-currency-words"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-currency-words.h"

/* The words a quote says about the currency of its prices, by the
 * catalog's ISO 4217 code. */

/* The words of the currencies a store in Bishkek may price in, by their
 * ISO 4217 code. Each is a whole phrase, so that a language can decline
 * the currency's name as the phrase needs. */
typedef struct
{
  const char *code;
  const char *total_note;
  const char *in_words;
} Currency;

static const Currency currencies[] = {
  /* TRANSLATORS: under a quote's total */
  { "USD", N_("US dollars; prices are estimates"),
    /* TRANSLATORS: the currency of a quote's prices, within a sentence:
     * "Prices are estimates as of 1 December 2026, in US dollars; …" */
    N_("in US dollars") },
  /* TRANSLATORS: under a quote's total */
  { "EUR", N_("Euros; prices are estimates"),
    /* TRANSLATORS: the currency of a quote's prices, within a sentence */
    N_("in euros") },
  /* TRANSLATORS: under a quote's total */
  { "KGS", N_("Kyrgyz som; prices are estimates"),
    /* TRANSLATORS: the currency of a quote's prices, within a sentence */
    N_("in Kyrgyz som") },
  /* TRANSLATORS: under a quote's total */
  { "RUB", N_("Russian roubles; prices are estimates"),
    /* TRANSLATORS: the currency of a quote's prices, within a sentence */
    N_("in Russian roubles") },
};

static const Currency *
find_currency (const char *code)
{
  for (guint i = 0; i < G_N_ELEMENTS (currencies); i++)
    if (g_strcmp0 (code, currencies[i].code) == 0)
      return &currencies[i];

  return NULL;
}

/**
 * cp_currency_dup_total_note:
 * @code: a catalog's currency, an ISO 4217 code such as "USD"
 *
 * Returns: the line under a quote's total that names its currency: "US
 *   dollars; prices are estimates"; for a currency without words of its
 *   own, its code: "Amounts in CHF; prices are estimates".
 */
char *
cp_currency_dup_total_note (const char *code)
{
  const Currency *currency;

  g_return_val_if_fail (code != NULL, NULL);

  currency = find_currency (code);
  if (currency != NULL)
    return g_strdup (_(currency->total_note));

  /* TRANSLATORS: under a quote's total, for a currency named by its code,
   * e.g. "Amounts in CHF; prices are estimates" */
  return g_strdup_printf (_("Amounts in %s; prices are estimates"), code);
}

/**
 * cp_currency_dup_in_words:
 * @code: a catalog's currency, an ISO 4217 code such as "USD"
 *
 * Returns: the currency within a sentence: "in US dollars", or "in CHF".
 */
char *
cp_currency_dup_in_words (const char *code)
{
  const Currency *currency;

  g_return_val_if_fail (code != NULL, NULL);

  currency = find_currency (code);
  if (currency != NULL)
    return g_strdup (_(currency->in_words));

  /* TRANSLATORS: the currency of a quote's prices named by its code,
   * within a sentence, e.g. "in CHF" */
  return g_strdup_printf (_("in %s"), code);
}
