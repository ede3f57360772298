/* test-model-import-formats.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include "cp-catalog.h"
#include "cp-model-import.h"
#include "cp-test-util.h"

/* What production serves, imported: multimodal wrappers (text_config),
 * sliding-window hybrids, and every quantisation method the importer
 * sizes, each against what vLLM measured where a measurement exists
 * (tests/data/hf-configs/SOURCES.md), else against the method's rules
 * worked by hand. */

static char *
config_path (const char *file)
{
  return g_test_build_filename (G_TEST_DIST, "data", "hf-configs", file, NULL);
}

static const CpArchitecture *
import_file (const char *file,
             CpModel   **model)
{
  g_autofree char *path = config_path (file);
  g_autoptr(GFile) gfile = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  *model = cp_model_import (gfile, NULL, &error);
  g_assert_no_error (error);

  return cp_model_architecture_get (cp_model_get_architecture (*model));
}

static double
weights_gib (const CpArchitecture *arch)
{
  return cp_architecture_weight_bytes (arch, &arch->weights) / (double) CP_GIB;
}

/* Weights as vLLM logged them ("Model loading took … GiB"), all GPUs of
 * the run together; @below and @above the error allowed, in percent. A
 * multimodal model's figure holds its vision tower, which its text config
 * does not describe: the import sizes the language model only, so it
 * must come out below the measurement by no more than the tower. */
typedef struct
{
  const char *file;
  gint64      params;
  double      measured_gib;
  double      below;
  double      above;
} Measured;

static const Measured measured[] = {
  /* vllm #33155, one H100 (MXFP4, padded on loading). */
  { "openai--gpt-oss-120b.json", 116829156672, 64.38, 1, 1 },
  /* llm-d planner's v0.11 summary, one H100. */
  { "openai--gpt-oss-20b.json", 20914757184, 13.47, 2, 2 },
  /* llm-d planner's v0.11 summary, one H100 (vLLM PR #24577 logged the
   * same, 1.1201, on an A100). */
  { "Qwen--Qwen3-0.6B.json", 596049920, 1.12, 1, 1 },
  /* llm-d planner's v0.19 logs, one H100. */
  { "microsoft--phi-2.json", 2779683840, 5.19, 1, 1 },
  { "Qwen--Qwen2.5-7B-Instruct.json", 7615487488, 14.25, 1, 1 },
  { "Qwen--Qwen3-14B.json", 14768307200, 27.52, 1, 1 },
  /* With a Pixtral vision tower (~0.4B parameters): 44.76 GiB at TP 1. */
  { "mistralai--Mistral-Small-3.1-24B-Instruct-2503.json", 23572403200, 44.76, 3, 0 },
  /* With its vision tower and what vLLM keeps on every GPU: 53.12 GiB per
   * GPU at TP 4. */
  { "meta-llama--Llama-4-Scout-17B-16E-Instruct.json", 107769861120, 4 * 53.12, 6, 0 },
  /* A blog's log on an A100 (vLLM version not shown), vision tower in. */
  { "google--gemma-4-26B-A4B.json", 25160707840, 48.5, 5, 0 },
};

static void
test_measured (gconstpointer data)
{
  const Measured *m = data;
  g_autoptr(CpModel) model = NULL;
  const CpArchitecture *arch = import_file (m->file, &model);
  double error = (weights_gib (arch) / m->measured_gib - 1) * 100;

  g_test_message ("%s: %.2f GiB against %.2f measured (%+.2f %%)", m->file, weights_gib (arch),
                  m->measured_gib, error);
  g_assert_cmpint (arch->params, ==, m->params);
  g_assert_cmpfloat (error, >=, -m->below);
  g_assert_cmpfloat (error, <=, m->above);
}

