/* cp-speed.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-speed"

#include "config.h"

#include <math.h>

#include "cp-site.h"
#include "cp-speed.h"
#include "cp-workload-private.h"

/* The method is docs/sizing.md §13; each step cites its section. Every
 * term leaves out what an engine might avoid, so a ceiling stays a
 * ceiling and a floor a floor. */

/* What one layout of one model reads and computes, known once per call. */
typedef struct
{
  const CpArchitecture *arch;
  const CpWorkload     *workload;
  const CpSpeedGpu     *gpu;
  gint64                t;
  gint64                p;
  gint64                d;
  /* The GPUs experts are spread over (t × d with expert parallelism, t
   * when every GPU holds a slice of every expert). */
  gint64                expert_group;
  /* Bytes each GPU reads of the weights every step, all stages together,
   * besides the routed experts; the routed experts' bytes on one GPU. */
  double                dense_gpu;
  double                experts_gpu;
  /* The share of the routed experts one token runs through (k of E). */
  double                expert_share;
  /* FLOPs one token needs through the weights: 2 × the parameters it runs
   * through, embeddings left out. */
  double                flops_per_token;
  /* The fastest dense tensor-core rate the weights are multiplied at. */
  double                peak;
  gint64                mean_context;
} Step;

/**
 * cp_speed_default_prompt:
 *
 * The prompt the first-token floor is worked out for when none is given:
 * three quarters of a request's tokens, the rest being the answer
 * (docs/sizing.md §13.4).
 */
gint64
cp_speed_default_prompt (gint64 context_tokens)
{
  return MAX (context_tokens / 4 * 3 + (context_tokens % 4) * 3 / 4, 1);
}

/* The fastest rate the GPU multiplies a format's weights at (§13.1):
 * 16-bit weights at bf16; 8-bit weights at fp8 where the GPU has it;
 * 4-bit ones at fp4 or fp8 where it has them (engines run W4A8 kernels).
 * The fastest is taken, so the floor stays a floor. */
static double
peak_for (const CpSpeedGpu     *gpu,
          const CpWeightFormat *weights)
{
  switch (weights->kind)
    {
    case CP_WEIGHTS_FP8:
    case CP_WEIGHTS_FP8_BLOCK:
    case CP_WEIGHTS_INT8:
      return MAX (gpu->flops_fp8, gpu->flops_bf16);
    case CP_WEIGHTS_INT4:
    case CP_WEIGHTS_MXFP4:
    case CP_WEIGHTS_NVFP4:
      return MAX (MAX (gpu->flops_fp4, gpu->flops_fp8), gpu->flops_bf16);
    case CP_WEIGHTS_FP32:
    case CP_WEIGHTS_BF16:
    case CP_WEIGHTS_FP16:
    default:
      return gpu->flops_bf16;
    }
}

/* The KV cache one request of @tokens reads on a GPU of its tensor-
 * parallel group, all layers: sliding-window layers read only their
 * window (§13.2). */
static double
kv_read (const Step *step,
         gint64      tokens)
{
  const CpArchitecture *arch = step->arch;
  gint64 per_layer, windowed;

  if (arch->attention != CP_ATTENTION_SLIDING)
    return (double) cp_architecture_kv_bytes_per_token (arch, step->workload->kv_cache,
                                                        step->t, 1) * (double) tokens;

  per_layer = 2 * cp_kv_heads_per_gpu (arch, step->t) * arch->head_dim *
              (step->workload->kv_cache == CP_KV_CACHE_FP8 ? 1 : 2);
  windowed = arch->layers - arch->full_layers;

  return (double) per_layer * ((double) arch->full_layers * (double) tokens +
                               (double) windowed * (double) MIN (tokens, arch->sliding_window));
}

/* The expected share of the routed experts @tokens tokens touch in one
 * layer, each choosing k of E at random: 1 − (1 − k/E)^tokens (§13.2). */
