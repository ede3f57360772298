/* cp-build-card.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "cp-types.h"

G_BEGIN_DECLS

#define CP_TYPE_BUILD_CARD (cp_build_card_get_type ())

G_DECLARE_FINAL_TYPE (CpBuildCard, cp_build_card, CP, BUILD_CARD, AdwBin)

GtkWidget *cp_build_card_new         (CpBuild     *build);
CpBuild   *cp_build_card_get_build   (CpBuildCard *self);
void       cp_build_card_set_build   (CpBuildCard *self,
                                      CpBuild     *build);
gboolean   cp_build_card_get_chosen  (CpBuildCard *self);
void       cp_build_card_set_chosen  (CpBuildCard *self,
                                      gboolean     chosen);
char      *cp_build_card_dup_summary (CpBuildCard *self);

G_END_DECLS
