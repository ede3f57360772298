/* cp-diagram-words.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-diagram-words"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-build-words.h"
#include "cp-diagram-private.h"
#include "cp-diagram-serving-private.h"
#include "cp-format.h"

/* The words of the topology diagram: its captions and tooltips, written
 * where the geometry asks for them. What the diagram says of the build as
 * a whole (its title, its verdict, its description for screen readers) is
 * the words module's (src/catalog/cp-build-words.c); this file writes what
 * only a drawing needs, such as what one GPU box or one switch tray is.
 *
 * Sentences that count units are messages of their own per kind of unit,
 * with the number inside, so that a language can decline the noun after
 * the number and the preposition. */

static const char *
intern (CpDiagramBuilder *b,
        const char       *text)
{
  return _cp_diagram_intern (b->self, text);
}

static const char *
intern_take (CpDiagramBuilder *b,
             char             *text)
{
  return _cp_diagram_intern_take (b->self, text);
}


/* Links */

char *
cp_diagram_dup_link_label (CpLink   *link,
                           gboolean  approximate,
                           gboolean  with_note)
{
  g_autofree char *number = NULL;
  g_autofree char *bandwidth = NULL;
  g_autofree char *label = NULL;
  g_autofree char *name = NULL;
  const char *note;
  double gb_s;

  g_return_val_if_fail (CP_IS_LINK (link), NULL);

  gb_s = cp_link_get_bandwidth_gb_s (link);
  if (gb_s <= 0)
    return g_strdup (cp_item_get_name (CP_ITEM (link)));

  if (gb_s >= 10000)
    {
      number = cp_format_decimal (gb_s / 1000, 1);
      /* TRANSLATORS: a bandwidth in terabytes per second, e.g. "130 TB/s" */
      bandwidth = g_strdup_printf (_("%s TB/s"), number);
    }
  else
    {
      number = cp_format_decimal (gb_s, 1);
      /* TRANSLATORS: a bandwidth in gigabytes per second, e.g. "900 GB/s" */
      bandwidth = g_strdup_printf (_("%s GB/s"), number);
    }

  if (approximate)
    {
      char *about;

      /* TRANSLATORS: an approximate bandwidth, e.g. "~32 GB/s" */
      about = g_strdup_printf (_("~%s"), bandwidth);
      g_free (bandwidth);
      bandwidth = about;
    }

  /* With its lanes, "PCIe 4.0 x16", as Compare says it. */
  name = cp_link_dup_title (link);
  /* TRANSLATORS: a link and its bandwidth, e.g. "NVLink 4 · 900 GB/s" */
  label = g_strdup_printf (_("%s · %s"), name, bandwidth);

  note = cp_link_get_note (link);
  if (!with_note || note == NULL || *note == '\0')
    return g_steal_pointer (&label);

  /* A note that reads on from the figure ("each way, through the CPU")
   * follows it; one that stands apart ("400 Gb/s per port") is set off. */
  if (g_unichar_islower (g_utf8_get_char (note)))
    /* TRANSLATORS: a link, its bandwidth and a note, e.g. "PCIe 4.0 · ~32
     * GB/s each way, through the CPU" */
    return g_strdup_printf (_("%s %s"), label, note);

  /* TRANSLATORS: a link, its bandwidth and a note, e.g. "InfiniBand NDR ·
   * 50 GB/s (400 Gb/s per port)" */
  return g_strdup_printf (_("%s (%s)"), label, note);
}

/* "NVIDIA H100 SXM · 80 GB, one of 8 GPUs sharing 640 GB over NVLink 4" */
static char *
dup_gpu_tooltip (CpDiagramBuilder *b,
                 const char       *gpu_memory)
{
  const char *gpu_name = cp_item_get_name (CP_ITEM (b->gpu));

  if (b->has_nvlink)
    {
      g_autofree char *n = cp_format_integer (MIN (b->domain_gpus, b->gpus_per_unit));
      g_autofree char *domain_memory = cp_format_memory (b->domain_mb);

      /* TRANSLATORS: a GPU's tooltip, e.g. "NVIDIA H100 SXM · 80 GB, one of 8
       * GPUs sharing 640 GB over NVLink 4" */
      return g_strdup_printf (ngettext ("%s · %s, one of %s GPU sharing %s over %s",
                                        "%s · %s, one of %s GPUs sharing %s over %s",
                                        MIN (b->domain_gpus, b->gpus_per_unit)),
                              gpu_name, gpu_memory, n, domain_memory,
                              cp_item_get_name (CP_ITEM (b->intra)));
    }

  if (b->pooled && b->count > 1)
    /* TRANSLATORS: a GPU's tooltip, e.g. "NVIDIA H100 PCIe · 80 GB, pooled
     * with the others over InfiniBand NDR" */
    return g_strdup_printf (_("%s · %s, pooled with the others over %s"),
                            gpu_name, gpu_memory, cp_item_get_name (CP_ITEM (b->scale_out)));

  /* TRANSLATORS: a GPU's tooltip, e.g. "GeForce RTX 5090 · 32 GB, seen
   * only by this GPU" */
  return g_strdup_printf (_("%s · %s, its own memory only"), gpu_name, gpu_memory);
}

