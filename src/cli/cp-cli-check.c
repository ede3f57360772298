/* cp-cli-check.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "cp-cli-check.h"
#include "cp-cli-options.h"
#include "cp-cli-speed.h"
#include "cp-cli-workload.h"
#include "cp-format.h"
#include "cp-json-writer.h"
#include "cp-layout-words.h"
#include "cp-model-arch.h"
#include "cp-speed-words.h"
#include "cp-text.h"
#include "cp-units.h"
#include "cp-workload.h"

/* A deployment check in vLLM's own terms (docs/command-line.md): one model
 * on one kind of unit with the layout and share of memory vLLM is started
 * with, and per GPU what vLLM would log at start-up — weights, the PyTorch
 * peak, memory outside PyTorch, the KV pool and its tokens, the most
 * requests of that length it holds at once — and the verdict. */

/* The options that only go with --unit, as vLLM names them. */
static const char *const check_options[] = {
  "tensor-parallel-size", "pipeline-parallel-size", "data-parallel-size",
  "enable-expert-parallel", "gpu-memory-utilization", NULL
};

/* The most GPUs one layout dimension may take: beyond any catalog's unit. */
#define MAX_PARALLEL 4096

/**
 * cp_cli_check_has_options:
 * @option: (out): the first of vLLM's layout options given
 *
 * Returns: whether a layout option (or --unit) is given.
 */
gboolean
cp_cli_check_has_options (GVariantDict  *dict,
                          const char   **option)
{
  if (g_variant_dict_contains (dict, "unit"))
    {
      *option = "unit";
      return TRUE;
    }
  for (guint i = 0; check_options[i] != NULL; i++)
    if (g_variant_dict_contains (dict, check_options[i]))
      {
        *option = check_options[i];
        return TRUE;
      }

  return FALSE;
}

/* "--tensor-parallel-size" for "tensor-parallel-size". */
static const char *
option_name (const char *name)
{
  g_autofree char *full = g_strconcat ("--", name, NULL);

  return g_intern_string (full);
}

/* A layout size: a whole number from 1 to MAX_PARALLEL, 1 when not given. */
static gboolean
read_size (GVariantDict  *dict,
           const char    *name,
           gint64        *value,
           const char   **what,
           GError       **error)
{
  const char *text = NULL;
  guint64 number;

  *value = 1;
  if (!g_variant_dict_lookup (dict, name, "&s", &text))
    return TRUE;

  if (!g_ascii_string_to_unsigned (text, 10, 1, MAX_PARALLEL, &number, NULL))
    {
      g_autofree char *shown = cp_text_echo (text, -1);

      return cp_cli_fail_option (error, what, option_name (name),
                                 _("must be a whole number from 1 to %d, not “%s”"),
                                 MAX_PARALLEL, shown);
    }

  *value = (gint64) number;
  return TRUE;
}

/* vLLM's --gpu-memory-utilization, a share above 0 and at most 1; 0.90 by
 * default, as the launch recipe starts it. Read as vLLM reads it ("0.90",
 * whatever the language), since it is copied from and into vLLM's own
 * command lines; no hex, exponent or "inf". */
static gboolean
read_utilization (GVariantDict  *dict,
                  gint64        *permille,
                  const char   **what,
                  GError       **error)
{
  const char *text = NULL;
  char *end = NULL;
  double share;

  *permille = 900;
  if (!g_variant_dict_lookup (dict, "gpu-memory-utilization", "&s", &text))
    return TRUE;

  share = g_ascii_strtod (text, &end);
  if (end == text || *end != '\0' || !isfinite (share) || share <= 0 || share > 1 ||
      llround (share * 1000) < 1 || strpbrk (text, "xXpPeEnNiI") != NULL)
    {
      g_autofree char *shown = cp_text_echo (text, -1);

      return cp_cli_fail_option (error, what, "--gpu-memory-utilization",
                                 _("must be a share above 0 and at most 1, such as 0.90, "
                                   "not “%s”"), shown);
    }

  *permille = llround (share * 1000);
  return TRUE;
}

static double
gib (gint64 bytes)
{
  return (double) bytes / CP_GIB;
}

