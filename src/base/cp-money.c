/* cp-money.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-money"

#include "config.h"

#include <string.h>

#include "cp-format.h"
#include "cp-money.h"

/* Amounts in a currency's minor unit (cents, tyiyn), written the way the
 * currency is written, and converted at an exchange rate typed by a
 * person. The catalog prices in US dollars; a store may quote in another
 * currency, and then each price is converted once, rounded to the minor
 * unit, and everything after it is integer arithmetic in that unit, so
 * that the lines add up to the total to the last digit. */

typedef struct
{
  const char *code;
  /* Written after the amount, with a no-break space; %NULL for the
   * language's own way of writing dollars (cp_format_price()). */
  const char *symbol;
  guint       minor_digits;
} Currency;

/* The currencies a store in Bishkek quotes in. Som, roubles and euros are
 * written as they are there: digits grouped with a no-break space, a
 * decimal comma, both minor digits, the symbol after. Sources: ISO 4217
 * (minor units), National Bank of the Kyrgyz Republic (the som's sign and
 * its 100 tyiyn). */
static const Currency currencies[] = {
  { "USD", NULL, 2 },
  { "KGS", "сом", 2 },
  { "EUR", "€", 2 },
  { "RUB", "₽", 2 },
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
 * cp_money_is_known_currency:
 * @code: an ISO 4217 code
 *
 * Returns: whether a quote can be in @code: USD, KGS, EUR or RUB.
 */
gboolean
cp_money_is_known_currency (const char *code)
{
  return find_currency (code) != NULL;
}

/**
 * cp_money_get_minor_digits:
 *
 * Returns: how many digits the minor unit of @code has: 2 for all the
 *   currencies known, and for any other.
 */
guint
cp_money_get_minor_digits (const char *code)
{
  const Currency *currency = find_currency (code);

  return currency != NULL ? currency->minor_digits : 2;
}

/**
 * cp_money_format:
 * @minor: an amount in the minor unit of @code
 * @code: an ISO 4217 code
 *
 * Returns: the amount as the currency is written: "$896,900" (the
 *   language's way, cp_format_price()), "78 433 905,00 сом".
 */
char *
cp_money_format (gint64      minor,
                 const char *code)
{
  const Currency *currency = find_currency (code);
  guint64 amount = minor < 0 ? -(guint64) minor : (guint64) minor;
  char digits[32];
  GString *text;
  int len;

  if (currency == NULL || currency->symbol == NULL)
    return cp_format_price (minor);

  g_assert (currency->minor_digits == 2);
  text = g_string_new (minor < 0 ? "-" : NULL);
  len = g_snprintf (digits, sizeof digits, "%" G_GUINT64_FORMAT, amount / 100);
  for (int i = 0; i < len; i++)
    {
      if (i > 0 && (len - i) % 3 == 0)
        g_string_append (text, "\u00a0");
      g_string_append_c (text, digits[i]);
    }
  g_string_append_printf (text, ",%02u\u00a0%s", (guint) (amount % 100), currency->symbol);

  return g_string_free (text, FALSE);
}

/**
 * cp_money_parse_rate:
 * @text: a rate as a person types it: "87.45" or "87,45"
 * @rate: (out): the rate in millionths (%CP_MONEY_RATE_SCALE)
 *
 * Reads how many units of the quote's currency one unit of the catalog's
 * is worth: digits, then at most six decimals after a point or a comma;
 * more than 0 and at most a million.
 *
 * Returns: whether @text is such a rate.
 */
gboolean
cp_money_parse_rate (const char *text,
                     gint64     *rate)
{
  gint64 whole = 0, fraction = 0, scale = CP_MONEY_RATE_SCALE;
  gboolean seen_digit = FALSE, seen_radix = FALSE;
  g_autofree char *copy = NULL;

  g_return_val_if_fail (rate != NULL, FALSE);

  if (text == NULL)
    return FALSE;
  copy = g_strstrip (g_strdup (text));

  for (const char *p = copy; *p != '\0'; p++)
    {
      if ((*p == '.' || *p == ',') && !seen_radix && seen_digit)
        {
          seen_radix = TRUE;
          continue;
        }
      if (!g_ascii_isdigit (*p))
        return FALSE;
      seen_digit = TRUE;
      if (!seen_radix)
        {
          whole = whole * 10 + (*p - '0');
          if (whole > CP_MONEY_MAX_RATE / CP_MONEY_RATE_SCALE)
            return FALSE;
        }
      else
        {
          scale /= 10;
          if (scale == 0)
            return FALSE;
          fraction += (*p - '0') * scale;
        }
    }

  if (!seen_digit || copy[strlen (copy) - 1] == '.' || copy[strlen (copy) - 1] == ',')
    return FALSE;

  *rate = whole * CP_MONEY_RATE_SCALE + fraction;

  return *rate > 0 && *rate <= CP_MONEY_MAX_RATE;
}

/**
 * cp_money_convert:
 * @minor: an amount in the minor unit of @from, 0 or more
 * @from: its currency
 * @to: the currency to convert to
 * @rate: one unit of @from in units of @to, in millionths; ignored when
 *   the two are the same
 * @converted: (out): the amount in the minor unit of @to, rounded to the
 *   nearest (half up)
 *
 * Returns: whether the amount could be converted without overflowing.
 */
gboolean
cp_money_convert (gint64      minor,
                  const char *from,
                  const char *to,
                  gint64      rate,
                  gint64     *converted)
{
  guint from_digits = cp_money_get_minor_digits (from);
  guint to_digits = cp_money_get_minor_digits (to);
  guint64 scaled = (guint64) minor, whole, rest, product;

  g_return_val_if_fail (minor >= 0, FALSE);
  g_return_val_if_fail (converted != NULL, FALSE);
  g_return_val_if_fail (to_digits >= from_digits, FALSE);

  if (g_strcmp0 (from, to) == 0)
    {
      *converted = minor;
      return TRUE;
    }

  g_return_val_if_fail (rate > 0 && rate <= CP_MONEY_MAX_RATE, FALSE);

  for (guint i = from_digits; i < to_digits; i++)
    if (!g_uint64_checked_mul (&scaled, scaled, 10))
      return FALSE;

  /* Split so that no product overflows: amount = q × scale + r, and
   * r × rate < scale × max rate fits in 64 bits. */
  whole = scaled / CP_MONEY_RATE_SCALE;
  rest = scaled % CP_MONEY_RATE_SCALE;
  if (!g_uint64_checked_mul (&product, whole, (guint64) rate) ||
      !g_uint64_checked_add (&product, product,
                             (rest * (guint64) rate + CP_MONEY_RATE_SCALE / 2) / CP_MONEY_RATE_SCALE) ||
      product > G_MAXINT64)
    return FALSE;

  *converted = (gint64) product;

  return TRUE;
}
