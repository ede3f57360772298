/* cp-quote-block.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-block"

#include "config.h"

#include "cp-quote-renderer-private.h"

/* The pieces a quote is made of: a block that pagination never splits,
 * the texts and shapes in it, the styles and colours of the paper. The
 * files that say what a quote says (cp-quote-blocks.c, cp-quote-parts.c,
 * cp-quote-serving.c) build their blocks with these. */

/* Colours, for paper: near-black ink, a grey for secondary words, the
 * accent for the title and rules, and the verdict's two colours. */

const CpQuotePalette _cp_quote_palette = {
  .ink      = CP_QUOTE_RGB (0x241f31),
  .dim      = CP_QUOTE_RGB (0x5e5c64),
  .accent   = CP_QUOTE_RGB (0x1a5fb4),
  .rule     = CP_QUOTE_RGB (0xc0bfbc),
  .hairline = CP_QUOTE_RGB (0xdeddda),
  .panel    = CP_QUOTE_RGB (0xf6f5f4),
  .pooled   = CP_QUOTE_RGB (0x26a269),
  .isolated = CP_QUOTE_RGB (0xc01c28),
};

static const CpQuoteStyle styles[N_STYLES] = {
  [STYLE_BODY]        = { 9.5,  PANGO_WEIGHT_NORMAL, &_cp_quote_palette.ink,    FALSE, FALSE, 1.5 },
  [STYLE_BODY_BOLD]   = { 9.5,  PANGO_WEIGHT_BOLD,   &_cp_quote_palette.ink,    FALSE, FALSE, 1.5 },
  [STYLE_NUMBER]      = { 9.5,  PANGO_WEIGHT_NORMAL, &_cp_quote_palette.ink,    FALSE, TRUE,  1.5 },
  [STYLE_NUMBER_BOLD] = { 9.5,  PANGO_WEIGHT_BOLD,   &_cp_quote_palette.ink,    FALSE, TRUE,  1.5 },
  [STYLE_INDEX]       = { 9.5,  PANGO_WEIGHT_NORMAL, &_cp_quote_palette.dim,    FALSE, TRUE,  1.5 },
  [STYLE_DETAIL]      = { 8.0,  PANGO_WEIGHT_NORMAL, &_cp_quote_palette.dim,    FALSE, FALSE, 1.0 },
  [STYLE_LABEL]       = { 7.0,  PANGO_WEIGHT_BOLD,   &_cp_quote_palette.dim,    TRUE,  FALSE, 1.0 },
  [STYLE_HEADING]     = { 11.0, PANGO_WEIGHT_BOLD,   &_cp_quote_palette.ink,    FALSE, FALSE, 1.0 },
  [STYLE_STORE]       = { 17.0, PANGO_WEIGHT_BOLD,   &_cp_quote_palette.ink,    FALSE, FALSE, 1.0 },
  [STYLE_ADDRESS]     = { 9.0,  PANGO_WEIGHT_NORMAL, &_cp_quote_palette.dim,    FALSE, FALSE, 1.0 },
  [STYLE_TITLE]       = { 22.0, PANGO_WEIGHT_BOLD,   &_cp_quote_palette.accent, TRUE,  FALSE, 0.0 },
  [STYLE_SUBJECT]     = { 13.0, PANGO_WEIGHT_BOLD,   &_cp_quote_palette.ink,    FALSE, FALSE, 1.0 },
  [STYLE_FIGURE]      = { 16.0, PANGO_WEIGHT_BOLD,   &_cp_quote_palette.ink,    FALSE, TRUE,  0.0 },
  [STYLE_TOTAL]       = { 11.0, PANGO_WEIGHT_BOLD,   &_cp_quote_palette.ink,    FALSE, TRUE,  0.0 },
  [STYLE_NOTE]        = { 8.0,  PANGO_WEIGHT_NORMAL, &_cp_quote_palette.dim,    FALSE, FALSE, 1.0 },
  [STYLE_FOOTER]      = { 7.5,  PANGO_WEIGHT_NORMAL, &_cp_quote_palette.dim,    FALSE, FALSE, 0.0 },
  [STYLE_WARNING]     = { 11.0, PANGO_WEIGHT_BOLD,   &_cp_quote_palette.isolated, FALSE, FALSE, 1.0 },
};

/* Blocks */

