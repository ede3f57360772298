/* cp-quote.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "cp-build-words.h"
#include "cp-format.h"
#include "cp-quote-private.h"
#include "cp-text.h"

/* The quote document: what the store sends a customer for one build. It
 * holds the words and the figures (store, customer, number, dates, line
 * items in cents); the renderer lays them out on pages. The lines and
 * their sums are in cp-quote-lines.c. */

G_DEFINE_FINAL_TYPE (CpQuote, cp_quote, G_TYPE_OBJECT)

/* CP_QUOTE_DEFAULT_PAYMENT_TERMS and CP_QUOTE_DEFAULT_LEAD_TIME, written
 * out where xgettext sees them, so that a quote made without settings
 * has them in the user's language, as the schema's translated defaults
 * are; test-quote holds them equal. */
static const char *default_payment_terms =
  /* TRANSLATORS: the payment terms of a quote when the store has set none */
  N_("Half with the order, half on delivery, by bank transfer");
static const char *default_lead_time =
  /* TRANSLATORS: the lead time of a quote when the store has set none */
  N_("4 to 8 weeks from the order");

G_DEFINE_QUARK (cp-quote-error-quark, cp_quote_error)

/* The most characters the store's name, a customer, a detail on one line
 * (a phone, an e-mail, a contact) and the number prefix keep, the most of
 * the terms, and the most of an address: far more than any real one, and
 * little enough that laying out the quote stays quick whatever the
 * settings, the register or the dialog hold. */
#define MAX_NAME_CHARS    200
#define MAX_PREFIX_CHARS  20
#define MAX_TERMS_CHARS   500
#define MAX_ADDRESS_CHARS 1000
#define MAX_ADDRESS_LINES 8

/* @text as valid UTF-8, cut to @max_chars characters (see
 * cp_text_bound()). */
static char *
bound (const char *text,
       gsize       max_chars)
{
  g_autofree char *valid = NULL;

  if (text == NULL)
    text = "";
  if (!g_utf8_validate (text, -1, NULL))
    text = valid = g_utf8_make_valid (text, -1);

  return cp_text_bound (text, max_chars);
}

/**
 * cp_quote_bound_line:
 * @text: (nullable): a name, a contact, a phone, an e-mail: one line
 *
 * Returns: (transfer full): @text as a quote keeps it: valid UTF-8, at
 *   most 200 characters, the last of them "…" when it was longer. What
 *   shows a quote's texts from elsewhere (the register) bounds them so.
 */
char *
cp_quote_bound_line (const char *text)
{
  return bound (text, MAX_NAME_CHARS);
}

/**
 * cp_quote_bound_address:
 * @text: (nullable): an address, its lines separated by "\n"
 *
 * Returns: (transfer full): @text as a quote keeps an address: its first
 *   8 lines, then at most 1,000 characters.
 */
char *
cp_quote_bound_address (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text != NULL ? text : "", "\n", MAX_ADDRESS_LINES + 1);
  g_autofree char *kept = NULL;

  if (g_strv_length (lines) > MAX_ADDRESS_LINES)
    g_clear_pointer (&lines[MAX_ADDRESS_LINES], g_free);
  kept = g_strjoinv ("\n", lines);

  return bound (kept, MAX_ADDRESS_CHARS);
}

/* Sets @field to @value cut to @max_chars characters. */
static void
set_bounded_string (char       **field,
                    const char  *value,
                    gsize        max_chars)
{
  g_free (*field);
  *field = bound (value, max_chars);
}

/* Sets @field to the address @value, bounded as cp_quote_bound_address()
 * says. */
static void
set_bounded_address (char       **field,
                     const char  *value)
{
  g_free (*field);
  *field = cp_quote_bound_address (value);
}

