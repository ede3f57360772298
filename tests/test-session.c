/* test-session.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

/* For the key file backend the settings are kept in between two runs. */
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <json-glib/json-glib.h>
#include <locale.h>
#include <string.h>

#include "cp-build.h"
#include "cp-format.h"
#include "cp-model-import.h"
#include "cp-plan-document.h"
#include "cp-plan.h"
#include "cp-quote-snapshot.h"
#include "cp-quote.h"
#include "cp-session.h"
#include "cp-test-planner.h"
#include "cp-test-util.h"

/* The session, headless: choosing models, custom models added, named,
 * renamed and removed, one "plan-changed" per change or batch, switching
 * catalogs, the build picked, and the custom models kept in the settings
 * for the next session. */

typedef struct
{
  CpSession *session;
  guint      n_plans;
  guint      n_selections;
} Fixture;

static void
plan_changed_cb (CpSession *session,
                 Fixture   *fixture)
{
  fixture->n_plans++;
}

static void
selection_cb (CpSession  *session,
              GParamSpec *pspec,
              Fixture    *fixture)
{
  fixture->n_selections++;
}

static CpCatalog *
builtin_catalog (void)
{
  g_autoptr(GError) error = NULL;
  CpCatalog *catalog = cp_catalog_new_builtin (&error);

  g_assert_no_error (error);

  return catalog;
}

/* The small test catalog, with @extra_models added to its models. */
static CpCatalog *
small_catalog (const char *extra_models)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "catalog-small.json", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) changed = NULL;
  g_autoptr(GBytes) bytes = NULL;
  CpCatalog *catalog;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  changed = g_string_new (text);
  if (extra_models != NULL)
    g_assert_cmpuint (g_string_replace (changed, "\"models\": [", extra_models, 1), ==, 1);
  bytes = g_string_free_to_bytes (g_steal_pointer (&changed));
  catalog = cp_catalog_new_from_bytes (bytes, "small.json", &error);
  g_assert_no_error (error);

  return catalog;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(CpCatalog) catalog = builtin_catalog ();

  fixture->session = cp_session_new ();
  cp_session_set_catalog (fixture->session, catalog);
  g_signal_connect (fixture->session, "plan-changed", G_CALLBACK (plan_changed_cb), fixture);
  g_signal_connect (fixture->session, "notify::selected-tier", G_CALLBACK (selection_cb), fixture);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_assert_finalize_object (fixture->session);
}

static guint
n_planned (CpSession *session)
{
  CpPlan *plan = cp_session_get_plan (session);

  return plan != NULL ? g_list_model_get_n_items (cp_plan_get_models (plan)) : 0;
}

static const char *
row_name (CpSession  *session,
          const char *id)
{
  CpModelRow *row = cp_session_find_row (session, id);

  g_assert_nonnull (row);

  return cp_item_get_name (CP_ITEM (cp_model_row_get_model (row)));
}

static gboolean
row_chosen (CpSession  *session,
            const char *id)
{
  CpModelRow *row = cp_session_find_row (session, id);

  g_assert_nonnull (row);

  return cp_model_row_get_chosen (row);
}

/* The models of the session's catalog: one row each, before any custom. */
static guint
n_catalog_models (CpSession *session)
{
  return g_list_model_get_n_items (cp_catalog_get_models (cp_session_get_catalog (session)));
}

static void
test_choose (Fixture       *fixture,
             gconstpointer  data)
{
  CpSession *session = fixture->session;

  /* The catalog's models, none chosen: no plan. */
  g_assert_cmpuint (g_list_model_get_n_items (cp_session_get_rows (session)), ==, n_catalog_models (session));
  g_assert_null (cp_session_get_plan (session));
  g_assert_null (cp_session_get_selected_tier (session));

  /* One change, one new plan. */
  g_assert_true (cp_session_choose_model (session, "deepseek-v4-pro", TRUE));
  g_assert_cmpuint (fixture->n_plans, ==, 1);
  g_assert_cmpuint (n_planned (session), ==, 1);
  g_assert_cmpint (cp_plan_get_required_mb (cp_session_get_plan (session)), ==, 1920000);

  /* Choosing it again changes nothing. */
  g_assert_true (cp_session_choose_model (session, "deepseek-v4-pro", TRUE));
  g_assert_cmpuint (fixture->n_plans, ==, 1);

  /* The row's own check box is the same choice. */
  cp_model_row_set_chosen (cp_session_find_row (session, "glm-5.2-max"), TRUE);
  g_assert_cmpuint (fixture->n_plans, ==, 2);
  g_assert_cmpuint (n_planned (session), ==, 2);
  g_assert_cmpint (cp_plan_get_required_mb (cp_session_get_plan (session)), ==, 2823600);

  /* No such model: nothing happens. */
  g_assert_false (cp_session_choose_model (session, "no-such-model", TRUE));
  g_assert_cmpuint (fixture->n_plans, ==, 2);

  g_assert_true (cp_session_choose_model (session, "deepseek-v4-pro", FALSE));
  g_assert_true (cp_session_choose_model (session, "glm-5.2-max", FALSE));
  g_assert_cmpuint (fixture->n_plans, ==, 4);
  g_assert_null (cp_session_get_plan (session));
}

static void
test_batch (Fixture       *fixture,
            gconstpointer  data)
{
  CpSession *session = fixture->session;

  /* Three changes in a batch: one new plan, made at the end. */
  cp_session_freeze (session);
  cp_session_choose_model (session, "deepseek-v4-pro", TRUE);
  cp_session_choose_model (session, "glm-5.2-max", TRUE);
  cp_session_choose_model (session, "nemotron-3-ultra", TRUE);
  g_assert_cmpuint (fixture->n_plans, ==, 0);
  g_assert_null (cp_session_get_plan (session));
  cp_session_thaw (session);
  g_assert_cmpuint (fixture->n_plans, ==, 1);
  g_assert_cmpuint (n_planned (session), ==, 3);

  /* Batches nest; only the outer thaw plans. */
  cp_session_freeze (session);
  cp_session_freeze (session);
  cp_session_choose_model (session, "glm-5.2-max", FALSE);
  cp_session_thaw (session);
  g_assert_cmpuint (fixture->n_plans, ==, 1);
  cp_session_thaw (session);
  g_assert_cmpuint (fixture->n_plans, ==, 2);
  g_assert_cmpuint (n_planned (session), ==, 2);

  /* A batch that changes nothing plans nothing. */
  cp_session_freeze (session);
  cp_session_thaw (session);
  g_assert_cmpuint (fixture->n_plans, ==, 2);
}

