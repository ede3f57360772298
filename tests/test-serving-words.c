/* test-serving-words.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "cp-architecture-words.h"
#include "cp-build-words.h"
#include "cp-catalog.h"
#include "cp-model-serving-words.h"
#include "cp-serving-words.h"
#include "cp-test-plan.h"
#include "cp-test-util.h"
#include "cp-workload-words.h"

/* The words about how a build serves a workload, from their one source,
 * on the built-in catalog and the worked examples of docs/sizing.md §10: the
 * layout in plain words for one copy, copies side by side and pipeline
 * stages across systems; users and context; what each GPU holds. */

/* The one model's serving on the build of @tier. */
static CpModelServing *
model_serving (CpPlan      *plan,
               const char  *tier,
               CpBuild    **build)
{
  *build = cp_plan_find_build (plan, tier);

  return cp_test_first_serving (*build);
}

static char *
layout_words (CpPlan     *plan,
              const char *tier)
{
  CpBuild *build;
  g_autoptr(CpModelServing) serving = model_serving (plan, tier, &build);

  return cp_model_serving_dup_layout (serving, build);
}

/* docs/sizing.md §10.1: Llama 3.1 70B, 32K × 16 users: tensor parallel 8 on one
 * DGX H100, 38 users at most, 16.4 + 20 + 6.6 GiB per GPU. */
static void
test_one_copy (void)
{
  g_autoptr(CpPlan) plan = cp_test_plan_for ("llama-3.1-70b", 32768, 16, CP_KV_CACHE_BF16);
  CpBuild *build;
  g_autoptr(CpModelServing) serving = model_serving (plan, "startup", &build);
  CpServing *whole = cp_build_get_serving (build);
  g_autofree char *layout = cp_model_serving_dup_layout (serving, build);
  g_autofree char *users = cp_model_serving_dup_users (serving, whole);
  g_autofree char *context = cp_model_serving_dup_context (serving, whole);
  g_autofree char *memory = cp_model_serving_dup_memory (serving);
  g_autofree char *peak = cp_model_serving_dup_peak (serving);
  g_autofree char *used = cp_serving_dup_gpus_used (build);
  g_autofree char *workload = cp_serving_dup_workload (whole);
  g_autofree char *summary = cp_serving_dup_summary (build);

  g_assert_cmpstr (layout, ==, "8 GPUs of one NVIDIA DGX H100 work as one copy: tensor parallel 8");
  g_assert_cmpstr (users, ==, "Up to 38 users at 32,768 tokens");
  g_assert_cmpstr (context, ==, "16 users can each have up to 79,088 tokens");
  g_assert_cmpstr (memory, ==, "Each GPU: 16.4 GiB weights + 20 GiB KV cache + 6.6 GiB overhead = "
                               "43 GiB of 71.3 GiB usable");
  g_assert_cmpstr (peak, ==, "43 GiB of 71.3 GiB usable");
  g_assert_cmpstr (used, ==, "On 8 of 8 GPUs");
  g_assert_cmpstr (workload, ==, "32,768 tokens per request, 16 users at a time, KV cache in bf16");
  g_assert_cmpstr (cp_serving_verdict_get_label (cp_serving_get_verdict (whole)), ==,
                   "Fits this workload");
  g_assert_null (cp_model_serving_get_note (serving));

  /* A screen reader hears all of it. */
  g_assert_nonnull (strstr (summary, "Fits this workload"));
  g_assert_nonnull (strstr (summary, layout));
  g_assert_nonnull (strstr (summary, users));
  g_assert_nonnull (strstr (summary, memory));
}

/* docs/sizing.md §10.2: DeepSeek-V3 at 128K × 8 with an fp8 KV cache needs two
 * DGX H100, one pipeline stage each. */
static void
test_pipeline (void)
{
  g_autoptr(CpPlan) plan = cp_test_plan_for ("deepseek-v3", 131072, 8, CP_KV_CACHE_FP8);
  g_autofree char *layout = layout_words (plan, "startup");

  g_assert_cmpstr (layout, ==, "2 systems, 8 GPUs each, one pipeline stage per system: "
                               "tensor parallel 8 × pipeline parallel 2");
}

/* The layout of the one model on the build of @tier. */
static const CpLayout *
layout_of (CpPlan     *plan,
           const char *tier)
{
  CpBuild *build;
  g_autoptr(CpModelServing) serving = model_serving (plan, tier, &build);

  /* The build, and so the serving, is the plan's. */
  return cp_model_serving_get_layout (serving);
}

