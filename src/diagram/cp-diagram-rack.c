/* cp-diagram-rack.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-diagram-rack"

#include "config.h"

#include "cp-diagram-private.h"

/* Inside a rack-scale unit (a GB200 NVL72): one NVLink domain running
 * through compute trays and NVLink switch trays, each cabled to the
 * domain's spine. cp-diagram-geometry.c places the rack; this file places
 * what is inside it. */

/* How tall a rack's domain is with its trays in rows, as in the real
 * rack. */
double
_cp_diagram_rack_natural_height (CpDiagramBuilder *b)
{
  const CpDiagramMetrics *m = &b->m;
  gint64 rows = b->compute_trays + b->switch_trays;
  double row_h = b->self->compact ? 4 : 20 * (m->body / 13);
  double row_gap = b->self->compact ? 1 : 2 * (m->body / 13);

  return 2 * m->inset + rows * row_h + (rows - 1) * row_gap +
         line_height (m->caption) + m->inset * 0.5;
}

/* How a rack's trays stand in the room its domain leaves them. In rows,
 * as in the real rack, each tray cabled to an NVLink spine on the right;
 * where rows would be too thin for their GPUs (a card is wide and low),
 * side by side as columns over a spine underneath. Sizes are given along
 * a tray (u) and across the trays (v), the same for both. */
typedef struct
{
  gboolean      columns;
  CpDiagramRect area;         /* the trays, their cables and the spine */
  gint64        n_trays;
  gint64        per_tray;
  double        tray_len;     /* along a tray */
  double        tray_thick;   /* across it */
  double        tray_gap;
  double        stub;         /* a tray's cable to the spine */
  double        spine;        /* the spine's thickness */
  double        gpu_gap;      /* between GPUs along a tray, and at its ends */
  double        gpu_pad;      /* between a GPU and the tray's sides */
  double        gpu_len;      /* a GPU along the tray */
  double        gpu_thick;    /* and across it */
} RackShape;

/* A box at @u along the trays' length and @v across them, in @shape's
 * area: rows put u on x, columns on y. */
static CpDiagramRect
rack_rect (const RackShape *shape,
           double           u,
           double           v,
           double           du,
           double           dv)
{
  const CpDiagramRect *a = &shape->area;

  if (shape->columns)
    return rect (a->x + v, a->y + u, dv, du);

  return rect (a->x + u, a->y + v, du, dv);
}

static RackShape
rack_shape (CpDiagramBuilder *b,
            CpDiagramRect     area,
            gboolean          columns)
{
  const CpDiagramMetrics *m = &b->m;
  gboolean compact = b->self->compact;
  double across = columns ? area.width : area.height;
  double along = columns ? area.height : area.width;
  RackShape shape = { 0 };

  shape.columns = columns;
  shape.area = area;
  shape.n_trays = b->compute_trays + b->switch_trays;
  shape.per_tray = MAX (1, b->gpus_per_unit / b->compute_trays);
  shape.tray_gap = compact ? 1 : 2 * (m->body / 13);
  shape.spine = compact ? 3 : 6 * (m->body / 13);
  shape.stub = compact ? 4 : m->link * 0.8;
  shape.gpu_gap = compact ? 1 : 3 * (m->body / 13);
  shape.gpu_pad = compact ? 1 : 1.5 * (m->body / 13);
  shape.tray_len = along - shape.spine - shape.stub;
  shape.tray_thick = (across - (shape.n_trays - 1) * shape.tray_gap) / shape.n_trays;
  shape.gpu_len = (shape.tray_len - (shape.per_tray + 1) * shape.gpu_gap) / shape.per_tray;
  shape.gpu_thick = shape.tray_thick - 2 * shape.gpu_pad;

  /* Standing columns get tall: their GPUs stay about as tall as wide, and
   * the trays as short as that makes them. */
  if (columns && shape.gpu_len > 1.5 * shape.gpu_thick)
    {
      shape.gpu_len = MAX (1.5 * shape.gpu_thick, 0);
      shape.tray_len = shape.per_tray * shape.gpu_len + (shape.per_tray + 1) * shape.gpu_gap;
      shape.area.y += floor ((along - shape.tray_len - shape.spine - shape.stub) / 2);
    }

  return shape;
}

/* GPUs smaller than this across are stripes, not boxes. */
#define MIN_RACK_GPU 5

/* Rows, like the real rack, while their GPUs are boxes; otherwise columns
 * if they give the GPUs more room. */
static RackShape
pick_rack_shape (CpDiagramBuilder *b,
                 CpDiagramRect     area)
{
  RackShape rows = rack_shape (b, area, FALSE);
  RackShape columns = rack_shape (b, area, TRUE);
  double in_rows = MIN (rows.gpu_len, rows.gpu_thick);

  if (in_rows < MIN_RACK_GPU && MIN (columns.gpu_len, columns.gpu_thick) > in_rows)
    return columns;

  return rows;
}

