/* cp-workload-search.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-workload-memo.h"

G_BEGIN_DECLS

void     _cp_layout_blocks          (const CpLayout       *layout,
                                     gint64               *block,
                                     gint64               *blocks);
gint64   _cp_layout_packed_gpus     (const CpLayout       *layout);
gint64   _cp_units_for_blocks       (const CpWorkloadUnit *unit,
                                     gint64                block,
                                     gint64                blocks,
                                     gint64                replicas);
gint64   _cp_layout_max_replicas    (const CpWorkloadUnit *unit,
                                     const CpLayout       *layout,
                                     gint64                count);
gint64   _cp_search_min_count       (const CpPrepared     *prepared,
                                     const CpWorkloadUnit *unit,
                                     CpOverheadSet         set);
gboolean _cp_search_place           (const CpPrepared     *prepared,
                                     const CpWorkloadUnit *unit,
                                     CpOverheadSet         set,
                                     gint64                count,
                                     gboolean              compact,
                                     CpLayout             *layout);
void     _cp_search_closest         (const CpPrepared     *prepared,
                                     const CpWorkloadUnit *unit,
                                     gint64                count,
                                     CpLayout             *layout);
void     _cp_search_build_capacity  (const CpPrepared     *prepared,
                                     const CpWorkloadUnit *unit,
                                     gint64                replicas,
                                     CpLayout             *layout);

G_END_DECLS
