/* test-model-import.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <math.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cp-catalog.h"
#include "cp-model-import.h"
#include "cp-test-util.h"

/* Models imported from their Hugging Face config.json: the twelve
 * published configs (tests/data/hf-configs), counted as
 * docs/sizing.md §4.5 counts them, and hostile files. */

typedef struct
{
  const char     *file;
  gint64          params;
  gint64          active_params;
  CpAttention     attention;
  CpWeightKind    weights;
  gint64          kv_bytes_per_token;
  gint64          max_context;
} Published;

/* Parameters: the counts of docs/sizing.md §4.5 (which reproduces Llama-3.1-70B's
 * safetensors count, 70,553,706,496, exactly). KV per token: docs/sizing.md §4.6's
 * "KV bf16 per token" column. */
static const Published published[] = {
  { "meta-llama--Meta-Llama-3.1-8B.json", 8030261248, 0, CP_ATTENTION_GQA, CP_WEIGHTS_BF16, 131072, 131072 },
  { "meta-llama--Meta-Llama-3.1-70B.json", 70553706496, 0, CP_ATTENTION_GQA, CP_WEIGHTS_BF16, 327680, 131072 },
  { "meta-llama--Meta-Llama-3.1-405B.json", 405853388800, 0, CP_ATTENTION_GQA, CP_WEIGHTS_BF16, 516096, 131072 },
  { "Qwen--Qwen3-32B.json", 32762123264, 0, CP_ATTENTION_GQA, CP_WEIGHTS_BF16, 262144, 40960 },
  { "Qwen--Qwen3-235B-A22B.json", 235093634560, 22141480448, CP_ATTENTION_GQA, CP_WEIGHTS_BF16, 192512, 40960 },
  { "Qwen--Qwen3-235B-A22B-FP8.json", 235093634560, 22141480448, CP_ATTENTION_GQA, CP_WEIGHTS_FP8_BLOCK, 192512, 40960 },
  { "mistralai--Mixtral-8x22B-v0.1.json", 140620634112, 39149279232, CP_ATTENTION_GQA, CP_WEIGHTS_BF16, 229376, 65536 },
  { "deepseek-ai--DeepSeek-V3.json", 671026419200, 37445852160, CP_ATTENTION_MLA, CP_WEIGHTS_FP8_BLOCK, 70272, 163840 },
  { "deepseek-ai--DeepSeek-R1.json", 671026419200, 37445852160, CP_ATTENTION_MLA, CP_WEIGHTS_FP8_BLOCK, 70272, 163840 },
  { "moonshotai--Kimi-K2-Instruct.json", 1026408232448, 32696327168, CP_ATTENTION_MLA, CP_WEIGHTS_FP8_BLOCK, 70272, 131072 },
  { "openai--gpt-oss-120b.json", 116829156672, 5711982912, CP_ATTENTION_SLIDING, CP_WEIGHTS_MXFP4, 73728, 131072 },
  { "openai--gpt-oss-20b.json", 20914757184, 4187440704, CP_ATTENTION_SLIDING, CP_WEIGHTS_MXFP4, 49152, 131072 },
};

static char *
config_path (const char *file)
{
  return g_test_build_filename (G_TEST_DIST, "data", "hf-configs", file, NULL);
}

static void
test_published (gconstpointer data)
{
  const Published *expected = data;
  g_autofree char *path = config_path (expected->file);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) model = cp_model_import (file, NULL, &error);
  g_autofree char *name = NULL;
  const CpArchitecture *arch;

  g_assert_no_error (error);
  g_assert_true (cp_model_get_custom (model));
  arch = cp_model_architecture_get (cp_model_get_architecture (model));

  g_assert_cmpint (arch->params, ==, expected->params);
  g_assert_cmpint (arch->active_params, ==, expected->active_params);
  g_assert_cmpint (arch->attention, ==, expected->attention);
  g_assert_cmpint (arch->weights.kind, ==, expected->weights);
  g_assert_cmpint (cp_architecture_kv_bytes_per_token (arch, CP_KV_CACHE_BF16, 1, 1), ==,
                   expected->kv_bytes_per_token);
  g_assert_cmpint (arch->max_context, ==, expected->max_context);

  /* Named after the file; sized without a workload by the store's rule. */
  name = g_strndup (expected->file, strlen (expected->file) - strlen (".json"));
  g_assert_cmpstr (cp_item_get_name (CP_ITEM (model)), ==, name);
  g_assert_cmpfloat_with_epsilon (cp_model_get_params_b (model), expected->params / 1e9, 1e-6);
}