/* The words many elements share, written once per layout. */
void
_cp_diagram_words_init (CpDiagramBuilder *b)
{
  g_autofree char *gpu_memory = cp_format_memory (b->gpu_mb);

  b->gpu_label = intern (b, gpu_memory);
  b->intra_label = intern_take (b, cp_diagram_dup_link_label (b->intra, !b->has_nvlink, FALSE));
  b->intra_tooltip = intern_take (b, cp_diagram_dup_link_label (b->intra, !b->has_nvlink, TRUE));
  b->scale_out_label = intern_take (b, cp_diagram_dup_link_label (b->scale_out,
                                                                  !b->pooled_scale_out, TRUE));
  b->gpu_tooltip = intern_take (b, dup_gpu_tooltip (b, gpu_memory));
}

/* Inside a system */

/* An NVLink domain of @n_gpus: its tooltip, returned, and its label. */
const char *
_cp_diagram_words_domain (CpDiagramBuilder *b,
                          gint64            n_gpus,
                          const char       *candidates[3])
{
  g_autofree char *memory = cp_format_memory (b->domain_mb);
  g_autofree char *n = cp_format_integer (n_gpus);

  /* TRANSLATORS: the memory of one NVLink domain, e.g. "640 GB pooled" */
  candidates[0] = intern_take (b, g_strdup_printf (_("%s pooled"), memory));
  candidates[1] = intern (b, memory);
  candidates[2] = NULL;

  /* TRANSLATORS: an NVLink domain's tooltip, e.g. "One NVLink domain: 8
   * GPUs share 640 GB over NVLink 4 · 900 GB/s per GPU, through NVSwitch" */
  return intern_take (b, g_strdup_printf (ngettext ("One NVLink domain: %s GPU shares %s over %s",
                                                    "One NVLink domain: %s GPUs share %s over %s",
                                                    n_gpus),
                                          n, memory, b->intra_tooltip));
}

/* The bar that joins the GPUs of a system: an NVSwitch when they pool
 * their memory, the CPU when they do not. Returns its tooltip. */
const char *
_cp_diagram_words_bar (CpDiagramBuilder  *b,
                       gboolean           pooled,
                       const char       **name)
{
  *name = pooled ? C_("diagram", "NVSwitch") : C_("diagram", "CPU");

  if (pooled)
    /* TRANSLATORS: tooltip of the NVSwitch bar in a DGX system */
    return intern_take (b, g_strdup_printf (_("NVSwitch: every GPU of the domain reaches every other over %s"),
                                            b->intra_tooltip));

  return intern (b, _("The CPU: these GPUs reach each other only through it; their memory is not pooled"));
}

/* A rack's one NVLink domain and its trays, of @per_tray GPUs each. */
void
_cp_diagram_words_rack (CpDiagramBuilder   *b,
                        gint64              per_tray,
                        CpDiagramRackWords *words)
{
  g_autofree char *memory = cp_format_memory (b->unit_mb);
  g_autofree char *n = cp_format_integer (b->gpus_per_unit);
  g_autofree char *k = cp_format_integer (per_tray);
  g_autofree char *tray_memory = cp_format_memory (b->gpu_mb * per_tray);

  /* TRANSLATORS: a rack's NVLink domain tooltip, e.g. "One NVLink domain:
   * 72 GPUs share 13,824 GB over NVLink 5 · 130 TB/s across the whole
   * rack, through NVLink switch trays" */
  words->tooltip = intern_take (b, g_strdup_printf (ngettext ("One NVLink domain: %s GPU shares %s over %s",
                                                              "One NVLink domain: %s GPUs share %s over %s",
                                                              b->gpus_per_unit),
                                                    n, memory, b->intra_tooltip));
  /* TRANSLATORS: e.g. "13,824 GB pooled · 72 GPUs" */
  words->candidates[0] = intern_take (b, g_strdup_printf (ngettext ("%s pooled · %s GPU",
                                                                          "%s pooled · %s GPUs",
                                                                          b->gpus_per_unit),
                                                                memory, n));
  words->candidates[1] = intern_take (b, g_strdup_printf (_("%s pooled"), memory));
  words->candidates[2] = intern (b, memory);
  words->candidates[3] = NULL;

  /* TRANSLATORS: a compute tray's tooltip, e.g. "Compute tray: 4 × NVIDIA
   * B200 (GB200), 768 GB, in the rack's one NVLink domain" */
  words->tray_tooltip = intern_take (b, g_strdup_printf (_("Compute tray: %s × %s, %s, in the rack’s one NVLink domain"),
                                                         k, cp_item_get_name (CP_ITEM (b->gpu)),
                                                         tray_memory));
  /* TRANSLATORS: tooltip of an NVLink switch tray; %s is the link, e.g.
   * "NVLink 5 · 130 TB/s across the whole rack, through NVLink switch trays" */
  words->switch_tooltip = intern_take (b, g_strdup_printf (_("NVLink switch tray: joins every GPU of the rack into one domain, %s"),
                                                           b->intra_tooltip));
  words->switch_name = C_("diagram", "NVLink switch tray");
}

