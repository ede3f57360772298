/* cp-tier.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-tier"

#include "config.h"

#include "cp-tier.h"

/* A tier of builds, from desktop cards to whole racks. */
struct _CpTier
{
  CpItem parent_instance;

  gboolean recommendable;
};

G_DEFINE_FINAL_TYPE (CpTier, cp_tier, CP_TYPE_ITEM)

enum {
  PROP_0,
  PROP_RECOMMENDABLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
cp_tier_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  CpTier *self = CP_TIER (object);

  switch (prop_id)
    {
    case PROP_RECOMMENDABLE:
      g_value_set_boolean (value, self->recommendable);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_tier_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  CpTier *self = CP_TIER (object);

  switch (prop_id)
    {
    case PROP_RECOMMENDABLE:
      self->recommendable = g_value_get_boolean (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_tier_class_init (CpTierClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = cp_tier_get_property;
  object_class->set_property = cp_tier_set_property;

  properties[PROP_RECOMMENDABLE] =
    g_param_spec_boolean ("recommendable", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cp_tier_init (CpTier *self)
{
}

/* Whether the builds of this tier may be recommended. */
gboolean
cp_tier_get_recommendable (CpTier *self)
{
  g_return_val_if_fail (CP_IS_TIER (self), FALSE);

  return self->recommendable;
}
