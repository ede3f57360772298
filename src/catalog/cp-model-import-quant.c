/* cp-model-import-quant.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-model-import"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "cp-format.h"
#include "cp-json-fields.h"
#include "cp-model-arch-json.h"
#include "cp-model-import-private.h"
#include "cp-text.h"

/* A checkpoint's weight format from its config.json (docs/sizing.md §4.5):
 * the dtype, or the quantization_config of every method vLLM loads that
 * the arithmetic can size — its bits, its scales, and the modules it
 * leaves at 16 bits. What every method keeps at 16 bits is the same in
 * vLLM: the embeddings and the LM head (a vocabulary embedding, not a
 * linear layer), the MoE router (built without the quantisation), norms
 * and biases. */

typedef CpImportConfig Config;

/* How many ignore entries are read, and how many pattern × layer tests
 * (regular expressions and names without a layer) are made, at most. */
#define MAX_IGNORE_ENTRIES  65536
#define MAX_PATTERN_TESTS   (1024 * 1024)

static gboolean
dtype_weights (Config  *config,
               GError **error)
{
  static const struct { const char *dtype; CpWeightKind kind; } dtypes[] = {
    { "bfloat16", CP_WEIGHTS_BF16 }, { "float16", CP_WEIGHTS_FP16 }, { "float32", CP_WEIGHTS_FP32 },
  };
  const char *prefix;
  JsonObject *object = _cp_import_member_object (config, "torch_dtype", &prefix);
  const char *name = "torch_dtype";
  JsonNode *node = cp_json_member (object, name);
  g_autofree char *shown = NULL;
  g_autofree char *path = NULL;
  const char *dtype;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    {
      name = "dtype";
      object = _cp_import_member_object (config, name, &prefix);
      node = cp_json_member (object, name);
    }

  /* Without a word on it, the weights are taken as bf16, as most are. */
  config->arch.weights = (CpWeightFormat) { CP_WEIGHTS_BF16, 0 };
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!cp_json_read_string (config->file, object, prefix, name, FALSE,
                             CP_JSON_MAX_TEXT_LENGTH, &dtype, error))
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (dtypes); i++)
    if (g_str_equal (dtype, dtypes[i].dtype))
      {
        config->arch.weights.kind = dtypes[i].kind;
        return TRUE;
      }

  shown = cp_text_echo (dtype, -1);
  path = cp_json_path (prefix, name);

  return cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE, path,
                        _("must be bfloat16, float16 or float32, not “%s”"), shown);
}

/* The optional list of modules kept at 16 bits, under the first of
 * @names the method uses. */
static gboolean
read_ignore (Config      *config,
             JsonObject  *quantization,
             const char  *where,
             const char **names,
             GError     **error)
{
  for (; *names != NULL; names++)
    {
      JsonNode *node;

      if (cp_json_member (quantization, *names) == NULL ||
          JSON_NODE_HOLDS_NULL (cp_json_member (quantization, *names)))
        continue;
      if (!cp_json_find_member (config->file, quantization, where, *names, CP_JSON_LIST, TRUE,
                                 &node, error))
        return FALSE;

      config->quant.ignore = json_node_get_array (node);
      config->quant.ignore_path = cp_json_path (where, *names);
      return TRUE;
    }

  return TRUE;
}

/* FP8's blocks: [128, 128], or none for per-tensor or per-channel
 * scales. */
static gboolean
read_block (Config      *config,
            JsonNode    *node,
            const char  *path,
            gint64      *tile,
            GError     **error)
{
  JsonArray *block = node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node)
                                                                   : NULL;

  *tile = 0;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;

  if (block == NULL || json_array_get_length (block) != 2 ||
      !JSON_NODE_HOLDS_VALUE (json_array_get_element (block, 0)) ||
      json_node_get_value_type (json_array_get_element (block, 0)) != G_TYPE_INT64 ||
      !JSON_NODE_HOLDS_VALUE (json_array_get_element (block, 1)) ||
      json_node_get_value_type (json_array_get_element (block, 1)) != G_TYPE_INT64 ||
      json_array_get_int_element (block, 0) != json_array_get_int_element (block, 1) ||
      json_array_get_int_element (block, 0) < 1 ||
      json_array_get_int_element (block, 0) > CP_ARCH_MAX_BLOCK)
    return cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE, path,
                          _("must be two equal block sizes, such as [128, 128]"));

  *tile = json_array_get_int_element (block, 0);
  return TRUE;
}

