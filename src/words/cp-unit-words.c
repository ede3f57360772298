/* cp-unit-words.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-unit-words"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-format.h"
#include "cp-unit-words.h"

/* The words about one unit of hardware: what it is called when counted,
 * what it draws, what it is. The words about a build of it
 * (cp-build-words.c) and about its drawing (cp-build-words-topology.c)
 * count units with these. */

/**
 * cp_unit_get_noun:
 * @unit: a unit
 *
 * Returns: what one @unit is called when a sentence counts them: its form,
 *   with a card told apart from one datacenter GPU.
 */
CpUnitNoun
cp_unit_get_noun (CpUnit *unit)
{
  g_return_val_if_fail (CP_IS_UNIT (unit), CP_UNIT_NOUN_SYSTEM);

  switch (cp_unit_get_form (unit))
    {
    case CP_UNIT_FORM_CARD:
      return cp_unit_get_desktop (unit) ? CP_UNIT_NOUN_CARD : CP_UNIT_NOUN_GPU;

    case CP_UNIT_FORM_RACK:
      return CP_UNIT_NOUN_RACK;

    case CP_UNIT_FORM_SYSTEM:
    default:
      return CP_UNIT_NOUN_SYSTEM;
    }
}

/**
 * cp_unit_dup_things:
 * @unit: a unit
 * @n: how many of it
 *
 * Returns: @n of @unit counted in words: "3 NVIDIA DGX H100 systems",
 *   "60 GeForce RTX 5090 cards".
 */
char *
cp_unit_dup_things (CpUnit *unit,
                    gint64  n)
{
  g_autofree char *count = cp_format_integer (n);
  gulong k = cp_format_plural_count (n);
  const char *unit_name = cp_item_get_name (CP_ITEM (unit));
  const char *gpu_name = cp_item_get_name (CP_ITEM (cp_unit_get_gpu (unit)));

  switch (cp_unit_get_noun (unit))
    {
    case CP_UNIT_NOUN_CARD:
      /* TRANSLATORS: e.g. "60 GeForce RTX 5090 cards" */
      return g_strdup_printf (ngettext ("%s %s card", "%s %s cards", k), count, gpu_name);

    case CP_UNIT_NOUN_GPU:
      /* TRANSLATORS: e.g. "4 NVIDIA H100 PCIe GPUs" */
      return g_strdup_printf (ngettext ("%s %s GPU", "%s %s GPUs", k), count, gpu_name);

    case CP_UNIT_NOUN_RACK:
      /* TRANSLATORS: e.g. "1 NVIDIA GB200 NVL72 rack" */
      return g_strdup_printf (ngettext ("%s %s rack", "%s %s racks", k), count, unit_name);

    case CP_UNIT_NOUN_SYSTEM:
    default:
      /* TRANSLATORS: e.g. "3 NVIDIA DGX H100 systems" */
      return g_strdup_printf (ngettext ("%s %s system", "%s %s systems", k), count, unit_name);
    }
}

/**
 * cp_unit_dup_power_per_unit:
 * @unit: a unit
 *
 * Returns: what one unit draws, said per unit so that it is not read as a
 *   build's: "10,200 W per system", "575 W per card".
 */
char *
cp_unit_dup_power_per_unit (CpUnit *unit)
{
  g_autofree char *power = NULL;

  g_return_val_if_fail (CP_IS_UNIT (unit), NULL);

  power = cp_format_power (cp_unit_get_power_w (unit));

  switch (cp_unit_get_noun (unit))
    {
    case CP_UNIT_NOUN_CARD:
      /* TRANSLATORS: e.g. "575 W per card" */
      return g_strdup_printf (_("%s per card"), power);

    case CP_UNIT_NOUN_GPU:
      /* TRANSLATORS: e.g. "350 W per GPU" */
      return g_strdup_printf (_("%s per GPU"), power);

    case CP_UNIT_NOUN_RACK:
      /* TRANSLATORS: e.g. "120,000 W per rack" */
      return g_strdup_printf (_("%s per rack"), power);

    case CP_UNIT_NOUN_SYSTEM:
    default:
      /* TRANSLATORS: e.g. "10,200 W per system" */
      return g_strdup_printf (_("%s per system"), power);
    }
}

/**
 * cp_unit_dup_facts:
 * @unit: a unit
 *
 * Returns: what one unit is, in a sentence for a customer: "One NVIDIA
 *   DGX H100 system has 8 × NVIDIA H100 SXM of 80 GB each: 640 GB of GPU
 *   memory, and draws up to 10,200 W."
 */
char *
cp_unit_dup_facts (CpUnit *unit)
{
  CpGpu *gpu;
  g_autofree char *gpus = NULL;
  g_autofree char *gpu_memory = NULL;
  g_autofree char *memory = NULL;
  g_autofree char *power = NULL;
  const char *name;

  g_return_val_if_fail (CP_IS_UNIT (unit), NULL);

  gpu = cp_unit_get_gpu (unit);
  gpus = cp_format_integer (cp_unit_get_gpu_count (unit));
  gpu_memory = cp_format_memory (cp_gpu_get_memory_mb (gpu));
  memory = cp_format_memory (cp_unit_get_memory_mb (unit));
  power = cp_format_power (cp_unit_get_power_w (unit));
  name = cp_item_get_name (CP_ITEM (unit));

  switch (cp_unit_get_noun (unit))
    {
    case CP_UNIT_NOUN_CARD:
      /* TRANSLATORS: e.g. "One GeForce RTX 5090 card has 32 GB of GPU
       * memory and draws up to 575 W."; the first %s is the unit's name */
      return g_strdup_printf (_("One %s has %s of GPU memory and draws up to %s."),
                              name, memory, power);

    case CP_UNIT_NOUN_GPU:
      return g_strdup_printf (_("One %s has %s of GPU memory and draws up to %s."),
                              name, memory, power);

    case CP_UNIT_NOUN_RACK:
      /* TRANSLATORS: e.g. "One NVIDIA GB200 NVL72 rack has 72 × NVIDIA B200
       * (GB200) of 192 GB each: 13,824 GB of GPU memory, and draws up to
       * 120,000 W." */
      return g_strdup_printf (_("One %s rack has %s × %s of %s each: %s of GPU memory, and draws up to %s."),
                              name, gpus, cp_item_get_name (CP_ITEM (gpu)), gpu_memory, memory, power);

    case CP_UNIT_NOUN_SYSTEM:
    default:
      /* TRANSLATORS: e.g. "One NVIDIA DGX H100 system has 8 × NVIDIA H100
       * SXM of 80 GB each: 640 GB of GPU memory, and draws up to 10,200 W." */
      return g_strdup_printf (_("One %s system has %s × %s of %s each: %s of GPU memory, and draws up to %s."),
                              name, gpus, cp_item_get_name (CP_ITEM (gpu)), gpu_memory, memory, power);
    }
}
