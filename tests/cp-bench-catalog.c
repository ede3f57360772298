/* cp-bench-catalog.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cp-bench-catalog.h"

/* The large catalogs the benchmarks time: generated, not stored, from a
 * fixed seed, so every run sizes the same units and models. */

#define N_TIERS 8

/* A model's architecture, one of three shapes real models have: dense GQA
 * (Llama), MoE GQA (Qwen3, Mixtral) and MoE with latent attention
 * (DeepSeek), in one of four weight formats. */
static void
append_architecture (GString *json,
                     GRand   *rand,
                     guint    m,
                     guint    divisor)
{
  static const char *formats[] = { "bf16", "fp8-block", "int4-g128", "mxfp4" };
  guint heads = 32u << g_rand_int_range (rand, 0, 3);
  guint layers = g_rand_int_range (rand, 24, 127);
  guint hidden = heads * 128;
  guint shape = m % 3;
  guint64 params = 12ull * layers * hidden * hidden + 2ull * 128256 * hidden;

  if (shape > 0)
    params *= g_rand_int_range (rand, 4, 33);
  params /= divisor;

  g_string_append_printf (json,
                          ", \"architecture\": { \"params\": %" G_GUINT64_FORMAT ", \"layers\": %u,"
                          " \"attention_heads\": %u, \"head_dim\": 128, \"hidden_size\": %u,"
                          " \"vocab_size\": 128256, \"intermediate_size\": %u,"
                          " \"weights\": \"%s\", \"max_context\": 131072, \"source\": \"generated\"",
                          params, layers, heads, hidden, hidden * 4, formats[m % 4]);
  if (shape == 2)
    g_string_append (json, ", \"attention\": \"mla\", \"kv_lora_rank\": 512, \"qk_rope_head_dim\": 64,"
                           " \"experts\": 256, \"moe_intermediate_size\": 2048 }");
  else if (shape == 1)
    g_string_append (json, ", \"attention\": \"gqa\", \"kv_heads\": 8,"
                           " \"experts\": 128, \"moe_intermediate_size\": 1536 }");
  else
    g_string_append (json, ", \"attention\": \"gqa\", \"kv_heads\": 8 }");
}

/**
 * cp_bench_generate_catalog:
 * @n_units: units, of random GPUs, counts and tiers
 * @n_models: models of random minimum memory
 * @architectures: whether each model has an architecture
 *
 * Returns: (transfer full): a catalog's JSON, the same for the same
 *   arguments.
 */
GBytes *
cp_bench_generate_catalog (guint    n_units,
                           guint    n_models,
                           gboolean architectures)
{
  return cp_bench_generate_catalog_smaller (n_units, n_models, architectures, 1);
}

/**
 * cp_bench_generate_catalog_smaller:
 * @divisor: what the models' parameters and minimum memory are divided by
 *
 * cp_bench_generate_catalog()'s catalog with models @divisor times
 * smaller, the same units and shapes: for plans of more of them than the
 * engine sizes together at full size.
 *
 * Returns: (transfer full): a catalog's JSON
 */
GBytes *
cp_bench_generate_catalog_smaller (guint    n_units,
                                   guint    n_models,
                                   gboolean architectures,
                                   guint    divisor)
{
  GString *json = g_string_new ("{ \"format\": \"cluster-planner-catalog\", \"version\": 2,"
                                "  \"currency\": \"USD\","
                                "  \"links\": [ { \"id\": \"nv\", \"name\": \"NVLink\", \"bandwidth_gb_s\": 900 },"
                                "               { \"id\": \"ib\", \"name\": \"IB\", \"bandwidth_gb_s\": 50 } ],"
                                "  \"gpus\": [");
  GRand *rand = g_rand_new_with_seed (42);

  for (guint i = 0; i < 16; i++)
    /* The driver reports a little less than the memory sold, as an H100's
     * 79.19 GiB of its 80 GB (resources/catalog.json). */
    g_string_append_printf (json, "%s{ \"id\": \"g%u\", \"name\": \"GPU %u\", \"memory_gb\": %u,"
                            " \"usable_memory_gib\": %.2f,"
                            " \"power_w\": %u, \"grade\": \"%s\", \"source\": \"generated\","
                            " \"speed\": { \"memory_bandwidth_gb_s\": %u, \"tflops\": { \"bf16\": %u,"
                            " \"fp8\": %u }, \"nvlink_each_way_gb_s\": 450, \"host_link_each_way_gb_s\": 64,"
                            " \"source\": \"generated\" } }",
                            i ? "," : "", i, i, 16 + i * 12, (16 + i * 12) * 79.19 / 80,
                            300 + i * 50, i < 4 ? "desktop" : "datacenter",
                            1000 + i * 400, 300 + i * 100, 600 + i * 200);

  g_string_append (json, "], \"tiers\": [");
  for (guint t = 0; t < N_TIERS; t++)
    g_string_append_printf (json, "%s{ \"id\": \"t%u\", \"name\": \"Tier %u\", \"recommendable\": %s }",
                            t ? "," : "", t, t, t == 0 ? "false" : "true");

  g_string_append (json, "], \"units\": [");
  for (guint u = 0; u < n_units; u++)
    {
      guint gpu = g_rand_int_range (rand, 0, 16);
      guint count = gpu < 4 ? 1 : 1u << g_rand_int_range (rand, 0, 4);

      g_string_append_printf (json,
                              "%s{ \"id\": \"u%u\", \"name\": \"Unit %u\", \"tier\": \"t%u\","
                              " \"gpu\": \"g%u\", \"gpu_count\": %u, \"nvlink_domain_gpus\": %u,"
                              " \"intra_link\": \"nv\", \"scale_out_link\": \"ib\","
                              " \"pooled_scale_out\": %s, \"power_w\": %u, \"price_usd\": %u,"
                              " \"source\": \"generated\" }",
                              u ? "," : "", u, u, gpu < 4 ? 0 : g_rand_int_range (rand, 1, N_TIERS),
                              gpu, count, gpu < 4 ? 0 : count, gpu < 4 ? "false" : "true",
                              count * (300 + gpu * 50) + 500, g_rand_int_range (rand, 2000, 900000));
    }

  g_string_append (json, "], \"models\": [");
  for (guint m = 0; m < n_models; m++)
    {
      double minimum = g_rand_double_range (rand, 1, 20000) / divisor;

      g_string_append_printf (json, "%s{ \"id\": \"m%u\", \"name\": \"Model %u\", \"min_memory_gb\": %.1f,"
                              " \"source\": \"generated\"",
                              m ? "," : "", m, m, MAX (minimum, 1));
      if (architectures)
        append_architecture (json, rand, m, divisor);
      g_string_append (json, " }");
    }

  g_string_append (json, "], \"comparisons\": [ { \"id\": \"home\", \"name\": \"home\", \"watts\": 1220 } ] }");
  g_rand_free (rand);

  return g_string_free_to_bytes (json);
}

