/* cp-diagram-color.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* Colours of the diagram layer's painters: the topology diagram's and the
 * memory bar's. */

typedef struct
{
  double red;
  double green;
  double blue;
  double alpha;
} Rgba;

#define HEX(rgb) { ((rgb) >> 16 & 0xff) / 255.0, ((rgb) >> 8 & 0xff) / 255.0, ((rgb) & 0xff) / 255.0, 1 }
#define HEXA(rgb, a) { ((rgb) >> 16 & 0xff) / 255.0, ((rgb) >> 8 & 0xff) / 255.0, ((rgb) & 0xff) / 255.0, (a) }

static inline void
set_color (cairo_t    *cr,
           const Rgba *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
}

G_END_DECLS
