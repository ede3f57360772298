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
 * This file drives a layout: it sizes the picture and lays out its frame
 * (the title and totals above, the legend below); cp-diagram-geometry.c
 * places the units inside the frame (cp-diagram-rack.c the trays of a
 * rack, cp-diagram-parts.c the GPU boxes and NVLink domains both draw),
 * cp-diagram-words.c writes what the elements say, cp-diagram-text.c
 * measures it, and cp-diagram-store.c keeps the elements made.
 */

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
  if ((flags & CP_DIAGRAM_LAYOUT_FLAGS_AT_TOP) == 0)
    shift (self, first, MAX (0, floor ((area.y + area.height - bottom) / 2)));

  return self;
}
