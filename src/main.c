/* main.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "cp-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(CpApplication) app = NULL;
  const char *localedir;

  setlocale (LC_ALL, "");

  /* Translations are installed under LOCALEDIR; the tests and a run from
   * the build tree point at <build>/po instead. */
  localedir = g_getenv ("CLUSTER_PLANNER_LOCALEDIR");
  if (localedir == NULL)
    localedir = LOCALEDIR;
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = cp_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
