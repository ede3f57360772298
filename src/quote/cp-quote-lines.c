/* cp-quote-lines.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-money.h"
#include "cp-quote-private.h"

/* The lines of a quote and what they add up to: the build's units, the
 * accessories it needs by the catalog's rules, the services chosen
 * (installation, support for some years), shipping; then the subtotal,
 * the tax at the store's rate, and the total. All in integer cents, with
 * checked arithmetic: an amount too large to add up is refused and
 * leaves the quote as it was. */

void
_cp_quote_clear_line (gpointer data)
{
  CpQuoteLine *line = data;

  g_clear_pointer (&line->description, g_free);
  g_clear_pointer (&line->detail, g_free);
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

/* The tax on @subtotal at @rate hundredths of a percent, rounded to the
 * nearest cent (half a cent up), and the total with it. Split so that no
 * product can overflow: subtotal = 10,000 q + r, tax = q × rate + r × rate
 * / 10,000. Prices that include the tax hold it already: the tax is then
 * the part of the subtotal it makes up, subtotal × rate / (10,000 + rate),
 * rounded the same way, and the total is the subtotal. */
static gboolean
add_tax_to (gint64    subtotal,
            guint     rate,
            gboolean  included,
            gint64   *tax,
            gint64   *total)
{
  gint64 whole, rest, rest_tax, divisor;

  if (!included)
    {
      whole = subtotal / CP_QUOTE_MAX_TAX_RATE;
      rest = subtotal % CP_QUOTE_MAX_TAX_RATE;
      rest_tax = (rest * rate + CP_QUOTE_MAX_TAX_RATE / 2) / CP_QUOTE_MAX_TAX_RATE;

      return checked_mul (tax, whole, rate) &&
             checked_add (tax, *tax, rest_tax) &&
             checked_add (total, subtotal, *tax);
    }

  divisor = CP_QUOTE_MAX_TAX_RATE + rate;
  whole = subtotal / divisor;
  rest = subtotal % divisor;
  rest_tax = (rest * rate + divisor / 2) / divisor;
  if (!checked_mul (tax, whole, rate) || !checked_add (tax, *tax, rest_tax))
    return FALSE;
  *total = subtotal;

  return TRUE;
}

static gboolean
overflow (GError     **error,
          const char  *description)
{
  g_set_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_OVERFLOW,
               /* TRANSLATORS: %s is the line's description */
               _("“%s”: the amount is too large to add up"), description);
  return FALSE;
}

/* Appends a line, with the sums after it; unchanged on failure. */
static gboolean
append_line (CpQuote          *self,
             CpQuoteLineKind   kind,
             const char       *description,
             const char       *detail,
             gint64            quantity,
             gint64            unit_price_cents,
             GError          **error)
{
  CpQuoteLine line = { 0 };
  gint64 subtotal, tax, total, price;

  if (quantity < 1 || unit_price_cents < 0)
    {
      g_set_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_INVALID,
                   /* TRANSLATORS: %s is the line's description */
                   _("“%s”: a line needs a quantity of 1 or more and a price of 0 or more"),
                   description);
      return FALSE;
    }

  if (!_cp_quote_convert (self, unit_price_cents, &price) ||
      !checked_mul (&line.total_cents, quantity, price) ||
      !checked_add (&subtotal, self->subtotal_cents, line.total_cents) ||
      !add_tax_to (subtotal, self->tax_rate, self->tax_included, &tax, &total))
    return overflow (error, description);

  line.description = g_strdup (description);
  line.detail = detail != NULL && *detail != '\0' ? g_strdup (detail) : NULL;
  line.quantity = quantity;
  line.unit_price_cents = price;
  line.catalog_unit_price_cents = unit_price_cents;
  line.kind = kind;
  g_array_append_val (self->lines, line);
  self->subtotal_cents = subtotal;
  self->tax_cents = tax;
  self->total_cents = total;

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
 * Adds a line of its own below the others; the subtotal grows by the
 * line's total, and the tax and total with it.
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
  g_return_val_if_fail (CP_IS_QUOTE (self), FALSE);
  g_return_val_if_fail (description != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return append_line (self, CP_QUOTE_LINE_OTHER, description, detail, quantity,
                      unit_price_cents, error);
}

/**
 * _cp_quote_convert:
 * @catalog_cents: a price in the catalog's currency
 * @converted: (out): it in the quote's, rounded to its minor unit
 *
 * Returns: whether it could be converted without overflowing.
 */
gboolean
_cp_quote_convert (CpQuote *self,
                   gint64   catalog_cents,
                   gint64  *converted)
{
  if (catalog_cents < 0)
    return FALSE;

  return cp_money_convert (catalog_cents, self->catalog_currency, self->currency, self->rate,
                           converted);
}

