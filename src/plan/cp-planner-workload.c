/* cp-planner-workload.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-planner-workload"

#include "config.h"

#include "cp-build-private.h"
#include "cp-plan-private.h"
#include "cp-planner-private.h"
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
      CpWeightFormat asked;

      sized[m].store_minimum_mb = cp_model_get_min_memory_mb (models[m]);
      if (architecture == NULL)
        continue;

      sized[m].arch = cp_model_architecture_get (architecture);
      if (!cp_plan_workload_get_weights (workload, models[m], &asked))
        asked = sized[m].arch->weights;
      /* Served in a format the publisher puts out, it is that checkpoint
       * that loads (fp8 asked of a model published in fp8 blocks is that
       * checkpoint); otherwise vLLM quantises the model's own at start-up. */
      cp_model_architecture_serve_weights (architecture, &asked, &sized[m].weights);
      cp_model_architecture_find_checkpoint (architecture, &sized[m].weights,
                                             &sized[m].unquantized_params, NULL);
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

/* A sizing with a workload, in three steps so that the long one may run
 * in another thread: cp_planner_job_new() puts the models and the
 * workload into the engine's plain structs, cp_planner_job_run() sizes
 * them (it touches nothing else: any thread), cp_planner_job_finish()
 * makes the plan of the answers (the planner's thread). */
struct _CpPlannerJob
{
  CpPlanner        *planner;
  CpModel         **models;
  guint             n_models;
  CpPlanWorkload   *workload;
  CpPlannerSizing   sizing;
  CpWorkload        engine_workload;
  CpWorkloadPolicy  policy;
  CpWorkloadModel  *sized;
  CpSizingBuild    *sizing_builds;
  CpServingResult  *results;
  CpLayout         *layouts;
  gint64            required_mb;
  gint              cancelled;
  gint              units_done;
  gboolean          ran;
  GError           *error;
};

/**
 * cp_planner_job_new:
 * @models: (array length=n_models): the models to serve together
 * @n_models: how many, at least one
 * @workload: (nullable): what to serve them for; %NULL plans as
 *   cp_planner_plan() does
 *
 * Returns: (transfer full): a sizing of @models for @workload, to run
 *   with cp_planner_job_run() and end with cp_planner_job_finish().
 */
CpPlannerJob *
cp_planner_job_new (CpPlanner       *self,
                    CpModel        **models,
                    guint            n_models,
                    CpPlanWorkload  *workload)
{
  CpPlannerJob *job;

  g_return_val_if_fail (CP_IS_PLANNER (self), NULL);
  g_return_val_if_fail (models != NULL && n_models > 0, NULL);

  job = g_new0 (CpPlannerJob, 1);
  job->planner = g_object_ref (self);
  job->n_models = n_models;
  job->models = g_new0 (CpModel *, n_models);
  for (guint m = 0; m < n_models; m++)
    job->models[m] = g_object_ref (models[m]);
  if (workload == NULL)
    return job;

  job->workload = cp_plan_workload_ref (workload);
  cp_plan_workload_get_policy (workload, &job->policy);
  job->policy.cancelled = &job->cancelled;
  job->policy.units_done = &job->units_done;
  _cp_planner_get_sizing (self, &job->sizing);
  cp_plan_workload_get_workload (workload, &job->engine_workload);
  job->sized = workload_models (models, n_models, workload);
  job->sizing_builds = g_new0 (CpSizingBuild, MAX (job->sizing.n_tiers, 1));
  job->results = g_new0 (CpServingResult, MAX (job->sizing.n_tiers, 1));
  job->layouts = g_new0 (CpLayout, (gsize) MAX (job->sizing.n_tiers, 1) * n_models);
  for (guint t = 0; t < job->sizing.n_tiers; t++)
    job->results[t].layouts = &job->layouts[(gsize) t * n_models];

  return job;
}

