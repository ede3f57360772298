/* cp-build-facts.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-build-facts"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-build-facts.h"
#include "cp-build-words.h"
#include "cp-format.h"
#include "cp-model-serving-words.h"
#include "cp-serving-words.h"
#include "cp-site.h"
#include "cp-speed-words.h"

/**
 * cp_build_fact_dup_label:
 * @fact: a row of the comparison
 * @required_mb: the memory of the chosen models, for "Run a 1,920 GB model?"
 *
 * Returns: the row's heading.
 */
char *
cp_build_fact_dup_label (CpBuildFact fact,
                         gint64      required_mb)
{
  g_autofree char *memory = NULL;

  switch (fact)
    {
    case CP_BUILD_FACT_CONNECTION:
      return g_strdup (_("Connection"));

    case CP_BUILD_FACT_BANDWIDTH:
      return g_strdup (_("GPU-to-GPU bandwidth"));

    case CP_BUILD_FACT_POOLING:
      return g_strdup (_("Memory pooling"));

    case CP_BUILD_FACT_RUNS_MODEL:
      memory = cp_format_memory (required_mb);
      /* TRANSLATORS: a row of the comparison, e.g. "Run a 1,920 GB model?" */
      return g_strdup_printf (_("Run a %s model?"), memory);

    case CP_BUILD_FACT_FAILOVER:
      return g_strdup (_("Failover"));

    case CP_BUILD_FACT_SCHEDULING:
      return g_strdup (_("Scheduling"));

    case CP_BUILD_FACT_POWER:
      return g_strdup (_("Power"));

    case CP_BUILD_FACT_MEMORY:
      return g_strdup (_("Total memory"));

    case CP_BUILD_FACT_PRICE:
      return g_strdup (_("Price"));

    case CP_BUILD_FACT_SERVING:
      return g_strdup (_("Serves the workload?"));

    case CP_BUILD_FACT_LAYOUT:
      return g_strdup (_("Layout"));

    case CP_BUILD_FACT_USERS:
      return g_strdup (_("Users at this context"));

    case CP_BUILD_FACT_PEAK:
      return g_strdup (_("Fullest GPU"));

    case CP_BUILD_FACT_CEILING:
      /* TRANSLATORS: a row of the comparison: the physical ceiling on
       * decoding speed */
      return g_strdup (_("Speed ceiling"));

    case CP_BUILD_FACT_FIRST_TOKEN:
      return g_strdup (_("First token"));

    case CP_BUILD_FACT_COST:
      /* TRANSLATORS: a row of the comparison: the least a million tokens
       * can cost */
      return g_strdup (_("Cost floor"));

    default:
      g_return_val_if_reached (NULL);
    }
}

/* Whether @fact is one of the rows a workload adds. */
gboolean
cp_build_fact_is_workload (CpBuildFact fact)
{
  return fact >= CP_BUILD_FACT_SERVING && fact <= CP_BUILD_FACT_COST;
}

/* What a model's serving says in the row of @fact. */
static char *
dup_model_fact (CpBuild            *build,
                CpModelServing     *model,
                CpBuildFact         fact,
                const CpSpeedTerms *terms)
{
  if (fact == CP_BUILD_FACT_CEILING || fact == CP_BUILD_FACT_FIRST_TOKEN ||
      fact == CP_BUILD_FACT_COST)
    return cp_speed_words_dup_fact (build, model, fact - CP_BUILD_FACT_CEILING, terms);
  if (fact == CP_BUILD_FACT_LAYOUT)
    return cp_model_serving_dup_layout (model, build);
  if (fact == CP_BUILD_FACT_USERS)
    return cp_model_serving_dup_users (model, cp_build_get_serving (build));

  return cp_model_serving_dup_peak (model);
}

/* A workload row: the verdict over all the models, or each model's own,
 * named when there are several. */
