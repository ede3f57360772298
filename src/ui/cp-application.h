/* cp-application.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "cp-window.h"

G_BEGIN_DECLS

#define CP_TYPE_APPLICATION (cp_application_get_type ())

G_DECLARE_FINAL_TYPE (CpApplication, cp_application, CP, APPLICATION, AdwApplication)

CpApplication *cp_application_new         (void);
CpWindow      *cp_application_find_window (GtkApplication *application,
                                           GFile          *file);
GtkWindow     *cp_application_new_about_window (GtkWindow *parent);

G_END_DECLS
