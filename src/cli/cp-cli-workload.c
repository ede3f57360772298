/* cp-cli-workload.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-cli-workload"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "cp-build-words.h"
#include "cp-cli-options.h"
#include "cp-cli-speed.h"
#include "cp-cli-workload.h"
#include "cp-format.h"
#include "cp-launch-recipe.h"
#include "cp-model-import.h"
#include "cp-layout-words.h"
#include "cp-model-serving-words.h"
#include "cp-parse.h"
#include "cp-serving-words.h"
#include "cp-text.h"

/* Options of cp_cli_get_option_entries() that describe a workload or an
 * imported model; any one of them needs a sizing option. */
static const char *workload_options[] = {
  "context", "users", "prompt-tokens", "kv-cache", "weights", "model-config", "safetensors-index", "recipe",
  "max-model-len", "kv-cache-dtype", "allow-pcie-split",
};

/* Whether a workload or model-file option is given, and the first one. */
gboolean
cp_cli_workload_has_options (GVariantDict  *dict,
                             const char   **first)
{
  for (guint i = 0; i < G_N_ELEMENTS (workload_options); i++)
    if (g_variant_dict_contains (dict, workload_options[i]))
      {
        if (first != NULL)
          *first = workload_options[i];
        return TRUE;
      }

  return FALSE;
}

typedef enum
{
  COUNT_OK,
  COUNT_NOT_A_NUMBER,
  COUNT_OUT_OF_RANGE,
} CountStatus;

/* A whole number from 1 to @max, written as the app writes numbers in
 * the user's language ("32,768", "32 768" in Russian), as plain digits,
 * or the short way where @scale allows it ("32K" as the window's
 * presets, "1.5K" users). */
static CountStatus
parse_count (const char   *text,
             CpParseScale  scale,
             gint64        max,
             gint64       *value)
{
  double number;

  if (!cp_parse_number_scaled (text, scale, &number, NULL) || number != floor (number) || number < 0)
    return COUNT_NOT_A_NUMBER;

  if (number < 1 || number > (double) max)
    return COUNT_OUT_OF_RANGE;

  *value = (gint64) number;
  return COUNT_OK;
}

/* --context's tokens or --users' users: a whole number from 1 to the
 * engine's limit. */
static gboolean
read_count (const char   *option,
            const char   *text,
            gint64       *value,
            const char  **what,
            GError      **error)
{
  gboolean tokens = g_str_equal (option, "--context");
  gint64 max = tokens ? CP_WORKLOAD_MAX_CONTEXT : CP_WORKLOAD_MAX_USERS;
  g_autofree char *most = cp_format_integer (max);
  /* On one line, and short, whatever was typed. */
  g_autofree char *shown = cp_text_echo (text, -1);

  switch (parse_count (text, tokens ? CP_PARSE_SCALE_BINARY : CP_PARSE_SCALE_DECIMAL, max, value))
    {
    case COUNT_NOT_A_NUMBER:
      if (tokens)
        return cp_cli_fail_option (error, what, option, _("“%s” is not a whole number of tokens"), shown);
      return cp_cli_fail_option (error, what, option, _("“%s” is not a whole number of users"), shown);
    case COUNT_OUT_OF_RANGE:
      if (tokens)
        return cp_cli_fail_option (error, what, option,
                                   ngettext ("must be from 1 to %s token, not “%s”",
                                             "must be from 1 to %s tokens, not “%s”",
                                             cp_format_plural_count (max)),
                                   most, shown);
      return cp_cli_fail_option (error, what, option,
                                 ngettext ("must be from 1 to %s user, not “%s”",
                                           "must be from 1 to %s users, not “%s”",
                                           cp_format_plural_count (max)),
                                 most, shown);
    case COUNT_OK:
    default:
      return TRUE;
    }
}

/* --prompt-tokens: a whole number of tokens, "5K" as --context reads
 * it, from 1 to the context (the prompt is part of the request). */
