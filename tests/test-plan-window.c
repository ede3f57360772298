/* test-plan-window.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <locale.h>
#include <string.h>

#include "cp-drafts.h"
#include "cp-error-dialog.h"
#include "cp-quote-dialog.h"
#include "cp-test-widget.h"
#include "cp-window-testing.h"
#include "cp-workload-control.h"

/* Plans in the window, as documents: the title with the file's name and
 * the mark of changes, Save and Open, "Save Changes?" on close, a file
 * that cannot be written, and the drafts that bring back a plan whose
 * window went without a clean close. */

static CpCatalog *builtin;
static char *tmpdir;

static CpWindow *
new_window (void)
{
  CpWindow *window = cp_window_new_untitled (NULL, builtin);

  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  cp_test_spin ();

  return window;
}

static char *
dup_path (const char *name)
{
  return g_build_filename (tmpdir, name, NULL);
}

static const char *
plan_title (CpWindow *window)
{
  AdwWindowTitle *title = ADW_WINDOW_TITLE (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                                           CP_TYPE_WINDOW,
                                                                           "plan_title"));

  return adw_window_title_get_title (title);
}

static gboolean
toplevel_is_gone (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* The title says which plan and whether it changed. */
static void
test_title (void)
{
  g_autofree char *path = dup_path ("title.clusterplan");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  CpWindow *window = new_window ();

  g_assert_cmpstr (plan_title (window), ==, "Untitled Plan");
  g_assert_false (cp_plan_file_get_modified (cp_window_get_plan_file (window)));
  g_assert_true (cp_plan_file_get_pristine (cp_window_get_plan_file (window)));

  g_assert_true (cp_session_choose_model (cp_window_get_session (window), "llama-3.1-70b", TRUE));
  g_assert_true (cp_plan_file_get_modified (cp_window_get_plan_file (window)));
  g_assert_cmpstr (plan_title (window), ==, "• Untitled Plan");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==,
                   "• Untitled Plan — Cluster Planner");

  /* Back as it was: nothing to save. */
  g_assert_true (cp_session_choose_model (cp_window_get_session (window), "llama-3.1-70b", FALSE));
  g_assert_false (cp_plan_file_get_modified (cp_window_get_plan_file (window)));

  g_assert_true (cp_session_choose_model (cp_window_get_session (window), "llama-3.1-70b", TRUE));
  g_assert_true (cp_plan_file_save (cp_window_get_plan_file (window), file, &error));
  g_assert_no_error (error);
  g_assert_false (cp_plan_file_get_modified (cp_window_get_plan_file (window)));
  g_assert_cmpstr (plan_title (window), ==, "title.clusterplan");
  g_assert_false (cp_plan_file_get_pristine (cp_window_get_plan_file (window)));

  cp_session_set_customer (cp_window_get_session (window), "Acme");
  g_assert_cmpstr (plan_title (window), ==, "• title.clusterplan");

  cp_test_close_window (window);
  g_unlink (path);
}

/* A plan opened is shown unchanged, and saved back byte for byte. */
static void
test_open_save_identical (void)
{
  g_autofree char *path = dup_path ("open.clusterplan");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  CpWindow *maker = new_window ();
  CpWindow *window;
  CpSession *session;

  /* A plan of another window, with a custom model and a customer. */
  g_assert_true (cp_session_choose_model (cp_window_get_session (maker), "deepseek-v4-pro", TRUE));
  g_assert_true (cp_session_choose_model (cp_window_get_session (maker), "glm-5.2-max", TRUE));
  cp_session_set_customer (cp_window_get_session (maker), "Acme Robotics");
  g_assert_true (cp_session_select_tier (cp_window_get_session (maker), "growth"));
  g_assert_true (cp_plan_file_save (cp_window_get_plan_file (maker), file, &error));
  g_assert_no_error (error);
  cp_test_close_window (maker);
  before = cp_test_read_text (path);

  window = new_window ();
  g_assert_true (cp_plan_file_load (cp_window_get_plan_file (window), file, &error));
  g_assert_no_error (error);
  session = cp_window_get_session (window);
  g_assert_false (cp_plan_file_get_modified (cp_window_get_plan_file (window)));
  g_assert_cmpstr (plan_title (window), ==, "open.clusterplan");
  g_assert_true (g_file_equal (cp_plan_file_get_file (cp_window_get_plan_file (window)), file));
  g_assert_true (cp_model_row_get_chosen (cp_session_find_row (session, "deepseek-v4-pro")));
  g_assert_true (cp_model_row_get_chosen (cp_session_find_row (session, "glm-5.2-max")));
  g_assert_cmpstr (cp_session_get_selected_tier (session), ==, "growth");
  g_assert_cmpstr (cp_session_get_customer (session), ==, "Acme Robotics");

  g_assert_true (cp_plan_file_save (cp_window_get_plan_file (window), NULL, &error));
  g_assert_no_error (error);
  after = cp_test_read_text (path);
  g_assert_cmpstr (after, ==, before);

  cp_test_close_window (window);
  g_unlink (path);
}

