/* test-plan-document.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <locale.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cp-drafts.h"
#include "cp-file-io.h"
#include "cp-format.h"
#include "cp-model-import.h"
#include "cp-plan-document.h"
#include "cp-session.h"
#include "cp-test-util.h"

/* Plans as documents: what a session's plan file holds, the same plan put
 * back into another session, and what a plan says when the catalog it is
 * opened with is not the one it was made with. */

static CpCatalog *builtin;

static char *
read_builtin_text (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "resources", "catalog.json",
                                                 NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);

  return text;
}

/* The built-in catalog with the one occurrence of @find replaced. */
static CpCatalog *
new_changed_catalog (const char *find,
                     const char *replace)
{
  g_autofree char *text = read_builtin_text ();
  g_autoptr(GString) changed = g_string_new (text);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  CpCatalog *catalog;

  /* Every occurrence replaced: there must be one. */
  g_assert_cmpuint (g_string_replace (changed, find, replace, 0), ==, 1);
  bytes = g_string_free_to_bytes (g_steal_pointer (&changed));
  catalog = cp_catalog_new_from_bytes (bytes, "shop.json", &error);
  g_assert_no_error (error);

  return catalog;
}

static CpSession *
new_session (CpCatalog *catalog)
{
  CpSession *session = cp_session_new ();

  cp_session_set_catalog (session, catalog);

  return session;
}

static char *
snapshot_text (CpSession *session)
{
  g_autoptr(CpPlanDocument) document = cp_session_snapshot (session);
  g_autoptr(GBytes) bytes = cp_plan_document_to_bytes (document);

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static JsonObject *
parse_object (JsonParser *parser,
              const char *text)
{
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));

  return json_node_get_object (json_parser_get_root (parser));
}

/* A session with two of the catalog's models, a named custom model, an
 * unchosen one, a customer and a build picked that is not the
 * recommended one. */
static CpSession *
new_busy_session (void)
{
  CpSession *session = new_session (builtin);
  g_autoptr(CpModel) params = NULL;
  g_autoptr(CpModel) memory = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  g_assert_true (cp_session_choose_model (session, "llama-3.1-70b", TRUE));
  g_assert_true (cp_session_choose_model (session, "glm-5.2-max", TRUE));
  params = cp_model_new_for_params (70, CP_PRECISION_FP8, &error);
  g_assert_no_error (error);
  first = cp_session_add_custom_model (session, params, "Our fine-tune");
  memory = cp_model_new_for_memory (100 * CP_MB_PER_GB);
  second = cp_session_add_custom_model (session, memory, NULL);
  g_assert_true (cp_session_choose_model (session, second, FALSE));
  cp_session_set_customer (session, "  Acme Robotics ");
  g_assert_true (cp_session_select_tier (session, "growth"));

  return session;
}

