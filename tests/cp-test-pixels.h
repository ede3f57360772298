/* cp-test-pixels.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-diagram-painter.h"

G_BEGIN_DECLS

typedef struct
{
  guint8 red;
  guint8 green;
  guint8 blue;
} CpTestPixel;

CpTestPixel      cp_test_pixel_at        (cairo_surface_t       *surface,
                                          double                 x,
                                          double                 y);
gboolean         cp_test_pixel_is        (CpTestPixel            pixel,
                                          guint32                rgb);
guint            cp_test_count_pixels    (cairo_surface_t       *surface,
                                          const CpDiagramRect   *rect,
                                          guint32                rgb);
cairo_surface_t *cp_test_paint_diagram   (const CpDiagramLayout *layout,
                                          CpDiagramPalette       palette,
                                          int                    width,
                                          int                    height);

G_END_DECLS
