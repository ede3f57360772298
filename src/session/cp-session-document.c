/* cp-session-document.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-session"

#include "config.h"

#include "cp-session-private.h"

/* The session as a plan document and back: what a .clusterplan file
 * holds (cp-plan-document.c), taken from the session to be saved, and a
 * document put in the session's place when a file is opened or a plan
 * is planned again (a quote's "New Quote from This"). */

/* The name a custom model keeps in the file: the one the person gave it,
 * or an imported model's own (its folder's); NULL when it is named after
 * its size, which a reader names again in its own language. */
static const char *
given_name (CpSession  *self,
            CpModelRow *row)
{
  CustomInfo *info = g_hash_table_lookup (self->customs, row_id (row));

  if (info->given_name != NULL)
    return info->given_name;
  if (cp_model_get_architecture (cp_model_row_get_model (row)) != NULL)
    return info->default_name;

  return NULL;
}

/**
 * cp_session_snapshot:
 *
 * Returns: (transfer full): the plan as a file keeps it: the catalog, the
 *   chosen models and every custom one, the workload, the builds and the
 *   one picked, the customer.
 */
CpPlanDocument *
cp_session_snapshot (CpSession *self)
{
  CpPlanDocument *document;
  CpPlanWorkload *workload;
  CpWeightFormat all_weights;

  g_return_val_if_fail (CP_IS_SESSION (self), NULL);

  document = cp_plan_document_new ();
  /* A workload that is off sizes nothing: the file has none. */
  workload = _cp_session_plan_workload (self);
  if (self->catalog != NULL)
    cp_plan_document_set_catalog (document, self->catalog);

  for (guint i = 0; i < n_rows (self); i++)
    {
      CpModelRow *row = get_row (self, i);
      CpModel *model = cp_model_row_get_model (row);
      gboolean chosen = cp_model_row_get_chosen (row);
      CpWeightFormat weights;
      gboolean has_weights;

      if (!row_is_custom (row) && !chosen)
        continue;

      has_weights = workload != NULL &&
                    cp_plan_workload_get_model_weights (workload, row_id (row), &weights);
      cp_plan_document_add_model (document, model, row_is_custom (row) ? given_name (self, row) : NULL,
                                  chosen, has_weights ? &weights : NULL);
      if (!row_is_custom (row) && g_hash_table_contains (self->attached, row_id (row)))
        cp_plan_document_mark_attached (document, row_id (row));
    }

  cp_plan_document_set_workload (document, workload,
                                 workload != NULL &&
                                 cp_plan_workload_get_default_weights (workload, &all_weights)
                                 ? &all_weights : NULL);
  cp_plan_document_set_plan (document, self->plan);
  cp_plan_document_set_selected_tier (document, self->selected_tier);
  for (guint field = 0; field < CP_PLAN_CUSTOMER_N_FIELDS; field++)
    cp_plan_document_set_customer_field (document, field, self->customer[field]);

  return document;
}

/* @model of a plan under @id, named as the session names a custom model
 * it was given no name for: an imported model after its import (the
 * name the plan keeps), any other after its size, in this language. */
static CpModel *
new_base (CpModel    *model,
          const char *id,
          const char *given_name)
{
  CpModel *named;

  if (cp_model_get_architecture (model) != NULL)
    return _cp_session_new_custom_model (model, id, given_name != NULL
                                                    ? given_name
                                                    : cp_item_get_name (CP_ITEM (model)));

  named = cp_model_new_described_as (model);

  return named != NULL ? named : g_object_ref (model);
}

/* Adds the custom model @model, the plan's @index, to the session; its
 * weights in @workload go with it when it takes another id. */