/* Llama 3.1 8B for 64 users at 32K: a whole copy on each card, or each
 * GPU; for 16 users at 128K on DGX H100s, copies of two GPUs each (one
 * GPU holds only three such requests, a pair eight). The words count the
 * layout's copies. */
static void
test_copies (void)
{
  g_autoptr(CpPlan) plan = cp_test_plan_for ("llama-3.1-8b", 32768, 64, CP_KV_CACHE_BF16);
  g_autoptr(CpPlan) longest = cp_test_plan_for ("llama-3.1-8b", 131072, 16, CP_KV_CACHE_BF16);
  g_autofree char *cards = layout_words (plan, "desktop");
  g_autofree char *gpus = layout_words (plan, "entry");
  g_autofree char *dgx = layout_words (longest, "startup");
  const CpLayout *on_cards = layout_of (plan, "desktop");
  const CpLayout *on_gpus = layout_of (plan, "entry");
  const CpLayout *on_dgx = layout_of (longest, "startup");
  g_autofree char *expected_cards = NULL;
  g_autofree char *expected_gpus = NULL;
  g_autofree char *expected_dgx = NULL;

  g_assert_cmpint (on_cards->tensor_parallel, ==, 1);
  g_assert_cmpint (on_gpus->tensor_parallel, ==, 1);
  g_assert_cmpint (on_dgx->tensor_parallel, ==, 2);
  g_assert_cmpint (on_dgx->replicas, >, 1);
  expected_cards = g_strdup_printf ("%" G_GINT64_FORMAT " copies side by side, one whole copy per card",
                                    on_cards->replicas);
  expected_gpus = g_strdup_printf ("%" G_GINT64_FORMAT " copies side by side, one whole copy per GPU",
                                   on_gpus->replicas);
  expected_dgx = g_strdup_printf ("%" G_GINT64_FORMAT " copies side by side, each on 2 GPUs working "
                                  "as one: tensor parallel 2", on_dgx->replicas);

  g_assert_cmpstr (cards, ==, expected_cards);
  g_assert_cmpstr (gpus, ==, expected_gpus);
  g_assert_cmpstr (dgx, ==, expected_dgx);
}

/* Llama 3.1 70B at its longest context for 64 users: copies, each over
 * two systems; every user gets all the model reads. */
static void
test_staged_copies (void)
{
  g_autoptr(CpPlan) plan = cp_test_plan_for ("llama-3.1-70b", 131072, 64, CP_KV_CACHE_BF16);
  CpBuild *build;
  g_autoptr(CpModelServing) serving = model_serving (plan, "startup", &build);
  const CpLayout *layout = cp_model_serving_get_layout (serving);
  g_autofree char *words = cp_model_serving_dup_layout (serving, build);
  g_autofree char *context = cp_model_serving_dup_context (serving, cp_build_get_serving (build));
  g_autofree char *expected = NULL;

  g_assert_cmpint (layout->pipeline_parallel, ==, 2);
  g_assert_cmpint (layout->tensor_parallel, ==, 8);
  g_assert_cmpint (layout->replicas, >, 1);
  expected = g_strdup_printf ("%" G_GINT64_FORMAT " copies side by side, each across 2 systems, "
                              "8 GPUs per system, one pipeline stage per system: tensor parallel 8 × "
                              "pipeline parallel 2", layout->replicas);
  g_assert_cmpstr (words, ==, expected);
  g_assert_cmpstr (context, ==, "64 users can each have the longest context the model reads, "
                                "131,072 tokens");
}

/* A build that does not serve the workload says how far off its closest
 * layout is, and that not one user fits. */
static void
test_does_not_fit (void)
{
  g_autoptr(CpPlan) plan = cp_test_plan_for ("llama-3.1-70b", 32768, 16, CP_KV_CACHE_BF16);
  CpBuild *build;
  g_autoptr(CpModelServing) serving = model_serving (plan, "desktop", &build);
  g_autofree char *users = cp_model_serving_dup_users (serving, cp_build_get_serving (build));
  g_autofree char *context = cp_model_serving_dup_context (serving, cp_build_get_serving (build));
  g_autofree char *used = cp_serving_dup_gpus_used (build);

  g_assert_cmpint (cp_model_serving_get_verdict (serving), ==, CP_SERVING_DOES_NOT_FIT);
  g_assert_cmpstr (users, ==, "Not even one user at 32,768 tokens");
  g_assert_null (context);
  g_assert_cmpstr (used, ==, "The closest it comes:");

  /* Its closest layout, one card, does not hold a copy: it was "One card
   * holds a whole copy" under "Does not fit this workload". */
  {
    g_autofree char *layout = cp_model_serving_dup_layout (serving, build);

    g_assert_cmpstr (layout, ==, "A whole copy does not fit on one card");
  }
}

