/* cp-test-widget.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-test-widget"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>

#include "cp-test-widget.h"
#include "cp-toolkit-words.h"

/* The plumbing the widget tests share: a window as on a first run, closed
 * again without a leak, and waiting for a widget to be painted. */

/* Every key back to its default, and the remembered plan gone: the memory
 * backend and the files keep what earlier tests chose. */
void
cp_test_reset_settings (void)
{
  g_autofree char *library = g_build_filename (g_get_user_data_dir (), "cluster-planner",
                                               "custom-models.json", NULL);
  g_autofree char *untitled = g_build_filename (g_get_user_state_dir (), "cluster-planner",
                                                "untitled-plan.json", NULL);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
  g_unlink (library);
  g_unlink (untitled);
}

/* A window on the built-in catalog, with the settings as they are: as
 * the app comes back after a restart. */
CpWindow *
cp_test_open_window (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  CpWindow *window;

  g_assert_no_error (error);

  window = cp_window_new (NULL, catalog);
  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  cp_test_spin ();

  return window;
}

/* A window as on a first run: DeepSeek V4 Pro chosen, the recommended
 * build (3 × DGX H100) picked, every setting at its default. */
CpWindow *
cp_test_new_window (void)
{
  cp_test_reset_settings ();

  return cp_test_open_window ();
}

/* Closes @window (from cp_test_new_window()) and checks nothing keeps it. */
void
cp_test_close_window (CpWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  cp_test_spin ();
  g_assert_finalize_object (window);
}

static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

/* Waits until @widget is on screen and a frame with it has been painted.
 * Newer GTK paints later after mapping, so counting main-loop turns is not
 * enough; the frame clock says when. */
void
cp_test_wait_for_drawing (GtkWidget *widget)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  gboolean painted = FALSE;
  GdkFrameClock *clock;
  gulong handler;

  while (g_get_monotonic_time () < deadline &&
         (!gtk_widget_get_mapped (widget) || gtk_widget_get_width (widget) <= 0))
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gtk_widget_get_mapped (widget));

  clock = gtk_widget_get_frame_clock (widget);
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gtk_widget_queue_draw (widget);
  while (!painted && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, handler);

  g_assert_true (painted);
}

/* Waits until @widget stands still: its place in its window the same
 * before and after a painted frame (a toast slides in over several). */
void
cp_test_wait_until_still (GtkWidget *widget)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
  graphene_rect_t before, after;

  for (guint frames = 0;; frames++)
    {
      /* At 60 frames a second, a minute: something that moves on for
       * ever. */
      g_assert_cmpuint (frames, <, 3600);
      if (!gtk_widget_compute_bounds (widget, root, &before))
        graphene_rect_init (&before, 0, 0, 0, 0);
      cp_test_wait_for_drawing (widget);
      g_assert_true (gtk_widget_compute_bounds (widget, root, &after));
      if (graphene_rect_equal (&before, &after))
        return;
    }
}

/* The shown toplevel of @type, or NULL; a type not yet registered has
 * never shown. */
GtkWidget *
cp_test_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  if (type == G_TYPE_INVALID)
    return NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type) && gtk_widget_get_visible (toplevel))
        return toplevel;
    }

  return NULL;
}

/* The first widget under @widget, itself included and depth first, that
 * @match takes with @data, or NULL. */
GtkWidget *
cp_test_find_widget (GtkWidget    *widget,
                     CpTestMatch   match,
                     gconstpointer data)
{
  if (match (widget, data))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = cp_test_find_widget (child, match, data);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static gboolean
is_button_labelled (GtkWidget     *widget,
                    gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* The button labelled @label under @widget (as a toast's "_Undo"), or
 * NULL. */
GtkWidget *
cp_test_find_button (GtkWidget  *widget,
                     const char *label)
{
  return cp_test_find_widget (widget, is_button_labelled, label);
}

static gboolean
is_label_reading (GtkWidget     *widget,
                  gconstpointer  label)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), label) == 0;
}

/* The label under @widget that reads @label (mnemonic and markup as
 * written), or NULL. */
GtkWidget *
cp_test_find_label (GtkWidget  *widget,
                    const char *label)
{
  return cp_test_find_widget (widget, is_label_reading, label);
}

/* @control, the activatable widget of an action row, is labelled by the
 * row's title, @title: the relation libadwaita sets, which AT-SPI turns
 * into its name (labelled by the row itself, GTK 4.8 found no name and
 * said the type's). */
void
cp_test_assert_named_by_row (GtkWidget  *control,
                             const char *title)
{
  GtkWidget *row = gtk_widget_get_ancestor (control, ADW_TYPE_ACTION_ROW);
  GtkWidget *title_label;

  g_assert_nonnull (row);
  title_label = cp_test_find_label (row, title);
  g_assert_nonnull (title_label);
  gtk_test_accessible_assert_relation (control, GTK_ACCESSIBLE_RELATION_LABELLED_BY, title_label, NULL);
}

/**
 * cp_test_speak:
 * @lang: (nullable): the language (ky, ru), or %NULL for English again
 * @locale: (nullable): the locale it is spoken in ("ky_KG.UTF-8")
 *
 * Speaks @lang as the app does at startup: the build's translations and
 * locales (CP_TEST_LOCPATH), and libadwaita's words where libadwaita has
 * none of its own (cp_toolkit_words_install()).
 */
void
cp_test_speak (const char *lang,
               const char *locale)
{
  if (lang == NULL)
    {
      g_unsetenv ("LANGUAGE");
      g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
    }
  else
    {
      g_assert_nonnull (g_getenv ("CP_TEST_LOCPATH"));
      g_setenv ("LOCPATH", g_getenv ("CP_TEST_LOCPATH"), TRUE);
      g_setenv ("LANGUAGE", lang, TRUE);
      g_assert_nonnull (setlocale (LC_ALL, locale));
    }
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("CLUSTER_PLANNER_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  /* The window's .ui files and ngettext() look in the default domain, as
   * in the app. */
  textdomain (GETTEXT_PACKAGE);
  cp_toolkit_words_install ();
}
