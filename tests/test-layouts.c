/* test-layouts.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>

#include "cp-catalog.h"
#include "cp-model-import.h"
#include "cp-test-plan.h"
#include "cp-test-planner.h"

/* The layouts engines use (docs/sizing.md §8.2–§8.3, issue 23): pipeline
 * stages inside one system, expert parallel, data-parallel attention for
 * MLA models, the whole build's capacity, a split over PCIe cards; held
 * against published deployments, each with its source. */

static CpCatalog *catalog;

static CpPlan *
plan_for (const char *model_id,
          gint64      context,
          gint64      users,
          CpKvCache   kv_cache)
{
  g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (context, users, kv_cache);

  return cp_test_plan_with (catalog, cp_catalog_find_model (catalog, model_id), workload);
}

static void
assert_build (CpBuild    *build,
              const char *unit_id,
              gint64      count)
{
  g_assert_nonnull (build);
  g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_build_get_unit (build))), ==, unit_id);
  g_assert_cmpint (cp_build_get_count (build), ==, count);
}

/* Qwen3-235B-A22B-FP8 at 32K × 16 users is served by one DGX H100 with
 * tensor parallel 8 and the experts parallel: a public evaluation config
 * runs it so (TP 8, enable_expert_parallel, max_model_len 32768;
 * AUDIT-2026-12.md #15), and SIZING.md §10.3 gives it B_max 22. Without
 * expert parallelism the FP8 blocks forbid TP 8 (vllm #17569: "192 is not
 * divisible by … block_n = 128"), and the old search took 2 × DGX H100. */
static void
test_qwen3_fp8_one_dgx_h100 (void)
{
  g_autoptr(CpPlan) plan = plan_for ("qwen3-235b-a22b-fp8", 32768, 16, CP_KV_CACHE_BF16);
  CpBuild *startup = cp_plan_find_build (plan, "startup");
  g_autoptr(CpModelServing) serving = NULL;
  const CpLayout *layout = cp_test_first_layout (startup, &serving);
  const CpArchitecture *arch = cp_model_architecture_get (cp_model_get_architecture (
                                 cp_catalog_find_model (catalog, "qwen3-235b-a22b-fp8")));

  assert_build (startup, "dgx-h100", 1);
  g_assert_cmpint (cp_build_get_price_cents (startup), ==, G_GINT64_CONSTANT (19900000));
  g_assert_cmpint (layout->verdict, ==, CP_SERVING_FITS);
  g_assert_cmpint (layout->tensor_parallel, ==, 8);
  g_assert_true (layout->expert_parallel);
  g_assert_cmpint (layout->expert_parallel_size, ==, 8);
  g_assert_cmpint (layout->max_users, >=, 16);

  /* The spec's pitfall: TP 8 without expert parallelism is invalid. */
  g_assert_false (cp_architecture_tp_valid (arch, &arch->weights, FALSE, 8));
  g_assert_true (cp_architecture_tp_valid (arch, &arch->weights, TRUE, 8));
}

/* Qwen3-14B at TP 5: 5 divides neither the 8 KV heads nor the vocabulary
 * of 151,936 (llm-d-planner PR #205: "TP must also be divisible by vocab
 * size"; SIZING.md §14, P14); the config is Qwen/Qwen3-14B's. */
static void
test_qwen3_14b_tp5_invalid (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "hf-configs",
                                                 "Qwen--Qwen3-14B.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) model = cp_model_import (file, NULL, &error);
  const CpArchitecture *arch;

  g_assert_no_error (error);
  arch = cp_model_architecture_get (cp_model_get_architecture (model));
  g_assert_cmpint (arch->vocab_size % 5, !=, 0);
  g_assert_false (cp_architecture_tp_valid (arch, &arch->weights, FALSE, 5));
  g_assert_true (cp_architecture_tp_valid (arch, &arch->weights, FALSE, 8));
}