static void
test_custom (Fixture       *fixture,
             gconstpointer  data)
{
  CpSession *session = fixture->session;
  g_autoptr(CpModel) llama = cp_model_new_for_params (65, CP_PRECISION_FP16, NULL);
  g_autoptr(CpModel) raw = cp_model_new_for_memory (100000);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *title = NULL;

  /* Added chosen, under an id of its own, with the name made from its
   * size. */
  first = cp_session_add_custom_model (session, llama, NULL);
  g_assert_cmpstr (first, ==, "custom-1");
  g_assert_cmpuint (fixture->n_plans, ==, 1);
  g_assert_true (row_chosen (session, first));
  g_assert_cmpstr (row_name (session, first), ==, "Custom model, 65B at FP16");
  g_assert_cmpint (cp_plan_get_required_mb (cp_session_get_plan (session)), ==, 156000);
  g_assert_cmpuint (g_list_model_get_n_items (cp_session_get_rows (session)), ==, n_catalog_models (session) + 1);

  /* A name given when it is added. */
  second = cp_session_add_custom_model (session, raw, "  Team LLM ");
  g_assert_cmpstr (second, ==, "custom-2");
  g_assert_cmpstr (row_name (session, second), ==, "Team LLM");
  g_assert_cmpuint (fixture->n_plans, ==, 2);
  g_assert_cmpint (cp_plan_get_required_mb (cp_session_get_plan (session)), ==, 256000);

  /* Renamed while chosen: the plan names it anew. */
  g_assert_true (cp_session_rename_custom_model (session, first, "Llama Fork"));
  g_assert_cmpstr (row_name (session, first), ==, "Llama Fork");
  g_assert_cmpuint (fixture->n_plans, ==, 3);
  title = cp_plan_dup_models_title (cp_session_get_plan (session));
  g_assert_nonnull (strstr (title, "Llama Fork"));
  g_assert_null (strstr (title, "65B"));
  /* The memory is the same model's. */
  g_assert_cmpint (cp_plan_get_required_mb (cp_session_get_plan (session)), ==, 256000);

  /* Blanks give it back the name made from its size. */
  g_assert_true (cp_session_rename_custom_model (session, first, "   "));
  g_assert_cmpstr (row_name (session, first), ==, "Custom model, 65B at FP16");
  g_assert_cmpuint (fixture->n_plans, ==, 4);

  /* Renaming one that is not chosen does not touch the plan. */
  g_assert_true (cp_session_choose_model (session, second, FALSE));
  g_assert_cmpuint (fixture->n_plans, ==, 5);
  g_assert_true (cp_session_rename_custom_model (session, second, "Team LLM v2"));
  g_assert_cmpstr (row_name (session, second), ==, "Team LLM v2");
  g_assert_cmpuint (fixture->n_plans, ==, 5);

  /* The catalog's models are not custom ones. */
  g_assert_false (cp_session_rename_custom_model (session, "glm-5.2-max", "GLM"));
  g_assert_false (cp_session_remove_custom_model (session, "glm-5.2-max"));
  g_assert_cmpstr (row_name (session, "glm-5.2-max"), ==, "GLM 5.2 Max");

  /* Removed: a chosen one replans, another does not. */
  g_assert_true (cp_session_remove_custom_model (session, second));
  g_assert_cmpuint (fixture->n_plans, ==, 5);
  g_assert_true (cp_session_remove_custom_model (session, first));
  g_assert_cmpuint (fixture->n_plans, ==, 6);
  g_assert_null (cp_session_get_plan (session));
  g_assert_null (cp_session_find_row (session, first));
  g_assert_false (cp_session_remove_custom_model (session, first));
  g_assert_cmpuint (g_list_model_get_n_items (cp_session_get_rows (session)), ==, n_catalog_models (session));
}

/* Removed for an Undo and put back: in its place, under its id, named by
 * its parameters or its given name, chosen or not as it was. */
static void
test_custom_undo (Fixture       *fixture,
                  gconstpointer  data)
{
  CpSession *session = fixture->session;
  GListModel *rows = cp_session_get_rows (session);
  g_autoptr(CpModel) llama = cp_model_new_for_params (65, CP_PRECISION_FP16, NULL);
  g_autoptr(CpModel) raw = cp_model_new_for_memory (100000);
  g_autoptr(CpModel) other = cp_model_new_for_memory (5000);
  g_autoptr(GVariant) cut = NULL;
  g_autoptr(GVariant) cut_again = NULL;
  g_autofree char *first = cp_session_add_custom_model (session, llama, "Team LLM");
  g_autofree char *second = cp_session_add_custom_model (session, raw, NULL);
  g_autofree char *third = cp_session_add_custom_model (session, other, NULL);
  g_autofree char *back = NULL;
  g_autofree char *back_again = NULL;
  g_autoptr(CpModelRow) row = NULL;
  guint n_plans;

  g_assert_nonnull (third);
  g_assert_true (cp_session_choose_model (session, second, FALSE));
  n_plans = fixture->n_plans;

  /* The first, named and chosen: the plan loses it. */
  cut = cp_session_cut_custom_model (session, first);
  g_assert_nonnull (cut);
  g_assert_null (cp_session_find_row (session, first));
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, n_catalog_models (session) + 2);
  g_assert_cmpuint (fixture->n_plans, ==, n_plans + 1);
  g_assert_cmpint (cp_plan_get_required_mb (cp_session_get_plan (session)), ==, 5000);

  back = cp_session_restore_custom_model (session, cut);
  g_assert_cmpstr (back, ==, first);
  g_assert_cmpstr (row_name (session, first), ==, "Team LLM");
  g_assert_true (row_chosen (session, first));
  g_assert_cmpfloat (cp_model_get_params_b (cp_model_row_get_model (cp_session_find_row (session, first))), ==, 65);
  g_assert_cmpuint (fixture->n_plans, ==, n_plans + 2);
  g_assert_cmpint (cp_plan_get_required_mb (cp_session_get_plan (session)), ==, 156000 + 5000);
  /* In its place: first of the custom models, after the catalog's. */
  row = g_list_model_get_item (rows, n_catalog_models (session));
  g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_model_row_get_model (row))), ==, first);

  /* The second, not chosen: back unchosen, and the plan does not change. */
  cut_again = cp_session_cut_custom_model (session, second);
  g_assert_cmpuint (fixture->n_plans, ==, n_plans + 2);
  back_again = cp_session_restore_custom_model (session, cut_again);
  g_assert_cmpstr (back_again, ==, second);
  g_assert_false (row_chosen (session, second));
  g_assert_cmpstr (row_name (session, second), ==, "Custom model (100 GB)");
  g_clear_object (&row);
  row = g_list_model_get_item (rows, n_catalog_models (session) + 1);
  g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_model_row_get_model (row))), ==, second);
  g_assert_cmpuint (fixture->n_plans, ==, n_plans + 2);

  /* Nothing to cut, nor anything but a cut to put back. */
  g_assert_null (cp_session_cut_custom_model (session, "glm-5.2-max"));
  g_assert_null (cp_session_cut_custom_model (session, "custom-9"));
  {
    g_autoptr(GVariant) wrong = g_variant_ref_sink (g_variant_new_string ("custom-1"));
    g_autofree char *none = cp_session_restore_custom_model (session, wrong);

    g_assert_null (none);
  }
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, n_catalog_models (session) + 3);
}

static void
refused_cb (CpSession  *session,
            const char *message,
            GPtrArray  *refused)
{
  g_ptr_array_add (refused, g_strdup (message));
}

/* A plan holds at most CP_PLAN_DOCUMENT_MAX_MODELS models: the one past
 * them is refused as it is added — a custom model, a catalog model
 * ticked, a removed model put back —, with a message naming the limit,
 * and the plan stays as it was; before, the window took it and only Save
 * refused the plan (issue 26). */
