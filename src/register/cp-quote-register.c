/* cp-quote-register.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-register"

#include "config.h"

#include <sqlite3.h>
#include <string.h>

#include "cp-quote-register-private.h"
#include "cp-text.h"

/* The register of every quote the store issued, in one SQLite database
 * in the user's data folder (the way Epiphany keeps its history). It
 * hands out the quote numbers: a number is taken in the same transaction
 * that records the quote, so no two quotes get one number, whether they
 * come from the window, the command line, or two processes at once, and
 * with or without a session bus (the settings are not what decides).
 *
 * A quote is recorded "unwritten" when its number is taken, then marked
 * issued once its PDF is written or it has printed. A crash in between
 * leaves the row unwritten; its number is never handed out again.
 *
 * Writers start with BEGIN IMMEDIATE, which takes the write lock before
 * reading the counter, so two writers never read the same next number;
 * a busy timeout makes the second one wait for the first rather than
 * fail.
 *
 * The process has one register object for the user's register
 * (cp_quote_register_dup_shared()), which every window uses; its listing
 * (cp_quote_register_get_records()) follows what it writes at once, and
 * what another process writes (the command line's --export-quote) when
 * the file changes or when asked to look again. */

G_DEFINE_FINAL_TYPE (CpQuoteRegister, cp_quote_register, G_TYPE_OBJECT)

static void
cp_quote_register_finalize (GObject *object)
{
  CpQuoteRegister *self = CP_QUOTE_REGISTER (object);

  /* Statements are finalized where they are used, so the connection
   * closes at once. */
  g_clear_pointer (&self->db, sqlite3_close);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->display, g_free);
  g_clear_pointer (&self->listed_today, g_free);
  if (self->monitor != NULL)
    g_file_monitor_cancel (self->monitor);
  g_clear_object (&self->monitor);
  g_clear_object (&self->records);

  G_OBJECT_CLASS (cp_quote_register_parent_class)->finalize (object);
}

static void
cp_quote_register_class_init (CpQuoteRegisterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cp_quote_register_finalize;
}

static void
cp_quote_register_init (CpQuoteRegister *self)
{
}

/**
 * cp_quote_register_new:
 * @path: the database file; it and its folder are made when missing
 * @error: where a file that cannot be opened, read or made a register is
 *   said, with its path and the reason
 *
 * Returns: (transfer full) (nullable): the register, its layout brought up
 *   to date, or %NULL on error.
 */
CpQuoteRegister *
cp_quote_register_new (const char  *path,
                       GError     **error)
{
  g_autoptr(CpQuoteRegister) self = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (CP_TYPE_QUOTE_REGISTER, NULL);
  self->path = g_strdup (path);
  /* Messages name it on one line, whatever the path holds. */
  self->display = cp_text_display_filename (path);

  if (!_cp_quote_register_open (self, error))
    return NULL;

  return g_steal_pointer (&self);
}

/**
 * cp_quote_register_dup_default_path:
 *
 * Returns: where the user's register lives:
 *   `$XDG_DATA_HOME/cluster-planner/quotes.db`.
 */
char *
cp_quote_register_dup_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), PACKAGE_NAME, "quotes.db", NULL);
}

/**
 * cp_quote_register_new_default:
 *
 * Returns: (transfer full) (nullable): the user's register (see
 *   cp_quote_register_dup_default_path()), or %NULL on error.
 */
CpQuoteRegister *
cp_quote_register_new_default (GError **error)
{
  g_autofree char *path = cp_quote_register_dup_default_path ();

  return cp_quote_register_new (path, error);
}

/* The object cp_quote_register_dup_shared() hands out, while anyone holds
 * it; a weak pointer, so that the file is closed with the last window. */
static CpQuoteRegister *shared_register;

/**
 * cp_quote_register_dup_shared:
 * @error: where a register that cannot be opened is said
 *
 * The process's one object for the user's register, opened when nobody
 * holds it: every window of the app takes this one, so that a quote one
 * of them issues or marks is in the listing of all of them at once. It
 * is closed when the last one lets it go.
 *
 * Returns: (transfer full) (nullable): the register, or %NULL on error.
 */