/* One user is said as one: "Каждому из 1 пользователя" read wrong in
 * Russian, whose plural form for 1 is also 21's. */
static void
test_one_user (void)
{
  g_autoptr(CpPlan) plan = cp_test_plan_for ("llama-3.1-70b", 32768, 1, CP_KV_CACHE_BF16);
  CpBuild *build;
  g_autoptr(CpModelServing) serving = model_serving (plan, "startup", &build);
  g_autofree char *context = cp_model_serving_dup_context (serving, cp_build_get_serving (build));

  g_assert_nonnull (context);
  g_assert_true (g_str_has_prefix (context, "The one user can have "));
}

/* With the workload on, the warning of a build with nothing to spare no
 * longer asks to size it for a workload. */
static void
test_spare_warning_with_workload (void)
{
  g_autoptr(CpPlan) sized = cp_test_plan_for ("llama-3.1-70b", 32768, 16, CP_KV_CACHE_BF16);
  g_autoptr(CpPlan) unknown = cp_test_plan_for ("deepseek-v4-pro", 32768, 16, CP_KV_CACHE_BF16);
  CpBuild *exact = cp_plan_find_build (unknown, "startup");
  g_autofree char *warning = cp_build_dup_spare_warning (exact);

  /* 3 × 640 GB is DeepSeek V4 Pro's 1,920 GB exactly. */
  g_assert_cmpint (cp_build_get_spare_mb (exact), ==, 0);
  g_assert_nonnull (warning);
  g_assert_null (strstr (warning, "size it for a workload"));
  g_assert_nonnull (strstr (warning, "config.json"));

  for (guint i = 0; i < g_list_model_get_n_items (cp_plan_get_builds (sized)); i++)
    {
      g_autoptr(CpBuild) build = g_list_model_get_item (cp_plan_get_builds (sized), i);
      g_autofree char *none = cp_build_dup_spare_warning (build);

      g_assert_null (none);
    }
}

/* Llama 3.1 70B served in NVFP4 at 8K × 4: 40 GiB of weights would fit one
 * H100 by memory, but the H100 (compute capability 9.0) has no FP4 tensor
 * cores (NVIDIA, "CUDA GPUs — Compute Capability"; docs/sizing.md §8.1):
 * one verdict, the reason, and no line of users or memory that reads as
 * if it fitted. The recommendation is a Blackwell build. */
static void
test_not_native (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (8192, 4, CP_KV_CACHE_BF16);
  CpWeightFormat nvfp4;
  g_autoptr(CpPlan) plan = NULL;
  CpBuild *build;
  g_autoptr(CpModelServing) serving = NULL;
  g_autofree char *layout = NULL;
  g_autofree char *users = NULL;
  g_autofree char *context = NULL;
  g_autofree char *memory = NULL;
  g_autofree char *summary = NULL;

  g_assert_no_error (error);
  g_assert_true (cp_weight_format_from_string ("nvfp4", &nvfp4));
  cp_plan_workload_set_weights (workload, "llama-3.1-70b", &nvfp4);
  plan = cp_test_plan_with (catalog, cp_catalog_find_model (catalog, "llama-3.1-70b"), workload);

  serving = model_serving (plan, "entry", &build);
  layout = cp_model_serving_dup_layout (serving, build);
  users = cp_model_serving_dup_users (serving, cp_build_get_serving (build));
  context = cp_model_serving_dup_context (serving, cp_build_get_serving (build));
  memory = cp_model_serving_dup_memory (serving);
  summary = cp_serving_dup_summary (build);

  g_assert_cmpint (cp_model_serving_get_verdict (serving), ==, CP_SERVING_DOES_NOT_FIT);
  g_assert_cmpstr (layout, ==, "NVFP4 weights need Blackwell GPUs (FP4 tensor cores); the NVIDIA "
                               "H100 PCIe has none");
  g_assert_null (users);
  g_assert_null (context);
  g_assert_null (memory);
  g_assert_nonnull (strstr (summary, "the NVIDIA H100 PCIe has none."));
  g_assert_null (strstr (summary, "usable"));

  /* The GPUs of the recommended build run NVFP4: a DGX B200 (10.0). */
  build = cp_plan_get_recommended (plan);
  g_assert_nonnull (build);
  g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_build_get_unit (build))), ==, "dgx-b200");
  g_clear_object (&serving);
  serving = cp_test_first_serving (build);
  g_assert_false (cp_model_serving_get_layout (serving)->format_not_native);
  g_assert_cmpint (cp_model_serving_get_verdict (serving), ==, CP_SERVING_FITS);
}

