/* cp-quote-snapshot.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-snapshot"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "cp-architecture-variant.h"
#include "cp-quote-register.h"
#include "cp-quote-snapshot.h"

/* What the register keeps of a quote, as two JSON texts:
 *
 * - the plan it was made from: the models (catalog ids, or how a custom
 *   model was described, with its architecture when it had one), the
 *   memory they need, the workload (null for the store's minimum) and the
 *   build quoted;
 * - the document: every word and figure the quote itself holds (store,
 *   customer, number, dates, lines, total).
 *
 * Together they make the quote again from a catalog, with the same number
 * and the same content: restoring checks that the catalog still gives the
 * same build at the same prices, and refuses otherwise rather than print
 * other figures under an old number. Both texts are written member by
 * member in a fixed order, so the same quote always gives the same text
 * and two snapshots can be compared as strings. */

/* The plan's layout, and the document's: version 2 of the document adds
 * the customer's and the store's details, the accessories and services
 * (what was chosen) and the tax. A version 1 document is a quote of the
 * units alone, untaxed. */
#define PLAN_FORMAT     1
#define DOCUMENT_FORMAT 2

static void
add_string (JsonBuilder *builder,
            const char  *member,
            const char  *value)
{
  json_builder_set_member_name (builder, member);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

static void
add_int (JsonBuilder *builder,
         const char  *member,
         gint64       value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_int_value (builder, value);
}

static void
add_boolean (JsonBuilder *builder,
             const char  *member,
             gboolean     value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_boolean_value (builder, value);
}

static char *
dup_json (JsonBuilder *builder)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (builder);

  json_generator_set_root (generator, root);

  return json_generator_to_data (generator, NULL);
}

static void
add_model (JsonBuilder *builder,
           CpModel     *model)
{
  json_builder_begin_object (builder);
  add_string (builder, "id", cp_item_get_id (CP_ITEM (model)));
  add_string (builder, "name", cp_item_get_name (CP_ITEM (model)));
  add_int (builder, "min_memory_mb", cp_model_get_min_memory_mb (model));
  add_boolean (builder, "custom", cp_model_get_custom (model));
  if (cp_model_get_precision (model) != NULL)
    {
      json_builder_set_member_name (builder, "params_b");
      json_builder_add_double_value (builder, cp_model_get_params_b (model));
      add_string (builder, "precision", cp_model_get_precision (model));
    }
  /* A custom model imported from its config.json keeps its shape. */
  if (cp_model_get_custom (model) && cp_model_get_architecture (model) != NULL)
    {
      json_builder_set_member_name (builder, "architecture");
      json_builder_add_value (builder,
                              json_gvariant_serialize (cp_architecture_to_variant (cp_model_get_architecture (model))));
    }
  json_builder_end_object (builder);
}

/* The workload a plan was made for, or null. */
static void
add_workload (JsonBuilder    *builder,
              CpPlanWorkload *workload)
{
  g_auto(GStrv) ids = NULL;

  json_builder_set_member_name (builder, "workload");
  if (workload == NULL)
    {
      json_builder_add_null_value (builder);
      return;
    }

  json_builder_begin_object (builder);
  add_int (builder, "context_tokens", cp_plan_workload_get_context_tokens (workload));
  add_int (builder, "users", cp_plan_workload_get_users (workload));
  add_string (builder, "kv_cache", cp_kv_cache_to_string (cp_plan_workload_get_kv_cache (workload)));
  json_builder_set_member_name (builder, "weights");
  json_builder_begin_object (builder);
  ids = cp_plan_workload_dup_weight_ids (workload);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      CpWeightFormat format;
      g_autofree char *name = NULL;

      cp_plan_workload_get_model_weights (workload, ids[i], &format);
      name = cp_weight_format_to_string (&format);
      add_string (builder, ids[i], name);
    }
  json_builder_end_object (builder);
  json_builder_end_object (builder);
}

/**
 * cp_quote_snapshot_dup_plan:
 *
 * Returns: the plan @quote was made from, as JSON.
 */
