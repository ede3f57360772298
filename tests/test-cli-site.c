/* test-cli-site.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "cp-test-pdf.h"
#include "cp-test-util.h"

/* What the room needs, where people decide outside the window: the
 * "site" object of --json (docs/command-line.md), the --site table, and
 * the quote's "Site requirements" read back from the PDF — with the
 * defaults, and with Preferences set to 400 V three-phase and another
 * tariff. The figures are docs/site.md §6's. */

typedef struct
{
  char *dir;
  char *config_env;
} Site;

/* Preferences in a key file of the test's own, as the app keeps them. */
static void
site_init (Site       *site,
           const char *keys)
{
  g_autofree char *folder = NULL;
  g_autofree char *keyfile = NULL;
  g_autoptr(GError) error = NULL;

  site->dir = cp_test_make_tmpdir ("cp-cli-site");
  folder = g_build_filename (site->dir, "glib-2.0", "settings", NULL);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  keyfile = g_build_filename (folder, "keyfile", NULL);
  g_assert_true (g_file_set_contents (keyfile, keys, -1, &error));
  g_assert_no_error (error);
  site->config_env = g_strconcat ("XDG_CONFIG_HOME=", site->dir, NULL);
}

static void
site_clear (Site *site)
{
  cp_test_remove_tmpdir (site->dir);
  g_free (site->dir);
  g_free (site->config_env);
}

static void
run (CpTestRun  *result,
     Site       *site,
     const char *first_arg,
     ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  const char *env[] = { "GSETTINGS_BACKEND=keyfile", site != NULL ? site->config_env : NULL,
                        NULL };
  va_list list;

  va_start (list, first_arg);
  for (const char *arg = first_arg; arg != NULL; arg = va_arg (list, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (list);
  g_ptr_array_add (args, NULL);

  cp_test_run_cli (result, site != NULL ? env : NULL, (const char * const *) args->pdata);
  g_assert_cmpint (result->status, ==, 0);
  g_assert_cmpstr (result->err, ==, "");
}

static JsonObject *
site_of_tier (JsonParser *parser,
              const char *text,
              const char *tier)
{
  g_autoptr(GError) error = NULL;
  JsonArray *builds;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  builds = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                         "builds");
  for (guint i = 0; i < json_array_get_length (builds); i++)
    {
      JsonObject *build = json_array_get_object_element (builds, i);

      if (g_str_equal (json_object_get_string_member (build, "tier"), tier))
        return json_object_get_object_member (build, "site");
    }

  g_assert_not_reached ();
}

#define ASSERT_MEMBER(object, name, value) \
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member ((object), (name)), (value), 1e-9)

/* The names, and the figures of 3 × DGX H100 at the defaults
 * (230 V single-phase where the language has no country, $0.13, PUE 1.58,
 * half load). */
static void
test_json_defaults (void)
{
  g_auto(CpTestRun) result = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  const char *names[] = { "rack_units", "racks", "weight_kg", "power_kw", "amps", "circuits",
                          "heat_btu_h", "cooling", "energy_kwh_per_month",
                          "energy_cost_per_month" };
  JsonObject *site;

  run (&result, NULL, "--size", "deepseek-v4-pro", "--json", NULL);
  site = site_of_tier (parser, result.out, "startup");
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_true (json_object_has_member (site, names[i]));

  ASSERT_MEMBER (site, "rack_units", 24);
  ASSERT_MEMBER (site, "racks", 2);
  ASSERT_MEMBER (site, "weight_kg", 391.35);
  ASSERT_MEMBER (site, "weight_per_rack_kg", 260.9);
  ASSERT_MEMBER (site, "power_kw", 30.6);
  ASSERT_MEMBER (site, "voltage_v", 230);
  ASSERT_MEMBER (site, "phases", 1);
  ASSERT_MEMBER (site, "amps", 133.04);
  ASSERT_MEMBER (site, "circuits", 6);
  ASSERT_MEMBER (site, "heat_btu_h", 104411.5);
  g_assert_cmpstr (json_object_get_string_member (site, "cooling"), ==, "air");
  ASSERT_MEMBER (site, "energy_kwh_per_month", 17647);
  ASSERT_MEMBER (site, "energy_cost_per_month", 2294.11);
  ASSERT_MEMBER (site, "pue", 1.58);
  ASSERT_MEMBER (site, "tariff_per_kwh", 0.13);
  g_assert_nonnull (strstr (json_object_get_string_member (site, "source"),
                            "DGX H100/H200 User Guide"));

  /* The GB200 NVL72: liquid, its height not published (null). */
  site = site_of_tier (parser, result.out, "growth");
  g_assert_cmpstr (json_object_get_string_member (site, "cooling"), ==, "liquid");
  g_assert_true (json_object_get_null_member (site, "rack_units"));
  ASSERT_MEMBER (site, "weight_kg", 1360);
  ASSERT_MEMBER (site, "amps", 521.74);

  /* A desktop build: no rack, and the chassis it needs. */
  site = site_of_tier (parser, result.out, "desktop");
  ASSERT_MEMBER (site, "rack_units", 0);
  g_assert_true (json_object_get_null_member (site, "weight_kg"));
  g_assert_true (json_object_has_member (site, "chassis"));
}

