/* cp-file-read.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-file-io"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cp-file-io.h"
#include "cp-file-private.h"
#include "cp-format.h"
#include "cp-text.h"

G_DEFINE_QUARK (cp-file-error-quark, cp_file_error)

/* Reading a file the person named: the type is looked at first and the
 * file opened without blocking, so a named pipe or a device given by
 * mistake is refused at once instead of hanging the command line or the
 * window's loader. Replacing one is in cp-file-io.c. */

/* What a file is, for "it is …, not a file". */
const char *
_cp_file_describe_mode (mode_t mode)
{
  if (S_ISDIR (mode))
    return _("a folder");
  if (S_ISFIFO (mode))
    return _("a named pipe");
  if (S_ISCHR (mode) || S_ISBLK (mode))
    return _("a device");
  if (S_ISSOCK (mode))
    return _("a socket");

  return _("a special file");
}

/* The @length bytes read into @buffer, which holds one more than
 * @max_bytes: more than that is an error. */
static GBytes *
take_contents (char        *buffer,
               gsize        length,
               const char  *display_name,
               gsize        max_bytes,
               GError     **error)
{
  if (length > max_bytes)
    {
      g_autofree char *most = cp_format_decimal (max_bytes / (1024.0 * 1024.0), 1);

      g_free (buffer);
      g_set_error (error, CP_FILE_ERROR, CP_FILE_ERROR_TOO_LARGE,
                   _("%s: the file is larger than %s MB"), display_name, most);
      return NULL;
    }

  return g_bytes_new_take (g_realloc (buffer, MAX (length, 1)), length);
}

static GBytes *
read_fd (int          fd,
         const char  *display_name,
         gsize        size_hint,
         gsize        max_bytes,
         GError     **error)
{
  gsize allocated = MIN (size_hint, max_bytes) + 1;
  g_autofree char *buffer = g_malloc (allocated);
  gsize length = 0;

  for (;;)
    {
      ssize_t n;

      if (length == allocated)
        {
          if (allocated > max_bytes)
            break;
          allocated = MIN (allocated * 2, max_bytes + 1);
          buffer = g_realloc (buffer, allocated);
        }

      n = read (fd, buffer + length, allocated - length);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          g_set_error (error, CP_FILE_ERROR, CP_FILE_ERROR_READ,
                       _("%s: cannot be read: %s"), display_name, g_strerror (saved_errno));
          return NULL;
        }
      if (n == 0)
        break;
      length += n;
    }

  return take_contents (g_steal_pointer (&buffer), length, display_name, max_bytes, error);
}

/* A file that is not on a local disk (a GVfs location): GIO tells its
 * type, and reading it cannot hang on a pipe. */
static GBytes *
read_remote (GFile       *file,
             const char  *display_name,
             gsize        max_bytes,
             GError     **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *buffer = NULL;
  gsize length = 0;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NONE,
                            NULL, &local_error);
  if (info != NULL && g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, CP_FILE_ERROR, CP_FILE_ERROR_READ,
                   _("%s: cannot be read: it is %s, not a file"), display_name,
                   g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY ? _("a folder")
                                                                              : _("a special file"));
      return NULL;
    }

  if (info != NULL)
    stream = g_file_read (file, NULL, &local_error);
  if (stream != NULL)
    {
      buffer = g_malloc (max_bytes + 1);
      g_input_stream_read_all (G_INPUT_STREAM (stream), buffer, max_bytes + 1, &length, NULL,
                               &local_error);
    }

  if (local_error != NULL)
    {
      g_set_error (error, CP_FILE_ERROR, CP_FILE_ERROR_READ,
                   _("%s: cannot be read: %s"), display_name, local_error->message);
      return NULL;
    }

  return take_contents (g_steal_pointer (&buffer), length, display_name, max_bytes, error);
}

/**
 * cp_file_get_display_name:
 * @file: a file the person named
 *
 * Returns: (transfer full): how messages name @file: its parse name, on
 *   one line whatever the path holds (cp_text_escape()).
 */
char *
cp_file_get_display_name (GFile *file)
{
  g_autofree char *parse_name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  parse_name = g_file_get_parse_name (file);

  return cp_text_escape (parse_name, -1);
}

/**
 * cp_file_read_regular:
 * @file: the file
 * @display_name: how messages name it
 * @max_bytes: the most to read
 * @error: (out): %CP_FILE_ERROR_READ or %CP_FILE_ERROR_TOO_LARGE,
 *   one line starting with @display_name
 *
 * Reads a regular file of at most @max_bytes. Anything else (a folder, a
 * named pipe, a device, a socket) is refused without blocking, and a file
 * larger than @max_bytes without reading more than that.
 *
 * Returns: (transfer full) (nullable): the contents.
 */
GBytes *
cp_file_read_regular (GFile       *file,
                      const char  *display_name,
                      gsize        max_bytes,
                      GError     **error)
{
  const char *path;
  struct stat st;
  GBytes *bytes;
  int saved_errno;
  int fd;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (display_name != NULL, NULL);

  path = g_file_peek_path (file);
  if (path == NULL)
    return read_remote (file, display_name, max_bytes, error);

  /* The type first: opening a named pipe to read waits for a writer,
   * and opening some devices does something. */
  if (g_stat (path, &st) != 0)
    goto failed;
  if (!S_ISREG (st.st_mode))
    goto not_regular;

  /* And again on what was opened, in case the path changed meanwhile;
   * O_NONBLOCK keeps a pipe put there from blocking the open. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
  if (fd < 0)
    goto failed;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      goto not_regular;
    }

  bytes = read_fd (fd, display_name, st.st_size, max_bytes, error);
  close (fd);

  return bytes;

failed:
  saved_errno = errno;
  g_set_error (error, CP_FILE_ERROR, CP_FILE_ERROR_READ,
               /* TRANSLATORS: e.g. "shop.json: cannot be read: No such file or directory" */
               _("%s: cannot be read: %s"), display_name, g_strerror (saved_errno));
  return NULL;

not_regular:
  g_set_error (error, CP_FILE_ERROR, CP_FILE_ERROR_READ,
               /* TRANSLATORS: e.g. "/tmp/pipe: cannot be read: it is a named pipe, not a file" */
               _("%s: cannot be read: it is %s, not a file"), display_name,
               _cp_file_describe_mode (st.st_mode));
  return NULL;
}
