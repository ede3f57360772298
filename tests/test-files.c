/* test-files.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* For unshare(). */
#define _GNU_SOURCE 1

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sched.h>
#include <sys/file.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <grp.h>
#include <unistd.h>

#include "cp-catalog.h"
#include "cp-diagram-export.h"
#include "cp-file-io.h"
#include "cp-test-planner.h"
#include "cp-test-util.h"

/* Files the person names: a catalog is read only when it is a regular
 * file, without ever blocking; an export never replaces a special file, a
 * symbolic link, a hard link or a file's mode, and leaves no temporary
 * file behind, even when killed. */

#define WIDTH 600
#define HEIGHT 400

static CpCatalog *catalog;

static CpBuild *
make_build (void)
{
  g_autoptr(GError) error = NULL;
  CpBuild *build = cp_test_catalog_evaluate (catalog, cp_catalog_find_unit (catalog, "dgx-h100"), 3,
                                        1920 * CP_MB_PER_GB, 1, &error);

  g_assert_no_error (error);

  return build;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char **) a, *(const char **) b);
}

/* The names in @dir, sorted, joined by spaces: what a person listing the
 * folder (hidden files too) would see. */
static char *
list_dir (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);

  return g_strjoinv (" ", (char **) names->pdata);
}

static void
assert_dir_is (const char *dir,
               const char *names)
{
  g_autofree char *listed = list_dir (dir);

  g_assert_cmpstr (listed, ==, names);
}

static char *
read_all (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);

  return contents;
}

static gboolean
is_png (const char *path)
{
  g_autofree char *contents = read_all (path);

  return g_str_has_prefix (contents, "\x89PNG");
}

static gboolean
export (const char  *path,
        GError     **error)
{
  g_autoptr(CpBuild) build = make_build ();

  return cp_diagram_export (build, path, WIDTH, HEIGHT, CP_DIAGRAM_PALETTE_LIGHT, error);
}

static void
test_new_file (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("test-files");
  g_autofree char *path = g_build_filename (dir, "d.png", NULL);
  g_autoptr(GError) error = NULL;
  struct stat st;
  mode_t mask = umask (022);

  umask (mask);
  g_assert_true (export (path, &error));
  g_assert_no_error (error);
  g_assert_true (is_png (path));
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0666 & ~mask);
  assert_dir_is (dir, "d.png");

  cp_test_remove_tmpdir (dir);
}

/* A mode-600 file stays 600. */
static void
test_keeps_mode (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("test-files");
  g_autofree char *path = g_build_filename (dir, "d.png", NULL);
  g_autoptr(GError) error = NULL;
  struct stat st;

  g_file_set_contents (path, "old", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);

  g_assert_true (export (path, &error));
  g_assert_no_error (error);
  g_assert_true (is_png (path));
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);
  g_assert_cmpint (st.st_uid, ==, getuid ());
  assert_dir_is (dir, "d.png");

  cp_test_remove_tmpdir (dir);
}

/* A symbolic link stays a link, and its target (through a chain of
 * relative links) gets the new contents. A dangling link gets a target. */
