/* cp-json-fields.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-json-fields"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "cp-format.h"
#include "cp-json-fields.h"
#include "cp-text.h"

/* One place says whether a member is there and of the right type, and
 * reads the plain values: the catalog loader, the model architectures of
 * catalog version 2 and the config.json importer all read through it, so
 * a member is checked, and a problem worded, the same way in every file
 * the app loads. */

G_GNUC_PRINTF (6, 0)
static gboolean
fail_valist (const char  *file,
             GError     **error,
             GQuark       domain,
             int          code,
             const char  *path,
             const char  *format,
             va_list      args)
{
  g_autofree char *problem = g_strdup_vprintf (format, args);

  if (path != NULL)
    g_set_error (error, domain, code, "%s: %s: %s", file, path, problem);
  else
    g_set_error (error, domain, code, "%s: %s", file, problem);

  return FALSE;
}

/* A member that is missing, of the wrong type or out of range. */
gboolean
cp_json_fail (const char   *file,
              GError      **error,
              CpFileError   code,
              const char   *path,
              const char   *format,
              ...)
{
  va_list args;

  va_start (args, format);
  fail_valist (file, error, CP_FILE_ERROR, code, path, format, args);
  va_end (args);

  return FALSE;
}

/* What the file means is wrong, in the words of the layer that reads it
 * (a reference to nothing in a catalog, say), at a place in the file. */
gboolean
cp_json_fail_as (const char  *file,
                 GError     **error,
                 GQuark       domain,
                 int          code,
                 const char  *path,
                 const char  *format,
                 ...)
{
  va_list args;

  va_start (args, format);
  fail_valist (file, error, domain, code, path, format, args);
  va_end (args);

  return FALSE;
}

/* "units[3].gpu", or just "currency" at the top (@where NULL). */
char *
cp_json_path (const char *where,
               const char *name)
{
  return where == NULL ? g_strdup (name) : g_strdup_printf ("%s.%s", where, name);
}

/* What a node is, in words, for "must be a number, not a string". */
const char *
cp_json_describe (JsonNode *node)
{
  GType type;

  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      return _("an object");

    case JSON_NODE_ARRAY:
      return _("a list");

    case JSON_NODE_NULL:
      return _("null");

    case JSON_NODE_VALUE:
    default:
      break;
    }

  type = json_node_get_value_type (node);
  if (type == G_TYPE_STRING)
    return _("a string");
  if (type == G_TYPE_BOOLEAN)
    return _("true or false");

  return _("a number");
}

/* A number as a message shows it: the figure when it is of a sensible
 * size, else as a power of ten ("9.2 × 10^18") rather than hundreds of
 * digits, and never in C's "9.22337e+18". */
char *
cp_json_describe_number (double number)
{
  g_autofree char *mantissa = NULL;
  int exponent;

  if (!isfinite (number))
    return g_strdup (_("an infinite number"));

  if (fabs (number) < 1e15)
    return cp_format_decimal (number, 6);

  exponent = (int) floor (log10 (fabs (number)));
  mantissa = cp_format_decimal (number / pow (10, exponent), 1);
  /* A mantissa rounded up to 10 moves to the next power. */
  if (fabs (round (number / pow (10, exponent) * 10) / 10) >= 10)
    {
      exponent++;
      g_free (mantissa);
      mantissa = cp_format_decimal (number / pow (10, exponent), 1);
    }

  return g_strdup_printf ("%s × 10^%d", mantissa, exponent);
}

/* "must be from MIN to MAX, not GOT", or "must be MIN, not GOT" when
 * there is one value it may be. */
static gboolean
fail_range (const char  *file,
            GError     **error,
            const char  *path,
            const char  *min_text,
            const char  *max_text,
            const char  *got)
{
  if (g_str_equal (min_text, max_text))
    return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, path,
                         /* TRANSLATORS: e.g. "units[0].gpu_count: must be 8, not 4" */
                         _("must be %s, not %s"), min_text, got);

  return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, path,
                       _("must be from %s to %s, not %s"), min_text, max_text, got);
}

