/* accuracy-table.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <math.h>

#include "cp-accuracy.h"
#include "cp-units.h"

/* Prints the engine beside vLLM 0.19's own start-up logs, run by run and on
 * average, as a Markdown table (docs/accuracy.md):
 *
 *   accuracy-table [FOLDER]      FOLDER defaults to tests/data/measured
 */

static double
gib (gint64 bytes)
{
  return (double) bytes / CP_GIB;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) runs = NULL;
  double sums[5] = { 0 };
  guint token_runs = 0;

  setlocale (LC_ALL, "C.UTF-8");
  runs = cp_accuracy_load (argc > 1 ? argv[1] : "tests/data/measured", &error);
  if (runs == NULL)
    {
      g_printerr ("accuracy-table: %s\n", error->message);
      return 1;
    }

  g_print ("Engine %s against vLLM's logs, per GPU of the first worker, GiB (error %%).\n\n",
           CP_ENGINE_NAME);
  g_print ("| model | TP×PP | weights/KV | length | weights | torch peak | non-torch | KV pool | KV tokens |\n");
  g_print ("|---|---|---|---|---|---|---|---|---|\n");
  for (guint i = 0; i < runs->len; i++)
    {
      const CpAccuracyRun *run = g_ptr_array_index (runs, i);
      const CpLayout *layout = &run->layout;
      double errors[5] = {
        cp_accuracy_error (gib (layout->weights_bytes), run->weights_gib),
        cp_accuracy_error (gib (layout->activation_bytes), run->activation_gib),
        cp_accuracy_error (gib (layout->non_torch_bytes), run->non_torch_gib),
        cp_accuracy_error (gib (layout->kv_pool_bytes), run->pool_gib),
        cp_accuracy_error (run->predicted_tokens, run->tokens),
      };

      for (int k = 0; k < 4; k++)
        sums[k] += fabs (errors[k]);
      if (!run->sliding_window)
        {
          sums[4] += fabs (errors[4]);
          token_runs++;
        }

      g_print ("| %s | %" G_GINT64_FORMAT "×%" G_GINT64_FORMAT " | %s/%s | %" G_GINT64_FORMAT
               " | %.2f / %.2f (%+.1f) | %.2f / %.2f (%+.0f) | %.2f / %.2f (%+.0f) | "
               "%.2f / %.2f (%+.1f) | %" G_GINT64_FORMAT " / %" G_GINT64_FORMAT " (%+.1f) |\n",
               run->model, run->tensor_parallel, run->pipeline_parallel, run->weights,
               cp_kv_cache_to_string (run->kv_cache), run->max_model_len,
               gib (layout->weights_bytes), run->weights_gib, errors[0],
               gib (layout->activation_bytes), run->activation_gib, errors[1],
               gib (layout->non_torch_bytes), run->non_torch_gib, errors[2],
               gib (layout->kv_pool_bytes), run->pool_gib, errors[3],
               run->predicted_tokens, run->tokens, errors[4]);
    }

  g_print ("\nMean absolute error over %u runs: weights %.2f %%, torch peak %.1f %%, "
           "non-torch %.1f %%, KV pool %.2f %%, KV tokens %.2f %% (%u runs without "
           "windowed layers).\n", runs->len, sums[0] / runs->len, sums[1] / runs->len,
           sums[2] / runs->len, sums[3] / runs->len, token_runs ? sums[4] / token_runs : 0,
           token_runs);

  return 0;
}
