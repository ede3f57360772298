/* cp-safe-write.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* Writes the document through @write_func (with @closure, as cairo's
 * stream surfaces take them). Returns FALSE with @error set when drawing
 * fails; a failed write is noticed by cp_safe_write_file() itself. */
typedef gboolean (*CpSafeWriteFunc) (cairo_write_func_t   write_func,
                                     void                *closure,
                                     gpointer             user_data,
                                     GError             **error);

gboolean cp_safe_write_file (const char       *filename,
                             GQuark            error_domain,
                             int               write_error_code,
                             CpSafeWriteFunc   func,
                             gpointer          user_data,
                             GError          **error);

G_GNUC_PRINTF (6, 7)
gboolean cp_safe_write_finish_surface (cairo_surface_t  *surface,
                                       cairo_status_t    status,
                                       GError          **error,
                                       GQuark            error_domain,
                                       int               error_code,
                                       const char       *format,
                                       ...);

G_END_DECLS
