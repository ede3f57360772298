/* cp-plan-document-reader.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-plan-document"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cp-catalog.h"
#include "cp-file-io.h"
#include "cp-format.h"
#include "cp-json-fields.h"
#include "cp-json-reader.h"
#include "cp-model-arch-json.h"
#include "cp-plan-document-private.h"
#include "cp-text.h"

/* Plan files read as strictly as a catalog (docs/plan.md): a regular file
 * of at most CP_PLAN_DOCUMENT_MAX_BYTES, strict JSON in UTF-8 nested at
 * most CP_PLAN_DOCUMENT_MAX_DEPTH deep (cp_json_read()), every member of
 * the right type and in range. Every error is one line: the file, the
 * place as a JSON path, the problem. Nothing of a broken file is used. */

#define MAX_ID_LENGTH    64
#define MAX_NAME_LENGTH  CP_TEXT_NAME_MAX
#define MAX_MODELS       CP_PLAN_DOCUMENT_MAX_MODELS
#define MAX_BUILDS       10000
#define MAX_UNIT_POWER_W 1000000000
#define MAX_UNIT_PRICE   10000000000.0
#define MAX_COUNT        1000000000

typedef struct
{
  const char     *file;
  CpPlanDocument *document;
} Reader;

static char *
dup_index_path (const char *where,
                guint       index)
{
  return g_strdup_printf ("%s[%u]", where, index);
}

/* A string member that is an id: letters, digits, "-", "_" and ".". */
static gboolean
read_id (Reader      *reader,
         JsonObject  *object,
         const char  *where,
         const char  *name,
         gboolean     required,
         const char **value,
         GError     **error)
{
  return cp_json_read_id (reader->file, object, where, name, required, MAX_ID_LENGTH, value,
                           error);
}

/* An object member, or NULL when it is missing and may be. */
static gboolean
read_object (Reader      *reader,
             JsonObject  *object,
             const char  *where,
             const char  *name,
             gboolean     required,
             JsonObject **value,
             GError     **error)
{
  JsonNode *node;

  *value = NULL;
  if (!cp_json_find_member (reader->file, object, where, name, CP_JSON_OBJECT, required, &node,
                             error))
    return FALSE;
  if (node != NULL)
    *value = json_node_get_object (node);

  return TRUE;
}

/* A list member of at most @max elements, or NULL when it is missing and
 * may be. */
static gboolean
read_array (Reader      *reader,
            JsonObject  *object,
            const char  *name,
            gboolean     required,
            guint        max,
            JsonArray  **value,
            GError     **error)
{
  JsonNode *node;

  *value = NULL;
  if (!cp_json_find_member (reader->file, object, NULL, name, CP_JSON_LIST, required, &node,
                             error))
    return FALSE;
  if (node == NULL)
    return TRUE;

  if (json_array_get_length (json_node_get_array (node)) > max)
    {
      g_autofree char *most = cp_format_integer (max);

      return cp_json_fail (reader->file, error, CP_FILE_ERROR_RANGE, name,
                            ngettext ("has more than %s entry", "has more than %s entries",
                                      cp_format_plural_count (max)),
                            most);
    }

  *value = json_node_get_array (node);

  return TRUE;
}

/* Element @index of @array, which must be an object; @object is NULL
 * when it is not. */
static gboolean
element_object (Reader      *reader,
                JsonArray   *array,
                guint        index,
                const char  *path,
                JsonObject **object,
                GError     **error)
{
  JsonNode *node = json_array_get_element (array, index);

  *object = NULL;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return cp_json_fail (reader->file, error, CP_FILE_ERROR_TYPE, path,
                          _("must be an object, not %s"), cp_json_describe (node));

  *object = json_node_get_object (node);

  return TRUE;
}

