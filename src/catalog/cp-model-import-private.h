/* cp-model-import-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cp-param-count.h"

G_BEGIN_DECLS

/* A quantised checkpoint's rules (docs/sizing.md §4.5): its method, the
 * bits of each quantised weight, one scale (and zero) of @scale_bits per
 * @group weights, or one fp32 scale per @tile × @tile block; MXFP4
 * quantises the experts only. The ignore list keeps modules at 16 bits
 * besides what every method keeps (embeddings, lm_head, router, norms). */
typedef struct
{
  const char *method;
  gint64      bits;
  gint64      group;
  gint64      scale_bits;
  gint64      tile;
  gboolean    experts_only;
  JsonArray  *ignore;
  char       *ignore_path;
} CpImportQuant;

/* What config.json says, as the counting needs it. A multimodal wrapper
 * (Llama 4, Mistral 3, Gemma 3 and 4) keeps its language model in
 * text_config: @text is that object and @prefix "text_config", so that
 * errors name the member by its whole path; otherwise @text is @root. */
typedef struct
{
  const char     *file;
  JsonObject     *root;
  JsonObject     *text;
  const char     *prefix;
  const char     *model_type;
  CpArchitecture  arch;
  CpParamShape    shape;
  CpImportQuant   quant;
} CpImportConfig;

JsonObject *_cp_import_member_object (CpImportConfig  *config,
                                      const char      *name,
                                      const char     **prefix);
gboolean    _cp_import_read_weights  (CpImportConfig  *config,
                                      GError         **error);
gboolean    _cp_import_weight_bytes  (CpImportConfig  *config,
                                      const CpParamCount *count,
                                      GError         **error);
gint64      _cp_import_padding_bytes (const CpImportConfig *config);

JsonObject *_cp_import_parse             (const char            *file,
                                          GBytes                *bytes,
                                          gsize                  max_bytes,
                                          JsonNode             **root,
                                          GError               **error);
gboolean    _cp_import_read_total_size   (GBytes                *bytes,
                                          const char            *file,
                                          gint64                *total_size,
                                          GError               **error);
gboolean    _cp_import_check_total_size  (const CpImportConfig  *config,
                                          const char            *index_name,
                                          gint64                 total_size,
                                          GError               **error);

G_END_DECLS
