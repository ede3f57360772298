/* cp-model-row.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "cp-types.h"

G_BEGIN_DECLS

#define CP_TYPE_MODEL_ROW (cp_model_row_get_type ())

G_DECLARE_FINAL_TYPE (CpModelRow, cp_model_row, CP, MODEL_ROW, GObject)

CpModelRow *cp_model_row_new         (CpModel    *model);
CpModel    *cp_model_row_get_model   (CpModelRow *self);
void        cp_model_row_set_model   (CpModelRow *self,
                                      CpModel    *model);
gboolean    cp_model_row_get_chosen  (CpModelRow *self);
void        cp_model_row_set_chosen  (CpModelRow *self,
                                      gboolean    chosen);

G_END_DECLS
