/* cp-gpu-memory-words.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-gpu-memory-words"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-build-words.h"
#include "cp-format.h"
#include "cp-gpu-memory-words.h"

/* The words of the per-GPU memory bar: its parts, their legend and the
 * scale. */

/* The per-GPU memory bar */

/**
 * cp_gpu_memory_part_get_name:
 *
 * Returns: the part of a GPU's memory as a legend names it: "KV cache".
 */
const char *
cp_gpu_memory_part_get_name (CpGpuMemoryPart part)
{
  switch (part)
    {
    case CP_GPU_MEMORY_WEIGHTS:
      return _("Weights");
    case CP_GPU_MEMORY_KV_CACHE:
      return _("KV cache");
    case CP_GPU_MEMORY_OVERHEAD:
      return _("Overhead");
    case CP_GPU_MEMORY_FREE:
      return _("Free");
    case CP_GPU_MEMORY_OVER:
    default:
      return _("Over");
    }
}

/**
 * cp_gpu_memory_dup_legend:
 *
 * Returns: a legend entry: "KV cache 20 GiB", or "Over by 8.2 GiB".
 */
char *
cp_gpu_memory_dup_legend (CpGpuMemoryPart part,
                          gint64          bytes)
{
  g_autofree char *amount = cp_format_gib (bytes);

  if (part == CP_GPU_MEMORY_OVER)
    /* TRANSLATORS: what does not fit in a GPU's usable memory, e.g. "Over
     * by 8.2 GiB" */
    return g_strdup_printf (_("Over by %s"), amount);

  /* TRANSLATORS: a legend entry of the per-GPU memory bar: a part and its
   * amount, e.g. "KV cache 20 GiB" */
  return g_strdup_printf (C_("memory part", "%s %s"), cp_gpu_memory_part_get_name (part), amount);
}

/**
 * cp_gpu_memory_dup_scale:
 *
 * Returns: what a GPU holds against what it can use: "44.1 GiB of 71.3
 *   GiB usable".
 */
char *
cp_gpu_memory_dup_scale (gint64 total_bytes,
                         gint64 usable_bytes)
{
  g_autofree char *total = cp_format_gib (total_bytes);
  g_autofree char *usable = cp_format_gib (usable_bytes);

  /* TRANSLATORS: e.g. "44.1 GiB of 71.3 GiB usable" */
  return g_strdup_printf (_("%s of %s usable"), total, usable);
}
