/* cp-safe-write.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-safe-write"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include "cp-safe-write.h"

/* Every exported file (a diagram, a quote) is written the same way: into a
 * temporary file beside the target, then renamed over it once complete and
 * on disk. A failure at any step (no space, no permission, a drawing that
 * went wrong) removes the temporary file and leaves what was there before
 * untouched. */

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

  /* Once a write failed, the file is broken: write nothing more. */
  if (sink->saved_errno != 0)
    return CAIRO_STATUS_WRITE_ERROR;

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
  g_autofree char *display = NULL;
  g_autofree char *dirname = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *tmpname = NULL;
  g_autofree char *template = NULL;
  g_autoptr(GError) func_error = NULL;
  Sink sink = { -1, 0 };
  int saved_errno;

  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (func != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  display = g_filename_display_name (filename);
  dirname = g_path_get_dirname (filename);
  basename = g_path_get_basename (filename);
  template = g_strdup_printf (".%s.XXXXXX", basename);
  tmpname = g_build_filename (dirname, template, NULL);

  sink.fd = g_mkstemp_full (tmpname, O_WRONLY | O_CLOEXEC, 0666);
  if (sink.fd < 0)
    {
      g_autofree char *folder = g_filename_display_name (dirname);

      saved_errno = errno;
      g_set_error (error, error_domain, write_error_code,
                   /* TRANSLATORS: e.g. "/srv/diagram.png: cannot write in the folder
                    * “/srv”: Permission denied" */
                   _("%s: cannot write in the folder “%s”: %s"),
                   display, folder, g_strerror (saved_errno));
      return FALSE;
    }

  /* A failed write is the reason whatever @func says: cairo's PDF surface
   * (1.16) can report success after its stream failed to write. */
  if (!func (write_cb, &sink, user_data, &func_error) || sink.saved_errno != 0)
    {
      if (sink.saved_errno != 0 || func_error == NULL)
        g_set_error (error, error_domain, write_error_code,
                     /* TRANSLATORS: e.g. "diagram.png: cannot write: No space left on device" */
                     _("%s: cannot write: %s"), display,
                     g_strerror (sink.saved_errno != 0 ? sink.saved_errno : EIO));
      else
        g_propagate_error (error, g_steal_pointer (&func_error));
      goto failed;
    }

  if (fsync (sink.fd) != 0 && errno != EINVAL)
    {
      saved_errno = errno;
      g_set_error (error, error_domain, write_error_code,
                   _("%s: cannot write: %s"), display, g_strerror (saved_errno));
      goto failed;
    }

  saved_errno = close (sink.fd) == 0 ? 0 : errno;
  sink.fd = -1;
  if (saved_errno != 0)
    {
      g_set_error (error, error_domain, write_error_code,
                   _("%s: cannot write: %s"), display, g_strerror (saved_errno));
      goto failed;
    }

  if (g_rename (tmpname, filename) != 0)
    {
      saved_errno = errno;
      g_set_error (error, error_domain, write_error_code,
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
