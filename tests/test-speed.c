/* test-speed.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The speed bounds of docs/sizing.md §13 against published measurements:
 * tests/data/speed/runs.csv (each row with its source, a copy of the
 * store's sample) and the catalog's own measurements. No ceiling below a
 * measurement of the same model, precision, GPU and layout; no floor above
 * one; for a dense model at one request, a ceiling within 4× of what was
 * measured (a bound that says nothing is a bug too). */

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include "cp-catalog.h"
#include "cp-speed-figures.h"

static CpCatalog *catalog;

/* Hardware and models of the sample the catalog does not sell. */

/* NVIDIA A100 Tensor Core GPU datasheet, A100 80GB SXM: 2,039 GB/s HBM2e;
 * BF16 and FP16 tensor 312 TFLOPS dense (624 with sparsity); no FP8 or
 * FP4; NVLink 600 GB/s (300 each way). nvidia-smi: 81,920 MiB. */
static const CpSpeedGpu a100 = {
  .memory_bandwidth = 2039e9,
  .flops_bf16 = 312e12,
  .link_bandwidth = 300e9,
};
#define A100_CAPACITY (81920 * (gint64) 1024 * 1024)

/* config.json of codellama/CodeLlama-7b-hf: 32 layers, 32 heads and 32
 * KV heads of 128, hidden 4,096, MLP 11,008, vocabulary 32,016, 16,384
 * positions; 6.74B parameters (the sample's row). */
static const CpArchitecture codellama_7b = {
  .params = 6738546688,
  .layers = 32,
  .heads = 32,
  .kv_heads = 32,
  .head_dim = 128,
  .attention = CP_ATTENTION_GQA,
  .intermediate_size = 11008,
  .vocab_size = 32016,
  .hidden_size = 4096,
  .weights = { CP_WEIGHTS_FP16, 0 },
  .max_context = 16384,
};

typedef struct
{
  char  **fields;
  /* Columns by name. */
  GHashTable *columns;
} Row;

static const char *
column (const Row  *row,
        const char *name)
{
  gpointer index;

  g_assert_true (g_hash_table_lookup_extended (row->columns, name, NULL, &index));
  return row->fields[GPOINTER_TO_UINT (index)];
}

/* One line of CSV: commas, and quoted fields with "" inside. */
static char **
split_csv (const char *line)
{
  GPtrArray *fields = g_ptr_array_new ();
  GString *field = g_string_new (NULL);
  gboolean quoted = FALSE;

  for (const char *p = line; *p != '\0'; p++)
    {
      if (quoted && *p == '"' && p[1] == '"')
        g_string_append_c (field, *p++);
      else if (*p == '"')
        quoted = !quoted;
      else if (*p == ',' && !quoted)
        {
          g_ptr_array_add (fields, g_string_free (field, FALSE));
          field = g_string_new (NULL);
        }
      else if (*p != '\r')
        g_string_append_c (field, *p);
    }
  g_ptr_array_add (fields, g_string_free (field, FALSE));
  g_ptr_array_add (fields, NULL);

  return (char **) g_ptr_array_free (fields, FALSE);
}

typedef struct
{
  CpWorkloadModel  model;
  CpArchitecture   arch;
  CpWorkloadUnit   unit;
  CpSpeedGpu       gpu;
  CpLayout         layout;
  CpWorkload       workload;
} Case;

