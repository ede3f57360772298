/* test-launch-recipe.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "cp-catalog.h"
#include "cp-launch-recipe.h"
#include "cp-model-import.h"
#include "cp-test-plan.h"

/* The launch recipe: the vLLM command line that matches a build's layout
 * (docs/sizing.md §10 for the layouts), the Ray cluster several systems need,
 * copies side by side, a weight format other than the checkpoint's, a
 * model without a Hugging Face repository, and no recipe where the build
 * does not serve the workload. */

static char *
recipe_for (const char *model_id,
            gint64      context,
            gint64      users,
            CpKvCache   kv_cache,
            const char *weights,
            const char *tier)
{
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (NULL);
  g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (context, users, kv_cache);
  g_autoptr(CpPlan) plan = NULL;

  if (weights != NULL)
    {
      CpWeightFormat format;

      g_assert_true (cp_weight_format_from_string (weights, &format));
      cp_plan_workload_set_weights (workload, model_id, &format);
    }

  plan = cp_test_plan_with (catalog, cp_catalog_find_model (catalog, model_id), workload);

  return cp_launch_recipe_dup_all (cp_plan_find_build (plan, tier));
}

static void
assert_contains (const char *text,
                 const char *expected)
{
  if (text == NULL || strstr (text, expected) == NULL)
    g_error ("“%s” is not in the recipe:\n%s", expected, text);
}

/* The comments of @recipe are no wider than a terminal's 74 columns, and
 * read as one text when their lines are joined. */
static char *
joined_comments (const char *recipe)
{
  g_auto(GStrv) lines = g_strsplit (recipe, "\n", -1);
  g_autoptr(GString) joined = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (lines[i][0] != '#')
        continue;
      g_assert_cmpint (g_utf8_strlen (lines[i], -1), <=, 74);
      g_string_append (joined, lines[i] + 1);
    }

  return g_string_free (g_steal_pointer (&joined), FALSE);
}

/* docs/sizing.md §10.1: tensor parallel 8 on one DGX H100, 16 users of 32K. */
static void
test_one_system (void)
{
  g_autofree char *recipe = recipe_for ("llama-3.1-70b", 32768, 16, CP_KV_CACHE_BF16, NULL, "startup");
  g_autofree char *comments = joined_comments (recipe);

  assert_contains (recipe, "# Launch recipe for Llama 3.1 70B on 1 × NVIDIA DGX H100\n");
  assert_contains (comments, " A starting point, not a tested setup: check it on the real systems. "
                             "It promises no speed.");
  /* What vLLM should log on each GPU, to hold the real start against: the
   * figures of --unit's deployment check for the same layout. */
  assert_contains (comments, " As vLLM 0.19 should log it on each GPU: weights 16.43 GiB, torch "
                             "peak 2.2 GiB, non-torch 2.36 GiB; Available KV cache memory: 50.28 "
                             "GiB, 1,318,160 tokens; Maximum concurrency for 32,768 tokens per "
                             "request: 40.23×.");
  g_assert_null (strstr (comments, "pipeline stages:"));
  assert_contains (recipe, "vllm serve meta-llama/Llama-3.1-70B-Instruct \\\n"
                           "  --tensor-parallel-size 8 \\\n"
                           "  --pipeline-parallel-size 1 \\\n"
                           "  --kv-cache-dtype auto \\\n"
                           "  --max-model-len 32768 \\\n"
                           "  --max-num-seqs 16 \\\n"
                           "  --max-num-batched-tokens 8192 \\\n"
                           "  --gpu-memory-utilization 0.90\n");
  g_assert_null (strstr (recipe, "ray start"));
}

/* docs/sizing.md §10.2: two systems, a pipeline stage each, as one Ray cluster. */
static void
test_two_systems (void)
{
  g_autofree char *recipe = recipe_for ("deepseek-v3", 131072, 8, CP_KV_CACHE_FP8, NULL, "startup");
  g_autofree char *comments = joined_comments (recipe);

  /* The layout in words is longer than a line; joined, it reads whole. */
  assert_contains (comments, " 2 systems, 8 GPUs each, one pipeline stage per system: "
                             "tensor parallel 8 × pipeline parallel 2 ");
  assert_contains (recipe, "# The 2 systems of one copy form one Ray cluster first:\n");
  assert_contains (recipe, "ray start --head");
  assert_contains (recipe, "vllm serve deepseek-ai/DeepSeek-V3 \\\n"
                           "  --tensor-parallel-size 8 \\\n"
                           "  --pipeline-parallel-size 2 \\\n"
                           "  --kv-cache-dtype fp8 \\\n"
                           "  --max-model-len 131072 \\\n"
                           "  --max-num-seqs 8 \\\n"
                           "  --max-num-batched-tokens 8192 \\\n"
                           "  --distributed-executor-backend ray \\\n");
}

