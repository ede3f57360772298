/* test-memory-bar.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <math.h>

#include "cp-memory-bar.h"
#include "cp-test-pixels.h"

/* The per-GPU memory bar: its parts in proportion to what one GPU holds,
 * what does not fit past the usable line, the legend naming every part
 * with its amount, and the painted pixels — each part's pattern where the
 * layout puts it, in every palette. */

#define GIB ((gint64) 1 << 30)

/* docs/sizing.md §10.1: Llama 3.1 70B at 32K × 16 users, tensor parallel 8 on an
 * H100: 16.4 + 20 + 7.7 of 71.3 GiB. */
static CpLayout
fitting_layout (void)
{
  CpLayout layout = {
    .verdict = CP_SERVING_FITS,
    .tensor_parallel = 8, .pipeline_parallel = 1, .replicas = 1, .gpus = 8,
    .weights_bytes = (gint64) (16.4 * GIB), .kv_bytes = 20 * GIB,
    .overhead_bytes = (gint64) (7.7 * GIB), .usable_bytes = (gint64) (71.3 * GIB),
  };

  layout.total_bytes = layout.weights_bytes + layout.kv_bytes + layout.overhead_bytes;

  return layout;
}

/* Tensor parallel 4: 32.9 + 40 + 7.7 = 80.6 of 71.3 GiB. */
static CpLayout
overfull_layout (void)
{
  CpLayout layout = fitting_layout ();

  layout.verdict = CP_SERVING_DOES_NOT_FIT;
  layout.weights_bytes = (gint64) (32.9 * GIB);
  layout.kv_bytes = 40 * GIB;
  layout.total_bytes = layout.weights_bytes + layout.kv_bytes + layout.overhead_bytes;

  return layout;
}

static void
test_geometry (void)
{
  CpLayout layout = fitting_layout ();
  g_autoptr(CpMemoryBar) bar = cp_memory_bar_new (&layout, "Llama 3.1 70B", 600, 12);
  const CpMemoryBarSegment *weights = cp_memory_bar_find_segment (bar, CP_GPU_MEMORY_WEIGHTS);
  const CpMemoryBarSegment *kv = cp_memory_bar_find_segment (bar, CP_GPU_MEMORY_KV_CACHE);
  const CpMemoryBarSegment *overhead = cp_memory_bar_find_segment (bar, CP_GPU_MEMORY_OVERHEAD);
  const CpMemoryBarSegment *free_part = cp_memory_bar_find_segment (bar, CP_GPU_MEMORY_FREE);
  const CpDiagramRect *frame = cp_memory_bar_get_frame (bar);

  g_assert_nonnull (weights);
  g_assert_nonnull (kv);
  g_assert_nonnull (overhead);
  g_assert_nonnull (free_part);
  g_assert_null (cp_memory_bar_find_segment (bar, CP_GPU_MEMORY_OVER));

  /* All of the width is the usable memory; the parts follow each other
   * and end at its edge. */
  g_assert_cmpfloat (frame->width, ==, 600);
  g_assert_cmpfloat (cp_memory_bar_get_usable_x (bar), ==, 600);
  g_assert_cmpfloat (weights->rect.x, ==, 0);
  g_assert_cmpfloat (kv->rect.x, ==, weights->rect.x + weights->rect.width);
  g_assert_cmpfloat (overhead->rect.x, ==, kv->rect.x + kv->rect.width);
  g_assert_cmpfloat (free_part->rect.x, ==, overhead->rect.x + overhead->rect.width);
  g_assert_cmpfloat (free_part->rect.x + free_part->rect.width, ==, 600);

  /* In proportion, to the pixel: 16.4 / 71.3 of 600 is 138. */
  g_assert_cmpfloat (fabs (weights->rect.width - 600 * 16.4 / 71.3), <=, 1);
  g_assert_cmpfloat (fabs (kv->rect.width - 600 * 20 / 71.3), <=, 1);
  g_assert_cmpint (llround ((double) free_part->bytes * 10 / GIB), ==, 272);

  /* Amounts inside the parts wide enough, words in the legend for all. */
  g_assert_cmpstr (weights->label, ==, "16.4 GiB");
  g_assert_cmpstr (kv->label, ==, "20 GiB");
  g_assert_cmpuint (cp_memory_bar_get_n_legends (bar), ==, 4);
  g_assert_cmpstr (cp_memory_bar_get_legend (bar, 0)->text, ==, "Weights 16.4 GiB");
  g_assert_cmpstr (cp_memory_bar_get_legend (bar, 1)->text, ==, "KV cache 20 GiB");
  g_assert_cmpstr (cp_memory_bar_get_legend (bar, 2)->text, ==, "Overhead 7.7 GiB");
  g_assert_cmpstr (cp_memory_bar_get_legend (bar, 3)->text, ==, "Free 27.2 GiB");
  g_assert_cmpstr (cp_memory_bar_get_scale (bar), ==, "44.1 GiB of 71.3 GiB usable");

  /* Legend entries under the bar, never past its width. */
  for (guint i = 0; i < cp_memory_bar_get_n_legends (bar); i++)
    {
      const CpMemoryBarLegend *legend = cp_memory_bar_get_legend (bar, i);

      g_assert_cmpfloat (legend->swatch.y, >=, frame->y + frame->height);
      g_assert_cmpfloat (legend->text_rect.x + legend->text_rect.width, <=, 600);
      g_assert_cmpfloat (legend->text_rect.y + legend->text_rect.height, <=, cp_memory_bar_get_height (bar));
    }
}

