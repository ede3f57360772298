/* cp-cli-site.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-json-writer.h"
#include "cp-plan.h"

G_BEGIN_DECLS

void  cp_cli_site_write_json (CpJsonWriter *writer,
                              CpBuild      *build);
char *cp_cli_site_dup_table  (CpPlan       *plan);

G_END_DECLS