/* The figures of one check. */
typedef struct
{
  CpUnit          *unit;
  gint64           count;
  gint64           gpus;
  gint64           tensor_parallel;
  gint64           pipeline_parallel;
  gint64           data_parallel;
  gboolean         expert_parallel;
  gboolean         tp_valid;
  gint64           permille;
  gint64           capacity_bytes;
  gint64           context;
  gint64           users;
  gint64           kv_tokens;
  double           max_concurrency;
  CpLayout         layout;
  /* The speed bounds of the layout and the measurements that match
   * (docs/sizing.md §13); speed.bounds.known FALSE when none. */
  CpSpeedFigures   speed;
  CpSpeedTerms     terms;
  gboolean         moe;
  GPtrArray       *measured;
} Check;

static void
write_json (GString     *out,
            const Check *check,
            CpModel     *model)
{
  g_autoptr(CpJsonWriter) writer = cp_json_writer_new ();
  const CpLayout *layout = &check->layout;
  g_autofree char *text = NULL;
  struct { const char *name; gint64 bytes; } figures[] = {
    { "capacity", check->capacity_bytes },
    { "usable", layout->usable_bytes },
    { "weights", layout->weights_bytes },
    { "activation", layout->activation_bytes },
    { "non_torch", layout->non_torch_bytes },
    { "overhead", layout->overhead_bytes },
    { "kv_pool", layout->kv_pool_bytes },
    { "kv_cache", layout->kv_bytes },
    { "free", layout->usable_bytes - layout->total_bytes },
  };

  cp_json_writer_begin_object (writer);
  cp_json_writer_member (writer, "check");
  cp_json_writer_begin_object (writer);
  cp_json_writer_member (writer, "unit");
  cp_json_writer_string (writer, cp_item_get_id (CP_ITEM (check->unit)));
  cp_json_writer_member (writer, "count");
  cp_json_writer_integer (writer, check->count);
  cp_json_writer_member (writer, "gpus");
  cp_json_writer_integer (writer, check->gpus);
  cp_json_writer_member (writer, "gpu_memory_utilization");
  cp_json_writer_double (writer, check->permille / 1000.0);
  cp_json_writer_member (writer, "engine");
  cp_json_writer_string (writer, CP_ENGINE_NAME);
  cp_json_writer_member (writer, "verdict");
  cp_json_writer_string (writer, cp_serving_verdict_to_string (layout->verdict));
  cp_json_writer_member (writer, "models");
  cp_json_writer_begin_array (writer);
  cp_json_writer_begin_object (writer);
  cp_json_writer_member (writer, "id");
  cp_json_writer_string (writer, cp_item_get_id (CP_ITEM (model)));
  cp_json_writer_member (writer, "tensor_parallel");
  cp_json_writer_integer (writer, check->tensor_parallel);
  cp_json_writer_member (writer, "pipeline_parallel");
  cp_json_writer_integer (writer, check->pipeline_parallel);
  cp_json_writer_member (writer, "data_parallel");
  cp_json_writer_integer (writer, check->data_parallel);
  cp_json_writer_member (writer, "expert_parallel");
  cp_json_writer_boolean (writer, check->expert_parallel);
  /* Why no memory makes it serve; null when memory decides. */
  cp_json_writer_member (writer, "refused");
  if (layout->format_not_native)
    cp_json_writer_string (writer, "format_not_native");
  else if (layout->context_too_long)
    cp_json_writer_string (writer, "context_too_long");
  else
    cp_json_writer_null (writer);
  cp_json_writer_member (writer, "per_gpu_gib");
  cp_json_writer_begin_object (writer);
  for (guint i = 0; i < G_N_ELEMENTS (figures); i++)
    {
      cp_json_writer_member (writer, figures[i].name);
      cp_json_writer_double (writer, round (gib (figures[i].bytes) * 100) / 100);
    }
  cp_json_writer_end_object (writer);
  cp_json_writer_member (writer, "kv_tokens");
  cp_json_writer_integer (writer, check->kv_tokens);
  cp_json_writer_member (writer, "max_concurrency");
  cp_json_writer_double (writer, round (check->max_concurrency * 100) / 100);
  cp_cli_speed_write_json (writer, &check->speed, check->measured);
  cp_json_writer_end_object (writer);
  cp_json_writer_end_array (writer);
  cp_json_writer_end_object (writer);
  cp_json_writer_end_object (writer);

  text = cp_json_writer_steal (g_steal_pointer (&writer));
  g_string_append (out, text);
}

