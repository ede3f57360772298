/* test-words.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "cp-build-facts.h"
#include "cp-build-words.h"
#include "cp-catalog.h"
#include "cp-diagram-layout.h"
#include "cp-test-planner.h"

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
  "  \"tiers\": [\n"
  "    { \"id\": \"t\", \"name\": \"T\", \"recommendable\": true,\n"
  "      \"claims\": { \"failover\": \"A spare rack, swapped within the hour\",\n"
  "                  \"scheduling\": \"Our own queue\", \"source\": \"Our service terms\" } },\n"
  "    { \"id\": \"u\", \"name\": \"U\", \"recommendable\": true }\n"
  "  ],\n"
  "  \"units\": [\n"
  "    { \"id\": \"split-trays\", \"name\": \"Split\", \"tier\": \"t\", \"gpu\": \"g\",\n"
  "      \"gpu_count\": 8, \"nvlink_domain_gpus\": 4, \"compute_trays\": 2, \"switch_trays\": 1,\n"
  "      \"intra_link\": \"nvlink\", \"scale_out_link\": \"ib\", \"pooled_scale_out\": true,\n"
  "      \"power_w\": 9000, \"price_usd\": 100000, \"source\": \"test\" },\n"
  "    { \"id\": \"rack\", \"name\": \"Rack\", \"tier\": \"t\", \"gpu\": \"g\",\n"
  "      \"gpu_count\": 8, \"nvlink_domain_gpus\": 8, \"compute_trays\": 2, \"switch_trays\": 1,\n"
  "      \"intra_link\": \"nvlink\", \"scale_out_link\": \"ib\", \"pooled_scale_out\": true,\n"
  "      \"power_w\": 9000, \"price_usd\": 100000, \"source\": \"test\" },\n"
  "    { \"id\": \"loose\", \"name\": \"Loose\", \"tier\": \"u\", \"gpu\": \"g\",\n"
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
  build = cp_test_catalog_evaluate (catalog, unit, count, required_gb * CP_MB_PER_GB, n_models, &error);
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

/* Words */

typedef struct
{
  const char   *title;
  const char   *verdict;
  const char   *memory_note;
  const char   *price_note;
  const char   *power_comparison;
  const char   *comparison_source;
  CpBuildBadge  badge;
  const char   *badge_label;
  const char   *badge_mark;
  const char   *summary;
  const char   *topology_label;
  const char   *topology_description;
  const char   *memory_heading;
  const char   *memory_explanation;
  const char   *reason;
  const char   *spare_warning;
  /* Only for a build that adds up only on paper. */
  const char   *piece_statement;
  const char   *across_verdict;
  const char   *paper_total;
} Words;

static void
assert_words (CpBuild     *build,
              const char  *model_names,
              const Words *expected)
{
  g_autofree char *title = cp_build_dup_title (build);
  g_autofree char *verdict = cp_build_dup_verdict (build);
  g_autofree char *memory_note = cp_build_dup_memory_note (build);
  g_autofree char *price_note = cp_build_dup_price_note (build);
  g_autofree char *power_comparison = cp_build_dup_power_comparison (build);
  g_autofree char *comparison_source = cp_build_dup_comparison_source (build);
  g_autofree char *summary = cp_build_dup_summary (build);
  g_autofree char *topology_label = cp_build_dup_topology_label (build);
  g_autofree char *topology_description = cp_build_dup_topology_description (build);
  g_autofree char *memory_heading = cp_build_dup_memory_heading (build);
  g_autofree char *memory_explanation = cp_build_dup_memory_explanation (build, model_names);
  g_autofree char *reason = cp_build_dup_reason (build);
  g_autofree char *spare_warning = cp_build_dup_spare_warning (build);
  CpBuildBadge badge = cp_build_get_badge (build);

  g_assert_cmpstr (title, ==, expected->title);
  g_assert_cmpstr (verdict, ==, expected->verdict);
  g_assert_cmpstr (memory_note, ==, expected->memory_note);
  g_assert_cmpstr (price_note, ==, expected->price_note);
  g_assert_cmpstr (power_comparison, ==, expected->power_comparison);
  g_assert_cmpstr (comparison_source, ==, expected->comparison_source);
  g_assert_cmpint (badge, ==, expected->badge);
  g_assert_cmpstr (cp_build_badge_get_label (badge), ==, expected->badge_label);
  g_assert_cmpstr (cp_build_badge_get_mark (badge), ==, expected->badge_mark);
  g_assert_cmpstr (summary, ==, expected->summary);
  g_assert_cmpstr (topology_label, ==, expected->topology_label);
  g_assert_cmpstr (topology_description, ==, expected->topology_description);
  g_assert_cmpstr (memory_heading, ==, expected->memory_heading);
  g_assert_cmpstr (memory_explanation, ==, expected->memory_explanation);
  g_assert_cmpstr (reason, ==, expected->reason);
  g_assert_cmpstr (spare_warning, ==, expected->spare_warning);

  g_assert_true (cp_build_get_paper_only (build) == (expected->piece_statement != NULL));
  if (expected->piece_statement != NULL)
    {
      g_autofree char *statement = cp_build_dup_piece_statement (build);
      g_autofree char *across = cp_build_dup_across_verdict (build);
      g_autofree char *total = cp_build_dup_paper_total (build);

      g_assert_cmpstr (statement, ==, expected->piece_statement);
      g_assert_cmpstr (across, ==, expected->across_verdict);
      g_assert_cmpstr (total, ==, expected->paper_total);
    }
}

