/* cp-builds-page.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-builds-page"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-build-card.h"
#include "cp-builds-page.h"
#include "cp-diagram-view.h"
#include "cp-format.h"
#include "cp-model.h"

/* The chosen models' memory, one card per tier in catalog order, and the
 * topology of the build picked among them (the recommended one at first). */
struct _CpBuildsPage
{
  AdwBin          parent_instance;

  CpPlan         *plan;

  AdwStatusPage  *error_page;
  GtkLabel       *heading_label;
  GtkLabel       *requirement_label;
  GtkWidget      *summary_button;
  GtkImage       *summary_icon;
  GtkLabel       *summary_title;
  GtkLabel       *summary_numbers;
  GtkListBox     *cards;
  GtkLabel       *topology_label;
  GtkWidget      *diagram_box;
  GtkWidget      *diagram;
  AdwBin         *workload_slot;
};

G_DEFINE_FINAL_TYPE (CpBuildsPage, cp_builds_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_PLAN,
  PROP_SELECTED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Shows @build on the card of @row. */
static void
show_build (GtkListBoxRow *row,
            CpBuild       *build)
{
  GtkWidget *card = gtk_list_box_row_get_child (row);
  g_autofree char *summary = NULL;

  cp_build_card_set_build (CP_BUILD_CARD (card), build);
  summary = cp_build_card_dup_summary (CP_BUILD_CARD (card));

  /* The row is what takes keyboard focus, so it is what a screen reader
   * announces. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, summary,
                                  -1);
}

static GtkWidget *
create_card_cb (gpointer item,
                gpointer user_data)
{
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), cp_build_card_new (NULL));
  show_build (GTK_LIST_BOX_ROW (row), CP_BUILD (item));

  return row;
}

static CpBuild *
row_build (GtkListBoxRow *row)
{
  return cp_build_card_get_build (CP_BUILD_CARD (gtk_list_box_row_get_child (row)));
}

static void
selection_changed_cb (CpBuildsPage *self)
{
  CpBuild *build;

  /* The list box says its rows went away while the page is disposed. */
  if (self->cards == NULL)
    return;

  build = cp_builds_page_get_selected (self);

  if (build != NULL)
    {
      g_autofree char *title = cp_build_dup_title (build);
      g_autofree char *text = NULL;

      /* TRANSLATORS: heading over the diagram, e.g. "How 3 × NVIDIA DGX
       * H100 is wired" */
      text = g_strdup_printf (_("How %s is wired"), title);
      gtk_label_set_label (self->topology_label, text);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->topology_label), build != NULL);
  gtk_widget_set_visible (self->diagram, build != NULL);
  cp_diagram_view_set_build (CP_DIAGRAM_VIEW (self->diagram), build);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

/* Takes the person to the recommended build's card. */
static void
summary_clicked_cb (CpBuildsPage *self)
{
  CpBuild *recommended = self->plan ? cp_plan_get_recommended (self->plan) : NULL;
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->cards, i)) != NULL; i++)
    {
      if (row_build (row) == recommended)
        {
          gtk_list_box_select_row (self->cards, row);
          gtk_widget_grab_focus (GTK_WIDGET (row));
          return;
        }
    }
}

/* The answer first: the recommended build and its three combined numbers,
 * above the cards of every tier. */
