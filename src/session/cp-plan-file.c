/* cp-plan-file.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-plan-file"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-plan-file.h"
#include "cp-text.h"

/* A session's plan as a document: the file it is kept in (none until it
 * is saved or opened), whether it changed since (followed through the
 * session's "changed" signal: modified at the first change, and compared
 * with the saved plan only once the changes stop, for changes that undid
 * each other), Save, Open, and its draft. A plan with
 * changes not saved is written as a draft (cp-drafts.c) a few seconds
 * after its last change; the draft goes once the plan is saved, or is as
 * saved again, or is dropped on a clean close. Nothing here needs a
 * display: the window shows what this says, and the tests drive it
 * headless. */

/* Long enough that a burst of changes is one write. */
#define DRAFT_DELAY_MS 2000

struct _CpPlanFile
{
  GObject       parent_instance;

  CpSession    *session;
  GFile        *file;
  /* The plan as last opened or saved (empty for a plan restored from a
   * draft, which stays changed until saved); NULL until the session has
   * its first plan (cp_plan_file_reset()), changes before that are the
   * plan being set up. */
  GBytes       *saved;
  /* Saved was taken while the session sized in a thread, before the
   * plan's builds were there: taken again once they are, unless the plan
   * changed meanwhile. */
  gboolean      saved_while_planning;
  /* The saved state, its bytes taken in a thread (@taking, the job, or
   * 0); till then @saved is empty and comparisons wait. */
  CpPlanDocument *saved_document;
  guint         taking;
  gboolean      settle_after_taking;
  gboolean      modified;
  /* Changes came since the plan was last compared with its saved state:
   * compared once they stop, in a thread (@settling) unless asked. */
  guint         settle_source;
  guint         settling;
  guint         serial;
  GCancellable *reading;

  CpDraft      *draft;
  guint         draft_source;
  gboolean      draft_failed;
};

