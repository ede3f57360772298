/* cp-session.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-session"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-planner.h"
#include "cp-session-private.h"

/* What a person is planning, apart from how it is shown: the catalog in
 * use, the models chosen (the catalog's and the custom ones the person
 * described and named), the workload they are served for
 * (cp-session-workload.c), the plan made for them and the build picked in
 * it. Every change that touches the plan ends in one "plan-changed";
 * between cp_session_freeze() and cp_session_thaw(), many changes end in
 * one. Remembered (cp-session-store.c), the chosen models, the custom ones
 * and the workload are kept in files as they change, and come back with
 * the next session. This file calls none of the session's others: they
 * call it (cp-session-private.h says which does what). */

G_DEFINE_FINAL_TYPE (CpSession, cp_session, G_TYPE_OBJECT)

#define PROP_SELECTED_TIER CP_SESSION_PROP_SELECTED_TIER
#define PROP_CUSTOMER CP_SESSION_PROP_CUSTOMER
#define N_PROPS CP_SESSION_N_PROPS

static GParamSpec *properties[N_PROPS];

void
_cp_session_notify (CpSession *self,
                    guint      prop_id)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

enum {
  PLAN_CHANGED,
  CHANGED,
  WORKLOAD_CLAMPED,
  MODEL_REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
custom_info_free (gpointer data)
{
  CustomInfo *info = data;

  g_free (info->default_name);
  g_free (info->given_name);
  g_clear_pointer (&info->stored, json_object_unref);
  g_clear_pointer (&info->architecture, cp_model_architecture_unref);
  g_free (info);
}

gboolean
_cp_session_find_position (CpSession  *self,
                           const char *id,
                           gboolean    custom,
                           guint      *position)
{
  for (guint i = 0; i < n_rows (self); i++)
    {
      CpModelRow *row = get_row (self, i);

      if (row_is_custom (row) == custom && g_str_equal (row_id (row), id))
        {
          *position = i;
          return TRUE;
        }
    }

  return FALSE;
}

/* The ids of the catalog's models that are chosen. */
GStrv
_cp_session_dup_chosen_catalog_ids (CpSession *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; i < n_rows (self); i++)
    {
      CpModelRow *row = get_row (self, i);

      if (!row_is_custom (row) && cp_model_row_get_chosen (row))
        g_strv_builder_add (builder, row_id (row));
    }

  return g_strv_builder_end (builder);
}

/* The workload */

CpPlanWorkload *
_cp_session_default_workload (void)
{
  return cp_plan_workload_new (CP_SESSION_DEFAULT_CONTEXT, CP_SESSION_DEFAULT_USERS,
                               CP_KV_CACHE_BF16);
}

/**
 * cp_session_get_max_context:
 *
 * Returns: the longest context every chosen model with an architecture
 *   reads (the least of their `max_context`, or of what their documented
 *   rope scaling reaches), or 0 when none says.
 */
gint64
cp_session_get_max_context (CpSession *self)
{
  gint64 most = 0;

  g_return_val_if_fail (CP_IS_SESSION (self), 0);

  for (guint i = 0; i < n_rows (self); i++)
    {
      CpModelRow *row = get_row (self, i);
      CpModelArchitecture *architecture;
      gint64 max_context;

      if (!cp_model_row_get_chosen (row))
        continue;
      architecture = cp_model_get_architecture (cp_model_row_get_model (row));
      if (architecture == NULL)
        continue;
      max_context = cp_architecture_context_limit (cp_model_architecture_get (architecture));
      if (max_context > 0 && (most == 0 || max_context < most))
        most = max_context;
    }

  return most;
}

/* A context is never planned above what the chosen models read: choosing
 * a model that reads less brings it down. Returns whether it did. */
gboolean
_cp_session_clamp_workload (CpSession *self)
{
  gint64 most = cp_session_get_max_context (self);
  CpPlanWorkload *old = self->workload;

  if (!self->workload_enabled || most == 0 || cp_plan_workload_get_context_tokens (old) <= most)
    return FALSE;

  self->workload = cp_plan_workload_copy (old, most, cp_plan_workload_get_users (old),
                                          cp_plan_workload_get_kv_cache (old));
  /* Said, not done silently: the window tells the person. */
  g_signal_emit (self, signals[WORKLOAD_CLAMPED], 0,
                 cp_plan_workload_get_context_tokens (old), most);
  cp_plan_workload_unref (old);
  _cp_session_notify (self, CP_SESSION_PROP_WORKLOAD);

  return TRUE;
}

