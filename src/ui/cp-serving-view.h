/* cp-serving-view.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "cp-types.h"

G_BEGIN_DECLS

#define CP_TYPE_SERVING_VIEW (cp_serving_view_get_type ())

G_DECLARE_FINAL_TYPE (CpServingView, cp_serving_view, CP, SERVING_VIEW, AdwBin)

GtkWidget *cp_serving_view_new            (void);
CpBuild   *cp_serving_view_get_build      (CpServingView *self);
void       cp_serving_view_set_build      (CpServingView *self,
                                           CpBuild       *build);
gboolean   cp_serving_view_get_shows_verdict (CpServingView *self);
char      *cp_serving_view_dup_text       (CpServingView *self);

G_END_DECLS
