/* cp-bench-catalog.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

GBytes *cp_bench_generate_catalog (guint    n_units,
                                   guint    n_models,
                                   gboolean architectures);
GBytes *cp_bench_generate_catalog_smaller (guint    n_units,
                                           guint    n_models,
                                           gboolean architectures,
                                           guint    divisor);

G_END_DECLS
