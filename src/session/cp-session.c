/* cp-session.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-session"

#include "config.h"

#include "cp-planner.h"
#include "cp-session-private.h"

/* What a person is planning, apart from how it is shown: the catalog in
 * use, the models chosen (the catalog's and the custom ones the person
 * described and named), the workload they are served for
 * (cp-session-workload.c), the plan made for them and the build picked in
 * it. Every change that touches the plan ends in one "plan-changed";
 * between cp_session_freeze() and cp_session_thaw(), many changes end in
 * one. With settings bound, the chosen models and the custom ones are
 * kept there and come back with the next session. */

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
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
custom_info_free (gpointer data)
{
  CustomInfo *info = data;

  g_free (info->default_name);
  g_free (info->given_name);
  g_clear_pointer (&info->stored, g_variant_unref);
  g_clear_pointer (&info->architecture, cp_model_architecture_unref);
  g_free (info);
}

/* A name as given, or NULL when it is only blanks. */
static char *
dup_given_name (const char *name)
{
  g_autofree char *stripped = name != NULL ? g_strstrip (g_strdup (name)) : NULL;

  return stripped != NULL && *stripped != '\0' ? g_steal_pointer (&stripped) : NULL;
}

static gboolean
find_position (CpSession  *self,
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

static void
replan (CpSession *self)
{
  g_autoptr(GPtrArray) models = g_ptr_array_new ();
  g_autoptr(CpPlan) plan = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *tier = NULL;
  gboolean tier_changed;

  for (guint i = 0; i < n_rows (self); i++)
    {
      CpModelRow *row = get_row (self, i);

      if (cp_model_row_get_chosen (row))
        g_ptr_array_add (models, cp_model_row_get_model (row));
    }

  /* The workload, when it is on, goes to the catalog with them. */
  if (self->catalog != NULL && models->len > 0)
    plan = cp_planner_plan_with_workload (self->planner, (CpModel **) models->pdata, models->len,
                                          _cp_session_plan_workload (self), &error);

  tier = pick_tier (self, plan);
  tier_changed = g_strcmp0 (tier, self->selected_tier) != 0;
  g_free (self->selected_tier);
  self->selected_tier = g_steal_pointer (&tier);
  g_set_object (&self->plan, plan);
  g_clear_error (&self->plan_error);
  self->plan_error = g_steal_pointer (&error);
  self->catalog_switched = FALSE;

  g_signal_emit (self, signals[PLAN_CHANGED], 0);
  if (tier_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_TIER]);
}

