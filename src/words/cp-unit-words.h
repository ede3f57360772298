/* cp-unit-words.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-unit.h"

G_BEGIN_DECLS

typedef enum
{
  CP_UNIT_NOUN_CARD,    /* a desktop card */
  CP_UNIT_NOUN_GPU,     /* one datacenter GPU */
  CP_UNIT_NOUN_SYSTEM,
  CP_UNIT_NOUN_RACK,
} CpUnitNoun;

CpUnitNoun  cp_unit_get_noun           (CpUnit *unit);
char       *cp_unit_dup_things         (CpUnit *unit,
                                        gint64  n);
char       *cp_unit_dup_power_per_unit (CpUnit *unit);
char       *cp_unit_dup_facts          (CpUnit *unit);

G_END_DECLS
