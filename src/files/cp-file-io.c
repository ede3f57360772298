/* cp-file-io.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-file-io"

/* For O_TMPFILE. */
#define _GNU_SOURCE 1

#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <gio/gunixoutputstream.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cp-file-io.h"
#include "cp-file-private.h"
#include "cp-format.h"
#include "cp-text.h"

/* Replacing a file the person named: a diagram, quote or plan to write.
 * Reading one is in cp-file-read.c.
 *
 * Writing never replaces what is not a regular file, writes through a
 * symbolic link to its target, and keeps the old file's mode and owner.
 * GIO's g_file_replace() (GLib 2.74) falls short here: it writes a new
 * file, a symbolic link's target and a hard-linked file in place (a killed
 * export leaves half a file) and leaves its ".goutputstream-XXXXXX" behind
 * when killed. So the new contents go into an unnamed file in the target's
 * folder (O_TMPFILE), which a crash leaves nowhere, and get a name only for
 * the instant before the rename over the target. Where the folder cannot
 * hold an unnamed file, a named one (".NAME.cptmp-XXXXXX") is used; each is
 * locked while its writer lives, and the next export to the folder removes
 * the ones whose writer died.
 *
 * A file with several hard links is written in place, so the links stay
 * one file; but only once the whole document is ready, written and synced
 * in a temporary file beside it (so the disk has room for it), and the
 * room for it reserved in the target itself: a full disk or a file size
 * limit then fails before the first byte of the target changes.
 *
 * A file that is read-only, or another user's, is not replaced: its owner
 * made it so, and a writable folder is no leave to write over it. */

#define TMP_MARK "cptmp-"
#define TMP_SUFFIX_LENGTH 6
#define MAX_SYMLINKS 40

struct _CpFileReplace
{
  GQuark         domain;
  int            code;
  char          *display;
  /* The file that is replaced: the path given, with symbolic links
   * followed to the end. */
  char          *target;
  char          *folder;
  /* The new contents: an unnamed file (O_TMPFILE), a named temporary
   * file, or (for a hard-linked target) memory. */
  int            fd;
  gboolean       unnamed;
  char          *tmpname;
  gboolean       in_place;
  dev_t          target_dev;
  ino_t          target_ino;
  GOutputStream *stream;
};

G_GNUC_PRINTF (4, 5)
static gboolean
fail (GError     **error,
      GQuark       domain,
      int          code,
      const char  *format,
      ...)
{
  va_list args;

  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (domain, code, format, args));
  va_end (args);

  return FALSE;
}

/* "NAME: cannot write: REASON" for @saved_errno. */
static gboolean
fail_write (const CpFileReplace  *self,
            int                   saved_errno,
            GError              **error)
{
  return fail (error, self->domain, self->code, _("%s: cannot write: %s"),
               self->display, g_strerror (saved_errno));
}

/* Follows symbolic links from @filename to the file they end at, which
 * may not exist yet. @st is that file's, when @exists. */
static char *
resolve_target (const char   *filename,
                const char   *display,
                GQuark        domain,
                int           code,
                struct stat  *st,
                gboolean     *exists,
                GError      **error)
{
  g_autofree char *path = g_strdup (filename);

  for (guint hops = 0; hops <= MAX_SYMLINKS; hops++)
    {
      g_autofree char *link = NULL;
      g_autofree char *folder = NULL;

      if (g_lstat (path, st) != 0)
        {
          int saved_errno = errno;

          if (saved_errno == ENOENT)
            {
              *exists = FALSE;
              return g_steal_pointer (&path);
            }

          fail (error, domain, code, _("%s: cannot write: %s"), display, g_strerror (saved_errno));
          return NULL;
        }

      if (!S_ISLNK (st->st_mode))
        {
          *exists = TRUE;
          return g_steal_pointer (&path);
        }

      link = g_file_read_link (path, NULL);
      if (link == NULL)
        {
          int saved_errno = errno;

          fail (error, domain, code, _("%s: cannot write: %s"), display, g_strerror (saved_errno));
          return NULL;
        }
      if (g_path_is_absolute (link))
        {
          g_free (path);
          path = g_steal_pointer (&link);
        }
      else
        {
          folder = g_path_get_dirname (path);
          g_free (path);
          path = g_build_filename (folder, link, NULL);
        }
    }

  fail (error, domain, code, _("%s: cannot write: %s"), display, g_strerror (ELOOP));
  return NULL;
}

