/* cp-combo-items.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cp-combo-items.h"

/* The items of a combo row's popup list, whole: libadwaita 1.2's own
 * list cuts each item to 20 characters ("NVIDIA GB200 NV…", "FP8 block
 * scal…"), however wide the window. Each item is a label that wraps
 * instead, its text the row's expression of the item (or the string of
 * a GtkStringList's). The row itself shows the chosen item on one line,
 * cut short only where the row has no room for it (libadwaita cut it to
 * 20 characters there too: "GeForce RTX 4090, ви…" in a row of 540
 * pixels). */

static void
setup_cb (GtkSignalListItemFactory *factory,
          GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 50);
  gtk_list_item_set_child (item, label);
}

static void
setup_chosen_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_list_item_set_child (item, label);
}

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *item,
         AdwComboRow              *row)
{
  GObject *object = gtk_list_item_get_item (item);
  GtkExpression *expression = adw_combo_row_get_expression (row);
  g_auto(GValue) value = G_VALUE_INIT;
  const char *text = NULL;

  if (expression != NULL && gtk_expression_evaluate (expression, object, &value))
    text = g_value_get_string (&value);
  else if (GTK_IS_STRING_OBJECT (object))
    text = gtk_string_object_get_string (GTK_STRING_OBJECT (object));

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)), text);
}

/**
 * cp_combo_row_show_whole_items:
 *
 * Makes @row's popup list show each item whole, and the row the chosen
 * one whole where it has room.
 */
void
cp_combo_row_show_whole_items (AdwComboRow *row)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkListItemFactory) chosen = gtk_signal_list_item_factory_new ();

  g_return_if_fail (ADW_IS_COMBO_ROW (row));

  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), NULL);
  g_signal_connect_object (factory, "bind", G_CALLBACK (bind_cb), row, 0);
  adw_combo_row_set_list_factory (row, factory);
  g_signal_connect (chosen, "setup", G_CALLBACK (setup_chosen_cb), NULL);
  g_signal_connect_object (chosen, "bind", G_CALLBACK (bind_cb), row, 0);
  adw_combo_row_set_factory (row, chosen);
}