static CpPlan *
plan_for (const char *model_id)
{
  g_autoptr(GError) error = NULL;
  CpModel *model = cp_catalog_find_model (builtin, model_id);
  CpPlan *plan;

  g_assert_nonnull (model);
  plan = cp_test_catalog_plan (builtin, &model, 1, &error);
  g_assert_no_error (error);

  return plan;
}

/* The store's own example: DeepSeek V4 Pro on three DGX H100, one pool of
 * exactly the 1,920 GB it needs, 30,600 W, $597,000. */
static void
test_words_pooled (void)
{
  g_autoptr(CpPlan) plan = plan_for ("deepseek-v4-pro");
  static const Words expected = {
    .title = "3 × NVIDIA DGX H100",
    .verdict = "1,920 GB, one pool over NVLink 4 and InfiniBand NDR — exactly enough",
    .memory_note = "one pool",
    .price_note = "3 × $199,000",
    .power_comparison = "about 25 average US homes",
    .comparison_source = "one average US home = 1,220 W; EIA, 10,715 kWh per year (2020)",
    .badge = CP_BUILD_BADGE_RECOMMENDED,
    .badge_label = "Recommended",
    .badge_mark = "recommended",
    .summary = "Startup Build, Recommended: 3 × NVIDIA DGX H100. GPU memory: 1,920 GB, one "
               "pool over NVLink 4 and InfiniBand NDR — exactly enough. Power: 30,600 W, about "
               "25 average US homes. Price: $597,000. The cheapest build that holds this model. "
               "Nothing is left for the KV cache of even one request: size it for a workload to "
               "see what a context and users need.",
    .topology_label = "Topology of 3 × NVIDIA DGX H100",
    .topology_description = "3 NVIDIA DGX H100 systems, each one NVLink domain of 8 GPUs (640 GB), "
                            "joined by InfiniBand NDR: 1,920 GB pooled",
    .memory_heading = "One pool of memory",
    .memory_explanation = "One model can span all of these GPUs: the combined memory is usable, "
                          "not just theoretical.",
    /* The store's "exactly enough headroom" leaves none for a request. */
    .reason = "The cheapest build that holds this model",
    .spare_warning = "Nothing is left for the KV cache of even one request: size it for a "
                     "workload to see what a context and users need",
  };

  assert_words (cp_plan_get_recommended (plan), "DeepSeek V4 Pro", &expected);
}

/* The store's four RTX 4090: 96 GB on paper, 24 GB to each card, enough
 * for a 20 GB model on one of them. */
