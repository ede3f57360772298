/* cp-session-store.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-session"

#include "config.h"

#include <glib/gstdio.h>

#include "cp-file-io.h"
#include "cp-json-reader.h"
#include "cp-json-writer.h"
#include "cp-session-private.h"

/* The plan a window comes back with: the untitled plan, remembered in
 * files as it changes and read by the next session. Two files, each
 * written whole (CpFileReplace) and read strictly (cp_json_read()):
 *
 * - the custom-model library, $XDG_DATA_HOME/cluster-planner/
 *   custom-models.json: {"custom-models": [entry, …]}, one entry per
 *   custom model (cp-session-custom.c), what a person made and named,
 *   and "attached-architectures": {model id: architecture} for the
 *   catalog's models a config.json was imported for (cp-session-attach.c);
 * - the last untitled plan, $XDG_STATE_HOME/cluster-planner/
 *   untitled-plan.json: {"selected-models": [id, …], "workload": {…}}.
 *
 * An entry this version cannot read, and members it does not know, are
 * kept as they were. Earlier versions kept all this in GSettings keys
 * ("selected-models", "custom-models" as a{sv} entries with the
 * architecture as JSON text, "workload"); the first session without the
 * files takes what those keys hold, writes the files and resets the
 * keys, once. The settings keep preferences only. */

#define LIBRARY_NAME  "custom-models.json"
#define UNTITLED_NAME "untitled-plan.json"
#define MAX_BYTES     (16 * 1024 * 1024)
#define MAX_DEPTH     64
#define STORE_KEY     "cp-session-store"

typedef struct
{
  char       *path;
  char       *display_name;
  /* What was read, for the members this version does not know; NULL
   * for a new file. */
  JsonObject *root;
  /* As last written or read: a change that changes nothing in the file
   * writes nothing. */
  char       *written;
  /* A file that could not be read is left as it is, not replaced. */
  gboolean    read_only;
} StoreFile;

typedef struct
{
  StoreFile library;
  StoreFile untitled;
  gulong    changed_handler;
} Store;

static void
store_file_clear (StoreFile *file)
{
  g_free (file->path);
  g_free (file->display_name);
  g_clear_pointer (&file->root, json_object_unref);
  g_free (file->written);
}

static void
store_free (Store *store)
{
  store_file_clear (&store->library);
  store_file_clear (&store->untitled);
  g_free (store);
}

/* Writing */

static void
write_node (CpJsonWriter *writer,
            JsonNode     *node)
{
  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObject *object = json_node_get_object (node);
        g_autoptr(GList) members = json_object_get_members (object);

        cp_json_writer_begin_object (writer);
        for (GList *l = members; l != NULL; l = l->next)
          {
            cp_json_writer_member (writer, l->data);
            write_node (writer, json_object_get_member (object, l->data));
          }
        cp_json_writer_end_object (writer);
      }
      break;

    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);

        cp_json_writer_begin_array (writer);
        for (guint i = 0; i < json_array_get_length (array); i++)
          write_node (writer, json_array_get_element (array, i));
        cp_json_writer_end_array (writer);
      }
      break;

    case JSON_NODE_NULL:
      cp_json_writer_null (writer);
      break;

    case JSON_NODE_VALUE:
    default:
      switch (json_node_get_value_type (node))
        {
        case G_TYPE_INT64:
          cp_json_writer_integer (writer, json_node_get_int (node));
          break;

        case G_TYPE_DOUBLE:
          cp_json_writer_double (writer, json_node_get_double (node));
          break;

        case G_TYPE_BOOLEAN:
          cp_json_writer_boolean (writer, json_node_get_boolean (node));
          break;

        default:
          cp_json_writer_string (writer, json_node_get_string (node));
          break;
        }
      break;
    }
}

/* @root (taken) written to @file when it says something else than the
 * file does. */
static gboolean
write_file (StoreFile   *file,
            JsonObject  *root,
            GError     **error)
{
  g_autoptr(JsonNode) node = json_node_init (json_node_alloc (), JSON_NODE_OBJECT);
  CpJsonWriter *writer;
  g_autoptr(CpFileReplace) replace = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *text = NULL;

  /* The node frees @root. */
  json_node_take_object (node, root);
  if (file->read_only)
    return TRUE;

  writer = cp_json_writer_new ();
  write_node (writer, node);
  /* Frees the writer. */
  text = cp_json_writer_steal (writer);
  if (g_strcmp0 (text, file->written) == 0)
    return TRUE;

  dir = g_path_get_dirname (file->path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno), "%s: %s",
                   dir, g_strerror (saved_errno));
      return FALSE;
    }

  replace = cp_file_replace_begin (file->path, G_IO_ERROR, G_IO_ERROR_FAILED, error);
  if (replace == NULL ||
      !g_output_stream_write_all (cp_file_replace_get_stream (replace), text, strlen (text),
                                  NULL, NULL, error) ||
      !cp_file_replace_commit (replace, error))
    return FALSE;

  g_free (file->written);
  file->written = g_steal_pointer (&text);

  return TRUE;
}