/* The wrappers' language models, as vLLM allocates their KV cache. */
static void
test_wrappers (void)
{
  g_autoptr(CpModel) scout = NULL;
  g_autoptr(CpModel) gemma = NULL;
  g_autoptr(CpModel) mistral = NULL;
  const CpArchitecture *arch;
  gint64 per_token;

  /* Llama 4 Scout: 16 experts and a shared one on all 48 layers, 17B
   * active (its model card). Its chunked local attention is billed in
   * full, as vLLM 0.19 did: 16.75 GiB of pool held 365,968 tokens at TP 4. */
  arch = import_file ("meta-llama--Llama-4-Scout-17B-16E-Instruct.json", &scout);
  g_assert_cmpint (arch->experts, ==, 16);
  g_assert_cmpint (arch->attention, ==, CP_ATTENTION_GQA);
  g_assert_cmpint (llround (arch->active_params / 1e9), ==, 17);
  per_token = cp_architecture_kv_bytes_per_token (arch, CP_KV_CACHE_BF16, 4, 1);
  g_assert_cmpfloat (fabs (16.75 * CP_GIB / per_token / 365968 - 1), <, 0.002);

  /* Without interleave_moe_layer_step, every layer has experts (the
   * config class's default, 1), not a division by zero. */
  {
    g_autofree char *path = config_path ("meta-llama--Llama-4-Scout-17B-16E-Instruct.json");
    g_autofree char *text = NULL;
    g_autoptr(GBytes) bytes = NULL;
    g_autoptr(GError) error = NULL;
    g_autoptr(CpModel) without = NULL;
    char *step;

    g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
    step = strstr (text, "\"interleave_moe_layer_step\"");
    g_assert_nonnull (step);
    step[1] = 'X';
    bytes = g_bytes_new (text, strlen (text));
    without = cp_model_import_from_bytes (bytes, "config.json", NULL, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpint (cp_model_architecture_get (cp_model_get_architecture (without))->params, ==,
                     arch->params);
  }

  /* Gemma 4 26B-A4B: layer_types name 5 full layers of 30, the others a
   * window of 1,024; 25.2B parameters, 3.8B active (its model card);
   * embeddings tied. */
  arch = import_file ("google--gemma-4-26B-A4B.json", &gemma);
  g_assert_cmpint (arch->attention, ==, CP_ATTENTION_SLIDING);
  g_assert_cmpint (arch->full_layers, ==, 5);
  g_assert_cmpint (arch->sliding_window, ==, 1024);
  g_assert_true (arch->tied_embeddings);
  g_assert_cmpint (llround (arch->active_params / 1e8), ==, 37);

  /* Mistral Small 3.1 (vLLM's own config of its params.json: an empty
   * model_type). */
  arch = import_file ("mistralai--Mistral-Small-3.1-24B-Instruct-2503.json", &mistral);
  g_assert_cmpint (arch->layers, ==, 40);
  g_assert_cmpint (arch->kv_heads, ==, 8);
  g_assert_false (arch->tied_embeddings);
}

static CpModel *import_variant (const char  *insert,
                                const char  *index,
                                GError     **error);

/* A Gemma 3 wrapper whose text_config names only its widths, layers and
 * window, as Gemma 3's published configs do: the rest is Gemma3TextConfig's
 * (8 heads, 4 KV heads of 256, a vocabulary of 262,208, tied, every sixth
 * layer full). */
static void
test_class_defaults (void)
{
  static const char text[] =
    "{ \"architectures\": [ \"Gemma3ForConditionalGeneration\" ], \"model_type\": \"gemma3\",\n"
    "  \"text_config\": { \"hidden_size\": 2560, \"intermediate_size\": 10240,\n"
    "    \"model_type\": \"gemma3_text\", \"num_hidden_layers\": 34,\n"
    "    \"rope_scaling\": { \"factor\": 8.0, \"rope_type\": \"linear\" }, \"sliding_window\": 1024 },\n"
    "  \"torch_dtype\": \"bfloat16\",\n"
    "  \"vision_config\": { \"hidden_size\": 1152, \"num_hidden_layers\": 27 } }";
  g_autoptr(GBytes) config = g_bytes_new_static (text, strlen (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) model = cp_model_import_from_bytes (config, "config.json", NULL, NULL, &error);
  const CpArchitecture *arch;

  g_assert_no_error (error);
  arch = cp_model_architecture_get (cp_model_get_architecture (model));
  g_assert_cmpint (arch->heads, ==, 8);
  g_assert_cmpint (arch->kv_heads, ==, 4);
  g_assert_cmpint (arch->head_dim, ==, 256);
  g_assert_cmpint (arch->vocab_size, ==, 262208);
  g_assert_true (arch->tied_embeddings);
  g_assert_cmpint (arch->attention, ==, CP_ATTENTION_SLIDING);
  g_assert_cmpint (arch->full_layers, ==, 5);
  g_assert_cmpint (arch->sliding_window, ==, 1024);
  /* Embedding 262,208 × 2,560; per layer attention 2,560 × 6,144, the
   * query and key norms 2 × 256, four norms 4 × 2,560 and the MLP
   * 3 × 2,560 × 10,240; the final norm. */
  g_assert_cmpint (arch->params, ==,
                   (gint64) 262208 * 2560 + 34 * ((gint64) 2560 * 6144 + 512 + 4 * 2560 +
                                                  (gint64) 3 * 2560 * 10240) + 2560);
}

/* A compressed-tensors checkpoint that quantises only its KV cache keeps
 * its weights in their dtype. */
static void
test_kv_cache_only (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) model =
    import_variant ("\"quantization_config\": { \"quant_method\": \"compressed-tensors\", "
                    "\"config_groups\": {}, \"kv_cache_scheme\": { \"num_bits\": 8, "
                    "\"type\": \"float\" } }", NULL, &error);
  const CpArchitecture *arch;

  g_assert_no_error (error);
  arch = cp_model_architecture_get (cp_model_get_architecture (model));
  g_assert_cmpint (arch->weights.kind, ==, CP_WEIGHTS_BF16);
  g_assert_cmpint (cp_architecture_weight_bytes (arch, &arch->weights), ==, 2 * arch->params);
}

/* Meta-Llama-3.1-8B's config with @insert put before "torch_dtype". */
static CpModel *
import_variant (const char  *insert,
                const char  *index,
                GError     **error)
{
  g_autofree char *path = config_path ("meta-llama--Meta-Llama-3.1-8B.json");
  g_autofree char *text = NULL;
  g_autofree char *changed = NULL;
  g_autoptr(GBytes) config = NULL;
  g_autoptr(GBytes) index_bytes = NULL;
  const char *at;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  /* A variant's model_type replaces Llama's (JSON must not repeat a
   * member). */
  if (strstr (insert, "\"model_type\"") != NULL)
    {
      char *own = strstr (text, "\"model_type\": \"llama\",");

      g_assert_nonnull (own);
      memset (own, ' ', strlen ("\"model_type\": \"llama\","));
    }
  at = strstr (text, "\"torch_dtype\"");
  g_assert_nonnull (at);
  changed = g_strdup_printf ("%.*s%s%s%s", (int) (at - text), text, insert,
                             insert[0] != '\0' ? ", " : "", at);
  config = g_bytes_new (changed, strlen (changed));
  if (index != NULL)
    index_bytes = g_bytes_new_static (index, strlen (index));

  return cp_model_import_from_bytes (config, "config.json", index_bytes, "index.json", error);
}

/* Llama 3.1 8B: 8,030,261,248 parameters, of which the linear layers'
 * are 1,342,177,280 (attention) and 5,637,144,576 (MLPs); the rest
 * (embeddings, LM head, norms: 1,050,939,392) stays at 16 bits. */
#define LINEAR     G_GINT64_CONSTANT (6979321856)
#define KEPT_BYTES G_GINT64_CONSTANT (2101878784)

typedef struct
{
  const char   *name;
  const char   *quantization;
  CpWeightKind  kind;
  gint64        block;
  gint64        bytes;
} Format;

static const Format formats[] = {
  /* RedHat's FP8-dynamic: one byte each, per-channel scales. */
  { "compressed-tensors-fp8",
    "\"quantization_config\": { \"quant_method\": \"compressed-tensors\", \"format\": "
    "\"float-quantized\", \"config_groups\": { \"group_0\": { \"targets\": [ \"Linear\" ], "
    "\"weights\": { \"num_bits\": 8, \"type\": \"float\", \"strategy\": \"channel\", "
    "\"symmetric\": true } } }, \"ignore\": [ \"lm_head\" ] }",
    CP_WEIGHTS_FP8, 0, LINEAR + KEPT_BYTES },
  /* The attention kept at 16 bits by a regular expression. */
  { "compressed-tensors-ignore-regex",
    "\"quantization_config\": { \"quant_method\": \"compressed-tensors\", \"config_groups\": "
    "{ \"group_0\": { \"weights\": { \"num_bits\": 8, \"type\": \"float\" } } }, "
    "\"ignore\": [ \"lm_head\", \"re:.*self_attn.*\" ] }",
    CP_WEIGHTS_FP8, 0, 5637144576 + 2 * (8030261248 - 5637144576) },
  /* W4A16: half a byte, a bf16 scale per 128. */
  { "compressed-tensors-w4a16",
    "\"quantization_config\": { \"quant_method\": \"compressed-tensors\", \"config_groups\": "
    "{ \"group_0\": { \"weights\": { \"num_bits\": 4, \"type\": \"int\", \"strategy\": "
    "\"group\", \"group_size\": 128, \"symmetric\": true } } } }",
    CP_WEIGHTS_INT4, 128, LINEAR / 2 + LINEAR / 128 * 2 + KEPT_BYTES },
  /* Meta's FP8 of 405B keeps attention and the first and last layers'
   * MLPs in bf16; here the same on 8B. */
  { "fbgemm-fp8",
    "\"quantization_config\": { \"quant_method\": \"fbgemm_fp8\", \"activation_scale_ub\": "
    "1200.0, \"modules_to_not_convert\": [ \"model.layers.0.mlp\", \"model.layers.31.mlp\", "
    "\"model.layers.0.self_attn.q_proj\", \"self_attn\", \"lm_head\" ] }",
    CP_WEIGHTS_FP8, 0, 5284823040 + 2 * (8030261248 - 5284823040) },
  { "modelopt-fp8",
    "\"quantization_config\": { \"quant_method\": \"modelopt\", \"quant_algo\": \"FP8\" }",
    CP_WEIGHTS_FP8, 0, LINEAR + KEPT_BYTES },
  /* NVFP4: half a byte and an fp8 scale per 16; hf_quant_config.json's
   * layout, with the algorithm in "quantization". */
  { "modelopt-nvfp4",
    "\"quantization_config\": { \"quant_method\": \"modelopt\", \"quantization\": "
    "{ \"quant_algo\": \"NVFP4\", \"group_size\": 16, \"exclude_modules\": [ \"lm_head\" ] } }",
    CP_WEIGHTS_NVFP4, 0, LINEAR / 2 + LINEAR / 16 + KEPT_BYTES },
  /* GPTQ: an fp16 scale and a 4-bit zero per 128 (RedHat's w4a16 of
   * Llama 3.1 8B Instruct loads as 5.38 GiB in vLLM 0.19, 0.9 % above). */
  { "gptq-g128",
    "\"quantization_config\": { \"quant_method\": \"gptq\", \"bits\": 4, \"group_size\": 128, "
    "\"desc_act\": false, \"sym\": true }",
    CP_WEIGHTS_INT4, 128, LINEAR / 2 + LINEAR / 128 * 5 / 2 + KEPT_BYTES },
  /* Per-channel GPTQ: the scales are too few to count. */
  { "gptq-per-channel",
    "\"quantization_config\": { \"quant_method\": \"gptq\", \"bits\": 4, \"group_size\": -1 }",
    CP_WEIGHTS_INT4, 128, LINEAR / 2 + KEPT_BYTES },
  { "gptq-8-bit",
    "\"quantization_config\": { \"quant_method\": \"gptq\", \"bits\": 8, \"group_size\": 128 }",
    CP_WEIGHTS_INT8, 0, LINEAR + LINEAR / 128 * 3 + KEPT_BYTES },
  { "awq",
    "\"quantization_config\": { \"quant_method\": \"awq\", \"w_bit\": 4, \"q_group_size\": 128, "
    "\"zero_point\": true, \"version\": \"gemm\" }",
    CP_WEIGHTS_INT4, 128, LINEAR / 2 + LINEAR / 128 * 5 / 2 + KEPT_BYTES },
  /* DeepSeek's FP8: an fp32 scale per 128 × 128 block. */
  { "fp8-block",
    "\"quantization_config\": { \"quant_method\": \"fp8\", \"activation_scheme\": \"dynamic\", "
    "\"weight_block_size\": [ 128, 128 ] }",
    CP_WEIGHTS_FP8_BLOCK, 128, LINEAR + (LINEAR / 16384 + 1) * 4 + KEPT_BYTES },
};

static void
test_format (gconstpointer data)
{
  const Format *f = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) model = import_variant (f->quantization, NULL, &error);
  const CpArchitecture *arch;

  g_assert_no_error (error);
  arch = cp_model_architecture_get (cp_model_get_architecture (model));
  g_assert_cmpint (arch->weights.kind, ==, f->kind);
  g_assert_cmpint (arch->weights.block, ==, f->block);
  g_assert_cmpint (arch->weight_bytes, ==, f->bytes);
  g_assert_cmpint (cp_architecture_weight_bytes (arch, &arch->weights), ==, f->bytes);
}