G_DEFINE_FINAL_TYPE (CpPlanFile, cp_plan_file, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_FILE,
  PROP_MODIFIED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  DRAFT_FAILED,
  SAVED,
  OPENED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GBytes *
dup_plan_bytes (CpPlanFile *self)
{
  g_autoptr(CpPlanDocument) document = cp_session_snapshot (self->session);

  return cp_plan_document_to_bytes (document);
}

static guint
next_job (CpPlanFile *self)
{
  if (++self->serial == 0)
    self->serial = 1;

  return self->serial;
}


static void
set_modified (CpPlanFile *self,
              gboolean    modified)
{
  if (self->modified == modified)
    return;

  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

static void
set_file (CpPlanFile *self,
          GFile      *file)
{
  if (self->file == file || (self->file != NULL && file != NULL && g_file_equal (self->file, file)))
    {
      g_set_object (&self->file, file);
      return;
    }

  g_set_object (&self->file, file);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

/* Drafts */

static gboolean
write_draft_cb (gpointer user_data)
{
  CpPlanFile *self = user_data;
  g_autoptr(GError) error = NULL;

  self->draft_source = 0;
  if (!cp_plan_file_write_draft (self, &error) && !self->draft_failed)
    {
      /* Said once: the plan itself is still there to be saved. */
      self->draft_failed = TRUE;
      g_signal_emit (self, signals[DRAFT_FAILED], 0, error);
    }

  return G_SOURCE_REMOVE;
}

static void
schedule_draft (CpPlanFile *self)
{
  g_clear_handle_id (&self->draft_source, g_source_remove);
  self->draft_source = g_timeout_add (DRAFT_DELAY_MS, write_draft_cb, self);
}

/**
 * cp_plan_file_write_draft:
 *
 * Writes the draft of the plan now, when it has changes not saved (it is
 * otherwise written a few seconds after a change).
 */
gboolean
cp_plan_file_write_draft (CpPlanFile  *self,
                          GError     **error)
{
  g_autoptr(CpPlanDocument) document = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *display = NULL;

  g_return_val_if_fail (CP_IS_PLAN_FILE (self), FALSE);

  g_clear_handle_id (&self->draft_source, g_source_remove);
  if (!cp_plan_file_get_modified (self))
    return TRUE;

  if (self->draft == NULL && (self->draft = cp_draft_new (error)) == NULL)
    return FALSE;

  /* A draft is read back as a plan file: no larger than one. */
  document = cp_session_snapshot (self->session);
  bytes = cp_plan_document_to_bytes (document);
  {
    g_autofree char *dir = cp_drafts_dup_dir ();
    g_autofree char *name = g_strconcat (cp_draft_get_id (self->draft), ".clusterplan", NULL);
    g_autofree char *path = g_build_filename (dir, name, NULL);

    display = cp_text_display_filename (path);
  }
  if (!cp_plan_document_check_limits (document, bytes, display, error))
    return FALSE;

  return cp_draft_write (self->draft, bytes, self->file, cp_session_get_remembered (self->session),
                         error);
}

/**
 * cp_plan_file_drop_draft:
 *
 * The plan is saved, or as saved, or thrown away: its draft goes.
 */
void
cp_plan_file_drop_draft (CpPlanFile *self)
{
  g_return_if_fail (CP_IS_PLAN_FILE (self));

  g_clear_handle_id (&self->draft_source, g_source_remove);
  if (self->draft != NULL)
    cp_draft_discard (self->draft);
  g_clear_object (&self->draft);
}

/**
 * cp_plan_file_get_draft:
 *
 * Returns: (transfer none) (nullable): the draft of the plan, once one is
 *   written.
 */
CpDraft *
cp_plan_file_get_draft (CpPlanFile *self)
{
  g_return_val_if_fail (CP_IS_PLAN_FILE (self), NULL);

  /* Changes that undid each other leave no draft. */
  cp_plan_file_get_modified (self);

  return self->draft;
}

/* Modified */

/* The changes have stopped (or someone asks): a change undone is no
 * change, so the plan is compared with its saved state, once for all the
 * changes since the last time. */
static void
settled (CpPlanFile *self,
         GBytes     *bytes)
{
  gboolean modified = !g_bytes_equal (bytes, self->saved);

  set_modified (self, modified);
  if (modified)
    schedule_draft (self);
  else
    cp_plan_file_drop_draft (self);
}

static void start_settle (CpPlanFile *self);

static void
saved_taken (CpPlanFile *self,
             GBytes     *bytes)
{
  self->taking = 0;
  g_clear_object (&self->saved_document);
  g_clear_pointer (&self->saved, g_bytes_unref);
  self->saved = g_bytes_ref (bytes);
  if (self->settle_after_taking)
    {
      self->settle_after_taking = FALSE;
      start_settle (self);
    }
}

static void
saved_taken_cb (GObject *owner,
                guint    job,
                GBytes  *bytes)
{
  CpPlanFile *self = CP_PLAN_FILE (owner);

  if (job == self->taking)
    saved_taken (self, bytes);
}

/* @document (taken) is the saved state: its bytes come from a thread. */
static void
take_saved (CpPlanFile     *self,
            CpPlanDocument *document)
{
  g_clear_object (&self->saved_document);
  self->saved_document = document;
  self->taking = next_job (self);
  cp_plan_document_to_bytes_in_thread (document, G_OBJECT (self), self->taking, saved_taken_cb);
}

/* No job of the saved state under way: their results would be stale. */
static void
drop_jobs (CpPlanFile *self)
{
  g_clear_handle_id (&self->settle_source, g_source_remove);
  self->settling = 0;
  self->taking = 0;
  self->settle_after_taking = FALSE;
  g_clear_object (&self->saved_document);
}

/* The comparison, here and now (someone asks). */
static void
settle (CpPlanFile *self)
{
  g_autoptr(GBytes) bytes = NULL;

  g_clear_handle_id (&self->settle_source, g_source_remove);
  self->settling = 0;
  self->settle_after_taking = FALSE;
  if (self->taking != 0)
    {
      g_autoptr(GBytes) saved = cp_plan_document_to_bytes (self->saved_document);

      saved_taken (self, saved);
    }

  bytes = dup_plan_bytes (self);
  settled (self, bytes);
}

static void
settled_cb (GObject *owner,
            guint    job,
            GBytes  *bytes)
{
  CpPlanFile *self = CP_PLAN_FILE (owner);

  if (job != self->settling)
    return;
  self->settling = 0;
  settled (self, bytes);
}

/* The comparison, in a thread: the plan as it is now. */
static void
start_settle (CpPlanFile *self)
{
  g_autoptr(CpPlanDocument) document = cp_session_snapshot (self->session);

  self->settling = next_job (self);
  cp_plan_document_to_bytes_in_thread (document, G_OBJECT (self), self->settling, settled_cb);
}

static gboolean
settle_cb (gpointer user_data)
{
  CpPlanFile *self = user_data;

  self->settle_source = 0;
  if (self->taking != 0)
    self->settle_after_taking = TRUE;
  else
    start_settle (self);

  return G_SOURCE_REMOVE;
}

/* The session changed: the plan is modified from now on, said at once;
 * whether the changes undid each other is settled once they stop. */
static void
session_changed_cb (CpPlanFile *self)
{
  /* Not before the session has its first plan. */
  if (self->saved == NULL)
    return;

  /* A comparison under way is of the plan before this change. */
  self->settling = 0;
  set_modified (self, TRUE);
  if (self->settle_source == 0)
    self->settle_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, settle_cb, self, NULL);
}

/**
 * cp_plan_file_reset:
 *
 * The plan as it is now is its saved state: opened, saved, or new. Its
 * draft goes.
 */
void
cp_plan_file_reset (CpPlanFile *self)
{
  g_return_if_fail (CP_IS_PLAN_FILE (self));

  drop_jobs (self);
  g_clear_pointer (&self->saved, g_bytes_unref);
  /* While the builds are sized in a thread, the saved state is taken
   * once they come (session_plan_changed_cb()), not serialised twice
   * (2.3 s of 4.7 for a 10,000-model plan); until then any change is a
   * change. Its bytes come from a thread. */
  self->saved_while_planning = cp_session_get_planning (self->session);
  self->saved = g_bytes_new (NULL, 0);
  if (!self->saved_while_planning)
    take_saved (self, cp_session_snapshot (self->session));
  set_modified (self, FALSE);
  cp_plan_file_drop_draft (self);
}

/* A plan sized in a thread has come: what was saved is that plan with
 * its builds. */
static void
session_plan_changed_cb (CpPlanFile *self)
{
  if (!self->saved_while_planning || cp_session_get_planning (self->session))
    return;

  self->saved_while_planning = FALSE;
  if (self->modified || self->saved == NULL)
    return;

  take_saved (self, cp_session_snapshot (self->session));
}

/* A plan restored from a draft, or taken from elsewhere: changed until it
 * is saved, whatever it is changed to. */
static void
set_unsaved (CpPlanFile *self)
{
  drop_jobs (self);
  g_clear_pointer (&self->saved, g_bytes_unref);
  self->saved = g_bytes_new (NULL, 0);
  set_modified (self, TRUE);
}

/* The plan's file, or NULL while it has none. */
GFile *
cp_plan_file_get_file (CpPlanFile *self)
{
  g_return_val_if_fail (CP_IS_PLAN_FILE (self), NULL);

  return self->file;
}

/* Whether the plan changed since it was opened or saved: changes still
 * to be settled are settled first. */
gboolean
cp_plan_file_get_modified (CpPlanFile *self)
{
  g_return_val_if_fail (CP_IS_PLAN_FILE (self), FALSE);

  if (self->settle_source != 0 || self->settling != 0 || self->settle_after_taking)
    settle (self);

  return self->modified;
}

/* Whether a plan file is being read for it (cp_plan_file_read_async()). */
gboolean
cp_plan_file_get_reading (CpPlanFile *self)
{
  g_return_val_if_fail (CP_IS_PLAN_FILE (self), FALSE);

  return self->reading != NULL;
}

/* Whether the plan can take one opened from elsewhere: it has no file,
 * nothing was changed in it, and no file is being read for it. */
gboolean
cp_plan_file_get_pristine (CpPlanFile *self)
{
  g_return_val_if_fail (CP_IS_PLAN_FILE (self), FALSE);

  return self->file == NULL && !cp_plan_file_get_modified (self) && self->reading == NULL;
}

CpSession *
cp_plan_file_get_session (CpPlanFile *self)
{
  g_return_val_if_fail (CP_IS_PLAN_FILE (self), NULL);

  return self->session;
}

/* The plan's name as people read it: the file's, or "Untitled Plan". */
char *
cp_plan_file_dup_title (CpPlanFile *self)
{
  g_return_val_if_fail (CP_IS_PLAN_FILE (self), NULL);

  return cp_plan_document_dup_file_title (self->file);
}

/* Saving and opening */

/**
 * cp_plan_file_save:
 * @file: (nullable): where to save the plan, or %NULL for its own file
 *
 * Writes the plan to @file, replacing it whole, and makes it the plan's
 * file: the one the app remembers stays there as it was. On failure
 * the plan and the file are as they were.
 */
gboolean
cp_plan_file_save (CpPlanFile  *self,
                   GFile       *file,
                   GError     **error)
{
  g_autoptr(CpPlanDocument) document = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (CP_IS_PLAN_FILE (self), FALSE);
  g_return_val_if_fail (file != NULL || self->file != NULL, FALSE);

  if (file == NULL)
    file = self->file;

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: only files on this computer can be written"), uri);
      return FALSE;
    }

  /* Builds being sized are waited for: the file has the plan whole. */
  cp_session_finish_planning (self->session);
  document = cp_session_snapshot (self->session);
  if (!cp_plan_document_save (document, path, error))
    return FALSE;

  cp_session_stop_remembering (self->session);
  set_file (self, file);
  drop_jobs (self);
  g_clear_pointer (&self->saved, g_bytes_unref);
  self->saved = cp_plan_document_to_bytes (document);
  set_modified (self, FALSE);
  cp_plan_file_drop_draft (self);
  g_signal_emit (self, signals[SAVED], 0, file);

  return TRUE;
}

/* Checked before anything changes: a document that cannot be resolved
 * against the session's catalog leaves everything as it was. */
static gboolean
check_document (CpPlanFile      *self,
                CpPlanDocument  *document,
                GError         **error)
{
  g_autoptr(GPtrArray) models = g_ptr_array_new_with_free_func (g_object_unref);

  return cp_plan_document_resolve (document, cp_session_get_catalog (self->session), FALSE, NULL,
                                   models, NULL, error);
}

/**
 * cp_plan_file_apply:
 * @file: (nullable): the plan file @document was read from
 * @document: the plan
 *
 * Puts @document's plan in the session, unmodified. With a @file, the
 * plan becomes that file's (and no longer the one the app remembers).
 * On failure everything is as it was.
 */
gboolean
cp_plan_file_apply (CpPlanFile      *self,
                    GFile           *file,
                    CpPlanDocument  *document,
                    GError         **error)
{
  g_return_val_if_fail (CP_IS_PLAN_FILE (self), FALSE);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), FALSE);
  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (document), FALSE);

  if (!check_document (self, document, error))
    return FALSE;

  if (file != NULL)
    cp_session_stop_remembering (self->session);
  if (!cp_session_load_document (self->session, document, error))
    return FALSE;

  if (file != NULL)
    set_file (self, file);
  cp_plan_file_reset (self);
  if (file != NULL)
    g_signal_emit (self, signals[OPENED], 0, file, document);

  return TRUE;
}

