/* test-diagram.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <math.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include <pango/pangocairo.h>

#include "cp-build-words.h"
#include "cp-catalog.h"
#include "cp-diagram-export.h"
#include "cp-diagram-layout.h"
#include "cp-diagram-painter.h"
#include "cp-test-pixels.h"
#include "cp-test-planner.h"
#include "cp-test-util.h"

#define WIDTH  1200
#define HEIGHT 800

static CpCatalog *catalog;

static CpBuild *
make_build (const char *unit_id,
            gint64      count)
{
  g_autoptr(GError) error = NULL;
  CpUnit *unit = cp_catalog_find_unit (catalog, unit_id);
  CpBuild *build;

  g_assert_nonnull (unit);
  build = cp_test_catalog_evaluate (catalog, unit, count, 1920 * CP_MB_PER_GB, 1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (build);

  return build;
}

static CpDiagramLayout *
make_layout (const char           *unit_id,
             gint64                count,
             double                width,
             double                height,
             CpDiagramLayoutFlags  flags)
{
  g_autoptr(CpBuild) build = make_build (unit_id, count);

  return cp_diagram_layout_new (build, width, height, flags);
}

static guint
count_links (const CpDiagramLayout *layout,
             CpDiagramLinkKind      kind)
{
  guint n = 0;

  for (guint i = 0; i < cp_diagram_layout_get_n_elements (layout); i++)
    {
      const CpDiagramElement *element = cp_diagram_layout_get_element (layout, i);

      if (element->kind == CP_DIAGRAM_ELEMENT_LINK && element->link == kind)
        n++;
    }

  return n;
}

static gboolean
contains (const CpDiagramRect *outer,
          const CpDiagramRect *inner)
{
  return inner->x >= outer->x - 0.01 && inner->y >= outer->y - 0.01 &&
         inner->x + inner->width <= outer->x + outer->width + 0.01 &&
         inner->y + inner->height <= outer->y + outer->height + 0.01;
}

static gboolean
overlaps (const CpDiagramRect *a,
          const CpDiagramRect *b)
{
  /* Touching edges are not an overlap. */
  return a->x < b->x + b->width - 0.5 && b->x < a->x + a->width - 0.5 &&
         a->y < b->y + b->height - 0.5 && b->y < a->y + a->height - 0.5;
}

/* Layout */

static void
test_layout_dgx (void)
{
  g_autoptr(CpDiagramLayout) layout = make_layout ("dgx-h100", 3, WIDTH, HEIGHT, 0);
  const CpDiagramElement *pool, *gpu, *hit;

  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_CHASSIS), ==, 3);
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_GPU), ==, 24);
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_DOMAIN), ==, 3);
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_SWITCH), ==, 3);
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_POOL), ==, 1);
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_FABRIC), ==, 1);
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_HOST), ==, 0);
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_STACK), ==, 0);
  /* Three systems on the InfiniBand spine; eight GPUs on each NVSwitch. */
  g_assert_cmpuint (count_links (layout, CP_DIAGRAM_LINK_FABRIC), ==, 3);
  g_assert_cmpuint (count_links (layout, CP_DIAGRAM_LINK_NVLINK), ==, 24);
  g_assert_cmpuint (count_links (layout, CP_DIAGRAM_LINK_PCIE), ==, 0);
  g_assert_cmpint (cp_diagram_layout_get_n_drawn (layout), ==, 3);
  g_assert_cmpint (cp_diagram_layout_get_n_stacked (layout), ==, 0);

  /* One pool holds every system, and every GPU is pooled. */
  pool = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_POOL, 0);
  g_assert_true (pool->pooled);
  g_assert_false (pool->isolated);
  for (guint i = 0; i < 3; i++)
    {
      const CpDiagramElement *chassis = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_CHASSIS, i);
      const CpDiagramElement *domain = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_DOMAIN, i);

      g_assert_true (contains (&pool->rect, &chassis->rect));
      g_assert_true (contains (&chassis->rect, &domain->rect));
      g_assert_false (chassis->isolated);
      g_assert_cmpstr (domain->label, ==, "640 GB pooled");
    }
  for (guint i = 0; i < 24; i++)
    {
      gpu = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_GPU, i);
      g_assert_true (gpu->pooled);
      g_assert_false (gpu->isolated);
    }

  g_assert_cmpstr (cp_diagram_layout_get_label (layout), ==, "Topology of 3 × NVIDIA DGX H100");
  g_assert_cmpstr (cp_diagram_layout_get_description (layout), ==,
                   "3 NVIDIA DGX H100 systems, each one NVLink domain of 8 GPUs (640 GB), "
                   "joined by InfiniBand NDR: 1,920 GB pooled");

  /* Pointing at a GPU finds the GPU, with a tooltip. */
  gpu = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_GPU, 0);
  hit = cp_diagram_layout_element_at (layout, gpu->rect.x + gpu->rect.width / 2,
                                      gpu->rect.y + gpu->rect.height / 2);
  g_assert_true (hit == gpu);
  g_assert_nonnull (strstr (hit->tooltip, "80 GB"));
  g_assert_null (cp_diagram_layout_element_at (layout, 1, HEIGHT - 1));
}

static void
test_layout_nvl72 (void)
{
  g_autoptr(CpDiagramLayout) layout = make_layout ("gb200-nvl72", 1, WIDTH, HEIGHT, 0);
  const CpDiagramElement *domain;

  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_CHASSIS), ==, 1);
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_DOMAIN), ==, 1);
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_GPU), ==, 72);
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_TRAY), ==, 18);
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_SWITCH), ==, 9);
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_POOL), ==, 0);
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_FABRIC), ==, 0);
  g_assert_cmpuint (count_links (layout, CP_DIAGRAM_LINK_FABRIC), ==, 0);
  g_assert_cmpuint (count_links (layout, CP_DIAGRAM_LINK_PCIE), ==, 0);
  /* Every tray, compute or switch, is cabled to the NVLink spine. */
  g_assert_cmpuint (count_links (layout, CP_DIAGRAM_LINK_NVLINK), ==, 18 + 9 + 1);

  /* One domain holds all trays, switch trays and GPUs. */
  domain = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_DOMAIN, 0);
  for (guint i = 0; i < cp_diagram_layout_get_n_elements (layout); i++)
    {
      const CpDiagramElement *element = cp_diagram_layout_get_element (layout, i);

      if (element->kind == CP_DIAGRAM_ELEMENT_TRAY || element->kind == CP_DIAGRAM_ELEMENT_SWITCH ||
          element->kind == CP_DIAGRAM_ELEMENT_GPU)
        g_assert_true (contains (&domain->rect, &element->rect));
    }
  g_assert_nonnull (strstr (domain->label, "13,824 GB pooled"));

  g_assert_cmpstr (cp_diagram_layout_get_description (layout), ==,
                   "1 NVIDIA GB200 NVL72 rack, one NVLink domain of 72 GPUs across 18 compute "
                   "trays and 9 NVLink switch trays: 13,824 GB pooled");
}