/* DeepSeek-V3 at 128K × 8 users with a bf16 cache: one DGX H200 ($465,000)
 * holds it once attention is data-parallel (each GPU keeps its own
 * requests' latent; vllm #51454: 7.7× the KV of TP 8 with DP 8) or the
 * stages sit inside the system (AUDIT-2026-12.md #13: TP 4 × PP 2 fits
 * one DGX H200); the old search priced a $515,000 DGX B200. */
static void
test_deepseek_v3_startup (void)
{
  g_autoptr(CpPlan) plan = plan_for ("deepseek-v3", 131072, 8, CP_KV_CACHE_BF16);
  CpBuild *startup = cp_plan_find_build (plan, "startup");
  g_autoptr(CpModelServing) serving = NULL;
  const CpLayout *layout = cp_test_first_layout (startup, &serving);

  g_assert_cmpint (cp_build_get_price_cents (startup), <=, G_GINT64_CONSTANT (46500000));
  g_assert_cmpint (layout->verdict, ==, CP_SERVING_FITS);
  g_assert_true (layout->data_parallel > 1 ||
                 (layout->pipeline_parallel > 1 && layout->replica_domains == 1));
  g_assert_cmpint (cp_model_serving_get_data_parallel (serving), ==, layout->data_parallel);

  /* The same layouts fit a TP 4 × PP 2 inside one DGX H200, as the audit
   * derived: KV per GPU follows the 31 layers of a stage. */
  {
    g_autoptr(CpBuild) h200 = cp_test_evaluate (catalog, plan, "dgx-h200", 1);
    g_autoptr(CpModelServing) on_h200 = NULL;

    g_assert_cmpint (cp_test_first_layout (h200, &on_h200)->verdict, ==, CP_SERVING_FITS);
  }
}

/* DeepSeek-V3 / R1 with the FP8 checkpoint: "a single H200 with 8 devices
 * can run DeepSeek V3", and two H100 nodes run it at TP 16 (sgl-project/
 * sglang benchmark/deepseek_v3/README.md); one DGX H100 cannot hold its
 * 626.8 GiB of weights (LMDeploy: 8 × H800 80 GB runs out of memory). */
static void
test_deepseek_published (void)
{
  const char *models[] = { "deepseek-v3", "deepseek-r1" };

  for (guint i = 0; i < G_N_ELEMENTS (models); i++)
    {
      g_autoptr(CpPlan) plan = plan_for (models[i], 8192, 1, CP_KV_CACHE_BF16);
      g_autoptr(CpBuild) h200 = cp_test_evaluate (catalog, plan, "dgx-h200", 1);
      g_autoptr(CpBuild) two_h100 = cp_test_evaluate (catalog, plan, "dgx-h100", 2);
      g_autoptr(CpBuild) one_h100 = cp_test_evaluate (catalog, plan, "dgx-h100", 1);

      g_assert_cmpint (cp_serving_get_verdict (cp_build_get_serving (h200)), ==, CP_SERVING_FITS);
      g_assert_cmpint (cp_serving_get_verdict (cp_build_get_serving (two_h100)), ==, CP_SERVING_FITS);
      g_assert_cmpint (cp_serving_get_verdict (cp_build_get_serving (one_h100)), ==,
                       CP_SERVING_DOES_NOT_FIT);
    }
}

/* Kimi K2 at 128K: Moonshot's deploy guidance serves it on 16 H200
 * (vllm-project/recipes moonshotai/Kimi-K2.md; AUDIT-2026-12.md §3). */
static void
test_kimi_k2_16_h200 (void)
{
  g_autoptr(CpPlan) plan = plan_for ("kimi-k2", 131072, 1, CP_KV_CACHE_BF16);
  g_autoptr(CpBuild) two = cp_test_evaluate (catalog, plan, "dgx-h200", 2);

  g_assert_cmpint (cp_serving_get_verdict (cp_build_get_serving (two)), ==, CP_SERVING_FITS);
}

/* gpt-oss-120b "fits into a single 80GB GPU" (its model card): one H100
 * at 32K × 1 user (docs/sizing.md §10.4). */
