/* test-site.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "cp-catalog.h"
#include "cp-planner.h"
#include "cp-site-words.h"
#include "cp-site.h"
#include "cp-test-util.h"

/* What the room needs (docs/site.md): the store's examples — 3 × DGX H100,
 * 1 × GB200 NVL72, 4 × RTX 4090 — against figures worked by hand from the
 * catalog's sources (docs/site.md §6), amperes at both supplies, the
 * catalog's site facts read strictly, and the words in English, Russian
 * and Kyrgyz. */

#define ASSERT_NEAR(a, b, epsilon) g_assert_cmpfloat_with_epsilon ((a), (b), (epsilon))

static CpCatalog *
builtin (void)
{
  g_autoptr(GError) error = NULL;
  CpCatalog *catalog = cp_catalog_new_builtin (&error);

  g_assert_no_error (error);
  return catalog;
}

static CpBuild *
build_of (CpCatalog  *catalog,
          const char *unit_id,
          gint64      count)
{
  g_autoptr(CpPlanner) planner = cp_planner_new (catalog);
  g_autoptr(GError) error = NULL;
  CpUnit *unit = cp_catalog_find_unit (catalog, unit_id);
  CpBuild *build;

  g_assert_nonnull (unit);
  build = cp_planner_evaluate (planner, unit, count, 1920 * CP_MB_PER_GB, 1, &error);
  g_assert_no_error (error);
  return build;
}

static void
site_of (CpBuild        *build,
         CpSiteSupply    supply,
         CpSiteResult   *result)
{
  CpSiteSettings settings;

  cp_site_settings_init_default (&settings);
  settings.supply = supply;
  g_assert_true (cp_build_compute_site (build, &settings, result));
}

/* The catalog's figures are its sources' (NVIDIA DGX H100/H200 User Guide;
 * DGX B200 User Guide; DGX GB200 User Guide and the press on its weight;
 * NVIDIA's RTX 4090 and 5090 specifications). */
static void
test_catalog_facts (void)
{
  g_autoptr(CpCatalog) catalog = builtin ();
  const CpUnitSite *dgx = cp_unit_get_site (cp_catalog_find_unit (catalog, "dgx-h100"));
  const CpUnitSite *b200 = cp_unit_get_site (cp_catalog_find_unit (catalog, "dgx-b200"));
  const CpUnitSite *nvl = cp_unit_get_site (cp_catalog_find_unit (catalog, "gb200-nvl72"));
  const CpUnitSite *card = cp_unit_get_site (cp_catalog_find_unit (catalog, "rtx-4090-card"));

  g_assert_true (dgx->published);
  g_assert_cmpint (dgx->facts.rack_units, ==, 8);
  g_assert_cmpint (dgx->facts.per_rack, ==, 2);
  ASSERT_NEAR (dgx->facts.weight_kg, 130.45, 1e-9);
  g_assert_cmpint (dgx->facts.power_w, ==, 10200);
  g_assert_cmpint (dgx->facts.cooling, ==, CP_COOLING_AIR);
  g_assert_cmpint (dgx->supply_count, ==, 6);
  g_assert_cmpint (dgx->supply_rating_w, ==, 3300);
  g_assert_cmpstr (dgx->supply_redundancy, ==, "4+2");
  g_assert_true (dgx->has_temperature);
  ASSERT_NEAR (dgx->temperature_min_c, 5, 1e-9);
  ASSERT_NEAR (dgx->temperature_max_c, 30, 1e-9);
  g_assert_nonnull (strstr (dgx->source, "DGX H100/H200 User Guide"));

  g_assert_cmpint (b200->facts.rack_units, ==, 10);
  ASSERT_NEAR (b200->facts.weight_kg, 142.4, 1e-9);
  g_assert_cmpstr (b200->supply_redundancy, ==, "5+1");

  g_assert_cmpint (nvl->facts.cooling, ==, CP_COOLING_LIQUID);
  g_assert_cmpint (nvl->facts.rack_units, ==, 0);  /* not published */
  g_assert_cmpint (nvl->facts.per_rack, ==, 1);
  ASSERT_NEAR (nvl->facts.weight_kg, 1360, 1e-9);
  g_assert_cmpint (nvl->supply_count, ==, 0);  /* not published */
  g_assert_false (nvl->has_temperature);

  g_assert_true (card->facts.card);
  g_assert_cmpint (card->facts.board_power_w, ==, 450);
  g_assert_cmpint (card->facts.slots, ==, 3);
  g_assert_cmpint (card->facts.connectors, ==, 1);
  g_assert_cmpint (card->facts.system_power_w, ==, 850);
  g_assert_cmpint (card->facts.rack_units, ==, 0);
  ASSERT_NEAR (card->facts.weight_kg, 0, 1e-12);  /* not published */

  /* Every unit of the built-in catalog says where its site figures are from. */
  for (guint i = 0; i < g_list_model_get_n_items (cp_catalog_get_units (catalog)); i++)
    {
      g_autoptr(CpUnit) unit = g_list_model_get_item (cp_catalog_get_units (catalog), i);

      g_assert_true (cp_unit_get_site (unit)->published);
      g_assert_nonnull (cp_unit_get_site (unit)->source);
    }
}

