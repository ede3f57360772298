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
#include "cp-model-arch-json.h"
#include "cp-model-import.h"
#include "cp-model-import-private.h"
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

typedef CpImportConfig Config;

static gboolean
has_member (Config     *config,
            const char *name)
{
  const char *prefix;
  JsonNode *node = cp_json_member (_cp_import_member_object (config, name, &prefix), name);

  return node != NULL && !JSON_NODE_HOLDS_NULL (node);
}

/* Whether @name is there and null, which configs write for "none"
 * (sliding_window, head_dim): read as missing. */
static gboolean
is_null (JsonObject *object,
         const char *name)
{
  JsonNode *node = cp_json_member (object, name);

  return node != NULL && JSON_NODE_HOLDS_NULL (node);
}

/* What a config class gives a member its config.json leaves out, where
 * published configs rely on it: Gemma 3's text_config often names only
 * its widths and layers (transformers' Gemma3TextConfig). */
static const struct
{
  const char *model_type;
  const char *name;
  gint64      value;
} class_defaults[] = {
  { "gemma3_text", "vocab_size", 262208 },
  { "gemma3_text", "num_attention_heads", 8 },
  { "gemma3_text", "num_key_value_heads", 4 },
  { "gemma3_text", "head_dim", 256 },
  { "gemma3_text", "max_position_embeddings", 131072 },
  { "gemma3_text", "sliding_window", 4096 },
  { "gemma3_text", "sliding_window_pattern", 6 },
};

static gboolean
class_default (Config     *config,
               const char *name,
               gint64     *value)
{
  for (guint i = 0; i < G_N_ELEMENTS (class_defaults); i++)
    if (g_strcmp0 (config->model_type, class_defaults[i].model_type) == 0 &&
        g_str_equal (name, class_defaults[i].name))
      {
        *value = class_defaults[i].value;
        return TRUE;
      }

  return FALSE;
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
  const char *prefix;
  JsonObject *object = _cp_import_member_object (config, name, &prefix);

  if ((cp_json_member (object, name) == NULL || is_null (object, name)) &&
      class_default (config, name, value))
    return TRUE;
  /* Missing, an optional member keeps its default. */
  if (!required && cp_json_member (object, name) == NULL)
    return TRUE;

  if (is_null (object, name))
    {
      g_autofree char *path = cp_json_path (prefix, name);

      return !required || cp_json_fail (config->file, error, CP_FILE_ERROR_MISSING, path,
                                         _("missing"));
    }

  return cp_json_read_integer (config->file, object, prefix, name, required, min, max,
                                value, error);
}

/* A config.json's own "rope_scaling" is on whenever the engine loads it:
 * YaRN over original_max_position_embeddings by its factor reaches that
 * many tokens, when more than max_position_embeddings says (Qwen3's model
 * cards add it so, docs/sizing.md §5.6). Other kinds keep the window. */
static gboolean
read_rope_scaling (Config          *config,
                   CpArchitecture  *arch,
                   GError         **error)
{
  const char *prefix;
  JsonObject *object = _cp_import_member_object (config, "rope_scaling", &prefix);
  g_autofree char *path = cp_json_path (prefix, "rope_scaling");
  JsonNode *node = cp_json_member (object, "rope_scaling");
  JsonObject *rope;
  const char *type = NULL;
  gboolean present = FALSE;
  double factor = 0, reached;
  gint64 original = 0;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return TRUE;

  rope = json_node_get_object (node);
  if (!cp_json_read_string (config->file, rope, path,
                            cp_json_member (rope, "rope_type") != NULL ? "rope_type" : "type",
                            FALSE, CP_JSON_MAX_TEXT_LENGTH, &type, error))
    return FALSE;

  if (g_strcmp0 (type, "yarn") != 0)
    return TRUE;

  if (!cp_json_read_number (config->file, rope, path, "factor", FALSE, 1024, &factor, &present,
                            error) ||
      !cp_json_read_integer (config->file, rope, path, "original_max_position_embeddings", FALSE,
                             1, CP_WORKLOAD_MAX_CONTEXT, &original, error))
    return FALSE;

  reached = factor * (double) original;
  if (present && original > 0 && reached > (double) arch->max_context &&
      reached <= CP_WORKLOAD_MAX_CONTEXT)
    arch->max_context = (gint64) reached;

  return TRUE;
}

static gboolean
read_boolean (Config      *config,
              const char  *name,
              gboolean    *value,
              GError     **error)
{
  const char *prefix;
  JsonObject *object = _cp_import_member_object (config, name, &prefix);

  /* Missing, it keeps its default. */
  if (cp_json_member (object, name) == NULL || is_null (object, name))
    return TRUE;

  return cp_json_read_boolean (config->file, object, prefix, name, FALSE, value, error);
}

