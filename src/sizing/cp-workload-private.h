/* cp-workload-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-workload.h"

G_BEGIN_DECLS

/* One replica's shape as the arithmetic sees it: d attention ranks, each
 * p stages of t GPUs (docs/sizing.md §8.2); ep: experts spread over the
 * t × d GPUs of a stage rather than tensor-parallel sharded. */
typedef struct
{
  gint64   t;
  gint64   p;
  gint64   d;
  gboolean ep;
} CpShape;

typedef struct _CpSearchMemo CpSearchMemo;

/* What one model needs to be known once per sizing run, so each of the
 * many model × unit pairs only does the per-layout arithmetic. */
typedef struct
{
  const CpWorkloadModel  *model;
  const CpArchitecture   *arch;
  const CpWorkload       *workload;
  const CpWorkloadPolicy *policy;
  gint64                  weights;
  /* Embedding and lm_head bytes inside @weights, and what one pipeline
   * stage of several holds of them. */
  gint64                  vocab_total;
  gint64                  vocab_stage;
  /* The routed experts' bytes inside @weights; 0 when not known. */
  gint64                  expert_bytes;
  /* The context, rounded up to whole KV blocks. */
  gint64                  tokens;
  gint64                  kv_element_bytes;
  /* Bit i set: a tensor-parallel size of 2^i is valid for this model,
   * without expert parallelism (tp_mask) and with it (tp_mask_ep). */
  guint64                 tp_mask;
  guint64                 tp_mask_ep;
  gboolean                moe;
  /* Attention may be data-parallel (MLA, MoE, experts known). */
  gboolean                dp_attention;
  gboolean                too_long;
  /* The context needs the model's documented rope scaling. */
  gboolean                rope_scaled;
  /* The longest context the model reads for this workload. */
  gint64                  context_cap;
  /* The layout figures already worked out on the unit being sized, when
   * the search is run many times there (cp-workload-search.c); NULL
   * when it is not. */
  CpSearchMemo           *memo;
} CpPrepared;

/* Desktop cards one box takes when the policy lets a model split over
 * them (docs/sizing.md §8.2): four double-width cards on one board. */
#define CP_PCIE_BOX_GPUS 4

/* Tensor-parallel sizes up to 2^39: beyond any head count a catalog
 * allows. */
#define CP_MAX_TP_BITS 40

/* Whether no layout of @prepared serves on @unit whatever its memory: the
 * context is past the model's, or the unit's GPUs do not run the weight
 * format natively (docs/sizing.md §8.1). */
static inline gboolean
_cp_prepared_refused (const CpPrepared     *prepared,
                      const CpWorkloadUnit *unit)
{
  return prepared->too_long || !cp_workload_unit_runs_weights (unit, &prepared->model->weights);
}

static inline gint64
cp_ceil_div (gint64 a,
             gint64 b)
{
  return a / b + (a % b != 0);
}

/* ⌈a × num / den⌉ without forming a × num. */
static inline gint64
cp_mul_div_ceil (gint64 a,
                 gint64 num,
                 gint64 den)
{
  return cp_sat_add (cp_sat_mul (a / den, num), cp_ceil_div ((a % den) * num, den));
}

/* The embedding and lm_head parameters: one matrix when they are tied. */
static inline gint64
cp_vocab_params (const CpArchitecture *arch)
{
  return cp_sat_mul (cp_sat_mul (arch->vocab_size, arch->hidden_size),
                     arch->tied_embeddings ? 1 : 2);
}

static inline gint64
cp_stage_layers (const CpArchitecture *arch,
                 gint64                pipeline_parallel)
{
  return cp_ceil_div (arch->layers, pipeline_parallel);
}

/* KV heads one GPU holds: a share, but never less than one whole head
 * (vLLM replicates KV heads when TP exceeds them, docs/sizing.md §5.2). */
static inline gint64
cp_kv_heads_per_gpu (const CpArchitecture *arch,
                     gint64                tensor_parallel)
{
  return cp_ceil_div (arch->kv_heads, tensor_parallel);
}

static inline gboolean
cp_is_moe (const CpArchitecture *arch)
{
  return arch->experts > 0 || arch->active_params > 0;
}

gint64 _cp_expert_weight_bytes    (const CpArchitecture   *arch,
                                   const CpWeightFormat   *weights,
                                   gint64                  whole);
void   _cp_workload_prepare       (const CpWorkloadModel  *model,
                                   const CpWorkload       *workload,
                                   const CpWorkloadPolicy *policy,
                                   CpPrepared             *prepared);
gint64 _cp_prepared_weights_gpu   (const CpPrepared       *prepared,
                                   const CpShape          *shape);
gint64 _cp_prepared_request_bytes (const CpPrepared       *prepared,
                                   gint64                  tensor_parallel,
                                   gint64                  pipeline_parallel,
                                   gint64                  tokens);
gint64 _cp_prepared_room          (const CpPrepared       *prepared,
                                   const CpWorkloadUnit   *unit,
                                   CpOverheadSet           set,
                                   const CpShape          *shape);
gint64 _cp_prepared_max_users     (const CpPrepared       *prepared,
                                   const CpWorkloadUnit   *unit,
                                   CpOverheadSet           set,
                                   const CpShape          *shape);
gint64 _cp_prepared_context       (const CpPrepared       *prepared,
                                   const CpWorkloadUnit   *unit,
                                   CpOverheadSet           set,
                                   const CpShape          *shape,
                                   gint64                  users);
void   _cp_prepared_layout        (const CpPrepared       *prepared,
                                   const CpWorkloadUnit   *unit,
                                   const CpShape          *shape,
                                   gint64                  replicas,
                                   CpLayout               *layout);

G_END_DECLS
