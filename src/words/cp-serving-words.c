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
#include "cp-serving-words.h"

/* The one source of the words about how a build serves a workload: the
 * verdict, the layout in plain words, how many users and how long a
 * context it takes, what each GPU holds. The build card, Compare, the
 * quote, the diagram and the launch recipe say what this file says, so
 * their numbers cannot disagree (cp-build-words.c does the same for the
 * build itself).
 *
 * Per-GPU memory is in GiB, as inference engines count it; the vendors'
 * GB stay the build's. Sentences that count are messages of their own,
 * with the count deciding the plural form. */

/* @n for ngettext(), which counts in an unsigned long. */
static inline gulong
plural_count (gint64 n)
{
  if (n <= 0)
    return 0;

  return (gulong) MIN ((guint64) n, (guint64) G_MAXULONG);
}

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
      return _("Fits only with current-engine overheads");
    case CP_SERVING_DOES_NOT_FIT:
      return _("Does not fit this workload");
    case CP_SERVING_UNKNOWN:
    default:
      return _("Not known: no architecture is published");
    }
}

/**
 * cp_workload_dup_words:
 *
 * Returns: the workload in words: "32,768 tokens per request, 16 users at
 *   a time, KV cache in bf16".
 */
char *
cp_workload_dup_words (gint64    context_tokens,
                       gint64    users,
                       CpKvCache kv_cache)
{
  g_autofree char *tokens = cp_format_integer (context_tokens);
  g_autofree char *count = cp_format_integer (users);

  return g_strdup_printf (ngettext ("%s tokens per request, %s user at a time, KV cache in %s",
                                    "%s tokens per request, %s users at a time, KV cache in %s",
                                    plural_count (users)),
                          tokens, count, cp_kv_cache_to_string (kv_cache));
}

