/* cp-cli-workload.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cp-planner.h"
#include "cp-json-writer.h"

G_BEGIN_DECLS

/* The command line's workload options (--context, --users, --kv-cache,
 * --weights, --model-config, --safetensors-index) and how a build serving
 * a workload is written, as text and as JSON. A bad option sets *what to
 * its name and the error to why, for cp-cli.c to print as "<what>: <why>";
 * a bad file leaves *what NULL, the file and place being in the error. */

gboolean cp_cli_workload_from_options  (GVariantDict     *dict,
                                        CpPlanWorkload  **workload,
                                        const char      **what,
                                        GError          **error);
gboolean cp_cli_workload_import_model  (GVariantDict     *dict,
                                        CpModel         **model,
                                        const char      **what,
                                        GError          **error);
const char *cp_cli_workload_verdict_words (CpServingVerdict verdict);
gboolean cp_cli_workload_has_options   (GVariantDict     *dict,
                                        const char      **first);
void     cp_cli_workload_append_header (GString          *out,
                                        CpPlanWorkload   *workload);
void     cp_cli_workload_append_build  (GString          *out,
                                        CpBuild          *build);
void     cp_cli_workload_write_json    (CpJsonWriter     *writer,
                                        CpBuild          *build);
char    *cp_cli_workload_dup_recipe    (CpBuild          *build,
                                        GError          **error);

gboolean cp_cli_workload_check_servable (CpPlan          *plan,
                                         CpPlanWorkload  *workload,
                                         const char     **what,
                                         GError         **error);

G_END_DECLS