static void
cp_quote_finalize (GObject *object)
{
  CpQuote *self = CP_QUOTE (object);

  g_clear_object (&self->plan);
  g_clear_object (&self->build);
  g_clear_pointer (&self->catalog_date, g_free);
  g_clear_pointer (&self->currency, g_free);
  g_clear_pointer (&self->catalog_currency, g_free);
  g_clear_pointer (&self->rate_text, g_free);
  g_clear_pointer (&self->rate_date, g_free);
  g_clear_pointer (&self->tax_label, g_free);
  g_clear_object (&self->catalog_extras);
  g_clear_object (&self->catalog);
  g_clear_pointer (&self->store_name, g_free);
  g_clear_pointer (&self->store_address, g_free);
  g_clear_pointer (&self->customer, g_free);
  for (guint i = 0; i < CP_QUOTE_N_DETAILS; i++)
    g_clear_pointer (&self->details[i], g_free);
  g_clear_pointer (&self->number_prefix, g_free);
  g_clear_pointer (&self->issued, g_date_time_unref);
  g_clear_pointer (&self->lines, g_array_unref);

  G_OBJECT_CLASS (cp_quote_parent_class)->finalize (object);
}

static void
cp_quote_class_init (CpQuoteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cp_quote_finalize;
}

static void
cp_quote_init (CpQuote *self)
{
  self->store_name = g_strdup (CP_QUOTE_DEFAULT_STORE_NAME);
  self->store_address = g_strdup (CP_QUOTE_DEFAULT_STORE_ADDRESS);
  self->customer = g_strdup (CP_QUOTE_DEFAULT_CUSTOMER);
  for (guint i = 0; i < CP_QUOTE_N_DETAILS; i++)
    self->details[i] = g_strdup ("");
  set_bounded_string (&self->details[CP_QUOTE_DETAIL_PAYMENT_TERMS], _(default_payment_terms),
                      MAX_TERMS_CHARS);
  set_bounded_string (&self->details[CP_QUOTE_DETAIL_LEAD_TIME], _(default_lead_time),
                      MAX_TERMS_CHARS);
  self->rate_text = g_strdup ("");
  self->rate_date = g_strdup ("");
  self->tax_label = g_strdup ("");
  self->number_prefix = g_strdup (CP_QUOTE_DEFAULT_PREFIX);
  self->number = CP_QUOTE_DEFAULT_NUMBER;
  self->validity_days = CP_QUOTE_DEFAULT_VALIDITY_DAYS;
  self->issued = cp_quote_dup_now ();
  self->lines = g_array_new (FALSE, TRUE, sizeof (CpQuoteLine));
  g_array_set_clear_func (self->lines, _cp_quote_clear_line);
}

/* The latest SOURCE_DATE_EPOCH: 9999-12-31 less the longest validity, so
 * that the "valid until" date is a date too. */
#define MAX_EPOCH (G_GINT64_CONSTANT (253402300799) - \
                   (CP_QUOTE_MAX_VALIDITY_DAYS + 1) * G_GINT64_CONSTANT (86400))

/* The earliest: 1 January 2026, when the store began to quote. An epoch of
 * 0 (1 January 1970), which build tools set for "no date", would issue a
 * quote that expired decades ago. */
#define MIN_EPOCH G_GINT64_CONSTANT (1767225600)

/**
 * cp_quote_read_source_date_epoch:
 * @issued: (out) (transfer full) (nullable): the moment it names, or
 *   %NULL when `SOURCE_DATE_EPOCH` is not set
 * @error: (out): why its value is no moment a quote can be issued at
 *
 * Reads `SOURCE_DATE_EPOCH`, which fixes the issue date so that the same
 * quote gives the same file: whole seconds since 1970 (UTC), from
 * 1 January 2026 (an earlier quote would be issued expired) up to a
 * moment whose quote is still valid before the year 10000.
 *
 * Returns: whether it is unset or valid.
 */