static gboolean
read_prompt (const char   *text,
             gint64        context,
             gint64       *value,
             const char  **what,
             GError      **error)
{
  g_autofree char *most = cp_format_integer (context);
  g_autofree char *shown = cp_text_echo (text, -1);

  switch (parse_count (text, CP_PARSE_SCALE_BINARY, context, value))
    {
    case COUNT_NOT_A_NUMBER:
      return cp_cli_fail_option (error, what, "--prompt-tokens",
                                 _("“%s” is not a whole number of tokens"), shown);
    case COUNT_OUT_OF_RANGE:
      /* TRANSLATORS: the prompt is part of the request's tokens */
      return cp_cli_fail_option (error, what, "--prompt-tokens",
                                 ngettext ("must be from 1 to the %s token of --context, not “%s”",
                                           "must be from 1 to the %s tokens of --context, not “%s”",
                                           cp_format_plural_count (context)),
                                 most, shown);
    case COUNT_OK:
    default:
      return TRUE;
    }
}

/**
 * cp_cli_workload_from_options:
 * @workload: (out) (transfer full) (nullable): the workload, or %NULL when
 *   the options give none
 *
 * --context gives a workload; --users (1 by default), --kv-cache (bf16
 * by default) and --weights go with it.
 */
gboolean
cp_cli_workload_from_options (GVariantDict    *dict,
                              CpPlanWorkload **workload,
                              const char     **what,
                              GError         **error)
{
  const char *context = NULL, *users = NULL, *kv_cache = NULL, *weights = NULL, *prompt = NULL;
  gboolean recipe = FALSE, json = FALSE, pcie_split = FALSE;
  gint64 tokens = 0, requests = 1, prompt_tokens = 0;
  CpKvCache kv = CP_KV_CACHE_BF16;
  CpWeightFormat format;

  *workload = NULL;
  g_variant_dict_lookup (dict, "context", "&s", &context);
  g_variant_dict_lookup (dict, "users", "&s", &users);
  g_variant_dict_lookup (dict, "prompt-tokens", "&s", &prompt);
  g_variant_dict_lookup (dict, "kv-cache", "&s", &kv_cache);
  /* vLLM's names for the same: a launch command's options read as they
   * are, its "auto" cache being the checkpoint's bf16. */
  {
    const char *max_model_len = NULL, *kv_cache_dtype = NULL;

    g_variant_dict_lookup (dict, "max-model-len", "&s", &max_model_len);
    g_variant_dict_lookup (dict, "kv-cache-dtype", "&s", &kv_cache_dtype);
    if (max_model_len != NULL && context != NULL)
      return cp_cli_fail_option (error, what, "--max-model-len", _("is the same as --context: give one"));
    if (kv_cache_dtype != NULL && kv_cache != NULL)
      return cp_cli_fail_option (error, what, "--kv-cache-dtype", _("is the same as --kv-cache: give one"));
    if (max_model_len != NULL)
      context = max_model_len;
    if (kv_cache_dtype != NULL)
      kv_cache = g_str_equal (kv_cache_dtype, "auto") ? "bf16" : kv_cache_dtype;
  }
  g_variant_dict_lookup (dict, "weights", "&s", &weights);
  g_variant_dict_lookup (dict, "recipe", "b", &recipe);
  g_variant_dict_lookup (dict, "json", "b", &json);
  g_variant_dict_lookup (dict, "allow-pcie-split", "b", &pcie_split);

  if (recipe && json)
    return cp_cli_fail_option (error, what, "--recipe", _("prints a shell recipe; it does not go with --json"));

  if (context == NULL)
    {
      if (recipe)
        return cp_cli_fail_option (error, what, "--recipe", _("needs --context (tokens per request) and --users"));
      if (users != NULL || prompt != NULL)
        return cp_cli_fail_option (error, what, users != NULL ? "--users" : "--prompt-tokens",
                                   _("needs --context (tokens per request)"));
      if (kv_cache != NULL || weights != NULL || pcie_split)
        return cp_cli_fail_option (error, what,
                                   kv_cache != NULL ? "--kv-cache"
                                   : weights != NULL ? "--weights" : "--allow-pcie-split",
                                   _("goes with --context and --users"));
      return TRUE;
    }

  if (!read_count ("--context", context, &tokens, what, error) ||
      (users != NULL && !read_count ("--users", users, &requests, what, error)) ||
      (prompt != NULL && !read_prompt (prompt, tokens, &prompt_tokens, what, error)))
    return FALSE;

  if (kv_cache != NULL && !cp_kv_cache_from_string (kv_cache, &kv))
    {
      g_autofree char *shown = cp_text_echo (kv_cache, -1);

      return cp_cli_fail_option (error, what, "--kv-cache", _("“%s” is not one of %s"), shown, "bf16, fp8");
    }
  if (weights != NULL && !cp_weight_format_from_string (weights, &format))
    {
      g_autofree char *shown = cp_text_echo (weights, -1);

      return cp_cli_fail_option (error, what, "--weights", _("“%s” is not one of %s"), shown,
                   CP_WEIGHT_FORMAT_NAMES);
    }

  *workload = cp_plan_workload_new (tokens, requests, kv);
  cp_plan_workload_set_allow_pcie_split (*workload, pcie_split);
  cp_plan_workload_set_prompt_tokens (*workload, prompt_tokens);
  if (weights != NULL)
    cp_plan_workload_set_weights (*workload, NULL, &format);

  return TRUE;
}

