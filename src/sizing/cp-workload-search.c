/* cp-workload-search.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-workload-search"

#include "config.h"

#include "cp-workload-search.h"

/* The layouts of docs/sizing.md §8.2–§8.3 for one model on one kind of
 * unit: tensor parallel inside an NVLink domain; pipeline stages inside
 * that domain (t·p·d ≤ G) or each in a domain of its own across
 * InfiniBand; expert parallel where the quantisation blocks forbid
 * sharding the experts; data-parallel attention for MLA models; replicas;
 * and, when the policy allows it, a split over the PCIe cards of one box. */

typedef enum
{
  MODE_IN_DOMAIN,
  MODE_ACROSS,
  MODE_PCIE,
} Mode;

/* One family of layouts: everything but the stage count; @index: its
 * place in the order each_family() gives them, for the memo. */
typedef struct
{
  gint64   t;
  gint64   d;
  gboolean ep;
  Mode     mode;
  guint    index;
} Family;

/* The key of a figure in the memo (cp-workload-memo.c): families and
 * stage counts past these are not kept (none are). */
#define MEMO_FAMILY_BITS 16
#define MEMO_MAX_STAGES  ((gint64) 1 << 45)

/* What an entry holds: the users of a family at p stages (and the
 * layout), or the fewest stages with room for one user up to p. */
typedef enum
{
  MEMO_USERS,
  MEMO_STAGES,
} MemoKind;

static gboolean
memo_key (const Family  *family,
          CpOverheadSet  set,
          MemoKind       kind,
          gint64         p,
          guint64       *key)
{
  if (p < 1 || p >= MEMO_MAX_STAGES || family->index >= (1u << MEMO_FAMILY_BITS))
    return FALSE;

  *key = ((guint64) p << (MEMO_FAMILY_BITS + 2)) | ((guint64) family->index << 2) |
         ((guint64) kind << 1) | (set == CP_OVERHEAD_TIGHT);
  return TRUE;
}

static inline gint64
domains_for (const CpWorkloadUnit *unit,
             gint64                count)
{
  return cp_sat_mul (count, unit->domains_per_unit);
}

static gboolean
pcie_split (const CpPrepared     *prepared,
            const CpWorkloadUnit *unit)
{
  return unit->pcie_cards && prepared->policy->allow_pcie_split && unit->box_gpus > 1;
}

/* The GPUs one placed block of a layout takes inside a domain, and the
 * blocks of one replica (each in a domain of its own). */
void
_cp_layout_blocks (const CpLayout *layout,
                   gint64         *block,
                   gint64         *blocks)
{
  gint64 rank = cp_sat_mul (layout->tensor_parallel, MAX (layout->data_parallel, 1));

  if (layout->pcie_split)
    {
      *block = 1;
      *blocks = cp_sat_mul (rank, layout->pipeline_parallel);
    }
  else if (layout->replica_domains <= 1)
    {
      *block = cp_sat_mul (rank, layout->pipeline_parallel);
      *blocks = 1;
    }
  else
    {
      *block = rank;
      *blocks = layout->pipeline_parallel;
    }
}

/* The GPUs pack() places for @layout: its replicas' blocks (none for a
 * model it leaves out). */
gint64
_cp_layout_packed_gpus (const CpLayout *layout)
{
  gint64 block, blocks;

  if (layout->replicas <= 0 || layout->verdict == CP_SERVING_UNKNOWN)
    return 0;
  _cp_layout_blocks (layout, &block, &blocks);

  return cp_sat_mul (cp_sat_mul (block, blocks), layout->replicas);
}

/* Units @replicas replicas of @blocks blocks of @block GPUs need: every
 * block inside one domain, the blocks of a replica in distinct domains.
 * Domains hold ⌊G/b⌋ blocks, and any counts that respect that (and at
 * most one block of a replica per domain) can be dealt out round-robin. */
