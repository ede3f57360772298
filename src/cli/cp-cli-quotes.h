/* cp-cli-quotes.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

char *cp_cli_dup_register_listing (gboolean   json,
                                   GError   **error);
char *cp_cli_dup_quotes (GListModel *records,
                         gboolean    json);

G_END_DECLS
