/* bench-startup-bare.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "cp-startup-probe.h"

/* The yardstick of build-aux/bench-startup: a bare libadwaita window, an
 * AdwApplicationWindow with a header bar and nothing else, started the way
 * the app starts. */

static void
activate_cb (GApplication *app)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *window;

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  window = g_object_new (ADW_TYPE_APPLICATION_WINDOW,
                         "application", app,
                         "content", box,
                         "default-width", 1100,
                         "default-height", 760,
                         NULL);
  cp_startup_probe_attach (GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = adw_application_new ("org.bektursun.ClusterPlanner.BareBench",
                                                       G_APPLICATION_DEFAULT_FLAGS);

  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);

  return g_application_run (G_APPLICATION (app), argc, argv);
}
