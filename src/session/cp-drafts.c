/* cp-drafts.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-drafts"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "cp-drafts.h"
#include "cp-file-io.h"

/* Each draft is three files in the user's state folder
 * ($XDG_STATE_HOME/cluster-planner/drafts, private to the user):
 * ID.clusterplan, the plan; ID.draft, a key file saying which plan file it
 * is a draft of and when it was written; and ID.lock, which the app that
 * writes the draft keeps locked while it runs. The lock is the kernel's
 * (flock), so it goes with the process however that ends: a draft whose
 * lock can be taken was left by an app that is gone, and is offered back
 * when the app starts again. The plan and the key file are replaced whole
 * (CpFileReplace), so a draft is never half written. */

#define GROUP "Draft"
#define MAX_KEY_FILE_BYTES (64 * 1024)

struct _CpDraft
{
  GObject    parent_instance;

  char      *dir;
  char      *id;
  /* The lock held while this app owns the draft, or -1. */
  int        lock_fd;
  GFile     *file;
  GDateTime *written;
  gboolean   remembered;
};

G_DEFINE_FINAL_TYPE (CpDraft, cp_draft, G_TYPE_OBJECT)

static void
cp_draft_finalize (GObject *object)
{
  CpDraft *self = (CpDraft *) object;

  /* The files stay: an app that ends without a clean close leaves its
   * drafts to the next one. */
  if (self->lock_fd >= 0)
    close (self->lock_fd);
  g_free (self->dir);
  g_free (self->id);
  g_clear_object (&self->file);
  g_clear_pointer (&self->written, g_date_time_unref);

  G_OBJECT_CLASS (cp_draft_parent_class)->finalize (object);
}

static void
cp_draft_class_init (CpDraftClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = cp_draft_finalize;
}

static void
cp_draft_init (CpDraft *self)
{
  self->lock_fd = -1;
}

/* Where drafts are kept. */
char *
cp_drafts_dup_dir (void)
{
  return g_build_filename (g_get_user_state_dir (), "cluster-planner", "drafts", NULL);
}

static char *
dup_path (CpDraft    *self,
          const char *suffix)
{
  g_autofree char *name = g_strconcat (self->id, suffix, NULL);

  return g_build_filename (self->dir, name, NULL);
}

/* Takes the draft's lock: fails when another app (or window) holds it. */
static gboolean
take_lock (CpDraft  *self,
           GError  **error)
{
  g_autofree char *path = dup_path (self, ".lock");
  int fd = g_open (path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);

  if (fd < 0 || flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved_errno = errno;

      if (fd >= 0)
        close (fd);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", path, g_strerror (saved_errno));
      return FALSE;
    }

  self->lock_fd = fd;

  return TRUE;
}

/**
 * cp_draft_new:
 *
 * A new draft, owned by this app until it is discarded or freed; nothing
 * is written before cp_draft_write().
 *
 * Returns: (transfer full) (nullable): the draft, or %NULL when the state
 *   folder cannot be made.
 */
