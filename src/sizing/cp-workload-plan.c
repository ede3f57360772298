/* cp-workload-plan.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-workload-plan"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cp-workload-pack.h"

/* The layout search of docs/sizing.md §8 and the tier search of §8.5: for each
 * unit type, the lowest count of units on which every model with an
 * architecture is served, each replica on GPUs of its own; for each tier,
 * the cheapest such build. */

/* Multi-model counts are searched upwards from a lower bound; this many
 * steps are more than any real catalog needs (each step jumps by the
 * GPUs still missing). */
#define MAX_COUNT_STEPS 64

static inline gint64
domains_for (const CpWorkloadUnit *unit,
             gint64                count)
{
  return cp_sat_mul (count, unit->domains_per_unit);
}

/**
 * cp_workload_min_count:
 * @set: the overheads to fit with
 *
 * Returns: the fewest units of @unit on which @model serves @workload with
 *   the @set overheads, or 0 when no count does.
 */
gint64
cp_workload_min_count (const CpWorkloadModel  *model,
                       const CpWorkload       *workload,
                       const CpWorkloadPolicy *policy,
                       const CpWorkloadUnit   *unit,
                       CpOverheadSet           set)
{
  CpPrepared prepared;

  g_return_val_if_fail (model != NULL && model->arch != NULL, 0);
  g_return_val_if_fail (workload != NULL && policy != NULL && unit != NULL, 0);

  _cp_workload_prepare (model, workload, policy, &prepared);

  return _cp_search_min_count (&prepared, unit, set);
}

/**
 * cp_workload_place:
 * @count: units in the build
 * @layout: (out caller-allocates): the layout picked
 *
 * Returns: whether @model can serve @workload on @count units of @unit
 *   with the @set overheads.
 */
gboolean
cp_workload_place (const CpWorkloadModel  *model,
                   const CpWorkload       *workload,
                   const CpWorkloadPolicy *policy,
                   const CpWorkloadUnit   *unit,
                   CpOverheadSet           set,
                   gint64                  count,
                   CpLayout               *layout)
{
  CpPrepared prepared;

  g_return_val_if_fail (model != NULL && model->arch != NULL, FALSE);
  g_return_val_if_fail (workload != NULL && policy != NULL && unit != NULL, FALSE);
  g_return_val_if_fail (layout != NULL && count > 0, FALSE);

  _cp_workload_prepare (model, workload, policy, &prepared);

  return _cp_search_place (&prepared, unit, set, count, FALSE, layout);
}

/* One sizing run: the models, prepared once, and the store minimum of
 * those without an architecture. */
typedef struct
{
  const CpSizingTier    *tiers;
  gsize                  n_tiers;
  const CpSizingUnit    *units;
  const CpWorkloadUnit  *workload_units;
  gsize                  n_units;
  const CpWorkloadModel *models;
  CpPrepared            *prepared;
  gsize                  n_models;
  /* One per model, for the unit being sized (prepared[m].memo). */
  CpSearchMemo         **memos;
  gint64                 store_mb;
  gint64                 required_mb;
  const CpWorkloadPolicy *policy;
} Run;

/* The whole GPUs the models sized by their store minimum take on @u:
 * each ⌈minimum / memory per GPU⌉ (docs/sizing.md §8.4). */
static gint64
store_gpus (const Run *run,
            gsize      u)
{
  gint64 gpus = 0;

  for (gsize m = 0; m < run->n_models; m++)
    if (run->models[m].arch == NULL && run->models[m].store_minimum_mb > 0)
      gpus = cp_sat_add (gpus, cp_ceil_div (run->models[m].store_minimum_mb,
                                            run->units[u].gpu_memory_mb));

  return gpus;
}

/* Whether the GPUs the layouts leave free hold the models sized by their
 * store minimum: on a pooled unit as many free GPUs as they take, else
 * one whole free domain with that memory. */
static gboolean
store_part_fits (const Run *run,
                 gsize      u,
                 gint64     free_gpus,
                 gint64     free_domains,
                 gint64    *missing_gpus)
{
  const CpSizingUnit *unit = &run->units[u];
  gint64 need = store_gpus (run, u);

  *missing_gpus = 0;
  if (run->store_mb == 0)
    return TRUE;

  if (unit->pooled_scale_out)
    {
      *missing_gpus = MAX (need - free_gpus, 0);
      return free_gpus >= need;
    }

  *missing_gpus = free_domains > 0 ? 0 : run->workload_units[u].domain_gpus;
  return free_domains > 0 && need <= run->workload_units[u].domain_gpus;
}

