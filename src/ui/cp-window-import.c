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
#include "cp-format.h"
#include "cp-model-import.h"
#include "cp-text.h"
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
 * Opens the Custom Model dialog on what @config says; says instead that
 * the plan is full when it holds as many models as a plan may.
 *
 * Returns: (transfer none) (nullable): the dialog, or %NULL when the plan
 *   is full.
 */
GtkWidget *
cp_window_import_model_config (CpWindow *self,
                                GFile    *config)
{
  GtkWidget *dialog;

  if (!_cp_window_check_room (self))
    return NULL;

  dialog = cp_custom_model_dialog_new (GTK_WINDOW (self));
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

/* A modal chooser of config.json files for @widget's window; @chosen gets
 * its response. */
static GtkFileChooserNative *
new_config_chooser (GtkWidget *widget,
                    GCallback  chosen)
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
  g_signal_connect_object (chooser, "response", chosen, widget, 0);

  return chooser;
}

static void
import_model_config_action (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  GtkFileChooserNative *chooser;

  if (!_cp_window_check_room (CP_WINDOW (widget)))
    return;

  chooser = new_config_chooser (widget, G_CALLBACK (config_chosen_cb));
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

/* Import config.json… on the row of a model without a published
 * architecture: the file's architecture goes to THAT model, after the
 * person has seen what was read beside the model's own figures, and is
 * asked when they disagree (Qwen3-32B's config read for DeepSeek V4 Pro).
 * The model keeps its row, its name and its minimum memory, and is sized
 * with the architecture (cp_session_attach_architecture(): the session
 * keeps it as it keeps custom models; the catalog is not changed). A
 * file's name never becomes a model's. */

typedef struct
{
  CpWindow *window;
  char     *target_id;
  CpModel  *imported;
} Attach;

static void
attach_free (Attach *attach)
{
  g_clear_weak_pointer (&attach->window);
  g_free (attach->target_id);
  g_clear_object (&attach->imported);
  g_free (attach);
}

/* Within a tenth of each other: the same model, as near as a minimum
 * memory and a count from its config can tell. */
static gboolean
figures_agree (gint64 a,
               gint64 b)
{
  gint64 most = MAX (a, b);

  return most == 0 || (double) ABS (a - b) <= most / 10.0;
}

/* The ids of the chosen models, as the session's rows have them. */
static GVariant *
new_chosen_ids (CpSession *session)
{
  GListModel *rows = cp_session_get_rows (session);
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE_STRING_ARRAY);
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(CpModelRow) row = g_list_model_get_item (rows, i);

      if (cp_model_row_get_chosen (row))
        g_variant_builder_add (&builder, "s",
                               cp_item_get_id (CP_ITEM (cp_model_row_get_model (row))));
    }

  return g_variant_builder_end (&builder);
}

/* A cut to the context, said with an Undo: @undo is the action's target,
 * what to put back. */
static void
say_clamp (CpWindow   *self,
           gint64      from,
           gint64      to,
           const char *undo_action,
           GVariant   *undo)
{
  g_autofree char *before = cp_format_integer (from);
  g_autofree char *after = cp_format_integer (to);
  g_autofree char *message = NULL;
  AdwToast *toast;

  /* TRANSLATORS: a notification, e.g. "Tokens per request cut from
   * 131,072 to 40,960: the chosen models read no more" */
  message = g_strdup_printf (_("Tokens per request cut from %s to %s: the chosen models read no more"),
                             before, after);
  toast = _cp_window_new_toast (message);
  adw_toast_set_button_label (toast, _("Undo"));
  adw_toast_set_action_name (toast, undo_action);
  adw_toast_set_action_target_value (toast, undo);
  _cp_window_add_toast (self, toast);
}

