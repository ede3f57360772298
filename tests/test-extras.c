/* test-extras.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "cp-catalog.h"
#include "cp-test-planner.h"
#include "cp-test-util.h"

/* The catalog's accessories and services: optional top-level lists read as
 * strictly as the rest of a catalog, and the rules that say how many of
 * each a build needs. */

/* A version 1 catalog with one unit; the tests add the lists after it. */
#define HEAD \
  "{ \"format\": \"cluster-planner-catalog\", \"version\": 1, \"currency\": \"USD\",\n" \
  "  \"links\": [ { \"id\": \"ib\", \"name\": \"InfiniBand\", \"bandwidth_gb_s\": 50 } ],\n" \
  "  \"gpus\": [ { \"id\": \"g\", \"name\": \"G\", \"memory_gb\": 80, \"power_w\": 700,\n" \
  "              \"grade\": \"datacenter\", \"source\": \"datasheet\" } ],\n" \
  "  \"tiers\": [ { \"id\": \"t\", \"name\": \"T\", \"recommendable\": true } ],\n" \
  "  \"units\": [ { \"id\": \"sys\", \"name\": \"System\", \"tier\": \"t\", \"gpu\": \"g\",\n" \
  "               \"gpu_count\": 8, \"nvlink_domain_gpus\": 8, \"intra_link\": \"ib\",\n" \
  "               \"scale_out_link\": \"ib\", \"pooled_scale_out\": true, \"power_w\": 10000,\n" \
  "               \"price_usd\": 100000, \"source\": \"estimate\" } ],\n" \
  "  \"models\": [ { \"id\": \"m\", \"name\": \"M\", \"min_memory_gb\": 100, \"source\": \"s\" } ],\n" \
  "  \"comparisons\": []"

#define SWITCH \
  "{ \"id\": \"switch\", \"name\": \"Switch\", \"units\": [\"sys\"], \"quantity\": 1, \"per\": 4," \
  " \"min_units\": 2, \"price_usd\": 28000, \"source\": \"estimate\" }"

static CpCatalog *
load (const char  *lists,
      GError     **error)
{
  g_autofree char *text = g_strdup_printf ("%s%s\n}\n", HEAD, lists);
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return cp_catalog_new_from_bytes (bytes, "test.json", error);
}

/* A build of @count units of @unit_id, as a plan would size it. */
static CpBuild *
build_of (CpCatalog  *catalog,
          const char *unit_id,
          gint64      count)
{
  g_autoptr(GError) error = NULL;
  CpBuild *build = cp_test_catalog_evaluate (catalog, cp_catalog_find_unit (catalog, unit_id), count,
                                        1000, 1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (build);

  return build;
}

static CpExtra *
find_extra (CpCatalog  *catalog,
            const char *id)
{
  GListModel *extras = cp_catalog_get_extras (catalog);

  for (guint i = 0; i < g_list_model_get_n_items (extras); i++)
    {
      g_autoptr(CpExtra) extra = g_list_model_get_item (extras, i);

      if (g_str_equal (cp_item_get_id (CP_ITEM (extra)), id))
        return extra;
    }

  g_error ("no extra “%s”", id);
}

/* Without the lists a catalog loads as before, with no extras. */
static void
test_optional (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = load ("", &error);

  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (cp_catalog_get_extras (catalog)), ==, 0);

  g_clear_object (&catalog);
  catalog = load (", \"accessories\": null, \"services\": []", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (cp_catalog_get_extras (catalog)), ==, 0);
}

/* What is read, and the rule: @quantity for every @per units, rounded up,
 * from @min_units on; nothing for other units. */
