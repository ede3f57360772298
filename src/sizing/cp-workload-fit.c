/* cp-workload-fit.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-workload-fit"

#include "config.h"

#include "cp-workload-private.h"

/* The fit test of one layout (docs/sizing.md §4.3, §5.2, §7): what each
 * GPU of a replica holds — its share of the weights, its requests' KV
 * cache and the engine's overheads — with tensor parallel, pipeline
 * stages, expert parallel and data-parallel attention. The search over
 * layouts is in cp-workload-plan.c and cp-workload-search.c. */

/* The bytes of @params parameters served in @weights with nothing kept at
 * 16 bits: the routed experts' share of the weights (docs/sizing.md §4.3). */
gint64
_cp_expert_weight_bytes (const CpArchitecture *arch,
                         const CpWeightFormat *weights,
                         gint64                whole)
{
  CpArchitecture experts = { 0 };

  if (arch->expert_params <= 0 || arch->expert_params >= arch->params)
    return 0;

  experts.params = arch->expert_params;
  experts.unquantized_params = 0;
  experts.weights = arch->weights;

  return MIN (cp_architecture_weight_bytes (&experts, weights), whole);
}

/**
 * cp_architecture_context_limit:
 *
 * The longest context @arch reads: its own window, or the one its
 * documented rope scaling reaches (docs/sizing.md §5.6); 0 when not known.
 */
gint64
cp_architecture_context_limit (const CpArchitecture *arch)
{
  g_return_val_if_fail (arch != NULL, 0);

  if (arch->max_context > 0 && arch->rope_scaling != CP_ROPE_SCALING_NONE)
    return MAX (arch->max_context, arch->rope_max_context);

  return arch->max_context;
}

void
_cp_workload_prepare (const CpWorkloadModel  *model,
                      const CpWorkload       *workload,
                      const CpWorkloadPolicy *policy,
                      CpPrepared             *prepared)
{
  const CpArchitecture *arch = model->arch;
  CpArchitecture checkpoint = *arch;
  gint64 limit = cp_architecture_context_limit (arch);

  /* A published checkpoint keeps its own tensors at 16 bits. */
  if (model->unquantized_params > 0)
    checkpoint.unquantized_params = model->unquantized_params;

  *prepared = (CpPrepared) {
    .model = model,
    .arch = arch,
    .workload = workload,
    .policy = policy,
    .weights = cp_architecture_weight_bytes (&checkpoint, &model->weights),
    .tokens = cp_ceil_div (workload->context_tokens, CP_KV_BLOCK_TOKENS) * CP_KV_BLOCK_TOKENS,
    .kv_element_bytes = workload->kv_cache == CP_KV_CACHE_FP8 ? 1 : 2,
    .moe = cp_is_moe (arch),
    .too_long = limit > 0 && workload->context_tokens > limit,
    .rope_scaled = arch->max_context > 0 && workload->context_tokens > arch->max_context &&
                   workload->context_tokens <= limit,
  };
  prepared->context_cap = prepared->rope_scaled ? limit : arch->max_context;

  /* Embeddings stay at 16 bits (32 in an fp32 checkpoint); with several
   * stages, the first holds the embedding and the last the lm_head. */
  prepared->vocab_total = cp_sat_mul (cp_vocab_params (arch),
                                      model->weights.kind == CP_WEIGHTS_FP32 ? 4 : 2);
  prepared->vocab_total = MIN (prepared->vocab_total, prepared->weights);
  prepared->vocab_stage = cp_sat_mul (cp_sat_mul (arch->vocab_size, arch->hidden_size),
                                      model->weights.kind == CP_WEIGHTS_FP32 ? 4 : 2);
  prepared->vocab_stage = MIN (prepared->vocab_stage, prepared->vocab_total);

  if (prepared->moe)
    prepared->expert_bytes = _cp_expert_weight_bytes (arch, &model->weights,
                                                      prepared->weights - prepared->vocab_total);
  prepared->dp_attention = prepared->moe && arch->attention == CP_ATTENTION_MLA &&
                           prepared->expert_bytes > 0 && arch->experts > 1 &&
                           (policy->layouts & CP_LAYOUT_DP_ATTENTION);

  for (int bit = 0; bit < CP_MAX_TP_BITS; bit++)
    {
      gint64 t = (gint64) 1 << bit;

      if (cp_architecture_tp_valid (arch, &model->weights, policy->expert_parallel, t))
        prepared->tp_mask |= G_GUINT64_CONSTANT (1) << bit;
      if (prepared->moe && (policy->layouts & CP_LAYOUT_EXPERT_PARALLEL) &&
          cp_architecture_tp_valid (arch, &model->weights, TRUE, t))
        prepared->tp_mask_ep |= G_GUINT64_CONSTANT (1) << bit;
    }
}

