/* cp-launch-recipe.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "cp-types.h"

G_BEGIN_DECLS

char *cp_launch_recipe_dup_text  (CpBuild        *build,
                                  CpModelServing *serving);
char *cp_launch_recipe_dup_all   (CpBuild        *build);

G_END_DECLS
