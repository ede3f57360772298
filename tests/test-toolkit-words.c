/* test-toolkit-words.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "cp-application.h"
#include "cp-custom-model-dialog.h"
#include "cp-quote-dialog.h"
#include "cp-recipe-dialog.h"
#include "cp-window-testing.h"
#include "cp-preferences-window.h"
#include "cp-test-widget.h"
#include "cp-toolkit-words.h"

/* The words of the windows libadwaita builds (About, Preferences' search)
 * in the app's languages: libadwaita 1.2 has no Kyrgyz, and its "Details",
 * "Report an Issue", "Credits" and "Legal" stayed English in a Kyrgyz
 * window (issue 24); the app's own catalogue of them (po-libadwaita/)
 * speaks Kyrgyz there, and Russian and English keep libadwaita's. */

/* Every word @root shows or says: labels, tooltips, placeholders, window
 * titles, pages not shown yet included. */
static void
collect_texts (GtkWidget *root,
               GPtrArray *texts)
{
  const char *tooltip = gtk_widget_get_tooltip_text (root);

  if (tooltip != NULL)
    g_ptr_array_add (texts, g_strdup (tooltip));
  if (GTK_IS_LABEL (root))
    g_ptr_array_add (texts, g_strdup (gtk_label_get_text (GTK_LABEL (root))));
  if (GTK_IS_WINDOW (root) && gtk_window_get_title (GTK_WINDOW (root)) != NULL)
    g_ptr_array_add (texts, g_strdup (gtk_window_get_title (GTK_WINDOW (root))));
  if (GTK_IS_TEXT (root) || GTK_IS_SEARCH_ENTRY (root))
    {
      g_autofree char *placeholder = NULL;

      g_object_get (root, "placeholder-text", &placeholder, NULL);
      if (placeholder != NULL)
        g_ptr_array_add (texts, g_steal_pointer (&placeholder));
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, texts);
}

static gboolean
shows (GPtrArray  *texts,
       const char *text)
{
  for (guint i = 0; i < texts->len; i++)
    if (g_str_equal (texts->pdata[i], text))
      return TRUE;

  return FALSE;
}

static gboolean
shows_within (GPtrArray  *texts,
              const char *text)
{
  for (guint i = 0; i < texts->len; i++)
    if (strstr (texts->pdata[i], text) != NULL)
      return TRUE;

  return FALSE;
}

static void
assert_shows (GPtrArray  *texts,
              const char *text,
              const char *where)
{
  if (!shows (texts, text))
    {
      g_autofree char *all = NULL;

      g_ptr_array_add (texts, NULL);
      all = g_strjoinv ("”, “", (char **) texts->pdata);
      g_error ("%s does not show “%s”; it shows “%s”", where, text, all);
    }
}

/* Fails when @texts (what a window shows in Russian or Kyrgyz) hold a
 * message of the app or of libadwaita that has a translation: English
 * left where the language's words should be. */
static void
assert_no_english (GPtrArray  *texts,
                   const char *where)
{
  for (guint i = 0; i < texts->len; i++)
    {
      const char *text = texts->pdata[i];

      if (*text == '\0')
        continue;
      if (!g_str_equal (g_dgettext (GETTEXT_PACKAGE, text), text) ||
          !g_str_equal (g_dgettext (CP_TOOLKIT_WORDS_DOMAIN, text), text))
        g_error ("%s shows “%s” in English", where, text);
    }
}

/* libadwaita's words the About window shows, in English and in the two
 * languages: the rows of its first page and the titles of its pages. */
static const struct
{
  const char *lang, *locale;
  const char *title, *details, *issue, *credits, *legal, *code_by;
} about_words[] = {
  { NULL, NULL, "About Cluster Planner", "Details", "Report an Issue", "Credits", "Legal",
    "Code by" },
  { "ru", "ru_RU.UTF-8", "О программе «Планировщик кластеров»", "Подробности",
    "Сообщить о проблеме", "Участники", "Правовые сведения", "Код" },
  { "ky", "ky_KG.UTF-8", "«Кластер пландоочу» тууралуу", "Кененирээк", "Көйгөй тууралуу кабарлоо",
    "Катышуучулар", "Укуктук маалымат", "Кодду жазгандар" },
};

/* The About window in English, Russian and Kyrgyz: its title is the
 * app's ("About Cluster Planner", which stayed libadwaita's English
 * "About" in Kyrgyz), and its rows and pages are in the language, Kyrgyz
 * from the app's catalogue of libadwaita's words, Russian from
 * libadwaita's own. */