static void
test_symlink (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("test-files");
  g_autofree char *sub = g_build_filename (dir, "sub", NULL);
  g_autofree char *target = g_build_filename (sub, "real.png", NULL);
  g_autofree char *link1 = g_build_filename (dir, "link1.png", NULL);
  g_autofree char *link2 = g_build_filename (dir, "link2.png", NULL);
  g_autofree char *dangling = g_build_filename (dir, "dangling.png", NULL);
  g_autofree char *made = g_build_filename (dir, "made.png", NULL);
  g_autofree char *loop = g_build_filename (dir, "loop.png", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *pointed = NULL;
  struct stat st;

  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0);
  g_file_set_contents (target, "old", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (target, 0640), ==, 0);
  g_assert_cmpint (symlink ("sub/real.png", link1), ==, 0);
  g_assert_cmpint (symlink ("link1.png", link2), ==, 0);

  g_assert_true (export (link2, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_lstat (link2, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_cmpint (g_lstat (link1, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  pointed = g_file_read_link (link1, NULL);
  g_assert_cmpstr (pointed, ==, "sub/real.png");
  g_assert_true (is_png (target));
  g_assert_cmpint (g_stat (target, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0640);

  g_assert_cmpint (symlink ("made.png", dangling), ==, 0);
  g_assert_true (export (dangling, &error));
  g_assert_no_error (error);
  g_assert_true (is_png (made));
  g_assert_cmpint (g_lstat (dangling, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));

  /* A loop is an error, not a hang. */
  g_assert_cmpint (symlink ("loop.png", loop), ==, 0);
  g_assert_false (export (loop, &error));
  g_assert_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_WRITE);
  g_assert_nonnull (strstr (error->message, g_strerror (ELOOP)));

  assert_dir_is (dir, "dangling.png link1.png link2.png loop.png made.png sub");
  assert_dir_is (sub, "real.png");
  cp_test_remove_tmpdir (dir);
}

/* Two names of one file stay one file, with the new contents. */
static void
test_hard_link (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("test-files");
  g_autofree char *path = g_build_filename (dir, "d.png", NULL);
  g_autofree char *other = g_build_filename (dir, "other.png", NULL);
  g_autoptr(GError) error = NULL;
  struct stat st, other_st;

  g_file_set_contents (path, "an old file that is longer than nothing", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (link (path, other), ==, 0);

  g_assert_true (export (path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (g_stat (other, &other_st), ==, 0);
  g_assert_cmpuint (st.st_ino, ==, other_st.st_ino);
  g_assert_cmpuint (st.st_nlink, ==, 2);
  g_assert_true (is_png (other));
  assert_dir_is (dir, "d.png other.png");

  cp_test_remove_tmpdir (dir);
}

/* A hard-linked file is written over in place; when the write cannot
 * succeed (here the file size limit, EFBIG, standing in for a full disk),
 * both names keep the old contents byte for byte, and nothing is left
 * beside them. */
static void
test_hard_link_cannot_write (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *other = NULL;
  g_autofree char *contents = NULL;
  const char *old = "an old file that is longer than nothing";

  if (g_test_subprocess ())
    {
      struct rlimit limit = { 4096, 4096 };
      g_autoptr(GError) error = NULL;

      /* Past the limit a write fails with EFBIG instead of a signal. */
      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      g_assert_false (export (g_getenv ("CP_TEST_TARGET"), &error));
      g_assert_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_WRITE);
      g_assert_true (g_str_has_suffix (error->message, g_strerror (EFBIG)));
      return;
    }

  dir = cp_test_make_tmpdir ("test-files");
  path = g_build_filename (dir, "d.png", NULL);
  other = g_build_filename (dir, "other.png", NULL);
  g_assert_true (g_file_set_contents (path, old, -1, NULL));
  g_assert_cmpint (link (path, other), ==, 0);

  g_setenv ("CP_TEST_TARGET", path, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  g_unsetenv ("CP_TEST_TARGET");

  contents = read_all (other);
  g_assert_cmpstr (contents, ==, old);
  assert_dir_is (dir, "d.png other.png");

  cp_test_remove_tmpdir (dir);
}

/* Fills the file system of @dir, to its last block. */
static void
fill_disk (const char *dir)
{
  g_autofree char *filler = g_build_filename (dir, "filler", NULL);
  char block[4096] = { 0 };
  int fd = g_open (filler, O_WRONLY | O_CREAT | O_CLOEXEC, 0600);

  g_assert_cmpint (fd, >=, 0);
  while (write (fd, block, sizeof block) > 0)
    ;
  /* The last, partial block. */
  while (write (fd, block, 1) > 0)
    ;
  close (fd);
}

/* A full disk: for real where the machine lets a test mount a small tmpfs
 * in a mount namespace of its own (root, outside most CI containers),
 * else a file-size limit standing in for it (the write fails with EFBIG
 * where a full disk gives ENOSPC). Either way an export onto a hard-linked
 * file and onto a plain one fails and leaves every target byte for byte as
 * it was. */
static void
test_full_disk (void)
{
  const char *old = "an old file that is longer than nothing";
  g_autofree char *top = NULL;

  if (g_test_subprocess ())
    {
      g_autofree char *dir = g_build_filename (g_getenv ("CP_TEST_TARGET"), "disk", NULL);
      g_autofree char *linked = g_build_filename (dir, "d.png", NULL);
      g_autofree char *other = g_build_filename (dir, "other.png", NULL);
      g_autofree char *plain = g_build_filename (dir, "plain.png", NULL);
      g_autoptr(GError) error = NULL;
      gboolean mounted;
      int expected = ENOSPC;

      g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
      mounted = unshare (CLONE_NEWNS) == 0 &&
                mount ("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0 &&
                mount ("tmpfs", dir, "tmpfs", 0, "size=300k") == 0;

      g_assert_true (g_file_set_contents (linked, old, -1, NULL));
      g_assert_cmpint (link (linked, other), ==, 0);
      g_assert_true (g_file_set_contents (plain, old, -1, NULL));
      if (mounted)
        fill_disk (dir);
      else
        {
          struct rlimit limit = { 4096, 4096 };

          g_test_message ("no tmpfs may be mounted here: a file-size limit stands in for the full disk");
          signal (SIGXFSZ, SIG_IGN);
          g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
          expected = EFBIG;
        }

      for (const char *const *path = (const char *[]) { linked, plain, NULL }; *path; path++)
        {
          g_autofree char *contents = NULL;

          g_assert_false (export (*path, &error));
          g_assert_true (g_str_has_suffix (error->message, g_strerror (expected)));
          g_clear_error (&error);
          contents = read_all (*path);
          g_assert_cmpstr (contents, ==, old);
        }
      assert_dir_is (dir, mounted ? "d.png filler other.png plain.png" : "d.png other.png plain.png");
      return;
    }

  top = cp_test_make_tmpdir ("test-files");
  g_setenv ("CP_TEST_TARGET", top, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_unsetenv ("CP_TEST_TARGET");
  g_test_trap_assert_passed ();

  cp_test_remove_tmpdir (top);
}

/* A read-only file, or another user's in a folder the writer may write
 * in, is not replaced: its owner made it so. */
static void
test_protected_targets (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("test-files");
  g_autofree char *path = g_build_filename (dir, "d.png", NULL);
  g_autofree char *expected = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  g_assert_false (export (path, &error));
  g_assert_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_WRITE);
  expected = g_strdup_printf ("%s: cannot replace it: it is read-only (make it writable first to "
                              "replace it)", path);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);
  g_assert_false (cp_file_check_writable_path (path, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_WRITE,
                                               &error));
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);
  contents = read_all (path);
  g_assert_cmpstr (contents, ==, "old");

  /* Another user's file takes root to make. */
  g_assert_cmpint (g_chmod (path, 0666), ==, 0);
  if (geteuid () == 0)
    {
      g_autofree char *other_expected = g_strdup_printf ("%s: cannot replace it: it belongs to "
                                                         "another user", path);

      g_assert_cmpint (chown (path, 65534, 65534), ==, 0);
      g_assert_false (export (path, &error));
      g_assert_cmpstr (error->message, ==, other_expected);
      g_clear_error (&error);
      g_clear_pointer (&contents, g_free);
      contents = read_all (path);
      g_assert_cmpstr (contents, ==, "old");
    }
  assert_dir_is (dir, "d.png");

  cp_test_remove_tmpdir (dir);
}

/* The user tests run as when they run as root: "nobody". */
#define OTHER_UID 65534
#define OTHER_GID 65534

/* As a person without root sees it (issue 26): a folder of another user
 * they may not write in takes no file, and another user's file in a
 * folder they may write in is not replaced. Root writes anywhere, so as
 * root the checks run in a child that has become "nobody"; as anyone
 * else, in a child as they are, on a folder of their own they may not
 * write in (a file of another user takes root to make: then only that
 * part goes unchecked, and the log says so). */
static void
test_unprivileged_targets (void)
{
  g_autofree char *top = NULL;
  g_autofree char *theirs = NULL;
  g_autofree char *shared = NULL;
  g_autofree char *their_file = NULL;
  g_autofree char *kept = NULL;

  if (g_test_subprocess ())
    {
      const char *dir = g_getenv ("CP_TEST_TARGET");
      gboolean other_file = g_strcmp0 (g_getenv ("CP_TEST_OTHER_FILE"), "1") == 0;
      g_autoptr(GError) error = NULL;
      g_autofree char *inside = NULL;
      g_autofree char *expected = NULL;
      g_autofree char *contents = NULL;

      theirs = g_build_filename (dir, "theirs", NULL);
      shared = g_build_filename (dir, "shared", NULL);
      their_file = g_build_filename (shared, "their.png", NULL);
      inside = g_build_filename (theirs, "d.png", NULL);

      if (geteuid () == 0)
        {
          /* Not "if it can": a root that cannot stop being root would
           * write anywhere, and the checks below would fail, saying so. */
          g_assert_cmpint (setgroups (0, NULL), ==, 0);
          g_assert_cmpint (setresgid (OTHER_GID, OTHER_GID, OTHER_GID), ==, 0);
          g_assert_cmpint (setresuid (OTHER_UID, OTHER_UID, OTHER_UID), ==, 0);
        }
      g_assert_cmpint (geteuid (), !=, 0);
      g_assert_cmpint (access (theirs, W_OK), !=, 0);

      /* A folder not ours to write in: refused, saying why, nothing made. */
      g_assert_false (export (inside, &error));
      g_assert_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_WRITE);
      g_assert_nonnull (strstr (error->message, inside));
      g_assert_true (g_str_has_suffix (error->message, g_strerror (EACCES)));
      g_clear_error (&error);
      assert_dir_is (theirs, "kept.png");

      /* Another user's file in a folder we may write in: not replaced. */
      if (other_file)
        {
          expected = g_strdup_printf ("%s: cannot replace it: it belongs to another user",
                                      their_file);
          g_assert_false (export (their_file, &error));
          g_assert_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_WRITE);
          g_assert_cmpstr (error->message, ==, expected);
          g_clear_error (&error);
          contents = read_all (their_file);
          g_assert_cmpstr (contents, ==, "old");
          assert_dir_is (shared, "their.png");
        }

      /* And where we may write, we do: the refusals above are not all
       * there is. */
      {
        g_autofree char *mine = g_build_filename (shared, "mine.png", NULL);

        g_assert_true (export (mine, &error));
        g_assert_no_error (error);
        g_assert_true (is_png (mine));
      }
      return;
    }

  top = cp_test_make_tmpdir ("test-files");
  theirs = g_build_filename (top, "theirs", NULL);
  shared = g_build_filename (top, "shared", NULL);
  their_file = g_build_filename (shared, "their.png", NULL);
  kept = g_build_filename (theirs, "kept.png", NULL);
  /* The child, whoever it is, reaches both folders. */
  g_assert_cmpint (g_chmod (top, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (theirs, 0755), ==, 0);
  g_assert_true (g_file_set_contents (kept, "old", -1, NULL));
  g_assert_cmpint (g_mkdir (shared, 0777), ==, 0);
  g_assert_cmpint (g_chmod (shared, 0777), ==, 0);
  if (geteuid () == 0)
    {
      /* theirs is root's; their.png root's, writable by all. */
      g_assert_true (g_file_set_contents (their_file, "old", -1, NULL));
      g_assert_cmpint (g_chmod (their_file, 0666), ==, 0);
      g_setenv ("CP_TEST_OTHER_FILE", "1", TRUE);
    }
  else
    {
      g_assert_cmpint (g_chmod (theirs, 0555), ==, 0);
      g_test_message ("not root: no file of another user can be made, so only the folder "
                      "that may not be written in is checked");
      g_setenv ("CP_TEST_OTHER_FILE", "0", TRUE);
    }

  g_setenv ("CP_TEST_TARGET", top, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_unsetenv ("CP_TEST_TARGET");
  g_unsetenv ("CP_TEST_OTHER_FILE");
  g_test_trap_assert_passed ();

  g_assert_cmpint (g_chmod (theirs, 0755), ==, 0);
  {
    g_autofree char *contents = read_all (kept);

    g_assert_cmpstr (contents, ==, "old");
  }
  cp_test_remove_tmpdir (top);
}

/* What is not a regular file is refused, says what it is, and stays. */
static void
test_special_targets (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("test-files");
  g_autofree char *fifo = g_build_filename (dir, "fifo.png", NULL);
  g_autofree char *sock = g_build_filename (dir, "sock.png", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder.png", NULL);
  g_autofree char *to_fifo = g_build_filename (dir, "to-fifo.png", NULL);
  struct sockaddr_un address = { .sun_family = AF_UNIX };
  static const struct {
    const char *name;
    const char *what;
    mode_t      type;
  } cases[] = {
    { "fifo.png", "it is a named pipe, not a file", S_IFIFO },
    { "to-fifo.png", "it is a named pipe, not a file", S_IFLNK },
    { "sock.png", "it is a socket, not a file", S_IFSOCK },
    { "folder.png", "it is a folder, not a file", S_IFDIR },
  };
  int fd;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink ("fifo.png", to_fifo), ==, 0);
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  fd = socket (AF_UNIX, SOCK_STREAM, 0);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpuint (strlen (sock), <, sizeof address.sun_path);
  strcpy (address.sun_path, sock);
  g_assert_cmpint (bind (fd, (struct sockaddr *) &address, sizeof address), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (dir, cases[i].name, NULL);
      g_autofree char *expected = g_strdup_printf ("%s: cannot be written: %s", path, cases[i].what);
      g_autoptr(GError) error = NULL;
      struct stat st;

      g_assert_false (export (path, &error));
      g_assert_error (error, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_WRITE);
      g_assert_cmpstr (error->message, ==, expected);
      g_assert_cmpint (g_lstat (path, &st), ==, 0);
      g_assert_cmpint (st.st_mode & S_IFMT, ==, cases[i].type);
      g_clear_error (&error);

      /* The same is known before writing anything. */
      g_assert_false (cp_file_check_writable_path (path, CP_DIAGRAM_ERROR,
                                                   CP_DIAGRAM_ERROR_WRITE, &error));
      g_assert_cmpstr (error->message, ==, expected);
    }

  close (fd);
  assert_dir_is (dir, "fifo.png folder.png sock.png to-fifo.png");
  cp_test_remove_tmpdir (dir);
}

/* An export that is abandoned (it failed to draw, or was cancelled)
 * leaves the old file and nothing else. */
static void
test_abandoned (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("test-files");
  g_autofree char *path = g_build_filename (dir, "d.txt", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  CpFileReplace *replace;

  g_file_set_contents (path, "old", -1, &error);
  g_assert_no_error (error);

  replace = cp_file_replace_begin (path, CP_DIAGRAM_ERROR, CP_DIAGRAM_ERROR_WRITE, &error);
  g_assert_no_error (error);
  g_assert_true (g_output_stream_write_all (cp_file_replace_get_stream (replace), "new", 3,
                                            NULL, NULL, &error));
  cp_file_replace_free (replace);

  contents = read_all (path);
  g_assert_cmpstr (contents, ==, "old");
  assert_dir_is (dir, "d.txt");

  cp_test_remove_tmpdir (dir);
}

/* Temporary files of dead exports go on the next export to the folder;
 * one whose writer lives (it holds the lock), and files that are not
 * ours by name, stay. */
static void
test_stale_tmp_files (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("test-files");
  g_autofree char *path = g_build_filename (dir, "d.png", NULL);
  g_autofree char *dead = g_build_filename (dir, ".d.png.cptmp-Ab12Cd", NULL);
  g_autofree char *live = g_build_filename (dir, ".e.svg.cptmp-Zz99zZ", NULL);
  g_autofree char *other = g_build_filename (dir, ".d.png.Ab12Cd", NULL);
  g_autofree char *not_quite = g_build_filename (dir, ".d.png.cptmp-Ab12C!", NULL);
  g_autoptr(GError) error = NULL;
  int live_fd;

  for (const char *const *name = (const char *[]) { dead, live, other, not_quite, NULL }; *name; name++)
    {
      g_file_set_contents (*name, "partial", -1, &error);
      g_assert_no_error (error);
    }
  live_fd = g_open (live, O_RDONLY | O_CLOEXEC, 0);
  g_assert_cmpint (flock (live_fd, LOCK_EX | LOCK_NB), ==, 0);

  g_assert_true (export (path, &error));
  g_assert_no_error (error);
  assert_dir_is (dir, ".d.png.Ab12Cd .d.png.cptmp-Ab12C! .e.svg.cptmp-Zz99zZ d.png");

  close (live_fd);
  cp_test_remove_tmpdir (dir);
}

/* Reading: only a regular file, and a named pipe never blocks. */
static void
test_read_regular_only (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("test-files");
  g_autofree char *fifo = g_build_filename (dir, "catalog.json", NULL);
  g_autofree char *expected = g_strdup_printf ("%s: cannot be read: it is a named pipe, not a file", fifo);
  g_autoptr(GFile) file = g_file_new_for_path (fifo);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/catalog.json");
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

  /* With no writer on the pipe, opening it to read would wait forever:
   * the alarm ends a test that hangs. */
  alarm (20);
  g_assert_null (cp_catalog_new_from_file (file, &error));
  alarm (0);
  g_assert_error (error, CP_FILE_ERROR, CP_FILE_ERROR_READ);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);

  g_assert_null (cp_catalog_new_from_file (folder, &error));
  g_assert_error (error, CP_FILE_ERROR, CP_FILE_ERROR_READ);
  g_assert_true (g_str_has_suffix (error->message, ": cannot be read: it is a folder, not a file"));
  g_clear_error (&error);

  /* The path is named once, and the reason follows. */
  g_assert_null (cp_catalog_new_from_file (missing, &error));
  g_assert_cmpstr (error->message, ==, "/nonexistent/catalog.json: cannot be read: No such file or directory");
  g_clear_error (&error);

  cp_test_remove_tmpdir (dir);
}

/* Exports killed with SIGKILL at any moment, and many in the middle of
 * writing, leave the old file or the complete new one, never a mix; and
 * nothing else stays in the folder but, for an instant between its naming
 * and its rename, a temporary file of a dead export, which the next export
 * removes. */
static void
test_killed_exports (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("test-files");
  g_autofree char *path = g_build_filename (dir, "d.png", NULL);
  g_autofree char *option = g_strconcat ("--export-diagram=", path, NULL);
  const char *args[] = { "--size", "deepseek-v4-pro", option, NULL };

  cp_test_kill_writes (path, args, 100);
  assert_dir_is (dir, "d.png");

  cp_test_remove_tmpdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;

  g_test_init (&argc, &argv, NULL);

  catalog = cp_catalog_new_builtin (&error);
  g_assert_no_error (error);

  g_test_add_func ("/cluster-planner/files/new-file", test_new_file);
  g_test_add_func ("/cluster-planner/files/keeps-mode", test_keeps_mode);
  g_test_add_func ("/cluster-planner/files/symlink", test_symlink);
  g_test_add_func ("/cluster-planner/files/hard-link", test_hard_link);
  g_test_add_func ("/cluster-planner/files/hard-link-cannot-write", test_hard_link_cannot_write);
  g_test_add_func ("/cluster-planner/files/full-disk", test_full_disk);
  g_test_add_func ("/cluster-planner/files/protected-targets", test_protected_targets);
  g_test_add_func ("/cluster-planner/files/unprivileged-targets", test_unprivileged_targets);
  g_test_add_func ("/cluster-planner/files/special-targets", test_special_targets);
  g_test_add_func ("/cluster-planner/files/abandoned", test_abandoned);
  g_test_add_func ("/cluster-planner/files/stale-tmp-files", test_stale_tmp_files);
  g_test_add_func ("/cluster-planner/files/read-regular-only", test_read_regular_only);
  g_test_add_func ("/cluster-planner/files/killed-exports", test_killed_exports);

  return g_test_run ();
}
