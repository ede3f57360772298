/* cp-compare-page.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-compare-page"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-build-facts.h"
#include "cp-build-words.h"
#include "cp-build.h"
#include "cp-catalog.h"
#include "cp-compare-page.h"
#include "cp-diagram-view.h"
#include "cp-plan.h"
#include "cp-planner.h"
#include "cp-session.h"
#include "cp-settings.h"
#include "cp-site-settings.h"
#include "cp-site-words.h"
#include "cp-combo-items.h"
#include "cp-spin-numbers.h"

/* Two builds side by side, in the rows of the store's own comparison
 * table. By default, the pile of desktop cards that would hold the chosen
 * models on paper against the recommended build. */

#define N_SIDES 2
/* The titles, the store's facts, then what the room must give each build
 * (cp-site-words.c), and last where the store's claims come from: read in
 * place, in small print, not in tooltips that would cover the rows below
 * (a unit's site source runs to six lines). */
#define FIRST_SITE_ROW (CP_N_BUILD_FACTS_WITH_WORKLOAD + 1)
#define SOURCES_ROW (FIRST_SITE_ROW + CP_N_SITE_ROWS)
#define N_ROWS (SOURCES_ROW + 1)
/* Below this width (a phone's 360 pixels and up to a half screen) the
 * headings' column left each figure a few letters a line: each heading
 * then stands above its figures. */
#define STACK_BELOW_WIDTH 600

struct _CpComparePage
{
  AdwBin          parent_instance;

  /* Followed, once given: its catalog and its plan are compared. */
  CpSession      *session;
  CpCatalog      *catalog;
  CpPlanner      *planner;
  CpPlan         *plan;
  CpBuild        *builds[N_SIDES];
  GtkLabel       *cells[N_ROWS][N_SIDES + 1];
  /* Beside each row's heading: "≠" where the two builds differ. */
  GtkLabel       *marks[N_ROWS];
  GtkWidget      *diagram_views[N_SIDES];
  gboolean        updating;
  /* Whether the person picked the unit of a side: it stays when the
   * models or the workload change (only its count follows them), until
   * Reset. */
  gboolean        picked[N_SIDES];

  GtkSpinButton  *count_a;
  GtkSpinButton  *count_b;
  AdwComboRow    *unit_a;
  AdwComboRow    *unit_b;
  GtkGrid        *table;
  GtkFlowBox     *diagrams;
  GtkSizeGroup   *columns;
  /* The site's supply, tariff, PUE and load, for the site rows. */
  GSettings      *settings;
  /* Narrow, each row's heading stands on a line of its own above its
   * two figures; the layout follows the page's width from an idle. */
  gboolean        stacked;
  guint           restack_id;
};

G_DEFINE_FINAL_TYPE (CpComparePage, cp_compare_page, ADW_TYPE_BIN)

static AdwComboRow *
unit_row (CpComparePage *self,
          guint          side)
{
  return side == 0 ? self->unit_a : self->unit_b;
}

static GtkSpinButton *
count_spin (CpComparePage *self,
            guint          side)
{
  return side == 0 ? self->count_a : self->count_b;
}

/* Marks a row where the two builds differ with a sign, not by colour
 * alone, and says so to screen readers with the row's heading. */