/**
 * _cp_quote_sum_lines:
 *
 * Converts every line's price again, at the quote's currency and rate,
 * and adds them up again, with the tax.
 *
 * Returns: whether they add up; on failure the lines and sums are as
 *   they were, and @error names the line that did not.
 */
gboolean
_cp_quote_sum_lines (CpQuote  *self,
                     GError  **error)
{
  g_autofree gint64 *prices = g_new0 (gint64, self->lines->len + 1);
  g_autofree gint64 *totals = g_new0 (gint64, self->lines->len + 1);
  gint64 subtotal = 0, tax, total;

  for (guint i = 0; i < self->lines->len; i++)
    {
      const CpQuoteLine *line = &g_array_index (self->lines, CpQuoteLine, i);

      if (!_cp_quote_convert (self, line->catalog_unit_price_cents, &prices[i]) ||
          !checked_mul (&totals[i], line->quantity, prices[i]) ||
          !checked_add (&subtotal, subtotal, totals[i]))
        return overflow (error, line->description);
    }
  if (!add_tax_to (subtotal, self->tax_rate, self->tax_included, &tax, &total))
    return overflow (error, _("Tax"));

  for (guint i = 0; i < self->lines->len; i++)
    {
      CpQuoteLine *line = &g_array_index (self->lines, CpQuoteLine, i);

      line->unit_price_cents = prices[i];
      line->total_cents = totals[i];
    }
  self->subtotal_cents = subtotal;
  self->tax_cents = tax;
  self->total_cents = total;

  return TRUE;
}

/* The sum of the line totals, in cents. */
gint64
cp_quote_get_subtotal_cents (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), 0);

  return self->subtotal_cents;
}

/* The tax rate, in hundredths of a percent (1200 is 12%). */
guint
cp_quote_get_tax_rate (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), 0);

  return self->tax_rate;
}

/**
 * cp_quote_set_tax_rate:
 * @rate: hundredths of a percent, 0 to %CP_QUOTE_MAX_TAX_RATE (100%)
 * @error: set when the total with the tax would overflow
 *
 * Returns: whether the rate was set; on failure nothing changed.
 */
gboolean
cp_quote_set_tax_rate (CpQuote  *self,
                       guint     rate,
                       GError  **error)
{
  gint64 tax, total;

  g_return_val_if_fail (CP_IS_QUOTE (self), FALSE);
  g_return_val_if_fail (rate <= CP_QUOTE_MAX_TAX_RATE, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!add_tax_to (self->subtotal_cents, rate, self->tax_included, &tax, &total))
    return overflow (error, _("Tax"));

  self->tax_rate = rate;
  self->tax_cents = tax;
  self->total_cents = total;

  return TRUE;
}

/* Whether the prices include the tax, rather than have it added. */
gboolean
cp_quote_get_tax_included (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), FALSE);

  return self->tax_included;
}

/**
 * cp_quote_set_tax_included:
 * @included: whether the prices include the tax: the tax is then the
 *   part of the subtotal it makes up, and the total is the subtotal
 * @error: set when the sums would overflow
 *
 * Returns: whether it was set; on failure nothing changed.
 */
gboolean
cp_quote_set_tax_included (CpQuote   *self,
                           gboolean   included,
                           GError   **error)
{
  gboolean old;

  g_return_val_if_fail (CP_IS_QUOTE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  old = self->tax_included;
  self->tax_included = !!included;
  if (!_cp_quote_sum_lines (self, error))
    {
      self->tax_included = old;
      return FALSE;
    }

  return TRUE;
}

/* The tax on the subtotal, in cents. */
gint64
cp_quote_get_tax_cents (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), 0);

  return self->tax_cents;
}

/* The subtotal and the tax, in cents. */
gint64
cp_quote_get_total_cents (CpQuote *self)
{
  g_return_val_if_fail (CP_IS_QUOTE (self), 0);

  return self->total_cents;
}

/* Extras */

/* What a new quote adds when the store has said nothing else: the
 * accessories, installation, a year of support, shipping. */
void
cp_quote_extras_init_default (CpQuoteExtras *extras)
{
  g_return_if_fail (extras != NULL);

  extras->accessories = TRUE;
  extras->installation = CP_QUOTE_DEFAULT_INSTALLATION;
  extras->support_years = CP_QUOTE_DEFAULT_SUPPORT_YEARS;
  extras->shipping = TRUE;
}

void
cp_quote_get_extras (CpQuote       *self,
                     CpQuoteExtras *extras)
{
  g_return_if_fail (CP_IS_QUOTE (self));
  g_return_if_fail (extras != NULL);

  *extras = self->extras;
}

/* The description of support for @years: "Support and warranty, 3 years". */
static char *
dup_support_description (CpExtra *extra,
                         guint    years)
{
  /* TRANSLATORS: a support line of a quote, e.g. "Support and warranty, 3
   * years"; the first %s is the catalog's name of the service */
  return g_strdup_printf (ngettext ("%s, %u year", "%s, %u years", years),
                          cp_item_get_name (CP_ITEM (extra)), years);
}

