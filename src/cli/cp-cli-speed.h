/* cp-cli-speed.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-json-writer.h"
#include "cp-speed-figures.h"

G_BEGIN_DECLS

void cp_cli_speed_read_terms      (CpSpeedTerms         *terms);
void cp_cli_speed_append          (GString              *out,
                                   const char           *indent,
                                   GPtrArray            *lines);
void cp_cli_speed_append_model    (GString              *out,
                                   CpBuild              *build,
                                   CpModelServing       *serving,
                                   const CpSpeedTerms   *terms);
void cp_cli_speed_write_json      (CpJsonWriter         *writer,
                                   const CpSpeedFigures *figures,
                                   GPtrArray            *measurements);
void cp_cli_speed_write_model_json (CpJsonWriter        *writer,
                                    CpBuild             *build,
                                    CpModelServing      *serving,
                                    const CpSpeedTerms  *terms);

G_END_DECLS
