/* cp-test-pdf.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cp-test-pdf.h"

/* PDFs read back with Poppler, for the tests of the quote. */

PopplerDocument *
cp_test_pdf_open (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *uri = g_filename_to_uri (path, NULL, &error);
  PopplerDocument *document;

  g_assert_no_error (error);
  document = poppler_document_new_from_file (uri, NULL, &error);
  g_assert_no_error (error);

  return document;
}

/* The text of a page as Poppler reads it, with line breaks as spaces:
 * text wrapped in a narrow column reads as it was written. */
char *
cp_test_pdf_page_text (PopplerDocument *document,
                       int              index)
{
  g_autoptr(PdfPage) page = poppler_document_get_page (document, index);
  char *text;

  g_assert_nonnull (page);
  text = poppler_page_get_text (page);
  g_strdelimit (text, "\n", ' ');

  return text;
}

/* Every page's text, a line each. */
char *
cp_test_pdf_text (PopplerDocument *document)
{
  GString *text = g_string_new (NULL);

  for (int i = 0; i < poppler_document_get_n_pages (document); i++)
    {
      g_autofree char *page = cp_test_pdf_page_text (document, i);

      g_string_append (text, page);
      g_string_append_c (text, '\n');
    }

  return g_string_free (text, FALSE);
}

char *
cp_test_pdf_file_text (const char *path)
{
  g_autoptr(Pdf) document = cp_test_pdf_open (path);

  return cp_test_pdf_text (document);
}