static void
test_layout_desktop (void)
{
  g_autoptr(CpDiagramLayout) layout = make_layout ("rtx-4090-card", 4, WIDTH, HEIGHT, 0);
  const CpDiagramElement *host;

  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_CHASSIS), ==, 4);
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_GPU), ==, 4);
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_DOMAIN), ==, 0);
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_SWITCH), ==, 0);
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_POOL), ==, 0);
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_FABRIC), ==, 0);
  g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_HOST), ==, 1);
  g_assert_cmpuint (count_links (layout, CP_DIAGRAM_LINK_PCIE), ==, 4);
  g_assert_cmpuint (count_links (layout, CP_DIAGRAM_LINK_NVLINK), ==, 0);
  g_assert_cmpuint (count_links (layout, CP_DIAGRAM_LINK_FABRIC), ==, 0);

  /* Four separate, isolated boxes: none overlaps another, none is pooled. */
  for (guint i = 0; i < 4; i++)
    {
      const CpDiagramElement *card = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_CHASSIS, i);
      const CpDiagramElement *gpu = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_GPU, i);

      g_assert_true (card->isolated);
      g_assert_false (card->pooled);
      g_assert_true (gpu->isolated);
      g_assert_true (contains (&card->rect, &gpu->rect));
      for (guint j = i + 1; j < 4; j++)
        g_assert_false (overlaps (&card->rect,
                                  &cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_CHASSIS, j)->rect));
    }

  host = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_HOST, 0);
  g_assert_cmpstr (host->label, ==, "PCIe through the CPU · ~64 GB/s shared by every card");

  g_assert_cmpstr (cp_diagram_layout_get_description (layout), ==,
                   "4 GeForce RTX 4090 cards, each on its own over PCIe through the CPU: "
                   "96 GB on paper, 24 GB usable by one model");
}

static void
test_layout_description_desktop (void)
{
  g_autoptr(CpBuild) build = make_build ("rtx-5090-card", 60);
  g_autofree char *description = cp_build_dup_topology_description (build);

  g_assert_cmpstr (description, ==,
                   "60 GeForce RTX 5090 cards, each on its own over PCIe through the CPU: "
                   "1,920 GB on paper, 32 GB usable by one model");
}

static void
test_layout_link_labels (void)
{
  struct {
    const char *id;
    gboolean    approximate;
    gboolean    with_note;
    const char *expected;
  } cases[] = {
    { "nvlink4", FALSE, FALSE, "NVLink 4 · 900 GB/s" },
    { "nvlink5", FALSE, FALSE, "NVLink 5 · 1,800 GB/s" },
    { "nvlink5-rack", FALSE, FALSE, "NVLink 5 · 130 TB/s" },
    { "pcie4", TRUE, TRUE, "PCIe 4.0 x16 · ~32 GB/s each way, through the CPU" },
    { "ib-ndr", FALSE, TRUE, "InfiniBand NDR · 50 GB/s (400 Gb/s per port)" },
  };
  GListModel *links = cp_catalog_get_links (catalog);

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < g_list_model_get_n_items (links); i++)
        {
          g_autoptr(CpLink) link = g_list_model_get_item (links, i);
          g_autofree char *label = NULL;

          if (!g_str_equal (cp_item_get_id (CP_ITEM (link)), cases[c].id))
            continue;

          label = cp_diagram_dup_link_label (link, cases[c].approximate, cases[c].with_note);
          g_assert_cmpstr (label, ==, cases[c].expected);
          found = TRUE;
        }

      g_assert_true (found);
    }
}

/* However large the build, a few units are drawn and the rest stacked, so
 * the element count has a ceiling. */
static void
test_layout_collapse (void)
{
  static const char * const units[] = { "dgx-h100", "rtx-5090-card", "gb200-nvl72" };

  for (guint u = 0; u < G_N_ELEMENTS (units); u++)
    {
      g_autoptr(CpDiagramLayout) thousand = make_layout (units[u], 1000, WIDTH, HEIGHT, 0);
      g_autoptr(CpDiagramLayout) million = make_layout (units[u], 1000000, WIDTH, HEIGHT, 0);
      const CpDiagramElement *stack;
      guint n = cp_diagram_layout_get_n_elements (thousand);

      g_assert_cmpuint (n, <=, 600);
      g_assert_cmpuint (cp_diagram_layout_get_n_elements (million), ==, n);
      g_assert_cmpuint (cp_diagram_layout_count (thousand, CP_DIAGRAM_ELEMENT_STACK), ==, 1);
      g_assert_cmpint (cp_diagram_layout_get_n_drawn (thousand), >=, 1);
      g_assert_cmpint (cp_diagram_layout_get_n_drawn (thousand), <=, 30);
      g_assert_cmpint (cp_diagram_layout_get_n_drawn (thousand) +
                       cp_diagram_layout_get_n_stacked (thousand), ==, 1000);
      g_assert_cmpint (cp_diagram_layout_get_n_drawn (million) +
                       cp_diagram_layout_get_n_stacked (million), ==, 1000000);

      stack = cp_diagram_layout_find (million, CP_DIAGRAM_ELEMENT_STACK, 0);
      g_assert_nonnull (stack->label);
      g_assert_nonnull (strstr (stack->tooltip, "more"));
    }

  /* 1,000 DGX: a few systems drawn, GPUs only for those. */
  {
    g_autoptr(CpDiagramLayout) layout = make_layout ("dgx-h100", 1000, WIDTH, HEIGHT, 0);
    gint64 drawn = cp_diagram_layout_get_n_drawn (layout);
    const CpDiagramElement *stack = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_STACK, 0);
    g_autofree char *more = g_strdup_printf ("%" G_GINT64_FORMAT " more",
                                             cp_diagram_layout_get_n_stacked (layout));

    g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_GPU), ==, 8 * drawn);
    g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_CHASSIS), ==, drawn);
    g_assert_cmpuint (cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_POOL), ==, 1);
    g_assert_true (stack->pooled);
    g_assert_true (contains (&cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_POOL, 0)->rect,
                             &stack->rect));
    g_assert_nonnull (strstr (stack->label, more));
    /* The stack is on the spine too. */
    g_assert_cmpuint (count_links (layout, CP_DIAGRAM_LINK_FABRIC), ==, drawn + 1);
  }
}

/* Every element stays on the canvas, and no two labels overlap, for each
 * kind of build at the large and the card size. */
static void
test_layout_tidy (void)
{
  static const struct {
    const char *unit;
    gint64      count;
  } builds[] = {
    { "dgx-h100", 1 }, { "dgx-h100", 3 }, { "dgx-h100", 1000 },
    { "dgx-b200", 2 }, { "gb200-nvl72", 1 }, { "gb200-nvl72", 8 },
    { "rtx-4090-card", 1 }, { "rtx-4090-card", 4 }, { "rtx-5090-card", 60 },
    { "rtx-5090-card", 3125 }, { "h100-pcie-gpu", 3 },
  };
  static const struct {
    double               width;
    double               height;
    CpDiagramLayoutFlags flags;
  } sizes[] = {
    { 1200, 800, 0 }, { 800, 500, 0 }, { 2400, 1600, 0 },
    { 360, 160, CP_DIAGRAM_LAYOUT_FLAGS_COMPACT }, { 300, 140, CP_DIAGRAM_LAYOUT_FLAGS_COMPACT },
  };

  for (guint b = 0; b < G_N_ELEMENTS (builds); b++)
    for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
      {
        g_autoptr(CpDiagramLayout) layout = make_layout (builds[b].unit, builds[b].count,
                                                         sizes[s].width, sizes[s].height,
                                                         sizes[s].flags);
        CpDiagramRect canvas = { 0, 0, sizes[s].width, sizes[s].height };
        guint n = cp_diagram_layout_get_n_elements (layout);

        g_test_message ("%s × %" G_GINT64_FORMAT " at %.0f × %.0f", builds[b].unit,
                        builds[b].count, sizes[s].width, sizes[s].height);
        g_assert_cmpuint (n, >, 0);

        for (guint i = 0; i < n; i++)
          {
            const CpDiagramElement *a = cp_diagram_layout_get_element (layout, i);

            g_assert_true (contains (&canvas, &a->rect));
            if (a->label == NULL)
              continue;

            g_assert_true (contains (&canvas, &a->label_rect));
            g_assert_cmpfloat (a->font_size, >, 0);

            for (guint j = i + 1; j < n; j++)
              {
                const CpDiagramElement *other = cp_diagram_layout_get_element (layout, j);

                if (other->label != NULL && overlaps (&a->label_rect, &other->label_rect))
                  g_error ("“%s” overlaps “%s”", a->label, other->label);
              }
          }
      }
}

