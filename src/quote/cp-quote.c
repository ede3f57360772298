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
#include "cp-quote.h"
#include "cp-text.h"

/* The quote document: what the store sends a customer for one build. It
 * holds the words and the figures (store, customer, number, dates, line
 * items in cents); the renderer lays them out on pages. Money is integer
 * cents added with checked arithmetic, so the lines always add up to the
 * total exactly. */
struct _CpQuote
{
  GObject     parent_instance;

  CpPlan     *plan;
  CpBuild    *build;
  char       *catalog_date;
  char       *currency;

  char       *store_name;
  char       *store_address;
  char       *customer;
  char       *number_prefix;
  guint       number;
  guint       validity_days;
  GDateTime  *issued;

  GArray     *lines;
  gint64      total_cents;
};

G_DEFINE_FINAL_TYPE (CpQuote, cp_quote, G_TYPE_OBJECT)

G_DEFINE_QUARK (cp-quote-error-quark, cp_quote_error)

static void
clear_line (gpointer data)
{
  CpQuoteLine *line = data;

  g_clear_pointer (&line->description, g_free);
  g_clear_pointer (&line->detail, g_free);
}

/* The most characters the store's name, a customer and the number prefix
 * keep, and the most of the address: far more than any real one, and
 * little enough that laying out the quote stays quick whatever the
 * settings hold. */
#define MAX_NAME_CHARS    200
#define MAX_PREFIX_CHARS  20
#define MAX_ADDRESS_CHARS 1000
#define MAX_ADDRESS_LINES 8

/* Sets @field to @value cut to @max_chars characters (see cp_text_bound()). */
static void
set_bounded_string (char       **field,
                    const char  *value,
                    gsize        max_chars)
{
  g_free (*field);
  *field = cp_text_bound (value != NULL ? value : "", max_chars);
}

static void
cp_quote_finalize (GObject *object)
{
  CpQuote *self = CP_QUOTE (object);

  g_clear_object (&self->plan);
  g_clear_object (&self->build);
  g_clear_pointer (&self->catalog_date, g_free);
  g_clear_pointer (&self->currency, g_free);
  g_clear_pointer (&self->store_name, g_free);
  g_clear_pointer (&self->store_address, g_free);
  g_clear_pointer (&self->customer, g_free);
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
  self->number_prefix = g_strdup (CP_QUOTE_DEFAULT_PREFIX);
  self->number = CP_QUOTE_DEFAULT_NUMBER;
  self->validity_days = CP_QUOTE_DEFAULT_VALIDITY_DAYS;
  self->issued = cp_quote_dup_now ();
  self->lines = g_array_new (FALSE, TRUE, sizeof (CpQuoteLine));
  g_array_set_clear_func (self->lines, clear_line);
}

/* The latest SOURCE_DATE_EPOCH: 9999-12-31 less the longest validity, so
 * that the "valid until" date is a date too. */
#define MAX_EPOCH (G_GINT64_CONSTANT (253402300799) - \
                   (CP_QUOTE_MAX_VALIDITY_DAYS + 1) * G_GINT64_CONSTANT (86400))

/**
 * cp_quote_read_source_date_epoch:
 * @issued: (out) (transfer full) (nullable): the moment it names, or
 *   %NULL when `SOURCE_DATE_EPOCH` is not set
 * @error: (out): why its value is no moment a quote can be issued at
 *
 * Reads `SOURCE_DATE_EPOCH`, which fixes the issue date so that the same
 * quote gives the same file: whole seconds since 1970 (UTC), up to a
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
 * memory · 10,200 W each". */
static char *
dup_unit_detail (CpBuild *build)
{
  CpUnit *unit = cp_build_get_unit (build);
  CpGpu *gpu = cp_unit_get_gpu (unit);
  g_autofree char *gpus = cp_format_integer (cp_unit_get_gpu_count (unit));
  g_autofree char *memory = cp_format_memory (cp_unit_get_memory_mb (unit));
  g_autofree char *power = cp_format_power (cp_unit_get_power_w (unit));

  if (cp_unit_get_gpu_count (unit) == 1)
    /* TRANSLATORS: the detail line of a one-GPU unit on a quote, e.g.
     * "GeForce RTX 5090 · 32 GB of GPU memory · 575 W each" */
    return g_strdup_printf (_("%s · %s of GPU memory · %s each"),
                            cp_item_get_name (CP_ITEM (gpu)), memory, power);

  /* TRANSLATORS: the detail line of a unit on a quote, e.g. "8 × NVIDIA
   * H100 SXM · 640 GB of GPU memory · 10,200 W each" */
  return g_strdup_printf (_("%s × %s · %s of GPU memory · %s each"),
                          gpus, cp_item_get_name (CP_ITEM (gpu)), memory, power);
}

