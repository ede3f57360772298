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

/* Shared by the files of the register, each with one job:
 * cp-quote-register.c (the object, and its quotes listed and kept
 * current), -database.c (opening, the layout, statements), -error.c (what
 * it says when it fails), -mark.c (the last number given, kept apart from
 * the database), -numbers.c (taking numbers, marking quotes
 * written) and -records.c (what else is read back). */
struct _CpQuoteRegister
{
  GObject       parent_instance;

  char         *path;
  char         *display;
  sqlite3      *db;

  /* The quotes, as cp_quote_register_get_records() keeps them; NULL until
   * someone asks. */
  GListStore   *records;
  /* What the listing was read at: another connection's change moves the
   * database's data version; an issued quote expires with the day. */
  gint64        data_version;
  char         *listed_today;
  GFileMonitor *monitor;
};

G_DEFINE_AUTOPTR_CLEANUP_FUNC (sqlite3_stmt, sqlite3_finalize)

/* The columns a CpQuoteRecord is read from, in the order
 * _cp_quote_register_read_record() reads them; ?1 is today's date. */
#define RECORD_COLUMNS \
  "number, number_text, issued, valid_until, customer, build, tier, unit, count," \
  " total_cents, currency, file, plan," \
  /* A quote issued and past its last day is shown expired. */ \
  " CASE WHEN status = 'issued' AND valid_until < ?1 THEN 'expired' ELSE status END"

/* cp-quote-register-error.c */
gboolean       _cp_quote_register_fail        (CpQuoteRegister  *self,
                                               GError          **error,
                                               int               code,
                                               int               rc);
gboolean       _cp_quote_register_not_found   (CpQuoteRegister  *self,
                                               guint             number,
                                               GError          **error);

/* cp-quote-register-database.c */
gboolean       _cp_quote_register_open        (CpQuoteRegister  *self,
                                               GError          **error);
sqlite3_stmt  *_cp_quote_register_prepare     (CpQuoteRegister  *self,
                                               const char       *sql,
                                               int               code,
                                               GError          **error);
gboolean       _cp_quote_register_exec        (CpQuoteRegister  *self,
                                               const char       *sql,
                                               int               code,
                                               GError          **error);
gboolean       _cp_quote_register_query_int   (CpQuoteRegister  *self,
                                               const char       *sql,
                                               gint64           *value,
                                               GError          **error);
void           _cp_quote_register_rollback    (CpQuoteRegister  *self);
gboolean       _cp_quote_register_commit      (CpQuoteRegister  *self,
                                               GError          **error);

/* cp-quote-register.c */
void           _cp_quote_register_changed     (CpQuoteRegister  *self);
char          *_cp_quote_register_dup_today   (void);
char          *_cp_quote_register_dup_line    (sqlite3_stmt     *stmt,
                                               int               column);
CpQuoteRecord *_cp_quote_register_read_record (sqlite3_stmt     *stmt);

/* cp-quote-register-mark.c */
char          *_cp_quote_register_dup_mark_path (CpQuoteRegister  *self);
gboolean       _cp_quote_register_read_mark   (CpQuoteRegister  *self,
                                               guint64          *last,
                                               GError          **error);
gboolean       _cp_quote_register_write_mark  (CpQuoteRegister  *self,
                                               guint             number,
                                               GError          **error);
void           _cp_quote_register_raise_floor (guint             number);

/* cp-quote-register-numbers.c */
void           _cp_quote_register_remember    (CpQuoteRegister  *self,
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