/* A system or rack: its tooltip, returned, and the words for the link
 * inside it, written under its GPUs. */
const char *
_cp_diagram_words_chassis (CpDiagramBuilder *b,
                           const char       *link_candidates[4])
{
  g_autofree char *n = cp_format_integer (b->gpus_per_unit);
  g_autofree char *memory = cp_format_memory (b->unit_mb);
  g_autofree char *power = cp_format_power (cp_unit_get_power_w (b->unit));

  link_candidates[0] = b->intra_tooltip;
  link_candidates[1] = b->intra_label;
  link_candidates[2] = intern (b, cp_item_get_name (CP_ITEM (b->intra)));
  link_candidates[3] = NULL;

  /* TRANSLATORS: a system's tooltip, e.g. "NVIDIA DGX H100: 8 × NVIDIA
   * H100 SXM, 640 GB, 10,200 W" */
  return intern_take (b, g_strdup_printf (_("%s: %s × %s, %s, %s"),
                                          cp_item_get_name (CP_ITEM (b->unit)),
                                          n, cp_item_get_name (CP_ITEM (b->gpu)),
                                          memory, power));
}

/* The rest of a large build */

/* "+ 29 more\nsystems": the collapsed rest of a large build. */
static char *
dup_more_label (CpDiagramBuilder *b,
                const char       *number,
                gint64            n)
{
  gulong k = cp_format_plural_count (n);

  switch (cp_unit_get_noun (b->unit))
    {
    case CP_UNIT_NOUN_CARD:
      /* TRANSLATORS: the collapsed rest of a large build, two lines */
      return g_strdup_printf (ngettext ("+ %s more\ncard", "+ %s more\ncards", k), number);
    case CP_UNIT_NOUN_GPU:
      /* TRANSLATORS: the collapsed rest of a large build, two lines */
      return g_strdup_printf (ngettext ("+ %s more\nGPU", "+ %s more\nGPUs", k), number);
    case CP_UNIT_NOUN_RACK:
      /* TRANSLATORS: the collapsed rest of a large build, two lines */
      return g_strdup_printf (ngettext ("+ %s more\nrack", "+ %s more\nracks", k), number);
    case CP_UNIT_NOUN_SYSTEM:
    default:
      /* TRANSLATORS: the collapsed rest of a large build, two lines */
      return g_strdup_printf (ngettext ("+ %s more\nsystem", "+ %s more\nsystems", k), number);
    }
}

/* The stack of the @n units not drawn one by one: its tooltip, returned,
 * and its label. */
const char *
_cp_diagram_words_stack (CpDiagramBuilder *b,
                         gint64            n,
                         gboolean          isolated,
                         const char       *candidates[4])
{
  g_autofree char *number = cp_format_integer (n);
  g_autofree char *memory = NULL;
  gint64 mb;

  /* The sizing engine has checked the whole build's sum already. */
  if (b->unit_mb > 0 && n > G_MAXINT64 / b->unit_mb)
    mb = G_MAXINT64;
  else
    mb = b->unit_mb * n;
  memory = cp_format_memory (mb);

  candidates[0] = intern_take (b, dup_more_label (b, number, n));
  /* TRANSLATORS: the collapsed rest of a large build, e.g. "+ 29 more" */
  candidates[1] = intern_take (b, g_strdup_printf (_("+ %s more"), number));
  /* TRANSLATORS: the collapsed rest of a large build, short, e.g. "+29" */
  candidates[2] = intern_take (b, g_strdup_printf (_("+%s"), number));
  /* A bare "92" reads as a count of what is drawn: without room for the
   * plus, the stack says nothing and its tooltip speaks. */
  candidates[3] = NULL;

  if (isolated)
    /* TRANSLATORS: tooltip of the collapsed rest, e.g. "52 more GeForce RTX
     * 5090 cards like these, each on its own: 1,664 GB on paper" */
    return intern_take (b, g_strdup_printf (ngettext ("%s more %s like these, each on its own: %s on "
                                                      "paper",
                                                      "%s more %s like these, each on its own: %s on "
                                                      "paper", cp_format_plural_count (n)),
                                            number,
                                            cp_item_get_name (b->card ? CP_ITEM (b->gpu) : CP_ITEM (b->unit)),
                                            memory));

  /* TRANSLATORS: tooltip of the collapsed rest, e.g. "29 more NVIDIA DGX
   * H100 systems like these, in the same pool: 18,560 GB" */
  return intern_take (b, g_strdup_printf (ngettext ("%s more %s like these, in the same pool: %s",
                                                    "%s more %s like these, in the same pool: %s",
                                                    cp_format_plural_count (n)),
                                          number, cp_item_get_name (CP_ITEM (b->unit)), memory));
}

