/* cp-quote-renderer-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <pango/pangocairo.h>

#include "cp-diagram-layout.h"
#include "cp-memory-bar.h"
#include "cp-quote-renderer.h"

G_BEGIN_DECLS

/* What the two files of the renderer share: cp-quote-blocks.c makes the
 * quote's blocks (its words, in their styles, and the shapes around them);
 * cp-quote-renderer.c flows them onto pages and draws them. */

typedef struct
{
  double red;
  double green;
  double blue;
} CpQuoteColor;

/* How a text looks. */
typedef struct
{
  double              size;
  PangoWeight         weight;
  const CpQuoteColor *color;
  gboolean            caps;      /* small capitals-like labels: upper case, spaced */
  gboolean            figures;   /* tabular figures, for columns of numbers */
  double              spacing;   /* extra space between lines, in points */
} CpQuoteStyle;

/* The styles of the quote's words (cp-quote-blocks.c defines them). */
typedef enum
{
  STYLE_BODY,
  STYLE_BODY_BOLD,
  STYLE_NUMBER,
  STYLE_NUMBER_BOLD,
  STYLE_INDEX,
  STYLE_DETAIL,
  STYLE_LABEL,
  STYLE_HEADING,
  STYLE_STORE,
  STYLE_ADDRESS,
  STYLE_TITLE,
  STYLE_SUBJECT,
  STYLE_FIGURE,
  STYLE_TOTAL,
  STYLE_NOTE,
  STYLE_FOOTER,
  STYLE_WARNING,
  N_STYLES
} CpQuoteStyleId;

/* The colours of the paper: near-black ink, a grey for secondary words,
 * the accent for the title and rules, and the verdict's two colours. */
#define CP_QUOTE_RGB(hex) { ((hex) >> 16 & 0xff) / 255.0, ((hex) >> 8 & 0xff) / 255.0, ((hex) & 0xff) / 255.0 }

typedef struct
{
  CpQuoteColor ink;
  CpQuoteColor dim;
  CpQuoteColor accent;
  CpQuoteColor rule;
  CpQuoteColor hairline;
  CpQuoteColor panel;
  CpQuoteColor pooled;
  CpQuoteColor isolated;
} CpQuotePalette;

extern const CpQuotePalette _cp_quote_palette;

/* Spacing, in points. */
#define SECTION_GAP     14.0   /* above a section heading */
#define HEADING_GAP     6.0    /* below it */
#define ROW_PAD         5.0    /* above and below the text of a table row */
#define CELL_GAP        10.0   /* between table columns */
#define PANEL_PAD       9.0    /* inside a filled panel */

#define CP_QUOTE_FONT_FAMILY "Cantarell, DejaVu Sans, sans-serif"

/* Between the body of a page and its footer, in points. */
#define CP_QUOTE_FOOTER_GAP 10.0

typedef struct
{
  PangoLayout        *layout;
  const CpQuoteStyle *style;
  double              x;
  double              y;
} CpQuoteText;

typedef enum
{
  CP_QUOTE_SHAPE_FILL,      /* a filled rectangle, rounded by radius */
  CP_QUOTE_SHAPE_STROKE,    /* an outlined rectangle */
  CP_QUOTE_SHAPE_LINE,      /* a horizontal rule of the given thickness (height) */
} CpQuoteShapeKind;

typedef struct
{
  CpQuoteShapeKind    kind;
  const CpQuoteColor *color;
  double              x;
  double              y;
  double              width;
  double              height;
  double              radius;
} CpQuoteShape;

typedef enum
{
  CP_QUOTE_BLOCK_PLAIN,
  CP_QUOTE_BLOCK_TABLE_ROW,     /* a line item or the total: a new page repeats the head */
  CP_QUOTE_BLOCK_DIAGRAM,
} CpQuoteBlockKind;