/* The member @name of @object, or NULL when there is none or it is null. */
JsonNode *
cp_json_member (JsonObject *object,
                 const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  return node != NULL && JSON_NODE_HOLDS_NULL (node) ? NULL : node;
}

static gboolean
node_is_kind (JsonNode   *node,
              CpJsonKind  kind)
{
  GType type = JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node) : G_TYPE_INVALID;

  switch (kind)
    {
    case CP_JSON_STRING:
      return type == G_TYPE_STRING;

    case CP_JSON_NUMBER:
    case CP_JSON_WHOLE_NUMBER:
      return type == G_TYPE_INT64 || type == G_TYPE_DOUBLE;

    case CP_JSON_BOOLEAN:
      return type == G_TYPE_BOOLEAN;

    case CP_JSON_LIST:
      return JSON_NODE_HOLDS_ARRAY (node);

    case CP_JSON_OBJECT:
      return JSON_NODE_HOLDS_OBJECT (node);

    default:
      g_assert_not_reached ();
    }
}

/* Says that the member at @path is not of @kind. */
static gboolean
fail_kind (const char  *file,
           const char  *path,
           JsonNode    *node,
           CpJsonKind   kind,
           GError     **error)
{
  const char *got = cp_json_describe (node);

  switch (kind)
    {
    case CP_JSON_STRING:
      return cp_json_fail (file, error, CP_FILE_ERROR_TYPE, path,
                            _("must be a string, not %s"), got);

    case CP_JSON_NUMBER:
      return cp_json_fail (file, error, CP_FILE_ERROR_TYPE, path,
                            _("must be a number, not %s"), got);

    case CP_JSON_WHOLE_NUMBER:
      return cp_json_fail (file, error, CP_FILE_ERROR_TYPE, path,
                            _("must be a whole number, not %s"), got);

    case CP_JSON_BOOLEAN:
      return cp_json_fail (file, error, CP_FILE_ERROR_TYPE, path,
                            _("must be true or false, not %s"), got);

    case CP_JSON_LIST:
      return cp_json_fail (file, error, CP_FILE_ERROR_TYPE, path,
                            _("must be a list, not %s"), got);

    case CP_JSON_OBJECT:
      return cp_json_fail (file, error, CP_FILE_ERROR_TYPE, path,
                            _("must be an object, not %s"), got);

    default:
      g_assert_not_reached ();
    }
}

/**
 * cp_json_find_member:
 * @kind: what the member must hold
 * @node: (out) (transfer none): the member, or %NULL when an optional one
 *   is missing
 *
 * The preamble of every read: finds the member @name of @object and
 * checks that it is there when @required, and holds @kind.
 */
gboolean
cp_json_find_member (const char   *file,
                      JsonObject   *object,
                      const char   *where,
                      const char   *name,
                      CpJsonKind    kind,
                      gboolean      required,
                      JsonNode    **node,
                      GError      **error)
{
  g_autofree char *path = cp_json_path (where, name);

  *node = cp_json_member (object, name);

  if (*node == NULL)
    return !required || cp_json_fail (file, error, CP_FILE_ERROR_MISSING, path, _("missing"));

  if (node_is_kind (*node, kind))
    return TRUE;

  fail_kind (file, path, *node, kind, error);
  *node = NULL;

  return FALSE;
}

static double
number_of (JsonNode *node)
{
  return json_node_get_value_type (node) == G_TYPE_INT64 ? (double) json_node_get_int (node)
                                                         : json_node_get_double (node);
}

/* A whole number from @min to @max; 8.0 is one, 8.5 is not. A missing
 * optional member leaves @value 0. */