static void
test_gpt_oss_one_gpu (void)
{
  g_autoptr(CpPlan) plan = plan_for ("gpt-oss-120b", 32768, 1, CP_KV_CACHE_BF16);
  g_autoptr(CpBuild) one = cp_test_evaluate (catalog, plan, "h100-pcie-gpu", 1);
  g_autoptr(CpModelServing) serving = NULL;
  const CpLayout *layout = cp_test_first_layout (one, &serving);

  g_assert_cmpint (layout->verdict, ==, CP_SERVING_FITS);
  g_assert_cmpint (layout->gpus, ==, 1);
}

/* Llama 3.1 8B at 8K on the desktop tier is one $2,500 card (an RTX 4090:
 * 15 GiB of weights in 21.1 GiB usable, docs/sizing.md §10.6). */
static void
test_llama_8b_desktop (void)
{
  g_autoptr(CpPlan) plan = plan_for ("llama-3.1-8b", 8192, 1, CP_KV_CACHE_BF16);
  CpBuild *desktop = cp_plan_find_build (plan, "desktop");

  g_assert_cmpint (cp_build_get_count (desktop), ==, 1);
  g_assert_cmpint (cp_build_get_price_cents (desktop), ==, 250000);
  g_assert_cmpint (cp_serving_get_verdict (cp_build_get_serving (desktop)), ==, CP_SERVING_FITS);
}

/* A GB200 NVL72 never holds fewer users than a DGX H100 for the same
 * workload: the whole build counts, with as many copies as its 72 GPUs
 * hold (issue 23: "up to 18 users" on the rack against 37 on the DGX). */
static void
test_rack_never_fewer_users (void)
{
  const struct { const char *model; gint64 context, users; } cases[] = {
    { "llama-3.1-70b", 32768, 16 }, { "llama-3.1-70b", 8192, 1 },
    { "llama-3.1-8b", 131072, 16 }, { "qwen3-235b-a22b-fp8", 32768, 16 },
    { "deepseek-v3", 131072, 8 }, { "gpt-oss-120b", 32768, 4 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(CpPlan) plan = plan_for (cases[i].model, cases[i].context, cases[i].users,
                                         CP_KV_CACHE_BF16);
      g_autoptr(CpBuild) dgx = cp_test_evaluate (catalog, plan, "dgx-h100", 1);
      g_autoptr(CpBuild) rack = cp_test_evaluate (catalog, plan, "gb200-nvl72", 1);
      g_autoptr(CpModelServing) on_dgx = NULL;
      g_autoptr(CpModelServing) on_rack = NULL;

      cp_test_first_layout (dgx, &on_dgx);
      cp_test_first_layout (rack, &on_rack);
      g_assert_cmpint (cp_model_serving_get_build_max_users (on_rack), >=,
                       cp_model_serving_get_build_max_users (on_dgx));
      g_assert_cmpint (cp_model_serving_get_build_replicas (on_rack), >=, 1);
    }

  /* Llama 3.1 70B at 32K × 16: a copy of 2 GPUs holds 18 users; the rack
   * holds 36 such copies (docs/sizing.md §10.1). */
  {
    g_autoptr(CpPlan) plan = plan_for ("llama-3.1-70b", 32768, 16, CP_KV_CACHE_BF16);
    g_autoptr(CpBuild) rack = cp_test_evaluate (catalog, plan, "gb200-nvl72", 1);
    g_autoptr(CpModelServing) serving = NULL;
    const CpLayout *layout = cp_test_first_layout (rack, &serving);

    g_assert_cmpint (layout->tensor_parallel, ==, 2);
    g_assert_cmpint (layout->build_replicas, ==, 36);
    g_assert_cmpint (layout->build_max_users, ==, 36 * 18);
  }
}

/* A model known only by its store minimum takes whole GPUs, counted as
 * used: DeepSeek V4 Pro's 1,920 GB beside Llama 3.1 70B at 32K × 16 on
 * four DGX H100 is 24 GPUs of 80 GB, and no GPU is idle (docs/sizing.md
 * §10.7; issue 23: "30 of 32 GPUs are left idle"). */
static void
test_store_minimum_gpus (void)
{
  g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (32768, 16, CP_KV_CACHE_BF16);
  CpModel *models[] = { cp_catalog_find_model (catalog, "llama-3.1-70b"),
                        cp_catalog_find_model (catalog, "deepseek-v4-pro") };
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlan) plan = cp_test_catalog_plan_with_workload (catalog, models, 2, workload, &error);
  CpBuild *startup;
  CpServing *serving;
  g_autoptr(CpModelServing) store_model = NULL;

  g_assert_no_error (error);
  startup = cp_plan_find_build (plan, "startup");
  assert_build (startup, "dgx-h100", 4);
  serving = cp_build_get_serving (startup);
  store_model = g_list_model_get_item (cp_serving_get_models (serving), 1);
  g_assert_cmpint (cp_model_serving_get_layout (store_model)->gpus, ==, 24);
  g_assert_cmpint (cp_serving_get_gpus_used (serving), ==, 32);
}