/* Copies side by side are one server's data-parallel engines, which
 * take the users between them; fp8 of a 16-bit checkpoint nobody
 * publishes in fp8 is vLLM's own quantisation; the publisher's fp8 and
 * int4 checkpoints are served as they are; a format nobody publishes
 * needs a checkpoint of one's own, and never vLLM's fp8 of a checkpoint
 * quantised already (gpt-oss's MXFP4). */
static void
test_copies_and_weights (void)
{
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (NULL);
  g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (32768, 64, CP_KV_CACHE_BF16);
  g_autofree char *fp8 = recipe_for ("llama-3.1-8b", 32768, 64, CP_KV_CACHE_BF16, "fp8", "startup");
  g_autofree char *int4 = recipe_for ("llama-3.1-8b", 32768, 64, CP_KV_CACHE_BF16, "int4-g128", "startup");
  g_autofree char *online = recipe_for ("mixtral-8x22b", 8192, 4, CP_KV_CACHE_BF16, "fp8", "startup");
  g_autofree char *mxfp4 = recipe_for ("gpt-oss-120b", 8192, 4, CP_KV_CACHE_BF16, "fp8", "startup");
  g_autoptr(CpPlan) plan = NULL;
  g_autoptr(CpModelServing) serving = NULL;
  g_autofree char *recipe = NULL;
  g_autofree char *copies = NULL;
  g_autofree char *seqs = NULL;
  const CpLayout *layout;
  CpBuild *build;

  assert_contains (fp8, "vllm serve nvidia/Llama-3.1-8B-Instruct-FP8 \\\n");
  g_assert_null (strstr (fp8, "--quantization"));
  assert_contains (int4, "vllm serve hugging-quants/Meta-Llama-3.1-8B-Instruct-AWQ-INT4 \\\n");
  g_assert_null (strstr (int4, "--quantization"));
  {
    g_autofree char *said = joined_comments (online);

    /* Mixtral has no published fp8 checkpoint: vLLM's own, and so said. */
    assert_contains (said, "No fp8 checkpoint is published: vLLM quantises the linear layers");
    assert_contains (online, "vllm serve mistralai/Mixtral-8x22B-Instruct-v0.1 \\\n");
    assert_contains (online, "  --quantization fp8 \\\n");
  }
  g_assert_null (strstr (mxfp4, "--quantization"));
  g_assert_null (strstr (mxfp4, "openai/gpt-oss-120b"));
  assert_contains (mxfp4, "vllm serve QUANTISED_CHECKPOINT \\\n");

  plan = cp_test_plan_with (catalog, cp_catalog_find_model (catalog, "llama-3.1-8b"), workload);
  build = cp_plan_find_build (plan, "startup");
  serving = cp_test_first_serving (build);
  layout = cp_model_serving_get_layout (serving);
  g_assert_cmpint (layout->replicas, >, 1);
  recipe = cp_launch_recipe_dup_text (build, serving);

  copies = g_strdup_printf ("  --data-parallel-size %" G_GINT64_FORMAT " \\\n", layout->replicas);
  seqs = g_strdup_printf ("  --max-num-seqs %" G_GINT64_FORMAT " \\\n",
                          (64 + layout->replicas - 1) / layout->replicas);
  assert_contains (recipe, copies);
  assert_contains (recipe, seqs);
  g_assert_null (strstr (recipe, "Start this once"));
  g_assert_null (strstr (recipe, "ray start"));
}

/* Llama 3.1 405B in fp8: Meta publishes the checkpoint, which is what
 * loads, not vLLM's quantisation of the bf16 one. */
static void
test_published_checkpoint (void)
{
  g_autofree char *recipe = recipe_for ("llama-3.1-405b", 32768, 1, CP_KV_CACHE_BF16, "fp8",
                                        "startup");
  g_autofree char *said = joined_comments (recipe);

  assert_contains (recipe, "vllm serve meta-llama/Llama-3.1-405B-Instruct-FP8 \\\n");
  g_assert_null (strstr (recipe, "--quantization"));
  assert_contains (said, "A published fp8 checkpoint of this model");
}

/* Llama 3.1 405B at 128K for 64 users: one copy of ten pipeline stages
 * over ten systems, which memory allows and deployments avoid; said. */
static void
test_many_stages (void)
{
  g_autofree char *recipe = recipe_for ("llama-3.1-405b", 131072, 64, CP_KV_CACHE_BF16, NULL,
                                        "startup");
  g_autofree char *comments = joined_comments (recipe);

  assert_contains (recipe, "  --pipeline-parallel-size 10 \\\n");
  assert_contains (comments, " 10 pipeline stages: memory allows it, but every token crosses a "
                             "link between stages at each of them; deployments rarely go past "
                             "four.");
}

