/* test-cli-plan.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/stat.h>

#include "cp-test-util.h"

/* Plan files on the command line: a run saved with --save-plan sizes to
 * the same JSON with --plan; the workload options override the plan's; a
 * plan opened with another catalog says what changed; every bad plan file
 * is one line and status 1; and a save killed at any moment leaves the old
 * file or the new one. */

static char *dir;

static void
run (CpTestRun *result,
     ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  va_list list;

  va_start (list, result);
  for (const char *arg = va_arg (list, const char *); arg != NULL; arg = va_arg (list, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (list);
  g_ptr_array_add (args, NULL);

  cp_test_run_clear (result);
  cp_test_run_cli (result, NULL, (const char * const *) args->pdata);
  g_assert_cmpint (result->status, >=, 0);
}

static char *
path_of (const char *name)
{
  return g_build_filename (dir, name, NULL);
}

static char *
option (const char *name,
        const char *path)
{
  return g_strdup_printf ("--%s=%s", name, path);
}

static void
write_text (const char *path,
            const char *text,
            gssize      length)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, length, &error);
  g_assert_no_error (error);
}

/* A refusal: status 1, nothing on stdout, one line on stderr that starts
 * with @prefix and holds @expected. */
static void
assert_refused (CpTestRun  *result,
                const char *prefix,
                const char *expected)
{
  g_assert_cmpint (result->status, ==, 1);
  g_assert_cmpstr (result->out, ==, "");
  if (!g_str_has_prefix (result->err, prefix) || strstr (result->err, expected) == NULL ||
      strchr (result->err, '\n') != result->err + strlen (result->err) - 1)
    g_error ("expected one line “%s…%s…”, got “%s”", prefix, expected, result->err);
}

/* The example: the same builds, byte for byte. */
static void
test_round_trip (void)
{
  g_autofree char *plan = path_of ("a.clusterplan");
  g_autofree char *again = path_of ("again.clusterplan");
  g_autofree char *save = option ("save-plan", plan);
  g_autofree char *save_again = option ("save-plan", again);
  g_autofree char *open = option ("plan", plan);
  g_autofree char *plan_text = NULL;
  g_autofree char *again_text = NULL;
  g_auto(CpTestRun) direct = { 0 };
  g_auto(CpTestRun) planned = { 0 };

  run (&direct, "--size", "llama-3.1-70b", "--context", "32768", "--users", "16", save, "--json",
       NULL);
  g_assert_cmpint (direct.status, ==, 0);
  g_assert_cmpstr (direct.err, ==, "");
  plan_text = cp_test_read_text (plan);
  g_assert_true (g_str_has_prefix (plan_text, "{\n  \"format\": \"cluster-planner-plan\""));

  run (&planned, open, "--json", NULL);
  g_assert_cmpint (planned.status, ==, 0);
  g_assert_cmpstr (planned.err, ==, "");
  g_assert_cmpstr (planned.out, ==, direct.out);

  /* The plan of a plan is the plan. */
  run (&planned, open, save_again, NULL);
  g_assert_cmpint (planned.status, ==, 0);
  again_text = cp_test_read_text (again);
  g_assert_cmpstr (again_text, ==, plan_text);
}

/* The split over PCIe is saved with the plan and sizes the same when the
 * plan is opened: 2 × RTX 5090 for Llama 3.1 70B in int4 (issue 23),
 * not "cannot run" on seven cards; given with --plan, it switches a
 * plan's split on. */