/* The workload to plan with: NULL when off. */
CpPlanWorkload *
_cp_session_plan_workload (CpSession *self)
{
  return self->workload_enabled ? self->workload : NULL;
}

/* The build picked once @plan replaces the current plan. The same
 * requirement on the same catalog gives the same builds (a chosen model
 * renamed, say), so the person's pick stays; otherwise it is the
 * recommended build, or the first when none is. */
static char *
pick_tier (CpSession *self,
           CpPlan    *plan)
{
  g_autoptr(CpBuild) first = NULL;
  CpBuild *build;

  if (plan == NULL)
    return NULL;

  if (!self->catalog_switched && self->plan != NULL && self->selected_tier != NULL &&
      cp_plan_get_required_mb (self->plan) == cp_plan_get_required_mb (plan) &&
      g_list_model_get_n_items (cp_plan_get_models (self->plan)) ==
      g_list_model_get_n_items (cp_plan_get_models (plan)) &&
      cp_plan_find_build (plan, self->selected_tier) != NULL)
    return g_strdup (self->selected_tier);

  build = cp_plan_get_recommended (plan);
  if (build == NULL)
    build = first = g_list_model_get_item (cp_plan_get_builds (plan), 0);
  if (build == NULL)
    return NULL;

  return g_strdup (cp_item_get_id (CP_ITEM (cp_build_get_tier (build))));
}

/* Puts @plan (or @error, why there is none) in place and says so. */
void
_cp_session_apply_plan (CpSession *self,
                        CpPlan    *plan,
                        GError    *error)
{
  g_autofree char *tier = NULL;
  gboolean tier_changed;

  tier = pick_tier (self, plan);
  tier_changed = g_strcmp0 (tier, self->selected_tier) != 0;
  g_free (self->selected_tier);
  self->selected_tier = g_steal_pointer (&tier);
  g_set_object (&self->plan, plan);
  g_clear_error (&self->plan_error);
  self->plan_error = error;
  self->catalog_switched = FALSE;

  g_signal_emit (self, signals[PLAN_CHANGED], 0);
  if (tier_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_TIER]);
}

/* Sizing in a thread */

/* Model × unit pairs a sizing with a workload takes on before it goes to
 * a thread: a few dozen models on the built-in catalog, which the main
 * thread sizes within a frame or two. */
#define THREAD_MIN_PAIRS 400

static gboolean
progress_cb (gpointer data)
{
  CpSession *self = data;

  g_object_notify_by_pspec (G_OBJECT (self), properties[CP_SESSION_PROP_PLANNING_PROGRESS]);

  return G_SOURCE_CONTINUE;
}

/* A job as the thread runs it: its own, with the thread's answer kept
 * for a save that waits on the main thread (cp_session_finish_planning()),
 * as well as returned through the task. */
typedef struct
{
  CpPlannerJob *job;
  GMutex        lock;
  GCond         cond;
  gboolean      done;
  gboolean      ok;
  GError       *error;
} JobRun;

static JobRun *
job_run_new (CpPlannerJob *job)
{
  JobRun *run = g_new0 (JobRun, 1);

  run->job = job;
  g_mutex_init (&run->lock);
  g_cond_init (&run->cond);

  return run;
}

static void
job_run_free (JobRun *run)
{
  cp_planner_job_free (run->job);
  g_clear_error (&run->error);
  g_mutex_clear (&run->lock);
  g_cond_clear (&run->cond);
  g_free (run);
}