static void
test_words_not_pooled (void)
{
  g_autoptr(CpBuild) build = evaluate (builtin, "rtx-4090-card", 4, 20, 1);
  static const Words expected = {
    .title = "4 × GeForce RTX 4090 card",
    .verdict = "96 GB on paper; the model fits on one piece of 24 GB — 4 GB to spare",
    .memory_note = "on paper; 24 GB usable by one model",
    .price_note = "4 × $2,500",
    .power_comparison = "about 1.5 average US homes",
    .comparison_source = "one average US home = 1,220 W; EIA, 10,715 kWh per year (2020)",
    .badge = CP_BUILD_BADGE_DEVELOPMENT,
    .badge_label = "For development and testing",
    .badge_mark = "fits on one card — fine for development and testing",
    .summary = "Desktop Cards, For development and testing: 4 × GeForce RTX 4090 card. GPU memory: "
               "96 GB on paper; the model fits on one piece of 24 GB — 4 GB to spare. Power: "
               "1,800 W, about 1.5 average US homes. Price: $10,000. Fits on one card — fine for "
               "development and testing; for production the store recommends datacenter hardware.",
    .topology_label = "Topology of 4 × GeForce RTX 4090 card",
    .topology_description = "4 GeForce RTX 4090 cards, each on its own over PCIe through the CPU: "
                            "96 GB on paper, 24 GB usable by one model",
    .memory_heading = "Memory that adds up only on paper",
    .memory_explanation = "These GPUs talk over PCIe through the CPU: their memory adds up on a "
                          "spreadsheet, not in practice. The model fits on one of them.",
    /* "Desktop cards are fine for development." */
    .reason = "Fits on one card — fine for development and testing; for production the store "
              "recommends datacenter hardware",
  };

  g_assert_false (cp_build_get_pooled (build));
  g_assert_true (cp_build_get_fits (build));
  assert_words (build, "a 20 GB model", &expected);
}

/* Sixty RTX 5090 add up to DeepSeek V4 Pro's 1,920 GB only on paper. */
static void
test_words_not_fitting (void)
{
  g_autoptr(CpPlan) plan = plan_for ("deepseek-v4-pro");
  static const Words expected = {
    .title = "60 × GeForce RTX 5090 card",
    .verdict = "1,920 GB on paper; each card sees only its own 32 GB — this model cannot run "
               "across them",
    .memory_note = "on paper; 32 GB usable by one model",
    .price_note = "60 × $3,000",
    .power_comparison = "about 28 average US homes",
    .comparison_source = "one average US home = 1,220 W; EIA, 10,715 kWh per year (2020)",
    .badge = CP_BUILD_BADGE_CANNOT_RUN,
    .badge_label = "Cannot run it",
    .badge_mark = "cannot run it",
    .summary = "Desktop Cards, Cannot run it: One card holds 32 GB of the 1,920 GB this model "
               "needs. Each card sees only its own memory: this model cannot run across cards. "
               "On paper, 60 GeForce RTX 5090 cards add up to 1,920 GB, 34,500 W and $180,000.",
    .topology_label = "Topology of 60 × GeForce RTX 5090 card",
    .topology_description = "60 GeForce RTX 5090 cards, each on its own over PCIe through the CPU: "
                            "1,920 GB on paper, 32 GB usable by one model",
    .memory_heading = "Memory that adds up only on paper",
    .memory_explanation = "These GPUs talk over PCIe through the CPU: their memory adds up on a "
                          "spreadsheet, not in practice. This build cannot run DeepSeek V4 Pro.",
    .piece_statement = "One card holds 32 GB of the 1,920 GB this model needs",
    .across_verdict = "Each card sees only its own memory: this model cannot run across cards",
    .paper_total = "On paper, 60 GeForce RTX 5090 cards add up to 1,920 GB, 34,500 W and $180,000",
  };

  assert_words (cp_plan_find_build (plan, "desktop"), "DeepSeek V4 Pro", &expected);
}

/* Reasons */

static CpPlan *
plan_for_memory (CpCatalog *catalog,
                 gint64     required_gb)
{
  g_autoptr(CpModel) model = cp_model_new_for_memory (required_gb * CP_MB_PER_GB);
  g_autoptr(GError) error = NULL;
  CpPlan *plan = cp_test_catalog_plan (catalog, &model, 1, &error);

  g_assert_no_error (error);

  return plan;
}

static void
assert_badge (CpBuild      *build,
              CpBuildBadge  badge,
              const char   *reason)
{
  g_autofree char *shown = cp_build_dup_reason (build);

  g_assert_cmpint (cp_build_get_badge (build), ==, badge);
  g_assert_cmpstr (shown, ==, reason);
}

