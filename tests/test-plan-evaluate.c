/* test-plan-evaluate.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>

#include "cp-build-facts.h"
#include "cp-catalog.h"
#include "cp-test-plan.h"
#include "cp-test-planner.h"

/* A build chosen by hand, as Compare picks it, for a plan's models: by
 * their minimum memory without a workload, and with one, how that count
 * of units serves it — the same layout the plan's own build of that unit
 * and count has, and the workload rows of the comparison. */

static CpCatalog *catalog;

/* On the one catalog the hand-picked builds come from. */
static CpPlan *
plan_for (const char *model_id,
          gint64      context,
          gint64      users)
{
  g_autoptr(CpPlanWorkload) workload = context > 0 ? cp_plan_workload_new (context, users, CP_KV_CACHE_BF16)
                                                   : NULL;

  return cp_test_plan_with (catalog, cp_catalog_find_model (catalog, model_id), workload);
}

/* Without a workload: the minimum memory, no serving, as before. */
static void
test_store_minimum (void)
{
  g_autoptr(CpPlan) plan = plan_for ("llama-3.1-70b", 0, 0);
  g_autoptr(CpBuild) build = cp_test_evaluate (catalog, plan, "dgx-h100", 1);

  g_assert_null (cp_plan_get_workload (plan));
  g_assert_null (cp_build_get_serving (build));
  g_assert_true (cp_build_get_fits (build));
}

/* The count the plan picked serves the workload with the plan's layout. */
static void
test_same_as_plan (void)
{
  g_autoptr(CpPlan) plan = plan_for ("llama-3.1-70b", 32768, 16);
  CpBuild *planned = cp_plan_find_build (plan, "startup");
  g_autoptr(CpBuild) picked = cp_test_evaluate (catalog, plan, "dgx-h100", cp_build_get_count (planned));
  g_autoptr(CpModelServing) a = NULL;
  g_autoptr(CpModelServing) b = NULL;
  const CpLayout *planned_layout = cp_test_first_layout (planned, &a);
  const CpLayout *picked_layout = cp_test_first_layout (picked, &b);

  g_assert_nonnull (cp_plan_get_workload (plan));
  g_assert_cmpint (cp_serving_get_verdict (cp_build_get_serving (picked)), ==, CP_SERVING_FITS);
  g_assert_true (cp_build_get_fits (picked));
  g_assert_cmpint (picked_layout->tensor_parallel, ==, planned_layout->tensor_parallel);
  g_assert_cmpint (picked_layout->pipeline_parallel, ==, planned_layout->pipeline_parallel);
  g_assert_cmpint (picked_layout->replicas, ==, planned_layout->replicas);
  g_assert_cmpint (picked_layout->total_bytes, ==, planned_layout->total_bytes);
}

/* Too few units: it does not serve the workload, and says how close it
 * comes; more units take more copies. */
static void
test_counts (void)
{
  g_autoptr(CpPlan) plan = plan_for ("llama-3.1-70b", 32768, 64);
  g_autoptr(CpBuild) cards = cp_test_evaluate (catalog, plan, "rtx-4090-card", 4);
  g_autoptr(CpBuild) two = cp_test_evaluate (catalog, plan, "dgx-h100", 2);
  g_autoptr(CpModelServing) serving = NULL;
  const CpLayout *layout = cp_test_first_layout (two, &serving);

  g_assert_cmpint (cp_serving_get_verdict (cp_build_get_serving (cards)), ==, CP_SERVING_DOES_NOT_FIT);
  g_assert_false (cp_build_get_fits (cards));

  /* docs/sizing.md §10.1: a copy of tensor parallel 8 takes 38 users at 32K, so 64
   * users need two copies, one per system. */
  g_assert_cmpint (cp_serving_get_verdict (cp_build_get_serving (two)), ==, CP_SERVING_FITS);
  g_assert_cmpint (layout->tensor_parallel, ==, 8);
  g_assert_cmpint (layout->replicas, ==, 2);
  g_assert_cmpint (cp_serving_get_gpus_used (cp_build_get_serving (two)), ==, 16);
}

