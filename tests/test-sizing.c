/* test-sizing.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "cp-sizing.h"

/* The engine's rules on hand-made units, independent of any catalog. */

#define GB(x) ((gint64) (x) * CP_MB_PER_GB)

/* An 8-GPU system of 80 GB GPUs, one NVLink domain, pooled over IB. */
static const CpSizingUnit dgx = {
  .gpu_count = 8, .gpu_memory_mb = GB (80), .nvlink_domain_gpus = 8,
  .pooled_scale_out = TRUE, .power_w = 10200, .price_cents = 19900000, .tier = 1,
};

/* A desktop card of 24 GB on PCIe: never pooled with another. */
static const CpSizingUnit card = {
  .gpu_count = 1, .gpu_memory_mb = GB (24), .nvlink_domain_gpus = 0,
  .pooled_scale_out = FALSE, .desktop = TRUE, .power_w = 450, .price_cents = 250000, .tier = 0,
};

static void
test_memory_from_params (void)
{
  g_autoptr(GError) error = NULL;
  gint64 mb = 0;

  g_assert_true (cp_sizing_memory_from_params (671, CP_PRECISION_FP8, &mb, &error));
  g_assert_no_error (error);
  g_assert_cmpint (mb, ==, 805200);

  g_assert_true (cp_sizing_memory_from_params (65, CP_PRECISION_FP16, &mb, &error));
  g_assert_cmpint (mb, ==, 156000);

  g_assert_true (cp_sizing_memory_from_params (65, CP_PRECISION_BF16, &mb, &error));
  g_assert_cmpint (mb, ==, 156000);

  g_assert_true (cp_sizing_memory_from_params (7, CP_PRECISION_FP32, &mb, &error));
  g_assert_cmpint (mb, ==, 33600);

  g_assert_true (cp_sizing_memory_from_params (70, CP_PRECISION_INT8, &mb, &error));
  g_assert_cmpint (mb, ==, 84000);

  g_assert_true (cp_sizing_memory_from_params (70, CP_PRECISION_FP4, &mb, &error));
  g_assert_cmpint (mb, ==, 42000);

  g_assert_true (cp_sizing_memory_from_params (70, CP_PRECISION_INT4, &mb, &error));
  g_assert_cmpint (mb, ==, 42000);
}

static void
test_memory_rounding (void)
{
  g_autoptr(GError) error = NULL;
  gint64 mb = 0;

  /* 6.7 × 2400 is 16080.000000000002 in doubles: still 16,080 MB. */
  g_assert_true (cp_sizing_memory_from_params (6.7, CP_PRECISION_FP16, &mb, &error));
  g_assert_cmpint (mb, ==, 16080);

  /* 903.6 GB is 903,600 MB exactly, though 903.6 is not a double. */
  g_assert_true (cp_sizing_memory_from_gb (903.6, &mb, &error));
  g_assert_cmpint (mb, ==, 903600);

  /* A real fraction of a megabyte rounds up: a requirement is never
   * understated. */
  g_assert_true (cp_sizing_memory_from_gb (0.0015, &mb, &error));
  g_assert_cmpint (mb, ==, 2);
  g_assert_true (cp_sizing_memory_from_params (1.0001, CP_PRECISION_FP8, &mb, &error));
  g_assert_cmpint (mb, ==, 1201);

  /* Less than a megabyte still needs one. */
  g_assert_true (cp_sizing_memory_from_gb (0.0000001, &mb, &error));
  g_assert_cmpint (mb, ==, 1);
}

static void
test_memory_invalid (void)
{
  const double bad_gb[] = { 0, -1, NAN, INFINITY, -INFINITY, CP_MAX_MEMORY_GB * 2 };
  const double bad_params[] = { 0, -70, NAN, INFINITY, CP_MAX_PARAMS_B + 1 };
  gint64 mb = 42;

  for (guint i = 0; i < G_N_ELEMENTS (bad_gb); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (cp_sizing_memory_from_gb (bad_gb[i], &mb, &error));
      g_assert_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID);
      g_assert_cmpint (mb, ==, 42);
    }

  for (guint i = 0; i < G_N_ELEMENTS (bad_params); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (cp_sizing_memory_from_params (bad_params[i], CP_PRECISION_FP8, &mb, &error));
      g_assert_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID);
      g_assert_cmpint (mb, ==, 42);
    }
}

