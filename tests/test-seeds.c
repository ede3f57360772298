/* test-seeds.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>

#include "cp-build-facts.h"
#include "cp-build-words.h"
#include "cp-catalog.h"
#include "cp-format.h"
#include "cp-planner.h"
#include "cp-test-planner.h"

/* The numbers on the store's own pages (../shared/seeds), reproduced from
 * the built-in catalog by the sizing engine, one check per test. */

static CpCatalog *catalog;

static CpPlan *
plan_for (const char *first,
          ...)
{
  g_autoptr(GPtrArray) models = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  CpPlan *plan;
  va_list args;

  va_start (args, first);
  for (const char *id = first; id != NULL; id = va_arg (args, const char *))
    {
      CpModel *model = cp_catalog_find_model (catalog, id);

      g_assert_nonnull (model);
      g_ptr_array_add (models, model);
    }
  va_end (args);

  plan = cp_test_catalog_plan (catalog, (CpModel **) models->pdata, models->len, &error);
  g_assert_no_error (error);
  g_assert_nonnull (plan);

  return plan;
}

static void
assert_build (CpBuild    *build,
              const char *tier,
              const char *unit,
              gint64      count,
              gint64      memory_gb)
{
  g_assert_nonnull (build);
  g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_build_get_tier (build))), ==, tier);
  g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_build_get_unit (build))), ==, unit);
  g_assert_cmpint (cp_build_get_count (build), ==, count);
  g_assert_cmpint (cp_build_get_memory_mb (build), ==, memory_gb * CP_MB_PER_GB);
}

static void
test_deepseek_v4_pro (void)
{
  g_autoptr(CpPlan) plan = plan_for ("deepseek-v4-pro", NULL);
  CpBuild *recommended = cp_plan_get_recommended (plan);
  g_autofree char *title = NULL;
  g_autofree char *verdict = NULL;
  g_autofree char *comparison = NULL;

  /* "3 DGX H100 systems, networked together, give 1,920GB of pooled GPU
   * memory — exactly enough headroom for DeepSeek V4 Pro's 1,920GB minimum." */
  g_assert_cmpint (cp_plan_get_required_mb (plan), ==, 1920000);
  assert_build (recommended, "startup", "dgx-h100", 3, 1920);
  g_assert_cmpint (cp_build_get_usable_memory_mb (recommended), ==, 1920000);
  g_assert_true (cp_build_get_pooled (recommended));
  g_assert_true (cp_build_get_fits (recommended));
  g_assert_cmpint (cp_build_get_power_w (recommended), ==, 30600);
  g_assert_cmpint (cp_build_get_price_cents (recommended), ==, 59700000);

  title = cp_build_dup_title (recommended);
  g_assert_cmpstr (title, ==, "3 × NVIDIA DGX H100");
  verdict = cp_build_dup_verdict (recommended);
  g_assert_true (g_str_has_prefix (verdict, "1,920 GB, one pool over"));
  g_assert_true (g_str_has_suffix (verdict, "exactly enough"));
  comparison = cp_build_dup_power_comparison (recommended);
  g_assert_cmpstr (comparison, ==, "about 25 average US homes");
}

static void
test_glm_5_2_max (void)
{
  g_autoptr(CpPlan) plan = plan_for ("glm-5.2-max", NULL);

  /* "2 DGX H100 systems give 1,280GB of pooled memory, comfortably above
   * GLM 5.2 Max's 903.6GB minimum, at the lowest real unit count." */
  g_assert_cmpint (cp_plan_get_required_mb (plan), ==, 903600);
  assert_build (cp_plan_get_recommended (plan), "startup", "dgx-h100", 2, 1280);
}

static void
test_nemotron_3_ultra (void)
{
  g_autoptr(CpPlan) plan = plan_for ("nemotron-3-ultra", NULL);

  /* "Nemotron 3 Ultra needs 660GB minimum — just over what a single DGX
   * H100 (640GB) provides, so the cheapest safe build is 2 DGX H100 systems
   * (1,280GB)." */
  g_assert_cmpint (cp_plan_get_required_mb (plan), ==, 660000);
  assert_build (cp_plan_get_recommended (plan), "startup", "dgx-h100", 2, 1280);
}