/* Every visible label under @widget, one after the other. */
static void
collect_labels (GtkWidget *widget,
                GString   *text)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (text, "%s\n", gtk_label_get_label (GTK_LABEL (widget)));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, text);
}

/* Opened with another catalog than its own, a plan says what changed for
 * it; with its own, nothing. */
static void
test_other_catalog (void)
{
  g_autofree char *path = dup_path ("priced.clusterplan");
  g_autofree char *builtin_path = g_test_build_filename (G_TEST_DIST, "..", "resources",
                                                         "catalog.json", NULL);
  g_autofree char *text = cp_test_read_text (builtin_path);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) shown = g_string_new (NULL);
  g_autoptr(CpCatalog) dearer = NULL;
  const char *find = "\"power_w\": 10200, \"price_usd\": 199000";
  const char *at = strstr (text, find);
  g_autofree char *changed = NULL;
  CpWindow *window = new_window ();
  GtkWidget *dialog;

  g_assert_nonnull (at);
  changed = g_strdup_printf ("%.*s\"power_w\": 10200, \"price_usd\": 210000%s",
                             (int) (at - text), text, at + strlen (find));
  {
    gsize length = strlen (changed);
    g_autoptr(GBytes) bytes = g_bytes_new_take (g_steal_pointer (&changed), length);

    dearer = cp_catalog_new_from_bytes (bytes, "shop.json", &error);
    g_assert_no_error (error);
  }

  g_assert_true (cp_session_choose_model (cp_window_get_session (window), "deepseek-v4-pro", TRUE));
  g_assert_true (cp_plan_file_save (cp_window_get_plan_file (window), file, &error));
  g_assert_no_error (error);
  /* Its own catalog: no dialog. */
  g_assert_true (cp_plan_file_load (cp_window_get_plan_file (window), file, &error));
  g_assert_no_error (error);
  cp_test_spin ();
  g_assert_null (cp_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  cp_test_close_window (window);

  window = cp_window_new_untitled (NULL, dearer);
  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (cp_plan_file_load (cp_window_get_plan_file (window), file, &error));
  g_assert_no_error (error);
  cp_test_spin ();
  dialog = cp_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Another Catalog");
  collect_labels (dialog, shown);
  g_assert_nonnull (strstr (shown->str, "NVIDIA DGX H100: $199,000 → $210,000"));
  g_assert_nonnull (strstr (shown->str, "the built-in catalog of"));
  /* Opened as it is, to be saved with the new catalog's figures. */
  g_assert_false (cp_plan_file_get_modified (cp_window_get_plan_file (window)));

  gtk_window_destroy (GTK_WINDOW (dialog));
  cp_test_close_window (window);
  g_unlink (path);
}

/* A plan file that is not one leaves the window as it was. */
static void
test_open_bad_file (void)
{
  g_autofree char *path = dup_path ("bad.clusterplan");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  CpWindow *window = new_window ();

  g_assert_true (cp_session_choose_model (cp_window_get_session (window), "llama-3.1-70b", TRUE));
  g_file_set_contents (path, "{ \"format\": \"cluster-planner-plan\", \"version\": 1,", -1, &error);
  g_assert_no_error (error);

  g_assert_false (cp_plan_file_load (cp_window_get_plan_file (window), file, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "bad.clusterplan"));
  g_assert_null (cp_plan_file_get_file (cp_window_get_plan_file (window)));
  g_assert_true (cp_plan_file_get_modified (cp_window_get_plan_file (window)));
  g_assert_true (cp_model_row_get_chosen (cp_session_find_row (cp_window_get_session (window),
                                                               "llama-3.1-70b")));

  cp_test_close_window (window);
  g_unlink (path);
}

/* A file that cannot be written: the window keeps its plan, still to be
 * saved, and the dialog says where and why. */
static void
test_unwritable (void)
{
  g_autofree char *path = dup_path ("folder.clusterplan");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  CpWindow *window = new_window ();

  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  g_assert_true (cp_session_choose_model (cp_window_get_session (window), "llama-3.1-70b", TRUE));

  g_assert_false (cp_plan_file_save (cp_window_get_plan_file (window), file, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "folder.clusterplan"));
  g_assert_null (cp_plan_file_get_file (cp_window_get_plan_file (window)));
  g_assert_true (cp_plan_file_get_modified (cp_window_get_plan_file (window)));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_DIR));

  cp_test_close_window (window);
  g_rmdir (path);
}

