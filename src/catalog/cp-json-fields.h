/* cp-json-fields.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cp-catalog.h"

G_BEGIN_DECLS

/* Typed reading of one member of a JSON object, for the catalog's model
 * architectures and for imported config.json files. Every error is one
 * line of %CP_CATALOG_ERROR: "file: json.path: problem". A member that is
 * null counts as missing. */

G_GNUC_PRINTF (5, 6)
gboolean    _cp_json_fail          (const char      *file,
                                    GError         **error,
                                    CpCatalogError   code,
                                    const char      *path,
                                    const char      *format,
                                    ...);
char       *_cp_json_path          (const char      *where,
                                    const char      *name);
const char *_cp_json_describe      (JsonNode        *node);
JsonNode   *_cp_json_member        (JsonObject      *object,
                                    const char      *name);
gboolean    _cp_json_read_integer  (const char      *file,
                                    JsonObject      *object,
                                    const char      *where,
                                    const char      *name,
                                    gboolean         required,
                                    gint64           min,
                                    gint64           max,
                                    gint64          *value,
                                    GError         **error);
gboolean    _cp_json_read_number   (const char      *file,
                                    JsonObject      *object,
                                    const char      *where,
                                    const char      *name,
                                    double           max,
                                    double          *value,
                                    GError         **error);
gboolean    _cp_json_read_string   (const char      *file,
                                    JsonObject      *object,
                                    const char      *where,
                                    const char      *name,
                                    gboolean         required,
                                    const char     **value,
                                    GError         **error);
gboolean    _cp_json_read_boolean  (const char      *file,
                                    JsonObject      *object,
                                    const char      *where,
                                    const char      *name,
                                    gboolean        *value,
                                    GError         **error);

G_END_DECLS
