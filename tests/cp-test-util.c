/* cp-test-util.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-test-util"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "cp-test-util.h"

/* The app remembers its untitled plan and custom models in files under
 * the user's data and state folders, and keeps drafts and quotes there.
 * Every test process gets folders of its own, made before main() runs
 * (and before GLib reads where they are) and removed at its end: what one
 * test remembers never reaches another running beside it, and a test run
 * by hand never touches the person's own. A test that sets its own in
 * main() still can. */
static char *own_dirs;

static void
remove_own_dirs (void)
{
  if (own_dirs != NULL)
    cp_test_remove_tmpdir (own_dirs);
  g_clear_pointer (&own_dirs, g_free);
}

__attribute__((constructor)) static void
use_own_dirs (void)
{
  g_autofree char *own_data = NULL;
  g_autofree char *own_state = NULL;

  own_dirs = g_dir_make_tmp ("cp-test-XXXXXX", NULL);
  if (own_dirs == NULL)
    return;

  own_data = g_build_filename (own_dirs, "data", NULL);
  own_state = g_build_filename (own_dirs, "state", NULL);
  g_setenv ("XDG_DATA_HOME", own_data, TRUE);
  g_setenv ("XDG_STATE_HOME", own_state, TRUE);
  atexit (remove_own_dirs);
}

/* The plumbing the tests share: running the real command line, a
 * temporary folder, and turning the main loop until something holds. */

void
cp_test_run_clear (CpTestRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
  g_clear_pointer (&run->store_warning, g_free);
}

/**
 * cp_test_take_store_warning:
 * @err: what a run of the command line wrote on stderr; changed
 *
 * Takes the line that says the store's details are missing (in English)
 * out of @err: the tests' settings are the schema's defaults, which have
 * none of them, so every quote exported says so.
 *
 * Returns: (nullable): the line taken, or %NULL.
 */
char *
cp_test_take_store_warning (char *err)
{
  static const char prefix[] = "cluster-planner: warning: the quote goes out without the store";
  char *start = err != NULL ? strstr (err, prefix) : NULL;
  char *taken, *end;

  if (start == NULL || (start != err && start[-1] != '\n'))
    return NULL;

  end = strchr (start, '\n');
  end = end != NULL ? end + 1 : start + strlen (start);
  taken = g_strndup (start, end - start);
  memmove (start, end, strlen (end) + 1);

  return taken;
}

static char *
bytes_to_string (GBytes *bytes)
{
  gsize size = 0;
  const char *data = bytes != NULL ? g_bytes_get_data (bytes, &size) : NULL;

  return g_strndup (data != NULL ? data : "", size);
}

/**
 * cp_test_run_cli:
 * @run: where to put what the run gave
 * @env: (nullable): changes to the tests' environment: "NAME=value" sets
 *   NAME, "NAME" alone unsets it
 * @args: the arguments, %NULL-terminated
 *
 * Runs the program meson test names in CLUSTER_PLANNER, as a script
 * would, and waits for it.
 */
void
cp_test_run_cli (CpTestRun          *run,
                 const char * const *env,
                 const char * const *args)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GBytes) out = NULL;
  g_autoptr(GBytes) err = NULL;
  g_autoptr(GError) error = NULL;
  const char *program = g_getenv ("CLUSTER_PLANNER");

  g_assert_nonnull (program);
  g_ptr_array_add (argv, (gpointer) program);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  for (guint i = 0; env != NULL && env[i] != NULL; i++)
    {
      const char *equals = strchr (env[i], '=');

      if (equals == NULL)
        g_subprocess_launcher_unsetenv (launcher, env[i]);
      else
        {
          g_autofree char *name = g_strndup (env[i], equals - env[i]);

          g_subprocess_launcher_setenv (launcher, name, equals + 1, TRUE);
        }
    }

  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate (process, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);

  run->out = bytes_to_string (out);
  run->err = bytes_to_string (err);
  run->store_warning = cp_test_take_store_warning (run->err);
  run->status = g_subprocess_get_if_exited (process) ? g_subprocess_get_exit_status (process) : -1;
}

/* A new empty folder under the temporary one, named after @prefix. */
char *
cp_test_make_tmpdir (const char *prefix)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *tmpl = g_strconcat (prefix, "-XXXXXX", NULL);
  char *dir = g_dir_make_tmp (tmpl, &error);

  g_assert_no_error (error);

  return dir;
}

/* Removes @dir and all in it. A symbolic link is removed, never followed:
 * tests make links to folders and to themselves. */
void
cp_test_remove_tmpdir (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      GStatBuf st;

      if (g_lstat (path, &st) == 0 && S_ISDIR (st.st_mode))
        cp_test_remove_tmpdir (path);
      else
        g_unlink (path);
    }

  g_rmdir (dir);
}