/* 1 × GB200 NVL72 (the three store models together) and 4 × RTX 4090 with
 * Preferences at 400 V three-phase, $0.20 per kWh, PUE 1.3, 80 % load. */
static void
test_json_preferences (void)
{
  g_auto(CpTestRun) result = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  Site site_prefs;
  JsonObject *site, *chassis;

  site_init (&site_prefs, "[org/bektursun/ClusterPlanner]\n"
                          "site-supply='400v-3'\nsite-tariff=0.2\nsite-pue=1.3\n"
                          "site-load-share=uint32 80\n");
  run (&result, &site_prefs, "--size", "deepseek-v4-pro,glm-5.2-max,nemotron-3-ultra", "--json",
       NULL);
  site = site_of_tier (parser, result.out, "growth");
  ASSERT_MEMBER (site, "voltage_v", 400);
  ASSERT_MEMBER (site, "phases", 3);
  ASSERT_MEMBER (site, "amps", 173.21);
  ASSERT_MEMBER (site, "circuits", 7);
  ASSERT_MEMBER (site, "heat_btu_h", 409457);
  ASSERT_MEMBER (site, "power_kw", 120);
  /* 120 kW × 730 h × 1.3 × 0.8 = 91,104 kWh; × $0.20 = $18,220.80. */
  ASSERT_MEMBER (site, "energy_kwh_per_month", 91104);
  ASSERT_MEMBER (site, "energy_cost_per_month", 18220.8);
  cp_test_run_clear (&result);

  /* 96 GB on desktop cards is 3 × RTX 5090 (cheaper than the store's
   * 4 × RTX 4090, which test-site checks): 1,725 W is 2.49 A per phase at
   * 400 V; 3 cards of 2 slots; 3 × 575 W + (1,000 − 575) W = 2,150 W. */
  run (&result, &site_prefs, "--memory", "96", "--json", NULL);
  site = site_of_tier (parser, result.out, "desktop");
  ASSERT_MEMBER (site, "amps", 2.49);
  ASSERT_MEMBER (site, "circuits", 1);
  ASSERT_MEMBER (site, "racks", 0);
  chassis = json_object_get_object_member (site, "chassis");
  ASSERT_MEMBER (chassis, "expansion_slots", 6);
  ASSERT_MEMBER (chassis, "pcie_x16_slots", 3);
  ASSERT_MEMBER (chassis, "power_connectors", 3);
  ASSERT_MEMBER (chassis, "psu_w", 2150);
  /* A desktop build is counted without the facility's PUE: 1.725 kW ×
   * 730 h × 0.8 = 1,007.4 kWh, × $0.20. */
  ASSERT_MEMBER (site, "energy_kwh_per_month", 1007.4);
  ASSERT_MEMBER (site, "energy_cost_per_month", 201.48);
  site_clear (&site_prefs);
}

