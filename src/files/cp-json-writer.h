/* cp-json-writer.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A small pretty-printing JSON writer, for the command line's output and
 * the plan files. It exists because figures such as 903.6 GB must come
 * out as 903.6, which json-glib's generator writes as 903.60000000000002;
 * here they are written from integers, exactly. */
typedef struct _CpJsonWriter CpJsonWriter;

CpJsonWriter *cp_json_writer_new          (void);
void          cp_json_writer_free         (CpJsonWriter *self);
char         *cp_json_writer_steal        (CpJsonWriter *self);
void          cp_json_writer_begin_object (CpJsonWriter *self);
void          cp_json_writer_end_object   (CpJsonWriter *self);
void          cp_json_writer_begin_array  (CpJsonWriter *self);
void          cp_json_writer_end_array    (CpJsonWriter *self);
void          cp_json_writer_member       (CpJsonWriter *self,
                                           const char   *name);
void          cp_json_writer_string       (CpJsonWriter *self,
                                           const char   *value);
void          cp_json_writer_null         (CpJsonWriter *self);
void          cp_json_writer_integer      (CpJsonWriter *self,
                                           gint64        value);
void          cp_json_writer_boolean      (CpJsonWriter *self,
                                           gboolean      value);
void          cp_json_writer_double       (CpJsonWriter *self,
                                           double        value);
void          cp_json_writer_fixed        (CpJsonWriter *self,
                                           gint64        value,
                                           guint         scale);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CpJsonWriter, cp_json_writer_free)

G_END_DECLS
