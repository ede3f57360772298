/* cp-diagram-layout.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-diagram-layout"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "cp-build-words.h"
#include "cp-diagram-layout.h"
#include "cp-format.h"

/* The topology diagram as pure geometry: where every chassis, GPU, NVLink
 * domain, switch, link and label goes for a build at a given size. Nothing
 * here draws, so it runs and is tested without a display; the painter
 * turns it into pixels, vectors or paper.
 *
 * Two rules keep the picture honest and cheap. Memory that is one pool is
 * a solid region that encloses all of it; memory that only adds up on
 * paper is a row of separate boxes with dashed outlines, each hanging off
 * the CPU on its own thin line. And however many units a build has, only
 * a few are drawn and the rest become one stack, so the number of
 * elements, and the time to paint them, has a fixed ceiling.
 */

struct _CpDiagramLayout
{
  gatomicrefcount  ref_count;

  double           width;
  double           height;
  gboolean         compact;

  GArray          *elements;
  /* Labels and tooltips, each distinct string stored once: the painter
   * recognises a repeated label by its pointer. */
  GStringChunk    *strings;

  gint64           n_drawn;
  gint64           n_stacked;
  char            *label;
  char            *description;
};

G_DEFINE_BOXED_TYPE (CpDiagramLayout, cp_diagram_layout,
                     cp_diagram_layout_ref, cp_diagram_layout_unref)

/* Ceilings on what is drawn, whatever the count. */
#define MAX_SYSTEMS        6
#define MAX_RACKS          3
#define MAX_CARDS_PER_ROW  12
/* GPU boxes get their own memory label only while there are few of them. */
#define MAX_GPU_LABELS     96

/* Sizes in pixels of user space. */
typedef struct
{
  double pad;       /* around the whole picture */
  double gap;       /* between sibling boxes */
  double inset;     /* inside a box, around its content */
  double title;     /* font sizes */
  double heading;
  double body;
  double caption;
  double small;
  double link;      /* length of a drawn link */
  double bar;       /* thickness of a spine or CPU bar */
  double switch_bar;
} Metrics;

typedef struct
{
  CpDiagramLayout *self;
  Metrics          m;

  CpBuild         *build;
  CpUnit          *unit;
  CpGpu           *gpu;
  CpLink          *intra;
  CpLink          *scale_out;

  gint64           count;
  gint64           gpus_per_unit;
  gint64           domain_gpus;
  gint64           domains_per_unit;
  gint64           compute_trays;
  gint64           switch_trays;
  gint64           gpu_mb;
  gint64           unit_mb;
  gint64           domain_mb;

  gboolean         pooled;
  gboolean         pooled_scale_out;
  gboolean         desktop;
  gboolean         has_nvlink;
  gboolean         rack;
  gboolean         card;

  /* Whether anything drawn is pooled or isolated, for the legend. */
  gboolean         legend_pooled;
  gboolean         legend_isolated;

  /* Whether GPU boxes carry their memory: all of them or none. */
  gboolean         gpu_labels;

  /* Strings many elements share. */
  const char      *gpu_label;
  const char      *gpu_tooltip;
  const char      *intra_label;
  const char      *intra_tooltip;
  const char      *scale_out_label;
} Builder;

static inline double
line_height (double size)
{
  return ceil (size * 1.32);
}

/* A generous estimate of how wide a line of text is in a sans-serif face:
 * the painter shrinks what is still too wide, but the layout only places
 * labels that fit by this estimate, so labels never run into each other. */
static double
estimate_width (const char *text,
                double      size,
                gboolean    bold)
{
  double line = 0, widest = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      double em;

      if (c == '\n')
        {
          widest = MAX (widest, line);
          line = 0;
          continue;
        }

      if (c == ' ' || c == 0x00A0 || c == 0x202F || c == 0x2009 ||
          c == '.' || c == ',' || c == ':' || c == ';' || c == 0x00B7)
        em = 0.33;
      else if (c == 'i' || c == 'l' || c == 'j' || c == 'I' || c == '\'' || c == '|')
        em = 0.31;
      else if (c == 't' || c == 'f' || c == 'r' || c == '(' || c == ')' || c == '/')
        em = 0.43;
      else if (c == 'm' || c == 'M' || c == 'W')
        em = 0.98;
      else if (c == 'w')
        em = 0.84;
      else if (g_unichar_isdigit (c))
        em = 0.64;
      else if (g_unichar_isupper (c))
        em = 0.76;
      else if (g_unichar_islower (c))
        em = 0.63;
      else if (c == 0x2014) /* em dash */
        em = 1.0;
      else
        em = 0.85;

      line += em;
    }

  widest = MAX (widest, line);

  return widest * size * (bold ? 1.1 : 1.0);
}

static int
count_lines (const char *text)
{
  int lines = 1;

  for (const char *p = text; *p != '\0'; p++)
    if (*p == '\n')
      lines++;

  return lines;
}

static gboolean
text_fits (const char *text,
           double      width,
           double      height,
           double      size,
           gboolean    bold)
{
  return text != NULL &&
         estimate_width (text, size, bold) <= width &&
         line_height (size) * count_lines (text) <= height + 0.5;
}

/* The first of @candidates (NULL-terminated, longest first) that fits. */
static const char *
pick_text (const char * const *candidates,
           double              width,
           double              height,
           double              size,
           gboolean            bold)
{
  for (guint i = 0; candidates[i] != NULL; i++)
    if (text_fits (candidates[i], width, height, size, bold))
      return candidates[i];

  return NULL;
}

static inline CpDiagramRect
rect (double x,
      double y,
      double width,
      double height)
{
  return (CpDiagramRect) { x, y, MAX (width, 0), MAX (height, 0) };
}

static inline CpDiagramRect
rect_inset (CpDiagramRect r,
            double        dx,
            double        dy)
{
  return rect (r.x + dx, r.y + dy, r.width - 2 * dx, r.height - 2 * dy);
}

static const char *
intern (CpDiagramLayout *self,
        const char      *text)
{
  if (text == NULL)
    return NULL;

  return g_string_chunk_insert_const (self->strings, text);
}

static const char *
intern_take (CpDiagramLayout *self,
             char            *text)
{
  const char *ret = intern (self, text);

  g_free (text);

  return ret;
}

/* Whole pixels: crisp edges, and Cairo fills pixel-aligned boxes fastest.
 * Rounding both edges keeps what is inside a box inside it. */
static inline CpDiagramRect
snap (CpDiagramRect r)
{
  double x0 = round (r.x), y0 = round (r.y);

  return rect (x0, y0, round (r.x + r.width) - x0, round (r.y + r.height) - y0);
}

/* The returned pointer is valid until the next element is added. */
static CpDiagramElement *
add_element (CpDiagramLayout      *self,
             CpDiagramElementKind  kind,
             CpDiagramRect         r)
{
  CpDiagramElement element = { 0 };

  if (kind != CP_DIAGRAM_ELEMENT_TEXT && kind != CP_DIAGRAM_ELEMENT_LINK)
    r = snap (r);

  element.kind = kind;
  element.rect = r;
  element.label_rect = r;
  element.align = CP_DIAGRAM_ALIGN_CENTER;
  element.tone = CP_DIAGRAM_TONE_NORMAL;

  g_array_append_val (self->elements, element);

  return &g_array_index (self->elements, CpDiagramElement, self->elements->len - 1);
}

static void
set_label (CpDiagramElement *element,
           const char       *text,
           CpDiagramRect     r,
           double            size,
           gboolean          bold,
           CpDiagramAlign    align,
           CpDiagramTone     tone)
{
  element->label = text;
  element->label_rect = r;
  element->font_size = size;
  element->bold = bold;
  element->align = align;
  element->tone = tone;
}

static void
add_text (CpDiagramLayout *self,
          const char      *text,
          CpDiagramRect    r,
          double           size,
          gboolean         bold,
          CpDiagramAlign   align,
          CpDiagramTone    tone,
          const char      *tooltip)
{
  CpDiagramElement *element;

  if (text == NULL)
    return;

  element = add_element (self, CP_DIAGRAM_ELEMENT_TEXT, r);
  set_label (element, text, r, size, bold, align, tone);
  element->tooltip = tooltip;
}

static void
add_link (CpDiagramLayout   *self,
          CpDiagramLinkKind  link,
          double             x1,
          double             y1,
          double             x2,
          double             y2,
          const char        *tooltip)
{
  CpDiagramElement *element;
  double width = link == CP_DIAGRAM_LINK_PCIE ? 1 : link == CP_DIAGRAM_LINK_FABRIC ? 3 : 2;
  /* A line of odd width is crisp on the middle of a pixel. */
  double half = fmod (width, 2) / 2;

  if (x1 == x2)
    {
      x1 = x2 = round (x1) + half;
      y1 = round (y1);
      y2 = round (y2);
    }
  else if (y1 == y2)
    {
      y1 = y2 = round (y1) + half;
      x1 = round (x1);
      x2 = round (x2);
    }

  element = add_element (self, CP_DIAGRAM_ELEMENT_LINK,
                         rect (MIN (x1, x2), MIN (y1, y2), fabs (x2 - x1), fabs (y2 - y1)));
  element->x1 = x1;
  element->y1 = y1;
  element->x2 = x2;
  element->y2 = y2;
  element->link = link;
  element->pooled = link != CP_DIAGRAM_LINK_PCIE;
  element->isolated = link == CP_DIAGRAM_LINK_PCIE;
  element->tooltip = tooltip;
  element->line_width = width;
}