char *
cp_plan_workload_dup_words (CpPlanWorkload *workload)
{
  g_return_val_if_fail (workload != NULL, NULL);

  return cp_workload_dup_words (cp_plan_workload_get_context_tokens (workload),
                                cp_plan_workload_get_users (workload),
                                cp_plan_workload_get_kv_cache (workload));
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
                                    plural_count (cp_build_get_gpus (build))),
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
  n = plural_count (cp_build_get_gpus (build));
  if (verdict == CP_SERVING_FITS)
    /* TRANSLATORS: e.g. "Fits this workload on 8 of 8 GPUs": the GPUs it
     * takes of the build's; the total decides the form */
    return g_strdup_printf (ngettext ("Fits this workload on %s of %s GPU",
                                      "Fits this workload on %s of %s GPUs", n),
                            used, all);

  /* TRANSLATORS: e.g. "Fits on 8 of 8 GPUs only with current-engine
   * overheads": the GPUs it takes of the build's; the total decides the
   * form */
  return g_strdup_printf (ngettext ("Fits on %s of %s GPU only with current-engine overheads",
                                    "Fits on %s of %s GPUs only with current-engine overheads", n),
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
const char *
cp_serving_get_figures_note (void)
{
  return _("Per-GPU figures are in GiB (2^30 bytes), against the usable memory: 90 percent of "
           "what the driver reports, with the overheads of an inference engine. They size the "
           "build; they are not a measured result, and no speed is claimed.");
}

/* Layout */

/* One copy on one pipeline stage: "8 GPUs of one NVIDIA DGX H100 work as
 * one copy: tensor parallel 8". */
static char *
dup_single_stage (const CpLayout *layout,
                  CpUnit         *unit)
{
  const char *unit_name = cp_item_get_name (CP_ITEM (unit));
  CpUnitNoun noun = cp_unit_get_noun (unit);
  g_autofree char *t = cp_format_integer (layout->tensor_parallel);
  g_autofree char *r = cp_format_integer (layout->replicas);
  gulong copies = plural_count (layout->replicas);

  if (layout->replicas == 1 && layout->tensor_parallel == 1)
    {
      if (noun == CP_UNIT_NOUN_CARD)
        return g_strdup (_("One card holds a whole copy"));
      if (noun == CP_UNIT_NOUN_GPU)
        return g_strdup (_("One GPU holds a whole copy"));
      /* TRANSLATORS: e.g. "One GPU of one NVIDIA DGX H100 holds a whole copy" */
      return g_strdup_printf (_("One GPU of one %s holds a whole copy"), unit_name);
    }

  if (layout->replicas == 1)
    /* TRANSLATORS: e.g. "8 GPUs of one NVIDIA DGX H100 work as one copy:
     * tensor parallel 8"; the last %s is the same number of GPUs */
    return g_strdup_printf (ngettext ("%s GPU of one %s works as one copy: tensor parallel %s",
                                      "%s GPUs of one %s work as one copy: tensor parallel %s",
                                      plural_count (layout->tensor_parallel)),
                            t, unit_name, t);

  if (layout->tensor_parallel == 1)
    {
      if (noun == CP_UNIT_NOUN_CARD)
        /* TRANSLATORS: e.g. "3 copies side by side, one whole copy per card" */
        return g_strdup_printf (ngettext ("%s copy side by side, one whole copy per card",
                                          "%s copies side by side, one whole copy per card",
                                          copies), r);
      /* TRANSLATORS: e.g. "3 copies side by side, one whole copy per GPU" */
      return g_strdup_printf (ngettext ("%s copy side by side, one whole copy per GPU",
                                        "%s copies side by side, one whole copy per GPU",
                                        copies), r);
    }

  /* TRANSLATORS: e.g. "2 copies side by side, each on 4 GPUs working as
   * one: tensor parallel 4"; the number of copies decides the form */
  return g_strdup_printf (ngettext ("%s copy side by side, each on %s GPUs working as one: "
                                    "tensor parallel %s",
                                    "%s copies side by side, each on %s GPUs working as one: "
                                    "tensor parallel %s",
                                    copies), r, t, t);
}

/* What holds one pipeline stage: a system, a rack, an NVLink domain of a
 * system with several, or a GPU on its own. */
typedef enum
{
  STAGE_IN_SYSTEM,
  STAGE_IN_RACK,
  STAGE_IN_DOMAIN,
  STAGE_IN_GPU,
} StageHolder;

static StageHolder
stage_holder (CpUnit *unit)
{
  if (cp_unit_get_nvlink_domains (unit) > 1)
    return STAGE_IN_DOMAIN;

  switch (cp_unit_get_noun (unit))
    {
    case CP_UNIT_NOUN_RACK:
      return STAGE_IN_RACK;
    case CP_UNIT_NOUN_SYSTEM:
      return cp_unit_get_has_nvlink (unit) ? STAGE_IN_SYSTEM : STAGE_IN_GPU;
    case CP_UNIT_NOUN_CARD:
    case CP_UNIT_NOUN_GPU:
    default:
      return STAGE_IN_GPU;
    }
}

/* One copy over several pipeline stages: "2 systems, 8 GPUs each, one
 * pipeline stage per system: tensor parallel 8 × pipeline parallel 2". */
static char *
dup_one_staged_copy (const CpLayout *layout,
                     StageHolder     holder)
{
  g_autofree char *t = cp_format_integer (layout->tensor_parallel);
  g_autofree char *p = cp_format_integer (layout->pipeline_parallel);
  gulong stages = plural_count (layout->pipeline_parallel);

  switch (holder)
    {
    case STAGE_IN_RACK:
      /* TRANSLATORS: e.g. "2 racks, 8 GPUs each, one pipeline stage per
       * rack: tensor parallel 8 × pipeline parallel 2"; the number of racks
       * decides the form */
      return g_strdup_printf (ngettext ("%s rack, %s GPUs each, one pipeline stage per rack: "
                                        "tensor parallel %s × pipeline parallel %s",
                                        "%s racks, %s GPUs each, one pipeline stage per rack: "
                                        "tensor parallel %s × pipeline parallel %s", stages),
                              p, t, t, p);
    case STAGE_IN_DOMAIN:
      return g_strdup_printf (ngettext ("%s NVLink domain, %s GPUs each, one pipeline stage per "
                                        "domain: tensor parallel %s × pipeline parallel %s",
                                        "%s NVLink domains, %s GPUs each, one pipeline stage per "
                                        "domain: tensor parallel %s × pipeline parallel %s", stages),
                              p, t, t, p);
    case STAGE_IN_GPU:
      /* TRANSLATORS: e.g. "4 GPUs, one pipeline stage each: pipeline
       * parallel 4" */
      return g_strdup_printf (ngettext ("%s GPU, one pipeline stage each: pipeline parallel %s",
                                        "%s GPUs, one pipeline stage each: pipeline parallel %s",
                                        stages), p, p);
    case STAGE_IN_SYSTEM:
    default:
      /* TRANSLATORS: e.g. "2 systems, 8 GPUs each, one pipeline stage per
       * system: tensor parallel 8 × pipeline parallel 2"; the number of
       * systems decides the form */
      return g_strdup_printf (ngettext ("%s system, %s GPUs each, one pipeline stage per system: "
                                        "tensor parallel %s × pipeline parallel %s",
                                        "%s systems, %s GPUs each, one pipeline stage per system: "
                                        "tensor parallel %s × pipeline parallel %s", stages),
                              p, t, t, p);
    }
}

/* Several copies, each over several pipeline stages. */
static char *
dup_staged_copies (const CpLayout *layout,
                   StageHolder     holder)
{
  g_autofree char *r = cp_format_integer (layout->replicas);
  g_autofree char *t = cp_format_integer (layout->tensor_parallel);
  g_autofree char *p = cp_format_integer (layout->pipeline_parallel);
  gulong copies = plural_count (layout->replicas);

  switch (holder)
    {
    case STAGE_IN_RACK:
      /* TRANSLATORS: e.g. "2 copies side by side, each across 2 racks, 8
       * GPUs per rack, one pipeline stage per rack: tensor parallel 8 ×
       * pipeline parallel 2"; the number of copies decides the form */
      return g_strdup_printf (ngettext ("%s copy side by side, each across %s racks, %s GPUs per "
                                        "rack, one pipeline stage per rack: tensor parallel %s × "
                                        "pipeline parallel %s",
                                        "%s copies side by side, each across %s racks, %s GPUs per "
                                        "rack, one pipeline stage per rack: tensor parallel %s × "
                                        "pipeline parallel %s", copies),
                              r, p, t, t, p);
    case STAGE_IN_DOMAIN:
      return g_strdup_printf (ngettext ("%s copy side by side, each across %s NVLink domains, %s "
                                        "GPUs per domain, one pipeline stage per domain: tensor "
                                        "parallel %s × pipeline parallel %s",
                                        "%s copies side by side, each across %s NVLink domains, %s "
                                        "GPUs per domain, one pipeline stage per domain: tensor "
                                        "parallel %s × pipeline parallel %s", copies),
                              r, p, t, t, p);
    case STAGE_IN_GPU:
      /* TRANSLATORS: e.g. "2 copies side by side, each across 4 GPUs, one
       * pipeline stage per GPU: pipeline parallel 4" */
      return g_strdup_printf (ngettext ("%s copy side by side, each across %s GPUs, one pipeline "
                                        "stage per GPU: pipeline parallel %s",
                                        "%s copies side by side, each across %s GPUs, one pipeline "
                                        "stage per GPU: pipeline parallel %s", copies),
                              r, p, p);
    case STAGE_IN_SYSTEM:
    default:
      /* TRANSLATORS: e.g. "2 copies side by side, each across 2 systems, 8
       * GPUs per system, one pipeline stage per system: tensor parallel 8 ×
       * pipeline parallel 2"; the number of copies decides the form */
      return g_strdup_printf (ngettext ("%s copy side by side, each across %s systems, %s GPUs per "
                                        "system, one pipeline stage per system: tensor parallel %s "
                                        "× pipeline parallel %s",
                                        "%s copies side by side, each across %s systems, %s GPUs per "
                                        "system, one pipeline stage per system: tensor parallel %s "
                                        "× pipeline parallel %s", copies),
                              r, p, t, t, p);
    }
}

/**
 * cp_model_serving_dup_layout:
 * @serving: one model's serving on @build
 * @build: the build
 *
 * Says how the model is laid out on the build's GPUs, in plain words
 * with the engine's terms after them: "8 GPUs of one NVIDIA DGX H100 work
 * as one copy: tensor parallel 8"; "2 systems, 8 GPUs each, one pipeline
 * stage per system: tensor parallel 8 × pipeline parallel 2".
 *
 * Returns: (nullable): the layout, or %NULL for a model without an
 *   architecture.
 */
char *
cp_model_serving_dup_layout (CpModelServing *serving,
                             CpBuild        *build)
{
  const CpLayout *layout;
  CpUnit *unit;

  g_return_val_if_fail (CP_IS_MODEL_SERVING (serving), NULL);
  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  layout = cp_model_serving_get_layout (serving);
  if (layout->verdict == CP_SERVING_UNKNOWN || layout->gpus < 1)
    return NULL;

  unit = cp_build_get_unit (build);
  if (layout->pipeline_parallel == 1)
    return dup_single_stage (layout, unit);
  if (layout->replicas == 1)
    return dup_one_staged_copy (layout, stage_holder (unit));

  return dup_staged_copies (layout, stage_holder (unit));
}

/* Users and context */

static gint64
model_max_context (CpModelServing *serving)
{
  CpModelArchitecture *architecture = cp_model_get_architecture (cp_model_serving_get_model (serving));

  return architecture != NULL ? cp_model_architecture_get (architecture)->max_context : 0;
}

/**
 * cp_model_serving_dup_users:
 * @serving: one model's serving
 * @workload: the serving of the whole build, for the workload's figures
 *
 * Returns: (nullable): how many users the layout takes at the workload's
 *   context, all copies together: "Up to 37 users at 32,768 tokens".
 */
char *
cp_model_serving_dup_users (CpModelServing *serving,
                            CpServing      *workload)
{
  const CpLayout *layout;
  g_autofree char *tokens = NULL;
  g_autofree char *users = NULL;

  g_return_val_if_fail (CP_IS_MODEL_SERVING (serving), NULL);
  g_return_val_if_fail (CP_IS_SERVING (workload), NULL);

  layout = cp_model_serving_get_layout (serving);
  if (layout->verdict == CP_SERVING_UNKNOWN)
    return NULL;

  tokens = cp_format_integer (cp_serving_get_context_tokens (workload));
  if (layout->context_too_long)
    {
      g_autofree char *longest = cp_format_integer (model_max_context (serving));

      /* TRANSLATORS: e.g. "The model reads at most 40,960 tokens, not 131,072" */
      return g_strdup_printf (_("The model reads at most %s tokens, not %s"), longest, tokens);
    }

  if (layout->max_users < 1)
    /* TRANSLATORS: e.g. "Not even one user at 32,768 tokens" */
    return g_strdup_printf (_("Not even one user at %s tokens"), tokens);

  users = cp_format_integer (layout->max_users);

  /* TRANSLATORS: e.g. "Up to 37 users at 32,768 tokens" */
  return g_strdup_printf (ngettext ("Up to %s user at %s tokens", "Up to %s users at %s tokens",
                                    plural_count (layout->max_users)),
                          users, tokens);
}

/**
 * cp_model_serving_dup_context:
 * @serving: one model's serving
 * @workload: the serving of the whole build, for the workload's figures
 *
 * Returns: (nullable): how long a context each of the workload's users
 *   can have: "16 users can each have up to 77,232 tokens", or %NULL when
 *   not even one fits.
 */
char *
cp_model_serving_dup_context (CpModelServing *serving,
                              CpServing      *workload)
{
  const CpLayout *layout;
  gint64 users;
  g_autofree char *count = NULL;
  g_autofree char *tokens = NULL;

  g_return_val_if_fail (CP_IS_MODEL_SERVING (serving), NULL);
  g_return_val_if_fail (CP_IS_SERVING (workload), NULL);

  layout = cp_model_serving_get_layout (serving);
  if (layout->verdict == CP_SERVING_UNKNOWN || layout->context_too_long || layout->max_context < 1)
    return NULL;

  users = cp_serving_get_users (workload);
  count = cp_format_integer (users);
  tokens = cp_format_integer (layout->max_context);

  if (layout->max_context >= model_max_context (serving) && model_max_context (serving) > 0)
    /* TRANSLATORS: e.g. "16 users can each have the longest context the
     * model reads, 131,072 tokens" */
    return g_strdup_printf (ngettext ("%s user can have the longest context the model reads, "
                                      "%s tokens",
                                      "%s users can each have the longest context the model "
                                      "reads, %s tokens", plural_count (users)),
                            count, tokens);

  /* TRANSLATORS: e.g. "16 users can each have up to 77,232 tokens" */
  return g_strdup_printf (ngettext ("%s user can have up to %s tokens",
                                    "%s users can each have up to %s tokens",
                                    plural_count (users)),
                          count, tokens);
}

/* Memory */

/**
 * cp_model_serving_dup_memory:
 *
 * Returns: (nullable): what the fullest GPU holds: "Each GPU: 16.4 GiB
 *   weights + 20 GiB KV cache + 7.7 GiB overhead = 44.1 GiB of 71.3 GiB
 *   usable".
 */
char *
cp_model_serving_dup_memory (CpModelServing *serving)
{
  const CpLayout *layout;
  g_autofree char *weights = NULL;
  g_autofree char *kv = NULL;
  g_autofree char *overhead = NULL;
  g_autofree char *total = NULL;
  g_autofree char *usable = NULL;

  g_return_val_if_fail (CP_IS_MODEL_SERVING (serving), NULL);

  layout = cp_model_serving_get_layout (serving);
  if (layout->verdict == CP_SERVING_UNKNOWN)
    return NULL;

  weights = cp_format_gib (layout->weights_bytes);
  kv = cp_format_gib (layout->kv_bytes);
  overhead = cp_format_gib (layout->overhead_bytes);
  total = cp_format_gib (layout->total_bytes);
  usable = cp_format_gib (layout->usable_bytes);

  /* TRANSLATORS: what the fullest GPU of a layout holds, e.g. "Each GPU:
   * 16.4 GiB weights + 20 GiB KV cache + 7.7 GiB overhead = 44.1 GiB of
   * 71.3 GiB usable" */
  return g_strdup_printf (_("Each GPU: %s weights + %s KV cache + %s overhead = %s of %s usable"),
                          weights, kv, overhead, total, usable);
}

/**
 * cp_model_serving_dup_peak:
 *
 * Returns: (nullable): the fullest GPU in short, for a table: "44.1 GiB
 *   of 71.3 GiB usable".
 */
char *
cp_model_serving_dup_peak (CpModelServing *serving)
{
  const CpLayout *layout;

  g_return_val_if_fail (CP_IS_MODEL_SERVING (serving), NULL);

  layout = cp_model_serving_get_layout (serving);
  if (layout->verdict == CP_SERVING_UNKNOWN)
    return NULL;

  return cp_gpu_memory_dup_scale (layout->total_bytes, layout->usable_bytes);
}

/**
 * cp_model_serving_get_note:
 *
 * Returns: (nullable): what a marginal model's figures assume, or %NULL
 *   for the others.
 */
const char *
cp_model_serving_get_note (CpModelServing *serving)
{
  g_return_val_if_fail (CP_IS_MODEL_SERVING (serving), NULL);

  if (cp_model_serving_get_verdict (serving) != CP_SERVING_MARGINAL)
    return NULL;

  return _("Only the smaller overheads measured on current inference engines leave room, "
           "with little headroom; these figures assume them.");
}

/**
 * cp_model_dup_unknown_architecture:
 *
 * Returns: why @model is sized by its minimum memory only: "DeepSeek V4
 *   Pro: its architecture is not published, so it is sized by its minimum
 *   memory".
 */
char *
cp_model_dup_unknown_architecture (CpModel *model)
{
  g_return_val_if_fail (CP_IS_MODEL (model), NULL);

  /* TRANSLATORS: %s is a model's name */
  return g_strdup_printf (_("%s: its architecture is not published, so it is sized by its "
                            "minimum memory"), cp_item_get_name (CP_ITEM (model)));
}

/* Next to a model without an architecture, in the workload control. */
const char *
cp_workload_get_unknown_note (void)
{
  return _("Its architecture is not published, so it is sized by its minimum memory. Import "
           "its config.json to size it for the workload.");
}

/* What the workload control says while it is off. */
const char *
cp_workload_get_off_note (void)
{
  return _("Off: builds hold the store’s minimum memory of the models");
}

/**
 * cp_workload_dup_max_context:
 * @max_context: the longest context the chosen models read, or 0 when
 *   none says
 * @n_models: how many chosen models say it
 * @model_name: (nullable): the one model's name, when only one says it
 *
 * Returns: the longest context the workload may ask for, in words:
 *   "Llama 3.1 70B reads up to 131,072 tokens".
 */
char *
cp_workload_dup_max_context (gint64      max_context,
                             guint       n_models,
                             const char *model_name)
{
  g_autofree char *tokens = NULL;

  if (max_context <= 0 || n_models == 0)
    return g_strdup (_("No chosen model says how long a context it reads"));

  tokens = cp_format_integer (max_context);
  if (n_models == 1 && model_name != NULL)
    /* TRANSLATORS: e.g. "Llama 3.1 70B reads up to 131,072 tokens" */
    return g_strdup_printf (_("%s reads up to %s tokens"), model_name, tokens);

  /* TRANSLATORS: e.g. "The chosen models all read up to 40,960 tokens" */
  return g_strdup_printf (_("The chosen models all read up to %s tokens"), tokens);
}

/**
 * cp_workload_dup_context_preset:
 * @tokens: a power of two of at least 1,024 tokens
 *
 * Returns: a context preset, short enough for a narrow window: "32K"; the
 *   exact figure is next to it.
 */
char *
cp_workload_dup_context_preset (gint64 tokens)
{
  g_autofree char *short_form = g_strdup_printf ("%" G_GINT64_FORMAT, tokens / 1024);

  /* TRANSLATORS: a context preset, e.g. "32K"; K is 1,024 tokens, as
   * models count them */
  return g_strdup_printf (_("%sK"), short_form);
}

/* "Weights of Llama 3.1 70B" */
char *
cp_workload_dup_weights_title (CpModel *model)
{
  g_return_val_if_fail (CP_IS_MODEL (model), NULL);

  /* TRANSLATORS: the row that picks the format a model's weights are
   * served in, e.g. "Weights of Llama 3.1 70B" */
  return g_strdup_printf (_("Weights of %s"), cp_item_get_name (CP_ITEM (model)));
}

/**
 * cp_weight_format_dup_label:
 * @native: whether it is the checkpoint's own format
 *
 * Returns: a weight format as a list shows it: "bf16 (native)", "int4-g128".
 */
char *
cp_weight_format_dup_label (const CpWeightFormat *format,
                            gboolean              native)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (format != NULL, NULL);

  name = cp_weight_format_to_string (format);
  if (!native)
    return g_steal_pointer (&name);

  /* TRANSLATORS: the checkpoint's own weight format, e.g. "bf16 (native)" */
  return g_strdup_printf (_("%s (native)"), name);
}

