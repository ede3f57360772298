/* test-quote-window.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <gtk/gtkunixprint.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "cp-error-dialog.h"
#include "cp-preferences-window.h"
#include "cp-print-operation.h"
#include "cp-quote-dialog.h"
#include "cp-quote-register.h"
#include "cp-quote-renderer.h"
#include "cp-test-widget.h"
#include "cp-window-testing.h"
#include "cp-window.h"

/* Quotes in the app, on a virtual display: the window's quote actions, the
 * customer dialog, the print job's pages (run as an export, which needs no
 * printer and no dialog), the export and its failure, the quote numbers
 * the register gives and records, and the Quotes page of the preferences.
 * Any GTK warning fails the test (G_DEBUG=fatal-warnings). */

/* The register the window uses; each test starts with none. */
static char *data_home;

static gboolean
is_set (gpointer data)
{
  return *(gpointer *) data != NULL;
}

static GSettings *
get_settings (void)
{
  static GSettings *settings;

  if (settings == NULL)
    settings = g_settings_new (APP_ID);

  return settings;
}

/* A window as on a first run (see cp_test_new_window()), with an empty
 * quote register. */
static CpWindow *
new_window (void)
{
  g_autofree char *path = cp_quote_register_dup_default_path ();

  /* And the last number it gave, kept beside it. */
  g_autofree char *mark = g_strconcat (path, ".last-number", NULL);

  g_assert_true (g_str_has_prefix (path, data_home));
  g_unlink (path);
  g_unlink (mark);

  return cp_test_new_window ();
}

/* The quotes in the window's register, as listed. */
static GListModel *
list_quotes (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpQuoteRegister) quotes = cp_quote_register_new_default (&error);
  GListModel *records;

  g_assert_no_error (error);
  records = cp_quote_register_list (quotes, NULL, &error);
  g_assert_no_error (error);

  return records;
}

/* Quote @position of the register is @number_text, in @status, written
 * last to @file (NULL: to no file). */
static void
assert_recorded (GListModel    *records,
                 guint          position,
                 const char    *number_text,
                 CpQuoteStatus  status,
                 const char    *file)
{
  g_autoptr(CpQuoteRecord) record = g_list_model_get_item (records, position);

  g_assert_nonnull (record);
  g_assert_cmpstr (cp_quote_record_get_number_text (record), ==, number_text);
  g_assert_cmpint (cp_quote_record_get_status (record), ==, status);
  g_assert_cmpstr (cp_quote_record_get_file (record), ==, file);
}

static void
assert_pdf (const char *path)
{
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
}

/* The quote is for the build picked on the builds page, with the store's
 * settings and the register's next number; exporting it records it there.
 * The same quote exported again keeps its number. A failed export leaves
 * the old file, and its number recorded as not written, never given
 * again. */
static void
test_export (void)
{
  CpWindow *window = new_window ();
  g_autoptr(CpQuote) quote = NULL;
  g_autoptr(CpQuote) next = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote-window");
  g_autofree char *path = NULL;
  g_autofree char *number = NULL;
  g_autofree char *missing = g_build_filename (dir, "no-such-folder", "q.pdf", NULL);
  g_autofree char *again = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) again_file = NULL;
  g_autoptr(GFile) missing_file = g_file_new_for_path (missing);

  g_settings_set_string (get_settings (), "default-customer", "Acme Robotics");

  quote = cp_window_create_quote (window, NULL);
  g_assert_nonnull (quote);
  g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_build_get_unit (cp_quote_get_build (quote)))), ==,
                   "dgx-h100");
  g_assert_cmpint (cp_build_get_count (cp_quote_get_build (quote)), ==, 3);
  g_assert_cmpstr (cp_quote_get_customer (quote), ==, "Acme Robotics");
  number = cp_quote_dup_number_text (quote);
  g_assert_cmpstr (number, ==, "Q-0001");

  path = g_build_filename (dir, "Q-0001 3-dgx-h100.pdf", NULL);
  file = g_file_new_for_path (path);
  g_assert_true (cp_window_export_quote (window, quote, file, &error));
  g_assert_no_error (error);
  assert_pdf (path);
  /* The settings' counter follows, for Preferences to show. */
  g_assert_cmpuint (g_settings_get_uint (get_settings (), "quote-next-number"), ==, 2);
  {
    g_autoptr(GListModel) records = list_quotes ();

    g_assert_cmpuint (g_list_model_get_n_items (records), ==, 1);
    assert_recorded (records, 0, "Q-0001", CP_QUOTE_STATUS_ISSUED, path);
  }

  /* The same quote again, to another file: the same number, one record,
   * written last there. */
  again = g_build_filename (dir, "again.pdf", NULL);
  again_file = g_file_new_for_path (again);
  g_assert_true (cp_window_export_quote (window, quote, again_file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (cp_quote_get_number (quote), ==, 1);
  {
    g_autoptr(GListModel) records = list_quotes ();

    g_assert_cmpuint (g_list_model_get_n_items (records), ==, 1);
    assert_recorded (records, 0, "Q-0001", CP_QUOTE_STATUS_ISSUED, again);
  }

  /* The toast that says so opens the file. */
  {
    GtkWidget *open = cp_test_find_button (GTK_WIDGET (window), "_Open");
    g_autofree char *uri = g_file_get_uri (file);
    GVariant *target;

    g_assert_nonnull (open);
    g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (open)), ==, "win.open-file");
    target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (open));
    g_assert_nonnull (target);
    g_assert_cmpstr (g_variant_get_string (target, NULL), ==, uri);
  }

  /* The next quote has the next number. */
  next = cp_window_create_quote (window, NULL);
  g_clear_pointer (&number, g_free);
  number = cp_quote_dup_number_text (next);
  g_assert_cmpstr (number, ==, "Q-0002");

  /* A place that cannot be written: an error naming it, found before a
   * number is taken, so nothing is recorded and the next quote has the
   * number this one would have had. */
  g_assert_false (cp_window_export_quote (window, next, missing_file, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, missing));
  g_assert_nonnull (strstr (error->message, g_strerror (ENOENT)));
  g_clear_error (&error);
  {
    g_autoptr(GListModel) records = list_quotes ();
    g_autoptr(CpQuote) third = cp_window_create_quote (window, NULL);

    g_assert_cmpuint (g_list_model_get_n_items (records), ==, 1);
    g_assert_cmpuint (cp_quote_get_number (third), ==, 2);
  }

  g_unlink (path);
  g_unlink (again);
  g_rmdir (dir);
  cp_test_close_window (window);
}

