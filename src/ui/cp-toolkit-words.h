/* cp-toolkit-words.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The gettext domain of libadwaita's own words. */
#define CP_TOOLKIT_WORDS_DOMAIN "libadwaita"

gboolean cp_toolkit_words_install (void);

G_END_DECLS
