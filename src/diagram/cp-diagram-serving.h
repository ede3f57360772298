/* cp-diagram-serving.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-diagram-layout.h"
#include "cp-memory-bar.h"

G_BEGIN_DECLS

char  *cp_diagram_dup_serving_description (CpBuild               *build);
char  *cp_diagram_dup_description         (CpBuild               *build);
guint        cp_diagram_layout_get_n_bars (const CpDiagramLayout *self);
CpMemoryBar *cp_diagram_layout_get_bar    (const CpDiagramLayout *self,
                                           guint                  position,
                                           double                *x,
                                           double                *y);

G_END_DECLS