static void
write_text (GString     *out,
            const Check *check,
            CpModel     *model)
{
  const CpLayout *layout = &check->layout;
  g_autofree char *count = cp_format_integer (check->count);
  g_autofree char *gpus = cp_format_integer (check->gpus);
  g_autofree char *capacity = cp_format_gib_figure (check->capacity_bytes);
  g_autofree char *usable = cp_format_gib_figure (layout->usable_bytes);
  g_autofree char *weights = cp_format_gib_figure (layout->weights_bytes);
  g_autofree char *activation = cp_format_gib_figure (layout->activation_bytes);
  g_autofree char *non_torch = cp_format_gib_figure (layout->non_torch_bytes);
  g_autofree char *pool = cp_format_gib_figure (MAX (layout->kv_pool_bytes, 0));
  g_autofree char *tokens = cp_format_integer (check->kv_tokens);
  g_autofree char *length = cp_format_integer (check->context);
  g_autofree char *concurrency = cp_format_decimal (check->max_concurrency, 2);
  g_autofree char *users = cp_format_integer (check->users);
  g_autofree char *cache = cp_format_gib_figure (layout->kv_bytes);
  g_autofree char *margin = cp_format_gib_figure (layout->margin_bytes);
  g_autofree char *share = cp_format_decimal (check->permille / 1000.0, 3);

  /* TRANSLATORS: e.g. "Deployment check: Llama 3.1 70B on 1 × NVIDIA DGX
   * H100 (8 GPUs), as vLLM 0.19 would start it." */
  g_string_append_printf (out, ngettext ("Deployment check: %s on %s × %s (%s GPU), as %s would start it.\n",
                                         "Deployment check: %s on %s × %s (%s GPUs), as %s would start it.\n",
                                         cp_format_plural_count (check->gpus)),
                          cp_item_get_name (CP_ITEM (model)), count,
                          cp_item_get_name (CP_ITEM (check->unit)), gpus, CP_ENGINE_NAME);
  /* vLLM's own options, as a command line takes them: not words. */
  g_string_append_printf (out, "  --tensor-parallel-size %" G_GINT64_FORMAT
                          " --pipeline-parallel-size %" G_GINT64_FORMAT
                          " --data-parallel-size %" G_GINT64_FORMAT "%s"
                          " --gpu-memory-utilization %s\n",
                          check->tensor_parallel, check->pipeline_parallel, check->data_parallel,
                          check->expert_parallel ? " --enable-expert-parallel" : "", share);
  if (!check->tp_valid)
    {
      g_autofree char *size = cp_format_integer (check->tensor_parallel);

      /* TRANSLATORS: %s is a number of GPUs */
      g_string_append_printf (out, _("  vLLM refuses tensor parallel %s for this model: its heads "
                                     "or quantisation blocks do not divide by it.\n"), size);
    }
  if (layout->format_not_native)
    {
      g_autofree char *why = cp_layout_words_dup_not_native (layout, check->unit);

      g_string_append_printf (out, "  %s.\n", why);
    }
  /* TRANSLATORS: the lines vLLM logs at start-up, per GPU, in GiB */
  g_string_append_printf (out, _("  Each GPU (the first pipeline stage): %s GiB, %s GiB usable\n"),
                          capacity, usable);
  g_string_append_printf (out, _("    weights %s GiB, torch peak %s GiB, non-torch %s GiB\n"),
                          weights, activation, non_torch);
  g_string_append_printf (out, ngettext ("    Available KV cache memory: %s GiB, %s token\n",
                                         "    Available KV cache memory: %s GiB, %s tokens\n",
                                         cp_format_plural_count (check->kv_tokens)),
                          pool, tokens);
  g_string_append_printf (out, ngettext ("    Maximum concurrency for %s token per request: %s×\n",
                                         "    Maximum concurrency for %s tokens per request: %s×\n",
                                         cp_format_plural_count (check->context)),
                          length, concurrency);
  g_string_append_printf (out, ngettext ("    KV cache for %s user: %s GiB; margin kept free: %s GiB\n",
                                         "    KV cache for %s users: %s GiB; margin kept free: %s GiB\n",
                                         cp_format_plural_count (check->users)),
                          users, cache, margin);
  /* In words; --json keeps the contract's "does-not-fit". */
  g_string_append_printf (out, _("  Verdict: %s\n"), cp_cli_workload_verdict_words (layout->verdict));
  if (check->speed.bounds.known)
    {
      g_autoptr(GPtrArray) lines = NULL;

      lines = cp_speed_words_dup_lines (&check->speed, check->moe, check->users, check->measured,
                                        cp_item_get_name (CP_ITEM (cp_unit_get_gpu (check->unit))),
                                        &check->terms);
      cp_cli_speed_append (out, "  ", lines);
    }
}

