/* cp-plan-workload.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "cp-model.h"
#include "cp-workload.h"

G_BEGIN_DECLS

#define CP_TYPE_PLAN_WORKLOAD (cp_plan_workload_get_type ())

/* What a plan is for, beyond "which models": the context of each request,
 * the requests served at once, the KV cache's precision, and the format
 * weights are served in when not the checkpoint's own. Shared by
 * reference; set it up before planning with it. */
typedef struct _CpPlanWorkload CpPlanWorkload;

GType           cp_plan_workload_get_type           (void) G_GNUC_CONST;
CpPlanWorkload *cp_plan_workload_new                (gint64                context_tokens,
                                                     gint64                users,
                                                     CpKvCache             kv_cache);
CpPlanWorkload *cp_plan_workload_ref                (CpPlanWorkload       *self);
void            cp_plan_workload_unref              (CpPlanWorkload       *self);
gint64          cp_plan_workload_get_context_tokens (CpPlanWorkload       *self);
gint64          cp_plan_workload_get_users          (CpPlanWorkload       *self);
CpKvCache       cp_plan_workload_get_kv_cache       (CpPlanWorkload       *self);
void            cp_plan_workload_get_workload       (CpPlanWorkload       *self,
                                                     CpWorkload           *workload);
void            cp_plan_workload_set_weights        (CpPlanWorkload       *self,
                                                     const char           *model_id,
                                                     const CpWeightFormat *format);
gboolean        cp_plan_workload_get_weights        (CpPlanWorkload       *self,
                                                     CpModel              *model,
                                                     CpWeightFormat       *format);
gboolean        cp_plan_workload_get_default_weights (CpPlanWorkload      *self,
                                                     CpWeightFormat       *format);
gboolean        cp_plan_workload_get_model_weights  (CpPlanWorkload       *self,
                                                     const char           *model_id,
                                                     CpWeightFormat       *format);
GStrv           cp_plan_workload_dup_weight_ids     (CpPlanWorkload       *self);
CpPlanWorkload *cp_plan_workload_copy               (CpPlanWorkload       *self,
                                                     gint64                context_tokens,
                                                     gint64                users,
                                                     CpKvCache             kv_cache);
gboolean        cp_plan_workload_equal              (CpPlanWorkload       *a,
                                                     CpPlanWorkload       *b);

void            cp_plan_workload_set_allow_pcie_split (CpPlanWorkload     *self,
                                                       gboolean            allow);
gboolean        cp_plan_workload_get_allow_pcie_split (CpPlanWorkload     *self);
void            cp_plan_workload_set_prompt_tokens  (CpPlanWorkload       *self,
                                                     gint64                prompt_tokens);
gint64          cp_plan_workload_get_prompt_tokens  (CpPlanWorkload       *self);
void            cp_plan_workload_get_policy         (CpPlanWorkload       *self,
                                                     CpWorkloadPolicy     *policy);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CpPlanWorkload, cp_plan_workload_unref)

G_END_DECLS
