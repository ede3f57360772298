/* test-quote-dialog.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "cp-format.h"
#include "cp-preferences-window.h"
#include "cp-quote-dialog.h"
#include "cp-quote-register.h"
#include "cp-session.h"
#include "cp-test-widget.h"
#include "cp-window-testing.h"

/* The quote dialog: it names the build; for a build that cannot run the
 * models it says so and goes on only once that is confirmed; the services
 * chosen change the quote's lines and total, and the next quote starts
 * with them; earlier customers are offered as the company is typed. Any
 * GTK warning fails the test (G_DEBUG=fatal-warnings). */

static GtkWidget *
child (GtkWidget  *dialog,
       const char *id)
{
  return GTK_WIDGET (gtk_widget_get_template_child (dialog, CP_TYPE_QUOTE_DIALOG, id));
}

static void
quote_ready_cb (CpQuoteDialog  *dialog,
                CpQuote        *quote,
                CpQuote       **ready)
{
  g_set_object (ready, quote);
}

/* A window as on a first run, its register empty. */
static CpWindow *
new_window (void)
{
  g_autofree char *path = cp_quote_register_dup_default_path ();
  /* And the last number it gave, kept beside it. */
  g_autofree char *mark = g_strconcat (path, ".last-number", NULL);

  g_unlink (path);
  g_unlink (mark);

  return cp_test_new_window ();
}

/* The desktop cards cannot run DeepSeek V4 Pro: the dialog names the
 * build, says why it cannot run it, and neither Enter nor the button goes
 * on until the confirmation is ticked. */
static void
test_cannot_run (void)
{
  CpWindow *window = new_window ();
  g_autoptr(CpQuote) quote = NULL;
  g_autoptr(CpQuote) ready = NULL;
  GtkWidget *dialog, *warning_box, *confirm, *focus;
  const char *body;

  g_assert_true (cp_session_select_tier (cp_window_get_session (window), "desktop"));
  quote = cp_window_create_quote (window, NULL);
  g_assert_nonnull (quote);
  g_assert_false (cp_quote_get_can_run (quote));

  dialog = cp_quote_dialog_new (GTK_WINDOW (window), quote, CP_QUOTE_PURPOSE_EXPORT);
  g_signal_connect (dialog, "quote-ready", G_CALLBACK (quote_ready_cb), &ready);
  gtk_window_present (GTK_WINDOW (dialog));
  cp_test_spin ();

  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
  g_assert_nonnull (strstr (body, "Desktop Cards, 60 × GeForce RTX 5090 card"));
  /* With its warning it still fits a 360-pixel screen: libadwaita keeps
   * 30 pixels each side, so the dialog may ask for 300 (the confirmation's
   * words did not wrap, and it asked for more). */
  {
    int least = 0;

    gtk_widget_measure (dialog, GTK_ORIENTATION_HORIZONTAL, -1, &least, NULL, NULL, NULL);
    g_test_message ("the dialog is at least %d pixels wide", least);
    g_assert_cmpint (least, <=, 310);
  }
  warning_box = child (dialog, "warning_box");
  confirm = child (dialog, "confirm_check");
  g_assert_true (gtk_widget_get_visible (warning_box));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (child (dialog, "warning_heading"))), ==,
                   "This build cannot run the model");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (child (dialog, "warning_label"))), ==,
                   "60 × GeForce RTX 5090 card cannot run DeepSeek V4 Pro: 1,920 GB on paper; "
                   "each card sees only its own 32 GB — this model cannot run across them.");

  /* Not confirmed: the button is off, and Enter and the response do
   * nothing. */
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "continue"));
  focus = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_true (focus == confirm || gtk_widget_is_ancestor (focus, confirm));
  gtk_widget_grab_focus (child (dialog, "customer_row"));
  gtk_widget_activate_action (gtk_root_get_focus (GTK_ROOT (dialog)), "default.activate", NULL);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "continue");
  /* A response is answered at once (as the confirmed one below is): what
   * the main loop has ready is all there is to wait for. */
  cp_test_spin ();
  g_assert_null (ready);

  /* Confirmed: it goes on. */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (confirm), TRUE);
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "continue"));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "continue");
  g_assert_true (ready == quote);

  gtk_window_destroy (GTK_WINDOW (dialog));
  cp_test_close_window (window);
}

