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
#include "cp-diagram-view.h"
#include "cp-format.h"

/* One build, as the store shows it: the tier, "3 × NVIDIA DGX H100", the
 * three combined numbers, and in words whether the memory is one pool or
 * only adds up on paper. Nothing is said by colour alone: the badge and the
 * verdict carry an icon and words. */
struct _CpBuildCard
{
  AdwBin     parent_instance;

  CpBuild   *build;

  GtkLabel  *tier_label;
  GtkWidget *badge;
  GtkImage  *badge_icon;
  GtkLabel  *badge_label;
  GtkLabel  *title_label;
  GtkLabel  *memory_label;
  GtkLabel  *memory_detail;
  GtkLabel  *power_label;
  GtkLabel  *power_detail;
  GtkLabel  *price_label;
  GtkLabel  *price_detail;
  GtkImage  *verdict_icon;
  GtkLabel  *verdict_label;
  GtkWidget *diagram_box;
  GtkWidget *diagram;
};

G_DEFINE_FINAL_TYPE (CpBuildCard, cp_build_card, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_BUILD,
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

static void
update (CpBuildCard *self)
{
  CpBuild *build = self->build;
  CpUnit *unit;
  g_autofree char *title = NULL;
  g_autofree char *memory = NULL;
  g_autofree char *piece = NULL;
  g_autofree char *memory_detail = NULL;
  g_autofree char *power = NULL;
  g_autofree char *comparison = NULL;
  g_autofree char *price = NULL;
  g_autofree char *unit_price = NULL;
  g_autofree char *count = NULL;
  g_autofree char *price_detail = NULL;
  g_autofree char *verdict = NULL;
  g_autofree char *summary = NULL;
  const char *badge_icon, *badge_text, *badge_style;
  GtkWidget *box;
  gboolean recommended, fits, desktop;

  /* The card's box is its only child; AdwBin owns it, so it is not bound
   * as a template child, which would unparent it twice on dispose. */
  box = adw_bin_get_child (ADW_BIN (self));
  gtk_widget_set_visible (box, build != NULL);
  if (build == NULL)
    return;

  unit = cp_build_get_unit (build);
  recommended = cp_build_get_recommended (build);
  fits = cp_build_get_fits (build);
  desktop = cp_unit_get_desktop (unit);

  gtk_label_set_label (self->tier_label, cp_item_get_name (CP_ITEM (cp_build_get_tier (build))));

  title = cp_build_dup_title (build);
  gtk_label_set_label (self->title_label, title);

  memory = cp_format_memory (cp_build_get_memory_mb (build));
  gtk_label_set_label (self->memory_label, memory);
  if (cp_build_get_pooled (build))
    memory_detail = g_strdup (_("one pool"));
  else
    {
      piece = cp_format_memory (cp_build_get_piece_memory_mb (build));
      /* TRANSLATORS: the combined memory of cards that cannot pool it, e.g.
       * "on paper; 32 GB usable by one model" */
      memory_detail = g_strdup_printf (_("on paper; %s usable by one model"), piece);
    }
  gtk_label_set_label (self->memory_detail, memory_detail);

  power = cp_format_power (cp_build_get_power_w (build));
  comparison = cp_build_dup_power_comparison (build);
  gtk_label_set_label (self->power_label, power);
  gtk_label_set_label (self->power_detail, comparison);
  gtk_widget_set_visible (GTK_WIDGET (self->power_detail), comparison != NULL);

  price = cp_format_price (cp_build_get_price_cents (build));
  count = cp_format_integer (cp_build_get_count (build));
  unit_price = cp_format_price (cp_unit_get_price_cents (unit));
  /* TRANSLATORS: how the price adds up, e.g. "3 × $199,000" */
  price_detail = g_strdup_printf (_("%s × %s"), count, unit_price);
  gtk_label_set_label (self->price_label, price);
  gtk_label_set_label (self->price_detail, price_detail);

  verdict = cp_build_dup_verdict (build);
  gtk_label_set_label (self->verdict_label, verdict);
  gtk_image_set_from_icon_name (self->verdict_icon,
                                fits ? "emblem-ok-symbolic" : "dialog-warning-symbolic");
  set_style (GTK_WIDGET (self->verdict_icon), "success", fits);
  set_style (GTK_WIDGET (self->verdict_icon), "warning", !fits);

  if (recommended)
    {
      badge_icon = "starred-symbolic";
      badge_text = _("Recommended");
      badge_style = "recommended";
    }
  else if (!fits)
    {
      badge_icon = "action-unavailable-symbolic";
      badge_text = _("Cannot run it");
      badge_style = "warning";
    }
  else if (desktop || !cp_build_get_recommendable (build))
    {
      badge_icon = "emblem-ok-symbolic";
      badge_text = _("Fits, never recommended");
      badge_style = "neutral";
    }
  else
    {
      badge_icon = "emblem-ok-symbolic";
      badge_text = _("Fits");
      badge_style = "neutral";
    }

  gtk_image_set_from_icon_name (self->badge_icon, badge_icon);
  gtk_label_set_label (self->badge_label, badge_text);
  set_style (self->badge, "recommended", g_str_equal (badge_style, "recommended"));
  set_style (self->badge, "warning", g_str_equal (badge_style, "warning"));
  set_style (self->badge, "neutral", g_str_equal (badge_style, "neutral"));
  set_style (box, "recommended", recommended);

  cp_diagram_view_set_build (CP_DIAGRAM_VIEW (self->diagram), build);

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
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/bektursun/ClusterPlanner/ui/cp-build-card.ui");
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, tier_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, badge);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, badge_icon);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, badge_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, title_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, memory_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, memory_detail);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, power_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, power_detail);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, price_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, price_detail);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, verdict_icon);
  gtk_widget_class_bind_template_child (widget_class, CpBuildCard, verdict_label);
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

/* What a screen reader says of the card: every figure on it, in order. */
char *
cp_build_card_dup_summary (CpBuildCard *self)
{
  g_autofree char *title = NULL;
  g_autofree char *verdict = NULL;
  g_autofree char *power = NULL;
  g_autofree char *comparison = NULL;
  g_autofree char *price = NULL;
  CpBuild *build;

  g_return_val_if_fail (CP_IS_BUILD_CARD (self), NULL);

  build = self->build;
  if (build == NULL)
    return g_strdup ("");

  title = cp_build_dup_title (build);
  verdict = cp_build_dup_verdict (build);
  power = cp_format_power (cp_build_get_power_w (build));
  comparison = cp_build_dup_power_comparison (build);
  price = cp_format_price (cp_build_get_price_cents (build));

  /* TRANSLATORS: read by screen readers for a build card: tier, badge,
   * build, memory verdict, power, everyday comparison, price */
  return g_strdup_printf (_("%s, %s: %s. GPU memory: %s. Power: %s, %s. Price: %s."),
                          cp_item_get_name (CP_ITEM (cp_build_get_tier (build))),
                          gtk_label_get_label (self->badge_label),
                          title, verdict, power, comparison ? comparison : "", price);
}
