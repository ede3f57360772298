/* cp-spin-numbers.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "cp-parse.h"

G_BEGIN_DECLS

void     cp_spin_button_use_locale_numbers (GtkSpinButton *spin);
void     cp_spin_button_set_scale          (GtkSpinButton *spin,
                                            CpParseScale   scale);
gboolean cp_spin_button_is_refused         (GtkSpinButton *spin);

G_END_DECLS
