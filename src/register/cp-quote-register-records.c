/* cp-quote-register-records.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-register"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cp-quote-register-private.h"
#include "cp-quote-snapshot.h"

/* The register read back: its customers, one quote looked up, what
 * became of it recorded, and a quote made again to be printed or
 * exported again. (Listing the quotes is in cp-quote-register.c, taking
 * numbers in cp-quote-register-numbers.c.) */

void
cp_quote_customer_free (CpQuoteCustomer *customer)
{
  if (customer == NULL)
    return;

  g_free (customer->company);
  g_free (customer->contact);
  g_free (customer->address);
  g_free (customer->email);
  g_free (customer);
}

/**
 * cp_quote_register_list_customers:
 * @error: where a register that cannot be read is said
 *
 * Lists everyone a quote was made out to, each once, with the contact,
 * address and e-mail of their latest quote; the customer of the latest
 * quote first.
 *
 * Returns: (transfer full) (element-type CpQuoteCustomer) (nullable): the
 *   customers, or %NULL on error.
 */
GPtrArray *
cp_quote_register_list_customers (CpQuoteRegister  *self,
                                  GError          **error)
{
  g_autoptr(GPtrArray) customers = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  g_return_val_if_fail (CP_IS_QUOTE_REGISTER (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  stmt = _cp_quote_register_prepare (self,
                                     "SELECT customer, customer_contact, customer_address,"
                                     " customer_email FROM quotes AS q"
                                     " WHERE customer != '' AND number ="
                                     " (SELECT max(number) FROM quotes WHERE customer = q.customer)"
                                     " ORDER BY number DESC",
                                     CP_QUOTE_REGISTER_ERROR_READ, error);
  if (stmt == NULL)
    return NULL;

  customers = g_ptr_array_new_with_free_func ((GDestroyNotify) cp_quote_customer_free);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      CpQuoteCustomer *customer = g_new0 (CpQuoteCustomer, 1);

      customer->company = _cp_quote_register_dup_line (stmt, 0);
      customer->contact = _cp_quote_register_dup_line (stmt, 1);
      customer->address = cp_quote_bound_address (column_text (stmt, 2));
      customer->email = _cp_quote_register_dup_line (stmt, 3);
      g_ptr_array_add (customers, customer);
    }

  if (rc != SQLITE_DONE)
    {
      _cp_quote_register_fail (self, error, CP_QUOTE_REGISTER_ERROR_READ, rc);
      return NULL;
    }

  return g_steal_pointer (&customers);
}

/**
 * cp_quote_register_lookup:
 *
 * Returns: (transfer full) (nullable): quote @number as
 *   cp_quote_register_list() would list it, or %NULL with an error.
 */
CpQuoteRecord *
cp_quote_register_lookup (CpQuoteRegister  *self,
                          guint             number,
                          GError          **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *today = _cp_quote_register_dup_today ();
  int rc;

  g_return_val_if_fail (CP_IS_QUOTE_REGISTER (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  stmt = _cp_quote_register_prepare (self,
                                     "SELECT " RECORD_COLUMNS " FROM quotes WHERE number = ?2",
                                     CP_QUOTE_REGISTER_ERROR_READ, error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, today, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 2, number);

  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    return _cp_quote_register_read_record (stmt);

  if (rc == SQLITE_DONE)
    _cp_quote_register_not_found (self, number, error);
  else
    _cp_quote_register_fail (self, error, CP_QUOTE_REGISTER_ERROR_READ, rc);

  return NULL;
}

/* What became of a quote is said once it was sent: a quote never written
 * can only be withdrawn (its number voided), and accepted, expired and
 * withdrawn are final. */
static gboolean
may_become (CpQuoteStatus from,
            CpQuoteStatus to)
{
  return from == to ||
         from == CP_QUOTE_STATUS_ISSUED ||
         (from == CP_QUOTE_STATUS_UNWRITTEN && to == CP_QUOTE_STATUS_WITHDRAWN);
}

static gboolean
update_status (CpQuoteRegister  *self,
               guint             number,
               CpQuoteStatus     status,
               GError          **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *now = dup_now_text ();
  int rc;

  stmt = _cp_quote_register_prepare (self,
                                     "UPDATE quotes SET status = ?1, changed = ?2"
                                     " WHERE number = ?3",
                                     CP_QUOTE_REGISTER_ERROR_WRITE, error);
  if (stmt == NULL)
    return FALSE;

  sqlite3_bind_text (stmt, 1, cp_quote_status_to_string (status), -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 2, now, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 3, number);

  rc = sqlite3_step (stmt);
  if (rc != SQLITE_DONE)
    return _cp_quote_register_fail (self, error, CP_QUOTE_REGISTER_ERROR_WRITE, rc);

  return TRUE;
}

/* Runs @sql, whose one parameter is the number, and steps to quote
 * @number's row: the statement there, or %NULL when there is no such
 * quote or the register cannot be read. */
static sqlite3_stmt *
select_quote (CpQuoteRegister  *self,
              const char       *sql,
              guint             number,
              GError          **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  stmt = _cp_quote_register_prepare (self, sql, CP_QUOTE_REGISTER_ERROR_READ, error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, number);

  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    {
      _cp_quote_register_not_found (self, number, error);
      return NULL;
    }
  if (rc != SQLITE_ROW)
    {
      _cp_quote_register_fail (self, error, CP_QUOTE_REGISTER_ERROR_READ, rc);
      return NULL;
    }

  return g_steal_pointer (&stmt);
}

/**
 * cp_quote_register_set_status:
 * @number: the quote's number
 * @status: %CP_QUOTE_STATUS_ACCEPTED, %CP_QUOTE_STATUS_EXPIRED or
 *   %CP_QUOTE_STATUS_WITHDRAWN
 * @error: where a quote that is not in the register, or that cannot
 *   change to @status, is said
 *
 * Records what became of an issued quote. A quote that was never written
 * can only be withdrawn; accepted, expired and withdrawn quotes stay so.
 *
 * Returns: whether the status was recorded.
 */
gboolean
cp_quote_register_set_status (CpQuoteRegister  *self,
                              guint             number,
                              CpQuoteStatus     status,
                              GError          **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  CpQuoteStatus current = CP_QUOTE_STATUS_UNWRITTEN;

  g_return_val_if_fail (CP_IS_QUOTE_REGISTER (self), FALSE);
  g_return_val_if_fail (status == CP_QUOTE_STATUS_ACCEPTED || status == CP_QUOTE_STATUS_EXPIRED ||
                        status == CP_QUOTE_STATUS_WITHDRAWN, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!_cp_quote_register_exec (self, "BEGIN IMMEDIATE", CP_QUOTE_REGISTER_ERROR_WRITE, error))
    return FALSE;

  /* The stored status, not the one a listing shows: an issued quote past
   * its day may still be accepted. */
  stmt = select_quote (self, "SELECT status, number_text FROM quotes WHERE number = ?", number,
                       error);
  if (stmt == NULL)
    goto fail;

  cp_quote_status_from_string (column_text (stmt, 0), &current);
  if (!may_become (current, status))
    {
      g_set_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_STATUS,
                   /* TRANSLATORS: e.g. "quotes.db: Q-0003 is accepted and cannot be marked
                    * withdrawn"; the statuses are those of the quote status context */
                   _("%s: %s is %s and cannot be marked %s"),
                   self->display, column_text (stmt, 1),
                   cp_quote_status_get_label (current), cp_quote_status_get_label (status));
      goto fail;
    }
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (!update_status (self, number, status, error) ||
      !_cp_quote_register_commit (self, error))
    goto fail;

  _cp_quote_register_changed (self);

  return TRUE;

fail:
  _cp_quote_register_rollback (self);
  return FALSE;
}

/**
 * cp_quote_register_undo_status:
 * @number: the quote's number
 * @marked: the status it was just marked with
 * @previous: the status it had before
 * @error: where a quote that is not in the register, or whose status is
 *   no longer @marked, is said
 *
 * Takes back cp_quote_register_set_status(): a quote still @marked goes
 * back to @previous, as the toast's Undo asks.
 *
 * Returns: whether it went back.
 */
gboolean
cp_quote_register_undo_status (CpQuoteRegister  *self,
                               guint             number,
                               CpQuoteStatus     marked,
                               CpQuoteStatus     previous,
                               GError          **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  CpQuoteStatus current = CP_QUOTE_STATUS_UNWRITTEN;

  g_return_val_if_fail (CP_IS_QUOTE_REGISTER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!_cp_quote_register_exec (self, "BEGIN IMMEDIATE", CP_QUOTE_REGISTER_ERROR_WRITE, error))
    return FALSE;

  stmt = select_quote (self, "SELECT status, number_text FROM quotes WHERE number = ?", number,
                       error);
  if (stmt == NULL)
    goto fail;

  cp_quote_status_from_string (column_text (stmt, 0), &current);
  if (current != marked)
    {
      g_set_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_STATUS,
                   /* TRANSLATORS: e.g. "quotes.db: Q-0003 is withdrawn now, not accepted:
                    * nothing to undo"; the statuses are those of the quote status context */
                   _("%s: %s is %s now, not %s: nothing to undo"),
                   self->display, column_text (stmt, 1),
                   cp_quote_status_get_label (current), cp_quote_status_get_label (marked));
      goto fail;
    }
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (!update_status (self, number, previous, error) ||
      !_cp_quote_register_commit (self, error))
    goto fail;

  _cp_quote_register_changed (self);

  return TRUE;

fail:
  _cp_quote_register_rollback (self);
  return FALSE;
}

/**
 * cp_quote_register_restore:
 * @number: the quote's number
 * @catalog: the catalog the quote was made with
 * @error: where a quote that is not in the register, or that @catalog
 *   cannot make again as it was, is said
 *
 * Makes quote @number again, for printing or exporting it again: the same
 * number, issue date, customer, store details and figures. Issuing it
 * again keeps its number.
 *
 * Returns: (transfer full) (nullable): the quote, or %NULL on error.
 */
CpQuote *
cp_quote_register_restore (CpQuoteRegister  *self,
                           guint             number,
                           CpCatalog        *catalog,
                           GError          **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *what = NULL;
  CpQuote *quote;

  g_return_val_if_fail (CP_IS_QUOTE_REGISTER (self), NULL);
  g_return_val_if_fail (CP_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  stmt = select_quote (self, "SELECT number_text, plan, document FROM quotes WHERE number = ?",
                       number, error);
  if (stmt == NULL)
    return NULL;

  what = g_strdup_printf ("%s: %s", self->display, column_text (stmt, 0));
  quote = cp_quote_snapshot_restore (column_text (stmt, 1), column_text (stmt, 2), catalog,
                                     what, error);
  if (quote == NULL)
    return NULL;

  if (cp_quote_get_number (quote) != number)
    {
      g_set_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_FORMAT,
                   _("%s: the register’s record of it is damaged (“%s”)"), what, "number");
      g_object_unref (quote);
      return NULL;
    }

  _cp_quote_register_remember (self, quote);

  return quote;
}

/**
 * cp_quote_register_dup_plan:
 * @number: the quote's number
 * @error: where a quote that is not in the register, or a damaged record,
 *   is said
 *
 * The plan quote @number was made from, as a plan file holds it, to make
 * a new quote from (cp_session_load_document()): its models, workload,
 * build and customer. Prices may have changed since; the new quote has
 * today's.
 *
 * Returns: (transfer full) (nullable): the plan, or %NULL on error.
 */
CpPlanDocument *
cp_quote_register_dup_plan (CpQuoteRegister  *self,
                            guint             number,
                            GError          **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *what = NULL;

  g_return_val_if_fail (CP_IS_QUOTE_REGISTER (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  stmt = select_quote (self, "SELECT number_text, plan FROM quotes WHERE number = ?", number,
                       error);
  if (stmt == NULL)
    return NULL;

  what = g_strdup_printf ("%s: %s", self->display, column_text (stmt, 0));

  return cp_quote_snapshot_read_plan (column_text (stmt, 1), what, error);
}