static void
test_model_limit (Fixture       *fixture,
                  gconstpointer  data)
{
  CpSession *session = fixture->session;
  GListModel *rows = cp_session_get_rows (session);
  g_autoptr(CpModel) custom = cp_model_new_for_memory (1000);
  g_autoptr(GPtrArray) refused = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *most = cp_format_integer (CP_PLAN_DOCUMENT_MAX_MODELS);
  g_autofree char *expected = g_strdup_printf ("A plan holds at most %s models: remove one "
                                               "before adding another", most);
  g_autofree char *first = NULL;
  g_autofree char *back = NULL;
  g_autoptr(GVariant) cut = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlanDocument) snapshot = NULL;
  CpModelRow *row;
  guint n_rows, n_plans;

  g_signal_connect (session, "model-refused", G_CALLBACK (refused_cb), refused);
  g_assert_true (cp_session_choose_model (session, "llama-3.1-8b", TRUE));
  cp_session_freeze (session);
  for (guint i = 1; i < CP_PLAN_DOCUMENT_MAX_MODELS; i++)
    {
      g_autofree char *id = cp_session_add_custom_model (session, custom, NULL);

      g_assert_nonnull (id);
      if (first == NULL)
        first = g_steal_pointer (&id);
    }
  cp_session_thaw (session);
  g_assert_cmpuint (refused->len, ==, 0);
  g_assert_cmpuint (n_planned (session), ==, CP_PLAN_DOCUMENT_MAX_MODELS);
  n_rows = g_list_model_get_n_items (rows);
  n_plans = fixture->n_plans;

  /* Full: no custom model more. */
  g_assert_false (cp_session_check_room (session, &error));
  g_assert_cmpstr (error->message, ==, expected);
  g_assert_null (cp_session_add_custom_model (session, custom, "One too many"));
  g_assert_cmpuint (refused->len, ==, 1);
  g_assert_cmpstr (refused->pdata[0], ==, expected);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, n_rows);

  /* A catalog model ticked, as its check box does: unticked again. */
  row = cp_session_find_row (session, "qwen3-32b");
  cp_model_row_set_chosen (row, TRUE);
  g_assert_false (cp_model_row_get_chosen (row));
  g_assert_cmpuint (refused->len, ==, 2);
  g_assert_cmpstr (refused->pdata[1], ==, expected);
  g_assert_false (cp_session_choose_model (session, "qwen3-32b", TRUE) &&
                  row_chosen (session, "qwen3-32b"));
  g_assert_cmpuint (refused->len, ==, 3);
  /* The plan did not change. */
  g_assert_cmpuint (fixture->n_plans, ==, n_plans);
  g_assert_cmpuint (n_planned (session), ==, CP_PLAN_DOCUMENT_MAX_MODELS);

  /* A custom model removed, a catalog model ticked in its place: the
   * removed one cannot come back until another goes. */
  cut = cp_session_cut_custom_model (session, first);
  g_assert_nonnull (cut);
  g_assert_true (cp_session_choose_model (session, "qwen3-32b", TRUE));
  g_assert_true (row_chosen (session, "qwen3-32b"));
  g_assert_null (cp_session_restore_custom_model (session, cut));
  g_assert_cmpuint (refused->len, ==, 4);
  g_assert_null (cp_session_find_row (session, first));
  g_assert_true (cp_session_choose_model (session, "qwen3-32b", FALSE));
  back = cp_session_restore_custom_model (session, cut);
  g_assert_cmpstr (back, ==, first);
  g_assert_cmpuint (refused->len, ==, 4);

  /* What the session holds is a plan it can save. */
  snapshot = cp_session_snapshot (session);
  g_assert_cmpuint (cp_plan_document_get_n_models (snapshot), ==, CP_PLAN_DOCUMENT_MAX_MODELS);
  g_assert_true (cp_plan_document_check_limits (snapshot, NULL, "draft", &error));
}

static void
test_catalog_switch (Fixture       *fixture,
                     gconstpointer  data)
{
  CpSession *session = fixture->session;
  g_autoptr(CpCatalog) builtin = g_object_ref (cp_session_get_catalog (session));
  g_autoptr(CpCatalog) small = small_catalog (
    "\"models\": [ { \"id\": \"glm-5.2-max\", \"name\": \"GLM 5.2 Max\", \"min_memory_gb\": 903.6, "
    "\"source\": \"test data\" },");
  g_autoptr(CpModel) custom = cp_model_new_for_memory (50000);
  g_autofree char *id = NULL;
  GListModel *rows = cp_session_get_rows (session);

  cp_session_freeze (session);
  cp_session_choose_model (session, "deepseek-v4-pro", TRUE);
  cp_session_choose_model (session, "glm-5.2-max", TRUE);
  id = cp_session_add_custom_model (session, custom, "Tiny");
  cp_session_thaw (session);
  g_assert_cmpuint (fixture->n_plans, ==, 1);

  /* One new plan; the models both catalogs have stay chosen, by id; the
   * custom one stays, after the catalog's models. */
  cp_session_set_catalog (session, small);
  g_assert_cmpuint (fixture->n_plans, ==, 2);
  g_assert_true (cp_session_get_catalog (session) == small);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 3);
  g_assert_null (cp_session_find_row (session, "deepseek-v4-pro"));
  g_assert_true (row_chosen (session, "glm-5.2-max"));
  g_assert_false (row_chosen (session, "small-model"));
  g_assert_true (row_chosen (session, id));
  g_assert_cmpstr (row_name (session, id), ==, "Tiny");
  {
    g_autoptr(CpModelRow) last = g_list_model_get_item (rows, 2);

    g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_model_row_get_model (last))), ==, id);
  }
  g_assert_cmpuint (n_planned (session), ==, 2);
  g_assert_cmpint (cp_plan_get_required_mb (cp_session_get_plan (session)), ==, 953600);

  /* The same catalog again changes nothing. */
  cp_session_set_catalog (session, small);
  g_assert_cmpuint (fixture->n_plans, ==, 2);

  /* Back: DeepSeek V4 Pro was not in the small catalog, so it is not
   * chosen any more. */
  cp_session_set_catalog (session, builtin);
  g_assert_cmpuint (fixture->n_plans, ==, 3);
  g_assert_false (row_chosen (session, "deepseek-v4-pro"));
  g_assert_true (row_chosen (session, "glm-5.2-max"));
  g_assert_true (row_chosen (session, id));
}

static void
test_selection (Fixture       *fixture,
                gconstpointer  data)
{
  CpSession *session = fixture->session;
  g_autoptr(CpModel) custom = cp_model_new_for_memory (100000);
  g_autofree char *id = NULL;

  /* A plan picks its recommended build. */
  cp_session_choose_model (session, "deepseek-v4-pro", TRUE);
  g_assert_cmpstr (cp_session_get_selected_tier (session), ==, "startup");
  g_assert_cmpuint (fixture->n_selections, ==, 1);
  g_assert_true (cp_session_get_selected_build (session) ==
                 cp_plan_get_recommended (cp_session_get_plan (session)));

  /* Another build of the plan; a tier the plan lacks is refused. */
  g_assert_true (cp_session_select_tier (session, "growth"));
  g_assert_cmpstr (cp_session_get_selected_tier (session), ==, "growth");
  g_assert_cmpuint (fixture->n_selections, ==, 2);
  g_assert_true (cp_session_get_selected_build (session) ==
                 cp_plan_find_build (cp_session_get_plan (session), "growth"));
  g_assert_false (cp_session_select_tier (session, "no-such-tier"));
  g_assert_cmpstr (cp_session_get_selected_tier (session), ==, "growth");
  g_assert_true (cp_session_select_tier (session, "growth"));
  g_assert_cmpuint (fixture->n_selections, ==, 2);

  /* A chosen model renamed: the same builds, so the pick is kept. */
  id = cp_session_add_custom_model (session, custom, NULL);
  cp_session_select_tier (session, "growth");
  g_assert_cmpuint (fixture->n_selections, ==, 4);
  cp_session_rename_custom_model (session, id, "Renamed");
  g_assert_cmpstr (cp_session_get_selected_tier (session), ==, "growth");
  g_assert_cmpuint (fixture->n_selections, ==, 4);

  /* Another requirement: the new plan's recommended build. */
  cp_session_choose_model (session, "glm-5.2-max", TRUE);
  g_assert_cmpstr (cp_session_get_selected_tier (session), ==, "startup");
  g_assert_cmpuint (fixture->n_selections, ==, 5);

  /* No model chosen, no plan: nothing picked. */
  cp_session_freeze (session);
  cp_session_choose_model (session, "deepseek-v4-pro", FALSE);
  cp_session_choose_model (session, "glm-5.2-max", FALSE);
  cp_session_choose_model (session, id, FALSE);
  cp_session_thaw (session);
  g_assert_null (cp_session_get_selected_tier (session));
  g_assert_null (cp_session_get_selected_build (session));
  g_assert_cmpuint (fixture->n_selections, ==, 6);
  g_assert_false (cp_session_select_tier (session, "startup"));
  g_assert_true (cp_session_select_tier (session, NULL));
}

/* Settings kept in a key file in @dir, as they are between two runs: the
 * old keys a first session takes the remembered plan from. */
static GSettings *
keyfile_settings (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "settings.ini", NULL);
  g_autoptr(GSettingsBackend) backend = g_keyfile_settings_backend_new (path, "/", NULL);

  return g_settings_new_with_backend (APP_ID, backend);
}

