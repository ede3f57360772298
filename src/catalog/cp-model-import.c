/* cp-model-import.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-model-import"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cp-catalog.h"
#include "cp-file-io.h"
#include "cp-format.h"
#include "cp-json-fields.h"
#include "cp-json-reader.h"
#include "cp-model-arch-json.h"
#include "cp-model-import.h"
#include "cp-param-count.h"
#include "cp-text.h"

/* A model from its own files: a Hugging Face config.json gives its shape,
 * and its parameters are counted from it (dense, MoE, MLA and gpt-oss, as
 * docs/sizing.md §4.5 counts them, in cp-param-count.c); a model.safetensors.index.json
 * gives the exact bytes of its weights. Files from anywhere: they are read
 * as a catalog is (cp_file_read_regular(), then the strict cp_json_read():
 * regular files only, sizes, encoding, nesting, exact JSON), then types
 * and ranges are checked member by member (cp-json-fields.c), and every
 * problem is one line with the file, the JSON path and what is wrong. */

#define MAX_DEPTH 32

/* What config.json says, as the counting needs it. */
typedef struct
{
  const char     *file;
  JsonObject     *root;
  const char     *model_type;
  CpArchitecture  arch;
  CpParamShape    shape;
} Config;

/* Reads @bytes, exactly JSON, into @root, which must be an object. */
static JsonObject *
parse (const char  *file,
       GBytes      *bytes,
       gsize        max_bytes,
       JsonNode   **root,
       GError     **error)
{
  *root = cp_json_read (bytes, file, MAX_DEPTH, max_bytes, error);
  if (*root == NULL)
    return NULL;

  if (!JSON_NODE_HOLDS_OBJECT (*root))
    {
      cp_json_fail_as (file, error, CP_CATALOG_ERROR, CP_CATALOG_ERROR_FORMAT, NULL,
                     _("must be one JSON object, not %s"), cp_json_describe (*root));
      return NULL;
    }

  return json_node_get_object (*root);
}

static gboolean
read_integer (Config      *config,
              const char  *name,
              gboolean     required,
              gint64       min,
              gint64       max,
              gint64      *value,
              GError     **error)
{
  return cp_json_read_integer (config->file, config->root, NULL, name, required, min, max,
                                value, error);
}

/* The first of several names configs use for one thing (num_experts,
 * n_routed_experts, num_local_experts), or 0. */
static gboolean
read_any (Config      *config,
          const char **names,
          gint64       min,
          gint64       max,
          gint64      *value,
          GError     **error)
{
  for (; *names != NULL; names++)
    if (cp_json_member (config->root, *names) != NULL)
      return read_integer (config, *names, TRUE, min, max, value, error);

  *value = 0;
  return TRUE;
}

/* The members every model has. */
static gboolean
read_shape (Config  *config,
            GError **error)
{
  CpArchitecture *arch = &config->arch;

  if (!read_integer (config, "num_hidden_layers", TRUE, 1, CP_ARCH_MAX_LAYERS,
                     &arch->layers, error) ||
      !read_integer (config, "num_attention_heads", TRUE, 1, CP_ARCH_MAX_HEADS,
                     &arch->heads, error) ||
      !read_integer (config, "hidden_size", TRUE, 1, CP_ARCH_MAX_DIM, &arch->hidden_size, error) ||
      !read_integer (config, "vocab_size", TRUE, 1, CP_ARCH_MAX_VOCAB, &arch->vocab_size, error) ||
      !read_integer (config, "num_key_value_heads", FALSE, 1, arch->heads,
                     &arch->kv_heads, error) ||
      !read_integer (config, "head_dim", FALSE, 1, CP_ARCH_MAX_DIM, &arch->head_dim, error) ||
      !read_integer (config, "intermediate_size", TRUE, 1, CP_ARCH_MAX_DIM,
                     &arch->intermediate_size, error) ||
      !read_integer (config, "max_position_embeddings", FALSE, 1, CP_WORKLOAD_MAX_CONTEXT,
                     &arch->max_context, error) ||
      !cp_json_read_boolean (config->file, config->root, NULL, "tie_word_embeddings", FALSE,
                              &arch->tied_embeddings, error) ||
      !cp_json_read_boolean (config->file, config->root, NULL, "attention_bias", FALSE,
                              &config->shape.attention_bias, error) ||
      !cp_json_read_string (config->file, config->root, NULL, "model_type", FALSE,
                             CP_JSON_MAX_TEXT_LENGTH, &config->model_type, error))
    return FALSE;

  /* MHA when the config names no KV heads; head_dim from the hidden size
   * only when it divides evenly (Qwen3 gives its own, P2). */
  if (arch->kv_heads == 0)
    arch->kv_heads = arch->heads;
  if (arch->heads % arch->kv_heads != 0)
    {
      g_autofree char *heads = cp_format_integer (arch->heads);

      return cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE, "num_key_value_heads",
                            _("must divide attention_heads (%s)"), heads);
    }
  if (arch->head_dim == 0 && arch->hidden_size % arch->heads != 0)
    return cp_json_fail (config->file, error, CP_FILE_ERROR_MISSING, "head_dim",
                          _("missing, and hidden_size is not a multiple of attention_heads"));
  if (arch->head_dim == 0)
    arch->head_dim = arch->hidden_size / arch->heads;

  config->shape.gpt_oss = g_strcmp0 (config->model_type, "gpt_oss") == 0;
  config->shape.qk_norm = g_strcmp0 (config->model_type, "qwen3") == 0 ||
                    g_strcmp0 (config->model_type, "qwen3_moe") == 0;

  return TRUE;
}

