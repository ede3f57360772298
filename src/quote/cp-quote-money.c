/* cp-quote-money.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-format.h"
#include "cp-money.h"
#include "cp-quote-private.h"
#include "cp-text.h"

/* The money of a quote: the currency it is in, the exchange rate from the
 * catalog's as the store typed it, and what its tax is called and whether
 * the prices include it. The lines and their sums are cp-quote-lines.c's;
 * each price is converted there once, as its line is made. */

/* The most characters a tax's name keeps ("НДС", "VAT"). */
#define MAX_TAX_LABEL_CHARS 40

/* The catalog's currency, which the prices are converted from. */
const char *
cp_quote_get_catalog_currency (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  return self->catalog_currency;
}

/* The exchange rate as the store typed it ("87.45"); "" when the quote is
 * in the catalog's currency. */
const char *
cp_quote_get_exchange_rate (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  return self->rate_text;
}

/* The rate's date, "2026-12-03", or "" when not given. */
const char *
cp_quote_get_exchange_rate_date (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  return self->rate_date;
}

/**
 * cp_quote_set_currency:
 * @currency: (nullable): an ISO 4217 code; %NULL or "" for the catalog's
 * @rate: (nullable): when @currency is another, what one unit of the
 *   catalog's currency is worth in it, as typed: "87.45" or "87,45"
 * @rate_date: (nullable): the rate's date, "2026-12-03", or %NULL or ""
 * @error: where a currency no quote can be in, a rate or a date that is
 *   none, or amounts too large to add up are said
 *
 * Puts the quote in @currency: every price converted once from the
 * catalog's, rounded to the currency's minor unit, and the sums made
 * again from them.
 *
 * Returns: whether it was set; on failure nothing changed.
 */
gboolean
cp_quote_set_currency (CpQuote     *self,
                       const char  *currency,
                       const char  *rate,
                       const char  *rate_date,
                       GError     **error)
{
  g_autofree char *old_currency = NULL;
  g_autofree char *old_text = NULL;
  g_autofree char *old_date = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *text = NULL;
  g_autofree char *date = NULL;
  gint64 old_rate, value = 0;

  g_return_val_if_fail (CP_IS_QUOTE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (currency == NULL || *currency == '\0')
    currency = self->catalog_currency;
  text = g_strstrip (g_strdup (rate != NULL ? rate : ""));
  date = g_strstrip (g_strdup (rate_date != NULL ? rate_date : ""));

  if (g_strcmp0 (currency, self->catalog_currency) == 0)
    {
      g_clear_pointer (&text, g_free);
      g_clear_pointer (&date, g_free);
      text = g_strdup ("");
      date = g_strdup ("");
    }
  else
    {
      if (!cp_money_is_known_currency (currency))
        {
          shown = cp_text_echo (currency, -1);
          g_set_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_INVALID,
                       /* TRANSLATORS: %s is what was given as a currency; the codes are
                        * not translated */
                       _("“%s” is not a currency a quote can be in: it can be USD, KGS, EUR "
                         "or RUB"), shown);
          return FALSE;
        }
      if (*text == '\0')
        {
          g_set_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_INVALID,
                       /* TRANSLATORS: e.g. "a quote in KGS needs an exchange rate: how many
                        * KGS one USD is worth, such as 87.45" */
                       _("a quote in %s needs an exchange rate: how many %s one %s is worth, "
                         "such as 87.45"), currency, currency, self->catalog_currency);
          return FALSE;
        }
      if (!cp_money_parse_rate (text, &value))
        {
          shown = cp_text_echo (text, -1);
          g_set_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_INVALID,
                       /* TRANSLATORS: %s is what was typed as the exchange rate */
                       _("the exchange rate “%s” is not a number such as 87.45 (more than 0, "
                         "at most six decimals)"), shown);
          return FALSE;
        }
      if (*date != '\0' && !cp_format_is_iso_date (date))
        {
          shown = cp_text_echo (date, -1);
          g_set_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_INVALID,
                       /* TRANSLATORS: %s is what was typed as the exchange rate's date */
                       _("the exchange rate’s date “%s” is not a date such as 2026-12-03"),
                       shown);
          return FALSE;
        }
    }

  old_currency = g_steal_pointer (&self->currency);
  old_text = g_steal_pointer (&self->rate_text);
  old_date = g_steal_pointer (&self->rate_date);
  old_rate = self->rate;
  self->currency = g_strdup (currency);
  self->rate_text = g_steal_pointer (&text);
  self->rate_date = g_steal_pointer (&date);
  self->rate = value;

  if (!_cp_quote_sum_lines (self, error))
    {
      g_free (self->currency);
      g_free (self->rate_text);
      g_free (self->rate_date);
      self->currency = g_steal_pointer (&old_currency);
      self->rate_text = g_steal_pointer (&old_text);
      self->rate_date = g_steal_pointer (&old_date);
      self->rate = old_rate;
      return FALSE;
    }

  return TRUE;
}

