/* cp-diagram-painter.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-diagram-painter"

#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "cp-diagram-color.h"
#include "cp-diagram-painter.h"
#include "cp-diagram-serving-private.h"

/* The one painter of the topology diagram: the window, the build cards,
 * the exported PNG and SVG and the printed quote all come through here.
 *
 * Colour follows the GNOME palette (blue for NVLink pools, neutral greys
 * for chassis), but never carries the meaning alone: a pool is a solid,
 * thick-outlined region that encloses its GPUs, while isolated cards are
 * separate boxes with dashed outlines; the words say it again. */

typedef struct
{
  Rgba background;
  Rgba text;
  Rgba text_dim;
  Rgba text_pooled;
  Rgba text_isolated;
  Rgba text_on_fill;
  Rgba chassis_fill;
  Rgba chassis_stroke;
  Rgba card_fill;
  Rgba card_stroke;
  Rgba pool_fill;
  Rgba pool_stroke;
  Rgba domain_fill;
  Rgba domain_stroke;
  Rgba gpu_fill;
  Rgba chip_fill;
  Rgba tray_fill;
  Rgba tray_stroke;
  Rgba switch_fill;
  Rgba fabric_fill;
  Rgba host_fill;
  Rgba host_stroke;
  Rgba nvlink;
  Rgba fabric_link;
  Rgba pcie_link;
  /* Serving a workload: GPUs left idle, and the outlines and tags of the
   * groups of GPUs of even and odd copies. */
  Rgba idle_fill;
  Rgba idle_ink;
  Rgba group[2];
} Palette;

/* Adwaita's palette: blue 1–5 #99c1f1 #62a0ea #3584e4 #1c71d8 #1a5fb4,
 * light 1–5 #ffffff #f6f5f4 #deddda #c0bfbc #9a9996, dark 1–5 #77767b
 * #5e5c64 #3d3846 #241f31 #000000, orange 2 #ffa348, orange 5 #c64600. */
