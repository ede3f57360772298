/* cp-serving-view.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-serving-view"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-memory-bar-view.h"
#include "cp-model-serving-words.h"
#include "cp-quote-settings.h"
#include "cp-recipe-dialog.h"
#include "cp-serving-view.h"
#include "cp-serving-words.h"
#include "cp-site-settings.h"
#include "cp-speed-words.h"
#include "cp-workload-words.h"

/* How a build serves the workload, on its card: the verdict in words and
 * icon, and per model the layout in plain words, the users it takes at
 * this context and the context each of these users can have, and what
 * each GPU holds as a bar. All the words come from cp-serving-words.c;
 * without a workload the view is hidden. */
struct _CpServingView
{
  AdwBin      parent_instance;

  CpBuild    *build;

  GtkImage   *verdict_icon;
  GtkLabel   *verdict_label;
  GtkLabel   *workload_label;
  GtkBox     *models_box;
  GtkWidget  *recipe_button;

  /* ModelPart, one per model shown. */
  GPtrArray  *parts;
};

G_DEFINE_FINAL_TYPE (CpServingView, cp_serving_view, ADW_TYPE_BIN)

/* The verdict's icon and its style; its words say it too. */
static void
update_verdict (CpServingView    *self,
                CpServingVerdict  verdict)
{
  static const struct
  {
    const char *icon;
    const char *style;
  } looks[] = {
    [CP_SERVING_UNKNOWN] = { "dialog-information-symbolic", NULL },
    [CP_SERVING_FITS] = { "emblem-ok-symbolic", "success" },
    [CP_SERVING_MARGINAL] = { "dialog-warning-symbolic", "warning" },
    [CP_SERVING_DOES_NOT_FIT] = { "action-unavailable-symbolic", "error" },
  };
  const char *classes[] = { looks[verdict].style, NULL };

  gtk_image_set_from_icon_name (self->verdict_icon, looks[verdict].icon);
  gtk_widget_set_css_classes (GTK_WIDGET (self->verdict_icon), classes);
  gtk_label_set_label (self->verdict_label, cp_serving_verdict_get_label (verdict));
}

/* The widgets of one model's part of the view, kept so that a new plan
 * for the same models only changes what they say. */
typedef struct
{
  GtkWidget *box;
  GtkLabel  *name;
  GtkLabel  *layout;
  GtkLabel  *users;
  GtkLabel  *context;
  GtkLabel  *note;
  GtkWidget *bar;
  /* The speed ceiling, one line, and every bound under an expander
   * (docs/sizing.md §13). */
  GtkLabel  *speed;
  GtkWidget *speed_more;
  GtkLabel  *speed_details;
  /* The model shown, only to tell when another takes its place (never
   * dereferenced). */
  gconstpointer shown;
} ModelPart;

static GtkLabel *
add_label (GtkWidget  *box,
           const char *style)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  gtk_box_append (GTK_BOX (box), label);

  return GTK_LABEL (label);
}

/* Sets @label to @text, hidden when there is none. */
static void
show_text (GtkLabel   *label,
           const char *text)
{
  gtk_label_set_label (label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL);
}