/**
 * cp_cli_check_run:
 * @model: the one model to check
 * @workload: its length, users and cache
 * @what: (out): the option a failure is about
 *
 * Returns: (transfer full) (nullable): what to print, or %NULL with
 *   @error set.
 */
char *
cp_cli_check_run (GVariantDict    *dict,
                  CpCatalog       *catalog,
                  CpModel         *model,
                  CpPlanWorkload  *workload,
                  gboolean         json,
                  const char     **what,
                  GError         **error)
{
  g_autoptr(GString) out = g_string_new (NULL);
  CpModelArchitecture *architecture = cp_model_get_architecture (model);
  CpWorkloadPolicy policy = CP_WORKLOAD_POLICY_DEFAULT;
  CpWorkloadModel sized = { 0 };
  CpWorkloadUnit workload_unit;
  CpSizingUnit sizing;
  CpWorkload asked;
  CpWeightFormat asked_weights;
  CpLayoutShape shape;
  gboolean ranks;
  const char *unit_id = NULL;
  Check check = { 0 };

  g_variant_dict_lookup (dict, "unit", "&s", &unit_id);
  if (unit_id == NULL)
    return cp_cli_fail_option (error, what, "--unit", _("is needed for a deployment check")), NULL;
  check.unit = cp_catalog_find_unit (catalog, unit_id);
  if (check.unit == NULL)
    {
      g_autofree char *shown = cp_text_echo (unit_id, -1);
      g_autofree char *title = cp_catalog_dup_title (catalog);

      return cp_cli_fail_option (error, what, "--unit", _("no unit “%s” in %s"), shown, title), NULL;
    }
  if (workload == NULL)
    return cp_cli_fail_option (error, what, "--unit",
                 _("needs --context or --max-model-len (tokens per request)")), NULL;
  if (architecture == NULL)
    return cp_cli_fail_option (error, what, "--unit",
                 _("%s: its architecture is not published, so vLLM's figures cannot be "
                   "worked out"), cp_item_get_name (CP_ITEM (model))), NULL;

  if (!read_size (dict, "tensor-parallel-size", &check.tensor_parallel, what, error) ||
      !read_size (dict, "pipeline-parallel-size", &check.pipeline_parallel, what, error) ||
      !read_size (dict, "data-parallel-size", &check.data_parallel, what, error) ||
      !read_utilization (dict, &check.permille, what, error))
    return NULL;
  g_variant_dict_lookup (dict, "enable-expert-parallel", "b", &check.expert_parallel);

  sized.arch = cp_model_architecture_get (architecture);
  if (!cp_plan_workload_get_weights (workload, model, &asked_weights))
    asked_weights = sized.arch->weights;
  cp_model_architecture_serve_weights (architecture, &asked_weights, &sized.weights);
  cp_model_architecture_find_checkpoint (architecture, &sized.weights,
                                         &sized.unquantized_params, NULL);

  cp_unit_to_sizing (check.unit, 0, &sizing);
  check.capacity_bytes = cp_gpu_get_capacity_bytes (cp_unit_get_gpu (check.unit));
  cp_workload_unit_from_sizing (&sizing, check.capacity_bytes, &workload_unit);
  check.gpus = check.tensor_parallel * check.pipeline_parallel * check.data_parallel;
  check.count = (check.gpus + sizing.gpu_count - 1) / MAX (sizing.gpu_count, 1);

  policy.utilization_permille = check.permille;
  policy.expert_parallel = check.expert_parallel;
  check.context = cp_plan_workload_get_context_tokens (workload);
  check.users = cp_plan_workload_get_users (workload);
  asked = (CpWorkload) { check.context, check.users, cp_plan_workload_get_kv_cache (workload),
                         cp_plan_workload_get_prompt_tokens (workload) };
  check.tp_valid = cp_architecture_tp_valid (sized.arch, &sized.weights, check.expert_parallel,
                                             check.tensor_parallel);

  /* vLLM's --data-parallel-size: with --enable-expert-parallel, attention
   * ranks of one copy whose experts spread over all of them; without, copies
   * side by side. */
  ranks = check.expert_parallel && sized.arch->experts > 0 && check.pipeline_parallel == 1;
  shape = (CpLayoutShape) {
    .tensor_parallel = check.tensor_parallel,
    .pipeline_parallel = check.pipeline_parallel,
    .data_parallel = ranks ? check.data_parallel : 1,
    .replicas = ranks ? 1 : check.data_parallel,
    .expert_parallel = check.expert_parallel,
  };
  cp_workload_check_shape (&sized, &asked, &policy, &workload_unit, &shape, &check.layout);
  if (!check.tp_valid)
    check.layout.verdict = CP_SERVING_DOES_NOT_FIT;

  check.kv_tokens = cp_workload_kv_tokens (sized.arch, asked.kv_cache, &check.layout);
  check.max_concurrency = cp_workload_max_concurrency (&check.layout, check.users);

  /* Speed bounds for the users the pool holds, beside a "does not fit"
   * too; none for a layout vLLM refuses to start. */
  cp_cli_speed_read_terms (&check.terms);
  check.moe = sized.arch->active_params > 0;
  if (check.tp_valid)
    cp_speed_figures_compute (check.unit, check.count, model, &sized.weights, &asked,
                              &check.layout, 0, &check.terms, &check.speed);
  check.measured = cp_speed_find_measurements (model, &sized.weights, check.unit, &check.layout);

  if (json)
    write_json (out, &check, model);
  else
    write_text (out, &check, model);
  g_ptr_array_unref (check.measured);

  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* vLLM's options a pasted command line may carry, and the option of this
 * command line each stands for; NULL where the name is the same. */
static const struct
{
  const char *vllm;
  const char *ours;
  gboolean    flag;
} vllm_options[] = {
  { "tensor-parallel-size", NULL, FALSE },
  { "pipeline-parallel-size", NULL, FALSE },
  { "data-parallel-size", NULL, FALSE },
  { "enable-expert-parallel", NULL, TRUE },
  { "gpu-memory-utilization", NULL, FALSE },
  { "max-model-len", NULL, FALSE },
  { "kv-cache-dtype", NULL, FALSE },
  /* The recipe sets it to the users of one engine: the users are it
   * times --data-parallel-size (below). */
  { "max-num-seqs", "users", FALSE },
  { "quantization", "weights", FALSE },
};

/* The catalog model whose checkpoint @repo is, and the format of that
 * checkpoint when it is a published one in another format. */
static CpModel *
find_repo (CpCatalog   *catalog,
           const char  *repo,
           char       **weights)
{
  GListModel *models = cp_catalog_get_models (catalog);

  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModel) model = g_list_model_get_item (models, i);
      CpModelArchitecture *architecture = cp_model_get_architecture (model);
      CpWeightFormat format;

      if (architecture == NULL)
        continue;
      if (g_strcmp0 (cp_model_architecture_get_hf_repo (architecture), repo) == 0)
        return g_steal_pointer (&model);
      if (cp_model_architecture_find_checkpoint_repo (architecture, repo, &format))
        {
          *weights = cp_weight_format_to_string (&format);
          return g_steal_pointer (&model);
        }
    }

  return NULL;
}

