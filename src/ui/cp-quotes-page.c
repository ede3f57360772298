/* cp-quotes-page.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quotes-page"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cp-format.h"
#include "cp-money.h"
#include "cp-quotes-page.h"
#include "cp-table-stack.h"

/* The quotes issued, from the register: a table of number, date,
 * customer, build, total, valid until and status, sorted by any column
 * and searched; and what can be done with the one picked — open its PDF,
 * export or print it again with its number, mark what became of it, plan
 * a new quote from it. The page only shows the records it is given; its
 * buttons, menu and keys act on the quote picked by activating the
 * window's "quote." actions with its number (see cp-window-quotes.c),
 * which do it with the register. */
/* The columns: what each shows of a record, and how it sorts. */
typedef enum
{
  COLUMN_NUMBER,
  COLUMN_DATE,
  COLUMN_CUSTOMER,
  COLUMN_BUILD,
  COLUMN_TOTAL,
  COLUMN_VALID_UNTIL,
  COLUMN_STATUS,
  N_COLUMNS
} Column;

struct _CpQuotesPage
{
  AdwBin              parent_instance;

  /* The register's quotes, followed (see cp_quotes_page_set_records()),
   * and the page's copy of them, which the table filters and sorts. */
  GListModel         *source;
  GListStore         *records;
  GtkCustomFilter    *filter;
  GtkFilterListModel *filtered;
  GtkSortListModel   *sorted;
  GtkSingleSelection *selection;
  char               *search_text;
  gboolean            failed;
  /* The failure is a lock another program holds. */
  gboolean            busy;

  GtkSearchEntry     *search;
  GtkStack           *stack;
  GtkColumnView      *view;
  AdwStatusPage      *error_page;
  GtkWidget          *mark_button;
  /* The view's columns, in the order of the table below (borrowed). */
  GtkColumnViewColumn *view_columns[N_COLUMNS];
};

G_DEFINE_FINAL_TYPE (CpQuotesPage, cp_quotes_page, ADW_TYPE_BIN)


static const struct
{
  const char *id;
  const char *title;
  gboolean    expand;
  gboolean    numeric;
} columns[N_COLUMNS] = {
  [COLUMN_NUMBER] = { "number", N_("Number"), FALSE, FALSE },
  [COLUMN_DATE] = { "date", N_("Date"), FALSE, FALSE },
  [COLUMN_CUSTOMER] = { "customer", N_("Customer"), TRUE, FALSE },
  [COLUMN_BUILD] = { "build", N_("Build"), TRUE, FALSE },
  [COLUMN_TOTAL] = { "total", N_("Total"), FALSE, TRUE },
  [COLUMN_VALID_UNTIL] = { "valid-until", N_("Valid until"), FALSE, FALSE },
  [COLUMN_STATUS] = { "status", N_("Status"), FALSE, FALSE },
};

/* What @column shows of @record. */
static char *
dup_cell_text (CpQuoteRecord *record,
               Column         column)
{
  switch (column)
    {
    case COLUMN_NUMBER:
      return g_strdup (cp_quote_record_get_number_text (record));
    case COLUMN_DATE:
      return cp_quote_record_get_issued (record) != NULL
             ? cp_format_date (cp_quote_record_get_issued (record)) : g_strdup ("");
    case COLUMN_CUSTOMER:
      return g_strdup (cp_quote_record_get_customer (record));
    case COLUMN_BUILD:
      return g_strdup (cp_quote_record_get_build (record));
    case COLUMN_TOTAL:
      return cp_money_format (cp_quote_record_get_total_cents (record),
                              cp_quote_record_get_currency (record));
    case COLUMN_VALID_UNTIL:
      {
        char *until = cp_format_iso_date (cp_quote_record_get_valid_until (record));

        return until != NULL ? until : g_strdup (cp_quote_record_get_valid_until (record));
      }
    case COLUMN_STATUS:
      return g_strdup (cp_quote_status_get_title (cp_quote_record_get_status (record)));
    case N_COLUMNS:
    default:
      g_return_val_if_reached (NULL);
    }
}

