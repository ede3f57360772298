/* cp-serving-words.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-serving-words"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-build-words.h"
#include "cp-format.h"
#include "cp-model-serving-words.h"
#include "cp-serving-words.h"
#include "cp-workload-words.h"

/* The words about how a build serves a workload: the verdict, the GPUs it
 * uses, what it was sized for, a summary. The build card, Compare, the
 * quote, the diagram and the launch recipe say what these files say
 * (cp-model-serving-words.c for each model, cp-workload-words.c for the
 * workload, cp-gpu-memory-words.c for what a GPU holds), so their numbers
 * cannot disagree; cp-build-words.c does the same for the build itself.
 * Per-GPU memory is in GiB, as inference engines count it; the vendors'
 * GB stay the build's. Sentences that count are messages of their own,
 * with the count deciding the plural form. */

/**
 * cp_serving_verdict_get_label:
 *
 * Returns: the verdict as a heading: "Fits this workload".
 */
const char *
cp_serving_verdict_get_label (CpServingVerdict verdict)
{
  switch (verdict)
    {
    case CP_SERVING_FITS:
      return _("Fits this workload");
    case CP_SERVING_MARGINAL:
      return _("Fits with little room");
    case CP_SERVING_DOES_NOT_FIT:
      return _("Does not fit this workload");
    case CP_SERVING_UNKNOWN:
    default:
      return _("Not known: no architecture is published");
    }
}

char *
cp_serving_dup_workload (CpServing *serving)
{
  g_return_val_if_fail (CP_IS_SERVING (serving), NULL);

  return cp_workload_dup_words (cp_serving_get_context_tokens (serving),
                                cp_serving_get_users (serving),
                                cp_serving_get_kv_cache (serving));
}

/**
 * cp_serving_dup_gpus_used:
 * @build: a build planned with a workload
 *
 * Returns: (nullable): "On 8 of 8 GPUs", or %NULL when no model's
 *   architecture is known.
 */
char *
cp_serving_dup_gpus_used (CpBuild *build)
{
  CpServing *serving;
  g_autofree char *used = NULL;
  g_autofree char *all = NULL;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  serving = cp_build_get_serving (build);
  if (serving == NULL || cp_serving_get_verdict (serving) == CP_SERVING_UNKNOWN)
    return NULL;

  if (cp_serving_get_verdict (serving) == CP_SERVING_DOES_NOT_FIT)
    return g_strdup (_("The closest it comes:"));

  used = cp_format_integer (cp_serving_get_gpus_used (serving));
  all = cp_format_integer (cp_build_get_gpus (build));

  /* TRANSLATORS: the GPUs a workload takes of a build, e.g. "On 8 of 8
   * GPUs"; the total decides the form */
  return g_strdup_printf (ngettext ("On %s of %s GPU", "On %s of %s GPUs",
                                    cp_format_plural_count (cp_build_get_gpus (build))),
                          used, all);
}

/**
 * cp_serving_dup_verdict:
 * @build: a build planned with a workload
 *
 * Returns: (nullable): the verdict with the GPUs it takes, as one
 *   sentence: "Fits this workload on 8 of 8 GPUs"; %NULL without a
 *   workload.
 */
char *
cp_serving_dup_verdict (CpBuild *build)
{
  CpServing *serving;
  CpServingVerdict verdict;
  g_autofree char *used = NULL;
  g_autofree char *all = NULL;
  gulong n;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  serving = cp_build_get_serving (build);
  if (serving == NULL)
    return NULL;

  verdict = cp_serving_get_verdict (serving);
  if (verdict != CP_SERVING_FITS && verdict != CP_SERVING_MARGINAL)
    return g_strdup (cp_serving_verdict_get_label (verdict));

  /* One message per verdict, not a verdict and "On 8 of 8 GPUs" glued
   * together: each language says it in its own order and case. */
  used = cp_format_integer (cp_serving_get_gpus_used (serving));
  all = cp_format_integer (cp_build_get_gpus (build));
  n = cp_format_plural_count (cp_build_get_gpus (build));
  if (verdict == CP_SERVING_FITS)
    /* TRANSLATORS: e.g. "Fits this workload on 8 of 8 GPUs": the GPUs it
     * takes of the build's; the total decides the form */
    return g_strdup_printf (ngettext ("Fits this workload on %s of %s GPU",
                                      "Fits this workload on %s of %s GPUs", n),
                            used, all);

  /* TRANSLATORS: e.g. "Fits on 8 of 8 GPUs with little room": the GPUs
   * it takes of the build's; the total decides the form */
  return g_strdup_printf (ngettext ("Fits on %s of %s GPU with little room",
                                    "Fits on %s of %s GPUs with little room", n),
                          used, all);
}

/**
 * cp_serving_dup_sized_for:
 *
 * Returns: what a quote says it was sized for: "Sized for 32,768 tokens
 *   per request, 16 users at a time, KV cache in bf16."
 */
char *
cp_serving_dup_sized_for (CpServing *serving)
{
  g_autofree char *workload = NULL;

  g_return_val_if_fail (CP_IS_SERVING (serving), NULL);

  workload = cp_serving_dup_workload (serving);

  /* TRANSLATORS: e.g. "Sized for 32,768 tokens per request, 16 users at a
   * time, KV cache in bf16." */
  return g_strdup_printf (_("Sized for %s."), workload);
}

/* What the per-GPU figures are, for the small print. */
char *
cp_serving_dup_figures_note (void)
{
  /* TRANSLATORS: %s is the serving engine and its version, "vLLM 0.19" */
  return g_strdup_printf (_("Per-GPU figures are in GiB (2^30 bytes), against the usable memory: "
                            "90 percent of what the driver reports. Besides weights and cache "
                            "they count what %s takes on each GPU and a margin for engine "
                            "drift. They size the build; they are not a measured result, and "
                            "no speed is claimed."), CP_ENGINE_NAME);
}