static void
test_round_trip_pcie_split (void)
{
  g_autofree char *plan = path_of ("split.clusterplan");
  g_autofree char *plain = path_of ("plain.clusterplan");
  g_autofree char *save = option ("save-plan", plan);
  g_autofree char *save_plain = option ("save-plan", plain);
  g_autofree char *open = option ("plan", plan);
  g_autofree char *open_plain = option ("plan", plain);
  g_autofree char *plan_text = NULL;
  g_autofree char *plain_text = NULL;
  g_auto(CpTestRun) direct = { 0 };
  g_auto(CpTestRun) planned = { 0 };

  run (&direct, "--size", "llama-3.1-70b", "--context", "8192", "--users", "1", "--weights", "int4",
       "--allow-pcie-split", save, "--json", NULL);
  g_assert_cmpint (direct.status, ==, 0);
  g_assert_cmpstr (direct.err, ==, "");
  g_assert_nonnull (strstr (direct.out, "\"pcie_split\": true"));
  plan_text = cp_test_read_text (plan);
  g_assert_nonnull (strstr (plan_text, "\"allow_pcie_split\": true"));

  run (&planned, open, "--json", NULL);
  g_assert_cmpint (planned.status, ==, 0);
  g_assert_cmpstr (planned.err, ==, "");
  g_assert_cmpstr (planned.out, ==, direct.out);

  /* A plan without it, opened with --allow-pcie-split, sizes as the run
   * that had it. */
  run (&planned, "--size", "llama-3.1-70b", "--context", "8192", "--users", "1", "--weights", "int4",
       save_plain, NULL);
  g_assert_cmpint (planned.status, ==, 0);
  plain_text = cp_test_read_text (plain);
  g_assert_null (strstr (plain_text, "allow_pcie_split"));
  run (&planned, open_plain, "--allow-pcie-split", "--json", NULL);
  g_assert_cmpint (planned.status, ==, 0);
  g_assert_cmpstr (planned.out, ==, direct.out);
}

/* Where @a and @b first differ, as a JSON path ("models[2].name"), or
 * NULL when every member of each is in the other with the same value. */
static char *
dup_difference (JsonNode   *a,
                JsonNode   *b,
                const char *path)
{
  if (JSON_NODE_TYPE (a) != JSON_NODE_TYPE (b))
    return g_strdup (path);

  if (JSON_NODE_HOLDS_OBJECT (a))
    {
      JsonObject *oa = json_node_get_object (a);
      JsonObject *ob = json_node_get_object (b);
      g_autoptr(GList) members = json_object_get_members (oa);
      g_autoptr(GList) other_members = json_object_get_members (ob);

      for (GList *l = other_members; l != NULL; l = l->next)
        if (!json_object_has_member (oa, l->data))
          return g_strdup_printf ("%s.%s (added)", path, (const char *) l->data);
      for (GList *l = members; l != NULL; l = l->next)
        {
          g_autofree char *inner = g_strdup_printf ("%s.%s", path, (const char *) l->data);
          char *difference;

          if (!json_object_has_member (ob, l->data))
            return g_strdup_printf ("%s (dropped)", inner);
          difference = dup_difference (json_object_get_member (oa, l->data),
                                       json_object_get_member (ob, l->data), inner);
          if (difference != NULL)
            return difference;
        }
      return NULL;
    }

  if (JSON_NODE_HOLDS_ARRAY (a))
    {
      JsonArray *aa = json_node_get_array (a);
      JsonArray *ab = json_node_get_array (b);

      if (json_array_get_length (aa) != json_array_get_length (ab))
        return g_strdup_printf ("%s (length)", path);
      for (guint i = 0; i < json_array_get_length (aa); i++)
        {
          g_autofree char *inner = g_strdup_printf ("%s[%u]", path, i);
          char *difference = dup_difference (json_array_get_element (aa, i),
                                             json_array_get_element (ab, i), inner);

          if (difference != NULL)
            return difference;
        }
      return NULL;
    }

  return json_node_equal (a, b) ? NULL : g_strdup (path);
}

static JsonNode *
read_json (const char *path)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);

  return json_node_copy (json_parser_get_root (parser));
}

/* @path_a and @path_b hold the same members with the same values, but for
 * those in @sized (NULL-terminated), which a run works out anew. */
static void
assert_same_json (const char         *path_a,
                  const char         *path_b,
                  const char * const *sized)
{
  g_autoptr(JsonNode) a = read_json (path_a);
  g_autoptr(JsonNode) b = read_json (path_b);
  g_autofree char *difference = NULL;

  for (guint i = 0; sized != NULL && sized[i] != NULL; i++)
    {
      json_object_remove_member (json_node_get_object (a), sized[i]);
      json_object_remove_member (json_node_get_object (b), sized[i]);
    }
  difference = dup_difference (a, b, "$");

  if (difference != NULL)
    g_error ("%s and %s differ at %s", path_a, path_b, difference);
}

