/* cp-window-actions.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cp-diagram-export.h"
#include "cp-error-dialog.h"
#include "cp-page-setup.h"
#include "cp-quote-dialog.h"
#include "cp-quote-settings.h"
#include "cp-window-private.h"
#include "cp-window-testing.h"

/* What the window does from its menu, buttons and shortcuts: catalogs
 * opened, the diagram and quotes exported or printed, and moving about the
 * window. The custom models' actions are the sidebar's
 * (cp-window-sidebar.c), the plan files' cp-window-document.c's. */

/* A file chooser over @self; the caller adds its filters and answers. */
static GtkFileChooserNative *
new_file_chooser (CpWindow             *self,
                  const char           *title,
                  GtkFileChooserAction  action,
                  const char           *accept_label)
{
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (title, GTK_WINDOW (self), action, accept_label, _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);

  return chooser;
}

static void
add_file_filter (GtkFileChooserNative *chooser,
                 const char           *name,
                 const char           *mime_type,
                 const char           *pattern_or_suffix)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  if (mime_type != NULL)
    gtk_file_filter_add_mime_type (filter, mime_type);
  if (g_str_equal (pattern_or_suffix, "*"))
    gtk_file_filter_add_pattern (filter, pattern_or_suffix);
  else
    gtk_file_filter_add_suffix (filter, pattern_or_suffix);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
}

/* The chosen file when @response accepts it, else NULL; the chooser goes. */
static GFile *
take_chosen_file (GtkNativeDialog *chooser,
                  int              response)
{
  GFile *file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_object_unref (chooser);

  return file;
}

/* Where @file is on this computer, or an error naming it. */
static char *
dup_local_path (GFile   *file,
                GError **error)
{
  char *path = g_file_get_path (file);

  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: only files on this computer can be written"), uri);
    }

  return path;
}

static void
show_not_written (CpWindow     *self,
                  const char   *heading,
                  const GError *error)
{
  cp_error_dialog_show (GTK_WINDOW (self), heading,
                        _("Nothing was written: a file already there is as it was."), error);
}

/* Catalogs */

static void
load_in_thread (GTask        *task,
                gpointer      source,
                gpointer      task_data,
                GCancellable *cancellable)
{
  GError *error = NULL;
  CpCatalog *catalog = cp_catalog_new_from_file (G_FILE (task_data), &error);

  if (catalog == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, catalog, g_object_unref);
}

static void
catalog_loaded_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  CpWindow *self = CP_WINDOW (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = g_task_propagate_pointer (G_TASK (result), &error);
  g_autofree char *basename = NULL;
  g_autofree char *message = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  g_clear_object (&self->loading);

  if (catalog == NULL)
    {
      cp_error_dialog_show (GTK_WINDOW (self), _("Could Not Open the Catalog"),
                            _("The catalog in use has not changed."), error);
      return;
    }

  cp_window_set_catalog (self, catalog);
  basename = g_file_get_basename (cp_catalog_get_file (catalog));
  /* TRANSLATORS: a notification, e.g. "Using the catalog “shop.json”" */
  message = g_strdup_printf (_("Using the catalog “%s”"), basename);
  _cp_window_toast (self, message);
}

/**
 * cp_window_open_catalog_file:
 * @file: a catalog file
 *
 * Loads @file in a worker thread and switches to it. When it is not a
 * valid catalog, a dialog says why and the current catalog stays.
 */
void
cp_window_open_catalog_file (CpWindow *self,
                             GFile    *file)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (CP_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  g_set_object (&self->loading, g_cancellable_new ());

  task = g_task_new (self, self->loading, catalog_loaded_cb, NULL);
  g_task_set_source_tag (task, cp_window_open_catalog_file);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_in_thread);
}

static void
open_response_cb (GtkNativeDialog *chooser,
                  int              response,
                  CpWindow        *self)
{
  g_autoptr(GFile) file = take_chosen_file (chooser, response);

  if (file != NULL)
    cp_window_open_catalog_file (self, file);
}

