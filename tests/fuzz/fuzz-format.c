/* fuzz-format.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <math.h>

#include "cp-format.h"
#include "fuzz-target.h"

/* The number formatting and parsing (src/sizing/cp-format.c) and the
 * text escaping (cp-text.c), on any value. Every figure is UTF-8 on one
 * line; a whole number written out reads back as itself; an escaped text
 * is clean and short.
 *
 * The input: 8 bytes of a 64-bit integer, 8 of a double, one byte of a
 * number of decimals, then text. */

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* The locale of the environment: LC_ALL=ru_RU.UTF-8 fuzzes Russian
   * figures. */
  setlocale (LC_ALL, "");
  fuzz_abort_on_criticals ();

  return 0;
}

static void
check_figure (char       *figure,
              const char *what)
{
  g_autofree char *owned = figure;

  if (owned == NULL)
    fuzz_fail ("no figure", what);
  if (!cp_text_is_clean (owned, -1))
    fuzz_fail ("a figure is not one clean line", owned);
}

/* The digits and sign of @figure, without grouping. */
static gint64
read_back (const char *figure)
{
  g_autoptr(GString) digits = g_string_new (NULL);

  for (const char *p = figure; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isdigit (c))
        g_string_append_c (digits, '0' + g_unichar_digit_value (c));
      else if (c == '-' || c == 0x2212)
        g_string_append_c (digits, '-');
    }

  return g_ascii_strtoll (digits->str, NULL, 10);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = NULL;
  g_autofree char *valid = NULL;
  g_autofree char *integer = NULL;
  gint64 number;
  double value, parsed;
  int decimals;

  if (size < 17)
    return 0;

  memcpy (&number, data, sizeof number);
  memcpy (&value, data + 8, sizeof value);
  /* cp_format_decimal() takes 0 to 6. */
  decimals = data[16] % 7;
  text = g_strndup ((const char *) data + 17, size - 17);
  valid = g_utf8_make_valid ((const char *) data + 17, size - 17);

  integer = cp_format_integer (number);
  if (!cp_text_is_clean (integer, -1) || read_back (integer) != number)
    fuzz_fail ("a whole number does not read back", integer);

  if (isfinite (value))
    check_figure (cp_format_decimal (value, decimals), "decimal");
  if (number >= 0)
    {
      check_figure (cp_format_gb (number), "gb");
      check_figure (cp_format_memory (number), "memory");
      check_figure (cp_format_power (number), "power");
      check_figure (cp_format_price (number), "price");
    }
  if (isfinite (value) && value > 0)
    {
      g_autofree char *comparison = cp_format_comparison (value, valid, valid);

      if (comparison == NULL || !g_utf8_validate (comparison, -1, NULL))
        fuzz_fail ("a comparison is not UTF-8", comparison);
    }

  {
    g_autofree char *date = cp_format_iso_date (valid);

    if (date != NULL && !cp_text_is_clean (date, -1))
      fuzz_fail ("a date is not one clean line", date);
  }

  cp_parse_decimal (text, (decimals & 1) != 0, &parsed);

  {
    g_autofree char *echoed = cp_text_echo ((const char *) data + 17, size - 17);
    g_autofree char *escaped = cp_text_escape ((const char *) data + 17, size - 17);
    g_autofree char *bounded = cp_text_bound (valid, 1 + decimals);

    if (!cp_text_is_clean (echoed, -1) || g_utf8_strlen (echoed, -1) > CP_TEXT_ECHO_MAX + 1)
      fuzz_fail ("an echo is not clean and short", echoed);
    if (!cp_text_is_clean (escaped, -1))
      fuzz_fail ("an escaped text is not clean", escaped);
    if (g_utf8_strlen (bounded, -1) > 1 + decimals)
      fuzz_fail ("a bounded text is too long", bounded);
  }

  return 0;
}