static void
test_about (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (about_words); i++)
    {
      GtkWindow *about;
      g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
      const char *where = about_words[i].locale ? about_words[i].locale : "English";
      g_autofree char *what = g_strdup_printf ("About in %s", where);

      cp_test_speak (about_words[i].lang, about_words[i].locale);
      about = g_object_ref_sink (cp_application_new_about_window (NULL));
      gtk_window_present (about);
      cp_test_wait_for_drawing (GTK_WIDGET (about));
      collect_texts (GTK_WIDGET (about), texts);

      g_assert_cmpstr (gtk_window_get_title (about), ==, about_words[i].title);
      assert_shows (texts, about_words[i].details, what);
      assert_shows (texts, about_words[i].issue, what);
      assert_shows (texts, about_words[i].credits, what);
      assert_shows (texts, about_words[i].legal, what);
      assert_shows (texts, about_words[i].code_by, what);

      if (about_words[i].lang != NULL)
        {
          assert_no_english (texts, what);
          /* None of libadwaita's English is left. */
          for (guint j = 0; j < G_N_ELEMENTS (about_words); j++)
            if (about_words[j].lang == NULL)
              {
                g_assert_false (shows (texts, about_words[j].details));
                g_assert_false (shows (texts, about_words[j].issue));
                g_assert_false (shows (texts, about_words[j].credits));
                g_assert_false (shows (texts, about_words[j].legal));
                g_assert_false (shows (texts, about_words[j].code_by));
              }
          g_assert_false (shows_within (texts, "absolutely no warranty"));
          g_assert_false (shows (texts, "Website"));
          g_assert_false (shows (texts, "Translated by"));
        }
      /* The translator named whole: libadwaita reads "Name https://…" (a
       * web address in angle brackets left "Name <" in Kyrgyz). */
      if (g_strcmp0 (about_words[i].lang, "ky") == 0)
        assert_shows (texts, "Claude (Anthropic), кыргызча котормо", what);
      for (guint j = 0; j < texts->len; j++)
        g_assert_false (g_str_has_suffix (texts->pdata[j], "<"));
      /* Russian is libadwaita's own, not the app's Kyrgyz. */
      if (g_strcmp0 (about_words[i].lang, "ru") == 0)
        g_assert_false (shows (texts, "Кененирээк"));

      gtk_window_destroy (about);
      cp_test_spin ();
      g_assert_finalize_object (about);
    }

  cp_test_speak (NULL, NULL);
}

/* Preferences in Kyrgyz: libadwaita's search (its button's tooltip, the
 * entry's placeholder, what it says when nothing is found) in Kyrgyz. */
static void
test_preferences_search (void)
{
  GtkWidget *preferences;
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  cp_test_speak ("ky", "ky_KG.UTF-8");
  preferences = g_object_ref_sink (cp_preferences_window_new (NULL));
  gtk_window_present (GTK_WINDOW (preferences));
  cp_test_wait_for_drawing (preferences);
  collect_texts (preferences, texts);

  assert_no_english (texts, "Preferences in Kyrgyz");
  assert_shows (texts, "Издөө", "Preferences in Kyrgyz");
  assert_shows (texts, "Эч нерсе табылган жок", "Preferences in Kyrgyz");
  g_assert_false (shows (texts, "Search"));
  g_assert_false (shows (texts, "No Results Found"));
  g_assert_false (shows (texts, "Try a different search."));

  gtk_window_destroy (GTK_WINDOW (preferences));
  cp_test_spin ();
  g_assert_finalize_object (preferences);
  cp_test_speak (NULL, NULL);
}

/* Preferences (all three pages), Custom Model, Export Quote and Launch
 * Recipe show no English in
 * Russian or Kyrgyz: no word of theirs is a message with a translation. */
