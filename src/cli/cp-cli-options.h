/* cp-cli-options.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean cp_cli_options_normalize (GVariantDict  *dict,
                                   char         **what,
                                   GError       **error);
gboolean cp_cli_fail_option       (GError       **error,
                                   const char   **what,
                                   const char    *option,
                                   const char    *format,
                                   ...) G_GNUC_PRINTF (4, 5);

G_END_DECLS
