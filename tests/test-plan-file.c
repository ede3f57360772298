/* test-plan-file.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "cp-format.h"
#include "cp-plan-file.h"
#include "cp-test-util.h"

/* The plan as a document, headless: a new plan is not modified, a change
 * makes it so and undoing the change makes it not, saving writes the file
 * whole, loading puts a plan back, a bad file leaves everything as it
 * was, and a draft is written, offered back once its app is gone, and
 * removed once the plan is saved. */

static char *tmp_dir;

static CpSession *
new_session (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  CpSession *session = cp_session_new ();

  g_assert_no_error (error);
  cp_session_set_catalog (session, catalog);

  return session;
}

/* A plan file for a new session, set up: nothing chosen, not modified. */
static CpPlanFile *
new_plan_file (void)
{
  g_autoptr(CpSession) session = new_session ();
  CpPlanFile *plan_file = cp_plan_file_new (session);

  cp_plan_file_reset (plan_file);

  return plan_file;
}

static char *
dup_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *n)
{
  (*n)++;
}

static void
test_new_not_modified (void)
{
  g_autoptr(CpPlanFile) plan_file = new_plan_file ();
  g_autofree char *title = cp_plan_file_dup_title (plan_file);

  g_assert_false (cp_plan_file_get_modified (plan_file));
  g_assert_null (cp_plan_file_get_file (plan_file));
  g_assert_true (cp_plan_file_get_pristine (plan_file));
  g_assert_null (cp_plan_file_get_draft (plan_file));
  g_assert_cmpstr (title, ==, "Untitled Plan");
}

static gboolean
notified_twice (gpointer data)
{
  return *(guint *) data >= 2;
}

static void
test_change_modifies (void)
{
  g_autoptr(CpPlanFile) plan_file = new_plan_file ();
  CpSession *session = cp_plan_file_get_session (plan_file);
  guint n_notified = 0;

  g_signal_connect (plan_file, "notify::modified", G_CALLBACK (count_cb), &n_notified);

  g_assert_true (cp_session_choose_model (session, "llama-3.1-70b", TRUE));
  g_assert_true (cp_plan_file_get_modified (plan_file));
  g_assert_false (cp_plan_file_get_pristine (plan_file));
  g_assert_cmpuint (n_notified, ==, 1);

  /* Another change to a changed plan says nothing new. */
  cp_session_set_customer (session, "Acme");
  g_assert_true (cp_plan_file_get_modified (plan_file));
  g_assert_cmpuint (n_notified, ==, 1);

  /* Back as it was: nothing to save, settled once the changes stop,
   * without being asked (compared in a thread). */
  cp_session_set_customer (session, NULL);
  g_assert_true (cp_session_choose_model (session, "llama-3.1-70b", FALSE));
  cp_test_wait_for (notified_twice, &n_notified);
  g_assert_cmpuint (n_notified, ==, 2);
  g_assert_false (cp_plan_file_get_modified (plan_file));

  /* Asked before the changes settle, it settles them. */
  g_assert_true (cp_session_choose_model (session, "llama-3.1-70b", TRUE));
  g_assert_true (cp_session_choose_model (session, "llama-3.1-70b", FALSE));
  g_assert_false (cp_plan_file_get_modified (plan_file));
  g_assert_cmpuint (n_notified, ==, 4);
}

static void
saved_cb (CpPlanFile *plan_file,
          GFile      *file,
          GFile     **saved)
{
  g_set_object (saved, file);
}