static void
test_details (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *oss_path = config_path ("openai--gpt-oss-120b.json");
  g_autofree char *qwen_path = config_path ("Qwen--Qwen3-235B-A22B-FP8.json");
  g_autoptr(GFile) oss_file = g_file_new_for_path (oss_path);
  g_autoptr(GFile) qwen_file = g_file_new_for_path (qwen_path);
  g_autoptr(CpModel) oss = cp_model_import (oss_file, NULL, &error);
  g_autoptr(CpModel) qwen = cp_model_import (qwen_file, NULL, &error);
  const CpArchitecture *arch;

  g_assert_no_error (error);

  /* gpt-oss: half the layers see everything, the rest a window of 128;
   * only the experts are MXFP4 (114,701,598,720 of the parameters), and
   * vLLM pads them on loading: 64.38 GiB on one H100 (vllm #33155), where
   * the checkpoint's own bytes would make 60.7 (docs/sizing.md §4.5). */
  arch = cp_model_architecture_get (cp_model_get_architecture (oss));
  g_assert_cmpint (arch->full_layers, ==, 18);
  g_assert_cmpint (arch->sliding_window, ==, 128);
  g_assert_cmpint (arch->unquantized_params, ==, 116829156672 - 114701598720);
  g_assert_cmpfloat (fabs (cp_architecture_weight_bytes (arch, &arch->weights) / CP_GIB / 64.38 - 1),
                     <, 0.01);

  /* Qwen3's head_dim (128) is not hidden / heads (64); its FP8 blocks
   * forbid TP 8 without expert parallelism (docs/sizing.md §8.1). */
  arch = cp_model_architecture_get (cp_model_get_architecture (qwen));
  g_assert_cmpint (arch->head_dim, ==, 128);
  g_assert_cmpint (arch->weights.block, ==, 128);
  g_assert_cmpint (arch->moe_intermediate_size, ==, 1536);
  g_assert_false (cp_architecture_tp_valid (arch, &arch->weights, FALSE, 8));
  g_assert_cmpint (llround (cp_architecture_weight_bytes (arch, &arch->weights) * 10.0 / CP_GIB), ==, 2202);
  /* With expert parallelism the experts' blocks stay whole: TP 8 is valid
   * (SIZING.md §7.1); the routed experts are 94 × 128 × 3 × 4096 × 1536
   * parameters, what expert parallelism spreads. */
  g_assert_true (cp_architecture_tp_valid (arch, &arch->weights, TRUE, 8));
  g_assert_cmpint (arch->expert_params, ==, G_GINT64_CONSTANT (227096395776));
  /* rope_scaling is null in the config: the native window. */
  g_assert_cmpint (arch->max_context, ==, 40960);
}


static void
test_safetensors_index (void)
{
  g_autofree char *path = config_path ("meta-llama--Meta-Llama-3.1-8B.json");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) config = g_file_load_bytes (file, NULL, NULL, NULL);
  static const char index[] =
    "{ \"metadata\": { \"total_size\": 16060522496 },\n"
    "  \"weight_map\": { \"lm_head.weight\": \"model-00004-of-00004.safetensors\" } }";
  g_autoptr(GBytes) index_bytes = g_bytes_new_static (index, strlen (index));
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) model = NULL;

  model = cp_model_import_from_bytes (config, "config.json", index_bytes,
                                      "model.safetensors.index.json", &error);
  g_assert_no_error (error);
  g_assert_cmpint (cp_model_architecture_get (cp_model_get_architecture (model))->weight_bytes, ==,
                   16060522496);
}

