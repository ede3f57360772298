/* cp-catalog-loader.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-catalog-loader"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cp-catalog-private.h"
#include "cp-extra-private.h"
#include "cp-format.h"
#include "cp-json-fields.h"
#include "cp-json-reader.h"
#include "cp-model-arch-json.h"
#include "cp-text.h"
#include "cp-speed-private.h"
#include "cp-unit-site-private.h"

/* Limits of what a catalog may say. They are far beyond any real hardware
 * (a GPU with 10 TB, a unit of a million GPUs) and keep every sum the sizing
 * engine makes well inside 64 bits. */
#define MAX_ID_LENGTH       64
#define MAX_NAME_LENGTH     200
#define MAX_TEXT_LENGTH     CP_JSON_MAX_TEXT_LENGTH
#define MAX_GPU_MEMORY_GB   10000.0
#define MAX_GPU_POWER_W     100000
#define MAX_GPU_COUNT       1000000
#define MAX_UNIT_POWER_W    1000000000
#define MAX_UNIT_PRICE_USD  10000000000.0
#define MAX_BANDWIDTH_GB_S  10000000.0
#define MAX_COMPARISON_W    1000000000000

typedef struct
{
  const char        *file;
  CpCatalogContents *contents;
  /* Whether the words are the built-in catalog's, which have translations
   * (resources/catalog-strings.c). */
  gboolean           translate;
  /* The format version the file says it is in. */
  gint64             version;
  /* Ids of each kind, to their index + 1. */
  GHashTable        *link_ids;
  GHashTable        *gpu_ids;
  GHashTable        *tier_ids;
  GHashTable        *unit_ids;
  GHashTable        *model_ids;
  GHashTable        *model_names;
  GHashTable        *comparison_ids;
  /* Texts quoted from the file in messages, escaped and capped; freed
   * with the loader. */
  GPtrArray         *echoes;
} Loader;

/* Fails at @path ("units[3].gpu", or NULL for the whole file) of the
 * loader's file. */
#define fail(loader, error, code, path, ...) \
  cp_json_fail ((loader)->file, (error), (code), (path), __VA_ARGS__)
/* Likewise, for what the catalog means: a reference, a duplicate, its
 * format. */
#define fail_catalog(loader, error, code, path, ...) \
  cp_json_fail_as ((loader)->file, (error), CP_CATALOG_ERROR, (code), (path), __VA_ARGS__)

/* @text from the file as a message may quote it (see cp_text_echo()). */
static const char *
echo (const Loader *loader,
      const char   *text)
{
  char *shown = cp_text_echo (text, -1);

  g_ptr_array_add (loader->echoes, shown);

  return shown;
}

/* The built-in catalog's words in the user's language; anything else as
 * written. */
static const char *
words (const Loader *loader,
       const char   *text)
{
  if (!loader->translate || text == NULL)
    return text;

  return g_dgettext (GETTEXT_PACKAGE, text);
}

/* The loader's reads of plain values, on the file's name (cp-json-fields.c). */

static gboolean
read_string (const Loader  *loader,
             JsonObject    *object,
             const char    *where,
             const char    *name,
             gboolean       required,
             gsize          max_length,
             const char   **value,
             GError       **error)
{
  return cp_json_read_string (loader->file, object, where, name, required, max_length, value,
                               error);
}

static gboolean
read_id (const Loader  *loader,
         JsonObject    *object,
         const char    *where,
         const char    *name,
         const char   **value,
         GError       **error)
{
  return cp_json_read_id (loader->file, object, where, name, TRUE, MAX_ID_LENGTH, value, error);
}

/* Reads a number above zero and at most @max. */
static gboolean
read_number (const Loader  *loader,
             JsonObject    *object,
             const char    *where,
             const char    *name,
             gboolean       required,
             double         max,
             double        *value,
             gboolean      *present,
             GError       **error)
{
  return cp_json_read_number (loader->file, object, where, name, required, max, value, present,
                               error);
}