/* Qwen3 reads 131,072 tokens with the YaRN its model card documents
 * ("Processing Long Texts": factor 4 over 32,768); past the config's
 * 40,960 the layout needs it, and below it does not. */
static void
test_rope_scaling (void)
{
  g_autoptr(CpPlan) long_plan = plan_for ("qwen3-235b-a22b-fp8", 131072, 1, CP_KV_CACHE_BF16);
  g_autoptr(CpPlan) short_plan = plan_for ("qwen3-235b-a22b-fp8", 32768, 1, CP_KV_CACHE_BF16);
  g_autoptr(CpModelServing) scaled = NULL;
  g_autoptr(CpModelServing) native = NULL;
  const CpArchitecture *arch = cp_model_architecture_get (cp_model_get_architecture (
                                 cp_catalog_find_model (catalog, "qwen3-235b-a22b-fp8")));

  g_assert_cmpint (arch->rope_scaling, ==, CP_ROPE_SCALING_YARN);
  g_assert_cmpfloat (arch->rope_factor, ==, 4.0);
  g_assert_cmpint (arch->rope_original_context, ==, 32768);
  g_assert_cmpint (cp_architecture_context_limit (arch), ==, 131072);

  g_assert_false (cp_test_first_layout (cp_plan_find_build (long_plan, "startup"), &scaled)->context_too_long);
  g_assert_true (cp_model_serving_get_rope_scaled (scaled));
  g_assert_cmpint (cp_model_serving_get_verdict (scaled), ==, CP_SERVING_FITS);
  cp_test_first_layout (cp_plan_find_build (short_plan, "startup"), &native);
  g_assert_false (cp_model_serving_get_rope_scaled (native));
}

/* Desktop cards split a model only when asked (vLLM runs pipeline stages
 * over PCIe and recommends them there, docs.vllm.ai "Distributed
 * inference and serving"): 2 × RTX 5090 for Llama 3.1 70B in int4, a
 * common build (AUDIT-2026-12.md #15), pipeline stages first. */
static void
test_pcie_split (void)
{
  g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (8192, 1, CP_KV_CACHE_BF16);
  CpWeightFormat int4;
  g_autoptr(CpPlan) apart = NULL;
  g_autoptr(CpPlan) split = NULL;
  g_autoptr(CpModelServing) serving = NULL;
  const CpLayout *layout;
  CpModel *model = cp_catalog_find_model (catalog, "llama-3.1-70b");

  g_assert_true (cp_weight_format_from_string ("int4", &int4));
  cp_plan_workload_set_weights (workload, NULL, &int4);
  apart = cp_test_plan_with (catalog, model, workload);
  g_assert_cmpint (cp_serving_get_verdict (cp_build_get_serving (cp_plan_find_build (apart, "desktop"))),
                   ==, CP_SERVING_DOES_NOT_FIT);

  cp_plan_workload_set_allow_pcie_split (workload, TRUE);
  split = cp_test_plan_with (catalog, model, workload);
  layout = cp_test_first_layout (cp_plan_find_build (split, "desktop"), &serving);
  g_assert_cmpint (layout->verdict, ==, CP_SERVING_FITS);
  g_assert_true (layout->pcie_split);
  g_assert_cmpint (layout->tensor_parallel, ==, 1);
  g_assert_cmpint (layout->pipeline_parallel, ==, 2);
  assert_build (cp_plan_find_build (split, "desktop"), "rtx-5090-card", 2);
}

