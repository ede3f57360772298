/* cp-builds-page.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "cp-types.h"

G_BEGIN_DECLS

#define CP_TYPE_BUILDS_PAGE (cp_builds_page_get_type ())

G_DECLARE_FINAL_TYPE (CpBuildsPage, cp_builds_page, CP, BUILDS_PAGE, AdwBin)

void     cp_builds_page_set_session   (CpBuildsPage *self,
                                       CpSession    *session);
void     cp_builds_page_set_workload_control (CpBuildsPage *self,
                                              GtkWidget    *control);

G_END_DECLS
