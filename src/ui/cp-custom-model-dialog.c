/* cp-custom-model-dialog.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-custom-model-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-accessible-names.h"
#include "cp-combo-items.h"
#include "cp-architecture-words.h"
#include "cp-custom-model-dialog.h"
#include "cp-format.h"
#include "cp-model-import.h"
#include "cp-parse.h"
#include "cp-serving-words.h"
#include "cp-text.h"

/* Describes a model the catalog lacks: by the memory it needs, by its
 * parameters and precision, or by its Hugging Face config.json (and, if
 * the person has it, its safetensors index), read with the engine's
 * importer and shown — parameters, layers, attention, KV cache per token —
 * for the person to confirm and name. The input is checked as it is
 * typed, and "Add" only works on a valid description. */
struct _CpCustomModelDialog
{
  AdwWindow        parent_instance;

  GtkWidget       *add_button;
  GtkToggleButton *by_memory;
  GtkToggleButton *by_params;
  GtkToggleButton *by_config;
  GtkWidget       *memory_group;
  GtkWidget       *config_group;
  GtkWidget       *read_group;
  AdwActionRow    *config_row;
  AdwActionRow    *index_row;
  AdwActionRow    *read_params_row;
  AdwActionRow    *read_layers_row;
  AdwActionRow    *read_attention_row;
  AdwActionRow    *read_kv_row;
  GtkWidget       *config_button;
  GtkWidget       *params_group;
  AdwEntryRow     *memory_row;
  AdwEntryRow     *params_row;
  AdwComboRow     *precision_row;
  AdwEntryRow     *name_row;
  GtkImage        *status_icon;
  GtkLabel        *status_label;

  /* The files to import, what was read from them or why not, and the
   * import under way. */
  GFile           *config_file;
  GFile           *index_file;
  CpModel         *imported;
  char            *import_problem;
  GCancellable    *importing;
};

G_DEFINE_FINAL_TYPE (CpCustomModelDialog, cp_custom_model_dialog, ADW_TYPE_WINDOW)

enum {
  MODEL_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const CpPrecision precisions[] = {
  CP_PRECISION_FP32, CP_PRECISION_BF16, CP_PRECISION_FP16, CP_PRECISION_FP8,
  CP_PRECISION_INT8, CP_PRECISION_FP4, CP_PRECISION_INT4,
};

/* @error's message as a sentence: the engine's messages start in lower
 * case, for the command line. */
static char *
sentence_from_error (const GError *error)
{
  const char *rest = g_utf8_next_char (error->message);
  g_autofree char *first = g_utf8_strup (error->message, rest - error->message);

  return g_strdup_printf ("%s%s.", first, rest);
}

/* What to type, with an example written the way the app writes numbers. */
static char *
dup_hint (gboolean by_params)
{
  g_autofree char *example = NULL;

  if (by_params)
    {
      example = cp_format_integer (671);
      /* TRANSLATORS: %s is an example number, "671" */
      return g_strdup_printf (_("Enter the number of parameters in billions, for example %s."),
                              example);
    }

  example = cp_format_decimal (805.2, 1);
  /* TRANSLATORS: %s is an example number, "805.2" written your language's
   * way */
  return g_strdup_printf (_("Enter the memory the model needs in GB, for example %s."), example);
}

/**
 * cp_custom_model_dialog_dup_model:
 * @problem: (out) (optional): what is wrong, when the input is not valid
 *
 * Reads the input the way the app writes numbers in the current locale:
 * "1,920" in English, "1 920" in Russian.
 *
 * Returns: (transfer full) (nullable): the model described, or %NULL.
 */
CpModel *
cp_custom_model_dialog_dup_model (CpCustomModelDialog  *self,
                                  char                **problem)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *stripped = NULL;
  gboolean by_params;
  const char *text;
  double value;
  CpModel *model = NULL;

  g_return_val_if_fail (CP_IS_CUSTOM_MODEL_DIALOG (self), NULL);

  if (gtk_toggle_button_get_active (self->by_config))
    {
      if (self->imported == NULL && problem != NULL)
        *problem = g_strdup (self->import_problem != NULL ? self->import_problem :
                             self->importing != NULL ? _("Reading the file…") :
                             _("Choose the model’s config.json."));
      return self->imported != NULL ? g_object_ref (self->imported) : NULL;
    }

  by_params = gtk_toggle_button_get_active (self->by_params);
  text = gtk_editable_get_text (GTK_EDITABLE (by_params ? self->params_row : self->memory_row));
  stripped = g_strstrip (g_strdup (text));

  if (*stripped == '\0')
    {
      if (problem != NULL)
        *problem = dup_hint (by_params);
      return NULL;
    }

