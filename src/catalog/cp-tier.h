/* cp-tier.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-item.h"

G_BEGIN_DECLS

#define CP_TYPE_TIER (cp_tier_get_type ())

G_DECLARE_FINAL_TYPE (CpTier, cp_tier, CP, TIER, CpItem)

gboolean    cp_tier_get_recommendable  (CpTier *self);
const char *cp_tier_get_failover       (CpTier *self);
const char *cp_tier_get_scheduling     (CpTier *self);
const char *cp_tier_get_claims_source  (CpTier *self);

G_END_DECLS
