/* cp-sizing.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-sizing"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "cp-format.h"
#include "cp-sizing.h"

G_DEFINE_QUARK (cp-sizing-error-quark, cp_sizing_error)

static const struct
{
  const char *name;
  gint64      mb_per_billion;
} precisions[] = {
  /* bytes per parameter × 1.2 headroom × 1000 MB per GB: one billion
   * parameters at FP8 need 1.2 GB, so 671B at FP8 needs 805.2 GB. */
  [CP_PRECISION_FP32] = { "fp32", 4800 },
  [CP_PRECISION_BF16] = { "bf16", 2400 },
  [CP_PRECISION_FP16] = { "fp16", 2400 },
  [CP_PRECISION_FP8]  = { "fp8",  1200 },
  [CP_PRECISION_INT8] = { "int8", 1200 },
  [CP_PRECISION_FP4]  = { "fp4",   600 },
  [CP_PRECISION_INT4] = { "int4",  600 },
};

gboolean
cp_precision_from_string (const char  *str,
                          CpPrecision *precision)
{
  g_return_val_if_fail (precision != NULL, FALSE);

  if (str == NULL)
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (precisions); i++)
    {
      if (g_ascii_strcasecmp (str, precisions[i].name) == 0)
        {
          *precision = (CpPrecision) i;
          return TRUE;
        }
    }

  return FALSE;
}

const char *
cp_precision_to_string (CpPrecision precision)
{
  g_return_val_if_fail ((guint) precision < G_N_ELEMENTS (precisions), NULL);

  return precisions[precision].name;
}

gint64
cp_precision_mb_per_billion (CpPrecision precision)
{
  g_return_val_if_fail ((guint) precision < G_N_ELEMENTS (precisions), 0);

  return precisions[precision].mb_per_billion;
}

/* Turns a figure in megabytes that came out of floating-point arithmetic
 * into whole megabytes. A value that is a whole number but for rounding
 * noise (6.7 × 2400 = 16080.000000000002) stays that number; anything
 * really fractional rounds up, so a requirement is never understated.
 */
static gint64
whole_megabytes (double mb)
{
  double nearest = round (mb);

  if (fabs (mb - nearest) <= 1e-9 * MAX (1.0, fabs (mb)))
    return (gint64) nearest;

  return (gint64) ceil (mb);
}

gboolean
cp_sizing_memory_from_gb (double   gb,
                          gint64  *memory_mb,
                          GError **error)
{
  g_return_val_if_fail (memory_mb != NULL, FALSE);

  /* Too many digits to hold is too large, not "not a number". */
  if (isnan (gb) || gb <= 0)
    {
      g_set_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID,
                   _("memory must be a number of gigabytes above zero"));
      return FALSE;
    }

  if (gb > CP_MAX_MEMORY_GB)
    {
      g_autofree char *most = cp_format_decimal (CP_MAX_MEMORY_GB, 0);

      g_set_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID,
                   _("memory must be at most %s GB"), most);
      return FALSE;
    }

  /* Anything smaller than a megabyte still needs one. */
  *memory_mb = MAX (1, whole_megabytes (gb * CP_MB_PER_GB));

  return TRUE;
}

gboolean
cp_sizing_memory_from_params (double       params_b,
                              CpPrecision  precision,
                              gint64      *memory_mb,
                              GError     **error)
{
  g_return_val_if_fail (memory_mb != NULL, FALSE);
  g_return_val_if_fail ((guint) precision < G_N_ELEMENTS (precisions), FALSE);

  if (isnan (params_b) || params_b <= 0)
    {
      g_set_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID,
                   _("parameters must be a number of billions above zero"));
      return FALSE;
    }

  if (params_b > CP_MAX_PARAMS_B)
    {
      g_autofree char *most = cp_format_decimal (CP_MAX_PARAMS_B, 0);

      g_set_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID,
                   _("parameters must be at most %s billion"), most);
      return FALSE;
    }

  *memory_mb = MAX (1, whole_megabytes (params_b * precisions[precision].mb_per_billion));

  return TRUE;
}

/* GLib has checked arithmetic for unsigned types only; every figure here is
 * known to be positive, so the unsigned result only needs to fit back. */
static inline gboolean
checked_add (gint64 *dest,
             gint64  a,
             gint64  b)
{
  guint64 sum;

  if (!g_uint64_checked_add (&sum, (guint64) a, (guint64) b) || sum > G_MAXINT64)
    return FALSE;

  *dest = (gint64) sum;
  return TRUE;
}

