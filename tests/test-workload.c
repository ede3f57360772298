/* test-workload.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "cp-workload.h"

/* The workload engine against docs/sizing.md: the worked
 * examples of §10 with their published figures, the known mistakes of other calculators (§9.3), the valid
 * tensor-parallel sizes (§8.1), and a property of the layout search. */

#define GIB ((double) CP_GIB)

/* Model shapes from the published config.json files (docs/sizing.md §4.6). */
static const CpArchitecture llama_70b = {
  .params = 70553706496, .layers = 80, .heads = 64, .kv_heads = 8, .head_dim = 128,
  .attention = CP_ATTENTION_GQA, .intermediate_size = 28672, .vocab_size = 128256,
  .hidden_size = 8192, .weights = { CP_WEIGHTS_BF16, 0 }, .max_context = 131072,
};

static const CpArchitecture llama_8b = {
  .params = 8030261248, .layers = 32, .heads = 32, .kv_heads = 8, .head_dim = 128,
  .attention = CP_ATTENTION_GQA, .intermediate_size = 14336, .vocab_size = 128256,
  .hidden_size = 4096, .weights = { CP_WEIGHTS_BF16, 0 }, .max_context = 131072,
};

static const CpArchitecture llama_405b = {
  .params = 405853388800, .layers = 126, .heads = 128, .kv_heads = 8, .head_dim = 128,
  .attention = CP_ATTENTION_GQA, .intermediate_size = 53248, .vocab_size = 128256,
  .hidden_size = 16384, .weights = { CP_WEIGHTS_BF16, 0 }, .max_context = 131072,
};

static const CpArchitecture qwen3_32b = {
  .params = 32762123264, .layers = 64, .heads = 64, .kv_heads = 8, .head_dim = 128,
  .attention = CP_ATTENTION_GQA, .intermediate_size = 25600, .vocab_size = 151936,
  .hidden_size = 5120, .weights = { CP_WEIGHTS_BF16, 0 }, .max_context = 40960,
};

static const CpArchitecture deepseek_v3 = {
  .params = 671026419200, .active_params = 37445852160, .layers = 61, .heads = 128,
  .kv_heads = 128, .head_dim = 128, .attention = CP_ATTENTION_MLA, .kv_lora_rank = 512,
  .qk_rope_head_dim = 64, .intermediate_size = 18432, .moe_intermediate_size = 2048,
  .experts = 256, .vocab_size = 129280, .hidden_size = 7168,
  .weights = { CP_WEIGHTS_FP8_BLOCK, 128 }, .max_context = 163840,
};

static const CpArchitecture kimi_k2 = {
  .params = 1026408232448, .active_params = 32696327168, .layers = 61, .heads = 64,
  .kv_heads = 64, .head_dim = 128, .attention = CP_ATTENTION_MLA, .kv_lora_rank = 512,
  .qk_rope_head_dim = 64, .intermediate_size = 18432, .moe_intermediate_size = 2048,
  .experts = 384, .vocab_size = 163840, .hidden_size = 7168,
  .weights = { CP_WEIGHTS_FP8_BLOCK, 128 }, .max_context = 131072,
};

static const CpArchitecture qwen3_235b_fp8 = {
  .params = 235093634560, .active_params = 22141480448, .layers = 94, .heads = 64,
  .kv_heads = 4, .head_dim = 128, .attention = CP_ATTENTION_GQA, .intermediate_size = 12288,
  .moe_intermediate_size = 1536, .experts = 128, .vocab_size = 151936, .hidden_size = 4096,
  .weights = { CP_WEIGHTS_FP8_BLOCK, 128 }, .max_context = 40960,
};

static const CpArchitecture mixtral_8x22b = {
  .params = 140620634112, .active_params = 39149279232, .layers = 56, .heads = 48,
  .kv_heads = 8, .head_dim = 128, .attention = CP_ATTENTION_GQA, .intermediate_size = 16384,
  .moe_intermediate_size = 16384, .experts = 8, .vocab_size = 32000, .hidden_size = 6144,
  .weights = { CP_WEIGHTS_BF16, 0 }, .max_context = 65536,
};

static const CpArchitecture glm_4_5 = {
  .params = 352797814784, .active_params = 33559343104, .layers = 92, .heads = 96,
  .kv_heads = 8, .head_dim = 128, .attention = CP_ATTENTION_GQA, .intermediate_size = 12288,
  .moe_intermediate_size = 1536, .experts = 160, .vocab_size = 151552, .hidden_size = 5120,
  .weights = { CP_WEIGHTS_BF16, 0 }, .max_context = 131072,
};

static const CpArchitecture mistral_large_2 = {
  .params = 122610069504, .layers = 88, .heads = 96, .kv_heads = 8, .head_dim = 128,
  .attention = CP_ATTENTION_GQA, .intermediate_size = 28672, .vocab_size = 32768,
  .hidden_size = 12288, .weights = { CP_WEIGHTS_BF16, 0 }, .max_context = 32768,
};

/* gpt-oss-120b: experts in MXFP4, the rest (114,701,598,720 expert
 * parameters of 116,829,156,672) in bf16; vLLM loads 64.38 GiB. */
static const CpArchitecture gpt_oss_120b = {
  .params = 116829156672, .active_params = 5711982912, .layers = 36, .heads = 64,
  .kv_heads = 8, .head_dim = 64, .attention = CP_ATTENTION_SLIDING, .full_layers = 18,
  .sliding_window = 128, .intermediate_size = 2880, .moe_intermediate_size = 2880,
  .experts = 128, .vocab_size = 201088, .hidden_size = 2880,
  .weights = { CP_WEIGHTS_MXFP4, 0 }, .unquantized_params = 116829156672 - 114701598720,
  .max_context = 131072,
};

static const CpArchitecture gpt_oss_20b = {
  .params = 20914757184, .layers = 24, .heads = 64, .kv_heads = 8, .head_dim = 64,
  .attention = CP_ATTENTION_SLIDING, .full_layers = 12, .sliding_window = 128,
  .intermediate_size = 2880, .moe_intermediate_size = 2880, .experts = 32,
  .vocab_size = 201088, .hidden_size = 2880, .weights = { CP_WEIGHTS_MXFP4, 0 },
  .max_context = 131072,
};

/* GPU capacities as docs/sizing.md §10 uses them. */
static CpWorkloadUnit
system_of_eight (double capacity_gib)
{
  return (CpWorkloadUnit) {
    .gpu_capacity_bytes = llround (capacity_gib * GIB), .domain_gpus = 8,
    .domains_per_unit = 1, .tensor_parallel = TRUE, .pipeline_parallel = TRUE,
  };
}

static CpWorkloadUnit
desktop_card (double capacity_gib)
{
  return (CpWorkloadUnit) {
    .gpu_capacity_bytes = llround (capacity_gib * GIB), .domain_gpus = 1,
    .domains_per_unit = 1,
  };
}

#define H100 79.19
#define H200 139.94
#define B200 178.6

static CpWorkloadModel
model_of (const CpArchitecture *arch)
{
  return (CpWorkloadModel) { .arch = arch, .weights = arch->weights };
}

static CpWorkload
workload_of (gint64    context,
             gint64    users,
             CpKvCache kv_cache)
{
  return (CpWorkload) { context, users, kv_cache };
}

