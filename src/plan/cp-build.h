/* cp-build.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-comparison.h"
#include "cp-serving.h"
#include "cp-sizing.h"
#include "cp-tier.h"
#include "cp-unit.h"

G_BEGIN_DECLS

#define CP_TYPE_BUILD (cp_build_get_type ())

G_DECLARE_FINAL_TYPE (CpBuild, cp_build, CP, BUILD, GObject)

CpUnit       *cp_build_get_unit             (CpBuild *self);
CpTier       *cp_build_get_tier             (CpBuild *self);
gint64        cp_build_get_count            (CpBuild *self);
gint64        cp_build_get_gpus             (CpBuild *self);
gint64        cp_build_get_memory_mb        (CpBuild *self);
gint64        cp_build_get_usable_memory_mb (CpBuild *self);
gint64        cp_build_get_piece_memory_mb  (CpBuild *self);
gint64        cp_build_get_required_mb      (CpBuild *self);
gint64        cp_build_get_power_w          (CpBuild *self);
gint64        cp_build_get_price_cents      (CpBuild *self);
gboolean      cp_build_get_pooled           (CpBuild *self);
gboolean      cp_build_get_fits             (CpBuild *self);
gboolean      cp_build_get_recommendable    (CpBuild *self);
gboolean      cp_build_get_recommended      (CpBuild *self);
CpComparison *cp_build_get_comparison       (CpBuild *self);
double        cp_build_get_comparison_ratio (CpBuild *self);
CpServing    *cp_build_get_serving          (CpBuild *self);
gint64        cp_build_get_spare_mb         (CpBuild *self);
gboolean      cp_build_get_paper_only       (CpBuild *self);
gboolean      cp_build_get_most_room        (CpBuild *self);
guint         cp_build_get_n_models         (CpBuild *self);
gint64        cp_build_get_recommended_spare_mb (CpBuild *self);

G_END_DECLS