static gboolean
read_string (Config      *config,
             const char  *name,
             const char **value,
             GError     **error)
{
  const char *prefix;
  JsonObject *object = _cp_import_member_object (config, name, &prefix);

  *value = NULL;
  if (is_null (object, name))
    return TRUE;
  /* vLLM's own configs for Mistral's format write an empty model_type. */
  if (cp_json_member (object, name) != NULL &&
      JSON_NODE_HOLDS_VALUE (cp_json_member (object, name)) &&
      json_node_get_value_type (cp_json_member (object, name)) == G_TYPE_STRING &&
      g_strcmp0 (json_node_get_string (cp_json_member (object, name)), "") == 0)
    return TRUE;

  return cp_json_read_string (config->file, object, prefix, name, FALSE,
                               CP_JSON_MAX_TEXT_LENGTH, value, error);
}

static gboolean
find_list (Config      *config,
           const char  *name,
           JsonNode   **node,
           GError     **error)
{
  const char *prefix;
  JsonObject *object = _cp_import_member_object (config, name, &prefix);

  *node = NULL;
  if (is_null (object, name))
    return TRUE;

  return cp_json_find_member (config->file, object, prefix, name, CP_JSON_LIST, FALSE, node,
                               error);
}

/* Fails naming @name by its whole path (text_config.sliding_window). */
static gboolean G_GNUC_PRINTF (5, 6)
fail (Config      *config,
      GError     **error,
      CpFileError  code,
      const char  *name,
      const char  *format,
      ...)
{
  g_autofree char *path = cp_json_path (config->prefix, name);
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  return cp_json_fail (config->file, error, code, path, "%s", message);
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
    if (has_member (config, *names))
      return read_integer (config, *names, TRUE, min, max, value, error);

  *value = 0;
  return TRUE;
}

/* Model types whose embeddings are tied unless the config says otherwise
 * (their Hugging Face config classes default to it). */
static gboolean
ties_by_default (const char *model_type)
{
  return model_type != NULL && g_str_has_prefix (model_type, "gemma");
}

/* The members every model has. */
static gboolean
read_shape (Config  *config,
            GError **error)
{
  CpArchitecture *arch = &config->arch;
  const char *type;

  if (!read_string (config, "model_type", &config->model_type, error))
    return FALSE;
  arch->tied_embeddings = ties_by_default (config->model_type);

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
      !read_boolean (config, "tie_word_embeddings", &arch->tied_embeddings, error) ||
      !read_boolean (config, "attention_bias", &config->shape.attention_bias, error))
    return FALSE;

  if (!read_rope_scaling (config, arch, error))
    return FALSE;

  /* MHA when the config names no KV heads; head_dim from the hidden size
   * only when it divides evenly (Qwen3 gives its own, P2). */
  if (arch->kv_heads == 0)
    arch->kv_heads = arch->heads;
  if (arch->heads % arch->kv_heads != 0)
    {
      g_autofree char *heads = cp_format_integer (arch->heads);

      return fail (config, error, CP_FILE_ERROR_RANGE, "num_key_value_heads",
                   _("must divide attention_heads (%s)"), heads);
    }
  if (arch->head_dim == 0 && arch->hidden_size % arch->heads != 0)
    return fail (config, error, CP_FILE_ERROR_MISSING, "head_dim",
                 _("missing, and hidden_size is not a multiple of attention_heads"));
  if (arch->head_dim == 0)
    arch->head_dim = arch->hidden_size / arch->heads;

  type = config->model_type != NULL ? config->model_type : "";
  config->shape.gpt_oss = g_strcmp0 (config->model_type, "gpt_oss") == 0;
  config->shape.phi = g_strcmp0 (config->model_type, "phi") == 0;
  config->shape.qk_norm = g_strcmp0 (config->model_type, "qwen3") == 0 ||
                          g_strcmp0 (config->model_type, "qwen3_moe") == 0 ||
                          g_str_has_prefix (type, "gemma3") || g_str_has_prefix (type, "gemma4");
  config->shape.sandwich_norms = g_str_has_prefix (type, "gemma2") ||
                                 g_str_has_prefix (type, "gemma3") ||
                                 g_str_has_prefix (type, "gemma4");

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
  if (!find_list (config, name, &node, error))
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

          return fail (config, error, CP_FILE_ERROR_RANGE, path,
                       _("must be a layer number from 0 to %s"), most);
        }
    }

  *count = json_array_get_length (array);
  return TRUE;
}

/* Llama 4: experts as wide as intermediate_size, one shared expert of the
 * same width, the dense layers' MLP intermediate_size_mlp wide, and
 * experts on every interleave_moe_layer_step-th layer. */
