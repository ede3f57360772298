/* cp-speed-figures.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-build.h"
#include "cp-model-serving.h"
#include "cp-speed.h"

G_BEGIN_DECLS

/* What the store may say about a model's speed and cost on a build: the
 * physical bounds of docs/sizing.md §13 and the published measurements
 * that match it, never an expected figure. */
typedef struct
{
  CpSpeedBounds bounds;
  /* At least this many dollars per million output tokens, at the most
   * users the KV pool holds; 0 when not known. */
  double        usd_per_million;
  /* The build's energy in a month at full power, its share for this
   * model. */
  double        kwh_per_month;
  /* The share of the build's price and power the model's GPUs take. */
  double        share;
} CpSpeedFigures;

/* The write-off and tariff the cost floor is worked out with. */
typedef struct
{
  double write_off_years;
  double tariff_usd_per_kwh;
  /* The facility's energy per unit of the hardware's, for builds in a
   * machine room (not desktop cards), as the site section counts it. */
  double pue;
} CpSpeedTerms;

gboolean   cp_unit_speed_gpu          (CpUnit               *unit,
                                       const CpLayout       *layout,
                                       CpSpeedGpu           *gpu);
gboolean   cp_speed_figures_compute   (CpUnit               *unit,
                                       gint64                count,
                                       CpModel              *model,
                                       const CpWeightFormat *weights,
                                       const CpWorkload     *workload,
                                       const CpLayout       *layout,
                                       gint64                prompt_tokens,
                                       const CpSpeedTerms   *terms,
                                       CpSpeedFigures       *figures);
gboolean   cp_build_speed_figures     (CpBuild              *build,
                                       CpModelServing       *serving,
                                       gint64                prompt_tokens,
                                       const CpSpeedTerms   *terms,
                                       CpSpeedFigures       *figures);
GPtrArray *cp_speed_find_measurements (CpModel              *model,
                                       const CpWeightFormat *weights,
                                       CpUnit               *unit,
                                       const CpLayout       *layout);

G_END_DECLS
