/* cp-plan-workload.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-plan-workload"

#include "config.h"

#include "cp-plan-workload.h"

struct _CpPlanWorkload
{
  gatomicrefcount  ref_count;
  CpWorkload       workload;
  /* Weight formats by model id; the one for every model has no id. */
  GHashTable      *weights;
  gboolean         has_default_weights;
  CpWeightFormat   default_weights;
};

G_DEFINE_BOXED_TYPE (CpPlanWorkload, cp_plan_workload, cp_plan_workload_ref, cp_plan_workload_unref)

/**
 * cp_plan_workload_new:
 * @context_tokens: tokens per request, prompt and answer
 * @users: requests served at the same time
 * @kv_cache: the KV cache's precision
 *
 * The figures are checked when a plan is made with the workload
 * (cp_workload_check()), so a person's input can be kept as typed.
 */
CpPlanWorkload *
cp_plan_workload_new (gint64    context_tokens,
                      gint64    users,
                      CpKvCache kv_cache)
{
  CpPlanWorkload *self = g_new0 (CpPlanWorkload, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->workload = (CpWorkload) { context_tokens, users, kv_cache };
  self->weights = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  return self;
}

CpPlanWorkload *
cp_plan_workload_ref (CpPlanWorkload *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);

  return self;
}

void
cp_plan_workload_unref (CpPlanWorkload *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;

  g_hash_table_unref (self->weights);
  g_free (self);
}

gint64
cp_plan_workload_get_context_tokens (CpPlanWorkload *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->workload.context_tokens;
}

gint64
cp_plan_workload_get_users (CpPlanWorkload *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->workload.users;
}

CpKvCache
cp_plan_workload_get_kv_cache (CpPlanWorkload *self)
{
  g_return_val_if_fail (self != NULL, CP_KV_CACHE_BF16);

  return self->workload.kv_cache;
}

/* The engine's form of the workload. */
void
cp_plan_workload_get_workload (CpPlanWorkload *self,
                               CpWorkload     *workload)
{
  g_return_if_fail (self != NULL && workload != NULL);

  *workload = self->workload;
}

/**
 * cp_plan_workload_set_weights:
 * @model_id: (nullable): the model whose weights are served in @format,
 *   or %NULL for every model without a format of its own here
 * @format: (nullable): the format, or %NULL for the checkpoint's own
 */
void
cp_plan_workload_set_weights (CpPlanWorkload       *self,
                              const char           *model_id,
                              const CpWeightFormat *format)
{
  g_return_if_fail (self != NULL);

  if (model_id == NULL)
    {
      self->has_default_weights = format != NULL;
      if (format != NULL)
        self->default_weights = *format;
      return;
    }

  if (format == NULL)
    g_hash_table_remove (self->weights, model_id);
  else
    g_hash_table_insert (self->weights, g_strdup (model_id), g_memdup2 (format, sizeof *format));
}

/* Whether @model's weights are served in another format than its own,
 * and which. */
gboolean
cp_plan_workload_get_weights (CpPlanWorkload *self,
                              CpModel        *model,
                              CpWeightFormat *format)
{
  const CpWeightFormat *own;

  g_return_val_if_fail (self != NULL && CP_IS_MODEL (model) && format != NULL, FALSE);

  own = g_hash_table_lookup (self->weights, cp_item_get_id (CP_ITEM (model)));
  if (own != NULL)
    *format = *own;
  else if (self->has_default_weights)
    *format = self->default_weights;

  return own != NULL || self->has_default_weights;
}
