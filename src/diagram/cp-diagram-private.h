/* cp-diagram-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <math.h>

#include "cp-diagram-layout.h"

G_BEGIN_DECLS

/* What the files of the layout share: the layout itself, the state of one
 * layout being made (the builder), and the functions each file gives the
 * others. cp-diagram-layout.c holds the layout and its elements,
 * cp-diagram-geometry.c places units, cards and GPUs, cp-diagram-rack.c
 * what is inside a rack, cp-diagram-words.c writes their captions and
 * tooltips, cp-diagram-text.c measures text. */

struct _CpDiagramLayout
{
  gatomicrefcount  ref_count;

  double           width;
  double           height;
  /* The height the drawing fills, before it is centred in the rest. */
  double           used_height;
  gboolean         compact;

  GArray          *elements;
  /* Labels and tooltips, each distinct string stored once: the painter
   * recognises a repeated label by its pointer. */
  GStringChunk    *strings;

  gint64           n_drawn;
  gint64           n_stacked;
  char            *label;
  char            *description;

  /* The per-GPU memory bars under the drawing (CpDiagramPlacedBar, see
   * cp-diagram-serving-private.h), or NULL. */
  GArray          *bars;
};

/* Ceilings on what is drawn, whatever the count. */
#define CP_DIAGRAM_MAX_SYSTEMS       6
#define CP_DIAGRAM_MAX_RACKS         3
#define CP_DIAGRAM_MAX_CARDS_PER_ROW 12
/* GPU boxes get their own memory label only while there are few of them. */
#define CP_DIAGRAM_MAX_GPU_LABELS    96

/* Sizes in pixels of user space. */
typedef struct
{
  double pad;       /* around the whole picture */
  double gap;       /* between sibling boxes */
  double inset;     /* inside a box, around its content */
  double title;     /* font sizes */
  double heading;
  double body;
  double caption;
  double small;
  double link;      /* length of a drawn link */
  double bar;       /* thickness of a spine or CPU bar */
  double switch_bar;
} CpDiagramMetrics;

/* One layout being made: the build's figures, read once, and what the
 * parts already placed tell the parts still to come. */
typedef struct
{
  CpDiagramLayout  *self;
  CpDiagramMetrics  m;

  CpBuild          *build;
  CpUnit           *unit;
  CpGpu            *gpu;
  CpLink           *intra;
  CpLink           *scale_out;

  gint64            count;
  gint64            gpus_per_unit;
  gint64            domain_gpus;
  gint64            domains_per_unit;
  gint64            compute_trays;
  gint64            switch_trays;
  gint64            gpu_mb;
  gint64            unit_mb;
  gint64            domain_mb;

  gboolean          pooled;
  gboolean          pooled_scale_out;
  gboolean          desktop;
  gboolean          has_nvlink;
  gboolean          rack;
  gboolean          card;

  /* Whether anything drawn is pooled or isolated, for the legend. */
  gboolean          legend_pooled;
  gboolean          legend_isolated;

  /* Whether GPU boxes carry their memory: all of them or none. */
  gboolean          gpu_labels;

  /* The place among the build's GPUs of the next GPU box drawn, and of
   * the first GPU of the unit being drawn. */
  gint64            gpu_cursor;
  gint64            unit_first_gpu;

  /* Strings many elements share. */
  const char       *gpu_label;
  const char       *gpu_tooltip;
  const char       *intra_label;
  const char       *intra_tooltip;
  const char       *scale_out_label;
} CpDiagramBuilder;

/* The words of a rack's one NVLink domain and its trays. */
typedef struct
{
  const char *tooltip;
  const char *candidates[4];    /* the domain's label, longest first */
  const char *tray_tooltip;     /* a compute tray's */
  const char *switch_tooltip;   /* an NVLink switch tray's */
  const char *switch_name;
} CpDiagramRackWords;

/* Small geometry, short-named: every file of the layout uses it often. */

static inline CpDiagramRect
rect (double x,
      double y,
      double width,
      double height)
{
  return (CpDiagramRect) { x, y, MAX (width, 0), MAX (height, 0) };
}

static inline CpDiagramRect
rect_inset (CpDiagramRect r,
            double        dx,
            double        dy)
{
  return rect (r.x + dx, r.y + dy, r.width - 2 * dx, r.height - 2 * dy);
}

/* Whole pixels: crisp edges, and Cairo fills pixel-aligned boxes fastest.
 * Rounding both edges keeps what is inside a box inside it. */
static inline CpDiagramRect
snap (CpDiagramRect r)
{
  double x0 = round (r.x), y0 = round (r.y);

  return rect (x0, y0, round (r.x + r.width) - x0, round (r.y + r.height) - y0);
}

