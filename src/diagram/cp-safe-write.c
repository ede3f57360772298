/* cp-safe-write.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-safe-write"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-file-io.h"
#include "cp-safe-write.h"
#include "cp-text.h"

/* Every exported file (a diagram, a quote) is drawn by cairo straight into
 * the GOutputStream of a cp_file_replace_begin(): the target is either
 * replaced whole once the document is complete and on disk, or left as it
 * was, and a special file, a symbolic link, a hard link or the file's mode
 * are never replaced (see cp-file-io.c). */

typedef struct
{
  GOutputStream *stream;
  GError        *error;
} Sink;

static cairo_status_t
write_cb (void                *closure,
          const unsigned char *data,
          unsigned int         length)
{
  Sink *sink = closure;

  /* Once a write failed, the file is broken: write nothing more. */
  if (sink->error != NULL)
    return CAIRO_STATUS_WRITE_ERROR;

  if (!g_output_stream_write_all (sink->stream, data, length, NULL, NULL, &sink->error))
    return CAIRO_STATUS_WRITE_ERROR;

  return CAIRO_STATUS_SUCCESS;
}

/**
 * cp_safe_write_file:
 * @filename: the file to write
 * @error_domain: the domain of the errors this sets itself
 * @write_error_code: their code
 * @func: writes the contents
 * @user_data: for @func
 * @error: where a failure is said, starting with the file's name
 *
 * Writes @filename with what @func produces. The file is either written
 * completely or not touched at all.
 *
 * Returns: whether the file was written.
 */
gboolean
cp_safe_write_file (const char       *filename,
                    GQuark            error_domain,
                    int               write_error_code,
                    CpSafeWriteFunc   func,
                    gpointer          user_data,
                    GError          **error)
{
  g_autoptr(CpFileReplace) replace = NULL;
  g_autoptr(GError) func_error = NULL;
  Sink sink = { NULL, NULL };
  gboolean drawn;

  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (func != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  replace = cp_file_replace_begin (filename, error_domain, write_error_code, error);
  if (replace == NULL)
    return FALSE;

  sink.stream = cp_file_replace_get_stream (replace);
  drawn = func (write_cb, &sink, user_data, &func_error);

  /* A failed write is the reason whatever @func says: cairo's PDF surface
   * (1.16) can report success after its stream failed to write. */
  if (sink.error != NULL)
    {
      g_autofree char *display = cp_text_display_filename (filename);

      g_set_error (error, error_domain, write_error_code,
                   /* TRANSLATORS: e.g. "diagram.png: cannot write: No space left on device" */
                   _("%s: cannot write: %s"), display, sink.error->message);
      g_clear_error (&sink.error);
      return FALSE;
    }

  if (!drawn)
    {
      if (func_error != NULL)
        g_propagate_error (error, g_steal_pointer (&func_error));
      else
        {
          g_autofree char *display = cp_text_display_filename (filename);

          g_set_error (error, error_domain, write_error_code, _("%s: cannot write: %s"),
                       display, g_strerror (EIO));
        }
      return FALSE;
    }

  return cp_file_replace_commit (replace, error);
}

/**
 * cp_safe_write_finish_surface:
 * @surface: (transfer full): the surface a document was drawn on
 * @status: how the drawing went (cairo_status() of its context)
 * @error: (out): what went wrong
 * @error_domain: the domain of that error
 * @error_code: its code
 * @format: the start of its message, as for printf(); cairo's reason
 *   follows it after ": "
 *
 * Finishes @surface, which writes the rest of a stream surface's document
 * (fonts, cross-references), and destroys it: only then is it known
 * whether all of it was drawn. Shared by every export.
 *
 * Returns: whether the drawing and finishing both went well.
 */
gboolean
cp_safe_write_finish_surface (cairo_surface_t  *surface,
                              cairo_status_t    status,
                              GError          **error,
                              GQuark            error_domain,
                              int               error_code,
                              const char       *format,
                              ...)
{
  g_autofree char *what = NULL;
  va_list args;

  g_return_val_if_fail (surface != NULL, FALSE);

  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status == CAIRO_STATUS_SUCCESS)
    return TRUE;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error (error, error_domain, error_code, "%s: %s", what, cairo_status_to_string (status));

  return FALSE;
}
