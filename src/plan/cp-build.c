/* cp-build.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-build"

#include "config.h"

#include <math.h>

#include "cp-build-private.h"

/* A build: a count of one unit type, with its three combined numbers
 * (memory, power, price) and the honest verdict on its memory. It is the
 * sizing engine's answer dressed as an object, so list views and cards can
 * bind to it. */
struct _CpBuild
{
  GObject parent_instance;

  CpUnit        *unit;
  CpComparison  *comparison;
  double         comparison_ratio;
  guint          n_models;
  CpSizingBuild  sizing;
  /* Whether the build serves a workload; NULL when planned without one. */
  CpServing     *serving;
  /* Marked by its plan: far more room than the recommended build, which
   * has recommended_spare_mb to spare (see cp-plan.c). */
  gboolean       most_room;
  gint64         recommended_spare_mb;
};

G_DEFINE_FINAL_TYPE (CpBuild, cp_build, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_UNIT,
  PROP_TIER,
  PROP_COUNT,
  PROP_GPUS,
  PROP_MEMORY_MB,
  PROP_USABLE_MEMORY_MB,
  PROP_REQUIRED_MB,
  PROP_POWER_W,
  PROP_PRICE_CENTS,
  PROP_POOLED,
  PROP_FITS,
  PROP_RECOMMENDABLE,
  PROP_RECOMMENDED,
  PROP_SERVING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
cp_build_dispose (GObject *object)
{
  CpBuild *self = (CpBuild *) object;

  g_clear_object (&self->unit);
  g_clear_object (&self->comparison);
  g_clear_object (&self->serving);

  G_OBJECT_CLASS (cp_build_parent_class)->dispose (object);
}

static void
cp_build_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  CpBuild *self = CP_BUILD (object);

  switch (prop_id)
    {
    case PROP_UNIT:
      g_value_set_object (value, self->unit);
      break;

    case PROP_TIER:
      g_value_set_object (value, cp_build_get_tier (self));
      break;

    case PROP_COUNT:
      g_value_set_int64 (value, self->sizing.count);
      break;

    case PROP_GPUS:
      g_value_set_int64 (value, self->sizing.gpus);
      break;

    case PROP_MEMORY_MB:
      g_value_set_int64 (value, self->sizing.memory_mb);
      break;

    case PROP_USABLE_MEMORY_MB:
      g_value_set_int64 (value, self->sizing.usable_memory_mb);
      break;

    case PROP_REQUIRED_MB:
      g_value_set_int64 (value, self->sizing.required_mb);
      break;

    case PROP_POWER_W:
      g_value_set_int64 (value, self->sizing.power_w);
      break;

    case PROP_PRICE_CENTS:
      g_value_set_int64 (value, self->sizing.price_cents);
      break;

    case PROP_POOLED:
      g_value_set_boolean (value, self->sizing.pooled);
      break;

    case PROP_FITS:
      g_value_set_boolean (value, self->sizing.fits);
      break;

    case PROP_RECOMMENDABLE:
      g_value_set_boolean (value, self->sizing.recommendable);
      break;

    case PROP_RECOMMENDED:
      g_value_set_boolean (value, self->sizing.recommended);
      break;

    case PROP_SERVING:
      g_value_set_object (value, self->serving);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_build_class_init (CpBuildClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->dispose = cp_build_dispose;
  object_class->get_property = cp_build_get_property;

  properties[PROP_UNIT] = g_param_spec_object ("unit", NULL, NULL, CP_TYPE_UNIT, flags);
  properties[PROP_TIER] = g_param_spec_object ("tier", NULL, NULL, CP_TYPE_TIER, flags);
  properties[PROP_COUNT] = g_param_spec_int64 ("count", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_GPUS] = g_param_spec_int64 ("gpus", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_MEMORY_MB] =
    g_param_spec_int64 ("memory-mb", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_USABLE_MEMORY_MB] =
    g_param_spec_int64 ("usable-memory-mb", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_REQUIRED_MB] =
    g_param_spec_int64 ("required-mb", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_POWER_W] = g_param_spec_int64 ("power-w", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_PRICE_CENTS] =
    g_param_spec_int64 ("price-cents", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_POOLED] = g_param_spec_boolean ("pooled", NULL, NULL, FALSE, flags);
  properties[PROP_FITS] = g_param_spec_boolean ("fits", NULL, NULL, FALSE, flags);
  properties[PROP_RECOMMENDABLE] =
    g_param_spec_boolean ("recommendable", NULL, NULL, FALSE, flags);
  properties[PROP_RECOMMENDED] = g_param_spec_boolean ("recommended", NULL, NULL, FALSE, flags);
  properties[PROP_SERVING] = g_param_spec_object ("serving", NULL, NULL, CP_TYPE_SERVING, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cp_build_init (CpBuild *self)
{
}

/* How many models the build is for: the verdict says "this model" or
 * "these models". */
guint
cp_build_get_n_models (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), 0);

  return self->n_models;
}

CpBuild *
_cp_build_new (CpUnit              *unit,
               const CpSizingBuild *sizing_build,
               guint                n_models,
               CpComparison        *comparison,
               double               comparison_ratio)
{
  CpBuild *self;

  g_return_val_if_fail (CP_IS_UNIT (unit), NULL);
  g_return_val_if_fail (sizing_build != NULL, NULL);
  g_return_val_if_fail (!comparison || CP_IS_COMPARISON (comparison), NULL);

  self = g_object_new (CP_TYPE_BUILD, NULL);
  self->unit = g_object_ref (unit);
  self->sizing = *sizing_build;
  self->n_models = n_models;
  g_set_object (&self->comparison, comparison);
  self->comparison_ratio = comparison_ratio;

  return self;
}

/* Planned with a workload, a build says how it serves it. */
void
_cp_build_set_serving (CpBuild   *self,
                       CpServing *serving)
{
  g_return_if_fail (CP_IS_BUILD (self));
  g_return_if_fail (serving == NULL || CP_IS_SERVING (serving));

  g_set_object (&self->serving, serving);
}

/* With a workload, a build fits when it serves it (see
 * cp_build_get_serving()). */
void
_cp_build_set_fits (CpBuild  *self,
                    gboolean  fits)
{
  g_return_if_fail (CP_IS_BUILD (self));

  self->sizing.fits = fits;
}

/* How the build serves the plan's workload — layout, per-GPU figures,
 * verdict — or NULL when the plan has no workload. With one, `fits` means
 * the workload is served with the conservative overheads. */
CpServing *
cp_build_get_serving (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), NULL);

  return self->serving;
}

