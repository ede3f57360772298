/* cp-build-words.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-build-words"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-build-private.h"
#include "cp-build-words.h"
#include "cp-format.h"

/* The one source of the words about a build: its title, the verdict on
 * its memory, the notes under its three combined numbers, its badge, what
 * a screen reader hears of it and of its drawing. The build card, the
 * quote, the diagram, the comparison and the command line all say what
 * this file says, so they cannot disagree. */

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

/* @n for ngettext(), which counts in an unsigned long. */
static inline gulong
plural_count (gint64 n)
{
  if (n <= 0)
    return 0;

  return (gulong) MIN ((guint64) n, (guint64) G_MAXULONG);
}

/* Title and verdict */

/**
 * cp_build_dup_title:
 * @build: a build
 *
 * Returns: the build's name: "3 × NVIDIA DGX H100".
 */
char *
cp_build_dup_title (CpBuild *build)
{
  g_autofree char *count = NULL;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  count = cp_format_integer (cp_build_get_count (build));

  /* TRANSLATORS: a build, e.g. "3 × NVIDIA DGX H100" */
  return g_strdup_printf (_("%s × %s"), count, cp_item_get_name (CP_ITEM (cp_build_get_unit (build))));
}

/* How the memory compares with the requirement: "exactly enough", "376.4 GB
 * to spare", "1,280 GB short". Only meaningful for memory a model can use. */
static char *
dup_margin (gint64 usable_mb,
            gint64 required_mb)
{
  g_autofree char *difference = NULL;

  if (usable_mb == required_mb)
    return g_strdup (_("exactly enough"));

  difference = cp_format_memory (ABS (usable_mb - required_mb));

  if (usable_mb > required_mb)
    /* TRANSLATORS: e.g. "376.4 GB to spare" */
    return g_strdup_printf (_("%s to spare"), difference);

  /* TRANSLATORS: e.g. "1,280 GB short" */
  return g_strdup_printf (_("%s short"), difference);
}

/* The verdict of a build whose memory is one pool: over which links, and
 * how it compares with the need. */
static char *
dup_pooled_verdict (CpBuild    *build,
                    const char *memory)
{
  CpUnit *unit = cp_build_get_unit (build);
  gboolean has_nvlink = cp_unit_get_has_nvlink (unit);
  gboolean one_piece = cp_build_get_memory_mb (build) == cp_build_get_piece_memory_mb (build);
  const char *over_intra = cp_item_get_name (CP_ITEM (cp_unit_get_intra_link (unit)));
  const char *over_scale_out = cp_item_get_name (CP_ITEM (cp_unit_get_scale_out_link (unit)));
  g_autofree char *margin = dup_margin (cp_build_get_usable_memory_mb (build),
                                        cp_build_get_required_mb (build));

  if (one_piece && !has_nvlink)
    {
      if (cp_unit_get_desktop (unit))
        /* TRANSLATORS: e.g. "32 GB on one card — 8 GB to spare" */
        return g_strdup_printf (_("%s on one card — %s"), memory, margin);
      /* TRANSLATORS: e.g. "80 GB on one GPU — 20 GB to spare" */
      return g_strdup_printf (_("%s on one GPU — %s"), memory, margin);
    }

  if (one_piece)
    /* TRANSLATORS: e.g. "640 GB, one pool over NVLink 4 — 20 GB to spare" */
    return g_strdup_printf (_("%s, one pool over %s — %s"), memory, over_intra, margin);

  if (!has_nvlink)
    /* TRANSLATORS: e.g. "160 GB, one pool over InfiniBand NDR — 4 GB to spare" */
    return g_strdup_printf (_("%s, one pool over %s — %s"), memory, over_scale_out, margin);

  /* TRANSLATORS: e.g. "1,920 GB, one pool over NVLink 4 and InfiniBand
   * NDR — exactly enough" */
  return g_strdup_printf (_("%s, one pool over %s and %s — %s"),
                          memory, over_intra, over_scale_out, margin);
}

