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
#include "cp-json-writer.h"
#include "cp-planner.h"
#include "cp-quote-register.h"
#include "cp-quote-snapshot-private.h"
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
 * and two snapshots can be compared as strings. Both go through the app's
 * one JSON stack (src/files): the plan as a plan file, the document with
 * the JSON writer, and both read back by cp-quote-snapshot-reader.c. */

/* The plan's layout, and the document's: version 2 of the document adds
 * the customer's and the store's details, the accessories and services
 * (what was chosen) and the tax; version 3 the store's bank and seller,
 * the quote's currency and exchange rate, the tax's name and whether the
 * prices include it. A version 1 document is a quote of the units alone,
 * untaxed; before version 3 a quote was in the catalog's currency. */
#define PLAN_FORMAT     1
#define DOCUMENT_FORMAT 3

/* The first detail a version 2 document did not have. */
#define FIRST_DETAIL_OF_3 CP_QUOTE_DETAIL_STORE_BANK_NAME

/* The document is written with the app's one JSON writer, member by
 * member in a fixed order. */
static void
write_string (CpJsonWriter *writer,
              const char   *member,
              const char   *value)
{
  cp_json_writer_member (writer, member);
  if (value != NULL)
    cp_json_writer_string (writer, value);
  else
    cp_json_writer_null (writer);
}

static void
write_int (CpJsonWriter *writer,
           const char   *member,
           gint64        value)
{
  cp_json_writer_member (writer, member);
  cp_json_writer_integer (writer, value);
}

static void
write_boolean (CpJsonWriter *writer,
               const char   *member,
               gboolean      value)
{
  cp_json_writer_member (writer, member);
  cp_json_writer_boolean (writer, value);
}

/* The room's supply, tariff, PUE and load the quote's site section was
 * worked out with; none for a quote made without them. */
