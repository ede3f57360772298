/* cp-launch-recipe.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-launch-recipe"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-build-words.h"
#include "cp-format.h"
#include "cp-launch-recipe.h"
#include "cp-layout-words.h"
#include "cp-model-serving-words.h"
#include "cp-serving-words.h"

/* A launch recipe: the vLLM command line that matches a model's layout on
 * a build — tensor and pipeline parallel sizes, the KV cache's precision,
 * the context and the requests one copy serves, the share of memory the
 * sizing assumed — with, for more than one system, how they form one Ray
 * cluster first. Pure text from the build's serving result and the
 * model's Hugging Face repository; the window shows it with a Copy button
 * and `--recipe` prints it. It is a starting point and says so: nothing
 * here is tested on the build, and no speed is promised.
 *
 * The comments are translated; the command line never is, and its numbers
 * are written without the locale's grouping. */

/* The share of each GPU's memory the sizing let the engine use (docs/sizing.md
 * §3.2), as vLLM's --gpu-memory-utilization reads it. */
static char *
dup_utilization (void)
{
  CpWorkloadPolicy policy = CP_WORKLOAD_POLICY_DEFAULT;

  return g_strdup_printf ("%d.%02d", (int) (policy.utilization_permille / 1000),
                          (int) (policy.utilization_permille % 1000 / 10));
}

/* How wide a comment's words run, in characters after "# ": the recipe
 * is read in a terminal and in the app's window, which does not wrap it. */
#define COMMENT_WIDTH 72

/* One line of @text as comments, broken between words. */
static void
append_comment_line (GString    *out,
                     const char *line)
{
  g_auto(GStrv) words = g_strsplit (line, " ", -1);
  glong width = 0;

  g_string_append (out, "#");
  for (guint i = 0; words[i] != NULL; i++)
    {
      glong length = g_utf8_strlen (words[i], -1);

      /* Spaces in a row (lining up a command) stay as written. */
      if (width > 0 && length > 0 && width + 1 + length > COMMENT_WIDTH)
        {
          g_string_append (out, "\n#");
          width = 0;
        }
      g_string_append_c (out, ' ');
      g_string_append (out, words[i]);
      width += (width > 0 ? 1 : 0) + length;
    }
  g_string_append_c (out, '\n');
}

/* @text as shell comments, a line each, none wider than COMMENT_WIDTH
 * where its words allow. */
static void
append_comment (GString    *out,
                const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    append_comment_line (out, lines[i]);
}

/* A stand-in for the repository of a checkpoint the person makes: no
 * checkpoint in that format is published. */
#define OWN_CHECKPOINT "QUANTISED_CHECKPOINT"

/* Whether the checkpoint's own format is 16 or 32 bits a weight, which
 * vLLM can quantise to fp8 as it loads. */
static gboolean
is_wide (const CpWeightFormat *weights)
{
  return weights->kind == CP_WEIGHTS_BF16 || weights->kind == CP_WEIGHTS_FP16 ||
         weights->kind == CP_WEIGHTS_FP32;
}

/* What the weights are served in, when not the checkpoint's own: the
 * publisher's checkpoint in that format where there is one (@repo becomes
 * it); else, for fp8 of a 16-bit checkpoint, vLLM quantises it as it
 * loads; other formats need a checkpoint made in them, whose place
 * OWN_CHECKPOINT holds and a comment says so. Never vLLM's fp8 of a
 * checkpoint already quantised (gpt-oss's MXFP4, an fp8-block one).
 * Returns the option to add, or NULL. */
