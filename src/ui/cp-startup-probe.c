/* cp-startup-probe.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-startup-probe"

#include "config.h"

#include <stdio.h>

#include "cp-startup-probe.h"

/* For build-aux/bench-startup only: when CP_STARTUP_PROBE is set, the
 * first frame painted after the window maps prints the monotonic clock and
 * ends the app. Without the variable this does nothing. */

static void
after_paint_cb (GdkFrameClock *clock,
                GtkWindow     *window)
{
  GApplication *app;

  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, window);

  printf ("cp-startup-ready %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  fflush (stdout);

  app = g_application_get_default ();
  if (app != NULL)
    g_application_quit (app);
}

static void
map_cb (GtkWidget *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  g_signal_connect_object (clock, "after-paint", G_CALLBACK (after_paint_cb), window, 0);
}

void
cp_startup_probe_attach (GtkWindow *window)
{
  g_return_if_fail (GTK_IS_WINDOW (window));

  if (g_getenv ("CP_STARTUP_PROBE") == NULL)
    return;

  g_signal_connect (window, "map", G_CALLBACK (map_cb), NULL);
}
