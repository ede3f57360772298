/* cp-model-import-config.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cp-json-fields.h"
#include "cp-model-import-private.h"

/* Where a member of a config.json is read from: the one thing the
 * importer's files all ask of the config, kept below both so neither calls
 * the other back. */

/* Members a wrapper's text_config may leave to the top level, where
 * Hugging Face's wrapper configs keep them. */
static const char *const top_level_members[] = {
  "tie_word_embeddings", "torch_dtype", "dtype", "vocab_size", NULL
};

/**
 * _cp_import_member_object:
 * @name: a member of the language model's config
 * @prefix: (out): the path of the object it is read from
 *
 * Returns: (transfer none): the object to read @name from: text_config,
 *   or the top level for the few members a wrapper keeps there.
 */
JsonObject *
_cp_import_member_object (CpImportConfig  *config,
                          const char      *name,
                          const char     **prefix)
{
  if (config->text != config->root && cp_json_member (config->text, name) == NULL &&
      g_strv_contains (top_level_members, name) && cp_json_member (config->root, name) != NULL)
    {
      *prefix = NULL;
      return config->root;
    }

  *prefix = config->prefix;
  return config->text;
}