/* The root of the remembered file @name in @dir, parsed by @parser. */
static JsonObject *
read_remembered (JsonParser *parser,
                 const char *dir,
                 const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);

  return json_node_get_object (json_parser_get_root (parser));
}

/* The entries of the custom-model library in @dir. */
static JsonArray *
read_library (JsonParser *parser,
              const char *dir)
{
  return json_object_get_array_member (read_remembered (parser, dir, "custom-models.json"),
                                       "custom-models");
}

static void
test_persist (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("test-session");
  g_autoptr(CpCatalog) catalog = builtin_catalog ();
  g_autoptr(CpModel) llama = cp_model_new_for_params (65, CP_PRECISION_FP16, NULL);
  g_autoptr(CpModel) raw = cp_model_new_for_memory (100000);
  g_autofree char *named = NULL;
  g_autofree char *unnamed = NULL;

  /* A first run: GLM chosen instead of the default, one custom model
   * named and chosen, another renamed and not chosen. */
  {
    g_autoptr(GSettings) settings = keyfile_settings (dir);
    g_autoptr(CpSession) session = cp_session_new ();

    cp_session_remember_in (session, dir, dir, settings);
    cp_session_set_catalog (session, catalog);
    g_assert_true (row_chosen (session, "deepseek-v4-pro"));
    cp_session_choose_model (session, "deepseek-v4-pro", FALSE);
    cp_session_choose_model (session, "glm-5.2-max", TRUE);
    named = cp_session_add_custom_model (session, llama, "Team LLM");
    unnamed = cp_session_add_custom_model (session, raw, NULL);
    cp_session_rename_custom_model (session, unnamed, "Scratch");
    cp_session_choose_model (session, unnamed, FALSE);
    g_settings_sync ();
  }

  /* The next run, from the file: the same choice, the same custom models,
   * named as they were. */
  {
    g_autoptr(GSettings) settings = keyfile_settings (dir);
    g_autoptr(CpSession) session = cp_session_new ();
    GListModel *rows = cp_session_get_rows (session);

    cp_session_remember_in (session, dir, dir, settings);
    cp_session_set_catalog (session, catalog);
    g_assert_cmpuint (g_list_model_get_n_items (rows), ==, n_catalog_models (session) + 2);
    g_assert_false (row_chosen (session, "deepseek-v4-pro"));
    g_assert_true (row_chosen (session, "glm-5.2-max"));
    g_assert_cmpstr (row_name (session, named), ==, "Team LLM");
    g_assert_true (row_chosen (session, named));
    g_assert_cmpfloat (cp_model_get_params_b (cp_model_row_get_model (cp_session_find_row (session, named))),
                       ==, 65);
    g_assert_cmpstr (row_name (session, unnamed), ==, "Scratch");
    g_assert_false (row_chosen (session, unnamed));
    g_assert_cmpint (cp_model_get_min_memory_mb (cp_model_row_get_model (cp_session_find_row (session, unnamed))),
                     ==, 100000);
    g_assert_cmpuint (n_planned (session), ==, 2);
    g_assert_cmpint (cp_plan_get_required_mb (cp_session_get_plan (session)), ==, 903600 + 156000);

    /* Named back to its size, it is kept without a name. */
    cp_session_rename_custom_model (session, named, NULL);
    cp_session_remove_custom_model (session, unnamed);
    g_settings_sync ();
  }

  {
    g_autoptr(GSettings) settings = keyfile_settings (dir);
    g_autoptr(CpSession) session = cp_session_new ();

    cp_session_remember_in (session, dir, dir, settings);
    cp_session_set_catalog (session, catalog);
    g_assert_cmpuint (g_list_model_get_n_items (cp_session_get_rows (session)), ==, n_catalog_models (session) + 1);
    g_assert_cmpstr (row_name (session, named), ==, "Custom model, 65B at FP16");
    g_assert_null (cp_session_find_row (session, unnamed));
  }

  cp_test_remove_tmpdir (dir);
}

/* An entry from a newer version, or a broken one, is not lost: it is
 * left as it is and written back; keys this version does not know stay
 * too. */
static void
test_persist_unreadable (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("test-session");
  g_autoptr(CpCatalog) catalog = builtin_catalog ();
  g_autoptr(GSettings) settings = keyfile_settings (dir);
  g_autoptr(CpSession) session = cp_session_new ();
  g_autoptr(CpModel) raw = cp_model_new_for_memory (100000);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GVariant) left = NULL;
  JsonArray *saved;
  JsonObject *kept;
  g_autofree char *added = NULL;
  const char *text =
    "[{'id': <'custom-1'>, 'name': <'Known'>, 'min-memory-mb': <int64 42000>, "
    "  'chosen': <true>, 'family': <'moe'>},"
    " {'id': <'custom-2'>, 'architecture': <'moe'>, 'layers': <uint32 61>},"
    " {'id': <'custom-3'>, 'params-b': <70.0>, 'precision': <'fp6'>},"
    " {'id': <'custom-1'>, 'min-memory-mb': <int64 7000>}]";

  g_settings_set_value (settings, "custom-models", g_variant_new_parsed (text));

  g_test_expect_message ("cp-session", G_LOG_LEVEL_WARNING,
                         "custom-models[1]: neither “params-b” nor “min-memory-mb”*");
  g_test_expect_message ("cp-session", G_LOG_LEVEL_WARNING,
                         "custom-models[2]: “params-b” without a “precision” of *");
  cp_session_remember_in (session, dir, dir, settings);
  g_test_assert_expected_messages ();
  cp_session_set_catalog (session, catalog);

  /* The two readable ones; the second had an id already taken. */
  g_assert_cmpuint (g_list_model_get_n_items (cp_session_get_rows (session)), ==, n_catalog_models (session) + 2);
  g_assert_cmpstr (row_name (session, "custom-1"), ==, "Known");
  g_assert_true (row_chosen (session, "custom-1"));
  g_assert_nonnull (cp_session_find_row (session, "custom-4"));
  g_assert_false (row_chosen (session, "custom-4"));

  /* A new one takes none of the ids in the settings. */
  added = cp_session_add_custom_model (session, raw, NULL);
  g_assert_cmpstr (added, ==, "custom-5");

  /* Taken from the settings once: the key is back to its default. */
  left = g_settings_get_value (settings, "custom-models");
  g_assert_cmpuint (g_variant_n_children (left), ==, 0);

  saved = read_library (parser, dir);
  g_assert_cmpuint (json_array_get_length (saved), ==, 5);
  kept = json_array_get_object_element (saved, 0);
  g_assert_cmpstr (json_object_get_string_member (kept, "family"), ==, "moe");
  /* The unreadable ones, after the models shown, as they were. */
  {
    g_autoptr(GVariant) original = g_variant_new_parsed (text);
    g_autoptr(GVariant) second = g_variant_get_child_value (original, 1);
    g_autoptr(GVariant) third = g_variant_get_child_value (original, 2);
    g_autoptr(JsonNode) second_node = json_gvariant_serialize (second);
    g_autoptr(JsonNode) third_node = json_gvariant_serialize (third);

    g_assert_true (json_node_equal (second_node, json_array_get_element (saved, 3)));
    g_assert_true (json_node_equal (third_node, json_array_get_element (saved, 4)));
  }

  g_clear_object (&session);
  cp_test_remove_tmpdir (dir);
}


/* The workload: off by default and then exactly the store minimum; on, one
 * new plan per change, with every build saying how it serves it; figures
 * set while off wait for it to be switched on. */
