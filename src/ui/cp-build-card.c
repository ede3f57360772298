/* cp-build-card.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-build-card"

#include "config.h"

#include "cp-build-card.h"
#include "cp-build-words.h"
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

/* The badge's icon and style; its words are the build's. */
static void
update_badge (CpBuildCard  *self,
              CpBuildBadge  badge)
{
  gboolean recommended = badge == CP_BUILD_BADGE_RECOMMENDED;
  gboolean cannot_run = badge == CP_BUILD_BADGE_CANNOT_RUN;
  gboolean marginal = badge == CP_BUILD_BADGE_MARGINAL;

  gtk_image_set_from_icon_name (self->badge_icon,
                                recommended ? "starred-symbolic" :
                                cannot_run ? "action-unavailable-symbolic" :
                                marginal ? "dialog-warning-symbolic" : "emblem-ok-symbolic");
  gtk_label_set_label (self->badge_label, cp_build_badge_get_label (badge));
  set_style (self->badge, "recommended", recommended);
  set_style (self->badge, "warning", cannot_run || marginal);
  set_style (self->badge, "neutral", !recommended && !cannot_run && !marginal);
}

static void
update (CpBuildCard *self)
{
  CpBuild *build = self->build;
  g_autofree char *title = NULL;
  g_autofree char *memory = NULL;
  g_autofree char *memory_note = NULL;
  g_autofree char *power = NULL;
  g_autofree char *comparison = NULL;
  g_autofree char *price = NULL;
  g_autofree char *price_note = NULL;
  g_autofree char *verdict = NULL;
  g_autofree char *summary = NULL;
  GtkWidget *box;
  gboolean fits;

  /* The card's box is its only child; AdwBin owns it, so it is not bound
   * as a template child, which would unparent it twice on dispose. */
  box = adw_bin_get_child (ADW_BIN (self));
  gtk_widget_set_visible (box, build != NULL);
  if (build == NULL)
    return;

  fits = cp_build_get_fits (build);

  gtk_label_set_label (self->tier_label, cp_item_get_name (CP_ITEM (cp_build_get_tier (build))));

  title = cp_build_dup_title (build);
  gtk_label_set_label (self->title_label, title);

  memory = cp_format_memory (cp_build_get_memory_mb (build));
  memory_note = cp_build_dup_memory_note (build);
  gtk_label_set_label (self->memory_label, memory);
  gtk_label_set_label (self->memory_detail, memory_note);

  power = cp_format_power (cp_build_get_power_w (build));
  comparison = cp_build_dup_power_comparison (build);
  gtk_label_set_label (self->power_label, power);
  gtk_label_set_label (self->power_detail, comparison);
  gtk_widget_set_visible (GTK_WIDGET (self->power_detail), comparison != NULL);

  price = cp_format_price (cp_build_get_price_cents (build));
  price_note = cp_build_dup_price_note (build);
  gtk_label_set_label (self->price_label, price);
  gtk_label_set_label (self->price_detail, price_note);

  verdict = cp_build_dup_verdict (build);
  gtk_label_set_label (self->verdict_label, verdict);
  gtk_image_set_from_icon_name (self->verdict_icon,
                                fits ? "emblem-ok-symbolic" : "dialog-warning-symbolic");
  set_style (GTK_WIDGET (self->verdict_icon), "success", fits);
  set_style (GTK_WIDGET (self->verdict_icon), "warning", !fits);

  update_badge (self, cp_build_get_badge (build));
  set_style (box, "recommended", cp_build_get_recommended (build));

  cp_diagram_view_set_build (CP_DIAGRAM_VIEW (self->diagram), build);

  summary = cp_build_dup_summary (build);
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
  g_return_val_if_fail (CP_IS_BUILD_CARD (self), NULL);

  if (self->build == NULL)
    return g_strdup ("");

  return cp_build_dup_summary (self->build);
}
