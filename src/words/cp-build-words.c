/* cp-build-words.c
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
#include "cp-model-serving.h"
#include "cp-serving.h"

/* The one source of the words about a build: its title, the verdict on
 * its memory, the notes under its three combined numbers, its badge, what
 * a screen reader hears of it and of its drawing. The build card, the
 * quote, the diagram, the comparison and the command line all say what
 * this file says, so they cannot disagree. What a screen reader hears of
 * a build's drawing is in cp-build-words-topology.c, the words about one
 * unit in cp-unit-words.c. */

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

/* How the memory compares with the requirement, or with a workload what
 * the GPUs have left after it (cp_build_get_spare_mb()): "exactly enough",
 * "376.4 GB to spare", "1,280 GB short". Only meaningful for memory a model
 * can use. */
static char *
dup_margin (CpBuild *build)
{
  gint64 spare_mb = cp_build_get_spare_mb (build);
  g_autofree char *difference = NULL;

  if (spare_mb == 0)
    return g_strdup (_("exactly enough"));

  difference = cp_format_memory (ABS (spare_mb));

  if (spare_mb > 0)
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
  g_autofree char *margin = dup_margin (build);

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
  gboolean several = cp_build_get_n_models (build) > 1;
  g_autofree char *piece = cp_format_memory (cp_build_get_piece_memory_mb (build));

  if (cp_build_get_fits (build) && cp_build_get_pcie_split (build))
    {
      g_autofree char *margin = dup_margin (build);

      /* No one card holds it: the workload's layout splits a model over
       * the cards of the box (docs/sizing.md §8.2). */
      /* TRANSLATORS: e.g. "64 GB on paper; split across cards over PCIe,
       * slower — 13.9 GB to spare" */
      return g_strdup_printf (_("%s on paper; split across cards over PCIe, slower — %s"),
                              memory, margin);
    }

  if (cp_build_get_fits (build))
    {
      g_autofree char *margin = dup_margin (build);

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

/* A pooled build's memory and links without how they compare with the
 * need: "640 GB, one pool over NVLink 4". */
static char *
dup_pool_alone (CpBuild    *build,
                const char *memory)
{
  CpUnit *unit = cp_build_get_unit (build);
  gboolean has_nvlink = cp_unit_get_has_nvlink (unit);
  gboolean one_piece = cp_build_get_memory_mb (build) == cp_build_get_piece_memory_mb (build);
  const char *over_intra = cp_item_get_name (CP_ITEM (cp_unit_get_intra_link (unit)));
  const char *over_scale_out = cp_item_get_name (CP_ITEM (cp_unit_get_scale_out_link (unit)));

  if (one_piece && !has_nvlink)
    return cp_unit_get_desktop (unit)
           /* TRANSLATORS: e.g. "32 GB on one card" */
           ? g_strdup_printf (_("%s on one card"), memory)
           /* TRANSLATORS: e.g. "80 GB on one GPU" */
           : g_strdup_printf (_("%s on one GPU"), memory);

  if (one_piece || !has_nvlink)
    /* TRANSLATORS: e.g. "640 GB, one pool over NVLink 4" */
    return g_strdup_printf (_("%s, one pool over %s"), memory,
                            one_piece ? over_intra : over_scale_out);

  /* TRANSLATORS: e.g. "1,920 GB, one pool over NVLink 4 and InfiniBand NDR" */
  return g_strdup_printf (_("%s, one pool over %s and %s"), memory, over_intra, over_scale_out);
}

/**
 * cp_build_dup_pool_verdict:
 * @build: a build
 *
 * The verdict without the spare memory added up: for a build sized for a
 * workload, whose per-GPU figures say what is left where
 * (cp_serving_dup_free_per_gpu()), so that no headline total stands over
 * them.
 *
 * Returns: e.g. "640 GB, one pool over NVLink 4"; for memory that only
 *   adds up on paper, cp_build_dup_verdict().
 */
char *
cp_build_dup_pool_verdict (CpBuild *build)
{
  g_autofree char *memory = NULL;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  if (!cp_build_get_pooled (build))
    return cp_build_dup_verdict (build);

  memory = cp_format_memory (cp_build_get_memory_mb (build));

  return dup_pool_alone (build, memory);
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

/**
 * cp_build_get_pcie_split:
 * @build: a build
 *
 * Returns: whether the workload's layout splits a model over the PCIe
 *   cards of one box (the workload's "Split across cards" switch), so
 *   that no one card holds it.
 */
gboolean
cp_build_get_pcie_split (CpBuild *build)
{
  CpServing *serving;
  GListModel *models;

  g_return_val_if_fail (CP_IS_BUILD (build), FALSE);

  serving = cp_build_get_serving (build);
  if (serving == NULL)
    return FALSE;

  models = cp_serving_get_models (serving);
  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModelServing) model = g_list_model_get_item (models, i);

      if (cp_model_serving_get_pcie_split (model))
        return TRUE;
    }

  return FALSE;
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

  if (cp_build_get_fits (build) && cp_build_get_pcie_split (build))
    /* TRANSLATORS: the combined memory of cards a model is split across */
    return g_strdup (_("on paper; split across cards over PCIe"));

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
 * Returns: (nullable): what one of the everyday things counts for, and
 *   where that comes from, so that it cannot be read as the build's own
 *   figure: "one average US home = 1,220 W; EIA, 10,715 kWh per year
 *   (2020)"; %NULL when there is no comparison.
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
    /* TRANSLATORS: what one everyday thing of a comparison counts for and
     * where that comes from, e.g. "one average US home = 1,220 W; EIA,
     * 10,715 kWh per year (2020)"; the first %s is the thing's name */
    return g_strdup_printf (_("one %s = %s; %s"), cp_item_get_name (CP_ITEM (comparison)),
                            watts, source);

  /* TRANSLATORS: what one everyday thing of a comparison counts for, e.g.
   * "one average US home = 1,220 W" */
  return g_strdup_printf (_("one %s = %s"), cp_item_get_name (CP_ITEM (comparison)), watts);
}

/**
 * cp_build_dup_cannot_run_heading:
 * @build: a build
 *
 * Returns: the heading of the notice on a quote for a build that cannot
 *   run its models: "This build cannot run the model".
 */
char *
cp_build_dup_cannot_run_heading (CpBuild *build)
{
  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  /* One model or several: two messages, as elsewhere. */
  if (cp_build_get_n_models (build) > 1)
    return g_strdup (_("This build cannot run the models"));

  return g_strdup (_("This build cannot run the model"));
}

/**
 * cp_build_dup_cannot_run_warning:
 * @build: a build that does not fit
 * @model_names: the models it is for, "DeepSeek V4 Pro and GLM 5.2 Max"
 *
 * Returns: what the person is told before quoting such a build, what the
 *   command line warns of and what the quote's notice says: "60 ×
 *   GeForce RTX 5090 card cannot run DeepSeek V4 Pro: 1,920 GB on paper;
 *   each card sees only its own 32 GB — this model cannot run across
 *   them."
 */
char *
cp_build_dup_cannot_run_warning (CpBuild    *build,
                                 const char *model_names)
{
  g_autofree char *title = NULL;
  g_autofree char *verdict = NULL;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);
  g_return_val_if_fail (model_names != NULL, NULL);

  title = cp_build_dup_title (build);
  verdict = cp_build_dup_verdict (build);

  /* TRANSLATORS: e.g. "60 × GeForce RTX 5090 card cannot run DeepSeek V4
   * Pro: 1,920 GB on paper; each card sees only its own 32 GB — this model
   * cannot run across them."; the last %s is the memory verdict */
  return g_strdup_printf (_("%s cannot run %s: %s."), title, model_names, verdict);
}

