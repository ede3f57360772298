/* cp-quote-export.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-export"

#include "config.h"

#include <cairo-pdf.h>
#include <glib/gi18n-lib.h>

#include "cp-quote-export.h"
#include "cp-safe-write.h"
#include "cp-text.h"

/* Writes a quote as PDF: the pages of the one quote renderer on a cairo
 * PDF surface, so the text is real text (it can be searched and copied)
 * and the fonts are embedded. The file is written safely (see
 * cp-safe-write.c): a failed export leaves what was there before. */

typedef struct
{
  CpQuote            *quote;
  const CpQuotePaper *paper;
  const char         *display;
} Job;

static void
set_metadata (cairo_surface_t *surface,
              CpQuote         *quote)
{
  g_autofree char *title = cp_quote_dup_title (quote);
  g_autofree char *date = g_date_time_format (cp_quote_get_issued (quote), "%Y-%m-%dT%H:%M:%S%:z");
  const char *store = cp_quote_get_store_name (quote);

  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  if (*store != '\0')
    cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_AUTHOR, store);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR,
                                  "Cluster Planner " PACKAGE_VERSION);
  /* The issue date, which SOURCE_DATE_EPOCH fixes, rather than the clock. */
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATE_DATE, date);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_MOD_DATE, date);
}

static gboolean
render (cairo_write_func_t   write_func,
        void                *closure,
        gpointer             user_data,
        GError             **error)
{
  Job *job = user_data;
  const CpQuotePaper *paper = job->paper;
  g_autoptr(CpQuoteRenderer) renderer = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  guint n_pages;

  renderer = cp_quote_renderer_new (job->quote,
                                    paper->width - paper->margin_left - paper->margin_right,
                                    paper->height - paper->margin_top - paper->margin_bottom);
  n_pages = cp_quote_renderer_get_n_pages (renderer);

  surface = cairo_pdf_surface_create_for_stream (write_func, closure, paper->width, paper->height);
  set_metadata (surface, job->quote);
  cr = cairo_create (surface);

  for (guint page = 0; page < n_pages && cairo_status (cr) == CAIRO_STATUS_SUCCESS; page++)
    {
      cairo_save (cr);
      cairo_translate (cr, paper->margin_left, paper->margin_top);
      cp_quote_renderer_draw_page (renderer, cr, page);
      cairo_restore (cr);
      cairo_show_page (cr);
    }

  status = cairo_status (cr);
  cairo_destroy (cr);

  /* Finishing writes the rest of the file (fonts, cross-references): only
   * then is it known whether all of it was written. */
  return cp_safe_write_finish_surface (surface, status, error,
                                       CP_QUOTE_ERROR, CP_QUOTE_ERROR_RENDER,
                                       /* TRANSLATORS: followed by cairo's reason, e.g.
                                        * "quote.pdf: cannot draw the quote: out of memory" */
                                       _("%s: cannot draw the quote"), job->display);
}

/**
 * cp_quote_export_pdf:
 * @quote: the quote
 * @filename: where to write it
 * @paper: (nullable): the paper and margins; %NULL for the locale's paper
 *   with the usual margins
 * @error: where a failure is said, starting with the file's name
 *
 * Writes @quote to @filename as PDF. The file is either written
 * completely or not touched at all.
 *
 * Returns: whether the file was written.
 */
gboolean
cp_quote_export_pdf (CpQuote             *quote,
                     const char          *filename,
                     const CpQuotePaper  *paper,
                     GError             **error)
{
  g_autofree char *display = NULL;
  CpQuotePaper default_paper;
  Job job;

  g_return_val_if_fail (CP_IS_QUOTE (quote), FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  display = cp_text_display_filename (filename);

  if (paper == NULL)
    {
      cp_quote_paper_init_default (&default_paper);
      paper = &default_paper;
    }

  if (paper->width - paper->margin_left - paper->margin_right < CP_QUOTE_MIN_WIDTH ||
      paper->height - paper->margin_top - paper->margin_bottom < CP_QUOTE_MIN_HEIGHT ||
      paper->margin_left < 0 || paper->margin_right < 0 ||
      paper->margin_top < 0 || paper->margin_bottom < 0)
    {
      g_set_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_INVALID,
                   /* TRANSLATORS: e.g. "quote.pdf: the paper is too small for a quote" */
                   _("%s: the paper is too small for a quote"), display);
      return FALSE;
    }

  job.quote = quote;
  job.paper = paper;
  job.display = display;

  return cp_safe_write_file (filename, CP_QUOTE_ERROR, CP_QUOTE_ERROR_WRITE, render, &job, error);
}