/* The file says what the session plans, with "format" first. */
static void
test_snapshot (void)
{
  g_autoptr(CpSession) session = new_busy_session ();
  g_autofree char *text = snapshot_text (session);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root = parse_object (parser, text);
  JsonObject *catalog = json_object_get_object_member (root, "catalog");
  JsonArray *models = json_object_get_array_member (root, "models");
  JsonArray *builds = json_object_get_array_member (root, "builds");
  JsonArray *units = json_object_get_array_member (root, "units");
  JsonObject *model;
  GListModel *plan_builds = cp_plan_get_builds (cp_session_get_plan (session));

  /* Where a desktop's type detection looks: the first 256 bytes. */
  g_assert_true (g_str_has_prefix (text, "{\n  \"format\": \"cluster-planner-plan\""));
  g_assert_cmpint (json_object_get_int_member (root, "version"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (catalog, "name"), ==, "built-in");
  g_assert_cmpstr (json_object_get_string_member (catalog, "date"), ==,
                   cp_catalog_get_date (builtin));
  g_assert_cmpstr (json_object_get_string_member (catalog, "sha256"), ==,
                   cp_catalog_get_checksum (builtin));
  g_assert_cmpstr (json_object_get_string_member (root, "customer"), ==, "Acme Robotics");
  g_assert_cmpstr (json_object_get_string_member (root, "selected_tier"), ==, "growth");
  g_assert_false (json_object_has_member (root, "workload"));

  /* The catalog's chosen models in its order, then every custom one. */
  g_assert_cmpuint (json_array_get_length (models), ==, 4);
  model = json_array_get_object_element (models, 0);
  g_assert_cmpstr (json_object_get_string_member (model, "id"), ==, "glm-5.2-max");
  g_assert_cmpfloat (json_object_get_double_member (model, "min_memory_gb"), ==, 903.6);
  g_assert_false (json_object_has_member (model, "custom"));
  model = json_array_get_object_element (models, 1);
  g_assert_cmpstr (json_object_get_string_member (model, "id"), ==, "llama-3.1-70b");
  model = json_array_get_object_element (models, 2);
  g_assert_true (json_object_get_boolean_member (model, "custom"));
  g_assert_cmpstr (json_object_get_string_member (model, "name"), ==, "Our fine-tune");
  g_assert_cmpfloat (json_object_get_double_member (model, "params_b"), ==, 70);
  g_assert_cmpstr (json_object_get_string_member (model, "precision"), ==, "fp8");
  g_assert_false (json_object_has_member (model, "chosen"));
  model = json_array_get_object_element (models, 3);
  g_assert_false (json_object_get_boolean_member (model, "chosen"));
  /* Named after its size: the reader names it in its own language. */
  g_assert_false (json_object_has_member (model, "name"));
  g_assert_cmpfloat (json_object_get_double_member (model, "min_memory_gb"), ==, 100);

  /* Each tier's build, and its unit's figures as the catalog has them. */
  g_assert_cmpuint (json_array_get_length (builds), ==, g_list_model_get_n_items (plan_builds));
  for (guint i = 0; i < json_array_get_length (builds); i++)
    {
      g_autoptr(CpBuild) build = g_list_model_get_item (plan_builds, i);
      JsonObject *record = json_array_get_object_element (builds, i);
      CpUnit *unit = cp_build_get_unit (build);
      JsonObject *figures = NULL;

      g_assert_cmpstr (json_object_get_string_member (record, "tier"), ==,
                       cp_item_get_id (CP_ITEM (cp_build_get_tier (build))));
      g_assert_cmpstr (json_object_get_string_member (record, "unit"), ==,
                       cp_item_get_id (CP_ITEM (unit)));
      g_assert_cmpint (json_object_get_int_member (record, "count"), ==, cp_build_get_count (build));

      for (guint j = 0; j < json_array_get_length (units); j++)
        if (g_str_equal (json_object_get_string_member (json_array_get_object_element (units, j), "id"),
                         cp_item_get_id (CP_ITEM (unit))))
          figures = json_array_get_object_element (units, j);
      g_assert_nonnull (figures);
      g_assert_cmpint (json_object_get_int_member (figures, "power_w"), ==, cp_unit_get_power_w (unit));
      g_assert_cmpfloat (json_object_get_double_member (figures, "price_usd") * 100, ==,
                         cp_unit_get_price_cents (unit));
      g_assert_cmpfloat (json_object_get_double_member (figures, "memory_gb") * CP_MB_PER_GB, ==,
                         cp_unit_get_memory_mb (unit));
    }
}

/* A plan put into another session is the same plan: the same file, the
 * same builds, the same pick, customer and custom models. */
static void
test_session_round_trip (void)
{
  g_autoptr(CpSession) session = new_busy_session ();
  g_autoptr(CpSession) other = new_session (builtin);
  g_autoptr(CpPlanDocument) document = cp_session_snapshot (session);
  g_autoptr(CpModel) old = cp_model_new_for_memory (5000);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = snapshot_text (session);
  g_autofree char *again = NULL;
  CpModelRow *row;

  /* Whatever the other session had goes. */
  g_assert_true (cp_session_choose_model (other, "deepseek-v4-pro", TRUE));
  g_free (cp_session_add_custom_model (other, old, "Old"));

  g_assert_true (cp_session_load_document (other, document, &error));
  g_assert_no_error (error);

  again = snapshot_text (other);
  g_assert_cmpstr (again, ==, text);
  g_assert_cmpstr (cp_session_get_selected_tier (other), ==, "growth");
  g_assert_cmpstr (cp_session_get_customer (other), ==, "Acme Robotics");
  g_assert_cmpint (cp_plan_get_required_mb (cp_session_get_plan (other)), ==,
                   cp_plan_get_required_mb (cp_session_get_plan (session)));
  row = cp_session_find_row (other, "deepseek-v4-pro");
  g_assert_false (cp_model_row_get_chosen (row));
  row = cp_session_find_row (other, "custom-1");
  g_assert_cmpstr (cp_item_get_name (CP_ITEM (cp_model_row_get_model (row))), ==, "Our fine-tune");
  g_assert_true (cp_model_row_get_chosen (row));
  g_assert_false (cp_model_row_get_chosen (cp_session_find_row (other, "custom-2")));
}

/* The session's workload is the plan's: on, its figures and each model's
 * weights go into the file and come back, switched on and sizing the
 * builds; off, the file has none, and a plan without one switches it off
 * in the session it is put in, whose figures stay for later. */
static void
test_session_workload (void)
{
  g_autoptr(CpSession) session = new_session (builtin);
  g_autoptr(CpSession) other = new_session (builtin);
  g_autoptr(CpPlanDocument) document = NULL;
  g_autoptr(CpPlanDocument) plain = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autofree char *plain_text = NULL;
  CpWeightFormat int4 = { CP_WEIGHTS_INT4, 128 }, format;
  JsonObject *root, *workload;
  CpBuild *startup;

  g_assert_true (cp_session_choose_model (session, "llama-3.1-70b", TRUE));
  cp_session_set_workload_figures (session, 32768, 16, CP_KV_CACHE_FP8);
  cp_session_set_model_weights (session, "llama-3.1-70b", &int4);
  cp_session_set_workload_enabled (session, TRUE);

  text = snapshot_text (session);
  root = parse_object (parser, text);
  workload = json_object_get_object_member (root, "workload");
  g_assert_nonnull (workload);
  g_assert_cmpint (json_object_get_int_member (workload, "context_tokens"), ==, 32768);
  g_assert_cmpint (json_object_get_int_member (workload, "users"), ==, 16);
  g_assert_cmpstr (json_object_get_string_member (workload, "kv_cache"), ==, "fp8");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (
                     json_object_get_array_member (root, "models"), 0), "weights"), ==, "int4-g128");

  /* Into a session whose workload is off and another size. */
  cp_session_set_workload_figures (other, 4096, 2, CP_KV_CACHE_BF16);
  document = cp_session_snapshot (session);
  g_assert_true (cp_session_load_document (other, document, &error));
  g_assert_no_error (error);
  g_assert_true (cp_session_get_workload_enabled (other));
  g_assert_cmpint (cp_plan_workload_get_context_tokens (cp_session_get_workload (other)), ==, 32768);
  g_assert_cmpint (cp_plan_workload_get_users (cp_session_get_workload (other)), ==, 16);
  g_assert_true (cp_plan_workload_get_model_weights (cp_session_get_workload (other),
                                                     "llama-3.1-70b", &format));
  g_assert_cmpint (format.kind, ==, CP_WEIGHTS_INT4);
  startup = cp_plan_find_build (cp_session_get_plan (other), "startup");
  g_assert_nonnull (cp_build_get_serving (startup));
  again = snapshot_text (other);
  g_assert_cmpstr (again, ==, text);
  /* Off, the split over PCIe is not written: a plan without it is the
   * same bytes as before. */
  g_assert_false (json_object_has_member (workload, "allow_pcie_split"));
  g_assert_false (cp_plan_workload_get_allow_pcie_split (cp_session_get_workload (other)));

  /* Off: none in the file; put back, the workload goes off and keeps its
   * figures. */
  cp_session_set_workload_enabled (session, FALSE);
  plain_text = snapshot_text (session);
  g_assert_null (strstr (plain_text, "\"workload\""));
  plain = cp_session_snapshot (session);
  g_assert_true (cp_session_load_document (other, plain, &error));
  g_assert_no_error (error);
  g_assert_false (cp_session_get_workload_enabled (other));
  g_assert_cmpint (cp_plan_workload_get_context_tokens (cp_session_get_workload (other)), ==, 32768);
  startup = cp_plan_find_build (cp_session_get_plan (other), "startup");
  g_assert_null (cp_build_get_serving (startup));
}