static void
test_workload (Fixture       *fixture,
               gconstpointer  data)
{
  CpSession *session = fixture->session;
  CpWeightFormat fp8;
  CpPlan *plan;
  g_autoptr(CpBuild) first = NULL;
  CpServing *serving;

  cp_session_choose_model (session, "deepseek-v4-pro", FALSE);
  cp_session_choose_model (session, "llama-3.1-70b", TRUE);
  fixture->n_plans = 0;

  g_assert_false (cp_session_get_workload_enabled (session));
  first = g_list_model_get_item (cp_plan_get_builds (cp_session_get_plan (session)), 0);
  g_assert_null (cp_build_get_serving (first));
  g_clear_object (&first);

  /* Off: the figures change, the plan does not. */
  cp_session_set_workload_figures (session, 32768, 16, CP_KV_CACHE_BF16);
  g_assert_cmpuint (fixture->n_plans, ==, 0);
  g_assert_cmpint (cp_plan_workload_get_users (cp_session_get_workload (session)), ==, 16);

  cp_session_set_workload_enabled (session, TRUE);
  g_assert_cmpuint (fixture->n_plans, ==, 1);
  plan = cp_session_get_plan (session);
  serving = cp_build_get_serving (cp_plan_find_build (plan, "startup"));
  g_assert_nonnull (serving);
  g_assert_cmpint (cp_serving_get_context_tokens (serving), ==, 32768);
  g_assert_cmpint (cp_serving_get_users (serving), ==, 16);
  g_assert_cmpint (cp_serving_get_gpus_used (serving), ==, 8);
  g_assert_cmpstr (cp_session_get_selected_tier (session), ==, "startup");

  /* The same figures again are no change. */
  cp_session_set_workload_figures (session, 32768, 16, CP_KV_CACHE_BF16);
  g_assert_cmpuint (fixture->n_plans, ==, 1);

  g_assert_true (cp_weight_format_from_string ("fp8", &fp8));
  cp_session_set_model_weights (session, "llama-3.1-70b", &fp8);
  g_assert_cmpuint (fixture->n_plans, ==, 2);
  {
    g_autoptr(CpModelServing) model =
      g_list_model_get_item (cp_serving_get_models (cp_build_get_serving (
        cp_plan_find_build (cp_session_get_plan (session), "startup"))), 0);
    g_autofree char *weights = cp_model_serving_dup_weights (model);

    g_assert_cmpstr (weights, ==, "fp8");
  }
  cp_session_set_model_weights (session, "llama-3.1-70b", NULL);
  g_assert_cmpuint (fixture->n_plans, ==, 3);

  cp_session_set_workload_enabled (session, FALSE);
  g_assert_cmpuint (fixture->n_plans, ==, 4);
  first = g_list_model_get_item (cp_plan_get_builds (cp_session_get_plan (session)), 0);
  g_assert_null (cp_build_get_serving (first));
}

/* The context is never planned above what the chosen models read: a model
 * that reads less brings it down, in the same new plan. */
static void
test_workload_max_context (Fixture       *fixture,
                           gconstpointer  data)
{
  CpSession *session = fixture->session;

  cp_session_choose_model (session, "deepseek-v4-pro", FALSE);
  g_assert_cmpint (cp_session_get_max_context (session), ==, 0);
  cp_session_choose_model (session, "llama-3.1-70b", TRUE);
  g_assert_cmpint (cp_session_get_max_context (session), ==, 131072);

  cp_session_set_workload_figures (session, 131072, 2, CP_KV_CACHE_FP8);
  cp_session_set_workload_enabled (session, TRUE);
  g_assert_cmpint (cp_plan_workload_get_context_tokens (cp_session_get_workload (session)), ==, 131072);

  /* Qwen3-32B reads 131,072 tokens with the YaRN its publisher documents:
   * nothing changes. */
  cp_session_choose_model (session, "qwen3-32b", TRUE);
  g_assert_cmpint (cp_session_get_max_context (session), ==, 131072);
  g_assert_cmpint (cp_plan_workload_get_context_tokens (cp_session_get_workload (session)), ==, 131072);
  cp_session_choose_model (session, "qwen3-32b", FALSE);

  fixture->n_plans = 0;
  cp_session_choose_model (session, "mixtral-8x22b", TRUE);
  g_assert_cmpuint (fixture->n_plans, ==, 1);
  g_assert_cmpint (cp_session_get_max_context (session), ==, 65536);
  g_assert_cmpint (cp_plan_workload_get_context_tokens (cp_session_get_workload (session)), ==, 65536);
  g_assert_cmpint (cp_serving_get_context_tokens (cp_build_get_serving (
                     cp_session_get_selected_build (session))), ==, 65536);
  g_assert_cmpint (cp_plan_workload_get_kv_cache (cp_session_get_workload (session)), ==, CP_KV_CACHE_FP8);
}

/* A library file this version cannot read is said, and left as it is:
 * the custom models the person made are not written over. */
static void
test_library_unreadable (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("test-session");
  g_autofree char *path = g_build_filename (dir, "custom-models.json", NULL);
  g_autoptr(CpCatalog) catalog = builtin_catalog ();
  g_autoptr(CpSession) session = cp_session_new ();
  g_autoptr(CpModel) raw = cp_model_new_for_memory (100000);
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;
  const char *before = "{\"custom-models\": [{\"id\": \"custom-1\"";

  g_assert_true (g_file_set_contents (path, before, -1, &error));
  g_assert_no_error (error);

  g_test_expect_message ("cp-session", G_LOG_LEVEL_WARNING,
                         "*custom-models.json*kept as it is, and changes are not remembered in it");
  cp_session_remember_in (session, dir, dir, NULL);
  g_test_assert_expected_messages ();
  cp_session_set_catalog (session, catalog);
  g_free (cp_session_add_custom_model (session, raw, NULL));

  after = cp_test_read_text (path);
  g_assert_cmpstr (after, ==, before);

  g_clear_object (&session);
  cp_test_remove_tmpdir (dir);
}

/* What an earlier version kept in the settings — the chosen models, the
 * custom models (their shape as JSON text) and the workload — is taken
 * once into the files: the session has it, the files say it in their own
 * form, the keys are back to their defaults, and a later session reads
 * the files, not the keys. */
static void
test_migrate (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("test-session");
  g_autoptr(CpCatalog) catalog = builtin_catalog ();
  g_autoptr(GSettings) settings = keyfile_settings (dir);
  g_autoptr(JsonParser) library_parser = json_parser_new ();
  g_autoptr(JsonParser) untitled_parser = json_parser_new ();
  g_autoptr(GVariant) selected_left = NULL;
  g_autoptr(GVariant) customs_left = NULL;
  g_autoptr(GVariant) workload_left = NULL;
  const char * const glm[] = { "glm-5.2-max", NULL };
  const char * const llama[] = { "llama-3.1-70b", NULL };
  JsonArray *entries;
  JsonObject *entry;
  JsonObject *untitled;

  g_settings_set_strv (settings, "selected-models", glm);
  g_settings_set_value (settings, "custom-models",
                        g_variant_new_parsed ("[{'id': <'custom-2'>, 'name': <'Team LLM'>, "
                                              "'params-b': <65.0>, 'precision': <'fp16'>, "
                                              "'chosen': <true>, 'later': <'kept'>}]"));
  g_settings_set_value (settings, "workload",
                        g_variant_new_parsed ("{'enabled': <true>, 'users': <int64 4>}"));

  {
    g_autoptr(CpSession) session = cp_session_new ();

    cp_session_remember_in (session, dir, dir, settings);
    cp_session_set_catalog (session, catalog);
    g_assert_false (row_chosen (session, "deepseek-v4-pro"));
    g_assert_true (row_chosen (session, "glm-5.2-max"));
    g_assert_cmpstr (row_name (session, "custom-2"), ==, "Team LLM");
    g_assert_true (row_chosen (session, "custom-2"));
    g_assert_true (cp_session_get_workload_enabled (session));
    g_assert_cmpint (cp_plan_workload_get_users (cp_session_get_workload (session)), ==, 4);
  }

  /* The keys are back to their defaults. */
  selected_left = g_settings_get_user_value (settings, "selected-models");
  customs_left = g_settings_get_user_value (settings, "custom-models");
  workload_left = g_settings_get_user_value (settings, "workload");
  g_assert_null (selected_left);
  g_assert_null (customs_left);
  g_assert_null (workload_left);

  /* The files say it all, in JSON of their own. */
  entries = read_library (library_parser, dir);
  g_assert_cmpuint (json_array_get_length (entries), ==, 1);
  entry = json_array_get_object_element (entries, 0);
  g_assert_cmpstr (json_object_get_string_member (entry, "id"), ==, "custom-2");
  g_assert_cmpfloat (json_object_get_double_member (entry, "params-b"), ==, 65);
  g_assert_cmpstr (json_object_get_string_member (entry, "later"), ==, "kept");
  untitled = read_remembered (untitled_parser, dir, "untitled-plan.json");
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (untitled,
                                                                                "selected-models"), 0),
                   ==, "glm-5.2-max");
  g_assert_true (json_object_get_boolean_member (json_object_get_object_member (untitled, "workload"),
                                                 "enabled"));

  /* Once: a later session reads the files, whatever the keys say now. */
  g_settings_set_strv (settings, "selected-models", llama);
  {
    g_autoptr(CpSession) session = cp_session_new ();

    cp_session_remember_in (session, dir, dir, settings);
    cp_session_set_catalog (session, catalog);
    g_assert_true (row_chosen (session, "glm-5.2-max"));
    g_assert_false (row_chosen (session, "llama-3.1-70b"));
    g_assert_nonnull (cp_session_find_row (session, "custom-2"));
  }

  cp_test_remove_tmpdir (dir);
}