static void
test_all_three_together (void)
{
  g_autoptr(CpPlan) plan = plan_for ("deepseek-v4-pro", "glm-5.2-max", "nemotron-3-ultra", NULL);
  CpBuild *growth = cp_plan_find_build (plan, "growth");

  /* "One GB200 NVL72 rack provides 13,824GB of GPU memory in a single NVLink
   * domain — enough to run all three models on this site simultaneously." */
  g_assert_cmpint (cp_plan_get_required_mb (plan), ==, 3483600);
  assert_build (growth, "growth", "gb200-nvl72", 1, 13824);
  g_assert_true (cp_build_get_pooled (growth));
  g_assert_true (cp_build_get_fits (growth));
  g_assert_cmpint (cp_build_get_gpus (growth), ==, 72);

  /* "… with room to spare for growth": the rack is the build with the
   * most room to grow, beside the cheaper recommendation. */
  g_assert_true (cp_plan_get_most_room (plan) == growth);
  g_assert_false (cp_build_get_recommended (growth));
}

static void
test_four_rtx_4090 (void)
{
  CpUnit *card = cp_catalog_find_unit (catalog, "rtx-4090-card");
  CpModel *llama = cp_catalog_find_model (catalog, "llama-65b");
  g_autoptr(CpBuild) build = NULL;
  g_autoptr(GError) error = NULL;

  /* "Run a 156 GB model? No — 96 GB total, fragmented"; "450 W × 4 = 1,800
   * W"; "96 GB (4 × 24 GB, not pooled)"; "~$10,000". */
  g_assert_cmpint (cp_model_get_min_memory_mb (llama), ==, 156000);
  build = cp_test_catalog_evaluate (catalog, card, 4, cp_model_get_min_memory_mb (llama), 1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cp_build_get_memory_mb (build), ==, 96000);
  g_assert_cmpint (cp_build_get_usable_memory_mb (build), ==, 24000);
  g_assert_cmpint (cp_build_get_power_w (build), ==, 1800);
  g_assert_cmpint (cp_build_get_price_cents (build), ==, 1000000);
  g_assert_false (cp_build_get_pooled (build));
  g_assert_false (cp_build_get_fits (build));
  g_assert_false (cp_build_get_recommendable (build));
}

static void
test_two_dgx_h200 (void)
{
  CpUnit *dgx = cp_catalog_find_unit (catalog, "dgx-h200");
  CpModel *llama = cp_catalog_find_model (catalog, "llama-65b");
  g_autoptr(CpBuild) build = NULL;
  g_autoptr(GError) error = NULL;

  /* "2,256 GB (16 × 141 GB, fully pooled)"; "10,200 W × 2 = 20,400 W";
   * "~$930,000"; "Run a 156 GB model? Yes — 2,256 GB available". */
  build = cp_test_catalog_evaluate (catalog, dgx, 2, cp_model_get_min_memory_mb (llama), 1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cp_build_get_memory_mb (build), ==, 2256000);
  g_assert_cmpint (cp_build_get_usable_memory_mb (build), ==, 2256000);
  g_assert_cmpint (cp_build_get_gpus (build), ==, 16);
  g_assert_cmpint (cp_build_get_power_w (build), ==, 20400);
  g_assert_cmpint (cp_build_get_price_cents (build), ==, 93000000);
  g_assert_true (cp_build_get_pooled (build));
  g_assert_true (cp_build_get_fits (build));
}

static void
test_deepseek_v3_fp8 (void)
{
  CpModel *v3 = cp_catalog_find_model (catalog, "deepseek-v3");
  CpUnit *dgx = cp_catalog_find_unit (catalog, "dgx-h200");
  g_autoptr(CpBuild) build = NULL;
  g_autoptr(GError) error = NULL;

  /* "a 671B-parameter model that needs 805 GB of VRAM fits comfortably" on
   * two DGX H200; 671B at FP8 is 805.2 GB. */
  g_assert_cmpint (cp_model_get_min_memory_mb (v3), ==, 805200);
  build = cp_test_catalog_evaluate (catalog, dgx, 2, cp_model_get_min_memory_mb (v3), 1, &error);
  g_assert_no_error (error);
  g_assert_true (cp_build_get_fits (build));
}

