/* cp-test-pdf.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <poppler.h>
#include <string.h>

G_BEGIN_DECLS

/* Poppler's own autoptr cleanups came only in later versions; these
 * names cannot clash with them. */
typedef PopplerDocument Pdf;
typedef PopplerPage     PdfPage;
typedef PopplerFontInfo PdfFonts;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Pdf, g_object_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PdfPage, g_object_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PdfFonts, g_object_unref)

/* Fails, showing @haystack, unless it holds @needle. */
#define assert_contains(haystack, needle) \
  G_STMT_START { \
    const char *__h = (haystack), *__n = (needle); \
    if (strstr (__h, __n) == NULL) \
      g_error ("“%s” not found in:\n%s", __n, __h); \
  } G_STMT_END

PopplerDocument *cp_test_pdf_open      (const char      *path);
char            *cp_test_pdf_page_text (PopplerDocument *document,
                                        int              index);
char            *cp_test_pdf_text      (PopplerDocument *document);
char            *cp_test_pdf_file_text (const char      *path);

G_END_DECLS
