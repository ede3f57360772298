/* cp-spin-numbers.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "cp-format.h"
#include "cp-parse.h"
#include "cp-spin-numbers.h"

/* A spin button reads what it shows. GTK's own parsing stops at the first
 * character that is not part of a C number, so "32,768" typed the way the
 * labels beside it write it became 32, without a word. Here the button
 * writes its value as the rest of the app does (grouped in the user's
 * language) and reads it back the same way, or plain digits; anything else
 * is refused with the error bell and the value stays as it was. */

static int
input_cb (GtkSpinButton *spin,
          double        *new_value,
          gpointer       user_data)
{
  double value;

  /* GTK takes an input error as 0, which the range then clamps: the
   * value would jump to the lowest. Refused text keeps the value. */
  if (!cp_parse_number (gtk_editable_get_text (GTK_EDITABLE (spin)), &value, NULL)
      || !isfinite (value))
    {
      gtk_widget_error_bell (GTK_WIDGET (spin));
      value = gtk_spin_button_get_value (spin);
    }

  *new_value = value;
  return TRUE;
}

static gboolean
output_cb (GtkSpinButton *spin,
           gpointer       user_data)
{
  double value = gtk_spin_button_get_value (spin);
  guint digits = MIN (gtk_spin_button_get_digits (spin), 6);
  g_autofree char *text = cp_format_decimal (value, (int) digits);

  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (spin)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);

  return TRUE;
}

/**
 * cp_spin_button_use_locale_numbers:
 * @spin: a spin button
 *
 * Makes @spin show its value grouped the way the current language groups
 * digits ("32,768", "32 768") and accept what it shows, or plain digits.
 * The button's own "numeric" filter is turned off, as it would refuse the
 * thousands separator.
 */
void
cp_spin_button_use_locale_numbers (GtkSpinButton *spin)
{
  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));

  gtk_spin_button_set_numeric (spin, FALSE);
  g_signal_connect (spin, "input", G_CALLBACK (input_cb), NULL);
  g_signal_connect (spin, "output", G_CALLBACK (output_cb), NULL);
  /* What it shows now, before any change. */
  output_cb (spin, NULL);
}