/* A piece of the quote that is never split across pages. */
typedef struct
{
  CpQuoteBlockKind  kind;
  double            height;
  /* What it can shrink to (the diagram) and what it would rather be; 0
   * when it cannot. */
  double            min_height;
  double            preferred_height;
  /* Space above it, left out at the top of a page. */
  double            space_before;
  /* A heading is not left alone at the bottom of a page. */
  gboolean          keep_with_next;
  /* The column titles of a table, repeated on the pages it goes on to. */
  gboolean          table_head;
  /* For a line item, its position in the quote; -1 otherwise. */
  int               line;
  GArray           *texts;
  GArray           *shapes;
  /* Per-GPU memory bars (CpQuoteBar), or NULL. */
  GArray           *bars;
} CpQuoteBlock;

/* A memory bar where a block put it. */
typedef struct
{
  CpMemoryBar *bar;
  double       x;
  double       y;
} CpQuoteBar;

/* Where a block landed. */
typedef struct
{
  CpQuoteBlock *block;
  guint         page;
  double        y;
} CpQuotePlacement;

struct _CpQuoteRenderer
{
  GObject               parent_instance;

  CpQuote              *quote;
  double                width;
  double                height;

  PangoContext         *context;
  PangoFontDescription *font;

  /* Column edges of the line items table, from the left. */
  double                col_index;
  double                col_item;
  double                col_quantity;
  double                col_unit_price;
  double                col_amount;

  CpQuoteBlock         *letterhead;
  CpQuoteBlock         *running_head;
  CpQuoteBlock         *table_continued;
  GPtrArray            *blocks;
  GPtrArray            *footers;
  GArray               *placements;
  guint                 n_pages;

  CpDiagramLayout      *diagram;
  double                diagram_width;
  double                diagram_height;
};

/* cp-quote-block.c */
CpQuoteBlock *_cp_quote_block_new    (CpQuoteBlockKind kind);
CpQuoteBlock *_cp_quote_append_block (CpQuoteRenderer *self,
                                      CpQuoteBlockKind kind,
                                      double           space_before);
double _cp_quote_add_text            (CpQuoteRenderer *self,
                                      CpQuoteBlock    *block,
                                      CpQuoteStyleId   style,
                                      const char      *text,
                                      double           x,
                                      double           y,
                                      double           width,
                                      PangoAlignment   alignment);
void   _cp_quote_add_shape           (CpQuoteBlock       *block,
                                      CpQuoteShapeKind    kind,
                                      const CpQuoteColor *color,
                                      double              x,
                                      double              y,
                                      double              width,
                                      double              height,
                                      double              radius);
void   _cp_quote_add_heading         (CpQuoteRenderer *self,
                                      const char      *title);
double _cp_quote_add_note            (CpQuoteRenderer *self,
                                      CpQuoteBlock    *block,
                                      const char      *text,
                                      double           x,
                                      double           y,
                                      double           width);
void   _cp_quote_block_free          (gpointer         data);

/* cp-quote-blocks.c */
void   _cp_quote_build_heads         (CpQuoteRenderer *self);
double _cp_quote_footer_height       (CpQuoteRenderer *self);
void   _cp_quote_build_body          (CpQuoteRenderer *self,
                                      double           body_height);
void   _cp_quote_frame_diagram       (CpQuoteRenderer *self,
                                      CpQuoteBlock    *block);
void   _cp_quote_build_footers       (CpQuoteRenderer *self);

/* cp-quote-serving.c */
void   _cp_quote_build_serving       (CpQuoteRenderer *self);

/* cp-quote-site.c */
void   _cp_quote_build_site          (CpQuoteRenderer *self);

/* cp-quote-speed.c */
void   _cp_quote_build_speed         (CpQuoteRenderer *self);
/* cp-quote-caveats.c */
void   _cp_quote_build_caveats       (CpQuoteRenderer *self);

/* cp-quote-parts.c */
void   _cp_quote_build_notice        (CpQuoteRenderer *self);
void   _cp_quote_build_terms         (CpQuoteRenderer *self);
void   _cp_quote_build_acceptance    (CpQuoteRenderer *self);

G_END_DECLS
