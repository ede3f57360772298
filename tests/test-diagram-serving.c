/* test-diagram-serving.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "cp-catalog.h"
#include "cp-diagram-painter.h"
#include "cp-diagram-serving.h"
#include "cp-test-pixels.h"
#include "cp-test-plan.h"

/* The layout of a workload on the diagram, headless: which GPUs work
 * together on one stage of one copy (outlined and tagged), which system
 * holds which layers, copies told apart, GPUs left idle greyed and
 * hatched, desktop cards each a whole copy; the same in words for screen
 * readers; and in pixels, light and dark, with the memory bars of an
 * exported picture. */

static const CpLayout *
layout_of (CpBuild *build)
{
  g_autoptr(CpModelServing) serving = cp_test_first_serving (build);

  return cp_model_serving_get_layout (serving);
}

static guint
count_idle (const CpDiagramLayout *layout)
{
  guint n = 0;

  for (guint i = 0; i < cp_diagram_layout_get_n_elements (layout); i++)
    {
      const CpDiagramElement *element = cp_diagram_layout_get_element (layout, i);

      if (element->kind == CP_DIAGRAM_ELEMENT_GPU && element->idle)
        n++;
    }

  return n;
}

/* Whether @inner lies inside @outer. */
static gboolean
inside (const CpDiagramRect *inner,
        const CpDiagramRect *outer)
{
  return inner->x >= outer->x && inner->y >= outer->y &&
         inner->x + inner->width <= outer->x + outer->width &&
         inner->y + inner->height <= outer->y + outer->height;
}

/* The GPUs of @group: those it surrounds. */
static guint
gpus_in (const CpDiagramLayout  *layout,
         const CpDiagramElement *group)
{
  guint n = 0;

  for (guint i = 0; i < cp_diagram_layout_get_n_elements (layout); i++)
    {
      const CpDiagramElement *element = cp_diagram_layout_get_element (layout, i);

      if (element->kind == CP_DIAGRAM_ELEMENT_GPU && inside (&element->rect, &group->rect))
        {
          g_assert_false (element->idle);
          g_assert_cmpint (element->copy, ==, group->copy);
          n++;
        }
    }

  return n;
}

/* docs/sizing.md §10.1: the eight GPUs of one DGX H100 are one copy. */
static void
test_one_copy (void)
{
  g_autoptr(CpPlan) plan = cp_test_plan_for ("llama-3.1-70b", 32768, 16, CP_KV_CACHE_BF16);
  CpBuild *build = cp_plan_find_build (plan, "startup");
  g_autoptr(CpDiagramLayout) large = cp_diagram_layout_new (build, 1200, 800, CP_DIAGRAM_LAYOUT_FLAGS_NONE);
  g_autoptr(CpDiagramLayout) card = cp_diagram_layout_new (build, 360, 160, CP_DIAGRAM_LAYOUT_FLAGS_COMPACT);
  const CpDiagramElement *group = cp_diagram_layout_find (large, CP_DIAGRAM_ELEMENT_GROUP, 0);

  g_assert_cmpuint (cp_diagram_layout_count (large, CP_DIAGRAM_ELEMENT_GROUP), ==, 1);
  g_assert_cmpstr (group->label, ==, "one copy");
  g_assert_cmpuint (gpus_in (large, group), ==, 8);
  g_assert_cmpuint (count_idle (large), ==, 0);
  g_assert_cmpstr (group->tooltip, ==, "Copy 1 of 1: the whole model on 8 GPUs working together "
                                       "(tensor parallel 8)");

  /* On the card too. */
  g_assert_cmpuint (cp_diagram_layout_count (card, CP_DIAGRAM_ELEMENT_GROUP), ==, 1);
  g_assert_cmpuint (gpus_in (card, cp_diagram_layout_find (card, CP_DIAGRAM_ELEMENT_GROUP, 0)), ==, 8);

  g_assert_nonnull (strstr (cp_diagram_layout_get_description (large),
                            "How the workload is laid out: Llama 3.1 70B: copy 1 on system 1, GPUs 1–8. "
                            "No GPU is left idle."));
}