static void
open_catalog_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  GtkFileChooserNative *chooser;

  chooser = new_file_chooser (self, _("Open Catalog"), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"));
  add_file_filter (chooser, _("Catalogs (JSON)"), "application/json", "json");
  add_file_filter (chooser, _("All Files"), NULL, "*");

  g_signal_connect (chooser, "response", G_CALLBACK (open_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
revert_catalog_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) builtin = cp_catalog_new_builtin (&error);

  /* The built-in catalog is tested at build time; failing here means a
   * broken build, not bad input. */
  if (builtin == NULL)
    g_error ("%s", error->message);

  cp_window_set_catalog (self, builtin);
  _cp_window_toast (self, _("Using the built-in catalog"));
}

/* The diagram */

/* A file name for a build's picture: "3-nvidia-dgx-h100.png". */
static char *
dup_build_file_name (CpBuild    *build,
                     const char *extension)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT "-%s.%s", cp_build_get_count (build),
                          cp_item_get_id (CP_ITEM (cp_build_get_unit (build))), extension);
}

/**
 * cp_window_export_diagram:
 * @file: where to write, PNG or SVG by its extension
 *
 * Writes the diagram of the build picked on the builds page.
 */
gboolean
cp_window_export_diagram (CpWindow  *self,
                          GFile     *file,
                          GError   **error)
{
  CpBuild *build;
  g_autofree char *path = NULL;

  g_return_val_if_fail (CP_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  build = cp_session_get_selected_build (self->session);
  if (build == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("No build is chosen"));
      return FALSE;
    }

  path = dup_local_path (file, error);
  if (path == NULL)
    return FALSE;

  return cp_diagram_export (build, path, 1600, 1000, CP_DIAGRAM_PALETTE_LIGHT, error);
}

static void
export_diagram_response_cb (GtkNativeDialog *chooser,
                            int              response,
                            CpWindow        *self)
{
  g_autoptr(GFile) file = take_chosen_file (chooser, response);
  g_autoptr(GError) error = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *message = NULL;

  if (file == NULL)
    return;

  if (!cp_window_export_diagram (self, file, &error))
    {
      show_not_written (self, _("Could Not Export the Diagram"), error);
      return;
    }

  basename = g_file_get_basename (file);
  /* TRANSLATORS: a notification, e.g. "Diagram saved as “3-dgx-h100.png”" */
  message = g_strdup_printf (_("Diagram saved as “%s”"), basename);
  _cp_window_toast_saved (self, message, file);
}

