/* cp-parse.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-parse"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "cp-format.h"
#include "cp-parse.h"
#include "cp-units.h"

/* Reads back what cp-format writes: a person copies "1,920" from the app,
 * or types "1 920" in Russian, and means the number the app would show
 * that way. The separators are cp-format's own, so the two cannot drift. */

typedef struct
{
  const char *thousands;
  const char *radix;
  /* Where the figures are grouped with a space (a no-break or narrow one,
   * as in Russian), any space a person types groups digits too: nobody
   * types U+202F. */
  gboolean    spaces_group;
  /* A point is read as the radix too where it means nothing else: a
   * keypad's decimal key types a point whatever the language. */
  gboolean    point_radix;
} Separators;

G_DEFINE_QUARK (cp-parse-error-quark, cp_parse_error)

static void
get_separators (Separators *seps)
{
  cp_format_get_separators (&seps->thousands, &seps->radix);
  seps->spaces_group = g_unichar_isspace (g_utf8_get_char (seps->thousands));
  seps->point_radix = !g_str_equal (seps->thousands, ".") && !g_str_equal (seps->radix, ".");
}

/* The length in bytes of @separator at @p, or 0 when it is not there. */
static gsize
match (const char *p,
       const char *separator)
{
  gsize len = strlen (separator);

  return len > 0 && strncmp (p, separator, len) == 0 ? len : 0;
}

static gsize
match_group (const Separators *seps,
             const char       *p)
{
  gsize len = match (p, seps->thousands);

  if (len == 0 && seps->spaces_group && g_unichar_isspace (g_utf8_get_char (p)))
    len = g_utf8_next_char (p) - p;

  return len;
}

static gsize
match_radix (const Separators *seps,
             const char       *p)
{
  gsize len = match (p, seps->radix);

  if (len == 0 && seps->point_radix && *p == '.')
    len = 1;

  return len;
}

/* @text without the spaces of any kind around it. */
static char *
strip_spaces (const char *text)
{
  const char *start = text;
  const char *end = text + strlen (text);

  while (*start != '\0' && g_unichar_isspace (g_utf8_get_char (start)))
    start = g_utf8_next_char (start);

  while (end > start)
    {
      const char *previous = g_utf8_prev_char (end);

      if (!g_unichar_isspace (g_utf8_get_char (previous)))
        break;
      end = previous;
    }

  return g_strndup (start, end - start);
}

static gboolean
fail_grouping (GError     **error,
               const char  *text)
{
  g_autofree char *example = cp_format_decimal (1234.5, 1);

  g_set_error (error, CP_PARSE_ERROR, CP_PARSE_ERROR_INVALID,
               /* TRANSLATORS: a number typed with its digits grouped
                * wrongly, e.g. "1,92"; the second %s is an example,
                * "1,234.5" written your language's way */
               _("“%s” is not a number: digits are grouped in threes, as in %s"),
               text, example);
  return FALSE;
}

/* Says what at @p, the first thing that is neither a digit nor a
 * separator, keeps @text from being a number. */
static gboolean
fail_character (GError     **error,
                const char  *text,
                const char  *p)
{
  g_autofree char *character = NULL;
  g_autofree char *example = cp_format_decimal (1234.5, 1);
  const char *after = p;

  /* In "12 GB" the letters are the trouble, not the space before them. */
  while (g_unichar_isspace (g_utf8_get_char (after)))
    after = g_utf8_next_char (after);
  if (*after != '\0' && !g_ascii_isdigit (*after))
    p = after;
  character = g_strndup (p, g_utf8_next_char (p) - p);

  if (g_unichar_isspace (g_utf8_get_char (p)))
    g_set_error (error, CP_PARSE_ERROR, CP_PARSE_ERROR_INVALID,
                 /* TRANSLATORS: a number typed with a space in it where
                  * your language's numbers have none; the second %s is an
                  * example, "1,234.5" written your language's way */
                 _("“%s” is not a number: write it without spaces, as in %s"), text, example);
  else
    g_set_error (error, CP_PARSE_ERROR, CP_PARSE_ERROR_INVALID,
                 /* TRANSLATORS: the second %s is the one character of the
                  * first that is not a digit, e.g. "“12x” is not a number:
                  * “x” is not a digit" */
                 _("“%s” is not a number: “%s” is not a digit"), text, character);
  return FALSE;
}

/* Reads @text after the sign into @plain, as digits and at most one
 * ASCII point, checking how the digits are grouped. */
static gboolean
read_digits (const Separators  *seps,
             const char        *text,
             const char        *p,
             GString           *plain,
             GError           **error)
{
  guint group = 0;
  guint digits = 0;
  gboolean grouped = FALSE;
  gboolean decimals = FALSE;

  while (*p != '\0')
    {
      gsize len;

      if (g_ascii_isdigit (*p))
        {
          g_string_append_c (plain, *p++);
          group++;
          digits++;
        }
      else if ((len = match_radix (seps, p)) > 0)
        {
          if (decimals)
            {
              g_set_error (error, CP_PARSE_ERROR, CP_PARSE_ERROR_INVALID,
                           /* TRANSLATORS: e.g. "1.2.3" */
                           _("“%s” is not a number: it has two decimal separators"), text);
              return FALSE;
            }
          if (grouped && group != 3)
            return fail_grouping (error, text);

          g_string_append_c (plain, '.');
          decimals = TRUE;
          p += len;
        }
      else if ((len = match_group (seps, p)) > 0)
        {
          /* One to three digits before the first separator, three
           * between two, and none grouped after the radix, as cp-format
           * writes them. */
          const char *next = p + len;

          /* "805,2 ГБ": a space before words is no separator. */
          if (*next != '\0' && !g_ascii_isdigit (*next)
              && match_group (seps, next) == 0 && match_radix (seps, next) == 0)
            return fail_character (error, text, next);
          if (decimals || group == 0 || group > 3 || (grouped && group != 3))
            return fail_grouping (error, text);

          grouped = TRUE;
          group = 0;
          p += len;
        }
      else
        return fail_character (error, text, p);
    }

  if (digits == 0)
    {
      g_set_error (error, CP_PARSE_ERROR, CP_PARSE_ERROR_INVALID,
                   /* TRANSLATORS: e.g. "-" or "," typed alone */
                   _("“%s” is not a number: it has no digits"), text);
      return FALSE;
    }

  if (grouped && !decimals && group != 3)
    return fail_grouping (error, text);

  return TRUE;
}