/* The engine's name for @bits-bit integer weights in groups of @group
 * (0: one scale per channel). Groups other than 32, 64 and 128 are
 * shown as the nearest the engine names, int4-g128: vLLM's Marlin kernels
 * ask for 128-wide slices under tensor parallelism all the same. Their
 * bytes are their own (weight_bytes). */
static CpWeightFormat
integer_format (gint64 bits,
                gint64 group)
{
  if (bits > 4)
    return (CpWeightFormat) { CP_WEIGHTS_INT8, 0 };
  if (group == 32 || group == 64 || group == 128)
    return (CpWeightFormat) { CP_WEIGHTS_INT4, group };

  return (CpWeightFormat) { CP_WEIGHTS_INT4, 128 };
}

/* GPTQ, AutoRound and AWQ: integer weights with an fp16 scale and a zero
 * of the same bits per group of a column; group_size -1 is one scale per
 * column, too few bytes to count. */
static gboolean
read_gptq (Config      *config,
           JsonObject  *quantization,
           const char  *where,
           gboolean     awq,
           GError     **error)
{
  static const char *ignore[] = { "modules_to_not_convert", NULL };
  const char *bits_name = awq && cp_json_member (quantization, "w_bit") != NULL ? "w_bit" : "bits";
  const char *group_name = awq && cp_json_member (quantization, "q_group_size") != NULL
                           ? "q_group_size" : "group_size";
  gint64 bits, group;

  if (!cp_json_read_integer (config->file, quantization, where, bits_name, TRUE, 2, 8, &bits,
                              error) ||
      !cp_json_read_integer (config->file, quantization, where, group_name, TRUE, -1,
                              CP_ARCH_MAX_DIM, &group, error) ||
      !read_ignore (config, quantization, where, ignore, error))
    return FALSE;

  if (group == 0 || (group > 0 && group < 8) || (bits != 2 && bits != 3 && bits != 4 && bits != 8))
    {
      g_autofree char *path = cp_json_path (where, group == 0 || (group > 0 && group < 8)
                                                   ? group_name : bits_name);

      return cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE, path,
                            group == 0 || (group > 0 && group < 8)
                            ? _("must be −1 (one scale per column) or a group of 8 or more")
                            : _("must be 2, 3, 4 or 8 bits"));
    }

  config->quant.bits = bits;
  config->quant.group = MAX (group, 0);
  config->quant.scale_bits = 16 + bits;
  config->arch.weights = integer_format (bits, config->quant.group);

  return TRUE;
}

/* compressed-tensors (llm-compressor, RedHat's and NVIDIA's checkpoints):
 * the weights of its first scheme (config_groups, whose targets are the
 * linear layers), and its ignore list. */
