/* cp-speed-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cp-gpu.h"
#include "cp-model.h"

G_BEGIN_DECLS

/* The catalog's speed figures and measurements (docs/catalog.md), read by
 * cp-speed-loader.c for the catalog loader. */

void     _cp_gpu_set_speed          (CpGpu            *self,
                                     const CpSpeedGpu *speed,
                                     double            host_link_bandwidth,
                                     const char       *host_link,
                                     const char       *source);
void     _cp_model_add_measurement  (CpModel          *self,
                                     CpMeasurement    *measurement);
gboolean _cp_gpu_read_compute_capability (const char  *file,
                                          JsonObject  *object,
                                          const char  *where,
                                          gint64      *value,
                                          GError     **error);
gboolean _cp_gpu_read_speed         (const char       *file,
                                     JsonObject       *object,
                                     const char       *where,
                                     gboolean          translate,
                                     CpGpu            *gpu,
                                     GError          **error);
gboolean _cp_measurements_read      (const char       *file,
                                     JsonObject       *root,
                                     gboolean          translate,
                                     GPtrArray        *gpus,
                                     GPtrArray        *models,
                                     GError          **error);

G_END_DECLS