gint64
_cp_units_for_blocks (const CpWorkloadUnit *unit,
                      gint64                block,
                      gint64                blocks,
                      gint64                replicas)
{
  gint64 per_domain = MIN (unit->domain_gpus / block, replicas);
  gint64 all = cp_sat_mul (replicas, blocks);

  if (per_domain < 1)
    return G_MAXINT64;

  return MAX (cp_ceil_div (blocks, unit->domains_per_unit),
              cp_ceil_div (cp_ceil_div (all, per_domain), unit->domains_per_unit));
}

/* The most replicas of @layout @count units hold (docs/sizing.md §7.3). */
gint64
_cp_layout_max_replicas (const CpWorkloadUnit *unit,
                         const CpLayout       *layout,
                         gint64                count)
{
  gint64 block, blocks, per_domain, domains;

  _cp_layout_blocks (layout, &block, &blocks);
  per_domain = unit->domain_gpus / MAX (block, 1);
  domains = domains_for (unit, count);
  if (per_domain < 1 || blocks > domains)
    return 0;

  return cp_sat_mul (domains, per_domain) / blocks;
}

static void
family_shape (const Family *family,
              gint64        p,
              CpShape      *shape)
{
  *shape = (CpShape) { family->t, p, family->d, family->ep };
}

static gint64
family_max_users (const CpPrepared     *prepared,
                  const CpWorkloadUnit *unit,
                  CpOverheadSet         set,
                  const Family         *family,
                  gint64                p)
{
  CpShape shape;
  CpMemoEntry *entry;
  guint64 key;
  gint64 users;

  if (prepared->memo != NULL && memo_key (family, set, MEMO_USERS, p, &key) &&
      (entry = _cp_memo_lookup (prepared->memo, key)) != NULL)
    return entry->value;

  family_shape (family, p, &shape);
  users = _cp_prepared_max_users (prepared, unit, set, &shape);
  if (prepared->memo != NULL && memo_key (family, set, MEMO_USERS, p, &key))
    _cp_memo_insert (prepared->memo, key, users);

  return users;
}

/* _cp_prepared_layout() of @family at @p stages for @replicas, which the
 * users one replica holds there decide. */
static void
family_layout (const CpPrepared     *prepared,
               const CpWorkloadUnit *unit,
               CpOverheadSet         set,
               const Family         *family,
               gint64                p,
               gint64                replicas,
               CpLayout             *layout)
{
  CpShape shape;
  CpMemoEntry *entry = NULL;
  const CpLayout *known;
  guint64 key;

  if (prepared->memo != NULL && memo_key (family, set, MEMO_USERS, p, &key))
    {
      entry = _cp_memo_lookup (prepared->memo, key);
      known = entry != NULL ? _cp_memo_get_layout (prepared->memo, entry) : NULL;
      if (known != NULL)
        {
          *layout = *known;
          return;
        }
    }

  family_shape (family, p, &shape);
  _cp_prepared_layout (prepared, unit, &shape, replicas, layout);
  if (entry != NULL)
    _cp_memo_set_layout (prepared->memo, entry, layout);
}

static gint64
family_units (const CpWorkloadUnit *unit,
              const Family         *family,
              gint64                p,
              gint64                replicas)
{
  gint64 rank = cp_sat_mul (family->t, family->d);

  switch (family->mode)
    {
    case MODE_PCIE:
      return _cp_units_for_blocks (unit, 1, cp_sat_mul (rank, p), replicas);
    case MODE_ACROSS:
      return _cp_units_for_blocks (unit, rank, p, replicas);
    case MODE_IN_DOMAIN:
    default:
      return _cp_units_for_blocks (unit, cp_sat_mul (rank, p), 1, replicas);
    }
}

