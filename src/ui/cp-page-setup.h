/* cp-page-setup.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "cp-quote-renderer.h"

G_BEGIN_DECLS

void          cp_page_setup_get_paper           (GtkPageSetup     *setup,
                                                 CpQuotePaper     *paper);

GtkWidget    *cp_page_setup_dialog_new          (GtkWindow        *parent);
void          cp_page_setup_dialog_present      (GtkWidget        *dialog,
                                                 GtkPageSetup     *current,
                                                 GtkPrintSettings *settings);
GtkPageSetup *cp_page_setup_dialog_dup_chosen   (GtkWidget        *dialog);
void          cp_page_setup_dialog_put_away     (GtkWidget        *dialog);
void          cp_page_setup_dialog_release      (GtkWidget        *dialog);

G_END_DECLS