static double
touched (const Step *step,
         gint64      tokens)
{
  if (step->experts_gpu <= 0)
    return 0;

  return 1 - pow (1 - step->expert_share, (double) tokens);
}

/* Bytes one decode step of @users requests (of one replica) reads on its
 * busiest GPU, summed over the stages a token passes (§13.2). */
static double
step_bytes (const Step *step,
            gint64      users)
{
  gint64 rank_users = cp_ceil_div (users, step->d);

  return step->dense_gpu + step->experts_gpu * touched (step, users) +
         (double) rank_users * kv_read (step, step->mean_context);
}

/* The tensor-parallel all-reduces of one step: two per layer, each of the
 * rank's activations in 16 bits, a ring sending 2(t − 1)/t of them each
 * way (§13.3). */
static double
all_reduce_s (const Step *step,
              gint64      users)
{
  double bytes;

  if (step->t < 2 || step->gpu->link_bandwidth <= 0)
    return 0;

  bytes = 2.0 * (double) step->arch->layers * 2.0 * (double) (step->t - 1) / (double) step->t *
          (double) cp_ceil_div (users, step->d) * (double) step->arch->hidden_size * 2.0;
  return bytes / step->gpu->link_bandwidth;
}

/* Tokens per second each of @users users of one replica gets at most,
 * and whether compute rather than memory sets it (§13.3). */
static double
per_user (const Step *step,
          gint64      users,
          double     *tpot,
          gboolean   *compute_bound)
{
  double memory, compute;

  *tpot = step_bytes (step, users) / step->gpu->memory_bandwidth + all_reduce_s (step, users);
  memory = 1 / *tpot;
  *compute_bound = FALSE;
  if (step->peak <= 0)
    return memory;

  compute = (double) (step->t * step->p * step->d) * step->peak /
            (step->flops_per_token * (double) users);
  if (compute < memory)
    *compute_bound = TRUE;

  return MIN (memory, compute);
}

static double
replica_total (const Step *step,
               gint64      users)
{
  double tpot;
  gboolean compute_bound;

  if (users <= 0)
    return 0;

  return (double) users * per_user (step, users, &tpot, &compute_bound);
}

/* Attention's FLOPs for a prompt of @tokens, causal: 2 · n_h · d_h · S²
 * per full layer, a window's worth per sliding layer (§13.4). */
static double
attention_flops (const CpArchitecture *arch,
                 gint64                tokens)
{
  double s = (double) tokens;
  double per_head = 2.0 * (double) arch->heads * (double) arch->head_dim;
  double full, windowed, w;

  if (arch->attention != CP_ATTENTION_SLIDING || tokens <= arch->sliding_window)
    return per_head * s * s * (double) arch->layers;

  w = (double) arch->sliding_window;
  full = per_head * s * s * (double) arch->full_layers;
  windowed = 2 * per_head * (s * w - w * w / 2) * (double) (arch->layers - arch->full_layers);

  return full + windowed;
}

