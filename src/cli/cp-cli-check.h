/* cp-cli-check.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cp-catalog.h"
#include "cp-plan-workload.h"

G_BEGIN_DECLS

gboolean  cp_cli_check_has_options (GVariantDict    *dict,
                                    const char     **option);
gboolean  cp_cli_check_apply_vllm_command (GVariantDict  *dict,
                                           const char    *catalog_path,
                                           const char   **what,
                                           GError       **error);
gboolean  cp_cli_check_read_vllm_command (GVariantDict  *dict,
                                          CpCatalog     *catalog,
                                          const char   **what,
                                          GError       **error);
char     *cp_cli_check_run         (GVariantDict    *dict,
                                    CpCatalog       *catalog,
                                    CpModel         *model,
                                    CpPlanWorkload  *workload,
                                    gboolean         json,
                                    const char     **what,
                                    GError         **error);

G_END_DECLS
