/* cp-serving-words.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-build.h"
#include "cp-plan-workload.h"

G_BEGIN_DECLS

/* What one GPU's memory holds under a workload, in the order a per-GPU
 * memory bar shows it. */
typedef enum
{
  CP_GPU_MEMORY_WEIGHTS,
  CP_GPU_MEMORY_KV_CACHE,
  CP_GPU_MEMORY_OVERHEAD,
  CP_GPU_MEMORY_FREE,      /* usable memory left over */
  CP_GPU_MEMORY_OVER,      /* what does not fit in the usable memory */
} CpGpuMemoryPart;

#define CP_N_GPU_MEMORY_PARTS (CP_GPU_MEMORY_OVER + 1)

const char *cp_serving_verdict_get_label      (CpServingVerdict  verdict);
char       *cp_workload_dup_words             (gint64            context_tokens,
                                               gint64            users,
                                               CpKvCache         kv_cache);
char       *cp_plan_workload_dup_words        (CpPlanWorkload   *workload);
char       *cp_serving_dup_workload           (CpServing        *serving);
char       *cp_serving_dup_gpus_used          (CpBuild          *build);
char       *cp_serving_dup_verdict            (CpBuild          *build);
char       *cp_serving_dup_sized_for          (CpServing        *serving);
const char *cp_serving_get_figures_note       (void);
char       *cp_model_serving_dup_layout       (CpModelServing   *serving,
                                               CpBuild          *build);
char       *cp_model_serving_dup_users        (CpModelServing   *serving,
                                               CpServing        *workload);
char       *cp_model_serving_dup_context      (CpModelServing   *serving,
                                               CpServing        *workload);
char       *cp_model_serving_dup_memory       (CpModelServing   *serving);
char       *cp_model_serving_dup_peak         (CpModelServing   *serving);
const char *cp_model_serving_get_note         (CpModelServing   *serving);
char       *cp_model_dup_unknown_architecture (CpModel          *model);
const char *cp_workload_get_unknown_note      (void);
const char *cp_workload_get_off_note          (void);
char       *cp_workload_dup_max_context       (gint64            max_context,
                                               guint             n_models,
                                               const char       *model_name);
char       *cp_workload_dup_context_preset    (gint64            tokens);
char       *cp_workload_dup_weights_title     (CpModel          *model);
char       *cp_weight_format_dup_label        (const CpWeightFormat *format,
                                               gboolean          native);
char       *cp_architecture_dup_params        (const CpArchitecture *arch);
char       *cp_architecture_dup_attention     (const CpArchitecture *arch);
char       *cp_architecture_dup_kv_per_token  (const CpArchitecture *arch);
char       *cp_serving_dup_summary            (CpBuild          *build);
const char *cp_gpu_memory_part_get_name       (CpGpuMemoryPart   part);
char       *cp_gpu_memory_dup_legend          (CpGpuMemoryPart   part,
                                               gint64            bytes);
char       *cp_gpu_memory_dup_scale           (gint64            total_bytes,
                                               gint64            usable_bytes);

G_END_DECLS