/* The "Split across cards (slower, over PCIe)" switch is the plan's: on,
 * it goes into the file and comes back on, sizing the desktop build split
 * over its cards; a plan without it turns it off. */
static void
test_session_pcie_split (void)
{
  g_autoptr(CpSession) session = new_session (builtin);
  g_autoptr(CpSession) other = new_session (builtin);
  g_autoptr(CpPlanDocument) document = NULL;
  g_autoptr(CpPlanDocument) plain = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  JsonObject *workload;

  g_assert_true (cp_session_choose_model (session, "llama-3.1-70b", TRUE));
  cp_session_set_workload_figures (session, 8192, 1, CP_KV_CACHE_BF16);
  cp_session_set_allow_pcie_split (session, TRUE);
  cp_session_set_workload_enabled (session, TRUE);

  text = snapshot_text (session);
  workload = json_object_get_object_member (parse_object (parser, text), "workload");
  g_assert_nonnull (workload);
  g_assert_true (json_object_get_boolean_member (workload, "allow_pcie_split"));

  document = cp_session_snapshot (session);
  g_assert_true (cp_session_load_document (other, document, &error));
  g_assert_no_error (error);
  g_assert_true (cp_plan_workload_get_allow_pcie_split (cp_session_get_workload (other)));
  again = snapshot_text (other);
  g_assert_cmpstr (again, ==, text);

  /* Saved without it, the plan puts the switch back off. */
  cp_session_set_allow_pcie_split (session, FALSE);
  plain = cp_session_snapshot (session);
  g_assert_true (cp_session_load_document (other, plain, &error));
  g_assert_no_error (error);
  g_assert_false (cp_plan_workload_get_allow_pcie_split (cp_session_get_workload (other)));
}

/* A plan's one format for every model's weights (--weights) is the
 * session's, sizes as it, and is saved back as it was. */
static void
test_session_all_weights (void)
{
  static const char text[] =
    "{ \"format\": \"cluster-planner-plan\", \"version\": 1,\n"
    "  \"catalog\": { \"name\": \"built-in\", \"date\": null, \"sha256\": null },\n"
    "  \"models\": [ { \"id\": \"llama-3.1-70b\", \"name\": \"Llama 3.1 70B\",\n"
    "                  \"min_memory_gb\": 168 } ],\n"
    "  \"workload\": { \"context_tokens\": 32768, \"users\": 16, \"kv_cache\": \"bf16\",\n"
    "                \"weights\": \"fp8\" } }";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, strlen (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlanDocument) document = cp_plan_document_new_from_bytes (bytes, "w.clusterplan",
                                                                       &error);
  g_autoptr(CpSession) session = new_session (builtin);
  g_autoptr(CpModelServing) serving = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *saved = NULL;
  g_autofree char *weights = NULL;
  CpWeightFormat format;
  JsonObject *workload;

  g_assert_no_error (error);
  g_assert_true (cp_session_load_document (session, document, &error));
  g_assert_no_error (error);
  g_assert_true (cp_plan_workload_get_default_weights (cp_session_get_workload (session), &format));
  g_assert_cmpint (format.kind, ==, CP_WEIGHTS_FP8);
  serving = g_list_model_get_item (cp_serving_get_models (cp_build_get_serving (
                                     cp_plan_find_build (cp_session_get_plan (session), "startup"))), 0);
  weights = cp_model_serving_dup_weights (serving);
  g_assert_cmpstr (weights, ==, "fp8");

  saved = snapshot_text (session);
  workload = json_object_get_object_member (parse_object (parser, saved), "workload");
  g_assert_cmpstr (json_object_get_string_member (workload, "weights"), ==, "fp8");
}

/* The customer, as the quote dialog asks: the company, the contact, the
 * address (its lines, as a list) and the e-mail go into the file and
 * come back; what cannot be read back the same way (line breaks in a
 * line, blank lines, too many lines, too long) is made so first. */