/* A small config to break, one member at a time. */
static const char base_config[] =
  "{ \"architectures\": [ \"LlamaForCausalLM\" ], \"model_type\": \"llama\",\n"
  "  \"hidden_size\": 4096, \"intermediate_size\": 14336, \"num_attention_heads\": 32,\n"
  "  \"num_hidden_layers\": 32, \"num_key_value_heads\": 8, \"vocab_size\": 128256,\n"
  "  \"rms_norm_eps\": 1e-05, \"initializer_range\": 0.0200000000000000000000004,\n"
  "  \"max_position_embeddings\": 131072, \"torch_dtype\": \"bfloat16\" }";

typedef struct
{
  const char     *name;
  const char     *find;
  const char     *replace;
  const char     *index;
  const char     *domain;
  int  code;
  const char     *message;
} Broken;

static const Broken broken[] = {
  { "missing-layers", "\"num_hidden_layers\": 32, ", "", NULL, CP_TEST_FILE_ERROR (MISSING),
    "config.json: num_hidden_layers: missing" },
  { "layers-as-text", "\"num_hidden_layers\": 32", "\"num_hidden_layers\": \"32\"", NULL,
    CP_TEST_FILE_ERROR (TYPE), "config.json: num_hidden_layers: must be a whole number, not a string" },
  { "negative-heads", "\"num_attention_heads\": 32", "\"num_attention_heads\": -32", NULL,
    CP_TEST_FILE_ERROR (RANGE), "config.json: num_attention_heads: must be from 1 to 1,000,000, not -32" },
  { "absurd-hidden", "\"hidden_size\": 4096", "\"hidden_size\": 1e12", NULL,
    CP_TEST_FILE_ERROR (RANGE), "config.json: hidden_size: must be from 1 to 10,000,000, not 1,000,000,000,000" },
  { "huge-integer", "\"vocab_size\": 128256", "\"vocab_size\": 99999999999999999999999", NULL,
    CP_TEST_FILE_ERROR (RANGE), "config.json: vocab_size: the number 99999999999999999999999 is too large" },
  { "kv-not-dividing", "\"num_key_value_heads\": 8", "\"num_key_value_heads\": 7", NULL,
    CP_TEST_FILE_ERROR (RANGE), "config.json: num_key_value_heads: must divide attention_heads (32)" },
  { "not-an-object", "{ \"architectures\"", "[ { \"architectures\"", NULL, CP_TEST_FILE_ERROR (SYNTAX),
    NULL },
  { "unknown-dtype", "\"bfloat16\"", "\"float8_e4m3fn\"", NULL, CP_TEST_FILE_ERROR (RANGE),
    "config.json: torch_dtype: must be bfloat16, float16 or float32, not “float8_e4m3fn”" },
  { "unknown-quantization", "\"torch_dtype\": \"bfloat16\"",
    "\"quantization_config\": { \"quant_method\": \"bitsandbytes\" }", NULL, CP_TEST_FILE_ERROR (RANGE),
    "config.json: quantization_config.quant_method: “bitsandbytes” is not a format Cluster Planner can size: "
    "fp8, fbgemm_fp8, mxfp4, gptq, awq, auto-round, compressed-tensors or modelopt" },
  { "zero-group", "\"torch_dtype\": \"bfloat16\"",
    "\"quantization_config\": { \"quant_method\": \"gptq\", \"bits\": 4, \"group_size\": 0 }", NULL,
    CP_TEST_FILE_ERROR (RANGE),
    "config.json: quantization_config.group_size: must be −1 (one scale per column) or a group of 8 or more" },
  { "uneven-blocks", "\"torch_dtype\": \"bfloat16\"",
    "\"quantization_config\": { \"quant_method\": \"fp8\", \"weight_block_size\": [128, 64] }", NULL,
    CP_TEST_FILE_ERROR (RANGE),
    "config.json: quantization_config.weight_block_size: must be two equal block sizes, such as [128, 128]" },
  { "short-layer-types", "\"torch_dtype\"", "\"layer_types\": [ \"full_attention\" ], \"torch_dtype\"",
    NULL, CP_TEST_FILE_ERROR (RANGE), "config.json: layer_types: must name one kind per layer (32)" },
  { "experts-without-top-k", "\"torch_dtype\"", "\"num_local_experts\": 8, \"torch_dtype\"", NULL,
    CP_TEST_FILE_ERROR (MISSING), "config.json: num_experts_per_tok: missing: a model with experts needs it" },
  { "mla-without-rope", "\"torch_dtype\"", "\"kv_lora_rank\": 512, \"torch_dtype\"", NULL,
    CP_TEST_FILE_ERROR (MISSING), "config.json: qk_rope_head_dim: missing" },
  { "index-without-metadata", NULL, NULL, "{ \"weight_map\": {} }", CP_TEST_FILE_ERROR (MISSING),
    "index.json: metadata: missing" },
  { "index-size-as-text", NULL, NULL, "{ \"metadata\": { \"total_size\": \"16 GB\" } }",
    CP_TEST_FILE_ERROR (TYPE), "index.json: metadata.total_size: must be a whole number, not a string" },
};