/* 3 × DGX H100: 30,600 W; 2 racks of 2, 24U; 391.35 kg, 260.9 kg in one
 * rack; 133.04 A at 230 V (6 circuits of 32 A), 44.17 A per phase at 400 V
 * three-phase (2 circuits); 104,411.5 BTU/h; air. */
static void
test_dgx_h100 (void)
{
  g_autoptr(CpCatalog) catalog = builtin ();
  g_autoptr(CpBuild) build = build_of (catalog, "dgx-h100", 3);
  CpSiteResult r;

  site_of (build, CP_SITE_SUPPLY_230_1, &r);
  g_assert_cmpint (r.power_w, ==, 30600);
  g_assert_cmpint (r.racks, ==, 2);
  g_assert_cmpint (r.rack_units, ==, 24);
  ASSERT_NEAR (r.weight_kg, 391.35, 1e-9);
  ASSERT_NEAR (r.weight_per_rack_kg, 260.9, 1e-9);
  ASSERT_NEAR (r.amps, 133.0435, 1e-4);
  g_assert_cmpint (r.circuit_amps, ==, 32);
  g_assert_cmpint (r.circuits, ==, 6);
  ASSERT_NEAR (r.heat_kw, 30.6, 1e-9);
  ASSERT_NEAR (r.heat_btu_h, 104411.5452, 1e-3);
  g_assert_cmpint (r.cooling, ==, CP_COOLING_AIR);
  g_assert_cmpint (r.psu_w, ==, 0);
  /* 30.6 kW × 730 h × PUE 1.58 = 35,294.04 kWh a month at full power;
   * half of it at 50 %; × $0.13. */
  ASSERT_NEAR (r.energy_kwh_per_month_full, 35294.04, 1e-6);
  ASSERT_NEAR (r.energy_kwh_per_month, 17647.02, 1e-6);
  ASSERT_NEAR (r.energy_kwh_per_year, 211764.24, 1e-6);
  ASSERT_NEAR (r.energy_cost_per_month, 2294.1126, 1e-6);
  ASSERT_NEAR (r.energy_cost_per_month_full, 4588.2252, 1e-6);

  site_of (build, CP_SITE_SUPPLY_400_3, &r);
  g_assert_cmpint (r.voltage_v, ==, 400);
  g_assert_cmpint (r.phases, ==, 3);
  ASSERT_NEAR (r.amps, 44.1673, 1e-4);
  g_assert_cmpint (r.circuits, ==, 2);
}

/* 1 × GB200 NVL72: liquid; a whole rack whose height is not published;
 * 1,360 kg; 120 kW is 521.74 A at 230 V (21 circuits) and 173.21 A per
 * phase at 400 V three-phase (7 circuits); 409,457 BTU/h. */
