/* test-cli.c
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

#include "cp-test-util.h"

/* Runs the real cluster-planner binary, as a script would, and checks its
 * output, its JSON and its exit status. */

/* The language the program is run in: NULL for the tests' own (English). */
static const char *language;

static void
run_program (CpTestRun  *run,
             const char *first_arg,
             ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GStrvBuilder) env = g_strv_builder_new ();
  g_auto(GStrv) envp = NULL;
  va_list list;

  va_start (list, first_arg);
  for (const char *arg = first_arg; arg != NULL; arg = va_arg (list, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (list);
  g_ptr_array_add (args, NULL);

  g_strv_builder_add (env, "LANGUAGE");
  if (language != NULL)
    {
      g_autofree char *locpath = NULL;
      g_autofree char *lc_all = g_strconcat ("LC_ALL=", language, NULL);

      /* A real locale of the language, compiled into the build (newer C
       * libraries ignore LANGUAGE in the C.UTF-8 locale). */
      g_assert_nonnull (g_getenv ("CLUSTER_PLANNER_LOCALEDIR"));
      g_assert_nonnull (g_getenv ("CP_TEST_LOCPATH"));
      locpath = g_strconcat ("LOCPATH=", g_getenv ("CP_TEST_LOCPATH"), NULL);
      g_strv_builder_add (env, locpath);
      g_strv_builder_add (env, lc_all);
    }
  envp = g_strv_builder_end (env);

  cp_test_run_cli (run, (const char * const *) envp, (const char * const *) args->pdata);
  /* It exited by itself, with a status; it did not die of a signal. */
  g_assert_cmpint (run->status, >=, 0);
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
assert_fails (CpTestRun  *run,
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
  g_auto(CpTestRun) run = { 0 };
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
  g_auto(CpTestRun) run = { 0 };
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
    g_auto(CpTestRun) run = { 0 };
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
    g_auto(CpTestRun) run = { 0 };
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
  g_auto(CpTestRun) run = { 0 };

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
    g_auto(CpTestRun) run = { 0 };

    run_program (&run, "--list-models", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "deepseek-v4-pro"));
    g_assert_nonnull (strstr (run.out, "903.6 GB"));
    g_assert_nonnull (strstr (run.out, "805.2 GB"));
  }

  {
    g_auto(CpTestRun) run = { 0 };

    run_program (&run, "--list-units", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "13,824 GB  120,000 W  $3,000,000\n"));
  }

  {
    g_auto(CpTestRun) run = { 0 };
    JsonObject *root;
    JsonObject *unit;

    run_program (&run, "--list-units", "--list-models", "--json", NULL);
    g_assert_cmpint (run.status, ==, 0);
    root = parse_json (run.out, parser);
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "models")), ==, 18);
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
  g_auto(CpTestRun) run = { 0 };

  run_program (&run, option, "--size", "Small Model", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Startup Build: 1 × NVIDIA DGX H100 (recommended)"));

  /* An error names a catalog file as a catalog, not as "the /path". */
  {
    g_auto(CpTestRun) missing = { 0 };
    g_autofree char *expected = g_strdup_printf ("cluster-planner: --size: no model “nope” in "
                                                 "the catalog “%s” (see --list-models)\n", path);

    run_program (&missing, option, "--size", "nope", NULL);
    assert_fails (&missing, expected);
    g_assert_cmpstr (missing.err, ==, expected);
  }
}

static void
test_broken_catalog (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "catalog-broken.json", NULL);
  g_autofree char *option = g_strconcat ("--catalog=", path, NULL);
  g_autofree char *expected = NULL;
  g_auto(CpTestRun) run = { 0 };

  run_program (&run, option, "--size", "x", "--json", NULL);
  expected = g_strdup_printf ("cluster-planner: %s: units[1].gpu: “h200-sxm” is not the id of "
                              "any of the catalog’s GPUs\n", path);
  assert_fails (&run, expected);
  g_assert_cmpstr (run.err, ==, expected);
}

static void
test_missing_catalog (void)
{
  g_auto(CpTestRun) run = { 0 };

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
    { { "--memory", "1000000000000" }, "cluster-planner: --memory: memory must be at most" },
    { { "--memory", "1,000,000,000,000" }, "cluster-planner: --memory: memory must be at most" },
    { { "--params", "9000000000000", "--precision", "fp8" }, "cluster-planner: --params: parameters must be at most" },
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
      g_auto(CpTestRun) run = { 0 };

      run_program (&run, cases[i].args[0], cases[i].args[1], cases[i].args[2], cases[i].args[3], NULL);
      assert_fails (&run, cases[i].message);
    }
}

