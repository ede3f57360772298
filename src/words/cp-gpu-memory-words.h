/* cp-gpu-memory-words.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-build.h"
#include "cp-plan-workload.h"

G_BEGIN_DECLS

typedef enum
{
  CP_GPU_MEMORY_WEIGHTS,
  CP_GPU_MEMORY_KV_CACHE,
  CP_GPU_MEMORY_OVERHEAD,
  CP_GPU_MEMORY_FREE,      /* usable memory left over */
  CP_GPU_MEMORY_OVER,      /* what does not fit in the usable memory */
} CpGpuMemoryPart;

#define CP_N_GPU_MEMORY_PARTS (CP_GPU_MEMORY_OVER + 1)

const char *cp_gpu_memory_part_get_name       (CpGpuMemoryPart   part);
char       *cp_gpu_memory_dup_legend          (CpGpuMemoryPart   part,
                                               gint64            bytes);
char       *cp_gpu_memory_dup_scale           (gint64            total_bytes,
                                               gint64            usable_bytes);

G_END_DECLS