gboolean
cp_quote_read_source_date_epoch (GDateTime **issued,
                                 GError    **error)
{
  const char *epoch = g_getenv ("SOURCE_DATE_EPOCH");
  g_autofree char *shown = NULL;
  char *end = NULL;
  gint64 seconds;

  g_return_val_if_fail (issued != NULL, FALSE);

  *issued = NULL;
  if (epoch == NULL || *epoch == '\0')
    return TRUE;

  shown = cp_text_echo (epoch, -1);
  errno = 0;
  seconds = g_ascii_strtoll (epoch, &end, 10);
  if (!g_ascii_isdigit (*epoch) || *end != '\0')
    {
      g_set_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_INVALID,
                   /* TRANSLATORS: SOURCE_DATE_EPOCH is the name of a setting; do not translate it */
                   _("SOURCE_DATE_EPOCH: “%s” is not a whole number of seconds since 1970"), shown);
      return FALSE;
    }

  if (errno == ERANGE || seconds > MAX_EPOCH)
    {
      g_autofree char *most = cp_format_integer (MAX_EPOCH);

      g_set_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_INVALID,
                   /* TRANSLATORS: SOURCE_DATE_EPOCH is the name of a setting; do not translate it */
                   _("SOURCE_DATE_EPOCH: %s is too late; it can be at most %s"), shown, most);
      return FALSE;
    }

  if (seconds < MIN_EPOCH)
    {
      g_autofree char *least = cp_format_integer (MIN_EPOCH);

      g_set_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_INVALID,
                   /* TRANSLATORS: SOURCE_DATE_EPOCH is the name of a setting; do not translate
                    * it. e.g. "SOURCE_DATE_EPOCH: 0 is too early: its quote would have expired
                    * long ago; it can be at least 1,767,225,600 (1 January 2026)" */
                   _("SOURCE_DATE_EPOCH: %s is too early: its quote would have expired long ago; "
                     "it can be at least %s (1 January 2026)"), shown, least);
      return FALSE;
    }

  *issued = g_date_time_new_from_unix_utc (seconds);
  g_assert (*issued != NULL);

  return TRUE;
}

/**
 * cp_quote_dup_now:
 *
 * Returns: the moment a quote is issued: `SOURCE_DATE_EPOCH` (seconds
 *   since 1970, UTC) when it is set to a valid number, so that output can
 *   be reproduced; otherwise now, in local time. The command line refuses
 *   an invalid one beforehand (cp_quote_read_source_date_epoch()).
 */
GDateTime *
cp_quote_dup_now (void)
{
  GDateTime *fixed = NULL;

  if (cp_quote_read_source_date_epoch (&fixed, NULL) && fixed != NULL)
    return fixed;

  return g_date_time_new_now_local ();
}

/* The line under a unit on the quote: "8 × NVIDIA H100 SXM · 640 GB of GPU
 * memory · 10,200 W per system". */
static char *
dup_unit_detail (CpBuild *build)
{
  CpUnit *unit = cp_build_get_unit (build);
  CpGpu *gpu = cp_unit_get_gpu (unit);
  g_autofree char *gpus = cp_format_integer (cp_unit_get_gpu_count (unit));
  g_autofree char *memory = cp_format_memory (cp_unit_get_memory_mb (unit));
  g_autofree char *power = cp_unit_dup_power_per_unit (unit);

  if (cp_unit_get_gpu_count (unit) == 1)
    /* TRANSLATORS: the detail line of a one-GPU unit on a quote, e.g.
     * "GeForce RTX 5090 · 32 GB of GPU memory · 575 W per card" */
    return g_strdup_printf (_("%s · %s of GPU memory · %s"),
                            cp_item_get_name (CP_ITEM (gpu)), memory, power);

  /* TRANSLATORS: the detail line of a unit on a quote, e.g. "8 × NVIDIA
   * H100 SXM · 640 GB of GPU memory · 10,200 W per system" */
  return g_strdup_printf (_("%s × %s · %s of GPU memory · %s"),
                          gpus, cp_item_get_name (CP_ITEM (gpu)), memory, power);
}

