/* test-model-arch.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include "cp-catalog.h"
#include "cp-test-planner.h"
#include "cp-test-util.h"

/* Catalog format version 2: model architectures and GPUs' usable memory,
 * read strictly, while version 1 files keep meaning what they meant. */

static const char v2_catalog[] =
  "{\n"
  "  \"format\": \"cluster-planner-catalog\", \"version\": 2, \"currency\": \"USD\",\n"
  "  \"links\": [ { \"id\": \"nv\", \"name\": \"NVLink 4\", \"bandwidth_gb_s\": 900 },\n"
  "             { \"id\": \"ib\", \"name\": \"InfiniBand\", \"bandwidth_gb_s\": 50 } ],\n"
  "  \"gpus\": [\n"
  "    { \"id\": \"h100\", \"name\": \"H100\", \"memory_gb\": 80, \"power_w\": 700,\n"
  "      \"grade\": \"datacenter\", \"usable_memory_gib\": 79.19, \"source\": \"sheet\" },\n"
  "    { \"id\": \"h100-pcie\", \"name\": \"H100 PCIe\", \"memory_gb\": 80, \"power_w\": 350,\n"
  "      \"grade\": \"datacenter\", \"usable_memory_gib\": 79.5, \"source\": \"sheet\" }\n"
  "  ],\n"
  "  \"tiers\": [ { \"id\": \"startup\", \"name\": \"Startup\", \"recommendable\": true } ],\n"
  "  \"units\": [\n"
  "    { \"id\": \"dgx\", \"name\": \"DGX H100\", \"tier\": \"startup\", \"gpu\": \"h100\",\n"
  "      \"gpu_count\": 8, \"nvlink_domain_gpus\": 8, \"intra_link\": \"nv\",\n"
  "      \"scale_out_link\": \"ib\", \"pooled_scale_out\": true, \"power_w\": 10200,\n"
  "      \"price_usd\": 199000, \"source\": \"estimate\" }\n"
  "  ],\n"
  "  \"models\": [\n"
  "    { \"id\": \"store\", \"name\": \"Store Model\", \"min_memory_gb\": 660, \"source\": \"seed\" },\n"
  "    { \"id\": \"llama\", \"name\": \"Llama\", \"params_b\": 70.55, \"precision\": \"bf16\",\n"
  "      \"source\": \"card\",\n"
  "      \"architecture\": { \"params\": 70553706496, \"layers\": 80, \"attention_heads\": 64,\n"
  "        \"kv_heads\": 8, \"attention\": \"gqa\", \"hidden_size\": 8192, \"vocab_size\": 128256,\n"
  "        \"intermediate_size\": 28672, \"weights\": \"bf16\", \"max_context\": 131072,\n"
  "        \"hf_repo\": \"meta-llama/Meta-Llama-3.1-70B\", \"source\": \"config.json\" } },\n"
  "    { \"id\": \"dsv3\", \"name\": \"DeepSeek\", \"params_b\": 671, \"precision\": \"fp8\",\n"
  "      \"source\": \"card\",\n"
  "      \"architecture\": { \"params\": 671026419200, \"active_params\": 37445852160,\n"
  "        \"layers\": 61, \"attention_heads\": 128, \"head_dim\": 128, \"attention\": \"mla\",\n"
  "        \"kv_lora_rank\": 512, \"qk_rope_head_dim\": 64, \"hidden_size\": 7168,\n"
  "        \"vocab_size\": 129280, \"intermediate_size\": 18432, \"moe_intermediate_size\": 2048,\n"
  "        \"experts\": 256, \"weights\": \"fp8-block\", \"quant_block\": 128,\n"
  "        \"source\": \"config.json\" } }\n"
  "  ],\n"
  "  \"comparisons\": []\n"
  "}\n";

static CpCatalog *
load (const char  *text,
      GError     **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return cp_catalog_new_from_bytes (bytes, "v2.json", error);
}

static char *
replace_once (const char *text,
              const char *find,
              const char *replace)
{
  const char *at = strstr (text, find);

  g_assert_nonnull (at);
  g_assert_null (strstr (at + 1, find));

  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, replace, at + strlen (find));
}

