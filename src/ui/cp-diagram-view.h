/* cp-diagram-view.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "cp-build.h"
#include "cp-diagram-layout.h"

G_BEGIN_DECLS

#define CP_TYPE_DIAGRAM_VIEW (cp_diagram_view_get_type ())

G_DECLARE_FINAL_TYPE (CpDiagramView, cp_diagram_view, CP, DIAGRAM_VIEW, GtkWidget)

GtkWidget             *cp_diagram_view_new         (void);
CpBuild               *cp_diagram_view_get_build   (CpDiagramView *self);
void                   cp_diagram_view_set_build   (CpDiagramView *self,
                                                    CpBuild       *build);
gboolean               cp_diagram_view_get_compact (CpDiagramView *self);
void                   cp_diagram_view_set_compact (CpDiagramView *self,
                                                    gboolean       compact);
const CpDiagramLayout *cp_diagram_view_get_layout  (CpDiagramView *self);

G_END_DECLS
