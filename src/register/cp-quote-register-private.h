/* cp-quote-register-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <sqlite3.h>

#include "cp-quote-register.h"

G_BEGIN_DECLS

/* Shared by the files of the register: cp-quote-register.c (the database
 * and the numbers) and cp-quote-register-records.c (what is read back). */
struct _CpQuoteRegister
{
  GObject   parent_instance;

  char     *path;
  char     *display;
  sqlite3  *db;
};

G_DEFINE_AUTOPTR_CLEANUP_FUNC (sqlite3_stmt, sqlite3_finalize)

gboolean      _cp_quote_register_fail      (CpQuoteRegister  *self,
                                            GError          **error,
                                            int               code,
                                            int               rc);
sqlite3_stmt *_cp_quote_register_prepare   (CpQuoteRegister  *self,
                                            const char       *sql,
                                            int               code,
                                            GError          **error);
gboolean      _cp_quote_register_exec      (CpQuoteRegister  *self,
                                            const char       *sql,
                                            int               code,
                                            GError          **error);
void          _cp_quote_register_rollback  (CpQuoteRegister  *self);
gboolean      _cp_quote_register_commit    (CpQuoteRegister  *self,
                                            GError          **error);
gboolean      _cp_quote_register_not_found (CpQuoteRegister  *self,
                                            guint             number,
                                            GError          **error);
void          _cp_quote_register_remember  (CpQuoteRegister  *self,
                                            CpQuote          *quote);

/* A text column, "" for NULL. */
static inline const char *
column_text (sqlite3_stmt *stmt,
             int           column)
{
  const unsigned char *text = sqlite3_column_text (stmt, column);

  return text != NULL ? (const char *) text : "";
}

/* When a row changes, by the real clock (not SOURCE_DATE_EPOCH): the
 * register's own bookkeeping, not a date a quote prints. */
static inline char *
dup_now_text (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();

  return g_date_time_format_iso8601 (now);
}

G_END_DECLS
