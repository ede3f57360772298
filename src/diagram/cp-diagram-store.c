/* cp-diagram-store.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-diagram-store"

#include "config.h"

#include "cp-diagram-private.h"
#include "cp-diagram-serving-private.h"

/* What a layout holds once made: its elements (boxes, regions, links and
 * labels), the strings they share, its size and words; and how the files
 * that lay it out add to it. Everything that reads a layout (the
 * painter, the widget, the tests) reads it here. */

G_DEFINE_BOXED_TYPE (CpDiagramLayout, cp_diagram_layout,
                     cp_diagram_layout_ref, cp_diagram_layout_unref)

/* Elements */

const char *
_cp_diagram_intern (CpDiagramLayout *self,
                    const char      *text)
{
  if (text == NULL)
    return NULL;

  return g_string_chunk_insert_const (self->strings, text);
}

const char *
_cp_diagram_intern_take (CpDiagramLayout *self,
                         char            *text)
{
  const char *ret = _cp_diagram_intern (self, text);

  g_free (text);

  return ret;
}

/* The returned pointer is valid until the next element is added. */
CpDiagramElement *
_cp_diagram_add_element (CpDiagramLayout      *self,
                         CpDiagramElementKind  kind,
                         CpDiagramRect         r)
{
  CpDiagramElement element = { 0 };

  if (kind != CP_DIAGRAM_ELEMENT_TEXT && kind != CP_DIAGRAM_ELEMENT_LINK)
    r = snap (r);

  element.kind = kind;
  element.rect = r;
  element.label_rect = r;
  element.align = CP_DIAGRAM_ALIGN_CENTER;
  element.tone = CP_DIAGRAM_TONE_NORMAL;
  element.gpu_index = -1;
  element.copy = -1;

  g_array_append_val (self->elements, element);

  return &g_array_index (self->elements, CpDiagramElement, self->elements->len - 1);
}

/* Type too small to read is not drawn: the element keeps its shape and
 * its tooltip. */
void
_cp_diagram_set_label (CpDiagramElement *element,
                       const char       *text,
                       CpDiagramRect     r,
                       double            size,
                       gboolean          bold,
                       CpDiagramAlign    align,
                       CpDiagramTone     tone)
{
  if (size < CP_DIAGRAM_MIN_FONT_SIZE)
    return;

  element->label = text;
  element->label_rect = r;
  element->font_size = size;
  element->bold = bold;
  element->align = align;
  element->tone = tone;
}

void
_cp_diagram_add_text (CpDiagramLayout *self,
                      const char      *text,
                      CpDiagramRect    r,
                      double           size,
                      gboolean         bold,
                      CpDiagramAlign   align,
                      CpDiagramTone    tone,
                      const char      *tooltip)
{
  CpDiagramElement *element;

  if (text == NULL || size < CP_DIAGRAM_MIN_FONT_SIZE)
    return;

  element = _cp_diagram_add_element (self, CP_DIAGRAM_ELEMENT_TEXT, r);
  _cp_diagram_set_label (element, text, r, size, bold, align, tone);
  element->tooltip = tooltip;
}

void
_cp_diagram_add_link (CpDiagramLayout   *self,
                      CpDiagramLinkKind  link,
                      double             x1,
                      double             y1,
                      double             x2,
                      double             y2,
                      const char        *tooltip)
{
  CpDiagramElement *element;
  double width = link == CP_DIAGRAM_LINK_PCIE ? 1 : link == CP_DIAGRAM_LINK_FABRIC ? 3 : 2;
  /* A line of odd width is crisp on the middle of a pixel. */
  double half = fmod (width, 2) / 2;

  if (x1 == x2)
    {
      x1 = x2 = round (x1) + half;
      y1 = round (y1);
      y2 = round (y2);
    }
  else if (y1 == y2)
    {
      y1 = y2 = round (y1) + half;
      x1 = round (x1);
      x2 = round (x2);
    }

  element = _cp_diagram_add_element (self, CP_DIAGRAM_ELEMENT_LINK,
                                     rect (MIN (x1, x2), MIN (y1, y2), fabs (x2 - x1), fabs (y2 - y1)));
  element->x1 = x1;
  element->y1 = y1;
  element->x2 = x2;
  element->y2 = y2;
  element->link = link;
  element->pooled = link != CP_DIAGRAM_LINK_PCIE;
  element->isolated = link == CP_DIAGRAM_LINK_PCIE;
  element->tooltip = tooltip;
  element->line_width = width;
}

