/* test-cli.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <json-glib/json-glib.h>
#include <string.h>

/* Runs the real cluster-planner binary, as a script would, and checks its
 * output, its JSON and its exit status. */

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* The language the program is run in: NULL for the tests' own (English). */
static const char *language;

static void
run_program (Run        *run,
             const char *first_arg,
             ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  const char *program = g_getenv ("CLUSTER_PLANNER");
  va_list args;

  g_assert_nonnull (program);
  g_ptr_array_add (argv, (gpointer) program);
  va_start (args, first_arg);
  for (const char *arg = first_arg; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  if (language != NULL)
    {
      /* A real locale of the language, compiled into the build (newer C
       * libraries ignore LANGUAGE in the C.UTF-8 locale). */
      g_assert_nonnull (g_getenv ("CLUSTER_PLANNER_LOCALEDIR"));
      g_assert_nonnull (g_getenv ("CP_TEST_LOCPATH"));
      g_subprocess_launcher_setenv (launcher, "LOCPATH", g_getenv ("CP_TEST_LOCPATH"), TRUE);
      g_subprocess_launcher_setenv (launcher, "LC_ALL", language, TRUE);
      g_subprocess_launcher_unsetenv (launcher, "LANGUAGE");
    }
  else
    g_subprocess_launcher_unsetenv (launcher, "LANGUAGE");
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
}

static JsonObject *
parse_json (const char *text,
            JsonParser *parser)
{
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));

  return json_node_get_object (json_parser_get_root (parser));
}

/* A failed run: status 1, nothing on stdout, one line on stderr that
 * starts with @prefix. */
static void
assert_fails (Run        *run,
              const char *prefix)
{
  g_assert_cmpint (run->status, ==, 1);
  g_assert_cmpstr (run->out, ==, "");
  if (!g_str_has_prefix (run->err, prefix))
    g_error ("stderr “%s” does not start with “%s”", run->err, prefix);
  /* One line, ending in a newline. */
  g_assert_true (strchr (run->err, '\n') == run->err + strlen (run->err) - 1);
}

static JsonObject *
find_build (JsonArray  *builds,
            const char *tier)
{
  for (guint i = 0; i < json_array_get_length (builds); i++)
    {
      JsonObject *build = json_array_get_object_element (builds, i);

      if (g_str_equal (json_object_get_string_member (build, "tier"), tier))
        return build;
    }

  return NULL;
}