static gboolean
read_compressed_tensors (Config      *config,
                         JsonObject  *quantization,
                         const char  *where,
                         GError     **error)
{
  static const char *ignore[] = { "ignore", NULL };
  g_autofree char *groups_path = cp_json_path (where, "config_groups");
  g_autofree char *scheme_path = NULL;
  g_autofree char *weights_path = NULL;
  g_autofree char *block_path = NULL;
  JsonNode *groups, *scheme, *weights;
  JsonObject *w;
  GList *names;
  const char *type, *strategy = NULL;
  gint64 bits, group = 0;
  gboolean symmetric = TRUE;

  if (!cp_json_find_member (config->file, quantization, where, "config_groups", CP_JSON_OBJECT,
                             TRUE, &groups, error) ||
      !read_ignore (config, quantization, where, ignore, error))
    return FALSE;

  /* No scheme for the weights: a checkpoint that quantises only its KV
   * cache (kv_cache_scheme) keeps its weights in their dtype. */
  names = json_object_get_members (json_node_get_object (groups));
  if (names == NULL)
    {
      config->quant.method = NULL;
      return dtype_weights (config, error);
    }
  scheme_path = cp_json_path (groups_path, names->data);
  if (!cp_json_find_member (config->file, json_node_get_object (groups), groups_path,
                             names->data, CP_JSON_OBJECT, TRUE, &scheme, error))
    {
      g_list_free (names);
      return FALSE;
    }
  g_list_free (names);

  if (!cp_json_find_member (config->file, json_node_get_object (scheme), scheme_path, "weights",
                             CP_JSON_OBJECT, TRUE, &weights, error))
    return FALSE;
  w = json_node_get_object (weights);
  weights_path = cp_json_path (scheme_path, "weights");

  if (!cp_json_read_integer (config->file, w, weights_path, "num_bits", TRUE, 4, 8, &bits,
                              error) ||
      !cp_json_read_string (config->file, w, weights_path, "type", TRUE, CP_JSON_MAX_TEXT_LENGTH,
                             &type, error) ||
      (cp_json_member (w, "strategy") != NULL &&
       !JSON_NODE_HOLDS_NULL (cp_json_member (w, "strategy")) &&
       !cp_json_read_string (config->file, w, weights_path, "strategy", FALSE,
                              CP_JSON_MAX_TEXT_LENGTH, &strategy, error)) ||
      (cp_json_member (w, "group_size") != NULL &&
       !JSON_NODE_HOLDS_NULL (cp_json_member (w, "group_size")) &&
       !cp_json_read_integer (config->file, w, weights_path, "group_size", FALSE, 1,
                               CP_ARCH_MAX_DIM, &group, error)) ||
      (cp_json_member (w, "symmetric") != NULL &&
       !cp_json_read_boolean (config->file, w, weights_path, "symmetric", FALSE, &symmetric,
                               error)))
    return FALSE;

  if (bits != 4 && bits != 8)
    {
      g_autofree char *path = cp_json_path (weights_path, "num_bits");

      return cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE, path,
                            _("must be 4 or 8 bits"));
    }
  if (!g_str_equal (type, "int") && !g_str_equal (type, "float"))
    {
      g_autofree char *path = cp_json_path (weights_path, "type");

      return cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE, path,
                            _("must be “int” or “float”"));
    }

  block_path = cp_json_path (weights_path, "block_structure");
  if (!read_block (config, cp_json_member (w, "block_structure"), block_path, &config->quant.tile,
                   error))
    return FALSE;

  config->quant.bits = bits;
  if (g_strcmp0 (strategy, "group") == 0 || g_strcmp0 (strategy, "tensor_group") == 0)
    config->quant.group = group;

  if (g_str_equal (type, "float") && bits == 8)
    {
      config->arch.weights = config->quant.tile > 0
                             ? (CpWeightFormat) { CP_WEIGHTS_FP8_BLOCK, config->quant.tile }
                             : (CpWeightFormat) { CP_WEIGHTS_FP8, 0 };
    }
  else if (g_str_equal (type, "float"))
    {
      /* NVFP4: an fp8 scale per 16 weights; MXFP4: an 8-bit one per 32. */
      config->quant.scale_bits = 8;
      if (config->quant.group == 0)
        config->quant.group = 16;
      config->arch.weights = (CpWeightFormat) {
        config->quant.group == 32 ? CP_WEIGHTS_MXFP4 : CP_WEIGHTS_NVFP4, 0
      };
    }
  else
    {
      /* A bf16 scale per group, and a zero of the same bits when
       * asymmetric. */
      config->quant.scale_bits = 16 + (symmetric ? 0 : bits);
      config->arch.weights = integer_format (bits, config->quant.group);
    }

  return TRUE;
}

/* NVIDIA ModelOpt: FP8 per tensor, or NVFP4 (an fp8 scale per group of
 * 16). Its algorithm is quant_algo, at the top or in a "quantization"
 * object (hf_quant_config.json's layout). */
