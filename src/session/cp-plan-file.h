/* cp-plan-file.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cp-drafts.h"
#include "cp-plan-document.h"
#include "cp-session.h"

G_BEGIN_DECLS

#define CP_TYPE_PLAN_FILE (cp_plan_file_get_type ())

G_DECLARE_FINAL_TYPE (CpPlanFile, cp_plan_file, CP, PLAN_FILE, GObject)

CpPlanFile     *cp_plan_file_new           (CpSession       *session);
CpSession      *cp_plan_file_get_session   (CpPlanFile      *self);
GFile          *cp_plan_file_get_file      (CpPlanFile      *self);
gboolean        cp_plan_file_get_modified  (CpPlanFile      *self);
gboolean        cp_plan_file_get_reading   (CpPlanFile      *self);
gboolean        cp_plan_file_get_pristine  (CpPlanFile      *self);
char           *cp_plan_file_dup_title     (CpPlanFile      *self);

void            cp_plan_file_reset         (CpPlanFile      *self);
gboolean        cp_plan_file_save          (CpPlanFile      *self,
                                            GFile           *file,
                                            GError         **error);
gboolean        cp_plan_file_apply         (CpPlanFile      *self,
                                            GFile           *file,
                                            CpPlanDocument  *document,
                                            GError         **error);
gboolean        cp_plan_file_load          (CpPlanFile      *self,
                                            GFile           *file,
                                            GError         **error);
void            cp_plan_file_read_async    (CpPlanFile      *self,
                                            GFile           *file,
                                            GAsyncReadyCallback callback,
                                            gpointer         user_data);
CpPlanDocument *cp_plan_file_read_finish   (CpPlanFile      *self,
                                            GAsyncResult    *result,
                                            GError         **error);
gboolean        cp_plan_file_take          (CpPlanFile      *self,
                                            CpPlanDocument  *document,
                                            GError         **error);

gboolean        cp_plan_file_write_draft   (CpPlanFile      *self,
                                            GError         **error);
CpDraft        *cp_plan_file_get_draft     (CpPlanFile      *self);
void            cp_plan_file_drop_draft    (CpPlanFile      *self);
gboolean        cp_plan_file_restore_draft (CpPlanFile      *self,
                                            CpDraft         *draft,
                                            CpPlanDocument  *document,
                                            GError         **error);

G_END_DECLS
