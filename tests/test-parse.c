/* test-parse.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "cp-format.h"
#include "cp-parse.h"
#include "cp-units.h"
#include "cp-test-util.h"

/* Numbers read back the way the app writes them, in each locale it is
 * tested in: the C locale (English figures), Russian and Kyrgyz, compiled
 * into the build by tests/make-locales. */

#define NNBSP "\u202f" /* what ru_RU and ky_KG group digits with */
#define NBSP  "\u00a0" /* what the Russian and Kyrgyz translations do */

/* Figures in the locale @name, words in English: these tests are about
 * the figures. */
static void
use_locale (const char *name)
{
  if (setlocale (LC_ALL, name) == NULL)
    g_error ("the locale %s is missing (tests/make-locales builds it)", name);
  g_assert_nonnull (setlocale (LC_MESSAGES, "C.UTF-8"));
}

/* The C library's numbers, the translation's words: where the locale does
 * not group digits (LC_NUMERIC=C), Russian figures come from ru.po. */
static void
use_russian_translation (void)
{
  g_assert_nonnull (setlocale (LC_ALL, "ru_RU.UTF-8"));
  g_assert_nonnull (setlocale (LC_NUMERIC, "C.UTF-8"));
}

static void
assert_parses (const char *text,
               double      expected)
{
  g_autoptr(GError) error = NULL;
  double value = -1;

  if (!cp_parse_number (text, &value, &error))
    g_error ("“%s” was refused: %s", text, error->message);
  g_assert_no_error (error);
  if (value != expected)
    g_error ("“%s” was read as %.17g, not %.17g", text, value, expected);
}

static void
assert_refused (const char *text,
                const char *reason)
{
  g_autoptr(GError) error = NULL;
  double value = -1;

  g_assert_false (cp_parse_number (text, &value, &error));
  g_assert_error (error, CP_PARSE_ERROR, CP_PARSE_ERROR_INVALID);
  if (strstr (error->message, reason) == NULL)
    g_error ("“%s” was refused with “%s”, not with “%s”", text, error->message, reason);
}

static void
test_c_locale (void)
{
  use_locale ("C.UTF-8");

  assert_parses ("1920", 1920);
  assert_parses ("1,920", 1920);
  assert_parses (" 1,920\t", 1920);
  assert_parses (NBSP "1,920" NNBSP, 1920);
  assert_parses ("805.2", 805.2);
  assert_parses ("1,234,567.25", 1234567.25);
  assert_parses ("3,483.6", 3483.6);
  assert_parses ("-5", -5);
  assert_parses ("−1,920", -1920);
  assert_parses ("0", 0);
  assert_parses (".5", 0.5);
  assert_parses ("12.", 12);

  assert_refused ("", "the number is missing");
  assert_refused (" " NBSP, "the number is missing");
  assert_refused ("abc", "“abc” is not a number: “a” is not a digit");
  assert_refused ("1e3", "“1e3” is not a number: “e” is not a digit");
  assert_refused ("0x10", "“x” is not a digit");
  assert_refused ("١٢", "“١” is not a digit");
  assert_refused ("12 GB", "“12 GB” is not a number: “G” is not a digit");
  assert_refused ("1 920", "write it without spaces, as in 1,234.5");
  /* A decimal comma is a thousands separator here, in the wrong place. */
  assert_refused ("805,2", "“805,2” is not a number: digits are grouped in threes, as in 1,234.5");
  assert_refused ("1,92", "digits are grouped in threes");
  assert_refused ("1,a", "“a” is not a digit");
  assert_refused ("1,9200", "digits are grouped in threes");
  assert_refused ("1234,567", "digits are grouped in threes");
  assert_refused (",920", "digits are grouped in threes");
  assert_refused ("1,,920", "digits are grouped in threes");
  assert_refused ("1,920,", "digits are grouped in threes");
  assert_refused ("1,920.123,4", "digits are grouped in threes");
  assert_refused ("1.2.3", "“1.2.3” is not a number: it has two decimal separators");
  assert_refused ("-", "“-” is not a number: it has no digits");
  assert_refused (".", "it has no digits");
  assert_refused ("\xff" "12", "is not a number");
}

