/* test-param-count.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cp-param-count.h"

/* Parameter counting on plain shapes, as config.json gives them
 * (docs/sizing.md §4.5), against counts their publishers give. */

/* meta-llama/Meta-Llama-3.1-70B config.json; 70,553,706,496 is its
 * safetensors count (llm-d-benchmark PR #381's vLLM log). */
static void
test_dense_gqa (void)
{
  CpArchitecture arch = {
    .layers = 80, .heads = 64, .kv_heads = 8, .head_dim = 128, .hidden_size = 8192,
    .intermediate_size = 28672, .vocab_size = 128256, .attention = CP_ATTENTION_GQA,
  };
  CpParamShape shape = { 0 };
  CpParamCount count;

  cp_param_count (&arch, &shape, &count);
  g_assert_cmpint (count.params, ==, G_GINT64_CONSTANT (70553706496));
  g_assert_cmpint (count.active_params, ==, 0);
  g_assert_cmpint (count.experts_params, ==, 0);
}

/* meta-llama/Llama-3.2-1B config.json, tied embeddings; its model card
 * and safetensors: 1,235,814,400 parameters ("1.23B"). */
static void
test_tied_embeddings (void)
{
  CpArchitecture arch = {
    .layers = 16, .heads = 32, .kv_heads = 8, .head_dim = 64, .hidden_size = 2048,
    .intermediate_size = 8192, .vocab_size = 128256, .attention = CP_ATTENTION_GQA,
    .tied_embeddings = TRUE,
  };
  CpParamShape shape = { 0 };
  CpParamCount count, untied;

  cp_param_count (&arch, &shape, &count);
  g_assert_cmpint (count.params, ==, G_GINT64_CONSTANT (1235814400));

  /* Untied, the LM head is a second vocabulary × hidden matrix. */
  arch.tied_embeddings = FALSE;
  cp_param_count (&arch, &shape, &untied);
  g_assert_cmpint (untied.params - count.params, ==, (gint64) 128256 * 2048);
}

/* deepseek-ai/DeepSeek-V3 config.json: MLA with a query LoRA, 3 dense
 * layers, 256 routed experts (top 8) and one shared. Its README: 671B
 * parameters (the multi-token-prediction module apart), 37B activated. */
static void
test_mla_moe (void)
{
  CpArchitecture arch = {
    .layers = 61, .heads = 128, .hidden_size = 7168, .intermediate_size = 18432,
    .moe_intermediate_size = 2048, .experts = 256, .vocab_size = 129280,
    .attention = CP_ATTENTION_MLA, .kv_lora_rank = 512, .qk_rope_head_dim = 64,
  };
  CpParamShape shape = {
    .top_k = 8, .shared_experts = 1, .dense_layers = 3, .q_lora_rank = 1536,
    .qk_nope_head_dim = 128, .v_head_dim = 128, .score_bias = TRUE,
  };
  CpParamShape no_q_lora = shape;
  CpParamCount count, direct;

  cp_param_count (&arch, &shape, &count);
  g_assert_cmpint (count.params, ==, G_GINT64_CONSTANT (671026419200));
  g_assert_cmpint (count.active_params, ==, G_GINT64_CONSTANT (37445852160));
  g_assert_cmpint (count.experts_params, ==, (gint64) 58 * 256 * 3 * 7168 * 2048);

  /* Without the query LoRA (DeepSeek-V2-Lite's kind), queries come straight
   * from the hidden state: h × heads × (nope + rope) per layer, in place of
   * the two low-rank matrices and their norm. */
  no_q_lora.q_lora_rank = 0;
  cp_param_count (&arch, &no_q_lora, &direct);
  g_assert_cmpint (direct.params - count.params, ==,
                   (gint64) 61 * (7168 * 128 * 192 - (7168 * 1536 + 1536 + 1536 * 128 * 192)));
}

/* openai/gpt-oss-120b config.json: 128 experts (top 4) with biases,
 * attention sinks. OpenAI's model card: 116.8B parameters, 5.1B active;
 * 116,829,156,672 is the count with both embedding matrices. */
static void
test_gpt_oss (void)
{
  CpArchitecture arch = {
    .layers = 36, .heads = 64, .kv_heads = 8, .head_dim = 64, .hidden_size = 2880,
    .moe_intermediate_size = 2880, .experts = 128, .vocab_size = 201088,
    .attention = CP_ATTENTION_SLIDING, .full_layers = 18, .sliding_window = 128,
  };
  CpParamShape shape = { .top_k = 4, .attention_bias = TRUE, .gpt_oss = TRUE };
  CpParamCount count;

  cp_param_count (&arch, &shape, &count);
  g_assert_cmpint (count.params, ==, G_GINT64_CONSTANT (116829156672));
  g_assert_cmpint (count.experts_params, ==, G_GINT64_CONSTANT (114701598720));
  g_assert_cmpint (count.active_params, >, G_GINT64_CONSTANT (5100000000));
  g_assert_cmpint (count.active_params, <, G_GINT64_CONSTANT (5800000000));
}

