/* cp-file-io.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define CP_FILE_ERROR (cp_file_error_quark ())

/* A file that cannot be read, or whose text is not what the app reads.
 * Every message names the file, then the place in it where there is one
 * (a JSON path, "units[3].gpu", or a line and column), then the problem.
 * What a file means is checked by its own layer, in its own domain (a
 * catalog's references in %CP_CATALOG_ERROR, say). */
typedef enum
{
  CP_FILE_ERROR_READ,
  CP_FILE_ERROR_TOO_LARGE,
  CP_FILE_ERROR_ENCODING,
  CP_FILE_ERROR_SYNTAX,
  CP_FILE_ERROR_MISSING,
  CP_FILE_ERROR_TYPE,
  CP_FILE_ERROR_RANGE,
} CpFileError;

GQuark         cp_file_error_quark         (void);

/* Reading a file the person named, and replacing one, safely: only
 * regular files, never blocking on a pipe, never leaving half a file or a
 * stray temporary file behind. */

char          *cp_file_get_display_name    (GFile          *file);
GBytes        *cp_file_read_regular        (GFile          *file,
                                            const char     *display_name,
                                            gsize           max_bytes,
                                            GError        **error);

typedef struct _CpFileReplace CpFileReplace;

CpFileReplace *cp_file_replace_begin       (const char     *filename,
                                            GQuark          error_domain,
                                            int             error_code,
                                            GError        **error);
GOutputStream *cp_file_replace_get_stream  (CpFileReplace  *self);
gboolean       cp_file_replace_commit      (CpFileReplace  *self,
                                            GError        **error);
void           cp_file_replace_free        (CpFileReplace  *self);

gboolean       cp_file_check_writable_path (const char     *filename,
                                            GQuark          error_domain,
                                            int             error_code,
                                            GError        **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CpFileReplace, cp_file_replace_free)

G_END_DECLS