/* A copy of @root's members, for the ones this version does not know. */
static JsonObject *
new_root (JsonObject *root)
{
  JsonObject *copy = json_object_new ();
  g_autoptr(GList) members = root != NULL ? json_object_get_members (root) : NULL;

  for (GList *l = members; l != NULL; l = l->next)
    json_object_set_member (copy, l->data, json_node_copy (json_object_get_member (root, l->data)));

  return copy;
}

/* The workload's entry: "enabled", "context-tokens", "users",
 * "kv-cache", "allow-pcie-split", "weights" (model id → format) and
 * "all-weights" (the format of every model with none of its own, as a
 * plan file may say). Keys a later version adds are kept as they were. */
static JsonObject *
new_workload_entry (CpSession *self)
{
  JsonObject *entry = new_root (self->workload_stored);
  JsonObject *weights = json_object_new ();
  g_auto(GStrv) ids = cp_plan_workload_dup_weight_ids (self->workload);
  CpWeightFormat all_weights;

  json_object_set_boolean_member (entry, "enabled", self->workload_enabled);
  json_object_set_int_member (entry, "context-tokens",
                              cp_plan_workload_get_context_tokens (self->workload));
  json_object_set_int_member (entry, "users", cp_plan_workload_get_users (self->workload));
  json_object_set_string_member (entry, "kv-cache",
                                 cp_kv_cache_to_string (cp_plan_workload_get_kv_cache (self->workload)));
  json_object_set_boolean_member (entry, "allow-pcie-split",
                                  cp_plan_workload_get_allow_pcie_split (self->workload));

  for (guint i = 0; ids[i] != NULL; i++)
    {
      CpWeightFormat format;
      g_autofree char *text = NULL;

      cp_plan_workload_get_model_weights (self->workload, ids[i], &format);
      text = cp_weight_format_to_string (&format);
      json_object_set_string_member (weights, ids[i], text);
    }
  json_object_set_object_member (entry, "weights", weights);

  if (cp_plan_workload_get_default_weights (self->workload, &all_weights))
    {
      g_autofree char *text = cp_weight_format_to_string (&all_weights);

      json_object_set_string_member (entry, "all-weights", text);
    }
  else if (json_object_has_member (entry, "all-weights"))
    json_object_remove_member (entry, "all-weights");

  return entry;
}

static void
save (CpSession *self,
      Store     *store)
{
  g_auto(GStrv) ids = _cp_session_dup_chosen_catalog_ids (self);
  g_autoptr(GError) error = NULL;
  JsonObject *library = new_root (store->library.root);
  JsonObject *untitled = new_root (store->untitled.root);
  JsonArray *customs = json_array_new ();
  JsonArray *selected = json_array_new ();
  JsonObject *attached;

  for (guint i = 0; i < n_rows (self); i++)
    {
      CpModelRow *row = get_row (self, i);

      if (row_is_custom (row))
        json_array_add_object_element (customs, _cp_session_dup_custom_entry (self, row));
    }
  for (guint i = 0; i < self->unreadable->len; i++)
    json_array_add_element (customs, json_node_copy (self->unreadable->pdata[i]));
  json_object_set_array_member (library, "custom-models", customs);
  attached = _cp_session_dup_attached (self);
  if (attached != NULL)
    json_object_set_object_member (library, "attached-architectures", attached);
  else if (json_object_has_member (library, "attached-architectures"))
    json_object_remove_member (library, "attached-architectures");

  for (guint i = 0; ids[i] != NULL; i++)
    json_array_add_string_element (selected, ids[i]);
  json_object_set_array_member (untitled, "selected-models", selected);
  json_object_set_object_member (untitled, "workload", new_workload_entry (self));

  /* Said, not shown: the plan is still in the window, to be saved. */
  if (!write_file (&store->library, library, &error))
    g_warning ("%s: %s", store->library.display_name, error->message);
  g_clear_error (&error);
  if (!write_file (&store->untitled, untitled, &error))
    g_warning ("%s: %s", store->untitled.display_name, error->message);
}

