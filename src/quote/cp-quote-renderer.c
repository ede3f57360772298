/* cp-quote-renderer.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-renderer"

#include "config.h"

#include <math.h>
#ifdef CP_HAVE_NL_PAPER
# include <langinfo.h>
#endif

#include <glib/gi18n-lib.h>

#include "cp-build-words.h"
#include "cp-diagram-painter.h"
#include "cp-quote-renderer-private.h"

/* The one page renderer of a quote, for the printer and for the PDF file
 * alike. It lays the quote out once, for a given area (the paper inside its
 * margins, in points), as a list of blocks: who and what the quote is for
 * (the customer, the build, the models and the memory they need), each line
 * item, the total, the three combined numbers, the verdict on the memory,
 * the diagram, the notes. Blocks are never split: they flow onto pages, a
 * heading stays with what follows it, a table that goes on to another page
 * repeats its heading and column titles there, the diagram gives up some
 * height (never detail) to share a page with the notes, and every page gets
 * a head and a "Page N of M" footer. Drawing a page replays what was laid out, so
 * the printer, the preview and the PDF show the very same pages.
 *
 * This file flows the blocks cp-quote-blocks.c makes onto pages, and draws
 * them. */

G_DEFINE_FINAL_TYPE (CpQuoteRenderer, cp_quote_renderer, G_TYPE_OBJECT)

/* The least of its body a page but the last holds, and the last page
 * when it can take blocks from the page before. */
#define CP_QUOTE_LEAST_FILL 0.25

/* Paper */

static void
paper_margins (CpQuotePaper *paper)
{
  paper->margin_top = CP_QUOTE_MARGIN_TOP;
  paper->margin_bottom = CP_QUOTE_MARGIN_BOTTOM;
  paper->margin_left = CP_QUOTE_MARGIN_SIDE;
  paper->margin_right = CP_QUOTE_MARGIN_SIDE;
}

/**
 * cp_quote_paper_init_default:
 * @paper: the paper to fill in
 *
 * The paper of the current locale (US Letter where the locale says so,
 * A4 elsewhere) with the quote's usual margins.
 */
void
cp_quote_paper_init_default (CpQuotePaper *paper)
{
  g_return_if_fail (paper != NULL);

  paper->width = CP_QUOTE_A4_WIDTH;
  paper->height = CP_QUOTE_A4_HEIGHT;

#ifdef CP_HAVE_NL_PAPER
  {
    /* glibc gives the locale's paper in millimetres, as a number in the
     * pointer's place. */
    union { unsigned int word; char *string; } width, height;

    width.string = nl_langinfo (_NL_PAPER_WIDTH);
    height.string = nl_langinfo (_NL_PAPER_HEIGHT);
    if (width.word == 216 && height.word == 279)
      {
        paper->width = CP_QUOTE_LETTER_WIDTH;
        paper->height = CP_QUOTE_LETTER_HEIGHT;
      }
  }
#endif

  paper_margins (paper);
}

/* A paper of the given size in points, with the usual margins. */
void
cp_quote_paper_init_sized (CpQuotePaper *paper,
                           double        width,
                           double        height)
{
  g_return_if_fail (paper != NULL);

  paper->width = width;
  paper->height = height;
  paper_margins (paper);
}

/* The diagram */

/* What a diagram layout shows: its title (the only caption it has here)
 * and how many GPU boxes. */
static void
inspect_diagram (CpDiagramLayout *layout,
                 const char      *title,
                 gboolean        *titled,
                 guint           *n_gpus)
{
  *titled = FALSE;
  *n_gpus = cp_diagram_layout_count (layout, CP_DIAGRAM_ELEMENT_GPU);

  for (guint i = 0; i < cp_diagram_layout_get_n_elements (layout) && !*titled; i++)
    {
      const CpDiagramElement *element = cp_diagram_layout_get_element (layout, i);

      *titled = element->kind == CP_DIAGRAM_ELEMENT_TEXT && g_strcmp0 (element->label, title) == 0;
    }
}

/* Lays the diagram out @height points tall. The diagram is laid out a
 * little larger than it is printed, so that its type comes out at the size
 * of the quote's small print; larger still when, squeezed, it would leave
 * out its title or some of its GPUs.
 *
 * Returns: whether the layout shows as much as at the preferred height. */
