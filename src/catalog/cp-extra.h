/* cp-extra.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-unit.h"
#include "cp-item.h"

G_BEGIN_DECLS

/* What an extra is on a quote: an accessory the build needs, or one of the
 * services (installation, support, shipping). */
typedef enum
{
  CP_EXTRA_ACCESSORY,
  CP_EXTRA_INSTALLATION,
  CP_EXTRA_SUPPORT,
  CP_EXTRA_SHIPPING,
} CpExtraKind;

#define CP_TYPE_EXTRA (cp_extra_get_type ())

G_DECLARE_FINAL_TYPE (CpExtra, cp_extra, CP, EXTRA, CpItem)

CpExtraKind  cp_extra_get_kind        (CpExtra  *self);
const char  *cp_extra_get_note        (CpExtra  *self);
gint64       cp_extra_get_price_cents (CpExtra  *self);
gint64       cp_extra_get_quantity    (CpExtra  *self);
gint64       cp_extra_get_per         (CpExtra  *self);
gint64       cp_extra_get_min_units   (CpExtra  *self);
gboolean     cp_extra_applies_to      (CpExtra  *self,
                                       CpUnit   *unit);
gint64       cp_extra_count_for      (CpExtra  *self,
                                       CpUnit   *unit,
                                       gint64    count);

G_END_DECLS