  if (cp_parse_number (text, &value, &error))
    {
      if (by_params)
        {
          guint selected = adw_combo_row_get_selected (self->precision_row);

          g_assert (selected < G_N_ELEMENTS (precisions));
          model = cp_model_new_for_params (value, precisions[selected], &error);
        }
      else
        {
          gint64 memory_mb;

          if (cp_sizing_memory_from_gb (value, &memory_mb, &error))
            model = cp_model_new_for_memory (memory_mb);
        }
    }

  if (model == NULL && problem != NULL)
    *problem = sentence_from_error (error);

  return model;
}

/* Whether the input is empty, so not a mistake yet: blanks typed, or no
 * file chosen. */
static gboolean
input_empty (CpCustomModelDialog *self,
             GtkWidget           *row)
{
  g_autofree char *typed = NULL;

  if (gtk_toggle_button_get_active (self->by_config))
    return self->config_file == NULL || self->importing != NULL;

  typed = g_strdup (gtk_editable_get_text (GTK_EDITABLE (row)));

  return *g_strstrip (typed) == '\0';
}

static void
changed_cb (CpCustomModelDialog *self)
{
  g_autofree char *problem = NULL;
  g_autofree char *message = NULL;
  g_autoptr(CpModel) model = NULL;
  gboolean by_params = gtk_toggle_button_get_active (self->by_params);
  gboolean by_config = gtk_toggle_button_get_active (self->by_config);
  GtkWidget *row = by_config ? GTK_WIDGET (self->config_row)
                             : GTK_WIDGET (by_params ? self->params_row : self->memory_row);
  gboolean empty;

  gtk_widget_set_visible (self->memory_group, !by_params && !by_config);
  gtk_widget_set_visible (self->params_group, by_params);
  gtk_widget_set_visible (self->config_group, by_config);
  gtk_widget_set_visible (self->read_group, by_config && self->imported != NULL);

  model = cp_custom_model_dialog_dup_model (self, &problem);
  empty = input_empty (self, row);

  if (model != NULL)
    {
      g_autofree char *memory = cp_format_memory (cp_model_get_min_memory_mb (model));

      if (by_config)
        /* TRANSLATORS: after reading a config.json, e.g. "Without a workload
         * this model needs at least 169.3 GB of GPU memory; with one, it is
         * sized by its shape." */
        message = g_strdup_printf (_("Without a workload this model needs at least %s of GPU "
                                     "memory; with one, it is sized by its shape."), memory);
      else
        /* TRANSLATORS: the memory of a custom model, e.g. "This model needs at
         * least 805.2 GB of GPU memory." */
        message = g_strdup_printf (_("This model needs at least %s of GPU memory."), memory);
      gtk_image_set_from_icon_name (self->status_icon, "emblem-ok-symbolic");
    }
  else
    {
      message = g_steal_pointer (&problem);
      gtk_image_set_from_icon_name (self->status_icon,
                                    empty ? "dialog-information-symbolic" : "dialog-warning-symbolic");
    }

  gtk_label_set_label (self->status_label, message);
  gtk_widget_set_sensitive (self->add_button, model != NULL);

  /* Colour is not the only sign: the icon and the words say it too. */
  if (model == NULL && !empty)
    {
      gtk_widget_add_css_class (row, "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "error");
    }
  else
    {
      gtk_widget_remove_css_class (row, "error");
      gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "error");
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message,
                                  -1);
}

/* Shows what was read, for the person to check. */
static void
show_read (CpCustomModelDialog *self)
{
  const CpArchitecture *arch;
  g_autofree char *params = NULL;
  g_autofree char *layers = NULL;
  g_autofree char *attention = NULL;
  g_autofree char *kv = NULL;

  if (self->imported == NULL)
    return;

  arch = cp_model_architecture_get (cp_model_get_architecture (self->imported));
  params = cp_architecture_dup_params (arch);
  layers = cp_format_integer (arch->layers);
  attention = cp_architecture_dup_attention (arch);
  kv = cp_architecture_dup_kv_per_token (arch);
  adw_action_row_set_subtitle (self->read_params_row, params);
  adw_action_row_set_subtitle (self->read_layers_row, layers);
  adw_action_row_set_subtitle (self->read_attention_row, attention);
  adw_action_row_set_subtitle (self->read_kv_row, kv);

  /* The name it will have unless the person gives one. */
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), cp_item_get_name (CP_ITEM (self->imported)));
}

typedef struct
{
  GFile *config;
  GFile *index;
} ImportFiles;

static void
import_files_free (gpointer data)
{
  ImportFiles *files = data;

  g_clear_object (&files->config);
  g_clear_object (&files->index);
  g_free (files);
}

