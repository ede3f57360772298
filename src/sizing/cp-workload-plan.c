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

#include "cp-workload-private.h"

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

static inline gint64
max_tp (const CpWorkloadUnit *unit)
{
  return unit->tensor_parallel ? unit->domain_gpus : 1;
}

static inline gint64
max_pp (const CpPrepared     *prepared,
        const CpWorkloadUnit *unit)
{
  return unit->pipeline_parallel ? prepared->arch->layers : 1;
}

/* Units a layout of @replicas × p stages of t GPUs needs: every stage in
 * one domain, the stages of a replica in distinct domains. Domains hold
 * ⌊G/t⌋ stages, and any stage counts that respect that (and at most one
 * stage of a replica per domain) can be dealt out round-robin. */
static gint64
units_for_layout (const CpWorkloadUnit *unit,
                  gint64                t,
                  gint64                p,
                  gint64                replicas)
{
  gint64 per_domain = MIN (unit->domain_gpus / t, replicas);
  gint64 stages = cp_sat_mul (replicas, p);

  if (per_domain < 1)
    return G_MAXINT64;

  return MAX (cp_ceil_div (p, unit->domains_per_unit),
              cp_ceil_div (cp_ceil_div (stages, per_domain), unit->domains_per_unit));
}

/* The fewest stages p ≤ @limit at which one request fits on t GPUs, or 0.
 * The room only grows with p (fewer layers per stage), so a binary
 * search finds it. */
static gint64
fewest_stages (const CpPrepared     *prepared,
               const CpWorkloadUnit *unit,
               CpOverheadSet         set,
               gint64            t,
               gint64            limit)
{
  gint64 low = 1, high = limit;

  if (_cp_prepared_max_users (prepared, unit, set, t, limit) < 1)
    return 0;

  while (low < high)
    {
      gint64 middle = low + (high - low) / 2;

      if (_cp_prepared_max_users (prepared, unit, set, t, middle) >= 1)
        high = middle;
      else
        low = middle + 1;
    }

  return low;
}

static gint64
min_count (const CpPrepared     *prepared,
           const CpWorkloadUnit *unit,
           CpOverheadSet         set)
{
  gint64 users = prepared->workload->users;
  gint64 best = 0;

  if (prepared->too_long)
    return 0;

  for (int bit = 0; bit < CP_MAX_TP_BITS && ((gint64) 1 << bit) <= max_tp (unit); bit++)
    {
      gint64 t = (gint64) 1 << bit;
      gint64 limit = max_pp (prepared, unit);
      gint64 first;

      if ((prepared->tp_mask & (G_GUINT64_CONSTANT (1) << bit)) == 0)
        continue;

      first = fewest_stages (prepared, unit, set, t, limit);
      if (first == 0)
        continue;

      /* More stages need more domains: stop once they alone need more
       * units than the best layout so far. */
      for (gint64 p = first; p <= limit; p++)
        {
          gint64 per_replica, count;

          if (best > 0 && cp_ceil_div (p, unit->domains_per_unit) > best)
            break;

          per_replica = _cp_prepared_max_users (prepared, unit, set, t, p);
          count = units_for_layout (unit, t, p, cp_ceil_div (users, per_replica));
          if (best == 0 || count < best)
            best = count;
        }
    }

  return best;
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

  return min_count (&prepared, unit, set);
}

/* Whether @a is the better of two layouts with the same stages: fewer
 * GPUs, then more headroom per GPU, then fewer replicas. */
static gboolean
better_layout (const CpLayout *a,
               const CpLayout *b)
{
  if (a->gpus != b->gpus)
    return a->gpus < b->gpus;
  if (a->usable_bytes - a->total_bytes != b->usable_bytes - b->total_bytes)
    return a->usable_bytes - a->total_bytes > b->usable_bytes - b->total_bytes;
  return a->replicas < b->replicas;
}

/* The layout the search picks on @count units (docs/sizing.md §8.3): the
 * fewest pipeline stages (at most one per domain), then the fewest GPUs,
 * then the most headroom per GPU, then the fewest replicas. */
static gboolean
place (const CpPrepared     *prepared,
       const CpWorkloadUnit *unit,
       CpOverheadSet         set,
       gint64                count,
       CpLayout             *layout)
{
  gint64 limit = MIN (max_pp (prepared, unit), domains_for (unit, count));
  gboolean found = FALSE;

  if (prepared->too_long)
    return FALSE;

  for (gint64 p = 1; p <= limit && !found; p++)
    {
      for (int bit = 0; bit < CP_MAX_TP_BITS && ((gint64) 1 << bit) <= max_tp (unit); bit++)
        {
          gint64 t = (gint64) 1 << bit;
          gint64 per_replica, replicas;
          CpLayout candidate;

          if ((prepared->tp_mask & (G_GUINT64_CONSTANT (1) << bit)) == 0)
            continue;

          per_replica = _cp_prepared_max_users (prepared, unit, set, t, p);
          if (per_replica < 1)
            continue;

          replicas = cp_ceil_div (prepared->workload->users, per_replica);
          if (units_for_layout (unit, t, p, replicas) > count)
            continue;

          _cp_prepared_layout (prepared, unit, t, p, replicas, &candidate);
          if (!found || better_layout (&candidate, layout))
            *layout = candidate;
          found = TRUE;
        }
    }

  return found;
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

  return place (&prepared, unit, set, count, layout);
}

