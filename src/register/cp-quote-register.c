/* cp-quote-register.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-register"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/stat.h>

#include "cp-build-words.h"
#include "cp-quote-export.h"
#include "cp-quote-register-private.h"
#include "cp-quote-settings.h"
#include "cp-quote-snapshot.h"
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
 * fail. The database uses SQLite's default rollback journal, which works
 * on every file system the data folder may be on. */

/* "CPQR": marks the file as a quote register (PRAGMA application_id), so
 * another program's database is refused instead of written into. */
#define APPLICATION_ID 0x43505152

G_DEFINE_FINAL_TYPE (CpQuoteRegister, cp_quote_register, G_TYPE_OBJECT)

G_DEFINE_QUARK (cp-quote-register-error-quark, cp_quote_register_error)

/* Each step brings the layout from the version of its index to the next
 * one; a new version appends a step and never changes an old one. */
static const char * const migrations[CP_QUOTE_REGISTER_SCHEMA_VERSION] = {
  /* 0 → 1: the first layout. */
  "CREATE TABLE counter ("
  "  id INTEGER PRIMARY KEY CHECK (id = 1),"
  "  next_number INTEGER NOT NULL CHECK (next_number >= 1));"
  "INSERT INTO counter (id, next_number) VALUES (1, 1);"
  "CREATE TABLE quotes ("
  "  number INTEGER PRIMARY KEY CHECK (number >= 1),"
  "  number_text TEXT NOT NULL,"
  "  status TEXT NOT NULL CHECK (status IN"
  "    ('unwritten', 'issued', 'accepted', 'expired', 'withdrawn')),"
  "  issued TEXT NOT NULL,"
  "  valid_until TEXT NOT NULL,"
  "  customer TEXT NOT NULL,"
  "  build TEXT NOT NULL,"
  "  tier TEXT NOT NULL,"
  "  unit TEXT NOT NULL,"
  "  count INTEGER NOT NULL,"
  "  total_cents INTEGER NOT NULL,"
  "  currency TEXT NOT NULL,"
  "  file TEXT,"
  "  plan TEXT NOT NULL,"
  "  document TEXT NOT NULL,"
  "  recorded TEXT NOT NULL,"
  "  changed TEXT NOT NULL);"
  "CREATE INDEX quotes_by_customer ON quotes (customer);",
  /* 1 → 2: the customer's contact, address and e-mail, to offer them
   * again for the same customer. */
  "ALTER TABLE quotes ADD COLUMN customer_contact TEXT NOT NULL DEFAULT '';"
  "ALTER TABLE quotes ADD COLUMN customer_address TEXT NOT NULL DEFAULT '';"
  "ALTER TABLE quotes ADD COLUMN customer_email TEXT NOT NULL DEFAULT '';",
  /* 2 → 3: each quote's plan as a plan file (docs/plan.md), the form "New
   * Quote from This" opens; the tables stay, convert_plans() writes the
   * plans anew. */
  "",
};

/* The step whose plans convert_plans() writes anew. */
#define PLAN_FILE_STEP 2

/* What the register knows of a quote object it gave a number to (or made
 * again from the register): the same object, unchanged since, issued
 * again keeps that number. "Unchanged" compares the snapshots of that
 * moment, in this process, so that a quote made again in another
 * language (its words translated anew) is still the same quote. */
typedef struct
{
  char  *path;
  guint  number;
  char  *plan;
  char  *document;
} Taken;

static void
taken_free (gpointer data)
{
  Taken *taken = data;

  g_free (taken->path);
  g_free (taken->plan);
  g_free (taken->document);
  g_free (taken);
}

static GQuark
taken_quark (void)
{
  return g_quark_from_static_string ("cp-quote-register-taken");
}

void
_cp_quote_register_remember (CpQuoteRegister *self,
                CpQuote         *quote)
{
  Taken *taken = g_new0 (Taken, 1);

  taken->path = g_strdup (self->path);
  taken->number = cp_quote_get_number (quote);
  taken->plan = cp_quote_snapshot_dup_plan (quote);
  taken->document = cp_quote_snapshot_dup_document (quote);
  g_object_set_qdata_full (G_OBJECT (quote), taken_quark (), taken, taken_free);
}