static void
test_nvl72 (void)
{
  g_autoptr(CpCatalog) catalog = builtin ();
  g_autoptr(CpBuild) build = build_of (catalog, "gb200-nvl72", 1);
  CpSiteResult r;

  site_of (build, CP_SITE_SUPPLY_400_3, &r);
  g_assert_cmpint (r.cooling, ==, CP_COOLING_LIQUID);
  g_assert_cmpint (r.racks, ==, 1);
  g_assert_cmpint (r.rack_units, ==, 0);
  ASSERT_NEAR (r.weight_kg, 1360, 1e-9);
  ASSERT_NEAR (r.weight_per_rack_kg, 1360, 1e-9);
  ASSERT_NEAR (r.heat_kw, 120, 1e-9);
  ASSERT_NEAR (r.heat_btu_h, 409457.04, 1e-6);
  ASSERT_NEAR (r.amps, 173.2051, 1e-4);
  g_assert_cmpint (r.circuits, ==, 7);
  ASSERT_NEAR (r.energy_cost_per_month, 8996.52, 1e-6);

  site_of (build, CP_SITE_SUPPLY_230_1, &r);
  ASSERT_NEAR (r.amps, 521.7391, 1e-4);
  g_assert_cmpint (r.circuits, ==, 21);
}

/* 4 × RTX 4090: no rack; 1,800 W is 7.83 A at 230 V on one 16 A circuit,
 * 2.60 A per phase at 400 V; 12 expansion slots, 4 PCIe ×16 slots, four
 * 16-pin connectors, a 2,200 W supply (4 × 450 W + 850 − 450 W); no PUE. */
static void
test_rtx_4090 (void)
{
  g_autoptr(CpCatalog) catalog = builtin ();
  g_autoptr(CpBuild) build = build_of (catalog, "rtx-4090-card", 4);
  CpSiteSettings settings;
  g_autofree char *line = NULL;
  CpSiteResult r;

  site_of (build, CP_SITE_SUPPLY_230_1, &r);
  g_assert_cmpint (r.racks, ==, 0);
  g_assert_cmpint (r.rack_units, ==, 0);
  ASSERT_NEAR (r.weight_kg, 0, 1e-12);
  g_assert_cmpint (r.power_w, ==, 1800);
  ASSERT_NEAR (r.amps, 7.8261, 1e-4);
  g_assert_cmpint (r.circuit_amps, ==, 16);
  g_assert_cmpint (r.circuits, ==, 1);
  g_assert_cmpint (r.chassis_slots, ==, 12);
  g_assert_cmpint (r.pcie_x16_slots, ==, 4);
  g_assert_cmpint (r.power_connectors, ==, 4);
  g_assert_cmpint (r.psu_load_w, ==, 2200);
  g_assert_cmpint (r.psu_w, ==, 2200);
  g_assert_true (r.beyond_atx);
  ASSERT_NEAR (r.pue, 1.0, 1e-12);
  ASSERT_NEAR (r.energy_kwh_per_month, 657, 1e-9);
  ASSERT_NEAR (r.energy_cost_per_month, 85.41, 1e-9);

  site_of (build, CP_SITE_SUPPLY_400_3, &r);
  ASSERT_NEAR (r.amps, 2.5981, 1e-4);

  cp_site_settings_init_default (&settings);
  line = cp_build_dup_chassis_line (build, &settings);
  g_assert_cmpstr (line, ==,
                   "A chassis for 4 cards with 4 PCIe x16 slots and 12 expansion slots of room "
                   "(3 for each card); a power supply of at least 2,200 W (4 × 450 W for the "
                   "cards and 400 W for the rest of the PC) with 4 connectors: 16-pin 12VHPWR "
                   "(or three 8-pin cables through the adapter). More than the 7 expansion slots of an "
                   "ATX board: a workstation or server chassis, or several machines");
  g_assert_true (r.beyond_atx);
}

/* The engine alone, on plain numbers: the four supplies, circuits at the
 * edge of a whole number, and what it refuses. */
