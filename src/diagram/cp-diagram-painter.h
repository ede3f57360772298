/* cp-diagram-painter.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include "cp-diagram-layout.h"

G_BEGIN_DECLS

typedef enum
{
  CP_DIAGRAM_PALETTE_LIGHT,
  CP_DIAGRAM_PALETTE_DARK,
  CP_DIAGRAM_PALETTE_PRINT,
} CpDiagramPalette;

typedef enum
{
  CP_DIAGRAM_PAINT_FLAGS_NONE   = 0,
  /* Fill the background first, for files and paper; a widget leaves it to
   * whatever it sits on. */
  CP_DIAGRAM_PAINT_FLAGS_OPAQUE = 1 << 0,
} CpDiagramPaintFlags;

void cp_diagram_painter_paint (cairo_t               *cr,
                               const CpDiagramLayout *layout,
                               CpDiagramPalette       palette,
                               double                 width,
                               double                 height,
                               CpDiagramPaintFlags    flags);

void cp_diagram_pango_set_text (PangoLayout *layout,
                                const char  *text);

G_END_DECLS