static void
export_diagram_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  CpBuild *build = cp_session_get_selected_build (self->session);
  g_autofree char *name = NULL;
  GtkFileChooserNative *chooser;

  if (build == NULL)
    return;

  chooser = new_file_chooser (self, _("Export Diagram"), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"));
  add_file_filter (chooser, _("PNG Image"), NULL, "png");
  add_file_filter (chooser, _("SVG Drawing"), NULL, "svg");
  name = dup_build_file_name (build, "png");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);

  g_signal_connect (chooser, "response", G_CALLBACK (export_diagram_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Quotes */

CpQuoteRegister *
_cp_window_get_quote_register (CpWindow  *self,
                               GError   **error)
{
  /* Every window shares the process's one register, so that what one
   * issues is on the Quotes page of each. */
  if (self->quote_register == NULL)
    self->quote_register = cp_quote_register_dup_shared (error);

  return self->quote_register;
}

/**
 * cp_window_create_quote:
 *
 * @error: where lines too large to add up are said
 *
 * Returns: (transfer full) (nullable): a quote for the build picked on the
 *   builds page, with the store's settings, the services last chosen and
 *   the next quote number; %NULL when no build is picked (without an
 *   error) or on error.
 */
CpQuote *
cp_window_create_quote (CpWindow  *self,
                        GError   **error)
{
  g_auto(CpQuoteTerms) terms = { 0, };
  CpBuild *build;
  guint next;

  g_return_val_if_fail (CP_IS_WINDOW (self), NULL);

  build = cp_session_get_selected_build (self->session);
  if (build == NULL)
    return NULL;

  cp_quote_terms_init (&terms);
  cp_quote_settings_read_terms (self->settings, &terms);

  /* The plan's customer, what of it the plan says, over the settings'
   * default. */
  for (guint field = 0; field < CP_PLAN_CUSTOMER_N_FIELDS; field++)
    terms.customer_fields[field] = g_strdup (cp_session_get_customer_field (self->session, field));

  /* The number the register would give it now, for the dialog to show;
   * it is taken when the quote is written or printed. A register that
   * cannot be opened is said then. */
  if (_cp_window_get_quote_register (self, NULL) != NULL &&
      (next = cp_quote_register_peek_number (self->quote_register, NULL)) != 0)
    terms.number = next;

  return cp_quote_assemble (cp_session_get_catalog (self->session),
                            cp_session_get_plan (self->session), build, &terms, error);
}

GtkPageSetup *
_cp_window_get_page_setup (CpWindow *self)
{
  return cp_print_operation_get_shared_page_setup ();
}

/* The quote number moves on once a quote has left the app: as @file, or
 * printed when there is none. */
static void
quote_sent (CpWindow   *self,
            CpQuote    *quote,
            const char *message,
            GFile      *file)
{
  cp_quote_settings_advance (self->settings, cp_quote_get_number (quote));
  if (file != NULL)
    _cp_window_toast_saved (self, message, file);
  else
    _cp_window_toast (self, message);
}

/**
 * cp_window_export_quote:
 * @quote: from cp_window_create_quote()
 * @file: where to write it, as PDF
 *
 * Writes @quote on the paper of the page setup, as the print would come
 * out, with a number from the quote register, which records it. On
 * failure a file already at @file is left as it was.
 */
gboolean
cp_window_export_quote (CpWindow  *self,
                        CpQuote   *quote,
                        GFile     *file,
                        GError   **error)
{
  g_autofree char *path = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *message = NULL;
  CpQuotePaper paper;

  g_return_val_if_fail (CP_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (CP_IS_QUOTE (quote), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = dup_local_path (file, error);
  if (path == NULL)
    return FALSE;

  cp_page_setup_get_paper (_cp_window_get_page_setup (self), &paper);
  if (_cp_window_get_quote_register (self, error) == NULL ||
      !cp_quote_register_issue_pdf (self->quote_register, quote, path, &paper, error))
    return FALSE;

  basename = g_file_get_basename (file);
  /* TRANSLATORS: a notification, e.g. "Quote saved as “Q-0001 3-dgx-h100.pdf”" */
  message = g_strdup_printf (_("Quote saved as “%s”"), basename);
  quote_sent (self, quote, message, file);

  return TRUE;
}

/* A print takes the quote's number as it starts for real (a preview
 * takes none), so that the pages carry it; a quote printed again
 * unchanged keeps it. When the register cannot give one, nothing is
 * printed. */
static void
begin_print_cb (CpWindow         *self,
                GtkPrintContext  *context,
                CpPrintOperation *operation)
{
  g_autoptr(GError) error = NULL;

  if (cp_print_operation_get_previewing (operation))
    return;

  if (_cp_window_get_quote_register (self, &error) == NULL ||
      !cp_quote_register_take_number (self->quote_register,
                                      cp_print_operation_get_quote (operation), &error))
    {
      gtk_print_operation_cancel (GTK_PRINT_OPERATION (operation));
      cp_error_dialog_show (GTK_WINDOW (self), _("Could Not Print the Quote"), NULL, error);
    }
}

static void
printed_cb (CpWindow         *self,
            CpPrintOperation *operation)
{
  CpQuote *quote = cp_print_operation_get_quote (operation);
  g_autofree char *number = cp_quote_dup_number_text (quote);
  /* TRANSLATORS: a notification, e.g. "Quote Q-0001 printed" */
  g_autofree char *message = g_strdup_printf (_("Quote %s printed"), number);
  g_autofree char *filename = NULL;
  g_autoptr(GError) error = NULL;

  g_set_object (&self->print_settings,
                gtk_print_operation_get_print_settings (GTK_PRINT_OPERATION (operation)));

  /* Printed to a file by an export job, or else on paper. */
  g_object_get (operation, "export-filename", &filename, NULL);
  if (self->quote_register != NULL &&
      cp_quote_register_get_quote_number (self->quote_register, quote) != 0 &&
      !cp_quote_register_mark_written (self->quote_register, quote, filename, &error))
    cp_error_dialog_show (GTK_WINDOW (self), _("Could Not Record the Quote"),
                          _("It was printed, but the quote register does not say so."), error);

  quote_sent (self, quote, message, NULL);
}

/* The printer settings for printing @quote: the last print's, with Print
 * to File offering the quote's own file name ("Q-0002 3-dgx-h100.pdf")
 * in the folder the last file went to, not GTK's "output.pdf" or the
 * last quote's name. */
static GtkPrintSettings *
new_print_settings (CpWindow *self,
                    CpQuote  *quote)
{
  GtkPrintSettings *settings;
  g_autofree char *name = cp_quote_dup_file_name (quote);
  const char *last_uri;

  settings = self->print_settings != NULL ? gtk_print_settings_copy (self->print_settings)
                                          : gtk_print_settings_new ();

  last_uri = gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_URI);
  if (last_uri != NULL)
    {
      g_autoptr(GFile) last = g_file_new_for_uri (last_uri);
      g_autoptr(GFile) folder = g_file_get_parent (last);

      if (folder != NULL)
        {
          g_autofree char *folder_uri = g_file_get_uri (folder);

          gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_DIR, folder_uri);
        }
      gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_URI, NULL);
    }

  /* The file printer adds the extension of the format chosen. */
  if (g_str_has_suffix (name, ".pdf"))
    name[strlen (name) - strlen (".pdf")] = '\0';
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME, name);
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_FILE_FORMAT, "pdf");

  return settings;
}

