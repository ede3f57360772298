/* cp-memory-bar.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-memory-bar"

#include "config.h"

#include <pango/pangocairo.h>

#include "cp-diagram-color.h"
#include "cp-diagram-painter.h"
#include "cp-diagram-private.h"
#include "cp-format.h"
#include "cp-memory-bar.h"

/* The per-GPU memory bar: what the fullest GPU of a layout holds —
 * weights, KV cache, overhead — and what is left free, against the memory
 * an inference engine may use. As the topology diagram is, it is pure
 * geometry first (testable without a display) and one Cairo painter
 * after, for the build card, the quote's PDF and paper, and SVG and PNG.
 *
 * Colour never carries the meaning alone: each part has a pattern of its
 * own (solid, stripes, dots, empty), its amount is written in it when it
 * fits, and the legend under the bar names every part with its amount.
 * What does not fit is crossed out beyond the line of usable memory. */

struct _CpMemoryBar
{
  gatomicrefcount  ref_count;

  double           width;
  double           height;
  double           font_size;
  CpDiagramRect    frame;
  double           usable_x;
  GArray          *segments;
  GArray          *legends;
  GStringChunk    *strings;
  const char      *title;
  CpDiagramRect    title_rect;
  const char      *scale;
  CpDiagramRect    scale_rect;
};

G_DEFINE_BOXED_TYPE (CpMemoryBar, cp_memory_bar, cp_memory_bar_ref, cp_memory_bar_unref)

static const char *
intern_take (CpMemoryBar *self,
             char        *text)
{
  const char *interned = g_string_chunk_insert_const (self->strings, text);

  g_free (text);

  return interned;
}

/* @bytes to the tenth of a GiB the words show, in bytes. */
static gint64
tenths (gint64 bytes)
{
  return llround ((double) bytes * 10 / CP_GIB) * CP_GIB / 10;
}

/* The parts of the bar, left to right, and their amounts. What is free
 * (or over) is the difference of the figures as written, so that the
 * words add up: 71.3 − 44.1 is 27.2. */
static guint
parts_of (const CpLayout  *layout,
          CpGpuMemoryPart  parts[],
          gint64           amounts[])
{
  guint n = 0;

  parts[n] = CP_GPU_MEMORY_WEIGHTS;
  amounts[n++] = layout->weights_bytes;
  parts[n] = CP_GPU_MEMORY_KV_CACHE;
  amounts[n++] = layout->kv_bytes;
  parts[n] = CP_GPU_MEMORY_OVERHEAD;
  amounts[n++] = layout->overhead_bytes;
  if (layout->total_bytes <= layout->usable_bytes)
    {
      parts[n] = CP_GPU_MEMORY_FREE;
      amounts[n++] = MAX (tenths (layout->usable_bytes) - tenths (layout->total_bytes), 0);
    }
  else
    {
      parts[n] = CP_GPU_MEMORY_OVER;
      amounts[n++] = MAX (tenths (layout->total_bytes) - tenths (layout->usable_bytes), 0);
    }

  return n;
}

/* The title on the left and the scale on the right of one line, or on
 * two when they do not fit side by side. Returns the height taken. */
static double
layout_head (CpMemoryBar *self)
{
  double size = self->font_size;
  double h = line_height (size);
  double scale_w = _cp_diagram_text_width (self->scale, size, FALSE);
  double title_w = self->title != NULL ? _cp_diagram_text_width (self->title, size, TRUE) : 0;

  if (self->title == NULL)
    {
      self->scale_rect = rect (0, 0, self->width, h);
      return h;
    }

  self->title_rect = rect (0, 0, self->width, h);
  if (title_w + size + scale_w <= self->width)
    {
      self->scale_rect = rect (self->width - scale_w, 0, scale_w, h);
      self->title_rect.width = self->width - scale_w - size;
      return h;
    }

  self->scale_rect = rect (0, h, self->width, h);
  return 2 * h;
}

/* The bar itself at @y: each part as wide as its share of the larger of
 * the need and the usable memory. */
