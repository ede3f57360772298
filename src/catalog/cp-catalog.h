/* cp-catalog.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cp-comparison.h"
#include "cp-extra.h"
#include "cp-file-io.h"
#include "cp-gpu.h"
#include "cp-link.h"
#include "cp-model.h"
#include "cp-tier.h"
#include "cp-unit.h"

G_BEGIN_DECLS

#define CP_CATALOG_ERROR (cp_catalog_error_quark ())

/* What a catalog file means is wrong: its format, a reference to nothing,
 * a duplicate. Every message names the file, then the place in it as a
 * JSON path (units[3].gpu), then what is wrong; a file that cannot be
 * read, or a member of the wrong type or out of range, is a
 * %CP_FILE_ERROR of the same form. */
typedef enum
{
  CP_CATALOG_ERROR_FORMAT,
  CP_CATALOG_ERROR_REFERENCE,
  CP_CATALOG_ERROR_DUPLICATE,
  CP_CATALOG_ERROR_NOT_FOUND,
} CpCatalogError;

#define CP_CATALOG_FORMAT    "cluster-planner-catalog"
/* Version 2 adds model architectures and GPUs' usable memory; version 1
 * files still load, and mean what they always meant. */
#define CP_CATALOG_VERSION   2
#define CP_CATALOG_MIN_VERSION 1
#define CP_CATALOG_MAX_BYTES (8 * 1024 * 1024)
#define CP_CATALOG_MAX_DEPTH 32
#define CP_CATALOG_RESOURCE  "/org/bektursun/ClusterPlanner/catalog.json"

#define CP_TYPE_CATALOG (cp_catalog_get_type ())

G_DECLARE_FINAL_TYPE (CpCatalog, cp_catalog, CP, CATALOG, GObject)

GQuark      cp_catalog_error_quark      (void);

CpCatalog  *cp_catalog_new_builtin      (GError      **error);
CpCatalog  *cp_catalog_new_from_file    (GFile        *file,
                                         GError      **error);
CpCatalog  *cp_catalog_new_from_bytes   (GBytes       *bytes,
                                         const char   *display_name,
                                         GError      **error);

GFile      *cp_catalog_get_file         (CpCatalog    *self);
const char *cp_catalog_get_display_name (CpCatalog    *self);
char       *cp_catalog_dup_title        (CpCatalog    *self);
const char *cp_catalog_get_currency     (CpCatalog    *self);
const char *cp_catalog_get_date         (CpCatalog    *self);
const char *cp_catalog_get_checksum     (CpCatalog    *self);

GListModel *cp_catalog_get_links       (CpCatalog    *self);
GListModel *cp_catalog_get_gpus        (CpCatalog    *self);
GListModel *cp_catalog_get_tiers       (CpCatalog    *self);
GListModel *cp_catalog_get_units       (CpCatalog    *self);
GListModel *cp_catalog_get_models      (CpCatalog    *self);
GListModel *cp_catalog_get_comparisons (CpCatalog    *self);
GListModel *cp_catalog_get_extras      (CpCatalog    *self);

CpModel    *cp_catalog_find_model      (CpCatalog    *self,
                                        const char   *id_or_name);
CpUnit     *cp_catalog_find_unit       (CpCatalog    *self,
                                        const char   *id);
CpTier     *cp_catalog_find_tier       (CpCatalog    *self,
                                        const char   *id);

G_END_DECLS