/* Whether the layouts in @order (_cp_packing_order()) and the store-minimum
 * models fit @count units of @u together. */
static gboolean
all_fit (const Run     *run,
         gsize          u,
         gint64         count,
         const CpPacking *order,
         gsize          n_order)
{
  gint64 free_gpus, free_domains = 0, missing = 0;

  free_gpus = _cp_pack_in_order (&run->workload_units[u], count, order, n_order, &free_domains);
  return free_gpus >= 0 && store_part_fits (run, u, free_gpus, free_domains, &missing);
}

/* The whole build (docs/sizing.md §7.3): the store-minimum models' GPUs
 * counted as used, and each served model with as many replicas as the
 * GPUs left hold, first model first. */
static void
fill_build (const Run *run,
            gsize      u,
            gint64     count,
            CpLayout  *layouts)
{
  const CpWorkloadUnit *unit = &run->workload_units[u];
  gint64 all_gpus = cp_sat_mul (domains_for (unit, count), unit->domain_gpus);
  gint64 packed = 0;
  gsize n_arch = 0, n_order = 0;
  /* What all_fit() packs, sorted once: below, only replicas change. */
  g_autofree CpPacking *order = NULL;

  for (gsize m = 0; m < run->n_models; m++)
    {
      if (run->models[m].arch != NULL)
        {
          n_arch++;
          continue;
        }
      layouts[m] = (CpLayout) { .verdict = CP_SERVING_UNKNOWN };
      if (run->models[m].store_minimum_mb > 0)
        layouts[m].gpus = cp_ceil_div (run->models[m].store_minimum_mb,
                                       run->units[u].gpu_memory_mb);
    }

  /* What _cp_pack() places, kept up to date: with fewer GPUs free than a
   * replica takes there is no search to make (each packs every model a
   * dozen times: for thousands of models, minutes). */
  for (gsize m = 0; m < run->n_models; m++)
    packed = cp_sat_add (packed, _cp_layout_packed_gpus (&layouts[m]));

  for (gsize m = 0; m < run->n_models; m++)
    {
      CpLayout *layout = &layouts[m];
      gint64 needed, low, high, block, blocks, before;

      if (run->models[m].arch == NULL)
        continue;
      if (layout->verdict != CP_SERVING_FITS && layout->verdict != CP_SERVING_MARGINAL)
        {
          _cp_search_build_capacity (&run->prepared[m], unit, layout->replicas, layout);
          continue;
        }

      before = _cp_layout_packed_gpus (layout);
      _cp_layout_blocks (layout, &block, &blocks);
      high = _cp_layout_max_replicas (unit, layout, count);
      needed = layout->replicas;
      low = needed;
      if (packed < G_MAXINT64 && all_gpus - MIN (packed, all_gpus) < cp_sat_mul (block, blocks))
        high = MIN (high, needed);
      else if (n_arch > 1 || run->store_mb > 0)
        {
          /* The most replicas that still leave the others their place. */
          if (order == NULL)
            {
              order = g_new (CpPacking, MAX (run->n_models, 1));
              n_order = _cp_packing_order (layouts, run->n_models, order);
            }
          while (low < high)
            {
              gint64 middle = low + (high - low + 1) / 2;
              /* What all_fit() would pack: more than there is never fits. */
              gint64 demand = cp_sat_add (packed - before,
                                          cp_sat_mul (cp_sat_mul (block, blocks), middle));

              layout->replicas = middle;
              if ((packed == G_MAXINT64 || demand <= all_gpus) &&
                  all_fit (run, u, count, order, n_order))
                low = middle;
              else
                high = middle - 1;
            }
          high = low;
        }
      layout->replicas = needed;
      _cp_search_build_capacity (&run->prepared[m], unit, MAX (high, needed), layout);
      /* Later models pack around this one's whole build. */
      layout->replicas = layout->build_replicas;
      if (packed < G_MAXINT64)
        packed = cp_sat_add (packed - before, _cp_layout_packed_gpus (layout));
    }

  /* Back to the replicas the workload needs; gpus still counts those. */
  for (gsize m = 0; m < run->n_models; m++)
    {
      CpLayout *layout = &layouts[m];
      gint64 replica = cp_sat_mul (cp_sat_mul (layout->tensor_parallel, layout->pipeline_parallel),
                                   MAX (layout->data_parallel, 1));

      if (run->models[m].arch != NULL && replica > 0)
        layout->replicas = layout->gpus / replica;
    }
}