static char *
dup_serving_fact (CpBuild            *build,
                  CpBuildFact         fact,
                  const CpSpeedTerms *terms)
{
  CpServing *serving = cp_build_get_serving (build);
  GListModel *models;
  g_autoptr(GString) out = NULL;
  guint n_models;

  if (serving == NULL)
    /* TRANSLATORS: a workload row of the comparison, without a workload */
    return g_strdup (_("No workload set"));

  if (fact == CP_BUILD_FACT_SERVING)
    return cp_serving_dup_verdict (build);

  out = g_string_new (NULL);
  models = cp_serving_get_models (serving);
  n_models = g_list_model_get_n_items (models);
  for (guint i = 0; i < n_models; i++)
    {
      g_autoptr(CpModelServing) model = g_list_model_get_item (models, i);
      g_autofree char *text = dup_model_fact (build, model, fact, terms);

      if (text == NULL)
        continue;
      if (out->len > 0)
        g_string_append (out, "\n");
      if (n_models > 1)
        g_string_append_printf (out, "%s: %s", cp_item_get_name (CP_ITEM (cp_model_serving_get_model (model))),
                                text);
      else
        g_string_append (out, text);
    }

  if (out->len == 0)
    return g_strdup (cp_serving_verdict_get_label (CP_SERVING_UNKNOWN));

  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* "900 GB/s (NVLink 4, per GPU, through NVSwitch)" */
static char *
dup_link_bandwidth (CpLink *link)
{
  g_autofree char *bandwidth = cp_format_decimal (cp_link_get_bandwidth_gb_s (link), 1);
  /* With its lanes: "PCIe 4.0 x16", as its drawing says it. */
  g_autofree char *name = cp_link_dup_title (link);
  const char *note = cp_link_get_note (link);

  if (note != NULL)
    /* TRANSLATORS: a link's bandwidth, e.g. "64 GB/s (PCIe through the
     * CPU, shared by every card)" */
    return g_strdup_printf (_("%s GB/s (%s, %s)"), bandwidth, name, note);

  /* TRANSLATORS: a link's bandwidth, e.g. "900 GB/s (NVLink 4)" */
  return g_strdup_printf (_("%s GB/s (%s)"), bandwidth, name);
}

/* A link that gives both what one GPU gets and the total across all its
 * GPUs: the per-GPU figure first, like the other links' figures, and the
 * total after it, said to be one: "1,800 GB/s per GPU (NVLink 5); 130,000
 * GB/s in total (across the whole rack, through NVLink switch trays)". */
static char *
dup_link_per_gpu_and_total (CpLink *link)
{
  g_autofree char *per_gpu = cp_format_decimal (cp_link_get_per_gpu_gb_s (link), 1);
  g_autofree char *total = cp_format_decimal (cp_link_get_bandwidth_gb_s (link), 1);
  const char *name = cp_item_get_name (CP_ITEM (link));
  const char *note = cp_link_get_note (link);

  if (note != NULL)
    /* TRANSLATORS: the bandwidth of a link that joins many GPUs, what one
     * GPU gets and the total, e.g. "1,800 GB/s per GPU (NVLink 5); 130,000
     * GB/s in total (across the whole rack, through NVLink switch trays)" */
    return g_strdup_printf (_("%s GB/s per GPU (%s); %s GB/s in total (%s)"),
                            per_gpu, name, total, note);

  /* TRANSLATORS: e.g. "1,800 GB/s per GPU (NVLink 5); 130,000 GB/s in total" */
  return g_strdup_printf (_("%s GB/s per GPU (%s); %s GB/s in total"), per_gpu, name, total);
}

/* The bandwidth between the GPUs inside a unit. */
static char *
dup_intra_bandwidth (CpLink *link)
{
  if (cp_link_get_is_total (link))
    return dup_link_per_gpu_and_total (link);

  return dup_link_bandwidth (link);
}

/* "10,200 W × 2 = 20,400 W, about 17 average US homes" */
static char *
dup_power_fact (CpBuild *build)
{
  g_autofree char *each = cp_format_power (cp_unit_get_power_w (cp_build_get_unit (build)));
  g_autofree char *count = cp_format_integer (cp_build_get_count (build));
  g_autofree char *total = cp_format_power (cp_build_get_power_w (build));
  g_autofree char *comparison = cp_build_dup_power_comparison (build);

  if (comparison != NULL)
    /* TRANSLATORS: e.g. "10,200 W × 2 = 20,400 W, about 17 average US homes" */
    return g_strdup_printf (_("%s × %s = %s, %s"), each, count, total, comparison);

  /* TRANSLATORS: e.g. "10,200 W × 2 = 20,400 W" */
  return g_strdup_printf (_("%s × %s = %s"), each, count, total);
}

/* "2,256 GB (16 × 141 GB, fully pooled)" */
static char *
dup_memory_fact (CpBuild *build)
{
  g_autofree char *total = cp_format_memory (cp_build_get_memory_mb (build));
  g_autofree char *gpus = cp_format_integer (cp_build_get_gpus (build));
  g_autofree char *each = cp_format_memory (cp_gpu_get_memory_mb (cp_unit_get_gpu (cp_build_get_unit (build))));

  if (cp_build_get_pooled (build))
    /* TRANSLATORS: e.g. "2,256 GB (16 × 141 GB, fully pooled)" */
    return g_strdup_printf (_("%s (%s × %s, fully pooled)"), total, gpus, each);

  /* TRANSLATORS: e.g. "96 GB (4 × 24 GB, not pooled)" */
  return g_strdup_printf (_("%s (%s × %s, not pooled)"), total, gpus, each);
}

/* A claim of the store's, as the catalog words it for the tier. */
static char *
dup_claim (const char *claim)
{
  if (claim == NULL)
    /* TRANSLATORS: in the comparison, for the failover or scheduling of a
     * tier that the catalog makes no claim about */
    return g_strdup (_("The catalog does not say"));

  return g_strdup (claim);
}

/**
 * cp_build_dup_fact:
 * @build: a build
 * @fact: the row
 *
 * Returns: what the row says of @build, e.g. "No — each card is isolated".
 */
char *
cp_build_dup_fact (CpBuild     *build,
                   CpBuildFact  fact)
{
  /* The write-off and tariff Preferences start with (docs/sizing.md
   * §13.5). */
  CpSpeedTerms terms = { CP_SPEED_DEFAULT_WRITE_OFF_YEARS, CP_SITE_DEFAULT_TARIFF,
                         CP_SITE_DEFAULT_PUE };

  return cp_build_dup_fact_with_terms (build, fact, &terms);
}

/**
 * cp_build_dup_fact_with_terms:
 * @terms: the write-off, tariff and PUE of the cost floor
 *
 * cp_build_dup_fact(), its cost floor worked out with @terms.
 */
char *
cp_build_dup_fact_with_terms (CpBuild            *build,
                              CpBuildFact         fact,
                              const CpSpeedTerms *terms)
{
  CpUnit *unit;
  CpLink *intra, *scale_out;
  gboolean several, nvlink, desktop;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  unit = cp_build_get_unit (build);
  intra = cp_unit_get_intra_link (unit);
  scale_out = cp_unit_get_scale_out_link (unit);
  several = cp_build_get_count (build) > 1;
  nvlink = cp_unit_get_has_nvlink (unit);
  desktop = cp_unit_get_desktop (unit);

  switch (fact)
    {
    case CP_BUILD_FACT_CONNECTION:
      if (several && nvlink)
        /* TRANSLATORS: two links, e.g. "NVLink 4 + InfiniBand NDR" */
        return g_strdup_printf (_("%s + %s"), cp_item_get_name (CP_ITEM (intra)),
                                cp_item_get_name (CP_ITEM (scale_out)));
      return g_strdup (cp_item_get_name (CP_ITEM (several ? scale_out : intra)));

    case CP_BUILD_FACT_BANDWIDTH:
      /* Per GPU first, over the unit's own link (a card's own PCIe
       * generation, as its drawing says it: an RTX 4090 on PCIe 4.0 gets
       * half what an RTX 5090 gets on PCIe 5.0); then, for several, the
       * link between units (for cards that cannot pool, the host's shared
       * one). */
      a = dup_intra_bandwidth (intra);
      if (!several)
        return g_steal_pointer (&a);
      b = dup_link_bandwidth (scale_out);
      return g_strdup_printf (_("%s + %s"), a, b);

    case CP_BUILD_FACT_POOLING:
      if (cp_build_get_pooled (build))
        {
          if (cp_build_get_gpus (build) == 1)
            return g_strdup (_("Yes — one GPU, one pool"));
          a = cp_format_integer (cp_build_get_gpus (build));
          /* TRANSLATORS: e.g. "Yes — all 24 GPUs are one pool" */
          return g_strdup_printf (ngettext ("Yes — all %s GPU are one pool",
                                            "Yes — all %s GPUs are one pool",
                                            cp_format_plural_count (cp_build_get_gpus (build))),
                                  a);
        }
      if (desktop)
        return g_strdup (_("No — each card is isolated"));
      if (!nvlink)
        return g_strdup (_("No — each GPU is isolated"));
      return g_strdup (_("No — each NVLink domain is isolated"));

    case CP_BUILD_FACT_RUNS_MODEL:
      if (cp_build_get_fits (build))
        {
          a = cp_format_memory (cp_build_get_usable_memory_mb (build));
          /* TRANSLATORS: e.g. "Yes — 2,256 GB available" */
          return g_strdup_printf (_("Yes — %s available"), a);
        }
      a = cp_format_memory (cp_build_get_memory_mb (build));
      if (cp_build_get_pooled (build))
        /* TRANSLATORS: e.g. "No — only 640 GB" */
        return g_strdup_printf (_("No — only %s"), a);
      /* TRANSLATORS: e.g. "No — 96 GB total, fragmented" */
      return g_strdup_printf (_("No — %s total, fragmented"), a);

    case CP_BUILD_FACT_FAILOVER:
      return dup_claim (cp_tier_get_failover (cp_build_get_tier (build)));

    case CP_BUILD_FACT_SCHEDULING:
      return dup_claim (cp_tier_get_scheduling (cp_build_get_tier (build)));

    case CP_BUILD_FACT_POWER:
      return dup_power_fact (build);

    case CP_BUILD_FACT_MEMORY:
      return dup_memory_fact (build);

    case CP_BUILD_FACT_PRICE:
      return cp_format_price (cp_build_get_price_cents (build));

    case CP_BUILD_FACT_SERVING:
    case CP_BUILD_FACT_LAYOUT:
    case CP_BUILD_FACT_USERS:
    case CP_BUILD_FACT_PEAK:
    case CP_BUILD_FACT_CEILING:
    case CP_BUILD_FACT_FIRST_TOKEN:
    case CP_BUILD_FACT_COST:
      return dup_serving_fact (build, fact, terms);

    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * cp_build_get_fact_source:
 * @build: a build
 * @fact: the row
 *
 * Returns: (nullable): where what the row says of @build comes from, for
 *   the rows that are the store's claims rather than arithmetic: the
 *   source of the tier's claims, or of the bandwidth per GPU; %NULL for
 *   the others.
 */
const char *
cp_build_get_fact_source (CpBuild     *build,
                          CpBuildFact  fact)
{
  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  /* The per-GPU figure, the row's first, is the unit's own link's. */
  if (fact == CP_BUILD_FACT_BANDWIDTH)
    return cp_item_get_source (CP_ITEM (cp_unit_get_intra_link (cp_build_get_unit (build))));

  /* The speed bounds, with a workload: the GPU's datasheet figures
   * (docs/sizing.md §13.1). */
  if (fact == CP_BUILD_FACT_CEILING || fact == CP_BUILD_FACT_FIRST_TOKEN ||
      fact == CP_BUILD_FACT_COST)
    return cp_build_get_serving (build) != NULL
           ? cp_gpu_get_speed_source (cp_unit_get_gpu (cp_build_get_unit (build))) : NULL;

  if (fact != CP_BUILD_FACT_FAILOVER && fact != CP_BUILD_FACT_SCHEDULING)
    return NULL;

  return cp_tier_get_claims_source (cp_build_get_tier (build));
}

/**
 * cp_build_dup_sources:
 * @build: a build
 * @site_source: (nullable): where the room's figures of @build come from
 *   (cp_build_get_site_source()), or %NULL
 *
 * Returns: (nullable): where the rows of the comparison that are the
 *   store's claims come from, a line each, headed by the rows it is the
 *   source of: "GPU-to-GPU bandwidth: PCI-SIG: PCIe 5.0 x16, about 64
 *   GB/s each way"; %NULL when none says. Read in place, under the table,
 *   rather than in tooltips that would cover the rows below.
 */
char *
cp_build_dup_sources (CpBuild    *build,
                      const char *site_source)
{
  g_autoptr(GString) out = g_string_new (NULL);
  gboolean done[CP_N_BUILD_FACTS_WITH_WORKLOAD] = { FALSE };

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  for (guint fact = 0; fact < CP_N_BUILD_FACTS_WITH_WORKLOAD; fact++)
    {
      const char *source = cp_build_get_fact_source (build, fact);
      g_autoptr(GString) rows = NULL;

      if (source == NULL || done[fact])
        continue;

      /* The rows of one source share its line. */
      rows = g_string_new (NULL);
      for (guint other = fact; other < CP_N_BUILD_FACTS_WITH_WORKLOAD; other++)
        {
          g_autofree char *label = NULL;

          if (g_strcmp0 (cp_build_get_fact_source (build, other), source) != 0)
            continue;
          done[other] = TRUE;
          label = cp_build_fact_dup_label (other, 0);
          if (rows->len > 0)
            /* TRANSLATORS: between the names of rows that share a source,
             * e.g. "Failover, Scheduling" */
            g_string_append (rows, _(", "));
          g_string_append (rows, label);
        }

      if (out->len > 0)
        g_string_append_c (out, '\n');
      /* TRANSLATORS: a line under the comparison table: the rows, then
       * where they come from, e.g. "Failover, Scheduling: Our service
       * terms" */
      g_string_append_printf (out, _("%s: %s"), rows->str, source);
    }

  if (site_source != NULL)
    {
      if (out->len > 0)
        g_string_append_c (out, '\n');
      /* TRANSLATORS: a line under the comparison table: where the rows of
       * what the room needs (weight, power, heat…) come from */
      g_string_append_printf (out, _("What the room needs: %s"), site_source);
    }

  if (out->len == 0)
    return NULL;

  return g_string_free (g_steal_pointer (&out), FALSE);
}