/* Qwen3-32B's config.json attached to DeepSeek V4 Pro, whose catalog
 * publishes no architecture: still one row, the catalog's model (not a
 * custom one), sized with it; kept in the library across a restart and
 * in a plan file, read back from both; taken back, it is gone from both.
 * The catalog itself does not change. */
static void
test_attach_architecture (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("test-session");
  g_autofree char *config = g_test_build_filename (G_TEST_DIST, "data", "hf-configs",
                                                 "Qwen--Qwen3-32B.json", NULL);
  g_autoptr(GFile) config_file = g_file_new_for_path (config);
  g_autoptr(CpCatalog) catalog = builtin_catalog ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) imported = cp_model_import (config_file, NULL, &error);
  g_autoptr(GSettings) settings = keyfile_settings (dir);
  g_autoptr(CpPlanDocument) document = NULL;
  g_autoptr(CpPlanDocument) reread = NULL;
  g_autoptr(GBytes) bytes = NULL;
  CpModelArchitecture *architecture;
  guint n_rows;

  g_assert_no_error (error);
  g_assert_null (cp_model_get_architecture (cp_catalog_find_model (catalog, "deepseek-v4-pro")));
  architecture = cp_model_get_architecture (imported);

  {
    g_autoptr(CpSession) session = cp_session_new ();
    CpModel *model;

    cp_session_remember_in (session, dir, dir, settings);
    cp_session_set_catalog (session, catalog);
    n_rows = g_list_model_get_n_items (cp_session_get_rows (session));
    cp_session_choose_model (session, "deepseek-v4-pro", TRUE);
    g_assert_true (cp_session_attach_architecture (session, "deepseek-v4-pro", architecture));
    g_assert_false (cp_session_attach_architecture (session, "no-such-model", architecture));

    g_assert_cmpuint (g_list_model_get_n_items (cp_session_get_rows (session)), ==, n_rows);
    model = cp_model_row_get_model (cp_session_find_row (session, "deepseek-v4-pro"));
    g_assert_false (cp_model_get_custom (model));
    g_assert_cmpstr (cp_item_get_name (CP_ITEM (model)), ==, "DeepSeek V4 Pro");
    g_assert_true (cp_model_get_architecture (model) == architecture);
    g_assert_cmpint (cp_model_get_min_memory_mb (model), ==,
                     cp_model_get_min_memory_mb (cp_catalog_find_model (catalog, "deepseek-v4-pro")));
    g_assert_null (cp_model_get_architecture (cp_catalog_find_model (catalog, "deepseek-v4-pro")));
    g_assert_cmpint (cp_session_get_max_context (session), ==, 40960);

    document = cp_session_snapshot (session);
    bytes = cp_plan_document_to_bytes (document);
    g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), "\"architecture\""));
  }

  /* After a restart. */
  {
    g_autoptr(CpSession) session = cp_session_new ();
    CpModel *model;

    cp_session_remember_in (session, dir, dir, settings);
    cp_session_set_catalog (session, catalog);
    g_assert_cmpuint (g_list_model_get_n_items (cp_session_get_rows (session)), ==, n_rows);
    model = cp_model_row_get_model (cp_session_find_row (session, "deepseek-v4-pro"));
    g_assert_false (cp_model_get_custom (model));
    g_assert_nonnull (cp_model_get_architecture (model));
    g_assert_cmpint (cp_session_get_max_context (session), ==, 40960);
    g_assert_true (row_chosen (session, "deepseek-v4-pro"));

    /* Taken back: the catalog's model as it is. */
    g_assert_true (cp_session_attach_architecture (session, "deepseek-v4-pro", NULL));
    g_assert_null (cp_model_get_architecture (cp_model_row_get_model (cp_session_find_row (session, "deepseek-v4-pro"))));
  }
  {
    g_autoptr(CpSession) session = cp_session_new ();

    cp_session_remember_in (session, dir, dir, settings);
    cp_session_set_catalog (session, catalog);
    g_assert_null (cp_model_get_architecture (cp_model_row_get_model (cp_session_find_row (session, "deepseek-v4-pro"))));

    /* From the plan file: attached again, in the same one row. */
    reread = cp_plan_document_new_from_bytes (bytes, "a.clusterplan", &error);
    g_assert_no_error (error);
    g_assert_true (cp_session_load_document (session, reread, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (cp_session_get_rows (session)), ==, n_rows);
    g_assert_nonnull (cp_model_get_architecture (cp_model_row_get_model (cp_session_find_row (session, "deepseek-v4-pro"))));
    g_assert_false (cp_model_get_custom (cp_model_row_get_model (cp_session_find_row (session, "deepseek-v4-pro"))));
    g_assert_cmpint (cp_session_get_max_context (session), ==, 40960);
  }

  cp_test_remove_tmpdir (dir);
}

/* An imported model's shape is kept in the custom-model library in the
 * very form a plan file keeps it (the catalog's "architecture" object),
 * not in a form of its own; and a broken one is said, its entry kept as
 * it is. */
static void
test_persist_architecture (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("test-session");
  g_autofree char *config = g_test_build_filename (G_TEST_DIST, "data", "hf-configs",
                                                 "meta-llama--Meta-Llama-3.1-8B.json", NULL);
  g_autoptr(GFile) config_file = g_file_new_for_path (config);
  g_autoptr(CpCatalog) catalog = builtin_catalog ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) imported = cp_model_import (config_file, NULL, &error);
  g_autoptr(GSettings) settings = keyfile_settings (dir);
  g_autoptr(CpSession) session = cp_session_new ();
  g_autoptr(CpSession) broken = cp_session_new ();
  g_autoptr(CpPlanDocument) document = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *broken_dir = cp_test_make_tmpdir ("test-session");
  g_autoptr(GSettings) broken_settings = keyfile_settings (broken_dir);
  g_autoptr(JsonParser) kept_parser = json_parser_new ();
  g_autoptr(JsonParser) plan_parser = json_parser_new ();
  g_autoptr(JsonParser) broken_parser = json_parser_new ();
  g_autofree char *id = NULL;
  JsonObject *entry;
  JsonArray *models;
  JsonNode *in_plan;

  g_assert_no_error (error);
  cp_session_remember_in (session, dir, dir, settings);
  cp_session_set_catalog (session, catalog);
  id = cp_session_add_custom_model (session, imported, NULL);

  entry = json_array_get_object_element (read_library (kept_parser, dir), 0);
  g_assert_true (json_object_has_member (entry, "architecture"));

  document = cp_session_snapshot (session);
  bytes = cp_plan_document_to_bytes (document);
  g_assert_true (json_parser_load_from_data (plan_parser, g_bytes_get_data (bytes, NULL),
                                             g_bytes_get_size (bytes), NULL));
  models = json_object_get_array_member (json_node_get_object (json_parser_get_root (plan_parser)),
                                         "models");
  /* The catalog's chosen models come first, then the custom one. */
  in_plan = json_object_get_member (json_array_get_object_element (models,
                                                                   json_array_get_length (models) - 1),
                                    "architecture");
  g_assert_nonnull (in_plan);
  g_assert_true (json_node_equal (json_object_get_member (entry, "architecture"), in_plan));

  /* Without its layers (in the settings of an earlier version): said,
   * and kept for a version that can read it. */
  g_settings_set_value (broken_settings, "custom-models",
                        g_variant_new_parsed ("[{'id': <'custom-1'>, 'params-b': <8.0>, "
                                              "'precision': <'bf16'>, "
                                              "'architecture-json': <'{\"params\": 8000000000}'>}]"));
  g_test_expect_message ("cp-session", G_LOG_LEVEL_WARNING,
                         "custom-models[0]: architecture.layers: *");
  cp_session_remember_in (broken, broken_dir, broken_dir, broken_settings);
  g_test_assert_expected_messages ();
  cp_session_set_catalog (broken, catalog);
  g_assert_null (cp_session_find_row (broken, "custom-1"));
  g_assert_cmpuint (json_array_get_length (read_library (broken_parser, broken_dir)), ==, 1);

  g_clear_object (&session);
  g_clear_object (&broken);
  cp_test_remove_tmpdir (dir);
  cp_test_remove_tmpdir (broken_dir);
}