/* Each model with an architecture in @layouts as the search places it on
 * @count units, on its fewest GPUs when @compact; FALSE when one is not
 * served there (both searches find a layout or neither does). @demand:
 * the GPUs their blocks take together (_cp_pack_demand()), summed while
 * each layout is at hand. */
static gboolean
place_all (const Run            *run,
           const CpWorkloadUnit *unit,
           CpOverheadSet         set,
           gint64                count,
           gboolean              compact,
           CpLayout             *layouts,
           gint64               *demand)
{
  *demand = 0;
  for (gsize m = 0; m < run->n_models; m++)
    if (run->models[m].arch != NULL)
      {
        if (!_cp_search_place (&run->prepared[m], unit, set, count, compact, &layouts[m]))
          return FALSE;
        *demand = cp_sat_add (*demand, _cp_layout_packed_gpus (&layouts[m]));
      }

  return TRUE;
}

/* The fewest units of @u on which every model is served with the @set
 * overheads, their layouts in @layouts; 0 when there is none. */
static gint64
plan_unit (const Run     *run,
           gsize          u,
           CpOverheadSet  set,
           CpLayout      *layouts)
{
  const CpWorkloadUnit *unit = &run->workload_units[u];
  gint64 count = 1;
  gsize n_arch = 0;

  for (gsize m = 0; m < run->n_models; m++)
    {
      gint64 least;

      layouts[m] = (CpLayout) { .verdict = CP_SERVING_UNKNOWN };
      if (run->models[m].arch == NULL)
        continue;

      least = _cp_search_min_count (&run->prepared[m], unit, set);
      if (least == 0)
        return 0;
      count = MAX (count, least);
      n_arch++;
    }

  for (int step = 0; step < MAX_COUNT_STEPS; step++)
    {
      gint64 free_gpus = -1, free_domains = 0, missing = 0, demand;

      /* One model alone was placed within the count by construction. */
      if (n_arch == 1 && run->store_mb == 0)
        return place_all (run, unit, set, count, FALSE, layouts, &demand) ? count : 0;

      /* Each model on its fewest GPUs first: its other layout takes no
       * fewer (both are picked from the same layouts, the fewest stages
       * across domains first), so when these ask for more GPUs than the
       * count has, neither packs, and what is missing is counted from
       * these (a plan of many models mostly starts short). */
      if (!place_all (run, unit, set, count, TRUE, layouts, &demand))
        return 0;
      if (demand <= _cp_pack_capacity (unit, count))
        {
          place_all (run, unit, set, count, FALSE, layouts, &demand);
          free_gpus = _cp_pack (unit, count, layouts, run->n_models, &free_domains);
          if (free_gpus >= 0 && store_part_fits (run, u, free_gpus, free_domains, &missing))
            return count;

          /* Together they may fit on the fewest GPUs each. */
          place_all (run, unit, set, count, TRUE, layouts, &demand);
          free_gpus = _cp_pack (unit, count, layouts, run->n_models, &free_domains);
          if (free_gpus >= 0 && store_part_fits (run, u, free_gpus, free_domains, &missing))
            return count;
        }

      if (run->store_mb > 0 && !run->units[u].pooled_scale_out &&
          store_gpus (run, u) > unit->domain_gpus)
        return 0;

      /* Short of GPUs: at least as many more units as the GPUs missing
       * fill; short only by how the replicas fall into domains: one. */
      if (free_gpus < 0)
        {
          missing = -cp_sat_mul (count, run->units[u].gpu_count);
          for (gsize m = 0; m < run->n_models; m++)
            missing = cp_sat_add (missing, layouts[m].gpus);
        }
      count = cp_sat_add (count, MAX (1, cp_ceil_div (MAX (missing, 0), run->units[u].gpu_count)));
    }

  return 0;
}