/**
 * cp_quote_new:
 * @catalog: the catalog @plan was made from (for its date, currency,
 *   accessories and services)
 * @plan: the sizing result: the models and what they need
 * @build: the build the quote is for, one of @plan's
 *
 * Returns: (transfer full): a quote for @build with one line, for its
 *   units (cp_quote_set_extras() adds the accessories and services), no
 *   tax, the store's default settings and today's date (or
 *   `SOURCE_DATE_EPOCH`'s).
 */
CpQuote *
cp_quote_new (CpCatalog *catalog,
              CpPlan    *plan,
              CpBuild   *build)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *detail = NULL;
  CpQuote *self;
  CpUnit *unit;

  g_return_val_if_fail (CP_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (CP_IS_PLAN (plan), NULL);
  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  self = g_object_new (CP_TYPE_QUOTE, NULL);
  self->catalog = g_object_ref (catalog);
  self->plan = g_object_ref (plan);
  self->build = g_object_ref (build);
  self->catalog_date = g_strdup (cp_catalog_get_date (catalog));
  self->currency = g_strdup (cp_catalog_get_currency (catalog));
  self->catalog_currency = g_strdup (self->currency);
  self->catalog_extras = g_object_ref (cp_catalog_get_extras (catalog));

  unit = cp_build_get_unit (build);
  detail = dup_unit_detail (build);

  /* The sizing engine has already multiplied these with checked
   * arithmetic; the line and the build's price are the same figure. */
  if (!cp_quote_add_line (self, cp_item_get_name (CP_ITEM (unit)), detail,
                          cp_build_get_count (build), cp_unit_get_price_cents (unit), &error))
    g_critical ("%s", error->message);
  g_array_index (self->lines, CpQuoteLine, 0).kind = CP_QUOTE_LINE_UNITS;
  g_warn_if_fail (self->total_cents == cp_build_get_price_cents (build));

  return self;
}

CpPlan *
cp_quote_get_plan (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  return self->plan;
}

CpBuild *
cp_quote_get_build (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  return self->build;
}

/* The catalog the quote was made with. */
CpCatalog *
cp_quote_get_catalog (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  return self->catalog;
}

/* The date the catalog's prices are as of ("2026-12-01"), or NULL. */
const char *
cp_quote_get_catalog_date (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  return self->catalog_date;
}

const char *
cp_quote_get_currency (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  return self->currency;
}

const char *
cp_quote_get_store_name (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  return self->store_name;
}

void
cp_quote_set_store_name (CpQuote    *self,
                         const char *store_name)
{
  g_return_if_fail (CP_IS_QUOTE (self));

  set_bounded_string (&self->store_name, store_name, MAX_NAME_CHARS);
}

/* The store's address; lines are separated by "\n". */
const char *
cp_quote_get_store_address (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  return self->store_address;
}

void
cp_quote_set_store_address (CpQuote    *self,
                            const char *store_address)
{
  g_return_if_fail (CP_IS_QUOTE (self));

  set_bounded_address (&self->store_address, store_address);
}

/* Who the quote is for; "" when nobody is named. */
const char *
cp_quote_get_customer (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  return self->customer;
}

void
cp_quote_set_customer (CpQuote    *self,
                       const char *customer)
{
  g_autofree char *stripped = NULL;

  g_return_if_fail (CP_IS_QUOTE (self));

  stripped = g_strstrip (g_strdup (customer ? customer : ""));
  set_bounded_string (&self->customer, stripped, MAX_NAME_CHARS);
}

const char *
cp_quote_get_number_prefix (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  return self->number_prefix;
}

void
cp_quote_set_number_prefix (CpQuote    *self,
                            const char *prefix)
{
  g_return_if_fail (CP_IS_QUOTE (self));

  set_bounded_string (&self->number_prefix, prefix, MAX_PREFIX_CHARS);
}

guint
cp_quote_get_number (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), 0);

  return self->number;
}

void
cp_quote_set_number (CpQuote *self,
                     guint    number)
{
  g_return_if_fail (CP_IS_QUOTE (self));
  g_return_if_fail (number >= 1 && number <= CP_QUOTE_MAX_NUMBER);

  self->number = number;
}