/* Between systems */

/* What the spine under systems, or the bar under @cards, says inside it,
 * longest first: at the least the link's name, or "CPU". Under one card
 * the bar is only the CPU it hangs off: nothing is shared there, and the
 * card's own link is said under it. */
void
_cp_diagram_words_spine (CpDiagramBuilder *b,
                         gboolean          cards,
                         const char       *candidates[4])
{
  if (cards && b->count == 1)
    {
      candidates[0] = C_("diagram", "CPU");
      candidates[1] = NULL;
      return;
    }

  candidates[0] = b->scale_out_label;
  candidates[1] = intern_take (b, cp_diagram_dup_link_label (b->scale_out, !b->pooled_scale_out, FALSE));
  candidates[2] = cards ? C_("diagram", "CPU") : intern (b, cp_item_get_name (CP_ITEM (b->scale_out)));
  candidates[3] = NULL;
}

/* "One pool of 1,920 GB across 3 systems": the label of a build's pool. */
static char *
dup_pool_label (CpDiagramBuilder *b,
                const char       *memory,
                const char       *number,
                gint64            n)
{
  gulong k = cp_format_plural_count (n);

  switch (cp_unit_get_noun (b->unit))
    {
    case CP_UNIT_NOUN_CARD:
    case CP_UNIT_NOUN_GPU:
      /* TRANSLATORS: the label of the memory pool of a build, e.g. "One
       * pool of 160 GB across 2 GPUs" */
      return g_strdup_printf (ngettext ("One pool of %s across %s GPU",
                                        "One pool of %s across %s GPUs", k), memory, number);
    case CP_UNIT_NOUN_RACK:
      /* TRANSLATORS: the label of the memory pool of a build, e.g. "One
       * pool of 27,648 GB across 2 racks" */
      return g_strdup_printf (ngettext ("One pool of %s across %s rack",
                                        "One pool of %s across %s racks", k), memory, number);
    case CP_UNIT_NOUN_SYSTEM:
    default:
      /* TRANSLATORS: the label of the memory pool of a build, e.g. "One
       * pool of 1,920 GB across 3 systems" */
      return g_strdup_printf (ngettext ("One pool of %s across %s system",
                                        "One pool of %s across %s systems", k), memory, number);
    }
}

/* The region of a build's one pool: its tooltip (the build's verdict),
 * returned, and its label. */
const char *
_cp_diagram_words_pool (CpDiagramBuilder *b,
                        const char       *candidates[4])
{
  g_autofree char *memory = cp_format_memory (cp_build_get_memory_mb (b->build));
  g_autofree char *number = cp_format_integer (b->count);

  candidates[0] = intern_take (b, dup_pool_label (b, memory, number, b->count));
  /* TRANSLATORS: e.g. "1,920 GB pooled" */
  candidates[1] = intern_take (b, g_strdup_printf (_("%s pooled"), memory));
  candidates[2] = intern (b, memory);
  candidates[3] = NULL;

  return intern_take (b, cp_build_dup_verdict (b->build));
}

/* The tooltip of the link that pools a build's units, e.g. "InfiniBand
 * NDR · 50 GB/s (400 Gb/s per port): joins the systems into one pool of
 * 1,920 GB". */
static char *
dup_joins_tooltip (CpDiagramBuilder *b,
                   const char       *link,
                   const char       *memory)
{
  switch (cp_unit_get_noun (b->unit))
    {
    case CP_UNIT_NOUN_CARD:
    case CP_UNIT_NOUN_GPU:
      /* TRANSLATORS: the tooltip of the link that pools a build's GPUs */
      return g_strdup_printf (_("%s: joins the GPUs into one pool of %s"), link, memory);
    case CP_UNIT_NOUN_RACK:
      /* TRANSLATORS: the tooltip of the link that pools a build's racks */
      return g_strdup_printf (_("%s: joins the racks into one pool of %s"), link, memory);
    case CP_UNIT_NOUN_SYSTEM:
    default:
      /* TRANSLATORS: the tooltip of the link that pools a build's systems */
      return g_strdup_printf (_("%s: joins the systems into one pool of %s"), link, memory);
    }
}

