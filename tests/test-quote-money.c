/* test-quote-money.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "cp-build-words.h"
#include "cp-catalog.h"
#include "cp-money.h"
#include "cp-quote-export.h"
#include "cp-quote-renderer.h"
#include "cp-quote-terms.h"
#include "cp-serving-words.h"
#include "cp-test-pdf.h"
#include "cp-test-plan.h"
#include "cp-test-planner.h"
#include "cp-test-util.h"

/* A quote a store in Bishkek can send (issue 25), read back from its PDF
 * with Poppler: in som with VAT, every line converted once and the sums
 * adding up to the tyiyn; the store's details and bank account; the
 * caveats the window shows; both signature blocks; no page under a
 * quarter full but the last; and a draft that is no quote. The expected
 * figures are worked out here from the catalog's prices and the rate, in
 * integer arithmetic of their own, not taken from what the code makes. */

/* 1 December 2026, 00:00 UTC. */
#define EPOCH_2026_12_01 "1796083200"

static CpCatalog *catalog;

/* The store's details, all of them. */
static void
fill_store (CpQuoteTerms *terms)
{
  static const struct { CpQuoteDetail detail; const char *value; } details[] = {
    { CP_QUOTE_DETAIL_STORE_PHONE, "+996 312 90 12 34" },
    { CP_QUOTE_DETAIL_STORE_EMAIL, "sales@bektursun.kg" },
    { CP_QUOTE_DETAIL_STORE_WEBSITE, "bektursun.kg" },
    { CP_QUOTE_DETAIL_STORE_TAX_NUMBER, "02312201810123" },
    { CP_QUOTE_DETAIL_STORE_BANK_NAME, "Demir Kyrgyz International Bank" },
    { CP_QUOTE_DETAIL_STORE_BANK_ACCOUNT, "1180000012345678" },
    { CP_QUOTE_DETAIL_STORE_BANK_BIC, "DEMIKG22" },
    { CP_QUOTE_DETAIL_SELLER_NAME, "Bektursun Askarov" },
    { CP_QUOTE_DETAIL_SELLER_TITLE, "Director" },
  };

  terms->store_address = g_strdup ("12 Chui Avenue\nBishkek 720040");
  terms->customer = g_strdup ("Acme Robotics");
  for (guint i = 0; i < G_N_ELEMENTS (details); i++)
    {
      g_free (terms->details[details[i].detail]);
      terms->details[details[i].detail] = g_strdup (details[i].value);
    }
}

/* The recommended build's quote for @model_id, in som at @rate with 12 %
 * НДС, added or @included, with the store's details. */
static CpQuote *
make_som_quote (const char *model_id,
                const char *rate,
                gboolean    included)
{
  g_auto(CpQuoteTerms) terms = { 0, };
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlan) plan = NULL;
  CpModel *model = cp_catalog_find_model (catalog, model_id);
  CpQuote *quote;

  plan = cp_test_catalog_plan (catalog, &model, 1, &error);
  g_assert_no_error (error);

  cp_quote_terms_init (&terms);
  fill_store (&terms);
  terms.currency = g_strdup ("KGS");
  terms.exchange_rate = g_strdup (rate);
  terms.exchange_rate_date = g_strdup ("2026-12-03");
  terms.tax_label = g_strdup ("НДС");
  terms.tax_rate = 1200;
  terms.tax_included = included;
  quote = cp_quote_assemble (catalog, plan, cp_plan_get_recommended (plan), &terms, &error);
  g_assert_no_error (error);

  return quote;
}

/* The PDF's text, with no-break spaces as spaces. */
static char *
export_text (CpQuote    *quote,
             const char *dir,
             const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GString) text = NULL;
  g_autofree char *read = NULL;

  g_assert_true (cp_quote_export_pdf (quote, path, NULL, &error));
  g_assert_no_error (error);
  read = cp_test_pdf_file_text (path);
  text = g_string_new (read);
  g_string_replace (text, "\u00a0", " ", 0);

  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Fails unless @text has @label followed by @value, with or without a
 * space between: Poppler joins a label and the figure right of it. */
static void
assert_pair (const char *text,
             const char *label,
             const char *value)
{
  g_autofree char *spaced = g_strdup_printf ("%s %s", label, value);
  g_autofree char *joined = g_strdup_printf ("%s%s", label, value);

  if (strstr (text, spaced) == NULL && strstr (text, joined) == NULL)
    g_error ("“%s” then “%s” not found in:\n%s", label, value, text);
}

