/* cp-accuracy.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "cp-workload.h"

G_BEGIN_DECLS

/* One measured vLLM start-up (tests/data/measured/runs.csv) beside what the
 * engine predicts for the same model, layout, length, share and cache. */
typedef struct
{
  char            *model;
  char            *config;
  char            *source;
  gint64           tensor_parallel;
  gint64           pipeline_parallel;
  gint64           max_model_len;
  gint64           utilization_permille;
  char            *weights;
  CpKvCache        kv_cache;
  double           gpu_gib;
  /* What vLLM logged for the first worker, in GiB, and its KV tokens. */
  double           weights_gib;
  double           activation_gib;
  double           non_torch_gib;
  double           pool_gib;
  gint64           tokens;
  /* What the engine says. */
  CpLayout         layout;
  gint64           predicted_tokens;
  gboolean         sliding_window;
} CpAccuracyRun;

GPtrArray *cp_accuracy_load  (const char  *folder,
                              GError     **error);
double     cp_accuracy_error (double       predicted,
                              double       measured);

G_END_DECLS
