/* cp-session-planning.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-session"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-planner.h"
#include "cp-session-private.h"

/* Sizing in a thread, as the window asks for it: whether the session
 * plans in a thread, how far the sizing running got, and stopping it. The
 * job itself is started, finished and waited for in cp-session.c. */

/**
 * cp_session_set_plan_in_thread:
 * @in_thread: whether a long sizing runs in a thread
 *
 * Lets a sizing with a workload that would take long (many models, many
 * units) run in a thread, as a window does so as never to freeze: until
 * it answers, the session is planning (cp_session_get_planning()) and
 * keeps the plan it had; cp_session_cancel_planning() stops it.
 */
void
cp_session_set_plan_in_thread (CpSession *self,
                               gboolean   in_thread)
{
  g_return_if_fail (CP_IS_SESSION (self));

  self->plan_in_thread = in_thread;
}

/* Whether a sizing runs in a thread for the chosen models now. */
gboolean
cp_session_get_planning (CpSession *self)
{
  g_return_val_if_fail (CP_IS_SESSION (self), FALSE);

  return self->job != NULL;
}

/* How far the sizing running got, from 0 to 1. */
double
cp_session_get_planning_progress (CpSession *self)
{
  g_return_val_if_fail (CP_IS_SESSION (self), 0);

  return self->job != NULL ? cp_planner_job_get_progress (self->job) : 1;
}

/**
 * cp_session_cancel_planning:
 *
 * Stops the sizing running: there is no plan, and the plan error says
 * sizing was stopped, until the next change.
 */
void
cp_session_cancel_planning (CpSession *self)
{
  g_return_if_fail (CP_IS_SESSION (self));

  if (self->job == NULL)
    return;

  _cp_session_drop_job (self);
  _cp_session_apply_plan (self, NULL, g_error_new_literal (CP_SIZING_ERROR, CP_SIZING_ERROR_CANCELLED,
                                               _("Sizing was stopped. Change the models or the "
                                                 "workload to size again.")));
}
