/* cp-model-serving-words.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-model-serving-words"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "cp-build-words.h"
#include "cp-format.h"
#include "cp-gpu-memory-words.h"
#include "cp-layout-words.h"
#include "cp-model-serving-words.h"
#include "cp-units.h"
#include "cp-serving.h"
#include "cp-model-arch.h"

/* The words about how one model is served on a build: its layout in plain
 * words, how many users and how long a context it takes, what each GPU
 * holds and its peak. */

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
  gulong copies = cp_format_plural_count (layout->replicas);

  /* The closest layout of one that does not fit holds nothing whole. */
  if (layout->replicas == 1 && layout->tensor_parallel == 1 &&
      layout->verdict == CP_SERVING_DOES_NOT_FIT)
    {
      if (noun == CP_UNIT_NOUN_CARD)
        return g_strdup (_("A whole copy does not fit on one card"));
      if (noun == CP_UNIT_NOUN_GPU)
        return g_strdup (_("A whole copy does not fit on one GPU"));
      /* TRANSLATORS: e.g. "A whole copy does not fit on one GPU of one NVIDIA
       * DGX H100" */
      return g_strdup_printf (_("A whole copy does not fit on one GPU of one %s"), unit_name);
    }

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
                                      cp_format_plural_count (layout->tensor_parallel)),
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
  gulong stages = cp_format_plural_count (layout->pipeline_parallel);

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
  gulong copies = cp_format_plural_count (layout->replicas);

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
  if (layout->format_not_native)
    return cp_layout_words_dup_not_native (layout, unit);
  {
    char *engine = cp_layout_words_dup_layout (layout, unit);

    if (engine != NULL)
      return engine;
  }
  if (layout->pipeline_parallel == 1)
    return dup_single_stage (layout, unit);
  if (layout->replicas == 1)
    return dup_one_staged_copy (layout, stage_holder (unit));

  return dup_staged_copies (layout, stage_holder (unit));
}

/* Users and context */

/* The longest context the model reads: its own, or with the rope
 * scaling its publisher documents when the workload needs it. */
