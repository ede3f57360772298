/* cp-accuracy.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <math.h>
#include <stdlib.h>

#include "cp-accuracy.h"
#include "cp-model-arch.h"
#include "cp-model-import.h"
#include "cp-units.h"

/* The columns of runs.csv, in order. */
enum
{
  COLUMN_MODEL,
  COLUMN_HF_REPO,
  COLUMN_CONFIG,
  COLUMN_TP,
  COLUMN_PP,
  COLUMN_MAX_MODEL_LEN,
  COLUMN_UTILIZATION,
  COLUMN_WEIGHTS,
  COLUMN_KV_CACHE,
  COLUMN_GPU_GIB,
  COLUMN_WEIGHTS_GIB,
  COLUMN_TORCH_PEAK_GIB,
  COLUMN_NON_TORCH_GIB,
  COLUMN_KV_POOL_GIB,
  COLUMN_KV_TOKENS,
  COLUMN_SOURCE,
  N_COLUMNS
};

static void
run_free (gpointer data)
{
  CpAccuracyRun *run = data;

  g_free (run->model);
  g_free (run->config);
  g_free (run->source);
  g_free (run->weights);
  g_free (run);
}

/* The signed error of a prediction, in percent of the measurement. */
double
cp_accuracy_error (double predicted,
                   double measured)
{
  return (predicted - measured) / measured * 100;
}

/* What the engine predicts for @run: the model as its config.json says,
 * on one GPU of the measured capacity in a system of eight, at the run's
 * layout, length, share of memory and cache precision. */
static gboolean
predict (CpAccuracyRun  *run,
         const char     *folder,
         GError        **error)
{
  g_autofree char *path = g_build_filename (folder, "configs", run->config, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CpModel) model = cp_model_import (file, NULL, error);
  const CpArchitecture *arch;
  CpWorkloadModel workload_model;
  CpWorkload workload = { run->max_model_len, 1, run->kv_cache };
  CpWorkloadPolicy policy = CP_WORKLOAD_POLICY_DEFAULT;
  CpWorkloadUnit unit = {
    .gpu_capacity_bytes = llround (run->gpu_gib * CP_GIB), .domain_gpus = 8,
    .domains_per_unit = 1, .tensor_parallel = TRUE, .pipeline_parallel = TRUE,
  };
  gint64 per_token;

  if (model == NULL)
    return FALSE;

  arch = cp_model_architecture_get (cp_model_get_architecture (model));
  workload_model = (CpWorkloadModel) { .arch = arch, .weights = arch->weights };
  if (!cp_weight_format_from_string (run->weights, &workload_model.weights))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: weights “%s”", run->model,
                   run->weights);
      return FALSE;
    }
  policy.utilization_permille = run->utilization_permille;

  cp_workload_check_layout (&workload_model, &workload, &policy, &unit, run->tensor_parallel,
                            run->pipeline_parallel, 1, &run->layout);

  /* vLLM's tokens: the pool in whole blocks of the bytes one token takes
   * on this GPU. */
  per_token = cp_architecture_kv_bytes_per_token (arch, run->kv_cache, run->tensor_parallel,
                                                  run->pipeline_parallel);
  run->predicted_tokens = MAX (run->layout.kv_pool_bytes, 0) / (per_token * CP_KV_BLOCK_TOKENS)
                          * CP_KV_BLOCK_TOKENS;
  run->sliding_window = arch->attention == CP_ATTENTION_SLIDING;

  return TRUE;
}

static gboolean
read_number (const char  *text,
             double      *value)
{
  char *end = NULL;

  *value = g_ascii_strtod (text, &end);
  return end != text && *end == '\0' && isfinite (*value);
}

/**
 * cp_accuracy_load:
 * @folder: tests/data/measured
 *
 * Reads the measured runs and predicts each.
 *
 * Returns: (transfer full): the runs, or %NULL with @error set
 */
GPtrArray *
cp_accuracy_load (const char  *folder,
                  GError     **error)
{
  g_autofree char *path = g_build_filename (folder, "runs.csv", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func (run_free);
  gboolean header = TRUE;

  if (!g_file_get_contents (path, &text, NULL, error))
    return NULL;

  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) cells = NULL;
      CpAccuracyRun *run;
      double tp, pp, length, share, tokens;

      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      if (header)
        {
          header = FALSE;
          continue;
        }

      cells = g_strsplit (lines[i], ",", -1);
      if (g_strv_length (cells) != N_COLUMNS)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s:%u: %u cells, not %d",
                       path, i + 1, g_strv_length (cells), N_COLUMNS);
          return NULL;
        }

      run = g_new0 (CpAccuracyRun, 1);
      g_ptr_array_add (runs, run);
      run->model = g_strdup (cells[COLUMN_MODEL]);
      run->config = g_strdup (cells[COLUMN_CONFIG]);
      run->source = g_strdup (cells[COLUMN_SOURCE]);
      run->weights = g_strdup (cells[COLUMN_WEIGHTS]);
      if (!read_number (cells[COLUMN_TP], &tp) || !read_number (cells[COLUMN_PP], &pp) ||
          !read_number (cells[COLUMN_MAX_MODEL_LEN], &length) ||
          !read_number (cells[COLUMN_UTILIZATION], &share) ||
          !read_number (cells[COLUMN_GPU_GIB], &run->gpu_gib) ||
          !read_number (cells[COLUMN_WEIGHTS_GIB], &run->weights_gib) ||
          !read_number (cells[COLUMN_TORCH_PEAK_GIB], &run->activation_gib) ||
          !read_number (cells[COLUMN_NON_TORCH_GIB], &run->non_torch_gib) ||
          !read_number (cells[COLUMN_KV_POOL_GIB], &run->pool_gib) ||
          !read_number (cells[COLUMN_KV_TOKENS], &tokens) ||
          !cp_kv_cache_from_string (cells[COLUMN_KV_CACHE], &run->kv_cache))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s:%u: not a run", path, i + 1);
          return NULL;
        }
      run->tensor_parallel = (gint64) tp;
      run->pipeline_parallel = (gint64) pp;
      run->max_model_len = (gint64) length;
      run->utilization_permille = llround (share * 1000);
      run->tokens = (gint64) tokens;

      if (!predict (run, folder, error))
        return NULL;
    }

  return g_steal_pointer (&runs);
}