/* Sliding windows from the fields each family uses, on Llama 3.1 8B's
 * 32 layers. */
typedef struct
{
  const char  *name;
  const char  *insert;
  CpAttention  attention;
  gint64       full_layers;
} Window;

static const Window windows[] = {
  /* Gemma 2: every other layer windowed, from the first. */
  { "gemma2", "\"model_type\": \"gemma2\", \"sliding_window\": 4096", CP_ATTENTION_SLIDING, 16 },
  /* Gemma 3, Cohere 2: every N-th layer full. */
  { "pattern", "\"sliding_window\": 1024, \"sliding_window_pattern\": 6", CP_ATTENTION_SLIDING, 5 },
  /* Mistral 7B v0.1, Phi-3: every layer windowed. */
  { "every-layer", "\"sliding_window\": 4096", CP_ATTENTION_SLIDING, 0 },
  /* Qwen 2: the first max_window_layers full, only with use_sliding_window. */
  { "qwen2", "\"model_type\": \"qwen2\", \"use_sliding_window\": true, \"sliding_window\": 4096, "
    "\"max_window_layers\": 28", CP_ATTENTION_SLIDING, 28 },
  { "qwen2-unused", "\"model_type\": \"qwen2\", \"use_sliding_window\": false, "
    "\"sliding_window\": 4096, \"max_window_layers\": 28", CP_ATTENTION_GQA, 0 },
  /* Mistral's configs write "none" as null. */
  { "null-window", "\"sliding_window\": null", CP_ATTENTION_GQA, 0 },
};