CpQuoteBlock *
_cp_quote_block_new (CpQuoteBlockKind kind)
{
  CpQuoteBlock *block = g_new0 (CpQuoteBlock, 1);

  block->kind = kind;
  block->line = -1;
  block->texts = g_array_new (FALSE, FALSE, sizeof (CpQuoteText));
  block->shapes = g_array_new (FALSE, FALSE, sizeof (CpQuoteShape));

  return block;
}

void
_cp_quote_block_free (gpointer data)
{
  CpQuoteBlock *block = data;

  for (guint i = 0; i < block->texts->len; i++)
    g_object_unref (g_array_index (block->texts, CpQuoteText, i).layout);
  g_array_unref (block->texts);
  g_array_unref (block->shapes);
  for (guint i = 0; block->bars != NULL && i < block->bars->len; i++)
    cp_memory_bar_unref (g_array_index (block->bars, CpQuoteBar, i).bar);
  g_clear_pointer (&block->bars, g_array_unref);
  g_free (block);
}

/* Lays out @text in @style, @width wide (-1: as wide as it is). */
static PangoLayout *
make_layout (CpQuoteRenderer *self,
             CpQuoteStyleId          style_id,
             const char      *text,
             double           width,
             PangoAlignment   alignment)
{
  const CpQuoteStyle *style = &styles[style_id];
  PangoLayout *layout = pango_layout_new (self->context);
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_font_description_set_absolute_size (self->font, style->size * PANGO_SCALE);
  pango_font_description_set_weight (self->font, style->weight);
  pango_layout_set_font_description (layout, self->font);

  if (style->caps)
    {
      pango_attr_list_insert (attrs, pango_attr_text_transform_new (PANGO_TEXT_TRANSFORM_UPPERCASE));
      pango_attr_list_insert (attrs, pango_attr_letter_spacing_new ((int) (style->size * 0.08 * PANGO_SCALE)));
    }
  if (style->figures)
    pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum"));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);

  if (style->spacing > 0)
    pango_layout_set_spacing (layout, (int) (style->spacing * PANGO_SCALE));
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  pango_layout_set_alignment (layout, alignment);
  cp_diagram_pango_set_text (layout, text);

  return layout;
}

static double
layout_height (PangoLayout *layout)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);

  return (double) logical.height / PANGO_SCALE;
}

/* Adds @text at (@x, @y) of @block; returns its height. A right-aligned
 * or centred text is placed inside [@x, @x + @width]. */
double
_cp_quote_add_text (CpQuoteRenderer *self,
                    CpQuoteBlock    *block,
                    CpQuoteStyleId   style,
                    const char      *text,
                    double           x,
                    double           y,
                    double           width,
                    PangoAlignment   alignment)
{
  CpQuoteText t;

  if (text == NULL || *text == '\0')
    return 0;

  t.layout = make_layout (self, style, text, width, alignment);
  t.style = &styles[style];
  t.x = x;
  t.y = y;
  g_array_append_val (block->texts, t);

  return layout_height (t.layout);
}

void
_cp_quote_add_shape (CpQuoteBlock       *block,
                     CpQuoteShapeKind    kind,
                     const CpQuoteColor *color,
                     double              x,
                     double              y,
                     double              width,
                     double              height,
                     double              radius)
{
  CpQuoteShape shape = { kind, color, x, y, width, height, radius };

  g_array_append_val (block->shapes, shape);
}

CpQuoteBlock *
_cp_quote_append_block (CpQuoteRenderer  *self,
                        CpQuoteBlockKind  kind,
                        double            space_before)
{
  CpQuoteBlock *block = _cp_quote_block_new (kind);

  block->space_before = space_before;
  g_ptr_array_add (self->blocks, block);

  return block;
}

void
_cp_quote_add_heading (CpQuoteRenderer *self,
                       const char      *title)
{
  CpQuoteBlock *block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_PLAIN, SECTION_GAP);

  block->height = _cp_quote_add_text (self, block, STYLE_HEADING, title, 0, 0, self->width,
                            PANGO_ALIGN_LEFT) + HEADING_GAP;
  block->keep_with_next = TRUE;
}

/* A note of the small print: a bullet and its text, @width wide. */
double
_cp_quote_add_note (CpQuoteRenderer *self,
                    CpQuoteBlock    *block,
                    const char      *text,
                    double           x,
                    double           y,
                    double           width)
{
  double indent = 8;

  _cp_quote_add_text (self, block, STYLE_NOTE, "•", x, y, indent, PANGO_ALIGN_LEFT);

  return _cp_quote_add_text (self, block, STYLE_NOTE, text, x + indent, y, width - indent, PANGO_ALIGN_LEFT);
}
