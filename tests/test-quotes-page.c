/* test-quotes-page.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <sqlite3.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cp-application.h"
#include "cp-quote-export.h"
#include "cp-quote-register.h"
#include "cp-quote-settings.h"
#include "cp-quotes-page.h"
#include "cp-test-planner.h"
#include "cp-test-widget.h"
#include "cp-window-testing.h"

/* The Quotes page: the register's quotes in a table, searched and sorted
 * by any column; a quote marked accepted; exported and printed again
 * with its own number, never a new one; opened again as a PDF; a new
 * quote planned from one. Any GTK warning fails the test
 * (G_DEBUG=fatal-warnings). */

static char *data_home;
static char *files;

/* The register the window uses, with three quotes issued as PDFs:
 * Q-0001 for Acme Robotics (3 × DGX H100, DeepSeek V4 Pro), Q-0002 for
 * Tian Shan Labs (LLaMA 65B), Q-0003 for Bishkek Data (GLM 5.2 Max), on
 * three days of December 2026. */
static void
issue_quotes (void)
{
  static const struct { const char *model, *customer; int day; } made[] = {
    { "deepseek-v4-pro", "Acme Robotics", 1 },
    { "llama-65b", "Tian Shan Labs", 3 },
    { "glm-5.2-max", "Bishkek Data", 2 },
  };
  g_autoptr(GError) error = NULL;
  g_autofree char *path = cp_quote_register_dup_default_path ();
  g_autofree char *mark = g_strconcat (path, ".last-number", NULL);
  g_autoptr(CpQuoteRegister) quotes = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);

  g_assert_no_error (error);
  /* Numbering from 1, as on a first run. */
  cp_test_reset_settings ();
  g_unlink (path);
  g_unlink (mark);
  quotes = cp_quote_register_new_default (&error);
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (made); i++)
    {
      CpModel *model = cp_catalog_find_model (catalog, made[i].model);
      g_autoptr(CpPlan) plan = cp_test_catalog_plan (catalog, &model, 1, &error);
      g_autoptr(CpQuote) quote = NULL;
      g_autoptr(GDateTime) issued = g_date_time_new_utc (2026, 12, made[i].day, 10, 0, 0);
      g_autofree char *file = g_strdup_printf ("%s/issued-%u.pdf", files, i + 1);

      g_assert_no_error (error);
      quote = cp_quote_new (catalog, plan, cp_plan_get_recommended (plan));
      g_assert_true (cp_quote_settings_apply (NULL, quote, &error));
      cp_quote_set_issued (quote, issued);
      cp_quote_set_customer (quote, made[i].customer);
      g_assert_true (cp_quote_register_issue_pdf (quotes, quote, file, NULL, &error));
      g_assert_no_error (error);
    }
}

static GtkWidget *
page_child (CpQuotesPage *page,
            const char   *id)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), CP_TYPE_QUOTES_PAGE, id));
}

static const char *
shown_page (CpQuotesPage *page)
{
  return gtk_stack_get_visible_child_name (GTK_STACK (page_child (page, "stack")));
}

/* The numbers shown, in order: "3 2 1". */
static char *
shown_numbers (CpQuotesPage *page)
{
  GListModel *shown = cp_quotes_page_get_shown (page);
  GString *numbers = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (shown); i++)
    {
      g_autoptr(CpQuoteRecord) record = g_list_model_get_item (shown, i);

      g_string_append_printf (numbers, "%s%u", i > 0 ? " " : "", cp_quote_record_get_number (record));
    }

  return g_string_free (numbers, FALSE);
}

/* Whether the search entry told of @data's text: it tells of a text
 * emptied at once (as a new text replaces the old, it is first empty). */
static void
told_cb (GtkSearchEntry *entry,
         gpointer        data)
{
  const char **text = data;

  if (*text != NULL && g_str_equal (gtk_editable_get_text (GTK_EDITABLE (entry)), *text))
    *text = NULL;
}

static gboolean
is_told (gpointer data)
{
  return *(const char **) data == NULL;
}

