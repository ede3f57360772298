/* cp-custom-model-dialog.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "cp-types.h"

G_BEGIN_DECLS

#define CP_TYPE_CUSTOM_MODEL_DIALOG (cp_custom_model_dialog_get_type ())

G_DECLARE_FINAL_TYPE (CpCustomModelDialog, cp_custom_model_dialog, CP, CUSTOM_MODEL_DIALOG, AdwWindow)

GtkWidget  *cp_custom_model_dialog_new          (GtkWindow           *parent);
CpModel    *cp_custom_model_dialog_dup_model    (CpCustomModelDialog *self,
                                                 char               **problem);
void        cp_custom_model_dialog_import       (CpCustomModelDialog *self,
                                                 GFile               *config,
                                                 GFile               *index);
gboolean    cp_custom_model_dialog_get_importing (CpCustomModelDialog *self);

G_END_DECLS