/* The number of entries of an optional list of whole numbers (Qwen's
 * mlp_only_layers). */
static gboolean
read_index_list (Config      *config,
                 const char  *name,
                 gint64       max,
                 gint64      *count,
                 GError     **error)
{
  JsonNode *node;
  JsonArray *array;

  *count = 0;
  if (!cp_json_find_member (config->file, config->root, NULL, name, CP_JSON_LIST, FALSE, &node,
                             error))
    return FALSE;
  if (node == NULL)
    return TRUE;

  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      g_autofree char *path = g_strdup_printf ("%s[%u]", name, i);

      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_INT64 ||
          json_node_get_int (element) < 0 || json_node_get_int (element) >= max)
        {
          g_autofree char *most = cp_format_integer (max - 1);

          return cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE, path,
                                _("must be a layer number from 0 to %s"), most);
        }
    }

  *count = json_array_get_length (array);
  return TRUE;
}

/* Experts, when the model has them. */
static gboolean
read_moe (Config  *config,
          GError **error)
{
  static const char *experts[] = { "n_routed_experts", "num_experts", "num_local_experts", NULL };
  static const char *top_k[] = { "num_experts_per_tok", "experts_per_token", NULL };
  CpArchitecture *arch = &config->arch;
  gint64 first_dense = 0, only_dense = 0, step = 0;

  if (!read_any (config, experts, 1, CP_ARCH_MAX_EXPERTS, &arch->experts, error))
    return FALSE;
  if (arch->experts == 0)
    {
      config->shape.dense_layers = arch->layers;
      return TRUE;
    }

  if (!read_any (config, top_k, 1, arch->experts, &config->shape.top_k, error) ||
      !read_integer (config, "moe_intermediate_size", FALSE, 1, CP_ARCH_MAX_DIM,
                     &arch->moe_intermediate_size, error) ||
      !read_integer (config, "n_shared_experts", FALSE, 0, CP_ARCH_MAX_EXPERTS,
                     &config->shape.shared_experts, error) ||
      !read_integer (config, "first_k_dense_replace", FALSE, 0, arch->layers,
                     &first_dense, error) ||
      !read_integer (config, "decoder_sparse_step", FALSE, 1, 1, &step, error) ||
      !read_index_list (config, "mlp_only_layers", arch->layers, &only_dense, error))
    return FALSE;

  if (config->shape.top_k == 0)
    return cp_json_fail (config->file, error, CP_FILE_ERROR_MISSING, "num_experts_per_tok",
                          _("missing: a model with experts needs it"));

  /* Mixtral's and gpt-oss's experts are as wide as the dense MLP. */
  if (arch->moe_intermediate_size == 0)
    arch->moe_intermediate_size = arch->intermediate_size;
  config->shape.dense_layers = MIN (first_dense + only_dense, arch->layers);

  return TRUE;
}

