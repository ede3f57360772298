/* cp-workload.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "cp-sizing.h"

G_BEGIN_DECLS

/* Workload-aware sizing (docs/sizing.md §3–§8): can a build
 * serve a model at a context length for a number of concurrent users? The
 * test is per GPU — each GPU's share of the weights, its share of the KV
 * cache and its own fixed overhead against its usable memory — in a valid
 * tensor-parallel × pipeline-parallel layout. Everything is counted in
 * bytes, in 64-bit integers; sums that could leave 64 bits saturate at
 * G_MAXINT64, which never fits anywhere. */

/* Paged KV caches allocate whole blocks of this many tokens (vLLM's
 * default block size, docs/sizing.md §5.3). */
#define CP_KV_BLOCK_TOKENS 16

/* What a workload may ask for: far above any real deployment, and small
 * enough that every product below stays inside 64 bits or saturates. */
#define CP_WORKLOAD_MAX_CONTEXT 100000000
#define CP_WORKLOAD_MAX_USERS   1000000

typedef enum
{
  /* Grouped-query attention, and its two ends: MHA (as many KV heads as
   * heads) and MQA (one KV head). */
  CP_ATTENTION_GQA,
  /* Multi-head latent attention (DeepSeek-V2/V3, Kimi K2): one latent of
   * kv_lora_rank + qk_rope_head_dim per layer and token. */
  CP_ATTENTION_MLA,
  /* GQA where some layers only look at a sliding window (gpt-oss). */
  CP_ATTENTION_SLIDING,
} CpAttention;

typedef enum
{
  CP_WEIGHTS_FP32,
  CP_WEIGHTS_BF16,
  CP_WEIGHTS_FP16,
  CP_WEIGHTS_FP8,
  /* FP8 with one fp32 scale per block × block tile (DeepSeek-V3, Kimi K2,
   * Qwen3-FP8). */
  CP_WEIGHTS_FP8_BLOCK,
  CP_WEIGHTS_INT8,
  /* GPTQ or AWQ 4-bit, with an fp16 scale and a 4-bit zero per group. */
  CP_WEIGHTS_INT4,
  CP_WEIGHTS_MXFP4,
  CP_WEIGHTS_NVFP4,
} CpWeightKind;

typedef struct
{
  CpWeightKind kind;
  /* The block edge of FP8_BLOCK or the group size of INT4; 0 otherwise. */
  gint64       block;
} CpWeightFormat;

#define CP_WEIGHT_FORMAT_NAMES \
  "bf16, fp16, fp32, fp8, fp8-block, int8, int4-g32, int4-g64, int4-g128, mxfp4, nvfp4"

typedef enum
{
  CP_KV_CACHE_BF16,
  CP_KV_CACHE_FP8,
} CpKvCache;

/* Rope scaling a model's publisher documents but its config.json leaves
 * off (docs/sizing.md §5.6): contexts past `max_context`, up to
 * `rope_max_context`, only with it switched on. */
typedef enum
{
  CP_ROPE_SCALING_NONE,
  /* YaRN (Qwen3's model cards): vLLM 0.19's `--hf-overrides
   * '{"rope_parameters":{"rope_type":"yarn","factor":F,
   * "original_max_position_embeddings":N}}'`; its old `--rope-scaling`
   * option is gone. */
  CP_ROPE_SCALING_YARN,
} CpRopeScaling;

/* A model's shape, as its config.json says it. Sizes are counts; 0 means
 * "not given" where a field is optional. */
