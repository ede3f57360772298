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
#include <string.h>

#include "cp-format.h"
#include "cp-json-reader.h"
#include "cp-planner.h"
#include "cp-quote-register.h"
#include "cp-quote-snapshot.h"
#include "cp-quote-terms.h"

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

/**
 * cp_quote_snapshot_given_name:
 * @model: a model of a plan
 *
 * Returns: (nullable): the name of a custom model that a person gave it
 *   (or that it was imported under), for a plan file to keep; %NULL for
 *   the catalog's models, and for a custom model named after its size,
 *   which a reader names again in its own language.
 */
const char *
cp_quote_snapshot_given_name (CpModel *model)
{
  g_autoptr(CpModel) named = NULL;

  if (!cp_model_get_custom (model))
    return NULL;
  if (cp_model_get_architecture (model) != NULL)
    return cp_item_get_name (CP_ITEM (model));

  named = cp_model_new_described_as (model);
  if (named != NULL && g_strcmp0 (cp_item_get_name (CP_ITEM (named)),
                                  cp_item_get_name (CP_ITEM (model))) == 0)
    return NULL;

  return cp_item_get_name (CP_ITEM (model));
}

/**
 * cp_quote_snapshot_dup_plan:
 *
 * Returns: the plan @quote was made from, as a plan file holds it
 *   (docs/plan.md): the catalog, the models and the workload, every
 *   tier's build with the quoted one's tier picked, and the customer.
 */
char *
cp_quote_snapshot_dup_plan (CpQuote *quote)
{
  g_autoptr(CpPlanDocument) document = cp_plan_document_new ();
  g_autoptr(GBytes) bytes = NULL;
  CpPlan *plan = cp_quote_get_plan (quote);
  CpPlanWorkload *workload = cp_plan_get_workload (plan);
  GListModel *models = cp_plan_get_models (plan);
  CpWeightFormat weights;

  cp_plan_document_set_catalog (document, cp_quote_get_catalog (quote));
  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModel) model = g_list_model_get_item (models, i);
      gboolean own = workload != NULL &&
                     cp_plan_workload_get_model_weights (workload, cp_item_get_id (CP_ITEM (model)),
                                                         &weights);

      cp_plan_document_add_model (document, model, cp_quote_snapshot_given_name (model), TRUE,
                                  own ? &weights : NULL);
    }
  cp_plan_document_set_workload (document, workload,
                                 workload != NULL &&
                                 cp_plan_workload_get_default_weights (workload, &weights)
                                 ? &weights : NULL);
  cp_plan_document_set_plan (document, plan);
  cp_plan_document_set_selected_tier (document,
                                      cp_item_get_id (CP_ITEM (cp_build_get_tier (cp_quote_get_build (quote)))));
  for (guint field = 0; field < CP_PLAN_CUSTOMER_N_FIELDS; field++)
    cp_plan_document_set_customer_field (document, field, cp_quote_get_customer_field (quote, field));

  bytes = cp_plan_document_to_bytes (document);

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
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

/* A member's value when it holds one of the expected type, else the
 * default: a hand-edited record may hold a list or an object anywhere,
 * and json-glib's own _with_default getters are critical about those. */
static const char *
member_string (JsonObject *object,
               const char *member,
               const char *default_value)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && json_node_get_value_type (node) == G_TYPE_STRING
         ? json_node_get_string (node) : default_value;
}

static gboolean
member_boolean (JsonObject *object,
                const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && json_node_get_value_type (node) == G_TYPE_BOOLEAN &&
         json_node_get_boolean (node);
}

static gint64
member_int (JsonObject *object,
            const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && json_node_get_value_type (node) == G_TYPE_INT64
         ? json_node_get_int (node) : 0;
}

/* A number, whole or not; 0 for anything else. */
static double
member_double (JsonObject *object,
               const char *member)
{
  JsonNode *node = json_object_get_member (object, member);
  GType type = node != NULL ? json_node_get_value_type (node) : G_TYPE_INVALID;

  return type == G_TYPE_INT64 || type == G_TYPE_DOUBLE ? json_node_get_double (node) : 0;
}

/* A record's JSON text, read as strictly as a plan file (a register is a
 * file a person or a program can edit), into @root, which keeps it. */
static JsonObject *
parse_object (Reader      *reader,
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
      damaged (reader, member);
      return NULL;
    }

  root = *root_out;
  format = JSON_NODE_HOLDS_OBJECT (root)
           ? member_int (json_node_get_object (root), "format")
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

/**
 * cp_quote_snapshot_read_plan:
 * @plan: from cp_quote_snapshot_dup_plan()
 * @what: how errors name the quote ("quotes.db: Q-0003")
 *
 * Returns: (transfer full) (nullable): the plan a quote was made from, as
 *   a plan file holds it; %NULL, the record damaged, when it cannot be
 *   read.
 */
