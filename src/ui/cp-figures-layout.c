/* cp-figures-layout.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-figures-layout"

#include "config.h"

#include "cp-figures-layout.h"

/* Lays a build card's three figures out side by side in equal columns,
 * or one above the other when the width cannot give each column its
 * minimum. Which of the two depends on the width alone, not on how long
 * the words under the figures are: every card of a page has the same
 * width, so every card lays its figures out the same way, in any
 * language. A flow box decided by its children's sizes put two figures
 * beside each other and the third below on some cards, and three in a
 * row on others. */

/* The narrowest column that holds a figure such as "$3,000,000" or
 * "13,824 GB" in the card's large numbers, and the gap between columns. */
#define COLUMN_MIN_WIDTH 150
#define SPACING          12

struct _CpFiguresLayout
{
  GtkLayoutManager parent_instance;
};

G_DEFINE_FINAL_TYPE (CpFiguresLayout, cp_figures_layout, GTK_TYPE_LAYOUT_MANAGER)

static guint
count_shown (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      n++;

  return n;
}

static gboolean
fits_in_a_row (guint n,
               int   width)
{
  return n > 0 && width >= (int) n * COLUMN_MIN_WIDTH + ((int) n - 1) * SPACING;
}

/* Each column's width in a row of @n across @width; the last takes what
 * is left over. */
static int
column_width (guint n,
              int   width)
{
  return (width - ((int) n - 1) * SPACING) / (int) n;
}

static GtkSizeRequestMode
cp_figures_layout_get_request_mode (GtkLayoutManager *manager,
                                    GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
measure_width (GtkWidget *widget,
               guint      n,
               int       *minimum,
               int       *natural)
{
  int widest = 0;
  int sum = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_min, child_nat;

      if (!gtk_widget_should_layout (child))
        continue;

      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &child_min, &child_nat, NULL, NULL);
      widest = MAX (widest, child_min);
      sum += MAX (child_nat, COLUMN_MIN_WIDTH);
    }

  /* One above the other at the least; side by side when there is room. */
  *minimum = widest;
  *natural = MAX (widest, sum + ((int) n - 1) * SPACING);
}

static void
measure_height (GtkWidget *widget,
                guint      n,
                int        width,
                int       *minimum,
                int       *natural)
{
  gboolean row = width < 0 || fits_in_a_row (n, width);
  int for_width = width < 0 ? -1 : row ? column_width (n, width) : width;

  *minimum = *natural = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_min, child_nat;

      if (!gtk_widget_should_layout (child))
        continue;

      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, for_width, &child_min, &child_nat, NULL, NULL);
      if (row)
        {
          *minimum = MAX (*minimum, child_min);
          *natural = MAX (*natural, child_nat);
        }
      else
        {
          *minimum += child_min;
          *natural += child_nat;
        }
    }

  if (!row && n > 1)
    {
      *minimum += ((int) n - 1) * SPACING;
      *natural += ((int) n - 1) * SPACING;
    }
}

static void
cp_figures_layout_measure (GtkLayoutManager *manager,
                           GtkWidget        *widget,
                           GtkOrientation    orientation,
                           int               for_size,
                           int              *minimum,
                           int              *natural,
                           int              *minimum_baseline,
                           int              *natural_baseline)
{
  guint n = count_shown (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    measure_width (widget, n, minimum, natural);
  else
    measure_height (widget, n, for_size, minimum, natural);
}

static void
cp_figures_layout_allocate (GtkLayoutManager *manager,
                            GtkWidget        *widget,
                            int               width,
                            int               height,
                            int               baseline)
{
  guint n = count_shown (widget);
  gboolean row = fits_in_a_row (n, width);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int column = row ? column_width (n, width) : width;
  int offset = 0;
  guint i = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkAllocation allocation;

      if (!gtk_widget_should_layout (child))
        continue;

      if (row)
        {
          /* The last column takes the pixels the division left over. */
          allocation.width = ++i == n ? width - offset : column;
          allocation.height = height;
          allocation.x = rtl ? width - offset - allocation.width : offset;
          allocation.y = 0;
          offset += allocation.width + SPACING;
        }
      else
        {
          int child_min;

          gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &child_min, NULL, NULL, NULL);
          allocation.x = 0;
          allocation.y = offset;
          allocation.width = width;
          allocation.height = child_min;
          offset += child_min + SPACING;
        }

      gtk_widget_size_allocate (child, &allocation, -1);
    }
}

static void
cp_figures_layout_class_init (CpFiguresLayoutClass *klass)
{
  GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  manager_class->get_request_mode = cp_figures_layout_get_request_mode;
  manager_class->measure = cp_figures_layout_measure;
  manager_class->allocate = cp_figures_layout_allocate;
}

static void
cp_figures_layout_init (CpFiguresLayout *self)
{
}

GtkLayoutManager *
cp_figures_layout_new (void)
{
  return g_object_new (CP_TYPE_FIGURES_LAYOUT, NULL);
}

/**
 * cp_figures_layout_get_in_a_row:
 * @width: the width the figures are laid out in
 *
 * Returns: whether the figures stand side by side at @width, rather than
 *   one above the other.
 */
gboolean
cp_figures_layout_get_in_a_row (CpFiguresLayout *self,
                                int              width)
{
  GtkWidget *widget;

  g_return_val_if_fail (CP_IS_FIGURES_LAYOUT (self), FALSE);

  widget = gtk_layout_manager_get_widget (GTK_LAYOUT_MANAGER (self));

  return widget != NULL && fits_in_a_row (count_shown (widget), width);
}
