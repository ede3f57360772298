/* cp-quote-register-database.c
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
#include <sys/stat.h>

#include "cp-quote-register-private.h"
#include "cp-quote-snapshot.h"
#include "cp-text.h"

/* The register's database: opened (a plain file, made with its folder
 * when missing), checked to be a register, and its layout brought up to
 * this code's version; and the statements, transactions and one-number
 * queries the other files of the register run on it.
 *
 * The database uses SQLite's default rollback journal, which works on
 * every file system the data folder may be on. */

/* "CPQR": marks the file as a quote register (PRAGMA application_id), so
 * another program's database is refused instead of written into. */
#define APPLICATION_ID 0x43505152

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
gboolean
_cp_quote_register_query_int (CpQuoteRegister  *self,
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
      !_cp_quote_register_query_int (self, "PRAGMA user_version", &version, error))
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

/* How long registers opened from now on wait for a lock another process
 * holds. */
static guint busy_timeout_ms = CP_QUOTE_REGISTER_BUSY_TIMEOUT_MS;

/**
 * cp_quote_register_set_busy_timeout:
 * @milliseconds: how long to wait
 *
 * How long registers opened from now on wait for another process that
 * holds the register locked before failing with
 * %CP_QUOTE_REGISTER_ERROR_BUSY: %CP_QUOTE_REGISTER_BUSY_TIMEOUT_MS
 * unless set; the application sets %CP_QUOTE_REGISTER_UI_BUSY_TIMEOUT_MS,
 * so that a window never freezes on the register.
 */
void
cp_quote_register_set_busy_timeout (guint milliseconds)
{
  busy_timeout_ms = MIN (milliseconds, (guint) G_MAXINT);
}

static gboolean
open_file (CpQuoteRegister  *self,
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

  sqlite3_busy_timeout (self->db, (int) busy_timeout_ms);

  return TRUE;
}

/* Opens the register at self->path and brings its layout up to date. */
gboolean
_cp_quote_register_open (CpQuoteRegister  *self,
                         GError          **error)
{
  return open_file (self, error) && migrate (self, error);
}