char *
cp_quote_snapshot_dup_plan (CpQuote *quote)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  CpPlan *plan = cp_quote_get_plan (quote);
  CpBuild *build = cp_quote_get_build (quote);
  GListModel *models = cp_plan_get_models (plan);
  CpItem *tier = CP_ITEM (cp_build_get_tier (build));
  CpItem *unit = CP_ITEM (cp_build_get_unit (build));

  json_builder_begin_object (builder);
  add_int (builder, "format", PLAN_FORMAT);

  json_builder_set_member_name (builder, "models");
  json_builder_begin_array (builder);
  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModel) model = g_list_model_get_item (models, i);

      add_model (builder, model);
    }
  json_builder_end_array (builder);
  add_int (builder, "required_memory_mb", cp_plan_get_required_mb (plan));

  add_workload (builder, cp_plan_get_workload (plan));

  json_builder_set_member_name (builder, "build");
  json_builder_begin_object (builder);
  add_string (builder, "tier", cp_item_get_id (tier));
  add_string (builder, "tier_name", cp_item_get_name (tier));
  add_string (builder, "unit", cp_item_get_id (unit));
  add_string (builder, "unit_name", cp_item_get_name (unit));
  add_int (builder, "count", cp_build_get_count (build));
  add_int (builder, "gpus", cp_build_get_gpus (build));
  add_int (builder, "memory_mb", cp_build_get_memory_mb (build));
  add_int (builder, "power_w", cp_build_get_power_w (build));
  add_int (builder, "price_cents", cp_build_get_price_cents (build));
  add_boolean (builder, "pooled", cp_build_get_pooled (build));
  add_boolean (builder, "fits", cp_build_get_fits (build));
  add_boolean (builder, "recommended", cp_build_get_recommended (build));
  json_builder_end_object (builder);

  json_builder_end_object (builder);

  return dup_json (builder);
}

/**
 * cp_quote_snapshot_dup_document:
 *
 * Returns: the words and figures of @quote, as JSON.
 */
char *
cp_quote_snapshot_dup_document (CpQuote *quote)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *issued = g_date_time_format_iso8601 (cp_quote_get_issued (quote));
  CpQuoteExtras extras;

  cp_quote_get_extras (quote, &extras);

  json_builder_begin_object (builder);
  add_int (builder, "format", DOCUMENT_FORMAT);
  add_string (builder, "store_name", cp_quote_get_store_name (quote));
  add_string (builder, "store_address", cp_quote_get_store_address (quote));
  add_string (builder, "customer", cp_quote_get_customer (quote));
  add_string (builder, "number_prefix", cp_quote_get_number_prefix (quote));
  add_int (builder, "number", cp_quote_get_number (quote));
  add_string (builder, "issued", issued);
  add_int (builder, "validity_days", cp_quote_get_validity_days (quote));
  add_string (builder, "catalog_date", cp_quote_get_catalog_date (quote));
  add_string (builder, "currency", cp_quote_get_currency (quote));
  for (guint i = 0; i < CP_QUOTE_N_DETAILS; i++)
    add_string (builder, cp_quote_detail_get_name (i), cp_quote_get_detail (quote, i));

  json_builder_set_member_name (builder, "extras");
  json_builder_begin_object (builder);
  add_boolean (builder, "accessories", extras.accessories);
  add_boolean (builder, "installation", extras.installation);
  add_int (builder, "support_years", extras.support_years);
  add_boolean (builder, "shipping", extras.shipping);
  json_builder_end_object (builder);
  add_int (builder, "tax_rate", cp_quote_get_tax_rate (quote));

  json_builder_set_member_name (builder, "lines");
  json_builder_begin_array (builder);
  for (guint i = 0; i < cp_quote_get_n_lines (quote); i++)
    {
      const CpQuoteLine *line = cp_quote_get_line (quote, i);

      json_builder_begin_object (builder);
      add_string (builder, "description", line->description);
      add_string (builder, "detail", line->detail);
      add_int (builder, "quantity", line->quantity);
      add_int (builder, "unit_price_cents", line->unit_price_cents);
      add_int (builder, "total_cents", line->total_cents);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  add_int (builder, "subtotal_cents", cp_quote_get_subtotal_cents (quote));
  add_int (builder, "tax_cents", cp_quote_get_tax_cents (quote));
  add_int (builder, "total_cents", cp_quote_get_total_cents (quote));

  json_builder_end_object (builder);

  return dup_json (builder);
}

/* Reading back. The texts were written by this file, but the database is
 * a file a person can edit: every member is checked, and one that is
 * missing or of the wrong type makes the record "damaged", by name. */
