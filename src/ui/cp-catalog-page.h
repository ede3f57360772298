/* cp-catalog-page.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "cp-types.h"

G_BEGIN_DECLS

#define CP_TYPE_CATALOG_PAGE (cp_catalog_page_get_type ())

G_DECLARE_FINAL_TYPE (CpCatalogPage, cp_catalog_page, CP, CATALOG_PAGE, AdwBin)

void cp_catalog_page_set_catalog  (CpCatalogPage *self,
                                   CpCatalog     *catalog);
void cp_catalog_page_set_session  (CpCatalogPage *self,
                                   CpSession     *session);
void cp_catalog_page_focus_search (CpCatalogPage *self);

G_END_DECLS