static Metrics
metrics_for (double   width,
             double   height,
             gboolean compact)
{
  Metrics m;
  double s;

  if (compact)
    {
      m = (Metrics) {
        .pad = 6, .gap = 8, .inset = 5,
        .title = 12, .heading = 11, .body = 10, .caption = 9.5, .small = 8.5,
        .link = 8, .bar = 13, .switch_bar = 5,
      };
      return m;
    }

  /* Type and spacing follow the size a little, so a large export is not
   * a small drawing lost in white, nor a small window a cramped one. */
  s = CLAMP (MIN (width / 1200.0, height / 800.0), 0.8, 2.0);
  /* In steps of a twentieth, so resizing a window does not ask for a new
   * font size at every pixel. */
  s = round (s * 20) / 20;
  m = (Metrics) {
    .pad = 20 * s, .gap = 22 * s, .inset = 10 * s,
    .title = 19 * s, .heading = 14 * s, .body = 13 * s, .caption = 12 * s, .small = 11 * s,
    .link = 18 * s, .bar = 26 * s, .switch_bar = 14 * s,
  };

  return m;
}

/* Words */

/* What a build is made of, for the sentences that count them. Each
 * sentence is a message of its own per kind, with the number inside, so
 * a language can decline the noun after the number and the preposition. */
typedef enum
{
  NOUN_SYSTEM,
  NOUN_RACK,
  NOUN_CARD,
  NOUN_GPU,
} NounKind;

static NounKind
noun_kind (Builder *b)
{
  if (b->card)
    return b->desktop ? NOUN_CARD : NOUN_GPU;
  if (b->rack)
    return NOUN_RACK;

  return NOUN_SYSTEM;
}

/* "+ 29 more\nsystems": the collapsed rest of a large build. */
static char *
dup_more_label (Builder    *b,
                const char *number,
                gint64      n)
{
  gulong k = (gulong) MIN (n, G_MAXULONG);

  switch (noun_kind (b))
    {
    case NOUN_CARD:
      /* TRANSLATORS: the collapsed rest of a large build, two lines */
      return g_strdup_printf (ngettext ("+ %s more\ncard", "+ %s more\ncards", k), number);
    case NOUN_GPU:
      /* TRANSLATORS: the collapsed rest of a large build, two lines */
      return g_strdup_printf (ngettext ("+ %s more\nGPU", "+ %s more\nGPUs", k), number);
    case NOUN_RACK:
      /* TRANSLATORS: the collapsed rest of a large build, two lines */
      return g_strdup_printf (ngettext ("+ %s more\nrack", "+ %s more\nracks", k), number);
    case NOUN_SYSTEM:
    default:
      /* TRANSLATORS: the collapsed rest of a large build, two lines */
      return g_strdup_printf (ngettext ("+ %s more\nsystem", "+ %s more\nsystems", k), number);
    }
}

/* "One pool of 1,920 GB across 3 systems": the label of a build's pool. */
static char *
dup_pool_label (Builder    *b,
                const char *memory,
                const char *number,
                gint64      n)
{
  gulong k = (gulong) MIN (n, G_MAXULONG);

  switch (noun_kind (b))
    {
    case NOUN_CARD:
    case NOUN_GPU:
      /* TRANSLATORS: the label of the memory pool of a build, e.g. "One
       * pool of 160 GB across 2 GPUs" */
      return g_strdup_printf (ngettext ("One pool of %s across %s GPU",
                                        "One pool of %s across %s GPUs", k), memory, number);
    case NOUN_RACK:
      /* TRANSLATORS: the label of the memory pool of a build, e.g. "One
       * pool of 27,648 GB across 2 racks" */
      return g_strdup_printf (ngettext ("One pool of %s across %s rack",
                                        "One pool of %s across %s racks", k), memory, number);
    case NOUN_SYSTEM:
    default:
      /* TRANSLATORS: the label of the memory pool of a build, e.g. "One
       * pool of 1,920 GB across 3 systems" */
      return g_strdup_printf (ngettext ("One pool of %s across %s system",
                                        "One pool of %s across %s systems", k), memory, number);
    }
}

/* The tooltip of the link that pools a build's units, e.g. "InfiniBand
 * NDR · 50 GB/s (400 Gb/s per port): joins the systems into one pool of
 * 1,920 GB". */
static char *
dup_joins_tooltip (Builder    *b,
                   const char *link,
                   const char *memory)
{
  switch (noun_kind (b))
    {
    case NOUN_CARD:
    case NOUN_GPU:
      /* TRANSLATORS: the tooltip of the link that pools a build's GPUs */
      return g_strdup_printf (_("%s: joins the GPUs into one pool of %s"), link, memory);
    case NOUN_RACK:
      /* TRANSLATORS: the tooltip of the link that pools a build's racks */
      return g_strdup_printf (_("%s: joins the racks into one pool of %s"), link, memory);
    case NOUN_SYSTEM:
    default:
      /* TRANSLATORS: the tooltip of the link that pools a build's systems */
      return g_strdup_printf (_("%s: joins the systems into one pool of %s"), link, memory);
    }
}

