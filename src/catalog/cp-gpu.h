/* cp-gpu.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-item.h"
#include "cp-speed.h"

G_BEGIN_DECLS

#define CP_TYPE_GPU (cp_gpu_get_type ())

G_DECLARE_FINAL_TYPE (CpGpu, cp_gpu, CP, GPU, CpItem)

gint64   cp_gpu_get_memory_mb (CpGpu *self);
gint64   cp_gpu_get_power_w   (CpGpu *self);
gboolean cp_gpu_get_desktop   (CpGpu *self);
gint64   cp_gpu_get_capacity_bytes    (CpGpu *self);
gboolean cp_gpu_get_capacity_measured (CpGpu *self);
gint64   cp_gpu_get_compute_capability (CpGpu *self);
const CpSpeedGpu *cp_gpu_get_speed    (CpGpu *self);
double   cp_gpu_get_host_link_bandwidth (CpGpu *self);
const char *cp_gpu_get_host_link      (CpGpu *self);
const char *cp_gpu_get_speed_source   (CpGpu *self);

G_END_DECLS
