/* cp-site.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What the room must give a build: rack space, floor weight, power
 * circuits, heat to remove, cooling, the box around desktop cards, and the
 * energy it uses. The method and its sources are docs/site.md. */

typedef enum
{
  CP_COOLING_NOT_PUBLISHED,
  CP_COOLING_AIR,
  CP_COOLING_LIQUID,
} CpCooling;

/* The site's supply, as Preferences name it. */
typedef enum
{
  CP_SITE_SUPPLY_230_1,  /* 230 V single-phase (most of the world) */
  CP_SITE_SUPPLY_400_3,  /* 400 V three-phase, line to line */
  CP_SITE_SUPPLY_120_1,  /* 120 V single-phase (North America) */
  CP_SITE_SUPPLY_208_3,  /* 208 V three-phase, line to line (North America) */
} CpSiteSupply;

#define CP_SITE_SUPPLY_LAST CP_SITE_SUPPLY_208_3

/* Defaults stated in docs/site.md §4. */
#define CP_SITE_DEFAULT_TARIFF     0.13  /* USD per kWh */
#define CP_SITE_DEFAULT_PUE        1.58
#define CP_SITE_DEFAULT_LOAD_SHARE 0.5

/* site.md §1 */
#define CP_SITE_BTU_H_PER_W        3.412142
#define CP_SITE_HOURS_PER_MONTH    730.0   /* 8,760 hours a year / 12 */
#define CP_SITE_HOURS_PER_YEAR     8760.0
/* site.md §2: circuits are loaded to 80 % of their rating. */
#define CP_SITE_CIRCUIT_LOAD       0.8
#define CP_SITE_RACK_CIRCUIT_A     32
#define CP_SITE_DESKTOP_CIRCUIT_A  16
/* site.md §5: the expansion slots of an ATX board (ATX Specification 2.2). */
#define CP_SITE_ATX_SLOTS          7

/* One unit's site facts, from the catalog; 0 is "not published". */
typedef struct
{
  gint64    power_w;          /* the unit's maximum power (required) */
  gint64    rack_units;       /* height in a rack, U */
  gint64    per_rack;         /* units one rack takes; 1 for a unit that is a rack */
  double    weight_kg;
  CpCooling cooling;
  /* A desktop card: what a chassis and its power supply must offer. */
  gboolean  card;
  gint64    board_power_w;
  gint64    slots;            /* slot width of one card */
  gint64    connectors;       /* power connectors of one card */
  gint64    system_power_w;   /* the maker's power supply for a PC with one card */
} CpSiteUnit;

typedef struct
{
  CpSiteSupply supply;
  double       tariff_per_kwh;  /* in the catalog's currency */
  double       pue;             /* facility overhead, 1.0 to 5.0 */
  double       load_share;      /* share of full power run on average, 0 to 1 */
  /* Years the price is written off over for the cost floor per million
   * tokens (docs/sizing.md §13.5), 1 to 20. */
  double       write_off_years;
} CpSiteSettings;

typedef struct
{
  gint64    count;
  /* Rack space: 0 racks for desktop cards; rack_units 0 when not published. */
  gint64    racks;
  gint64    rack_units;
  /* Weight: 0 when not published. weight_per_rack_kg is the heaviest rack. */
  double    weight_kg;
  double    weight_per_rack_kg;
  /* Power and circuits at the site's supply. */
  gint64    power_w;
  int       voltage_v;
  int       phases;
  double    amps;              /* per phase */
  gint64    circuit_amps;      /* rating of one circuit */
  gint64    circuits;
  /* Heat: all the power becomes heat. */
  double    heat_kw;
  double    heat_btu_h;
  CpCooling cooling;
  /* Desktop builds: the chassis and power supply (0 for other builds). */
  gint64    chassis_slots;
  gint64    pcie_x16_slots;
  gint64    power_connectors;
  gint64    psu_w;
  gint64    psu_load_w;        /* the cards and the rest of the PC */
  gboolean  beyond_atx;        /* more slots than an ATX board has */
  /* Energy and its cost, with the facility overhead. */
  double    pue;
  double    load_share;
  double    tariff_per_kwh;
  double    energy_kwh_per_month_full;
  double    energy_kwh_per_month;      /* at load_share */
  double    energy_kwh_per_year;       /* at load_share */
  double    energy_cost_per_month_full;
  double    energy_cost_per_month;     /* at load_share */
  double    energy_cost_per_year;      /* at load_share */
} CpSiteResult;

void     cp_site_settings_init_default (CpSiteSettings       *settings);
int      cp_site_supply_voltage        (CpSiteSupply          supply);
int      cp_site_supply_phases         (CpSiteSupply          supply);
const char *cp_site_supply_to_string   (CpSiteSupply          supply);
gboolean cp_site_supply_from_string    (const char           *text,
                                        CpSiteSupply         *supply);
CpSiteSupply cp_site_supply_for_territory (const char        *territory);
double   cp_site_amps                  (gint64                power_w,
                                        CpSiteSupply          supply);
gint64   cp_site_circuits              (double                amps,
                                        gint64                circuit_amps);
gboolean cp_site_compute               (const CpSiteUnit     *unit,
                                        gint64                count,
                                        const CpSiteSettings *settings,
                                        CpSiteResult         *result,
                                        GError              **error);

G_END_DECLS