static void
test_precision_names (void)
{
  CpPrecision precision;

  g_assert_true (cp_precision_from_string ("fp8", &precision));
  g_assert_cmpint (precision, ==, CP_PRECISION_FP8);
  g_assert_true (cp_precision_from_string ("BF16", &precision));
  g_assert_cmpint (precision, ==, CP_PRECISION_BF16);
  g_assert_cmpstr (cp_precision_to_string (CP_PRECISION_INT4), ==, "int4");
  g_assert_false (cp_precision_from_string ("fp6", &precision));
  g_assert_false (cp_precision_from_string ("", &precision));
  g_assert_false (cp_precision_from_string (NULL, &precision));
}

static void
test_sum (void)
{
  g_autoptr(GError) error = NULL;
  const gint64 three[] = { GB (1920), 903600, GB (660) };
  const gint64 huge[] = { G_MAXINT64 - 5, 10 };
  const gint64 zero[] = { GB (1), 0 };
  gint64 total = 0;

  g_assert_true (cp_sizing_sum_memory (three, 3, &total, &error));
  g_assert_no_error (error);
  g_assert_cmpint (total, ==, 3483600);

  g_assert_false (cp_sizing_sum_memory (huge, 2, &total, &error));
  g_assert_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_OVERFLOW);
  g_clear_error (&error);

  g_assert_false (cp_sizing_sum_memory (zero, 2, &total, &error));
  g_assert_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID);
}

static void
test_exactly_enough (void)
{
  g_autoptr(GError) error = NULL;
  CpSizingBuild build;

  /* 3 × 640 GB = 1,920 GB clears a 1,920 GB minimum. */
  g_assert_true (cp_sizing_evaluate (&dgx, 3, GB (1920), &build, &error));
  g_assert_no_error (error);
  g_assert_cmpint (build.memory_mb, ==, GB (1920));
  g_assert_cmpint (build.usable_memory_mb, ==, GB (1920));
  g_assert_true (build.pooled);
  g_assert_true (build.fits);

  /* One megabyte more does not fit in three. */
  g_assert_true (cp_sizing_evaluate (&dgx, 3, GB (1920) + 1, &build, &error));
  g_assert_false (build.fits);
}

static void
test_count_edges (void)
{
  const CpSizingTier tiers[] = { { FALSE }, { TRUE } };
  g_autoptr(GError) error = NULL;
  CpSizingBuild builds[2];
  int recommended;

  g_assert_true (cp_sizing_size (tiers, 2, &dgx, 1, GB (1920), builds, &recommended, &error));
  g_assert_cmpint (builds[1].count, ==, 3);

  /* One megabyte short of the bar of four systems still needs four. */
  g_assert_true (cp_sizing_size (tiers, 2, &dgx, 1, GB (1920) + 1, builds, &recommended, &error));
  g_assert_cmpint (builds[1].count, ==, 4);
  g_assert_true (builds[1].fits);

  /* The smallest requirement still needs one unit. */
  g_assert_true (cp_sizing_size (tiers, 2, &dgx, 1, 1, builds, &recommended, &error));
  g_assert_cmpint (builds[1].count, ==, 1);
  g_assert_no_error (error);
}

/* One unit sized on its own, as the compare page sizes a unit picked by
 * hand, by the rules a tier is sized by. */
static void
test_size_unit (void)
{
  const CpSizingTier tiers[] = { { FALSE }, { TRUE } };
  const CpSizingUnit units[] = { card, dgx };
  g_autoptr(GError) error = NULL;
  CpSizingBuild builds[2];
  CpSizingBuild build;
  CpSizingUnit huge = dgx;

  /* The lowest count that holds the memory. */
  g_assert_true (cp_sizing_size_unit (&dgx, GB (1920), &build, &error));
  g_assert_no_error (error);
  g_assert_cmpint (build.count, ==, 3);
  g_assert_true (build.fits);
  g_assert_cmpint (build.unit, ==, -1);
  g_assert_false (build.recommendable);
  g_assert_true (cp_sizing_size_unit (&dgx, GB (1920) + 1, &build, &error));
  g_assert_cmpint (build.count, ==, 4);

  /* Cards that cannot pool: the spreadsheet count, 156 / 24 rounded up,
   * which does not fit. */
  g_assert_true (cp_sizing_size_unit (&card, GB (156), &build, &error));
  g_assert_cmpint (build.count, ==, 7);
  g_assert_cmpint (build.memory_mb, ==, GB (168));
  g_assert_false (build.fits);

  /* The same counts as the tiers get. */
  for (gint64 required = GB (1); required < GB (5000); required += GB (337) + 17)
    {
      g_assert_true (cp_sizing_size (tiers, 2, units, 2, required, builds, NULL, &error));
      for (guint u = 0; u < 2; u++)
        {
          g_assert_true (cp_sizing_size_unit (&units[u], required, &build, &error));
          g_assert_cmpint (build.count, ==, builds[u].count);
          g_assert_cmpint (build.fits, ==, builds[u].fits);
        }
    }

  /* Nothing to hold, or sums past 64 bits: an error. */
  g_assert_false (cp_sizing_size_unit (&dgx, 0, &build, &error));
  g_assert_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID);
  g_clear_error (&error);
  huge.gpu_count = 1;
  huge.nvlink_domain_gpus = 1;
  huge.gpu_memory_mb = 1;
  huge.price_cents = G_MAXINT64 / 1000;
  g_assert_false (cp_sizing_size_unit (&huge, 10000, &build, &error));
  g_assert_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_OVERFLOW);
}

