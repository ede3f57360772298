/* cp-toolkit-words.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-toolkit-words"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-toolkit-words.h"

/* libadwaita's own words in a language libadwaita was not translated
 * into. libadwaita 1.2 has no Kyrgyz: its About window ("Details",
 * "Report an Issue", "Credits", "Legal"), Preferences' search and a
 * password entry's words stayed English in a Kyrgyz window (issue 24).
 * The app ships a small catalogue of those words for such languages
 * (po-libadwaita/, installed under the app's own data folder, never
 * where libadwaita's would go) and points libadwaita's text domain at it
 * only when libadwaita has no translation for the languages in use: a
 * language libadwaita speaks (Russian) and English keep libadwaita's
 * own catalogues. */

/* Words every libadwaita translation has, and the app's windows show. */
static const char *const probes[] = { "_Details", "Search" };

static gboolean
toolkit_translated (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (probes); i++)
    if (dgettext (CP_TOOLKIT_WORDS_DOMAIN, probes[i]) != probes[i])
      return TRUE;

  return FALSE;
}

/**
 * cp_toolkit_words_install:
 *
 * Gives libadwaita the app's catalogue of its words when it has none for
 * the languages in use. Call it after libadwaita is initialised (it binds
 * its domain then), and again after the language changes (tests do).
 * The app's catalogue is read from $CLUSTER_PLANNER_LIBADWAITA_LOCALEDIR
 * when set (the build tree's, for the tests and `meson devenv`), or from
 * where it is installed.
 *
 * Returns: whether libadwaita now speaks from the app's catalogue
 */
gboolean
cp_toolkit_words_install (void)
{
  /* libadwaita's own folder, as it bound it. */
  static char *toolkit_dir;
  const char *own_dir;

  if (toolkit_dir == NULL)
    toolkit_dir = g_strdup (bindtextdomain (CP_TOOLKIT_WORDS_DOMAIN, NULL));

  bindtextdomain (CP_TOOLKIT_WORDS_DOMAIN, toolkit_dir);
  bind_textdomain_codeset (CP_TOOLKIT_WORDS_DOMAIN, "UTF-8");
  if (toolkit_translated ())
    return FALSE;

  own_dir = g_getenv ("CLUSTER_PLANNER_LIBADWAITA_LOCALEDIR");
  if (own_dir == NULL)
    own_dir = LIBADWAITA_WORDS_LOCALEDIR;
  bindtextdomain (CP_TOOLKIT_WORDS_DOMAIN, own_dir);
  if (toolkit_translated ())
    return TRUE;

  /* Neither speaks the language (English, or one the app has no words
   * for): libadwaita's folder again, as it was. */
  bindtextdomain (CP_TOOLKIT_WORDS_DOMAIN, toolkit_dir);

  return FALSE;
}
