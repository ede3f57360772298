/* cp-param-count.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-param-count"

#include "config.h"

#include "cp-param-count.h"

/* One layer's attention parameters. Every product here stays inside 64
 * bits for shapes within the catalog's limits; the sums saturate. */
static gint64
attention_params (const CpArchitecture *a,
                  const CpParamShape   *shape)
{
  gint64 h = a->hidden_size, nh = a->heads;
  gint64 params;

  if (a->attention == CP_ATTENTION_MLA)
    {
      gint64 qk = shape->qk_nope_head_dim + a->qk_rope_head_dim;
      gint64 kv_up = shape->qk_nope_head_dim + shape->v_head_dim;
      gint64 q_rank = shape->q_lora_rank, kv_rank = a->kv_lora_rank;
      gint64 q, kv, out;

      /* Queries through their own low-rank projection when there is one;
       * keys and values through the latent; then the output. */
      if (q_rank > 0)
        q = cp_sat_add (cp_sat_mul (h, q_rank), cp_sat_add (q_rank, cp_sat_mul (q_rank * nh, qk)));
      else
        q = cp_sat_mul (h * nh, qk);
      kv = cp_sat_add (cp_sat_mul (h, kv_rank + a->qk_rope_head_dim), kv_rank);
      kv = cp_sat_add (kv, cp_sat_mul (kv_rank * nh, kv_up));
      out = cp_sat_mul (nh * shape->v_head_dim, h);

      return cp_sat_add (cp_sat_add (q, kv), out);
    }

  /* q and o (nh heads), k and v (the KV heads). */
  params = cp_sat_mul (h, 2 * nh * a->head_dim + 2 * a->kv_heads * a->head_dim);
  if (shape->attention_bias)
    params = cp_sat_add (params, nh * a->head_dim + 2 * a->kv_heads * a->head_dim);
  if (shape->gpt_oss)
    params = cp_sat_add (params, h + nh);
  if (shape->qk_norm)
    params = cp_sat_add (params, 2 * a->head_dim);

  return params;
}

/* One routed expert: gate, up and down projections (SwiGLU); gpt-oss adds
 * their biases. */
static gint64
expert_params (const CpArchitecture *a,
               const CpParamShape   *shape)
{
  gint64 h = a->hidden_size, width = a->moe_intermediate_size;

  if (shape->gpt_oss)
    return cp_sat_add (cp_sat_mul (3 * h, width), 2 * width + h);

  return cp_sat_mul (3 * h, width);
}

/**
 * cp_param_count:
 * @arch: the shape the engine sizes with (hidden size, heads, KV heads,
 *   head size, layers, vocabulary, tied embeddings, MLP and expert widths,
 *   experts, attention and its latent sizes)
 * @shape: the rest of what a config.json says
 * @count: (out): all parameters, the active ones, the routed experts'
 *
 * Counts as Hugging Face's safetensors do for the families the importer
 * reads: embeddings (twice unless tied), attention and two norms per
 * layer, the final norm, dense MLPs, and per MoE layer the routed and
 * shared experts and the router.
 */
void
cp_param_count (const CpArchitecture *arch,
                const CpParamShape   *shape,
                CpParamCount         *count)
{
  /* A model without experts is dense throughout. */
  gint64 dense_layers = arch->experts > 0 ? shape->dense_layers : arch->layers;
  gint64 h = arch->hidden_size, moe_layers = arch->layers - dense_layers;
  gint64 embedding = cp_sat_mul (cp_sat_mul (arch->vocab_size, h), arch->tied_embeddings ? 1 : 2);
  gint64 dense_mlp = cp_sat_mul (3 * h, arch->intermediate_size);
  gint64 shared = cp_sat_mul (cp_sat_mul (3 * h, arch->moe_intermediate_size),
                              shape->shared_experts);
  gint64 expert = expert_params (arch, shape);
  gint64 router = 0, per_layer, base, moe_layer, active_layer;

  g_return_if_fail (arch != NULL && shape != NULL && count != NULL);

  /* A linear router per expert, with a bias per expert for noaux_tc
   * routing and for gpt-oss. */
  if (arch->experts > 0)
    router = cp_sat_add (cp_sat_mul (h, arch->experts),
                         shape->score_bias || shape->gpt_oss ? arch->experts : 0);

  per_layer = cp_sat_add (attention_params (arch, shape), 2 * h);
  base = cp_sat_add (cp_sat_add (embedding, cp_sat_mul (arch->layers, per_layer)),
                     cp_sat_add (h, cp_sat_mul (dense_layers, dense_mlp)));
  moe_layer = cp_sat_add (cp_sat_add (cp_sat_mul (arch->experts, expert), router), shared);
  /* The router counts as active for gpt-oss only, as its model card
   * counts it. */
  active_layer = cp_sat_add (cp_sat_add (cp_sat_mul (shape->top_k, expert), shared),
                             shape->gpt_oss ? router : 0);

  count->params = cp_sat_add (base, cp_sat_mul (moe_layers, moe_layer));
  count->active_params = arch->experts > 0 ?
                         cp_sat_add (base, cp_sat_mul (moe_layers, active_layer)) : 0;
  count->experts_params = cp_sat_mul (cp_sat_mul (moe_layers, arch->experts), expert);
}
