/* cp-site.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-site"

#include "config.h"

#include <math.h>
#include <string.h>

#include "cp-site.h"
#include "cp-sizing.h"
#include "cp-speed.h"

/* The method is docs/site.md; each function cites its section. */

static const struct
{
  const char *name;
  int         voltage;
  int         phases;
} supplies[] = {
  [CP_SITE_SUPPLY_230_1] = { "230v-1", 230, 1 },
  [CP_SITE_SUPPLY_400_3] = { "400v-3", 400, 3 },
  [CP_SITE_SUPPLY_120_1] = { "120v-1", 120, 1 },
  [CP_SITE_SUPPLY_208_3] = { "208v-3", 208, 3 },
};

void
cp_site_settings_init_default (CpSiteSettings *settings)
{
  g_return_if_fail (settings != NULL);

  settings->supply = CP_SITE_SUPPLY_230_1;
  settings->tariff_per_kwh = CP_SITE_DEFAULT_TARIFF;
  settings->pue = CP_SITE_DEFAULT_PUE;
  settings->load_share = CP_SITE_DEFAULT_LOAD_SHARE;
  settings->write_off_years = CP_SPEED_DEFAULT_WRITE_OFF_YEARS;
}

int
cp_site_supply_voltage (CpSiteSupply supply)
{
  g_return_val_if_fail (supply <= CP_SITE_SUPPLY_LAST, 230);

  return supplies[supply].voltage;
}

int
cp_site_supply_phases (CpSiteSupply supply)
{
  g_return_val_if_fail (supply <= CP_SITE_SUPPLY_LAST, 1);

  return supplies[supply].phases;
}

const char *
cp_site_supply_to_string (CpSiteSupply supply)
{
  g_return_val_if_fail (supply <= CP_SITE_SUPPLY_LAST, NULL);

  return supplies[supply].name;
}

gboolean
cp_site_supply_from_string (const char   *text,
                            CpSiteSupply *supply)
{
  g_return_val_if_fail (supply != NULL, FALSE);

  if (text == NULL)
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (supplies); i++)
    if (g_ascii_strcasecmp (text, supplies[i].name) == 0)
      {
        *supply = (CpSiteSupply) i;
        return TRUE;
      }

  return FALSE;
}

/* site.md §3: the supply a locale's country most likely has. North America's
 * buildings have 120 V single-phase outlets; most of the world has 230 V. */
CpSiteSupply
cp_site_supply_for_territory (const char *territory)
{
  static const char *const north_america[] = { "US", "CA", "MX" };

  if (territory != NULL)
    for (guint i = 0; i < G_N_ELEMENTS (north_america); i++)
      if (g_ascii_strcasecmp (territory, north_america[i]) == 0)
        return CP_SITE_SUPPLY_120_1;

  return CP_SITE_SUPPLY_230_1;
}

/* site.md §2: the current per phase at unity power factor: P / V on one phase,
 * P / (√3 × V) on three, V being the line-to-line voltage. */
double
cp_site_amps (gint64       power_w,
              CpSiteSupply supply)
{
  double volts;

  g_return_val_if_fail (supply <= CP_SITE_SUPPLY_LAST, 0);

  volts = supplies[supply].voltage;
  if (supplies[supply].phases == 3)
    return (double) power_w / (sqrt (3.0) * volts);

  return (double) power_w / volts;
}

/* site.md §2: circuits of @circuit_amps each, loaded to 80 %. */
gint64
cp_site_circuits (double amps,
                  gint64 circuit_amps)
{
  double per_circuit = circuit_amps * CP_SITE_CIRCUIT_LOAD;
  double circuits;

  g_return_val_if_fail (circuit_amps > 0, 0);

  if (amps <= 0)
    return 0;

  /* A hair of tolerance so that a load of exactly N circuits (to the
   * rounding of a double) is N, not N + 1. */
  circuits = ceil (amps / per_circuit - 1e-9);

  return MAX (1, (gint64) circuits);
}

static gboolean
checked_mul (gint64   a,
             gint64   b,
             gint64  *out,
             GError **error)
{
  guint64 product;

  /* Both are at least 0: the catalog's and the engine's bounds. */
  if (a < 0 || b < 0 || !g_uint64_checked_mul (&product, (guint64) a, (guint64) b) ||
      product > G_MAXINT64)
    {
      g_set_error_literal (error, CP_SIZING_ERROR, CP_SIZING_ERROR_OVERFLOW,
                           "site figures overflow");
      return FALSE;
    }

  *out = (gint64) product;
  return TRUE;
}