static void
test_v2_loads (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = load (v2_catalog, &error);
  g_autoptr(CpGpu) h100 = NULL;
  g_autoptr(CpGpu) pcie = NULL;
  CpModelArchitecture *architecture;
  const CpArchitecture *arch;

  g_assert_no_error (error);

  /* The store's model has no architecture: its minimum sizes it. */
  g_assert_null (cp_model_get_architecture (cp_catalog_find_model (catalog, "store")));

  architecture = cp_model_get_architecture (cp_catalog_find_model (catalog, "llama"));
  g_assert_nonnull (architecture);
  arch = cp_model_architecture_get (architecture);
  g_assert_cmpint (arch->params, ==, 70553706496);
  g_assert_cmpint (arch->kv_heads, ==, 8);
  /* head_dim, not given, is hidden_size / attention_heads. */
  g_assert_cmpint (arch->head_dim, ==, 128);
  g_assert_cmpint (arch->attention, ==, CP_ATTENTION_GQA);
  g_assert_cmpint (arch->weights.kind, ==, CP_WEIGHTS_BF16);
  g_assert_cmpstr (cp_model_architecture_get_hf_repo (architecture), ==, "meta-llama/Meta-Llama-3.1-70B");
  g_assert_cmpstr (cp_model_architecture_get_source (architecture), ==, "config.json");
  /* The v1 minimum is unchanged: params × 2 × 1.2. */
  g_assert_cmpint (cp_model_get_min_memory_mb (cp_catalog_find_model (catalog, "llama")), ==, 169320);

  arch = cp_model_architecture_get (cp_model_get_architecture (cp_catalog_find_model (catalog, "dsv3")));
  g_assert_cmpint (arch->attention, ==, CP_ATTENTION_MLA);
  g_assert_cmpint (arch->kv_lora_rank, ==, 512);
  g_assert_cmpint (arch->weights.kind, ==, CP_WEIGHTS_FP8_BLOCK);
  g_assert_cmpint (arch->weights.block, ==, 128);

  /* The driver’s figure, as each GPU gives it: 79.19 × 2^30 bytes and
   * 79.5 × 2^30 bytes, never derived from the vendor’s 80 GB. */
  h100 = g_list_model_get_item (cp_catalog_get_gpus (catalog), 0);
  pcie = g_list_model_get_item (cp_catalog_get_gpus (catalog), 1);
  g_assert_true (cp_gpu_get_capacity_measured (h100));
  g_assert_cmpint (cp_gpu_get_capacity_bytes (h100), ==, 85029615043);
  g_assert_true (cp_gpu_get_capacity_measured (pcie));
  g_assert_cmpint (cp_gpu_get_capacity_bytes (pcie), ==, 85362475008);
}

static void
test_v1_ignores_v2 (void)
{
  g_autofree char *v1 = replace_once (v2_catalog, "\"version\": 2", "\"version\": 1");
  g_autofree char *v1_broken = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = load (v1, &error);
  g_autoptr(CpCatalog) still = NULL;
  g_autoptr(CpGpu) h100 = NULL;

  /* In version 1 these are unknown extra fields: ignored, as always. */
  g_assert_no_error (error);
  g_assert_null (cp_model_get_architecture (cp_catalog_find_model (catalog, "llama")));
  h100 = g_list_model_get_item (cp_catalog_get_gpus (catalog), 0);
  g_assert_false (cp_gpu_get_capacity_measured (h100));

  /* Even broken ones. */
  v1_broken = replace_once (v1, "\"layers\": 80", "\"layers\": \"eighty\"");
  still = load (v1_broken, &error);
  g_assert_no_error (error);
  g_assert_nonnull (still);
}

typedef struct
{
  const char     *name;
  const char     *find;
  const char     *replace;
  const char     *domain;
  int  code;
  const char     *message;
} BrokenCase;

#define LLAMA "models[1].architecture"
#define X10 "xxxxxxxxxx"
#define X80 X10 X10 X10 X10 X10 X10 X10 X10