static inline gboolean
checked_mul (gint64 *dest,
             gint64  a,
             gint64  b)
{
  guint64 product;

  if (!g_uint64_checked_mul (&product, (guint64) a, (guint64) b) || product > G_MAXINT64)
    return FALSE;

  *dest = (gint64) product;
  return TRUE;
}

gboolean
cp_sizing_sum_memory (const gint64  *memory_mb,
                      gsize          n_memory,
                      gint64        *total_mb,
                      GError       **error)
{
  gint64 total = 0;

  g_return_val_if_fail (memory_mb != NULL || n_memory == 0, FALSE);
  g_return_val_if_fail (total_mb != NULL, FALSE);

  for (gsize i = 0; i < n_memory; i++)
    {
      if (memory_mb[i] <= 0)
        {
          g_set_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID,
                       _("a required memory must be above zero"));
          return FALSE;
        }

      if (!checked_add (&total, total, memory_mb[i]) || total > CP_MAX_REQUIRED_MB)
        {
          g_autofree char *most = cp_format_decimal (CP_MAX_MEMORY_GB, 0);

          g_set_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_OVERFLOW,
                       _("the models need more than %s GB together, the most this sizes"), most);
          return FALSE;
        }
    }

  *total_mb = total;

  return TRUE;
}

static gboolean
unit_is_sane (const CpSizingUnit *unit)
{
  return unit->gpu_count > 0 &&
         unit->gpu_memory_mb > 0 &&
         unit->nvlink_domain_gpus >= 0 &&
         unit->nvlink_domain_gpus <= unit->gpu_count &&
         (unit->nvlink_domain_gpus == 0 || unit->gpu_count % unit->nvlink_domain_gpus == 0) &&
         unit->power_w > 0 &&
         unit->price_cents > 0;
}

static gboolean
evaluate (const CpSizingUnit *unit,
          gint64              count,
          gint64              required_mb,
          CpSizingBuild      *build)
{
  gint64 domain_gpus = MAX (unit->nvlink_domain_gpus, 1);
  gint64 pieces_per_unit = unit->gpu_count / domain_gpus;
  gint64 unit_memory_mb;

  build->count = count;
  build->required_mb = required_mb;

  if (!checked_mul (&unit_memory_mb, unit->gpu_count, unit->gpu_memory_mb) ||
      !checked_mul (&build->piece_memory_mb, domain_gpus, unit->gpu_memory_mb) ||
      !checked_mul (&build->memory_mb, count, unit_memory_mb) ||
      !checked_mul (&build->gpus, count, unit->gpu_count) ||
      !checked_mul (&build->power_w, count, unit->power_w) ||
      !checked_mul (&build->price_cents, count, unit->price_cents))
    return FALSE;

  /* Memory is one pool when the build is a single NVLink domain, or when
   * its domains are joined by a link that pools memory (InfiniBand in the
   * store's terms). Otherwise a model only ever sees one piece of it. */
  build->pooled = (count == 1 && pieces_per_unit == 1) || unit->pooled_scale_out;
  build->usable_memory_mb = build->pooled ? build->memory_mb : build->piece_memory_mb;
  build->fits = build->usable_memory_mb >= required_mb;
  build->recommendable = FALSE;
  build->recommended = FALSE;

  return TRUE;
}

/* The lowest count of @unit whose memory clears @required_mb. */
static gint64
count_for (gint64 unit_memory_mb,
           gint64 required_mb)
{
  return required_mb / unit_memory_mb + (required_mb % unit_memory_mb != 0);
}

/**
 * cp_sizing_unit_fits:
 * @unit: a unit type
 * @worst_count: (out) (optional): how many of it the largest requirement
 *   (%CP_MAX_REQUIRED_MB) takes
 *
 * Checks that every build of @unit that cp_sizing_size() can pick adds up
 * inside 64 bits: the totals grow with the count, and the count with the
 * requirement, which is at most %CP_MAX_REQUIRED_MB. A catalog checks
 * this for each unit when it is loaded, so no plan fails later for one
 * unit's sake.
 *
 * Returns: whether @unit's totals always add up.
 */
gboolean
cp_sizing_unit_fits (const CpSizingUnit *unit,
                     gint64             *worst_count)
{
  CpSizingBuild build;
  gint64 unit_memory_mb;
  gint64 count = 0;
  gboolean fits;

  g_return_val_if_fail (unit != NULL, FALSE);

  fits = unit_is_sane (unit) &&
         checked_mul (&unit_memory_mb, unit->gpu_count, unit->gpu_memory_mb) &&
         (count = count_for (unit_memory_mb, CP_MAX_REQUIRED_MB), TRUE) &&
         evaluate (unit, count, CP_MAX_REQUIRED_MB, &build);

  if (worst_count != NULL)
    *worst_count = count;

  return fits;
}