static void
update_summary (CpBuildsPage *self)
{
  CpBuild *recommended = cp_plan_get_recommended (self->plan);
  g_autofree char *title = NULL;
  g_autofree char *numbers = NULL;

  gtk_widget_set_sensitive (self->summary_button, recommended != NULL);

  if (recommended == NULL)
    {
      gtk_image_set_from_icon_name (self->summary_icon, "dialog-warning-symbolic");
      gtk_label_set_label (self->summary_title,
                           _("No build this store recommends can run this"));
      gtk_label_set_label (self->summary_numbers,
                           _("Try fewer models, or a catalog with larger systems."));
    }
  else
    {
      g_autofree char *build = cp_build_dup_title (recommended);
      g_autofree char *memory = cp_format_memory (cp_build_get_memory_mb (recommended));
      g_autofree char *power = cp_format_power (cp_build_get_power_w (recommended));
      g_autofree char *price = cp_format_price (cp_build_get_price_cents (recommended));

      gtk_image_set_from_icon_name (self->summary_icon, "starred-symbolic");
      /* TRANSLATORS: e.g. "Recommended: 3 × NVIDIA DGX H100 (Startup Build)" */
      title = g_strdup_printf (_("Recommended: %s (%s)"), build,
                               cp_item_get_name (CP_ITEM (cp_build_get_tier (recommended))));
      /* TRANSLATORS: the three combined numbers: memory, power, price */
      numbers = g_strdup_printf (_("%s of GPU memory · %s · %s"), memory, power, price);
      gtk_label_set_label (self->summary_title, title);
      gtk_label_set_label (self->summary_numbers, numbers);
    }

  /* A button is named by its label property; this one's labels are its
   * children, so name it for screen readers explicitly. */
  {
    g_autofree char *name = g_strdup_printf ("%s. %s", gtk_label_get_label (self->summary_title),
                                             gtk_label_get_label (self->summary_numbers));

    gtk_accessible_update_property (GTK_ACCESSIBLE (self->summary_button),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                    -1);
  }
}

static void
cp_builds_page_dispose (GObject *object)
{
  CpBuildsPage *self = (CpBuildsPage *) object;

  gtk_widget_dispose_template (GTK_WIDGET (self), CP_TYPE_BUILDS_PAGE);
  g_clear_object (&self->plan);

  G_OBJECT_CLASS (cp_builds_page_parent_class)->dispose (object);
}

static void
cp_builds_page_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  CpBuildsPage *self = CP_BUILDS_PAGE (object);

  switch (prop_id)
    {
    case PROP_PLAN:
      g_value_set_object (value, self->plan);
      break;

    case PROP_SELECTED:
      g_value_set_object (value, cp_builds_page_get_selected (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_builds_page_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  CpBuildsPage *self = CP_BUILDS_PAGE (object);

  switch (prop_id)
    {
    case PROP_PLAN:
      cp_builds_page_set_plan (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_builds_page_class_init (CpBuildsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cp_builds_page_dispose;
  object_class->get_property = cp_builds_page_get_property;
  object_class->set_property = cp_builds_page_set_property;

  properties[PROP_PLAN] =
    g_param_spec_object ("plan", NULL, NULL, CP_TYPE_PLAN,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED] =
    g_param_spec_object ("selected", NULL, NULL, CP_TYPE_BUILD,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/bektursun/ClusterPlanner/ui/cp-builds-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, error_page);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, heading_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, requirement_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, summary_button);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, summary_icon);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, summary_title);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, summary_numbers);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, cards);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, topology_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, diagram_box);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, workload_slot);
  gtk_widget_class_bind_template_callback (widget_class, selection_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, summary_clicked_cb);
}

static void
cp_builds_page_init (CpBuildsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->diagram = cp_diagram_view_new ();
  gtk_widget_set_visible (self->diagram, FALSE);
  gtk_box_append (GTK_BOX (self->diagram_box), self->diagram);
}

CpPlan *
cp_builds_page_get_plan (CpBuildsPage *self)
{
  g_return_val_if_fail (CP_IS_BUILDS_PAGE (self), NULL);

  return self->plan;
}

/* Shows @builds on the cards there are when they are as many, of the same
 * tiers: a new plan for a new workload or model keeps its cards, and only
 * what they say changes. Returns whether it did. */
static gboolean
update_cards (CpBuildsPage *self,
              GListModel   *builds)
{
  guint n = g_list_model_get_n_items (builds);
  GtkListBoxRow *row;

  if (gtk_list_box_get_row_at_index (self->cards, n) != NULL)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CpBuild) build = g_list_model_get_item (builds, i);

      row = gtk_list_box_get_row_at_index (self->cards, i);
      if (row == NULL || cp_build_get_tier (row_build (row)) != cp_build_get_tier (build))
        return FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CpBuild) build = g_list_model_get_item (builds, i);

      show_build (gtk_list_box_get_row_at_index (self->cards, i), build);
    }

  return TRUE;
}

