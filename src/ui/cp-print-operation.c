/* cp-print-operation.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-print-operation"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "cp-error-dialog.h"
#include "cp-print-operation.h"

/* Prints a quote: the pages of the one quote renderer, the same the PDF
 * export writes, laid out for the paper and margins of the print job.
 * The renderer is made when a job begins (the page count is known then)
 * and dropped when it ends. A print preview goes through GTK's own
 * previewer. A job that fails says why in a dialog; one that completes
 * (not a preview) emits ::printed, for the quote to be recorded issued. */
struct _CpPrintOperation
{
  GtkPrintOperation  parent_instance;

  CpQuote           *quote;

  /* Per job. */
  CpQuoteRenderer   *renderer;
  GtkWindow         *parent;
  gboolean           previewed;
  gboolean           finished;
};

G_DEFINE_FINAL_TYPE (CpPrintOperation, cp_print_operation, GTK_TYPE_PRINT_OPERATION)

enum {
  PRINTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/**
 * cp_print_operation_new_page_setup:
 *
 * Returns: (transfer full): the page setup a quote prints with unless the
 *   person chose another: the locale's paper, the quote's usual margins.
 */
GtkPageSetup *
cp_print_operation_new_page_setup (void)
{
  GtkPageSetup *setup = gtk_page_setup_new ();

  gtk_page_setup_set_top_margin (setup, CP_QUOTE_MARGIN_TOP, GTK_UNIT_POINTS);
  gtk_page_setup_set_bottom_margin (setup, CP_QUOTE_MARGIN_BOTTOM, GTK_UNIT_POINTS);
  gtk_page_setup_set_left_margin (setup, CP_QUOTE_MARGIN_SIDE, GTK_UNIT_POINTS);
  gtk_page_setup_set_right_margin (setup, CP_QUOTE_MARGIN_SIDE, GTK_UNIT_POINTS);

  return setup;
}

/* The page setup of the application: one for all its windows, as the
 * register is one (cp_quote_register_dup_shared()). */
static GtkPageSetup *shared_page_setup;

/**
 * cp_print_operation_get_shared_page_setup:
 *
 * Returns: (transfer none): the page setup every window of the app prints
 *   and exports quotes with: the one chosen last in any of them, else
 *   cp_print_operation_new_page_setup()'s.
 */
GtkPageSetup *
cp_print_operation_get_shared_page_setup (void)
{
  if (shared_page_setup == NULL)
    shared_page_setup = cp_print_operation_new_page_setup ();

  return shared_page_setup;
}

/**
 * cp_print_operation_set_shared_page_setup:
 * @setup: the page setup chosen
 *
 * Makes @setup the one every window prints with from now on.
 */
void
cp_print_operation_set_shared_page_setup (GtkPageSetup *setup)
{
  g_return_if_fail (GTK_IS_PAGE_SETUP (setup));

  g_set_object (&shared_page_setup, setup);
}

static void
cp_print_operation_begin_print (GtkPrintOperation *operation,
                                GtkPrintContext   *context)
{
  CpPrintOperation *self = CP_PRINT_OPERATION (operation);

  /* The context's origin is the top left corner inside the margins, and
   * its unit a point: the quote is laid out for that area. */
  g_clear_object (&self->renderer);
  self->renderer = cp_quote_renderer_new (self->quote,
                                          gtk_print_context_get_width (context),
                                          gtk_print_context_get_height (context));

  gtk_print_operation_set_n_pages (operation, (int) cp_quote_renderer_get_n_pages (self->renderer));
}

static void
cp_print_operation_draw_page (GtkPrintOperation *operation,
                              GtkPrintContext   *context,
                              int                page_nr)
{
  CpPrintOperation *self = CP_PRINT_OPERATION (operation);

  g_assert (self->renderer != NULL);
  g_assert (page_nr >= 0);

  cp_quote_renderer_draw_page (self->renderer, gtk_print_context_get_cairo_context (context),
                               (guint) page_nr);
}

static void
cp_print_operation_end_print (GtkPrintOperation *operation,
                              GtkPrintContext   *context)
{
  CpPrintOperation *self = CP_PRINT_OPERATION (operation);

  g_clear_object (&self->renderer);
}

static gboolean
cp_print_operation_preview (GtkPrintOperation        *operation,
                            GtkPrintOperationPreview *preview,
                            GtkPrintContext          *context,
                            GtkWindow                *parent)
{
  CpPrintOperation *self = CP_PRINT_OPERATION (operation);
  GtkPrintOperationClass *parent_class = GTK_PRINT_OPERATION_CLASS (cp_print_operation_parent_class);

  /* Looking at the pages is not printing them: the number stays. */
  self->previewed = TRUE;

  if (parent_class->preview != NULL)
    return parent_class->preview (operation, preview, context, parent);

  return FALSE;
}

static void
show_error (CpPrintOperation *self,
            const GError     *error)
{
  cp_error_dialog_show (self->parent, _("Could Not Print the Quote"), NULL, error);
}

/* Acts on a job's result, once, whether it came through ::done or as what
 * gtk_print_operation_run() returned. */
static void
finish (CpPrintOperation        *self,
        GtkPrintOperationResult  result,
        const GError            *error)
{
  g_autoptr(GError) job_error = NULL;

  if (self->finished)
    return;
  self->finished = TRUE;

  switch (result)
    {
    case GTK_PRINT_OPERATION_RESULT_ERROR:
      if (error == NULL)
        {
          gtk_print_operation_get_error (GTK_PRINT_OPERATION (self), &job_error);
          error = job_error;
        }
      g_debug ("Printing failed: %s", error ? error->message : "no reason given");
      show_error (self, error);
      break;

    case GTK_PRINT_OPERATION_RESULT_APPLY:
      if (!self->previewed)
        g_signal_emit (self, signals[PRINTED], 0);
      break;

    case GTK_PRINT_OPERATION_RESULT_CANCEL:
    case GTK_PRINT_OPERATION_RESULT_IN_PROGRESS:
    default:
      break;
    }

  g_clear_weak_pointer (&self->parent);
}

static void
cp_print_operation_done (GtkPrintOperation       *operation,
                         GtkPrintOperationResult  result)
{
  finish (CP_PRINT_OPERATION (operation), result, NULL);
}

static void
cp_print_operation_dispose (GObject *object)
{
  CpPrintOperation *self = CP_PRINT_OPERATION (object);

  g_clear_object (&self->renderer);
  g_clear_weak_pointer (&self->parent);

  G_OBJECT_CLASS (cp_print_operation_parent_class)->dispose (object);
}

static void
cp_print_operation_finalize (GObject *object)
{
  CpPrintOperation *self = CP_PRINT_OPERATION (object);

  g_clear_object (&self->quote);

  G_OBJECT_CLASS (cp_print_operation_parent_class)->finalize (object);
}

static void
cp_print_operation_class_init (CpPrintOperationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkPrintOperationClass *print_class = GTK_PRINT_OPERATION_CLASS (klass);

  object_class->dispose = cp_print_operation_dispose;
  object_class->finalize = cp_print_operation_finalize;
  print_class->begin_print = cp_print_operation_begin_print;
  print_class->draw_page = cp_print_operation_draw_page;
  print_class->end_print = cp_print_operation_end_print;
  print_class->preview = cp_print_operation_preview;
  print_class->done = cp_print_operation_done;

  /**
   * CpPrintOperation::printed:
   *
   * The quote was printed (or exported through the print dialog), not
   * only looked at in the preview.
   */
  signals[PRINTED] = g_signal_new ("printed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
cp_print_operation_init (CpPrintOperation *self)
{
  GtkPrintOperation *operation = GTK_PRINT_OPERATION (self);

  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_use_full_page (operation, FALSE);
  gtk_print_operation_set_allow_async (operation, TRUE);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
}

/**
 * cp_print_operation_new:
 * @quote: the quote to print; it should not change while it prints
 */
CpPrintOperation *
cp_print_operation_new (CpQuote *quote)
{
  g_autoptr(GtkPageSetup) setup = cp_print_operation_new_page_setup ();
  g_autofree char *title = NULL;
  CpPrintOperation *self;

  g_return_val_if_fail (CP_IS_QUOTE (quote), NULL);

  self = g_object_new (CP_TYPE_PRINT_OPERATION, NULL);
  self->quote = g_object_ref (quote);

  title = cp_quote_dup_title (quote);
  gtk_print_operation_set_job_name (GTK_PRINT_OPERATION (self), title);
  gtk_print_operation_set_default_page_setup (GTK_PRINT_OPERATION (self), setup);

  return self;
}

CpQuote *
cp_print_operation_get_quote (CpPrintOperation *self)
{
  g_return_val_if_fail (CP_IS_PRINT_OPERATION (self), NULL);

  return self->quote;
}

/* Whether the job running is a preview; GTK says so (::preview) before
 * the job begins. */
gboolean
cp_print_operation_get_previewing (CpPrintOperation *self)
{
  g_return_val_if_fail (CP_IS_PRINT_OPERATION (self), FALSE);

  return self->previewed;
}

/**
 * cp_print_operation_run_for:
 * @action: what to do: show the print dialog, preview, or export
 * @parent: (nullable): the window the dialogs belong to
 *
 * Runs a print job, asynchronously where the platform can. Its end is
 * handled here: a failure gets a dialog, a completed print ::printed.
 *
 * Returns: what gtk_print_operation_run() returned
 */
GtkPrintOperationResult
cp_print_operation_run_for (CpPrintOperation        *self,
                            GtkPrintOperationAction  action,
                            GtkWindow               *parent)
{
  g_autoptr(GError) error = NULL;
  GtkPrintOperationResult result;

  g_return_val_if_fail (CP_IS_PRINT_OPERATION (self), GTK_PRINT_OPERATION_RESULT_ERROR);
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), GTK_PRINT_OPERATION_RESULT_ERROR);

  self->previewed = FALSE;
  self->finished = FALSE;
  g_set_weak_pointer (&self->parent, parent);

  result = gtk_print_operation_run (GTK_PRINT_OPERATION (self), action, parent, &error);
  if (result != GTK_PRINT_OPERATION_RESULT_IN_PROGRESS)
    finish (self, result, error);

  return result;
}