/* Copies of two GPUs each side by side in one system (Llama 3.1 8B for 16
 * users at 128K: three copies): told apart by their tags and the parity of
 * their copy; the GPUs left over idle. */
static void
test_copies_and_idle (void)
{
  g_autoptr(CpPlan) plan = cp_test_plan_for ("llama-3.1-8b", 131072, 16, CP_KV_CACHE_BF16);
  CpBuild *build = cp_plan_find_build (plan, "startup");
  const CpLayout *layout = layout_of (build);
  g_autoptr(CpDiagramLayout) large = cp_diagram_layout_new (build, 1200, 800, CP_DIAGRAM_LAYOUT_FLAGS_NONE);
  gint64 idle = cp_build_get_gpus (build) - layout->gpus;
  g_autofree char *idle_words = g_strdup_printf ("%" G_GINT64_FORMAT " of 8 GPUs are left idle.", idle);

  g_assert_cmpint (layout->tensor_parallel, ==, 2);
  g_assert_cmpuint (cp_diagram_layout_count (large, CP_DIAGRAM_ELEMENT_GROUP), ==, layout->replicas);
  g_assert_cmpuint (count_idle (large), ==, idle);
  g_assert_cmpint (idle, >, 0);

  for (gint64 r = 0; r < layout->replicas; r++)
    {
      const CpDiagramElement *group = cp_diagram_layout_find (large, CP_DIAGRAM_ELEMENT_GROUP, r);
      g_autofree char *tag = g_strdup_printf ("copy %" G_GINT64_FORMAT, r + 1);

      g_assert_cmpint (group->copy, ==, r);
      g_assert_cmpstr (group->label, ==, tag);
      g_assert_cmpuint (gpus_in (large, group), ==, 2);
    }

  /* Idle GPUs say so, in words and in their tooltip. */
  for (guint i = 0; i < cp_diagram_layout_get_n_elements (large); i++)
    {
      const CpDiagramElement *element = cp_diagram_layout_get_element (large, i);

      if (element->kind == CP_DIAGRAM_ELEMENT_GPU && element->idle)
        {
          g_assert_cmpstr (element->label, ==, "idle");
          g_assert_cmpstr (element->tooltip, ==, "Idle: no copy of a model runs on this GPU");
        }
    }

  g_assert_nonnull (strstr (cp_diagram_layout_get_description (large), "copy 2 on system 1, GPUs 3–4"));
  g_assert_nonnull (strstr (cp_diagram_layout_get_description (large), idle_words));
}

/* docs/sizing.md §10.2: one pipeline stage per system, each tagged with its
 * layers, each inside its own system. */
static void
test_stages (void)
{
  g_autoptr(CpPlan) plan = cp_test_plan_for ("deepseek-v3", 131072, 8, CP_KV_CACHE_FP8);
  CpBuild *build = cp_plan_find_build (plan, "startup");
  g_autoptr(CpDiagramLayout) large = cp_diagram_layout_new (build, 1200, 800, CP_DIAGRAM_LAYOUT_FLAGS_NONE);
  const CpDiagramElement *first = cp_diagram_layout_find (large, CP_DIAGRAM_ELEMENT_GROUP, 0);
  const CpDiagramElement *second = cp_diagram_layout_find (large, CP_DIAGRAM_ELEMENT_GROUP, 1);
  const CpDiagramElement *chassis0 = cp_diagram_layout_find (large, CP_DIAGRAM_ELEMENT_CHASSIS, 0);
  const CpDiagramElement *chassis1 = cp_diagram_layout_find (large, CP_DIAGRAM_ELEMENT_CHASSIS, 1);

  g_assert_cmpuint (cp_diagram_layout_count (large, CP_DIAGRAM_ELEMENT_GROUP), ==, 2);
  /* 61 layers in two stages. */
  g_assert_cmpstr (first->label, ==, "layers 1–30");
  g_assert_cmpstr (second->label, ==, "layers 31–61");
  g_assert_true (inside (&first->rect, &chassis0->rect));
  g_assert_true (inside (&second->rect, &chassis1->rect));
  g_assert_cmpuint (gpus_in (large, first), ==, 8);
  g_assert_cmpuint (count_idle (large), ==, 0);
  g_assert_nonnull (strstr (cp_diagram_layout_get_description (large),
                            "DeepSeek-V3: copy 1, with layers 1–30 on system 1, GPUs 1–8; "
                            "layers 31–61 on system 2, GPUs 1–8."));
}

