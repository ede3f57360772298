/* cp-extra-loader.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-extra"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "cp-catalog.h"
#include "cp-extra-private.h"
#include "cp-format.h"

/* The catalog's optional "accessories" and "services": read after the
 * units they refer to, as strictly as the rest of a catalog, every problem
 * said with the file and the JSON path. A catalog without them (every
 * version 1 file written before them) loads as before, and its quotes list
 * the units alone. */

#define MAX_ID_LENGTH    64
#define MAX_NAME_LENGTH  200
#define MAX_TEXT_LENGTH  2000
#define MAX_MIN_UNITS    1000000

typedef struct
{
  const char *file;
  gboolean    translate;
  GPtrArray  *units;
  GHashTable *ids;
  GError    **error;
} Reader;

/* An extra's parts while it is read. */
typedef struct
{
  const char *id;
  const char *name;
  const char *source;
  const char *note;
  CpExtraKind kind;
  gint64      price_cents;
  gint64      quantity;
  gint64      per;
  gint64      min_units;
  GPtrArray  *units;
} Parts;

G_GNUC_PRINTF (4, 5)
static gboolean
refuse (Reader         *reader,
        CpCatalogError  code,
        const char     *path,
        const char     *format,
        ...)
{
  g_autofree char *problem = NULL;
  va_list args;

  va_start (args, format);
  problem = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error (reader->error, CP_CATALOG_ERROR, code, "%s: %s: %s", reader->file, path, problem);

  return FALSE;
}

/* What a JSON value is, in the words of the loader's messages. */
static const char *
kind_of (JsonNode *node)
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

/* The built-in catalog's words in the user's language. */
static const char *
words (Reader     *reader,
       const char *text)
{
  return reader->translate && text != NULL ? g_dgettext (GETTEXT_PACKAGE, text) : text;
}

/* Member @name of the item at @where: %NULL when it is absent or null,
 * which is an error when @required. *@path names it for messages. */
static JsonNode *
member (Reader      *reader,
        JsonObject  *object,
        const char  *where,
        const char  *name,
        gboolean     required,
        char       **path,
        gboolean    *ok)
{
  JsonNode *node = json_object_get_member (object, name);

  *path = g_strdup_printf ("%s.%s", where, name);
  *ok = TRUE;
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    return node;

  if (required)
    *ok = refuse (reader, CP_CATALOG_ERROR_MISSING, *path, _("missing"));

  return NULL;
}

/* A string of one line, not blank, at most @max_length characters. */
static gboolean
read_text (Reader       *reader,
           JsonObject   *object,
           const char   *where,
           const char   *name,
           gboolean      required,
           gsize         max_length,
           const char  **value)
{
  g_autofree char *path = NULL;
  gboolean ok;
  JsonNode *node = member (reader, object, where, name, required, &path, &ok);
  const char *text;

  *value = NULL;
  if (node == NULL)
    return ok;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return refuse (reader, CP_CATALOG_ERROR_TYPE, path, _("must be a string, not %s"),
                   kind_of (node));

  text = json_node_get_string (node);
  if (text[strspn (text, " \t\r\n")] == '\0')
    return refuse (reader, CP_CATALOG_ERROR_RANGE, path, _("must not be empty"));
  if (g_utf8_strlen (text, -1) > (glong) max_length)
    return refuse (reader, CP_CATALOG_ERROR_RANGE, path, _("is longer than %u characters"),
                   (guint) max_length);
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_iscntrl (g_utf8_get_char (p)))
      return refuse (reader, CP_CATALOG_ERROR_RANGE, path,
                     _("must not contain control characters such as line breaks"));

  *value = text;

  return TRUE;
}

/* A number from @min to @max, a whole one when @whole; @fallback when it
 * is absent and not @required. */
