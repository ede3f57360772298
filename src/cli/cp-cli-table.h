/* cp-cli-table.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A plain-text table: its cells row after row (owned strings), how many
 * columns, and a bit for each column aligned right. */
typedef struct
{
  GPtrArray *cells;
  guint      n_columns;
  guint      right_aligned;
} CpCliTable;

void  cp_cli_table_add_row (CpCliTable *table,
                            ...);
char *cp_cli_table_render  (CpCliTable *table);

G_END_DECLS