static void
test_rules (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = NULL;
  static const struct { gint64 count, switches, cables, installs, racks; } cases[] = {
    { 1, 0, 0, 1, 1 },
    { 2, 1, 16, 2, 1 },
    { 4, 1, 32, 4, 2 },
    { 5, 2, 40, 5, 3 },
    { 6, 2, 48, 6, 3 },
    { 40, 10, 320, 40, 20 },
  };
  CpExtra *switches, *cables, *install, *rack;

  catalog = load (", \"accessories\": [ " SWITCH ",\n"
                  "  { \"id\": \"cable\", \"name\": \"Cable\", \"note\": \"8 per system\","
                  "    \"units\": [\"sys\"], \"quantity\": 8, \"min_units\": 2, \"price_usd\": 150.5,"
                  "    \"source\": \"estimate\" },\n"
                  "  { \"id\": \"rack\", \"name\": \"Rack\", \"units\": [\"sys\"], \"per\": 2,"
                  "    \"price_usd\": 9500, \"source\": \"estimate\" } ],\n"
                  "  \"services\": [ { \"id\": \"install\", \"kind\": \"installation\","
                  "    \"name\": \"Installation\", \"units\": [\"sys\"], \"price_usd\": 0,"
                  "    \"source\": \"included\" } ]", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (cp_catalog_get_extras (catalog)), ==, 4);

  switches = find_extra (catalog, "switch");
  cables = find_extra (catalog, "cable");
  rack = find_extra (catalog, "rack");
  install = find_extra (catalog, "install");

  g_assert_cmpint (cp_extra_get_kind (switches), ==, CP_EXTRA_ACCESSORY);
  g_assert_cmpint (cp_extra_get_kind (install), ==, CP_EXTRA_INSTALLATION);
  g_assert_cmpstr (cp_item_get_name (CP_ITEM (cables)), ==, "Cable");
  g_assert_cmpstr (cp_extra_get_note (cables), ==, "8 per system");
  g_assert_null (cp_extra_get_note (switches));
  g_assert_cmpstr (cp_item_get_source (CP_ITEM (rack)), ==, "estimate");
  g_assert_cmpint (cp_extra_get_price_cents (switches), ==, 2800000);
  g_assert_cmpint (cp_extra_get_price_cents (cables), ==, 15050);
  g_assert_cmpint (cp_extra_get_price_cents (install), ==, 0);
  /* Unsaid, the rule is one per unit. */
  g_assert_cmpint (cp_extra_get_quantity (install), ==, 1);
  g_assert_cmpint (cp_extra_get_per (install), ==, 1);
  g_assert_cmpint (cp_extra_get_min_units (install), ==, 1);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(CpBuild) build = build_of (catalog, "sys", cases[i].count);

      g_assert_cmpint (cp_extra_count_for (switches, cp_build_get_unit (build), cp_build_get_count (build)), ==, cases[i].switches);
      g_assert_cmpint (cp_extra_count_for (cables, cp_build_get_unit (build), cp_build_get_count (build)), ==, cases[i].cables);
      g_assert_cmpint (cp_extra_count_for (rack, cp_build_get_unit (build), cp_build_get_count (build)), ==, cases[i].racks);
      g_assert_cmpint (cp_extra_count_for (install, cp_build_get_unit (build), cp_build_get_count (build)), ==, cases[i].installs);
    }
}

typedef struct
{
  const char     *name;
  const char     *lists;
  const char     *domain;
  int  code;
  const char     *message;
} BrokenCase;

