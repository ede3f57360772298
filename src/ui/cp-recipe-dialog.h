/* cp-recipe-dialog.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "cp-types.h"

G_BEGIN_DECLS

#define CP_TYPE_RECIPE_DIALOG (cp_recipe_dialog_get_type ())

G_DECLARE_FINAL_TYPE (CpRecipeDialog, cp_recipe_dialog, CP, RECIPE_DIALOG, AdwWindow)

GtkWidget *cp_recipe_dialog_new       (GtkWindow      *parent,
                                       CpBuild        *build);
char      *cp_recipe_dialog_dup_recipe (CpRecipeDialog *self,
                                        guint           position);
gboolean   cp_recipe_dialog_copy       (CpRecipeDialog *self,
                                        guint           position);

G_END_DECLS