/* An architecture, as the import shows what it read */

/**
 * cp_architecture_dup_params:
 *
 * Returns: the parameters: "70,553,706,496 (70.6 billion)", with the
 *   active ones of a mixture of experts.
 */
char *
cp_architecture_dup_params (const CpArchitecture *arch)
{
  g_autofree char *all = NULL;
  g_autofree char *billions = NULL;

  g_return_val_if_fail (arch != NULL, NULL);

  all = cp_format_integer (arch->params);
  billions = cp_format_decimal (arch->params / 1e9, 1);

  if (arch->active_params > 0 && arch->active_params < arch->params)
    {
      g_autofree char *active = cp_format_decimal (arch->active_params / 1e9, 1);

      /* TRANSLATORS: a mixture of experts' parameters, e.g. "235,093,634,560
       * (235.1 billion; 22.1 billion active per token)" */
      return g_strdup_printf (_("%s (%s billion; %s billion active per token)"), all, billions, active);
    }

  /* TRANSLATORS: e.g. "70,553,706,496 (70.6 billion)" */
  return g_strdup_printf (_("%s (%s billion)"), all, billions);
}

/**
 * cp_architecture_dup_attention:
 *
 * Returns: the kind of attention, with the figures that size its KV cache:
 *   "Grouped-query: 8 KV heads for 64 heads".
 */
