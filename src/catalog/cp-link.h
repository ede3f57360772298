/* cp-link.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-item.h"

G_BEGIN_DECLS

#define CP_TYPE_LINK (cp_link_get_type ())

G_DECLARE_FINAL_TYPE (CpLink, cp_link, CP, LINK, CpItem)

double       cp_link_get_bandwidth_gb_s (CpLink *self);
double       cp_link_get_per_gpu_gb_s   (CpLink *self);
char        *cp_link_dup_title          (CpLink *self);
gboolean     cp_link_get_is_total       (CpLink *self);
const char * cp_link_get_note           (CpLink *self);

G_END_DECLS
