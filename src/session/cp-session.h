/* cp-session.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cp-catalog.h"
#include "cp-model-row.h"
#include "cp-plan-document.h"
#include "cp-planner.h"

G_BEGIN_DECLS

#define CP_TYPE_SESSION (cp_session_get_type ())

G_DECLARE_FINAL_TYPE (CpSession, cp_session, CP, SESSION, GObject)

CpSession    *cp_session_new                 (void);

CpCatalog    *cp_session_get_catalog         (CpSession  *self);
CpPlanner    *cp_session_get_planner         (CpSession  *self);
void          cp_session_set_catalog         (CpSession  *self,
                                              CpCatalog  *catalog);

GListModel   *cp_session_get_rows            (CpSession  *self);
CpModelRow   *cp_session_find_row            (CpSession  *self,
                                              const char *id);
gboolean      cp_session_check_room          (CpSession  *self,
                                              GError    **error);
gboolean      cp_session_choose_model        (CpSession  *self,
                                              const char *id,
                                              gboolean    chosen);
char         *cp_session_add_custom_model    (CpSession  *self,
                                              CpModel    *model,
                                              const char *name);
gboolean      cp_session_rename_custom_model (CpSession  *self,
                                              const char *id,
                                              const char *name);
gboolean      cp_session_remove_custom_model (CpSession  *self,
                                              const char *id);
GVariant     *cp_session_cut_custom_model    (CpSession  *self,
                                              const char *id);
char         *cp_session_restore_custom_model (CpSession *self,
                                               GVariant  *cut);

void          cp_session_set_plan_in_thread  (CpSession  *self,
                                              gboolean    in_thread);
gboolean      cp_session_get_planning        (CpSession  *self);
double        cp_session_get_planning_progress (CpSession *self);
void          cp_session_cancel_planning     (CpSession  *self);
void          cp_session_finish_planning     (CpSession  *self);
gboolean      cp_session_attach_architecture (CpSession           *self,
                                              const char          *id,
                                              CpModelArchitecture *architecture);
CpModelArchitecture *cp_session_get_attached_architecture (CpSession  *self,
                                                           const char *id);

void          cp_session_freeze              (CpSession  *self);
void          cp_session_thaw                (CpSession  *self);

CpPlan       *cp_session_get_plan            (CpSession  *self);
const GError *cp_session_get_plan_error      (CpSession  *self);

const char   *cp_session_get_selected_tier   (CpSession  *self);
gboolean      cp_session_select_tier         (CpSession  *self,
                                              const char *tier_id);
CpBuild      *cp_session_get_selected_build  (CpSession  *self);

const char   *cp_session_get_customer        (CpSession  *self);
void          cp_session_set_customer        (CpSession  *self,
                                              const char *customer);
const char   *cp_session_get_customer_field  (CpSession           *self,
                                              CpPlanCustomerField  field);
void          cp_session_set_customer_field  (CpSession           *self,
                                              CpPlanCustomerField  field,
                                              const char          *value);

void          cp_session_remember            (CpSession  *self,
                                              GSettings  *legacy);
void          cp_session_remember_in         (CpSession  *self,
                                              const char *data_dir,
                                              const char *state_dir,
                                              GSettings  *legacy);
void          cp_session_stop_remembering    (CpSession  *self);
void          cp_session_forget_untitled     (CpSession  *self);
gboolean      cp_session_get_remembered      (CpSession  *self);

CpPlanDocument *cp_session_snapshot          (CpSession       *self);
gboolean      cp_session_load_document       (CpSession       *self,
                                              CpPlanDocument  *document,
                                              GError         **error);

gboolean        cp_session_get_workload_enabled (CpSession            *self);
void            cp_session_set_workload_enabled (CpSession            *self,
                                                 gboolean              enabled);
CpPlanWorkload *cp_session_get_workload         (CpSession            *self);
void            cp_session_set_workload         (CpSession            *self,
                                                 CpPlanWorkload       *workload);
void            cp_session_set_workload_figures (CpSession            *self,
                                                 gint64                context_tokens,
                                                 gint64                users,
                                                 CpKvCache             kv_cache);
void            cp_session_set_model_weights    (CpSession            *self,
                                                 const char           *model_id,
                                                 const CpWeightFormat *format);
void            cp_session_set_allow_pcie_split (CpSession            *self,
                                                 gboolean              allow);
gint64          cp_session_get_max_context      (CpSession            *self);

G_END_DECLS