/**
 * cp_cli_workload_import_model:
 * @model: (out) (transfer full) (nullable): the model of --model-config, or
 *   %NULL when it is not given
 */
gboolean
cp_cli_workload_import_model (GVariantDict  *dict,
                              CpModel      **model,
                              const char   **what,
                              GError       **error)
{
  const char *config = NULL, *index = NULL;
  g_autoptr(GFile) config_file = NULL;
  g_autoptr(GFile) index_file = NULL;

  *model = NULL;
  g_variant_dict_lookup (dict, "model-config", "^&ay", &config);
  g_variant_dict_lookup (dict, "safetensors-index", "^&ay", &index);

  if (config == NULL)
    return index == NULL ||
           cp_cli_fail_option (error, what, "--safetensors-index", _("only goes with --model-config"));
  /* An empty name would be the current folder. */
  if (*config == '\0')
    return cp_cli_fail_option (error, what, "--model-config", _("needs a file name"));
  if (index != NULL && *index == '\0')
    return cp_cli_fail_option (error, what, "--safetensors-index", _("needs a file name"));

  config_file = g_file_new_for_commandline_arg (config);
  if (index != NULL)
    index_file = g_file_new_for_commandline_arg (index);

  *model = cp_model_import (config_file, index_file, error);

  return *model != NULL;
}

/* "32,768 tokens per request, 16 users at a time, KV cache in bf16." */
void
cp_cli_workload_append_header (GString        *out,
                               CpPlanWorkload *workload)
{
  gint64 users = cp_plan_workload_get_users (workload);
  g_autofree char *tokens = cp_format_integer (cp_plan_workload_get_context_tokens (workload));
  g_autofree char *count = cp_format_integer (users);

  g_string_append_printf (out,
                          /* TRANSLATORS: e.g. "Workload: 32,768 tokens per request, 16
                           * users at a time, KV cache in bf16." */
                          ngettext ("Workload: %s tokens per request, %s user at a time, "
                                    "KV cache in %s.",
                                    "Workload: %s tokens per request, %s users at a time, "
                                    "KV cache in %s.",
                                    (gulong) users),
                          tokens, count,
                          cp_kv_cache_to_string (cp_plan_workload_get_kv_cache (workload)));
  g_string_append_c (out, '\n');
  {
    g_autofree char *engine = cp_serving_dup_engine ();

    g_string_append_printf (out, "%s.\n", engine);
  }
}

/**
 * cp_cli_workload_verdict_words:
 *
 * Returns: the verdict of a layout in the reader's words ("fits"); the
 *   JSON keeps the contract's ("does-not-fit").
 */
const char *
cp_cli_workload_verdict_words (CpServingVerdict verdict)
{
  switch (verdict)
    {
    case CP_SERVING_FITS:
      return _("fits");
    case CP_SERVING_MARGINAL:
      return _("fits with little room: inside the margin kept for engine drift");
    case CP_SERVING_DOES_NOT_FIT:
      return _("does not fit");
    case CP_SERVING_UNKNOWN:
    default:
      return _("not known: the architecture is not published");
    }
}

