/* cp-spin-numbers.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
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

/* What the button knows beside its adjustment. */
typedef struct
{
  CpParseScale  scale;
  /* The row's own subtitle, while a refusal stands in for it. */
  char         *row_subtitle;
  gboolean      refused;
  /* The refused text stays for the output that follows the input. */
  gboolean      keep_text;
} SpinNumbers;

static void
spin_numbers_free (gpointer data)
{
  SpinNumbers *numbers = data;

  g_free (numbers->row_subtitle);
  g_free (numbers);
}

static SpinNumbers *
get_numbers (GtkSpinButton *spin)
{
  return g_object_get_data (G_OBJECT (spin), "cp-spin-numbers");
}

static AdwActionRow *
get_row (GtkSpinButton *spin)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (spin), ADW_TYPE_ACTION_ROW);

  return row != NULL ? ADW_ACTION_ROW (row) : NULL;
}

/* The text stays as typed, red, and says why beside it: in the row's
 * subtitle where there is one, and always in the tooltip and to a screen
 * reader. */
static void
show_refusal (GtkSpinButton *spin,
              const char    *message)
{
  SpinNumbers *numbers = get_numbers (spin);
  AdwActionRow *row = get_row (spin);

  gtk_widget_add_css_class (GTK_WIDGET (spin), "error");
  gtk_widget_set_tooltip_text (GTK_WIDGET (spin), message);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (spin),
                               GTK_ACCESSIBLE_STATE_INVALID, GTK_ACCESSIBLE_INVALID_TRUE, -1);
  if (row != NULL)
    {
      if (!numbers->refused)
        numbers->row_subtitle = g_strdup (adw_action_row_get_subtitle (row));
      adw_action_row_set_subtitle (row, message);
    }
  numbers->refused = TRUE;
}

static void
clear_refusal (GtkSpinButton *spin)
{
  SpinNumbers *numbers = get_numbers (spin);
  AdwActionRow *row = get_row (spin);

  if (!numbers->refused)
    return;

  gtk_widget_remove_css_class (GTK_WIDGET (spin), "error");
  gtk_widget_set_tooltip_text (GTK_WIDGET (spin), NULL);
  gtk_accessible_reset_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  gtk_accessible_reset_state (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_STATE_INVALID);
  if (row != NULL)
    adw_action_row_set_subtitle (row, numbers->row_subtitle != NULL ? numbers->row_subtitle : "");
  g_clear_pointer (&numbers->row_subtitle, g_free);
  numbers->refused = FALSE;
}

/* Reads the text; a number outside the button's range is refused too,
 * with the range, rather than moved to its end without a word. */
static gboolean
read_value (GtkSpinButton  *spin,
            double         *value,
            GError        **error)
{
  SpinNumbers *numbers = get_numbers (spin);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (spin));
  guint digits = MIN (gtk_spin_button_get_digits (spin), 6);
  double lower, upper;

  if (!cp_parse_number_scaled (text, numbers->scale, value, error))
    return FALSE;

  gtk_spin_button_get_range (spin, &lower, &upper);
  if (*value < lower || *value > upper)
    {
      g_autofree char *low = cp_format_decimal (lower, (int) digits);
      g_autofree char *high = cp_format_decimal (upper, (int) digits);
      g_autofree char *shown = cp_format_decimal (*value, (int) digits);

      g_set_error (error, CP_PARSE_ERROR, CP_PARSE_ERROR_INVALID,
                   /* TRANSLATORS: a number typed outside what a field takes,
                    * e.g. "200,000 is not from 1 to 131,072" */
                   _("%s is not from %s to %s"), shown, low, high);
      return FALSE;
    }

  return TRUE;
}

static int
input_cb (GtkSpinButton *spin,
          double        *new_value,
          gpointer       user_data)
{
  SpinNumbers *numbers = get_numbers (spin);
  g_autoptr(GError) error = NULL;
  double value;

  /* GTK takes an input error as 0, which the range then clamps: the
   * value would jump to the lowest. Refused text keeps the value, and
   * stays to be corrected. */
  if (!read_value (spin, &value, &error))
    {
      gtk_widget_error_bell (GTK_WIDGET (spin));
      show_refusal (spin, error->message);
      numbers->keep_text = TRUE;
      *new_value = gtk_spin_button_get_value (spin);
      return TRUE;
    }

  clear_refusal (spin);
  *new_value = value;
  return TRUE;
}

static gboolean
output_cb (GtkSpinButton *spin,
           gpointer       user_data)
{
  SpinNumbers *numbers = get_numbers (spin);
  double value = gtk_spin_button_get_value (spin);
  guint digits = MIN (gtk_spin_button_get_digits (spin), 6);
  g_autofree char *text = NULL;

  /* Right after a refusal: what was typed stays, to be corrected. */
  if (numbers->keep_text)
    {
      numbers->keep_text = FALSE;
      return TRUE;
    }

  /* A value set from elsewhere (a preset, a plan opened) replaces it. */
  clear_refusal (spin);
  text = cp_format_decimal (value, (int) digits);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (spin)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);

  return TRUE;
}

void
cp_spin_button_use_locale_numbers (GtkSpinButton *spin)
{
  SpinNumbers *numbers;

  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));

  numbers = g_new0 (SpinNumbers, 1);
  g_object_set_data_full (G_OBJECT (spin), "cp-spin-numbers", numbers, spin_numbers_free);
  gtk_spin_button_set_numeric (spin, FALSE);
  g_signal_connect (spin, "input", G_CALLBACK (input_cb), NULL);
  g_signal_connect (spin, "output", G_CALLBACK (output_cb), NULL);
  /* What it shows now, before any change. */
  output_cb (spin, NULL);
}

/**
 * cp_spin_button_set_scale:
 * @spin: a button given cp_spin_button_use_locale_numbers()
 * @scale: whether "32K" or "1.5M" may be typed, and what K means
 *
 * Lets a count be typed the short way where the app writes it so.
 */
void
cp_spin_button_set_scale (GtkSpinButton *spin,
                          CpParseScale   scale)
{
  SpinNumbers *numbers;

  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));
  numbers = get_numbers (spin);
  g_return_if_fail (numbers != NULL);

  numbers->scale = scale;
}

/**
 * cp_spin_button_is_refused:
 * @spin: a button given cp_spin_button_use_locale_numbers()
 *
 * Returns: whether its text was refused and stays to be corrected.
 */
gboolean
cp_spin_button_is_refused (GtkSpinButton *spin)
{
  SpinNumbers *numbers = get_numbers (spin);

  return numbers != NULL && numbers->refused;
}