/* The store's three large models together: the recommendation says why it
 * is the one, the GB200 NVL72 the store names for them "with room to
 * spare for growth" says how much room, and the two tiers that cannot run
 * them say so plainly, with their sums only on paper. */
static void
test_reasons_three_models (void)
{
  CpModel *models[] = {
    cp_catalog_find_model (builtin, "deepseek-v4-pro"),
    cp_catalog_find_model (builtin, "glm-5.2-max"),
    cp_catalog_find_model (builtin, "nemotron-3-ultra"),
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlan) plan = cp_test_catalog_plan (builtin, models, G_N_ELEMENTS (models), &error);
  CpBuild *entry;
  CpBuild *desktop;
  g_autofree char *warning = NULL;

  g_assert_no_error (error);
  assert_badge (cp_plan_get_recommended (plan), CP_BUILD_BADGE_RECOMMENDED,
                "The cheapest build that holds these models");
  warning = cp_build_dup_spare_warning (cp_plan_get_recommended (plan));
  g_assert_null (warning);

  g_assert_true (cp_plan_get_most_room (plan) == cp_plan_find_build (plan, "growth"));
  assert_badge (cp_plan_get_most_room (plan), CP_BUILD_BADGE_MOST_ROOM,
                "10,340.4 GB to spare for growth, against 356.4 GB on the recommended build");
  g_assert_cmpstr (cp_build_badge_get_label (CP_BUILD_BADGE_MOST_ROOM), ==, "Most room to grow");

  entry = cp_plan_find_build (plan, "entry");
  g_assert_true (cp_build_get_paper_only (entry));
  {
    g_autofree char *statement = cp_build_dup_piece_statement (entry);
    g_autofree char *across = cp_build_dup_across_verdict (entry);
    g_autofree char *total = cp_build_dup_paper_total (entry);

    g_assert_cmpstr (statement, ==, "One GPU holds 80 GB of the 3,483.6 GB these models need");
    g_assert_cmpstr (across, ==, "Each GPU sees only its own memory: these models cannot run across GPUs");
    g_assert_cmpstr (total, ==, "On paper, 44 NVIDIA H100 PCIe GPUs add up to 3,520 GB, 15,400 W and $1,320,000");
  }

  desktop = cp_plan_find_build (plan, "desktop");
  g_assert_true (cp_build_get_paper_only (desktop));
  {
    g_autofree char *statement = cp_build_dup_piece_statement (desktop);
    g_autofree char *total = cp_build_dup_paper_total (desktop);

    g_assert_cmpstr (statement, ==, "One card holds 32 GB of the 3,483.6 GB these models need");
    g_assert_cmpstr (total, ==, "On paper, 109 GeForce RTX 5090 cards add up to 3,488 GB, 62,675 W and $327,000");
  }
}

/* One recommendable GPU per tier, of 100, 110 and 130 GB: how much more
 * room is "far more room". */
static const char room_catalog[] =
  "{\n"
  "  \"format\": \"cluster-planner-catalog\", \"version\": 1, \"currency\": \"USD\",\n"
  "  \"links\": [ { \"id\": \"pcie\", \"name\": \"PCIe\", \"bandwidth_gb_s\": 64 } ],\n"
  "  \"gpus\": [\n"
  "    { \"id\": \"g100\", \"name\": \"G100\", \"memory_gb\": 100, \"power_w\": 300,\n"
  "      \"grade\": \"datacenter\", \"source\": \"test\" },\n"
  "    { \"id\": \"g110\", \"name\": \"G110\", \"memory_gb\": 110, \"power_w\": 300,\n"
  "      \"grade\": \"datacenter\", \"source\": \"test\" },\n"
  "    { \"id\": \"g130\", \"name\": \"G130\", \"memory_gb\": 130, \"power_w\": 300,\n"
  "      \"grade\": \"datacenter\", \"source\": \"test\" }\n"
  "  ],\n"
  "  \"tiers\": [ { \"id\": \"small\", \"name\": \"Small\", \"recommendable\": true },\n"
  "               { \"id\": \"mid\", \"name\": \"Mid\", \"recommendable\": true },\n"
  "               { \"id\": \"big\", \"name\": \"Big\", \"recommendable\": true } ],\n"
  "  \"units\": [\n"
  "    { \"id\": \"u100\", \"name\": \"U100\", \"tier\": \"small\", \"gpu\": \"g100\",\n"
  "      \"gpu_count\": 1, \"nvlink_domain_gpus\": 0, \"intra_link\": \"pcie\",\n"
  "      \"scale_out_link\": \"pcie\", \"pooled_scale_out\": false, \"power_w\": 300,\n"
  "      \"price_usd\": 1000, \"source\": \"test\" },\n"
  "    { \"id\": \"u110\", \"name\": \"U110\", \"tier\": \"mid\", \"gpu\": \"g110\",\n"
  "      \"gpu_count\": 1, \"nvlink_domain_gpus\": 0, \"intra_link\": \"pcie\",\n"
  "      \"scale_out_link\": \"pcie\", \"pooled_scale_out\": false, \"power_w\": 300,\n"
  "      \"price_usd\": 2000, \"source\": \"test\" },\n"
  "    { \"id\": \"u130\", \"name\": \"U130\", \"tier\": \"big\", \"gpu\": \"g130\",\n"
  "      \"gpu_count\": 1, \"nvlink_domain_gpus\": 0, \"intra_link\": \"pcie\",\n"
  "      \"scale_out_link\": \"pcie\", \"pooled_scale_out\": false, \"power_w\": 300,\n"
  "      \"price_usd\": 3000, \"source\": \"test\" }\n"
  "  ],\n"
  "  \"models\": [],\n"
  "  \"comparisons\": []\n"
  "}\n";