static const BrokenCase broken_cases[] = {
  { "not-an-object", "\"architecture\": { \"params\": 70553706496,",
    "\"architecture\": 7, \"x\": { \"params\": 70553706496,", CP_TEST_FILE_ERROR (TYPE),
    "v2.json: " LLAMA ": must be an object, not a number" },
  { "missing-layers", "\"layers\": 80, ", "", CP_TEST_FILE_ERROR (MISSING),
    "v2.json: " LLAMA ".layers: missing" },
  { "layers-as-string", "\"layers\": 80", "\"layers\": \"80\"", CP_TEST_FILE_ERROR (TYPE),
    "v2.json: " LLAMA ".layers: must be a whole number, not a string" },
  { "fractional-heads", "\"attention_heads\": 64", "\"attention_heads\": 64.5", CP_TEST_FILE_ERROR (TYPE),
    "v2.json: " LLAMA ".attention_heads: must be a whole number, not 64.5" },
  { "zero-layers", "\"layers\": 80", "\"layers\": 0", CP_TEST_FILE_ERROR (RANGE),
    "v2.json: " LLAMA ".layers: must be from 1 to 100,000, not 0" },
  { "absurd-params", "\"params\": 70553706496", "\"params\": 7e18", CP_TEST_FILE_ERROR (RANGE),
    "v2.json: " LLAMA ".params: must be from 1 to 1,000,000,000,000,000, not 7 × 10^18" },
  { "kv-not-dividing", "\"kv_heads\": 8", "\"kv_heads\": 7", CP_TEST_FILE_ERROR (RANGE),
    "v2.json: " LLAMA ".kv_heads: must divide attention_heads (64)" },
  { "gqa-without-kv", "\"kv_heads\": 8, ", "", CP_TEST_FILE_ERROR (MISSING),
    "v2.json: " LLAMA ".kv_heads: missing: “gqa” attention needs it" },
  { "mqa-with-many-kv", "\"attention\": \"gqa\"", "\"attention\": \"mqa\"", CP_TEST_FILE_ERROR (RANGE),
    "v2.json: " LLAMA ".kv_heads: must be 1 for “mqa” attention" },
  { "unknown-attention", "\"attention\": \"gqa\"", "\"attention\": \"linear\"", CP_TEST_FILE_ERROR (RANGE),
    "v2.json: " LLAMA ".attention: must be one of gqa, mha, mqa, mla, sliding-window, not “linear”" },
  { "mla-without-rank", "\"kv_lora_rank\": 512, ", "", CP_TEST_FILE_ERROR (MISSING),
    "v2.json: models[2].architecture.kv_lora_rank: missing: “mla” attention needs it" },
  { "unknown-weights", "\"weights\": \"bf16\"", "\"weights\": \"int3\"", CP_TEST_FILE_ERROR (RANGE),
    "v2.json: " LLAMA ".weights: must be one of " CP_WEIGHT_FORMAT_NAMES ", not “int3”" },
  { "block-without-blocks", "\"weights\": \"bf16\"", "\"weights\": \"bf16\", \"quant_block\": 64",
    CP_TEST_FILE_ERROR (RANGE), "v2.json: " LLAMA ".quant_block: only goes with “fp8-block” weights" },
  { "active-above-total", "\"active_params\": 37445852160", "\"active_params\": 971026419200",
    CP_TEST_FILE_ERROR (RANGE), "v2.json: models[2].architecture.active_params: must not exceed params (671,026,419,200)" },
  { "bad-repo", "\"hf_repo\": \"meta-llama/Meta-Llama-3.1-70B\"", "\"hf_repo\": \"../../etc\"",
    CP_TEST_FILE_ERROR (RANGE),
    "v2.json: " LLAMA ".hf_repo: must be a Hugging Face repository such as “meta-llama/Meta-Llama-3.1-70B”, not “../../etc”" },
  /* What a message quotes of the file stops after 80 characters. */
  { "long-repo", "\"hf_repo\": \"meta-llama/Meta-Llama-3.1-70B\"", "\"hf_repo\": \"" X80 X80 "\"",
    CP_TEST_FILE_ERROR (RANGE),
    "v2.json: " LLAMA ".hf_repo: must be a Hugging Face repository such as “meta-llama/Meta-Llama-3.1-70B”, not “" X80 "…”" },
  { "architecture-twice", "\"architecture\": { \"params\": 70553706496,",
    "\"architecture\": {}, \"architecture\": { \"params\": 70553706496,", CP_TEST_FILE_ERROR (SYNTAX),
    "v2.json: " LLAMA ": this member is given twice in one object" },
  { "missing-source", "\"hf_repo\": \"meta-llama/Meta-Llama-3.1-70B\", \"source\": \"config.json\"",
    "\"hf_repo\": \"meta-llama/Meta-Llama-3.1-70B\"", CP_TEST_FILE_ERROR (MISSING),
    "v2.json: " LLAMA ".source: missing" },
  { "no-head-size", "\"hidden_size\": 8192", "\"hidden_size\": 8191", CP_TEST_FILE_ERROR (RANGE),
    "v2.json: " LLAMA ".head_dim: missing, and hidden_size is not a multiple of attention_heads" },
  { "capacity-above-vendor", "\"usable_memory_gib\": 79.19", "\"usable_memory_gib\": 81",
    CP_TEST_FILE_ERROR (RANGE), "v2.json: gpus[0].usable_memory_gib: must be above 0 and at most 80, not 81" },
  /* No fallback: a GPU without its driver's figure is refused, saying what
   * to add. */
  { "capacity-missing", "\"usable_memory_gib\": 79.19, ", "", CP_TEST_CATALOG_ERROR (FORMAT),
    "v2.json: gpus[0].usable_memory_gib: missing: the memory one GPU has as its driver reports it (nvidia-smi, torch), in GiB" },
  { "capacity-as-string", "\"usable_memory_gib\": 79.19", "\"usable_memory_gib\": \"79\"",
    CP_TEST_FILE_ERROR (TYPE), "v2.json: gpus[0].usable_memory_gib: must be a number, not a string" },
};

