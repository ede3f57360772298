/* cp-workload-control.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "cp-types.h"

G_BEGIN_DECLS

#define CP_TYPE_WORKLOAD_CONTROL (cp_workload_control_get_type ())

G_DECLARE_FINAL_TYPE (CpWorkloadControl, cp_workload_control, CP, WORKLOAD_CONTROL, AdwBin)

GtkWidget  *cp_workload_control_new         (void);
void        cp_workload_control_set_session (CpWorkloadControl *self,
                                             CpSession         *session);
const char *cp_workload_control_get_summary (CpWorkloadControl *self);
GtkWidget  *cp_workload_control_get_part    (CpWorkloadControl *self,
                                             const char        *name);

G_END_DECLS