/* Runs what the main loop has ready, until nothing is. */
void
cp_test_spin (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* How long a wait may take before the test gives up on it: generous, for
 * a busy machine. Nothing is timed; a wait ends as soon as what it waits
 * for holds. */
#define WAIT_DEADLINE_S 30

static gboolean
is_set (gpointer data)
{
  return *(gboolean *) data;
}

static gboolean
set_true (gpointer data)
{
  *(gboolean *) data = TRUE;

  return G_SOURCE_REMOVE;
}

/**
 * cp_test_run_timers:
 * @msec: the delay of the timers to run
 *
 * Runs the main loop until the timers already set for @msec milliseconds
 * (or less) have run, such as what GTK leaves behind on a timer: a timer of
 * our own for @msec, set after theirs, runs no earlier than they do.
 */
void
cp_test_run_timers (guint msec)
{
  gboolean done = FALSE;

  g_timeout_add (msec, set_true, &done);
  cp_test_wait_for (is_set, &done);
}

/* Runs the main loop until @done holds; a test that waits in vain fails. */
void
cp_test_wait_for (gboolean (*done) (gpointer),
                  gpointer  data)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_DEADLINE_S * G_USEC_PER_SEC;

  while (!done (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("gave up after %d s waiting for a condition", WAIT_DEADLINE_S);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* The contents of @path, which must be readable. */
char *
cp_test_read_text (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);

  return text;
}

static GSubprocess *
spawn_writer (const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *program = g_getenv ("CLUSTER_PLANNER");
  GSubprocess *process;

  g_assert_nonnull (program);
  g_ptr_array_add (argv, (gpointer) program);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                               &error);
  g_assert_no_error (error);

  return process;
}

static void
run_writer (const char * const *args)
{
  g_autoptr(GSubprocess) process = spawn_writer (args);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_subprocess_wait_check (process, NULL, &error));
  g_assert_no_error (error);
}

/* What a killed writer may leave in the folder of @name, and only if
 * killed in the instant between naming its temporary file and renaming it:
 * that file, ".NAME.cptmp-XXXXXX", which the next writer removes. */
static guint
count_stale (const char *dir,
             const char *name,
             guint       kill)
{
  g_autoptr(GDir) listing = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *prefix = g_strdup_printf (".%s.cptmp-", name);
  const char *entry;
  guint n = 0;

  listing = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((entry = g_dir_read_name (listing)) != NULL)
    {
      if (g_str_equal (entry, name))
        continue;
      if (!g_str_has_prefix (entry, prefix))
        g_error ("kill %u left “%s”", kill, entry);
      n++;
    }

  return n;
}

/* Whether the writer @process holds a temporary file for @name in @dir
 * open: an unnamed one (O_TMPFILE, which /proc shows as "DIR/#INODE
 * (deleted)") or one named ".NAME.cptmp-XXXXXX". That is, whether it is in
 * the middle of its write: between making the new contents' file and
 * renaming it over the target. */