static void
write_site (CpJsonWriter         *writer,
            const CpSiteSettings *site)
{
  if (site == NULL)
    return;

  cp_json_writer_member (writer, "site");
  cp_json_writer_begin_object (writer);
  write_string (writer, "supply", cp_site_supply_to_string (site->supply));
  cp_json_writer_member (writer, "tariff_per_kwh");
  cp_json_writer_double (writer, site->tariff_per_kwh);
  cp_json_writer_member (writer, "pue");
  cp_json_writer_double (writer, site->pue);
  cp_json_writer_member (writer, "load_share");
  cp_json_writer_double (writer, site->load_share);
  cp_json_writer_member (writer, "write_off_years");
  cp_json_writer_double (writer, site->write_off_years);
  cp_json_writer_end_object (writer);
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
  g_autoptr(CpJsonWriter) writer = cp_json_writer_new ();
  g_autofree char *issued = g_date_time_format_iso8601 (cp_quote_get_issued (quote));
  CpQuoteExtras extras;

  cp_quote_get_extras (quote, &extras);

  cp_json_writer_begin_object (writer);
  write_int (writer, "format", DOCUMENT_FORMAT);
  write_string (writer, "store_name", cp_quote_get_store_name (quote));
  write_string (writer, "store_address", cp_quote_get_store_address (quote));
  write_string (writer, "customer", cp_quote_get_customer (quote));
  write_string (writer, "number_prefix", cp_quote_get_number_prefix (quote));
  write_int (writer, "number", cp_quote_get_number (quote));
  write_string (writer, "issued", issued);
  write_int (writer, "validity_days", cp_quote_get_validity_days (quote));
  write_string (writer, "catalog_date", cp_quote_get_catalog_date (quote));
  write_string (writer, "currency", cp_quote_get_currency (quote));
  write_string (writer, "exchange_rate", cp_quote_get_exchange_rate (quote));
  write_string (writer, "exchange_rate_date", cp_quote_get_exchange_rate_date (quote));
  for (guint i = 0; i < CP_QUOTE_N_DETAILS; i++)
    write_string (writer, cp_quote_detail_get_name (i), cp_quote_get_detail (quote, i));

  cp_json_writer_member (writer, "extras");
  cp_json_writer_begin_object (writer);
  write_boolean (writer, "accessories", extras.accessories);
  write_boolean (writer, "installation", extras.installation);
  write_int (writer, "support_years", extras.support_years);
  write_boolean (writer, "shipping", extras.shipping);
  cp_json_writer_end_object (writer);
  write_int (writer, "tax_rate", cp_quote_get_tax_rate (quote));
  write_string (writer, "tax_label", cp_quote_get_tax_label (quote));
  write_boolean (writer, "tax_included", cp_quote_get_tax_included (quote));
  write_site (writer, cp_quote_get_site_settings (quote));

  cp_json_writer_member (writer, "lines");
  cp_json_writer_begin_array (writer);
  for (guint i = 0; i < cp_quote_get_n_lines (quote); i++)
    {
      const CpQuoteLine *line = cp_quote_get_line (quote, i);

      cp_json_writer_begin_object (writer);
      write_string (writer, "description", line->description);
      write_string (writer, "detail", line->detail);
      write_int (writer, "quantity", line->quantity);
      write_int (writer, "unit_price_cents", line->unit_price_cents);
      write_int (writer, "total_cents", line->total_cents);
      cp_json_writer_end_object (writer);
    }
  cp_json_writer_end_array (writer);
  write_int (writer, "subtotal_cents", cp_quote_get_subtotal_cents (quote));
  write_int (writer, "tax_cents", cp_quote_get_tax_cents (quote));
  write_int (writer, "total_cents", cp_quote_get_total_cents (quote));

  cp_json_writer_end_object (writer);

  return cp_json_writer_steal (g_steal_pointer (&writer));
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
      _cp_snapshot_damaged (&reader, "plan");
      return NULL;
    }

  bytes = g_bytes_new (plan, strlen (plan));
  document = cp_plan_document_new_from_bytes (bytes, what, &local_error);
  if (document == NULL)
    _cp_snapshot_damaged (&reader, "plan");

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
      _cp_snapshot_damaged (reader, "plan");
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

  if (_cp_snapshot_member_boolean (object, "custom") &&
      json_object_has_member (object, "precision"))
    {
      if (!_cp_snapshot_read_string (reader, object, "precision", FALSE, &precision_name) ||
          !cp_precision_from_string (precision_name, &precision) ||
          _cp_snapshot_member_double (object, "params_b") <= 0)
        {
          _cp_snapshot_damaged (reader, "precision");
          return NULL;
        }

      return cp_model_new_for_params (_cp_snapshot_member_double (object, "params_b"),
                                      precision, reader->error);
    }

  if (!_cp_snapshot_read_int (reader, object, "min_memory_mb", 1, G_MAXINT64, &memory_mb))
    return NULL;
  if (_cp_snapshot_member_boolean (object, "custom"))
    return cp_model_new_for_memory (memory_mb);

  if (!_cp_snapshot_read_string (reader, object, "id", FALSE, &id) ||
      !_cp_snapshot_read_string (reader, object, "name", FALSE, &name))
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

  if (!_cp_snapshot_read_array (reader, object, "models", &array))
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
        return _cp_snapshot_damaged (reader, "models");
      stored = json_node_get_object (node);
      model = legacy_model (reader, stored);
      if (model == NULL)
        return FALSE;

      id = _cp_snapshot_member_string (stored, "id", "");
      name = _cp_snapshot_member_string (stored, "name", NULL);
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
  JsonObject *stored = _cp_snapshot_read_object (object, "workload");
  JsonObject *weights;
  g_autoptr(GList) members = NULL;
  const char *kv_name = NULL;
  CpKvCache kv_cache;
  gint64 context, users;

  *workload = NULL;
  if (stored == NULL)
    return TRUE;

  if (!_cp_snapshot_read_int (reader, stored, "context_tokens", 1, CP_WORKLOAD_MAX_CONTEXT,
                              &context) ||
      !_cp_snapshot_read_int (reader, stored, "users", 1, CP_WORKLOAD_MAX_USERS, &users) ||
      !_cp_snapshot_read_string (reader, stored, "kv_cache", FALSE, &kv_name))
    return FALSE;
  if (!cp_kv_cache_from_string (kv_name, &kv_cache))
    return _cp_snapshot_damaged (reader, "kv_cache");

  *workload = cp_plan_workload_new (context, users, kv_cache);
  weights = _cp_snapshot_read_object (stored, "weights");
  members = weights != NULL ? json_object_get_members (weights) : NULL;
  for (GList *l = members; l != NULL; l = l->next)
    {
      CpWeightFormat format;

      if (!cp_weight_format_from_string (_cp_snapshot_member_string (weights, l->data, NULL),
                                         &format))
        {
          g_clear_pointer (workload, cp_plan_workload_unref);
          return _cp_snapshot_damaged (reader, "weights");
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
  JsonObject *stored = _cp_snapshot_read_object (object, "build");
  const char *tier = NULL, *unit = NULL, *unit_name = NULL;
  gint64 count, memory_mb, power_w, price_cents;

  if (stored == NULL)
    return _cp_snapshot_damaged (reader, "build");
  if (!_cp_snapshot_read_string (reader, stored, "tier", FALSE, &tier) ||
      !_cp_snapshot_read_string (reader, stored, "unit", FALSE, &unit) ||
      !_cp_snapshot_read_string (reader, stored, "unit_name", FALSE, &unit_name) ||
      !_cp_snapshot_read_int (reader, stored, "count", 1, G_MAXINT64, &count) ||
      !_cp_snapshot_read_int (reader, stored, "memory_mb", 1, G_MAXINT64, &memory_mb) ||
      !_cp_snapshot_read_int (reader, stored, "power_w", 0, G_MAXINT64, &power_w) ||
      !_cp_snapshot_read_int (reader, stored, "price_cents", 0, G_MAXINT64, &price_cents))
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

  plan_object = _cp_snapshot_parse_object (&reader, plan, "plan", PLAN_FORMAT, &plan_root);
  if (plan_object == NULL)
    return NULL;
  document_object = _cp_snapshot_parse_object (&reader, document, "document", DOCUMENT_FORMAT,
                                               &document_root);
  if (document_object == NULL ||
      !_cp_snapshot_read_string (&reader, document_object, "catalog_date", TRUE, &catalog_date) ||
      !legacy_workload (&reader, plan_object, &workload) ||
      !legacy_models (&reader, plan_object, workload, converted) ||
      !legacy_build (&reader, plan_object, converted))
    return NULL;
  /* The plan file says which catalog it was made with; a date that is not
   * one would make a plan file no reader takes. */
  if (catalog_date != NULL && !cp_format_is_iso_date (catalog_date))
    {
      _cp_snapshot_damaged (&reader, "catalog_date");
      return NULL;
    }

  cp_plan_document_set_catalog_identity (converted, "unknown", catalog_date, NULL);
  cp_plan_document_set_workload (converted, workload, NULL);
  for (guint field = 0; field < CP_PLAN_CUSTOMER_N_FIELDS; field++)
    {
      const char *name = cp_quote_customer_field_get_name (field);

      cp_plan_document_set_customer_field (converted, field,
                                           _cp_snapshot_member_string (document_object, name, NULL));
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

  if (!_cp_snapshot_read_string (reader, object, "store_name", FALSE, &store_name) ||
      !_cp_snapshot_read_string (reader, object, "store_address", FALSE, &store_address) ||
      !_cp_snapshot_read_string (reader, object, "customer", FALSE, &customer) ||
      !_cp_snapshot_read_string (reader, object, "number_prefix", FALSE, &prefix) ||
      !_cp_snapshot_read_int (reader, object, "number", 1, CP_QUOTE_MAX_NUMBER, &number) ||
      !_cp_snapshot_read_string (reader, object, "issued", FALSE, &issued_text) ||
      !_cp_snapshot_read_int (reader, object, "validity_days", 1, CP_QUOTE_MAX_VALIDITY_DAYS,
                              &validity))
    return FALSE;

  terms->issued = g_date_time_new_from_iso8601 (issued_text, NULL);
  if (terms->issued == NULL)
    return _cp_snapshot_damaged (reader, "issued");

  /* A version 1 document has none, a version 2 none of the bank and
   * seller: they stay empty. */
  for (guint i = 0; i < CP_QUOTE_N_DETAILS; i++)
    {
      const char *value = "";

      if (_cp_snapshot_member_int (object, "format") >= (i < FIRST_DETAIL_OF_3 ? 2 : 3) &&
          !_cp_snapshot_read_string (reader, object, cp_quote_detail_get_name (i), FALSE, &value))
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

  if (_cp_snapshot_member_int (object, "format") < 2)
    {
      terms->has_extras = FALSE;
      return TRUE;
    }

  stored = _cp_snapshot_read_object (object, "extras");
  if (stored == NULL)
    return _cp_snapshot_damaged (reader, "extras");
  if (!_cp_snapshot_read_int (reader, stored, "support_years", 0, CP_QUOTE_MAX_SUPPORT_YEARS,
                              &years) ||
      !_cp_snapshot_read_int (reader, object, "tax_rate", 0, CP_QUOTE_MAX_TAX_RATE, &rate))
    return FALSE;

  terms->has_extras = TRUE;
  terms->extras.accessories = _cp_snapshot_member_boolean (stored, "accessories");
  terms->extras.installation = _cp_snapshot_member_boolean (stored, "installation");
  terms->extras.support_years = (guint) years;
  terms->extras.shipping = _cp_snapshot_member_boolean (stored, "shipping");
  terms->tax_rate = (guint) rate;

  return TRUE;
}

/* The quote's currency, its exchange rate and the tax's name; before
 * version 3 a quote was in the catalog's currency, with a tax of no
 * name, added. */
static gboolean
read_money (Reader       *reader,
            JsonObject   *object,
            CpQuoteTerms *terms)
{
  const char *currency, *rate, *rate_date, *label;

  if (_cp_snapshot_member_int (object, "format") < 3)
    return TRUE;

  if (!_cp_snapshot_read_string (reader, object, "currency", FALSE, &currency) ||
      !_cp_snapshot_read_string (reader, object, "exchange_rate", FALSE, &rate) ||
      !_cp_snapshot_read_string (reader, object, "exchange_rate_date", FALSE, &rate_date) ||
      !_cp_snapshot_read_string (reader, object, "tax_label", FALSE, &label))
    return FALSE;

  terms->currency = g_strdup (currency);
  terms->exchange_rate = g_strdup (rate);
  terms->exchange_rate_date = g_strdup (rate_date);
  terms->tax_label = g_strdup (label);
  terms->tax_included = _cp_snapshot_member_boolean (object, "tax_included");

  return TRUE;
}

/* What the site section assumed, when the record keeps it (quotes issued
 * before it did follow Preferences); within what Preferences allow. */
static gboolean
read_site (Reader       *reader,
           JsonObject   *object,
           CpQuoteTerms *terms)
{
  JsonNode *node = _cp_snapshot_find_member (object, "site", CP_JSON_OBJECT);
  JsonObject *site;
  const char *supply;

  if (node == NULL)
    {
      if (json_object_has_member (object, "site"))
        return _cp_snapshot_damaged (reader, "site");
      return TRUE;
    }

  site = json_node_get_object (node);
  supply = _cp_snapshot_member_string (site, "supply", NULL);
  cp_site_settings_init_default (&terms->site);
  if (supply == NULL || !cp_site_supply_from_string (supply, &terms->site.supply))
    return _cp_snapshot_damaged (reader, "site");

  terms->site.tariff_per_kwh = _cp_snapshot_member_double (site, "tariff_per_kwh");
  terms->site.pue = _cp_snapshot_member_double (site, "pue");
  terms->site.load_share = _cp_snapshot_member_double (site, "load_share");
  /* Records from before the speed bounds keep none: the default. */
  if (json_object_has_member (site, "write_off_years"))
    terms->site.write_off_years = _cp_snapshot_member_double (site, "write_off_years");
  if (!(terms->site.tariff_per_kwh >= 0 && terms->site.tariff_per_kwh <= 1000) ||
      !(terms->site.pue >= 1 && terms->site.pue <= 5) ||
      !(terms->site.load_share >= 0 && terms->site.load_share <= 1) ||
      !(terms->site.write_off_years >= 1 && terms->site.write_off_years <= 20))
    return _cp_snapshot_damaged (reader, "site");

  terms->has_site = TRUE;
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

  if (!_cp_snapshot_read_string (reader, object, "catalog_date", TRUE, &catalog_date) ||
      !_cp_snapshot_read_array (reader, object, "lines", &lines) ||
      !_cp_snapshot_read_int (reader, object, "total_cents", 0, G_MAXINT64, &total))
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
        return _cp_snapshot_damaged (reader, "lines");
      if (!_cp_snapshot_read_int (reader, stored, "quantity", 1, G_MAXINT64, &quantity) ||
          !_cp_snapshot_read_int (reader, stored, "unit_price_cents", 0, G_MAXINT64, &price))
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
  document_object = _cp_snapshot_parse_object (&reader, document, "document", DOCUMENT_FORMAT,
                                               &document_root);
  if (document_object == NULL)
    return NULL;

  sized = read_plan (&reader, plan_document, catalog, &build);
  if (sized == NULL)
    return NULL;

  cp_quote_terms_init (&terms);
  if (!read_words (&reader, document_object, &terms) ||
      !read_extras (&reader, document_object, &terms) ||
      !read_money (&reader, document_object, &terms) ||
      !read_site (&reader, document_object, &terms))
    return NULL;

  /* Made as a new quote is, with the terms it had; lines that no longer
   * add up are figures that changed. */
  quote = cp_quote_assemble (catalog, sized, build, &terms, &local_error);
  if (quote == NULL)
    {
      _cp_snapshot_damaged (&reader, "lines");
      return NULL;
    }

  if (!same_figures (&reader, document_object, quote, catalog))
    return NULL;

  return g_steal_pointer (&quote);
}