/**
 * cp_quote_dup_number_text:
 *
 * Returns: the quote's number as printed: the prefix, then at least four
 *   digits ("Q-0042").
 */
char *
cp_quote_dup_number_text (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  if (self->draft)
    /* TRANSLATORS: in place of a quote's number on a preview, which has
     * none */
    return g_strdup (_("DRAFT"));

  return g_strdup_printf ("%s%04u", self->number_prefix, self->number);
}

/* Whether the quote is a preview: watermarked "DRAFT — not a quote", and
 * with no number (cp_quote_dup_number_text() says "DRAFT"). */
gboolean
cp_quote_get_draft (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), FALSE);

  return self->draft;
}

void
cp_quote_set_draft (CpQuote  *self,
                    gboolean  draft)
{
  g_return_if_fail (CP_IS_QUOTE (self));

  self->draft = !!draft;
}

/**
 * cp_quote_get_site_settings:
 *
 * Returns: (nullable): the supply, tariff, PUE and load the quote's site
 *   section is worked out with, or %NULL when none were given (the
 *   section then follows Preferences).
 */
const CpSiteSettings *
cp_quote_get_site_settings (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  return self->has_site ? &self->site : NULL;
}

/**
 * cp_quote_set_site_settings:
 * @site: (nullable): what the site section assumes; %NULL to follow
 *   Preferences
 *
 * Kept with the quote, and by the register with its record, so that a
 * reprint's site section is the one the customer was sent.
 */
void
cp_quote_set_site_settings (CpQuote              *self,
                            const CpSiteSettings *site)
{
  g_return_if_fail (CP_IS_QUOTE (self));

  self->has_site = site != NULL;
  if (site != NULL)
    self->site = *site;
}

guint
cp_quote_get_validity_days (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), 0);

  return self->validity_days;
}

void
cp_quote_set_validity_days (CpQuote *self,
                            guint    days)
{
  g_return_if_fail (CP_IS_QUOTE (self));
  g_return_if_fail (days >= 1 && days <= CP_QUOTE_MAX_VALIDITY_DAYS);

  self->validity_days = days;
}

GDateTime *
cp_quote_get_issued (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  return self->issued;
}

void
cp_quote_set_issued (CpQuote   *self,
                     GDateTime *issued)
{
  g_return_if_fail (CP_IS_QUOTE (self));
  g_return_if_fail (issued != NULL);

  g_date_time_ref (issued);
  g_date_time_unref (self->issued);
  self->issued = issued;
}

/* The last day the quote holds: the issue date plus the validity. */
GDateTime *
cp_quote_dup_valid_until (CpQuote *self)
{
  GDateTime *until;

  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  until = g_date_time_add_days (self->issued, (int) self->validity_days);

  /* Only an issue date set by hand can be that close to the year 10000. */
  return until != NULL ? until : g_date_time_ref (self->issued);
}

char *
cp_quote_dup_issued_text (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  return cp_format_date (self->issued);
}

char *
cp_quote_dup_valid_until_text (CpQuote *self)
{
  g_autoptr(GDateTime) until = NULL;

  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  until = cp_quote_dup_valid_until (self);

  return cp_format_date (until);
}

/**
 * cp_quote_dup_prices_date_text:
 *
 * Returns: (nullable): the catalog's date written out ("1 December 2026"),
 *   or %NULL when the catalog has none.
 */
char *
cp_quote_dup_prices_date_text (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  return cp_format_iso_date (self->catalog_date);
}

guint
cp_quote_get_n_lines (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), 0);

  return self->lines->len;
}

const CpQuoteLine *
cp_quote_get_line (CpQuote *self,
                   guint    position)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);
  g_return_val_if_fail (position < self->lines->len, NULL);

  return &g_array_index (self->lines, CpQuoteLine, position);
}