/* The stages a family may take: [first, last]. */
static void
family_stages (const CpPrepared     *prepared,
               const CpWorkloadUnit *unit,
               const Family         *family,
               gint64               *first,
               gint64               *last)
{
  gint64 rank = cp_sat_mul (family->t, family->d);
  gint64 layers = prepared->arch->layers;

  switch (family->mode)
    {
    case MODE_PCIE:
      *first = family->t > 1 ? 1 : 2;
      *last = MIN (unit->box_gpus / family->t, layers);
      break;
    case MODE_ACROSS:
      *first = 2;
      *last = layers;
      break;
    case MODE_IN_DOMAIN:
    default:
      *first = 1;
      *last = family->d > 1 || !(prepared->policy->layouts & CP_LAYOUT_STAGES_IN_DOMAIN)
              ? 1 : MIN (unit->domain_gpus / rank, layers);
      break;
    }
}

/* The fewest stages in [low, high] at which @users requests fit on one
 * replica, or 0. The room only grows with p (fewer layers per stage), so
 * a binary search finds it. */
static gint64
search_stages (const CpPrepared     *prepared,
               const CpWorkloadUnit *unit,
               CpOverheadSet         set,
               const Family         *family,
               gint64                low,
               gint64                high,
               gint64                users)
{
  if (low > high || family_max_users (prepared, unit, set, family, high) < users)
    return 0;

  while (low < high)
    {
      gint64 middle = low + (high - low) / 2;

      if (family_max_users (prepared, unit, set, family, middle) >= users)
        high = middle;
      else
        low = middle + 1;
    }

  return low;
}

/* search_stages() for one user, remembered; place_family() and
 * min_count_family() ask it over all the stages a family may take, so
 * the answer does not depend on the count. */
static gint64
fewest_stages (const CpPrepared     *prepared,
               const CpWorkloadUnit *unit,
               CpOverheadSet         set,
               const Family         *family,
               gint64                low,
               gint64                high)
{
  CpMemoEntry *entry;
  guint64 key;
  gint64 p;

  if (prepared->memo == NULL || !memo_key (family, set, MEMO_STAGES, high, &key))
    return search_stages (prepared, unit, set, family, low, high, 1);

  entry = _cp_memo_lookup (prepared->memo, key);
  if (entry != NULL)
    return entry->value;

  p = search_stages (prepared, unit, set, family, low, high, 1);
  _cp_memo_insert (prepared->memo, key, p);

  return p;
}

typedef gboolean (*FamilyFunc) (const CpPrepared     *prepared,
                                const CpWorkloadUnit *unit,
                                const Family         *family,
                                gpointer              data);

/* Calls @func on every family of layouts @prepared may take on @unit,
 * until it returns FALSE. */
static void
each_family (const CpPrepared     *prepared,
             const CpWorkloadUnit *unit,
             FamilyFunc            func,
             gpointer              data)
{
  gboolean pcie = pcie_split (prepared, unit);
  gint64 most = unit->tensor_parallel ? unit->domain_gpus : pcie ? unit->box_gpus : 1;
  guint64 mask = prepared->tp_mask | prepared->tp_mask_ep;
  guint index = 0;

  for (int bit = 0; bit < CP_MAX_TP_BITS && ((gint64) 1 << bit) <= most; bit++)
    {
      guint64 flag = G_GUINT64_CONSTANT (1) << bit;
      Family family = { (gint64) 1 << bit, 1, (prepared->tp_mask & flag) == 0, MODE_IN_DOMAIN,
                        0 };

      if ((mask & flag) == 0)
        continue;

      if (unit->tensor_parallel || family.t == 1)
        {
          family.index = index++;
          if (!func (prepared, unit, &family, data))
            return;
        }

      if (unit->pipeline_parallel)
        {
          family.mode = MODE_ACROSS;
          family.index = index++;
          if (!func (prepared, unit, &family, data))
            return;
        }

      if (pcie)
        {
          family.mode = MODE_PCIE;
          family.index = index++;
          if (!func (prepared, unit, &family, data))
            return;
        }

      /* Data-parallel attention: ranks of t GPUs inside one domain, the
       * experts spread over all of them. */
      if (prepared->dp_attention && unit->tensor_parallel && (prepared->tp_mask_ep & flag))
        for (gint64 d = 2; cp_sat_mul (family.t, d) <= unit->domain_gpus &&
                           cp_sat_mul (family.t, d) <= prepared->arch->experts; d *= 2)
          {
            Family ranks = { family.t, d, TRUE, MODE_IN_DOMAIN, index++ };

            if (!func (prepared, unit, &ranks, data))
              return;
          }
    }
}