/* The workload and a model imported from its config.json come back with
 * the next session; what a later version adds to the workload stays. */
static void
test_persist_workload (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("test-session");
  g_autofree char *config = g_test_build_filename (G_TEST_DIST, "data", "hf-configs",
                                                 "meta-llama--Meta-Llama-3.1-8B.json", NULL);
  g_autoptr(GFile) config_file = g_file_new_for_path (config);
  g_autoptr(CpCatalog) catalog = builtin_catalog ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) imported = cp_model_import (config_file, NULL, &error);
  g_autofree char *id = NULL;
  CpWeightFormat int4;

  g_assert_no_error (error);
  g_assert_true (cp_weight_format_from_string ("int4-g64", &int4));

  {
    g_autoptr(GSettings) settings = keyfile_settings (dir);
    g_autoptr(CpSession) session = cp_session_new ();

    g_settings_set_value (settings, "workload",
                          g_variant_new_parsed ("{'later': <'kept'>, 'users': <int64 3>}"));
    cp_session_remember_in (session, dir, dir, settings);
    cp_session_set_catalog (session, catalog);
    g_assert_cmpint (cp_plan_workload_get_users (cp_session_get_workload (session)), ==, 3);
    g_assert_cmpint (cp_plan_workload_get_context_tokens (cp_session_get_workload (session)), ==, 8192);

    id = cp_session_add_custom_model (session, imported, "My 8B");
    cp_session_set_workload_figures (session, 32768, 16, CP_KV_CACHE_FP8);
    cp_session_set_model_weights (session, id, &int4);
    cp_session_set_allow_pcie_split (session, TRUE);
    cp_session_set_workload_enabled (session, TRUE);
    g_settings_sync ();
  }

  {
    g_autoptr(GSettings) settings = keyfile_settings (dir);
    g_autoptr(CpSession) session = cp_session_new ();
    g_autoptr(JsonParser) parser = json_parser_new ();
    JsonObject *saved;
    CpPlanWorkload *workload;
    CpModel *model;
    CpWeightFormat format;
    const char *later = NULL;

    cp_session_remember_in (session, dir, dir, settings);
    cp_session_set_catalog (session, catalog);
    workload = cp_session_get_workload (session);
    g_assert_true (cp_session_get_workload_enabled (session));
    g_assert_cmpint (cp_plan_workload_get_context_tokens (workload), ==, 32768);
    g_assert_cmpint (cp_plan_workload_get_users (workload), ==, 16);
    g_assert_cmpint (cp_plan_workload_get_kv_cache (workload), ==, CP_KV_CACHE_FP8);
    g_assert_true (cp_plan_workload_get_allow_pcie_split (workload));
    g_assert_true (cp_plan_workload_get_model_weights (workload, id, &format));
    g_assert_cmpint (format.kind, ==, CP_WEIGHTS_INT4);
    g_assert_cmpint (format.block, ==, 64);

    model = cp_model_row_get_model (cp_session_find_row (session, id));
    g_assert_cmpstr (cp_item_get_name (CP_ITEM (model)), ==, "My 8B");
    g_assert_nonnull (cp_model_get_architecture (model));
    g_assert_cmpint (cp_model_architecture_get (cp_model_get_architecture (model))->params, ==,
                     cp_model_architecture_get (cp_model_get_architecture (imported))->params);
    g_assert_cmpint (cp_model_architecture_get (cp_model_get_architecture (model))->layers, ==, 32);
    /* Served for the workload: it has a layout. */
    g_assert_cmpint (cp_serving_get_verdict (cp_build_get_serving (cp_session_get_selected_build (session))),
                     !=, CP_SERVING_UNKNOWN);

    saved = json_object_get_object_member (read_remembered (parser, dir, "untitled-plan.json"),
                                           "workload");
    later = json_object_get_string_member (saved, "later");
    g_assert_cmpstr (later, ==, "kept");
  }

  cp_test_remove_tmpdir (dir);
}

/* A workload entry with figures out of range says so and uses the
 * defaults, instead of a plan that cannot be made. */
static void
test_persist_workload_bad (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("test-session");
  g_autoptr(GSettings) settings = keyfile_settings (dir);
  g_autoptr(CpSession) session = cp_session_new ();
  CpPlanWorkload *workload;
  CpWeightFormat format;

  g_settings_set_value (settings, "workload",
                        g_variant_new_parsed ("{'enabled': <true>, 'context-tokens': <int64 0>, "
                                              "'users': <int64 16>, 'kv-cache': <'fp4'>, "
                                              "'weights': <{'llama-3.1-70b': 'fp7'}>}"));
  g_test_expect_message ("cp-session", G_LOG_LEVEL_WARNING, "workload: “context-tokens” 0 *");
  g_test_expect_message ("cp-session", G_LOG_LEVEL_WARNING, "workload: “kv-cache” “fp4” *");
  g_test_expect_message ("cp-session", G_LOG_LEVEL_WARNING, "workload: weights of “llama-3.1-70b”: “fp7” *");
  cp_session_remember_in (session, dir, dir, settings);
  g_test_assert_expected_messages ();

  workload = cp_session_get_workload (session);
  g_assert_true (cp_session_get_workload_enabled (session));
  g_assert_cmpint (cp_plan_workload_get_context_tokens (workload), ==, 8192);
  g_assert_cmpint (cp_plan_workload_get_users (workload), ==, 16);
  g_assert_cmpint (cp_plan_workload_get_kv_cache (workload), ==, CP_KV_CACHE_BF16);
  g_assert_false (cp_plan_workload_get_model_weights (workload, "llama-3.1-70b", &format));

  g_clear_object (&session);
  cp_test_remove_tmpdir (dir);
}

/* A quote of a build sized for a workload, with a model imported from its
 * config.json, is kept in the register with both: made again, it is the
 * same build serving the same workload. */
