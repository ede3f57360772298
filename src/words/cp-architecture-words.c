/* cp-architecture-words.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-architecture-words"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-architecture-words.h"
#include "cp-build-words.h"
#include "cp-format.h"

/* The words about a model's architecture and the format of its weights,
 * as the Custom Model dialog and the catalog show them. */

/**
 * cp_weight_format_dup_label:
 * @native: whether it is the checkpoint's own format
 *
 * Returns: a weight format as a list shows it: "bf16 (native)", "int4-g128".
 */
char *
cp_weight_format_dup_label (const CpWeightFormat *format,
                            gboolean              native)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (format != NULL, NULL);

  name = cp_weight_format_to_string (format);
  if (!native)
    return g_steal_pointer (&name);

  /* TRANSLATORS: the checkpoint's own weight format, e.g. "bf16 (native)" */
  return g_strdup_printf (_("%s (native)"), name);
}

/* An architecture, as the import shows what it read */

/**
 * cp_architecture_dup_params:
 *
 * Returns: the parameters: "70,553,706,496 (70.6 billion)", with the
 *   active ones of a mixture of experts.
 */
char *
cp_architecture_dup_params (const CpArchitecture *arch)
{
  g_autofree char *all = NULL;
  g_autofree char *billions = NULL;

  g_return_val_if_fail (arch != NULL, NULL);

  all = cp_format_integer (arch->params);
  billions = cp_format_decimal (arch->params / 1e9, 1);

  if (arch->active_params > 0 && arch->active_params < arch->params)
    {
      g_autofree char *active = cp_format_decimal (arch->active_params / 1e9, 1);

      /* TRANSLATORS: a mixture of experts' parameters, e.g. "235,093,634,560
       * (235.1 billion; 22.1 billion active per token)" */
      return g_strdup_printf (_("%s (%s billion; %s billion active per token)"), all, billions, active);
    }

  /* TRANSLATORS: e.g. "70,553,706,496 (70.6 billion)" */
  return g_strdup_printf (_("%s (%s billion)"), all, billions);
}

/**
 * cp_architecture_dup_attention:
 *
 * Returns: the kind of attention, with the figures that size its KV cache:
 *   "Grouped-query: 8 KV heads for 64 heads".
 */
char *
cp_architecture_dup_attention (const CpArchitecture *arch)
{
  g_autofree char *heads = NULL;
  g_autofree char *kv_heads = NULL;

  g_return_val_if_fail (arch != NULL, NULL);

  heads = cp_format_integer (arch->heads);
  kv_heads = cp_format_integer (arch->kv_heads);

  switch (arch->attention)
    {
    case CP_ATTENTION_MLA:
      {
        g_autofree char *latent = cp_format_integer (arch->kv_lora_rank + arch->qk_rope_head_dim);

        /* TRANSLATORS: e.g. "Multi-head latent: a latent of 576 per layer" */
        return g_strdup_printf (_("Multi-head latent: a latent of %s per layer"), latent);
      }

    case CP_ATTENTION_SLIDING:
      {
        g_autofree char *window = cp_format_integer (arch->sliding_window);
        g_autofree char *full = cp_format_integer (arch->full_layers);

        /* TRANSLATORS: e.g. "Grouped-query with a sliding window: 8 KV heads
         * for 64 heads; a 128-token window on all but 18 layers" */
        return g_strdup_printf (ngettext ("Grouped-query with a sliding window: %s KV heads for %s "
                                          "heads; a %s-token window on all but %s layer",
                                          "Grouped-query with a sliding window: %s KV heads for %s "
                                          "heads; a %s-token window on all but %s layers",
                                          cp_format_plural_count (arch->full_layers)),
                                kv_heads, heads, window, full);
      }

    case CP_ATTENTION_GQA:
    default:
      if (arch->kv_heads == arch->heads)
        /* TRANSLATORS: e.g. "Multi-head: 32 heads" */
        return g_strdup_printf (ngettext ("Multi-head: %s head", "Multi-head: %s heads",
                                          cp_format_plural_count (arch->heads)),
                                heads);
      if (arch->kv_heads == 1)
        /* TRANSLATORS: e.g. "Multi-query: one KV head for 32 heads" */
        return g_strdup_printf (ngettext ("Multi-query: one KV head for %s head",
                                          "Multi-query: one KV head for %s heads",
                                          cp_format_plural_count (arch->heads)),
                                heads);
      /* TRANSLATORS: e.g. "Grouped-query: 8 KV heads for 64 heads" */
      return g_strdup_printf (ngettext ("Grouped-query: %s KV heads for %s head",
                                        "Grouped-query: %s KV heads for %s heads",
                                        cp_format_plural_count (arch->heads)),
                              kv_heads, heads);
    }
}

/**
 * cp_architecture_dup_kv_per_token:
 *
 * Returns: the KV cache one token takes in the whole model, at bf16:
 *   "320 KiB per token at bf16".
 */
char *
cp_architecture_dup_kv_per_token (const CpArchitecture *arch)
{
  g_autofree char *kib = NULL;

  g_return_val_if_fail (arch != NULL, NULL);

  kib = cp_format_decimal (cp_architecture_kv_bytes_per_token (arch, CP_KV_CACHE_BF16, 1, 1) / 1024.0, 1);

  /* TRANSLATORS: the KV cache of one token, e.g. "320 KiB per token at
   * bf16" */
  return g_strdup_printf (_("%s KiB per token at bf16"), kib);
}