gboolean
cp_site_compute (const CpSiteUnit     *unit,
                 gint64                count,
                 const CpSiteSettings *settings,
                 CpSiteResult         *result,
                 GError              **error)
{
  double share, pue;

  g_return_val_if_fail (unit != NULL, FALSE);
  g_return_val_if_fail (settings != NULL, FALSE);
  g_return_val_if_fail (result != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  memset (result, 0, sizeof *result);

  if (count < 1 || unit->power_w < 1 || settings->supply > CP_SITE_SUPPLY_LAST ||
      !(settings->pue >= 1.0 && settings->pue <= 5.0) ||
      !(settings->load_share >= 0.0 && settings->load_share <= 1.0) ||
      !(settings->tariff_per_kwh >= 0.0 && settings->tariff_per_kwh <= 1000.0))
    {
      g_set_error_literal (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID,
                           "site settings or unit out of range");
      return FALSE;
    }

  result->count = count;
  result->cooling = unit->cooling;

  /* site.md §1: rack space and weight. */
  if (!unit->card && unit->per_rack > 0)
    {
      gint64 fullest = MIN (count, unit->per_rack);

      result->racks = (count + unit->per_rack - 1) / unit->per_rack;
      if (unit->rack_units > 0 &&
          !checked_mul (unit->rack_units, count, &result->rack_units, error))
        return FALSE;
      if (unit->weight_kg > 0)
        result->weight_per_rack_kg = unit->weight_kg * (double) fullest;
    }
  if (unit->weight_kg > 0)
    result->weight_kg = unit->weight_kg * (double) count;

  /* site.md §2: power, current, circuits. */
  if (!checked_mul (unit->power_w, count, &result->power_w, error))
    return FALSE;
  result->voltage_v = cp_site_supply_voltage (settings->supply);
  result->phases = cp_site_supply_phases (settings->supply);
  result->amps = cp_site_amps (result->power_w, settings->supply);
  result->circuit_amps = unit->card ? CP_SITE_DESKTOP_CIRCUIT_A : CP_SITE_RACK_CIRCUIT_A;
  result->circuits = cp_site_circuits (result->amps, result->circuit_amps);

  /* site.md §1: every watt drawn becomes heat in the room. */
  result->heat_kw = (double) result->power_w / 1000.0;
  result->heat_btu_h = (double) result->power_w * CP_SITE_BTU_H_PER_W;

  /* site.md §5: the box around desktop cards. */
  if (unit->card)
    {
      gint64 cards_w, rest_w = 0;

      if (unit->slots > 0 && !checked_mul (unit->slots, count, &result->chassis_slots, error))
        return FALSE;
      result->pcie_x16_slots = count;
      result->beyond_atx = result->chassis_slots > CP_SITE_ATX_SLOTS;
      if (unit->connectors > 0 &&
          !checked_mul (unit->connectors, count, &result->power_connectors, error))
        return FALSE;
      if (unit->board_power_w > 0 && unit->system_power_w >= unit->board_power_w)
        {
          if (!checked_mul (unit->board_power_w, count, &cards_w, error))
            return FALSE;
          rest_w = unit->system_power_w - unit->board_power_w;
          result->psu_load_w = cards_w + rest_w;
          result->psu_w = (result->psu_load_w + 49) / 50 * 50;
        }
    }

  /* site.md §4: energy and its cost. A desktop build stands in an office, not
   * in a machine room: no facility overhead. */
  pue = unit->card ? 1.0 : settings->pue;
  share = settings->load_share;
  result->pue = pue;
  result->load_share = share;
  result->tariff_per_kwh = settings->tariff_per_kwh;
  result->energy_kwh_per_month_full =
    (double) result->power_w / 1000.0 * CP_SITE_HOURS_PER_MONTH * pue;
  result->energy_kwh_per_month = result->energy_kwh_per_month_full * share;
  result->energy_kwh_per_year =
    (double) result->power_w / 1000.0 * CP_SITE_HOURS_PER_YEAR * pue * share;
  result->energy_cost_per_month_full =
    result->energy_kwh_per_month_full * settings->tariff_per_kwh;
  result->energy_cost_per_month = result->energy_kwh_per_month * settings->tariff_per_kwh;
  result->energy_cost_per_year = result->energy_kwh_per_year * settings->tariff_per_kwh;

  return TRUE;
}
