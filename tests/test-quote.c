/* test-quote.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cp-catalog-private.h"
#include "cp-catalog.h"
#include "cp-format.h"
#include "cp-quote-export.h"
#include "cp-quote-renderer.h"
#include "cp-quote-settings.h"
#include "cp-quote.h"
#include "cp-test-pdf.h"
#include "cp-test-planner.h"
#include "cp-test-util.h"

/* The quote: the document's fields and sums, the pages the renderer lays
 * out, the PDF read back with Poppler, a failed export, and the command
 * line. */

/* 1 December 2026, 00:00 UTC. */
#define EPOCH_2026_12_01 "1796083200"

static CpCatalog *catalog;

static CpPlan *
make_plan (const char *model_id)
{
  g_autoptr(GError) error = NULL;
  CpModel *model = cp_catalog_find_model (catalog, model_id);
  CpPlan *plan;

  g_assert_nonnull (model);
  plan = cp_test_catalog_plan (catalog, &model, 1, &error);
  g_assert_no_error (error);

  return plan;
}

/* A quote for @model_id, of the @tier_id build (NULL: the recommended
 * one), issued on 1 December 2026. */
static CpQuote *
make_quote (const char *model_id,
            const char *tier_id)
{
  g_autoptr(CpPlan) plan = make_plan (model_id);
  g_autoptr(GDateTime) issued = g_date_time_new_utc (2026, 12, 1, 9, 30, 0);
  CpBuild *build = tier_id ? cp_plan_find_build (plan, tier_id) : cp_plan_get_recommended (plan);
  CpQuote *quote;

  g_assert_nonnull (build);
  quote = cp_quote_new (catalog, plan, build);
  cp_quote_set_issued (quote, issued);

  return quote;
}

/* Adds lines until the quote has @n_lines: "Part 2, boxed", … at
 * prices with cents, so that sums of cents are tested too. */
static void
add_lines (CpQuote *quote,
           guint    n_lines)
{
  for (guint i = cp_quote_get_n_lines (quote); i < n_lines; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *description = g_strdup_printf ("Part %u, boxed", i + 1);
      g_autofree char *detail = i % 3 == 0 ? g_strdup_printf ("Detail of item %u, long enough to "
                                                              "wrap onto a second line under its "
                                                              "description in the item column", i + 1)
                                           : NULL;

      g_assert_true (cp_quote_add_line (quote, description, detail, 1 + i % 4,
                                        100 * (i + 1) + (i % 100), &error));
      g_assert_no_error (error);
    }
}

static guint
count_entries (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (handle != NULL && g_dir_read_name (handle) != NULL)
    n++;

  return n;
}


/* The document */

static void
test_document (void)
{
  g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL);
  g_autofree char *number = NULL;
  g_autofree char *issued = NULL;
  g_autofree char *until = NULL;
  g_autofree char *prices = NULL;
  g_autofree char *title = NULL;
  g_autofree char *file_name = NULL;
  const CpQuoteLine *line;

  /* The schema's defaults until settings say otherwise. */
  g_assert_cmpstr (cp_quote_get_store_name (quote), ==, "Bektursun's AI Hardware Store");
  g_assert_cmpstr (cp_quote_get_store_address (quote), ==, "Bishkek, Kyrgyzstan");
  g_assert_cmpstr (cp_quote_get_customer (quote), ==, "");
  g_assert_cmpuint (cp_quote_get_validity_days (quote), ==, 30);
  g_assert_cmpstr (cp_quote_get_detail (quote, CP_QUOTE_DETAIL_PAYMENT_TERMS), ==,
                   CP_QUOTE_DEFAULT_PAYMENT_TERMS);
  g_assert_cmpstr (cp_quote_get_detail (quote, CP_QUOTE_DETAIL_LEAD_TIME), ==,
                   CP_QUOTE_DEFAULT_LEAD_TIME);
  g_assert_cmpstr (cp_quote_get_detail (quote, CP_QUOTE_DETAIL_STORE_PHONE), ==, "");

  number = cp_quote_dup_number_text (quote);
  g_assert_cmpstr (number, ==, "Q-0001");
  cp_quote_set_number_prefix (quote, "BK-");
  cp_quote_set_number (quote, 42);
  g_clear_pointer (&number, g_free);
  number = cp_quote_dup_number_text (quote);
  g_assert_cmpstr (number, ==, "BK-0042");
  cp_quote_set_number (quote, 123456);
  g_clear_pointer (&number, g_free);
  number = cp_quote_dup_number_text (quote);
  g_assert_cmpstr (number, ==, "BK-123456");
  cp_quote_set_number_prefix (quote, "Q-");
  cp_quote_set_number (quote, 1);

  cp_quote_set_customer (quote, "  Acme Robotics \n");
  g_assert_cmpstr (cp_quote_get_customer (quote), ==, "Acme Robotics");

  issued = cp_quote_dup_issued_text (quote);
  until = cp_quote_dup_valid_until_text (quote);
  prices = cp_quote_dup_prices_date_text (quote);
  g_assert_cmpstr (issued, ==, "1 December 2026");
  g_assert_cmpstr (until, ==, "31 December 2026");
  g_assert_cmpstr (prices, ==, "1 December 2026");
  g_assert_cmpstr (cp_quote_get_catalog_date (quote), ==, "2026-12-01");
  g_assert_cmpstr (cp_quote_get_currency (quote), ==, "USD");

  cp_quote_set_validity_days (quote, 14);
  g_clear_pointer (&until, g_free);
  until = cp_quote_dup_valid_until_text (quote);
  g_assert_cmpstr (until, ==, "15 December 2026");

  /* One line: the build's units, whose total is the build's price. */
  g_assert_cmpuint (cp_quote_get_n_lines (quote), ==, 1);
  line = cp_quote_get_line (quote, 0);
  g_assert_cmpstr (line->description, ==, "NVIDIA DGX H100");
  g_assert_cmpstr (line->detail, ==, "8 × NVIDIA H100 SXM · 640 GB of GPU memory · 10,200 W per system");
  g_assert_cmpint (line->quantity, ==, 3);
  g_assert_cmpint (line->unit_price_cents, ==, 199000 * 100);
  g_assert_cmpint (line->total_cents, ==, 597000 * 100);
  g_assert_cmpint (cp_quote_get_total_cents (quote), ==, 597000 * 100);
  g_assert_cmpint (cp_quote_get_total_cents (quote), ==,
                   cp_build_get_price_cents (cp_quote_get_build (quote)));

  title = cp_quote_dup_title (quote);
  g_assert_cmpstr (title, ==, "Quote Q-0001: 3 × NVIDIA DGX H100");
  file_name = cp_quote_dup_file_name (quote);
  g_assert_cmpstr (file_name, ==, "Q-0001 3-dgx-h100.pdf");

  /* A prefix with a slash does not make a folder of the file name. */
  cp_quote_set_number_prefix (quote, "Q/2026/");
  g_clear_pointer (&file_name, g_free);
  file_name = cp_quote_dup_file_name (quote);
  g_assert_cmpstr (file_name, ==, "Q-2026-0001 3-dgx-h100.pdf");
}

/* Line totals are quantity × unit price, and they add up to the total to
 * the cent; what would overflow is refused and changes nothing. */
