/* cp-file-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <sys/types.h>

G_BEGIN_DECLS

/* cp-file-read.c: what a file is, for "it is …, not a file". */
const char *_cp_file_describe_mode (mode_t mode);

G_END_DECLS
