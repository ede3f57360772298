/* cp-recipe-dialog.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-recipe-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-accessible-names.h"
#include "cp-build-words.h"
#include "cp-launch-recipe.h"
#include "cp-recipe-dialog.h"
#include "cp-serving-words.h"

/* The launch recipe of each model a build serves: the vLLM command line
 * for its layout, in a monospace block a person can select, with a Copy
 * button. The recipe's text is the catalog layer's (cp-launch-recipe.c),
 * the same `--recipe` prints. */
struct _CpRecipeDialog
{
  AdwWindow        parent_instance;

  CpBuild         *build;
  /* The recipes shown, in order. */
  GPtrArray       *recipes;

  AdwToastOverlay *toasts;
  GtkLabel        *intro_label;
  GtkBox          *recipes_box;
};

G_DEFINE_FINAL_TYPE (CpRecipeDialog, cp_recipe_dialog, ADW_TYPE_WINDOW)

/**
 * cp_recipe_dialog_copy:
 * @position: which recipe, from 0
 *
 * Puts the recipe on the clipboard, as its Copy button does.
 *
 * Returns: %FALSE when there is no such recipe.
 */
gboolean
cp_recipe_dialog_copy (CpRecipeDialog *self,
                       guint           position)
{
  g_return_val_if_fail (CP_IS_RECIPE_DIALOG (self), FALSE);

  if (position >= self->recipes->len)
    return FALSE;

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)),
                          g_ptr_array_index (self->recipes, position));
  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (_("Recipe copied")));

  return TRUE;
}

static void
copy_clicked_cb (GtkButton      *button,
                 CpRecipeDialog *self)
{
  cp_recipe_dialog_copy (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "position")));
}

/* One model's recipe: its name, the text, and a button to copy it. */
static GtkWidget *
new_recipe (CpRecipeDialog *self,
            const char     *name,
            const char     *recipe,
            guint           position)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *title = gtk_label_new (name);
  GtkWidget *copy = gtk_button_new_with_mnemonic (_("_Copy"));
  GtkWidget *frame = gtk_frame_new (NULL);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *text = gtk_text_view_new ();
  g_autofree char *copy_name = NULL;

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (head), title);

  /* TRANSLATORS: the accessible name of a Copy button, e.g. "Copy the
   * recipe for Llama 3.1 70B" */
  copy_name = g_strdup_printf (_("Copy the recipe for %s"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (copy), GTK_ACCESSIBLE_PROPERTY_LABEL, copy_name, -1);
  gtk_widget_set_valign (copy, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (copy), "position", GUINT_TO_POINTER (position));
  g_signal_connect_object (copy, "clicked", G_CALLBACK (copy_clicked_cb), self, 0);
  gtk_box_append (GTK_BOX (head), copy);
  gtk_box_append (GTK_BOX (box), head);

  gtk_text_view_set_editable (GTK_TEXT_VIEW (text), FALSE);
  gtk_text_view_set_monospace (GTK_TEXT_VIEW (text), TRUE);
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (text), GTK_WRAP_NONE);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (text), 12);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (text), 12);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (text), 12);
  gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (text), 12);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (text)), recipe, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (text), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);

  /* Long lines scroll sideways rather than wrap: a command line is copied
   * as it is. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), text);
  gtk_frame_set_child (GTK_FRAME (frame), scroller);
  gtk_box_append (GTK_BOX (box), frame);

  return box;
}

static void
fill (CpRecipeDialog *self)
{
  CpServing *serving = cp_build_get_serving (self->build);
  GListModel *models = cp_serving_get_models (serving);
  g_autofree char *title = cp_build_dup_title (self->build);
  g_autofree char *intro = NULL;

  /* TRANSLATORS: at the top of the Launch Recipe window, e.g. "How to start
   * vLLM for this layout on 1 × NVIDIA DGX H100. It is a starting point:
   * check it on the real systems; it promises no speed." */
  intro = g_strdup_printf (_("How to start vLLM for this layout on %s. It is a starting point: "
                             "check it on the real systems; it promises no speed."), title);
  gtk_label_set_label (self->intro_label, intro);

  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModelServing) model = g_list_model_get_item (models, i);
      char *recipe = cp_launch_recipe_dup_text (self->build, model);

      if (recipe == NULL)
        continue;

      gtk_box_append (self->recipes_box,
                      new_recipe (self, cp_item_get_name (CP_ITEM (cp_model_serving_get_model (model))),
                                  recipe, self->recipes->len));
      g_ptr_array_add (self->recipes, recipe);
    }
}

static void
cp_recipe_dialog_dispose (GObject *object)
{
  CpRecipeDialog *self = (CpRecipeDialog *) object;

  gtk_widget_dispose_template (GTK_WIDGET (self), CP_TYPE_RECIPE_DIALOG);
  g_clear_object (&self->build);
  g_clear_pointer (&self->recipes, g_ptr_array_unref);

  G_OBJECT_CLASS (cp_recipe_dialog_parent_class)->dispose (object);
}

static void
cp_recipe_dialog_class_init (CpRecipeDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  cp_accessible_names_install ();
  object_class->dispose = cp_recipe_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/bektursun/ClusterPlanner/ui/cp-recipe-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CpRecipeDialog, toasts);
  gtk_widget_class_bind_template_child (widget_class, CpRecipeDialog, intro_label);
  gtk_widget_class_bind_template_child (widget_class, CpRecipeDialog, recipes_box);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
cp_recipe_dialog_init (CpRecipeDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->recipes = g_ptr_array_new_with_free_func (g_free);
}

/**
 * cp_recipe_dialog_new:
 * @parent: (nullable): the window it belongs to
 * @build: a build planned with a workload
 */
GtkWidget *
cp_recipe_dialog_new (GtkWindow *parent,
                      CpBuild   *build)
{
  CpRecipeDialog *self;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);
  g_return_val_if_fail (cp_build_get_serving (build) != NULL, NULL);

  self = g_object_new (CP_TYPE_RECIPE_DIALOG, "transient-for", parent, NULL);
  self->build = g_object_ref (build);
  fill (self);

  return GTK_WIDGET (self);
}

/* The text of recipe @position, or NULL; for tests. */
char *
cp_recipe_dialog_dup_recipe (CpRecipeDialog *self,
                             guint           position)
{
  g_return_val_if_fail (CP_IS_RECIPE_DIALOG (self), NULL);

  if (position >= self->recipes->len)
    return NULL;

  return g_strdup (g_ptr_array_index (self->recipes, position));
}
