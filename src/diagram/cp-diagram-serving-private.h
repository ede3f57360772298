/* cp-diagram-serving-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-diagram-painter.h"
#include "cp-diagram-private.h"
#include "cp-diagram-serving.h"
#include "cp-memory-bar.h"

G_BEGIN_DECLS

/* What the layout of a workload on the diagram shares between its files:
 * cp-diagram-serving.c places the groups and the bars, cp-diagram-words.c
 * words them. */

/* One pipeline stage of one copy of a model, on consecutive GPUs of one
 * NVLink domain (or one GPU without NVLink). */
typedef struct
{
  guint  model;       /* its place in the plan */
  gint64 replica;     /* the copy, from 0 */
  gint64 stage;       /* the pipeline stage, from 0 */
  gint64 first_gpu;   /* among the build's GPUs */
  gint64 n_gpus;      /* the tensor-parallel size; an expert group's GPUs */
  gint64 rank;        /* the attention rank, from 0 */
  CpDiagramGroupRole role;
} CpDiagramGroup;

/* What a group's words say. Layers count from 0; last_layer is past the
 * stage's last. */
typedef struct
{
  const char *model_name;   /* only when the build serves several */
  gint64      copy;
  gint64      n_copies;
  gint64      stage;
  gint64      n_stages;
  gint64      first_layer;
  gint64      last_layer;
  gint64      n_gpus;
  gint64      rank;
  gint64      n_ranks;
  /* The experts are spread over the group's GPUs (expert parallel). */
  gboolean    experts;
  CpDiagramGroupRole role;
} CpDiagramGroupWords;

/* A memory bar where the layout put it. */
typedef struct
{
  CpMemoryBar *bar;
  double       x;
  double       y;
} CpDiagramPlacedBar;

/* cp-diagram-serving.c */
GArray     *_cp_diagram_place_groups              (CpBuild                   *build,
                                                   gint64                     gpu_limit,
                                                   guint                      max_groups);
void        _cp_diagram_layout_serving            (CpDiagramBuilder          *b);
double      _cp_diagram_bars_height               (CpDiagramBuilder          *b,
                                                   double                     width);
double      _cp_diagram_layout_bars               (CpDiagramBuilder          *b,
                                                   CpDiagramRect              area);
void        _cp_diagram_paint_bars                (cairo_t                   *cr,
                                                   const CpDiagramLayout     *layout,
                                                   CpDiagramPalette           palette);

/* cp-diagram-words.c */
const char *_cp_diagram_words_group               (CpDiagramBuilder          *b,
                                                   const CpDiagramGroupWords *words,
                                                   const char                *candidates[5]);
const char *_cp_diagram_words_layout_group        (CpDiagramBuilder          *b,
                                                   const CpDiagramGroupWords *words,
                                                   const char                *candidates[5]);
const char *_cp_diagram_words_idle                (CpDiagramBuilder          *b,
                                                   const char               **label);
char       *_cp_diagram_words_serving_description (CpBuild                   *build,
                                                   GArray                    *groups);

G_END_DECLS
