/* cp-unit-site-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cp-unit.h"

G_BEGIN_DECLS

char    *_cp_catalog_dup_words (const char *text,
                                gboolean    translate);
void     _cp_unit_set_site   (CpUnit      *self,
                              CpUnitSite  *site);
void     _cp_unit_site_clear (CpUnitSite  *site);
gboolean _cp_unit_site_read  (const char  *file,
                              JsonObject  *unit_object,
                              const char  *where,
                              gboolean     translate,
                              gboolean     desktop,
                              CpUnitSite  *site,
                              GError     **error);

G_END_DECLS