static gboolean
read_number (Reader     *reader,
             JsonObject *object,
             const char *where,
             const char *name,
             gboolean    required,
             gboolean    whole,
             double      min,
             double      max,
             double      fallback,
             double     *value)
{
  g_autofree char *path = NULL;
  gboolean ok;
  JsonNode *node = member (reader, object, where, name, required, &path, &ok);
  GType type;
  double number;

  *value = fallback;
  if (node == NULL)
    return ok;

  type = JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node) : G_TYPE_INVALID;
  if (type != G_TYPE_INT64 && type != G_TYPE_DOUBLE)
    return refuse (reader, CP_CATALOG_ERROR_TYPE, path,
                   whole ? _("must be a whole number, not %s") : _("must be a number, not %s"),
                   kind_of (node));

  number = type == G_TYPE_INT64 ? (double) json_node_get_int (node) : json_node_get_double (node);
  if (!isfinite (number) || (whole && number != floor (number)) || number < min || number > max)
    {
      g_autofree char *min_text = cp_format_decimal (min, 0);
      g_autofree char *max_text = cp_format_decimal (max, 0);
      g_autofree char *got = isfinite (number) ? cp_format_decimal (number, 6)
                                               : g_strdup (_("an infinite number"));

      return refuse (reader, CP_CATALOG_ERROR_RANGE, path, _("must be from %s to %s, not %s"),
                     min_text, max_text, got);
    }

  *value = number;

  return TRUE;
}

/* A whole number from @min to @max; @fallback when it is absent. */
static gboolean
read_count (Reader     *reader,
            JsonObject *object,
            const char *where,
            const char *name,
            gint64      min,
            gint64      max,
            gint64      fallback,
            gint64     *value)
{
  double number;

  if (!read_number (reader, object, where, name, FALSE, TRUE, min, max, fallback, &number))
    return FALSE;

  *value = (gint64) number;

  return TRUE;
}

/* A price in dollars, 0 or more, to the cent. */
static gboolean
read_price (Reader     *reader,
            JsonObject *object,
            const char *where,
            gint64     *cents)
{
  double dollars;

  if (!read_number (reader, object, where, "price_usd", TRUE, FALSE, 0, CP_EXTRA_MAX_PRICE_USD,
                    0, &dollars))
    return FALSE;

  *cents = llround (dollars * 100);

  return TRUE;
}

/* The ids in "units", each one of the catalog's units. */
static gboolean
read_units (Reader     *reader,
            JsonObject *object,
            const char *where,
            GPtrArray  *units)
{
  g_autofree char *path = NULL;
  gboolean ok;
  JsonNode *node = member (reader, object, where, "units", TRUE, &path, &ok);
  JsonArray *array;

  if (node == NULL)
    return ok;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return refuse (reader, CP_CATALOG_ERROR_TYPE, path, _("must be a list, not %s"),
                   kind_of (node));

  array = json_node_get_array (node);
  if (json_array_get_length (array) == 0)
    return refuse (reader, CP_CATALOG_ERROR_MISSING, path, _("must not be empty"));

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      g_autofree char *element_path = g_strdup_printf ("%s[%u]", path, i);
      const char *id;
      CpUnit *unit = NULL;

      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_STRING)
        return refuse (reader, CP_CATALOG_ERROR_TYPE, element_path,
                       _("must be a string, not %s"), kind_of (element));

      id = json_node_get_string (element);
      for (guint j = 0; j < reader->units->len && unit == NULL; j++)
        if (g_strcmp0 (cp_item_get_id (g_ptr_array_index (reader->units, j)), id) == 0)
          unit = g_ptr_array_index (reader->units, j);

      if (unit == NULL)
        return refuse (reader, CP_CATALOG_ERROR_REFERENCE, element_path,
                       _("“%s” is not the id of any of the catalog’s %s"), id, _("units"));
      g_ptr_array_add (units, unit);
    }

  return TRUE;
}

/* A service's "kind". */
static gboolean
read_kind (Reader      *reader,
           JsonObject  *object,
           const char  *where,
           CpExtraKind *kind)
{
  static const struct { const char *name; CpExtraKind kind; } kinds[] = {
    { "installation", CP_EXTRA_INSTALLATION },
    { "support", CP_EXTRA_SUPPORT },
    { "shipping", CP_EXTRA_SHIPPING },
  };
  const char *name;

  if (!read_text (reader, object, where, "kind", TRUE, MAX_ID_LENGTH, &name))
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_str_equal (name, kinds[i].name))
      {
        *kind = kinds[i].kind;
        return TRUE;
      }

  {
    g_autofree char *path = g_strdup_printf ("%s.kind", where);

    /* TRANSLATORS: e.g. "must be “installation”, “support” or “shipping”,
     * not “delivery”"; the words in quotes stay as they are */
    return refuse (reader, CP_CATALOG_ERROR_RANGE, path,
                   _("must be “installation”, “support” or “shipping”, not “%s”"), name);
  }
}

