/* cp-customer.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Who a plan is for: the customer of its quote, as the quote dialog asks,
 * kept the same in a plan file, a quote and the register. */
typedef enum
{
  CP_PLAN_CUSTOMER_COMPANY,
  CP_PLAN_CUSTOMER_CONTACT,
  CP_PLAN_CUSTOMER_ADDRESS,
  CP_PLAN_CUSTOMER_EMAIL,
  CP_PLAN_CUSTOMER_N_FIELDS
} CpPlanCustomerField;

/* The longest company a plan keeps, in characters; the longest line of
 * the customer's contact, address or e-mail, and the most lines of the
 * address (as a quote lays them out). */
#define CP_CUSTOMER_MAX_COMPANY       500
#define CP_CUSTOMER_MAX_LINE          200
#define CP_CUSTOMER_MAX_ADDRESS_LINES 8

char *cp_plan_customer_clean (CpPlanCustomerField  field,
                              const char          *value);

G_END_DECLS