/* A plan with every member there is — who it is for (company, contact,
 * address, e-mail), every kind of model, one ticked off, weights of a
 * model's own and of the workload, a tier picked — survives --plan A
 * --save-plan B whole (but for the builds, sized anew for what was
 * changed by hand here), and B saved again, elsewhere or over itself, is
 * B member for member. */
static void
test_round_trip_whole (void)
{
  g_autofree char *plan = path_of ("whole.clusterplan");
  g_autofree char *copy = path_of ("whole-copy.clusterplan");
  g_autofree char *again = path_of ("whole-again.clusterplan");
  g_autofree char *save_again = option ("save-plan", again);
  const char *sized[] = { "builds", "units", NULL };
  g_autofree char *save = option ("save-plan", plan);
  g_autofree char *save_copy = option ("save-plan", copy);
  g_autofree char *open = option ("plan", plan);
  g_autofree char *open_copy = option ("plan", copy);
  g_autofree char *config = g_test_build_filename (G_TEST_DIST, "data", "hf-configs",
                                                   "Qwen--Qwen3-32B.json", NULL);
  g_autofree char *model_config = option ("model-config", config);
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) error = NULL;
  g_auto(CpTestRun) result = { 0 };
  JsonObject *object;
  JsonArray *models;
  JsonArray *address;

  run (&result, "--size", "llama-3.1-70b", "--memory", "100", "--params", "70", "--precision",
       "fp8", model_config, "--context", "8192", "--users", "4", "--weights", "int4", save,
       NULL);
  g_assert_cmpint (result.status, ==, 0);

  root = read_json (plan);
  object = json_node_get_object (root);
  json_object_set_string_member (object, "customer", "Acme Robotics");
  json_object_set_string_member (object, "customer_contact", "Jane Doe");
  json_object_set_string_member (object, "customer_email", "jane@acme.example");
  address = json_array_new ();
  json_array_add_string_element (address, "1 Main Street");
  json_array_add_string_element (address, "Bishkek");
  json_object_set_array_member (object, "customer_address", address);
  models = json_object_get_array_member (object, "models");
  json_object_set_boolean_member (json_array_get_object_element (models, 1), "chosen", FALSE);
  json_object_set_string_member (json_array_get_object_element (models, 0), "weights", "fp8");
  json_object_set_string_member (object, "selected_tier", "growth");
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  g_assert_true (json_generator_to_file (generator, plan, &error));
  g_assert_no_error (error);

  run (&result, open, save_copy, NULL);
  g_assert_cmpstr (result.err, ==, "");
  g_assert_cmpint (result.status, ==, 0);
  assert_same_json (plan, copy, sized);

  run (&result, open_copy, save_again, NULL);
  g_assert_cmpint (result.status, ==, 0);
  assert_same_json (copy, again, NULL);

  /* In place. */
  run (&result, open_copy, save_copy, NULL);
  g_assert_cmpint (result.status, ==, 0);
  assert_same_json (copy, again, NULL);
}

/* Every kind of model at once, a workload with weights of its own, and
 * the text output too. */
static void
test_round_trip_mixed (void)
{
  g_autofree char *plan = path_of ("mixed.clusterplan");
  g_autofree char *save = option ("save-plan", plan);
  g_autofree char *open = option ("plan", plan);
  g_autofree char *config = g_test_build_filename (G_TEST_DIST, "data", "hf-configs",
                                                   "Qwen--Qwen3-32B.json", NULL);
  g_autofree char *model_config = option ("model-config", config);
  g_auto(CpTestRun) direct = { 0 };
  g_auto(CpTestRun) planned = { 0 };

  run (&direct, "--size", "llama-3.1-70b,deepseek-v4-pro", "--memory", "100", "--params", "70",
       "--precision", "fp8", model_config, "--context", "8192", "--users", "4", "--weights",
       "int4", save, "--json", NULL);
  g_assert_cmpint (direct.status, ==, 0);
  run (&planned, open, "--json", NULL);
  g_assert_cmpint (planned.status, ==, 0);
  g_assert_cmpstr (planned.out, ==, direct.out);

  run (&direct, "--size", "llama-3.1-70b,deepseek-v4-pro", "--memory", "100", "--params", "70",
       "--precision", "fp8", model_config, "--context", "8192", "--users", "4", "--weights",
       "int4", NULL);
  run (&planned, open, NULL);
  g_assert_cmpstr (planned.out, ==, direct.out);
}

