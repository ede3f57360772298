/* cp-quote-snapshot.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "cp-types.h"

G_BEGIN_DECLS

char           *cp_quote_snapshot_dup_plan      (CpQuote     *quote);
char           *cp_quote_snapshot_dup_document  (CpQuote     *quote);
CpQuote        *cp_quote_snapshot_restore       (const char  *plan,
                                                 const char  *document,
                                                 CpCatalog   *catalog,
                                                 const char  *what,
                                                 GError     **error);
CpPlanDocument *cp_quote_snapshot_read_plan     (const char  *plan,
                                                 const char  *what,
                                                 GError     **error);
char           *cp_quote_snapshot_convert_plan  (const char  *plan,
                                                 const char  *document,
                                                 const char  *what,
                                                 GError     **error);
const char     *cp_quote_snapshot_given_name    (CpModel     *model);

G_END_DECLS
