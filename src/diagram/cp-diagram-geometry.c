/* cp-diagram-geometry.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-diagram-geometry"

#include "config.h"

#include "cp-diagram-private.h"

/* Where the units of a build go: systems and racks in a row under their
 * spine, or cards around the CPU bar; inside a system its NVLink domains,
 * NVSwitch and GPUs (inside a rack, its trays: cp-diagram-rack.c). The
 * words written on them come from cp-diagram-words.c; this file only
 * places them.
 *
 * However many units a build has, only a few are drawn, in slots, and the
 * last slot holds a stack of the rest, so the number of elements has a
 * fixed ceiling. */

/* Slots */

typedef struct
{
  gint64 drawn;     /* units drawn one by one */
  gint64 stacked;   /* units in the stack after them */
  gint64 slots;     /* places taken: the drawn units and the stack */
} Slots;

/* Of @n units, with room for @cap slots: all drawn when they fit, else all
 * but what the last slot shows as a stack. */
static Slots
plan_slots (CpDiagramLayout *self,
            gint64           n,
            gint64           cap)
{
  Slots s;

  if (n <= cap)
    s = (Slots) { .drawn = n, .stacked = 0, .slots = n };
  else
    s = (Slots) { .drawn = cap - 1, .stacked = n - (cap - 1), .slots = cap };

  self->n_drawn = s.drawn;
  self->n_stacked = s.stacked;

  return s;
}

/* Where the line to a stack in @slot meets it: the pile's front box is
 * offset left of its slot's centre. */
static double
stack_link_x (CpDiagramRect slot)
{
  return slot.x + (slot.width - 2 * cp_diagram_stack_offset (&slot)) / 2;
}

/* How many cells at least @cell_width wide, @gap apart, fit in @width. */
static gint64
cells_fitting (double width,
               double cell_width,
               double gap)
{
  return (gint64) floor ((width + gap) / (cell_width + gap));
}

/* How wide each of @n cells, @gap apart, is in @width: all of it, but no
 * wider than @max_width. */
static double
slot_width (double width,
            gint64 n,
            double gap,
            double max_width)
{
  return MIN (max_width, (width - (n - 1) * gap) / n);
}

/* How wide a row of @n cells of @cell_width, @gap apart, is. */
static inline double
row_width (gint64 n,
           double cell_width,
           double gap)
{
  return n * cell_width + (n - 1) * gap;
}

/* Lays @n equal boxes in a row of @cell_width centred in @x..@x+@width. */
static inline double
row_start (double x,
           double width,
           gint64 n,
           double cell_width,
           double gap)
{
  return x + (width - row_width (n, cell_width, gap)) / 2;
}

/* The rest of a large build, @n units, as a pile in @r. */
static void
add_stack (CpDiagramBuilder *b,
           CpDiagramRect     r,
           gint64            n,
           gboolean          isolated)
{
  const CpDiagramMetrics *m = &b->m;
  CpDiagramLayout *self = b->self;
  const char *candidates[4];
  const char *label = NULL;
  CpDiagramElement *element;
  const char *tooltip;
  double size = 0;
  double offset;
  CpDiagramRect front;

  tooltip = _cp_diagram_words_stack (b, n, isolated, candidates);

  element = _cp_diagram_add_element (self, CP_DIAGRAM_ELEMENT_STACK, r);
  element->isolated = isolated;
  element->pooled = !isolated;
  element->tooltip = tooltip;

  /* The pile's front box is smaller than the slot by its offsets. */
  offset = cp_diagram_stack_offset (&element->rect);
  front = rect (r.x, r.y + 2 * offset, r.width - 2 * offset, r.height - 2 * offset);

  /* The fuller words in smaller type beat fewer words in larger. */
  for (guint i = 0; label == NULL && candidates[i] != NULL; i++)
    {
      const double sizes[] = { self->compact ? m->body : m->heading, m->small };

      for (guint j = 0; label == NULL && j < G_N_ELEMENTS (sizes); j++)
        if (_cp_diagram_text_fits (candidates[i], front.width - 3, front.height, sizes[j], TRUE))
          {
            label = candidates[i];
            size = sizes[j];
          }
    }
  if (label != NULL)
    _cp_diagram_set_label (element, label, front, size, TRUE, CP_DIAGRAM_ALIGN_CENTER,
                           isolated ? CP_DIAGRAM_TONE_NORMAL : CP_DIAGRAM_TONE_POOLED);
}

