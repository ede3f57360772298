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

/* Longer text than this is not a name, a repository id or a source. */
#define MAX_TEXT_LENGTH 2000

gboolean
_cp_json_fail (const char      *file,
               GError         **error,
               CpCatalogError   code,
               const char      *path,
               const char      *format,
               ...)
{
  g_autofree char *problem = NULL;
  va_list args;

  va_start (args, format);
  problem = g_strdup_vprintf (format, args);
  va_end (args);

  if (path != NULL)
    g_set_error (error, CP_CATALOG_ERROR, code, "%s: %s: %s", file, path, problem);
  else
    g_set_error (error, CP_CATALOG_ERROR, code, "%s: %s", file, problem);

  return FALSE;
}

/* "models[3].architecture.layers", or "layers" at the top (@where NULL). */
char *
_cp_json_path (const char *where,
               const char *name)
{
  return where == NULL ? g_strdup (name) : g_strdup_printf ("%s.%s", where, name);
}

/* What a node is, in words, for "must be a number, not a string". */
const char *
_cp_json_describe (JsonNode *node)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    return _("an object");
  if (JSON_NODE_HOLDS_ARRAY (node))
    return _("a list");
  if (JSON_NODE_HOLDS_NULL (node))
    return _("null");
  if (json_node_get_value_type (node) == G_TYPE_STRING)
    return _("a string");
  if (json_node_get_value_type (node) == G_TYPE_BOOLEAN)
    return _("true or false");
  return _("a number");
}

JsonNode *
_cp_json_member (JsonObject *object,
                 const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  return node != NULL && JSON_NODE_HOLDS_NULL (node) ? NULL : node;
}

static gboolean
is_number (JsonNode *node)
{
  return JSON_NODE_HOLDS_VALUE (node) &&
         (json_node_get_value_type (node) == G_TYPE_INT64 ||
          json_node_get_value_type (node) == G_TYPE_DOUBLE);
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
_cp_json_read_integer (const char  *file,
                       JsonObject  *object,
                       const char  *where,
                       const char  *name,
                       gboolean     required,
                       gint64       min,
                       gint64       max,
                       gint64      *value,
                       GError     **error)
{
  g_autofree char *path = _cp_json_path (where, name);
  JsonNode *node = _cp_json_member (object, name);
  double number;

  *value = 0;

  if (node == NULL)
    return !required || _cp_json_fail (file, error, CP_CATALOG_ERROR_MISSING, path, _("missing"));

  if (!is_number (node))
    return _cp_json_fail (file, error, CP_CATALOG_ERROR_TYPE, path,
                          _("must be a whole number, not %s"), _cp_json_describe (node));

  number = number_of (node);
  if (isfinite (number) && number != floor (number))
    {
      g_autofree char *got = cp_format_decimal (number, 6);

      return _cp_json_fail (file, error, CP_CATALOG_ERROR_TYPE, path,
                            _("must be a whole number, not %s"), got);
    }

  if (!isfinite (number) || number < (double) min || number > (double) max)
    {
      g_autofree char *min_text = cp_format_integer (min);
      g_autofree char *max_text = cp_format_integer (max);
      g_autofree char *got = isfinite (number) ? cp_format_decimal (number, 0)
                                               : g_strdup (_("an infinite number"));

      return _cp_json_fail (file, error, CP_CATALOG_ERROR_RANGE, path,
                            _("must be from %s to %s, not %s"), min_text, max_text, got);
    }

  *value = json_node_get_value_type (node) == G_TYPE_INT64 ? json_node_get_int (node)
                                                           : (gint64) number;

  return TRUE;
}

/* An optional number above zero and at most @max; 0 when missing. */
gboolean
_cp_json_read_number (const char  *file,
                      JsonObject  *object,
                      const char  *where,
                      const char  *name,
                      double       max,
                      double      *value,
                      GError     **error)
{
  g_autofree char *path = _cp_json_path (where, name);
  JsonNode *node = _cp_json_member (object, name);
  double number;

  *value = 0;

  if (node == NULL)
    return TRUE;

  if (!is_number (node))
    return _cp_json_fail (file, error, CP_CATALOG_ERROR_TYPE, path,
                          _("must be a number, not %s"), _cp_json_describe (node));

  number = number_of (node);
  if (!isfinite (number) || number <= 0 || number > max)
    {
      g_autofree char *max_text = cp_format_decimal (max, 3);
      g_autofree char *got = isfinite (number) ? cp_format_decimal (number, 6)
                                               : g_strdup (_("an infinite number"));

      return _cp_json_fail (file, error, CP_CATALOG_ERROR_RANGE, path,
                            _("must be above 0 and at most %s, not %s"), max_text, got);
    }

  *value = number;

  return TRUE;
}

/* A line of text: not empty, not too long, no line breaks. */
gboolean
_cp_json_read_string (const char   *file,
                      JsonObject   *object,
                      const char   *where,
                      const char   *name,
                      gboolean      required,
                      const char  **value,
                      GError      **error)
{
  g_autofree char *path = _cp_json_path (where, name);
  JsonNode *node = _cp_json_member (object, name);
  const char *text;

  *value = NULL;

  if (node == NULL)
    return !required || _cp_json_fail (file, error, CP_CATALOG_ERROR_MISSING, path, _("missing"));

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return _cp_json_fail (file, error, CP_CATALOG_ERROR_TYPE, path,
                          _("must be a string, not %s"), _cp_json_describe (node));

  text = json_node_get_string (node);
  if (text[strspn (text, " \t\r\n")] == '\0')
    return _cp_json_fail (file, error, CP_CATALOG_ERROR_RANGE, path, _("must not be empty"));
  if (g_utf8_strlen (text, -1) > MAX_TEXT_LENGTH)
    return _cp_json_fail (file, error, CP_CATALOG_ERROR_RANGE, path,
                          _("is longer than %u characters"), (guint) MAX_TEXT_LENGTH);
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_iscntrl (g_utf8_get_char (p)))
      return _cp_json_fail (file, error, CP_CATALOG_ERROR_RANGE, path,
                            _("must not contain control characters such as line breaks"));

  *value = text;

  return TRUE;
}

/* An optional true or false; false when missing. */
gboolean
_cp_json_read_boolean (const char  *file,
                       JsonObject  *object,
                       const char  *where,
                       const char  *name,
                       gboolean    *value,
                       GError     **error)
{
  g_autofree char *path = _cp_json_path (where, name);
  JsonNode *node = _cp_json_member (object, name);

  *value = FALSE;

  if (node == NULL)
    return TRUE;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return _cp_json_fail (file, error, CP_CATALOG_ERROR_TYPE, path,
                          _("must be true or false, not %s"), _cp_json_describe (node));

  *value = json_node_get_boolean (node);

  return TRUE;
}