/* Where the build cards draw their diagrams: the width of a card on a
 * wide and a narrow window, at the height a card gives (and a little
 * more). */
static const struct {
  double width;
  double height;
} card_sizes[] = {
  { 930, 120 }, { 600, 120 }, { 360, 160 }, { 330, 120 }, { 200, 120 },
};

/* Whether an element of @layout has @tooltip. */
static gboolean
has_tooltip (const CpDiagramLayout *layout,
             const char            *tooltip)
{
  for (guint i = 0; i < cp_diagram_layout_get_n_elements (layout); i++)
    if (g_strcmp0 (cp_diagram_layout_get_element (layout, i)->tooltip, tooltip) == 0)
      return TRUE;

  return FALSE;
}

/* No label in type too small to read: under 9 pixels a label is left out,
 * and its element keeps its shape and its tooltip. */
static void
test_layout_label_size (void)
{
  static const struct {
    const char *unit;
    gint64      count;
  } builds[] = {
    { "gb200-nvl72", 1 }, { "gb200-nvl72", 8 }, { "dgx-h100", 3 }, { "dgx-b200", 2 },
    { "rtx-4090-card", 1 }, { "rtx-4090-card", 4 }, { "rtx-5090-card", 100 }, { "h100-pcie-gpu", 1 },
  };
  static const CpDiagramElementKind shapes[] = {
    CP_DIAGRAM_ELEMENT_CHASSIS, CP_DIAGRAM_ELEMENT_DOMAIN, CP_DIAGRAM_ELEMENT_TRAY,
    CP_DIAGRAM_ELEMENT_GPU, CP_DIAGRAM_ELEMENT_SWITCH, CP_DIAGRAM_ELEMENT_FABRIC,
    CP_DIAGRAM_ELEMENT_HOST, CP_DIAGRAM_ELEMENT_STACK, CP_DIAGRAM_ELEMENT_POOL,
  };

  for (guint b = 0; b < G_N_ELEMENTS (builds); b++)
    for (guint z = 0; z <= G_N_ELEMENTS (card_sizes); z++)
      {
        /* The card sizes, and the builds page's shortest large drawing. */
        gboolean card = z < G_N_ELEMENTS (card_sizes);
        g_autoptr(CpDiagramLayout) layout =
          make_layout (builds[b].unit, builds[b].count, card ? card_sizes[z].width : 934,
                       card ? card_sizes[z].height : 280,
                       card ? CP_DIAGRAM_LAYOUT_FLAGS_COMPACT : CP_DIAGRAM_LAYOUT_FLAGS_NONE);

        for (guint i = 0; i < cp_diagram_layout_get_n_elements (layout); i++)
          {
            const CpDiagramElement *element = cp_diagram_layout_get_element (layout, i);

            if (element->label != NULL && element->font_size < CP_DIAGRAM_MIN_FONT_SIZE)
              g_error ("%s × %" G_GINT64_FORMAT " at size %u: “%s” is %.1f px", builds[b].unit,
                       builds[b].count, z, element->label, element->font_size);

            for (guint k = 0; k < G_N_ELEMENTS (shapes); k++)
              if (element->kind == shapes[k])
                g_assert_nonnull (element->tooltip);
          }
      }
}

/* On a card, as in the export, multi-DGX boxes hold their GPUs, and a GB200
 * NVL72 is its trays with their GPUs, not stripes, under its words. */
static void
test_layout_card_gpus (void)
{
  for (guint z = 0; z < G_N_ELEMENTS (card_sizes); z++)
    {
      g_autoptr(CpDiagramLayout) dgx = make_layout ("dgx-h100", 3, card_sizes[z].width,
                                                    card_sizes[z].height,
                                                    CP_DIAGRAM_LAYOUT_FLAGS_COMPACT);
      g_autoptr(CpDiagramLayout) rack = make_layout ("gb200-nvl72", 1, card_sizes[z].width,
                                                     card_sizes[z].height,
                                                     CP_DIAGRAM_LAYOUT_FLAGS_COMPACT);
      gint64 drawn = cp_diagram_layout_get_n_drawn (dgx);
      const CpDiagramElement *domain = cp_diagram_layout_find (rack, CP_DIAGRAM_ELEMENT_DOMAIN, 0);

      g_test_message ("at %.0f × %.0f", card_sizes[z].width, card_sizes[z].height);
      g_assert_cmpint (drawn, >=, 1);
      g_assert_cmpuint (cp_diagram_layout_count (dgx, CP_DIAGRAM_ELEMENT_GPU), ==, 8 * drawn);
      for (gint64 c = 0; c < drawn; c++)
        {
          const CpDiagramElement *chassis = cp_diagram_layout_find (dgx, CP_DIAGRAM_ELEMENT_CHASSIS, c);

          for (guint g = 0; g < 8; g++)
            {
              const CpDiagramElement *gpu = cp_diagram_layout_find (dgx, CP_DIAGRAM_ELEMENT_GPU, c * 8 + g);

              g_assert_true (contains (&chassis->rect, &gpu->rect));
              g_assert_cmpfloat (gpu->rect.width, >=, 4);
              g_assert_cmpfloat (gpu->rect.height, >=, 4);
            }
        }

      /* The rack on the widest cards: every GPU a box of its own. */
      if (card_sizes[z].width >= 600)
        {
          g_assert_cmpuint (cp_diagram_layout_count (rack, CP_DIAGRAM_ELEMENT_GPU), ==, 72);
          for (guint g = 0; g < 72; g++)
            {
              const CpDiagramElement *gpu = cp_diagram_layout_find (rack, CP_DIAGRAM_ELEMENT_GPU, g);

              g_assert_true (contains (&domain->rect, &gpu->rect));
              g_assert_cmpfloat (MIN (gpu->rect.width, gpu->rect.height), >=, 5);
            }
        }
      g_assert_nonnull (domain->label);
      g_assert_nonnull (strstr (domain->label, "13,824 GB"));
    }

  /* The builds page's shortest large drawing too. */
  {
    g_autoptr(CpDiagramLayout) dgx = make_layout ("dgx-h100", 3, 934, 280, 0);

    g_assert_cmpuint (cp_diagram_layout_count (dgx, CP_DIAGRAM_ELEMENT_GPU), ==, 24);
  }
}