/* The names of the details, as snapshots and settings know them. */
static const char * const detail_names[CP_QUOTE_N_DETAILS] = {
  [CP_QUOTE_DETAIL_CUSTOMER_CONTACT] = "customer_contact",
  [CP_QUOTE_DETAIL_CUSTOMER_ADDRESS] = "customer_address",
  [CP_QUOTE_DETAIL_CUSTOMER_EMAIL] = "customer_email",
  [CP_QUOTE_DETAIL_STORE_PHONE] = "store_phone",
  [CP_QUOTE_DETAIL_STORE_EMAIL] = "store_email",
  [CP_QUOTE_DETAIL_STORE_WEBSITE] = "store_website",
  [CP_QUOTE_DETAIL_STORE_TAX_NUMBER] = "store_tax_number",
  [CP_QUOTE_DETAIL_PAYMENT_TERMS] = "payment_terms",
  [CP_QUOTE_DETAIL_LEAD_TIME] = "lead_time",
  [CP_QUOTE_DETAIL_STORE_BANK_NAME] = "store_bank_name",
  [CP_QUOTE_DETAIL_STORE_BANK_ACCOUNT] = "store_bank_account",
  [CP_QUOTE_DETAIL_STORE_BANK_BIC] = "store_bank_bic",
  [CP_QUOTE_DETAIL_SELLER_NAME] = "seller_name",
  [CP_QUOTE_DETAIL_SELLER_TITLE] = "seller_title",
};

/* "customer_contact", …: the detail's name in a snapshot. */
const char *
cp_quote_detail_get_name (CpQuoteDetail detail)
{
  g_return_val_if_fail (detail < CP_QUOTE_N_DETAILS, NULL);

  return detail_names[detail];
}

/* The details that are a plan's customer (the company is the quote's
 * customer itself). */
static const CpQuoteDetail customer_details[CP_PLAN_CUSTOMER_N_FIELDS] = {
  [CP_PLAN_CUSTOMER_CONTACT] = CP_QUOTE_DETAIL_CUSTOMER_CONTACT,
  [CP_PLAN_CUSTOMER_ADDRESS] = CP_QUOTE_DETAIL_CUSTOMER_ADDRESS,
  [CP_PLAN_CUSTOMER_EMAIL] = CP_QUOTE_DETAIL_CUSTOMER_EMAIL,
};

/**
 * cp_quote_customer_field_get_name:
 *
 * Returns: the name of a field of the customer (as a plan has it) in a
 *   snapshot of the quote: "customer", "customer_contact", …
 */
const char *
cp_quote_customer_field_get_name (CpPlanCustomerField field)
{
  g_return_val_if_fail (field < CP_PLAN_CUSTOMER_N_FIELDS, NULL);

  return field == CP_PLAN_CUSTOMER_COMPANY ? "customer"
                                           : cp_quote_detail_get_name (customer_details[field]);
}

/* Who the quote is for, by a plan's fields of its customer; "" when not
 * given. */
const char *
cp_quote_get_customer_field (CpQuote             *self,
                             CpPlanCustomerField  field)
{
  g_return_val_if_fail (field < CP_PLAN_CUSTOMER_N_FIELDS, NULL);

  return field == CP_PLAN_CUSTOMER_COMPANY ? cp_quote_get_customer (self)
                                           : cp_quote_get_detail (self, customer_details[field]);
}

void
cp_quote_set_customer_field (CpQuote             *self,
                             CpPlanCustomerField  field,
                             const char          *value)
{
  g_return_if_fail (field < CP_PLAN_CUSTOMER_N_FIELDS);

  if (field == CP_PLAN_CUSTOMER_COMPANY)
    cp_quote_set_customer (self, value);
  else
    cp_quote_set_detail (self, customer_details[field], value);
}

/* The detail, "" when not given. */
const char *
cp_quote_get_detail (CpQuote       *self,
                     CpQuoteDetail  detail)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);
  g_return_val_if_fail (detail < CP_QUOTE_N_DETAILS, NULL);

  return self->details[detail];
}