/* The stage counts tried inside a domain or a box are powers of two
 * ("tensor parallel 4 × 2 pipeline stages"): the first at least @p. */
static inline gint64
first_power (gint64 p)
{
  gint64 q = 1;

  while (q < p)
    q *= 2;
  return q;
}

typedef struct
{
  CpOverheadSet set;
  gint64        best;
} MinCount;

static gboolean
min_count_family (const CpPrepared     *prepared,
                  const CpWorkloadUnit *unit,
                  const Family         *family,
                  gpointer              data)
{
  MinCount *search = data;
  gint64 users = prepared->workload->users;
  gint64 first, last, p;

  family_stages (prepared, unit, family, &first, &last);
  p = fewest_stages (prepared, unit, search->set, family, first, last);
  if (p == 0)
    return TRUE;

  if (family->mode == MODE_ACROSS)
    {
      /* More stages need more domains: stop once they alone need more
       * units than the best layout so far. */
      for (; p <= last; p++)
        {
          gint64 per_replica, count;

          if (search->best > 0 && cp_ceil_div (p, unit->domains_per_unit) > search->best)
            break;
          per_replica = family_max_users (prepared, unit, search->set, family, p);
          count = family_units (unit, family, p, cp_ceil_div (users, per_replica));
          if (search->best == 0 || count < search->best)
            search->best = count;
        }
      return TRUE;
    }

  /* Inside a domain or a box: stage counts that are powers of two, up to
   * the first at which one replica serves everyone. */
  for (gint64 q = first_power (p); q <= last; q *= 2)
    {
      gint64 per_replica = family_max_users (prepared, unit, search->set, family, q);
      gint64 count;

      if (per_replica < 1)
        continue;
      count = family_units (unit, family, q, cp_ceil_div (users, per_replica));
      if (search->best == 0 || count < search->best)
        search->best = count;
      if (per_replica >= users)
        break;
    }

  return TRUE;
}

/* The fewest units of @unit on which @prepared serves its workload with
 * the @set overheads, or 0. */
gint64
_cp_search_min_count (const CpPrepared     *prepared,
                      const CpWorkloadUnit *unit,
                      CpOverheadSet         set)
{
  MinCount search = { set, 0 };

  if (_cp_prepared_refused (prepared, unit))
    return 0;

  each_family (prepared, unit, min_count_family, &search);

  return search.best;
}

/* How complex a layout is to run, least first (docs/sizing.md §8.3):
 * tensor parallel; with experts parallel; attention data-parallel (how
 * publishers serve MLA models); pipeline stages across systems; stages
 * inside one; a split over PCIe cards, stages before tensor parallel. */
static int
complexity (const CpLayout *layout)
{
  if (layout->pcie_split)
    return layout->tensor_parallel > 1 ? 6 : 5;
  if (layout->pipeline_parallel > 1)
    return layout->replica_domains > 1 ? 3 : 4;
  if (layout->data_parallel > 1)
    return 2;
  return layout->expert_parallel ? 1 : 0;
}

/* Whether @a is the better of two layouts on the same count
 * (docs/sizing.md §8.3): the fewest stages across domains; then (@compact,
 * to make room for other models) the fewest GPUs; the simpler layout (a
 * more complex one only where it serves on fewer units); the fewest
 * stages; the fewest GPUs; the most users the count holds with as many
 * replicas as fit; the most headroom per GPU; the fewest replicas. */
/* One of the two layouts a search picks (@compact: the fewest GPUs
 * first), with the users one of its replicas holds, and the most units
 * on which the same search picks it too (@until, see Place). */
typedef struct
{
  gboolean compact;
  gboolean found;
  gint64   per_replica;
  gint64   until;
  CpLayout layout;
} Pick;

