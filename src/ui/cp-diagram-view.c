/* cp-diagram-view.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-diagram-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "cp-build-words.h"
#include "cp-diagram-painter.h"
#include "cp-diagram-serving.h"
#include "cp-diagram-view.h"

/* Shows the topology diagram of a build: small on a build card
 * (#CpDiagramView:compact), large on the builds and compare pages. The
 * layout is computed when the size changes and kept; snapshot() only
 * paints it, in the light or dark palette the style manager says. Each
 * element has its tooltip, and screen readers get the diagram's name and a
 * one-sentence description of what it shows. */

struct _CpDiagramView
{
  GtkWidget        parent_instance;

  CpBuild         *build;
  CpDiagramLayout *layout;
  gboolean         compact;
};

G_DEFINE_FINAL_TYPE (CpDiagramView, cp_diagram_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BUILD,
  PROP_COMPACT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Smallest and natural sizes, compact and large. A large view asks for no
 * more width than it is drawn in full at, so that two fit side by side
 * wherever each can be drawn in full (the compare page). */
#define COMPACT_MIN_WIDTH   200
#define COMPACT_NAT_WIDTH   360
#define COMPACT_MIN_HEIGHT  120
#define COMPACT_NAT_HEIGHT  160
#define LARGE_MIN_WIDTH     240
#define LARGE_NAT_WIDTH     CP_DIAGRAM_FULL_MIN_WIDTH
#define LARGE_MIN_HEIGHT    CP_DIAGRAM_FULL_MIN_HEIGHT
#define LARGE_NAT_HEIGHT    480

GtkWidget *
cp_diagram_view_new (void)
{
  return g_object_new (CP_TYPE_DIAGRAM_VIEW, NULL);
}

static void
invalidate_layout (CpDiagramView *self)
{
  g_clear_pointer (&self->layout, cp_diagram_layout_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Lays the build out for the current size, unless that is done already. */
static void
ensure_layout (CpDiagramView *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  if (self->build == NULL || width <= 0 || height <= 0)
    {
      g_clear_pointer (&self->layout, cp_diagram_layout_unref);
      return;
    }

  if (self->layout != NULL &&
      cp_diagram_layout_get_width (self->layout) == width &&
      cp_diagram_layout_get_height (self->layout) == height)
    return;

  g_clear_pointer (&self->layout, cp_diagram_layout_unref);
  self->layout = cp_diagram_layout_new (self->build, width, height,
                                        self->compact ? CP_DIAGRAM_LAYOUT_FLAGS_COMPACT
                                                      : CP_DIAGRAM_LAYOUT_FLAGS_NONE);
}

static void
update_accessible (CpDiagramView *self)
{
  g_autofree char *label = NULL;
  g_autofree char *description = NULL;

  if (self->build == NULL)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }

  label = cp_build_dup_topology_label (self->build);
  description = cp_diagram_dup_description (self->build);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

static void
dark_changed_cb (CpDiagramView *self)
{
  /* Only the colours change; the layout stays. */
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The smallest height a large view takes at @width: narrower than a full
 * drawing, it draws a compact one, which may be as low as on a card. */
static int
large_min_height (int width)
{
  return width > 0 && width < CP_DIAGRAM_FULL_MIN_WIDTH ? COMPACT_MIN_HEIGHT : LARGE_MIN_HEIGHT;
}

/* A large view asks for the height its drawing fills at @width, no more
 * than its natural height: a wide, flat build is not centred in an empty
 * band (cp_diagram_layout_get_used_height()). GTK keeps the answer for
 * each width until the view queues a resize. */
static int
large_height_for_width (CpDiagramView *self,
                        int            width)
{
  g_autoptr(CpDiagramLayout) layout = cp_diagram_layout_new (self->build, width, LARGE_NAT_HEIGHT,
                                                             CP_DIAGRAM_LAYOUT_FLAGS_NONE);

  return CLAMP ((int) ceil (cp_diagram_layout_get_used_height (layout)),
                large_min_height (width), LARGE_NAT_HEIGHT);
}

/* Always height-for-width, even compact or empty (which ask for a fixed
 * height whatever the width): a mode that followed :compact was not asked
 * for again when a hidden compact view was shown large (a desktop card
 * chosen), and GTK measured it as if its height did not depend on its
 * width (test-diagram-view, card-chosen). */
static GtkSizeRequestMode
cp_diagram_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
cp_diagram_view_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  CpDiagramView *self = CP_DIAGRAM_VIEW (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = self->compact ? COMPACT_MIN_WIDTH : LARGE_MIN_WIDTH;
      *natural = self->compact ? COMPACT_NAT_WIDTH : LARGE_NAT_WIDTH;
    }
  else if (self->compact)
    {
      *minimum = COMPACT_MIN_HEIGHT;
      *natural = COMPACT_NAT_HEIGHT;
    }
  else if (self->build != NULL && for_size > 0)
    {
      *minimum = large_min_height (for_size);
      *natural = large_height_for_width (self, for_size);
    }
  else
    {
      *minimum = LARGE_MIN_HEIGHT;
      *natural = LARGE_NAT_HEIGHT;
    }
}

static void
cp_diagram_view_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  ensure_layout (CP_DIAGRAM_VIEW (widget));
}

static void
cp_diagram_view_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  CpDiagramView *self = CP_DIAGRAM_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gboolean dark;
  cairo_t *cr;

  ensure_layout (self);
  if (self->layout == NULL)
    return;

  dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cp_diagram_painter_paint (cr, self->layout,
                            dark ? CP_DIAGRAM_PALETTE_DARK : CP_DIAGRAM_PALETTE_LIGHT,
                            width, height, CP_DIAGRAM_PAINT_FLAGS_NONE);
  cairo_destroy (cr);
}

static gboolean
cp_diagram_view_query_tooltip (GtkWidget  *widget,
                               int         x,
                               int         y,
                               gboolean    keyboard_mode,
                               GtkTooltip *tooltip)
{
  CpDiagramView *self = CP_DIAGRAM_VIEW (widget);
  const CpDiagramElement *element;
  GdkRectangle area;

  ensure_layout (self);
  if (self->layout == NULL || keyboard_mode)
    return FALSE;

  element = cp_diagram_layout_element_at (self->layout, x, y);
  if (element == NULL)
    return FALSE;

  /* The tooltip holds while the pointer stays on this element and is
   * asked for again when it moves to another. */
  area.x = (int) floor (element->rect.x);
  area.y = (int) floor (element->rect.y);
  area.width = MAX (1, (int) ceil (element->rect.x + element->rect.width) - area.x);
  area.height = MAX (1, (int) ceil (element->rect.y + element->rect.height) - area.y);
  if (element->kind == CP_DIAGRAM_ELEMENT_LINK)
    {
      area.x -= 3;
      area.y -= 3;
      area.width += 6;
      area.height += 6;
    }

  gtk_tooltip_set_text (tooltip, element->tooltip);
  gtk_tooltip_set_tip_area (tooltip, &area);

  return TRUE;
}

static void
cp_diagram_view_dispose (GObject *object)
{
  CpDiagramView *self = (CpDiagramView *) object;

  g_clear_object (&self->build);
  g_clear_pointer (&self->layout, cp_diagram_layout_unref);

  G_OBJECT_CLASS (cp_diagram_view_parent_class)->dispose (object);
}

static void
cp_diagram_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  CpDiagramView *self = CP_DIAGRAM_VIEW (object);

  switch (prop_id)
    {
    case PROP_BUILD:
      g_value_set_object (value, self->build);
      break;

    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_diagram_view_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  CpDiagramView *self = CP_DIAGRAM_VIEW (object);

  switch (prop_id)
    {
    case PROP_BUILD:
      cp_diagram_view_set_build (self, g_value_get_object (value));
      break;

    case PROP_COMPACT:
      cp_diagram_view_set_compact (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_diagram_view_class_init (CpDiagramViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cp_diagram_view_dispose;
  object_class->get_property = cp_diagram_view_get_property;
  object_class->set_property = cp_diagram_view_set_property;

  widget_class->get_request_mode = cp_diagram_view_get_request_mode;
  widget_class->measure = cp_diagram_view_measure;
  widget_class->size_allocate = cp_diagram_view_size_allocate;
  widget_class->snapshot = cp_diagram_view_snapshot;
  widget_class->query_tooltip = cp_diagram_view_query_tooltip;

  /**
   * CpDiagramView:build:
   *
   * The build drawn, or %NULL for nothing.
   */
  properties[PROP_BUILD] =
    g_param_spec_object ("build", NULL, NULL, CP_TYPE_BUILD,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * CpDiagramView:compact:
   *
   * Whether to draw small, for a build card: fewer words, no legend.
   */
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "diagram");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
cp_diagram_view_init (CpDiagramView *self)
{
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);

  /* Disconnected when the view is finalized. */
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (dark_changed_cb), self, G_CONNECT_SWAPPED);
}

CpBuild *
cp_diagram_view_get_build (CpDiagramView *self)
{
  g_return_val_if_fail (CP_IS_DIAGRAM_VIEW (self), NULL);

  return self->build;
}

void
cp_diagram_view_set_build (CpDiagramView *self,
                           CpBuild       *build)
{
  g_return_if_fail (CP_IS_DIAGRAM_VIEW (self));
  g_return_if_fail (build == NULL || CP_IS_BUILD (build));

  if (!g_set_object (&self->build, build))
    return;

  invalidate_layout (self);
  update_accessible (self);
  if (!self->compact)
    gtk_widget_queue_resize (GTK_WIDGET (self));

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUILD]);
}

gboolean
cp_diagram_view_get_compact (CpDiagramView *self)
{
  g_return_val_if_fail (CP_IS_DIAGRAM_VIEW (self), FALSE);

  return self->compact;
}

void
cp_diagram_view_set_compact (CpDiagramView *self,
                             gboolean       compact)
{
  g_return_if_fail (CP_IS_DIAGRAM_VIEW (self));

  compact = !!compact;
  if (self->compact == compact)
    return;

  self->compact = compact;
  invalidate_layout (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
}

/**
 * cp_diagram_view_get_layout:
 *
 * Returns: (nullable) (transfer none): the layout drawn now, or %NULL
 *   before the view has a build and a size.
 */
const CpDiagramLayout *
cp_diagram_view_get_layout (CpDiagramView *self)
{
  g_return_val_if_fail (CP_IS_DIAGRAM_VIEW (self), NULL);

  ensure_layout (self);

  return self->layout;
}