/**
 * cp_window_new_print_operation:
 * @quote: from cp_window_create_quote()
 *
 * Returns: (transfer full): a print job for @quote on the window's page
 *   setup and printer settings, printing to a file of the quote's name;
 *   it takes the quote's number from the register when it starts
 *   printing, and records the quote once printed.
 */
CpPrintOperation *
cp_window_new_print_operation (CpWindow *self,
                               CpQuote  *quote)
{
  CpPrintOperation *operation;
  g_autoptr(GtkPrintSettings) settings = NULL;

  g_return_val_if_fail (CP_IS_WINDOW (self), NULL);
  g_return_val_if_fail (CP_IS_QUOTE (quote), NULL);

  operation = cp_print_operation_new (quote);
  gtk_print_operation_set_default_page_setup (GTK_PRINT_OPERATION (operation),
                                              _cp_window_get_page_setup (self));
  settings = new_print_settings (self, quote);
  gtk_print_operation_set_print_settings (GTK_PRINT_OPERATION (operation), settings);
  g_signal_connect_object (operation, "begin-print", G_CALLBACK (begin_print_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (operation, "printed", G_CALLBACK (printed_cb), self, G_CONNECT_SWAPPED);

  return operation;
}

static void
export_quote_response_cb (GtkNativeDialog *chooser,
                          int              response,
                          CpWindow        *self)
{
  g_autoptr(CpQuote) quote = g_object_steal_data (G_OBJECT (chooser), "quote");
  g_autoptr(GFile) file = take_chosen_file (chooser, response);
  g_autoptr(GError) error = NULL;

  if (file == NULL || quote == NULL)
    return;

  /* A number taken is listed, as not written, by the register itself. */
  if (!cp_window_export_quote (self, quote, file, &error))
    show_not_written (self, _("Could Not Export the Quote"), error);
}

/* Asks where to export @quote, then exports it. */
void
_cp_window_choose_quote_file (CpWindow *self,
                              CpQuote  *quote)
{
  g_autofree char *name = NULL;
  GtkFileChooserNative *chooser;

  chooser = new_file_chooser (self, _("Export Quote"), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"));
  add_file_filter (chooser, _("PDF Document"), "application/pdf", "pdf");
  name = cp_quote_dup_file_name (quote);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);

  /* The chooser carries the quote to its answer. */
  g_object_set_data_full (G_OBJECT (chooser), "quote", g_object_ref (quote), g_object_unref);
  g_signal_connect (chooser, "response", G_CALLBACK (export_quote_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
quote_ready_cb (CpQuoteDialog *dialog,
                CpQuote       *quote,
                CpWindow      *self)
{
  CpQuoteExtras extras;

  /* The next quote starts with the services chosen for this one. */
  cp_quote_get_extras (quote, &extras);
  g_settings_set_boolean (self->settings, "quote-installation", extras.installation);
  g_settings_set_uint (self->settings, "quote-support-years", extras.support_years);

  if (cp_quote_dialog_get_purpose (dialog) == CP_QUOTE_PURPOSE_PRINT)
    {
      g_autoptr(CpPrintOperation) operation = cp_window_new_print_operation (self, quote);

      cp_print_operation_run_for (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                  GTK_WINDOW (self));
      return;
    }

  _cp_window_choose_quote_file (self, quote);
}

/* Export and print first ask who the quote is for. */
static void
ask_customer (CpWindow       *self,
              CpQuotePurpose  purpose)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpQuote) quote = cp_window_create_quote (self, &error);
  GtkWidget *dialog;

  if (error != NULL)
    cp_error_dialog_show (GTK_WINDOW (self), _("Could Not Make the Quote"), NULL, error);
  if (quote == NULL)
    return;

  dialog = cp_quote_dialog_new (GTK_WINDOW (self), quote, purpose);
  /* Earlier customers are offered when the register can be read; without
   * them the dialog still works, and the export says what is wrong. */
  if (_cp_window_get_quote_register (self, NULL) != NULL)
    {
      g_autoptr(GPtrArray) customers = cp_quote_register_list_customers (self->quote_register,
                                                                         NULL);

      if (customers != NULL)
        cp_quote_dialog_set_customers (CP_QUOTE_DIALOG (dialog), customers);
    }
  {
    g_autoptr(GPtrArray) missing = cp_quote_settings_dup_missing (self->settings);

    g_ptr_array_add (missing, NULL);
    cp_quote_dialog_set_missing (CP_QUOTE_DIALOG (dialog), (const char * const *) missing->pdata);
  }
  g_signal_connect_object (dialog, "quote-ready", G_CALLBACK (quote_ready_cb), self, 0);
  g_signal_connect_object (dialog, "preview", G_CALLBACK (_cp_window_preview_quote), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
export_quote_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  ask_customer (CP_WINDOW (widget), CP_QUOTE_PURPOSE_EXPORT);
}

static void
print_quote_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  ask_customer (CP_WINDOW (widget), CP_QUOTE_PURPOSE_PRINT);
}

static void
page_setup_response_cb (GtkDialog *dialog,
                        int        response,
                        CpWindow  *self)
{
  if (response == GTK_RESPONSE_OK)
    {
      g_autoptr(GtkPageSetup) setup = cp_page_setup_dialog_dup_chosen (GTK_WIDGET (dialog));

      cp_print_operation_set_shared_page_setup (setup);
    }

  cp_page_setup_dialog_put_away (GTK_WIDGET (dialog));
}

/* GTK's own page setup dialog (see cp-page-setup.c); it opens as it was
 * left. */
static void
page_setup_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);

  if (self->print_settings == NULL)
    self->print_settings = gtk_print_settings_new ();

  if (self->page_setup_dialog == NULL)
    {
      self->page_setup_dialog = cp_page_setup_dialog_new (GTK_WINDOW (self));
      g_signal_connect_object (self->page_setup_dialog, "response",
                               G_CALLBACK (page_setup_response_cb), self, 0);
    }

  cp_page_setup_dialog_present (self->page_setup_dialog, _cp_window_get_page_setup (self), self->print_settings);
}

/* Opening what was saved */

static void
launched_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(CpWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!g_app_info_launch_default_for_uri_finish (result, &error))
    {
      /* TRANSLATORS: a notification, e.g. "Could not open the file: no
       * application is registered for PDF documents" */
      g_autofree char *message = g_strdup_printf (_("Could not open the file: %s"), error->message);

      _cp_window_toast (self, message);
    }
}

