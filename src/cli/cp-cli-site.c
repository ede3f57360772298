/* cp-cli-site.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "cp-build-words.h"
#include "cp-cli-site.h"
#include "cp-cli-table.h"
#include "cp-quote-settings.h"
#include "cp-site-settings.h"
#include "cp-site-words.h"

/* What the room must give each build, on the command line: the "site"
 * object of --json and the table of --site (docs/command-line.md), with
 * the supply, tariff, PUE and average load of Preferences. */

static void
read_settings (CpSiteSettings *site)
{
  g_autoptr(GSettings) settings = cp_quote_settings_new ();

  cp_site_settings_read (settings, site);
}

static void
write_fixed (CpJsonWriter *writer,
             const char   *name,
             double        value,
             guint         scale)
{
  cp_json_writer_member (writer, name);
  cp_json_writer_fixed (writer, llround (value * scale), scale);
}

static void
write_cooling (CpJsonWriter *writer,
               CpCooling     cooling)
{
  cp_json_writer_member (writer, "cooling");
  switch (cooling)
    {
    case CP_COOLING_AIR:
      cp_json_writer_string (writer, "air");
      break;
    case CP_COOLING_LIQUID:
      cp_json_writer_string (writer, "liquid");
      break;
    case CP_COOLING_NOT_PUBLISHED:
    default:
      cp_json_writer_null (writer);
      break;
    }
}

static void
write_chassis (CpJsonWriter         *writer,
               CpBuild              *build,
               const CpSiteSettings *settings,
               const CpSiteResult   *r)
{
  g_autofree char *line = cp_build_dup_chassis_line (build, settings);

  cp_json_writer_member (writer, "chassis");
  cp_json_writer_begin_object (writer);
  cp_json_writer_member (writer, "expansion_slots");
  cp_json_writer_integer (writer, r->chassis_slots);
  cp_json_writer_member (writer, "pcie_x16_slots");
  cp_json_writer_integer (writer, r->pcie_x16_slots);
  cp_json_writer_member (writer, "power_connectors");
  cp_json_writer_integer (writer, r->power_connectors);
  cp_json_writer_member (writer, "psu_w");
  if (r->psu_w > 0)
    cp_json_writer_integer (writer, r->psu_w);
  else
    cp_json_writer_null (writer);
  cp_json_writer_member (writer, "line");
  cp_json_writer_string (writer, line);
  cp_json_writer_end_object (writer);
}

/* Writes @build's "site" member; a figure the catalog does not publish is
 * null. */
void
cp_cli_site_write_json (CpJsonWriter *writer,
                        CpBuild      *build)
{
  CpUnit *unit = cp_build_get_unit (build);
  const char *source = cp_build_get_site_source (build);
  CpSiteSettings settings;
  CpSiteResult r;

  read_settings (&settings);
  cp_json_writer_member (writer, "site");
  if (!cp_build_compute_site (build, &settings, &r))
    {
      cp_json_writer_null (writer);
      return;
    }

  cp_json_writer_begin_object (writer);
  cp_json_writer_member (writer, "racks");
  cp_json_writer_integer (writer, r.racks);
  cp_json_writer_member (writer, "rack_units");
  if (r.rack_units > 0 || cp_unit_get_desktop (unit))
    cp_json_writer_integer (writer, r.rack_units);
  else
    cp_json_writer_null (writer);
  cp_json_writer_member (writer, "weight_kg");
  if (r.weight_kg > 0)
    cp_json_writer_fixed (writer, llround (r.weight_kg * 100), 100);
  else
    cp_json_writer_null (writer);
  cp_json_writer_member (writer, "weight_per_rack_kg");
  if (r.weight_per_rack_kg > 0)
    cp_json_writer_fixed (writer, llround (r.weight_per_rack_kg * 100), 100);
  else
    cp_json_writer_null (writer);
  cp_json_writer_member (writer, "power_kw");
  cp_json_writer_fixed (writer, r.power_w, 1000);
  cp_json_writer_member (writer, "voltage_v");
  cp_json_writer_integer (writer, r.voltage_v);
  cp_json_writer_member (writer, "phases");
  cp_json_writer_integer (writer, r.phases);
  write_fixed (writer, "amps", r.amps, 100);
  cp_json_writer_member (writer, "circuit_amps");
  cp_json_writer_integer (writer, r.circuit_amps);
  cp_json_writer_member (writer, "circuits");
  cp_json_writer_integer (writer, r.circuits);
  cp_json_writer_member (writer, "heat_kw");
  cp_json_writer_fixed (writer, r.power_w, 1000);
  write_fixed (writer, "heat_btu_h", r.heat_btu_h, 10);
  write_cooling (writer, r.cooling);
  if (cp_unit_get_desktop (unit))
    write_chassis (writer, build, &settings, &r);
  write_fixed (writer, "pue", r.pue, 100);
  write_fixed (writer, "load_share", r.load_share, 100);
  write_fixed (writer, "tariff_per_kwh", r.tariff_per_kwh, 10000);
  write_fixed (writer, "energy_kwh_per_month", r.energy_kwh_per_month, 10);
  write_fixed (writer, "energy_kwh_per_month_full", r.energy_kwh_per_month_full, 10);
  write_fixed (writer, "energy_kwh_per_year", r.energy_kwh_per_year, 10);
  write_fixed (writer, "energy_cost_per_month", r.energy_cost_per_month, 100);
  write_fixed (writer, "energy_cost_per_month_full", r.energy_cost_per_month_full, 100);
  write_fixed (writer, "energy_cost_per_year", r.energy_cost_per_year, 100);
  cp_json_writer_member (writer, "source");
  if (source != NULL)
    cp_json_writer_string (writer, source);
  else
    cp_json_writer_null (writer);
  cp_json_writer_end_object (writer);
}

/* The --site table: a row per site figure, a column per build. */
char *
cp_cli_site_dup_table (CpPlan *plan)
{
  GListModel *builds = cp_plan_get_builds (plan);
  guint n_builds = g_list_model_get_n_items (builds);
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  CpCliTable table = { cells, 2, 0 };
  CpSiteSettings settings;
  g_autofree char *note = NULL;
  GString *out = g_string_new (NULL);

  read_settings (&settings);

  for (guint i = 0; i < n_builds; i++)
    {
      g_autoptr(CpBuild) build = g_list_model_get_item (builds, i);
      g_autofree char *title = cp_build_dup_title (build);
      const char *tier = cp_item_get_name (CP_ITEM (cp_build_get_tier (build)));
      const char *source = cp_build_get_site_source (build);
      g_autofree char *rendered = NULL;

      g_ptr_array_set_size (cells, 0);
      for (CpSiteRow row = 0; row < CP_N_SITE_ROWS; row++)
        {
          g_autofree char *label = NULL;
          g_autofree char *value = NULL;

          if (!cp_build_site_row_applies (build, row))
            continue;
          label = cp_site_row_dup_label (row);
          value = cp_build_dup_site_row (build, &settings, row);
          cp_cli_table_add_row (&table, label, value);
        }
      if (source != NULL)
        {
          /* TRANSLATORS: where a build's site figures come from, a row of --site */
          cp_cli_table_add_row (&table, _("Source"), source);
        }

      rendered = cp_cli_table_render (&table);
      g_string_append_printf (out, "%s%s: %s\n", i > 0 ? "\n" : "", tier, title);
      g_string_append (out, rendered);
    }

  note = cp_site_dup_settings_note (&settings);
  g_string_append_printf (out, "\n%s.\n", note);

  return g_string_free (out, FALSE);
}
