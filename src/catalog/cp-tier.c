/* cp-tier.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-tier"

#include "config.h"

#include "cp-tier.h"

/* A tier of builds, from desktop cards to whole racks, with what the store
 * claims of its builds' failover and scheduling, and where it says so. */
struct _CpTier
{
  CpItem parent_instance;

  gboolean recommendable;
  char    *failover;
  char    *scheduling;
  char    *claims_source;
};

G_DEFINE_FINAL_TYPE (CpTier, cp_tier, CP_TYPE_ITEM)

enum {
  PROP_0,
  PROP_RECOMMENDABLE,
  PROP_FAILOVER,
  PROP_SCHEDULING,
  PROP_CLAIMS_SOURCE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
cp_tier_finalize (GObject *object)
{
  CpTier *self = CP_TIER (object);

  g_clear_pointer (&self->failover, g_free);
  g_clear_pointer (&self->scheduling, g_free);
  g_clear_pointer (&self->claims_source, g_free);

  G_OBJECT_CLASS (cp_tier_parent_class)->finalize (object);
}

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

    case PROP_FAILOVER:
      g_value_set_string (value, self->failover);
      break;

    case PROP_SCHEDULING:
      g_value_set_string (value, self->scheduling);
      break;

    case PROP_CLAIMS_SOURCE:
      g_value_set_string (value, self->claims_source);
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

    case PROP_FAILOVER:
      self->failover = g_value_dup_string (value);
      break;

    case PROP_SCHEDULING:
      self->scheduling = g_value_dup_string (value);
      break;

    case PROP_CLAIMS_SOURCE:
      self->claims_source = g_value_dup_string (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_tier_class_init (CpTierClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = cp_tier_finalize;
  object_class->get_property = cp_tier_get_property;
  object_class->set_property = cp_tier_set_property;

  properties[PROP_RECOMMENDABLE] =
    g_param_spec_boolean ("recommendable", NULL, NULL, FALSE, flags);
  properties[PROP_FAILOVER] = g_param_spec_string ("failover", NULL, NULL, NULL, flags);
  properties[PROP_SCHEDULING] = g_param_spec_string ("scheduling", NULL, NULL, NULL, flags);
  properties[PROP_CLAIMS_SOURCE] = g_param_spec_string ("claims-source", NULL, NULL, NULL, flags);

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

/* What the store claims happens to a job when a part of one of the tier's
 * builds fails ("None — one card dies, job dies"), or NULL when the
 * catalog does not say. */
const char *
cp_tier_get_failover (CpTier *self)
{
  g_return_val_if_fail (CP_IS_TIER (self), NULL);

  return self->failover;
}

/* How the store says jobs are scheduled on the tier's builds ("Slurm /
 * K8s / NGC containers"), or NULL. */
const char *
cp_tier_get_scheduling (CpTier *self)
{
  g_return_val_if_fail (CP_IS_TIER (self), NULL);

  return self->scheduling;
}

/* Where the failover and scheduling claims come from; NULL exactly when
 * there are none. */
const char *
cp_tier_get_claims_source (CpTier *self)
{
  g_return_val_if_fail (CP_IS_TIER (self), NULL);

  return self->claims_source;
}