/* A config.json with Qwen3's documented YaRN block (the model card's
 * "Processing Long Texts": factor 4 over 32,768 tokens) reads 131,072
 * tokens; Llama 3.1's own "llama3" rope scaling keeps its window. */
static void
test_rope_scaling (void)
{
  const char *yarn = "\"rope_scaling\": { \"rope_type\": \"yarn\", \"factor\": 4.0, "
                     "\"original_max_position_embeddings\": 32768 }, ";
  const char *llama3 = "\"rope_scaling\": { \"rope_type\": \"llama3\", \"factor\": 8.0, "
                       "\"original_max_position_embeddings\": 8192 }, ";
  const char *kinds[] = { yarn, llama3 };
  const gint64 expected[] = { 131072, 40960 };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      const char *at = strstr (base_config, "\"max_position_embeddings\": 131072");
      g_autofree char *text = NULL;
      g_autoptr(GBytes) config = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(CpModel) model = NULL;

      g_assert_nonnull (at);
      text = g_strdup_printf ("%.*s%s\"max_position_embeddings\": 40960%s",
                              (int) (at - base_config), base_config, kinds[i],
                              at + strlen ("\"max_position_embeddings\": 131072"));
      config = g_bytes_new_take (text, strlen (text));
      text = NULL;
      model = cp_model_import_from_bytes (config, "config.json", NULL, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpint (cp_model_architecture_get (cp_model_get_architecture (model))->max_context,
                       ==, expected[i]);
    }
}

static void
test_broken (gconstpointer data)
{
  const Broken *b = data;
  g_autofree char *text = NULL;
  g_autoptr(GBytes) config = NULL;
  g_autoptr(GBytes) index = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) model = NULL;

  if (b->find != NULL)
    {
      const char *at = strstr (base_config, b->find);

      g_assert_nonnull (at);
      text = g_strdup_printf ("%.*s%s%s", (int) (at - base_config), base_config, b->replace,
                              at + strlen (b->find));
    }
  else
    text = g_strdup (base_config);

  config = g_bytes_new_take (text, strlen (text));
  text = NULL;
  if (b->index != NULL)
    index = g_bytes_new_static (b->index, strlen (b->index));

  model = cp_model_import_from_bytes (config, "config.json", index, "index.json", &error);
  g_assert_null (model);
  cp_test_assert_error (error, b->domain, b->code);
  if (b->message != NULL)
    g_assert_cmpstr (error->message, ==, b->message);
  g_assert_null (strchr (error->message, '\n'));
}

