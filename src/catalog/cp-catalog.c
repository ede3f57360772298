/* cp-catalog.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-catalog"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-catalog-private.h"
#include "cp-file-io.h"
#include "cp-resources.h"

/* The store's hardware and models, as loaded from one file. A catalog never
 * changes once loaded: the app swaps whole catalogs, so a half-valid file
 * can never leave half a catalog behind. */
struct _CpCatalog
{
  GObject parent_instance;

  GFile              *file;
  char               *display_name;
  gboolean            builtin;
  char               *currency;
  char               *date;
  /* SHA-256 of the file's bytes, in hex: which catalog a plan was made
   * with. NULL for a catalog made from parsed contents (tests). */
  char               *checksum;

  GListStore         *links;
  GListStore         *gpus;
  GListStore         *tiers;
  GListStore         *units;
  GListStore         *models;
  GListStore         *comparisons;
  GListStore         *extras;

  GHashTable         *tier_by_id;
  GHashTable         *unit_by_id;
  GHashTable         *model_by_id;
  GHashTable         *model_by_name;
};

G_DEFINE_FINAL_TYPE (CpCatalog, cp_catalog, G_TYPE_OBJECT)
G_DEFINE_QUARK (cp-catalog-error-quark, cp_catalog_error)

enum {
  PROP_0,
  PROP_FILE,
  PROP_DISPLAY_NAME,
  PROP_DATE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
cp_catalog_dispose (GObject *object)
{
  CpCatalog *self = (CpCatalog *) object;

  g_clear_object (&self->file);
  g_clear_object (&self->links);
  g_clear_object (&self->gpus);
  g_clear_object (&self->tiers);
  g_clear_object (&self->units);
  g_clear_object (&self->models);
  g_clear_object (&self->comparisons);
  g_clear_object (&self->extras);
  g_clear_pointer (&self->tier_by_id, g_hash_table_unref);
  g_clear_pointer (&self->unit_by_id, g_hash_table_unref);
  g_clear_pointer (&self->model_by_id, g_hash_table_unref);
  g_clear_pointer (&self->model_by_name, g_hash_table_unref);

  G_OBJECT_CLASS (cp_catalog_parent_class)->dispose (object);
}

static void
cp_catalog_finalize (GObject *object)
{
  CpCatalog *self = (CpCatalog *) object;

  g_clear_pointer (&self->display_name, g_free);
  g_clear_pointer (&self->currency, g_free);
  g_clear_pointer (&self->date, g_free);
  g_clear_pointer (&self->checksum, g_free);

  G_OBJECT_CLASS (cp_catalog_parent_class)->finalize (object);
}

static void
cp_catalog_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  CpCatalog *self = CP_CATALOG (object);