/* The multiplier of the suffix at the end of @trimmed ("K", "k", "M",
 * "m", or the Cyrillic letters a Russian or Kyrgyz keyboard types for
 * them), its length in *@len; 1 when there is none. */
static double
suffix_multiplier (const char   *trimmed,
                   CpParseScale  scale,
                   gsize        *len)
{
  static const struct
  {
    const char *suffix;
    int         power;
  } suffixes[] = {
    { "K", 1 }, { "k", 1 }, { "M", 2 }, { "m", 2 },
    { "К", 1 }, { "к", 1 }, { "М", 2 }, { "м", 2 },
  };
  double base = scale == CP_PARSE_SCALE_BINARY ? 1024 : 1000;

  *len = 0;
  if (scale == CP_PARSE_SCALE_NONE)
    return 1;

  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    if (g_str_has_suffix (trimmed, suffixes[i].suffix))
      {
        *len = strlen (suffixes[i].suffix);
        return suffixes[i].power == 1 ? base : base * base;
      }

  return 1;
}

/**
 * cp_parse_number_scaled:
 * @text: a number as a person types it
 * @scale: whether a "K" or an "M" may follow it, and what it means
 * @value: (out): the number
 * @error: what is wrong with @text, in words, naming it
 *
 * Reads a number as cp_parse_number() does; where @scale allows it, a
 * "K" or "M" may follow, as the app writes a context ("32K" is 32,768
 * tokens) and people write counts ("1.5M"). A number with a suffix is
 * rounded to a whole one.
 *
 * Returns: whether @text is one number.
 */
gboolean
cp_parse_number_scaled (const char    *text,
                        CpParseScale   scale,
                        double        *value,
                        GError       **error)
{
  g_autoptr(GString) plain = g_string_new (NULL);
  g_autofree char *trimmed = NULL;
  g_autofree char *body = NULL;
  Separators seps;
  const char *p;
  char *end = NULL;
  double multiplier;
  gsize suffix_len;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (value != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!g_utf8_validate (text, -1, NULL))
    {
      g_autofree char *shown = g_utf8_make_valid (text, -1);

      g_set_error (error, CP_PARSE_ERROR, CP_PARSE_ERROR_INVALID,
                   /* TRANSLATORS: %s is what was typed */
                   _("“%s” is not a number"), shown);
      return FALSE;
    }

  trimmed = strip_spaces (text);
  if (*trimmed == '\0')
    {
      g_set_error_literal (error, CP_PARSE_ERROR, CP_PARSE_ERROR_INVALID,
                           _("the number is missing"));
      return FALSE;
    }

  multiplier = suffix_multiplier (trimmed, scale, &suffix_len);
  {
    g_autofree char *without = g_strndup (trimmed, strlen (trimmed) - suffix_len);

    /* "32 K" as well as "32K". */
    body = strip_spaces (without);
  }
  if (suffix_len > 0 && *body == '\0')
    {
      g_set_error (error, CP_PARSE_ERROR, CP_PARSE_ERROR_INVALID,
                   /* TRANSLATORS: e.g. "K" typed alone */
                   _("“%s” is not a number: it has no digits"), trimmed);
      return FALSE;
    }

  get_separators (&seps);

  p = body;
  if (*p == '-' || g_str_has_prefix (p, "−"))
    {
      g_string_append_c (plain, '-');
      p = g_utf8_next_char (p);
    }

  if (!read_digits (&seps, trimmed, p, plain, error))
    return FALSE;

  *value = g_ascii_strtod (plain->str, &end) * multiplier;
  g_assert (*end == '\0');
  if (suffix_len > 0)
    *value = round (*value);

  if (!isfinite (*value))
    {
      g_set_error (error, CP_PARSE_ERROR, CP_PARSE_ERROR_INVALID,
                   /* TRANSLATORS: %s is a number with hundreds of digits */
                   _("“%s” is too large"), trimmed);
      return FALSE;
    }

  return TRUE;
}

/**
 * cp_parse_number:
 * @text: a number as a person types it
 * @value: (out): the number
 * @error: what is wrong with @text, in words, naming it
 *
 * Reads a number written the way cp-format writes them in the current
 * locale (digits grouped in threes by its thousands separator, its radix
 * before the decimals, a minus in front), or as plain digits; spaces
 * around it do not count. Anything else is refused with the reason.
 *
 * Returns: whether @text is one number.
 */
gboolean
cp_parse_number (const char  *text,
                 double      *value,
                 GError     **error)
{
  return cp_parse_number_scaled (text, CP_PARSE_SCALE_NONE, value, error);
}
