/* cp-planner-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-planner.h"

G_BEGIN_DECLS

/* The catalog's units and tiers in the sizing engine's plain form, built
 * once when the planner is made. */
typedef struct
{
  const CpSizingTier   *tiers;
  guint                 n_tiers;
  const CpSizingUnit   *units;
  const CpWorkloadUnit *workload_units;
  guint                 n_units;
} CpPlannerSizing;

void     _cp_planner_get_sizing (CpPlanner           *self,
                                 CpPlannerSizing     *sizing);
CpBuild *_cp_planner_new_build  (CpPlanner           *self,
                                 CpUnit              *unit,
                                 const CpSizingBuild *sizing_build,
                                 guint                n_models);

G_END_DECLS