static void
mark_row (CpComparePage *self,
          guint          row)
{
  const char *left = gtk_label_get_label (self->cells[row][1]);
  const char *right = gtk_label_get_label (self->cells[row][2]);
  gboolean differs = self->builds[0] != NULL && self->builds[1] != NULL &&
                     g_strcmp0 (left, right) != 0;
  GtkAccessible *heading = GTK_ACCESSIBLE (self->cells[row][0]);

  /* A sign not shown keeps its room, so that the headings stay in line. */
  gtk_widget_set_child_visible (GTK_WIDGET (self->marks[row]), differs);
  if (differs)
    gtk_accessible_update_property (heading, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    _("The two builds differ here"), -1);
  else
    gtk_accessible_reset_property (heading, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/* The site rows: what each build asks of the room, "—" where a row
 * says nothing of a build (a desktop build's racks, a system's chassis). */
static void
update_site_rows (CpComparePage *self)
{
  CpSiteSettings site;

  cp_site_settings_read (self->settings, &site);

  for (CpSiteRow row = 0; row < CP_N_SITE_ROWS; row++)
    {
      g_autofree char *label = cp_site_row_dup_label (row);
      guint r = FIRST_SITE_ROW + row;

      gtk_label_set_label (self->cells[r][0], label);
      for (guint side = 0; side < N_SIDES; side++)
        {
          CpBuild *build = self->builds[side];
          g_autofree char *text = NULL;

          if (build != NULL)
            text = cp_build_site_row_applies (build, row)
                   ? cp_build_dup_site_row (build, &site, row) : g_strdup ("—");
          gtk_label_set_label (self->cells[r][side + 1], text);
        }
      mark_row (self, r);
    }
}

static void
update_table (CpComparePage *self)
{
  gint64 required_mb = self->plan ? cp_plan_get_required_mb (self->plan) : 0;
  CpSpeedTerms terms;

  cp_speed_terms_read (self->settings, &terms);

  for (guint side = 0; side < N_SIDES; side++)
    {
      CpBuild *build = self->builds[side];
      g_autofree char *title = build ? cp_build_dup_title (build) : NULL;

      gtk_label_set_label (self->cells[0][side + 1], title);
      cp_diagram_view_set_build (CP_DIAGRAM_VIEW (self->diagram_views[side]), build);

      for (guint fact = 0; fact < CP_N_BUILD_FACTS_WITH_WORKLOAD; fact++)
        {
          g_autofree char *text = build ? cp_build_dup_fact_with_terms (build, fact, &terms) : NULL;
          GtkLabel *cell = self->cells[fact + 1][side + 1];

          gtk_label_set_label (cell, text);
        }

      /* A claim of the store's says where it comes from, under the table. */
      {
        g_autofree char *sources = build ? cp_build_dup_sources (build, cp_build_get_site_source (build))
                                         : NULL;

        gtk_label_set_label (self->cells[SOURCES_ROW][side + 1], sources);
      }
    }

  for (guint fact = 0; fact < CP_N_BUILD_FACTS_WITH_WORKLOAD; fact++)
    {
      g_autofree char *label = cp_build_fact_dup_label (fact, required_mb);
      /* A workload's rows only with a workload. */
      gboolean shown = !cp_build_fact_is_workload (fact) ||
                       (self->plan != NULL && cp_plan_get_workload (self->plan) != NULL);

      gtk_label_set_label (self->cells[fact + 1][0], label);
      for (guint column = 0; column < N_SIDES + 1; column++)
        gtk_widget_set_visible (GTK_WIDGET (self->cells[fact + 1][column]), shown);
      /* The heading is in a box with its mark: the box is the grid's. */
      gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->cells[fact + 1][0])), shown);
      mark_row (self, fact + 1);
    }

  update_site_rows (self);
}

/* The site rows follow Preferences' supply, tariff, PUE and load; the
 * cost floor its tariff, PUE and write-off. */
static void
site_settings_changed_cb (CpComparePage *self,
                          const char    *key,
                          GSettings     *settings)
{
  if (g_str_equal (key, "site-tariff") || g_str_equal (key, "site-pue") ||
      g_str_equal (key, "cost-write-off-years"))
    update_table (self);
  else if (g_str_has_prefix (key, "site-"))
    update_site_rows (self);
}

static void
evaluate_side (CpComparePage *self,
               guint          side)
{
  g_autoptr(CpUnit) unit = NULL;
  g_autoptr(GError) error = NULL;
  gint64 count;

  g_clear_object (&self->builds[side]);

  if (self->catalog == NULL || self->plan == NULL)
    return;

  unit = g_list_model_get_item (cp_catalog_get_units (self->catalog),
                                adw_combo_row_get_selected (unit_row (self, side)));
  if (unit == NULL)
    return;

  count = gtk_spin_button_get_value_as_int (count_spin (self, side));
  self->builds[side] = cp_planner_evaluate_for_plan (self->planner, unit, count, self->plan, &error);
  if (self->builds[side] == NULL)
    g_warning ("Cannot add up %" G_GINT64_FORMAT " × %s: %s",
               count, cp_item_get_name (CP_ITEM (unit)), error->message);
}

