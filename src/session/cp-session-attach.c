/* cp-session-attach.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-session"

#include "config.h"

#include "cp-session-private.h"

/* An architecture attached to one of the catalog's models that publishes
 * none (Import config.json… on its row): the model keeps its row, its
 * name and its minimum memory, and is sized for a workload with the
 * architecture read. The catalog is not changed; the session keeps what
 * was attached as it keeps its custom models: in the custom-model library
 * ("attached-architectures": {model id: architecture}, cp-session-store.c)
 * and in a plan file (the model's "architecture"). */

/* The row of the catalog's model @id, or NULL. */
static CpModelRow *
find_catalog_row (CpSession  *self,
                  const char *id)
{
  guint position;

  if (!_cp_session_find_position (self, id, FALSE, &position))
    return NULL;

  return get_row (self, position);
}

/**
 * cp_session_attach_architecture:
 * @id: the id of one of the catalog's models
 * @architecture: (nullable): its shape, or %NULL to take back what was
 *   attached
 *
 * Sizes the catalog's model @id with @architecture, in its own row.
 * A model whose catalog publishes its architecture keeps the catalog's.
 *
 * Returns: %FALSE when the catalog has no such model.
 */
gboolean
cp_session_attach_architecture (CpSession           *self,
                                const char          *id,
                                CpModelArchitecture *architecture)
{
  g_autoptr(CpModel) model = NULL;
  CpModelRow *row;
  CpModel *original;

  g_return_val_if_fail (CP_IS_SESSION (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  row = find_catalog_row (self, id);
  if (row == NULL || self->catalog == NULL)
    return FALSE;

  original = cp_catalog_find_model (self->catalog, id);
  if (original == NULL)
    return FALSE;

  if (architecture != NULL)
    g_hash_table_replace (self->attached, g_strdup (id), cp_model_architecture_ref (architecture));
  else
    g_hash_table_remove (self->attached, id);

  model = _cp_session_catalog_model (self, original);
  cp_model_row_set_model (row, model);
  _cp_session_changed (self, cp_model_row_get_chosen (row) ? DIRTY_PLAN | DIRTY_SAVED : DIRTY_SAVED);

  return TRUE;
}

/**
 * cp_session_get_attached_architecture:
 * @id: the id of one of the catalog's models
 *
 * Returns: (transfer none) (nullable): the architecture attached to it.
 */
CpModelArchitecture *
cp_session_get_attached_architecture (CpSession  *self,
                                      const char *id)
{
  g_return_val_if_fail (CP_IS_SESSION (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  return g_hash_table_lookup (self->attached, id);
}

/* Takes the architectures of @root's "attached-architectures" (a library
 * file's root), each one that can be read; one that cannot is warned of. */
void
_cp_session_read_attached (CpSession  *self,
                           JsonObject *root)
{
  JsonNode *node = root != NULL ? json_object_get_member (root, "attached-architectures") : NULL;
  g_autoptr(GList) ids = NULL;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return;

  ids = json_object_get_members (json_node_get_object (node));
  for (GList *l = ids; l != NULL; l = l->next)
    {
      JsonNode *entry = json_object_get_member (json_node_get_object (node), l->data);
      g_autofree char *text = json_to_string (entry, FALSE);
      g_autoptr(GError) error = NULL;
      CpModelArchitecture *architecture = cp_model_architecture_new_from_json (text, "attached-architectures", &error);

      if (architecture == NULL)
        {
          g_warning ("attached-architectures.%s: %s; not used", (const char *) l->data,
                     error->message);
          continue;
        }
      g_hash_table_replace (self->attached, g_strdup (l->data), architecture);
      if (self->catalog != NULL)
        {
          CpModel *original = cp_catalog_find_model (self->catalog, l->data);
          CpModelRow *row = find_catalog_row (self, l->data);

          if (original != NULL && row != NULL)
            {
              g_autoptr(CpModel) model = _cp_session_catalog_model (self, original);

              cp_model_row_set_model (row, model);
            }
        }
    }
}

/* "attached-architectures" for the library file, or NULL when none. */
JsonObject *
_cp_session_dup_attached (CpSession *self)
{
  GHashTableIter iter;
  gpointer id, architecture;
  JsonObject *object;

  if (g_hash_table_size (self->attached) == 0)
    return NULL;

  object = json_object_new ();
  g_hash_table_iter_init (&iter, self->attached);
  while (g_hash_table_iter_next (&iter, &id, &architecture))
    {
      g_autofree char *text = cp_model_architecture_to_json (architecture);

      json_object_set_member (object, id, json_from_string (text, NULL));
    }

  return object;
}
