/* cp-page-setup.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-page-setup"

#include "config.h"

#include <gtk/gtkunixprint.h>

#include "cp-page-setup.h"
#include "cp-print-operation.h"

/* The paper a quote is printed or exported on, and GTK's Page Setup dialog
 * to choose it.
 *
 * GTK 4.8's page setup dialog keeps a hidden custom paper dialog whose
 * editable labels, when they lose the keyboard focus, stop editing from a
 * timer 100 ms later, which touches freed memory if the dialogs were
 * destroyed in between (as gtk_print_run_page_setup_dialog_async() does at
 * once). So the window runs the dialog itself, hidden and kept between
 * uses, takes the focus from both dialogs as soon as it hides them, and
 * destroys them only once those timers have run. */

/* @setup's paper and margins, in points, as the quote's renderer takes
 * them. */
void
cp_page_setup_get_paper (GtkPageSetup *setup,
                         CpQuotePaper *paper)
{
  g_return_if_fail (GTK_IS_PAGE_SETUP (setup));
  g_return_if_fail (paper != NULL);

  paper->width = gtk_page_setup_get_paper_width (setup, GTK_UNIT_POINTS);
  paper->height = gtk_page_setup_get_paper_height (setup, GTK_UNIT_POINTS);
  paper->margin_top = gtk_page_setup_get_top_margin (setup, GTK_UNIT_POINTS);
  paper->margin_bottom = gtk_page_setup_get_bottom_margin (setup, GTK_UNIT_POINTS);
  paper->margin_left = gtk_page_setup_get_left_margin (setup, GTK_UNIT_POINTS);
  paper->margin_right = gtk_page_setup_get_right_margin (setup, GTK_UNIT_POINTS);
}

/**
 * cp_page_setup_dialog_new:
 * @parent: the window it belongs to
 *
 * Returns: (transfer full): GTK's page setup dialog, modal, hidden when
 *   closed; keep it until @parent goes, then give it to
 *   cp_page_setup_dialog_release().
 */
GtkWidget *
cp_page_setup_dialog_new (GtkWindow *parent)
{
  GtkWidget *dialog = gtk_page_setup_unix_dialog_new (NULL, parent);

  g_object_ref_sink (dialog);
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_set_hide_on_close (GTK_WINDOW (dialog), TRUE);

  return dialog;
}

/* Shows @dialog with the paper and orientation of @current. */
void
cp_page_setup_dialog_present (GtkWidget        *dialog,
                              GtkPageSetup     *current,
                              GtkPrintSettings *settings)
{
  g_autoptr(GtkPageSetup) shown = gtk_page_setup_new ();

  g_return_if_fail (GTK_IS_PAGE_SETUP_UNIX_DIALOG (dialog));
  g_return_if_fail (GTK_IS_PAGE_SETUP (current));

  /* The dialog is shown the paper with its usual margins: with the
   * quote's, GTK would take it for a custom size and open its "Manage
   * Custom Sizes" dialog as well. */
  gtk_page_setup_set_paper_size_and_default_margins (shown, gtk_page_setup_get_paper_size (current));
  gtk_page_setup_set_orientation (shown, gtk_page_setup_get_orientation (current));

  gtk_page_setup_unix_dialog_set_print_settings (GTK_PAGE_SETUP_UNIX_DIALOG (dialog), settings);
  gtk_page_setup_unix_dialog_set_page_setup (GTK_PAGE_SETUP_UNIX_DIALOG (dialog), shown);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * cp_page_setup_dialog_dup_chosen:
 *
 * Returns: (transfer full): the paper and orientation chosen in @dialog;
 *   the margins stay the quote's own.
 */
GtkPageSetup *
cp_page_setup_dialog_dup_chosen (GtkWidget *dialog)
{
  GtkPageSetup *chosen;
  GtkPageSetup *setup;

  g_return_val_if_fail (GTK_IS_PAGE_SETUP_UNIX_DIALOG (dialog), NULL);

  chosen = gtk_page_setup_unix_dialog_get_page_setup (GTK_PAGE_SETUP_UNIX_DIALOG (dialog));
  setup = cp_print_operation_new_page_setup ();
  gtk_page_setup_set_paper_size (setup, gtk_page_setup_get_paper_size (chosen));
  gtk_page_setup_set_orientation (setup, gtk_page_setup_get_orientation (chosen));

  return setup;
}

static void
drop_focus (GtkWindow *dialog)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  gtk_window_set_focus (dialog, NULL);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (toplevel) == dialog)
        gtk_window_set_focus (toplevel, NULL);
    }
}

/* Hides @dialog, with no focus left to lose later. */
void
cp_page_setup_dialog_put_away (GtkWidget *dialog)
{
  g_return_if_fail (GTK_IS_WINDOW (dialog));

  gtk_widget_hide (dialog);
  drop_focus (GTK_WINDOW (dialog));
}

static gboolean
destroy_cb (gpointer data)
{
  gtk_window_destroy (GTK_WINDOW (data));

  return G_SOURCE_REMOVE;
}

/* Takes @dialog (from cp_page_setup_dialog_new()) and destroys it once
 * the timers it left behind have run. */
void
cp_page_setup_dialog_release (GtkWidget *dialog)
{
  g_return_if_fail (GTK_IS_WINDOW (dialog));

  cp_page_setup_dialog_put_away (dialog);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
  g_timeout_add_full (G_PRIORITY_DEFAULT, 500, destroy_cb, dialog, g_object_unref);
}
