/* cp-catalog-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cp-catalog.h"

G_BEGIN_DECLS

/* What the loader hands the catalog once every part of a file is valid. */
typedef struct
{
  char      *currency;
  char      *date;
  GPtrArray *links;
  GPtrArray *gpus;
  GPtrArray *tiers;
  GPtrArray *units;
  GPtrArray *models;
  GPtrArray *comparisons;
  /* Accessories and services, optional (NULL in contents made by hand). */
  GPtrArray *extras;
} CpCatalogContents;

void       _cp_catalog_contents_clear    (CpCatalogContents  *contents);
gboolean   _cp_catalog_parse             (GBytes             *bytes,
                                          const char         *display_name,
                                          gboolean            translate,
                                          CpCatalogContents  *contents,
                                          GError            **error);
CpCatalog *_cp_catalog_new_from_contents (CpCatalogContents  *contents,
                                          const char         *display_name);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CpCatalogContents, _cp_catalog_contents_clear)

G_END_DECLS