/* The row's model, GPU and layout, sized as the app sizes them. */
static void
make_case (const Row *row,
           gint64     users,
           Case      *c)
{
  const char *model = column (row, "model");
  const char *gpu = column (row, "gpu");
  const char *weights = column (row, "weights_precision");
  CpWorkloadPolicy policy = CP_WORKLOAD_POLICY_DEFAULT;
  CpLayoutShape shape = { 0 };
  CpModelArchitecture *architecture = NULL;
  CpUnit *unit = NULL;

  memset (c, 0, sizeof *c);
  if (g_str_equal (model, "Llama-3.1-8B"))
    architecture = cp_model_get_architecture (cp_catalog_find_model (catalog, "llama-3.1-8b"));
  else if (g_str_equal (model, "Llama-3.3-70B-Instruct"))
    architecture = cp_model_get_architecture (cp_catalog_find_model (catalog, "llama-3.3-70b"));
  if (architecture != NULL)
    c->arch = *cp_model_architecture_get (architecture);
  else if (g_str_has_prefix (model, "CodeLlama-7B"))
    c->arch = codellama_7b;
  else
    g_error ("no model for “%s”", model);

  if (g_str_equal (weights, "fp8"))
    c->model.weights = (CpWeightFormat) { CP_WEIGHTS_FP8, 0 };
  else if (g_str_has_prefix (weights, "q8_0"))
    c->model.weights = (CpWeightFormat) { CP_WEIGHTS_INT8, 0 };
  else if (g_str_has_prefix (weights, "f16") || g_str_equal (weights, "fp16"))
    c->model.weights = (CpWeightFormat) { CP_WEIGHTS_FP16, 0 };
  else if (g_str_equal (weights, "bf16"))
    c->model.weights = (CpWeightFormat) { CP_WEIGHTS_BF16, 0 };
  else
    g_error ("no format for “%s”", weights);
  if (architecture != NULL)
    cp_model_architecture_find_checkpoint (architecture, &c->model.weights,
                                           &c->model.unquantized_params, NULL);
  c->model.arch = &c->arch;

  if (g_str_has_prefix (gpu, "H100"))
    unit = cp_catalog_find_unit (catalog, "dgx-h100");
  else if (g_str_equal (gpu, "RTX 4090"))
    unit = cp_catalog_find_unit (catalog, "rtx-4090-card");
  if (unit != NULL)
    {
      g_assert_true (cp_unit_speed_gpu (unit, NULL, &c->gpu));
      c->unit.gpu_capacity_bytes = cp_gpu_get_capacity_bytes (cp_unit_get_gpu (unit));
    }
  else if (g_str_has_prefix (gpu, "A100"))
    {
      c->gpu = a100;
      c->unit.gpu_capacity_bytes = A100_CAPACITY;
    }
  else
    g_error ("no GPU for “%s”", gpu);
  c->unit.domain_gpus = 8;
  c->unit.domains_per_unit = 1;
  c->unit.tensor_parallel = TRUE;
  c->unit.compute_capability = 90;

  c->workload = (CpWorkload) {
    .context_tokens = g_ascii_strtoll (column (row, "input_tokens"), NULL, 10) +
                      g_ascii_strtoll (column (row, "output_tokens"), NULL, 10),
    .users = users,
    .kv_cache = g_str_equal (column (row, "kv_precision"), "fp8") ? CP_KV_CACHE_FP8
                                                                 : CP_KV_CACHE_BF16,
  };
  shape = (CpLayoutShape) {
    .tensor_parallel = g_ascii_strtoll (column (row, "tp"), NULL, 10),
    .pipeline_parallel = g_ascii_strtoll (column (row, "pp"), NULL, 10),
    .data_parallel = 1,
    .replicas = 1,
  };
  cp_workload_check_shape (&c->model, &c->workload, &policy, &c->unit, &shape, &c->layout);
}

static gboolean
is_number (const char *text)
{
  return *text != '\0' && strspn (text, "0123456789") == strlen (text);
}