static void
test_desktop_not_pooled (void)
{
  g_autoptr(GError) error = NULL;
  CpSizingBuild build;

  /* 4 × 24 GB is 96 GB on paper; one model sees 24 GB of it. */
  g_assert_true (cp_sizing_evaluate (&card, 4, GB (156), &build, &error));
  g_assert_cmpint (build.memory_mb, ==, GB (96));
  g_assert_cmpint (build.usable_memory_mb, ==, GB (24));
  g_assert_cmpint (build.piece_memory_mb, ==, GB (24));
  g_assert_cmpint (build.power_w, ==, 1800);
  g_assert_false (build.pooled);
  g_assert_false (build.fits);

  /* Even when the sum clears the bar. */
  g_assert_true (cp_sizing_evaluate (&card, 7, GB (156), &build, &error));
  g_assert_cmpint (build.memory_mb, ==, GB (168));
  g_assert_false (build.fits);

  /* A single card is one pool of its own. */
  g_assert_true (cp_sizing_evaluate (&card, 1, GB (20), &build, &error));
  g_assert_true (build.pooled);
  g_assert_true (build.fits);
}

static void
test_desktop_tier (void)
{
  const CpSizingTier tiers[] = { { FALSE }, { TRUE } };
  const CpSizingUnit units[] = { card, dgx };
  g_autoptr(GError) error = NULL;
  CpSizingBuild builds[2];
  int recommended;

  /* The spreadsheet build: the count whose sum clears the bar, not fitting. */
  g_assert_true (cp_sizing_size (tiers, 2, units, 2, GB (156), builds, &recommended, &error));
  g_assert_cmpint (builds[0].unit, ==, 0);
  g_assert_cmpint (builds[0].count, ==, 7);
  g_assert_false (builds[0].fits);
  g_assert_false (builds[0].recommendable);
  g_assert_false (builds[0].recommended);
  g_assert_cmpint (recommended, ==, 1);
  g_assert_true (builds[1].recommended);

  /* A single card fits a small model, and is still never recommended, even
   * though it is far cheaper. */
  g_assert_true (cp_sizing_size (tiers, 2, units, 2, GB (20), builds, &recommended, &error));
  g_assert_cmpint (builds[0].count, ==, 1);
  g_assert_true (builds[0].fits);
  g_assert_false (builds[0].recommended);
  g_assert_cmpint (recommended, ==, 1);
}

static void
test_desktop_never_recommended (void)
{
  /* Even in a tier that says it is recommendable. */
  const CpSizingTier tiers[] = { { TRUE } };
  CpSizingUnit desktop_card = card;
  g_autoptr(GError) error = NULL;
  CpSizingBuild builds[1];
  int recommended;

  desktop_card.tier = 0;
  g_assert_true (cp_sizing_size (tiers, 1, &desktop_card, 1, GB (10), builds, &recommended, &error));
  g_assert_true (builds[0].fits);
  g_assert_false (builds[0].recommendable);
  g_assert_cmpint (recommended, ==, -1);
}

