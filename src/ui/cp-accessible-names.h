/* cp-accessible-names.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void cp_accessible_names_install  (void);
void cp_accessible_name_button    (GtkButton *button);
void cp_accessible_name_buttons_in (GtkWidget *root);

G_END_DECLS
