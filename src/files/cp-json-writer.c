/* cp-json-writer.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-json-writer"

#include "config.h"

#include <math.h>

#include "cp-json-writer.h"

#define MAX_DEPTH 16

struct _CpJsonWriter
{
  GString  *out;
  guint     depth;
  /* Whether the container at each depth has had an element yet. */
  gboolean  has_elements[MAX_DEPTH];
  /* Set between a member's name and its value. */
  gboolean  after_name;
};

CpJsonWriter *
cp_json_writer_new (void)
{
  CpJsonWriter *self = g_new0 (CpJsonWriter, 1);

  self->out = g_string_new (NULL);

  return self;
}

void
cp_json_writer_free (CpJsonWriter *self)
{
  if (self == NULL)
    return;

  g_string_free (self->out, TRUE);
  g_free (self);
}

/* Returns the text written, ending in a newline, and frees the writer. */
char *
cp_json_writer_steal (CpJsonWriter *self)
{
  char *text;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (self->depth == 0, NULL);

  g_string_append_c (self->out, '\n');
  text = g_string_free (self->out, FALSE);
  g_free (self);

  return text;
}

static void
newline (CpJsonWriter *self)
{
  g_string_append_c (self->out, '\n');
  for (guint i = 0; i < self->depth; i++)
    g_string_append (self->out, "  ");
}

/* Starts a value: after a member name it follows on the same line; in a
 * list it goes on a line of its own, after a comma when needed. */
static void
begin_value (CpJsonWriter *self)
{
  if (self->after_name)
    {
      self->after_name = FALSE;
      return;
    }

  if (self->depth > 0)
    {
      if (self->has_elements[self->depth - 1])
        g_string_append_c (self->out, ',');
      self->has_elements[self->depth - 1] = TRUE;
      newline (self);
    }
}

static void
open_container (CpJsonWriter *self,
                char          bracket)
{
  begin_value (self);
  g_string_append_c (self->out, bracket);
  g_return_if_fail (self->depth < MAX_DEPTH);
  self->has_elements[self->depth++] = FALSE;
}

static void
close_container (CpJsonWriter *self,
                 char          bracket)
{
  gboolean had_elements;

  g_return_if_fail (self->depth > 0);

  had_elements = self->has_elements[--self->depth];
  if (had_elements)
    newline (self);
  g_string_append_c (self->out, bracket);
}

void
cp_json_writer_begin_object (CpJsonWriter *self)
{
  open_container (self, '{');
}

void
cp_json_writer_end_object (CpJsonWriter *self)
{
  close_container (self, '}');
}

void
cp_json_writer_begin_array (CpJsonWriter *self)
{
  open_container (self, '[');
}

void
cp_json_writer_end_array (CpJsonWriter *self)
{
  close_container (self, ']');
}

/* JSON is UTF-8: a byte that is not (a file name in another encoding)
 * is written as U+FFFD, so that what is written is JSON still. */
static void
append_string (GString    *out,
               const char *value)
{
  g_autofree char *valid = NULL;

  if (!g_utf8_validate (value, -1, NULL))
    value = valid = g_utf8_make_valid (value, -1);

  g_string_append_c (out, '"');
  for (const char *p = value; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      switch (c)
        {
        case '"':
          g_string_append (out, "\\\"");
          break;

        case '\\':
          g_string_append (out, "\\\\");
          break;

        case '\n':
          g_string_append (out, "\\n");
          break;

        case '\t':
          g_string_append (out, "\\t");
          break;

        default:
          if (c < 0x20)
            g_string_append_printf (out, "\\u%04x", c);
          else
            g_string_append_c (out, (char) c);
        }
    }
  g_string_append_c (out, '"');
}

void
cp_json_writer_member (CpJsonWriter *self,
                       const char   *name)
{
  g_return_if_fail (self->depth > 0);
  g_return_if_fail (!self->after_name);

  begin_value (self);
  append_string (self->out, name);
  g_string_append (self->out, ": ");
  self->after_name = TRUE;
}

void
cp_json_writer_string (CpJsonWriter *self,
                       const char   *value)
{
  begin_value (self);
  if (value == NULL)
    g_string_append (self->out, "null");
  else
    append_string (self->out, value);
}

/* null: a figure that does not apply, such as the layout of a model whose
 * architecture is not known. */
void
cp_json_writer_null (CpJsonWriter *self)
{
  begin_value (self);
  g_string_append (self->out, "null");
}

void
cp_json_writer_integer (CpJsonWriter *self,
                        gint64        value)
{
  begin_value (self);
  g_string_append_printf (self->out, "%" G_GINT64_FORMAT, value);
}

void
cp_json_writer_boolean (CpJsonWriter *self,
                        gboolean      value)
{
  begin_value (self);
  g_string_append (self->out, value ? "true" : "false");
}

/* Writes a finite double in the shortest form that reads back as the same
 * double: 671 stays 671, 6.7 stays 6.7. */
void
cp_json_writer_double (CpJsonWriter *self,
                       double        value)
{
  char text[G_ASCII_DTOSTR_BUF_SIZE];

  g_return_if_fail (isfinite (value));

  for (int digits = 1; digits <= 17; digits++)
    {
      char format[8];

      g_snprintf (format, sizeof format, "%%.%dg", digits);
      g_ascii_formatd (text, sizeof text, format, value);
      if (g_ascii_strtod (text, NULL) == value)
        break;
    }

  begin_value (self);
  g_string_append (self->out, text);
}

/**
 * cp_json_writer_fixed:
 * @value: a figure in units of 1 / @scale
 * @scale: 10, 100, 1000, …
 *
 * Writes @value / @scale as an exact decimal number, always with a
 * fraction: 1920000 at 1000 is 1920.0, 903600 is 903.6.
 */
void
cp_json_writer_fixed (CpJsonWriter *self,
                      gint64        value,
                      guint         scale)
{
  guint64 magnitude = value < 0 ? -(guint64) value : (guint64) value;
  guint64 fraction = magnitude % scale;
  char digits[24];
  int width = 0;
  int len;

  g_return_if_fail (scale >= 10);

  for (guint s = scale; s > 1; s /= 10)
    width++;

  begin_value (self);
  g_string_append_printf (self->out, "%s%" G_GUINT64_FORMAT ".",
                          value < 0 ? "-" : "", magnitude / scale);

  len = g_snprintf (digits, sizeof digits, "%0*" G_GUINT64_FORMAT, width, fraction);
  while (len > 1 && digits[len - 1] == '0')
    len--;
  g_string_append_len (self->out, digits, len);
}
