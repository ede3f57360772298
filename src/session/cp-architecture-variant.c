/* cp-architecture-variant.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-session"

#include "config.h"

#include "cp-architecture-variant.h"

/* The counts of an architecture, by the names the catalog gives them
 * (docs/catalog.md), and whether a dictionary must have them. */
static const struct
{
  const char *key;
  gsize       offset;
  gboolean    required;
} counts[] = {
  { "params", G_STRUCT_OFFSET (CpArchitecture, params), TRUE },
  { "active_params", G_STRUCT_OFFSET (CpArchitecture, active_params), FALSE },
  { "layers", G_STRUCT_OFFSET (CpArchitecture, layers), TRUE },
  { "attention_heads", G_STRUCT_OFFSET (CpArchitecture, heads), TRUE },
  { "kv_heads", G_STRUCT_OFFSET (CpArchitecture, kv_heads), FALSE },
  { "head_dim", G_STRUCT_OFFSET (CpArchitecture, head_dim), FALSE },
  { "kv_lora_rank", G_STRUCT_OFFSET (CpArchitecture, kv_lora_rank), FALSE },
  { "qk_rope_head_dim", G_STRUCT_OFFSET (CpArchitecture, qk_rope_head_dim), FALSE },
  { "full_attention_layers", G_STRUCT_OFFSET (CpArchitecture, full_layers), FALSE },
  { "sliding_window", G_STRUCT_OFFSET (CpArchitecture, sliding_window), FALSE },
  { "intermediate_size", G_STRUCT_OFFSET (CpArchitecture, intermediate_size), FALSE },
  { "moe_intermediate_size", G_STRUCT_OFFSET (CpArchitecture, moe_intermediate_size), FALSE },
  { "experts", G_STRUCT_OFFSET (CpArchitecture, experts), FALSE },
  { "vocab_size", G_STRUCT_OFFSET (CpArchitecture, vocab_size), TRUE },
  { "hidden_size", G_STRUCT_OFFSET (CpArchitecture, hidden_size), TRUE },
  { "unquantized_params", G_STRUCT_OFFSET (CpArchitecture, unquantized_params), FALSE },
  { "weight_bytes", G_STRUCT_OFFSET (CpArchitecture, weight_bytes), FALSE },
  { "max_context", G_STRUCT_OFFSET (CpArchitecture, max_context), FALSE },
};

static const char *attention_names[] = {
  [CP_ATTENTION_GQA] = "gqa",
  [CP_ATTENTION_MLA] = "mla",
  [CP_ATTENTION_SLIDING] = "sliding-window",
};

#define COUNT(arch, i) (*(gint64 *) G_STRUCT_MEMBER_P ((arch), counts[i].offset))

/**
 * cp_architecture_to_variant:
 *
 * Returns: (transfer floating): the architecture as an a{sv}; counts that
 *   are 0 ("not given") are left out.
 */
GVariant *
cp_architecture_to_variant (CpModelArchitecture *architecture)
{
  const CpArchitecture *arch;
  g_autofree char *weights = NULL;
  GVariantDict dict;

  g_return_val_if_fail (architecture != NULL, NULL);

  arch = cp_model_architecture_get (architecture);
  g_variant_dict_init (&dict, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    if (COUNT ((CpArchitecture *) arch, i) != 0)
      g_variant_dict_insert (&dict, counts[i].key, "x", COUNT ((CpArchitecture *) arch, i));

  weights = cp_weight_format_to_string (&arch->weights);
  g_variant_dict_insert (&dict, "attention", "s", attention_names[arch->attention]);
  g_variant_dict_insert (&dict, "weights", "s", weights);
  if (arch->weights.kind == CP_WEIGHTS_FP8_BLOCK)
    g_variant_dict_insert (&dict, "quant_block", "x", arch->weights.block);
  g_variant_dict_insert (&dict, "tied_embeddings", "b", arch->tied_embeddings);
  if (cp_model_architecture_get_hf_repo (architecture) != NULL)
    g_variant_dict_insert (&dict, "hf_repo", "s", cp_model_architecture_get_hf_repo (architecture));
  if (cp_model_architecture_get_source (architecture) != NULL)
    g_variant_dict_insert (&dict, "source", "s", cp_model_architecture_get_source (architecture));

  return g_variant_dict_end (&dict);
}

static gboolean
lookup_attention (GVariantDict  *dict,
                  CpAttention   *attention,
                  GError       **error)
{
  const char *name = NULL;

  if (!g_variant_dict_lookup (dict, "attention", "&s", &name))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "attention: missing");
      return FALSE;
    }

  for (guint i = 0; i < G_N_ELEMENTS (attention_names); i++)
    if (g_str_equal (name, attention_names[i]))
      {
        *attention = (CpAttention) i;
        return TRUE;
      }

  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               "attention: “%s” is not gqa, mla or sliding-window", name);
  return FALSE;
}