/* A model's layout, per-GPU figures and inverse figures, in words. */
static void
append_model (GString            *out,
              CpBuild            *build,
              CpModelServing     *serving,
              gint64              users,
              const CpSpeedTerms *terms)
{
  const CpLayout *layout = cp_model_serving_get_layout (serving);
  const char *name = cp_item_get_name (CP_ITEM (cp_model_serving_get_model (serving)));
  g_autofree char *tp = cp_format_integer (layout->tensor_parallel);
  g_autofree char *pp = cp_format_integer (layout->pipeline_parallel);
  g_autofree char *replicas = cp_format_integer (layout->replicas);
  g_autofree char *gpus = cp_format_integer (layout->gpus);
  g_autofree char *weights = cp_format_gib (layout->weights_bytes);
  g_autofree char *kv = cp_format_gib (layout->kv_bytes);
  g_autofree char *overhead = cp_format_gib (layout->overhead_bytes);
  g_autofree char *total = cp_format_gib (layout->total_bytes);
  g_autofree char *usable = cp_format_gib (layout->usable_bytes);
  /* The whole build, with as many copies as its GPUs hold, as --json's
   * build_* and the window say (docs/sizing.md §7.3). */
  gint64 build_replicas = MAX (layout->build_replicas, layout->replicas);
  gint64 build_users = MAX (layout->build_max_users, layout->max_users);
  gint64 build_context = MAX (layout->build_max_context, layout->max_context);
  g_autofree char *copies = cp_format_integer (build_replicas);
  g_autofree char *max_users = cp_format_integer (build_users);
  g_autofree char *max_context = cp_format_integer (build_context);
  g_autofree char *all_users = cp_format_integer (users);

  g_string_append_printf (out, "    %s — %s\n      ", name, cp_cli_workload_verdict_words (layout->verdict));
  if (layout->format_not_native)
    {
      g_autofree char *why = cp_layout_words_dup_not_native (layout, cp_build_get_unit (build));

      g_string_append_printf (out, "%s\n", why);
      return;
    }
  g_string_append_printf (out,
                          /* TRANSLATORS: a model's layout, e.g. "tensor parallel 8 ×
                           * pipeline stages 2 × replicas 1 = 16 GPUs" */
                          ngettext ("tensor parallel %s × pipeline stages %s × replicas %s "
                                    "= %s GPU",
                                    "tensor parallel %s × pipeline stages %s × replicas %s "
                                    "= %s GPUs",
                                    (gulong) layout->gpus),
                          tp, pp, replicas, gpus);
  {
    g_autofree char *why = cp_layout_words_dup_why (layout, cp_build_get_unit (build));
    g_autofree char *engine = cp_layout_words_dup_layout (layout, cp_build_get_unit (build));

    if (engine != NULL)
      g_string_append_printf (out, "\n      %s", engine);
    if (why != NULL)
      g_string_append_printf (out, "\n      %s", why);
  }
  g_string_append (out, "\n      ");
  g_string_append_printf (out,
                          /* TRANSLATORS: what the fullest GPU of a layout holds, e.g.
                           * "each GPU: 16.4 GiB weights + 20 GiB KV cache + 7.7 GiB
                           * overhead = 44.1 GiB of 71.3 GiB usable" */
                          _("each GPU: %s weights + %s KV cache + %s overhead = %s of %s usable"),
                          weights, kv, overhead, total, usable);
  g_string_append (out, "\n      ");

  if (layout->context_too_long)
    {
      CpModel *model = cp_model_serving_get_model (serving);
      const CpArchitecture *arch = cp_model_architecture_get (cp_model_get_architecture (model));
      g_autofree char *longest = cp_format_integer (arch->max_context);

      g_string_append_printf (out, ngettext ("the model reads at most %s token",
                                             "the model reads at most %s tokens",
                                             arch->max_context),
                              longest);
    }
  else
    {
      g_string_append_printf (out,
                              /* TRANSLATORS: the start of what the whole build holds,
                               * e.g. "the whole build, 2 copies: at most 76 users at
                               * this context; at most 39,536 tokens each for 16 users" */
                              ngettext ("the whole build, %s copy: ",
                                        "the whole build, %s copies: ",
                                        cp_format_plural_count (build_replicas)),
                              copies);
      g_string_append_printf (out,
                              ngettext ("at most %s user at this context",
                                        "at most %s users at this context",
                                        cp_format_plural_count (build_users)),
                              max_users);
      g_string_append (out, "; ");
      g_string_append_printf (out,
                              /* TRANSLATORS: the longest context each of the
                               * workload's users can have on the whole build, e.g.
                               * "at most 39,536 tokens each for 16 users" */
                              ngettext ("at most %s tokens for %s user",
                                        "at most %s tokens each for %s users",
                                        cp_format_plural_count (users)),
                              max_context, all_users);
    }
  g_string_append_c (out, '\n');

  {
    g_autofree char *stages = cp_model_serving_dup_stages_note (serving);

    if (stages != NULL)
      g_string_append_printf (out, "      %s\n", stages);
  }
  cp_cli_speed_append_model (out, build, serving, terms);
}