char *
cp_diagram_dup_link_label (CpLink   *link,
                           gboolean  approximate,
                           gboolean  with_note)
{
  g_autofree char *number = NULL;
  g_autofree char *bandwidth = NULL;
  g_autofree char *label = NULL;
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

  /* TRANSLATORS: a link and its bandwidth, e.g. "NVLink 4 · 900 GB/s" */
  label = g_strdup_printf (_("%s · %s"), cp_item_get_name (CP_ITEM (link)), bandwidth);

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

/* Builder */

static void
builder_init (Builder         *b,
              CpDiagramLayout *self,
              CpBuild         *build)
{
  g_autofree char *gpu_memory = NULL;
  g_autofree char *domain_memory = NULL;
  g_autofree char *intra_long = NULL;
  const char *gpu_name;

  memset (b, 0, sizeof *b);

  b->self = self;
  b->m = metrics_for (self->width, self->height, self->compact);
  b->build = build;
  b->unit = cp_build_get_unit (build);
  b->gpu = cp_unit_get_gpu (b->unit);
  b->intra = cp_unit_get_intra_link (b->unit);
  b->scale_out = cp_unit_get_scale_out_link (b->unit);

  b->count = cp_build_get_count (build);
  b->gpus_per_unit = MAX (cp_unit_get_gpu_count (b->unit), 1);
  b->has_nvlink = cp_unit_get_has_nvlink (b->unit);
  b->domain_gpus = b->has_nvlink ? cp_unit_get_nvlink_domain_gpus (b->unit) : 0;
  b->domains_per_unit = cp_unit_get_nvlink_domains (b->unit);
  b->compute_trays = cp_unit_get_compute_trays (b->unit);
  b->switch_trays = cp_unit_get_switch_trays (b->unit);
  b->rack = cp_unit_get_form (b->unit) == CP_UNIT_FORM_RACK;
  b->card = cp_unit_get_form (b->unit) == CP_UNIT_FORM_CARD;
  b->gpu_mb = cp_gpu_get_memory_mb (b->gpu);
  b->unit_mb = cp_unit_get_memory_mb (b->unit);
  b->domain_mb = b->has_nvlink ? b->gpu_mb * MIN (b->domain_gpus, b->gpus_per_unit) : b->gpu_mb;

  b->pooled = cp_build_get_pooled (build);
  b->pooled_scale_out = cp_unit_get_pooled_scale_out (b->unit);
  b->desktop = cp_unit_get_desktop (b->unit);
  b->gpu_labels = TRUE;

  gpu_memory = cp_format_memory (b->gpu_mb);
  domain_memory = cp_format_memory (b->domain_mb);
  gpu_name = cp_item_get_name (CP_ITEM (b->gpu));

  b->gpu_label = intern (self, gpu_memory);
  b->intra_label = intern_take (self, cp_diagram_dup_link_label (b->intra, !b->has_nvlink, FALSE));
  intra_long = cp_diagram_dup_link_label (b->intra, !b->has_nvlink, TRUE);
  b->intra_tooltip = intern (self, intra_long);
  b->scale_out_label = intern_take (self, cp_diagram_dup_link_label (b->scale_out,
                                                                     !b->pooled_scale_out, TRUE));

  if (b->has_nvlink)
    {
      g_autofree char *n = cp_format_integer (MIN (b->domain_gpus, b->gpus_per_unit));

      /* TRANSLATORS: a GPU's tooltip, e.g. "NVIDIA H100 SXM · 80 GB, one of 8
       * GPUs sharing 640 GB over NVLink 4" */
      b->gpu_tooltip = intern_take (self, g_strdup_printf (_("%s · %s, one of %s GPUs sharing %s over %s"),
                                                           gpu_name, gpu_memory, n, domain_memory,
                                                           cp_item_get_name (CP_ITEM (b->intra))));
    }
  else if (b->pooled && b->count > 1)
    /* TRANSLATORS: a GPU's tooltip, e.g. "NVIDIA H100 PCIe · 80 GB, pooled
     * with the others over InfiniBand NDR" */
    b->gpu_tooltip = intern_take (self, g_strdup_printf (_("%s · %s, pooled with the others over %s"),
                                                         gpu_name, gpu_memory,
                                                         cp_item_get_name (CP_ITEM (b->scale_out))));
  else
    /* TRANSLATORS: a GPU's tooltip, e.g. "GeForce RTX 5090 · 32 GB, seen
     * only by this GPU" */
    b->gpu_tooltip = intern_take (self, g_strdup_printf (_("%s · %s, its own memory only"),
                                                         gpu_name, gpu_memory));
}

/* A GPU box, with its memory written in it when it fits. */
static void
add_gpu (Builder       *b,
         CpDiagramRect  r,
         gboolean       isolated)
{
  CpDiagramElement *element;

  element = add_element (b->self, CP_DIAGRAM_ELEMENT_GPU, r);
  element->pooled = !isolated;
  element->isolated = isolated;
  element->tooltip = b->gpu_tooltip;

  if (b->gpu_labels && text_fits (b->gpu_label, r.width - 4, r.height, b->m.small, FALSE))
    set_label (element, b->gpu_label, element->rect, b->m.small, FALSE,
               CP_DIAGRAM_ALIGN_CENTER, CP_DIAGRAM_TONE_ON_FILL);
}

/* Lays @n equal boxes in a row of @cell_width centred in @x..@x+@width. */
static inline double
row_start (double x,
           double width,
           gint64 n,
           double cell_width,
           double gap)
{
  return x + (width - (n * cell_width + (n - 1) * gap)) / 2;
}

/* Systems */

/* GPU boxes are flatter on a card, where height is scarce. */
static inline double
gpu_aspect (Builder *b)
{
  return b->self->compact ? 0.62 : 0.8;
}

/* How tall an NVLink domain of @k GPUs is at @width: GPUs in two rows
 * with the NVSwitch bar between them (one row for fewer than four), and
 * the domain's memory written underneath. */
static double
domain_natural_height (Builder *b,
                       double   width,
                       gint64   k)
{
  const Metrics *m = &b->m;
  int rows = k >= 4 ? 2 : 1;
  gint64 cols = rows == 2 ? (k + 1) / 2 : k;
  double inner = width - 2 * m->inset;
  double gpu_gap = m->inset * 0.6;
  double gpu_w = (inner - (cols - 1) * gpu_gap) / cols;
  double gpu_h = CLAMP (gpu_w * gpu_aspect (b), 6, 4 * line_height (m->small));

  return m->inset + rows * gpu_h + rows * m->link + m->switch_bar +
         line_height (m->caption) + m->inset * 0.5 + m->inset;
}

static double
rack_natural_height (Builder *b)
{
  const Metrics *m = &b->m;
  gint64 rows = b->compute_trays + b->switch_trays;
  double row_h = b->self->compact ? 4 : 20 * (m->body / 13);
  double row_gap = b->self->compact ? 1 : 2 * (m->body / 13);

  return 2 * m->inset + rows * row_h + (rows - 1) * row_gap +
         line_height (m->caption) + m->inset * 0.5;
}

static double
chassis_name_height (Builder *b)
{
  return b->self->compact ? 0 : line_height (b->m.body) + b->m.inset * 0.4;
}

static double
chassis_natural_height (Builder *b,
                        double   width)
{
  const Metrics *m = &b->m;
  double inner = width - 2 * m->inset;
  double domains_h;

  if (b->rack)
    domains_h = rack_natural_height (b);
  else if (b->has_nvlink)
    {
      double dw = (inner - (b->domains_per_unit - 1) * m->gap * 0.5) / b->domains_per_unit;

      domains_h = domain_natural_height (b, dw, MIN (b->domain_gpus, b->gpus_per_unit));
    }
  else
    domains_h = domain_natural_height (b, inner, b->gpus_per_unit);

  return m->inset + chassis_name_height (b) + domains_h +
         line_height (m->caption) + m->inset * 0.5;
}

/* The GPUs of one NVLink domain (or, without NVLink, a chassis's GPUs that
 * each stand alone on PCIe) in @r. */
static void
layout_gpu_group (Builder       *b,
                  CpDiagramRect  r,
                  gint64         k,
                  gboolean       pooled)
{
  const Metrics *m = &b->m;
  CpDiagramLayout *self = b->self;
  int rows = k >= 4 ? 2 : 1;
  gint64 cols = rows == 2 ? (k + 1) / 2 : k;
  gint64 second = k - cols;
  double gpu_gap = m->inset * 0.6;
  double label_h = line_height (m->caption);
  double fixed = rows * m->link + m->switch_bar + label_h + m->inset * 0.5;
  double inner_x = r.x + m->inset;
  double inner_w = r.width - 2 * m->inset;
  double gpu_w = (inner_w - (cols - 1) * gpu_gap) / cols;
  double gpu_h = MIN (CLAMP (gpu_w * gpu_aspect (b), 6, 4 * line_height (m->small)),
                      (r.height - 2 * m->inset - fixed) / rows);
  double y = r.y + m->inset;
  double bar_y, y2, x2;
  CpDiagramLinkKind link = pooled ? CP_DIAGRAM_LINK_NVLINK : CP_DIAGRAM_LINK_PCIE;
  const char *label;
  CpDiagramElement *element;

  if (pooled)
    {
      g_autofree char *memory = cp_format_memory (b->domain_mb);
      g_autofree char *n = cp_format_integer (k);
      const char *candidates[3];
      CpDiagramRect label_r;

      /* TRANSLATORS: the memory of one NVLink domain, e.g. "640 GB pooled" */
      candidates[0] = intern_take (self, g_strdup_printf (_("%s pooled"), memory));
      candidates[1] = intern (self, memory);
      candidates[2] = NULL;

      element = add_element (self, CP_DIAGRAM_ELEMENT_DOMAIN, r);
      element->pooled = TRUE;
      /* TRANSLATORS: an NVLink domain's tooltip, e.g. "One NVLink domain: 8
       * GPUs share 640 GB over NVLink 4 · 900 GB/s per GPU, through NVSwitch" */
      element->tooltip = intern_take (self, g_strdup_printf (_("One NVLink domain: %s GPUs share %s over %s"),
                                                             n, memory, b->intra_tooltip));
      label_r = rect (r.x + m->inset, r.y + r.height - m->inset * 0.5 - label_h - m->inset * 0.5,
                      r.width - 2 * m->inset, label_h);
      label = pick_text (candidates, label_r.width, label_r.height, m->caption, TRUE);
      if (label != NULL)
        set_label (element, label, label_r, m->caption, TRUE,
                   CP_DIAGRAM_ALIGN_CENTER, CP_DIAGRAM_TONE_POOLED);
    }

  /* Too cramped for GPUs: the region and its words say it all. */
  if (gpu_h < 4 || gpu_w < 4)
    return;

  /* Centre GPUs, bar and links vertically in the space above the label. */
  y += MAX (0, (r.height - 2 * m->inset - fixed - rows * gpu_h) / 2);
  bar_y = y + gpu_h + m->link;
  y2 = bar_y + m->switch_bar + m->link;
  x2 = row_start (inner_x, inner_w, second, gpu_w, gpu_gap);

  /* Links first, then the bar and the GPUs over their ends, each kind
   * together so that the painter draws it in one go. */
  for (gint64 i = 0; i < cols; i++)
    {
      double cx = inner_x + i * (gpu_w + gpu_gap) + gpu_w / 2;

      add_link (self, link, cx, y + gpu_h, cx, bar_y, b->intra_tooltip);
    }
  for (gint64 i = 0; i < second; i++)
    {
      double cx = x2 + i * (gpu_w + gpu_gap) + gpu_w / 2;

      add_link (self, link, cx, bar_y + m->switch_bar, cx, y2, b->intra_tooltip);
    }

  element = add_element (self, pooled ? CP_DIAGRAM_ELEMENT_SWITCH : CP_DIAGRAM_ELEMENT_HOST,
                         rect (inner_x, bar_y, inner_w, m->switch_bar));
  element->pooled = pooled;
  if (pooled)
    /* TRANSLATORS: tooltip of the NVSwitch bar in a DGX system */
    element->tooltip = intern_take (self, g_strdup_printf (_("NVSwitch: every GPU of the domain reaches every other over %s"),
                                                           b->intra_tooltip));
  else
    element->tooltip = intern (self, _("The CPU: these GPUs reach each other only through it; their memory is not pooled"));

  {
    const char *name = pooled ? C_("diagram", "NVSwitch") : C_("diagram", "CPU");

    if (text_fits (name, inner_w - 8, m->switch_bar, m->small * 0.9, TRUE))
      set_label (element, name, element->rect, m->small * 0.9, TRUE,
                 CP_DIAGRAM_ALIGN_CENTER, CP_DIAGRAM_TONE_ON_FILL);
  }

  for (gint64 i = 0; i < cols; i++)
    add_gpu (b, rect (inner_x + i * (gpu_w + gpu_gap), y, gpu_w, gpu_h), !pooled);
  for (gint64 i = 0; i < second; i++)
    add_gpu (b, rect (x2 + i * (gpu_w + gpu_gap), y2, gpu_w, gpu_h), !pooled);
}

/* An NVL72-style rack: one NVLink domain running through compute trays
 * and NVLink switch trays, stacked as in the real rack (compute trays
 * above and below the switch trays), each tray cabled to the NVLink spine
 * on the right. */
static void
layout_rack_domain (Builder       *b,
                    CpDiagramRect  r)
{
  const Metrics *m = &b->m;
  CpDiagramLayout *self = b->self;
  gint64 rows = b->compute_trays + b->switch_trays;
  gint64 top = b->compute_trays - (b->compute_trays * 4) / 9;
  gint64 per_tray = MAX (1, b->gpus_per_unit / b->compute_trays);
  double label_h = line_height (m->caption);
  double avail_h = r.height - 2 * m->inset - label_h - m->inset * 0.5;
  double row_gap = self->compact ? 1 : 2 * (m->body / 13);
  double row_h = (avail_h - (rows - 1) * row_gap) / rows;
  double spine_w = self->compact ? 3 : 6 * (m->body / 13);
  double stub = self->compact ? 4 : m->link * 0.8;
  double tray_x = r.x + m->inset;
  double tray_w = r.width - 2 * m->inset - spine_w - stub;
  double spine_x = tray_x + tray_w + stub;
  double gpu_gap = self->compact ? 1 : 3 * (m->body / 13);
  double gpu_pad = self->compact ? 1 : 1.5 * (m->body / 13);
  double gpu_w = (tray_w - 2 * gpu_gap - (per_tray - 1) * gpu_gap) / per_tray;
  double gpu_h = row_h - 2 * gpu_pad;
  gboolean draw_gpus = gpu_h >= 8 && gpu_w >= 10;
  double y = r.y + m->inset;
  const char *tray_tooltip, *switch_tooltip, *domain_label;
  CpDiagramElement *element;

  {
    g_autofree char *memory = cp_format_memory (b->unit_mb);
    g_autofree char *n = cp_format_integer (b->gpus_per_unit);
    g_autofree char *k = cp_format_integer (per_tray);
    g_autofree char *tray_memory = cp_format_memory (b->gpu_mb * per_tray);
    const char *candidates[4];
    CpDiagramRect label_r;

    element = add_element (self, CP_DIAGRAM_ELEMENT_DOMAIN, r);
    element->pooled = TRUE;
    /* TRANSLATORS: a rack's NVLink domain tooltip, e.g. "One NVLink domain:
     * 72 GPUs share 13,824 GB over NVLink 5 · 130 TB/s across the whole
     * rack, through NVLink switch trays" */
    element->tooltip = intern_take (self, g_strdup_printf (_("One NVLink domain: %s GPUs share %s over %s"),
                                                           n, memory, b->intra_tooltip));
    /* TRANSLATORS: e.g. "13,824 GB pooled · 72 GPUs" */
    candidates[0] = intern_take (self, g_strdup_printf (_("%s pooled · %s GPUs"), memory, n));
    candidates[1] = intern_take (self, g_strdup_printf (_("%s pooled"), memory));
    candidates[2] = intern (self, memory);
    candidates[3] = NULL;
    label_r = rect (r.x + m->inset * 0.5, r.y + r.height - m->inset * 0.5 - label_h,
                    r.width - m->inset, label_h);
    domain_label = pick_text (candidates, label_r.width, label_r.height, m->caption, TRUE);
    if (domain_label != NULL)
      set_label (element, domain_label, label_r, m->caption, TRUE,
                 CP_DIAGRAM_ALIGN_CENTER, CP_DIAGRAM_TONE_POOLED);

    /* TRANSLATORS: a compute tray's tooltip, e.g. "Compute tray: 4 × NVIDIA
     * B200 (GB200), 768 GB, in the rack's one NVLink domain" */
    tray_tooltip = intern_take (self, g_strdup_printf (_("Compute tray: %s × %s, %s, in the rack’s one NVLink domain"),
                                                       k, cp_item_get_name (CP_ITEM (b->gpu)),
                                                       tray_memory));
    /* TRANSLATORS: tooltip of an NVLink switch tray; %s is the link, e.g.
     * "NVLink 5 · 130 TB/s across the whole rack, through NVLink switch trays" */
    switch_tooltip = intern_take (self, g_strdup_printf (_("NVLink switch tray: joins every GPU of the rack into one domain, %s"),
                                                         b->intra_tooltip));
  }

  if (row_h < 1)
    return;

  element = add_element (self, CP_DIAGRAM_ELEMENT_LINK,
                         rect (spine_x, y, spine_w, rows * row_h + (rows - 1) * row_gap));
  element->x1 = element->x2 = round (spine_x + spine_w / 2);
  element->y1 = round (y);
  element->y2 = round (y + rows * row_h + (rows - 1) * row_gap);
  element->link = CP_DIAGRAM_LINK_NVLINK;
  element->pooled = TRUE;
  element->tooltip = b->intra_tooltip;
  element->line_width = round (spine_w);

  /* Cables, trays, then GPUs: each kind together, for the painter. */
  for (gint64 i = 0; i < rows; i++)
    {
      double ry = y + i * (row_h + row_gap);

      add_link (self, CP_DIAGRAM_LINK_NVLINK, tray_x + tray_w, ry + row_h / 2,
                spine_x, ry + row_h / 2, b->intra_tooltip);
    }

  for (gint64 i = 0; i < rows; i++)
    {
      gboolean is_switch = i >= top && i < top + b->switch_trays;
      CpDiagramRect tr = rect (tray_x, y + i * (row_h + row_gap), tray_w, row_h);

      element = add_element (self, is_switch ? CP_DIAGRAM_ELEMENT_SWITCH : CP_DIAGRAM_ELEMENT_TRAY, tr);
      element->pooled = TRUE;
      element->tooltip = is_switch ? switch_tooltip : tray_tooltip;

      if (is_switch)
        {
          const char *name = C_("diagram", "NVLink switch tray");

          if (text_fits (name, tr.width - 8, tr.height, m->small * 0.9, TRUE))
            set_label (element, name, element->rect, m->small * 0.9, TRUE,
                       CP_DIAGRAM_ALIGN_CENTER, CP_DIAGRAM_TONE_ON_FILL);
        }
    }

  if (!draw_gpus)
    return;

  for (gint64 i = 0; i < rows; i++)
    {
      double ry = y + i * (row_h + row_gap);

      if (i >= top && i < top + b->switch_trays)
        continue;

      for (gint64 g = 0; g < per_tray; g++)
        add_gpu (b, rect (tray_x + gpu_gap + g * (gpu_w + gpu_gap), ry + gpu_pad, gpu_w, gpu_h),
                 FALSE);
    }
}

static void
layout_chassis (Builder       *b,
                CpDiagramRect  r)
{
  const Metrics *m = &b->m;
  CpDiagramLayout *self = b->self;
  double name_h = chassis_name_height (b);
  double label_h = line_height (m->caption);
  CpDiagramRect inner;
  CpDiagramElement *element;
  const char *link_text;

  element = add_element (self, CP_DIAGRAM_ELEMENT_CHASSIS, r);
  element->isolated = b->count > 1 && !b->pooled_scale_out;
  {
    g_autofree char *n = cp_format_integer (b->gpus_per_unit);
    g_autofree char *memory = cp_format_memory (b->unit_mb);
    g_autofree char *power = cp_format_power (cp_unit_get_power_w (b->unit));

    /* TRANSLATORS: a system's tooltip, e.g. "NVIDIA DGX H100: 8 × NVIDIA
     * H100 SXM, 640 GB, 10,200 W" */
    element->tooltip = intern_take (self, g_strdup_printf (_("%s: %s × %s, %s, %s"),
                                                           cp_item_get_name (CP_ITEM (b->unit)),
                                                           n, cp_item_get_name (CP_ITEM (b->gpu)),
                                                           memory, power));
  }

  if (name_h > 0)
    {
      CpDiagramRect name_r = rect (r.x + m->inset, r.y + m->inset * 0.7, r.width - 2 * m->inset,
                                   line_height (m->body));

      /* Painted ellipsized when a long name meets a narrow chassis. */
      set_label (element, intern (self, cp_item_get_name (CP_ITEM (b->unit))), name_r,
                 m->body, TRUE, CP_DIAGRAM_ALIGN_START, CP_DIAGRAM_TONE_NORMAL);
    }

  inner = rect (r.x + m->inset, r.y + m->inset + name_h,
                r.width - 2 * m->inset, r.height - 2 * m->inset - name_h - label_h);

  /* The link inside the chassis, under its domains. */
  {
    const char *candidates[] = { b->intra_tooltip, b->intra_label,
                                 intern (self, cp_item_get_name (CP_ITEM (b->intra))), NULL };
    CpDiagramRect link_r = rect (r.x + m->inset * 0.5, inner.y + inner.height + m->inset * 0.4,
                                 r.width - m->inset, label_h);

    link_text = pick_text (candidates, link_r.width, link_r.height, m->caption, FALSE);
    add_text (self, link_text, link_r, m->caption, FALSE, CP_DIAGRAM_ALIGN_CENTER,
              CP_DIAGRAM_TONE_DIM, b->intra_tooltip);
  }

  if (b->rack)
    {
      layout_rack_domain (b, inner);
      return;
    }

  if (!b->has_nvlink)
    {
      layout_gpu_group (b, inner, b->gpus_per_unit, FALSE);
      b->legend_isolated = TRUE;
      return;
    }

  {
    gint64 nd = b->domains_per_unit;
    double dgap = m->gap * 0.5;
    double dw = (inner.width - (nd - 1) * dgap) / nd;

    for (gint64 d = 0; d < nd; d++)
      {
        gint64 k = MIN (b->domain_gpus, b->gpus_per_unit - d * b->domain_gpus);

        layout_gpu_group (b, rect (inner.x + d * (dw + dgap), inner.y, dw, inner.height), k, TRUE);
      }
  }
}

static void
add_stack (Builder       *b,
           CpDiagramRect  r,
           gint64         n,
           gboolean       isolated)
{
  const Metrics *m = &b->m;
  CpDiagramLayout *self = b->self;
  g_autofree char *number = cp_format_integer (n);
  g_autofree char *memory = NULL;
  const char *candidates[5];
  const char *label;
  CpDiagramElement *element;
  double size;
  gint64 mb = 0;

  /* The sizing engine has checked the whole build's sum already. */
  if (b->unit_mb > 0 && n > G_MAXINT64 / b->unit_mb)
    mb = G_MAXINT64;
  else
    mb = b->unit_mb * n;
  memory = cp_format_memory (mb);

  candidates[0] = intern_take (self, dup_more_label (b, number, n));
  /* TRANSLATORS: the collapsed rest of a large build, e.g. "+ 29 more" */
  candidates[1] = intern_take (self, g_strdup_printf (_("+ %s more"), number));
  /* TRANSLATORS: the collapsed rest of a large build, short, e.g. "+29" */
  candidates[2] = intern_take (self, g_strdup_printf (_("+%s"), number));
  candidates[3] = intern (self, number);
  candidates[4] = NULL;

  element = add_element (self, CP_DIAGRAM_ELEMENT_STACK, r);
  element->isolated = isolated;
  element->pooled = !isolated;
  if (isolated)
    /* TRANSLATORS: tooltip of the collapsed rest, e.g. "52 more GeForce RTX
     * 5090 cards like these, each on its own: 1,664 GB on paper" */
    element->tooltip = intern_take (self, g_strdup_printf (_("%s more %s like these, each on its own: %s on paper"),
                                                           number, cp_item_get_name (CP_ITEM (b->card ? (CpItem *) b->gpu : (CpItem *) b->unit)),
                                                           memory));
  else
    /* TRANSLATORS: tooltip of the collapsed rest, e.g. "29 more NVIDIA DGX
     * H100 systems like these, in the same pool: 18,560 GB" */
    element->tooltip = intern_take (self, g_strdup_printf (_("%s more %s like these, in the same pool: %s"),
                                                           number, cp_item_get_name (CP_ITEM (b->unit)),
                                                           memory));

  /* The pile's front box is smaller than the slot by its offsets. */
  {
    double offset = cp_diagram_stack_offset (&element->rect);
    CpDiagramRect front = rect (r.x, r.y + 2 * offset, r.width - 2 * offset, r.height - 2 * offset);

    /* The fuller words in smaller type beat fewer words in larger. */
    label = NULL;
    size = 0;
    for (guint i = 0; label == NULL && candidates[i] != NULL; i++)
      {
        const double sizes[] = { self->compact ? m->body : m->heading, m->small };

        for (guint j = 0; label == NULL && j < G_N_ELEMENTS (sizes); j++)
          if (text_fits (candidates[i], front.width - 3, front.height, sizes[j], TRUE))
            {
              label = candidates[i];
              size = sizes[j];
            }
      }
    if (label != NULL)
      set_label (element, label, front, size, TRUE, CP_DIAGRAM_ALIGN_CENTER,
                 isolated ? CP_DIAGRAM_TONE_NORMAL : CP_DIAGRAM_TONE_POOLED);
  }
}

/* Systems and racks in a row, under a spine when there are several, at
 * the top of @area. Returns where they end. */
static double
layout_systems (Builder       *b,
                CpDiagramRect  area)
{
  const Metrics *m = &b->m;
  CpDiagramLayout *self = b->self;
  gint64 n = b->count;
  gboolean joined = n > 1;
  gboolean pool = joined && b->pooled_scale_out;
  double pool_pad = pool ? m->inset * 1.4 : 0;
  double pool_label_h = pool ? line_height (self->compact ? m->body : m->heading) + m->inset * 0.4 : 0;
  double fabric_h = joined ? m->link + m->bar : 0;
  double min_w, max_w, slot_w, chassis_h, row_w, group_w, group_h, row_x, row_y;
  gint64 cap, drawn, stacked, slots;
  CpDiagramRect inner, group;
  const char *fabric_text = NULL;

  inner = rect (area.x + pool_pad, area.y + pool_pad + pool_label_h,
                area.width - 2 * pool_pad, area.height - 2 * pool_pad - pool_label_h);

  if (b->rack)
    {
      min_w = self->compact ? 46 : 200 * (m->body / 13);
      max_w = self->compact ? 120 : 520 * (m->body / 13);
    }
  else
    {
      min_w = self->compact ? 74 : 170 * (m->body / 13);
      max_w = self->compact ? 170 : (n == 1 ? 480 : 360) * (m->body / 13);
    }

  cap = (gint64) floor ((inner.width + m->gap) / (min_w + m->gap));
  cap = CLAMP (cap, joined ? 2 : 1, b->rack ? MAX_RACKS : MAX_SYSTEMS);

  if (n <= cap)
    {
      drawn = n;
      stacked = 0;
      slots = n;
    }
  else
    {
      drawn = cap - 1;
      stacked = n - drawn;
      slots = cap;
    }

  self->n_drawn = drawn;
  self->n_stacked = stacked;

  slot_w = MIN (max_w, (inner.width - (slots - 1) * m->gap) / slots);
  row_w = slots * slot_w + (slots - 1) * m->gap;

  /* The spine's words go inside it when they fit, under it otherwise. */
  if (joined)
    {
      const char *candidates[] = { b->scale_out_label,
                                   intern_take (self, cp_diagram_dup_link_label (b->scale_out, !b->pooled_scale_out, FALSE)),
                                   intern (self, cp_item_get_name (CP_ITEM (b->scale_out))),
                                   NULL };
      double size = self->compact ? m->small : m->caption;

      fabric_text = pick_text (candidates, row_w - 2 * m->inset, m->bar, size, TRUE);
    }

  chassis_h = MIN (chassis_natural_height (b, slot_w), inner.height - fabric_h);
  group_w = row_w + 2 * pool_pad;
  group_h = chassis_h + fabric_h + 2 * pool_pad + pool_label_h;

  /* The pool's own words need room too. */
  if (pool && !self->compact)
    group_w = MAX (group_w, MIN (area.width, estimate_width ("0000000 GB pooled", m->heading, TRUE) * 1.6));

  group = rect (area.x + (area.width - group_w) / 2, area.y, group_w, group_h);
  row_x = group.x + (group.width - row_w) / 2;
  row_y = group.y + pool_pad + pool_label_h;

  if (pool)
    {
      CpDiagramElement *element = add_element (self, CP_DIAGRAM_ELEMENT_POOL, group);
      g_autofree char *memory = cp_format_memory (cp_build_get_memory_mb (b->build));
      g_autofree char *number = cp_format_integer (n);
      const char *candidates[4];
      CpDiagramRect label_r = rect (group.x + pool_pad, group.y + pool_pad * 0.6,
                                    group.width - 2 * pool_pad, pool_label_h - m->inset * 0.2);
      double size = self->compact ? m->body : m->heading;
      const char *label;

      element->pooled = TRUE;
      element->tooltip = intern_take (self, cp_build_dup_verdict (b->build));

      candidates[0] = intern_take (self, dup_pool_label (b, memory, number, n));
      /* TRANSLATORS: e.g. "1,920 GB pooled" */
      candidates[1] = intern_take (self, g_strdup_printf (_("%s pooled"), memory));
      candidates[2] = intern (self, memory);
      candidates[3] = NULL;

      label = pick_text (candidates, label_r.width, label_r.height, size, TRUE);
      if (label != NULL)
        set_label (element, label, label_r, size, TRUE, CP_DIAGRAM_ALIGN_START,
                   CP_DIAGRAM_TONE_POOLED);
      b->legend_pooled = TRUE;
    }

  if (b->has_nvlink)
    b->legend_pooled = TRUE;
  if (joined && !b->pooled_scale_out)
    b->legend_isolated = TRUE;

  b->gpu_labels = drawn * b->gpus_per_unit <= MAX_GPU_LABELS;
  for (gint64 i = 0; i < drawn; i++)
    layout_chassis (b, rect (row_x + i * (slot_w + m->gap), row_y, slot_w, chassis_h));

  if (stacked > 0)
    add_stack (b, rect (row_x + drawn * (slot_w + m->gap), row_y, slot_w, chassis_h), stacked,
               !b->pooled_scale_out);

  if (joined)
    {
      double bar_y = row_y + chassis_h + m->link;
      CpDiagramLinkKind link = b->pooled_scale_out ? CP_DIAGRAM_LINK_FABRIC : CP_DIAGRAM_LINK_PCIE;
      CpDiagramElement *element;
      const char *tooltip;

      if (b->pooled_scale_out)
        {
          g_autofree char *memory = cp_format_memory (cp_build_get_memory_mb (b->build));

          tooltip = intern_take (self, dup_joins_tooltip (b, b->scale_out_label, memory));
        }
      else
        /* TRANSLATORS: tooltip of the link between systems that does not
         * pool memory, e.g. "PCIe through the CPU · ~64 GB/s shared by every
         * card: no memory is pooled across it" */
        tooltip = intern_take (self, g_strdup_printf (_("%s: no memory is pooled across it"),
                                                      b->scale_out_label));

      for (gint64 i = 0; i < slots; i++)
        {
          double cx = row_x + i * (slot_w + m->gap) + slot_w / 2;

          /* The stack's front box is offset left of its slot's centre. */
          if (i == drawn && stacked > 0)
            {
              CpDiagramRect slot = snap (rect (row_x + i * (slot_w + m->gap), row_y, slot_w, chassis_h));

              cx = slot.x + (slot.width - 2 * cp_diagram_stack_offset (&slot)) / 2;
            }
          add_link (self, link, cx, row_y + chassis_h, cx, bar_y, tooltip);
        }

      element = add_element (self, b->pooled_scale_out ? CP_DIAGRAM_ELEMENT_FABRIC : CP_DIAGRAM_ELEMENT_HOST,
                             rect (row_x, bar_y, row_w, m->bar));
      element->pooled = b->pooled_scale_out;
      element->isolated = !b->pooled_scale_out;
      element->tooltip = tooltip;
      if (fabric_text != NULL)
        set_label (element, fabric_text, element->rect, self->compact ? m->small : m->caption, TRUE,
                   CP_DIAGRAM_ALIGN_CENTER,
                   b->pooled_scale_out ? CP_DIAGRAM_TONE_ON_FILL : CP_DIAGRAM_TONE_NORMAL);
    }

  return group.y + group.height;
}

/* Cards */

/* Cards in one or two rows around the CPU bar, each on its own thin PCIe
 * line: separate boxes with dashed outlines, nothing enclosing them. At
 * the top of @area; returns where they end. */
static double
layout_cards (Builder       *b,
              CpDiagramRect  area)
{
  const Metrics *m = &b->m;
  CpDiagramLayout *self = b->self;
  gint64 n = b->count;
  gboolean joined = n > 1;
  gboolean isolated = joined && !b->pooled_scale_out;
  double gap = self->compact ? 5 : m->gap * 0.55;
  double min_w = self->compact ? 24 : 80 * (m->body / 13);
  double max_w = self->compact ? 52 : (n <= 8 ? 150 : 120) * (m->body / 13);
  double caption_h = line_height (m->caption);
  double chip_pad;
  gint64 per_row, rows, cap, drawn, stacked, slots, first, second;
  double card_w, card_h, row_w, bar_w, group_h, y, bar_y, x1, x2;
  CpDiagramElement *element;
  const char *card_tooltip, *host_tooltip, *caption, *gpu_name;
  double name_h;

  per_row = (gint64) floor ((area.width + gap) / (min_w + gap));
  per_row = CLAMP (per_row, 1, MAX_CARDS_PER_ROW);
  rows = joined && n > per_row ? 2 : 1;
  cap = per_row * rows;
  if (joined)
    cap = MAX (cap, 2);

  if (n <= cap)
    {
      drawn = n;
      stacked = 0;
      slots = n;
    }
  else
    {
      drawn = cap - 1;
      stacked = n - drawn;
      slots = cap;
    }

  self->n_drawn = drawn;
  self->n_stacked = stacked;

  first = (slots + rows - 1) / rows;
  second = slots - first;

  card_w = MIN (max_w, (area.width - (first - 1) * gap) / first);
  card_h = MIN (card_w * (self->compact ? 1.05 : 1.2),
                (area.height - rows * m->link - m->bar - caption_h - m->inset) / rows);
  card_h = MAX (card_h, 4);
  row_w = first * card_w + (first - 1) * gap;

  {
    g_autofree char *memory = cp_format_memory (b->gpu_mb);
    g_autofree char *usable = cp_format_memory (cp_build_get_usable_memory_mb (b->build));
    const char *candidates[4];

    if (isolated)
      {
        /* TRANSLATORS: under a pile of desktop cards, e.g. "Each card sees
         * only its own 32 GB · PCIe 5.0 · ~64 GB/s each way, through the
         * CPU" */
        candidates[0] = intern_take (self, g_strdup_printf (b->desktop ? _("Each card sees only its own %s · %s")
                                                                      : _("Each GPU sees only its own %s · %s"),
                                                            memory, b->intra_tooltip));
        /* TRANSLATORS: e.g. "Each card sees only its own 32 GB" */
        candidates[1] = intern_take (self, g_strdup_printf (b->desktop ? _("Each card sees only its own %s")
                                                                      : _("Each GPU sees only its own %s"),
                                                            memory));
        /* TRANSLATORS: e.g. "32 GB each, not pooled" */
        candidates[2] = intern_take (self, g_strdup_printf (_("%s each, not pooled"), memory));
      }
    else
      {
        candidates[0] = b->intra_tooltip;
        candidates[1] = b->intra_label;
        candidates[2] = intern (self, usable);
      }
    candidates[3] = NULL;

    caption = pick_text (candidates, area.width, caption_h, m->caption, FALSE);
  }

  bar_w = MAX (row_w, MIN (area.width,
                           estimate_width (b->scale_out_label, self->compact ? m->small : m->caption, TRUE) +
                           4 * m->inset));
  group_h = rows * card_h + rows * m->link + m->bar + (caption != NULL ? m->inset + caption_h : 0);
  y = area.y;
  bar_y = y + card_h + m->link;

  if (isolated)
    {
      g_autofree char *memory = cp_format_memory (b->gpu_mb);

      /* TRANSLATORS: a desktop card's tooltip, e.g. "GeForce RTX 5090 card:
       * 32 GB of its own, on PCIe 5.0 · ~64 GB/s each way, through the CPU" */
      card_tooltip = intern_take (self, g_strdup_printf (_("%s: %s of its own, on %s"),
                                                         cp_item_get_name (CP_ITEM (b->unit)),
                                                         memory, b->intra_tooltip));
      b->legend_isolated = TRUE;
    }
  else
    {
      g_autofree char *memory = cp_format_memory (b->gpu_mb);

      /* TRANSLATORS: a card's tooltip, e.g. "GeForce RTX 5090 card: 32 GB,
       * on PCIe 5.0 · ~64 GB/s each way, through the CPU" */
      card_tooltip = intern_take (self, g_strdup_printf (_("%s: %s, on %s"),
                                                         cp_item_get_name (CP_ITEM (b->unit)),
                                                         memory, b->intra_tooltip));
      if (b->pooled && joined)
        b->legend_pooled = TRUE;
    }

  if (b->pooled_scale_out && joined)
    /* TRANSLATORS: e.g. "InfiniBand NDR · 50 GB/s: joins the GPUs into one pool" */
    host_tooltip = intern_take (self, g_strdup_printf (_("%s: joins them into one pool"),
                                                       b->scale_out_label));
  else
    /* TRANSLATORS: the CPU bar's tooltip; %s is its link, e.g. "PCIe
     * through the CPU · ~64 GB/s shared by every card" */
    host_tooltip = intern_take (self, g_strdup_printf (_("The CPU: the cards reach each other only through it (%s); their memory is not pooled"),
                                                       b->scale_out_label));

  chip_pad = MAX (2, card_w * 0.12);
  gpu_name = intern (self, cp_item_get_name (CP_ITEM (b->gpu)));
  name_h = line_height (m->small);
  if (self->compact || card_h < 3 * name_h ||
      !text_fits (gpu_name, card_w - 2 * chip_pad, name_h, m->small, FALSE))
    name_h = 0;

  /* Links, then cards, then chips: each kind together, for the painter. */
  for (int pass = 0; pass < 3; pass++)
    for (int row = 0; row < rows; row++)
      {
        gint64 in_row = row == 0 ? first : second;
        double x0 = row_start (area.x, area.width, in_row, card_w, gap);
        double cy = row == 0 ? y : bar_y + m->bar + m->link;

        for (gint64 i = 0; i < in_row; i++)
          {
            gint64 index = (row == 0 ? 0 : first) + i;
            CpDiagramRect card = snap (rect (x0 + i * (card_w + gap), cy, card_w, card_h));
            CpDiagramRect chip = rect (card.x + chip_pad, card.y + chip_pad + name_h,
                                       card.width - 2 * chip_pad, card.height - 2 * chip_pad - name_h);
            double cx = card.x + card.width / 2;

            if (pass == 0)
              {
                CpDiagramLinkKind link = b->pooled_scale_out && joined ? CP_DIAGRAM_LINK_FABRIC
                                                                       : CP_DIAGRAM_LINK_PCIE;

                if (index >= drawn)
                  cx = card.x + (card.width - cp_diagram_stack_offset (&card) * 2) / 2;
                if (row == 0)
                  add_link (self, link, cx, card.y + card.height, cx, bar_y, b->intra_tooltip);
                else
                  add_link (self, link, cx, bar_y + m->bar, cx, card.y, b->intra_tooltip);
              }
            else if (pass == 1 && index < drawn)
              {
                element = add_element (self, CP_DIAGRAM_ELEMENT_CHASSIS, card);
                element->isolated = isolated;
                element->tooltip = card_tooltip;

                /* Big cards carry their GPU's name above the chip. */
                if (name_h > 0)
                  set_label (element, gpu_name,
                             rect (chip.x, card.y + chip_pad * 0.6, chip.width, name_h),
                             m->small, FALSE, CP_DIAGRAM_ALIGN_CENTER, CP_DIAGRAM_TONE_DIM);
              }
            else if (pass == 1)
              add_stack (b, card, stacked, isolated);
            else if (pass == 2 && index < drawn && chip.width >= 4 && chip.height >= 4)
              /* A card's memory is its own unless a fabric pools it. */
              add_gpu (b, chip, !(b->pooled_scale_out && joined));
          }
      }

  x1 = area.x + (area.width - bar_w) / 2;
  x2 = x1 + bar_w;
  element = add_element (self, b->pooled_scale_out && joined ? CP_DIAGRAM_ELEMENT_FABRIC : CP_DIAGRAM_ELEMENT_HOST,
                         rect (x1, bar_y, x2 - x1, m->bar));
  element->pooled = b->pooled_scale_out && joined;
  element->tooltip = host_tooltip;
  {
    double size = self->compact ? m->small : m->caption;
    const char *candidates[] = {
      b->scale_out_label,
      intern_take (self, cp_diagram_dup_link_label (b->scale_out, !b->pooled_scale_out, FALSE)),
      C_("diagram", "CPU"),
      NULL
    };
    const char *label = pick_text (candidates, bar_w - 2 * m->inset, m->bar, size, TRUE);

    if (label != NULL)
      set_label (element, label, element->rect, size, TRUE, CP_DIAGRAM_ALIGN_CENTER,
                 element->pooled ? CP_DIAGRAM_TONE_ON_FILL : CP_DIAGRAM_TONE_NORMAL);
  }

  if (caption != NULL)
    {
      double cy = bar_y + m->bar + (rows == 2 ? m->link + card_h : 0) + m->inset;

      add_text (self, caption, rect (area.x, cy, area.width, caption_h), m->caption, FALSE,
                CP_DIAGRAM_ALIGN_CENTER,
                isolated ? CP_DIAGRAM_TONE_ISOLATED : CP_DIAGRAM_TONE_DIM, NULL);
    }

  return y + group_h;
}

/* Header and legend */

static CpDiagramRect
layout_header (Builder       *b,
               CpDiagramRect  area)
{
  const Metrics *m = &b->m;
  CpDiagramLayout *self = b->self;
  g_autofree char *title = cp_build_dup_title (b->build);
  g_autofree char *memory = cp_format_memory (cp_build_get_memory_mb (b->build));
  g_autofree char *usable = cp_format_memory (cp_build_get_usable_memory_mb (b->build));
  g_autofree char *gpus = cp_format_integer (cp_build_get_gpus (b->build));
  gulong k = (gulong) MIN (cp_build_get_gpus (b->build), G_MAXULONG);
  double title_h = line_height (m->title);
  double title_w;
  const char *candidates[5];
  const char *totals;

  if (b->card && b->count == 1)
    {
      /* TRANSLATORS: the totals of one card or GPU, e.g. "1 card · 32 GB" */
      candidates[0] = intern_take (self, g_strdup_printf (b->desktop ? _("1 card · %s") : _("1 GPU · %s"),
                                                          memory));
      candidates[1] = intern (self, memory);
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
      candidates[0] = intern_take (self, g_strdup_printf (_("%s · %s pooled"), things, memory));
      candidates[1] = intern_take (self, g_strdup_printf (_("%s pooled"), memory));
      candidates[2] = intern (self, memory);
      candidates[3] = NULL;
    }
  else
    {
      /* TRANSLATORS: the totals of a build that does not pool, e.g. "1,920
       * GB on paper · 32 GB usable by one model" */
      candidates[0] = intern_take (self, g_strdup_printf (_("%s on paper · %s usable by one model"),
                                                          memory, usable));
      /* TRANSLATORS: e.g. "1,920 GB on paper · 32 GB usable" */
      candidates[1] = intern_take (self, g_strdup_printf (_("%s on paper · %s usable"), memory, usable));
      /* TRANSLATORS: e.g. "1,920 GB on paper" */
      candidates[2] = intern_take (self, g_strdup_printf (_("%s on paper"), memory));
      candidates[3] = NULL;
    }
  candidates[4] = NULL;

  title_w = MIN (estimate_width (title, m->title, TRUE), area.width * 0.5);
  totals = pick_text (candidates, area.width - title_w - m->gap, title_h, m->heading, TRUE);
  if (totals != NULL)
    {
      double w = MIN (estimate_width (totals, m->heading, TRUE), area.width - title_w - m->gap);

      add_text (self, totals, rect (area.x + area.width - w, area.y, w, title_h), m->heading, TRUE,
                CP_DIAGRAM_ALIGN_END,
                b->card && b->count == 1 ? CP_DIAGRAM_TONE_NORMAL :
                b->pooled ? CP_DIAGRAM_TONE_POOLED : CP_DIAGRAM_TONE_ISOLATED,
                intern_take (self, cp_build_dup_verdict (b->build)));
      title_w = area.width - w - m->gap;
    }
  else
    title_w = area.width;

  add_text (self, intern (self, title), rect (area.x, area.y, title_w, title_h), m->title, TRUE,
            CP_DIAGRAM_ALIGN_START, CP_DIAGRAM_TONE_NORMAL, NULL);

  return rect (area.x, area.y + title_h + m->gap * 0.6,
               area.width, area.height - title_h - m->gap * 0.6);
}

static void
layout_legend (Builder       *b,
               CpDiagramRect  r)
{
  const Metrics *m = &b->m;
  CpDiagramLayout *self = b->self;
  double sw = 2.2 * m->caption;
  double sh = m->caption;
  double total = 0, x;

  /* Centred under the drawing, like a caption. */
  for (int i = 0; i < 2; i++)
    {
      gboolean pooled = i == 0;

      if (pooled ? !b->legend_pooled : !b->legend_isolated)
        continue;
      if (total > 0)
        total += m->gap * 1.5;
      total += sw + m->inset * 0.6 +
               estimate_width (pooled ? _("One pool: every GPU inside can use all of its memory")
                                      : _("On its own: sees only its own memory"),
                               m->caption, FALSE);
    }
  x = r.x + MAX (0, (r.width - total) / 2);

  for (int i = 0; i < 2; i++)
    {
      gboolean pooled = i == 0;
      const char *text;
      CpDiagramElement *element;
      double w;

      if (pooled ? !b->legend_pooled : !b->legend_isolated)
        continue;

      text = pooled ? _("One pool: every GPU inside can use all of its memory")
                    : _("On its own: sees only its own memory");
      w = estimate_width (text, m->caption, FALSE);
      if (x + sw + m->inset * 0.6 + w > r.x + r.width)
        break;

      element = add_element (self, CP_DIAGRAM_ELEMENT_SWATCH,
                             rect (x, r.y + (r.height - sh) / 2, sw, sh));
      element->pooled = pooled;
      element->isolated = !pooled;
      x += sw + m->inset * 0.6;
      add_text (self, text, rect (x, r.y, w, r.height), m->caption, FALSE,
                CP_DIAGRAM_ALIGN_START, CP_DIAGRAM_TONE_DIM, NULL);
      x += w + m->gap * 1.5;
    }
}

/* Compact: one line of words where the legend would be. */
static const char *
compact_summary (Builder *b,
                 double   width,
                 double   height)
{
  CpDiagramLayout *self = b->self;
  g_autofree char *memory = cp_format_memory (cp_build_get_memory_mb (b->build));
  g_autofree char *usable = cp_format_memory (cp_build_get_usable_memory_mb (b->build));
  const char *candidates[4];

  if (b->pooled)
    return NULL;

  candidates[0] = intern_take (self, g_strdup_printf (_("%s on paper · %s usable by one model"),
                                                      memory, usable));
  candidates[1] = intern_take (self, g_strdup_printf (_("%s on paper · %s usable"), memory, usable));
  candidates[2] = intern_take (self, g_strdup_printf (_("%s on paper"), memory));
  candidates[3] = NULL;

  return pick_text (candidates, width, height, b->m.caption, TRUE);
}

/* Moves the elements from @first on down by @dy. */
static void
shift (CpDiagramLayout *self,
       guint            first,
       double           dy)
{
  if (dy == 0)
    return;

  for (guint i = first; i < self->elements->len; i++)
    {
      CpDiagramElement *element = &g_array_index (self->elements, CpDiagramElement, i);

      element->rect.y += dy;
      element->label_rect.y += dy;
      element->y1 += dy;
      element->y2 += dy;
    }
}

/**
 * cp_diagram_stack_offset:
 * @rect: a stack's rectangle
 *
 * A stack is drawn as three boxes, each this much up and to the right of
 * the one in front; the front box is its rectangle less twice this on
 * the right and the top.
 *
 * Returns: the offset, in whole pixels
 */
double
cp_diagram_stack_offset (const CpDiagramRect *rect)
{
  g_return_val_if_fail (rect != NULL, 0);

  return floor (MIN (rect->width, rect->height) * 0.06 + 2);
}

/**
 * cp_diagram_layout_new:
 * @build: the build to draw
 * @width: the width to lay it out in, in pixels (or points)
 * @height: the height
 * @flags: %CP_DIAGRAM_LAYOUT_FLAGS_COMPACT for a small diagram on a card
 *
 * Computes where everything of the diagram of @build goes. A size too
 * small for anything gives a layout without elements.
 *
 * Returns: (transfer full): the layout
 */
CpDiagramLayout *
cp_diagram_layout_new (CpBuild              *build,
                       double                width,
                       double                height,
                       CpDiagramLayoutFlags  flags)
{
  CpDiagramLayout *self;
  Builder b;
  CpDiagramRect area, content;
  double footer_h = 0, footer_gap = 0, bottom;
  const char *summary = NULL;
  guint first;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  if (!isfinite (width) || width < 0)
    width = 0;
  if (!isfinite (height) || height < 0)
    height = 0;

  self = g_new0 (CpDiagramLayout, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->width = width;
  self->height = height;
  self->compact = (flags & CP_DIAGRAM_LAYOUT_FLAGS_COMPACT) != 0 || width < 480 || height < 280;
  self->elements = g_array_sized_new (FALSE, FALSE, sizeof (CpDiagramElement), 128);
  self->strings = g_string_chunk_new (2048);
  self->label = cp_build_dup_topology_label (build);
  self->description = cp_build_dup_topology_description (build);

  if (cp_build_get_count (build) < 1 || width < 48 || height < 32)
    return self;

  builder_init (&b, self, build);

  area = rect_inset (rect (0, 0, width, height), b.m.pad, b.m.pad);

  if (!self->compact)
    {
      area = layout_header (&b, area);
      footer_h = line_height (b.m.caption) + b.m.inset;
      footer_gap = b.m.gap;
    }
  else if (!b.card)
    {
      summary = compact_summary (&b, area.width, line_height (b.m.caption));
      if (summary != NULL)
        {
          footer_h = line_height (b.m.caption);
          footer_gap = b.m.inset * 0.5;
        }
    }

  first = self->elements->len;

  content = rect (area.x, area.y, area.width, area.height - footer_h - footer_gap);
  if (b.card)
    bottom = layout_cards (&b, content);
  else
    bottom = layout_systems (&b, content);

  if (footer_h > 0)
    {
      CpDiagramRect footer = rect (area.x, bottom + footer_gap, area.width, footer_h);

      if (!self->compact)
        layout_legend (&b, footer);
      else
        add_text (self, summary, footer, b.m.caption, TRUE, CP_DIAGRAM_ALIGN_CENTER,
                  CP_DIAGRAM_TONE_ISOLATED, NULL);
      bottom = footer.y + footer.height;
    }

  /* The drawing and its legend, centred together in what the header
   * leaves. */
  shift (self, first, MAX (0, floor ((area.y + area.height - bottom) / 2)));

  return self;
}

CpDiagramLayout *
cp_diagram_layout_ref (CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);

  return self;
}

void
cp_diagram_layout_unref (CpDiagramLayout *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;

  g_array_unref (self->elements);
  g_string_chunk_free (self->strings);
  g_free (self->label);
  g_free (self->description);
  g_free (self);
}

double
cp_diagram_layout_get_width (const CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->width;
}

double
cp_diagram_layout_get_height (const CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->height;
}

gboolean
cp_diagram_layout_get_compact (const CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->compact;
}

guint
cp_diagram_layout_get_n_elements (const CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->elements->len;
}

const CpDiagramElement *
cp_diagram_layout_get_element (const CpDiagramLayout *self,
                               guint                  position)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (position < self->elements->len, NULL);

  return &g_array_index (self->elements, CpDiagramElement, position);
}