static void
test_broken (gconstpointer data)
{
  const BrokenCase *broken = data;
  g_autofree char *text = replace_once (v2_catalog, broken->find, broken->replace);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = load (text, &error);

  g_assert_null (catalog);
  cp_test_assert_error (error, broken->domain, broken->code);
  g_assert_cmpstr (error->message, ==, broken->message);
}

static CpPlan *
plan_for (CpCatalog      *catalog,
          const char     *id,
          CpPlanWorkload *workload)
{
  CpModel *model = cp_catalog_find_model (catalog, id);
  g_autoptr(GError) error = NULL;
  CpPlan *plan;

  g_assert_nonnull (model);
  plan = cp_test_catalog_plan_with_workload (catalog, &model, 1, workload, &error);
  g_assert_no_error (error);
  g_assert_nonnull (plan);

  return plan;
}

static void
test_plan_with_workload (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = load (v2_catalog, &error);
  g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (32768, 16, CP_KV_CACHE_BF16);
  g_autoptr(CpPlan) plan = plan_for (catalog, "llama", workload);
  CpBuild *build = cp_plan_get_recommended (plan);
  CpServing *serving = cp_build_get_serving (build);
  g_autoptr(CpModelServing) model_serving = NULL;
  g_autofree char *kv_cache = NULL;
  gint64 tp, replicas, total;
  CpServingVerdict verdict;

  /* docs/sizing.md §10.1 through the catalog: one DGX H100, TP 8. */
  g_assert_cmpint (cp_build_get_count (build), ==, 1);
  g_assert_true (cp_build_get_fits (build));
  g_assert_nonnull (serving);
  g_assert_cmpint (cp_serving_get_verdict (serving), ==, CP_SERVING_FITS);
  g_assert_cmpint (cp_serving_get_gpus_used (serving), ==, 8);
  g_assert_cmpint (cp_serving_get_context_tokens (serving), ==, 32768);
  g_object_get (serving, "kv-cache", &kv_cache, NULL);
  g_assert_cmpstr (kv_cache, ==, "bf16");

  g_assert_cmpuint (g_list_model_get_n_items (cp_serving_get_models (serving)), ==, 1);
  model_serving = g_list_model_get_item (cp_serving_get_models (serving), 0);
  g_object_get (model_serving, "verdict", &verdict, "tensor-parallel", &tp,
                "replicas", &replicas, "total-bytes", &total, NULL);
  g_assert_cmpint (verdict, ==, CP_SERVING_FITS);
  g_assert_cmpint (tp, ==, 8);
  g_assert_cmpint (replicas, ==, 1);
  /* 16.4 GiB of weights, 20.0 of KV cache, 6.6 of overhead: vLLM's own
   * 4.6 (activation 2.2, NCCL and CUDA 2.4) and a margin of 2.0
   * (docs/sizing.md §6, §7.2). */
  g_assert_cmpint (llround (total * 10.0 / CP_GIB), ==, 430);

  /* The minimum memory (v1) is the plan's still. */
  g_assert_cmpint (cp_plan_get_required_mb (plan), ==, 169320);
}