typedef struct
{
  const char  *what;
  GError     **error;
} Reader;

static gboolean
damaged (Reader     *reader,
         const char *member)
{
  g_set_error (reader->error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_FORMAT,
               /* TRANSLATORS: e.g. "quotes.db: Q-0003: the register’s record of it is
                * damaged (“lines”)" */
               _("%s: the register’s record of it is damaged (“%s”)"), reader->what, member);
  return FALSE;
}

static JsonObject *
parse_object (Reader     *reader,
              const char *text,
              const char *member,
              gint64      max_format,
              JsonParser *parser)
{
  JsonNode *root;
  gint64 format;

  if (text == NULL || !json_parser_load_from_data (parser, text, -1, NULL))
    {
      damaged (reader, member);
      return NULL;
    }

  root = json_parser_get_root (parser);
  format = root != NULL && JSON_NODE_HOLDS_OBJECT (root)
           ? json_object_get_int_member_with_default (json_node_get_object (root), "format", 0)
           : 0;
  if (format < 1 || format > max_format)
    {
      damaged (reader, member);
      return NULL;
    }

  return json_node_get_object (root);
}

static gboolean
read_int (Reader     *reader,
          JsonObject *object,
          const char *member,
          gint64      min,
          gint64      max,
          gint64     *value)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || json_node_get_value_type (node) != G_TYPE_INT64)
    return damaged (reader, member);

  *value = json_node_get_int (node);
  if (*value < min || *value > max)
    return damaged (reader, member);

  return TRUE;
}

/* A string member; %NULL stands for JSON null, which @nullable allows. */
static gboolean
read_string (Reader      *reader,
             JsonObject  *object,
             const char  *member,
             gboolean     nullable,
             const char **value)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node != NULL && JSON_NODE_HOLDS_NULL (node) && nullable)
    {
      *value = NULL;
      return TRUE;
    }

  if (node == NULL || json_node_get_value_type (node) != G_TYPE_STRING)
    return damaged (reader, member);

  *value = json_node_get_string (node);

  return TRUE;
}

static gboolean
read_array (Reader      *reader,
            JsonObject  *object,
            const char  *member,
            JsonArray  **value)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return damaged (reader, member);

  *value = json_node_get_array (node);

  return TRUE;
}