/* Closing a plan with changes asks first: Cancel keeps the window,
 * Discard closes it, Save saves and then closes it. */
static void
test_save_changes_dialog (void)
{
  g_autofree char *path = dup_path ("close.clusterplan");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlanDocument) saved = NULL;
  CpWindow *window = new_window ();
  gpointer alive = window;
  AdwMessageDialog *dialog;

  g_object_add_weak_pointer (G_OBJECT (window), &alive);
  g_object_unref (window);

  /* Nothing changed: it closes at once. */
  g_assert_true (cp_session_choose_model (cp_window_get_session (window), "llama-3.1-70b", TRUE));
  g_assert_true (cp_plan_file_save (cp_window_get_plan_file (window), file, &error));
  g_assert_no_error (error);
  g_assert_true (cp_session_choose_model (cp_window_get_session (window), "qwen3-32b", TRUE));

  /* What Ctrl+W does: the same question as the close button. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "window.close", NULL));
  cp_test_spin ();
  dialog = ADW_MESSAGE_DIALOG (cp_window_get_close_dialog (window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Save Changes?");
  g_assert_true (adw_message_dialog_has_response (dialog, "cancel"));
  g_assert_true (adw_message_dialog_has_response (dialog, "discard"));
  g_assert_true (adw_message_dialog_has_response (dialog, "save"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "close.clusterplan"));

  adw_message_dialog_response (dialog, "cancel");
  cp_test_spin ();
  g_assert_nonnull (alive);
  g_assert_true (cp_plan_file_get_modified (cp_window_get_plan_file (window)));
  g_assert_null (cp_window_get_close_dialog (window));

  /* Save: the file gets the change, and the window goes. */
  gtk_window_close (GTK_WINDOW (window));
  cp_test_spin ();
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (cp_window_get_close_dialog (window)), "save");
  cp_test_wait_for (toplevel_is_gone, &alive);
  saved = cp_plan_document_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cp_plan_document_get_n_models (saved), ==, 2);

  /* Discard: the window goes, the file stays as it was. */
  window = new_window ();
  alive = window;
  g_object_add_weak_pointer (G_OBJECT (window), &alive);
  g_object_unref (window);
  g_assert_true (cp_plan_file_load (cp_window_get_plan_file (window), file, &error));
  g_assert_no_error (error);
  g_assert_true (cp_session_choose_model (cp_window_get_session (window), "qwen3-32b", FALSE));
  gtk_window_close (GTK_WINDOW (window));
  cp_test_spin ();
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (cp_window_get_close_dialog (window)),
                               "discard");
  cp_test_wait_for (toplevel_is_gone, &alive);
  g_clear_object (&saved);
  saved = cp_plan_document_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cp_plan_document_get_n_models (saved), ==, 2);

  g_unlink (path);
}

/* Discard for the untitled plan the app remembers: it does not come back
 * at the next start (it did: its models and workload were kept). */
static void
test_discard_untitled (void)
{
  CpWindow *window = cp_window_new (NULL, builtin);
  CpSession *session;
  gpointer alive = window;

  g_object_add_weak_pointer (G_OBJECT (window), &alive);
  gtk_window_present (GTK_WINDOW (window));
  cp_test_spin ();
  session = cp_window_get_session (window);
  g_assert_true (cp_session_choose_model (session, "qwen3-32b", TRUE));
  cp_session_set_workload_enabled (session, TRUE);
  g_assert_true (cp_plan_file_get_modified (cp_window_get_plan_file (window)));

  gtk_window_close (GTK_WINDOW (window));
  cp_test_spin ();
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (cp_window_get_close_dialog (window)),
                               "discard");
  cp_test_wait_for (toplevel_is_gone, &alive);

  window = cp_window_new (NULL, builtin);
  g_object_ref_sink (window);
  session = cp_window_get_session (window);
  g_assert_false (cp_model_row_get_chosen (cp_session_find_row (session, "qwen3-32b")));
  g_assert_false (cp_session_get_workload_enabled (session));
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* A plan that names its customer (from its file, or a quote planned
 * again) starts its quotes with that customer; the customer one quote is
 * made out to is not the next quote's (issue 25: Q-0002 went out with
 * Q-0001's contact and e-mail under another company), and the plan and
 * its file keep their own. */
