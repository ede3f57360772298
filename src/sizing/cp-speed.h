/* cp-speed.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "cp-workload.h"

G_BEGIN_DECLS

/* Speed and cost bounds (docs/sizing.md §13): what physics allows a
 * layout at most, never what an engine will do. A decode step cannot be
 * faster than reading the bytes it must read at the GPU's memory
 * bandwidth, nor a prompt than its FLOPs at the GPU's peak; the app
 * states these as ceilings ("at most") and floors ("no sooner than",
 * "at least") and promises no speed. */

/* One GPU's figures from its datasheet (docs/sizing.md §13.1); 0 where the
 * GPU has no such units or the catalog does not say. */
typedef struct
{
  /* Memory bandwidth, bytes per second. */
  double memory_bandwidth;
  /* Dense tensor-core peaks, FLOP per second, without sparsity. */
  double flops_bf16;
  double flops_fp8;
  double flops_fp4;
  /* Bytes per second each way between the GPUs of a tensor-parallel
   * group (NVLink, or PCIe for desktop cards split over PCIe). */
  double link_bandwidth;
} CpSpeedGpu;

/* The bounds of one model's layout on a build, for a workload. Ceilings
 * are in output tokens per second; floors in seconds. */
typedef struct
{
  /* FALSE when no bound can be stated: the layout does not start (no
   * user fits), is refused, or the GPU's figures are not known. */
  gboolean known;
  /* The prompt the first-token floor is for, and the mean context a
   * decode step reads (prompt plus half the answer). */
  gint64   prompt_tokens;
  gint64   mean_context;
  /* The workload's users the decode ceilings are for, over the whole
   * build: fewer than asked when the KV pool holds fewer (an engine
   * queues the rest), and whether that cut them. */
  gint64   users;
  gboolean users_capped;
  /* The busiest replica's users, and the bytes one decode step reads on
   * its busiest GPU, summed over the pipeline stages a token passes. */
  gint64   replica_users;
  double   step_bytes;
  /* Time per output token no engine can beat, for those users. */
  double   tpot_s;
  /* Whether the per-user ceiling is set by compute rather than memory. */
  gboolean compute_bound;
  /* Ceilings: tokens/s per user at the workload's users; in all for the
   * busiest replica and for the whole build; and for the whole build at
   * the most users its KV pool holds (max_users). */
  double   decode_per_user;
  double   decode_replica;
  double   decode_build;
  gint64   max_users;
  double   max_decode_build;
  /* First token no sooner than this, for prompt_tokens. */
  double   ttft_s;
} CpSpeedBounds;

/* What the cost floor is worked out from (docs/sizing.md §13.5). */
typedef struct
{
  /* The build's price in dollars, written off over this many years. */
  double price_usd;
  double write_off_years;
  /* The build's maximum power, and what a kilowatt-hour costs in
   * dollars. */
  double power_w;
  double tariff_usd_per_kwh;
} CpSpeedCost;

/* The write-off period Preferences start with (docs/sizing.md §13.5). */
#define CP_SPEED_DEFAULT_WRITE_OFF_YEARS 3

gint64   cp_speed_default_prompt   (gint64                  context_tokens);
gboolean cp_speed_bounds           (const CpWorkloadModel  *model,
                                    const CpWorkload       *workload,
                                    const CpLayout         *layout,
                                    const CpSpeedGpu       *gpu,
                                    gint64                  prompt_tokens,
                                    CpSpeedBounds          *bounds);
double   cp_speed_usd_per_million  (const CpSpeedCost      *cost,
                                    double                  tokens_per_s);
double   cp_speed_kwh_per_month    (double                  power_w);

G_END_DECLS
