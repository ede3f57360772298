/* cp-error-dialog.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-error-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-error-dialog.h"
#include "cp-text.h"

/* The most of a message the dialog shows: a few lines' worth. */
#define MAX_MESSAGE_CHARS 1000

/**
 * cp_error_dialog_show:
 * @parent: (nullable): the window the dialog belongs to
 * @heading: what failed, as a title ("Could Not Open the Catalog")
 * @reassurance: (nullable): what did not change ("The catalog in use has
 *   not changed.")
 * @error: (nullable): why, as the error says it: a file, a place, a problem
 *
 * Shows what went wrong. The error's message goes in a label of its own
 * that breaks anywhere and can be selected, so a long path wraps instead of
 * widening the dialog, and can be copied into a bug report.
 *
 * Returns: (transfer none): the dialog, presented.
 */
GtkWidget *
cp_error_dialog_show (GtkWindow    *parent,
                      const char   *heading,
                      const char   *reassurance,
                      const GError *error)
{
  AdwMessageDialog *dialog;

  g_return_val_if_fail (heading != NULL, NULL);

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, heading, reassurance));

  if (error != NULL)
    {
      /* Messages quote little of a file, but a label must never be given
       * enough text to keep the main thread measuring it. */
      g_autofree char *text = cp_text_bound (error->message, MAX_MESSAGE_CHARS);
      GtkWidget *message = gtk_label_new (text);

      gtk_label_set_wrap (GTK_LABEL (message), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (message), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_selectable (GTK_LABEL (message), TRUE);
      gtk_label_set_justify (GTK_LABEL (message), GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (message, "error-message");
      adw_message_dialog_set_extra_child (dialog, message);
    }

  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  adw_message_dialog_set_default_response (dialog, "close");
  adw_message_dialog_set_close_response (dialog, "close");
  gtk_window_present (GTK_WINDOW (dialog));

  return GTK_WIDGET (dialog);
}

/* The error's message shown by a dialog of cp_error_dialog_show(). */
const char *
cp_error_dialog_get_message (GtkWidget *dialog)
{
  GtkWidget *message;

  g_return_val_if_fail (ADW_IS_MESSAGE_DIALOG (dialog), NULL);

  message = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog));

  return GTK_IS_LABEL (message) ? gtk_label_get_label (GTK_LABEL (message)) : NULL;
}
