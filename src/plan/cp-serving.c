/* cp-serving.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-serving"

#include "config.h"

#include "cp-serving-private.h"

/* Whether a build serves its models for a workload: the workload, the
 * verdict over all models, the GPUs their replicas take, and one
 * CpModelServing per model in the plan's order. */
struct _CpServing
{
  GObject parent_instance;

  CpWorkload        workload;
  CpServingVerdict  verdict;
  gint64            gpus_used;
  GListStore       *models;
};

G_DEFINE_FINAL_TYPE (CpServing, cp_serving, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_VERDICT,
  PROP_CONTEXT_TOKENS,
  PROP_USERS,
  PROP_KV_CACHE,
  PROP_GPUS_USED,
  PROP_MODELS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
cp_serving_dispose (GObject *object)
{
  CpServing *self = (CpServing *) object;

  g_clear_object (&self->models);

  G_OBJECT_CLASS (cp_serving_parent_class)->dispose (object);
}

static void
cp_serving_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  CpServing *self = CP_SERVING (object);

  switch (prop_id)
    {
    case PROP_VERDICT:
      g_value_set_enum (value, self->verdict);
      break;

    case PROP_CONTEXT_TOKENS:
      g_value_set_int64 (value, self->workload.context_tokens);
      break;

    case PROP_USERS:
      g_value_set_int64 (value, self->workload.users);
      break;

    case PROP_KV_CACHE:
      g_value_set_string (value, cp_kv_cache_to_string (self->workload.kv_cache));
      break;

    case PROP_GPUS_USED:
      g_value_set_int64 (value, self->gpus_used);
      break;

    case PROP_MODELS:
      g_value_set_object (value, self->models);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_serving_class_init (CpServingClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->dispose = cp_serving_dispose;
  object_class->get_property = cp_serving_get_property;

  properties[PROP_VERDICT] = g_param_spec_enum ("verdict", NULL, NULL, CP_TYPE_SERVING_VERDICT,
                                                CP_SERVING_UNKNOWN, flags);
  properties[PROP_CONTEXT_TOKENS] =
    g_param_spec_int64 ("context-tokens", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_USERS] = g_param_spec_int64 ("users", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_KV_CACHE] = g_param_spec_string ("kv-cache", NULL, NULL, NULL, flags);
  properties[PROP_GPUS_USED] =
    g_param_spec_int64 ("gpus-used", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_MODELS] = g_param_spec_object ("models", NULL, NULL, G_TYPE_LIST_MODEL, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cp_serving_init (CpServing *self)
{
  self->models = g_list_store_new (CP_TYPE_MODEL_SERVING);
}

/* @models: (element-type CpModelServing): one per model of the plan. */
CpServing *
_cp_serving_new (const CpWorkload *workload,
                 CpServingVerdict  verdict,
                 gint64            gpus_used,
                 GPtrArray        *models)
{
  CpServing *self;

  g_return_val_if_fail (workload != NULL && models != NULL, NULL);

  self = g_object_new (CP_TYPE_SERVING, NULL);
  self->workload = *workload;
  self->verdict = verdict;
  self->gpus_used = gpus_used;
  g_list_store_splice (self->models, 0, 0, models->pdata, models->len);

  return self;
}

/* The worst verdict over the models with an architecture; unknown when
 * none has one. */
CpServingVerdict
cp_serving_get_verdict (CpServing *self)
{
  g_return_val_if_fail (CP_IS_SERVING (self), CP_SERVING_UNKNOWN);

  return self->verdict;
}

/* The prompt of the first-token floor; 0 for three quarters of the
 * context (docs/sizing.md §13.4). */
gint64
cp_serving_get_prompt_tokens (CpServing *self)
{
  g_return_val_if_fail (CP_IS_SERVING (self), 0);

  return self->workload.prompt_tokens;
}

gint64
cp_serving_get_context_tokens (CpServing *self)
{
  g_return_val_if_fail (CP_IS_SERVING (self), 0);

  return self->workload.context_tokens;
}

gint64
cp_serving_get_users (CpServing *self)
{
  g_return_val_if_fail (CP_IS_SERVING (self), 0);

  return self->workload.users;
}

CpKvCache
cp_serving_get_kv_cache (CpServing *self)
{
  g_return_val_if_fail (CP_IS_SERVING (self), CP_KV_CACHE_BF16);

  return self->workload.kv_cache;
}

/* The GPUs the models with an architecture take, all replicas counted. */
gint64
cp_serving_get_gpus_used (CpServing *self)
{
  g_return_val_if_fail (CP_IS_SERVING (self), 0);

  return self->gpus_used;
}

/* CpModelServing items, one per model, in the plan's order. */
GListModel *
cp_serving_get_models (CpServing *self)
{
  g_return_val_if_fail (CP_IS_SERVING (self), NULL);

  return G_LIST_MODEL (self->models);
}