static void
test_customer_fields (void)
{
  g_autoptr(CpPlanDocument) document = cp_plan_document_new ();
  g_autoptr(CpPlanDocument) again = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GString) long_line = g_string_new (NULL);
  g_autoptr(GString) many = g_string_new (NULL);
  g_autofree char *cut = NULL;
  g_autofree char *text = NULL;
  JsonObject *root;
  JsonArray *address;

  cp_plan_document_set_catalog (document, builtin);
  cp_plan_document_set_customer (document, " Acme\nRobotics ");
  cp_plan_document_set_customer_field (document, CP_PLAN_CUSTOMER_CONTACT, "Ada\tLovelace");
  cp_plan_document_set_customer_field (document, CP_PLAN_CUSTOMER_ADDRESS,
                                       "  1 Chui Avenue \n\n Bishkek 720001\n");
  cp_plan_document_set_customer_field (document, CP_PLAN_CUSTOMER_EMAIL, "   ");
  g_assert_cmpstr (cp_plan_document_get_customer (document), ==, "Acme Robotics");
  g_assert_cmpstr (cp_plan_document_get_customer_field (document, CP_PLAN_CUSTOMER_CONTACT), ==,
                   "Ada Lovelace");
  g_assert_cmpstr (cp_plan_document_get_customer_field (document, CP_PLAN_CUSTOMER_ADDRESS), ==,
                   "1 Chui Avenue\nBishkek 720001");
  g_assert_null (cp_plan_document_get_customer_field (document, CP_PLAN_CUSTOMER_EMAIL));

  bytes = cp_plan_document_to_bytes (document);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  root = parse_object (parser, text);
  g_assert_cmpstr (json_object_get_string_member (root, "customer_contact"), ==, "Ada Lovelace");
  address = json_object_get_array_member (root, "customer_address");
  g_assert_cmpuint (json_array_get_length (address), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (address, 1), ==, "Bishkek 720001");
  g_assert_false (json_object_has_member (root, "customer_email"));

  again = cp_plan_document_new_from_bytes (bytes, "c.clusterplan", &error);
  g_assert_no_error (error);
  for (guint field = 0; field < CP_PLAN_CUSTOMER_N_FIELDS; field++)
    g_assert_cmpstr (cp_plan_document_get_customer_field (again, field), ==,
                     cp_plan_document_get_customer_field (document, field));

  /* Bounded as a quote lays it out: 8 lines of 200 characters. */
  for (guint i = 0; i < 300; i++)
    g_string_append_c (long_line, 'x');
  for (guint i = 0; i < 12; i++)
    g_string_append_printf (many, "Line %u\n", i);
  cp_plan_document_set_customer_field (document, CP_PLAN_CUSTOMER_CONTACT, long_line->str);
  cut = cp_plan_customer_clean (CP_PLAN_CUSTOMER_ADDRESS, many->str);
  g_assert_cmpint (g_utf8_strlen (cp_plan_document_get_customer_field (document,
                                                                       CP_PLAN_CUSTOMER_CONTACT),
                                  -1), ==, CP_CUSTOMER_MAX_LINE);
  g_assert_cmpstr (cut, ==, "Line 0\nLine 1\nLine 2\nLine 3\nLine 4\nLine 5\nLine 6\nLine 7");
}

/* A model of the plan that the catalog lacks: one line naming it, and the
 * session as it was. */
static void
test_unknown_model (void)
{
  g_autoptr(CpCatalog) other = new_changed_catalog ("\"id\": \"llama-3.1-70b\"",
                                                    "\"id\": \"llama-3.1-70b-instruct\"");
  g_autoptr(CpSession) session = new_busy_session ();
  g_autoptr(CpSession) target = new_session (other);
  g_autoptr(CpPlanDocument) document = cp_session_snapshot (session);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_true (cp_session_choose_model (target, "deepseek-v4-pro", TRUE));
  before = snapshot_text (target);

  g_assert_false (cp_session_load_document (target, document, &error));
  g_assert_error (error, CP_PLAN_DOCUMENT_ERROR, CP_PLAN_DOCUMENT_ERROR_REFERENCE);
  g_assert_nonnull (strstr (error->message, "models[1].id"));
  g_assert_nonnull (strstr (error->message, "“llama-3.1-70b”"));
  g_assert_nonnull (strstr (error->message, "shop.json"));
  g_assert_null (strchr (error->message, '\n'));

  after = snapshot_text (target);
  g_assert_cmpstr (after, ==, before);
}

/* Opened with another catalog, a plan says what changed for it: the price
 * of the unit its build used, the build a tier now gets. With the same
 * catalog, nothing. */
static void
test_other_catalog (void)
{
  g_autoptr(CpCatalog) dearer = new_changed_catalog ("\"power_w\": 10200, \"price_usd\": 199000",
                                                     "\"power_w\": 10200, \"price_usd\": 210000");
  g_autoptr(CpSession) session = new_session (builtin);
  g_autoptr(CpSession) other = new_session (dearer);
  g_autoptr(CpPlanDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) same = NULL;
  g_auto(GStrv) changes = NULL;
  g_autofree char *joined = NULL;

  g_assert_true (cp_session_choose_model (session, "deepseek-v4-pro", TRUE));
  document = cp_session_snapshot (session);

  g_assert_true (cp_plan_document_same_catalog (document, builtin));
  same = cp_plan_document_dup_changes (document, builtin, cp_session_get_plan (session));
  g_assert_cmpuint (g_strv_length (same), ==, 0);

  g_assert_false (cp_plan_document_same_catalog (document, dearer));
  g_assert_true (cp_session_load_document (other, document, &error));
  g_assert_no_error (error);
  changes = cp_plan_document_dup_changes (document, dearer, cp_session_get_plan (other));
  joined = g_strjoinv ("\n", changes);
  g_assert_true (g_strv_contains ((const char * const *) changes,
                                  "NVIDIA DGX H100: $199,000 → $210,000"));
  /* Only what differs. */
  g_assert_null (strstr (joined, "W →"));
}

/* A model imported from its config.json keeps its architecture and its
 * name through a plan. */