CpPlanDocument *
cp_quote_snapshot_read_plan (const char  *plan,
                             const char  *what,
                             GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  CpPlanDocument *document;
  Reader reader = { what, error };

  if (plan == NULL)
    {
      damaged (&reader, "plan");
      return NULL;
    }

  bytes = g_bytes_new (plan, strlen (plan));
  document = cp_plan_document_new_from_bytes (bytes, what, &local_error);
  if (document == NULL)
    damaged (&reader, "plan");

  return document;
}

/* The plan sized again with @catalog, and its build of the quoted tier,
 * which must still be the same units. A model the catalog no longer has
 * is a change, not damage. */
static CpPlan *
read_plan (Reader          *reader,
           CpPlanDocument  *document,
           CpCatalog       *catalog,
           CpBuild        **build)
{
  g_autoptr(GPtrArray) models = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(CpPlanWorkload) workload = NULL;
  g_autoptr(CpPlanner) planner = NULL;
  g_autoptr(CpPlan) plan = NULL;
  g_autoptr(GError) local_error = NULL;
  const char *tier = cp_plan_document_get_selected_tier (document);
  const char *unit = NULL;
  gint64 count = 0;

  if (tier == NULL || !cp_plan_document_get_build (document, tier, &unit, &count))
    {
      damaged (reader, "plan");
      return NULL;
    }

  if (!cp_plan_document_resolve (document, catalog, TRUE, NULL, models, &workload, &local_error))
    {
      g_set_error_literal (reader->error, CP_QUOTE_REGISTER_ERROR,
                           CP_QUOTE_REGISTER_ERROR_CHANGED, local_error->message);
      return NULL;
    }

  planner = cp_planner_new (catalog);
  plan = cp_planner_plan_with_workload (planner, (CpModel **) models->pdata, models->len,
                                        workload, reader->error);
  if (plan == NULL)
    return NULL;

  *build = cp_plan_find_build (plan, tier);
  if (*build == NULL ||
      g_strcmp0 (cp_item_get_id (CP_ITEM (cp_build_get_unit (*build))), unit) != 0 ||
      cp_build_get_count (*build) != count)
    {
      g_autofree char *title = cp_catalog_dup_title (catalog);

      g_set_error (reader->error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_CHANGED,
                   /* TRANSLATORS: e.g. "quotes.db: Q-0003: the built-in catalog no longer
                    * gives this build for its models" */
                   _("%s: %s no longer gives this build for its models"), reader->what, title);
      return NULL;
    }

  return g_steal_pointer (&plan);
}

/* The register's first form of a plan (before layout 3): its models (the
 * catalog's by id, name and memory, custom ones by what described them),
 * the workload or null, and the build quoted, with "format": 1. It is
 * read once, to be written as a plan file. */

/* A model of the first form: the catalog's as it was named then, a
 * custom one made again from what described it. */
static CpModel *
legacy_model (Reader     *reader,
              JsonObject *object)
{
  const char *id = NULL, *name = NULL, *precision_name = NULL;
  CpPrecision precision;
  gint64 memory_mb;

  if (member_boolean (object, "custom") &&
      json_object_has_member (object, "precision"))
    {
      if (!read_string (reader, object, "precision", FALSE, &precision_name) ||
          !cp_precision_from_string (precision_name, &precision) ||
          member_double (object, "params_b") <= 0)
        {
          damaged (reader, "precision");
          return NULL;
        }

      return cp_model_new_for_params (member_double (object, "params_b"),
                                      precision, reader->error);
    }

  if (!read_int (reader, object, "min_memory_mb", 1, G_MAXINT64, &memory_mb))
    return NULL;
  if (member_boolean (object, "custom"))
    return cp_model_new_for_memory (memory_mb);

  if (!read_string (reader, object, "id", FALSE, &id) ||
      !read_string (reader, object, "name", FALSE, &name))
    return NULL;

  return g_object_new (CP_TYPE_MODEL, "id", id, "name", name, "min-memory-mb", memory_mb, NULL);
}

/* The models of the first form into @document; a custom model keeps the
 * name it was given, when it was not the one made from its size. */
static gboolean
legacy_models (Reader         *reader,
               JsonObject     *object,
               CpPlanWorkload *workload,
               CpPlanDocument *document)
{
  JsonArray *array;

  if (!read_array (reader, object, "models", &array))
    return FALSE;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      g_autoptr(CpModel) model = NULL;
      JsonObject *stored;
      const char *id, *name;
      CpWeightFormat weights;
      gboolean own;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return damaged (reader, "models");
      stored = json_node_get_object (node);
      model = legacy_model (reader, stored);
      if (model == NULL)
        return FALSE;

      id = member_string (stored, "id", "");
      name = member_string (stored, "name", NULL);
      own = workload != NULL && cp_plan_workload_get_model_weights (workload, id, &weights);
      cp_plan_document_add_model (document, model,
                                  cp_model_get_custom (model) &&
                                  g_strcmp0 (name, cp_item_get_name (CP_ITEM (model))) != 0
                                  ? name : NULL,
                                  TRUE, own ? &weights : NULL);
    }

  return TRUE;
}