static void
test_save (void)
{
  g_autoptr(CpPlanFile) plan_file = new_plan_file ();
  CpSession *session = cp_plan_file_get_session (plan_file);
  g_autofree char *path = dup_path ("save.clusterplan");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) saved = NULL;
  g_autoptr(CpPlanDocument) document = NULL;
  g_autoptr(GBytes) expected = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  g_autofree char *title = NULL;
  gsize length;

  g_signal_connect (plan_file, "saved", G_CALLBACK (saved_cb), &saved);
  g_assert_true (cp_session_choose_model (session, "llama-3.1-70b", TRUE));
  cp_session_set_customer (session, "Acme");

  g_assert_true (cp_plan_file_save (plan_file, file, &error));
  g_assert_no_error (error);
  g_assert_false (cp_plan_file_get_modified (plan_file));
  g_assert_true (g_file_equal (cp_plan_file_get_file (plan_file), file));
  g_assert_true (saved != NULL && g_file_equal (saved, file));
  title = cp_plan_file_dup_title (plan_file);
  g_assert_cmpstr (title, ==, "save.clusterplan");

  /* Written whole: the plan as it is, byte for byte. */
  document = cp_session_snapshot (session);
  expected = cp_plan_document_to_bytes (document);
  g_assert_true (g_file_get_contents (path, &written, &length, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (written, length, g_bytes_get_data (expected, NULL), g_bytes_get_size (expected));

  /* Saved again to its own file. */
  cp_session_set_customer (session, "Acme Robotics");
  g_assert_true (cp_plan_file_get_modified (plan_file));
  g_assert_true (cp_plan_file_save (plan_file, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (cp_plan_file_get_modified (plan_file));

  g_unlink (path);
}

static void
opened_cb (CpPlanFile      *plan_file,
           GFile           *file,
           CpPlanDocument  *document,
           guint           *n)
{
  g_assert_true (CP_IS_PLAN_DOCUMENT (document));
  (*n)++;
}

static void
test_load (void)
{
  g_autoptr(CpPlanFile) maker = new_plan_file ();
  g_autoptr(CpPlanFile) plan_file = new_plan_file ();
  CpSession *session = cp_plan_file_get_session (plan_file);
  g_autofree char *path = dup_path ("load.clusterplan");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  guint n_opened = 0;

  g_assert_true (cp_session_choose_model (cp_plan_file_get_session (maker), "glm-5.2-max", TRUE));
  cp_session_set_customer (cp_plan_file_get_session (maker), "Acme");
  g_assert_true (cp_plan_file_save (maker, file, &error));
  g_assert_no_error (error);

  g_signal_connect (plan_file, "opened", G_CALLBACK (opened_cb), &n_opened);
  g_assert_true (cp_plan_file_load (plan_file, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_opened, ==, 1);
  g_assert_false (cp_plan_file_get_modified (plan_file));
  g_assert_true (g_file_equal (cp_plan_file_get_file (plan_file), file));
  g_assert_true (cp_model_row_get_chosen (cp_session_find_row (session, "glm-5.2-max")));
  g_assert_cmpstr (cp_session_get_customer (session), ==, "Acme");

  g_unlink (path);
}

/* A file that is not a plan changes nothing: not the plan, not its file,
 * not whether it changed. */
static void
test_load_bad (void)
{
  g_autoptr(CpPlanFile) plan_file = new_plan_file ();
  CpSession *session = cp_plan_file_get_session (plan_file);
  g_autofree char *path = dup_path ("bad.clusterplan");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;
  g_autoptr(CpPlanDocument) document = NULL;
  guint n_opened = 0;

  g_assert_true (cp_session_choose_model (session, "llama-3.1-70b", TRUE));
  document = cp_session_snapshot (session);
  before = cp_plan_document_to_bytes (document);
  g_clear_object (&document);

  g_assert_true (g_file_set_contents (path, "{\"format\": \"not a plan\"", -1, &error));
  g_assert_no_error (error);
  g_signal_connect (plan_file, "opened", G_CALLBACK (opened_cb), &n_opened);
  g_assert_false (cp_plan_file_load (plan_file, file, &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (n_opened, ==, 0);

  g_assert_true (cp_plan_file_get_modified (plan_file));
  g_assert_null (cp_plan_file_get_file (plan_file));
  document = cp_session_snapshot (session);
  after = cp_plan_document_to_bytes (document);
  g_assert_true (g_bytes_equal (before, after));

  g_unlink (path);
}

static gboolean
draft_is_written (CpPlanFile *plan_file)
{
  CpDraft *draft = cp_plan_file_get_draft (plan_file);

  return draft != NULL && cp_draft_get_written (draft) != NULL;
}

/* A draft is written for a changed plan, stays when the plan file goes
 * without a clean close, is offered back, restored as changed, and goes
 * once the plan is saved. */
static void
test_draft (void)
{
  g_autoptr(CpPlanFile) plan_file = new_plan_file ();
  g_autoptr(CpPlanFile) restored = NULL;
  g_autoptr(GListModel) left = NULL;
  g_autoptr(CpDraft) draft = NULL;
  g_autoptr(CpPlanDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = dup_path ("draft.clusterplan");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *id = NULL;

  /* Nothing changed, nothing to keep. */
  g_assert_true (cp_plan_file_write_draft (plan_file, &error));
  g_assert_no_error (error);
  g_assert_null (cp_plan_file_get_draft (plan_file));

  g_assert_true (cp_session_choose_model (cp_plan_file_get_session (plan_file), "glm-5.2-max",
                                          TRUE));
  g_assert_true (cp_plan_file_write_draft (plan_file, &error));
  g_assert_no_error (error);
  g_assert_true (draft_is_written (plan_file));
  id = g_strdup (cp_draft_get_id (cp_plan_file_get_draft (plan_file)));

  /* Held while its plan is open: not offered. */
  left = cp_drafts_list_left ();
  g_assert_cmpuint (g_list_model_get_n_items (left), ==, 0);
  g_clear_object (&left);

  /* Gone without a clean close: offered to the next one. */
  g_clear_object (&plan_file);
  left = cp_drafts_list_left ();
  g_assert_cmpuint (g_list_model_get_n_items (left), ==, 1);
  draft = g_list_model_get_item (left, 0);
  g_assert_cmpstr (cp_draft_get_id (draft), ==, id);

  g_assert_true (cp_draft_adopt (draft, &error));
  g_assert_no_error (error);
  document = cp_draft_load (draft, &error);
  g_assert_no_error (error);
  restored = new_plan_file ();
  g_assert_true (cp_plan_file_restore_draft (restored, draft, document, &error));
  g_assert_no_error (error);
  g_assert_true (cp_plan_file_get_modified (restored));
  g_assert_true (cp_plan_file_get_draft (restored) == draft);
  g_assert_true (cp_model_row_get_chosen (cp_session_find_row (cp_plan_file_get_session (restored),
                                                               "glm-5.2-max")));

  g_assert_true (cp_plan_file_save (restored, file, &error));
  g_assert_no_error (error);
  g_assert_null (cp_plan_file_get_draft (restored));
  g_clear_object (&draft);
  g_clear_object (&left);
  g_clear_object (&restored);
  left = cp_drafts_list_left ();
  g_assert_cmpuint (g_list_model_get_n_items (left), ==, 0);

  g_unlink (path);
}

/* The scheduled draft: written a while after the last change, without a
 * call, and gone when the change is undone. */
static void
test_draft_scheduled (void)
{
  g_autoptr(CpPlanFile) plan_file = new_plan_file ();
  CpSession *session = cp_plan_file_get_session (plan_file);

  g_assert_true (cp_session_choose_model (session, "llama-3.1-70b", TRUE));
  cp_test_wait_for ((gboolean (*) (gpointer)) draft_is_written, plan_file);

  g_assert_true (cp_session_choose_model (session, "llama-3.1-70b", FALSE));
  g_assert_null (cp_plan_file_get_draft (plan_file));
}

/* A plan whose builds are sized in a thread is as it was saved once they
 * come: a change undone leaves it unmodified (issue 26, point 6). */
static void
test_saved_while_planning (void)
{
  g_autoptr(CpSession) session = new_session ();
  g_autoptr(CpPlanFile) plan_file = NULL;
  CpModel *base = cp_catalog_find_model (cp_session_get_catalog (session), "llama-3.1-70b");

  cp_session_set_plan_in_thread (session, TRUE);
  cp_session_freeze (session);
  cp_session_set_workload_enabled (session, TRUE);
  for (guint i = 0; i < 60; i++)
    {
      g_autofree char *name = g_strdup_printf ("Llama copy %u", i);
      g_autofree char *id = cp_session_add_custom_model (session, base, name);

      g_assert_nonnull (id);
    }
  cp_session_thaw (session);
  g_assert_true (cp_session_get_planning (session));

  /* Opened (its saved state taken) while its builds are being sized. */
  plan_file = cp_plan_file_new (session);
  cp_plan_file_reset (plan_file);
  while (cp_session_get_planning (session))
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (cp_session_get_plan (session));
  g_assert_false (cp_plan_file_get_modified (plan_file));

  /* A change, undone: as it was saved, builds and all. */
  cp_session_set_customer (session, "Acme");
  g_assert_true (cp_plan_file_get_modified (plan_file));
  cp_session_set_customer (session, NULL);
  cp_test_spin ();
  g_assert_false (cp_plan_file_get_modified (plan_file));
}

/* Saved while its builds are being sized in a thread: the save waits for
 * them, so the file has the plan whole, builds and all (it was written
 * without them). */
static void
test_save_while_planning (void)
{
  g_autoptr(CpSession) session = new_session ();
  g_autoptr(CpPlanFile) plan_file = NULL;
  g_autofree char *path = dup_path ("save-while-planning.clusterplan");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CpPlanDocument) document = NULL;
  g_autoptr(GBytes) expected = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  CpModel *base = cp_catalog_find_model (cp_session_get_catalog (session), "llama-3.1-70b");
  gsize length;

  cp_session_set_plan_in_thread (session, TRUE);
  plan_file = cp_plan_file_new (session);
  cp_plan_file_reset (plan_file);
  cp_session_freeze (session);
  cp_session_set_workload_enabled (session, TRUE);
  for (guint i = 0; i < 60; i++)
    {
      g_autofree char *name = g_strdup_printf ("Llama copy %u", i);
      g_autofree char *id = cp_session_add_custom_model (session, base, name);

      g_assert_nonnull (id);
    }
  cp_session_thaw (session);
  g_assert_true (cp_session_get_planning (session));

  g_assert_true (cp_plan_file_save (plan_file, file, &error));
  g_assert_no_error (error);
  g_assert_false (cp_session_get_planning (session));
  g_assert_nonnull (cp_session_get_plan (session));
  g_assert_false (cp_plan_file_get_modified (plan_file));

  document = cp_session_snapshot (session);
  expected = cp_plan_document_to_bytes (document);
  g_assert_true (g_file_get_contents (path, &written, &length, &error));
  g_assert_no_error (error);
  g_assert_nonnull (g_strstr_len (written, length, "\"builds\""));
  g_assert_cmpmem (written, length, g_bytes_get_data (expected, NULL), g_bytes_get_size (expected));

  /* The thread's answer, when it comes back, changes nothing. */
  cp_test_spin ();
  g_assert_false (cp_plan_file_get_modified (plan_file));
  g_unlink (path);
}

/* A plan of more models than a plan file holds (issue 26): neither saved
 * nor kept as a draft, each saying why with the limit; the plan stays
 * modified, no file is written, and one model fewer saves. */
static void
test_too_many_models (void)
{
  g_autoptr(CpPlanFile) plan_file = new_plan_file ();
  CpSession *session = cp_plan_file_get_session (plan_file);
  g_autofree char *path = dup_path ("too-many.clusterplan");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CpModel) model = cp_model_new_for_memory (100 * CP_MB_PER_GB);
  g_autoptr(GError) error = NULL;
  g_autofree char *most = cp_format_integer (CP_PLAN_DOCUMENT_MAX_MODELS);
  g_autofree char *last = NULL;

  /* The session refuses a model past the limit as it is added, but not
   * inside a batch of changes (a plan put back as it was): one more
   * chosen there. */
  cp_session_freeze (session);
  for (guint i = 0; i < CP_PLAN_DOCUMENT_MAX_MODELS; i++)
    {
      g_autofree char *name = g_strdup_printf ("Model %u", i);

      g_free (last);
      last = cp_session_add_custom_model (session, model, name);
      g_assert_nonnull (last);
    }
  g_assert_true (cp_session_choose_model (session, "llama-3.1-8b", TRUE));
  cp_session_thaw (session);

  g_assert_false (cp_plan_file_save (plan_file, file, &error));
  g_assert_error (error, CP_PLAN_DOCUMENT_ERROR, CP_PLAN_DOCUMENT_ERROR_FORMAT);
  g_assert_nonnull (strstr (error->message, "too-many.clusterplan"));
  g_assert_nonnull (strstr (error->message, most));
  g_clear_error (&error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (cp_plan_file_get_modified (plan_file));
  g_assert_null (cp_plan_file_get_file (plan_file));

  g_assert_false (cp_plan_file_write_draft (plan_file, &error));
  g_assert_error (error, CP_PLAN_DOCUMENT_ERROR, CP_PLAN_DOCUMENT_ERROR_FORMAT);
  g_assert_nonnull (strstr (error->message, most));
  g_clear_error (&error);
  g_assert_true (cp_plan_file_get_draft (plan_file) == NULL ||
                 cp_draft_get_written (cp_plan_file_get_draft (plan_file)) == NULL);

  g_assert_true (cp_session_remove_custom_model (session, last));
  g_assert_true (cp_plan_file_save (plan_file, file, &error));
  g_assert_no_error (error);
  g_assert_false (cp_plan_file_get_modified (plan_file));
  g_unlink (path);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *state = NULL;
  int status;

  setlocale (LC_ALL, "C.UTF-8");
  /* Drafts of its own, apart from the other tests running beside it. */
  tmp_dir = cp_test_make_tmpdir ("test-plan-file");
  state = g_build_filename (tmp_dir, "state", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cluster-planner/plan-file/new", test_new_not_modified);
  g_test_add_func ("/cluster-planner/plan-file/change", test_change_modifies);
  g_test_add_func ("/cluster-planner/plan-file/save", test_save);
  g_test_add_func ("/cluster-planner/plan-file/load", test_load);
  g_test_add_func ("/cluster-planner/plan-file/load-bad", test_load_bad);
  g_test_add_func ("/cluster-planner/plan-file/draft", test_draft);
  g_test_add_func ("/cluster-planner/plan-file/draft-scheduled", test_draft_scheduled);
  g_test_add_func ("/cluster-planner/plan-file/saved-while-planning", test_saved_while_planning);
  g_test_add_func ("/cluster-planner/plan-file/save-while-planning", test_save_while_planning);
  g_test_add_func ("/cluster-planner/plan-file/too-many-models", test_too_many_models);

  status = g_test_run ();
  cp_test_remove_tmpdir (tmp_dir);
  g_free (tmp_dir);

  return status;
}
