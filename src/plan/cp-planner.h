/* cp-planner.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-catalog.h"
#include "cp-plan.h"

G_BEGIN_DECLS

#define CP_PLAN_ERROR (cp_plan_error_quark ())

typedef enum
{
  /* A unit or model that is not in the planner's catalog. */
  CP_PLAN_ERROR_NOT_FOUND,
} CpPlanError;

#define CP_TYPE_PLANNER (cp_planner_get_type ())

G_DECLARE_FINAL_TYPE (CpPlanner, cp_planner, CP, PLANNER, GObject)

GQuark     cp_plan_error_quark              (void);

CpPlanner *cp_planner_new                   (CpCatalog       *catalog);
CpCatalog *cp_planner_get_catalog           (CpPlanner       *self);

CpPlan    *cp_planner_plan                  (CpPlanner       *self,
                                             CpModel        **models,
                                             guint            n_models,
                                             GError         **error);
CpPlan    *cp_planner_plan_with_workload    (CpPlanner       *self,
                                             CpModel        **models,
                                             guint            n_models,
                                             CpPlanWorkload  *workload,
                                             GError         **error);
typedef struct _CpPlannerJob CpPlannerJob;

CpPlannerJob *cp_planner_job_new            (CpPlanner       *self,
                                             CpModel        **models,
                                             guint            n_models,
                                             CpPlanWorkload  *workload);
gboolean   cp_planner_job_run               (CpPlannerJob    *job,
                                             GError         **error);
void       cp_planner_job_cancel            (CpPlannerJob    *job);
double     cp_planner_job_get_progress      (CpPlannerJob    *job);
CpPlan    *cp_planner_job_finish            (CpPlannerJob    *job,
                                             GError         **error);
void       cp_planner_job_free              (CpPlannerJob    *job);

CpBuild   *cp_planner_evaluate              (CpPlanner       *self,
                                             CpUnit          *unit,
                                             gint64           count,
                                             gint64           required_mb,
                                             guint            n_models,
                                             GError         **error);
CpBuild   *cp_planner_evaluate_for_plan     (CpPlanner       *self,
                                             CpUnit          *unit,
                                             gint64           count,
                                             CpPlan          *plan,
                                             GError         **error);
CpBuild   *cp_planner_size_unit             (CpPlanner       *self,
                                             CpUnit          *unit,
                                             gint64           required_mb,
                                             guint            n_models,
                                             GError         **error);
CpBuild   *cp_planner_size_unit_for_plan    (CpPlanner       *self,
                                             CpUnit          *unit,
                                             CpPlan          *plan,
                                             GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CpPlannerJob, cp_planner_job_free)

G_END_DECLS