/* Files that are not configs at all. */
static void
test_hostile (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) deep = g_string_new (NULL);
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *large = NULL;
  static const char binary[] = "{\0\x01\x02}";

  for (int i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  bytes = g_bytes_new (deep->str, deep->len);
  g_assert_null (cp_model_import_from_bytes (bytes, "deep.json", NULL, NULL, &error));
  g_assert_cmpstr (error->message, ==, "deep.json: line 1, column 33: lists and objects nest deeper than 32 levels");
  g_clear_error (&error);
  g_clear_pointer (&bytes, g_bytes_unref);

  bytes = g_bytes_new_static (binary, sizeof binary);
  g_assert_null (cp_model_import_from_bytes (bytes, "binary.json", NULL, NULL, &error));
  g_assert_error (error, CP_FILE_ERROR, CP_FILE_ERROR_ENCODING);
  g_clear_error (&error);
  g_clear_pointer (&bytes, g_bytes_unref);

  bytes = g_bytes_new_static ("  \n", 3);
  g_assert_null (cp_model_import_from_bytes (bytes, "empty.json", NULL, NULL, &error));
  g_assert_cmpstr (error->message, ==, "empty.json: the file is empty");
  g_clear_error (&error);
  g_clear_pointer (&bytes, g_bytes_unref);

  large = g_strnfill (CP_MODEL_CONFIG_MAX_BYTES + 1, ' ');
  large[0] = '{';
  bytes = g_bytes_new_static (large, CP_MODEL_CONFIG_MAX_BYTES + 1);
  g_assert_null (cp_model_import_from_bytes (bytes, "large.json", NULL, NULL, &error));
  g_assert_cmpstr (error->message, ==, "large.json: the file is larger than 4 MB");
  g_clear_error (&error);

  {
    g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/config.json");

    g_assert_null (cp_model_import (missing, NULL, &error));
    g_assert_error (error, CP_FILE_ERROR, CP_FILE_ERROR_READ);
    g_assert_true (g_str_has_prefix (error->message, "/nonexistent/config.json: cannot be read: "));
  }
}

/* A config.json is read as strictly as a catalog: exactly JSON, strings
 * that are clean text, no member given twice; and what a message quotes
 * from the file is escaped and capped. */
static void
test_strict_json (void)
{
  static const struct {
    const char     *name;
    const char     *find;
    const char     *replace;
    const char     *domain;
  int  code;
    const char     *message;
  } cases[] = {
    { "comment", "\"model_type\": \"llama\",", "\"model_type\": \"llama\", // Llama 3\n",
      CP_TEST_FILE_ERROR (SYNTAX), "config.json: line 1, column 67: not valid JSON: comments are not allowed" },
    { "single-quotes", "\"llama\"", "'llama'", CP_TEST_FILE_ERROR (SYNTAX),
      "config.json: line 1, column 58: not valid JSON: text must be in double quotes (\"), not single quotes" },
    { "twice", "\"num_key_value_heads\": 8", "\"num_key_value_heads\": 8, \"num_key_value_heads\": 4",
      CP_TEST_FILE_ERROR (SYNTAX), "config.json: num_key_value_heads: this member is given twice in one object" },
    { "lone-surrogate", "\"llama\"", "\"llama\\ud800\"", CP_TEST_FILE_ERROR (ENCODING),
      "config.json: model_type: “\\ud800” is half of a character (a lone surrogate), not text" },
    { "control-character", "\"llama\"", "\"llama\\u001b[2J\"", CP_TEST_FILE_ERROR (RANGE),
      "config.json: model_type: must not contain control characters such as line breaks" },
    { "trailing-value", "\"bfloat16\" }", "\"bfloat16\" } {}", CP_TEST_FILE_ERROR (SYNTAX),
      "config.json: line 5, column 66: not valid JSON: there is more after the end of the value" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *at = strstr (base_config, cases[i].find);
      g_autofree char *text = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GError) error = NULL;

      g_test_message ("%s", cases[i].name);
      g_assert_nonnull (at);
      text = g_strdup_printf ("%.*s%s%s", (int) (at - base_config), base_config, cases[i].replace,
                              at + strlen (cases[i].find));
      bytes = g_bytes_new (text, strlen (text));
      g_assert_null (cp_model_import_from_bytes (bytes, "config.json", NULL, NULL, &error));
      cp_test_assert_error (error, cases[i].domain, cases[i].code);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }

  /* A thousand-character torch_dtype is quoted in 80 characters at most. */
  {
    g_autofree char *long_dtype = g_strnfill (1000, 'x');
    g_autofree char *text = NULL;
    g_autoptr(GBytes) bytes = NULL;
    g_autoptr(GError) error = NULL;
    const char *at = strstr (base_config, "\"bfloat16\"");

    text = g_strdup_printf ("%.*s\"%s\" }", (int) (at - base_config), base_config, long_dtype);
    bytes = g_bytes_new (text, strlen (text));
    g_assert_null (cp_model_import_from_bytes (bytes, "config.json", NULL, NULL, &error));
    g_assert_error (error, CP_FILE_ERROR, CP_FILE_ERROR_RANGE);
    g_assert_true (g_str_has_prefix (error->message,
                                     "config.json: torch_dtype: must be bfloat16, float16 or "
                                     "float32, not “xxxxxxxx"));
    g_assert_true (g_str_has_suffix (error->message, "x…”"));
    g_assert_cmpint (g_utf8_strlen (error->message, -1), <, 200);
  }
}