/* Each workload option given overrides the plan's figure, and only it. */
static void
test_overrides (void)
{
  g_autofree char *plan = path_of ("o.clusterplan");
  g_autofree char *save = option ("save-plan", plan);
  g_autofree char *open = option ("plan", plan);
  g_auto(CpTestRun) direct = { 0 };
  g_auto(CpTestRun) planned = { 0 };

  run (&direct, "--size", "llama-3.1-70b", "--context", "32768", "--users", "16", save, NULL);
  g_assert_cmpint (direct.status, ==, 0);

  run (&direct, "--size", "llama-3.1-70b", "--context", "32768", "--users", "64", "--json", NULL);
  run (&planned, open, "--users", "64", "--json", NULL);
  g_assert_cmpint (planned.status, ==, 0);
  g_assert_cmpstr (planned.out, ==, direct.out);

  run (&direct, "--size", "llama-3.1-70b", "--context", "131072", "--users", "16",
       "--kv-cache", "fp8", "--weights", "fp8", "--json", NULL);
  run (&planned, open, "--context", "131072", "--kv-cache", "fp8", "--weights", "fp8", "--json",
       NULL);
  g_assert_cmpstr (planned.out, ==, direct.out);

  /* A bad override is the option's own error. */
  run (&planned, open, "--users", "0", NULL);
  assert_refused (&planned, "cluster-planner: --users: ", "must be from 1");
}

/* The built-in catalog with the DGX H100 dearer, as a file. */
static char *
write_dearer_catalog (void)
{
  g_autofree char *builtin = g_test_build_filename (G_TEST_DIST, "..", "resources",
                                                    "catalog.json", NULL);
  g_autofree char *text = cp_test_read_text (builtin);
  g_autofree char *path = path_of ("shop.json");
  const char *find = "\"power_w\": 10200, \"price_usd\": 199000";
  const char *at = strstr (text, find);
  g_autofree char *changed = NULL;

  g_assert_nonnull (at);
  changed = g_strdup_printf ("%.*s\"power_w\": 10200, \"price_usd\": 210000%s",
                             (int) (at - text), text, at + strlen (find));
  write_text (path, changed, -1);

  return g_steal_pointer (&path);
}

/* A plan sized with another catalog says so, and what changed for it; the
 * builds are the new catalog's. */
