/* cp-test-widget.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-test-util.h"
#include "cp-window.h"

G_BEGIN_DECLS

typedef gboolean (*CpTestMatch) (GtkWidget     *widget,
                                 gconstpointer  data);

void       cp_test_reset_settings   (void);
CpWindow  *cp_test_new_window       (void);
CpWindow  *cp_test_open_window      (void);
void       cp_test_close_window     (CpWindow   *window);
void       cp_test_wait_for_drawing (GtkWidget  *widget);
void       cp_test_wait_until_still (GtkWidget  *widget);
GtkWidget *cp_test_find_toplevel    (GType       type);
GtkWidget *cp_test_find_widget      (GtkWidget    *widget,
                                     CpTestMatch   match,
                                     gconstpointer data);
GtkWidget *cp_test_find_button      (GtkWidget  *widget,
                                     const char *label);
GtkWidget *cp_test_find_label       (GtkWidget  *widget,
                                     const char *label);
void       cp_test_assert_named_by_row (GtkWidget  *control,
                                        const char *title);
void       cp_test_speak            (const char *lang,
                                     const char *locale);

G_END_DECLS