static const Palette palettes[] = {
  [CP_DIAGRAM_PALETTE_LIGHT] = {
    .background     = HEX (0xffffff),
    .text           = HEXA (0x000000, 0.8),
    .text_dim       = HEXA (0x000000, 0.58),
    .text_pooled    = HEX (0x1a5fb4),
    .text_isolated  = HEX (0xc64600),
    .text_on_fill   = HEX (0xffffff),
    .chassis_fill   = HEX (0xf6f5f4),
    .chassis_stroke = HEX (0x9a9996),
    .card_fill      = HEX (0xffffff),
    .card_stroke    = HEX (0x77767b),
    .pool_fill      = HEXA (0x3584e4, 0.07),
    .pool_stroke    = HEX (0x3584e4),
    .domain_fill    = HEXA (0x3584e4, 0.16),
    .domain_stroke  = HEX (0x1c71d8),
    .gpu_fill       = HEX (0x1c71d8),
    .chip_fill      = HEX (0x5e5c64),
    .tray_fill      = HEXA (0x3584e4, 0.22),
    .tray_stroke    = HEX (0x62a0ea),
    .switch_fill    = HEX (0x1a5fb4),
    .fabric_fill    = HEX (0x1c71d8),
    .host_fill      = HEX (0xdeddda),
    .host_stroke    = HEX (0x9a9996),
    .nvlink         = HEX (0x1c71d8),
    .fabric_link    = HEX (0x1c71d8),
    .pcie_link      = HEX (0x77767b),
    .idle_fill      = HEX (0xdeddda),
    .idle_ink       = HEX (0x9a9996),
    .group          = { HEX (0xc64600), HEX (0x613583) },
  },
  [CP_DIAGRAM_PALETTE_DARK] = {
    .background     = HEX (0x1e1e1e),
    .text           = HEX (0xffffff),
    .text_dim       = HEXA (0xffffff, 0.62),
    .text_pooled    = HEX (0x99c1f1),
    .text_isolated  = HEX (0xffa348),
    .text_on_fill   = HEX (0xffffff),
    .chassis_fill   = HEXA (0xffffff, 0.06),
    .chassis_stroke = HEX (0x77767b),
    .card_fill      = HEXA (0xffffff, 0.03),
    .card_stroke    = HEX (0x9a9996),
    .pool_fill      = HEXA (0x3584e4, 0.12),
    .pool_stroke    = HEX (0x62a0ea),
    .domain_fill    = HEXA (0x3584e4, 0.26),
    .domain_stroke  = HEX (0x62a0ea),
    .gpu_fill       = HEX (0x1c71d8),
    .chip_fill      = HEX (0x5e5c64),
    .tray_fill      = HEXA (0x3584e4, 0.32),
    .tray_stroke    = HEX (0x62a0ea),
    .switch_fill    = HEX (0x1a5fb4),
    .fabric_fill    = HEX (0x1c71d8),
    .host_fill      = HEX (0x3d3846),
    .host_stroke    = HEX (0x77767b),
    .nvlink         = HEX (0x62a0ea),
    .fabric_link    = HEX (0x62a0ea),
    .pcie_link      = HEX (0x9a9996),
    .idle_fill      = HEX (0x3d3846),
    .idle_ink       = HEX (0x77767b),
    .group          = { HEX (0xe66100), HEX (0x9141ac) },
  },
  /* Paper: black text, no translucency, outlines a shade darker so that
   * a grey-scale printer keeps them. */
  [CP_DIAGRAM_PALETTE_PRINT] = {
    .background     = HEX (0xffffff),
    .text           = HEX (0x000000),
    .text_dim       = HEX (0x3d3846),
    .text_pooled    = HEX (0x1a5fb4),
    .text_isolated  = HEX (0xa33a00),
    .text_on_fill   = HEX (0xffffff),
    .chassis_fill   = HEX (0xf6f5f4),
    .chassis_stroke = HEX (0x5e5c64),
    .card_fill      = HEX (0xffffff),
    .card_stroke    = HEX (0x3d3846),
    .pool_fill      = HEX (0xeef4fc),
    .pool_stroke    = HEX (0x1c71d8),
    .domain_fill    = HEX (0xd9e7fa),
    .domain_stroke  = HEX (0x1a5fb4),
    .gpu_fill       = HEX (0x1c71d8),
    .chip_fill      = HEX (0x5e5c64),
    .tray_fill      = HEX (0xcfe0f7),
    .tray_stroke    = HEX (0x1c71d8),
    .switch_fill    = HEX (0x1a5fb4),
    .fabric_fill    = HEX (0x1c71d8),
    .host_fill      = HEX (0xdeddda),
    .host_stroke    = HEX (0x5e5c64),
    .nvlink         = HEX (0x1a5fb4),
    .fabric_link    = HEX (0x1a5fb4),
    .pcie_link      = HEX (0x5e5c64),
    .idle_fill      = HEX (0xdeddda),
    .idle_ink       = HEX (0x77767b),
    .group          = { HEX (0xa33a00), HEX (0x613583) },
  },
};

#define FONT_FAMILY "Cantarell, Inter, sans-serif"

/* A label shaped once and shown wherever it repeats (the same "80 GB" on
 * every GPU box). Labels are interned by the layout, so the same text is
 * the same pointer. */
typedef struct
{
  const char     *text;
  double          size;
  double          width;
  gboolean        bold;
  PangoLayout    *layout;
  PangoRectangle  extents;
} Shaped;

#define MAX_SHAPED 64

typedef struct
{
  cairo_t              *cr;
  const Palette        *palette;
  double                unit;   /* one pixel of the layout, for stroke widths */
  double                dash_width;
  PangoContext         *context;
  PangoFontDescription *font;
  Shaped                shaped[MAX_SHAPED];
  guint                 n_shaped;
} Painter;

