/* cp-session-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cp-session.h"

G_BEGIN_DECLS

/* What a change touched: the plan, what is remembered of the untitled
 * plan (cp-session-store.c), and what only a plan file keeps (the
 * customer). */
typedef enum
{
  DIRTY_PLAN     = 1 << 0,
  DIRTY_SAVED    = 1 << 1,
  DIRTY_DOCUMENT = 1 << 2,
} Dirty;

/* What the session keeps of a custom model besides its row. */
typedef struct
{
  /* The name made from its size, used while the person gives none. */
  char     *default_name;
  char     *given_name;
  /* The entry of the custom-model library it was read from, or NULL: keys
   * this version does not know (a newer one may add some) are written
   * back as they were. */
  JsonObject *stored;
  /* Its shape, for a model imported from a config.json; else NULL. */
  CpModelArchitecture *architecture;
} CustomInfo;

struct _CpSession
{
  GObject     parent_instance;

  CpCatalog  *catalog;
  /* Plans with the catalog; made with it. */
  CpPlanner  *planner;
  /* CpModelRow: the catalog's models, then the custom ones. */
  GListStore *rows;
  /* Custom model id → CustomInfo. */
  GHashTable *customs;
  /* Library entries (JsonNode) of custom models this version cannot
   * read: kept, so that saving does not lose them. */
  GPtrArray  *unreadable;
  /* Catalog model id → the CpModelArchitecture a person attached to a
   * catalog model that publishes none (Import config.json… on its row,
   * cp-session-attach.c): the row keeps the catalog's model, sized with
   * it; the catalog itself is not changed. */
  GHashTable *attached;
  /* Models the remembered plan chose, read before there was a catalog. */
  GStrv       pending_ids;

  /* The workload (issues 10 and 13, cp-session-workload.c): its figures,
   * kept while it is off, and whether builds are sized for it. A change
   * marks the plan dirty as a chosen model does; it is handed to the
   * catalog with the models in replan(), and remembered beside them
   * (with the keys of workload_stored this version does not know). */
  CpPlanWorkload *workload;
  gboolean    workload_enabled;
  JsonObject *workload_stored;

  CpPlan     *plan;
  GError     *plan_error;
  char       *selected_tier;
  gboolean    catalog_switched;
  /* Who the plan is for (a quote's customer), as
   * cp_plan_customer_clean() keeps each field; NULL where unsaid. */
  char       *customer[CP_PLAN_CUSTOMER_N_FIELDS];

  guint       frozen;
  Dirty       dirty;
  /* A model chosen past the plan's limit was unchosen again
   * (cp-session-limit.c): no change to make when that is notified. */
  gboolean    refusing;

  /* Sizing with a workload that would keep the main thread long runs in
   * a thread (cp_session_set_plan_in_thread()): the job running, and the
   * number of the last one started, so that an answer no longer wanted
   * is dropped; a source that says how far it got. The run says when
   * the thread is done with the job, for a save that waits for it
   * (cp_session_finish_planning()). */
  gboolean      plan_in_thread;
  CpPlannerJob *job;
  gpointer      job_run;
  guint         job_serial;
  guint         progress_source;
};

static inline gboolean
row_is_custom (CpModelRow *row)
{
  return cp_model_get_custom (cp_model_row_get_model (row));
}

static inline const char *
row_id (CpModelRow *row)
{
  return cp_item_get_id (CP_ITEM (cp_model_row_get_model (row)));
}

/* The row at @position, borrowed: the store keeps its own reference. */
static inline CpModelRow *
get_row (CpSession *self,
         guint      position)
{
  CpModelRow *row = g_list_model_get_item (G_LIST_MODEL (self->rows), position);

  g_object_unref (row);

  return row;
}

static inline guint
n_rows (CpSession *self)
{
  return g_list_model_get_n_items (G_LIST_MODEL (self->rows));
}

/* What a first workload asks for: one request of 8K tokens. */
#define CP_SESSION_DEFAULT_CONTEXT 8192
#define CP_SESSION_DEFAULT_USERS   1

/* cp-session.c: the session itself, which calls none of the files
 * below; they call it. */
GStrv       _cp_session_dup_chosen_catalog_ids (CpSession  *self);
gboolean    _cp_session_find_position     (CpSession  *self,
                                           const char *id,
                                           gboolean    custom,
                                           guint      *position);
CpModelRow *_cp_session_new_row           (CpSession  *self,
                                           CpModel    *model,
                                           gboolean    chosen);
void        _cp_session_remove_rows       (CpSession  *self,
                                           guint       position,
                                           guint       n);
void        _cp_session_changed           (CpSession  *self,
                                           Dirty       dirty);
void        _cp_session_notify            (CpSession  *self,
                                           guint       prop_id);
CpPlanWorkload *_cp_session_default_workload (void);
gboolean    _cp_session_clamp_workload    (CpSession  *self);
CpPlanWorkload *_cp_session_plan_workload (CpSession  *self);
void        _cp_session_apply_plan        (CpSession  *self,
                                           CpPlan     *plan,
                                           GError     *error);
void        _cp_session_drop_job          (CpSession  *self);

/* The properties _cp_session_notify() takes. */
enum {
  CP_SESSION_PROP_0,
  CP_SESSION_PROP_SELECTED_TIER,
  CP_SESSION_PROP_WORKLOAD,
  CP_SESSION_PROP_WORKLOAD_ENABLED,
  CP_SESSION_PROP_CUSTOMER,
  CP_SESSION_PROP_CATALOG,
  CP_SESSION_PROP_PLANNING,
  CP_SESSION_PROP_PLANNING_PROGRESS,
  CP_SESSION_N_PROPS
};

CpModel    *_cp_session_catalog_model     (CpSession  *self,
                                           CpModel    *model);

/* cp-session-attach.c: architectures attached to the catalog's models. */
void        _cp_session_read_attached     (CpSession  *self,
                                           JsonObject *root);
JsonObject *_cp_session_dup_attached      (CpSession  *self);

/* cp-session-custom.c: the custom models, and their library entries. */
gboolean    _cp_session_id_is_taken       (CpSession  *self,
                                           const char *id);
char       *_cp_session_new_custom_id     (CpSession  *self);
CpModel    *_cp_session_new_custom_model  (CpModel    *base,
                                           const char *id,
                                           const char *name);
void        _cp_session_insert_custom     (CpSession  *self,
                                           CpModel    *base,
                                           const char *id,
                                           const char *name,
                                           gboolean    chosen,
                                           JsonObject *stored);
JsonObject *_cp_session_dup_custom_entry  (CpSession  *self,
                                           CpModelRow *row);
gboolean    _cp_session_restore_custom    (CpSession  *self,
                                           JsonObject *entry,
                                           guint       index);
const char *_cp_session_entry_string      (JsonObject *entry,
                                           const char *name);

/* cp-session-limit.c: the most models a plan holds, met when one is
 * added; calls nothing of the files above. */
gboolean    _cp_session_refuse_adding     (CpSession  *self);
gboolean    _cp_session_refuse_chosen     (CpSession  *self,
                                           CpModelRow *row);

G_END_DECLS
