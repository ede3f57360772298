/* cp-error-dialog.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

GtkWidget  *cp_error_dialog_show          (GtkWindow    *parent,
                                           const char   *heading,
                                           const char   *reassurance,
                                           const GError *error);
const char *cp_error_dialog_get_message   (GtkWidget    *dialog);

G_END_DECLS
