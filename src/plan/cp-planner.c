/* cp-planner.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-planner"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-build-private.h"
#include "cp-plan-private.h"
#include "cp-planner-private.h"

/* The planner puts a catalog's hardware to the sizing engine: it keeps the
 * catalog's tiers, units and everyday comparisons in the engine's plain
 * form, built once (a catalog never changes once loaded), and dresses the
 * engine's answers as plans and builds. */
struct _CpPlanner
{
  GObject parent_instance;

  CpCatalog          *catalog;

  CpSizingTier       *sizing_tiers;
  CpSizingUnit       *sizing_units;
  CpSizingComparison *sizing_comparisons;
  CpWorkloadUnit     *workload_units;
  guint               n_tiers;
  guint               n_units;
  guint               n_comparisons;
};

G_DEFINE_FINAL_TYPE (CpPlanner, cp_planner, G_TYPE_OBJECT)
G_DEFINE_QUARK (cp-plan-error-quark, cp_plan_error)

static void
cp_planner_dispose (GObject *object)
{
  CpPlanner *self = (CpPlanner *) object;

  g_clear_object (&self->catalog);

  G_OBJECT_CLASS (cp_planner_parent_class)->dispose (object);
}

static void
cp_planner_finalize (GObject *object)
{
  CpPlanner *self = (CpPlanner *) object;

  g_clear_pointer (&self->sizing_tiers, g_free);
  g_clear_pointer (&self->sizing_units, g_free);
  g_clear_pointer (&self->sizing_comparisons, g_free);
  g_clear_pointer (&self->workload_units, g_free);

  G_OBJECT_CLASS (cp_planner_parent_class)->finalize (object);
}

static void
cp_planner_class_init (CpPlannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cp_planner_dispose;
  object_class->finalize = cp_planner_finalize;
}

static void
cp_planner_init (CpPlanner *self)
{
}

/* The catalog's hardware in the engine's form. */
static void
take_catalog (CpPlanner *self,
              CpCatalog *catalog)
{
  GListModel *tiers = cp_catalog_get_tiers (catalog);
  GListModel *units = cp_catalog_get_units (catalog);
  GListModel *comparisons = cp_catalog_get_comparisons (catalog);

  self->catalog = g_object_ref (catalog);

  self->n_tiers = g_list_model_get_n_items (tiers);
  self->sizing_tiers = g_new0 (CpSizingTier, self->n_tiers);
  for (guint i = 0; i < self->n_tiers; i++)
    {
      g_autoptr(CpTier) tier = g_list_model_get_item (tiers, i);

      self->sizing_tiers[i].recommendable = cp_tier_get_recommendable (tier);
    }

  self->n_units = g_list_model_get_n_items (units);
  self->sizing_units = g_new0 (CpSizingUnit, self->n_units);
  self->workload_units = g_new0 (CpWorkloadUnit, self->n_units);
  for (guint i = 0; i < self->n_units; i++)
    {
      g_autoptr(CpUnit) unit = g_list_model_get_item (units, i);
      guint tier_index = 0;

      if (!g_list_store_find (G_LIST_STORE (tiers), cp_unit_get_tier (unit), &tier_index))
        g_assert_not_reached ();
      cp_unit_to_sizing (unit, tier_index, &self->sizing_units[i]);
      cp_workload_unit_from_sizing (&self->sizing_units[i],
                                    cp_gpu_get_capacity_bytes (cp_unit_get_gpu (unit)),
                                    &self->workload_units[i]);
    }

  self->n_comparisons = g_list_model_get_n_items (comparisons);
  self->sizing_comparisons = g_new0 (CpSizingComparison, self->n_comparisons);
  for (guint i = 0; i < self->n_comparisons; i++)
    {
      g_autoptr(CpComparison) comparison = g_list_model_get_item (comparisons, i);

      self->sizing_comparisons[i].watts = cp_comparison_get_watts (comparison);
    }
}

/**
 * cp_planner_new:
 * @catalog: the catalog to plan with
 *
 * Returns: (transfer full): a planner for @catalog's hardware and models.
 */
CpPlanner *
cp_planner_new (CpCatalog *catalog)
{
  CpPlanner *self;

  g_return_val_if_fail (CP_IS_CATALOG (catalog), NULL);

  self = g_object_new (CP_TYPE_PLANNER, NULL);
  take_catalog (self, catalog);

  return self;
}

CpCatalog *
cp_planner_get_catalog (CpPlanner *self)
{
  g_return_val_if_fail (CP_IS_PLANNER (self), NULL);

  return self->catalog;
}

/* The catalog's units and tiers in the sizing engine's plain form. */
void
_cp_planner_get_sizing (CpPlanner       *self,
                        CpPlannerSizing *sizing)
{
  g_return_if_fail (CP_IS_PLANNER (self) && sizing != NULL);

  *sizing = (CpPlannerSizing) {
    self->sizing_tiers, self->n_tiers, self->sizing_units, self->workload_units, self->n_units,
  };
}

/* A build of @unit as the engine sized it, with its everyday comparison. */
CpBuild *
_cp_planner_new_build (CpPlanner           *self,
                       CpUnit              *unit,
                       const CpSizingBuild *sizing_build,
                       guint                n_models)
{
  g_autoptr(CpComparison) comparison = NULL;
  double ratio = 0;
  int picked;

  picked = cp_sizing_pick_comparison (self->sizing_comparisons, self->n_comparisons,
                                      sizing_build->power_w, &ratio);
  if (picked >= 0)
    comparison = g_list_model_get_item (cp_catalog_get_comparisons (self->catalog), picked);

  /* The build takes a reference of its own. */
  return _cp_build_new (unit, sizing_build, n_models, comparison, ratio);
}