/* --site prints the table; without a sizing option it is refused. */
static void
test_table (void)
{
  g_auto(CpTestRun) result = { 0 };
  g_auto(CpTestRun) bad = { 0 };
  const char *args[] = { "--site", NULL };

  run (&result, NULL, "--size", "deepseek-v4-pro,glm-5.2-max,nemotron-3-ultra", "--site", NULL);
  g_assert_nonnull (strstr (result.out, "Mid-Size Growth Cluster: 1 × NVIDIA GB200 NVL72\n"));
  g_assert_nonnull (strstr (result.out, "Cooling                Liquid: coolant through"));
  g_assert_nonnull (strstr (result.out, "Power at most          120 kW: 521.7 A at 230 V single-phase\n"));
  g_assert_nonnull (strstr (result.out, "Heat to remove         120 kW, 409,457 BTU/h\n"));
  g_assert_nonnull (strstr (result.out, "Running cost           $8,997 a month at 50 % load"));
  g_assert_nonnull (strstr (result.out, "At $0.13 per kWh, 50 % average load"));

  cp_test_run_cli (&bad, NULL, args);
  g_assert_cmpint (bad.status, ==, 1);
  g_assert_cmpstr (bad.err, ==,
                   "cluster-planner: --site: needs a sizing option: --size, --memory, --params "
                   "or --plan\n");
}

/* A desktop build in the table lists the chassis and supply it needs. */
static void
test_table_desktop (void)
{
  g_auto(CpTestRun) result = { 0 };

  run (&result, NULL, "--memory", "96", "--site", NULL);
  g_assert_nonnull (strstr (result.out, "Desktop Cards: 3 × GeForce RTX 5090 card\n"));
  g_assert_nonnull (strstr (result.out,
                            "Chassis and power supply  A chassis for 3 cards with 3 PCIe x16 "
                            "slots and 6 expansion slots of room (2 for each card); a power "
                            "supply of at least 2,150 W (3 × 575 W for the cards and 425 W for "
                            "the rest of the PC) with 3 connectors: 16-pin 12V-2x6"));
}

/* The quote's "Site requirements", read back from its PDF. */
static void
test_quote_block (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("cp-cli-site-quote");
  g_autofree char *path = g_build_filename (dir, "nvl72.pdf", NULL);
  g_autofree char *text = NULL;
  g_autofree char *flat = NULL;
  g_auto(CpTestRun) result = { 0 };
  Site site_prefs;

  site_init (&site_prefs, "[org/bektursun/ClusterPlanner]\nsite-supply='400v-3'\n");
  run (&result, &site_prefs, "--size", "deepseek-v4-pro,glm-5.2-max,nemotron-3-ultra",
       "--tier", "growth", "--export-quote", path, NULL);
  text = cp_test_pdf_file_text (path);
  /* Lines of the page joined, so that a value wrapped over two lines reads
   * as one. */
  {
    g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

    flat = g_strjoinv (" ", lines);
  }

  g_assert_nonnull (strstr (flat, "Site requirements"));
  g_assert_nonnull (strstr (flat, "Liquid: coolant through the rack’s manifolds"));
  g_assert_nonnull (strstr (flat, "1 rack, a whole rack each; its height is not published"));
  g_assert_nonnull (strstr (flat, "1,360 kg in all"));
  g_assert_nonnull (strstr (flat, "120 kW: 173.2 A per phase at 400 V three-phase"));
  g_assert_nonnull (strstr (flat, "7 circuits of 32 A at 400 V three-phase"));
  g_assert_nonnull (strstr (flat, "120 kW, 409,457 BTU/h"));
  g_assert_nonnull (strstr (flat, "$8,997 a month at 50 % load"));
  g_assert_nonnull (strstr (flat, "not part of it"));
  g_assert_nonnull (strstr (flat, "Source: NVIDIA DGX GB200 User Guide"));

  site_clear (&site_prefs);
  cp_test_remove_tmpdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cluster-planner/cli-site/json", test_json_defaults);
  g_test_add_func ("/cluster-planner/cli-site/json-preferences", test_json_preferences);
  g_test_add_func ("/cluster-planner/cli-site/table", test_table);
  g_test_add_func ("/cluster-planner/cli-site/table-desktop", test_table_desktop);
  g_test_add_func ("/cluster-planner/cli-site/quote", test_quote_block);

  return g_test_run ();
}
