/* cp-money.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* An exchange rate in millionths: 87.45 is 87,450,000. */
#define CP_MONEY_RATE_SCALE G_GINT64_CONSTANT (1000000)
/* The largest rate one unit can be worth: far above any real one, and
 * small enough that converting cannot overflow before it is checked. */
#define CP_MONEY_MAX_RATE   (G_GINT64_CONSTANT (1000000) * CP_MONEY_RATE_SCALE)

gboolean  cp_money_is_known_currency (const char  *code);
guint     cp_money_get_minor_digits  (const char  *code);
char     *cp_money_format            (gint64       minor,
                                      const char  *code);
gboolean  cp_money_parse_rate        (const char  *text,
                                      gint64      *rate);
gboolean  cp_money_convert           (gint64       minor,
                                      const char  *from,
                                      const char  *to,
                                      gint64       rate,
                                      gint64      *converted);

G_END_DECLS
