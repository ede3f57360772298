/* cp-workload-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-workload.h"

G_BEGIN_DECLS

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
  /* The context, rounded up to whole KV blocks. */
  gint64                  tokens;
  gint64                  kv_element_bytes;
  /* Bit i set: a tensor-parallel size of 2^i is valid for this model. */
  guint64                 tp_mask;
  gboolean                moe;
  gboolean                too_long;
} CpPrepared;

/* Desktop cards one box takes when the policy lets a model split over
 * them (docs/sizing.md §8.2): four double-width cards on one board. */
#define CP_PCIE_BOX_GPUS 4

/* Tensor-parallel sizes up to 2^39: beyond any head count a catalog
 * allows. */
#define CP_MAX_TP_BITS 40

static inline gint64
cp_ceil_div (gint64 a,
             gint64 b)
{
  return a / b + (a % b != 0);
}

void   _cp_workload_prepare       (const CpWorkloadModel  *model,
                                   const CpWorkload       *workload,
                                   const CpWorkloadPolicy *policy,
                                   CpPrepared             *prepared);
gint64 _cp_prepared_weights_gpu   (const CpPrepared       *prepared,
                                   gint64                  tensor_parallel,
                                   gint64                  pipeline_parallel);
gint64 _cp_prepared_request_bytes (const CpPrepared       *prepared,
                                   gint64                  tensor_parallel,
                                   gint64                  pipeline_parallel,
                                   gint64                  tokens);
gint64 _cp_prepared_room          (const CpPrepared       *prepared,
                                   const CpWorkloadUnit   *unit,
                                   CpOverheadSet           set,
                                   gint64                  tensor_parallel,
                                   gint64                  pipeline_parallel);
gint64 _cp_prepared_max_users     (const CpPrepared       *prepared,
                                   const CpWorkloadUnit   *unit,
                                   CpOverheadSet           set,
                                   gint64                  tensor_parallel,
                                   gint64                  pipeline_parallel);
void   _cp_prepared_layout        (const CpPrepared       *prepared,
                                   const CpWorkloadUnit   *unit,
                                   gint64                  tensor_parallel,
                                   gint64                  pipeline_parallel,
                                   gint64                  replicas,
                                   CpLayout               *layout);

G_END_DECLS