static gboolean
read_modelopt (Config      *config,
               JsonObject  *quantization,
               const char  *where,
               GError     **error)
{
  static const char *ignore[] = { "exclude_modules", "ignore", NULL };
  g_autofree char *inner_path = cp_json_path (where, "quantization");
  JsonNode *inner = cp_json_member (quantization, "quantization");
  JsonObject *object = quantization;
  const char *object_path = where;
  const char *algo;
  gint64 group = 16;

  if (inner != NULL && JSON_NODE_HOLDS_OBJECT (inner) &&
      cp_json_member (quantization, "quant_algo") == NULL)
    {
      object = json_node_get_object (inner);
      object_path = inner_path;
    }

  if (!cp_json_read_string (config->file, object, object_path, "quant_algo", TRUE,
                             CP_JSON_MAX_TEXT_LENGTH, &algo, error) ||
      !read_ignore (config, object, object_path, ignore, error))
    return FALSE;

  if (g_str_equal (algo, "FP8"))
    {
      config->quant.bits = 8;
      config->arch.weights = (CpWeightFormat) { CP_WEIGHTS_FP8, 0 };
      return TRUE;
    }

  if (g_str_equal (algo, "NVFP4"))
    {
      if (cp_json_member (object, "group_size") != NULL &&
          !cp_json_read_integer (config->file, object, object_path, "group_size", FALSE, 8,
                                  CP_ARCH_MAX_DIM, &group, error))
        return FALSE;
      config->quant.bits = 4;
      config->quant.group = group;
      config->quant.scale_bits = 8;
      config->arch.weights = (CpWeightFormat) { CP_WEIGHTS_NVFP4, 0 };
      return TRUE;
    }

  {
    g_autofree char *shown = cp_text_echo (algo, -1);
    g_autofree char *path = cp_json_path (object_path, "quant_algo");

    return cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE, path,
                          _("ModelOpt's “%s” is not a format Cluster Planner can size: "
                            "FP8 or NVFP4"), shown);
  }
}

/**
 * _cp_import_read_weights:
 *
 * The checkpoint's format: its quantization_config (at the top, or in
 * text_config), else its dtype.
 */
gboolean
_cp_import_read_weights (Config  *config,
                         GError **error)
{
  static const char *fp8_ignore[] = { "ignored_layers", "modules_to_not_convert", NULL };
  JsonObject *holder = config->root;
  g_autofree char *where = NULL;
  g_autofree char *method_path = NULL;
  JsonNode *node = cp_json_member (config->root, "quantization_config");
  JsonObject *quantization;
  const char *method;

  if ((node == NULL || JSON_NODE_HOLDS_NULL (node)) && config->text != config->root)
    {
      holder = config->text;
      node = cp_json_member (config->text, "quantization_config");
    }
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return dtype_weights (config, error);

  where = cp_json_path (holder == config->root ? NULL : config->prefix, "quantization_config");
  if (!cp_json_find_member (config->file, holder, holder == config->root ? NULL : config->prefix,
                             "quantization_config", CP_JSON_OBJECT, TRUE, &node, error))
    return FALSE;

  quantization = json_node_get_object (node);
  if (!cp_json_read_string (config->file, quantization, where, "quant_method", TRUE,
                             CP_JSON_MAX_TEXT_LENGTH, &method, error))
    return FALSE;

  config->quant.method = method;

  if (g_str_equal (method, "fp8"))
    {
      g_autofree char *path = cp_json_path (where, "weight_block_size");

      config->quant.bits = 8;
      if (!read_block (config, cp_json_member (quantization, "weight_block_size"), path,
                       &config->quant.tile, error) ||
          !read_ignore (config, quantization, where, fp8_ignore, error))
        return FALSE;
      config->arch.weights = config->quant.tile > 0
                             ? (CpWeightFormat) { CP_WEIGHTS_FP8_BLOCK, config->quant.tile }
                             : (CpWeightFormat) { CP_WEIGHTS_FP8, 0 };
      return TRUE;
    }

  if (g_str_equal (method, "fbgemm_fp8"))
    {
      static const char *ignore[] = { "modules_to_not_convert", NULL };

      /* FP8 with one scale per output channel. */
      config->quant.bits = 8;
      config->arch.weights = (CpWeightFormat) { CP_WEIGHTS_FP8, 0 };
      return read_ignore (config, quantization, where, ignore, error);
    }

  if (g_str_equal (method, "mxfp4"))
    {
      /* gpt-oss: the experts only, 32 four-bit values and an 8-bit scale. */
      config->quant.bits = 4;
      config->quant.group = 32;
      config->quant.scale_bits = 8;
      config->quant.experts_only = TRUE;
      config->arch.weights = (CpWeightFormat) { CP_WEIGHTS_MXFP4, 0 };
      return TRUE;
    }

  if (g_str_equal (method, "gptq") || g_str_equal (method, "auto-round") ||
      g_str_equal (method, "awq"))
    return read_gptq (config, quantization, where, g_str_equal (method, "awq"), error);

  if (g_str_equal (method, "compressed-tensors"))
    return read_compressed_tensors (config, quantization, where, error);

  if (g_str_equal (method, "modelopt") || g_str_equal (method, "modelopt_fp4"))
    return read_modelopt (config, quantization, where, error);

  {
    g_autofree char *shown = cp_text_echo (method, -1);

    method_path = cp_json_path (where, "quant_method");
    return cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE, method_path,
                          _("“%s” is not a format Cluster Planner can size: fp8, fbgemm_fp8, "
                            "mxfp4, gptq, awq, auto-round, compressed-tensors or modelopt"),
                          shown);
  }
}