CpQuoteRegister *
cp_quote_register_dup_shared (GError **error)
{
  g_autofree char *path = cp_quote_register_dup_default_path ();

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Another path only where the data folder moved (a test setting
   * XDG_DATA_HOME anew): the new one gets an object of its own. */
  if (shared_register != NULL && g_strcmp0 (shared_register->path, path) == 0)
    return g_object_ref (shared_register);

  if (shared_register != NULL)
    g_object_remove_weak_pointer (G_OBJECT (shared_register), (gpointer *) &shared_register);

  shared_register = cp_quote_register_new (path, error);
  if (shared_register != NULL)
    g_object_add_weak_pointer (G_OBJECT (shared_register), (gpointer *) &shared_register);

  return shared_register;
}

const char *
cp_quote_register_get_path (CpQuoteRegister *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_REGISTER (self), NULL);

  return self->path;
}

/* Listing */

/* A column's text as the Quotes page and the quote dialog show it:
 * bounded as the quote bounds its own texts, whatever a register edited
 * by hand holds. */
char *
_cp_quote_register_dup_line (sqlite3_stmt *stmt,
                             int           column)
{
  return cp_quote_bound_line (column_text (stmt, column));
}

CpQuoteRecord *
_cp_quote_register_read_record (sqlite3_stmt *stmt)
{
  g_autoptr(GDateTime) issued = g_date_time_new_from_iso8601 (column_text (stmt, 2), NULL);
  g_autofree char *number_text = _cp_quote_register_dup_line (stmt, 1);
  g_autofree char *customer = _cp_quote_register_dup_line (stmt, 4);
  g_autofree char *build = _cp_quote_register_dup_line (stmt, 5);
  CpQuoteStatus status = CP_QUOTE_STATUS_UNWRITTEN;

  cp_quote_status_from_string (column_text (stmt, 13), &status);

  return g_object_new (CP_TYPE_QUOTE_RECORD,
                       "number", (guint) CLAMP (sqlite3_column_int64 (stmt, 0), 0, G_MAXUINT),
                       "number-text", number_text,
                       "issued", issued,
                       "valid-until", column_text (stmt, 3),
                       "customer", customer,
                       "build", build,
                       "tier", column_text (stmt, 6),
                       "unit", column_text (stmt, 7),
                       "count", MAX (sqlite3_column_int64 (stmt, 8), 0),
                       "total-cents", MAX (sqlite3_column_int64 (stmt, 9), 0),
                       "currency", column_text (stmt, 10),
                       "file", (const char *) sqlite3_column_text (stmt, 11),
                       "plan", column_text (stmt, 12),
                       "status", status,
                       NULL);
}

/* Today, as the quotes' dates are compared: "2026-12-01". */
char *
_cp_quote_register_dup_today (void)
{
  g_autoptr(GDateTime) now = cp_quote_dup_now ();

  return g_date_time_format (now, "%Y-%m-%d");
}

static char *
fold (const char *text)
{
  g_autofree char *normalized = g_utf8_normalize (text, -1, G_NORMALIZE_ALL);

  return normalized != NULL ? g_utf8_casefold (normalized, -1) : g_strdup ("");
}

/**
 * cp_quote_register_list:
 * @customer: (nullable): only the quotes whose customer contains this,
 *   in any case; %NULL or "" for all
 * @error: where a register that cannot be read is said
 *
 * Lists the register's quotes in the order their numbers were taken. An
 * issued quote past its last day (as of `SOURCE_DATE_EPOCH` when set)
 * is listed as expired.
 *
 * Returns: (transfer full) (nullable): a list of #CpQuoteRecord, or
 *   %NULL on error.
 */
