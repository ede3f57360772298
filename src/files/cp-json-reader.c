/* cp-json-reader.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-json-reader"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "cp-file-io.h"
#include "cp-format.h"
#include "cp-json-reader.h"
#include "cp-text.h"

/* A JSON reader for every file the app loads (catalogs now; plan files
 * and model configs later). It reads exactly RFC 8259 and builds the
 * json-glib tree itself, rather than checking the text and handing it to
 * json-glib, because json-glib 1.6 reads more than JSON (comments, single
 * quotes, hex numbers, a second value) and recurses once per level: a
 * check that does not read the very same tokens can be got around, and
 * then deep nesting overflows the stack.
 *
 * On top of JSON it refuses what no file of ours has a use for and what
 * would later break a message, a layout or the JSON the app writes: text
 * that is not UTF-8, "\u0000", lone surrogates, control characters and
 * direction overrides in strings, and a member given twice. Every refusal
 * is one line: the file, the place (a JSON path such as models[2].name
 * where it is known, else the line and column), and what is wrong, quoting
 * at most CP_TEXT_ECHO_MAX characters of the file, escaped. */

typedef struct
{
  const char *display_name;
  const char *start;
  const char *end;
  const char *p;
  guint       depth;
  guint       max_depth;
  /* The JSON path of the value being read, "" for the top. */
  GString    *path;
} Reader;

/* "line 3, column 14", counting characters, not bytes. */
static char *
describe_position (const Reader *reader,
                   const char   *at)
{
  const char *line_start = reader->start;
  guint line = 1;
  glong column;

  for (const char *q = reader->start; q < at; q++)
    {
      if (*q == '\n')
        {
          line++;
          line_start = q + 1;
        }
    }

  /* The text is valid UTF-8 by now, but @at may sit inside a character. */
  column = 1;
  for (const char *q = line_start; q < at; q++)
    column += ((guchar) *q & 0xC0) != 0x80;

  return g_strdup_printf (_("line %u, column %ld"), line, column);
}

/* The path as a message shows it: its last part when it is very long. */
static char *
describe_path (const Reader *reader)
{
  const char *path = reader->path->str;
  gsize length = reader->path->len;

  if (length > CP_TEXT_ECHO_MAX)
    {
      const char *tail = path + length - (CP_TEXT_ECHO_MAX - 1);
      g_autofree char *shown = NULL;

      while (((guchar) *tail & 0xC0) == 0x80)
        tail++;
      shown = cp_text_echo (tail, -1);

      return g_strconcat ("…", shown, NULL);
    }

  return cp_text_echo (path, length);
}

G_GNUC_PRINTF (5, 0)
static gboolean
fail_valist (const Reader  *reader,
             const char    *at,
             GError       **error,
             int            code,
             const char    *format,
             va_list        args)
{
  g_autofree char *problem = g_strdup_vprintf (format, args);
  g_autofree char *place = at != NULL ? describe_position (reader, at) : describe_path (reader);

  g_set_error (error, CP_FILE_ERROR, code, "%s: %s: %s", reader->display_name, place, problem);

  return FALSE;
}

/* Fails at a place in the text: for mistakes in the JSON itself. */
G_GNUC_PRINTF (5, 6)
static gboolean
fail_at (const Reader  *reader,
         const char    *at,
         GError       **error,
         int            code,
         const char    *format,
         ...)
{
  va_list args;
  gboolean result;

  va_start (args, format);
  result = fail_valist (reader, at, error, code, format, args);
  va_end (args);

  return result;
}

/* Fails at the value being read: its JSON path, or its position when it
 * is the top value (which has no path). */
G_GNUC_PRINTF (5, 6)
static gboolean
fail_value (const Reader  *reader,
            const char    *value_start,
            GError       **error,
            int            code,
            const char    *format,
            ...)
{
  va_list args;
  gboolean result;

  va_start (args, format);
  result = fail_valist (reader, reader->path->len > 0 ? NULL : value_start,
                        error, code, format, args);
  va_end (args);

  return result;
}

