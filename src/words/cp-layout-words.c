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

/* The layouts engines use besides tensor parallel in a domain and
 * pipeline stages across systems (docs/sizing.md §8.2), in words that say
 * why each is chosen: pipeline stages inside one system, experts spread
 * over the GPUs (expert parallel), attention data-parallel over ranks
 * (MLA models), a model split over the PCIe cards of one box. The
 * engine's terms follow the words, as the other layouts have them. */

/* What one copy is, inside one system (or NVLink domain, or box). */
static char *
dup_copy (const CpLayout *layout,
          CpUnit         *unit)
{
  const char *unit_name = cp_item_get_name (CP_ITEM (unit));
  g_autofree char *t = cp_format_integer (layout->tensor_parallel);
  g_autofree char *p = cp_format_integer (layout->pipeline_parallel);
  g_autofree char *d = cp_format_integer (layout->data_parallel);
  g_autofree char *e = cp_format_integer (MAX (layout->expert_parallel_size,
                                               layout->tensor_parallel * layout->data_parallel));

  if (layout->pcie_split && layout->pipeline_parallel > 1)
    /* TRANSLATORS: e.g. "2 cards in one box split the model over PCIe,
     * a pipeline stage each (slower than NVLink): pipeline parallel 2" */
    return g_strdup_printf (ngettext ("%s card in one box splits the model over PCIe, a pipeline "
                                      "stage each (slower than NVLink): pipeline parallel %s",
                                      "%s cards in one box split the model over PCIe, a pipeline "
                                      "stage each (slower than NVLink): pipeline parallel %s",
                                      cp_format_plural_count (layout->pipeline_parallel)),
                            p, p);
  if (layout->pcie_split)
    /* TRANSLATORS: e.g. "2 cards in one box split each layer over PCIe
     * (slower than NVLink): tensor parallel 2" */
    return g_strdup_printf (ngettext ("%s card in one box splits each layer over PCIe (slower "
                                      "than NVLink): tensor parallel %s",
                                      "%s cards in one box split each layer over PCIe (slower "
                                      "than NVLink): tensor parallel %s",
                                      cp_format_plural_count (layout->tensor_parallel)),
                            t, t);

  if (layout->data_parallel > 1 && layout->tensor_parallel == 1)
    /* TRANSLATORS: attention data-parallel (DeepSeek, Kimi), e.g. "8
     * attention ranks in one NVIDIA DGX H200, one GPU each, each keeping
     * only its own requests' KV cache, the experts spread over all 8 GPUs:
     * data parallel 8, expert parallel"; the number of ranks decides the
     * form */
    return g_strdup_printf (ngettext ("%s attention rank in one %s, one GPU each, each keeping only "
                                      "its own requests’ KV cache, the experts spread over all %s "
                                      "GPUs: data parallel %s, expert parallel",
                                      "%s attention ranks in one %s, one GPU each, each keeping "
                                      "only its own requests’ KV cache, the experts spread over all "
                                      "%s GPUs: data parallel %s, expert parallel",
                                      cp_format_plural_count (layout->data_parallel)),
                            d, unit_name, e, d);
  if (layout->data_parallel > 1)
    /* TRANSLATORS: e.g. "4 attention ranks in one NVIDIA GB200 NVL72, 2
     * GPUs each, each keeping only its own requests' KV cache, the experts
     * spread over all 8 GPUs: data parallel 4 × tensor parallel 2, expert
     * parallel"; the number of ranks decides the form */
    return g_strdup_printf (ngettext ("%s attention rank in one %s, %s GPUs each, each keeping only "
                                      "its own requests’ KV cache, the experts spread over all %s "
                                      "GPUs: data parallel %s × tensor parallel %s, expert parallel",
                                      "%s attention ranks in one %s, %s GPUs each, each keeping only "
                                      "its own requests’ KV cache, the experts spread over all %s "
                                      "GPUs: data parallel %s × tensor parallel %s, expert parallel",
                                      cp_format_plural_count (layout->data_parallel)),
                            d, unit_name, t, e, d, t);

  if (layout->pipeline_parallel == 2)
    /* TRANSLATORS: pipeline stages inside one system, e.g. "2 pipeline
     * stages inside one NVIDIA DGX H200, 4 GPUs each: each GPU keeps half
     * the layers' KV cache: tensor parallel 4 × pipeline parallel 2" */
    return g_strdup_printf (_("2 pipeline stages inside one %s, %s GPUs each: each GPU keeps half "
                              "the layers’ KV cache: tensor parallel %s × pipeline parallel 2"),
                            unit_name, t, t);
  if (layout->pipeline_parallel > 1)
    /* TRANSLATORS: e.g. "4 pipeline stages inside one NVIDIA GB200 NVL72,
     * 8 GPUs each: each GPU keeps the KV cache of its own stage's layers
     * only: tensor parallel 8 × pipeline parallel 4" */
    return g_strdup_printf (ngettext ("%s pipeline stage inside one %s, %s GPUs each: each GPU "
                                      "keeps the KV cache of its own stage’s layers only: tensor "
                                      "parallel %s × pipeline parallel %s",
                                      "%s pipeline stages inside one %s, %s GPUs each: each GPU "
                                      "keeps the KV cache of its own stage’s layers only: tensor "
                                      "parallel %s × pipeline parallel %s",
                                      cp_format_plural_count (layout->pipeline_parallel)),
                            p, unit_name, t, t, p);

  /* TRANSLATORS: expert parallel, e.g. "8 GPUs of one NVIDIA DGX H100
   * work as one copy, the experts spread over them rather than split:
   * tensor parallel 8, expert parallel" */
  return g_strdup_printf (ngettext ("%s GPU of one %s works as one copy, the experts spread over "
                                    "them rather than split: tensor parallel %s, expert parallel",
                                    "%s GPUs of one %s work as one copy, the experts spread over "
                                    "them rather than split: tensor parallel %s, expert parallel",
                                    cp_format_plural_count (layout->tensor_parallel)),
                          t, unit_name, t);
}

