/* cp-custom-model-dialog.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-custom-model-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-custom-model-dialog.h"
#include "cp-format.h"
#include "cp-parse.h"

/* Describes a model the catalog lacks: by the memory it needs, or by its
 * parameters and precision. The input is checked as it is typed, and "Add"
 * only works on a valid description. */
struct _CpCustomModelDialog
{
  AdwWindow        parent_instance;

  GtkWidget       *add_button;
  GtkToggleButton *by_memory;
  GtkToggleButton *by_params;
  GtkWidget       *memory_group;
  GtkWidget       *params_group;
  AdwEntryRow     *memory_row;
  AdwEntryRow     *params_row;
  AdwComboRow     *precision_row;
  AdwEntryRow     *name_row;
  GtkImage        *status_icon;
  GtkLabel        *status_label;
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

static void
changed_cb (CpCustomModelDialog *self)
{
  g_autofree char *problem = NULL;
  g_autofree char *message = NULL;
  g_autoptr(CpModel) model = NULL;
  gboolean by_params = gtk_toggle_button_get_active (self->by_params);
  GtkWidget *row = GTK_WIDGET (by_params ? self->params_row : self->memory_row);
  g_autofree char *typed = g_strdup (gtk_editable_get_text (GTK_EDITABLE (row)));
  gboolean empty;

  gtk_widget_set_visible (self->memory_group, !by_params);
  gtk_widget_set_visible (self->params_group, by_params);

  model = cp_custom_model_dialog_dup_model (self, &problem);
  /* Spaces alone are not a mistake yet. */
  empty = *g_strstrip (typed) == '\0';

  if (model != NULL)
    {
      g_autofree char *memory = cp_format_memory (cp_model_get_min_memory_mb (model));

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

/* Switching between memory and parameters puts the cursor where the
 * person types next. */
static void
mode_toggled_cb (CpCustomModelDialog *self,
                 GtkToggleButton     *button)
{
  if (!gtk_toggle_button_get_active (button))
    return;

  changed_cb (self);
  gtk_widget_grab_focus (GTK_WIDGET (button == self->by_params ? self->params_row
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
  gtk_widget_dispose_template (GTK_WIDGET (object), CP_TYPE_CUSTOM_MODEL_DIALOG);

  G_OBJECT_CLASS (cp_custom_model_dialog_parent_class)->dispose (object);
}

static void
cp_custom_model_dialog_class_init (CpCustomModelDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cp_custom_model_dialog_dispose;

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
}

static void
cp_custom_model_dialog_init (CpCustomModelDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  changed_cb (self);
}

GtkWidget *
cp_custom_model_dialog_new (GtkWindow *parent)
{
  return g_object_new (CP_TYPE_CUSTOM_MODEL_DIALOG, "transient-for", parent, NULL);
}