static void
attach (Attach *attach)
{
  CpWindow *self = attach->window;
  CpModelRow *row;
  CpModelArchitecture *before;
  CpPlanWorkload *workload;
  gint64 tokens;
  g_autofree char *before_json = NULL;

  /* The window may have gone while the dialog asked; a model not chosen
   * yet is one more for the plan. */
  if (self == NULL || (row = cp_session_find_row (self->session, attach->target_id)) == NULL ||
      (!cp_model_row_get_chosen (row) && !_cp_window_check_room (self)))
    return;
  workload = cp_session_get_workload (self->session);
  tokens = workload != NULL ? cp_plan_workload_get_context_tokens (workload) : 0;
  before = cp_session_get_attached_architecture (self->session, attach->target_id);
  before_json = before != NULL ? cp_model_architecture_to_json (before) : g_strdup ("");

  /* The catalog's model itself, in its own row: no second model. */
  self->attaching = TRUE;
  cp_session_freeze (self->session);
  cp_session_attach_architecture (self->session, attach->target_id,
                                  cp_model_get_architecture (attach->imported));
  cp_session_choose_model (self->session, attach->target_id, TRUE);
  cp_session_thaw (self->session);
  self->attaching = FALSE;

  workload = cp_session_get_workload (self->session);
  if (workload != NULL && cp_plan_workload_get_context_tokens (workload) < tokens)
    say_clamp (self, tokens, cp_plan_workload_get_context_tokens (workload),
               "win.undo-attach-config",
               g_variant_new ("(ssx)", attach->target_id, before_json, tokens));
}

static void
attach_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    Attach           *data)
{
  if (g_str_equal (response, "attach"))
    attach (data);
}

/* Says what the file holds beside the model's own figures, and asks. */
static GtkWidget *
ask_attach (CpWindow *self,
            CpModel  *target,
            CpModel  *imported,
            GFile    *file)
{
  const char *name = cp_item_get_name (CP_ITEM (target));
  g_autofree char *shown_file = g_file_get_parse_name (file);
  g_autofree char *read_memory = cp_format_memory (cp_model_get_min_memory_mb (imported));
  g_autofree char *own_memory = cp_format_memory (cp_model_get_min_memory_mb (target));
  g_autofree char *read_params = cp_format_decimal (cp_model_get_params_b (imported), 1);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  g_autofree char *use = NULL;
  gboolean agree = figures_agree (cp_model_get_min_memory_mb (imported),
                                  cp_model_get_min_memory_mb (target));
  AdwMessageDialog *dialog;
  Attach *data;

  /* TRANSLATORS: e.g. "Use This config.json for DeepSeek V4 Pro?" */
  heading = g_strdup_printf (_("Use This config.json for %s?"), name);
  /* TRANSLATORS: what a config.json holds beside the model's own figures:
   * "Read from …/config.json: 32.8 billion parameters, at least 78.7 GB
   * of GPU memory. DeepSeek V4 Pro needs at least 1,920 GB." */
  body = g_strdup_printf (_("Read from %s: %s billion parameters, at least %s of GPU memory.\n\n"
                            "%s needs at least %s."),
                          shown_file, read_params, read_memory, name, own_memory);
  if (!agree)
    {
      g_autofree char *warned = g_strconcat (body, "\n\n",
                                             _("These figures disagree: the file may be another "
                                               "model’s. Use it only if you know it describes this one."),
                                             NULL);

      g_free (body);
      body = g_steal_pointer (&warned);
    }

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));
  /* TRANSLATORS: e.g. "_Use for DeepSeek V4 Pro" */
  use = g_strdup_printf (_("_Use for %s"), name);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "attach", use, NULL);
  adw_message_dialog_set_response_appearance (dialog, "attach",
                                              agree ? ADW_RESPONSE_SUGGESTED
                                                    : ADW_RESPONSE_DESTRUCTIVE);
  /* When they disagree, Enter does not attach it. */
  adw_message_dialog_set_default_response (dialog, agree ? "attach" : "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");

  data = g_new0 (Attach, 1);
  /* Not kept alive by its question. */
  g_set_weak_pointer (&data->window, self);
  data->target_id = g_strdup (cp_item_get_id (CP_ITEM (target)));
  data->imported = g_object_ref (imported);
  g_signal_connect_data (dialog, "response", G_CALLBACK (attach_response_cb), data,
                         (GClosureNotify) attach_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));

  return GTK_WIDGET (dialog);
}

/**
 * cp_window_attach_model_config:
 * @target_id: the id of a chosen model without an architecture
 * @config: a config.json
 *
 * Reads @config and asks whether its architecture is @target_id's; a file
 * that cannot be read is said in the window's error dialog.
 *
 * Returns: (transfer none) (nullable): the dialog that asks.
 */
GtkWidget *
cp_window_attach_model_config (CpWindow   *self,
                               const char *target_id,
                               GFile      *config)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) imported = NULL;
  CpModelRow *row = cp_session_find_row (self->session, target_id);

  if (row == NULL)
    return NULL;

  imported = cp_model_import (config, NULL, &error);
  if (imported == NULL)
    {
      _cp_window_toast (self, error->message);
      return NULL;
    }

  return ask_attach (self, cp_model_row_get_model (row), imported, config);
}