static void
pick_changed_cb (CpComparePage *self)
{
  if (self->updating)
    return;

  for (guint side = 0; side < N_SIDES; side++)
    evaluate_side (self, side);
  update_table (self);
}

/* How many of @unit the chosen models need: the count the plan's sizing
 * rules (and its workload, when it has one) give it, whatever its tier;
 * one when no model is chosen. */
static gint64
needed_count (CpComparePage *self,
              CpUnit        *unit)
{
  g_autoptr(CpBuild) build = NULL;
  g_autoptr(GError) error = NULL;

  if (self->plan == NULL)
    return 1;

  build = cp_planner_size_unit_for_plan (self->planner, unit, self->plan, &error);
  if (build == NULL)
    {
      g_warning ("Cannot size %s: %s", cp_item_get_name (CP_ITEM (unit)), error->message);
      return 1;
    }

  return cp_build_get_count (build);
}

/* Another unit on one side: the count that was right for the old unit
 * means nothing for the new one (135 cards are not 135 racks), so it
 * becomes the count the chosen models need of the new unit. */
static void
unit_changed_cb (CpComparePage *self,
                 GParamSpec    *pspec,
                 AdwComboRow   *row)
{
  guint side = row == self->unit_a ? 0 : 1;
  g_autoptr(CpUnit) unit = NULL;

  if (self->updating || self->catalog == NULL)
    return;

  unit = g_list_model_get_item (cp_catalog_get_units (self->catalog),
                                adw_combo_row_get_selected (row));
  self->picked[side] = TRUE;
  if (unit != NULL)
    {
      self->updating = TRUE;
      gtk_spin_button_set_value (count_spin (self, side), (double) needed_count (self, unit));
      self->updating = FALSE;
    }

  pick_changed_cb (self);
}

/**
 * cp_compare_page_pick:
 * @side: 0 for the left build, 1 for the right
 * @unit: a unit of the page's catalog
 * @count: how many, at least one
 */
void
cp_compare_page_pick (CpComparePage *self,
                      guint          side,
                      CpUnit        *unit,
                      gint64         count)
{
  guint position;

  g_return_if_fail (CP_IS_COMPARE_PAGE (self));
  g_return_if_fail (side < N_SIDES);
  g_return_if_fail (CP_IS_UNIT (unit));
  g_return_if_fail (self->catalog != NULL);

  if (!g_list_store_find (G_LIST_STORE (cp_catalog_get_units (self->catalog)), unit, &position))
    g_return_if_reached ();

  self->updating = TRUE;
  adw_combo_row_set_selected (unit_row (self, side), position);
  gtk_spin_button_set_value (count_spin (self, side), (double) count);
  self->updating = FALSE;

  pick_changed_cb (self);
}

static void
pick_build (CpComparePage *self,
            guint          side,
            CpBuild       *build)
{
  if (build != NULL)
    cp_compare_page_pick (self, side, cp_build_get_unit (build), cp_build_get_count (build));
}

/* The desktop pile on the left, the recommended build on the right; when a
 * plan has neither, its first and last builds. A side whose unit the
 * person picked keeps it, with the count the plan needs of it. */
static void
pick_defaults (CpComparePage *self)
{
  GListModel *builds;
  g_autoptr(CpBuild) first = NULL;
  g_autoptr(CpBuild) last = NULL;
  CpBuild *left = NULL;
  CpBuild *right;
  guint n_builds;

  if (self->plan == NULL)
    return;

  builds = cp_plan_get_builds (self->plan);
  n_builds = g_list_model_get_n_items (builds);
  if (n_builds == 0)
    return;

  first = g_list_model_get_item (builds, 0);
  last = g_list_model_get_item (builds, n_builds - 1);

  for (guint i = 0; i < n_builds && left == NULL; i++)
    {
      g_autoptr(CpBuild) build = g_list_model_get_item (builds, i);

      if (cp_unit_get_desktop (cp_build_get_unit (build)))
        left = build;
    }

  right = cp_plan_get_recommended (self->plan);
  if (left == NULL)
    left = first;
  if (right == NULL)
    right = last;

  for (guint side = 0; side < N_SIDES; side++)
    {
      g_autoptr(CpUnit) unit = NULL;

      if (self->picked[side])
        unit = g_list_model_get_item (cp_catalog_get_units (self->catalog),
                                      adw_combo_row_get_selected (unit_row (self, side)));
      if (unit != NULL)
        cp_compare_page_pick (self, side, unit, needed_count (self, unit));
      else
        pick_build (self, side, side == 0 ? left : right);
    }
}

