/* cp-build-words-topology.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-build-words"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-build-words.h"
#include "cp-format.h"

/* The words about a build's drawing, for those who cannot see it: its
 * name, and one sentence of what it shows — how many of what, how each
 * holds its GPUs, what joins them and what memory that makes. Part of
 * the words about a build (cp-build-words.c). */


/**
 * cp_build_dup_topology_label:
 * @build: a build
 *
 * Returns: a short name for the drawing of @build, for screen readers:
 *   "Topology of 3 × NVIDIA DGX H100".
 */
char *
cp_build_dup_topology_label (CpBuild *build)
{
  g_autofree char *title = NULL;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  title = cp_build_dup_title (build);

  /* TRANSLATORS: the accessible name of the diagram, e.g. "Topology of 3 ×
   * NVIDIA DGX H100" */
  return g_strdup_printf (_("Topology of %s"), title);
}

/* How one system or rack holds its GPUs: "one NVLink domain of 8 GPUs". */
static char *
dup_structure (CpUnit *unit)
{
  gint64 gpus = cp_unit_get_gpu_count (unit);
  gint64 domains = cp_unit_get_nvlink_domains (unit);
  gint64 per_domain = domains == 1 ? gpus : cp_unit_get_nvlink_domain_gpus (unit);
  g_autofree char *n_gpus = cp_format_integer (per_domain);

  if (cp_unit_get_form (unit) == CP_UNIT_FORM_RACK)
    {
      g_autofree char *trays = cp_format_integer (cp_unit_get_compute_trays (unit));
      g_autofree char *switches = cp_format_integer (cp_unit_get_switch_trays (unit));

      /* TRANSLATORS: e.g. "one NVLink domain of 72 GPUs across 18 compute
       * trays and 9 NVLink switch trays" */
      return g_strdup_printf (ngettext ("one NVLink domain of %s GPU across %s compute trays and %s "
                                        "NVLink switch trays",
                                        "one NVLink domain of %s GPUs across %s compute trays and %s "
                                        "NVLink switch trays", cp_format_plural_count (per_domain)),
                              n_gpus, trays, switches);
    }

  if (domains == 1)
    /* TRANSLATORS: e.g. "one NVLink domain of 8 GPUs" */
    return g_strdup_printf (ngettext ("one NVLink domain of %s GPU",
                                      "one NVLink domain of %s GPUs", cp_format_plural_count (per_domain)),
                            n_gpus);

  if (domains > 1)
    {
      g_autofree char *n_domains = cp_format_integer (domains);

      /* TRANSLATORS: e.g. "2 NVLink domains of 4 GPUs each"; the number
       * of domains decides the form */
      return g_strdup_printf (ngettext ("%s NVLink domain of %s GPUs each",
                                        "%s NVLink domains of %s GPUs each",
                                        cp_format_plural_count (domains)),
                              n_domains, n_gpus);
    }

  {
    g_autofree char *all = cp_format_integer (gpus);

    /* TRANSLATORS: e.g. "8 GPUs, each on its own" */
    return g_strdup_printf (ngettext ("%s GPU, on its own", "%s GPUs, each on its own",
                                      cp_format_plural_count (gpus)),
                            all);
  }
}