/* Only a regular file is read, and a named pipe is refused at once, for
 * the config and for the safetensors index alike. */
static void
test_special_files (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("cp-model-import");
  g_autofree char *fifo = g_build_filename (dir, "config.json", NULL);
  g_autofree char *llama = config_path ("meta-llama--Meta-Llama-3.1-8B.json");
  g_autoptr(GFile) fifo_file = g_file_new_for_path (fifo);
  g_autoptr(GFile) dir_file = g_file_new_for_path (dir);
  g_autoptr(GFile) llama_file = g_file_new_for_path (llama);
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

  /* Opening a named pipe to read would wait for a writer forever: the
   * alarm ends a test that hangs. */
  alarm (20);
  g_assert_null (cp_model_import (fifo_file, NULL, &error));
  g_assert_error (error, CP_FILE_ERROR, CP_FILE_ERROR_READ);
  expected = g_strdup_printf ("%s: cannot be read: it is a named pipe, not a file", fifo);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);
  g_clear_pointer (&expected, g_free);

  g_assert_null (cp_model_import (llama_file, fifo_file, &error));
  g_assert_error (error, CP_FILE_ERROR, CP_FILE_ERROR_READ);
  expected = g_strdup_printf ("%s: cannot be read: it is a named pipe, not a file", fifo);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);
  g_clear_pointer (&expected, g_free);
  alarm (0);

  g_assert_null (cp_model_import (dir_file, NULL, &error));
  g_assert_error (error, CP_FILE_ERROR, CP_FILE_ERROR_READ);
  expected = g_strdup_printf ("%s: cannot be read: it is a folder, not a file", dir);
  g_assert_cmpstr (error->message, ==, expected);

  cp_test_remove_tmpdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (published); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cluster-planner/model-import/published/%s",
                                               published[i].file);

      g_test_add_data_func (path, &published[i], test_published);
    }
  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cluster-planner/model-import/broken/%s",
                                               broken[i].name);

      g_test_add_data_func (path, &broken[i], test_broken);
    }
  g_test_add_func ("/cluster-planner/model-import/details", test_details);
  g_test_add_func ("/cluster-planner/model-import/rope-scaling", test_rope_scaling);
  g_test_add_func ("/cluster-planner/model-import/safetensors-index", test_safetensors_index);
  g_test_add_func ("/cluster-planner/model-import/hostile", test_hostile);
  g_test_add_func ("/cluster-planner/model-import/strict-json", test_strict_json);
  g_test_add_func ("/cluster-planner/model-import/special-files", test_special_files);

  return g_test_run ();
}
