/* test-recipe-check.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "cp-catalog.h"
#include "cp-launch-recipe.h"
#include "cp-test-plan.h"
#include "cp-test-util.h"

/* Every launch recipe the app prints for the built-in models, for a few
 * workloads and every weight format the workload offers each model, on
 * every build that serves it:
 *
 * - serves a published checkpoint: the model's own repository or one of
 *   its catalog `checkpoints`, never a stand-in (MODEL_FOLDER,
 *   QUANTISED_CHECKPOINT), and vLLM's `--quantization fp8` only of a
 *   16-bit checkpoint nobody publishes in fp8;
 * - carries the flags its layout needs: `--data-parallel-size` for the
 *   copies of one server, `--enable-expert-parallel` where the layout
 *   spreads the experts, the Ray step and its backend where it spans
 *   systems, `--max-num-seqs` and `--max-num-batched-tokens`;
 * - and, pasted into the deployment check (`--unit` with
 *   `--vllm-command`), gives the per-GPU figures of the layout the app
 *   sized, and its verdict. */

static const struct
{
  gint64    context;
  gint64    users;
  CpKvCache kv_cache;
} workloads[] = {
  { 8192, 1, CP_KV_CACHE_BF16 },
  { 32768, 16, CP_KV_CACHE_BF16 },
  { 131072, 8, CP_KV_CACHE_FP8 },
};

/* The command of @recipe: its lines that are not comments, joined as a
 * shell reads them. */
static char *
command_of (const char *recipe)
{
  g_auto(GStrv) lines = g_strsplit (recipe, "\n", -1);
  g_autoptr(GString) command = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      g_string_append (command, lines[i]);
      if (command->len > 0 && command->str[command->len - 1] == '\\')
        g_string_truncate (command, command->len - 1);
    }

  return g_string_free (g_steal_pointer (&command), FALSE);
}

/* The repository @command serves. */
static char *
repo_of (const char *command)
{
  g_auto(GStrv) argv = NULL;

  g_assert_true (g_shell_parse_argv (command, NULL, &argv, NULL));
  g_assert_cmpstr (argv[0], ==, "vllm");
  g_assert_cmpstr (argv[1], ==, "serve");

  return g_strdup (argv[2]);
}

static gboolean
has_option (const char *command,
            const char *option)
{
  g_autofree char *spaced = g_strconcat (" ", option, " ", NULL);
  g_autofree char *last = g_strconcat (" ", option, NULL);

  return strstr (command, spaced) != NULL || g_str_has_suffix (command, last);
}

/* GiB to two decimals, as the check writes them. */
static double
gib2 (gint64 bytes)
{
  return round ((double) bytes / (1024.0 * 1024.0 * 1024.0) * 100) / 100;
}