static void
cp_quote_register_finalize (GObject *object)
{
  CpQuoteRegister *self = CP_QUOTE_REGISTER (object);

  /* Statements are finalized where they are used, so the connection
   * closes at once. */
  g_clear_pointer (&self->db, sqlite3_close);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->display, g_free);

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

/* Why SQLite failed, in words a person can act on; the system's own
 * words where a system call failed. */
static char *
dup_reason (sqlite3 *db,
            int      rc)
{
  int system_errno = db != NULL ? sqlite3_system_errno (db) : 0;

  switch (rc & 0xff)
    {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      /* After the busy timeout, or at once where waiting could never
       * end (two connections each waiting for the other). */
      return g_strdup (_("another program kept it locked"));
    case SQLITE_READONLY:
      return g_strdup (_("the file or its folder is read-only"));
    case SQLITE_FULL:
      return g_strdup (_("the disk is full"));
    case SQLITE_NOTADB:
      return g_strdup (_("the file is not a database"));
    case SQLITE_CORRUPT:
      return g_strdup (_("the file is damaged"));
    case SQLITE_CANTOPEN:
    case SQLITE_IOERR:
    case SQLITE_PERM:
      if (system_errno != 0)
        return g_strdup (g_strerror (system_errno));
      break;
    default:
      break;
    }

  return g_strdup (db != NULL ? sqlite3_errmsg (db) : sqlite3_errstr (rc));
}

/* "PATH: DOING: REASON", e.g. "quotes.db: cannot write to the quote
 * register: the disk is full"; what it was doing follows from @code. */
gboolean
_cp_quote_register_fail (CpQuoteRegister  *self,
                         GError          **error,
                         int               code,
                         int               rc)
{
  g_autofree char *reason = dup_reason (self->db, rc);
  const char *doing;

  if (code == CP_QUOTE_REGISTER_ERROR_OPEN)
    doing = _("cannot open the quote register");
  else if (code == CP_QUOTE_REGISTER_ERROR_WRITE)
    doing = _("cannot write to the quote register");
  else
    doing = _("cannot read the quote register");

  g_set_error (error, CP_QUOTE_REGISTER_ERROR, code, "%s: %s: %s", self->display, doing, reason);

  return FALSE;
}

sqlite3_stmt *
_cp_quote_register_prepare (CpQuoteRegister  *self,
         const char       *sql,
         int               code,
         GError          **error)
{
  sqlite3_stmt *stmt = NULL;
  int rc = sqlite3_prepare_v2 (self->db, sql, -1, &stmt, NULL);

  if (rc != SQLITE_OK)
    {
      _cp_quote_register_fail (self, error, code, rc);
      sqlite3_finalize (stmt);
      return NULL;
    }

  return stmt;
}

gboolean
_cp_quote_register_exec (CpQuoteRegister  *self,
      const char       *sql,
      int               code,
      GError          **error)
{
  int rc = sqlite3_exec (self->db, sql, NULL, NULL, NULL);

  if (rc != SQLITE_OK)
    return _cp_quote_register_fail (self, error, code, rc);

  return TRUE;
}

/* Ends a transaction that failed; what made it fail is already said. */
void
_cp_quote_register_rollback (CpQuoteRegister *self)
{
  if (!sqlite3_get_autocommit (self->db))
    sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
}

gboolean
_cp_quote_register_commit (CpQuoteRegister  *self,
        GError          **error)
{
  if (!_cp_quote_register_exec (self, "COMMIT", CP_QUOTE_REGISTER_ERROR_WRITE, error))
    {
      _cp_quote_register_rollback (self);
      return FALSE;
    }

  return TRUE;
}

/* One integer from a query of one row, such as a PRAGMA. */
static gboolean
query_int (CpQuoteRegister  *self,
           const char       *sql,
           gint64           *value,
           GError          **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  stmt = _cp_quote_register_prepare (self, sql, CP_QUOTE_REGISTER_ERROR_READ, error);
  if (stmt == NULL)
    return FALSE;

  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    return _cp_quote_register_fail (self, error, CP_QUOTE_REGISTER_ERROR_READ, rc);

  *value = sqlite3_column_int64 (stmt, 0);

  return TRUE;
}