/* W_gpu of docs/sizing.md §4.3, for the first (fullest) stage: a share of
 * the stage's weights per GPU; with data-parallel attention every rank
 * keeps the attention and dense weights (over t) and the experts are
 * spread whole over the t × d GPUs of the expert-parallel group. */
gint64
_cp_prepared_weights_gpu (const CpPrepared *prepared,
                          const CpShape    *shape)
{
  const CpArchitecture *arch = prepared->arch;
  gint64 body, layers, stage, experts, group, per_gpu;

  if (shape->d > 1 && prepared->expert_bytes > 0)
    {
      group = cp_sat_mul (shape->t, shape->d);
      per_gpu = cp_ceil_div (arch->experts, group);
      experts = cp_mul_div_ceil (prepared->expert_bytes, per_gpu, arch->experts);
      return cp_sat_add (cp_ceil_div (prepared->weights - prepared->expert_bytes, shape->t),
                         experts);
    }

  if (shape->p == 1)
    return cp_ceil_div (prepared->weights, shape->t);

  body = prepared->weights - prepared->vocab_total;
  layers = cp_stage_layers (arch, shape->p);
  stage = cp_sat_add (cp_sat_add (cp_sat_mul (body / arch->layers, layers),
                                  cp_ceil_div ((body % arch->layers) * layers, arch->layers)),
                      prepared->vocab_stage);

  return cp_ceil_div (stage, shape->t);
}

/* The KV cache one request of @tokens (whole blocks) takes on one GPU. */
gint64
_cp_prepared_request_bytes (const CpPrepared *prepared,
                            gint64            tensor_parallel,
                            gint64            pipeline_parallel,
                            gint64            tokens)
{
  const CpArchitecture *arch = prepared->arch;
  gint64 per_layer, layers, full, windowed, window;

  if (arch->attention != CP_ATTENTION_SLIDING || !prepared->policy->swa_aware)
    return cp_sat_mul (cp_architecture_kv_bytes_per_token (arch, prepared->workload->kv_cache,
                                                           tensor_parallel, pipeline_parallel),
                       tokens);

  /* Windowed layers hold the window and the block being filled; the
   * stage's share of full layers is rounded up (docs/sizing.md §5.5). */
  per_layer = cp_sat_mul (2 * cp_kv_heads_per_gpu (arch, tensor_parallel) * arch->head_dim,
                          prepared->kv_element_bytes);
  layers = cp_stage_layers (arch, pipeline_parallel);
  full = cp_ceil_div (layers * arch->full_layers, arch->layers);
  windowed = layers - full;

  window = MIN (tokens, arch->sliding_window + CP_KV_BLOCK_TOKENS);

  return cp_sat_mul (per_layer,
                     cp_sat_add (cp_sat_mul (full, tokens), cp_sat_mul (windowed, window)));
}

/* The GPUs whose NCCL buffers one GPU keeps: its tensor-parallel group,
 * or the whole expert-parallel group under data-parallel attention. */
static gint64
collective_size (const CpShape *shape)
{
  return shape->d > 1 ? cp_sat_mul (shape->t, shape->d) : shape->t;
}

/* The KV pool U·C − W_gpu − O, what vLLM logs as "Available KV cache
 * memory"; below zero when the engine would not start. */
static gint64
kv_pool (const CpPrepared     *prepared,
         const CpWorkloadUnit *unit,
         const CpShape        *shape)
{
  gint64 usable = cp_workload_usable_bytes (unit, prepared->policy);
  gint64 fixed = cp_sat_add (_cp_prepared_weights_gpu (prepared, shape),
                             cp_workload_overhead_bytes (prepared->arch, unit,
                                                         collective_size (shape), shape->p));

  return fixed >= usable ? -1 : usable - fixed;
}

/* What is left for the KV cache: the pool, less the margin with the
 * conservative set; below zero when nothing is. */
gint64
_cp_prepared_room (const CpPrepared     *prepared,
                   const CpWorkloadUnit *unit,
                   CpOverheadSet         set,
                   const CpShape        *shape)
{
  gint64 pool = kv_pool (prepared, unit, shape);
  gint64 margin;

  if (pool < 0 || set == CP_OVERHEAD_TIGHT)
    return pool;

  margin = cp_workload_margin_bytes (pool);
  return margin >= pool ? -1 : pool - margin;
}

/* Requests of the workload's context one attention rank holds in @room. */
static gint64
rank_users (const CpPrepared     *prepared,
            const CpWorkloadUnit *unit,
            gint64                room,
            const CpShape        *shape)
{
  gint64 request, users;
  CpEngineLimits limits;

  if (room < 0 || _cp_prepared_refused (prepared, unit))
    return 0;

  request = _cp_prepared_request_bytes (prepared, shape->t, shape->p, prepared->tokens);
  users = request > 0 ? room / request : CP_WORKLOAD_MAX_USERS;

  /* The engine runs at most its default batch of sequences at once
   * (docs/sizing.md §9.1), whatever the memory would hold; each
   * data-parallel rank has its own scheduler. */
  cp_workload_engine_limits (unit, &limits);
  return MIN (users, limits.max_num_seqs);
}