/* An NVL72-style rack: one NVLink domain running through compute trays
 * and NVLink switch trays, in the real rack's order (compute trays on
 * either side of the switch trays), each tray cabled to the NVLink spine. */
void
_cp_diagram_layout_rack (CpDiagramBuilder *b,
                         CpDiagramRect     r)
{
  const CpDiagramMetrics *m = &b->m;
  CpDiagramLayout *self = b->self;
  gint64 top = b->compute_trays - (b->compute_trays * 4) / 9;
  double label_h = line_height (m->caption);
  RackShape shape;
  CpDiagramRackWords words;
  CpDiagramElement *element;
  CpDiagramRect spine;
  double across;
  gboolean draw_gpus;

  shape = pick_rack_shape (b, rect (r.x + m->inset, r.y + m->inset, r.width - 2 * m->inset,
                                    r.height - 2 * m->inset - label_h - m->inset * 0.5));
  _cp_diagram_words_rack (b, shape.per_tray, &words);
  _cp_diagram_add_domain (b, r, rect (r.x + m->inset * 0.5, r.y + r.height - m->inset * 0.5 - label_h,
                                      r.width - m->inset, label_h),
                          words.tooltip, words.candidates);

  if (shape.tray_thick < 1 || shape.tray_len < 1)
    return;

  across = shape.n_trays * shape.tray_thick + (shape.n_trays - 1) * shape.tray_gap;
  spine = rack_rect (&shape, shape.tray_len + shape.stub, 0, shape.spine, across);
  element = _cp_diagram_add_element (self, CP_DIAGRAM_ELEMENT_LINK, spine);
  element->x1 = round (shape.columns ? spine.x : spine.x + spine.width / 2);
  element->x2 = round (shape.columns ? spine.x + spine.width : spine.x + spine.width / 2);
  element->y1 = round (shape.columns ? spine.y + spine.height / 2 : spine.y);
  element->y2 = round (shape.columns ? spine.y + spine.height / 2 : spine.y + spine.height);
  element->link = CP_DIAGRAM_LINK_NVLINK;
  element->pooled = TRUE;
  element->tooltip = b->intra_tooltip;
  element->line_width = round (shape.spine);

  /* Cables, trays, then GPUs: each kind together, for the painter. */
  for (gint64 i = 0; i < shape.n_trays; i++)
    {
      CpDiagramRect cable = rack_rect (&shape, shape.tray_len, i * (shape.tray_thick + shape.tray_gap),
                                       shape.stub, shape.tray_thick);

      if (shape.columns)
        _cp_diagram_add_link (self, CP_DIAGRAM_LINK_NVLINK, cable.x + cable.width / 2, cable.y,
                              cable.x + cable.width / 2, cable.y + cable.height, b->intra_tooltip);
      else
        _cp_diagram_add_link (self, CP_DIAGRAM_LINK_NVLINK, cable.x, cable.y + cable.height / 2,
                              cable.x + cable.width, cable.y + cable.height / 2, b->intra_tooltip);
    }

  for (gint64 i = 0; i < shape.n_trays; i++)
    {
      gboolean is_switch = i >= top && i < top + b->switch_trays;
      CpDiagramRect tr = rack_rect (&shape, 0, i * (shape.tray_thick + shape.tray_gap),
                                    shape.tray_len, shape.tray_thick);

      element = _cp_diagram_add_element (self, is_switch ? CP_DIAGRAM_ELEMENT_SWITCH : CP_DIAGRAM_ELEMENT_TRAY, tr);
      element->pooled = TRUE;
      element->tooltip = is_switch ? words.switch_tooltip : words.tray_tooltip;

      if (is_switch && _cp_diagram_text_fits (words.switch_name, tr.width - 8, tr.height, _cp_diagram_bar_font_size (m), TRUE))
        _cp_diagram_set_label (element, words.switch_name, element->rect, _cp_diagram_bar_font_size (m), TRUE,
                               CP_DIAGRAM_ALIGN_CENTER, CP_DIAGRAM_TONE_ON_FILL);
    }

  draw_gpus = MIN (shape.gpu_len, shape.gpu_thick) >= MIN_RACK_GPU;
  if (!draw_gpus)
    return;

  for (gint64 i = 0, tray = 0; i < shape.n_trays; i++)
    {
      double v = i * (shape.tray_thick + shape.tray_gap) + shape.gpu_pad;

      if (i >= top && i < top + b->switch_trays)
        continue;

      /* GPUs count tray by tray, so a copy's GPUs are the rack's first. */
      b->gpu_cursor = b->unit_first_gpu + tray++ * shape.per_tray;
      for (gint64 g = 0; g < shape.per_tray; g++)
        _cp_diagram_add_gpu (b, rack_rect (&shape, shape.gpu_gap + g * (shape.gpu_len + shape.gpu_gap), v,
                               shape.gpu_len, shape.gpu_thick),
                 FALSE);
    }
}