/* A model without a published architecture has no layout: the words say
 * why it is sized by its minimum memory. */
static void
test_unknown (void)
{
  g_autoptr(CpPlan) plan = cp_test_plan_for ("deepseek-v4-pro", 32768, 16, CP_KV_CACHE_BF16);
  CpBuild *build;
  g_autoptr(CpModelServing) serving = model_serving (plan, "startup", &build);
  g_autofree char *layout = cp_model_serving_dup_layout (serving, build);
  g_autofree char *note = cp_model_dup_unknown_architecture (cp_model_serving_get_model (serving));
  g_autofree char *used = cp_serving_dup_gpus_used (build);

  g_assert_null (layout);
  g_assert_null (used);
  g_assert_cmpstr (note, ==, "DeepSeek V4 Pro: its architecture is not published, so it is sized "
                             "by its minimum memory");
}

/* The verdict and the GPUs it takes are one sentence of their own: "Fits
 * this workload on 8 of 8 GPUs", with no capital "On" glued after a
 * dash; a screen reader hears the same sentence. */
static void
test_verdict_sentence (void)
{
  g_autoptr(CpPlan) plan = cp_test_plan_for ("llama-3.1-70b", 32768, 16, CP_KV_CACHE_BF16);
  g_autoptr(CpPlan) tight = cp_test_plan_for ("qwen3-32b", 28672, 1, CP_KV_CACHE_BF16);
  CpBuild *build = cp_plan_find_build (plan, "startup");
  CpBuild *marginal = cp_plan_find_build (tight, "entry");
  g_autofree char *verdict = cp_serving_dup_verdict (build);
  g_autofree char *thin = cp_serving_dup_verdict (marginal);
  g_autofree char *summary = cp_serving_dup_summary (build);

  g_assert_cmpstr (verdict, ==, "Fits this workload on 8 of 8 GPUs");
  g_assert_nonnull (strstr (summary, "Fits this workload on 8 of 8 GPUs."));

  /* Qwen3-32B in bf16 at 28K fills one H100 PCIe so that it fits only
   * inside the margin kept for engine drift (7.0 GiB of cache in a 7.7 GiB
   * pool); one GPU, one form. */
  g_assert_cmpint (cp_serving_get_verdict (cp_build_get_serving (marginal)), ==, CP_SERVING_MARGINAL);
  g_assert_cmpstr (thin, ==, "Fits on 1 of 1 GPU with little room");
}

/* The memory line of a card: with a workload, what the GPUs have left
 * after it — eight GPUs at 43 of 71.3 GiB each leave 8 × 28.3 GiB, 242.9 GB
 * (docs/sizing.md §10.1) — not the store's rule, which leaves 472 GB of the
 * 640 to the model's 168 GB minimum whatever the workload. */
static void
test_headline (void)
{
  g_autoptr(CpPlan) plan = cp_test_plan_for ("llama-3.1-70b", 32768, 16, CP_KV_CACHE_BF16);
  g_autoptr(CpPlan) store = cp_test_plan_for ("llama-3.1-70b", 0, 0, CP_KV_CACHE_BF16);
  g_autofree char *served = cp_build_dup_verdict (cp_plan_find_build (plan, "startup"));
  g_autofree char *rule = cp_build_dup_verdict (cp_plan_find_build (store, "startup"));

  g_assert_cmpstr (served, ==, "640 GB, one pool over NVLink 4 — 242.9 GB to spare");
  g_assert_cmpstr (rule, ==, "640 GB, one pool over NVLink 4 — 472 GB to spare");
}

/* Split across two desktop cards over PCIe (the workload's "Split across
 * cards" switch), Llama 3.1 70B in int4 is held by no one card: the
 * store rule's words say it is split, never "fits on one card" (issue 23;
 * docs/sizing.md §8.2). Without the switch the desktop tier cannot run
 * it, and a model that fits on one card keeps the store's words. */