/**
 * cp_layout_words_is_engine_layout:
 * @layout: a model's layout
 *
 * Returns: whether @layout is one of the layouts these words say: stages
 *   inside one system, expert parallel, attention data-parallel, or a
 *   split over PCIe cards.
 */
gboolean
cp_layout_words_is_engine_layout (const CpLayout *layout)
{
  g_return_val_if_fail (layout != NULL, FALSE);

  if (layout->verdict == CP_SERVING_UNKNOWN || layout->gpus < 1)
    return FALSE;

  return layout->pcie_split || layout->data_parallel > 1 || layout->expert_parallel ||
         (layout->pipeline_parallel > 1 && layout->replica_domains == 1);
}

/**
 * cp_layout_words_dup:
 * @layout: a model's layout, cp_layout_words_is_engine_layout()
 * @unit: the unit of its build
 *
 * Returns: the layout in words with the engine's terms, and with several
 *   copies how many: "2 copies side by side, each: 2 pipeline stages
 *   inside one NVIDIA DGX H200, 4 GPUs each: …".
 */
char *
cp_layout_words_dup (const CpLayout *layout,
                     CpUnit         *unit)
{
  g_autofree char *copy = NULL;
  g_autofree char *r = NULL;

  g_return_val_if_fail (layout != NULL, NULL);
  g_return_val_if_fail (CP_IS_UNIT (unit), NULL);

  copy = dup_copy (layout, unit);
  if (layout->replicas <= 1)
    return g_steal_pointer (&copy);

  r = cp_format_integer (layout->replicas);
  /* TRANSLATORS: several copies of one of the layouts above, e.g. "2
   * copies side by side, each: 8 GPUs of one NVIDIA DGX H100 work as one
   * copy, …"; the number of copies decides the form */
  return g_strdup_printf (ngettext ("%s copy side by side, each: %s",
                                    "%s copies side by side, each: %s",
                                    cp_format_plural_count (layout->replicas)),
                          r, copy);
}
