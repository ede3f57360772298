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

#include "cp-quote-register.h"
#include "cp-quote-snapshot.h"

/* What the register keeps of a quote, as two JSON texts:
 *
 * - the plan it was made from: the models (catalog ids, or how a custom
 *   model was described), the memory they need, the workload (none yet)
 *   and the build quoted;
 * - the document: every word and figure the quote itself holds (store,
 *   customer, number, dates, lines, total).
 *
 * Together they make the quote again from a catalog, with the same number
 * and the same content: restoring checks that the catalog still gives the
 * same build at the same prices, and refuses otherwise rather than print
 * other figures under an old number. Both texts are written member by
 * member in a fixed order, so the same quote always gives the same text
 * and two snapshots can be compared as strings. */

#define SNAPSHOT_FORMAT 1

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
  add_int (builder, "format", SNAPSHOT_FORMAT);

  json_builder_set_member_name (builder, "models");
  json_builder_begin_array (builder);
  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModel) model = g_list_model_get_item (models, i);

      add_model (builder, model);
    }
  json_builder_end_array (builder);
  add_int (builder, "required_memory_mb", cp_plan_get_required_mb (plan));

  /* The workload a plan may describe comes with the workload engine. */
  json_builder_set_member_name (builder, "workload");
  json_builder_add_null_value (builder);

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

  json_builder_begin_object (builder);
  add_int (builder, "format", SNAPSHOT_FORMAT);
  add_string (builder, "store_name", cp_quote_get_store_name (quote));
  add_string (builder, "store_address", cp_quote_get_store_address (quote));
  add_string (builder, "customer", cp_quote_get_customer (quote));
  add_string (builder, "number_prefix", cp_quote_get_number_prefix (quote));
  add_int (builder, "number", cp_quote_get_number (quote));
  add_string (builder, "issued", issued);
  add_int (builder, "validity_days", cp_quote_get_validity_days (quote));
  add_string (builder, "catalog_date", cp_quote_get_catalog_date (quote));
  add_string (builder, "currency", cp_quote_get_currency (quote));

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
              JsonParser *parser)
{
  JsonNode *root;

  if (text == NULL || !json_parser_load_from_data (parser, text, -1, NULL))
    {
      damaged (reader, member);
      return NULL;
    }

  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root) ||
      json_object_get_int_member_with_default (json_node_get_object (root),
                                               "format", 0) != SNAPSHOT_FORMAT)
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
read_model (Reader     *reader,
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
  JsonArray *array;
  JsonObject *stored;
  const char *tier = NULL;
  const char *unit = NULL;
  gint64 count;

  if (!read_array (reader, object, "models", &array))
    return NULL;
  if (json_array_get_length (array) == 0)
    {
      damaged (reader, "models");
      return NULL;
    }

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      CpModel *model = read_model (reader, json_array_get_element (array, i), catalog);

      if (model == NULL)
        return NULL;
      g_ptr_array_add (models, model);
    }

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

  plan = cp_catalog_plan (catalog, (CpModel **) models->pdata, models->len, reader->error);
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

  cp_quote_set_store_name (quote, store_name);
  cp_quote_set_store_address (quote, store_address);
  cp_quote_set_customer (quote, customer);
  cp_quote_set_number_prefix (quote, prefix);
  cp_quote_set_number (quote, (guint) number);
  cp_quote_set_issued (quote, issued);
  cp_quote_set_validity_days (quote, (guint) validity);

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

  plan_object = parse_object (&reader, plan, "plan", plan_parser);
  if (plan_object == NULL)
    return NULL;
  document_object = parse_object (&reader, document, "document", document_parser);
  if (document_object == NULL)
    return NULL;

  sized = read_plan (&reader, plan_object, catalog, &build);
  if (sized == NULL)
    return NULL;

  quote = cp_quote_new (catalog, sized, build);
  if (!read_words (&reader, document_object, quote) ||
      !same_figures (&reader, document_object, quote, catalog))
    return NULL;

  return g_steal_pointer (&quote);
}