/* The collapsed rest of a pile says "+92", or nothing (its tooltip
 * speaks), never a bare "92". */
static void
test_layout_stack_plus (void)
{
  for (gint64 count = 20; count <= 200; count += 9)
    for (double width = 120; width <= 420; width += 20)
      {
        g_autoptr(CpDiagramLayout) layout = make_layout ("rtx-5090-card", count, width, 120,
                                                         CP_DIAGRAM_LAYOUT_FLAGS_COMPACT);
        const CpDiagramElement *stack = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_STACK, 0);

        if (stack == NULL)
          continue;
        g_assert_nonnull (stack->tooltip);
        if (stack->label != NULL && stack->label[0] != '+')
          g_error ("%" G_GINT64_FORMAT " cards at %.0f px: the stack says “%s”", count, width, stack->label);
      }
}

/* The words about PCIe are true for one card and for several, on PCIe 4.0
 * and 5.0: one card hangs off the CPU on its own link, and nothing is
 * shared; several share the CPU's lanes, each on its own link. */
static void
test_layout_pcie_words (void)
{
  static const struct {
    const char *unit;
    gint64      count;
    const char *bar;
    const char *caption;
  } cases[] = {
    { "rtx-4090-card", 1, "CPU", "PCIe 4.0 x16 · ~32 GB/s each way, through the CPU" },
    { "h100-pcie-gpu", 1, "CPU", "PCIe 5.0 x16 · ~64 GB/s each way, through the CPU" },
    { "rtx-4090-card", 4, "PCIe through the CPU · ~64 GB/s shared by every card",
      "Each card sees only its own 24 GB · PCIe 4.0 x16 · ~32 GB/s each way, through the CPU" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(CpDiagramLayout) layout = make_layout (cases[c].unit, cases[c].count, WIDTH, HEIGHT, 0);
      g_autoptr(CpDiagramLayout) card = make_layout (cases[c].unit, cases[c].count, 360, 160,
                                                     CP_DIAGRAM_LAYOUT_FLAGS_COMPACT);
      const CpDiagramElement *host = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_HOST, 0);
      const CpDiagramElement *card_host = cp_diagram_layout_find (card, CP_DIAGRAM_ELEMENT_HOST, 0);
      gboolean captioned = FALSE;

      g_assert_cmpstr (host->label, ==, cases[c].bar);
      if (card_host->label != NULL)
        g_assert_true (g_str_has_prefix (cases[c].bar, card_host->label) ||
                       g_str_equal (card_host->label, "CPU"));
      for (guint i = 0; i < cp_diagram_layout_get_n_elements (layout); i++)
        {
          const CpDiagramElement *element = cp_diagram_layout_get_element (layout, i);

          if (element->kind == CP_DIAGRAM_ELEMENT_TEXT && g_strcmp0 (element->label, cases[c].caption) == 0)
            captioned = TRUE;
          /* Nothing is shared by one card. */
          if (cases[c].count == 1 && element->label != NULL)
            g_assert_null (strstr (element->label, "shared"));
        }
      g_assert_true (captioned);
      if (cases[c].count == 1)
        g_assert_null (strstr (host->tooltip, "shared"));
    }

  /* The CPU bar under one card says which link the card is on. */
  {
    g_autoptr(CpDiagramLayout) layout = make_layout ("rtx-4090-card", 1, WIDTH, HEIGHT, 0);

    g_assert_true (has_tooltip (layout, "The CPU, which the card reaches over PCIe 4.0 x16 · ~32 GB/s each way, "
                                        "through the CPU"));
  }
}

/* A drawing laid out in more height than it needs is centred in an empty
 * band; a view can ask for only the height in use. Laid out again in just
 * that height (or the smallest a full drawing has), it is the same drawing,
 * moved up, and fills it: every unit of the catalog, a few counts, a few
 * widths (compact ones too). */
static void
test_layout_used_height (void)
{
  GListModel *units = cp_catalog_get_units (catalog);
  const gint64 counts[] = { 1, 3, 8, 60 };
  const double widths[] = { 300, 360, CP_DIAGRAM_FULL_MIN_WIDTH, 600, 770, 1100 };
  guint n_shorter = 0;

  for (guint u = 0; u < g_list_model_get_n_items (units); u++)
    for (guint c = 0; c < G_N_ELEMENTS (counts); c++)
      for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
        {
          g_autoptr(CpUnit) unit = g_list_model_get_item (units, u);
          g_autoptr(GError) error = NULL;
          g_autoptr(CpBuild) build = cp_test_catalog_evaluate (catalog, unit, counts[c],
                                                          1920 * CP_MB_PER_GB, 1, &error);
          g_autoptr(CpDiagramLayout) tall = NULL;
          g_autoptr(CpDiagramLayout) fitted = NULL;
          double used, height, dy = 0;

          g_assert_no_error (error);
          tall = cp_diagram_layout_new (build, widths[w], 480, CP_DIAGRAM_LAYOUT_FLAGS_NONE);
          used = cp_diagram_layout_get_used_height (tall);
          g_assert_cmpfloat (used, >, 0);
          g_assert_cmpfloat (used, <=, 480);
          if (used < 480)
            n_shorter++;

          /* Narrower than a full drawing, it is compact whatever its height. */
          height = widths[w] < CP_DIAGRAM_FULL_MIN_WIDTH ? used : MAX (used, CP_DIAGRAM_FULL_MIN_HEIGHT);
          fitted = cp_diagram_layout_new (build, widths[w], height, CP_DIAGRAM_LAYOUT_FLAGS_NONE);
          g_assert_cmpint (cp_diagram_layout_get_compact (fitted), ==,
                           widths[w] < CP_DIAGRAM_FULL_MIN_WIDTH);
          g_assert_cmpuint (cp_diagram_layout_get_n_elements (fitted), ==,
                            cp_diagram_layout_get_n_elements (tall));
          g_assert_cmpint (cp_diagram_layout_get_n_drawn (fitted), ==,
                           cp_diagram_layout_get_n_drawn (tall));
          g_assert_cmpfloat (cp_diagram_layout_get_used_height (fitted), ==, used);

          /* The same elements: the heading where it was, the drawing
           * under it moved up, all by as much. */
          for (guint i = 0; i < cp_diagram_layout_get_n_elements (tall); i++)
            dy = MAX (dy, cp_diagram_layout_get_element (tall, i)->rect.y -
                          cp_diagram_layout_get_element (fitted, i)->rect.y);
          for (guint i = 0; i < cp_diagram_layout_get_n_elements (tall); i++)
            {
              const CpDiagramElement *a = cp_diagram_layout_get_element (tall, i);
              const CpDiagramElement *b = cp_diagram_layout_get_element (fitted, i);
              double moved = a->rect.y - b->rect.y;

              g_assert_cmpint (a->kind, ==, b->kind);
              g_assert_cmpstr (a->label, ==, b->label);
              g_assert_cmpfloat (a->font_size, ==, b->font_size);
              g_assert_true (fabs (moved) < 0.01 || fabs (moved - dy) < 0.01);
              g_assert_cmpfloat_with_epsilon (b->rect.x, a->rect.x, 0.01);
              g_assert_cmpfloat_with_epsilon (b->rect.width, a->rect.width, 0.01);
              g_assert_cmpfloat_with_epsilon (b->rect.height, a->rect.height, 0.01);
            }
        }

  /* Most drawings need less than 480 pixels: there was a band to save. */
  g_assert_cmpuint (n_shorter, >, 0);
}