static void
attach_config_chosen_cb (GtkNativeDialog *chooser,
                         int              response,
                         gpointer         user_data)
{
  CpWindow *self = user_data;
  const char *target_id = g_object_get_data (G_OBJECT (chooser), "target-id");
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

  if (file != NULL)
    cp_window_attach_model_config (self, target_id, file);
  g_object_unref (chooser);
}

static void
attach_model_config_action (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  CpModelRow *row = cp_session_find_row (self->session, g_variant_get_string (parameter, NULL));
  GtkFileChooserNative *chooser;

  if (row != NULL && !cp_model_row_get_chosen (row) && !_cp_window_check_room (self))
    return;

  chooser = new_config_chooser (widget, G_CALLBACK (attach_config_chosen_cb));
  g_object_set_data_full (G_OBJECT (chooser), "target-id",
                          g_variant_dup_string (parameter, NULL), g_free);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Undo in the toast: the catalog's model back as it was (without the
 * architecture, or with the one attached before), and the context asked
 * for before. */
static void
undo_attach_config_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  CpPlanWorkload *workload = cp_session_get_workload (self->session);
  g_autoptr(CpModelArchitecture) before = NULL;
  const char *target_id, *before_json;
  gint64 tokens;

  g_variant_get (parameter, "(&s&sx)", &target_id, &before_json, &tokens);
  if (*before_json != '\0')
    before = cp_model_architecture_new_from_json (before_json, NULL, NULL);
  cp_session_freeze (self->session);
  cp_session_attach_architecture (self->session, target_id, before);
  if (workload != NULL)
    cp_session_set_workload_figures (self->session, tokens, cp_plan_workload_get_users (workload),
                                     cp_plan_workload_get_kv_cache (workload));
  cp_session_thaw (self->session);
}

/* Undo of any other cut: the models chosen before the change that made
 * it, and the context asked for. */
static void
undo_clamp_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  CpPlanWorkload *workload = cp_session_get_workload (self->session);
  GListModel *rows = cp_session_get_rows (self->session);
  g_autofree const char **ids = NULL;
  gint64 tokens;

  g_variant_get (parameter, "(^a&sx)", &ids, &tokens);
  cp_session_freeze (self->session);
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(CpModelRow) row = g_list_model_get_item (rows, i);
      const char *id = cp_item_get_id (CP_ITEM (cp_model_row_get_model (row)));

      cp_model_row_set_chosen (row, g_strv_contains (ids, id));
    }
  if (workload != NULL)
    cp_session_set_workload_figures (self->session, tokens, cp_plan_workload_get_users (workload),
                                     cp_plan_workload_get_kv_cache (workload));
  cp_session_thaw (self->session);
}

/* Any other cut to the context, when the models chosen read less than
 * the workload asks: said, not done silently, with an Undo. */
static void
workload_clamped_cb (CpWindow *self,
                     gint64    from,
                     gint64    to)
{
  if (!self->attaching)
    say_clamp (self, from, to, "win.undo-clamp",
               g_variant_new ("(@asx)",
                              self->chosen_before != NULL
                              ? self->chosen_before
                              : g_variant_new_strv (NULL, 0),
                              from));
}

/* What was chosen after each change: what an Undo of the next cut puts
 * back. */
static void
session_changed_cb (CpWindow *self)
{
  g_clear_pointer (&self->chosen_before, g_variant_unref);
  self->chosen_before = g_variant_ref_sink (new_chosen_ids (self->session));
}

void
_cp_window_class_init_import (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.import-model-config", NULL,
                                   import_model_config_action);
  gtk_widget_class_install_action (widget_class, "win.attach-model-config", "s",
                                   attach_model_config_action);
  gtk_widget_class_install_action (widget_class, "win.undo-attach-config", "(ssx)",
                                   undo_attach_config_action);
  gtk_widget_class_install_action (widget_class, "win.undo-clamp", "(asx)", undo_clamp_action);
}

void
_cp_window_init_import (CpWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_FILE, GDK_ACTION_COPY);

  g_signal_connect_object (target, "drop", G_CALLBACK (drop_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
  g_signal_connect_object (self->session, "workload-clamped", G_CALLBACK (workload_clamped_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "changed", G_CALLBACK (session_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "model-refused", G_CALLBACK (_cp_window_toast),
                           self, G_CONNECT_SWAPPED);
  session_changed_cb (self);
}
