/* test-settings.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <locale.h>

#include "cp-preferences-window.h"
#include "cp-quote-register.h"
#include "cp-quote-settings.h"
#include "cp-settings.h"
#include "cp-test-widget.h"

/* The app's settings where their schema is not installed: the schema
 * folder is an empty one of the test's own. Settings then live in memory,
 * with the schema's defaults, shared by every window, and one warning says
 * so. Any other warning fails the test (G_DEBUG=fatal-warnings). */

static void
test_in_memory (void)
{
  g_autoptr(GSettings) first = NULL;
  g_autoptr(GSettings) second = NULL;
  g_autofree char *store = NULL;

  g_test_expect_message ("cp-settings", G_LOG_LEVEL_WARNING,
                         "Settings schema org.bektursun.ClusterPlanner is not installed: "
                         "settings are kept in memory*");
  first = cp_settings_new ();
  g_test_assert_expected_messages ();

  /* Said once: a second warning would fail the test. */
  second = cp_settings_new ();

  /* The schema's defaults. */
  g_assert_cmpint (g_settings_get_int (first, "window-width"), ==, 1100);
  store = g_settings_get_string (first, "store-name");
  g_assert_cmpstr (store, ==, "Bektursun's AI Hardware Store");

  /* What one window writes, another reads. */
  g_assert_true (g_settings_set_uint (first, "quote-next-number", 42));
  g_assert_cmpuint (g_settings_get_uint (second, "quote-next-number"), ==, 42);
}

/* Preferences bind their rows to the settings: in memory too. */
static void
test_preferences (void)
{
  GtkWidget *preferences = g_object_ref_sink (cp_preferences_window_new (NULL));
  g_autoptr(GSettings) settings = cp_settings_new ();

  gtk_window_present (GTK_WINDOW (preferences));
  g_settings_set_string (settings, "quote-prefix", "CP-");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (gtk_widget_get_template_child (preferences, CP_TYPE_PREFERENCES_WINDOW, "prefix_row"))),
                   ==, "CP-");

  /* A screen reader names the spin buttons by their rows' titles (it
   * heard "GtkSpinButton"). */
  cp_test_assert_named_by_row (GTK_WIDGET (gtk_widget_get_template_child (preferences, CP_TYPE_PREFERENCES_WINDOW,
                                                                          "next_number_spin")),
                               "Next quote number");
  cp_test_assert_named_by_row (GTK_WIDGET (gtk_widget_get_template_child (preferences, CP_TYPE_PREFERENCES_WINDOW,
                                                                          "validity_spin")),
                               "Valid for");
  cp_test_assert_named_by_row (GTK_WIDGET (gtk_widget_get_template_child (preferences, CP_TYPE_PREFERENCES_WINDOW,
                                                                          "tax_rate_spin")),
                               "Tax rate");

  /* Its dropdowns show the chosen item whole where they have room, as
   * the window's do: libadwaita cut "From the language’s country (230 V
   * single-phase)" to 20 characters ("По стране языка (23…"). */
  {
    g_autoptr(GPtrArray) rows = g_ptr_array_new ();
    GtkWidget *stack[64];
    guint depth = 0;

    stack[depth++] = preferences;
    while (depth > 0)
      {
        GtkWidget *widget = stack[--depth];

        if (ADW_IS_COMBO_ROW (widget))
          g_ptr_array_add (rows, widget);
        for (GtkWidget *child = gtk_widget_get_first_child (widget);
             child != NULL && depth < G_N_ELEMENTS (stack);
             child = gtk_widget_get_next_sibling (child))
          stack[depth++] = child;
      }
    /* The quote's currency and the site's supply. */
    g_assert_cmpuint (rows->len, >=, 2);
    for (guint i = 0; i < rows->len; i++)
      {
        GtkListItemFactory *factory = adw_combo_row_get_list_factory (rows->pdata[i]);

        /* cp_combo_row_show_whole_items() gives both factories. */
        g_assert_nonnull (factory);
      }
  }

  gtk_window_destroy (GTK_WINDOW (preferences));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (preferences);
}

/* The command line and the register read the same settings as the
 * window, in memory too: a quote made headless has the schema's words,
 * and the next number set in Preferences is the register's floor. */
static void
test_one_store (void)
{
  g_autoptr(GSettings) settings = cp_quote_settings_new ();
  g_auto(CpQuoteTerms) terms = { 0, };
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("cp-one-store-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(CpQuoteRegister) quotes = NULL;

  g_assert_no_error (error);
  g_assert_false (cp_quote_settings_get_installed ());

  cp_quote_terms_init (&terms);
  cp_quote_settings_read_terms (settings, &terms);
  g_assert_cmpstr (terms.store_name, ==, "Bektursun's AI Hardware Store");
  g_assert_cmpuint (terms.validity_days, ==, 30);

  g_settings_set_uint (settings, "quote-next-number", 77);
  path = g_build_filename (folder, "quotes.db", NULL);
  quotes = cp_quote_register_new (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cp_quote_register_peek_number (quotes, &error), ==, 77);
  g_assert_no_error (error);

  g_settings_reset (settings, "quote-next-number");
  g_clear_object (&quotes);
  g_unlink (path);
  g_rmdir (folder);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *empty = g_dir_make_tmp ("cp-no-schema-XXXXXX", &error);
  int status;

  g_assert_no_error (error);
  g_setenv ("GSETTINGS_SCHEMA_DIR", empty, TRUE);

  setlocale (LC_ALL, "C.UTF-8");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/cluster-planner/settings/in-memory", test_in_memory);
  g_test_add_func ("/cluster-planner/settings/preferences", test_preferences);
  g_test_add_func ("/cluster-planner/settings/one-store", test_one_store);

  status = g_test_run ();
  g_rmdir (empty);

  return status;
}