static void
test_totals (void)
{
  g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL);
  g_autoptr(GError) error = NULL;
  gint64 sum = 0;

  g_assert_true (cp_quote_add_line (quote, "Installation", "On site, two days", 2, 125050, &error));
  g_assert_no_error (error);
  g_assert_true (cp_quote_add_line (quote, "Cables", NULL, 17, 1999, &error));
  g_assert_no_error (error);
  g_assert_true (cp_quote_add_line (quote, "Support, first year", "", 1, 0, &error));
  g_assert_no_error (error);
  add_lines (quote, 40);

  g_assert_cmpuint (cp_quote_get_n_lines (quote), ==, 40);
  g_assert_cmpint (cp_quote_get_line (quote, 1)->total_cents, ==, 250100);
  g_assert_cmpint (cp_quote_get_line (quote, 2)->total_cents, ==, 33983);
  g_assert_null (cp_quote_get_line (quote, 3)->detail);

  for (guint i = 0; i < cp_quote_get_n_lines (quote); i++)
    {
      const CpQuoteLine *line = cp_quote_get_line (quote, i);

      g_assert_cmpint (line->total_cents, ==, line->quantity * line->unit_price_cents);
      sum += line->total_cents;
    }
  g_assert_cmpint (cp_quote_get_total_cents (quote), ==, sum);

  /* Too large to multiply, then too large to add: refused, unchanged. */
  g_assert_false (cp_quote_add_line (quote, "Too many", NULL, G_MAXINT64 / 2, 3, &error));
  g_assert_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_OVERFLOW);
  g_clear_error (&error);
  g_assert_false (cp_quote_add_line (quote, "Too dear", NULL, 1, G_MAXINT64 - 10, &error));
  g_assert_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_OVERFLOW);
  g_clear_error (&error);
  g_assert_false (cp_quote_add_line (quote, "None", NULL, 0, 100, &error));
  g_assert_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (cp_quote_add_line (quote, "Negative", NULL, 1, -1, &error));
  g_assert_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_INVALID);
  g_clear_error (&error);

  g_assert_cmpuint (cp_quote_get_n_lines (quote), ==, 40);
  g_assert_cmpint (cp_quote_get_total_cents (quote), ==, sum);
}

/* Whether the clock reads a later second than *@data. */
static gboolean
clock_moved_on (gpointer data)
{
  return g_get_real_time () / G_USEC_PER_SEC > *(gint64 *) data;
}

/* SOURCE_DATE_EPOCH fixes the issue date, so the same quote exports to
 * the same bytes. */
static void
test_source_date_epoch (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote");
  g_autofree char *first = g_build_filename (dir, "first.pdf", NULL);
  g_autofree char *second = g_build_filename (dir, "second.pdf", NULL);
  g_autofree char *first_bytes = NULL;
  g_autofree char *second_bytes = NULL;
  gsize first_length, second_length;
  gint64 first_second = 0;

  for (guint run = 0; run < 2; run++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CpPlan) plan = make_plan ("deepseek-v4-pro");
      g_autoptr(CpQuote) quote = NULL;
      g_autofree char *issued = NULL;

      g_setenv ("SOURCE_DATE_EPOCH", EPOCH_2026_12_01, TRUE);
      quote = cp_quote_new (catalog, plan, cp_plan_get_recommended (plan));
      g_unsetenv ("SOURCE_DATE_EPOCH");

      g_assert_cmpint (g_date_time_to_unix (cp_quote_get_issued (quote)), ==, 1796083200);
      issued = cp_quote_dup_issued_text (quote);
      g_assert_cmpstr (issued, ==, "1 December 2026");

      g_assert_true (cp_quote_export_pdf (quote, run == 0 ? first : second, NULL, &error));
      g_assert_no_error (error);
      first_second = g_get_real_time () / G_USEC_PER_SEC;

      /* The clock moves on to another second (what a PDF's dates tell)
       * between the two exports. */
      if (run == 0)
        cp_test_wait_for (clock_moved_on, &first_second);
    }

  g_assert_true (g_file_get_contents (first, &first_bytes, &first_length, NULL));
  g_assert_true (g_file_get_contents (second, &second_bytes, &second_length, NULL));
  g_assert_cmpmem (first_bytes, first_length, second_bytes, second_length);

  /* Not a number: the clock, not a crash. */
  {
    g_autoptr(CpPlan) plan = make_plan ("deepseek-v4-pro");
    g_autoptr(CpQuote) quote = NULL;
    g_autoptr(GDateTime) now = g_date_time_new_now_utc ();

    g_setenv ("SOURCE_DATE_EPOCH", "soon", TRUE);
    quote = cp_quote_new (catalog, plan, cp_plan_get_recommended (plan));
    g_unsetenv ("SOURCE_DATE_EPOCH");
    g_assert_cmpint (ABS (g_date_time_to_unix (cp_quote_get_issued (quote)) -
                          g_date_time_to_unix (now)), <, 60);
  }

  cp_test_remove_tmpdir (dir);
}

/* Settings */

/* The default of @key; g_settings_schema_get_key() hands out a reference. */
static GVariant *
default_value (GSettingsSchema *schema,
               const char      *key)
{
  g_autoptr(GSettingsSchemaKey) schema_key = g_settings_schema_get_key (schema, key);

  return g_settings_schema_key_get_default_value (schema_key);
}

/* The defaults compiled in for a missing schema are the schema's own. */
static void
test_settings_defaults (void)
{
  g_autoptr(GSettings) settings = cp_quote_settings_new ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GVariant) store_name = NULL;
  g_autoptr(GVariant) store_address = NULL;
  g_autoptr(GVariant) prefix = NULL;
  g_autoptr(GVariant) number = NULL;
  g_autoptr(GVariant) validity = NULL;
  g_autoptr(GVariant) customer = NULL;

  /* meson test points GSETTINGS_SCHEMA_DIR at the compiled schema. */
  g_assert_nonnull (settings);

  g_object_get (settings, "settings-schema", &schema, NULL);
  store_name = default_value (schema, "store-name");
  store_address = default_value (schema, "store-address");
  prefix = default_value (schema, "quote-prefix");
  number = default_value (schema, "quote-next-number");
  validity = default_value (schema, "quote-validity-days");
  customer = default_value (schema, "default-customer");

  g_assert_cmpstr (g_variant_get_string (store_name, NULL), ==, CP_QUOTE_DEFAULT_STORE_NAME);
  g_assert_cmpstr (g_variant_get_string (store_address, NULL), ==, CP_QUOTE_DEFAULT_STORE_ADDRESS);
  g_assert_cmpstr (g_variant_get_string (prefix, NULL), ==, CP_QUOTE_DEFAULT_PREFIX);
  g_assert_cmpuint (g_variant_get_uint32 (number), ==, CP_QUOTE_DEFAULT_NUMBER);
  g_assert_cmpuint (g_variant_get_uint32 (validity), ==, CP_QUOTE_DEFAULT_VALIDITY_DAYS);
  g_assert_cmpstr (g_variant_get_string (customer, NULL), ==, CP_QUOTE_DEFAULT_CUSTOMER);

  /* The terms, the services and the tax a quote gets without settings. */
  {
    g_autoptr(GVariant) terms = NULL;
    g_autoptr(GVariant) lead_time = NULL;
    g_autoptr(GVariant) installation = NULL;
    g_autoptr(GVariant) years = NULL;
    g_autoptr(GVariant) rate = NULL;

    terms = default_value (schema, "quote-payment-terms");
    lead_time = default_value (schema, "quote-lead-time");
    installation = default_value (schema, "quote-installation");
    years = default_value (schema, "quote-support-years");
    rate = default_value (schema, "quote-tax-rate");

    g_assert_cmpstr (g_variant_get_string (terms, NULL), ==, CP_QUOTE_DEFAULT_PAYMENT_TERMS);
    g_assert_cmpstr (g_variant_get_string (lead_time, NULL), ==, CP_QUOTE_DEFAULT_LEAD_TIME);
    g_assert_cmpint (g_variant_get_boolean (installation), ==, CP_QUOTE_DEFAULT_INSTALLATION);
    g_assert_cmpuint (g_variant_get_uint32 (years), ==, CP_QUOTE_DEFAULT_SUPPORT_YEARS);
    g_assert_cmpuint (g_variant_get_uint32 (rate), ==, CP_QUOTE_DEFAULT_TAX_RATE);
  }
}