/* Inside a system */

/* GPU boxes are flatter on a card, where height is scarce. */
static inline double
gpu_aspect (CpDiagramBuilder *b)
{
  return b->self->compact ? 0.62 : 0.8;
}

/* How tall an NVLink domain of @k GPUs is at @width: GPUs in two rows
 * with the NVSwitch bar between them (one row for fewer than four), and
 * the domain's memory written underneath. */
static double
domain_natural_height (CpDiagramBuilder *b,
                       double            width,
                       gint64            k)
{
  const CpDiagramMetrics *m = &b->m;
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
chassis_name_height (CpDiagramBuilder *b)
{
  return b->self->compact ? 0 : line_height (b->m.body) + b->m.inset * 0.4;
}

static double
chassis_natural_height (CpDiagramBuilder *b,
                        double            width)
{
  const CpDiagramMetrics *m = &b->m;
  double inner = width - 2 * m->inset;
  double domains_h;

  if (b->rack)
    domains_h = _cp_diagram_rack_natural_height (b);
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

/* How the GPUs of a group stand: in one row or two around their bar, how
 * long their links to it are, and whether the group's words go under
 * them. */
typedef struct
{
  int      rows;
  double   link;
  gboolean label;
  /* What that gives each GPU box. */
  double   gpu_w;
  double   gpu_h;
} GroupShape;

/* GPU boxes smaller than this are not worth the room: a shorter shape is
 * tried first. */
#define GOOD_GPU_HEIGHT 8

/* The height of the bar, links and words of a group in @shape. */
static double
group_fixed_height (CpDiagramBuilder *b,
                    const GroupShape *shape)
{
  const CpDiagramMetrics *m = &b->m;

  return shape->rows * shape->link + m->switch_bar +
         (shape->label ? line_height (m->caption) + m->inset * 0.5 : 0);
}

/* The first shape of a group of @k GPUs in @r whose GPU boxes are good,
 * fullest first: two rows with their words, one row, one row on short
 * links, and without the words (the region's tooltip keeps them). When
 * none is good, the one with the tallest boxes. */
static GroupShape
pick_group_shape (CpDiagramBuilder *b,
                  CpDiagramRect     r,
                  gint64            k,
                  gboolean          pooled)
{
  const CpDiagramMetrics *m = &b->m;
  double short_link = MAX (2, round (m->link / 3));
  GroupShape shapes[] = {
    { k >= 4 ? 2 : 1, m->link, pooled },
    { 1, m->link, pooled },
    { 1, short_link, pooled },
    { 1, short_link, FALSE },
  };
  guint best = 0;

  for (guint i = 0; i < G_N_ELEMENTS (shapes); i++)
    {
      GroupShape *shape = &shapes[i];
      gint64 cols = shape->rows == 2 ? (k + 1) / 2 : k;
      double gpu_gap = m->inset * 0.6;

      shape->gpu_w = (r.width - 2 * m->inset - (cols - 1) * gpu_gap) / cols;
      shape->gpu_h = MIN (CLAMP (shape->gpu_w * gpu_aspect (b), 6, 4 * line_height (m->small)),
                          (r.height - 2 * m->inset - group_fixed_height (b, shape)) / shape->rows);

      if (shape->gpu_h >= GOOD_GPU_HEIGHT && shape->gpu_w >= GOOD_GPU_HEIGHT)
        return *shape;
      if (shape->gpu_w >= 4 && shape->gpu_h > shapes[best].gpu_h)
        best = i;
    }

  return shapes[best];
}

/* The GPUs of one NVLink domain (or, without NVLink, a chassis's GPUs that
 * each stand alone on PCIe) in @r, around their NVSwitch (or CPU) bar. */
static void
layout_gpu_group (CpDiagramBuilder *b,
                  CpDiagramRect     r,
                  gint64            k,
                  gboolean          pooled)
{
  const CpDiagramMetrics *m = &b->m;
  CpDiagramLayout *self = b->self;
  GroupShape shape = pick_group_shape (b, r, k, pooled);
  gint64 cols = shape.rows == 2 ? (k + 1) / 2 : k;
  gint64 second = k - cols;
  double gpu_gap = m->inset * 0.6;
  double label_h = line_height (m->caption);
  double fixed = group_fixed_height (b, &shape);
  double inner_x = r.x + m->inset;
  double inner_w = r.width - 2 * m->inset;
  double gpu_w = shape.gpu_w;
  double gpu_h = shape.gpu_h;
  double y = r.y + m->inset;
  double bar_y, y2, x2;
  CpDiagramLinkKind link = pooled ? CP_DIAGRAM_LINK_NVLINK : CP_DIAGRAM_LINK_PCIE;
  CpDiagramElement *element;
  const char *tooltip, *name;

  if (pooled)
    {
      const char *candidates[3];
      const char *domain_tooltip = _cp_diagram_words_domain (b, k, candidates);

      _cp_diagram_add_domain (b, r, rect (r.x + m->inset, r.y + r.height - m->inset * 0.5 - label_h - m->inset * 0.5,
                                          r.width - 2 * m->inset, shape.label ? label_h : 0),
                              domain_tooltip, candidates);
    }

  /* Too cramped for GPUs: the region and its words say it all. */
  if (gpu_h < 4 || gpu_w < 4)
    return;

  /* Centre GPUs, bar and links vertically in the space above the label. */
  y += MAX (0, (r.height - 2 * m->inset - fixed - shape.rows * gpu_h) / 2);
  bar_y = y + gpu_h + shape.link;
  y2 = bar_y + m->switch_bar + shape.link;
  x2 = row_start (inner_x, inner_w, second, gpu_w, gpu_gap);

  /* Links first, then the bar and the GPUs over their ends, each kind
   * together so that the painter draws it in one go. */
  for (gint64 i = 0; i < cols; i++)
    {
      double cx = inner_x + i * (gpu_w + gpu_gap) + gpu_w / 2;

      _cp_diagram_add_link (self, link, cx, y + gpu_h, cx, bar_y, b->intra_tooltip);
    }
  for (gint64 i = 0; i < second; i++)
    {
      double cx = x2 + i * (gpu_w + gpu_gap) + gpu_w / 2;

      _cp_diagram_add_link (self, link, cx, bar_y + m->switch_bar, cx, y2, b->intra_tooltip);
    }

  tooltip = _cp_diagram_words_bar (b, pooled, &name);
  element = _cp_diagram_add_element (self, pooled ? CP_DIAGRAM_ELEMENT_SWITCH : CP_DIAGRAM_ELEMENT_HOST,
                                     rect (inner_x, bar_y, inner_w, m->switch_bar));
  element->pooled = pooled;
  element->tooltip = tooltip;
  if (_cp_diagram_text_fits (name, inner_w - 8, m->switch_bar, _cp_diagram_bar_font_size (m), TRUE))
    _cp_diagram_set_label (element, name, element->rect, _cp_diagram_bar_font_size (m), TRUE,
                           CP_DIAGRAM_ALIGN_CENTER, CP_DIAGRAM_TONE_ON_FILL);

  for (gint64 i = 0; i < cols; i++)
    _cp_diagram_add_gpu (b, rect (inner_x + i * (gpu_w + gpu_gap), y, gpu_w, gpu_h), !pooled);
  for (gint64 i = 0; i < second; i++)
    _cp_diagram_add_gpu (b, rect (x2 + i * (gpu_w + gpu_gap), y2, gpu_w, gpu_h), !pooled);
}

/* One system or rack in @r: its box and name, the link inside it, and
 * what it holds. */
static void
layout_chassis (CpDiagramBuilder *b,
                CpDiagramRect     r)
{
  const CpDiagramMetrics *m = &b->m;
  CpDiagramLayout *self = b->self;
  double name_h = chassis_name_height (b);
  double label_h = line_height (m->caption);
  const char *link_candidates[4];
  const char *tooltip, *link_text;
  CpDiagramRect inner, link_r;
  CpDiagramElement *element;

  tooltip = _cp_diagram_words_chassis (b, link_candidates);
  element = _cp_diagram_add_element (self, CP_DIAGRAM_ELEMENT_CHASSIS, r);
  element->isolated = b->count > 1 && !b->pooled_scale_out;
  element->tooltip = tooltip;

  if (name_h > 0)
    {
      CpDiagramRect name_r = rect (r.x + m->inset, r.y + m->inset * 0.7, r.width - 2 * m->inset,
                                   line_height (m->body));

      /* Painted ellipsized when a long name meets a narrow chassis. */
      _cp_diagram_set_label (element, _cp_diagram_intern (self, cp_item_get_name (CP_ITEM (b->unit))),
                             name_r, m->body, TRUE, CP_DIAGRAM_ALIGN_START, CP_DIAGRAM_TONE_NORMAL);
    }

  inner = rect (r.x + m->inset, r.y + m->inset + name_h,
                r.width - 2 * m->inset, r.height - 2 * m->inset - name_h - label_h);

  /* The link inside the chassis, under its domains. */
  link_r = rect (r.x + m->inset * 0.5, inner.y + inner.height + m->inset * 0.4,
                 r.width - m->inset, label_h);
  link_text = _cp_diagram_pick_text (link_candidates, link_r.width, link_r.height, m->caption, FALSE);
  _cp_diagram_add_text (self, link_text, link_r, m->caption, FALSE, CP_DIAGRAM_ALIGN_CENTER,
                        CP_DIAGRAM_TONE_DIM, b->intra_tooltip);

  if (b->rack)
    {
      _cp_diagram_layout_rack (b, inner);
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

        b->gpu_cursor = b->unit_first_gpu + d * b->domain_gpus;
        layout_gpu_group (b, rect (inner.x + d * (dw + dgap), inner.y, dw, inner.height), k, TRUE);
      }
  }
}

/* Systems */

/* A row of systems or racks: how many, how wide each, how wide all. */
typedef struct
{
  Slots  s;
  double slot_w;
  double row_w;
} SystemsRow;

static SystemsRow
plan_systems_row (CpDiagramBuilder *b,
                  CpDiagramRect     inner)
{
  const CpDiagramMetrics *m = &b->m;
  gboolean compact = b->self->compact;
  gint64 n = b->count;
  double min_w, max_w;
  gint64 cap;
  SystemsRow row;

  if (b->rack)
    {
      /* A card's rack stands its trays side by side (see pick_rack_shape)
       * and may be wide. */
      min_w = compact ? 46 : 200 * (m->body / 13);
      max_w = compact ? 420 : 520 * (m->body / 13);
    }
  else
    {
      min_w = compact ? 74 : 170 * (m->body / 13);
      max_w = compact ? 170 : (n == 1 ? 480 : 360) * (m->body / 13);
    }

  cap = cells_fitting (inner.width, min_w, m->gap);
  cap = CLAMP (cap, n > 1 ? 2 : 1, b->rack ? CP_DIAGRAM_MAX_RACKS : CP_DIAGRAM_MAX_SYSTEMS);

  row.s = plan_slots (b->self, n, cap);
  row.slot_w = slot_width (inner.width, row.s.slots, m->gap, max_w);
  row.row_w = row_width (row.s.slots, row.slot_w, m->gap);

  return row;
}

/* The region around units whose memory is one pool, in @group, with its
 * words in the band of @label_h at its top. */
static void
add_pool (CpDiagramBuilder *b,
          CpDiagramRect     group,
          double            pad,
          double            label_h)
{
  const CpDiagramMetrics *m = &b->m;
  CpDiagramElement *element = _cp_diagram_add_element (b->self, CP_DIAGRAM_ELEMENT_POOL, group);
  CpDiagramRect label_r = rect (group.x + pad, group.y + pad * 0.6,
                                group.width - 2 * pad, label_h - m->inset * 0.2);
  double size = b->self->compact ? m->body : m->heading;
  const char *candidates[4];
  const char *label;

  element->pooled = TRUE;
  element->tooltip = _cp_diagram_words_pool (b, candidates);

  label = _cp_diagram_pick_text (candidates, label_r.width, label_r.height, size, TRUE);
  if (label != NULL)
    _cp_diagram_set_label (element, label, label_r, size, TRUE, CP_DIAGRAM_ALIGN_START,
                           CP_DIAGRAM_TONE_POOLED);
  b->legend_pooled = TRUE;
}

/* The spine under a row of systems from @row_x, @row_y, and a line from
 * each slot down to it. */
static void
add_spine (CpDiagramBuilder *b,
           const SystemsRow *row,
           double            row_x,
           double            row_y,
           double            chassis_h,
           const char       *text)
{
  const CpDiagramMetrics *m = &b->m;
  CpDiagramLayout *self = b->self;
  double bar_y = row_y + chassis_h + m->link;
  CpDiagramLinkKind link = b->pooled_scale_out ? CP_DIAGRAM_LINK_FABRIC : CP_DIAGRAM_LINK_PCIE;
  const char *tooltip = _cp_diagram_words_joins (b);
  CpDiagramElement *element;

  for (gint64 i = 0; i < row->s.slots; i++)
    {
      CpDiagramRect slot = rect (row_x + i * (row->slot_w + m->gap), row_y, row->slot_w, chassis_h);
      double cx = slot.x + row->slot_w / 2;

      if (i == row->s.drawn && row->s.stacked > 0)
        cx = stack_link_x (snap (slot));
      _cp_diagram_add_link (self, link, cx, row_y + chassis_h, cx, bar_y, tooltip);
    }

  element = _cp_diagram_add_element (self, b->pooled_scale_out ? CP_DIAGRAM_ELEMENT_FABRIC : CP_DIAGRAM_ELEMENT_HOST,
                                     rect (row_x, bar_y, row->row_w, m->bar));
  element->pooled = b->pooled_scale_out;
  element->isolated = !b->pooled_scale_out;
  element->tooltip = tooltip;
  if (text != NULL)
    _cp_diagram_set_label (element, text, element->rect, self->compact ? m->small : m->caption, TRUE,
                           CP_DIAGRAM_ALIGN_CENTER,
                           b->pooled_scale_out ? CP_DIAGRAM_TONE_ON_FILL : CP_DIAGRAM_TONE_NORMAL);
}

/* Systems and racks in a row, under a spine when there are several, at
 * the top of @area. Returns where they end. */
static double
layout_systems (CpDiagramBuilder *b,
                CpDiagramRect     area)
{
  const CpDiagramMetrics *m = &b->m;
  CpDiagramLayout *self = b->self;
  gboolean joined = b->count > 1;
  gboolean pool = joined && b->pooled_scale_out;
  double pool_pad = pool ? m->inset * 1.4 : 0;
  double pool_label_h = pool ? line_height (self->compact ? m->body : m->heading) + m->inset * 0.4 : 0;
  double fabric_h = joined ? m->link + m->bar : 0;
  double chassis_h, group_w, group_h, row_x, row_y;
  CpDiagramRect inner, group;
  const char *fabric_text = NULL;
  SystemsRow row;

  inner = rect (area.x + pool_pad, area.y + pool_pad + pool_label_h,
                area.width - 2 * pool_pad, area.height - 2 * pool_pad - pool_label_h);
  row = plan_systems_row (b, inner);

  /* The spine's words go inside it when they fit, under it otherwise. */
  if (joined)
    {
      const char *candidates[4];

      _cp_diagram_words_spine (b, FALSE, candidates);
      fabric_text = _cp_diagram_pick_text (candidates, row.row_w - 2 * m->inset, m->bar,
                                           self->compact ? m->small : m->caption, TRUE);
    }

  chassis_h = MIN (chassis_natural_height (b, row.slot_w), inner.height - fabric_h);
  group_w = row.row_w + 2 * pool_pad;
  group_h = chassis_h + fabric_h + 2 * pool_pad + pool_label_h;

  /* The pool's own words need room too. */
  if (pool && !self->compact)
    group_w = MAX (group_w, MIN (area.width, _cp_diagram_text_width ("0000000 GB pooled", m->heading, TRUE) * 1.6));

  group = rect (area.x + (area.width - group_w) / 2, area.y, group_w, group_h);
  row_x = group.x + (group.width - row.row_w) / 2;
  row_y = group.y + pool_pad + pool_label_h;

  if (pool)
    add_pool (b, group, pool_pad, pool_label_h);
  if (b->has_nvlink)
    b->legend_pooled = TRUE;
  if (joined && !b->pooled_scale_out)
    b->legend_isolated = TRUE;

  b->gpu_labels = row.s.drawn * b->gpus_per_unit <= CP_DIAGRAM_MAX_GPU_LABELS;
  for (gint64 i = 0; i < row.s.drawn; i++)
    {
      b->unit_first_gpu = b->gpu_cursor = i * b->gpus_per_unit;
      layout_chassis (b, rect (row_x + i * (row.slot_w + m->gap), row_y, row.slot_w, chassis_h));
    }

  if (row.s.stacked > 0)
    add_stack (b, rect (row_x + row.s.drawn * (row.slot_w + m->gap), row_y, row.slot_w, chassis_h),
               row.s.stacked, !b->pooled_scale_out);

  if (joined)
    add_spine (b, &row, row_x, row_y, chassis_h, fabric_text);

  return group.y + group.height;
}

/* Cards */

/* Cards in one or two rows around the CPU bar. */
typedef struct
{
  Slots    s;
  int      rows;
  gint64   first;       /* cards in the first row; the rest in the second */
  gint64   second;
  double   gap;
  double   card_w;
  double   card_h;
  double   row_w;
  double   bar_y;
  gboolean joined;
  gboolean isolated;    /* nothing pools the cards' memory */
} CardsGrid;

static CardsGrid
plan_cards_grid (CpDiagramBuilder *b,
                 CpDiagramRect     area)
{
  const CpDiagramMetrics *m = &b->m;
  gboolean compact = b->self->compact;
  gint64 n = b->count;
  double min_w = compact ? 24 : 80 * (m->body / 13);
  double max_w = compact ? 52 : (n <= 8 ? 150 : 120) * (m->body / 13);
  gint64 per_row, cap;
  CardsGrid g;

  g.joined = n > 1;
  g.isolated = g.joined && !b->pooled_scale_out;
  g.gap = compact ? 5 : m->gap * 0.55;

  per_row = cells_fitting (area.width, min_w, g.gap);
  per_row = CLAMP (per_row, 1, CP_DIAGRAM_MAX_CARDS_PER_ROW);
  g.rows = g.joined && n > per_row ? 2 : 1;
  cap = per_row * g.rows;
  if (g.joined)
    cap = MAX (cap, 2);

  g.s = plan_slots (b->self, n, cap);
  g.first = (g.s.slots + g.rows - 1) / g.rows;
  g.second = g.s.slots - g.first;

  g.card_w = slot_width (area.width, g.first, g.gap, max_w);
  g.card_h = MIN (g.card_w * (compact ? 1.05 : 1.2),
                  (area.height - g.rows * m->link - m->bar - line_height (m->caption) - m->inset) / g.rows);
  g.card_h = MAX (g.card_h, 4);
  g.row_w = row_width (g.first, g.card_w, g.gap);
  g.bar_y = area.y + g.card_h + m->link;

  return g;
}

/* The cards, their lines to the bar, their chips: each kind together, for
 * the painter. */
static void
place_cards (CpDiagramBuilder *b,
             const CardsGrid  *g,
             CpDiagramRect     area,
             const char       *card_tooltip)
{
  const CpDiagramMetrics *m = &b->m;
  CpDiagramLayout *self = b->self;
  gboolean fabric = b->pooled_scale_out && g->joined;
  double chip_pad = MAX (2, g->card_w * 0.12);
  const char *gpu_name = _cp_diagram_intern (self, cp_item_get_name (CP_ITEM (b->gpu)));
  double name_h = line_height (m->small);

  if (self->compact || g->card_h < 3 * name_h ||
      !_cp_diagram_text_fits (gpu_name, g->card_w - 2 * chip_pad, name_h, m->small, FALSE))
    name_h = 0;

  for (int pass = 0; pass < 3; pass++)
    for (int row = 0; row < g->rows; row++)
      {
        gint64 in_row = row == 0 ? g->first : g->second;
        double x0 = row_start (area.x, area.width, in_row, g->card_w, g->gap);
        double cy = row == 0 ? area.y : g->bar_y + m->bar + m->link;

        for (gint64 i = 0; i < in_row; i++)
          {
            gint64 index = (row == 0 ? 0 : g->first) + i;
            CpDiagramRect card = snap (rect (x0 + i * (g->card_w + g->gap), cy, g->card_w, g->card_h));
            CpDiagramRect chip = rect (card.x + chip_pad, card.y + chip_pad + name_h,
                                       card.width - 2 * chip_pad, card.height - 2 * chip_pad - name_h);
            double cx = index >= g->s.drawn ? stack_link_x (card) : card.x + card.width / 2;
            CpDiagramLinkKind link = fabric ? CP_DIAGRAM_LINK_FABRIC : CP_DIAGRAM_LINK_PCIE;
            CpDiagramElement *element;

            if (pass == 0 && row == 0)
              _cp_diagram_add_link (self, link, cx, card.y + card.height, cx, g->bar_y, b->intra_tooltip);
            else if (pass == 0)
              _cp_diagram_add_link (self, link, cx, g->bar_y + m->bar, cx, card.y, b->intra_tooltip);
            else if (pass == 1 && index < g->s.drawn)
              {
                element = _cp_diagram_add_element (self, CP_DIAGRAM_ELEMENT_CHASSIS, card);
                element->isolated = g->isolated;
                element->tooltip = card_tooltip;

                /* Big cards carry their GPU's name above the chip. */
                if (name_h > 0)
                  _cp_diagram_set_label (element, gpu_name,
                                         rect (chip.x, card.y + chip_pad * 0.6, chip.width, name_h),
                                         m->small, FALSE, CP_DIAGRAM_ALIGN_CENTER, CP_DIAGRAM_TONE_DIM);
              }
            else if (pass == 1)
              add_stack (b, card, g->s.stacked, g->isolated);
            else if (pass == 2 && index < g->s.drawn && chip.width >= 4 && chip.height >= 4)
              {
                /* A card's memory is its own unless a fabric pools it. */
                b->gpu_cursor = index;
                _cp_diagram_add_gpu (b, chip, !fabric);
              }
          }
      }
}

/* The CPU bar (or the fabric) the cards hang off, @bar_w wide, saying the
 * first of @candidates that fits. */
static void
add_host (CpDiagramBuilder   *b,
          const CardsGrid    *g,
          CpDiagramRect       area,
          double              bar_w,
          const char * const *candidates,
          const char         *tooltip)
{
  const CpDiagramMetrics *m = &b->m;
  gboolean fabric = b->pooled_scale_out && g->joined;
  double size = b->self->compact ? m->small : m->caption;
  double x1 = area.x + (area.width - bar_w) / 2;
  double x2 = x1 + bar_w;
  CpDiagramElement *element;
  const char *label;

  element = _cp_diagram_add_element (b->self, fabric ? CP_DIAGRAM_ELEMENT_FABRIC : CP_DIAGRAM_ELEMENT_HOST,
                                     rect (x1, g->bar_y, x2 - x1, m->bar));
  element->pooled = fabric;
  element->tooltip = tooltip;

  label = _cp_diagram_pick_text (candidates, bar_w - 2 * m->inset, m->bar, size, TRUE);
  if (label != NULL)
    _cp_diagram_set_label (element, label, element->rect, size, TRUE, CP_DIAGRAM_ALIGN_CENTER,
                           element->pooled ? CP_DIAGRAM_TONE_ON_FILL : CP_DIAGRAM_TONE_NORMAL);
}

/* Cards in one or two rows around the CPU bar, each on its own thin PCIe
 * line: separate boxes with dashed outlines, nothing enclosing them. At
 * the top of @area; returns where they end. */
static double
layout_cards (CpDiagramBuilder *b,
              CpDiagramRect     area)
{
  const CpDiagramMetrics *m = &b->m;
  CardsGrid g = plan_cards_grid (b, area);
  double caption_h = line_height (m->caption);
  const char *caption_candidates[4];
  const char *bar_candidates[4];
  const char *card_tooltip, *host_tooltip, *caption;
  double bar_w, group_h;

  card_tooltip = _cp_diagram_words_cards (b, g.isolated, caption_candidates, &host_tooltip);
  caption = _cp_diagram_pick_text (caption_candidates, area.width, caption_h, m->caption, FALSE);
  _cp_diagram_words_spine (b, TRUE, bar_candidates);

  /* The bar is as wide as its fullest words, or the row of cards. */
  bar_w = _cp_diagram_text_width (bar_candidates[0], b->self->compact ? m->small : m->caption, TRUE);
  bar_w = MAX (g.row_w, MIN (area.width, bar_w + 4 * m->inset));
  group_h = g.rows * g.card_h + g.rows * m->link + m->bar + (caption != NULL ? m->inset + caption_h : 0);

  if (g.isolated)
    b->legend_isolated = TRUE;
  else if (b->pooled && g.joined)
    b->legend_pooled = TRUE;

  place_cards (b, &g, area, card_tooltip);
  add_host (b, &g, area, bar_w, bar_candidates, host_tooltip);

  if (caption != NULL)
    {
      double cy = g.bar_y + m->bar + (g.rows == 2 ? m->link + g.card_h : 0) + m->inset;

      _cp_diagram_add_text (b->self, caption, rect (area.x, cy, area.width, caption_h), m->caption, FALSE,
                            CP_DIAGRAM_ALIGN_CENTER,
                            g.isolated ? CP_DIAGRAM_TONE_ISOLATED : CP_DIAGRAM_TONE_DIM, NULL);
    }

  return area.y + group_h;
}

/* The units of the build at the top of @area: cards, or systems and racks.
 * Returns where they end. */
double
_cp_diagram_layout_units (CpDiagramBuilder *b,
                          CpDiagramRect     area)
{
  if (b->card)
    return layout_cards (b, area);

  return layout_systems (b, area);
}
