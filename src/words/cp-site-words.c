/* cp-site-words.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-site-words"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "cp-format.h"
#include "cp-site-words.h"

/* The words about what the room must give a build: the card's Site
 * section, the rows of Compare, the quote's "Site requirements" and the
 * command line's --site all say these, so they cannot disagree. The
 * figures are the engine's (cp-site.c, docs/site.md). */

/**
 * cp_build_compute_site:
 * @build: a build
 * @settings: the site's supply, tariff, PUE and average load
 * @result: (out caller-allocates): the figures
 *
 * Returns: whether the figures could be computed (a build's figures
 *   always fit: the catalog's bounds keep them inside 64 bits).
 */
gboolean
cp_build_compute_site (CpBuild              *build,
                       const CpSiteSettings *settings,
                       CpSiteResult         *result)
{
  const CpUnitSite *site;

  g_return_val_if_fail (CP_IS_BUILD (build), FALSE);
  g_return_val_if_fail (settings != NULL && result != NULL, FALSE);

  site = cp_unit_get_site (cp_build_get_unit (build));

  return cp_site_compute (&site->facts, cp_build_get_count (build), settings, result, NULL);
}

char *
cp_site_dup_not_published (void)
{
  /* TRANSLATORS: a site figure the maker does not publish */
  return g_strdup (_("not published"));
}

char *
cp_site_dup_cooling (CpCooling cooling)
{
  switch (cooling)
    {
    case CP_COOLING_AIR:
      /* TRANSLATORS: how a build is cooled */
      return g_strdup (_("Air"));

    case CP_COOLING_LIQUID:
      /* TRANSLATORS: how a build is cooled; it needs a coolant loop */
      return g_strdup (_("Liquid"));

    case CP_COOLING_NOT_PUBLISHED:
    default:
      return cp_site_dup_not_published ();
    }
}

char *
cp_site_dup_supply (CpSiteSupply supply)
{
  g_autofree char *volts = cp_format_integer (cp_site_supply_voltage (supply));

  if (cp_site_supply_phases (supply) == 3)
    /* TRANSLATORS: a site's electricity supply, e.g. "400 V three-phase" */
    return g_strdup_printf (_("%s V three-phase"), volts);

  /* TRANSLATORS: a site's electricity supply, e.g. "230 V single-phase" */
  return g_strdup_printf (_("%s V single-phase"), volts);
}

/* A current to one decimal: "133.0 A". */
static char *
format_amps (double amps)
{
  g_autofree char *number = cp_format_decimal (round (amps * 10) / 10, 1);

  if (round (amps * 10) == round (amps) * 10)
    {
      g_free (number);
      number = cp_format_integer ((gint64) llround (amps));
    }

  /* TRANSLATORS: an electric current in amperes, e.g. "133 A" */
  return g_strdup_printf (_("%s A"), number);
}

/**
 * cp_site_dup_amps:
 *
 * Returns: @amps at @supply: "133 A at 230 V single-phase",
 *   "44.2 A per phase at 400 V three-phase".
 */
char *
cp_site_dup_amps (double       amps,
                  CpSiteSupply supply)
{
  g_autofree char *current = format_amps (amps);
  g_autofree char *where = cp_site_dup_supply (supply);

  if (cp_site_supply_phases (supply) == 3)
    /* TRANSLATORS: e.g. "44.2 A per phase at 400 V three-phase" */
    return g_strdup_printf (_("%s per phase at %s"), current, where);

  /* TRANSLATORS: a current at its supply, e.g. "133 A at 230 V
   * single-phase" (not a time of day) */
  return g_strdup_printf (C_("current at voltage", "%s at %s"), current, where);
}

static char *
format_kw (double kw)
{
  g_autofree char *number = cp_format_decimal (kw, 1);

  /* TRANSLATORS: power in kilowatts, e.g. "30.6 kW" */
  return g_strdup_printf (_("%s kW"), number);
}

static char *
format_kg (double kg)
{
  g_autofree char *number = cp_format_decimal (kg, kg >= 1000 ? 0 : 2);

  /* TRANSLATORS: a weight in kilograms, e.g. "391.35 kg" */
  return g_strdup_printf (_("%s kg"), number);
}

/* An amount of money in the catalog's currency: whole units from 100 on. */
static char *
format_money (double amount)
{
  gint64 cents = amount >= 100 ? llround (amount) * 100 : llround (amount * 100);

  return cp_format_price (cents);
}

