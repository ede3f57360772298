/* cp-session-limit.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-session"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-format.h"
#include "cp-plan-document.h"
#include "cp-session-private.h"

/* The most models a plan holds (CP_PLAN_DOCUMENT_MAX_MODELS, docs/plan.md),
 * met when a model is added rather than when the plan is saved: a model
 * chosen past it is unchosen again, a custom model is not added, and the
 * session says why in "model-refused". Calls nothing of the session's
 * other files (the signal is emitted by its name). */

/* The models a plan of the session holds, as cp_session_snapshot() writes
 * them: the catalog's chosen ones and every custom one. */
static guint
count_plan_models (CpSession *self)
{
  guint n = 0;

  for (guint i = 0; i < n_rows (self); i++)
    {
      CpModelRow *row = get_row (self, i);

      if (row_is_custom (row) || cp_model_row_get_chosen (row))
        n++;
    }

  return n;
}

static void
set_full_error (GError **error)
{
  g_autofree char *most = cp_format_integer (CP_PLAN_DOCUMENT_MAX_MODELS);

  /* TRANSLATORS: a notification, e.g. "A plan holds at most 2,000 models:
   * remove one before adding another" */
  g_set_error (error, CP_PLAN_DOCUMENT_ERROR, CP_PLAN_DOCUMENT_ERROR_FORMAT,
               ngettext ("A plan holds at most %s model: remove one before adding another",
                         "A plan holds at most %s models: remove one before adding another",
                         CP_PLAN_DOCUMENT_MAX_MODELS),
               most);
}

/**
 * cp_session_check_room:
 *
 * Whether one more model may be chosen or added: a plan holds at most
 * CP_PLAN_DOCUMENT_MAX_MODELS, the catalog's chosen models and the custom
 * ones together.
 *
 * Returns: %FALSE, with @error saying so, when the plan is full.
 */
gboolean
cp_session_check_room (CpSession  *self,
                       GError    **error)
{
  g_return_val_if_fail (CP_IS_SESSION (self), FALSE);

  if (count_plan_models (self) < CP_PLAN_DOCUMENT_MAX_MODELS)
    return TRUE;

  set_full_error (error);
  return FALSE;
}

static void
refuse (CpSession *self)
{
  g_autoptr(GError) error = NULL;

  set_full_error (&error);
  g_signal_emit_by_name (self, "model-refused", error->message);
}

/* Refuses one more custom model when the plan is full, saying so:
 * whether it refused. */
gboolean
_cp_session_refuse_adding (CpSession *self)
{
  if (cp_session_check_room (self, NULL))
    return FALSE;

  refuse (self);
  return TRUE;
}

/* @row was just chosen: unchooses it again when that put the plan past
 * its limit, saying so; whether it did. Only a single choice is checked:
 * the changes made between a freeze and its thaw put back a plan read or
 * one the session held before, and the window checks an architecture
 * attached to a model it is about to choose. */
gboolean
_cp_session_refuse_chosen (CpSession  *self,
                           CpModelRow *row)
{
  if (self->frozen > 0 || count_plan_models (self) <= CP_PLAN_DOCUMENT_MAX_MODELS)
    return FALSE;

  self->refusing = TRUE;
  cp_model_row_set_chosen (row, FALSE);
  refuse (self);
  return TRUE;
}
