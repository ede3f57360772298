/* cp-window-quotes.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-window"

#include "config.h"

#include <glib/gi18n.h>
#include <errno.h>
#include <glib/gstdio.h>

#include "cp-error-dialog.h"
#include "cp-page-setup.h"
#include "cp-quote-export.h"
#include "cp-text.h"
#include "cp-window-private.h"
#include "cp-window-testing.h"

/* The window's Quotes page and what it does with a quote of the register:
 * open its PDF again, export or print it again with the same number and
 * content, mark what became of it, and plan a new quote from it. */

/**
 * _cp_window_reload_quotes:
 *
 * Shows the register's quotes on the Quotes page, when the page has been
 * built: the register's own listing, which it keeps current, looked at
 * again for what another process wrote.
 */
void
_cp_window_reload_quotes (CpWindow *self)
{
  g_autoptr(GError) error = NULL;
  GListModel *records = NULL;
  CpQuoteRegister *quotes;

  if (self->quotes_page == NULL)
    return;

  quotes = _cp_window_get_quote_register (self, &error);
  if (quotes != NULL)
    records = cp_quote_register_get_records (quotes, &error);
  if (records != NULL && !cp_quote_register_refresh (quotes, &error))
    records = NULL;

  if (records == NULL && g_error_matches (error, CP_QUOTE_REGISTER_ERROR,
                                          CP_QUOTE_REGISTER_ERROR_BUSY))
    cp_quotes_page_show_busy (self->quotes_page, error->message);
  else if (records == NULL)
    cp_quotes_page_show_error (self->quotes_page, error->message);
  else
    cp_quotes_page_set_records (self->quotes_page, records);
}

/**
 * cp_window_restore_quote:
 * @number: a quote of the register
 * @error: where a register that cannot be read, or a catalog that no
 *   longer makes the quote as it was, is said
 *
 * Returns: (transfer full) (nullable): quote @number as it was issued —
 *   its number, words and figures — made again with the catalog in use,
 *   to export or print again.
 */
CpQuote *
cp_window_restore_quote (CpWindow  *self,
                         guint      number,
                         GError   **error)
{
  CpQuoteRegister *quotes;

  g_return_val_if_fail (CP_IS_WINDOW (self), NULL);

  quotes = _cp_window_get_quote_register (self, error);
  if (quotes == NULL)
    return NULL;

  return cp_quote_register_restore (quotes, number, cp_session_get_catalog (self->session), error);
}

/**
 * cp_window_write_quote_copy:
 * @number: a quote of the register
 * @error: where it cannot be made again or written is said
 *
 * Writes quote @number again, to be looked at, into the user's cache:
 * the same pages as it was issued with, on the page setup's paper. The
 * register is not changed.
 *
 * Returns: (transfer full) (nullable): the file's path.
 */
char *
cp_window_write_quote_copy (CpWindow  *self,
                            guint      number,
                            GError   **error)
{
  g_autoptr(CpQuote) quote = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  CpQuotePaper paper;

  g_return_val_if_fail (CP_IS_WINDOW (self), NULL);

  quote = cp_window_restore_quote (self, number, error);
  if (quote == NULL)
    return NULL;

  folder = g_build_filename (g_get_user_cache_dir (), PACKAGE_NAME, "quotes", NULL);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved_errno = errno;
      g_autofree char *display_folder = cp_text_display_filename (folder);

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   /* TRANSLATORS: e.g. "cannot make the folder “/home/a/.cache/…”:
                    * Permission denied" */
                   _("cannot make the folder “%s”: %s"), display_folder,
                   g_strerror (saved_errno));
      return NULL;
    }

  name = cp_quote_dup_file_name (quote);
  path = g_build_filename (folder, name, NULL);
  cp_page_setup_get_paper (_cp_window_get_page_setup (self), &paper);
  if (!cp_quote_export_pdf (quote, path, &paper, error))
    return NULL;

  return g_steal_pointer (&path);
}

/**
 * cp_window_mark_quote:
 * @status: accepted, expired or withdrawn
 *
 * Records what became of quote @number; every window's Quotes page shows
 * it.
 */
gboolean
cp_window_mark_quote (CpWindow       *self,
                      guint           number,
                      CpQuoteStatus   status,
                      GError        **error)
{
  CpQuoteRegister *quotes;

  g_return_val_if_fail (CP_IS_WINDOW (self), FALSE);

  quotes = _cp_window_get_quote_register (self, error);

  /* The register's listing, and so every Quotes page, shows it. */
  return quotes != NULL && cp_quote_register_set_status (quotes, number, status, error);
}