/* "  Serving: fits, on 8 of 8 GPUs", then each model. */
void
cp_cli_workload_append_build (GString *out,
                              CpBuild *build)
{
  CpServing *serving = cp_build_get_serving (build);
  GListModel *models;
  g_autofree char *used = NULL;
  g_autofree char *all = NULL;
  CpSpeedTerms terms;

  if (serving == NULL)
    return;

  /* Preferences' terms, read once for all the build's models. */
  cp_cli_speed_read_terms (&terms);

  models = cp_serving_get_models (serving);
  used = cp_format_integer (cp_serving_get_gpus_used (serving));
  all = cp_format_integer (cp_build_get_gpus (build));

  g_string_append (out, "  ");
  if (cp_serving_get_verdict (serving) == CP_SERVING_UNKNOWN)
    g_string_append (out, _("Serving: not known — no chosen model’s architecture is published; "
                            "sized by the store’s minimum memory"));
  else if (cp_serving_get_verdict (serving) == CP_SERVING_DOES_NOT_FIT)
    /* TRANSLATORS: a build that cannot serve the workload; the lines
     * below show its closest layout */
    g_string_append (out, _("Serving: does not fit; the closest it comes:"));
  else
    g_string_append_printf (out,
                            /* TRANSLATORS: e.g. "Serving: fits, on 8 of 8 GPUs"; the
                             * first %s is a verdict such as "fits" or "does not fit" */
                            ngettext ("Serving: %s, on %s of %s GPU",
                                      "Serving: %s, on %s of %s GPUs",
                                      (gulong) cp_build_get_gpus (build)),
                            cp_cli_workload_verdict_words (cp_serving_get_verdict (serving)), used, all);
  g_string_append_c (out, '\n');

  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModelServing) model = g_list_model_get_item (models, i);

      if (cp_model_serving_get_verdict (model) == CP_SERVING_UNKNOWN)
        {
          const char *name = cp_item_get_name (CP_ITEM (cp_model_serving_get_model (model)));

          gint64 gpus = cp_model_serving_get_layout (model)->gpus;

          if (gpus > 0)
            {
              g_autofree char *count = cp_format_integer (gpus);

              /* A model sized by its store minimum takes whole GPUs of a
               * domain, counted as used (docs/sizing.md §7.3). */
              g_string_append_printf (out, "    %s — ", name);
              g_string_append_printf (out,
                                      /* TRANSLATORS: e.g. "not known: its architecture is
                                       * not published; sized by its minimum memory, it
                                       * takes 24 GPUs" */
                                      ngettext ("not known: its architecture is not published; "
                                                "sized by its minimum memory, it takes %s GPU",
                                                "not known: its architecture is not published; "
                                                "sized by its minimum memory, it takes %s GPUs",
                                                cp_format_plural_count (gpus)),
                                      count);
              g_string_append_c (out, '\n');
            }
          else
            g_string_append_printf (out, "    %s — %s\n", name,
                                    _("not known: its architecture is not published; "
                                      "sized by its minimum memory"));
          continue;
        }

      append_model (out, build, model, cp_serving_get_users (serving), &terms);
    }
}

static void
write_tenths (CpJsonWriter *writer,
              const char   *name,
              gint64        bytes)
{
  cp_json_writer_member (writer, name);
  cp_json_writer_fixed (writer, llround ((double) bytes * 10 / CP_GIB), 10);
}

static void
write_count (CpJsonWriter *writer,
             const char   *name,
             gboolean      known,
             gint64        value)
{
  cp_json_writer_member (writer, name);
  if (known)
    cp_json_writer_integer (writer, value);
  else
    cp_json_writer_null (writer);
}

