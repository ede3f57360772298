/* cp-plan-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-plan.h"
#include "cp-plan-workload.h"

G_BEGIN_DECLS

CpPlan *_cp_plan_new          (GListModel     *models,
                                gint64          required_mb,
                                GListModel     *builds);
void    _cp_plan_set_workload (CpPlan         *self,
                                CpPlanWorkload *workload);

G_END_DECLS