/* A build that runs the models asks no confirmation. */
static void
test_can_run (void)
{
  CpWindow *window = new_window ();
  g_autoptr(CpQuote) quote = cp_window_create_quote (window, NULL);
  GtkWidget *dialog = cp_quote_dialog_new (GTK_WINDOW (window), quote, CP_QUOTE_PURPOSE_PRINT);

  gtk_window_present (GTK_WINDOW (dialog));
  cp_test_spin ();
  g_assert_false (gtk_widget_get_visible (child (dialog, "warning_box")));
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "continue"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "Startup Build, 3 × NVIDIA DGX H100"));

  gtk_window_destroy (GTK_WINDOW (dialog));
  cp_test_close_window (window);
}

static gboolean
has_line (CpQuote    *quote,
          const char *description)
{
  for (guint i = 0; i < cp_quote_get_n_lines (quote); i++)
    if (g_str_equal (cp_quote_get_line (quote, i)->description, description))
      return TRUE;

  return FALSE;
}

/* The services change the quote and the total the dialog shows; the next
 * quote starts with those chosen. */
static void
test_services (void)
{
  CpWindow *window = new_window ();
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(CpQuote) quote = cp_window_create_quote (window, NULL);
  g_autoptr(CpQuote) next = NULL;
  GtkWidget *dialog = NULL;
  GtkWidget *chooser;
  g_autofree char *total = NULL;
  CpQuoteExtras extras;

  /* The defaults: installation, one year of support. */
  g_assert_true (has_line (quote, "Installation and commissioning"));
  g_assert_true (has_line (quote, "Support and warranty, 1 year"));
  g_clear_object (&quote);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.export-quote", NULL));
  cp_test_spin ();
  dialog = cp_test_find_toplevel (CP_TYPE_QUOTE_DIALOG);
  g_assert_nonnull (dialog);
  quote = g_object_ref (cp_quote_dialog_get_quote (CP_QUOTE_DIALOG (dialog)));

  /* A screen reader names the services' controls by their rows' titles
   * (it heard "GtkSwitch" and "GtkSpinButton"). */
  cp_test_assert_named_by_row (child (dialog, "installation_switch"), "_Installation");
  cp_test_assert_named_by_row (child (dialog, "support_spin"), "_Support and warranty");

  gtk_switch_set_active (GTK_SWITCH (child (dialog, "installation_switch")), FALSE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (dialog, "support_spin")), 3);
  g_assert_false (has_line (quote, "Installation and commissioning"));
  g_assert_true (has_line (quote, "Support and warranty, 3 years"));
  total = cp_format_price (cp_quote_get_total_cents (quote));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), total));

  /* Going on: the choice is kept for the next quote; then the file
   * chooser, cancelled here. */
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "continue");
  cp_test_spin ();
  g_assert_false (g_settings_get_boolean (settings, "quote-installation"));
  g_assert_cmpuint (g_settings_get_uint (settings, "quote-support-years"), ==, 3);
  chooser = cp_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  if (chooser != NULL)
    gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  cp_test_spin ();

  next = cp_window_create_quote (window, NULL);
  cp_quote_get_extras (next, &extras);
  g_assert_false (extras.installation);
  g_assert_cmpuint (extras.support_years, ==, 3);

  cp_test_close_window (window);
}

/* The list of suggestions that hangs under the company row. */
static GtkListBox *
find_suggestions (GtkWidget *company)
{
  for (GtkWidget *c = gtk_widget_get_first_child (company); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_POPOVER (c))
      return GTK_LIST_BOX (gtk_popover_get_child (GTK_POPOVER (c)));

  g_error ("no suggestions under the company");
}

/* Earlier customers are offered as the company is typed; picking one, or
 * typing its name in full, brings its contact, address and e-mail. */