void
cp_planner_job_free (CpPlannerJob *job)
{
  if (job == NULL)
    return;

  for (guint m = 0; m < job->n_models; m++)
    g_object_unref (job->models[m]);
  g_free (job->models);
  g_clear_pointer (&job->workload, cp_plan_workload_unref);
  g_free (job->sized);
  g_free (job->sizing_builds);
  g_free (job->results);
  g_free (job->layouts);
  g_clear_error (&job->error);
  g_object_unref (job->planner);
  g_free (job);
}

/**
 * cp_planner_job_run:
 *
 * Sizes the job's models on the engine's plain structs only, so in any
 * thread, once. Fails with %CP_SIZING_ERROR_CANCELLED when
 * cp_planner_job_cancel() stopped it; its other errors wait for
 * cp_planner_job_finish().
 */
gboolean
cp_planner_job_run (CpPlannerJob  *job,
                    GError       **error)
{
  g_autofree gint64 *minimums = NULL;

  g_return_val_if_fail (job != NULL && !job->ran, FALSE);

  job->ran = TRUE;
  if (job->workload == NULL)
    return TRUE;

  minimums = g_new0 (gint64, job->n_models);
  for (guint m = 0; m < job->n_models; m++)
    minimums[m] = job->sized[m].store_minimum_mb;

  if (cp_sizing_sum_memory (minimums, job->n_models, &job->required_mb, &job->error) &&
      cp_workload_size (job->sizing.tiers, job->sizing.n_tiers, job->sizing.units,
                        job->sizing.workload_units, job->sizing.n_units, job->sized,
                        job->n_models, &job->engine_workload, &job->policy, job->sizing_builds,
                        job->results, NULL, &job->error))
    return TRUE;

  if (g_error_matches (job->error, CP_SIZING_ERROR, CP_SIZING_ERROR_CANCELLED))
    {
      g_propagate_error (error, g_steal_pointer (&job->error));
      return FALSE;
    }

  return TRUE;
}

/* Stops the job's run as soon as it sees it: any thread. */
void
cp_planner_job_cancel (CpPlannerJob *job)
{
  g_return_if_fail (job != NULL);

  g_atomic_int_set (&job->cancelled, 1);
}

/* How far the job's run got, from 0 to 1: any thread. */
double
cp_planner_job_get_progress (CpPlannerJob *job)
{
  g_return_val_if_fail (job != NULL, 0);

  if (job->workload == NULL || job->sizing.n_units == 0)
    return job->ran ? 1 : 0;

  return (double) g_atomic_int_get (&job->units_done) / job->sizing.n_units;
}

/**
 * cp_planner_job_finish:
 *
 * Makes the plan of a job that has run, in the planner's thread.
 *
 * Returns: (transfer full) (nullable): the plan, or %NULL when the
 *   workload's figures are out of range or the sums do not fit in 64 bits.
 */
CpPlan *
cp_planner_job_finish (CpPlannerJob  *job,
                       GError       **error)
{
  g_autoptr(GListStore) model_store = NULL;
  g_autoptr(GListStore) builds = NULL;
  g_autoptr(CpPlanWorkload) copy = NULL;
  CpPlan *plan;

  g_return_val_if_fail (job != NULL && job->ran, NULL);

  if (job->workload == NULL)
    return cp_planner_plan (job->planner, job->models, job->n_models, error);

  if (job->error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&job->error));
      return NULL;
    }

  model_store = g_list_store_new (CP_TYPE_MODEL);
  for (guint m = 0; m < job->n_models; m++)
    g_list_store_append (model_store, job->models[m]);

  builds = g_list_store_new (CP_TYPE_BUILD);
  for (guint t = 0; t < job->sizing.n_tiers; t++)
    {
      g_autoptr(CpUnit) unit = NULL;
      g_autoptr(CpBuild) build = NULL;
      g_autoptr(CpServing) serving = NULL;

      if (job->sizing_builds[t].unit < 0)
        continue;

      unit = g_list_model_get_item (cp_catalog_get_units (cp_planner_get_catalog (job->planner)),
                                    job->sizing_builds[t].unit);
      build = _cp_planner_new_build (job->planner, unit, &job->sizing_builds[t], job->n_models);
      serving = new_serving (&job->engine_workload, &job->results[t], job->models, job->sized,
                             job->n_models);
      _cp_build_set_serving (build, serving);
      g_list_store_append (builds, build);
    }

  plan = _cp_plan_new (G_LIST_MODEL (model_store), job->required_mb, G_LIST_MODEL (builds));
  /* A copy: the caller may still set weights on its own. */
  copy = cp_plan_workload_copy (job->workload, job->engine_workload.context_tokens,
                                job->engine_workload.users, job->engine_workload.kv_cache);
  _cp_plan_set_workload (plan, copy);

  return plan;
}

