/* cp-quote-snapshot-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cp-json-fields.h"

G_BEGIN_DECLS

/* How a snapshot being read back names the quote in its errors
 * ("quotes.db: Q-0003"), and where they go. */
typedef struct
{
  const char  *what;
  GError     **error;
} Reader;

/* cp-quote-snapshot-reader.c */
gboolean    _cp_snapshot_damaged        (Reader       *reader,
                                         const char   *member);
JsonNode   *_cp_snapshot_find_member    (JsonObject   *object,
                                         const char   *member,
                                         CpJsonKind    kind);
const char *_cp_snapshot_member_string  (JsonObject   *object,
                                         const char   *member,
                                         const char   *default_value);
gboolean    _cp_snapshot_member_boolean (JsonObject   *object,
                                         const char   *member);
gint64      _cp_snapshot_member_int     (JsonObject   *object,
                                         const char   *member);
double      _cp_snapshot_member_double  (JsonObject   *object,
                                         const char   *member);
JsonObject *_cp_snapshot_parse_object   (Reader       *reader,
                                         const char   *text,
                                         const char   *member,
                                         gint64        max_format,
                                         JsonNode    **root_out);
gboolean    _cp_snapshot_read_int       (Reader       *reader,
                                         JsonObject   *object,
                                         const char   *member,
                                         gint64        min,
                                         gint64        max,
                                         gint64       *value);
gboolean    _cp_snapshot_read_string    (Reader       *reader,
                                         JsonObject   *object,
                                         const char   *member,
                                         gboolean      nullable,
                                         const char  **value);
gboolean    _cp_snapshot_read_array     (Reader       *reader,
                                         JsonObject   *object,
                                         const char   *member,
                                         JsonArray   **value);
JsonObject *_cp_snapshot_read_object    (JsonObject   *object,
                                         const char   *member);

G_END_DECLS
