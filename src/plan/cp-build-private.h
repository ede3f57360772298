/* cp-build-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-build.h"

G_BEGIN_DECLS

CpBuild *_cp_build_new                      (CpUnit              *unit,
                                             const CpSizingBuild *sizing_build,
                                             guint                n_models,
                                             CpComparison        *comparison,
                                             double               comparison_ratio);
guint    _cp_build_get_n_models             (CpBuild             *self);
void     _cp_build_set_most_room            (CpBuild             *self,
                                             gint64               recommended_spare_mb);
gint64   _cp_build_get_recommended_spare_mb (CpBuild             *self);
void     _cp_build_set_serving              (CpBuild             *self,
                                             CpServing           *serving);
void     _cp_build_set_fits                 (CpBuild             *self,
                                             gboolean             fits);

/* Shared by the words about a build (cp-build-words.c) and about its
 * drawing (cp-build-words-topology.c). */
char    *_cp_build_dup_things               (CpBuild             *self);

G_END_DECLS
