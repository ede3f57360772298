/* cp-table-stack.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-table-stack"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-table-stack.h"

/* A table too wide for its window stacks each row: where its columns
 * would need more room than there is (the Catalog's units are nine
 * columns, Quotes seven; at a phone's 360 pixels both scrolled sideways,
 * issue 24), the table shows one column instead, each row its first cell
 * in bold over the others, each after its column's title, as Compare
 * stands each heading above its figures on a narrow page. The columns
 * come back once the window is as wide as they needed. The width is read
 * from the table's horizontal adjustment (its page is the width shown,
 * its upper bound the width the columns take) and the columns change
 * after, from an idle, not while GTK lays the table out. */

#define STACK_KEY "cp-table-stack"
/* A cell's padding on both sides, and a scrollbar's room (Adwaita's). */
#define CELL_PADDING 40

typedef struct
{
  GtkColumnView       *view;
  GtkColumnViewColumn *column;
  CpTableCellsFunc     dup_cells;
  gpointer             user_data;
  GtkAdjustment       *adjustment;
  gulong               changed_id;
  guint                idle_id;
  gboolean             stacked;
  /* The width the columns took when they did not fit. */
  double               columns_width;
  /* The stacked rows' labels (weak), and how many characters wide they
   * are: GTK 4.8 measures a table's cell for no width, so a label that
   * wraps is as tall as at its narrowest. It is made as narrow as the
   * table, no narrower, and so as tall as it is shown. */
  GPtrArray           *labels;
  int                  width_chars;
} TableStack;

static void
label_gone_cb (gpointer  data,
               GObject  *label)
{
  TableStack *stack = data;

  g_ptr_array_remove_fast (stack->labels, label);
}

static void
table_stack_free (gpointer data)
{
  TableStack *stack = data;

  for (guint i = 0; i < stack->labels->len; i++)
    g_object_weak_unref (stack->labels->pdata[i], label_gone_cb, stack);
  g_ptr_array_unref (stack->labels);

  g_clear_handle_id (&stack->idle_id, g_source_remove);
  g_clear_signal_handler (&stack->changed_id, stack->adjustment);
  g_clear_object (&stack->adjustment);
  g_free (stack);
}

/* The table goes: nothing more to follow. */
static void
view_destroyed_cb (TableStack *stack)
{
  g_clear_handle_id (&stack->idle_id, g_source_remove);
  g_clear_signal_handler (&stack->changed_id, stack->adjustment);
  g_clear_object (&stack->adjustment);
}

static void
set_stacked (TableStack *stack,
             gboolean    stacked)
{
  GListModel *columns = gtk_column_view_get_columns (stack->view);

  stack->stacked = stacked;
  for (guint i = 0; i < g_list_model_get_n_items (columns); i++)
    {
      g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, i);

      gtk_column_view_column_set_visible (column, (column == stack->column) == stacked);
    }
}

/* How many characters of the table's font make @pixels, as GtkLabel
 * counts its width in characters. */
static int
chars_in (GtkWidget *widget,
          double     pixels)
{
  PangoContext *context = gtk_widget_get_pango_context (widget);
  PangoFontMetrics *metrics = pango_context_get_metrics (context, NULL, NULL);
  int char_width = MAX (pango_font_metrics_get_approximate_char_width (metrics),
                        pango_font_metrics_get_approximate_digit_width (metrics));

  pango_font_metrics_unref (metrics);

  return MAX (1, (int) (pixels * PANGO_SCALE / MAX (char_width, 1)));
}

/* The stacked labels as wide as the table shows, less the cell's padding. */
static void
fit_labels (TableStack *stack,
            double      shown)
{
  int width_chars = chars_in (GTK_WIDGET (stack->view), shown - CELL_PADDING);

  if (width_chars == stack->width_chars)
    return;

  stack->width_chars = width_chars;
  for (guint i = 0; i < stack->labels->len; i++)
    gtk_label_set_width_chars (stack->labels->pdata[i], width_chars);
}

static gboolean
restack_cb (gpointer data)
{
  TableStack *stack = data;
  double shown = gtk_adjustment_get_page_size (stack->adjustment);
  double needed = gtk_adjustment_get_upper (stack->adjustment);

  stack->idle_id = 0;
  /* Not laid out yet. */
  if (shown <= 0)
    return G_SOURCE_REMOVE;

  if (!stack->stacked && needed > shown + 0.5)
    {
      stack->columns_width = needed;
      set_stacked (stack, TRUE);
    }
  else if (stack->stacked && shown >= stack->columns_width)
    /* Should the columns still not fit (other rows are shown now), they
     * stack again, with the width they took this time. */
    set_stacked (stack, FALSE);

  if (stack->stacked)
    fit_labels (stack, shown);

  return G_SOURCE_REMOVE;
}

