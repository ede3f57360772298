/* cp-quote-renderer.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>

#include "cp-quote.h"

G_BEGIN_DECLS

/* A sheet of paper and its margins, in points (1/72 inch). */
typedef struct
{
  double width;
  double height;
  double margin_top;
  double margin_bottom;
  double margin_left;
  double margin_right;
} CpQuotePaper;

/* A4 and US Letter, in points. */
#define CP_QUOTE_A4_WIDTH      (210.0 / 25.4 * 72.0)
#define CP_QUOTE_A4_HEIGHT     (297.0 / 25.4 * 72.0)
#define CP_QUOTE_LETTER_WIDTH  (8.5 * 72.0)
#define CP_QUOTE_LETTER_HEIGHT (11.0 * 72.0)

/* The margins a quote is laid out with unless the page setup says
 * otherwise: 15 mm at the top and bottom, 18 mm at the sides. */
#define CP_QUOTE_MARGIN_TOP    (15.0 / 25.4 * 72.0)
#define CP_QUOTE_MARGIN_BOTTOM (15.0 / 25.4 * 72.0)
#define CP_QUOTE_MARGIN_SIDE   (18.0 / 25.4 * 72.0)

/* The smallest area a quote can be laid out in, in points. */
#define CP_QUOTE_MIN_WIDTH     300.0
#define CP_QUOTE_MIN_HEIGHT    300.0

#define CP_TYPE_QUOTE_RENDERER (cp_quote_renderer_get_type ())

G_DECLARE_FINAL_TYPE (CpQuoteRenderer, cp_quote_renderer, CP, QUOTE_RENDERER, GObject)

void             cp_quote_paper_init_default          (CpQuotePaper    *paper);
void             cp_quote_paper_init_sized            (CpQuotePaper    *paper,
                                                       double           width,
                                                       double           height);

CpQuoteRenderer *cp_quote_renderer_new                (CpQuote         *quote,
                                                       double           width,
                                                       double           height);
CpQuote         *cp_quote_renderer_get_quote          (CpQuoteRenderer *self);
double           cp_quote_renderer_get_width          (CpQuoteRenderer *self);
double           cp_quote_renderer_get_height         (CpQuoteRenderer *self);
guint            cp_quote_renderer_get_n_pages        (CpQuoteRenderer *self);
guint            cp_quote_renderer_get_line_page      (CpQuoteRenderer *self,
                                                       guint            line);
guint            cp_quote_renderer_get_diagram_page   (CpQuoteRenderer *self);
void             cp_quote_renderer_draw_page          (CpQuoteRenderer *self,
                                                       cairo_t         *cr,
                                                       guint            page);

G_END_DECLS
