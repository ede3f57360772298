/* cp-session-custom.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-session"

#include "config.h"

#include "cp-model-arch-json.h"
#include "cp-session-private.h"
#include "cp-text.h"

/* The custom models a person describes (by size, or imported from a
 * config.json) and names: added, renamed, removed and put back, each
 * after the catalog's models among the session's rows; and each as an
 * entry of the custom-model library (cp-session-store.c keeps the
 * library in a file), a JSON object: "id", "name" (while one is given),
 * "params-b" and "precision" or "min-memory-mb", "chosen", and the
 * "architecture" of an imported one. */

/* A name as given, as every file the session writes keeps it (clean, at
 * most CP_TEXT_NAME_MAX characters), or NULL when it is only blanks. */
static char *
dup_given_name (const char *name)
{
  return cp_text_fit_name (name, -1, CP_TEXT_NAME_MAX);
}

gboolean
_cp_session_id_is_taken (CpSession  *self,
                         const char *id)
{
  if (g_hash_table_contains (self->customs, id))
    return TRUE;

  for (guint i = 0; i < self->unreadable->len; i++)
    {
      JsonNode *node = self->unreadable->pdata[i];
      JsonNode *taken;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        continue;
      taken = json_object_get_member (json_node_get_object (node), "id");
      if (taken != NULL && JSON_NODE_HOLDS_VALUE (taken) &&
          json_node_get_value_type (taken) == G_TYPE_STRING &&
          g_str_equal (json_node_get_string (taken), id))
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
                           JsonObject *stored)
{
  CustomInfo *info = g_new0 (CustomInfo, 1);
  g_autoptr(CpModel) model = NULL;
  g_autoptr(CpModelRow) row = NULL;

  info->default_name = g_strdup (cp_item_get_name (CP_ITEM (base)));
  info->given_name = dup_given_name (name);
  info->stored = stored != NULL ? json_object_ref (stored) : NULL;
  if (cp_model_get_architecture (base) != NULL)
    info->architecture = cp_model_architecture_ref (cp_model_get_architecture (base));
  g_hash_table_insert (self->customs, g_strdup (id), info);

  model = new_custom_model (base, id, info->given_name ? info->given_name : info->default_name);
  row = _cp_session_new_row (self, model, chosen);
  g_list_store_append (self->rows, row);
}

/**
 * cp_session_add_custom_model:
 * @model: a custom model, from cp_model_new_for_params() or
 *   cp_model_new_for_memory()
 * @name: (nullable): the name the person gave it; %NULL or blanks for the
 *   name made from its size
 *
 * Adds @model, chosen, under an id of its own; not when the plan holds
 * as many models as a plan may, which "model-refused" says.
 *
 * Returns: (transfer full) (nullable): the id, or %NULL when refused.
 */
char *
cp_session_add_custom_model (CpSession  *self,
                             CpModel    *model,
                             const char *name)
{
  char *id;

  g_return_val_if_fail (CP_IS_SESSION (self), NULL);
  g_return_val_if_fail (CP_IS_MODEL (model), NULL);

  if (_cp_session_refuse_adding (self))
    return NULL;

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

  if (!_cp_session_find_position (self, id, TRUE, &position))
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

  if (!_cp_session_find_position (self, id, TRUE, &position))
    return FALSE;

  was_chosen = cp_model_row_get_chosen (get_row (self, position));
  _cp_session_remove_rows (self, position, 1);
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
 * Returns: (transfer full) (nullable): a "(us)" value for
 *   cp_session_restore_custom_model(): the model's place among the rows
 *   and its library entry (JSON); %NULL when there is no such custom
 *   model.
 */
GVariant *
cp_session_cut_custom_model (CpSession  *self,
                             const char *id)
{
  g_autoptr(JsonObject) entry = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL;
  guint position;

  g_return_val_if_fail (CP_IS_SESSION (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  if (!_cp_session_find_position (self, id, TRUE, &position))
    return NULL;

  entry = _cp_session_dup_custom_entry (self, get_row (self, position));
  node = json_node_init_object (json_node_alloc (), entry);
  text = json_to_string (node, FALSE);
  cp_session_remove_custom_model (self, id);

  return g_variant_ref_sink (g_variant_new ("(us)", position, text));
}

/**
 * cp_session_restore_custom_model:
 * @cut: from cp_session_cut_custom_model()
 *
 * Puts a custom model back where it was, named and chosen as it was, under
 * its own id unless another model has taken it since.
 *
 * Returns: (transfer full) (nullable): the model's id, or %NULL when @cut
 *   is not what cp_session_cut_custom_model() gives or the plan holds as
 *   many models as a plan may ("model-refused" says so).
 */
char *
cp_session_restore_custom_model (CpSession *self,
                                 GVariant  *cut)
{
  g_autoptr(JsonNode) entry = NULL;
  g_autoptr(CpModelRow) row = NULL;
  const char *text;
  guint position;
  guint first_custom = 0;
  guint last;

  g_return_val_if_fail (CP_IS_SESSION (self), NULL);
  g_return_val_if_fail (cut != NULL, NULL);

  if (!g_variant_is_of_type (cut, G_VARIANT_TYPE ("(us)")) || _cp_session_refuse_adding (self))
    return NULL;

  g_variant_get (cut, "(u&s)", &position, &text);
  entry = json_from_string (text, NULL);
  if (entry == NULL || !JSON_NODE_HOLDS_OBJECT (entry) ||
      !_cp_session_restore_custom (self, json_node_get_object (entry), 0))
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

/* Library entries */

/* One entry of the custom-model library (a JSON object) for the custom
 * model in @row: all there is to make it again, named and chosen as it
 * is, with the keys of the entry it was read from that this version does
 * not know. */
JsonObject *
_cp_session_dup_custom_entry (CpSession  *self,
                              CpModelRow *row)
{
  CpModel *model = cp_model_row_get_model (row);
  CustomInfo *info = g_hash_table_lookup (self->customs, row_id (row));
  JsonObject *entry = json_object_new ();

  if (info->stored != NULL)
    {
      g_autoptr(GList) members = json_object_get_members (info->stored);

      for (GList *l = members; l != NULL; l = l->next)
        json_object_set_member (entry, l->data,
                                json_node_copy (json_object_get_member (info->stored, l->data)));
    }

  json_object_set_string_member (entry, "id", row_id (row));
  if (info->given_name != NULL)
    json_object_set_string_member (entry, "name", info->given_name);
  else if (json_object_has_member (entry, "name"))
    json_object_remove_member (entry, "name");

  /* A model described by its parameters is kept by them, so that its
   * memory follows the sizing rules of the version that reads it. */
  if (cp_model_get_params_b (model) > 0)
    {
      json_object_set_double_member (entry, "params-b", cp_model_get_params_b (model));
      json_object_set_string_member (entry, "precision", cp_model_get_precision (model));
      if (json_object_has_member (entry, "min-memory-mb"))
        json_object_remove_member (entry, "min-memory-mb");
    }
  else
    {
      json_object_set_int_member (entry, "min-memory-mb", cp_model_get_min_memory_mb (model));
      if (json_object_has_member (entry, "params-b"))
        json_object_remove_member (entry, "params-b");
      if (json_object_has_member (entry, "precision"))
        json_object_remove_member (entry, "precision");
    }
  json_object_set_boolean_member (entry, "chosen", cp_model_row_get_chosen (row));

  /* A model imported from its config.json keeps its shape, in the one
   * form a plan file keeps it too (cp_model_arch_write()). */
  if (info->architecture != NULL)
    {
      g_autofree char *text = cp_model_architecture_to_json (info->architecture);

      json_object_set_member (entry, "architecture", json_from_string (text, NULL));
    }
  else if (json_object_has_member (entry, "architecture"))
    json_object_remove_member (entry, "architecture");

  return entry;
}

/* The member @name of @entry when it is a JSON value of @type (a number
 * is a double or an integer, as JSON does not tell them apart). */
static JsonNode *
lookup_value (JsonObject *entry,
              const char *name,
              GType       type)
{
  JsonNode *node = json_object_get_member (entry, name);
  GType held;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return NULL;

  held = json_node_get_value_type (node);
  if (held == type || (type == G_TYPE_DOUBLE && held == G_TYPE_INT64))
    return node;

  return NULL;
}

/* The member @name of @entry when it is a string, or NULL. */
const char *
_cp_session_entry_string (JsonObject *entry,
                          const char *name)
{
  JsonNode *node = lookup_value (entry, name, G_TYPE_STRING);

  return node != NULL ? json_node_get_string (node) : NULL;
}

/* The custom model of library entry @index, or a warning and the entry
 * kept as it is (a newer version may describe models this one cannot
 * read). Returns whether the model is back, as the last row. */
gboolean
_cp_session_restore_custom (CpSession  *self,
                            JsonObject *entry,
                            guint       index)
{
  g_autoptr(CpModel) base = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *fresh_id = NULL;
  g_autofree char *where = g_strdup_printf ("custom-models[%u]", index);
  const char *id = _cp_session_entry_string (entry, "id");
  const char *name = _cp_session_entry_string (entry, "name");
  const char *precision_text = _cp_session_entry_string (entry, "precision");
  JsonNode *params = lookup_value (entry, "params-b", G_TYPE_DOUBLE);
  JsonNode *memory = lookup_value (entry, "min-memory-mb", G_TYPE_INT64);
  JsonNode *chosen = lookup_value (entry, "chosen", G_TYPE_BOOLEAN);

  if (params != NULL)
    {
      CpPrecision precision;

      if (precision_text != NULL && cp_precision_from_string (precision_text, &precision))
        base = cp_model_new_for_params (json_node_get_double (params), precision, &error);
      else
        g_set_error (&error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID,
                     "“params-b” without a “precision” of %s", CP_PRECISION_NAMES);
    }
  else if (memory != NULL)
    {
      gint64 memory_mb = json_node_get_int (memory);

      if (memory_mb >= 1 && memory_mb <= (gint64) (CP_MAX_MEMORY_GB * CP_MB_PER_GB))
        base = cp_model_new_for_memory (memory_mb);
      else
        g_set_error (&error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID,
                     "“min-memory-mb” %" G_GINT64_FORMAT " is not a memory to plan for", memory_mb);
    }
  else
    g_set_error_literal (&error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID,
                         "neither “params-b” nor “min-memory-mb”");

  if (base != NULL)
    {
      g_autoptr(CpModelArchitecture) architecture = NULL;

      /* Its errors say where already: "custom-models[0]: architecture…". */
      if (!cp_model_arch_read (where, entry, NULL, FALSE, &architecture, &error))
        {
          g_clear_object (&base);
          g_clear_pointer (&where, g_free);
        }
      else if (architecture != NULL)
        {
          CpModel *shaped = cp_model_copy_with_architecture (base, architecture);

          g_set_object (&base, shaped);
          g_object_unref (shaped);
        }
    }

  if (base == NULL)
    {
      if (where != NULL)
        g_warning ("%s: %s; kept in the library as it is, not shown", where, error->message);
      else
        g_warning ("%s; kept in the library as it is, not shown", error->message);
      g_ptr_array_add (self->unreadable, json_node_init_object (json_node_alloc (), entry));
      return FALSE;
    }

  if (id == NULL || !g_str_has_prefix (id, "custom-") || _cp_session_id_is_taken (self, id))
    id = fresh_id = _cp_session_new_custom_id (self);

  _cp_session_insert_custom (self, base, id, name, chosen != NULL && json_node_get_boolean (chosen),
                             entry);

  return TRUE;
}