typedef struct
{
  gint64         params;
  /* Parameters one token runs through (MoE); 0 for a dense model. Memory
   * never uses it: every expert is resident (docs/sizing.md §4.4). */
  gint64         active_params;
  gint64         layers;
  gint64         heads;
  gint64         kv_heads;
  gint64         head_dim;
  CpAttention    attention;
  gint64         kv_lora_rank;
  gint64         qk_rope_head_dim;
  /* CP_ATTENTION_SLIDING: layers that see the whole context, and the
   * window the others see. */
  gint64         full_layers;
  gint64         sliding_window;
  /* The dense MLP's and one expert's intermediate size; they decide which
   * tensor-parallel sizes block-quantised weights allow (docs/sizing.md §8.1). */
  gint64         intermediate_size;
  gint64         moe_intermediate_size;
  gint64         experts;
  gint64         vocab_size;
  gint64         hidden_size;
  gboolean       tied_embeddings;
  CpWeightFormat weights;
  /* Parameters kept at 16 bits when the weights are quantised; 0 means the
   * embedding and lm_head only (docs/sizing.md §4.1). */
  gint64         unquantized_params;
  /* The checkpoint's bytes in its own format, when known exactly. */
  gint64         weight_bytes;
  gint64         max_context;
  /* The routed experts' parameters, all layers together (what expert
   * parallelism spreads instead of sharding, docs/sizing.md §4.3); 0 when
   * not known, and then attention is never data-parallel. */
  gint64         expert_params;
  /* Rope scaling the publisher documents (docs/sizing.md §5.6): the kind,
   * its factor over rope_original_context native tokens, and the context
   * it reaches; CP_ROPE_SCALING_NONE and zeros when none. */
  CpRopeScaling  rope_scaling;
  double         rope_factor;
  gint64         rope_original_context;
  gint64         rope_max_context;
} CpArchitecture;

typedef struct
{
  /* Tokens per request: prompt plus the longest answer. */
  gint64    context_tokens;
  /* Requests served at the same time. */
  gint64    users;
  CpKvCache kv_cache;
  /* The prompt the first-token floor is for (docs/sizing.md §13.4); 0
   * for three quarters of the context. Memory never uses it. */
  gint64    prompt_tokens;
} CpWorkload;

typedef struct
{
  /* The share of each GPU's memory the engine may use, in thousandths
   * (docs/sizing.md §3.2: 900). */
  gint64   utilization_permille;
  /* Bill sliding-window layers at the window, not the context. */
  gboolean swa_aware;
  /* The fit test of one given layout (cp_workload_check_layout()): shard
   * MoE experts by expert parallelism, which lifts the experts'
   * quantisation-block rule (docs/sizing.md §8.1). The search decides
   * this per layout itself, from `layouts`. */
  gboolean expert_parallel;
  /* The layouts the search may use besides tensor parallel inside a
   * domain and pipeline stages across domains (docs/sizing.md §8.2). */
  guint    layouts;
  /* Desktop cards: split a model over the cards of one box, pipeline
   * stages (preferred) or tensor parallel over PCIe; off by default, so
   * "PCIe cards do not pool" stays the answer (docs/sizing.md §8.2). */
  gboolean allow_pcie_split;
  /* For a sizing run in another thread: set to non-zero (atomically) to
   * stop it, which makes cp_workload_size() fail with
   * %CP_SIZING_ERROR_CANCELLED; %NULL when it cannot be stopped. */
  const gint *cancelled;
  /* For a sizing run in another thread: the units sized so far, written
   * atomically as it goes, for its progress; %NULL when not wanted. */
  gint       *units_done;
} CpWorkloadPolicy;

/* Bits of CpWorkloadPolicy.layouts (docs/sizing.md §8.2). */
typedef enum
{
  /* Pipeline stages of one replica inside one NVLink domain (t·p ≤ G_d). */
  CP_LAYOUT_STAGES_IN_DOMAIN = 1 << 0,
  /* MoE experts spread over the GPUs of a stage (vLLM
   * `--enable-expert-parallel`) instead of tensor-parallel sharded. */
  CP_LAYOUT_EXPERT_PARALLEL  = 1 << 1,
  /* MLA models: attention data-parallel over ranks of t GPUs, each rank
   * keeping only its own requests' latent KV, experts parallel over all
   * of them (vLLM `--data-parallel-size N --enable-expert-parallel`,
   * SGLang `--enable-dp-attention`). */
  CP_LAYOUT_DP_ATTENTION     = 1 << 2,
} CpLayoutKind;

#define CP_LAYOUT_ENGINE_LAYOUTS \
  (CP_LAYOUT_STAGES_IN_DOMAIN | CP_LAYOUT_EXPERT_PARALLEL | CP_LAYOUT_DP_ATTENTION)