/* The description of a build of cards or single GPUs. */
static char *
dup_cards_description (CpBuild    *build,
                       const char *things,
                       const char *total,
                       const char *usable)
{
  CpUnit *unit = cp_build_get_unit (build);

  if (cp_build_get_count (build) == 1)
    /* TRANSLATORS: e.g. "1 GeForce RTX 5090 card over PCIe 5.0: 32 GB" */
    return g_strdup_printf (_("%s over %s: %s"), things,
                            cp_item_get_name (CP_ITEM (cp_unit_get_intra_link (unit))), total);

  if (cp_build_get_pooled (build))
    /* TRANSLATORS: e.g. "4 X GPUs, joined by InfiniBand NDR: 320 GB pooled" */
    return g_strdup_printf (_("%s, joined by %s: %s pooled"), things,
                            cp_item_get_name (CP_ITEM (cp_unit_get_scale_out_link (unit))), total);

  if (cp_build_get_fits (build) && cp_build_get_pcie_split (build))
    /* TRANSLATORS: e.g. "2 GeForce RTX 5090 cards over PCIe through the
     * CPU: 64 GB on paper, a model split across them, slower" */
    return g_strdup_printf (_("%s over %s: %s on paper, a model split across them, slower"),
                            things, cp_item_get_name (CP_ITEM (cp_unit_get_scale_out_link (unit))),
                            total);

  /* TRANSLATORS: e.g. "60 GeForce RTX 5090 cards, each on its own over
   * PCIe through the CPU: 1,920 GB on paper, 32 GB usable by one model" */
  return g_strdup_printf (_("%s, each on its own over %s: %s on paper, %s usable by one model"),
                          things, cp_item_get_name (CP_ITEM (cp_unit_get_scale_out_link (unit))),
                          total, usable);
}

/* The description of a build of systems or racks. */
static char *
dup_systems_description (CpBuild    *build,
                         const char *things,
                         const char *total,
                         const char *usable)
{
  CpUnit *unit = cp_build_get_unit (build);
  g_autofree char *structure = dup_structure (unit);
  g_autofree char *unit_memory = NULL;

  if (cp_build_get_count (build) == 1)
    {
      if (cp_build_get_pooled (build))
        /* TRANSLATORS: e.g. "1 NVIDIA DGX H100 system, one NVLink domain of
         * 8 GPUs: 640 GB pooled" */
        return g_strdup_printf (_("%s, %s: %s pooled"), things, structure, total);

      /* TRANSLATORS: e.g. "1 X system, 8 GPUs, each on its own: 640 GB on
       * paper, 80 GB usable by one model" */
      return g_strdup_printf (_("%s, %s: %s on paper, %s usable by one model"),
                              things, structure, total, usable);
    }

  unit_memory = cp_format_memory (cp_unit_get_memory_mb (unit));

  if (cp_build_get_pooled (build))
    /* TRANSLATORS: e.g. "3 NVIDIA DGX H100 systems, each one NVLink domain
     * of 8 GPUs (640 GB), joined by InfiniBand NDR: 1,920 GB pooled" */
    return g_strdup_printf (_("%s, each %s (%s), joined by %s: %s pooled"),
                            things, structure, unit_memory,
                            cp_item_get_name (CP_ITEM (cp_unit_get_scale_out_link (unit))), total);

  /* TRANSLATORS: e.g. "4 X systems, each one NVLink domain of 8 GPUs (640
   * GB), not pooled between them: 2,560 GB on paper, 640 GB usable by one
   * model" */
  return g_strdup_printf (_("%s, each %s (%s), not pooled between them: %s on paper, %s usable by one model"),
                          things, structure, unit_memory, total, usable);
}

/**
 * cp_build_dup_topology_description:
 * @build: a build
 *
 * Says in one sentence what the drawing of @build shows, for screen
 * readers: "3 NVIDIA DGX H100 systems, each one NVLink domain of 8 GPUs
 * (640 GB), joined by InfiniBand NDR: 1,920 GB pooled".
 *
 * Returns: the description.
 */
char *
cp_build_dup_topology_description (CpBuild *build)
{
  g_autofree char *things = NULL;
  g_autofree char *total = NULL;
  g_autofree char *usable = NULL;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  things = cp_unit_dup_things (cp_build_get_unit (build), cp_build_get_count (build));
  total = cp_format_memory (cp_build_get_memory_mb (build));
  usable = cp_format_memory (cp_build_get_usable_memory_mb (build));

  if (cp_unit_get_form (cp_build_get_unit (build)) == CP_UNIT_FORM_CARD)
    return dup_cards_description (build, things, total, usable);

  return dup_systems_description (build, things, total, usable);
}