static void
test_cheapest_in_tier (void)
{
  const CpSizingTier tiers[] = { { TRUE } };
  CpSizingUnit units[3] = { dgx, dgx, dgx };
  g_autoptr(GError) error = NULL;
  CpSizingBuild builds[1];

  /* A 1,128 GB system at $465,000 against 640 GB at $199,000: for 1,920 GB
   * three small ones ($597,000) beat two big ones ($930,000). */
  units[0].tier = units[1].tier = units[2].tier = 0;
  units[1].gpu_memory_mb = 141000;
  units[1].price_cents = 46500000;
  units[2].gpu_memory_mb = 180000;
  units[2].price_cents = 51500000;
  units[2].power_w = 14300;

  g_assert_true (cp_sizing_size (tiers, 1, units, 3, GB (1920), builds, NULL, &error));
  g_assert_cmpint (builds[0].unit, ==, 0);
  g_assert_cmpint (builds[0].count, ==, 3);
  g_assert_cmpint (builds[0].price_cents, ==, 59700000);

  /* For 1,100 GB, two 640 GB systems ($398,000) are cheaper than one
   * 1,128 GB system ($465,000). */
  g_assert_true (cp_sizing_size (tiers, 1, units, 3, GB (1100), builds, NULL, &error));
  g_assert_cmpint (builds[0].unit, ==, 0);
  g_assert_cmpint (builds[0].count, ==, 2);

  /* Make the big one cheap, and it wins with fewer units. */
  units[1].price_cents = 30000000;
  g_assert_true (cp_sizing_size (tiers, 1, units, 3, GB (1100), builds, NULL, &error));
  g_assert_cmpint (builds[0].unit, ==, 1);
  g_assert_cmpint (builds[0].count, ==, 1);
}

static void
test_ties (void)
{
  const CpSizingTier tiers[] = { { TRUE } };
  CpSizingUnit units[3] = { dgx, dgx, dgx };
  g_autoptr(GError) error = NULL;
  CpSizingBuild builds[1];

  units[0].tier = units[1].tier = units[2].tier = 0;

  /* Same price for 1,280 GB: two 640 GB systems, or one 1,280 GB system at
   * twice the price. Fewer units wins. */
  units[1].gpu_memory_mb = 160000;
  units[1].price_cents = dgx.price_cents * 2;
  g_assert_true (cp_sizing_size (tiers, 1, units, 2, GB (1280), builds, NULL, &error));
  g_assert_cmpint (builds[0].unit, ==, 1);
  g_assert_cmpint (builds[0].count, ==, 1);

  /* Same price, same count: less power wins. */
  units[2].power_w = dgx.power_w - 1;
  g_assert_true (cp_sizing_size (tiers, 1, units, 3, GB (600), builds, NULL, &error));
  g_assert_cmpint (builds[0].unit, ==, 2);

  /* A full tie keeps catalog order. */
  g_assert_true (cp_sizing_size (tiers, 1, units, 1, GB (600), builds, NULL, &error));
  g_assert_cmpint (builds[0].unit, ==, 0);
  units[1] = dgx;
  units[1].tier = 0;
  g_assert_true (cp_sizing_size (tiers, 1, units, 2, GB (600), builds, NULL, &error));
  g_assert_cmpint (builds[0].unit, ==, 0);
}

static void
test_fitting_beats_cheaper (void)
{
  const CpSizingTier tiers[] = { { TRUE } };
  CpSizingUnit units[2] = { card, dgx };
  g_autoptr(GError) error = NULL;
  CpSizingBuild builds[1];

  /* Cards are far cheaper per GB, but cannot pool: the system that fits is
   * the tier's build. */
  units[0].desktop = FALSE;
  units[0].tier = units[1].tier = 0;
  g_assert_true (cp_sizing_size (tiers, 1, units, 2, GB (600), builds, NULL, &error));
  g_assert_cmpint (builds[0].unit, ==, 1);
  g_assert_true (builds[0].fits);
}

static void
test_recommended_cheapest_across_tiers (void)
{
  const CpSizingTier tiers[] = { { FALSE }, { TRUE }, { TRUE } };
  CpSizingUnit units[3] = { card, dgx, dgx };
  g_autoptr(GError) error = NULL;
  CpSizingBuild builds[3];
  int recommended;

  /* A rack: one domain of 72 GPUs of 192 GB. */
  units[2] = (CpSizingUnit) { .gpu_count = 72, .gpu_memory_mb = 192000,
                              .nvlink_domain_gpus = 72, .pooled_scale_out = TRUE,
                              .power_w = 120000, .price_cents = 300000000, .tier = 2 };

  g_assert_true (cp_sizing_size (tiers, 3, units, 3, 3483600, builds, &recommended, &error));
  g_assert_cmpint (builds[1].count, ==, 6);
  g_assert_cmpint (builds[2].count, ==, 1);
  g_assert_cmpint (builds[2].memory_mb, ==, 13824000);
  g_assert_cmpint (recommended, ==, 1);
  g_assert_true (builds[1].recommended);
  g_assert_false (builds[2].recommended);
  g_assert_false (builds[0].recommended);
}