#define CP_WORKLOAD_POLICY_DEFAULT ((CpWorkloadPolicy) { .utilization_permille = 900, \
                                                         .swa_aware = TRUE, \
                                                         .layouts = CP_LAYOUT_ENGINE_LAYOUTS })

/* A unit's GPUs as the layout search sees them. */
typedef struct
{
  /* Memory one GPU has, as the driver reports it (docs/sizing.md §3.1). */
  gint64   gpu_capacity_bytes;
  /* GPUs per NVLink domain; 1 for GPUs on their own. */
  gint64   domain_gpus;
  gint64   domains_per_unit;
  /* Whether tensor parallelism may span a domain (NVLink). */
  gboolean tensor_parallel;
  /* Whether pipeline stages may sit in different domains (InfiniBand). */
  gboolean pipeline_parallel;
  /* Desktop cards, which split a model over PCIe only when the policy
   * allows it (CpWorkloadPolicy.allow_pcie_split), up to box_gpus of them
   * (docs/sizing.md §8.2). */
  gboolean pcie_cards;
  gint64   box_gpus;
  /* The GPUs' CUDA compute capability × 10 (9.0 is 90); 0 when not known,
   * which runs no format that needs more than any GPU has
   * (cp_workload_unit_runs_weights()). */
  gint64   compute_capability;
} CpWorkloadUnit;

/* FP4 tensor cores, which NVFP4 weights need to run natively: Blackwell,
 * compute capability 10.0 (B200, GB200) and 12.0 (RTX 50) (docs/sizing.md
 * §8.1). */
#define CP_COMPUTE_CAPABILITY_FP4 100

typedef enum
{
  CP_SERVING_UNKNOWN,
  CP_SERVING_FITS,
  CP_SERVING_MARGINAL,
  CP_SERVING_DOES_NOT_FIT,
} CpServingVerdict;

/* Whether a layout is held to the margin of docs/sizing.md §7.2
 * (conservative) or only to the engine's own arithmetic (tight). */
typedef enum
{
  CP_OVERHEAD_CONSERVATIVE,
  CP_OVERHEAD_TIGHT,
} CpOverheadSet;

/* The serving engine whose start-up memory the overheads follow
 * (docs/sizing.md §6, §12). */
#define CP_ENGINE_NAME "vLLM 0.19"

/* What the engine batches at most by default. */
typedef struct
{
  gint64 max_num_seqs;
  gint64 max_batched_tokens;
} CpEngineLimits;

/* A layout to test as given (cp_workload_check_shape()): one replica is
 * data_parallel attention ranks × pipeline_parallel stages ×
 * tensor_parallel GPUs. */
typedef struct
{
  gint64   tensor_parallel;
  gint64   pipeline_parallel;
  /* Attention ranks of one replica (DP attention); 1 without. More than
   * one needs expert_parallel. */
  gint64   data_parallel;
  gint64   replicas;
  gboolean expert_parallel;
} CpLayoutShape;

/* One model's layout on a build, and what each of its GPUs holds. The
 * per-GPU figures are those of the fullest GPU (the first pipeline stage)
 * with the users of one replica on it (of one attention rank of it, with
 * DP attention). A model known only by its store minimum has verdict
 * %CP_SERVING_UNKNOWN and, on a build sized for a workload, the whole
 * GPUs it takes in `gpus`. */
