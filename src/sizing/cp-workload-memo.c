/* cp-workload-memo.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-workload-memo"

#include "config.h"

#include <string.h>

#include "cp-workload-memo.h"

/* The memo of the layout search (cp-workload-search.c): what it worked
 * out for one model on one unit — the users a family of layouts holds at
 * a stage count, the full figures of a layout it weighed, the fewest
 * stages — and the layouts it last picked. A plan of many models
 * searches each of them again at every count it tries and again for the
 * fewest GPUs, and the search itself visits the same stage counts for
 * the fewest units and for the layout; with the memo each figure is
 * worked out once a unit. The figures depend on nothing else, so what is
 * looked up is what would be worked out. Entries carry the stamp of the
 * unit they belong to: starting on the next unit is one increment,
 * however many there were. */

struct _CpSearchMemo
{
  CpMemoEntry *entries;
  gsize        capacity;
  gsize        used;
  guint32      stamp;
  GArray      *layouts;
  /* By overheads and compact. */
  CpPlaced     placed[2][2];
};

CpSearchMemo *
_cp_search_memo_new (void)
{
  CpSearchMemo *memo = g_new0 (CpSearchMemo, 1);

  memo->stamp = 1;
  memo->layouts = g_array_new (FALSE, FALSE, sizeof (CpLayout));

  return memo;
}

void
_cp_search_memo_free (CpSearchMemo *memo)
{
  if (memo == NULL)
    return;

  g_free (memo->entries);
  g_array_unref (memo->layouts);
  g_free (memo);
}

/* Forgets every figure: for another unit. */
void
_cp_search_memo_reset (CpSearchMemo *memo)
{
  memo->used = 0;
  g_array_set_size (memo->layouts, 0);
  for (int set = 0; set < 2; set++)
    for (int compact = 0; compact < 2; compact++)
      memo->placed[set][compact].valid = FALSE;
  if (++memo->stamp == 0)
    {
      memset (memo->entries, 0, memo->capacity * sizeof (CpMemoEntry));
      memo->stamp = 1;
    }
}

static inline gsize
memo_slot (const CpSearchMemo *memo,
           guint64             key)
{
  return (gsize) ((key * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)) >> 32) & (memo->capacity - 1);
}

/* The entry of @key, or where it would go. */
static CpMemoEntry *
memo_find (const CpSearchMemo *memo,
           guint64             key)
{
  gsize i = memo_slot (memo, key);

  while (memo->entries[i].stamp == memo->stamp && memo->entries[i].key != key)
    i = (i + 1) & (memo->capacity - 1);

  return &memo->entries[i];
}

static void
memo_grow (CpSearchMemo *memo)
{
  CpMemoEntry *old = memo->entries;
  gsize old_capacity = memo->capacity;

  memo->capacity = MAX (old_capacity * 2, 64);
  memo->entries = g_new0 (CpMemoEntry, memo->capacity);
  for (gsize i = 0; i < old_capacity; i++)
    if (old[i].stamp == memo->stamp)
      *memo_find (memo, old[i].key) = old[i];
  /* Stamps of other units were dropped: the new table starts at 1. */
  for (gsize i = 0; i < memo->capacity; i++)
    if (memo->entries[i].stamp == memo->stamp)
      memo->entries[i].stamp = 1;
  memo->stamp = 1;
  g_free (old);
}

/* The entry of @key on this unit, or NULL. */
CpMemoEntry *
_cp_memo_lookup (const CpSearchMemo *memo,
                 guint64             key)
{
  CpMemoEntry *entry;

  if (memo->capacity == 0)
    return NULL;

  entry = memo_find (memo, key);
  return entry->stamp == memo->stamp ? entry : NULL;
}

/* Keeps @value by @key, which is not kept yet; the entry is valid until
 * the next insert. */
CpMemoEntry *
_cp_memo_insert (CpSearchMemo *memo,
                 guint64       key,
                 gint64        value)
{
  CpMemoEntry *entry;

  if (2 * (memo->used + 1) > memo->capacity)
    memo_grow (memo);

  entry = memo_find (memo, key);
  *entry = (CpMemoEntry) { key, memo->stamp, -1, value };
  memo->used++;

  return entry;
}

/* The layout kept with @entry, or NULL. */
const CpLayout *
_cp_memo_get_layout (const CpSearchMemo *memo,
                     const CpMemoEntry  *entry)
{
  if (entry->layout < 0)
    return NULL;

  return &g_array_index (memo->layouts, CpLayout, entry->layout);
}

void
_cp_memo_set_layout (CpSearchMemo   *memo,
                     CpMemoEntry    *entry,
                     const CpLayout *layout)
{
  entry->layout = (gint32) memo->layouts->len;
  g_array_append_val (memo->layouts, *layout);
}

/* What _cp_search_place() last picked with @set, @compact or not. */
CpPlaced *
_cp_memo_get_placed (CpSearchMemo  *memo,
                     CpOverheadSet  set,
                     gboolean       compact)
{
  return &memo->placed[set == CP_OVERHEAD_TIGHT][compact != FALSE];
}