/* The free part is the difference of the figures as written, so the words
 * add up: 71.3 − 44.1 = 27.2, though the bytes left are 27.13 GiB. */
static void
test_free_adds_up (void)
{
  CpLayout layout = fitting_layout ();
  g_autoptr(CpMemoryBar) bar = NULL;

  layout.usable_bytes = (gint64) (71.27 * GIB);
  layout.overhead_bytes = (gint64) (7.74 * GIB);
  layout.total_bytes = layout.weights_bytes + layout.kv_bytes + layout.overhead_bytes;
  bar = cp_memory_bar_new (&layout, NULL, 600, 12);

  g_assert_cmpstr (cp_memory_bar_get_scale (bar), ==, "44.1 GiB of 71.3 GiB usable");
  g_assert_cmpstr (cp_memory_bar_get_legend (bar, 3)->text, ==, "Free 27.2 GiB");
}

/* Past the usable memory: the usable line moves in, the excess lies
 * beyond it, and the legend says by how much. */
static void
test_geometry_overfull (void)
{
  CpLayout layout = overfull_layout ();
  g_autoptr(CpMemoryBar) bar = cp_memory_bar_new (&layout, NULL, 600, 12);
  const CpMemoryBarSegment *over = cp_memory_bar_find_segment (bar, CP_GPU_MEMORY_OVER);
  const CpMemoryBarSegment *overhead = cp_memory_bar_find_segment (bar, CP_GPU_MEMORY_OVERHEAD);
  double usable_x = cp_memory_bar_get_usable_x (bar);

  g_assert_null (cp_memory_bar_find_segment (bar, CP_GPU_MEMORY_FREE));
  g_assert_nonnull (over);
  g_assert_cmpfloat (fabs (usable_x - 600 * 71.3 / 80.6), <=, 1);
  g_assert_cmpfloat (over->rect.x, ==, usable_x);
  g_assert_cmpfloat (over->rect.x + over->rect.width, ==, 600);
  /* The overhead reaches the end of the need, over the line. */
  g_assert_cmpfloat (fabs (overhead->rect.x + overhead->rect.width - 600), <=, 1);
  g_assert_cmpstr (cp_memory_bar_get_legend (bar, 3)->text, ==, "Over by 9.3 GiB");
  g_assert_cmpstr (cp_memory_bar_get_scale (bar), ==, "80.6 GiB of 71.3 GiB usable");
}