gboolean
cp_json_read_integer (const char  *file,
                       JsonObject  *object,
                       const char  *where,
                       const char  *name,
                       gboolean     required,
                       gint64       min,
                       gint64       max,
                       gint64      *value,
                       GError     **error)
{
  g_autofree char *path = cp_json_path (where, name);
  JsonNode *node;
  double number;

  *value = 0;

  if (!cp_json_find_member (file, object, where, name, CP_JSON_WHOLE_NUMBER, required, &node,
                             error))
    return FALSE;
  if (node == NULL)
    return TRUE;

  number = number_of (node);
  if (json_node_get_value_type (node) == G_TYPE_DOUBLE && isfinite (number) &&
      number != floor (number))
    {
      g_autofree char *got = cp_json_describe_number (number);

      return cp_json_fail (file, error, CP_FILE_ERROR_TYPE, path,
                            _("must be a whole number, not %s"), got);
    }

  if (!isfinite (number) || number < (double) min || number > (double) max)
    {
      g_autofree char *min_text = cp_format_integer (min);
      g_autofree char *max_text = cp_format_integer (max);
      /* A whole number as it was written, all its digits. */
      g_autofree char *got = json_node_get_value_type (node) == G_TYPE_INT64
                             ? cp_format_integer (json_node_get_int (node))
                             : cp_json_describe_number (number);

      return fail_range (file, error, path, min_text, max_text, got);
    }

  *value = json_node_get_value_type (node) == G_TYPE_INT64 ? json_node_get_int (node)
                                                           : (gint64) number;

  return TRUE;
}

/* A number up to @max: above 0 when @above_zero, or else from @min on; a
 * missing optional one is 0, with @present (when given) saying which. */
static gboolean
read_bounded_number (const char  *file,
                     JsonObject  *object,
                     const char  *where,
                     const char  *name,
                     gboolean     required,
                     gboolean     above_zero,
                     double       min,
                     double       max,
                     double      *value,
                     gboolean    *present,
                     GError     **error)
{
  g_autofree char *path = cp_json_path (where, name);
  g_autofree char *max_text = NULL;
  g_autofree char *got = NULL;
  JsonNode *node;
  double number;

  *value = 0;
  if (present != NULL)
    *present = FALSE;

  if (!cp_json_find_member (file, object, where, name, CP_JSON_NUMBER, required, &node, error))
    return FALSE;
  if (node == NULL)
    return TRUE;
  if (present != NULL)
    *present = TRUE;

  number = number_of (node);
  if (isfinite (number) && (above_zero ? number > 0 : number >= min) && number <= max)
    {
      *value = number;
      return TRUE;
    }

  max_text = cp_json_describe_number (max);
  got = cp_json_describe_number (number);
  if (above_zero)
    return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, path,
                          _("must be above 0 and at most %s, not %s"), max_text, got);

  {
    g_autofree char *min_text = cp_json_describe_number (min);

    return fail_range (file, error, path, min_text, max_text, got);
  }
}

/* A number above zero and at most @max; a missing optional one is 0,
 * with @present (when given) saying which. */
gboolean
cp_json_read_number (const char  *file,
                      JsonObject  *object,
                      const char  *where,
                      const char  *name,
                      gboolean     required,
                      double       max,
                      double      *value,
                      gboolean    *present,
                      GError     **error)
{
  return read_bounded_number (file, object, where, name, required, TRUE, 0, max, value, present,
                              error);
}

/* A number from @min to @max, both included (a price that may be 0); a
 * missing optional one is 0, with @present (when given) saying which. */
gboolean
cp_json_read_range (const char  *file,
                     JsonObject  *object,
                     const char  *where,
                     const char  *name,
                     gboolean     required,
                     double       min,
                     double       max,
                     double      *value,
                     gboolean    *present,
                     GError     **error)
{
  return read_bounded_number (file, object, where, name, required, FALSE, min, max, value,
                              present, error);
}

/* A line of text: not empty, at most @max_length characters. Line breaks
 * and other control characters never get past cp_json_read(). */