/* A quote takes the store's settings; the number advances past a quote
 * exported, and never goes back. */
static void
test_settings_apply (void)
{
  g_autoptr(GSettings) settings = cp_quote_settings_new ();
  g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL);
  g_autofree char *number = NULL;

  /* meson test points GSETTINGS_SCHEMA_DIR at the compiled schema. */
  g_assert_nonnull (settings);

  g_settings_set_string (settings, "store-name", "Bektursun & Sons");
  g_settings_set_string (settings, "store-address", "1 Chui Avenue\nBishkek 720001\nKyrgyzstan");
  g_settings_set_string (settings, "quote-prefix", "BK-");
  g_settings_set_uint (settings, "quote-next-number", 41);
  g_settings_set_uint (settings, "quote-validity-days", 10);
  g_settings_set_string (settings, "default-customer", "Acme Robotics");
  g_settings_set_string (settings, "store-phone", "+996 312 000 000");
  g_settings_set_string (settings, "quote-lead-time", "Six weeks");
  g_settings_set_boolean (settings, "quote-installation", FALSE);
  g_settings_set_uint (settings, "quote-support-years", 2);
  g_settings_set_uint (settings, "quote-tax-rate", 1250);

  g_assert_true (cp_quote_settings_apply (settings, quote, NULL));
  g_assert_cmpstr (cp_quote_get_detail (quote, CP_QUOTE_DETAIL_STORE_PHONE), ==, "+996 312 000 000");
  g_assert_cmpstr (cp_quote_get_detail (quote, CP_QUOTE_DETAIL_LEAD_TIME), ==, "Six weeks");
  g_assert_cmpuint (cp_quote_get_tax_rate (quote), ==, 1250);
  {
    CpQuoteExtras extras;

    cp_quote_get_extras (quote, &extras);
    g_assert_true (extras.accessories && extras.shipping);
    g_assert_false (extras.installation);
    g_assert_cmpuint (extras.support_years, ==, 2);
    /* Accessories, support and shipping, no installation. */
    for (guint i = 0; i < cp_quote_get_n_lines (quote); i++)
      g_assert_null (strstr (cp_quote_get_line (quote, i)->description, "Installation"));
    g_assert_nonnull (strstr (cp_quote_get_line (quote, cp_quote_get_n_lines (quote) - 2)->description,
                              "Support and warranty, 2 years"));
  }
  number = cp_quote_dup_number_text (quote);
  g_assert_cmpstr (number, ==, "BK-0041");
  g_assert_cmpstr (cp_quote_get_store_name (quote), ==, "Bektursun & Sons");
  g_assert_cmpstr (cp_quote_get_store_address (quote), ==, "1 Chui Avenue\nBishkek 720001\nKyrgyzstan");
  g_assert_cmpuint (cp_quote_get_validity_days (quote), ==, 10);
  g_assert_cmpstr (cp_quote_get_customer (quote), ==, "Acme Robotics");

  cp_quote_settings_advance (settings, 41);
  g_assert_cmpuint (g_settings_get_uint (settings, "quote-next-number"), ==, 42);
  cp_quote_settings_advance (settings, 41);
  g_assert_cmpuint (g_settings_get_uint (settings, "quote-next-number"), ==, 42);
  cp_quote_settings_advance (settings, CP_QUOTE_MAX_NUMBER);
  g_assert_cmpuint (g_settings_get_uint (settings, "quote-next-number"), ==, CP_QUOTE_MAX_NUMBER);

  /* Without settings a quote keeps its defaults, and nothing breaks. */
  g_assert_true (cp_quote_settings_apply (NULL, quote, NULL));
  cp_quote_settings_advance (NULL, 1);

  g_settings_reset (settings, "store-name");
  g_settings_reset (settings, "store-address");
  g_settings_reset (settings, "quote-prefix");
  g_settings_reset (settings, "quote-next-number");
  g_settings_reset (settings, "quote-validity-days");
  g_settings_reset (settings, "default-customer");
  g_settings_reset (settings, "store-phone");
  g_settings_reset (settings, "quote-lead-time");
  g_settings_reset (settings, "quote-installation");
  g_settings_reset (settings, "quote-support-years");
  g_settings_reset (settings, "quote-tax-rate");
}

/* The pages */

/* The usual quote is two pages: the quote's details, the line, the three
 * combined numbers on the first; the verdict, the diagram, the notes, the
 * terms and the acceptance block after; as real text in embedded fonts. */
static void
test_pdf (void)
{
  g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL);
  g_autoptr(Pdf) document = NULL;
  g_autoptr(PdfFonts) fonts = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote");
  g_autofree char *path = g_build_filename (dir, "Q-0001 3-dgx-h100.pdf", NULL);
  g_autofree char *text = NULL;
  g_autofree char *title = NULL;
  PopplerFontsIter *iter = NULL;
  CpQuotePaper paper;
  guint n_fonts = 0;

  cp_quote_set_customer (quote, "Acme Robotics");
  cp_quote_paper_init_sized (&paper, CP_QUOTE_A4_WIDTH, CP_QUOTE_A4_HEIGHT);
  g_assert_true (cp_quote_export_pdf (quote, path, &paper, &error));
  g_assert_no_error (error);

  document = cp_test_pdf_open (path);
  g_assert_cmpint (poppler_document_get_n_pages (document), ==, 2);
  title = poppler_document_get_title (document);
  g_assert_cmpstr (title, ==, "Quote Q-0001: 3 × NVIDIA DGX H100");

  text = cp_test_pdf_text (document);
  /* Who, what and when. */
  assert_contains (text, "Bektursun's AI Hardware Store");
  assert_contains (text, "Bishkek, Kyrgyzstan");
  assert_contains (text, "Q-0001");
  assert_contains (text, "Acme Robotics");
  assert_contains (text, "Issued 1 December 2026");
  assert_contains (text, "Valid until 31 December 2026");
  /* The model, its memory, the unit and the line. */
  assert_contains (text, "DeepSeek V4 Pro");
  assert_contains (text, "needs at least 1,920 GB of GPU memory");
  assert_contains (text, "3 × NVIDIA DGX H100");
  assert_contains (text, "NVIDIA DGX H100");
  assert_contains (text, "$199,000");
  /* The three combined numbers, as on the build card. */
  assert_contains (text, "1,920 GB");
  assert_contains (text, "30,600 W");
  assert_contains (text, "about 25 average US homes");
  assert_contains (text, "EIA, 10,715 kWh per year (2020)");
  assert_contains (text, "$597,000");
  /* The verdict, the honesty note, the footer. */
  assert_contains (text, "1,920 GB, one pool over NVLink 4 and InfiniBand NDR — exactly enough");
  assert_contains (text, "no speed or");
  assert_contains (text, "Prices are estimates as of 1 December 2026");
  assert_contains (text, "Page 1 of 2");
  assert_contains (text, "Page 2 of 2");
  /* The diagram, drawn in the page. */
  assert_contains (text, "24 GPUs · 1,920 GB pooled");

  /* Every font is embedded. */
  fonts = poppler_font_info_new (document);
  while (poppler_font_info_scan (fonts, 20, &iter))
    {
      if (iter == NULL)
        break;
      do
        {
          g_assert_true (poppler_fonts_iter_is_embedded (iter));
          n_fonts++;
        }
      while (poppler_fonts_iter_next (iter));
      g_clear_pointer (&iter, poppler_fonts_iter_free);
    }
  g_clear_pointer (&iter, poppler_fonts_iter_free);
  g_assert_cmpuint (n_fonts, >, 0);

  /* The file and nothing else: no temporary file left behind. */
  g_assert_cmpuint (count_entries (dir), ==, 1);

  cp_test_remove_tmpdir (dir);
}

