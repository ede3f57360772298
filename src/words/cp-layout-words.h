/* cp-layout-words.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-unit.h"
#include "cp-workload.h"

G_BEGIN_DECLS

char *cp_layout_words_dup_layout (const CpLayout *layout,
                                  CpUnit         *unit);
char *cp_layout_words_dup_why    (const CpLayout *layout,
                                  CpUnit         *unit);
char *cp_layout_words_dup_not_native (const CpLayout *layout,
                                      CpUnit         *unit);

G_END_DECLS