/* Reads a whole number from @min to @max; a missing optional one is 0. */
static gboolean
read_integer_full (const Loader  *loader,
                   JsonObject    *object,
                   const char    *where,
                   const char    *name,
                   gboolean       required,
                   gint64         min,
                   gint64         max,
                   gint64        *value,
                   GError       **error)
{
  return cp_json_read_integer (loader->file, object, where, name, required, min, max, value,
                                error);
}

static gboolean
read_integer (const Loader  *loader,
              JsonObject    *object,
              const char    *where,
              const char    *name,
              gint64         min,
              gint64         max,
              gint64        *value,
              GError       **error)
{
  return read_integer_full (loader, object, where, name, TRUE, min, max, value, error);
}

static gboolean
read_boolean (const Loader  *loader,
              JsonObject    *object,
              const char    *where,
              const char    *name,
              gboolean      *value,
              GError       **error)
{
  return cp_json_read_boolean (loader->file, object, where, name, TRUE, value, error);
}

/* Reads the id of an item, checking it is not taken by an earlier item of
 * the same kind. */
static gboolean
read_new_id (const Loader  *loader,
             JsonObject    *object,
             const char    *where,
             const char    *kind,
             GHashTable    *ids,
             guint          index,
             const char   **id,
             GError       **error)
{
  gpointer earlier;

  if (!read_id (loader, object, where, "id", id, error))
    return FALSE;

  if (g_hash_table_lookup_extended (ids, *id, NULL, &earlier))
    {
      g_autofree char *path = g_strdup_printf ("%s.id", where);

      return fail_catalog (loader, error, CP_CATALOG_ERROR_DUPLICATE, path,
                   _("“%s” is already the id of %s[%u]"),
                   echo (loader, *id), kind, GPOINTER_TO_UINT (earlier) - 1);
    }

  g_hash_table_insert (ids, (gpointer) *id, GUINT_TO_POINTER (index + 1));

  return TRUE;
}

/* Reads a reference to an item of another kind, by id. */
static gpointer
read_reference (const Loader  *loader,
                JsonObject    *object,
                const char    *where,
                const char    *name,
                const char    *kind,
                GHashTable    *ids,
                GPtrArray     *items,
                GError       **error)
{
  const char *id;
  gpointer index;

  if (!read_string (loader, object, where, name, TRUE, MAX_ID_LENGTH, &id, error))
    return NULL;

  if (!g_hash_table_lookup_extended (ids, id, NULL, &index))
    {
      g_autofree char *path = cp_json_path (where, name);

      fail_catalog (loader, error, CP_CATALOG_ERROR_REFERENCE, path,
            _("“%s” is not the id of any of the catalog’s %s"), echo (loader, id), kind);
      return NULL;
    }

  return g_ptr_array_index (items, GPOINTER_TO_UINT (index) - 1);
}

/* Reads the id, name and source every item has. */
static gboolean
read_item (const Loader  *loader,
           JsonObject    *object,
           const char    *where,
           const char    *kind,
           GHashTable    *ids,
           guint          index,
           gboolean       source_required,
           const char   **id,
           const char   **name,
           const char   **source,
           GError       **error)
{
  return read_new_id (loader, object, where, kind, ids, index, id, error) &&
         read_string (loader, object, where, "name", TRUE, MAX_NAME_LENGTH, name, error) &&
         read_string (loader, object, where, "source", source_required, MAX_TEXT_LENGTH,
                      source, error);
}