static void
test_imported_model (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "hf-configs",
                                                 "deepseek-ai--DeepSeek-V3.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) imported = cp_model_import (file, NULL, &error);
  g_autoptr(CpSession) session = new_session (builtin);
  g_autoptr(CpSession) other = new_session (builtin);
  g_autoptr(CpPlanDocument) document = NULL;
  g_autofree char *id = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  CpModel *model;
  const CpArchitecture *before, *after;

  g_assert_no_error (error);
  id = cp_session_add_custom_model (session, imported, NULL);
  document = cp_session_snapshot (session);
  text = snapshot_text (session);
  g_assert_nonnull (strstr (text, "\"architecture\": {"));

  g_assert_true (cp_session_load_document (other, document, &error));
  g_assert_no_error (error);
  model = cp_model_row_get_model (cp_session_find_row (other, id));
  g_assert_cmpstr (cp_item_get_name (CP_ITEM (model)), ==, cp_item_get_name (CP_ITEM (imported)));
  g_assert_nonnull (cp_model_get_architecture (model));
  before = cp_model_architecture_get (cp_model_get_architecture (imported));
  after = cp_model_architecture_get (cp_model_get_architecture (model));
  g_assert_cmpmem (before, sizeof *before, after, sizeof *after);

  again = snapshot_text (other);
  g_assert_cmpstr (again, ==, text);
}

/* Reading */

/* A plan read back from its bytes is the same plan, byte for byte. */
static void
test_read_round_trip (void)
{
  g_autoptr(CpSession) session = new_busy_session ();
  g_autoptr(CpPlanDocument) document = cp_session_snapshot (session);
  g_autoptr(GBytes) bytes = cp_plan_document_to_bytes (document);
  g_autoptr(CpPlanDocument) read = NULL;
  g_autoptr(GBytes) again = NULL;
  g_autoptr(CpSession) other = new_session (builtin);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = snapshot_text (session);
  g_autofree char *other_text = NULL;

  read = cp_plan_document_new_from_bytes (bytes, "a.clusterplan", &error);
  g_assert_no_error (error);
  again = cp_plan_document_to_bytes (read);
  g_assert_true (g_bytes_equal (bytes, again));

  /* And into a session, the same plan too. */
  g_assert_true (cp_session_load_document (other, read, &error));
  g_assert_no_error (error);
  other_text = snapshot_text (other);
  g_assert_cmpstr (other_text, ==, text);
}

/* A plan with a workload keeps it, and each model's weights. */
static void
test_read_workload (void)
{
  static const char text[] =
    "{ \"format\": \"cluster-planner-plan\", \"version\": 1,\n"
    "  \"catalog\": { \"name\": \"built-in\", \"date\": null, \"sha256\": null },\n"
    "  \"models\": [ { \"id\": \"llama-3.1-70b\", \"name\": \"Llama 3.1 70B\",\n"
    "                  \"min_memory_gb\": 168, \"weights\": \"int4\" },\n"
    "                { \"id\": \"qwen3-32b\", \"name\": \"Qwen3-32B\", \"min_memory_gb\": 1 } ],\n"
    "  \"workload\": { \"context_tokens\": 32768, \"users\": 16, \"kv_cache\": \"fp8\",\n"
    "                \"weights\": \"fp8\" },\n"
    "  \"extra\": [ \"unknown members are ignored\" ] }";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, strlen (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlanDocument) document = cp_plan_document_new_from_bytes (bytes, "w.clusterplan",
                                                                       &error);
  g_autoptr(GPtrArray) models = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(CpPlanWorkload) workload = NULL;
  CpWeightFormat format;
  CpWorkload figures;

  g_assert_no_error (error);
  g_assert_true (cp_plan_document_has_workload (document));
  g_assert_true (cp_plan_document_resolve (document, builtin, TRUE, NULL, models, &workload,
                                           &error));
  g_assert_no_error (error);
  g_assert_cmpuint (models->len, ==, 2);
  cp_plan_workload_get_workload (workload, &figures);
  g_assert_cmpint (figures.context_tokens, ==, 32768);
  g_assert_cmpint (figures.users, ==, 16);
  g_assert_cmpint (figures.kv_cache, ==, CP_KV_CACHE_FP8);
  g_assert_true (cp_plan_workload_get_weights (workload, models->pdata[0], &format));
  g_assert_cmpint (format.kind, ==, CP_WEIGHTS_INT4);
  g_assert_cmpint (format.block, ==, 128);
  /* The workload's own for a model without one of its own. */
  g_assert_true (cp_plan_workload_get_weights (workload, models->pdata[1], &format));
  g_assert_cmpint (format.kind, ==, CP_WEIGHTS_FP8);
}

/* A valid plan with the one occurrence of @find replaced. */
static char *
break_plan (const char *find,
            const char *replace)
{
  static const char base[] =
    "{ \"format\": \"cluster-planner-plan\", \"version\": 1,\n"
    "  \"catalog\": { \"name\": \"built-in\", \"date\": \"2026-12-01\", \"sha256\": null },\n"
    "  \"customer\": \"Acme\",\n"
    "  \"models\": [ { \"id\": \"llama-3.1-70b\", \"name\": \"Llama 3.1 70B\",\n"
    "                  \"min_memory_gb\": 168 },\n"
    "                { \"id\": \"custom-1\", \"custom\": true, \"params_b\": 70,\n"
    "                  \"precision\": \"fp8\" } ],\n"
    "  \"workload\": { \"context_tokens\": 32768, \"users\": 16, \"kv_cache\": \"bf16\" },\n"
    "  \"selected_tier\": \"startup\",\n"
    "  \"builds\": [ { \"tier\": \"startup\", \"unit\": \"dgx-h100\", \"count\": 1 } ],\n"
    "  \"units\": [ { \"id\": \"dgx-h100\", \"name\": \"NVIDIA DGX H100\", \"memory_gb\": 640,\n"
    "               \"power_w\": 10200, \"price_usd\": 199000 } ] }\n";
  const char *at;

  if (find == NULL)
    return g_strdup (base);

  at = strstr (base, find);
  g_assert_nonnull (at);
  g_assert_null (strstr (at + 1, find));

  return g_strdup_printf ("%.*s%s%s", (int) (at - base), base, replace, at + strlen (find));
}