static void
test_layout_tiny (void)
{
  g_autoptr(CpDiagramLayout) nothing = make_layout ("dgx-h100", 3, 10, 10, 0);
  g_autoptr(CpDiagramLayout) zero = make_layout ("dgx-h100", 3, 0, 0, 0);
  g_autoptr(CpDiagramLayout) card = make_layout ("dgx-h100", 3, 360, 160, 0);
  g_autoptr(CpDiagramLayout) large = make_layout ("dgx-h100", 3, 1200, 800, 0);

  g_assert_cmpuint (cp_diagram_layout_get_n_elements (nothing), ==, 0);
  g_assert_cmpuint (cp_diagram_layout_get_n_elements (zero), ==, 0);
  g_assert_nonnull (cp_diagram_layout_get_description (nothing));

  /* A small size is laid out as compact, even unasked. */
  g_assert_true (cp_diagram_layout_get_compact (card));
  g_assert_false (cp_diagram_layout_get_compact (large));
  g_assert_cmpuint (cp_diagram_layout_count (card, CP_DIAGRAM_ELEMENT_SWATCH), ==, 0);
  g_assert_cmpuint (cp_diagram_layout_count (large, CP_DIAGRAM_ELEMENT_SWATCH), ==, 1);
}

/* Painting */

typedef CpTestPixel Pixel;

static inline Pixel
pixel_at (cairo_surface_t *surface,
          double           x,
          double           y)
{
  return cp_test_pixel_at (surface, x, y);
}

static gboolean
is_white (Pixel p)
{
  return p.red > 250 && p.green > 250 && p.blue > 250;
}

/* Blue, as the NVLink pools are: much more blue than red. */
static gboolean
is_blue (Pixel p)
{
  return p.blue > p.red + 12 && p.blue > 150;
}

/* A neutral grey: no channel far from the others, and not white. */
static gboolean
is_grey (Pixel p)
{
  return !is_white (p) && ABS (p.red - p.blue) < 24 && ABS (p.red - p.green) < 24;
}

static inline cairo_surface_t *
paint (const CpDiagramLayout *layout,
       CpDiagramPalette       palette,
       int                    width,
       int                    height)
{
  return cp_test_paint_diagram (layout, palette, width, height);
}

static double
ink_fraction (cairo_surface_t *surface,
              Pixel            background)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  guint64 inked = 0;

  for (int y = 0; y < height; y += 2)
    for (int x = 0; x < width; x += 2)
      {
        Pixel p = pixel_at (surface, x, y);

        if (p.red != background.red || p.green != background.green || p.blue != background.blue)
          inked++;
      }

  return inked / (double) (((width + 1) / 2) * ((height + 1) / 2));
}

static void
test_paint_not_blank (void)
{
  static const char * const units[] = { "dgx-h100", "rtx-5090-card", "gb200-nvl72" };

  for (guint u = 0; u < G_N_ELEMENTS (units); u++)
    {
      g_autoptr(CpDiagramLayout) large = make_layout (units[u], 3, WIDTH, HEIGHT, 0);
      g_autoptr(CpDiagramLayout) small = make_layout (units[u], 3, 360, 160,
                                                      CP_DIAGRAM_LAYOUT_FLAGS_COMPACT);
      cairo_surface_t *surface;

      surface = paint (large, CP_DIAGRAM_PALETTE_LIGHT, WIDTH, HEIGHT);
      g_assert_cmpfloat (ink_fraction (surface, (Pixel) { 255, 255, 255 }), >, 0.05);
      cairo_surface_destroy (surface);

      surface = paint (small, CP_DIAGRAM_PALETTE_DARK, 360, 160);
      g_assert_cmpfloat (ink_fraction (surface, (Pixel) { 0x1e, 0x1e, 0x1e }), >, 0.1);
      g_assert_cmpint (pixel_at (surface, 1, 1).red, ==, 0x1e);
      cairo_surface_destroy (surface);

      surface = paint (large, CP_DIAGRAM_PALETTE_PRINT, WIDTH, HEIGHT);
      g_assert_cmpfloat (ink_fraction (surface, (Pixel) { 255, 255, 255 }), >, 0.05);
      cairo_surface_destroy (surface);
    }
}

/* The pooled region and its GPUs are painted where the layout puts them,
 * blue, with solid outlines. */
static void
test_paint_pooled (void)
{
  g_autoptr(CpDiagramLayout) layout = make_layout ("dgx-h100", 3, WIDTH, HEIGHT, 0);
  cairo_surface_t *surface = paint (layout, CP_DIAGRAM_PALETTE_LIGHT, WIDTH, HEIGHT);
  const CpDiagramElement *pool = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_POOL, 0);
  const CpDiagramElement *first = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_CHASSIS, 0);
  const CpDiagramElement *second = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_CHASSIS, 1);
  const CpDiagramElement *domain = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_DOMAIN, 0);
  const CpDiagramElement *gpu = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_GPU, 0);
  double gap_x = (first->rect.x + first->rect.width + second->rect.x) / 2;
  double mid_y = first->rect.y + first->rect.height / 2;
  guint outline = 0, samples = 0;

  /* Between two systems: the pool's light blue, not the background. */
  g_assert_true (is_blue (pixel_at (surface, gap_x, mid_y)));
  /* Outside the pool: background. */
  g_assert_true (is_white (pixel_at (surface, pool->rect.x - 4, mid_y)));
  /* Inside a domain, beside its GPUs: blue, more than the pool. */
  g_assert_true (is_blue (pixel_at (surface, domain->rect.x + 5, domain->rect.y + domain->rect.height / 2)));
  g_assert_cmpint (pixel_at (surface, domain->rect.x + 5, domain->rect.y + domain->rect.height / 2).red, <,
                   pixel_at (surface, gap_x, mid_y).red);
  /* A GPU, away from its label: solid blue. */
  g_assert_true (is_blue (pixel_at (surface, gpu->rect.x + 3, gpu->rect.y + 3)));
  g_assert_cmpint (pixel_at (surface, gpu->rect.x + 3, gpu->rect.y + 3).red, <, 80);

  /* The domain's outline is solid: every sample along its top edge is ink. */
  for (double x = domain->rect.x + 12; x < domain->rect.x + domain->rect.width - 12; x += 1, samples++)
    if (is_blue (pixel_at (surface, x, domain->rect.y + 1)) &&
        pixel_at (surface, x, domain->rect.y + 1).red < 100)
      outline++;
  g_assert_cmpuint (outline, ==, samples);

  cairo_surface_destroy (surface);
}

/* The desktop cards are painted where the layout puts them: grey chips,
 * background between them, dashed outlines. */