static void
printed_cb (CpPrintOperation *operation,
            guint            *n_printed)
{
  (*n_printed)++;
}

/* The print job lays the quote out for its paper in begin-print, draws
 * each page, and ends; run as an export, it writes a PDF of the pages the
 * preview and the printer get. It takes the register's number as it
 * begins and records the quote once printed; printed again unchanged, the
 * quote keeps its number, and changed it is another quote. */
static void
test_print_operation (void)
{
  CpWindow *window = new_window ();
  g_autoptr(CpQuote) quote = cp_window_create_quote (window, NULL);
  g_autoptr(CpPrintOperation) operation = NULL;
  g_autoptr(CpQuoteRenderer) renderer = NULL;
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote-window");
  g_autofree char *path = g_build_filename (dir, "printed.pdf", NULL);
  GtkPageSetup *setup;
  GtkPrintOperationResult result;
  guint n_printed = 0;
  int n_pages = 0;

  operation = cp_window_new_print_operation (window, quote);
  g_signal_connect (operation, "printed", G_CALLBACK (printed_cb), &n_printed);

  /* Points, inside the margins, asynchronous where it can be. */
  g_assert_cmpint (gtk_print_operation_get_status (GTK_PRINT_OPERATION (operation)), ==,
                   GTK_PRINT_STATUS_INITIAL);
  setup = gtk_print_operation_get_default_page_setup (GTK_PRINT_OPERATION (operation));
  g_assert_nonnull (setup);
  g_assert_cmpfloat_with_epsilon (gtk_page_setup_get_top_margin (setup, GTK_UNIT_MM), 15, 0.01);
  g_assert_cmpfloat_with_epsilon (gtk_page_setup_get_left_margin (setup, GTK_UNIT_MM), 18, 0.01);

  gtk_print_operation_set_export_filename (GTK_PRINT_OPERATION (operation), path);
  result = cp_print_operation_run_for (operation, GTK_PRINT_OPERATION_ACTION_EXPORT,
                                       GTK_WINDOW (window));
  cp_test_spin ();
  g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  assert_pdf (path);

  /* As many pages as the renderer lays out for that area. */
  g_object_get (operation, "n-pages", &n_pages, NULL);
  renderer = cp_quote_renderer_new (quote,
                                    gtk_page_setup_get_page_width (setup, GTK_UNIT_POINTS),
                                    gtk_page_setup_get_page_height (setup, GTK_UNIT_POINTS));
  g_assert_cmpint (n_pages, ==, (int) cp_quote_renderer_get_n_pages (renderer));
  /* The site requirements take the quote to a third page. */
  g_assert_cmpint (n_pages, ==, 3);

  /* Printed once: recorded, and the next quote gets the next number. */
  g_assert_cmpuint (n_printed, ==, 1);
  g_assert_cmpuint (g_settings_get_uint (get_settings (), "quote-next-number"), ==, 2);
  {
    g_autoptr(GListModel) records = list_quotes ();

    g_assert_cmpuint (g_list_model_get_n_items (records), ==, 1);
    assert_recorded (records, 0, "Q-0001", CP_QUOTE_STATUS_ISSUED, path);
  }

  /* Printed again as it was: the same number, no second record. */
  {
    g_autoptr(CpPrintOperation) again = cp_window_new_print_operation (window, quote);
    g_autoptr(GListModel) records = NULL;

    g_signal_connect (again, "printed", G_CALLBACK (printed_cb), &n_printed);
    gtk_print_operation_set_export_filename (GTK_PRINT_OPERATION (again), path);
    result = cp_print_operation_run_for (again, GTK_PRINT_OPERATION_ACTION_EXPORT,
                                         GTK_WINDOW (window));
    cp_test_spin ();
    g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);
    g_assert_cmpuint (n_printed, ==, 2);
    g_assert_cmpuint (cp_quote_get_number (quote), ==, 1);
    records = list_quotes ();
    g_assert_cmpuint (g_list_model_get_n_items (records), ==, 1);
  }

  /* A long quote prints on as many pages as it takes. */
  {
    g_autoptr(CpPrintOperation) long_operation = NULL;
    g_autoptr(GError) error = NULL;
    int long_pages = 0;

    for (guint i = 0; i < 60; i++)
      g_assert_true (cp_quote_add_line (quote, "Spare part", NULL, 1, 100, &error));
    long_operation = cp_window_new_print_operation (window, quote);
    gtk_print_operation_set_export_filename (GTK_PRINT_OPERATION (long_operation), path);
    result = cp_print_operation_run_for (long_operation, GTK_PRINT_OPERATION_ACTION_EXPORT,
                                         GTK_WINDOW (window));
    cp_test_spin ();
    g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);
    g_object_get (long_operation, "n-pages", &long_pages, NULL);
    g_assert_cmpint (long_pages, >, 2);

    /* With other lines it is another quote, with a number of its own. */
    {
      g_autoptr(GListModel) records = list_quotes ();

      g_assert_cmpuint (cp_quote_get_number (quote), ==, 2);
      g_assert_cmpuint (g_list_model_get_n_items (records), ==, 2);
      assert_recorded (records, 1, "Q-0002", CP_QUOTE_STATUS_ISSUED, path);
    }
  }

  g_unlink (path);
  g_rmdir (dir);
  cp_test_close_window (window);
}