/* A build of desktop cards: the quote says the memory only adds up on
 * paper, and that the build cannot run the model. */
static void
test_pdf_desktop (void)
{
  g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", "desktop");
  g_autoptr(Pdf) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote");
  g_autofree char *path = g_build_filename (dir, "desktop.pdf", NULL);
  g_autofree char *text = NULL;

  g_assert_true (cp_quote_export_pdf (quote, path, NULL, &error));
  g_assert_no_error (error);

  document = cp_test_pdf_open (path);
  text = cp_test_pdf_text (document);
  assert_contains (text, "60 × GeForce RTX 5090 card");
  assert_contains (text, "Memory that adds up only on paper");
  assert_contains (text, "1,920 GB on paper; each card sees only its own 32 GB");
  assert_contains (text, "on paper; 32 GB usable by one model");
  assert_contains (text, "This build cannot run DeepSeek V4 Pro.");
  assert_contains (text, "$180,000");
  g_assert_null (strstr (text, "one pool over"));

  cp_test_remove_tmpdir (dir);
}

/* The built-in catalog, priced in @currency. The loader admits only
 * "USD" (prices are written in dollars), so the catalog is made from what
 * it read, with the currency replaced. */
static CpCatalog *
catalog_in_currency (const char *currency)
{
  g_auto(CpCatalogContents) contents = { 0 };
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  bytes = g_resources_lookup_data (CP_CATALOG_RESOURCE,
                                   G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_assert_no_error (error);
  g_assert_true (_cp_catalog_parse (bytes, "shop.json", FALSE, &contents, &error));
  g_assert_no_error (error);
  g_free (contents.currency);
  contents.currency = g_strdup (currency);

  return _cp_catalog_new_from_contents (&contents, "shop.json");
}

/* The quote names its catalog's currency in words, under the total and in
 * the small print; a currency without words of its own by its code. */
static void
test_pdf_currency (void)
{
  static const struct {
    const char *code;
    const char *total;
    const char *prices;
  } cases[] = {
    { "USD", "US dollars; prices are estimates", "as of 1 December 2026, in US dollars;" },
    { "EUR", "Euros; prices are estimates", "as of 1 December 2026, in euros;" },
    { "KGS", "Kyrgyz som; prices are estimates", "as of 1 December 2026, in Kyrgyz som;" },
    { "CHF", "Amounts in CHF; prices are estimates", "as of 1 December 2026, in CHF;" },
  };
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(CpCatalog) shop = catalog_in_currency (cases[i].code);
      CpModel *model = cp_catalog_find_model (shop, "deepseek-v4-pro");
      g_autoptr(CpPlan) plan = NULL;
      g_autoptr(CpQuote) quote = NULL;
      g_autoptr(Pdf) document = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GDateTime) issued = g_date_time_new_utc (2026, 12, 1, 9, 30, 0);
      g_autofree char *path = g_build_filename (dir, cases[i].code, NULL);
      g_autofree char *text = NULL;

      plan = cp_test_catalog_plan (shop, &model, 1, &error);
      g_assert_no_error (error);
      quote = cp_quote_new (shop, plan, cp_plan_get_recommended (plan));
      cp_quote_set_issued (quote, issued);
      g_assert_cmpstr (cp_quote_get_currency (quote), ==, cases[i].code);
      g_assert_true (cp_quote_export_pdf (quote, path, NULL, &error));
      g_assert_no_error (error);

      document = cp_test_pdf_open (path);
      text = cp_test_pdf_text (document);
      assert_contains (text, cases[i].total);
      assert_contains (text, cases[i].prices);
      if (!g_str_equal (cases[i].code, "USD"))
        g_assert_null (strstr (text, "dollars"));
    }

  cp_test_remove_tmpdir (dir);
}

/* A long quote: many lines over several pages, none split, every one
 * present on the page the renderer put it on, the total after the last,
 * the diagram whole, and "Page N of M" on each page. */
static void
test_pagination (void)
{
  g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL);
  g_autoptr(CpQuoteRenderer) renderer = NULL;
  g_autoptr(Pdf) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote");
  g_autofree char *path = g_build_filename (dir, "long.pdf", NULL);
  g_autoptr(GPtrArray) pages = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *total = NULL;
  CpQuotePaper paper;
  guint n_pages, last_page = 0;
  const guint n_lines = 150;

  add_lines (quote, n_lines);
  cp_quote_paper_init_sized (&paper, CP_QUOTE_A4_WIDTH, CP_QUOTE_A4_HEIGHT);

  renderer = cp_quote_renderer_new (quote,
                                    paper.width - paper.margin_left - paper.margin_right,
                                    paper.height - paper.margin_top - paper.margin_bottom);
  n_pages = cp_quote_renderer_get_n_pages (renderer);
  g_assert_cmpuint (n_pages, >=, 4);

  g_assert_true (cp_quote_export_pdf (quote, path, &paper, &error));
  g_assert_no_error (error);
  document = cp_test_pdf_open (path);
  g_assert_cmpint (poppler_document_get_n_pages (document), ==, n_pages);

  for (guint i = 0; i < n_pages; i++)
    {
      g_autofree char *footer = g_strdup_printf ("Page %u of %u", i + 1, n_pages);
      char *text = cp_test_pdf_page_text (document, i);

      g_ptr_array_add (pages, text);
      assert_contains (text, footer);
      if (i > 0)
        assert_contains (text, "Quote Q-0001, continued");
    }

  for (guint i = 0; i < n_lines; i++)
    {
      const CpQuoteLine *line = cp_quote_get_line (quote, i);
      guint page = cp_quote_renderer_get_line_page (renderer, i);
      g_autofree char *amount = cp_format_price (line->total_cents);
      const char *text = pages->pdata[page];

      /* In order, and the whole row on one page: its description, its
       * detail and its amount together. */
      g_assert_cmpuint (page, >=, last_page);
      last_page = page;
      if (i > 0)
        {
          g_autofree char *description = g_strdup_printf ("Part %u, boxed", i + 1);

          if (strstr (text, description) == NULL)
            g_error ("“%s” is not on page %u:\n%s", description, page + 1, text);
        }
      if (i > 0 && line->detail != NULL)
        {
          g_autofree char *start = g_strdup_printf ("Detail of item %u,", i + 1);

          assert_contains (text, start);
          assert_contains (text, "in the item column");
        }
      assert_contains (text, amount);

      /* A page that goes on with the table repeats its column titles. */
      if (page > 0 && (i == 0 || cp_quote_renderer_get_line_page (renderer, i - 1) != page))
        {
          assert_contains (text, "Line items, continued");
          assert_contains (text, "Unit price");
        }
    }

  /* The total follows the last line. */
  total = cp_format_price (cp_quote_get_total_cents (quote));
  {
    guint page;

    for (page = last_page; page < n_pages; page++)
      if (strstr (pages->pdata[page], total) != NULL)
        break;
    g_assert_cmpuint (page, <, n_pages);
  }

  /* The diagram, whole, on one page after the lines. */
  g_assert_cmpuint (cp_quote_renderer_get_diagram_page (renderer), >=, last_page);
  assert_contains (pages->pdata[cp_quote_renderer_get_diagram_page (renderer)],
                   "24 GPUs · 1,920 GB pooled");

  /* About twenty pages, as the benchmark writes them. */
  {
    g_autoptr(CpQuote) long_quote = make_quote ("deepseek-v4-pro", NULL);
    g_autoptr(CpQuoteRenderer) long_renderer = NULL;

    add_lines (long_quote, 800);
    long_renderer = cp_quote_renderer_new (long_quote, 500, 760);
    g_assert_cmpuint (cp_quote_renderer_get_n_pages (long_renderer), >=, 18);
  }

  cp_test_remove_tmpdir (dir);
}

