/* cp-param-count.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-workload.h"

G_BEGIN_DECLS

/* Counting a decoder's parameters from its shape (docs/sizing.md §4.5):
 * what a config.json gives beside the architecture the engine sizes with.
 * The counts saturate at G_MAXINT64, which the caller refuses. */
typedef struct
{
  /* Experts a token runs through, and the shared experts every token
   * does (MoE). */
  gint64   top_k;
  gint64   shared_experts;
  /* Leading layers with a dense MLP instead of experts (DeepSeek, Kimi);
   * a model without experts is dense throughout, whatever this says. */
  gint64   dense_layers;
  /* MLA: the queries' own low-rank projection (0: none), and the heads'
   * non-rotary query/key and value widths. */
  gint64   q_lora_rank;
  gint64   qk_nope_head_dim;
  gint64   v_head_dim;
  /* Biases on q, k and v; a norm on each head's q and k (Qwen3). */
  gboolean attention_bias;
  gboolean qk_norm;
  /* gpt-oss: an output bias and one sink per head in attention, biases in
   * the experts and the router, and the router counted as active. */
  gboolean gpt_oss;
  /* A bias per expert in the router (noaux_tc routing). */
  gboolean score_bias;
  /* Phi-1 and Phi-2: biases on q, k, v and the output, a two-matrix MLP
   * with biases, one LayerNorm (weight and bias) per layer and a biased
   * LM head. */
  gboolean phi;
  /* Gemma 2, 3 and 4: norms after attention and after the MLP as well
   * as before them, four per layer. */
  gboolean sandwich_norms;
  /* Every MoE layer keeps a dense MLP beside its experts (Gemma 4). */
  gboolean mlp_beside_experts;
} CpParamShape;

typedef struct
{
  gint64 params;
  /* Parameters one token runs through; 0 for a dense model. */
  gint64 active_params;
  /* The routed experts' parameters, all layers together. */
  gint64 experts_params;
  /* What a quantisation method may quantise besides the routed experts,
   * all layers together: the attention's projections and the dense and
   * shared MLPs' (weights only: no norms or router, and no biases but
   * Phi's MLP's, a few thousand per layer). */
  gint64 attention_linear;
  gint64 mlp_linear;
} CpParamCount;

/* One layer's linear module, as a checkpoint names it. */
typedef enum
{
  CP_PARAM_MODULE_NONE,
  CP_PARAM_MODULE_ATTENTION,
  CP_PARAM_MODULE_Q,
  CP_PARAM_MODULE_K,
  CP_PARAM_MODULE_V,
  CP_PARAM_MODULE_O,
  CP_PARAM_MODULE_MLP,
  CP_PARAM_MODULE_MLP_PROJ,
  CP_PARAM_MODULE_EXPERT_PROJ,
  CP_PARAM_MODULE_SHARED_PROJ,
} CpParamModule;

void cp_param_count (const CpArchitecture *arch,
                     const CpParamShape   *shape,
                     CpParamCount         *count);
gint64 cp_param_module (const CpArchitecture *arch,
                        const CpParamShape   *shape,
                        CpParamModule         module);

G_END_DECLS
