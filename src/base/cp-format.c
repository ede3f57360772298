/* cp-format.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-format"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <langinfo.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cp-format.h"
#include "cp-units.h"

static void
get_separators (const char **thousands,
                const char **radix)
{
  const char *t = nl_langinfo (THOUSEP);
  const char *r = nl_langinfo (RADIXCHAR);

  /* A locale that groups digits says how. The C locale groups nothing:
   * then the language decides, through its translation, and English
   * writes "1,920.5" as the store does. So LANGUAGE=ru alone is enough for
   * Russian figures. */
  if (t == NULL || *t == '\0')
    {
      /* TRANSLATORS: the character between groups of three digits, as in
       * "1,920 GB"; a narrow no-break space (U+202F) or a no-break space
       * (U+00A0) in many languages */
      t = C_("thousands separator", ",");
      /* TRANSLATORS: the character before the decimals, as in "903.6 GB" */
      r = C_("decimal separator", ".");
    }
  if (r == NULL || *r == '\0')
    r = ".";

  *thousands = t;
  *radix = r;
}

/**
 * cp_format_get_separators:
 * @thousands: (out): what groups digits in threes, as in "1,920"
 * @radix: (out): what stands before the decimals, as in "903.6"
 *
 * The separators the figures are written with now, for reading them back
 * (cp_parse_number()).
 */
void
cp_format_get_separators (const char **thousands,
                          const char **radix)
{
  g_return_if_fail (thousands != NULL && radix != NULL);

  get_separators (thousands, radix);
}

/* Appends the digits of @value, grouped in threes. */
static void
append_grouped (GString    *str,
                guint64     value,
                const char *thousands)
{
  char digits[32];
  int len = g_snprintf (digits, sizeof digits, "%" G_GUINT64_FORMAT, value);

  for (int i = 0; i < len; i++)
    {
      if (i > 0 && (len - i) % 3 == 0)
        g_string_append (str, thousands);
      g_string_append_c (str, digits[i]);
    }
}

char *
cp_format_integer (gint64 value)
{
  const char *thousands, *radix;
  GString *str = g_string_new (NULL);

  get_separators (&thousands, &radix);

  if (value < 0)
    g_string_append_c (str, '-');
  append_grouped (str, value < 0 ? -(guint64) value : (guint64) value, thousands);

  return g_string_free (str, FALSE);
}

/**
 * cp_format_decimal:
 * @value: a finite number
 * @max_decimals: at most this many digits after the radix, 0 to 6
 *
 * Formats @value grouped, rounded to @max_decimals, without trailing zeros
 * after the radix: 903.6, 1,920, 1.5.
 */
char *
cp_format_decimal (double value,
                   int    max_decimals)
{
  const char *thousands, *radix;
  GString *str;
  guint64 scale = 1;
  guint64 scaled;
  guint64 whole, fraction;
  gboolean negative = value < 0;

  g_return_val_if_fail (isfinite (value), g_strdup ("?"));
  g_return_val_if_fail (max_decimals >= 0 && max_decimals <= 6, NULL);

  get_separators (&thousands, &radix);

  for (int i = 0; i < max_decimals; i++)
    scale *= 10;

  if (fabs (value) * scale >= 9.0e18)
    return g_strdup_printf ("%.0f", value);

  scaled = (guint64) llround (fabs (value) * scale);
  whole = scaled / scale;
  fraction = scaled % scale;

  str = g_string_new (NULL);
  if (negative && scaled != 0)
    g_string_append_c (str, '-');
  append_grouped (str, whole, thousands);

  if (fraction != 0)
    {
      char digits[8];
      int len = max_decimals;

      g_snprintf (digits, sizeof digits, "%0*" G_GUINT64_FORMAT, max_decimals, fraction);
      while (len > 0 && digits[len - 1] == '0')
        len--;
      g_string_append (str, radix);
      g_string_append_len (str, digits, len);
    }

  return g_string_free (str, FALSE);
}

/* Gigabytes to the tenth, as the store writes them ("903.6", "1,920"):
 * one decimal policy for every GB figure, so that "1,998.63 GB" does not
 * stand beside "1,920 GB". Under one gigabyte, where a tenth would say
 * nothing, as many decimals as the megabytes need ("0.001"). */
