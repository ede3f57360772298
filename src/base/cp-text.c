/* cp-text.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-text"

#include "config.h"

#include <string.h>

#include "cp-text.h"

/* Text that comes from outside (a file, an option, the settings) and is
 * shown again: in a one-line message, or in a layout. A message must stay
 * one line a terminal shows as it is, and a layout must stay small enough
 * to measure in a blink, whatever the text was. */

/* Characters that would break a line, move the terminal's cursor or
 * reorder what follows: C0 and C1 controls, DEL, the Unicode line and
 * paragraph separators, and the bidirectional overrides and isolates. */
static gboolean
needs_escape (gunichar c)
{
  return g_unichar_iscntrl (c) ||
         c == 0x2028 || c == 0x2029 ||
         (c >= 0x202A && c <= 0x202E) ||
         (c >= 0x2066 && c <= 0x2069) ||
         cp_text_unichar_is_invisible (c);
}

/* Appends the escaped form of @c. */
static void
append_escaped (GString  *out,
                gunichar  c)
{
  switch (c)
    {
    case '\n':
      g_string_append (out, "\\n");
      break;

    case '\r':
      g_string_append (out, "\\r");
      break;

    case '\t':
      g_string_append (out, "\\t");
      break;

    default:
      g_string_append_printf (out, "\\u%04X", c);
      break;
    }
}

static char *
escape (const char *text,
        gssize      length,
        gsize       max_shown)
{
  GString *out = g_string_new (NULL);
  const char *p, *end;
  gsize shown = 0;

  if (text == NULL)
    return g_string_free (out, FALSE);

  if (length < 0)
    length = strlen (text);
  end = text + length;

  for (p = text; p < end; )
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);
      gsize width;

      /* Stop before the character that would pass the limit, so the
       * "…" is never beside half an escape. */
      if (c == (gunichar) -1 || c == (gunichar) -2)
        width = 4;
      else if (needs_escape (c))
        width = (c == '\n' || c == '\r' || c == '\t') ? 2 : 6;
      else
        width = 1;

      if (shown + width > max_shown)
        {
          g_string_append (out, "…");
          break;
        }

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append_printf (out, "\\x%02X", (guchar) *p);
          p++;
        }
      else
        {
          if (needs_escape (c))
            append_escaped (out, c);
          else
            g_string_append_unichar (out, c);
          p = g_utf8_next_char (p);
        }

      shown += width;
    }

  return g_string_free (out, FALSE);
}

/**
 * cp_text_echo:
 * @text: (nullable): text from a file or an option, in any encoding
 * @length: its length in bytes, or -1 when nul-terminated
 *
 * Makes @text fit to be quoted in a one-line message: line breaks, other
 * control characters and direction overrides become escapes (`\n`,
 * `\u001B`), bytes that are not UTF-8 become `\xE9`, and past
 * %CP_TEXT_ECHO_MAX characters it stops with "…".
 *
 * Returns: (transfer full): the text to quote; "" for %NULL.
 */
char *
cp_text_echo (const char *text,
              gssize      length)
{
  return escape (text, length, CP_TEXT_ECHO_MAX);
}

/**
 * cp_text_escape:
 * @text: (nullable): text for a one-line message that must be shown whole
 *   (a path the person typed)
 * @length: its length in bytes, or -1 when nul-terminated
 *
 * Escapes @text as cp_text_echo() does, without cutting it.
 *
 * Returns: (transfer full): the text to show.
 */
char *
cp_text_escape (const char *text,
                gssize      length)
{
  return escape (text, length, G_MAXSIZE);
}

/**
 * cp_text_display_filename:
 * @filename: a file name in the file system's encoding
 *
 * Returns: (transfer full): @filename as a message shows it: in UTF-8
 *   (g_filename_display_name()), and on one line (cp_text_escape()).
 */
char *
cp_text_display_filename (const char *filename)
{
  g_autofree char *display = g_filename_display_name (filename);

  return cp_text_escape (display, -1);
}

/**
 * cp_text_bound:
 * @text: (nullable): valid UTF-8 text
 * @max_chars: the most characters to keep, at least 1
 *
 * Cuts @text to at most @max_chars characters, the last of them "…" when
 * anything was cut, so whatever lays it out measures a bounded text.
 *
 * Returns: (transfer full) (nullable): the text, %NULL for %NULL.
 */
char *
cp_text_bound (const char *text,
               gsize       max_chars)
{
  const char *p = text;

  g_return_val_if_fail (max_chars >= 1, NULL);

  if (text == NULL)
    return NULL;

  for (gsize i = 0; i < max_chars; i++)
    {
      if (*p == '\0')
        return g_strdup (text);
      p = g_utf8_next_char (p);
    }

  if (*p == '\0')
    return g_strdup (text);

  /* Keep room for the "…". */
  p = g_utf8_offset_to_pointer (text, max_chars - 1);

  return g_strdup_printf ("%.*s…", (int) (p - text), text);
}