static void
check_row (const Row *row,
           guint     *checked,
           guint     *left_out)
{
  const char *metric = column (row, "metric");
  const char *concurrency = column (row, "concurrency");
  const char *notes = column (row, "notes");
  double value = g_ascii_strtod (column (row, "value"), NULL);
  gint64 input = g_ascii_strtoll (column (row, "input_tokens"), NULL, 10);
  gboolean fixed = is_number (concurrency);
  gint64 users = fixed ? g_ascii_strtoll (concurrency, NULL, 10) : 1;
  CpSpeedBounds bounds;
  Case c;

  /* A draft model or multi-token prediction writes several tokens a step,
   * which a one-token-per-step ceiling does not bound (§13.6). */
  if (strstr (notes, "MTP") != NULL || strstr (notes, "speculative") != NULL)
    {
      g_test_message ("left out, speculative decoding: %s on %s", column (row, "model"),
                      column (row, "gpu"));
      (*left_out)++;
      return;
    }

  /* The aggregate of every request queued at once, or of a request rate:
   * the ceiling at the most users the KV pool holds. */
  if (g_str_equal (metric, "output_tps_aggregate") && !fixed)
    users = CP_WORKLOAD_MAX_USERS;
  make_case (row, users, &c);
  g_assert_true (cp_speed_bounds (&c.model, &c.workload, &c.layout, &c.gpu, MAX (input, 1),
                                  &bounds));

  if (g_str_equal (metric, "ttft_ms"))
    {
      g_test_message ("%s %s: first token no sooner than %.4f s, measured %.4f s",
                      column (row, "model"), column (row, "gpu"), bounds.ttft_s, value / 1000);
      g_assert_cmpfloat (bounds.ttft_s, <=, value / 1000);
    }
  else if (g_str_equal (metric, "itl_ms") || g_str_equal (metric, "tpot_ms") ||
           g_str_equal (metric, "decode_tps_per_user"))
    {
      double measured = g_str_equal (metric, "decode_tps_per_user") ? value : 1000 / value;

      g_test_message ("%s %s: at most %.1f tokens/s per user, measured %.1f",
                      column (row, "model"), column (row, "gpu"), bounds.decode_per_user, measured);
      g_assert_cmpfloat (bounds.decode_per_user, >=, measured);
      /* Dense at one request: the ceiling says something. */
      if (fixed && users == 1 && c.arch.active_params == 0)
        g_assert_cmpfloat (bounds.decode_per_user, <=, 4 * measured);
    }
  else if (g_str_equal (metric, "output_tps_aggregate"))
    {
      double ceiling = fixed ? bounds.decode_build : bounds.max_decode_build;

      g_test_message ("%s %s: at most %.0f tokens/s in all, measured %.0f",
                      column (row, "model"), column (row, "gpu"), ceiling, value);
      g_assert_cmpfloat (ceiling, >=, value);
      if (fixed && users == 1 && c.arch.active_params == 0)
        g_assert_cmpfloat (ceiling, <=, 4 * value);
    }
  else
    g_error ("a metric the test does not know: %s", metric);

  (*checked)++;
}

static void
test_sample (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "speed", "runs.csv", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) header = NULL;
  g_autoptr(GHashTable) columns = g_hash_table_new (g_str_hash, g_str_equal);
  guint checked = 0, left_out = 0, rows = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  header = split_csv (lines[0]);
  for (guint i = 0; header[i] != NULL; i++)
    g_hash_table_insert (columns, header[i], GUINT_TO_POINTER (i));

  for (guint i = 1; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      Row row;

      if (*lines[i] == '\0')
        continue;
      fields = split_csv (lines[i]);
      g_assert_cmpuint (g_strv_length (fields), ==, g_strv_length (header));
      row = (Row) { fields, columns };
      check_row (&row, &checked, &left_out);
      rows++;
    }

  /* Every row is checked or left out with its reason. */
  g_assert_cmpuint (rows, >=, 11);
  g_assert_cmpuint (checked + left_out, ==, rows);
  g_assert_cmpuint (checked, >, 0);
}

/* @model's layout of @shape on one DGX H100 for @workload, as the app
 * lays it out (the published checkpoint of @weights; experts parallel as
 * @shape says). */
static void
check_on_dgx (CpModel              *model,
              const CpWeightFormat *weights,
              const CpWorkload     *workload,
              const CpLayoutShape  *shape,
              CpLayout             *layout)
{
  CpUnit *dgx = cp_catalog_find_unit (catalog, "dgx-h100");
  CpModelArchitecture *architecture = cp_model_get_architecture (model);
  CpWorkloadPolicy policy = CP_WORKLOAD_POLICY_DEFAULT;
  CpWorkloadModel sized = { 0 };
  CpWorkloadUnit unit;
  CpSizingUnit sizing;

  cp_unit_to_sizing (dgx, 0, &sizing);
  cp_workload_unit_from_sizing (&sizing, cp_gpu_get_capacity_bytes (cp_unit_get_gpu (dgx)), &unit);
  sized.arch = cp_model_architecture_get (architecture);
  sized.weights = *weights;
  cp_model_architecture_find_checkpoint (architecture, weights, &sized.unquantized_params, NULL);
  policy.expert_parallel = shape->expert_parallel;
  cp_workload_check_shape (&sized, workload, &policy, &unit, shape, layout);
}

/* The catalog's measurements, through the same path as a card: each
 * against the bound of its own model, format, GPU and layout. */
