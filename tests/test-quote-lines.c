/* test-quote-lines.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "cp-build-words.h"
#include "cp-catalog.h"
#include "cp-format.h"
#include "cp-quote-export.h"
#include "cp-quote.h"
#include "cp-test-pdf.h"
#include "cp-test-planner.h"
#include "cp-test-util.h"

/* A quote's complete lines: the units, the accessories the build needs,
 * the services chosen, shipping; the subtotal, the tax and the total, in
 * the document and read back from the PDF. The expected figures are
 * worked out here from resources/catalog.json itself, by the rules
 * docs/catalog.md gives, not taken from what the code makes. The PDF is
 * also read for what a customer must and must not read in it. */

/* 1 December 2026, 00:00 UTC. */
#define EPOCH_2026_12_01 1796083200

static CpCatalog *catalog;
static JsonObject *catalog_json;
static JsonParser *catalog_parser;


/* What the catalog file says */

static gint64
json_cents (JsonObject *object)
{
  return llround (json_object_get_double_member (object, "price_usd") * 100);
}

static JsonObject *
json_unit (const char *id)
{
  JsonArray *units = json_object_get_array_member (catalog_json, "units");

  for (guint i = 0; i < json_array_get_length (units); i++)
    {
      JsonObject *unit = json_array_get_object_element (units, i);

      if (g_str_equal (json_object_get_string_member (unit, "id"), id))
        return unit;
    }

  g_error ("no unit %s in the catalog file", id);
}

static gboolean
goes_with (JsonObject *extra,
           const char *unit_id)
{
  JsonArray *units = json_object_get_array_member (extra, "units");

  for (guint i = 0; i < json_array_get_length (units); i++)
    if (g_str_equal (json_array_get_string_element (units, i), unit_id))
      return TRUE;

  return FALSE;
}

/* How many of @extra @count units need, by the rule docs/catalog.md says. */
static gint64
rule_count (JsonObject *extra,
            gint64      count)
{
  gint64 quantity = json_object_get_int_member_with_default (extra, "quantity", 1);
  gint64 per = json_object_get_int_member_with_default (extra, "per", 1);
  gint64 min_units = json_object_get_int_member_with_default (extra, "min_units", 1);

  if (count < min_units)
    return 0;

  return (count * quantity + per - 1) / per;
}

typedef struct
{
  char   *description;
  gint64  quantity;
  gint64  unit_cents;
} Expected;

static void
expected_clear (gpointer data)
{
  g_free (((Expected *) data)->description);
}

/* The lines a quote for @count units of @unit_id should have, with
 * installation and @years of support, in the catalog's order, after the
 * units' line. */
static GArray *
expected_lines (const char *unit_id,
                gint64      count,
                guint       years)
{
  static const struct { const char *list; const char *kind; } groups[] = {
    { "accessories", NULL }, { "services", "installation" }, { "services", "support" },
    { "services", "shipping" },
  };
  GArray *lines = g_array_new (FALSE, TRUE, sizeof (Expected));
  JsonObject *unit = json_unit (unit_id);
  Expected units = { g_strdup (json_object_get_string_member (unit, "name")), count,
                     json_cents (unit) };

  g_array_set_clear_func (lines, expected_clear);
  g_array_append_val (lines, units);

  for (guint g = 0; g < G_N_ELEMENTS (groups); g++)
    {
      JsonArray *list = json_object_get_array_member (catalog_json, groups[g].list);

      for (guint i = 0; i < json_array_get_length (list); i++)
        {
          JsonObject *extra = json_array_get_object_element (list, i);
          const char *name = json_object_get_string_member (extra, "name");
          gint64 n = rule_count (extra, count);
          Expected line;

          if (!goes_with (extra, unit_id) || n == 0 ||
              (groups[g].kind != NULL &&
               !g_str_equal (json_object_get_string_member (extra, "kind"), groups[g].kind)))
            continue;

          if (g_strcmp0 (groups[g].kind, "support") == 0)
            {
              line.description = g_strdup_printf ("%s, %u years", name, years);
              n *= years;
            }
          else
            line.description = g_strdup (name);
          line.quantity = n;
          line.unit_cents = json_cents (extra);
          g_array_append_val (lines, line);
        }
    }

  return lines;
}

/* Quotes */

/* A quote for the Startup Build of a custom model of @memory_gb, which is
 * @count × NVIDIA DGX H100 (as the test checks). */
