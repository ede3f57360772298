/* cp-diagram-export.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-diagram-export"

#include "config.h"

#include <cairo-svg.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "cp-diagram-export.h"
#include "cp-file-io.h"
#include "cp-safe-write.h"
#include "cp-text.h"

/* Writes the diagram of a build to a PNG or SVG file, safely (see
 * cp-safe-write.c): a failed export leaves what was there before
 * untouched. */

G_DEFINE_QUARK (cp-diagram-error-quark, cp_diagram_error)

/**
 * cp_diagram_format_for_filename:
 * @filename: a file name
 * @format: (out): its format
 *
 * Returns: whether @filename ends in .png or .svg, in any case.
 */
gboolean
cp_diagram_format_for_filename (const char      *filename,
                                CpDiagramFormat *format)
{
  const char *dot;

  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (format != NULL, FALSE);

  dot = strrchr (filename, '.');
  if (dot == NULL || strchr (dot, G_DIR_SEPARATOR) != NULL)
    return FALSE;

  if (g_ascii_strcasecmp (dot, ".png") == 0)
    *format = CP_DIAGRAM_FORMAT_PNG;
  else if (g_ascii_strcasecmp (dot, ".svg") == 0)
    *format = CP_DIAGRAM_FORMAT_SVG;
  else
    return FALSE;

  return TRUE;
}

/* A file stands alone: with a workload, it shows what each GPU holds;
 * and it is cropped to its drawing (see fitted_height()). */
#define EXPORT_FLAGS (CP_DIAGRAM_LAYOUT_FLAGS_MEMORY_BARS | CP_DIAGRAM_LAYOUT_FLAGS_AT_TOP)

/* Paints the layout made for @layout_height on @surface, which holds the
 * part of it the drawing fills, from the top: the rest is cut off. */
static void
paint (cairo_surface_t  *surface,
       CpBuild          *build,
       int               width,
       int               layout_height,
       int               height,
       CpDiagramPalette  palette)
{
  g_autoptr(CpDiagramLayout) layout = cp_diagram_layout_new (build, width, layout_height,
                                                             EXPORT_FLAGS);
  cairo_t *cr = cairo_create (surface);

  g_assert (height <= layout_height);
  cp_diagram_painter_paint (cr, layout, palette, width, layout_height, CP_DIAGRAM_PAINT_FLAGS_OPAQUE);
  cairo_destroy (cr);
}

/* The height of the drawing itself, laid out in @width × @height: a file
 * is cropped to it, rather than the drawing centred in an empty band
 * under its title and above its bottom. */
static int
fitted_height (CpBuild *build,
               int      width,
               int      height)
{
  g_autoptr(CpDiagramLayout) layout = cp_diagram_layout_new (build, width, height, EXPORT_FLAGS);
  int used = (int) ceil (cp_diagram_layout_get_used_height (layout));

  return CLAMP (used, 1, height);
}

typedef struct
{
  CpDiagramFormat   format;
  CpBuild          *build;
  int               width;
  int               layout_height;
  int               height;
  CpDiagramPalette  palette;
  const char       *display;
} Job;

static cairo_status_t
append_cb (void                *closure,
           const unsigned char *data,
           unsigned int         length)
{
  g_byte_array_append (closure, data, length);

  return CAIRO_STATUS_SUCCESS;
}

typedef struct
{
  GHashTable *numbers;
  guint       next;
} Renumbering;

static gboolean
renumber_cb (const GMatchInfo *match,
             GString          *result,
             gpointer          user_data)
{
  Renumbering *renumbering = user_data;
  g_autofree char *prefix = g_match_info_fetch (match, 1);
  g_autofree char *old = g_match_info_fetch (match, 2);
  gpointer number = g_hash_table_lookup (renumbering->numbers, old);

  if (number == NULL)
    {
      number = GUINT_TO_POINTER (++renumbering->next);
      g_hash_table_insert (renumbering->numbers, g_steal_pointer (&old), number);
    }
  g_string_append_printf (result, "%ssurface%u", prefix, GPOINTER_TO_UINT (number));

  return FALSE;
}

/* Cairo names an SVG's surfaces by a counter of the whole process, so the
 * same diagram would get other bytes after a quote was drawn in the same
 * run: they are numbered again from 1, in the order they appear. */
static char *
renumber_surfaces (GByteArray *svg)
{
  g_autoptr(GRegex) regex = g_regex_new ("(id=\"|#)surface([0-9]+)", G_REGEX_RAW, 0, NULL);
  g_autoptr(GHashTable) numbers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  Renumbering renumbering = { numbers, 0 };

  g_assert (regex != NULL);

  return g_regex_replace_eval (regex, (const char *) svg->data, svg->len, 0, 0, renumber_cb,
                               &renumbering, NULL);
}

