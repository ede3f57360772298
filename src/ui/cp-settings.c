/* cp-settings.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-settings"

#include "config.h"

/* For g_memory_settings_backend_new(). */
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <glib/gstdio.h>

#include "cp-settings.h"

/* The window's settings. g_settings_new() aborts when the schema is not
 * installed, as when the app runs straight from a build tree; the app
 * then starts anyway, on in-memory settings made from a copy of the
 * schema compiled into its resources, and says so once. */

#define SCHEMA_RESOURCE "/org/bektursun/ClusterPlanner/gschemas.compiled"

typedef struct
{
  GSettingsSchema  *schema;
  GSettingsBackend *backend;
} Fallback;

/* GSettings reads schemas only from a folder: the compiled copy is written
 * to a private temporary one, mapped, and removed at once. */
static GSettingsSchema *
load_builtin_schema (GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GSettingsSchemaSource) source = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  GSettingsSchema *schema = NULL;
  gboolean written;

  bytes = g_resources_lookup_data (SCHEMA_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;

  dir = g_dir_make_tmp ("cluster-planner-schema-XXXXXX", error);
  if (dir == NULL)
    return NULL;

  path = g_build_filename (dir, "gschemas.compiled", NULL);
  written = g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                 error);
  if (written)
    source = g_settings_schema_source_new_from_directory (dir, NULL, TRUE, error);

  g_unlink (path);
  g_rmdir (dir);

  if (source != NULL)
    {
      schema = g_settings_schema_source_lookup (source, APP_ID, FALSE);
      if (schema == NULL)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                     "the built-in copy of the settings schema lacks %s", APP_ID);
    }

  return schema;
}

static gpointer
make_fallback (gpointer data)
{
  g_autoptr(GError) error = NULL;
  Fallback *fallback = g_new0 (Fallback, 1);

  fallback->schema = load_builtin_schema (&error);
  /* The copy is part of the executable: without it the build is broken. */
  if (fallback->schema == NULL)
    g_error ("Settings schema %s is not installed, and its built-in copy cannot be read: %s",
             APP_ID, error->message);

  /* One backend for every window, so that they see each other's changes. */
  fallback->backend = g_memory_settings_backend_new ();

  g_warning ("Settings schema %s is not installed: settings are kept in memory until the app "
             "quits (from a build tree, run it with “meson devenv -C _build cluster-planner”)",
             APP_ID);

  return fallback;
}

/**
 * cp_settings_new:
 *
 * Returns: (transfer full): the app's settings; in memory, with the
 *   schema's defaults, when the schema is not installed.
 */
GSettings *
cp_settings_new (void)
{
  static GOnce fallback_once = G_ONCE_INIT;
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  Fallback *fallback;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema != NULL)
    return g_settings_new_full (schema, NULL, NULL);

  fallback = g_once (&fallback_once, make_fallback, NULL);

  return g_settings_new_full (fallback->schema, fallback->backend, NULL);
}
