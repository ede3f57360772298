/* test-diagram-view.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <locale.h>
#include <math.h>

#include "cp-build-card.h"
#include "cp-catalog.h"
#include "cp-diagram-view.h"
#include "cp-test-planner.h"
#include "cp-test-widget.h"

/* The diagram widget, on a real (virtual) display: it lays out when it gets
 * a size, paints, follows light and dark, and tells screen readers what it
 * shows. Run under xvfb-run. */

static CpCatalog *catalog;

static CpBuild *
make_build (const char *unit_id,
            gint64      count)
{
  g_autoptr(GError) error = NULL;
  CpBuild *build = cp_test_catalog_evaluate (catalog, cp_catalog_find_unit (catalog, unit_id), count,
                                        1920 * CP_MB_PER_GB, 1, &error);

  g_assert_no_error (error);

  return build;
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

/* Renders @widget as it is on screen and returns the image. */
static cairo_surface_t *
render (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  GskRenderNode *node;
  cairo_t *cr;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);

  cr = cairo_create (surface);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  gsk_render_node_unref (node);
  cairo_surface_flush (surface);

  return surface;
}

static guint32
pixel_at (cairo_surface_t *surface,
          double           x,
          double           y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  return ((const guint32 *) (gconstpointer) (data + (int) y * stride))[(int) x];
}

static guint
count_painted (cairo_surface_t *surface)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  guint n = 0;

  for (int y = 0; y < height; y += 2)
    for (int x = 0; x < width; x += 2)
      if (pixel_at (surface, x, y) >> 24 != 0)
        n++;

  return n;
}

static void
test_properties (void)
{
  g_autoptr(CpBuild) build = make_build ("dgx-h100", 3);
  GtkWidget *view = g_object_ref_sink (cp_diagram_view_new ());
  guint build_notifies = 0, compact_notifies = 0;
  int min_large, min_compact, nat;

  g_signal_connect (view, "notify::build", G_CALLBACK (count_notify_cb), &build_notifies);
  g_signal_connect (view, "notify::compact", G_CALLBACK (count_notify_cb), &compact_notifies);

  g_assert_null (cp_diagram_view_get_build (CP_DIAGRAM_VIEW (view)));
  g_assert_null (cp_diagram_view_get_layout (CP_DIAGRAM_VIEW (view)));

  g_object_set (view, "build", build, NULL);
  g_assert_true (cp_diagram_view_get_build (CP_DIAGRAM_VIEW (view)) == build);
  cp_diagram_view_set_build (CP_DIAGRAM_VIEW (view), build);
  g_assert_cmpuint (build_notifies, ==, 1);

  gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, -1, &min_large, &nat, NULL, NULL);
  g_object_set (view, "compact", TRUE, NULL);
  cp_diagram_view_set_compact (CP_DIAGRAM_VIEW (view), TRUE);
  g_assert_cmpuint (compact_notifies, ==, 1);
  gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, -1, &min_compact, &nat, NULL, NULL);
  g_assert_cmpint (min_compact, >, 0);
  g_assert_cmpint (min_compact, <, min_large);
  g_assert_cmpint (nat, >=, min_compact);

  gtk_test_accessible_assert_role (view, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_test_accessible_assert_property (view, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Topology of 3 × NVIDIA DGX H100");
  gtk_test_accessible_assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "3 NVIDIA DGX H100 systems, each one NVLink domain of 8 GPUs "
                                       "(640 GB), joined by InfiniBand NDR: 1,920 GB pooled");
  g_assert_true (gtk_widget_get_has_tooltip (view));

  /* The description follows the build. */
  {
    g_autoptr(CpBuild) cards = make_build ("rtx-5090-card", 60);

    cp_diagram_view_set_build (CP_DIAGRAM_VIEW (view), cards);
    gtk_test_accessible_assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                         "60 GeForce RTX 5090 cards, each on its own over PCIe "
                                         "through the CPU: 1,920 GB on paper, 32 GB usable by one "
                                         "model");
  }

  cp_diagram_view_set_build (CP_DIAGRAM_VIEW (view), NULL);
  g_assert_cmpuint (build_notifies, ==, 3);

  g_assert_finalize_object (view);
}

static void
test_drawing (void)
{
  g_autoptr(CpBuild) build = make_build ("dgx-h100", 3);
  AdwStyleManager *manager = adw_style_manager_get_default ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = cp_diagram_view_new ();
  const CpDiagramLayout *layout;
  const CpDiagramElement *gpu, *domain;
  cairo_surface_t *light, *dark;
  guint32 light_domain, dark_domain;

  g_object_ref (view);
  cp_diagram_view_set_build (CP_DIAGRAM_VIEW (view), build);
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 560);
  gtk_window_set_child (GTK_WINDOW (window), view);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  gtk_window_present (GTK_WINDOW (window));
  cp_test_wait_for_drawing (view);

  /* Laid out for the size it was given. */
  layout = cp_diagram_view_get_layout (CP_DIAGRAM_VIEW (view));
  g_assert_nonnull (layout);
  g_assert_cmpfloat (cp_diagram_layout_get_width (layout), ==, gtk_widget_get_width (view));
  g_assert_cmpfloat (cp_diagram_layout_get_height (layout), ==, gtk_widget_get_height (view));
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_GPU), ==, 24);

  light = render (view);
  g_assert_cmpuint (count_painted (light), >, 1000);

  /* Painted where the layout says: a GPU is opaque blue. */
  gpu = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_GPU, 0);
  domain = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_DOMAIN, 0);
  g_assert_cmphex (pixel_at (light, gpu->rect.x + 3, gpu->rect.y + 3), ==, 0xff1c71d8);
  light_domain = pixel_at (light, domain->rect.x + 5, domain->rect.y + domain->rect.height / 2);

  /* Dark style: same layout, other colours. */
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adw_style_manager_get_dark (manager));
  cp_test_wait_for_drawing (view);
  g_assert_true (cp_diagram_view_get_layout (CP_DIAGRAM_VIEW (view)) == layout);
  dark = render (view);
  dark_domain = pixel_at (dark, domain->rect.x + 5, domain->rect.y + domain->rect.height / 2);
  g_assert_cmphex (light_domain, !=, dark_domain);

  /* A new size, a new layout. */
  gtk_window_set_default_size (GTK_WINDOW (window), 420, 300);
  cp_diagram_view_set_compact (CP_DIAGRAM_VIEW (view), TRUE);
  gtk_widget_queue_resize (view);
  cp_test_wait_for_drawing (view);
  g_assert_true (cp_diagram_layout_get_compact (cp_diagram_view_get_layout (CP_DIAGRAM_VIEW (view))));

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  cairo_surface_destroy (light);
  cairo_surface_destroy (dark);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (view);
}