/* Whether @name is a temporary file of ours: ".NAME.cptmp-XXXXXX". */
static gboolean
is_tmp_name (const char *name)
{
  gsize length = strlen (name);
  const char *mark;

  if (name[0] != '.' || length < 2 + strlen (TMP_MARK) + TMP_SUFFIX_LENGTH)
    return FALSE;

  mark = name + length - TMP_SUFFIX_LENGTH - strlen (TMP_MARK);
  if (mark[-1] != '.' || strncmp (mark, TMP_MARK, strlen (TMP_MARK)) != 0)
    return FALSE;

  for (const char *p = mark + strlen (TMP_MARK); *p != '\0'; p++)
    {
      if (!g_ascii_isalnum (*p))
        return FALSE;
    }

  return TRUE;
}

/* Removes the temporary files in @folder whose writer died: ours by name
 * and owner, and unlocked, since a live writer holds a lock on its
 * temporary file from before it has a name until it is renamed. Best
 * effort: anything unexpected is left alone. */
static void
remove_stale_tmp_files (const char *folder)
{
  DIR *dir = opendir (folder);
  struct dirent *entry;

  if (dir == NULL)
    return;

  while ((entry = readdir (dir)) != NULL)
    {
      struct stat st;
      int fd;

      if (!is_tmp_name (entry->d_name))
        continue;

      fd = openat (dirfd (dir), entry->d_name,
                   O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
      if (fd < 0)
        continue;

      if (fstat (fd, &st) == 0 && S_ISREG (st.st_mode) && st.st_uid == geteuid () &&
          flock (fd, LOCK_EX | LOCK_NB) == 0)
        unlinkat (dirfd (dir), entry->d_name, 0);

      close (fd);
    }

  closedir (dir);
}

/* "<folder>/.NAME.cptmp-XXXXXX" with a fresh random suffix. */
static char *
make_tmp_name (const CpFileReplace *self)
{
  static const char chars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  g_autofree char *basename = g_path_get_basename (self->target);
  g_autofree char *name = NULL;
  char suffix[TMP_SUFFIX_LENGTH + 1];

  for (guint i = 0; i < TMP_SUFFIX_LENGTH; i++)
    suffix[i] = chars[g_random_int_range (0, sizeof chars - 1)];
  suffix[TMP_SUFFIX_LENGTH] = '\0';

  name = g_strdup_printf (".%s." TMP_MARK "%s", basename, suffix);

  return g_build_filename (self->folder, name, NULL);
}

/* Opens the file the new contents go to, locked. */
static gboolean
open_tmp_file (CpFileReplace  *self,
               GError        **error)
{
  int saved_errno;

  /* Linking an unnamed file needs /proc (linkat with AT_EMPTY_PATH needs
   * a privilege). */
  if (g_file_test ("/proc/self/fd", G_FILE_TEST_IS_DIR))
    {
      self->fd = g_open (self->folder, O_TMPFILE | O_RDWR | O_CLOEXEC, 0666);
      if (self->fd >= 0)
        {
          self->unnamed = TRUE;
          flock (self->fd, LOCK_EX);
          return TRUE;
        }
      if (errno == ENOENT || errno == EACCES || errno == EROFS || errno == ENOSPC ||
          errno == EDQUOT || errno == ENOTDIR)
        goto failed;
      /* Otherwise the file system cannot hold unnamed files. */
    }

  for (guint attempt = 0; attempt < 100; attempt++)
    {
      struct stat st;

      g_free (self->tmpname);
      self->tmpname = make_tmp_name (self);
      self->fd = g_open (self->tmpname, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0666);
      if (self->fd < 0 && errno == EEXIST)
        continue;
      if (self->fd < 0)
        {
          g_clear_pointer (&self->tmpname, g_free);
          goto failed;
        }

      /* Another export may have taken the new file for a dead writer's
       * in the instant before the lock: then it is gone, and it is made
       * again. */
      flock (self->fd, LOCK_EX);
      if (fstat (self->fd, &st) == 0 && st.st_nlink > 0)
        return TRUE;

      close (self->fd);
      self->fd = -1;
    }

  errno = EEXIST;

failed:
  saved_errno = errno;
  {
    g_autofree char *folder = cp_text_display_filename (self->folder);

    return fail (error, self->domain, self->code,
                 /* TRANSLATORS: e.g. "/srv/diagram.png: cannot write in the folder
                  * “/srv”: Permission denied" */
                 _("%s: cannot write in the folder “%s”: %s"),
                 self->display, folder, g_strerror (saved_errno));
  }
}

/* Whether a file can be made in @folder: 0, or why not. Tried rather than
 * asked (access() says yes to root on a read-only file system), and left
 * nowhere: an unnamed file, or a named one removed at once. */
static int
probe_folder (const char *folder)
{
  g_autofree char *name = NULL;
  int fd;

  fd = g_open (folder, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0600);
  if (fd >= 0)
    {
      close (fd);
      return 0;
    }
  if (errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL)
    return errno;

  name = g_strdup_printf ("%s/.probe." TMP_MARK "%06x", folder,
                          g_random_int_range (0, 0xffffff));
  fd = g_open (name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
  if (fd < 0)
    return errno == EEXIST ? 0 : errno;
  close (fd);
  g_unlink (name);

  return 0;
}

/* Checks that @filename may be replaced: missing, or a regular file
 * (through any symbolic links); @st is the one that is replaced. */
static char *
check_target (const char   *filename,
              const char   *display,
              GQuark        domain,
              int           code,
              struct stat  *st,
              gboolean     *exists,
              GError      **error)
{
  g_autofree char *target = resolve_target (filename, display, domain, code, st, exists, error);
  g_autofree char *folder = NULL;
  struct stat folder_st;
  int saved_errno = 0;

  if (target == NULL)
    return NULL;

  if (*exists && !S_ISREG (st->st_mode))
    {
      fail (error, domain, code,
            /* TRANSLATORS: e.g. "/dev/null: cannot be written: it is a device, not a file" */
            _("%s: cannot be written: it is %s, not a file"), display, _cp_file_describe_mode (st->st_mode));
      return NULL;
    }

  if (*exists && st->st_uid != geteuid ())
    {
      fail (error, domain, code,
            /* TRANSLATORS: e.g. "/srv/quote.pdf: cannot replace it: it belongs to another
             * user" */
            _("%s: cannot replace it: it belongs to another user"), display);
      return NULL;
    }
  if (*exists && ((st->st_mode & 0222) == 0 || access (target, W_OK) != 0))
    {
      fail (error, domain, code,
            /* TRANSLATORS: e.g. "quote.pdf: cannot replace it: it is read-only (make it
             * writable first to replace it)" */
            _("%s: cannot replace it: it is read-only (make it writable first to replace it)"),
            display);
      return NULL;
    }

  folder = g_path_get_dirname (target);
  if (g_stat (folder, &folder_st) != 0)
    saved_errno = errno;
  else if (!S_ISDIR (folder_st.st_mode))
    saved_errno = ENOTDIR;
  else
    saved_errno = probe_folder (folder);

  if (saved_errno != 0)
    {
      g_autofree char *folder_display = cp_text_display_filename (folder);

      fail (error, domain, code, _("%s: cannot write in the folder “%s”: %s"),
            display, folder_display, g_strerror (saved_errno));
      return NULL;
    }

  return g_steal_pointer (&target);
}

/**
 * cp_file_check_writable_path:
 * @filename: a file to write
 * @error_domain: the domain of the error
 * @error_code: its code
 * @error: (out): why it cannot be written, starting with the file's name
 *
 * Checks, without writing, what cp_file_replace_begin() checks: that
 * @filename is missing or a regular file (through symbolic links) the
 * user owns and may write, in a folder that exists and where a file can
 * be made. Used to check every file of a command before
 * writing any of them.
 *
 * Returns: whether @filename looks writable.
 */
gboolean
cp_file_check_writable_path (const char  *filename,
                             GQuark       error_domain,
                             int          error_code,
                             GError     **error)
{
  g_autofree char *display = NULL;
  g_autofree char *target = NULL;
  struct stat st;
  gboolean exists;

  g_return_val_if_fail (filename != NULL, FALSE);

  display = cp_text_display_filename (filename);
  if (*filename == '\0')
    return fail (error, error_domain, error_code, _("%s: cannot write: %s"), display,
                 g_strerror (ENOENT));

  target = check_target (filename, display, error_domain, error_code, &st, &exists, error);

  return target != NULL;
}

/**
 * cp_file_replace_begin:
 * @filename: the file to write
 * @error_domain: the domain of the errors this sets
 * @error_code: their code
 * @error: (out): why not, starting with the file's name
 *
 * Starts replacing @filename: checks it may be (see
 * cp_file_check_writable_path()) and opens where its new contents go.
 * Write them to cp_file_replace_get_stream(), then call
 * cp_file_replace_commit(); freeing it without a commit leaves @filename
 * as it was and nothing else behind.
 *
 * Returns: (transfer full) (nullable): the replacement under way.
 */
CpFileReplace *
cp_file_replace_begin (const char  *filename,
                       GQuark       error_domain,
                       int          error_code,
                       GError     **error)
{
  g_autoptr(CpFileReplace) self = NULL;
  struct stat st;
  gboolean exists;

  g_return_val_if_fail (filename != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_new0 (CpFileReplace, 1);
  self->fd = -1;
  self->domain = error_domain;
  self->code = error_code;
  self->display = cp_text_display_filename (filename);
  if (*filename == '\0')
    {
      fail (error, error_domain, error_code, _("%s: cannot write: %s"), self->display,
            g_strerror (ENOENT));
      return NULL;
    }
  self->target = check_target (filename, self->display, error_domain, error_code,
                               &st, &exists, error);
  if (self->target == NULL)
    return NULL;
  self->folder = g_path_get_dirname (self->target);

  /* A hard link is another name of the very same file: replacing one name
   * would split them. */
  if (exists && st.st_nlink > 1)
    {
      self->in_place = TRUE;
      self->target_dev = st.st_dev;
      self->target_ino = st.st_ino;
      self->stream = g_memory_output_stream_new_resizable ();
      return g_steal_pointer (&self);
    }

  remove_stale_tmp_files (self->folder);

  if (!open_tmp_file (self, error))
    return NULL;

  /* The new file keeps the old one's mode and, where allowed, owner. */
  if (exists)
    {
      if (fchown (self->fd, st.st_uid, st.st_gid) != 0 && fchown (self->fd, (uid_t) -1, st.st_gid) != 0)
        g_debug ("%s: the owner stays the writer's", self->display);
      if (fchmod (self->fd, st.st_mode & 07777) != 0)
        {
          fail_write (self, errno, error);
          return NULL;
        }
    }

  self->stream = g_unix_output_stream_new (self->fd, FALSE);

  return g_steal_pointer (&self);
}

GOutputStream *
cp_file_replace_get_stream (CpFileReplace *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->stream;
}

static gboolean
write_all (int          fd,
           const char  *data,
           gsize        length)
{
  while (length > 0)
    {
      ssize_t n = write (fd, data, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return FALSE;
      data += n;
      length -= n;
    }

  return TRUE;
}

/* Writes the finished document to a temporary file beside the target and
 * syncs it: proof the disk holds it whole, before the target is touched. */
static gboolean
write_aside (CpFileReplace  *self,
             const char     *data,
             gsize           length,
             GError        **error)
{
  if (!open_tmp_file (self, error))
    return FALSE;

  if (!write_all (self->fd, data, length) || (fsync (self->fd) != 0 && errno != EINVAL))
    return fail_write (self, errno, error);

  return TRUE;
}

/* Makes the target hold @length bytes without changing what it says:
 * grown to that size when shorter (taken back on failure), and its blocks
 * reserved, so that writing over it cannot run out of room. */
static int
reserve_target (int                fd,
                const struct stat *st,
                gsize              length)
{
  if ((gsize) st->st_size < length && ftruncate (fd, length) != 0)
    return errno;

  if (length > 0 && fallocate (fd, FALLOC_FL_KEEP_SIZE, 0, length) != 0 &&
      errno != EOPNOTSUPP && errno != ENOSYS)
    {
      int saved_errno = errno;

      if (ftruncate (fd, st->st_size) != 0)
        g_debug ("cannot take the reservation back");
      return saved_errno;
    }

  return 0;
}

/* Writes the finished document over the hard-linked target. */
static gboolean
commit_in_place (CpFileReplace  *self,
                 GError        **error)
{
  GMemoryOutputStream *memory = G_MEMORY_OUTPUT_STREAM (self->stream);
  const char *data = g_memory_output_stream_get_data (memory);
  gsize length = g_memory_output_stream_get_data_size (memory);
  struct stat st;
  int saved_errno;
  int fd;

  if (!write_aside (self, data, length, error))
    return FALSE;

  fd = g_open (self->target, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
  if (fd < 0)
    goto failed;

  if (fstat (fd, &st) != 0 || st.st_dev != self->target_dev || st.st_ino != self->target_ino)
    {
      close (fd);
      errno = ESTALE;
      goto failed;
    }

  saved_errno = reserve_target (fd, &st, length);
  if (saved_errno != 0)
    {
      close (fd);
      errno = saved_errno;
      goto failed;
    }

  if (!write_all (fd, data, length) || ftruncate (fd, length) != 0 ||
      (fsync (fd) != 0 && errno != EINVAL))
    {
      saved_errno = errno;
      close (fd);
      errno = saved_errno;
      goto failed;
    }

  if (close (fd) != 0)
    goto failed;

  return TRUE;

failed:
  return fail_write (self, errno, error);
}

/**
 * cp_file_replace_commit:
 * @self: a replacement under way
 * @error: (out): why not, starting with the file's name
 *
 * Puts the new contents in place: the target is then either the old file
 * or the complete new one, never a mix. A hard-linked target is written
 * over in place, but only once the new contents were written in full
 * beside it and the room for them reserved in it.
 *
 * Returns: whether the file was replaced.
 */
gboolean
cp_file_replace_commit (CpFileReplace  *self,
                        GError        **error)
{
  g_autoptr(GError) close_error = NULL;
  int saved_errno;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (self->stream != NULL, FALSE);

  if (!g_output_stream_close (self->stream, NULL, &close_error))
    return fail (error, self->domain, self->code, _("%s: cannot write: %s"),
                 self->display, close_error->message);

  if (self->in_place)
    return commit_in_place (self, error);

  if (fsync (self->fd) != 0 && errno != EINVAL)
    goto failed;

  if (self->unnamed)
    {
      g_autofree char *proc_path = g_strdup_printf ("/proc/self/fd/%d", self->fd);

      for (guint attempt = 0;; attempt++)
        {
          g_free (self->tmpname);
          self->tmpname = make_tmp_name (self);
          if (linkat (AT_FDCWD, proc_path, AT_FDCWD, self->tmpname, AT_SYMLINK_FOLLOW) == 0)
            break;
          if (errno != EEXIST || attempt == 100)
            {
              g_clear_pointer (&self->tmpname, g_free);
              goto failed;
            }
        }
    }

  if (g_rename (self->tmpname, self->target) != 0)
    {
      saved_errno = errno;
      return fail (error, self->domain, self->code,
                   /* TRANSLATORS: e.g. "diagram.png: cannot replace it: Is a directory" */
                   _("%s: cannot replace it: %s"), self->display, g_strerror (saved_errno));
    }

  /* Renamed: nothing to remove any more. */
  g_clear_pointer (&self->tmpname, g_free);

  return TRUE;

failed:
  return fail_write (self, errno, error);
}

/**
 * cp_file_replace_free:
 * @self: (transfer full): a replacement, committed or not
 *
 * Ends it; when it was not committed, the target is left as it was and
 * the new contents are removed.
 */
void
cp_file_replace_free (CpFileReplace *self)
{
  if (self == NULL)
    return;

  g_clear_object (&self->stream);
  if (self->tmpname != NULL)
    g_unlink (self->tmpname);
  if (self->fd >= 0)
    close (self->fd);

  g_free (self->display);
  g_free (self->target);
  g_free (self->folder);
  g_free (self->tmpname);
  g_free (self);
}