static void
test_catalog_measurements (void)
{
  GListModel *models = cp_catalog_get_models (catalog);
  CpUnit *dgx = cp_catalog_find_unit (catalog, "dgx-h100");
  guint checked = 0;

  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModel) model = g_list_model_get_item (models, i);
      GPtrArray *measurements = cp_model_get_measurements (model);

      for (guint j = 0; measurements != NULL && j < measurements->len; j++)
        {
          CpMeasurement *measurement = g_ptr_array_index (measurements, j);
          CpSpeedTerms terms = { 3, 0.13, 1.58 };
          CpLayoutShape shape = { measurement->tensor_parallel, measurement->pipeline_parallel,
                                  1, 1, FALSE };
          /* Every request at once: the most the pool holds; a rate: one
           * user, whose bounds are the loosest for a user's figures. */
          CpWorkload workload = {
            .context_tokens = measurement->prompt_tokens + measurement->output_tokens,
            .users = measurement->concurrency > 0 ? measurement->concurrency
                     : measurement->metric == CP_MEASUREMENT_TOKENS_PER_S ? CP_WORKLOAD_MAX_USERS
                     : 1,
            .kv_cache = CP_KV_CACHE_BF16,
          };
          g_autoptr(GPtrArray) found = NULL;
          CpSpeedFigures figures;
          CpLayout layout;

          /* The built-in measurements are all of GPUs of a DGX H100. */
          g_assert_cmpstr (measurement->gpu, ==, "h100-sxm");
          check_on_dgx (model, &measurement->weights, &workload, &shape, &layout);
          g_assert_true (cp_speed_figures_compute (dgx, 1, model, &measurement->weights, &workload,
                                                   &layout, MAX (measurement->prompt_tokens, 1),
                                                   &terms, &figures));

          /* The card finds it beside the same layout. */
          found = cp_speed_find_measurements (model, &measurement->weights, dgx, &layout);
          g_assert_true (g_ptr_array_find (found, measurement, NULL));

          switch (measurement->metric)
            {
            case CP_MEASUREMENT_TTFT_S:
              g_assert_cmpfloat (figures.bounds.ttft_s, <=, measurement->value);
              break;
            case CP_MEASUREMENT_TOKENS_PER_S_PER_USER:
              g_assert_cmpfloat (figures.bounds.decode_per_user, >=, measurement->value);
              break;
            case CP_MEASUREMENT_TOKENS_PER_S:
            default:
              g_assert_cmpfloat (measurement->concurrency > 0 ? figures.bounds.decode_build
                                                              : figures.bounds.max_decode_build,
                                 >=, measurement->value);
              break;
            }
          checked++;
        }
    }

  g_assert_cmpuint (checked, >=, 7);
}

/* The example (NVIDIA NIM 1.8, docs.nvidia.com/nim/benchmarking/
 * llm/1.0.0/performance.md): Llama 3.3 70B FP8 on 2 × H100, TP 2, one
 * user, 5,000-token prompts and 500-token answers, measured 53.8 tokens/s
 * (18.58 ms between tokens) and 0.41 s to the first token. The bytes a
 * step reads: 35.8 GB of weights per GPU and 0.86 GB of KV cache at 5,250
 * tokens, over 3.35 TB/s: 91 tokens/s at most; the FLOPs of the prompt
 * over two GPUs' fp8 peak: about 0.19 s. */
static void
test_nim_example (void)
{
  CpModel *model = cp_catalog_find_model (catalog, "llama-3.3-70b");
  CpUnit *dgx = cp_catalog_find_unit (catalog, "dgx-h100");
  CpWeightFormat fp8 = { CP_WEIGHTS_FP8, 0 };
  CpWorkload workload = { 5500, 1, CP_KV_CACHE_BF16 };
  CpLayoutShape shape = { 2, 1, 1, 1, FALSE };
  CpSpeedTerms terms = { 3, 0.13, 1.58 };
  CpSpeedFigures figures;
  CpLayout layout;

  check_on_dgx (model, &fp8, &workload, &shape, &layout);
  g_assert_true (cp_speed_figures_compute (dgx, 1, model, &fp8, &workload, &layout, 5000, &terms,
                                           &figures));

  g_assert_cmpint (figures.bounds.prompt_tokens, ==, 5000);
  g_assert_cmpint (figures.bounds.mean_context, ==, 5250);
  g_assert_cmpfloat (figures.bounds.decode_per_user, >, 85);
  g_assert_cmpfloat (figures.bounds.decode_per_user, <, 95);
  g_assert_cmpfloat (figures.bounds.ttft_s, >, 0.15);
  g_assert_cmpfloat (figures.bounds.ttft_s, <, 0.41);
  /* One user of one copy: the copy's ceiling is the user's. */
  g_assert_cmpfloat (figures.bounds.decode_replica, ==, figures.bounds.decode_per_user);
  /* Two of the DGX's eight GPUs: a quarter of its price and power. */
  g_assert_cmpfloat (figures.share, ==, 0.25);
}