static void
search (CpQuotesPage *page,
        const char   *text)
{
  GtkWidget *entry = page_child (page, "search");
  const char *waiting = text;
  gulong handler;

  /* A search entry tells of a change after a moment; the page, told
   * first, has filtered its list by then. */
  handler = g_signal_connect (entry, "search-changed", G_CALLBACK (told_cb), &waiting);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  cp_test_wait_for (is_told, &waiting);
  g_signal_handler_disconnect (entry, handler);
}

static guint
count_quotes (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpQuoteRegister) quotes = cp_quote_register_new_default (&error);
  g_autoptr(GListModel) records = NULL;

  g_assert_no_error (error);
  records = cp_quote_register_list (quotes, NULL, &error);
  g_assert_no_error (error);

  return g_list_model_get_n_items (records);
}

static CpQuoteStatus
status_of (guint number)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpQuoteRegister) quotes = cp_quote_register_new_default (&error);
  g_autoptr(CpQuoteRecord) record = cp_quote_register_lookup (quotes, number, &error);

  g_assert_no_error (error);

  return cp_quote_record_get_status (record);
}

/* The page lists the register, the latest first; Alt+4's action shows
 * it; the table is named for screen readers. */
static void
test_list (void)
{
  CpWindow *window = NULL;
  CpQuotesPage *page;
  g_autofree char *numbers = NULL;
  AdwViewStack *stack;

  issue_quotes ();
  window = cp_test_new_window ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "quotes"));
  cp_test_spin ();
  stack = ADW_VIEW_STACK (gtk_widget_get_ancestor (GTK_WIDGET (cp_window_get_quotes_page (window)),
                                                   ADW_TYPE_VIEW_STACK));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "quotes");
  page = cp_window_get_quotes_page (window);

  g_assert_cmpstr (shown_page (page), ==, "list");
  numbers = shown_numbers (page);
  g_assert_cmpstr (numbers, ==, "3 2 1");
  gtk_test_accessible_assert_property (page_child (page, "view"), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Quotes issued");
  gtk_test_accessible_assert_property (page_child (page, "search"), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Search quotes");

  cp_test_close_window (window);
}

/* Search filters what is shown, by any column; nothing found shows a
 * status page; an empty register and one that cannot be read say so. */
static void
test_search (void)
{
  CpWindow *window = NULL;
  CpQuotesPage *page;
  g_autofree char *numbers = NULL;
  g_autoptr(GListStore) none = g_list_store_new (CP_TYPE_QUOTE_RECORD);

  issue_quotes ();
  window = cp_test_new_window ();
  page = cp_window_get_quotes_page (window);

  search (page, "tian shan");
  numbers = shown_numbers (page);
  g_assert_cmpstr (numbers, ==, "2");
  g_assert_cmpstr (shown_page (page), ==, "list");

  search (page, "Q-0003");
  g_clear_pointer (&numbers, g_free);
  numbers = shown_numbers (page);
  g_assert_cmpstr (numbers, ==, "3");

  /* The build's name is searched too. */
  search (page, "2 × nvidia dgx");
  g_clear_pointer (&numbers, g_free);
  numbers = shown_numbers (page);
  g_assert_cmpstr (numbers, ==, "3");

  search (page, "nobody at all");
  g_assert_cmpuint (g_list_model_get_n_items (cp_quotes_page_get_shown (page)), ==, 0);
  g_assert_cmpstr (shown_page (page), ==, "no-match");

  search (page, "");
  g_assert_cmpuint (g_list_model_get_n_items (cp_quotes_page_get_shown (page)), ==, 3);
  g_assert_cmpstr (shown_page (page), ==, "list");

  cp_quotes_page_set_records (page, G_LIST_MODEL (none));
  g_assert_cmpstr (shown_page (page), ==, "empty");
  cp_quotes_page_show_error (page, "quotes.db: the file is not a database");
  g_assert_cmpstr (shown_page (page), ==, "error");
  /* The description is markup; a register under a folder named with "&"
   * and "<" is said as it is named. */
  cp_quotes_page_show_error (page, "R&D <big>/quotes.db: the file is not a database");
  g_assert_cmpstr (adw_status_page_get_description (ADW_STATUS_PAGE (page_child (page, "error_page"))),
                   ==, "R&amp;D &lt;big&gt;/quotes.db: the file is not a database");

  cp_test_close_window (window);
}

/* Every column sorts, both ways. */
static void
test_sort (void)
{
  static const char *column_ids[] = { "number", "date", "customer", "build", "total",
                                      "valid-until", "status" };
  CpWindow *window = NULL;
  CpQuotesPage *page;
  g_autofree char *numbers = NULL;

  issue_quotes ();
  window = cp_test_new_window ();
  page = cp_window_get_quotes_page (window);

  cp_quotes_page_sort_by (page, "customer", GTK_SORT_ASCENDING);
  numbers = shown_numbers (page);
  /* Acme, Bishkek, Tian Shan. */
  g_assert_cmpstr (numbers, ==, "1 3 2");

  cp_quotes_page_sort_by (page, "date", GTK_SORT_DESCENDING);
  g_clear_pointer (&numbers, g_free);
  numbers = shown_numbers (page);
  /* 3, 2 and 1 December. */
  g_assert_cmpstr (numbers, ==, "2 3 1");

  /* By total, each column both ways: in order of what the records say. */
  for (guint c = 0; c < G_N_ELEMENTS (column_ids); c++)
    for (int order = GTK_SORT_ASCENDING; order <= GTK_SORT_DESCENDING; order++)
      {
        GListModel *shown;

        cp_quotes_page_sort_by (page, column_ids[c], order);
        shown = cp_quotes_page_get_shown (page);
        g_assert_cmpuint (g_list_model_get_n_items (shown), ==, 3);
        for (guint i = 1; i < g_list_model_get_n_items (shown) && g_str_equal (column_ids[c], "total"); i++)
          {
            g_autoptr(CpQuoteRecord) before = g_list_model_get_item (shown, i - 1);
            g_autoptr(CpQuoteRecord) after = g_list_model_get_item (shown, i);

            if (order == GTK_SORT_ASCENDING)
              g_assert_cmpint (cp_quote_record_get_total_cents (before), <=,
                               cp_quote_record_get_total_cents (after));
            else
              g_assert_cmpint (cp_quote_record_get_total_cents (before), >=,
                               cp_quote_record_get_total_cents (after));
          }
      }

  cp_test_close_window (window);
}

/* The button of the action bar that does @action. */
static GtkWidget *
action_button (CpQuotesPage *page,
               const char   *action)
{
  GtkWidget *bar = GTK_WIDGET (page);
  g_autoptr(GQueue) queue = g_queue_new ();

  g_queue_push_tail (queue, bar);
  while (!g_queue_is_empty (queue))
    {
      GtkWidget *widget = g_queue_pop_head (queue);

      if (GTK_IS_ACTIONABLE (widget) &&
          g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
        return widget;
      for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
        g_queue_push_tail (queue, c);
    }

  g_error ("no button for %s", action);
}

/* Marked accepted from the page: recorded, shown, and final. */
static void
test_mark (void)
{
  CpWindow *window = NULL;
  CpQuotesPage *page;
  CpQuoteRecord *selected;

  issue_quotes ();
  window = cp_test_new_window ();
  page = cp_window_get_quotes_page (window);

  g_assert_true (cp_quotes_page_select_number (page, 2));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "quotes.mark", "s", "accepted"));
  cp_test_spin ();
  g_assert_cmpint (status_of (2), ==, CP_QUOTE_STATUS_ACCEPTED);

  selected = cp_quotes_page_get_selected (page);
  g_assert_nonnull (selected);
  g_assert_cmpuint (cp_quote_record_get_number (selected), ==, 2);
  g_assert_cmpint (cp_quote_record_get_status (selected), ==, CP_QUOTE_STATUS_ACCEPTED);
  /* Accepted is final: it cannot be marked again; nothing is tried (or
   * an error would show). */
  gtk_widget_activate_action (GTK_WIDGET (page), "quotes.mark", "s", "withdrawn");
  cp_test_spin ();
  g_assert_cmpint (status_of (2), ==, CP_QUOTE_STATUS_ACCEPTED);
  g_assert_null (cp_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));

  /* Withdrawn, a quote is not sent again: it would take a new number. */
  g_assert_true (cp_quotes_page_select_number (page, 1));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "quotes.mark", "s", "withdrawn"));
  cp_test_spin ();
  g_assert_cmpint (status_of (1), ==, CP_QUOTE_STATUS_WITHDRAWN);
  g_assert_false (gtk_widget_get_sensitive (action_button (page, "quotes.export")));
  g_assert_false (gtk_widget_get_sensitive (action_button (page, "quotes.print")));
  g_assert_true (gtk_widget_get_sensitive (action_button (page, "quotes.open")));
  g_assert_true (gtk_widget_get_sensitive (action_button (page, "quotes.new-from")));

  cp_test_close_window (window);
}