/**
 * cp_window_new_quote_from:
 * @number: a quote of the register
 * @error: where the register cannot be read, or the catalog in use no
 *   longer has a model of the quote, is said
 *
 * Opens the plan quote @number was made from — its models, workload,
 * build and customer — as a new plan, not yet saved, on the Builds page,
 * at today's prices: in this window when nothing was done in it yet,
 * else in a new one. The next quote is for its customer.
 */
gboolean
cp_window_new_quote_from (CpWindow  *self,
                          guint      number,
                          GError   **error)
{
  g_autoptr(CpPlanDocument) document = NULL;
  CpQuoteRegister *quotes;
  CpWindow *window = self;

  g_return_val_if_fail (CP_IS_WINDOW (self), FALSE);

  quotes = _cp_window_get_quote_register (self, error);
  if (quotes == NULL)
    return FALSE;

  document = cp_quote_register_dup_plan (quotes, number, error);
  if (document == NULL)
    return FALSE;

  if (!cp_window_get_pristine (self))
    window = cp_window_new_untitled (gtk_window_get_application (GTK_WINDOW (self)),
                                     cp_window_get_catalog (self));
  if (!_cp_window_take_plan (window, document, error))
    {
      if (window != self)
        gtk_window_destroy (GTK_WINDOW (window));
      return FALSE;
    }

  adw_view_stack_set_visible_child_name (window->view_stack, "builds");
  gtk_window_present (GTK_WINDOW (window));

  return TRUE;
}

/* The quote actions: what the Quotes page (its buttons, menu and keys)
 * asks for the quote picked, given its number. */

/* "Q-0003", as the register says it, for a notification. */
static char *
dup_number_text (CpWindow *self,
                 guint     number)
{
  g_autoptr(CpQuoteRecord) record = NULL;

  if (self->quote_register != NULL)
    record = cp_quote_register_lookup (self->quote_register, number, NULL);

  return record != NULL ? g_strdup (cp_quote_record_get_number_text (record))
                        : g_strdup_printf ("%u", number);
}

static void
open_quote_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = cp_window_write_quote_copy (self, g_variant_get_uint32 (parameter),
                                                      &error);
  g_autofree char *uri = NULL;

  if (path == NULL)
    {
      cp_error_dialog_show (GTK_WINDOW (self), _("Could Not Open the Quote"), NULL, error);
      return;
    }

  /* As a saved file's Open button does, through the portal in a sandbox. */
  uri = g_filename_to_uri (path, NULL, NULL);
  gtk_widget_activate_action (GTK_WIDGET (self), "win.open-file", "s", uri);
}

/* Exports quote @number again, or prints it again when @print. */
static void
send_again (CpWindow *self,
            guint     number,
            gboolean  print)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpQuote) quote = cp_window_restore_quote (self, number, &error);

  if (quote == NULL)
    {
      cp_error_dialog_show (GTK_WINDOW (self),
                            print ? _("Could Not Print the Quote") : _("Could Not Export the Quote"),
                            NULL, error);
      return;
    }

  if (print)
    {
      g_autoptr(CpPrintOperation) operation = cp_window_new_print_operation (self, quote);

      cp_print_operation_run_for (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                  GTK_WINDOW (self));
    }
  else
    _cp_window_choose_quote_file (self, quote);
}

static void
export_quote_again_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  send_again (CP_WINDOW (widget), g_variant_get_uint32 (parameter), FALSE);
}

static void
print_quote_again_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  send_again (CP_WINDOW (widget), g_variant_get_uint32 (parameter), TRUE);
}

/* @parameter: the quote's number and its new status, "accepted",
 * "expired" or "withdrawn". */
static void
mark_quote_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  g_autofree char *number_text = NULL;
  g_autoptr(CpQuoteRecord) record = NULL;
  CpQuoteStatus status, previous = CP_QUOTE_STATUS_ISSUED;
  const char *status_name;
  AdwToast *toast;
  guint number;

  g_variant_get (parameter, "(u&s)", &number, &status_name);
  if (!cp_quote_status_from_string (status_name, &status) ||
      (status != CP_QUOTE_STATUS_ACCEPTED && status != CP_QUOTE_STATUS_EXPIRED &&
       status != CP_QUOTE_STATUS_WITHDRAWN))
    {
      g_critical ("A quote cannot be marked “%s”", status_name);
      return;
    }

  /* What Undo puts back: a quote never written can only have been
   * withdrawn; any other was issued (a listing may show one past its day
   * as expired, but it is stored as issued). */
  if (self->quote_register != NULL)
    record = cp_quote_register_lookup (self->quote_register, number, NULL);
  if (record != NULL && cp_quote_record_get_status (record) == CP_QUOTE_STATUS_UNWRITTEN)
    previous = CP_QUOTE_STATUS_UNWRITTEN;

  if (!cp_window_mark_quote (self, number, status, &error))
    {
      cp_error_dialog_show (GTK_WINDOW (self), _("Could Not Mark the Quote"), NULL, error);
      return;
    }

  number_text = dup_number_text (self, number);
  /* TRANSLATORS: a notification, e.g. "Q-0003 is accepted"; the status is
   * one of the quote status context */
  message = g_strdup_printf (_("%s is %s"), number_text, cp_quote_status_get_label (status));
  toast = _cp_window_new_toast (message);
  if (record == NULL || cp_quote_record_get_status (record) != status)
    {
      adw_toast_set_button_label (toast, _("_Undo"));
      adw_toast_set_action_name (toast, "quote.undo-mark");
      adw_toast_set_action_target (toast, "(uss)", number, cp_quote_status_to_string (status),
                                   cp_quote_status_to_string (previous));
    }
  _cp_window_add_toast (self, toast);
}