/* "Far more room": at least twice the recommended build's spare memory,
 * and at least a quarter of what the models need. */
static void
test_reasons_most_room_rule (void)
{
  g_autoptr(CpCatalog) catalog = load_text (room_catalog);
  static const struct {
    gint64      required_gb;
    const char *most_room;
    const char *reason;
  } cases[] = {
    /* Nothing to spare on U100: 30 GB is far more, and above a quarter. */
    { 100, "big", "30 GB to spare for growth, against none on the recommended build" },
    /* 70 GB is less than twice U100's 40 GB. */
    { 60, NULL, NULL },
    /* U130's 45 GB is more than twice U100's 15 GB, and above a quarter
     * of 85 GB. */
    { 85, "big", "45 GB to spare for growth, against 15 GB on the recommended build" },
    /* U110 recommended with 5 GB to spare: 25 GB is more than twice as
     * much, but less than a quarter of 105 GB. */
    { 105, NULL, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(CpPlan) plan = plan_for_memory (catalog, cases[i].required_gb);
      CpBuild *most_room = cp_plan_get_most_room (plan);

      if (cases[i].most_room == NULL)
        {
          g_assert_null (most_room);
          for (guint j = 0; j < g_list_model_get_n_items (cp_plan_get_builds (plan)); j++)
            {
              g_autoptr(CpBuild) build = g_list_model_get_item (cp_plan_get_builds (plan), j);

              g_assert_cmpint (cp_build_get_badge (build), !=, CP_BUILD_BADGE_MOST_ROOM);
            }
          continue;
        }

      g_assert_nonnull (most_room);
      g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_build_get_tier (most_room))), ==, cases[i].most_room);
      assert_badge (most_room, CP_BUILD_BADGE_MOST_ROOM, cases[i].reason);
    }

  /* The built-in catalog: the store's own examples. */
  {
    g_autoptr(CpPlan) deepseek = plan_for ("deepseek-v4-pro");
    g_autoptr(CpPlan) huge = plan_for_memory (builtin, 10000);

    assert_badge (cp_plan_get_most_room (deepseek), CP_BUILD_BADGE_MOST_ROOM,
                  "11,904 GB to spare for growth, against none on the recommended build");
    /* The rack is recommended itself: nothing has more room. */
    g_assert_true (cp_build_get_recommended (cp_plan_find_build (huge, "growth")));
    g_assert_null (cp_plan_get_most_room (huge));
  }
}

/* A model that fits on one desktop card: fine for development, while the
 * recommendation stays on datacenter hardware. */
