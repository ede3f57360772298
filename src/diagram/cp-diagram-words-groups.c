/* cp-diagram-words-groups.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-diagram-words-groups"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-diagram-private.h"
#include "cp-diagram-serving-private.h"
#include "cp-format.h"

/* The tags and tooltips of the groups the engine's layouts add to the
 * drawing (docs/sizing.md §8.2): an attention rank of a data-parallel copy,
 * the GPUs a stage's experts are spread over, and a tensor-parallel group
 * whose experts are spread rather than split. The plain groups' words are
 * cp-diagram-words.c's. */

static const char *
intern_take (CpDiagramBuilder *b,
             char             *text)
{
  return _cp_diagram_intern_take (b->self, text);
}

/* "1–40": a stage's layers, counted from 1. */
static char *
dup_layers (const CpDiagramGroupWords *words)
{
  g_autofree char *first = cp_format_integer (words->first_layer + 1);
  g_autofree char *last = cp_format_integer (words->last_layer);

  return g_strdup_printf (_("%s–%s"), first, last);
}

/* An attention rank: "rank 3", "3". */
static const char *
rank_words (CpDiagramBuilder          *b,
            const CpDiagramGroupWords *words,
            const char                *candidates[5])
{
  g_autofree char *copy = cp_format_integer (words->copy + 1);
  g_autofree char *copies = cp_format_integer (words->n_copies);
  g_autofree char *rank = cp_format_integer (words->rank + 1);
  g_autofree char *ranks = cp_format_integer (words->n_ranks);
  g_autofree char *gpus = cp_format_integer (words->n_gpus);
  guint n = 0;

  /* TRANSLATORS: the tag of an attention rank (data-parallel attention),
   * e.g. "rank 3" */
  candidates[n++] = intern_take (b, g_strdup_printf (_("rank %s"), rank));
  candidates[n++] = intern_take (b, g_strdup (rank));
  candidates[n] = NULL;

  /* TRANSLATORS: an attention rank's tooltip, e.g. "Copy 1 of 1: attention
   * rank 3 of 8 on 1 GPU, keeping only its own requests' KV cache (data
   * parallel)" */
  return intern_take (b, g_strdup_printf (ngettext ("Copy %s of %s: attention rank %s of %s on %s "
                                                    "GPU, keeping only its own requests’ KV cache "
                                                    "(data parallel)",
                                                    "Copy %s of %s: attention rank %s of %s on %s "
                                                    "GPUs, keeping only its own requests’ KV cache "
                                                    "(data parallel)",
                                                    cp_format_plural_count (words->n_gpus)),
                                          copy, copies, rank, ranks, gpus));
}

/* The GPUs one stage's experts are spread over: "experts on 8 GPUs". */
static const char *
experts_words (CpDiagramBuilder          *b,
               const CpDiagramGroupWords *words,
               const char                *candidates[5])
{
  g_autofree char *copy = cp_format_integer (words->copy + 1);
  g_autofree char *copies = cp_format_integer (words->n_copies);
  g_autofree char *gpus = cp_format_integer (words->n_gpus);
  gulong plural = cp_format_plural_count (words->n_gpus);
  guint n = 0;

  /* TRANSLATORS: the tag of the GPUs a model's experts are spread over
   * (expert parallel), e.g. "experts on 8 GPUs" */
  candidates[n++] = intern_take (b, g_strdup_printf (ngettext ("experts on %s GPU",
                                                               "experts on %s GPUs", plural),
                                                     gpus));
  /* TRANSLATORS: the short tag of the GPUs a model's experts are spread
   * over */
  candidates[n++] = intern_take (b, g_strdup (_("experts")));
  candidates[n] = NULL;

  /* TRANSLATORS: a tooltip, e.g. "Copy 1 of 1: its experts spread over
   * these 8 GPUs rather than split (expert parallel)" */
  return intern_take (b, g_strdup_printf (ngettext ("Copy %s of %s: its experts spread over this "
                                                    "%s GPU rather than split (expert parallel)",
                                                    "Copy %s of %s: its experts spread over these "
                                                    "%s GPUs rather than split (expert parallel)",
                                                    plural),
                                          copy, copies, gpus));
}

/* A tensor-parallel group whose experts are spread over its GPUs. */
static const char *
tensor_experts_words (CpDiagramBuilder          *b,
                      const CpDiagramGroupWords *words,
                      const char                *candidates[5])
{
  g_autofree char *copy = cp_format_integer (words->copy + 1);
  g_autofree char *copies = cp_format_integer (words->n_copies);
  g_autofree char *gpus = cp_format_integer (words->n_gpus);
  g_autofree char *layers = dup_layers (words);
  gulong plural = cp_format_plural_count (words->n_gpus);
  guint n = 0;

  if (words->model_name != NULL)
    candidates[n++] = intern_take (b, g_strdup (words->model_name));
  if (words->n_stages > 1)
    /* TRANSLATORS: the tag of a group of GPUs, e.g. "layers 1–47 ·
     * experts spread" */
    candidates[n++] = intern_take (b, g_strdup_printf (_("layers %s · experts spread"), layers));
  else if (words->n_copies > 1)
    /* TRANSLATORS: the tag of a group of GPUs whose experts are spread
     * over them, e.g. "copy 2 · experts spread" */
    candidates[n++] = intern_take (b, g_strdup_printf (_("copy %s · experts spread"), copy));
  else
    /* TRANSLATORS: the tag of the GPUs that hold the one copy of a model,
     * its experts spread over them */
    candidates[n++] = intern_take (b, g_strdup (_("one copy · experts spread")));
  /* TRANSLATORS: the shortest tag of a group of GPUs whose experts are
   * spread over them (expert parallel) */
  candidates[n++] = intern_take (b, g_strdup (_("EP")));
  candidates[n] = NULL;

  /* TRANSLATORS: a group's tooltip, e.g. "Copy 1 of 1: layers 1–94 on 8
   * GPUs working together, the experts spread over them rather than split
   * (tensor parallel 8, expert parallel)" */
  return intern_take (b, g_strdup_printf (ngettext ("Copy %s of %s: layers %s on %s GPU, the "
                                                    "experts on it whole (tensor parallel %s, "
                                                    "expert parallel)",
                                                    "Copy %s of %s: layers %s on %s GPUs working "
                                                    "together, the experts spread over them rather "
                                                    "than split (tensor parallel %s, expert "
                                                    "parallel)", plural),
                                          copy, copies, layers, gpus, gpus));
}

/**
 * _cp_diagram_words_layout_group:
 * @words: the group: an attention rank, an expert group, or a
 *   tensor-parallel group with its experts spread
 * @candidates: (out): its tag, longest first, NULL-terminated
 *
 * Returns: its tooltip.
 */
const char *
_cp_diagram_words_layout_group (CpDiagramBuilder          *b,
                                const CpDiagramGroupWords *words,
                                const char                *candidates[5])
{
  switch (words->role)
    {
    case CP_DIAGRAM_GROUP_RANK:
      return rank_words (b, words, candidates);
    case CP_DIAGRAM_GROUP_EXPERTS:
      return experts_words (b, words, candidates);
    case CP_DIAGRAM_GROUP_TENSOR:
    default:
      return tensor_experts_words (b, words, candidates);
    }
}