static const char *
weights_option (GString             *out,
                CpModelServing      *serving,
                CpModelArchitecture *architecture,
                const char          *native,
                const char         **repo)
{
  g_autofree char *served = cp_model_serving_dup_weights (serving);
  g_autofree char *text = NULL;
  const char *published = NULL;

  if (served == NULL || g_strcmp0 (served, native) == 0)
    return NULL;

  if (cp_model_architecture_find_checkpoint (architecture,
                                             cp_model_serving_get_weights (serving),
                                             NULL, &published))
    {
      /* TRANSLATORS: a comment of a launch recipe; %s is a weight format such
       * as "fp8" */
      text = g_strdup_printf (_("A published %s checkpoint of this model (the catalog names its "
                                "source): vLLM reads the format from it, and it keeps some layers "
                                "at 16 bits."), served);
      append_comment (out, text);
      *repo = published;
      return NULL;
    }

  if (g_str_equal (served, "fp8") &&
      is_wide (&cp_model_architecture_get (architecture)->weights))
    {
      /* TRANSLATORS: a comment of a launch recipe */
      append_comment (out, _("No fp8 checkpoint is published: vLLM quantises the linear layers "
                             "as it loads; the embedding and the LM head stay at 16 bits."));
      return "--quantization fp8";
    }

  /* TRANSLATORS: a comment of a launch recipe; the first %s is a weight
   * format such as "int4-g128", the second the word the command holds in
   * place of the checkpoint, QUANTISED_CHECKPOINT */
  text = g_strdup_printf (_("No %s checkpoint of this model is published: quantise it yourself "
                            "and put its repository or folder in place of %s."),
                          served, OWN_CHECKPOINT);
  append_comment (out, text);
  *repo = OWN_CHECKPOINT;

  return NULL;
}

/* The head of the recipe: what it is for, and what it is not. */
static void
append_head (GString        *out,
             CpBuild        *build,
             CpModelServing *serving)
{
  CpServing *whole = cp_build_get_serving (build);
  g_autofree char *title = cp_build_dup_title (build);
  g_autofree char *workload = cp_serving_dup_workload (whole);
  g_autofree char *layout = cp_model_serving_dup_layout (serving, build);
  g_autofree char *head = NULL;
  const char *name = cp_item_get_name (CP_ITEM (cp_model_serving_get_model (serving)));

  /* TRANSLATORS: the first line of a launch recipe, e.g. "Launch recipe
   * for Llama 3.1 70B on 1 × NVIDIA DGX H100" */
  head = g_strdup_printf (_("Launch recipe for %s on %s"), name, title);
  append_comment (out, head);
  append_comment (out, workload);
  append_comment (out, layout);
  {
    g_autofree char *why = cp_layout_words_dup_why (cp_model_serving_get_layout (serving),
                                                    cp_build_get_unit (build));

    if (why != NULL)
      append_comment (out, why);
  }
  append_comment (out, _("A starting point, not a tested setup: check it on the real systems. "
                         "It promises no speed."));
  if (cp_model_serving_get_verdict (serving) == CP_SERVING_MARGINAL)
    append_comment (out, _("Marginal: it fits only inside the margin kept for engine drift. "
                           "Watch the memory when it starts."));
  {
    g_autofree char *log = cp_model_serving_dup_engine_log (serving, whole);
    g_autofree char *stages = cp_model_serving_dup_stages_note (serving);

    if (log != NULL)
      append_comment (out, log);
    if (stages != NULL)
      append_comment (out, stages);
  }
}

/* The systems (or separate GPUs) one copy spans: its pipeline stages sit
 * in distinct NVLink domains (or on GPUs of their own), so many to a
 * system as it has domains. */
static gint64
machines_per_copy (const CpLayout *layout,
                   CpUnit         *unit)
{
  gint64 domains = cp_unit_get_has_nvlink (unit) ? cp_unit_get_nvlink_domains (unit)
                                                 : cp_unit_get_gpu_count (unit);
  gint64 spanned = layout->replica_domains > 0 ? layout->replica_domains
                                               : layout->pipeline_parallel;

  /* Cards split over PCIe sit in one box. */
  if (layout->pcie_split)
    return 1;

  return (spanned + MAX (domains, 1) - 1) / MAX (domains, 1);
}

/* The systems @gpus GPUs take, whole systems of @unit. */
static gint64
machines_for (gint64  gpus,
              CpUnit *unit)
{
  gint64 per_unit = MAX (cp_unit_get_gpu_count (unit), 1);

  return (gpus + per_unit - 1) / per_unit;
}

