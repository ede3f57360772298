/* cp-test-pixels.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cp-test-pixels.h"

/* What the rendering tests read off a painted image: a pixel, whether it
 * is a colour, how many of a colour a rectangle holds; and the diagram
 * painted as the app paints it. */

CpTestPixel
cp_test_pixel_at (cairo_surface_t *surface,
                  double           x,
                  double           y)
{
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);
  const guint32 *row;
  guint32 argb;
  int px = (int) x, py = (int) y;

  g_assert_cmpint (px, >=, 0);
  g_assert_cmpint (py, >=, 0);
  g_assert_cmpint (px, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (py, <, cairo_image_surface_get_height (surface));

  cairo_surface_flush (surface);
  row = (const guint32 *) (gconstpointer) (data + py * stride);
  argb = row[px];

  return (CpTestPixel) { argb >> 16 & 0xff, argb >> 8 & 0xff, argb & 0xff };
}

/* Whether @pixel is @rgb (0xRRGGBB), give or take the rounding of
 * antialiasing. */
gboolean
cp_test_pixel_is (CpTestPixel pixel,
                  guint32     rgb)
{
  return ABS (pixel.red - (int) (rgb >> 16 & 0xff)) <= 3 &&
         ABS (pixel.green - (int) (rgb >> 8 & 0xff)) <= 3 &&
         ABS (pixel.blue - (int) (rgb & 0xff)) <= 3;
}

/* How many pixels of @rect are @rgb. */
guint
cp_test_count_pixels (cairo_surface_t     *surface,
                      const CpDiagramRect *rect,
                      guint32              rgb)
{
  guint n = 0;

  for (double y = rect->y; y < rect->y + rect->height; y++)
    for (double x = rect->x; x < rect->x + rect->width; x++)
      if (cp_test_pixel_is (cp_test_pixel_at (surface, x, y), rgb))
        n++;

  return n;
}

/* @layout painted on an opaque image of @width × @height. */
cairo_surface_t *
cp_test_paint_diagram (const CpDiagramLayout *layout,
                       CpDiagramPalette       palette,
                       int                    width,
                       int                    height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);

  cp_diagram_painter_paint (cr, layout, palette, width, height, CP_DIAGRAM_PAINT_FLAGS_OPAQUE);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  return surface;
}