static void
test_paint_isolated (void)
{
  g_autoptr(CpDiagramLayout) layout = make_layout ("rtx-4090-card", 4, WIDTH, HEIGHT, 0);
  cairo_surface_t *surface = paint (layout, CP_DIAGRAM_PALETTE_LIGHT, WIDTH, HEIGHT);

  for (guint i = 0; i < 4; i++)
    {
      const CpDiagramElement *card = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_CHASSIS, i);
      const CpDiagramElement *gpu = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_GPU, i);
      guint ink = 0, gaps = 0;

      /* The chip is grey, never blue. */
      g_assert_true (is_grey (pixel_at (surface, gpu->rect.x + 3, gpu->rect.y + 3)));
      g_assert_cmpint (pixel_at (surface, gpu->rect.x + 3, gpu->rect.y + 3).red, <, 128);
      /* Inside the card, around the chip: the card's white. */
      g_assert_true (is_white (pixel_at (surface, card->rect.x + 4, card->rect.y + card->rect.height - 4)));

      /* The outline is dashed: ink and gaps along the top edge. */
      for (double x = card->rect.x + 8; x < card->rect.x + card->rect.width - 8; x += 1)
        {
          Pixel p = pixel_at (surface, x, card->rect.y + 0.75);

          if (is_white (p))
            gaps++;
          else if (is_grey (p))
            ink++;
        }
      g_assert_cmpuint (ink, >, 10);
      g_assert_cmpuint (gaps, >, 5);

      /* Between two cards there is nothing: no shared region. */
      if (i < 3)
        {
          const CpDiagramElement *next = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_CHASSIS, i + 1);
          double between = (card->rect.x + card->rect.width + next->rect.x) / 2;

          g_assert_true (is_white (pixel_at (surface, between, card->rect.y + card->rect.height / 2)));
        }
    }

  cairo_surface_destroy (surface);
}

/* The painter scales a layout to whatever size it is given. */
static void
test_paint_scaled (void)
{
  g_autoptr(CpDiagramLayout) layout = make_layout ("dgx-h100", 3, WIDTH, HEIGHT, 0);
  cairo_surface_t *surface = paint (layout, CP_DIAGRAM_PALETTE_LIGHT, WIDTH / 2, HEIGHT / 2);
  const CpDiagramElement *gpu = cp_diagram_layout_find (layout, CP_DIAGRAM_ELEMENT_GPU, 0);

  g_assert_true (is_blue (pixel_at (surface, (gpu->rect.x + 4) / 2, (gpu->rect.y + 4) / 2)));
  cairo_surface_destroy (surface);
}

/* Export */

typedef struct
{
  guint n_elements;
  char *root;
  char *width;
} SvgInfo;

static void
svg_start_element (GMarkupParseContext  *context,
                   const char           *element_name,
                   const char          **attribute_names,
                   const char          **attribute_values,
                   gpointer              user_data,
                   GError              **error)
{
  SvgInfo *info = user_data;

  if (info->n_elements++ == 0)
    {
      info->root = g_strdup (element_name);
      for (guint i = 0; attribute_names[i] != NULL; i++)
        if (g_str_equal (attribute_names[i], "width"))
          info->width = g_strdup (attribute_values[i]);
    }
}

/* Only the expected files are in @dir: no temporary file left behind. */
static void
assert_dir_holds (const char *dir,
                  guint       n_files)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (listing);
  while (g_dir_read_name (listing) != NULL)
    n++;
  g_assert_cmpuint (n, ==, n_files);
}

static void
test_export_svg (void)
{
  static const GMarkupParser parser = { svg_start_element, NULL, NULL, NULL, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(CpBuild) build = make_build ("dgx-h100", 3);
  g_autofree char *dir = cp_test_make_tmpdir ("test-diagram");
  g_autofree char *path = g_build_filename (dir, "diagram.SVG", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GMarkupParseContext) context = NULL;
  SvgInfo info = { 0 };
  gsize length;

  g_assert_true (cp_diagram_export (build, path, WIDTH, HEIGHT, CP_DIAGRAM_PALETTE_LIGHT, &error));
  g_assert_no_error (error);
  assert_dir_holds (dir, 1);

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (contents, "<?xml"));

  context = g_markup_parse_context_new (&parser, 0, &info, NULL);
  g_assert_true (g_markup_parse_context_parse (context, contents, length, &error));
  g_assert_no_error (error);
  g_assert_true (g_markup_parse_context_end_parse (context, &error));
  g_assert_no_error (error);

  g_assert_cmpstr (info.root, ==, "svg");
  g_assert_nonnull (info.width);
  g_assert_true (g_str_has_prefix (info.width, "1200"));
  g_assert_cmpuint (info.n_elements, >, 50);

  g_free (info.root);
  g_free (info.width);
  cp_test_remove_tmpdir (dir);
}

/* The same diagram gives the same SVG bytes whatever else the process
 * drew before (cairo numbers surfaces for the whole process: a quote
 * exported first in the same run moved the SVG's ids). */
static void
test_export_svg_deterministic (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpBuild) build = make_build ("dgx-h100", 3);
  g_autofree char *dir = cp_test_make_tmpdir ("test-diagram");
  g_autofree char *first = g_build_filename (dir, "first.svg", NULL);
  g_autofree char *second = g_build_filename (dir, "second.svg", NULL);
  g_autofree char *first_text = NULL;
  g_autofree char *second_text = NULL;

  g_assert_true (cp_diagram_export (build, first, WIDTH, HEIGHT, CP_DIAGRAM_PALETTE_LIGHT, &error));
  g_assert_no_error (error);
  /* Other drawing in between, as a quote's pages are. */
  for (guint i = 0; i < 5; i++)
    cairo_surface_destroy (cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1));
  g_assert_true (cp_diagram_export (build, second, WIDTH, HEIGHT, CP_DIAGRAM_PALETTE_LIGHT, &error));
  g_assert_no_error (error);

  first_text = cp_test_read_text (first);
  second_text = cp_test_read_text (second);
  g_assert_cmpstr (first_text, ==, second_text);
  g_assert_nonnull (strstr (first_text, "id=\"surface1\""));

  cp_test_remove_tmpdir (dir);
}

static void
test_export_png (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpBuild) build = make_build ("rtx-5090-card", 60);
  g_autofree char *dir = cp_test_make_tmpdir ("test-diagram");
  g_autofree char *path = g_build_filename (dir, "diagram.png", NULL);
  cairo_surface_t *surface;

  /* Writing over an existing file replaces it. */
  g_file_set_contents (path, "old", -1, &error);
  g_assert_no_error (error);

  g_assert_true (cp_diagram_export (build, path, WIDTH, HEIGHT, CP_DIAGRAM_PALETTE_LIGHT, &error));
  g_assert_no_error (error);
  assert_dir_holds (dir, 1);

  surface = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, WIDTH);
  /* Cropped to its drawing: no empty band under the title or at the
   * bottom (the drawing was centred in 800 pixels, with 200 empty ones
   * above it and below). */
  g_assert_cmpint (cairo_image_surface_get_height (surface), <, HEIGHT - 200);
  {
    int height = cairo_image_surface_get_height (surface);
    int empty = 0, longest = 0;

    for (int y = 0; y < height; y++)
      {
        gboolean blank = TRUE;

        for (int x = 0; x < WIDTH && blank; x += 2)
          blank = is_white (pixel_at (surface, x, y));
        empty = blank ? empty + 1 : 0;
        longest = MAX (longest, empty);
      }
    g_assert_cmpint (longest, <, 60);
  }
  g_assert_true (is_white (pixel_at (surface, 2, 2)));
  g_assert_cmpfloat (ink_fraction (surface, (Pixel) { 255, 255, 255 }), >, 0.05);
  cairo_surface_destroy (surface);

  cp_test_remove_tmpdir (dir);
}