static void
test_size_json (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root, *model, *build;
  JsonArray *builds;
  const char *tiers[] = { "desktop", "entry", "startup", "growth" };
  guint n_recommended = 0;

  run_program (&run, "--size", "deepseek-v4-pro", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  root = parse_json (run.out, parser);
  g_assert_cmpfloat (json_object_get_double_member (root, "required_memory_gb"), ==, 1920.0);
  model = json_array_get_object_element (json_object_get_array_member (root, "models"), 0);
  g_assert_cmpstr (json_object_get_string_member (model, "id"), ==, "deepseek-v4-pro");
  g_assert_cmpstr (json_object_get_string_member (model, "name"), ==, "DeepSeek V4 Pro");
  g_assert_cmpfloat (json_object_get_double_member (model, "min_memory_gb"), ==, 1920.0);

  /* One build per tier, in catalog order; exactly one recommended. */
  builds = json_object_get_array_member (root, "builds");
  g_assert_cmpuint (json_array_get_length (builds), ==, G_N_ELEMENTS (tiers));
  for (guint i = 0; i < G_N_ELEMENTS (tiers); i++)
    {
      build = json_array_get_object_element (builds, i);
      g_assert_cmpstr (json_object_get_string_member (build, "tier"), ==, tiers[i]);
      n_recommended += json_object_get_boolean_member (build, "recommended");
    }
  g_assert_cmpuint (n_recommended, ==, 1);

  build = find_build (builds, "startup");
  g_assert_cmpstr (json_object_get_string_member (build, "tier_name"), ==, "Startup Build");
  g_assert_cmpstr (json_object_get_string_member (build, "unit"), ==, "dgx-h100");
  g_assert_cmpstr (json_object_get_string_member (build, "unit_name"), ==, "NVIDIA DGX H100");
  g_assert_cmpint (json_object_get_int_member (build, "count"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (build, "gpus"), ==, 24);
  g_assert_cmpfloat (json_object_get_double_member (build, "memory_gb"), ==, 1920.0);
  g_assert_cmpfloat (json_object_get_double_member (build, "usable_memory_gb"), ==, 1920.0);
  g_assert_true (json_object_get_boolean_member (build, "pooled"));
  g_assert_true (json_object_get_boolean_member (build, "fits"));
  g_assert_cmpint (json_object_get_int_member (build, "power_w"), ==, 30600);
  g_assert_cmpstr (json_object_get_string_member (build, "power_comparison"), ==,
                   "about 25 average US homes");
  g_assert_cmpfloat (json_object_get_double_member (build, "price_usd"), ==, 597000.0);
  g_assert_true (json_object_get_boolean_member (build, "recommendable"));
  g_assert_true (json_object_get_boolean_member (build, "recommended"));

  build = find_build (builds, "desktop");
  g_assert_false (json_object_get_boolean_member (build, "pooled"));
  g_assert_false (json_object_get_boolean_member (build, "fits"));
  g_assert_false (json_object_get_boolean_member (build, "recommendable"));
  g_assert_cmpfloat (json_object_get_double_member (build, "usable_memory_gb"), ==, 32.0);
}

static void
test_size_by_name_and_several (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root, *growth;

  run_program (&run, "--size", "DeepSeek V4 Pro, glm-5.2-max,Nemotron 3 Ultra", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);

  root = parse_json (run.out, parser);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "models")), ==, 3);
  /* Exactly 3483.6: the figures are written from integers. */
  g_assert_nonnull (strstr (run.out, "\"required_memory_gb\": 3483.6,"));
  growth = find_build (json_object_get_array_member (root, "builds"), "growth");
  g_assert_cmpstr (json_object_get_string_member (growth, "unit"), ==, "gb200-nvl72");
  g_assert_cmpint (json_object_get_int_member (growth, "count"), ==, 1);
  g_assert_cmpfloat (json_object_get_double_member (growth, "memory_gb"), ==, 13824.0);
}

static void
test_custom_requirements (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();

  {
    g_auto(Run) run = { 0 };
    JsonObject *model;

    run_program (&run, "--params", "671", "--precision", "fp8", "--json", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "\"required_memory_gb\": 805.2,"));
    model = json_array_get_object_element (
      json_object_get_array_member (parse_json (run.out, parser), "models"), 0);
    g_assert_cmpfloat (json_object_get_double_member (model, "params_b"), ==, 671);
    g_assert_cmpstr (json_object_get_string_member (model, "precision"), ==, "fp8");
  }

  {
    g_auto(Run) run = { 0 };
    JsonObject *root;

    /* A requirement added to a model: the two are run together. */
    run_program (&run, "--memory", "156", "--size", "glm-5.2-max", "--json", NULL);
    g_assert_cmpint (run.status, ==, 0);
    root = parse_json (run.out, parser);
    g_assert_nonnull (strstr (run.out, "\"required_memory_gb\": 1059.6,"));
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "models")), ==, 2);
  }
}