/* An object member, or %NULL when there is none. */
static JsonObject *
read_object (JsonObject *object,
             const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

/* A model as the plan names it: the catalog's, found by id, or a custom
 * one made again from what described it. */
static CpModel *
read_described_model (Reader     *reader,
                      JsonNode   *node,
                      CpCatalog  *catalog)
{
  JsonObject *object = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  const char *id = NULL;
  const char *precision_name = NULL;
  CpPrecision precision;
  CpModel *model;
  gint64 memory_mb;

  if (object == NULL)
    {
      damaged (reader, "models");
      return NULL;
    }

  if (!json_object_get_boolean_member_with_default (object, "custom", FALSE))
    {
      if (!read_string (reader, object, "id", FALSE, &id))
        return NULL;

      model = cp_catalog_find_model (catalog, id);
      if (model == NULL)
        g_set_error (reader->error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_CHANGED,
                     /* TRANSLATORS: e.g. "quotes.db: Q-0003: the built-in catalog has no model
                      * “llama-65b” any more" */
                     _("%s: the %s has no model “%s” any more"),
                     reader->what, cp_catalog_get_display_name (catalog), id);

      return model != NULL ? g_object_ref (model) : NULL;
    }

  if (json_object_has_member (object, "precision"))
    {
      if (!read_string (reader, object, "precision", FALSE, &precision_name) ||
          !cp_precision_from_string (precision_name, &precision) ||
          json_object_get_double_member_with_default (object, "params_b", 0) <= 0)
        {
          damaged (reader, "precision");
          return NULL;
        }

      return cp_model_new_for_params (json_object_get_double_member (object, "params_b"),
                                      precision, reader->error);
    }

  if (!read_int (reader, object, "min_memory_mb", 1, G_MAXINT64, &memory_mb))
    return NULL;

  return cp_model_new_for_memory (memory_mb);
}

/* A model, with the architecture a custom one was imported with. */
static CpModel *
read_model (Reader     *reader,
            JsonNode   *node,
            CpCatalog  *catalog)
{
  g_autoptr(CpModel) model = read_described_model (reader, node, catalog);
  g_autoptr(CpModelArchitecture) architecture = NULL;
  g_autoptr(GVariant) variant = NULL;
  JsonNode *stored;

  if (model == NULL || !cp_model_get_custom (model) ||
      (stored = json_object_get_member (json_node_get_object (node), "architecture")) == NULL)
    return g_steal_pointer (&model);

  variant = json_gvariant_deserialize (stored, "a{sv}", NULL);
  if (variant != NULL)
    architecture = cp_architecture_from_variant (variant, NULL);
  if (architecture == NULL)
    {
      damaged (reader, "architecture");
      return NULL;
    }

  return cp_model_copy_with_architecture (model, architecture);
}

/* The workload the plan was made for: NULL in *@workload for none. */
static gboolean
read_workload (Reader          *reader,
               JsonObject      *object,
               CpPlanWorkload **workload)
{
  JsonObject *stored = read_object (object, "workload");
  g_autoptr(GList) members = NULL;
  JsonObject *weights;
  const char *kv_name = NULL;
  CpKvCache kv_cache;
  gint64 context, users;

  *workload = NULL;
  if (stored == NULL)
    return TRUE;

  if (!read_int (reader, stored, "context_tokens", 1, CP_WORKLOAD_MAX_CONTEXT, &context) ||
      !read_int (reader, stored, "users", 1, CP_WORKLOAD_MAX_USERS, &users) ||
      !read_string (reader, stored, "kv_cache", FALSE, &kv_name))
    return FALSE;
  if (!cp_kv_cache_from_string (kv_name, &kv_cache))
    return damaged (reader, "kv_cache");

  *workload = cp_plan_workload_new (context, users, kv_cache);
  weights = read_object (stored, "weights");
  members = weights != NULL ? json_object_get_members (weights) : NULL;
  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *name = json_object_get_string_member_with_default (weights, l->data, NULL);
      CpWeightFormat format;

      if (!cp_weight_format_from_string (name, &format))
        {
          g_clear_pointer (workload, cp_plan_workload_unref);
          return damaged (reader, "weights");
        }
      cp_plan_workload_set_weights (*workload, l->data, &format);
    }

  return TRUE;
}

/* The plan's models, at least one, into @models. */
static gboolean
read_models (Reader     *reader,
             JsonObject *object,
             CpCatalog  *catalog,
             GPtrArray  *models)
{
  JsonArray *array;

  if (!read_array (reader, object, "models", &array))
    return FALSE;
  if (json_array_get_length (array) == 0)
    return damaged (reader, "models");

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      CpModel *model = read_model (reader, json_array_get_element (array, i), catalog);

      if (model == NULL)
        return FALSE;
      g_ptr_array_add (models, model);
    }

  return TRUE;
}

/* The plan sized again with @catalog, and its build of the quoted tier,
 * which must still be the same units. */
static CpPlan *
read_plan (Reader      *reader,
           JsonObject  *object,
           CpCatalog   *catalog,
           CpBuild    **build)
{
  g_autoptr(GPtrArray) models = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(CpPlan) plan = NULL;
  g_autoptr(CpPlanWorkload) workload = NULL;
  JsonObject *stored;
  const char *tier = NULL;
  const char *unit = NULL;
  gint64 count;

  if (!read_models (reader, object, catalog, models))
    return NULL;

  stored = read_object (object, "build");
  if (stored == NULL)
    {
      damaged (reader, "build");
      return NULL;
    }
  if (!read_string (reader, stored, "tier", FALSE, &tier) ||
      !read_string (reader, stored, "unit", FALSE, &unit) ||
      !read_int (reader, stored, "count", 1, G_MAXINT64, &count))
    return NULL;

  if (!read_workload (reader, object, &workload))
    return NULL;

  plan = cp_catalog_plan_with_workload (catalog, (CpModel **) models->pdata, models->len,
                                        workload, reader->error);
  if (plan == NULL)
    return NULL;

  *build = cp_plan_find_build (plan, tier);
  if (*build == NULL ||
      g_strcmp0 (cp_item_get_id (CP_ITEM (cp_build_get_unit (*build))), unit) != 0 ||
      cp_build_get_count (*build) != count)
    {
      g_set_error (reader->error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_CHANGED,
                   /* TRANSLATORS: e.g. "quotes.db: Q-0003: the built-in catalog no longer
                    * gives this build for its models" */
                   _("%s: the %s no longer gives this build for its models"),
                   reader->what, cp_catalog_get_display_name (catalog));
      return NULL;
    }

  return g_steal_pointer (&plan);
}