/* The id, unique among the accessories and services together. */
static gboolean
read_id (Reader      *reader,
         JsonObject  *object,
         const char  *where,
         const char **id)
{
  g_autofree char *path = g_strdup_printf ("%s.id", where);
  const char *earlier;

  if (!read_text (reader, object, where, "id", TRUE, MAX_ID_LENGTH, id))
    return FALSE;

  for (const char *p = *id; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_' && *p != '.')
      return refuse (reader, CP_CATALOG_ERROR_RANGE, path,
                     _("“%s” is not an id: use letters, digits, “-”, “_” and “.” only"), *id);

  earlier = g_hash_table_lookup (reader->ids, *id);
  if (earlier != NULL)
    return refuse (reader, CP_CATALOG_ERROR_DUPLICATE, path,
                   _("“%s” is already the id of %s"), *id, earlier);

  g_hash_table_insert (reader->ids, (gpointer) *id, g_strdup (where));

  return TRUE;
}

static gboolean
read_extra (Reader     *reader,
            JsonObject *object,
            const char *where,
            gboolean    service,
            GPtrArray  *extras)
{
  g_autoptr(GPtrArray) units = g_ptr_array_new ();
  Parts parts = { .kind = CP_EXTRA_ACCESSORY, .units = units };

  if (!read_id (reader, object, where, &parts.id) ||
      !read_text (reader, object, where, "name", TRUE, MAX_NAME_LENGTH, &parts.name) ||
      !read_text (reader, object, where, "source", TRUE, MAX_TEXT_LENGTH, &parts.source) ||
      !read_text (reader, object, where, "note", FALSE, MAX_TEXT_LENGTH, &parts.note) ||
      (service && !read_kind (reader, object, where, &parts.kind)) ||
      !read_units (reader, object, where, units) ||
      !read_price (reader, object, where, &parts.price_cents) ||
      !read_count (reader, object, where, "quantity", 1, CP_EXTRA_MAX_QUANTITY, 1,
                   &parts.quantity) ||
      !read_count (reader, object, where, "per", 1, CP_EXTRA_MAX_QUANTITY, 1, &parts.per) ||
      !read_count (reader, object, where, "min_units", 1, MAX_MIN_UNITS, 1, &parts.min_units))
    return FALSE;

  g_ptr_array_add (extras, _cp_extra_new (parts.id, words (reader, parts.name),
                                          words (reader, parts.source),
                                          words (reader, parts.note), parts.kind,
                                          parts.price_cents, parts.quantity, parts.per,
                                          parts.min_units, parts.units));

  return TRUE;
}

static gboolean
read_list (Reader     *reader,
           JsonObject *root,
           const char *name,
           gboolean    services,
           GPtrArray  *extras)
{
  JsonNode *node = json_object_get_member (root, name);
  JsonArray *array;

  /* Optional: a catalog without them quotes the units alone. */
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return refuse (reader, CP_CATALOG_ERROR_TYPE, name, _("must be a list, not %s"),
                   kind_of (node));

  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      g_autofree char *where = g_strdup_printf ("%s[%u]", name, i);

      if (!JSON_NODE_HOLDS_OBJECT (element))
        return refuse (reader, CP_CATALOG_ERROR_TYPE, where, _("must be an object, not %s"),
                       kind_of (element));

      if (!read_extra (reader, json_node_get_object (element), where, services, extras))
        return FALSE;
    }

  return TRUE;
}

/**
 * _cp_extra_read_all:
 * @root: the catalog's top-level object
 * @file: how errors name the catalog
 * @translate: whether the words are the built-in catalog's
 * @units: the catalog's units, read already
 * @extras: where the accessories, then the services, are added
 * @error: the first problem, with @file and a JSON path
 *
 * Returns: whether "accessories" and "services", when there, are valid.
 */
gboolean
_cp_extra_read_all (JsonObject  *root,
                    const char  *file,
                    gboolean     translate,
                    GPtrArray   *units,
                    GPtrArray   *extras,
                    GError     **error)
{
  g_autoptr(GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  Reader reader = { file, translate, units, ids, error };

  return read_list (&reader, root, "accessories", FALSE, extras) &&
         read_list (&reader, root, "services", TRUE, extras);
}