/* The required memory of a --memory run, from its JSON. */
static double
required_memory (const char *memory)
{
  g_autofree char *option = g_strconcat ("--memory=", memory, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(CpTestRun) run = { 0 };

  run_program (&run, option, "--json", NULL);
  if (run.status != 0)
    g_error ("--memory=%s: %s", memory, run.err);

  return json_object_get_double_member (parse_json (run.out, parser), "required_memory_gb");
}

/* Numbers are read as the app writes them in each language it runs in —
 * one rule for both separators — and what it writes it reads: the memory
 * --list-models shows for a model, given to --memory, is that memory. */
/* Russian plural forms where a count meets its noun in the deployment
 * check: 1 and 21 take one form, 2 another, 5 a third, in the case the
 * sentence puts them in ("для 21 пользователя", "при 2 041 токене"). */
static void
test_russian_plurals (void)
{
  static const struct {
    const char *users;
    const char *context;
    const char *cache;
    const char *concurrency;
  } rows[] = {
    { "1", "2041", "KV-кэш для 1 пользователя:", "041 токене на запрос" },
    { "2", "2042", "KV-кэш для 2 пользователей:", "042 токенах на запрос" },
    { "5", "2045", "KV-кэш для 5 пользователей:", "045 токенах на запрос" },
    { "21", "2021", "KV-кэш для 21 пользователя:", "021 токене на запрос" },
  };

  language = "ru_RU.UTF-8";
  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_auto(CpTestRun) run = { 0 };

      run_program (&run, "--size", "llama-3.1-8b", "--unit", "rtx-5090-card",
                   "--max-model-len", rows[i].context, "--users", rows[i].users, NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_nonnull (strstr (run.out, rows[i].cache));
      g_assert_nonnull (strstr (run.out, rows[i].concurrency));
      g_assert_nonnull (strstr (run.out, "(1 GPU)"));
      /* The verdict in words, not the JSON's "fits". */
      g_assert_nonnull (strstr (run.out, "Вывод: подходит\n"));
    }
  language = NULL;
}

/* Kyrgyz says Kyrgyz where the translation had Russian or a wrong word:
 * the PCIe split's option says "десктоп видеокарталары" as the glossary
 * does (it said the Russian "рабочий столдун карталары"), and an unknown
 * --unit is a "бирдик", the catalog's word for a unit (it said "блок"). */
static void
test_kyrgyz_words (void)
{
  g_auto(CpTestRun) help = { 0 };
  g_auto(CpTestRun) unknown = { 0 };

  language = "ky_KG.UTF-8";
  run_program (&help, "--help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  g_assert_nonnull (strstr (help.out, "моделди десктоп видеокарталарына PCIe аркылуу бөлүүгө"));
  g_assert_null (strstr (help.out, "рабочий"));

  run_program (&unknown, "--size", "llama-3.1-8b", "--unit", "no-such-unit", "--max-model-len",
               "2048", NULL);
  g_assert_cmpint (unknown.status, ==, 1);
  g_assert_nonnull (strstr (unknown.err, "«no-such-unit» бирдиги жок"));
  g_assert_null (strstr (unknown.err, "блог"));
  language = NULL;
}

static void
test_numbers_per_locale (void)
{
  static const struct {
    const char *locale;
    const char *grouped;    /* 1920 */
    const char *decimal;    /* 1920.5 */
  } cases[] = {
    { NULL, "1,920", "1,920.5" },
    { "ru_RU.UTF-8", "1 920", "1 920,5" },
    { "ky_KG.UTF-8", "1 920", "1 920,5" },
    { "de_DE.UTF-8", "1.920", "1.920,5" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(CpTestRun) listing = { 0 };
      g_auto(GStrv) lines = NULL;

      language = cases[i].locale;
      g_assert_cmpfloat (required_memory (cases[i].grouped), ==, 1920);
      g_assert_cmpfloat (required_memory (cases[i].decimal), ==, 1920.5);
      g_assert_cmpfloat (required_memory ("1920"), ==, 1920);

      /* "1,920 GB", "1 920 ГБ", "903.6 GB", "903,6 GB": what the listing
       * says, read back. */
      run_program (&listing, "--list-models", NULL);
      g_assert_cmpint (listing.status, ==, 0);
      lines = g_strsplit (listing.out, "\n", -1);
      for (guint j = 1; lines[j] != NULL && *lines[j] != '\0'; j++)
        {
          char *line = g_strstrip (lines[j]);
          g_autofree char *memory = NULL;
          const char *unit = NULL;
          const char *column;

          /* The unit follows a space, a no-break one in some languages. */
          for (const char *p = line; *p != '\0'; p = g_utf8_next_char (p))
            if (g_unichar_isspace (g_utf8_get_char (p)))
              unit = p;

          /* "<id>  <name>  <figure> <unit>": the figure is between the
           * last run of spaces and the unit. */
          g_assert_nonnull (unit);
          memory = g_strndup (line, unit - line);
          column = g_strrstr (memory, "  ");
          g_assert_nonnull (column);
          memmove (memory, column + 2, strlen (column + 2) + 1);
          g_strstrip (memory);
          g_assert_cmpfloat (required_memory (memory), >, 0);
        }
    }

  language = NULL;
}

/* Repeated options: --size's names add up; another option given twice
 * is an error that names it, rather than the last one silently winning.
 * Numbers the C way (hex, exponents, infinities) are refused, and a file
 * to read must be named. */
static void
test_option_rules (void)
{
  static const struct {
    const char *args[4];
    const char *message;
  } refused[] = {
    { { "--memory", "100", "--memory=200" }, "cluster-planner: --memory: given more than once; give it once\n" },
    { { "--size=deepseek-v4-pro", "--context=8192", "--context=4096" }, "cluster-planner: --context: given more than once; give it once\n" },
    { { "--size=deepseek-v4-pro", "--export-quote=a.pdf", "--export-quote=b.pdf" }, "cluster-planner: --export-quote: given more than once; give it once\n" },
    { { "--memory=0x10" }, "cluster-planner: --memory: “0x10” is not a number of gigabytes\n" },
    { { "--memory=inf" }, "cluster-planner: --memory: “inf” is not a number of gigabytes\n" },
    { { "--memory=nan" }, "cluster-planner: --memory: “nan” is not a number of gigabytes\n" },
    { { "--memory=1e3" }, "cluster-planner: --memory: “1e3” is not a number of gigabytes\n" },
    { { "--params=0x1p6", "--precision=bf16" }, "cluster-planner: --params: “0x1p6” is not a number of billions of parameters\n" },
    { { "--catalog=", "--list-models" }, "cluster-planner: --catalog: needs a file name\n" },
  };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(CpTestRun) run = { 0 };
  JsonArray *models;

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_auto(CpTestRun) failed = { 0 };

      run_program (&failed, refused[i].args[0], refused[i].args[1], refused[i].args[2],
                   refused[i].args[3], NULL);
      g_assert_cmpint (failed.status, ==, 1);
      g_assert_cmpstr (failed.err, ==, refused[i].message);
    }

  /* An option the app does not know: the command line's one line, with a
   * pointer to --help (GLib said "Unknown option --bogus"); an escape
   * sequence in it is written out, never sent to the terminal. */
  {
    g_auto(CpTestRun) unknown = { 0 };

    run_program (&unknown, "--bogus=a\033[31mred\302\233", NULL);
    assert_fails (&unknown, "cluster-planner: --bogus: unknown option; see “cluster-planner --help”\n");
    cp_test_run_clear (&unknown);
    run_program (&unknown, "--b\033[31mogus", "--json", NULL);
    assert_fails (&unknown, "cluster-planner: --b\\u001B[31mogus: unknown option; see “cluster-planner --help”\n");
    cp_test_run_clear (&unknown);
    run_program (&unknown, "--size", "llama-3.1-70b", "-x", NULL);
    assert_fails (&unknown, "cluster-planner: -x: unknown option; see “cluster-planner --help”\n");
    /* A value that starts with two dashes is a value. */
    cp_test_run_clear (&unknown);
    run_program (&unknown, "--vllm-command", "--bogus", "--list-models", NULL);
    g_assert_false (g_str_has_suffix (unknown.err, "unknown option; see “cluster-planner --help”\n"));
  }

  run_program (&run, "--size", "llama-3.1-70b", "--size=deepseek-v4-pro,glm-5.2-max", "--json",
               NULL);
  g_assert_cmpint (run.status, ==, 0);
  models = json_object_get_array_member (parse_json (run.out, parser), "models");
  g_assert_cmpuint (json_array_get_length (models), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (models, 0), "id"),
                   ==, "llama-3.1-70b");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (models, 2), "id"),
                   ==, "glm-5.2-max");
}