static gboolean
read_link (Loader      *loader,
           JsonObject  *object,
           const char  *where,
           guint        index,
           GError     **error)
{
  const char *id, *name, *source, *note;
  double bandwidth, per_gpu;
  gint64 lanes;

  if (!read_item (loader, object, where, "links", loader->link_ids, index, FALSE,
                  &id, &name, &source, error) ||
      !read_integer_full (loader, object, where, "lanes", FALSE, 1, 32, &lanes, error) ||
      !read_number (loader, object, where, "bandwidth_gb_s", TRUE, MAX_BANDWIDTH_GB_S,
                    &bandwidth, NULL, error) ||
      !read_number (loader, object, where, "per_gpu_gb_s", FALSE, MAX_BANDWIDTH_GB_S,
                    &per_gpu, NULL, error) ||
      !read_string (loader, object, where, "note", FALSE, MAX_TEXT_LENGTH, &note, error))
    return FALSE;

  /* What one GPU gets is a share of the total, never more. */
  if (per_gpu > bandwidth)
    {
      g_autofree char *path = cp_json_path (where, "per_gpu_gb_s");
      g_autofree char *total = cp_format_decimal (bandwidth, 6);
      g_autofree char *got = cp_format_decimal (per_gpu, 6);

      return fail (loader, error, CP_FILE_ERROR_RANGE, path,
                   _("must be at most the link’s bandwidth_gb_s (%s), not %s"), total, got);
    }

  g_ptr_array_add (loader->contents->links,
                   g_object_new (CP_TYPE_LINK,
                                 "id", id,
                                 "name", words (loader, name),
                                 "source", words (loader, source),
                                 "bandwidth-gb-s", bandwidth,
                                 "per-gpu-gb-s", per_gpu,
                                 "lanes", (guint) lanes,
                                 "note", words (loader, note),
                                 NULL));
  return TRUE;
}

static gboolean
read_gpu (Loader      *loader,
          JsonObject  *object,
          const char  *where,
          guint        index,
          GError     **error)
{
  const char *id, *name, *source, *grade;
  double memory_gb;
  gint64 power_w;
  gint64 memory_mb;
  gint64 capacity_bytes = 0;
  gint64 compute_capability = 0;
  g_autoptr(CpGpu) gpu = NULL;

  if (!read_item (loader, object, where, "gpus", loader->gpu_ids, index, TRUE,
                  &id, &name, &source, error) ||
      !read_number (loader, object, where, "memory_gb", TRUE, MAX_GPU_MEMORY_GB,
                    &memory_gb, NULL, error) ||
      !read_integer (loader, object, where, "power_w", 1, MAX_GPU_POWER_W, &power_w, error) ||
      !read_string (loader, object, where, "grade", TRUE, MAX_ID_LENGTH, &grade, error) ||
      !_cp_gpu_read_compute_capability (loader->file, object, where, &compute_capability,
                                        error) ||
      (loader->version >= 2 &&
       !cp_gpu_read_capacity (loader->file, object, where, memory_gb, &capacity_bytes, error)))
    return FALSE;

  memory_mb = llround (memory_gb * CP_MB_PER_GB);
  if (memory_mb < 1)
    {
      g_autofree char *path = g_strdup_printf ("%s.memory_gb", where);

      return fail (loader, error, CP_FILE_ERROR_RANGE, path,
                   _("must be at least 0.001 (one megabyte)"));
    }

  if (!g_str_equal (grade, "desktop") && !g_str_equal (grade, "datacenter"))
    {
      g_autofree char *path = g_strdup_printf ("%s.grade", where);

      return fail (loader, error, CP_FILE_ERROR_RANGE, path,
                   _("must be “desktop” or “datacenter”, not “%s”"), echo (loader, grade));
    }

  gpu = g_object_new (CP_TYPE_GPU,
                      "id", id,
                      "name", name,
                      "source", words (loader, source),
                      "memory-mb", memory_mb,
                      "power-w", power_w,
                      "desktop", g_str_equal (grade, "desktop"),
                      "capacity-bytes", capacity_bytes,
                      "compute-capability", compute_capability,
                      NULL);
  if (!_cp_gpu_read_speed (loader->file, object, where, loader->translate, gpu, error))
    return FALSE;

  g_ptr_array_add (loader->contents->gpus, g_steal_pointer (&gpu));
  return TRUE;
}

/* The store's claims about the failover and scheduling of a tier's
 * builds, and where they come from. Optional; whole when present. */