/**
 * cp_quote_snapshot_read_models:
 * @plan: from cp_quote_snapshot_dup_plan()
 * @catalog: the catalog to find the models in
 * @what: how errors name the quote ("quotes.db: Q-0003")
 * @tier: (out): the id of the tier quoted
 * @error: where a damaged record, or a model the catalog no longer has,
 *   is said
 *
 * The plan a quote was made from, to plan again from it: its models (the
 * catalog's, or custom ones made again from what described them) and the
 * tier of the build quoted. Unlike cp_quote_snapshot_restore(), the
 * catalog may have other prices now.
 *
 * Returns: (transfer full) (element-type CpModel) (nullable): the models,
 *   or %NULL on error.
 */
GPtrArray *
cp_quote_snapshot_read_models (const char  *plan,
                               CpCatalog   *catalog,
                               const char  *what,
                               char       **tier,
                               GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GPtrArray) models = g_ptr_array_new_with_free_func (g_object_unref);
  Reader reader = { what, error };
  JsonObject *object, *build;
  const char *tier_id = NULL;

  g_return_val_if_fail (CP_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (tier != NULL, NULL);

  object = parse_object (&reader, plan, "plan", PLAN_FORMAT, parser);
  if (object == NULL || !read_models (&reader, object, catalog, models))
    return NULL;

  build = read_object (object, "build");
  if (build == NULL)
    {
      damaged (&reader, "build");
      return NULL;
    }
  if (!read_string (&reader, build, "tier", FALSE, &tier_id))
    return NULL;

  *tier = g_strdup (tier_id);

  return g_steal_pointer (&models);
}

/* The store's words, the customer and the number, as the quote had them. */
static gboolean
read_words (Reader     *reader,
            JsonObject *object,
            CpQuote    *quote)
{
  const char *store_name, *store_address, *customer, *prefix, *issued_text;
  g_autoptr(GDateTime) issued = NULL;
  gint64 number, validity;

  if (!read_string (reader, object, "store_name", FALSE, &store_name) ||
      !read_string (reader, object, "store_address", FALSE, &store_address) ||
      !read_string (reader, object, "customer", FALSE, &customer) ||
      !read_string (reader, object, "number_prefix", FALSE, &prefix) ||
      !read_int (reader, object, "number", 1, CP_QUOTE_MAX_NUMBER, &number) ||
      !read_string (reader, object, "issued", FALSE, &issued_text) ||
      !read_int (reader, object, "validity_days", 1, CP_QUOTE_MAX_VALIDITY_DAYS, &validity))
    return FALSE;

  issued = g_date_time_new_from_iso8601 (issued_text, NULL);
  if (issued == NULL)
    return damaged (reader, "issued");

  /* A version 1 document has none: they stay empty. */
  for (guint i = 0; i < CP_QUOTE_N_DETAILS; i++)
    {
      const char *value = "";

      if (json_object_get_int_member (object, "format") >= 2 &&
          !read_string (reader, object, cp_quote_detail_get_name (i), FALSE, &value))
        return FALSE;
      cp_quote_set_detail (quote, i, value);
    }

  cp_quote_set_store_name (quote, store_name);
  cp_quote_set_store_address (quote, store_address);
  cp_quote_set_customer (quote, customer);
  cp_quote_set_number_prefix (quote, prefix);
  cp_quote_set_number (quote, (guint) number);
  cp_quote_set_issued (quote, issued);
  cp_quote_set_validity_days (quote, (guint) validity);

  return TRUE;
}

/* What the quote added to the units and its tax rate, made again on the
 * quote; a version 1 document had neither. */
