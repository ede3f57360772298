/* cp-json-reader.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The deepest nesting cp_json_read() accepts whatever it is asked for:
 * the reader recurses once per level. */
#define CP_JSON_MAX_DEPTH 256

JsonNode *cp_json_read (GBytes      *bytes,
                        const char  *display_name,
                        guint        max_depth,
                        gsize        max_bytes,
                        GError     **error);

G_END_DECLS
