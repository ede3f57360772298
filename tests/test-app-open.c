/* test-app-open.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "cp-application.h"
#include "cp-test-widget.h"
#include "cp-window.h"

/* Plans reaching the running app from outside: a file manager's
 * double-click (D-Bus activation calls org.freedesktop.Application.Open),
 * and the command line of a second cluster-planner. This process is the
 * app; gdbus and a second cluster-planner are the outside. Each plan gets
 * a window of its own, shown as saved; a plan already open has its window
 * presented, not a second one. Runs under tests/with-display, on a
 * session bus of its own. */

static CpApplication *app;
static char *dir;

static char *
write_plan (const char *name,
            const char *model_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  g_autoptr(CpSession) session = cp_session_new ();
  g_autoptr(CpPlanDocument) document = NULL;
  char *path = g_build_filename (dir, name, NULL);

  g_assert_no_error (error);
  cp_session_set_catalog (session, catalog);
  g_assert_true (cp_session_choose_model (session, model_id, TRUE));
  document = cp_session_snapshot (session);
  g_assert_true (cp_plan_document_save (document, path, &error));
  g_assert_no_error (error);

  return path;
}

typedef struct
{
  GFile      *file;
  const char *model_id;
} Waited;

/* The window of the plan, once its plan is in it. */
static CpWindow *
find_loaded (GFile      *file,
             const char *model_id)
{
  CpWindow *window = cp_application_find_window (GTK_APPLICATION (app), file);
  CpModelRow *row;

  if (window == NULL)
    return NULL;

  row = cp_session_find_row (cp_window_get_session (window), model_id);

  return row != NULL && cp_model_row_get_chosen (row) ? window : NULL;
}

static gboolean
plan_is_shown (gpointer data)
{
  Waited *waited = data;

  return find_loaded (waited->file, waited->model_id) != NULL;
}

static guint
count_windows (void)
{
  guint n = 0;

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (CP_IS_WINDOW (l->data))
      n++;

  return n;
}

static void
exited_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, &error);
  g_assert_no_error (error);
  *(gboolean *) user_data = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

/* Runs @argv (NULL-terminated) to its end while this process keeps
 * answering D-Bus. */
static void
run_outside (const char * const *argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_SILENCE,
                                                          &error);
  gboolean done = FALSE;

  g_assert_no_error (error);
  g_subprocess_wait_async (process, NULL, exited_cb, &done);
  cp_test_wait_for (is_true, &done);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
}

static CpWindow *
wait_for_plan (const char *path,
               const char *model_id)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  Waited waited = { file, model_id };

  cp_test_wait_for (plan_is_shown, &waited);

  return find_loaded (file, model_id);
}

/* A file manager's double-click: org.freedesktop.Application.Open. The
 * window shows the plan unchanged, and saves it back byte for byte. */
static void
test_dbus_open (void)
{
  g_autofree char *path = write_plan ("dbus.clusterplan", "llama-3.1-70b");
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  g_autofree char *uris = g_strdup_printf ("['%s']", uri);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = {
    "gdbus", "call", "--session", "--dest", APP_ID,
    "--object-path", "/org/bektursun/ClusterPlanner",
    "--method", "org.freedesktop.Application.Open", uris, "{}", NULL
  };
  CpWindow *window;

  g_file_get_contents (path, &before, NULL, &error);
  g_assert_no_error (error);

  run_outside (argv);
  window = wait_for_plan (path, "llama-3.1-70b");
  g_assert_false (cp_plan_file_get_modified (cp_window_get_plan_file (window)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));

  g_assert_true (cp_plan_file_save (cp_window_get_plan_file (window), NULL, &error));
  g_assert_no_error (error);
  g_file_get_contents (path, &after, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (after, ==, before);
}

/* `cluster-planner a.clusterplan b.clusterplan` with the app running: two
 * windows; the same plan again: no third one. */
static void
test_command_line_open (void)
{
  g_autofree char *first = write_plan ("first.clusterplan", "qwen3-32b");
  g_autofree char *second = write_plan ("second.clusterplan", "glm-5.2-max");
  const char *program = g_getenv ("CLUSTER_PLANNER");
  const char *both[] = { program, first, second, NULL };
  const char *again[] = { program, first, NULL };
  CpWindow *first_window, *second_window;
  guint n;

  g_assert_nonnull (program);
  n = count_windows ();

  run_outside (both);
  first_window = wait_for_plan (first, "qwen3-32b");
  second_window = wait_for_plan (second, "glm-5.2-max");
  g_assert_true (first_window != second_window);
  g_assert_cmpuint (count_windows (), ==, n + 2);
  g_assert_false (cp_plan_file_get_modified (cp_window_get_plan_file (first_window)));
  g_assert_false (cp_plan_file_get_modified (cp_window_get_plan_file (second_window)));

  run_outside (again);
  cp_test_spin ();
  g_assert_cmpuint (count_windows (), ==, n + 2);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *state = NULL;
  int status;

  dir = cp_test_make_tmpdir ("test-app-open");
  state = g_build_filename (dir, "state", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);

  setlocale (LC_ALL, "C.UTF-8");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  /* The app as it runs, on this test's session bus; held, so that it
   * stays with no window. */
  app = cp_application_new ();
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_assert_false (g_application_get_is_remote (G_APPLICATION (app)));
  g_application_hold (G_APPLICATION (app));

  g_test_add_func ("/cluster-planner/app-open/dbus", test_dbus_open);
  g_test_add_func ("/cluster-planner/app-open/command-line", test_command_line_open);

  status = g_test_run ();

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL;
       l = gtk_application_get_windows (GTK_APPLICATION (app)))
    gtk_window_destroy (l->data);
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  cp_test_remove_tmpdir (dir);
  g_free (dir);

  return status;
}
