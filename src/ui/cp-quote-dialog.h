/* cp-quote-dialog.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "cp-quote.h"
#include "cp-quote-register.h"

G_BEGIN_DECLS

/* What the quote is wanted for: it says so on the dialog's button. */
typedef enum
{
  CP_QUOTE_PURPOSE_EXPORT,
  CP_QUOTE_PURPOSE_PRINT,
} CpQuotePurpose;

#define CP_TYPE_QUOTE_DIALOG (cp_quote_dialog_get_type ())

G_DECLARE_FINAL_TYPE (CpQuoteDialog, cp_quote_dialog, CP, QUOTE_DIALOG, AdwMessageDialog)

GtkWidget      *cp_quote_dialog_new          (GtkWindow      *parent,
                                              CpQuote        *quote,
                                              CpQuotePurpose  purpose);
void            cp_quote_dialog_set_customers (CpQuoteDialog *self,
                                              GPtrArray      *customers);
void            cp_quote_dialog_set_missing  (CpQuoteDialog      *self,
                                              const char * const *missing);
CpQuote        *cp_quote_dialog_get_quote    (CpQuoteDialog  *self);
CpQuotePurpose  cp_quote_dialog_get_purpose  (CpQuoteDialog  *self);

G_END_DECLS