/* Pages of another size: US Letter, landscape A4 and a small one all lay
 * out, and each page still fits its area. */
static void
test_paper_sizes (void)
{
  g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL);
  const double sizes[][2] = {
    { CP_QUOTE_LETTER_WIDTH, CP_QUOTE_LETTER_HEIGHT },
    { CP_QUOTE_A4_HEIGHT, CP_QUOTE_A4_WIDTH },
    { 420, 595 },
  };
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote");
  g_autofree char *path = g_build_filename (dir, "small.pdf", NULL);
  CpQuotePaper paper;

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(CpQuoteRenderer) renderer = NULL;
      cairo_surface_t *surface;
      cairo_t *cr;

      cp_quote_paper_init_sized (&paper, sizes[i][0], sizes[i][1]);
      renderer = cp_quote_renderer_new (quote,
                                        paper.width - paper.margin_left - paper.margin_right,
                                        paper.height - paper.margin_top - paper.margin_bottom);
      g_assert_cmpuint (cp_quote_renderer_get_n_pages (renderer), >=, 1);
      /* The figures, the site requirements, the drawing, the notes and the
       * terms: four pages on the smallest paper, no more. */
      g_assert_cmpuint (cp_quote_renderer_get_n_pages (renderer), <=, 4);

      /* Each page draws inside its area, and only there. */
      for (guint page = 0; page < cp_quote_renderer_get_n_pages (renderer); page++)
        {
          double area_width = cp_quote_renderer_get_width (renderer);
          double area_height = cp_quote_renderer_get_height (renderer);
          double x, y, width, height;

          surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
          cr = cairo_create (surface);
          cp_quote_renderer_draw_page (renderer, cr, page);
          g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
          cairo_destroy (cr);

          cairo_recording_surface_ink_extents (surface, &x, &y, &width, &height);
          g_assert_cmpfloat (x, >=, -2);
          g_assert_cmpfloat (y, >=, -2);
          g_assert_cmpfloat (x + width, <=, area_width + 2);
          g_assert_cmpfloat (y + height, <=, area_height + 2);
          g_assert_cmpfloat (width, >, area_width / 2);
          cairo_surface_destroy (surface);
        }
    }

  /* Paper too small for a quote: said, not drawn. */
  cp_quote_paper_init_sized (&paper, 200, 200);
  g_assert_false (cp_quote_export_pdf (quote, path, &paper, &error));
  g_assert_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  cp_test_remove_tmpdir (dir);
}

/* Failed exports */

/* A folder that is not there, and a folder in the file's place: the
 * error names the file and says why; nothing is left behind. */
static void
test_export_unwritable (void)
{
  g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote");
  g_autofree char *missing = g_build_filename (dir, "no-such-folder", "quote.pdf", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder.pdf", NULL);
  g_autofree char *inside = g_build_filename (folder, "keep", NULL);

  g_assert_false (cp_quote_export_pdf (quote, missing, NULL, &error));
  g_assert_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_WRITE);
  g_assert_true (g_str_has_prefix (error->message, missing));
  g_assert_nonnull (strstr (error->message, g_strerror (ENOENT)));
  g_clear_error (&error);

  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  g_file_set_contents (inside, "keep", -1, &error);
  g_assert_no_error (error);
  g_assert_false (cp_quote_export_pdf (quote, folder, NULL, &error));
  g_assert_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_WRITE);
  g_assert_true (g_str_has_prefix (error->message, folder));
  g_assert_true (g_file_test (inside, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpuint (count_entries (dir), ==, 1);

  cp_test_remove_tmpdir (dir);
}

/* The disk fills up half-way through (a file-size limit stands in for it,
 * in a child process so that the limit goes with it): the old file keeps
 * its contents and no temporary file is left. Root ignores permissions,
 * but not this limit. */
static void
test_export_write_fails (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL);
      const char *dir = g_getenv ("TEST_QUOTE_DIR");
      g_autofree char *path = g_build_filename (dir, "quote.pdf", NULL);
      g_autofree char *contents = NULL;
      struct rlimit limit = { 8192, 8192 };

      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);

      g_assert_false (cp_quote_export_pdf (quote, path, NULL, &error));
      g_assert_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_WRITE);
      g_assert_true (g_str_has_prefix (error->message, path));
      g_assert_nonnull (strstr (error->message, g_strerror (EFBIG)));

      g_file_get_contents (path, &contents, NULL, NULL);
      g_assert_cmpstr (contents, ==, "the old quote");
      g_assert_cmpuint (count_entries (dir), ==, 1);
      return;
    }
  else
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *dir = cp_test_make_tmpdir ("cp-quote");
      g_autofree char *path = g_build_filename (dir, "quote.pdf", NULL);

      g_file_set_contents (path, "the old quote", -1, &error);
      g_assert_no_error (error);

      g_setenv ("TEST_QUOTE_DIR", dir, TRUE);
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_unsetenv ("TEST_QUOTE_DIR");
      g_test_trap_assert_passed ();

      cp_test_remove_tmpdir (dir);
    }
}

/* A place that cannot be written, whoever runs the test (permissions would
 * not stop root): a "folder" that is a file. The old file stays as it was
 * and nothing is left behind. */
static void
test_export_not_a_folder (void)
{
  g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote");
  g_autofree char *path = g_build_filename (dir, "quote.pdf", NULL);
  g_autofree char *inside = g_build_filename (path, "quote.pdf", NULL);
  g_autofree char *contents = NULL;

  g_file_set_contents (path, "the old quote", -1, &error);
  g_assert_no_error (error);

  g_assert_false (cp_quote_export_pdf (quote, inside, NULL, &error));
  g_assert_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_WRITE);
  g_assert_true (g_str_has_prefix (error->message, inside));
  g_assert_nonnull (strstr (error->message, g_strerror (ENOTDIR)));
  g_file_get_contents (path, &contents, NULL, NULL);
  g_assert_cmpstr (contents, ==, "the old quote");
  g_assert_cmpuint (count_entries (dir), ==, 1);

  cp_test_remove_tmpdir (dir);
}

/* The command line */