char *
cp_architecture_dup_attention (const CpArchitecture *arch)
{
  g_autofree char *heads = NULL;
  g_autofree char *kv_heads = NULL;

  g_return_val_if_fail (arch != NULL, NULL);

  heads = cp_format_integer (arch->heads);
  kv_heads = cp_format_integer (arch->kv_heads);

  switch (arch->attention)
    {
    case CP_ATTENTION_MLA:
      {
        g_autofree char *latent = cp_format_integer (arch->kv_lora_rank + arch->qk_rope_head_dim);

        /* TRANSLATORS: e.g. "Multi-head latent: a latent of 576 per layer" */
        return g_strdup_printf (_("Multi-head latent: a latent of %s per layer"), latent);
      }

    case CP_ATTENTION_SLIDING:
      {
        g_autofree char *window = cp_format_integer (arch->sliding_window);
        g_autofree char *full = cp_format_integer (arch->full_layers);

        /* TRANSLATORS: e.g. "Grouped-query with a sliding window: 8 KV heads
         * for 64 heads; a 128-token window on all but 18 layers" */
        return g_strdup_printf (_("Grouped-query with a sliding window: %s KV heads for %s heads; "
                                  "a %s-token window on all but %s layers"),
                                kv_heads, heads, window, full);
      }

    case CP_ATTENTION_GQA:
    default:
      if (arch->kv_heads == arch->heads)
        /* TRANSLATORS: e.g. "Multi-head: 32 heads" */
        return g_strdup_printf (_("Multi-head: %s heads"), heads);
      if (arch->kv_heads == 1)
        /* TRANSLATORS: e.g. "Multi-query: one KV head for 32 heads" */
        return g_strdup_printf (_("Multi-query: one KV head for %s heads"), heads);
      /* TRANSLATORS: e.g. "Grouped-query: 8 KV heads for 64 heads" */
      return g_strdup_printf (_("Grouped-query: %s KV heads for %s heads"), kv_heads, heads);
    }
}

