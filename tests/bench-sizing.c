/* bench-sizing.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <sys/resource.h>
#include <time.h>

#include "cp-bench-catalog.h"
#include "cp-catalog.h"
#include "cp-planner.h"
#include "cp-speed-figures.h"

/* Sizes every model of a generated catalog against every unit and prints
 * the time per model × unit pair, at several catalog sizes so the cost can
 * be seen to stay linear, and the peak memory: first by the store's minimum
 * memory, then for a workload (32k tokens × 16 users) with every model
 * given an architecture. Not part of the test suite: figures, not
 * assertions.
 *
 *   bench-sizing [UNITS [MODELS]]     (default 10000 1000)
 */

/* The process's CPU time in µs: on a machine shared with other work the
 * wall clock counts their time too. */
static gint64
cpu_time (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

/* @workload: NULL to size by minimum memory, as without a workload. */
static void
run (guint           n_units,
     guint           n_models,
     CpPlanWorkload *workload)
{
  g_autoptr(GBytes) bytes = cp_bench_generate_catalog (n_units, n_models, workload != NULL);
  g_autoptr(CpCatalog) catalog = NULL;
  g_autoptr(CpPlanner) planner = NULL;
  g_autoptr(GError) error = NULL;
  GListModel *models;
  gint64 start, loaded, planned, cpu_loaded, cpu_planned, cpu_bounded;
  double pairs = (double) n_units * n_models;

  start = g_get_monotonic_time ();
  catalog = cp_catalog_new_from_bytes (bytes, "generated", &error);
  if (catalog == NULL)
    g_error ("%s", error->message);
  /* The planner's engine arrays are part of loading, as they were when
   * the catalog built them. */
  planner = cp_planner_new (catalog);
  loaded = g_get_monotonic_time ();
  cpu_loaded = cpu_time ();

  models = cp_catalog_get_models (catalog);
  for (guint m = 0; m < n_models; m++)
    {
      g_autoptr(CpModel) model = g_list_model_get_item (models, m);
      g_autoptr(CpPlan) plan = cp_planner_plan_with_workload (planner, &model, 1, workload,
                                                                  &error);

      if (plan == NULL)
        g_error ("%s", error->message);
    }
  planned = g_get_monotonic_time ();
  cpu_planned = cpu_time ();

  g_print ("%s%6u units × %5u models: load %7.1f ms (%5.1f MB of JSON), size %8.1f ms, %6.1f ns per pair"
           " (CPU time %6.1f ns per pair)\n",
           workload != NULL ? "workload " : "minimum  ", n_units, n_models, (loaded - start) / 1000.0, g_bytes_get_size (bytes) / 1e6,
           (planned - loaded) / 1000.0, (planned - loaded) * 1000.0 / pairs,
           (cpu_planned - cpu_loaded) * 1000.0 / pairs);

  /* With a workload, the speed bounds of every build's model, as the
   * cards, Compare and --json work them out (docs/sizing.md §13). */
  if (workload != NULL)
    {
      CpSpeedTerms terms = { CP_SPEED_DEFAULT_WRITE_OFF_YEARS, 0.13, 1.58 };
      guint known = 0;

      for (guint m = 0; m < n_models; m++)
        {
          g_autoptr(CpModel) model = g_list_model_get_item (models, m);
          g_autoptr(CpPlan) plan = cp_planner_plan_with_workload (planner, &model, 1, workload,
                                                                      &error);
          GListModel *builds = cp_plan_get_builds (plan);

          for (guint b = 0; b < g_list_model_get_n_items (builds); b++)
            {
              g_autoptr(CpBuild) build = g_list_model_get_item (builds, b);
              CpServing *serving = cp_build_get_serving (build);
              g_autoptr(CpModelServing) served = g_list_model_get_item (cp_serving_get_models (serving), 0);
              CpSpeedFigures figures;

              known += cp_build_speed_figures (build, served, 0, &terms, &figures);
            }
        }
      cpu_bounded = cpu_time ();
      g_print ("workload %6u units × %5u models: sized again with the speed bounds of %u builds:"
               " %6.1f ns per pair (CPU time, sizing and bounds), %+.1f %% over sizing alone\n",
               n_units, n_models, known, (cpu_bounded - cpu_planned) * 1000.0 / pairs,
               100.0 * ((cpu_bounded - cpu_planned) - (cpu_planned - cpu_loaded)) /
               MAX (cpu_planned - cpu_loaded, 1));
    }
}

int
main (int   argc,
      char *argv[])
{
  guint n_units = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 10000;
  guint n_models = argc > 2 ? (guint) g_ascii_strtoull (argv[2], NULL, 10) : 1000;
  g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (32768, 16, CP_KV_CACHE_BF16);
  struct rusage usage;

  setlocale (LC_ALL, "C.UTF-8");

  /* Smaller catalogs first: the time per pair should stay flat. */
  for (guint units = n_units / 8; units < n_units; units *= 2)
    run (units, n_models, NULL);
  run (n_units, n_models, NULL);

  for (guint units = n_units / 8; units < n_units; units *= 2)
    run (units, n_models, workload);
  run (n_units, n_models, workload);

  getrusage (RUSAGE_SELF, &usage);
  g_print ("peak memory (max RSS): %.1f MB\n", usage.ru_maxrss / 1024.0);

  return 0;
}
