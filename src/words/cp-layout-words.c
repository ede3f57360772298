/* cp-layout-words.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-layout-words"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-format.h"
#include "cp-layout-words.h"
#include "cp-units.h"

/* The words of the layouts engines use beside tensor parallel in a domain
 * and stages across systems (docs/sizing.md §8.2): stages inside one
 * system, data-parallel attention, expert parallel, a split over PCIe
 * cards; and why the search took a layout. */

/* The layout in words for the kinds cp_model_serving_dup_layout() does
 * not know: "8 GPUs of one NVIDIA DGX H200 work as one copy: attention
 * data-parallel 8, experts parallel over all 8". Returns %NULL for the
 * others. */
char *
cp_layout_words_dup_layout (const CpLayout *layout,
                            CpUnit         *unit)
{
  const char *unit_name = cp_item_get_name (CP_ITEM (unit));
  g_autofree char *t = cp_format_integer (layout->tensor_parallel);
  g_autofree char *p = cp_format_integer (layout->pipeline_parallel);
  g_autofree char *d = cp_format_integer (layout->data_parallel);
  g_autofree char *r = cp_format_integer (layout->replicas);
  gint64 replica = layout->tensor_parallel * layout->pipeline_parallel * layout->data_parallel;
  g_autofree char *g = cp_format_integer (replica);
  g_autofree char *engine = NULL;

  if (layout->pcie_split)
    engine = layout->tensor_parallel > 1
             /* TRANSLATORS: the engine's terms of a layout split over PCIe cards */
             ? g_strdup_printf (_("tensor parallel %s × pipeline parallel %s over PCIe, slower"),
                                t, p)
             : g_strdup_printf (_("pipeline parallel %s over PCIe, slower"), p);
  else if (layout->data_parallel > 1)
    /* TRANSLATORS: e.g. "attention data-parallel 8 × tensor parallel 1, experts
     * parallel over all 8 GPUs" */
    engine = g_strdup_printf (ngettext ("attention data-parallel %s × tensor parallel %s, experts "
                                        "parallel over all %s GPU",
                                        "attention data-parallel %s × tensor parallel %s, experts "
                                        "parallel over all %s GPUs",
                                        cp_format_plural_count (layout->data_parallel * layout->tensor_parallel)),
                              d, t, g);
  else if (layout->pipeline_parallel > 1 && layout->replica_domains <= 1)
    engine = layout->expert_parallel
             /* TRANSLATORS: e.g. "tensor parallel 4 × pipeline parallel 2, the stages
              * inside one system, experts parallel" */
             ? g_strdup_printf (_("tensor parallel %s × pipeline parallel %s, the stages inside "
                                  "one system, experts parallel"), t, p)
             : g_strdup_printf (_("tensor parallel %s × pipeline parallel %s, the stages inside "
                                  "one system"), t, p);
  else if (layout->expert_parallel && layout->pipeline_parallel == 1)
    /* TRANSLATORS: e.g. "tensor parallel 8, experts parallel" */
    engine = g_strdup_printf (_("tensor parallel %s, experts parallel"), t);
  else
    return NULL;

  if (layout->pcie_split)
    /* TRANSLATORS: e.g. "2 cards work as one copy: pipeline parallel 2 over
     * PCIe, slower"; the number of cards decides the form */
    return layout->replicas == 1
           ? g_strdup_printf (ngettext ("%s card works as one copy: %s",
                                        "%s cards work as one copy: %s",
                                        cp_format_plural_count (replica)), g, engine)
           /* TRANSLATORS: e.g. "2 copies side by side, each on 2 cards: pipeline
            * parallel 2 over PCIe, slower"; the number of copies decides the form */
           : g_strdup_printf (ngettext ("%s copy side by side, each on %s cards: %s",
                                        "%s copies side by side, each on %s cards: %s",
                                        cp_format_plural_count (layout->replicas)), r, g, engine);

  if (layout->replicas == 1)
    /* TRANSLATORS: e.g. "8 GPUs of one NVIDIA DGX H200 work as one copy:
     * tensor parallel 4 × pipeline parallel 2, the stages inside one system";
     * the number of GPUs decides the form */
    return g_strdup_printf (ngettext ("%s GPU of one %s works as one copy: %s",
                                      "%s GPUs of one %s work as one copy: %s",
                                      cp_format_plural_count (replica)), g, unit_name, engine);

  /* TRANSLATORS: e.g. "2 copies side by side, each on 8 GPUs: tensor parallel
   * 8, experts parallel"; the number of copies decides the form */
  return g_strdup_printf (ngettext ("%s copy side by side, each on %s GPUs: %s",
                                    "%s copies side by side, each on %s GPUs: %s",
                                    cp_format_plural_count (layout->replicas)), r, g, engine);
}

