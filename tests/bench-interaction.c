/* bench-interaction.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <locale.h>

#include "cp-bench-catalog.h"
#include "cp-window.h"

/* How long the window takes from a change to the frame that shows it, in
 * process: the workload changed (the users, as the control sets them) and
 * a model ticked, each 20 times, timed from the call to the end of the
 * next painted frame; the median and the spread are printed, with a frame
 * of the same window where nothing changed, what the renderer alone
 * costs. The window is styled as the app styles it (its style.css, which
 * AdwApplication loads in the app). Run it with
 * build-aux/bench-interaction, on a virtual display. Figures, not a test.
 *
 *   bench-interaction [builtin | generated [UNITS]]
 */

#define RUNS 20

static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

/* Runs the main loop until @window has painted a frame, at most a few
 * seconds; returns the time it took from @start, in ms. */
static double
wait_for_frame (GtkWidget *window,
                gint64     start)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  gint64 deadline = start + 5 * G_USEC_PER_SEC;
  gboolean painted = FALSE;
  gulong handler = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);

  while (!painted && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, handler);

  if (!painted)
    g_error ("no frame was painted within 5 s");

  return (g_get_monotonic_time () - start) / 1000.0;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
print_figures (const char *what,
               double     *times)
{
  qsort (times, RUNS, sizeof *times, compare_doubles);
  g_print ("  %-34s median %7.1f ms   min %7.1f   max %7.1f\n",
           what, (times[RUNS / 2 - 1] + times[RUNS / 2]) / 2, times[0], times[RUNS - 1]);
}

/* The app's stylesheet, as AdwApplication loads it from the resource base
 * path: the bench has no application, and the window it times must look
 * as it does in the app. */
static void
load_style (void)
{
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (provider, "/org/bektursun/ClusterPlanner/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

/* The first model and a second one with an architecture. */
static void
pick_models (CpCatalog   *catalog,
             const char **first,
             const char **second)
{
  GListModel *models = cp_catalog_get_models (catalog);

  *first = *second = NULL;
  if (cp_catalog_find_model (catalog, "llama-3.1-70b") != NULL)
    {
      *first = "llama-3.1-70b";
      *second = "qwen3-32b";
      return;
    }

  for (guint i = 0; i < g_list_model_get_n_items (models) && *second == NULL; i++)
    {
      g_autoptr(CpModel) model = g_list_model_get_item (models, i);

      if (cp_model_get_architecture (model) == NULL)
        continue;
      if (*first == NULL)
        *first = cp_item_get_id (CP_ITEM (model));
      else
        *second = cp_item_get_id (CP_ITEM (model));
    }
}

int
main (int   argc,
      char *argv[])
{
  gboolean generated = argc > 1 && g_str_equal (argv[1], "generated");
  guint n_units = argc > 2 ? (guint) g_ascii_strtoull (argv[2], NULL, 10) : 10000;
  g_autoptr(CpCatalog) catalog = NULL;
  g_autoptr(GError) error = NULL;
  double workload_times[RUNS], tick_times[RUNS], repaint_times[RUNS];
  const char *first, *second;
  CpSession *session;
  GtkWidget *window;
  gint64 start;

  setlocale (LC_ALL, "C.UTF-8");
  gtk_init ();
  adw_init ();
  load_style ();

  if (generated)
    {
      g_autoptr(GBytes) bytes = cp_bench_generate_catalog (n_units, 100, TRUE);

      catalog = cp_catalog_new_from_bytes (bytes, "generated", &error);
    }
  else
    catalog = cp_catalog_new_builtin (&error);
  if (catalog == NULL)
    g_error ("%s", error->message);

  pick_models (catalog, &first, &second);
  window = GTK_WIDGET (cp_window_new (NULL, catalog));
  session = cp_window_get_session (CP_WINDOW (window));
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_frame (window, g_get_monotonic_time ());

  /* One model, sized for a workload: the person's starting point. */
  cp_session_freeze (session);
  for (guint i = 0; i < g_list_model_get_n_items (cp_session_get_rows (session)); i++)
    {
      g_autoptr(CpModelRow) row = g_list_model_get_item (cp_session_get_rows (session), i);

      cp_model_row_set_chosen (row, g_str_equal (cp_item_get_id (CP_ITEM (cp_model_row_get_model (row))),
                                                 first));
    }
  cp_session_set_workload_figures (session, 32768, 16, CP_KV_CACHE_BF16);
  cp_session_set_workload_enabled (session, TRUE);
  cp_session_thaw (session);
  wait_for_frame (window, g_get_monotonic_time ());

  /* The floor: a frame of the same window with nothing changed, which is
   * what drawing it costs with this renderer. */
  for (int i = 0; i < RUNS; i++)
    {
      start = g_get_monotonic_time ();
      gtk_widget_queue_draw (window);
      repaint_times[i] = wait_for_frame (window, start);
    }

  for (int i = 0; i < RUNS; i++)
    {
      start = g_get_monotonic_time ();
      cp_session_set_workload_figures (session, 32768, i % 2 == 0 ? 17 : 16, CP_KV_CACHE_BF16);
      workload_times[i] = wait_for_frame (window, start);
    }

  for (int i = 0; i < RUNS; i++)
    {
      start = g_get_monotonic_time ();
      cp_session_choose_model (session, second, i % 2 == 0);
      tick_times[i] = wait_for_frame (window, start);
    }

  g_print ("change to painted frame, %d runs each, %s catalog (%u units)\n", RUNS,
           generated ? "generated" : "built-in",
           g_list_model_get_n_items (cp_catalog_get_units (catalog)));
  print_figures ("repainted, nothing changed", repaint_times);
  print_figures ("workload changed (users)", workload_times);
  print_figures ("model ticked", tick_times);

  gtk_window_destroy (GTK_WINDOW (window));

  return 0;
}