static gboolean
refuse_format (CpQuoteRegister  *self,
               gint64            version,
               GError          **error)
{
  if (version > CP_QUOTE_REGISTER_SCHEMA_VERSION)
    g_set_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_FORMAT,
                 /* TRANSLATORS: e.g. "quotes.db: the quote register was written by a newer
                  * Cluster Planner (layout 3; this one knows up to 1)" */
                 _("%s: the quote register was written by a newer Cluster Planner "
                   "(layout %d; this one knows up to %d)"),
                 self->display, (int) MIN (version, G_MAXINT), CP_QUOTE_REGISTER_SCHEMA_VERSION);
  else
    g_set_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_FORMAT,
                 _("%s: the file is another program’s database, not a quote register"),
                 self->display);

  return FALSE;
}

/* Whether the header marks a register this code can use as it is. The
 * version, the mark and the tables are read in one statement, so that a
 * register another process makes meanwhile is seen whole or not at all. */
static gboolean
check_header (CpQuoteRegister  *self,
              gboolean         *current,
              GError          **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gint64 version, application_id, n_tables;
  int rc;

  stmt = _cp_quote_register_prepare (self,
                  "SELECT (SELECT user_version FROM pragma_user_version),"
                  " (SELECT application_id FROM pragma_application_id),"
                  " (SELECT count(*) FROM sqlite_master)",
                  CP_QUOTE_REGISTER_ERROR_READ, error);
  if (stmt == NULL)
    return FALSE;

  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    return _cp_quote_register_fail (self, error, CP_QUOTE_REGISTER_ERROR_READ, rc);

  version = sqlite3_column_int64 (stmt, 0);
  application_id = sqlite3_column_int64 (stmt, 1);
  n_tables = sqlite3_column_int64 (stmt, 2);

  /* A database without the mark but with tables is not one we made. */
  if (version > CP_QUOTE_REGISTER_SCHEMA_VERSION ||
      (application_id != APPLICATION_ID && application_id != 0) ||
      (application_id == 0 && n_tables > 0))
    return refuse_format (self, version, error);

  *current = version == CP_QUOTE_REGISTER_SCHEMA_VERSION && application_id == APPLICATION_ID;

  return TRUE;
}

/* Layout 3: writes the plan of each quote that has its first form
 * (cp_quote_snapshot_convert_plan()) as a plan file. A record that cannot
 * be read stays as it was, to be said damaged when it is used, as before. */
static gboolean
convert_plans (CpQuoteRegister  *self,
               GError          **error)
{
  g_autoptr(sqlite3_stmt) select = NULL;
  g_autoptr(sqlite3_stmt) update = NULL;
  int rc;

  select = _cp_quote_register_prepare (self,
                                       "SELECT number, number_text, plan, document FROM quotes"
                                       " WHERE json_valid (plan) AND json_extract (plan, '$.format') = 1",
                                       CP_QUOTE_REGISTER_ERROR_READ, error);
  update = _cp_quote_register_prepare (self, "UPDATE quotes SET plan = ? WHERE number = ?",
                                       CP_QUOTE_REGISTER_ERROR_WRITE, error);
  if (select == NULL || update == NULL)
    return FALSE;

  while ((rc = sqlite3_step (select)) == SQLITE_ROW)
    {
      g_autofree char *what = g_strdup_printf ("%s: %s", self->display, column_text (select, 1));
      g_autofree char *plan = cp_quote_snapshot_convert_plan (column_text (select, 2),
                                                              column_text (select, 3), what, NULL);

      if (plan == NULL)
        continue;

      sqlite3_reset (update);
      sqlite3_bind_text (update, 1, plan, -1, SQLITE_STATIC);
      sqlite3_bind_int64 (update, 2, sqlite3_column_int64 (select, 0));
      if (sqlite3_step (update) != SQLITE_DONE)
        return _cp_quote_register_fail (self, error, CP_QUOTE_REGISTER_ERROR_WRITE,
                                        sqlite3_errcode (self->db));
    }

  if (rc != SQLITE_DONE)
    return _cp_quote_register_fail (self, error, CP_QUOTE_REGISTER_ERROR_READ, rc);

  return TRUE;
}

