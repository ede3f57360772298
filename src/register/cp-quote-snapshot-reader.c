/* cp-quote-snapshot-reader.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-snapshot"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cp-json-fields.h"
#include "cp-json-reader.h"
#include "cp-plan-document.h"
#include "cp-quote-register.h"
#include "cp-quote-snapshot-private.h"

/* Reading a quote's snapshot back. The texts were written by
 * cp-quote-snapshot.c, but the database is a file a person can edit: each
 * text is read as strictly as a plan file, every member is checked with
 * the app's typed JSON reads, and one that is missing or of the wrong type
 * makes the record "damaged", by name. */

gboolean
_cp_snapshot_damaged (Reader     *reader,
                      const char *member)
{
  g_set_error (reader->error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_FORMAT,
               /* TRANSLATORS: e.g. "quotes.db: Q-0003: the register’s record of it is
                * damaged (“lines”)" */
               _("%s: the register’s record of it is damaged (“%s”)"), reader->what, member);
  return FALSE;
}

/* A member of @kind, found by the app's typed JSON reads (cp-json-fields),
 * or %NULL when it is missing, null or of another kind: a hand-edited
 * record may hold a list or an object anywhere. */
JsonNode *
_cp_snapshot_find_member (JsonObject *object,
                          const char *member,
                          CpJsonKind  kind)
{
  JsonNode *node = NULL;

  if (!cp_json_find_member (NULL, object, NULL, member, kind, FALSE, &node, NULL))
    return NULL;

  return node;
}

/* A member's value when it holds one of the expected type, else the
 * default. */
const char *
_cp_snapshot_member_string (JsonObject *object,
                            const char *member,
                            const char *default_value)
{
  JsonNode *node = _cp_snapshot_find_member (object, member, CP_JSON_STRING);

  return node != NULL ? json_node_get_string (node) : default_value;
}

gboolean
_cp_snapshot_member_boolean (JsonObject *object,
                             const char *member)
{
  JsonNode *node = _cp_snapshot_find_member (object, member, CP_JSON_BOOLEAN);

  return node != NULL && json_node_get_boolean (node);
}

gint64
_cp_snapshot_member_int (JsonObject *object,
                         const char *member)
{
  gint64 value = 0;

  if (!cp_json_read_integer (NULL, object, NULL, member, FALSE, G_MININT64, G_MAXINT64, &value,
                             NULL))
    return 0;

  return value;
}

/* A number, whole or not; 0 for anything else. */
double
_cp_snapshot_member_double (JsonObject *object,
                            const char *member)
{
  JsonNode *node = _cp_snapshot_find_member (object, member, CP_JSON_NUMBER);

  return node != NULL ? json_node_get_double (node) : 0;
}

/* A record's JSON text, read as strictly as a plan file (a register is a
 * file a person or a program can edit), into @root, which keeps it. */
JsonObject *
_cp_snapshot_parse_object (Reader      *reader,
                           const char  *text,
                           const char  *member,
                           gint64       max_format,
                           JsonNode   **root_out)
{
  g_autoptr(GBytes) bytes = NULL;
  JsonNode *root;
  gint64 format;

  if (text != NULL)
    {
      bytes = g_bytes_new_static (text, strlen (text));
      *root_out = cp_json_read (bytes, member, CP_PLAN_DOCUMENT_MAX_DEPTH,
                                CP_PLAN_DOCUMENT_MAX_BYTES, NULL);
    }
  if (*root_out == NULL)
    {
      _cp_snapshot_damaged (reader, member);
      return NULL;
    }

  root = *root_out;
  format = JSON_NODE_HOLDS_OBJECT (root)
           ? _cp_snapshot_member_int (json_node_get_object (root), "format")
           : 0;
  if (format < 1 || format > max_format)
    {
      _cp_snapshot_damaged (reader, member);
      return NULL;
    }

  return json_node_get_object (root);
}

/* A whole number from @min to @max, as the app's typed reads take one;
 * anything else makes the record damaged. */
gboolean
_cp_snapshot_read_int (Reader     *reader,
                       JsonObject *object,
                       const char *member,
                       gint64      min,
                       gint64      max,
                       gint64     *value)
{
  if (!cp_json_read_integer (reader->what, object, NULL, member, TRUE, min, max, value, NULL))
    return _cp_snapshot_damaged (reader, member);

  return TRUE;
}

/* A string member, empty or not; %NULL stands for JSON null, which
 * @nullable allows. */
gboolean
_cp_snapshot_read_string (Reader      *reader,
                          JsonObject  *object,
                          const char  *member,
                          gboolean     nullable,
                          const char **value)
{
  JsonNode *node;

  if (nullable && json_object_has_member (object, member) && cp_json_member (object, member) == NULL)
    {
      *value = NULL;
      return TRUE;
    }

  node = _cp_snapshot_find_member (object, member, CP_JSON_STRING);
  if (node == NULL)
    return _cp_snapshot_damaged (reader, member);

  *value = json_node_get_string (node);

  return TRUE;
}

gboolean
_cp_snapshot_read_array (Reader      *reader,
                         JsonObject  *object,
                         const char  *member,
                         JsonArray  **value)
{
  JsonNode *node = _cp_snapshot_find_member (object, member, CP_JSON_LIST);

  if (node == NULL)
    return _cp_snapshot_damaged (reader, member);

  *value = json_node_get_array (node);

  return TRUE;
}

/* An object member, or %NULL when there is none. */
JsonObject *
_cp_snapshot_read_object (JsonObject *object,
                          const char *member)
{
  JsonNode *node = _cp_snapshot_find_member (object, member, CP_JSON_OBJECT);

  return node != NULL ? json_node_get_object (node) : NULL;
}
