/* cp-accessible-names.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-accessible"

#include "config.h"

#include <adwaita.h>

#include "cp-accessible-names.h"
#include "cp-text.h"

/* Every button with words is named once, by its words. GTK 4.8 names a
 * button made with a label by that text as it was set (its label
 * property, with the mnemonic's underscore) and again by its label
 * widget (its labelled-by relation): a screen reader heard "_Reset to
 * the Chosen Models’ Builds Reset to the Chosen Models’ Builds", "_Models
 * Models", "Undo Undo" (issue 24). Rather than a patch per button, in
 * .ui files and in code alike, a hook on "map" names each labelled
 * button as it is shown, and the buttons of a window or dialog when it
 * is shown (pages of a stack not yet shown included), and again whenever
 * its words change. GTK 4.8 API only. */

#define NAMED_KEY "cp-accessible-named"

static void
name_from_label (GtkButton *button)
{
  GtkWidget *child = gtk_button_get_child (button);
  const char *label = NULL;
  gboolean underline = FALSE;
  g_autofree char *spoken = NULL;

  /* Its words: a label of its own, or the label of an icon and words
   * (AdwButtonContent, read out "_Launch Recipe…" otherwise). A button
   * with only an icon, or a child of its own, is named by whoever made
   * it. */
  if (GTK_IS_LABEL (child))
    {
      label = gtk_button_get_label (button);
      underline = gtk_button_get_use_underline (button);
    }
  else if (ADW_IS_BUTTON_CONTENT (child))
    {
      label = adw_button_content_get_label (ADW_BUTTON_CONTENT (child));
      underline = adw_button_content_get_use_underline (ADW_BUTTON_CONTENT (child));
    }
  if (label == NULL || *label == '\0')
    return;
  spoken = underline ? cp_text_strip_mnemonic (label) : g_strdup (label);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  spoken, -1);
}

/* An expander whose title is a label widget of its own (one that wraps)
 * was read out by its type, "GtkExpander" (the card's "What It Can and
 * Cannot Promise", issue 28): it is named by its title's words. */
static void
name_expander (GtkExpander *expander)
{
  GtkWidget *title = gtk_expander_get_label_widget (expander);

  if (GTK_IS_LABEL (title))
    gtk_accessible_update_property (GTK_ACCESSIBLE (expander), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    gtk_label_get_text (GTK_LABEL (title)), -1);
}

/**
 * cp_accessible_name_button:
 * @button: a button, with a label or not
 *
 * Names @button to screen readers by its words alone, without the
 * mnemonic's underscore, now and whenever its words change.
 */
void
cp_accessible_name_button (GtkButton *button)
{
  g_return_if_fail (GTK_IS_BUTTON (button));

  if (g_object_get_data (G_OBJECT (button), NAMED_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (button), NAMED_KEY, GINT_TO_POINTER (TRUE));
      /* After GTK's own handler: gtk_button_set_label() names it first. */
      g_signal_connect (button, "notify::label", G_CALLBACK (name_from_label), NULL);
      g_signal_connect (button, "notify::use-underline", G_CALLBACK (name_from_label), NULL);
      g_signal_connect (button, "notify::child", G_CALLBACK (name_from_label), NULL);
    }
  name_from_label (button);
}

/* One Tab stop per control, none on words (issue 24): a row that hands
 * its activation to a control of its own (a spin button, a switch) was a
 * stop before that control, which did nothing, "Tax rate" then "Tax
 * rate"; a row that cannot be activated is information, which a screen
 * reader reads without the focus. The row still passes a click to its
 * control, and the controls in it are still stops of their own. */
static void
tidy_row_focus (GtkListBoxRow *row)
{
  GtkWidget *target;

  if (!ADW_IS_ACTION_ROW (row) || ADW_IS_COMBO_ROW (row))
    return;
  target = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row));
  /* (A spin button is no stop itself: the text in it is.) */
  if ((target != NULL && target != GTK_WIDGET (row))
      || (target == NULL && !gtk_list_box_row_get_activatable (row)))
    gtk_widget_set_focusable (GTK_WIDGET (row), FALSE);
}

/**
 * cp_accessible_name_buttons_in:
 * @root: a widget
 *
 * Names every labelled button in @root (itself included) by its words
 * alone, shown or not (a stack's other pages), and leaves its rows that
 * do nothing of their own out of the Tab order (tidy_row_focus()).
 */
void
cp_accessible_name_buttons_in (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_BUTTON (root))
    cp_accessible_name_button (GTK_BUTTON (root));
  else if (GTK_IS_LIST_BOX_ROW (root))
    tidy_row_focus (GTK_LIST_BOX_ROW (root));
  else if (GTK_IS_EXPANDER (root))
    name_expander (GTK_EXPANDER (root));
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    cp_accessible_name_buttons_in (child);
}

static gboolean
map_hook (GSignalInvocationHint *hint,
          guint                  n_values,
          const GValue          *values,
          gpointer               data)
{
  GtkWidget *widget = g_value_get_object (&values[0]);

  GtkWidget *parent = gtk_widget_get_parent (widget);

  /* A window or dialog, and a page of a stack, shown: its hidden buttons
   * are in the accessibility tree too. */
  if (GTK_IS_ROOT (widget) || GTK_IS_STACK (parent) || ADW_IS_VIEW_STACK (parent))
    cp_accessible_name_buttons_in (widget);
  else if (GTK_IS_BUTTON (widget))
    cp_accessible_name_button (GTK_BUTTON (widget));
  else if (GTK_IS_LIST_BOX_ROW (widget))
    tidy_row_focus (GTK_LIST_BOX_ROW (widget));
  else if (GTK_IS_EXPANDER (widget))
    name_expander (GTK_EXPANDER (widget));

  return TRUE;
}

/**
 * cp_accessible_names_install:
 *
 * From now on, every labelled button is named by its words alone once it
 * is shown (see above). Safe to call more than once.
 */
void
cp_accessible_names_install (void)
{
  static gsize installed = 0;

  if (g_once_init_enter (&installed))
    {
      GTypeClass *klass = g_type_class_ref (GTK_TYPE_WIDGET);

      g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0, map_hook, NULL,
                                  NULL);
      g_type_class_unref (klass);
      g_once_init_leave (&installed, 1);
    }
}