/* A large view asks for the height its drawing fills at its width, so
 * that a wide, flat build is not centred in an empty band (it asked for a
 * fixed 480 pixels before); a compact one keeps its fixed size. */
static void
test_height_for_width (void)
{
  g_autoptr(CpBuild) build = make_build ("dgx-h100", 3);
  g_autoptr(CpDiagramLayout) reference = cp_diagram_layout_new (build, 900, 480,
                                                                CP_DIAGRAM_LAYOUT_FLAGS_NONE);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *view = cp_diagram_view_new ();
  const CpDiagramLayout *layout;
  int min, nat, used;

  g_object_ref (view);
  cp_diagram_view_set_build (CP_DIAGRAM_VIEW (view), build);

  used = (int) ceil (cp_diagram_layout_get_used_height (reference));
  g_assert_cmpint (used, <, 480);
  gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, 900, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, ==, used);
  g_assert_cmpint (min, <=, nat);

  /* Given that height under nothing else, the drawing fills it. */
  gtk_box_append (GTK_BOX (box), view);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 700);
  gtk_window_present (GTK_WINDOW (window));
  cp_test_wait_for_drawing (view);
  g_assert_cmpint (gtk_widget_get_width (view), ==, 900);
  g_assert_cmpint (gtk_widget_get_height (view), ==, used);
  layout = cp_diagram_view_get_layout (CP_DIAGRAM_VIEW (view));
  g_assert_cmpfloat (cp_diagram_layout_get_used_height (layout), ==, used);
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_GPU), ==, 24);

  /* Compact, on a card: a fixed size, whatever the width. */
  cp_diagram_view_set_compact (CP_DIAGRAM_VIEW (view), TRUE);
  cp_test_wait_for_drawing (view);
  gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, 900, &min, &nat, NULL, NULL);
  {
    int min_narrow, nat_narrow;

    gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, 300, &min_narrow, &nat_narrow, NULL, NULL);
    g_assert_cmpint (min_narrow, ==, min);
    g_assert_cmpint (nat_narrow, ==, nat);
  }
  g_assert_cmpint (gtk_widget_get_height (view), ==, nat);

  /* Large again, even measured compact just before GTK lays it out: the
   * height it uses. */
  gtk_widget_queue_resize (view);
  gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, 900, &min, &nat, NULL, NULL);
  cp_diagram_view_set_compact (CP_DIAGRAM_VIEW (view), FALSE);
  cp_test_wait_for_drawing (view);
  g_assert_cmpint (gtk_widget_get_height (view), ==, used);

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (view);
}

static gboolean
is_diagram_view (GtkWidget     *widget,
                 gconstpointer  data)
{
  return CP_IS_DIAGRAM_VIEW (widget);
}

/* A desktop card chosen in a narrow window: its drawing, not shown before
 * (the cards only add up on paper), is shown large and takes the height it
 * uses at the card's width. It took 480 pixels when the view's request
 * mode followed :compact: GTK still measured it by the mode it had when
 * hidden, as if its height did not depend on its width. */
static void
test_card_chosen (void)
{
  g_autoptr(CpBuild) build = make_build ("rtx-5090-card", 60);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *card = cp_build_card_new (build);
  GtkWidget *view;
  int min, nat;

  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), card);
  gtk_window_set_child (GTK_WINDOW (window), scrolled);
  gtk_window_set_default_size (GTK_WINDOW (window), 320, 900);
  gtk_window_present (GTK_WINDOW (window));
  cp_test_spin ();

  cp_build_card_set_chosen (CP_BUILD_CARD (card), TRUE);
  view = cp_test_find_widget (card, is_diagram_view, NULL);
  g_assert_nonnull (view);
  cp_test_wait_for_drawing (view);
  g_assert_false (cp_diagram_view_get_compact (CP_DIAGRAM_VIEW (view)));
  gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (view), &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, <, 480);
  g_assert_cmpint (gtk_widget_get_height (view), ==, nat);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  setlocale (LC_ALL, "C.UTF-8");
  /* A virtual display has no GL; the cairo renderer is what we test. */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  catalog = cp_catalog_new_builtin (&error);
  g_assert_no_error (error);

  g_test_add_func ("/cluster-planner/diagram-view/properties", test_properties);
  g_test_add_func ("/cluster-planner/diagram-view/drawing", test_drawing);
  g_test_add_func ("/cluster-planner/diagram-view/height-for-width", test_height_for_width);
  g_test_add_func ("/cluster-planner/diagram-view/card-chosen", test_card_chosen);

  status = g_test_run ();

  g_clear_object (&catalog);

  return status;
}