/* A unit picked by hand is sized as a tier of its own: for the workload,
 * the fewest units that serve it, which can be more than the models'
 * minimum memory takes; without one, by that minimum. */
static void
test_size_unit (void)
{
  g_autoptr(CpPlan) plan = plan_for ("llama-3.1-70b", 32768, 64);
  g_autoptr(CpPlan) store = plan_for ("llama-3.1-70b", 0, 0);
  CpUnit *dgx = cp_catalog_find_unit (catalog, "dgx-h100");
  g_autoptr(GError) error = NULL;
  g_autoptr(CpBuild) sized = cp_test_catalog_size_unit_for_plan (catalog, dgx, plan, &error);
  g_autoptr(CpBuild) plain = NULL;
  g_autoptr(CpBuild) one = cp_test_evaluate (catalog, plan, "dgx-h100", 1);

  g_assert_no_error (error);
  plain = cp_test_catalog_size_unit_for_plan (catalog, dgx, store, &error);
  g_assert_no_error (error);

  /* docs/sizing.md §10.1: 38 users a copy at 32K, so 64 users take two copies of
   * tensor parallel 8, one per system; one system does not serve them. */
  g_assert_cmpint (cp_serving_get_verdict (cp_build_get_serving (one)), ==, CP_SERVING_DOES_NOT_FIT);
  g_assert_cmpint (cp_build_get_count (sized), ==, 2);
  g_assert_cmpint (cp_serving_get_verdict (cp_build_get_serving (sized)), ==, CP_SERVING_FITS);
  g_assert_false (cp_build_get_recommended (sized));

  /* 168 GB in one DGX H100 of 640 GB. */
  g_assert_cmpint (cp_build_get_count (plain), ==, 1);
  g_assert_null (cp_build_get_serving (plain));
}

/* The comparison's workload rows, from the serving words. */
static void
test_facts (void)
{
  g_autoptr(CpPlan) plan = plan_for ("llama-3.1-70b", 32768, 16);
  g_autoptr(CpPlan) store = plan_for ("llama-3.1-70b", 0, 0);
  g_autoptr(CpBuild) dgx = cp_test_evaluate (catalog, plan, "dgx-h100", 1);
  g_autoptr(CpBuild) plain = cp_test_evaluate (catalog, store, "dgx-h100", 1);
  static const struct
  {
    CpBuildFact fact;
    const char *label;
    const char *text;
  } rows[] = {
    { CP_BUILD_FACT_SERVING, "Serves the workload?", "Fits this workload on 8 of 8 GPUs" },
    { CP_BUILD_FACT_LAYOUT, "Layout", "8 GPUs of one NVIDIA DGX H100 work as one copy: tensor parallel 8" },
    { CP_BUILD_FACT_USERS, "Users at this context", "Up to 38 users at 32,768 tokens" },
    { CP_BUILD_FACT_PEAK, "Fullest GPU", "43 GiB of 71.3 GiB usable" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autofree char *label = cp_build_fact_dup_label (rows[i].fact, 0);
      g_autofree char *text = cp_build_dup_fact (dgx, rows[i].fact);
      g_autofree char *none = cp_build_dup_fact (plain, rows[i].fact);

      g_assert_true (cp_build_fact_is_workload (rows[i].fact));
      g_assert_cmpstr (label, ==, rows[i].label);
      g_assert_cmpstr (text, ==, rows[i].text);
      g_assert_cmpstr (none, ==, "No workload set");
    }
  g_assert_false (cp_build_fact_is_workload (CP_BUILD_FACT_PRICE));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;

  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  catalog = cp_catalog_new_builtin (&error);
  g_assert_no_error (error);

  g_test_add_func ("/cluster-planner/plan-evaluate/store-minimum", test_store_minimum);
  g_test_add_func ("/cluster-planner/plan-evaluate/same-as-plan", test_same_as_plan);
  g_test_add_func ("/cluster-planner/plan-evaluate/counts", test_counts);
  g_test_add_func ("/cluster-planner/plan-evaluate/size-unit", test_size_unit);
  g_test_add_func ("/cluster-planner/plan-evaluate/facts", test_facts);

  return g_test_run ();
}
