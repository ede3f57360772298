/* cp-test-planner.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-planner.h"

G_BEGIN_DECLS

/* One planning call on a catalog, through a planner made for it: for tests
 * that plan once or twice per catalog. What a planner returns keeps no
 * reference to it. */

static inline CpPlan *
cp_test_catalog_plan (CpCatalog  *catalog,
                      CpModel   **models,
                      guint       n_models,
                      GError    **error)
{
  g_autoptr(CpPlanner) planner = cp_planner_new (catalog);

  return cp_planner_plan (planner, models, n_models, error);
}

static inline CpPlan *
cp_test_catalog_plan_with_workload (CpCatalog       *catalog,
                                    CpModel        **models,
                                    guint            n_models,
                                    CpPlanWorkload  *workload,
                                    GError         **error)
{
  g_autoptr(CpPlanner) planner = cp_planner_new (catalog);

  return cp_planner_plan_with_workload (planner, models, n_models, workload, error);
}

static inline CpBuild *
cp_test_catalog_evaluate (CpCatalog  *catalog,
                          CpUnit     *unit,
                          gint64      count,
                          gint64      required_mb,
                          guint       n_models,
                          GError    **error)
{
  g_autoptr(CpPlanner) planner = cp_planner_new (catalog);

  return cp_planner_evaluate (planner, unit, count, required_mb, n_models, error);
}

static inline CpBuild *
cp_test_catalog_evaluate_for_plan (CpCatalog  *catalog,
                                   CpUnit     *unit,
                                   gint64      count,
                                   CpPlan     *plan,
                                   GError    **error)
{
  g_autoptr(CpPlanner) planner = cp_planner_new (catalog);

  return cp_planner_evaluate_for_plan (planner, unit, count, plan, error);
}

static inline CpBuild *
cp_test_catalog_size_unit (CpCatalog  *catalog,
                           CpUnit     *unit,
                           gint64      required_mb,
                           guint       n_models,
                           GError    **error)
{
  g_autoptr(CpPlanner) planner = cp_planner_new (catalog);

  return cp_planner_size_unit (planner, unit, required_mb, n_models, error);
}

static inline CpBuild *
cp_test_catalog_size_unit_for_plan (CpCatalog  *catalog,
                                    CpUnit     *unit,
                                    CpPlan     *plan,
                                    GError    **error)
{
  g_autoptr(CpPlanner) planner = cp_planner_new (catalog);

  return cp_planner_size_unit_for_plan (planner, unit, plan, error);
}

G_END_DECLS