static void
test_size_text (void)
{
  g_auto(Run) run = { 0 };

  run_program (&run, "--size", "deepseek-v4-pro", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_true (g_str_has_prefix (run.out, "DeepSeek V4 Pro needs at least 1,920 GB of GPU memory.\n"));
  g_assert_nonnull (strstr (run.out, "Startup Build: 3 × NVIDIA DGX H100 (recommended)\n"));
  g_assert_nonnull (strstr (run.out, "30,600 W, about 25 average US homes\n"));
  g_assert_nonnull (strstr (run.out, "$597,000\n"));
  g_assert_nonnull (strstr (run.out, "each card sees only its own 32 GB — this model cannot run across them"));
}

static void
test_lists (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();

  {
    g_auto(Run) run = { 0 };

    run_program (&run, "--list-models", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "deepseek-v4-pro"));
    g_assert_nonnull (strstr (run.out, "903.6 GB"));
    g_assert_nonnull (strstr (run.out, "805.2 GB"));
  }

  {
    g_auto(Run) run = { 0 };

    run_program (&run, "--list-units", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "13,824 GB  120,000 W  $3,000,000\n"));
  }

  {
    g_auto(Run) run = { 0 };
    JsonObject *root;
    JsonObject *unit;

    run_program (&run, "--list-units", "--list-models", "--json", NULL);
    g_assert_cmpint (run.status, ==, 0);
    root = parse_json (run.out, parser);
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "models")), ==, 5);
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "units")), ==, 7);
    unit = json_array_get_object_element (json_object_get_array_member (root, "units"), 3);
    g_assert_cmpstr (json_object_get_string_member (unit, "id"), ==, "dgx-h100");
    g_assert_cmpfloat (json_object_get_double_member (unit, "memory_gb"), ==, 640.0);
    g_assert_cmpfloat (json_object_get_double_member (unit, "price_usd"), ==, 199000.0);
  }
}

static void
test_other_catalog (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "catalog-small.json", NULL);
  g_autofree char *option = g_strconcat ("--catalog=", path, NULL);
  g_auto(Run) run = { 0 };

  run_program (&run, option, "--size", "Small Model", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Startup Build: 1 × NVIDIA DGX H100 (recommended)"));
}

static void
test_broken_catalog (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "catalog-broken.json", NULL);
  g_autofree char *option = g_strconcat ("--catalog=", path, NULL);
  g_autofree char *expected = NULL;
  g_auto(Run) run = { 0 };

  run_program (&run, option, "--size", "x", "--json", NULL);
  expected = g_strdup_printf ("cluster-planner: %s: units[1].gpu: “h200-sxm” is not the id of "
                              "any of the catalog’s GPUs\n", path);
  assert_fails (&run, expected);
  g_assert_cmpstr (run.err, ==, expected);
}

static void
test_missing_catalog (void)
{
  g_auto(Run) run = { 0 };

  run_program (&run, "--catalog=/nonexistent/catalog.json", "--list-models", NULL);
  assert_fails (&run, "cluster-planner: /nonexistent/catalog.json: cannot be read: ");
}

static void
test_bad_input (void)
{
  static const struct {
    const char *args[4];
    const char *message;
  } cases[] = {
    { { "--size", "nope" }, "cluster-planner: --size: no model “nope” in the built-in catalog" },
    { { "--size", "deepseek-v4-pro,,glm-5.2-max" }, "cluster-planner: --size: a model name is empty" },
    { { "--size", "" }, "cluster-planner: --size: needs a model’s id or name" },
    { { "--size=" }, "cluster-planner: --size: needs a model’s id or name" },
    { { "--memory", "abc" }, "cluster-planner: --memory: “abc” is not a number of gigabytes" },
    { { "--memory", "12GB" }, "cluster-planner: --memory: “12GB” is not a number of gigabytes" },
    { { "--memory", "-5" }, "cluster-planner: --memory: memory must be a number of gigabytes above zero" },
    { { "--memory", "0" }, "cluster-planner: --memory: memory must be a number of gigabytes above zero" },
    { { "--memory", "nan" }, "cluster-planner: --memory: memory must be a number of gigabytes above zero" },
    { { "--memory", "1e300" }, "cluster-planner: --memory: memory must be at most" },
    { { "--memory", "1e999" }, "cluster-planner: --memory: memory must be at most" },
    { { "--params", "9e999", "--precision", "fp8" }, "cluster-planner: --params: parameters must be at most" },
    { { "--size", "a\033[31mred\nline" },
      "cluster-planner: --size: no model “a\\u001B[31mred\\nline” in the built-in catalog" },
    { { "--precision", "fp\n8", "--params", "1" }, "cluster-planner: --precision: “fp\\n8” is not one of" },
    { { "--params", "70" }, "cluster-planner: --params: needs --precision" },
    { { "--params", "70", "--precision", "fp6" }, "cluster-planner: --precision: “fp6” is not one of" },
    { { "--params", "-70", "--precision", "fp8" }, "cluster-planner: --params: parameters must be" },
    { { "--precision", "fp8" }, "cluster-planner: --precision: only goes with --params" },
    { { "--json" }, "cluster-planner: --json: goes with --size" },
    { { "--tier", "startup", "--size", "glm-5.2-max" }, "cluster-planner: --tier: only goes with" },
    { { "--list-models", "--size", "glm-5.2-max" }, "cluster-planner: --list-models: cannot be combined" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };

      run_program (&run, cases[i].args[0], cases[i].args[1], cases[i].args[2], cases[i].args[3], NULL);
      assert_fails (&run, cases[i].message);
    }
}