static void
test_pcie_split_words (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (8192, 1, CP_KV_CACHE_BF16);
  g_autoptr(CpPlanWorkload) small_workload = cp_plan_workload_new (8192, 1, CP_KV_CACHE_BF16);
  g_autoptr(CpPlan) split = NULL;
  g_autoptr(CpPlan) one_card = NULL;
  g_autofree char *verdict = NULL;
  g_autofree char *note = NULL;
  g_autofree char *explanation = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *one_verdict = NULL;
  g_autofree char *one_reason = NULL;
  CpWeightFormat int4;
  CpBuild *desktop, *one_desktop;

  g_assert_no_error (error);
  g_assert_true (cp_weight_format_from_string ("int4", &int4));
  cp_plan_workload_set_weights (workload, NULL, &int4);
  cp_plan_workload_set_allow_pcie_split (workload, TRUE);
  split = cp_test_plan_with (catalog, cp_catalog_find_model (catalog, "llama-3.1-70b"), workload);
  desktop = cp_plan_find_build (split, "desktop");
  g_assert_true (cp_build_get_fits (desktop));
  {
    g_autoptr(CpModelServing) serving = cp_test_first_serving (desktop);

    g_assert_true (cp_model_serving_get_pcie_split (serving));
    g_assert_cmpint (cp_model_serving_get_layout (serving)->gpus, ==, 2);
  }

  verdict = cp_build_dup_verdict (desktop);
  note = cp_build_dup_memory_note (desktop);
  explanation = cp_build_dup_memory_explanation (desktop, "Llama 3.1 70B");
  reason = cp_build_dup_reason (desktop);
  summary = cp_build_dup_summary (desktop);
  g_assert_cmpint (cp_build_get_badge (desktop), ==, CP_BUILD_BADGE_DEVELOPMENT_SPLIT);
  g_assert_cmpstr (cp_build_badge_get_mark (cp_build_get_badge (desktop)), ==,
                   "split across cards over PCIe — fine for development and testing");
  g_assert_true (g_str_has_prefix (verdict, "64 GB on paper; split across cards over PCIe, slower — "));
  g_assert_cmpstr (note, ==, "on paper; split across cards over PCIe");
  g_assert_cmpstr (explanation, ==, "These GPUs talk over PCIe through the CPU: their memory adds up "
                                    "on a spreadsheet, not in practice. Split across them, the model "
                                    "runs over PCIe, slower.");
  g_assert_cmpstr (reason, ==, "Split across cards over PCIe, slower — fine for development and "
                               "testing; for production the store recommends datacenter hardware");
  g_assert_null (strstr (summary, "one card"));
  g_assert_null (strstr (summary, "one piece"));
  {
    g_autofree char *topology = cp_build_dup_topology_description (desktop);

    g_assert_cmpstr (topology, ==, "2 GeForce RTX 5090 cards over PCIe through the CPU: 64 GB on "
                                   "paper, a model split across them, slower");
  }
  g_assert_true (cp_build_get_pcie_split (desktop));

  /* Llama 3.1 8B fits on one card, switch or not: the store's words. */
  cp_plan_workload_set_allow_pcie_split (small_workload, TRUE);
  one_card = cp_test_plan_with (catalog, cp_catalog_find_model (catalog, "llama-3.1-8b"),
                                small_workload);
  one_desktop = cp_plan_find_build (one_card, "desktop");
  g_assert_false (cp_build_get_pcie_split (one_desktop));
  g_assert_cmpint (cp_build_get_badge (one_desktop), ==, CP_BUILD_BADGE_DEVELOPMENT);
  one_verdict = cp_build_dup_verdict (one_desktop);
  one_reason = cp_build_dup_reason (one_desktop);
  g_assert_nonnull (strstr (one_verdict, " on one card — "));
  g_assert_true (g_str_has_prefix (one_reason, "Fits on one card — fine for development"));
}

/* In Russian the sentence reads as Russian, not as a heading and a
 * capitalised second sentence glued with a dash ("— Занято GPU"). */
static void
test_verdict_russian (void)
{
  g_autoptr(CpPlan) plan = NULL;
  g_autofree char *verdict = NULL;

  if (setlocale (LC_ALL, "ru_RU.UTF-8") == NULL)
    g_error ("the locale ru_RU.UTF-8 is missing (tests/make-locales builds it)");

  plan = cp_test_plan_for ("llama-3.1-70b", 32768, 16, CP_KV_CACHE_BF16);
  verdict = cp_serving_dup_verdict (cp_plan_find_build (plan, "startup"));
  setlocale (LC_ALL, "C.UTF-8");

  g_assert_cmpstr (verdict, ==, "Подходит для этой нагрузки, занято GPU: 8 из 8");
}