static gboolean
read_claims (const Loader  *loader,
             JsonObject    *object,
             const char    *where,
             const char   **failover,
             const char   **scheduling,
             const char   **source,
             GError       **error)
{
  g_autofree char *path = cp_json_path (where, "claims");
  JsonNode *node;
  JsonObject *claims;

  *failover = *scheduling = *source = NULL;

  if (!cp_json_find_member (loader->file, object, where, "claims", CP_JSON_OBJECT, FALSE, &node,
                             error))
    return FALSE;
  if (node == NULL)
    return TRUE;

  claims = json_node_get_object (node);

  return read_string (loader, claims, path, "failover", TRUE, MAX_TEXT_LENGTH, failover, error) &&
         read_string (loader, claims, path, "scheduling", TRUE, MAX_TEXT_LENGTH, scheduling,
                      error) &&
         read_string (loader, claims, path, "source", TRUE, MAX_TEXT_LENGTH, source, error);
}

static gboolean
read_tier (Loader      *loader,
           JsonObject  *object,
           const char  *where,
           guint        index,
           GError     **error)
{
  const char *id, *name, *source, *failover, *scheduling, *claims_source;
  gboolean recommendable;

  if (!read_item (loader, object, where, "tiers", loader->tier_ids, index, FALSE,
                  &id, &name, &source, error) ||
      !read_boolean (loader, object, where, "recommendable", &recommendable, error) ||
      !read_claims (loader, object, where, &failover, &scheduling, &claims_source, error))
    return FALSE;

  g_ptr_array_add (loader->contents->tiers,
                   g_object_new (CP_TYPE_TIER,
                                 "id", id,
                                 "name", words (loader, name),
                                 "source", words (loader, source),
                                 "recommendable", recommendable,
                                 "failover", words (loader, failover),
                                 "scheduling", words (loader, scheduling),
                                 "claims-source", words (loader, claims_source),
                                 NULL));
  return TRUE;
}

/* Sized for the largest requirement, a unit's totals must still add up: a
 * unit that could not be sized is refused here, with its path, rather
 * than failing every plan later. */
static gboolean
check_unit_sums (const Loader  *loader,
                 CpUnit        *unit,
                 const char    *where,
                 GError       **error)
{
  CpSizingUnit sizing_unit;
  gint64 worst_count;

  cp_unit_to_sizing (unit, 0, &sizing_unit);
  if (!cp_sizing_unit_fits (&sizing_unit, &worst_count))
    {
      g_autofree char *count = cp_format_integer (worst_count);
      g_autofree char *most = cp_format_decimal (CP_MAX_MEMORY_GB, 0);

      /* TRANSLATORS: e.g. "units[3]: 10,000,000,000 units of this kind would be needed
       * for 10,000,000 GB, …" */
      return fail (loader, error, CP_FILE_ERROR_RANGE, where,
                   ngettext ("%s unit of this kind would be needed for %s GB, too many to add "
                             "up its power and price; give it more memory, or a lower power or price",
                             "%s units of this kind would be needed for %s GB, too many to add "
                             "up their power and price; give it more memory, or a lower power or price",
                             (unsigned long) worst_count),
                   count, most);
    }

  return TRUE;
}