static void
session_changed_cb (CpSession *self,
                    Store     *store)
{
  save (self, store);
}

/* Reading */

/* A count of the entry between 1 and @max, or a warning and @fallback. */
static gint64
lookup_count (JsonObject *entry,
              const char *key,
              gint64      max,
              gint64      fallback)
{
  JsonNode *node = json_object_get_member (entry, key);
  gint64 value;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    return fallback;

  value = json_node_get_int (node);
  if (value < 1 || value > max)
    {
      g_warning ("workload: “%s” %" G_GINT64_FORMAT " is not from 1 to %" G_GINT64_FORMAT
                 "; %" G_GINT64_FORMAT " is used", key, value, max, fallback);
      return fallback;
    }

  return value;
}

/* Whether @node is there and true. */
static gboolean
node_is_true (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
         json_node_get_value_type (node) == G_TYPE_BOOLEAN && json_node_get_boolean (node);
}

/* Reads the workload's entry; what it cannot read it says, and uses the
 * default for, keeping the entry's other keys. */
static void
restore_workload (CpSession  *self,
                  JsonObject *entry)
{
  g_autoptr(CpPlanWorkload) workload = NULL;
  JsonNode *enabled = json_object_get_member (entry, "enabled");
  JsonNode *pcie_split = json_object_get_member (entry, "allow-pcie-split");
  JsonNode *weights = json_object_get_member (entry, "weights");
  const char *kv_text = _cp_session_entry_string (entry, "kv-cache");
  const char *all_text = _cp_session_entry_string (entry, "all-weights");
  CpWeightFormat format;
  CpKvCache kv_cache = CP_KV_CACHE_BF16;
  gint64 context, users;

  g_clear_pointer (&self->workload_stored, json_object_unref);
  self->workload_stored = json_object_ref (entry);

  context = lookup_count (entry, "context-tokens", CP_WORKLOAD_MAX_CONTEXT,
                          CP_SESSION_DEFAULT_CONTEXT);
  users = lookup_count (entry, "users", CP_WORKLOAD_MAX_USERS, CP_SESSION_DEFAULT_USERS);
  if (kv_text != NULL && !cp_kv_cache_from_string (kv_text, &kv_cache))
    g_warning ("workload: “kv-cache” “%s” is not bf16 or fp8; bf16 is used", kv_text);

  workload = cp_plan_workload_new (context, users, kv_cache);
  cp_plan_workload_set_allow_pcie_split (workload, node_is_true (pcie_split));
  if (all_text != NULL)
    {
      if (cp_weight_format_from_string (all_text, &format))
        cp_plan_workload_set_weights (workload, NULL, &format);
      else
        g_warning ("workload: “all-weights” “%s” is not one of %s; the models' own are used",
                   all_text, CP_WEIGHT_FORMAT_NAMES);
    }
  if (weights != NULL && JSON_NODE_HOLDS_OBJECT (weights))
    {
      JsonObject *object = json_node_get_object (weights);
      g_autoptr(GList) ids = json_object_get_members (object);

      for (GList *l = ids; l != NULL; l = l->next)
        {
          const char *text = _cp_session_entry_string (object, l->data);

          if (text != NULL && cp_weight_format_from_string (text, &format))
            cp_plan_workload_set_weights (workload, l->data, &format);
          else
            g_warning ("workload: weights of “%s”: “%s” is not one of %s; its own are used",
                       (const char *) l->data, text != NULL ? text : "", CP_WEIGHT_FORMAT_NAMES);
        }
    }

  self->workload_enabled = node_is_true (enabled);
  g_clear_pointer (&self->workload, cp_plan_workload_unref);
  self->workload = g_steal_pointer (&workload);
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

/* Reads @file: %FALSE when there is none. One that cannot be read is
 * said, and left as it is (read-only) for a version that can. */
static gboolean
read_file (StoreFile *file)
{
  g_autoptr(GFile) gfile = g_file_new_for_path (file->path);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_file_test (file->path, G_FILE_TEST_EXISTS))
    return FALSE;

  bytes = cp_file_read_regular (gfile, file->display_name, MAX_BYTES, &error);
  if (bytes != NULL)
    root = cp_json_read (bytes, file->display_name, MAX_DEPTH, MAX_BYTES, &error);
  if (root != NULL && !JSON_NODE_HOLDS_OBJECT (root))
    g_set_error (&error, CP_FILE_ERROR, CP_FILE_ERROR_TYPE, "%s: not a JSON object",
                 file->display_name);

  if (error != NULL)
    {
      g_warning ("%s; kept as it is, and changes are not remembered in it", error->message);
      file->read_only = TRUE;
      return TRUE;
    }

  file->root = json_object_ref (json_node_get_object (root));
  file->written = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));

  return TRUE;
}