/* The most units on which @a and @b, tied up to what @count units hold
 * of each, are ordered by it as they are on @count: any number when
 * neither is split over domains or cards and the count holds more of each
 * than it needs (what it holds is then the domains times a figure of its
 * own, so the order is that of those figures), else only @count. */
static gint64
tie_until (const CpWorkloadUnit *unit,
           const CpLayout       *a,
           const CpLayout       *b,
           gint64                count)
{
  const CpLayout *both[] = { a, b };
  gint64 until = G_MAXINT64;

  for (int i = 0; i < 2; i++)
    {
      const CpLayout *x = both[i];
      gint64 block, blocks, per_replica, most;

      _cp_layout_blocks (x, &block, &blocks);
      if (blocks != 1 || block < 1 || x->build_replicas < 1 ||
          x->build_max_users == G_MAXINT64 ||
          _cp_layout_max_replicas (unit, x, count) < x->replicas)
        return count;

      /* Beyond this many units the figures saturate. */
      per_replica = x->build_max_users / x->build_replicas;
      most = cp_sat_mul (cp_sat_mul (per_replica, unit->domain_gpus / block),
                         MAX (unit->domains_per_unit, 1));
      until = MIN (until, G_MAXINT64 / MAX (most, 1));
    }

  return MAX (until, count);
}

static int
compare_shapes (const CpLayout       *a,
                const CpLayout       *b,
                const CpWorkloadUnit *unit,
                gint64                count,
                Pick                 *pick)
{
  gint64 across_a = a->replica_domains > 1 ? a->pipeline_parallel : 1;
  gint64 across_b = b->replica_domains > 1 ? b->pipeline_parallel : 1;

  if (across_a != across_b)
    return across_a < across_b ? -1 : 1;
  if (pick->compact && a->gpus != b->gpus)
    return a->gpus < b->gpus ? -1 : 1;
  if (complexity (a) != complexity (b))
    return complexity (a) < complexity (b) ? -1 : 1;
  if (a->pipeline_parallel != b->pipeline_parallel)
    return a->pipeline_parallel < b->pipeline_parallel ? -1 : 1;
  if (a->gpus != b->gpus)
    return a->gpus < b->gpus ? -1 : 1;
  /* What the count holds of each: another count may order them otherwise. */
  pick->until = MIN (pick->until, tie_until (unit, a, b, count));
  if (a->build_max_users != b->build_max_users)
    return a->build_max_users > b->build_max_users ? -1 : 1;
  return 0;
}

static gboolean
better_layout (const CpLayout       *a,
               const CpLayout       *b,
               const CpWorkloadUnit *unit,
               gint64                count,
               Pick                 *pick)
{
  int order = compare_shapes (a, b, unit, count, pick);

  if (order != 0)
    return order < 0;
  if (a->usable_bytes - a->total_bytes != b->usable_bytes - b->total_bytes)
    return a->usable_bytes - a->total_bytes > b->usable_bytes - b->total_bytes;
  return a->replicas < b->replicas;
}

/* One search on @count units, for the layout that serves with the fewest
 * units and for the one with the fewest GPUs at once: which layouts it
 * tries and where it stops does not depend on which it picks.
 * @until: the most units on which the search weighs every layout it
 * tried the same way, so picks the same ones; @count when one was left
 * out for needing more units or a family across domains found none among
 * the stages the count has domains for, else as the ties the picks broke
 * allow (tie_until()). */
typedef struct
{
  CpOverheadSet set;
  gint64        count;
  gint64        until;
  Pick          picks[2];
} Place;

/* Tries @family at @p stages on the count; returns whether it fits it,
 * with the users one replica holds in @per_replica. */
