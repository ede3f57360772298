/* cp-quote-settings.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-settings"

#include "config.h"

/* For g_memory_settings_backend_new(). */
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "cp-quote-settings.h"
#include "cp-site-settings.h"
#include "cp-schema-resources.h"

/* The app's settings, the one way the window, the command line and the
 * register reach them. Where the schema is not installed, as when the app
 * runs straight from a build tree or a script, g_settings_new() would
 * abort: they are then kept in memory, for the process, made from a copy
 * of the schema compiled into the program, so that every part of it
 * starts from the schema's own defaults and sees what another part
 * changed. */

#define SCHEMA_RESOURCE "/org/bektursun/ClusterPlanner/gschemas.compiled"

typedef struct
{
  GSettingsSchema  *schema;
  GSettingsBackend *backend;
} Builtin;

/* GSettings reads schemas only from a folder: the compiled copy is written
 * to a private temporary one, mapped, and removed at once. */
static GSettingsSchema *
load_builtin_schema (GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GSettingsSchemaSource) source = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  GSettingsSchema *schema = NULL;
  gboolean written;

  bytes = g_resource_lookup_data (cp_schema_resources_get_resource (), SCHEMA_RESOURCE,
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;

  dir = g_dir_make_tmp ("cluster-planner-schema-XXXXXX", error);
  if (dir == NULL)
    return NULL;

  path = g_build_filename (dir, "gschemas.compiled", NULL);
  written = g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                 error);
  if (written)
    source = g_settings_schema_source_new_from_directory (dir, NULL, TRUE, error);

  g_unlink (path);
  g_rmdir (dir);

  if (source != NULL)
    {
      schema = g_settings_schema_source_lookup (source, APP_ID, FALSE);
      if (schema == NULL)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                     "the built-in copy of the settings schema lacks %s", APP_ID);
    }

  return schema;
}

static gpointer
make_builtin (gpointer data)
{
  g_autoptr(GError) error = NULL;
  Builtin *builtin = g_new0 (Builtin, 1);

  builtin->schema = load_builtin_schema (&error);
  /* The copy is part of the program: without it the build is broken. */
  if (builtin->schema == NULL)
    g_error ("Settings schema %s is not installed, and its built-in copy cannot be read: %s",
             APP_ID, error->message);

  /* One backend for the process, so that every window, and the register,
   * see each other's changes. */
  builtin->backend = g_memory_settings_backend_new ();

  return builtin;
}

/**
 * cp_quote_settings_get_installed:
 *
 * Returns: whether the settings schema is installed; when it is not,
 *   cp_quote_settings_new() keeps the settings in memory.
 */
gboolean
cp_quote_settings_get_installed (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);

  return schema != NULL;
}

/**
 * cp_quote_settings_new:
 *
 * Returns: (transfer full): the app's settings; in memory, with the
 *   schema's defaults, when the schema is not installed.
 */
GSettings *
cp_quote_settings_new (void)
{
  static GOnce builtin_once = G_ONCE_INIT;
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  Builtin *builtin;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema != NULL)
    return g_settings_new_full (schema, NULL, NULL);

  builtin = g_once (&builtin_once, make_builtin, NULL);

  return g_settings_new_full (builtin->schema, builtin->backend, NULL);
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
  { CP_QUOTE_DETAIL_STORE_BANK_NAME, "store-bank-name" },
  { CP_QUOTE_DETAIL_STORE_BANK_ACCOUNT, "store-bank-account" },
  { CP_QUOTE_DETAIL_STORE_BANK_BIC, "store-bank-bic" },
  { CP_QUOTE_DETAIL_SELLER_NAME, "seller-name" },
  { CP_QUOTE_DETAIL_SELLER_TITLE, "seller-title" },
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
  g_free (terms->tax_label);
  terms->tax_label = g_settings_get_string (settings, "quote-tax-label");
  terms->tax_included = g_settings_get_boolean (settings, "quote-tax-included");

  g_free (terms->currency);
  terms->currency = g_settings_get_string (settings, "quote-currency");
  g_free (terms->exchange_rate);
  terms->exchange_rate = g_settings_get_string (settings, "quote-exchange-rate");
  g_free (terms->exchange_rate_date);
  terms->exchange_rate_date = g_settings_get_string (settings, "quote-exchange-rate-date");

  terms->has_site = TRUE;
  cp_site_settings_read (settings, &terms->site);
}

/* The store's details a quote a customer can act on needs, by their keys,
 * in the order Preferences shows them. */
static const struct
{
  const char *key;
  const char *name;
} needed_details[] = {
  /* TRANSLATORS: the store's details missing from the preferences, in a
   * list: "Missing: phone, bank, seller’s name" */
  { "store-name", NC_("store detail", "name") },
  { "store-address", NC_("store detail", "address") },
  { "store-phone", NC_("store detail", "phone") },
  { "store-email", NC_("store detail", "e-mail") },
  { "store-website", NC_("store detail", "website") },
  { "store-tax-number", NC_("store detail", "tax number") },
  { "store-bank-name", NC_("store detail", "bank") },
  { "store-bank-account", NC_("store detail", "account or IBAN") },
  { "store-bank-bic", NC_("store detail", "BIC or SWIFT") },
  { "seller-name", NC_("store detail", "seller’s name") },
  { "seller-title", NC_("store detail", "seller’s title") },
};

/**
 * cp_quote_settings_dup_missing:
 * @settings: from cp_quote_settings_new()
 *
 * Returns: (transfer full): the store's details the settings leave empty,
 *   in the user's language ("phone", "bank", …); an empty array when none.
 */
GPtrArray *
cp_quote_settings_dup_missing (GSettings *settings)
{
  GPtrArray *missing = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (G_IS_SETTINGS (settings), missing);

  for (guint i = 0; i < G_N_ELEMENTS (needed_details); i++)
    {
      g_autofree char *value = g_settings_get_string (settings, needed_details[i].key);

      if (*g_strstrip (value) == '\0')
        g_ptr_array_add (missing, g_strdup (g_dpgettext2 (GETTEXT_PACKAGE, "store detail",
                                                          needed_details[i].name)));
    }

  return missing;
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
