/* cp-test-plan.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cp-test-plan.h"
#include "cp-test-planner.h"

/* The plans the workload tests start from: one model, with or without a
 * workload, planned on a catalog or the built-in one; and how a build
 * serves its first model. */

CpPlan *
cp_test_plan_with (CpCatalog      *catalog,
                   CpModel        *model,
                   CpPlanWorkload *workload)
{
  g_autoptr(GError) error = NULL;
  CpPlan *plan;

  g_assert_nonnull (model);
  plan = cp_test_catalog_plan_with_workload (catalog, &model, 1, workload, &error);
  g_assert_no_error (error);

  return plan;
}

/* A @context of 0 plans without a workload, by the store minimum. */
CpPlan *
cp_test_plan_for (const char *model_id,
                  gint64      context,
                  gint64      users,
                  CpKvCache   kv_cache)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  g_autoptr(CpPlanWorkload) workload = NULL;

  g_assert_no_error (error);
  if (context > 0)
    workload = cp_plan_workload_new (context, users, kv_cache);

  return cp_test_plan_with (catalog, cp_catalog_find_model (catalog, model_id), workload);
}

/* A new reference to how @build serves its plan's first model. */
CpModelServing *
cp_test_first_serving (CpBuild *build)
{
  g_assert_nonnull (build);
  g_assert_nonnull (cp_build_get_serving (build));

  return g_list_model_get_item (cp_serving_get_models (cp_build_get_serving (build)), 0);
}

/* How @build lays out its plan's first model; @serving keeps it alive. */
const CpLayout *
cp_test_first_layout (CpBuild         *build,
                      CpModelServing **serving)
{
  *serving = cp_test_first_serving (build);

  return cp_model_serving_get_layout (*serving);
}

/* @count units of @unit_id picked by hand for @plan, as Compare picks them. */
CpBuild *
cp_test_evaluate (CpCatalog  *catalog,
                  CpPlan     *plan,
                  const char *unit_id,
                  gint64      count)
{
  g_autoptr(GError) error = NULL;
  CpBuild *build = cp_test_catalog_evaluate_for_plan (catalog, cp_catalog_find_unit (catalog, unit_id),
                                                      count, plan, &error);

  g_assert_no_error (error);
  g_assert_nonnull (build);

  return build;
}