/* Renders the diagram into a stream; a failure is cairo's verdict. */
static gboolean
render (cairo_write_func_t   write_func,
        void                *closure,
        gpointer             user_data,
        GError             **error)
{
  Job *job = user_data;
  g_autoptr(GByteArray) svg = NULL;
  g_autofree char *renumbered = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;

  switch (job->format)
    {
    case CP_DIAGRAM_FORMAT_SVG:
      /* Whole in memory first, to be numbered again before it is written. */
      svg = g_byte_array_new ();
      surface = cairo_svg_surface_create_for_stream (append_cb, svg, job->width, job->height);
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PX);
      paint (surface, job->build, job->width, job->layout_height, job->height, job->palette);
      status = cairo_surface_status (surface);
      if (!cp_safe_write_finish_surface (surface, status, error,
                                         CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_RENDER,
                                         _("%s: cannot draw the diagram"), job->display))
        return FALSE;
      renumbered = renumber_surfaces (svg);
      /* A write that fails is said by the writer's own sink. */
      return write_func (closure, (const unsigned char *) renumbered, strlen (renumbered))
             == CAIRO_STATUS_SUCCESS;

    case CP_DIAGRAM_FORMAT_PNG:
    default:
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, job->width, job->height);
      paint (surface, job->build, job->width, job->layout_height, job->height, job->palette);
      cairo_surface_flush (surface);
      status = cairo_surface_status (surface);
      if (status == CAIRO_STATUS_SUCCESS)
        status = cairo_surface_write_to_png_stream (surface, write_func, closure);
      break;
    }

  return cp_safe_write_finish_surface (surface, status, error,
                                       CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_RENDER,
                                       /* TRANSLATORS: followed by cairo's reason, e.g.
                                        * "diagram.png: cannot draw the diagram: out of memory" */
                                       _("%s: cannot draw the diagram"), job->display);
}

/**
 * cp_diagram_export_check:
 * @filename: where a diagram is to be written
 * @width: its size in pixels
 * @height:
 * @format: (out) (optional): its format
 * @error: where a failure is said, starting with the file's name
 *
 * Checks, without writing anything, what cp_diagram_export() would refuse:
 * the name's extension, the size, and a file that may not be replaced (see
 * cp_file_check_writable_path()).
 *
 * Returns: whether the export can be tried.
 */
gboolean
cp_diagram_export_check (const char       *filename,
                         int               width,
                         int               height,
                         CpDiagramFormat  *format,
                         GError          **error)
{
  g_autofree char *display = NULL;
  CpDiagramFormat local_format;

  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (format == NULL)
    format = &local_format;

  display = cp_text_display_filename (filename);

  if (!cp_diagram_format_for_filename (filename, format))
    {
      g_set_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_FORMAT,
                   /* TRANSLATORS: %s is a file name */
                   _("%s: cannot tell the format; the name must end in .png or .svg"), display);
      return FALSE;
    }

  if (width < 1 || height < 1 || width > CP_DIAGRAM_EXPORT_MAX || height > CP_DIAGRAM_EXPORT_MAX)
    {
      g_set_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_SIZE,
                   /* TRANSLATORS: e.g. "diagram.png: 0 × 800 pixels is not a size
                    * between 1 and 16384 on each side" */
                   ngettext ("%s: %d × %d pixel is not a size between 1 and %d on each side",
                             "%s: %d × %d pixels is not a size between 1 and %d on each side",
                             (gulong) MAX (height, 0)),
                   display, width, height, CP_DIAGRAM_EXPORT_MAX);
      return FALSE;
    }

  return cp_file_check_writable_path (filename, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_WRITE, error);
}

/**
 * cp_diagram_export:
 * @build: the build to draw
 * @filename: where to write it; its extension, .png or .svg, says how
 * @width: the size in pixels, 1 to %CP_DIAGRAM_EXPORT_MAX
 * @height:
 * @palette: the colours (%CP_DIAGRAM_PALETTE_LIGHT for files)
 * @error: where a failure is said, starting with the file's name
 *
 * Writes the topology diagram of @build to @filename. The file is either
 * written completely or not touched at all.
 *
 * Returns: whether the file was written.
 */
gboolean
cp_diagram_export (CpBuild           *build,
                   const char        *filename,
                   int                width,
                   int                height,
                   CpDiagramPalette   palette,
                   GError           **error)
{
  g_autofree char *display = NULL;
  CpDiagramFormat format;
  Job job;

  g_return_val_if_fail (CP_IS_BUILD (build), FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (palette <= CP_DIAGRAM_PALETTE_PRINT, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!cp_diagram_export_check (filename, width, height, &format, error))
    return FALSE;
  display = cp_text_display_filename (filename);

  job.format = format;
  job.build = build;
  job.width = width;
  job.layout_height = height;
  job.height = fitted_height (build, width, height);
  job.palette = palette;
  job.display = display;

  return cp_safe_write_file (filename, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_WRITE,
                             render, &job, error);
}