/* A figure in bytes, as docs/sizing.md writes it: GiB to one decimal. */
static void
assert_gib (gint64 bytes,
            double expected)
{
  double tenths = round ((double) bytes / GIB * 10) / 10;

  if (fabs (tenths - expected) > 1e-9)
    g_error ("%.4f GiB is not %.1f GiB", (double) bytes / GIB, expected);
}

/* A figure the engine predicts against one vLLM measured, in the bands of
 * docs/sizing.md §12: within @below_percent under and @above_percent
 * over. */
static void
assert_near (const char *what,
             gint64      predicted,
             double      measured,
             double      below_percent,
             double      above_percent)
{
  double error = (predicted - measured) / measured * 100;

  if (error < -below_percent || error > above_percent)
    g_error ("%s: %.3f predicted, %.3f measured (%+.1f %%)", what, (double) predicted,
             measured, error);
}

/* One row of a §10 table: W_gpu, KV_gpu, O, need, usable, verdict and
 * B_max, for one replica. */
static void
assert_row (const CpArchitecture *arch,
            CpWorkload            workload,
            double                capacity,
            gint64                t,
            gint64                p,
            const double          figures[5],
            CpServingVerdict      verdict,
            gint64                max_users)
{
  CpWorkloadModel model = model_of (arch);
  CpWorkloadPolicy policy = CP_WORKLOAD_POLICY_DEFAULT;
  CpWorkloadUnit unit = system_of_eight (capacity);
  CpLayout layout;

  gint64 actual[5];
  gboolean same;

  cp_workload_check_layout (&model, &workload, &policy, &unit, t, p, 1, &layout);
  actual[0] = layout.weights_bytes;
  actual[1] = layout.kv_bytes;
  actual[2] = layout.overhead_bytes;
  actual[3] = layout.total_bytes;
  actual[4] = layout.usable_bytes;
  same = layout.verdict == verdict && layout.max_users == max_users;
  for (int i = 0; i < 5; i++)
    same = same && fabs (round ((double) actual[i] / GIB * 10) / 10 - figures[i]) < 1e-9;

  /* The whole row, when one figure differs, to compare with the table. */
  if (!same)
    {
      g_test_fail ();
      g_test_message ("TP %" G_GINT64_FORMAT " × PP %" G_GINT64_FORMAT ": "
             "{ %.1f, %.1f, %.1f, %.1f, %.1f }, verdict %s, %" G_GINT64_FORMAT " users",
             t, p, (double) actual[0] / GIB, (double) actual[1] / GIB, (double) actual[2] / GIB,
             (double) actual[3] / GIB, (double) actual[4] / GIB, cp_serving_verdict_to_string (layout.verdict), layout.max_users);
    }
}

static void
test_weight_bytes (void)
{
  /* A billion parameters and a vocabulary too small to matter show each
   * format's bytes per parameter (docs/sizing.md §4.1). */
  CpArchitecture plain = {
    .params = 1000000000, .layers = 1, .heads = 1, .kv_heads = 1, .head_dim = 1,
    .vocab_size = 1, .hidden_size = 1,
  };
  static const struct { const char *format; double per_param; } rates[] = {
    { "fp32", 4 }, { "bf16", 2 }, { "fp16", 2 }, { "fp8", 1 }, { "int8", 1 },
    { "fp8-block", 1.00024 }, { "int4-g128", 0.5195 }, { "int4-g64", 0.5391 },
    { "int4-g32", 0.5781 }, { "int4", 0.5195 }, { "mxfp4", 0.53125 }, { "nvfp4", 0.5625 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rates); i++)
    {
      CpWeightFormat format;
      double per_param;

      g_assert_true (cp_weight_format_from_string (rates[i].format, &format));
      per_param = cp_architecture_weight_bytes (&plain, &format) / 1e9;
      g_assert_cmpfloat_with_epsilon (per_param, rates[i].per_param, 0.00006);
    }

  /* The checks of §4.2 against vLLM's own log, and the weights of §10. */
  assert_gib (cp_architecture_weight_bytes (&llama_8b, &llama_8b.weights), 15.0);
  g_assert_cmpint (cp_architecture_weight_bytes (&llama_8b, &llama_8b.weights), ==, 16060522496);
  assert_gib (cp_architecture_weight_bytes (&qwen3_32b, &qwen3_32b.weights), 61.0);
  assert_gib (cp_architecture_weight_bytes (&llama_70b, &llama_70b.weights), 131.4);
  assert_gib (cp_architecture_weight_bytes (&deepseek_v3, &deepseek_v3.weights), 626.8);
  assert_gib (cp_architecture_weight_bytes (&qwen3_235b_fp8, &qwen3_235b_fp8.weights), 220.2);
  /* The MXFP4 formula; the catalog ships vLLM's measured 64.38 GiB. */
  assert_gib (cp_architecture_weight_bytes (&gpt_oss_120b, &gpt_oss_120b.weights), 60.7);

  {
    CpArchitecture measured = gpt_oss_120b;
    CpWeightFormat bf16 = { CP_WEIGHTS_BF16, 0 };

    measured.weight_bytes = llround (64.38 * GIB);
    assert_gib (cp_architecture_weight_bytes (&measured, &measured.weights), 64.4);
    /* Another format than the checkpoint's is computed, not measured. */
    g_assert_cmpint (cp_architecture_weight_bytes (&measured, &bf16), ==, 2 * measured.params);
  }
}