/* Domains with the same free GPUs, kept together so that a build of a
 * million domains costs no more to pack than one of ten. */
typedef struct
{
  gint64 free;
  gint64 count;
} Bucket;

static gint
compare_buckets (gconstpointer a,
                 gconstpointer b)
{
  const Bucket *x = a, *y = b;

  return (x->free > y->free) - (x->free < y->free);
}

static gint
compare_layouts_by_size (gconstpointer a,
                         gconstpointer b)
{
  const CpLayout *x = *(CpLayout * const *) a, *y = *(CpLayout * const *) b;
  gint64 size_x = x->tensor_parallel * x->pipeline_parallel;
  gint64 size_y = y->tensor_parallel * y->pipeline_parallel;

  return (size_x < size_y) - (size_x > size_y);
}

/* Joins the sorted buckets of the same free GPUs and drops the empty
 * ones: domains alike are packed alike, so there are never more buckets
 * than a domain has GPUs, however many models are packed (ten thousand
 * models made twenty thousand buckets, sorted again for each). */
static void
merge_buckets (GArray *buckets)
{
  guint kept = 0;

  for (guint i = 0; i < buckets->len; i++)
    {
      const Bucket *bucket = &g_array_index (buckets, Bucket, i);

      if (bucket->count == 0)
        continue;
      if (kept > 0 && g_array_index (buckets, Bucket, kept - 1).free == bucket->free)
        g_array_index (buckets, Bucket, kept - 1).count += bucket->count;
      else
        g_array_index (buckets, Bucket, kept++) = *bucket;
    }
  g_array_set_size (buckets, kept);
}

/* Puts the stages of one model's replicas into the buckets: fullest
 * domains first, at most one stage of a replica per domain. */
static gboolean
pack_layout (GArray         *buckets,
             const CpLayout *layout)
{
  gint64 t = layout->tensor_parallel;
  gint64 left = cp_sat_mul (layout->replicas, layout->pipeline_parallel);
  guint n = buckets->len;

  for (guint i = 0; i < n && left > 0; i++)
    {
      Bucket *bucket = &g_array_index (buckets, Bucket, i);
      gint64 per_domain = MIN (bucket->free / t, layout->replicas);
      gint64 used, last;
      Bucket full, partial;

      if (per_domain < 1 || bucket->count == 0)
        continue;

      used = MIN (bucket->count, cp_ceil_div (left, per_domain));
      last = left - (used - 1) * per_domain;
      last = MIN (last, per_domain);
      full = (Bucket) { bucket->free - per_domain * t, used - 1 };
      partial = (Bucket) { bucket->free - last * t, 1 };
      left -= (used - 1) * per_domain + last;
      bucket->count -= used;

      g_array_append_val (buckets, full);
      g_array_append_val (buckets, partial);
    }

  g_array_sort (buckets, compare_buckets);
  merge_buckets (buckets);

  return left == 0;
}

/* Packs every model's replicas into @count units, largest replicas first.
 * Returns the GPUs still free, or -1 when they do not all fit. */
static gint64
pack (const CpWorkloadUnit *unit,
      gint64                count,
      CpLayout             *layouts,
      gsize                 n_layouts,
      gint64               *free_domains)
{
  g_autoptr(GArray) buckets = g_array_new (FALSE, FALSE, sizeof (Bucket));
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  Bucket all = { unit->domain_gpus, domains_for (unit, count) };
  gint64 free_gpus = 0;

  g_array_append_val (buckets, all);
  for (gsize i = 0; i < n_layouts; i++)
    if (layouts[i].replicas > 0)
      g_ptr_array_add (order, &layouts[i]);
  g_ptr_array_sort (order, compare_layouts_by_size);

  for (guint i = 0; i < order->len; i++)
    if (!pack_layout (buckets, order->pdata[i]))
      return -1;

  *free_domains = 0;
  for (guint i = 0; i < buckets->len; i++)
    {
      const Bucket *bucket = &g_array_index (buckets, Bucket, i);

      free_gpus = cp_sat_add (free_gpus, cp_sat_mul (bucket->free, bucket->count));
      if (bucket->free == unit->domain_gpus)
        *free_domains = cp_sat_add (*free_domains, bucket->count);
    }

  return free_gpus;
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
  gint64                 store_mb;
  gint64                 required_mb;
  const CpWorkloadPolicy *policy;
} Run;

