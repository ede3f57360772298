/* test-custom-model-dialog.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <locale.h>

#include "cp-custom-model-dialog.h"
#include "cp-model.h"
#include "cp-text.h"

/* The Custom Model dialog reads numbers the way the app writes them: the
 * "1,920" it shows in English, the "1 920" of Russian figures, and its
 * examples are written the same way. Russian figures come from the ru_RU
 * locale tests/make-locales compiles. Any GTK warning fails the test
 * (G_DEBUG=fatal-warnings). */

typedef struct
{
  GtkWidget *dialog;
} Fixture;

static GtkWidget *
child (Fixture    *fixture,
       const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (fixture->dialog, CP_TYPE_CUSTOM_MODEL_DIALOG, name));
}

static const char *
status (Fixture *fixture)
{
  return gtk_label_get_label (GTK_LABEL (child (fixture, "status_label")));
}

static void
spin (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  numbers_locale)
{
  g_assert_nonnull (setlocale (LC_NUMERIC, numbers_locale));

  fixture->dialog = g_object_ref_sink (cp_custom_model_dialog_new (NULL));
  gtk_window_present (GTK_WINDOW (fixture->dialog));
  spin ();
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  numbers_locale)
{
  gtk_window_destroy (GTK_WINDOW (fixture->dialog));
  spin ();
  g_assert_finalize_object (fixture->dialog);
  setlocale (LC_NUMERIC, "C.UTF-8");
}

/* Types @text as the memory and checks the model the dialog would add. */
static void
assert_memory (Fixture    *fixture,
               const char *text,
               gint64      expected_mb)
{
  g_autoptr(CpModel) model = NULL;
  g_autofree char *problem = NULL;

  gtk_editable_set_text (GTK_EDITABLE (child (fixture, "memory_row")), text);
  model = cp_custom_model_dialog_dup_model (CP_CUSTOM_MODEL_DIALOG (fixture->dialog), &problem);
  if (model == NULL)
    g_error ("“%s” was refused: %s", text, problem);
  g_assert_cmpint (cp_model_get_min_memory_mb (model), ==, expected_mb);
  g_assert_true (gtk_widget_get_sensitive (child (fixture, "add_button")));
  g_assert_false (gtk_widget_has_css_class (child (fixture, "memory_row"), "error"));
}

static void
assert_refused (Fixture    *fixture,
                const char *text,
                const char *message)
{
  gtk_editable_set_text (GTK_EDITABLE (child (fixture, "memory_row")), text);
  g_assert_false (gtk_widget_get_sensitive (child (fixture, "add_button")));
  g_assert_true (gtk_widget_has_css_class (child (fixture, "memory_row"), "error"));
  g_assert_cmpstr (status (fixture), ==, message);
}

static void
test_english (Fixture       *fixture,
              gconstpointer  numbers_locale)
{
  /* The example before anything is typed. */
  g_assert_cmpstr (status (fixture), ==, "Enter the memory the model needs in GB, for example 805.2.");

  assert_memory (fixture, "1,920", 1920000);
  g_assert_cmpstr (status (fixture), ==, "This model needs at least 1,920 GB of GPU memory.");
  assert_memory (fixture, "1920", 1920000);
  assert_memory (fixture, " 3,483.6 ", 3483600);

  assert_refused (fixture, "805,2",
                  "“805,2” is not a number: digits are grouped in threes, as in 1,234.5.");
  assert_refused (fixture, "1 920", "“1 920” is not a number: write it without spaces, as in 1,234.5.");

  /* Spaces alone are not a mistake yet. */
  gtk_editable_set_text (GTK_EDITABLE (child (fixture, "memory_row")), "  ");
  g_assert_false (gtk_widget_has_css_class (child (fixture, "memory_row"), "error"));
  g_assert_cmpstr (status (fixture), ==, "Enter the memory the model needs in GB, for example 805.2.");

  /* By parameters, the example is a whole number. */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (child (fixture, "by_params")), TRUE);
  g_assert_cmpstr (status (fixture), ==, "Enter the number of parameters in billions, for example 671.");
  gtk_editable_set_text (GTK_EDITABLE (child (fixture, "params_row")), "1,000");
  g_assert_true (gtk_widget_get_sensitive (child (fixture, "add_button")));
}

static void
test_russian (Fixture       *fixture,
              gconstpointer  numbers_locale)
{
  g_assert_cmpstr (status (fixture), ==, "Enter the memory the model needs in GB, for example 805,2.");

  /* As the app writes it (a narrow no-break space), and as it is typed. */
  assert_memory (fixture, "1\u202f920", 1920000);
  g_assert_cmpstr (status (fixture), ==, "This model needs at least 1\u202f920 GB of GPU memory.");
  assert_memory (fixture, "1 920", 1920000);
  assert_memory (fixture, "1\u00a0920", 1920000);
  assert_memory (fixture, "805,2", 805200);
  assert_memory (fixture, "3 483,6", 3483600);

  assert_refused (fixture, "1 92",
                  "“1 92” is not a number: digits are grouped in threes, as in 1\u202f234,5.");
  assert_refused (fixture, "805,2 ГБ", "“805,2 ГБ” is not a number: “Г” is not a digit.");
}

/* The name takes no more characters than a plan file holds, so that a
 * name typed is the name saved and the plan opens again (issue 26). */
static void
test_name_length (Fixture       *fixture,
                  gconstpointer  numbers_locale)
{
  g_autofree char *typed = g_strnfill (250, 'n');
  GtkEditable *name = GTK_EDITABLE (child (fixture, "name_row"));

  gtk_editable_set_text (name, typed);
  g_assert_cmpint (g_utf8_strlen (gtk_editable_get_text (name), -1), ==, CP_TEXT_NAME_MAX);
}

int
main (int   argc,
      char *argv[])
{
  const char *locales = g_getenv ("CP_TEST_LOCPATH");

  g_assert_nonnull (locales);
  g_setenv ("LOCPATH", locales, TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  /* The words stay English (LC_MESSAGES=C); the figures follow
   * LC_NUMERIC, as cp-format's do. */
  g_test_add ("/cluster-planner/custom-model-dialog/english", Fixture, "C.UTF-8",
              fixture_set_up, test_english, fixture_tear_down);
  g_test_add ("/cluster-planner/custom-model-dialog/name-length", Fixture, "C.UTF-8",
              fixture_set_up, test_name_length, fixture_tear_down);
  g_test_add ("/cluster-planner/custom-model-dialog/russian", Fixture, "ru_RU.UTF-8",
              fixture_set_up, test_russian, fixture_tear_down);

  return g_test_run ();
}