static gboolean
try_layout (const CpPrepared     *prepared,
            const CpWorkloadUnit *unit,
            const Family         *family,
            gint64                p,
            Place                *search,
            gint64               *per_replica)
{
  gint64 replicas;
  CpLayout candidate = { 0 };
  gboolean weigh[2];

  *per_replica = family_max_users (prepared, unit, search->set, family, p);
  if (*per_replica < 1)
    return FALSE;

  replicas = cp_ceil_div (prepared->workload->users, *per_replica);
  if (family_units (unit, family, p, replicas) > search->count)
    {
      search->until = search->count;
      return FALSE;
    }

  /* The shape first: the per-GPU figures only when it could win. */
  candidate.tensor_parallel = family->t;
  candidate.pipeline_parallel = p;
  candidate.data_parallel = family->d;
  candidate.replicas = replicas;
  candidate.gpus = cp_sat_mul (cp_sat_mul (cp_sat_mul (family->t, p), family->d), replicas);
  candidate.expert_parallel = prepared->moe && (family->ep || family->d > 1);
  candidate.pcie_split = family->mode == MODE_PCIE;
  candidate.replica_domains = family->mode == MODE_ACROSS ? p : 1;
  /* What the count holds of this layout, for the comparison. */
  candidate.build_replicas = MAX (_cp_layout_max_replicas (unit, &candidate, search->count),
                                  replicas);
  candidate.build_max_users = cp_sat_mul (*per_replica, candidate.build_replicas);
  for (int k = 0; k < 2; k++)
    {
      Pick *pick = &search->picks[k];

      weigh[k] = !pick->found ||
                 compare_shapes (&pick->layout, &candidate, unit, search->count, pick) >= 0;
    }
  if (!weigh[0] && !weigh[1])
    return TRUE;

  family_layout (prepared, unit, search->set, family, p, replicas, &candidate);
  candidate.pcie_split = family->mode == MODE_PCIE;
  candidate.replica_domains = family->mode == MODE_ACROSS ? p : 1;
  candidate.build_replicas = MAX (_cp_layout_max_replicas (unit, &candidate, search->count),
                                  replicas);
  candidate.build_max_users = cp_sat_mul (*per_replica, candidate.build_replicas);
  for (int k = 0; k < 2; k++)
    {
      Pick *pick = &search->picks[k];

      if (weigh[k] &&
          (!pick->found || better_layout (&candidate, &pick->layout, unit, search->count, pick)))
        {
          pick->layout = candidate;
          pick->per_replica = *per_replica;
        }
      pick->found = TRUE;
    }

  return TRUE;
}

static gboolean
place_family (const CpPrepared     *prepared,
              const CpWorkloadUnit *unit,
              const Family         *family,
              gpointer              data)
{
  Place *search = data;
  gint64 first, last, p, per_replica;

  family_stages (prepared, unit, family, &first, &last);
  p = fewest_stages (prepared, unit, search->set, family, first, last);
  if (p == 0)
    return TRUE;

  /* Fewer stages across domains always win: the first that fits, among
   * the stages the count has domains for. The fewest with room for one
   * user are sought over all the family may take, so do not depend on
   * the count; only when none fits here may more units give one. */
  if (family->mode == MODE_ACROSS)
    {
      gint64 most = MIN (last, domains_for (unit, search->count));

      for (; p <= most; p++)
        if (try_layout (prepared, unit, family, p, search, &per_replica))
          return TRUE;
      if (most < last)
        search->until = search->count;
      return TRUE;
    }

  for (gint64 q = first_power (p); q <= last; q *= 2)
    if (try_layout (prepared, unit, family, q, search, &per_replica) &&
        per_replica >= prepared->workload->users)
      break;

  return TRUE;
}

/* Whether @placed, picked on placed->count units, is what the search
 * picks on @count. */
static gboolean
placed_holds (const CpPlaced *placed,
              gint64        count)
{
  return placed != NULL && count >= placed->count && count <= placed->until;
}

/* The layout the search picks for @prepared on @count units
 * (docs/sizing.md §8.3), the fewest GPUs first when @compact; FALSE when
 * none serves it. */