/**
 * cp_plan_file_load:
 * @file: a plan file
 *
 * Reads @file and puts its plan in the session, unmodified. On failure
 * everything is as it was.
 */
gboolean
cp_plan_file_load (CpPlanFile  *self,
                   GFile       *file,
                   GError     **error)
{
  g_autoptr(CpPlanDocument) document = NULL;

  g_return_val_if_fail (CP_IS_PLAN_FILE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  document = cp_plan_document_new_from_file (file, error);

  return document != NULL && cp_plan_file_apply (self, file, document, error);
}

static void
read_in_thread (GTask        *task,
                gpointer      source,
                gpointer      task_data,
                GCancellable *cancellable)
{
  GError *error = NULL;
  CpPlanDocument *document = cp_plan_document_new_from_file (G_FILE (task_data), &error);

  if (document == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, document, g_object_unref);
}

/**
 * cp_plan_file_read_async:
 * @file: a plan file
 *
 * Reads @file in a worker thread; cp_plan_file_read_finish() gives its
 * document, to be applied with cp_plan_file_apply(). A read started
 * before is cancelled.
 */
void
cp_plan_file_read_async (CpPlanFile          *self,
                         GFile               *file,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (CP_IS_PLAN_FILE (self));
  g_return_if_fail (G_IS_FILE (file));

  if (self->reading != NULL)
    g_cancellable_cancel (self->reading);
  g_set_object (&self->reading, g_cancellable_new ());

  task = g_task_new (self, self->reading, callback, user_data);
  g_task_set_source_tag (task, cp_plan_file_read_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, read_in_thread);
}

/**
 * cp_plan_file_read_finish:
 *
 * Returns: (transfer full) (nullable): the document read, or %NULL with
 *   @error (%G_IO_ERROR_CANCELLED for a read another one replaced).
 */
CpPlanDocument *
cp_plan_file_read_finish (CpPlanFile    *self,
                          GAsyncResult  *result,
                          GError       **error)
{
  CpPlanDocument *document;

  g_return_val_if_fail (CP_IS_PLAN_FILE (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  /* A read replaced by another leaves that one going. */
  if (g_task_get_cancellable (G_TASK (result)) == self->reading)
    g_clear_object (&self->reading);
  document = g_task_propagate_pointer (G_TASK (result), error);

  return document;
}

/**
 * cp_plan_file_take:
 * @document: a plan that has no file (a quote's, for "New Quote from This")
 *
 * Puts @document in the session as a new plan, not saved yet: it is no
 * longer the one the app remembers, which stays as it was. On
 * failure everything is as it was.
 */
gboolean
cp_plan_file_take (CpPlanFile      *self,
                   CpPlanDocument  *document,
                   GError         **error)
{
  g_return_val_if_fail (CP_IS_PLAN_FILE (self), FALSE);
  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (document), FALSE);

  if (!check_document (self, document, error))
    return FALSE;

  cp_session_stop_remembering (self->session);
  if (!cp_session_load_document (self->session, document, error))
    return FALSE;

  set_file (self, NULL);
  /* Its first draft comes with its first change: until then the quote
   * register has it. */
  set_unsaved (self);

  return TRUE;
}

/**
 * cp_plan_file_restore_draft:
 * @draft: a draft this app adopted (cp_draft_adopt())
 * @document: its plan (cp_draft_load())
 *
 * Puts the plan of @draft, with its file, in the session, changed and
 * still to be saved; the draft is this plan's from now on. On failure
 * everything is as it was.
 */
gboolean
cp_plan_file_restore_draft (CpPlanFile      *self,
                            CpDraft         *draft,
                            CpPlanDocument  *document,
                            GError         **error)
{
  g_return_val_if_fail (CP_IS_PLAN_FILE (self), FALSE);
  g_return_val_if_fail (CP_IS_DRAFT (draft), FALSE);
  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (document), FALSE);

  if (!check_document (self, document, error))
    return FALSE;

  if (!cp_draft_get_remembered (draft))
    cp_session_stop_remembering (self->session);
  if (!cp_session_load_document (self->session, document, error))
    return FALSE;

  set_file (self, cp_draft_get_file (draft));
  cp_plan_file_drop_draft (self);
  self->draft = g_object_ref (draft);
  set_unsaved (self);

  return TRUE;
}

/* Life */

static void
cp_plan_file_dispose (GObject *object)
{
  CpPlanFile *self = (CpPlanFile *) object;

  if (self->reading != NULL)
    g_cancellable_cancel (self->reading);
  g_clear_object (&self->reading);
  /* Gone without a clean close: the draft stays for the next app. */
  g_clear_handle_id (&self->draft_source, g_source_remove);
  drop_jobs (self);
  g_clear_object (&self->draft);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_object (&self->file);
  g_clear_pointer (&self->saved, g_bytes_unref);

  G_OBJECT_CLASS (cp_plan_file_parent_class)->dispose (object);
}

static void
cp_plan_file_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  CpPlanFile *self = CP_PLAN_FILE (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;

    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;

    case PROP_MODIFIED:
      g_value_set_boolean (value, cp_plan_file_get_modified (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_plan_file_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  CpPlanFile *self = CP_PLAN_FILE (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      g_signal_connect_object (self->session, "changed", G_CALLBACK (session_changed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->session, "plan-changed",
                               G_CALLBACK (session_plan_changed_cb), self, G_CONNECT_SWAPPED);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_plan_file_class_init (CpPlanFileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cp_plan_file_dispose;
  object_class->get_property = cp_plan_file_get_property;
  object_class->set_property = cp_plan_file_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, CP_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CpPlanFile::draft-failed:
   * @error: why
   *
   * A draft could not be written after a change; said once per plan file.
   */
  signals[DRAFT_FAILED] =
    g_signal_new ("draft-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);

  /**
   * CpPlanFile::saved:
   * @file: the plan file
   *
   * The plan was saved to @file (a list of recent files keeps it).
   */
  signals[SAVED] =
    g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_FILE);

  /**
   * CpPlanFile::opened:
   * @file: the plan file
   * @document: what it holds
   *
   * The plan of @file is the session's now, unmodified: a window says
   * what changed for it when it was made with another catalog.
   */
  signals[OPENED] =
    g_signal_new ("opened", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_FILE, CP_TYPE_PLAN_DOCUMENT);
}

static void
cp_plan_file_init (CpPlanFile *self)
{
}

/**
 * cp_plan_file_new:
 * @session: the plan being made
 *
 * The document of @session's plan: no file, and not modified once
 * cp_plan_file_reset() says the plan is set up.
 */
CpPlanFile *
cp_plan_file_new (CpSession *session)
{
  g_return_val_if_fail (CP_IS_SESSION (session), NULL);

  return g_object_new (CP_TYPE_PLAN_FILE, "session", session, NULL);
}
