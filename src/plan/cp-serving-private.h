/* cp-serving-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-serving.h"

G_BEGIN_DECLS

CpServing *_cp_serving_new (const CpWorkload *workload,
                            CpServingVerdict  verdict,
                            gint64            gpus_used,
                            GPtrArray        *models);

G_END_DECLS
