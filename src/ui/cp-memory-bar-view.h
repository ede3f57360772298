/* cp-memory-bar-view.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "cp-types.h"

G_BEGIN_DECLS

#define CP_TYPE_MEMORY_BAR_VIEW (cp_memory_bar_view_get_type ())

G_DECLARE_FINAL_TYPE (CpMemoryBarView, cp_memory_bar_view, CP, MEMORY_BAR_VIEW, GtkWidget)

GtkWidget   *cp_memory_bar_view_new         (void);
void         cp_memory_bar_view_set_serving (CpMemoryBarView *self,
                                             CpModelServing  *serving,
                                             const char      *title);
CpMemoryBar *cp_memory_bar_view_get_bar     (CpMemoryBarView *self);

G_END_DECLS