static void
write_model (CpJsonWriter       *writer,
             CpBuild            *build,
             CpModelServing     *serving,
             const CpSpeedTerms *terms)
{
  const CpLayout *layout = cp_model_serving_get_layout (serving);
  gboolean known = layout->verdict != CP_SERVING_UNKNOWN;

  cp_json_writer_begin_object (writer);
  cp_json_writer_member (writer, "id");
  cp_json_writer_string (writer, cp_item_get_id (CP_ITEM (cp_model_serving_get_model (serving))));
  cp_json_writer_member (writer, "verdict");
  cp_json_writer_string (writer, cp_serving_verdict_to_string (layout->verdict));
  write_count (writer, "tensor_parallel", known, layout->tensor_parallel);
  write_count (writer, "pipeline_parallel", known, layout->pipeline_parallel);
  write_count (writer, "replicas", known, layout->replicas);
  /* A model sized by its store minimum takes whole GPUs too. */
  write_count (writer, "gpus", known || layout->gpus > 0, layout->gpus);
  cp_json_writer_member (writer, "expert_parallel");
  if (known)
    cp_json_writer_boolean (writer, layout->expert_parallel);
  else
    cp_json_writer_null (writer);
  write_count (writer, "data_parallel", known, layout->data_parallel);
  write_count (writer, "replica_systems", known, layout->replica_domains);
  cp_json_writer_member (writer, "pcie_split");
  if (known)
    cp_json_writer_boolean (writer, layout->pcie_split);
  else
    cp_json_writer_null (writer);
  cp_json_writer_member (writer, "rope_scaling");
  if (known)
    cp_json_writer_boolean (writer, layout->rope_scaled);
  else
    cp_json_writer_null (writer);
  /* Why no layout serves, whatever the memory; null when one may. */
  cp_json_writer_member (writer, "refused");
  if (known && layout->format_not_native)
    cp_json_writer_string (writer, "format_not_native");
  else if (known && layout->context_too_long)
    cp_json_writer_string (writer, "context_too_long");
  else
    cp_json_writer_null (writer);

  cp_json_writer_member (writer, "per_gpu_gib");
  if (known)
    {
      cp_json_writer_begin_object (writer);
      write_tenths (writer, "weights", layout->weights_bytes);
      write_tenths (writer, "kv_cache", layout->kv_bytes);
      write_tenths (writer, "overhead", layout->overhead_bytes);
      write_tenths (writer, "total", layout->total_bytes);
      write_tenths (writer, "usable", layout->usable_bytes);
      cp_json_writer_end_object (writer);
    }
  else
    cp_json_writer_null (writer);

  write_count (writer, "max_users", known, layout->max_users);
  write_count (writer, "max_context_tokens", known, layout->max_context);
  write_count (writer, "build_replicas", known, layout->build_replicas);
  write_count (writer, "build_max_users", known, layout->build_max_users);
  write_count (writer, "build_max_context_tokens", known, layout->build_max_context);
  cp_cli_speed_write_model_json (writer, build, serving, terms);
  cp_json_writer_end_object (writer);
}

/* The "serving" member of a build in --json (docs/command-line.md). */
void
cp_cli_workload_write_json (CpJsonWriter *writer,
                            CpBuild      *build)
{
  CpServing *serving = cp_build_get_serving (build);
  GListModel *models;
  gboolean known;
  CpSpeedTerms terms;

  if (serving == NULL)
    return;

  cp_cli_speed_read_terms (&terms);

  models = cp_serving_get_models (serving);
  known = cp_serving_get_verdict (serving) != CP_SERVING_UNKNOWN;

  cp_json_writer_member (writer, "serving");
  cp_json_writer_begin_object (writer);
  cp_json_writer_member (writer, "context_tokens");
  cp_json_writer_integer (writer, cp_serving_get_context_tokens (serving));
  cp_json_writer_member (writer, "users");
  cp_json_writer_integer (writer, cp_serving_get_users (serving));
  cp_json_writer_member (writer, "kv_cache");
  cp_json_writer_string (writer, cp_kv_cache_to_string (cp_serving_get_kv_cache (serving)));
  cp_json_writer_member (writer, "engine");
  cp_json_writer_string (writer, CP_ENGINE_NAME);
  cp_json_writer_member (writer, "verdict");
  cp_json_writer_string (writer, cp_serving_verdict_to_string (cp_serving_get_verdict (serving)));
  write_count (writer, "gpus_used", known, cp_serving_get_gpus_used (serving));

  cp_json_writer_member (writer, "models");
  cp_json_writer_begin_array (writer);
  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModelServing) model = g_list_model_get_item (models, i);

      write_model (writer, build, model, &terms);
    }
  cp_json_writer_end_array (writer);
  cp_json_writer_end_object (writer);
}