static gboolean
read_header (Reader      *reader,
             JsonObject  *root,
             GError     **error)
{
  const char *format;
  gint64 version;

  if (!cp_json_read_string (reader->file, root, NULL, "format", TRUE, CP_JSON_MAX_TEXT_LENGTH,
                             &format, error))
    return FALSE;

  if (g_str_equal (format, CP_CATALOG_FORMAT))
    return cp_json_fail_as (reader->file, error, CP_PLAN_DOCUMENT_ERROR, CP_PLAN_DOCUMENT_ERROR_FORMAT, "format",
                          _("this is a catalog, not a plan: open it with “Open Catalog…” "
                            "or --catalog"));

  if (!g_str_equal (format, CP_PLAN_DOCUMENT_FORMAT))
    {
      g_autofree char *shown = cp_text_echo (format, -1);

      return cp_json_fail_as (reader->file, error, CP_PLAN_DOCUMENT_ERROR, CP_PLAN_DOCUMENT_ERROR_FORMAT, "format",
                            _("must be “%s”, not “%s”"), CP_PLAN_DOCUMENT_FORMAT, shown);
    }

  if (!cp_json_read_integer (reader->file, root, NULL, "version", TRUE, 1, G_MAXINT32,
                              &version, error))
    return FALSE;

  if (version > CP_PLAN_DOCUMENT_VERSION)
    {
      g_autofree char *number = cp_format_integer (version);

      return cp_json_fail_as (reader->file, error, CP_PLAN_DOCUMENT_ERROR, CP_PLAN_DOCUMENT_ERROR_FORMAT, "version",
                            _("the plan was saved by a newer Cluster Planner (version %s); "
                              "this one reads version %d"),
                            number, CP_PLAN_DOCUMENT_VERSION);
    }

  return TRUE;
}

static gboolean
read_catalog (Reader      *reader,
              JsonObject  *root,
              GError     **error)
{
  CpPlanDocument *document = reader->document;
  JsonObject *catalog;
  const char *name, *date, *sha256;

  if (!read_object (reader, root, NULL, "catalog", TRUE, &catalog, error) ||
      !cp_json_read_string (reader->file, catalog, "catalog", "name", TRUE, MAX_NAME_LENGTH,
                             &name, error) ||
      !cp_json_read_string (reader->file, catalog, "catalog", "date", FALSE, 10, &date, error) ||
      !cp_json_read_string (reader->file, catalog, "catalog", "sha256", FALSE, 64, &sha256,
                             error))
    return FALSE;

  if (date != NULL && !cp_format_is_iso_date (date))
    return cp_json_fail (reader->file, error, CP_FILE_ERROR_RANGE, "catalog.date",
                          _("must be a date as YYYY-MM-DD, not “%s”"), date);
  if (sha256 != NULL && !_cp_plan_document_is_sha256 (sha256))
    return cp_json_fail (reader->file, error, CP_FILE_ERROR_RANGE, "catalog.sha256",
                          _("must be 64 lowercase hexadecimal digits"));

  document->catalog_name = g_strdup (name);
  document->catalog_date = g_strdup (date);
  document->catalog_sha256 = g_strdup (sha256);

  return TRUE;
}

/* A weight format member, when there is one. */
static gboolean
read_weights (Reader         *reader,
              JsonObject     *object,
              const char     *where,
              gboolean       *has_weights,
              CpWeightFormat *weights,
              GError        **error)
{
  g_autofree char *path = cp_json_path (where, "weights");
  const char *name;

  if (!cp_json_read_string (reader->file, object, where, "weights", FALSE, MAX_ID_LENGTH, &name,
                             error))
    return FALSE;

  *has_weights = name != NULL;
  if (name != NULL && !cp_weight_format_from_string (name, weights))
    {
      g_autofree char *shown = cp_text_echo (name, -1);

      return cp_json_fail (reader->file, error, CP_FILE_ERROR_RANGE, path,
                            _("must be one of %s, not “%s”"), CP_WEIGHT_FORMAT_NAMES, shown);
    }

  return TRUE;
}

/* "chosen": true when it is not there. */
static gboolean
read_chosen (Reader      *reader,
             JsonObject  *object,
             const char  *where,
             gboolean    *chosen,
             GError     **error)
{
  if (cp_json_member (object, "chosen") == NULL)
    {
      *chosen = TRUE;
      return TRUE;
    }

  return cp_json_read_boolean (reader->file, object, where, "chosen", TRUE, chosen, error);
}