static CpQuote *
make_dgx_quote (gint64 count)
{
  g_autoptr(GError) error = NULL;
  /* Just over what one unit fewer holds. */
  g_autoptr(CpModel) model = cp_model_new_for_memory ((count - 1) * 640000 + 1000);
  g_autoptr(CpPlan) plan = cp_test_catalog_plan (catalog, &model, 1, &error);
  g_autoptr(GDateTime) issued = g_date_time_new_from_unix_utc (EPOCH_2026_12_01);
  CpBuild *build;
  CpQuote *quote;

  g_assert_no_error (error);
  build = cp_plan_find_build (plan, "startup");
  g_assert_nonnull (build);
  g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_build_get_unit (build))), ==, "dgx-h100");
  g_assert_cmpint (cp_build_get_count (build), ==, count);

  quote = cp_quote_new (catalog, plan, build);
  cp_quote_set_issued (quote, issued);

  return quote;
}

/* Whether some place of @needle on @page is on the same line as @of
 * (their heights overlap) and to its right. */
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

/* Asserts that a row of the PDF starts with @label and has each of
 * @cells to its right, on one page. */
static void
assert_row (PopplerDocument  *document,
            const char       *label,
            const char      **cells,
            guint             n_cells)
{
  for (int p = 0; p < poppler_document_get_n_pages (document); p++)
    {
      g_autoptr(PdfPage) page = poppler_document_get_page (document, p);
      GList *found = poppler_page_find_text (page, label);
      gboolean whole = FALSE;

      for (GList *l = found; l != NULL && !whole; l = l->next)
        {
          whole = TRUE;
          for (guint i = 0; i < n_cells && whole; i++)
            whole = beside (page, l->data, cells[i]);
        }
      g_list_free_full (found, (GDestroyNotify) poppler_rectangle_free);

      if (whole)
        return;
    }

  g_error ("no row “%s” with “%s”… in the PDF", label, cells[0]);
}

/* The lines and the sums of quotes for 1, 2, 6 and 40 systems, with
 * installation, 3 years of support and a tax of 12%: in the document,
 * and in the PDF, each row with its quantity, price and amount, and
 * total = units + accessories + services + shipping + tax. */
static void
test_line_items (void)
{
  static const gint64 counts[] = { 1, 2, 6, 40 };
  const CpQuoteExtras extras = { TRUE, TRUE, 3, TRUE };
  const guint rate = 1200;
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote-lines");

  for (guint c = 0; c < G_N_ELEMENTS (counts); c++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CpQuote) quote = make_dgx_quote (counts[c]);
      g_autoptr(GArray) expected = expected_lines ("dgx-h100", counts[c], 3);
      g_autofree char *path = g_strdup_printf ("%s/%" G_GINT64_FORMAT ".pdf", dir, counts[c]);
      g_autoptr(Pdf) document = NULL;
      g_autofree char *text = NULL;
      g_autofree char *subtotal_text = NULL;
      g_autofree char *tax_text = NULL;
      g_autofree char *total_text = NULL;
      gint64 units = 0, accessories = 0, services = 0, shipping = 0;
      gint64 subtotal, tax, total;

      g_assert_true (cp_quote_set_tax_rate (quote, rate, &error));
      g_assert_true (cp_quote_set_extras (quote, &extras, &error));
      g_assert_no_error (error);
      g_assert_true (cp_quote_export_pdf (quote, path, NULL, &error));
      g_assert_no_error (error);
      document = cp_test_pdf_open (path);
      text = cp_test_pdf_text (document);

      g_assert_cmpuint (cp_quote_get_n_lines (quote), ==, expected->len);
      for (guint i = 0; i < expected->len; i++)
        {
          const Expected *want = &g_array_index (expected, Expected, i);
          const CpQuoteLine *line = cp_quote_get_line (quote, i);
          gint64 amount = want->quantity * want->unit_cents;
          g_autofree char *quantity = cp_format_integer (want->quantity);
          g_autofree char *price = cp_format_price (want->unit_cents);
          g_autofree char *amount_text = cp_format_price (amount);
          const char *row[] = { quantity, price, amount_text };

          g_assert_cmpstr (line->description, ==, want->description);
          g_assert_cmpint (line->quantity, ==, want->quantity);
          g_assert_cmpint (line->unit_price_cents, ==, want->unit_cents);
          g_assert_cmpint (line->total_cents, ==, amount);
          assert_row (document, want->description, row, G_N_ELEMENTS (row));

          switch (line->kind)
            {
            case CP_QUOTE_LINE_UNITS: units += amount; break;
            case CP_QUOTE_LINE_ACCESSORY: accessories += amount; break;
            case CP_QUOTE_LINE_SERVICE: services += amount; break;
            case CP_QUOTE_LINE_SHIPPING: shipping += amount; break;
            case CP_QUOTE_LINE_OTHER:
            default: g_assert_not_reached ();
            }
        }

      /* The units alone are the build's price, as the card shows it. */
      g_assert_cmpint (units, ==, cp_build_get_price_cents (cp_quote_get_build (quote)));
      /* More than one system needs the InfiniBand fabric; one does not. */
      if (counts[c] > 1)
        {
          assert_contains (text, "InfiniBand NDR leaf switch, 64 ports");
          assert_contains (text, "InfiniBand NDR fibre cable");
          assert_contains (text, "InfiniBand NDR transceiver, twin-port OSFP");
        }
      else
        g_assert_null (strstr (text, "InfiniBand NDR leaf switch"));
      g_assert_cmpint (accessories, >, 0);
      g_assert_cmpint (services, >, 0);
      g_assert_cmpint (shipping, >, 0);

      subtotal = units + accessories + services + shipping;
      /* 12%, to the nearest cent, half a cent up. */
      tax = (subtotal * 12 + 50) / 100;
      total = subtotal + tax;
      g_assert_cmpint (cp_quote_get_subtotal_cents (quote), ==, subtotal);
      g_assert_cmpint (cp_quote_get_tax_cents (quote), ==, tax);
      g_assert_cmpint (cp_quote_get_total_cents (quote), ==, total);

      subtotal_text = cp_format_price (subtotal);
      tax_text = cp_format_price (tax);
      total_text = cp_format_price (total);
      assert_row (document, "Subtotal", (const char *[]) { subtotal_text }, 1);
      assert_row (document, "Tax, 12%", (const char *[]) { tax_text }, 1);
      assert_row (document, "Total", (const char *[]) { total_text }, 1);
    }

  cp_test_remove_tmpdir (dir);
}