/* Every cell of @record, in the order of the columns. */
static GPtrArray *
dup_cells_cb (gpointer item,
              gpointer user_data)
{
  GPtrArray *cells = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < N_COLUMNS; i++)
    g_ptr_array_add (cells, dup_cell_text (item, i));

  return cells;
}

static int
compare_records (gconstpointer a,
                 gconstpointer b,
                 gpointer      user_data)
{
  CpQuoteRecord *left = (CpQuoteRecord *) a;
  CpQuoteRecord *right = (CpQuoteRecord *) b;
  Column column = GPOINTER_TO_UINT (user_data);
  int order = 0;

  switch (column)
    {
    case COLUMN_DATE:
      if (cp_quote_record_get_issued (left) != NULL && cp_quote_record_get_issued (right) != NULL)
        order = g_date_time_compare (cp_quote_record_get_issued (left),
                                     cp_quote_record_get_issued (right));
      break;
    case COLUMN_TOTAL:
      order = (cp_quote_record_get_total_cents (left) > cp_quote_record_get_total_cents (right)) -
              (cp_quote_record_get_total_cents (left) < cp_quote_record_get_total_cents (right));
      break;
    case COLUMN_VALID_UNTIL:
      order = g_strcmp0 (cp_quote_record_get_valid_until (left),
                         cp_quote_record_get_valid_until (right));
      break;
    case COLUMN_CUSTOMER:
    case COLUMN_BUILD:
    case COLUMN_STATUS:
      {
        g_autofree char *left_text = dup_cell_text (left, column);
        g_autofree char *right_text = dup_cell_text (right, column);

        order = g_utf8_collate (left_text, right_text);
      }
      break;
    case COLUMN_NUMBER:
    case N_COLUMNS:
    default:
      break;
    }

  /* Ties, and the number column itself, go by number. */
  if (order == 0)
    order = (cp_quote_record_get_number (left) > cp_quote_record_get_number (right)) -
            (cp_quote_record_get_number (left) < cp_quote_record_get_number (right));

  return order < 0 ? GTK_ORDERING_SMALLER : order > 0 ? GTK_ORDERING_LARGER : GTK_ORDERING_EQUAL;
}

static void
setup_cell_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  user_data)
{
  Column column = GPOINTER_TO_UINT (user_data);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), columns[column].numeric ? 1.0 : 0.0);
  /* Names may be long and give way, down to a readable width; numbers and
   * dates are shown whole, and a window too narrow for all the columns
   * stacks each quote instead (cp-table-stack.c). */
  if (columns[column].expand)
    {
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_width_chars (GTK_LABEL (label), 14);
    }
  if (columns[column].numeric)
    gtk_widget_add_css_class (label, "numeric");
  gtk_list_item_set_child (item, label);
}

static void
bind_cell_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  user_data)
{
  CpQuoteRecord *record = gtk_list_item_get_item (item);
  g_autofree char *text = dup_cell_text (record, GPOINTER_TO_UINT (user_data));

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)), text);
}

static void
add_columns (CpQuotesPage *self)
{
  for (guint i = 0; i < N_COLUMNS; i++)
    {
      GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
      GtkColumnViewColumn *column;
      GtkCustomSorter *sorter;

      g_signal_connect (factory, "setup", G_CALLBACK (setup_cell_cb), GUINT_TO_POINTER (i));
      g_signal_connect (factory, "bind", G_CALLBACK (bind_cell_cb), GUINT_TO_POINTER (i));
      column = gtk_column_view_column_new (_(columns[i].title), factory);
      self->view_columns[i] = column;
      gtk_column_view_column_set_expand (column, columns[i].expand);
      gtk_column_view_column_set_resizable (column, TRUE);
      sorter = gtk_custom_sorter_new (compare_records, GUINT_TO_POINTER (i), NULL);
      gtk_column_view_column_set_sorter (column, GTK_SORTER (sorter));
      g_object_unref (sorter);
      gtk_column_view_append_column (self->view, column);
      g_object_unref (column);
    }
  /* Too narrow for the columns (a phone), each quote is stacked. */
  cp_table_stack_install (self->view, dup_cells_cb, NULL);
}