static gboolean
try_diagram (CpQuoteRenderer  *self,
             CpQuoteBlock     *block,
             double            height,
             CpDiagramLayout **layout)
{
  static const double zooms[] = { 1.45, 1.6, 1.75, 1.9 };
  CpBuild *build = cp_quote_get_build (self->quote);
  g_autofree char *title = cp_build_dup_title (build);
  g_autoptr(CpDiagramLayout) roomy = NULL;
  gboolean roomy_titled, titled = FALSE;
  guint roomy_gpus, n_gpus = 0;

  roomy = cp_diagram_layout_new (build, self->width * zooms[0], block->preferred_height * zooms[0],
                                 CP_DIAGRAM_LAYOUT_FLAGS_NONE);
  inspect_diagram (roomy, title, &roomy_titled, &roomy_gpus);

  for (guint i = 0; i < G_N_ELEMENTS (zooms); i++)
    {
      g_clear_pointer (layout, cp_diagram_layout_unref);
      *layout = cp_diagram_layout_new (build, self->width * zooms[i], height * zooms[i],
                                       CP_DIAGRAM_LAYOUT_FLAGS_NONE);
      inspect_diagram (*layout, title, &titled, &n_gpus);
      if (titled >= roomy_titled && n_gpus >= roomy_gpus)
        return TRUE;
    }

  return FALSE;
}

/* Lays the diagram out for the height pagination gave it. */
static void
layout_diagram (CpQuoteRenderer *self,
                CpQuoteBlock    *block)
{
  self->diagram_width = self->width;
  self->diagram_height = block->height;
  try_diagram (self, block, block->height, &self->diagram);

  _cp_quote_frame_diagram (self, block);
}

/* Pagination */

static void
place (CpQuoteRenderer *self,
       CpQuoteBlock    *block,
       guint            page,
       double           y)
{
  CpQuotePlacement placement = { block, page, y };

  g_array_append_val (self->placements, placement);
}

/* The height of a block that can shrink (the diagram), placed with @room
 * left on the page: its preferred height when what follows it fits too;
 * less, so that what follows fits, as long as the diagram still shows all
 * it would show at its preferred height; else what the page has left when
 * that is enough for all of it; else its preferred height, on the next
 * page. */
static double
settle_height (CpQuoteRenderer *self,
               guint            position,
               double           room)
{
  CpQuoteBlock *block = g_ptr_array_index (self->blocks, position);
  double preferred = block->preferred_height;
  double after = 0;

  for (guint i = position + 1; i < self->blocks->len; i++)
    {
      CpQuoteBlock *next = g_ptr_array_index (self->blocks, i);

      after += next->space_before + next->height;
    }

  if (room - after >= preferred)
    return preferred;

  if (room - after >= block->min_height)
    {
      g_autoptr(CpDiagramLayout) layout = NULL;

      if (try_diagram (self, block, room - after, &layout))
        return room - after;
    }

  if (room >= preferred)
    return preferred;

  if (room >= block->min_height)
    {
      g_autoptr(CpDiagramLayout) layout = NULL;

      if (try_diagram (self, block, room, &layout))
        return room;
    }

  return preferred;
}

/* Flows the blocks onto pages; returns how many pages it took. */
static guint
paginate (CpQuoteRenderer *self,
          double           bottom)
{
  CpQuoteBlock *table_head = NULL;
  guint page = 0;
  double top = self->letterhead->height;
  double y = top;

  for (guint i = 0; i < self->blocks->len; i++)
    {
      CpQuoteBlock *block = g_ptr_array_index (self->blocks, i);
      double need;

      if (block->min_height > 0)
        block->height = settle_height (self, i, bottom - y - (y > top ? block->space_before : 0));

      need = (y > top ? block->space_before : 0) + block->height;

      /* A block and those kept with it go on together. */
      for (guint j = i; j + 1 < self->blocks->len; j++)
        {
          CpQuoteBlock *kept = g_ptr_array_index (self->blocks, j);
          CpQuoteBlock *next = g_ptr_array_index (self->blocks, j + 1);

          if (!kept->keep_with_next)
            break;
          need += next->space_before + (next->min_height > 0 ? next->min_height : next->height);
        }

      if (block->table_head)
        table_head = block;
      else if (block->kind != CP_QUOTE_BLOCK_TABLE_ROW)
        table_head = NULL;

      if (y + need > bottom && y > top)
        {
          page++;
          top = self->running_head->height;
          y = top;

          /* A table goes on under its heading and its column titles. */
          if (block->kind == CP_QUOTE_BLOCK_TABLE_ROW && table_head != NULL)
            {
              place (self, self->table_continued, page, y);
              y += self->table_continued->height;
              place (self, table_head, page, y);
              y += table_head->height;
            }
        }

      if (y > top)
        y += block->space_before;

      place (self, block, page, y);
      y += block->height;
    }

  return page + 1;
}