/* The tax rounds to the nearest cent, half a cent up; a rate of 0 adds
 * nothing; amounts too large to add up are refused and change nothing. */
static void
test_tax (void)
{
  g_autoptr(CpQuote) quote = make_dgx_quote (1);
  g_autoptr(GError) error = NULL;
  gint64 units = cp_quote_get_subtotal_cents (quote);

  g_assert_cmpuint (cp_quote_get_tax_rate (quote), ==, 0);
  g_assert_cmpint (cp_quote_get_tax_cents (quote), ==, 0);
  g_assert_cmpint (cp_quote_get_total_cents (quote), ==, units);

  /* $199,000.05 at 10% is $19,900.005: $19,900.01. */
  g_assert_true (cp_quote_add_line (quote, "A nickel", NULL, 1, 5, &error));
  g_assert_true (cp_quote_set_tax_rate (quote, 1000, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cp_quote_get_subtotal_cents (quote), ==, units + 5);
  g_assert_cmpint (cp_quote_get_tax_cents (quote), ==, (units + 5) / 10 + 1);
  /* 0.01% of it: 1,990.0005 cents, 1,990. */
  g_assert_true (cp_quote_set_tax_rate (quote, 1, &error));
  g_assert_cmpint (cp_quote_get_tax_cents (quote), ==, 1990);
  g_assert_true (cp_quote_set_tax_rate (quote, 10000, &error));
  g_assert_cmpint (cp_quote_get_tax_cents (quote), ==, units + 5);
  g_assert_cmpint (cp_quote_get_total_cents (quote), ==, 2 * (units + 5));

  /* Taxed at 100%, a line as large as can be added untaxed cannot. */
  g_assert_false (cp_quote_add_line (quote, "Too dear", NULL, 1, G_MAXINT64 / 2, &error));
  g_assert_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_OVERFLOW);
  g_clear_error (&error);
  g_assert_cmpint (cp_quote_get_total_cents (quote), ==, 2 * (units + 5));
  g_assert_true (cp_quote_set_tax_rate (quote, 0, &error));
  g_assert_true (cp_quote_add_line (quote, "Dear", NULL, 1, G_MAXINT64 / 2, &error));
  g_assert_false (cp_quote_set_tax_rate (quote, 10000, &error));
  g_assert_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_OVERFLOW);
  g_assert_cmpuint (cp_quote_get_tax_rate (quote), ==, 0);
  g_assert_cmpint (cp_quote_get_tax_cents (quote), ==, 0);
}