/* Reading @length bytes of @text fails with one line that starts with the
 * file's name and holds @expected. */
static void
assert_refused (const char *text,
                gsize       length,
                const char *expected)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, length);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlanDocument) document = cp_plan_document_new_from_bytes (bytes, "bad.clusterplan",
                                                                       &error);

  g_assert_null (document);
  g_assert_true (error->domain == CP_FILE_ERROR || error->domain == CP_PLAN_DOCUMENT_ERROR);
  if (!g_str_has_prefix (error->message, "bad.clusterplan: ") ||
      strstr (error->message, expected) == NULL || strchr (error->message, '\n') != NULL)
    g_error ("expected one line with “%s”, got “%s”", expected, error->message);
}

static void
assert_plan_refused (const char *find,
                     const char *replace,
                     const char *expected)
{
  g_autofree char *text = break_plan (find, replace);

  assert_refused (text, strlen (text), expected);
}

/* The base plan reads: the refusals below are each of one thing. */
static void
test_read_base (void)
{
  g_autofree char *text = break_plan (NULL, NULL);
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlanDocument) document = cp_plan_document_new_from_bytes (bytes, "bad.clusterplan",
                                                                       &error);
  g_autoptr(CpModel) named = cp_model_new_for_params (70, CP_PRECISION_FP8, NULL);
  CpModel *custom;

  g_assert_no_error (error);
  g_assert_cmpuint (cp_plan_document_get_n_models (document), ==, 2);
  g_assert_cmpstr (cp_plan_document_get_customer (document), ==, "Acme");
  g_assert_cmpstr (cp_plan_document_get_selected_tier (document), ==, "startup");
  /* Without a name of its own, a custom model is named after its size. */
  custom = cp_plan_document_get_model (document, 1);
  g_assert_null (cp_plan_document_get_given_name (document, 1));
  g_assert_cmpstr (cp_item_get_name (CP_ITEM (custom)), ==, cp_item_get_name (CP_ITEM (named)));
  g_assert_cmpint (cp_model_get_min_memory_mb (custom), ==, cp_model_get_min_memory_mb (named));
}

/* Each kind of bad file the catalog's tests try, and each member wrong. */
static void
test_read_hostile (void)
{
  g_autofree char *base = break_plan (NULL, NULL);
  GString *deep = g_string_new ("{ \"format\": \"cluster-planner-plan\", \"x\": ");
  g_autofree char *huge = NULL;
  gsize huge_length = 40 * 1024 * 1024;

  /* Truncated anywhere. */
  for (gsize length = 0; length < strlen (base); length += 7)
    {
      g_autoptr(GBytes) bytes = g_bytes_new (base, length);
      g_autoptr(GError) error = NULL;
      g_autoptr(CpPlanDocument) document = cp_plan_document_new_from_bytes (bytes, "t.clusterplan",
                                                                           &error);

      g_assert_null (document);
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, "t.clusterplan: "));
      g_assert_null (strchr (error->message, '\n'));
    }

  /* Nested 100,000 deep. */
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  assert_refused (deep->str, deep->len, "deep");
  g_string_free (deep, TRUE);

  /* Not UTF-8. */
  assert_plan_refused ("\"Acme\"", "\"Ac\xff\xfeme\"", "UTF-8");

  /* 40 MB. */
  huge = g_malloc (huge_length);
  memset (huge, ' ', huge_length);
  memcpy (huge, base, strlen (base));
  assert_refused (huge, huge_length, "MB");

  /* Numbers out of range, of the wrong kind, or not numbers at all. */
  assert_plan_refused ("\"users\": 16", "\"users\": 0", "workload.users: must be from 1 to");
  assert_plan_refused ("\"users\": 16", "\"users\": 1e300", "workload.users: must be from 1");
  assert_plan_refused ("\"context_tokens\": 32768", "\"context_tokens\": 3.5",
                       "workload.context_tokens: must be a whole number");
  assert_plan_refused ("\"min_memory_gb\": 168", "\"min_memory_gb\": -168",
                       "models[0].min_memory_gb: must be above 0");
  assert_plan_refused ("\"min_memory_gb\": 168", "\"min_memory_gb\": 1e400",
                       "models[0].min_memory_gb");
  assert_plan_refused ("\"params_b\": 70", "\"params_b\": 1e30", "models[1].params_b");
  assert_plan_refused ("\"count\": 1", "\"count\": 99999999999", "builds[0].count");
  assert_plan_refused ("\"price_usd\": 199000", "\"price_usd\": \"cheap\"",
                       "units[0].price_usd: must be a number");
  assert_plan_refused ("\"power_w\": 10200", "\"power_w\": -1", "units[0].power_w");
  assert_plan_refused ("\"kv_cache\": \"bf16\" }", "\"kv_cache\": \"bf16\", \"allow_pcie_split\": 1 }",
                       "workload.allow_pcie_split: must be true or false");

  /* The plan's own members. */
  assert_plan_refused ("cluster-planner-plan", "cluster-planner-catalog",
                       "format: this is a catalog, not a plan");
  assert_plan_refused ("cluster-planner-plan", "something-else", "format: must be");
  assert_plan_refused ("\"version\": 1", "\"version\": 2", "version: the plan was saved by a newer");
  assert_plan_refused ("\"version\": 1,", "", "version: missing");
  assert_plan_refused ("\"date\": \"2026-12-01\"", "\"date\": \"2026-13-01\"", "catalog.date");
  assert_plan_refused ("\"sha256\": null", "\"sha256\": \"abc\"", "catalog.sha256");
  assert_plan_refused ("\"id\": \"custom-1\"", "\"id\": \"llama-3.1-70b\"",
                       "models[1].id: “llama-3.1-70b” is listed twice");
  assert_plan_refused ("\"id\": \"custom-1\"", "\"id\": \"a b\"", "models[1].id");
  assert_plan_refused ("\"precision\": \"fp8\"", "\"precision\": \"fp7\"",
                       "models[1].precision");
  assert_plan_refused ("\"kv_cache\": \"bf16\"", "\"kv_cache\": \"fp4\"",
                       "workload.kv_cache");
  assert_plan_refused ("\"models\": [", "\"models\": \"all\", \"m\": [", "models: must be a list");
  assert_plan_refused ("\"customer\": \"Acme\"", "\"customer\": \"A\\nB\"", "customer");
  assert_plan_refused ("\"customer\": \"Acme\"",
                       "\"customer\": \"Acme\", \"customer_address\": [ \"1\", \"2\", \"3\", \"4\", "
                       "\"5\", \"6\", \"7\", \"8\", \"9\" ]", "customer_address");
  assert_plan_refused ("\"customer\": \"Acme\"",
                       "\"customer\": \"Acme\", \"customer_address\": [ \"Chui 1\", 720001 ]",
                       "customer_address[1]");
  assert_plan_refused ("\"customer\": \"Acme\"",
                       "\"customer\": \"Acme\", \"customer_address\": [ \" \" ]",
                       "customer_address[0]");
  assert_plan_refused ("\"customer\": \"Acme\"",
                       "\"customer\": \"Acme\", \"customer_email\": \"a\\tb\"", "customer_email");
  assert_refused ("[]", 2, "a plan is one JSON object");
  assert_refused ("", 0, "bad.clusterplan");
}

