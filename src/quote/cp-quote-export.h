/* cp-quote-export.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-quote.h"
#include "cp-quote-renderer.h"

G_BEGIN_DECLS

gboolean cp_quote_export_pdf (CpQuote             *quote,
                              const char          *filename,
                              const CpQuotePaper  *paper,
                              GError             **error);

G_END_DECLS