static void
test_customer (void)
{
  static const struct
  {
    const char         *row;
    CpPlanCustomerField field;
    const char         *value;
  } details[] = {
    { "contact_row", CP_PLAN_CUSTOMER_CONTACT, "Hank Scorpio" },
    { "address_row", CP_PLAN_CUSTOMER_ADDRESS, "1 Globex Way, Cypress Creek" },
    { "email_row", CP_PLAN_CUSTOMER_EMAIL, "hank@globex.example" },
  };
  g_autofree char *path = dup_path ("customer.clusterplan");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlanDocument) saved = NULL;
  g_autoptr(CpQuote) quote = NULL;
  CpWindow *window = new_window ();
  GtkWidget *dialog, *row, *chooser;

  g_assert_true (cp_session_choose_model (cp_window_get_session (window), "llama-3.1-70b", TRUE));
  cp_session_set_customer (cp_window_get_session (window), "Initech");
  quote = cp_window_create_quote (window, NULL);
  g_assert_cmpstr (cp_quote_get_customer (quote), ==, "Initech");

  /* Another customer named in the quote's dialog goes on that quote. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.export-quote", NULL));
  cp_test_spin ();
  dialog = cp_test_find_toplevel (CP_TYPE_QUOTE_DIALOG);
  g_assert_nonnull (dialog);
  row = GTK_WIDGET (gtk_widget_get_template_child (dialog, CP_TYPE_QUOTE_DIALOG, "customer_row"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "Initech");
  gtk_editable_set_text (GTK_EDITABLE (row), "Globex Corporation");
  for (guint i = 0; i < G_N_ELEMENTS (details); i++)
    {
      row = GTK_WIDGET (gtk_widget_get_template_child (dialog, CP_TYPE_QUOTE_DIALOG,
                                                       details[i].row));
      g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "");
      gtk_editable_set_text (GTK_EDITABLE (row), details[i].value);
    }
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "continue");
  cp_test_spin ();

  /* The file chooser of the export, without a portal here: cancelled. */
  chooser = cp_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  if (chooser != NULL)
    gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  cp_test_spin ();

  /* The plan's customer is still its own, and so is the next quote's:
   * none of Globex's details. */
  g_assert_cmpstr (cp_session_get_customer (cp_window_get_session (window)), ==, "Initech");
  g_clear_object (&quote);
  quote = cp_window_create_quote (window, NULL);
  g_assert_cmpstr (cp_quote_get_customer (quote), ==, "Initech");
  for (guint i = 0; i < G_N_ELEMENTS (details); i++)
    g_assert_cmpstr (cp_quote_get_customer_field (quote, details[i].field), ==, "");
  g_assert_true (cp_plan_file_save (cp_window_get_plan_file (window), file, &error));
  g_assert_no_error (error);
  saved = cp_plan_document_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cp_plan_document_get_customer_field (saved, CP_PLAN_CUSTOMER_COMPANY), ==,
                   "Initech");
  for (guint i = 0; i < G_N_ELEMENTS (details); i++)
    {
      const char *value = cp_plan_document_get_customer_field (saved, details[i].field);

      g_assert_true (value == NULL || *value == '\0');
    }

  cp_test_close_window (window);
  g_unlink (path);
}

static gboolean
draft_written (gpointer data)
{
  return cp_plan_file_get_draft (cp_window_get_plan_file (data)) != NULL && cp_draft_get_written (cp_plan_file_get_draft (cp_window_get_plan_file (data)));
}

static guint
count_drafts_left (void)
{
  g_autoptr(GListModel) drafts = cp_drafts_list_left ();

  return g_list_model_get_n_items (drafts);
}

/* A plan made on the command line for a workload opens in the window as
 * that plan: the workload on, with its figures, and the very builds
 * `--plan --json` gives, the title unchanged. A change of the workload is
 * a change of the plan, with its draft; changed back, it is not. */