/* Every label the table shows, one per line. */
static char *
dup_table_text (CpQuotesPage *page)
{
  GString *text = g_string_new (NULL);
  g_autoptr(GQueue) queue = g_queue_new ();

  g_queue_push_tail (queue, page_child (page, "view"));
  while (!g_queue_is_empty (queue))
    {
      GtkWidget *widget = g_queue_pop_head (queue);

      if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
        g_string_append_printf (text, "%s\n", gtk_label_get_label (GTK_LABEL (widget)));
      for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
        g_queue_push_tail (queue, c);
    }

  return g_string_free (text, FALSE);
}

/* "Mark as…" can be pressed only when the quote picked can be marked:
 * with none picked, or one accepted, it is greyed out, not a menu of
 * greyed-out items. The Status column says the status as a word of its
 * own, "Issued", not the "issued" of a sentence. */
static void
test_mark_button (void)
{
  CpWindow *window = NULL;
  CpQuotesPage *page;
  GtkWidget *mark;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  issue_quotes ();
  window = cp_test_new_window ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "quotes"));
  page = cp_window_get_quotes_page (window);
  mark = page_child (page, "mark_button");
  cp_test_wait_for_drawing (page_child (page, "view"));

  g_assert_null (cp_quotes_page_get_selected (page));
  g_assert_false (gtk_widget_get_sensitive (mark));

  g_assert_true (cp_quotes_page_select_number (page, 2));
  g_assert_true (gtk_widget_get_sensitive (mark));

  before = dup_table_text (page);
  g_assert_nonnull (strstr (before, "\nIssued\n"));
  g_assert_null (strstr (before, "issued\n"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "quotes.mark", "s", "accepted"));
  cp_test_wait_for_drawing (page_child (page, "view"));
  g_assert_cmpint (status_of (2), ==, CP_QUOTE_STATUS_ACCEPTED);
  /* Accepted is final. */
  g_assert_false (gtk_widget_get_sensitive (mark));

  after = dup_table_text (page);
  g_assert_nonnull (strstr (after, "\nAccepted\n"));
  g_assert_null (strstr (after, "accepted\n"));

  cp_test_close_window (window);
}

