/* cp-customer.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-customer"

#include "config.h"

#include "cp-customer.h"
#include "cp-text.h"

/* One line of a customer's: valid UTF-8 (a byte that is not becomes
 * U+FFFD), characters that do not show as themselves on one line spaces,
 * blanks around it gone, cut to @max_chars (cp_text_fit_name()); "" when
 * nothing is left. */
static char *
clean_line (const char *line,
            gsize       max_chars)
{
  char *clean = cp_text_fit_name (line, -1, max_chars);

  return clean != NULL ? clean : g_strdup ("");
}

/**
 * cp_plan_customer_clean:
 * @value: (nullable): what was typed or read
 *
 * @value as a plan keeps it, so that it is written and read back the
 * same: one line for the company, contact and e-mail (line breaks become
 * spaces), the address in at most %CP_CUSTOMER_MAX_ADDRESS_LINES
 * lines; blanks around each line and empty lines left out, each line cut
 * to its most characters.
 *
 * Returns: (transfer full) (nullable): the value, %NULL for nothing.
 */
char *
cp_plan_customer_clean (CpPlanCustomerField  field,
                        const char          *value)
{
  gboolean address = field == CP_PLAN_CUSTOMER_ADDRESS;
  gsize max_chars = field == CP_PLAN_CUSTOMER_COMPANY ? CP_CUSTOMER_MAX_COMPANY
                                                      : CP_CUSTOMER_MAX_LINE;
  g_autoptr(GString) clean = g_string_new (NULL);
  g_auto(GStrv) lines = NULL;
  guint n_lines = 0;

  g_return_val_if_fail (field < CP_PLAN_CUSTOMER_N_FIELDS, NULL);

  if (value == NULL)
    return NULL;

  lines = g_strsplit (value, "\n", -1);
  for (guint i = 0; lines[i] != NULL && (!address || n_lines < CP_CUSTOMER_MAX_ADDRESS_LINES);
       i++)
    {
      g_autofree char *line = clean_line (lines[i], max_chars);

      if (*line == '\0')
        continue;
      if (clean->len > 0)
        g_string_append_c (clean, address ? '\n' : ' ');
      g_string_append (clean, line);
      n_lines++;
    }

  if (clean->len == 0)
    return NULL;

  /* One line made of several may be too long again. */
  return address ? g_string_free (g_steal_pointer (&clean), FALSE)
                 : cp_text_bound (clean->str, max_chars);
}
