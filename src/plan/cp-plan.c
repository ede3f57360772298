/* cp-plan.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-plan"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-build-private.h"
#include "cp-model.h"
#include "cp-plan-private.h"

/* The answer to "what runs these models?": the models, the memory they
 * need together, and one build per tier, at most one of them recommended. */
struct _CpPlan
{
  GObject parent_instance;

  GListModel *models;
  GListModel *builds;
  CpBuild    *recommended;
  CpBuild    *most_room;
  gint64      required_mb;
  /* What it was planned for, or NULL: the store minimum. */
  CpPlanWorkload *workload;
};

G_DEFINE_FINAL_TYPE (CpPlan, cp_plan, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MODELS,
  PROP_REQUIRED_MB,
  PROP_BUILDS,
  PROP_RECOMMENDED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
cp_plan_dispose (GObject *object)
{
  CpPlan *self = (CpPlan *) object;

  g_clear_object (&self->models);
  g_clear_object (&self->builds);
  g_clear_object (&self->recommended);
  g_clear_pointer (&self->workload, cp_plan_workload_unref);
  g_clear_object (&self->most_room);

  G_OBJECT_CLASS (cp_plan_parent_class)->dispose (object);
}

static void
cp_plan_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  CpPlan *self = CP_PLAN (object);

  switch (prop_id)
    {
    case PROP_MODELS:
      g_value_set_object (value, self->models);
      break;

    case PROP_REQUIRED_MB:
      g_value_set_int64 (value, self->required_mb);
      break;

    case PROP_BUILDS:
      g_value_set_object (value, self->builds);
      break;

    case PROP_RECOMMENDED:
      g_value_set_object (value, self->recommended);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_plan_class_init (CpPlanClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->dispose = cp_plan_dispose;
  object_class->get_property = cp_plan_get_property;

  properties[PROP_MODELS] = g_param_spec_object ("models", NULL, NULL, G_TYPE_LIST_MODEL, flags);
  properties[PROP_REQUIRED_MB] =
    g_param_spec_int64 ("required-mb", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_BUILDS] = g_param_spec_object ("builds", NULL, NULL, G_TYPE_LIST_MODEL, flags);
  properties[PROP_RECOMMENDED] =
    g_param_spec_object ("recommended", NULL, NULL, CP_TYPE_BUILD, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cp_plan_init (CpPlan *self)
{
}

/* Whether a build with @spare_mb to spare has far more room to grow than
 * the recommended build's @recommended_spare_mb, for models that need
 * @required_mb: at least twice as much, and at least a quarter of what
 * the models need (room for them to grow by a quarter), so that a few
 * gigabytes beside none is not called room to grow. */
static gboolean
has_far_more_room (gint64 spare_mb,
                   gint64 recommended_spare_mb,
                   gint64 required_mb)
{
  /* Memory stays far below G_MAXINT64 / 4 (see CP_MAX_MEMORY_GB). */
  return spare_mb >= 2 * recommended_spare_mb && 4 * spare_mb >= required_mb;
}

/* "Most room to grow": of the other builds that run the models, of tiers
 * the store recommends, the one with the most memory to spare (the
 * cheaper on a tie), when it has far more room than the recommended one.
 * The store names such a build itself: one GB200 NVL72 runs its three
 * large models "with room to spare for growth". */
static CpBuild *
find_most_room (GListModel *builds,
                CpBuild    *recommended)
{
  CpBuild *best = NULL;
  guint n_builds = g_list_model_get_n_items (builds);

  for (guint i = 0; i < n_builds; i++)
    {
      g_autoptr(CpBuild) build = g_list_model_get_item (builds, i);

      if (build == recommended || !cp_build_get_fits (build) || !cp_build_get_recommendable (build))
        continue;

      if (best == NULL ||
          cp_build_get_spare_mb (build) > cp_build_get_spare_mb (best) ||
          (cp_build_get_spare_mb (build) == cp_build_get_spare_mb (best) &&
           cp_build_get_price_cents (build) < cp_build_get_price_cents (best)))
        best = build;
    }

  if (best == NULL ||
      !has_far_more_room (cp_build_get_spare_mb (best), cp_build_get_spare_mb (recommended),
                          cp_build_get_required_mb (recommended)))
    return NULL;

  return best;
}

CpPlan *
_cp_plan_new (GListModel *models,
              gint64      required_mb,
              GListModel *builds)
{
  CpPlan *self;
  guint n_builds;

  g_return_val_if_fail (G_IS_LIST_MODEL (models), NULL);
  g_return_val_if_fail (G_IS_LIST_MODEL (builds), NULL);

  self = g_object_new (CP_TYPE_PLAN, NULL);
  self->models = g_object_ref (models);
  self->builds = g_object_ref (builds);
  self->required_mb = required_mb;

  n_builds = g_list_model_get_n_items (builds);
  for (guint i = 0; i < n_builds; i++)
    {
      g_autoptr(CpBuild) build = g_list_model_get_item (builds, i);

      if (cp_build_get_recommended (build))
        {
          g_set_object (&self->recommended, build);
          break;
        }
    }

  if (self->recommended != NULL)
    {
      g_set_object (&self->most_room, find_most_room (builds, self->recommended));
      if (self->most_room != NULL)
        _cp_build_set_most_room (self->most_room, cp_build_get_spare_mb (self->recommended));
    }

  return self;
}

/* The models being planned for, as CpModel items. */
GListModel *
cp_plan_get_models (CpPlan *self)
{
  g_return_val_if_fail (CP_IS_PLAN (self), NULL);

  return self->models;
}

/* The memory the models need together, in MB. */
gint64
cp_plan_get_required_mb (CpPlan *self)
{
  g_return_val_if_fail (CP_IS_PLAN (self), 0);

  return self->required_mb;
}

/* One CpBuild per tier that has units, in catalog order. */
GListModel *
cp_plan_get_builds (CpPlan *self)
{
  g_return_val_if_fail (CP_IS_PLAN (self), NULL);

  return self->builds;
}

/* The recommended build, or NULL when no recommendable build fits. */
CpBuild *
cp_plan_get_recommended (CpPlan *self)
{
  g_return_val_if_fail (CP_IS_PLAN (self), NULL);

  return self->recommended;
}

/**
 * cp_plan_get_most_room:
 *
 * Returns: (nullable) (transfer none): the build with the most room to
 *   grow, when it has far more than the recommended build: at least twice
 *   its memory to spare, and at least a quarter of what the models need.
 */
CpBuild *
cp_plan_get_most_room (CpPlan *self)
{
  g_return_val_if_fail (CP_IS_PLAN (self), NULL);

  return self->most_room;
}

/* The build of the tier @tier_id, or NULL. */
CpBuild *
cp_plan_find_build (CpPlan     *self,
                    const char *tier_id)
{
  guint n_builds;

  g_return_val_if_fail (CP_IS_PLAN (self), NULL);
  g_return_val_if_fail (tier_id != NULL, NULL);

  n_builds = g_list_model_get_n_items (self->builds);
  for (guint i = 0; i < n_builds; i++)
    {
      g_autoptr(CpBuild) build = g_list_model_get_item (self->builds, i);
      CpTier *tier = cp_build_get_tier (build);

      if (g_strcmp0 (cp_item_get_id (CP_ITEM (tier)), tier_id) == 0)
        return build;
    }

  return NULL;
}

/* The models' names, for headings: "DeepSeek V4 Pro", or "DeepSeek V4
 * Pro, GLM 5.2 Max and Nemotron 3 Ultra". */
char *
cp_plan_dup_models_title (CpPlan *self)
{
  g_autoptr(GString) str = g_string_new (NULL);
  guint n_models;

  g_return_val_if_fail (CP_IS_PLAN (self), NULL);

  n_models = g_list_model_get_n_items (self->models);
  for (guint i = 0; i < n_models; i++)
    {
      g_autoptr(CpModel) model = g_list_model_get_item (self->models, i);

      if (i > 0)
        g_string_append (str, i + 1 == n_models ? _(" and ") : _(", "));
      g_string_append (str, cp_item_get_name (CP_ITEM (model)));
    }

  return g_string_free (g_steal_pointer (&str), FALSE);
}


void
_cp_plan_set_workload (CpPlan         *self,
                       CpPlanWorkload *workload)
{
  g_return_if_fail (CP_IS_PLAN (self));

  g_clear_pointer (&self->workload, cp_plan_workload_unref);
  if (workload != NULL)
    self->workload = cp_plan_workload_ref (workload);
}

/**
 * cp_plan_get_workload:
 *
 * Returns: (transfer none) (nullable): the workload the plan was made for,
 *   or %NULL when it was sized by the store's minimum memory.
 */
CpPlanWorkload *
cp_plan_get_workload (CpPlan *self)
{
  g_return_val_if_fail (CP_IS_PLAN (self), NULL);

  return self->workload;
}
