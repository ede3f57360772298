/* cp-build-card.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-build-card"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-build-card.h"
#include "cp-build-words.h"
#include "cp-diagram-view.h"
#include "cp-figures-layout.h"
#include "cp-format.h"
#include "cp-serving-view.h"
#include "cp-serving-words.h"
#include "cp-settings.h"
#include "cp-site-settings.h"
#include "cp-site-words.h"

/* One build, as the store shows it: the tier, "3 × NVIDIA DGX H100", the
 * three combined numbers, and in words whether the memory is one pool or
 * only adds up on paper, why the badge says what it says, and what to
 * watch for. A build that only adds up on paper is said plainly for what
 * it is ("one card holds 32 GB of the 1,920 GB this model needs"), with
 * its spreadsheet sum as a line below, not as a build. The chosen card
 * says so and shows how it is wired, large, where the person is looking.
 * Nothing is said by colour alone: the badges and the verdict carry an
 * icon and words. */
struct _CpBuildCard
{
  AdwBin     parent_instance;

  CpBuild   *build;
  gboolean   chosen;

  GtkLabel  *tier_label;
  GtkWidget *chosen_tag;
  GtkWidget *badge;
  GtkImage  *badge_icon;
  GtkLabel  *badge_label;
  GtkLabel  *title_label;
  GtkLabel  *reason_label;
  GtkWidget *stats;
  GtkLabel  *memory_label;
  GtkLabel  *memory_detail;
  GtkLabel  *power_label;
  GtkLabel  *power_detail;
  GtkLabel  *price_label;
  GtkLabel  *price_detail;
  GtkImage  *verdict_icon;
  GtkLabel  *verdict_label;
  GtkWidget *warning_box;
  GtkLabel  *warning_label;
  GtkLabel  *paper_label;
  GtkLabel  *diagram_heading;
  GtkWidget *diagram_box;
  GtkWidget *diagram;
  /* How it serves the workload, when there is one. */
  GtkWidget *serving_view;
  /* What the room must give the chosen build (cp-site-words.c), with
   * the supply, tariff, PUE and load of Preferences. */
  GtkWidget *site_box;
  GtkWidget *site_grid;
  /* Its rows, made the first time it is shown, in order, and kept (a
   * change of the build then lays out only the words that changed); those
   * that do not apply to the build are hidden. */
  GtkLabel  *site_names[CP_N_SITE_ROWS];
  GtkLabel  *site_values[CP_N_SITE_ROWS];
  GtkLabel  *site_note;
  GtkLabel  *running_label;
  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (CpBuildCard, cp_build_card, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_BUILD,
  PROP_CHOSEN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_style (GtkWidget  *widget,
           const char *style,
           gboolean    enabled)
{
  if (enabled)
    gtk_widget_add_css_class (widget, style);
  else
    gtk_widget_remove_css_class (widget, style);
}

/* The badge's icon and style; its words are the build's. */
static void
update_badge (CpBuildCard  *self,
              CpBuildBadge  badge)
{
  gboolean recommended = badge == CP_BUILD_BADGE_RECOMMENDED;
  gboolean cannot_run = badge == CP_BUILD_BADGE_CANNOT_RUN;
  gboolean marginal = badge == CP_BUILD_BADGE_MARGINAL;
  gboolean most_room = badge == CP_BUILD_BADGE_MOST_ROOM;

  gtk_image_set_from_icon_name (self->badge_icon,
                                recommended ? "starred-symbolic" :
                                cannot_run ? "action-unavailable-symbolic" :
                                marginal ? "dialog-warning-symbolic" :
                                most_room ? "go-up-symbolic" : "emblem-ok-symbolic");
  gtk_label_set_label (self->badge_label, cp_build_badge_get_label (badge));
  set_style (self->badge, "recommended", recommended);
  set_style (self->badge, "warning", cannot_run || marginal);
  set_style (self->badge, "room", most_room);
  set_style (self->badge, "neutral", !recommended && !cannot_run && !marginal && !most_room);
}

/* Shows @text in @label, or hides the label when there is none. */
static void
set_optional_label (GtkLabel   *label,
                    const char *text)
{
  gtk_label_set_label (label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL);
}

/* The labels of Site's @row, at its own line of the grid, after those of
 * the rows before it. */
static void
add_site_row (CpBuildCard *self,
              CpSiteRow    row)
{
  g_autofree char *title = cp_site_row_dup_label (row);
  GtkWidget *name = gtk_label_new (title);
  GtkWidget *value = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_yalign (GTK_LABEL (name), 0);
  /* Headings wrap between words, so that a narrow window (360 pixels)
   * still fits "Наибольшая мощность" beside its figure. */
  gtk_label_set_wrap (GTK_LABEL (name), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (name), PANGO_WRAP_WORD);
  gtk_label_set_width_chars (GTK_LABEL (name), 8);
  gtk_label_set_max_width_chars (GTK_LABEL (name), 16);
  gtk_widget_add_css_class (name, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (value), 0);
  gtk_label_set_wrap (GTK_LABEL (value), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (value), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (value, TRUE);
  if (row == CP_SITE_ROW_COOLING || row == CP_SITE_ROW_CHASSIS)
    gtk_widget_add_css_class (value, "heading");
  gtk_grid_attach (GTK_GRID (self->site_grid), name, 0, (int) row, 1, 1);
  gtk_grid_attach (GTK_GRID (self->site_grid), value, 1, (int) row, 1, 1);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (value),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, name, NULL, -1);
  self->site_names[row] = GTK_LABEL (name);
  self->site_values[row] = GTK_LABEL (value);
}

/* The chosen card's Site section: a row per figure of what the room must
 * give the build, and what they assume. */
static void
update_site (CpBuildCard *self)
{
  /* A pile of desktop cards chosen still needs its box and supply said. */
  gboolean shown = self->build != NULL && self->chosen;
  CpSiteSettings site;

  gtk_widget_set_visible (self->site_box, shown);
  if (!shown)
    return;

  cp_site_settings_read (self->settings, &site);
  for (CpSiteRow row = 0; row < CP_N_SITE_ROWS; row++)
    {
      gboolean applies = cp_build_site_row_applies (self->build, row);

      if (self->site_names[row] == NULL)
        add_site_row (self, row);

      gtk_widget_set_visible (GTK_WIDGET (self->site_names[row]), applies);
      gtk_widget_set_visible (GTK_WIDGET (self->site_values[row]), applies);
      if (applies)
        {
          g_autofree char *value = cp_build_dup_site_row (self->build, &site, row);

          gtk_label_set_label (self->site_values[row], value);
        }
    }

  {
    g_autofree char *note = cp_site_dup_settings_note (&site);
    const char *source = cp_build_get_site_source (self->build);
    g_autofree char *text = source != NULL
                            /* TRANSLATORS: under a build's Site section: what its
                             * figures assume, then where they come from */
                            ? g_strdup_printf (_("%s. Source: %s"), note, source)
                            : g_strdup_printf ("%s.", note);

    if (self->site_note == NULL)
      {
        GtkWidget *label = gtk_label_new (NULL);

        gtk_label_set_xalign (GTK_LABEL (label), 0);
        gtk_label_set_wrap (GTK_LABEL (label), TRUE);
        gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
        gtk_widget_add_css_class (label, "caption");
        gtk_widget_add_css_class (label, "dim-label");
        gtk_grid_attach (GTK_GRID (self->site_grid), label, 0, CP_N_SITE_ROWS, 2, 1);
        self->site_note = GTK_LABEL (label);
      }
    gtk_label_set_label (self->site_note, text);
  }
}

static void update_figures (CpBuildCard *self);

static void
site_settings_changed_cb (CpBuildCard *self,
                          const char  *key,
                          GSettings   *settings)
{
  g_assert (CP_IS_BUILD_CARD (self));

  if (!g_str_has_prefix (key, "site-"))
    return;
  update_site (self);
  if (self->build != NULL && !cp_build_get_paper_only (self->build))
    update_figures (self);
}

/* The chosen card shows how its build is wired, large; the others a small
 * drawing, except those that only add up on paper, which are not builds
 * to draw unless someone asks to see them. */
static void
update_diagram (CpBuildCard *self)
{
  gboolean shown = self->build != NULL && (self->chosen || !cp_build_get_paper_only (self->build));

  gtk_widget_set_visible (self->diagram_box, shown);
  cp_diagram_view_set_compact (CP_DIAGRAM_VIEW (self->diagram), !self->chosen);
  gtk_widget_set_visible (GTK_WIDGET (self->diagram_heading), shown && self->chosen);
  gtk_widget_set_visible (self->chosen_tag, self->chosen);
  set_style (adw_bin_get_child (ADW_BIN (self)), "chosen", self->chosen);
  update_site (self);

  if (self->build != NULL)
    {
      g_autofree char *title = cp_build_dup_title (self->build);
      /* TRANSLATORS: heading over the drawing of the chosen build, e.g.
       * "How 3 × NVIDIA DGX H100 is wired" */
      g_autofree char *heading = g_strdup_printf (_("How %s is wired"), title);

      gtk_label_set_label (self->diagram_heading, heading);
    }
}

/* The three combined numbers, for a build that runs the models. */
static void
update_figures (CpBuildCard *self)
{
  CpBuild *build = self->build;
  g_autofree char *memory = cp_format_memory (cp_build_get_memory_mb (build));
  g_autofree char *memory_note = cp_build_dup_memory_note (build);
  g_autofree char *power = cp_format_power (cp_build_get_power_w (build));
  g_autofree char *comparison = cp_build_dup_power_comparison (build);
  g_autofree char *price = cp_format_price (cp_build_get_price_cents (build));
  g_autofree char *price_note = cp_build_dup_price_note (build);
  g_autofree char *extras_note = cp_build_dup_extras_note (build);
  /* The price adds up the units alone, as the store's three numbers do;
   * the quote adds what goes with them. */
  g_autofree char *price_detail = g_strdup_printf ("%s\n%s", price_note, extras_note);
  g_autofree char *running = NULL;
  CpSiteSettings site;

  /* What the build costs to run is said under its price, never added to it. */
  cp_site_settings_read (self->settings, &site);
  running = cp_build_dup_running_cost_note (build, &site);
  set_optional_label (self->running_label, running);

  gtk_label_set_label (self->memory_label, memory);
  gtk_label_set_label (self->memory_detail, memory_note);
  gtk_label_set_label (self->power_label, power);
  set_optional_label (self->power_detail, comparison);
  gtk_label_set_label (self->price_label, price);
  gtk_label_set_label (self->price_detail, price_detail);
}

static void
update (CpBuildCard *self)
{
  CpBuild *build = self->build;
  g_autofree char *title = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *verdict = NULL;
  g_autofree char *warning = NULL;
  g_autofree char *paper = NULL;
  g_autofree char *summary = NULL;
  GtkWidget *box;
  gboolean fits;
  gboolean paper_only;

  /* The card's box is its only child; AdwBin owns it, so it is not bound
   * as a template child, which would unparent it twice on dispose. */
  box = adw_bin_get_child (ADW_BIN (self));
  gtk_widget_set_visible (box, build != NULL);
  if (build == NULL)
    return;

  fits = cp_build_get_fits (build);
  paper_only = cp_build_get_paper_only (build);

  gtk_label_set_label (self->tier_label, cp_item_get_name (CP_ITEM (cp_build_get_tier (build))));

  /* A sum on a spreadsheet is not a build: the card says what one piece
   * holds, and the sum comes below, as a sum. */
  title = paper_only ? cp_build_dup_piece_statement (build) : cp_build_dup_title (build);
  gtk_label_set_label (self->title_label, title);
  set_style (GTK_WIDGET (self->title_label), "title-2", !paper_only);
  set_style (GTK_WIDGET (self->title_label), "title-4", paper_only);

  reason = cp_build_dup_reason (build);
  set_optional_label (self->reason_label, reason);

  gtk_widget_set_visible (self->stats, !paper_only);
  if (!paper_only)
    update_figures (self);

  verdict = paper_only ? cp_build_dup_across_verdict (build) : cp_build_dup_verdict (build);
  gtk_label_set_label (self->verdict_label, verdict);
  gtk_image_set_from_icon_name (self->verdict_icon,
                                fits ? "emblem-ok-symbolic" : "dialog-warning-symbolic");
  set_style (GTK_WIDGET (self->verdict_icon), "success", fits);
  set_style (GTK_WIDGET (self->verdict_icon), "warning", !fits);

  warning = cp_build_dup_spare_warning (build);
  gtk_label_set_label (self->warning_label, warning != NULL ? warning : "");
  gtk_widget_set_visible (self->warning_box, warning != NULL);

  paper = paper_only ? cp_build_dup_paper_total (build) : NULL;
  set_optional_label (self->paper_label, paper);

  update_badge (self, cp_build_get_badge (build));
  set_style (box, "recommended", cp_build_get_recommended (build));

  cp_diagram_view_set_build (CP_DIAGRAM_VIEW (self->diagram), build);
  update_diagram (self);

  /* With a workload, the serving view says whether it fits; it is made
   * the first time there is one, so that start-up does not pay for it. */
  if (self->serving_view == NULL && cp_build_get_serving (build) != NULL)
    {
      self->serving_view = cp_serving_view_new ();
      gtk_box_insert_child_after (GTK_BOX (box), self->serving_view,
                                  gtk_widget_get_parent (GTK_WIDGET (self->verdict_label)));
    }
  if (self->serving_view != NULL)
    cp_serving_view_set_build (CP_SERVING_VIEW (self->serving_view), build);
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->verdict_label)),
                          self->serving_view == NULL ||
                          !cp_serving_view_get_shows_verdict (CP_SERVING_VIEW (self->serving_view)));

  summary = cp_build_card_dup_summary (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, summary,
                                  -1);
}