/* Reset: the page's own picks again. */
static void
reset_clicked_cb (CpComparePage *self)
{
  for (guint side = 0; side < N_SIDES; side++)
    self->picked[side] = FALSE;
  pick_defaults (self);
}

static void
cp_compare_page_dispose (GObject *object)
{
  CpComparePage *self = (CpComparePage *) object;

  g_clear_handle_id (&self->restack_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), CP_TYPE_COMPARE_PAGE);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);

  for (guint side = 0; side < N_SIDES; side++)
    g_clear_object (&self->builds[side]);
  g_clear_object (&self->plan);
  g_clear_object (&self->catalog);
  g_clear_object (&self->planner);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (cp_compare_page_parent_class)->dispose (object);
}

/* Puts the table's cells where the page's width wants them: a heading
 * beside its figures, or above them. */
static void
place_cells (CpComparePage *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self->table));

  for (guint row = 0; row < N_ROWS; row++)
    for (guint column = 0; column < N_SIDES + 1; column++)
      {
        GtkWidget *cell = GTK_WIDGET (self->cells[row][column]);
        GtkGridLayoutChild *child;

        /* The heading is in a box with its mark: the box is the grid's. */
        if (column == 0)
          cell = gtk_widget_get_parent (cell);
        child = GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout, cell));
        if (!self->stacked)
          {
            gtk_grid_layout_child_set_row (child, row);
            gtk_grid_layout_child_set_column (child, column);
            gtk_grid_layout_child_set_column_span (child, 1);
          }
        else if (column == 0)
          {
            gtk_grid_layout_child_set_row (child, 2 * row);
            gtk_grid_layout_child_set_column (child, 0);
            gtk_grid_layout_child_set_column_span (child, N_SIDES);
          }
        else
          {
            gtk_grid_layout_child_set_row (child, 2 * row + 1);
            gtk_grid_layout_child_set_column (child, column - 1);
            gtk_grid_layout_child_set_column_span (child, 1);
          }
      }
  /* Stacked, the two figures share the width alike. */
  gtk_grid_set_column_homogeneous (self->table, self->stacked);
}

static gboolean
restack_cb (gpointer data)
{
  CpComparePage *self = data;
  gboolean stacked = gtk_widget_get_width (GTK_WIDGET (self)) < STACK_BELOW_WIDTH;

  self->restack_id = 0;
  if (stacked != self->stacked)
    {
      self->stacked = stacked;
      place_cells (self);
    }

  return G_SOURCE_REMOVE;
}

/* The page lays out its one child as a bin does, and learns its width
 * there: the cells move after, not while GTK lays the page out. */
static void
measure_page (GtkWidget      *widget,
              GtkOrientation  orientation,
              int             for_size,
              int            *minimum,
              int            *natural,
              int            *minimum_baseline,
              int            *natural_baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  *minimum = *natural = 0;
  *minimum_baseline = *natural_baseline = -1;
  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, for_size, minimum, natural, minimum_baseline,
                        natural_baseline);
}

static void
allocate_page (GtkWidget *widget,
               int        width,
               int        height,
               int        baseline)
{
  CpComparePage *self = CP_COMPARE_PAGE (widget);
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_allocate (child, width, height, baseline, NULL);

  if ((width < STACK_BELOW_WIDTH) != self->stacked && self->restack_id == 0)
    self->restack_id = g_idle_add (restack_cb, self);
}

/**
 * cp_compare_page_get_stacked:
 *
 * Returns: whether the table stands each heading above its figures (a
 *   narrow page) rather than beside them.
 */
gboolean
cp_compare_page_get_stacked (CpComparePage *self)
{
  g_return_val_if_fail (CP_IS_COMPARE_PAGE (self), FALSE);

  return self->stacked;
}

