/* cp-session-restore.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-session"

#include "config.h"

#include "cp-session-private.h"

/* Planning again from an earlier plan, such as the one a quote of the
 * register was made from ("New Quote from This"). */

/* Whether the custom model of @row is described as @model is: by the
 * same parameters at the same precision, or by the same memory. */
static gboolean
same_custom (CpModelRow *row,
             CpModel    *model)
{
  CpModel *other = cp_model_row_get_model (row);

  if (!row_is_custom (row))
    return FALSE;

  if (cp_model_get_precision (model) != NULL)
    return g_strcmp0 (cp_model_get_precision (other), cp_model_get_precision (model)) == 0 &&
           cp_model_get_params_b (other) == cp_model_get_params_b (model);

  return cp_model_get_precision (other) == NULL &&
         cp_model_get_min_memory_mb (other) == cp_model_get_min_memory_mb (model);
}

/* Chooses the custom model described as @model is, adding it when the
 * session has none such. */
static void
choose_custom (CpSession *self,
               CpModel   *model)
{
  for (guint i = 0; i < n_rows (self); i++)
    {
      CpModelRow *row = get_row (self, i);

      if (same_custom (row, model))
        {
          cp_model_row_set_chosen (row, TRUE);
          return;
        }
    }

  g_free (cp_session_add_custom_model (self, model, NULL));
}

/**
 * cp_session_restore_plan:
 * @models: (array length=n_models): the models to plan for: the
 *   catalog's (found by id) or custom ones
 * @n_models: how many
 * @tier_id: (nullable): the tier whose build to pick
 *
 * Plans for @models alone, in one change: the catalog's are chosen, every
 * other model is not; a custom model the session already has is chosen
 * again, any other is added. Then the build of @tier_id is picked.
 *
 * Returns: whether every model was found and the tier picked.
 */
gboolean
cp_session_restore_plan (CpSession   *self,
                         CpModel    **models,
                         guint        n_models,
                         const char  *tier_id)
{
  gboolean all = TRUE;

  g_return_val_if_fail (CP_IS_SESSION (self), FALSE);
  g_return_val_if_fail (models != NULL || n_models == 0, FALSE);

  cp_session_freeze (self);

  for (guint i = 0; i < n_rows (self); i++)
    cp_model_row_set_chosen (get_row (self, i), FALSE);

  for (guint i = 0; i < n_models; i++)
    {
      if (cp_model_get_custom (models[i]))
        choose_custom (self, models[i]);
      else if (!cp_session_choose_model (self, cp_item_get_id (CP_ITEM (models[i])), TRUE))
        all = FALSE;
    }

  cp_session_thaw (self);

  if (tier_id != NULL && !cp_session_select_tier (self, tier_id))
    all = FALSE;

  return all;
}