static void
set_overflow_error (GError **error,
                    gsize    unit_index,
                    gint64   count)
{
  g_autofree char *units = cp_format_integer (count);

  g_set_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_OVERFLOW,
               ngettext ("units[%u]: %s unit is too many to add up",
                         "units[%u]: %s units are too many to add up",
                         cp_format_plural_count (count)),
               (guint) unit_index, units);
}

/* For a build of one unit on its own: the caller knows which unit, so
 * this says nothing of its place. */
static void
set_build_overflow_error (GError **error,
                          gint64   count)
{
  g_autofree char *units = cp_format_integer (count);

  g_set_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_OVERFLOW,
               _("%s of this unit are too many to add up"), units);
}

/* Whether a build of @count @unit for @required_mb can be added up. */
static gboolean
check_build (const CpSizingUnit  *unit,
             gint64               count,
             gint64               required_mb,
             GError             **error)
{
  if (!unit_is_sane (unit) || count <= 0 || required_mb <= 0)
    {
      g_set_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID,
                   _("a build needs at least one unit with GPUs, memory, power and a price"));
      return FALSE;
    }

  return TRUE;
}

/**
 * cp_sizing_evaluate:
 * @unit: the unit type of the build
 * @count: how many units, at least one
 * @required_mb: the memory the model(s) need
 * @build: (out caller-allocates): the combined figures and the verdict
 *
 * Adds up a given build. `recommendable` and `recommended` are left %FALSE:
 * they depend on the tier and on the other builds, see cp_sizing_size().
 */
gboolean
cp_sizing_evaluate (const CpSizingUnit  *unit,
                    gint64               count,
                    gint64               required_mb,
                    CpSizingBuild       *build,
                    GError             **error)
{
  g_return_val_if_fail (unit != NULL, FALSE);
  g_return_val_if_fail (build != NULL, FALSE);

  if (!check_build (unit, count, required_mb, error))
    return FALSE;

  build->unit = -1;

  if (!evaluate (unit, count, required_mb, build))
    {
      set_build_overflow_error (error, count);
      return FALSE;
    }

  return TRUE;
}

/* The build of @unit that holds @required_mb at the lowest count: for a
 * build that pools, the answer; for one that cannot, the spreadsheet build,
 * whose memory only adds up to the bar, and evaluate() says it does not
 * fit. On overflow, returns %FALSE with the count tried in @build. */
static gboolean
size_unit (const CpSizingUnit *unit,
           gint64              required_mb,
           CpSizingBuild      *build)
{
  gint64 unit_memory_mb;
  gint64 count;

  build->count = 1;
  if (!checked_mul (&unit_memory_mb, unit->gpu_count, unit->gpu_memory_mb))
    return FALSE;

  count = count_for (unit_memory_mb, required_mb);
  build->count = count;

  return evaluate (unit, count, required_mb, build);
}

/**
 * cp_sizing_size_unit:
 * @unit: a unit type
 * @required_mb: the memory the model(s) need
 * @build: (out caller-allocates): the combined figures and the verdict
 *
 * Sizes a build of @unit alone, as cp_sizing_size() sizes each unit of a
 * tier: the lowest count that holds @required_mb, or for a unit that
 * cannot pool, the count whose memory adds up to it on paper.
 * `recommendable` and `recommended` are left %FALSE.
 */
gboolean
cp_sizing_size_unit (const CpSizingUnit  *unit,
                     gint64               required_mb,
                     CpSizingBuild       *build,
                     GError             **error)
{
  g_return_val_if_fail (unit != NULL, FALSE);
  g_return_val_if_fail (build != NULL, FALSE);

  if (!check_build (unit, 1, required_mb, error))
    return FALSE;

  build->unit = -1;

  if (!size_unit (unit, required_mb, build))
    {
      set_build_overflow_error (error, build->count);
      return FALSE;
    }

  return TRUE;
}

/* Whether @a is the better of two builds of one tier: one that fits beats
 * one that does not, then the cheaper, then fewer units, then less power.
 * On a full tie the earlier one (in catalog order) stays. */
static inline gboolean
is_better (const CpSizingBuild *a,
           const CpSizingBuild *b)
{
  if (b->unit < 0)
    return TRUE;
  if (a->fits != b->fits)
    return a->fits;
  if (a->price_cents != b->price_cents)
    return a->price_cents < b->price_cents;
  if (a->count != b->count)
    return a->count < b->count;
  return a->power_w < b->power_w;
}