static void
test_plan_without_architecture (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = load (v2_catalog, &error);
  g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (32768, 16, CP_KV_CACHE_BF16);
  g_autoptr(CpPlan) with = plan_for (catalog, "store", workload);
  g_autoptr(CpPlan) without = plan_for (catalog, "store", NULL);
  CpBuild *a = cp_plan_get_recommended (with);
  CpBuild *b = cp_plan_get_recommended (without);
  g_autoptr(CpModelServing) model_serving = NULL;

  /* The store's rule, exactly as without a workload, and "unknown". */
  g_assert_cmpint (cp_build_get_count (a), ==, cp_build_get_count (b));
  g_assert_cmpint (cp_build_get_count (a), ==, 2);
  g_assert_cmpint (cp_build_get_fits (a), ==, cp_build_get_fits (b));
  g_assert_null (cp_build_get_serving (b));
  g_assert_cmpint (cp_serving_get_verdict (cp_build_get_serving (a)), ==, CP_SERVING_UNKNOWN);
  model_serving = g_list_model_get_item (cp_serving_get_models (cp_build_get_serving (a)), 0);
  g_assert_cmpint (cp_model_serving_get_verdict (model_serving), ==, CP_SERVING_UNKNOWN);
  g_assert_null (cp_model_serving_dup_weights (model_serving));
}

static void
test_plan_weights_override (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = load (v2_catalog, &error);
  g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (32768, 16, CP_KV_CACHE_BF16);
  g_autoptr(CpPlan) native = plan_for (catalog, "llama", workload);
  g_autoptr(CpPlan) quantized = NULL;
  g_autoptr(CpModelServing) before = NULL;
  g_autoptr(CpModelServing) after = NULL;
  g_autofree char *weights = NULL;
  CpWeightFormat int4;

  before = g_list_model_get_item (cp_serving_get_models (cp_build_get_serving (cp_plan_get_recommended (native))), 0);

  g_assert_true (cp_weight_format_from_string ("int4-g128", &int4));
  cp_plan_workload_set_weights (workload, NULL, &int4);
  quantized = plan_for (catalog, "llama", workload);
  after = g_list_model_get_item (cp_serving_get_models (cp_build_get_serving (cp_plan_get_recommended (quantized))), 0);

  weights = cp_model_serving_dup_weights (after);
  g_assert_cmpstr (weights, ==, "int4-g128");
  /* A quarter of the bytes, about, on as many or fewer GPUs. */
  g_assert_cmpint (cp_model_serving_get_layout (after)->gpus, <=, cp_model_serving_get_layout (before)->gpus);
  g_assert_cmpint (cp_model_serving_get_layout (after)->weights_bytes * cp_model_serving_get_layout (after)->tensor_parallel,
                   <, cp_model_serving_get_layout (before)->weights_bytes * cp_model_serving_get_layout (before)->tensor_parallel / 3);
}

static void
test_plan_bad_workload (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = load (v2_catalog, &error);
  g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (32768, 0, CP_KV_CACHE_BF16);
  CpModel *model = cp_catalog_find_model (catalog, "llama");
  g_autoptr(CpPlan) plan = cp_test_catalog_plan_with_workload (catalog, &model, 1, workload, &error);

  g_assert_null (plan);
  g_assert_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID);
}

/* The built-in catalog's models: the store's own (and its LLaMA 65B
 * example) without an architecture; thirteen published models, DeepSeek-V3
 * among them, with one. */
