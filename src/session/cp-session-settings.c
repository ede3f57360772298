/* cp-session-settings.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-session"

#include "config.h"

#include "cp-session-private.h"

/* The session kept in the settings: the catalog's models chosen
 * ("selected-models", by id), the custom models ("custom-models", one
 * a{sv} each, see the schema) and the workload ("workload", see
 * cp-session-workload.c), written back on every change and read by the
 * next session. An entry this version cannot read, and keys it does
 * not know, are kept as they were. */

/* One settings entry (a{sv}) for the custom model in @row: all there is
 * to make it again, named and chosen as it is. */
GVariant *
_cp_session_dup_custom_entry (CpSession  *self,
                              CpModelRow *row)
{
  CpModel *model = cp_model_row_get_model (row);
  CustomInfo *info = g_hash_table_lookup (self->customs, row_id (row));
  g_autoptr(GVariantDict) dict = g_variant_dict_new (info->stored);

  g_variant_dict_insert (dict, "id", "s", row_id (row));
  if (info->given_name != NULL)
    g_variant_dict_insert (dict, "name", "s", info->given_name);
  else
    g_variant_dict_remove (dict, "name");

  /* A model described by its parameters is kept by them, so that its
   * memory follows the sizing rules of the version that reads it. */
  if (cp_model_get_params_b (model) > 0)
    {
      g_variant_dict_insert (dict, "params-b", "d", cp_model_get_params_b (model));
      g_variant_dict_insert (dict, "precision", "s", cp_model_get_precision (model));
      g_variant_dict_remove (dict, "min-memory-mb");
    }
  else
    {
      g_variant_dict_insert (dict, "min-memory-mb", "x", cp_model_get_min_memory_mb (model));
      g_variant_dict_remove (dict, "params-b");
      g_variant_dict_remove (dict, "precision");
    }
  g_variant_dict_insert (dict, "chosen", "b", cp_model_row_get_chosen (row));

  /* A model imported from its config.json keeps its shape, in the one
   * form a plan file keeps it too (cp_model_architecture_to_json()). */
  if (info->architecture != NULL)
    {
      g_autofree char *text = cp_model_architecture_to_json (info->architecture);

      g_variant_dict_insert (dict, "architecture-json", "s", text);
    }

  return g_variant_dict_end (dict);
}

void
_cp_session_save (CpSession *self)
{
  g_auto(GStrv) ids = _cp_session_dup_chosen_catalog_ids (self);
  g_auto(GStrv) saved_ids = g_settings_get_strv (self->settings, "selected-models");
  g_autoptr(GVariant) saved_customs = g_settings_get_value (self->settings, "custom-models");
  g_autoptr(GVariant) customs = NULL;
  g_autoptr(GVariant) saved_workload = g_settings_get_value (self->settings, "workload");
  g_autoptr(GVariant) workload = g_variant_ref_sink (_cp_session_workload_entry (self));
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("aa{sv}"));
  for (guint i = 0; i < n_rows (self); i++)
    {
      CpModelRow *row = get_row (self, i);

      if (row_is_custom (row))
        g_variant_builder_add_value (&builder, _cp_session_dup_custom_entry (self, row));
    }
  for (guint i = 0; i < self->unreadable->len; i++)
    g_variant_builder_add_value (&builder, self->unreadable->pdata[i]);
  customs = g_variant_ref_sink (g_variant_builder_end (&builder));

  /* Only what changed is written: each write reaches the disk. */
  if (!g_strv_equal ((const char * const *) ids, (const char * const *) saved_ids))
    g_settings_set_strv (self->settings, "selected-models", (const char * const *) ids);
  if (!g_variant_equal (customs, saved_customs))
    g_settings_set_value (self->settings, "custom-models", customs);
  if (!g_variant_equal (workload, saved_workload))
    g_settings_set_value (self->settings, "workload", workload);
}

/* @base (taken) with the architecture of a settings entry's
 * "architecture-json", or NULL. */
static CpModel *
with_architecture (CpModel     *base,
                   const char  *text,
                   GError     **error)
{
  g_autoptr(CpModel) model = base;
  g_autoptr(CpModelArchitecture) architecture = NULL;

  architecture = cp_model_architecture_new_from_json (text, "architecture-json", error);
  if (architecture == NULL)
    return NULL;

  return cp_model_copy_with_architecture (model, architecture);
}

/* The custom model of settings entry @index, or a warning and the entry
 * kept as it is (a newer version may describe models this one cannot
 * read). Returns whether the model is back, as the last row. */