/* The tooltip of the spine between systems, and of the lines to it. */
const char *
_cp_diagram_words_joins (CpDiagramBuilder *b)
{
  if (b->pooled_scale_out)
    {
      g_autofree char *memory = cp_format_memory (cp_build_get_memory_mb (b->build));

      return intern_take (b, dup_joins_tooltip (b, b->scale_out_label, memory));
    }

  /* TRANSLATORS: tooltip of the link between systems that does not
   * pool memory, e.g. "PCIe through the CPU · ~64 GB/s shared by every
   * card: no memory is pooled across it" */
  return intern_take (b, g_strdup_printf (_("%s: no memory is pooled across it"),
                                          b->scale_out_label));
}

/* Cards */

/* The caption under cards, longest first. */
static void
cards_caption (CpDiagramBuilder *b,
               gboolean          isolated,
               const char       *candidates[4])
{
  g_autofree char *memory = cp_format_memory (b->gpu_mb);
  g_autofree char *usable = cp_format_memory (cp_build_get_usable_memory_mb (b->build));

  if (isolated)
    {
      /* TRANSLATORS: under a pile of desktop cards, e.g. "Each card sees
       * only its own 32 GB · PCIe 5.0 · ~64 GB/s each way, through the
       * CPU" */
      candidates[0] = intern_take (b, g_strdup_printf (b->desktop ? _("Each card sees only its own %s · %s")
                                                                  : _("Each GPU sees only its own %s · %s"),
                                                       memory, b->intra_tooltip));
      /* TRANSLATORS: e.g. "Each card sees only its own 32 GB" */
      candidates[1] = intern_take (b, g_strdup_printf (b->desktop ? _("Each card sees only its own %s")
                                                                  : _("Each GPU sees only its own %s"),
                                                       memory));
      /* TRANSLATORS: e.g. "32 GB each, not pooled" */
      candidates[2] = intern_take (b, g_strdup_printf (_("%s each, not pooled"), memory));
    }
  else
    {
      candidates[0] = b->intra_tooltip;
      candidates[1] = b->intra_label;
      candidates[2] = intern (b, usable);
    }
  candidates[3] = NULL;
}

/* Cards on their own thin lines: the tooltip of one card, returned, the
 * caption under them and the tooltip of the CPU bar (or the fabric) they
 * hang off. */
const char *
_cp_diagram_words_cards (CpDiagramBuilder  *b,
                         gboolean           isolated,
                         const char        *caption_candidates[4],
                         const char       **host_tooltip)
{
  g_autofree char *memory = cp_format_memory (b->gpu_mb);
  const char *card_tooltip;

  cards_caption (b, isolated, caption_candidates);

  if (isolated)
    /* TRANSLATORS: a desktop card's tooltip, e.g. "GeForce RTX 5090 card:
     * 32 GB of its own, on PCIe 5.0 · ~64 GB/s each way, through the CPU" */
    card_tooltip = intern_take (b, g_strdup_printf (_("%s: %s of its own, on %s"),
                                                    cp_item_get_name (CP_ITEM (b->unit)),
                                                    memory, b->intra_tooltip));
  else
    /* TRANSLATORS: a card's tooltip, e.g. "GeForce RTX 5090 card: 32 GB,
     * on PCIe 5.0 · ~64 GB/s each way, through the CPU" */
    card_tooltip = intern_take (b, g_strdup_printf (_("%s: %s, on %s"),
                                                    cp_item_get_name (CP_ITEM (b->unit)),
                                                    memory, b->intra_tooltip));

  if (b->count == 1)
    /* TRANSLATORS: the CPU bar's tooltip under one card; %s is the card's
     * link, e.g. "PCIe 4.0 · ~32 GB/s each way, through the CPU" */
    *host_tooltip = intern_take (b, g_strdup_printf (b->desktop ? _("The CPU, which the card reaches over %s")
                                                                : _("The CPU, which the GPU reaches over %s"),
                                                     b->intra_tooltip));
  else if (b->pooled_scale_out)
    /* TRANSLATORS: e.g. "InfiniBand NDR · 50 GB/s: joins the GPUs into one pool" */
    *host_tooltip = intern_take (b, g_strdup_printf (_("%s: joins them into one pool"),
                                                     b->scale_out_label));
  else
    /* TRANSLATORS: the CPU bar's tooltip; %s is its link, e.g. "PCIe
     * through the CPU · ~64 GB/s shared by every card" */
    *host_tooltip = intern_take (b, g_strdup_printf (_("The CPU: the cards reach each other only through it (%s); their memory is not pooled"),
                                                     b->scale_out_label));

  return card_tooltip;
}

/* Header, footer and legend */

/* Memory that only adds up on paper, in a line: "1,920 GB on paper · 32
 * GB usable by one model", shorter forms after it. */