static void
test_builtin_models (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  GListModel *models = cp_catalog_get_models (catalog);
  const char *store[] = { "deepseek-v4-pro", "glm-5.2-max", "nemotron-3-ultra", "llama-65b" };
  guint with_architecture = 0;

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (store); i++)
    g_assert_null (cp_model_get_architecture (cp_catalog_find_model (catalog, store[i])));

  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModel) model = g_list_model_get_item (models, i);
      CpModelArchitecture *architecture = cp_model_get_architecture (model);
      const CpArchitecture *arch;
      double params_b;

      if (architecture == NULL)
        continue;
      with_architecture++;
      arch = cp_model_architecture_get (architecture);

      /* Each says where its shape comes from and where to get it. */
      g_assert_nonnull (cp_model_architecture_get_source (architecture));
      g_assert_nonnull (strchr (cp_model_architecture_get_hf_repo (architecture), '/'));
      g_assert_true (cp_architecture_check (arch, NULL));

      /* The minimum without a workload is the store's rule on the
       * publisher's count ("70B", "1T"), which is within 3 % of the exact
       * one (GLM-4.5's 355B counts an MTP layer the architecture leaves
       * out; Kimi K2's "1T" is 1.026T). */
      params_b = cp_model_get_params_b (model);
      g_assert_cmpfloat (params_b * 1e9, >=, arch->params * 0.97);
      g_assert_cmpfloat (params_b * 1e9, <=, arch->params * 1.03);
    }
  g_assert_cmpuint (with_architecture, ==, 14);
}

static CpModelServing *
serving_of (CpBuild *build)
{
  CpServing *serving = cp_build_get_serving (build);

  g_assert_nonnull (serving);
  return g_list_model_get_item (cp_serving_get_models (serving), 0);
}

static double
tenths (gint64 bytes)
{
  return round (bytes * 10.0 / CP_GIB) / 10;
}

/* The workload's worked examples (docs/sizing.md §10), through the built-in
 * catalog. */
static void
test_builtin_done_when (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);

  /* Llama 3.1 70B at 32k × 16: one DGX H100, TP 8, docs/sizing.md §10.1's
   * per-GPU figures. */
  {
    g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (32768, 16, CP_KV_CACHE_BF16);
    g_autoptr(CpPlan) plan = plan_for (catalog, "llama-3.1-70b", workload);
    CpBuild *startup = cp_plan_find_build (plan, "startup");
    g_autoptr(CpModelServing) llama = serving_of (startup);
    const CpLayout *layout = cp_model_serving_get_layout (llama);

    g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_build_get_unit (startup))), ==, "dgx-h100");
    g_assert_cmpint (cp_build_get_count (startup), ==, 1);
    g_assert_cmpint (cp_serving_get_gpus_used (cp_build_get_serving (startup)), ==, 8);
    g_assert_cmpint (layout->tensor_parallel, ==, 8);
    g_assert_cmpint (layout->pipeline_parallel, ==, 1);
    g_assert_cmpfloat (tenths (layout->weights_bytes), ==, 16.4);
    g_assert_cmpfloat (tenths (layout->kv_bytes), ==, 20.0);
    /* vLLM 0.19's own 4.6 GiB (activation 2.2, outside PyTorch 2.4) and
     * a margin of 2.0 GiB: 1 GiB and 2 % of the 50.3 GiB pool. */
    g_assert_cmpfloat (tenths (layout->activation_bytes), ==, 2.2);
    g_assert_cmpfloat (tenths (layout->non_torch_bytes), ==, 2.4);
    g_assert_cmpfloat (tenths (layout->kv_pool_bytes), ==, 50.3);
    g_assert_cmpfloat (tenths (layout->margin_bytes), ==, 2.0);
    g_assert_cmpfloat (tenths (layout->overhead_bytes), ==, 6.6);
    g_assert_cmpfloat (tenths (layout->total_bytes), ==, 43.0);
    g_assert_cmpfloat (tenths (layout->usable_bytes), ==, 71.3);
    /* ⌊(50.3 − 2.0) GiB / 1.25 GiB per request⌋ */
    g_assert_cmpint (layout->max_users, ==, 38);
  }

  /* DeepSeek-V3 at 131,072 × 8 with an fp8 cache: 2 × DGX H100, TP 8 × PP
   * 2 (cheaper than the DGX H200 that serves it alone). */
  {
    g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (131072, 8, CP_KV_CACHE_FP8);
    g_autoptr(CpPlan) plan = plan_for (catalog, "deepseek-v3", workload);
    CpBuild *startup = cp_plan_find_build (plan, "startup");
    g_autoptr(CpModelServing) deepseek = serving_of (startup);
    const CpLayout *layout = cp_model_serving_get_layout (deepseek);

    g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_build_get_unit (startup))), ==, "dgx-h100");
    g_assert_cmpint (cp_build_get_count (startup), ==, 2);
    g_assert_cmpint (layout->tensor_parallel, ==, 8);
    g_assert_cmpint (layout->pipeline_parallel, ==, 2);
    g_assert_cmpfloat (tenths (layout->total_bytes), ==, 64.3);
    g_assert_true (cp_build_get_recommended (startup));
  }

  /* A model without an architecture: unknown, and the store's rule. */
  {
    g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (32768, 16, CP_KV_CACHE_BF16);
    g_autoptr(CpPlan) plan = plan_for (catalog, "deepseek-v4-pro", workload);
    CpBuild *recommended = cp_plan_get_recommended (plan);

    g_assert_cmpint (cp_build_get_count (recommended), ==, 3);
    g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_build_get_unit (recommended))), ==, "dgx-h100");
    g_assert_cmpint (cp_serving_get_verdict (cp_build_get_serving (recommended)), ==, CP_SERVING_UNKNOWN);
  }
}