static void
set_job (CpSession *self,
         JobRun    *run)
{
  CpPlannerJob *job = run != NULL ? run->job : NULL;
  gboolean was_planning = self->job != NULL;

  self->job = job;
  self->job_run = run;
  if (job != NULL && self->progress_source == 0)
    self->progress_source = g_timeout_add (100, progress_cb, self);
  else if (job == NULL)
    g_clear_handle_id (&self->progress_source, g_source_remove);

  if (was_planning != (job != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[CP_SESSION_PROP_PLANNING]);
}

static void
job_thread (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  JobRun *run = task_data;
  GError *error = NULL;
  gboolean ok = cp_planner_job_run (run->job, &error);

  g_mutex_lock (&run->lock);
  run->done = TRUE;
  run->ok = ok;
  run->error = error != NULL ? g_error_copy (error) : NULL;
  g_cond_signal (&run->cond);
  g_mutex_unlock (&run->lock);

  if (ok)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/* Back on the main thread: the plan of the job, unless another was
 * started since (then this answer is not wanted). */
static void
job_done_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  CpSession *self = CP_SESSION (source);
  JobRun *run = g_task_get_task_data (G_TASK (result));
  CpPlannerJob *job = run->job;
  guint serial = GPOINTER_TO_UINT (user_data);
  g_autoptr(CpPlan) plan = NULL;
  GError *error = NULL;

  if (serial != self->job_serial || self->job != job)
    return;

  if (g_task_propagate_boolean (G_TASK (result), &error))
    plan = cp_planner_job_finish (job, &error);
  set_job (self, NULL);
  _cp_session_apply_plan (self, plan, error);
}

static gboolean
wants_thread (CpSession *self,
              guint      n_models)
{
  return self->plan_in_thread && _cp_session_plan_workload (self) != NULL &&
         (guint64) n_models * g_list_model_get_n_items (cp_catalog_get_units (self->catalog)) >=
         THREAD_MIN_PAIRS;
}

/* Stops the job running: its answer is no longer wanted. */
void
_cp_session_drop_job (CpSession *self)
{
  if (self->job == NULL)
    return;

  cp_planner_job_cancel (self->job);
  self->job_serial++;
  set_job (self, NULL);
}

static void
replan (CpSession *self)
{
  g_autoptr(GPtrArray) models = g_ptr_array_new ();
  g_autoptr(CpPlan) plan = NULL;
  GError *error = NULL;

  for (guint i = 0; i < n_rows (self); i++)
    {
      CpModelRow *row = get_row (self, i);

      if (cp_model_row_get_chosen (row))
        g_ptr_array_add (models, cp_model_row_get_model (row));
    }

  _cp_session_drop_job (self);

  /* A long sizing goes to a thread; the plan stays until it answers. */
  if (self->catalog != NULL && models->len > 0 && wants_thread (self, models->len))
    {
      g_autoptr(GTask) task = NULL;
      CpPlannerJob *job = cp_planner_job_new (self->planner, (CpModel **) models->pdata,
                                              models->len, _cp_session_plan_workload (self));

      task = g_task_new (self, NULL, job_done_cb, GUINT_TO_POINTER (++self->job_serial));
      JobRun *run = job_run_new (job);

      g_task_set_task_data (task, run, (GDestroyNotify) job_run_free);
      g_task_set_name (task, "cp-session-plan");
      set_job (self, run);
      g_task_run_in_thread (task, job_thread);
      return;
    }

  /* The workload, when it is on, goes to the catalog with them. */
  if (self->catalog != NULL && models->len > 0)
    plan = cp_planner_plan_with_workload (self->planner, (CpModel **) models->pdata, models->len,
                                          _cp_session_plan_workload (self), &error);

  _cp_session_apply_plan (self, plan, error);
}

/**
 * cp_session_finish_planning:
 *
 * Waits for the sizing running in a thread, if one is, and takes its
 * plan at once, so that what is saved next is the plan whole, builds and
 * all. The thread's answer, when it comes back, is no longer wanted.
 */
void
cp_session_finish_planning (CpSession *self)
{
  JobRun *run;
  g_autoptr(CpPlan) plan = NULL;
  GError *error = NULL;

  g_return_if_fail (CP_IS_SESSION (self));

  if (self->job == NULL)
    return;

  run = self->job_run;
  g_mutex_lock (&run->lock);
  while (!run->done)
    g_cond_wait (&run->cond, &run->lock);
  g_mutex_unlock (&run->lock);

  if (run->ok)
    plan = cp_planner_job_finish (run->job, &error);
  else
    error = run->error != NULL ? g_error_copy (run->error) : NULL;

  self->job_serial++;
  set_job (self, NULL);
  _cp_session_apply_plan (self, plan, error);
}

static void
flush (CpSession *self)
{
  Dirty dirty = self->dirty;

  self->dirty = 0;
  if ((dirty & DIRTY_PLAN) != 0 && _cp_session_clamp_workload (self))
    dirty |= DIRTY_SAVED;
  if ((dirty & DIRTY_PLAN) != 0)
    replan (self);
  if (dirty != 0)
    g_signal_emit (self, signals[CHANGED], 0);
}

void
_cp_session_changed (CpSession *self,
                     Dirty      dirty)
{
  self->dirty |= dirty;
  if (self->frozen == 0)
    flush (self);
}

static void
row_chosen_cb (CpSession  *self,
               GParamSpec *pspec,
               CpModelRow *row)
{
  gboolean chosen = cp_model_row_get_chosen (row);

  /* Past the plan's limit the row is unchosen again (whose notification
   * may come after this one's handlers): nothing changed. */
  if (self->refusing && !chosen)
    self->refusing = FALSE;
  else if (!chosen || !_cp_session_refuse_chosen (self, row))
    _cp_session_changed (self, DIRTY_PLAN | DIRTY_SAVED);
}

CpModelRow *
_cp_session_new_row (CpSession *self,
                     CpModel   *model,
                     gboolean   chosen)
{
  CpModelRow *row = cp_model_row_new (model);

  cp_model_row_set_chosen (row, chosen);
  g_signal_connect_object (row, "notify::chosen", G_CALLBACK (row_chosen_cb), self,
                           G_CONNECT_SWAPPED);

  return row;
}

/* The catalog's @model as the session plans it: with the architecture a
 * person attached to it, if any (cp-session-attach.c). */
CpModel *
_cp_session_catalog_model (CpSession *self,
                           CpModel   *model)
{
  CpModelArchitecture *architecture = g_hash_table_lookup (self->attached,
                                                           cp_item_get_id (CP_ITEM (model)));

  if (architecture == NULL || cp_model_get_architecture (model) != NULL)
    return g_object_ref (model);

  return g_object_new (CP_TYPE_MODEL,
                       "id", cp_item_get_id (CP_ITEM (model)),
                       "name", cp_item_get_name (CP_ITEM (model)),
                       "source", cp_item_get_source (CP_ITEM (model)),
                       "min-memory-mb", cp_model_get_min_memory_mb (model),
                       "params-b", cp_model_get_params_b (model),
                       "precision", cp_model_get_precision (model),
                       "architecture", architecture,
                       NULL);
}

/* Removes @n rows from @position; a list item may keep a row a while, and
 * its changes are then no longer the session's. */
void
_cp_session_remove_rows (CpSession *self,
                         guint      position,
                         guint      n)
{
  for (guint i = position; i < position + n; i++)
    g_signal_handlers_disconnect_by_data (get_row (self, i), self);

  g_list_store_splice (self->rows, position, n, NULL, 0);
}

static void
cp_session_dispose (GObject *object)
{
  CpSession *self = (CpSession *) object;

  /* The rows stay in the store, which a list may still show. */
  for (guint i = 0; self->rows != NULL && i < n_rows (self); i++)
    g_signal_handlers_disconnect_by_data (get_row (self, i), self);
  _cp_session_drop_job (self);
  g_clear_object (&self->rows);
  g_clear_pointer (&self->customs, g_hash_table_unref);
  g_clear_pointer (&self->attached, g_hash_table_unref);
  g_clear_pointer (&self->unreadable, g_ptr_array_unref);
  g_clear_pointer (&self->pending_ids, g_strfreev);
  g_clear_object (&self->plan);
  g_clear_error (&self->plan_error);
  g_clear_pointer (&self->selected_tier, g_free);
  g_clear_pointer (&self->workload, cp_plan_workload_unref);
  g_clear_pointer (&self->workload_stored, json_object_unref);
  for (guint i = 0; i < CP_PLAN_CUSTOMER_N_FIELDS; i++)
    g_clear_pointer (&self->customer[i], g_free);
  g_clear_object (&self->catalog);
  g_clear_object (&self->planner);

  G_OBJECT_CLASS (cp_session_parent_class)->dispose (object);
}

static void
cp_session_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  CpSession *self = CP_SESSION (object);

  switch (prop_id)
    {
    case PROP_SELECTED_TIER:
      g_value_set_string (value, self->selected_tier);
      break;

    case CP_SESSION_PROP_WORKLOAD:
      g_value_set_boxed (value, self->workload);
      break;

    case CP_SESSION_PROP_WORKLOAD_ENABLED:
      g_value_set_boolean (value, self->workload_enabled);
      break;

    case PROP_CUSTOMER:
      g_value_set_string (value, self->customer[CP_PLAN_CUSTOMER_COMPANY]);
      break;

    case CP_SESSION_PROP_PLANNING:
      g_value_set_boolean (value, self->job != NULL);
      break;

    case CP_SESSION_PROP_PLANNING_PROGRESS:
      g_value_set_double (value, self->job != NULL ? cp_planner_job_get_progress (self->job) : 1);
      break;

    case CP_SESSION_PROP_CATALOG:
      g_value_set_object (value, self->catalog);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_session_class_init (CpSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cp_session_dispose;
  object_class->get_property = cp_session_get_property;

  properties[PROP_SELECTED_TIER] =
    g_param_spec_string ("selected-tier", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * CpSession:workload:
   *
   * The workload's figures (see cp_session_get_workload()); replaced, not
   * changed, when they change.
   */
  properties[CP_SESSION_PROP_WORKLOAD] =
    g_param_spec_boxed ("workload", NULL, NULL, CP_TYPE_PLAN_WORKLOAD,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[CP_SESSION_PROP_WORKLOAD_ENABLED] =
    g_param_spec_boolean ("workload-enabled", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CUSTOMER] =
    g_param_spec_string ("customer", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * CpSession:catalog:
   *
   * The catalog planned with. Notified before the plan made with it, so
   * that what shows the catalog has it when "plan-changed" comes.
   */
  properties[CP_SESSION_PROP_CATALOG] =
    g_param_spec_object ("catalog", NULL, NULL, CP_TYPE_CATALOG,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Whether a sizing runs in a thread (cp_session_set_plan_in_thread()). */
  properties[CP_SESSION_PROP_PLANNING] =
    g_param_spec_boolean ("planning", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* How far it got, from 0 to 1; notified a few times a second. */
  properties[CP_SESSION_PROP_PLANNING_PROGRESS] =
    g_param_spec_double ("planning-progress", NULL, NULL, 0, 1, 1,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CpSession::plan-changed:
   *
   * The plan was made again: the catalog, the chosen models, a chosen
   * model's name or the workload changed. Emitted once for all the
   * changes between a freeze and its thaw.
   */
  signals[PLAN_CHANGED] =
    g_signal_new ("plan-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * CpSession::changed:
   *
   * Something a plan file holds changed: the catalog, a model chosen,
   * added, renamed or removed, the workload, the build picked, the
   * customer. Emitted once for all the changes between a freeze and its
   * thaw, after "plan-changed".
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * CpSession::workload-clamped:
   * @from: the tokens per request asked for
   * @to: the most the chosen models read, which the workload now asks
   *
   * The workload's context was cut to the chosen models' longest.
   */
  signals[WORKLOAD_CLAMPED] =
    g_signal_new ("workload-clamped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT64, G_TYPE_INT64);

  /**
   * CpSession::model-refused:
   * @message: why, to show
   *
   * A model was not chosen or added: the plan holds as many as a plan
   * may (cp-session-limit.c).
   */
  signals[MODEL_REFUSED] =
    g_signal_new ("model-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
cp_session_init (CpSession *self)
{
  self->rows = g_list_store_new (CP_TYPE_MODEL_ROW);
  self->customs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, custom_info_free);
  self->attached = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                          (GDestroyNotify) cp_model_architecture_unref);
  self->unreadable = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  self->workload = _cp_session_default_workload ();
}

/* A session with no catalog yet and nothing chosen. */
CpSession *
cp_session_new (void)
{
  return g_object_new (CP_TYPE_SESSION, NULL);
}

CpCatalog *
cp_session_get_catalog (CpSession *self)
{
  g_return_val_if_fail (CP_IS_SESSION (self), NULL);

  return self->catalog;
}

/* The planner of the session's catalog, or %NULL before it has one. */
CpPlanner *
cp_session_get_planner (CpSession *self)
{
  g_return_val_if_fail (CP_IS_SESSION (self), NULL);

  return self->planner;
}

/**
 * cp_session_set_catalog:
 * @catalog: the catalog to plan with
 *
 * Switches to @catalog. Models chosen before stay chosen when @catalog has
 * them (by id); custom models stay; the build picked is the new plan's
 * recommended one.
 */
void
cp_session_set_catalog (CpSession *self,
                        CpCatalog *catalog)
{
  g_auto(GStrv) chosen = NULL;
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  GListModel *models;
  guint n_catalog_rows = 0;

  g_return_if_fail (CP_IS_SESSION (self));
  g_return_if_fail (CP_IS_CATALOG (catalog));

  if (self->catalog == catalog)
    return;

  chosen = self->catalog != NULL ? _cp_session_dup_chosen_catalog_ids (self)
                                 : g_steal_pointer (&self->pending_ids);

  cp_session_freeze (self);

  /* The catalog's rows come first; the custom ones stay after them. */
  while (n_catalog_rows < n_rows (self) && !row_is_custom (get_row (self, n_catalog_rows)))
    n_catalog_rows++;
  _cp_session_remove_rows (self, 0, n_catalog_rows);

  g_set_object (&self->catalog, catalog);
  g_clear_object (&self->planner);
  self->planner = cp_planner_new (catalog);
  models = cp_catalog_get_models (catalog);
  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModel) model = g_list_model_get_item (models, i);
      gboolean is_chosen = chosen != NULL &&
                           g_strv_contains ((const char * const *) chosen,
                                            cp_item_get_id (CP_ITEM (model)));

      g_autoptr(CpModel) shown = _cp_session_catalog_model (self, model);

      g_ptr_array_add (rows, _cp_session_new_row (self, shown, is_chosen));
    }
  g_list_store_splice (self->rows, 0, 0, rows->pdata, rows->len);
  g_object_notify_by_pspec (G_OBJECT (self), properties[CP_SESSION_PROP_CATALOG]);

  self->catalog_switched = TRUE;
  _cp_session_changed (self, DIRTY_PLAN | DIRTY_SAVED);
  cp_session_thaw (self);
}

/**
 * cp_session_get_rows:
 *
 * Returns: (transfer none): a #GListModel of #CpModelRow: the catalog's
 *   models, then the custom ones, each with whether it is chosen.
 */
GListModel *
cp_session_get_rows (CpSession *self)
{
  g_return_val_if_fail (CP_IS_SESSION (self), NULL);

  return G_LIST_MODEL (self->rows);
}

/**
 * cp_session_find_row:
 * @id: the id of one of the catalog's models, or of a custom model
 *
 * Returns: (transfer none) (nullable): the model's row.
 */
CpModelRow *
cp_session_find_row (CpSession  *self,
                     const char *id)
{
  guint position;

  g_return_val_if_fail (CP_IS_SESSION (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  if (_cp_session_find_position (self, id, FALSE, &position) ||
      _cp_session_find_position (self, id, TRUE, &position))
    return get_row (self, position);

  return NULL;
}

/**
 * cp_session_choose_model:
 * @id: the id of one of the catalog's models, or of a custom model
 * @chosen: whether to choose it
 *
 * Returns: %FALSE when there is no such model.
 */
gboolean
cp_session_choose_model (CpSession  *self,
                         const char *id,
                         gboolean    chosen)
{
  CpModelRow *row;

  g_return_val_if_fail (CP_IS_SESSION (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  row = cp_session_find_row (self, id);
  if (row == NULL)
    return FALSE;

  cp_model_row_set_chosen (row, chosen);

  return TRUE;
}

/* Holds back "plan-changed" (and remembering the plan) until the matching
 * cp_session_thaw(): many changes, one new plan. */
void
cp_session_freeze (CpSession *self)
{
  g_return_if_fail (CP_IS_SESSION (self));

  self->frozen++;
}

void
cp_session_thaw (CpSession *self)
{
  g_return_if_fail (CP_IS_SESSION (self));
  g_return_if_fail (self->frozen > 0);

  if (--self->frozen == 0)
    flush (self);
}

/* The plan for the chosen models, or NULL when none is chosen or they
 * cannot be planned for (see cp_session_get_plan_error()). */
CpPlan *
cp_session_get_plan (CpSession *self)
{
  g_return_val_if_fail (CP_IS_SESSION (self), NULL);

  return self->plan;
}

/* Why there is no plan for the chosen models, or NULL. */
const GError *
cp_session_get_plan_error (CpSession *self)
{
  g_return_val_if_fail (CP_IS_SESSION (self), NULL);

  return self->plan_error;
}
