/* cp-speed-figures.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-speed-figures"

#include "config.h"

#include "cp-speed-figures.h"

/**
 * cp_unit_speed_gpu:
 * @layout: (nullable): the layout on @unit, which decides the link a
 *   tensor-parallel group talks over
 * @gpu: (out caller-allocates): the figures the bounds take
 *
 * The unit's GPU as the bounds see it (docs/sizing.md §13.1): its
 * datasheet figures, with NVLink between the GPUs of a domain, or the
 * host link (PCIe) for desktop cards split over PCIe.
 *
 * Returns: whether the catalog gives the GPU's figures.
 */
gboolean
cp_unit_speed_gpu (CpUnit         *unit,
                   const CpLayout *layout,
                   CpSpeedGpu     *gpu)
{
  CpGpu *kind;
  const CpSpeedGpu *speed;

  g_return_val_if_fail (CP_IS_UNIT (unit) && gpu != NULL, FALSE);

  *gpu = (CpSpeedGpu) { 0 };
  kind = cp_unit_get_gpu (unit);
  speed = cp_gpu_get_speed (kind);
  if (speed == NULL)
    return FALSE;

  *gpu = *speed;
  if (!cp_unit_get_has_nvlink (unit) || (layout != NULL && layout->pcie_split))
    gpu->link_bandwidth = cp_gpu_get_host_link_bandwidth (kind);

  return TRUE;
}

/**
 * cp_speed_figures_compute:
 * @unit: the build's unit
 * @count: how many of it
 * @model: a model with an architecture
 * @weights: the format its weights are served in
 * @workload: the context and users asked for
 * @layout: the model's layout on the build
 * @prompt_tokens: the first token's prompt; 0 for three quarters of the
 *   context
 * @terms: the write-off and tariff of the cost floor
 * @figures: (out caller-allocates): the bounds and the cost floor
 *
 * Returns: whether any bound can be stated.
 */
gboolean
cp_speed_figures_compute (CpUnit               *unit,
                          gint64                count,
                          CpModel              *model,
                          const CpWeightFormat *weights,
                          const CpWorkload     *workload,
                          const CpLayout       *layout,
                          gint64                prompt_tokens,
                          const CpSpeedTerms   *terms,
                          CpSpeedFigures       *figures)
{
  CpModelArchitecture *architecture;
  CpWorkloadModel sized = { 0 };
  CpSpeedGpu gpu;
  CpSpeedCost cost;
  gint64 all_gpus, model_gpus;

  g_return_val_if_fail (CP_IS_UNIT (unit) && CP_IS_MODEL (model), FALSE);
  g_return_val_if_fail (weights != NULL && workload != NULL && layout != NULL, FALSE);
  g_return_val_if_fail (terms != NULL && figures != NULL, FALSE);

  *figures = (CpSpeedFigures) { 0 };
  architecture = cp_model_get_architecture (model);
  if (architecture == NULL || !cp_unit_speed_gpu (unit, layout, &gpu))
    return FALSE;

  sized.arch = cp_model_architecture_get (architecture);
  sized.weights = *weights;
  cp_model_architecture_find_checkpoint (architecture, weights, &sized.unquantized_params, NULL);
  if (!cp_speed_bounds (&sized, workload, layout, &gpu, prompt_tokens, &figures->bounds))
    return FALSE;

  /* The model's share of the build: its GPUs, copies on spare GPUs
   * included, over the build's (docs/sizing.md §13.5). */
  all_gpus = MAX (cp_sat_mul (count, cp_unit_get_gpu_count (unit)), 1);
  model_gpus = cp_sat_mul (layout->gpus / MAX (layout->replicas, 1),
                           MAX (layout->build_replicas, layout->replicas));
  figures->share = MIN ((double) model_gpus / (double) all_gpus, 1.0);

  /* The energy with the facility's overhead, as the site section counts
   * it: a machine room's PUE, none for desktop cards (docs/site.md). */
  cost = (CpSpeedCost) {
    .price_usd = (double) cp_sat_mul (count, cp_unit_get_price_cents (unit)) / 100 * figures->share,
    .write_off_years = terms->write_off_years,
    .power_w = (double) cp_sat_mul (count, cp_unit_get_power_w (unit)) * figures->share *
               (cp_unit_get_desktop (unit) ? 1.0 : MAX (terms->pue, 1.0)),
    .tariff_usd_per_kwh = terms->tariff_usd_per_kwh,
  };
  figures->usd_per_million = cp_speed_usd_per_million (&cost, figures->bounds.max_decode_build);
  figures->kwh_per_month = cp_speed_kwh_per_month (cost.power_w);

  return TRUE;
}

/**
 * cp_build_speed_figures:
 * @build: a build sized for a workload
 * @serving: one of its models
 *
 * cp_speed_figures_compute() for @serving's layout on @build.
 */
gboolean
cp_build_speed_figures (CpBuild            *build,
                        CpModelServing     *serving,
                        gint64              prompt_tokens,
                        const CpSpeedTerms *terms,
                        CpSpeedFigures     *figures)
{
  CpServing *all;
  CpWorkload workload;

  g_return_val_if_fail (CP_IS_BUILD (build) && CP_IS_MODEL_SERVING (serving), FALSE);
  g_return_val_if_fail (figures != NULL, FALSE);

  *figures = (CpSpeedFigures) { 0 };
  all = cp_build_get_serving (build);
  if (all == NULL || cp_build_get_unit (build) == NULL)
    return FALSE;

  workload = (CpWorkload) {
    .context_tokens = cp_serving_get_context_tokens (all),
    .users = cp_serving_get_users (all),
    .kv_cache = cp_serving_get_kv_cache (all),
    .prompt_tokens = cp_serving_get_prompt_tokens (all),
  };

  return cp_speed_figures_compute (cp_build_get_unit (build), cp_build_get_count (build),
                                   cp_model_serving_get_model (serving),
                                   cp_model_serving_get_weights (serving), &workload,
                                   cp_model_serving_get_layout (serving), prompt_tokens, terms,
                                   figures);
}

/**
 * cp_speed_find_measurements:
 *
 * The published measurements of @model in @weights on @unit's GPU with
 * @layout's tensor-parallel and pipeline sizes (docs/sizing.md §13.6).
 *
 * Returns: (transfer container) (element-type CpMeasurement): the
 *   matching measurements, borrowed from @model; empty when none.
 */
GPtrArray *
cp_speed_find_measurements (CpModel              *model,
                            const CpWeightFormat *weights,
                            CpUnit               *unit,
                            const CpLayout       *layout)
{
  GPtrArray *found = g_ptr_array_new ();
  GPtrArray *all;
  const char *gpu;

  g_return_val_if_fail (CP_IS_MODEL (model) && CP_IS_UNIT (unit), found);
  g_return_val_if_fail (weights != NULL && layout != NULL, found);

  all = cp_model_get_measurements (model);
  gpu = cp_item_get_id (CP_ITEM (cp_unit_get_gpu (unit)));
  for (guint i = 0; all != NULL && i < all->len; i++)
    {
      CpMeasurement *measurement = g_ptr_array_index (all, i);

      if (g_str_equal (measurement->gpu, gpu) &&
          measurement->weights.kind == weights->kind &&
          measurement->tensor_parallel == layout->tensor_parallel &&
          measurement->pipeline_parallel == layout->pipeline_parallel)
        g_ptr_array_add (found, measurement);
    }

  return found;
}
