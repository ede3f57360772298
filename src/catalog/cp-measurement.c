/* cp-measurement.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-measurement"

#include "config.h"

#include "cp-measurement.h"

G_DEFINE_BOXED_TYPE (CpMeasurement, cp_measurement, cp_measurement_copy, cp_measurement_free)

static const char *const metric_names[] = {
  [CP_MEASUREMENT_TOKENS_PER_S_PER_USER] = "tokens_per_s_per_user",
  [CP_MEASUREMENT_TOKENS_PER_S] = "tokens_per_s",
  [CP_MEASUREMENT_TTFT_S] = "ttft_s",
};

CpMeasurement *
cp_measurement_copy (const CpMeasurement *self)
{
  CpMeasurement *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = g_memdup2 (self, sizeof *self);
  copy->gpu = g_strdup (self->gpu);
  copy->engine = g_strdup (self->engine);
  copy->source = g_strdup (self->source);

  return copy;
}

void
cp_measurement_free (CpMeasurement *self)
{
  if (self == NULL)
    return;

  g_free (self->gpu);
  g_free (self->engine);
  g_free (self->source);
  g_free (self);
}

gboolean
cp_measurement_metric_from_string (const char          *text,
                                   CpMeasurementMetric *metric)
{
  for (guint i = 0; i < G_N_ELEMENTS (metric_names); i++)
    if (g_strcmp0 (text, metric_names[i]) == 0)
      {
        *metric = (CpMeasurementMetric) i;
        return TRUE;
      }

  return FALSE;
}

const char *
cp_measurement_metric_to_string (CpMeasurementMetric metric)
{
  g_return_val_if_fail (metric < G_N_ELEMENTS (metric_names), NULL);

  return metric_names[metric];
}