static gint64
model_max_context (CpModelServing *serving)
{
  CpModelArchitecture *architecture = cp_model_get_architecture (cp_model_serving_get_model (serving));
  const CpArchitecture *arch;
  const CpLayout *layout;

  if (architecture == NULL)
    return 0;
  arch = cp_model_architecture_get (architecture);
  layout = cp_model_serving_get_layout (serving);

  return layout->rope_scaled || layout->context_too_long ? cp_architecture_context_limit (arch)
                                                         : arch->max_context;
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
  /* No users where the GPUs do not run the weights: the layout line says
   * why, and nothing contradicts it. */
  if (layout->verdict == CP_SERVING_UNKNOWN || layout->format_not_native)
    return NULL;

  tokens = cp_format_integer (cp_serving_get_context_tokens (workload));
  if (layout->context_too_long)
    {
      g_autofree char *longest = cp_format_integer (model_max_context (serving));

      /* TRANSLATORS: e.g. "The model reads at most 40,960 tokens, not 131,072" */
      return g_strdup_printf (ngettext ("The model reads at most %s token, not %s",
                                        "The model reads at most %s tokens, not %s",
                                        cp_format_plural_count (model_max_context (serving))),
                              longest, tokens);
    }

  if (layout->max_users < 1)
    /* TRANSLATORS: e.g. "Not even one user at 32,768 tokens" */
    return g_strdup_printf (ngettext ("Not even one user at %s token",
                                      "Not even one user at %s tokens",
                                      cp_format_plural_count (cp_serving_get_context_tokens (workload))),
                            tokens);

  /* The whole build, with as many copies as its GPUs hold. */
  users = cp_format_integer (MAX (layout->build_max_users, layout->max_users));

  /* TRANSLATORS: e.g. "Up to 37 users at 32,768 tokens" */
  return g_strdup_printf (ngettext ("Up to %s user at %s tokens", "Up to %s users at %s tokens",
                                    cp_format_plural_count (MAX (layout->build_max_users,
                                                                 layout->max_users))),
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
  gint64 users, longest;
  g_autofree char *count = NULL;
  g_autofree char *tokens = NULL;

  g_return_val_if_fail (CP_IS_MODEL_SERVING (serving), NULL);
  g_return_val_if_fail (CP_IS_SERVING (workload), NULL);

  layout = cp_model_serving_get_layout (serving);
  if (layout->verdict == CP_SERVING_UNKNOWN || layout->context_too_long ||
      layout->format_not_native || layout->max_context < 1)
    return NULL;

  users = cp_serving_get_users (workload);
  count = cp_format_integer (users);
  /* The whole build: the users spread over as many copies as it holds. */
  longest = MAX (layout->build_max_context, layout->max_context);
  tokens = cp_format_integer (longest);

  /* One user is said on its own: a plural form that reads right for 21
   * ("Каждому из 21 пользователя") does not for 1. */
  if (users == 1 && longest >= model_max_context (serving) && model_max_context (serving) > 0)
    /* TRANSLATORS: e.g. "The one user can have the longest context the
     * model reads, 131,072 tokens" */
    return g_strdup_printf (ngettext ("The one user can have the longest context the model reads, "
                                      "%s token",
                                      "The one user can have the longest context the model reads, "
                                      "%s tokens", cp_format_plural_count (longest)),
                            tokens);
  if (users == 1)
    /* TRANSLATORS: e.g. "The one user can have up to 77,232 tokens" */
    return g_strdup_printf (ngettext ("The one user can have up to %s token",
                                      "The one user can have up to %s tokens",
                                      cp_format_plural_count (longest)),
                            tokens);

  if (longest >= model_max_context (serving) && model_max_context (serving) > 0)
    /* TRANSLATORS: e.g. "16 users can each have the longest context the
     * model reads, 131,072 tokens" */
    return g_strdup_printf (ngettext ("%s user can have the longest context the model reads, "
                                      "%s tokens",
                                      "%s users can each have the longest context the model "
                                      "reads, %s tokens", cp_format_plural_count (users)),
                            count, tokens);

  /* TRANSLATORS: e.g. "16 users can each have up to 77,232 tokens" */
  return g_strdup_printf (ngettext ("%s user can have up to %s tokens",
                                    "%s users can each have up to %s tokens",
                                    cp_format_plural_count (users)),
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
  /* Memory that would hold the weights is no answer where the GPUs do not
   * run them (cp_model_serving_dup_layout() says why). */
  if (layout->verdict == CP_SERVING_UNKNOWN || layout->format_not_native)
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

  return _("It fits by the engine's own arithmetic, but not with the margin kept for engine "
           "versions and drift; these figures leave no margin.");
}

/**
 * cp_model_serving_dup_engine_log:
 * @whole: the serving @serving is part of
 *
 * What vLLM should log at start-up on the fullest GPU of the layout
 * (docs/sizing.md §6.1): its weights, PyTorch peak, memory outside
 * PyTorch, the KV pool and its tokens, and the maximum concurrency at the
 * workload's length — for a person to compare with the real log.
 *
 * Returns: (nullable): the sentence, or %NULL for a model without an
 *   architecture.
 */
char *
cp_model_serving_dup_engine_log (CpModelServing *serving,
                                 CpServing      *whole)
{
  CpModelArchitecture *architecture;
  const CpLayout *layout;
  g_autofree char *weights = NULL;
  g_autofree char *activation = NULL;
  g_autofree char *non_torch = NULL;
  g_autofree char *pool = NULL;
  g_autofree char *tokens = NULL;
  g_autofree char *length = NULL;
  g_autofree char *concurrency = NULL;

  g_return_val_if_fail (CP_IS_MODEL_SERVING (serving), NULL);
  g_return_val_if_fail (CP_IS_SERVING (whole), NULL);

  architecture = cp_model_get_architecture (cp_model_serving_get_model (serving));
  layout = cp_model_serving_get_layout (serving);
  if (architecture == NULL || cp_model_serving_get_verdict (serving) == CP_SERVING_UNKNOWN)
    return NULL;

  weights = cp_format_gib_figure (layout->weights_bytes);
  activation = cp_format_gib_figure (layout->activation_bytes);
  non_torch = cp_format_gib_figure (layout->non_torch_bytes);
  pool = cp_format_gib_figure (MAX (layout->kv_pool_bytes, 0));
  tokens = cp_format_integer (cp_workload_kv_tokens (cp_model_architecture_get (architecture),
                                                     cp_serving_get_kv_cache (whole), layout));
  length = cp_format_integer (cp_serving_get_context_tokens (whole));
  concurrency = cp_format_decimal (cp_workload_max_concurrency (layout,
                                                                cp_serving_get_users (whole)), 2);

  /* TRANSLATORS: what vLLM logs at start-up, e.g. "As vLLM 0.19 should log
   * it on each GPU: weights 16.43 GiB, torch peak 2.2 GiB, non-torch 2.36
   * GiB; Available KV cache memory: 50.28 GiB, 1,318,160 tokens; Maximum
   * concurrency for 32,768 tokens per request: 40.23×." */
  return g_strdup_printf (ngettext ("As %s should log it on each GPU: weights %s GiB, torch peak %s "
                                    "GiB, non-torch %s GiB; Available KV cache memory: %s GiB, %s "
                                    "tokens; Maximum concurrency for %s token per request: %s×.",
                                    "As %s should log it on each GPU: weights %s GiB, torch peak %s "
                                    "GiB, non-torch %s GiB; Available KV cache memory: %s GiB, %s "
                                    "tokens; Maximum concurrency for %s tokens per request: %s×.",
                                    cp_format_plural_count (cp_serving_get_context_tokens (whole))),
                          CP_ENGINE_NAME, weights, activation, non_torch, pool, tokens, length,
                          concurrency);
}

/* Stages beyond which every token waits on too many hops between systems
 * to be worth it: deployment guides stop at a few. */
#define MANY_STAGES 4

/**
 * cp_model_serving_dup_stages_note:
 *
 * Returns: (nullable): a note on a layout of more pipeline stages than
 *   engines are usually run with, or %NULL.
 */
char *
cp_model_serving_dup_stages_note (CpModelServing *serving)
{
  const CpLayout *layout;
  g_autofree char *stages = NULL;

  g_return_val_if_fail (CP_IS_MODEL_SERVING (serving), NULL);

  layout = cp_model_serving_get_layout (serving);
  if (layout == NULL || layout->pipeline_parallel <= MANY_STAGES)
    return NULL;

  stages = cp_format_integer (layout->pipeline_parallel);
  /* TRANSLATORS: %s is a number of pipeline stages, more than four */
  return g_strdup_printf (ngettext ("%s pipeline stage: memory allows it, but every token crosses a "
                                    "link between stages at each of them; deployments rarely go "
                                    "past four.",
                                    "%s pipeline stages: memory allows it, but every token crosses a "
                                    "link between stages at each of them; deployments rarely go "
                                    "past four.", cp_format_plural_count (layout->pipeline_parallel)),
                          stages);
}