/* DeepSeek's multi-head latent attention, when kv_lora_rank is there. */
static gboolean
read_mla (Config  *config,
          GError **error)
{
  CpArchitecture *arch = &config->arch;
  const char *method = NULL;

  if (cp_json_member (config->root, "kv_lora_rank") == NULL)
    return TRUE;

  arch->attention = CP_ATTENTION_MLA;
  if (!read_integer (config, "kv_lora_rank", TRUE, 1, CP_ARCH_MAX_DIM,
                     &arch->kv_lora_rank, error) ||
      !read_integer (config, "qk_rope_head_dim", TRUE, 0, CP_ARCH_MAX_DIM,
                     &arch->qk_rope_head_dim, error) ||
      !read_integer (config, "qk_nope_head_dim", TRUE, 1, CP_ARCH_MAX_DIM,
                     &config->shape.qk_nope_head_dim, error) ||
      !read_integer (config, "v_head_dim", TRUE, 1, CP_ARCH_MAX_DIM, &config->shape.v_head_dim, error) ||
      !read_integer (config, "q_lora_rank", FALSE, 1, CP_ARCH_MAX_DIM,
                     &config->shape.q_lora_rank, error) ||
      !cp_json_read_string (config->file, config->root, NULL, "topk_method", FALSE,
                             CP_JSON_MAX_TEXT_LENGTH, &method, error))
    return FALSE;

  /* The head size the engine keeps is the value head's; MLA's cache does
   * not depend on it. noaux_tc routing adds a bias per expert. */
  arch->head_dim = config->shape.v_head_dim;
  arch->kv_heads = arch->heads;
  config->shape.score_bias = g_strcmp0 (method, "noaux_tc") == 0;

  return TRUE;
}

/* gpt-oss names each layer's attention; Mistral-style configs give one
 * window for all layers. */
static gboolean
read_sliding_window (Config  *config,
                     GError **error)
{
  CpArchitecture *arch = &config->arch;
  JsonNode *node;
  gboolean use = TRUE;
  JsonArray *types;
  guint length;

  if (!read_integer (config, "sliding_window", FALSE, 1, CP_WORKLOAD_MAX_CONTEXT,
                     &arch->sliding_window, error))
    return FALSE;
  /* Missing, it is true. */
  if (cp_json_member (config->root, "use_sliding_window") != NULL &&
      !cp_json_read_boolean (config->file, config->root, NULL, "use_sliding_window", TRUE, &use,
                              error))
    return FALSE;
  if (!cp_json_find_member (config->file, config->root, NULL, "layer_types", CP_JSON_LIST, FALSE,
                             &node, error))
    return FALSE;

  if (node == NULL)
    {
      if (arch->sliding_window > 0 && use && arch->attention != CP_ATTENTION_MLA)
        arch->attention = CP_ATTENTION_SLIDING;
      return TRUE;
    }

  types = json_node_get_array (node);
  length = json_array_get_length (types);
  if (length != (guint) arch->layers)
    {
      g_autofree char *layers = cp_format_integer (arch->layers);

      return cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE, "layer_types",
                            _("must name one kind per layer (%s)"), layers);
    }

  for (guint i = 0; i < length; i++)
    {
      JsonNode *element = json_array_get_element (types, i);
      const char *kind = JSON_NODE_HOLDS_VALUE (element) &&
                         json_node_get_value_type (element) == G_TYPE_STRING
                         ? json_node_get_string (element) : "";

      if (g_str_equal (kind, "full_attention"))
        arch->full_layers++;
      else if (!g_str_equal (kind, "sliding_attention"))
        {
          g_autofree char *path = g_strdup_printf ("layer_types[%u]", i);

          return cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE, path,
                                _("must be “full_attention” or “sliding_attention”"));
        }
    }

  if (arch->full_layers < arch->layers)
    {
      if (arch->sliding_window == 0)
        return cp_json_fail (config->file, error, CP_FILE_ERROR_MISSING, "sliding_window",
                              _("missing: layer_types has sliding layers"));
      arch->attention = CP_ATTENTION_SLIDING;
    }

  return TRUE;
}