/* The height of a line of text at @size. */
static inline double
line_height (double size)
{
  return ceil (size * 1.32);
}

/* Names on bars (an NVSwitch, a switch tray) are a little smaller than
 * other small type, but never too small to read. */
static inline double
_cp_diagram_bar_font_size (const CpDiagramMetrics *m)
{
  return MAX (m->small * 0.9, CP_DIAGRAM_MIN_FONT_SIZE);
}

/* cp-diagram-text.c */
double            _cp_diagram_text_width      (const char          *text,
                                               double               size,
                                               gboolean             bold);
gboolean          _cp_diagram_text_fits       (const char          *text,
                                               double               width,
                                               double               height,
                                               double               size,
                                               gboolean             bold);
const char       *_cp_diagram_pick_text       (const char * const  *candidates,
                                               double               width,
                                               double               height,
                                               double               size,
                                               gboolean             bold);

/* cp-diagram-store.c */
const char       *_cp_diagram_intern          (CpDiagramLayout     *self,
                                               const char          *text);
const char       *_cp_diagram_intern_take     (CpDiagramLayout     *self,
                                               char                *text);
CpDiagramElement *_cp_diagram_add_element     (CpDiagramLayout     *self,
                                               CpDiagramElementKind kind,
                                               CpDiagramRect        r);
void              _cp_diagram_set_label       (CpDiagramElement    *element,
                                               const char          *text,
                                               CpDiagramRect        r,
                                               double               size,
                                               gboolean             bold,
                                               CpDiagramAlign       align,
                                               CpDiagramTone        tone);
void              _cp_diagram_add_text        (CpDiagramLayout     *self,
                                               const char          *text,
                                               CpDiagramRect        r,
                                               double               size,
                                               gboolean             bold,
                                               CpDiagramAlign       align,
                                               CpDiagramTone        tone,
                                               const char          *tooltip);
void              _cp_diagram_add_link        (CpDiagramLayout     *self,
                                               CpDiagramLinkKind    link,
                                               double               x1,
                                               double               y1,
                                               double               x2,
                                               double               y2,
                                               const char          *tooltip);

/* cp-diagram-geometry.c */
double            _cp_diagram_layout_units    (CpDiagramBuilder    *b,
                                               CpDiagramRect        area);

/* cp-diagram-parts.c */
void              _cp_diagram_add_gpu         (CpDiagramBuilder    *b,
                                               CpDiagramRect        r,
                                               gboolean             isolated);
void              _cp_diagram_add_domain      (CpDiagramBuilder    *b,
                                               CpDiagramRect        r,
                                               CpDiagramRect        label_r,
                                               const char          *tooltip,
                                               const char * const  *candidates);

/* cp-diagram-rack.c */
double            _cp_diagram_rack_natural_height (CpDiagramBuilder *b);
void              _cp_diagram_layout_rack     (CpDiagramBuilder    *b,
                                               CpDiagramRect        r);

/* cp-diagram-words.c: each returns strings interned in the layout, and
 * fills NULL-terminated lists of candidates, longest first. */
void              _cp_diagram_words_init      (CpDiagramBuilder    *b);
const char       *_cp_diagram_words_domain    (CpDiagramBuilder    *b,
                                               gint64               n_gpus,
                                               const char          *candidates[3]);
const char       *_cp_diagram_words_bar       (CpDiagramBuilder    *b,
                                               gboolean             pooled,
                                               const char         **name);
void              _cp_diagram_words_rack      (CpDiagramBuilder    *b,
                                               gint64               per_tray,
                                               CpDiagramRackWords  *words);
const char       *_cp_diagram_words_chassis   (CpDiagramBuilder    *b,
                                               const char          *link_candidates[4]);
const char       *_cp_diagram_words_stack     (CpDiagramBuilder    *b,
                                               gint64               n,
                                               gboolean             isolated,
                                               const char          *candidates[4]);
void              _cp_diagram_words_spine     (CpDiagramBuilder    *b,
                                               gboolean             cards,
                                               const char          *candidates[4]);
const char       *_cp_diagram_words_pool      (CpDiagramBuilder    *b,
                                               const char          *candidates[4]);
const char       *_cp_diagram_words_joins     (CpDiagramBuilder    *b);
const char       *_cp_diagram_words_cards     (CpDiagramBuilder    *b,
                                               gboolean             isolated,
                                               const char          *caption_candidates[4],
                                               const char         **host_tooltip);
const char       *_cp_diagram_words_totals    (CpDiagramBuilder    *b,
                                               const char          *candidates[4]);
void              _cp_diagram_words_on_paper  (CpDiagramBuilder    *b,
                                               const char          *candidates[4]);
const char       *_cp_diagram_words_legend    (gboolean             pooled);

G_END_DECLS