static void
test_workload (void)
{
  g_autofree char *path = dup_path ("workload.clusterplan");
  g_autofree char *save = g_strdup_printf ("--save-plan=%s", path);
  g_autofree char *plan = g_strdup_printf ("--plan=%s", path);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(CpTestRun) made = { 0 };
  g_auto(CpTestRun) sized = { 0 };
  const char *make_args[] = { "--size", "llama-3.1-70b", "--context", "32768", "--users", "16",
                              save, NULL };
  const char *size_args[] = { plan, "--json", NULL };
  CpWorkloadControl *control;
  CpWindow *window;
  CpSession *session;
  GListModel *builds;
  JsonArray *expected;

  cp_test_run_cli (&made, NULL, make_args);
  g_assert_cmpint (made.status, ==, 0);
  cp_test_run_cli (&sized, NULL, size_args);
  g_assert_cmpint (sized.status, ==, 0);
  json_parser_load_from_data (parser, sized.out, -1, &error);
  g_assert_no_error (error);
  expected = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                           "builds");

  window = new_window ();
  session = cp_window_get_session (window);
  control = CP_WORKLOAD_CONTROL (cp_window_get_workload_control (window));
  g_assert_true (cp_plan_file_load (cp_window_get_plan_file (window), file, &error));
  g_assert_no_error (error);
  cp_test_spin ();
  g_assert_false (cp_plan_file_get_modified (cp_window_get_plan_file (window)));
  g_assert_cmpstr (plan_title (window), ==, "workload.clusterplan");
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (cp_workload_control_get_part (control,
                                                                                  "enabled_switch"))));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (
                     cp_workload_control_get_part (control, "users_spin"))), ==, 16);

  builds = cp_plan_get_builds (cp_session_get_plan (session));
  g_assert_cmpuint (g_list_model_get_n_items (builds), ==, json_array_get_length (expected));
  for (guint i = 0; i < json_array_get_length (expected); i++)
    {
      g_autoptr(CpBuild) build = g_list_model_get_item (builds, i);
      JsonObject *record = json_array_get_object_element (expected, i);
      JsonObject *serving = json_object_get_object_member (record, "serving");

      g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_build_get_tier (build))), ==,
                       json_object_get_string_member (record, "tier"));
      g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_build_get_unit (build))), ==,
                       json_object_get_string_member (record, "unit"));
      g_assert_cmpint (cp_build_get_count (build), ==, json_object_get_int_member (record, "count"));
      g_assert_cmpstr (cp_serving_verdict_to_string (cp_serving_get_verdict (cp_build_get_serving (build))),
                       ==, json_object_get_string_member (serving, "verdict"));
    }

  cp_session_set_workload_figures (session, 65536, 16, CP_KV_CACHE_BF16);
  g_assert_true (cp_plan_file_get_modified (cp_window_get_plan_file (window)));
  g_assert_cmpstr (plan_title (window), ==, "• workload.clusterplan");
  cp_test_wait_for (draft_written, window);

  cp_session_set_workload_figures (session, 32768, 16, CP_KV_CACHE_BF16);
  g_assert_false (cp_plan_file_get_modified (cp_window_get_plan_file (window)));
  g_assert_null (cp_plan_file_get_draft (cp_window_get_plan_file (window)));

  cp_test_close_window (window);
  g_assert_cmpuint (count_drafts_left (), ==, 0);
  g_unlink (path);
}

/* A banner that is closed is not in the window at all, so that its words
 * are not laid out with the window's. */
static gboolean
banner_gone (gpointer banner)
{
  return !gtk_widget_get_visible (banner);
}

/* A window that goes without a clean close (as when the app is killed)
 * leaves its plan's draft; the next window offers it back, and restores
 * it changed, still to be saved. */
static void
test_draft_restored (void)
{
  g_autoptr(GError) error = NULL;
  CpWindow *window = new_window ();
  GtkRevealer *banner;
  CpSession *session;
  GListModel *offered;

  g_assert_cmpuint (count_drafts_left (), ==, 0);

  /* Written by itself, a few seconds after the change. */
  g_assert_true (cp_session_choose_model (cp_window_get_session (window), "llama-3.1-70b", TRUE));
  cp_session_set_customer (cp_window_get_session (window), "Acme");
  cp_test_wait_for (draft_written, window);
  /* Its own app still runs: not offered. */
  g_assert_cmpuint (count_drafts_left (), ==, 0);

  /* No clean close: the draft stays. */
  cp_test_close_window (window);
  g_assert_cmpuint (count_drafts_left (), ==, 1);

  window = new_window ();
  banner = GTK_REVEALER (gtk_widget_get_template_child (GTK_WIDGET (window), CP_TYPE_WINDOW,
                                                        "draft_banner"));
  g_assert_false (gtk_revealer_get_reveal_child (banner));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (banner)));
  g_assert_true (cp_window_offer_drafts (window));
  g_assert_true (gtk_revealer_get_reveal_child (banner));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (banner)));
  offered = cp_window_get_offered_drafts (window);
  g_assert_cmpuint (g_list_model_get_n_items (offered), ==, 1);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.restore-drafts", NULL);
  cp_test_spin ();
  g_assert_false (gtk_revealer_get_reveal_child (banner));
  cp_test_wait_for (banner_gone, banner);
  session = cp_window_get_session (window);
  g_assert_true (cp_model_row_get_chosen (cp_session_find_row (session, "llama-3.1-70b")));
  g_assert_cmpstr (cp_session_get_customer (session), ==, "Acme");
  g_assert_true (cp_plan_file_get_modified (cp_window_get_plan_file (window)));
  g_assert_cmpstr (plan_title (window), ==, "• Untitled Plan");
  /* The window's own now: not offered to another. */
  g_assert_cmpuint (count_drafts_left (), ==, 0);

  /* A clean close (Discard) takes it away. */
  gtk_window_close (GTK_WINDOW (window));
  cp_test_spin ();
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (cp_window_get_close_dialog (window)),
                               "discard");
  cp_test_spin ();
  g_assert_finalize_object (window);
  g_assert_cmpuint (count_drafts_left (), ==, 0);
  g_assert_true (g_file_test (cp_drafts_dup_dir (), G_FILE_TEST_IS_DIR));
  {
    g_autofree char *dir = cp_drafts_dup_dir ();
    g_autoptr(GDir) listing = g_dir_open (dir, 0, &error);

    g_assert_no_error (error);
    g_assert_null (g_dir_read_name (listing));
  }
}