GListModel *
cp_quote_register_list (CpQuoteRegister  *self,
                        const char       *customer,
                        GError          **error)
{
  g_autoptr(GListStore) store = g_list_store_new (CP_TYPE_QUOTE_RECORD);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *today = _cp_quote_register_dup_today ();
  g_autofree char *needle = fold (customer != NULL ? customer : "");
  int rc;

  g_return_val_if_fail (CP_IS_QUOTE_REGISTER (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  stmt = _cp_quote_register_prepare (self,
                                     "SELECT " RECORD_COLUMNS " FROM quotes ORDER BY number",
                                     CP_QUOTE_REGISTER_ERROR_READ, error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, today, -1, SQLITE_STATIC);

  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      g_autoptr(CpQuoteRecord) record = NULL;

      /* Folded in C rather than with LIKE, which folds ASCII only: a
       * search for "акме" finds "АКМЕ". */
      if (*needle != '\0')
        {
          g_autofree char *folded = fold (column_text (stmt, 4));

          if (strstr (folded, needle) == NULL)
            continue;
        }

      record = _cp_quote_register_read_record (stmt);
      g_list_store_append (store, record);
    }

  if (rc != SQLITE_DONE)
    {
      _cp_quote_register_fail (self, error, CP_QUOTE_REGISTER_ERROR_READ, rc);
      return NULL;
    }

  return G_LIST_MODEL (g_steal_pointer (&store));
}

/* Kept current */

/* Whether @a and @b say the same of one quote: a listing read again
 * replaces only the records that changed, so a list showing it keeps its
 * rows (and the one picked) where nothing did. */
static gboolean
same_record (CpQuoteRecord *a,
             CpQuoteRecord *b)
{
  GDateTime *issued_a = cp_quote_record_get_issued (a);
  GDateTime *issued_b = cp_quote_record_get_issued (b);

  return cp_quote_record_get_number (a) == cp_quote_record_get_number (b) &&
         cp_quote_record_get_status (a) == cp_quote_record_get_status (b) &&
         cp_quote_record_get_count (a) == cp_quote_record_get_count (b) &&
         cp_quote_record_get_total_cents (a) == cp_quote_record_get_total_cents (b) &&
         (issued_a == issued_b ||
          (issued_a != NULL && issued_b != NULL && g_date_time_equal (issued_a, issued_b))) &&
         g_strcmp0 (cp_quote_record_get_number_text (a), cp_quote_record_get_number_text (b)) == 0 &&
         g_strcmp0 (cp_quote_record_get_valid_until (a), cp_quote_record_get_valid_until (b)) == 0 &&
         g_strcmp0 (cp_quote_record_get_customer (a), cp_quote_record_get_customer (b)) == 0 &&
         g_strcmp0 (cp_quote_record_get_build (a), cp_quote_record_get_build (b)) == 0 &&
         g_strcmp0 (cp_quote_record_get_tier (a), cp_quote_record_get_tier (b)) == 0 &&
         g_strcmp0 (cp_quote_record_get_unit (a), cp_quote_record_get_unit (b)) == 0 &&
         g_strcmp0 (cp_quote_record_get_currency (a), cp_quote_record_get_currency (b)) == 0 &&
         g_strcmp0 (cp_quote_record_get_file (a), cp_quote_record_get_file (b)) == 0 &&
         g_strcmp0 (cp_quote_record_get_plan (a), cp_quote_record_get_plan (b)) == 0;
}

/* Makes self->records hold what @listed holds, in one change: the
 * records alike at the start and at the end stay, the ones between are
 * replaced. Nothing is said when nothing changed. */
static void
update_records (CpQuoteRegister *self,
                GListModel      *listed)
{
  GListModel *shown = G_LIST_MODEL (self->records);
  guint n_shown = g_list_model_get_n_items (shown);
  guint n_listed = g_list_model_get_n_items (listed);
  guint head = 0, tail = 0;
  g_autoptr(GPtrArray) added = g_ptr_array_new_with_free_func (g_object_unref);

  while (head < n_shown && head < n_listed)
    {
      g_autoptr(CpQuoteRecord) a = g_list_model_get_item (shown, head);
      g_autoptr(CpQuoteRecord) b = g_list_model_get_item (listed, head);

      if (!same_record (a, b))
        break;
      head++;
    }

  while (tail < n_shown - head && tail < n_listed - head)
    {
      g_autoptr(CpQuoteRecord) a = g_list_model_get_item (shown, n_shown - 1 - tail);
      g_autoptr(CpQuoteRecord) b = g_list_model_get_item (listed, n_listed - 1 - tail);

      if (!same_record (a, b))
        break;
      tail++;
    }

  if (head == n_shown && head == n_listed)
    return;

  for (guint i = head; i < n_listed - tail; i++)
    g_ptr_array_add (added, g_list_model_get_item (listed, i));
  g_list_store_splice (self->records, head, n_shown - head - tail, added->pdata, added->len);
}

/* Reads the listing again, whatever the data version says. */
static gboolean
reread (CpQuoteRegister  *self,
        GError          **error)
{
  g_autoptr(GListModel) listed = NULL;
  gint64 version;

  /* Read before the listing: a change made in between is seen again the
   * next time, never missed. */
  if (!_cp_quote_register_query_int (self, "PRAGMA data_version", &version, error))
    return FALSE;

  listed = cp_quote_register_list (self, NULL, error);
  if (listed == NULL)
    return FALSE;

  self->data_version = version;
  g_free (self->listed_today);
  self->listed_today = _cp_quote_register_dup_today ();
  update_records (self, listed);

  return TRUE;
}

static void
file_changed_cb (CpQuoteRegister   *self,
                 GFile             *file,
                 GFile             *other_file,
                 GFileMonitorEvent  event)
{
  g_autoptr(GError) error = NULL;

  /* The listing keeps what it showed; the next look says what is wrong. */
  if (!cp_quote_register_refresh (self, &error))
    g_debug ("%s", error->message);
}

/* Watches the file for another process's writes. A register on a file
 * system that cannot be watched is still read again when asked. */
static void
watch_file (CpQuoteRegister *self)
{
  g_autoptr(GFile) file = g_file_new_for_path (self->path);

  self->monitor = g_file_monitor_file (file, G_FILE_MONITOR_NONE, NULL, NULL);
  if (self->monitor == NULL)
    return;

  g_signal_connect_object (self->monitor, "changed", G_CALLBACK (file_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

/**
 * cp_quote_register_get_records:
 * @error: where a register that cannot be read is said, the first time
 *
 * The register's quotes, as cp_quote_register_list() lists them, kept
 * current: a quote this object numbers, marks written or marks with a
 * status is in it at once; one that another object or process writes to
 * the file, once the file is seen to change or cp_quote_register_refresh()
 * is called.
 *
 * Returns: (transfer none) (nullable): a list of #CpQuoteRecord, or %NULL
 *   when the register cannot be read.
 */
GListModel *
cp_quote_register_get_records (CpQuoteRegister  *self,
                               GError          **error)
{
  g_return_val_if_fail (CP_IS_QUOTE_REGISTER (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (self->records == NULL)
    {
      self->records = g_list_store_new (CP_TYPE_QUOTE_RECORD);
      if (!reread (self, error))
        {
          g_clear_object (&self->records);
          return NULL;
        }
      watch_file (self);
    }

  return G_LIST_MODEL (self->records);
}

/**
 * cp_quote_register_refresh:
 * @error: where a register that cannot be read is said
 *
 * Reads the listing of cp_quote_register_get_records() again when
 * another connection (another process, say) wrote to the register since
 * it was read, or the day changed; a cheap check otherwise. Does nothing
 * before the listing was asked for.
 *
 * Returns: whether the listing is as the register is now.
 */
gboolean
cp_quote_register_refresh (CpQuoteRegister  *self,
                           GError          **error)
{
  g_autofree char *today = NULL;
  gint64 version;

  g_return_val_if_fail (CP_IS_QUOTE_REGISTER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->records == NULL)
    return TRUE;

  if (!_cp_quote_register_query_int (self, "PRAGMA data_version", &version, error))
    return FALSE;

  today = _cp_quote_register_dup_today ();
  if (version == self->data_version && g_strcmp0 (today, self->listed_today) == 0)
    return TRUE;

  return reread (self, error);
}

/* This object wrote to the register: its own writes do not move the data
 * version it sees, so the listing is read again now. */
void
_cp_quote_register_changed (CpQuoteRegister *self)
{
  g_autoptr(GError) error = NULL;

  if (self->records != NULL && !reread (self, &error))
    g_debug ("%s", error->message);
}