/**
 * cp_architecture_from_variant:
 * @variant: an a{sv} as cp_architecture_to_variant() writes it
 *
 * Reads an architecture back and checks it as the catalog does.
 *
 * Returns: (transfer full) (nullable): the architecture, or %NULL with
 *   the member that is wrong in @error.
 */
CpModelArchitecture *
cp_architecture_from_variant (GVariant  *variant,
                              GError   **error)
{
  g_autoptr(GVariantDict) dict = NULL;
  CpArchitecture arch = { 0 };
  const char *weights = NULL, *hf_repo = NULL, *source = NULL;
  gint64 block;

  g_return_val_if_fail (variant != NULL, NULL);

  if (!g_variant_is_of_type (variant, G_VARIANT_TYPE_VARDICT))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "not a dictionary");
      return NULL;
    }

  dict = g_variant_dict_new (variant);
  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    if (!g_variant_dict_lookup (dict, counts[i].key, "x", &COUNT (&arch, i)) && counts[i].required)
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: missing", counts[i].key);
        return NULL;
      }

  if (!lookup_attention (dict, &arch.attention, error))
    return NULL;

  if (!g_variant_dict_lookup (dict, "weights", "&s", &weights) ||
      !cp_weight_format_from_string (weights, &arch.weights))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "weights: not one of %s",
                   CP_WEIGHT_FORMAT_NAMES);
      return NULL;
    }
  if (arch.weights.kind == CP_WEIGHTS_FP8_BLOCK &&
      g_variant_dict_lookup (dict, "quant_block", "x", &block))
    arch.weights.block = block;

  g_variant_dict_lookup (dict, "tied_embeddings", "b", &arch.tied_embeddings);
  g_variant_dict_lookup (dict, "hf_repo", "&s", &hf_repo);
  g_variant_dict_lookup (dict, "source", "&s", &source);

  if (!cp_architecture_check (&arch, error))
    return NULL;

  return cp_model_architecture_new (&arch, hf_repo, source);
}

/**
 * cp_model_copy_with_architecture:
 * @base: a custom model, as cp_model_new_for_params() makes it
 * @architecture: its shape
 *
 * Returns: (transfer full): @base with @architecture, to be sized for a
 *   workload.
 */
CpModel *
cp_model_copy_with_architecture (CpModel             *base,
                                 CpModelArchitecture *architecture)
{
  g_return_val_if_fail (CP_IS_MODEL (base), NULL);
  g_return_val_if_fail (architecture != NULL, NULL);

  return g_object_new (CP_TYPE_MODEL,
                       "id", cp_item_get_id (CP_ITEM (base)),
                       "name", cp_item_get_name (CP_ITEM (base)),
                       "min-memory-mb", cp_model_get_min_memory_mb (base),
                       "params-b", cp_model_get_params_b (base),
                       "precision", cp_model_get_precision (base),
                       "architecture", architecture,
                       "custom", TRUE,
                       NULL);
}
