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
  if (shape->phi)
    params = cp_sat_add (params, nh * a->head_dim + 2 * a->kv_heads * a->head_dim + h);
  if (shape->qk_norm)
    params = cp_sat_add (params, 2 * a->head_dim);

  return params;
}

/* One layer's attention projections, weights only. */
static gint64
attention_linear (const CpArchitecture *a,
                  const CpParamShape   *shape)
{
  gint64 h = a->hidden_size, nh = a->heads;

  if (a->attention == CP_ATTENTION_MLA)
    {
      gint64 qk = shape->qk_nope_head_dim + a->qk_rope_head_dim;
      gint64 q_rank = shape->q_lora_rank, kv_rank = a->kv_lora_rank;
      gint64 q = q_rank > 0 ? cp_sat_add (cp_sat_mul (h, q_rank), cp_sat_mul (q_rank * nh, qk))
                            : cp_sat_mul (h * nh, qk);
      gint64 kv = cp_sat_add (cp_sat_mul (h, kv_rank + a->qk_rope_head_dim),
                              cp_sat_mul (kv_rank * nh, shape->qk_nope_head_dim +
                                                        shape->v_head_dim));

      return cp_sat_add (cp_sat_add (q, kv), cp_sat_mul (nh * shape->v_head_dim, h));
    }

  return cp_sat_mul (h, 2 * nh * a->head_dim + 2 * a->kv_heads * a->head_dim);
}

/**
 * cp_param_module:
 * @module: which of one layer's linear modules
 *
 * The weights of one layer's module, as an ignore list of a quantised
 * checkpoint names it: one projection (q, k, v, o; one of the dense MLP's
 * three, one routed or shared expert's), or a whole attention or MLP.
 * MLA's projections count as its whole attention, split in four.
 */
gint64
cp_param_module (const CpArchitecture *arch,
                 const CpParamShape   *shape,
                 CpParamModule         module)
{
  gint64 h = arch->hidden_size, d = arch->head_dim;

  g_return_val_if_fail (arch != NULL && shape != NULL, 0);

  if (arch->attention == CP_ATTENTION_MLA && module >= CP_PARAM_MODULE_Q &&
      module <= CP_PARAM_MODULE_O)
    return attention_linear (arch, shape) / 4;

  switch (module)
    {
    case CP_PARAM_MODULE_ATTENTION:
      return attention_linear (arch, shape);
    case CP_PARAM_MODULE_Q:
    case CP_PARAM_MODULE_O:
      return cp_sat_mul (h, arch->heads * d);
    case CP_PARAM_MODULE_K:
    case CP_PARAM_MODULE_V:
      return cp_sat_mul (h, arch->kv_heads * d);
    case CP_PARAM_MODULE_MLP:
      return cp_sat_mul (3 * h, arch->intermediate_size);
    case CP_PARAM_MODULE_MLP_PROJ:
      return cp_sat_mul (h, arch->intermediate_size);
    case CP_PARAM_MODULE_EXPERT_PROJ:
    case CP_PARAM_MODULE_SHARED_PROJ:
      return cp_sat_mul (h, arch->moe_intermediate_size);
    case CP_PARAM_MODULE_NONE:
    default:
      return 0;
    }
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
  gint64 dense_mlp = shape->phi ? cp_sat_add (cp_sat_mul (2 * h, arch->intermediate_size),
                                              arch->intermediate_size + h)
                                : cp_sat_mul (3 * h, arch->intermediate_size);
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

  per_layer = cp_sat_add (attention_params (arch, shape), shape->sandwich_norms ? 4 * h : 2 * h);
  base = cp_sat_add (cp_sat_add (embedding, cp_sat_mul (arch->layers, per_layer)),
                     cp_sat_add (h, cp_sat_mul (dense_layers, dense_mlp)));
  /* Phi's norms have biases (the per-layer pair counted above is its one
   * LayerNorm's weight and bias), and so has its LM head. */
  if (shape->phi)
    base = cp_sat_add (base, h + arch->vocab_size);
  moe_layer = cp_sat_add (cp_sat_add (cp_sat_mul (arch->experts, expert), router), shared);
  /* The router counts as active for gpt-oss only, as its model card
   * counts it. */
  active_layer = cp_sat_add (cp_sat_add (cp_sat_mul (shape->top_k, expert), shared),
                             shape->gpt_oss ? router : 0);

  /* Gemma 4 keeps its dense MLP beside the experts. */
  if (arch->experts > 0 && shape->mlp_beside_experts)
    {
      moe_layer = cp_sat_add (moe_layer, dense_mlp);
      active_layer = cp_sat_add (active_layer, dense_mlp);
    }

  count->params = cp_sat_add (base, cp_sat_mul (moe_layers, moe_layer));
  count->active_params = arch->experts > 0 ?
                         cp_sat_add (base, cp_sat_mul (moe_layers, active_layer)) : 0;
  count->experts_params = cp_sat_mul (cp_sat_mul (moe_layers, arch->experts), expert);
  count->attention_linear = cp_sat_mul (arch->layers, attention_linear (arch, shape));
  count->mlp_linear = cp_sat_add (cp_sat_mul (dense_layers, dense_mlp),
                                  cp_sat_mul (moe_layers, shared));
  if (arch->experts > 0 && shape->mlp_beside_experts)
    count->mlp_linear = cp_sat_add (count->mlp_linear, cp_sat_mul (moe_layers, dense_mlp));
}
