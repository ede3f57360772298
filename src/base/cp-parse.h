/* cp-parse.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define CP_PARSE_ERROR (cp_parse_error_quark ())

typedef enum
{
  /* The text is not a number the current language writes. */
  CP_PARSE_ERROR_INVALID,
} CpParseError;

GQuark   cp_parse_error_quark (void);

/* Numbers as people type them: the way cp-format writes them in the
 * current locale ("1,920.5", "1 920,5"), or plain digits. */

gboolean cp_parse_number (const char  *text,
                          double      *value,
                          GError     **error);

/* What a "K" or an "M" after a number means, where one may follow it. */
typedef enum
{
  CP_PARSE_SCALE_NONE,    /* no suffix: "32K" is refused */
  CP_PARSE_SCALE_DECIMAL, /* K is 1,000, M is 1,000,000 (users) */
  CP_PARSE_SCALE_BINARY,  /* K is 1,024, M is 1,048,576 (tokens, as models count them) */
} CpParseScale;

gboolean cp_parse_number_scaled (const char    *text,
                                 CpParseScale   scale,
                                 double        *value,
                                 GError       **error);

G_END_DECLS