/* Exported and printed again from the page, a quote keeps its number and
 * its content, and no quote is added. Opened, it is written again into
 * the cache, the same quote. */
static void
test_again (void)
{
  CpWindow *window = NULL;
  g_autoptr(CpQuote) quote = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *again = g_build_filename (files, "again.pdf", NULL);
  g_autofree char *printed = g_build_filename (files, "printed.pdf", NULL);
  g_autofree char *copy = NULL;
  g_autofree char *cache = NULL;
  g_autoptr(GFile) again_file = g_file_new_for_path (again);
  g_autoptr(CpPrintOperation) operation = NULL;
  g_autofree char *contents = NULL;

  issue_quotes ();
  window = cp_test_new_window ();

  quote = cp_window_restore_quote (window, 3, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cp_quote_get_number (quote), ==, 3);
  g_assert_cmpstr (cp_quote_get_customer (quote), ==, "Bishkek Data");

  g_assert_true (cp_window_export_quote (window, quote, again_file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (cp_quote_get_number (quote), ==, 3);
  g_assert_cmpuint (count_quotes (), ==, 3);

  operation = cp_window_new_print_operation (window, quote);
  gtk_print_operation_set_export_filename (GTK_PRINT_OPERATION (operation), printed);
  g_assert_cmpint (cp_print_operation_run_for (operation, GTK_PRINT_OPERATION_ACTION_EXPORT,
                                               GTK_WINDOW (window)),
                   ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  cp_test_spin ();
  g_assert_cmpuint (cp_quote_get_number (quote), ==, 3);
  g_assert_cmpuint (count_quotes (), ==, 3);
  /* The next new quote still gets the next number. */
  {
    g_autoptr(CpQuote) next = cp_window_create_quote (window, NULL);

    g_assert_cmpuint (cp_quote_get_number (next), ==, 4);
  }

  copy = cp_window_write_quote_copy (window, 3, &error);
  g_assert_no_error (error);
  cache = g_build_filename (g_get_user_cache_dir (), "cluster-planner", "quotes", NULL);
  g_assert_true (g_str_has_prefix (copy, cache));
  g_assert_true (g_file_get_contents (copy, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  g_assert_nonnull (strstr (copy, "Q-0003"));
  g_assert_cmpuint (count_quotes (), ==, 3);

  cp_test_close_window (window);
}

/* The shown window that is not @window, or NULL. */
static CpWindow *
find_other_window (CpWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

      if (CP_IS_WINDOW (toplevel) && toplevel != GTK_WIDGET (window) &&
          gtk_widget_get_visible (toplevel))
        return CP_WINDOW (toplevel);
    }

  return NULL;
}

/* "New Quote from This": the quote's models and build come back on the
 * Builds page, and the next quote is for its customer. */
static void
test_new_from (void)
{
  CpWindow *window = NULL;
  CpWindow *other;
  CpQuotesPage *page;
  g_autoptr(CpQuote) next = NULL;
  g_autoptr(GError) error = NULL;
  CpSession *session;
  AdwViewStack *stack;

  issue_quotes ();
  window = cp_test_new_window ();
  page = cp_window_get_quotes_page (window);
  session = cp_window_get_session (window);
  stack = ADW_VIEW_STACK (gtk_widget_get_ancestor (GTK_WIDGET (page), ADW_TYPE_VIEW_STACK));
  adw_view_stack_set_visible_child_name (stack, "quotes");

  g_assert_true (cp_model_row_get_chosen (cp_session_find_row (session, "deepseek-v4-pro")));
  g_assert_true (cp_quotes_page_select_number (page, 2));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "quotes.new-from", NULL));
  cp_test_spin ();

  g_assert_false (cp_model_row_get_chosen (cp_session_find_row (session, "deepseek-v4-pro")));
  g_assert_true (cp_model_row_get_chosen (cp_session_find_row (session, "llama-65b")));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "builds");

  next = cp_window_create_quote (window, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cp_quote_get_customer (next), ==, "Tian Shan Labs");
  g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_build_get_unit (cp_quote_get_build (next)))), ==,
                   "dgx-h100");
  g_assert_cmpint (cp_build_get_count (cp_quote_get_build (next)), ==, 1);

  /* A plan of its own, not saved yet, and not the one the settings
   * remember; so another quote's plan comes in a window of its own. */
  g_assert_true (cp_plan_file_get_modified (cp_window_get_plan_file (window)));
  g_assert_null (cp_plan_file_get_file (cp_window_get_plan_file (window)));
  g_assert_false (cp_session_get_remembered (session));
  g_assert_true (cp_window_new_quote_from (window, 1, &error));
  g_assert_no_error (error);
  g_assert_true (cp_model_row_get_chosen (cp_session_find_row (session, "llama-65b")));
  other = find_other_window (window);
  g_assert_nonnull (other);
  g_assert_true (cp_model_row_get_chosen (cp_session_find_row (cp_window_get_session (other),
                                                               "deepseek-v4-pro")));
  g_assert_cmpstr (cp_session_get_customer (cp_window_get_session (other)), ==, "Acme Robotics");

  /* Not the test's own: held, to see it go. */
  cp_test_close_window (g_object_ref (other));
  cp_test_close_window (window);
}