/* No recipe where the build cannot serve the workload, nor for a model
 * whose architecture is not published. */
static void
test_none (void)
{
  g_autofree char *desktop = recipe_for ("llama-3.1-70b", 32768, 16, CP_KV_CACHE_BF16, NULL, "desktop");
  g_autofree char *unknown = recipe_for ("deepseek-v4-pro", 32768, 16, CP_KV_CACHE_BF16, NULL, "startup");

  g_assert_null (desktop);
  g_assert_null (unknown);
}

/* A model from its config.json has no repository id: the recipe says where
 * its folder goes. */
static void
test_imported (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "hf-configs",
                                                 "Qwen--Qwen3-32B.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) model = cp_model_import (file, NULL, &error);
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (NULL);
  g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (8192, 4, CP_KV_CACHE_BF16);
  g_autoptr(CpPlan) plan = NULL;
  g_autofree char *recipe = NULL;

  g_assert_no_error (error);
  plan = cp_test_plan_with (catalog, model, workload);
  recipe = cp_launch_recipe_dup_all (cp_plan_find_build (plan, "startup"));

  assert_contains (recipe, "# MODEL_FOLDER: where this model’s weights are");
  assert_contains (recipe, "vllm serve MODEL_FOLDER \\\n");
}

/* @build's first model's serving, laid out as @edit makes it: the layouts
 * of docs/sizing.md §8.2 the search may choose, given by hand so that the
 * recipe of each is tested whatever the search picks. */
static char *
recipe_with_layout (CpBuild *build,
                    void   (*edit) (CpLayout *layout))
{
  g_autoptr(CpModelServing) first = cp_test_first_serving (build);
  g_autoptr(CpModelServing) edited = NULL;
  CpLayout layout = *cp_model_serving_get_layout (first);

  edit (&layout);
  edited = cp_model_serving_new (cp_model_serving_get_model (first),
                                 cp_model_serving_get_weights (first), &layout);

  return cp_launch_recipe_dup_text (build, edited);
}

/* vLLM's DeepSeek recipe, "Data Parallel + Expert Parallel (DP8+EP)" on
 * 8 × H200 (docs.vllm.ai, recipes, DeepSeek-V3): attention data-parallel
 * over 8 ranks of one GPU, the experts spread over all 8. */
static void
dp_attention (CpLayout *layout)
{
  layout->tensor_parallel = 1;
  layout->pipeline_parallel = 1;
  layout->data_parallel = 8;
  layout->replicas = 1;
  layout->gpus = 8;
  layout->expert_parallel = TRUE;
  layout->expert_parallel_size = 8;
  layout->replica_domains = 1;
}

/* "TP8+EP" of the same recipe. */
static void
tp_expert_parallel (CpLayout *layout)
{
  layout->tensor_parallel = 8;
  layout->pipeline_parallel = 1;
  layout->data_parallel = 1;
  layout->replicas = 1;
  layout->gpus = 8;
  layout->expert_parallel = TRUE;
  layout->expert_parallel_size = 8;
  layout->replica_domains = 1;
}

/* Tensor parallel 4 × 2 pipeline stages inside one system. */
static void
stages_in_system (CpLayout *layout)
{
  layout->tensor_parallel = 4;
  layout->pipeline_parallel = 2;
  layout->data_parallel = 1;
  layout->replicas = 1;
  layout->gpus = 8;
  layout->expert_parallel = FALSE;
  layout->replica_domains = 1;
}