static void
cp_build_card_dispose (GObject *object)
{
  CpBuildCard *self = (CpBuildCard *) object;

  gtk_widget_dispose_template (GTK_WIDGET (self), CP_TYPE_BUILD_CARD);
  g_clear_object (&self->build);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (cp_build_card_parent_class)->dispose (object);
}

static void
cp_build_card_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  CpBuildCard *self = CP_BUILD_CARD (object);

  switch (prop_id)
    {
    case PROP_BUILD:
      g_value_set_object (value, self->build);
      break;

    case PROP_CHOSEN:
      g_value_set_boolean (value, self->chosen);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_build_card_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  CpBuildCard *self = CP_BUILD_CARD (object);

  switch (prop_id)
    {
    case PROP_BUILD:
      cp_build_card_set_build (self, g_value_get_object (value));
      break;

    case PROP_CHOSEN:
      cp_build_card_set_chosen (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_build_card_class_init (CpBuildCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cp_build_card_dispose;
  object_class->get_property = cp_build_card_get_property;
  object_class->set_property = cp_build_card_set_property;

  properties[PROP_BUILD] =
    g_param_spec_object ("build", NULL, NULL, CP_TYPE_BUILD,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * CpBuildCard:chosen:
   *
   * Whether the card's build is the one chosen: the one the quote, the
   * export and the drawing are of.
   */
  properties[PROP_CHOSEN] =
    g_param_spec_boolean ("chosen", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (CP_TYPE_FIGURES_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/bektursun/ClusterPlanner/ui/cp-build-card.ui");
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, tier_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, chosen_tag);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, badge);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, badge_icon);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, badge_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, title_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, reason_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, stats);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, memory_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, memory_detail);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, power_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, power_detail);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, price_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, price_detail);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, verdict_icon);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, warning_box);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, warning_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, paper_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, diagram_heading);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, diagram_box);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
cp_build_card_init (CpBuildCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->diagram = cp_diagram_view_new ();
  cp_diagram_view_set_compact (CP_DIAGRAM_VIEW (self->diagram), TRUE);
  gtk_box_append (GTK_BOX (self->diagram_box), self->diagram);

  /* The Site section, under the figures, made here rather than in the
   * template: its rows are the words' (cp-site-words.c). */
  self->settings = cp_settings_new ();
  self->running_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->running_label, 0);
  gtk_label_set_wrap (self->running_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->running_label), "caption");
  gtk_widget_set_visible (GTK_WIDGET (self->running_label), FALSE);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->price_detail))),
                              GTK_WIDGET (self->running_label),
                              GTK_WIDGET (self->price_detail));
  g_signal_connect_object (self->settings, "changed", G_CALLBACK (site_settings_changed_cb),
                           self, G_CONNECT_SWAPPED);
  self->site_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (self->site_box, "build-site");
  {
    /* TRANSLATORS: the heading of the chosen card's section on what the room
     * must give the build: cooling, racks, power, circuits, heat, running cost */
    GtkWidget *heading = gtk_label_new (_("Site"));

    gtk_label_set_xalign (GTK_LABEL (heading), 0);
    gtk_widget_add_css_class (heading, "heading");
    gtk_box_append (GTK_BOX (self->site_box), heading);
  }
  self->site_grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (self->site_grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (self->site_grid), 4);
  gtk_box_append (GTK_BOX (self->site_box), self->site_grid);
  gtk_widget_set_visible (self->site_box, FALSE);
  gtk_box_insert_child_after (GTK_BOX (adw_bin_get_child (ADW_BIN (self))), self->site_box,
                              gtk_widget_get_prev_sibling (GTK_WIDGET (self->diagram_heading)));
}