/* B_max of docs/sizing.md §7: requests of the workload's context one
 * replica holds, over its attention ranks. */
gint64
_cp_prepared_max_users (const CpPrepared     *prepared,
                        const CpWorkloadUnit *unit,
                        CpOverheadSet         set,
                        const CpShape        *shape)
{
  gint64 room = _cp_prepared_room (prepared, unit, set, shape);

  return cp_sat_mul (rank_users (prepared, unit, room, shape), shape->d);
}

/* S_max of docs/sizing.md §7 for @users requests on one GPU, in whole
 * blocks, at most the model's own context. */
static gint64
max_context (const CpPrepared *prepared,
             gint64            room,
             gint64            users,
             gint64            tensor_parallel,
             gint64            pipeline_parallel)
{
  const CpArchitecture *arch = prepared->arch;
  gint64 per_request, per_token, tokens;

  if (room < 0)
    return 0;

  per_request = room / MAX (users, 1);
  per_token = _cp_prepared_request_bytes (prepared, tensor_parallel, pipeline_parallel, 1);

  if (arch->attention == CP_ATTENTION_SLIDING && prepared->policy->swa_aware)
    {
      /* Past the window only the full layers grow; per_token here is the
       * cost of the first token on every layer. */
      gint64 window = arch->sliding_window + CP_KV_BLOCK_TOKENS;
      gint64 at_window = _cp_prepared_request_bytes (prepared, tensor_parallel, pipeline_parallel,
                                                     window);
      gint64 growth = _cp_prepared_request_bytes (prepared, tensor_parallel, pipeline_parallel,
                                                  window + 1) - at_window;

      if (per_request < at_window)
        tokens = per_token > 0 ? per_request / per_token : CP_WORKLOAD_MAX_CONTEXT;
      else if (growth <= 0)
        /* Every layer windowed: past the window a request grows no more. */
        tokens = CP_WORKLOAD_MAX_CONTEXT;
      else
        tokens = window + (per_request - at_window) / growth;
    }
  else
    tokens = per_token > 0 ? per_request / per_token : CP_WORKLOAD_MAX_CONTEXT;

  tokens -= tokens % CP_KV_BLOCK_TOKENS;
  if (prepared->context_cap > 0)
    tokens = MIN (tokens, prepared->context_cap);

  return MIN (tokens, CP_WORKLOAD_MAX_CONTEXT);
}

/* S_max for @users requests spread over one replica's attention ranks. */
gint64
_cp_prepared_context (const CpPrepared     *prepared,
                      const CpWorkloadUnit *unit,
                      CpOverheadSet         set,
                      const CpShape        *shape,
                      gint64                users)
{
  gint64 room = _cp_prepared_room (prepared, unit, set, shape);

  return max_context (prepared, room, cp_ceil_div (MAX (users, 1), shape->d), shape->t, shape->p);
}

/* Fills one set's figures of a layout and says whether it fits. */
static gboolean
fill_layout (const CpPrepared     *prepared,
             const CpWorkloadUnit *unit,
             CpOverheadSet         set,
             const CpShape        *shape,
             gint64                replicas,
             CpLayout             *layout)
{
  gint64 usable = cp_workload_usable_bytes (unit, prepared->policy);
  gint64 users = cp_ceil_div (cp_ceil_div (prepared->workload->users, replicas), shape->d);
  gint64 request = _cp_prepared_request_bytes (prepared, shape->t, shape->p, prepared->tokens);
  gint64 room = _cp_prepared_room (prepared, unit, set, shape);

  layout->weights_bytes = _cp_prepared_weights_gpu (prepared, shape);
  layout->kv_bytes = cp_sat_mul (users, request);
  layout->activation_bytes = cp_workload_activation_bytes (prepared->arch, unit, shape->p);
  layout->non_torch_bytes = cp_workload_non_torch_bytes (collective_size (shape), shape->p);
  layout->kv_pool_bytes = kv_pool (prepared, unit, shape);
  layout->margin_bytes = set == CP_OVERHEAD_CONSERVATIVE
                         ? cp_workload_margin_bytes (layout->kv_pool_bytes) : 0;
  layout->overhead_bytes = cp_sat_add (cp_sat_add (layout->activation_bytes,
                                                   layout->non_torch_bytes),
                                       layout->margin_bytes);
  layout->total_bytes = cp_sat_add (cp_sat_add (layout->weights_bytes, layout->kv_bytes),
                                    layout->overhead_bytes);
  layout->usable_bytes = usable;
  layout->max_users = cp_sat_mul (cp_sat_mul (rank_users (prepared, unit, room, shape), shape->d),
                                  replicas);
  layout->max_users = MIN (layout->max_users,
                           CP_WORKLOAD_MAX_USERS * (gint64) CP_WORKLOAD_MAX_USERS);
  layout->max_context = layout->format_not_native
                        ? 0 : max_context (prepared, room, users, shape->t, shape->p);

  return layout->total_bytes <= usable && !_cp_prepared_refused (prepared, unit);
}