static void
test_russian (void)
{
  use_locale ("ru_RU.UTF-8");

  assert_parses ("1" NNBSP "920", 1920);
  assert_parses ("1" NBSP "920", 1920);
  assert_parses ("1 920", 1920);
  assert_parses ("805,2", 805.2);
  assert_parses ("1 234 567,25", 1234567.25);
  assert_parses ("-1 920,5", -1920.5);
  /* A comma is the radix: "1,920" is not quite two. */
  assert_parses ("1,920", 1.92);
  /* A keypad's point is read as the radix too. */
  assert_parses ("805.2", 805.2);

  assert_refused ("1 92", "“1 92” is not a number: digits are grouped in threes, as in 1" NNBSP "234,5");
  assert_refused ("1  920", "digits are grouped in threes");
  assert_refused ("12 ГБ", "“12 ГБ” is not a number: “Г” is not a digit");
  assert_refused ("1,2,3", "it has two decimal separators");
  assert_refused ("1.2,3", "it has two decimal separators");
  assert_refused ("1 920,123 4", "digits are grouped in threes");
}

static void
test_kyrgyz (void)
{
  use_locale ("ky_KG.UTF-8");

  assert_parses ("1" NNBSP "920", 1920);
  assert_parses ("1 920", 1920);
  assert_parses ("805,2", 805.2);
  assert_parses ("13 824", 13824);

  assert_refused ("1 92", "digits are grouped in threes, as in 1" NNBSP "234,5");
  assert_refused ("805,2 ГБ", "“Г” is not a digit");
}

static void
assert_scaled (const char   *text,
               CpParseScale  scale,
               double        expected)
{
  g_autoptr(GError) error = NULL;
  double value = -1;

  if (!cp_parse_number_scaled (text, scale, &value, &error))
    g_error ("“%s” was refused: %s", text, error->message);
  if (value != expected)
    g_error ("“%s” was read as %.17g, not %.17g", text, value, expected);
}

/* "32K" as the window writes a context; "1.5M" as people write counts. */
static void
test_scaled (void)
{
  g_autoptr(GError) error = NULL;
  double value = -1;

  use_locale ("C.UTF-8");
  assert_scaled ("32K", CP_PARSE_SCALE_BINARY, 32768);
  assert_scaled ("128k", CP_PARSE_SCALE_BINARY, 131072);
  assert_scaled (" 1.5M ", CP_PARSE_SCALE_BINARY, 1572864);
  assert_scaled ("32 K", CP_PARSE_SCALE_BINARY, 32768);
  assert_scaled ("32,768", CP_PARSE_SCALE_BINARY, 32768);
  assert_scaled ("1.5K", CP_PARSE_SCALE_DECIMAL, 1500);
  assert_scaled ("2M", CP_PARSE_SCALE_DECIMAL, 2000000);
  assert_scaled ("1,000k", CP_PARSE_SCALE_DECIMAL, 1000000);

  g_assert_false (cp_parse_number ("32K", &value, &error));
  g_assert_error (error, CP_PARSE_ERROR, CP_PARSE_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "“K” is not a digit"));
  g_clear_error (&error);

  g_assert_false (cp_parse_number_scaled ("K", CP_PARSE_SCALE_BINARY, &value, &error));
  g_assert_nonnull (strstr (error->message, "no digits"));
  g_clear_error (&error);
  /* The message names what was typed, suffix and all. */
  g_assert_false (cp_parse_number_scaled ("32,76K", CP_PARSE_SCALE_BINARY, &value, &error));
  g_assert_nonnull (strstr (error->message, "“32,76K”"));
  g_clear_error (&error);
  g_assert_false (cp_parse_number_scaled ("32KK", CP_PARSE_SCALE_BINARY, &value, &error));
  g_clear_error (&error);

  use_locale ("ru_RU.UTF-8");
  assert_scaled ("32К", CP_PARSE_SCALE_BINARY, 32768);
  assert_scaled ("1,5M", CP_PARSE_SCALE_DECIMAL, 1500000);
  assert_scaled ("131" NNBSP "072", CP_PARSE_SCALE_BINARY, 131072);

  use_locale ("ky_KG.UTF-8");
  assert_scaled ("128к", CP_PARSE_SCALE_BINARY, 131072);
  assert_scaled ("1,5K", CP_PARSE_SCALE_DECIMAL, 1500);
  use_locale ("C.UTF-8");
}