/* The draft of a plan with a file comes back with that file, to be saved
 * to it. */
static void
test_draft_of_file (void)
{
  g_autofree char *path = dup_path ("drafted.clusterplan");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlanDocument) saved = NULL;
  CpWindow *window = new_window ();

  g_assert_true (cp_session_choose_model (cp_window_get_session (window), "llama-3.1-70b", TRUE));
  g_assert_true (cp_plan_file_save (cp_window_get_plan_file (window), file, &error));
  g_assert_no_error (error);
  g_assert_true (cp_session_choose_model (cp_window_get_session (window), "qwen3-32b", TRUE));
  g_assert_true (cp_plan_file_write_draft (cp_window_get_plan_file (window), &error));
  g_assert_no_error (error);
  cp_test_close_window (window);

  window = new_window ();
  g_assert_true (cp_window_offer_drafts (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.restore-drafts", NULL);
  cp_test_spin ();
  g_assert_true (g_file_equal (cp_plan_file_get_file (cp_window_get_plan_file (window)), file));
  g_assert_true (cp_plan_file_get_modified (cp_window_get_plan_file (window)));
  g_assert_cmpstr (plan_title (window), ==, "• drafted.clusterplan");

  /* Saved, it is the file's, and the draft goes. */
  g_assert_true (cp_plan_file_save (cp_window_get_plan_file (window), NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (plan_title (window), ==, "drafted.clusterplan");
  saved = cp_plan_document_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cp_plan_document_get_n_models (saved), ==, 2);
  g_assert_null (cp_plan_file_get_draft (cp_window_get_plan_file (window)));

  cp_test_close_window (window);
  g_assert_cmpuint (count_drafts_left (), ==, 0);
  g_unlink (path);
}

/* Discard in the banner removes the drafts offered. */
static void
test_draft_discarded (void)
{
  g_autoptr(GError) error = NULL;
  CpWindow *window = new_window ();

  g_assert_true (cp_session_choose_model (cp_window_get_session (window), "qwen3-32b", TRUE));
  g_assert_true (cp_plan_file_write_draft (cp_window_get_plan_file (window), &error));
  g_assert_no_error (error);
  cp_test_close_window (window);
  g_assert_cmpuint (count_drafts_left (), ==, 1);

  window = new_window ();
  g_assert_true (cp_window_offer_drafts (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.discard-drafts", NULL);
  cp_test_spin ();
  g_assert_cmpuint (count_drafts_left (), ==, 0);
  g_assert_false (cp_plan_file_get_modified (cp_window_get_plan_file (window)));
  g_assert_false (cp_window_offer_drafts (window));

  cp_test_close_window (window);
}

/* Left-over drafts, written as an app killed while it ran leaves them:
 * ID.clusterplan, ID.draft (which file, when) and ID.lock, not held. */
static const char plan_text[] =
  "{ \"format\": \"cluster-planner-plan\", \"version\": 1, \"catalog\": { \"name\": \"built-in\" },"
  "  \"models\": [ { \"id\": \"llama-3.1-70b\", \"name\": \"Llama 3.1 70B\", \"min_memory_gb\": 168 } ] }";

static void
write_left_draft (const char *plan,
                  const char *uri)
{
  g_autofree char *dir = cp_drafts_dup_dir ();
  g_autofree char *id = g_uuid_string_random ();
  g_autofree char *plan_name = g_strconcat (id, ".clusterplan", NULL);
  g_autofree char *draft_name = g_strconcat (id, ".draft", NULL);
  g_autofree char *plan_path = g_build_filename (dir, plan_name, NULL);
  g_autofree char *draft_path = g_build_filename (dir, draft_name, NULL);
  g_autofree char *key_file = g_strdup_printf ("[Draft]\n%s%s%s"
                                               "written=2026-12-01T10:00:00Z\n"
                                               "remembered=false\n",
                                               uri != NULL ? "file=" : "", uri != NULL ? uri : "",
                                               uri != NULL ? "\n" : "");
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_file_set_contents (plan_path, plan, -1, &error);
  g_assert_no_error (error);
  g_file_set_contents (draft_path, key_file, -1, &error);
  g_assert_no_error (error);
}

static void
discard_left_drafts (void)
{
  g_autoptr(GListModel) drafts = cp_drafts_list_left ();

  for (guint i = 0; i < g_list_model_get_n_items (drafts); i++)
    {
      g_autoptr(CpDraft) draft = g_list_model_get_item (drafts, i);

      if (cp_draft_adopt (draft, NULL))
        cp_draft_discard (draft);
    }
}

static guint
count_windows (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (CP_IS_WINDOW (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        n++;
    }

  return n;
}

/* The message dialogs open with the heading @heading. */
static guint
count_dialogs (const char *heading)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel)) &&
          g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (toplevel)), heading) == 0)
        n++;
    }

  return n;
}