static const BrokenCase broken_cases[] = {
  { "not-a-list", ", \"accessories\": {}", CP_TEST_FILE_ERROR (TYPE),
    "test.json: accessories: must be a list, not an object" },
  { "not-an-object", ", \"services\": [ 3 ]", CP_TEST_FILE_ERROR (TYPE),
    "test.json: services[0]: must be an object, not a number" },
  { "unknown-unit", ", \"accessories\": [ { \"id\": \"a\", \"name\": \"A\", \"units\": [\"sys\", \"dgx\"],"
    " \"price_usd\": 1, \"source\": \"s\" } ]", CP_TEST_CATALOG_ERROR (REFERENCE),
    "test.json: accessories[0].units[1]: “dgx” is not the id of any of the catalog’s units" },
  /* A text quoted from the file is cut short, as every catalog message's. */
  { "long-unknown-unit", ", \"accessories\": [ { \"id\": \"a\", \"name\": \"A\", \"units\": [\"dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd\"],"
    " \"price_usd\": 1, \"source\": \"s\" } ]", CP_TEST_CATALOG_ERROR (REFERENCE),
    "test.json: accessories[0].units[0]: “dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd…” is not the id of any of the catalog’s units" },
  { "no-units", ", \"accessories\": [ { \"id\": \"a\", \"name\": \"A\", \"units\": [],"
    " \"price_usd\": 1, \"source\": \"s\" } ]", CP_TEST_FILE_ERROR (MISSING),
    "test.json: accessories[0].units: must not be empty" },
  { "missing-price", ", \"accessories\": [ { \"id\": \"a\", \"name\": \"A\", \"units\": [\"sys\"],"
    " \"source\": \"s\" } ]", CP_TEST_FILE_ERROR (MISSING),
    "test.json: accessories[0].price_usd: missing" },
  { "negative-price", ", \"accessories\": [ { \"id\": \"a\", \"name\": \"A\", \"units\": [\"sys\"],"
    " \"price_usd\": -5, \"source\": \"s\" } ]", CP_TEST_FILE_ERROR (RANGE),
    "test.json: accessories[0].price_usd: must be from 0 to 100,000,000, not -5" },
  { "missing-source", ", \"accessories\": [ { \"id\": \"a\", \"name\": \"A\", \"units\": [\"sys\"],"
    " \"price_usd\": 1 } ]", CP_TEST_FILE_ERROR (MISSING),
    "test.json: accessories[0].source: missing" },
  { "zero-per", ", \"accessories\": [ { \"id\": \"a\", \"name\": \"A\", \"units\": [\"sys\"],"
    " \"per\": 0, \"price_usd\": 1, \"source\": \"s\" } ]", CP_TEST_FILE_ERROR (RANGE),
    "test.json: accessories[0].per: must be from 1 to 10,000, not 0" },
  { "fractional-quantity", ", \"accessories\": [ { \"id\": \"a\", \"name\": \"A\", \"units\": [\"sys\"],"
    " \"quantity\": 1.5, \"price_usd\": 1, \"source\": \"s\" } ]", CP_TEST_FILE_ERROR (TYPE),
    "test.json: accessories[0].quantity: must be a whole number, not 1.5" },
  { "service-without-kind", ", \"services\": [ { \"id\": \"a\", \"name\": \"A\", \"units\": [\"sys\"],"
    " \"price_usd\": 1, \"source\": \"s\" } ]", CP_TEST_FILE_ERROR (MISSING),
    "test.json: services[0].kind: missing" },
  { "unknown-kind", ", \"services\": [ { \"id\": \"a\", \"kind\": \"delivery\", \"name\": \"A\","
    " \"units\": [\"sys\"], \"price_usd\": 1, \"source\": \"s\" } ]", CP_TEST_FILE_ERROR (RANGE),
    "test.json: services[0].kind: must be “installation”, “support” or “shipping”, not “delivery”" },
  { "duplicate-id", ", \"accessories\": [ " SWITCH " ], \"services\": [ { \"id\": \"switch\","
    " \"kind\": \"support\", \"name\": \"A\", \"units\": [\"sys\"], \"price_usd\": 1,"
    " \"source\": \"s\" } ]", CP_TEST_CATALOG_ERROR (DUPLICATE),
    "test.json: services[0].id: “switch” is already the id of accessories[0]" },
  { "bad-id", ", \"accessories\": [ { \"id\": \"a b\", \"name\": \"A\", \"units\": [\"sys\"],"
    " \"price_usd\": 1, \"source\": \"s\" } ]", CP_TEST_FILE_ERROR (RANGE),
    "test.json: accessories[0].id: “a b” is not an id: use letters, digits, “-”, “_” and “.” only" },
  { "note-with-line-break", ", \"accessories\": [ { \"id\": \"a\", \"name\": \"A\", \"note\": \"x\\ny\","
    " \"units\": [\"sys\"], \"price_usd\": 1, \"source\": \"s\" } ]", CP_TEST_FILE_ERROR (RANGE),
    "test.json: accessories[0].note: must not contain control characters such as line breaks" },
};