/* The count of groups of @layout in @role. */
static guint
count_role (const CpDiagramLayout *layout,
            CpDiagramGroupRole     role)
{
  guint n = 0;

  for (guint i = 0; i < cp_diagram_layout_get_n_elements (layout); i++)
    {
      const CpDiagramElement *element = cp_diagram_layout_get_element (layout, i);

      if (element->kind == CP_DIAGRAM_ELEMENT_GROUP && element->role == role)
        n++;
    }

  return n;
}

/* DeepSeek-V3 at 128K for 8 users (bf16 KV) on one DGX H200, as vLLM's
 * DeepSeek recipe serves it (DP8+EP): eight attention ranks, each outlined
 * thin on its GPU, inside the one thick outline of the eight GPUs their
 * experts are spread over; told apart from a tensor-parallel group. */
static void
test_attention_ranks (void)
{
  g_autoptr(CpPlan) plan = cp_test_plan_for ("deepseek-v3", 131072, 8, CP_KV_CACHE_BF16);
  CpBuild *build = cp_plan_find_build (plan, "startup");
  const CpLayout *layout = layout_of (build);
  g_autoptr(CpDiagramLayout) large = cp_diagram_layout_new (build, 1200, 800, CP_DIAGRAM_LAYOUT_FLAGS_NONE);
  const CpDiagramElement *experts = NULL;

  g_assert_cmpint (layout->data_parallel, ==, 8);
  g_assert_true (layout->expert_parallel);
  g_assert_cmpuint (count_role (large, CP_DIAGRAM_GROUP_RANK), ==, 8);
  g_assert_cmpuint (count_role (large, CP_DIAGRAM_GROUP_EXPERTS), ==, 1);
  g_assert_cmpuint (count_role (large, CP_DIAGRAM_GROUP_TENSOR), ==, 0);
  g_assert_cmpuint (count_idle (large), ==, 0);

  for (guint i = 0; i < cp_diagram_layout_get_n_elements (large); i++)
    {
      const CpDiagramElement *element = cp_diagram_layout_get_element (large, i);

      if (element->kind == CP_DIAGRAM_ELEMENT_GROUP && element->role == CP_DIAGRAM_GROUP_EXPERTS)
        experts = element;
    }
  g_assert_nonnull (experts);
  g_assert_cmpstr (experts->label, ==, "experts on 8 GPUs");
  g_assert_cmpuint (gpus_in (large, experts), ==, 8);
  for (guint i = 0; i < cp_diagram_layout_get_n_elements (large); i++)
    {
      const CpDiagramElement *element = cp_diagram_layout_get_element (large, i);

      if (element->kind != CP_DIAGRAM_ELEMENT_GROUP || element->role != CP_DIAGRAM_GROUP_RANK)
        continue;
      g_assert_true (inside (&element->rect, &experts->rect));
      g_assert_cmpuint (gpus_in (large, element), ==, 1);
      g_assert_true (g_str_has_prefix (element->tooltip, "Copy 1 of 1: attention rank "));
    }
}

/* Qwen3-235B-A22B at 128K for 16 users on one DGX H200: tensor parallel 4
 * × 2 pipeline stages inside the one system, both stages drawn in it. */