static void
test_cli (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *pdf = NULL;
  g_autofree char *desktop = NULL;
  g_autofree char *arg = NULL;
  g_autofree char *text = NULL;
  g_autofree char *missing = NULL;
  g_autofree char *expected = NULL;
  g_auto(CpTestRun) plain = { 0 };

  /* meson test sets it to the built program. */
  g_assert_nonnull (g_getenv ("CLUSTER_PLANNER"));

  dir = cp_test_make_tmpdir ("cp-quote");
  pdf = g_build_filename (dir, "q.pdf", NULL);
  desktop = g_build_filename (dir, "desktop.pdf", NULL);
  missing = g_build_filename (dir, "no-such-folder", "q.pdf", NULL);

  /* The recommended build; the output is what it is without the export,
   * after the line that says which number the quote took. */
  {
    const char *args[] = { "--size", "deepseek-v4-pro", NULL, NULL };
    const char *env[] = { "SOURCE_DATE_EPOCH=" EPOCH_2026_12_01, NULL };
    g_auto(CpTestRun) run = { 0 };

    cp_test_run_cli (&plain, env, args);
    g_assert_cmpint (plain.status, ==, 0);

    arg = g_strdup_printf ("--export-quote=%s", pdf);
    args[2] = arg;
    cp_test_run_cli (&run, env, args);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.err, ==, "");
    {
      g_autofree char *said = g_strdup_printf ("Quote Q-0001 written to %s\n%s", pdf, plain.out);

      g_assert_cmpstr (run.out, ==, said);
    }

    text = cp_test_pdf_file_text (pdf);
    assert_contains (text, "3 × NVIDIA DGX H100");
    assert_contains (text, "$597,000");
    assert_contains (text, "Issued 1 December 2026");
    g_clear_pointer (&arg, g_free);
    g_clear_pointer (&text, g_free);
  }

  /* --tier picks another build; one that cannot run the model is quoted
   * as asked, with a warning on stderr and the notice on the first page. */
  {
    const char *args[] = { "--size", "deepseek-v4-pro", "--tier", "desktop", NULL, NULL };
    g_auto(CpTestRun) run = { 0 };
    g_autoptr(Pdf) document = NULL;
    g_autofree char *first_page = NULL;

    arg = g_strdup_printf ("--export-quote=%s", desktop);
    args[4] = arg;
    cp_test_run_cli (&run, NULL, args);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.err, ==, "cluster-planner: warning: 60 × GeForce RTX 5090 card cannot "
                                  "run DeepSeek V4 Pro: 1,920 GB on paper; each card sees only "
                                  "its own 32 GB — this model cannot run across them. The quote "
                                  "says so on its first page.\n");

    text = cp_test_pdf_file_text (desktop);
    assert_contains (text, "60 × GeForce RTX 5090 card");
    assert_contains (text, "on paper");
    document = cp_test_pdf_open (desktop);
    first_page = cp_test_pdf_page_text (document, 0);
    assert_contains (first_page, "This build cannot run the model");
    assert_contains (first_page, "60 × GeForce RTX 5090 card cannot run DeepSeek V4 Pro");
    g_clear_pointer (&arg, g_free);
    g_clear_pointer (&text, g_free);
  }

  /* A place that cannot be written: one line, status 1, nothing on stdout. */
  {
    const char *args[] = { "--size", "deepseek-v4-pro", NULL, NULL };
    g_auto(CpTestRun) run = { 0 };
    g_autofree char *folder = g_path_get_dirname (missing);

    arg = g_strdup_printf ("--export-quote=%s", missing);
    args[2] = arg;
    cp_test_run_cli (&run, NULL, args);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.out, ==, "");
    expected = g_strdup_printf ("cluster-planner: --export-quote: %s: cannot write in the folder "
                                "“%s”: %s\n", missing, folder, g_strerror (ENOENT));
    g_assert_cmpstr (run.err, ==, expected);
    g_clear_pointer (&arg, g_free);
  }

  /* With no settings schema installed: the schema's defaults, no crash;
   * the number comes from a register of its own, new. */
  {
    const char *args[] = { "--size", "deepseek-v4-pro", NULL, NULL };
    g_autofree char *empty = g_build_filename (dir, "no-schemas", NULL);
    g_autofree char *schema_dir = g_strdup_printf ("GSETTINGS_SCHEMA_DIR=%s", empty);
    g_autofree char *data_dirs = g_strdup_printf ("XDG_DATA_DIRS=%s", empty);
    g_autofree char *data_home = g_strdup_printf ("XDG_DATA_HOME=%s/no-schemas-data", dir);
    const char *env[] = { schema_dir, data_dirs, data_home, NULL };
    g_auto(CpTestRun) run = { 0 };

    g_assert_cmpint (g_mkdir (empty, 0755), ==, 0);
    arg = g_strdup_printf ("--export-quote=%s", pdf);
    args[2] = arg;
    cp_test_run_cli (&run, env, args);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.err, ==, "");

    text = cp_test_pdf_file_text (pdf);
    assert_contains (text, "Bektursun's AI Hardware Store");
    assert_contains (text, "Q-0001");
    g_clear_pointer (&arg, g_free);
    g_clear_pointer (&text, g_free);
  }

  /* With settings that last: the number advances with each quote (the
   * register's; see test-quote-register for all the ways it is kept). */
  {
    const char *args[] = { "--size", "deepseek-v4-pro", NULL, NULL };
    g_autofree char *config = g_build_filename (dir, "config", NULL);
    g_autofree char *config_home = g_strdup_printf ("XDG_CONFIG_HOME=%s", config);
    g_autofree char *data_home = g_strdup_printf ("XDG_DATA_HOME=%s/keyfile-data", dir);
    const char *env[] = { "GSETTINGS_BACKEND=keyfile", config_home, data_home, NULL };

    arg = g_strdup_printf ("--export-quote=%s", pdf);
    args[2] = arg;
    for (guint i = 1; i <= 2; i++)
      {
        g_auto(CpTestRun) run = { 0 };
        g_autofree char *number = g_strdup_printf ("Q-000%u", i);

        cp_test_run_cli (&run, env, args);
        g_assert_cmpint (run.status, ==, 0);
        text = cp_test_pdf_file_text (pdf);
        assert_contains (text, number);
        g_clear_pointer (&text, g_free);
      }
    g_clear_pointer (&arg, g_free);
  }

  cp_test_remove_tmpdir (dir);
}

/* A quote sized for a workload says so, with the layout, users and
 * context of the card, and shows the per-GPU bar: the weights' swatch in
 * the legend, in blue, left of its words. Without a workload, none of it. */
static void
test_workload (void)
{
  g_autofree char *folder = cp_test_make_tmpdir ("test-quote");
  g_autofree char *path = g_build_filename (folder, "workload.pdf", NULL);
  g_autofree char *plain_path = g_build_filename (folder, "plain.pdf", NULL);
  g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (32768, 16, CP_KV_CACHE_BF16);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlan) plan = NULL;
  g_autoptr(CpQuote) quote = NULL;
  g_autoptr(CpQuote) plain = make_quote ("llama-3.1-70b", NULL);
  g_autoptr(Pdf) document = NULL;
  g_autoptr(Pdf) plain_document = NULL;
  g_autofree char *text = NULL;
  g_autofree char *plain_text = NULL;
  CpModel *model = cp_catalog_find_model (catalog, "llama-3.1-70b");
  gboolean swatch_found = FALSE;

  plan = cp_test_catalog_plan_with_workload (catalog, &model, 1, workload, &error);
  g_assert_no_error (error);
  quote = cp_quote_new (catalog, plan, cp_plan_get_recommended (plan));
  g_assert_true (cp_quote_export_pdf (quote, path, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (cp_quote_export_pdf (plain, plain_path, NULL, &error));
  g_assert_no_error (error);

  document = cp_test_pdf_open (path);
  text = cp_test_pdf_text (document);
  assert_contains (text, "Sized for 32,768 tokens per request, 16 users at a time, KV cache in bf16.");
  assert_contains (text, "Fits this workload on 8 of 8 GPUs");
  assert_contains (text, "8 GPUs of one NVIDIA DGX H100 work as one copy: tensor parallel 8");
  assert_contains (text, "Up to 38 users at 32,768 tokens");
  /* The engine the per-GPU figures follow. */
  assert_contains (text, "what vLLM 0.19 takes on each GPU");
  assert_contains (text, "43 GiB of 71.3 GiB usable");
  /* What the build can and cannot promise: the speed bounds, each with
   * its bound word, and where the GPU's figures come from
   * (docs/sizing.md §13). */
  assert_contains (text, "What this build can and cannot promise");
  assert_contains (text, "tokens/s per user — a physical ceiling; engines reach a fraction of it");
  assert_contains (text, "First token no sooner than");
  assert_contains (text, "per million tokens at full load");
  assert_contains (text, "No speed is promised.");
  assert_contains (text, "Source: NVIDIA H100 Tensor Core GPU datasheet, H100 SXM");

  plain_document = cp_test_pdf_open (plain_path);
  plain_text = cp_test_pdf_text (plain_document);
  g_assert_null (strstr (plain_text, "Sized for"));
  g_assert_null (strstr (plain_text, "GiB"));
  g_assert_null (strstr (plain_text, "tokens/s"));

  for (int i = 0; i < poppler_document_get_n_pages (document) && !swatch_found; i++)
    {
      g_autoptr(PdfPage) page = poppler_document_get_page (document, i);
      GList *found = poppler_page_find_text (page, "Weights 16.4 GiB");
      double width, height;
      cairo_surface_t *surface;
      cairo_t *cr;

      if (found == NULL)
        continue;

      /* At 2 pixels a point; Poppler's rectangles count from the bottom. */
      poppler_page_get_size (page, &width, &height);
      surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) width * 2, (int) height * 2);
      cr = cairo_create (surface);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      cairo_scale (cr, 2, 2);
      poppler_page_render_for_printing (page, cr);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      {
        PopplerRectangle *r = found->data;
        double y = (height - (r->y1 + r->y2) / 2) * 2;
        int stride = cairo_image_surface_get_stride (surface);
        const guint8 *data = cairo_image_surface_get_data (surface);

        /* The swatch is left of the words, within twenty points. */
        for (double x = (r->x1 - 20) * 2; x < r->x1 * 2 && !swatch_found; x++)
          {
            guint32 pixel;

            memcpy (&pixel, data + (int) y * stride + (int) x * 4, sizeof pixel);
            pixel &= 0xffffff;

            swatch_found = pixel == 0x1a5fb4;
          }
      }
      cairo_surface_destroy (surface);
      g_list_free_full (found, (GDestroyNotify) poppler_rectangle_free);
    }
  g_assert_true (swatch_found);

  cp_test_remove_tmpdir (folder);
}