/**
 * cp_quote_dup_exchange_rate_text:
 *
 * Returns: (nullable): the rate the prices were converted at, as the
 *   store typed it: "1 USD = 87.45 KGS on 3 December 2026"; %NULL for a
 *   quote in the catalog's currency.
 */
char *
cp_quote_dup_exchange_rate_text (CpQuote *self)
{
  g_autofree char *date = NULL;

  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  if (g_strcmp0 (self->currency, self->catalog_currency) == 0)
    return NULL;

  date = cp_format_iso_date (self->rate_date);
  if (date != NULL)
    /* TRANSLATORS: the exchange rate of a quote, e.g. "1 USD = 87.45 KGS on
     * 3 December 2026"; the rate is printed as the store typed it */
    return g_strdup_printf (_("1 %s = %s %s on %s"), self->catalog_currency, self->rate_text,
                            self->currency, date);

  /* TRANSLATORS: the exchange rate of a quote, e.g. "1 USD = 87.45 KGS" */
  return g_strdup_printf (_("1 %s = %s %s"), self->catalog_currency, self->rate_text,
                          self->currency);
}

/* What the tax is called ("НДС", "VAT"); "" for the plain "Tax". */
const char *
cp_quote_get_tax_label (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  return self->tax_label;
}

void
cp_quote_set_tax_label (CpQuote    *self,
                        const char *label)
{
  g_autofree char *text = NULL;
  g_autofree char *valid = NULL;

  g_return_if_fail (CP_IS_QUOTE (self));

  text = g_strstrip (g_strdup (label != NULL ? label : ""));
  g_strdelimit (text, "\r\n\t", ' ');
  if (!g_utf8_validate (text, -1, NULL))
    {
      valid = g_utf8_make_valid (text, -1);
      g_free (text);
      text = g_steal_pointer (&valid);
    }
  g_free (self->tax_label);
  self->tax_label = cp_text_bound (text, MAX_TAX_LABEL_CHARS);
}

/**
 * cp_quote_dup_tax_text:
 *
 * Returns: the tax row's words: "Tax, 12%" when the store gave the tax no
 *   name, else its name and rate, "VAT 12 %", or "Including VAT 12 %"
 *   when the prices include it.
 */
char *
cp_quote_dup_tax_text (CpQuote *self)
{
  g_autofree char *rate = NULL;
  g_autofree char *named = NULL;

  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  rate = cp_format_decimal (self->tax_rate / 100.0, 2);
  if (*self->tax_label == '\0' && !self->tax_included)
    /* TRANSLATORS: the tax row of a quote, e.g. "Tax, 12%" */
    return g_strdup_printf (_("Tax, %s%%"), rate);

  /* TRANSLATORS: a named tax and its rate on a quote, e.g. "VAT 12 %" or
   * "НДС 12 %"; the space before % does not break */
  named = g_strdup_printf (_("%s %s\u00a0%%"), *self->tax_label != '\0' ? self->tax_label : _("Tax"),
                           rate);
  if (!self->tax_included)
    return g_steal_pointer (&named);

  /* TRANSLATORS: the tax row of a quote whose prices include it, e.g.
   * "Including VAT 12 %" */
  return g_strdup_printf (_("Including %s"), named);
}

/**
 * cp_quote_format_amount:
 * @minor: an amount of the quote, in its currency's minor unit
 *
 * Returns: it as the quote's currency is written: "$896,900",
 *   "78 433 905,00 сом".
 */
char *
cp_quote_format_amount (CpQuote *self,
                        gint64   minor)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  return cp_money_format (minor, self->currency);
}