static gboolean
read_llama4 (Config  *config,
             GError **error)
{
  CpArchitecture *arch = &config->arch;
  gint64 mlp = 0, step = 1;

  if (!read_integer (config, "intermediate_size_mlp", FALSE, 1, CP_ARCH_MAX_DIM, &mlp, error) ||
      !read_integer (config, "interleave_moe_layer_step", FALSE, 1, arch->layers, &step, error))
    return FALSE;

  arch->moe_intermediate_size = arch->intermediate_size;
  if (mlp > 0)
    arch->intermediate_size = mlp;
  config->shape.shared_experts = 1;
  config->shape.dense_layers = arch->layers - arch->layers / step;

  return TRUE;
}

/* Experts, when the model has them. */
static gboolean
read_moe (Config  *config,
          GError **error)
{
  static const char *experts[] = { "n_routed_experts", "num_experts", "num_local_experts", NULL };
  static const char *top_k[] = {
    "num_experts_per_tok", "experts_per_token", "top_k_experts", NULL
  };
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
      !read_index_list (config, "mlp_only_layers", arch->layers, &only_dense, error) ||
      !read_boolean (config, "enable_moe_block", &config->shape.mlp_beside_experts, error))
    return FALSE;

  if (config->shape.top_k == 0)
    return fail (config, error, CP_FILE_ERROR_MISSING, "num_experts_per_tok",
                 _("missing: a model with experts needs it"));

  if (g_strcmp0 (config->model_type, "llama4_text") == 0 ||
      g_strcmp0 (config->model_type, "llama4") == 0)
    return read_llama4 (config, error);

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

  if (!has_member (config, "kv_lora_rank"))
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
      !read_string (config, "topk_method", &method, error))
    return FALSE;

  /* The head size the engine keeps is the value head's; MLA's cache does
   * not depend on it. noaux_tc routing adds a bias per expert. */
  arch->head_dim = config->shape.v_head_dim;
  arch->kv_heads = arch->heads;
  config->shape.score_bias = g_strcmp0 (method, "noaux_tc") == 0;

  return TRUE;
}

/* Full layers from layer_types, one kind per layer. */
static gboolean
read_layer_types (Config    *config,
                  JsonArray *types,
                  GError   **error)
{
  CpArchitecture *arch = &config->arch;
  guint length = json_array_get_length (types);

  if (length != (guint) arch->layers)
    {
      g_autofree char *layers = cp_format_integer (arch->layers);

      return fail (config, error, CP_FILE_ERROR_RANGE, "layer_types",
                   _("must name one kind per layer (%s)"), layers);
    }

  arch->full_layers = 0;
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

          return fail (config, error, CP_FILE_ERROR_RANGE, path,
                       _("must be “full_attention” or “sliding_attention”"));
        }
    }

  return TRUE;
}

/* Which layers see only a window, as vLLM's hybrid KV allocator keeps
 * them (docs/sizing.md §4.5): layer_types when the config lists them
 * (gpt-oss, Gemma 3 and 4, newer configs of all kinds); else every N-th
 * layer full (sliding_window_pattern: Gemma 3, Cohere 2), every other
 * one (Gemma 2), the first max_window_layers full (Qwen 2 with
 * use_sliding_window), or every layer windowed (Mistral 7B v0.1, Phi-3).
 * Latent attention keeps its own cache; Qwen's configs name a window
 * they do not use (use_sliding_window false). */
static gboolean
read_sliding_window (Config  *config,
                     GError **error)
{
  CpArchitecture *arch = &config->arch;
  JsonNode *node;
  gboolean use = TRUE;
  gint64 pattern = 0, window_layers = -1;

  if (!read_integer (config, "sliding_window", FALSE, 1, CP_WORKLOAD_MAX_CONTEXT,
                     &arch->sliding_window, error) ||
      !read_boolean (config, "use_sliding_window", &use, error) ||
      !read_integer (config, "sliding_window_pattern", FALSE, 1, arch->layers, &pattern, error) ||
      !find_list (config, "layer_types", &node, error))
    return FALSE;
  if (has_member (config, "max_window_layers") &&
      !read_integer (config, "max_window_layers", FALSE, 0, CP_ARCH_MAX_LAYERS, &window_layers,
                     error))
    return FALSE;

  if (node != NULL)
    {
      if (!read_layer_types (config, json_node_get_array (node), error))
        return FALSE;
      if (arch->full_layers == arch->layers)
        return TRUE;
      if (arch->sliding_window == 0)
        return fail (config, error, CP_FILE_ERROR_MISSING, "sliding_window",
                     _("missing: layer_types has sliding layers"));
      if (arch->attention != CP_ATTENTION_MLA)
        arch->attention = CP_ATTENTION_SLIDING;
      return TRUE;
    }

  if (arch->sliding_window == 0 || !use || arch->attention == CP_ATTENTION_MLA)
    return TRUE;

  if (pattern > 0)
    arch->full_layers = arch->layers / pattern;
  else if (g_strcmp0 (config->model_type, "gemma2") == 0)
    arch->full_layers = arch->layers / 2;
  else if (window_layers >= 0 && g_str_has_prefix (config->model_type ? config->model_type : "",
                                                   "qwen"))
    arch->full_layers = MIN (window_layers, arch->layers);
  else
    arch->full_layers = 0;

  if (arch->full_layers < arch->layers)
    arch->attention = CP_ATTENTION_SLIDING;

  return TRUE;
}