/* Whatever the settings hold, the quote lays out bounded texts: a
 * 100,000-character store name took the export over a minute. */
static void
test_bounded_texts (void)
{
  g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL);
  g_autoptr(GString) huge = g_string_new (NULL);
  g_autoptr(GString) lines = g_string_new (NULL);
  g_auto(GStrv) address = NULL;

  for (guint i = 0; i < 100000; i++)
    g_string_append (huge, i % 2 ? "я" : "W");
  for (guint i = 0; i < 100000; i++)
    g_string_append (lines, "Street\n");

  cp_quote_set_store_name (quote, huge->str);
  g_assert_cmpint (g_utf8_strlen (cp_quote_get_store_name (quote), -1), ==, 200);
  g_assert_true (g_str_has_suffix (cp_quote_get_store_name (quote), "…"));
  g_assert_cmpint (strncmp (huge->str, cp_quote_get_store_name (quote),
                            strlen (cp_quote_get_store_name (quote)) - strlen ("…")), ==, 0);

  cp_quote_set_customer (quote, huge->str);
  g_assert_cmpint (g_utf8_strlen (cp_quote_get_customer (quote), -1), ==, 200);

  cp_quote_set_number_prefix (quote, huge->str);
  g_assert_cmpint (g_utf8_strlen (cp_quote_get_number_prefix (quote), -1), ==, 20);

  cp_quote_set_store_address (quote, lines->str);
  address = g_strsplit (cp_quote_get_store_address (quote), "\n", -1);
  g_assert_cmpuint (g_strv_length (address), ==, 8);

  /* Short texts are kept as they are. */
  cp_quote_set_store_name (quote, "Bektursun's AI Hardware Store");
  g_assert_cmpstr (cp_quote_get_store_name (quote), ==, "Bektursun's AI Hardware Store");
  cp_quote_set_store_address (quote, "Bishkek\nKyrgyzstan");
  g_assert_cmpstr (cp_quote_get_store_address (quote), ==, "Bishkek\nKyrgyzstan");
}

/* The customer's and the store's details are laid out on the quote as
 * its name is, so they are bounded as it is, whatever the settings, the
 * register or the dialog hold: 200 characters of a line, 500 of the
 * terms, 8 lines of an address. */
static void
test_bounded_details (void)
{
  static const struct { CpQuoteDetail detail; glong max_chars; } lines[] = {
    { CP_QUOTE_DETAIL_CUSTOMER_CONTACT, 200 },
    { CP_QUOTE_DETAIL_CUSTOMER_EMAIL, 200 },
    { CP_QUOTE_DETAIL_STORE_PHONE, 200 },
    { CP_QUOTE_DETAIL_STORE_EMAIL, 200 },
    { CP_QUOTE_DETAIL_STORE_WEBSITE, 200 },
    { CP_QUOTE_DETAIL_STORE_TAX_NUMBER, 200 },
    { CP_QUOTE_DETAIL_PAYMENT_TERMS, 500 },
    { CP_QUOTE_DETAIL_LEAD_TIME, 500 },
  };
  g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL);
  g_autoptr(GString) huge = g_string_new (NULL);
  g_autoptr(GString) street = g_string_new (NULL);
  g_autoptr(GString) streets = g_string_new (NULL);
  g_auto(GStrv) address = NULL;
  const char *kept;

  for (guint i = 0; i < 100000; i++)
    g_string_append (huge, i % 2 ? "я" : "W");
  for (guint i = 0; i < 300; i++)
    g_string_append (street, "Chui ");
  for (guint i = 0; i < 100000; i++)
    g_string_append (streets, "Street\n");

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      cp_quote_set_detail (quote, lines[i].detail, huge->str);
      kept = cp_quote_get_detail (quote, lines[i].detail);
      g_assert_cmpint (g_utf8_strlen (kept, -1), ==, lines[i].max_chars);
      g_assert_true (g_str_has_suffix (kept, "…"));
      g_assert_cmpint (strncmp (huge->str, kept, strlen (kept) - strlen ("…")), ==, 0);

      cp_quote_set_detail (quote, lines[i].detail, "  +996 312 000 000\n ");
      g_assert_cmpstr (cp_quote_get_detail (quote, lines[i].detail), ==, "+996 312 000 000");
    }

  /* The customer's address: at most 8 lines, then at most 1,000
   * characters, as the store's. */
  cp_quote_set_detail (quote, CP_QUOTE_DETAIL_CUSTOMER_ADDRESS, streets->str);
  address = g_strsplit (cp_quote_get_detail (quote, CP_QUOTE_DETAIL_CUSTOMER_ADDRESS), "\n", -1);
  g_assert_cmpuint (g_strv_length (address), ==, 8);
  g_assert_cmpstr (address[7], ==, "Street");

  g_string_append_c (street, '\n');
  g_string_append (street, street->str);
  cp_quote_set_detail (quote, CP_QUOTE_DETAIL_CUSTOMER_ADDRESS, street->str);
  kept = cp_quote_get_detail (quote, CP_QUOTE_DETAIL_CUSTOMER_ADDRESS);
  g_assert_cmpint (g_utf8_strlen (kept, -1), ==, 1000);
  g_assert_true (g_str_has_suffix (kept, "…"));

  cp_quote_set_detail (quote, CP_QUOTE_DETAIL_CUSTOMER_ADDRESS, "1 Chui Avenue\nBishkek 720001");
  g_assert_cmpstr (cp_quote_get_detail (quote, CP_QUOTE_DETAIL_CUSTOMER_ADDRESS), ==,
                   "1 Chui Avenue\nBishkek 720001");
}

/* A command that writes a quote and a diagram checks everything first:
 * when anything is wrong (the date, either file), nothing is written, and
 * the reason is one line. */
