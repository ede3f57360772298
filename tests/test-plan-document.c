/* test-plan-document.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <locale.h>
#include <string.h>

#include "cp-model-import.h"
#include "cp-plan-document.h"
#include "cp-session.h"

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
  const char *at = strstr (text, find);
  g_autofree char *changed = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  CpCatalog *catalog;

  g_assert_nonnull (at);
  g_assert_null (strstr (at + 1, find));
  changed = g_strdup_printf ("%.*s%s%s", (int) (at - text), text, replace, at + strlen (find));
  bytes = g_bytes_new_take (g_steal_pointer (&changed), strlen (text) - strlen (find) + strlen (replace));
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
  g_assert_error (error, CP_CATALOG_ERROR, CP_CATALOG_ERROR_REFERENCE);
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

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  builtin = cp_catalog_new_builtin (&error);
  g_assert_no_error (error);

  g_test_add_func ("/cluster-planner/plan-document/snapshot", test_snapshot);
  g_test_add_func ("/cluster-planner/plan-document/session-round-trip", test_session_round_trip);
  g_test_add_func ("/cluster-planner/plan-document/unknown-model", test_unknown_model);
  g_test_add_func ("/cluster-planner/plan-document/other-catalog", test_other_catalog);
  g_test_add_func ("/cluster-planner/plan-document/imported-model", test_imported_model);

  status = g_test_run ();
  g_object_unref (builtin);

  return status;
}