gboolean
_cp_session_restore_custom (CpSession *self,
                            GVariant  *entry,
                            guint      index)
{
  g_autoptr(GVariantDict) dict = g_variant_dict_new (entry);
  g_autoptr(CpModel) base = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *fresh_id = NULL;
  const char *architecture = NULL;
  const char *id = NULL;
  const char *name = NULL;
  const char *precision_text = NULL;
  gboolean chosen = FALSE;
  double params_b;
  gint64 memory_mb;

  if (g_variant_dict_lookup (dict, "params-b", "d", &params_b))
    {
      CpPrecision precision;

      if (g_variant_dict_lookup (dict, "precision", "&s", &precision_text) &&
          cp_precision_from_string (precision_text, &precision))
        base = cp_model_new_for_params (params_b, precision, &error);
      else
        g_set_error (&error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID,
                     "“params-b” without a “precision” of %s", CP_PRECISION_NAMES);
    }
  else if (g_variant_dict_lookup (dict, "min-memory-mb", "x", &memory_mb))
    {
      if (memory_mb >= 1 && memory_mb <= (gint64) (CP_MAX_MEMORY_GB * CP_MB_PER_GB))
        base = cp_model_new_for_memory (memory_mb);
      else
        g_set_error (&error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID,
                     "“min-memory-mb” %" G_GINT64_FORMAT " is not a memory to plan for", memory_mb);
    }
  else
    g_set_error_literal (&error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID,
                         "neither “params-b” nor “min-memory-mb”");

  if (base != NULL && g_variant_dict_lookup (dict, "architecture-json", "&s", &architecture))
    base = with_architecture (g_steal_pointer (&base), architecture, &error);

  if (base == NULL)
    {
      g_warning ("custom-models[%u]: %s; kept in the settings as it is, not shown",
                 index, error->message);
      g_ptr_array_add (self->unreadable, g_variant_ref (entry));
      return FALSE;
    }

  if (!g_variant_dict_lookup (dict, "id", "&s", &id) || !g_str_has_prefix (id, "custom-") ||
      _cp_session_id_is_taken (self, id))
    id = fresh_id = _cp_session_new_custom_id (self);
  g_variant_dict_lookup (dict, "name", "&s", &name);
  g_variant_dict_lookup (dict, "chosen", "b", &chosen);

  _cp_session_insert_custom (self, base, id, name, chosen, entry);

  return TRUE;
}

/* Chooses the catalog's models whose ids are in @ids, and no other. */
static void
choose_catalog_ids (CpSession          *self,
                    const char * const *ids)
{
  if (self->catalog == NULL)
    {
      g_strfreev (self->pending_ids);
      self->pending_ids = g_strdupv ((char **) ids);
      return;
    }

  for (guint i = 0; i < n_rows (self); i++)
    {
      CpModelRow *row = get_row (self, i);

      if (!row_is_custom (row))
        cp_model_row_set_chosen (row, g_strv_contains (ids, row_id (row)));
    }
}

/**
 * cp_session_bind_settings:
 * @settings: the app's settings
 *
 * Chooses the models chosen in @settings ("selected-models", by id, now
 * or once there is a catalog) and restores the custom models
 * ("custom-models") and the workload ("workload") kept there; from then
 * on, every change is written back. Call it once, before any change.
 */
void
cp_session_bind_settings (CpSession *self,
                          GSettings *settings)
{
  g_auto(GStrv) ids = NULL;
  g_autoptr(GVariant) customs = NULL;
  g_autoptr(GVariant) workload = NULL;

  g_return_if_fail (CP_IS_SESSION (self));
  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (self->settings == NULL);

  ids = g_settings_get_strv (settings, "selected-models");
  customs = g_settings_get_value (settings, "custom-models");
  workload = g_settings_get_value (settings, "workload");

  cp_session_freeze (self);
  choose_catalog_ids (self, (const char * const *) ids);
  for (gsize i = 0; i < g_variant_n_children (customs); i++)
    {
      g_autoptr(GVariant) entry = g_variant_get_child_value (customs, i);

      _cp_session_restore_custom (self, entry, i);
    }
  _cp_session_restore_workload (self, workload);
  _cp_session_changed (self, DIRTY_PLAN);
  cp_session_thaw (self);

  self->settings = g_object_ref (settings);
}

/**
 * cp_session_unbind_settings:
 *
 * Stops writing changes to the settings bound with
 * cp_session_bind_settings(): the session goes on as a plan of its own
 * (one opened from a file), and the settings keep what they had.
 */
void
cp_session_unbind_settings (CpSession *self)
{
  g_return_if_fail (CP_IS_SESSION (self));

  g_clear_object (&self->settings);
}

/* Whether changes are written to settings. */
gboolean
cp_session_get_bound (CpSession *self)
{
  g_return_val_if_fail (CP_IS_SESSION (self), FALSE);

  return self->settings != NULL;
}