static void
skip_space (Reader *reader)
{
  while (reader->p < reader->end &&
         (*reader->p == ' ' || *reader->p == '\t' || *reader->p == '\n' || *reader->p == '\r'))
    reader->p++;
}

/* Says what is at @at when the JSON goes wrong there, naming the usual
 * non-JSON a hand-written file has. */
static gboolean
fail_unexpected (Reader     *reader,
                 const char *at,
                 GError    **error)
{
  g_autofree char *shown = NULL;
  const char *word_end = at;

  if (at >= reader->end)
    return fail_at (reader, at, error, CP_FILE_ERROR_SYNTAX,
                    _("not valid JSON: the file ends too early"));

  if (*at == '/')
    return fail_at (reader, at, error, CP_FILE_ERROR_SYNTAX,
                    _("not valid JSON: comments are not allowed"));

  if (*at == '\'')
    return fail_at (reader, at, error, CP_FILE_ERROR_SYNTAX,
                    _("not valid JSON: text must be in double quotes (\"), not single quotes"));

  /* A word (NaN, undefined, an unquoted name) is quoted whole. */
  while (word_end < reader->end && (g_ascii_isalnum (*word_end) || *word_end == '_'))
    word_end++;
  if (word_end == at)
    word_end = g_utf8_next_char (at);
  shown = cp_text_echo (at, MIN (word_end, reader->end) - at);

  return fail_at (reader, at, error, CP_FILE_ERROR_SYNTAX,
                  _("not valid JSON: unexpected “%s”"), shown);
}

static gboolean read_value (Reader *reader, JsonNode **node, GError **error);

static gboolean
read_hex4 (Reader   *reader,
           gunichar *value)
{
  *value = 0;

  if (reader->end - reader->p < 4)
    return FALSE;

  for (int i = 0; i < 4; i++)
    {
      int digit = g_ascii_xdigit_value (reader->p[i]);

      if (digit < 0)
        return FALSE;
      *value = *value * 16 + (gunichar) digit;
    }
  reader->p += 4;

  return TRUE;
}

/* Reads the character of a \u escape (@reader->p after the "u"), joining
 * a surrogate pair. */
static gboolean
read_unicode_escape (Reader     *reader,
                     const char *escape,
                     gboolean    is_name,
                     gunichar   *c,
                     GError    **error)
{
  gunichar low;

  if (!read_hex4 (reader, c))
    return fail_at (reader, escape, error, CP_FILE_ERROR_SYNTAX,
                    _("not valid JSON: “\\u” must be followed by four hexadecimal digits"));

  if (*c >= 0xDC00 && *c <= 0xDFFF)
    goto lone;

  if (*c >= 0xD800 && *c <= 0xDBFF)
    {
      if (reader->end - reader->p < 2 || reader->p[0] != '\\' || reader->p[1] != 'u')
        goto lone;
      reader->p += 2;
      if (!read_hex4 (reader, &low) || low < 0xDC00 || low > 0xDFFF)
        goto lone;
      *c = 0x10000 + ((*c - 0xD800) << 10) + (low - 0xDC00);
    }

  return TRUE;

lone:
  {
    g_autofree char *shown = cp_text_echo (escape, 6);

    if (is_name)
      return fail_at (reader, escape, error, CP_FILE_ERROR_ENCODING,
                      _("“%s” is half of a character (a lone surrogate), not text"), shown);
    return fail_value (reader, escape, error, CP_FILE_ERROR_ENCODING,
                       _("“%s” is half of a character (a lone surrogate), not text"), shown);
  }
}

/* Reads a string (@reader->p at its opening quote) into @value, which
 * holds valid UTF-8 with no character cp_text_echo() would escape.
 * @is_name: whether it is a member name, which has no path of its own. */