/* Whether the GPUs the layouts leave free hold the models sized by their
 * store minimum, the v1 way: pooled memory, or one whole free piece. */
static gboolean
store_part_fits (const Run *run,
                 gsize      u,
                 gint64     free_gpus,
                 gint64     free_domains,
                 gint64    *missing_gpus)
{
  const CpSizingUnit *unit = &run->units[u];
  gint64 need = cp_ceil_div (run->store_mb, unit->gpu_memory_mb);

  *missing_gpus = 0;
  if (run->store_mb == 0)
    return TRUE;

  if (unit->pooled_scale_out)
    {
      *missing_gpus = MAX (need - free_gpus, 0);
      return free_gpus >= need;
    }

  *missing_gpus = free_domains > 0 ? 0 : run->workload_units[u].domain_gpus;
  return free_domains > 0 &&
         cp_sat_mul (run->workload_units[u].domain_gpus, unit->gpu_memory_mb) >= run->store_mb;
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

      least = min_count (&run->prepared[m], unit, set);
      if (least == 0)
        return 0;
      count = MAX (count, least);
      n_arch++;
    }

  for (int step = 0; step < MAX_COUNT_STEPS; step++)
    {
      gint64 free_gpus, free_domains = 0, missing = 0;

      for (gsize m = 0; m < run->n_models; m++)
        if (run->models[m].arch != NULL &&
            !place (&run->prepared[m], unit, set, count, &layouts[m]))
          return 0;

      /* One model alone was placed within the count by construction. */
      if (n_arch == 1 && run->store_mb == 0)
        return count;

      free_gpus = pack (unit, count, layouts, run->n_models, &free_domains);
      if (free_gpus >= 0 && store_part_fits (run, u, free_gpus, free_domains, &missing))
        return count;

      if (run->store_mb > 0 && !run->units[u].pooled_scale_out &&
          cp_sat_mul (unit->domain_gpus, run->units[u].gpu_memory_mb) < run->store_mb)
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

/* The closest a model comes on @count units when nothing serves it: the
 * largest layout the count allows, all users on one copy. */
static void
closest_layout (const CpPrepared     *prepared,
                const CpWorkloadUnit *unit,
                gint64                count,
                CpLayout             *layout)
{
  gint64 t = 1, p;

  for (int bit = 0; bit < CP_MAX_TP_BITS; bit++)
    if (((gint64) 1 << bit) <= max_tp (unit) &&
        (prepared->tp_mask & (G_GUINT64_CONSTANT (1) << bit)))
      t = (gint64) 1 << bit;
  p = MIN (max_pp (prepared, unit), domains_for (unit, count));

  _cp_prepared_layout (prepared, unit, t, MAX (p, 1), 1, layout);
  layout->verdict = CP_SERVING_DOES_NOT_FIT;
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
        closest_layout (&run->prepared[m], workload_unit, count, &layouts[m]);
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

/* The worst verdict over the models with an architecture. */
static CpServingVerdict
overall_verdict (const CpLayout *layouts,
                 gsize           n_layouts,
                 gint64         *gpus_used)
{
  CpServingVerdict worst = CP_SERVING_UNKNOWN;

  *gpus_used = 0;
  for (gsize m = 0; m < n_layouts; m++)
    {
      if (layouts[m].verdict == CP_SERVING_UNKNOWN)
        continue;
      *gpus_used = cp_sat_add (*gpus_used, layouts[m].gpus);
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
 * with one and adds up the store minimum of those without. Returns how
 * many have an architecture, or -1 with @error set. */
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
  Run run = { tiers, n_tiers, units, workload_units, n_units, models, prepared, n_models,
              .policy = policy };
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

  for (gsize m = 0; m < run->n_models; m++)
    {
      layouts[m] = (CpLayout) { .verdict = CP_SERVING_UNKNOWN };
      if (run->models[m].arch != NULL &&
          !place (&run->prepared[m], &run->workload_units[0], set, count, &layouts[m]))
        return FALSE;
    }

  free_gpus = pack (&run->workload_units[0], count, layouts, run->n_models, &free_domains);

  return free_gpus >= 0 && store_part_fits (run, 0, free_gpus, free_domains, &missing);
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
  Run run = { NULL, 0, unit, workload_unit, 1, models, prepared, n_models };
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
          if (!place (&prepared[m], workload_unit, CP_OVERHEAD_CONSERVATIVE, count, layout) &&
              !place (&prepared[m], workload_unit, CP_OVERHEAD_TIGHT, count, layout))
            {
              closest_layout (&prepared[m], workload_unit, count, layout);
              all_placed = FALSE;
            }
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