static void
adjustment_changed_cb (TableStack *stack)
{
  if (stack->idle_id == 0)
    stack->idle_id = g_idle_add (restack_cb, stack);
}

static void
follow_adjustment (TableStack *stack)
{
  GtkAdjustment *adjustment = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (stack->view));

  if (adjustment == stack->adjustment)
    return;

  g_clear_signal_handler (&stack->changed_id, stack->adjustment);
  g_set_object (&stack->adjustment, adjustment);
  if (adjustment != NULL)
    stack->changed_id = g_signal_connect_swapped (adjustment, "changed",
                                                  G_CALLBACK (adjustment_changed_cb), stack);
}

static void
setup_cell_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               TableStack               *stack)
{
  GtkWidget *label = gtk_label_new (NULL);

  g_ptr_array_add (stack->labels, label);
  g_object_weak_ref (G_OBJECT (label), label_gone_cb, stack);
  if (stack->width_chars > 0)
    gtk_label_set_width_chars (GTK_LABEL (label), stack->width_chars);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* A source's address has no space to break at. */
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_use_markup (GTK_LABEL (label), TRUE);
  gtk_list_item_set_child (item, label);
}

static void
bind_cell_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              TableStack               *stack)
{
  GListModel *columns = gtk_column_view_get_columns (stack->view);
  g_autoptr(GPtrArray) cells = stack->dup_cells (gtk_list_item_get_item (item), stack->user_data);
  g_autoptr(GString) markup = g_string_new (NULL);

  for (guint i = 0; i < cells->len && i < g_list_model_get_n_items (columns); i++)
    {
      g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, i);
      const char *cell = cells->pdata[i];
      g_autofree char *escaped = NULL;

      if (cell == NULL || *cell == '\0' || column == stack->column)
        continue;

      escaped = g_markup_escape_text (cell, -1);
      if (markup->len == 0)
        g_string_append_printf (markup, "<b>%s</b>", escaped);
      else
        {
          g_autofree char *title = g_markup_escape_text (gtk_column_view_column_get_title (column), -1);

          g_string_append_c (markup, '\n');
          /* TRANSLATORS: a table's cell on a narrow window, after its
           * column's title, e.g. "Memory: 640 GB"; keep the markup */
          g_string_append_printf (markup, _("<span alpha=\"70%%\">%s:</span> %s"), title, escaped);
        }
    }

  gtk_label_set_markup (GTK_LABEL (gtk_list_item_get_child (item)), markup->str);
}

/**
 * cp_table_stack_install:
 * @view: a table, its columns all added
 * @dup_cells: the words of a row's cells, in the order of the columns
 * @user_data: for @dup_cells
 *
 * Makes @view stack each row into one column when its columns do not fit
 * its width: the first cell in bold, the others each under its column's
 * title. Sorting stays by the first column.
 */
void
cp_table_stack_install (GtkColumnView    *view,
                        CpTableCellsFunc  dup_cells,
                        gpointer          user_data)
{
  g_autoptr(GtkColumnViewColumn) first = NULL;
  GtkListItemFactory *factory;
  TableStack *stack;

  g_return_if_fail (GTK_IS_COLUMN_VIEW (view));
  g_return_if_fail (g_object_get_data (G_OBJECT (view), STACK_KEY) == NULL);
  first = g_list_model_get_item (gtk_column_view_get_columns (view), 0);
  g_return_if_fail (first != NULL);

  factory = gtk_signal_list_item_factory_new ();
  stack = g_new0 (TableStack, 1);
  stack->view = view;
  stack->dup_cells = dup_cells;
  stack->user_data = user_data;
  stack->labels = g_ptr_array_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_cell_cb), stack);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cell_cb), stack);
  stack->column = gtk_column_view_column_new (gtk_column_view_column_get_title (first), factory);
  gtk_column_view_column_set_sorter (stack->column, gtk_column_view_column_get_sorter (first));
  gtk_column_view_column_set_expand (stack->column, TRUE);
  gtk_column_view_column_set_visible (stack->column, FALSE);
  gtk_column_view_append_column (view, stack->column);
  g_object_unref (stack->column);

  g_object_set_data_full (G_OBJECT (view), STACK_KEY, stack, table_stack_free);
  follow_adjustment (stack);
  g_signal_connect_swapped (view, "notify::hadjustment", G_CALLBACK (follow_adjustment), stack);
  g_signal_connect_swapped (view, "destroy", G_CALLBACK (view_destroyed_cb), stack);
}

/**
 * cp_table_stack_get_stacked:
 *
 * Returns: whether @view shows its rows stacked in one column
 */
gboolean
cp_table_stack_get_stacked (GtkColumnView *view)
{
  TableStack *stack = g_object_get_data (G_OBJECT (view), STACK_KEY);

  g_return_val_if_fail (stack != NULL, FALSE);

  return stack->stacked;
}
