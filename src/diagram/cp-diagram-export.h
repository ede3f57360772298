/* cp-diagram-export.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-build.h"
#include "cp-diagram-painter.h"

G_BEGIN_DECLS

#define CP_DIAGRAM_ERROR (cp_diagram_error_quark ())

/* Every message of this domain starts with the file's name. */
typedef enum
{
  CP_DIAGRAM_ERROR_FORMAT,
  CP_DIAGRAM_ERROR_SIZE,
  CP_DIAGRAM_ERROR_WRITE,
  CP_DIAGRAM_ERROR_RENDER,
} CpDiagramError;

typedef enum
{
  CP_DIAGRAM_FORMAT_PNG,
  CP_DIAGRAM_FORMAT_SVG,
} CpDiagramFormat;

/* The size of an exported diagram unless asked otherwise, and the largest. */
#define CP_DIAGRAM_EXPORT_WIDTH  1200
#define CP_DIAGRAM_EXPORT_HEIGHT 800
#define CP_DIAGRAM_EXPORT_MAX    16384

GQuark   cp_diagram_error_quark          (void);

gboolean cp_diagram_format_for_filename  (const char        *filename,
                                          CpDiagramFormat   *format);
gboolean cp_diagram_export_check         (const char        *filename,
                                          int                width,
                                          int                height,
                                          CpDiagramFormat   *format,
                                          GError           **error);
gboolean cp_diagram_export               (CpBuild           *build,
                                          const char        *filename,
                                          int                width,
                                          int                height,
                                          CpDiagramPalette   palette,
                                          GError           **error);

G_END_DECLS