/* Sets a detail, without the spaces around it; only an address keeps its
 * line breaks, the others become one line. Each is cut as the store's
 * name and address are (cp_text_bound()). */
void
cp_quote_set_detail (CpQuote       *self,
                     CpQuoteDetail  detail,
                     const char    *value)
{
  g_autofree char *text = NULL;

  g_return_if_fail (CP_IS_QUOTE (self));
  g_return_if_fail (detail < CP_QUOTE_N_DETAILS);

  text = g_strstrip (g_strdup (value != NULL ? value : ""));
  switch (detail)
    {
    case CP_QUOTE_DETAIL_CUSTOMER_ADDRESS:
      set_bounded_address (&self->details[detail], text);
      break;

    case CP_QUOTE_DETAIL_PAYMENT_TERMS:
    case CP_QUOTE_DETAIL_LEAD_TIME:
      g_strdelimit (text, "\r\n\t", ' ');
      set_bounded_string (&self->details[detail], text, MAX_TERMS_CHARS);
      break;

    case CP_QUOTE_DETAIL_CUSTOMER_CONTACT:
    case CP_QUOTE_DETAIL_CUSTOMER_EMAIL:
    case CP_QUOTE_DETAIL_STORE_PHONE:
    case CP_QUOTE_DETAIL_STORE_EMAIL:
    case CP_QUOTE_DETAIL_STORE_WEBSITE:
    case CP_QUOTE_DETAIL_STORE_TAX_NUMBER:
    case CP_QUOTE_DETAIL_STORE_BANK_NAME:
    case CP_QUOTE_DETAIL_STORE_BANK_ACCOUNT:
    case CP_QUOTE_DETAIL_STORE_BANK_BIC:
    case CP_QUOTE_DETAIL_SELLER_NAME:
    case CP_QUOTE_DETAIL_SELLER_TITLE:
    case CP_QUOTE_N_DETAILS:
    default:
      g_strdelimit (text, "\r\n\t", ' ');
      set_bounded_string (&self->details[detail], text, MAX_NAME_CHARS);
      break;
    }
}

/**
 * cp_quote_get_can_run:
 *
 * Returns: whether the quoted build can run the plan's models, as its
 *   card says: a build that serves the workload only inside the margin
 *   kept for the engine ("fits with little room") can, with that caveat
 *   on the quote; one that cannot says so on the quote's first page.
 */
gboolean
cp_quote_get_can_run (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), FALSE);

  return cp_build_get_fits (self->build) ||
         cp_build_get_badge (self->build) == CP_BUILD_BADGE_MARGINAL;
}

/**
 * cp_quote_dup_title:
 *
 * Returns: the document's title: "Quote Q-0001: 3 × NVIDIA DGX H100".
 */
char *
cp_quote_dup_title (CpQuote *self)
{
  g_autofree char *number = NULL;
  g_autofree char *build = NULL;

  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  number = cp_quote_dup_number_text (self);
  build = cp_build_dup_title (self->build);

  /* TRANSLATORS: a quote's title, e.g. "Quote Q-0001: 3 × NVIDIA DGX H100" */
  return g_strdup_printf (_("Quote %s: %s"), number, build);
}

/**
 * cp_quote_dup_file_name:
 *
 * Returns: a file name for the quote as PDF: "Q-0001 3-dgx-h100.pdf";
 *   characters a file name cannot hold are replaced.
 */
char *
cp_quote_dup_file_name (CpQuote *self)
{
  g_autofree char *number = NULL;
  char *name;

  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  number = cp_quote_dup_number_text (self);
  name = g_strdup_printf ("%s %" G_GINT64_FORMAT "-%s.pdf", number,
                          cp_build_get_count (self->build),
                          cp_item_get_id (CP_ITEM (cp_build_get_unit (self->build))));
  g_strdelimit (name, G_DIR_SEPARATOR_S "\\:*?\"<>|", '-');

  return name;
}