static void
test_stages_in_system (void)
{
  g_autoptr(CpPlan) plan = cp_test_plan_for ("qwen3-235b-a22b", 131072, 16, CP_KV_CACHE_BF16);
  CpBuild *build = cp_plan_find_build (plan, "startup");
  const CpLayout *layout = layout_of (build);
  g_autoptr(CpDiagramLayout) large = cp_diagram_layout_new (build, 1200, 800, CP_DIAGRAM_LAYOUT_FLAGS_NONE);
  const CpDiagramElement *first = cp_diagram_layout_find (large, CP_DIAGRAM_ELEMENT_GROUP, 0);
  const CpDiagramElement *second = cp_diagram_layout_find (large, CP_DIAGRAM_ELEMENT_GROUP, 1);
  const CpDiagramElement *chassis = cp_diagram_layout_find (large, CP_DIAGRAM_ELEMENT_CHASSIS, 0);

  g_assert_cmpint (cp_build_get_count (build), ==, 1);
  g_assert_cmpint (layout->pipeline_parallel, ==, 2);
  g_assert_cmpint (layout->replica_domains, ==, 1);
  g_assert_cmpuint (cp_diagram_layout_count (large, CP_DIAGRAM_ELEMENT_GROUP), ==, 2);
  g_assert_cmpstr (first->label, ==, "layers 1–47");
  g_assert_cmpstr (second->label, ==, "layers 48–94");
  g_assert_true (inside (&first->rect, &chassis->rect));
  g_assert_true (inside (&second->rect, &chassis->rect));
  g_assert_cmpuint (gpus_in (large, first), ==, 4);
  g_assert_cmpuint (gpus_in (large, second), ==, 4);
  g_assert_cmpuint (count_idle (large), ==, 0);
}

/* Desktop cards each hold a whole copy: a group around each card's chip,
 * the card's number in its tag; the cards in the stack are counted. */
static void
test_cards (void)
{
  g_autoptr(CpPlan) plan = cp_test_plan_for ("llama-3.1-8b", 32768, 64, CP_KV_CACHE_BF16);
  CpBuild *build = cp_plan_find_build (plan, "desktop");
  g_autoptr(CpDiagramLayout) card = cp_diagram_layout_new (build, 360, 160, CP_DIAGRAM_LAYOUT_FLAGS_COMPACT);
  guint n_groups = cp_diagram_layout_count (card, CP_DIAGRAM_ELEMENT_GROUP);

  g_assert_cmpint (layout_of (build)->tensor_parallel, ==, 1);
  g_assert_cmpuint (n_groups, ==, cp_diagram_layout_get_n_drawn (card));
  for (guint i = 0; i < n_groups; i++)
    {
      const CpDiagramElement *group = cp_diagram_layout_find (card, CP_DIAGRAM_ELEMENT_GROUP, i);
      g_autofree char *number = g_strdup_printf ("%u", i + 1);

      g_assert_cmpint (group->copy, ==, i);
      g_assert_cmpuint (gpus_in (card, group), ==, 1);
      /* The card is small: the tag is the shortest that fits. */
      g_assert_true (group->label == NULL || g_str_equal (group->label, number) ||
                     g_str_has_suffix (group->label, number));
    }
  g_assert_nonnull (strstr (cp_diagram_layout_get_description (card),
                            "copy 1 on card 1; copy 2 on card 2; copy 3 on card 3."));
}

/* Desktop cards a model is split across over PCIe: the drawing's line of
 * totals says the split, never that one card holds the model. */
static void
test_cards_split (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (8192, 1, CP_KV_CACHE_BF16);
  g_autoptr(CpPlan) plan = NULL;
  g_autoptr(CpDiagramLayout) card = NULL;
  CpWeightFormat int4;
  CpBuild *build;
  gboolean said = FALSE;

  g_assert_no_error (error);
  g_assert_true (cp_weight_format_from_string ("int4", &int4));
  cp_plan_workload_set_weights (workload, NULL, &int4);
  cp_plan_workload_set_allow_pcie_split (workload, TRUE);
  plan = cp_test_plan_with (catalog, cp_catalog_find_model (catalog, "llama-3.1-70b"), workload);
  build = cp_plan_find_build (plan, "desktop");
  g_assert_true (layout_of (build)->pcie_split);

  card = cp_diagram_layout_new (build, 1200, 800, CP_DIAGRAM_LAYOUT_FLAGS_NONE);
  for (guint i = 0; i < cp_diagram_layout_get_n_elements (card); i++)
    {
      const char *label = cp_diagram_layout_get_element (card, i)->label;

      if (label == NULL)
        continue;
      g_assert_null (strstr (label, "usable by one model"));
      said = said || strstr (label, "split over PCIe") != NULL;
    }
  g_assert_true (said);
}

