/* cp-workload-words.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-workload-words"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-build-words.h"
#include "cp-format.h"
#include "cp-workload-words.h"

/* The words about a workload itself: what it asks for, its limits, the
 * notes when it is off or a model has no architecture. */

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
                                    cp_format_plural_count (users)),
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
    return g_strdup_printf (ngettext ("%s reads up to %s token", "%s reads up to %s tokens",
                                      cp_format_plural_count (max_context)),
                            model_name, tokens);

  /* TRANSLATORS: e.g. "The chosen models all read up to 40,960 tokens" */
  return g_strdup_printf (ngettext ("The chosen models all read up to %s token",
                                    "The chosen models all read up to %s tokens",
                                    cp_format_plural_count (max_context)),
                          tokens);
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