/* Narrow, the legend flows onto more lines and the title and scale onto
 * two. */
static void
test_geometry_narrow (void)
{
  CpLayout layout = fitting_layout ();
  g_autoptr(CpMemoryBar) wide = cp_memory_bar_new (&layout, "Llama 3.1 70B", 900, 12);
  g_autoptr(CpMemoryBar) narrow = cp_memory_bar_new (&layout, "Llama 3.1 70B", 220, 12);
  const CpMemoryBarLegend *last = cp_memory_bar_get_legend (narrow, 3);

  g_assert_cmpfloat (cp_memory_bar_get_height (narrow), >, cp_memory_bar_get_height (wide));
  g_assert_cmpfloat (last->text_rect.y, >, cp_memory_bar_get_legend (narrow, 0)->text_rect.y);
  g_assert_cmpfloat (last->text_rect.x + last->text_rect.width, <=, 220);
}

/* How many pixels of @r, inset by 2 (the outline), are @rgb. */
static guint
count_pixels (cairo_surface_t     *surface,
              const CpDiagramRect *r,
              guint32              rgb)
{
  CpDiagramRect inner = { r->x + 2, r->y + 2, r->width - 4, r->height - 4 };

  return cp_test_count_pixels (surface, &inner, rgb);
}

static cairo_surface_t *
paint (const CpMemoryBar *bar,
       CpDiagramPalette   palette,
       guint32            background)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24,
                                                         (int) cp_memory_bar_get_width (bar) + 1,
                                                         (int) cp_memory_bar_get_height (bar) + 1);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, (background >> 16 & 0xff) / 255.0, (background >> 8 & 0xff) / 255.0,
                        (background & 0xff) / 255.0);
  cairo_paint (cr);
  cp_memory_bar_paint (cr, bar, palette);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  return surface;
}

/* Each part in its place: solid weights, striped KV cache (two colours),
 * dotted overhead, empty free memory; the usable line at its edge. */
static void
test_pixels (void)
{
  CpLayout layout = fitting_layout ();
  g_autoptr(CpMemoryBar) bar = cp_memory_bar_new (&layout, "Llama 3.1 70B", 600, 12);
  cairo_surface_t *surface = paint (bar, CP_DIAGRAM_PALETTE_LIGHT, 0xffffff);
  const CpMemoryBarSegment *weights = cp_memory_bar_find_segment (bar, CP_GPU_MEMORY_WEIGHTS);
  const CpMemoryBarSegment *kv = cp_memory_bar_find_segment (bar, CP_GPU_MEMORY_KV_CACHE);
  const CpMemoryBarSegment *overhead = cp_memory_bar_find_segment (bar, CP_GPU_MEMORY_OVERHEAD);
  const CpMemoryBarSegment *free_part = cp_memory_bar_find_segment (bar, CP_GPU_MEMORY_FREE);
  const CpMemoryBarLegend *kv_swatch = cp_memory_bar_get_legend (bar, 1);
  const CpDiagramRect *frame = cp_memory_bar_get_frame (bar);

  /* Weights: solid blue at a corner, away from the amount written in the
   * middle; white words in the middle. */
  g_assert_true (cp_test_pixel_is (cp_test_pixel_at (surface, weights->rect.x + 3, weights->rect.y + 3), 0x1c71d8));
  g_assert_cmpuint (count_pixels (surface, &weights->rect, 0x1c71d8), >, weights->rect.width * 4);
  g_assert_cmpuint (count_pixels (surface, &weights->rect, 0xffffff), >, 5);

  /* KV cache: its pale ground and its stripes both. */
  g_assert_cmpuint (count_pixels (surface, &kv->rect, 0xd7f5e4), >, 20);
  g_assert_cmpuint (count_pixels (surface, &kv->rect, 0x1e7a4c), >, 20);
  g_assert_cmpuint (count_pixels (surface, &kv_swatch->swatch, 0x1e7a4c), >, 0);

  /* Overhead: grey ground, dark dots. */
  g_assert_cmpuint (count_pixels (surface, &overhead->rect, 0xdeddda), >, 20);
  g_assert_cmpuint (count_pixels (surface, &overhead->rect, 0x3d3846), >, 0);

  /* Free: empty, and the firm usable line at the right edge. */
  g_assert_true (cp_test_pixel_is (cp_test_pixel_at (surface, free_part->rect.x + free_part->rect.width / 2 - 30,
                                     free_part->rect.y + 3), 0xffffff));
  g_assert_true (cp_test_pixel_is (cp_test_pixel_at (surface, cp_memory_bar_get_usable_x (bar) - 1,
                                     frame->y + frame->height / 2), 0x3d3846));

  cairo_surface_destroy (surface);
}