/**
 * cp_serving_dup_engine:
 *
 * Returns: which engine's arithmetic the per-GPU figures follow, "Memory
 *   per GPU as vLLM 0.19 allocates it" (docs/sizing.md §6).
 */
char *
cp_serving_dup_engine (void)
{
  /* TRANSLATORS: %s is the serving engine and its version, "vLLM 0.19" */
  return g_strdup_printf (_("Memory per GPU as %s allocates it"), CP_ENGINE_NAME);
}

/* One model's serving, for screen readers. */
static void
append_model_summary (GString        *out,
                      CpModelServing *model,
                      CpBuild        *build,
                      CpServing      *serving)
{
  g_autofree char *layout = cp_model_serving_dup_layout (model, build);
  g_autofree char *users = cp_model_serving_dup_users (model, serving);
  g_autofree char *context = cp_model_serving_dup_context (model, serving);
  g_autofree char *memory = cp_model_serving_dup_memory (model);
  const char *parts[] = { layout, users, context, memory };

  if (layout == NULL)
    {
      g_autofree char *unknown = cp_model_dup_unknown_architecture (cp_model_serving_get_model (model));

      g_string_append_printf (out, " %s.", unknown);
      return;
    }

  g_string_append_printf (out, " %s: %s.", cp_item_get_name (CP_ITEM (cp_model_serving_get_model (model))),
                          cp_serving_verdict_get_label (cp_model_serving_get_verdict (model)));
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    if (parts[i] != NULL)
      g_string_append_printf (out, " %s.", parts[i]);
}

/**
 * cp_serving_dup_summary:
 * @build: a build
 *
 * Returns: (nullable): what a screen reader hears of the way @build serves
 *   its workload: the workload, the verdict, and per model its layout,
 *   users, context and per-GPU memory; %NULL without a workload.
 */
char *
cp_serving_dup_summary (CpBuild *build)
{
  CpServing *serving;
  GListModel *models;
  g_autofree char *workload = NULL;
  g_autofree char *verdict = NULL;
  GString *out;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  serving = cp_build_get_serving (build);
  if (serving == NULL)
    return NULL;

  workload = cp_serving_dup_workload (serving);
  verdict = cp_serving_dup_verdict (build);
  out = g_string_new (NULL);
  /* TRANSLATORS: e.g. "Workload: 32,768 tokens per request, 16 users at a
   * time, KV cache in bf16: Fits this workload on 8 of 8 GPUs." */
  g_string_append_printf (out, _("Workload: %s: %s."), workload, verdict);

  models = cp_serving_get_models (serving);
  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModelServing) model = g_list_model_get_item (models, i);

      append_model_summary (out, model, build, serving);
    }

  return g_string_free (out, FALSE);
}

/**
 * cp_serving_dup_free_per_gpu:
 * @build: a build planned with a workload
 *
 * What the per-GPU memory bars say, in one line: what each GPU in use has
 * left once the workload is on it (the least of them, when the models'
 * layouts differ), and how many GPUs no model takes. A headline of all
 * the build's spare memory added up says otherwise when most of it is on
 * idle GPUs; this is the figure that agrees with the bars.
 *
 * Returns: (nullable): e.g. "At least 7.2 GiB free on each of the 16 GPUs
 *   in use; 8 GPUs idle", or %NULL without a workload, when a model's
 *   architecture is unknown or when the workload does not fit.
 */
char *
cp_serving_dup_free_per_gpu (CpBuild *build)
{
  CpServing *serving;
  GListModel *models;
  g_autofree char *free_text = NULL;
  g_autofree char *used_text = NULL;
  g_autofree char *in_use = NULL;
  gint64 least = G_MAXINT64, used, idle;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  serving = cp_build_get_serving (build);
  if (serving == NULL || cp_serving_get_verdict (serving) == CP_SERVING_UNKNOWN ||
      cp_serving_get_verdict (serving) == CP_SERVING_DOES_NOT_FIT)
    return NULL;

  models = cp_serving_get_models (serving);
  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModelServing) model = g_list_model_get_item (models, i);
      const CpLayout *layout = cp_model_serving_get_layout (model);

      if (layout == NULL)
        return NULL;
      least = MIN (least, layout->usable_bytes - layout->total_bytes);
    }
  if (least == G_MAXINT64 || least < 0)
    return NULL;

  used = cp_serving_get_gpus_used (serving);
  idle = MAX (cp_build_get_gpus (build) - used, 0);
  free_text = cp_format_gib (least);
  used_text = cp_format_integer (used);

  /* TRANSLATORS: what each GPU a workload takes has left, e.g. "At least
   * 7.2 GiB free on each of the 16 GPUs in use" */
  in_use = g_strdup_printf (ngettext ("At least %s free on the %s GPU in use",
                                      "At least %s free on each of the %s GPUs in use",
                                      cp_format_plural_count (used)),
                            free_text, used_text);
  if (idle == 0)
    return g_steal_pointer (&in_use);

  {
    g_autofree char *idle_text = cp_format_integer (idle);

    /* TRANSLATORS: after what the GPUs in use have free, e.g. "At least
     * 7.2 GiB free on each of the 16 GPUs in use; 8 GPUs idle" */
    return g_strdup_printf (ngettext ("%s; %s GPU idle", "%s; %s GPUs idle",
                                      cp_format_plural_count (idle)),
                            in_use, idle_text);
  }
}