/* Without a workload, or for a build that does not serve it, nothing of a
 * layout is drawn. */
static void
test_none (void)
{
  g_autoptr(CpPlan) store = cp_test_plan_for ("llama-3.1-70b", 0, 0, CP_KV_CACHE_BF16);
  g_autoptr(CpPlan) served = cp_test_plan_for ("llama-3.1-70b", 32768, 16, CP_KV_CACHE_BF16);
  g_autoptr(CpDiagramLayout) plain = cp_diagram_layout_new (cp_plan_find_build (store, "startup"),
                                                            1200, 800, CP_DIAGRAM_LAYOUT_FLAGS_MEMORY_BARS);
  g_autoptr(CpDiagramLayout) short_of = cp_diagram_layout_new (cp_plan_find_build (served, "entry"),
                                                               1200, 800, CP_DIAGRAM_LAYOUT_FLAGS_NONE);

  g_assert_cmpuint (cp_diagram_layout_count (plain, CP_DIAGRAM_ELEMENT_GROUP), ==, 0);
  g_assert_cmpuint (count_idle (plain), ==, 0);
  g_assert_cmpuint (cp_diagram_layout_get_n_bars (plain), ==, 0);
  g_assert_null (strstr (cp_diagram_layout_get_description (plain), "laid out"));

  g_assert_cmpuint (cp_diagram_layout_count (short_of, CP_DIAGRAM_ELEMENT_GROUP), ==, 0);
  g_assert_cmpuint (count_idle (short_of), ==, 0);
  g_assert_nonnull (strstr (cp_diagram_layout_get_description (short_of),
                            "It does not serve the workload, so no layout is drawn."));
}

static cairo_surface_t *
paint (const CpDiagramLayout *layout,
       CpDiagramPalette       palette)
{
  return cp_test_paint_diagram (layout, palette, 1200, 800);
}

/* The first copy's outline in its colour, the second's in another (and
 * dashed); the idle GPUs grey with their hatching. Light and dark. */
static void
test_pixels (void)
{
  g_autoptr(CpPlan) plan = cp_test_plan_for ("llama-3.1-8b", 32768, 64, CP_KV_CACHE_BF16);
  g_autoptr(CpDiagramLayout) layout = cp_diagram_layout_new (cp_plan_find_build (plan, "startup"),
                                                             1200, 800, CP_DIAGRAM_LAYOUT_FLAGS_NONE);
  cairo_surface_t *light = paint (layout, CP_DIAGRAM_PALETTE_LIGHT);
  cairo_surface_t *dark = paint (layout, CP_DIAGRAM_PALETTE_DARK);
  const CpDiagramElement *first = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_GROUP, 0);
  const CpDiagramElement *second = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_GROUP, 1);
  const CpDiagramElement *idle = NULL;
  CpDiagramRect left_edge = { first->rect.x, first->rect.y + 20, 2, first->rect.height - 40 };
  CpDiagramRect second_edge = { second->rect.x, second->rect.y + 12, 2, second->rect.height - 16 };

  for (guint i = 0; idle == NULL && i < cp_diagram_layout_get_n_elements (layout); i++)
    if (cp_diagram_layout_get_element (layout, i)->idle)
      idle = cp_diagram_layout_get_element (layout, i);
  g_assert_nonnull (idle);

  /* Solid outlines: every pixel of the first copy's left edge. */
  g_assert_cmpuint (cp_test_count_pixels (light, &left_edge, 0xc64600), ==, left_edge.width * left_edge.height);
  g_assert_cmpuint (cp_test_count_pixels (dark, &left_edge, 0xe66100), ==, left_edge.width * left_edge.height);
  /* Dashed, in the other colour: some of the second's, not all. */
  g_assert_cmpuint (cp_test_count_pixels (light, &second_edge, 0x613583), >, 4);
  g_assert_cmpuint (cp_test_count_pixels (light, &second_edge, 0x613583), <, second_edge.width * second_edge.height);
  /* The tag: white words on the outline's colour. */
  g_assert_cmpuint (cp_test_count_pixels (light, &first->label_rect, 0xc64600), >, 20);
  g_assert_cmpuint (cp_test_count_pixels (light, &first->label_rect, 0xffffff), >, 5);

  /* Idle: grey, hatched. */
  g_assert_cmpuint (cp_test_count_pixels (light, &idle->rect, 0xdeddda), >, 50);
  g_assert_cmpuint (cp_test_count_pixels (light, &idle->rect, 0x9a9996), >, 20);
  g_assert_cmpuint (cp_test_count_pixels (dark, &idle->rect, 0x3d3846), >, 50);
  g_assert_cmpuint (cp_test_count_pixels (dark, &idle->rect, 0x77767b), >, 20);

  cairo_surface_destroy (light);
  cairo_surface_destroy (dark);
}