gboolean
cp_json_read_string (const char   *file,
                      JsonObject   *object,
                      const char   *where,
                      const char   *name,
                      gboolean      required,
                      gsize         max_length,
                      const char  **value,
                      GError      **error)
{
  g_autofree char *path = cp_json_path (where, name);
  JsonNode *node;
  const char *text;

  *value = NULL;

  if (!cp_json_find_member (file, object, where, name, CP_JSON_STRING, required, &node, error))
    return FALSE;
  if (node == NULL)
    return TRUE;

  text = json_node_get_string (node);
  if (text[strspn (text, " \t\r\n")] == '\0')
    return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, path, _("must not be empty"));
  if (g_utf8_strlen (text, -1) > (glong) max_length)
    return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, path,
                          ngettext ("is longer than %u character", "is longer than %u characters",
                                    (gulong) max_length),
                          (guint) max_length);

  *value = text;

  return TRUE;
}

/* An id: letters, digits, "-", "_" and ".", at most @max_length of them;
 * a missing optional one is %NULL. */
gboolean
cp_json_read_id (const char   *file,
                  JsonObject   *object,
                  const char   *where,
                  const char   *name,
                  gboolean      required,
                  gsize         max_length,
                  const char  **value,
                  GError      **error)
{
  if (!cp_json_read_string (file, object, where, name, required, max_length, value, error))
    return FALSE;
  if (*value == NULL)
    return TRUE;

  for (const char *p = *value; *p != '\0'; p++)
    {
      if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_' && *p != '.')
        {
          g_autofree char *path = cp_json_path (where, name);
          g_autofree char *shown = cp_text_echo (*value, -1);

          *value = NULL;

          return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, path,
                                _("“%s” is not an id: use letters, digits, “-”, “_” and “.” only"),
                                shown);
        }
    }

  return TRUE;
}

/**
 * cp_json_read_objects:
 * @required: whether the list must be there
 * @may_be_empty: whether a list with nothing in it will do
 * @func: reads each object of the list, with its path ("units[3]")
 *
 * Reads the member @name of @object: a list of objects, each given to
 * @func in turn until one fails.
 */
gboolean
cp_json_read_objects (const char        *file,
                       JsonObject        *object,
                       const char        *where,
                       const char        *name,
                       gboolean           required,
                       gboolean           may_be_empty,
                       CpJsonObjectFunc   func,
                       gpointer           data,
                       GError           **error)
{
  g_autofree char *path = cp_json_path (where, name);
  JsonNode *node;
  JsonArray *array;
  guint length;

  if (!cp_json_find_member (file, object, where, name, CP_JSON_LIST, required, &node, error))
    return FALSE;
  if (node == NULL)
    return TRUE;

  array = json_node_get_array (node);
  length = json_array_get_length (array);
  if (length == 0 && !may_be_empty)
    return cp_json_fail (file, error, CP_FILE_ERROR_MISSING, path, _("must not be empty"));

  for (guint i = 0; i < length; i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      g_autofree char *element_path = g_strdup_printf ("%s[%u]", path, i);

      if (!JSON_NODE_HOLDS_OBJECT (element))
        return cp_json_fail (file, error, CP_FILE_ERROR_TYPE, element_path,
                              _("must be an object, not %s"), cp_json_describe (element));

      if (!func (json_node_get_object (element), element_path, i, data, error))
        return FALSE;
    }

  return TRUE;
}

/* True or false; a missing optional one is false. */
gboolean
cp_json_read_boolean (const char  *file,
                       JsonObject  *object,
                       const char  *where,
                       const char  *name,
                       gboolean     required,
                       gboolean    *value,
                       GError     **error)
{
  JsonNode *node;

  *value = FALSE;

  if (!cp_json_find_member (file, object, where, name, CP_JSON_BOOLEAN, required, &node, error))
    return FALSE;
  if (node != NULL)
    *value = json_node_get_boolean (node);

  return TRUE;
}