/* One layer's linear modules, as checkpoints name them. */
typedef struct
{
  const char    *name;
  CpParamModule  module;
  gboolean       moe;
  gboolean       dense;
} Module;

static const Module modules[] = {
  { "self_attn.q_proj", CP_PARAM_MODULE_Q, TRUE, TRUE },
  { "self_attn.k_proj", CP_PARAM_MODULE_K, TRUE, TRUE },
  { "self_attn.v_proj", CP_PARAM_MODULE_V, TRUE, TRUE },
  { "self_attn.o_proj", CP_PARAM_MODULE_O, TRUE, TRUE },
  { "mlp.gate_proj", CP_PARAM_MODULE_MLP_PROJ, FALSE, TRUE },
  { "mlp.up_proj", CP_PARAM_MODULE_MLP_PROJ, FALSE, TRUE },
  { "mlp.down_proj", CP_PARAM_MODULE_MLP_PROJ, FALSE, TRUE },
  { "mlp.shared_expert.gate_proj", CP_PARAM_MODULE_SHARED_PROJ, TRUE, FALSE },
  { "mlp.shared_expert.up_proj", CP_PARAM_MODULE_SHARED_PROJ, TRUE, FALSE },
  { "mlp.shared_expert.down_proj", CP_PARAM_MODULE_SHARED_PROJ, TRUE, FALSE },
  { "mlp.experts.0.gate_proj", CP_PARAM_MODULE_EXPERT_PROJ, TRUE, FALSE },
  { "mlp.experts.0.up_proj", CP_PARAM_MODULE_EXPERT_PROJ, TRUE, FALSE },
  { "mlp.experts.0.down_proj", CP_PARAM_MODULE_EXPERT_PROJ, TRUE, FALSE },
};

/* Whether the ignore entry @entry names module @m of layer @layer: a
 * regular expression ("re:…", matched from the start, as
 * compressed-tensors does), a module's name with its layer (exactly, or a
 * parent of it; fused qkv_proj and gate_up_proj too), or a name without a
 * layer, which matches wherever it appears (as vLLM's substring test). */
