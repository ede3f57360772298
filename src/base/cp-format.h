/* cp-format.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Figures as people read them: digits grouped the way the current locale
 * groups them, or as the store's English pages do ("1,920 GB", "$597,000",
 * "30,600 W") where the locale has no grouping of its own (C, POSIX). */

char *cp_format_integer    (gint64      value);
char *cp_format_decimal    (double      value,
                            int         max_decimals);
char *cp_format_gb         (gint64      memory_mb);
char *cp_format_memory     (gint64      memory_mb);
char *cp_format_gib        (gint64      bytes);
char *cp_format_gib_figure (gint64      bytes);
char *cp_format_power      (gint64      power_w);
char *cp_format_price      (gint64      price_cents);
char *cp_format_date       (GDateTime  *date);
char *cp_format_iso_date   (const char *iso_date);
gboolean cp_format_is_iso_date (const char *text);
gboolean cp_parse_decimal  (const char *text,
                            gboolean    allow_spaces,
                            double     *value);
gulong cp_format_plural_count (gint64      n);
char *cp_format_comparison (double      ratio,
                            const char *name,
                            const char *plural);
void  cp_format_get_separators (const char **thousands,
                                const char **radix);

G_END_DECLS