static gboolean
dtype_weights (Config  *config,
               GError **error)
{
  static const struct { const char *dtype; CpWeightKind kind; } dtypes[] = {
    { "bfloat16", CP_WEIGHTS_BF16 }, { "float16", CP_WEIGHTS_FP16 }, { "float32", CP_WEIGHTS_FP32 },
  };
  const char *name = cp_json_member (config->root, "torch_dtype") != NULL ? "torch_dtype"
                                                                            : "dtype";
  g_autofree char *shown = NULL;
  const char *dtype;

  if (!cp_json_read_string (config->file, config->root, NULL, name, FALSE,
                             CP_JSON_MAX_TEXT_LENGTH, &dtype, error))
    return FALSE;

  /* Without a word on it, the weights are taken as bf16, as most are. */
  config->arch.weights = (CpWeightFormat) { CP_WEIGHTS_BF16, 0 };
  if (dtype == NULL)
    return TRUE;

  for (guint i = 0; i < G_N_ELEMENTS (dtypes); i++)
    if (g_str_equal (dtype, dtypes[i].dtype))
      {
        config->arch.weights.kind = dtypes[i].kind;
        return TRUE;
      }

  shown = cp_text_echo (dtype, -1);

  return cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE, name,
                        _("must be bfloat16, float16 or float32, not “%s”"), shown);
}

/* FP8's blocks: [128, 128], or none for per-tensor scales. */
static gboolean
read_fp8 (Config     *config,
          JsonObject *quantization,
          GError    **error)
{
  JsonNode *node = cp_json_member (quantization, "weight_block_size");
  JsonArray *block;

  config->arch.weights = (CpWeightFormat) { CP_WEIGHTS_FP8, 0 };
  if (node == NULL)
    return TRUE;

  block = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  if (block == NULL || json_array_get_length (block) != 2 ||
      !JSON_NODE_HOLDS_VALUE (json_array_get_element (block, 0)) ||
      json_node_get_value_type (json_array_get_element (block, 0)) != G_TYPE_INT64 ||
      !JSON_NODE_HOLDS_VALUE (json_array_get_element (block, 1)) ||
      json_node_get_value_type (json_array_get_element (block, 1)) != G_TYPE_INT64 ||
      json_array_get_int_element (block, 0) != json_array_get_int_element (block, 1) ||
      json_array_get_int_element (block, 0) < 1 ||
      json_array_get_int_element (block, 0) > CP_ARCH_MAX_BLOCK)
    return cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE,
                          "quantization_config.weight_block_size",
                          _("must be two equal block sizes, such as [128, 128]"));

  config->arch.weights = (CpWeightFormat) {
    CP_WEIGHTS_FP8_BLOCK, json_array_get_int_element (block, 0)
  };

  return TRUE;
}

/* The checkpoint's format: its quantization_config, else its dtype. */
static gboolean
read_weights (Config  *config,
              GError **error)
{
  JsonNode *node;
  JsonObject *quantization;
  const char *method;
  gint64 bits, group;

  if (!cp_json_find_member (config->file, config->root, NULL, "quantization_config",
                             CP_JSON_OBJECT, FALSE, &node, error))
    return FALSE;
  if (node == NULL)
    return dtype_weights (config, error);

  quantization = json_node_get_object (node);
  if (!cp_json_read_string (config->file, quantization, "quantization_config", "quant_method",
                             TRUE, CP_JSON_MAX_TEXT_LENGTH, &method, error))
    return FALSE;

  if (g_str_equal (method, "fp8"))
    return read_fp8 (config, quantization, error);

  if (g_str_equal (method, "mxfp4"))
    {
      config->arch.weights = (CpWeightFormat) { CP_WEIGHTS_MXFP4, 0 };
      return TRUE;
    }

  if (!g_str_equal (method, "gptq") && !g_str_equal (method, "awq"))
    {
      g_autofree char *shown = cp_text_echo (method, -1);

      return cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE,
                            "quantization_config.quant_method",
                            _("“%s” is not a format Cluster Planner can size: "
                              "fp8, mxfp4, gptq or awq"),
                            shown);
    }

  if (!cp_json_read_integer (config->file, quantization, "quantization_config", "bits",
                              TRUE, 4, 4, &bits, error) ||
      !cp_json_read_integer (config->file, quantization, "quantization_config", "group_size",
                              TRUE, 32, 128, &group, error))
    return FALSE;
  if (group != 32 && group != 64 && group != 128)
    return cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE,
                          "quantization_config.group_size", _("must be 32, 64 or 128"));

  config->arch.weights = (CpWeightFormat) { CP_WEIGHTS_INT4, group };

  return TRUE;
}