/* Russian: its digits, its plural forms after "около", its decimal comma
 * on input, and its errors. */
static void
test_russian (void)
{
  language = "ru_RU.UTF-8";

  {
    g_auto(CpTestRun) run = { 0 };

    run_program (&run, "--size", "deepseek-v4-pro,glm-5.2-max,nemotron-3-ultra", NULL);
    g_assert_cmpint (run.status, ==, 0);
    /* Digits grouped the locale's way: a no-break space, wide or narrow. */
    g_assert_true (strstr (run.out, "3\u00a0483,6 ГБ") || strstr (run.out, "3\u202f483,6 ГБ"));
    /* 51 takes the genitive singular, 25 the genitive plural. */
    g_assert_nonnull (strstr (run.out, "около 51 среднего дома в США"));
    g_assert_true (strstr (run.out, "327\u00a0000\u00a0$") || strstr (run.out, "327\u202f000\u00a0$"));
  }

  {
    g_auto(CpTestRun) run = { 0 };

    run_program (&run, "--size", "deepseek-v4-pro", NULL);
    g_assert_nonnull (strstr (run.out, "около 25 средних домов в США"));
    /* Decimals take the genitive singular too. */
    g_assert_nonnull (strstr (run.out, "около 6,9 среднего дома в США"));
  }

  {
    g_auto(CpTestRun) run = { 0 };

    /* The decimal comma the figures are shown with is read back. */
    run_program (&run, "--memory", "805,2", "--json", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "\"required_memory_gb\": 805.2,"));
  }

  {
    g_auto(CpTestRun) run = { 0 };

    run_program (&run, "--size", "nope", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (g_str_has_prefix (run.err, "cluster-planner: --size: "));
    g_assert_null (strstr (run.err, "no model"));
  }

  {
    g_auto(CpTestRun) run = { 0 };

    /* A count meets its noun in the form the number and its case ask
     * (ngettext): "не больше 131 072 токенов", genitive; it said
     * "наибольший контекст … — 131 072 токенов", a nominative with the
     * genitive plural. */
    run_program (&run, "--size", "llama-3.1-70b", "--context", "200000", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "Llama 3.1 70B читает не больше 131"));
    g_assert_nonnull (strstr (run.err, "072 токенов, а не 200"));
  }

  language = NULL;
}

static void
test_version (void)
{
  g_auto(CpTestRun) run = { 0 };

  run_program (&run, "--version", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, PACKAGE_NAME " " PACKAGE_VERSION "\n");
}

/* Sizing for a workload. The figures are docs/sizing.md §10's. */

static JsonObject *
serving_model (JsonObject *build)
{
  JsonObject *serving = json_object_get_object_member (build, "serving");

  g_assert_nonnull (serving);
  return json_array_get_object_element (json_object_get_array_member (serving, "models"), 0);
}

static void
assert_per_gpu (JsonObject   *model,
                const double  figures[5])
{
  static const char *names[] = { "weights", "kv_cache", "overhead", "total", "usable" };
  JsonObject *per_gpu = json_object_get_object_member (model, "per_gpu_gib");

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_cmpfloat (json_object_get_double_member (per_gpu, names[i]), ==, figures[i]);
}