/* The verdict of a build whose memory only adds up on paper. */
static char *
dup_paper_verdict (CpBuild    *build,
                   const char *memory)
{
  CpUnit *unit = cp_build_get_unit (build);
  gboolean several = _cp_build_get_n_models (build) > 1;
  g_autofree char *piece = cp_format_memory (cp_build_get_piece_memory_mb (build));

  if (cp_build_get_fits (build))
    {
      g_autofree char *margin = dup_margin (cp_build_get_piece_memory_mb (build),
                                            cp_build_get_required_mb (build));

      /* TRANSLATORS: e.g. "96 GB on paper; the model fits on one piece of
       * 24 GB — 4 GB to spare" */
      return g_strdup_printf (_("%s on paper; the model fits on one piece of %s — %s"),
                              memory, piece, margin);
    }

  if (cp_unit_get_desktop (unit))
    return g_strdup_printf (several
                            /* TRANSLATORS: e.g. "1,920 GB on paper; each card sees only
                             * its own 32 GB — these models cannot run across them" */
                            ? _("%s on paper; each card sees only its own %s — these models cannot run across them")
                            /* TRANSLATORS: e.g. "1,920 GB on paper; each card sees only
                             * its own 32 GB — this model cannot run across them" */
                            : _("%s on paper; each card sees only its own %s — this model cannot run across them"),
                            memory, piece);

  if (!cp_unit_get_has_nvlink (unit))
    return g_strdup_printf (several
                            ? _("%s on paper; each GPU sees only its own %s — these models cannot run across them")
                            : _("%s on paper; each GPU sees only its own %s — this model cannot run across them"),
                            memory, piece);

  return g_strdup_printf (several
                          ? _("%s on paper; each NVLink domain sees only its own %s — these models cannot run across them")
                          : _("%s on paper; each NVLink domain sees only its own %s — this model cannot run across them"),
                          memory, piece);
}

/**
 * cp_build_dup_verdict:
 * @build: a build
 *
 * The honest verdict, in the store's words: either one pool, and how it
 * compares with the need, or memory that only adds up on paper.
 *
 * Returns: e.g. "1,920 GB, one pool over NVLink 4 and InfiniBand NDR —
 *   exactly enough".
 */
char *
cp_build_dup_verdict (CpBuild *build)
{
  g_autofree char *memory = NULL;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  memory = cp_format_memory (cp_build_get_memory_mb (build));

  if (cp_build_get_pooled (build))
    return dup_pooled_verdict (build, memory);

  return dup_paper_verdict (build, memory);
}

/* The notes under the three numbers */

/**
 * cp_build_dup_memory_note:
 * @build: a build
 *
 * Returns: what the combined memory is: "one pool", or "on paper; 32 GB
 *   usable by one model".
 */
char *
cp_build_dup_memory_note (CpBuild *build)
{
  g_autofree char *piece = NULL;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  if (cp_build_get_pooled (build))
    return g_strdup (_("one pool"));

  piece = cp_format_memory (cp_build_get_piece_memory_mb (build));

  /* TRANSLATORS: the combined memory of cards that cannot pool it, e.g.
   * "on paper; 32 GB usable by one model" */
  return g_strdup_printf (_("on paper; %s usable by one model"), piece);
}

/**
 * cp_build_dup_price_note:
 * @build: a build
 *
 * Returns: how the combined price is made: "3 × $199,000".
 */
char *
cp_build_dup_price_note (CpBuild *build)
{
  g_autofree char *count = NULL;
  g_autofree char *unit_price = NULL;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  count = cp_format_integer (cp_build_get_count (build));
  unit_price = cp_format_price (cp_unit_get_price_cents (cp_build_get_unit (build)));

  /* TRANSLATORS: how a combined price is made, e.g. "3 × $199,000" */
  return g_strdup_printf (_("%s × %s"), count, unit_price);
}

/**
 * cp_build_dup_power_comparison:
 * @build: a build
 *
 * Returns: (nullable): the everyday comparison of the combined power,
 *   "about 25 average US homes", or %NULL when the catalog has none.
 */
