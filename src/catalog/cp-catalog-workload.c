/* cp-catalog-workload.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-catalog-workload"

#include "config.h"

#include "cp-build-private.h"
#include "cp-catalog-private.h"
#include "cp-plan-private.h"
#include "cp-serving-private.h"

/* Planning for a workload: the catalog's models and units handed to the
 * workload engine (src/sizing/cp-workload*.c), and its answer dressed as
 * builds that say how they serve the models. */

/* The engine's form of the models: their shape, the format their weights
 * are served in, and their store minimum. */
static CpWorkloadModel *
workload_models (CpModel        **models,
                 guint            n_models,
                 CpPlanWorkload  *workload)
{
  CpWorkloadModel *sized = g_new0 (CpWorkloadModel, n_models);

  for (guint m = 0; m < n_models; m++)
    {
      CpModelArchitecture *architecture = cp_model_get_architecture (models[m]);

      sized[m].store_minimum_mb = cp_model_get_min_memory_mb (models[m]);
      if (architecture == NULL)
        continue;

      sized[m].arch = cp_model_architecture_get (architecture);
      if (!cp_plan_workload_get_weights (workload, models[m], &sized[m].weights))
        sized[m].weights = sized[m].arch->weights;
    }

  return sized;
}

static CpServing *
new_serving (const CpWorkload       *workload,
             const CpServingResult  *result,
             CpModel               **models,
             const CpWorkloadModel  *sized,
             guint                   n_models)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint m = 0; m < n_models; m++)
    g_ptr_array_add (items, cp_model_serving_new (models[m],
                                                  sized[m].arch != NULL ? &sized[m].weights : NULL,
                                                  &result->layouts[m]));

  return _cp_serving_new (workload, result->verdict, result->gpus_used, items);
}

/**
 * cp_catalog_plan_with_workload:
 * @models: (array length=n_models): the models to serve together
 * @n_models: how many, at least one
 * @workload: (nullable): what to serve them for; %NULL plans as
 *   cp_catalog_plan() does
 *
 * Sizes the cheapest build of each tier that serves @workload: models with
 * an architecture per GPU (SIZING.md), the others by their minimum memory.
 * Each build carries its CpServing.
 *
 * Returns: (transfer full) (nullable): the plan, or %NULL when the
 *   workload's figures are out of range or the sums do not fit in 64 bits.
 */
CpPlan *
cp_catalog_plan_with_workload (CpCatalog       *self,
                               CpModel        **models,
                               guint            n_models,
                               CpPlanWorkload  *workload,
                               GError         **error)
{
  g_autoptr(GListStore) model_store = NULL;
  g_autoptr(GListStore) builds = NULL;
  g_autofree CpWorkloadModel *sized = NULL;
  g_autofree CpSizingBuild *sizing_builds = NULL;
  g_autofree CpServingResult *results = NULL;
  g_autofree CpLayout *layouts = NULL;
  g_autofree gint64 *minimums = g_new0 (gint64, n_models);
  CpWorkloadPolicy policy = CP_WORKLOAD_POLICY_DEFAULT;
  CpCatalogSizing sizing;
  CpWorkload engine_workload;
  gint64 required_mb = 0;

  g_return_val_if_fail (CP_IS_CATALOG (self), NULL);
  g_return_val_if_fail (models != NULL && n_models > 0, NULL);

  if (workload == NULL)
    return cp_catalog_plan (self, models, n_models, error);

  _cp_catalog_get_sizing (self, &sizing);
  cp_plan_workload_get_workload (workload, &engine_workload);

  model_store = g_list_store_new (CP_TYPE_MODEL);
  for (guint m = 0; m < n_models; m++)
    {
      g_return_val_if_fail (CP_IS_MODEL (models[m]), NULL);

      g_list_store_append (model_store, models[m]);
      minimums[m] = cp_model_get_min_memory_mb (models[m]);
    }

  if (!cp_sizing_sum_memory (minimums, n_models, &required_mb, error))
    return NULL;

  sized = workload_models (models, n_models, workload);
  sizing_builds = g_new0 (CpSizingBuild, sizing.n_tiers);
  results = g_new0 (CpServingResult, sizing.n_tiers);
  layouts = g_new0 (CpLayout, (gsize) sizing.n_tiers * n_models);
  for (guint t = 0; t < sizing.n_tiers; t++)
    results[t].layouts = &layouts[(gsize) t * n_models];

  if (!cp_workload_size (sizing.tiers, sizing.n_tiers, sizing.units, sizing.workload_units,
                         sizing.n_units, sized, n_models, &engine_workload, &policy,
                         sizing_builds, results, NULL, error))
    return NULL;

  builds = g_list_store_new (CP_TYPE_BUILD);
  for (guint t = 0; t < sizing.n_tiers; t++)
    {
      g_autoptr(CpUnit) unit = NULL;
      g_autoptr(CpBuild) build = NULL;
      g_autoptr(CpServing) serving = NULL;

      if (sizing_builds[t].unit < 0)
        continue;

      unit = g_list_model_get_item (cp_catalog_get_units (self), sizing_builds[t].unit);
      build = _cp_catalog_new_build (self, unit, &sizing_builds[t], n_models);
      serving = new_serving (&engine_workload, &results[t], models, sized, n_models);
      _cp_build_set_serving (build, serving);
      g_list_store_append (builds, build);
    }

  return _cp_plan_new (G_LIST_MODEL (model_store), required_mb, G_LIST_MODEL (builds));
}