static void
flush (CpSession *self)
{
  Dirty dirty = self->dirty;

  self->dirty = 0;
  if ((dirty & DIRTY_PLAN) != 0 && _cp_session_clamp_workload (self))
    dirty |= DIRTY_SAVED;
  if ((dirty & DIRTY_SAVED) != 0 && self->settings != NULL)
    _cp_session_save (self);
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
row_chosen_cb (CpSession *self)
{
  _cp_session_changed (self, DIRTY_PLAN | DIRTY_SAVED);
}

static CpModelRow *
new_row (CpSession *self,
         CpModel   *model,
         gboolean   chosen)
{
  CpModelRow *row = cp_model_row_new (model);

  cp_model_row_set_chosen (row, chosen);
  g_signal_connect_object (row, "notify::chosen", G_CALLBACK (row_chosen_cb), self,
                           G_CONNECT_SWAPPED);

  return row;
}

/* Removes @n rows from @position; a list item may keep a row a while, and
 * its changes are then no longer the session's. */
static void
remove_rows (CpSession *self,
             guint      position,
             guint      n)
{
  for (guint i = position; i < position + n; i++)
    g_signal_handlers_disconnect_by_data (get_row (self, i), self);

  g_list_store_splice (self->rows, position, n, NULL, 0);
}

gboolean
_cp_session_id_is_taken (CpSession  *self,
                         const char *id)
{
  if (g_hash_table_contains (self->customs, id))
    return TRUE;

  for (guint i = 0; i < self->unreadable->len; i++)
    {
      g_autoptr(GVariantDict) dict = g_variant_dict_new (self->unreadable->pdata[i]);
      const char *taken = NULL;

      if (g_variant_dict_lookup (dict, "id", "&s", &taken) && g_str_equal (taken, id))
        return TRUE;
    }

  return FALSE;
}

char *
_cp_session_new_custom_id (CpSession *self)
{
  for (guint n = 1; ; n++)
    {
      g_autofree char *id = g_strdup_printf ("custom-%u", n);

      if (!_cp_session_id_is_taken (self, id))
        return g_steal_pointer (&id);
    }
}

/* The custom model @base (as cp_model_new_for_params() makes it) under
 * @id and @name. */
static CpModel *
new_custom_model (CpModel    *base,
                  const char *id,
                  const char *name)
{
  return g_object_new (CP_TYPE_MODEL,
                       "id", id,
                       "name", name,
                       "min-memory-mb", cp_model_get_min_memory_mb (base),
                       "params-b", cp_model_get_params_b (base),
                       "precision", cp_model_get_precision (base),
                       "architecture", cp_model_get_architecture (base),
                       "source", cp_item_get_source (CP_ITEM (base)),
                       "custom", TRUE,
                       NULL);
}

CpModel *
_cp_session_new_custom_model (CpModel    *base,
                              const char *id,
                              const char *name)
{
  return new_custom_model (base, id, name);
}

void
_cp_session_insert_custom (CpSession  *self,
                           CpModel    *base,
                           const char *id,
                           const char *name,
                           gboolean    chosen,
                           GVariant   *stored)
{
  CustomInfo *info = g_new0 (CustomInfo, 1);
  g_autoptr(CpModel) model = NULL;
  g_autoptr(CpModelRow) row = NULL;

  info->default_name = g_strdup (cp_item_get_name (CP_ITEM (base)));
  info->given_name = dup_given_name (name);
  info->stored = stored != NULL ? g_variant_ref (stored) : NULL;
  if (cp_model_get_architecture (base) != NULL)
    info->architecture = cp_model_architecture_ref (cp_model_get_architecture (base));
  g_hash_table_insert (self->customs, g_strdup (id), info);

  model = new_custom_model (base, id, info->given_name ? info->given_name : info->default_name);
  row = new_row (self, model, chosen);
  g_list_store_append (self->rows, row);
}

static void
cp_session_dispose (GObject *object)
{
  CpSession *self = (CpSession *) object;

  /* The rows stay in the store, which a list may still show. */
  for (guint i = 0; self->rows != NULL && i < n_rows (self); i++)
    g_signal_handlers_disconnect_by_data (get_row (self, i), self);
  g_clear_object (&self->rows);
  g_clear_pointer (&self->customs, g_hash_table_unref);
  g_clear_pointer (&self->unreadable, g_ptr_array_unref);
  g_clear_pointer (&self->pending_ids, g_strfreev);
  g_clear_object (&self->plan);
  g_clear_error (&self->plan_error);
  g_clear_pointer (&self->selected_tier, g_free);
  g_clear_pointer (&self->workload, cp_plan_workload_unref);
  g_clear_pointer (&self->workload_stored, g_variant_unref);
  for (guint i = 0; i < CP_PLAN_CUSTOMER_N_FIELDS; i++)
    g_clear_pointer (&self->customer[i], g_free);
  g_clear_object (&self->settings);
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
}

static void
cp_session_init (CpSession *self)
{
  self->rows = g_list_store_new (CP_TYPE_MODEL_ROW);
  self->customs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, custom_info_free);
  self->unreadable = g_ptr_array_new_with_free_func ((GDestroyNotify) g_variant_unref);
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
  remove_rows (self, 0, n_catalog_rows);

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

      g_ptr_array_add (rows, new_row (self, model, is_chosen));
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

  if (find_position (self, id, FALSE, &position) || find_position (self, id, TRUE, &position))
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

/**
 * cp_session_add_custom_model:
 * @model: a custom model, from cp_model_new_for_params() or
 *   cp_model_new_for_memory()
 * @name: (nullable): the name the person gave it; %NULL or blanks for the
 *   name made from its size
 *
 * Adds @model, chosen, under an id of its own.
 *
 * Returns: (transfer full): the id.
 */
char *
cp_session_add_custom_model (CpSession  *self,
                             CpModel    *model,
                             const char *name)
{
  char *id;

  g_return_val_if_fail (CP_IS_SESSION (self), NULL);
  g_return_val_if_fail (CP_IS_MODEL (model), NULL);

  id = _cp_session_new_custom_id (self);
  _cp_session_insert_custom (self, model, id, name, TRUE, NULL);
  _cp_session_changed (self, DIRTY_PLAN | DIRTY_SAVED);

  return id;
}

/**
 * cp_session_rename_custom_model:
 * @id: a custom model's id
 * @name: (nullable): its new name; %NULL or blanks for the name made from
 *   its size
 *
 * Returns: %FALSE when there is no such custom model.
 */
gboolean
cp_session_rename_custom_model (CpSession  *self,
                                const char *id,
                                const char *name)
{
  g_autoptr(CpModel) model = NULL;
  CustomInfo *info;
  CpModelRow *row;
  guint position;

  g_return_val_if_fail (CP_IS_SESSION (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  if (!find_position (self, id, TRUE, &position))
    return FALSE;

  row = get_row (self, position);
  info = g_hash_table_lookup (self->customs, id);
  g_free (info->given_name);
  info->given_name = dup_given_name (name);

  model = new_custom_model (cp_model_row_get_model (row), id,
                            info->given_name ? info->given_name : info->default_name);
  if (g_strcmp0 (cp_item_get_name (CP_ITEM (model)),
                 cp_item_get_name (CP_ITEM (cp_model_row_get_model (row)))) != 0)
    {
      cp_model_row_set_model (row, model);
      /* The plan names its models. */
      _cp_session_changed (self, cp_model_row_get_chosen (row) ? DIRTY_PLAN | DIRTY_SAVED : DIRTY_SAVED);
    }
  else
    _cp_session_changed (self, DIRTY_SAVED);

  return TRUE;
}

/**
 * cp_session_remove_custom_model:
 * @id: a custom model's id
 *
 * Returns: %FALSE when there is no such custom model.
 */
gboolean
cp_session_remove_custom_model (CpSession  *self,
                                const char *id)
{
  gboolean was_chosen;
  guint position;

  g_return_val_if_fail (CP_IS_SESSION (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  if (!find_position (self, id, TRUE, &position))
    return FALSE;

  was_chosen = cp_model_row_get_chosen (get_row (self, position));
  remove_rows (self, position, 1);
  g_hash_table_remove (self->customs, id);
  _cp_session_changed (self, was_chosen ? DIRTY_PLAN | DIRTY_SAVED : DIRTY_SAVED);

  return TRUE;
}

/**
 * cp_session_cut_custom_model:
 * @id: a custom model's id
 *
 * Removes a custom model, as cp_session_remove_custom_model() does, and
 * gives back what it takes to put it back where it was, named and chosen
 * as it was: for an Undo.
 *
 * Returns: (transfer full) (nullable): a "(ua{sv})" value for
 *   cp_session_restore_custom_model(): the model's place among the rows
 *   and its settings entry; %NULL when there is no such custom model.
 */
GVariant *
cp_session_cut_custom_model (CpSession  *self,
                             const char *id)
{
  g_autoptr(GVariant) entry = NULL;
  guint position;

  g_return_val_if_fail (CP_IS_SESSION (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  if (!find_position (self, id, TRUE, &position))
    return NULL;

  entry = g_variant_ref_sink (_cp_session_dup_custom_entry (self, get_row (self, position)));
  cp_session_remove_custom_model (self, id);

  return g_variant_ref_sink (g_variant_new ("(u@a{sv})", position, entry));
}

/**
 * cp_session_restore_custom_model:
 * @cut: from cp_session_cut_custom_model()
 *
 * Puts a custom model back where it was, named and chosen as it was, under
 * its own id unless another model has taken it since.
 *
 * Returns: (transfer full) (nullable): the model's id, or %NULL when @cut
 *   is not what cp_session_cut_custom_model() gives.
 */
char *
cp_session_restore_custom_model (CpSession *self,
                                 GVariant  *cut)
{
  g_autoptr(GVariant) entry = NULL;
  g_autoptr(CpModelRow) row = NULL;
  guint position;
  guint first_custom = 0;
  guint last;

  g_return_val_if_fail (CP_IS_SESSION (self), NULL);
  g_return_val_if_fail (cut != NULL, NULL);

  if (!g_variant_is_of_type (cut, G_VARIANT_TYPE ("(ua{sv})")))
    return NULL;

  g_variant_get (cut, "(u@a{sv})", &position, &entry);
  if (!_cp_session_restore_custom (self, entry, 0))
    return NULL;

  /* Back in its place among the custom models, which come after the
   * catalog's (another catalog may have come in the meantime). */
  last = n_rows (self) - 1;
  row = g_object_ref (get_row (self, last));
  while (first_custom < last && !row_is_custom (get_row (self, first_custom)))
    first_custom++;
  position = CLAMP (position, first_custom, last);
  if (position != last)
    {
      g_list_store_remove (self->rows, last);
      g_list_store_insert (self->rows, position, row);
    }

  _cp_session_changed (self, cp_model_row_get_chosen (row) ? DIRTY_PLAN | DIRTY_SAVED : DIRTY_SAVED);

  return g_strdup (row_id (row));
}

/* Holds back "plan-changed" (and writing the settings) until the matching
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

/* The tier of the build picked, or NULL when there is no plan. */
const char *
cp_session_get_selected_tier (CpSession *self)
{
  g_return_val_if_fail (CP_IS_SESSION (self), NULL);

  return self->selected_tier;
}

/**
 * cp_session_select_tier:
 * @tier_id: (nullable): the tier whose build to pick, or %NULL for none
 *
 * Returns: %FALSE, and the pick unchanged, when the plan has no build of
 *   that tier.
 */
gboolean
cp_session_select_tier (CpSession  *self,
                        const char *tier_id)
{
  g_return_val_if_fail (CP_IS_SESSION (self), FALSE);

  if (tier_id != NULL && (self->plan == NULL || cp_plan_find_build (self->plan, tier_id) == NULL))
    return FALSE;

  if (g_strcmp0 (tier_id, self->selected_tier) != 0)
    {
      g_free (self->selected_tier);
      self->selected_tier = g_strdup (tier_id);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_TIER]);
      g_signal_emit (self, signals[CHANGED], 0);
    }

  return TRUE;
}

/* The build picked, or NULL. */
CpBuild *
cp_session_get_selected_build (CpSession *self)
{
  g_return_val_if_fail (CP_IS_SESSION (self), NULL);

  if (self->plan == NULL || self->selected_tier == NULL)
    return NULL;

  return cp_plan_find_build (self->plan, self->selected_tier);
}


/* Who the plan is for, or NULL. */
const char *
cp_session_get_customer (CpSession *self)
{
  return cp_session_get_customer_field (self, CP_PLAN_CUSTOMER_COMPANY);
}

/**
 * cp_session_set_customer:
 * @customer: (nullable): who the plan is for (the company); %NULL or
 *   blanks for nobody
 */
void
cp_session_set_customer (CpSession  *self,
                         const char *customer)
{
  cp_session_set_customer_field (self, CP_PLAN_CUSTOMER_COMPANY, customer);
}

/* One field of who the plan is for, or NULL. */
const char *
cp_session_get_customer_field (CpSession           *self,
                               CpPlanCustomerField  field)
{
  g_return_val_if_fail (CP_IS_SESSION (self), NULL);
  g_return_val_if_fail (field < CP_PLAN_CUSTOMER_N_FIELDS, NULL);

  return self->customer[field];
}

/**
 * cp_session_set_customer_field:
 * @value: (nullable): the field as typed; kept as a plan file keeps it
 *   (cp_plan_customer_clean()), blanks for nothing
 *
 * Who the plan is for goes with it into its file, and is the next
 * quote's customer. A change of the company notifies "customer".
 */
void
cp_session_set_customer_field (CpSession           *self,
                               CpPlanCustomerField  field,
                               const char          *value)
{
  g_autofree char *clean = NULL;

  g_return_if_fail (CP_IS_SESSION (self));
  g_return_if_fail (field < CP_PLAN_CUSTOMER_N_FIELDS);

  clean = cp_plan_customer_clean (field, value);
  if (g_strcmp0 (clean, self->customer[field]) == 0)
    return;

  g_free (self->customer[field]);
  self->customer[field] = g_steal_pointer (&clean);
  if (field == CP_PLAN_CUSTOMER_COMPANY)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CUSTOMER]);
  _cp_session_changed (self, DIRTY_DOCUMENT);
}
