/* test-words.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "cp-catalog.h"
#include "cp-diagram-layout.h"

/* The words about a build come from one place, and so does what a unit
 * is: these tests hold that one place to what the store says. */

static CpCatalog *builtin;

/* A catalog of the shapes the built-in one does not have. */
static const char odd_catalog[] =
  "{\n"
  "  \"format\": \"cluster-planner-catalog\", \"version\": 1, \"currency\": \"USD\",\n"
  "  \"links\": [\n"
  "    { \"id\": \"nvlink\", \"name\": \"NVLink X\", \"bandwidth_gb_s\": 900 },\n"
  "    { \"id\": \"ib\", \"name\": \"InfiniBand X\", \"bandwidth_gb_s\": 50 }\n"
  "  ],\n"
  "  \"gpus\": [\n"
  "    { \"id\": \"g\", \"name\": \"G\", \"memory_gb\": 100, \"power_w\": 700,\n"
  "      \"grade\": \"datacenter\", \"source\": \"test\" }\n"
  "  ],\n"
  "  \"tiers\": [ { \"id\": \"t\", \"name\": \"T\", \"recommendable\": true } ],\n"
  "  \"units\": [\n"
  "    { \"id\": \"split-trays\", \"name\": \"Split\", \"tier\": \"t\", \"gpu\": \"g\",\n"
  "      \"gpu_count\": 8, \"nvlink_domain_gpus\": 4, \"compute_trays\": 2, \"switch_trays\": 1,\n"
  "      \"intra_link\": \"nvlink\", \"scale_out_link\": \"ib\", \"pooled_scale_out\": true,\n"
  "      \"power_w\": 9000, \"price_usd\": 100000, \"source\": \"test\" },\n"
  "    { \"id\": \"rack\", \"name\": \"Rack\", \"tier\": \"t\", \"gpu\": \"g\",\n"
  "      \"gpu_count\": 8, \"nvlink_domain_gpus\": 8, \"compute_trays\": 2, \"switch_trays\": 1,\n"
  "      \"intra_link\": \"nvlink\", \"scale_out_link\": \"ib\", \"pooled_scale_out\": true,\n"
  "      \"power_w\": 9000, \"price_usd\": 100000, \"source\": \"test\" },\n"
  "    { \"id\": \"loose\", \"name\": \"Loose\", \"tier\": \"t\", \"gpu\": \"g\",\n"
  "      \"gpu_count\": 4, \"nvlink_domain_gpus\": 0,\n"
  "      \"intra_link\": \"nvlink\", \"scale_out_link\": \"ib\", \"pooled_scale_out\": false,\n"
  "      \"power_w\": 3000, \"price_usd\": 40000, \"source\": \"test\" }\n"
  "  ],\n"
  "  \"models\": [ { \"id\": \"m\", \"name\": \"M\", \"min_memory_gb\": 100, \"source\": \"test\" } ],\n"
  "  \"comparisons\": []\n"
  "}\n";

static CpCatalog *
load_text (const char *text)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;
  CpCatalog *catalog = cp_catalog_new_from_bytes (bytes, "test.json", &error);

  g_assert_no_error (error);

  return catalog;
}

static CpBuild *
evaluate (CpCatalog  *catalog,
          const char *unit_id,
          gint64      count,
          gint64      required_gb,
          guint       n_models)
{
  g_autoptr(GError) error = NULL;
  CpUnit *unit = cp_catalog_find_unit (catalog, unit_id);
  CpBuild *build;

  g_assert_nonnull (unit);
  build = cp_catalog_evaluate (catalog, unit, count, required_gb * CP_MB_PER_GB, n_models, &error);
  g_assert_no_error (error);

  return build;
}

/* Unit form */