static void
test_engine (void)
{
  CpSiteUnit unit = { .power_w = 5888, .per_rack = 1, .rack_units = 4 };
  CpSiteSettings settings;
  g_autoptr(GError) error = NULL;
  CpSiteResult r;

  ASSERT_NEAR (cp_site_amps (1200, CP_SITE_SUPPLY_120_1), 10, 1e-12);
  ASSERT_NEAR (cp_site_amps (2300, CP_SITE_SUPPLY_230_1), 10, 1e-12);
  ASSERT_NEAR (cp_site_amps (6928, CP_SITE_SUPPLY_400_3), 6928 / (sqrt (3) * 400), 1e-12);
  ASSERT_NEAR (cp_site_amps (3603, CP_SITE_SUPPLY_208_3), 3603 / (sqrt (3) * 208), 1e-12);

  /* 5,888 W at 230 V is 25.6 A: exactly one 32 A circuit at 80 %. */
  cp_site_settings_init_default (&settings);
  g_assert_true (cp_site_compute (&unit, 1, &settings, &r, &error));
  g_assert_no_error (error);
  g_assert_cmpint (r.circuits, ==, 1);
  unit.power_w = 5889;
  g_assert_true (cp_site_compute (&unit, 1, &settings, &r, NULL));
  g_assert_cmpint (r.circuits, ==, 2);

  /* A count of 0, a PUE below 1 or a share above 1 is refused. */
  g_assert_false (cp_site_compute (&unit, 0, &settings, &r, &error));
  g_assert_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID);
  g_clear_error (&error);
  settings.pue = 0.9;
  g_assert_false (cp_site_compute (&unit, 1, &settings, &r, &error));
  g_clear_error (&error);
  cp_site_settings_init_default (&settings);
  settings.load_share = 1.5;
  g_assert_false (cp_site_compute (&unit, 1, &settings, &r, &error));
  g_clear_error (&error);

  /* Overflow is an error, never a wrap. */
  cp_site_settings_init_default (&settings);
  unit.power_w = G_MAXINT64 / 2;
  g_assert_false (cp_site_compute (&unit, 3, &settings, &r, &error));
  g_assert_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_OVERFLOW);
}

static void
test_supply_names (void)
{
  CpSiteSupply supply;

  g_assert_cmpint (cp_site_supply_for_territory ("US"), ==, CP_SITE_SUPPLY_120_1);
  g_assert_cmpint (cp_site_supply_for_territory ("CA"), ==, CP_SITE_SUPPLY_120_1);
  g_assert_cmpint (cp_site_supply_for_territory ("KG"), ==, CP_SITE_SUPPLY_230_1);
  g_assert_cmpint (cp_site_supply_for_territory ("RU"), ==, CP_SITE_SUPPLY_230_1);
  g_assert_cmpint (cp_site_supply_for_territory (NULL), ==, CP_SITE_SUPPLY_230_1);

  for (CpSiteSupply s = CP_SITE_SUPPLY_230_1; s <= CP_SITE_SUPPLY_LAST; s++)
    {
      g_assert_true (cp_site_supply_from_string (cp_site_supply_to_string (s), &supply));
      g_assert_cmpint (supply, ==, s);
    }
  g_assert_false (cp_site_supply_from_string ("auto", &supply));
  g_assert_false (cp_site_supply_from_string ("110v-2", &supply));
}

/* The built-in catalog with @from replaced by @to, which must be in it. */
static CpCatalog *
load_changed (const char  *from,
              const char  *to,
              GError     **error)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "resources",
                                                 "catalog.json", NULL);
  g_autofree char *text = cp_test_read_text (path);
  g_autofree char *changed = NULL;
  g_autoptr(GBytes) bytes = NULL;
  char *at = strstr (text, from);

  g_assert_nonnull (at);
  *at = '\0';
  changed = g_strconcat (text, to, at + strlen (from), NULL);
  bytes = g_bytes_new_take (g_steal_pointer (&changed), strlen (text) + strlen (to) +
                            strlen (at + strlen (from)));

  return cp_catalog_new_from_bytes (bytes, "shop.json", error);
}