static ModelPart *
new_model_part (void)
{
  ModelPart *part = g_new0 (ModelPart, 1);

  part->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  part->name = add_label (part->box, "heading");
  part->layout = add_label (part->box, NULL);
  part->users = add_label (part->box, "numeric");
  part->context = add_label (part->box, "numeric");
  part->note = add_label (part->box, "caption");
  part->bar = cp_memory_bar_view_new ();
  gtk_widget_set_margin_top (part->bar, 4);
  gtk_box_append (GTK_BOX (part->box), part->bar);
  part->speed = add_label (part->box, "caption");
  part->speed_more = gtk_expander_new (NULL);
  {
    /* A label that wraps: a long translation must not widen the card. */
    GtkWidget *title = gtk_label_new (_("What It Can and Cannot Promise"));

    gtk_label_set_wrap (GTK_LABEL (title), TRUE);
    gtk_label_set_xalign (GTK_LABEL (title), 0);
    gtk_expander_set_label_widget (GTK_EXPANDER (part->speed_more), title);
  }
  part->speed_details = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (part->speed_details, 0);
  gtk_label_set_wrap (part->speed_details, TRUE);
  gtk_label_set_wrap_mode (part->speed_details, PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (GTK_WIDGET (part->speed_details), "caption");
  gtk_expander_set_child (GTK_EXPANDER (part->speed_more), GTK_WIDGET (part->speed_details));
  gtk_box_append (GTK_BOX (part->box), part->speed_more);

  return part;
}

/* The model's speed ceiling on the card, and every bound with the
 * measurements beside them on demand; nothing when none can be stated. */
static void
update_speed (CpServingView      *self,
              ModelPart          *part,
              CpModelServing     *model,
              const CpSpeedTerms *terms)
{
  g_autoptr(GPtrArray) lines = NULL;
  g_autoptr(GString) details = g_string_new (NULL);

  lines = cp_speed_words_dup_build_lines (self->build, model, 0, terms);
  if (lines == NULL || lines->len == 0)
    {
      /* Why there is no bound: every card of a workload says something
       * of its speed. */
      g_autofree char *why = cp_speed_words_dup_fact (self->build, model, 0, terms);

      show_text (part->speed, why);
      gtk_widget_set_visible (part->speed_more, FALSE);
      return;
    }

  show_text (part->speed, ((CpSpeedLine *) lines->pdata[0])->text);
  for (guint i = 1; i < lines->len; i++)
    {
      const CpSpeedLine *line = lines->pdata[i];

      if (details->len > 0)
        g_string_append_c (details, '\n');
      g_string_append (details, line->measured ? "  " : "");
      g_string_append (details, line->text);
    }
  gtk_label_set_label (part->speed_details, details->str);
  gtk_widget_set_visible (part->speed_more, TRUE);
}

/* One model: its name when the build serves several, its layout, users
 * and context, and its bar; or why it has none. */
static void
update_model_part (CpServingView      *self,
                   ModelPart          *part,
                   CpModelServing     *model,
                   CpServing          *serving,
                   gboolean            several,
                   const CpSpeedTerms *terms)
{
  const char *name = cp_item_get_name (CP_ITEM (cp_model_serving_get_model (model)));
  g_autofree char *layout = cp_model_serving_dup_layout (model, self->build);
  g_autofree char *users = NULL;
  g_autofree char *context = NULL;

  /* Another model in this place: its bounds start folded. */
  if (part->shown != cp_model_serving_get_model (model))
    gtk_expander_set_expanded (GTK_EXPANDER (part->speed_more), FALSE);
  part->shown = cp_model_serving_get_model (model);

  if (layout == NULL)
    {
      g_autofree char *unknown = cp_model_dup_unknown_architecture (cp_model_serving_get_model (model));

      show_text (part->name, NULL);
      show_text (part->layout, unknown);
      gtk_widget_add_css_class (GTK_WIDGET (part->layout), "dim-label");
      show_text (part->users, NULL);
      show_text (part->context, NULL);
      show_text (part->note, NULL);
      gtk_widget_set_visible (part->bar, FALSE);
      show_text (part->speed, NULL);
      gtk_widget_set_visible (part->speed_more, FALSE);
      return;
    }

  users = cp_model_serving_dup_users (model, serving);
  context = cp_model_serving_dup_context (model, serving);

  show_text (part->name, several ? name : NULL);
  show_text (part->layout, layout);
  gtk_widget_remove_css_class (GTK_WIDGET (part->layout), "dim-label");
  show_text (part->users, users);
  show_text (part->context, context);
  show_text (part->note, cp_model_serving_get_note (model));
  gtk_widget_set_visible (part->bar, TRUE);
  cp_memory_bar_view_set_serving (CP_MEMORY_BAR_VIEW (part->bar), model, name);
  update_speed (self, part, model, terms);
}

/* As many parts as @n_models: those there are stay (a model ticked or
 * unticked leaves the others' words as they were, nothing to lay out
 * again), the rest are added or removed at the end. */
static void
ensure_model_parts (CpServingView *self,
                    guint          n_models)
{
  while (self->parts->len > n_models)
    {
      ModelPart *part = self->parts->pdata[self->parts->len - 1];

      gtk_box_remove (self->models_box, part->box);
      g_ptr_array_set_size (self->parts, self->parts->len - 1);
    }

  while (self->parts->len < n_models)
    {
      ModelPart *part = new_model_part ();

      gtk_box_append (self->models_box, part->box);
      g_ptr_array_add (self->parts, part);
    }
}

static void
update (CpServingView *self)
{
  CpServing *serving = self->build != NULL ? cp_build_get_serving (self->build) : NULL;
  GListModel *models;
  g_autofree char *used = NULL;
  g_autofree char *summary = NULL;
  CpServingVerdict verdict;
  guint n_models;
  CpSpeedTerms terms;

  gtk_widget_set_visible (GTK_WIDGET (self), serving != NULL);
  if (serving == NULL)
    {
      ensure_model_parts (self, 0);
      return;
    }

  verdict = cp_serving_get_verdict (serving);
  update_verdict (self, verdict);
  used = cp_serving_dup_gpus_used (self->build);
  /* Which engine's arithmetic the figures follow, under the GPUs a
   * serving layout takes; "the closest it comes" stands alone. */
  if (used != NULL && verdict != CP_SERVING_DOES_NOT_FIT)
    {
      g_autofree char *engine = cp_serving_dup_engine ();
      g_autofree char *text = g_strconcat (used, "\n", engine, NULL);

      gtk_label_set_label (self->workload_label, text);
    }
  else if (used != NULL)
    gtk_label_set_label (self->workload_label, used);
  gtk_widget_set_visible (GTK_WIDGET (self->workload_label), used != NULL);

  models = cp_serving_get_models (serving);
  n_models = g_list_model_get_n_items (models);
  ensure_model_parts (self, n_models);
  /* The write-off and tariff of the cost floor, read once for all the
   * models. */
  {
    g_autoptr(GSettings) settings = cp_quote_settings_new ();

    cp_speed_terms_read (settings, &terms);
  }
  for (guint i = 0; i < n_models; i++)
    {
      g_autoptr(CpModelServing) model = g_list_model_get_item (models, i);

      update_model_part (self, self->parts->pdata[i], model, serving, n_models > 1, &terms);
    }

  /* A recipe is a starting point for a layout that serves the workload. */
  gtk_widget_set_visible (self->recipe_button,
                          verdict == CP_SERVING_FITS || verdict == CP_SERVING_MARGINAL);

  summary = cp_serving_dup_summary (self->build);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, summary,
                                  -1);
}