static void
quote_ready_cb (CpQuoteDialog  *dialog,
                CpQuote        *quote,
                CpQuote       **ready)
{
  g_set_object (ready, quote);
}

/* The customer dialog: filled in with the default customer, focused on
 * the name, and Enter goes on with the name typed. */
static void
test_customer_dialog (void)
{
  CpWindow *window = new_window ();
  g_autoptr(CpQuote) quote = NULL;
  g_autoptr(CpQuote) ready = NULL;
  GtkWidget *dialog;
  GtkWidget *row;
  GtkWidget *focus;
  const char *body;

  g_settings_set_string (get_settings (), "default-customer", "Acme Robotics");
  quote = cp_window_create_quote (window, NULL);

  dialog = cp_quote_dialog_new (GTK_WINDOW (window), quote, CP_QUOTE_PURPOSE_PRINT);
  g_signal_connect (dialog, "quote-ready", G_CALLBACK (quote_ready_cb), &ready);
  gtk_window_present (GTK_WINDOW (dialog));
  cp_test_spin ();

  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
  g_assert_nonnull (strstr (body, "Q-0001"));
  g_assert_nonnull (strstr (body, "3 × NVIDIA DGX H100"));
  g_assert_cmpstr (adw_message_dialog_get_response_label (ADW_MESSAGE_DIALOG (dialog), "continue"),
                   ==, "_Print…");

  row = GTK_WIDGET (gtk_widget_get_template_child (dialog, CP_TYPE_QUOTE_DIALOG, "customer_row"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "Acme Robotics");

  /* The name has the keyboard focus. */
  focus = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_nonnull (focus);
  g_assert_true (focus == row || gtk_widget_is_ancestor (focus, row));

  /* Typing a name and pressing Enter goes on with it. */
  gtk_editable_set_text (GTK_EDITABLE (row), "  Globex Corporation ");
  g_assert_true (gtk_widget_activate_action (focus, "default.activate", NULL));
  /* A button pressed from the keyboard shows it for a moment first. */
  cp_test_wait_for (is_set, &ready);
  g_assert_true (ready == quote);
  g_assert_cmpstr (cp_quote_get_customer (quote), ==, "Globex Corporation");

  cp_test_close_window (window);
}

static GtkWidget *
find_quote_dialog (void)
{
  return cp_test_find_toplevel (CP_TYPE_QUOTE_DIALOG);
}

/* GTK's own page setup dialog, when it shows; no portal runs here. */
static GtkWidget *
find_page_setup_dialog (void)
{
  return cp_test_find_toplevel (GTK_TYPE_PAGE_SETUP_UNIX_DIALOG);
}

/* GTK's "Manage Custom Sizes" dialog, when it shows (its type is not
 * public). */
static gboolean
custom_paper_dialog_shows (void)
{
  return cp_test_find_toplevel (g_type_from_name ("GtkCustomPaperUnixDialog")) != NULL;
}

static gboolean
page_setup_shows (gpointer data)
{
  return find_page_setup_dialog () != NULL;
}

static gboolean
page_setup_gone (gpointer data)
{
  return find_page_setup_dialog () == NULL;
}

static gboolean
custom_paper_shows (gpointer data)
{
  return custom_paper_dialog_shows ();
}

static void
set_true (gboolean *flag)
{
  *flag = TRUE;
}

static gboolean
is_true (gpointer flag)
{
  return *(gboolean *) flag;
}

/* GTK 4.8's editable labels stop editing on a timer this long after
 * losing the focus. */
#define EDITABLE_LABEL_TIMER_MS 100

/* The page setup a quote from @window prints with. */
static GtkPageSetup *
get_quote_page_setup (CpWindow *window)
{
  g_autoptr(CpQuote) quote = cp_window_create_quote (window, NULL);
  g_autoptr(CpPrintOperation) operation = cp_window_new_print_operation (window, quote);

  return g_object_ref (gtk_print_operation_get_default_page_setup (GTK_PRINT_OPERATION (operation)));
}

/* The quote's margins, in points: top, bottom, left, right. */
static void
assert_quote_margins (CpWindow *window)
{
  g_autoptr(GtkPageSetup) setup = get_quote_page_setup (window);

  g_assert_cmpfloat_with_epsilon (gtk_page_setup_get_top_margin (setup, GTK_UNIT_POINTS),
                                  CP_QUOTE_MARGIN_TOP, 0.01);
  g_assert_cmpfloat_with_epsilon (gtk_page_setup_get_bottom_margin (setup, GTK_UNIT_POINTS),
                                  CP_QUOTE_MARGIN_BOTTOM, 0.01);
  g_assert_cmpfloat_with_epsilon (gtk_page_setup_get_left_margin (setup, GTK_UNIT_POINTS),
                                  CP_QUOTE_MARGIN_SIDE, 0.01);
  g_assert_cmpfloat_with_epsilon (gtk_page_setup_get_right_margin (setup, GTK_UNIT_POINTS),
                                  CP_QUOTE_MARGIN_SIDE, 0.01);
}

/* The name of the paper a quote from @window prints on. */
static char *
dup_quote_paper (CpWindow *window)
{
  g_autoptr(GtkPageSetup) setup = get_quote_page_setup (window);

  return g_strdup (gtk_paper_size_get_name (gtk_page_setup_get_paper_size (setup)));
}

/* Opens Page Setup from @window as a person would: waits for it, puts
 * @setup in the dialog, answers @response and waits for the dialog to go
 * and for what GTK leaves behind on a timer to run (GTK 4.8's editable
 * labels stop editing 100 ms after losing the focus; this used to touch
 * freed memory). */
static void
answer_page_setup (CpWindow     *window,
                   GtkPageSetup *setup,
                   int           response)
{
  GtkWidget *page_setup;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.page-setup", NULL));
  cp_test_wait_for (page_setup_shows, NULL);
  page_setup = find_page_setup_dialog ();
  g_assert_nonnull (page_setup);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (page_setup)) == GTK_WINDOW (window));
  /* It opens on a plain paper, not on "Manage Custom Sizes": the quote's
   * own margins are not the dialog's business. */
  g_assert_false (custom_paper_dialog_shows ());

  gtk_page_setup_unix_dialog_set_page_setup (GTK_PAGE_SETUP_UNIX_DIALOG (page_setup), setup);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_dialog_response (GTK_DIALOG (page_setup), response);
  G_GNUC_END_IGNORE_DEPRECATIONS
  cp_test_wait_for (page_setup_gone, NULL);
  cp_test_run_timers (EDITABLE_LABEL_TIMER_MS);
  g_assert_null (find_page_setup_dialog ());
}