static double
layout_segments (CpMemoryBar    *self,
                 const CpLayout *layout,
                 double          y)
{
  CpGpuMemoryPart parts[4];
  gint64 amounts[4];
  guint n = parts_of (layout, parts, amounts);
  gint64 whole = MAX (MAX (layout->total_bytes, layout->usable_bytes), 1);
  double bar_h = round (self->font_size * 2);
  double per_byte = self->width / (double) whole;
  double label_size = self->font_size * 0.92;
  double x = 0;

  self->frame = rect (0, y, round (layout->usable_bytes * per_byte), bar_h);
  self->usable_x = self->frame.x + self->frame.width;

  for (guint i = 0; i < n; i++)
    {
      CpMemoryBarSegment segment = { parts[i], { 0 }, amounts[i], NULL };
      double w = amounts[i] * per_byte;
      g_autofree char *amount = NULL;

      /* What does not fit lies over the parts, past the usable line. */
      if (parts[i] == CP_GPU_MEMORY_OVER)
        segment.rect = rect (self->usable_x, y, self->width - self->usable_x, bar_h);
      else
        {
          double right = i + 1 == n ? self->usable_x : round (x + w);

          segment.rect = rect (round (x), y, right - round (x), bar_h);
          x += w;
        }

      if (amounts[i] <= 0)
        continue;

      amount = cp_format_gib (amounts[i]);
      if (_cp_diagram_text_fits (amount, segment.rect.width - 6, bar_h, label_size, TRUE))
        segment.label = g_string_chunk_insert_const (self->strings, amount);
      g_array_append_val (self->segments, segment);
    }

  return bar_h;
}

/* The legend at @y, its entries flowing onto as many lines as they need.
 * Returns its height. */
static double
layout_legend (CpMemoryBar    *self,
               const CpLayout *layout,
               double          y)
{
  CpGpuMemoryPart parts[4];
  gint64 amounts[4];
  guint n = parts_of (layout, parts, amounts);
  double size = self->font_size;
  double h = line_height (size);
  double swatch_w = round (size * 1.6), swatch_h = round (size * 0.95);
  double gap = size * 0.4, entry_gap = size * 1.2;
  double x = 0, top = y;

  for (guint i = 0; i < n; i++)
    {
      CpMemoryBarLegend legend = { parts[i], { 0 }, { 0 }, NULL };
      double text_w;

      legend.text = intern_take (self, cp_gpu_memory_dup_legend (parts[i], amounts[i]));
      text_w = MIN (_cp_diagram_text_width (legend.text, size, FALSE), self->width - swatch_w - gap);

      if (x > 0 && x + swatch_w + gap + text_w > self->width)
        {
          x = 0;
          y += h;
        }

      legend.swatch = rect (round (x), round (y + (h - swatch_h) / 2), swatch_w, swatch_h);
      legend.text_rect = rect (x + swatch_w + gap, y, text_w, h);
      g_array_append_val (self->legends, legend);
      x += swatch_w + gap + text_w + entry_gap;
    }

  return y + h - top;
}

/**
 * cp_memory_bar_new:
 * @layout: a model's layout, with the per-GPU figures of its fullest GPU
 * @title: (nullable): what the bar is of, a model's name
 * @width: the width to lay it out in
 * @font_size: the size of its words; the rest follows
 *
 * Returns: (transfer full): the bar, as tall as it needs
 *   (cp_memory_bar_get_height()).
 */
CpMemoryBar *
cp_memory_bar_new (const CpLayout *layout,
                   const char     *title,
                   double          width,
                   double          font_size)
{
  CpMemoryBar *self;
  double y;

  g_return_val_if_fail (layout != NULL, NULL);
  g_return_val_if_fail (font_size > 0, NULL);

  self = g_new0 (CpMemoryBar, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->width = isfinite (width) ? MAX (width, 0) : 0;
  self->font_size = font_size;
  self->segments = g_array_new (FALSE, FALSE, sizeof (CpMemoryBarSegment));
  self->legends = g_array_new (FALSE, FALSE, sizeof (CpMemoryBarLegend));
  self->strings = g_string_chunk_new (256);
  if (title != NULL)
    self->title = g_string_chunk_insert_const (self->strings, title);
  self->scale = intern_take (self, cp_gpu_memory_dup_scale (layout->total_bytes,
                                                            layout->usable_bytes));

  y = layout_head (self) + round (font_size * 0.35);
  y += layout_segments (self, layout, y) + round (font_size * 0.45);
  y += layout_legend (self, layout, y);
  self->height = ceil (y);

  return self;
}

CpMemoryBar *
cp_memory_bar_ref (CpMemoryBar *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);

  return self;
}

void
cp_memory_bar_unref (CpMemoryBar *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;

  g_array_unref (self->segments);
  g_array_unref (self->legends);
  g_string_chunk_free (self->strings);
  g_free (self);
}

double
cp_memory_bar_get_width (const CpMemoryBar *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->width;
}

double
cp_memory_bar_get_height (const CpMemoryBar *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->height;
}

/* The outline of the usable memory; the bar's parts are inside it, but
 * for what does not fit. */
const CpDiagramRect *
cp_memory_bar_get_frame (const CpMemoryBar *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return &self->frame;
}

/* Where the usable memory ends. */
double
cp_memory_bar_get_usable_x (const CpMemoryBar *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->usable_x;
}

guint
cp_memory_bar_get_n_segments (const CpMemoryBar *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->segments->len;
}

