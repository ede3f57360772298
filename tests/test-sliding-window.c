/* test-sliding-window.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "cp-workload.h"

/* A model whose every layer sees only a window (Mistral 7B v0.1, Phi-3
 * mini 4K), on plain structs: vLLM keeps each request at
 * min(context, window) tokens per layer, so past the window a request
 * costs no more and its longest context is the model's own. */

#define GIB (G_GINT64_CONSTANT (1) << 30)

/* mistralai/Mistral-7B-v0.1's config.json: a 4,096-token window on all
 * 32 layers. */
static const CpArchitecture mistral_7b = {
  .params = 7241732096, .layers = 32, .heads = 32, .kv_heads = 8, .head_dim = 128,
  .attention = CP_ATTENTION_SLIDING, .full_layers = 0, .sliding_window = 4096,
  .intermediate_size = 14336, .vocab_size = 32000, .hidden_size = 4096,
  .weights = { CP_WEIGHTS_BF16, 0 }, .max_context = 32768,
};

static void
test_every_layer_windowed (void)
{
  CpWorkloadModel model = { .arch = &mistral_7b, .weights = mistral_7b.weights };
  CpWorkloadPolicy policy = CP_WORKLOAD_POLICY_DEFAULT;
  CpWorkloadUnit h100 = {
    .gpu_capacity_bytes = llround (79.19 * GIB), .domain_gpus = 1, .domains_per_unit = 1,
  };
  /* Per layer and token 2 × 8 heads × 128 × 2 bytes; the window and the
   * block being filled. */
  gint64 at_window = (gint64) 32 * 4096 * (4096 + CP_KV_BLOCK_TOKENS);
  CpWorkload one = { 32768, 1, CP_KV_CACHE_BF16 };
  CpWorkload many;
  CpLayout layout;

  g_assert_nonnull (model.arch);
  g_assert_true (cp_architecture_check (&mistral_7b, NULL));

  /* One request of 32K holds the window, not 32K tokens. */
  cp_workload_check_layout (&model, &one, &policy, &h100, 1, 1, 1, &layout);
  g_assert_cmpint (layout.kv_bytes, ==, at_window);
  g_assert_cmpint (layout.max_context, ==, 32768);

  /* With as many users as leave each about three windows, every one can
   * still read the model's whole context. */
  many = (CpWorkload) { 32768, layout.kv_pool_bytes / (3 * at_window), CP_KV_CACHE_BF16 };
  g_assert_cmpint (many.users, >, 1);
  cp_workload_check_layout (&model, &many, &policy, &h100, 1, 1, 1, &layout);
  g_assert_cmpint (layout.kv_bytes, ==, many.users * at_window);
  g_assert_cmpint (layout.max_context, ==, 32768);

  /* Without a documented maximum, the context is the engine's limit. */
  {
    CpArchitecture unbounded = mistral_7b;
    CpWorkloadModel other = { .arch = &unbounded, .weights = unbounded.weights };

    unbounded.max_context = 0;
    cp_workload_check_layout (&other, &many, &policy, &h100, 1, 1, 1, &layout);
    g_assert_cmpint (layout.max_context, ==, CP_WORKLOAD_MAX_CONTEXT);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cluster-planner/sliding-window/every-layer", test_every_layer_windowed);

  return g_test_run ();
}