static gboolean
read_string (Reader    *reader,
             gboolean   is_name,
             char     **value,
             GError   **error)
{
  g_autoptr(GString) text = g_string_new (NULL);
  const char *opening = reader->p;

  *value = NULL;
  reader->p++;

  for (;;)
    {
      const char *at = reader->p;
      gunichar c;

      if (at >= reader->end)
        return fail_at (reader, opening, error, CP_FILE_ERROR_SYNTAX,
                        _("not valid JSON: this text has no closing “\"”"));

      if (*at == '"')
        {
          reader->p++;
          break;
        }

      if (*at == '\\')
        {
          if (reader->end - at < 2)
            return fail_at (reader, opening, error, CP_FILE_ERROR_SYNTAX,
                            _("not valid JSON: this text has no closing “\"”"));
          reader->p += 2;
          switch (at[1])
            {
            case '"': c = '"'; break;
            case '\\': c = '\\'; break;
            case '/': c = '/'; break;
            case 'b': c = '\b'; break;
            case 'f': c = '\f'; break;
            case 'n': c = '\n'; break;
            case 'r': c = '\r'; break;
            case 't': c = '\t'; break;
            case 'u':
              if (!read_unicode_escape (reader, at, is_name, &c, error))
                return FALSE;
              break;
            default:
              {
                g_autofree char *shown = cp_text_echo (at, g_utf8_next_char (at + 1) - at);

                return fail_at (reader, at, error, CP_FILE_ERROR_SYNTAX,
                                _("not valid JSON: “%s” is not an escape JSON knows"), shown);
              }
            }
        }
      else
        {
          /* The whole text was checked to be UTF-8 already. */
          c = g_utf8_get_char (at);
          reader->p = g_utf8_next_char (at);
        }

      /* A character that shows nothing (U+200B, U+FEFF…) would make two
       * names that look the same differ: it is left out, so that a file
       * that has one still opens, and what is read is clean. */
      if (cp_text_unichar_is_invisible (c))
        continue;

      if (!cp_text_unichar_is_clean (c))
        {
          if (is_name)
            return fail_at (reader, at, error, CP_FILE_ERROR_RANGE,
                            _("must not contain control characters such as line breaks"));
          return fail_value (reader, at, error, CP_FILE_ERROR_RANGE,
                             _("must not contain control characters such as line breaks"));
        }

      g_string_append_unichar (text, c);
    }

  *value = g_string_free (g_steal_pointer (&text), FALSE);

  return TRUE;
}

/* A number as a message quotes it: whole when short, else its start and
 * how long it is, never a 309-digit line. */
static char *
describe_number (const char *start,
                 gsize       length)
{
  g_autofree char *count = NULL;

  if (length <= 24)
    return g_strndup (start, length);

  count = cp_format_integer ((gint64) length);

  /* TRANSLATORS: a number too long to quote: its first digits, then
   * how many characters it has, e.g. "12345678901234567890… (400 characters)" */
  return g_strdup_printf (ngettext ("%.*s… (%s character)", "%.*s… (%s characters)",
                                    cp_format_plural_count ((gint64) length)),
                          20, start, count);
}

