/* cp-architecture-variant.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cp-model.h"

G_BEGIN_DECLS

/* A model's architecture as a dictionary (a{sv}) with the catalog's field
 * names, for the settings and plan files: a model imported from its
 * config.json comes back with its shape. */

GVariant            *cp_architecture_to_variant   (CpModelArchitecture  *architecture);
CpModelArchitecture *cp_architecture_from_variant (GVariant             *variant,
                                                   GError              **error);
CpModel             *cp_model_copy_with_architecture (CpModel          *base,
                                                      CpModelArchitecture *architecture);

G_END_DECLS
