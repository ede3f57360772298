/* cp-diagram-text.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-diagram-text"

#include "config.h"

#include <string.h>

#include "cp-diagram-painter.h"
#include "cp-diagram-private.h"

/* How much room a label takes, measured without a font. The layout is
 * pure geometry, made without a display or a Pango context, and the same
 * for the screen, the file and the paper; so it estimates generously, the
 * painter shrinks what is still too wide, and labels never run into each
 * other. */

/* The width of a character, in ems of a sans-serif face. */
static double
char_width (gunichar c)
{
  if (c == ' ' || c == 0x00A0 || c == 0x202F || c == 0x2009 ||
      c == '.' || c == ',' || c == ':' || c == ';' || c == 0x00B7)
    return 0.33;
  if (c == 'i' || c == 'l' || c == 'j' || c == 'I' || c == '\'' || c == '|')
    return 0.31;
  if (c == 't' || c == 'f' || c == 'r' || c == '(' || c == ')' || c == '/')
    return 0.43;
  if (c == 'm' || c == 'M' || c == 'W')
    return 0.98;
  if (c == 'w')
    return 0.84;
  if (g_unichar_isdigit (c))
    return 0.64;
  if (g_unichar_isupper (c))
    return 0.76;
  if (g_unichar_islower (c))
    return 0.63;
  if (c == 0x2014) /* em dash */
    return 1.0;

  return 0.85;
}

/* A generous estimate of how wide the widest line of @text is at @size. */
double
_cp_diagram_text_width (const char *text,
                        double      size,
                        gboolean    bold)
{
  double line = 0, widest = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c == '\n')
        {
          widest = MAX (widest, line);
          line = 0;
          continue;
        }

      line += char_width (c);
    }

  widest = MAX (widest, line);

  return widest * size * (bold ? 1.1 : 1.0);
}

static int
count_lines (const char *text)
{
  int lines = 1;

  for (const char *p = text; *p != '\0'; p++)
    if (*p == '\n')
      lines++;

  return lines;
}

gboolean
_cp_diagram_text_fits (const char *text,
                       double      width,
                       double      height,
                       double      size,
                       gboolean    bold)
{
  return text != NULL &&
         _cp_diagram_text_width (text, size, bold) <= width &&
         line_height (size) * count_lines (text) <= height + 0.5;
}

/* The first of @candidates (NULL-terminated, longest first) that fits. */
const char *
_cp_diagram_pick_text (const char * const *candidates,
                       double              width,
                       double              height,
                       double              size,
                       gboolean            bold)
{
  for (guint i = 0; candidates[i] != NULL; i++)
    if (_cp_diagram_text_fits (candidates[i], width, height, size, bold))
      return candidates[i];

  return NULL;
}

/**
 * cp_diagram_pango_set_text:
 * @layout: a layout of the drawings' face
 * @text: what it shows
 *
 * Sets @text as the drawings, the memory bar and the quote show it. Their
 * face, Cantarell, has no narrow no-break space (U+202F), which Russian
 * and Kyrgyz figures are grouped with: the shaper makes one up half as
 * wide as a space, a pixel at the drawings' sizes, and "1 920 ГБ" reads
 * "1920 ГБ". A no-break space, which every face has, keeps the groups
 * apart and the figure on one line.
 */
void
cp_diagram_pango_set_text (PangoLayout *layout,
                           const char  *text)
{
  static const char narrow[] = "\u202f";
  g_autoptr(GString) drawn = NULL;

  g_return_if_fail (PANGO_IS_LAYOUT (layout));

  if (text == NULL || strstr (text, narrow) == NULL)
    {
      pango_layout_set_text (layout, text != NULL ? text : "", -1);
      return;
    }

  drawn = g_string_new (text);
  g_string_replace (drawn, narrow, "\u00a0", 0);
  pango_layout_set_text (layout, drawn->str, (int) drawn->len);
}