static char *
fold (const char *text)
{
  g_autofree char *normalized = g_utf8_normalize (text, -1, G_NORMALIZE_ALL);

  return g_utf8_casefold (normalized != NULL ? normalized : "", -1);
}

/* A record matches when any column shows the text searched for. */
static gboolean
match_cb (gpointer item,
          gpointer user_data)
{
  CpQuotesPage *self = user_data;

  if (self->search_text == NULL)
    return TRUE;

  for (guint i = 0; i < N_COLUMNS; i++)
    {
      g_autofree char *text = dup_cell_text (item, i);
      g_autofree char *folded = fold (text);

      if (strstr (folded, self->search_text) != NULL)
        return TRUE;
    }

  return FALSE;
}

/* The list, or why there is none to show. */
static void
update_stack (CpQuotesPage *self)
{
  const char *page;

  if (self->failed)
    page = "error";
  else if (g_list_model_get_n_items (G_LIST_MODEL (self->records)) == 0)
    page = "empty";
  else if (g_list_model_get_n_items (G_LIST_MODEL (self->filtered)) == 0)
    page = "no-match";
  else
    page = "list";

  gtk_stack_set_visible_child_name (self->stack, page);
}

/* What can be done with the quote picked: every quote can be opened and
 * planned from; one withdrawn is not sent again (it would take a new
 * number); only an issued one is marked, and a quote never written only
 * withdrawn. */
static void
update_actions (CpQuotesPage *self)
{
  CpQuoteRecord *record = cp_quotes_page_get_selected (self);
  CpQuoteStatus status = record != NULL ? cp_quote_record_get_status (record)
                                        : CP_QUOTE_STATUS_WITHDRAWN;
  gboolean open = record != NULL && status != CP_QUOTE_STATUS_WITHDRAWN;
  gboolean issued = record != NULL &&
                    (status == CP_QUOTE_STATUS_ISSUED || status == CP_QUOTE_STATUS_EXPIRED);
  gboolean markable = issued || (record != NULL && status == CP_QUOTE_STATUS_UNWRITTEN);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "quotes.open", record != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "quotes.export", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "quotes.print", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "quotes.mark", markable);
  /* A menu button has no action of its own: left sensitive, it opens a
   * menu of greyed-out items. */
  gtk_widget_set_sensitive (self->mark_button, markable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "quotes.new-from", record != NULL);
}

static void
search_changed_cb (CpQuotesPage *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search));
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  g_clear_pointer (&self->search_text, g_free);
  if (*stripped != '\0')
    self->search_text = fold (stripped);

  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  update_stack (self);
  update_actions (self);
}

static void
search_stopped_cb (CpQuotesPage *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search), "");
}

/* Asks the window to do @action ("quote.open", …) with the quote picked,
 * by its number. */
static void
activate_for_selected (CpQuotesPage *self,
                       const char   *action)
{
  CpQuoteRecord *record = cp_quotes_page_get_selected (self);

  if (record != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self), action, "u",
                                cp_quote_record_get_number (record));
}

static void
row_activated_cb (CpQuotesPage *self,
                  guint         position)
{
  gtk_single_selection_set_selected (self->selection, position);
  activate_for_selected (self, "quote.open");
}

/* The page's own quotes.open, .export, .print and .new-from: the window's
 * quote.* action of the same name, for the quote picked. */
static void
forward_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  g_autofree char *window_action = g_strconcat ("quote.", strchr (action_name, '.') + 1, NULL);

  activate_for_selected (CP_QUOTES_PAGE (widget), window_action);
}

/* @parameter is the status, "accepted", "expired" or "withdrawn". */
static void
mark_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CpQuoteRecord *record = cp_quotes_page_get_selected (CP_QUOTES_PAGE (widget));

  if (record != NULL)
    gtk_widget_activate_action (widget, "quote.mark", "(us)", cp_quote_record_get_number (record),
                                g_variant_get_string (parameter, NULL));
}

