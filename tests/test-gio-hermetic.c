/* test-gio-hermetic.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

/* The suite on a GNOME desktop: gvfs installed, its GIO modules in GIO's
 * module folder. A file chooser asks GIO for volumes and mounts; without the
 * test environment's GIO_USE_VFS and GIO_USE_VOLUME_MONITOR, gvfs's remote
 * volume monitors would start, find no daemon on the test's bus and warn —
 * fatally here (G_DEBUG=fatal-warnings). build-aux/dev installs gvfs with
 * the test packages so that this runs where the suite runs; a machine
 * without it fails here rather than passing for the wrong reason. */

static gboolean
gvfs_is_installed (void)
{
  const char *folder = GIO_MODULE_DIR;
  g_autofree char *module = g_build_filename (folder, "libgvfsdbus.so", NULL);

  return g_file_test (module, G_FILE_TEST_EXISTS);
}

static void
on_mapped (GtkWidget *widget,
           gpointer   user_data)
{
  gboolean *mapped = user_data;

  *mapped = TRUE;
}

static void
test_file_chooser (void)
{
  GtkWidget *dialog;
  gboolean mapped = FALSE;

  if (!gvfs_is_installed ())
    {
      g_test_message ("gvfs's GIO module is not in %s: build-aux/dev installs it", GIO_MODULE_DIR);
      g_test_fail ();
      return;
    }

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  dialog = gtk_file_chooser_dialog_new ("Open Plan", NULL, GTK_FILE_CHOOSER_ACTION_OPEN,
                                        "_Cancel", GTK_RESPONSE_CANCEL,
                                        "_Open", GTK_RESPONSE_ACCEPT,
                                        NULL);
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_signal_connect (dialog, "map", G_CALLBACK (on_mapped), &mapped);
  gtk_window_present (GTK_WINDOW (dialog));

  /* The sidebar of places lists volumes as it fills: a few turns of the loop
   * after the dialog maps give the volume monitors their chance to speak. */
  while (!mapped)
    g_main_context_iteration (NULL, TRUE);
  for (int turns = 0; turns < 20 && g_main_context_iteration (NULL, FALSE); turns++)
    ;

  gtk_window_destroy (GTK_WINDOW (dialog));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/gio-hermetic/file-chooser", test_file_chooser);

  return g_test_run ();
}
