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
 * looked up is what would be worked out.
 *
 * A plan of many models goes through all of them at each count, so each
 * model's memo is cold again when its turn comes: the entries are kept
 * side by side in the order they were worked out, behind a small table
 * of their places, so that a search reads a few lines of memory, not one
 * for each figure it looks up. */

/* The places the table can name (0 is an empty slot): a model on a unit
 * is worked out at far fewer; past this, figures are not kept. */
#define MAX_ENTRIES G_MAXUINT16

struct _CpSearchMemo
{
  /* Where each key is: its entry's place + 1, by the key's hash. */
  guint16     *slots;
  gsize        capacity;
  CpMemoEntry *entries;
  gsize        allocated;
  gsize        used;
  GArray      *layouts;
  /* By overheads and compact; which of them hold a pick on this unit,
   * as bits (placed_bit()). */
  CpPlaced     placed[2][2];
  guint        placed_on_unit;
};

CpSearchMemo *
_cp_search_memo_new (void)
{
  CpSearchMemo *memo = g_new0 (CpSearchMemo, 1);

  memo->layouts = g_array_new (FALSE, FALSE, sizeof (CpLayout));

  return memo;
}

void
_cp_search_memo_free (CpSearchMemo *memo)
{
  if (memo == NULL)
    return;

  g_free (memo->slots);
  g_free (memo->entries);
  g_array_unref (memo->layouts);
  g_free (memo);
}

static inline gsize
memo_slot (const CpSearchMemo *memo,
           guint64             key)
{
  return (gsize) ((key * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)) >> 32) & (memo->capacity - 1);
}

/* The slot of @key, or the empty one where it would go. */
static gsize
memo_find (const CpSearchMemo *memo,
           guint64             key)
{
  gsize i = memo_slot (memo, key);

  while (memo->slots[i] != 0 && memo->entries[memo->slots[i] - 1].key != key)
    i = (i + 1) & (memo->capacity - 1);

  return i;
}

/* Forgets every figure: for another unit. */
void
_cp_search_memo_reset (CpSearchMemo *memo)
{
  g_array_set_size (memo->layouts, 0);
  memo->placed_on_unit = 0;

  /* A table grown once for a large unit is emptied slot by slot. */
  if (memo->used * 8 < memo->capacity)
    for (gsize n = 0; n < memo->used; n++)
      {
        gsize i = memo_slot (memo, memo->entries[n].key);

        while (memo->slots[i] != n + 1)
          i = (i + 1) & (memo->capacity - 1);
        memo->slots[i] = 0;
      }
  else if (memo->capacity > 0)
    memset (memo->slots, 0, memo->capacity * sizeof (guint16));
  memo->used = 0;
}

static void
memo_grow (CpSearchMemo *memo)
{
  memo->capacity = MAX (memo->capacity * 2, 64);
  g_free (memo->slots);
  memo->slots = g_new0 (guint16, memo->capacity);
  for (gsize n = 0; n < memo->used; n++)
    memo->slots[memo_find (memo, memo->entries[n].key)] = (guint16) (n + 1);
}

/* The entry of @key on this unit, or NULL. */
CpMemoEntry *
_cp_memo_lookup (const CpSearchMemo *memo,
                 guint64             key)
{
  gsize i;

  if (memo->used == 0)
    return NULL;

  i = memo_find (memo, key);
  return memo->slots[i] != 0 ? &memo->entries[memo->slots[i] - 1] : NULL;
}

/* Keeps @value by @key, which is not kept yet; the entry is valid until
 * the next insert. NULL, and nothing kept, once the memo is full. */
CpMemoEntry *
_cp_memo_insert (CpSearchMemo *memo,
                 guint64       key,
                 gint64        value)
{
  CpMemoEntry *entry;

  if (memo->used >= MAX_ENTRIES)
    return NULL;
  if (2 * (memo->used + 1) > memo->capacity)
    memo_grow (memo);
  if (memo->used == memo->allocated)
    {
      memo->allocated = MAX (memo->allocated * 2, 16);
      memo->entries = g_renew (CpMemoEntry, memo->entries, memo->allocated);
    }

  entry = &memo->entries[memo->used++];
  *entry = (CpMemoEntry) { key, -1, value };
  memo->slots[memo_find (memo, key)] = (guint16) memo->used;

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
  entry->layout = memo->layouts->len;
  g_array_append_val (memo->layouts, *layout);
}

static inline guint
placed_bit (CpOverheadSet set,
            gboolean      compact)
{
  return 1u << (2 * (set == CP_OVERHEAD_TIGHT) + (compact != FALSE));
}

/* What _cp_search_place() last picked on this unit with @set, @compact or
 * not; NULL before it picked. */
const CpPlaced *
_cp_memo_get_placed (const CpSearchMemo *memo,
                     CpOverheadSet       set,
                     gboolean            compact)
{
  if ((memo->placed_on_unit & placed_bit (set, compact)) == 0)
    return NULL;

  return &memo->placed[set == CP_OVERHEAD_TIGHT][compact != FALSE];
}

/* Where _cp_search_place() keeps what it picks with @set, @compact or
 * not, on this unit. */
CpPlaced *
_cp_memo_keep_placed (CpSearchMemo  *memo,
                      CpOverheadSet  set,
                      gboolean       compact)
{
  memo->placed_on_unit |= placed_bit (set, compact);

  return &memo->placed[set == CP_OVERHEAD_TIGHT][compact != FALSE];
}
