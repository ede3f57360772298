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
#include "cp-json-fields.h"
#include "cp-text.h"

/* The catalog's optional "accessories" and "services": read after the
 * units they refer to, through the same member reads as the rest of a
 * catalog (cp-json-fields.c), every problem said with the file and the
 * JSON path. A catalog without them (every version 1 file written before
 * them) loads as before, and its quotes list the units alone. */

#define MAX_ID_LENGTH    64
#define MAX_NAME_LENGTH  200
#define MAX_TEXT_LENGTH  CP_JSON_MAX_TEXT_LENGTH
#define MAX_MIN_UNITS    1000000

typedef struct
{
  const char *file;
  gboolean    translate;
  GPtrArray  *units;
  GHashTable *ids;
  GError    **error;
  /* The list being read: services, or else accessories, and where each
   * extra read goes. */
  gboolean    services;
  GPtrArray  *extras;
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

/* The built-in catalog's words in the user's language. */
static const char *
words (Reader     *reader,
       const char *text)
{
  return reader->translate && text != NULL ? g_dgettext (GETTEXT_PACKAGE, text) : text;
}

static gboolean
read_text (Reader       *reader,
           JsonObject   *object,
           const char   *where,
           const char   *name,
           gboolean      required,
           gsize         max_length,
           const char  **value)
{
  return cp_json_read_string (reader->file, object, where, name, required, max_length, value,
                               reader->error);
}

/* A whole number from 1 to @max; 1 when it is not said. */
static gboolean
read_count (Reader     *reader,
            JsonObject *object,
            const char *where,
            const char *name,
            gint64      max,
            gint64     *value)
{
  if (!cp_json_read_integer (reader->file, object, where, name, FALSE, 1, max, value,
                              reader->error))
    return FALSE;

  if (*value == 0)
    *value = 1;

  return TRUE;
}

/* A price in dollars, 0 or more (a service may be included), to the cent. */
static gboolean
read_price (Reader     *reader,
            JsonObject *object,
            const char *where,
            gint64     *cents)
{
  double dollars;

  if (!cp_json_read_range (reader->file, object, where, "price_usd", TRUE, 0,
                            CP_EXTRA_MAX_PRICE_USD, &dollars, NULL, reader->error))
    return FALSE;

  *cents = llround (dollars * 100);

  return TRUE;
}

/* The unit with the id @id, or NULL. */
static CpUnit *
find_unit (Reader     *reader,
           const char *id)
{
  for (guint i = 0; i < reader->units->len; i++)
    {
      CpUnit *unit = g_ptr_array_index (reader->units, i);

      if (g_str_equal (cp_item_get_id (CP_ITEM (unit)), id))
        return unit;
    }

  return NULL;
}

/* The ids in "units", each one of the catalog's units. */
static gboolean
read_units (Reader     *reader,
            JsonObject *object,
            const char *where,
            GPtrArray  *units)
{
  g_autofree char *path = cp_json_path (where, "units");
  JsonNode *node;
  JsonArray *array;

  if (!cp_json_find_member (reader->file, object, where, "units", CP_JSON_LIST, TRUE, &node,
                             reader->error))
    return FALSE;

  array = json_node_get_array (node);
  if (json_array_get_length (array) == 0)
    return cp_json_fail (reader->file, reader->error, CP_FILE_ERROR_MISSING, path,
                          _("must not be empty"));

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      g_autofree char *element_path = g_strdup_printf ("%s[%u]", path, i);
      CpUnit *unit;

      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_STRING)
        return cp_json_fail (reader->file, reader->error, CP_FILE_ERROR_TYPE, element_path,
                              _("must be a string, not %s"), cp_json_describe (element));

      unit = find_unit (reader, json_node_get_string (element));
      if (unit == NULL)
        {
          g_autofree char *shown = cp_text_echo (json_node_get_string (element), -1);

          return cp_json_fail_as (reader->file, reader->error, CP_CATALOG_ERROR, CP_CATALOG_ERROR_REFERENCE,
                                element_path,
                                _("“%s” is not the id of any of the catalog’s %s"), shown,
                                _("units"));
        }
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
  g_autofree char *path = cp_json_path (where, "kind");
  g_autofree char *shown = NULL;
  const char *name;

  if (!read_text (reader, object, where, "kind", TRUE, MAX_ID_LENGTH, &name))
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_str_equal (name, kinds[i].name))
      {
        *kind = kinds[i].kind;
        return TRUE;
      }

  shown = cp_text_echo (name, -1);

  /* TRANSLATORS: e.g. "must be “installation”, “support” or “shipping”,
   * not “delivery”"; the words in quotes stay as they are */
  return cp_json_fail (reader->file, reader->error, CP_FILE_ERROR_RANGE, path,
                        _("must be “installation”, “support” or “shipping”, not “%s”"), shown);
}