/* Extras chosen again replace the lines after the units; lines too large
 * to add up leave the quote as it was. */
static void
test_extras (void)
{
  static const char text[] =
    "{ \"format\": \"cluster-planner-catalog\", \"version\": 1, \"currency\": \"USD\","
    "  \"links\": [ { \"id\": \"pcie\", \"name\": \"PCIe\", \"bandwidth_gb_s\": 64 } ],"
    "  \"gpus\": [ { \"id\": \"g\", \"name\": \"G\", \"memory_gb\": 0.001, \"power_w\": 1,"
    "              \"grade\": \"datacenter\", \"source\": \"s\" } ],"
    "  \"tiers\": [ { \"id\": \"t\", \"name\": \"T\", \"recommendable\": true } ],"
    "  \"units\": [ { \"id\": \"u\", \"name\": \"U\", \"tier\": \"t\", \"gpu\": \"g\","
    "               \"gpu_count\": 1, \"nvlink_domain_gpus\": 0, \"intra_link\": \"pcie\","
    "               \"scale_out_link\": \"pcie\", \"pooled_scale_out\": true, \"power_w\": 1,"
    "               \"price_usd\": 0.01, \"source\": \"s\" } ],"
    "  \"models\": [], \"comparisons\": [],"
    "  \"accessories\": [ { \"id\": \"huge\", \"name\": \"Huge\", \"units\": [\"u\"],"
    "    \"quantity\": 10000, \"price_usd\": 100000000, \"source\": \"s\" } ],"
    "  \"services\": [ { \"id\": \"ship\", \"kind\": \"shipping\", \"name\": \"Ship\","
    "    \"units\": [\"u\"], \"price_usd\": 1, \"source\": \"s\" } ] }";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, strlen (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) shop = cp_catalog_new_from_bytes (bytes, "shop.json", &error);
  g_autoptr(CpModel) small = cp_model_new_for_memory (2);
  g_autoptr(CpModel) large = cp_model_new_for_memory (1000000);
  g_autoptr(CpPlan) small_plan = NULL;
  g_autoptr(CpPlan) large_plan = NULL;
  g_autoptr(CpQuote) quote = NULL;
  g_autoptr(CpQuote) too_large = NULL;
  const CpQuoteExtras none = { FALSE, FALSE, 0, FALSE };
  const CpQuoteExtras shipping_only = { FALSE, FALSE, 0, TRUE };
  const CpQuoteExtras all = { TRUE, TRUE, 5, TRUE };
  CpQuoteExtras got;

  g_assert_no_error (error);
  small_plan = cp_test_catalog_plan (shop, &small, 1, &error);
  g_assert_no_error (error);
  quote = cp_quote_new (shop, small_plan, cp_plan_get_recommended (small_plan));

  /* Two units of 1 MB: the huge accessory is 20,000 × $100,000,000. */
  g_assert_true (cp_quote_set_extras (quote, &all, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (cp_quote_get_n_lines (quote), ==, 3);
  g_assert_cmpint (cp_quote_get_line (quote, 1)->quantity, ==, 20000);
  g_assert_cmpint (cp_quote_get_total_cents (quote), ==, 2 + 20000 * 10000000000 + 200);
  cp_quote_get_extras (quote, &got);
  g_assert_true (got.accessories && got.installation && got.shipping);
  g_assert_cmpuint (got.support_years, ==, 5);

  g_assert_true (cp_quote_set_extras (quote, &shipping_only, &error));
  g_assert_cmpuint (cp_quote_get_n_lines (quote), ==, 2);
  g_assert_cmpint (cp_quote_get_line (quote, 1)->kind, ==, CP_QUOTE_LINE_SHIPPING);
  g_assert_cmpint (cp_quote_get_total_cents (quote), ==, 2 + 200);
  g_assert_true (cp_quote_set_extras (quote, &none, &error));
  g_assert_cmpuint (cp_quote_get_n_lines (quote), ==, 1);
  g_assert_cmpint (cp_quote_get_total_cents (quote), ==, 2);

  /* A million units: 10,000,000,000 accessories at 10,000,000,000 cents. */
  large_plan = cp_test_catalog_plan (shop, &large, 1, &error);
  g_assert_no_error (error);
  too_large = cp_quote_new (shop, large_plan, cp_plan_get_recommended (large_plan));
  g_assert_true (cp_quote_set_extras (too_large, &shipping_only, &error));
  g_assert_false (cp_quote_set_extras (too_large, &all, &error));
  g_assert_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_OVERFLOW);
  g_assert_cmpuint (cp_quote_get_n_lines (too_large), ==, 2);
  g_assert_cmpint (cp_quote_get_total_cents (too_large), ==, 1000000 + 100000000);
  cp_quote_get_extras (too_large, &got);
  g_assert_false (got.accessories);
  g_assert_true (got.shipping);
}

/* What the customer reads: the store's and the customer's details, the
 * power per system apart from the everyday comparison and its source,
 * "About these figures", the terms, an acceptance block; and none of the
 * catalog's bookkeeping: no "seed", no source note of a unit. */
static void
test_customer_facing (void)
{
  g_autoptr(CpQuote) quote = make_dgx_quote (6);
  g_autoptr(Pdf) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote-lines");
  g_autofree char *path = g_build_filename (dir, "q.pdf", NULL);
  g_autofree char *text = NULL;
  g_autofree char *last_page = NULL;
  g_autofree char *folded = NULL;
  const CpQuoteExtras extras = { TRUE, TRUE, 3, TRUE };
  GListModel *units = cp_catalog_get_units (catalog);

  cp_quote_set_customer (quote, "Acme Robotics");
  cp_quote_set_detail (quote, CP_QUOTE_DETAIL_CUSTOMER_CONTACT, "Aigerim Sadykova");
  cp_quote_set_detail (quote, CP_QUOTE_DETAIL_CUSTOMER_ADDRESS, "12 Manas Avenue\nBishkek");
  cp_quote_set_detail (quote, CP_QUOTE_DETAIL_CUSTOMER_EMAIL, "aigerim@acme.example");
  cp_quote_set_detail (quote, CP_QUOTE_DETAIL_STORE_PHONE, "+996 312 000 000");
  cp_quote_set_detail (quote, CP_QUOTE_DETAIL_STORE_EMAIL, "sales@bektursun.example");
  cp_quote_set_detail (quote, CP_QUOTE_DETAIL_STORE_WEBSITE, "bektursun.example");
  cp_quote_set_detail (quote, CP_QUOTE_DETAIL_STORE_TAX_NUMBER, "01234567890123");
  cp_quote_set_detail (quote, CP_QUOTE_DETAIL_PAYMENT_TERMS, "Net 30");
  cp_quote_set_detail (quote, CP_QUOTE_DETAIL_LEAD_TIME, "\t6 weeks\n");
  g_assert_cmpstr (cp_quote_get_detail (quote, CP_QUOTE_DETAIL_LEAD_TIME), ==, "6 weeks");
  g_assert_true (cp_quote_set_extras (quote, &extras, &error));
  g_assert_true (cp_quote_export_pdf (quote, path, NULL, &error));
  g_assert_no_error (error);

  document = cp_test_pdf_open (path);
  text = cp_test_pdf_text (document);
  last_page = cp_test_pdf_page_text (document, poppler_document_get_n_pages (document) - 1);

  assert_contains (text, "+996 312 000 000 · sales@bektursun.example · bektursun.example");
  assert_contains (text, "Tax number 01234567890123");
  assert_contains (text, "Acme Robotics");
  assert_contains (text, "Aigerim Sadykova");
  assert_contains (text, "12 Manas Avenue Bishkek");
  assert_contains (text, "aigerim@acme.example");

  assert_contains (text, "61,200 W");
  assert_contains (text, "10,200 W per system");
  assert_contains (text, "about 50 average US homes");
  assert_contains (text, "one average US home = 1,220 W; EIA, 10,715 kWh per year (2020)");
  g_assert_null (strstr (text, "W each"));

  assert_contains (text, "About these figures");
  assert_contains (text, "One NVIDIA DGX H100 system has 8 × NVIDIA H100 SXM of 80 GB each");
  assert_row (document, "Payment", (const char *[]) { "Net 30" }, 1);
  assert_row (document, "Lead time", (const char *[]) { "6 weeks" }, 1);
  g_assert_null (strstr (text, "cannot run"));

  /* The signatures end the quote: the seller's and the customer's blocks
   * side by side. */
  assert_contains (last_page, "For Bektursun's AI Hardware Store");
  assert_contains (last_page, "Accepted for Acme Robotics");
  assert_contains (last_page, "sign below and return it by 31 December 2026");
  {
    g_autoptr(PdfPage) page = poppler_document_get_page (document,
                                                         poppler_document_get_n_pages (document) - 1);
    GList *seller = poppler_page_find_text (page, "For Bektursun");
    GList *names = poppler_page_find_text (page, "Name and position");
    GList *signatures = poppler_page_find_text (page, "Signature");

    /* A name line in each block, and under each a signature and a date
     * side by side. */
    g_assert_nonnull (seller);
    g_assert_true (beside (page, seller->data, "Accepted for Acme Robotics"));
    g_assert_cmpuint (g_list_length (names), ==, 2);
    g_assert_true (beside (page, names->data, "Name and position"));
    g_assert_cmpuint (g_list_length (signatures), ==, 2);
    g_assert_true (beside (page, signatures->data, "Date"));
    g_assert_true (beside (page, g_list_last (signatures)->data, "Date"));
    g_list_free_full (seller, (GDestroyNotify) poppler_rectangle_free);
    g_list_free_full (names, (GDestroyNotify) poppler_rectangle_free);
    g_list_free_full (signatures, (GDestroyNotify) poppler_rectangle_free);
  }

  folded = g_utf8_casefold (text, -1);
  g_assert_null (strstr (folded, "seed"));
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(CpUnit) unit = g_list_model_get_item (units, i);

      g_assert_null (strstr (text, cp_item_get_source (CP_ITEM (unit))));
    }

  cp_test_remove_tmpdir (dir);
}