static void
prepare_step (const CpWorkloadModel *model,
              const CpWorkload      *workload,
              const CpLayout        *layout,
              const CpSpeedGpu      *gpu,
              gint64                 prompt,
              Step                  *step)
{
  const CpArchitecture *arch = model->arch;
  CpArchitecture checkpoint = *arch;
  gint64 weights, vocab_stage, vocab_total, experts = 0, embedding, active;

  if (model->unquantized_params > 0)
    checkpoint.unquantized_params = model->unquantized_params;

  *step = (Step) {
    .arch = arch,
    .workload = workload,
    .gpu = gpu,
    .t = layout->tensor_parallel,
    .p = layout->pipeline_parallel,
    .d = MAX (layout->data_parallel, 1),
    .peak = peak_for (gpu, &model->weights),
    .mean_context = prompt + (workload->context_tokens - prompt) / 2,
  };
  step->expert_group = layout->expert_parallel ? step->t * step->d : step->t;

  /* The weights as they are sized (§4), less the input embedding, of
   * which a step reads only its tokens' rows. */
  weights = cp_architecture_weight_bytes (&checkpoint, &model->weights);
  vocab_stage = cp_sat_mul (cp_sat_mul (arch->vocab_size, arch->hidden_size),
                            model->weights.kind == CP_WEIGHTS_FP32 ? 4 : 2);
  vocab_total = MIN (cp_sat_mul (vocab_stage, arch->tied_embeddings ? 1 : 2), weights);
  embedding = arch->tied_embeddings ? 0 : MIN (vocab_stage, vocab_total);
  active = arch->active_params > 0 ? arch->active_params : arch->params;
  if (cp_is_moe (arch))
    experts = _cp_expert_weight_bytes (arch, &model->weights, weights - vocab_total);

  if (experts > 0)
    {
      /* k of E from the parameters a token runs through: the active ones
       * less the dense part, over the experts' (§13.2). */
      step->expert_share = CLAMP ((double) (active - (arch->params - arch->expert_params)) /
                                  (double) arch->expert_params, 0.0, 1.0);
    }
  else if (cp_is_moe (arch))
    {
      /* The experts' size is not known: every weight is taken as touched
       * like an expert, at the share of parameters a token runs through,
       * which never reads more than the model does (§13.2). */
      gint64 input = arch->tied_embeddings ? 0 : cp_vocab_params (arch) / 2;

      experts = weights - embedding;
      step->expert_share = CLAMP ((double) (active - input) / (double) MAX (arch->params - input, 1),
                                  0.0, 1.0);
    }

  step->dense_gpu = (double) (weights - experts - embedding) / (double) step->t;
  step->experts_gpu = (double) experts / (double) step->expert_group;

  step->flops_per_token = 2.0 * (double) MAX (active - cp_vocab_params (arch), 1);
}

/* Whether the bounds of @layout can be stated at all. */
static gboolean
can_bound (const CpWorkloadModel *model,
           const CpLayout        *layout,
           const CpSpeedGpu      *gpu)
{
  const CpArchitecture *arch = model->arch;

  if (arch == NULL || gpu == NULL || gpu->memory_bandwidth <= 0)
    return FALSE;
  if (layout->verdict == CP_SERVING_UNKNOWN || layout->format_not_native ||
      layout->context_too_long || layout->max_users < 1 || layout->replicas < 1 ||
      layout->tensor_parallel < 1 || layout->pipeline_parallel < 1)
    return FALSE;
  /* A mixture of experts without the parameters a token runs through:
   * how much of it a step reads cannot be bounded. */
  if (cp_is_moe (arch) && arch->active_params <= 0)
    return FALSE;

  return TRUE;
}

/**
 * cp_speed_bounds:
 * @model: the model and the format its weights are served in
 * @workload: the context and users asked for
 * @layout: the model's layout on a build (cp_workload_size() or
 *   cp_workload_check_shape())
 * @gpu: the build's GPU
 * @prompt_tokens: the prompt of the first-token floor; 0 for the
 *   workload's, or three quarters of the context when it gives none
 * @bounds: (out caller-allocates): the ceilings and floors
 *
 * The speed bounds of docs/sizing.md §13 for @layout: decode ceilings at
 * the workload's users (as many as the KV pool holds) and at the most it
 * holds, and the first-token floor.
 *
 * Returns: whether any bound can be stated (@bounds->known).
 */