static gboolean
read_unit (Loader      *loader,
           JsonObject  *object,
           const char  *where,
           guint        index,
           GError     **error)
{
  CpCatalogContents *contents = loader->contents;
  const char *id, *name, *source;
  CpTier *tier;
  CpGpu *gpu;
  CpLink *intra_link, *scale_out_link;
  gint64 gpu_count, domain_gpus, power_w, compute_trays, switch_trays;
  gboolean pooled_scale_out;
  double price_usd;
  g_autoptr(CpUnit) unit = NULL;

  if (!read_item (loader, object, where, "units", loader->unit_ids, index, TRUE,
                  &id, &name, &source, error) ||
      !(tier = read_reference (loader, object, where, "tier", _("tiers"),
                               loader->tier_ids, contents->tiers, error)) ||
      !(gpu = read_reference (loader, object, where, "gpu", _("GPUs"),
                              loader->gpu_ids, contents->gpus, error)) ||
      !read_integer (loader, object, where, "gpu_count", 1, MAX_GPU_COUNT, &gpu_count, error) ||
      !read_integer (loader, object, where, "nvlink_domain_gpus", 0, gpu_count,
                     &domain_gpus, error) ||
      !(intra_link = read_reference (loader, object, where, "intra_link", _("links"),
                                     loader->link_ids, contents->links, error)) ||
      !(scale_out_link = read_reference (loader, object, where, "scale_out_link", _("links"),
                                         loader->link_ids, contents->links, error)) ||
      !read_boolean (loader, object, where, "pooled_scale_out", &pooled_scale_out, error) ||
      !read_integer (loader, object, where, "power_w", 1, MAX_UNIT_POWER_W, &power_w, error) ||
      !read_number (loader, object, where, "price_usd", TRUE, MAX_UNIT_PRICE_USD,
                    &price_usd, NULL, error) ||
      !read_integer_full (loader, object, where, "compute_trays", FALSE, 1, gpu_count,
                          &compute_trays, error) ||
      !read_integer_full (loader, object, where, "switch_trays", FALSE, 1, MAX_GPU_COUNT,
                          &switch_trays, error))
    return FALSE;

  if (compute_trays > 0 && gpu_count % compute_trays != 0)
    {
      g_autofree char *path = g_strdup_printf ("%s.compute_trays", where);
      g_autofree char *count = cp_format_integer (gpu_count);
      g_autofree char *trays = cp_format_integer (compute_trays);

      return fail (loader, error, CP_FILE_ERROR_RANGE, path,
                   _("must divide gpu_count (%s) evenly, not %s"), count, trays);
    }

  if (domain_gpus > 0 && gpu_count % domain_gpus != 0)
    {
      g_autofree char *path = g_strdup_printf ("%s.nvlink_domain_gpus", where);
      g_autofree char *count = cp_format_integer (gpu_count);
      g_autofree char *domain = cp_format_integer (domain_gpus);

      return fail (loader, error, CP_FILE_ERROR_RANGE, path,
                   _("must divide gpu_count (%s) evenly, not %s"), count, domain);
    }

  if (llround (price_usd * 100) < 1)
    {
      g_autofree char *path = g_strdup_printf ("%s.price_usd", where);

      return fail (loader, error, CP_FILE_ERROR_RANGE, path, _("must be at least one cent"));
    }

  unit = g_object_new (CP_TYPE_UNIT,
                       "id", id,
                       "name", words (loader, name),
                       "source", words (loader, source),
                       "tier", tier,
                       "gpu", gpu,
                       "gpu-count", gpu_count,
                       "nvlink-domain-gpus", domain_gpus,
                       "intra-link", intra_link,
                       "scale-out-link", scale_out_link,
                       "pooled-scale-out", pooled_scale_out,
                       "power-w", power_w,
                       "price-cents", (gint64) llround (price_usd * 100),
                       "compute-trays", compute_trays,
                       "switch-trays", switch_trays,
                       NULL);
  if (!check_unit_sums (loader, unit, where, error))
    return FALSE;
  {
    CpUnitSite site;

    if (!_cp_unit_site_read (loader->file, object, where, loader->translate,
                             cp_gpu_get_desktop (gpu), &site, error))
      return FALSE;
    _cp_unit_set_site (unit, &site);
  }

  g_ptr_array_add (contents->units, g_steal_pointer (&unit));
  return TRUE;
}

