/* cp-model-import.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cp-model.h"

G_BEGIN_DECLS

/* A Hugging Face config.json is much smaller; a safetensors index lists
 * every tensor, and DeepSeek-V3's is several megabytes. */
#define CP_MODEL_CONFIG_MAX_BYTES (4 * 1024 * 1024)
#define CP_MODEL_INDEX_MAX_BYTES  (64 * 1024 * 1024)

CpModel *cp_model_import            (GFile       *config,
                                     GFile       *safetensors_index,
                                     GError     **error);
CpModel *cp_model_import_from_bytes (GBytes      *config,
                                     const char  *config_name,
                                     GBytes      *safetensors_index,
                                     const char  *index_name,
                                     GError     **error);

G_END_DECLS