static AdwMessageDialog *
find_dialog (const char *heading)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) &&
          g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (toplevel)), heading) == 0)
        return ADW_MESSAGE_DIALOG (toplevel);
    }

  return NULL;
}

/* Many left-over drafts are one list to choose from, not a window each
 * (10,001 drafts opened 524 windows); one restored from the list opens
 * one window; Discard All removes the rest. */
static void
test_drafts_many (void)
{
  CpWindow *window = new_window ();
  AdwMessageDialog *dialog;
  GtkWidget *button;

  for (guint i = 0; i < 12; i++)
    write_left_draft (plan_text, NULL);
  g_assert_cmpuint (count_drafts_left (), ==, 12);

  g_assert_true (cp_window_offer_drafts (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.restore-drafts", NULL);
  cp_test_spin ();
  g_assert_cmpuint (count_windows (), ==, 1);
  dialog = find_dialog ("Restore Unsaved Plans");
  g_assert_nonnull (dialog);
  g_assert_cmpuint (count_dialogs ("Restore Unsaved Plans"), ==, 1);

  /* One restored: it goes to this window, unused, and leaves the list. */
  button = cp_test_find_button (GTK_WIDGET (dialog), "_Restore");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  cp_test_spin ();
  g_assert_cmpuint (count_windows (), ==, 1);
  g_assert_true (cp_plan_file_get_modified (cp_window_get_plan_file (window)));
  g_assert_cmpuint (count_drafts_left (), ==, 11);

  adw_message_dialog_response (dialog, "discard");
  cp_test_spin ();
  g_assert_cmpuint (count_drafts_left (), ==, 0);

  cp_test_close_window (window);
  discard_left_drafts ();
}

/* Drafts that cannot be read are said in one dialog, not one each, and
 * stay for the next time. */
static void
test_drafts_corrupt (void)
{
  CpWindow *window = new_window ();
  AdwMessageDialog *dialog;

  for (guint i = 0; i < 3; i++)
    write_left_draft ("{ \"format\": \"cluster-planner-plan\", \"version\": 1", NULL);

  g_assert_true (cp_window_offer_drafts (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.restore-drafts", NULL);
  cp_test_spin ();
  g_assert_cmpuint (count_dialogs ("Could Not Restore 3 Plans"), ==, 1);
  g_assert_cmpuint (count_dialogs ("Could Not Restore the Plan"), ==, 0);
  g_assert_cmpuint (count_windows (), ==, 1);

  dialog = find_dialog ("Could Not Restore 3 Plans");
  adw_message_dialog_response (dialog, "close");
  gtk_window_destroy (GTK_WINDOW (dialog));
  cp_test_spin ();
  cp_test_close_window (window);
  g_assert_cmpuint (count_drafts_left (), ==, 3);
  discard_left_drafts ();
  g_assert_cmpuint (count_drafts_left (), ==, 0);
}

static gboolean
is_label_with (GtkWidget     *widget,
               gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL;
}

/* A drafts folder that cannot be read, or a draft no app holds that
 * cannot be taken, is said, not passed over. */
static void
test_drafts_unreadable (void)
{
  g_autofree char *dir = cp_drafts_dup_dir ();
  g_autofree char *moved = g_strconcat (dir, ".moved", NULL);
  CpWindow *window;
  GtkWidget *toasts;

  /* A draft whose lock cannot be made (a folder where the lock file
   * goes): it is there, and not restorable. */
  write_left_draft (plan_text, NULL);
  {
    g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (listing)) != NULL)
      if (g_str_has_suffix (name, ".draft"))
        {
          g_autofree char *id = g_strndup (name, strlen (name) - strlen (".draft"));
          g_autofree char *lock_name = g_strconcat (id, ".lock", NULL);
          g_autofree char *lock = g_build_filename (dir, lock_name, NULL);

          g_unlink (lock);
          g_assert_cmpint (g_mkdir (lock, 0700), ==, 0);
        }
  }

  window = new_window ();
  g_assert_false (cp_window_offer_drafts (window));
  toasts = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), CP_TYPE_WINDOW,
                                                      "toasts"));
  cp_test_spin ();
  g_assert_nonnull (cp_test_find_widget (toasts, is_label_with,
                                         "1 unsaved plan left in"));
  cp_test_close_window (window);

  /* The folder itself cannot be read: a file where it should be. */
  g_assert_cmpint (g_rename (dir, moved), ==, 0);
  g_file_set_contents (dir, "", 0, NULL);
  window = new_window ();
  g_assert_false (cp_window_offer_drafts (window));
  toasts = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), CP_TYPE_WINDOW,
                                                      "toasts"));
  cp_test_spin ();
  g_assert_nonnull (cp_test_find_widget (toasts, is_label_with, "cannot be read:"));
  cp_test_close_window (window);

  g_unlink (dir);
  g_assert_cmpint (g_rename (moved, dir), ==, 0);
  {
    g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (listing)) != NULL)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);

        if (g_rmdir (path) != 0)
          g_unlink (path);
      }
  }
}