static void
test_comparison_table (void)
{
  /* The store's table: 4 × RTX 4090 against 2 × DGX H200, for a 156 GB
   * model. Each row as the page words it, where the page has words. */
  static const char *expected[CP_N_BUILD_FACTS][3] = {
    { "Connection", "PCIe through the CPU", "NVLink 4 + InfiniBand NDR" },
    { "GPU-to-GPU bandwidth",
      "32 GB/s (PCIe 4.0 x16, each way, through the CPU) + 64 GB/s (PCIe through the CPU, shared by every card)",
      "900 GB/s (NVLink 4, per GPU, through NVSwitch) + 50 GB/s (InfiniBand NDR, 400 Gb/s per port)" },
    { "Memory pooling", "No — each card is isolated", "Yes — all 16 GPUs are one pool" },
    { "Run a 156 GB model?", "No — 96 GB total, fragmented", "Yes — 2,256 GB available" },
    { "Failover", "None — one card dies, job dies", "Hardware HA, Kubernetes scheduling" },
    { "Scheduling", "Manual / ad hoc", "Slurm / K8s / NGC containers" },
    { "Power", "450 W × 4 = 1,800 W, about 1.5 average US homes",
      "10,200 W × 2 = 20,400 W, about 17 average US homes" },
    { "Total memory", "96 GB (4 × 24 GB, not pooled)", "2,256 GB (16 × 141 GB, fully pooled)" },
    { "Price", "$10,000", "$930,000" },
  };
  gint64 required = cp_model_get_min_memory_mb (cp_catalog_find_model (catalog, "llama-65b"));
  g_autoptr(CpBuild) cards = NULL;
  g_autoptr(CpBuild) dgx = NULL;

  cards = cp_test_catalog_evaluate (catalog, cp_catalog_find_unit (catalog, "rtx-4090-card"), 4,
                               required, 1, NULL);
  dgx = cp_test_catalog_evaluate (catalog, cp_catalog_find_unit (catalog, "dgx-h200"), 2,
                             required, 1, NULL);

  for (guint i = 0; i < CP_N_BUILD_FACTS; i++)
    {
      g_autofree char *label = cp_build_fact_dup_label (i, required);
      g_autofree char *left = cp_build_dup_fact (cards, i);
      g_autofree char *right = cp_build_dup_fact (dgx, i);

      g_assert_cmpstr (label, ==, expected[i][0]);
      g_assert_cmpstr (left, ==, expected[i][1]);
      g_assert_cmpstr (right, ==, expected[i][2]);
    }
}

/* Like with like: NVLink bandwidth per GPU on both sides, and the NVL72's
 * "130 TB/s across a full NVL72 rack" as the total it is. */
static void
test_bandwidth_per_gpu (void)
{
  /* Each card's own host link, as its drawing says it: the RTX 4090 on
   * PCIe 4.0 gets half the RTX 5090's on PCIe 5.0 (both showed the shared
   * 64 GB/s), with the figure's source. */
  g_autoptr(CpBuild) cards_4090 = cp_test_catalog_evaluate (catalog, cp_catalog_find_unit (catalog, "rtx-4090-card"), 2,
                                                       1000, 1, NULL);
  g_autoptr(CpBuild) cards_5090 = cp_test_catalog_evaluate (catalog, cp_catalog_find_unit (catalog, "rtx-5090-card"), 2,
                                                       1000, 1, NULL);
  g_autofree char *row_4090 = cp_build_dup_fact (cards_4090, CP_BUILD_FACT_BANDWIDTH);
  g_autofree char *row_5090 = cp_build_dup_fact (cards_5090, CP_BUILD_FACT_BANDWIDTH);

  g_assert_cmpstr (row_4090, ==, "32 GB/s (PCIe 4.0 x16, each way, through the CPU) + "
                                 "64 GB/s (PCIe through the CPU, shared by every card)");
  g_assert_cmpstr (row_5090, ==, "64 GB/s (PCIe 5.0 x16, each way, through the CPU) + "
                                 "64 GB/s (PCIe through the CPU, shared by every card)");
  g_assert_cmpstr (cp_build_get_fact_source (cards_4090, CP_BUILD_FACT_BANDWIDTH), ==,
                   "PCI-SIG: PCIe 4.0 x16, about 32 GB/s each way");

  gint64 required = cp_model_get_min_memory_mb (cp_catalog_find_model (catalog, "deepseek-v4-pro"));
  g_autoptr(CpBuild) dgx = cp_test_catalog_evaluate (catalog, cp_catalog_find_unit (catalog, "dgx-h100"), 3,
                                                required, 1, NULL);
  g_autoptr(CpBuild) rack = cp_test_catalog_evaluate (catalog, cp_catalog_find_unit (catalog, "gb200-nvl72"), 1,
                                                 required, 1, NULL);
  g_autoptr(CpBuild) racks = cp_test_catalog_evaluate (catalog, cp_catalog_find_unit (catalog, "gb200-nvl72"), 2,
                                                  required, 1, NULL);
  g_autofree char *dgx_row = cp_build_dup_fact (dgx, CP_BUILD_FACT_BANDWIDTH);
  g_autofree char *rack_row = cp_build_dup_fact (rack, CP_BUILD_FACT_BANDWIDTH);
  g_autofree char *racks_row = cp_build_dup_fact (racks, CP_BUILD_FACT_BANDWIDTH);

  g_assert_cmpstr (dgx_row, ==,
                   "900 GB/s (NVLink 4, per GPU, through NVSwitch) + 50 GB/s (InfiniBand NDR, 400 Gb/s per port)");
  g_assert_cmpstr (rack_row, ==,
                   "1,800 GB/s per GPU (NVLink 5); 130,000 GB/s in total "
                   "(across the whole rack, through NVLink switch trays)");
  g_assert_cmpstr (racks_row, ==,
                   "1,800 GB/s per GPU (NVLink 5); 130,000 GB/s in total "
                   "(across the whole rack, through NVLink switch trays) "
                   "+ 50 GB/s (InfiniBand NDR, 400 Gb/s per port)");
}

