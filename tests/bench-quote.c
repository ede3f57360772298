/* bench-quote.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <stdlib.h>
#include <time.h>

#include "cp-catalog.h"
#include "cp-quote-export.h"
#include "cp-quote-renderer.h"
#include "cp-quote.h"
#include "cp-test-planner.h"

/* Times the export of a quote as PDF, start to finish as the command line
 * and the app do it (lay out, draw every page, write the file safely and
 * sync it to disk): a one-page quote (DeepSeek V4 Pro on 3 × DGX H100),
 * and a 20-page one (the same with enough extra lines). Prints the median
 * and the slowest run in milliseconds, against the targets: under 100 ms
 * for one page, under 1 s for twenty. Not part of the test suite:
 * figures, not assertions.
 *
 *   bench-quote [RUNS [FOLDER]]     (default 15 runs, in a temporary folder)
 */

#define ONE_PAGE_TARGET_MS    100.0
#define TWENTY_PAGE_TARGET_MS 1000.0

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static CpQuote *
make_quote (CpCatalog *catalog,
            guint      n_lines)
{
  g_autoptr(GError) error = NULL;
  CpModel *model = cp_catalog_find_model (catalog, "deepseek-v4-pro");
  g_autoptr(CpPlan) plan = cp_test_catalog_plan (catalog, &model, 1, &error);
  CpQuote *quote;

  g_assert_no_error (error);
  quote = cp_quote_new (catalog, plan, cp_plan_get_recommended (plan));
  cp_quote_set_customer (quote, "Acme Robotics");

  for (guint i = cp_quote_get_n_lines (quote); i < n_lines; i++)
    {
      g_autofree char *description = g_strdup_printf ("Item %u", i + 1);

      cp_quote_add_line (quote, description,
                         i % 3 == 0 ? "A detail line under the item, as a unit has one" : NULL,
                         1 + i % 4, 100 * (i + 1), &error);
      g_assert_no_error (error);
    }

  return quote;
}

/* The number of lines that makes a quote of @n_pages pages. */
static guint
lines_for_pages (CpCatalog          *catalog,
                 const CpQuotePaper *paper,
                 guint               n_pages)
{
  guint n_lines = 1;

  for (;;)
    {
      g_autoptr(CpQuote) quote = make_quote (catalog, n_lines);
      g_autoptr(CpQuoteRenderer) renderer = NULL;

      renderer = cp_quote_renderer_new (quote,
                                        paper->width - paper->margin_left - paper->margin_right,
                                        paper->height - paper->margin_top - paper->margin_bottom);
      if (cp_quote_renderer_get_n_pages (renderer) >= n_pages)
        return n_lines;
      n_lines += 10;
    }
}

static gboolean
run (CpCatalog          *catalog,
     const CpQuotePaper *paper,
     const char         *folder,
     guint               n_pages,
     double              target_ms,
     guint               runs)
{
  g_autofree char *path = g_build_filename (folder, "bench-quote.pdf", NULL);
  g_autofree double *times = g_new (double, runs);
  guint n_lines = n_pages == 1 ? 1 : lines_for_pages (catalog, paper, n_pages);
  g_autoptr(CpQuote) quote = make_quote (catalog, n_lines);
  GStatBuf st = { 0 };
  double median;

  for (guint i = 0; i < runs; i++)
    {
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();

      if (!cp_quote_export_pdf (quote, path, paper, &error))
        g_error ("%s", error->message);
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
    }

  g_stat (path, &st);
  g_unlink (path);

  qsort (times, runs, sizeof (double), compare_doubles);
  median = times[runs / 2];
  g_print ("%2u page%s (%4u lines, %6.1f kB): median %7.1f ms, slowest %7.1f ms, target < %.0f ms: %s\n",
           n_pages, n_pages == 1 ? " " : "s", n_lines, st.st_size / 1000.0, median,
           times[runs - 1], target_ms, median < target_ms ? "met" : "MISSED");

  return median < target_ms;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = NULL;
  g_autofree char *folder = NULL;
  guint runs = argc > 1 ? (guint) MAX (atoi (argv[1]), 1) : 15;
  gboolean met = TRUE;
  CpQuotePaper paper;

  setlocale (LC_ALL, "");

  catalog = cp_catalog_new_builtin (&error);
  g_assert_no_error (error);

  if (argc > 2)
    folder = g_strdup (argv[2]);
  else
    {
      folder = g_dir_make_tmp ("bench-quote-XXXXXX", &error);
      g_assert_no_error (error);
    }

  cp_quote_paper_init_sized (&paper, CP_QUOTE_A4_WIDTH, CP_QUOTE_A4_HEIGHT);
  g_print ("PDF export of a quote on A4, %u runs each, into %s\n", runs, folder);

  /* A first export loads the fonts; it is not what a person waits for
   * each time, so it is left out. */
  {
    g_autoptr(CpQuote) quote = make_quote (catalog, 1);
    g_autofree char *path = g_build_filename (folder, "warm-up.pdf", NULL);

    if (!cp_quote_export_pdf (quote, path, &paper, &error))
      g_error ("%s", error->message);
    g_unlink (path);
  }

  met &= run (catalog, &paper, folder, 1, ONE_PAGE_TARGET_MS, runs);
  met &= run (catalog, &paper, folder, 20, TWENTY_PAGE_TARGET_MS, runs);

  if (argc <= 2)
    g_rmdir (folder);

  return met ? 0 : 1;
}
