/* cp-diagram-export.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-diagram-export"

#include "config.h"

#include <cairo-svg.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "cp-diagram-export.h"

/* Writes the diagram of a build to a PNG or SVG file, safely: into a
 * temporary file beside the target, renamed over it only once complete,
 * so a failed export leaves what was there before untouched. */

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

typedef struct
{
  int fd;
  int saved_errno;
} Sink;

static cairo_status_t
write_cb (void                *closure,
          const unsigned char *data,
          unsigned int         length)
{
  Sink *sink = closure;

  while (length > 0)
    {
      ssize_t n = write (sink->fd, data, length);

      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          sink->saved_errno = errno;
          return CAIRO_STATUS_WRITE_ERROR;
        }

      data += n;
      length -= (unsigned int) n;
    }

  return CAIRO_STATUS_SUCCESS;
}

static void
paint (cairo_surface_t  *surface,
       CpBuild          *build,
       int               width,
       int               height,
       CpDiagramPalette  palette)
{
  g_autoptr(CpDiagramLayout) layout = cp_diagram_layout_new (build, width, height,
                                                             CP_DIAGRAM_LAYOUT_FLAGS_NONE);
  cairo_t *cr = cairo_create (surface);

  cp_diagram_painter_paint (cr, layout, palette, width, height, CP_DIAGRAM_PAINT_FLAGS_OPAQUE);
  cairo_destroy (cr);
}

/* Renders into @sink; returns cairo's verdict. */
static cairo_status_t
render (Sink             *sink,
        CpDiagramFormat   format,
        CpBuild          *build,
        int               width,
        int               height,
        CpDiagramPalette  palette)
{
  cairo_surface_t *surface;
  cairo_status_t status;

  switch (format)
    {
    case CP_DIAGRAM_FORMAT_SVG:
      surface = cairo_svg_surface_create_for_stream (write_cb, sink, width, height);
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PX);
      paint (surface, build, width, height, palette);
      cairo_surface_finish (surface);
      status = cairo_surface_status (surface);
      cairo_surface_destroy (surface);
      return status;

    case CP_DIAGRAM_FORMAT_PNG:
    default:
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
      paint (surface, build, width, height, palette);
      cairo_surface_flush (surface);
      status = cairo_surface_status (surface);
      if (status == CAIRO_STATUS_SUCCESS)
        status = cairo_surface_write_to_png_stream (surface, write_cb, sink);
      cairo_surface_finish (surface);
      if (status == CAIRO_STATUS_SUCCESS)
        status = cairo_surface_status (surface);
      cairo_surface_destroy (surface);
      return status;
    }
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
  g_autofree char *dirname = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *tmpname = NULL;
  g_autofree char *template = NULL;
  CpDiagramFormat format;
  cairo_status_t status;
  Sink sink = { -1, 0 };
  int saved_errno;

  g_return_val_if_fail (CP_IS_BUILD (build), FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (palette <= CP_DIAGRAM_PALETTE_PRINT, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  display = g_filename_display_name (filename);

  if (!cp_diagram_format_for_filename (filename, &format))
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
                   _("%s: %d × %d pixels is not a size between 1 and %d on each side"),
                   display, width, height, CP_DIAGRAM_EXPORT_MAX);
      return FALSE;
    }

  dirname = g_path_get_dirname (filename);
  basename = g_path_get_basename (filename);
  template = g_strdup_printf (".%s.XXXXXX", basename);
  tmpname = g_build_filename (dirname, template, NULL);

  sink.fd = g_mkstemp_full (tmpname, O_WRONLY | O_CLOEXEC, 0666);
  if (sink.fd < 0)
    {
      g_autofree char *folder = g_filename_display_name (dirname);

      saved_errno = errno;
      g_set_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_WRITE,
                   /* TRANSLATORS: e.g. "/srv/diagram.png: cannot write in the folder
                    * “/srv”: Permission denied" */
                   _("%s: cannot write in the folder “%s”: %s"),
                   display, folder, g_strerror (saved_errno));
      return FALSE;
    }

  status = render (&sink, format, build, width, height, palette);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      if (sink.saved_errno != 0)
        g_set_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_WRITE,
                     /* TRANSLATORS: e.g. "diagram.png: cannot write: No space left on device" */
                     _("%s: cannot write: %s"), display, g_strerror (sink.saved_errno));
      else
        g_set_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_RENDER,
                     /* TRANSLATORS: e.g. "diagram.png: cannot draw the diagram: out of memory" */
                     _("%s: cannot draw the diagram: %s"), display, cairo_status_to_string (status));
      goto failed;
    }

  if (fsync (sink.fd) != 0 && errno != EINVAL)
    {
      saved_errno = errno;
      g_set_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_WRITE,
                   _("%s: cannot write: %s"), display, g_strerror (saved_errno));
      goto failed;
    }

  saved_errno = close (sink.fd) == 0 ? 0 : errno;
  sink.fd = -1;
  if (saved_errno != 0)
    {
      g_set_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_WRITE,
                   _("%s: cannot write: %s"), display, g_strerror (saved_errno));
      goto failed;
    }

  if (g_rename (tmpname, filename) != 0)
    {
      saved_errno = errno;
      g_set_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_WRITE,
                   /* TRANSLATORS: e.g. "diagram.png: cannot replace it: Is a directory" */
                   _("%s: cannot replace it: %s"), display, g_strerror (saved_errno));
      goto failed;
    }

  return TRUE;

failed:
  if (sink.fd >= 0)
    close (sink.fd);
  g_unlink (tmpname);

  return FALSE;
}
