/* cp-model-arch-json.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cp-json-writer.h"
#include "cp-model-arch.h"

G_BEGIN_DECLS

/* Limits of what a model's architecture may say: far beyond any real
 * model, and small enough that every product the engine forms stays in
 * 64 bits or saturates. */
#define CP_ARCH_MAX_PARAMS       G_GINT64_CONSTANT (1000000000000000)
#define CP_ARCH_MAX_LAYERS       100000
#define CP_ARCH_MAX_HEADS        1000000
#define CP_ARCH_MAX_DIM          10000000
#define CP_ARCH_MAX_VOCAB        100000000
#define CP_ARCH_MAX_EXPERTS      1000000
#define CP_ARCH_MAX_BLOCK        65536
#define CP_ARCH_MAX_WEIGHT_BYTES G_GINT64_CONSTANT (10000000000000000)

/* The catalog loader's hooks for format version 2: a model's optional
 * "architecture" object, and a GPU's optional "usable_memory_gib". */
gboolean cp_model_arch_read     (const char            *file,
                                  JsonObject            *model,
                                  const char            *where,
                                  gboolean               translate,
                                  CpModelArchitecture  **architecture,
                                  GError               **error);
gboolean cp_gpu_read_capacity   (const char            *file,
                                  JsonObject            *gpu,
                                  const char            *where,
                                  double                 memory_gb,
                                  gint64                *capacity_bytes,
                                  GError               **error);
gboolean cp_hf_repo_is_valid    (const char            *repo);
void     cp_model_arch_write    (CpJsonWriter          *writer,
                                  CpModelArchitecture   *architecture);

G_END_DECLS