/* A draft of a plan at a location that is no local file has that
 * location's name for title, never "(null)". */
static void
test_draft_of_uri (void)
{
  g_autoptr(GListModel) drafts = NULL;
  g_autoptr(CpDraft) draft = NULL;
  g_autofree char *title = NULL;
  CpWindow *window;

  write_left_draft (plan_text, "http://example.com/shop/");
  drafts = cp_drafts_list_left ();
  g_assert_cmpuint (g_list_model_get_n_items (drafts), ==, 1);
  draft = g_list_model_get_item (drafts, 0);
  title = cp_draft_dup_title (draft);
  g_assert_null (strstr (title, "(null)"));
  g_assert_cmpstr (title, !=, "");

  window = new_window ();
  g_assert_true (cp_window_offer_drafts (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.restore-drafts", NULL);
  cp_test_spin ();
  g_assert_null (strstr (plan_title (window), "(null)"));
  g_assert_cmpstr (plan_title (window), !=, "• ");
  cp_test_close_window (window);
  discard_left_drafts ();
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *state = NULL;
  int status;

  /* Drafts go to a state folder of this test's own, read once by GLib. */
  tmpdir = g_dir_make_tmp ("test-plan-window-XXXXXX", &error);
  g_assert_no_error (error);
  state = g_build_filename (tmpdir, "state", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  setlocale (LC_ALL, "C.UTF-8");

  builtin = cp_catalog_new_builtin (&error);
  g_assert_no_error (error);

  g_test_add_func ("/cluster-planner/plan-window/title", test_title);
  g_test_add_func ("/cluster-planner/plan-window/discard-untitled", test_discard_untitled);
  g_test_add_func ("/cluster-planner/plan-window/open-save-identical", test_open_save_identical);
  g_test_add_func ("/cluster-planner/plan-window/open-bad-file", test_open_bad_file);
  g_test_add_func ("/cluster-planner/plan-window/other-catalog", test_other_catalog);
  g_test_add_func ("/cluster-planner/plan-window/unwritable", test_unwritable);
  g_test_add_func ("/cluster-planner/plan-window/save-changes-dialog", test_save_changes_dialog);
  g_test_add_func ("/cluster-planner/plan-window/customer", test_customer);
  g_test_add_func ("/cluster-planner/plan-window/workload", test_workload);
  g_test_add_func ("/cluster-planner/plan-window/draft-restored", test_draft_restored);
  g_test_add_func ("/cluster-planner/plan-window/draft-of-file", test_draft_of_file);
  g_test_add_func ("/cluster-planner/plan-window/draft-discarded", test_draft_discarded);
  g_test_add_func ("/cluster-planner/plan-window/drafts-many", test_drafts_many);
  g_test_add_func ("/cluster-planner/plan-window/drafts-corrupt", test_drafts_corrupt);
  g_test_add_func ("/cluster-planner/plan-window/drafts-unreadable", test_drafts_unreadable);
  g_test_add_func ("/cluster-planner/plan-window/draft-of-uri", test_draft_of_uri);

  status = g_test_run ();

  g_object_unref (builtin);
  cp_test_remove_tmpdir (tmpdir);
  g_free (tmpdir);

  return status;
}
