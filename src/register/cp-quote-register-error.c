/* cp-quote-register-error.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-register"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <sqlite3.h>

#include "cp-quote-register-private.h"

/* What the register says when it fails: its error domain, and messages
 * that name the register's file and say why, in words a person can act
 * on. Every file of the register says its failures through here. */

G_DEFINE_QUARK (cp-quote-register-error-quark, cp_quote_register_error)

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

  /* Locked by another process: the same words, and a code that says
   * trying again may work. */
  if ((rc & 0xff) == SQLITE_BUSY || (rc & 0xff) == SQLITE_LOCKED)
    code = CP_QUOTE_REGISTER_ERROR_BUSY;

  g_set_error (error, CP_QUOTE_REGISTER_ERROR, code, "%s: %s: %s", self->display, doing, reason);

  return FALSE;
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