/* The toast's Undo: @parameter is the quote's number, the status it was
 * marked with and the one it had. */
static void
undo_mark_quote_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  g_autofree char *number_text = NULL;
  const char *marked_name, *previous_name;
  CpQuoteStatus marked, previous;
  guint number;

  g_variant_get (parameter, "(u&s&s)", &number, &marked_name, &previous_name);
  if (!cp_quote_status_from_string (marked_name, &marked) ||
      !cp_quote_status_from_string (previous_name, &previous))
    {
      g_critical ("A quote cannot go back from “%s” to “%s”", marked_name, previous_name);
      return;
    }

  if (_cp_window_get_quote_register (self, &error) == NULL ||
      !cp_quote_register_undo_status (self->quote_register, number, marked, previous, &error))
    {
      cp_error_dialog_show (GTK_WINDOW (self), _("Could Not Undo"), NULL, error);
      return;
    }

  number_text = dup_number_text (self, number);
  /* TRANSLATORS: a notification, e.g. "Q-0003 is issued again" */
  message = g_strdup_printf (_("%s is %s again"), number_text, cp_quote_status_get_label (previous));
  _cp_window_toast (self, message);
}

static void
new_quote_from_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  guint number = g_variant_get_uint32 (parameter);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  g_autofree char *number_text = NULL;

  if (!cp_window_new_quote_from (self, number, &error))
    {
      cp_error_dialog_show (GTK_WINDOW (self), _("Could Not Plan from the Quote"),
                            _("The models chosen have not changed."), error);
      return;
    }

  number_text = dup_number_text (self, number);
  /* TRANSLATORS: a notification, e.g. "Planning again from Q-0003, at
   * today's prices" */
  message = g_strdup_printf (_("Planning again from %s, at today’s prices"), number_text);
  _cp_window_toast (self, message);
}

/* The register was busy: look again. */
static void
reload_quotes_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  _cp_window_reload_quotes (CP_WINDOW (widget));
}

void
_cp_window_class_init_quotes (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "quote.open", "u", open_quote_action);
  gtk_widget_class_install_action (widget_class, "quote.export", "u", export_quote_again_action);
  gtk_widget_class_install_action (widget_class, "quote.print", "u", print_quote_again_action);
  gtk_widget_class_install_action (widget_class, "quote.mark", "(us)", mark_quote_action);
  gtk_widget_class_install_action (widget_class, "quote.undo-mark", "(uss)",
                                   undo_mark_quote_action);
  gtk_widget_class_install_action (widget_class, "quote.new-from", "u", new_quote_from_action);
  gtk_widget_class_install_action (widget_class, "win.reload-quotes", NULL, reload_quotes_action);
}

static void
active_changed_cb (CpWindow *self)
{
  if (gtk_window_is_active (GTK_WINDOW (self)))
    _cp_window_reload_quotes (self);
}

/**
 * cp_window_get_quotes_page:
 *
 * Returns: (transfer none): the Quotes page, built now if it was not yet,
 *   with the register's quotes.
 */
CpQuotesPage *
cp_window_get_quotes_page (CpWindow *self)
{
  g_return_val_if_fail (CP_IS_WINDOW (self), NULL);

  if (self->quotes_page == NULL)
    {
      self->quotes_page = g_object_new (CP_TYPE_QUOTES_PAGE, NULL);
      adw_bin_set_child (self->quotes_bin, GTK_WIDGET (self->quotes_page));
      /* Another process (the command line) may have issued a quote while
       * the person was away; a file system that cannot be watched still
       * shows it when they come back. */
      g_signal_connect (self, "notify::is-active", G_CALLBACK (active_changed_cb), NULL);
      _cp_window_reload_quotes (self);
    }

  return self->quotes_page;
}