static gboolean
shows_four_cb (gpointer data)
{
  return g_list_model_get_n_items (cp_quotes_page_get_shown (data)) == 4;
}

/* One register for the whole app: a quote issued in one window is on the
 * Quotes page of the other at once, and a status marked in the other is
 * on the first's. */
static void
test_two_windows (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  g_autoptr(CpApplication) app = cp_application_new ();
  g_autoptr(CpQuote) quote = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = g_build_filename (files, "two-windows.pdf", NULL);
  g_autofree char *numbers = NULL;
  CpWindow *first, *second;
  CpQuotesPage *first_page, *second_page;
  g_autoptr(CpQuoteRecord) record = NULL;

  g_assert_no_error (error);
  issue_quotes ();
  /* The app as it runs, without claiming its name on a bus. */
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) |
                           G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  first = g_object_ref_sink (cp_window_new (GTK_APPLICATION (app), catalog));
  second = g_object_ref_sink (cp_window_new_untitled (GTK_APPLICATION (app), catalog));
  gtk_window_present (GTK_WINDOW (first));
  gtk_window_present (GTK_WINDOW (second));
  cp_test_spin ();
  first_page = cp_window_get_quotes_page (first);
  second_page = cp_window_get_quotes_page (second);
  numbers = shown_numbers (second_page);
  g_assert_cmpstr (numbers, ==, "3 2 1");

  quote = cp_window_create_quote (first, &error);
  g_assert_no_error (error);
  file = g_file_new_for_path (path);
  g_assert_true (cp_window_export_quote (first, quote, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (cp_quote_get_number (quote), ==, 4);

  /* Shown in the other window with nothing more done. */
  g_clear_pointer (&numbers, g_free);
  numbers = shown_numbers (second_page);
  g_assert_cmpstr (numbers, ==, "4 3 2 1");
  record = g_list_model_get_item (cp_quotes_page_get_shown (second_page), 0);
  g_assert_cmpint (cp_quote_record_get_status (record), ==, CP_QUOTE_STATUS_ISSUED);
  g_clear_object (&record);

  /* Marked from the second window, shown in the first. */
  g_assert_true (cp_quotes_page_select_number (second_page, 4));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (second_page), "quotes.mark", "s",
                                             "accepted"));
  g_assert_true (cp_quotes_page_select_number (first_page, 4));
  g_assert_cmpint (cp_quote_record_get_status (cp_quotes_page_get_selected (first_page)), ==,
                   CP_QUOTE_STATUS_ACCEPTED);

  cp_test_close_window (second);
  cp_test_close_window (first);
}