/* A memory in GB as the engine holds it, in whole MB. */
static gboolean
read_memory (Reader      *reader,
             JsonObject  *object,
             const char  *where,
             const char  *name,
             gint64      *memory_mb,
             GError     **error)
{
  g_autofree char *path = cp_json_path (where, name);
  g_autoptr(GError) sizing_error = NULL;
  double gb;

  if (!cp_json_read_number (reader->file, object, where, name, TRUE, CP_MAX_MEMORY_GB, &gb, NULL,
                             error))
    return FALSE;

  if (!cp_sizing_memory_from_gb (gb, memory_mb, &sizing_error))
    return cp_json_fail (reader->file, error, CP_FILE_ERROR_RANGE, path, "%s",
                          sizing_error->message);

  return TRUE;
}

/* A custom model: by its parameters at a precision, or by its memory. */
static CpModel *
read_custom_model (Reader      *reader,
                   JsonObject  *object,
                   const char  *where,
                   const char  *id,
                   const char  *given_name,
                   GError     **error)
{
  g_autoptr(CpModelArchitecture) architecture = NULL;
  g_autoptr(CpModel) base = NULL;

  if (cp_json_member (object, "params_b") != NULL)
    {
      g_autofree char *path = cp_json_path (where, "params_b");
      g_autofree char *precision_path = cp_json_path (where, "precision");
      g_autoptr(GError) sizing_error = NULL;
      const char *precision_name;
      CpPrecision precision;
      double params_b;

      if (!cp_json_read_number (reader->file, object, where, "params_b", TRUE, G_MAXDOUBLE,
                                 &params_b, NULL, error) ||
          !cp_json_read_string (reader->file, object, where, "precision", TRUE, MAX_ID_LENGTH,
                                 &precision_name, error))
        return NULL;

      if (!cp_precision_from_string (precision_name, &precision))
        {
          g_autofree char *shown = cp_text_echo (precision_name, -1);

          cp_json_fail (reader->file, error, CP_FILE_ERROR_RANGE, precision_path,
                         _("must be one of %s, not “%s”"), CP_PRECISION_NAMES, shown);
          return NULL;
        }

      base = cp_model_new_for_params (params_b, precision, &sizing_error);
      if (base == NULL)
        {
          cp_json_fail (reader->file, error, CP_FILE_ERROR_RANGE, path, "%s",
                         sizing_error->message);
          return NULL;
        }
    }
  else
    {
      gint64 memory_mb;

      if (!read_memory (reader, object, where, "min_memory_gb", &memory_mb, error))
        return NULL;
      base = cp_model_new_for_memory (memory_mb);
    }

  if (!cp_model_arch_read (reader->file, object, where, FALSE, &architecture, error))
    return NULL;

  return g_object_new (CP_TYPE_MODEL,
                       "id", id,
                       "name", given_name != NULL ? given_name : cp_item_get_name (CP_ITEM (base)),
                       "source", architecture != NULL
                                 ? cp_model_architecture_get_source (architecture) : NULL,
                       "min-memory-mb", cp_model_get_min_memory_mb (base),
                       "params-b", cp_model_get_params_b (base),
                       "precision", cp_model_get_precision (base),
                       "architecture", architecture,
                       "custom", TRUE,
                       NULL);
}

