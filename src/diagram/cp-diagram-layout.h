/* cp-diagram-layout.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "cp-build.h"
#include "cp-link.h"

G_BEGIN_DECLS

/* What an element of the topology diagram stands for. Elements are kept
 * in painting order: regions first, then what sits on them, text last. */
typedef enum
{
  CP_DIAGRAM_ELEMENT_POOL,     /* everything that is one memory pool */
  CP_DIAGRAM_ELEMENT_CHASSIS,  /* a system, a rack or a desktop card */
  CP_DIAGRAM_ELEMENT_DOMAIN,   /* an NVLink domain: GPUs sharing memory */
  CP_DIAGRAM_ELEMENT_TRAY,     /* a compute tray of a rack-scale system */
  CP_DIAGRAM_ELEMENT_GPU,
  CP_DIAGRAM_ELEMENT_SWITCH,   /* an NVSwitch bar or an NVLink switch tray */
  CP_DIAGRAM_ELEMENT_FABRIC,   /* the scale-out spine (InfiniBand) */
  CP_DIAGRAM_ELEMENT_HOST,     /* the CPU bridge that isolated GPUs hang off */
  CP_DIAGRAM_ELEMENT_LINK,     /* a line between two of the above */
  CP_DIAGRAM_ELEMENT_STACK,    /* the collapsed rest of a large build */
  CP_DIAGRAM_ELEMENT_SWATCH,   /* a legend sample */
  CP_DIAGRAM_ELEMENT_TEXT,     /* a label on its own */
  CP_DIAGRAM_ELEMENT_GROUP,    /* GPUs that run one pipeline stage of one copy of a model together */
} CpDiagramElementKind;

#define CP_DIAGRAM_N_ELEMENT_KINDS (CP_DIAGRAM_ELEMENT_GROUP + 1)

/* What a group outlines (CpDiagramElement.role). */
typedef enum
{
  CP_DIAGRAM_GROUP_TENSOR,     /* a tensor-parallel group: one stage of one copy */
  CP_DIAGRAM_GROUP_RANK,       /* one attention rank of a data-parallel copy */
  CP_DIAGRAM_GROUP_EXPERTS,    /* the GPUs one stage's experts are spread over */
} CpDiagramGroupRole;

/* Which link a line (or a bar) stands for. */
typedef enum
{
  CP_DIAGRAM_LINK_NONE,
  CP_DIAGRAM_LINK_NVLINK,      /* inside an NVLink domain: pooled */
  CP_DIAGRAM_LINK_FABRIC,      /* scale-out that pools memory (InfiniBand) */
  CP_DIAGRAM_LINK_PCIE,        /* through the CPU: nothing is pooled */
} CpDiagramLinkKind;

typedef enum
{
  CP_DIAGRAM_TONE_NORMAL,
  CP_DIAGRAM_TONE_DIM,
  CP_DIAGRAM_TONE_POOLED,      /* words about pooled memory */
  CP_DIAGRAM_TONE_ISOLATED,    /* words about memory that only adds up on paper */
  CP_DIAGRAM_TONE_ON_FILL,     /* text on a dark filled bar or box */
} CpDiagramTone;

typedef enum
{
  CP_DIAGRAM_ALIGN_START,
  CP_DIAGRAM_ALIGN_CENTER,
  CP_DIAGRAM_ALIGN_END,
} CpDiagramAlign;

/* No label is drawn in smaller type, in pixels (points on paper): a label
 * that would need it is left out, and its element's tooltip says it. */
#define CP_DIAGRAM_MIN_FONT_SIZE 9.0

/* The smallest size drawn in full: below it, a layout is compact, as if
 * asked to be. */
#define CP_DIAGRAM_FULL_MIN_WIDTH  440
#define CP_DIAGRAM_FULL_MIN_HEIGHT 280

typedef enum
{
  CP_DIAGRAM_LAYOUT_FLAGS_NONE    = 0,
  /* Small, for a build card: fewer words, smaller type, no legend. */
  CP_DIAGRAM_LAYOUT_FLAGS_COMPACT = 1 << 0,
  /* With a workload, each model's per-GPU memory bar under the drawing,
   * for a picture that stands alone (an exported file). */
  CP_DIAGRAM_LAYOUT_FLAGS_MEMORY_BARS = 1 << 1,
  /* The drawing right under its header, not centred in the height left:
   * for a file cropped to cp_diagram_layout_get_used_height(). */
  CP_DIAGRAM_LAYOUT_FLAGS_AT_TOP = 1 << 2,
} CpDiagramLayoutFlags;

