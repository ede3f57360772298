/* cp-workload-memo.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-workload-private.h"

G_BEGIN_DECLS

/* One figure the layout search worked out for a model on the unit being
 * sized, by a key the search makes (cp-workload-search.c): a value and,
 * for a layout it weighed in full, those figures (_cp_memo_get_layout()). */
typedef struct
{
  guint64 key;
  /* Into the memo's layouts; -1 while there is none. */
  gint64  layout;
  gint64  value;
} CpMemoEntry;

/* The last layout _cp_search_place() picked with one set of overheads,
 * compact or not: on @count units, the users one of its replicas holds,
 * and the most units on which the same search picks the same (@until). */
typedef struct
{
  gboolean found;
  gint64   count;
  gint64   until;
  gint64   per_replica;
  CpLayout layout;
} CpPlaced;

CpSearchMemo   *_cp_search_memo_new   (void);
void            _cp_search_memo_free  (CpSearchMemo       *memo);
void            _cp_search_memo_reset (CpSearchMemo       *memo);
CpMemoEntry    *_cp_memo_lookup       (const CpSearchMemo *memo,
                                       guint64             key);
CpMemoEntry    *_cp_memo_insert       (CpSearchMemo       *memo,
                                       guint64             key,
                                       gint64              value);
const CpLayout *_cp_memo_get_layout   (const CpSearchMemo *memo,
                                       const CpMemoEntry  *entry);
void            _cp_memo_set_layout   (CpSearchMemo       *memo,
                                       CpMemoEntry        *entry,
                                       const CpLayout     *layout);
const CpPlaced *_cp_memo_get_placed   (const CpSearchMemo *memo,
                                       CpOverheadSet       set,
                                       gboolean            compact);
CpPlaced       *_cp_memo_keep_placed  (CpSearchMemo       *memo,
                                       CpOverheadSet       set,
                                       gboolean            compact);

G_END_DECLS