static void
cp_compare_page_class_init (CpComparePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cp_compare_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/bektursun/ClusterPlanner/ui/cp-compare-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CpComparePage, count_a);
  gtk_widget_class_bind_template_child (widget_class, CpComparePage, count_b);
  gtk_widget_class_bind_template_child (widget_class, CpComparePage, unit_a);
  gtk_widget_class_bind_template_child (widget_class, CpComparePage, unit_b);
  gtk_widget_class_bind_template_child (widget_class, CpComparePage, table);
  gtk_widget_class_bind_template_child (widget_class, CpComparePage, diagrams);
  gtk_widget_class_bind_template_child (widget_class, CpComparePage, columns);
  /* For the tests, which look at where the columns are. */
  gtk_widget_class_bind_template_child_full (widget_class, "column_a", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "column_b", FALSE, 0);
  gtk_widget_class_bind_template_callback (widget_class, pick_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, unit_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, reset_clicked_cb);
}

static void
cp_compare_page_init (CpComparePage *self)
{
  g_autoptr(GtkExpression) name = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_layout_manager (GTK_WIDGET (self), gtk_custom_layout_new (NULL, measure_page, allocate_page));
  self->settings = cp_settings_new ();
  g_signal_connect_object (self->settings, "changed", G_CALLBACK (site_settings_changed_cb),
                           self, G_CONNECT_SWAPPED);
  cp_spin_button_use_locale_numbers (self->count_a);
  cp_spin_button_use_locale_numbers (self->count_b);
  /* Named once, by their own words: libadwaita 1.2 labels a row's
   * activatable widget by the row's title too ("Number of units in the
   * first build How many"). */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (self->count_a), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (self->count_b), GTK_ACCESSIBLE_RELATION_LABELLED_BY);

  name = gtk_property_expression_new (CP_TYPE_ITEM, NULL, "name");
  adw_combo_row_set_expression (self->unit_a, name);
  adw_combo_row_set_expression (self->unit_b, name);
  cp_combo_row_show_whole_items (self->unit_a);
  cp_combo_row_show_whole_items (self->unit_b);

  /* Each build drawn under its column: the diagrams' flow box has the
   * pickers' width, spacing and (through the size group) item widths, so
   * it puts them side by side exactly where the pickers are, at the same
   * places, and stacks them where the pickers stack. */
  for (guint side = 0; side < N_SIDES; side++)
    {
      GtkWidget *child = gtk_flow_box_child_new ();

      self->diagram_views[side] = cp_diagram_view_new ();
      gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (child), self->diagram_views[side]);
      gtk_widget_set_focusable (child, FALSE);
      gtk_flow_box_append (self->diagrams, child);
      gtk_size_group_add_widget (self->columns, child);
    }

  for (guint row = 0; row < N_ROWS; row++)
    {
      GtkWidget *mark = gtk_label_new ("≠");
      GtkWidget *heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

      gtk_widget_set_child_visible (mark, FALSE);
      gtk_label_set_yalign (GTK_LABEL (mark), 0);
      gtk_widget_add_css_class (mark, "accent");
      gtk_widget_add_css_class (mark, "heading");
      gtk_widget_set_tooltip_text (mark, _("The two builds differ here"));
      /* The heading's description says it to screen readers. */
      gtk_accessible_update_state (GTK_ACCESSIBLE (mark), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_widget_set_hexpand (heading, FALSE);
      gtk_box_append (GTK_BOX (heading), mark);
      self->marks[row] = GTK_LABEL (mark);

      for (guint column = 0; column < N_SIDES + 1; column++)
        {
          GtkWidget *label = gtk_label_new (NULL);

          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_label_set_yalign (GTK_LABEL (label), 0);
          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          /* A heading breaks between words only: the figures' columns
           * take the width before "Power" becomes "Po-wer". */
          gtk_label_set_wrap_mode (GTK_LABEL (label), column == 0 ? PANGO_WRAP_WORD : PANGO_WRAP_WORD_CHAR);
          /* A heading fills its column beside its mark (and the column
           * itself does not grow: the box says so). */
          gtk_widget_set_hexpand (label, TRUE);
          if (row == 0)
            gtk_widget_add_css_class (label, "heading");
          else if (column == 0 || row == SOURCES_ROW)
            gtk_widget_add_css_class (label, "dim-label");
          if (row == SOURCES_ROW)
            gtk_widget_add_css_class (label, "caption");
          if (column == 0)
            gtk_box_append (GTK_BOX (heading), label);
          gtk_grid_attach (self->table, column == 0 ? heading : label, column, row, 1, 1);
          self->cells[row][column] = GTK_LABEL (label);
        }
    }
  /* TRANSLATORS: the heading of the comparison table's last row: where its
   * figures and claims come from */
  gtk_label_set_label (self->cells[SOURCES_ROW][0], _("Sources"));
}