/* Opens the file whose URI is the parameter in the application the
 * system uses for it (through the portal, in a sandbox). */
static void
open_file_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  g_autoptr(GdkAppLaunchContext) context = NULL;

  context = gdk_display_get_app_launch_context (gtk_widget_get_display (widget));
  g_app_info_launch_default_for_uri_async (g_variant_get_string (parameter, NULL),
                                           G_APP_LAUNCH_CONTEXT (context), NULL,
                                           launched_cb, g_object_ref (widget));
}

/* Moving about */

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);

  if (g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "catalog") == 0)
    {
      cp_catalog_page_focus_search (cp_window_get_catalog_page (self));
      return;
    }
  /* The Quotes page is built when it is first shown (page_shown_cb()), so
   * the page shown is there. */
  if (g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "quotes") == 0
      && self->quotes_page != NULL)
    {
      cp_quotes_page_focus_search (self->quotes_page);
      return;
    }

  adw_leaflet_set_visible_child (self->leaflet, self->sidebar);
  gtk_widget_grab_focus (GTK_WIDGET (self->model_search));
}

/* The shortcuts window is built when first asked for, not at start-up as
 * GtkApplication would build gtk/help-overlay.ui. */
static void
show_shortcuts_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  g_autoptr(GtkBuilder) builder = NULL;
  GtkWindow *shortcuts;

  builder = gtk_builder_new_from_resource ("/org/bektursun/ClusterPlanner/ui/cp-shortcuts-window.ui");
  shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));
  gtk_window_set_transient_for (shortcuts, GTK_WINDOW (widget));
  gtk_window_present (shortcuts);
}

