/* cp-session-workload.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-session"

#include "config.h"

#include "cp-session-private.h"

/* The workload a person plans for: whether builds are sized
 * for it at all, and its figures — tokens per request, users at a time,
 * the KV cache's precision, and a weight format per model where it is not
 * the checkpoint's own. Off, the builds are sized by the store's minimum
 * memory exactly as without it; the figures stay, for when it is switched
 * on again. The workload is a value: every change makes a new
 * CpPlanWorkload, so one handed out never changes under its holder. It is
 * remembered with the untitled plan (cp-session-store.c) and kept in plan
 * files (cp-session-document.c); what the plan needs of it
 * (_cp_session_plan_workload(), the clamp to the models' context) is the
 * session's own (cp-session.c). */


/* Marks what a workload change touches: the plan only when builds are
 * sized for it. */
static void
workload_changed (CpSession *self,
                  gboolean   figures)
{
  _cp_session_notify (self, figures ? CP_SESSION_PROP_WORKLOAD : CP_SESSION_PROP_WORKLOAD_ENABLED);
  _cp_session_changed (self, self->workload_enabled || !figures ? DIRTY_PLAN | DIRTY_SAVED
                                                                : DIRTY_SAVED);
}

/* Whether builds are sized for the workload, or by the store's minimum
 * memory. */
gboolean
cp_session_get_workload_enabled (CpSession *self)
{
  g_return_val_if_fail (CP_IS_SESSION (self), FALSE);

  return self->workload_enabled;
}

void
cp_session_set_workload_enabled (CpSession *self,
                                 gboolean   enabled)
{
  g_return_if_fail (CP_IS_SESSION (self));

  enabled = !!enabled;
  if (self->workload_enabled == enabled)
    return;

  self->workload_enabled = enabled;
  workload_changed (self, FALSE);
}

/**
 * cp_session_get_workload:
 *
 * The figures are kept while the workload is off.
 *
 * Returns: (transfer none): the workload; it never changes once handed
 *   out, a change replaces it.
 */
CpPlanWorkload *
cp_session_get_workload (CpSession *self)
{
  g_return_val_if_fail (CP_IS_SESSION (self), NULL);

  return self->workload;
}

/**
 * cp_session_set_workload:
 * @workload: the figures and weight formats to plan with
 *
 * Replaces the whole workload, as a plan file does when it is opened.
 * Figures out of range are refused when the plan is made: the plan then
 * says why (cp_session_get_plan_error()).
 */
void
cp_session_set_workload (CpSession      *self,
                         CpPlanWorkload *workload)
{
  g_return_if_fail (CP_IS_SESSION (self));
  g_return_if_fail (workload != NULL);

  if (cp_plan_workload_equal (self->workload, workload))
    return;

  /* A copy: the caller may still set weights on its own. */
  g_clear_pointer (&self->workload, cp_plan_workload_unref);
  self->workload = cp_plan_workload_copy (workload,
                                          cp_plan_workload_get_context_tokens (workload),
                                          cp_plan_workload_get_users (workload),
                                          cp_plan_workload_get_kv_cache (workload));
  workload_changed (self, TRUE);
}

/**
 * cp_session_set_workload_figures:
 * @context_tokens: tokens per request, prompt and answer
 * @users: requests served at the same time
 * @kv_cache: the KV cache's precision
 *
 * Keeps the weight formats chosen per model.
 */
void
cp_session_set_workload_figures (CpSession *self,
                                 gint64     context_tokens,
                                 gint64     users,
                                 CpKvCache  kv_cache)
{
  g_autoptr(CpPlanWorkload) workload = NULL;

  g_return_if_fail (CP_IS_SESSION (self));

  workload = cp_plan_workload_copy (self->workload, context_tokens, users, kv_cache);
  cp_session_set_workload (self, workload);
}

/**
 * cp_session_set_model_weights:
 * @model_id: a model's id
 * @format: (nullable): the format to serve its weights in, or %NULL for
 *   its checkpoint's own
 */
void
cp_session_set_model_weights (CpSession            *self,
                              const char           *model_id,
                              const CpWeightFormat *format)
{
  g_autoptr(CpPlanWorkload) workload = NULL;

  g_return_if_fail (CP_IS_SESSION (self));
  g_return_if_fail (model_id != NULL);

  workload = cp_plan_workload_copy (self->workload,
                                    cp_plan_workload_get_context_tokens (self->workload),
                                    cp_plan_workload_get_users (self->workload),
                                    cp_plan_workload_get_kv_cache (self->workload));
  cp_plan_workload_set_weights (workload, model_id, format);
  cp_session_set_workload (self, workload);
}

/**
 * cp_session_set_allow_pcie_split:
 * @allow: whether desktop cards may split a model over PCIe
 *
 * Keeps the workload's figures and weight formats (docs/sizing.md §8.2).
 */
void
cp_session_set_allow_pcie_split (CpSession *self,
                                 gboolean   allow)
{
  g_autoptr(CpPlanWorkload) workload = NULL;

  g_return_if_fail (CP_IS_SESSION (self));

  if (cp_plan_workload_get_allow_pcie_split (self->workload) == !!allow)
    return;

  workload = cp_plan_workload_copy (self->workload,
                                    cp_plan_workload_get_context_tokens (self->workload),
                                    cp_plan_workload_get_users (self->workload),
                                    cp_plan_workload_get_kv_cache (self->workload));
  cp_plan_workload_set_allow_pcie_split (workload, allow);
  cp_session_set_workload (self, workload);
}

/* Settings */

