/* cp-cli-models.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-catalog.h"

G_BEGIN_DECLS

CpModel *cp_cli_find_model (CpCatalog   *catalog,
                            const char  *name,
                            GError     **error);

G_END_DECLS
