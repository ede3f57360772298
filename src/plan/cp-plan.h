/* cp-plan.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cp-build.h"
#include "cp-plan-workload.h"

G_BEGIN_DECLS

#define CP_TYPE_PLAN (cp_plan_get_type ())

G_DECLARE_FINAL_TYPE (CpPlan, cp_plan, CP, PLAN, GObject)

GListModel *cp_plan_get_models          (CpPlan     *self);
gint64      cp_plan_get_required_mb     (CpPlan     *self);
GListModel *cp_plan_get_builds          (CpPlan     *self);
CpBuild    *cp_plan_get_recommended     (CpPlan     *self);
CpBuild    *cp_plan_get_most_room       (CpPlan     *self);
CpBuild    *cp_plan_find_build          (CpPlan     *self,
                                         const char *tier_id);
char       *cp_plan_dup_models_title    (CpPlan     *self);
CpPlanWorkload *cp_plan_get_workload    (CpPlan     *self);

G_END_DECLS
