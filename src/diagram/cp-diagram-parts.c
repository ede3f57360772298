/* cp-diagram-parts.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-diagram-parts"

#include "config.h"

#include "cp-diagram-private.h"

/* The pieces every kind of unit is drawn with: a GPU box and the region
 * of an NVLink domain. Systems and cards (cp-diagram-geometry.c) and
 * racks (cp-diagram-rack.c) both place them. */

/* A GPU box, with its memory written in it when it fits. */
void
_cp_diagram_add_gpu (CpDiagramBuilder *b,
                     CpDiagramRect     r,
                     gboolean          isolated)
{
  CpDiagramElement *element;

  element = _cp_diagram_add_element (b->self, CP_DIAGRAM_ELEMENT_GPU, r);
  element->pooled = !isolated;
  element->isolated = isolated;
  element->tooltip = b->gpu_tooltip;
  element->gpu_index = b->gpu_cursor++;

  if (b->gpu_labels && _cp_diagram_text_fits (b->gpu_label, r.width - 4, r.height, b->m.small, FALSE))
    _cp_diagram_set_label (element, b->gpu_label, element->rect, b->m.small, FALSE,
                           CP_DIAGRAM_ALIGN_CENTER, CP_DIAGRAM_TONE_ON_FILL);
}

/* The region of an NVLink domain in @r, with the first of @candidates
 * that fits written in @label_r, at its foot (nothing when @label_r has no
 * height). */
void
_cp_diagram_add_domain (CpDiagramBuilder   *b,
                        CpDiagramRect       r,
                        CpDiagramRect       label_r,
                        const char         *tooltip,
                        const char * const *candidates)
{
  const CpDiagramMetrics *m = &b->m;
  CpDiagramElement *element;
  const char *label;

  element = _cp_diagram_add_element (b->self, CP_DIAGRAM_ELEMENT_DOMAIN, r);
  element->pooled = TRUE;
  element->tooltip = tooltip;
  label = label_r.height > 0 ? _cp_diagram_pick_text (candidates, label_r.width, label_r.height, m->caption, TRUE)
                             : NULL;
  if (label != NULL)
    _cp_diagram_set_label (element, label, label_r, m->caption, TRUE,
                           CP_DIAGRAM_ALIGN_CENTER, CP_DIAGRAM_TONE_POOLED);
}
