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

/**
 * cp_quote_settings_apply:
 * @settings: (nullable): from cp_quote_settings_new()
 * @quote: the quote to fill in
 *
 * Gives @quote the store's name and address, the next quote number, the
 * validity and the default customer. With no @settings, @quote keeps the
 * defaults it was made with.
 */
void
cp_quote_settings_apply (GSettings *settings,
                         CpQuote   *quote)
{
  g_autofree char *store_name = NULL;
  g_autofree char *store_address = NULL;
  g_autofree char *prefix = NULL;
  g_autofree char *customer = NULL;

  g_return_if_fail (settings == NULL || G_IS_SETTINGS (settings));
  g_return_if_fail (CP_IS_QUOTE (quote));

  if (settings == NULL)
    return;

  store_name = g_settings_get_string (settings, "store-name");
  store_address = g_settings_get_string (settings, "store-address");
  prefix = g_settings_get_string (settings, "quote-prefix");
  customer = g_settings_get_string (settings, "default-customer");

  cp_quote_set_store_name (quote, store_name);
  cp_quote_set_store_address (quote, store_address);
  cp_quote_set_number_prefix (quote, prefix);
  /* The schema's ranges hold the numbers inside what a quote accepts. */
  cp_quote_set_number (quote, g_settings_get_uint (settings, "quote-next-number"));
  cp_quote_set_validity_days (quote, g_settings_get_uint (settings, "quote-validity-days"));
  cp_quote_set_customer (quote, customer);
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