static void
test_form_builtin (void)
{
  /* Every unit of the built-in catalog, as the store sells it. */
  static const struct { const char *id; CpUnitForm form; } expected[] = {
    { "rtx-4090-card", CP_UNIT_FORM_CARD },
    { "rtx-5090-card", CP_UNIT_FORM_CARD },
    { "h100-pcie-gpu", CP_UNIT_FORM_CARD },
    { "dgx-h100", CP_UNIT_FORM_SYSTEM },
    { "dgx-h200", CP_UNIT_FORM_SYSTEM },
    { "dgx-b200", CP_UNIT_FORM_SYSTEM },
    { "gb200-nvl72", CP_UNIT_FORM_RACK },
  };
  GListModel *units = cp_catalog_get_units (builtin);

  /* A unit added to the catalog is added here too. */
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, G_N_ELEMENTS (expected));

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      CpUnit *unit = cp_catalog_find_unit (builtin, expected[i].id);
      CpUnitForm form;

      g_assert_nonnull (unit);
      g_object_get (unit, "form", &form, NULL);
      g_assert_cmpint (cp_unit_get_form (unit), ==, expected[i].form);
      g_assert_cmpint (form, ==, expected[i].form);
    }
}

static void
test_form_nvlink (void)
{
  CpUnit *dgx = cp_catalog_find_unit (builtin, "dgx-h100");
  CpUnit *nvl72 = cp_catalog_find_unit (builtin, "gb200-nvl72");
  CpUnit *card = cp_catalog_find_unit (builtin, "rtx-5090-card");
  g_autoptr(CpCatalog) odd = load_text (odd_catalog);

  g_assert_true (cp_unit_get_has_nvlink (dgx));
  g_assert_cmpint (cp_unit_get_nvlink_domains (dgx), ==, 1);
  g_assert_cmpint (cp_unit_get_nvlink_domains (nvl72), ==, 1);
  g_assert_false (cp_unit_get_has_nvlink (card));
  g_assert_cmpint (cp_unit_get_nvlink_domains (card), ==, 0);

  g_assert_cmpint (cp_unit_get_nvlink_domains (cp_catalog_find_unit (odd, "split-trays")), ==, 2);
  g_assert_false (cp_unit_get_has_nvlink (cp_catalog_find_unit (odd, "loose")));
  g_assert_cmpint (cp_unit_get_form (cp_catalog_find_unit (odd, "loose")), ==, CP_UNIT_FORM_SYSTEM);
  g_assert_cmpint (cp_unit_get_form (cp_catalog_find_unit (odd, "rack")), ==, CP_UNIT_FORM_RACK);
}

/* Compute trays alone do not make a rack: the rack drawing shows one
 * NVLink domain across its trays, so a unit of two domains is drawn as a
 * system, and its description must say so too. */
static void
test_form_drawing_agrees (void)
{
  g_autoptr(CpCatalog) odd = load_text (odd_catalog);
  g_autoptr(CpBuild) split = evaluate (odd, "split-trays", 1, 100, 1);
  g_autoptr(CpBuild) rack = evaluate (odd, "rack", 1, 100, 1);
  g_autoptr(CpDiagramLayout) split_layout = cp_diagram_layout_new (split, 1200, 800, 0);
  g_autoptr(CpDiagramLayout) rack_layout = cp_diagram_layout_new (rack, 1200, 800, 0);

  g_assert_cmpint (cp_unit_get_form (cp_build_get_unit (split)), ==, CP_UNIT_FORM_SYSTEM);
  g_assert_cmpuint (cp_diagram_layout_count (split_layout, CP_DIAGRAM_ELEMENT_TRAY), ==, 0);
  g_assert_cmpuint (cp_diagram_layout_count (split_layout, CP_DIAGRAM_ELEMENT_DOMAIN), ==, 2);
  g_assert_cmpstr (cp_diagram_layout_get_description (split_layout), ==,
                   "1 Split system, 2 NVLink domains of 4 GPUs each: 800 GB pooled");

  g_assert_cmpuint (cp_diagram_layout_count (rack_layout, CP_DIAGRAM_ELEMENT_TRAY), ==, 2);
  g_assert_cmpstr (cp_diagram_layout_get_description (rack_layout), ==,
                   "1 Rack rack, one NVLink domain of 8 GPUs across 2 compute trays and "
                   "1 NVLink switch trays: 800 GB pooled");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  builtin = cp_catalog_new_builtin (&error);
  g_assert_no_error (error);

  g_test_add_func ("/cluster-planner/words/form/builtin", test_form_builtin);
  g_test_add_func ("/cluster-planner/words/form/nvlink", test_form_nvlink);
  g_test_add_func ("/cluster-planner/words/form/drawing-agrees", test_form_drawing_agrees);

  status = g_test_run ();
  g_assert_finalize_object (builtin);

  return status;
}