char *
cp_build_dup_power_comparison (CpBuild *build)
{
  CpComparison *comparison;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  comparison = cp_build_get_comparison (build);
  if (comparison == NULL)
    return NULL;

  return cp_format_comparison (cp_build_get_comparison_ratio (build),
                               cp_item_get_name (CP_ITEM (comparison)),
                               cp_comparison_get_plural (comparison));
}

/**
 * cp_build_dup_comparison_source:
 * @build: a build
 *
 * Returns: (nullable): what the everyday comparison counts and where that
 *   comes from, "1,220 W each; EIA, 10,715 kWh per year (2020)", or %NULL
 *   when there is no comparison.
 */
char *
cp_build_dup_comparison_source (CpBuild *build)
{
  CpComparison *comparison;
  g_autofree char *watts = NULL;
  const char *source;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  comparison = cp_build_get_comparison (build);
  if (comparison == NULL)
    return NULL;

  watts = cp_format_power (cp_comparison_get_watts (comparison));
  source = cp_item_get_source (CP_ITEM (comparison));

  if (source != NULL)
    /* TRANSLATORS: what an everyday comparison counts and where that comes
     * from, e.g. "1,220 W each; EIA, 10,715 kWh per year (2020)" */
    return g_strdup_printf (_("%s each; %s"), watts, source);

  /* TRANSLATORS: what an everyday comparison counts, e.g. "1,220 W each" */
  return g_strdup_printf (_("%s each"), watts);
}

/**
 * cp_build_dup_memory_heading:
 * @build: a build
 *
 * Returns: the verdict in a few words, as a heading: "One pool of memory".
 */
char *
cp_build_dup_memory_heading (CpBuild *build)
{
  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  if (cp_build_get_pooled (build))
    return g_strdup (_("One pool of memory"));

  return g_strdup (_("Memory that adds up only on paper"));
}

/**
 * cp_build_dup_memory_explanation:
 * @build: a build
 * @model_names: the models it is for, "DeepSeek V4 Pro and GLM 5.2 Max"
 *
 * Returns: why the memory is, or is not, one pool, in a sentence or two.
 */
char *
cp_build_dup_memory_explanation (CpBuild    *build,
                                 const char *model_names)
{
  g_return_val_if_fail (CP_IS_BUILD (build), NULL);
  g_return_val_if_fail (model_names != NULL, NULL);

  if (cp_build_get_pooled (build))
    return g_strdup (_("One model can span all of these GPUs: the combined memory is "
                       "usable, not just theoretical."));

  if (cp_build_get_fits (build))
    return g_strdup (_("These GPUs talk over PCIe through the CPU: their memory adds "
                       "up on a spreadsheet, not in practice. The model fits on one "
                       "of them."));

  return g_strdup_printf (_("These GPUs talk over PCIe through the CPU: their memory "
                            "adds up on a spreadsheet, not in practice. This build "
                            "cannot run %s."), model_names);
}

/* Badge */

/**
 * cp_build_get_badge:
 * @build: a build of a plan
 *
 * Desktop cards are never recommended, but a model that fits on one card
 * runs there well enough to develop and test with, as the store says. A
 * tier the store does not recommend reads "Fits, never recommended" when
 * it fits. A build added up on its own (not one of a plan's) is never
 * recommendable either. With a workload, a build that serves it only
 * with the tight overheads is marginal.
 *
 * Returns: what the build's badge says.
 */
CpBuildBadge
cp_build_get_badge (CpBuild *build)
{
  g_return_val_if_fail (CP_IS_BUILD (build), CP_BUILD_BADGE_FITS);

  if (cp_build_get_recommended (build))
    return CP_BUILD_BADGE_RECOMMENDED;
  if (cp_build_get_serving (build) != NULL &&
      cp_serving_get_verdict (cp_build_get_serving (build)) == CP_SERVING_MARGINAL)
    return CP_BUILD_BADGE_MARGINAL;
  if (!cp_build_get_fits (build))
    return CP_BUILD_BADGE_CANNOT_RUN;
  if (cp_build_get_most_room (build))
    return CP_BUILD_BADGE_MOST_ROOM;
  if (cp_unit_get_desktop (cp_build_get_unit (build)))
    return CP_BUILD_BADGE_DEVELOPMENT;
  if (!cp_build_get_recommendable (build))
    return CP_BUILD_BADGE_FITS_NOT_RECOMMENDABLE;

  return CP_BUILD_BADGE_FITS;
}