/* Migration from the settings */

/* An entry of the old "custom-models" key: its architecture, JSON text
 * there, is a JSON object here. */
static JsonNode *
migrate_custom_entry (GVariant *entry)
{
  JsonNode *node = json_gvariant_serialize (entry);
  JsonObject *object;
  const char *text;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return node;

  object = json_node_get_object (node);
  text = _cp_session_entry_string (object, "architecture-json");
  if (text != NULL)
    {
      JsonNode *architecture = json_from_string (text, NULL);

      /* Text that is not JSON stays text: the entry is then one this
       * version cannot read, kept as it is. */
      json_object_set_member (object, "architecture",
                              architecture != NULL ? architecture : json_node_init_string (json_node_alloc (), text));
      json_object_remove_member (object, "architecture-json");
    }

  return node;
}

static void
migrate_library (StoreFile *file,
                 GSettings *legacy)
{
  g_autoptr(GVariant) customs = g_settings_get_value (legacy, "custom-models");
  g_autoptr(GError) error = NULL;
  JsonObject *root = json_object_new ();
  JsonArray *entries = json_array_new ();

  for (gsize i = 0; i < g_variant_n_children (customs); i++)
    {
      g_autoptr(GVariant) entry = g_variant_get_child_value (customs, i);

      json_array_add_element (entries, migrate_custom_entry (entry));
    }
  json_object_set_array_member (root, "custom-models", entries);

  file->root = json_object_ref (root);
  /* The key is reset only once the file has what it held. */
  if (write_file (file, root, &error))
    g_settings_reset (legacy, "custom-models");
  else
    g_warning ("%s: %s", file->display_name, error->message);
}

static void
migrate_untitled (StoreFile *file,
                  GSettings *legacy)
{
  g_auto(GStrv) ids = g_settings_get_strv (legacy, "selected-models");
  g_autoptr(GVariant) workload = g_settings_get_value (legacy, "workload");
  g_autoptr(GError) error = NULL;
  JsonObject *root = json_object_new ();
  JsonArray *selected = json_array_new ();
  JsonNode *workload_node = json_gvariant_serialize (workload);

  for (guint i = 0; ids[i] != NULL; i++)
    json_array_add_string_element (selected, ids[i]);
  json_object_set_array_member (root, "selected-models", selected);
  json_object_set_member (root, "workload", workload_node);

  file->root = json_object_ref (root);
  if (write_file (file, root, &error))
    {
      g_settings_reset (legacy, "selected-models");
      g_settings_reset (legacy, "workload");
    }
  else
    g_warning ("%s: %s", file->display_name, error->message);
}

/* The untitled plan's chosen catalog models: the file's, or with no file
 * the ones a first run starts with. */
static GStrv
dup_selected_ids (JsonObject *root)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  JsonNode *node = root != NULL ? json_object_get_member (root, "selected-models") : NULL;

  if (node != NULL && JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *element = json_array_get_element (array, i);

          if (JSON_NODE_HOLDS_VALUE (element) &&
              json_node_get_value_type (element) == G_TYPE_STRING)
            g_strv_builder_add (builder, json_node_get_string (element));
        }
    }

  return g_strv_builder_end (builder);
}

static void
store_file_init (StoreFile  *file,
                 const char *dir,
                 const char *name)
{
  file->path = g_build_filename (dir, name, NULL);
  file->display_name = g_filename_display_name (file->path);
}

/**
 * cp_session_remember_in:
 * @data_dir: where the custom-model library is
 * @state_dir: where the last untitled plan is
 * @legacy: (nullable): the app's settings, whose old keys are taken once
 *   when the files are not there yet
 *
 * Chooses the models the last untitled plan chose (now or once there is a
 * catalog) and restores its custom models and workload; from then on,
 * every change is written back. Call it once, before any change.
 */
