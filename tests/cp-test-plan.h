/* cp-test-plan.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-catalog.h"
#include "cp-planner.h"

G_BEGIN_DECLS

CpPlan         *cp_test_plan_with     (CpCatalog      *catalog,
                                       CpModel        *model,
                                       CpPlanWorkload *workload);
CpPlan         *cp_test_plan_for      (const char     *model_id,
                                       gint64          context,
                                       gint64          users,
                                       CpKvCache       kv_cache);
CpModelServing *cp_test_first_serving (CpBuild        *build);
const CpLayout *cp_test_first_layout  (CpBuild        *build,
                                       CpModelServing **serving);
CpBuild        *cp_test_evaluate      (CpCatalog      *catalog,
                                       CpPlan         *plan,
                                       const char     *unit_id,
                                       gint64          count);

G_END_DECLS