static void
test_customers (void)
{
  CpWindow *window = new_window ();
  g_autoptr(CpQuote) quote = cp_window_create_quote (window, NULL);
  g_autoptr(GPtrArray) customers = g_ptr_array_new_with_free_func ((GDestroyNotify) cp_quote_customer_free);
  GtkWidget *dialog, *company, *contact, *email, *address;
  GtkListBox *suggestions;
  GtkListBoxRow *row;
  static const struct { const char *company, *contact, *address, *email; } known[] = {
    { "Acme Robotics", "Aigerim Sadykova", "12 Manas Avenue, Bishkek", "aigerim@acme.example" },
    { "Tian Shan Labs", "Bakyt", "", "bakyt@tianshan.example" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (known); i++)
    {
      CpQuoteCustomer *customer = g_new0 (CpQuoteCustomer, 1);

      customer->company = g_strdup (known[i].company);
      customer->contact = g_strdup (known[i].contact);
      customer->address = g_strdup (known[i].address);
      customer->email = g_strdup (known[i].email);
      g_ptr_array_add (customers, customer);
    }

  dialog = cp_quote_dialog_new (GTK_WINDOW (window), quote, CP_QUOTE_PURPOSE_EXPORT);
  cp_quote_dialog_set_customers (CP_QUOTE_DIALOG (dialog), customers);
  gtk_window_present (GTK_WINDOW (dialog));
  cp_test_spin ();

  company = child (dialog, "customer_row");
  contact = child (dialog, "contact_row");
  address = child (dialog, "address_row");
  email = child (dialog, "email_row");
  g_assert_true (gtk_widget_get_visible (child (dialog, "customers_button")));

  /* "sh" is in one of them: it is suggested, the other is not. */
  gtk_editable_set_text (GTK_EDITABLE (company), "sh");
  cp_test_spin ();
  suggestions = find_suggestions (company);
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_ancestor (GTK_WIDGET (suggestions),
                                                                  GTK_TYPE_POPOVER)));
  row = gtk_list_box_get_row_at_index (suggestions, 0);
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Tian Shan Labs");
  g_assert_null (gtk_list_box_get_row_at_index (suggestions, 1));

  /* Escape in the company closes the suggestions, and only them: the
   * dialog stays, with what was typed. */
  {
    GListModel *controllers = gtk_widget_observe_controllers (company);
    gboolean handled = FALSE;

    for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
      {
        g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_EVENT_CONTROLLER_KEY (controller) &&
            gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE)
          g_signal_emit_by_name (controller, "key-pressed", GDK_KEY_Escape, 0, 0, &handled);
      }
    g_object_unref (controllers);
    g_assert_true (handled);
    g_assert_false (gtk_widget_get_visible (gtk_widget_get_ancestor (GTK_WIDGET (suggestions),
                                                                     GTK_TYPE_POPOVER)));
    g_assert_true (gtk_widget_get_visible (dialog));
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (company)), ==, "sh");
    gtk_editable_set_text (GTK_EDITABLE (company), "sha");
    gtk_editable_set_text (GTK_EDITABLE (company), "sh");
    cp_test_spin ();
    row = gtk_list_box_get_row_at_index (suggestions, 0);
  }

  /* Picked: its details come. */
  g_signal_emit_by_name (suggestions, "row-activated", row);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (company)), ==, "Tian Shan Labs");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (contact)), ==, "Bakyt");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (email)), ==, "bakyt@tianshan.example");

  /* A known company typed in full brings its details, over those of the
   * known company before it; details typed by hand are not overwritten. */
  gtk_editable_set_text (GTK_EDITABLE (company), "acme robotics");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (contact)), ==, "Aigerim Sadykova");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (address)), ==, "12 Manas Avenue, Bishkek");
  gtk_editable_set_text (GTK_EDITABLE (company), "Tian Shan Labs");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (contact)), ==, "Bakyt");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (address)), ==, "");
  gtk_editable_set_text (GTK_EDITABLE (contact), "Nurlan");
  gtk_editable_set_text (GTK_EDITABLE (company), "Acme Robotics");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (contact)), ==, "Nurlan");

  /* A company typed anew clears what a known one brought. */
  g_assert_true (gtk_widget_activate_action (dialog, "quote-dialog.pick-customer", "u", 1));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (contact)), ==, "Bakyt");
  gtk_editable_set_text (GTK_EDITABLE (company), "Initech");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (contact)), ==, "");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (email)), ==, "");

  /* The menu beside the company picks one too. */
  gtk_editable_set_text (GTK_EDITABLE (contact), "");
  gtk_editable_set_text (GTK_EDITABLE (address), "");
  gtk_editable_set_text (GTK_EDITABLE (email), "");
  g_assert_true (gtk_widget_activate_action (dialog, "quote-dialog.pick-customer", "u", 0));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (company)), ==, "Acme Robotics");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (email)), ==, "aigerim@acme.example");

  /* What goes on is what the dialog shows. */
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "continue");
  g_assert_cmpstr (cp_quote_get_customer (quote), ==, "Acme Robotics");
  g_assert_cmpstr (cp_quote_get_detail (quote, CP_QUOTE_DETAIL_CUSTOMER_CONTACT), ==,
                   "Aigerim Sadykova");
  g_assert_cmpstr (cp_quote_get_detail (quote, CP_QUOTE_DETAIL_CUSTOMER_ADDRESS), ==,
                   "12 Manas Avenue, Bishkek");

  gtk_window_destroy (GTK_WINDOW (dialog));
  cp_test_close_window (window);
}

