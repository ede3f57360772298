/* cp-workload-pack.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-workload-search.h"

G_BEGIN_DECLS

/* A layout to pack and the GPUs of its blocks, worked out once before
 * sorting rather than at every comparison. */
typedef struct
{
  gint64          block;
  gsize           index;
  const CpLayout *layout;
} CpPacking;

gint64 _cp_pack_capacity (const CpWorkloadUnit *unit,
                          gint64                count);
gint64 _cp_pack_demand   (const CpLayout       *layouts,
                          gsize                 n_layouts,
                          gint64                most);
gsize  _cp_packing_order (const CpLayout       *layouts,
                          gsize                 n_layouts,
                          CpPacking            *order);
gint64 _cp_pack_in_order (const CpWorkloadUnit *unit,
                          gint64                count,
                          const CpPacking      *order,
                          gsize                 n_order,
                          gint64               *free_domains);
gint64 _cp_pack          (const CpWorkloadUnit *unit,
                          gint64                count,
                          CpLayout             *layouts,
                          gsize                 n_layouts,
                          gint64               *free_domains);

G_END_DECLS