static gboolean
read_extras (Reader     *reader,
             JsonObject *object,
             CpQuote    *quote)
{
  g_autoptr(GError) local_error = NULL;
  CpQuoteExtras extras = { FALSE, };
  JsonObject *stored;
  gint64 years, rate;

  if (json_object_get_int_member (object, "format") < 2)
    return TRUE;

  stored = read_object (object, "extras");
  if (stored == NULL)
    return damaged (reader, "extras");
  if (!read_int (reader, stored, "support_years", 0, CP_QUOTE_MAX_SUPPORT_YEARS, &years) ||
      !read_int (reader, object, "tax_rate", 0, CP_QUOTE_MAX_TAX_RATE, &rate))
    return FALSE;

  extras.accessories = json_object_get_boolean_member_with_default (stored, "accessories", FALSE);
  extras.installation = json_object_get_boolean_member_with_default (stored, "installation", FALSE);
  extras.support_years = (guint) years;
  extras.shipping = json_object_get_boolean_member_with_default (stored, "shipping", FALSE);

  /* Lines that no longer add up are figures that changed. */
  if (!cp_quote_set_tax_rate (quote, (guint) rate, &local_error) ||
      !cp_quote_set_extras (quote, &extras, &local_error))
    return damaged (reader, "lines");

  return TRUE;
}

/* Whether the quote made again has the figures the stored one had: the
 * prices' date, each line's quantity and price, and the total. */
static gboolean
same_figures (Reader     *reader,
              JsonObject *object,
              CpQuote    *quote,
              CpCatalog  *catalog)
{
  const char *catalog_date = NULL;
  JsonArray *lines;
  gint64 total;

  if (!read_string (reader, object, "catalog_date", TRUE, &catalog_date) ||
      !read_array (reader, object, "lines", &lines) ||
      !read_int (reader, object, "total_cents", 0, G_MAXINT64, &total))
    return FALSE;

  if (g_strcmp0 (catalog_date, cp_quote_get_catalog_date (quote)) != 0 ||
      json_array_get_length (lines) != cp_quote_get_n_lines (quote) ||
      total != cp_quote_get_total_cents (quote))
    goto changed;

  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonNode *node = json_array_get_element (lines, i);
      JsonObject *stored = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const CpQuoteLine *line = cp_quote_get_line (quote, i);
      gint64 quantity, price;

      if (stored == NULL)
        return damaged (reader, "lines");
      if (!read_int (reader, stored, "quantity", 1, G_MAXINT64, &quantity) ||
          !read_int (reader, stored, "unit_price_cents", 0, G_MAXINT64, &price))
        return FALSE;
      if (quantity != line->quantity || price != line->unit_price_cents)
        goto changed;
    }

  return TRUE;

changed:
  g_set_error (reader->error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_CHANGED,
               /* TRANSLATORS: e.g. "quotes.db: Q-0003: the built-in catalog has other
                * prices than when the quote was issued" */
               _("%s: the %s has other prices than when the quote was issued"),
               reader->what, cp_catalog_get_display_name (catalog));
  return FALSE;
}

/**
 * cp_quote_snapshot_restore:
 * @plan: from cp_quote_snapshot_dup_plan()
 * @document: from cp_quote_snapshot_dup_document()
 * @catalog: the catalog to make the quote with again
 * @what: how errors name the quote ("quotes.db: Q-0003")
 * @error: where a damaged record, or a catalog that now gives another
 *   build or other prices, is said
 *
 * Returns: (transfer full) (nullable): the quote again, with its number,
 *   issue date and words; %NULL on error.
 */
CpQuote *
cp_quote_snapshot_restore (const char  *plan,
                           const char  *document,
                           CpCatalog   *catalog,
                           const char  *what,
                           GError     **error)
{
  g_autoptr(JsonParser) plan_parser = json_parser_new ();
  g_autoptr(JsonParser) document_parser = json_parser_new ();
  g_autoptr(CpPlan) sized = NULL;
  g_autoptr(CpQuote) quote = NULL;
  Reader reader = { what, error };
  JsonObject *plan_object, *document_object;
  CpBuild *build = NULL;

  g_return_val_if_fail (CP_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  plan_object = parse_object (&reader, plan, "plan", PLAN_FORMAT, plan_parser);
  if (plan_object == NULL)
    return NULL;
  document_object = parse_object (&reader, document, "document", DOCUMENT_FORMAT,
                                  document_parser);
  if (document_object == NULL)
    return NULL;

  sized = read_plan (&reader, plan_object, catalog, &build);
  if (sized == NULL)
    return NULL;

  quote = cp_quote_new (catalog, sized, build);
  if (!read_words (&reader, document_object, quote) ||
      !read_extras (&reader, document_object, quote) ||
      !same_figures (&reader, document_object, quote, catalog))
    return NULL;

  return g_steal_pointer (&quote);
}