/* Whether a label under @widget reads @text. */
static gboolean
has_label (GtkWidget  *widget,
           const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return TRUE;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (has_label (c, text))
      return TRUE;

  return FALSE;
}

/* A build card's price is its units' (the store's combined number), and
 * says where networking and services are priced. */
/* Two quotes in a row from one window (issue 25): the second starts with
 * an empty customer, not the first's; picking the first's company brings
 * its saved contact; typing another company clears it again. */
static void
test_two_quotes (void)
{
  CpWindow *window = new_window ();
  g_autofree char *dir = g_dir_make_tmp ("cp-quote-dialog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "first.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CpQuote) first = NULL;
  g_autoptr(CpQuote) second = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *dialog;

  /* The first quote, for Acme, with its contact, issued through the
   * window's own dialog. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.export-quote", NULL));
  cp_test_spin ();
  dialog = cp_test_find_toplevel (CP_TYPE_QUOTE_DIALOG);
  g_assert_nonnull (dialog);
  g_signal_connect (dialog, "quote-ready", G_CALLBACK (quote_ready_cb), &first);
  gtk_editable_set_text (GTK_EDITABLE (child (dialog, "customer_row")), "Acme Robotics");
  gtk_editable_set_text (GTK_EDITABLE (child (dialog, "contact_row")), "Aigerim Sadykova");
  gtk_editable_set_text (GTK_EDITABLE (child (dialog, "email_row")), "aigerim@acme.example");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "continue");
  cp_test_spin ();
  g_assert_nonnull (first);
  /* Gone, so that the next one found is the next quote's. */
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  if (dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (dialog));
  cp_test_spin ();
  g_assert_null (dialog);
  {
    GtkWidget *chooser = cp_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);

    if (chooser != NULL)
      gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
    cp_test_spin ();
  }
  g_assert_true (cp_window_export_quote (window, first, file, &error));
  g_assert_no_error (error);

  /* The second starts empty. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.export-quote", NULL));
  cp_test_spin ();
  dialog = cp_test_find_toplevel (CP_TYPE_QUOTE_DIALOG);
  g_assert_nonnull (dialog);
  g_signal_connect (dialog, "quote-ready", G_CALLBACK (quote_ready_cb), &second);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (dialog, "customer_row"))), ==, "");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (dialog, "contact_row"))), ==, "");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (dialog, "email_row"))), ==, "");

  /* Acme, known now, brings its contact; Globex clears it. */
  gtk_editable_set_text (GTK_EDITABLE (child (dialog, "customer_row")), "Acme Robotics");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (dialog, "contact_row"))), ==,
                   "Aigerim Sadykova");
  gtk_editable_set_text (GTK_EDITABLE (child (dialog, "customer_row")), "Globex Corporation");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (dialog, "contact_row"))), ==, "");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (dialog, "email_row"))), ==, "");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "continue");
  cp_test_spin ();
  g_assert_nonnull (second);
  g_assert_cmpstr (cp_quote_get_customer (second), ==, "Globex Corporation");
  g_assert_cmpstr (cp_quote_get_detail (second, CP_QUOTE_DETAIL_CUSTOMER_CONTACT), ==, "");
  g_assert_cmpstr (cp_quote_get_detail (second, CP_QUOTE_DETAIL_CUSTOMER_EMAIL), ==, "");
  {
    GtkWidget *chooser = cp_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);

    if (chooser != NULL)
      gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
    cp_test_spin ();
  }

  g_unlink (path);
  g_rmdir (dir);
  cp_test_close_window (window);
}