static void
test_translation (void)
{
  const char *thousands, *radix;

  use_russian_translation ();
  cp_format_get_separators (&thousands, &radix);
  /* The translation is in use, not the English default. */
  g_assert_cmpstr (thousands, ==, NBSP);
  g_assert_cmpstr (radix, ==, ",");

  assert_parses ("1" NBSP "920", 1920);
  assert_parses ("1 920", 1920);
  assert_parses ("805,2", 805.2);
  /* The reason in Russian, its example in Russian figures. */
  assert_refused ("1 92", "«1 92» — не число: цифры группируются по три, как в 1" NBSP "234,5");
}

/* Reads @text, which cp-format wrote for @expected, back. */
static void
assert_round_trip (char   *text,
                   double  expected)
{
  assert_parses (text, expected);
  g_free (text);
}

/* @text without its "$": the number of a price. */
static char *
strip_dollar (char *text)
{
  GString *number = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    if (*p != '$')
      g_string_append_c (number, *p);
  g_free (text);

  return g_string_free (number, FALSE);
}

/* Every number cp-format writes reads back as the number it wrote. */
static void
round_trip_current_locale (void)
{
  static const gint64 edges[] = {
    0, 1, 9, 10, 999, 1000, 1001, 1920, 30600, 999999, 1000000, 1234567,
    G_GINT64_CONSTANT (9007199254740992), G_MAXINT64, G_MININT64,
  };

  for (guint i = 0; i < G_N_ELEMENTS (edges); i++)
    {
      assert_round_trip (cp_format_integer (edges[i]), (double) edges[i]);
      if (edges[i] != G_MININT64)
        assert_round_trip (cp_format_integer (-edges[i]), (double) -edges[i]);
    }

  /* Integers of every length, up to 2^53 where doubles stop being exact. */
  for (gint64 k = 0; k < 2000; k++)
    {
      gint64 n = k * k * k * 7919 + k;

      assert_round_trip (cp_format_integer (n), (double) n);
      assert_round_trip (cp_format_integer (-n), (double) -n);
    }

  /* Gigabytes from megabytes: "903.6", "0.001", "13,824"; from one
   * gigabyte up, to the tenth (half a tenth up). */
  for (gint64 mb = -20000; mb < 4000000; mb += 61)
    {
      gint64 size = ABS (mb);
      double expected = size < CP_MB_PER_GB ? mb / (double) CP_MB_PER_GB
                                            : (mb < 0 ? -1 : 1) * ((size + 50) / 100) / 10.0;

      assert_round_trip (cp_format_gb (mb), expected);
    }

  /* Decimals, 0 to 6 of them, as written. */
  for (int decimals = 0; decimals <= 6; decimals++)
    {
      double scale = 1;

      for (int i = 0; i < decimals; i++)
        scale *= 10;

      for (gint64 k = 0; k < 5000; k++)
        {
          gint64 scaled = k * k * 131 + k;

          assert_round_trip (cp_format_decimal (scaled / scale, decimals), scaled / scale);
          assert_round_trip (cp_format_decimal (-scaled / scale, decimals), -scaled / scale);
        }
    }

  /* A price's number: "$2,499.99". */
  for (gint64 cents = 0; cents < 10000000; cents += 997)
    assert_round_trip (strip_dollar (cp_format_price (cents)), cents / 100.0);
}

static void
test_round_trip (void)
{
  static const char *locales[] = { "C.UTF-8", "ru_RU.UTF-8", "ky_KG.UTF-8" };

  for (guint i = 0; i < G_N_ELEMENTS (locales); i++)
    {
      use_locale (locales[i]);
      round_trip_current_locale ();
    }

  use_russian_translation ();
  round_trip_current_locale ();
}

int
main (int   argc,
      char *argv[])
{
  /* The tests' own locales and translations, from the build. */
  cp_test_use_build_locales ();

  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cluster-planner/parse/c-locale", test_c_locale);
  g_test_add_func ("/cluster-planner/parse/russian", test_russian);
  g_test_add_func ("/cluster-planner/parse/kyrgyz", test_kyrgyz);
  g_test_add_func ("/cluster-planner/parse/translation", test_translation);
  g_test_add_func ("/cluster-planner/parse/scaled", test_scaled);
  g_test_add_func ("/cluster-planner/parse/round-trip", test_round_trip);

  return g_test_run ();
}