static void
test_cli_checks_first (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote");
  g_autofree char *pdf = g_build_filename (dir, "q.pdf", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.png", NULL);
  g_autofree char *quote_arg = g_strdup_printf ("--export-quote=%s", pdf);
  g_autofree char *wrong_format = g_strdup_printf ("--export-diagram=%s/d.pdf", dir);
  g_autofree char *to_fifo = g_strdup_printf ("--export-diagram=%s", fifo);
  g_autofree char *to_png = g_strdup_printf ("--export-diagram=%s/d.png", dir);
  static const struct {
    const char *epoch;
    int         diagram;
    const char *message;
  } cases[] = {
    { "253402300799", 2, "cluster-planner: SOURCE_DATE_EPOCH: 253402300799 is too late; "
                         "it can be at most 253,370,678,399\n" },
    /* Build tools' "no date": a quote dated 1970 would be issued expired. */
    { "0", 2, "cluster-planner: SOURCE_DATE_EPOCH: 0 is too early: its quote would have expired "
              "long ago; it can be at least 1,767,225,600 (1 January 2026)\n" },
    { "1767225599", 2, "cluster-planner: SOURCE_DATE_EPOCH: 1767225599 is too early" },
    { "abc", 2, "cluster-planner: SOURCE_DATE_EPOCH: “abc” is not a whole number of seconds since 1970\n" },
    { "-1", 2, "cluster-planner: SOURCE_DATE_EPOCH: “-1” is not a whole number of seconds since 1970\n" },
    { "1\n2", 2, "cluster-planner: SOURCE_DATE_EPOCH: “1\\n2” is not a whole number of seconds since 1970\n" },
    { EPOCH_2026_12_01, 0, "cluster-planner: --export-diagram: " },
    { EPOCH_2026_12_01, 1, "cluster-planner: --export-diagram: " },
  };

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *epoch = g_strdup_printf ("SOURCE_DATE_EPOCH=%s", cases[i].epoch);
      const char *env[] = { epoch, NULL };
      const char *diagrams[] = { wrong_format, to_fifo, to_png };
      const char *args[] = { "--size", "deepseek-v4-pro", quote_arg, diagrams[cases[i].diagram], NULL };
      g_auto(CpTestRun) run = { 0 };

      cp_test_run_cli (&run, env, args);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.out, ==, "");
      if (!g_str_has_prefix (run.err, cases[i].message))
        g_error ("“%s” does not start with “%s”", run.err, cases[i].message);
      g_assert_true (strchr (run.err, '\n') == run.err + strlen (run.err) - 1);
      g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
      g_assert_cmpuint (count_entries (dir), ==, 1);
    }

  /* The latest date allowed still has a date to be valid until. */
  {
    const char *env[] = { "SOURCE_DATE_EPOCH=253370678399", NULL };
    const char *args[] = { "--size", "deepseek-v4-pro", quote_arg, NULL };
    g_auto(CpTestRun) run = { 0 };
    g_autofree char *text = NULL;

    cp_test_run_cli (&run, env, args);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.err, ==, "");
    text = cp_test_pdf_file_text (pdf);
    assert_contains (text, "Issued 30 December 9998");
    assert_contains (text, "Valid until 29 January 9999");
    g_assert_null (strstr (text, "(null)"));
  }

  /* No file name at all. */
  {
    const char *args[] = { "--size", "deepseek-v4-pro", "--export-quote=", NULL };
    g_auto(CpTestRun) run = { 0 };

    cp_test_run_cli (&run, NULL, args);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.err, ==, "cluster-planner: --export-quote: needs a file name\n");
  }

  g_unlink (fifo);
  cp_test_remove_tmpdir (dir);
}

/* A quote is assembled from its build and its terms: the words given, the
 * plan's customer over the default one, the extras and the tax summed in
 * the lines; terms without extras leave a quote of the units alone. */
static void
test_assemble (void)
{
  g_autoptr(CpPlan) plan = make_plan ("deepseek-v4-pro");
  CpBuild *build = cp_plan_get_recommended (plan);
  g_auto(CpQuoteTerms) terms = { 0, };
  g_auto(CpQuoteTerms) units_only = { 0, };
  g_autoptr(CpQuote) quote = NULL;
  g_autoptr(CpQuote) bare = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *number = NULL;
  CpQuoteExtras extras;

  cp_quote_terms_init (&terms);
  terms.store_name = g_strdup ("Bektursun & Sons");
  terms.number_prefix = g_strdup ("BK-");
  terms.number = 12;
  terms.customer = g_strdup ("Default Customer");
  terms.customer_fields[CP_PLAN_CUSTOMER_COMPANY] = g_strdup ("Acme Robotics");
  terms.details[CP_QUOTE_DETAIL_LEAD_TIME] = g_strdup ("Six weeks");
  terms.extras.installation = FALSE;
  terms.tax_rate = 1200;

  quote = cp_quote_assemble (catalog, plan, build, &terms, &error);
  g_assert_no_error (error);
  number = cp_quote_dup_number_text (quote);
  g_assert_cmpstr (number, ==, "BK-0012");
  g_assert_cmpstr (cp_quote_get_store_name (quote), ==, "Bektursun & Sons");
  /* Left NULL: as the quote was made. */
  g_assert_cmpstr (cp_quote_get_store_address (quote), ==, "Bishkek, Kyrgyzstan");
  g_assert_cmpstr (cp_quote_get_customer (quote), ==, "Acme Robotics");
  g_assert_cmpstr (cp_quote_get_detail (quote, CP_QUOTE_DETAIL_LEAD_TIME), ==, "Six weeks");
  g_assert_cmpuint (cp_quote_get_tax_rate (quote), ==, 1200);
  g_assert_cmpint (cp_quote_get_tax_cents (quote), >, 0);
  g_assert_cmpint (cp_quote_get_total_cents (quote), ==,
                   cp_quote_get_subtotal_cents (quote) + cp_quote_get_tax_cents (quote));
  cp_quote_get_extras (quote, &extras);
  g_assert_false (extras.installation);
  g_assert_true (extras.accessories);

  cp_quote_terms_init (&units_only);
  units_only.has_extras = FALSE;
  bare = cp_quote_assemble (catalog, plan, build, &units_only, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cp_quote_get_n_lines (bare), ==, 1);
  g_assert_cmpuint (cp_quote_get_tax_rate (bare), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  g_unsetenv ("SOURCE_DATE_EPOCH");

  catalog = cp_catalog_new_builtin (&error);
  g_assert_no_error (error);

  g_test_add_func ("/cluster-planner/quote/document", test_document);
  g_test_add_func ("/cluster-planner/quote/totals", test_totals);
  g_test_add_func ("/cluster-planner/quote/source-date-epoch", test_source_date_epoch);
  g_test_add_func ("/cluster-planner/quote/settings/defaults", test_settings_defaults);
  g_test_add_func ("/cluster-planner/quote/settings/apply", test_settings_apply);
  g_test_add_func ("/cluster-planner/quote/assemble", test_assemble);
  g_test_add_func ("/cluster-planner/quote/pdf", test_pdf);
  g_test_add_func ("/cluster-planner/quote/pdf-desktop", test_pdf_desktop);
  g_test_add_func ("/cluster-planner/quote/pdf-currency", test_pdf_currency);
  g_test_add_func ("/cluster-planner/quote/pagination", test_pagination);
  g_test_add_func ("/cluster-planner/quote/paper-sizes", test_paper_sizes);
  g_test_add_func ("/cluster-planner/quote/export/unwritable", test_export_unwritable);
  g_test_add_func ("/cluster-planner/quote/export/write-fails", test_export_write_fails);
  g_test_add_func ("/cluster-planner/quote/export/not-a-folder", test_export_not_a_folder);
  g_test_add_func ("/cluster-planner/quote/cli", test_cli);
  g_test_add_func ("/cluster-planner/quote/workload", test_workload);
  g_test_add_func ("/cluster-planner/quote/cli-checks-first", test_cli_checks_first);
  g_test_add_func ("/cluster-planner/quote/bounded-texts", test_bounded_texts);
  g_test_add_func ("/cluster-planner/quote/bounded-details", test_bounded_details);

  status = g_test_run ();

  g_clear_object (&catalog);

  return status;
}
