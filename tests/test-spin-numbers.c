/* test-spin-numbers.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <locale.h>
#include <string.h>

#include "cp-plan-workload.h"
#include "cp-session.h"
#include "cp-spin-numbers.h"
#include "cp-test-util.h"
#include "cp-workload-control.h"

#define NNBSP "\u202f" /* what ru_RU and ky_KG group digits with */

static GtkSpinButton *
new_spin (double upper)
{
  GtkAdjustment *adjustment = gtk_adjustment_new (1, 1, upper, 1, 10, 0);
  GtkSpinButton *spin = GTK_SPIN_BUTTON (g_object_ref_sink (gtk_spin_button_new (adjustment, 1, 0)));

  cp_spin_button_use_locale_numbers (spin);
  return spin;
}

/* What is typed is read whole, and what is shown is grouped. */
static void
type (GtkSpinButton *spin,
      const char    *text)
{
  gtk_editable_set_text (GTK_EDITABLE (spin), text);
  gtk_spin_button_update (spin);
}

/* "32,768" as the app writes it was read as 32 by GTK's own parsing. */
static void
test_typed_as_shown (void)
{
  g_autoptr(GtkSpinButton) spin = new_spin (1048576);

  type (spin, "32,768");
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, 32768);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "32,768");

  type (spin, "65536");
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, 65536);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "65,536");

  type (spin, " 1,048,576 ");
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, 1048576);
}

/* Not a number: the value stays as it was; the text stays, red, to be
 * corrected. */
static void
test_refused (void)
{
  g_autoptr(GtkSpinButton) spin = new_spin (1048576);

  type (spin, "4,096");
  type (spin, "32,76");
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, 4096);
  type (spin, "lots");
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, 4096);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "lots");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (spin), "error"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (spin)), ==,
                   "“lots” is not a number: “l” is not a digit");
}

/* In Russian, the grouping Russian writes, and the space a person types. */
static void
test_russian (void)
{
  g_autoptr(GtkSpinButton) spin = NULL;

  cp_test_use_build_locales ();
  g_assert_nonnull (setlocale (LC_NUMERIC, "ru_RU.UTF-8"));
  spin = new_spin (1048576);

  type (spin, "32" NNBSP "768");
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, 32768);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "32" NNBSP "768");
  type (spin, "131 072");
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, 131072);

  setlocale (LC_NUMERIC, "C.UTF-8");
}

/* The workload's tokens: typed as the app shows them, the session gets
 * the whole number. */
static void
test_workload_tokens (void)
{
  g_autoptr(CpSession) session = cp_session_new ();
  GtkWidget *window = gtk_window_new ();
  CpWorkloadControl *control = CP_WORKLOAD_CONTROL (cp_workload_control_new ());
  GtkSpinButton *tokens;
  CpPlanWorkload *workload;

  cp_workload_control_set_session (control, session);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (control));
  gtk_window_present (GTK_WINDOW (window));

  g_object_set (cp_workload_control_get_part (control, "enabled_switch"), "active", TRUE, NULL);
  tokens = GTK_SPIN_BUTTON (cp_workload_control_get_part (control, "tokens_spin"));
  type (tokens, "65,536");

  workload = cp_session_get_workload (session);
  g_assert_nonnull (workload);
  g_assert_cmpuint (cp_plan_workload_get_context_tokens (workload), ==, 65536);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (tokens)), ==, "65,536");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Each field of the workload, in each language: typed as the app shows
 * it, in full or the short way, the session gets the whole number; what
 * cannot be read stays, red, with a message, and changes nothing. */
typedef struct
{
  const char *locale;
  const char *tokens_grouped;   /* 65,536 as a person types it there */
  const char *tokens_shown;     /* and as the app writes it */
  const char *tokens_short;     /* 32K, as the presets write it */
  const char *users_short;      /* 1.5K users */
  const char *refused;          /* a grouping that is wrong there */
} FieldCase;

static const FieldCase field_cases[] = {
  { "C.UTF-8", "65,536", "65,536", "32K", "1.5K", "65,53" },
  { "ru_RU.UTF-8", "65" NNBSP "536", "65" NNBSP "536", "32К", "1,5K", "65 53" },
  { "ky_KG.UTF-8", "65 536", "65" NNBSP "536", "128k", "1,5к", "6 55 36" },
};