static void
test_export_format (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpBuild) build = make_build ("dgx-h100", 3);
  g_autofree char *dir = cp_test_make_tmpdir ("test-diagram");
  g_autofree char *path = g_build_filename (dir, "diagram.jpg", NULL);
  CpDiagramFormat format;

  g_assert_true (cp_diagram_format_for_filename ("a.PNG", &format));
  g_assert_cmpint (format, ==, CP_DIAGRAM_FORMAT_PNG);
  g_assert_true (cp_diagram_format_for_filename ("a.b.Svg", &format));
  g_assert_cmpint (format, ==, CP_DIAGRAM_FORMAT_SVG);
  g_assert_false (cp_diagram_format_for_filename ("png", &format));
  g_assert_false (cp_diagram_format_for_filename ("dir.png/file", &format));

  g_assert_false (cp_diagram_export (build, path, WIDTH, HEIGHT, CP_DIAGRAM_PALETTE_LIGHT, &error));
  g_assert_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_FORMAT);
  g_assert_nonnull (strstr (error->message, "diagram.jpg"));
  g_assert_nonnull (strstr (error->message, ".png or .svg"));
  assert_dir_holds (dir, 0);
  g_clear_error (&error);

  g_assert_false (cp_diagram_export (build, path, 0, HEIGHT, CP_DIAGRAM_PALETTE_LIGHT, &error));
  g_assert_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_FORMAT);
  g_clear_error (&error);

  g_free (path);
  path = g_build_filename (dir, "diagram.png", NULL);
  g_assert_false (cp_diagram_export (build, path, 0, HEIGHT, CP_DIAGRAM_PALETTE_LIGHT, &error));
  g_assert_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_SIZE);
  assert_dir_holds (dir, 0);

  cp_test_remove_tmpdir (dir);
}

/* A folder that does not let us write: the export fails, says so, and the
 * file already there keeps its contents. */
static void
test_export_unwritable (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpBuild) build = make_build ("dgx-h100", 3);
  g_autofree char *dir = cp_test_make_tmpdir ("test-diagram");
  g_autofree char *path = g_build_filename (dir, "diagram.png", NULL);
  g_autofree char *missing = g_build_filename (dir, "no-such-folder", "diagram.png", NULL);
  g_autofree char *contents = NULL;

  /* A folder that is not there. */
  g_assert_false (cp_diagram_export (build, missing, WIDTH, HEIGHT, CP_DIAGRAM_PALETTE_LIGHT, &error));
  g_assert_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_WRITE);
  g_assert_nonnull (strstr (error->message, missing));
  g_assert_nonnull (strstr (error->message, g_strerror (ENOENT)));
  g_clear_error (&error);

  /* A folder that is a file: cannot be written, whoever runs the test
   * (permissions would not stop root). The disk-full case below checks
   * that an old file survives a failed export. */
  g_file_set_contents (path, "old", -1, &error);
  g_assert_no_error (error);
  {
    g_autofree char *inside = g_build_filename (path, "diagram.png", NULL);

    g_assert_false (cp_diagram_export (build, inside, WIDTH, HEIGHT, CP_DIAGRAM_PALETTE_LIGHT, &error));
    g_assert_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_WRITE);
    g_assert_nonnull (strstr (error->message, inside));
    g_assert_nonnull (strstr (error->message, g_strerror (ENOTDIR)));
    g_clear_error (&error);
  }
  g_file_get_contents (path, &contents, NULL, NULL);
  g_assert_cmpstr (contents, ==, "old");
  assert_dir_holds (dir, 1);

  cp_test_remove_tmpdir (dir);
}

/* The disk fills up half-way through: the old file is untouched and no
 * temporary file is left. A file-size limit stands in for the full disk,
 * in a child process so that the limit goes with it. */
static void
test_export_write_fails (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CpBuild) build = make_build ("dgx-h100", 3);
      const char *dir = g_getenv ("TEST_DIAGRAM_DIR");
      g_autofree char *path = g_build_filename (dir, "diagram.png", NULL);
      g_autofree char *contents = NULL;
      struct rlimit limit = { 4096, 4096 };

      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);

      g_assert_false (cp_diagram_export (build, path, WIDTH, HEIGHT, CP_DIAGRAM_PALETTE_LIGHT, &error));
      g_assert_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_WRITE);
      g_assert_nonnull (strstr (error->message, path));
      g_assert_nonnull (strstr (error->message, g_strerror (EFBIG)));

      g_file_get_contents (path, &contents, NULL, NULL);
      g_assert_cmpstr (contents, ==, "old");
      assert_dir_holds (dir, 1);
      return;
    }
  else
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *dir = cp_test_make_tmpdir ("test-diagram");
      g_autofree char *path = g_build_filename (dir, "diagram.png", NULL);

      g_file_set_contents (path, "old", -1, &error);
      g_assert_no_error (error);

      g_setenv ("TEST_DIAGRAM_DIR", dir, TRUE);
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_unsetenv ("TEST_DIAGRAM_DIR");
      g_test_trap_assert_passed ();

      cp_test_remove_tmpdir (dir);
    }
}

/* The target is a folder: the rename fails, nothing is left behind. */
static void
test_export_onto_folder (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpBuild) build = make_build ("dgx-h100", 3);
  g_autofree char *dir = cp_test_make_tmpdir ("test-diagram");
  g_autofree char *path = g_build_filename (dir, "folder.svg", NULL);
  g_autofree char *inside = g_build_filename (path, "keep", NULL);

  g_assert_cmpint (g_mkdir (path, 0755), ==, 0);
  g_file_set_contents (inside, "keep", -1, &error);
  g_assert_no_error (error);

  g_assert_false (cp_diagram_export (build, path, WIDTH, HEIGHT, CP_DIAGRAM_PALETTE_LIGHT, &error));
  g_assert_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_WRITE);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_true (g_file_test (inside, G_FILE_TEST_IS_REGULAR));
  assert_dir_holds (dir, 1);

  cp_test_remove_tmpdir (dir);
}

