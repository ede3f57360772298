/* bench-diagram.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <time.h>

#include "cp-catalog.h"
#include "cp-diagram-layout.h"
#include "cp-diagram-painter.h"
#include "cp-test-planner.h"

/* Times one frame of the topology diagram, laid out and painted into an
 * image surface, for builds of 1, 8, 100 and 10,000 units, and prints the
 * median and the 90th percentile in milliseconds: of the wall clock, and
 * of this thread's CPU time, which other work on a busy machine does not
 * inflate. Because large builds collapse into a stack, the cost should
 * not grow with the count; the target is under 4 ms per frame at 1200 ×
 * 800. Not part of the test suite: figures, not assertions.
 *
 *   bench-diagram [RUNS [UNIT]]     (default 300, every unit below)
 */

#define TARGET_MS 4.0

static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);

  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1.0e6;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
run (CpCatalog  *catalog,
     const char *unit_id,
     gint64      count,
     int         width,
     int         height,
     gboolean    compact,
     guint       runs,
     gboolean   *all_within)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpBuild) build = NULL;
  g_autofree double *times = g_new (double, runs);
  g_autofree double *cpu_times = g_new (double, runs);
  cairo_surface_t *surface;
  CpUnit *unit;
  guint n_elements = 0;
  double median, p90, cpu_median, cpu_p90;

  unit = cp_catalog_find_unit (catalog, unit_id);
  g_assert_nonnull (unit);
  build = cp_test_catalog_evaluate (catalog, unit, count, 1920 * CP_MB_PER_GB, 1, &error);
  g_assert_no_error (error);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);

  /* One frame first, so fonts and glyph caches are warm as on screen. */
  for (guint i = 0; i < runs + 5; i++)
    {
      gint64 start = g_get_monotonic_time ();
      double cpu_start = cpu_ms ();
      g_autoptr(CpDiagramLayout) layout = NULL;
      cairo_t *cr;

      layout = cp_diagram_layout_new (build, width, height,
                                      compact ? CP_DIAGRAM_LAYOUT_FLAGS_COMPACT : 0);
      cr = cairo_create (surface);
      cp_diagram_painter_paint (cr, layout, CP_DIAGRAM_PALETTE_LIGHT, width, height,
                                CP_DIAGRAM_PAINT_FLAGS_OPAQUE);
      cairo_destroy (cr);
      cairo_surface_flush (surface);

      if (i >= 5)
        {
          times[i - 5] = (g_get_monotonic_time () - start) / 1000.0;
          cpu_times[i - 5] = cpu_ms () - cpu_start;
        }
      n_elements = cp_diagram_layout_get_n_elements (layout);
    }

  cairo_surface_destroy (surface);

  qsort (times, runs, sizeof *times, compare_doubles);
  qsort (cpu_times, runs, sizeof *cpu_times, compare_doubles);
  median = times[runs / 2];
  p90 = times[(runs * 9) / 10];
  cpu_median = cpu_times[runs / 2];
  cpu_p90 = cpu_times[(runs * 9) / 10];

  if (median >= TARGET_MS)
    *all_within = FALSE;

  g_print ("%-14s %6" G_GINT64_FORMAT "  %4d×%-4d %-7s %4u  %7.3f %7.3f  %7.3f %7.3f%s\n",
           unit_id, count, width, height, compact ? "compact" : "", n_elements,
           median, p90, cpu_median, cpu_p90, median < TARGET_MS ? "" : "  over target");
}

int
main (int   argc,
      char *argv[])
{
  static const gint64 counts[] = { 1, 8, 100, 10000 };
  static const char * const units[] = { "dgx-h100", "rtx-5090-card", "rtx-4090-card", "gb200-nvl72" };
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = NULL;
  guint runs = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 300;
  const char *only = argc > 2 ? argv[2] : NULL;
  gboolean all_within = TRUE;

  setlocale (LC_ALL, "");
  runs = MAX (runs, 10);

  catalog = cp_catalog_new_builtin (&error);
  g_assert_no_error (error);

  g_print ("Topology diagram: layout + paint per frame, %u runs each, target < %.0f ms\n",
           runs, TARGET_MS);
  g_print ("%-14s %6s  %-9s %-7s %4s  %-15s  %-15s\n", "unit", "count", "size", "", "elts",
           "wall ms med p90", "cpu ms med p90");

  for (guint size = 0; size < 2; size++)
    for (guint u = 0; u < G_N_ELEMENTS (units); u++)
      {
        if (only != NULL && !g_str_equal (only, units[u]))
          continue;

        for (guint c = 0; c < G_N_ELEMENTS (counts); c++)
          run (catalog, units[u], counts[c], size == 0 ? 1200 : 360, size == 0 ? 800 : 160,
               size == 1, runs, &all_within);
      }

  g_print ("%s\n", all_within ? "Every median is within the target."
                              : "Some medians are over the target.");

  return 0;
}