/**
 * cp_text_unichar_is_invisible:
 * @c: a character
 *
 * Returns: whether @c takes no room and shows nothing, so that two names
 *   that look the same would differ by it: a zero-width space (U+200B), a
 *   direction mark (U+200E, U+200F, U+061C), a word joiner or invisible
 *   operator (U+2060–U+2064), a byte order mark (U+FEFF), a soft hyphen
 *   or the Mongolian vowel separator. The joiners that shape letters and
 *   emoji (U+200C, U+200D) are not among them.
 */
gboolean
cp_text_unichar_is_invisible (gunichar c)
{
  return c == 0x00AD || c == 0x061C || c == 0x180E || c == 0x200B || c == 0x200E ||
         c == 0x200F || (c >= 0x2060 && c <= 0x2064) || c == 0xFEFF;
}

/**
 * cp_text_clean_name:
 * @text: (nullable): a name as typed or read, valid UTF-8
 *
 * Returns: (transfer full) (nullable): @text as a name is kept: the
 *   invisible characters (cp_text_unichar_is_invisible()) left out, any
 *   other that does not show as itself on one line made a space, and the
 *   blanks around it gone; %NULL for %NULL.
 */
char *
cp_text_clean_name (const char *text)
{
  GString *clean;

  if (text == NULL)
    return NULL;

  clean = g_string_new (NULL);
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (cp_text_unichar_is_invisible (c))
        continue;
      if (needs_escape (c))
        g_string_append_c (clean, ' ');
      else
        g_string_append_unichar (clean, c);
    }
  g_strstrip (clean->str);

  return g_string_free (clean, FALSE);
}

/**
 * cp_text_fit_name:
 * @text: (nullable): a name from anywhere: typed, a file's or a folder's
 *   name, any bytes
 * @length: its length in bytes, or -1 when nul-terminated
 * @max_chars: the most characters the name may have, at least 1
 *
 * Makes @text a name every reader of the app's files takes back: valid
 * UTF-8 (a byte that is not becomes U+FFFD), clean (cp_text_clean_name()),
 * and at most @max_chars characters (cp_text_bound()).
 *
 * Returns: (transfer full) (nullable): the name, or %NULL when nothing of
 *   @text is left (it was %NULL, empty or only blanks and controls).
 */
char *
cp_text_fit_name (const char *text,
                  gssize      length,
                  gsize       max_chars)
{
  g_autofree char *valid = NULL;
  g_autofree char *clean = NULL;

  g_return_val_if_fail (max_chars >= 1, NULL);

  if (text == NULL)
    return NULL;

  valid = g_utf8_make_valid (text, length);
  clean = cp_text_clean_name (valid);
  if (*clean == '\0')
    return NULL;

  /* Cutting may leave a blank before the "…": that is still a name. */
  return cp_text_bound (clean, max_chars);
}

/**
 * cp_text_unichar_is_clean:
 * @c: a character
 *
 * Returns: whether @c shows as itself on one line: not a control
 *   character, a line or paragraph separator, a direction override or an
 *   invisible character (cp_text_unichar_is_invisible()).
 */
gboolean
cp_text_unichar_is_clean (gunichar c)
{
  return !needs_escape (c);
}

/**
 * cp_text_is_clean:
 * @text: text
 * @length: its length in bytes, or -1 when nul-terminated
 *
 * Returns: whether @text is UTF-8 without a character cp_text_echo()
 *   would escape: one line, shown as it is.
 */
gboolean
cp_text_is_clean (const char *text,
                  gssize      length)
{
  const char *end;

  g_return_val_if_fail (text != NULL, FALSE);

  if (length < 0)
    length = strlen (text);
  end = text + length;

  if (!g_utf8_validate_len (text, length, NULL))
    return FALSE;

  for (const char *p = text; p < end; p = g_utf8_next_char (p))
    {
      if (needs_escape (g_utf8_get_char (p)))
        return FALSE;
    }

  return TRUE;
}

/**
 * cp_text_strip_mnemonic:
 * @text: a label with a mnemonic, "_Import config.json…"
 *
 * Returns: @text as it is read out: without the underscore that marks its
 *   mnemonic ("__" is one underscore of the text).
 */
char *
cp_text_strip_mnemonic (const char *text)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (text != NULL, NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '_')
        {
          if (p[1] != '_')
            continue;
          p++;
        }
      g_string_append_c (out, *p);
    }

  return g_string_free (out, FALSE);
}