typedef struct
{
  double x;
  double y;
  double width;
  double height;
} CpDiagramRect;

typedef struct
{
  CpDiagramElementKind  kind;
  /* Where it is drawn; for a link, the box around its line. */
  CpDiagramRect         rect;
  /* A link's line runs from (x1, y1) to (x2, y2). */
  double                x1;
  double                y1;
  double                x2;
  double                y2;
  CpDiagramLinkKind     link;
  /* A link's stroke width. */
  double                line_width;
  /* Part of a memory pool: drawn as a solid region. */
  gboolean              pooled;
  /* On its own, sharing no memory: drawn with a dashed outline. */
  gboolean              isolated;
  /* Optional text, drawn inside label_rect; the layout places it so that
   * no two labels overlap. */
  const char           *label;
  CpDiagramRect         label_rect;
  double                font_size;
  gboolean              bold;
  CpDiagramAlign        align;
  CpDiagramTone         tone;
  /* Optional longer text for a tooltip. */
  const char           *tooltip;
  /* A GPU's place among the build's GPUs, counted from 0 over all its
   * units; -1 for other elements. */
  gint64                gpu_index;
  /* Serving a workload (cp-diagram-serving.c): the copy of a model a GPU
   * or a group is part of, from 0, or -1; and a GPU no model runs on. */
  gint64                copy;
  gboolean              idle;
  /* A group's part in its layout, told apart by its outline: GPUs of one
   * tensor-parallel group (a pipeline stage of a copy), one attention
   * rank of a data-parallel copy, or all the GPUs a stage's experts are
   * spread over (expert parallel). */
  CpDiagramGroupRole    role;
} CpDiagramElement;

#define CP_TYPE_DIAGRAM_LAYOUT (cp_diagram_layout_get_type ())

typedef struct _CpDiagramLayout CpDiagramLayout;

GType                   cp_diagram_layout_get_type        (void) G_GNUC_CONST;

CpDiagramLayout        *cp_diagram_layout_new             (CpBuild              *build,
                                                           double                width,
                                                           double                height,
                                                           CpDiagramLayoutFlags  flags);
CpDiagramLayout        *cp_diagram_layout_ref             (CpDiagramLayout      *self);
void                    cp_diagram_layout_unref           (CpDiagramLayout      *self);

double                  cp_diagram_layout_get_width       (const CpDiagramLayout *self);
double                  cp_diagram_layout_get_height      (const CpDiagramLayout *self);
double                  cp_diagram_layout_get_used_height (const CpDiagramLayout *self);
gboolean                cp_diagram_layout_get_compact     (const CpDiagramLayout *self);
guint                   cp_diagram_layout_get_n_elements  (const CpDiagramLayout *self);
const CpDiagramElement *cp_diagram_layout_get_element     (const CpDiagramLayout *self,
                                                           guint                  position);
guint                   cp_diagram_layout_count           (const CpDiagramLayout *self,
                                                           CpDiagramElementKind   kind);
const CpDiagramElement *cp_diagram_layout_find            (const CpDiagramLayout *self,
                                                           CpDiagramElementKind   kind,
                                                           guint                  nth);
const CpDiagramElement *cp_diagram_layout_element_at      (const CpDiagramLayout *self,
                                                           double                 x,
                                                           double                 y);
gint64                  cp_diagram_layout_get_n_drawn     (const CpDiagramLayout *self);
gint64                  cp_diagram_layout_get_n_stacked   (const CpDiagramLayout *self);
const char             *cp_diagram_layout_get_label       (const CpDiagramLayout *self);
const char             *cp_diagram_layout_get_description (const CpDiagramLayout *self);

double                  cp_diagram_stack_offset           (const CpDiagramRect  *rect);

char                   *cp_diagram_dup_link_label         (CpLink               *link,
                                                           gboolean              approximate,
                                                           gboolean              with_note);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CpDiagramLayout, cp_diagram_layout_unref)

G_END_DECLS
