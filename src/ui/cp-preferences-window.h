/* cp-preferences-window.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CP_TYPE_PREFERENCES_WINDOW (cp_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (CpPreferencesWindow, cp_preferences_window, CP, PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWidget *cp_preferences_window_new (GtkWindow *parent);
void       cp_preferences_window_show_store_details (CpPreferencesWindow *self);

G_END_DECLS