/* microsoft/phi-2 config.json: biases on all four attention projections,
 * a two-matrix MLP with biases, one LayerNorm with a bias per layer and a
 * biased LM head. Hugging Face lists 2.78B parameters; in fp16 the
 * 2,779,683,840 counted here are 5.18 GiB, and vLLM 0.19 loads 5.19. */
static void
test_phi (void)
{
  CpArchitecture arch = {
    .layers = 32, .heads = 32, .kv_heads = 32, .head_dim = 80, .hidden_size = 2560,
    .intermediate_size = 10240, .vocab_size = 51200, .attention = CP_ATTENTION_GQA,
  };
  CpParamShape shape = { .phi = TRUE };
  CpParamCount count;

  cp_param_count (&arch, &shape, &count);
  g_assert_cmpint (count.params, ==, G_GINT64_CONSTANT (2779683840));
  /* What a quantisation may quantise: q, k, v, o and fc1, fc2 with their
   * biases, of every layer. */
  g_assert_cmpint (count.attention_linear, ==, (gint64) 32 * 4 * 2560 * 2560);
  g_assert_cmpint (count.mlp_linear, ==, (gint64) 32 * (2 * 2560 * 10240 + 10240 + 2560));
}

/* meta-llama/Llama-4-Scout-17B-16E config.json's text_config: 16 experts
 * and one shared expert, 8,192 wide, on all 48 layers, top 1; "17B
 * active" (its model card). */
static void
test_llama4 (void)
{
  CpArchitecture arch = {
    .layers = 48, .heads = 40, .kv_heads = 8, .head_dim = 128, .hidden_size = 5120,
    .intermediate_size = 16384, .moe_intermediate_size = 8192, .experts = 16,
    .vocab_size = 202048, .attention = CP_ATTENTION_GQA,
  };
  CpParamShape shape = { .top_k = 1, .shared_experts = 1, .dense_layers = 0 };
  CpParamCount count;

  cp_param_count (&arch, &shape, &count);
  g_assert_cmpint (count.params, ==, G_GINT64_CONSTANT (107769861120));
  g_assert_cmpint (count.experts_params, ==, (gint64) 48 * 16 * 3 * 5120 * 8192);
  g_assert_cmpint (count.active_params / 1000000000, ==, 17);
  /* The shared experts are the only MLP a quantisation sees besides the
   * routed experts. */
  g_assert_cmpint (count.mlp_linear, ==, (gint64) 48 * 3 * 5120 * 8192);
}

/* Gemma 4 26B-A4B keeps a dense MLP beside its 128 experts in every layer
 * and four norms per layer: the MLP counts in all parameters, in the
 * active ones and in what a quantisation may quantise. */
static void
test_mlp_beside_experts (void)
{
  CpArchitecture arch = {
    .layers = 30, .heads = 16, .kv_heads = 8, .head_dim = 256, .hidden_size = 2816,
    .intermediate_size = 2112, .moe_intermediate_size = 704, .experts = 128,
    .vocab_size = 262144, .tied_embeddings = TRUE, .attention = CP_ATTENTION_GQA,
  };
  CpParamShape shape = { .top_k = 8, .qk_norm = TRUE, .sandwich_norms = TRUE };
  CpParamShape beside = shape;
  CpParamCount count, with_mlp;

  beside.mlp_beside_experts = TRUE;
  cp_param_count (&arch, &shape, &count);
  cp_param_count (&arch, &beside, &with_mlp);
  g_assert_cmpint (with_mlp.params - count.params, ==, (gint64) 30 * 3 * 2816 * 2112);
  g_assert_cmpint (with_mlp.active_params - count.active_params, ==, (gint64) 30 * 3 * 2816 * 2112);
  g_assert_cmpint (with_mlp.mlp_linear - count.mlp_linear, ==, (gint64) 30 * 3 * 2816 * 2112);
  g_assert_cmpint (with_mlp.params, ==, G_GINT64_CONSTANT (25160707840));
}

/* Sizes far past any model saturate, never wrap. */
static void
test_saturates (void)
{
  CpArchitecture arch = {
    .layers = 100000, .heads = 1000000, .kv_heads = 1000000, .head_dim = 10000000,
    .hidden_size = 10000000, .intermediate_size = 10000000, .vocab_size = 100000000,
    .attention = CP_ATTENTION_GQA,
  };
  CpParamShape shape = { 0 };
  CpParamCount count;

  cp_param_count (&arch, &shape, &count);
  g_assert_cmpint (count.params, ==, G_MAXINT64);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cluster-planner/param-count/dense-gqa", test_dense_gqa);
  g_test_add_func ("/cluster-planner/param-count/tied-embeddings", test_tied_embeddings);
  g_test_add_func ("/cluster-planner/param-count/mla-moe", test_mla_moe);
  g_test_add_func ("/cluster-planner/param-count/gpt-oss", test_gpt_oss);
  g_test_add_func ("/cluster-planner/param-count/phi", test_phi);
  g_test_add_func ("/cluster-planner/param-count/llama4", test_llama4);
  g_test_add_func ("/cluster-planner/param-count/mlp-beside-experts", test_mlp_beside_experts);
  g_test_add_func ("/cluster-planner/param-count/saturates", test_saturates);

  return g_test_run ();
}