/* How many elements of @kind the layout has. */
guint
cp_diagram_layout_count (const CpDiagramLayout *self,
                         CpDiagramElementKind   kind)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint i = 0; i < self->elements->len; i++)
    if (g_array_index (self->elements, CpDiagramElement, i).kind == kind)
      n++;

  return n;
}

/* The @nth element of @kind, in painting order, or NULL. */
const CpDiagramElement *
cp_diagram_layout_find (const CpDiagramLayout *self,
                        CpDiagramElementKind   kind,
                        guint                  nth)
{
  g_return_val_if_fail (self != NULL, NULL);

  for (guint i = 0; i < self->elements->len; i++)
    {
      const CpDiagramElement *element = &g_array_index (self->elements, CpDiagramElement, i);

      if (element->kind == kind && nth-- == 0)
        return element;
    }

  return NULL;
}

static double
distance_to_segment (const CpDiagramElement *element,
                     double                  x,
                     double                  y)
{
  double dx = element->x2 - element->x1;
  double dy = element->y2 - element->y1;
  double length2 = dx * dx + dy * dy;
  double t = 0;

  if (length2 > 0)
    t = CLAMP (((x - element->x1) * dx + (y - element->y1) * dy) / length2, 0, 1);

  return hypot (x - (element->x1 + t * dx), y - (element->y1 + t * dy));
}