/* Past the usable line, the excess is crossed out in red on pink, in print
 * as on screen; the dark palette keeps the same patterns. */
static void
test_pixels_overfull (void)
{
  CpLayout layout = overfull_layout ();
  g_autoptr(CpMemoryBar) bar = cp_memory_bar_new (&layout, NULL, 600, 12);
  const CpMemoryBarSegment *over = cp_memory_bar_find_segment (bar, CP_GPU_MEMORY_OVER);
  const CpMemoryBarSegment *kv = cp_memory_bar_find_segment (bar, CP_GPU_MEMORY_KV_CACHE);
  cairo_surface_t *print = paint (bar, CP_DIAGRAM_PALETTE_PRINT, 0xffffff);
  cairo_surface_t *dark = paint (bar, CP_DIAGRAM_PALETTE_DARK, 0x1e1e1e);
  CpDiagramRect past = over->rect;

  past.x += 3;
  past.width -= 3;
  g_assert_cmpuint (count_pixels (print, &past, 0xa51d2d), >, 10);
  g_assert_cmpuint (count_pixels (print, &past, 0xfbe0e0), >, 10);
  g_assert_cmpuint (count_pixels (dark, &past, 0xff7b63), >, 10);
  g_assert_cmpuint (count_pixels (dark, &kv->rect, 0x8ff0a4), >, 20);
  g_assert_cmpuint (count_pixels (dark, &kv->rect, 0x1c3d2d), >, 20);

  cairo_surface_destroy (print);
  cairo_surface_destroy (dark);
}

/* Vector output: the bar draws into SVG and PDF surfaces without error. */
static void
test_vector (void)
{
  CpLayout layout = fitting_layout ();
  g_autoptr(CpMemoryBar) bar = cp_memory_bar_new (&layout, "Llama 3.1 70B", 400, 8);
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);
  double x, y, w, h;

  cp_memory_bar_paint (cr, bar, CP_DIAGRAM_PALETTE_PRINT);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_recording_surface_ink_extents (surface, &x, &y, &w, &h);
  g_assert_cmpfloat (x, >=, -3);
  g_assert_cmpfloat (x + w, <=, 403);
  g_assert_cmpfloat (y + h, <=, cp_memory_bar_get_height (bar) + 1);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cluster-planner/memory-bar/geometry", test_geometry);
  g_test_add_func ("/cluster-planner/memory-bar/free-adds-up", test_free_adds_up);
  g_test_add_func ("/cluster-planner/memory-bar/geometry-overfull", test_geometry_overfull);
  g_test_add_func ("/cluster-planner/memory-bar/geometry-narrow", test_geometry_narrow);
  g_test_add_func ("/cluster-planner/memory-bar/pixels", test_pixels);
  g_test_add_func ("/cluster-planner/memory-bar/pixels-overfull", test_pixels_overfull);
  g_test_add_func ("/cluster-planner/memory-bar/vector", test_vector);

  return g_test_run ();
}