static void
test_cli (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *png = NULL;
  g_autofree char *svg = NULL;
  g_autofree char *jpg = NULL;
  g_autofree char *arg = NULL;
  g_autofree char *expected = NULL;
  g_auto(CpTestRun) plain = { 0 };

  /* meson test sets it to the built program. */
  g_assert_nonnull (g_getenv ("CLUSTER_PLANNER"));

  dir = cp_test_make_tmpdir ("test-diagram");
  png = g_build_filename (dir, "startup.png", NULL);
  svg = g_build_filename (dir, "desktop.svg", NULL);
  jpg = g_build_filename (dir, "diagram.jpg", NULL);

  /* The recommended build, and the output is what it is without export. */
  {
    const char *args[] = { "--size", "deepseek-v4-pro", "--json", NULL, NULL };
    g_auto(CpTestRun) run = { 0 };

    cp_test_run_cli (&plain, NULL, args);
    g_assert_cmpint (plain.status, ==, 0);

    arg = g_strdup_printf ("--export-diagram=%s", png);
    args[3] = arg;
    cp_test_run_cli (&run, NULL, args);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpstr (run.out, ==, plain.out);
    g_assert_true (g_file_test (png, G_FILE_TEST_IS_REGULAR));
    g_clear_pointer (&arg, g_free);
  }

  /* --tier picks another build. */
  {
    const char *args[] = { "--size", "deepseek-v4-pro", "--tier", "desktop", NULL, NULL };
    g_auto(CpTestRun) run = { 0 };
    g_autofree char *contents = NULL;

    arg = g_strdup_printf ("--export-diagram=%s", svg);
    args[4] = arg;
    cp_test_run_cli (&run, NULL, args);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.err, ==, "");
    g_file_get_contents (svg, &contents, NULL, NULL);
    g_assert_nonnull (contents);
    g_assert_nonnull (strstr (contents, "<svg"));
    g_clear_pointer (&arg, g_free);
  }

  /* A file of another kind: one line, status 1, nothing written. */
  {
    const char *args[] = { "--size", "deepseek-v4-pro", NULL, NULL };
    g_auto(CpTestRun) run = { 0 };

    arg = g_strdup_printf ("--export-diagram=%s", jpg);
    args[2] = arg;
    cp_test_run_cli (&run, NULL, args);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.out, ==, "");
    expected = g_strdup_printf ("cluster-planner: --export-diagram: %s: cannot tell the format; "
                                "the name must end in .png or .svg\n", jpg);
    g_assert_cmpstr (run.err, ==, expected);
    g_assert_false (g_file_test (jpg, G_FILE_TEST_EXISTS));
  }

  cp_test_remove_tmpdir (dir);
}

/* In Russian (and Kyrgyz) figures are grouped with a narrow no-break
 * space, the locale's own, from cp-format: the pool of 3 × DGX H100 is
 * "1 920" GB. The drawings' face, Cantarell, has no glyph for it and the
 * shaper made one a pixel wide, so Compare's drawing read "1920 ГБ". As
 * drawn, the groups stay apart by a space one can see. */
static void
test_paint_grouping (void)
{
  g_autoptr(CpDiagramLayout) layout = NULL;
  const char *label = NULL;
  double size = 0;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 8, 8);
  cairo_t *cr = cairo_create (surface);
  PangoLayout *drawn = pango_cairo_create_layout (cr);
  PangoLayout *plain = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Cantarell, Inter, sans-serif");
  g_autoptr(GString) ungrouped = NULL;
  g_autoptr(GString) spaced = NULL;
  int grouped_width, plain_width, spaced_width;

  if (setlocale (LC_ALL, "ru_RU.UTF-8") == NULL)
    g_error ("the locale ru_RU.UTF-8 is missing (tests/make-locales builds it)");
  layout = make_layout ("dgx-h100", 3, WIDTH, HEIGHT, 0);
  setlocale (LC_ALL, "C.UTF-8");

  for (guint i = 0; i < cp_diagram_layout_get_n_elements (layout) && label == NULL; i++)
    {
      const CpDiagramElement *element = cp_diagram_layout_get_element (layout, i);

      if (element->label != NULL && strstr (element->label, "1\u202f920") != NULL)
        {
          label = element->label;
          size = element->font_size;
        }
    }
  if (label == NULL)
    g_error ("no label of the drawing says 1\u202f920");

  /* As the painter sets it, with the digits run together, and with a
   * plain space between the groups. */
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (drawn, font);
  pango_layout_set_font_description (plain, font);
  cp_diagram_pango_set_text (drawn, label);
  pango_layout_get_size (drawn, &grouped_width, NULL);
  ungrouped = g_string_new (label);
  g_string_replace (ungrouped, "\u202f", "", 0);
  pango_layout_set_text (plain, ungrouped->str, -1);
  pango_layout_get_size (plain, &plain_width, NULL);
  spaced = g_string_new (label);
  g_string_replace (spaced, "\u202f", " ", 0);
  pango_layout_set_text (plain, spaced->str, -1);
  pango_layout_get_size (plain, &spaced_width, NULL);

  /* The groups are as far apart as words; the space the shaper made up
   * was half that, a pixel or two. */
  if (grouped_width - plain_width < spaced_width - plain_width)
    g_error ("“%s” at %g px: the groups are %.2f px apart, words %.2f px", label, size,
             (grouped_width - plain_width) / (double) PANGO_SCALE,
             (spaced_width - plain_width) / (double) PANGO_SCALE);

  pango_font_description_free (font);
  g_object_unref (plain);
  g_object_unref (drawn);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  /* The locales the tests read figures in, from the build. */
  g_assert_nonnull (g_getenv ("CP_TEST_LOCPATH"));
  g_setenv ("LOCPATH", g_getenv ("CP_TEST_LOCPATH"), TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  catalog = cp_catalog_new_builtin (&error);
  g_assert_no_error (error);

  g_test_add_func ("/cluster-planner/diagram/layout/dgx-h100", test_layout_dgx);
  g_test_add_func ("/cluster-planner/diagram/layout/nvl72", test_layout_nvl72);
  g_test_add_func ("/cluster-planner/diagram/layout/desktop", test_layout_desktop);
  g_test_add_func ("/cluster-planner/diagram/layout/description-desktop", test_layout_description_desktop);
  g_test_add_func ("/cluster-planner/diagram/layout/link-labels", test_layout_link_labels);
  g_test_add_func ("/cluster-planner/diagram/layout/collapse", test_layout_collapse);
  g_test_add_func ("/cluster-planner/diagram/layout/tidy", test_layout_tidy);
  g_test_add_func ("/cluster-planner/diagram/layout/tiny", test_layout_tiny);
  g_test_add_func ("/cluster-planner/diagram/layout/used-height", test_layout_used_height);
  g_test_add_func ("/cluster-planner/diagram/layout/label-size", test_layout_label_size);
  g_test_add_func ("/cluster-planner/diagram/layout/card-gpus", test_layout_card_gpus);
  g_test_add_func ("/cluster-planner/diagram/layout/stack-plus", test_layout_stack_plus);
  g_test_add_func ("/cluster-planner/diagram/layout/pcie-words", test_layout_pcie_words);
  g_test_add_func ("/cluster-planner/diagram/paint/not-blank", test_paint_not_blank);
  g_test_add_func ("/cluster-planner/diagram/paint/pooled", test_paint_pooled);
  g_test_add_func ("/cluster-planner/diagram/paint/isolated", test_paint_isolated);
  g_test_add_func ("/cluster-planner/diagram/paint/scaled", test_paint_scaled);
  g_test_add_func ("/cluster-planner/diagram/paint/grouping", test_paint_grouping);
  g_test_add_func ("/cluster-planner/diagram/export/svg", test_export_svg);
  g_test_add_func ("/cluster-planner/diagram/export/svg-deterministic",
                   test_export_svg_deterministic);
  g_test_add_func ("/cluster-planner/diagram/export/png", test_export_png);
  g_test_add_func ("/cluster-planner/diagram/export/format", test_export_format);
  g_test_add_func ("/cluster-planner/diagram/export/unwritable", test_export_unwritable);
  g_test_add_func ("/cluster-planner/diagram/export/write-fails", test_export_write_fails);
  g_test_add_func ("/cluster-planner/diagram/export/onto-folder", test_export_onto_folder);
  g_test_add_func ("/cluster-planner/diagram/cli", test_cli);

  status = g_test_run ();

  g_clear_object (&catalog);

  return status;
}