GtkWidget *
cp_build_card_new (CpBuild *build)
{
  return g_object_new (CP_TYPE_BUILD_CARD, "build", build, NULL);
}

CpBuild *
cp_build_card_get_build (CpBuildCard *self)
{
  g_return_val_if_fail (CP_IS_BUILD_CARD (self), NULL);

  return self->build;
}

void
cp_build_card_set_build (CpBuildCard *self,
                         CpBuild     *build)
{
  g_return_if_fail (CP_IS_BUILD_CARD (self));
  g_return_if_fail (!build || CP_IS_BUILD (build));

  if (!g_set_object (&self->build, build))
    return;

  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUILD]);
}

gboolean
cp_build_card_get_chosen (CpBuildCard *self)
{
  g_return_val_if_fail (CP_IS_BUILD_CARD (self), FALSE);

  return self->chosen;
}

void
cp_build_card_set_chosen (CpBuildCard *self,
                          gboolean     chosen)
{
  g_return_if_fail (CP_IS_BUILD_CARD (self));

  chosen = !!chosen;
  if (self->chosen == chosen)
    return;

  self->chosen = chosen;
  update_diagram (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHOSEN]);
}

/* What a screen reader says of the card: every figure on it, in order. */
char *
cp_build_card_dup_summary (CpBuildCard *self)
{
  g_autofree char *summary = NULL;
  g_autofree char *serving = NULL;

  g_return_val_if_fail (CP_IS_BUILD_CARD (self), NULL);

  if (self->build == NULL)
    return g_strdup ("");

  summary = cp_build_dup_summary (self->build);
  serving = cp_serving_dup_summary (self->build);

  return serving != NULL ? g_strconcat (summary, " ", serving, NULL) : g_steal_pointer (&summary);
}
