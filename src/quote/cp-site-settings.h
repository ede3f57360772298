/* cp-site-settings.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cp-site.h"
#include "cp-speed-figures.h"

G_BEGIN_DECLS

CpSiteSupply cp_site_settings_locale_supply (void);
void         cp_site_settings_read          (GSettings      *settings,
                                             CpSiteSettings *site);
void         cp_speed_terms_read            (GSettings      *settings,
                                             CpSpeedTerms   *terms);
void         cp_speed_terms_from_site       (const CpSiteSettings *site,
                                             CpSpeedTerms   *terms);

G_END_DECLS