/* The id, unique among the accessories and services together. */
static gboolean
read_id (Reader      *reader,
         JsonObject  *object,
         const char  *where,
         const char **id)
{
  const char *earlier;

  if (!cp_json_read_id (reader->file, object, where, "id", TRUE, MAX_ID_LENGTH, id,
                         reader->error))
    return FALSE;

  earlier = g_hash_table_lookup (reader->ids, *id);
  if (earlier != NULL)
    {
      g_autofree char *path = cp_json_path (where, "id");
      g_autofree char *shown = cp_text_echo (*id, -1);

      return cp_json_fail_as (reader->file, reader->error, CP_CATALOG_ERROR, CP_CATALOG_ERROR_DUPLICATE, path,
                            _("“%s” is already the id of %s"), shown, earlier);
    }

  g_hash_table_insert (reader->ids, (gpointer) *id, g_strdup (where));

  return TRUE;
}

static gboolean
read_extra (JsonObject  *object,
            const char  *where,
            guint        index,
            gpointer     data,
            GError     **error)
{
  Reader *reader = data;
  g_autoptr(GPtrArray) units = g_ptr_array_new ();
  Parts parts = { .kind = CP_EXTRA_ACCESSORY, .units = units };

  if (!read_id (reader, object, where, &parts.id) ||
      !read_text (reader, object, where, "name", TRUE, MAX_NAME_LENGTH, &parts.name) ||
      !read_text (reader, object, where, "source", TRUE, MAX_TEXT_LENGTH, &parts.source) ||
      !read_text (reader, object, where, "note", FALSE, MAX_TEXT_LENGTH, &parts.note) ||
      (reader->services && !read_kind (reader, object, where, &parts.kind)) ||
      !read_units (reader, object, where, units) ||
      !read_price (reader, object, where, &parts.price_cents) ||
      !read_count (reader, object, where, "quantity", CP_EXTRA_MAX_QUANTITY, &parts.quantity) ||
      !read_count (reader, object, where, "per", CP_EXTRA_MAX_QUANTITY, &parts.per) ||
      !read_count (reader, object, where, "min_units", MAX_MIN_UNITS, &parts.min_units))
    return FALSE;

  g_ptr_array_add (reader->extras, _cp_extra_new (parts.id, words (reader, parts.name),
                                                  words (reader, parts.source),
                                                  words (reader, parts.note), parts.kind,
                                                  parts.price_cents, parts.quantity, parts.per,
                                                  parts.min_units, parts.units));

  return TRUE;
}

/* One of the lists, optional: a catalog without them quotes the units
 * alone. */
static gboolean
read_list (Reader     *reader,
           JsonObject *root,
           const char *name,
           gboolean    services)
{
  reader->services = services;

  return cp_json_read_objects (reader->file, root, NULL, name, FALSE, TRUE, read_extra, reader,
                                reader->error);
}

/**
 * _cp_extra_read_all:
 * @root: the catalog's top-level object, from cp_json_read()
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
  Reader reader = { file, translate, units, ids, error, FALSE, extras };

  return read_list (&reader, root, "accessories", FALSE) &&
         read_list (&reader, root, "services", TRUE);
}
