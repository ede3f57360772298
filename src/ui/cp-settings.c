/* cp-settings.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-settings"

#include "config.h"

#include "cp-quote-settings.h"
#include "cp-settings.h"

/* The window's settings: the app's own (cp_quote_settings_new()), the
 * same ones the command line and the register read. Where the schema is
 * not installed, as when the app runs straight from a build tree, they are
 * kept in memory; the window says so, once. */

/**
 * cp_settings_new:
 *
 * Returns: (transfer full): the app's settings; in memory, with the
 *   schema's defaults, when the schema is not installed.
 */
GSettings *
cp_settings_new (void)
{
  static gsize warned = 0;

  if (!cp_quote_settings_get_installed () && g_once_init_enter (&warned))
    {
      g_warning ("Settings schema %s is not installed: settings are kept in memory until the "
                 "app quits (from a build tree, run it with “meson devenv -C _build "
                 "cluster-planner”)", APP_ID);
      g_once_init_leave (&warned, 1);
    }

  return cp_quote_settings_new ();
}