void
cp_session_remember_in (CpSession  *self,
                        const char *data_dir,
                        const char *state_dir,
                        GSettings  *legacy)
{
  Store *store;
  g_auto(GStrv) ids = NULL;
  JsonNode *customs = NULL;
  JsonNode *workload = NULL;

  g_return_if_fail (CP_IS_SESSION (self));
  g_return_if_fail (data_dir != NULL && state_dir != NULL);
  g_return_if_fail (legacy == NULL || G_IS_SETTINGS (legacy));
  g_return_if_fail (!cp_session_get_remembered (self));

  store = g_new0 (Store, 1);
  store_file_init (&store->library, data_dir, LIBRARY_NAME);
  store_file_init (&store->untitled, state_dir, UNTITLED_NAME);
  if (!read_file (&store->library) && legacy != NULL)
    migrate_library (&store->library, legacy);
  if (!read_file (&store->untitled) && legacy != NULL)
    migrate_untitled (&store->untitled, legacy);

  if (store->library.root != NULL)
    customs = json_object_get_member (store->library.root, "custom-models");
  if (store->untitled.root != NULL)
    workload = json_object_get_member (store->untitled.root, "workload");
  ids = dup_selected_ids (store->untitled.root);

  cp_session_freeze (self);
  choose_catalog_ids (self, (const char * const *) ids);
  _cp_session_read_attached (self, store->library.root);
  if (customs != NULL && JSON_NODE_HOLDS_ARRAY (customs))
    {
      JsonArray *array = json_node_get_array (customs);

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *entry = json_array_get_element (array, i);

          if (JSON_NODE_HOLDS_OBJECT (entry))
            _cp_session_restore_custom (self, json_node_get_object (entry), i);
          else
            {
              g_warning ("custom-models[%u]: not an object; kept in the library as it is, not shown",
                         i);
              g_ptr_array_add (self->unreadable, json_node_copy (entry));
            }
        }
    }
  if (workload != NULL && JSON_NODE_HOLDS_OBJECT (workload))
    restore_workload (self, json_node_get_object (workload));
  _cp_session_changed (self, DIRTY_PLAN);
  cp_session_thaw (self);

  g_object_set_data_full (G_OBJECT (self), STORE_KEY, store, (GDestroyNotify) store_free);
  store->changed_handler = g_signal_connect (self, "changed", G_CALLBACK (session_changed_cb),
                                             store);
}

/**
 * cp_session_remember:
 * @legacy: (nullable): the app's settings, for their old keys
 *
 * cp_session_remember_in() the user's data and state folders.
 */
void
cp_session_remember (CpSession *self,
                     GSettings *legacy)
{
  g_autofree char *data_dir = g_build_filename (g_get_user_data_dir (), "cluster-planner", NULL);
  g_autofree char *state_dir = g_build_filename (g_get_user_state_dir (), "cluster-planner", NULL);

  cp_session_remember_in (self, data_dir, state_dir, legacy);
}

/**
 * cp_session_stop_remembering:
 *
 * Stops writing changes to the files of cp_session_remember(): the
 * session goes on as a plan of its own (one opened from a file), and the
 * files keep what they had.
 */
void
cp_session_stop_remembering (CpSession *self)
{
  Store *store;

  g_return_if_fail (CP_IS_SESSION (self));

  store = g_object_get_data (G_OBJECT (self), STORE_KEY);
  if (store == NULL)
    return;

  g_signal_handler_disconnect (self, store->changed_handler);
  g_object_set_data (G_OBJECT (self), STORE_KEY, NULL);
}

/**
 * cp_session_forget_untitled:
 *
 * The untitled plan discarded: the next session starts with none of its
 * models chosen and no workload, and changes are no longer remembered.
 * The custom-model library stays: it is what a person made and named,
 * for every plan.
 */
void
cp_session_forget_untitled (CpSession *self)
{
  g_autoptr(GError) error = NULL;
  JsonObject *root;
  Store *store;

  g_return_if_fail (CP_IS_SESSION (self));

  store = g_object_get_data (G_OBJECT (self), STORE_KEY);
  if (store == NULL)
    return;

  /* The members this version does not know are another version's; the
   * plan's own go. */
  root = store->untitled.root != NULL ? json_object_ref (store->untitled.root) : json_object_new ();
  json_object_set_array_member (root, "selected-models", json_array_new ());
  json_object_remove_member (root, "workload");
  if (!write_file (&store->untitled, root, &error))
    g_warning ("%s: %s", store->untitled.display_name, error->message);

  cp_session_stop_remembering (self);
}

/* Whether changes are remembered (cp_session_remember()). */
gboolean
cp_session_get_remembered (CpSession *self)
{
  g_return_val_if_fail (CP_IS_SESSION (self), FALSE);

  return g_object_get_data (G_OBJECT (self), STORE_KEY) != NULL;
}
