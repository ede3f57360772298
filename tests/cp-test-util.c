/* cp-test-util.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-test-util"

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "cp-test-util.h"

/* The plumbing the tests share: running the real command line, a
 * temporary folder, and turning the main loop until something holds. */

void
cp_test_run_clear (CpTestRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
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

/* Runs the main loop for @msec milliseconds: long enough for what GTK
 * leaves behind on a timer to run. */
void
cp_test_spin_for (guint msec)
{
  gint64 deadline = g_get_monotonic_time () + msec * 1000;

  while (g_get_monotonic_time () < deadline)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* Runs the main loop until @done holds, for at most five seconds. */
void
cp_test_wait_for (gboolean (*done) (gpointer),
                  gpointer  data)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (!done (data))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}
