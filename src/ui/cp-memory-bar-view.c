/* cp-memory-bar-view.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-memory-bar-view"

#include "config.h"

#include <adwaita.h>

#include "cp-memory-bar-view.h"
#include "cp-memory-bar.h"
#include "cp-model-serving-words.h"
#include "cp-model-serving.h"
#include "cp-serving-words.h"

/* One model's per-GPU memory bar on screen: the diagram layer lays it out
 * for the widget's width (as tall as that needs) and paints it, in the
 * light or dark palette; screen readers hear the same figures in words. */

struct _CpMemoryBarView
{
  GtkWidget       parent_instance;

  CpModelServing *serving;
  char           *title;
  CpMemoryBar    *bar;
};

G_DEFINE_FINAL_TYPE (CpMemoryBarView, cp_memory_bar_view, GTK_TYPE_WIDGET)

/* The words' size, in pixels: the body text's. */
#define FONT_SIZE 13.0
#define MIN_WIDTH 200

GtkWidget *
cp_memory_bar_view_new (void)
{
  return g_object_new (CP_TYPE_MEMORY_BAR_VIEW, NULL);
}

static CpMemoryBar *
bar_for_width (CpMemoryBarView *self,
               int              width)
{
  const CpLayout *layout = cp_model_serving_get_layout (self->serving);

  return cp_memory_bar_new (layout, self->title, MAX (width, MIN_WIDTH), FONT_SIZE);
}

/* The bar for the current width, laid out once per width. */
static CpMemoryBar *
ensure_bar (CpMemoryBarView *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));

  if (self->serving == NULL || width <= 0)
    return NULL;

  if (self->bar == NULL || cp_memory_bar_get_width (self->bar) != MAX (width, MIN_WIDTH))
    {
      g_clear_pointer (&self->bar, cp_memory_bar_unref);
      self->bar = bar_for_width (self, width);
    }

  return self->bar;
}

static GtkSizeRequestMode
cp_memory_bar_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
cp_memory_bar_view_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  CpMemoryBarView *self = CP_MEMORY_BAR_VIEW (widget);
  g_autoptr(CpMemoryBar) bar = NULL;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN_WIDTH;
      *natural = 480;
      return;
    }

  if (self->serving == NULL)
    {
      *minimum = *natural = 0;
      return;
    }

  bar = bar_for_width (self, for_size > 0 ? for_size : 480);
  *minimum = *natural = (int) ceil (cp_memory_bar_get_height (bar));
}

static void
cp_memory_bar_view_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  CpMemoryBarView *self = CP_MEMORY_BAR_VIEW (widget);
  CpMemoryBar *bar = ensure_bar (self);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  cairo_t *cr;

  if (bar == NULL)
    return;

  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                       gtk_widget_get_height (widget)));
  cp_memory_bar_paint (cr, bar, dark ? CP_DIAGRAM_PALETTE_DARK : CP_DIAGRAM_PALETTE_LIGHT);
  cairo_destroy (cr);
}

static void
cp_memory_bar_view_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  /* The bar is laid out again for the new width when it is painted. */
  gtk_widget_queue_draw (widget);
}

static void
cp_memory_bar_view_dispose (GObject *object)
{
  CpMemoryBarView *self = (CpMemoryBarView *) object;

  g_clear_object (&self->serving);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->bar, cp_memory_bar_unref);

  G_OBJECT_CLASS (cp_memory_bar_view_parent_class)->dispose (object);
}

static void
cp_memory_bar_view_class_init (CpMemoryBarViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cp_memory_bar_view_dispose;
  widget_class->get_request_mode = cp_memory_bar_view_get_request_mode;
  widget_class->measure = cp_memory_bar_view_measure;
  widget_class->snapshot = cp_memory_bar_view_snapshot;
  widget_class->size_allocate = cp_memory_bar_view_size_allocate;

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "memorybar");
}

static void
cp_memory_bar_view_init (CpMemoryBarView *self)
{
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

/**
 * cp_memory_bar_view_set_serving:
 * @serving: (nullable): the model's serving, whose fullest GPU to show
 * @title: (nullable): what to call the bar, the model's name when a build
 *   serves several
 */
void
cp_memory_bar_view_set_serving (CpMemoryBarView *self,
                                CpModelServing  *serving,
                                const char      *title)
{
  g_autofree char *memory = NULL;

  g_return_if_fail (CP_IS_MEMORY_BAR_VIEW (self));

  g_set_object (&self->serving, serving);
  g_free (self->title);
  self->title = g_strdup (title);
  g_clear_pointer (&self->bar, cp_memory_bar_unref);
  gtk_widget_queue_resize (GTK_WIDGET (self));

  memory = serving != NULL ? cp_model_serving_dup_memory (serving) : NULL;
  if (memory != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, memory,
                                    -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

/* The bar as last painted, or NULL; for tests. */
CpMemoryBar *
cp_memory_bar_view_get_bar (CpMemoryBarView *self)
{
  g_return_val_if_fail (CP_IS_MEMORY_BAR_VIEW (self), NULL);

  return ensure_bar (self);
}