static void
test_unit_memory (void)
{
  /* "1 GPU, 80 GB"; "1 DGX H100, 640 GB"; "GB200 NVL72, 13,824 GB". */
  g_assert_cmpint (cp_unit_get_memory_mb (cp_catalog_find_unit (catalog, "h100-pcie-gpu")), ==, 80000);
  g_assert_cmpint (cp_unit_get_memory_mb (cp_catalog_find_unit (catalog, "dgx-h100")), ==, 640000);
  g_assert_cmpint (cp_unit_get_memory_mb (cp_catalog_find_unit (catalog, "gb200-nvl72")), ==, 13824000);
  g_assert_cmpint (cp_unit_get_nvlink_domain_gpus (cp_catalog_find_unit (catalog, "gb200-nvl72")), ==, 72);
}

/* The memory of the largest desktop card of the catalog. */
static gint64
largest_card_mb (void)
{
  GListModel *units = cp_catalog_get_units (catalog);
  gint64 largest = 0;

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(CpUnit) unit = g_list_model_get_item (units, i);

      if (cp_unit_get_desktop (unit))
        largest = MAX (largest, cp_unit_get_memory_mb (unit));
    }

  return largest;
}

static void
test_desktop_never_recommended (void)
{
  GListModel *models = cp_catalog_get_models (catalog);
  gint64 card_mb = largest_card_mb ();

  /* "every recommended build in this store uses real datacenter hardware —
   * never a stack of desktop cards", for every model of the catalog. */
  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModel) model = g_list_model_get_item (models, i);
      g_autoptr(CpPlan) plan = plan_for (cp_item_get_id (CP_ITEM (model)), NULL);
      CpBuild *desktop = cp_plan_find_build (plan, "desktop");
      CpBuild *recommended = cp_plan_get_recommended (plan);

      g_assert_nonnull (recommended);
      g_assert_false (cp_unit_get_desktop (cp_build_get_unit (recommended)));
      g_assert_nonnull (desktop);
      g_assert_false (cp_build_get_recommended (desktop));
      /* Cards never pool: the desktop build fits only a model one card
       * holds whole (of the built-in models, Llama 3.1 8B and
       * gpt-oss-20b), and then it is that one card. */
      g_assert_cmpint (cp_build_get_fits (desktop), ==, cp_model_get_min_memory_mb (model) <= card_mb);
      if (cp_build_get_fits (desktop))
        g_assert_cmpint (cp_build_get_count (desktop), ==, 1);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  catalog = cp_catalog_new_builtin (&error);
  g_assert_no_error (error);

  g_test_add_func ("/cluster-planner/seeds/deepseek-v4-pro", test_deepseek_v4_pro);
  g_test_add_func ("/cluster-planner/seeds/glm-5.2-max", test_glm_5_2_max);
  g_test_add_func ("/cluster-planner/seeds/nemotron-3-ultra", test_nemotron_3_ultra);
  g_test_add_func ("/cluster-planner/seeds/all-three-together", test_all_three_together);
  g_test_add_func ("/cluster-planner/seeds/four-rtx-4090", test_four_rtx_4090);
  g_test_add_func ("/cluster-planner/seeds/two-dgx-h200", test_two_dgx_h200);
  g_test_add_func ("/cluster-planner/seeds/deepseek-v3-fp8", test_deepseek_v3_fp8);
  g_test_add_func ("/cluster-planner/seeds/comparison-table", test_comparison_table);
  g_test_add_func ("/cluster-planner/seeds/bandwidth-per-gpu", test_bandwidth_per_gpu);
  g_test_add_func ("/cluster-planner/seeds/unit-memory", test_unit_memory);
  g_test_add_func ("/cluster-planner/seeds/desktop-never-recommended", test_desktop_never_recommended);

  status = g_test_run ();
  g_assert_finalize_object (catalog);

  return status;
}
