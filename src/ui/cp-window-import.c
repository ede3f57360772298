/* cp-window-import.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-window"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-custom-model-dialog.h"
#include "cp-window-private.h"

/* A model from its Hugging Face config.json, so that it can be sized for
 * a workload: "Import config.json…" (next to the models whose
 * architecture is not published) chooses the file, and a config.json
 * dropped on the window does the same; the Custom Model dialog then shows
 * what was read, for the person to confirm and name. */

static void
model_chosen_cb (CpWindow   *self,
                 CpModel    *model,
                 const char *name)
{
  g_free (cp_session_add_custom_model (self->session, model, name));
}

/**
 * cp_window_import_model_config:
 * @config: a config.json
 *
 * Opens the Custom Model dialog on what @config says.
 *
 * Returns: (transfer none): the dialog.
 */
GtkWidget *
cp_window_import_model_config (CpWindow *self,
                                GFile    *config)
{
  GtkWidget *dialog = cp_custom_model_dialog_new (GTK_WINDOW (self));

  g_signal_connect_object (dialog, "model-chosen", G_CALLBACK (model_chosen_cb),
                           self, G_CONNECT_SWAPPED);
  cp_custom_model_dialog_import (CP_CUSTOM_MODEL_DIALOG (dialog), config, NULL);
  gtk_window_present (GTK_WINDOW (dialog));

  return dialog;
}

static void
config_chosen_cb (GtkNativeDialog *chooser,
                  int              response,
                  gpointer         user_data)
{
  CpWindow *self = user_data;
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_object_unref (chooser);

  if (file != NULL)
    cp_window_import_model_config (self, file);
}

static void
import_model_config_action (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (_("Import a Model’s config.json"), GTK_WINDOW (widget),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("JSON files"));
  gtk_file_filter_add_mime_type (filter, "application/json");
  gtk_file_filter_add_suffix (filter, "json");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect_object (chooser, "response", G_CALLBACK (config_chosen_cb), widget, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* A file dropped on the window: a .json is taken for a config.json, and
 * the dialog says what it is if it is not one. */
static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         CpWindow      *self)
{
  GFile *file = g_value_get_object (value);
  g_autofree char *name = file != NULL ? g_file_get_basename (file) : NULL;

  if (name == NULL || !g_str_has_suffix (name, ".json"))
    return FALSE;

  cp_window_import_model_config (self, file);

  return TRUE;
}

void
_cp_window_class_init_import (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.import-model-config", NULL,
                                   import_model_config_action);
}

void
_cp_window_init_import (CpWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_FILE, GDK_ACTION_COPY);

  g_signal_connect_object (target, "drop", G_CALLBACK (drop_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}
