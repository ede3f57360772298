/* cp-cli-plan.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cp-types.h"

G_BEGIN_DECLS

/* The command line's plan files: --plan=FILE sizes a saved plan (its
 * models, workload and build picked; the workload options override its
 * figures), --save-plan=FILE writes the plan a sizing run describes. */

CpPlanDocument *cp_cli_plan_read            (const char      *filename,
                                             GError         **error);
GVariantDict   *cp_cli_plan_merge_workload  (GVariantDict    *options,
                                             CpPlanDocument  *document);
gboolean        cp_cli_plan_read_workload   (GVariantDict    *options,
                                             const char      *filename,
                                             CpPlanDocument **document,
                                             CpPlanWorkload **workload,
                                             const char     **what,
                                             GError         **error);
gboolean        cp_cli_plan_collect         (CpPlanDocument  *document,
                                             CpCatalog       *catalog,
                                             CpPlanWorkload  *workload,
                                             gboolean         weights_given,
                                             GPtrArray       *models,
                                             GError         **error);
const char     *cp_cli_plan_pick_tier       (CpPlanDocument  *document,
                                             CpPlan          *plan);
void            cp_cli_plan_report_changes  (CpPlanDocument  *document,
                                             CpCatalog       *catalog,
                                             CpPlan          *plan);
gboolean        cp_cli_plan_save            (const char      *filename,
                                             CpPlanDocument  *document,
                                             CpCatalog       *catalog,
                                             CpPlan          *plan,
                                             GPtrArray       *models,
                                             CpPlanWorkload  *workload,
                                             const char      *weights,
                                             const char      *tier,
                                             GError         **error);

G_END_DECLS
