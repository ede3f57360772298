/* bench-hostile.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "cp-catalog.h"
#include "cp-model-import.h"
#include "cp-quote-export.h"
#include "cp-quote.h"
#include "cp-test-planner.h"

/* Times what hostile input costs: catalogs made to hurt (a 1 MB "format"
 * value, 100,000 levels hidden behind a comment, 2 MB of escapes), the
 * same in a config.json to import, and a quote whose store name,
 * customer, address and details (contact, phone, e-mail, terms, …) are
 * 100,000 characters.
 * Each is refused or bounded; this prints how long that takes and how
 * long the message is, against a second as the limit a person notices.
 * Not part of the test suite: figures, not assertions.
 *
 *   bench-hostile [FOLDER]     (default: a temporary folder)
 */

static double
load_ms (const char  *text,
         gsize        length,
         char       **message)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, length);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = NULL;
  gint64 start = g_get_monotonic_time ();

  catalog = cp_catalog_new_from_bytes (bytes, "hostile.json", &error);
  *message = g_strdup (error != NULL ? error->message : "(loaded)");

  return (g_get_monotonic_time () - start) / 1000.0;
}

static double
import_ms (const char  *text,
           gsize        length,
           char       **message)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, length);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) model = NULL;
  gint64 start = g_get_monotonic_time ();

  model = cp_model_import_from_bytes (bytes, "config.json", NULL, NULL, &error);
  *message = g_strdup (error != NULL ? error->message : "(imported)");

  return (g_get_monotonic_time () - start) / 1000.0;
}

static void
report_import (const char *what,
               GString    *text)
{
  g_autofree char *message = NULL;
  double ms = import_ms (text->str, text->len, &message);

  g_print ("%-44s %8.1f ms  message of %ld characters\n", what, ms,
           g_utf8_strlen (message, -1));
}

static void
report_load (const char *what,
             GString    *text)
{
  g_autofree char *message = NULL;
  double ms = load_ms (text->str, text->len, &message);

  g_print ("%-44s %8.1f ms  message of %ld characters\n", what, ms,
           g_utf8_strlen (message, -1));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *folder = argc > 1 ? g_strdup (argv[1]) : g_dir_make_tmp ("bench-hostile-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "quote.pdf", NULL);
  g_autoptr(CpPlan) plan = NULL;
  g_autoptr(CpQuote) quote = NULL;
  CpModel *model;
  gint64 start;

  g_assert_no_error (error);

  g_string_assign (text, "{\"format\": \"");
  for (guint i = 0; i < 1024 * 1024; i++)
    g_string_append_c (text, 'x');
  g_string_append (text, "\", \"version\": 1}");
  report_load ("catalog: a 1 MB format value", text);

  g_string_assign (text, "{\"format\": /* \" */ ");
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (text, '[');
  report_load ("catalog: 100,000 levels behind a comment", text);

  g_string_assign (text, "{\"format\": \"");
  for (guint i = 0; i < 350000; i++)
    g_string_append (text, "\\u00e9");
  g_string_append (text, "\\u001b\"}");
  report_load ("catalog: 2 MB of escapes, then ESC", text);

  g_string_assign (text, "{\"a\": ");
  for (guint i = 0; i < 1024 * 1024; i++)
    g_string_append_c (text, '0');
  g_string_append (text, "1}");
  report_load ("catalog: a number with a million zeros", text);

  g_string_assign (text, "{\"model_type\": /* \" */ ");
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (text, '[');
  report_import ("config.json: 100,000 levels behind a comment", text);

  g_string_assign (text, "{\"model_type\": \"");
  for (guint i = 0; i < 3 * 1024 * 1024; i++)
    g_string_append_c (text, 'x');
  g_string_append (text, "\"}");
  report_import ("config.json: a 3 MB model_type", text);

  /* A quote whose settings hold 100,000 characters each. */
  g_string_truncate (text, 0);
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (text, "Wide store name "[i % 16]);

  model = cp_catalog_find_model (catalog, "deepseek-v4-pro");
  plan = cp_test_catalog_plan (catalog, &model, 1, &error);
  g_assert_no_error (error);
  quote = cp_quote_new (catalog, plan, cp_plan_get_recommended (plan));
  start = g_get_monotonic_time ();
  cp_quote_set_store_name (quote, text->str);
  cp_quote_set_customer (quote, text->str);
  cp_quote_set_store_address (quote, text->str);
  for (CpQuoteDetail detail = 0; detail < CP_QUOTE_N_DETAILS; detail++)
    cp_quote_set_detail (quote, detail, text->str);
  if (!cp_quote_export_pdf (quote, path, NULL, &error))
    g_printerr ("%s\n", error->message);
  g_print ("%-44s %8.1f ms\n", "quote: 100,000-character store name",
           (g_get_monotonic_time () - start) / 1000.0);

  g_unlink (path);
  if (argc <= 1)
    g_rmdir (folder);

  return 0;
}