/* The window's quote actions, while a build is picked. */
static void
test_actions (void)
{
  CpWindow *window = new_window ();
  GtkWidget *dialog = NULL;

  /* Export asks who the quote is for. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.export-quote", NULL));
  cp_test_spin ();
  dialog = find_quote_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpint (cp_quote_dialog_get_purpose (CP_QUOTE_DIALOG (dialog)), ==, CP_QUOTE_PURPOSE_EXPORT);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));

  /* Cancel leaves everything as it was. */
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_window_close (GTK_WINDOW (dialog));
  cp_test_spin ();
  g_assert_null (find_quote_dialog ());
  g_assert_cmpuint (g_settings_get_uint (get_settings (), "quote-next-number"), ==, 1);

  /* So does print. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.print-quote", NULL));
  cp_test_spin ();
  dialog = find_quote_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpint (cp_quote_dialog_get_purpose (CP_QUOTE_DIALOG (dialog)), ==, CP_QUOTE_PURPOSE_PRINT);
  gtk_window_close (GTK_WINDOW (dialog));
  cp_test_spin ();
  g_assert_null (find_quote_dialog ());

  /* Page Setup opens GTK's dialog; the paper it confirms is kept, the
   * paper it cancels is not. (Its orientation is left out: GTK 4.8's
   * dialog always answers portrait, and the quote is laid out for
   * portrait anyway.) */
  {
    g_autoptr(GtkPageSetup) legal = gtk_page_setup_new ();
    g_autoptr(GtkPageSetup) a5 = gtk_page_setup_new ();
    g_autoptr(GtkPaperSize) legal_paper = gtk_paper_size_new (GTK_PAPER_NAME_LEGAL);
    g_autoptr(GtkPaperSize) a5_paper = gtk_paper_size_new (GTK_PAPER_NAME_A5);
    g_autofree char *paper = NULL;

    gtk_page_setup_set_paper_size (legal, legal_paper);
    gtk_page_setup_set_paper_size (a5, a5_paper);
    paper = dup_quote_paper (window);
    g_assert_cmpstr (paper, !=, GTK_PAPER_NAME_LEGAL);

    answer_page_setup (window, legal, GTK_RESPONSE_OK);
    g_clear_pointer (&paper, g_free);
    paper = dup_quote_paper (window);
    g_assert_cmpstr (paper, ==, GTK_PAPER_NAME_LEGAL);
    /* A new paper, the quote's margins all the same. */
    assert_quote_margins (window);

    /* Again, and cancelled: the paper stays. */
    answer_page_setup (window, a5, GTK_RESPONSE_CANCEL);
    g_clear_pointer (&paper, g_free);
    paper = dup_quote_paper (window);
    g_assert_cmpstr (paper, ==, GTK_PAPER_NAME_LEGAL);

    /* The page setup is the application's, not one window's: another
     * window prints on the paper chosen here. */
    {
      CpWindow *other = cp_test_open_window ();
      g_autofree char *other_paper = dup_quote_paper (other);
      g_autoptr(GtkPageSetup) usual = cp_print_operation_new_page_setup ();

      g_assert_cmpstr (other_paper, ==, GTK_PAPER_NAME_LEGAL);
      cp_test_close_window (other);
      /* The next tests print on the usual paper. */
      cp_print_operation_set_shared_page_setup (usual);
    }
  }

  /* No model chosen, no build: nothing to quote, no dialog. */
  g_assert_true (cp_session_choose_model (cp_window_get_session (window), "deepseek-v4-pro", FALSE));
  cp_test_spin ();
  g_assert_null (cp_window_create_quote (window, NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.export-quote", NULL);
  cp_test_spin ();
  g_assert_null (find_quote_dialog ());

  cp_test_close_window (window);
}

/* A custom paper size managed from Page Setup, the dialog confirmed,
 * opened again, and the window closed while it is open: the dialogs go
 * too, and nothing they leave behind on a timer touches them once they
 * are gone. */
static void
test_page_setup_custom_size (void)
{
  CpWindow *window = new_window ();
  g_autoptr(GtkPageSetup) custom = gtk_page_setup_new ();
  GtkWidget *page_setup;
  gboolean destroyed = FALSE;

  /* Margins other than the paper's make it a custom size for GTK, as
   * choosing "Manage Custom Sizes…" does. */
  gtk_page_setup_set_top_margin (custom, 40, GTK_UNIT_POINTS);
  gtk_page_setup_set_left_margin (custom, 40, GTK_UNIT_POINTS);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.page-setup", NULL));
  cp_test_wait_for (page_setup_shows, NULL);
  page_setup = find_page_setup_dialog ();
  g_assert_nonnull (page_setup);
  gtk_page_setup_unix_dialog_set_page_setup (GTK_PAGE_SETUP_UNIX_DIALOG (page_setup), custom);
  cp_test_wait_for (custom_paper_shows, NULL);
  g_assert_true (custom_paper_dialog_shows ());

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_dialog_response (GTK_DIALOG (page_setup), GTK_RESPONSE_OK);
  G_GNUC_END_IGNORE_DEPRECATIONS
  cp_test_wait_for (page_setup_gone, NULL);
  cp_test_run_timers (EDITABLE_LABEL_TIMER_MS);
  g_assert_null (find_page_setup_dialog ());
  assert_quote_margins (window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.page-setup", NULL));
  cp_test_wait_for (page_setup_shows, NULL);
  page_setup = find_page_setup_dialog ();
  g_assert_nonnull (page_setup);
  g_signal_connect_swapped (page_setup, "destroy", G_CALLBACK (set_true), &destroyed);

  cp_test_close_window (window);
  g_assert_null (find_page_setup_dialog ());
  /* The window lets its dialogs go once their timers have run; then what
   * GTK leaves behind as they go runs too. */
  cp_test_wait_for (is_true, &destroyed);
  cp_test_run_timers (EDITABLE_LABEL_TIMER_MS);
}

/* A register that cannot be used: an export says so, with the register's
 * path, and writes nothing; a print stops as it begins, says so, and does
 * not count as printed. */
static void
test_register_unusable (void)
{
  CpWindow *window = new_window ();
  g_autofree char *register_path = cp_quote_register_dup_default_path ();
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote-window");
  g_autofree char *path = g_build_filename (dir, "q.pdf", NULL);
  g_autofree char *printed = g_build_filename (dir, "printed.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CpQuote) quote = NULL;
  g_autoptr(GError) error = NULL;

  /* A folder where the register's file should be. */
  g_assert_cmpint (g_mkdir_with_parents (register_path, 0700), ==, 0);
  quote = cp_window_create_quote (window, NULL);

  g_assert_false (cp_window_export_quote (window, quote, file, &error));
  g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_OPEN);
  g_assert_true (g_str_has_prefix (error->message, register_path));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  {
    g_autoptr(CpPrintOperation) operation = cp_window_new_print_operation (window, quote);
    GtkWidget *dialog;
    guint n_printed = 0;

    g_signal_connect (operation, "printed", G_CALLBACK (printed_cb), &n_printed);
    gtk_print_operation_set_export_filename (GTK_PRINT_OPERATION (operation), printed);
    cp_print_operation_run_for (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, GTK_WINDOW (window));
    cp_test_spin ();
    g_assert_cmpuint (n_printed, ==, 0);

    dialog = cp_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
    g_assert_nonnull (dialog);
    g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                     "Could Not Print the Quote");
    g_assert_true (g_str_has_prefix (cp_error_dialog_get_message (dialog), register_path));
    gtk_window_destroy (GTK_WINDOW (dialog));
    cp_test_spin ();
  }

  g_rmdir (register_path);
  g_unlink (printed);
  g_rmdir (dir);
  cp_test_close_window (window);
}

/* The Quotes page of the preferences is bound to the settings, both
 * ways; the address keeps its line breaks. */
static void
test_preferences (void)
{
  CpWindow *window = new_window ();
  GtkWidget *preferences = cp_preferences_window_new (GTK_WINDOW (window));
  GSettings *settings = get_settings ();
  GtkWidget *name, *address, *prefix, *next_number, *validity, *customer;
  GtkTextBuffer *buffer;
  g_autofree char *text = NULL;
  GtkTextIter start, end;

#define CHILD(id) GTK_WIDGET (gtk_widget_get_template_child (preferences, CP_TYPE_PREFERENCES_WINDOW, id))
  name = CHILD ("store_name_row");
  address = CHILD ("store_address_view");
  prefix = CHILD ("prefix_row");
  next_number = CHILD ("next_number_spin");
  validity = CHILD ("validity_spin");
  customer = CHILD ("default_customer_row");
#undef CHILD

  gtk_window_present (GTK_WINDOW (preferences));
  cp_test_spin ();

  /* The settings show. */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, "Bektursun's AI Hardware Store");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (prefix)), ==, "Q-");
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (next_number)), ==, 1);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (validity)), ==, 30);
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (address));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  g_assert_cmpstr (text, ==, "Bishkek, Kyrgyzstan");

  /* What is typed is kept. */
  gtk_editable_set_text (GTK_EDITABLE (name), "Bektursun & Sons");
  gtk_editable_set_text (GTK_EDITABLE (prefix), "BK-");
  gtk_editable_set_text (GTK_EDITABLE (customer), "Acme Robotics");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (next_number), 120);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (validity), 14);
  gtk_text_buffer_set_text (buffer, "1 Chui Avenue\nBishkek 720001", -1);
  cp_test_spin ();

  {
    g_autofree char *store_name = g_settings_get_string (settings, "store-name");
    g_autofree char *store_address = g_settings_get_string (settings, "store-address");
    g_autofree char *quote_prefix = g_settings_get_string (settings, "quote-prefix");
    g_autofree char *default_customer = g_settings_get_string (settings, "default-customer");

    g_assert_cmpstr (store_name, ==, "Bektursun & Sons");
    g_assert_cmpstr (store_address, ==, "1 Chui Avenue\nBishkek 720001");
    g_assert_cmpstr (quote_prefix, ==, "BK-");
    g_assert_cmpstr (default_customer, ==, "Acme Robotics");
    g_assert_cmpuint (g_settings_get_uint (settings, "quote-next-number"), ==, 120);
    g_assert_cmpuint (g_settings_get_uint (settings, "quote-validity-days"), ==, 14);
  }

  /* The store's contacts, terms and tax rate (shown in percent, kept in
   * hundredths of a percent). */
  {
    GtkWidget *phone = GTK_WIDGET (gtk_widget_get_template_child (preferences,
                                                                  CP_TYPE_PREFERENCES_WINDOW,
                                                                  "store_phone_row"));
    GtkWidget *lead_time = GTK_WIDGET (gtk_widget_get_template_child (preferences,
                                                                      CP_TYPE_PREFERENCES_WINDOW,
                                                                      "lead_time_row"));
    GtkWidget *rate = GTK_WIDGET (gtk_widget_get_template_child (preferences,
                                                                 CP_TYPE_PREFERENCES_WINDOW,
                                                                 "tax_rate_spin"));
    g_autofree char *store_phone = NULL;
    g_autofree char *quote_lead_time = NULL;

    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (lead_time)), ==,
                     "4 to 8 weeks from the order");
    g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (rate)), ==, 0);
    gtk_editable_set_text (GTK_EDITABLE (phone), "+996 312 000 000");
    gtk_editable_set_text (GTK_EDITABLE (lead_time), "Six weeks");
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (rate), 12.5);
    cp_test_spin ();

    store_phone = g_settings_get_string (settings, "store-phone");
    quote_lead_time = g_settings_get_string (settings, "quote-lead-time");
    g_assert_cmpstr (store_phone, ==, "+996 312 000 000");
    g_assert_cmpstr (quote_lead_time, ==, "Six weeks");
    g_assert_cmpuint (g_settings_get_uint (settings, "quote-tax-rate"), ==, 1250);
  }

  /* And a quote made now has them. */
  {
    g_autoptr(CpQuote) quote = cp_window_create_quote (window, NULL);
    g_autofree char *number = cp_quote_dup_number_text (quote);

    g_assert_cmpstr (number, ==, "BK-0120");
    g_assert_cmpstr (cp_quote_get_store_address (quote), ==, "1 Chui Avenue\nBishkek 720001");
    g_assert_cmpuint (cp_quote_get_validity_days (quote), ==, 14);
    g_assert_cmpstr (cp_quote_get_detail (quote, CP_QUOTE_DETAIL_STORE_PHONE), ==,
                     "+996 312 000 000");
    g_assert_cmpstr (cp_quote_get_detail (quote, CP_QUOTE_DETAIL_LEAD_TIME), ==, "Six weeks");
    g_assert_cmpuint (cp_quote_get_tax_rate (quote), ==, 1250);
  }

  g_settings_reset (settings, "store-phone");
  g_settings_reset (settings, "quote-lead-time");
  g_settings_reset (settings, "quote-tax-rate");

  gtk_window_destroy (GTK_WINDOW (preferences));
  cp_test_close_window (window);
}

