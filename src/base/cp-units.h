/* cp-units.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The store writes memory in decimal gigabytes (1 GB = 1000 MB), as its
 * pages do; the app holds it in integer megabytes, so that "exactly
 * enough" is an exact comparison. A GPU's own memory, as a driver
 * reports it, is counted in bytes and shown in GiB (2^30 bytes). */
#define CP_MB_PER_GB 1000
#define CP_GIB ((gint64) 1 << 30)

G_END_DECLS