/* The fit test of a given shape: data-parallel attention keeps one
 * request's latent on one GPU of the eight, where tensor parallel 8 keeps
 * it on all (docs/sizing.md §5.2). */
static void
test_check_shape (void)
{
  CpModel *model = cp_catalog_find_model (catalog, "deepseek-v3");
  const CpArchitecture *arch = cp_model_architecture_get (cp_model_get_architecture (model));
  CpWorkloadModel sized = { arch, arch->weights, 0, 0 };
  CpWorkload workload = { 131072, 8, CP_KV_CACHE_BF16 };
  CpWorkloadPolicy policy = CP_WORKLOAD_POLICY_DEFAULT;
  /* An H200 reports 139.9 GiB (the catalog, nvidia-smi: 143,771 MiB). */
  CpWorkloadUnit h200 = { (gint64) (139.9 * CP_GIB + 0.5), 8, 1, TRUE, TRUE, FALSE, 0 };
  CpLayoutShape tp8 = { 8, 1, 1, 1, FALSE };
  CpLayoutShape dp8 = { 1, 1, 8, 1, TRUE };
  CpLayout by_tp, by_dp;

  cp_workload_check_shape (&sized, &workload, &policy, &h200, &tp8, &by_tp);
  cp_workload_check_shape (&sized, &workload, &policy, &h200, &dp8, &by_dp);
  g_assert_cmpint (by_tp.kv_bytes, ==, 8 * by_dp.kv_bytes);
  g_assert_cmpint (by_dp.data_parallel, ==, 8);
  g_assert_true (by_dp.expert_parallel);
  g_assert_cmpint (by_dp.expert_parallel_size, ==, 8);
  g_assert_cmpint (by_tp.verdict, ==, CP_SERVING_DOES_NOT_FIT);
  g_assert_cmpint (by_dp.verdict, ==, CP_SERVING_FITS);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;

  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  catalog = cp_catalog_new_builtin (&error);
  g_assert_no_error (error);

  g_test_add_func ("/cluster-planner/layouts/qwen3-fp8-one-dgx-h100", test_qwen3_fp8_one_dgx_h100);
  g_test_add_func ("/cluster-planner/layouts/qwen3-14b-tp5-invalid", test_qwen3_14b_tp5_invalid);
  g_test_add_func ("/cluster-planner/layouts/deepseek-v3-startup", test_deepseek_v3_startup);
  g_test_add_func ("/cluster-planner/layouts/deepseek-published", test_deepseek_published);
  g_test_add_func ("/cluster-planner/layouts/kimi-k2-16-h200", test_kimi_k2_16_h200);
  g_test_add_func ("/cluster-planner/layouts/gpt-oss-one-gpu", test_gpt_oss_one_gpu);
  g_test_add_func ("/cluster-planner/layouts/llama-8b-desktop", test_llama_8b_desktop);
  g_test_add_func ("/cluster-planner/layouts/rack-never-fewer-users", test_rack_never_fewer_users);
  g_test_add_func ("/cluster-planner/layouts/store-minimum-gpus", test_store_minimum_gpus);
  g_test_add_func ("/cluster-planner/layouts/rope-scaling", test_rope_scaling);
  g_test_add_func ("/cluster-planner/layouts/pcie-split", test_pcie_split);
  g_test_add_func ("/cluster-planner/layouts/check-shape", test_check_shape);

  return g_test_run ();
}