static gboolean
read_entry (Reader      *reader,
            JsonObject  *object,
            const char  *where,
            GHashTable  *ids,
            GError     **error)
{
  g_autofree char *id_path = cp_json_path (where, "id");
  CpPlanEntry *entry;
  CpModel *model = NULL;
  const char *id, *name;
  gboolean custom, chosen, has_weights;
  CpWeightFormat weights = { 0 };

  if (!read_id (reader, object, where, "id", TRUE, &id, error) ||
      !cp_json_read_boolean (reader->file, object, where, "custom", FALSE, &custom, error) ||
      !read_chosen (reader, object, where, &chosen, error) ||
      !cp_json_read_string (reader->file, object, where, "name", !custom, MAX_NAME_LENGTH, &name,
                             error) ||
      !read_weights (reader, object, where, &has_weights, &weights, error))
    return FALSE;

  if (g_hash_table_contains (ids, id))
    return cp_json_fail_as (reader->file, error, CP_PLAN_DOCUMENT_ERROR, CP_PLAN_DOCUMENT_ERROR_DUPLICATE, id_path,
                          _("“%s” is listed twice"), id);

  if (custom)
    model = read_custom_model (reader, object, where, id, name, error);
  else
    {
      g_autoptr(CpModelArchitecture) architecture = NULL;
      gint64 memory_mb;

      /* A catalog model may carry the architecture the person attached
       * to it (Import config.json… on its row). */
      if (read_memory (reader, object, where, "min_memory_gb", &memory_mb, error) &&
          cp_model_arch_read (reader->file, object, where, FALSE, &architecture, error))
        model = g_object_new (CP_TYPE_MODEL,
                              "id", id,
                              "name", name,
                              "min-memory-mb", memory_mb,
                              "architecture", architecture,
                              NULL);
    }
  if (model == NULL)
    return FALSE;

  g_hash_table_add (ids, g_strdup (id));
  entry = g_new0 (CpPlanEntry, 1);
  entry->id = g_strdup (id);
  entry->model = model;
  entry->given_name = custom ? g_strdup (name) : NULL;
  entry->chosen = chosen;
  entry->has_weights = has_weights;
  entry->weights = weights;
  entry->attached = !custom && cp_model_get_architecture (model) != NULL;
  _cp_plan_document_add_entry (reader->document, entry);

  return TRUE;
}