/* The workload of the first form, or NULL in *@workload for none. */
static gboolean
legacy_workload (Reader          *reader,
                 JsonObject      *object,
                 CpPlanWorkload **workload)
{
  JsonObject *stored = read_object (object, "workload");
  JsonObject *weights;
  g_autoptr(GList) members = NULL;
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
      CpWeightFormat format;

      if (!cp_weight_format_from_string (member_string (weights, l->data, NULL), &format))
        {
          g_clear_pointer (workload, cp_plan_workload_unref);
          return damaged (reader, "weights");
        }
      cp_plan_workload_set_weights (*workload, l->data, &format);
    }

  return TRUE;
}

/* The build quoted, picked in @document, with its unit's figures. */
static gboolean
legacy_build (Reader         *reader,
              JsonObject     *object,
              CpPlanDocument *document)
{
  JsonObject *stored = read_object (object, "build");
  const char *tier = NULL, *unit = NULL, *unit_name = NULL;
  gint64 count, memory_mb, power_w, price_cents;

  if (stored == NULL)
    return damaged (reader, "build");
  if (!read_string (reader, stored, "tier", FALSE, &tier) ||
      !read_string (reader, stored, "unit", FALSE, &unit) ||
      !read_string (reader, stored, "unit_name", FALSE, &unit_name) ||
      !read_int (reader, stored, "count", 1, G_MAXINT64, &count) ||
      !read_int (reader, stored, "memory_mb", 1, G_MAXINT64, &memory_mb) ||
      !read_int (reader, stored, "power_w", 0, G_MAXINT64, &power_w) ||
      !read_int (reader, stored, "price_cents", 0, G_MAXINT64, &price_cents))
    return FALSE;

  cp_plan_document_add_build (document, tier, unit, count);
  cp_plan_document_add_unit (document, unit, unit_name, memory_mb / count, power_w / count,
                             price_cents / count);
  cp_plan_document_set_selected_tier (document, tier);

  return TRUE;
}

/**
 * cp_quote_snapshot_convert_plan:
 * @plan: a record's plan in the register's first form
 * @document: the record's document, for the catalog's date and the
 *   customer
 * @what: how errors name the quote ("quotes.db: Q-0003")
 *
 * The same plan as cp_quote_snapshot_dup_plan() writes it now, a plan
 * file. The first form did not say which catalog it was made with: the
 * file's catalog is "unknown", of the document's date.
 *
 * Returns: (transfer full) (nullable): the plan file's text, or %NULL with
 *   the record damaged.
 */
char *
cp_quote_snapshot_convert_plan (const char  *plan,
                                const char  *document,
                                const char  *what,
                                GError     **error)
{
  g_autoptr(JsonNode) plan_root = NULL;
  g_autoptr(JsonNode) document_root = NULL;
  g_autoptr(CpPlanDocument) converted = cp_plan_document_new ();
  g_autoptr(CpPlanWorkload) workload = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(CpPlanDocument) read_back = NULL;
  g_autofree char *text = NULL;
  Reader reader = { what, error };
  JsonObject *plan_object, *document_object;
  const char *catalog_date = NULL;

  plan_object = parse_object (&reader, plan, "plan", PLAN_FORMAT, &plan_root);
  if (plan_object == NULL)
    return NULL;
  document_object = parse_object (&reader, document, "document", DOCUMENT_FORMAT, &document_root);
  if (document_object == NULL ||
      !read_string (&reader, document_object, "catalog_date", TRUE, &catalog_date) ||
      !legacy_workload (&reader, plan_object, &workload) ||
      !legacy_models (&reader, plan_object, workload, converted) ||
      !legacy_build (&reader, plan_object, converted))
    return NULL;
  /* The plan file says which catalog it was made with; a date that is not
   * one would make a plan file no reader takes. */
  if (catalog_date != NULL && !cp_format_is_iso_date (catalog_date))
    {
      damaged (&reader, "catalog_date");
      return NULL;
    }

  cp_plan_document_set_catalog_identity (converted, "unknown", catalog_date, NULL);
  cp_plan_document_set_workload (converted, workload, NULL);
  for (guint field = 0; field < CP_PLAN_CUSTOMER_N_FIELDS; field++)
    {
      const char *name = cp_quote_customer_field_get_name (field);

      cp_plan_document_set_customer_field (converted, field,
                                           member_string (document_object, name, NULL));
    }

  bytes = cp_plan_document_to_bytes (converted);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));

  /* The first form checked less than a plan file does (a model's id, say):
   * a record whose plan no reader would take is damaged now, not later. */
  read_back = cp_quote_snapshot_read_plan (text, what, error);
  if (read_back == NULL)
    return NULL;

  return g_steal_pointer (&text);
}