static gboolean
matches (const char *entry,
         GRegex     *regex,
         gint64      layer,
         const Module *m)
{
  char full[160];
  const char *layers;

  g_snprintf (full, sizeof full, "model.layers.%" G_GINT64_FORMAT ".%s", layer, m->name);

  if (regex != NULL)
    return g_regex_match (regex, full, G_REGEX_MATCH_ANCHORED, NULL);

  layers = strstr (entry, "layers.");
  if (layers != NULL)
    {
      const char *own = strstr (full, "layers.");
      gsize length = strlen (layers);
      g_autofree char *fused = NULL;

      if (strncmp (own, layers, length) == 0 && (own[length] == '\0' || own[length] == '.'))
        return TRUE;

      /* vLLM's fused names. */
      if (g_str_has_suffix (layers, ".qkv_proj") && m->module >= CP_PARAM_MODULE_Q &&
          m->module <= CP_PARAM_MODULE_V)
        fused = g_strndup (layers, length - strlen ("qkv_proj"));
      else if (g_str_has_suffix (layers, ".gate_up_proj") &&
               (g_str_has_suffix (m->name, "gate_proj") || g_str_has_suffix (m->name, "up_proj")))
        fused = g_strndup (layers, length - strlen ("gate_up_proj"));

      return fused != NULL && g_str_has_prefix (own, fused) &&
             strchr (own + strlen (fused), '.') == NULL;
    }

  /* "gate" alone is the router, kept anyway, not every gate_proj. */
  if (g_str_equal (entry, "gate") || g_str_has_suffix (entry, ".gate"))
    return FALSE;

  return entry[0] != '\0' && strstr (full, entry) != NULL;
}

/* The layer an ignore entry names ("model.layers.12.mlp"), or -1. */
static gint64
entry_layer (const char *entry)
{
  const char *layers = strstr (entry, "layers.");
  char *end;
  gint64 layer;

  if (layers == NULL || !g_ascii_isdigit (layers[strlen ("layers.")]))
    return -1;

  layer = g_ascii_strtoll (layers + strlen ("layers."), &end, 10);
  return *end == '.' || *end == '\0' ? layer : -1;
}

static gint64
module_params (const Config *config,
               const Module *m)
{
  gint64 params = cp_param_module (&config->arch, &config->shape, m->module);

  if (m->module == CP_PARAM_MODULE_EXPERT_PROJ)
    return cp_sat_mul (params, config->arch.experts);
  if (m->module == CP_PARAM_MODULE_SHARED_PROJ)
    return cp_sat_mul (params, config->shape.shared_experts);

  return params;
}

/* The parameters the ignore list keeps at 16 bits among those the method
 * quantises; each module counted once. */
static gboolean
ignored_params (Config  *config,
                gint64  *kept,
                GError **error)
{
  CpArchitecture *arch = &config->arch;
  JsonArray *ignore = config->quant.ignore;
  guint length = ignore != NULL ? json_array_get_length (ignore) : 0;
  g_autofree guint8 *hit = NULL;
  gint64 tests = 0;

  *kept = 0;
  if (length == 0)
    return TRUE;
  if (length > MAX_IGNORE_ENTRIES)
    {
      g_autofree char *most = cp_format_integer (MAX_IGNORE_ENTRIES);

      return cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE, config->quant.ignore_path,
                            ngettext ("lists more than %s module", "lists more than %s modules",
                                      cp_format_plural_count (MAX_IGNORE_ENTRIES)),
                            most);
    }

  hit = g_new0 (guint8, arch->layers * G_N_ELEMENTS (modules));

  for (guint i = 0; i < length; i++)
    {
      JsonNode *element = json_array_get_element (ignore, i);
      const char *entry;
      g_autoptr(GRegex) regex = NULL;
      gint64 layer, first, last;

      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_STRING)
        {
          g_autofree char *path = g_strdup_printf ("%s[%u]", config->quant.ignore_path, i);

          return cp_json_fail (config->file, error, CP_FILE_ERROR_TYPE, path,
                                _("must be a module's name"));
        }
      entry = json_node_get_string (element);

      if (g_str_has_prefix (entry, "re:"))
        {
          regex = g_regex_new (entry + 3, G_REGEX_OPTIMIZE, 0, NULL);
          if (regex == NULL)
            {
              g_autofree char *path = g_strdup_printf ("%s[%u]", config->quant.ignore_path, i);

              return cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE, path,
                                    _("is not a regular expression"));
            }
        }

      layer = regex == NULL ? entry_layer (entry) : -1;
      if (layer >= arch->layers)
        continue;
      first = layer >= 0 ? layer : 0;
      last = layer >= 0 ? layer : arch->layers - 1;

      if (layer < 0)
        {
          tests += arch->layers;
          if (tests > MAX_PATTERN_TESTS)
            return cp_json_fail (config->file, error, CP_FILE_ERROR_RANGE,
                                  config->quant.ignore_path,
                                  _("has too many patterns for this many layers"));
        }

      for (gint64 l = first; l <= last; l++)
        {
          gboolean moe = arch->experts > 0 && l >= config->shape.dense_layers;

          for (guint k = 0; k < G_N_ELEMENTS (modules); k++)
            {
              const Module *m = &modules[k];
              guint8 *seen = &hit[l * G_N_ELEMENTS (modules) + k];

              if (*seen || !(moe ? m->moe : m->dense) || !matches (entry, regex, l, m))
                continue;
              *seen = 1;
              *kept = cp_sat_add (*kept, module_params (config, m));
            }
        }
    }

  return TRUE;
}