/* Russian: its digits, its plural forms after "около", its decimal comma
 * on input, and its errors. */
static void
test_russian (void)
{
  language = "ru_RU.UTF-8";

  {
    g_auto(Run) run = { 0 };

    run_program (&run, "--size", "deepseek-v4-pro,glm-5.2-max,nemotron-3-ultra", NULL);
    g_assert_cmpint (run.status, ==, 0);
    /* Digits grouped the locale's way: a no-break space, wide or narrow. */
    g_assert_true (strstr (run.out, "3\u00a0483,6 ГБ") || strstr (run.out, "3\u202f483,6 ГБ"));
    /* 51 takes the genitive singular, 25 the genitive plural. */
    g_assert_nonnull (strstr (run.out, "около 51 среднего дома в США"));
    g_assert_true (strstr (run.out, "327\u00a0000\u00a0$") || strstr (run.out, "327\u202f000\u00a0$"));
  }

  {
    g_auto(Run) run = { 0 };

    run_program (&run, "--size", "deepseek-v4-pro", NULL);
    g_assert_nonnull (strstr (run.out, "около 25 средних домов в США"));
    /* Decimals take the genitive singular too. */
    g_assert_nonnull (strstr (run.out, "около 6,9 среднего дома в США"));
  }

  {
    g_auto(Run) run = { 0 };

    /* The decimal comma the figures are shown with is read back. */
    run_program (&run, "--memory", "805,2", "--json", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "\"required_memory_gb\": 805.2,"));
  }

  {
    g_auto(Run) run = { 0 };

    run_program (&run, "--size", "nope", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (g_str_has_prefix (run.err, "cluster-planner: --size: "));
    g_assert_null (strstr (run.err, "no model"));
  }

  language = NULL;
}

static void
test_version (void)
{
  g_auto(Run) run = { 0 };

  run_program (&run, "--version", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, PACKAGE_NAME " " PACKAGE_VERSION "\n");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cluster-planner/cli/size-json", test_size_json);
  g_test_add_func ("/cluster-planner/cli/size-by-name-and-several", test_size_by_name_and_several);
  g_test_add_func ("/cluster-planner/cli/custom-requirements", test_custom_requirements);
  g_test_add_func ("/cluster-planner/cli/size-text", test_size_text);
  g_test_add_func ("/cluster-planner/cli/lists", test_lists);
  g_test_add_func ("/cluster-planner/cli/other-catalog", test_other_catalog);
  g_test_add_func ("/cluster-planner/cli/broken-catalog", test_broken_catalog);
  g_test_add_func ("/cluster-planner/cli/missing-catalog", test_missing_catalog);
  g_test_add_func ("/cluster-planner/cli/bad-input", test_bad_input);
  g_test_add_func ("/cluster-planner/cli/version", test_version);
  g_test_add_func ("/cluster-planner/cli/russian", test_russian);

  return g_test_run ();
}