void
_cp_diagram_words_on_paper (CpDiagramBuilder *b,
                            const char       *candidates[4])
{
  g_autofree char *memory = cp_format_memory (cp_build_get_memory_mb (b->build));
  g_autofree char *usable = cp_format_memory (cp_build_get_usable_memory_mb (b->build));

  if (cp_build_get_pcie_split (b->build))
    {
      /* TRANSLATORS: the totals of desktop cards a model is split across
       * over PCIe, e.g. "64 GB on paper · split over PCIe" */
      candidates[0] = intern_take (b, g_strdup_printf (_("%s on paper · split over PCIe"),
                                                       memory));
      /* TRANSLATORS: e.g. "64 GB on paper" */
      candidates[1] = intern_take (b, g_strdup_printf (_("%s on paper"), memory));
      candidates[2] = NULL;
      return;
    }

  /* TRANSLATORS: the totals of a build that does not pool, e.g. "1,920
   * GB on paper · 32 GB usable by one model" */
  candidates[0] = intern_take (b, g_strdup_printf (_("%s on paper · %s usable by one model"),
                                                   memory, usable));
  /* TRANSLATORS: e.g. "1,920 GB on paper · 32 GB usable" */
  candidates[1] = intern_take (b, g_strdup_printf (_("%s on paper · %s usable"), memory, usable));
  /* TRANSLATORS: e.g. "1,920 GB on paper" */
  candidates[2] = intern_take (b, g_strdup_printf (_("%s on paper"), memory));
  candidates[3] = NULL;
}

/* The totals beside the title: its tooltip (the build's verdict),
 * returned, and the totals, longest first. */
const char *
_cp_diagram_words_totals (CpDiagramBuilder *b,
                          const char       *candidates[4])
{
  g_autofree char *memory = cp_format_memory (cp_build_get_memory_mb (b->build));
  g_autofree char *gpus = cp_format_integer (cp_build_get_gpus (b->build));
  gulong k = cp_format_plural_count (cp_build_get_gpus (b->build));

  if (b->card && b->count == 1)
    {
      /* TRANSLATORS: the totals of one card or GPU, e.g. "1 card · 32 GB" */
      candidates[0] = intern_take (b, g_strdup_printf (b->desktop ? _("1 card · %s") : _("1 GPU · %s"),
                                                       memory));
      candidates[1] = intern (b, memory);
      candidates[2] = NULL;
    }
  else if (b->pooled)
    {
      g_autofree char *things = NULL;

      if (b->card && b->desktop)
        /* TRANSLATORS: e.g. "1 card" */
        things = g_strdup_printf (ngettext ("%s card", "%s cards", k), gpus);
      else
        /* TRANSLATORS: e.g. "24 GPUs" */
        things = g_strdup_printf (ngettext ("%s GPU", "%s GPUs", k), gpus);

      /* TRANSLATORS: the totals of a pooled build, e.g. "24 GPUs · 1,920 GB pooled" */
      candidates[0] = intern_take (b, g_strdup_printf (_("%s · %s pooled"), things, memory));
      candidates[1] = intern_take (b, g_strdup_printf (_("%s pooled"), memory));
      candidates[2] = intern (b, memory);
      candidates[3] = NULL;
    }
  else
    _cp_diagram_words_on_paper (b, candidates);

  return intern_take (b, cp_build_dup_verdict (b->build));
}

/* What a swatch of the legend means. */
const char *
_cp_diagram_words_legend (gboolean pooled)
{
  return pooled ? _("One pool: every GPU inside can use all of its memory")
                : _("On its own: sees only its own memory");
}

/* Serving a workload */

/* "1–40": a stage's layers, counted from 1. */
static char *
dup_layers (const CpDiagramGroupWords *words)
{
  g_autofree char *first = cp_format_integer (words->first_layer + 1);
  g_autofree char *last = cp_format_integer (words->last_layer);

  /* TRANSLATORS: a range of a model's layers, e.g. "1–40" */
  return g_strdup_printf (_("%s–%s"), first, last);
}

/**
 * _cp_diagram_words_group:
 * @words: the group
 * @candidates: (out): its tag, longest first, NULL-terminated: "copy 2 ·
 *   layers 41–80", "layers 41–80", "41–80"
 *
 * Returns: its tooltip.
 */