/* Brings the layout up to this code's version, in one transaction: a
 * second process that opens the register meanwhile waits, then finds it
 * done. */
static gboolean
migrate (CpQuoteRegister  *self,
         GError          **error)
{
  g_autofree char *pragmas = NULL;
  gboolean current = FALSE;
  gint64 version;

  if (!check_header (self, &current, error))
    return FALSE;
  if (current)
    return TRUE;

  if (!_cp_quote_register_exec (self, "BEGIN IMMEDIATE", CP_QUOTE_REGISTER_ERROR_WRITE, error))
    return FALSE;

  if (!check_header (self, &current, error) ||
      !query_int (self, "PRAGMA user_version", &version, error))
    {
      _cp_quote_register_rollback (self);
      return FALSE;
    }

  for (gint64 step = version; step < CP_QUOTE_REGISTER_SCHEMA_VERSION; step++)
    if (!_cp_quote_register_exec (self, migrations[step], CP_QUOTE_REGISTER_ERROR_WRITE, error) ||
        (step == PLAN_FILE_STEP && !convert_plans (self, error)))
      {
        _cp_quote_register_rollback (self);
        return FALSE;
      }

  pragmas = g_strdup_printf ("PRAGMA user_version = %d; PRAGMA application_id = %d;",
                             CP_QUOTE_REGISTER_SCHEMA_VERSION, APPLICATION_ID);
  if (!_cp_quote_register_exec (self, pragmas, CP_QUOTE_REGISTER_ERROR_WRITE, error))
    {
      _cp_quote_register_rollback (self);
      return FALSE;
    }

  return _cp_quote_register_commit (self, error);
}

static gboolean
open_database (CpQuoteRegister  *self,
               GError          **error)
{
  g_autofree char *folder = g_path_get_dirname (self->path);
  GStatBuf info;
  int rc;

  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved_errno = errno;
      g_autofree char *display_folder = cp_text_display_filename (folder);

      g_set_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_OPEN,
                   /* TRANSLATORS: e.g. "/home/a/.local/share/cluster-planner/quotes.db:
                    * cannot make the folder “/home/a/.local/share/cluster-planner”: Not a
                    * directory" */
                   _("%s: cannot make the folder “%s”: %s"),
                   self->display, display_folder, g_strerror (saved_errno));
      return FALSE;
    }

  /* SQLite would open a FIFO or a device and wait on it, or write into
   * it; the register is a plain file or nothing yet. */
  if (g_stat (self->path, &info) == 0 && !S_ISREG (info.st_mode))
    {
      g_set_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_OPEN, "%s: %s: %s",
                   self->display, _("cannot open the quote register"),
                   _("it is not a regular file"));
      return FALSE;
    }

  rc = sqlite3_open_v2 (self->path, &self->db,
                        SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_EXRESCODE, NULL);
  if (rc != SQLITE_OK)
    return _cp_quote_register_fail (self, error, CP_QUOTE_REGISTER_ERROR_OPEN, rc);

  sqlite3_busy_timeout (self->db, CP_QUOTE_REGISTER_BUSY_TIMEOUT_MS);

  return TRUE;
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

  if (!open_database (self, error) || !migrate (self, error))
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

const char *
cp_quote_register_get_path (CpQuoteRegister *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_REGISTER (self), NULL);

  return self->path;
}

/* The number the settings ask the next quote to have at least: the
 * counter the app kept before the register, so numbering goes on from
 * it, and which Preferences can still move forward (never back). */
static guint
settings_floor (void)
{
  g_autoptr(GSettings) settings = cp_quote_settings_new ();

  return settings != NULL ? g_settings_get_uint (settings, "quote-next-number") : 1;
}

/* The next free number: past the counter, past every number recorded
 * (should the counter ever have been set back by hand), and at least
 * the settings' floor. 0 when every number has been used. */
