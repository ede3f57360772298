/* cp-site-preferences.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

AdwPreferencesPage *cp_site_preferences_page_new (GSettings *settings);

G_END_DECLS
