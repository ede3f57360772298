/* cp-build-words-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-build-words.h"

G_BEGIN_DECLS

/* Shared by the words about a build (cp-build-words.c) and about its
 * drawing (cp-build-words-topology.c). */
char *_cp_build_dup_things (CpBuild *build);

G_END_DECLS