static gboolean
holds_tmp_file (GSubprocess *process,
                const char  *dir,
                const char  *name)
{
  const char *pid = g_subprocess_get_identifier (process);
  g_autofree char *fds = NULL;
  g_autofree char *unnamed = g_strconcat (dir, "/#", NULL);
  g_autofree char *named = g_strdup_printf ("%s/.%s.cptmp-", dir, name);
  g_autoptr(GDir) listing = NULL;
  const char *entry;

  if (pid == NULL)
    return FALSE;

  fds = g_strdup_printf ("/proc/%s/fd", pid);
  listing = g_dir_open (fds, 0, NULL);
  if (listing == NULL)
    return FALSE;

  while ((entry = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *fd = g_build_filename (fds, entry, NULL);
      g_autofree char *target = g_file_read_link (fd, NULL);

      if (target == NULL)
        continue;
      if ((g_str_has_prefix (target, unnamed) && g_str_has_suffix (target, " (deleted)")) ||
          g_str_has_prefix (target, named))
        return TRUE;
    }

  return FALSE;
}

/* Whether @process has ended (without reaping it: GSubprocess does). */
static gboolean
has_ended (GSubprocess *process)
{
  const char *pid = g_subprocess_get_identifier (process);
  siginfo_t info = { 0 };

  if (pid == NULL)
    return TRUE;
  if (waitid (P_PID, atoi (pid), &info, WEXITED | WNOHANG | WNOWAIT) != 0)
    return errno == ECHILD;

  return info.si_pid != 0;
}

/* Stops @process where it is (SIGSTOP), and waits until it has stopped or
 * ended: whatever it holds open then is what it holds when it is killed. */
static void
freeze (GSubprocess *process)
{
  const char *pid = g_subprocess_get_identifier (process);
  siginfo_t info;

  g_subprocess_send_signal (process, SIGSTOP);
  if (pid == NULL)
    return;
  /* GLib's child watch reaps an ended process (and ignores stopped
   * ones): then there is nothing left to wait for. */
  while (waitid (P_PID, atoi (pid), &info, WSTOPPED | WEXITED | WNOWAIT) != 0 && errno == EINTR)
    ;
}

/**
 * cp_test_kill_writes:
 * @path: the file the command writes, alone in its folder
 * @args: the arguments of cluster-planner that write @path, %NULL-ended
 * @kills: how many writes to kill
 *
 * Writes @path once to the end (the new contents, and about how long a
 * write takes), then @kills times over a file holding "old", each killed
 * with SIGKILL: every other one at a random moment of that time, the
 * others in the middle of the write, once the writer holds its temporary
 * file. Each must leave the old file or the complete new one, never a
 * mix, and nothing else but a dead writer's temporary file. The next write
 * to the end removes those.
 *
 * A kill counts as landing mid-write when the writer, stopped just before
 * it, held its temporary file; at least a quarter of the kills must, or
 * the test proves nothing about an interrupted write.
 */
void
cp_test_kill_writes (const char         *path,
                     const char * const *args,
                     guint               kills)
{
  g_autofree char *given_dir = g_path_get_dirname (path);
  g_autofree char *dir = realpath (given_dir, NULL);
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *reference = NULL;
  g_autoptr(GError) error = NULL;
  gsize reference_length;
  gint64 start, duration;
  guint n_old = 0, n_new = 0, n_stale = 0, n_before_end = 0, n_mid_write = 0;

  g_assert_nonnull (dir);
  start = g_get_monotonic_time ();
  run_writer (args);
  duration = g_get_monotonic_time () - start;
  g_file_get_contents (path, &reference, &reference_length, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < kills; i++)
    {
      g_autoptr(GSubprocess) process = NULL;
      g_autofree char *contents = NULL;
      gsize length;
      gboolean mid_write;

      g_file_set_contents (path, "old", -1, &error);
      g_assert_no_error (error);

      process = spawn_writer (args);
      if (i % 2 == 0)
        {
          /* Any moment: before the write, in it, or after. */
          g_usleep (g_random_int_range (0, (gint32) MIN (duration, G_MAXINT32)));
        }
      else
        {
          /* In the write: watched for until the writer holds its
           * temporary file, then a few looks more, to land anywhere in
           * it. The writer ends on its own if it is missed. */
          guint more = g_random_int_range (0, 4);

          while (!has_ended (process) && !holds_tmp_file (process, dir, name))
            g_usleep (20);
          while (more-- > 0 && !has_ended (process))
            g_usleep (20);
        }

      freeze (process);
      mid_write = holds_tmp_file (process, dir, name);
      g_subprocess_force_exit (process);
      g_subprocess_wait (process, NULL, &error);
      g_assert_no_error (error);
      if (g_subprocess_get_if_signaled (process))
        n_before_end++;
      if (mid_write)
        {
          /* Held open by a killed writer, not one that went on. */
          g_assert_true (g_subprocess_get_if_signaled (process));
          n_mid_write++;
        }

      g_file_get_contents (path, &contents, &length, &error);
      g_assert_no_error (error);
      if (g_str_equal (contents, "old"))
        n_old++;
      else if (length == reference_length && memcmp (contents, reference, length) == 0)
        n_new++;
      else
        g_error ("kill %u left a file of %" G_GSIZE_FORMAT " bytes that is neither", i, length);

      n_stale += count_stale (dir, name, i);
    }

  g_test_message ("%u kills: %u before the writer ended, %u in the middle of its write; "
                  "%u left the old file, %u the new one, %u a stale temporary file",
                  kills, n_before_end, n_mid_write, n_old, n_new, n_stale);
  g_assert_cmpuint (n_mid_write, >=, kills / 4);

  run_writer (args);
  g_assert_cmpuint (count_stale (dir, name, kills), ==, 0);
}

/* The tests' own locales (compiled into the build by make-locales) and the
 * build's translations, as the app binds them: a test may then read
 * figures and words in Russian or Kyrgyz with setlocale(). */
void
cp_test_use_build_locales (void)
{
  const char *locales = g_getenv ("CP_TEST_LOCPATH");
  const char *translations = g_getenv ("CLUSTER_PLANNER_LOCALEDIR");

  g_assert_nonnull (locales);
  g_assert_nonnull (translations);
  g_setenv ("LOCPATH", locales, TRUE);
  g_unsetenv ("LANGUAGE");
  bindtextdomain (GETTEXT_PACKAGE, translations);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
}