static void
test_window (gconstpointer data)
{
  const Window *w = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) model = NULL;
  const CpArchitecture *arch;

  model = import_variant (w->insert, NULL, &error);
  g_assert_no_error (error);
  arch = cp_model_architecture_get (cp_model_get_architecture (model));
  g_assert_cmpint (arch->attention, ==, w->attention);
  g_assert_cmpint (arch->full_layers, ==, w->full_layers);
}

/* What cannot be sized is refused, naming the member by its path. */
typedef struct
{
  const char *name;
  const char *insert;
  const char *index;
  const char *message;
} Refused;

static const Refused refused[] = {
  { "unknown-method",
    "\"quantization_config\": { \"quant_method\": \"hqq\" }", NULL,
    "config.json: quantization_config.quant_method: “hqq” is not a format Cluster Planner can "
    "size: fp8, fbgemm_fp8, mxfp4, gptq, awq, auto-round, compressed-tensors or modelopt" },
  { "modelopt-unknown-algorithm",
    "\"quantization_config\": { \"quant_method\": \"modelopt\", \"quant_algo\": \"W4A8_AWQ\" }",
    NULL,
    "config.json: quantization_config.quant_algo: ModelOpt's “W4A8_AWQ” is not a format "
    "Cluster Planner can size: FP8 or NVFP4" },
  { "compressed-tensors-without-groups",
    "\"quantization_config\": { \"quant_method\": \"compressed-tensors\" }", NULL,
    "config.json: quantization_config.config_groups: missing" },
  { "compressed-tensors-without-bits",
    "\"quantization_config\": { \"quant_method\": \"compressed-tensors\", \"config_groups\": "
    "{ \"g\": { \"weights\": { \"type\": \"int\" } } } }", NULL,
    "config.json: quantization_config.config_groups.g.weights.num_bits: missing" },
  { "bad-regex",
    "\"quantization_config\": { \"quant_method\": \"compressed-tensors\", \"config_groups\": "
    "{ \"g\": { \"weights\": { \"num_bits\": 8, \"type\": \"float\" } } }, "
    "\"ignore\": [ \"lm_head\", \"re:(\" ] }", NULL,
    "config.json: quantization_config.ignore[1]: is not a regular expression" },
  /* Llama 3.1 70B's index with 8B's config, and a total of 1. */
  { "index-of-another-model", "",
    "{ \"metadata\": { \"total_size\": 141107412992 } }",
    "index.json: metadata.total_size: 141,107,412,992 bytes is far from what config.json’s "
    "8,030,261,248 parameters take in any format (3,011,347,968 to 48,181,567,488 bytes): "
    "is it the index of another model?" },
  { "index-of-one-byte", "", "{ \"metadata\": { \"total_size\": 1 } }",
    NULL },
};