static gboolean
read_models (Reader      *reader,
             JsonObject  *root,
             GError     **error)
{
  g_autoptr(GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  JsonArray *models;

  if (!read_array (reader, root, "models", TRUE, MAX_MODELS, &models, error))
    return FALSE;

  for (guint i = 0; i < json_array_get_length (models); i++)
    {
      g_autofree char *where = dup_index_path ("models", i);
      JsonObject *object;

      if (!element_object (reader, models, i, where, &object, error) ||
          !read_entry (reader, object, where, ids, error))
        return FALSE;
    }

  return TRUE;
}

static gboolean
read_workload (Reader      *reader,
               JsonObject  *root,
               GError     **error)
{
  CpPlanDocument *document = reader->document;
  JsonObject *workload;
  const char *kv_cache;

  if (!read_object (reader, root, NULL, "workload", FALSE, &workload, error))
    return FALSE;
  if (workload == NULL)
    return TRUE;

  if (!cp_json_read_integer (reader->file, workload, "workload", "context_tokens", TRUE, 1,
                              CP_WORKLOAD_MAX_CONTEXT, &document->workload.context_tokens, error) ||
      !cp_json_read_integer (reader->file, workload, "workload", "users", TRUE, 1,
                              CP_WORKLOAD_MAX_USERS, &document->workload.users, error) ||
      !cp_json_read_string (reader->file, workload, "workload", "kv_cache", TRUE, MAX_ID_LENGTH,
                             &kv_cache, error) ||
      !read_weights (reader, workload, "workload", &document->has_default_weights,
                     &document->default_weights, error) ||
      !cp_json_read_boolean (reader->file, workload, "workload", "allow_pcie_split", FALSE,
                              &document->allow_pcie_split, error))
    return FALSE;

  if (!cp_kv_cache_from_string (kv_cache, &document->workload.kv_cache))
    {
      g_autofree char *shown = cp_text_echo (kv_cache, -1);

      return cp_json_fail (reader->file, error, CP_FILE_ERROR_RANGE, "workload.kv_cache",
                            _("must be one of %s, not “%s”"), "bf16, fp8", shown);
    }

  document->has_workload = TRUE;

  return TRUE;
}

static gboolean
read_builds (Reader      *reader,
             JsonObject  *root,
             GError     **error)
{
  JsonArray *builds;

  if (!read_array (reader, root, "builds", FALSE, MAX_BUILDS, &builds, error))
    return FALSE;

  for (guint i = 0; builds != NULL && i < json_array_get_length (builds); i++)
    {
      g_autofree char *where = dup_index_path ("builds", i);
      JsonObject *object;
      const char *tier, *unit;
      gint64 count;

      if (!element_object (reader, builds, i, where, &object, error) ||
          !read_id (reader, object, where, "tier", TRUE, &tier, error) ||
          !read_id (reader, object, where, "unit", TRUE, &unit, error) ||
          !cp_json_read_integer (reader->file, object, where, "count", TRUE, 1, MAX_COUNT,
                                  &count, error))
        return FALSE;

      cp_plan_document_add_build (reader->document, tier, unit, count);
    }

  return TRUE;
}

static gboolean
read_units (Reader      *reader,
            JsonObject  *root,
            GError     **error)
{
  JsonArray *units;

  if (!read_array (reader, root, "units", FALSE, MAX_BUILDS, &units, error))
    return FALSE;

  for (guint i = 0; units != NULL && i < json_array_get_length (units); i++)
    {
      g_autofree char *where = dup_index_path ("units", i);
      JsonObject *object;
      const char *id, *name;
      gint64 memory_mb, power_w;
      double price_usd;

      if (!element_object (reader, units, i, where, &object, error) ||
          !read_id (reader, object, where, "id", TRUE, &id, error) ||
          !cp_json_read_string (reader->file, object, where, "name", TRUE, MAX_NAME_LENGTH,
                                 &name, error) ||
          !read_memory (reader, object, where, "memory_gb", &memory_mb, error) ||
          !cp_json_read_integer (reader->file, object, where, "power_w", TRUE, 1,
                                  MAX_UNIT_POWER_W, &power_w, error) ||
          !cp_json_read_number (reader->file, object, where, "price_usd", TRUE, MAX_UNIT_PRICE,
                                 &price_usd, NULL, error))
        return FALSE;

      cp_plan_document_add_unit (reader->document, id, name, memory_mb, power_w,
                                  llround (price_usd * 100));
    }

  return TRUE;
}

/* The customer's address: its lines, at most
 * CP_CUSTOMER_MAX_ADDRESS_LINES, each one not empty. */
static gboolean
read_address (Reader      *reader,
              JsonObject  *root,
              GError     **error)
{
  g_autoptr(GString) address = g_string_new (NULL);
  JsonArray *lines;

  if (!read_array (reader, root, "customer_address", FALSE, CP_CUSTOMER_MAX_ADDRESS_LINES,
                   &lines, error))
    return FALSE;
  if (lines == NULL)
    return TRUE;

  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      g_autofree char *where = g_strdup_printf ("customer_address[%u]", i);
      JsonNode *line = json_array_get_element (lines, i);
      const char *text = JSON_NODE_HOLDS_VALUE (line) &&
                         json_node_get_value_type (line) == G_TYPE_STRING
                         ? json_node_get_string (line) : NULL;

      if (text == NULL)
        return cp_json_fail_as (reader->file, error, CP_PLAN_DOCUMENT_ERROR, CP_PLAN_DOCUMENT_ERROR_FORMAT, where,
                              _("must be a string, not %s"), cp_json_describe (line));
      if (text[strspn (text, " \t")] == '\0')
        return cp_json_fail (reader->file, error, CP_FILE_ERROR_RANGE, where,
                              _("must not be empty"));
      if (g_utf8_strlen (text, -1) > CP_CUSTOMER_MAX_LINE)
        return cp_json_fail (reader->file, error, CP_FILE_ERROR_RANGE, where,
                              ngettext ("is longer than %u character",
                                        "is longer than %u characters", CP_CUSTOMER_MAX_LINE),
                              (guint) CP_CUSTOMER_MAX_LINE);

      if (address->len > 0)
        g_string_append_c (address, '\n');
      g_string_append (address, text);
    }

  cp_plan_document_set_customer_field (reader->document, CP_PLAN_CUSTOMER_ADDRESS, address->str);

  return TRUE;
}