CpUnit *
cp_build_get_unit (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), NULL);

  return self->unit;
}

CpTier *
cp_build_get_tier (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), NULL);

  return cp_unit_get_tier (self->unit);
}

gint64
cp_build_get_count (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), 0);

  return self->sizing.count;
}

gint64
cp_build_get_gpus (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), 0);

  return self->sizing.gpus;
}

/* The combined memory: every unit's memory added up, pooled or not. */
gint64
cp_build_get_memory_mb (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), 0);

  return self->sizing.memory_mb;
}

/* What one model can use as one pool. */
gint64
cp_build_get_usable_memory_mb (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), 0);

  return self->sizing.usable_memory_mb;
}

/* The largest piece of memory that is one pool on its own: one NVLink
 * domain, one GPU, one desktop card. */
gint64
cp_build_get_piece_memory_mb (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), 0);

  return self->sizing.piece_memory_mb;
}

gint64
cp_build_get_required_mb (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), 0);

  return self->sizing.required_mb;
}

gint64
cp_build_get_power_w (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), 0);

  return self->sizing.power_w;
}

gint64
cp_build_get_price_cents (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), 0);

  return self->sizing.price_cents;
}

gboolean
cp_build_get_pooled (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), FALSE);

  return self->sizing.pooled;
}

gboolean
cp_build_get_fits (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), FALSE);

  return self->sizing.fits;
}

