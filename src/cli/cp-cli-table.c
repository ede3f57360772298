/* cp-cli-table.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-cli"

#include "config.h"

#include <stdarg.h>

#include "cp-cli-table.h"
#include "cp-text.h"

/* The command line's tables (--list-models, --list-units,
 * --list-quotes): plain text, columns padded to their widest cell,
 * numbers aligned right. */

/* Adds a row of @table's n_columns cells (const char *). */
void
cp_cli_table_add_row (CpCliTable *table,
                      ...)
{
  va_list args;

  /* Each cell on one line, and no terminal escape a catalog or the
   * register holds reaches the terminal. */
  va_start (args, table);
  for (guint i = 0; i < table->n_columns; i++)
    g_ptr_array_add (table->cells, cp_text_escape (va_arg (args, const char *), -1));
  va_end (args);
}

/* The table as text, a line a row. */
char *
cp_cli_table_render (CpCliTable *table)
{
  g_autofree glong *widths = g_new0 (glong, table->n_columns);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < table->cells->len; i++)
    {
      glong *width = &widths[i % table->n_columns];

      *width = MAX (*width, g_utf8_strlen (table->cells->pdata[i], -1));
    }

  for (guint i = 0; i < table->cells->len; i++)
    {
      const char *cell = table->cells->pdata[i];
      guint column = i % table->n_columns;
      glong pad = widths[column] - g_utf8_strlen (cell, -1);
      gboolean last = column + 1 == table->n_columns;
      gboolean right = (table->right_aligned & (1u << column)) != 0;

      if (right)
        for (glong p = 0; p < pad; p++)
          g_string_append_c (out, ' ');
      g_string_append (out, cell);
      if (last)
        g_string_append_c (out, '\n');
      else
        {
          if (!right)
            for (glong p = 0; p < pad; p++)
              g_string_append_c (out, ' ');
          g_string_append (out, "  ");
        }
    }

  return g_string_free (out, FALSE);
}