/* A quote the command line issues, in a process of its own, is on the
 * Quotes page of a window already open, without the window being opened
 * again. */
static void
test_other_process (void)
{
  const char *program = g_getenv ("CLUSTER_PLANNER");
  g_autofree char *export = g_strdup_printf ("--export-quote=%s/from-cli.pdf", files);
  const char *argv[] = { program, "--size", "llama-65b", export, NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *numbers = NULL;
  g_autoptr(CpQuoteRecord) record = NULL;
  CpWindow *window;
  CpQuotesPage *page;
  int wait_status = 0;

  g_assert_nonnull (program);
  issue_quotes ();
  window = cp_test_new_window ();
  page = cp_window_get_quotes_page (window);
  numbers = shown_numbers (page);
  g_assert_cmpstr (numbers, ==, "3 2 1");

  /* Its sizing, printed, would be read as the test's own output. */
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL,
                               NULL, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (wait_status, &error));
  g_assert_no_error (error);

  cp_test_wait_for (shows_four_cb, page);
  record = g_list_model_get_item (cp_quotes_page_get_shown (page), 0);
  g_assert_cmpuint (cp_quote_record_get_number (record), ==, 4);
  g_assert_cmpint (cp_quote_record_get_status (record), ==, CP_QUOTE_STATUS_ISSUED);

  cp_test_close_window (window);
}

/* The helper process of test_busy: holds the register at @path locked
 * (BEGIN EXCLUSIVE), says "locked" on stdout, and lets go when its stdin
 * closes. */