/* Print to File offers the quote's own file name, in the folder the last
 * print to a file went to; not GTK's "output.pdf". */
static void
test_print_to_file_name (void)
{
  CpWindow *window = new_window ();
  g_autoptr(CpQuote) first = cp_window_create_quote (window, NULL);
  g_autoptr(CpQuote) second = NULL;
  g_autoptr(CpPrintOperation) operation = cp_window_new_print_operation (window, first);
  g_autoptr(CpPrintOperation) next = NULL;
  GtkPrintSettings *settings = gtk_print_operation_get_print_settings (GTK_PRINT_OPERATION (operation));
  /* The register numbers the quotes of the tests before this one too. */
  g_autofree char *first_number = cp_quote_dup_number_text (first);
  g_autofree char *first_name = g_strdup_printf ("%s 3-dgx-h100", first_number);
  g_autofree char *second_number = NULL;
  g_autofree char *second_name = NULL;

  g_assert_nonnull (settings);
  g_assert_cmpstr (gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME), ==,
                   first_name);
  g_assert_cmpstr (gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_FILE_FORMAT), ==, "pdf");
  g_assert_null (gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_URI));

  /* Printed to a file elsewhere, as the print dialog leaves its settings. */
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_URI,
                          "file:///srv/quotes/Q-0001%203-dgx-h100.pdf");
  g_signal_emit_by_name (operation, "printed");

  second = cp_window_create_quote (window, NULL);
  cp_quote_set_number (second, cp_quote_get_number (first) + 1);
  second_number = cp_quote_dup_number_text (second);
  second_name = g_strdup_printf ("%s 3-dgx-h100", second_number);
  next = cp_window_new_print_operation (window, second);
  settings = gtk_print_operation_get_print_settings (GTK_PRINT_OPERATION (next));
  g_assert_cmpstr (gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME), ==,
                   second_name);
  g_assert_cmpstr (gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_DIR), ==,
                   "file:///srv/quotes");
  g_assert_null (gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_URI));

  cp_test_close_window (window);
}

