/* cp-workload-pack.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-workload-pack"

#include "config.h"

#include <stdlib.h>

#include "cp-workload-pack.h"

/* Packing the replicas of several models into the domains of a build
 * (docs/sizing.md §8.4): each replica's blocks inside domains, at most
 * one block of a replica per domain, the largest blocks first. The
 * layout search that picks them is in cp-workload-search.c, the counts
 * tried in cp-workload-plan.c. */

/* Domains with the same free GPUs, kept together so that a build of a
 * million domains costs no more to pack than one of ten. */
typedef struct
{
  gint64 free;
  gint64 count;
} Bucket;

/* By free GPUs, fewest first: a few buckets, most already in order (an
 * insertion sort; buckets alike are merged after, so their order does
 * not matter). */
static void
sort_buckets (GArray *buckets)
{
  Bucket *bucket = (Bucket *) (gpointer) buckets->data;

  for (guint i = 1; i < buckets->len; i++)
    {
      Bucket moved = bucket[i];
      guint j = i;

      for (; j > 0 && bucket[j - 1].free > moved.free; j--)
        bucket[j] = bucket[j - 1];
      bucket[j] = moved;
    }
}

/* Largest blocks first; alike ones in the models' order. */
static int
compare_packings (const void *a,
                  const void *b)
{
  const CpPacking *x = a, *y = b;

  if (x->block != y->block)
    return x->block < y->block ? 1 : -1;
  return (x->index > y->index) - (x->index < y->index);
}

/* Joins the sorted buckets of the same free GPUs and drops the empty
 * ones: domains alike are packed alike, so there are never more buckets
 * than a domain has GPUs, however many models are packed (ten thousand
 * models made twenty thousand buckets, sorted again for each). */
static void
merge_buckets (GArray *buckets)
{
  guint kept = 0;

  for (guint i = 0; i < buckets->len; i++)
    {
      const Bucket *bucket = &g_array_index (buckets, Bucket, i);

      if (bucket->count == 0)
        continue;
      if (kept > 0 && g_array_index (buckets, Bucket, kept - 1).free == bucket->free)
        g_array_index (buckets, Bucket, kept - 1).count += bucket->count;
      else
        g_array_index (buckets, Bucket, kept++) = *bucket;
    }
  g_array_set_size (buckets, kept);
}

/* Puts the blocks of one model's replicas into the buckets: fullest
 * domains first, at most one block of a replica per domain. */
static gboolean
pack_layout (GArray         *buckets,
             const CpLayout *layout)
{
  gint64 t, blocks, left;
  guint n = buckets->len;

  _cp_layout_blocks (layout, &t, &blocks);
  left = cp_sat_mul (layout->replicas, blocks);

  for (guint i = 0; i < n && left > 0; i++)
    {
      Bucket *bucket = &g_array_index (buckets, Bucket, i);
      gint64 per_domain = MIN (bucket->free / t, layout->replicas);
      gint64 used, last;
      Bucket full, partial;

      if (per_domain < 1 || bucket->count == 0)
        continue;

      used = MIN (bucket->count, cp_ceil_div (left, per_domain));
      last = left - (used - 1) * per_domain;
      last = MIN (last, per_domain);
      full = (Bucket) { bucket->free - per_domain * t, used - 1 };
      partial = (Bucket) { bucket->free - last * t, 1 };
      left -= (used - 1) * per_domain + last;
      bucket->count -= used;

      g_array_append_val (buckets, full);
      g_array_append_val (buckets, partial);
    }

  sort_buckets (buckets);
  merge_buckets (buckets);

  return left == 0;
}

/* The layouts _cp_pack() places, largest blocks first, in @order (room for
 * @n_layouts); returns how many. Only their replicas may change before
 * they are packed. */
gsize
_cp_packing_order (const CpLayout *layouts,
                   gsize           n_layouts,
                   CpPacking      *order)
{
  gint64 blocks;
  gsize n_order = 0;

  for (gsize i = 0; i < n_layouts; i++)
    if (layouts[i].replicas > 0 && layouts[i].verdict != CP_SERVING_UNKNOWN)
      {
        order[n_order] = (CpPacking) { 0, i, &layouts[i] };
        _cp_layout_blocks (&layouts[i], &order[n_order].block, &blocks);
        n_order++;
      }
  qsort (order, n_order, sizeof (CpPacking), compare_packings);

  return n_order;
}

/* The GPUs of @count units: no packing places more blocks than that. */
gint64
_cp_pack_capacity (const CpWorkloadUnit *unit,
                   gint64                count)
{
  return cp_sat_mul (unit->domain_gpus, cp_sat_mul (count, unit->domains_per_unit));
}

/* The GPUs the blocks of @layouts take together, or -1 once they are
 * more than @most. */
gint64
_cp_pack_demand (const CpLayout *layouts,
                 gsize           n_layouts,
                 gint64          most)
{
  gint64 demand = 0;

  for (gsize i = 0; i < n_layouts; i++)
    {
      demand = cp_sat_add (demand, _cp_layout_packed_gpus (&layouts[i]));
      if (demand > most)
        return -1;
    }

  return demand;
}

/* Packs the replicas of the layouts in @order, which _cp_packing_order()
 * gave, into @count units. Returns the GPUs still free, or -1 when they
 * do not all fit. Callers first rule out layouts asking for more GPUs
 * than there are (_cp_pack_demand(), _cp_pack_capacity()): a plan of
 * many models mostly asks for too many at first, and that needs no
 * packing. */
gint64
_cp_pack_in_order (const CpWorkloadUnit *unit,
                   gint64                count,
                   const CpPacking      *order,
                   gsize                 n_order,
                   gint64               *free_domains)
{
  g_autoptr(GArray) buckets = g_array_sized_new (FALSE, FALSE, sizeof (Bucket), 16);
  Bucket all = { unit->domain_gpus, cp_sat_mul (count, unit->domains_per_unit) };
  gint64 free_gpus = 0;

  g_array_append_val (buckets, all);
  for (gsize i = 0; i < n_order; i++)
    if (!pack_layout (buckets, order[i].layout))
      return -1;

  *free_domains = 0;
  for (guint i = 0; i < buckets->len; i++)
    {
      const Bucket *bucket = &g_array_index (buckets, Bucket, i);

      free_gpus = cp_sat_add (free_gpus, cp_sat_mul (bucket->free, bucket->count));
      if (bucket->free == unit->domain_gpus)
        *free_domains = cp_sat_add (*free_domains, bucket->count);
    }

  return free_gpus;
}

/* Packs every model's replicas into @count units, largest replicas first.
 * Returns the GPUs still free, or -1 when they do not all fit. */
gint64
_cp_pack (const CpWorkloadUnit *unit,
          gint64                count,
          CpLayout             *layouts,
          gsize                 n_layouts,
          gint64               *free_domains)
{
  g_autofree CpPacking *order = NULL;
  gsize n_order;

  /* More GPUs asked for than there are never fit: no need to sort. */
  if (_cp_pack_demand (layouts, n_layouts, _cp_pack_capacity (unit, count)) < 0)
    return -1;

  order = g_new (CpPacking, MAX (n_layouts, 1));
  n_order = _cp_packing_order (layouts, n_layouts, order);

  return _cp_pack_in_order (unit, count, order, n_order, free_domains);
}
