/* cp-quote-record.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* Where a quote of the register stands. A number is taken as UNWRITTEN
 * and becomes ISSUED once its PDF is written or it is printed; ACCEPTED,
 * EXPIRED and WITHDRAWN are what became of it after that. */
typedef enum
{
  CP_QUOTE_STATUS_UNWRITTEN,
  CP_QUOTE_STATUS_ISSUED,
  CP_QUOTE_STATUS_ACCEPTED,
  CP_QUOTE_STATUS_EXPIRED,
  CP_QUOTE_STATUS_WITHDRAWN,
} CpQuoteStatus;

#define CP_TYPE_QUOTE_STATUS (cp_quote_status_get_type ())

GType       cp_quote_status_get_type    (void) G_GNUC_CONST;
const char *cp_quote_status_to_string   (CpQuoteStatus  status);
gboolean    cp_quote_status_from_string (const char    *text,
                                         CpQuoteStatus *status);
const char *cp_quote_status_get_label   (CpQuoteStatus  status);
const char *cp_quote_status_get_title   (CpQuoteStatus  status);

#define CP_TYPE_QUOTE_RECORD (cp_quote_record_get_type ())

G_DECLARE_FINAL_TYPE (CpQuoteRecord, cp_quote_record, CP, QUOTE_RECORD, GObject)

guint          cp_quote_record_get_number      (CpQuoteRecord *self);
const char    *cp_quote_record_get_number_text (CpQuoteRecord *self);
GDateTime     *cp_quote_record_get_issued      (CpQuoteRecord *self);
const char    *cp_quote_record_get_valid_until (CpQuoteRecord *self);
const char    *cp_quote_record_get_customer    (CpQuoteRecord *self);
const char    *cp_quote_record_get_build       (CpQuoteRecord *self);
const char    *cp_quote_record_get_tier        (CpQuoteRecord *self);
const char    *cp_quote_record_get_unit        (CpQuoteRecord *self);
gint64         cp_quote_record_get_count       (CpQuoteRecord *self);
gint64         cp_quote_record_get_total_cents (CpQuoteRecord *self);
const char    *cp_quote_record_get_currency    (CpQuoteRecord *self);
CpQuoteStatus  cp_quote_record_get_status      (CpQuoteRecord *self);
const char    *cp_quote_record_get_file        (CpQuoteRecord *self);
const char    *cp_quote_record_get_plan        (CpQuoteRecord *self);

G_END_DECLS