/* All parameters, the active ones, and those of the routed experts
 * (cp-param-count.c), within the catalog's bounds. */
static gboolean
count_params (Config  *config,
              gint64  *experts_total,
              GError **error)
{
  CpArchitecture *a = &config->arch;
  CpParamCount count;

  cp_param_count (a, &config->shape, &count);
  a->params = count.params;
  a->active_params = count.active_params;
  *experts_total = count.experts_params;

  if (a->params > CP_ARCH_MAX_PARAMS)
    {
      g_autofree char *most = cp_format_integer (CP_ARCH_MAX_PARAMS);

      return cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE, NULL,
                            _("these sizes make more than %s parameters"), most);
    }

  return TRUE;
}

/* metadata.total_size of a model.safetensors.index.json. */
static gboolean
read_total_size (GBytes      *bytes,
                 const char  *file,
                 gint64      *total_size,
                 GError     **error)
{
  g_autoptr(JsonNode) tree = NULL;
  JsonObject *root = parse (file, bytes, CP_MODEL_INDEX_MAX_BYTES, &tree, error);
  JsonNode *metadata;

  if (root == NULL ||
      !cp_json_find_member (file, root, NULL, "metadata", CP_JSON_OBJECT, TRUE, &metadata, error))
    return FALSE;

  return cp_json_read_integer (file, json_node_get_object (metadata), "metadata", "total_size",
                                TRUE, 1, CP_ARCH_MAX_WEIGHT_BYTES, total_size, error);
}

/* What the model is called: its folder for a file named config.json,
 * else the file's own name without ".json". */
static char *
model_name (const char *file)
{
  g_autofree char *base = g_path_get_basename (file);
  g_autofree char *folder = NULL;

  if (g_str_equal (base, "config.json"))
    {
      g_autofree char *dir = g_path_get_dirname (file);

      folder = g_path_get_basename (dir);
      if (!g_str_equal (folder, ".") && !g_str_equal (folder, G_DIR_SEPARATOR_S))
        return g_steal_pointer (&folder);
    }

  if (g_str_has_suffix (base, ".json") && strlen (base) > strlen (".json"))
    base[strlen (base) - strlen (".json")] = '\0';

  return g_steal_pointer (&base);
}

static CpPrecision
store_precision (CpWeightKind kind)
{
  switch (kind)
    {
    case CP_WEIGHTS_FP32:
      return CP_PRECISION_FP32;
    case CP_WEIGHTS_FP16:
      return CP_PRECISION_FP16;
    case CP_WEIGHTS_FP8:
    case CP_WEIGHTS_FP8_BLOCK:
      return CP_PRECISION_FP8;
    case CP_WEIGHTS_INT8:
      return CP_PRECISION_INT8;
    case CP_WEIGHTS_INT4:
      return CP_PRECISION_INT4;
    case CP_WEIGHTS_MXFP4:
    case CP_WEIGHTS_NVFP4:
      return CP_PRECISION_FP4;
    case CP_WEIGHTS_BF16:
    default:
      return CP_PRECISION_BF16;
    }
}

/* The imported model: custom, sized without a workload by the store's
 * rule on its counted parameters. */