/* @tyiyn written as som are here, independently of cp-money.c: digits in
 * threes, a space between, a decimal comma, both tyiyn digits, "сом". */
static char *
som (gint64 tyiyn)
{
  g_autofree char *digits = g_strdup_printf ("%" G_GINT64_FORMAT, tyiyn / 100);
  GString *text = g_string_new (NULL);
  int len = strlen (digits);

  for (int i = 0; i < len; i++)
    {
      if (i > 0 && (len - i) % 3 == 0)
        g_string_append_c (text, ' ');
      g_string_append_c (text, digits[i]);
    }
  g_string_append_printf (text, ",%02d сом", (int) (tyiyn % 100));

  return g_string_free (text, FALSE);
}

/* Llama 3.1 70B on one DGX H100 in som at 87.45 with 12 % НДС added: each
 * price is the catalog's times 87.45, rounded to the tyiyn; each line its
 * quantity times that; the lines add up to the subtotal, 12 % of it to
 * the tax, and both to the total, to the tyiyn, in the PDF as in the
 * quote. With the tax included the total is the subtotal, and the tax the
 * part of it 12/112 makes up. */
static void
test_som_with_vat (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote-money");
  g_autoptr(CpQuote) quote = make_som_quote ("llama-3.1-70b", "87.45", FALSE);
  g_autoptr(CpQuote) included = make_som_quote ("llama-3.1-70b", "87.45", TRUE);
  g_autofree char *text = export_text (quote, dir, "som.pdf");
  g_autofree char *included_text = export_text (included, dir, "included.pdf");
  gint64 subtotal = 0, tax, total;

  g_assert_cmpstr (cp_quote_get_currency (quote), ==, "KGS");
  for (guint i = 0; i < cp_quote_get_n_lines (quote); i++)
    {
      const CpQuoteLine *line = cp_quote_get_line (quote, i);
      /* 87.45 som to the dollar: cents × 8,745 / 100, half a tyiyn up. */
      gint64 price = (line->catalog_unit_price_cents * 8745 + 50) / 100;
      g_autofree char *price_text = som (price);
      g_autofree char *amount_text = som (price * line->quantity);

      g_assert_cmpint (line->unit_price_cents, ==, price);
      g_assert_cmpint (line->total_cents, ==, price * line->quantity);
      assert_contains (text, price_text);
      assert_contains (text, amount_text);
      subtotal += line->total_cents;
    }
  tax = (subtotal * 12 + 50) / 100;
  total = subtotal + tax;
  g_assert_cmpint (cp_quote_get_subtotal_cents (quote), ==, subtotal);
  g_assert_cmpint (cp_quote_get_tax_cents (quote), ==, tax);
  g_assert_cmpint (cp_quote_get_total_cents (quote), ==, total);

  /* The figures of the recommended build: one DGX H100 ($199,000), a
   * rack, installation, a year of support, shipping. */
  g_assert_cmpint (subtotal, ==, G_GINT64_CONSTANT (2076063000));
  assert_pair (text, "Subtotal", "20 760 630,00 сом");
  assert_pair (text, "НДС 12 %", "2 491 275,60 сом");
  assert_pair (text, "Total", "23 251 905,60 сом");
  assert_contains (text, "1 USD = 87.45 KGS on 3 December 2026");

  /* Included: 20,760,630 × 12 / 112 = 2,224,353.21. */
  g_assert_cmpint (cp_quote_get_total_cents (included), ==, subtotal);
  g_assert_cmpint (cp_quote_get_tax_cents (included), ==, (subtotal * 12 + 56) / 112);
  assert_pair (included_text, "Total", "20 760 630,00 сом");
  assert_pair (included_text, "Including НДС 12 %", "2 224 353,21 сом");
  g_assert_null (strstr (included_text, "Subtotal"));

  cp_test_remove_tmpdir (dir);
}

/* A rate with four decimals leaves fractions of a tyiyn on each price:
 * each is rounded once, and the lines still add up exactly. */