static void
test_kv_per_token (void)
{
  /* The "KV bf16 per token" column of docs/sizing.md §4.6. */
  static const struct { const CpArchitecture *arch; gint64 bytes; } columns[] = {
    { &deepseek_v3, 70272 }, { &kimi_k2, 70272 }, { &llama_405b, 516096 },
    { &llama_70b, 327680 }, { &llama_8b, 131072 }, { &qwen3_235b_fp8, 192512 },
    { &qwen3_32b, 262144 }, { &gpt_oss_120b, 73728 }, { &gpt_oss_20b, 49152 },
    { &mixtral_8x22b, 229376 }, { &glm_4_5, 376832 }, { &mistral_large_2, 360448 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    {
      g_assert_cmpint (cp_architecture_kv_bytes_per_token (columns[i].arch, CP_KV_CACHE_BF16, 1, 1),
                       ==, columns[i].bytes);
      /* An fp8 cache halves it (P10). */
      g_assert_cmpint (cp_architecture_kv_bytes_per_token (columns[i].arch, CP_KV_CACHE_FP8, 1, 1),
                       ==, columns[i].bytes / 2);
    }
}

static void
test_example_llama_70b (void)
{
  CpWorkload bf16 = workload_of (32768, 16, CP_KV_CACHE_BF16);
  CpWorkload fp8 = workload_of (32768, 16, CP_KV_CACHE_FP8);

  /* docs/sizing.md §10.1: KV_req at 32,768 tokens is 10.0 GiB; 16 of them 160. */
  assert_gib (cp_architecture_kv_bytes_per_token (&llama_70b, CP_KV_CACHE_BF16, 1, 1) * 32768, 10.0);

  assert_row (&llama_70b, bf16, H100, 2, 1, (double[]) { 65.7, 80.0, 5.3, 151.0, 71.3 },
              CP_SERVING_DOES_NOT_FIT, 0);
  assert_row (&llama_70b, bf16, H100, 4, 1, (double[]) { 32.9, 40.0, 6.1, 79.0, 71.3 },
              CP_SERVING_DOES_NOT_FIT, 12);
  assert_row (&llama_70b, bf16, H100, 8, 1, (double[]) { 16.4, 20.0, 6.6, 43.0, 71.3 },
              CP_SERVING_FITS, 38);
  assert_row (&llama_70b, fp8, H100, 4, 1, (double[]) { 32.9, 20.0, 6.1, 59.0, 71.3 },
              CP_SERVING_FITS, 25);
}

static void
test_example_deepseek_v3 (void)
{
  CpWorkload bf16 = workload_of (131072, 8, CP_KV_CACHE_BF16);
  CpWorkload fp8 = workload_of (131072, 8, CP_KV_CACHE_FP8);

  /* docs/sizing.md §10.2: KV_req at 131,072 tokens is 8.58 GiB in bf16. */
  g_assert_cmpfloat_with_epsilon (cp_architecture_kv_bytes_per_token (&deepseek_v3, CP_KV_CACHE_BF16, 1, 1)
                                  * 131072.0 / GIB, 8.58, 0.005);

  assert_row (&deepseek_v3, bf16, H100, 8, 1, (double[]) { 78.4, 68.6, 6.4, 153.4, 71.3 },
              CP_SERVING_DOES_NOT_FIT, 0);
  assert_row (&deepseek_v3, fp8, H100, 16, 1, (double[]) { 39.2, 34.3, 7.1, 80.5, 71.3 },
              CP_SERVING_DOES_NOT_FIT, 5);
  assert_row (&deepseek_v3, bf16, H100, 8, 2, (double[]) { 39.8, 34.9, 7.1, 81.8, 71.3 },
              CP_SERVING_DOES_NOT_FIT, 5);
  assert_row (&deepseek_v3, fp8, H100, 8, 2, (double[]) { 39.8, 17.4, 7.1, 64.3, 71.3 },
              CP_SERVING_FITS, 11);
  assert_row (&deepseek_v3, bf16, H200, 8, 1, (double[]) { 78.4, 68.6, 7.2, 154.2, 125.9 },
              CP_SERVING_DOES_NOT_FIT, 4);
  assert_row (&deepseek_v3, fp8, H200, 8, 1, (double[]) { 78.4, 34.3, 7.2, 119.9, 125.9 },
              CP_SERVING_FITS, 9);
  assert_row (&deepseek_v3, bf16, B200, 8, 1, (double[]) { 78.4, 68.6, 7.9, 154.9, 160.7 },
              CP_SERVING_FITS, 8);
}

static void
test_example_qwen3_235b_fp8 (void)
{
  CpWorkload bf16 = workload_of (32768, 16, CP_KV_CACHE_BF16);
  CpWorkload fp8 = workload_of (32768, 16, CP_KV_CACHE_FP8);

  /* docs/sizing.md §10.3: KV_req at 32k is 5.88 GiB; with 4 KV heads, TP 8 holds
   * what TP 4 holds. */
  g_assert_cmpfloat_with_epsilon (cp_architecture_kv_bytes_per_token (&qwen3_235b_fp8, CP_KV_CACHE_BF16, 1, 1)
                                  * 32768.0 / GIB, 5.88, 0.005);
  g_assert_cmpint (cp_architecture_kv_bytes_per_token (&qwen3_235b_fp8, CP_KV_CACHE_BF16, 8, 1), ==,
                   cp_architecture_kv_bytes_per_token (&qwen3_235b_fp8, CP_KV_CACHE_BF16, 4, 1));

  assert_row (&qwen3_235b_fp8, bf16, H100, 4, 1, (double[]) { 55.0, 23.5, 6.3, 84.8, 71.3 },
              CP_SERVING_DOES_NOT_FIT, 6);
  assert_row (&qwen3_235b_fp8, fp8, H100, 4, 1, (double[]) { 55.0, 11.8, 6.3, 73.0, 71.3 },
              CP_SERVING_DOES_NOT_FIT, 13);
  assert_row (&qwen3_235b_fp8, bf16, H100, 8, 1, (double[]) { 27.5, 23.5, 6.9, 57.9, 71.3 },
              CP_SERVING_FITS, 25);
  assert_row (&qwen3_235b_fp8, bf16, H200, 4, 1, (double[]) { 55.0, 23.5, 7.3, 85.9, 125.9 },
              CP_SERVING_FITS, 43);

  /* TP 8 needs expert parallelism: 1536 / 8 = 192 is not whole blocks of
   * 128 (vllm #17569). */
  g_assert_false (cp_architecture_tp_valid (&qwen3_235b_fp8, &qwen3_235b_fp8.weights, FALSE, 8));
  g_assert_true (cp_architecture_tp_valid (&qwen3_235b_fp8, &qwen3_235b_fp8.weights, TRUE, 8));
}

static void
test_example_gpt_oss_120b (void)
{
  CpArchitecture measured = gpt_oss_120b;
  CpWorkloadModel model = model_of (&measured);
  CpWorkload one_user = workload_of (32768, 1, CP_KV_CACHE_BF16);
  CpWorkload longest = workload_of (131072, 1, CP_KV_CACHE_BF16);
  CpWorkload four_long = workload_of (131072, 4, CP_KV_CACHE_BF16);
  CpWorkloadPolicy policy = CP_WORKLOAD_POLICY_DEFAULT;
  CpWorkloadUnit h100 = desktop_card (H100);
  CpLayout layout;

  /* vLLM loads it as 64.38 GiB on one H100 (vllm #33155). */
  measured.weight_bytes = llround (64.38 * GIB);

  /* docs/sizing.md §10.4: the model card's "fits into a single 80GB GPU"
   * holds at 32k for one user: a 3.4 GiB pool, the windowed layers at
   * their window. */
  cp_workload_check_layout (&model, &one_user, &policy, &h100, 1, 1, 1, &layout);
  g_assert_cmpint (layout.verdict, ==, CP_SERVING_FITS);
  assert_gib (layout.kv_pool_bytes, 3.4);
  assert_gib (layout.kv_bytes, 1.1);
  g_assert_cmpint (layout.max_context, ==, 67792);
  g_assert_cmpint (layout.max_users, ==, 2);

  /* At the model's longest context it does not start (vllm #23278). */
  cp_workload_check_layout (&model, &longest, &policy, &h100, 1, 1, 1, &layout);
  g_assert_cmpint (layout.verdict, ==, CP_SERVING_DOES_NOT_FIT);

  /* Billing the windowed layers in full, as engines without a hybrid
   * allocator do, halves what one GPU holds. */
  policy.swa_aware = FALSE;
  cp_workload_check_layout (&model, &one_user, &policy, &h100, 1, 1, 1, &layout);
  g_assert_cmpint (layout.max_context, ==, 33968);

  /* The worked run of docs/sizing.md §10.4: 131,072 × 4 with the formula's
   * 60.7 GiB of weights. */
  policy = CP_WORKLOAD_POLICY_DEFAULT;
  model = model_of (&gpt_oss_120b);
  cp_workload_check_layout (&model, &four_long, &policy, &h100, 1, 1, 1, &layout);
  g_assert_cmpint (layout.verdict, ==, CP_SERVING_DOES_NOT_FIT);
  assert_gib (layout.kv_bytes, 18.0);
}

/* Llama 3.1 405B in fp8 on DGX H100s (docs/sizing.md §4.1): vLLM's runtime
 * fp8 of the bf16 checkpoint is 47.7 GiB per GPU at TP 8; Meta's published
 * FP8 checkpoint keeps attention and the first and last layers in bf16
 * (81,314,922,496 parameters at 16 bits), 56.7 GiB, within 2 % of the
 * 57.75 GiB vLLM loads (vllm #6746) — and then 128K × 2 does not fit one
 * system. */
static void
test_example_llama_405b_fp8 (void)
{
  CpWorkloadModel runtime = model_of (&llama_405b);
  CpWorkloadModel published = model_of (&llama_405b);
  CpWorkload workload = workload_of (131072, 2, CP_KV_CACHE_BF16);
  CpWorkloadPolicy policy = CP_WORKLOAD_POLICY_DEFAULT;
  CpWorkloadUnit dgx_h100 = system_of_eight (H100);
  CpLayout layout;

  g_assert_true (cp_weight_format_from_string ("fp8", &runtime.weights));
  published.weights = runtime.weights;
  published.unquantized_params = 81314922496;

  cp_workload_check_layout (&runtime, &workload, &policy, &dgx_h100, 8, 1, 1, &layout);
  assert_gib (layout.weights_bytes, 47.7);

  cp_workload_check_layout (&published, &workload, &policy, &dgx_h100, 8, 1, 1, &layout);
  assert_gib (layout.weights_bytes, 56.7);
  assert_near ("weights", layout.weights_bytes, 57.75 * GIB, 3, 3);
  g_assert_cmpint (layout.verdict, ==, CP_SERVING_DOES_NOT_FIT);
  g_assert_cmpint (cp_workload_min_count (&published, &workload, &policy, &dgx_h100,
                                          CP_OVERHEAD_CONSERVATIVE), ==, 2);
}

/* The engine's own batch limit (docs/sizing.md §9.1): Llama 3.1 8B with
 * requests of 16 tokens fits tens of thousands of them in one H100's pool,
 * but vLLM runs at most 1,024 sequences at once there (256 on a 24 GB
 * card), so 2,048 such users take two copies. */
static void
test_engine_limits (void)
{
  CpWorkloadModel model = model_of (&llama_8b);
  CpWorkload tiny = workload_of (16, 1, CP_KV_CACHE_BF16);
  CpWorkload many = workload_of (16, 2048, CP_KV_CACHE_BF16);
  CpWorkloadPolicy policy = CP_WORKLOAD_POLICY_DEFAULT;
  CpWorkloadUnit h100 = desktop_card (H100);
  CpWorkloadUnit rtx_4090 = desktop_card (23.5);
  CpLayout layout;

  cp_workload_check_layout (&model, &tiny, &policy, &h100, 1, 1, 1, &layout);
  g_assert_cmpint (layout.max_users, ==, 1024);
  g_assert_cmpint (layout.kv_pool_bytes / (16 * 131072), >, 20000);
  cp_workload_check_layout (&model, &tiny, &policy, &rtx_4090, 1, 1, 1, &layout);
  g_assert_cmpint (layout.max_users, ==, 256);

  g_assert_cmpint (cp_workload_min_count (&model, &many, &policy, &h100,
                                          CP_OVERHEAD_CONSERVATIVE), ==, 2);
}

static void
test_example_qwen3_32b_awq (void)
{
  CpWorkloadModel model = { .arch = &qwen3_32b };
  CpWorkload short_context = workload_of (8192, 4, CP_KV_CACHE_FP8);
  CpWorkload long_context = workload_of (32768, 4, CP_KV_CACHE_FP8);
  CpWorkloadPolicy policy = CP_WORKLOAD_POLICY_DEFAULT;
  CpWorkloadUnit rtx_5090 = desktop_card (31.4);
  CpLayout layout;

  /* docs/sizing.md §10.5: AWQ int4 g128 weights are 18.0 GiB; on one RTX 5090, 8k
   * × 4 users needs 24.1 GiB and fits, 32k × 4 needs 36.1 and does not fit
   * one card; cards never pool. */
  g_assert_true (cp_weight_format_from_string ("int4-g128", &model.weights));
  cp_workload_check_layout (&model, &short_context, &policy, &rtx_5090, 1, 1, 1, &layout);
  assert_gib (layout.weights_bytes, 18.0);
  assert_gib (layout.total_bytes, 24.1);
  g_assert_cmpint (layout.verdict, ==, CP_SERVING_FITS);

  cp_workload_check_layout (&model, &long_context, &policy, &rtx_5090, 1, 1, 1, &layout);
  assert_gib (layout.total_bytes, 36.1);
  g_assert_cmpint (layout.verdict, ==, CP_SERVING_DOES_NOT_FIT);

  /* Two 32k requests fit a card (B_max 2), so two cards serve the four
   * users side by side, one replica each: honest, since no card needs
   * another's memory. */
  g_assert_cmpint (layout.max_users, ==, 2);
  g_assert_cmpint (cp_workload_min_count (&model, &long_context, &policy, &rtx_5090,
                                          CP_OVERHEAD_CONSERVATIVE), ==, 2);
  g_assert_true (cp_workload_place (&model, &long_context, &policy, &rtx_5090,
                                    CP_OVERHEAD_CONSERVATIVE, 2, &layout));
  g_assert_cmpint (layout.replicas, ==, 2);
  g_assert_cmpint (layout.tensor_parallel, ==, 1);
  g_assert_false (cp_workload_place (&model, &long_context, &policy, &rtx_5090,
                                     CP_OVERHEAD_TIGHT, 1, &layout));
}


/* Llama 3.1 8B on one H100 at vLLM 0.19 with gpu_memory_utilization 0.95:
 * 14.99 GiB of weights, a 58.11 GiB pool of 476,016 tokens (llm-d-planner
 * d3121e0, accuracy/results/v0.19.0/logs/meta-llama-llama-3-1-8b---h100-
 * 80gb--tp1pp1dp1--8192.log). The pool is what vLLM's arithmetic leaves:
 * U × C less weights, activation and memory outside PyTorch. */
static void
test_vector_llama_8b (void)
{
  CpWorkloadModel model = model_of (&llama_8b);
  CpWorkload workload = workload_of (8192, 1, CP_KV_CACHE_BF16);
  CpWorkloadPolicy policy = CP_WORKLOAD_POLICY_DEFAULT;
  CpWorkloadUnit h100 = desktop_card (H100);
  CpLayout layout;

  policy.utilization_permille = 950;
  cp_workload_check_layout (&model, &workload, &policy, &h100, 1, 1, 1, &layout);
  assert_near ("weights", layout.weights_bytes, 14.99 * GIB, 3, 3);
  assert_near ("activation", layout.activation_bytes, 1.89 * GIB, 15, 15);
  assert_near ("non-torch", layout.non_torch_bytes, 0.25 * GIB, 15, 15);
  assert_near ("pool", layout.kv_pool_bytes, 58.11 * GIB, 8, 2);
  assert_near ("tokens", layout.kv_pool_bytes / 131072 / CP_KV_BLOCK_TOKENS * CP_KV_BLOCK_TOKENS,
               476016, 3, 3);
}

static guint64
valid_tp (const CpArchitecture *arch,
          gboolean              expert_parallel)
{
  guint64 mask = 0;

  for (gint64 t = 1; t <= 64; t++)
    if (cp_architecture_tp_valid (arch, &arch->weights, expert_parallel, t))
      mask |= G_GUINT64_CONSTANT (1) << (t - 1);

  return mask;
}

#define TPS(...) tp_mask ((const int[]) { __VA_ARGS__, 0 })

static guint64
tp_mask (const int *sizes)
{
  guint64 mask = 0;

  for (; *sizes != 0; sizes++)
    mask |= G_GUINT64_CONSTANT (1) << (*sizes - 1);

  return mask;
}

static void
test_tp_validity (void)
{
  CpArchitecture qwen3_235b = qwen3_235b_fp8;
  CpArchitecture deepseek_r1_blocks = deepseek_v3;
  CpArchitecture qwen2_72b_gptq = llama_70b;

  qwen3_235b.weights = (CpWeightFormat) { CP_WEIGHTS_BF16, 0 };

  /* docs/sizing.md §8.1's table, for t up to 64 (the largest power of two that
   * fits a 72-GPU NVLink domain). */
  g_assert_cmphex (valid_tp (&llama_70b, FALSE), ==, TPS (1, 2, 4, 8, 16, 32, 64));
  g_assert_cmphex (valid_tp (&llama_405b, FALSE), ==, TPS (1, 2, 4, 8, 16, 32, 64));
  g_assert_cmphex (valid_tp (&qwen3_32b, FALSE), ==, TPS (1, 2, 4, 8, 16, 32, 64));
  g_assert_cmphex (valid_tp (&llama_8b, FALSE), ==, TPS (1, 2, 4, 8, 16, 32));
  g_assert_cmphex (valid_tp (&mixtral_8x22b, FALSE), ==, TPS (1, 2, 4, 8, 16));
  g_assert_cmphex (valid_tp (&mixtral_8x22b, TRUE), ==, TPS (1, 2, 4, 8, 16));
  g_assert_cmphex (valid_tp (&glm_4_5, FALSE), ==, TPS (1, 2, 4, 8, 16, 32));
  g_assert_cmphex (valid_tp (&mistral_large_2, FALSE), ==, TPS (1, 2, 4, 8, 16, 32));
  g_assert_cmphex (valid_tp (&deepseek_v3, FALSE), ==, TPS (1, 2, 4, 8, 16));
  g_assert_cmphex (valid_tp (&deepseek_v3, TRUE), ==, TPS (1, 2, 4, 8, 16));
  g_assert_cmphex (valid_tp (&kimi_k2, FALSE), ==, TPS (1, 2, 4, 8, 16));
  g_assert_cmphex (valid_tp (&qwen3_235b, FALSE), ==, TPS (1, 2, 4, 8, 16, 32, 64));
  g_assert_cmphex (valid_tp (&qwen3_235b_fp8, FALSE), ==, TPS (1, 2, 4));
  g_assert_cmphex (valid_tp (&qwen3_235b_fp8, TRUE), ==, TPS (1, 2, 4, 8, 16, 32));
  /* gpt-oss is left out of the block rule: vLLM pads MXFP4. */
  g_assert_cmphex (valid_tp (&gpt_oss_120b, FALSE), ==, TPS (1, 2, 4, 8, 16, 32, 64));

  /* The failures §8.1 cites: DeepSeek-R1 at TP 32 (18432 / 32 = 576), and a
   * GPTQ model of intermediate 29568 at TP 2, 4 and 8. */
  g_assert_false (cp_architecture_tp_valid (&deepseek_r1_blocks, &deepseek_r1_blocks.weights, TRUE, 32));
  qwen2_72b_gptq.intermediate_size = 29568;
  qwen2_72b_gptq.weights = (CpWeightFormat) { CP_WEIGHTS_INT4, 128 };
  g_assert_cmphex (valid_tp (&qwen2_72b_gptq, FALSE), ==, TPS (1));
}

/* docs/sizing.md §9.3: the mistakes other calculators made, each as a check that
 * would fail if this engine made it. */
static void
test_pitfalls (void)
{
  CpWorkloadPolicy policy = CP_WORKLOAD_POLICY_DEFAULT;
  CpWorkload workload = workload_of (32768, 16, CP_KV_CACHE_BF16);
  CpWorkloadUnit dgx_h100 = system_of_eight (H100);
  CpWorkloadModel llama = model_of (&llama_70b);
  CpLayout layout;

  /* P1, P7: GQA KV is n_kv × head_dim, not hidden size (2,621,440 B), and
   * not divided by the group count (40,960 B). */
  g_assert_cmpint (cp_architecture_kv_bytes_per_token (&llama_70b, CP_KV_CACHE_BF16, 1, 1), ==,
                   2 * 80 * 8 * 128 * 2);

  /* P2: Qwen3's head_dim (128) is not hidden / heads (4096 / 64 = 64). */
  g_assert_cmpint (cp_architecture_kv_bytes_per_token (&qwen3_235b_fp8, CP_KV_CACHE_BF16, 1, 1), ==,
                   2 * 94 * 4 * 128 * 2);

  /* P3: MLA caches the 576-wide latent per layer, nothing per head. */
  g_assert_cmpint (cp_architecture_kv_bytes_per_token (&deepseek_v3, CP_KV_CACHE_BF16, 1, 1), ==,
                   61 * 576 * 2);

  /* P4: sliding-window layers are billed at their window, as vLLM's hybrid
   * allocator keeps them — not dropped, and not in full unless asked. */
  {
    CpWorkloadModel oss = model_of (&gpt_oss_120b);
    CpWorkload long_context = workload_of (131072, 1, CP_KV_CACHE_BF16);
    CpWorkloadUnit b200 = system_of_eight (B200);
    CpLayout full, windowed;

    cp_workload_check_layout (&oss, &long_context, &policy, &b200, 1, 1, 1, &windowed);
    policy.swa_aware = FALSE;
    cp_workload_check_layout (&oss, &long_context, &policy, &b200, 1, 1, 1, &full);
    policy.swa_aware = TRUE;
    g_assert_cmpint (full.kv_bytes, ==, (gint64) 73728 * 131072);
    g_assert_cmpint (windowed.kv_bytes, >, (gint64) 36864 * 131072);
    g_assert_cmpint (windowed.kv_bytes, <, full.kv_bytes);
  }

  /* P5: MLA's latent is on every GPU of the tensor-parallel group. */
  g_assert_cmpint (cp_architecture_kv_bytes_per_token (&deepseek_v3, CP_KV_CACHE_BF16, 8, 1), ==,
                   cp_architecture_kv_bytes_per_token (&deepseek_v3, CP_KV_CACHE_BF16, 1, 1));

  /* P6, P11: the activation peak is on every GPU, whatever the TP (the
   * sampler and the activations are not split), NCCL's buffers grow a
   * little with it, and the overhead is never 0. */
  {
    CpLayout tp4;

    cp_workload_check_layout (&llama, &workload, &policy, &dgx_h100, 8, 1, 1, &layout);
    cp_workload_check_layout (&llama, &workload, &policy, &dgx_h100, 4, 1, 1, &tp4);
    assert_gib (layout.activation_bytes, 2.2);
    g_assert_cmpint (tp4.activation_bytes, ==, layout.activation_bytes);
    assert_gib (layout.non_torch_bytes, 2.4);
    assert_gib (tp4.non_torch_bytes, 2.2);
    g_assert_cmpint (cp_workload_overhead_bytes (&llama_8b, &dgx_h100, 1, 1), >, CP_GIB);
  }

  /* P8: an MoE model's memory is every expert: DeepSeek-V3 is not 37B. */
  g_assert_cmpint (cp_architecture_weight_bytes (&deepseek_v3, &deepseek_v3.weights), >,
                   deepseek_v3.params);

  /* P10: an fp8 cache holds twice the tokens: TP 8 serves 77, not 38. */
  {
    CpWorkload fp8 = workload_of (32768, 16, CP_KV_CACHE_FP8);

    cp_workload_check_layout (&llama, &fp8, &policy, &dgx_h100, 8, 1, 1, &layout);
    g_assert_cmpint (layout.max_users, ==, 77);
  }

  /* P13: desktop cards never pool: 70B does not fit on any number of 24 GB
   * cards, though 8 of them add up to 192 GB. */
  {
    CpWorkload small = workload_of (1024, 1, CP_KV_CACHE_BF16);
    CpWorkloadUnit rtx_4090 = desktop_card (23.5);

    g_assert_cmpint (cp_workload_min_count (&llama, &small, &policy, &rtx_4090, CP_OVERHEAD_TIGHT), ==, 0);
  }

  /* P14: TP 3 and 6 are never offered; block-quantised limits hold. */
  g_assert_false (cp_architecture_tp_valid (&llama_70b, &llama_70b.weights, FALSE, 3));
  g_assert_false (cp_architecture_tp_valid (&llama_70b, &llama_70b.weights, FALSE, 6));

  /* P15: the KV cache follows the shape, not the parameter count. */
  {
    CpArchitecture more_kv_heads = llama_70b;

    more_kv_heads.kv_heads = 64;
    g_assert_cmpint (cp_architecture_kv_bytes_per_token (&more_kv_heads, CP_KV_CACHE_BF16, 1, 1), ==,
                     8 * cp_architecture_kv_bytes_per_token (&llama_70b, CP_KV_CACHE_BF16, 1, 1));
  }

  /* P16: only 90 % of what the driver reports is used. */
  g_assert_cmpint (cp_workload_usable_bytes (&dgx_h100, &policy), ==,
                   dgx_h100.gpu_capacity_bytes * 9 / 10);

  /* P17: engine versions differ: a layout that fits only inside the margin
   * kept for drift is marginal ("fits with little room"), not fits nor
   * does-not-fit. */
  {
    CpWorkload thin = workload_of (32768, 39, CP_KV_CACHE_BF16);

    cp_workload_check_layout (&llama, &thin, &policy, &dgx_h100, 8, 1, 1, &layout);
    g_assert_cmpint (layout.verdict, ==, CP_SERVING_MARGINAL);
  }
}

static void
test_search (void)
{
  CpWorkloadPolicy policy = CP_WORKLOAD_POLICY_DEFAULT;
  CpWorkloadUnit dgx_h100 = system_of_eight (H100);
  CpWorkloadUnit rtx_4090 = desktop_card (23.5);
  CpWorkloadModel llama = model_of (&llama_70b);
  CpWorkloadModel deepseek = model_of (&deepseek_v3);
  CpWorkloadModel small = model_of (&llama_8b);
  CpLayout layout;

  /* §10.1 on DGX H100s: one system, TP 8. TP 4 × 2 replicas uses the same
   * eight GPUs with less headroom, so it loses the tie. */
  {
    CpWorkload workload = workload_of (32768, 16, CP_KV_CACHE_BF16);

    g_assert_cmpint (cp_workload_min_count (&llama, &workload, &policy, &dgx_h100,
                                            CP_OVERHEAD_CONSERVATIVE), ==, 1);
    g_assert_true (cp_workload_place (&llama, &workload, &policy, &dgx_h100,
                                      CP_OVERHEAD_CONSERVATIVE, 1, &layout));
    g_assert_cmpint (layout.tensor_parallel, ==, 8);
    g_assert_cmpint (layout.pipeline_parallel, ==, 1);
    g_assert_cmpint (layout.replicas, ==, 1);
    g_assert_cmpint (layout.max_context, ==, 79088);
  }

  /* §10.2: with an fp8 cache, two systems as TP 8 × PP 2; TP 16 is not on
   * offer across InfiniBand. */
  {
    CpWorkload workload = workload_of (131072, 8, CP_KV_CACHE_FP8);

    g_assert_cmpint (cp_workload_min_count (&deepseek, &workload, &policy, &dgx_h100,
                                            CP_OVERHEAD_CONSERVATIVE), ==, 2);
    g_assert_true (cp_workload_place (&deepseek, &workload, &policy, &dgx_h100,
                                      CP_OVERHEAD_CONSERVATIVE, 2, &layout));
    g_assert_cmpint (layout.tensor_parallel, ==, 8);
    g_assert_cmpint (layout.pipeline_parallel, ==, 2);
    g_assert_cmpint (layout.gpus, ==, 16);
    g_assert_cmpint (layout.max_context, ==, 163840);
    g_assert_false (cp_workload_place (&deepseek, &workload, &policy, &dgx_h100,
                                       CP_OVERHEAD_CONSERVATIVE, 1, &layout));
  }

  /* Desktop cards: replicas side by side, one whole copy per card. */
  {
    CpWorkload workload = workload_of (4096, 200, CP_KV_CACHE_FP8);
    CpWeightFormat int4;

    g_assert_true (cp_weight_format_from_string ("int4", &int4));
    small.weights = int4;
    g_assert_true (cp_workload_place (&small, &workload, &policy, &rtx_4090,
                                      CP_OVERHEAD_CONSERVATIVE, 8, &layout));
    g_assert_cmpint (layout.tensor_parallel, ==, 1);
    g_assert_cmpint (layout.pipeline_parallel, ==, 1);
    g_assert_cmpint (layout.replicas, ==, layout.gpus);
    g_assert_cmpint (layout.replicas, >, 1);
    g_assert_cmpint (layout.max_users, >=, 200);
  }

  /* A context beyond what the model reads never fits. */
  {
    CpWorkloadModel qwen = model_of (&qwen3_32b);
    CpWorkload workload = workload_of (65536, 1, CP_KV_CACHE_BF16);

    g_assert_cmpint (cp_workload_min_count (&qwen, &workload, &policy, &dgx_h100,
                                            CP_OVERHEAD_TIGHT), ==, 0);
    cp_workload_check_layout (&qwen, &workload, &policy, &dgx_h100, 8, 1, 1, &layout);
    g_assert_true (layout.context_too_long);
    g_assert_cmpint (layout.verdict, ==, CP_SERVING_DOES_NOT_FIT);
  }
}

/* NVFP4 weights run natively only on GPUs with FP4 tensor cores, compute
 * capability 10.0 and up (NVIDIA, "CUDA GPUs — Compute Capability": H100
 * 9.0, B200 10.0, RTX 5090 12.0; TensorRT-LLM's Llama 3.3 70B recipe:
 * "NVFP4 is only supported on NVIDIA Blackwell"; docs/sizing.md §8.1).
 * Llama 3.1 70B in nvfp4 at 8K × 4 would fit one H100 by memory; no layout
 * serves it there, nor on a unit whose compute capability is not known. */
static void
test_nvfp4_native (void)
{
  CpWorkloadPolicy policy = CP_WORKLOAD_POLICY_DEFAULT;
  CpWorkloadUnit dgx_h100 = system_of_eight (H100);
  CpWorkloadUnit dgx_b200 = system_of_eight (B200);
  CpWorkloadUnit unknown = system_of_eight (B200);
  CpWorkloadUnit rtx_5090 = desktop_card (31.4);
  CpWorkloadModel llama = model_of (&llama_70b);
  CpWorkload workload = workload_of (8192, 4, CP_KV_CACHE_BF16);
  CpLayout layout;

  g_assert_true (cp_weight_format_from_string ("nvfp4", &llama.weights));
  dgx_h100.compute_capability = 90;
  dgx_b200.compute_capability = 100;
  rtx_5090.compute_capability = 120;

  g_assert_false (cp_workload_unit_runs_weights (&dgx_h100, &llama.weights));
  g_assert_false (cp_workload_unit_runs_weights (&unknown, &llama.weights));
  g_assert_true (cp_workload_unit_runs_weights (&dgx_b200, &llama.weights));
  g_assert_true (cp_workload_unit_runs_weights (&rtx_5090, &llama.weights));
  /* Other formats run anywhere, as before. */
  g_assert_true (cp_workload_unit_runs_weights (&unknown, &llama_70b.weights));

  g_assert_cmpint (cp_workload_min_count (&llama, &workload, &policy, &dgx_h100,
                                          CP_OVERHEAD_TIGHT), ==, 0);
  g_assert_false (cp_workload_place (&llama, &workload, &policy, &dgx_h100,
                                     CP_OVERHEAD_TIGHT, 1, &layout));
  g_assert_cmpint (cp_workload_min_count (&llama, &workload, &policy, &unknown,
                                          CP_OVERHEAD_TIGHT), ==, 0);

  /* One GPU's layout: memory enough, refused for the format alone. */
  cp_workload_check_layout (&llama, &workload, &policy, &dgx_h100, 1, 1, 1, &layout);
  g_assert_true (layout.format_not_native);
  g_assert_false (layout.context_too_long);
  g_assert_cmpint (layout.total_bytes, <=, layout.usable_bytes);
  g_assert_cmpint (layout.verdict, ==, CP_SERVING_DOES_NOT_FIT);
  g_assert_cmpint (layout.max_users, ==, 0);
  g_assert_cmpint (layout.max_context, ==, 0);

  /* The same model in bf16 is served on the H100s as before. */
  {
    CpWorkloadModel bf16 = model_of (&llama_70b);

    g_assert_cmpint (cp_workload_min_count (&bf16, &workload, &policy, &dgx_h100,
                                            CP_OVERHEAD_CONSERVATIVE), ==, 1);
    cp_workload_check_layout (&bf16, &workload, &policy, &dgx_h100, 8, 1, 1, &layout);
    g_assert_false (layout.format_not_native);
  }

  /* Blackwell serves it on one GPU. */
  g_assert_cmpint (cp_workload_min_count (&llama, &workload, &policy, &dgx_b200,
                                          CP_OVERHEAD_CONSERVATIVE), ==, 1);
  g_assert_true (cp_workload_place (&llama, &workload, &policy, &dgx_b200,
                                    CP_OVERHEAD_CONSERVATIVE, 1, &layout));
  g_assert_false (layout.format_not_native);
  g_assert_cmpint (layout.verdict, ==, CP_SERVING_FITS);
  g_assert_cmpint (layout.gpus, ==, 1);
}

/* Adding users or context never lowers the units a model needs, on any
 * unit: random models, units and workloads, fixed seed. */
static void
test_more_never_fewer (void)
{
  const CpArchitecture *archs[] = {
    &llama_70b, &llama_8b, &deepseek_v3, &qwen3_235b_fp8, &gpt_oss_120b, &mixtral_8x22b,
    &kimi_k2, &glm_4_5,
  };
  CpWorkloadPolicy policy = CP_WORKLOAD_POLICY_DEFAULT;
  g_autoptr(GRand) rand = g_rand_new_with_seed (10);

  for (int i = 0; i < 2000; i++)
    {
      CpWorkloadModel model = model_of (archs[g_rand_int_range (rand, 0, G_N_ELEMENTS (archs))]);
      gint64 domain = 1 << g_rand_int_range (rand, 0, 7);
      CpWorkloadUnit unit = {
        .gpu_capacity_bytes = g_rand_int_range (rand, 16, 200) * CP_GIB,
        .domain_gpus = domain, .domains_per_unit = g_rand_int_range (rand, 1, 3),
        .tensor_parallel = domain > 1, .pipeline_parallel = g_rand_boolean (rand),
      };
      CpWorkload less = workload_of (g_rand_int_range (rand, 1, 40000), g_rand_int_range (rand, 1, 200),
                                     g_rand_boolean (rand) ? CP_KV_CACHE_FP8 : CP_KV_CACHE_BF16);
      CpWorkload more = less;
      CpOverheadSet set = g_rand_boolean (rand) ? CP_OVERHEAD_TIGHT : CP_OVERHEAD_CONSERVATIVE;
      gint64 before, after;

      more.users += g_rand_int_range (rand, 0, 100);
      more.context_tokens += g_rand_int_range (rand, 0, 40000);

      before = cp_workload_min_count (&model, &less, &policy, &unit, set);
      after = cp_workload_min_count (&model, &more, &policy, &unit, set);

      /* 0 is "no count": once it cannot be served, more cannot either. */
      if (before == 0)
        g_assert_cmpint (after, ==, 0);
      else if (after != 0)
        g_assert_cmpint (after, >=, before);
    }
}

static void
test_parse (void)
{
  CpWeightFormat format;
  CpKvCache kv_cache;
  g_autofree char *name = NULL;
  g_autoptr(GError) error = NULL;
  CpWorkload zero_users = workload_of (1024, 0, CP_KV_CACHE_BF16);
  CpWorkload no_context = workload_of (0, 1, CP_KV_CACHE_BF16);

  g_assert_true (cp_weight_format_from_string ("INT4-G64", &format));
  name = cp_weight_format_to_string (&format);
  g_assert_cmpstr (name, ==, "int4-g64");
  g_assert_false (cp_weight_format_from_string ("int3", &format));
  g_assert_false (cp_weight_format_from_string ("int4-g100", &format));
  g_assert_true (cp_kv_cache_from_string ("fp8", &kv_cache));
  g_assert_cmpint (kv_cache, ==, CP_KV_CACHE_FP8);
  g_assert_false (cp_kv_cache_from_string ("fp16", &kv_cache));

  g_assert_false (cp_workload_check (&zero_users, &error));
  g_assert_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (cp_workload_check (&no_context, &error));
  g_assert_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID);
}

/* Two tiers as the built-in catalog has them: desktop cards, and DGX
 * systems of H100 and H200 GPUs. */
static const CpSizingTier tiers[] = { { FALSE }, { TRUE } };
static const CpSizingUnit units[] = {
  { .gpu_count = 1, .gpu_memory_mb = 24000, .desktop = TRUE, .power_w = 450,
    .price_cents = 250000, .tier = 0 },
  { .gpu_count = 8, .gpu_memory_mb = 80000, .nvlink_domain_gpus = 8, .pooled_scale_out = TRUE,
    .power_w = 10200, .price_cents = 19900000, .tier = 1 },
  { .gpu_count = 8, .gpu_memory_mb = 141000, .nvlink_domain_gpus = 8, .pooled_scale_out = TRUE,
    .power_w = 10200, .price_cents = 46500000, .tier = 1 },
};

typedef struct
{
  CpSizingBuild   builds[G_N_ELEMENTS (tiers)];
  CpServingResult servings[G_N_ELEMENTS (tiers)];
  CpLayout        layouts[G_N_ELEMENTS (tiers)][4];
  int             recommended;
} Sized;

static void
size_models (const CpWorkloadModel *models,
             gsize                  n_models,
             CpWorkload             workload,
             Sized                 *sized)
{
  CpWorkloadUnit workload_units[G_N_ELEMENTS (units)];
  CpWorkloadPolicy policy = CP_WORKLOAD_POLICY_DEFAULT;
  static const double capacity[] = { 23.5, H100, 139.9 };
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (n_models, <=, 4);
  for (guint u = 0; u < G_N_ELEMENTS (units); u++)
    cp_workload_unit_from_sizing (&units[u], llround (capacity[u] * GIB), &workload_units[u]);
  for (guint t = 0; t < G_N_ELEMENTS (tiers); t++)
    sized->servings[t].layouts = sized->layouts[t];

  g_assert_true (cp_workload_size (tiers, G_N_ELEMENTS (tiers), units, workload_units,
                                   G_N_ELEMENTS (units), models, n_models, &workload, &policy,
                                   sized->builds, sized->servings, &sized->recommended, &error));
  g_assert_no_error (error);
}

static void
test_size (void)
{
  CpWorkload workload = workload_of (32768, 16, CP_KV_CACHE_BF16);
  Sized sized;

  /* Without an architecture, the store's rule: exactly cp_sizing_size(). */
  {
    CpWorkloadModel store_only[] = { { .store_minimum_mb = 660000 }, { .store_minimum_mb = 156000 } };
    CpSizingBuild expected[G_N_ELEMENTS (tiers)];
    int recommended;

    size_models (store_only, 2, workload, &sized);
    g_assert_true (cp_sizing_size (tiers, G_N_ELEMENTS (tiers), units, G_N_ELEMENTS (units),
                                   816000, expected, &recommended, NULL));
    for (guint t = 0; t < G_N_ELEMENTS (tiers); t++)
      {
        g_assert_cmpint (sized.builds[t].unit, ==, expected[t].unit);
        g_assert_cmpint (sized.builds[t].count, ==, expected[t].count);
        g_assert_cmpint (sized.builds[t].memory_mb, ==, expected[t].memory_mb);
        g_assert_cmpint (sized.builds[t].required_mb, ==, expected[t].required_mb);
        g_assert_cmpint (sized.builds[t].fits, ==, expected[t].fits);
        g_assert_cmpint (sized.builds[t].recommended, ==, expected[t].recommended);
      }
    g_assert_cmpint (sized.recommended, ==, recommended);
    g_assert_cmpint (sized.servings[1].verdict, ==, CP_SERVING_UNKNOWN);
    g_assert_cmpint (sized.layouts[1][0].verdict, ==, CP_SERVING_UNKNOWN);
  }

  /* §10.1: one DGX H100, recommended; the cards cannot serve it. */
  {
    CpWorkloadModel one[] = { { &llama_70b, { CP_WEIGHTS_BF16, 0 }, 169300 } };

    size_models (one, 1, workload, &sized);
    g_assert_cmpint (sized.recommended, ==, 1);
    g_assert_cmpint (sized.builds[1].unit, ==, 1);
    g_assert_cmpint (sized.builds[1].count, ==, 1);
    g_assert_true (sized.builds[1].fits);
    g_assert_cmpint (sized.servings[1].verdict, ==, CP_SERVING_FITS);
    g_assert_cmpint (sized.servings[1].gpus_used, ==, 8);
    g_assert_cmpint (sized.layouts[1][0].tensor_parallel, ==, 8);
    g_assert_false (sized.builds[0].fits);
    g_assert_cmpint (sized.servings[0].verdict, ==, CP_SERVING_DOES_NOT_FIT);
  }

  /* Two of them never share a GPU: two systems. */
  {
    CpWorkloadModel two[] = {
      { &llama_70b, { CP_WEIGHTS_BF16, 0 }, 169300 },
      { &llama_70b, { CP_WEIGHTS_BF16, 0 }, 169300 },
    };

    size_models (two, 2, workload, &sized);
    g_assert_cmpint (sized.builds[1].unit, ==, 1);
    g_assert_cmpint (sized.builds[1].count, ==, 2);
    g_assert_cmpint (sized.servings[1].gpus_used, ==, 16);
  }

  /* A model known only by its store minimum takes what the served model
   * leaves: 600 GB beside 8 GPUs of Llama is a second system. */
  {
    CpWorkloadModel mixed[] = {
      { &llama_70b, { CP_WEIGHTS_BF16, 0 }, 169300 },
      { .store_minimum_mb = 600000 },
    };

    size_models (mixed, 2, workload, &sized);
    g_assert_cmpint (sized.builds[1].unit, ==, 1);
    g_assert_cmpint (sized.builds[1].count, ==, 2);
    g_assert_cmpint (sized.servings[1].verdict, ==, CP_SERVING_FITS);
    g_assert_cmpint (sized.layouts[1][1].verdict, ==, CP_SERVING_UNKNOWN);
  }

  /* §10.2 in bf16: two DGX H100 as TP 8 × PP 2 hold only 4 of the 8
   * users; the build offered serves all 8. */
  {
    CpWorkloadModel deepseek[] = { { &deepseek_v3, { CP_WEIGHTS_FP8_BLOCK, 128 }, 805200 } };

    size_models (deepseek, 1, workload_of (131072, 8, CP_KV_CACHE_BF16), &sized);
    g_assert_true (sized.builds[1].fits);
    g_assert_cmpint (sized.layouts[1][0].verdict, ==, CP_SERVING_FITS);
    g_assert_cmpint (sized.layouts[1][0].max_users, >=, 8);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cluster-planner/workload/weight-bytes", test_weight_bytes);
  g_test_add_func ("/cluster-planner/workload/kv-per-token", test_kv_per_token);
  g_test_add_func ("/cluster-planner/workload/example/llama-3.1-70b", test_example_llama_70b);
  g_test_add_func ("/cluster-planner/workload/example/deepseek-v3", test_example_deepseek_v3);
  g_test_add_func ("/cluster-planner/workload/example/qwen3-235b-fp8", test_example_qwen3_235b_fp8);
  g_test_add_func ("/cluster-planner/workload/example/gpt-oss-120b", test_example_gpt_oss_120b);
  g_test_add_func ("/cluster-planner/workload/example/qwen3-32b-awq", test_example_qwen3_32b_awq);
  g_test_add_func ("/cluster-planner/workload/engine-limits", test_engine_limits);
  g_test_add_func ("/cluster-planner/workload/example/llama-3.1-405b-fp8", test_example_llama_405b_fp8);
  g_test_add_func ("/cluster-planner/workload/example/llama-3.1-8b-pool", test_vector_llama_8b);
  g_test_add_func ("/cluster-planner/workload/tp-validity", test_tp_validity);
  g_test_add_func ("/cluster-planner/workload/pitfalls", test_pitfalls);
  g_test_add_func ("/cluster-planner/workload/search", test_search);
  g_test_add_func ("/cluster-planner/workload/nvfp4-native", test_nvfp4_native);
  g_test_add_func ("/cluster-planner/workload/more-never-fewer", test_more_never_fewer);
  g_test_add_func ("/cluster-planner/workload/parse", test_parse);
  g_test_add_func ("/cluster-planner/workload/size", test_size);

  return g_test_run ();
}