/* "Next quote number" cannot go below the highest issued and shows the
 * true next (issue 25: it accepted 1 and kept showing 1 while the next
 * quote was Q-0003); marking a quote can be undone. */
static void
test_next_number_and_undo (void)
{
  CpWindow *window = new_window ();
  GSettings *settings = get_settings ();
  g_autofree char *dir = g_dir_make_tmp ("cp-quote-window-XXXXXX", NULL);
  GtkWidget *preferences, *next_number;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *path = g_strdup_printf ("%s/q%u.pdf", dir, i);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(CpQuote) quote = cp_window_create_quote (window, &error);

      g_assert_no_error (error);
      g_assert_true (cp_window_export_quote (window, quote, file, &error));
      g_assert_no_error (error);
      g_unlink (path);
    }
  g_rmdir (dir);

  /* Set back by hand, as the settings let anyone do. */
  g_settings_set_uint (settings, "quote-next-number", 1);
  preferences = cp_preferences_window_new (GTK_WINDOW (window));
  next_number = GTK_WIDGET (gtk_widget_get_template_child (preferences, CP_TYPE_PREFERENCES_WINDOW,
                                                           "next_number_spin"));
  gtk_window_present (GTK_WINDOW (preferences));
  cp_test_spin ();
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (next_number)), ==, 3);
  g_assert_cmpuint (g_settings_get_uint (settings, "quote-next-number"), ==, 3);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (next_number), 1);
  cp_test_spin ();
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (next_number)), ==, 3);
  g_assert_cmpuint (g_settings_get_uint (settings, "quote-next-number"), ==, 3);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (next_number), 40);
  cp_test_spin ();
  g_assert_cmpuint (g_settings_get_uint (settings, "quote-next-number"), ==, 40);
  gtk_window_destroy (GTK_WINDOW (preferences));
  g_settings_reset (settings, "quote-next-number");

  /* Marked accepted, then undone: issued again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "quote.mark", "(us)", 2,
                                             "accepted"));
  {
    g_autoptr(GListModel) records = list_quotes ();
    g_autoptr(CpQuoteRecord) record = g_list_model_get_item (records, 1);

    g_assert_cmpstr (cp_quote_record_get_number_text (record), ==, "Q-0002");
    g_assert_cmpint (cp_quote_record_get_status (record), ==, CP_QUOTE_STATUS_ACCEPTED);
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "quote.undo-mark", "(uss)", 2,
                                             "accepted", "issued"));
  {
    g_autoptr(GListModel) records = list_quotes ();
    g_autoptr(CpQuoteRecord) record = g_list_model_get_item (records, 1);

    g_assert_cmpint (cp_quote_record_get_status (record), ==, CP_QUOTE_STATUS_ISSUED);
  }

  cp_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  setlocale (LC_ALL, "C.UTF-8");
  /* Before GLib reads it: the window's register goes in here. */
  data_home = g_dir_make_tmp ("cp-quote-window-data-XXXXXX", NULL);
  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_unsetenv ("SOURCE_DATE_EPOCH");

  g_test_add_func ("/cluster-planner/quote-window/actions", test_actions);
  g_test_add_func ("/cluster-planner/quote-window/customer-dialog", test_customer_dialog);
  g_test_add_func ("/cluster-planner/quote-window/export", test_export);
  g_test_add_func ("/cluster-planner/quote-window/print-operation", test_print_operation);
  g_test_add_func ("/cluster-planner/quote-window/print-to-file-name", test_print_to_file_name);
  g_test_add_func ("/cluster-planner/quote-window/page-setup-custom-size",
                   test_page_setup_custom_size);
  g_test_add_func ("/cluster-planner/quote-window/register-unusable", test_register_unusable);
  g_test_add_func ("/cluster-planner/quote-window/preferences", test_preferences);
  g_test_add_func ("/cluster-planner/quote-window/next-number-and-undo",
                   test_next_number_and_undo);

  status = g_test_run ();

  {
    g_autofree char *path = cp_quote_register_dup_default_path ();
    g_autofree char *folder = g_path_get_dirname (path);
    g_autofree char *mark = g_strconcat (path, ".last-number", NULL);

    g_unlink (path);
    g_unlink (mark);
    g_rmdir (folder);
    g_rmdir (data_home);
  }

  return status;
}