static void
test_rounding (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote-money");
  g_autoptr(CpQuote) quote = make_som_quote ("deepseek-v4-pro", "87.4567", FALSE);
  g_autofree char *text = export_text (quote, dir, "rounded.pdf");
  g_autofree char *total_text = NULL;
  gint64 subtotal = 0;

  for (guint i = 0; i < cp_quote_get_n_lines (quote); i++)
    {
      const CpQuoteLine *line = cp_quote_get_line (quote, i);
      /* cents × 874,567 / 10,000, half a tyiyn up. */
      gint64 price = (line->catalog_unit_price_cents * 874567 + 5000) / 10000;

      g_assert_cmpint (line->unit_price_cents, ==, price);
      g_assert_cmpint (line->total_cents, ==, price * line->quantity);
      subtotal += line->total_cents;
    }
  g_assert_cmpint (cp_quote_get_subtotal_cents (quote), ==, subtotal);
  g_assert_cmpint (cp_quote_get_total_cents (quote), ==, subtotal + (subtotal * 12 + 50) / 100);
  total_text = som (cp_quote_get_total_cents (quote));
  assert_contains (text, total_text);
  assert_contains (text, "1 USD = 87.4567 KGS on 3 December 2026");

  cp_test_remove_tmpdir (dir);
}

/* The rate is read as typed, with a point or a comma, and nothing else;
 * converting rounds half a tyiyn up and refuses what would overflow. */
static void
test_rates (void)
{
  static const struct { const char *text; gint64 rate; } good[] = {
    { "87.45", 87450000 }, { "87,45", 87450000 }, { " 1 ", 1000000 }, { "0.000001", 1 },
    { "1000000", G_GINT64_CONSTANT (1000000000000) },
  };
  static const char * const bad[] = {
    "", "0", "-1", "87.", ".45", "87.4567891", "8 745", "1e3", "87.45 KGS", "1000000.5",
  };
  gint64 rate, converted;
  g_autofree char *kgs = cp_money_format (G_GINT64_CONSTANT (2325190560), "KGS");

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_assert_true (cp_money_parse_rate (good[i].text, &rate));
      g_assert_cmpint (rate, ==, good[i].rate);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_false (cp_money_parse_rate (bad[i], &rate));

  /* $0.01 at 87.45 is 0.8745 som: 87 tyiyn; $0.02, 174.9: 175. */
  g_assert_true (cp_money_convert (1, "USD", "KGS", 87450000, &converted));
  g_assert_cmpint (converted, ==, 87);
  g_assert_true (cp_money_convert (2, "USD", "KGS", 87450000, &converted));
  g_assert_cmpint (converted, ==, 175);
  g_assert_true (cp_money_convert (12345, "USD", "USD", 87450000, &converted));
  g_assert_cmpint (converted, ==, 12345);
  g_assert_false (cp_money_convert (G_MAXINT64 / 2, "USD", "KGS", 87450000, &converted));

  g_assert_cmpstr (kgs, ==, "23\u00a0251\u00a0905,60\u00a0сом");
}

/* A quote in another currency needs a rate a quote can use. */
static void
test_refused (void)
{
  g_autoptr(CpQuote) quote = make_som_quote ("llama-3.1-70b", "87.45", FALSE);
  g_autoptr(GError) error = NULL;
  gint64 total = cp_quote_get_total_cents (quote);

  g_assert_false (cp_quote_set_currency (quote, "KGS", "", NULL, &error));
  g_assert_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "a quote in KGS needs an exchange rate: how many KGS one "
                                       "USD is worth, such as 87.45");
  g_clear_error (&error);
  g_assert_false (cp_quote_set_currency (quote, "KGS", "abc", NULL, &error));
  g_assert_cmpstr (error->message, ==, "the exchange rate “abc” is not a number such as 87.45 "
                                       "(more than 0, at most six decimals)");
  g_clear_error (&error);
  g_assert_false (cp_quote_set_currency (quote, "KGS", "87.45", "3 December", &error));
  g_clear_error (&error);
  g_assert_false (cp_quote_set_currency (quote, "XYZ", "1", NULL, &error));
  g_clear_error (&error);

  /* Nothing changed. */
  g_assert_cmpstr (cp_quote_get_currency (quote), ==, "KGS");
  g_assert_cmpstr (cp_quote_get_exchange_rate (quote), ==, "87.45");
  g_assert_cmpint (cp_quote_get_total_cents (quote), ==, total);

  /* Back to the catalog's dollars: the catalog's prices again. */
  g_assert_true (cp_quote_set_currency (quote, NULL, NULL, NULL, &error));
  g_assert_cmpint (cp_quote_get_line (quote, 0)->unit_price_cents, ==, 19900000);
  g_assert_null (cp_quote_dup_exchange_rate_text (quote));
}