/* The fit test of docs/sizing.md §7 for @replicas copies of @shape:
 * fits with the conservative overheads, marginal with the tight ones
 * only, or does not fit. */
void
_cp_prepared_layout (const CpPrepared     *prepared,
                     const CpWorkloadUnit *unit,
                     const CpShape        *shape,
                     gint64                replicas,
                     CpLayout             *layout)
{
  gboolean ep = prepared->moe && (shape->ep || shape->d > 1);

  *layout = (CpLayout) {
    .tensor_parallel = shape->t,
    .pipeline_parallel = shape->p,
    .replicas = replicas,
    .gpus = cp_sat_mul (cp_sat_mul (cp_sat_mul (shape->t, shape->p), shape->d), replicas),
    .expert_parallel = ep,
    .expert_parallel_size = ep ? collective_size (shape) : 0,
    .data_parallel = shape->d,
    .replica_domains = shape->p,
    .rope_scaled = prepared->rope_scaled,
    .context_too_long = prepared->too_long,
    .format_not_native = !cp_workload_unit_runs_weights (unit, &prepared->model->weights),
  };

  if (fill_layout (prepared, unit, CP_OVERHEAD_CONSERVATIVE, shape, replicas, layout))
    layout->verdict = CP_SERVING_FITS;
  else if (fill_layout (prepared, unit, CP_OVERHEAD_TIGHT, shape, replicas, layout))
    layout->verdict = CP_SERVING_MARGINAL;
  else
    {
      fill_layout (prepared, unit, CP_OVERHEAD_CONSERVATIVE, shape, replicas, layout);
      layout->verdict = CP_SERVING_DOES_NOT_FIT;
    }

  layout->build_replicas = layout->replicas;
  layout->build_max_users = layout->max_users;
  layout->build_max_context = layout->max_context;
}

/**
 * cp_workload_check_layout:
 * @tensor_parallel: GPUs sharing each stage
 * @pipeline_parallel: stages of each replica
 * @replicas: copies the users are spread over
 * @layout: (out caller-allocates): the per-GPU figures and the verdict
 *
 * The fit test of one given layout, whether or not it is valid or can be
 * placed: the worked examples of docs/sizing.md §10 are such layouts.
 * Experts are expert-parallel when the policy says so.
 */
void
cp_workload_check_layout (const CpWorkloadModel  *model,
                          const CpWorkload       *workload,
                          const CpWorkloadPolicy *policy,
                          const CpWorkloadUnit   *unit,
                          gint64                  tensor_parallel,
                          gint64                  pipeline_parallel,
                          gint64                  replicas,
                          CpLayout               *layout)
{
  CpLayoutShape shape = { tensor_parallel, pipeline_parallel, 1, replicas, FALSE };

  g_return_if_fail (policy != NULL);

  shape.expert_parallel = policy->expert_parallel;
  cp_workload_check_shape (model, workload, policy, unit, &shape, layout);
}

/**
 * cp_workload_check_shape:
 * @shape: the layout to test
 * @layout: (out caller-allocates): the per-GPU figures and the verdict
 *
 * The fit test of one given layout, with expert parallelism and
 * data-parallel attention as @shape says (docs/sizing.md §8.2).
 */
void
cp_workload_check_shape (const CpWorkloadModel  *model,
                         const CpWorkload       *workload,
                         const CpWorkloadPolicy *policy,
                         const CpWorkloadUnit   *unit,
                         const CpLayoutShape    *shape,
                         CpLayout               *layout)
{
  CpPrepared prepared;
  CpShape inner;

  g_return_if_fail (model != NULL && model->arch != NULL && workload != NULL);
  g_return_if_fail (policy != NULL && unit != NULL && layout != NULL && shape != NULL);
  g_return_if_fail (shape->tensor_parallel > 0 && shape->pipeline_parallel > 0);
  g_return_if_fail (shape->replicas > 0 && shape->data_parallel > 0);
  g_return_if_fail (shape->data_parallel == 1 || (shape->expert_parallel &&
                                                  shape->pipeline_parallel == 1));

  inner = (CpShape) { shape->tensor_parallel, shape->pipeline_parallel, shape->data_parallel,
                      shape->expert_parallel };
  _cp_workload_prepare (model, workload, policy, &prepared);
  _cp_prepared_layout (&prepared, unit, &inner, shape->replicas, layout);
}
