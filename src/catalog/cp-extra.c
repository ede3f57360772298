/* cp-extra.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-extra"

#include "config.h"

#include "cp-extra-private.h"

/* Something a quote adds to a build's units: an accessory the build needs
 * (switches, cables, a rack) or a service (installation, support, shipping).
 * Its rule says which units it goes with and how many: @quantity for every
 * @per units, rounded up, once there are at least @min_units of them — "one
 * leaf switch for every 4 systems, from 2 systems on". */
struct _CpExtra
{
  CpItem       parent_instance;

  CpExtraKind  kind;
  char        *note;
  gint64       price_cents;
  gint64       quantity;
  gint64       per;
  gint64       min_units;
  /* The units it goes with; the catalog owns them and outlives this. */
  GPtrArray   *units;
};

G_DEFINE_FINAL_TYPE (CpExtra, cp_extra, CP_TYPE_ITEM)

static void
cp_extra_finalize (GObject *object)
{
  CpExtra *self = CP_EXTRA (object);

  g_clear_pointer (&self->note, g_free);
  g_clear_pointer (&self->units, g_ptr_array_unref);

  G_OBJECT_CLASS (cp_extra_parent_class)->finalize (object);
}

static void
cp_extra_class_init (CpExtraClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cp_extra_finalize;
}

static void
cp_extra_init (CpExtra *self)
{
  self->units = g_ptr_array_new ();
}

/* @units: the CpUnits it goes with (borrowed from the catalog). */
CpExtra *
_cp_extra_new (const char  *id,
               const char  *name,
               const char  *source,
               const char  *note,
               CpExtraKind  kind,
               gint64       price_cents,
               gint64       quantity,
               gint64       per,
               gint64       min_units,
               GPtrArray   *units)
{
  CpExtra *self = g_object_new (CP_TYPE_EXTRA, "id", id, "name", name, "source", source, NULL);

  g_assert (quantity >= 1 && per >= 1 && min_units >= 1 && price_cents >= 0);

  self->kind = kind;
  self->note = g_strdup (note);
  self->price_cents = price_cents;
  self->quantity = quantity;
  self->per = per;
  self->min_units = min_units;
  for (guint i = 0; i < units->len; i++)
    g_ptr_array_add (self->units, g_ptr_array_index (units, i));

  return self;
}

CpExtraKind
cp_extra_get_kind (CpExtra *self)
{
  g_return_val_if_fail (CP_IS_EXTRA (self), CP_EXTRA_ACCESSORY);

  return self->kind;
}

/* What it is for, in a few words ("one for every 4 systems"), or NULL. */
const char *
cp_extra_get_note (CpExtra *self)
{
  g_return_val_if_fail (CP_IS_EXTRA (self), NULL);

  return self->note;
}

/* The price of one, in cents; for support, of one unit for one year. */
gint64
cp_extra_get_price_cents (CpExtra *self)
{
  g_return_val_if_fail (CP_IS_EXTRA (self), 0);

  return self->price_cents;
}

gint64
cp_extra_get_quantity (CpExtra *self)
{
  g_return_val_if_fail (CP_IS_EXTRA (self), 0);

  return self->quantity;
}

gint64
cp_extra_get_per (CpExtra *self)
{
  g_return_val_if_fail (CP_IS_EXTRA (self), 0);

  return self->per;
}

gint64
cp_extra_get_min_units (CpExtra *self)
{
  g_return_val_if_fail (CP_IS_EXTRA (self), 0);

  return self->min_units;
}

gboolean
cp_extra_applies_to (CpExtra *self,
                     CpUnit  *unit)
{
  g_return_val_if_fail (CP_IS_EXTRA (self), FALSE);
  g_return_val_if_fail (CP_IS_UNIT (unit), FALSE);

  for (guint i = 0; i < self->units->len; i++)
    if (g_ptr_array_index (self->units, i) == (gpointer) unit)
      return TRUE;

  return FALSE;
}

/**
 * cp_extra_count_for:
 * @unit: the unit of a build
 * @count: how many of it the build has
 *
 * Returns: how many of it a build of @count @unit needs by its rule: @quantity for every
 *   @per units, rounded up, once the build has at least @min_units; 0
 *   when it does not go with the build's units or the build is smaller;
 *   -1 when the count is too large to work out.
 */
gint64
cp_extra_count_for (CpExtra *self,
                    CpUnit  *unit,
                    gint64   count)
{
  guint64 product;

  g_return_val_if_fail (CP_IS_EXTRA (self), 0);
  g_return_val_if_fail (CP_IS_UNIT (unit), 0);

  if (!cp_extra_applies_to (self, unit) || count < self->min_units)
    return 0;

  if (!g_uint64_checked_mul (&product, (guint64) count, (guint64) self->quantity) ||
      product > (guint64) G_MAXINT64 - (guint64) self->per)
    return -1;

  return (gint64) ((product + (guint64) self->per - 1) / (guint64) self->per);
}