static gboolean
next_number (CpQuoteRegister  *self,
             guint            *number,
             GError          **error)
{
  gint64 counter, past_last;
  gint64 next;

  if (!query_int (self, "SELECT next_number FROM counter WHERE id = 1", &counter, error) ||
      !query_int (self, "SELECT coalesce(max(number), 0) + 1 FROM quotes", &past_last, error))
    return FALSE;

  next = MAX (MAX (counter, past_last), (gint64) settings_floor ());
  *number = next <= CP_QUOTE_MAX_NUMBER ? (guint) next : 0;

  return TRUE;
}

/**
 * cp_quote_register_peek_number:
 *
 * Returns: the number the next new quote would get if it were issued now,
 *   to show before it is; another process may take it first. 0 on error,
 *   or when every number has been used.
 */
guint
cp_quote_register_peek_number (CpQuoteRegister  *self,
                               GError          **error)
{
  guint number = 0;

  g_return_val_if_fail (CP_IS_QUOTE_REGISTER (self), 0);

  if (!next_number (self, &number, error))
    return 0;

  return number;
}

/* Whether @quote is the one recorded as @taken, unchanged since, and
 * still one that may be issued again (not withdrawn). */
static gboolean
is_recorded (CpQuoteRegister  *self,
             CpQuote          *quote,
             Taken            *taken,
             gboolean         *same,
             GError          **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *plan = NULL;
  g_autofree char *document = NULL;
  int rc;

  *same = FALSE;
  if (g_strcmp0 (taken->path, self->path) != 0 || cp_quote_get_number (quote) != taken->number)
    return TRUE;

  plan = cp_quote_snapshot_dup_plan (quote);
  document = cp_quote_snapshot_dup_document (quote);
  if (g_strcmp0 (plan, taken->plan) != 0 || g_strcmp0 (document, taken->document) != 0)
    return TRUE;

  stmt = _cp_quote_register_prepare (self, "SELECT status FROM quotes WHERE number = ?",
                  CP_QUOTE_REGISTER_ERROR_READ, error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, taken->number);

  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    return TRUE;
  if (rc != SQLITE_ROW)
    return _cp_quote_register_fail (self, error, CP_QUOTE_REGISTER_ERROR_READ, rc);

  *same = g_strcmp0 (column_text (stmt, 0), "withdrawn") != 0;

  return TRUE;
}

/* Records @quote, numbered already, as unwritten. Inside the transaction
 * that took its number. */
static gboolean
insert_quote (CpQuoteRegister  *self,
              CpQuote          *quote,
              GError          **error)
{
  CpBuild *build = cp_quote_get_build (quote);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GDateTime) until = cp_quote_dup_valid_until (quote);
  g_autofree char *number_text = cp_quote_dup_number_text (quote);
  g_autofree char *issued = g_date_time_format_iso8601 (cp_quote_get_issued (quote));
  g_autofree char *valid_until = g_date_time_format (until, "%Y-%m-%d");
  g_autofree char *title = cp_build_dup_title (build);
  g_autofree char *plan = cp_quote_snapshot_dup_plan (quote);
  g_autofree char *document = cp_quote_snapshot_dup_document (quote);
  g_autofree char *now = dup_now_text ();
  int rc;

  stmt = _cp_quote_register_prepare (self,
                  "INSERT INTO quotes (number, number_text, status, issued, valid_until, customer,"
                  " build, tier, unit, count, total_cents, currency, file, plan, document,"
                  " recorded, changed, customer_contact, customer_address, customer_email)"
                  " VALUES (?1, ?2, 'unwritten', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, NULL,"
                  " ?12, ?13, ?14, ?14, ?15, ?16, ?17)",
                  CP_QUOTE_REGISTER_ERROR_WRITE, error);
  if (stmt == NULL)
    return FALSE;

  sqlite3_bind_int64 (stmt, 1, cp_quote_get_number (quote));
  sqlite3_bind_text (stmt, 2, number_text, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 3, issued, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 4, valid_until, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 5, cp_quote_get_customer (quote), -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 6, title, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 7, cp_item_get_id (CP_ITEM (cp_build_get_tier (build))), -1,
                     SQLITE_STATIC);
  sqlite3_bind_text (stmt, 8, cp_item_get_id (CP_ITEM (cp_build_get_unit (build))), -1,
                     SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 9, cp_build_get_count (build));
  sqlite3_bind_int64 (stmt, 10, cp_quote_get_total_cents (quote));
  sqlite3_bind_text (stmt, 11, cp_quote_get_currency (quote), -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 12, plan, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 13, document, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 14, now, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 15, cp_quote_get_detail (quote, CP_QUOTE_DETAIL_CUSTOMER_CONTACT), -1,
                     SQLITE_STATIC);
  sqlite3_bind_text (stmt, 16, cp_quote_get_detail (quote, CP_QUOTE_DETAIL_CUSTOMER_ADDRESS), -1,
                     SQLITE_STATIC);
  sqlite3_bind_text (stmt, 17, cp_quote_get_detail (quote, CP_QUOTE_DETAIL_CUSTOMER_EMAIL), -1,
                     SQLITE_STATIC);

  rc = sqlite3_step (stmt);
  if (rc != SQLITE_DONE)
    return _cp_quote_register_fail (self, error, CP_QUOTE_REGISTER_ERROR_WRITE, rc);

  return TRUE;
}