/* A plan file that is a named pipe is refused at once, not waited on. */
static void
test_read_fifo (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-plan-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "pipe.clusterplan", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CpPlanDocument) document = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);

  document = cp_plan_document_new_from_file (file, &error);
  g_assert_null (document);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "pipe.clusterplan"));
  g_assert_null (strchr (error->message, '\n'));

  g_unlink (path);
  g_rmdir (dir);
}

/* Saved, a plan is the file it reads back from; a file that cannot be
 * written leaves what was there. */
static void
test_save (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-plan-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "a.clusterplan", NULL);
  g_autofree char *folder_path = g_build_filename (dir, "folder.clusterplan", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CpSession) session = new_busy_session ();
  g_autoptr(CpPlanDocument) document = cp_session_snapshot (session);
  g_autoptr(GBytes) bytes = cp_plan_document_to_bytes (document);
  g_autoptr(CpPlanDocument) read = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_no_error (error);
  g_assert_true (cp_plan_document_save (document, path, &error));
  g_assert_no_error (error);
  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (contents, length, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));

  read = cp_plan_document_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (read);

  g_assert_cmpint (g_mkdir (folder_path, 0700), ==, 0);
  g_assert_false (cp_plan_document_save (document, folder_path, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "folder.clusterplan"));
  g_assert_true (g_file_test (folder_path, G_FILE_TEST_IS_DIR));

  g_rmdir (folder_path);
  g_unlink (path);
  g_rmdir (dir);
}

/* A document of @n custom models made from a size. */
static CpPlanDocument *
new_document_of (guint n)
{
  CpPlanDocument *document = cp_plan_document_new ();
  g_autoptr(CpModel) model = cp_model_new_for_memory (100 * CP_MB_PER_GB);

  cp_plan_document_set_catalog (document, builtin);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("Model %u", i);

      cp_plan_document_add_model (document, model, name, TRUE, NULL);
    }

  return document;
}

/* One limit for reader and writer (issue 26): a plan holds at most
 * CP_PLAN_DOCUMENT_MAX_MODELS models; the writer refuses one more, saying
 * so, and leaves the file as it was; the reader refuses it naming the
 * limit; the largest plan allowed is written and read back. */
static void
test_model_limit (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-plan-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "many.clusterplan", NULL);
  g_autofree char *most = cp_format_integer (CP_PLAN_DOCUMENT_MAX_MODELS);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CpPlanDocument) full = new_document_of (CP_PLAN_DOCUMENT_MAX_MODELS);
  g_autoptr(CpPlanDocument) over = new_document_of (CP_PLAN_DOCUMENT_MAX_MODELS + 1);
  g_autoptr(CpPlanDocument) read = NULL;
  g_autoptr(GBytes) bytes = NULL;

  g_assert_no_error (error);

  /* The most: written, and read back whole. */
  g_assert_true (cp_plan_document_save (full, path, &error));
  g_assert_no_error (error);
  read = cp_plan_document_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cp_plan_document_get_n_models (read), ==, CP_PLAN_DOCUMENT_MAX_MODELS);
  g_clear_object (&read);

  /* One more: not written; the file is the plan it was. */
  g_assert_false (cp_plan_document_save (over, path, &error));
  g_assert_error (error, CP_PLAN_DOCUMENT_ERROR, CP_PLAN_DOCUMENT_ERROR_FORMAT);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_nonnull (strstr (error->message, most));
  g_clear_error (&error);
  g_assert_false (cp_plan_document_check_limits (over, NULL, "draft", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  read = cp_plan_document_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cp_plan_document_get_n_models (read), ==, CP_PLAN_DOCUMENT_MAX_MODELS);

  /* Written anyway (as another program might): refused on reading, the
   * limit named. */
  bytes = cp_plan_document_to_bytes (over);
  g_clear_object (&read);
  read = cp_plan_document_new_from_bytes (bytes, "many.clusterplan", &error);
  g_assert_null (read);
  g_assert_error (error, CP_FILE_ERROR, CP_FILE_ERROR_RANGE);
  g_assert_true (g_str_has_prefix (error->message, "many.clusterplan: models: "));
  g_assert_nonnull (strstr (error->message, most));
  g_clear_error (&error);

  g_unlink (path);
  g_rmdir (dir);
}