/* How much of @page's body its blocks take, from 0 to 1. */
static double
page_fill (CpQuoteRenderer *self,
           guint            page,
           double           bottom)
{
  double top = page == 0 ? self->letterhead->height : self->running_head->height;
  double end = top;

  for (guint i = 0; i < self->placements->len; i++)
    {
      const CpQuotePlacement *p = &g_array_index (self->placements, CpQuotePlacement, i);

      if (p->page == page)
        end = MAX (end, p->y + p->block->height);
    }

  return (end - top) / MAX (bottom - top, 1);
}

/* The position in the body of the first block on @page. */
static guint
first_block_on (CpQuoteRenderer *self,
                guint            page)
{
  guint first = self->blocks->len;

  for (guint i = 0; i < self->placements->len; i++)
    {
      const CpQuotePlacement *p = &g_array_index (self->placements, CpQuotePlacement, i);
      guint position;

      if (p->page == page && g_ptr_array_find (self->blocks, p->block, &position))
        first = MIN (first, position);
    }

  return first < self->blocks->len ? first : 0;
}

/* Whether every page but the last is at least a quarter full. */
static gboolean
pages_full_enough (CpQuoteRenderer *self,
                   double           bottom)
{
  for (guint page = 0; page + 1 < self->n_pages; page++)
    if (page_fill (self, page, bottom) < CP_QUOTE_LEAST_FILL)
      return FALSE;

  return TRUE;
}

/* Flows the blocks onto pages again, from the start. */
static void
repaginate (CpQuoteRenderer *self,
            double           bottom)
{
  g_array_set_size (self->placements, 0);
  self->n_pages = paginate (self, bottom);
}

/* A last page with only a little on it (the signatures, alone) takes the
 * blocks before it along, one by one, while it is under a quarter full
 * and the page they leave stays at least a quarter full: the terms go
 * with the signatures, the notes with the terms. */
static void
fill_last_page (CpQuoteRenderer *self,
                double           bottom)
{
  for (guint pulls = 0; pulls < 8 && self->n_pages > 1; pulls++)
    {
      guint first;
      CpQuoteBlock *before;

      if (page_fill (self, self->n_pages - 1, bottom) >= CP_QUOTE_LEAST_FILL)
        return;

      first = first_block_on (self, self->n_pages - 1);
      if (first == 0)
        return;
      before = g_ptr_array_index (self->blocks, first - 1);
      if (before->keep_with_next || before->kind == CP_QUOTE_BLOCK_TABLE_ROW)
        return;

      before->keep_with_next = TRUE;
      repaginate (self, bottom);
      if (!pages_full_enough (self, bottom))
        {
          before->keep_with_next = FALSE;
          repaginate (self, bottom);
          return;
        }
    }
}

static void
layout_quote (CpQuoteRenderer *self)
{
  double bottom;

  _cp_quote_build_heads (self);
  bottom = self->height - _cp_quote_footer_height (self) - CP_QUOTE_FOOTER_GAP;
  _cp_quote_build_body (self, bottom - self->running_head->height);

  self->n_pages = paginate (self, bottom);
  fill_last_page (self, bottom);

  for (guint i = 0; i < self->blocks->len; i++)
    {
      CpQuoteBlock *block = g_ptr_array_index (self->blocks, i);

      if (block->kind == CP_QUOTE_BLOCK_DIAGRAM)
        layout_diagram (self, block);
    }
  _cp_quote_build_footers (self);
}

/* Object */

static void
cp_quote_renderer_finalize (GObject *object)
{
  CpQuoteRenderer *self = CP_QUOTE_RENDERER (object);

  g_clear_pointer (&self->letterhead, _cp_quote_block_free);
  g_clear_pointer (&self->running_head, _cp_quote_block_free);
  g_clear_pointer (&self->table_continued, _cp_quote_block_free);
  g_clear_pointer (&self->blocks, g_ptr_array_unref);
  g_clear_pointer (&self->footers, g_ptr_array_unref);
  g_clear_pointer (&self->placements, g_array_unref);
  g_clear_pointer (&self->diagram, cp_diagram_layout_unref);
  g_clear_pointer (&self->font, pango_font_description_free);
  g_clear_object (&self->context);
  g_clear_object (&self->quote);

  G_OBJECT_CLASS (cp_quote_renderer_parent_class)->finalize (object);
}