CpDraft *
cp_draft_new (GError **error)
{
  g_autoptr(CpDraft) self = g_object_new (CP_TYPE_DRAFT, NULL);

  self->dir = cp_drafts_dup_dir ();
  self->id = g_uuid_string_random ();

  if (g_mkdir_with_parents (self->dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", self->dir, g_strerror (saved_errno));
      return NULL;
    }

  if (!take_lock (self, error))
    return NULL;

  return g_steal_pointer (&self);
}

/**
 * cp_draft_adopt:
 * @self: a draft from cp_drafts_list_left()
 *
 * Makes the draft this app's, to write on and discard.
 *
 * Returns: %FALSE when another app took it first.
 */
gboolean
cp_draft_adopt (CpDraft  *self,
                GError  **error)
{
  g_return_val_if_fail (CP_IS_DRAFT (self), FALSE);

  return self->lock_fd >= 0 || take_lock (self, error);
}

const char *
cp_draft_get_id (CpDraft *self)
{
  g_return_val_if_fail (CP_IS_DRAFT (self), NULL);

  return self->id;
}

/* The plan file it is a draft of, or NULL for a plan never saved. */
GFile *
cp_draft_get_file (CpDraft *self)
{
  g_return_val_if_fail (CP_IS_DRAFT (self), NULL);

  return self->file;
}

/* When it was last written, or NULL when it was not yet. */
GDateTime *
cp_draft_get_written (CpDraft *self)
{
  g_return_val_if_fail (CP_IS_DRAFT (self), NULL);

  return self->written;
}

/* Whether it is the draft of the plan the app remembers (its untitled plan)
 * (the first window without a file). */
gboolean
cp_draft_get_remembered (CpDraft *self)
{
  g_return_val_if_fail (CP_IS_DRAFT (self), FALSE);

  return self->remembered;
}

/* The name of the plan file, or "Untitled Plan". */
char *
cp_draft_dup_title (CpDraft *self)
{
  g_return_val_if_fail (CP_IS_DRAFT (self), NULL);

  return cp_plan_document_dup_file_title (self->file);
}

static gboolean
replace_file (const char  *path,
              const char  *data,
              gsize        length,
              GError     **error)
{
  g_autoptr(CpFileReplace) replace = NULL;

  replace = cp_file_replace_begin (path, G_IO_ERROR, G_IO_ERROR_FAILED, error);

  return replace != NULL &&
         g_output_stream_write_all (cp_file_replace_get_stream (replace), data, length, NULL,
                                    NULL, error) &&
         cp_file_replace_commit (replace, error);
}

/**
 * cp_draft_write:
 * @plan: the plan's bytes, as a plan file holds them
 * @file: (nullable): the plan file it is a draft of
 * @remembered: whether it is the plan the app remembers (its untitled plan)
 *
 * Writes the draft: the plan first, then what it is a draft of, each
 * replaced whole.
 */
gboolean
cp_draft_write (CpDraft   *self,
                GBytes    *plan,
                GFile     *file,
                gboolean   remembered,
                GError   **error)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *plan_path = NULL;
  g_autofree char *draft_path = NULL;
  g_autofree char *written = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (CP_IS_DRAFT (self), FALSE);
  g_return_val_if_fail (plan != NULL, FALSE);
  g_return_val_if_fail (self->lock_fd >= 0, FALSE);

  plan_path = dup_path (self, ".clusterplan");
  draft_path = dup_path (self, ".draft");
  written = g_date_time_format_iso8601 (now);

  if (file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_key_file_set_string (key_file, GROUP, "file", uri);
    }
  g_key_file_set_string (key_file, GROUP, "written", written);
  g_key_file_set_boolean (key_file, GROUP, "remembered", remembered);
  data = g_key_file_to_data (key_file, &length, NULL);

  if (!replace_file (plan_path, g_bytes_get_data (plan, NULL), g_bytes_get_size (plan), error) ||
      !replace_file (draft_path, data, length, error))
    return FALSE;

  g_set_object (&self->file, file);
  g_clear_pointer (&self->written, g_date_time_unref);
  self->written = g_date_time_ref (now);
  self->remembered = remembered;

  return TRUE;
}

/**
 * cp_draft_load:
 *
 * Returns: (transfer full) (nullable): the plan the draft holds.
 */
CpPlanDocument *
cp_draft_load (CpDraft  *self,
               GError  **error)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) plan = NULL;

  g_return_val_if_fail (CP_IS_DRAFT (self), NULL);

  path = dup_path (self, ".clusterplan");
  plan = g_file_new_for_path (path);

  return cp_plan_document_new_from_file (plan, error);
}

/* Removes the draft's files: its plan was saved, or thrown away. */
void
cp_draft_discard (CpDraft *self)
{
  static const char *suffixes[] = { ".clusterplan", ".draft", ".lock" };

  g_return_if_fail (CP_IS_DRAFT (self));

  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *path = dup_path (self, suffixes[i]);

      if (g_unlink (path) != 0 && errno != ENOENT)
        g_debug ("%s: %s", path, g_strerror (errno));
    }

  if (self->lock_fd >= 0)
    close (self->lock_fd);
  self->lock_fd = -1;
}

/* The draft @name (ID.draft) in @dir, or NULL when it is not one, or its
 * app still runs; *@unreadable says when it is a draft no app holds that
 * cannot be read or locked (a folder made read-only, a file of another
 * user). */