static gboolean
read_model (Loader      *loader,
            JsonObject  *object,
            const char  *where,
            guint        index,
            GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(CpModelArchitecture) architecture = NULL;
  const char *id, *name, *source, *precision_name;
  gboolean has_memory, has_params;
  double memory_gb, params_b;
  CpPrecision precision = CP_PRECISION_FP16;
  gint64 memory_mb;
  gpointer earlier;

  if (!read_item (loader, object, where, "models", loader->model_ids, index, TRUE,
                  &id, &name, &source, error) ||
      !read_number (loader, object, where, "min_memory_gb", FALSE, CP_MAX_MEMORY_GB,
                    &memory_gb, &has_memory, error) ||
      !read_number (loader, object, where, "params_b", FALSE, CP_MAX_PARAMS_B,
                    &params_b, &has_params, error) ||
      !read_string (loader, object, where, "precision", has_params, MAX_ID_LENGTH,
                    &precision_name, error) ||
      (loader->version >= 2 &&
       !cp_model_arch_read (loader->file, object, where, loader->translate, &architecture, error)))
    return FALSE;

  /* Models are picked by id or by name, so a name may not be used twice. */
  if (g_hash_table_lookup_extended (loader->model_names, name, NULL, &earlier))
    {
      g_autofree char *path = g_strdup_printf ("%s.name", where);

      return fail_catalog (loader, error, CP_CATALOG_ERROR_DUPLICATE, path,
                   _("“%s” is already the name of models[%u]"),
                   echo (loader, name), GPOINTER_TO_UINT (earlier) - 1);
    }
  g_hash_table_insert (loader->model_names, (gpointer) name, GUINT_TO_POINTER (index + 1));

  if (precision_name != NULL && !cp_precision_from_string (precision_name, &precision))
    {
      g_autofree char *path = g_strdup_printf ("%s.precision", where);

      return fail (loader, error, CP_FILE_ERROR_RANGE, path,
                   _("must be one of %s, not “%s”"), CP_PRECISION_NAMES,
                   echo (loader, precision_name));
    }

  if (!has_memory && !has_params)
    return fail (loader, error, CP_FILE_ERROR_MISSING, where,
                 _("needs either min_memory_gb, or params_b and precision"));

  if (has_memory)
    cp_sizing_memory_from_gb (memory_gb, &memory_mb, &local_error);
  else
    cp_sizing_memory_from_params (params_b, precision, &memory_mb, &local_error);

  /* read_number() checked the ranges already. */
  g_assert_no_error (local_error);

  g_ptr_array_add (loader->contents->models,
                   g_object_new (CP_TYPE_MODEL,
                                 "id", id,
                                 "name", name,
                                 "source", words (loader, source),
                                 "min-memory-mb", memory_mb,
                                 "params-b", has_params ? params_b : 0.0,
                                 "precision", has_params ? cp_precision_to_string (precision) : NULL,
                                 "architecture", architecture,
                                 NULL));
  return TRUE;
}

static gboolean
read_comparison (Loader      *loader,
                 JsonObject  *object,
                 const char  *where,
                 guint        index,
                 GError     **error)
{
  const char *id, *name, *source, *plural;
  gint64 watts;

  if (!read_item (loader, object, where, "comparisons", loader->comparison_ids, index, FALSE,
                  &id, &name, &source, error) ||
      !read_string (loader, object, where, "plural", FALSE, MAX_NAME_LENGTH, &plural, error) ||
      !read_integer (loader, object, where, "watts", 1, MAX_COMPARISON_W, &watts, error))
    return FALSE;

  g_ptr_array_add (loader->contents->comparisons,
                   g_object_new (CP_TYPE_COMPARISON,
                                 "id", id,
                                 "name", words (loader, name),
                                 "source", words (loader, source),
                                 "plural", words (loader, plural),
                                 "watts", watts,
                                 NULL));
  return TRUE;
}

typedef gboolean (*ReadItemFunc) (Loader      *loader,
                                  JsonObject  *object,
                                  const char  *where,
                                  guint        index,
                                  GError     **error);

/* A list's reader and what it reads with, for cp_json_read_objects(). */
typedef struct
{
  Loader       *loader;
  ReadItemFunc  read_func;
} ListReader;

static gboolean
read_list_item (JsonObject  *object,
                const char  *where,
                guint        index,
                gpointer     data,
                GError     **error)
{
  ListReader *list = data;

  return list->read_func (list->loader, object, where, index, error);
}

static gboolean
read_list (Loader        *loader,
           JsonObject    *root,
           const char    *name,
           gboolean       may_be_empty,
           ReadItemFunc   read_func,
           GError       **error)
{
  ListReader list = { loader, read_func };

  return cp_json_read_objects (loader->file, root, NULL, name, TRUE, may_be_empty,
                                read_list_item, &list, error);
}

