/* cp-comparison.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-item.h"

G_BEGIN_DECLS

#define CP_TYPE_COMPARISON (cp_comparison_get_type ())

G_DECLARE_FINAL_TYPE (CpComparison, cp_comparison, CP, COMPARISON, CpItem)

const char * cp_comparison_get_plural (CpComparison *self);
gint64       cp_comparison_get_watts  (CpComparison *self);

G_END_DECLS