/* vLLM's --max-num-seqs is per engine, and --data-parallel-size runs that
 * many engines in one server: the users of the check are both together. */
static gboolean
seqs_to_users (GVariantDict  *dict,
               const char    *seqs,
               const char   **what,
               GError       **error)
{
  const char *ranks_text = NULL;
  g_autofree char *users = NULL;
  guint64 number, ranks;

  if (seqs == NULL || !g_variant_dict_lookup (dict, "data-parallel-size", "&s", &ranks_text))
    return TRUE;
  if (!g_ascii_string_to_unsigned (ranks_text, 10, 1, MAX_PARALLEL, &ranks, NULL))
    return TRUE;
  if (!g_ascii_string_to_unsigned (seqs, 10, 1, CP_WORKLOAD_MAX_USERS, &number, NULL))
    return TRUE;
  if (number * ranks > CP_WORKLOAD_MAX_USERS)
    return cp_cli_fail_option (error, what, "--vllm-command",
                               ngettext ("--max-num-seqs × --data-parallel-size is more than %d user",
                                         "--max-num-seqs × --data-parallel-size is more than %d users",
                                         CP_WORKLOAD_MAX_USERS),
                               CP_WORKLOAD_MAX_USERS);

  users = g_strdup_printf ("%" G_GUINT64_FORMAT, number * ranks);
  g_variant_dict_insert (dict, "users", "s", users);
  return TRUE;
}

/**
 * cp_cli_check_read_vllm_command:
 * @dict: the options, with "vllm-command"
 *
 * Reads a pasted "vllm serve REPO …" as the options it stands for: the
 * catalog model whose checkpoint REPO is (--size, and --weights for a
 * published checkpoint in another format), and vLLM's layout, length,
 * cache and batch options, so that a launch recipe fed back is checked
 * with the numbers it was made with. Options vLLM has and the check does
 * not need (--port, --host…) are passed over.
 *
 * Returns: whether it could be read; @dict then holds what it says.
 */