/**
 * cp_diagram_layout_element_at:
 * @x: a point, in the layout's coordinates
 * @y:
 *
 * Returns: (nullable): the topmost element at @x, @y that has a tooltip.
 */
const CpDiagramElement *
cp_diagram_layout_element_at (const CpDiagramLayout *self,
                              double                 x,
                              double                 y)
{
  g_return_val_if_fail (self != NULL, NULL);

  for (guint i = self->elements->len; i > 0; i--)
    {
      const CpDiagramElement *element = &g_array_index (self->elements, CpDiagramElement, i - 1);
      const CpDiagramRect *r = &element->rect;

      if (element->tooltip == NULL)
        continue;

      if (element->kind == CP_DIAGRAM_ELEMENT_LINK)
        {
          if (distance_to_segment (element, x, y) <= MAX (4, element->line_width / 2 + 2))
            return element;
          continue;
        }

      if (x >= r->x && x < r->x + r->width && y >= r->y && y < r->y + r->height)
        return element;
    }

  return NULL;
}

/* How many units are drawn one by one, and how many are in the stack. */
gint64
cp_diagram_layout_get_n_drawn (const CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_drawn;
}

gint64
cp_diagram_layout_get_n_stacked (const CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_stacked;
}

const char *
cp_diagram_layout_get_label (const CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->label;
}

const char *
cp_diagram_layout_get_description (const CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->description;
}