static void
test_broken (gconstpointer data)
{
  const BrokenCase *broken = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = load (broken->lists, &error);

  g_assert_null (catalog);
  cp_test_assert_error (error, broken->domain, broken->code);
  g_assert_cmpstr (error->message, ==, broken->message);
}

/* The built-in catalog: 6 × DGX H100 need InfiniBand leaf and spine
 * switches, transceivers, cables and racks; a single system no fabric;
 * every extra has a price and a source, and every unit the three
 * services. */
static void
test_builtin (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  g_autoptr(CpBuild) six = NULL;
  g_autoptr(CpBuild) one = NULL;
  GListModel *extras;
  GListModel *units;

  g_assert_no_error (error);
  extras = cp_catalog_get_extras (catalog);
  units = cp_catalog_get_units (catalog);
  g_assert_cmpuint (g_list_model_get_n_items (extras), >, 0);

  six = build_of (catalog, "dgx-h100", 6);
  one = build_of (catalog, "dgx-h100", 1);
  g_assert_cmpint (cp_extra_count_for (find_extra (catalog, "ib-leaf-switch"), cp_build_get_unit (six), cp_build_get_count (six)), ==, 2);
  g_assert_cmpint (cp_extra_count_for (find_extra (catalog, "ib-spine-switch"), cp_build_get_unit (six), cp_build_get_count (six)), ==, 1);
  g_assert_cmpint (cp_extra_count_for (find_extra (catalog, "ib-cable"), cp_build_get_unit (six), cp_build_get_count (six)), ==, 48);
  g_assert_cmpint (cp_extra_count_for (find_extra (catalog, "ib-transceiver"), cp_build_get_unit (six), cp_build_get_count (six)), ==, 48);
  g_assert_cmpint (cp_extra_count_for (find_extra (catalog, "ib-leaf-switch"), cp_build_get_unit (one), cp_build_get_count (one)), ==, 0);
  g_assert_cmpint (cp_extra_count_for (find_extra (catalog, "ib-cable"), cp_build_get_unit (one), cp_build_get_count (one)), ==, 0);

  for (guint i = 0; i < g_list_model_get_n_items (extras); i++)
    {
      g_autoptr(CpExtra) extra = g_list_model_get_item (extras, i);

      g_assert_nonnull (cp_item_get_source (CP_ITEM (extra)));
      g_assert_cmpint (cp_extra_get_price_cents (extra), >, 0);
    }

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(CpUnit) unit = g_list_model_get_item (units, i);
      guint kinds = 0;

      for (guint j = 0; j < g_list_model_get_n_items (extras); j++)
        {
          g_autoptr(CpExtra) extra = g_list_model_get_item (extras, j);

          if (cp_extra_get_kind (extra) != CP_EXTRA_ACCESSORY && cp_extra_applies_to (extra, unit))
            kinds |= 1u << cp_extra_get_kind (extra);
        }

      g_assert_cmpuint (kinds, ==, (1u << CP_EXTRA_INSTALLATION) | (1u << CP_EXTRA_SUPPORT) |
                                   (1u << CP_EXTRA_SHIPPING));
    }
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cluster-planner/extras/optional", test_optional);
  g_test_add_func ("/cluster-planner/extras/rules", test_rules);
  g_test_add_func ("/cluster-planner/extras/builtin", test_builtin);
  for (guint i = 0; i < G_N_ELEMENTS (broken_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cluster-planner/extras/broken/%s",
                                               broken_cases[i].name);

      g_test_add_data_func (path, &broken_cases[i], test_broken);
    }

  return g_test_run ();
}