static gboolean
read_number (Reader    *reader,
             JsonNode **node,
             GError   **error)
{
  const char *start = reader->p;
  const char *p = start;
  const char *end = reader->end;
  g_autofree char *token = NULL;
  g_autofree char *shown = NULL;
  gboolean whole = TRUE;

  if (*p == '-')
    p++;

  if (p >= end || !g_ascii_isdigit (*p))
    return fail_at (reader, start, error, CP_FILE_ERROR_SYNTAX,
                    _("not valid JSON: “-” must be followed by a digit"));

  if (*p == '0' && p + 1 < end && (p[1] == 'x' || p[1] == 'X'))
    return fail_at (reader, start, error, CP_FILE_ERROR_SYNTAX,
                    _("not valid JSON: hexadecimal numbers are not allowed"));

  if (*p == '0' && p + 1 < end && g_ascii_isdigit (p[1]))
    {
      const char *digits_end = p;

      while (digits_end < end && (g_ascii_isdigit (*digits_end) || strchr ("+-.eE", *digits_end)))
        digits_end++;
      shown = describe_number (start, digits_end - start);

      return fail_value (reader, start, error, CP_FILE_ERROR_SYNTAX,
                         _("not valid JSON: %s starts with a zero, which JSON does not allow"),
                         shown);
    }

  while (p < end && g_ascii_isdigit (*p))
    p++;

  if (p < end && *p == '.')
    {
      whole = FALSE;
      p++;
      if (p >= end || !g_ascii_isdigit (*p))
        return fail_at (reader, p, error, CP_FILE_ERROR_SYNTAX,
                        _("not valid JSON: a “.” in a number must be followed by a digit"));
      while (p < end && g_ascii_isdigit (*p))
        p++;
    }

  if (p < end && (*p == 'e' || *p == 'E'))
    {
      whole = FALSE;
      p++;
      if (p < end && (*p == '+' || *p == '-'))
        p++;
      if (p >= end || !g_ascii_isdigit (*p))
        return fail_at (reader, p, error, CP_FILE_ERROR_SYNTAX,
                        _("not valid JSON: an exponent must have digits"));
      while (p < end && g_ascii_isdigit (*p))
        p++;
    }

  reader->p = p;
  token = g_strndup (start, p - start);
  shown = describe_number (start, p - start);
  errno = 0;

  if (whole)
    {
      gint64 value = g_ascii_strtoll (token, NULL, 10);

      if (errno == ERANGE)
        return fail_value (reader, start, error, CP_FILE_ERROR_RANGE,
                           _("the number %s is too large"), shown);

      *node = json_node_init_int (json_node_alloc (), value);
    }
  else
    {
      double value = g_ascii_strtod (token, NULL);

      /* A number too small to tell from zero is zero. */
      if (!isfinite (value))
        return fail_value (reader, start, error, CP_FILE_ERROR_RANGE,
                           _("the number %s is too large"), shown);

      *node = json_node_init_double (json_node_alloc (), value);
    }

  return TRUE;
}

static gboolean
read_word (Reader    *reader,
           JsonNode **node,
           GError   **error)
{
  static const char *const words[] = { "true", "false", "null" };
  const char *at = reader->p;

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      gsize length = strlen (words[i]);

      if ((gsize) (reader->end - at) >= length && memcmp (at, words[i], length) == 0 &&
          (at + length == reader->end || !g_ascii_isalnum (at[length])))
        {
          reader->p += length;
          if (i == 2)
            *node = json_node_init_null (json_node_alloc ());
          else
            *node = json_node_init_boolean (json_node_alloc (), i == 0);
          return TRUE;
        }
    }

  return fail_unexpected (reader, at, error);
}

static gboolean
enter (Reader     *reader,
       const char *at,
       GError    **error)
{
  if (reader->depth >= reader->max_depth)
    return fail_at (reader, at, error, CP_FILE_ERROR_SYNTAX,
                    ngettext ("lists and objects nest deeper than %u level",
                              "lists and objects nest deeper than %u levels", reader->max_depth),
                    reader->max_depth);

  reader->depth++;
  reader->p++;

  return TRUE;
}

/* Reads what follows a member or an element: "," when @more follow, or
 * @closer at the end. @expected says what else would have been JSON. */
static gboolean
read_separator (Reader      *reader,
                char         closer,
                const char  *expected,
                gboolean    *more,
                GError     **error)
{
  skip_space (reader);

  if (reader->p < reader->end && (*reader->p == ',' || *reader->p == closer))
    {
      *more = *reader->p == ',';
      reader->p++;
      return TRUE;
    }

  if (reader->p >= reader->end || *reader->p == '/' || *reader->p == '\'')
    return fail_unexpected (reader, reader->p, error);

  return fail_at (reader, reader->p, error, CP_FILE_ERROR_SYNTAX, "%s", expected);
}

