/* cp-quote-settings.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cp-quote.h"
#include "cp-quote-terms.h"

G_BEGIN_DECLS

GSettings *cp_quote_settings_new           (void);
gboolean   cp_quote_settings_get_installed (void);
void       cp_quote_settings_read_terms (GSettings    *settings,
                                         CpQuoteTerms *terms);
gboolean   cp_quote_settings_apply   (GSettings *settings,
                                      CpQuote   *quote,
                                      GError   **error);
GPtrArray *cp_quote_settings_dup_missing (GSettings *settings);
void       cp_quote_settings_advance (GSettings *settings,
                                      guint      used_number);

G_END_DECLS