typedef struct
{
  CpServingVerdict verdict;
  gint64           tensor_parallel;
  gint64           pipeline_parallel;
  gint64           replicas;
  /* t × p × data_parallel × replicas. */
  gint64           gpus;
  /* Experts spread over each stage's expert_parallel_size GPUs
   * (t × data_parallel) instead of tensor-parallel sharded: vLLM's
   * `--enable-expert-parallel`. */
  gboolean         expert_parallel;
  gint64           expert_parallel_size;
  /* Attention data-parallel ranks in one replica, each t GPUs keeping its
   * own requests' KV: vLLM's `--data-parallel-size`; 1 without. */
  gint64           data_parallel;
  /* NVLink domains (systems) one replica spans: 1 when its stages sit
   * inside one domain; pipeline_parallel when each stage has its own. */
  gint64           replica_domains;
  /* The replica is split over PCIe desktop cards (slower). */
  gboolean         pcie_split;
  /* The context is past the model's native window and needs its rope
   * scaling (CpArchitecture.rope_scaling) switched on. */
  gboolean         rope_scaled;
  gint64           weights_bytes;
  gint64           kv_bytes;
  /* What the engine takes besides weights and cache (the PyTorch peak of
   * its profiling run and the memory outside PyTorch), the margin kept
   * free (0 with the tight set), and their sum. */
  gint64           activation_bytes;
  gint64           non_torch_bytes;
  gint64           margin_bytes;
  gint64           overhead_bytes;
  /* The KV pool the engine would have: usable less weights, activation
   * and non-torch memory; below zero when it would not start. */
  gint64           kv_pool_bytes;
  gint64           total_bytes;
  gint64           usable_bytes;
  /* Most users at this context, over all replicas; longest context for
   * the users of one replica. With the overheads of the verdict: the tight
   * ones for a marginal model. */
  gint64           max_users;
  gint64           max_context;
  /* The model reads fewer tokens than the workload asks for. */
  gboolean         context_too_long;
  /* The unit's GPUs do not run the served weight format natively (NVFP4
   * without FP4 tensor cores, docs/sizing.md §8.1): no layout serves. */
  gboolean         format_not_native;
  /* The whole build (docs/sizing.md §7.3): replicas of this layout the
   * GPUs the build leaves this model hold, the users at this context they
   * serve together, and the longest context for the workload's users
   * spread over them. Equal to replicas, max_users and max_context for a
   * layout not placed on a build. */
  gint64           build_replicas;
  gint64           build_max_users;
  gint64           build_max_context;
} CpLayout;

/* A model to size: its shape and the format its weights are served in;
 * @arch NULL for a model known only by its store minimum. */
typedef struct
{
  const CpArchitecture *arch;
  CpWeightFormat        weights;
  gint64                store_minimum_mb;
  /* The parameters a published checkpoint in @weights keeps at 16 bits,
   * where it keeps more than the embedding and lm_head (Meta's Llama 3.1
   * 405B FP8: attention, the first and last layers); 0 for the
   * architecture's own figure (docs/sizing.md §4.1). */
  gint64                unquantized_params;
} CpWorkloadModel;

/* One build's serving answer: the verdict over all models and the layout
 * of each (models[i] matches the i-th model sized). */
typedef struct
{
  CpServingVerdict verdict;
  /* GPUs the layouts take, with those of the models known only by their
   * store minimum (whole GPUs of a domain by that minimum). */
  gint64           gpus_used;
  CpLayout        *layouts;
} CpServingResult;

/* a + b and a × b for figures known to be at least zero, stopping at
 * G_MAXINT64 instead of wrapping: a need that large never fits. */
static inline gint64
cp_sat_add (gint64 a,
            gint64 b)
{
  return a > G_MAXINT64 - b ? G_MAXINT64 : a + b;
}

static inline gint64
cp_sat_mul (gint64 a,
            gint64 b)
{
  if (a == 0 || b == 0)
    return 0;
  return a > G_MAXINT64 / b ? G_MAXINT64 : a * b;
}

gboolean    cp_weight_format_from_string   (const char              *str,
                                            CpWeightFormat          *format);
char       *cp_weight_format_to_string     (const CpWeightFormat    *format);
gboolean    cp_kv_cache_from_string        (const char              *str,
                                            CpKvCache               *kv_cache);
const char *cp_kv_cache_to_string          (CpKvCache                kv_cache);
const char *cp_serving_verdict_to_string   (CpServingVerdict         verdict);

gboolean    cp_architecture_check          (const CpArchitecture    *arch,
                                            GError                 **error);
gint64      cp_architecture_weight_bytes   (const CpArchitecture    *arch,
                                            const CpWeightFormat    *weights);
gint64      cp_architecture_context_limit  (const CpArchitecture    *arch);
gint64      cp_architecture_kv_bytes_per_token (const CpArchitecture *arch,
                                            CpKvCache                kv_cache,
                                            gint64                   tensor_parallel,
                                            gint64                   pipeline_parallel);