void
cp_compare_page_set_catalog (CpComparePage *self,
                             CpCatalog     *catalog)
{
  g_return_if_fail (CP_IS_COMPARE_PAGE (self));
  g_return_if_fail (CP_IS_CATALOG (catalog));

  if (!g_set_object (&self->catalog, catalog))
    return;
  /* Another catalog's units are others. */
  for (guint side = 0; side < N_SIDES; side++)
    self->picked[side] = FALSE;
  g_clear_object (&self->planner);
  self->planner = cp_planner_new (catalog);

  self->updating = TRUE;
  adw_combo_row_set_model (self->unit_a, cp_catalog_get_units (catalog));
  adw_combo_row_set_model (self->unit_b, cp_catalog_get_units (catalog));
  self->updating = FALSE;
}

/* Compares the builds of @plan's models: the units the person picked,
 * or else the defaults. */
void
cp_compare_page_set_plan (CpComparePage *self,
                          CpPlan        *plan)
{
  g_return_if_fail (CP_IS_COMPARE_PAGE (self));

  g_set_object (&self->plan, plan);
  gtk_stack_set_visible_child_name (GTK_STACK (adw_bin_get_child (ADW_BIN (self))), plan != NULL ? "compare" : "empty");

  if (plan != NULL)
    pick_defaults (self);
  else
    pick_changed_cb (self);
}

static void
session_catalog_cb (CpComparePage *self)
{
  CpCatalog *catalog = cp_session_get_catalog (self->session);

  if (catalog != NULL)
    cp_compare_page_set_catalog (self, catalog);
}

static void
session_plan_cb (CpComparePage *self)
{
  cp_compare_page_set_plan (self, cp_session_get_plan (self->session));
}

/**
 * cp_compare_page_set_session:
 * @session: the plan being made
 *
 * Compares the builds of @session's plan, with its catalog, as they
 * change. Call it once.
 */
void
cp_compare_page_set_session (CpComparePage *self,
                             CpSession     *session)
{
  g_return_if_fail (CP_IS_COMPARE_PAGE (self));
  g_return_if_fail (CP_IS_SESSION (session));
  g_return_if_fail (self->session == NULL);

  self->session = g_object_ref (session);
  g_signal_connect_object (session, "notify::catalog", G_CALLBACK (session_catalog_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "plan-changed", G_CALLBACK (session_plan_cb), self,
                           G_CONNECT_SWAPPED);
  session_catalog_cb (self);
  session_plan_cb (self);
}

CpBuild *
cp_compare_page_get_build (CpComparePage *self,
                           guint          side)
{
  g_return_val_if_fail (CP_IS_COMPARE_PAGE (self), NULL);
  g_return_val_if_fail (side < N_SIDES, NULL);

  return self->builds[side];
}

/* Whether a row of the table is marked as one where the two builds
 * differ; rows are counted as in cp_compare_page_dup_cell(). */
gboolean
cp_compare_page_get_row_differs (CpComparePage *self,
                                 guint          row)
{
  g_return_val_if_fail (CP_IS_COMPARE_PAGE (self), FALSE);
  g_return_val_if_fail (row < N_ROWS, FALSE);

  return gtk_widget_get_child_visible (GTK_WIDGET (self->marks[row]));
}

/* The text of a cell of the table: row 0 holds the builds' titles, column
 * 0 the rows' headings. */
char *
cp_compare_page_dup_cell (CpComparePage *self,
                          guint          row,
                          guint          column)
{
  g_return_val_if_fail (CP_IS_COMPARE_PAGE (self), NULL);
  g_return_val_if_fail (row < N_ROWS && column < N_SIDES + 1, NULL);

  return g_strdup (gtk_label_get_label (self->cells[row][column]));
}
