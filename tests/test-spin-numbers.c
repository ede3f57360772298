/* test-spin-numbers.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <locale.h>

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

/* Not a number: the value stays as it was, and is shown again. */
static void
test_refused (void)
{
  g_autoptr(GtkSpinButton) spin = new_spin (1048576);

  type (spin, "4,096");
  type (spin, "32,76");
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, 4096);
  type (spin, "lots");
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, 4096);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "4,096");
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

  return g_test_run ();
}