const CpMemoryBarSegment *
cp_memory_bar_get_segment (const CpMemoryBar *self,
                           guint              position)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (position < self->segments->len, NULL);

  return &g_array_index (self->segments, CpMemoryBarSegment, position);
}

/* The segment of @part, or NULL when the bar has none (nothing free, say). */
const CpMemoryBarSegment *
cp_memory_bar_find_segment (const CpMemoryBar *self,
                            CpGpuMemoryPart    part)
{
  g_return_val_if_fail (self != NULL, NULL);

  for (guint i = 0; i < self->segments->len; i++)
    if (g_array_index (self->segments, CpMemoryBarSegment, i).part == part)
      return &g_array_index (self->segments, CpMemoryBarSegment, i);

  return NULL;
}

guint
cp_memory_bar_get_n_legends (const CpMemoryBar *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->legends->len;
}

const CpMemoryBarLegend *
cp_memory_bar_get_legend (const CpMemoryBar *self,
                          guint              position)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (position < self->legends->len, NULL);

  return &g_array_index (self->legends, CpMemoryBarLegend, position);
}

const char *
cp_memory_bar_get_title (const CpMemoryBar *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->title;
}

/* "44.1 GiB of 71.3 GiB usable" */
const char *
cp_memory_bar_get_scale (const CpMemoryBar *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->scale;
}

/* Painting */

/* Each part's ground and the ink of its pattern and words. */
typedef struct
{
  Rgba ground[CP_N_GPU_MEMORY_PARTS];
  Rgba ink[CP_N_GPU_MEMORY_PARTS];
  Rgba frame;
  Rgba text;
  Rgba text_dim;
} BarPalette;

/* Adwaita's blue 4, green 1 and 5, light 3 and dark 2, red 3. */
static const BarPalette bar_palettes[] = {
  [CP_DIAGRAM_PALETTE_LIGHT] = {
    .ground = { HEX (0x1c71d8), HEX (0xd7f5e4), HEX (0xdeddda), HEX (0xffffff), HEX (0xfbe0e0) },
    .ink    = { HEX (0xffffff), HEX (0x1e7a4c), HEX (0x3d3846), HEX (0x3d3846), HEX (0xc01c28) },
    .frame = HEX (0x3d3846), .text = HEX (0x241f31), .text_dim = HEX (0x5e5c64),
  },
  [CP_DIAGRAM_PALETTE_DARK] = {
    /* Free memory lets the card show through. */
    .ground = { HEX (0x3584e4), HEX (0x1c3d2d), HEX (0x3d3846), { 0, 0, 0, 0 }, HEX (0x4a1b1e) },
    .ink    = { HEX (0xffffff), HEX (0x8ff0a4), HEX (0xdeddda), HEX (0xdeddda), HEX (0xff7b63) },
    .frame = HEX (0xdeddda), .text = HEX (0xffffff), .text_dim = HEX (0xc0bfbc),
  },
  [CP_DIAGRAM_PALETTE_PRINT] = {
    .ground = { HEX (0x1a5fb4), HEX (0xe3f6ea), HEX (0xe6e5e2), HEX (0xffffff), HEX (0xfbe0e0) },
    .ink    = { HEX (0xffffff), HEX (0x1e6b43), HEX (0x241f31), HEX (0x241f31), HEX (0xa51d2d) },
    .frame = HEX (0x241f31), .text = HEX (0x000000), .text_dim = HEX (0x3d3846),
  },
};

/* Lines across @r, @step apart, rising to the right or (@down) falling. */
static void
stripes (cairo_t             *cr,
         const CpDiagramRect *r,
         double               step,
         gboolean             down)
{
  for (double d = -r->height; d < r->width + r->height; d += step)
    {
      cairo_move_to (cr, r->x + d, down ? r->y : r->y + r->height);
      cairo_line_to (cr, r->x + d + r->height, down ? r->y + r->height : r->y);
    }
}

/* Fills @r with @part's ground and pattern: solid weights, striped KV
 * cache, dotted overhead, empty free memory, crossed-out excess. */
static void
fill_part (cairo_t             *cr,
           const BarPalette    *palette,
           CpGpuMemoryPart      part,
           const CpDiagramRect *r,
           double               size)
{
  double step = MAX (3, round (size * 0.5));

  cairo_save (cr);
  cairo_rectangle (cr, r->x, r->y, r->width, r->height);
  cairo_clip (cr);
  set_color (cr, &palette->ground[part]);
  cairo_paint (cr);
  set_color (cr, &palette->ink[part]);
  cairo_set_line_width (cr, MAX (1, size * 0.12));

  switch (part)
    {
    case CP_GPU_MEMORY_KV_CACHE:
      stripes (cr, r, step, FALSE);
      cairo_stroke (cr);
      break;

    case CP_GPU_MEMORY_OVERHEAD:
      for (double y = r->y + step / 2; y < r->y + r->height; y += step)
        for (double x = r->x + step / 2; x < r->x + r->width; x += step)
          {
            cairo_new_sub_path (cr);
            cairo_arc (cr, x, y, MAX (0.7, size * 0.07), 0, 2 * G_PI);
          }
      cairo_fill (cr);
      break;

    case CP_GPU_MEMORY_OVER:
      stripes (cr, r, step, FALSE);
      stripes (cr, r, step, TRUE);
      cairo_stroke (cr);
      break;

    case CP_GPU_MEMORY_WEIGHTS:
    case CP_GPU_MEMORY_FREE:
    default:
      break;
    }

  cairo_restore (cr);
}