gboolean
cp_cli_check_read_vllm_command (GVariantDict  *dict,
                                CpCatalog     *catalog,
                                const char   **what,
                                GError       **error)
{
  const char *command = NULL;
  g_auto(GStrv) argv = NULL;
  g_autoptr(GError) shell_error = NULL;
  g_autoptr(CpModel) model = NULL;
  g_autofree char *weights = NULL;
  const char *seqs = NULL;
  int argc = 0;

  g_variant_dict_lookup (dict, "vllm-command", "&s", &command);
  if (command == NULL)
    return TRUE;

  if (!g_shell_parse_argv (command, &argc, &argv, &shell_error) || argc < 3 ||
      !g_str_has_suffix (argv[0], "vllm") || !g_str_equal (argv[1], "serve"))
    return cp_cli_fail_option (error, what, "--vllm-command",
                               _("must be a command line “vllm serve MODEL …”"));

  model = find_repo (catalog, argv[2], &weights);
  if (model == NULL)
    {
      g_autofree char *shown = cp_text_echo (argv[2], -1);

      return cp_cli_fail_option (error, what, "--vllm-command",
                                 _("no model of the catalog is “%s”; give its config.json with "
                                   "--model-config"), shown);
    }
  if (g_variant_dict_contains (dict, "size") || g_variant_dict_contains (dict, "model-config"))
    return cp_cli_fail_option (error, what, "--vllm-command",
                               _("names its model itself: give no --size or --model-config"));
  g_variant_dict_insert (dict, "size", "s", cp_item_get_id (CP_ITEM (model)));
  if (weights != NULL)
    g_variant_dict_insert (dict, "weights", "s", weights);

  for (int i = 3; i < argc; i++)
    {
      const char *arg = argv[i];
      g_autofree char *name = NULL;
      const char *value = NULL;
      const char *ours = NULL;
      gboolean flag = FALSE, known = FALSE;

      if (!g_str_has_prefix (arg, "--"))
        continue;
      name = g_strdup (arg + 2);
      if (strchr (name, '=') != NULL)
        {
          value = strchr (arg, '=') + 1;
          *strchr (name, '=') = '\0';
        }

      for (guint o = 0; o < G_N_ELEMENTS (vllm_options); o++)
        if (g_str_equal (name, vllm_options[o].vllm))
          {
            known = TRUE;
            flag = vllm_options[o].flag;
            ours = vllm_options[o].ours != NULL ? vllm_options[o].ours : vllm_options[o].vllm;
          }
      if (!known)
        continue;

      if (!flag && value == NULL)
        {
          if (i + 1 >= argc)
            {
              g_autofree char *option = g_strconcat ("--", name, NULL);

              return cp_cli_fail_option (error, what, "--vllm-command",
                                         _("%s has no value"), option);
            }
          value = argv[++i];
        }
      if (g_variant_dict_contains (dict, ours))
        return cp_cli_fail_option (error, what, option_name (ours),
                                   _("is given by --vllm-command too: give it once"));
      if (flag)
        g_variant_dict_insert (dict, ours, "b", TRUE);
      else
        g_variant_dict_insert (dict, ours, "s", value);
      if (g_str_equal (name, "max-num-seqs"))
        seqs = value;
    }

  return seqs_to_users (dict, seqs, what, error);
}

/**
 * cp_cli_check_apply_vllm_command:
 * @catalog_path: (nullable): --catalog's file, or %NULL for the built-in
 *   catalog
 * @what: (out): the option a failure is about, or %NULL for the catalog
 *
 * cp_cli_check_read_vllm_command() with the catalog the options name,
 * which it loads for the purpose.
 */
gboolean
cp_cli_check_apply_vllm_command (GVariantDict  *dict,
                                 const char    *catalog_path,
                                 const char   **what,
                                 GError       **error)
{
  g_autoptr(CpCatalog) catalog = NULL;

  if (!g_variant_dict_contains (dict, "unit"))
    return cp_cli_fail_option (error, what, "--vllm-command", _("goes with --unit"));

  if (catalog_path != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (catalog_path);

      catalog = cp_catalog_new_from_file (file, error);
    }
  else
    catalog = cp_catalog_new_builtin (error);
  if (catalog == NULL)
    {
      *what = NULL;
      return FALSE;
    }

  return cp_cli_check_read_vllm_command (dict, catalog, what, error);
}