static void
check_recipe (CpCatalog      *catalog,
              CpModel        *model,
              CpBuild        *build,
              CpModelServing *serving,
              const char     *what)
{
  CpModelArchitecture *architecture = cp_model_get_architecture (model);
  const CpLayout *layout = cp_model_serving_get_layout (serving);
  g_autofree char *recipe = cp_launch_recipe_dup_text (build, serving);
  g_autofree char *command = NULL;
  g_autofree char *repo = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(CpTestRun) run = { 0 };
  CpWeightFormat published;
  JsonObject *check, *figures;
  const char *args[] = { "--unit", cp_item_get_id (CP_ITEM (cp_build_get_unit (build))),
                         "--vllm-command", NULL, "--json", NULL };

  if (layout->verdict != CP_SERVING_FITS && layout->verdict != CP_SERVING_MARGINAL)
    {
      g_assert_null (recipe);
      return;
    }
  if (recipe == NULL)
    g_error ("%s: no recipe", what);

  /* One verdict in a recipe block: the layout serves (marginally, it says
   * once), never a shortfall beside it. */
  g_assert_null (strstr (recipe, " short"));
  g_assert_true (strstr (recipe, "Marginal:") == NULL ||
                 strstr (strstr (recipe, "Marginal:") + 1, "Marginal:") == NULL);
  g_assert_true ((layout->verdict == CP_SERVING_MARGINAL) == (strstr (recipe, "Marginal:") != NULL));

  command = command_of (recipe);
  repo = repo_of (command);

  /* A published checkpoint, the one of the format served. */
  if (g_strcmp0 (repo, cp_model_architecture_get_hf_repo (architecture)) != 0 &&
      !cp_model_architecture_find_checkpoint_repo (architecture, repo, &published))
    g_error ("%s: “%s” is no published checkpoint of the model:\n%s", what, repo, recipe);
  if (has_option (command, "--quantization"))
    {
      const CpWeightFormat *own = &cp_model_architecture_get (architecture)->weights;

      g_assert_true (own->kind == CP_WEIGHTS_BF16 || own->kind == CP_WEIGHTS_FP16 ||
                     own->kind == CP_WEIGHTS_FP32);
      g_assert_cmpint (cp_model_serving_get_weights (serving)->kind, ==, CP_WEIGHTS_FP8);
    }

  /* The flags its layout needs. */
  g_assert_true (has_option (command, "--max-num-seqs"));
  g_assert_true (has_option (command, "--max-num-batched-tokens"));
  if (layout->replicas > 1 && layout->pipeline_parallel == 1)
    g_assert_true (has_option (command, "--data-parallel-size"));
  if (strstr (recipe, "ray start --head") != NULL)
    g_assert_true (has_option (command, "--distributed-executor-backend") ||
                   has_option (command, "--data-parallel-backend"));

  /* The check, fed the recipe, gives its figures. */
  args[3] = command;
  cp_test_run_cli (&run, NULL, args);
  if (run.status != 0)
    g_error ("%s: the check refused the recipe: %s\n%s", what, run.err, recipe);
  g_assert_true (json_parser_load_from_data (parser, run.out, -1, NULL));
  check = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)), "check");
  figures = json_object_get_object_member (json_array_get_object_element (
                                             json_object_get_array_member (check, "models"), 0),
                                           "per_gpu_gib");

  g_assert_cmpstr (json_object_get_string_member (check, "verdict"), ==,
                   cp_serving_verdict_to_string (layout->verdict));
  g_assert_cmpfloat (json_object_get_double_member (figures, "weights"), ==, gib2 (layout->weights_bytes));
  g_assert_cmpfloat (json_object_get_double_member (figures, "activation"), ==, gib2 (layout->activation_bytes));
  g_assert_cmpfloat (json_object_get_double_member (figures, "non_torch"), ==, gib2 (layout->non_torch_bytes));
  g_assert_cmpfloat (json_object_get_double_member (figures, "kv_pool"), ==, gib2 (layout->kv_pool_bytes));
  g_assert_cmpfloat (json_object_get_double_member (figures, "kv_cache"), ==, gib2 (layout->kv_bytes));
  g_assert_cmpfloat (json_object_get_double_member (figures, "usable"), ==, gib2 (layout->usable_bytes));
}

static void
test_builtin_recipes (void)
{
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (NULL);
  GListModel *models = cp_catalog_get_models (catalog);
  g_auto(GStrv) names = g_strsplit (CP_WEIGHT_FORMAT_NAMES, ", ", -1);
  guint checked = 0;

  for (guint m = 0; m < g_list_model_get_n_items (models); m++)
    {
      g_autoptr(CpModel) model = g_list_model_get_item (models, m);
      CpModelArchitecture *architecture = cp_model_get_architecture (model);

      if (architecture == NULL)
        continue;

      for (guint f = 0; names[f] != NULL; f++)
        {
          CpWeightFormat format;

          g_assert_true (cp_weight_format_from_string (names[f], &format));
          if (!cp_model_architecture_offers_weights (architecture, &format))
            continue;

          for (guint w = 0; w < G_N_ELEMENTS (workloads); w++)
            {
              g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (workloads[w].context,
                                                                         workloads[w].users,
                                                                         workloads[w].kv_cache);
              g_autoptr(CpPlan) plan = NULL;
              GListModel *builds;

              cp_plan_workload_set_weights (workload, cp_item_get_id (CP_ITEM (model)), &format);
              plan = cp_test_plan_with (catalog, model, workload);
              builds = cp_plan_get_builds (plan);
              for (guint b = 0; b < g_list_model_get_n_items (builds); b++)
                {
                  g_autoptr(CpBuild) build = g_list_model_get_item (builds, b);
                  g_autoptr(CpModelServing) serving = cp_test_first_serving (build);
                  g_autofree char *what = g_strdup_printf ("%s in %s, %" G_GINT64_FORMAT
                                                           " tokens × %" G_GINT64_FORMAT
                                                           ", on %s",
                                                           cp_item_get_id (CP_ITEM (model)),
                                                           names[f], workloads[w].context,
                                                           workloads[w].users,
                                                           cp_item_get_id (CP_ITEM (cp_build_get_unit (build))));

                  check_recipe (catalog, model, build, serving, what);
                  if (cp_model_serving_get_verdict (serving) == CP_SERVING_FITS)
                    checked++;
                }
            }
        }
    }

  /* Enough recipes to mean something: most models fit somewhere. */
  g_test_message ("%u recipes checked", checked);
  g_assert_cmpuint (checked, >=, 40);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cluster-planner/recipe-check/builtin", test_builtin_recipes);

  return g_test_run ();
}