static void
insert_custom (CpSession      *self,
               CpPlanDocument *document,
               CpModel        *model,
               guint           index,
               CpPlanWorkload *workload)
{
  const char *name = cp_plan_document_get_given_name (document, index);
  const char *id = cp_item_get_id (CP_ITEM (model));
  g_autoptr(CpModel) base = NULL;
  g_autofree char *fresh_id = NULL;

  if (!g_str_has_prefix (id, "custom-") || _cp_session_id_is_taken (self, id))
    {
      CpWeightFormat weights;

      fresh_id = _cp_session_new_custom_id (self);
      if (workload != NULL && cp_plan_workload_get_model_weights (workload, id, &weights))
        {
          cp_plan_workload_set_weights (workload, id, NULL);
          cp_plan_workload_set_weights (workload, fresh_id, &weights);
        }
      id = fresh_id;
    }

  base = new_base (model, id, name);
  /* An imported model's name is its own, as when it was imported. */
  if (cp_model_get_architecture (model) != NULL)
    name = NULL;

  _cp_session_insert_custom (self, base, id, name, cp_plan_document_get_chosen (document, index),
                             NULL);
}

/* Unchooses the catalog's models, takes back what was attached to them
 * and takes out every custom one. */
static void
clear_models (CpSession *self)
{
  guint position = 0;
  g_autoptr(GList) attached = g_hash_table_get_keys (self->attached);

  for (GList *l = attached; l != NULL; l = l->next)
    {
      g_autofree char *id = g_strdup (l->data);

      cp_session_attach_architecture (self, id, NULL);
      g_hash_table_remove (self->attached, id);
    }

  while (position < n_rows (self) && !row_is_custom (get_row (self, position)))
    cp_model_row_set_chosen (get_row (self, position++), FALSE);

  for (guint i = position; i < n_rows (self); i++)
    g_signal_handlers_disconnect_by_data (get_row (self, i), self);
  g_list_store_splice (self->rows, position, n_rows (self) - position, NULL, 0);
  g_hash_table_remove_all (self->customs);
}

/**
 * cp_session_load_document:
 * @document: a plan, from a file or cp_session_snapshot()
 *
 * Puts @document's plan in place of the session's, as one change: its
 * models chosen (found by id in the session's catalog), its custom models
 * instead of the session's, its workload (on, with its figures and
 * weights; off when it has none), its customer, and the build of its
 * tier picked when the new plan has one.
 *
 * Returns: %FALSE, the session unchanged, when a model of @document is
 *   not in the session's catalog.
 */
gboolean
cp_session_load_document (CpSession       *self,
                          CpPlanDocument  *document,
                          GError         **error)
{
  g_autoptr(GPtrArray) models = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(CpPlanWorkload) workload = NULL;
  const char *tier;

  g_return_val_if_fail (CP_IS_SESSION (self), FALSE);
  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (document), FALSE);
  g_return_val_if_fail (self->catalog != NULL, FALSE);

  if (!cp_plan_document_resolve (document, self->catalog, FALSE, NULL, models, &workload, error))
    return FALSE;

  cp_session_freeze (self);
  clear_models (self);
  for (guint i = 0; i < models->len; i++)
    {
      CpModel *model = models->pdata[i];

      if (cp_model_get_custom (model))
        insert_custom (self, document, model, i, workload);
      else
        {
          CpModelArchitecture *architecture = cp_plan_document_get_attached_architecture (document, i);

          if (architecture != NULL)
            cp_session_attach_architecture (self, cp_item_get_id (CP_ITEM (model)), architecture);
          cp_session_choose_model (self, cp_item_get_id (CP_ITEM (model)),
                                   cp_plan_document_get_chosen (document, i));
        }
    }

  /* Without a workload the plan is sized by minimum memory; the figures
   * the session had stay, for when it is switched on again. */
  if (workload != NULL)
    cp_session_set_workload (self, workload);
  cp_session_set_workload_enabled (self, workload != NULL);
  for (guint field = 0; field < CP_PLAN_CUSTOMER_N_FIELDS; field++)
    cp_session_set_customer_field (self, field,
                                   cp_plan_document_get_customer_field (document, field));

  _cp_session_changed (self, DIRTY_PLAN | DIRTY_SAVED);
  cp_session_thaw (self);

  tier = cp_plan_document_get_selected_tier (document);
  if (tier != NULL)
    cp_session_select_tier (self, tier);

  return TRUE;
}
