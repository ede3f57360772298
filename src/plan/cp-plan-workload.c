/* cp-plan-workload.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-plan-workload"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "cp-plan-workload.h"

struct _CpPlanWorkload
{
  gatomicrefcount  ref_count;
  CpWorkload       workload;
  /* Weight formats by model id; the one for every model has no id. */
  GHashTable      *weights;
  gboolean         has_default_weights;
  CpWeightFormat   default_weights;
  /* Desktop cards may split a model over PCIe (docs/sizing.md §8.2). */
  gboolean         allow_pcie_split;
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

/* The format every model's weights are served in that has none of its
 * own (cp_plan_workload_set_weights() with no model), when there is one. */
gboolean
cp_plan_workload_get_default_weights (CpPlanWorkload *self,
                                      CpWeightFormat *format)
{
  g_return_val_if_fail (self != NULL && format != NULL, FALSE);

  if (self->has_default_weights)
    *format = self->default_weights;

  return self->has_default_weights;
}

/**
 * cp_plan_workload_get_model_weights:
 * @model_id: a model's id
 *
 * Unlike cp_plan_workload_get_weights(), only the format set for
 * @model_id itself, not the one for every model.
 *
 * Returns: whether @model_id has a format of its own here, and which.
 */
gboolean
cp_plan_workload_get_model_weights (CpPlanWorkload *self,
                                    const char     *model_id,
                                    CpWeightFormat *format)
{
  const CpWeightFormat *own;

  g_return_val_if_fail (self != NULL && model_id != NULL && format != NULL, FALSE);

  own = g_hash_table_lookup (self->weights, model_id);
  if (own != NULL)
    *format = *own;

  return own != NULL;
}

static int
compare_ids (gconstpointer a,
             gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/**
 * cp_plan_workload_dup_weight_ids:
 *
 * Returns: (transfer full): the ids of the models with a weight format of
 *   their own, sorted, so that a workload is written the same way each
 *   time.
 */
GStrv
cp_plan_workload_dup_weight_ids (CpPlanWorkload *self)
{
  g_autofree const char **ids = NULL;
  GStrv copy;
  guint n;

  g_return_val_if_fail (self != NULL, NULL);

  ids = (const char **) g_hash_table_get_keys_as_array (self->weights, &n);
  qsort (ids, n, sizeof *ids, compare_ids);
  copy = g_new0 (char *, n + 1);
  for (guint i = 0; i < n; i++)
    copy[i] = g_strdup (ids[i]);

  return copy;
}

/**
 * cp_plan_workload_copy:
 * @context_tokens: the copy's tokens per request
 * @users: its requests served at the same time
 * @kv_cache: its KV cache's precision
 *
 * A workload is set up once and then shared; a change is a new one.
 *
 * Returns: (transfer full): a new workload with these figures and the
 *   weight formats of @self.
 */
CpPlanWorkload *
cp_plan_workload_copy (CpPlanWorkload *self,
                       gint64          context_tokens,
                       gint64          users,
                       CpKvCache       kv_cache)
{
  CpPlanWorkload *copy;
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (self != NULL, NULL);

  copy = cp_plan_workload_new (context_tokens, users, kv_cache);
  copy->has_default_weights = self->has_default_weights;
  copy->default_weights = self->default_weights;
  copy->allow_pcie_split = self->allow_pcie_split;
  /* A prompt longer than the copy's context is the copy's default. */
  if (self->workload.prompt_tokens <= context_tokens)
    copy->workload.prompt_tokens = self->workload.prompt_tokens;
  g_hash_table_iter_init (&iter, self->weights);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (copy->weights, g_strdup (key), g_memdup2 (value, sizeof (CpWeightFormat)));

  return copy;
}

static gboolean
same_format (const CpWeightFormat *a,
             const CpWeightFormat *b)
{
  return a->kind == b->kind && a->block == b->block;
}

/* Whether @a and @b ask for the same: figures and weight formats. */
gboolean
cp_plan_workload_equal (CpPlanWorkload *a,
                        CpPlanWorkload *b)
{
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->workload.context_tokens != b->workload.context_tokens ||
      a->workload.users != b->workload.users ||
      a->workload.kv_cache != b->workload.kv_cache ||
      a->workload.prompt_tokens != b->workload.prompt_tokens ||
      a->has_default_weights != b->has_default_weights ||
      a->allow_pcie_split != b->allow_pcie_split ||
      (a->has_default_weights && !same_format (&a->default_weights, &b->default_weights)) ||
      g_hash_table_size (a->weights) != g_hash_table_size (b->weights))
    return FALSE;

  g_hash_table_iter_init (&iter, a->weights);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const CpWeightFormat *other = g_hash_table_lookup (b->weights, key);

      if (other == NULL || !same_format (value, other))
        return FALSE;
    }

  return TRUE;
}

/**
 * cp_plan_workload_set_allow_pcie_split:
 *
 * Lets desktop cards split a model over PCIe, pipeline stages or tensor
 * parallel across the cards of one box (docs/sizing.md §8.2); off by
 * default, when "PCIe cards do not pool" is the answer.
 */
void
cp_plan_workload_set_allow_pcie_split (CpPlanWorkload *self,
                                       gboolean        allow)
{
  g_return_if_fail (self != NULL);

  self->allow_pcie_split = !!allow;
}

gboolean
cp_plan_workload_get_allow_pcie_split (CpPlanWorkload *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->allow_pcie_split;
}

/* The engine's policy for this workload: its defaults, with the PCIe
 * split as asked. */
void
cp_plan_workload_get_policy (CpPlanWorkload   *self,
                             CpWorkloadPolicy *policy)
{
  g_return_if_fail (self != NULL && policy != NULL);

  *policy = CP_WORKLOAD_POLICY_DEFAULT;
  policy->allow_pcie_split = self->allow_pcie_split;
}

/**
 * cp_plan_workload_set_prompt_tokens:
 * @prompt_tokens: the prompt the first-token floor is for, at most the
 *   context; 0 for three quarters of the context (docs/sizing.md §13.4)
 */
void
cp_plan_workload_set_prompt_tokens (CpPlanWorkload *self,
                                    gint64          prompt_tokens)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (prompt_tokens >= 0 && prompt_tokens <= self->workload.context_tokens);

  self->workload.prompt_tokens = prompt_tokens;
}

gint64
cp_plan_workload_get_prompt_tokens (CpPlanWorkload *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->workload.prompt_tokens;
}