/* An exported picture shows each model's memory bar under the drawing,
 * painted where the layout put it. */
static void
test_bars (void)
{
  g_autoptr(CpPlan) plan = cp_test_plan_for ("llama-3.1-70b", 32768, 16, CP_KV_CACHE_BF16);
  CpBuild *build = cp_plan_find_build (plan, "startup");
  g_autoptr(CpDiagramLayout) with = cp_diagram_layout_new (build, 1200, 800, CP_DIAGRAM_LAYOUT_FLAGS_MEMORY_BARS);
  g_autoptr(CpDiagramLayout) without = cp_diagram_layout_new (build, 1200, 800, CP_DIAGRAM_LAYOUT_FLAGS_NONE);
  cairo_surface_t *surface = paint (with, CP_DIAGRAM_PALETTE_PRINT);
  const CpMemoryBarSegment *weights;
  CpMemoryBar *bar;
  double x, y;
  CpDiagramRect r;

  g_assert_cmpuint (cp_diagram_layout_get_n_bars (without), ==, 0);
  g_assert_cmpuint (cp_diagram_layout_get_n_bars (with), ==, 1);
  bar = cp_diagram_layout_get_bar (with, 0, &x, &y);
  g_assert_cmpstr (cp_memory_bar_get_scale (bar), ==, "43 GiB of 71.3 GiB usable");

  /* Under everything else, and inside the picture. */
  for (guint i = 0; i < cp_diagram_layout_get_n_elements (with); i++)
    {
      const CpDiagramElement *element = cp_diagram_layout_get_element (with, i);

      g_assert_cmpfloat (element->rect.y + element->rect.height, <=, y);
    }
  g_assert_cmpfloat (y + cp_memory_bar_get_height (bar), <=, 800);

  weights = cp_memory_bar_find_segment (bar, CP_GPU_MEMORY_WEIGHTS);
  r = (CpDiagramRect) { x + weights->rect.x + 2, y + weights->rect.y + 2, 6, 6 };
  g_assert_cmpuint (cp_test_count_pixels (surface, &r, 0x1a5fb4), ==, 36);

  cairo_surface_destroy (surface);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cluster-planner/diagram-serving/one-copy", test_one_copy);
  g_test_add_func ("/cluster-planner/diagram-serving/copies-and-idle", test_copies_and_idle);
  g_test_add_func ("/cluster-planner/diagram-serving/stages", test_stages);
  g_test_add_func ("/cluster-planner/diagram-serving/attention-ranks", test_attention_ranks);
  g_test_add_func ("/cluster-planner/diagram-serving/stages-in-system", test_stages_in_system);
  g_test_add_func ("/cluster-planner/diagram-serving/cards", test_cards);
  g_test_add_func ("/cluster-planner/diagram-serving/cards-split", test_cards_split);
  g_test_add_func ("/cluster-planner/diagram-serving/none", test_none);
  g_test_add_func ("/cluster-planner/diagram-serving/pixels", test_pixels);
  g_test_add_func ("/cluster-planner/diagram-serving/bars", test_bars);

  return g_test_run ();
}