/**
 * cp_architecture_dup_kv_per_token:
 *
 * Returns: the KV cache one token takes in the whole model, at bf16:
 *   "320 KiB per token at bf16".
 */
char *
cp_architecture_dup_kv_per_token (const CpArchitecture *arch)
{
  g_autofree char *kib = NULL;

  g_return_val_if_fail (arch != NULL, NULL);

  kib = cp_format_decimal (cp_architecture_kv_bytes_per_token (arch, CP_KV_CACHE_BF16, 1, 1) / 1024.0, 1);

  /* TRANSLATORS: the KV cache of one token, e.g. "320 KiB per token at
   * bf16" */
  return g_strdup_printf (_("%s KiB per token at bf16"), kib);
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

/* The per-GPU memory bar */

/**
 * cp_gpu_memory_part_get_name:
 *
 * Returns: the part of a GPU's memory as a legend names it: "KV cache".
 */
const char *
cp_gpu_memory_part_get_name (CpGpuMemoryPart part)
{
  switch (part)
    {
    case CP_GPU_MEMORY_WEIGHTS:
      return _("Weights");
    case CP_GPU_MEMORY_KV_CACHE:
      return _("KV cache");
    case CP_GPU_MEMORY_OVERHEAD:
      return _("Overhead");
    case CP_GPU_MEMORY_FREE:
      return _("Free");
    case CP_GPU_MEMORY_OVER:
    default:
      return _("Over");
    }
}

/**
 * cp_gpu_memory_dup_legend:
 *
 * Returns: a legend entry: "KV cache 20 GiB", or "Over by 8.2 GiB".
 */
char *
cp_gpu_memory_dup_legend (CpGpuMemoryPart part,
                          gint64          bytes)
{
  g_autofree char *amount = cp_format_gib (bytes);

  if (part == CP_GPU_MEMORY_OVER)
    /* TRANSLATORS: what does not fit in a GPU's usable memory, e.g. "Over
     * by 8.2 GiB" */
    return g_strdup_printf (_("Over by %s"), amount);

  /* TRANSLATORS: a legend entry of the per-GPU memory bar: a part and its
   * amount, e.g. "KV cache 20 GiB" */
  return g_strdup_printf (C_("memory part", "%s %s"), cp_gpu_memory_part_get_name (part), amount);
}

/**
 * cp_gpu_memory_dup_scale:
 *
 * Returns: what a GPU holds against what it can use: "44.1 GiB of 71.3
 *   GiB usable".
 */
char *
cp_gpu_memory_dup_scale (gint64 total_bytes,
                         gint64 usable_bytes)
{
  g_autofree char *total = cp_format_gib (total_bytes);
  g_autofree char *usable = cp_format_gib (usable_bytes);

  /* TRANSLATORS: e.g. "44.1 GiB of 71.3 GiB usable" */
  return g_strdup_printf (_("%s of %s usable"), total, usable);
}
