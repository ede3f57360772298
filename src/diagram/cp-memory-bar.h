/* cp-memory-bar.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>

#include "cp-diagram-painter.h"
#include "cp-gpu-memory-words.h"
#include "cp-serving-words.h"

G_BEGIN_DECLS

/* One part of the bar: where it is drawn, what it holds, and its amount
 * written inside it when that fits. */
typedef struct
{
  CpGpuMemoryPart  part;
  CpDiagramRect    rect;
  gint64           bytes;
  const char      *label;
} CpMemoryBarSegment;

/* One entry of the legend under the bar: a sample of the part's pattern
 * and its words. */
typedef struct
{
  CpGpuMemoryPart  part;
  CpDiagramRect    swatch;
  CpDiagramRect    text_rect;
  const char      *text;
} CpMemoryBarLegend;

#define CP_TYPE_MEMORY_BAR (cp_memory_bar_get_type ())

typedef struct _CpMemoryBar CpMemoryBar;

GType                     cp_memory_bar_get_type        (void) G_GNUC_CONST;
CpMemoryBar              *cp_memory_bar_new             (const CpLayout    *layout,
                                                         const char        *title,
                                                         double             width,
                                                         double             font_size);
CpMemoryBar              *cp_memory_bar_ref             (CpMemoryBar       *self);
void                      cp_memory_bar_unref           (CpMemoryBar       *self);

double                    cp_memory_bar_get_width       (const CpMemoryBar *self);
double                    cp_memory_bar_get_height      (const CpMemoryBar *self);
const CpDiagramRect      *cp_memory_bar_get_frame       (const CpMemoryBar *self);
double                    cp_memory_bar_get_usable_x    (const CpMemoryBar *self);
guint                     cp_memory_bar_get_n_segments  (const CpMemoryBar *self);
const CpMemoryBarSegment *cp_memory_bar_get_segment     (const CpMemoryBar *self,
                                                         guint              position);
const CpMemoryBarSegment *cp_memory_bar_find_segment    (const CpMemoryBar *self,
                                                         CpGpuMemoryPart    part);
guint                     cp_memory_bar_get_n_legends   (const CpMemoryBar *self);
const CpMemoryBarLegend  *cp_memory_bar_get_legend      (const CpMemoryBar *self,
                                                         guint              position);
const char               *cp_memory_bar_get_title       (const CpMemoryBar *self);
const char               *cp_memory_bar_get_scale       (const CpMemoryBar *self);

void                      cp_memory_bar_paint           (cairo_t           *cr,
                                                         const CpMemoryBar *self,
                                                         CpDiagramPalette   palette);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CpMemoryBar, cp_memory_bar_unref)

G_END_DECLS