/* Takes the next number for @quote and records it, in one transaction. */
static gboolean
record_new (CpQuoteRegister  *self,
            CpQuote          *quote,
            GError          **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  guint old_number = cp_quote_get_number (quote);
  guint number;
  int rc;

  if (!_cp_quote_register_exec (self, "BEGIN IMMEDIATE", CP_QUOTE_REGISTER_ERROR_WRITE, error))
    return FALSE;

  if (!next_number (self, &number, error))
    goto fail;

  if (number == 0)
    {
      g_autofree char *last = g_strdup_printf ("%u", CP_QUOTE_MAX_NUMBER);

      g_set_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_FULL,
                   /* TRANSLATORS: e.g. "quotes.db: every quote number up to 999999999 has
                    * been used" */
                   _("%s: every quote number up to %s has been used"), self->display, last);
      goto fail;
    }

  cp_quote_set_number (quote, number);
  if (!insert_quote (self, quote, error))
    goto fail;

  stmt = _cp_quote_register_prepare (self, "UPDATE counter SET next_number = ? WHERE id = 1",
                  CP_QUOTE_REGISTER_ERROR_WRITE, error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, (gint64) number + 1);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_DONE)
    {
      _cp_quote_register_fail (self, error, CP_QUOTE_REGISTER_ERROR_WRITE, rc);
      goto fail;
    }

  if (!_cp_quote_register_commit (self, error))
    goto fail;

  _cp_quote_register_remember (self, quote);

  return TRUE;

fail:
  _cp_quote_register_rollback (self);
  cp_quote_set_number (quote, old_number);
  return FALSE;
}

/**
 * cp_quote_register_take_number:
 * @quote: a quote about to be written or printed
 * @error: where a register that cannot be written is said
 *
 * Gives @quote the next quote number and records it, with everything
 * needed to make it again, as not written yet — in one transaction, so
 * the number is never given twice. The number is the next one after the
 * last taken, or the settings' "quote-next-number" when that is further.
 *
 * A quote this register already numbered, and that has not changed since
 * (printed again, or exported after a print), keeps its number and is
 * not recorded twice.
 *
 * Returns: whether @quote has its number. On failure it keeps the number
 *   it had and nothing was recorded.
 */
