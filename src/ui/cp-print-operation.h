/* cp-print-operation.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "cp-quote.h"
#include "cp-quote-renderer.h"

G_BEGIN_DECLS

#define CP_TYPE_PRINT_OPERATION (cp_print_operation_get_type ())

G_DECLARE_FINAL_TYPE (CpPrintOperation, cp_print_operation, CP, PRINT_OPERATION, GtkPrintOperation)

CpPrintOperation        *cp_print_operation_new              (CpQuote                 *quote);
CpQuote                 *cp_print_operation_get_quote        (CpPrintOperation        *self);
gboolean                 cp_print_operation_get_previewing   (CpPrintOperation        *self);
GtkPageSetup            *cp_print_operation_new_page_setup   (void);
GtkPageSetup            *cp_print_operation_get_shared_page_setup (void);
void                     cp_print_operation_set_shared_page_setup (GtkPageSetup *setup);
GtkPrintOperationResult  cp_print_operation_run_for          (CpPrintOperation        *self,
                                                              GtkPrintOperationAction  action,
                                                              GtkWindow               *parent);

G_END_DECLS
