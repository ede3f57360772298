/* cp-sizing.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "cp-units.h"

G_BEGIN_DECLS

/* Memory is held in decimal megabytes (cp-units.h), power in watts and
 * prices in cents, all as 64-bit integers, so that "exactly enough" is an
 * exact comparison and sums never lose a cent.
 */

#define CP_SIZING_ERROR (cp_sizing_error_quark ())

typedef enum
{
  CP_SIZING_ERROR_OVERFLOW,
  CP_SIZING_ERROR_INVALID,
  /* Stopped through CpWorkloadPolicy.cancelled. */
  CP_SIZING_ERROR_CANCELLED,
} CpSizingError;

typedef enum
{
  CP_PRECISION_FP32,
  CP_PRECISION_BF16,
  CP_PRECISION_FP16,
  CP_PRECISION_FP8,
  CP_PRECISION_INT8,
  CP_PRECISION_FP4,
  CP_PRECISION_INT4,
} CpPrecision;

#define CP_PRECISION_NAMES "fp32, bf16, fp16, fp8, int8, fp4, int4"

/* Upper bounds of what the engine accepts as a requirement. They sit far
 * above any real model and keep every later product inside 64 bits.
 */
#define CP_MAX_MEMORY_GB 10000000.0 /* 10 PB */
#define CP_MAX_PARAMS_B  1000000.0  /* a thousand trillion parameters */

/* The most memory the models of one plan may need together, the same
 * 10 PB: a bound that lets a catalog's unit be checked once, at load,
 * for totals that fit in 64 bits (cp_sizing_unit_fits()). */
#define CP_MAX_REQUIRED_MB G_GINT64_CONSTANT (10000000000)

typedef struct
{
  /* What one unit holds. */
  gint64   gpu_count;
  gint64   gpu_memory_mb;
  /* GPUs per NVLink domain; 0 when the GPUs have no NVLink at all. */
  gint64   nvlink_domain_gpus;
  /* Whether the link between units (and between domains) pools memory. */
  gboolean pooled_scale_out;
  /* Desktop cards are never recommended, whatever their tier says. */
  gboolean desktop;
  gint64   power_w;
  gint64   price_cents;
  /* The GPUs' CUDA compute capability × 10 (9.0 is 90); 0 when the
   * catalog does not say. */
  gint64   compute_capability;
  /* Index of the unit's tier in the tiers array. */
  guint    tier;
} CpSizingUnit;

typedef struct
{
  gboolean recommendable;
} CpSizingTier;

typedef struct
{
  /* Index into the units array, or -1 when the build is empty (a tier
   * without units). */
  int      unit;
  gint64   count;
  gint64   gpus;
  gint64   memory_mb;
  gint64   usable_memory_mb;
  /* The largest piece of memory that is one pool on its own. */
  gint64   piece_memory_mb;
  gint64   power_w;
  gint64   price_cents;
  gint64   required_mb;
  gboolean pooled;
  gboolean fits;
  gboolean recommendable;
  gboolean recommended;
} CpSizingBuild;

typedef struct
{
  gint64 watts;
} CpSizingComparison;

GQuark      cp_sizing_error_quark            (void);

gboolean    cp_precision_from_string         (const char          *str,
                                              CpPrecision         *precision);
const char *cp_precision_to_string           (CpPrecision          precision);
gint64      cp_precision_mb_per_billion      (CpPrecision          precision);

gboolean    cp_sizing_memory_from_gb         (double               gb,
                                              gint64              *memory_mb,
                                              GError             **error);
gboolean    cp_sizing_memory_from_params     (double               params_b,
                                              CpPrecision          precision,
                                              gint64              *memory_mb,
                                              GError             **error);
gboolean    cp_sizing_sum_memory             (const gint64        *memory_mb,
                                              gsize                n_memory,
                                              gint64              *total_mb,
                                              GError             **error);

gboolean    cp_sizing_unit_fits              (const CpSizingUnit  *unit,
                                              gint64              *worst_count);
gboolean    cp_sizing_evaluate               (const CpSizingUnit  *unit,
                                              gint64               count,
                                              gint64               required_mb,
                                              CpSizingBuild       *build,
                                              GError             **error);
gboolean    cp_sizing_size_unit              (const CpSizingUnit  *unit,
                                              gint64               required_mb,
                                              CpSizingBuild       *build,
                                              GError             **error);
gboolean    cp_sizing_size                   (const CpSizingTier  *tiers,
                                              gsize                n_tiers,
                                              const CpSizingUnit  *units,
                                              gsize                n_units,
                                              gint64               required_mb,
                                              CpSizingBuild       *builds,
                                              int                 *recommended,
                                              GError             **error);

int         cp_sizing_pick_comparison        (const CpSizingComparison *comparisons,
                                              gsize                     n_comparisons,
                                              gint64                    power_w,
                                              double                   *ratio);

G_END_DECLS
