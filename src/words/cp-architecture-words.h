/* cp-architecture-words.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-build.h"
#include "cp-plan-workload.h"

G_BEGIN_DECLS

char       *cp_weight_format_dup_label        (const CpWeightFormat *format,
                                               gboolean          native);
char       *cp_architecture_dup_params        (const CpArchitecture *arch);
char       *cp_architecture_dup_attention     (const CpArchitecture *arch);
char       *cp_architecture_dup_kv_per_token  (const CpArchitecture *arch);

G_END_DECLS
