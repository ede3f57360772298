/* main.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>

#include "cp-application.h"

/* Everything printed on stderr, whoever prints it: the app's messages
 * escape what they echo, but GLib's own ("Unknown option --x=…") echo the
 * option as typed. A control character other than a new line or a tab
 * (an escape sequence would recolour or rewrite the terminal) is written
 * as \uXXXX, as the app's messages write it. */
static void
print_escaped_cb (const char *string)
{
  g_autoptr(GString) out = g_string_new (NULL);
  const char *charset;

  for (const guchar *p = (const guchar *) string; *p != '\0'; p++)
    {
      if ((*p < 0x20 && *p != '\n' && *p != '\t') || *p == 0x7f)
        g_string_append_printf (out, "\\u%04X", *p);
      else if (*p == 0xc2 && p[1] >= 0x80 && p[1] <= 0x9f)
        g_string_append_printf (out, "\\u%04X", *++p);
      else
        g_string_append_c (out, *p);
    }

  if (g_get_console_charset (&charset))
    fputs (out->str, stderr);
  else
    {
      g_autofree char *converted = g_convert_with_fallback (out->str, -1, charset, "UTF-8", "?",
                                                            NULL, NULL, NULL);

      fputs (converted != NULL ? converted : out->str, stderr);
    }
  fflush (stderr);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(CpApplication) app = NULL;
  const char *localedir;

  setlocale (LC_ALL, "");
  g_set_printerr_handler (print_escaped_cb);

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