/* In a thread: a safetensors index can be megabytes. */
static void
import_thread (GTask        *task,
               gpointer      source,
               gpointer      task_data,
               GCancellable *cancellable)
{
  ImportFiles *files = task_data;
  GError *error = NULL;
  CpModel *model = cp_model_import (files->config, files->index, &error);

  if (model != NULL)
    g_task_return_pointer (task, model, g_object_unref);
  else
    g_task_return_error (task, error);
}

static void
import_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  CpCustomModelDialog *self = CP_CUSTOM_MODEL_DIALOG (source);
  g_autoptr(GError) error = NULL;
  CpModel *model = g_task_propagate_pointer (G_TASK (result), &error);

  /* A newer import replaced this one, or the dialog went. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  g_clear_object (&self->importing);
  g_clear_object (&self->imported);
  g_clear_pointer (&self->import_problem, g_free);
  self->imported = model;
  if (model == NULL)
    self->import_problem = sentence_from_error (error);

  show_read (self);
  changed_cb (self);
  g_object_notify (G_OBJECT (self), "importing");
}

/**
 * cp_custom_model_dialog_import:
 * @config: a Hugging Face config.json
 * @index: (nullable): its model.safetensors.index.json
 *
 * Reads the files (in a thread) and shows what they say; until then
 * #CpCustomModelDialog:importing is %TRUE.
 */
void
cp_custom_model_dialog_import (CpCustomModelDialog *self,
                               GFile               *config,
                               GFile               *index)
{
  g_autoptr(GTask) task = NULL;
  ImportFiles *files;
  g_autofree char *config_name = NULL;

  g_return_if_fail (CP_IS_CUSTOM_MODEL_DIALOG (self));
  g_return_if_fail (G_IS_FILE (config));
  g_return_if_fail (index == NULL || G_IS_FILE (index));

  g_set_object (&self->config_file, config);
  g_set_object (&self->index_file, index);
  config_name = g_file_get_parse_name (config);
  adw_action_row_set_subtitle (self->config_row, config_name);
  if (index != NULL)
    {
      g_autofree char *index_name = g_file_get_parse_name (index);

      adw_action_row_set_subtitle (self->index_row, index_name);
    }

  if (self->importing != NULL)
    g_cancellable_cancel (self->importing);
  g_clear_object (&self->importing);
  self->importing = g_cancellable_new ();
  g_clear_object (&self->imported);
  g_clear_pointer (&self->import_problem, g_free);

  gtk_toggle_button_set_active (self->by_config, TRUE);
  changed_cb (self);

  files = g_new0 (ImportFiles, 1);
  files->config = g_object_ref (config);
  files->index = index != NULL ? g_object_ref (index) : NULL;
  task = g_task_new (self, self->importing, import_done_cb, NULL);
  g_task_set_task_data (task, files, import_files_free);
  g_task_run_in_thread (task, import_thread);
  g_object_notify (G_OBJECT (self), "importing");
}

/* Whether files are being read. */
gboolean
cp_custom_model_dialog_get_importing (CpCustomModelDialog *self)
{
  g_return_val_if_fail (CP_IS_CUSTOM_MODEL_DIALOG (self), FALSE);

  return self->importing != NULL;
}

static void
file_chosen_cb (GtkNativeDialog *chooser,
                int              response,
                gpointer         user_data)
{
  CpCustomModelDialog *self = user_data;
  gboolean index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "index"));
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_object_unref (chooser);

  if (file == NULL)
    return;

  if (!index)
    cp_custom_model_dialog_import (self, file, self->index_file);
  else if (self->config_file != NULL)
    cp_custom_model_dialog_import (self, self->config_file, file);
  else
    {
      g_autofree char *name = g_file_get_parse_name (file);

      g_set_object (&self->index_file, file);
      adw_action_row_set_subtitle (self->index_row, name);
    }
}