char *
cp_format_gb (gint64 memory_mb)
{
  const char *thousands, *radix;
  GString *str = g_string_new (NULL);
  guint64 mb = memory_mb < 0 ? -(guint64) memory_mb : (guint64) memory_mb;
  guint fraction = mb % CP_MB_PER_GB;

  get_separators (&thousands, &radix);

  if (mb >= CP_MB_PER_GB)
    {
      /* Half a tenth goes up, as the store rounds. */
      guint64 tenths = (mb + CP_MB_PER_GB / 20) / (CP_MB_PER_GB / 10);

      if (memory_mb < 0)
        g_string_append_c (str, '-');
      append_grouped (str, tenths / 10, thousands);
      if (tenths % 10 != 0)
        {
          g_string_append (str, radix);
          g_string_append_printf (str, "%u", (guint) (tenths % 10));
        }
      return g_string_free (str, FALSE);
    }

  if (memory_mb < 0)
    g_string_append_c (str, '-');
  append_grouped (str, mb / CP_MB_PER_GB, thousands);

  if (fraction != 0)
    {
      char digits[4];
      int len = 3;

      g_snprintf (digits, sizeof digits, "%03u", fraction);
      while (digits[len - 1] == '0')
        len--;
      g_string_append (str, radix);
      g_string_append_len (str, digits, len);
    }

  return g_string_free (str, FALSE);
}

char *
cp_format_memory (gint64 memory_mb)
{
  g_autofree char *number = cp_format_gb (memory_mb);

  /* TRANSLATORS: GPU memory in decimal gigabytes, e.g. "1,920 GB" */
  return g_strdup_printf (_("%s GB"), number);
}

/**
 * cp_format_gib:
 * @bytes: an amount of memory in bytes
 *
 * Per-GPU memory as inference engines count it, in GiB (2^30 bytes), to
 * the tenth, as docs/sizing.md §1.2 writes them: "16.4 GiB". Vendor gigabytes stay GB
 * (cp_format_memory()); the two are never mixed.
 *
 * Returns: the amount, in words of the locale.
 */
char *
cp_format_gib (gint64 bytes)
{
  g_autofree char *number = cp_format_decimal (round ((double) bytes * 10 / (1 << 30)) / 10, 1);

  /* TRANSLATORS: an amount of memory in GiB (2^30 bytes), e.g. "16.4 GiB" */
  return g_strdup_printf (_("%s GiB"), number);
}

/* A memory figure in GiB to two decimals, without the unit, as vLLM logs
 * its start-up figures ("16.43"), grouped in the user's language. */
char *
cp_format_gib_figure (gint64 bytes)
{
  return cp_format_decimal (round ((double) bytes * 100 / (1 << 30)) / 100, 2);
}

char *
cp_format_power (gint64 power_w)
{
  g_autofree char *number = cp_format_integer (power_w);

  /* TRANSLATORS: power in watts, e.g. "30,600 W" */
  return g_strdup_printf (_("%s W"), number);
}

char *
cp_format_price (gint64 price_cents)
{
  const char *thousands, *radix;
  GString *number = g_string_new (NULL);
  guint64 cents = price_cents < 0 ? -(guint64) price_cents : (guint64) price_cents;
  g_autofree char *text = NULL;

  get_separators (&thousands, &radix);

  if (price_cents < 0)
    g_string_append_c (number, '-');
  append_grouped (number, cents / 100, thousands);
  /* Cents are shown only when there are any, and then both digits. */
  if (cents % 100 != 0)
    g_string_append_printf (number, "%s%02u", radix, (guint) (cents % 100));

  text = g_string_free (number, FALSE);

  /* TRANSLATORS: a price in US dollars, e.g. "$597,000"; put the %s where
   * your language writes the amount */
  return g_strdup_printf (_("$%s"), text);
}

/**
 * cp_parse_decimal:
 * @text: a number as a person types it
 * @allow_spaces: whether spaces around it are fine (in an entry) or not
 *   (on a command line)
 * @value: (out): the number
 *
 * Reads a decimal number: with a point, or with a comma where the figures
 * are written with a decimal comma (the locale's or the translation's, as
 * get_separators() decides), and nothing else around it.
 *
 * Returns: whether @text is one number.
 */
gboolean
cp_parse_decimal (const char *text,
                  gboolean    allow_spaces,
                  double     *value)
{
  g_autofree char *copy = NULL;
  const char *thousands, *radix;
  char *end = NULL;

  g_return_val_if_fail (value != NULL, FALSE);

  if (text == NULL)
    return FALSE;

  copy = g_strdup (text);
  if (allow_spaces)
    g_strstrip (copy);
  if (*copy == '\0' || g_ascii_isspace (*copy))
    return FALSE;

  get_separators (&thousands, &radix);
  if (g_str_equal (radix, ","))
    g_strdelimit (copy, ",", '.');

  *value = g_ascii_strtod (copy, &end);

  return end != copy && *end == '\0';
}