/**
 * cp_build_dup_extras_note:
 * @build: a build
 *
 * Returns: the line under a build's combined price, which adds up its
 *   units alone: "Networking and services: see the quote".
 */
char *
cp_build_dup_extras_note (CpBuild *build)
{
  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  return g_strdup (_("Networking and services: see the quote"));
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

  if (cp_build_get_fits (build) && cp_build_get_pcie_split (build))
    return g_strdup (_("These GPUs talk over PCIe through the CPU: their memory adds "
                       "up on a spreadsheet, not in practice. Split across them, the "
                       "model runs over PCIe, slower."));

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
 * runs there well enough to develop and test with, as the store says; so
 * does one the workload's layout splits across the cards over PCIe
 * (CP_BUILD_BADGE_DEVELOPMENT_SPLIT), which no one card holds. A
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
    return cp_build_get_pcie_split (build) ? CP_BUILD_BADGE_DEVELOPMENT_SPLIT
                                           : CP_BUILD_BADGE_DEVELOPMENT;
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
  [CP_BUILD_BADGE_DEVELOPMENT_SPLIT] = { N_("For development and testing"),
                                         N_("split across cards over PCIe — fine for development and testing") },
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

  several = cp_build_get_n_models (build) > 1;

  switch (cp_build_get_badge (build))
    {
    case CP_BUILD_BADGE_RECOMMENDED:
      return g_strdup (several ? _("The cheapest build that holds these models")
                               : _("The cheapest build that holds this model"));

    case CP_BUILD_BADGE_MOST_ROOM:
      {
        g_autofree char *spare = cp_format_memory (cp_build_get_spare_mb (build));
        gint64 beside_mb = cp_build_get_recommended_spare_mb (build);
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

    case CP_BUILD_BADGE_DEVELOPMENT_SPLIT:
      return g_strdup (_("Split across cards over PCIe, slower — fine for development and "
                         "testing; for production the store recommends datacenter hardware"));

    /* Marginal for the workload: the badge says so, and the serving
     * figures (cp-serving.c) say by how much. */
    case CP_BUILD_BADGE_MARGINAL:
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
  CpServing *serving;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  if (!cp_build_get_fits (build) || cp_build_get_spare_mb (build) > 0)
    return NULL;

  /* With the workload on, it is not to be asked for: what the build's
   * serving says stands, and a model it cannot size needs its
   * architecture. */
  serving = cp_build_get_serving (build);
  if (serving != NULL && cp_serving_get_verdict (serving) != CP_SERVING_UNKNOWN)
    return NULL;
  if (serving != NULL)
    return g_strdup (_("Nothing is left for the KV cache of even one request; import the "
                       "models’ config.json for the workload to size them"));

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
  several = cp_build_get_n_models (build) > 1;

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

  several = cp_build_get_n_models (build) > 1;

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

  things = cp_unit_dup_things (cp_build_get_unit (build), cp_build_get_count (build));
  memory = cp_format_memory (cp_build_get_memory_mb (build));
  power = cp_format_power (cp_build_get_power_w (build));
  price = cp_format_price (cp_build_get_price_cents (build));

  /* TRANSLATORS: e.g. "On paper, 109 GeForce RTX 5090 cards add up to
   * 3,488 GB, 62,675 W and $327,000" */
  return g_strdup_printf (_("On paper, %s add up to %s, %s and %s"), things, memory, power, price);
}