static void
show_text (cairo_t             *cr,
           PangoLayout         *layout,
           const char          *text,
           const CpDiagramRect *r,
           double               size,
           gboolean             bold,
           CpDiagramAlign       align)
{
  PangoFontDescription *font = pango_font_description_from_string ("Cantarell, Inter, sans-serif");
  PangoRectangle ink;
  double x;

  pango_font_description_set_absolute_size (font, round (size * 2) / 2 * PANGO_SCALE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  cp_diagram_pango_set_text (layout, text);
  pango_layout_set_width (layout, (int) (MAX (r->width, 1) * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_get_pixel_extents (layout, NULL, &ink);

  x = align == CP_DIAGRAM_ALIGN_END ? r->x + r->width - ink.width
    : align == CP_DIAGRAM_ALIGN_CENTER ? r->x + (r->width - ink.width) / 2 : r->x;
  cairo_move_to (cr, round (x - ink.x), round (r->y + (r->height - ink.height) / 2 - ink.y));
  pango_cairo_show_layout (cr, layout);
}

/**
 * cp_memory_bar_paint:
 * @cr: where to paint, with the bar's origin at the current origin
 * @palette: the colours
 *
 * Paints the bar at the size it was laid out for.
 */
void
cp_memory_bar_paint (cairo_t           *cr,
                     const CpMemoryBar *self,
                     CpDiagramPalette   palette)
{
  const BarPalette *p;
  PangoLayout *layout;
  double size;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (self != NULL);
  g_return_if_fail (palette <= CP_DIAGRAM_PALETTE_PRINT);

  p = &bar_palettes[palette];
  size = self->font_size;
  cairo_save (cr);
  layout = pango_cairo_create_layout (cr);
  pango_layout_set_alignment (layout, PANGO_ALIGN_LEFT);

  set_color (cr, &p->text);
  if (self->title != NULL)
    show_text (cr, layout, self->title, &self->title_rect, size, TRUE, CP_DIAGRAM_ALIGN_START);
  set_color (cr, &p->text_dim);
  show_text (cr, layout, self->scale, &self->scale_rect, size, FALSE,
             self->title != NULL && self->scale_rect.y == 0 ? CP_DIAGRAM_ALIGN_END : CP_DIAGRAM_ALIGN_START);

  for (guint i = 0; i < self->segments->len; i++)
    {
      const CpMemoryBarSegment *segment = &g_array_index (self->segments, CpMemoryBarSegment, i);

      fill_part (cr, p, segment->part, &segment->rect, size);
      if (segment->label != NULL)
        {
          set_color (cr, segment->part == CP_GPU_MEMORY_WEIGHTS ? &p->ink[segment->part] : &p->text);
          show_text (cr, layout, segment->label, &segment->rect, size * 0.92, TRUE,
                     CP_DIAGRAM_ALIGN_CENTER);
        }
    }

  /* The usable memory's outline, and its end as a firm line. */
  set_color (cr, &p->frame);
  cairo_set_line_width (cr, 1);
  cairo_rectangle (cr, self->frame.x + 0.5, self->frame.y + 0.5,
                   MAX (self->frame.width - 1, 0), MAX (self->frame.height - 1, 0));
  cairo_stroke (cr);
  cairo_rectangle (cr, self->usable_x - 1.5, self->frame.y - 3, 3, self->frame.height + 6);
  cairo_fill (cr);

  for (guint i = 0; i < self->legends->len; i++)
    {
      const CpMemoryBarLegend *legend = &g_array_index (self->legends, CpMemoryBarLegend, i);

      fill_part (cr, p, legend->part, &legend->swatch, size);
      set_color (cr, &p->frame);
      cairo_rectangle (cr, legend->swatch.x + 0.5, legend->swatch.y + 0.5,
                       legend->swatch.width - 1, legend->swatch.height - 1);
      cairo_stroke (cr);
      set_color (cr, &p->text);
      show_text (cr, layout, legend->text, &legend->text_rect, size, FALSE, CP_DIAGRAM_ALIGN_START);
    }

  g_object_unref (layout);
  cairo_restore (cr);
}