/* Each badge as a heading ("Recommended") and inside a line, after the
 * build ("(recommended)"). */
static const struct
{
  const char *label;
  const char *mark;
} badge_words[] = {
  [CP_BUILD_BADGE_RECOMMENDED] = { N_("Recommended"), N_("recommended") },
  [CP_BUILD_BADGE_MARGINAL] = { N_("Marginal"), N_("marginal") },
  [CP_BUILD_BADGE_CANNOT_RUN] = { N_("Cannot run it"), N_("cannot run it") },
  [CP_BUILD_BADGE_MOST_ROOM] = { N_("Most room to grow"), N_("most room to grow") },
  [CP_BUILD_BADGE_DEVELOPMENT] = { N_("For development and testing"),
                                   N_("fits on one card — fine for development and testing") },
  [CP_BUILD_BADGE_FITS_NOT_RECOMMENDABLE] = { N_("Fits, never recommended"), N_("fits, never recommended") },
  [CP_BUILD_BADGE_FITS] = { N_("Fits"), N_("fits") },
};

/* The badge on its own, as a heading: "Recommended". */
const char *
cp_build_badge_get_label (CpBuildBadge badge)
{
  g_return_val_if_fail (badge < G_N_ELEMENTS (badge_words), NULL);

  return _(badge_words[badge].label);
}

/* The badge inside a line, after the build: "(recommended)". */
const char *
cp_build_badge_get_mark (CpBuildBadge badge)
{
  g_return_val_if_fail (badge < G_N_ELEMENTS (badge_words), NULL);

  return _(badge_words[badge].mark);
}

/* @sentences, then @extra as a sentence of its own when there is one. */
static void
append_sentence (GString    *sentences,
                 const char *extra)
{
  if (extra != NULL)
    /* TRANSLATORS: one more sentence of what screen readers say of a
     * build, e.g. " The cheapest build that holds this model." */
    g_string_append_printf (sentences, _(" %s."), extra);
}

/**
 * cp_build_dup_summary:
 * @build: a build
 *
 * Returns: what a screen reader says of a build: every figure and every
 *   sentence the card shows, in order.
 */
char *
cp_build_dup_summary (CpBuild *build)
{
  const char *tier;
  const char *badge;
  g_autoptr(GString) sentences = g_string_new (NULL);
  g_autofree char *reason = NULL;
  g_autofree char *warning = NULL;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  tier = cp_item_get_name (CP_ITEM (cp_build_get_tier (build)));
  badge = cp_build_badge_get_label (cp_build_get_badge (build));

  if (cp_build_get_paper_only (build))
    {
      g_autofree char *statement = cp_build_dup_piece_statement (build);
      g_autofree char *across = cp_build_dup_across_verdict (build);
      g_autofree char *total = cp_build_dup_paper_total (build);

      /* TRANSLATORS: read by screen readers for a build that only adds up
       * on paper: tier, badge, what one piece of it holds */
      g_string_printf (sentences, _("%s, %s: %s."), tier, badge, statement);
      append_sentence (sentences, across);
      append_sentence (sentences, total);

      return g_string_free (g_steal_pointer (&sentences), FALSE);
    }

  {
    g_autofree char *title = cp_build_dup_title (build);
    g_autofree char *verdict = cp_build_dup_verdict (build);
    g_autofree char *power = cp_format_power (cp_build_get_power_w (build));
    g_autofree char *comparison = cp_build_dup_power_comparison (build);
    g_autofree char *price = cp_format_price (cp_build_get_price_cents (build));

    /* TRANSLATORS: read by screen readers for a build card: tier, badge,
     * build, memory verdict, power, everyday comparison, price */
    g_string_printf (sentences, _("%s, %s: %s. GPU memory: %s. Power: %s, %s. Price: %s."),
                     tier, badge, title, verdict, power, comparison ? comparison : "", price);
  }

  reason = cp_build_dup_reason (build);
  warning = cp_build_dup_spare_warning (build);
  append_sentence (sentences, reason);
  append_sentence (sentences, warning);

  return g_string_free (g_steal_pointer (&sentences), FALSE);
}

