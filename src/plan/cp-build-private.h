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
void     _cp_build_set_most_room            (CpBuild             *self,
                                             gint64               recommended_spare_mb);
void     _cp_build_set_serving              (CpBuild             *self,
                                             CpServing           *serving);
void     _cp_build_set_fits                 (CpBuild             *self,
                                             gboolean             fits);

G_END_DECLS