/* Desktop cards never pool, but replicas side by side are honest. */
static void
test_builtin_desktop (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  g_autoptr(CpPlanWorkload) big = cp_plan_workload_new (8192, 1, CP_KV_CACHE_BF16);
  g_autoptr(CpPlanWorkload) many = cp_plan_workload_new (8192, 64, CP_KV_CACHE_FP8);
  g_autoptr(CpPlan) llama_70b = plan_for (catalog, "llama-3.1-70b", big);
  g_autoptr(CpPlan) llama_8b = plan_for (catalog, "llama-3.1-8b", many);
  CpBuild *desktop = cp_plan_find_build (llama_70b, "desktop");
  g_autoptr(CpModelServing) small = NULL;

  g_assert_false (cp_build_get_fits (desktop));
  g_assert_cmpint (cp_serving_get_verdict (cp_build_get_serving (desktop)), ==, CP_SERVING_DOES_NOT_FIT);

  desktop = cp_plan_find_build (llama_8b, "desktop");
  small = serving_of (desktop);
  g_assert_true (cp_build_get_fits (desktop));
  g_assert_false (cp_build_get_recommended (desktop));
  g_assert_cmpint (cp_model_serving_get_layout (small)->tensor_parallel, ==, 1);
  g_assert_cmpint (cp_model_serving_get_layout (small)->replicas, ==, cp_build_get_count (desktop));
  g_assert_cmpint (cp_build_get_count (desktop), >, 1);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cluster-planner/model-arch/v2-loads", test_v2_loads);
  g_test_add_func ("/cluster-planner/model-arch/v1-ignores-v2", test_v1_ignores_v2);
  g_test_add_func ("/cluster-planner/model-arch/plan-with-workload", test_plan_with_workload);
  g_test_add_func ("/cluster-planner/model-arch/plan-without-architecture", test_plan_without_architecture);
  g_test_add_func ("/cluster-planner/model-arch/plan-weights-override", test_plan_weights_override);
  g_test_add_func ("/cluster-planner/model-arch/plan-bad-workload", test_plan_bad_workload);
  g_test_add_func ("/cluster-planner/model-arch/builtin/models", test_builtin_models);
  g_test_add_func ("/cluster-planner/model-arch/builtin/done-when", test_builtin_done_when);
  g_test_add_func ("/cluster-planner/model-arch/builtin/desktop", test_builtin_desktop);
  for (guint i = 0; i < G_N_ELEMENTS (broken_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cluster-planner/model-arch/broken/%s",
                                               broken_cases[i].name);

      g_test_add_data_func (path, &broken_cases[i], test_broken);
    }

  return g_test_run ();
}