static gboolean
read_header (Loader      *loader,
             JsonObject  *root,
             GError     **error)
{
  JsonNode *node;
  const char *format, *currency, *date;
  gint64 version_number;

  node = cp_json_member (root, "format");
  if (node == NULL)
    return fail_catalog (loader, error, CP_CATALOG_ERROR_FORMAT, "format",
                 _("missing: this is not a Cluster Planner catalog"));
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return fail_catalog (loader, error, CP_CATALOG_ERROR_FORMAT, "format",
                 _("must be the string “%s”, not %s"), CP_CATALOG_FORMAT, cp_json_describe (node));
  format = json_node_get_string (node);
  if (!g_str_equal (format, CP_CATALOG_FORMAT))
    return fail_catalog (loader, error, CP_CATALOG_ERROR_FORMAT, "format",
                 _("“%s” is not a Cluster Planner catalog (expected “%s”)"),
                 echo (loader, format), CP_CATALOG_FORMAT);

  node = cp_json_member (root, "version");
  if (node == NULL)
    return fail_catalog (loader, error, CP_CATALOG_ERROR_FORMAT, "version", _("missing"));
  /* Any whole number: which ones this reads is said below. */
  if (!read_integer (loader, root, NULL, "version", G_MININT, G_MAXINT, &version_number, error))
    return FALSE;
  loader->version = version_number;
  if (loader->version < CP_CATALOG_MIN_VERSION || loader->version > CP_CATALOG_VERSION)
    {
      g_autofree char *version = cp_format_integer (version_number);

      return fail_catalog (loader, error, CP_CATALOG_ERROR_FORMAT, "version",
                   _("version %s is not supported; this Cluster Planner reads versions %d to %d"),
                   version, CP_CATALOG_MIN_VERSION, CP_CATALOG_VERSION);
    }

  if (!read_string (loader, root, NULL, "currency", TRUE, MAX_ID_LENGTH, &currency, error))
    return FALSE;
  if (!g_str_equal (currency, "USD"))
    return fail_catalog (loader, error, CP_CATALOG_ERROR_FORMAT, "currency",
                 _("only “USD” is supported, not “%s”"), echo (loader, currency));

  node = cp_json_member (root, "date");
  if (node != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        return fail (loader, error, CP_FILE_ERROR_TYPE, "date",
                     _("must be a date like “2026-11-01”, not %s"), cp_json_describe (node));

      date = json_node_get_string (node);
      if (!cp_format_is_iso_date (date))
        return fail (loader, error, CP_FILE_ERROR_RANGE, "date",
                     _("must be a date like “2026-11-01”, not “%s”"),
                     echo (loader, date));

      loader->contents->date = g_strdup (date);
    }

  loader->contents->currency = g_strdup (currency);

  return TRUE;
}

void
_cp_catalog_contents_clear (CpCatalogContents *contents)
{
  g_clear_pointer (&contents->currency, g_free);
  g_clear_pointer (&contents->date, g_free);
  g_clear_pointer (&contents->links, g_ptr_array_unref);
  g_clear_pointer (&contents->gpus, g_ptr_array_unref);
  g_clear_pointer (&contents->tiers, g_ptr_array_unref);
  g_clear_pointer (&contents->units, g_ptr_array_unref);
  g_clear_pointer (&contents->models, g_ptr_array_unref);
  g_clear_pointer (&contents->comparisons, g_ptr_array_unref);
  g_clear_pointer (&contents->extras, g_ptr_array_unref);
}

/**
 * _cp_catalog_parse:
 * @bytes: the text of a catalog
 * @display_name: how to name it in errors (a path, or "built-in catalog")
 * @translate: whether to translate its words (for the built-in catalog)
 * @contents: (out caller-allocates): the items, when all of them are valid
 * @error: the first problem, with @display_name and a JSON path
 *
 * Parses and validates a catalog. Either everything in it is valid and
 * @contents holds it, or nothing is kept.
 */