/**
 * cp_diagram_stack_offset:
 * @rect: a stack's rectangle
 *
 * A stack is drawn as three boxes, each this much up and to the right of
 * the one in front; the front box is its rectangle less twice this on
 * the right and the top.
 *
 * Returns: the offset, in whole pixels
 */
double
cp_diagram_stack_offset (const CpDiagramRect *rect)
{
  g_return_val_if_fail (rect != NULL, 0);

  return floor (MIN (rect->width, rect->height) * 0.06 + 2);
}

CpDiagramLayout *
cp_diagram_layout_ref (CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);

  return self;
}

void
cp_diagram_layout_unref (CpDiagramLayout *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;

  for (guint i = 0; i < self->bars->len; i++)
    cp_memory_bar_unref (g_array_index (self->bars, CpDiagramPlacedBar, i).bar);
  g_array_unref (self->bars);
  g_array_unref (self->elements);
  g_string_chunk_free (self->strings);
  g_free (self->label);
  g_free (self->description);
  g_free (self);
}

double
cp_diagram_layout_get_width (const CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->width;
}

double
cp_diagram_layout_get_height (const CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->height;
}

/**
 * cp_diagram_layout_get_used_height:
 * @self: a layout
 *
 * The height the drawing fills, from its top to the bottom of its legend
 * (and memory bars) and the padding under them: what is left of
 * cp_diagram_layout_get_height() below that is empty, and the drawing is
 * centred in it. A view can ask for just this height.
 *
 * Returns: the height in use, at most the layout's height
 */
double
cp_diagram_layout_get_used_height (const CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->used_height;
}

gboolean
cp_diagram_layout_get_compact (const CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->compact;
}

guint
cp_diagram_layout_get_n_elements (const CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->elements->len;
}

const CpDiagramElement *
cp_diagram_layout_get_element (const CpDiagramLayout *self,
                               guint                  position)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (position < self->elements->len, NULL);

  return &g_array_index (self->elements, CpDiagramElement, position);
}

/* How many elements of @kind the layout has. */
guint
cp_diagram_layout_count (const CpDiagramLayout *self,
                         CpDiagramElementKind   kind)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint i = 0; i < self->elements->len; i++)
    if (g_array_index (self->elements, CpDiagramElement, i).kind == kind)
      n++;

  return n;
}

/* The @nth element of @kind, in painting order, or NULL. */
const CpDiagramElement *
cp_diagram_layout_find (const CpDiagramLayout *self,
                        CpDiagramElementKind   kind,
                        guint                  nth)
{
  g_return_val_if_fail (self != NULL, NULL);

  for (guint i = 0; i < self->elements->len; i++)
    {
      const CpDiagramElement *element = &g_array_index (self->elements, CpDiagramElement, i);

      if (element->kind == kind && nth-- == 0)
        return element;
    }

  return NULL;
}

static double
distance_to_segment (const CpDiagramElement *element,
                     double                  x,
                     double                  y)
{
  double dx = element->x2 - element->x1;
  double dy = element->y2 - element->y1;
  double length2 = dx * dx + dy * dy;
  double t = 0;

  if (length2 > 0)
    t = CLAMP (((x - element->x1) * dx + (y - element->y1) * dy) / length2, 0, 1);

  return hypot (x - (element->x1 + t * dx), y - (element->y1 + t * dy));
}

/**
 * cp_diagram_layout_element_at:
 * @x: a point, in the layout's coordinates
 * @y:
 *
 * Returns: (nullable): the topmost element at @x, @y that has a tooltip.
 */
const CpDiagramElement *
cp_diagram_layout_element_at (const CpDiagramLayout *self,
                              double                 x,
                              double                 y)
{
  g_return_val_if_fail (self != NULL, NULL);

  for (guint i = self->elements->len; i > 0; i--)
    {
      const CpDiagramElement *element = &g_array_index (self->elements, CpDiagramElement, i - 1);
      const CpDiagramRect *r = &element->rect;

      if (element->tooltip == NULL)
        continue;

      if (element->kind == CP_DIAGRAM_ELEMENT_LINK)
        {
          if (distance_to_segment (element, x, y) <= MAX (4, element->line_width / 2 + 2))
            return element;
          continue;
        }

      if (x >= r->x && x < r->x + r->width && y >= r->y && y < r->y + r->height)
        return element;
    }

  return NULL;
}

/* How many units are drawn one by one, and how many are in the stack. */
gint64
cp_diagram_layout_get_n_drawn (const CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_drawn;
}

gint64
cp_diagram_layout_get_n_stacked (const CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_stacked;
}

const char *
cp_diagram_layout_get_label (const CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->label;
}

const char *
cp_diagram_layout_get_description (const CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->description;
}