/**
 * cp_planner_plan:
 * @models: (array length=n_models): the models to run together
 * @n_models: how many, at least one
 *
 * Sizes the cheapest build of each tier for @models.
 *
 * Returns: (transfer full) (nullable): the plan, or %NULL when the sums do
 *   not fit in 64 bits.
 */
CpPlan *
cp_planner_plan (CpPlanner  *self,
                 CpModel   **models,
                 guint       n_models,
                 GError    **error)
{
  g_autoptr(GListStore) model_store = NULL;
  g_autoptr(GListStore) builds = NULL;
  g_autofree gint64 *memory = NULL;
  g_autofree CpSizingBuild *sizing_builds = NULL;
  gint64 required_mb;

  g_return_val_if_fail (CP_IS_PLANNER (self), NULL);
  g_return_val_if_fail (models != NULL, NULL);
  g_return_val_if_fail (n_models > 0, NULL);

  model_store = g_list_store_new (CP_TYPE_MODEL);
  memory = g_new (gint64, n_models);
  for (guint i = 0; i < n_models; i++)
    {
      g_return_val_if_fail (CP_IS_MODEL (models[i]), NULL);

      memory[i] = cp_model_get_min_memory_mb (models[i]);
      g_list_store_append (model_store, models[i]);
    }

  if (!cp_sizing_sum_memory (memory, n_models, &required_mb, error))
    return NULL;

  sizing_builds = g_new (CpSizingBuild, self->n_tiers);
  if (!cp_sizing_size (self->sizing_tiers, self->n_tiers,
                       self->sizing_units, self->n_units,
                       required_mb, sizing_builds, NULL, error))
    return NULL;

  builds = g_list_store_new (CP_TYPE_BUILD);
  for (guint t = 0; t < self->n_tiers; t++)
    {
      g_autoptr(CpUnit) unit = NULL;
      g_autoptr(CpBuild) build = NULL;

      if (sizing_builds[t].unit < 0)
        continue;

      unit = g_list_model_get_item (cp_catalog_get_units (self->catalog), sizing_builds[t].unit);
      build = _cp_planner_new_build (self, unit, &sizing_builds[t], n_models);
      g_list_store_append (builds, build);
    }

  return _cp_plan_new (G_LIST_MODEL (model_store), required_mb, G_LIST_MODEL (builds));
}

/* A build of @unit by hand: @count of it when @sized is %FALSE, else the
 * count the sizing rules give it. Never recommended, but saying whether
 * it could be. */
static CpBuild *
unit_build (CpPlanner  *self,
            CpUnit     *unit,
            gboolean    sized,
            gint64      count,
            gint64      required_mb,
            guint       n_models,
            GError    **error)
{
  const CpSizingUnit *sizing_unit;
  CpSizingBuild sizing_build;
  guint position;

  if (!g_list_store_find (G_LIST_STORE (cp_catalog_get_units (self->catalog)), unit, &position))
    {
      g_set_error (error, CP_PLAN_ERROR, CP_PLAN_ERROR_NOT_FOUND,
                   _("“%s” is not a unit of this catalog"), cp_item_get_name (CP_ITEM (unit)));
      return NULL;
    }

  sizing_unit = &self->sizing_units[position];
  if (sized ? !cp_sizing_size_unit (sizing_unit, required_mb, &sizing_build, error)
            : !cp_sizing_evaluate (sizing_unit, count, required_mb, &sizing_build, error))
    return NULL;

  sizing_build.unit = (int) position;
  sizing_build.recommendable = self->sizing_tiers[sizing_unit->tier].recommendable &&
                               !sizing_unit->desktop;

  return _cp_planner_new_build (self, unit, &sizing_build, n_models);
}

/**
 * cp_planner_evaluate:
 * @unit: a unit of this catalog
 * @count: how many of it
 * @required_mb: the memory to hold
 * @n_models: how many models that memory is for (for the verdict's words)
 *
 * Adds up a build chosen by hand, as the compare page does. The build is
 * never recommended, but says whether it could be.
 *
 * Returns: (transfer full) (nullable): the build.
 */
CpBuild *
cp_planner_evaluate (CpPlanner  *self,
                     CpUnit     *unit,
                     gint64      count,
                     gint64      required_mb,
                     guint       n_models,
                     GError    **error)
{
  g_return_val_if_fail (CP_IS_PLANNER (self), NULL);
  g_return_val_if_fail (CP_IS_UNIT (unit), NULL);

  return unit_build (self, unit, FALSE, count, required_mb, n_models, error);
}

/**
 * cp_planner_size_unit:
 * @unit: a unit of this catalog
 * @required_mb: the memory to hold
 * @n_models: how many models that memory is for (for the verdict's words)
 *
 * Sizes a build of @unit for @required_mb by the rules a plan sizes its
 * tiers by: the lowest count that holds the memory, or for a unit that
 * cannot pool, the count whose memory adds up to it on paper (the builds
 * page's spreadsheet build). Like cp_planner_evaluate(), for any unit, of
 * whatever tier.
 *
 * Returns: (transfer full) (nullable): the build.
 */
CpBuild *
cp_planner_size_unit (CpPlanner  *self,
                      CpUnit     *unit,
                      gint64      required_mb,
                      guint       n_models,
                      GError    **error)
{
  g_return_val_if_fail (CP_IS_PLANNER (self), NULL);
  g_return_val_if_fail (CP_IS_UNIT (unit), NULL);

  return unit_build (self, unit, TRUE, 0, required_mb, n_models, error);
}
