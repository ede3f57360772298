/* cp-json-fields.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cp-file-io.h"

G_BEGIN_DECLS

/* Typed reading of one member of a JSON object, for everything the app
 * loads: catalogs (their items, model architectures, claims) and imported
 * config.json files. The tree comes from cp_json_read(), so its strings
 * are already valid UTF-8 without control characters. Every error is one
 * line of %CP_FILE_ERROR: "file: json.path: problem". A member that is
 * null counts as missing. */

/* Longer text than this is not a name, a note or a source. */
#define CP_JSON_MAX_TEXT_LENGTH 2000

/* What a member must hold. */
typedef enum
{
  CP_JSON_STRING,
  CP_JSON_NUMBER,
  CP_JSON_WHOLE_NUMBER,
  CP_JSON_BOOLEAN,
  CP_JSON_LIST,
  CP_JSON_OBJECT,
} CpJsonKind;

/* Reads one object of a list; @where is its path ("units[3]"). */
typedef gboolean (*CpJsonObjectFunc) (JsonObject  *object,
                                      const char  *where,
                                      guint        index,
                                      gpointer     data,
                                      GError     **error);

G_GNUC_PRINTF (5, 6)
gboolean    cp_json_fail           (const char      *file,
                                    GError         **error,
                                    CpFileError      code,
                                    const char      *path,
                                    const char      *format,
                                    ...);
G_GNUC_PRINTF (6, 7)
gboolean    cp_json_fail_as        (const char      *file,
                                    GError         **error,
                                    GQuark           domain,
                                    int              code,
                                    const char      *path,
                                    const char      *format,
                                    ...);
char       *cp_json_path          (const char      *where,
                                    const char      *name);
const char *cp_json_describe      (JsonNode        *node);
char       *cp_json_describe_number (double         number);
JsonNode   *cp_json_member        (JsonObject      *object,
                                    const char      *name);
gboolean    cp_json_find_member   (const char      *file,
                                    JsonObject      *object,
                                    const char      *where,
                                    const char      *name,
                                    CpJsonKind       kind,
                                    gboolean         required,
                                    JsonNode       **node,
                                    GError         **error);
gboolean    cp_json_read_integer  (const char      *file,
                                    JsonObject      *object,
                                    const char      *where,
                                    const char      *name,
                                    gboolean         required,
                                    gint64           min,
                                    gint64           max,
                                    gint64          *value,
                                    GError         **error);
gboolean    cp_json_read_number   (const char      *file,
                                    JsonObject      *object,
                                    const char      *where,
                                    const char      *name,
                                    gboolean         required,
                                    double           max,
                                    double          *value,
                                    gboolean        *present,
                                    GError         **error);
gboolean    cp_json_read_string   (const char      *file,
                                    JsonObject      *object,
                                    const char      *where,
                                    const char      *name,
                                    gboolean         required,
                                    gsize            max_length,
                                    const char     **value,
                                    GError         **error);
gboolean    cp_json_read_range    (const char      *file,
                                    JsonObject      *object,
                                    const char      *where,
                                    const char      *name,
                                    gboolean         required,
                                    double           min,
                                    double           max,
                                    double          *value,
                                    gboolean        *present,
                                    GError         **error);
gboolean    cp_json_read_id       (const char      *file,
                                    JsonObject      *object,
                                    const char      *where,
                                    const char      *name,
                                    gboolean         required,
                                    gsize            max_length,
                                    const char     **value,
                                    GError         **error);
gboolean    cp_json_read_objects  (const char      *file,
                                    JsonObject      *object,
                                    const char      *where,
                                    const char      *name,
                                    gboolean         required,
                                    gboolean         may_be_empty,
                                    CpJsonObjectFunc func,
                                    gpointer         data,
                                    GError         **error);
gboolean    cp_json_read_boolean  (const char      *file,
                                    JsonObject      *object,
                                    const char      *where,
                                    const char      *name,
                                    gboolean         required,
                                    gboolean        *value,
                                    GError         **error);

G_END_DECLS