/* Topology */

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

/* "3 NVIDIA DGX H100 systems", "60 GeForce RTX 5090 cards". */
static char *
dup_things (CpBuild *build)
{
  CpUnit *unit = cp_build_get_unit (build);
  g_autofree char *count = cp_format_integer (cp_build_get_count (build));
  gulong k = plural_count (cp_build_get_count (build));
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
      return g_strdup_printf (_("one NVLink domain of %s GPUs across %s compute trays and %s NVLink switch trays"),
                              n_gpus, trays, switches);
    }

  if (domains == 1)
    /* TRANSLATORS: e.g. "one NVLink domain of 8 GPUs" */
    return g_strdup_printf (ngettext ("one NVLink domain of %s GPU",
                                      "one NVLink domain of %s GPUs", plural_count (per_domain)),
                            n_gpus);

  if (domains > 1)
    {
      g_autofree char *n_domains = cp_format_integer (domains);

      /* TRANSLATORS: e.g. "2 NVLink domains of 4 GPUs each"; the number
       * of domains decides the form */
      return g_strdup_printf (ngettext ("%s NVLink domain of %s GPUs each",
                                        "%s NVLink domains of %s GPUs each",
                                        plural_count (domains)),
                              n_domains, n_gpus);
    }

  {
    g_autofree char *all = cp_format_integer (gpus);

    /* TRANSLATORS: e.g. "8 GPUs, each on its own" */
    return g_strdup_printf (_("%s GPUs, each on its own"), all);
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

  things = dup_things (build);
  total = cp_format_memory (cp_build_get_memory_mb (build));
  usable = cp_format_memory (cp_build_get_usable_memory_mb (build));

  if (cp_unit_get_form (cp_build_get_unit (build)) == CP_UNIT_FORM_CARD)
    return dup_cards_description (build, things, total, usable);

  return dup_systems_description (build, things, total, usable);
}

/* Reasons and warnings */

/**
 * cp_build_dup_reason:
 * @build: a build of a plan
 *
 * Says why the badge is what it is, where there is more to say than the
 * badge: why the recommended build is the one, how much room the build
 * with the most room to grow has, what one desktop card is good for.
 *
 * Returns: (nullable): e.g. "The cheapest build that holds these models",
 *   or %NULL.
 */
char *
cp_build_dup_reason (CpBuild *build)
{
  gboolean several;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  several = _cp_build_get_n_models (build) > 1;

  switch (cp_build_get_badge (build))
    {
    case CP_BUILD_BADGE_RECOMMENDED:
      return g_strdup (several ? _("The cheapest build that holds these models")
                               : _("The cheapest build that holds this model"));

    case CP_BUILD_BADGE_MOST_ROOM:
      {
        g_autofree char *spare = cp_format_memory (cp_build_get_spare_mb (build));
        gint64 beside_mb = _cp_build_get_recommended_spare_mb (build);
        g_autofree char *beside = NULL;

        if (beside_mb <= 0)
          /* TRANSLATORS: e.g. "11,904 GB to spare for growth, against none
           * on the recommended build" */
          return g_strdup_printf (_("%s to spare for growth, against none on the recommended build"),
                                  spare);

        beside = cp_format_memory (beside_mb);
        /* TRANSLATORS: e.g. "10,340.4 GB to spare for growth, against
         * 356.4 GB on the recommended build" */
        return g_strdup_printf (_("%s to spare for growth, against %s on the recommended build"),
                                spare, beside);
      }

    case CP_BUILD_BADGE_DEVELOPMENT:
      return g_strdup (_("Fits on one card — fine for development and testing; for production "
                         "the store recommends datacenter hardware"));

    case CP_BUILD_BADGE_CANNOT_RUN:
    case CP_BUILD_BADGE_FITS_NOT_RECOMMENDABLE:
    case CP_BUILD_BADGE_FITS:
    default:
      return NULL;
    }
}