static void
choose_file (CpCustomModelDialog *self,
             gboolean             index)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (index ? _("Choose the Safetensors Index")
                                               : _("Choose the Model’s config.json"),
                                         GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN,
                                         _("_Open"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("JSON files"));
  gtk_file_filter_add_mime_type (filter, "application/json");
  gtk_file_filter_add_suffix (filter, "json");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_object_set_data (G_OBJECT (chooser), "index", GINT_TO_POINTER (index));
  g_signal_connect_object (chooser, "response", G_CALLBACK (file_chosen_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
choose_config_cb (CpCustomModelDialog *self)
{
  choose_file (self, FALSE);
}

static void
choose_index_cb (CpCustomModelDialog *self)
{
  choose_file (self, TRUE);
}

/* Switching between memory and parameters puts the cursor where the
 * person types next. */
static void
mode_toggled_cb (CpCustomModelDialog *self,
                 GtkToggleButton     *button)
{
  if (!gtk_toggle_button_get_active (button))
    return;

  changed_cb (self);
  gtk_widget_grab_focus (button == self->by_config ? self->config_button :
                         GTK_WIDGET (button == self->by_params ? self->params_row
                                                               : self->memory_row));
}

static void
add_clicked_cb (CpCustomModelDialog *self)
{
  g_autoptr(CpModel) model = cp_custom_model_dialog_dup_model (self, NULL);

  if (model == NULL)
    return;

  g_signal_emit (self, signals[MODEL_CHOSEN], 0, model,
                 gtk_editable_get_text (GTK_EDITABLE (self->name_row)));
  gtk_window_close (GTK_WINDOW (self));
}

static void
cp_custom_model_dialog_dispose (GObject *object)
{
  CpCustomModelDialog *self = (CpCustomModelDialog *) object;

  if (self->importing != NULL)
    g_cancellable_cancel (self->importing);
  g_clear_object (&self->importing);
  g_clear_object (&self->imported);
  g_clear_object (&self->config_file);
  g_clear_object (&self->index_file);
  g_clear_pointer (&self->import_problem, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), CP_TYPE_CUSTOM_MODEL_DIALOG);

  G_OBJECT_CLASS (cp_custom_model_dialog_parent_class)->dispose (object);
}

static void
cp_custom_model_dialog_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  CpCustomModelDialog *self = CP_CUSTOM_MODEL_DIALOG (object);

  if (prop_id == 1)
    g_value_set_boolean (value, self->importing != NULL);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
cp_custom_model_dialog_class_init (CpCustomModelDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  cp_accessible_names_install ();
  object_class->dispose = cp_custom_model_dialog_dispose;
  object_class->get_property = cp_custom_model_dialog_get_property;

  /**
   * CpCustomModelDialog::model-chosen:
   * @model: the model described
   * @name: the name the person gave it, or blanks for none
   *
   * Emitted when the person adds a valid model; the dialog closes after.
   */
  signals[MODEL_CHOSEN] =
    g_signal_new ("model-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, CP_TYPE_MODEL, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/bektursun/ClusterPlanner/ui/cp-custom-model-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, add_button);
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, by_memory);
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, by_params);
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, by_config);
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, config_group);
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, read_group);
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, config_row);
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, index_row);
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, read_params_row);
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, read_layers_row);
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, read_attention_row);
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, read_kv_row);
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, config_button);
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, memory_group);
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, params_group);
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, memory_row);
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, params_row);
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, precision_row);
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, status_icon);
  gtk_widget_class_bind_template_child (widget_class, CpCustomModelDialog, status_label);
  gtk_widget_class_bind_template_callback (widget_class, changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, add_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, mode_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, choose_config_cb);
  gtk_widget_class_bind_template_callback (widget_class, choose_index_cb);

  /**
   * CpCustomModelDialog:importing:
   *
   * Whether a config.json is being read.
   */
  g_object_class_install_property (object_class, 1,
                                   g_param_spec_boolean ("importing", NULL, NULL, FALSE,
                                                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
}

static void
cp_custom_model_dialog_init (CpCustomModelDialog *self)
{
  GtkEditable *name_text;

  gtk_widget_init_template (GTK_WIDGET (self));

  /* No longer a name than a plan file holds (CP_TEXT_NAME_MAX), so that
   * what is typed is what is saved. */
  name_text = gtk_editable_get_delegate (GTK_EDITABLE (self->name_row));
  if (GTK_IS_TEXT (name_text))
    gtk_text_set_max_length (GTK_TEXT (name_text), CP_TEXT_NAME_MAX);

  cp_combo_row_show_whole_items (self->precision_row);

  /* The three ways, side by side, wrap their words rather than make the
   * dialog wider than a phone (in English they asked for 421 pixels). */
  {
    GtkToggleButton *ways[] = { self->by_memory, self->by_params, self->by_config };

    for (guint i = 0; i < G_N_ELEMENTS (ways); i++)
      {
        GtkWidget *label = gtk_button_get_child (GTK_BUTTON (ways[i]));

        if (GTK_IS_LABEL (label))
          {
            gtk_label_set_wrap (GTK_LABEL (label), TRUE);
            gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
          }
      }
  }

  changed_cb (self);
}

GtkWidget *
cp_custom_model_dialog_new (GtkWindow *parent)
{
  return g_object_new (CP_TYPE_CUSTOM_MODEL_DIALOG, "transient-for", parent, NULL);
}