/* All parameters, the active ones, and those of the routed experts
 * (cp-param-count.c), within the catalog's bounds. */
static gboolean
count_params (Config       *config,
              CpParamCount *count,
              GError      **error)
{
  CpArchitecture *a = &config->arch;

  cp_param_count (a, &config->shape, count);
  a->params = count->params;
  a->active_params = count->active_params;
  /* What expert parallelism spreads (docs/sizing.md §4.3). */
  if (a->experts > 0 && count->experts_params < a->params)
    a->expert_params = count->experts_params;

  if (a->params > CP_ARCH_MAX_PARAMS)
    {
      g_autofree char *most = cp_format_integer (CP_ARCH_MAX_PARAMS);

      return cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE, NULL,
                            ngettext ("these sizes make more than %s parameter",
                                      "these sizes make more than %s parameters",
                                      cp_format_plural_count (CP_ARCH_MAX_PARAMS)),
                            most);
    }

  return TRUE;
}

static char *
raw_model_name (const char *file)
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

/* What the model is called: its folder for a file named config.json,
 * else the file's own name without ".json"; as a name is kept
 * (cp_text_fit_name()), so that a plan holding it opens again. */
static char *
model_name (const char *file)
{
  g_autofree char *name = raw_model_name (file);
  char *fit = cp_text_fit_name (name, -1, CP_TEXT_NAME_MAX);

  return fit != NULL ? fit : g_strdup ("config");
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

static CpModel *import_config (Config       *config,
                               GBytes       *safetensors_index,
                               const char   *index_name,
                               CpParamCount *count,
                               GError      **error);

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
  {
    g_autofree char *said = g_strdup_printf (_("%s, parameters counted from it"), config->file);

    /* A plan reads a source of at most CP_JSON_MAX_TEXT_LENGTH characters. */
    source = cp_text_bound (said, CP_JSON_MAX_TEXT_LENGTH);
  }
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
  g_autofree char *ignore_path = NULL;
  CpParamCount count;
  CpModel *model;
  JsonNode *text;

  g_return_val_if_fail (config_bytes != NULL && config_name != NULL, NULL);
  g_return_val_if_fail (safetensors_index == NULL || index_name != NULL, NULL);

  config.root = _cp_import_parse (config_name, config_bytes, CP_MODEL_CONFIG_MAX_BYTES, &tree, error);
  if (config.root == NULL)
    return NULL;

  /* A multimodal wrapper's language model. */
  config.text = config.root;
  text = cp_json_member (config.root, "text_config");
  if (text != NULL && !JSON_NODE_HOLDS_NULL (text))
    {
      if (!cp_json_find_member (config_name, config.root, NULL, "text_config", CP_JSON_OBJECT,
                                 TRUE, &text, error))
        return NULL;
      config.text = json_node_get_object (text);
      config.prefix = "text_config";
    }

  model = import_config (&config, safetensors_index, index_name, &count, error);
  ignore_path = config.quant.ignore_path;

  return model;
}

/* Everything the import reads, and the model. */
static CpModel *
import_config (Config       *config,
               GBytes       *safetensors_index,
               const char   *index_name,
               CpParamCount *count,
               GError      **error)
{
  gint64 total_size;

  if (!read_shape (config, error) ||
      !read_moe (config, error) ||
      !read_mla (config, error) ||
      !read_sliding_window (config, error) ||
      !_cp_import_read_weights (config, error) ||
      !count_params (config, count, error) ||
      !_cp_import_weight_bytes (config, count, error))
    return NULL;

  /* The index's total is the checkpoint's exact bytes; MXFP4's padding
   * is what vLLM adds on loading. */
  if (safetensors_index != NULL)
    {
      if (!_cp_import_read_total_size (safetensors_index, index_name, &total_size, error) ||
          !_cp_import_check_total_size (config, index_name, total_size, error))
        return NULL;
      config->arch.weight_bytes = cp_sat_add (total_size, _cp_import_padding_bytes (config));
    }

  {
    g_autoptr(GError) engine_error = NULL;

    if (!cp_architecture_check (&config->arch, &engine_error))
      {
        cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE, NULL, "%s",
                       engine_error->message);
        return NULL;
      }
  }

  return new_model (config, error);
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