static void
rounded_rect (cairo_t             *cr,
              const CpDiagramRect *r,
              double               radius)
{
  double x = r->x, y = r->y, w = r->width, h = r->height;

  /* Small boxes keep square corners: rounding would not show, and square
   * boxes are much cheaper for Cairo to fill. */
  radius = MIN (radius, MIN (w, h) / 2);
  if (radius <= 0.5 || MIN (w, h) < 20)
    {
      cairo_rectangle (cr, x, y, w, h);
      return;
    }

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + w - radius, y + h - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + h - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* Adds a box to the path; its outline, @line_width wide, is inset by half
 * of it so that it stays inside the box. */
static void
box_path (cairo_t             *cr,
          const CpDiagramRect *r,
          double               radius,
          double               line_width)
{
  CpDiagramRect inner = *r;

  if (line_width > 0)
    {
      inner.x += line_width / 2;
      inner.y += line_width / 2;
      inner.width = MAX (0, inner.width - line_width);
      inner.height = MAX (0, inner.height - line_width);
    }

  rounded_rect (cr, &inner, radius);
}

/* Fills and outlines the current path; an outline of width 0 is not
 * drawn. */
static void
fill_and_stroke (Painter    *p,
                 const Rgba *fill,
                 const Rgba *stroke,
                 double      line_width,
                 gboolean    dashed)
{
  cairo_t *cr = p->cr;

  if (fill != NULL && fill->alpha > 0)
    {
      set_color (cr, fill);
      if (line_width > 0)
        cairo_fill_preserve (cr);
      else
        cairo_fill (cr);
    }

  if (line_width > 0)
    {
      set_color (cr, stroke);
      cairo_set_line_width (cr, line_width);
      if (dashed)
        {
          /* Cairo starts the pattern afresh on each box. */
          double dashes[] = { 3 * line_width + 2, 1.5 * line_width + 1 };

          cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }
      else
        cairo_stroke (cr);
    }
  else
    cairo_new_path (cr);
}

static void
box (Painter             *p,
     const CpDiagramRect *r,
     double               radius,
     const Rgba          *fill,
     const Rgba          *stroke,
     double               line_width,
     gboolean             dashed)
{
  box_path (p->cr, r, radius, line_width);
  fill_and_stroke (p, fill, stroke, line_width, dashed);
}

static const Rgba *
tone_color (const Palette *palette,
            CpDiagramTone  tone)
{
  switch (tone)
    {
    case CP_DIAGRAM_TONE_DIM:
      return &palette->text_dim;
    case CP_DIAGRAM_TONE_POOLED:
      return &palette->text_pooled;
    case CP_DIAGRAM_TONE_ISOLATED:
      return &palette->text_isolated;
    case CP_DIAGRAM_TONE_ON_FILL:
      return &palette->text_on_fill;
    case CP_DIAGRAM_TONE_NORMAL:
    default:
      return &palette->text;
    }
}

/* Shapes a label for its rectangle: shrunk a little when the face is
 * wider than the layout guessed, and ellipsized past that. */
static Shaped *
shape_label (Painter                *p,
             const CpDiagramElement *element)
{
  const CpDiagramRect *r = &element->label_rect;
  double size = element->font_size;
  Shaped *shaped;

  for (guint i = 0; i < p->n_shaped; i++)
    {
      shaped = &p->shaped[i];
      if (shaped->text == element->label && shaped->size == element->font_size &&
          shaped->bold == element->bold && shaped->width == r->width)
        return shaped;
    }

  /* Past the ceiling (never reached by the layout's own bounds), the last
   * slot is reused. */
  if (p->n_shaped < MAX_SHAPED)
    shaped = &p->shaped[p->n_shaped++];
  else
    {
      shaped = &p->shaped[MAX_SHAPED - 1];
      g_clear_object (&shaped->layout);
    }

  shaped->text = element->label;
  shaped->size = element->font_size;
  shaped->bold = element->bold;
  shaped->width = r->width;
  shaped->layout = pango_layout_new (p->context);
  pango_layout_set_alignment (shaped->layout, PANGO_ALIGN_CENTER);

  /* Sizes come in half pixels only: every distinct size is a font to match
   * and hint anew, which costs far more than drawing the text. */
  size = round (size * 2) / 2;
  pango_font_description_set_absolute_size (p->font, size * PANGO_SCALE);
  pango_font_description_set_weight (p->font, element->bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (shaped->layout, p->font);
  cp_diagram_pango_set_text (shaped->layout, element->label);
  pango_layout_get_pixel_extents (shaped->layout, NULL, &shaped->extents);

  if (shaped->extents.width > r->width)
    {
      /* Shrunk a little, never below the smallest type the layout uses;
       * ellipsized past that. */
      size = floor (MAX (size * r->width / shaped->extents.width, size * 0.8) * 2) / 2;
      size = MAX (size, MIN (element->font_size, CP_DIAGRAM_MIN_FONT_SIZE));
      pango_font_description_set_absolute_size (p->font, size * PANGO_SCALE);
      pango_layout_set_font_description (shaped->layout, p->font);
      pango_layout_set_width (shaped->layout, (int) (r->width * PANGO_SCALE));
      pango_layout_set_ellipsize (shaped->layout, PANGO_ELLIPSIZE_END);
      pango_layout_get_pixel_extents (shaped->layout, NULL, &shaped->extents);
    }

  return shaped;
}

static void
draw_label (Painter                *p,
            const CpDiagramElement *element)
{
  const CpDiagramRect *r = &element->label_rect;
  const PangoRectangle *ext;
  Shaped *shaped;
  double x, y;

  if (element->label == NULL || element->font_size <= 0 || r->width <= 0)
    return;

  shaped = shape_label (p, element);
  ext = &shaped->extents;

  switch (element->align)
    {
    case CP_DIAGRAM_ALIGN_START:
      x = r->x;
      break;
    case CP_DIAGRAM_ALIGN_END:
      x = r->x + r->width - ext->width;
      break;
    case CP_DIAGRAM_ALIGN_CENTER:
    default:
      x = r->x + (r->width - ext->width) / 2;
      break;
    }
  y = r->y + (r->height - ext->height) / 2;

  set_color (p->cr, tone_color (p->palette, element->tone));
  cairo_move_to (p->cr, round (x - ext->x), round (y - ext->y));
  pango_cairo_show_layout (p->cr, shaped->layout);
}

static void
draw_stack (Painter                *p,
            const CpDiagramElement *element)
{
  const Palette *palette = p->palette;
  const CpDiagramRect *r = &element->rect;
  double offset = cp_diagram_stack_offset (r);
  const Rgba *fill = element->isolated ? &palette->card_fill : &palette->chassis_fill;
  const Rgba *stroke = element->isolated ? &palette->card_stroke : &palette->chassis_stroke;
  double line_width = (element->isolated ? p->dash_width : 1) * p->unit;
  double radius = element->isolated ? 0 : 5;

  /* Back to front; each box opaque over the one behind it. */
  for (int k = 2; k >= 0; k--)
    {
      CpDiagramRect layer = { r->x + k * offset, r->y + (2 - k) * offset,
                              r->width - 2 * offset, r->height - 2 * offset };

      /* A see-through fill needs the background under it first; an opaque
       * one covers the box behind by itself, and large fills are what a
       * rack-scale drawing spends its time on. */
      if (fill->alpha < 1)
        box (p, &layer, radius, &palette->background, NULL, 0, FALSE);
      box (p, &layer, radius, fill, stroke, line_width, element->isolated);
    }
}

/* How an element of each kind looks. */
typedef struct
{
  double      radius;
  const Rgba *fill;
  const Rgba *stroke;
  double      line_width;
  gboolean    dashed;
} Style;

static Style
style_for (Painter                *p,
           const CpDiagramElement *element)
{
  const Palette *palette = p->palette;

  switch (element->kind)
    {
    case CP_DIAGRAM_ELEMENT_POOL:
      return (Style) { 14, &palette->pool_fill, &palette->pool_stroke, 2.5, FALSE };

    case CP_DIAGRAM_ELEMENT_CHASSIS:
      /* Dashed outlines go round square corners: clearer, and cheaper. */
      if (element->isolated)
        return (Style) { 0, &palette->card_fill, &palette->card_stroke, p->dash_width, TRUE };
      return (Style) { 6, &palette->chassis_fill, &palette->chassis_stroke, 1, FALSE };

    case CP_DIAGRAM_ELEMENT_DOMAIN:
      return (Style) { 7, &palette->domain_fill, &palette->domain_stroke, 2, FALSE };

    case CP_DIAGRAM_ELEMENT_TRAY:
      return (Style) { 2, &palette->tray_fill, &palette->tray_stroke, 1, FALSE };

    case CP_DIAGRAM_ELEMENT_GPU:
      if (element->idle)
        return (Style) { 3, &palette->idle_fill, &palette->idle_ink, 1, FALSE };
      return (Style) { 3, element->isolated ? &palette->chip_fill : &palette->gpu_fill, NULL, 0, FALSE };

    case CP_DIAGRAM_ELEMENT_GROUP:
      /* Copies told apart by colour and by a solid or dashed outline; an
       * attention rank by a thin one inside the thick outline of the GPUs
       * its experts are spread over; a tensor-parallel group between. */
      return (Style) { 5, NULL, &palette->group[MAX (element->copy, 0) % 2],
                       element->role == CP_DIAGRAM_GROUP_RANK ? 1
                       : element->role == CP_DIAGRAM_GROUP_EXPERTS ? 3.5 : 2,
                       element->copy % 2 == 1 };

    case CP_DIAGRAM_ELEMENT_SWITCH:
      return (Style) { 3, &palette->switch_fill, NULL, 0, FALSE };

    case CP_DIAGRAM_ELEMENT_FABRIC:
      return (Style) { 5, &palette->fabric_fill, NULL, 0, FALSE };

    case CP_DIAGRAM_ELEMENT_HOST:
      return (Style) { 5, &palette->host_fill, &palette->host_stroke, 1, FALSE };

    case CP_DIAGRAM_ELEMENT_SWATCH:
      if (element->isolated)
        return (Style) { 0, &palette->card_fill, &palette->card_stroke, p->dash_width, TRUE };
      return (Style) { 3, &palette->domain_fill, &palette->domain_stroke, 2, FALSE };

    case CP_DIAGRAM_ELEMENT_LINK:
      switch (element->link)
        {
        case CP_DIAGRAM_LINK_NVLINK:
          return (Style) { 0, NULL, &palette->nvlink, MAX (element->line_width, 1), FALSE };
        case CP_DIAGRAM_LINK_FABRIC:
          return (Style) { 0, NULL, &palette->fabric_link, MAX (element->line_width, 1), FALSE };
        case CP_DIAGRAM_LINK_PCIE:
        case CP_DIAGRAM_LINK_NONE:
        default:
          return (Style) { 0, NULL, &palette->pcie_link, MAX (element->line_width, 1), FALSE };
        }

    case CP_DIAGRAM_ELEMENT_STACK:
    case CP_DIAGRAM_ELEMENT_TEXT:
    default:
      return (Style) { 0, NULL, NULL, 0, FALSE };
    }
}

/* Elements drawn alike, one after the other, share one path: a build's
 * GPUs, trays or links are filled or stroked in one go. */
static gboolean
same_look (const CpDiagramElement *a,
           const CpDiagramElement *b)
{
  if (a->kind != b->kind || a->isolated != b->isolated || a->idle != b->idle)
    return FALSE;

  switch (a->kind)
    {
    case CP_DIAGRAM_ELEMENT_LINK:
      return a->link == b->link && a->line_width == b->line_width;

    case CP_DIAGRAM_ELEMENT_CHASSIS:
    case CP_DIAGRAM_ELEMENT_GPU:
    case CP_DIAGRAM_ELEMENT_TRAY:
    case CP_DIAGRAM_ELEMENT_SWITCH:
      return TRUE;

    case CP_DIAGRAM_ELEMENT_GROUP:
      return a->copy % 2 == b->copy % 2 && a->role == b->role;

    case CP_DIAGRAM_ELEMENT_POOL:
    case CP_DIAGRAM_ELEMENT_DOMAIN:
    case CP_DIAGRAM_ELEMENT_FABRIC:
    case CP_DIAGRAM_ELEMENT_HOST:
    case CP_DIAGRAM_ELEMENT_STACK:
    case CP_DIAGRAM_ELEMENT_SWATCH:
    case CP_DIAGRAM_ELEMENT_TEXT:
    default:
      return FALSE;
    }
}

/* GPUs left idle are hatched as well as grey: colour is not all that
 * says so. */
static void
hatch_idle (Painter               *p,
            const CpDiagramLayout *layout,
            guint                  first,
            guint                  last)
{
  cairo_t *cr = p->cr;

  cairo_save (cr);
  for (guint i = first; i < last; i++)
    {
      const CpDiagramRect *r = &cp_diagram_layout_get_element (layout, i)->rect;

      cairo_rectangle (cr, r->x, r->y, r->width, r->height);
    }
  cairo_clip (cr);

  for (guint i = first; i < last; i++)
    {
      const CpDiagramRect *r = &cp_diagram_layout_get_element (layout, i)->rect;

      for (double d = -r->height; d < r->width; d += 5)
        {
          cairo_move_to (cr, r->x + d, r->y + r->height);
          cairo_line_to (cr, r->x + d + r->height, r->y);
        }
    }
  set_color (cr, &p->palette->idle_ink);
  cairo_set_line_width (cr, p->unit);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The outlines of groups of GPUs, and under each tag a pill of the
 * outline's colour. */
static void
draw_groups (Painter               *p,
             const CpDiagramLayout *layout,
             guint                  first,
             guint                  last,
             const Style           *style)
{
  double width = (cp_diagram_layout_get_compact (layout) ? 1.5 : 2.5) * p->unit;

  for (guint i = first; i < last; i++)
    box_path (p->cr, &cp_diagram_layout_get_element (layout, i)->rect, style->radius, width);
  fill_and_stroke (p, NULL, style->stroke, width, style->dashed);

  for (guint i = first; i < last; i++)
    {
      const CpDiagramElement *element = cp_diagram_layout_get_element (layout, i);

      if (element->label != NULL)
        rounded_rect (p->cr, &element->label_rect, element->label_rect.height / 2);
    }
  set_color (p->cr, style->stroke);
  cairo_fill (p->cr);
}

/* Draws elements @first to @last - 1, all of the same look, then their
 * labels. Returns @last. */
static guint
draw_run (Painter               *p,
          const CpDiagramLayout *layout,
          guint                  first,
          guint                  last)
{
  const CpDiagramElement *element = cp_diagram_layout_get_element (layout, first);
  cairo_t *cr = p->cr;
  Style style = style_for (p, element);

  switch (element->kind)
    {
    case CP_DIAGRAM_ELEMENT_TEXT:
      break;

    case CP_DIAGRAM_ELEMENT_STACK:
      draw_stack (p, element);
      break;

    case CP_DIAGRAM_ELEMENT_GROUP:
      draw_groups (p, layout, first, last, &style);
      break;

    case CP_DIAGRAM_ELEMENT_LINK:
      for (guint i = first; i < last; i++)
        {
          element = cp_diagram_layout_get_element (layout, i);
          cairo_move_to (cr, element->x1, element->y1);
          cairo_line_to (cr, element->x2, element->y2);
        }
      fill_and_stroke (p, NULL, style.stroke, style.line_width * p->unit, FALSE);
      break;

    case CP_DIAGRAM_ELEMENT_POOL:
    case CP_DIAGRAM_ELEMENT_CHASSIS:
    case CP_DIAGRAM_ELEMENT_DOMAIN:
    case CP_DIAGRAM_ELEMENT_TRAY:
    case CP_DIAGRAM_ELEMENT_GPU:
    case CP_DIAGRAM_ELEMENT_SWITCH:
    case CP_DIAGRAM_ELEMENT_FABRIC:
    case CP_DIAGRAM_ELEMENT_HOST:
    case CP_DIAGRAM_ELEMENT_SWATCH:
    default:
      for (guint i = first; i < last; i++)
        box_path (cr, &cp_diagram_layout_get_element (layout, i)->rect, style.radius,
                  style.line_width * p->unit);
      fill_and_stroke (p, style.fill, style.stroke, style.line_width * p->unit, style.dashed);
      if (element->kind == CP_DIAGRAM_ELEMENT_GPU && element->idle)
        hatch_idle (p, layout, first, last);
      break;
    }

  for (guint i = first; i < last; i++)
    draw_label (p, cp_diagram_layout_get_element (layout, i));

  return last;
}

/**
 * cp_diagram_painter_paint:
 * @cr: where to paint
 * @layout: what to paint
 * @palette: the colours
 * @width: the size to paint at, in @cr's units
 * @height:
 * @flags: whether to paint the background
 *
 * Paints @layout scaled to fit @width × @height, centred, keeping its
 * proportions. Lay out at the size you paint at for the crispest result.
 */
void
cp_diagram_painter_paint (cairo_t               *cr,
                          const CpDiagramLayout *layout,
                          CpDiagramPalette       palette,
                          double                 width,
                          double                 height,
                          CpDiagramPaintFlags    flags)
{
  Painter p = { 0 };
  double lw, lh, scale;
  guint n;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (layout != NULL);
  g_return_if_fail (palette <= CP_DIAGRAM_PALETTE_PRINT);

  p.cr = cr;
  p.palette = &palettes[palette];

  cairo_save (cr);

  if (flags & CP_DIAGRAM_PAINT_FLAGS_OPAQUE)
    {
      set_color (cr, &p.palette->background);
      cairo_rectangle (cr, 0, 0, width, height);
      cairo_fill (cr);
    }

  lw = cp_diagram_layout_get_width (layout);
  lh = cp_diagram_layout_get_height (layout);
  n = cp_diagram_layout_get_n_elements (layout);

  if (lw <= 0 || lh <= 0 || width <= 0 || height <= 0 || n == 0)
    {
      cairo_restore (cr);
      return;
    }

  scale = MIN (width / lw, height / lh);
  cairo_translate (cr, (width - lw * scale) / 2, (height - lh * scale) / 2);
  cairo_scale (cr, scale, scale);
  p.unit = 1;
  p.dash_width = cp_diagram_layout_get_compact (layout) ? 1 : 2;

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);

  p.context = pango_cairo_create_context (cr);
  p.font = pango_font_description_from_string (FONT_FAMILY);

  for (guint i = 0; i < n;)
    {
      const CpDiagramElement *element = cp_diagram_layout_get_element (layout, i);
      guint last = i + 1;

      while (last < n && same_look (element, cp_diagram_layout_get_element (layout, last)))
        last++;

      i = draw_run (&p, layout, i, last);
    }

  _cp_diagram_paint_bars (cr, layout, palette);

  for (guint i = 0; i < p.n_shaped; i++)
    g_object_unref (p.shaped[i].layout);
  pango_font_description_free (p.font);
  g_object_unref (p.context);

  cairo_restore (cr);
}
