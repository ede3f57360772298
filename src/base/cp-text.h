/* cp-text.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* How much of a file's or an option's text a message quotes, in
 * characters, before it stops with "…". */
#define CP_TEXT_ECHO_MAX 80

/* The most characters a name has: a model's, a unit's, a catalog's, in
 * every file the app reads and so in every one it writes. */
#define CP_TEXT_NAME_MAX 200

char     *cp_text_echo         (const char *text,
                                gssize      length);
char     *cp_text_escape       (const char *text,
                                gssize      length);
char     *cp_text_display_filename (const char *filename);
char     *cp_text_bound        (const char *text,
                                gsize       max_chars);
gboolean  cp_text_is_clean     (const char *text,
                                gssize      length);
gboolean  cp_text_unichar_is_clean (gunichar c);
gboolean  cp_text_unichar_is_invisible (gunichar c);
char     *cp_text_clean_name   (const char *text);
char     *cp_text_fit_name     (const char *text,
                                gssize      length,
                                gsize       max_chars);
char     *cp_text_strip_mnemonic (const char *text);

G_END_DECLS