/* Several machines run as one Ray cluster, set up first. */
static void
append_ray (GString *out,
            gint64   machines,
            gboolean one_copy)
{
  g_autofree char *count = g_strdup_printf ("%" G_GINT64_FORMAT, machines);
  g_autofree char *first = NULL;

  first = one_copy
          /* TRANSLATORS: a comment of a launch recipe; %s is a number of systems */
          ? g_strdup_printf (ngettext ("The %s system of one copy forms one Ray cluster first:",
                                       "The %s systems of one copy form one Ray cluster first:",
                                       cp_format_plural_count (machines)),
                             count)
          /* TRANSLATORS: a comment of a launch recipe; %s is a number of
           * systems that hold copies of the model side by side */
          : g_strdup_printf (ngettext ("The %s system of the copies forms one Ray cluster first:",
                                       "The %s systems of the copies form one Ray cluster first:",
                                       cp_format_plural_count (machines)),
                             count);
  append_comment (out, first);
  append_comment (out, _("on the first system:   ray start --head --port=6379"));
  append_comment (out, _("on each of the others: ray start --address=FIRST_SYSTEM:6379"));
  append_comment (out, _("then, on the first system:"));
}

/* How the copies of the model are started. vLLM runs copies side by side
 * as data-parallel ranks of one server (--data-parallel-size), over a Ray
 * cluster when they fill more than one system; a copy that itself spans
 * several systems is a Ray cluster of its own, started once per copy. */
typedef struct
{
  /* Engines of one server: copies × attention ranks of each. */
  gint64   data_parallel;
  /* Requests one engine takes at once (--max-num-seqs). */
  gint64   seqs;
  /* Systems one copy spans, and those the server spans. */
  gint64   copy_machines;
  gint64   server_machines;
  /* Copies started as servers of their own. */
  gint64   servers;
} Plan;

static void
plan_servers (const CpLayout *layout,
              CpUnit         *unit,
              gint64          users,
              Plan           *plan)
{
  gint64 ranks = MAX (layout->data_parallel, 1);
  gint64 copy_gpus = layout->tensor_parallel * layout->pipeline_parallel * ranks;

  plan->copy_machines = machines_per_copy (layout, unit);
  /* Copies join one server's data-parallel engines only where vLLM keeps
   * them apart: without expert parallelism (with it, the experts would
   * spread over all the engines together) and inside one system each. */
  if (plan->copy_machines > 1 || layout->expert_parallel || ranks > 1)
    {
      plan->servers = layout->replicas;
      plan->data_parallel = ranks;
      plan->server_machines = plan->copy_machines;
    }
  else
    {
      plan->servers = 1;
      plan->data_parallel = layout->replicas;
      /* Cards split over PCIe share one box; other copies fill systems. */
      plan->server_machines = layout->pcie_split ? 1 : machines_for (copy_gpus * layout->replicas,
                                                                     unit);
    }
  plan->seqs = (users + layout->replicas * ranks - 1) / (layout->replicas * ranks);
}

/* The rope scaling the model's publisher documents, as vLLM 0.19 takes it
 * on top of the checkpoint's config.json (its --rope-scaling is gone since
 * vLLM 0.11.1; vLLM's "Context Extension" documentation): YaRN by a factor
 * over the native window. */
static char *
dup_rope_overrides (const CpArchitecture *arch)
{
  char factor[G_ASCII_DTOSTR_BUF_SIZE];

  if (arch->rope_scaling != CP_ROPE_SCALING_YARN)
    return NULL;

  g_ascii_formatd (factor, sizeof factor, "%.1f", arch->rope_factor);
  return g_strdup_printf ("{\"rope_parameters\": {\"rope_type\": \"yarn\", \"factor\": %s, "
                          "\"original_max_position_embeddings\": %" G_GINT64_FORMAT "}}",
                          factor, arch->rope_original_context);
}

/* The most tokens one engine step takes, as the sizing of the engine's
 * activation peak assumed them (docs/sizing.md §9.2). */
