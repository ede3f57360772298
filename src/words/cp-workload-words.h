/* cp-workload-words.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-build.h"
#include "cp-plan-workload.h"

G_BEGIN_DECLS

char       *cp_workload_dup_words             (gint64            context_tokens,
                                               gint64            users,
                                               CpKvCache         kv_cache);
char       *cp_plan_workload_dup_words        (CpPlanWorkload   *workload);
char       *cp_model_dup_unknown_architecture (CpModel          *model);
const char *cp_workload_get_unknown_note      (void);
const char *cp_workload_get_off_note          (void);
char       *cp_workload_dup_max_context       (gint64            max_context,
                                               guint             n_models,
                                               const char       *model_name);
char       *cp_workload_dup_context_preset    (gint64            tokens);
char       *cp_workload_dup_weights_title     (CpModel          *model);

G_END_DECLS