const char *
_cp_diagram_words_group (CpDiagramBuilder          *b,
                         const CpDiagramGroupWords *words,
                         const char                *candidates[5])
{
  g_autofree char *layers = dup_layers (words);
  g_autofree char *copy = cp_format_integer (words->copy + 1);
  g_autofree char *copies = cp_format_integer (words->n_copies);
  g_autofree char *stage = cp_format_integer (words->stage + 1);
  g_autofree char *stages = cp_format_integer (words->n_stages);
  g_autofree char *gpus = cp_format_integer (words->n_gpus);
  g_autofree char *tag = NULL;
  guint n = 0;

  if (words->n_stages > 1)
    {
      /* TRANSLATORS: the tag of a group of GPUs, e.g. "copy 2 · layers 41–80" */
      tag = words->n_copies > 1 ? g_strdup_printf (_("copy %s · layers %s"), copy, layers)
                                /* TRANSLATORS: the tag of a group of GPUs, e.g. "layers 41–80" */
                                : g_strdup_printf (_("layers %s"), layers);
      if (words->model_name != NULL)
        candidates[n++] = intern_take (b, g_strdup_printf (_("%s · %s"), words->model_name, tag));
      candidates[n++] = intern (b, tag);
      if (words->n_copies > 1)
        candidates[n++] = intern_take (b, g_strdup_printf (_("layers %s"), layers));
      candidates[n++] = intern (b, layers);
    }
  else
    {
      /* TRANSLATORS: the tag of a group of GPUs that hold one copy of a
       * model, e.g. "copy 3" */
      tag = words->n_copies > 1 ? g_strdup_printf (_("copy %s"), copy)
                                /* TRANSLATORS: the tag of the GPUs that hold the one copy
                                 * of a model */
                                : g_strdup (_("one copy"));
      if (words->model_name != NULL)
        candidates[n++] = intern_take (b, g_strdup_printf (_("%s · %s"), words->model_name, tag));
      candidates[n++] = intern (b, tag);
      if (words->n_copies > 1)
        candidates[n++] = intern (b, copy);
    }
  candidates[n] = NULL;

  if (words->n_stages > 1)
    /* TRANSLATORS: a group's tooltip, e.g. "Copy 1 of 2: pipeline stage 2 of
     * 2, layers 41–80, on 8 GPUs working together (tensor parallel 8)" */
    return intern_take (b, g_strdup_printf (ngettext ("Copy %s of %s: pipeline stage %s of %s, layers "
                                                      "%s, on %s GPU (tensor parallel %s)",
                                                      "Copy %s of %s: pipeline stage %s of %s, layers "
                                                      "%s, on %s GPUs working together (tensor parallel "
                                                      "%s)", cp_format_plural_count (words->n_gpus)),
                                            copy, copies, stage, stages, layers, gpus, gpus));

  /* TRANSLATORS: a group's tooltip, e.g. "Copy 1 of 3: the whole model on 2
   * GPUs working together (tensor parallel 2)" */
  return intern_take (b, g_strdup_printf (ngettext ("Copy %s of %s: the whole model on %s GPU "
                                                    "(tensor parallel %s)",
                                                    "Copy %s of %s: the whole model on %s GPUs "
                                                    "working together (tensor parallel %s)",
                                                    cp_format_plural_count (words->n_gpus)),
                                          copy, copies, gpus, gpus));
}

/* A GPU that no model runs on: its tooltip, returned, and its label. */
const char *
_cp_diagram_words_idle (CpDiagramBuilder  *b,
                        const char       **label)
{
  /* TRANSLATORS: on a GPU box that no model runs on */
  *label = intern (b, _("idle"));

  return intern (b, _("Idle: no copy of a model runs on this GPU"));
}

/* Where a group's GPUs are: "system 2, GPUs 1–8", "card 3". */
static char *
dup_place (CpBuild              *build,
           const CpDiagramGroup *group)
{
  CpUnit *unit = cp_build_get_unit (build);
  gint64 per_unit = MAX (cp_unit_get_gpu_count (unit), 1);
  g_autofree char *number = cp_format_integer (group->first_gpu / per_unit + 1);
  g_autofree char *first = cp_format_integer (group->first_gpu % per_unit + 1);
  g_autofree char *last = cp_format_integer (group->first_gpu % per_unit + group->n_gpus);
  gboolean one = group->n_gpus == 1;

  switch (cp_unit_get_noun (unit))
    {
    case CP_UNIT_NOUN_CARD:
      /* TRANSLATORS: where a copy of a model runs, e.g. "card 3" */
      return g_strdup_printf (_("card %s"), number);
    case CP_UNIT_NOUN_GPU:
      /* TRANSLATORS: where a copy of a model runs, e.g. "GPU 3" */
      return g_strdup_printf (_("GPU %s"), number);
    case CP_UNIT_NOUN_RACK:
      return one ? g_strdup_printf (_("rack %s, GPU %s"), number, first)
                 /* TRANSLATORS: where a stage of a model runs, e.g. "rack 1, GPUs 1–8" */
                 : g_strdup_printf (_("rack %s, GPUs %s–%s"), number, first, last);
    case CP_UNIT_NOUN_SYSTEM:
    default:
      return one ? g_strdup_printf (_("system %s, GPU %s"), number, first)
                 /* TRANSLATORS: where a stage of a model runs, e.g. "system 2, GPUs 1–8" */
                 : g_strdup_printf (_("system %s, GPUs %s–%s"), number, first, last);
    }
}

/* How many copies of a model the description lists; the rest it counts. */
#define DESCRIBED_COPIES 3

/* One model's copies: "Llama 3.1 70B: copy 1: layers 1–40 on system 1,
 * GPUs 1–8; layers 41–80 on system 2, GPUs 1–8." */