/**
 * cp_sizing_size:
 * @tiers: the tiers, in catalog order
 * @n_tiers: how many
 * @units: the unit types, each naming its tier by index
 * @n_units: how many
 * @required_mb: the memory the chosen model(s) need together
 * @builds: (out caller-allocates): @n_tiers builds, one per tier; a tier
 *   without units gets a build whose `unit` is -1
 * @recommended: (out) (optional): the tier index of the recommended build,
 *   or -1 when no recommendable build fits
 *
 * For each tier, finds the cheapest build that fits, at the lowest count of
 * units that clears @required_mb. A tier whose builds cannot pool (desktop
 * cards) gets its spreadsheet build, the count whose sum clears the bar,
 * with `fits` %FALSE. The cost is linear in @n_units + @n_tiers.
 */
gboolean
cp_sizing_size (const CpSizingTier  *tiers,
                gsize                n_tiers,
                const CpSizingUnit  *units,
                gsize                n_units,
                gint64               required_mb,
                CpSizingBuild       *builds,
                int                 *recommended,
                GError             **error)
{
  int best = -1;

  g_return_val_if_fail (tiers != NULL || n_tiers == 0, FALSE);
  g_return_val_if_fail (units != NULL || n_units == 0, FALSE);
  g_return_val_if_fail (builds != NULL || n_tiers == 0, FALSE);
  g_return_val_if_fail (n_units <= G_MAXINT && n_tiers <= G_MAXINT, FALSE);

  if (recommended != NULL)
    *recommended = -1;

  if (required_mb <= 0)
    {
      g_set_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID,
                   _("the required memory must be above zero"));
      return FALSE;
    }

  for (gsize t = 0; t < n_tiers; t++)
    {
      builds[t] = (CpSizingBuild) { .unit = -1 };
    }

  for (gsize u = 0; u < n_units; u++)
    {
      const CpSizingUnit *unit = &units[u];
      CpSizingBuild candidate;

      if (unit->tier >= n_tiers || !unit_is_sane (unit))
        {
          g_set_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID,
                       _("units[%u]: not a valid unit"), (guint) u);
          return FALSE;
        }

      if (!size_unit (unit, required_mb, &candidate))
        {
          set_overflow_error (error, u, candidate.count);
          return FALSE;
        }

      candidate.unit = (int) u;
      candidate.recommendable = tiers[unit->tier].recommendable && !unit->desktop;

      if (is_better (&candidate, &builds[unit->tier]))
        builds[unit->tier] = candidate;
    }

  for (gsize t = 0; t < n_tiers; t++)
    {
      const CpSizingBuild *build = &builds[t];

      if (build->unit < 0 || !build->recommendable || !build->fits)
        continue;

      if (best < 0 || is_better (build, &builds[best]))
        best = (int) t;
    }

  if (best >= 0)
    builds[best].recommended = TRUE;

  if (recommended != NULL)
    *recommended = best;

  return TRUE;
}

/**
 * cp_sizing_pick_comparison:
 * @comparisons: everyday things and the watts they draw
 * @n_comparisons: how many
 * @power_w: the power of a build
 * @ratio: (out): how many of the picked thing @power_w is
 *
 * Picks the largest everyday thing that @power_w is at least one of, so the
 * figure reads naturally ("about 25 average US homes" rather than "about
 * 510 light bulbs"); when the build draws less than every one of them, the
 * smallest.
 *
 * Returns: the index of the comparison, or -1 when there is none.
 */
int
cp_sizing_pick_comparison (const CpSizingComparison *comparisons,
                           gsize                     n_comparisons,
                           gint64                    power_w,
                           double                   *ratio)
{
  int largest_below = -1;
  int smallest = -1;

  g_return_val_if_fail (comparisons != NULL || n_comparisons == 0, -1);
  g_return_val_if_fail (n_comparisons <= G_MAXINT, -1);

  for (gsize i = 0; i < n_comparisons; i++)
    {
      gint64 watts = comparisons[i].watts;

      if (watts <= 0)
        continue;

      if (smallest < 0 || watts < comparisons[smallest].watts)
        smallest = (int) i;

      if (watts <= power_w &&
          (largest_below < 0 || watts > comparisons[largest_below].watts))
        largest_below = (int) i;
    }

  if (largest_below < 0)
    largest_below = smallest;

  if (largest_below >= 0 && ratio != NULL)
    *ratio = (double) power_w / (double) comparisons[largest_below].watts;

  return largest_below;
}