/* Bytes of @params weights quantised by the method's rules. */
static gint64
quantised_bytes (const CpImportQuant *quant,
                 gint64               params)
{
  gint64 bytes = cp_sat_add (cp_sat_mul (params / 8, quant->bits),
                             ((params % 8) * quant->bits + 7) / 8);

  if (quant->group > 0)
    bytes = cp_sat_add (bytes, cp_sat_mul ((params + quant->group - 1) / quant->group,
                                           quant->scale_bits) / 8);
  if (quant->tile > 0)
    bytes = cp_sat_add (bytes, cp_sat_mul (params / (quant->tile * quant->tile) + 1, 4));

  return bytes;
}

/* vLLM's MXFP4 MoE kernels on Hopper pad each expert's matrices; the
 * loaded figure for gpt-oss-120b (64.38 GiB, vllm #33155) is that of an
 * intermediate width rounded up to 256 (2,880 → 3,072), within 0.3 %.
 * A calibration to that log, not a reading of the kernel's layout. */
#define MXFP4_PAD 256

/**
 * _cp_import_padding_bytes:
 *
 * Returns: what vLLM loads beyond the checkpoint's bytes (MXFP4's padded
 *   experts), 0 for other formats.
 */
gint64
_cp_import_padding_bytes (const CpImportConfig *config)
{
  const CpArchitecture *arch = &config->arch;
  gint64 width = arch->moe_intermediate_size, padded, extra;

  if (!config->quant.experts_only || arch->experts == 0 || width == 0)
    return 0;

  padded = (width + MXFP4_PAD - 1) / MXFP4_PAD * MXFP4_PAD;
  extra = cp_sat_mul (cp_sat_mul (3 * arch->hidden_size, padded - width),
                      cp_sat_mul (arch->experts, arch->layers - config->shape.dense_layers));

  return quantised_bytes (&config->quant, extra);
}

/**
 * _cp_import_weight_bytes:
 * @count: the model's counted parameters
 *
 * For a quantised checkpoint, its bytes by its method's rules (the
 * quantised modules at their bits and scales, the rest at 16 bits) into
 * weight_bytes, and the parameters it keeps at 16 bits into
 * unquantized_params.
 */
gboolean
_cp_import_weight_bytes (CpImportConfig     *config,
                         const CpParamCount *count,
                         GError            **error)
{
  CpArchitecture *arch = &config->arch;
  gint64 quantised, kept;

  if (config->quant.method == NULL)
    return TRUE;

  if (config->quant.experts_only)
    quantised = count->experts_params;
  else
    {
      gint64 ignored;

      if (!ignored_params (config, &ignored, error))
        return FALSE;
      quantised = cp_sat_add (cp_sat_add (count->attention_linear, count->mlp_linear),
                              count->experts_params);
      quantised = MAX (quantised - ignored, 0);
    }

  quantised = MIN (quantised, arch->params);
  kept = arch->params - quantised;
  arch->unquantized_params = kept;
  arch->weight_bytes = cp_sat_add (cp_sat_add (quantised_bytes (&config->quant, quantised),
                                               cp_sat_mul (kept, 2)),
                                   _cp_import_padding_bytes (config));
  arch->weight_bytes = MAX (arch->weight_bytes, 1);

  return TRUE;
}