/* More users never raise a user's ceiling, and never lower the ceiling in
 * all; the most users the pool holds bounds the workload's; a longer
 * prompt never starts sooner; the cost floor follows the tariff. */
static void
test_monotonic (void)
{
  CpModel *model = cp_catalog_find_model (catalog, "qwen3-235b-a22b-fp8");
  CpUnit *dgx = cp_catalog_find_unit (catalog, "dgx-h100");
  CpWeightFormat weights = cp_model_architecture_get (cp_model_get_architecture (model))->weights;
  CpLayoutShape shape = { 8, 1, 1, 1, TRUE };
  double last_user = G_MAXDOUBLE, last_all = 0, last_ttft = 0;

  for (gint64 users = 1; users <= 64; users *= 2)
    {
      CpWorkload workload = { 8192, users, CP_KV_CACHE_BF16 };
      CpSpeedTerms cheap = { 3, 0.05, 1.58 }, dear = { 3, 0.30, 1.58 };
      CpSpeedFigures a, b;
      CpLayout layout;

      check_on_dgx (model, &weights, &workload, &shape, &layout);
      g_assert_true (cp_speed_figures_compute (dgx, 1, model, &weights, &workload, &layout,
                                               1024 * users, &cheap, &a));
      g_assert_true (cp_speed_figures_compute (dgx, 1, model, &weights, &workload, &layout,
                                               1024 * users, &dear, &b));
      g_assert_cmpfloat (a.bounds.decode_per_user, <=, last_user);
      g_assert_cmpfloat (a.bounds.decode_build, >=, last_all);
      g_assert_cmpfloat (a.bounds.max_decode_build, >=, a.bounds.decode_build);
      g_assert_cmpfloat (a.bounds.ttft_s, >=, last_ttft);
      g_assert_cmpfloat (a.usd_per_million, <, b.usd_per_million);
      g_assert_cmpfloat (a.kwh_per_month, ==, b.kwh_per_month);
      last_user = a.bounds.decode_per_user;
      last_all = a.bounds.decode_build;
      last_ttft = a.bounds.ttft_s;
    }
}

/* More users than the pool holds: the bounds are for those it holds. */
static void
test_capped (void)
{
  CpModel *model = cp_catalog_find_model (catalog, "llama-3.1-70b");
  CpUnit *dgx = cp_catalog_find_unit (catalog, "dgx-h100");
  CpWeightFormat bf16 = { CP_WEIGHTS_BF16, 0 };
  CpWorkload workload = { 131072, 1000, CP_KV_CACHE_BF16 };
  CpLayoutShape shape = { 8, 1, 1, 1, FALSE };
  CpSpeedTerms terms = { 3, 0.13, 1.58 };
  CpSpeedFigures figures;
  CpLayout layout;

  check_on_dgx (model, &bf16, &workload, &shape, &layout);
  g_assert_cmpint (layout.verdict, ==, CP_SERVING_DOES_NOT_FIT);
  g_assert_cmpint (layout.max_users, >, 0);
  g_assert_true (cp_speed_figures_compute (dgx, 1, model, &bf16, &workload, &layout, 0, &terms,
                                           &figures));
  g_assert_true (figures.bounds.users_capped);
  g_assert_cmpint (figures.bounds.users, ==, layout.max_users);
  g_assert_cmpint (figures.bounds.prompt_tokens, ==, 98304);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  catalog = cp_catalog_new_builtin (&error);
  g_assert_no_error (error);

  g_test_add_func ("/speed/sample", test_sample);
  g_test_add_func ("/speed/catalog-measurements", test_catalog_measurements);
  g_test_add_func ("/speed/nim-example", test_nim_example);
  g_test_add_func ("/speed/monotonic", test_monotonic);
  g_test_add_func ("/speed/capped", test_capped);

  status = g_test_run ();
  g_object_unref (catalog);

  return status;
}