static void
test_reasons_development (void)
{
  g_autoptr(CpPlan) plan = plan_for_memory (builtin, 20);
  CpBuild *desktop = cp_plan_find_build (plan, "desktop");
  g_autofree char *title = cp_build_dup_title (desktop);

  g_autofree char *comparison = cp_build_dup_power_comparison (desktop);

  g_assert_cmpstr (title, ==, "1 × GeForce RTX 4090 card");
  /* Not "about 7.5 60-watt light bulbs": no two numbers side by side. */
  g_assert_cmpstr (comparison, ==, "about 7.5 light bulbs of 60 W");
  assert_badge (desktop, CP_BUILD_BADGE_DEVELOPMENT,
                "Fits on one card — fine for development and testing; for production the store "
                "recommends datacenter hardware");
  g_assert_false (cp_unit_get_desktop (cp_build_get_unit (cp_plan_get_recommended (plan))));
}

/* Claims */

/* The failover and scheduling rows are the store's claims: the catalog
 * says them, per tier, with where they come from. */
static void
test_claims_from_catalog (void)
{
  g_autoptr(CpCatalog) odd = load_text (odd_catalog);
  g_autoptr(CpBuild) claimed = evaluate (odd, "rack", 2, 100, 1);
  g_autoptr(CpBuild) unclaimed = evaluate (odd, "loose", 2, 100, 1);
  g_autofree char *failover = cp_build_dup_fact (claimed, CP_BUILD_FACT_FAILOVER);
  g_autofree char *scheduling = cp_build_dup_fact (claimed, CP_BUILD_FACT_SCHEDULING);
  g_autofree char *no_failover = cp_build_dup_fact (unclaimed, CP_BUILD_FACT_FAILOVER);
  g_autofree char *no_scheduling = cp_build_dup_fact (unclaimed, CP_BUILD_FACT_SCHEDULING);

  g_assert_cmpstr (failover, ==, "A spare rack, swapped within the hour");
  g_assert_cmpstr (scheduling, ==, "Our own queue");
  g_assert_cmpstr (cp_build_get_fact_source (claimed, CP_BUILD_FACT_FAILOVER), ==, "Our service terms");
  g_assert_cmpstr (cp_build_get_fact_source (claimed, CP_BUILD_FACT_SCHEDULING), ==, "Our service terms");
  g_assert_null (cp_build_get_fact_source (claimed, CP_BUILD_FACT_PRICE));

  /* A tier without claims claims nothing. */
  g_assert_cmpstr (no_failover, ==, "The catalog does not say");
  g_assert_cmpstr (no_scheduling, ==, "The catalog does not say");
  g_assert_null (cp_build_get_fact_source (unclaimed, CP_BUILD_FACT_FAILOVER));
}

/* The built-in catalog's claims are the store's table, for desktop cards
 * and for datacenter builds alike. */
static void
test_claims_builtin (void)
{
  GListModel *tiers = cp_catalog_get_tiers (builtin);

  for (guint i = 0; i < g_list_model_get_n_items (tiers); i++)
    {
      g_autoptr(CpTier) tier = g_list_model_get_item (tiers, i);
      gboolean desktop = g_str_equal (cp_item_get_id (CP_ITEM (tier)), "desktop");

      g_assert_cmpstr (cp_tier_get_failover (tier), ==,
                       desktop ? "None — one card dies, job dies" : "Hardware HA, Kubernetes scheduling");
      g_assert_cmpstr (cp_tier_get_scheduling (tier), ==,
                       desktop ? "Manual / ad hoc" : "Slurm / K8s / NGC containers");
      g_assert_true (g_str_has_prefix (cp_tier_get_claims_source (tier), "Store seed page"));
    }
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
  g_test_add_func ("/cluster-planner/words/build/pooled", test_words_pooled);
  g_test_add_func ("/cluster-planner/words/build/not-pooled", test_words_not_pooled);
  g_test_add_func ("/cluster-planner/words/build/not-fitting", test_words_not_fitting);
  g_test_add_func ("/cluster-planner/words/reasons/three-models", test_reasons_three_models);
  g_test_add_func ("/cluster-planner/words/reasons/most-room-rule", test_reasons_most_room_rule);
  g_test_add_func ("/cluster-planner/words/reasons/development", test_reasons_development);
  g_test_add_func ("/cluster-planner/words/claims/from-catalog", test_claims_from_catalog);
  g_test_add_func ("/cluster-planner/words/claims/builtin", test_claims_builtin);

  status = g_test_run ();
  g_assert_finalize_object (builtin);

  return status;
}