/* A site object is read strictly: each problem names its path. */
static void
test_strict (void)
{
  const struct
  {
    const char *from;
    const char *to;
    const char *message;
  } cases[] = {
    { "\"cooling\": \"liquid\"", "\"cooling\": \"water\"",
      "units[6].site.cooling: must be “air” or “liquid”" },
    { "\"temperature_min_c\": 5, ", "",
      "units[3].site.temperature_min_c: is required with the other end" },
    { "\"temperature_max_c\": 30", "\"temperature_max_c\": 5",
      "units[3].site.temperature_max_c: must be above temperature_min_c" },
    { "\"system_power_w\": 850", "\"system_power_w\": 400",
      "units[0].site.system_power_w: must be at least board_power_w" },
    { "\"board_power_w\": 450, \"slots\": 3,", "\"board_power_w\": 450, \"slots\": 3, \"rack_units\": 2,",
      "units[0].site.rack_units: a desktop card does not go in a rack" },
    { "\"rack_units\": 8, \"per_rack\": 2, \"weight_kg\": 130.45",
      "\"rack_units\": 8, \"per_rack\": 2, \"weight_kg\": -1",
      "units[3].site.weight_kg" },
    { "\"count\": 6, \"rating_w\": 3300,", "\"count\": 0, \"rating_w\": 3300,",
      "units[3].site.power_supplies.count" },
    { "\"source\": \"NVIDIA DGX GB200 User Guide", "\"sauce\": \"NVIDIA DGX GB200 User Guide",
      "units[6].site.source" },
    { "\"board_power_w\": 350, \"slots\": 2,", "\"board_power_w\": 350, \"slots\": 2, \"system_power_w\": 900,",
      "units[2].site.system_power_w: is for desktop cards only" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CpCatalog) catalog = load_changed (cases[i].from, cases[i].to, &error);

      g_assert_null (catalog);
      g_assert_nonnull (error);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: “%s” does not say “%s”", i, error->message, cases[i].message);
    }

  /* A unit without a site object loads, with every figure not published. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(CpCatalog) catalog = load_changed ("\"site\": { \"per_rack\": 1,", "\"other\": { \"per_rack\": 1,",
                                                 &error);
    g_autoptr(CpBuild) build = NULL;
    g_autofree char *weight = NULL;
    CpSiteSettings settings;

    g_assert_no_error (error);
    g_assert_false (cp_unit_get_site (cp_catalog_find_unit (catalog, "gb200-nvl72"))->published);
    build = build_of (catalog, "gb200-nvl72", 1);
    cp_site_settings_init_default (&settings);
    weight = cp_build_dup_site_row (build, &settings, CP_SITE_ROW_WEIGHT);
    g_assert_cmpstr (weight, ==, "not published");
    g_assert_null (cp_build_get_site_source (build));
  }
}

/* The words every view shows, in English. */
static void
test_words (void)
{
  g_autoptr(CpCatalog) catalog = builtin ();
  g_autoptr(CpBuild) dgx = build_of (catalog, "dgx-h100", 3);
  g_autoptr(CpBuild) nvl = build_of (catalog, "gb200-nvl72", 1);
  g_autoptr(CpBuild) cards = build_of (catalog, "rtx-4090-card", 4);
  CpSiteSettings settings;
  const struct
  {
    CpBuild    *build;
    CpSiteSupply supply;
    CpSiteRow   row;
    const char *text;
  } cases[] = {
    { dgx, CP_SITE_SUPPLY_230_1, CP_SITE_ROW_RACKS, "2 racks: 24U in all, 8U each, 2 to a rack" },
    { dgx, CP_SITE_SUPPLY_230_1, CP_SITE_ROW_WEIGHT, "391.35 kg in all, up to 260.9 kg in one rack" },
    { dgx, CP_SITE_SUPPLY_230_1, CP_SITE_ROW_POWER, "30.6 kW: 133 A at 230 V single-phase" },
    { dgx, CP_SITE_SUPPLY_400_3, CP_SITE_ROW_POWER, "30.6 kW: 44.2 A per phase at 400 V three-phase" },
    { dgx, CP_SITE_SUPPLY_230_1, CP_SITE_ROW_CIRCUITS,
      "6 circuits of 32 A at 230 V single-phase, each loaded to 80 %" },
    { dgx, CP_SITE_SUPPLY_230_1, CP_SITE_ROW_HEAT, "30.6 kW, 104,412 BTU/h" },
    { dgx, CP_SITE_SUPPLY_230_1, CP_SITE_ROW_SUPPLIES,
      "6 × 3,300 W in each unit, 200–240 V AC, 16 A, 50–60 Hz, 4+2 redundant" },
    { dgx, CP_SITE_SUPPLY_230_1, CP_SITE_ROW_TEMPERATURE, "5–30 °C" },
    { dgx, CP_SITE_SUPPLY_230_1, CP_SITE_ROW_ENERGY,
      "17,647 kWh a month at 50 % load, 211,764 kWh a year; 35,294 kWh a month at full power" },
    { dgx, CP_SITE_SUPPLY_230_1, CP_SITE_ROW_COST,
      "$2,294 a month at 50 % load, $27,529 a year; $4,588 a month at full power" },
    { nvl, CP_SITE_SUPPLY_400_3, CP_SITE_ROW_COOLING,
      "Liquid: coolant through the rack’s manifolds to cold plates on every CPU and GPU; "
      "fans for networking and storage" },
    { nvl, CP_SITE_SUPPLY_400_3, CP_SITE_ROW_RACKS,
      "1 rack, a whole rack each; its height is not published" },
    { nvl, CP_SITE_SUPPLY_400_3, CP_SITE_ROW_WEIGHT, "1,360 kg in all, up to 1,360 kg in one rack" },
    { nvl, CP_SITE_SUPPLY_400_3, CP_SITE_ROW_POWER, "120 kW: 173.2 A per phase at 400 V three-phase" },
    { nvl, CP_SITE_SUPPLY_400_3, CP_SITE_ROW_CIRCUITS,
      "7 circuits of 32 A at 400 V three-phase, each loaded to 80 %" },
    { nvl, CP_SITE_SUPPLY_400_3, CP_SITE_ROW_HEAT, "120 kW, 409,457 BTU/h" },
    { nvl, CP_SITE_SUPPLY_400_3, CP_SITE_ROW_SUPPLIES, "not published" },
    { nvl, CP_SITE_SUPPLY_400_3, CP_SITE_ROW_COST,
      "$8,997 a month at 50 % load, $107,958 a year; $17,993 a month at full power" },
    { cards, CP_SITE_SUPPLY_230_1, CP_SITE_ROW_WEIGHT, "not published" },
    { cards, CP_SITE_SUPPLY_230_1, CP_SITE_ROW_CIRCUITS,
      "1 circuit of 16 A at 230 V single-phase, loaded to 80 %" },
    { cards, CP_SITE_SUPPLY_230_1, CP_SITE_ROW_COST,
      "$85.41 a month at 50 % load, $1,025 a year; $171 a month at full power" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = NULL;

      cp_site_settings_init_default (&settings);
      settings.supply = cases[i].supply;
      text = cp_build_dup_site_row (cases[i].build, &settings, cases[i].row);
      g_assert_cmpstr (text, ==, cases[i].text);
    }

  g_assert_true (cp_build_site_row_applies (cards, CP_SITE_ROW_CHASSIS));
  g_assert_false (cp_build_site_row_applies (cards, CP_SITE_ROW_RACKS));
  g_assert_false (cp_build_site_row_applies (dgx, CP_SITE_ROW_CHASSIS));
}

/* The same words in Russian and Kyrgyz, plural forms and all. GLib's
 * g_dgettext() decides once per process whether to translate, so each
 * language runs in a process of its own that starts in it. */
static void
check_translated (const char *locale)
{
  const struct
  {
    const char *locale;
    CpSiteRow   row;
    gboolean    rack;
    const char *text;
  } cases[] = {
    { "ru_RU.UTF-8", CP_SITE_ROW_RACKS, FALSE, "2 стойки: всего 24U, по 8U, по 2 в стойке" },
    { "ru_RU.UTF-8", CP_SITE_ROW_CIRCUITS, FALSE,
      "2 линии по 32 А при 400 В, три фазы, каждая нагружена до 80 %" },
    { "ru_RU.UTF-8", CP_SITE_ROW_COOLING, TRUE,
      "Жидкостное: теплоноситель по коллекторам стойки к охлаждающим пластинам на каждом CPU "
      "и GPU; вентиляторы для сети и накопителей" },
    { "ru_RU.UTF-8", CP_SITE_ROW_POWER, TRUE, "120 кВт: 173,2 А на фазу при 400 В, три фазы" },
    { "ky_KG.UTF-8", CP_SITE_ROW_CIRCUITS, FALSE,
      "32 А боюнча 2 линия, 400 В, үч фаза, ар бири 80 % чейин жүктөлгөн" },
    { "ky_KG.UTF-8", CP_SITE_ROW_COOLING, TRUE,
      "Суюктук менен: жылуулук ташыгыч тектин коллекторлору аркылуу ар бир CPU жана GPU’дагы "
      "муздатуучу пластиналарга; тармак жана сактагычтар үчүн желдеткичтер" },
    { "ky_KG.UTF-8", CP_SITE_ROW_WEIGHT, TRUE, "баары 1\u202f360 кг, бир текте 1\u202f360 кг чейин" /* narrow no-break spaces */ },
  };
  g_autoptr(CpCatalog) catalog = NULL;
  g_autoptr(CpBuild) dgx = NULL;
  g_autoptr(CpBuild) nvl = NULL;
  CpSiteSettings settings;
  guint checked = 0;

  if (setlocale (LC_ALL, locale) == NULL)
    g_error ("the locale %s is missing (tests/make-locales builds it)", locale);
  /* The catalog's words are translated as it loads. */
  catalog = builtin ();
  dgx = build_of (catalog, "dgx-h100", 3);
  nvl = build_of (catalog, "gb200-nvl72", 1);
  cp_site_settings_init_default (&settings);
  settings.supply = CP_SITE_SUPPLY_400_3;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = NULL;

      if (!g_str_equal (cases[i].locale, locale))
        continue;
      text = cp_build_dup_site_row (cases[i].rack ? nvl : dgx, &settings, cases[i].row);
      g_assert_cmpstr (text, ==, cases[i].text);
      checked++;
    }
  g_assert_cmpuint (checked, >, 2);

  /* Single-phase, the current at its voltage: not the draft's time ("at
   * 14:32"), which shared its words and read "133 А в 230 В" in Russian
   * and "133 А, саат 230 В" (at the hour 230 V) in Kyrgyz. */
  {
    g_autofree char *text = NULL;

    settings.supply = CP_SITE_SUPPLY_230_1;
    text = cp_build_dup_site_row (dgx, &settings, CP_SITE_ROW_POWER);
    g_assert_cmpstr (text, ==, g_str_equal (locale, "ru_RU.UTF-8")
                               ? "30,6 кВт: 133 А при 230 В, одна фаза"
                               : "30,6 кВт: 133 А, 230 В, бир фаза");
  }
}

static void
test_words_russian (void)
{
  if (g_test_subprocess ())
    {
      check_translated ("ru_RU.UTF-8");
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
test_words_kyrgyz (void)
{
  if (g_test_subprocess ())
    {
      check_translated ("ky_KG.UTF-8");
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

int
main (int   argc,
      char *argv[])
{
  cp_test_use_build_locales ();
  /* ngettext() looks in the default domain, as it does in the app. */
  textdomain (GETTEXT_PACKAGE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cluster-planner/site/catalog-facts", test_catalog_facts);
  g_test_add_func ("/cluster-planner/site/dgx-h100", test_dgx_h100);
  g_test_add_func ("/cluster-planner/site/nvl72", test_nvl72);
  g_test_add_func ("/cluster-planner/site/rtx-4090", test_rtx_4090);
  g_test_add_func ("/cluster-planner/site/engine", test_engine);
  g_test_add_func ("/cluster-planner/site/supply-names", test_supply_names);
  g_test_add_func ("/cluster-planner/site/strict", test_strict);
  g_test_add_func ("/cluster-planner/site/words", test_words);
  g_test_add_func ("/cluster-planner/site/words-russian", test_words_russian);
  g_test_add_func ("/cluster-planner/site/words-kyrgyz", test_words_kyrgyz);

  return g_test_run ();
}