gboolean
cp_quote_register_take_number (CpQuoteRegister  *self,
                               CpQuote          *quote,
                               GError          **error)
{
  Taken *taken;
  gboolean same = FALSE;

  g_return_val_if_fail (CP_IS_QUOTE_REGISTER (self), FALSE);
  g_return_val_if_fail (CP_IS_QUOTE (quote), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  taken = g_object_get_qdata (G_OBJECT (quote), taken_quark ());
  if (taken != NULL)
    {
      if (!is_recorded (self, quote, taken, &same, error))
        return FALSE;
      if (same)
        return TRUE;
    }

  return record_new (self, quote, error);
}

/**
 * cp_quote_register_get_quote_number:
 *
 * Returns: the number this register gave @quote, or 0 when it gave it
 *   none.
 */
guint
cp_quote_register_get_quote_number (CpQuoteRegister *self,
                                    CpQuote         *quote)
{
  Taken *taken;

  g_return_val_if_fail (CP_IS_QUOTE_REGISTER (self), 0);
  g_return_val_if_fail (CP_IS_QUOTE (quote), 0);

  taken = g_object_get_qdata (G_OBJECT (quote), taken_quark ());
  if (taken == NULL || g_strcmp0 (taken->path, self->path) != 0)
    return 0;

  return taken->number;
}

gboolean
_cp_quote_register_not_found (CpQuoteRegister  *self,
           guint             number,
           GError          **error)
{
  g_set_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_NOT_FOUND,
               /* TRANSLATORS: e.g. "quotes.db: no quote number 42 in the register" */
               _("%s: no quote number %u in the register"), self->display, number);
  return FALSE;
}

/**
 * cp_quote_register_mark_written:
 * @quote: a quote numbered by cp_quote_register_take_number()
 * @filename: (nullable): where its PDF was written; %NULL when it was
 *   printed on paper
 * @error: where a register that cannot be written is said
 *
 * Marks @quote issued (when it was not written yet) and records where it
 * was written last.
 *
 * Returns: whether it was recorded.
 */
gboolean
cp_quote_register_mark_written (CpQuoteRegister  *self,
                                CpQuote          *quote,
                                const char       *filename,
                                GError          **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *now = dup_now_text ();
  guint number;
  int rc;

  g_return_val_if_fail (CP_IS_QUOTE_REGISTER (self), FALSE);
  g_return_val_if_fail (CP_IS_QUOTE (quote), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  number = cp_quote_register_get_quote_number (self, quote);
  g_return_val_if_fail (number != 0, FALSE);

  /* A print keeps the file an export recorded before it. */
  stmt = _cp_quote_register_prepare (self,
                  "UPDATE quotes SET"
                  " status = CASE status WHEN 'unwritten' THEN 'issued' ELSE status END,"
                  " file = coalesce(?1, file), changed = ?2"
                  " WHERE number = ?3",
                  CP_QUOTE_REGISTER_ERROR_WRITE, error);
  if (stmt == NULL)
    return FALSE;

  sqlite3_bind_text (stmt, 1, filename, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 2, now, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 3, number);

  rc = sqlite3_step (stmt);
  if (rc != SQLITE_DONE)
    return _cp_quote_register_fail (self, error, CP_QUOTE_REGISTER_ERROR_WRITE, rc);
  if (sqlite3_changes (self->db) == 0)
    return _cp_quote_register_not_found (self, number, error);

  return TRUE;
}

/**
 * cp_quote_register_issue_pdf:
 * @quote: the quote
 * @filename: where to write it
 * @paper: (nullable): as for cp_quote_export_pdf()
 * @error: where a register that cannot be written, or a file that cannot
 *   be, is said
 *
 * Issues @quote as a PDF: takes its number (see
 * cp_quote_register_take_number()), writes the file, and marks the quote
 * issued with the file's absolute path. When the register cannot be
 * written no file is written; when the file cannot be, the quote stays
 * recorded as not written and its number is not given again.
 *
 * Returns: whether the quote was numbered, written and recorded.
 */
gboolean
cp_quote_register_issue_pdf (CpQuoteRegister     *self,
                             CpQuote             *quote,
                             const char          *filename,
                             const CpQuotePaper  *paper,
                             GError             **error)
{
  g_autofree char *absolute = NULL;

  g_return_val_if_fail (CP_IS_QUOTE_REGISTER (self), FALSE);
  g_return_val_if_fail (CP_IS_QUOTE (quote), FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!cp_quote_register_take_number (self, quote, error) ||
      !cp_quote_export_pdf (quote, filename, paper, error))
    return FALSE;

  absolute = g_canonicalize_filename (filename, NULL);

  return cp_quote_register_mark_written (self, quote, absolute, error);
}