static void
test_dialogs_speak (void)
{
  static const struct { const char *lang, *locale; } languages[] = {
    { "ru", "ru_RU.UTF-8" }, { "ky", "ky_KG.UTF-8" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      GtkWidget *dialogs[4];
      CpWindow *window;
      CpSession *session;
      g_autoptr(CpQuote) quote = NULL;

      cp_test_speak (languages[i].lang, languages[i].locale);
      /* Llama 3.1 70B sized for a workload: a quote and a launch recipe
       * for the build recommended. */
      window = cp_test_new_window ();
      session = cp_window_get_session (window);
      g_assert_true (cp_session_choose_model (session, "llama-3.1-70b", TRUE));
      g_assert_true (cp_session_choose_model (session, "deepseek-v4-pro", FALSE));
      cp_session_set_workload_enabled (session, TRUE);
      cp_test_spin ();
      quote = cp_window_create_quote (window, NULL);
      g_assert_nonnull (quote);

      dialogs[0] = g_object_ref_sink (cp_preferences_window_new (NULL));
      dialogs[1] = g_object_ref_sink (cp_custom_model_dialog_new (NULL));
      dialogs[2] = g_object_ref_sink (cp_quote_dialog_new (GTK_WINDOW (window), quote,
                                                           CP_QUOTE_PURPOSE_EXPORT));
      dialogs[3] = g_object_ref_sink (cp_recipe_dialog_new (GTK_WINDOW (window), cp_plan_get_recommended (
                                                              cp_session_get_plan (session))));
      for (guint j = 0; j < G_N_ELEMENTS (dialogs); j++)
        {
          g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
          g_autofree char *what = g_strdup_printf ("%s in %s", G_OBJECT_TYPE_NAME (dialogs[j]),
                                                   languages[i].locale);

          gtk_window_present (GTK_WINDOW (dialogs[j]));
          cp_test_wait_for_drawing (dialogs[j]);
          collect_texts (dialogs[j], texts);
          g_assert_cmpuint (texts->len, >, 5);
          assert_no_english (texts, what);
          gtk_window_destroy (GTK_WINDOW (dialogs[j]));
          cp_test_spin ();
          g_assert_finalize_object (dialogs[j]);
        }
      cp_test_close_window (window);
    }

  cp_test_speak (NULL, NULL);
}

/* The app's catalogue leaves libadwaita alone where libadwaita speaks the
 * language or none is asked for: Russian and English read libadwaita's
 * own folder, and a language neither has keeps libadwaita's English. */
static void
test_binding (void)
{
  g_autofree char *own = NULL;

  cp_test_speak ("ky", "ky_KG.UTF-8");
  g_assert_cmpstr (bindtextdomain (CP_TOOLKIT_WORDS_DOMAIN, NULL), ==,
                   g_getenv ("CLUSTER_PLANNER_LIBADWAITA_LOCALEDIR"));
  g_assert_cmpstr (g_dgettext (CP_TOOLKIT_WORDS_DOMAIN, "_Details"), ==, "_Кененирээк");

  cp_test_speak ("ru", "ru_RU.UTF-8");
  own = g_strdup (bindtextdomain (CP_TOOLKIT_WORDS_DOMAIN, NULL));
  g_assert_cmpstr (own, !=, g_getenv ("CLUSTER_PLANNER_LIBADWAITA_LOCALEDIR"));
  g_assert_cmpstr (g_dgettext (CP_TOOLKIT_WORDS_DOMAIN, "_Details"), ==, "_Подробности");

  /* German: libadwaita has it, the app does not; still libadwaita's. */
  cp_test_speak ("de", "de_DE.UTF-8");
  g_assert_cmpstr (bindtextdomain (CP_TOOLKIT_WORDS_DOMAIN, NULL), ==, own);

  cp_test_speak (NULL, NULL);
  g_assert_cmpstr (bindtextdomain (CP_TOOLKIT_WORDS_DOMAIN, NULL), ==, own);
  g_assert_cmpstr (g_dgettext (CP_TOOLKIT_WORDS_DOMAIN, "_Details"), ==, "_Details");
}

/* Each word of the catalogue is one libadwaita 1.2 has (a msgid with a
 * straight apostrophe, or one libadwaita dropped, would never be read):
 * libadwaita's own Russian translates every one of them. */
static void
test_msgids_are_libadwaitas (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "po-libadwaita", "ky.po", NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  GString *msgid = NULL;
  guint n = 0;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  cp_test_speak ("ru", "ru_RU.UTF-8");
  if (g_dgettext (CP_TOOLKIT_WORDS_DOMAIN, "Search") == (const char *) "Search")
    {
      g_test_skip ("libadwaita's Russian is not installed");
      cp_test_speak (NULL, NULL);
      return;
    }

  /* Each msgid, its quoted pieces joined, escapes read back. */
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];
      gboolean more = msgid != NULL && line[0] == '"';

      if (g_str_has_prefix (line, "msgid \""))
        {
          msgid = g_string_new (NULL);
          line += strlen ("msgid ");
          more = TRUE;
        }
      if (more)
        {
          g_autofree char *quoted = g_strndup (line + 1, strlen (line) - 2);
          g_autofree char *piece = g_strcompress (quoted);

          g_string_append (msgid, piece);
          continue;
        }
      if (msgid != NULL && msgid->len > 0)
        {
          if (g_str_equal (g_dgettext (CP_TOOLKIT_WORDS_DOMAIN, msgid->str), msgid->str))
            g_error ("“%s” is not one of libadwaita's words", msgid->str);
          n++;
        }
      if (msgid != NULL)
        g_string_free (g_steal_pointer (&msgid), TRUE);
    }

  g_assert_cmpuint (n, >=, 40);
  cp_test_speak (NULL, NULL);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/cluster-planner/toolkit-words/about", test_about);
  g_test_add_func ("/cluster-planner/toolkit-words/preferences-search", test_preferences_search);
  g_test_add_func ("/cluster-planner/toolkit-words/dialogs-speak", test_dialogs_speak);
  g_test_add_func ("/cluster-planner/toolkit-words/binding", test_binding);
  g_test_add_func ("/cluster-planner/toolkit-words/msgids-are-libadwaitas",
                   test_msgids_are_libadwaitas);

  return g_test_run ();
}