gboolean    cp_architecture_tp_valid       (const CpArchitecture    *arch,
                                            const CpWeightFormat    *weights,
                                            gboolean                 expert_parallel,
                                            gint64                   tensor_parallel);

gint64      cp_weight_format_compute_capability (const CpWeightFormat *format);
gboolean    cp_workload_unit_runs_weights  (const CpWorkloadUnit    *unit,
                                            const CpWeightFormat    *weights);
gboolean    cp_workload_check              (const CpWorkload        *workload,
                                            GError                 **error);
void        cp_workload_unit_from_sizing   (const CpSizingUnit      *unit,
                                            gint64                   gpu_capacity_bytes,
                                            CpWorkloadUnit          *workload_unit);
gint64      cp_workload_usable_bytes       (const CpWorkloadUnit    *unit,
                                            const CpWorkloadPolicy  *policy);
void        cp_workload_engine_limits      (const CpWorkloadUnit    *unit,
                                            CpEngineLimits          *limits);
gint64      cp_workload_activation_bytes   (const CpArchitecture    *arch,
                                            const CpWorkloadUnit    *unit,
                                            gint64                   pipeline_parallel);
gint64      cp_workload_non_torch_bytes    (gint64                   tensor_parallel,
                                            gint64                   pipeline_parallel);
gint64      cp_workload_overhead_bytes     (const CpArchitecture    *arch,
                                            const CpWorkloadUnit    *unit,
                                            gint64                   tensor_parallel,
                                            gint64                   pipeline_parallel);
gint64      cp_workload_margin_bytes       (gint64                   pool);
gint64      cp_workload_kv_tokens          (const CpArchitecture    *arch,
                                            CpKvCache                kv_cache,
                                            const CpLayout          *layout);
double      cp_workload_max_concurrency    (const CpLayout          *layout,
                                            gint64                   users);
void        cp_workload_check_layout       (const CpWorkloadModel   *model,
                                            const CpWorkload        *workload,
                                            const CpWorkloadPolicy  *policy,
                                            const CpWorkloadUnit    *unit,
                                            gint64                   tensor_parallel,
                                            gint64                   pipeline_parallel,
                                            gint64                   replicas,
                                            CpLayout                *layout);
void        cp_workload_check_shape        (const CpWorkloadModel   *model,
                                            const CpWorkload        *workload,
                                            const CpWorkloadPolicy  *policy,
                                            const CpWorkloadUnit    *unit,
                                            const CpLayoutShape     *shape,
                                            CpLayout                *layout);
gint64      cp_workload_min_count          (const CpWorkloadModel   *model,
                                            const CpWorkload        *workload,
                                            const CpWorkloadPolicy  *policy,
                                            const CpWorkloadUnit    *unit,
                                            CpOverheadSet            set);
gboolean    cp_workload_place              (const CpWorkloadModel   *model,
                                            const CpWorkload        *workload,
                                            const CpWorkloadPolicy  *policy,
                                            const CpWorkloadUnit    *unit,
                                            CpOverheadSet            set,
                                            gint64                   count,
                                            CpLayout                *layout);

gboolean    cp_workload_serve              (const CpSizingUnit      *unit,
                                            const CpWorkloadUnit    *workload_unit,
                                            gint64                   count,
                                            const CpWorkloadModel   *models,
                                            gsize                    n_models,
                                            const CpWorkload        *workload,
                                            const CpWorkloadPolicy  *policy,
                                            CpServingResult         *serving,
                                            GError                 **error);
gboolean    cp_workload_size               (const CpSizingTier      *tiers,
                                            gsize                    n_tiers,
                                            const CpSizingUnit      *units,
                                            const CpWorkloadUnit    *workload_units,
                                            gsize                    n_units,
                                            const CpWorkloadModel   *models,
                                            gsize                    n_models,
                                            const CpWorkload        *workload,
                                            const CpWorkloadPolicy  *policy,
                                            CpSizingBuild           *builds,
                                            CpServingResult         *servings,
                                            int                     *recommended,
                                            GError                 **error);

G_END_DECLS