static void
test_workload_fields (void)
{
  cp_test_use_build_locales ();

  for (guint i = 0; i < G_N_ELEMENTS (field_cases); i++)
    {
      const FieldCase *c = &field_cases[i];
      g_autoptr(CpSession) session = cp_session_new ();
      GtkWidget *window = gtk_window_new ();
      CpWorkloadControl *control;
      GtkSpinButton *tokens, *users;
      CpPlanWorkload *workload;
      GtkWidget *tokens_row;
      g_autofree char *subtitle = NULL;

      g_test_message ("%s", c->locale);
      g_assert_nonnull (setlocale (LC_NUMERIC, c->locale));
      control = CP_WORKLOAD_CONTROL (cp_workload_control_new ());
      cp_workload_control_set_session (control, session);
      gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (control));
      gtk_window_present (GTK_WINDOW (window));

      g_object_set (cp_workload_control_get_part (control, "enabled_switch"), "active", TRUE, NULL);
      tokens = GTK_SPIN_BUTTON (cp_workload_control_get_part (control, "tokens_spin"));
      users = GTK_SPIN_BUTTON (cp_workload_control_get_part (control, "users_spin"));
      tokens_row = cp_workload_control_get_part (control, "tokens_row");
      subtitle = g_strdup (adw_action_row_get_subtitle (ADW_ACTION_ROW (tokens_row)));

      type (tokens, c->tokens_grouped);
      workload = cp_session_get_workload (session);
      g_assert_cmpuint (cp_plan_workload_get_context_tokens (workload), ==, 65536);
      g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (tokens)), ==, c->tokens_shown);

      type (tokens, c->tokens_short);
      workload = cp_session_get_workload (session);
      g_assert_cmpuint (cp_plan_workload_get_context_tokens (workload), ==,
                        g_str_has_prefix (c->tokens_short, "128") ? 131072 : 32768);

      type (users, c->users_short);
      workload = cp_session_get_workload (session);
      g_assert_cmpuint (cp_plan_workload_get_users (workload), ==, 1500);

      /* Refused: the value stays, the text stays red with a message. */
      type (users, "12");
      type (tokens, "8192");
      type (tokens, c->refused);
      workload = cp_session_get_workload (session);
      g_assert_cmpuint (cp_plan_workload_get_context_tokens (workload), ==, 8192);
      g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (tokens)), ==, c->refused);
      g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (tokens), "error"));
      g_assert_true (cp_spin_button_is_refused (tokens));
      g_assert_nonnull (gtk_widget_get_tooltip_text (GTK_WIDGET (tokens)));
      g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (tokens_row)), c->refused));

      /* Too many: said, not cut to the most without a word. */
      type (users, "5M");
      workload = cp_session_get_workload (session);
      g_assert_cmpuint (cp_plan_workload_get_users (workload), ==, 12);
      g_assert_true (cp_spin_button_is_refused (users));

      /* Corrected, it is read, and the row says what it said. */
      type (tokens, c->tokens_grouped);
      g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (tokens), "error"));
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (tokens_row)), ==, subtitle);
      workload = cp_session_get_workload (session);
      g_assert_cmpuint (cp_plan_workload_get_context_tokens (workload), ==, 65536);

      gtk_window_destroy (GTK_WINDOW (window));
    }

  setlocale (LC_NUMERIC, "C.UTF-8");
}

/* Each other number field of the app: the grouped way and plain. */
static void
test_other_fields (void)
{
  g_autoptr(GtkSpinButton) spin = new_spin (100000);

  /* Without a scale a suffix is refused, and said. */
  type (spin, "2,500");
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, 2500);
  type (spin, "3K");
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, 2500);
  g_assert_true (cp_spin_button_is_refused (spin));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "3K");
  /* A value set from elsewhere replaces the refused text. */
  gtk_spin_button_set_value (spin, 12);
  g_assert_false (cp_spin_button_is_refused (spin));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "12");
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  setlocale (LC_ALL, "C.UTF-8");

  g_test_add_func ("/spin-numbers/typed-as-shown", test_typed_as_shown);
  g_test_add_func ("/spin-numbers/refused", test_refused);
  g_test_add_func ("/spin-numbers/russian", test_russian);
  g_test_add_func ("/spin-numbers/workload-tokens", test_workload_tokens);
  g_test_add_func ("/spin-numbers/workload-fields", test_workload_fields);
  g_test_add_func ("/spin-numbers/other-fields", test_other_fields);

  return g_test_run ();
}
