/* cp-diagram-layout.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-diagram-layout"

#include "config.h"

#include "cp-build-words.h"
#include "cp-diagram-private.h"
#include "cp-diagram-serving-private.h"

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
 *
 * This file holds the layout, its elements, and the frame of the picture
 * (the title and totals above, the legend below); cp-diagram-geometry.c
 * places the units inside the frame (cp-diagram-rack.c the trays of a
 * rack), cp-diagram-words.c writes what the elements say, and
 * cp-diagram-text.c measures it.
 */

G_DEFINE_BOXED_TYPE (CpDiagramLayout, cp_diagram_layout,
                     cp_diagram_layout_ref, cp_diagram_layout_unref)

/* Elements */

const char *
_cp_diagram_intern (CpDiagramLayout *self,
                    const char      *text)
{
  if (text == NULL)
    return NULL;

  return g_string_chunk_insert_const (self->strings, text);
}

const char *
_cp_diagram_intern_take (CpDiagramLayout *self,
                         char            *text)
{
  const char *ret = _cp_diagram_intern (self, text);

  g_free (text);

  return ret;
}

/* The returned pointer is valid until the next element is added. */
CpDiagramElement *
_cp_diagram_add_element (CpDiagramLayout      *self,
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
  element.gpu_index = -1;
  element.copy = -1;

  g_array_append_val (self->elements, element);

  return &g_array_index (self->elements, CpDiagramElement, self->elements->len - 1);
}

/* Type too small to read is not drawn: the element keeps its shape and
 * its tooltip. */
void
_cp_diagram_set_label (CpDiagramElement *element,
                       const char       *text,
                       CpDiagramRect     r,
                       double            size,
                       gboolean          bold,
                       CpDiagramAlign    align,
                       CpDiagramTone     tone)
{
  if (size < CP_DIAGRAM_MIN_FONT_SIZE)
    return;

  element->label = text;
  element->label_rect = r;
  element->font_size = size;
  element->bold = bold;
  element->align = align;
  element->tone = tone;
}

void
_cp_diagram_add_text (CpDiagramLayout *self,
                      const char      *text,
                      CpDiagramRect    r,
                      double           size,
                      gboolean         bold,
                      CpDiagramAlign   align,
                      CpDiagramTone    tone,
                      const char      *tooltip)
{
  CpDiagramElement *element;

  if (text == NULL || size < CP_DIAGRAM_MIN_FONT_SIZE)
    return;

  element = _cp_diagram_add_element (self, CP_DIAGRAM_ELEMENT_TEXT, r);
  _cp_diagram_set_label (element, text, r, size, bold, align, tone);
  element->tooltip = tooltip;
}