static CpModel *
new_model (const Config *config,
           GError      **error)
{
  g_autoptr(CpModelArchitecture) architecture = NULL;
  g_autofree char *name = model_name (config->file);
  g_autofree char *source = NULL;
  CpPrecision precision = store_precision (config->arch.weights.kind);
  double params_b = config->arch.params / 1e9;
  gint64 memory_mb;

  if (!cp_sizing_memory_from_params (params_b, precision, &memory_mb, error))
    return NULL;

  /* TRANSLATORS: where an imported model's figures come from, e.g.
   * "/home/me/models/Llama/config.json, parameters counted from it" */
  source = g_strdup_printf (_("%s, parameters counted from it"), config->file);
  architecture = cp_model_architecture_new (&config->arch, NULL, source);

  return g_object_new (CP_TYPE_MODEL,
                       "id", "custom",
                       "name", name,
                       "source", source,
                       "min-memory-mb", memory_mb,
                       "params-b", params_b,
                       "precision", cp_precision_to_string (precision),
                       "custom", TRUE,
                       "architecture", architecture,
                       NULL);
}

/**
 * cp_model_import_from_bytes:
 * @config: the text of a Hugging Face config.json
 * @config_name: how errors name it (a path)
 * @safetensors_index: (nullable): the text of its model.safetensors.index.json
 * @index_name: (nullable): how errors name that
 *
 * Returns: (transfer full) (nullable): a custom model with an architecture,
 *   or %NULL with an error that names the file, the member and the problem.
 */
CpModel *
cp_model_import_from_bytes (GBytes      *config_bytes,
                            const char  *config_name,
                            GBytes      *safetensors_index,
                            const char  *index_name,
                            GError     **error)
{
  g_autoptr(JsonNode) tree = NULL;
  Config config = { .file = config_name };
  gint64 experts_total = 0;

  g_return_val_if_fail (config_bytes != NULL && config_name != NULL, NULL);
  g_return_val_if_fail (safetensors_index == NULL || index_name != NULL, NULL);

  config.root = parse (config_name, config_bytes, CP_MODEL_CONFIG_MAX_BYTES, &tree, error);
  if (config.root == NULL ||
      !read_shape (&config, error) ||
      !read_moe (&config, error) ||
      !read_mla (&config, error) ||
      !read_sliding_window (&config, error) ||
      !read_weights (&config, error) ||
      !count_params (&config, &experts_total, error))
    return NULL;

  /* MXFP4 checkpoints quantise the experts only (gpt-oss). */
  if (config.arch.weights.kind == CP_WEIGHTS_MXFP4 && experts_total > 0)
    config.arch.unquantized_params = config.arch.params - experts_total;

  if (safetensors_index != NULL &&
      !read_total_size (safetensors_index, index_name, &config.arch.weight_bytes, error))
    return NULL;

  {
    g_autoptr(GError) engine_error = NULL;

    if (!cp_architecture_check (&config.arch, &engine_error))
      {
        cp_json_fail (config_name, error, CP_FILE_ERROR_RANGE, NULL, "%s",
                       engine_error->message);
        return NULL;
      }
  }

  return new_model (&config, error);
}

/**
 * cp_model_import:
 * @config: a Hugging Face config.json
 * @safetensors_index: (nullable): its model.safetensors.index.json, whose
 *   metadata.total_size gives the weights' exact bytes
 *
 * Returns: (transfer full) (nullable): a custom model with an architecture.
 */
CpModel *
cp_model_import (GFile   *config,
                 GFile   *safetensors_index,
                 GError **error)
{
  g_autofree char *config_name = NULL;
  g_autofree char *index_name = NULL;
  g_autoptr(GBytes) config_bytes = NULL;
  g_autoptr(GBytes) index_bytes = NULL;

  g_return_val_if_fail (G_IS_FILE (config), NULL);
  g_return_val_if_fail (safetensors_index == NULL || G_IS_FILE (safetensors_index), NULL);

  /* Regular files only, refused without blocking otherwise (a named
   * pipe given by mistake), and no larger than such a file can be. */
  config_name = cp_file_get_display_name (config);
  config_bytes = cp_file_read_regular (config, config_name, CP_MODEL_CONFIG_MAX_BYTES, error);
  if (config_bytes == NULL)
    return NULL;

  if (safetensors_index != NULL)
    {
      index_name = cp_file_get_display_name (safetensors_index);
      index_bytes = cp_file_read_regular (safetensors_index, index_name, CP_MODEL_INDEX_MAX_BYTES,
                                          error);
      if (index_bytes == NULL)
        return NULL;
    }

  return cp_model_import_from_bytes (config_bytes, config_name, index_bytes, index_name, error);
}