static void
append_model (GString        *out,
              CpBuild        *build,
              CpModelServing *model,
              guint           model_index,
              GArray         *groups)
{
  const CpLayout *layout = cp_model_serving_get_layout (model);
  const CpArchitecture *arch = cp_model_architecture_get (cp_model_get_architecture (
                                 cp_model_serving_get_model (model)));
  g_autoptr(GString) copies = g_string_new (NULL);
  gint64 shown = MIN (layout->replicas, DESCRIBED_COPIES);

  for (gint64 r = 0; r < shown; r++)
    {
      g_autoptr(GString) stages = g_string_new (NULL);
      g_autofree char *copy = cp_format_integer (r + 1);

      for (guint i = 0; i < groups->len; i++)
        {
          const CpDiagramGroup *group = &g_array_index (groups, CpDiagramGroup, i);
          CpDiagramGroupWords words = {
            .first_layer = group->stage * arch->layers / layout->pipeline_parallel,
            .last_layer = (group->stage + 1) * arch->layers / layout->pipeline_parallel,
          };
          g_autofree char *place = NULL;

          if (group->model != model_index || group->replica != r)
            continue;

          place = dup_place (build, group);
          if (stages->len > 0)
            g_string_append (stages, "; ");
          if (layout->pipeline_parallel > 1)
            {
              g_autofree char *layers = dup_layers (&words);

              /* TRANSLATORS: where a pipeline stage runs, e.g. "layers 1–40 on
               * system 1, GPUs 1–8" */
              g_string_append_printf (stages, _("layers %s on %s"), layers, place);
            }
          else
            g_string_append (stages, place);
        }

      if (stages->len == 0)
        continue;
      if (copies->len > 0)
        g_string_append (copies, "; ");
      if (layout->pipeline_parallel > 1)
        /* TRANSLATORS: where the stages of a copy of a model run, e.g. "copy
         * 1, with layers 1–40 on system 1, GPUs 1–8; layers 41–80 on system
         * 2, GPUs 1–8" */
        g_string_append_printf (copies, _("copy %s, with %s"), copy, stages->str);
      else
        /* TRANSLATORS: where a copy of a model runs, e.g. "copy 1 on system
         * 1, GPUs 1–8" */
        g_string_append_printf (copies, _("copy %s on %s"), copy, stages->str);
    }

  /* TRANSLATORS: a model and where its copies run, e.g. "Llama 3.1 70B:
   * copy 1 on system 1, GPUs 1–8." */
  g_string_append_c (out, ' ');
  g_string_append_printf (out, _("%s: %s."), cp_item_get_name (CP_ITEM (cp_model_serving_get_model (model))),
                          copies->str);

  if (layout->replicas > shown)
    {
      g_autofree char *more = cp_format_integer (layout->replicas - shown);

      g_string_append_c (out, ' ');
      g_string_append_printf (out, ngettext ("%s more copy is laid out the same way.",
                                             "%s more copies are laid out the same way.",
                                             cp_format_plural_count (layout->replicas - shown)), more);
    }
}

/* The layout of the workload in words, for screen readers. */
char *
_cp_diagram_words_serving_description (CpBuild *build,
                                       GArray  *groups)
{
  CpServing *serving = cp_build_get_serving (build);
  GListModel *models = cp_serving_get_models (serving);
  gint64 total = cp_build_get_gpus (build);
  gint64 idle = MAX (total - cp_serving_get_gpus_used (serving), 0);
  GString *out = g_string_new (NULL);

  if (cp_serving_get_verdict (serving) == CP_SERVING_DOES_NOT_FIT)
    {
      g_string_append (out, _("It does not serve the workload, so no layout is drawn."));
      return g_string_free (out, FALSE);
    }

  /* TRANSLATORS: before the layout of a workload, in a diagram's
   * description for screen readers */
  g_string_append (out, _("How the workload is laid out:"));
  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModelServing) model = g_list_model_get_item (models, i);

      if (cp_model_serving_get_verdict (model) == CP_SERVING_FITS ||
          cp_model_serving_get_verdict (model) == CP_SERVING_MARGINAL)
        append_model (out, build, model, i, groups);
    }

  g_string_append_c (out, ' ');
  if (idle == 0)
    g_string_append (out, _("No GPU is left idle."));
  else
    {
      g_autofree char *n_idle = cp_format_integer (idle);
      g_autofree char *n_total = cp_format_integer (total);

      /* TRANSLATORS: e.g. "64 of 72 GPUs are left idle."; the total decides
       * the form */
      g_string_append_printf (out, ngettext ("%s of %s GPU is left idle.",
                                             "%s of %s GPUs are left idle.",
                                             cp_format_plural_count (total)), n_idle, n_total);
    }

  return g_string_free (out, FALSE);
}