/* A build that cannot run the model: a notice on the first page, in the
 * words the window and the command line use. */
static void
test_cannot_run (void)
{
  g_autoptr(GError) error = NULL;
  CpModel *model = cp_catalog_find_model (catalog, "deepseek-v4-pro");
  g_autoptr(CpPlan) plan = cp_test_catalog_plan (catalog, &model, 1, &error);
  CpBuild *build = cp_plan_find_build (plan, "desktop");
  g_autoptr(CpQuote) quote = cp_quote_new (catalog, plan, build);
  g_autoptr(Pdf) document = NULL;
  g_autofree char *dir = cp_test_make_tmpdir ("cp-quote-lines");
  g_autofree char *path = g_build_filename (dir, "desktop.pdf", NULL);
  g_autofree char *first_page = NULL;
  g_autofree char *warning = NULL;

  g_assert_no_error (error);
  g_assert_false (cp_quote_get_can_run (quote));
  g_assert_true (cp_quote_export_pdf (quote, path, NULL, &error));
  g_assert_no_error (error);

  warning = cp_build_dup_cannot_run_warning (build, "DeepSeek V4 Pro");
  g_assert_cmpstr (warning, ==, "60 × GeForce RTX 5090 card cannot run DeepSeek V4 Pro: "
                                "1,920 GB on paper; each card sees only its own 32 GB — this "
                                "model cannot run across them.");
  document = cp_test_pdf_open (path);
  first_page = cp_test_pdf_page_text (document, 0);
  assert_contains (first_page, "This build cannot run the model");
  assert_contains (first_page, warning);
  assert_contains (first_page, "as hardware only");

  cp_test_remove_tmpdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  int status;

  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  catalog = cp_catalog_new_builtin (&error);
  g_assert_no_error (error);
  path = g_test_build_filename (G_TEST_DIST, "..", "resources", "catalog.json", NULL);
  catalog_parser = json_parser_new ();
  g_assert_true (json_parser_load_from_file (catalog_parser, path, &error));
  g_assert_no_error (error);
  catalog_json = json_node_get_object (json_parser_get_root (catalog_parser));

  g_test_add_func ("/cluster-planner/quote-lines/line-items", test_line_items);
  g_test_add_func ("/cluster-planner/quote-lines/tax", test_tax);
  g_test_add_func ("/cluster-planner/quote-lines/extras", test_extras);
  g_test_add_func ("/cluster-planner/quote-lines/customer-facing", test_customer_facing);
  g_test_add_func ("/cluster-planner/quote-lines/cannot-run", test_cannot_run);

  status = g_test_run ();

  g_clear_object (&catalog);
  g_clear_object (&catalog_parser);

  return status;
}