static void
test_no_fit_no_recommendation (void)
{
  const CpSizingTier tiers[] = { { FALSE }, { TRUE } };
  CpSizingUnit units[2] = { card, card };
  g_autoptr(GError) error = NULL;
  CpSizingBuild builds[2];
  int recommended = 7;

  /* A non-desktop card that cannot pool either: nothing fits 100 GB. */
  units[1].desktop = FALSE;
  units[1].tier = 1;
  g_assert_true (cp_sizing_size (tiers, 2, units, 2, GB (100), builds, &recommended, &error));
  g_assert_cmpint (recommended, ==, -1);
  g_assert_false (builds[1].fits);
  g_assert_cmpint (builds[1].count, ==, 5);
}

static void
test_empty_tier (void)
{
  const CpSizingTier tiers[] = { { TRUE }, { TRUE } };
  CpSizingUnit unit = dgx;
  g_autoptr(GError) error = NULL;
  CpSizingBuild builds[2];

  unit.tier = 1;
  g_assert_true (cp_sizing_size (tiers, 2, &unit, 1, GB (100), builds, NULL, &error));
  g_assert_cmpint (builds[0].unit, ==, -1);
  g_assert_cmpint (builds[1].unit, ==, 0);
}

static void
test_nvlink_domains (void)
{
  g_autoptr(GError) error = NULL;
  CpSizingUnit split = dgx;
  CpSizingBuild build;

  /* Two NVLink domains of four in one box, not joined by the scale-out
   * link: one model sees one domain. */
  split.nvlink_domain_gpus = 4;
  split.pooled_scale_out = FALSE;
  g_assert_true (cp_sizing_evaluate (&split, 1, GB (400), &build, &error));
  g_assert_false (build.pooled);
  g_assert_cmpint (build.piece_memory_mb, ==, GB (320));
  g_assert_cmpint (build.usable_memory_mb, ==, GB (320));
  g_assert_false (build.fits);

  /* Joined by a pooling link, all of it is one pool. */
  split.pooled_scale_out = TRUE;
  g_assert_true (cp_sizing_evaluate (&split, 1, GB (400), &build, &error));
  g_assert_true (build.pooled);
  g_assert_true (build.fits);
}

static void
test_overflow (void)
{
  const CpSizingTier tiers[] = { { TRUE } };
  CpSizingUnit unit = dgx;
  g_autoptr(GError) error = NULL;
  CpSizingBuild builds[1];

  /* A megabyte per unit at a huge price, for a huge requirement: the price
   * does not fit in 64 bits. */
  unit.tier = 0;
  unit.gpu_count = 1;
  unit.nvlink_domain_gpus = 1;
  unit.gpu_memory_mb = 1;
  unit.price_cents = G_MAXINT64 / 1000;
  g_assert_false (cp_sizing_size (tiers, 1, &unit, 1, 10000, builds, NULL, &error));
  g_assert_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_OVERFLOW);
  g_assert_nonnull (strstr (error->message, "units[0]"));
  g_clear_error (&error);

  g_assert_false (cp_sizing_evaluate (&unit, G_MAXINT64 / 2, 1, &builds[0], &error));
  g_assert_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_OVERFLOW);
  /* A build evaluated on its own has no place in a list to name. */
  g_assert_cmpstr (error->message, ==, "4,611,686,018,427,387,903 of this unit are too many to add up");
  g_clear_error (&error);

  /* Nor has a unit sized on its own: 10,000 MB takes 10,000 of it. */
  g_assert_false (cp_sizing_size_unit (&unit, 10000, &builds[0], &error));
  g_assert_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_OVERFLOW);
  g_assert_cmpstr (error->message, ==, "10,000 of this unit are too many to add up");
  g_clear_error (&error);

  /* Large figures that do fit stay exact. */
  unit.price_cents = 100;
  unit.power_w = 1;
  g_assert_true (cp_sizing_size (tiers, 1, &unit, 1, G_MAXINT64 / 1000, builds, NULL, &error));
  g_assert_cmpint (builds[0].count, ==, G_MAXINT64 / 1000);
  g_assert_cmpint (builds[0].price_cents, ==, (G_MAXINT64 / 1000) * 100);
}