gboolean
cp_build_get_recommendable (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), FALSE);

  return self->sizing.recommendable;
}

gboolean
cp_build_get_recommended (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), FALSE);

  return self->sizing.recommended;
}

/* The everyday thing the build's power is compared to, or NULL when the
 * catalog has none. */
CpComparison *
cp_build_get_comparison (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), NULL);

  return self->comparison;
}

double
cp_build_get_comparison_ratio (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), 0);

  return self->comparison_ratio;
}

/* What the GPUs have left once the workload is on them, in MB: each GPU's
 * usable memory less its weights, cache and overhead, over the GPUs each
 * model's layout takes, and the whole usable memory of the GPUs no model
 * takes; below zero when the layouts do not fit. FALSE when some model's
 * architecture is unknown, which only the store's rule sizes. */
static gboolean
workload_spare_mb (CpBuild *self,
                   gint64  *spare_mb)
{
  GListModel *models;
  double spare_bytes = 0;
  gint64 usable_bytes = 0;
  gint64 idle;

  if (self->serving == NULL)
    return FALSE;

  models = cp_serving_get_models (self->serving);
  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModelServing) model = g_list_model_get_item (models, i);
      const CpLayout *layout = cp_model_serving_get_layout (model);

      if (cp_model_serving_get_verdict (model) == CP_SERVING_UNKNOWN || layout == NULL)
        return FALSE;

      /* In doubles: a layout that can never fit has a saturated need. */
      usable_bytes = layout->usable_bytes;
      spare_bytes += ((double) layout->usable_bytes - (double) layout->total_bytes) * layout->gpus;
    }

  if (g_list_model_get_n_items (models) == 0)
    return FALSE;

  idle = MAX (cp_build_get_gpus (self) - cp_serving_get_gpus_used (self->serving), 0);
  spare_bytes += (double) usable_bytes * idle;

  /* To 0.1 GB, as the per-GPU figures are to 0.1 GiB, and never more than
   * there is. */
  *spare_mb = (gint64) floor (CLAMP (spare_bytes / 1e8, -1e13, 1e13)) * 100;
  return TRUE;
}

/* What is left of the memory one model can use once the models are in:
 * "376.4 GB to spare"; below zero when they do not fit. With a workload
 * every model's architecture sizes, what the GPUs have left after it
 * (docs/sizing.md §2.5); otherwise the store's rule. */
gint64
cp_build_get_spare_mb (CpBuild *self)
{
  gint64 spare_mb;

  g_return_val_if_fail (CP_IS_BUILD (self), 0);

  if (workload_spare_mb (self, &spare_mb))
    return spare_mb;

  return self->sizing.usable_memory_mb - self->sizing.required_mb;
}

/**
 * cp_build_get_paper_only:
 *
 * Whether the build is only a sum on a spreadsheet: its memory is not one
 * pool, and no one piece of it holds the models. Such a build is not one
 * that runs them at all, whatever its count: "109 × GeForce RTX 5090
 * card" is what the cards add up to, not a build.
 */
gboolean
cp_build_get_paper_only (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), FALSE);

  return !self->sizing.pooled && !self->sizing.fits;
}

/**
 * cp_build_get_most_room:
 *
 * Whether, of a plan's builds, this one has the most room to grow, and
 * far more than the recommended build (see cp_plan_get_most_room()).
 */
gboolean
cp_build_get_most_room (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), FALSE);

  return self->most_room;
}

void
_cp_build_set_most_room (CpBuild *self,
                         gint64   recommended_spare_mb)
{
  g_return_if_fail (CP_IS_BUILD (self));

  self->most_room = TRUE;
  self->recommended_spare_mb = recommended_spare_mb;
}

/* For a build with the most room: what the recommended build has to
 * spare, for the words to compare. */
gint64
cp_build_get_recommended_spare_mb (CpBuild *self)
{
  g_return_val_if_fail (CP_IS_BUILD (self), 0);

  return self->recommended_spare_mb;
}