static void
cp_quotes_page_dispose (GObject *object)
{
  CpQuotesPage *self = CP_QUOTES_PAGE (object);

  if (self->selection != NULL)
    g_signal_handlers_disconnect_by_data (self->selection, self);
  if (self->source != NULL)
    g_signal_handlers_disconnect_by_data (self->source, self);
  g_clear_object (&self->source);
  gtk_widget_dispose_template (GTK_WIDGET (object), CP_TYPE_QUOTES_PAGE);
  g_clear_object (&self->selection);
  g_clear_object (&self->records);

  G_OBJECT_CLASS (cp_quotes_page_parent_class)->dispose (object);
}

static void
cp_quotes_page_finalize (GObject *object)
{
  CpQuotesPage *self = CP_QUOTES_PAGE (object);

  g_clear_pointer (&self->search_text, g_free);

  G_OBJECT_CLASS (cp_quotes_page_parent_class)->finalize (object);
}

static void
cp_quotes_page_class_init (CpQuotesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cp_quotes_page_dispose;
  object_class->finalize = cp_quotes_page_finalize;

  /* What the buttons and the menu do with the quote picked; the window's
   * "quote." actions do it, given its number. */
  gtk_widget_class_install_action (widget_class, "quotes.open", NULL, forward_action);
  gtk_widget_class_install_action (widget_class, "quotes.export", NULL, forward_action);
  gtk_widget_class_install_action (widget_class, "quotes.print", NULL, forward_action);
  gtk_widget_class_install_action (widget_class, "quotes.new-from", NULL, forward_action);
  gtk_widget_class_install_action (widget_class, "quotes.mark", "s", mark_action);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/bektursun/ClusterPlanner/ui/cp-quotes-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CpQuotesPage, search);
  gtk_widget_class_bind_template_child (widget_class, CpQuotesPage, stack);
  gtk_widget_class_bind_template_child (widget_class, CpQuotesPage, view);
  gtk_widget_class_bind_template_child (widget_class, CpQuotesPage, error_page);
  gtk_widget_class_bind_template_child (widget_class, CpQuotesPage, mark_button);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_stopped_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
}

static void
cp_quotes_page_init (CpQuotesPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  add_columns (self);

  self->records = g_list_store_new (CP_TYPE_QUOTE_RECORD);
  self->filter = gtk_custom_filter_new (match_cb, self, NULL);
  self->filtered = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (self->records)),
                                              GTK_FILTER (self->filter));
  self->sorted = gtk_sort_list_model_new (G_LIST_MODEL (self->filtered),
                                          g_object_ref (gtk_column_view_get_sorter (self->view)));
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->sorted));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_column_view_set_model (self->view, GTK_SELECTION_MODEL (self->selection));
  g_signal_connect_object (self->selection, "notify::selected",
                           G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);

  /* The latest first, until another column is picked. */
  cp_quotes_page_sort_by (self, "number", GTK_SORT_DESCENDING);

  update_stack (self);
  update_actions (self);
}

/* Copies the source's records, keeping the quote picked when it is
 * still there. */
static void
sync_records (CpQuotesPage *self)
{
  CpQuoteRecord *selected;
  guint number = 0;
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  selected = cp_quotes_page_get_selected (self);
  if (selected != NULL)
    number = cp_quote_record_get_number (selected);

  for (guint i = 0; i < g_list_model_get_n_items (self->source); i++)
    g_ptr_array_add (items, g_list_model_get_item (self->source, i));
  g_list_store_splice (self->records, 0, g_list_model_get_n_items (G_LIST_MODEL (self->records)),
                       items->pdata, items->len);

  self->failed = FALSE;
  if (number != 0)
    cp_quotes_page_select_number (self, number);
  update_stack (self);
  update_actions (self);
}

/**
 * cp_quotes_page_set_records:
 * @records: (element-type CpQuoteRecord): the register's quotes
 *
 * Shows @records, and follows them as they change (as the register's
 * cp_quote_register_get_records() does), keeping the quote picked when it
 * is still there.
 */