static void
test_invalid_input (void)
{
  const CpSizingTier tiers[] = { { TRUE } };
  CpSizingUnit unit = dgx;
  g_autoptr(GError) error = NULL;
  CpSizingBuild builds[1];

  unit.tier = 0;
  g_assert_false (cp_sizing_size (tiers, 1, &unit, 1, 0, builds, NULL, &error));
  g_assert_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID);
  g_clear_error (&error);

  unit.tier = 3;
  g_assert_false (cp_sizing_size (tiers, 1, &unit, 1, 10, builds, NULL, &error));
  g_assert_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID);
  g_clear_error (&error);

  unit = dgx;
  unit.nvlink_domain_gpus = 3;
  g_assert_false (cp_sizing_evaluate (&unit, 1, 10, &builds[0], &error));
  g_assert_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID);
  g_clear_error (&error);

  g_assert_false (cp_sizing_evaluate (&dgx, 0, 10, &builds[0], &error));
  g_assert_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID);
}

static void
test_comparison (void)
{
  const CpSizingComparison comparisons[] = { { 1220 }, { 60 } };
  double ratio = 0;
  int picked;

  /* 30,600 W is about 25 homes. */
  picked = cp_sizing_pick_comparison (comparisons, 2, 30600, &ratio);
  g_assert_cmpint (picked, ==, 0);
  g_assert_cmpfloat_with_epsilon (ratio, 30600.0 / 1220.0, 1e-9);

  /* 450 W is less than a home: light bulbs. */
  picked = cp_sizing_pick_comparison (comparisons, 2, 450, &ratio);
  g_assert_cmpint (picked, ==, 1);
  g_assert_cmpfloat_with_epsilon (ratio, 7.5, 1e-9);

  /* Exactly one home is a home. */
  picked = cp_sizing_pick_comparison (comparisons, 2, 1220, &ratio);
  g_assert_cmpint (picked, ==, 0);

  /* Less than the smallest: the smallest. */
  picked = cp_sizing_pick_comparison (comparisons, 2, 30, &ratio);
  g_assert_cmpint (picked, ==, 1);
  g_assert_cmpfloat_with_epsilon (ratio, 0.5, 1e-9);

  g_assert_cmpint (cp_sizing_pick_comparison (NULL, 0, 30, &ratio), ==, -1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cluster-planner/sizing/memory-from-params", test_memory_from_params);
  g_test_add_func ("/cluster-planner/sizing/memory-rounding", test_memory_rounding);
  g_test_add_func ("/cluster-planner/sizing/memory-invalid", test_memory_invalid);
  g_test_add_func ("/cluster-planner/sizing/precision-names", test_precision_names);
  g_test_add_func ("/cluster-planner/sizing/sum", test_sum);
  g_test_add_func ("/cluster-planner/sizing/exactly-enough", test_exactly_enough);
  g_test_add_func ("/cluster-planner/sizing/count-edges", test_count_edges);
  g_test_add_func ("/cluster-planner/sizing/size-unit", test_size_unit);
  g_test_add_func ("/cluster-planner/sizing/desktop-not-pooled", test_desktop_not_pooled);
  g_test_add_func ("/cluster-planner/sizing/desktop-tier", test_desktop_tier);
  g_test_add_func ("/cluster-planner/sizing/desktop-never-recommended", test_desktop_never_recommended);
  g_test_add_func ("/cluster-planner/sizing/cheapest-in-tier", test_cheapest_in_tier);
  g_test_add_func ("/cluster-planner/sizing/ties", test_ties);
  g_test_add_func ("/cluster-planner/sizing/fitting-beats-cheaper", test_fitting_beats_cheaper);
  g_test_add_func ("/cluster-planner/sizing/recommended-across-tiers", test_recommended_cheapest_across_tiers);
  g_test_add_func ("/cluster-planner/sizing/no-fit-no-recommendation", test_no_fit_no_recommendation);
  g_test_add_func ("/cluster-planner/sizing/empty-tier", test_empty_tier);
  g_test_add_func ("/cluster-planner/sizing/nvlink-domains", test_nvlink_domains);
  g_test_add_func ("/cluster-planner/sizing/overflow", test_overflow);
  g_test_add_func ("/cluster-planner/sizing/invalid-input", test_invalid_input);
  g_test_add_func ("/cluster-planner/sizing/comparison", test_comparison);

  return g_test_run ();
}