gboolean
cp_speed_bounds (const CpWorkloadModel *model,
                 const CpWorkload      *workload,
                 const CpLayout        *layout,
                 const CpSpeedGpu      *gpu,
                 gint64                 prompt_tokens,
                 CpSpeedBounds         *bounds)
{
  Step step;
  gint64 replicas, replica_max, served, each, extra, prompt;
  double compute, memory;

  g_return_val_if_fail (model != NULL && workload != NULL && layout != NULL, FALSE);
  g_return_val_if_fail (bounds != NULL, FALSE);

  *bounds = (CpSpeedBounds) { 0 };
  if (!can_bound (model, layout, gpu) || workload->context_tokens < 1 || workload->users < 1)
    return FALSE;

  if (prompt_tokens <= 0)
    prompt_tokens = workload->prompt_tokens;
  prompt = prompt_tokens > 0 ? MIN (prompt_tokens, workload->context_tokens)
                             : cp_speed_default_prompt (workload->context_tokens);
  prepare_step (model, workload, layout, gpu, prompt, &step);

  /* The users the KV pool holds, spread over the build's replicas; the
   * busiest replica takes the odd ones (§13.3). */
  replicas = MAX (layout->build_replicas, layout->replicas);
  replica_max = layout->max_users / layout->replicas;
  if (replica_max < 1)
    return FALSE;
  served = MIN (workload->users, cp_sat_mul (replica_max, replicas));
  each = served / replicas;
  extra = served % replicas;

  bounds->prompt_tokens = prompt;
  bounds->mean_context = step.mean_context;
  bounds->users = served;
  bounds->users_capped = served < workload->users;
  bounds->replica_users = each + (extra > 0);
  bounds->step_bytes = step_bytes (&step, bounds->replica_users);
  bounds->decode_per_user = per_user (&step, bounds->replica_users, &bounds->tpot_s,
                                      &bounds->compute_bound);
  bounds->decode_replica = (double) bounds->replica_users * bounds->decode_per_user;
  bounds->decode_build = (double) extra * replica_total (&step, each + 1) +
                         (double) (replicas - extra) * replica_total (&step, each);
  bounds->max_users = cp_sat_mul (replica_max, replicas);
  bounds->max_decode_build = (double) replicas * replica_total (&step, replica_max);

  /* The first token: the prompt's FLOPs over the peak of the replica's
   * GPUs, and never sooner than one read of the weights (§13.4). */
  compute = 0;
  if (step.peak > 0)
    {
      double attention_peak = workload->kv_cache == CP_KV_CACHE_FP8
                              ? MAX (gpu->flops_fp8, gpu->flops_bf16) : gpu->flops_bf16;

      compute = step.flops_per_token * (double) prompt / step.peak;
      if (attention_peak > 0)
        compute += attention_flops (model->arch, prompt) / attention_peak;
      compute /= (double) (step.t * step.p * step.d);
    }
  memory = (step.dense_gpu + step.experts_gpu * touched (&step, prompt)) / gpu->memory_bandwidth;
  bounds->ttft_s = MAX (compute, memory);

  bounds->known = TRUE;
  return TRUE;
}

/**
 * cp_speed_usd_per_million:
 * @cost: the build's price, write-off, power and tariff
 * @tokens_per_s: the build's output tokens per second
 *
 * What a million output tokens cost at least at @tokens_per_s (a
 * ceiling, so this is a floor): the price written off over the years
 * plus the energy at full power, per second, over the tokens of that
 * second (docs/sizing.md §13.5).
 *
 * Returns: dollars per million tokens; 0 when @tokens_per_s is not
 *   above zero.
 */
double
cp_speed_usd_per_million (const CpSpeedCost *cost,
                          double             tokens_per_s)
{
  double seconds, per_second;

  g_return_val_if_fail (cost != NULL, 0);

  if (!(tokens_per_s > 0))
    return 0;

  seconds = MAX (cost->write_off_years, 0.01) * CP_SITE_HOURS_PER_YEAR * 3600;
  per_second = cost->price_usd / seconds +
               cost->power_w / 1000 * cost->tariff_usd_per_kwh / 3600;

  return per_second / tokens_per_s * 1e6;
}

/**
 * cp_speed_kwh_per_month:
 *
 * The energy a build draws in an average month at full power, without
 * the facility's overhead (docs/sizing.md §13.5).
 */
double
cp_speed_kwh_per_month (double power_w)
{
  return power_w / 1000 * CP_SITE_HOURS_PER_MONTH;
}
