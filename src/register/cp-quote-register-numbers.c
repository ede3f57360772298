/* cp-quote-register-numbers.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-register"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <sqlite3.h>

#include "cp-build-words.h"
#include "cp-file-io.h"
#include "cp-format.h"
#include "cp-plan-document.h"
#include "cp-quote-export.h"
#include "cp-quote-register-private.h"
#include "cp-quote-settings.h"
#include "cp-quote-snapshot.h"

/* The register's numbers: the next one shown before a quote is issued,
 * one taken for a quote in the same transaction that records it, and the
 * quote marked issued once it is written or printed. Who reads the
 * register back is in cp-quote-register-records.c and, for the listing
 * kept current, cp-quote-register.c. */

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

/* The number the settings ask the next quote to have at least: the
 * counter the app kept before the register, so numbering goes on from
 * it, and which Preferences can still move forward (never back). */
static guint
settings_floor (void)
{
  g_autoptr(GSettings) settings = cp_quote_settings_new ();

  return g_settings_get_uint (settings, "quote-next-number");
}

/* The next free number: past the counter, past every number recorded
 * (should the counter ever have been set back by hand), past the last
 * number kept beside the register (should the register have been
 * emptied, lost or restored from an old copy), and at least the
 * settings' floor. 0 when every number has been used. */
static gboolean
least_next (CpQuoteRegister  *self,
            gint64           *next,
            GError          **error)
{
  gint64 counter, past_last;
  guint64 marked;

  if (!_cp_quote_register_query_int (self, "SELECT next_number FROM counter WHERE id = 1",
                                     &counter, error) ||
      !_cp_quote_register_query_int (self, "SELECT coalesce(max(number), 0) + 1 FROM quotes",
                                     &past_last, error) ||
      !_cp_quote_register_read_mark (self, &marked, error))
    return FALSE;

  *next = MAX (MAX (counter, past_last), (gint64) marked + 1);

  return TRUE;
}

/**
 * cp_quote_register_get_least_next:
 *
 * Returns: the lowest number the next quote can have, whatever the
 *   settings say: past every number the register gave. Preferences keeps
 *   "Next quote number" at least this. 0 on error.
 */
guint
cp_quote_register_get_least_next (CpQuoteRegister  *self,
                                  GError          **error)
{
  gint64 next;

  g_return_val_if_fail (CP_IS_QUOTE_REGISTER (self), 0);

  if (!least_next (self, &next, error))
    return 0;

  return (guint) MIN (next, (gint64) CP_QUOTE_MAX_NUMBER);
}

static gboolean
next_number (CpQuoteRegister  *self,
             guint            *number,
             GError          **error)
{
  gint64 next;

  if (!least_next (self, &next, error))
    return FALSE;

  next = MAX (next, (gint64) settings_floor ());
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

  /* Kept apart before the number is committed: a number kept there and
   * never committed is only skipped, while one committed and not kept
   * could be given again. */
  if (!_cp_quote_register_write_mark (self, number, error) ||
      !_cp_quote_register_commit (self, error))
    goto fail;

  _cp_quote_register_raise_floor (number);
  _cp_quote_register_remember (self, quote);
  _cp_quote_register_changed (self);

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
  guint n_models;

  g_return_val_if_fail (CP_IS_QUOTE_REGISTER (self), FALSE);
  g_return_val_if_fail (CP_IS_QUOTE (quote), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* The register keeps the quote's plan as a plan file holds it, to be
   * opened again: no more models than one holds. */
  n_models = g_list_model_get_n_items (cp_plan_get_models (cp_quote_get_plan (quote)));
  if (n_models > CP_PLAN_DOCUMENT_MAX_MODELS)
    {
      g_autofree char *most = cp_format_integer (CP_PLAN_DOCUMENT_MAX_MODELS);
      g_autofree char *count = cp_format_integer (n_models);

      g_set_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_FORMAT,
                   /* TRANSLATORS: "quotes.db: a quote's plan holds at most 2,000 models,
                    * this one 2,001: no number was taken" */
                   ngettext ("%s: a quote's plan holds at most %s model, this one %s: no "
                             "number was taken",
                             "%s: a quote's plan holds at most %s models, this one %s: no "
                             "number was taken",
                             CP_PLAN_DOCUMENT_MAX_MODELS),
                   self->display, most, count);
      return FALSE;
    }

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

  _cp_quote_register_changed (self);

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
 * issued with the file's absolute path. A file that cannot be written
 * (a folder it cannot be made in, a read-only file) is found before the
 * number is taken, and takes none. When the register cannot be written no
 * file is written; when the file still cannot be, the quote stays
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

  if (!cp_file_check_writable_path (filename, CP_QUOTE_ERROR, CP_QUOTE_ERROR_WRITE, error) ||
      !cp_quote_register_take_number (self, quote, error) ||
      !cp_quote_export_pdf (quote, filename, paper, error))
    return FALSE;

  absolute = g_canonicalize_filename (filename, NULL);

  return cp_quote_register_mark_written (self, quote, absolute, error);
}

