/* cp-build-facts.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-build.h"
#include "cp-speed-figures.h"

G_BEGIN_DECLS

/* The rows of the store's comparison table ("What a cluster is"), in its
 * order, each a short text generated from the catalog's data. */
typedef enum
{
  CP_BUILD_FACT_CONNECTION,
  CP_BUILD_FACT_BANDWIDTH,
  CP_BUILD_FACT_POOLING,
  CP_BUILD_FACT_RUNS_MODEL,
  CP_BUILD_FACT_FAILOVER,
  CP_BUILD_FACT_SCHEDULING,
  CP_BUILD_FACT_POWER,
  CP_BUILD_FACT_MEMORY,
  CP_BUILD_FACT_PRICE,
  /* Not the store's table: the rows a workload adds. */
  CP_BUILD_FACT_SERVING,
  CP_BUILD_FACT_LAYOUT,
  CP_BUILD_FACT_USERS,
  CP_BUILD_FACT_PEAK,
  /* The speed bounds of docs/sizing.md §13. */
  CP_BUILD_FACT_CEILING,
  CP_BUILD_FACT_FIRST_TOKEN,
  CP_BUILD_FACT_COST,
} CpBuildFact;

/* The rows of the store's table, and all of them with a workload's. */
#define CP_N_BUILD_FACTS (CP_BUILD_FACT_PRICE + 1)
#define CP_N_BUILD_FACTS_WITH_WORKLOAD (CP_BUILD_FACT_COST + 1)

char       *cp_build_fact_dup_label  (CpBuildFact  fact,
                                      gint64       required_mb);
char       *cp_build_dup_fact        (CpBuild     *build,
                                      CpBuildFact  fact);
char       *cp_build_dup_fact_with_terms (CpBuild            *build,
                                          CpBuildFact         fact,
                                          const CpSpeedTerms *terms);
const char *cp_build_get_fact_source (CpBuild     *build,
                                      CpBuildFact  fact);
gboolean    cp_build_fact_is_workload (CpBuildFact fact);
char       *cp_build_dup_sources     (CpBuild     *build,
                                      const char  *site_source);

G_END_DECLS