/* The build offered when nothing serves the workload: the store rule's
 * count, each model on the largest layout that count allows, all users on
 * one replica, to show how far off it is. */
static gint64
plan_unit_failed (const Run *run,
                  gsize      u,
                  CpLayout  *layouts)
{
  const CpSizingUnit *unit = &run->units[u];
  const CpWorkloadUnit *workload_unit = &run->workload_units[u];
  gint64 unit_mb = cp_sat_mul (unit->gpu_count, unit->gpu_memory_mb);
  gint64 count = MAX (1, cp_ceil_div (run->required_mb, unit_mb));

  for (gsize m = 0; m < run->n_models; m++)
    {
      layouts[m] = (CpLayout) { .verdict = CP_SERVING_UNKNOWN };
      if (run->models[m].arch != NULL)
        _cp_search_closest (&run->prepared[m], workload_unit, count, &layouts[m]);
    }

  return count;
}

static int
verdict_rank (CpServingVerdict verdict)
{
  switch (verdict)
    {
    case CP_SERVING_FITS:
      return 3;
    case CP_SERVING_MARGINAL:
      return 2;
    case CP_SERVING_DOES_NOT_FIT:
      return 1;
    case CP_SERVING_UNKNOWN:
    default:
      return 0;
    }
}

/* The worst verdict over the models with an architecture, and the GPUs
 * all the models take. */
static CpServingVerdict
overall_verdict (const CpLayout *layouts,
                 gsize           n_layouts,
                 gint64         *gpus_used)
{
  CpServingVerdict worst = CP_SERVING_UNKNOWN;

  *gpus_used = 0;
  for (gsize m = 0; m < n_layouts; m++)
    {
      /* A model sized by its store minimum takes whole GPUs too. */
      *gpus_used = cp_sat_add (*gpus_used, layouts[m].gpus);
      if (layouts[m].verdict == CP_SERVING_UNKNOWN)
        continue;
      if (worst == CP_SERVING_UNKNOWN || verdict_rank (layouts[m].verdict) < verdict_rank (worst))
        worst = layouts[m].verdict;
    }

  return worst;
}

/* Whether @a is the better build of a tier: the better verdict, then the
 * cheaper, then fewer units, then less power; on a full tie the earlier
 * (in catalog order) stays. */
static gboolean
better_build (const CpSizingBuild *a,
              CpServingVerdict     verdict_a,
              const CpSizingBuild *b,
              CpServingVerdict     verdict_b)
{
  if (b->unit < 0)
    return TRUE;
  if (verdict_rank (verdict_a) != verdict_rank (verdict_b))
    return verdict_rank (verdict_a) > verdict_rank (verdict_b);
  if (a->price_cents != b->price_cents)
    return a->price_cents < b->price_cents;
  if (a->count != b->count)
    return a->count < b->count;
  return a->power_w < b->power_w;
}

/* The best build of unit @u: served with the conservative overheads, else
 * with the tight ones only, else the store rule's count, not served. */
static gboolean
size_unit (const Run        *run,
           gsize             u,
           CpSizingBuild    *build,
           CpServingResult  *serving,
           GError          **error)
{
  gint64 count = plan_unit (run, u, CP_OVERHEAD_CONSERVATIVE, serving->layouts);

  if (count == 0)
    count = plan_unit (run, u, CP_OVERHEAD_TIGHT, serving->layouts);
  if (count == 0)
    count = plan_unit_failed (run, u, serving->layouts);
  fill_build (run, u, count, serving->layouts);

  serving->verdict = overall_verdict (serving->layouts, run->n_models, &serving->gpus_used);

  if (!cp_sizing_evaluate (&run->units[u], count, run->required_mb, build, error))
    return FALSE;

  /* The models sized by their store minimum have their place only if the
   * layouts left it, which plan_unit() checked. */
  build->unit = (int) u;
  build->fits = serving->verdict == CP_SERVING_FITS;
  build->recommendable = run->tiers[run->units[u].tier].recommendable && !run->units[u].desktop;

  return TRUE;
}