/**
 * cp_builds_page_set_plan:
 * @plan: (nullable): the plan to show, or %NULL when no model is chosen
 *
 * Shows @plan's builds, the recommended one picked.
 */
void
cp_builds_page_set_plan (CpBuildsPage *self,
                         CpPlan       *plan)
{
  g_return_if_fail (CP_IS_BUILDS_PAGE (self));
  g_return_if_fail (!plan || CP_IS_PLAN (plan));

  if (!g_set_object (&self->plan, plan))
    return;

  if (plan == NULL)
    {
      gtk_list_box_bind_model (self->cards, NULL, NULL, NULL, NULL);
      gtk_stack_set_visible_child_name (GTK_STACK (adw_bin_get_child (ADW_BIN (self))), "empty");
    }
  else
    {
      guint n_models = g_list_model_get_n_items (cp_plan_get_models (plan));
      g_autofree char *names = cp_plan_dup_models_title (plan);
      g_autofree char *memory = cp_format_memory (cp_plan_get_required_mb (plan));
      g_autofree char *requirement = NULL;
      CpBuild *recommended = cp_plan_get_recommended (plan);

      /* One model or several: two messages, not a plural by count. */
      requirement = g_strdup_printf (n_models == 1 ? _("needs at least %s of GPU memory")
                                                   : _("need at least %s of GPU memory together"),
                                     memory);
      gtk_label_set_label (self->heading_label, names);
      gtk_label_set_label (self->requirement_label, requirement);

      update_summary (self);
      if (!update_cards (self, cp_plan_get_builds (plan)))
        gtk_list_box_bind_model (self->cards, cp_plan_get_builds (plan), create_card_cb, self, NULL);
      cp_builds_page_select_build (self, recommended);
      if (recommended == NULL)
        {
          g_autoptr(CpBuild) first = g_list_model_get_item (cp_plan_get_builds (plan), 0);

          cp_builds_page_select_build (self, first);
        }

      gtk_stack_set_visible_child_name (GTK_STACK (adw_bin_get_child (ADW_BIN (self))), "plan");
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAN]);
}

/* Shows why there is no plan, for requirements too large to add up. */
void
cp_builds_page_show_error (CpBuildsPage *self,
                           const char   *message)
{
  g_return_if_fail (CP_IS_BUILDS_PAGE (self));

  cp_builds_page_set_plan (self, NULL);
  adw_status_page_set_description (self->error_page, message);
  gtk_stack_set_visible_child_name (GTK_STACK (adw_bin_get_child (ADW_BIN (self))), "error");
}

/* The build whose card is picked, shown large below the cards. */
CpBuild *
cp_builds_page_get_selected (CpBuildsPage *self)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (CP_IS_BUILDS_PAGE (self), NULL);

  row = gtk_list_box_get_selected_row (self->cards);
  if (row == NULL)
    return NULL;

  return row_build (row);
}

void
cp_builds_page_select_build (CpBuildsPage *self,
                             CpBuild      *build)
{
  GtkListBoxRow *row;

  g_return_if_fail (CP_IS_BUILDS_PAGE (self));

  if (build == NULL)
    {
      gtk_list_box_unselect_all (self->cards);
      return;
    }

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->cards, i)) != NULL; i++)
    {
      if (row_build (row) == build)
        {
          gtk_list_box_select_row (self->cards, row);
          return;
        }
    }
}

/* Puts @control (the window's workload control) above the builds. */
void
cp_builds_page_set_workload_control (CpBuildsPage *self,
                                     GtkWidget    *control)
{
  g_return_if_fail (CP_IS_BUILDS_PAGE (self));

  adw_bin_set_child (self->workload_slot, control);
}