/**
 * cp_build_dup_spare_warning:
 * @build: a build
 *
 * A build with exactly the memory the models need holds their weights and
 * nothing more: no request can run on it. Until the models are sized for
 * a workload, the memory they need is a minimum, and this says so.
 *
 * Returns: (nullable): the warning for a build that fits with nothing to
 *   spare, or %NULL.
 */
char *
cp_build_dup_spare_warning (CpBuild *build)
{
  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  if (!cp_build_get_fits (build) || cp_build_get_spare_mb (build) > 0)
    return NULL;

  return g_strdup (_("Nothing is left for the KV cache of even one request: size it for a "
                     "workload to see what a context and users need"));
}

/* What one piece of a build that cannot pool is called. */
typedef enum
{
  PIECE_CARD,
  PIECE_GPU,
  PIECE_DOMAIN,
} Piece;

static Piece
get_piece (CpBuild *build)
{
  CpUnit *unit = cp_build_get_unit (build);

  if (cp_unit_get_has_nvlink (unit))
    return PIECE_DOMAIN;
  if (cp_unit_get_noun (unit) == CP_UNIT_NOUN_CARD)
    return PIECE_CARD;

  return PIECE_GPU;
}

/**
 * cp_build_dup_piece_statement:
 * @build: a build whose memory only adds up on paper
 *
 * Says plainly what a build that cannot run the models comes to: the
 * most that any one piece of it holds, against the need.
 *
 * Returns: e.g. "One card holds 32 GB of the 3,483.6 GB these models
 *   need".
 */
char *
cp_build_dup_piece_statement (CpBuild *build)
{
  g_autofree char *piece = NULL;
  g_autofree char *required = NULL;
  gboolean several;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  piece = cp_format_memory (cp_build_get_piece_memory_mb (build));
  required = cp_format_memory (cp_build_get_required_mb (build));
  several = _cp_build_get_n_models (build) > 1;

  switch (get_piece (build))
    {
    case PIECE_CARD:
      return g_strdup_printf (several
                              /* TRANSLATORS: e.g. "One card holds 32 GB of the
                               * 3,483.6 GB these models need" */
                              ? _("One card holds %s of the %s these models need")
                              /* TRANSLATORS: e.g. "One card holds 32 GB of the
                               * 1,920 GB this model needs" */
                              : _("One card holds %s of the %s this model needs"),
                              piece, required);

    case PIECE_GPU:
      return g_strdup_printf (several
                              /* TRANSLATORS: e.g. "One GPU holds 80 GB of the
                               * 3,483.6 GB these models need" */
                              ? _("One GPU holds %s of the %s these models need")
                              : _("One GPU holds %s of the %s this model needs"),
                              piece, required);

    case PIECE_DOMAIN:
    default:
      return g_strdup_printf (several
                              /* TRANSLATORS: e.g. "One NVLink domain holds 640 GB
                               * of the 3,483.6 GB these models need" */
                              ? _("One NVLink domain holds %s of the %s these models need")
                              : _("One NVLink domain holds %s of the %s this model needs"),
                              piece, required);
    }
}

/**
 * cp_build_dup_across_verdict:
 * @build: a build whose memory only adds up on paper
 *
 * Returns: why adding more of the pieces does not help: "Each card sees
 *   only its own memory: these models cannot run across cards".
 */
char *
cp_build_dup_across_verdict (CpBuild *build)
{
  gboolean several;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  several = _cp_build_get_n_models (build) > 1;

  switch (get_piece (build))
    {
    case PIECE_CARD:
      return g_strdup (several
                       ? _("Each card sees only its own memory: these models cannot run across cards")
                       : _("Each card sees only its own memory: this model cannot run across cards"));

    case PIECE_GPU:
      return g_strdup (several
                       ? _("Each GPU sees only its own memory: these models cannot run across GPUs")
                       : _("Each GPU sees only its own memory: this model cannot run across GPUs"));

    case PIECE_DOMAIN:
    default:
      return g_strdup (several
                       ? _("Each NVLink domain sees only its own memory: these models cannot run "
                           "across them")
                       : _("Each NVLink domain sees only its own memory: this model cannot run "
                           "across them"));
    }
}