static gboolean
read_object (Reader    *reader,
             JsonNode **node,
             GError   **error)
{
  g_autoptr(JsonObject) object = json_object_new ();
  gsize path_length = reader->path->len;

  if (!enter (reader, reader->p, error))
    return FALSE;

  skip_space (reader);
  if (reader->p < reader->end && *reader->p == '}')
    reader->p++;
  else
    for (;;)
      {
        g_autofree char *name = NULL;
        const char *name_start;
        JsonNode *member = NULL;
        gboolean more;

        skip_space (reader);
        name_start = reader->p;
        if (name_start < reader->end && *name_start == '}')
          return fail_at (reader, name_start, error, CP_FILE_ERROR_SYNTAX,
                          _("not valid JSON: an object must not end with a comma"));
        if (name_start >= reader->end || *name_start != '"')
          {
            if (name_start < reader->end &&
                (g_ascii_isalpha (*name_start) || *name_start == '_' || *name_start == '\''))
              return fail_at (reader, name_start, error, CP_FILE_ERROR_SYNTAX,
                              _("not valid JSON: a member name must be in double quotes"));
            return fail_unexpected (reader, name_start, error);
          }

        if (!read_string (reader, TRUE, &name, error))
          return FALSE;

        if (path_length > 0)
          g_string_append_c (reader->path, '.');
        g_string_append (reader->path, name);

        if (json_object_has_member (object, name))
          return fail_value (reader, name_start, error, CP_FILE_ERROR_SYNTAX,
                             _("this member is given twice in one object"));

        skip_space (reader);
        if (reader->p >= reader->end || *reader->p != ':')
          {
            if (reader->p >= reader->end || *reader->p == '/')
              return fail_unexpected (reader, reader->p, error);
            return fail_at (reader, reader->p, error, CP_FILE_ERROR_SYNTAX,
                            _("not valid JSON: a member name must be followed by “:”"));
          }
        reader->p++;

        if (!read_value (reader, &member, error))
          return FALSE;
        json_object_set_member (object, name, member);
        g_string_truncate (reader->path, path_length);

        if (!read_separator (reader, '}', _("not valid JSON: expected “,” or “}” after a member"),
                             &more, error))
          return FALSE;
        if (!more)
          break;
      }

  reader->depth--;
  *node = json_node_init_object (json_node_alloc (), object);

  return TRUE;
}

static gboolean
read_array (Reader    *reader,
            JsonNode **node,
            GError   **error)
{
  g_autoptr(JsonArray) array = json_array_new ();
  gsize path_length = reader->path->len;

  if (!enter (reader, reader->p, error))
    return FALSE;

  skip_space (reader);
  if (reader->p < reader->end && *reader->p == ']')
    reader->p++;
  else
    for (guint index = 0;; index++)
      {
        JsonNode *element = NULL;
        gboolean more;

        skip_space (reader);
        if (reader->p < reader->end && *reader->p == ']')
          return fail_at (reader, reader->p, error, CP_FILE_ERROR_SYNTAX,
                          _("not valid JSON: a list must not end with a comma"));

        g_string_append_printf (reader->path, "[%u]", index);
        if (!read_value (reader, &element, error))
          return FALSE;
        json_array_add_element (array, element);
        g_string_truncate (reader->path, path_length);

        if (!read_separator (reader, ']',
                             _("not valid JSON: expected “,” or “]” after an element of a list"),
                             &more, error))
          return FALSE;
        if (!more)
          break;
      }

  reader->depth--;
  *node = json_node_init_array (json_node_alloc (), array);

  return TRUE;
}

/* Reads one value; on failure @node is left NULL and nothing leaks. */
static gboolean
read_value (Reader    *reader,
            JsonNode **node,
            GError   **error)
{
  *node = NULL;
  skip_space (reader);

  if (reader->p >= reader->end)
    return fail_unexpected (reader, reader->p, error);

  switch (*reader->p)
    {
    case '{':
      return read_object (reader, node, error);

    case '[':
      return read_array (reader, node, error);

    case '"':
      {
        char *text = NULL;

        if (!read_string (reader, FALSE, &text, error))
          return FALSE;
        *node = json_node_init_string (json_node_alloc (), text);
        g_free (text);
        return TRUE;
      }

    case '-':
    case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9':
      return read_number (reader, node, error);

    default:
      return read_word (reader, node, error);
    }
}

