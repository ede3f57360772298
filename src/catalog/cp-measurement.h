/* cp-measurement.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "cp-workload.h"

G_BEGIN_DECLS

/* What a published measurement measured (docs/sizing.md §13.6). */
typedef enum
{
  /* Output tokens per second one user gets (1 / inter-token latency). */
  CP_MEASUREMENT_TOKENS_PER_S_PER_USER,
  /* Output tokens per second of the whole tensor-parallel group. */
  CP_MEASUREMENT_TOKENS_PER_S,
  /* Time to the first token, in seconds. */
  CP_MEASUREMENT_TTFT_S,
} CpMeasurementMetric;

/* One published speed measurement of a catalog model on a catalog GPU,
 * shown beside the bounds of a build it matches, never instead of them. */
typedef struct
{
  char               *gpu;
  CpWeightFormat      weights;
  gint64              gpus;
  gint64              tensor_parallel;
  gint64              pipeline_parallel;
  gint64              prompt_tokens;
  gint64              output_tokens;
  /* Requests at a time; 0 when the load was not a fixed number (every
   * request queued at once, or a request rate). */
  gint64              concurrency;
  CpMeasurementMetric metric;
  double              value;
  char               *engine;
  char               *source;
} CpMeasurement;

#define CP_TYPE_MEASUREMENT (cp_measurement_get_type ())

GType          cp_measurement_get_type    (void) G_GNUC_CONST;
CpMeasurement *cp_measurement_copy        (const CpMeasurement *self);
void           cp_measurement_free        (CpMeasurement       *self);
gboolean       cp_measurement_metric_from_string (const char          *text,
                                                  CpMeasurementMetric *metric);
const char    *cp_measurement_metric_to_string   (CpMeasurementMetric  metric);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CpMeasurement, cp_measurement_free)

G_END_DECLS
