/* fuzz-builtin-catalog.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-catalog.h"
#include "fuzz-target.h"

/* For the targets that size or read against the built-in catalog (apart
 * from fuzz-target.h, so that the others do not need the catalog): loads
 * it, once, from LLVMFuzzerInitialize. It not loading is a broken build,
 * not a finding. */
static inline CpCatalog *
fuzz_load_builtin_catalog (void)
{
  g_autoptr(GError) error = NULL;
  CpCatalog *catalog = cp_catalog_new_builtin (&error);

  if (catalog == NULL)
    fuzz_fail ("the built-in catalog does not load", error->message);

  return catalog;
}