static void
copy_serving (CpServingResult       *to,
              const CpServingResult *from,
              gsize                  n_models)
{
  to->verdict = from->verdict;
  to->gpus_used = from->gpus_used;
  memcpy (to->layouts, from->layouts, n_models * sizeof (CpLayout));
}

/* The best build of each tier, over all its units. */
static gboolean
size_tiers (const Run        *run,
            CpSizingBuild    *builds,
            CpServingResult  *servings,
            GError          **error)
{
  g_autofree CpLayout *scratch_layouts = g_new0 (CpLayout, MAX (run->n_models, 1));
  CpServingResult scratch = { .layouts = scratch_layouts };

  for (gsize t = 0; t < run->n_tiers; t++)
    builds[t] = (CpSizingBuild) { .unit = -1 };

  for (gsize u = 0; u < run->n_units; u++)
    {
      CpSizingBuild candidate;
      guint tier = run->units[u].tier;

      if (tier >= run->n_tiers)
        {
          g_set_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID,
                       _("units[%u]: not a valid unit"), (guint) u);
          return FALSE;
        }

      if (run->policy != NULL && run->policy->cancelled != NULL &&
          g_atomic_int_get (run->policy->cancelled))
        {
          g_set_error_literal (error, CP_SIZING_ERROR, CP_SIZING_ERROR_CANCELLED,
                               _("Sizing was stopped"));
          return FALSE;
        }

      /* The figures of the last unit say nothing of this one. */
      for (gsize m = 0; m < run->n_models; m++)
        if (run->memos[m] != NULL)
          _cp_search_memo_reset (run->memos[m]);

      if (!size_unit (run, u, &candidate, &scratch, error))
        return FALSE;
      if (run->policy != NULL && run->policy->units_done != NULL)
        g_atomic_int_set (run->policy->units_done, (gint) MIN (u + 1, (gsize) G_MAXINT));

      if (better_build (&candidate, scratch.verdict, &builds[tier], servings[tier].verdict))
        {
          builds[tier] = candidate;
          copy_serving (&servings[tier], &scratch, run->n_models);
        }
    }

  return TRUE;
}

/* The recommended build, as without a workload: the best that fits of a
 * recommendable tier. Returns its tier, or -1. */
static int
recommend (const Run       *run,
           CpSizingBuild   *builds,
           CpServingResult *servings)
{
  int best = -1;

  for (gsize t = 0; t < run->n_tiers; t++)
    {
      if (builds[t].unit < 0 || !builds[t].recommendable || !builds[t].fits)
        continue;
      if (best < 0 || better_build (&builds[t], servings[t].verdict,
                                    &builds[best], servings[best].verdict))
        best = (int) t;
    }

  if (best >= 0)
    builds[best].recommended = TRUE;

  return best;
}

/* Checks the workload and every model's architecture, prepares those
 * with one (each with a memo, which run_clear() frees) and adds up the
 * store minimum of those without. Returns how many have an architecture,
 * or -1 with @error set. */