/**
 * cp_cli_workload_dup_recipe:
 * @build: the chosen build of a plan with a workload
 * @error: why there is no recipe
 *
 * Returns: (nullable): the launch recipe of @build's models, or %NULL
 *   when no chosen model's architecture is known or @build does not serve
 *   the workload.
 */
char *
cp_cli_workload_dup_recipe (CpBuild  *build,
                            GError  **error)
{
  g_autofree char *title = NULL;
  char *recipe;

  if (cp_serving_get_verdict (cp_build_get_serving (build)) == CP_SERVING_UNKNOWN)
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("no chosen model’s architecture is published, so there is no "
                             "recipe; give the model’s config.json with --model-config"));
      return NULL;
    }

  recipe = cp_launch_recipe_dup_all (build);
  if (recipe == NULL)
    {
      title = cp_build_dup_title (build);
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s does not serve this workload, so there is no recipe; choose another "
                     "tier with --tier=ID"), title);
    }

  return recipe;
}

/**
 * cp_cli_workload_check_servable:
 * @plan: the plan, sized with @workload
 * @workload: (nullable): the workload, or %NULL for none
 *
 * A workload no build of the catalog can serve is an error, naming why
 * (a context longer than a model reads, or simply too much for every
 * build), rather than a table of tiers that each "does not fit" and an
 * exit status of 0.
 *
 * Returns: whether some build serves @workload, or there is none
 */
gboolean
cp_cli_workload_check_servable (CpPlan          *plan,
                                CpPlanWorkload  *workload,
                                const char     **what,
                                GError         **error)
{
  GListModel *builds = cp_plan_get_builds (plan);
  guint n = g_list_model_get_n_items (builds);
  g_autofree char *tokens = NULL;
  g_autofree char *users = NULL;

  if (workload == NULL || n == 0)
    return TRUE;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CpBuild) build = g_list_model_get_item (builds, i);
      CpServing *serving = cp_build_get_serving (build);

      /* A model without an architecture is sized by memory alone. */
      if (serving == NULL || cp_serving_get_verdict (serving) != CP_SERVING_DOES_NOT_FIT)
        return TRUE;
    }

  /* Every build says why the same way for a context too long: the first. */
  {
    g_autoptr(CpBuild) first = g_list_model_get_item (builds, 0);
    GListModel *models = cp_serving_get_models (cp_build_get_serving (first));

    for (guint i = 0; i < g_list_model_get_n_items (models); i++)
      {
        g_autoptr(CpModelServing) model = g_list_model_get_item (models, i);

        CpModel *named = cp_model_serving_get_model (model);
        CpModelArchitecture *architecture = cp_model_get_architecture (named);

        if (cp_model_serving_get_layout (model)->context_too_long && architecture != NULL)
          {
            g_autofree char *longest = cp_format_integer (cp_model_architecture_get (architecture)->max_context);

            tokens = cp_format_integer (cp_plan_workload_get_context_tokens (workload));
            return cp_cli_fail_option (error, what, "--context",
                                       /* TRANSLATORS: e.g. "Llama 3.1 70B reads at most
                                        * 131,072 tokens, not 200,000: no build can serve
                                        * it" */
                                       ngettext ("%s reads at most %s token, not %s: no build can serve it",
                                                 "%s reads at most %s tokens, not %s: no build can serve it",
                                                 cp_model_architecture_get (architecture)->max_context),
                                       cp_item_get_name (CP_ITEM (named)), longest, tokens);
          }
      }
  }

  tokens = cp_format_integer (cp_plan_workload_get_context_tokens (workload));
  users = cp_format_integer (cp_plan_workload_get_users (workload));
  return cp_cli_fail_option (error, what, "--users",
                             /* TRANSLATORS: e.g. "no build of the catalog can serve
                              * 10,000,000 users at 131,072 tokens each" */
                             ngettext ("no build of the catalog can serve %s user at %s tokens",
                                       "no build of the catalog can serve %s users at %s tokens each",
                                       cp_format_plural_count (cp_plan_workload_get_users (workload))),
                             users, tokens);
}