static void
test_other_catalog (void)
{
  g_autofree char *plan = path_of ("c.clusterplan");
  g_autofree char *save = option ("save-plan", plan);
  g_autofree char *open = option ("plan", plan);
  g_autofree char *shop = write_dearer_catalog ();
  g_autofree char *catalog = option ("catalog", shop);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_auto(CpTestRun) result = { 0 };
  JsonObject *root;
  JsonArray *builds;
  gboolean found = FALSE;

  run (&result, "--size", "deepseek-v4-pro", save, NULL);
  g_assert_cmpint (result.status, ==, 0);

  /* The same catalog: nothing to say. */
  run (&result, open, NULL);
  g_assert_cmpstr (result.err, ==, "");

  run (&result, open, catalog, "--json", NULL);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_nonnull (strstr (result.err, "made with the built-in catalog"));
  g_assert_nonnull (strstr (result.err, "NVIDIA DGX H100: $199,000 → $210,000\n"));

  json_parser_load_from_data (parser, result.out, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  builds = json_object_get_array_member (root, "builds");
  for (guint i = 0; i < json_array_get_length (builds); i++)
    {
      JsonObject *build = json_array_get_object_element (builds, i);

      if (g_str_equal (json_object_get_string_member (build, "unit"), "dgx-h100"))
        {
          g_assert_cmpfloat (json_object_get_double_member (build, "price_usd"), ==,
                             3 * 210000.0);
          found = TRUE;
        }
    }
  g_assert_true (found);
}

/* Runs --plan on a file holding @length bytes of @text. */
static void
run_plan_text (CpTestRun  *result,
               const char *name,
               const char *text,
               gsize       length)
{
  g_autofree char *path = path_of (name);
  g_autofree char *open = option ("plan", path);

  write_text (path, text, length);
  run (result, open, "--json", NULL);
}

/* Every bad plan file of the catalog's hostile kinds: one line naming the
 * file and the place, status 1, no crash. */
static void
test_hostile (void)
{
  g_autofree char *plan = path_of ("good.clusterplan");
  g_autofree char *save = option ("save-plan", plan);
  g_autofree char *good = NULL;
  g_autofree char *fifo = path_of ("pipe.clusterplan");
  g_autofree char *open_fifo = option ("plan", fifo);
  g_autofree char *huge = NULL;
  g_autofree char *prefix = NULL;
  g_auto(CpTestRun) result = { 0 };
  GString *deep = g_string_new ("{\"format\": \"cluster-planner-plan\", \"models\": ");
  gsize huge_length = 40 * 1024 * 1024;
  const char *at;

  run (&result, "--size", "llama-3.1-70b", "--context", "32768", "--users", "16", save, NULL);
  g_assert_cmpint (result.status, ==, 0);
  good = cp_test_read_text (plan);

  /* Truncated. */
  run_plan_text (&result, "t.clusterplan", good, strlen (good) / 2);
  prefix = g_strdup_printf ("cluster-planner: %s/t.clusterplan: line ", dir);
  assert_refused (&result, prefix, "not valid JSON");

  /* Nested 100,000 deep. */
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  run_plan_text (&result, "deep.clusterplan", deep->str, deep->len);
  assert_refused (&result, "cluster-planner: ", "deeper than 16");
  g_string_free (deep, TRUE);

  /* Not UTF-8. */
  run_plan_text (&result, "latin1.clusterplan", "{ \"format\": \"caf\xe9\" }", -1);
  assert_refused (&result, "cluster-planner: ", "UTF-8");

  /* 40 MB. */
  huge = g_malloc (huge_length);
  memset (huge, ' ', huge_length);
  memcpy (huge, good, strlen (good));
  run_plan_text (&result, "huge.clusterplan", huge, huge_length);
  assert_refused (&result, "cluster-planner: ", "larger than 4 MB");

  /* A number out of range. */
  at = strstr (good, "\"users\": 16");
  g_assert_nonnull (at);
  {
    g_autofree char *text = g_strdup_printf ("%.*s\"users\": 1e999%s", (int) (at - good), good,
                                             at + strlen ("\"users\": 16"));

    run_plan_text (&result, "range.clusterplan", text, strlen (text));
    assert_refused (&result, "cluster-planner: ", "workload.users: ");
  }

  /* An unknown model. */
  at = strstr (good, "\"id\": \"llama-3.1-70b\"");
  g_assert_nonnull (at);
  {
    g_autofree char *text = g_strdup_printf ("%.*s\"id\": \"llama-9\"%s", (int) (at - good), good,
                                             at + strlen ("\"id\": \"llama-3.1-70b\""));

    run_plan_text (&result, "unknown.clusterplan", text, strlen (text));
    assert_refused (&result, "cluster-planner: ", "models[0].id: no model “llama-9”");
  }

  /* A catalog given as a plan. */
  {
    g_autofree char *builtin = g_test_build_filename (G_TEST_DIST, "..", "resources",
                                                      "catalog.json", NULL);
    g_autofree char *text = cp_test_read_text (builtin);

    run_plan_text (&result, "catalog.clusterplan", text, strlen (text));
    assert_refused (&result, "cluster-planner: ", "format: this is a catalog");
  }

  /* A named pipe: refused at once, not waited on. */
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  run (&result, open_fifo, NULL);
  assert_refused (&result, "cluster-planner: ", "named pipe");
}

/* Options that do not go together, and a plan that cannot be saved. */
static void
test_option_errors (void)
{
  g_autofree char *plan = path_of ("e.clusterplan");
  g_autofree char *open = option ("plan", plan);
  g_autofree char *save = option ("save-plan", plan);
  g_autofree char *into_folder = option ("save-plan", dir);
  g_autofree char *missing = path_of ("missing/e.clusterplan");
  g_autofree char *into_missing = option ("save-plan", missing);
  g_auto(CpTestRun) result = { 0 };

  run (&result, "--size", "llama-3.1-70b", save, NULL);
  g_assert_cmpint (result.status, ==, 0);

  run (&result, open, "--size", "llama-3.1-70b", NULL);
  assert_refused (&result, "cluster-planner: --plan: ", "cannot be combined");
  run (&result, save, NULL);
  assert_refused (&result, "cluster-planner: --save-plan: ", "needs a sizing option");
  run (&result, "--list-models", save, NULL);
  assert_refused (&result, "cluster-planner: --save-plan: ", "needs a sizing option");
  run (&result, "--size", "llama-3.1-70b", into_folder, NULL);
  assert_refused (&result, "cluster-planner: --save-plan: ", dir);
  run (&result, "--size", "llama-3.1-70b", into_missing, NULL);
  assert_refused (&result, "cluster-planner: --save-plan: ", "missing");
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
}

/* The build a plan picked is the one its run picks and saves again. */
static void
test_picked_build (void)
{
  g_autofree char *plan = path_of ("p.clusterplan");
  g_autofree char *again = path_of ("p2.clusterplan");
  g_autofree char *save = option ("save-plan", plan);
  g_autofree char *save_again = option ("save-plan", again);
  g_autofree char *open = option ("plan", plan);
  g_autofree char *text = NULL;
  g_auto(CpTestRun) result = { 0 };

  run (&result, "--size", "deepseek-v4-pro", "--tier", "growth", "--export-diagram",
       "/dev/null/none.png", save, NULL);
  /* --tier goes with an export; the diagram's folder does not exist, so
   * nothing is written at all. */
  g_assert_cmpint (result.status, ==, 1);
  g_assert_false (g_file_test (plan, G_FILE_TEST_EXISTS));

  {
    g_autofree char *diagram = path_of ("d.svg");
    g_autofree char *export = option ("export-diagram", diagram);

    run (&result, "--size", "deepseek-v4-pro", "--tier", "growth", export, save, NULL);
    g_assert_cmpint (result.status, ==, 0);
  }
  text = cp_test_read_text (plan);
  g_assert_nonnull (strstr (text, "\"selected_tier\": \"growth\""));

  run (&result, open, save_again, NULL);
  g_assert_cmpint (result.status, ==, 0);
  g_free (text);
  text = cp_test_read_text (again);
  g_assert_nonnull (strstr (text, "\"selected_tier\": \"growth\""));
}

/* Saves killed with SIGKILL at any moment, and many in the middle of
 * writing, leave the old plan or the complete new one, never a mix;
 * nothing else stays in the folder but, for an instant between its naming
 * and its rename, a temporary file of a dead save, which the next save
 * removes. */
static void
test_killed_saves (void)
{
  g_autofree char *folder = path_of ("killed");
  g_autofree char *path = g_build_filename (folder, "k.clusterplan", NULL);
  g_autofree char *save = option ("save-plan", path);
  const char *args[] = { "--size", "deepseek-v4-pro", save, NULL };

  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  cp_test_kill_writes (path, args, 100);
}

/* Whatever a file or folder is called, the plan the app writes opens:
 * a model named after a 250-character folder (--model-config), catalogs
 * whose file names are over 200 characters, hold control characters or
 * U+202E, or are not UTF-8 (issue 26, point 3). */
static void
test_hostile_names (void)
{
  g_autofree char *builtin = g_test_build_filename (G_TEST_DIST, "..", "resources",
                                                    "catalog.json", NULL);
  g_autofree char *config = g_test_build_filename (G_TEST_DIST, "data", "hf-configs",
                                                   "Qwen--Qwen3-32B.json", NULL);
  g_autofree char *config_text = cp_test_read_text (config);
  g_autofree char *catalog_text = cp_test_read_text (builtin);
  g_autofree char *long_name = g_strnfill (250, 'M');
  g_autofree char *folder = path_of (long_name);
  g_autofree char *folder_config = g_build_filename (folder, "config.json", NULL);
  g_autofree char *long_catalog = g_strnfill (210, 'C');
  const char *catalog_names[] = {
    long_catalog,
    "evil\xe2\x80\xae" "nosj.json",
    "bell\x07" "and\x1b[31mred.json",
    "not-utf8-\xff\xfe.json",
  };
  g_autofree char *plan = path_of ("hostile-name.clusterplan");
  g_autofree char *save = option ("save-plan", plan);
  g_autofree char *open = option ("plan", plan);
  g_autofree char *model_config = option ("model-config", folder_config);
  g_auto(CpTestRun) result = { 0 };
  g_autoptr(JsonNode) root = NULL;
  const char *name;

  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  write_text (folder_config, config_text, -1);

  run (&result, model_config, save, NULL);
  g_assert_cmpint (result.status, ==, 0);
  run (&result, open, "--json", NULL);
  g_assert_cmpstr (result.err, ==, "");
  g_assert_cmpint (result.status, ==, 0);

  /* The name is kept as far as a plan holds one: 199 characters and "…". */
  root = read_json (plan);
  name = json_object_get_string_member (
    json_array_get_object_element (json_object_get_array_member (json_node_get_object (root),
                                                                 "models"), 0), "name");
  g_assert_cmpint (g_utf8_strlen (name, -1), ==, 200);
  g_assert_true (g_str_has_prefix (name, "MMMM"));
  g_assert_true (g_str_has_suffix (name, "…"));

  for (guint i = 0; i < G_N_ELEMENTS (catalog_names); i++)
    {
      g_autofree char *catalog = path_of (catalog_names[i]);
      g_autofree char *use = option ("catalog", catalog);
      g_autofree char *text = NULL;

      write_text (catalog, catalog_text, -1);
      run (&result, use, "--size", "llama-3.1-70b", save, NULL);
      g_assert_cmpint (result.status, ==, 0);
      text = cp_test_read_text (plan);
      g_assert_true (g_utf8_validate (text, -1, NULL));

      run (&result, use, open, NULL);
      g_assert_cmpstr (result.err, ==, "");
      g_assert_cmpint (result.status, ==, 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);

  dir = cp_test_make_tmpdir ("test-cli-plan");

  g_test_add_func ("/cluster-planner/cli-plan/round-trip", test_round_trip);
  g_test_add_func ("/cluster-planner/cli-plan/round-trip-mixed", test_round_trip_mixed);
  g_test_add_func ("/cluster-planner/cli-plan/round-trip-whole", test_round_trip_whole);
  g_test_add_func ("/cluster-planner/cli-plan/round-trip-pcie-split", test_round_trip_pcie_split);
  g_test_add_func ("/cluster-planner/cli-plan/overrides", test_overrides);
  g_test_add_func ("/cluster-planner/cli-plan/other-catalog", test_other_catalog);
  g_test_add_func ("/cluster-planner/cli-plan/hostile", test_hostile);
  g_test_add_func ("/cluster-planner/cli-plan/hostile-names", test_hostile_names);
  g_test_add_func ("/cluster-planner/cli-plan/option-errors", test_option_errors);
  g_test_add_func ("/cluster-planner/cli-plan/picked-build", test_picked_build);
  g_test_add_func ("/cluster-planner/cli-plan/killed-saves", test_killed_saves);

  status = g_test_run ();

  cp_test_remove_tmpdir (dir);
  g_free (dir);

  return status;
}
