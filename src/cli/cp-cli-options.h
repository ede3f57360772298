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

G_END_DECLS
