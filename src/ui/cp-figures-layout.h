/* cp-figures-layout.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CP_TYPE_FIGURES_LAYOUT (cp_figures_layout_get_type ())

G_DECLARE_FINAL_TYPE (CpFiguresLayout, cp_figures_layout, CP, FIGURES_LAYOUT, GtkLayoutManager)

GtkLayoutManager *cp_figures_layout_new            (void);
gboolean          cp_figures_layout_get_in_a_row   (CpFiguresLayout *self,
                                                    int              width);

G_END_DECLS
