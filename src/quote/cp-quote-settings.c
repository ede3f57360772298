/* cp-quote-settings.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-settings"

#include "config.h"

#include "cp-quote-settings.h"

/* The store's quote preferences live in GSettings, shared by the window
 * and the command line. The command line also runs from a build tree or a
 * script where the schema is not installed: then a quote keeps the
 * schema's defaults (compiled into cp-quote.h) instead of aborting, as
 * g_settings_new() would. */

/**
 * cp_quote_settings_new:
 *
 * Returns: (transfer full) (nullable): the app's settings, or %NULL when
 *   their schema is not installed.
 */
GSettings *
cp_quote_settings_new (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source == NULL)
    return NULL;

  schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    return NULL;

  return g_settings_new_full (schema, NULL, NULL);
}

/* The details kept in the settings, by their keys. */
static const struct
{
  CpQuoteDetail  detail;
  const char    *key;
} detail_keys[] = {
  { CP_QUOTE_DETAIL_STORE_PHONE, "store-phone" },
  { CP_QUOTE_DETAIL_STORE_EMAIL, "store-email" },
  { CP_QUOTE_DETAIL_STORE_WEBSITE, "store-website" },
  { CP_QUOTE_DETAIL_STORE_TAX_NUMBER, "store-tax-number" },
  { CP_QUOTE_DETAIL_PAYMENT_TERMS, "quote-payment-terms" },
  { CP_QUOTE_DETAIL_LEAD_TIME, "quote-lead-time" },
};

/**
 * cp_quote_settings_read_terms:
 * @settings: from cp_quote_settings_new()
 * @terms: (out caller-allocates): initialized with cp_quote_terms_init()
 *
 * Fills @terms with the store's name, address and details, the next quote
 * number, the validity, the default customer, the services last chosen
 * (with the accessories and shipping the build needs) and the tax rate.
 */
void
cp_quote_settings_read_terms (GSettings    *settings,
                              CpQuoteTerms *terms)
{
  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (terms != NULL);

  g_free (terms->store_name);
  terms->store_name = g_settings_get_string (settings, "store-name");
  g_free (terms->store_address);
  terms->store_address = g_settings_get_string (settings, "store-address");
  g_free (terms->number_prefix);
  terms->number_prefix = g_settings_get_string (settings, "quote-prefix");
  g_free (terms->customer);
  terms->customer = g_settings_get_string (settings, "default-customer");
  /* The schema's ranges hold the numbers inside what a quote accepts. */
  terms->number = g_settings_get_uint (settings, "quote-next-number");
  terms->validity_days = g_settings_get_uint (settings, "quote-validity-days");

  for (guint i = 0; i < G_N_ELEMENTS (detail_keys); i++)
    {
      g_free (terms->details[detail_keys[i].detail]);
      terms->details[detail_keys[i].detail] = g_settings_get_string (settings, detail_keys[i].key);
    }

  terms->has_extras = TRUE;
  terms->extras.installation = g_settings_get_boolean (settings, "quote-installation");
  terms->extras.support_years = MIN (g_settings_get_uint (settings, "quote-support-years"),
                                     CP_QUOTE_MAX_SUPPORT_YEARS);
  terms->tax_rate = MIN (g_settings_get_uint (settings, "quote-tax-rate"), CP_QUOTE_MAX_TAX_RATE);
}

/**
 * cp_quote_settings_apply:
 * @settings: (nullable): from cp_quote_settings_new()
 * @quote: the quote to fill in
 * @error: where an amount too large to add up is said
 *
 * Gives @quote the terms the settings say (see
 * cp_quote_settings_read_terms()). With no @settings, @quote keeps the
 * words it was made with and gets the schema's default services and rate.
 *
 * Returns: whether the lines add up; on failure the quote's lines and
 *   sums are as they were.
 */
gboolean
cp_quote_settings_apply (GSettings  *settings,
                         CpQuote    *quote,
                         GError    **error)
{
  g_auto(CpQuoteTerms) terms = { 0, };

  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), FALSE);
  g_return_val_if_fail (CP_IS_QUOTE (quote), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  cp_quote_terms_init (&terms);
  if (settings != NULL)
    cp_quote_settings_read_terms (settings, &terms);

  return cp_quote_apply_terms (quote, &terms, error);
}

/**
 * cp_quote_settings_advance:
 * @settings: (nullable): from cp_quote_settings_new()
 * @used_number: the number of a quote just exported or printed
 *
 * Moves the next quote number past @used_number, and writes it out now:
 * the command line exits right after. A number already further on (set
 * meanwhile in the preferences, or by another quote) is left alone.
 */
void
cp_quote_settings_advance (GSettings *settings,
                           guint      used_number)
{
  guint next;

  g_return_if_fail (settings == NULL || G_IS_SETTINGS (settings));

  if (settings == NULL)
    return;

  next = used_number < CP_QUOTE_MAX_NUMBER ? used_number + 1 : CP_QUOTE_MAX_NUMBER;
  if (g_settings_get_uint (settings, "quote-next-number") < next)
    g_settings_set_uint (settings, "quote-next-number", next);

  g_settings_sync ();
}