/* Who the plan is for: "customer" (the company), "customer_contact",
 * "customer_address" (its lines) and "customer_email", each optional. */
static gboolean
read_customer (Reader      *reader,
               JsonObject  *root,
               GError     **error)
{
  static const struct
  {
    CpPlanCustomerField field;
    const char         *member;
    gsize               max_length;
  } lines[] = {
    { CP_PLAN_CUSTOMER_COMPANY, "customer", CP_CUSTOMER_MAX_COMPANY },
    { CP_PLAN_CUSTOMER_CONTACT, "customer_contact", CP_CUSTOMER_MAX_LINE },
    { CP_PLAN_CUSTOMER_EMAIL, "customer_email", CP_CUSTOMER_MAX_LINE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      const char *value;

      if (!cp_json_read_string (reader->file, root, NULL, lines[i].member, FALSE,
                                 lines[i].max_length, &value, error))
        return FALSE;
      cp_plan_document_set_customer_field (reader->document, lines[i].field, value);
    }

  return read_address (reader, root, error);
}

static gboolean
read_document (Reader      *reader,
               JsonNode    *node,
               GError     **error)
{
  CpPlanDocument *document = reader->document;
  JsonObject *root;
  const char *tier;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return cp_json_fail_as (reader->file, error, CP_PLAN_DOCUMENT_ERROR, CP_PLAN_DOCUMENT_ERROR_FORMAT, NULL,
                          _("a plan is one JSON object, not %s"), cp_json_describe (node));
  root = json_node_get_object (node);

  if (!read_header (reader, root, error) ||
      !read_catalog (reader, root, error) ||
      !read_customer (reader, root, error) ||
      !read_models (reader, root, error) ||
      !read_workload (reader, root, error) ||
      !read_id (reader, root, NULL, "selected_tier", FALSE, &tier, error) ||
      !read_builds (reader, root, error) ||
      !read_units (reader, root, error))
    return FALSE;

  document->selected_tier = g_strdup (tier);

  return TRUE;
}

/**
 * cp_plan_document_new_from_bytes:
 * @bytes: a plan file's contents
 * @display_name: how messages name the file
 *
 * Returns: (transfer full) (nullable): the plan, or %NULL and an error of
 *   %CP_FILE_ERROR or %CP_PLAN_DOCUMENT_ERROR, one line naming @display_name, the place and the
 *   problem.
 */
CpPlanDocument *
cp_plan_document_new_from_bytes (GBytes      *bytes,
                                 const char  *display_name,
                                 GError     **error)
{
  g_autoptr(CpPlanDocument) document = NULL;
  g_autoptr(JsonNode) root = NULL;
  Reader reader;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (display_name != NULL, NULL);

  root = cp_json_read (bytes, display_name, CP_PLAN_DOCUMENT_MAX_DEPTH, CP_PLAN_DOCUMENT_MAX_BYTES,
                       error);
  if (root == NULL)
    return NULL;

  document = cp_plan_document_new ();
  document->display_name = g_strdup (display_name);
  reader = (Reader) { display_name, document };
  if (!read_document (&reader, root, error))
    return NULL;

  return g_steal_pointer (&document);
}

/**
 * cp_plan_document_new_from_file:
 * @file: a plan file
 *
 * Reads @file when it is a regular file (never waiting on a named pipe)
 * of at most CP_PLAN_DOCUMENT_MAX_BYTES.
 *
 * Returns: (transfer full) (nullable): the plan.
 */
CpPlanDocument *
cp_plan_document_new_from_file (GFile   *file,
                                GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *parse_name = NULL;
  g_autofree char *display_name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  /* On one line, whatever the path holds. */
  parse_name = g_file_get_parse_name (file);
  display_name = cp_text_escape (parse_name, -1);

  bytes = cp_file_read_regular (file, display_name, CP_PLAN_DOCUMENT_MAX_BYTES, error);
  if (bytes == NULL)
    return NULL;

  return cp_plan_document_new_from_bytes (bytes, display_name, error);
}
