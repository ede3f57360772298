/* bench-first-paint.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib.h>
#include <signal.h>
#include <stdio.h>
#include <X11/Xlib.h>
#include <X11/extensions/Xdamage.h>

/* Starts a program and prints how long it took, from the start to the
 * first frame it painted in a window on screen, as the X server saw it:
 * the same yardstick for any program, ours or GNOME Calculator, without
 * help from inside it. The server's own clearing of a window as it maps
 * is not the program's frame and is left out. build-aux/bench-startup
 * runs it. Figures, not a test.
 *
 *   bench-first-paint PROGRAM [ARG…]     prints "first-paint MS"
 */

static int
ignore_errors (Display     *display,
               XErrorEvent *event)
{
  /* A window may go before its damage is watched; that is no error here. */
  return 0;
}

static gboolean
viewable (Display *display,
          Window   window)
{
  XWindowAttributes attributes;

  return XGetWindowAttributes (display, window, &attributes) &&
         attributes.map_state == IsViewable && attributes.width > 1 && attributes.height > 1;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  Display *display;
  g_autoptr(GHashTable) mapping = g_hash_table_new (NULL, NULL);
  int damage_event, damage_error;
  gint64 start, deadline;
  GPid pid;

  if (argc < 2)
    {
      fprintf (stderr, "usage: bench-first-paint PROGRAM [ARG…]\n");
      return 2;
    }

  display = XOpenDisplay (NULL);
  if (display == NULL || !XDamageQueryExtension (display, &damage_event, &damage_error))
    {
      fprintf (stderr, "bench-first-paint: no X display with the DAMAGE extension\n");
      return 1;
    }
  XSetErrorHandler (ignore_errors);

  /* Every window the program makes is watched from its creation, so that
   * its first drawing cannot come before the watch. */
  XSelectInput (display, DefaultRootWindow (display), SubstructureNotifyMask);
  XSync (display, False);

  start = g_get_monotonic_time ();
  if (!g_spawn_async (NULL, argv + 1, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD,
                      NULL, NULL, &pid, &error))
    {
      fprintf (stderr, "bench-first-paint: %s\n", error->message);
      return 1;
    }

  deadline = start + 60 * G_USEC_PER_SEC;
  while (g_get_monotonic_time () < deadline)
    {
      XEvent event;

      if (!XPending (display))
        {
          g_usleep (200);
          continue;
        }

      XNextEvent (display, &event);
      if (event.type == CreateNotify)
        XDamageCreate (display, event.xcreatewindow.window, XDamageReportNonEmpty);
      else if (event.type == MapNotify)
        /* Its next damage is the server painting its background. */
        g_hash_table_add (mapping, GSIZE_TO_POINTER (event.xmap.window));
      else if (event.type == damage_event + XDamageNotify)
        {
          XDamageNotifyEvent *damage = (XDamageNotifyEvent *) &event;

          if (g_hash_table_remove (mapping, GSIZE_TO_POINTER (damage->drawable)))
            ;
          else if (viewable (display, damage->drawable))
            {
              printf ("first-paint %.1f\n", (g_get_monotonic_time () - start) / 1000.0);
              kill (pid, SIGTERM);
              g_spawn_close_pid (pid);
              return 0;
            }
          XDamageSubtract (display, damage->damage, None, None);
        }
    }

  kill (pid, SIGTERM);
  fprintf (stderr, "bench-first-paint: %s painted nothing within 60 s\n", argv[1]);

  return 1;
}
