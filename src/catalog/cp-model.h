/* cp-model.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-item.h"
#include "cp-measurement.h"
#include "cp-model-arch.h"
#include "cp-sizing.h"

G_BEGIN_DECLS

#define CP_TYPE_MODEL (cp_model_get_type ())

G_DECLARE_FINAL_TYPE (CpModel, cp_model, CP, MODEL, CpItem)

CpModel    *cp_model_new_for_memory    (gint64        memory_mb);
CpModel    *cp_model_new_for_params    (double        params_b,
                                        CpPrecision   precision,
                                        GError      **error);
CpModel    *cp_model_new_described_as  (CpModel      *model);
CpModel    *cp_model_copy_with_architecture (CpModel             *base,
                                             CpModelArchitecture *architecture);
gint64      cp_model_get_min_memory_mb (CpModel      *self);
double      cp_model_get_params_b      (CpModel      *self);
const char *cp_model_get_precision     (CpModel      *self);
gboolean    cp_model_get_custom        (CpModel      *self);
CpModelArchitecture *
            cp_model_get_architecture  (CpModel      *self);
GPtrArray  *cp_model_get_measurements  (CpModel      *self);

G_END_DECLS