static guint
count_left (void)
{
  g_autoptr(GListModel) left = cp_drafts_list_left ();

  return g_list_model_get_n_items (left);
}

/* A draft is this app's while it holds it, left for the next one once it
 * lets go without discarding it, and gone once discarded. */
static void
test_drafts (void)
{
  g_autoptr(CpSession) session = new_busy_session ();
  g_autoptr(CpPlanDocument) document = cp_session_snapshot (session);
  g_autoptr(GBytes) bytes = cp_plan_document_to_bytes (document);
  g_autoptr(GFile) file = g_file_new_for_path ("/plans/a.clusterplan");
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) left = NULL;
  g_autoptr(CpDraft) found = NULL;
  g_autoptr(CpPlanDocument) read = NULL;
  g_autoptr(GBytes) read_bytes = NULL;
  g_autofree char *dir = cp_drafts_dup_dir ();
  g_autofree char *id = NULL;
  CpDraft *draft;
  struct stat st;

  g_assert_cmpuint (count_left (), ==, 0);
  draft = cp_draft_new (&error);
  g_assert_no_error (error);
  id = g_strdup (cp_draft_get_id (draft));
  g_assert_true (cp_draft_write (draft, bytes, file, TRUE, &error));
  g_assert_no_error (error);

  /* Private to the user. */
  g_assert_cmpint (g_stat (dir, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0700);

  /* Held: not left. */
  g_assert_cmpuint (count_left (), ==, 0);
  g_object_unref (draft);

  left = cp_drafts_list_left ();
  g_assert_cmpuint (g_list_model_get_n_items (left), ==, 1);
  found = g_list_model_get_item (left, 0);
  g_assert_cmpstr (cp_draft_get_id (found), ==, id);
  g_assert_true (g_file_equal (cp_draft_get_file (found), file));
  g_assert_true (cp_draft_get_remembered (found));
  g_assert_nonnull (cp_draft_get_written (found));
  read = cp_draft_load (found, &error);
  g_assert_no_error (error);
  read_bytes = cp_plan_document_to_bytes (read);
  g_assert_true (g_bytes_equal (read_bytes, bytes));

  /* Adopted, it is this app's again; discarded, it is gone. */
  g_assert_true (cp_draft_adopt (found, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_left (), ==, 0);
  cp_draft_discard (found);
  g_assert_cmpuint (count_left (), ==, 0);
  {
    g_autoptr(GDir) listing = g_dir_open (dir, 0, &error);

    g_assert_no_error (error);
    g_assert_null (g_dir_read_name (listing));
  }
}

/* A custom model's name and the customer, typed with characters that
 * show nothing, are kept without them, so that what is written reads
 * back the same. */
static void
test_invisible_characters (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  g_autoptr(CpPlanDocument) document = cp_plan_document_new ();
  g_autoptr(CpModel) model = cp_model_new_for_memory (100 * CP_MB_PER_GB);

  g_assert_no_error (error);
  cp_plan_document_set_catalog (document, catalog);
  cp_plan_document_add_model (document, model, "R\u200BD\u200F model\uFEFF", TRUE, NULL);
  cp_plan_document_set_customer (document, "\uFEFFAcme\u200B Robotics\u2060");
  g_assert_cmpstr (cp_plan_document_get_given_name (document, 0), ==, "RD model");
  g_assert_cmpstr (cp_plan_document_get_customer (document), ==, "Acme Robotics");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *state = NULL;
  int status;

  /* Drafts in a state folder of this test's own, read once by GLib. */
  state = cp_test_make_tmpdir ("test-plan-document");
  g_setenv ("XDG_STATE_HOME", state, TRUE);

  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  builtin = cp_catalog_new_builtin (&error);
  g_assert_no_error (error);

  g_test_add_func ("/cluster-planner/plan-document/invisible-characters",
                   test_invisible_characters);
  g_test_add_func ("/cluster-planner/plan-document/snapshot", test_snapshot);
  g_test_add_func ("/cluster-planner/plan-document/session-round-trip", test_session_round_trip);
  g_test_add_func ("/cluster-planner/plan-document/session-workload", test_session_workload);
  g_test_add_func ("/cluster-planner/plan-document/session-pcie-split", test_session_pcie_split);
  g_test_add_func ("/cluster-planner/plan-document/session-all-weights", test_session_all_weights);
  g_test_add_func ("/cluster-planner/plan-document/customer-fields", test_customer_fields);
  g_test_add_func ("/cluster-planner/plan-document/unknown-model", test_unknown_model);
  g_test_add_func ("/cluster-planner/plan-document/other-catalog", test_other_catalog);
  g_test_add_func ("/cluster-planner/plan-document/imported-model", test_imported_model);
  g_test_add_func ("/cluster-planner/plan-document/read/round-trip", test_read_round_trip);
  g_test_add_func ("/cluster-planner/plan-document/read/workload", test_read_workload);
  g_test_add_func ("/cluster-planner/plan-document/read/base", test_read_base);
  g_test_add_func ("/cluster-planner/plan-document/read/hostile", test_read_hostile);
  g_test_add_func ("/cluster-planner/plan-document/read/fifo", test_read_fifo);
  g_test_add_func ("/cluster-planner/plan-document/save", test_save);
  g_test_add_func ("/cluster-planner/plan-document/model-limit", test_model_limit);
  g_test_add_func ("/cluster-planner/plan-document/drafts", test_drafts);

  status = g_test_run ();
  g_object_unref (builtin);
  cp_test_remove_tmpdir (state);

  return status;
}