static void
test_workload_llama (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(CpTestRun) run = { 0 };
  JsonObject *startup, *serving, *model;

  run_program (&run, "--size", "llama-3.1-70b", "--context", "32768", "--users", "16", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  startup = find_build (json_object_get_array_member (parse_json (run.out, parser), "builds"), "startup");

  /* One DGX H100, all 8 GPUs at tensor parallel 8 (§10.1). */
  g_assert_cmpstr (json_object_get_string_member (startup, "unit"), ==, "dgx-h100");
  g_assert_cmpint (json_object_get_int_member (startup, "count"), ==, 1);
  g_assert_true (json_object_get_boolean_member (startup, "fits"));
  g_assert_true (json_object_get_boolean_member (startup, "recommended"));
  serving = json_object_get_object_member (startup, "serving");
  g_assert_cmpint (json_object_get_int_member (serving, "context_tokens"), ==, 32768);
  g_assert_cmpint (json_object_get_int_member (serving, "users"), ==, 16);
  g_assert_cmpstr (json_object_get_string_member (serving, "kv_cache"), ==, "bf16");
  /* The engine version the per-GPU figures are calibrated to. */
  g_assert_cmpstr (json_object_get_string_member (serving, "engine"), ==, "vLLM 0.19");
  g_assert_cmpstr (json_object_get_string_member (serving, "verdict"), ==, "fits");
  g_assert_cmpint (json_object_get_int_member (serving, "gpus_used"), ==, 8);

  model = serving_model (startup);
  g_assert_cmpstr (json_object_get_string_member (model, "id"), ==, "llama-3.1-70b");
  g_assert_cmpstr (json_object_get_string_member (model, "verdict"), ==, "fits");
  g_assert_cmpint (json_object_get_int_member (model, "tensor_parallel"), ==, 8);
  g_assert_cmpint (json_object_get_int_member (model, "pipeline_parallel"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (model, "replicas"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (model, "gpus"), ==, 8);
  assert_per_gpu (model, (double[]) { 16.4, 20.0, 6.6, 43.0, 71.3 });
  g_assert_cmpint (json_object_get_int_member (model, "max_users"), ==, 38);
  g_assert_true (json_object_has_member (model, "max_context_tokens"));
}

static void
test_workload_deepseek (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(CpTestRun) run = { 0 };
  JsonObject *startup, *model;

  /* §10.2: with an fp8 cache, two DGX H100 as TP 8 × PP 2. */
  run_program (&run, "--size", "deepseek-v3", "--context", "131072", "--users", "8",
               "--kv-cache", "fp8", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  startup = find_build (json_object_get_array_member (parse_json (run.out, parser), "builds"), "startup");
  g_assert_cmpstr (json_object_get_string_member (startup, "unit"), ==, "dgx-h100");
  g_assert_cmpint (json_object_get_int_member (startup, "count"), ==, 2);
  model = serving_model (startup);
  g_assert_cmpint (json_object_get_int_member (model, "tensor_parallel"), ==, 8);
  g_assert_cmpint (json_object_get_int_member (model, "pipeline_parallel"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (model, "gpus"), ==, 16);
  assert_per_gpu (model, (double[]) { 39.8, 17.4, 7.1, 64.3, 71.3 });
  g_assert_cmpint (json_object_get_int_member (model, "max_users"), ==, 11);
}

/* A model without an architecture: "unknown", and the store's rule —
 * the very builds of a run without a workload. */
static void
test_workload_unknown (void)
{
  g_autoptr(JsonParser) with_parser = json_parser_new ();
  g_autoptr(JsonParser) without_parser = json_parser_new ();
  g_auto(CpTestRun) with = { 0 };
  g_auto(CpTestRun) without = { 0 };
  JsonArray *with_builds, *without_builds;

  run_program (&with, "--size", "deepseek-v4-pro", "--context", "32768", "--users", "16", "--json", NULL);
  run_program (&without, "--size", "deepseek-v4-pro", "--json", NULL);
  g_assert_cmpint (with.status, ==, 0);
  with_builds = json_object_get_array_member (parse_json (with.out, with_parser), "builds");
  without_builds = json_object_get_array_member (parse_json (without.out, without_parser), "builds");
  g_assert_cmpuint (json_array_get_length (with_builds), ==, json_array_get_length (without_builds));

  for (guint i = 0; i < json_array_get_length (with_builds); i++)
    {
      JsonObject *a = json_array_get_object_element (with_builds, i);
      JsonObject *b = json_array_get_object_element (without_builds, i);
      JsonObject *serving = json_object_get_object_member (a, "serving");
      JsonObject *model = serving_model (a);

      g_assert_cmpstr (json_object_get_string_member (a, "unit"), ==, json_object_get_string_member (b, "unit"));
      g_assert_cmpint (json_object_get_int_member (a, "count"), ==, json_object_get_int_member (b, "count"));
      g_assert_cmpint (json_object_get_boolean_member (a, "fits"), ==, json_object_get_boolean_member (b, "fits"));
      g_assert_cmpint (json_object_get_boolean_member (a, "recommended"), ==,
                       json_object_get_boolean_member (b, "recommended"));
      g_assert_false (json_object_has_member (b, "serving"));
      g_assert_cmpstr (json_object_get_string_member (serving, "verdict"), ==, "unknown");
      g_assert_true (json_object_get_null_member (serving, "gpus_used"));
      g_assert_cmpstr (json_object_get_string_member (model, "verdict"), ==, "unknown");
      g_assert_true (json_object_get_null_member (model, "tensor_parallel"));
      g_assert_true (json_object_get_null_member (model, "per_gpu_gib"));
    }

  /* The seed's answer: 3 × DGX H100. */
  g_assert_cmpint (json_object_get_int_member (find_build (with_builds, "startup"), "count"), ==, 3);
}

static void
test_workload_text (void)
{
  g_auto(CpTestRun) run = { 0 };

  run_program (&run, "--size", "llama-3.1-70b", "--context", "32768", "--users", "16", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Workload: 32,768 tokens per request, 16 users at a time, KV cache in bf16.\n"
                                     "Memory per GPU as vLLM 0.19 allocates it.\n"));
  g_assert_nonnull (strstr (run.out, "Startup Build: 1 × NVIDIA DGX H100 (recommended)\n"));
  g_assert_nonnull (strstr (run.out, "  Serving: fits, on 8 of 8 GPUs\n"));
  g_assert_nonnull (strstr (run.out, "tensor parallel 8 × pipeline stages 1 × replicas 1 = 8 GPUs\n"));
  /* GiB, labelled so (P12): 16.4 GiB is 17.6 GB. */
  g_assert_nonnull (strstr (run.out, "each GPU: 16.4 GiB weights + 20 GiB KV cache + 6.6 GiB overhead "
                                     "= 43 GiB of 71.3 GiB usable\n"));
  g_assert_nonnull (strstr (run.out, "the whole build, 1 copy: at most 38 users at this context; "
                                     "at most 79,088 tokens each for 16 users\n"));
}

/* @n with commas between groups of three digits, as the C locale's
 * output writes it: "79,088". */
static char *
grouped (gint64 n)
{
  g_autofree char *digits = g_strdup_printf ("%" G_GINT64_FORMAT, n);
  GString *out = g_string_new (NULL);
  gsize length = strlen (digits);

  for (gsize i = 0; i < length; i++)
    {
      if (i > 0 && (length - i) % 3 == 0)
        g_string_append_c (out, ',');
      g_string_append_c (out, digits[i]);
    }

  return g_string_free (out, FALSE);
}

/* The text's users and context are the whole build's, as --json's build_*
 * and the window say: the GB200 NVL72 holds many copies, not the two the
 * 16 users need (issue 23: it said "at most 18 users" on 2 of 72 GPUs). */
static void
test_workload_text_whole_build (void)
{
  g_auto(CpTestRun) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *expected = NULL;
  g_autofree char *users = NULL;
  g_autofree char *context = NULL;
  g_autofree char *copies = NULL;
  JsonObject *growth, *model;
  const char *block;

  run_program (&run, "--size", "llama-3.1-70b", "--context", "32768", "--users", "16", "--json",
               NULL);
  g_assert_cmpint (run.status, ==, 0);
  growth = find_build (json_object_get_array_member (parse_json (run.out, parser), "builds"),
                       "growth");
  g_assert_cmpstr (json_object_get_string_member (growth, "unit"), ==, "gb200-nvl72");
  model = serving_model (growth);
  g_assert_cmpint (json_object_get_int_member (model, "build_replicas"), >,
                   json_object_get_int_member (model, "replicas"));
  g_assert_cmpint (json_object_get_int_member (model, "build_max_users"), >,
                   json_object_get_int_member (model, "max_users"));
  copies = grouped (json_object_get_int_member (model, "build_replicas"));
  users = grouped (json_object_get_int_member (model, "build_max_users"));
  context = grouped (json_object_get_int_member (model, "build_max_context_tokens"));
  expected = g_strdup_printf ("the whole build, %s copies: at most %s users at this context; "
                              "at most %s tokens each for 16 users\n", copies, users, context);
  cp_test_run_clear (&run);

  run_program (&run, "--size", "llama-3.1-70b", "--context", "32768", "--users", "16", NULL);
  g_assert_cmpint (run.status, ==, 0);
  block = strstr (run.out, "Mid-Size Growth Cluster: ");
  g_assert_nonnull (block);
  if (strstr (block, expected) == NULL)
    g_error ("expected “%s” in “%s”", expected, block);
}

/* A model without a published architecture, sized by its store minimum,
 * takes whole GPUs: the text says how many, as --json's gpus does. */
static void
test_workload_text_unknown_gpus (void)
{
  g_auto(CpTestRun) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *expected = NULL;
  g_autofree char *gpus = NULL;
  JsonObject *startup, *model;
  JsonArray *models;
  const char *block;

  run_program (&run, "--size", "deepseek-v4-pro,llama-3.1-70b", "--context", "8192", "--users", "1",
               "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  startup = find_build (json_object_get_array_member (parse_json (run.out, parser), "builds"),
                        "startup");
  models = json_object_get_array_member (json_object_get_object_member (startup, "serving"),
                                         "models");
  model = json_array_get_object_element (models, 0);
  g_assert_cmpstr (json_object_get_string_member (model, "id"), ==, "deepseek-v4-pro");
  g_assert_cmpstr (json_object_get_string_member (model, "verdict"), ==, "unknown");
  g_assert_cmpint (json_object_get_int_member (model, "gpus"), >, 0);
  gpus = grouped (json_object_get_int_member (model, "gpus"));
  expected = g_strdup_printf ("    DeepSeek V4 Pro — not known: its architecture is not published; "
                              "sized by its minimum memory, it takes %s GPUs\n", gpus);
  cp_test_run_clear (&run);

  run_program (&run, "--size", "deepseek-v4-pro,llama-3.1-70b", "--context", "8192", "--users", "1",
               NULL);
  g_assert_cmpint (run.status, ==, 0);
  block = strstr (run.out, "Startup Build: ");
  g_assert_nonnull (block);
  if (strstr (block, expected) == NULL)
    g_error ("expected “%s” in “%s”", expected, block);
}

/* A deployment check in vLLM's own terms: one model on a unit with vLLM's
 * layout options, per GPU what vLLM logs at start-up (docs/sizing.md
 * §10.1, §10.4). */
static void
test_check (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(CpTestRun) run = { 0 };
  JsonObject *check, *model, *per_gpu;

  run_program (&run, "--size", "llama-3.1-70b", "--unit", "dgx-h100", "--tensor-parallel-size", "8",
               "--max-model-len", "32768", "--users", "16", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Deployment check: Llama 3.1 70B on 1 × NVIDIA DGX H100 (8 GPUs), "
                                     "as vLLM 0.19 would start it.\n"));
  g_assert_nonnull (strstr (run.out, "weights 16.43 GiB, torch peak 2.2 GiB, non-torch 2.36 GiB\n"));
  g_assert_nonnull (strstr (run.out, "Available KV cache memory: 50.28 GiB, 1,318,160 tokens\n"));
  g_assert_nonnull (strstr (run.out, "Maximum concurrency for 32,768 tokens per request: 40.23×\n"));
  g_assert_nonnull (strstr (run.out, "Verdict: fits\n"));
  cp_test_run_clear (&run);

  /* gpt-oss-120b on one H100 PCIe: 32K fits, its longest context does not
   * start; vLLM's cache name "auto" is bf16. */
  run_program (&run, "--size", "gpt-oss-120b", "--unit", "h100-pcie-gpu", "--max-model-len", "32768",
               "--kv-cache-dtype", "auto", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  check = json_object_get_object_member (parse_json (run.out, parser), "check");
  g_assert_cmpstr (json_object_get_string_member (check, "unit"), ==, "h100-pcie-gpu");
  g_assert_cmpint (json_object_get_int_member (check, "count"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (check, "gpus"), ==, 1);
  g_assert_cmpfloat (json_object_get_double_member (check, "gpu_memory_utilization"), ==, 0.9);
  g_assert_cmpstr (json_object_get_string_member (check, "engine"), ==, "vLLM 0.19");
  g_assert_cmpstr (json_object_get_string_member (check, "verdict"), ==, "fits");
  model = json_array_get_object_element (json_object_get_array_member (check, "models"), 0);
  g_assert_cmpint (json_object_get_int_member (model, "tensor_parallel"), ==, 1);
  g_assert_false (json_object_get_boolean_member (model, "expert_parallel"));
  per_gpu = json_object_get_object_member (model, "per_gpu_gib");
  g_assert_cmpfloat (json_object_get_double_member (per_gpu, "capacity"), ==, 79.19);
  g_assert_cmpfloat (json_object_get_double_member (per_gpu, "weights"), ==, 64.38);
  g_assert_cmpfloat (json_object_get_double_member (per_gpu, "kv_pool"), >, 3);
  g_assert_cmpint (json_object_get_int_member (model, "kv_tokens"), >, 32768);
  cp_test_run_clear (&run);

  run_program (&run, "--size", "gpt-oss-120b", "--unit", "h100-pcie-gpu", "--max-model-len", "131072",
               NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Verdict: does not fit\n"));
  cp_test_run_clear (&run);

  /* Qwen3-235B-A22B-FP8 at tensor parallel 8: vLLM refuses it (192 is not
   * whole blocks of 128, vllm #17569) unless the experts are sharded. */
  run_program (&run, "--size", "qwen3-235b-a22b-fp8", "--unit", "dgx-h100", "--tensor-parallel-size",
               "8", "--max-model-len", "32768", NULL);
  g_assert_nonnull (strstr (run.out, "vLLM refuses tensor parallel 8 for this model"));
  g_assert_nonnull (strstr (run.out, "Verdict: does not fit\n"));
  cp_test_run_clear (&run);
  run_program (&run, "--size", "qwen3-235b-a22b-fp8", "--unit", "dgx-h100", "--tensor-parallel-size",
               "8", "--enable-expert-parallel", "--max-model-len", "32768", NULL);
  g_assert_null (strstr (run.out, "vLLM refuses"));
  g_assert_nonnull (strstr (run.out, "Verdict: fits\n"));
}

/* A launch recipe fed back through --vllm-command is checked with the very
 * numbers its comment says vLLM should log; a published checkpoint's
 * repository is that checkpoint. */
static void
test_check_vllm_command (void)
{
  g_auto(CpTestRun) recipe = { 0 };
  g_auto(CpTestRun) run = { 0 };
  g_autoptr(GString) command = g_string_new (NULL);
  g_auto(GStrv) lines = NULL;
  gboolean serving = FALSE;

  run_program (&recipe, "--size", "llama-3.1-70b", "--context", "32768", "--users", "16", "--recipe",
               NULL);
  g_assert_cmpint (recipe.status, ==, 0);
  lines = g_strsplit (recipe.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      serving = serving || g_str_has_prefix (lines[i], "vllm serve ");
      if (serving)
        {
          g_strdelimit (lines[i], "\\", ' ');
          g_string_append_printf (command, "%s ", lines[i]);
        }
    }
  g_assert_true (serving);
  g_assert_nonnull (strstr (recipe.out, "weights 16.43 GiB, torch peak"));

  run_program (&run, "--unit", "dgx-h100", "--vllm-command", command->str, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Deployment check: Llama 3.1 70B on 1 × NVIDIA DGX H100"));
  g_assert_nonnull (strstr (run.out, "weights 16.43 GiB, torch peak 2.2 GiB, non-torch 2.36 GiB\n"));
  g_assert_nonnull (strstr (run.out, "Available KV cache memory: 50.28 GiB, 1,318,160 tokens\n"));
  g_assert_nonnull (strstr (run.out, "KV cache for 16 users"));
  cp_test_run_clear (&run);

  run_program (&run, "--unit", "dgx-h100", "--vllm-command",
               "vllm serve meta-llama/Llama-3.1-405B-Instruct-FP8 --tensor-parallel-size=8 "
               "--max-model-len 131072 --max-num-seqs 2 --port 8000", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "weights 56.71 GiB"));
  g_assert_nonnull (strstr (run.out, "Verdict: does not fit\n"));
  cp_test_run_clear (&run);

  {
    static const struct { const char *args[4]; const char *err; } cases[] = {
      { { "--vllm-command", "vllm serve meta-llama/Llama-3.1-70B-Instruct --max-model-len 8192" },
        "cluster-planner: --vllm-command: goes with --unit\n" },
      { { "--unit", "dgx-h100", "--vllm-command", "python serve.py" },
        "cluster-planner: --vllm-command: must be a command line “vllm serve MODEL …”\n" },
      { { "--unit", "dgx-h100", "--vllm-command", "vllm serve acme/unknown --max-model-len 8192" },
        "cluster-planner: --vllm-command: no model of the catalog is “acme/unknown”; give its "
        "config.json with --model-config\n" },
      { { "--unit", "dgx-h100", "--vllm-command",
          "vllm serve meta-llama/Llama-3.1-70B-Instruct --max-model-len" },
        "cluster-planner: --vllm-command: --max-model-len has no value\n" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_auto(CpTestRun) bad = { 0 };

        run_program (&bad, cases[i].args[0], cases[i].args[1], cases[i].args[2], cases[i].args[3],
                     NULL);
        g_assert_cmpint (bad.status, ==, 1);
        g_assert_cmpstr (bad.err, ==, cases[i].err);
      }
  }
  run_program (&run, "--unit", "dgx-h100", "--tensor-parallel-size", "4", "--vllm-command",
               "vllm serve meta-llama/Llama-3.1-70B-Instruct --tensor-parallel-size 8 --max-model-len 8192",
               NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.err, ==, "cluster-planner: --tensor-parallel-size: is given by --vllm-command "
                                "too: give it once\n");
}

/* The check's options say what is wrong, each in one line. */
static void
test_check_bad_input (void)
{
  static const struct { const char *args[8]; const char *err; } cases[] = {
    { { "--size", "llama-3.1-8b", "--context", "8192", "--tensor-parallel-size", "2" },
      "cluster-planner: --tensor-parallel-size: goes with --unit\n" },
    { { "--unit", "dgx-h100" },
      "cluster-planner: --unit: needs one model: --size or --model-config, with --context\n" },
    { { "--size", "llama-3.1-8b", "--unit", "dgx-h100" },
      "cluster-planner: --unit: needs --context or --max-model-len (tokens per request)\n" },
    { { "--size", "llama-3.1-8b", "--unit", "dgx-h100", "--context", "8192",
        "--gpu-memory-utilization", "1.5" },
      "cluster-planner: --gpu-memory-utilization: must be a share above 0 and at most 1, such as 0.90, not “1.5”\n" },
    { { "--size", "llama-3.1-8b", "--unit", "dgx-h100", "--context", "8192",
        "--pipeline-parallel-size", "0" },
      "cluster-planner: --pipeline-parallel-size: must be a whole number from 1 to 4096, not “0”\n" },
    { { "--size", "llama-3.1-8b,llama-3.1-70b", "--unit", "dgx-h100", "--context", "8192" },
      "cluster-planner: --unit: checks one model at a time\n" },
    { { "--size", "llama-3.1-8b", "--context", "8192", "--max-model-len", "8192" },
      "cluster-planner: --max-model-len: is the same as --context: give one\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(CpTestRun) run = { 0 };
      const char *const *a = cases[i].args;

      run_program (&run, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], NULL);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.err, ==, cases[i].err);
    }
}

/* A model from its config.json serves like the catalog's own. */
static void
test_workload_model_config (void)
{
  g_autofree char *config = g_test_build_filename (G_TEST_DIST, "data", "hf-configs",
                                                   "meta-llama--Meta-Llama-3.1-70B.json", NULL);
  g_autofree char *option = g_strconcat ("--model-config=", config, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(CpTestRun) run = { 0 };
  JsonObject *root, *startup, *model;

  run_program (&run, option, "--context", "32768", "--users", "16", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = parse_json (run.out, parser);
  model = json_array_get_object_element (json_object_get_array_member (root, "models"), 0);
  g_assert_cmpstr (json_object_get_string_member (model, "id"), ==, "custom");
  g_assert_cmpstr (json_object_get_string_member (model, "name"), ==, "meta-llama--Meta-Llama-3.1-70B");
  startup = find_build (json_object_get_array_member (root, "builds"), "startup");
  g_assert_cmpint (json_object_get_int_member (startup, "count"), ==, 1);
  assert_per_gpu (serving_model (startup), (double[]) { 16.4, 20.0, 6.6, 43.0, 71.3 });
}

/* An imported NVFP4 checkpoint (nvidia/Llama-3.3-70B-Instruct-FP4, whose
 * config carries ModelOpt's quant_algo NVFP4; tests/data/hf-configs/
 * SOURCES.md) is sized only on GPUs with FP4 tensor cores: NVIDIA's "CUDA
 * GPUs — Compute Capability" gives the H100 9.0 and the B200 10.0, and
 * TensorRT-LLM's Llama 3.3 70B recipe says "NVFP4 is only supported on
 * NVIDIA Blackwell". Its 40 GiB of weights would fit one H100 by memory;
 * the H100 tiers refuse it with the reason, a DGX B200 serves it. */
static void
test_workload_nvfp4 (void)
{
  g_autofree char *config = g_test_build_filename (G_TEST_DIST, "data", "hf-configs",
                                                   "nvidia--Llama-3.3-70B-Instruct-FP4.json", NULL);
  g_autofree char *option = g_strconcat ("--model-config=", config, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(CpTestRun) run = { 0 };
  g_auto(CpTestRun) text = { 0 };
  g_auto(CpTestRun) check = { 0 };
  JsonArray *builds;
  JsonObject *entry, *startup, *model;

  run_program (&run, option, "--context", "8192", "--users", "4", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  builds = json_object_get_array_member (parse_json (run.out, parser), "builds");

  entry = find_build (builds, "entry");
  g_assert_cmpstr (json_object_get_string_member (entry, "unit"), ==, "h100-pcie-gpu");
  g_assert_false (json_object_get_boolean_member (entry, "fits"));
  model = serving_model (entry);
  g_assert_cmpstr (json_object_get_string_member (model, "verdict"), ==, "does-not-fit");
  g_assert_cmpstr (json_object_get_string_member (model, "refused"), ==, "format_not_native");

  startup = find_build (builds, "startup");
  g_assert_cmpstr (json_object_get_string_member (startup, "unit"), ==, "dgx-b200");
  g_assert_true (json_object_get_boolean_member (startup, "recommended"));
  model = serving_model (startup);
  g_assert_cmpstr (json_object_get_string_member (model, "verdict"), ==, "fits");
  g_assert_true (json_object_has_member (model, "refused"));
  g_assert_true (json_object_get_null_member (model, "refused"));
  g_assert_cmpint (json_object_get_int_member (model, "gpus"), ==, 1);

  /* In words: the reason, and no figures under it that read as a fit. */
  run_program (&text, option, "--context", "8192", "--users", "4", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "does not fit\n      NVFP4 weights need Blackwell GPUs (FP4 "
                                      "tensor cores); the NVIDIA H100 PCIe has none\n"));
  g_assert_nonnull (strstr (text.out, "Recommended: Startup Build, 1 × NVIDIA DGX B200."));

  /* The deployment check on a DGX H100 says why too. */
  run_program (&check, option, "--context", "8192", "--users", "4", "--unit", "dgx-h100", NULL);
  g_assert_nonnull (strstr (check.out, "  NVFP4 weights need Blackwell GPUs (FP4 tensor cores); the "
                                       "NVIDIA H100 SXM has none.\n"));
  g_assert_nonnull (strstr (check.out, "Verdict: does not fit"));
}

static void
test_workload_bad_input (void)
{
  g_autofree char *missing_layers = NULL;
  g_autofree char *config_option = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;
  static const struct {
    const char *args[6];
    const char *message;
  } cases[] = {
    { { "--size", "llama-3.1-70b", "--context", "32768", "--users", "0" },
      "cluster-planner: --users: must be from 1 to 1,000,000 users, not “0”\n" },
    { { "--size", "llama-3.1-70b", "--context", "abc" },
      "cluster-planner: --context: “abc” is not a whole number of tokens\n" },
    { { "--size", "llama-3.1-70b", "--context", "-5" },
      "cluster-planner: --context: “-5” is not a whole number of tokens\n" },
    { { "--size", "llama-3.1-70b", "--context", "99999999999999999999999" },
      "cluster-planner: --context: must be from 1 to 100,000,000 tokens, not “99999999999999999999999”\n" },
    /* P9: no context is made up from max_position_embeddings. */
    { { "--size", "llama-3.1-70b", "--users", "16" },
      "cluster-planner: --users: needs --context (tokens per request)\n" },
    { { "--size", "llama-3.1-70b", "--context", "1024", "--kv-cache", "fp16" },
      "cluster-planner: --kv-cache: “fp16” is not one of bf16, fp8\n" },
    { { "--size", "llama-3.1-70b", "--context", "1024", "--weights", "int3" },
      "cluster-planner: --weights: “int3” is not one of " },
    { { "--size", "llama-3.1-70b", "--kv-cache", "fp8" },
      "cluster-planner: --kv-cache: goes with --context and --users\n" },
    { { "--context", "1024" },
      "cluster-planner: --context: needs a sizing option: --size, --memory or --params\n" },
    { { "--size", "llama-3.1-70b", "--safetensors-index", "index.json" },
      "cluster-planner: --safetensors-index: only goes with --model-config\n" },
    /* What was typed is quoted on one line, escaped, and at most 80
     * characters of it. */
    { { "--size", "llama-3.1-70b", "--context", "1\n2" },
      "cluster-planner: --context: “1\\n2” is not a whole number of tokens\n" },
    { { "--size", "llama-3.1-70b", "--context", "1024", "--kv-cache", "\033[2J" },
      "cluster-planner: --kv-cache: “\\u001B[2J” is not one of bf16, fp8\n" },
    { { "--size", "llama-3.1-70b", "--context", "1024", "--weights",
        "int4-g128int4-g128int4-g128int4-g128int4-g128int4-g128int4-g128int4-g128int4-g128int4-g128" },
      "cluster-planner: --weights: “int4-g128int4-g128int4-g128int4-g128int4-g128int4-g128int4-g128int4-g128int4-g12…” is not one of " },
    { { "--model-config=", "--context", "1024" },
      "cluster-planner: --model-config: needs a file name\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(CpTestRun) run = { 0 };

      run_program (&run, cases[i].args[0], cases[i].args[1], cases[i].args[2], cases[i].args[3],
                   cases[i].args[4], cases[i].args[5], NULL);
      assert_fails (&run, cases[i].message);
    }

  /* A config.json without num_hidden_layers. */
  {
    g_auto(CpTestRun) run = { 0 };
    g_autofree char *folder = g_dir_make_tmp ("cp-test-cli-XXXXXX", &error);

    g_assert_no_error (error);
    missing_layers = g_build_filename (folder, "config.json", NULL);
    g_assert_true (g_file_set_contents (missing_layers,
                                        "{ \"hidden_size\": 4096, \"num_attention_heads\": 32,"
                                        " \"vocab_size\": 32000, \"intermediate_size\": 11008 }",
                                        -1, &error));
    config_option = g_strconcat ("--model-config=", missing_layers, NULL);
    run_program (&run, config_option, "--context", "4096", NULL);
    expected = g_strdup_printf ("cluster-planner: %s: num_hidden_layers: missing\n", missing_layers);
    assert_fails (&run, expected);
    g_assert_cmpstr (run.err, ==, expected);
    g_unlink (missing_layers);
    g_rmdir (folder);
  }
}

/* --recipe: the vLLM line of the build --json describes, with the same
 * layout and users; refused without a workload, with --json, and for a
 * build that does not serve it. */
static void
test_recipe (void)
{
  g_auto(CpTestRun) json_run = { 0 };
  g_auto(CpTestRun) recipe_run = { 0 };
  g_auto(CpTestRun) bad = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *serving, *model;
  g_autofree char *tp = NULL;
  g_autofree char *pp = NULL;

  run_program (&json_run, "--size", "deepseek-v3", "--context", "131072", "--users", "8",
               "--kv-cache", "fp8", "--json", NULL);
  g_assert_cmpint (json_run.status, ==, 0);
  serving = json_object_get_object_member (
    find_build (json_object_get_array_member (parse_json (json_run.out, parser), "builds"), "startup"),
    "serving");
  model = json_array_get_object_element (json_object_get_array_member (serving, "models"), 0);
  tp = g_strdup_printf ("--tensor-parallel-size %" G_GINT64_FORMAT " \\\n",
                        json_object_get_int_member (model, "tensor_parallel"));
  pp = g_strdup_printf ("--pipeline-parallel-size %" G_GINT64_FORMAT " \\\n",
                        json_object_get_int_member (model, "pipeline_parallel"));

  run_program (&recipe_run, "--size", "deepseek-v3", "--context", "131072", "--users", "8",
               "--kv-cache", "fp8", "--recipe", NULL);
  g_assert_cmpint (recipe_run.status, ==, 0);
  g_assert_nonnull (strstr (recipe_run.out, "vllm serve deepseek-ai/DeepSeek-V3 \\\n"));
  g_assert_nonnull (strstr (recipe_run.out, tp));
  g_assert_nonnull (strstr (recipe_run.out, pp));
  g_assert_nonnull (strstr (recipe_run.out, "--kv-cache-dtype fp8"));
  g_assert_nonnull (strstr (recipe_run.out, "--max-model-len 131072"));
  g_assert_nonnull (strstr (recipe_run.out, "ray start"));

  run_program (&bad, "--size", "llama-3.1-70b", "--recipe", NULL);
  assert_fails (&bad, "cluster-planner: --recipe: needs --context");
  cp_test_run_clear (&bad);
  run_program (&bad, "--size", "llama-3.1-70b", "--context", "32768", "--recipe", "--json", NULL);
  assert_fails (&bad, "cluster-planner: --recipe: prints a shell recipe; it does not go with --json");
  cp_test_run_clear (&bad);
  run_program (&bad, "--size", "llama-3.1-70b", "--context", "32768", "--users", "16", "--recipe",
               "--tier=desktop", NULL);
  assert_fails (&bad, "cluster-planner: --recipe: 7 × GeForce RTX 4090 card does not serve this workload");
  cp_test_run_clear (&bad);
  run_program (&bad, "--size", "deepseek-v4-pro", "--context", "32768", "--recipe", NULL);
  assert_fails (&bad, "cluster-planner: --recipe: no chosen model’s architecture is published");
}

/* What a newcomer types: the context as the window's presets write it,
 * users the short way, a model by its name in any case and spacing. */
static void
test_typed_as_people_do (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(CpTestRun) run = { 0 };
  g_auto(CpTestRun) recipe = { 0 };
  g_auto(CpTestRun) bad = { 0 };
  JsonObject *serving;

  run_program (&run, "--size", "llama 3.1 70b", "--context", "32K", "--users", "1.5K", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  serving = json_object_get_object_member (
    find_build (json_object_get_array_member (parse_json (run.out, parser), "builds"), "startup"),
    "serving");
  g_assert_cmpint (json_object_get_int_member (serving, "context_tokens"), ==, 32768);
  g_assert_cmpint (json_object_get_int_member (serving, "users"), ==, 1500);

  /* --recipe needs no --users: one user. */
  run_program (&recipe, "--size", "LLAMA-3.1-70B", "--context", "128k", "--recipe", NULL);
  g_assert_cmpint (recipe.status, ==, 0);
  g_assert_nonnull (strstr (recipe.out, "--max-model-len 131072"));

  /* A unique start is the model; a slip gets the closest suggested;
   * a start several share gets them named. */
  run_program (&bad, "--size", "lama-3.1-70b", NULL);
  assert_fails (&bad, "cluster-planner: --size: no model “lama-3.1-70b” in the built-in catalog; "
                      "did you mean llama-3.1-70b? (see --list-models)\n");
  cp_test_run_clear (&bad);
  run_program (&bad, "--size", "llama", NULL);
  assert_fails (&bad, "cluster-planner: --size: “llama” names several models: ");
  cp_test_run_clear (&bad);
  run_program (&bad, "--size", "glm 5", "--json", NULL);
  g_assert_cmpint (bad.status, ==, 0);
  g_assert_nonnull (strstr (bad.out, "\"glm-5.2-max\""));
  cp_test_run_clear (&bad);
  run_program (&bad, "--size", "llama-3.1-70b", "--context", "32,76K", NULL);
  assert_fails (&bad, "cluster-planner: --context: “32,76K” is not a whole number of tokens\n");

  /* A context no build can serve: one line and status 1, not a table
   * of tiers that each "does not fit". */
  cp_test_run_clear (&bad);
  run_program (&bad, "--size", "llama-3.1-70b", "--context", "200000", "--json", NULL);
  assert_fails (&bad, "cluster-planner: --context: Llama 3.1 70B reads at most 131,072 tokens, "
                      "not 200,000: no build can serve it\n");
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
  g_test_add_func ("/cluster-planner/cli/russian-plurals", test_russian_plurals);
  g_test_add_func ("/cluster-planner/cli/kyrgyz-words", test_kyrgyz_words);
  g_test_add_func ("/cluster-planner/cli/numbers-per-locale", test_numbers_per_locale);
  g_test_add_func ("/cluster-planner/cli/option-rules", test_option_rules);
  g_test_add_func ("/cluster-planner/cli/workload/llama", test_workload_llama);
  g_test_add_func ("/cluster-planner/cli/workload/deepseek", test_workload_deepseek);
  g_test_add_func ("/cluster-planner/cli/workload/unknown", test_workload_unknown);
  g_test_add_func ("/cluster-planner/cli/workload/text", test_workload_text);
  g_test_add_func ("/cluster-planner/cli/workload/text-whole-build", test_workload_text_whole_build);
  g_test_add_func ("/cluster-planner/cli/workload/text-unknown-gpus", test_workload_text_unknown_gpus);
  g_test_add_func ("/cluster-planner/cli/workload/model-config", test_workload_model_config);
  g_test_add_func ("/cluster-planner/cli/workload/nvfp4", test_workload_nvfp4);
  g_test_add_func ("/cluster-planner/cli/workload/bad-input", test_workload_bad_input);
  g_test_add_func ("/cluster-planner/cli/workload/recipe", test_recipe);
  g_test_add_func ("/cluster-planner/cli/typed-as-people-do", test_typed_as_people_do);
  g_test_add_func ("/cluster-planner/cli/check", test_check);
  g_test_add_func ("/cluster-planner/cli/check/bad-input", test_check_bad_input);
  g_test_add_func ("/cluster-planner/cli/check/vllm-command", test_check_vllm_command);

  return g_test_run ();
}
