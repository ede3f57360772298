/* test-catalog-page.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <locale.h>

#include "cp-catalog-page.h"
#include "cp-window.h"

/* The Catalog page on a virtual display: its tables fit the window. Any
 * GTK warning fails the test (G_DEBUG=fatal-warnings). */

static void
spin (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The real window, @width pixels wide, on its Catalog page. */
static CpWindow *
new_window (int width)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  CpWindow *window;

  g_assert_no_error (error);
  window = cp_window_new (NULL, catalog);
  g_object_ref_sink (window);
  gtk_window_set_default_size (GTK_WINDOW (window), width, 800);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "catalog");
  gtk_window_present (GTK_WINDOW (window));
  spin ();

  return window;
}

static void
close_window (CpWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  spin ();
  g_assert_finalize_object (window);
}

/* Whether the column titled @title is wholly inside the visible part of
 * @view. */
static gboolean
column_in_view (GtkWidget  *view,
                const char *title)
{
  GtkWidget *label = find_label (view, title);
  GtkWidget *scrolled = gtk_widget_get_parent (view);
  graphene_rect_t bounds;

  g_assert_nonnull (label);
  g_assert_true (GTK_IS_SCROLLED_WINDOW (scrolled));
  g_assert_true (gtk_widget_compute_bounds (label, scrolled, &bounds));

  return bounds.origin.x >= 0
         && bounds.origin.x + bounds.size.width <= gtk_widget_get_width (scrolled);
}

/* At 1280 pixels every column of every table is on screen: the long
 * text wraps instead of pushing the figures and the sources off. */
static void
test_fits_1280 (void)
{
  static const char *tables[] = { "units", "gpus", "models" };
  CpWindow *window = new_window (1280);
  GtkWidget *page = GTK_WIDGET (cp_window_get_catalog_page (window));

  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      g_autofree char *name = g_strconcat (tables[i], "_view", NULL);
      GtkWidget *view = GTK_WIDGET (gtk_widget_get_template_child (page, CP_TYPE_CATALOG_PAGE, name));
      GtkAdjustment *across = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (view));

      g_object_set (page, "view", tables[i], NULL);
      spin ();
      g_assert_cmpfloat (gtk_adjustment_get_upper (across), <=, gtk_adjustment_get_page_size (across));
      g_assert_true (column_in_view (view, "Source"));
    }

  close_window (window);
}

/* Narrower, the table scrolls sideways, but the figures come right after
 * the name and stay in sight. */
static void
test_figures_800 (void)
{
  CpWindow *window = new_window (800);
  GtkWidget *page = GTK_WIDGET (cp_window_get_catalog_page (window));
  GtkWidget *units = GTK_WIDGET (gtk_widget_get_template_child (page, CP_TYPE_CATALOG_PAGE, "units_view"));

  g_assert_true (column_in_view (units, "Name"));
  g_assert_true (column_in_view (units, "Memory"));
  g_assert_true (column_in_view (units, "Power"));
  g_assert_true (column_in_view (units, "Price"));

  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/cluster-planner/catalog-page/fits-1280", test_fits_1280);
  g_test_add_func ("/cluster-planner/catalog-page/figures-800", test_figures_800);

  return g_test_run ();
}