/* A count meets its noun through ngettext(): Russian has three forms (1
 * and 21, 2 to 4, 5 and up) and the case the sentence puts them in;
 * Kyrgyz one, with its figures in the order its sentence takes them. */
static void
test_plurals_russian (void)
{
  static const struct {
    gint64      n;
    const char *heads;
    const char *one_kv;
    const char *reads;
  } rows[] = {
    { 1, "Многоголовое: 1 голова", "Многозапросное: одна KV-голова на 1 голову",
      "Llama 3.1 70B читает контекст до 1 токена" },
    { 2, "Многоголовое: 2 головы", "Многозапросное: одна KV-голова на 2 головы",
      "Llama 3.1 70B читает контекст до 2 токенов" },
    { 5, "Многоголовое: 5 голов", "Многозапросное: одна KV-голова на 5 голов",
      "Llama 3.1 70B читает контекст до 5 токенов" },
    { 21, "Многоголовое: 21 голова", "Многозапросное: одна KV-голова на 21 голову",
      "Llama 3.1 70B читает контекст до 21 токена" },
  };
  CpArchitecture arch = { 0 };

  if (setlocale (LC_ALL, "ru_RU.UTF-8") == NULL)
    g_error ("the locale ru_RU.UTF-8 is missing (tests/make-locales builds it)");

  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autofree char *heads = NULL;
      g_autofree char *one_kv = NULL;
      g_autofree char *reads = NULL;

      arch.attention = CP_ATTENTION_GQA;
      arch.heads = rows[i].n;
      arch.kv_heads = rows[i].n;
      heads = cp_architecture_dup_attention (&arch);
      g_assert_cmpstr (heads, ==, rows[i].heads);

      if (rows[i].n > 1)
        {
          arch.kv_heads = 1;
          one_kv = cp_architecture_dup_attention (&arch);
          g_assert_cmpstr (one_kv, ==, rows[i].one_kv);
        }

      reads = cp_workload_dup_max_context (rows[i].n, 1, "Llama 3.1 70B");
      g_assert_cmpstr (reads, ==, rows[i].reads);
    }

  /* Kyrgyz: the heads before the KV heads they share. */
  {
    g_autofree char *sliding = NULL;

    g_assert_nonnull (setlocale (LC_ALL, "ky_KG.UTF-8"));
    arch.attention = CP_ATTENTION_SLIDING;
    arch.heads = 64;
    arch.kv_heads = 8;
    arch.sliding_window = 128;
    arch.full_layers = 18;
    sliding = cp_architecture_dup_attention (&arch);
    g_assert_true (g_str_has_prefix (sliding, "Жылма терезелүү топтолгон суроо: 64 баш үчүн 8 KV баш"));
  }

  setlocale (LC_ALL, "C.UTF-8");
}

int
main (int   argc,
      char *argv[])
{
  cp_test_use_build_locales ();
  /* ngettext() looks in the default domain, as it does in the app. */
  textdomain (GETTEXT_PACKAGE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cluster-planner/serving-words/one-copy", test_one_copy);
  g_test_add_func ("/cluster-planner/serving-words/pipeline", test_pipeline);
  g_test_add_func ("/cluster-planner/serving-words/copies", test_copies);
  g_test_add_func ("/cluster-planner/serving-words/staged-copies", test_staged_copies);
  g_test_add_func ("/cluster-planner/serving-words/does-not-fit", test_does_not_fit);
  g_test_add_func ("/cluster-planner/serving-words/one-user", test_one_user);
  g_test_add_func ("/cluster-planner/serving-words/spare-warning-with-workload",
                   test_spare_warning_with_workload);
  g_test_add_func ("/cluster-planner/serving-words/unknown", test_unknown);
  g_test_add_func ("/cluster-planner/serving-words/not-native", test_not_native);
  g_test_add_func ("/cluster-planner/serving-words/verdict-sentence", test_verdict_sentence);
  g_test_add_func ("/cluster-planner/serving-words/headline", test_headline);
  g_test_add_func ("/cluster-planner/serving-words/verdict-russian", test_verdict_russian);
  g_test_add_func ("/cluster-planner/serving-words/pcie-split", test_pcie_split_words);
  g_test_add_func ("/cluster-planner/serving-words/plurals-russian", test_plurals_russian);

  return g_test_run ();
}