typedef struct
{
  GObject *object;
  guint    refs;
} RefWait;

/* Whether the asynchronous opening of the preview let go of the window. */
static gboolean
refs_back (gpointer data)
{
  RefWait *wait = data;

  return wait->object->ref_count <= wait->refs;
}

/* Preview writes the quote as it stands as a draft, takes no number and
 * leaves the dialog open; the store's missing details are named, with a
 * button to fill them in. */
static void
test_preview (void)
{
  CpWindow *window = new_window ();
  g_autofree char *preview = g_build_filename (g_get_user_cache_dir (), PACKAGE_NAME, "previews",
                                               "preview.pdf", NULL);
  g_autoptr(CpQuoteRegister) quotes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  GtkWidget *dialog;
  RefWait wait;
  gsize length;

  g_unlink (preview);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.export-quote", NULL));
  cp_test_spin ();
  dialog = cp_test_find_toplevel (CP_TYPE_QUOTE_DIALOG);
  g_assert_nonnull (dialog);

  /* The schema's defaults have none of the store's phone, bank, seller. */
  g_assert_true (gtk_widget_get_visible (child (dialog, "missing_box")));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (child (dialog, "missing_label"))),
                            "phone, e-mail, website, tax number, bank"));

  gtk_editable_set_text (GTK_EDITABLE (child (dialog, "customer_row")), "Acme Robotics");
  wait.object = G_OBJECT (window);
  wait.refs = G_OBJECT (window)->ref_count;
  g_signal_emit_by_name (child (dialog, "preview_button"), "clicked");
  cp_test_spin ();
  /* The file is opened as a saved one is, which holds the window until
   * it is done. */
  cp_test_wait_for (refs_back, &wait);
  g_assert_true (g_file_get_contents (preview, &contents, &length, &error));
  g_assert_no_error (error);
  g_assert_true (length > 4 && memcmp (contents, "%PDF", 4) == 0);
  g_assert_true (gtk_widget_get_visible (dialog));

  /* No number taken: the next is still the first. */
  quotes = cp_quote_register_new_default (&error);
  g_assert_no_error (error);
  g_assert_cmpuint (cp_quote_register_peek_number (quotes, &error), ==, 1);
  g_assert_false (cp_quote_get_draft (cp_quote_dialog_get_quote (CP_QUOTE_DIALOG (dialog))));

  /* Fill In: the dialog goes, Preferences opens on the quotes' page. */
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_signal_emit_by_name (child (dialog, "fill_in_button"), "clicked");
  cp_test_spin ();
  g_assert_null (dialog);
  {
    GtkWidget *preferences = cp_test_find_toplevel (CP_TYPE_PREFERENCES_WINDOW);

    g_assert_nonnull (preferences);
    g_assert_cmpstr (adw_preferences_window_get_visible_page_name (ADW_PREFERENCES_WINDOW (preferences)),
                     ==, "quotes");
    gtk_window_destroy (GTK_WINDOW (preferences));
  }

  g_unlink (preview);
  cp_test_close_window (window);
}

static void
test_card_note (void)
{
  CpWindow *window = new_window ();

  g_assert_true (has_label (GTK_WIDGET (window),
                            "3 × $199,000\nNetworking and services: see the quote"));

  cp_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = NULL;
  int status;

  setlocale (LC_ALL, "C.UTF-8");
  /* Before GLib reads it: the window's register goes in here, apart from
   * the other tests'. */
  data_home = g_dir_make_tmp ("cp-quote-dialog-data-XXXXXX", NULL);
  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/cluster-planner/quote-dialog/cannot-run", test_cannot_run);
  g_test_add_func ("/cluster-planner/quote-dialog/can-run", test_can_run);
  g_test_add_func ("/cluster-planner/quote-dialog/services", test_services);
  g_test_add_func ("/cluster-planner/quote-dialog/customers", test_customers);
  g_test_add_func ("/cluster-planner/quote-dialog/two-quotes", test_two_quotes);
  g_test_add_func ("/cluster-planner/quote-dialog/preview", test_preview);
  g_test_add_func ("/cluster-planner/quote-dialog/card-note", test_card_note);

  status = g_test_run ();
  cp_test_remove_tmpdir (data_home);

  return status;
}