static void
cp_quote_renderer_class_init (CpQuoteRendererClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cp_quote_renderer_finalize;
}

static void
cp_quote_renderer_init (CpQuoteRenderer *self)
{
  PangoFontMap *font_map = pango_cairo_font_map_get_default ();
  cairo_font_options_t *options = cairo_font_options_create ();

  /* Device-independent text: no hinting, unrounded positions, points. */
  self->context = pango_font_map_create_context (font_map);
  pango_cairo_context_set_resolution (self->context, 72);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options (self->context, options);
  cairo_font_options_destroy (options);
  pango_context_set_round_glyph_positions (self->context, FALSE);
  pango_context_set_language (self->context, pango_language_get_default ());

  self->font = pango_font_description_from_string (CP_QUOTE_FONT_FAMILY);
  self->blocks = g_ptr_array_new_with_free_func (_cp_quote_block_free);
  self->placements = g_array_new (FALSE, FALSE, sizeof (CpQuotePlacement));
}

/**
 * cp_quote_renderer_new:
 * @quote: the quote to lay out
 * @width: the width to lay it out in, in points (the paper inside its
 *   margins), at least %CP_QUOTE_MIN_WIDTH
 * @height: the height, at least %CP_QUOTE_MIN_HEIGHT
 *
 * Lays @quote out on pages of @width × @height points. The quote should
 * not change afterwards: make a new renderer for a changed quote.
 *
 * Returns: (transfer full): the renderer
 */
CpQuoteRenderer *
cp_quote_renderer_new (CpQuote *quote,
                       double   width,
                       double   height)
{
  CpQuoteRenderer *self;

  g_return_val_if_fail (CP_IS_QUOTE (quote), NULL);

  self = g_object_new (CP_TYPE_QUOTE_RENDERER, NULL);
  self->quote = g_object_ref (quote);
  self->width = MAX (width, CP_QUOTE_MIN_WIDTH);
  self->height = MAX (height, CP_QUOTE_MIN_HEIGHT);

  layout_quote (self);

  return self;
}

CpQuote *
cp_quote_renderer_get_quote (CpQuoteRenderer *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_RENDERER (self), NULL);

  return self->quote;
}

double
cp_quote_renderer_get_width (CpQuoteRenderer *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_RENDERER (self), 0);

  return self->width;
}

double
cp_quote_renderer_get_height (CpQuoteRenderer *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_RENDERER (self), 0);

  return self->height;
}

guint
cp_quote_renderer_get_n_pages (CpQuoteRenderer *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_RENDERER (self), 0);

  return self->n_pages;
}

/* The page (from 0) a line item is printed on, whole. */
guint
cp_quote_renderer_get_line_page (CpQuoteRenderer *self,
                                 guint            line)
{
  g_return_val_if_fail (CP_IS_QUOTE_RENDERER (self), 0);

  for (guint i = 0; i < self->placements->len; i++)
    {
      const CpQuotePlacement *p = &g_array_index (self->placements, CpQuotePlacement, i);

      if (p->block->line == (int) line)
        return p->page;
    }

  g_return_val_if_reached (0);
}

/* The page (from 0) the diagram is printed on, whole. */
guint
cp_quote_renderer_get_diagram_page (CpQuoteRenderer *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_RENDERER (self), 0);

  for (guint i = 0; i < self->placements->len; i++)
    {
      const CpQuotePlacement *p = &g_array_index (self->placements, CpQuotePlacement, i);

      if (p->block->kind == CP_QUOTE_BLOCK_DIAGRAM)
        return p->page;
    }

  g_return_val_if_reached (0);
}

/* Drawing */

static void
set_color (cairo_t            *cr,
           const CpQuoteColor *color)
{
  cairo_set_source_rgb (cr, color->red, color->green, color->blue);
}