/* The store can be reached and paid from its own quote: its address,
 * phone, e-mail, website and tax number at the head and the foot of
 * every page, its bank, account and BIC in the terms. */
static void
test_store_details (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote-money");
  g_autoptr(CpQuote) quote = make_som_quote ("deepseek-v4-pro", "87.45", FALSE);
  g_autofree char *path = g_build_filename (dir, "store.pdf", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(Pdf) document = NULL;
  g_autofree char *text = NULL;

  g_assert_true (cp_quote_export_pdf (quote, path, NULL, &error));
  document = cp_test_pdf_open (path);
  text = cp_test_pdf_text (document);
  assert_contains (text, "12 Chui Avenue Bishkek 720040");
  assert_contains (text, "Tax number 02312201810123");
  assert_contains (text, "Bektursun's AI Hardware Store, tax number 02312201810123");
  assert_contains (text, "Demir Kyrgyz International Bank · Account or IBAN 1180000012345678 · "
                         "BIC or SWIFT DEMIKG22");

  for (int i = 0; i < poppler_document_get_n_pages (document); i++)
    {
      g_autofree char *page = cp_test_pdf_page_text (document, i);

      assert_contains (page, "+996 312 90 12 34 · sales@bektursun.kg · bektursun.kg · "
                             "Tax number 02312201810123");
    }

  cp_test_remove_tmpdir (dir);
}

/* Whether some place of @needle on @page is on the same line as @of and
 * to its right. */
static gboolean
beside (PopplerPage            *page,
        const PopplerRectangle *of,
        const char             *needle)
{
  GList *found = poppler_page_find_text (page, needle);
  gboolean result = FALSE;

  for (GList *l = found; l != NULL && !result; l = l->next)
    {
      const PopplerRectangle *at = l->data;

      result = at->x1 >= of->x2 - 0.5 && MIN (at->y2, of->y2) > MAX (at->y1, of->y1);
    }
  g_list_free_full (found, (GDestroyNotify) poppler_rectangle_free);

  return result;
}

/* What the window warns about DeepSeek V4 Pro on 3 × DGX H100 — nothing
 * left for the KV cache of even one request — the quote says too, in the
 * card's own sentence, on its first page; a build with room has no such
 * panel. The quote ends with two signature blocks, the seller's (named,
 * with the title) beside the customer's. */
static void
test_caveats_and_signatures (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote-money");
  g_autoptr(CpQuote) quote = make_som_quote ("deepseek-v4-pro", "87.45", FALSE);
  g_autoptr(CpQuote) roomy = make_som_quote ("llama-3.1-70b", "87.45", FALSE);
  g_autofree char *path = g_build_filename (dir, "deepseek.pdf", NULL);
  g_autofree char *title = cp_build_dup_title (cp_quote_get_build (quote));
  g_autofree char *warning = cp_build_dup_spare_warning (cp_quote_get_build (quote));
  g_autofree char *roomy_text = export_text (roomy, dir, "llama.pdf");
  g_autoptr(GError) error = NULL;
  g_autoptr(Pdf) document = NULL;
  g_autoptr(PdfPage) last = NULL;
  g_autofree char *first_page = NULL;
  GList *seller, *names, *signatures;

  g_assert_cmpstr (title, ==, "3 × NVIDIA DGX H100");
  g_assert_nonnull (warning);
  g_assert_true (cp_quote_export_pdf (quote, path, NULL, &error));
  document = cp_test_pdf_open (path);
  first_page = cp_test_pdf_page_text (document, 0);
  assert_contains (first_page, "Before you order");
  assert_contains (first_page, "Nothing is left for the KV cache of even one request");
  assert_contains (first_page, warning);
  g_assert_null (strstr (roomy_text, "Before you order"));

  last = poppler_document_get_page (document, poppler_document_get_n_pages (document) - 1);
  seller = poppler_page_find_text (last, "For Bektursun's AI Hardware Store");
  names = poppler_page_find_text (last, "Name and position");
  signatures = poppler_page_find_text (last, "Signature");
  g_assert_cmpuint (g_list_length (seller), ==, 1);
  g_assert_true (beside (last, seller->data, "Accepted for Acme Robotics"));
  g_assert_cmpuint (g_list_length (names), ==, 2);
  g_assert_true (beside (last, names->data, "Name and position"));
  g_assert_cmpuint (g_list_length (signatures), ==, 2);
  for (GList *l = signatures; l != NULL; l = l->next)
    g_assert_true (beside (last, l->data, "Date"));
  {
    GList *printed = poppler_page_find_text (last, "Bektursun Askarov, Director");

    g_assert_cmpuint (g_list_length (printed), ==, 1);
    g_list_free_full (printed, (GDestroyNotify) poppler_rectangle_free);
  }
  g_list_free_full (seller, (GDestroyNotify) poppler_rectangle_free);
  g_list_free_full (names, (GDestroyNotify) poppler_rectangle_free);
  g_list_free_full (signatures, (GDestroyNotify) poppler_rectangle_free);

  cp_test_remove_tmpdir (dir);
}

/* With a workload, the memory's headline does not add up the spare of
 * every GPU over the per-GPU bars: it says what each GPU in use has free,
 * as the bars do. */
static void
test_workload_headline (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote-money");
  g_autoptr(CpPlan) plan = cp_test_plan_for ("llama-3.1-70b", 32768, 16, CP_KV_CACHE_BF16);
  CpBuild *build = cp_plan_get_recommended (plan);
  g_autoptr(CpQuote) quote = cp_quote_new (catalog, plan, build);
  g_autofree char *per_gpu = cp_serving_dup_free_per_gpu (build);
  g_autofree char *text = export_text (quote, dir, "workload.pdf");

  g_assert_nonnull (per_gpu);
  assert_contains (text, per_gpu);
  assert_contains (text, "At least ");
  g_assert_null (strstr (text, "to spare"));

  cp_test_remove_tmpdir (dir);
}

/* How full each page's body is, by where its lowest text is: the share
 * of the paper between the top margin and the footer. */
static double
page_fill (PopplerPage *page)
{
  double width, height, lowest = CP_QUOTE_MARGIN_TOP;
  double foot = 0;
  PopplerRectangle *rects = NULL;
  guint n_rects = 0;
  GList *pages;

  poppler_page_get_size (page, &width, &height);
  /* The footer: its rule is above "Page N of M" and the contacts. Found
   * text is placed from the foot of the page, laid out text from its
   * head. */
  pages = poppler_page_find_text (page, "Page ");
  g_assert_nonnull (pages);
  foot = height - MAX (((PopplerRectangle *) g_list_last (pages)->data)->y1,
                       ((PopplerRectangle *) g_list_last (pages)->data)->y2);
  g_list_free_full (pages, (GDestroyNotify) poppler_rectangle_free);

  g_assert_true (poppler_page_get_text_layout (page, &rects, &n_rects));
  for (guint i = 0; i < n_rects; i++)
    if (rects[i].y2 < foot - 8)
      lowest = MAX (lowest, rects[i].y2);
  g_free (rects);

  return (lowest - CP_QUOTE_MARGIN_TOP) / (foot - 8 - CP_QUOTE_MARGIN_TOP);
}

/* No page but the last is under a quarter full, whatever the quote: the
 * usual ones, with every detail of the store, on A4 and US Letter; and
 * the usual DeepSeek V4 Pro quote, whose signatures would otherwise stand
 * alone on a third page, has a last page at least a quarter full too. */
static void
test_page_fill (void)
{
  static const char * const models[] = { "deepseek-v4-pro", "llama-3.1-70b", "glm-5.2-max" };
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote-money");

  for (guint paper_kind = 0; paper_kind < 2; paper_kind++)
    for (guint m = 0; m < G_N_ELEMENTS (models); m++)
      {
        g_autoptr(CpQuote) quote = NULL;
        g_autofree char *path = g_build_filename (dir, "fill.pdf", NULL);
        g_autoptr(GError) error = NULL;
        g_autoptr(Pdf) document = NULL;
        CpQuotePaper paper;
        int n_pages;

        if (cp_catalog_find_model (catalog, models[m]) == NULL)
          continue;
        quote = make_som_quote (models[m], "87.45", FALSE);
        if (paper_kind == 0)
          cp_quote_paper_init_sized (&paper, CP_QUOTE_A4_WIDTH, CP_QUOTE_A4_HEIGHT);
        else
          cp_quote_paper_init_sized (&paper, CP_QUOTE_LETTER_WIDTH, CP_QUOTE_LETTER_HEIGHT);
        g_assert_true (cp_quote_export_pdf (quote, path, &paper, &error));
        g_assert_no_error (error);

        document = cp_test_pdf_open (path);
        n_pages = poppler_document_get_n_pages (document);
        for (int i = 0; i < n_pages; i++)
          {
            g_autoptr(PdfPage) page = poppler_document_get_page (document, i);
            double fill = page_fill (page);

            if (g_test_verbose ())
              g_test_message ("%s, paper %u: page %d of %d is %.0f%% full", models[m],
                              paper_kind, i + 1, n_pages, fill * 100);
            if (i + 1 < n_pages || (m == 0 && paper_kind == 0))
              g_assert_cmpfloat (fill, >=, 0.25);
          }
      }

  cp_test_remove_tmpdir (dir);
}

/* Amounts in som are twice as long as in dollars: on six DGX H100 each
 * still stands on one line, apart from its label, and the combined price
 * too. */
static void
test_amounts_fit (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote-money");
  g_autofree char *path = g_build_filename (dir, "wide.pdf", NULL);
  g_autoptr(CpPlan) plan = cp_test_plan_for ("llama-3.1-70b", 131072, 64, CP_KV_CACHE_BF16);
  g_auto(CpQuoteTerms) terms = { 0, };
  g_autoptr(CpQuote) quote = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(Pdf) document = NULL;
  g_autofree char *total = NULL;
  g_autofree char *combined = NULL;
  gboolean total_found = FALSE, combined_found = FALSE;

  cp_quote_terms_init (&terms);
  terms.currency = g_strdup ("KGS");
  terms.exchange_rate = g_strdup ("87.45");
  terms.tax_rate = 1200;
  quote = cp_quote_assemble (catalog, plan, cp_plan_get_recommended (plan), &terms, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cp_build_get_count (cp_quote_get_build (quote)), >=, 6);
  g_assert_true (cp_quote_export_pdf (quote, path, NULL, &error));
  total = cp_quote_format_amount (quote, cp_quote_get_total_cents (quote));
  combined = cp_quote_format_amount (quote, cp_quote_get_line (quote, 0)->total_cents);

  document = cp_test_pdf_open (path);
  for (int i = 0; i < poppler_document_get_n_pages (document); i++)
    {
      g_autoptr(PdfPage) page = poppler_document_get_page (document, i);
      GList *totals = poppler_page_find_text (page, total);
      GList *labels = poppler_page_find_text (page, "Total");
      GList *combined_found_here = poppler_page_find_text (page, combined);

      for (GList *l = totals; l != NULL; l = l->next)
        {
          const PopplerRectangle *amount = l->data;

          total_found = TRUE;
          for (GList *m = labels; m != NULL; m = m->next)
            {
              const PopplerRectangle *label = m->data;

              if (MIN (label->y2, amount->y2) > MAX (label->y1, amount->y1))
                g_assert_cmpfloat (label->x2 + 3, <=, amount->x1);
            }
        }
      combined_found = combined_found || g_list_length (combined_found_here) >= 2;
      g_list_free_full (totals, (GDestroyNotify) poppler_rectangle_free);
      g_list_free_full (labels, (GDestroyNotify) poppler_rectangle_free);
      g_list_free_full (combined_found_here, (GDestroyNotify) poppler_rectangle_free);
    }
  g_assert_true (total_found);
  /* The units' line and the combined price: the same figure, twice, on
   * one line each. */
  g_assert_true (combined_found);

  cp_test_remove_tmpdir (dir);
}

/* A build that serves the workload only inside the margin kept for the
 * engine is "marginal" on its card, not one that cannot run the model:
 * the quote says it fits with little room, in the card's words, and no
 * "cannot run" above it. */
static void
test_marginal (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote-money");
  g_autoptr(CpPlan) plan = cp_test_plan_for ("qwen3-32b", 28672, 1, CP_KV_CACHE_BF16);
  CpBuild *build = cp_plan_find_build (plan, "entry");
  g_autoptr(CpQuote) quote = NULL;
  g_autofree char *verdict = NULL;
  g_autofree char *text = NULL;

  g_assert_nonnull (build);
  g_assert_cmpint (cp_build_get_badge (build), ==, CP_BUILD_BADGE_MARGINAL);
  quote = cp_quote_new (catalog, plan, build);
  verdict = cp_serving_dup_verdict (build);
  g_assert_cmpstr (verdict, ==, "Fits on 1 of 1 GPU with little room");
  g_assert_true (cp_quote_get_can_run (quote));
  text = export_text (quote, dir, "marginal.pdf");
  assert_contains (text, "Before you order • Fits on 1 of 1 GPU with little room");
  g_assert_null (strstr (text, "cannot run"));

  cp_test_remove_tmpdir (dir);
}

/* How many pixels of page 1 of @quote, drawn at a point a pixel, are
 * the watermark's light red. */
static guint
count_reddish (CpQuote *quote)
{
  g_autoptr(CpQuoteRenderer) renderer = cp_quote_renderer_new (quote, 500, 700);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 500, 700);
  cairo_t *cr = cairo_create (surface);
  const guchar *data;
  int stride;
  guint reddish = 0;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cp_quote_renderer_draw_page (renderer, cr, 0);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < 700; y++)
    for (int x = 0; x < 500; x++)
      {
        guint32 pixel;
        int red, green, blue;

        memcpy (&pixel, data + y * stride + x * 4, sizeof pixel);
        red = (pixel >> 16) & 0xff;
        green = (pixel >> 8) & 0xff;
        blue = pixel & 0xff;

        reddish += red > 200 && red - green > 20 && red - blue > 20;
      }
  cairo_surface_destroy (surface);

  return reddish;
}