void
cp_quotes_page_set_records (CpQuotesPage *self,
                            GListModel   *records)
{
  g_return_if_fail (CP_IS_QUOTES_PAGE (self));
  g_return_if_fail (G_IS_LIST_MODEL (records));

  if (self->source != records)
    {
      if (self->source != NULL)
        g_signal_handlers_disconnect_by_data (self->source, self);
      g_set_object (&self->source, records);
      g_signal_connect_object (records, "items-changed", G_CALLBACK (sync_records), self,
                               G_CONNECT_SWAPPED);
    }

  sync_records (self);
}

static void
show_problem (CpQuotesPage *self,
              const char   *title,
              const char   *message,
              gboolean      can_retry)
{
  g_autofree char *escaped = NULL;
  GtkWidget *retry = NULL;

  /* A status page's description is markup; the message names the
   * register's file, which may hold "&" or "<". */
  escaped = g_markup_escape_text (message, -1);
  adw_status_page_set_title (self->error_page, title);
  adw_status_page_set_description (self->error_page, escaped);
  if (can_retry)
    {
      retry = gtk_button_new_with_mnemonic (_("_Try Again"));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (retry), "win.reload-quotes");
      gtk_widget_set_halign (retry, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (retry, "pill");
    }
  adw_status_page_set_child (self->error_page, retry);
  self->failed = TRUE;
  self->busy = can_retry;
  update_stack (self);
}

/* The register could not be read: says so, with @message. */
void
cp_quotes_page_show_error (CpQuotesPage *self,
                           const char   *message)
{
  g_return_if_fail (CP_IS_QUOTES_PAGE (self));

  show_problem (self, _("Could Not Read the Quote Register"), message, FALSE);
}

/* Another program holds the register: says so, with @message, and
 * offers to look again; nothing waits for it. */
void
cp_quotes_page_show_busy (CpQuotesPage *self,
                          const char   *message)
{
  g_return_if_fail (CP_IS_QUOTES_PAGE (self));

  show_problem (self, _("The Quote Register Is Busy"), message, TRUE);
}

/* Whether the page says the register is busy. */
gboolean
cp_quotes_page_get_busy (CpQuotesPage *self)
{
  g_return_val_if_fail (CP_IS_QUOTES_PAGE (self), FALSE);

  return self->failed && self->busy;
}

/**
 * cp_quotes_page_get_shown:
 *
 * Returns: (transfer none): the quotes shown, in the order shown: those
 *   the search finds, sorted by the column picked.
 */
GListModel *
cp_quotes_page_get_shown (CpQuotesPage *self)
{
  g_return_val_if_fail (CP_IS_QUOTES_PAGE (self), NULL);

  return G_LIST_MODEL (self->sorted);
}

/* The quote picked, or NULL. */
CpQuoteRecord *
cp_quotes_page_get_selected (CpQuotesPage *self)
{
  g_return_val_if_fail (CP_IS_QUOTES_PAGE (self), NULL);

  return gtk_single_selection_get_selected_item (self->selection);
}

/* Picks quote @number when it is shown. */
gboolean
cp_quotes_page_select_number (CpQuotesPage *self,
                              guint         number)
{
  GListModel *shown;

  g_return_val_if_fail (CP_IS_QUOTES_PAGE (self), FALSE);

  shown = G_LIST_MODEL (self->sorted);
  for (guint i = 0; i < g_list_model_get_n_items (shown); i++)
    {
      g_autoptr(CpQuoteRecord) record = g_list_model_get_item (shown, i);

      if (cp_quote_record_get_number (record) == number)
        {
          gtk_single_selection_set_selected (self->selection, i);
          return TRUE;
        }
    }

  return FALSE;
}

/* Sorts by the column of @column's id ("number", "customer", …), as a
 * click on its title does. */
void
cp_quotes_page_sort_by (CpQuotesPage *self,
                        const char   *column,
                        GtkSortType   order)
{
  g_return_if_fail (CP_IS_QUOTES_PAGE (self));

  for (guint i = 0; i < N_COLUMNS; i++)
    if (g_strcmp0 (columns[i].id, column) == 0)
      gtk_column_view_sort_by_column (self->view, self->view_columns[i], order);
}

void
cp_quotes_page_focus_search (CpQuotesPage *self)
{
  g_return_if_fail (CP_IS_QUOTES_PAGE (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->search));
}
