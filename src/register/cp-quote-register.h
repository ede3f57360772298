/* cp-quote-register.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cp-catalog.h"
#include "cp-plan-document.h"
#include "cp-quote.h"
#include "cp-quote-record.h"
#include "cp-quote-renderer.h"

G_BEGIN_DECLS

#define CP_QUOTE_REGISTER_ERROR (cp_quote_register_error_quark ())

/* Every message of this domain starts with the register's file name,
 * except those of cp_quote_export_pdf() passed on by
 * cp_quote_register_issue_pdf(), which start with the PDF's. */
typedef enum
{
  CP_QUOTE_REGISTER_ERROR_OPEN,
  CP_QUOTE_REGISTER_ERROR_READ,
  CP_QUOTE_REGISTER_ERROR_WRITE,
  CP_QUOTE_REGISTER_ERROR_FORMAT,
  CP_QUOTE_REGISTER_ERROR_FULL,
  CP_QUOTE_REGISTER_ERROR_NOT_FOUND,
  CP_QUOTE_REGISTER_ERROR_STATUS,
  CP_QUOTE_REGISTER_ERROR_CHANGED,
} CpQuoteRegisterError;

/* The version of the database's layout this code writes (PRAGMA
 * user_version); older ones are brought up to it when opened. */
#define CP_QUOTE_REGISTER_SCHEMA_VERSION 3

/* How long a process waits for another one that is writing, in ms. */
#define CP_QUOTE_REGISTER_BUSY_TIMEOUT_MS 30000

#define CP_TYPE_QUOTE_REGISTER (cp_quote_register_get_type ())

G_DECLARE_FINAL_TYPE (CpQuoteRegister, cp_quote_register, CP, QUOTE_REGISTER, GObject)

GQuark           cp_quote_register_error_quark       (void);

char            *cp_quote_register_dup_default_path  (void);
CpQuoteRegister *cp_quote_register_new               (const char          *path,
                                                      GError             **error);
CpQuoteRegister *cp_quote_register_new_default       (GError             **error);
CpQuoteRegister *cp_quote_register_dup_shared        (GError             **error);
const char      *cp_quote_register_get_path          (CpQuoteRegister     *self);

guint            cp_quote_register_peek_number       (CpQuoteRegister     *self,
                                                      GError             **error);
gboolean         cp_quote_register_take_number       (CpQuoteRegister     *self,
                                                      CpQuote             *quote,
                                                      GError             **error);
gboolean         cp_quote_register_mark_written      (CpQuoteRegister     *self,
                                                      CpQuote             *quote,
                                                      const char          *filename,
                                                      GError             **error);
gboolean         cp_quote_register_issue_pdf         (CpQuoteRegister     *self,
                                                      CpQuote             *quote,
                                                      const char          *filename,
                                                      const CpQuotePaper  *paper,
                                                      GError             **error);
guint            cp_quote_register_get_quote_number  (CpQuoteRegister     *self,
                                                      CpQuote             *quote);

/* Who a quote was last made out to, as the register remembers them. */
typedef struct
{
  char *company;
  char *contact;
  char *address;
  char *email;
} CpQuoteCustomer;

void             cp_quote_customer_free              (CpQuoteCustomer     *customer);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CpQuoteCustomer, cp_quote_customer_free)

GPtrArray       *cp_quote_register_list_customers    (CpQuoteRegister     *self,
                                                      GError             **error);
GListModel      *cp_quote_register_list              (CpQuoteRegister     *self,
                                                      const char          *customer,
                                                      GError             **error);
GListModel      *cp_quote_register_get_records       (CpQuoteRegister     *self,
                                                      GError             **error);
gboolean         cp_quote_register_refresh           (CpQuoteRegister     *self,
                                                      GError             **error);
CpQuoteRecord   *cp_quote_register_lookup            (CpQuoteRegister     *self,
                                                      guint                number,
                                                      GError             **error);
gboolean         cp_quote_register_set_status        (CpQuoteRegister     *self,
                                                      guint                number,
                                                      CpQuoteStatus        status,
                                                      GError             **error);
gboolean         cp_quote_register_undo_status       (CpQuoteRegister     *self,
                                                      guint                number,
                                                      CpQuoteStatus        marked,
                                                      CpQuoteStatus        previous,
                                                      GError             **error);
guint            cp_quote_register_get_least_next    (CpQuoteRegister     *self,
                                                      GError             **error);
CpQuote         *cp_quote_register_restore           (CpQuoteRegister     *self,
                                                      guint                number,
                                                      CpCatalog           *catalog,
                                                      GError             **error);

CpPlanDocument  *cp_quote_register_dup_plan          (CpQuoteRegister     *self,
                                                      guint                number,
                                                      GError             **error);

G_END_DECLS