/* The store's words, the customer and the number, as the quote had them. */
static gboolean
read_words (Reader       *reader,
            JsonObject   *object,
            CpQuoteTerms *terms)
{
  const char *store_name, *store_address, *customer, *prefix, *issued_text;
  gint64 number, validity;

  if (!read_string (reader, object, "store_name", FALSE, &store_name) ||
      !read_string (reader, object, "store_address", FALSE, &store_address) ||
      !read_string (reader, object, "customer", FALSE, &customer) ||
      !read_string (reader, object, "number_prefix", FALSE, &prefix) ||
      !read_int (reader, object, "number", 1, CP_QUOTE_MAX_NUMBER, &number) ||
      !read_string (reader, object, "issued", FALSE, &issued_text) ||
      !read_int (reader, object, "validity_days", 1, CP_QUOTE_MAX_VALIDITY_DAYS, &validity))
    return FALSE;

  terms->issued = g_date_time_new_from_iso8601 (issued_text, NULL);
  if (terms->issued == NULL)
    return damaged (reader, "issued");

  /* A version 1 document has none: they stay empty. */
  for (guint i = 0; i < CP_QUOTE_N_DETAILS; i++)
    {
      const char *value = "";

      if (member_int (object, "format") >= 2 &&
          !read_string (reader, object, cp_quote_detail_get_name (i), FALSE, &value))
        return FALSE;
      terms->details[i] = g_strdup (value);
    }

  terms->store_name = g_strdup (store_name);
  terms->store_address = g_strdup (store_address);
  terms->customer = g_strdup (customer);
  terms->number_prefix = g_strdup (prefix);
  terms->number = (guint) number;
  terms->validity_days = (guint) validity;

  return TRUE;
}

/* What the quote added to the units and its tax rate; a version 1
 * document had neither. */
static gboolean
read_extras (Reader       *reader,
             JsonObject   *object,
             CpQuoteTerms *terms)
{
  JsonObject *stored;
  gint64 years, rate;

  if (member_int (object, "format") < 2)
    {
      terms->has_extras = FALSE;
      return TRUE;
    }

  stored = read_object (object, "extras");
  if (stored == NULL)
    return damaged (reader, "extras");
  if (!read_int (reader, stored, "support_years", 0, CP_QUOTE_MAX_SUPPORT_YEARS, &years) ||
      !read_int (reader, object, "tax_rate", 0, CP_QUOTE_MAX_TAX_RATE, &rate))
    return FALSE;

  terms->has_extras = TRUE;
  terms->extras.accessories = member_boolean (stored, "accessories");
  terms->extras.installation = member_boolean (stored, "installation");
  terms->extras.support_years = (guint) years;
  terms->extras.shipping = member_boolean (stored, "shipping");
  terms->tax_rate = (guint) rate;

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
  g_autofree char *title = NULL;

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
  title = cp_catalog_dup_title (catalog);
  g_set_error (reader->error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_CHANGED,
               /* TRANSLATORS: e.g. "quotes.db: Q-0003: the built-in catalog has other
                * prices than when the quote was issued" */
               _("%s: %s has other prices than when the quote was issued"), reader->what, title);
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
  g_autoptr(JsonNode) document_root = NULL;
  g_autoptr(CpPlanDocument) plan_document = NULL;
  g_autoptr(CpPlan) sized = NULL;
  g_autoptr(CpQuote) quote = NULL;
  g_autoptr(GError) local_error = NULL;
  g_auto(CpQuoteTerms) terms = { 0, };
  Reader reader = { what, error };
  JsonObject *document_object;
  CpBuild *build = NULL;

  g_return_val_if_fail (CP_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  plan_document = cp_quote_snapshot_read_plan (plan, what, error);
  if (plan_document == NULL)
    return NULL;
  document_object = parse_object (&reader, document, "document", DOCUMENT_FORMAT, &document_root);
  if (document_object == NULL)
    return NULL;

  sized = read_plan (&reader, plan_document, catalog, &build);
  if (sized == NULL)
    return NULL;

  cp_quote_terms_init (&terms);
  if (!read_words (&reader, document_object, &terms) ||
      !read_extras (&reader, document_object, &terms))
    return NULL;

  /* Made as a new quote is, with the terms it had; lines that no longer
   * add up are figures that changed. */
  quote = cp_quote_assemble (catalog, sized, build, &terms, &local_error);
  if (quote == NULL)
    {
      damaged (&reader, "lines");
      return NULL;
    }

  if (!same_figures (&reader, document_object, quote, catalog))
    return NULL;

  return g_steal_pointer (&quote);
}
