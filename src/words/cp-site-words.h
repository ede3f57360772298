/* cp-site-words.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-build.h"
#include "cp-site.h"

G_BEGIN_DECLS

/* The rows of a build's site requirements, in the order every view shows
 * them (the card's Site section, Compare, the quote, --site). */
typedef enum
{
  CP_SITE_ROW_COOLING,
  CP_SITE_ROW_RACKS,
  CP_SITE_ROW_WEIGHT,
  CP_SITE_ROW_POWER,
  CP_SITE_ROW_CIRCUITS,
  CP_SITE_ROW_HEAT,
  CP_SITE_ROW_SUPPLIES,
  CP_SITE_ROW_TEMPERATURE,
  CP_SITE_ROW_CHASSIS,
  CP_SITE_ROW_ENERGY,
  CP_SITE_ROW_COST,
} CpSiteRow;

#define CP_N_SITE_ROWS (CP_SITE_ROW_COST + 1)

gboolean    cp_build_compute_site       (CpBuild              *build,
                                         const CpSiteSettings *settings,
                                         CpSiteResult         *result);
char       *cp_site_row_dup_label       (CpSiteRow             row);
char       *cp_build_dup_site_row       (CpBuild              *build,
                                         const CpSiteSettings *settings,
                                         CpSiteRow             row);
gboolean    cp_build_site_row_applies   (CpBuild              *build,
                                         CpSiteRow             row);
const char *cp_build_get_site_source    (CpBuild              *build);
char       *cp_site_dup_not_published   (void);
char       *cp_site_dup_cooling         (CpCooling             cooling);
char       *cp_site_dup_supply          (CpSiteSupply          supply);
char       *cp_site_dup_amps            (double                amps,
                                         CpSiteSupply          supply);
char       *cp_build_dup_chassis_line   (CpBuild              *build,
                                         const CpSiteSettings *settings);
char       *cp_site_dup_settings_note   (const CpSiteSettings *settings);
char       *cp_build_dup_running_cost_note (CpBuild           *build,
                                            const CpSiteSettings *settings);

G_END_DECLS
