/* cp-window.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "cp-catalog.h"
#include "cp-plan-file.h"
#include "cp-session.h"

G_BEGIN_DECLS

#define CP_TYPE_WINDOW (cp_window_get_type ())

/* The hint a window gives g_application_open() for a plan opened from
 * it: the app then opens it as from that window (cp-application.c). */
#define CP_WINDOW_OPEN_HINT "window"

G_DECLARE_FINAL_TYPE (CpWindow, cp_window, CP, WINDOW, AdwApplicationWindow)

CpWindow   *cp_window_new               (GtkApplication *application,
                                         CpCatalog      *catalog);
CpWindow   *cp_window_new_untitled      (GtkApplication *application,
                                         CpCatalog      *catalog);
CpSession  *cp_window_get_session       (CpWindow       *self);
CpPlanFile *cp_window_get_plan_file     (CpWindow       *self);
void        cp_window_open_catalog_file (CpWindow       *self,
                                         GFile          *file);
void        cp_window_open_plan         (CpWindow       *self,
                                         GFile          *file);
gboolean    cp_window_offer_drafts      (CpWindow       *self);

G_END_DECLS