  switch (prop_id)
    {
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;

    case PROP_DISPLAY_NAME:
      g_value_set_string (value, self->display_name);
      break;

    case PROP_DATE:
      g_value_set_string (value, self->date);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_catalog_class_init (CpCatalogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->dispose = cp_catalog_dispose;
  object_class->finalize = cp_catalog_finalize;
  object_class->get_property = cp_catalog_get_property;

  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, flags);
  properties[PROP_DISPLAY_NAME] = g_param_spec_string ("display-name", NULL, NULL, NULL, flags);
  properties[PROP_DATE] = g_param_spec_string ("date", NULL, NULL, NULL, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cp_catalog_init (CpCatalog *self)
{
  self->links = g_list_store_new (CP_TYPE_LINK);
  self->gpus = g_list_store_new (CP_TYPE_GPU);
  self->tiers = g_list_store_new (CP_TYPE_TIER);
  self->units = g_list_store_new (CP_TYPE_UNIT);
  self->models = g_list_store_new (CP_TYPE_MODEL);
  self->comparisons = g_list_store_new (CP_TYPE_COMPARISON);
  self->extras = g_list_store_new (CP_TYPE_EXTRA);
  self->tier_by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->unit_by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->model_by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->model_by_name = g_hash_table_new (g_str_hash, g_str_equal);
}

static void
fill_store (GListStore *store,
            GPtrArray  *items,
            GHashTable *by_id)
{
  g_list_store_splice (store, 0, 0, items->pdata, items->len);

  if (by_id == NULL)
    return;

  /* The keys belong to the items, which the store keeps alive. */
  for (guint i = 0; i < items->len; i++)
    g_hash_table_insert (by_id, (gpointer) cp_item_get_id (items->pdata[i]), items->pdata[i]);
}

static void
take_contents (CpCatalog         *self,
               CpCatalogContents *contents)
{
  self->currency = g_steal_pointer (&contents->currency);
  self->date = g_steal_pointer (&contents->date);

  fill_store (self->links, contents->links, NULL);
  fill_store (self->gpus, contents->gpus, NULL);
  fill_store (self->tiers, contents->tiers, self->tier_by_id);
  fill_store (self->units, contents->units, self->unit_by_id);
  fill_store (self->models, contents->models, self->model_by_id);
  fill_store (self->comparisons, contents->comparisons, NULL);
  if (contents->extras != NULL)
    fill_store (self->extras, contents->extras, NULL);

  for (guint i = 0; i < contents->models->len; i++)
    {
      CpItem *model = contents->models->pdata[i];

      g_hash_table_insert (self->model_by_name, (gpointer) cp_item_get_name (model), model);
    }
}

/**
 * cp_catalog_new_from_bytes:
 * @bytes: the catalog's JSON text
 * @display_name: how errors name it: a path, or "built-in catalog"
 * @error: where to say what is wrong, and where
 *
 * Returns: (transfer full) (nullable): the catalog, or %NULL when any part of
 *   it is invalid.
 */
static CpCatalog *
new_from_bytes (GBytes      *bytes,
                const char  *display_name,
                gboolean     translate,
                GError     **error)
{
  g_auto(CpCatalogContents) contents = { 0 };
  CpCatalog *self;

  if (!_cp_catalog_parse (bytes, display_name, translate, &contents, error))
    return NULL;

  self = _cp_catalog_new_from_contents (&contents, display_name);
  self->checksum = g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, bytes);
  /* Only the built-in catalog is translated. */
  self->builtin = translate;

  return self;
}

/**
 * _cp_catalog_new_from_contents:
 * @contents: what the loader read from a valid file; its currency and
 *   date are taken, the caller still clears it
 * @display_name: how errors name the file
 *
 * The catalog of what was read. The tests also use it to make a catalog
 * the loader does not admit yet, such as one priced in another currency.
 *
 * Returns: (transfer full): the catalog
 */
CpCatalog *
_cp_catalog_new_from_contents (CpCatalogContents *contents,
                               const char        *display_name)
{
  CpCatalog *self;

  g_return_val_if_fail (contents != NULL, NULL);

  self = g_object_new (CP_TYPE_CATALOG, NULL);
  self->display_name = g_strdup (display_name);
  take_contents (self, contents);

  return self;
}

CpCatalog *
cp_catalog_new_from_bytes (GBytes      *bytes,
                           const char  *display_name,
                           GError     **error)
{
  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (display_name != NULL, NULL);

  return new_from_bytes (bytes, display_name, FALSE, error);
}

/**
 * cp_catalog_new_builtin:
 *
 * Returns: (transfer full): the catalog built into the app.
 */
CpCatalog *
cp_catalog_new_builtin (GError **error)
{
  g_autoptr(GBytes) bytes = NULL;

  bytes = g_resource_lookup_data (cp_resources_get_resource (), CP_CATALOG_RESOURCE,
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;

  /* Its words, unlike another file's, have translations. */
  return new_from_bytes (bytes, _("built-in catalog"), TRUE, error);
}

/**
 * cp_catalog_new_from_file:
 * @file: a catalog file
 *
 * Returns: (transfer full) (nullable): the catalog in @file, or %NULL when
 *   it cannot be read or any part of it is invalid.
 */
CpCatalog *
cp_catalog_new_from_file (GFile   *file,
                          GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *display_name = NULL;
  CpCatalog *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  display_name = cp_file_get_display_name (file);

  /* A regular file only, refused without blocking otherwise, and no
   * larger than a catalog can be. */
  bytes = cp_file_read_regular (file, display_name, CP_CATALOG_MAX_BYTES, error);
  if (bytes == NULL)
    return NULL;

  self = cp_catalog_new_from_bytes (bytes, display_name, error);
  if (self != NULL)
    self->file = g_object_ref (file);

  return self;
}

/* The file the catalog came from, or NULL for the built-in one. */
GFile *
cp_catalog_get_file (CpCatalog *self)
{
  g_return_val_if_fail (CP_IS_CATALOG (self), NULL);

  return self->file;
}

/* The catalog's path for people, or "built-in catalog". */
const char *
cp_catalog_get_display_name (CpCatalog *self)
{
  g_return_val_if_fail (CP_IS_CATALOG (self), NULL);

  return self->display_name;
}

/* How a sentence names the catalog: "the built-in catalog", or "the
 * catalog “/home/a/shop.json”" — never "the /home/a/shop.json". */
char *
cp_catalog_dup_title (CpCatalog *self)
{
  g_return_val_if_fail (CP_IS_CATALOG (self), NULL);

  if (self->builtin)
    return g_strdup (_("the built-in catalog"));

  /* TRANSLATORS: a catalog file named in a sentence, e.g. "no model “x” in
   * the catalog “/home/a/shop.json”" */
  return g_strdup_printf (_("the catalog “%s”"), self->display_name);
}

const char *
cp_catalog_get_currency (CpCatalog *self)
{
  g_return_val_if_fail (CP_IS_CATALOG (self), NULL);

  return self->currency;
}

/* The date the catalog's prices are as of ("2026-11-01"), or NULL. */
const char *
cp_catalog_get_date (CpCatalog *self)
{
  g_return_val_if_fail (CP_IS_CATALOG (self), NULL);

  return self->date;
}

/* The SHA-256 of the catalog's bytes as 64 hex digits, the same in every
 * language; NULL for a catalog not read from bytes. */
const char *
cp_catalog_get_checksum (CpCatalog *self)
{
  g_return_val_if_fail (CP_IS_CATALOG (self), NULL);

  return self->checksum;
}

/* Each of these returns the catalog's items of one kind, in file order. */

GListModel *
cp_catalog_get_links (CpCatalog *self)
{
  g_return_val_if_fail (CP_IS_CATALOG (self), NULL);

  return G_LIST_MODEL (self->links);
}

GListModel *
cp_catalog_get_gpus (CpCatalog *self)
{
  g_return_val_if_fail (CP_IS_CATALOG (self), NULL);

  return G_LIST_MODEL (self->gpus);
}

GListModel *
cp_catalog_get_tiers (CpCatalog *self)
{
  g_return_val_if_fail (CP_IS_CATALOG (self), NULL);

  return G_LIST_MODEL (self->tiers);
}

GListModel *
cp_catalog_get_units (CpCatalog *self)
{
  g_return_val_if_fail (CP_IS_CATALOG (self), NULL);

  return G_LIST_MODEL (self->units);
}

GListModel *
cp_catalog_get_models (CpCatalog *self)
{
  g_return_val_if_fail (CP_IS_CATALOG (self), NULL);

  return G_LIST_MODEL (self->models);
}

GListModel *
cp_catalog_get_comparisons (CpCatalog *self)
{
  g_return_val_if_fail (CP_IS_CATALOG (self), NULL);

  return G_LIST_MODEL (self->comparisons);
}

/**
 * cp_catalog_get_extras:
 *
 * Returns: (transfer none): the accessories, then the services (#CpExtra)
 *   a quote adds to a build's units; empty when the catalog has none.
 */
GListModel *
cp_catalog_get_extras (CpCatalog *self)
{
  g_return_val_if_fail (CP_IS_CATALOG (self), NULL);

  return G_LIST_MODEL (self->extras);
}

/* The model with the id, or else the exact name, @id_or_name; or NULL. */
CpModel *
cp_catalog_find_model (CpCatalog  *self,
                       const char *id_or_name)
{
  CpModel *model;

  g_return_val_if_fail (CP_IS_CATALOG (self), NULL);
  g_return_val_if_fail (id_or_name != NULL, NULL);

  model = g_hash_table_lookup (self->model_by_id, id_or_name);
  if (model == NULL)
    model = g_hash_table_lookup (self->model_by_name, id_or_name);

  return model;
}

CpUnit *
cp_catalog_find_unit (CpCatalog  *self,
                      const char *id)
{
  g_return_val_if_fail (CP_IS_CATALOG (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  return g_hash_table_lookup (self->unit_by_id, id);
}

CpTier *
cp_catalog_find_tier (CpCatalog  *self,
                      const char *id)
{
  g_return_val_if_fail (CP_IS_CATALOG (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  return g_hash_table_lookup (self->tier_by_id, id);
}