static void
run_clear (Run *run)
{
  for (gsize m = 0; m < run->n_models; m++)
    _cp_search_memo_free (run->memos[m]);
  g_free (run->memos);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static int
prepare_run (Run                    *run,
             const CpWorkload       *workload,
             const CpWorkloadPolicy *policy,
             GError                **error)
{
  int n_arch = 0;

  if (!cp_workload_check (workload, error))
    return -1;

  for (gsize m = 0; m < run->n_models; m++)
    {
      if (run->models[m].arch == NULL)
        {
          run->store_mb = cp_sat_add (run->store_mb, run->models[m].store_minimum_mb);
          continue;
        }
      if (!cp_architecture_check (run->models[m].arch, error))
        return -1;
      _cp_workload_prepare (&run->models[m], workload, policy, &run->prepared[m]);
      run->memos[m] = _cp_search_memo_new ();
      run->prepared[m].memo = run->memos[m];
      n_arch++;
    }

  return n_arch;
}

/**
 * cp_workload_size:
 * @workload_units: the units as the layout search sees them, one per unit
 * @models: the models to serve together; those without an architecture
 *   are held to their store minimum
 * @builds: (out caller-allocates): one build per tier, as cp_sizing_size()
 * @servings: (out caller-allocates): one per tier, each with `layouts`
 *   pointing at room for @n_models layouts
 *
 * Sizes builds for a workload. When no model has an architecture, the
 * builds are exactly those of cp_sizing_size() and every layout says
 * %CP_SERVING_UNKNOWN.
 */
gboolean
cp_workload_size (const CpSizingTier      *tiers,
                  gsize                    n_tiers,
                  const CpSizingUnit      *units,
                  const CpWorkloadUnit    *workload_units,
                  gsize                    n_units,
                  const CpWorkloadModel   *models,
                  gsize                    n_models,
                  const CpWorkload        *workload,
                  const CpWorkloadPolicy  *policy,
                  CpSizingBuild           *builds,
                  CpServingResult         *servings,
                  int                     *recommended,
                  GError                 **error)
{
  g_autofree CpPrepared *prepared = g_new0 (CpPrepared, MAX (n_models, 1));
  g_autofree gint64 *minimums = g_new0 (gint64, MAX (n_models, 1));
  g_auto(Run) run = { tiers, n_tiers, units, workload_units, n_units, models, prepared, n_models,
                      g_new0 (CpSearchMemo *, MAX (n_models, 1)), .policy = policy };
  gboolean any_arch;
  int best, n_arch;

  g_return_val_if_fail (models != NULL && n_models > 0, FALSE);
  g_return_val_if_fail (workload != NULL && policy != NULL, FALSE);
  g_return_val_if_fail (servings != NULL || n_tiers == 0, FALSE);

  n_arch = prepare_run (&run, workload, policy, error);
  if (n_arch < 0)
    return FALSE;
  any_arch = n_arch > 0;

  for (gsize m = 0; m < n_models; m++)
    minimums[m] = models[m].store_minimum_mb;

  if (!cp_sizing_sum_memory (minimums, n_models, &run.required_mb, error))
    return FALSE;

  for (gsize t = 0; t < n_tiers; t++)
    {
      servings[t].verdict = CP_SERVING_UNKNOWN;
      servings[t].gpus_used = 0;
      for (gsize m = 0; m < n_models; m++)
        servings[t].layouts[m] = (CpLayout) { .verdict = CP_SERVING_UNKNOWN };
    }

  /* No architecture known: the store's rule, exactly as without a
   * workload. */
  if (!any_arch)
    return cp_sizing_size (tiers, n_tiers, units, n_units, run.required_mb,
                           builds, recommended, error);

  if (!size_tiers (&run, builds, servings, error))
    return FALSE;

  best = recommend (&run, builds, servings);
  if (recommended != NULL)
    *recommended = best;

  return TRUE;
}

/* Whether every model with an architecture is placed on @count units with
 * the @set overheads, and all of them (and the store-minimum models) fit
 * together. */
static gboolean
serve_with (const Run     *run,
            gint64         count,
            CpOverheadSet  set,
            CpLayout      *layouts)
{
  gint64 free_gpus, free_domains = 0, missing = 0;

  for (int compact = 0; compact < 2; compact++)
    {
      for (gsize m = 0; m < run->n_models; m++)
        {
          layouts[m] = (CpLayout) { .verdict = CP_SERVING_UNKNOWN };
          if (run->models[m].arch != NULL &&
              !_cp_search_place (&run->prepared[m], &run->workload_units[0], set, count,
                                 compact, &layouts[m]))
            return FALSE;
        }

      free_gpus = _cp_pack (&run->workload_units[0], count, layouts, run->n_models, &free_domains);
      if (free_gpus >= 0 && store_part_fits (run, 0, free_gpus, free_domains, &missing))
        break;
      if (compact)
        return FALSE;
    }

  fill_build (run, 0, count, layouts);
  return TRUE;
}

/**
 * cp_workload_serve:
 * @unit: the unit, as the store's sizing sees it
 * @workload_unit: the same unit, as the layout search sees it
 * @count: how many of it, at least one
 * @serving: (out caller-allocates): with `layouts` pointing at room for
 *   @n_models layouts
 *
 * How a build chosen by hand — @count units of @unit — serves @workload:
 * each model on the layout the search picks on that count, with the
 * conservative overheads when they all fit together, else with the tight
 * ones; otherwise each model on its own, as far as it goes, and the
 * build does not serve the workload.
 */
gboolean
cp_workload_serve (const CpSizingUnit      *unit,
                   const CpWorkloadUnit    *workload_unit,
                   gint64                   count,
                   const CpWorkloadModel   *models,
                   gsize                    n_models,
                   const CpWorkload        *workload,
                   const CpWorkloadPolicy  *policy,
                   CpServingResult         *serving,
                   GError                 **error)
{
  g_autofree CpPrepared *prepared = g_new0 (CpPrepared, MAX (n_models, 1));
  g_auto(Run) run = { NULL, 0, unit, workload_unit, 1, models, prepared, n_models,
                      g_new0 (CpSearchMemo *, MAX (n_models, 1)) };
  gboolean all_placed = TRUE;

  g_return_val_if_fail (unit != NULL && workload_unit != NULL && count > 0, FALSE);
  g_return_val_if_fail (models != NULL && n_models > 0 && serving != NULL, FALSE);
  g_return_val_if_fail (workload != NULL && policy != NULL, FALSE);

  if (prepare_run (&run, workload, policy, error) < 0)
    return FALSE;

  if (!serve_with (&run, count, CP_OVERHEAD_CONSERVATIVE, serving->layouts) &&
      !serve_with (&run, count, CP_OVERHEAD_TIGHT, serving->layouts))
    {
      /* Each model as far as it goes on its own. */
      for (gsize m = 0; m < n_models; m++)
        {
          CpLayout *layout = &serving->layouts[m];

          *layout = (CpLayout) { .verdict = CP_SERVING_UNKNOWN };
          if (models[m].arch == NULL)
            continue;
          if (!_cp_search_place (&prepared[m], workload_unit, CP_OVERHEAD_CONSERVATIVE, count,
                                 FALSE, layout) &&
              !_cp_search_place (&prepared[m], workload_unit, CP_OVERHEAD_TIGHT, count, FALSE,
                                 layout))
            {
              _cp_search_closest (&prepared[m], workload_unit, count, layout);
              all_placed = FALSE;
            }
          _cp_search_build_capacity (&prepared[m], workload_unit,
                                     _cp_layout_max_replicas (workload_unit, layout, count), layout);
        }
      serving->verdict = overall_verdict (serving->layouts, n_models, &serving->gpus_used);
      /* Each fits on its own, but not all of them together. */
      if (all_placed && serving->verdict != CP_SERVING_UNKNOWN)
        serving->verdict = CP_SERVING_DOES_NOT_FIT;
      return TRUE;
    }

  serving->verdict = overall_verdict (serving->layouts, n_models, &serving->gpus_used);

  return TRUE;
}

/**
 * cp_workload_kv_tokens:
 * @layout: a layout cp_workload_check_layout() filled
 *
 * The tokens vLLM logs for the KV pool of @layout's fullest GPU: the pool
 * in whole blocks of what one token takes there (docs/sizing.md §6.1).
 */
gint64
cp_workload_kv_tokens (const CpArchitecture *arch,
                       CpKvCache             kv_cache,
                       const CpLayout       *layout)
{
  gint64 per_token;

  g_return_val_if_fail (arch != NULL && layout != NULL, 0);

  per_token = cp_architecture_kv_bytes_per_token (arch, kv_cache, layout->tensor_parallel,
                                                  layout->pipeline_parallel);
  if (per_token < 1 || layout->kv_pool_bytes <= 0)
    return 0;

  return layout->kv_pool_bytes / cp_sat_mul (per_token, CP_KV_BLOCK_TOKENS) * CP_KV_BLOCK_TOKENS;
}

/**
 * cp_workload_max_concurrency:
 * @users: the users of the whole layout
 *
 * Requests of the layout's length its KV pool holds at once, as vLLM logs
 * "Maximum concurrency": the pool over what one request takes on the
 * fullest GPU, windowed layers at their window.
 */
double
cp_workload_max_concurrency (const CpLayout *layout,
                             gint64          users)
{
  gint64 per_replica;
  double request;

  g_return_val_if_fail (layout != NULL, 0);

  per_replica = layout->replicas > 0 ? (users + layout->replicas - 1) / layout->replicas : 0;
  request = per_replica > 0 ? (double) layout->kv_bytes / per_replica : 0;

  return request > 0 ? MAX (layout->kv_pool_bytes, 0) / request : 0;
}