/**
 * cp_layout_words_dup_why:
 * @layout: the layout the search picked
 * @unit: the unit it is on
 *
 * Why the search took a layout other than tensor parallel inside one
 * NVLink domain (docs/sizing.md §8.3): "2 pipeline stages inside one
 * NVIDIA DGX H200: each GPU keeps the KV cache of half the layers".
 *
 * Returns: (nullable): the reason, or %NULL for tensor parallel alone.
 */
char *
cp_layout_words_dup_why (const CpLayout *layout,
                         CpUnit         *unit)
{
  const char *unit_name = cp_item_get_name (CP_ITEM (unit));
  g_autofree char *p = cp_format_integer (layout->pipeline_parallel);

  if (layout->verdict == CP_SERVING_UNKNOWN || layout->gpus < 1)
    return NULL;

  if (layout->pcie_split)
    return g_strdup (_("Split across cards over PCIe, slower: no one card holds the model"));

  if (layout->data_parallel > 1)
    return g_strdup (_("Attention data-parallel with experts parallel, as the publishers serve "
                       "such models: each GPU keeps the KV cache of its own users only, not a "
                       "copy of every user’s"));

  if (layout->pipeline_parallel > 1 && layout->replica_domains <= 1)
    {
      if (layout->pipeline_parallel == 2)
        /* TRANSLATORS: %s is a unit's name */
        return g_strdup_printf (_("2 pipeline stages inside one %s: each GPU keeps the KV cache "
                                  "of half the layers"), unit_name);
      /* TRANSLATORS: e.g. "4 pipeline stages inside one NVIDIA DGX H200: each
       * GPU keeps the KV cache of 1/4 of the layers" */
      return g_strdup_printf (ngettext ("%s pipeline stage inside one %s: each GPU keeps the KV "
                                        "cache of 1/%s of the layers",
                                        "%s pipeline stages inside one %s: each GPU keeps the KV "
                                        "cache of 1/%s of the layers",
                                        cp_format_plural_count (layout->pipeline_parallel)),
                              p, unit_name, p);
    }

  if (layout->pipeline_parallel > 1)
    /* TRANSLATORS: %s is a number of systems */
    return g_strdup_printf (ngettext ("%s pipeline stage, one per system: one system does not "
                                      "hold a copy with its users",
                                      "%s pipeline stages, one per system: one system does not "
                                      "hold a copy with its users",
                                      cp_format_plural_count (layout->pipeline_parallel)), p);

  if (layout->expert_parallel)
    return g_strdup (_("Experts parallel: each GPU holds whole experts, so their quantisation "
                       "blocks need not split over the GPUs"));

  return NULL;
}

/**
 * cp_layout_words_dup_not_native:
 * @layout: a model's layout on a unit
 * @unit: the unit
 *
 * Why no layout serves the model on @unit whatever its memory, when its
 * GPUs do not run the served weight format natively (docs/sizing.md
 * §8.1): "NVFP4 weights need Blackwell GPUs (FP4 tensor cores); the NVIDIA
 * H100 SXM has none".
 *
 * Returns: (nullable): the reason, or %NULL when the format runs there.
 */
char *
cp_layout_words_dup_not_native (const CpLayout *layout,
                                CpUnit         *unit)
{
  CpGpu *gpu = cp_unit_get_gpu (unit);
  const char *gpu_name = cp_item_get_name (CP_ITEM (gpu));

  if (!layout->format_not_native)
    return NULL;

  if (cp_gpu_get_compute_capability (gpu) == 0)
    /* TRANSLATORS: %s is a GPU's name, e.g. "NVIDIA H100 SXM" */
    return g_strdup_printf (_("NVFP4 weights need Blackwell GPUs (FP4 tensor cores); the catalog "
                              "does not say whether the %s has them"), gpu_name);

  /* TRANSLATORS: %s is a GPU's name, e.g. "NVIDIA H100 SXM" */
  return g_strdup_printf (_("NVFP4 weights need Blackwell GPUs (FP4 tensor cores); the %s has "
                            "none"), gpu_name);
}