/**
 * cp_build_dup_paper_total:
 * @build: a build
 *
 * The spreadsheet sum of a build that only adds up on paper, said as a
 * sum, not as a build: the secondary figure under the plain statement.
 *
 * Returns: e.g. "On paper, 109 GeForce RTX 5090 cards add up to 3,488 GB,
 *   62,675 W and $327,000".
 */
char *
cp_build_dup_paper_total (CpBuild *build)
{
  g_autofree char *things = NULL;
  g_autofree char *memory = NULL;
  g_autofree char *power = NULL;
  g_autofree char *price = NULL;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  things = dup_things (build);
  memory = cp_format_memory (cp_build_get_memory_mb (build));
  power = cp_format_power (cp_build_get_power_w (build));
  price = cp_format_price (cp_build_get_price_cents (build));

  /* TRANSLATORS: e.g. "On paper, 109 GeForce RTX 5090 cards add up to
   * 3,488 GB, 62,675 W and $327,000" */
  return g_strdup_printf (_("On paper, %s add up to %s, %s and %s"), things, memory, power, price);
}

/* Currency */

/* The words of the currencies a store in Bishkek may price in, by their
 * ISO 4217 code. Each is a whole phrase, so that a language can decline
 * the currency's name as the phrase needs. */
typedef struct
{
  const char *code;
  const char *total_note;
  const char *in_words;
} Currency;

static const Currency currencies[] = {
  /* TRANSLATORS: under a quote's total */
  { "USD", N_("US dollars; prices are estimates"),
    /* TRANSLATORS: the currency of a quote's prices, within a sentence:
     * "Prices are estimates as of 1 December 2026, in US dollars; …" */
    N_("in US dollars") },
  /* TRANSLATORS: under a quote's total */
  { "EUR", N_("Euros; prices are estimates"),
    /* TRANSLATORS: the currency of a quote's prices, within a sentence */
    N_("in euros") },
  /* TRANSLATORS: under a quote's total */
  { "KGS", N_("Kyrgyz som; prices are estimates"),
    /* TRANSLATORS: the currency of a quote's prices, within a sentence */
    N_("in Kyrgyz som") },
  /* TRANSLATORS: under a quote's total */
  { "RUB", N_("Russian roubles; prices are estimates"),
    /* TRANSLATORS: the currency of a quote's prices, within a sentence */
    N_("in Russian roubles") },
};

static const Currency *
find_currency (const char *code)
{
  for (guint i = 0; i < G_N_ELEMENTS (currencies); i++)
    if (g_strcmp0 (code, currencies[i].code) == 0)
      return &currencies[i];

  return NULL;
}

/**
 * cp_currency_dup_total_note:
 * @code: a catalog's currency, an ISO 4217 code such as "USD"
 *
 * Returns: the line under a quote's total that names its currency: "US
 *   dollars; prices are estimates"; for a currency without words of its
 *   own, its code: "Amounts in CHF; prices are estimates".
 */
char *
cp_currency_dup_total_note (const char *code)
{
  const Currency *currency;

  g_return_val_if_fail (code != NULL, NULL);

  currency = find_currency (code);
  if (currency != NULL)
    return g_strdup (_(currency->total_note));

  /* TRANSLATORS: under a quote's total, for a currency named by its code,
   * e.g. "Amounts in CHF; prices are estimates" */
  return g_strdup_printf (_("Amounts in %s; prices are estimates"), code);
}

/**
 * cp_currency_dup_in_words:
 * @code: a catalog's currency, an ISO 4217 code such as "USD"
 *
 * Returns: the currency within a sentence: "in US dollars", or "in CHF".
 */
char *
cp_currency_dup_in_words (const char *code)
{
  const Currency *currency;

  g_return_val_if_fail (code != NULL, NULL);

  currency = find_currency (code);
  if (currency != NULL)
    return g_strdup (_(currency->in_words));

  /* TRANSLATORS: the currency of a quote's prices named by its code,
   * within a sentence, e.g. "in CHF" */
  return g_strdup_printf (_("in %s"), code);
}