static void
show_recipe_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  CpServingView *self = CP_SERVING_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *dialog;

  if (self->build == NULL)
    return;

  dialog = cp_recipe_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, self->build);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
cp_serving_view_dispose (GObject *object)
{
  CpServingView *self = (CpServingView *) object;

  gtk_widget_dispose_template (GTK_WIDGET (self), CP_TYPE_SERVING_VIEW);
  g_clear_object (&self->build);
  g_clear_pointer (&self->parts, g_ptr_array_unref);

  G_OBJECT_CLASS (cp_serving_view_parent_class)->dispose (object);
}

static void
cp_serving_view_class_init (CpServingViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cp_serving_view_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/bektursun/ClusterPlanner/ui/cp-serving-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CpServingView, verdict_icon);
  gtk_widget_class_bind_template_child (widget_class, CpServingView, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, CpServingView, workload_label);
  gtk_widget_class_bind_template_child (widget_class, CpServingView, models_box);
  gtk_widget_class_bind_template_child (widget_class, CpServingView, recipe_button);
  gtk_widget_class_install_action (widget_class, "serving.show-recipe", NULL, show_recipe_cb);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
cp_serving_view_init (CpServingView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  self->parts = g_ptr_array_new_with_free_func (g_free);
}

GtkWidget *
cp_serving_view_new (void)
{
  return g_object_new (CP_TYPE_SERVING_VIEW, NULL);
}

CpBuild *
cp_serving_view_get_build (CpServingView *self)
{
  g_return_val_if_fail (CP_IS_SERVING_VIEW (self), NULL);

  return self->build;
}

/**
 * cp_serving_view_set_build:
 * @build: (nullable): the build; without a workload, the view hides
 */
void
cp_serving_view_set_build (CpServingView *self,
                           CpBuild       *build)
{
  g_return_if_fail (CP_IS_SERVING_VIEW (self));
  g_return_if_fail (build == NULL || CP_IS_BUILD (build));

  if (!g_set_object (&self->build, build))
    return;

  update (self);
}

/* Whether the view says whether the build serves the workload: then the
 * card need not say it of the memory alone. */
gboolean
cp_serving_view_get_shows_verdict (CpServingView *self)
{
  CpServing *serving;

  g_return_val_if_fail (CP_IS_SERVING_VIEW (self), FALSE);

  serving = self->build != NULL ? cp_build_get_serving (self->build) : NULL;

  return serving != NULL && cp_serving_get_verdict (serving) != CP_SERVING_UNKNOWN;
}

static void
append_labels (GtkWidget *widget,
               GString   *out)
{
  if (!gtk_widget_get_visible (widget))
    return;

  if (GTK_IS_LABEL (widget))
    {
      if (out->len > 0)
        g_string_append_c (out, '\n');
      g_string_append (out, gtk_label_get_label (GTK_LABEL (widget)));
      return;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_labels (child, out);
}

/* The words the view shows, a line each, in order. */
char *
cp_serving_view_dup_text (CpServingView *self)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (CP_IS_SERVING_VIEW (self), NULL);

  append_labels (GTK_WIDGET (self), out);

  return g_string_free (out, FALSE);
}