static CpDraft *
read_left (const char *dir,
           const char *name,
           gboolean   *unreadable)
{
  g_autoptr(CpDraft) self = g_object_new (CP_TYPE_DRAFT, NULL);
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GFile) draft_file = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *draft_path = NULL;
  g_autofree char *plan_path = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *written = NULL;
  g_autoptr(GError) lock_error = NULL;

  *unreadable = FALSE;
  self->dir = g_strdup (dir);
  self->id = g_strndup (name, strlen (name) - strlen (".draft"));
  if (!g_uuid_string_is_valid (self->id))
    return NULL;

  draft_path = dup_path (self, ".draft");
  plan_path = dup_path (self, ".clusterplan");
  draft_file = g_file_new_for_path (draft_path);
  bytes = cp_file_read_regular (draft_file, draft_path, MAX_KEY_FILE_BYTES, NULL);
  if (bytes == NULL || !g_key_file_load_from_bytes (key_file, bytes, G_KEY_FILE_NONE, NULL) ||
      !g_file_test (plan_path, G_FILE_TEST_IS_REGULAR))
    {
      /* Being written by its app this instant is not unreadable. */
      *unreadable = bytes == NULL && g_file_test (draft_path, G_FILE_TEST_EXISTS) &&
                    g_access (draft_path, R_OK) != 0;
      return NULL;
    }

  /* Its app still runs (this one, or another): the draft is its. Any
   * other reason the lock cannot be taken hides a draft no app holds. */
  if (!take_lock (self, &lock_error))
    {
      *unreadable = !g_error_matches (lock_error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK);
      return NULL;
    }
  close (self->lock_fd);
  self->lock_fd = -1;

  uri = g_key_file_get_string (key_file, GROUP, "file", NULL);
  if (uri != NULL)
    self->file = g_file_new_for_uri (uri);
  written = g_key_file_get_string (key_file, GROUP, "written", NULL);
  if (written != NULL)
    self->written = g_date_time_new_from_iso8601 (written, NULL);
  self->remembered = g_key_file_get_boolean (key_file, GROUP, "remembered", NULL);

  return g_steal_pointer (&self);
}

static int
compare_written (gconstpointer a,
                 gconstpointer b,
                 gpointer      user_data)
{
  GDateTime *first = CP_DRAFT ((gpointer) a)->written;
  GDateTime *second = CP_DRAFT ((gpointer) b)->written;

  if (first == NULL || second == NULL)
    return (first == NULL) - (second == NULL);

  return g_date_time_compare (first, second);
}

static int
compare_written_indirect (gconstpointer a,
                          gconstpointer b,
                          gpointer      user_data)
{
  return compare_written (*(gpointer const *) a, *(gpointer const *) b, user_data);
}

/**
 * cp_drafts_list_left:
 *
 * Returns: (transfer full): a #GListModel of #CpDraft: the drafts an app
 *   that is gone left behind, oldest first.
 */
GListModel *
cp_drafts_list_left (void)
{
  return cp_drafts_list_left_checked (NULL, NULL);
}

/**
 * cp_drafts_list_left_checked:
 * @n_unreadable: (out) (optional): how many drafts no app holds could not
 *   be read or taken (a folder made read-only, a file of another user)
 * @error: set when the drafts folder is there but cannot be read
 *
 * Returns: (transfer full): a #GListModel of #CpDraft: the drafts an app
 *   that is gone left behind that can be restored, oldest first; empty
 *   when the folder cannot be read.
 */
GListModel *
cp_drafts_list_left_checked (guint   *n_unreadable,
                             GError **error)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_object_unref);
  GListStore *drafts = g_list_store_new (CP_TYPE_DRAFT);
  g_autofree char *dir = cp_drafts_dup_dir ();
  g_autoptr(GError) open_error = NULL;
  g_autoptr(GDir) listing = g_dir_open (dir, 0, &open_error);
  guint unreadable = 0;
  const char *name;

  if (listing == NULL && !g_error_matches (open_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    g_propagate_error (error, g_steal_pointer (&open_error));

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      CpDraft *draft;
      gboolean hidden = FALSE;

      if (!g_str_has_suffix (name, ".draft"))
        continue;
      if ((draft = read_left (dir, name, &hidden)) != NULL)
        g_ptr_array_add (found, draft);
      else if (hidden)
        unreadable++;
    }

  /* Sorted once, not inserted in order one by one: ten thousand drafts
   * cost no more than a blink. */
  g_ptr_array_sort_with_data (found, compare_written_indirect, NULL);
  g_list_store_splice (drafts, 0, 0, found->pdata, found->len);

  if (n_unreadable != NULL)
    *n_unreadable = unreadable;

  return G_LIST_MODEL (drafts);
}