void
_cp_diagram_add_link (CpDiagramLayout   *self,
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

  element = _cp_diagram_add_element (self, CP_DIAGRAM_ELEMENT_LINK,
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

static CpDiagramMetrics
metrics_for (double   width,
             double   height,
             gboolean compact)
{
  CpDiagramMetrics m;
  double s;

  if (compact)
    {
      m = (CpDiagramMetrics) {
        .pad = 6, .gap = 8, .inset = 5,
        .title = 12, .heading = 11, .body = 10, .caption = 9.5, .small = CP_DIAGRAM_MIN_FONT_SIZE,
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
  m = (CpDiagramMetrics) {
    .pad = 20 * s, .gap = 22 * s, .inset = 10 * s,
    .title = 19 * s, .heading = 14 * s, .body = 13 * s, .caption = 12 * s,
    .small = MAX (11 * s, CP_DIAGRAM_MIN_FONT_SIZE),
    .link = 18 * s, .bar = 26 * s,
    /* Tall enough for its name in the smallest type. */
    .switch_bar = MAX (14 * s, line_height (CP_DIAGRAM_MIN_FONT_SIZE)),
  };

  return m;
}

/* CpDiagramBuilder */

static void
builder_init (CpDiagramBuilder *b,
              CpDiagramLayout  *self,
              CpBuild          *build)
{
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

  _cp_diagram_words_init (b);
}

/* Header and legend */

static CpDiagramRect
layout_header (CpDiagramBuilder *b,
               CpDiagramRect     area)
{
  const CpDiagramMetrics *m = &b->m;
  CpDiagramLayout *self = b->self;
  g_autofree char *title = cp_build_dup_title (b->build);
  double title_h = line_height (m->title);
  double title_w;
  const char *candidates[4];
  const char *totals, *verdict;

  verdict = _cp_diagram_words_totals (b, candidates);

  title_w = MIN (_cp_diagram_text_width (title, m->title, TRUE), area.width * 0.5);
  totals = _cp_diagram_pick_text (candidates, area.width - title_w - m->gap, title_h, m->heading, TRUE);
  if (totals != NULL)
    {
      double w = MIN (_cp_diagram_text_width (totals, m->heading, TRUE), area.width - title_w - m->gap);

      _cp_diagram_add_text (self, totals, rect (area.x + area.width - w, area.y, w, title_h), m->heading, TRUE,
                            CP_DIAGRAM_ALIGN_END,
                            b->card && b->count == 1 ? CP_DIAGRAM_TONE_NORMAL :
                            b->pooled ? CP_DIAGRAM_TONE_POOLED : CP_DIAGRAM_TONE_ISOLATED,
                            verdict);
      title_w = area.width - w - m->gap;
    }
  else
    title_w = area.width;

  _cp_diagram_add_text (self, _cp_diagram_intern (self, title), rect (area.x, area.y, title_w, title_h),
                        m->title, TRUE, CP_DIAGRAM_ALIGN_START, CP_DIAGRAM_TONE_NORMAL, NULL);

  return rect (area.x, area.y + title_h + m->gap * 0.6,
               area.width, area.height - title_h - m->gap * 0.6);
}

static void
layout_legend (CpDiagramBuilder *b,
               CpDiagramRect     r)
{
  const CpDiagramMetrics *m = &b->m;
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
               _cp_diagram_text_width (_cp_diagram_words_legend (pooled), m->caption, FALSE);
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

      text = _cp_diagram_words_legend (pooled);
      w = _cp_diagram_text_width (text, m->caption, FALSE);
      if (x + sw + m->inset * 0.6 + w > r.x + r.width)
        break;

      element = _cp_diagram_add_element (self, CP_DIAGRAM_ELEMENT_SWATCH,
                                         rect (x, r.y + (r.height - sh) / 2, sw, sh));
      element->pooled = pooled;
      element->isolated = !pooled;
      x += sw + m->inset * 0.6;
      _cp_diagram_add_text (self, text, rect (x, r.y, w, r.height), m->caption, FALSE,
                            CP_DIAGRAM_ALIGN_START, CP_DIAGRAM_TONE_DIM, NULL);
      x += w + m->gap * 1.5;
    }
}

/* Compact: one line of words where the legend would be. */
static const char *
compact_summary (CpDiagramBuilder *b,
                 double            width,
                 double            height)
{
  const char *candidates[4];

  if (b->pooled)
    return NULL;

  _cp_diagram_words_on_paper (b, candidates);

  return _cp_diagram_pick_text (candidates, width, height, b->m.caption, TRUE);
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

  for (guint i = 0; i < self->bars->len; i++)
    g_array_index (self->bars, CpDiagramPlacedBar, i).y += dy;
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
  CpDiagramBuilder b;
  CpDiagramRect area, content;
  double footer_h = 0, footer_gap = 0, bars_h = 0, bottom;
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
  self->used_height = height;
  self->compact = (flags & CP_DIAGRAM_LAYOUT_FLAGS_COMPACT) != 0 ||
                  width < CP_DIAGRAM_FULL_MIN_WIDTH || height < CP_DIAGRAM_FULL_MIN_HEIGHT;
  self->elements = g_array_sized_new (FALSE, FALSE, sizeof (CpDiagramElement), 128);
  self->bars = g_array_new (FALSE, FALSE, sizeof (CpDiagramPlacedBar));
  self->strings = g_string_chunk_new (2048);
  self->label = cp_build_dup_topology_label (build);
  self->description = cp_diagram_dup_description (build);

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

  /* The memory bars, when asked for, take their height from the bottom. */
  if (!self->compact && (flags & CP_DIAGRAM_LAYOUT_FLAGS_MEMORY_BARS) != 0)
    bars_h = _cp_diagram_bars_height (&b, area.width);

  content = rect (area.x, area.y, area.width, area.height - footer_h - footer_gap - bars_h);
  bottom = _cp_diagram_layout_units (&b, content);
  _cp_diagram_layout_serving (&b);

  if (footer_h > 0)
    {
      CpDiagramRect footer = rect (area.x, bottom + footer_gap, area.width, footer_h);

      if (!self->compact)
        layout_legend (&b, footer);
      else
        _cp_diagram_add_text (self, summary, footer, b.m.caption, TRUE, CP_DIAGRAM_ALIGN_CENTER,
                              CP_DIAGRAM_TONE_ISOLATED, NULL);
      bottom = footer.y + footer.height;
    }

  if (bars_h > 0)
    bottom = _cp_diagram_layout_bars (&b, rect (area.x, bottom, area.width, bars_h));

  self->used_height = MIN (height, ceil (bottom + b.m.pad));

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

  for (guint i = 0; i < self->bars->len; i++)
    cp_memory_bar_unref (g_array_index (self->bars, CpDiagramPlacedBar, i).bar);
  g_array_unref (self->bars);
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

/**
 * cp_diagram_layout_get_used_height:
 * @self: a layout
 *
 * The height the drawing fills, from its top to the bottom of its legend
 * (and memory bars) and the padding under them: what is left of
 * cp_diagram_layout_get_height() below that is empty, and the drawing is
 * centred in it. A view can ask for just this height.
 *
 * Returns: the height in use, at most the layout's height
 */
double
cp_diagram_layout_get_used_height (const CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->used_height;
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
