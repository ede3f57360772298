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

const char *cp_serving_verdict_get_label      (CpServingVerdict  verdict);
char       *cp_serving_dup_workload           (CpServing        *serving);
char       *cp_serving_dup_gpus_used          (CpBuild          *build);
char       *cp_serving_dup_verdict            (CpBuild          *build);
char       *cp_serving_dup_sized_for          (CpServing        *serving);
char       *cp_serving_dup_figures_note       (void);
char       *cp_serving_dup_engine             (void);
char       *cp_serving_dup_summary            (CpBuild          *build);
char       *cp_serving_dup_free_per_gpu       (CpBuild          *build);

G_END_DECLS
