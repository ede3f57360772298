/* test-workload-memo.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cp-workload-memo.h"

/* The layout search's memo (src/sizing/cp-workload-memo.c) is only ever
 * a shortcut: what it gives back must be what was put in on this unit,
 * and nothing from another unit. These drive it the ways the search
 * does, and the ways only a large or hostile catalog would: a unit with
 * thousands of figures before one with a few, and more than it keeps. */

/* Keys spread as the search's are: a stage count in the high bits. */
static guint64
key_of (guint n)
{
  return ((guint64) (n / 7 + 1) << 18) | ((guint64) (n % 7) << 2) | (n & 1);
}

static void
check_holds (CpSearchMemo *memo,
             guint         first,
             guint         n,
             gint64        offset)
{
  for (guint i = first; i < first + n; i++)
    {
      CpMemoEntry *entry = _cp_memo_lookup (memo, key_of (i));

      g_assert_nonnull (entry);
      g_assert_cmpuint (entry->key, ==, key_of (i));
      g_assert_cmpint (entry->value, ==, (gint64) i + offset);
    }
}

static void
check_absent (CpSearchMemo *memo,
              guint         first,
              guint         n)
{
  for (guint i = first; i < first + n; i++)
    g_assert_null (_cp_memo_lookup (memo, key_of (i)));
}

static void
fill (CpSearchMemo *memo,
      guint         first,
      guint         n,
      gint64        offset)
{
  for (guint i = first; i < first + n; i++)
    g_assert_nonnull (_cp_memo_insert (memo, key_of (i), (gint64) i + offset));
}

/* The next unit: none of @forgotten figures, then @n of its own. */
static void
next_unit (CpSearchMemo *memo,
           guint         forgotten,
           guint         first,
           guint         n,
           gint64        offset)
{
  _cp_search_memo_reset (memo);
  check_absent (memo, 0, forgotten);
  fill (memo, first, n, offset);
  check_holds (memo, first, n, offset);
}

static void
test_memo_units (void)
{
  CpSearchMemo *memo = _cp_search_memo_new ();

  check_absent (memo, 0, 10);

  /* A few figures, then many on the same unit: the table grows. */
  fill (memo, 0, 10, 0);
  check_holds (memo, 0, 10, 0);
  check_absent (memo, 10, 10);
  fill (memo, 10, 5000, 0);
  check_holds (memo, 0, 5010, 0);

  /* The next unit knows none of them, and the same keys take other values. */
  next_unit (memo, 5010, 0, 12, 100);
  check_absent (memo, 12, 5000);

  /* Few figures in a large table: forgotten one by one, all the same;
   * where they were kept then holds others. */
  next_unit (memo, 5010, 3, 20, -7);
  check_absent (memo, 0, 3);
  next_unit (memo, 30, 9000, 2, 0);
  check_absent (memo, 0, 5010);

  _cp_search_memo_free (memo);
}

/* A unit with more figures than the memo keeps: the rest are worked out
 * each time (insert says NULL), and what was kept still answers. */
static void
test_memo_full (void)
{
  CpSearchMemo *memo = _cp_search_memo_new ();
  guint kept = 0;

  for (guint i = 0; i < 70000; i++)
    if (_cp_memo_insert (memo, key_of (i), i) != NULL)
      kept++;
    else
      break;

  g_assert_cmpuint (kept, >=, 60000);
  g_assert_cmpuint (kept, <, 70000);
  check_holds (memo, 0, kept, 0);
  check_absent (memo, kept, 70000 - kept);
  g_assert_null (_cp_memo_insert (memo, key_of (kept + 1), 1));

  _cp_search_memo_reset (memo);
  check_absent (memo, 0, kept);
  fill (memo, 0, 100, 1);
  check_holds (memo, 0, 100, 1);

  _cp_search_memo_free (memo);
}

/* A layout weighed in full is kept with its figure; picks are kept by
 * overheads and compact, on this unit only. */
static void
test_memo_layouts_and_picks (void)
{
  CpSearchMemo *memo = _cp_search_memo_new ();
  CpLayout layout = { .tensor_parallel = 8, .pipeline_parallel = 2, .replicas = 3 };
  CpMemoEntry *entry = _cp_memo_insert (memo, key_of (1), 42);
  CpPlaced *kept;

  g_assert_null (_cp_memo_get_layout (memo, entry));
  _cp_memo_set_layout (memo, entry, &layout);
  fill (memo, 2, 300, 0);
  entry = _cp_memo_lookup (memo, key_of (1));
  g_assert_nonnull (_cp_memo_get_layout (memo, entry));
  g_assert_cmpint (_cp_memo_get_layout (memo, entry)->pipeline_parallel, ==, 2);
  g_assert_cmpint (_cp_memo_get_layout (memo, entry)->replicas, ==, 3);

  for (int set = 0; set < 2; set++)
    for (int compact = 0; compact < 2; compact++)
      g_assert_null (_cp_memo_get_placed (memo, set, compact));
  kept = _cp_memo_keep_placed (memo, CP_OVERHEAD_TIGHT, TRUE);
  kept->count = 5;
  g_assert_true (_cp_memo_get_placed (memo, CP_OVERHEAD_TIGHT, TRUE) == kept);
  g_assert_null (_cp_memo_get_placed (memo, CP_OVERHEAD_TIGHT, FALSE));
  g_assert_null (_cp_memo_get_placed (memo, CP_OVERHEAD_CONSERVATIVE, TRUE));

  _cp_search_memo_reset (memo);
  g_assert_null (_cp_memo_get_placed (memo, CP_OVERHEAD_TIGHT, TRUE));
  g_assert_null (_cp_memo_lookup (memo, key_of (1)));
  entry = _cp_memo_insert (memo, key_of (1), 43);
  g_assert_null (_cp_memo_get_layout (memo, entry));

  _cp_search_memo_free (memo);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cluster-planner/workload-memo/units", test_memo_units);
  g_test_add_func ("/cluster-planner/workload-memo/full", test_memo_full);
  g_test_add_func ("/cluster-planner/workload-memo/layouts-and-picks",
                   test_memo_layouts_and_picks);

  return g_test_run ();
}