/* The checks on the whole text before any of it is read as JSON. */
static gboolean
check_text (const Reader  *reader,
            gsize          max_bytes,
            GError       **error)
{
  gsize length = reader->end - reader->start;
  const char *invalid;
  const char *p;

  if (length > max_bytes)
    {
      g_autofree char *most = cp_format_decimal (max_bytes / (1024.0 * 1024.0), 1);

      g_set_error (error, CP_FILE_ERROR, CP_FILE_ERROR_TOO_LARGE,
                   _("%s: the file is larger than %s MB"), reader->display_name, most);
      return FALSE;
    }

  for (p = reader->start; p < reader->end; p++)
    {
      if (*p != ' ' && *p != '\t' && *p != '\r' && *p != '\n')
        break;
    }
  if (p == reader->end)
    {
      g_set_error (error, CP_FILE_ERROR, CP_FILE_ERROR_SYNTAX,
                   _("%s: the file is empty"), reader->display_name);
      return FALSE;
    }

  if (memchr (reader->start, '\0', length) != NULL)
    {
      g_set_error (error, CP_FILE_ERROR, CP_FILE_ERROR_ENCODING,
                   _("%s: not a text file, or not in UTF-8 (it contains zero bytes)"),
                   reader->display_name);
      return FALSE;
    }

  if (!g_utf8_validate_len (reader->start, length, &invalid))
    {
      g_autofree char *place = describe_position (reader, invalid);
      g_autofree char *offset = cp_format_integer ((invalid - reader->start) + 1);

      g_set_error (error, CP_FILE_ERROR, CP_FILE_ERROR_ENCODING,
                   _("%s: %s: not UTF-8 text (byte %s is not valid)"),
                   reader->display_name, place, offset);
      return FALSE;
    }

  return TRUE;
}

/**
 * cp_json_read:
 * @bytes: the text of a JSON file
 * @display_name: how messages name it (a path, or "built-in catalog")
 * @max_depth: how deep lists and objects may nest, at most
 *   %CP_JSON_MAX_DEPTH
 * @max_bytes: the largest text to read
 * @error: (out): the first problem: %CP_FILE_ERROR_TOO_LARGE,
 *   _ENCODING, _SYNTAX or _RANGE, in one line that starts with
 *   @display_name and the place
 *
 * Reads one JSON value, exactly as RFC 8259 writes it (a UTF-8 byte-order
 * mark before it is allowed), with nothing but white space after it. Its
 * strings are valid UTF-8 without "\u0000", lone surrogates or control
 * characters; whole numbers fit in 64 bits and others in a double; no
 * object gives a member twice.
 *
 * Returns: (transfer full) (nullable): the value, sealed, or %NULL.
 */
JsonNode *
cp_json_read (GBytes      *bytes,
              const char  *display_name,
              guint        max_depth,
              gsize        max_bytes,
              GError     **error)
{
  g_autoptr(GString) path = g_string_new (NULL);
  g_autoptr(JsonNode) root = NULL;
  Reader reader = { 0 };
  gsize length;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (display_name != NULL, NULL);
  g_return_val_if_fail (max_depth >= 1 && max_depth <= CP_JSON_MAX_DEPTH, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  reader.display_name = display_name;
  reader.start = g_bytes_get_data (bytes, &length);
  if (reader.start == NULL)
    reader.start = "";
  reader.end = reader.start + length;
  reader.max_depth = max_depth;
  reader.path = path;

  /* RFC 8259 lets a reader ignore a byte-order mark. */
  if (length >= 3 && memcmp (reader.start, "\xEF\xBB\xBF", 3) == 0)
    reader.start += 3;
  reader.p = reader.start;

  if (!check_text (&reader, max_bytes, error))
    return NULL;

  if (!read_value (&reader, &root, error))
    return NULL;

  skip_space (&reader);
  if (reader.p < reader.end)
    {
      fail_at (&reader, reader.p, error, CP_FILE_ERROR_SYNTAX,
               *reader.p == '/'
               ? _("not valid JSON: comments are not allowed")
               : _("not valid JSON: there is more after the end of the value"));
      return NULL;
    }

  json_node_seal (root);

  return g_steal_pointer (&root);
}