/* Adds the lines of the extras of @kind the build needs. */
static gboolean
append_extras (CpQuote          *self,
               CpExtraKind       kind,
               CpQuoteLineKind   line_kind,
               guint             years,
               GError          **error)
{
  for (guint i = 0; i < g_list_model_get_n_items (self->catalog_extras); i++)
    {
      g_autoptr(CpExtra) extra = g_list_model_get_item (self->catalog_extras, i);
      g_autofree char *description = NULL;
      const char *name = cp_item_get_name (CP_ITEM (extra));
      gint64 count;

      if (cp_extra_get_kind (extra) != kind)
        continue;

      count = cp_extra_count_for (extra, cp_build_get_unit (self->build),
                                  cp_build_get_count (self->build));
      if (count == 0)
        continue;
      if (count < 0 || (kind == CP_EXTRA_SUPPORT && !checked_mul (&count, count, years)))
        return overflow (error, name);

      if (kind == CP_EXTRA_SUPPORT)
        description = dup_support_description (extra, years);

      if (!append_line (self, line_kind, description != NULL ? description : name,
                        cp_extra_get_note (extra), count, cp_extra_get_price_cents (extra), error))
        return FALSE;
    }

  return TRUE;
}

/* Takes the lines after @n_kept away, with the sums they made. */
static void
truncate_lines (CpQuote *self,
                guint    n_kept)
{
  gint64 subtotal = 0;

  if (self->lines->len > n_kept)
    g_array_set_size (self->lines, n_kept);

  /* These sums were made once already, in this order: they cannot
   * overflow now. */
  for (guint i = 0; i < self->lines->len; i++)
    subtotal += g_array_index (self->lines, CpQuoteLine, i).total_cents;
  self->subtotal_cents = subtotal;
  add_tax_to (subtotal, self->tax_rate, self->tax_included, &self->tax_cents, &self->total_cents);
}

/**
 * cp_quote_set_extras:
 * @extras: what to add to the units
 * @error: set when an amount would be too large to add up
 *
 * Makes the lines after the units again: the accessories the build needs
 * (when @extras says so), installation when chosen, support for
 * @extras's years, shipping; each as the catalog's rules count it for the
 * build, in the catalog's order. Lines added with cp_quote_add_line() go.
 *
 * Returns: whether the lines were made; on failure nothing changed.
 */
gboolean
cp_quote_set_extras (CpQuote              *self,
                     const CpQuoteExtras  *extras,
                     GError              **error)
{
  g_autoptr(GArray) old_lines = NULL;
  CpQuoteExtras old_extras;
  guint n_units = 0;

  g_return_val_if_fail (CP_IS_QUOTE (self), FALSE);
  g_return_val_if_fail (extras != NULL, FALSE);
  g_return_val_if_fail (extras->support_years <= CP_QUOTE_MAX_SUPPORT_YEARS, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  while (n_units < self->lines->len &&
         g_array_index (self->lines, CpQuoteLine, n_units).kind == CP_QUOTE_LINE_UNITS)
    n_units++;

  /* Kept aside, to put back as they were should the new lines not add
   * up. */
  old_lines = g_steal_pointer (&self->lines);
  old_extras = self->extras;
  self->lines = g_array_new (FALSE, TRUE, sizeof (CpQuoteLine));
  g_array_set_clear_func (self->lines, _cp_quote_clear_line);
  for (guint i = 0; i < n_units; i++)
    {
      CpQuoteLine line = g_array_index (old_lines, CpQuoteLine, i);

      line.description = g_strdup (line.description);
      line.detail = g_strdup (line.detail);
      g_array_append_val (self->lines, line);
    }
  truncate_lines (self, n_units);

  if ((extras->accessories &&
       !append_extras (self, CP_EXTRA_ACCESSORY, CP_QUOTE_LINE_ACCESSORY, 1, error)) ||
      (extras->installation &&
       !append_extras (self, CP_EXTRA_INSTALLATION, CP_QUOTE_LINE_SERVICE, 1, error)) ||
      (extras->support_years > 0 &&
       !append_extras (self, CP_EXTRA_SUPPORT, CP_QUOTE_LINE_SERVICE, extras->support_years,
                       error)) ||
      (extras->shipping &&
       !append_extras (self, CP_EXTRA_SHIPPING, CP_QUOTE_LINE_SHIPPING, 1, error)))
    {
      g_array_unref (self->lines);
      self->lines = g_steal_pointer (&old_lines);
      self->extras = old_extras;
      truncate_lines (self, self->lines->len);
      return FALSE;
    }

  self->extras = *extras;

  return TRUE;
}
