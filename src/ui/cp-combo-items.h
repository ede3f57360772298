/* cp-combo-items.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void cp_combo_row_show_whole_items (AdwComboRow *row);

G_END_DECLS
