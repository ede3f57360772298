/* cp-session-tier.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-session"

#include "config.h"

#include "cp-session-private.h"

/* The build picked: one of the plan's, by its tier. The session itself
 * (cp-session.c) keeps the pick across a new plan when it can. */

/* The tier of the build picked, or NULL when there is no plan. */
const char *
cp_session_get_selected_tier (CpSession *self)
{
  g_return_val_if_fail (CP_IS_SESSION (self), NULL);

  return self->selected_tier;
}

/**
 * cp_session_select_tier:
 * @tier_id: (nullable): the tier whose build to pick, or %NULL for none
 *
 * Returns: %FALSE, and the pick unchanged, when the plan has no build of
 *   that tier.
 */
gboolean
cp_session_select_tier (CpSession  *self,
                        const char *tier_id)
{
  g_return_val_if_fail (CP_IS_SESSION (self), FALSE);

  if (tier_id != NULL && (self->plan == NULL || cp_plan_find_build (self->plan, tier_id) == NULL))
    return FALSE;

  if (g_strcmp0 (tier_id, self->selected_tier) != 0)
    {
      g_free (self->selected_tier);
      self->selected_tier = g_strdup (tier_id);
      _cp_session_notify (self, CP_SESSION_PROP_SELECTED_TIER);
      g_signal_emit_by_name (self, "changed");
    }

  return TRUE;
}

/* The build picked, or NULL. */
CpBuild *
cp_session_get_selected_build (CpSession *self)
{
  g_return_val_if_fail (CP_IS_SESSION (self), NULL);

  if (self->plan == NULL || self->selected_tier == NULL)
    return NULL;

  return cp_plan_find_build (self->plan, self->selected_tier);
}