/* A preview is no quote: "DRAFT" where the number goes, no number at
 * all, and a light red mark across every page ("DRAFT — not a quote",
 * drawn on the slant, which Poppler does not read as text). */
static void
test_draft (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote-money");
  g_autoptr(CpQuote) quote = make_som_quote ("llama-3.1-70b", "87.45", FALSE);
  g_autofree char *number = cp_quote_dup_number_text (quote);
  g_autofree char *text = NULL;
  guint plain = count_reddish (quote);

  cp_quote_set_draft (quote, TRUE);
  text = export_text (quote, dir, "draft.pdf");
  assert_contains (text, "To accept quote DRAFT");
  assert_contains (text, "Quote DRAFT");
  g_assert_null (strstr (text, number));
  g_assert_cmpuint (count_reddish (quote), >, plain + 2000);

  cp_test_remove_tmpdir (dir);
}

/* The command line: one export in som with VAT, said as the options
 * give it, with the warning that names the store's missing details; each
 * option that says nothing a quote can use refused by its name; the
 * options without a quote refused; a preview that takes no number. */
static void
test_cli (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote-money");
  g_autofree char *data_env = g_strdup_printf ("XDG_DATA_HOME=%s", dir);
  g_autofree char *pdf = g_build_filename (dir, "som.pdf", NULL);
  g_autofree char *preview = g_build_filename (dir, "preview.pdf", NULL);
  g_autofree char *export_arg = g_strdup_printf ("--export-quote=%s", pdf);
  g_autofree char *preview_arg = g_strdup_printf ("--preview-quote=%s", preview);
  g_autofree char *register_path = g_build_filename (dir, "cluster-planner", "quotes.db", NULL);
  const char *env[] = { data_env, "SOURCE_DATE_EPOCH=" EPOCH_2026_12_01, NULL };
  static const struct { const char *option; const char *err; } refused[] = {
    { "--currency=XYZ", "cluster-planner: --currency: “XYZ” is not a currency a quote can be in: "
                        "it can be USD, KGS, EUR or RUB\n" },
    { "--exchange-rate=87.45 som", "cluster-planner: --exchange-rate: the exchange rate "
                                   "“87.45 som” is not a number such as 87.45 (more than 0, at "
                                   "most six decimals)\n" },
    { "--tax-rate=112", "cluster-planner: --tax-rate: “112” is not a tax rate in percent from 0 "
                        "to 100, such as 12\n" },
    { "--exchange-rate-date=3.12.2026", "cluster-planner: --exchange-rate-date: the exchange "
                                        "rate’s date “3.12.2026” is not a date such as "
                                        "2026-12-03\n" },
  };

  {
    const char *args[] = { "--size=llama-3.1-70b", export_arg, "--currency=KGS",
                           "--exchange-rate=87.45", "--exchange-rate-date=2026-12-03",
                           "--tax-rate=12", "--tax-label=НДС", NULL };
    g_auto(CpTestRun) run = { 0 };
    g_autoptr(GString) text = NULL;
    g_autofree char *read = NULL;

    cp_test_run_cli (&run, env, args);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpstr (run.store_warning, ==,
                     "cluster-planner: warning: the quote goes out without the store’s phone, "
                     "e-mail, website, tax number, bank, account or IBAN, BIC or SWIFT, seller’s "
                     "name, seller’s title; set them in Preferences → Quotes\n");
    read = cp_test_pdf_file_text (pdf);
    text = g_string_new (read);
    g_string_replace (text, "\u00a0", " ", 0);
    assert_pair (text->str, "Total", "23 251 905,60 сом");
    assert_contains (text->str, "1 USD = 87.45 KGS on 3 December 2026");
  }

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      const char *args[] = { "--size=llama-3.1-70b", export_arg, "--currency=KGS",
                             refused[i].option, NULL };
      g_auto(CpTestRun) run = { 0 };

      if (g_str_has_prefix (refused[i].option, "--currency"))
        args[2] = "--exchange-rate=87.45";
      cp_test_run_cli (&run, env, args);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.err, ==, refused[i].err);
    }

  /* Som with no rate, in the settings or the options. */
  {
    const char *args[] = { "--size=llama-3.1-70b", export_arg, "--currency=KGS", NULL };
    g_auto(CpTestRun) run = { 0 };

    cp_test_run_cli (&run, env, args);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.err, ==, "cluster-planner: --export-quote: a quote in KGS needs an "
                                  "exchange rate: how many KGS one USD is worth, such as 87.45\n");
  }

  /* Nothing to apply them to. */
  {
    const char *args[] = { "--size=llama-3.1-70b", "--tax-rate=12", NULL };
    g_auto(CpTestRun) run = { 0 };

    cp_test_run_cli (&run, env, args);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.err, ==, "cluster-planner: --tax-rate: only goes with --export-quote "
                                  "or --preview-quote\n");
  }

  /* A preview: written, watermarked, numbered by no register. */
  g_remove (register_path);
  {
    const char *args[] = { "--size=llama-3.1-70b", preview_arg, NULL };
    g_auto(CpTestRun) run = { 0 };
    g_autofree char *text = NULL;

    cp_test_run_cli (&run, env, args);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_null (run.store_warning);
    text = cp_test_pdf_file_text (preview);
    assert_contains (text, "To accept quote DRAFT");
    g_assert_null (strstr (text, "Q-0"));
    g_assert_false (g_file_test (register_path, G_FILE_TEST_EXISTS));
  }
  {
    const char *args[] = { "--size=llama-3.1-70b", preview_arg, export_arg, NULL };
    g_auto(CpTestRun) run = { 0 };

    cp_test_run_cli (&run, env, args);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.err, ==, "cluster-planner: --preview-quote: cannot be combined with "
                                  "--export-quote: a preview is not the quote\n");
  }

  cp_test_remove_tmpdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("SOURCE_DATE_EPOCH", EPOCH_2026_12_01, TRUE);
  g_test_init (&argc, &argv, NULL);

  catalog = cp_catalog_new_builtin (&error);
  g_assert_no_error (error);

  g_test_add_func ("/cluster-planner/quote-money/som-with-vat", test_som_with_vat);
  g_test_add_func ("/cluster-planner/quote-money/rounding", test_rounding);
  g_test_add_func ("/cluster-planner/quote-money/rates", test_rates);
  g_test_add_func ("/cluster-planner/quote-money/refused", test_refused);
  g_test_add_func ("/cluster-planner/quote-money/store-details", test_store_details);
  g_test_add_func ("/cluster-planner/quote-money/caveats-and-signatures",
                   test_caveats_and_signatures);
  g_test_add_func ("/cluster-planner/quote-money/workload-headline", test_workload_headline);
  g_test_add_func ("/cluster-planner/quote-money/page-fill", test_page_fill);
  g_test_add_func ("/cluster-planner/quote-money/draft", test_draft);
  g_test_add_func ("/cluster-planner/quote-money/cli", test_cli);
  g_test_add_func ("/cluster-planner/quote-money/amounts-fit", test_amounts_fit);
  g_test_add_func ("/cluster-planner/quote-money/marginal", test_marginal);

  status = g_test_run ();
  g_clear_object (&catalog);

  return status;
}