static void
test_refused (gconstpointer data)
{
  const Refused *r = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) model = NULL;

  model = import_variant (r->insert, r->index, &error);
  g_assert_null (model);
  g_assert_nonnull (error);
  if (r->message != NULL)
    g_assert_cmpstr (error->message, ==, r->message);
  else
    g_assert_nonnull (strstr (error->message, "metadata.total_size"));
}

/* A wrapper's missing member is named by its path. */
static void
test_text_config_path (void)
{
  static const char text[] =
    "{ \"model_type\": \"llama4\", \"text_config\": { \"hidden_size\": 5120, "
    "\"num_attention_heads\": 40, \"vocab_size\": 202048, \"intermediate_size\": 8192 } }";
  g_autoptr(GBytes) config = g_bytes_new_static (text, strlen (text));
  g_autoptr(GError) error = NULL;

  g_assert_null (cp_model_import_from_bytes (config, "config.json", NULL, NULL, &error));
  g_assert_error (error, CP_FILE_ERROR, CP_FILE_ERROR_MISSING);
  g_assert_cmpstr (error->message, ==, "config.json: text_config.num_hidden_layers: missing");
}

/* An index's total is the exact answer, and MXFP4's padding is what vLLM
 * adds on loading. */
static void
test_index_with_padding (void)
{
  g_autofree char *path = config_path ("openai--gpt-oss-120b.json");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) config = g_file_load_bytes (file, NULL, NULL, NULL);
  static const char index[] = "{ \"metadata\": { \"total_size\": 61000000000 } }";
  g_autoptr(GBytes) index_bytes = g_bytes_new_static (index, strlen (index));
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) indexed = NULL;
  const CpArchitecture *arch;

  indexed = cp_model_import_from_bytes (config, "config.json", index_bytes, "index.json", &error);
  g_assert_no_error (error);
  arch = cp_model_architecture_get (cp_model_get_architecture (indexed));

  /* 36 layers × 128 experts × 3 matrices of 2,880 × 192 more weights, at
   * MXFP4's 17 bytes per 32. */
  g_assert_cmpint (arch->weight_bytes - G_GINT64_CONSTANT (61000000000), ==,
                   G_GINT64_CONSTANT (7644119040) / 32 * 17);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (measured); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cluster-planner/model-import/measured/%s",
                                               measured[i].file);

      g_test_add_data_func (path, &measured[i], test_measured);
    }
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cluster-planner/model-import/format/%s",
                                               formats[i].name);

      g_test_add_data_func (path, &formats[i], test_format);
    }
  for (guint i = 0; i < G_N_ELEMENTS (windows); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cluster-planner/model-import/window/%s",
                                               windows[i].name);

      g_test_add_data_func (path, &windows[i], test_window);
    }
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cluster-planner/model-import/refused/%s",
                                               refused[i].name);

      g_test_add_data_func (path, &refused[i], test_refused);
    }
  g_test_add_func ("/cluster-planner/model-import/wrappers", test_wrappers);
  g_test_add_func ("/cluster-planner/model-import/class-defaults", test_class_defaults);
  g_test_add_func ("/cluster-planner/model-import/kv-cache-only", test_kv_cache_only);
  g_test_add_func ("/cluster-planner/model-import/text-config-path", test_text_config_path);
  g_test_add_func ("/cluster-planner/model-import/index-with-padding", test_index_with_padding);

  return g_test_run ();
}
