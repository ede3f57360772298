/* cp-model-import-index.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-model-import"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-catalog.h"
#include "cp-format.h"
#include "cp-json-fields.h"
#include "cp-json-reader.h"
#include "cp-model-arch-json.h"
#include "cp-model-import.h"
#include "cp-model-import-private.h"

/* The import's files as JSON: a config.json or an index read strictly
 * into an object, and a model.safetensors.index.json's total checked
 * against the parameters its config counts (docs/sizing.md §4.5). */

#define MAX_DEPTH 32

/* Reads @bytes, exactly JSON, into @root, which must be an object. */
JsonObject *
_cp_import_parse (const char  *file,
                  GBytes      *bytes,
                  gsize        max_bytes,
                  JsonNode   **root,
                  GError     **error)
{
  *root = cp_json_read (bytes, file, MAX_DEPTH, max_bytes, error);
  if (*root == NULL)
    return NULL;

  if (!JSON_NODE_HOLDS_OBJECT (*root))
    {
      cp_json_fail_as (file, error, CP_CATALOG_ERROR, CP_CATALOG_ERROR_FORMAT, NULL,
                     _("must be one JSON object, not %s"), cp_json_describe (*root));
      return NULL;
    }

  return json_node_get_object (*root);
}

/* metadata.total_size of a model.safetensors.index.json. */
gboolean
_cp_import_read_total_size (GBytes      *bytes,
                            const char  *file,
                            gint64      *total_size,
                            GError     **error)
{
  g_autoptr(JsonNode) tree = NULL;
  JsonObject *root = _cp_import_parse (file, bytes, CP_MODEL_INDEX_MAX_BYTES, &tree, error);
  JsonNode *metadata;

  if (root == NULL ||
      !cp_json_find_member (file, root, NULL, "metadata", CP_JSON_OBJECT, TRUE, &metadata, error))
    return FALSE;

  return cp_json_read_integer (file, json_node_get_object (metadata), "metadata", "total_size",
                                TRUE, 1, CP_ARCH_MAX_WEIGHT_BYTES, total_size, error);
}

/* An index is the exact answer only for the model of its config: its
 * total must be what the config's parameters take in some format vLLM
 * loads — from a quarter below 4 bits each (or below the config's own
 * format's bytes) to half as much again as 32 bits each (a vision tower
 * the text config does not count, a multi-token-prediction layer). */
gboolean
_cp_import_check_total_size (const CpImportConfig *config,
                             const char           *index_name,
                             gint64                total_size,
                             GError              **error)
{
  const CpArchitecture *arch = &config->arch;
  gint64 low = arch->params / 2;
  gint64 high = cp_sat_mul (arch->params, 6);

  if (arch->weight_bytes > 0)
    low = MIN (low, arch->weight_bytes);
  low -= low / 4;

  if (total_size >= low && total_size <= high)
    return TRUE;

  {
    g_autofree char *total = cp_format_integer (total_size);
    g_autofree char *params = cp_format_integer (arch->params);
    g_autofree char *least = cp_format_integer (low);
    g_autofree char *most = cp_format_integer (high);

    return cp_json_fail (index_name, error, CP_FILE_ERROR_RANGE, "metadata.total_size",
                          ngettext ("%s byte is far from what %s’s %s parameters take in any "
                                    "format (%s to %s bytes): is it the index of another model?",
                                    "%s bytes is far from what %s’s %s parameters take in any "
                                    "format (%s to %s bytes): is it the index of another model?",
                                    cp_format_plural_count (total_size)),
                          total, config->file, params, least, most);
  }
}
