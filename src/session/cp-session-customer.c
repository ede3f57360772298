/* cp-session-customer.c
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

/* Who the plan is for (a quote's customer): kept with the plan, as a
 * plan file keeps each field. */

/* Who the plan is for, or NULL. */
const char *
cp_session_get_customer (CpSession *self)
{
  return cp_session_get_customer_field (self, CP_PLAN_CUSTOMER_COMPANY);
}

/**
 * cp_session_set_customer:
 * @customer: (nullable): who the plan is for (the company); %NULL or
 *   blanks for nobody
 */
void
cp_session_set_customer (CpSession  *self,
                         const char *customer)
{
  cp_session_set_customer_field (self, CP_PLAN_CUSTOMER_COMPANY, customer);
}

/* One field of who the plan is for, or NULL. */
const char *
cp_session_get_customer_field (CpSession           *self,
                               CpPlanCustomerField  field)
{
  g_return_val_if_fail (CP_IS_SESSION (self), NULL);
  g_return_val_if_fail (field < CP_PLAN_CUSTOMER_N_FIELDS, NULL);

  return self->customer[field];
}

/**
 * cp_session_set_customer_field:
 * @value: (nullable): the field as typed; kept as a plan file keeps it
 *   (cp_plan_customer_clean()), blanks for nothing
 *
 * Who the plan is for goes with it into its file, and is the next
 * quote's customer. A change of the company notifies "customer".
 */
void
cp_session_set_customer_field (CpSession           *self,
                               CpPlanCustomerField  field,
                               const char          *value)
{
  g_autofree char *clean = NULL;

  g_return_if_fail (CP_IS_SESSION (self));
  g_return_if_fail (field < CP_PLAN_CUSTOMER_N_FIELDS);

  clean = cp_plan_customer_clean (field, value);
  if (g_strcmp0 (clean, self->customer[field]) == 0)
    return;

  g_free (self->customer[field]);
  self->customer[field] = g_steal_pointer (&clean);
  if (field == CP_PLAN_CUSTOMER_COMPANY)
    _cp_session_notify (self, CP_SESSION_PROP_CUSTOMER);
  _cp_session_changed (self, DIRTY_DOCUMENT);
}