static void
test_quote_snapshot_workload (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "hf-configs",
                                                 "meta-llama--Meta-Llama-3.1-8B.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CpCatalog) catalog = builtin_catalog ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) imported = cp_model_import (file, NULL, &error);
  g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (32768, 16, CP_KV_CACHE_FP8);
  g_autoptr(CpPlan) plan = NULL;
  g_autoptr(CpQuote) quote = NULL;
  g_autoptr(CpQuote) restored = NULL;
  g_autofree char *plan_json = NULL;
  g_autofree char *document_json = NULL;
  CpModel *models[2];
  CpWeightFormat fp8;
  CpServing *serving;
  CpBuild *build;

  g_assert_no_error (error);
  g_assert_true (cp_weight_format_from_string ("fp8", &fp8));
  cp_plan_workload_set_weights (workload, "llama-3.1-70b", &fp8);
  models[0] = cp_catalog_find_model (catalog, "llama-3.1-70b");
  models[1] = imported;
  plan = cp_test_catalog_plan_with_workload (catalog, models, 2, workload, &error);
  g_assert_no_error (error);
  build = cp_plan_get_recommended (plan);
  g_assert_nonnull (build);

  quote = cp_quote_new (catalog, plan, build);
  plan_json = cp_quote_snapshot_dup_plan (quote);
  document_json = cp_quote_snapshot_dup_document (quote);
  restored = cp_quote_snapshot_restore (plan_json, document_json, catalog, "Q-0001", &error);
  g_assert_no_error (error);

  serving = cp_build_get_serving (cp_quote_get_build (restored));
  g_assert_nonnull (serving);
  g_assert_cmpint (cp_serving_get_context_tokens (serving), ==, 32768);
  g_assert_cmpint (cp_serving_get_users (serving), ==, 16);
  g_assert_cmpint (cp_serving_get_kv_cache (serving), ==, CP_KV_CACHE_FP8);
  g_assert_cmpint (cp_serving_get_gpus_used (serving), ==,
                   cp_serving_get_gpus_used (cp_build_get_serving (build)));
  g_assert_cmpint (cp_build_get_count (cp_quote_get_build (restored)), ==, cp_build_get_count (build));
  {
    g_autoptr(CpModelServing) llama = g_list_model_get_item (cp_serving_get_models (serving), 0);
    g_autoptr(CpModelServing) small = g_list_model_get_item (cp_serving_get_models (serving), 1);
    g_autofree char *weights = cp_model_serving_dup_weights (llama);

    g_assert_cmpstr (weights, ==, "fp8");
    g_assert_cmpint (cp_model_serving_get_verdict (small), !=, CP_SERVING_UNKNOWN);
  }
}

static guint
count_builds (CpPlan *plan)
{
  return plan != NULL ? g_list_model_get_n_items (cp_plan_get_builds (plan)) : 0;
}

/* A session that may plan in a thread sizes many models with a workload
 * there: it is planning at once, keeps the plan it had, and gives the same
 * plan as the main thread would once the thread answers; stopped, it has
 * no plan and says sizing was stopped (issue 26, point 6). */
static void
test_plan_in_thread (void)
{
  g_autoptr(CpCatalog) catalog = builtin_catalog ();
  g_autoptr(CpSession) session = cp_session_new ();
  g_autoptr(CpPlan) expected = NULL;
  g_autoptr(GPtrArray) models = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GError) error = NULL;
  CpModel *base = cp_catalog_find_model (catalog, "llama-3.1-70b");
  const GError *stopped;
  double progress;

  g_assert_nonnull (cp_model_get_architecture (base));
  cp_session_set_catalog (session, catalog);
  cp_session_set_plan_in_thread (session, TRUE);
  cp_session_set_workload_enabled (session, TRUE);
  g_assert_false (cp_session_get_planning (session));

  cp_session_freeze (session);
  for (guint i = 0; i < 60; i++)
    {
      g_autofree char *name = g_strdup_printf ("Llama copy %u", i);
      g_autofree char *id = cp_session_add_custom_model (session, base, name);
      CpModelRow *row = cp_session_find_row (session, id);

      g_ptr_array_add (models, g_object_ref (cp_model_row_get_model (row)));
    }
  cp_session_thaw (session);

  g_assert_true (cp_session_get_planning (session));
  g_assert_null (cp_session_get_plan (session));
  progress = cp_session_get_planning_progress (session);
  g_assert_cmpfloat (progress, >=, 0);
  g_assert_cmpfloat (progress, <=, 1);
  while (cp_session_get_planning (session))
    g_main_context_iteration (NULL, TRUE);

  g_assert_null (cp_session_get_plan_error (session));
  g_assert_nonnull (cp_session_get_plan (session));
  expected = cp_planner_plan_with_workload (cp_session_get_planner (session),
                                            (CpModel **) models->pdata, models->len,
                                            cp_plan_get_workload (cp_session_get_plan (session)),
                                            &error);
  g_assert_no_error (error);
  g_assert_cmpuint (count_builds (cp_session_get_plan (session)), ==, count_builds (expected));
  for (guint i = 0; i < count_builds (expected); i++)
    {
      g_autoptr(CpBuild) a = g_list_model_get_item (cp_plan_get_builds (expected), i);
      g_autoptr(CpBuild) b = g_list_model_get_item (cp_plan_get_builds (cp_session_get_plan (session)), i);

      g_assert_true (cp_build_get_unit (a) == cp_build_get_unit (b));
      g_assert_cmpint (cp_build_get_count (a), ==, cp_build_get_count (b));
    }

  /* Another change starts another sizing, which is stopped. */
  cp_session_set_workload_figures (session, 8192, 4, CP_KV_CACHE_BF16);
  g_assert_true (cp_session_get_planning (session));
  cp_session_cancel_planning (session);
  g_assert_false (cp_session_get_planning (session));
  g_assert_null (cp_session_get_plan (session));
  stopped = cp_session_get_plan_error (session);
  g_assert_error (stopped, CP_SIZING_ERROR, CP_SIZING_ERROR_CANCELLED);

  /* The next change sizes again. */
  cp_session_set_workload_figures (session, 4096, 4, CP_KV_CACHE_BF16);
  while (cp_session_get_planning (session))
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (cp_session_get_plan (session));
  g_assert_null (cp_session_get_plan_error (session));
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/cluster-planner/session/choose", Fixture, NULL,
              fixture_set_up, test_choose, fixture_tear_down);
  g_test_add ("/cluster-planner/session/batch", Fixture, NULL,
              fixture_set_up, test_batch, fixture_tear_down);
  g_test_add ("/cluster-planner/session/custom", Fixture, NULL,
              fixture_set_up, test_custom, fixture_tear_down);
  g_test_add ("/cluster-planner/session/custom-undo", Fixture, NULL,
              fixture_set_up, test_custom_undo, fixture_tear_down);
  g_test_add ("/cluster-planner/session/model-limit", Fixture, NULL,
              fixture_set_up, test_model_limit, fixture_tear_down);
  g_test_add ("/cluster-planner/session/catalog-switch", Fixture, NULL,
              fixture_set_up, test_catalog_switch, fixture_tear_down);
  g_test_add ("/cluster-planner/session/selection", Fixture, NULL,
              fixture_set_up, test_selection, fixture_tear_down);
  g_test_add_func ("/cluster-planner/session/persist", test_persist);
  g_test_add_func ("/cluster-planner/session/persist-unreadable", test_persist_unreadable);
  g_test_add ("/cluster-planner/session/workload", Fixture, NULL,
              fixture_set_up, test_workload, fixture_tear_down);
  g_test_add ("/cluster-planner/session/workload-max-context", Fixture, NULL,
              fixture_set_up, test_workload_max_context, fixture_tear_down);
  g_test_add_func ("/cluster-planner/session/persist-architecture", test_persist_architecture);
  g_test_add_func ("/cluster-planner/session/persist-workload", test_persist_workload);
  g_test_add_func ("/cluster-planner/session/persist-workload-bad", test_persist_workload_bad);
  g_test_add_func ("/cluster-planner/session/migrate", test_migrate);
  g_test_add_func ("/cluster-planner/session/library-unreadable", test_library_unreadable);
  g_test_add_func ("/cluster-planner/session/quote-snapshot-workload", test_quote_snapshot_workload);
  g_test_add_func ("/cluster-planner/session/plan-in-thread", test_plan_in_thread);
  g_test_add_func ("/cluster-planner/session/attach-architecture", test_attach_architecture);

  return g_test_run ();
}