/**
 * cp_planner_plan_with_workload:
 * @models: (array length=n_models): the models to serve together
 * @n_models: how many, at least one
 * @workload: (nullable): what to serve them for; %NULL plans as
 *   cp_planner_plan() does
 *
 * Sizes the cheapest build of each tier that serves @workload: models with
 * an architecture per GPU (docs/sizing.md §7–§8), the others by their minimum memory.
 * Each build carries its CpServing. The same as a CpPlannerJob run in
 * this thread.
 *
 * Returns: (transfer full) (nullable): the plan, or %NULL when the
 *   workload's figures are out of range or the sums do not fit in 64 bits.
 */
CpPlan *
cp_planner_plan_with_workload (CpPlanner       *self,
                               CpModel        **models,
                               guint            n_models,
                               CpPlanWorkload  *workload,
                               GError         **error)
{
  CpPlannerJob *job;
  CpPlan *plan = NULL;

  g_return_val_if_fail (CP_IS_PLANNER (self), NULL);
  g_return_val_if_fail (models != NULL && n_models > 0, NULL);

  for (guint m = 0; m < n_models; m++)
    g_return_val_if_fail (CP_IS_MODEL (models[m]), NULL);

  job = cp_planner_job_new (self, models, n_models, workload);
  if (cp_planner_job_run (job, error))
    plan = cp_planner_job_finish (job, error);
  cp_planner_job_free (job);

  return plan;
}

/* The plan's models, as an array for the engine. */
static CpModel **
plan_models (CpPlan *plan,
             guint  *n_models)
{
  GListModel *models = cp_plan_get_models (plan);
  CpModel **array;

  *n_models = g_list_model_get_n_items (models);
  array = g_new0 (CpModel *, MAX (*n_models, 1));
  for (guint m = 0; m < *n_models; m++)
    {
      array[m] = g_list_model_get_item (models, m);
      g_object_unref (array[m]);
    }

  return array;
}

/* What the engine is handed to put a plan's models, for its workload, on
 * one unit of the catalog. */
typedef struct
{
  CpPlannerSizing   sizing;
  CpWorkloadPolicy  policy;
  CpWorkload        workload;
  CpModel         **models;
  guint             n_models;
  CpWorkloadModel  *sized;
  CpLayout         *layouts;
  CpServingResult   result;
} UnitRun;

/* Prepares @run for @plan's models and its @workload. */
static void
unit_run_init (UnitRun        *run,
               CpPlanner      *self,
               CpPlan         *plan,
               CpPlanWorkload *workload)
{
  *run = (UnitRun) { .policy = CP_WORKLOAD_POLICY_DEFAULT };
  _cp_planner_get_sizing (self, &run->sizing);
  cp_plan_workload_get_workload (workload, &run->workload);
  cp_plan_workload_get_policy (workload, &run->policy);
  run->models = plan_models (plan, &run->n_models);
  run->sized = workload_models (run->models, run->n_models, workload);
  run->layouts = g_new0 (CpLayout, MAX (run->n_models, 1));
  run->result.layouts = run->layouts;
}