/**
 * cp_format_date:
 * @date: a day
 *
 * Returns: the day written out, "1 December 2026" in English; a language
 *   that only sets LANGUAGE gets numbers (its translation's format), since
 *   month names would come from the C locale.
 */
char *
cp_format_date (GDateTime *date)
{
  g_return_val_if_fail (date != NULL, NULL);

  /* TRANSLATORS: how a date is written, e.g. "1 December 2026"; see
   * g_date_time_format() for the directives. Month names (%B) come from the
   * system's locale, not from this translation, so a numeric form such as
   * "%d.%m.%Y" is safer */
  return g_date_time_format (date, _("%-d %B %Y"));
}

/* A "2026-12-01" date written out as cp_format_date() does, or NULL when
 * @iso_date is not such a date. */
char *
cp_format_iso_date (const char *iso_date)
{
  g_autoptr(GDateTime) date = NULL;
  int year, month, day;

  if (iso_date == NULL || sscanf (iso_date, "%4d-%2d-%2d", &year, &month, &day) != 3)
    return NULL;

  date = g_date_time_new_utc (year, month, day, 0, 0, 0);
  if (date == NULL)
    return NULL;

  return cp_format_date (date);
}

/* Whether @text is a real date written as YYYY-MM-DD, digits only: the
 * one check of every date a file gives (catalog, plan, register). */
gboolean
cp_format_is_iso_date (const char *text)
{
  guint year, month, day;

  if (text == NULL || strlen (text) != 10 || text[4] != '-' || text[7] != '-')
    return FALSE;

  for (guint i = 0; i < 10; i++)
    if (i != 4 && i != 7 && !g_ascii_isdigit (text[i]))
      return FALSE;

  if (sscanf (text, "%4u-%2u-%2u", &year, &month, &day) != 3 || year > G_MAXUINT16)
    return FALSE;

  return g_date_valid_dmy (day, month, year);
}

/* @shown as the count that picks a plural form. Plural rules look at the
 * last digits, so a count too large for an integer keeps its last six
 * (casting it whole would be undefined). */
static gulong
plural_count (double shown)
{
  if (shown < 1e15)
    return (gulong) shown;

  return (gulong) fmod (shown, 1e6) + 1000000;
}

/**
 * cp_format_plural_count:
 * @n: a count
 *
 * Returns: @n as ngettext() takes it, in an unsigned long; 0 for nothing
 *   or less.
 */
gulong
cp_format_plural_count (gint64 n)
{
  if (n <= 0)
    return 0;

  return (gulong) MIN ((guint64) n, (guint64) G_MAXULONG);
}

/**
 * cp_format_comparison:
 * @ratio: how many of the thing, above zero
 * @name: the thing, singular ("average US home")
 * @plural: (nullable): the thing, plural; @name when %NULL
 *
 * Returns: "about 25 average US homes": whole numbers from ten up, one
 *   decimal below ten.
 */
char *
cp_format_comparison (double      ratio,
                      const char *name,
                      const char *plural)
{
  g_autofree char *number = NULL;
  const char *form;
  double shown;

  g_return_val_if_fail (name != NULL, NULL);

  /* Whole numbers from ten up, one decimal below. */
  shown = ratio >= 10 ? round (ratio) : round (ratio * 10) / 10;
  number = cp_format_decimal (ratio, ratio >= 10 ? 0 : 1);

  /* Which of the thing's two names follows the number is the language's
   * call, made through its plural forms: English says "1 home", "25
   * homes"; Russian, after "около", the genitive singular for 1, 21, 51
   * and for fractions, and the plural otherwise. */
  if (shown != floor (shown))
    /* TRANSLATORS: not shown. Which name of an everyday comparison follows
     * a number with decimals, as in "about 1.5 average US homes": keep
     * "plural" or write "singular" (these two words, untranslated) */
    form = C_("comparison name after a fraction", "plural");
  else
    /* TRANSLATORS: not shown. Which name of an everyday comparison follows
     * a whole number, as in "about 1 average US home" and "about 25 average
     * US homes": for each plural form of your language, write "singular"
     * or "plural" (these two words, untranslated) */
    form = ngettext ("singular", "plural", plural_count (shown));

  /* TRANSLATORS: an everyday comparison of a build's power, e.g. "about
   * 25 average US homes"; the first %s is the number, the second the thing */
  return g_strdup_printf (_("about %s %s"), number,
                          g_str_equal (form, "singular") || plural == NULL ? name : plural);
}