static gint64
batched_tokens (CpUnit *unit)
{
  CpSizingUnit sizing;
  CpWorkloadUnit workload_unit;
  CpEngineLimits limits;

  cp_unit_to_sizing (unit, 0, &sizing);
  cp_workload_unit_from_sizing (&sizing, cp_gpu_get_capacity_bytes (cp_unit_get_gpu (unit)),
                                &workload_unit);
  cp_workload_engine_limits (&workload_unit, &limits);

  return limits.max_batched_tokens;
}

/**
 * cp_launch_recipe_dup_text:
 * @build: a build planned with a workload
 * @serving: one of its models' serving
 *
 * Returns: (nullable): the recipe, a short shell script, or %NULL for a
 *   model without an architecture or a layout that does not serve the
 *   workload.
 */
char *
cp_launch_recipe_dup_text (CpBuild        *build,
                           CpModelServing *serving)
{
  CpModelArchitecture *architecture;
  const CpLayout *layout;
  const char *repo;
  g_autofree char *native = NULL;
  g_autofree char *utilization = dup_utilization ();
  const char *quantization;
  CpServing *whole;
  CpUnit *unit;
  Plan plan;
  GString *out;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);
  g_return_val_if_fail (CP_IS_MODEL_SERVING (serving), NULL);

  whole = cp_build_get_serving (build);
  layout = cp_model_serving_get_layout (serving);
  architecture = cp_model_get_architecture (cp_model_serving_get_model (serving));
  if (whole == NULL || architecture == NULL || layout->replicas < 1 ||
      (layout->verdict != CP_SERVING_FITS && layout->verdict != CP_SERVING_MARGINAL))
    return NULL;

  unit = cp_build_get_unit (build);
  plan_servers (layout, unit, cp_serving_get_users (whole), &plan);

  out = g_string_new (NULL);
  append_head (out, build, serving);

  repo = cp_model_architecture_get_hf_repo (architecture);
  if (repo == NULL)
    {
      repo = "MODEL_FOLDER";
      append_comment (out, _("MODEL_FOLDER: where this model’s weights are, a Hugging Face "
                             "repository or a local folder."));
    }

  native = cp_weight_format_to_string (&cp_model_architecture_get (architecture)->weights);
  quantization = weights_option (out, serving, architecture, native, &repo);

  if (layout->rope_scaled)
    {
      const CpArchitecture *arch = cp_model_architecture_get (architecture);
      g_autofree char *native_context = cp_format_integer (arch->max_context);
      g_autofree char *text = NULL;

      /* TRANSLATORS: a comment of a launch recipe; %s is a number of tokens */
      text = g_strdup_printf (ngettext ("Past its native %s token the model needs the YaRN rope "
                                        "scaling its publisher documents: --hf-overrides switches "
                                        "it on.",
                                        "Past its native %s tokens the model needs the YaRN rope "
                                        "scaling its publisher documents: --hf-overrides switches "
                                        "it on.", cp_format_plural_count (arch->max_context)),
                              native_context);
      append_comment (out, text);
    }
  if (plan.servers > 1)
    {
      g_autofree char *copies = g_strdup_printf ("%" G_GINT64_FORMAT, plan.servers);
      g_autofree char *text = NULL;

      if (plan.copy_machines > 1)
        /* TRANSLATORS: a comment of a launch recipe; %s is a number of copies */
        text = g_strdup_printf (ngettext ("Each copy spans systems of its own: start this once for "
                                          "the %s copy, on its own Ray cluster with a port of its "
                                          "own (--port), behind a load balancer.",
                                          "Each copy spans systems of its own: start this once for "
                                          "each of the %s copies, each on its own Ray cluster with "
                                          "a port of its own (--port), behind a load balancer.",
                                          cp_format_plural_count (plan.servers)),
                                copies);
      else
        /* TRANSLATORS: a comment of a launch recipe; %s is a number of copies */
        text = g_strdup_printf (ngettext ("Start this once for the %s copy, on GPUs of its own "
                                          "(CUDA_VISIBLE_DEVICES) with a port of its own (--port), "
                                          "behind a load balancer.",
                                          "Start this once for each of the %s copies, each on GPUs "
                                          "of its own (CUDA_VISIBLE_DEVICES) with a port of its own "
                                          "(--port), behind a load balancer.",
                                          cp_format_plural_count (plan.servers)),
                                copies);
      append_comment (out, text);
    }
  else if (plan.data_parallel > 1)
    {
      g_autofree char *copies = g_strdup_printf ("%" G_GINT64_FORMAT, plan.data_parallel);
      g_autofree char *text = NULL;

      /* TRANSLATORS: a comment of a launch recipe; %s is a number of engines */
      text = g_strdup_printf (ngettext ("One server runs the %s engine side by side "
                                        "(--data-parallel-size) and shares the requests out "
                                        "between them; --max-num-seqs is each engine’s share.",
                                        "One server runs the %s engines side by side "
                                        "(--data-parallel-size) and shares the requests out "
                                        "between them; --max-num-seqs is each engine’s share.",
                                        cp_format_plural_count (plan.data_parallel)),
                              copies);
      append_comment (out, text);
    }
  if (plan.server_machines > 1)
    append_ray (out, plan.server_machines, plan.servers > 1 || plan.data_parallel == 1);

  g_string_append_printf (out, "vllm serve %s \\\n", repo);
  g_string_append_printf (out, "  --tensor-parallel-size %" G_GINT64_FORMAT " \\\n",
                          layout->tensor_parallel);
  g_string_append_printf (out, "  --pipeline-parallel-size %" G_GINT64_FORMAT " \\\n",
                          layout->pipeline_parallel);
  if (plan.data_parallel > 1)
    g_string_append_printf (out, "  --data-parallel-size %" G_GINT64_FORMAT " \\\n",
                            plan.data_parallel);
  if (layout->expert_parallel)
    g_string_append (out, "  --enable-expert-parallel \\\n");
  if (quantization != NULL)
    g_string_append_printf (out, "  %s \\\n", quantization);
  if (layout->rope_scaled)
    {
      g_autofree char *overrides = dup_rope_overrides (cp_model_architecture_get (architecture));

      if (overrides != NULL)
        g_string_append_printf (out, "  --hf-overrides '%s' \\\n", overrides);
    }
  g_string_append_printf (out, "  --kv-cache-dtype %s \\\n",
                          cp_serving_get_kv_cache (whole) == CP_KV_CACHE_FP8 ? "fp8" : "auto");
  g_string_append_printf (out, "  --max-model-len %" G_GINT64_FORMAT " \\\n",
                          cp_serving_get_context_tokens (whole));
  g_string_append_printf (out, "  --max-num-seqs %" G_GINT64_FORMAT " \\\n", plan.seqs);
  g_string_append_printf (out, "  --max-num-batched-tokens %" G_GINT64_FORMAT " \\\n",
                          batched_tokens (unit));
  if (plan.copy_machines > 1)
    g_string_append (out, "  --distributed-executor-backend ray \\\n");
  else if (plan.server_machines > 1 && plan.data_parallel > 1)
    g_string_append (out, "  --data-parallel-backend ray \\\n");
  g_string_append_printf (out, "  --gpu-memory-utilization %s\n", utilization);

  return g_string_free (out, FALSE);
}

/**
 * cp_launch_recipe_dup_all:
 * @build: a build planned with a workload
 *
 * Returns: (nullable): the recipes of all the build's models that have
 *   one, a blank line between them; %NULL when none has.
 */
char *
cp_launch_recipe_dup_all (CpBuild *build)
{
  CpServing *serving;
  GListModel *models;
  GString *out;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  serving = cp_build_get_serving (build);
  if (serving == NULL)
    return NULL;

  out = g_string_new (NULL);
  models = cp_serving_get_models (serving);
  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModelServing) model = g_list_model_get_item (models, i);
      g_autofree char *recipe = cp_launch_recipe_dup_text (build, model);

      if (recipe == NULL)
        continue;
      if (out->len > 0)
        g_string_append_c (out, '\n');
      g_string_append (out, recipe);
    }

  if (out->len == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
    }

  return g_string_free (out, FALSE);
}
