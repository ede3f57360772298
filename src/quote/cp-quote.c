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

#include "cp-format.h"
#include "cp-quote-private.h"

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

/* g_set_str() is GLib 2.76; this is its part we need. */
static void
set_string (char       **field,
            const char  *value)
{
  char *copy = g_strdup (value);

  g_free (*field);
  *field = copy;
}

static void
cp_quote_finalize (GObject *object)
{
  CpQuote *self = CP_QUOTE (object);

  g_clear_object (&self->plan);
  g_clear_object (&self->build);
  g_clear_pointer (&self->catalog_date, g_free);
  g_clear_pointer (&self->currency, g_free);
  g_clear_object (&self->catalog_extras);
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
  set_string (&self->details[CP_QUOTE_DETAIL_PAYMENT_TERMS], _(default_payment_terms));
  set_string (&self->details[CP_QUOTE_DETAIL_LEAD_TIME], _(default_lead_time));
  self->number_prefix = g_strdup (CP_QUOTE_DEFAULT_PREFIX);
  self->number = CP_QUOTE_DEFAULT_NUMBER;
  self->validity_days = CP_QUOTE_DEFAULT_VALIDITY_DAYS;
  self->issued = cp_quote_dup_now ();
  self->lines = g_array_new (FALSE, TRUE, sizeof (CpQuoteLine));
  g_array_set_clear_func (self->lines, _cp_quote_clear_line);
}

/**
 * cp_quote_dup_now:
 *
 * Returns: the moment a quote is issued: `SOURCE_DATE_EPOCH` (seconds
 *   since 1970, UTC) when it is set to a number, so that output can be
 *   reproduced; otherwise now, in local time.
 */
GDateTime *
cp_quote_dup_now (void)
{
  const char *epoch = g_getenv ("SOURCE_DATE_EPOCH");

  if (epoch != NULL && *epoch != '\0')
    {
      char *end = NULL;
      gint64 seconds;

      errno = 0;
      seconds = g_ascii_strtoll (epoch, &end, 10);
      if (errno == 0 && end != epoch && *end == '\0' && seconds >= 0)
        {
          GDateTime *fixed = g_date_time_new_from_unix_utc (seconds);

          if (fixed != NULL)
            return fixed;
        }
    }

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
  self->plan = g_object_ref (plan);
  self->build = g_object_ref (build);
  self->catalog_date = g_strdup (cp_catalog_get_date (catalog));
  self->currency = g_strdup (cp_catalog_get_currency (catalog));
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

  set_string (&self->store_name, store_name ? store_name : "");
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

  set_string (&self->store_address, store_address ? store_address : "");
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
  set_string (&self->customer, stripped);
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

  set_string (&self->number_prefix, prefix ? prefix : "");
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

  return g_strdup_printf ("%s%04u", self->number_prefix, self->number);
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
  g_return_val_if_fail (CP_IS_QUOTE (self), NULL);

  return g_date_time_add_days (self->issued, (int) self->validity_days);
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
};

/* "customer_contact", …: the detail's name in a snapshot. */
const char *
cp_quote_detail_get_name (CpQuoteDetail detail)
{
  g_return_val_if_fail (detail < CP_QUOTE_N_DETAILS, NULL);

  return detail_names[detail];
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
 * line breaks, the others become one line. */
void
cp_quote_set_detail (CpQuote       *self,
                     CpQuoteDetail  detail,
                     const char    *value)
{
  g_autofree char *text = NULL;

  g_return_if_fail (CP_IS_QUOTE (self));
  g_return_if_fail (detail < CP_QUOTE_N_DETAILS);

  text = g_strstrip (g_strdup (value != NULL ? value : ""));
  if (detail != CP_QUOTE_DETAIL_CUSTOMER_ADDRESS)
    g_strdelimit (text, "\r\n\t", ' ');
  set_string (&self->details[detail], text);
}

/**
 * cp_quote_get_can_run:
 *
 * Returns: whether the quoted build can run the plan's models; a quote
 *   for one that cannot says so on its first page.
 */
gboolean
cp_quote_get_can_run (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), FALSE);

  return cp_build_get_fits (self->build);
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