static void
test_engine_layouts (void)
{
  g_autoptr(CpPlan) plan = cp_test_plan_for ("deepseek-v3", 32768, 16, CP_KV_CACHE_BF16);
  CpBuild *build = cp_plan_find_build (plan, "startup");
  g_autofree char *dp = recipe_with_layout (build, dp_attention);
  g_autofree char *ep = recipe_with_layout (build, tp_expert_parallel);
  g_autofree char *stages = recipe_with_layout (build, stages_in_system);

  /* Why each layout, in words, with the engine's terms. */
  {
    g_autofree char *dp_said = joined_comments (dp);
    g_autofree char *ep_said = joined_comments (ep);
    g_autofree char *stages_said = joined_comments (stages);

    assert_contains (dp_said, " 8 GPUs of one NVIDIA DGX H100 work as one copy: attention "
                              "data-parallel 8 × tensor parallel 1, experts parallel over all 8 "
                              "GPUs ");
    assert_contains (dp_said, " Attention data-parallel with experts parallel, as the publishers "
                              "serve such models");
    assert_contains (ep_said, " 8 GPUs of one NVIDIA DGX H100 work as one copy: tensor parallel 8, "
                              "experts parallel ");
    assert_contains (stages_said, " 2 pipeline stages inside one NVIDIA DGX H100: each GPU keeps "
                                  "the KV cache of half the layers");
  }

  /* 16 users over 8 attention ranks: 2 each. */
  assert_contains (dp, "  --tensor-parallel-size 1 \\\n"
                       "  --pipeline-parallel-size 1 \\\n"
                       "  --data-parallel-size 8 \\\n"
                       "  --enable-expert-parallel \\\n");
  assert_contains (dp, "  --max-num-seqs 2 \\\n");
  g_assert_null (strstr (dp, "ray start"));

  assert_contains (ep, "  --tensor-parallel-size 8 \\\n"
                       "  --pipeline-parallel-size 1 \\\n"
                       "  --enable-expert-parallel \\\n");
  g_assert_null (strstr (ep, "--data-parallel-size"));
  assert_contains (ep, "  --max-num-seqs 16 \\\n");

  /* Stages inside one system need no Ray cluster. */
  assert_contains (stages, "  --tensor-parallel-size 4 \\\n"
                           "  --pipeline-parallel-size 2 \\\n");
  g_assert_null (strstr (stages, "ray start"));
  g_assert_null (strstr (stages, "--distributed-executor-backend"));
  g_assert_null (strstr (stages, "--enable-expert-parallel"));
}

/* Llama 3.1 70B in int4 over two RTX 5090 cards of one box, split over
 * PCIe (--allow-pcie-split): one machine, no Ray cluster. */
static void
pcie_split (CpLayout *layout)
{
  layout->tensor_parallel = 1;
  layout->pipeline_parallel = 2;
  layout->data_parallel = 1;
  layout->replicas = 1;
  layout->gpus = 2;
  layout->expert_parallel = FALSE;
  layout->replica_domains = 2;
  layout->pcie_split = TRUE;
}

static void
test_pcie_split (void)
{
  g_autoptr(CpPlan) plan = cp_test_plan_for ("llama-3.1-8b", 8192, 1, CP_KV_CACHE_BF16);
  g_autofree char *recipe = recipe_with_layout (cp_plan_find_build (plan, "desktop"), pcie_split);

  assert_contains (recipe, "  --pipeline-parallel-size 2 \\\n");
  g_assert_null (strstr (recipe, "ray start"));
  g_assert_null (strstr (recipe, "--distributed-executor-backend"));
  g_assert_null (strstr (recipe, "--data-parallel-backend"));
}

/* Qwen3 past its native 40,960 tokens: the YaRN scaling its model card
 * documents, as vLLM 0.19 takes it (--hf-overrides; vLLM's Context
 * Extension documentation), never the --rope-scaling vLLM 0.11.1 removed. */
static void
rope (CpLayout *layout)
{
  layout->rope_scaled = TRUE;
}

static void
test_rope_scaling (void)
{
  g_autoptr(CpPlan) plan = cp_test_plan_for ("qwen3-32b", 32768, 4, CP_KV_CACHE_BF16);
  g_autofree char *recipe = recipe_with_layout (cp_plan_find_build (plan, "startup"), rope);
  g_autofree char *said = joined_comments (recipe);

  assert_contains (recipe, "  --hf-overrides '{\"rope_parameters\": {\"rope_type\": \"yarn\", "
                           "\"factor\": 4.0, \"original_max_position_embeddings\": 32768}}' \\\n");
  g_assert_null (strstr (recipe, "--rope-scaling"));
  assert_contains (said, "Past its native 40,960 tokens the model needs the YaRN rope scaling");
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cluster-planner/launch-recipe/one-system", test_one_system);
  g_test_add_func ("/cluster-planner/launch-recipe/two-systems", test_two_systems);
  g_test_add_func ("/cluster-planner/launch-recipe/copies-and-weights", test_copies_and_weights);
  g_test_add_func ("/cluster-planner/launch-recipe/none", test_none);
  g_test_add_func ("/cluster-planner/launch-recipe/many-stages", test_many_stages);
  g_test_add_func ("/cluster-planner/launch-recipe/published-checkpoint", test_published_checkpoint);
  g_test_add_func ("/cluster-planner/launch-recipe/imported", test_imported);
  g_test_add_func ("/cluster-planner/launch-recipe/engine-layouts", test_engine_layouts);
  g_test_add_func ("/cluster-planner/launch-recipe/rope-scaling", test_rope_scaling);
  g_test_add_func ("/cluster-planner/launch-recipe/pcie-split", test_pcie_split);

  return g_test_run ();
}