static void
show_sidebar_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);

  adw_leaflet_set_visible_child (self->leaflet, self->sidebar);
}

static void
show_content_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);

  adw_leaflet_set_visible_child (self->leaflet, self->content);
}

static void
show_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);

  /* Where the focus goes is the stack's page_shown_cb()'s business: the
   * switcher changes pages without this action. */
  adw_view_stack_set_visible_child_name (self->view_stack, g_variant_get_string (parameter, NULL));
  adw_leaflet_set_visible_child (self->leaflet, self->content);
}

/* The actions that need a build are there only while one is picked; going
 * back to the built-in catalog only while another is used. */
void
_cp_window_update_actions (CpWindow *self)
{
  gboolean has_build = cp_session_get_selected_build (self->session) != NULL;
  CpCatalog *catalog = cp_session_get_catalog (self->session);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-diagram", has_build);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-quote", has_build);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print-quote", has_build);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.revert-catalog",
                                 catalog != NULL && cp_catalog_get_file (catalog) != NULL);
}

/* What the actions leave behind: a catalog still loading, and the page
 * setup dialog. */
void
_cp_window_dispose_actions (CpWindow *self)
{
  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);

  if (self->page_setup_dialog != NULL)
    cp_page_setup_dialog_release (g_steal_pointer (&self->page_setup_dialog));
  g_clear_object (&self->print_settings);
  g_clear_object (&self->quote_register);
}

void
_cp_window_class_init_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open-catalog", NULL, open_catalog_action);
  gtk_widget_class_install_action (widget_class, "win.revert-catalog", NULL, revert_catalog_action);
  gtk_widget_class_install_action (widget_class, "win.export-diagram", NULL, export_diagram_action);
  gtk_widget_class_install_action (widget_class, "win.export-quote", NULL, export_quote_action);
  gtk_widget_class_install_action (widget_class, "win.print-quote", NULL, print_quote_action);
  gtk_widget_class_install_action (widget_class, "win.page-setup", NULL, page_setup_action);
  gtk_widget_class_install_action (widget_class, "win.open-file", "s", open_file_action);
  gtk_widget_class_install_action (widget_class, "win.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_shortcuts_action);
  gtk_widget_class_install_action (widget_class, "win.show-sidebar", NULL, show_sidebar_action);
  gtk_widget_class_install_action (widget_class, "win.show-content", NULL, show_content_action);
  gtk_widget_class_install_action (widget_class, "win.show-page", "s", show_page_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_question, GDK_CONTROL_MASK,
                                       "win.show-help-overlay", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.export-diagram", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK,
                                       "win.export-quote", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK,
                                       "win.print-quote", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK,
                                       "win.search", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, GDK_ALT_MASK,
                                       "win.show-page", "s", "builds");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, GDK_ALT_MASK,
                                       "win.show-page", "s", "catalog");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_3, GDK_ALT_MASK,
                                       "win.show-page", "s", "compare");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_4, GDK_ALT_MASK,
                                       "win.show-page", "s", "quotes");
}