gboolean
_cp_search_place (const CpPrepared     *prepared,
                  const CpWorkloadUnit *unit,
                  CpOverheadSet         set,
                  gint64                count,
                  gboolean              compact,
                  CpLayout             *layout)
{
  Place search = { set, count, G_MAXINT64,
                   { { FALSE, FALSE, 0, G_MAXINT64 }, { TRUE, FALSE, 0, G_MAXINT64 } } };
  const CpPlaced *placed;
  int want = compact != FALSE;

  if (_cp_prepared_refused (prepared, unit))
    return FALSE;

  /* A plan of many models is searched again on more units at each count
   * it tries, for the fewest units and for the fewest GPUs: a pick that
   * holds on this count stays, only what the count holds of it is worked
   * out again (as try_layout() does). */
  if (prepared->memo != NULL)
    {
      placed = _cp_memo_get_placed (prepared->memo, set, want);
      if (placed_holds (placed, count))
        {
          if (!placed->found)
            return FALSE;
          *layout = placed->layout;
          layout->build_replicas = MAX (_cp_layout_max_replicas (unit, layout, count),
                                        layout->replicas);
          layout->build_max_users = cp_sat_mul (placed->per_replica, layout->build_replicas);
          return TRUE;
        }
    }

  each_family (prepared, unit, place_family, &search);

  if (prepared->memo != NULL)
    for (int k = 0; k < 2; k++)
      {
        Pick *pick = &search.picks[k];

        *_cp_memo_keep_placed (prepared->memo, set, k) = (CpPlaced) {
          .found = pick->found,
          .count = count,
          .until = MIN (search.until, pick->until),
          .per_replica = pick->per_replica,
          .layout = pick->layout,
        };
      }

  if (search.picks[want].found)
    *layout = search.picks[want].layout;

  return search.picks[want].found;
}

/* The closest a model comes on @count units when nothing serves it: the
 * largest layout the count allows, all users on one copy. */
void
_cp_search_closest (const CpPrepared     *prepared,
                    const CpWorkloadUnit *unit,
                    gint64                count,
                    CpLayout             *layout)
{
  gint64 most = unit->tensor_parallel ? unit->domain_gpus : 1;
  guint64 mask = prepared->tp_mask | prepared->tp_mask_ep;
  CpShape shape = { 1, 1, 1, FALSE };

  for (int bit = 0; bit < CP_MAX_TP_BITS && ((gint64) 1 << bit) <= most; bit++)
    if (mask & (G_GUINT64_CONSTANT (1) << bit))
      {
        shape.t = (gint64) 1 << bit;
        shape.ep = (prepared->tp_mask & (G_GUINT64_CONSTANT (1) << bit)) == 0;
      }
  if (unit->pipeline_parallel)
    shape.p = MAX (MIN (prepared->arch->layers, domains_for (unit, count)), 1);

  _cp_prepared_layout (prepared, unit, &shape, 1, layout);
  layout->verdict = CP_SERVING_DOES_NOT_FIT;
}

/* Users at the workload's context, and the context for its users, on
 * @replicas replicas of @layout (docs/sizing.md §7.3). */
void
_cp_search_build_capacity (const CpPrepared     *prepared,
                           const CpWorkloadUnit *unit,
                           gint64                replicas,
                           CpLayout             *layout)
{
  CpOverheadSet set = layout->verdict == CP_SERVING_FITS ? CP_OVERHEAD_CONSERVATIVE
                                                         : CP_OVERHEAD_TIGHT;
  CpShape shape = { layout->tensor_parallel, layout->pipeline_parallel,
                    MAX (layout->data_parallel, 1), layout->expert_parallel };
  gint64 users;

  replicas = MAX (replicas, layout->replicas);
  layout->build_replicas = replicas;
  if (layout->verdict != CP_SERVING_FITS && layout->verdict != CP_SERVING_MARGINAL)
    return;

  users = cp_sat_mul (_cp_prepared_max_users (prepared, unit, set, &shape), replicas);
  layout->build_max_users = MIN (users, CP_WORKLOAD_MAX_USERS * (gint64) CP_WORKLOAD_MAX_USERS);
  layout->build_max_context = _cp_prepared_context (prepared, unit, set, &shape,
                                                    cp_ceil_div (prepared->workload->users,
                                                                 replicas));
}