/**
 * cp_quote_new:
 * @catalog: the catalog @plan was made from (for its date and currency)
 * @plan: the sizing result: the models and what they need
 * @build: the build the quote is for, one of @plan's
 *
 * Returns: (transfer full): a quote for @build, with one line for its
 *   units, the store's default settings and today's date (or
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

  unit = cp_build_get_unit (build);
  detail = dup_unit_detail (build);

  /* The sizing engine has already multiplied these with checked
   * arithmetic; the line and the build's price are the same figure. */
  if (!cp_quote_add_line (self, cp_item_get_name (CP_ITEM (unit)), detail,
                          cp_build_get_count (build), cp_unit_get_price_cents (unit), &error))
    g_critical ("%s", error->message);
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
  g_auto(GStrv) lines = NULL;
  g_autofree char *kept = NULL;

  g_return_if_fail (CP_IS_QUOTE (self));

  lines = g_strsplit (store_address != NULL ? store_address : "", "\n", MAX_ADDRESS_LINES + 1);
  if (g_strv_length (lines) > MAX_ADDRESS_LINES)
    g_clear_pointer (&lines[MAX_ADDRESS_LINES], g_free);
  kept = g_strjoinv ("\n", lines);
  set_bounded_string (&self->store_address, kept, MAX_ADDRESS_CHARS);
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

/* GLib 2.74 has checked arithmetic for unsigned types only; amounts here
 * are never negative, so they go through it and must stay within gint64. */
static gboolean
checked_add (gint64 *dest,
             gint64  a,
             gint64  b)
{
  guint64 sum;

  g_assert (a >= 0 && b >= 0);
  if (!g_uint64_checked_add (&sum, (guint64) a, (guint64) b) || sum > G_MAXINT64)
    return FALSE;
  *dest = (gint64) sum;

  return TRUE;
}

static gboolean
checked_mul (gint64 *dest,
             gint64  a,
             gint64  b)
{
  guint64 product;

  g_assert (a >= 0 && b >= 0);
  if (!g_uint64_checked_mul (&product, (guint64) a, (guint64) b) || product > G_MAXINT64)
    return FALSE;
  *dest = (gint64) product;

  return TRUE;
}

/**
 * cp_quote_add_line:
 * @description: what is sold ("NVIDIA DGX H100", "Installation")
 * @detail: (nullable): a second, smaller line under it
 * @quantity: how many, 1 or more
 * @unit_price_cents: the price of one, in cents, 0 or more
 * @error: set when the line total or the quote's total would overflow
 *
 * Adds a line below the others; the total grows by the line's total.
 *
 * Returns: whether the line was added. On failure nothing changed.
 */
gboolean
cp_quote_add_line (CpQuote     *self,
                   const char  *description,
                   const char  *detail,
                   gint64       quantity,
                   gint64       unit_price_cents,
                   GError     **error)
{
  CpQuoteLine line = { 0 };
  gint64 total;

  g_return_val_if_fail (CP_IS_QUOTE (self), FALSE);
  g_return_val_if_fail (description != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (quantity < 1 || unit_price_cents < 0)
    {
      g_set_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_INVALID,
                   /* TRANSLATORS: %s is the line's description */
                   _("“%s”: a line needs a quantity of 1 or more and a price of 0 or more"),
                   description);
      return FALSE;
    }

  if (!checked_mul (&line.total_cents, quantity, unit_price_cents) ||
      !checked_add (&total, self->total_cents, line.total_cents))
    {
      g_set_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_OVERFLOW,
                   /* TRANSLATORS: %s is the line's description */
                   _("“%s”: the amount is too large to add up"), description);
      return FALSE;
    }

  line.description = g_strdup (description);
  line.detail = detail != NULL && *detail != '\0' ? g_strdup (detail) : NULL;
  line.quantity = quantity;
  line.unit_price_cents = unit_price_cents;
  g_array_append_val (self->lines, line);
  self->total_cents = total;

  return TRUE;
}

/* The sum of the line totals, in cents. */
gint64
cp_quote_get_total_cents (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), 0);

  return self->total_cents;
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
