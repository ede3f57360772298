/* cp-currency-words.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *cp_currency_dup_total_note (const char *code);
char *cp_currency_dup_in_words   (const char *code);

G_END_DECLS