static char *
format_percent (double share)
{
  g_autofree char *number = cp_format_integer (llround (share * 100));

  /* TRANSLATORS: a share in percent, e.g. "50 %" */
  return g_strdup_printf (_("%s %%"), number);
}

char *
cp_site_row_dup_label (CpSiteRow row)
{
  switch (row)
    {
    case CP_SITE_ROW_COOLING:
      /* TRANSLATORS: a row of a build's site requirements */
      return g_strdup (_("Cooling"));
    case CP_SITE_ROW_RACKS:
      /* TRANSLATORS: a row of a build's site requirements */
      return g_strdup (_("Rack space"));
    case CP_SITE_ROW_WEIGHT:
      /* TRANSLATORS: a row of a build's site requirements: what the floor carries */
      return g_strdup (_("Weight"));
    case CP_SITE_ROW_POWER:
      /* TRANSLATORS: a row of a build's site requirements */
      return g_strdup (_("Power at most"));
    case CP_SITE_ROW_CIRCUITS:
      /* TRANSLATORS: a row of a build's site requirements: electric circuits */
      return g_strdup (_("Circuits"));
    case CP_SITE_ROW_HEAT:
      /* TRANSLATORS: a row of a build's site requirements */
      return g_strdup (_("Heat to remove"));
    case CP_SITE_ROW_SUPPLIES:
      /* TRANSLATORS: a row of a build's site requirements: the units' own power supplies */
      return g_strdup (_("Power supplies"));
    case CP_SITE_ROW_TEMPERATURE:
      /* TRANSLATORS: a row of a build's site requirements */
      return g_strdup (_("Operating temperature"));
    case CP_SITE_ROW_CHASSIS:
      /* TRANSLATORS: a row of a build's site requirements: the box around desktop cards */
      return g_strdup (_("Chassis and power supply"));
    case CP_SITE_ROW_ENERGY:
      /* TRANSLATORS: a row of a build's site requirements */
      return g_strdup (_("Energy"));
    case CP_SITE_ROW_COST:
      /* TRANSLATORS: a row of a build's site requirements: electricity, not the price */
      return g_strdup (_("Running cost"));
    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * cp_build_site_row_applies:
 *
 * Returns: whether @row says something of @build: the chassis is a
 *   desktop build's alone; racks and rack power supplies are not.
 */
gboolean
cp_build_site_row_applies (CpBuild   *build,
                           CpSiteRow  row)
{
  gboolean desktop;

  g_return_val_if_fail (CP_IS_BUILD (build), FALSE);

  desktop = cp_unit_get_desktop (cp_build_get_unit (build));

  switch (row)
    {
    case CP_SITE_ROW_CHASSIS:
      return desktop;
    case CP_SITE_ROW_RACKS:
    case CP_SITE_ROW_SUPPLIES:
    case CP_SITE_ROW_TEMPERATURE:
      return !desktop;
    case CP_SITE_ROW_COOLING:
    case CP_SITE_ROW_WEIGHT:
    case CP_SITE_ROW_POWER:
    case CP_SITE_ROW_CIRCUITS:
    case CP_SITE_ROW_HEAT:
    case CP_SITE_ROW_ENERGY:
    case CP_SITE_ROW_COST:
    default:
      return TRUE;
    }
}

static char *
dup_racks (CpBuild            *build,
           const CpSiteResult *r)
{
  const CpSiteUnit *facts = &cp_unit_get_site (cp_build_get_unit (build))->facts;
  g_autofree char *racks = NULL;
  gulong k = cp_format_plural_count (r->racks);

  if (r->racks == 0)
    return cp_site_dup_not_published ();

  racks = cp_format_integer (r->racks);
  if (r->rack_units > 0)
    {
      g_autofree char *total = cp_format_integer (r->rack_units);
      g_autofree char *each = cp_format_integer (facts->rack_units);
      g_autofree char *per = cp_format_integer (facts->per_rack);

      /* TRANSLATORS: rack space, e.g. "2 racks: 24U in all, 8U each, 2 to a rack" */
      return g_strdup_printf (ngettext ("%s rack: %sU in all, %sU each, %s to a rack",
                                        "%s racks: %sU in all, %sU each, %s to a rack", k),
                              racks, total, each, per);
    }

  if (facts->per_rack == 1)
    /* TRANSLATORS: rack space of a unit that is a whole rack, e.g. "1 rack, a whole
     * rack each; its height is not published" */
    return g_strdup_printf (ngettext ("%s rack, a whole rack each; its height is not published",
                                      "%s racks, a whole rack each; their height is not published",
                                      k), racks);

  /* TRANSLATORS: rack space when a unit's height is not published, e.g. "2 racks" */
  return g_strdup_printf (ngettext ("%s rack; the height of a unit is not published",
                                    "%s racks; the height of a unit is not published", k),
                          racks);
}

static char *
dup_weight (const CpSiteResult *r)
{
  g_autofree char *total = NULL;
  g_autofree char *per_rack = NULL;

  if (r->weight_kg <= 0)
    return cp_site_dup_not_published ();

  total = format_kg (r->weight_kg);
  if (r->racks == 0)
    /* TRANSLATORS: e.g. "391.35 kg in all" */
    return g_strdup_printf (_("%s in all"), total);

  per_rack = format_kg (r->weight_per_rack_kg);
  /* TRANSLATORS: e.g. "391.35 kg in all, up to 260.9 kg in one rack" */
  return g_strdup_printf (_("%s in all, up to %s in one rack"), total, per_rack);
}

static char *
dup_circuits (const CpSiteResult   *r,
              const CpSiteSettings *settings)
{
  g_autofree char *count = cp_format_integer (r->circuits);
  g_autofree char *rating = cp_format_integer (r->circuit_amps);
  g_autofree char *supply = cp_site_dup_supply (settings->supply);
  g_autofree char *load = format_percent (CP_SITE_CIRCUIT_LOAD);

  /* TRANSLATORS: e.g. "6 circuits of 32 A at 230 V single-phase, each loaded to 80 %" */
  return g_strdup_printf (ngettext ("%s circuit of %s A at %s, loaded to %s",
                                    "%s circuits of %s A at %s, each loaded to %s",
                                    cp_format_plural_count (r->circuits)),
                          count, rating, supply, load);
}

static char *
dup_supplies (const CpUnitSite *site)
{
  g_autofree char *count = NULL;
  g_autofree char *rating = NULL;
  GString *text;

  if (site->supply_count == 0)
    return cp_site_dup_not_published ();

  count = cp_format_integer (site->supply_count);
  rating = cp_format_integer (site->supply_rating_w);
  text = g_string_new (NULL);
  /* TRANSLATORS: the power supplies of one unit, e.g. "6 × 3,300 W in each unit" */
  g_string_append_printf (text, _("%s × %s W in each unit"), count, rating);
  if (site->supply_input != NULL)
    g_string_append_printf (text, ", %s", site->supply_input);
  if (site->supply_connector != NULL)
    g_string_append_printf (text, ", %s", site->supply_connector);
  if (site->supply_redundancy != NULL)
    /* TRANSLATORS: how power supplies back each other up, e.g. "4+2 redundant" */
    g_string_append_printf (text, _(", %s redundant"), site->supply_redundancy);

  return g_string_free (text, FALSE);
}

static char *
dup_temperature (const CpUnitSite *site)
{
  g_autofree char *low = NULL;
  g_autofree char *high = NULL;

  if (!site->has_temperature)
    return cp_site_dup_not_published ();

  low = cp_format_decimal (site->temperature_min_c, 1);
  high = cp_format_decimal (site->temperature_max_c, 1);
  /* TRANSLATORS: an operating temperature range, e.g. "5–30 °C" */
  return g_strdup_printf (_("%s–%s °C"), low, high);
}

/**
 * cp_build_dup_chassis_line:
 *
 * Returns: (nullable): for a desktop build, the chassis and power supply
 *   its cards need, as a line the store can quote; NULL for other builds.
 */
char *
cp_build_dup_chassis_line (CpBuild              *build,
                           const CpSiteSettings *settings)
{
  CpUnit *unit;
  const CpUnitSite *site;
  CpSiteResult r;
  GString *text;
  gulong k;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  unit = cp_build_get_unit (build);
  site = cp_unit_get_site (unit);
  if (!cp_unit_get_desktop (unit) || !cp_build_compute_site (build, settings, &r))
    return NULL;

  k = cp_format_plural_count (r.count);
  text = g_string_new (NULL);
  {
    g_autofree char *cards = cp_format_integer (r.count);

    /* TRANSLATORS: the start of the chassis line of a desktop build, e.g.
     * "A chassis for 4 cards with 4 PCIe x16 slots" */
    g_string_append_printf (text, ngettext ("A chassis for %s card with %s PCIe x16 slot",
                                            "A chassis for %s cards with %s PCIe x16 slots", k),
                            cards, cards);
  }
  if (r.chassis_slots > 0)
    {
      g_autofree char *slots = cp_format_integer (r.chassis_slots);
      g_autofree char *each = cp_format_integer (site->facts.slots);

      /* TRANSLATORS: continues the chassis line, e.g. " and 12 expansion slots of
       * room (3 for each card)" */
      g_string_append_printf (text, ngettext (" and %s expansion slot of room (%s for each card)",
                                              " and %s expansion slots of room (%s for each card)",
                                              cp_format_plural_count (r.chassis_slots)),
                              slots, each);
    }
  g_string_append (text, "; ");
  if (r.psu_w > 0)
    {
      g_autofree char *psu = cp_format_integer (r.psu_w);
      g_autofree char *board = cp_format_integer (site->facts.board_power_w);
      g_autofree char *rest = cp_format_integer (site->facts.system_power_w -
                                                 site->facts.board_power_w);
      g_autofree char *cards = cp_format_integer (r.count);

      /* TRANSLATORS: the power supply of the chassis line, e.g. "a power supply of
       * at least 2,200 W (4 × 450 W for the cards and 400 W for the rest of the PC)" */
      g_string_append_printf (text, _("a power supply of at least %s W (%s × %s W for the "
                                      "cards and %s W for the rest of the PC)"),
                              psu, cards, board, rest);
    }
  else
    {
      g_autofree char *none = cp_site_dup_not_published ();

      /* TRANSLATORS: the power supply of the chassis line when the maker does not
       * say what a PC with the card needs, e.g. "power supply: not published" */
      g_string_append_printf (text, _("power supply: %s"), none);
    }
  if (r.power_connectors > 0 && site->card_connector != NULL)
    {
      g_autofree char *n = cp_format_integer (r.power_connectors);

      /* TRANSLATORS: the power connectors the supply must have, e.g. " with 4
       * connectors: 16-pin 12VHPWR (or three 8-pin cables through the adapter)" */
      g_string_append_printf (text, ngettext (" with %s connector: %s",
                                              " with %s connectors: %s",
                                              cp_format_plural_count (r.power_connectors)),
                              n, site->card_connector);
    }
  if (r.beyond_atx)
    {
      g_autofree char *atx = cp_format_integer (CP_SITE_ATX_SLOTS);

      /* TRANSLATORS: ends the chassis line of a desktop build whose cards need more
       * room than an ordinary PC has, e.g. ". More than the 7 expansion slots of an
       * ATX board: a workstation or server chassis, or several machines" */
      g_string_append_printf (text, ngettext (". More than the %s expansion slot of an ATX board: a "
                                              "workstation or server chassis, or several machines",
                                              ". More than the %s expansion slots of an ATX board: a "
                                              "workstation or server chassis, or several machines",
                                              cp_format_plural_count (CP_SITE_ATX_SLOTS)),
                              atx);
    }

  return g_string_free (text, FALSE);
}

/**
 * cp_site_dup_settings_note:
 *
 * Returns: what the site figures assume (Preferences).
 */
char *
cp_site_dup_settings_note (const CpSiteSettings *settings)
{
  g_autofree char *tariff = format_money (settings->tariff_per_kwh);
  g_autofree char *pue = cp_format_decimal (settings->pue, 2);
  g_autofree char *share = format_percent (settings->load_share);
  g_autofree char *supply = cp_site_dup_supply (settings->supply);

  /* TRANSLATORS: what a build's site figures assume, e.g. "At $0.13 per kWh, 50 %
   * average load and 730 hours a month; PUE 1.58 in a machine room, none for a
   * desktop build; circuits at 230 V single-phase" */
  return g_strdup_printf (_("At %s per kWh, %s average load and 730 hours a month; PUE %s in "
                            "a machine room, none for a desktop build; circuits at %s"),
                          tariff, share, pue, supply);
}

/**
 * cp_build_dup_running_cost_note:
 *
 * Returns: what @build costs to run, said beside its price and never added
 *   to it: "$2,294 a month to run at 50 % load".
 */
char *
cp_build_dup_running_cost_note (CpBuild              *build,
                                const CpSiteSettings *settings)
{
  g_autofree char *month = NULL;
  g_autofree char *share = NULL;
  CpSiteResult r;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  if (!cp_build_compute_site (build, settings, &r))
    return NULL;

  month = format_money (r.energy_cost_per_month);
  share = format_percent (r.load_share);
  /* TRANSLATORS: under a build's price: its electricity, not part of the price,
   * e.g. "$2,294 a month to run at 50 % load" */
  return g_strdup_printf (_("%s a month to run at %s load"), month, share);
}

static char *
dup_energy (const CpSiteResult *r)
{
  g_autofree char *month = cp_format_decimal (r->energy_kwh_per_month, 0);
  g_autofree char *year = cp_format_decimal (r->energy_kwh_per_year, 0);
  g_autofree char *full = cp_format_decimal (r->energy_kwh_per_month_full, 0);
  g_autofree char *share = format_percent (r->load_share);

  /* TRANSLATORS: e.g. "11,169 kWh a month at 50 % load, 134,028 kWh a year;
   * 22,338 kWh a month at full power" */
  return g_strdup_printf (_("%s kWh a month at %s load, %s kWh a year; "
                            "%s kWh a month at full power"),
                          month, share, year, full);
}

static char *
dup_cost (const CpSiteResult *r)
{
  g_autofree char *month = format_money (r->energy_cost_per_month);
  g_autofree char *year = format_money (r->energy_cost_per_year);
  g_autofree char *full = format_money (r->energy_cost_per_month_full);
  g_autofree char *share = format_percent (r->load_share);

  /* TRANSLATORS: e.g. "$1,452 a month at 50 % load, $17,424 a year; $2,904 a month
   * at full power" */
  return g_strdup_printf (_("%s a month at %s load, %s a year; %s a month at full power"),
                          month, share, year, full);
}

/**
 * cp_build_dup_site_row:
 * @build: a build
 * @settings: the site's supply, tariff, PUE and average load
 * @row: which row
 *
 * Returns: what @row says of @build, in the user's language; a figure the
 *   catalog does not give is "not published".
 */
char *
cp_build_dup_site_row (CpBuild              *build,
                       const CpSiteSettings *settings,
                       CpSiteRow             row)
{
  const CpUnitSite *site;
  CpSiteResult r;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);
  g_return_val_if_fail (settings != NULL, NULL);

  site = cp_unit_get_site (cp_build_get_unit (build));
  if (!cp_build_compute_site (build, settings, &r))
    return cp_site_dup_not_published ();

  switch (row)
    {
    case CP_SITE_ROW_COOLING:
      {
        g_autofree char *cooling = cp_site_dup_cooling (r.cooling);

        if (site->cooling_note != NULL && r.cooling != CP_COOLING_NOT_PUBLISHED)
          /* TRANSLATORS: how a build is cooled and how, e.g. "Liquid: coolant through ..." */
          return g_strdup_printf (_("%s: %s"), cooling, site->cooling_note);
        return g_steal_pointer (&cooling);
      }

    case CP_SITE_ROW_RACKS:
      return dup_racks (build, &r);

    case CP_SITE_ROW_WEIGHT:
      return dup_weight (&r);

    case CP_SITE_ROW_POWER:
      {
        g_autofree char *kw = format_kw (r.heat_kw);
        g_autofree char *amps = cp_site_dup_amps (r.amps, settings->supply);

        /* TRANSLATORS: e.g. "30.6 kW: 133 A at 230 V single-phase" */
        return g_strdup_printf (_("%s: %s"), kw, amps);
      }

    case CP_SITE_ROW_CIRCUITS:
      return dup_circuits (&r, settings);

    case CP_SITE_ROW_HEAT:
      {
        g_autofree char *kw = format_kw (r.heat_kw);
        g_autofree char *btu = cp_format_integer (llround (r.heat_btu_h));

        /* TRANSLATORS: heat a build gives off, e.g. "30.6 kW, 104,412 BTU/h" */
        return g_strdup_printf (_("%s, %s BTU/h"), kw, btu);
      }

    case CP_SITE_ROW_SUPPLIES:
      return dup_supplies (site);

    case CP_SITE_ROW_TEMPERATURE:
      return dup_temperature (site);

    case CP_SITE_ROW_CHASSIS:
      {
        char *line = cp_build_dup_chassis_line (build, settings);

        return line != NULL ? line : g_strdup ("—");
      }

    case CP_SITE_ROW_ENERGY:
      return dup_energy (&r);

    case CP_SITE_ROW_COST:
      return dup_cost (&r);

    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * cp_build_get_site_source:
 *
 * Returns: (nullable): where the catalog's site figures of @build's unit
 *   come from, or NULL when it gives none.
 */
const char *
cp_build_get_site_source (CpBuild *build)
{
  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  return cp_unit_get_site (cp_build_get_unit (build))->source;
}