gboolean
_cp_catalog_parse (GBytes             *bytes,
                   const char         *display_name,
                   gboolean            translate,
                   CpCatalogContents  *contents,
                   GError            **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_auto(CpCatalogContents) parsed = { 0 };
  g_autoptr(GPtrArray) echoes = g_ptr_array_new_with_free_func (g_free);
  Loader loader = { .file = display_name, .contents = &parsed, .translate = translate,
                    .echoes = echoes };
  gboolean ok;

  g_return_val_if_fail (bytes != NULL, FALSE);
  g_return_val_if_fail (display_name != NULL, FALSE);
  g_return_val_if_fail (contents != NULL, FALSE);

  if (g_bytes_get_size (bytes) > CP_CATALOG_MAX_BYTES)
    return fail (&loader, error, CP_FILE_ERROR_TOO_LARGE, NULL,
                 _("the file is larger than %u MB; a catalog is much smaller"),
                 CP_CATALOG_MAX_BYTES / (1024 * 1024));

  /* Exactly JSON, with the depth bounded on the very tokens read. */
  root = cp_json_read (bytes, display_name, CP_CATALOG_MAX_DEPTH, CP_CATALOG_MAX_BYTES, error);
  if (root == NULL)
    return FALSE;

  if (!JSON_NODE_HOLDS_OBJECT (root))
    return fail_catalog (&loader, error, CP_CATALOG_ERROR_FORMAT, NULL,
                 _("a catalog is one JSON object, not %s"), cp_json_describe (root));

  parsed.links = g_ptr_array_new_with_free_func (g_object_unref);
  parsed.gpus = g_ptr_array_new_with_free_func (g_object_unref);
  parsed.tiers = g_ptr_array_new_with_free_func (g_object_unref);
  parsed.units = g_ptr_array_new_with_free_func (g_object_unref);
  parsed.models = g_ptr_array_new_with_free_func (g_object_unref);
  parsed.comparisons = g_ptr_array_new_with_free_func (g_object_unref);
  parsed.extras = g_ptr_array_new_with_free_func (g_object_unref);

  loader.link_ids = g_hash_table_new (g_str_hash, g_str_equal);
  loader.gpu_ids = g_hash_table_new (g_str_hash, g_str_equal);
  loader.tier_ids = g_hash_table_new (g_str_hash, g_str_equal);
  loader.unit_ids = g_hash_table_new (g_str_hash, g_str_equal);
  loader.model_ids = g_hash_table_new (g_str_hash, g_str_equal);
  loader.model_names = g_hash_table_new (g_str_hash, g_str_equal);
  loader.comparison_ids = g_hash_table_new (g_str_hash, g_str_equal);

  /* Items that others refer to come first. */
  ok = read_header (&loader, json_node_get_object (root), error) &&
       read_list (&loader, json_node_get_object (root), "links", FALSE, read_link, error) &&
       read_list (&loader, json_node_get_object (root), "gpus", FALSE, read_gpu, error) &&
       read_list (&loader, json_node_get_object (root), "tiers", FALSE, read_tier, error) &&
       read_list (&loader, json_node_get_object (root), "units", FALSE, read_unit, error) &&
       read_list (&loader, json_node_get_object (root), "models", TRUE, read_model, error) &&
       read_list (&loader, json_node_get_object (root), "comparisons", TRUE, read_comparison, error) &&
       _cp_measurements_read (display_name, json_node_get_object (root), translate, parsed.gpus,
                              parsed.models, error) &&
       _cp_extra_read_all (json_node_get_object (root), display_name, translate, parsed.units,
                           parsed.extras, error);

  g_hash_table_unref (loader.link_ids);
  g_hash_table_unref (loader.gpu_ids);
  g_hash_table_unref (loader.tier_ids);
  g_hash_table_unref (loader.unit_ids);
  g_hash_table_unref (loader.model_ids);
  g_hash_table_unref (loader.model_names);
  g_hash_table_unref (loader.comparison_ids);

  if (!ok)
    return FALSE;

  *contents = parsed;
  parsed = (CpCatalogContents) { 0 };

  return TRUE;
}