static void
unit_run_clear (UnitRun *run)
{
  g_clear_pointer (&run->models, g_free);
  g_clear_pointer (&run->sized, g_free);
  g_clear_pointer (&run->layouts, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (UnitRun, unit_run_clear)

/**
 * cp_planner_evaluate_for_plan:
 * @unit: a unit of this catalog
 * @count: how many of it
 * @plan: the plan whose models (and workload) the build is for
 *
 * Adds up a build chosen by hand, as the compare page does, for @plan's
 * models: by their minimum memory, as cp_planner_evaluate() does, or, when
 * @plan has a workload, saying how it serves it.
 *
 * Returns: (transfer full) (nullable): the build.
 */
CpBuild *
cp_planner_evaluate_for_plan (CpPlanner  *self,
                              CpUnit     *unit,
                              gint64      count,
                              CpPlan     *plan,
                              GError    **error)
{
  g_auto(UnitRun) run = { 0 };
  g_autoptr(CpBuild) build = NULL;
  g_autoptr(CpServing) serving = NULL;
  CpPlanWorkload *workload;
  guint position;

  g_return_val_if_fail (CP_IS_PLANNER (self), NULL);
  g_return_val_if_fail (CP_IS_UNIT (unit), NULL);
  g_return_val_if_fail (CP_IS_PLAN (plan), NULL);

  build = cp_planner_evaluate (self, unit, count, cp_plan_get_required_mb (plan),
                               g_list_model_get_n_items (cp_plan_get_models (plan)), error);
  workload = cp_plan_get_workload (plan);
  if (build == NULL || workload == NULL)
    return g_steal_pointer (&build);

  if (!g_list_store_find (G_LIST_STORE (cp_catalog_get_units (cp_planner_get_catalog (self))), unit, &position))
    g_return_val_if_reached (NULL);

  unit_run_init (&run, self, plan, workload);
  if (!cp_workload_serve (&run.sizing.units[position], &run.sizing.workload_units[position], count,
                          run.sized, run.n_models, &run.workload, &run.policy, &run.result,
                          error))
    return NULL;

  serving = new_serving (&run.workload, &run.result, run.models, run.sized, run.n_models);
  _cp_build_set_serving (build, serving);
  _cp_build_set_fits (build, run.result.verdict == CP_SERVING_FITS);

  return g_steal_pointer (&build);
}

/**
 * cp_planner_size_unit_for_plan:
 * @unit: a unit of this catalog
 * @plan: the plan whose models (and workload) the build is for
 *
 * Sizes a build of @unit by the rules @plan's tiers were sized by, as if
 * @unit were a tier of its own: for @plan's workload when it has one,
 * else by the models' minimum memory, as cp_planner_size_unit() does. For
 * the compare page, which gives a unit picked there the count the chosen
 * models need of it.
 *
 * Returns: (transfer full) (nullable): the build.
 */
CpBuild *
cp_planner_size_unit_for_plan (CpPlanner  *self,
                               CpUnit     *unit,
                               CpPlan     *plan,
                               GError    **error)
{
  g_auto(UnitRun) run = { 0 };
  const CpSizingTier tier = { TRUE };
  CpPlanWorkload *workload;
  CpSizingUnit alone;
  CpSizingBuild sizing_build;
  guint position;

  g_return_val_if_fail (CP_IS_PLANNER (self), NULL);
  g_return_val_if_fail (CP_IS_UNIT (unit), NULL);
  g_return_val_if_fail (CP_IS_PLAN (plan), NULL);

  workload = cp_plan_get_workload (plan);
  if (workload == NULL || !g_list_store_find (G_LIST_STORE (cp_catalog_get_units (cp_planner_get_catalog (self))), unit,
                                              &position))
    return cp_planner_size_unit (self, unit, cp_plan_get_required_mb (plan),
                                 g_list_model_get_n_items (cp_plan_get_models (plan)), error);

  unit_run_init (&run, self, plan, workload);
  alone = run.sizing.units[position];
  alone.tier = 0;
  if (!cp_workload_size (&tier, 1, &alone, &run.sizing.workload_units[position], 1, run.sized,
                         run.n_models, &run.workload, &run.policy, &sizing_build, &run.result,
                         NULL, error))
    return NULL;

  return cp_planner_evaluate_for_plan (self, unit, MAX (sizing_build.count, 1), plan, error);
}