static int
hold_register_lock (const char *path)
{
  sqlite3 *db = NULL;
  char buffer[64];

  if (sqlite3_open (path, &db) != SQLITE_OK ||
      sqlite3_exec (db, "BEGIN EXCLUSIVE", NULL, NULL, NULL) != SQLITE_OK)
    return 1;
  fputs ("locked\n", stdout);
  fflush (stdout);
  while (fread (buffer, 1, sizeof buffer, stdin) > 0)
    ;
  sqlite3_close (db);

  return 0;
}

static gboolean
is_busy_cb (gpointer page)
{
  return cp_quotes_page_get_busy (page);
}

static gboolean
is_not_busy_cb (gpointer page)
{
  return !cp_quotes_page_get_busy (page);
}

/* Another process holds the register locked: the window waits a moment,
 * not 30 s, and says the register is busy, with Try Again; once the lock
 * goes, Try Again shows the quotes (issue 26, point 7). */
static void
test_busy (void)
{
  g_autofree char *self_path = g_test_build_filename (G_TEST_BUILT, "test-quotes-page", NULL);
  g_autofree char *path = cp_quote_register_dup_default_path ();
  const char *argv[] = { self_path, "--hold-register-lock", path, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(GIOChannel) out = NULL;
  g_autofree char *line = NULL;
  CpQuotesPage *page;
  CpWindow *window;
  GPid pid;
  int in_fd, out_fd;

  issue_quotes ();
  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD,
                                           NULL, NULL, &pid, &in_fd, &out_fd, NULL, &error));
  g_assert_no_error (error);
  out = g_io_channel_unix_new (out_fd);
  g_io_channel_set_close_on_unref (out, TRUE);
  g_io_channel_read_line (out, &line, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (line, ==, "locked\n");

  window = cp_test_new_window ();
  page = cp_window_get_quotes_page (window);
  cp_test_wait_for (is_busy_cb, page);
  g_assert_cmpstr (shown_page (page), ==, "error");
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (page_child (page, "error_page"))),
                   ==, "The Quote Register Is Busy");
  g_assert_nonnull (cp_test_find_button (GTK_WIDGET (page), "_Try Again"));

  /* The other process lets go. */
  close (in_fd);
  waitpid (pid, NULL, 0);
  g_spawn_close_pid (pid);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.reload-quotes", NULL);
  cp_test_wait_for (is_not_busy_cb, page);
  g_assert_cmpstr (shown_page (page), ==, "list");

  cp_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *cache_home = NULL;
  int status;

  if (argc == 3 && g_str_equal (argv[1], "--hold-register-lock"))
    return hold_register_lock (argv[2]);

  setlocale (LC_ALL, "C.UTF-8");
  /* Before GLib reads them: the register and the cache go in here, apart
   * from the other tests'. */
  data_home = g_dir_make_tmp ("cp-quotes-page-XXXXXX", NULL);
  g_assert_nonnull (data_home);
  cache_home = g_build_filename (data_home, "cache", NULL);
  files = g_build_filename (data_home, "files", NULL);
  g_assert_cmpint (g_mkdir (files, 0700), ==, 0);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("XDG_CACHE_HOME", cache_home, TRUE);
  /* Plans made from quotes are not saved: their drafts, if any, go here. */
  g_setenv ("XDG_STATE_HOME", cache_home, TRUE);
  g_unsetenv ("SOURCE_DATE_EPOCH");

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/cluster-planner/quotes-page/list", test_list);
  g_test_add_func ("/cluster-planner/quotes-page/search", test_search);
  g_test_add_func ("/cluster-planner/quotes-page/sort", test_sort);
  g_test_add_func ("/cluster-planner/quotes-page/mark", test_mark);
  g_test_add_func ("/cluster-planner/quotes-page/mark-button", test_mark_button);
  g_test_add_func ("/cluster-planner/quotes-page/again", test_again);
  g_test_add_func ("/cluster-planner/quotes-page/new-from", test_new_from);
  g_test_add_func ("/cluster-planner/quotes-page/two-windows", test_two_windows);
  g_test_add_func ("/cluster-planner/quotes-page/other-process", test_other_process);
  g_test_add_func ("/cluster-planner/quotes-page/busy", test_busy);

  status = g_test_run ();

  cp_test_remove_tmpdir (data_home);
  g_free (data_home);
  g_free (files);

  return status;
}
