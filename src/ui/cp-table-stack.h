/* cp-table-stack.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The words of @item's cells, one per column of the table in its order
 * (NULL where a cell is empty); a GPtrArray that frees them. */
typedef GPtrArray *(*CpTableCellsFunc) (gpointer item,
                                        gpointer user_data);

void     cp_table_stack_install     (GtkColumnView    *view,
                                     CpTableCellsFunc  dup_cells,
                                     gpointer          user_data);
gboolean cp_table_stack_get_stacked (GtkColumnView    *view);

G_END_DECLS
