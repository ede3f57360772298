/* cp-cli.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define CP_CLI_CONTINUE (-1)

const GOptionEntry *cp_cli_get_option_entries (void);
int                 cp_cli_run                (GVariantDict *options);
gboolean            cp_cli_check_arguments    (char        **arguments);

G_END_DECLS
