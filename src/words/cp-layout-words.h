/* cp-layout-words.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "cp-unit.h"
#include "cp-workload.h"

G_BEGIN_DECLS

gboolean cp_layout_words_is_engine_layout (const CpLayout *layout);
char    *cp_layout_words_dup              (const CpLayout *layout,
                                           CpUnit         *unit);

G_END_DECLS