static void
rounded_rectangle (cairo_t *cr,
                   double   x,
                   double   y,
                   double   width,
                   double   height,
                   double   radius)
{
  radius = MIN (radius, MIN (width, height) / 2);
  if (radius <= 0)
    {
      cairo_rectangle (cr, x, y, width, height);
      return;
    }

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
draw_block (CpQuoteRenderer    *self,
            cairo_t            *cr,
            const CpQuoteBlock *block,
            double              y)
{
  cairo_save (cr);
  cairo_translate (cr, 0, y);

  for (guint i = 0; i < block->shapes->len; i++)
    {
      const CpQuoteShape *shape = &g_array_index (block->shapes, CpQuoteShape, i);

      set_color (cr, shape->color);
      switch (shape->kind)
        {
        case CP_QUOTE_SHAPE_FILL:
          rounded_rectangle (cr, shape->x, shape->y, shape->width, shape->height, shape->radius);
          cairo_fill (cr);
          break;

        case CP_QUOTE_SHAPE_STROKE:
          cairo_set_line_width (cr, 0.75);
          rounded_rectangle (cr, shape->x + 0.375, shape->y + 0.375,
                             shape->width - 0.75, shape->height - 0.75, shape->radius);
          cairo_stroke (cr);
          break;

        case CP_QUOTE_SHAPE_LINE:
        default:
          cairo_rectangle (cr, shape->x, shape->y, shape->width, shape->height);
          cairo_fill (cr);
          break;
        }
    }

  if (block->kind == CP_QUOTE_BLOCK_DIAGRAM && self->diagram != NULL)
    {
      double inset = 6;

      cairo_save (cr);
      cairo_translate (cr, inset, inset);
      cp_diagram_painter_paint (cr, self->diagram, CP_DIAGRAM_PALETTE_PRINT,
                                self->diagram_width - 2 * inset,
                                self->diagram_height - 2 * inset,
                                CP_DIAGRAM_PAINT_FLAGS_NONE);
      cairo_restore (cr);
    }

  for (guint i = 0; i < block->texts->len; i++)
    {
      const CpQuoteText *text = &g_array_index (block->texts, CpQuoteText, i);

      set_color (cr, text->style->color);
      cairo_move_to (cr, text->x, text->y);
      pango_cairo_show_layout (cr, text->layout);
    }

  for (guint i = 0; block->bars != NULL && i < block->bars->len; i++)
    {
      const CpQuoteBar *bar = &g_array_index (block->bars, CpQuoteBar, i);

      cairo_save (cr);
      cairo_translate (cr, bar->x, bar->y);
      cp_memory_bar_paint (cr, bar->bar, CP_DIAGRAM_PALETTE_PRINT);
      cairo_restore (cr);
    }

  cairo_restore (cr);
}

/* A preview's mark across the page, over what it says, light enough to
 * read through: "DRAFT — not a quote". */
static void
draw_watermark (CpQuoteRenderer *self,
                cairo_t         *cr)
{
  g_autoptr(PangoLayout) layout = pango_layout_new (self->context);
  g_autoptr(PangoFontDescription) font = pango_font_description_copy (self->font);
  double diagonal = sqrt (self->width * self->width + self->height * self->height);
  PangoRectangle extents;
  double scale;

  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_size (font, 48 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  /* TRANSLATORS: the mark across every page of a quote's preview */
  pango_layout_set_text (layout, _("DRAFT — not a quote"), -1);
  pango_layout_get_extents (layout, NULL, &extents);
  scale = MIN (1.0, diagonal * 0.75 / (extents.width / (double) PANGO_SCALE));

  cairo_save (cr);
  cairo_translate (cr, self->width / 2, self->height / 2);
  cairo_rotate (cr, -atan2 (self->height, self->width));
  cairo_scale (cr, scale, scale);
  cairo_move_to (cr, -extents.width / 2.0 / PANGO_SCALE, -extents.height / 2.0 / PANGO_SCALE);
  cairo_set_source_rgba (cr, 0.75, 0.11, 0.16, 0.22);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
}

/**
 * cp_quote_renderer_draw_page:
 * @cr: where to draw, with the origin at the top left corner of the area
 *   the quote was laid out for, and one unit a point
 * @page: which page, from 0
 *
 * Draws one page: its head, what was laid out on it, its footer.
 */
void
cp_quote_renderer_draw_page (CpQuoteRenderer *self,
                             cairo_t         *cr,
                             guint            page)
{
  CpQuoteBlock *footer;

  g_return_if_fail (CP_IS_QUOTE_RENDERER (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (page < self->n_pages);

  cairo_save (cr);

  draw_block (self, cr, page == 0 ? self->letterhead : self->running_head, 0);

  for (guint i = 0; i < self->placements->len; i++)
    {
      const CpQuotePlacement *p = &g_array_index (self->placements, CpQuotePlacement, i);

      if (p->page == page)
        draw_block (self, cr, p->block, p->y);
      else if (p->page > page)
        break;
    }

  footer = g_ptr_array_index (self->footers, page);
  draw_block (self, cr, footer, self->height - footer->height);

  if (cp_quote_get_draft (self->quote))
    draw_watermark (self, cr);

  cairo_restore (cr);
}
