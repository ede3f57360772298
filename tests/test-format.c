/* test-format.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>

#include "cp-format.h"

/* Figures as the store's English pages write them. The tests run in the C
 * locale, which has no grouping of its own. */

static void
check (char       *formatted,
       const char *expected)
{
  g_assert_cmpstr (formatted, ==, expected);
  g_free (formatted);
}

static void
test_integer (void)
{
  check (cp_format_integer (0), "0");
  check (cp_format_integer (999), "999");
  check (cp_format_integer (1000), "1,000");
  check (cp_format_integer (30600), "30,600");
  check (cp_format_integer (-1234567), "-1,234,567");
  check (cp_format_integer (G_MAXINT64), "9,223,372,036,854,775,807");
  check (cp_format_integer (G_MININT64), "-9,223,372,036,854,775,808");
}

static void
test_memory (void)
{
  check (cp_format_memory (1920000), "1,920 GB");
  check (cp_format_memory (903600), "903.6 GB");
  check (cp_format_memory (805200), "805.2 GB");
  check (cp_format_memory (13824000), "13,824 GB");
  check (cp_format_memory (1), "0.001 GB");
  check (cp_format_memory (3483600), "3,483.6 GB");
  /* One decimal for every figure from a gigabyte up: "1,998.63 GB" stood
   * beside "1,920 GB". */
  check (cp_format_memory (1998630), "1,998.6 GB");
  check (cp_format_memory (78720), "78.7 GB");
  check (cp_format_memory (46750), "46.8 GB");
  check (cp_format_memory (1999960), "2,000 GB");
  check (cp_format_memory (-46720), "-46.7 GB");
  check (cp_format_gb (24000), "24");
}

static void
test_power_and_price (void)
{
  check (cp_format_power (30600), "30,600 W");
  check (cp_format_power (450), "450 W");
  check (cp_format_price (59700000), "$597,000");
  check (cp_format_price (93000000), "$930,000");
  check (cp_format_price (249999), "$2,499.99");
  check (cp_format_price (250050), "$2,500.50");
  check (cp_format_price (5), "$0.05");
}

static void
test_decimal (void)
{
  check (cp_format_decimal (25.08, 0), "25");
  check (cp_format_decimal (1.475, 1), "1.5");
  check (cp_format_decimal (8.0, 1), "8");
  check (cp_format_decimal (1234.5, 1), "1,234.5");
  check (cp_format_decimal (-0.04, 1), "0");
}

static void
test_comparison (void)
{
  check (cp_format_comparison (30600.0 / 1220.0, "average US home", "average US homes"),
         "about 25 average US homes");
  check (cp_format_comparison (1800.0 / 1220.0, "average US home", "average US homes"),
         "about 1.5 average US homes");
  check (cp_format_comparison (1.0, "average US home", "average US homes"),
         "about 1 average US home");
  check (cp_format_comparison (1.04, "average US home", "average US homes"),
         "about 1 average US home");
  check (cp_format_comparison (2.0, "lamp", NULL), "about 2 lamp");
  /* Decimals take the plural in English, even below two. */
  check (cp_format_comparison (1.46, "home", "homes"), "about 1.5 homes");
  check (cp_format_comparison (51.4, "home", "homes"), "about 51 homes");

  /* Found by fuzz-format: a ratio too large for an integer picked its
   * plural form through an undefined cast (seen with
   * -fsanitize=float-cast-overflow). */
  {
    g_autofree char *huge = cp_format_comparison (1e71, "home", "homes");
    g_autofree char *two_to_64 = cp_format_comparison (1.8446744073709552e19, "home", "homes");

    g_assert_true (g_str_has_prefix (huge, "about 1"));
    g_assert_true (g_str_has_suffix (huge, " homes"));
    g_assert_true (g_str_has_prefix (two_to_64, "about 18"));
    g_assert_true (g_str_has_suffix (two_to_64, " homes"));
  }
}

static void
test_parse_decimal (void)
{
  double value = 0;

  g_assert_true (cp_parse_decimal ("805.2", FALSE, &value));
  g_assert_cmpfloat (value, ==, 805.2);
  g_assert_true (cp_parse_decimal (" 805.2 ", TRUE, &value));
  g_assert_cmpfloat (value, ==, 805.2);
  g_assert_true (cp_parse_decimal ("1e3", FALSE, &value));
  g_assert_cmpfloat (value, ==, 1000);

  g_assert_false (cp_parse_decimal (" 805.2", FALSE, &value));
  g_assert_false (cp_parse_decimal ("12x", TRUE, &value));
  g_assert_false (cp_parse_decimal ("12 GB", TRUE, &value));
  g_assert_false (cp_parse_decimal ("", TRUE, &value));
  g_assert_false (cp_parse_decimal ("   ", TRUE, &value));
  g_assert_false (cp_parse_decimal (NULL, TRUE, &value));
  /* English writes "1,920" for a thousand: no decimal comma here. */
  g_assert_false (cp_parse_decimal ("805,2", TRUE, &value));
}

static void
test_date (void)
{
  g_autoptr(GDateTime) date = g_date_time_new_utc (2026, 12, 1, 0, 0, 0);

  check (cp_format_date (date), "1 December 2026");
  check (cp_format_iso_date ("2026-12-01"), "1 December 2026");
  g_assert_null (cp_format_iso_date ("2026-13-01"));
  g_assert_null (cp_format_iso_date ("yesterday"));
  g_assert_null (cp_format_iso_date (NULL));

  /* The one check of a file's date: a real day, ten characters, digits. */
  g_assert_true (cp_format_is_iso_date ("2026-12-01"));
  g_assert_true (cp_format_is_iso_date ("2028-02-29"));
  g_assert_false (cp_format_is_iso_date ("2026-02-29"));
  g_assert_false (cp_format_is_iso_date ("20-6221-01"));
  g_assert_false (cp_format_is_iso_date (" 202-12-01"));
  g_assert_false (cp_format_is_iso_date ("+202-12-01"));
  g_assert_false (cp_format_is_iso_date ("2026-12-1 "));
  g_assert_false (cp_format_is_iso_date ("2026-12-01x"));
  g_assert_false (cp_format_is_iso_date (""));
  g_assert_false (cp_format_is_iso_date (NULL));
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cluster-planner/format/integer", test_integer);
  g_test_add_func ("/cluster-planner/format/memory", test_memory);
  g_test_add_func ("/cluster-planner/format/power-and-price", test_power_and_price);
  g_test_add_func ("/cluster-planner/format/decimal", test_decimal);
  g_test_add_func ("/cluster-planner/format/comparison", test_comparison);
  g_test_add_func ("/cluster-planner/format/parse-decimal", test_parse_decimal);
  g_test_add_func ("/cluster-planner/format/date", test_date);

  return g_test_run ();
}
