/* cp-link.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-link"

#include "config.h"

#include "cp-link.h"

/* A link between GPUs or between units: NVLink, PCIe, InfiniBand. Its
 * bandwidth is the figure its source gives: what one GPU, card or port
 * gets, or, for a link that also says what one GPU gets, the total across
 * all the GPUs it joins (a GB200 NVL72's 130 TB/s, 1.8 TB/s per GPU). */
struct _CpLink
{
  CpItem parent_instance;

  double   bandwidth_gb_s;
  double   per_gpu_gb_s;
  guint    lanes;
  char   * note;
};

G_DEFINE_FINAL_TYPE (CpLink, cp_link, CP_TYPE_ITEM)

enum {
  PROP_0,
  PROP_BANDWIDTH_GB_S,
  PROP_PER_GPU_GB_S,
  PROP_LANES,
  PROP_NOTE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
cp_link_finalize (GObject *object)
{
  CpLink *self = (CpLink *) object;

  g_clear_pointer (&self->note, g_free);

  G_OBJECT_CLASS (cp_link_parent_class)->finalize (object);
}

static void
cp_link_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  CpLink *self = CP_LINK (object);

  switch (prop_id)
    {
    case PROP_BANDWIDTH_GB_S:
      g_value_set_double (value, self->bandwidth_gb_s);
      break;

    case PROP_PER_GPU_GB_S:
      g_value_set_double (value, self->per_gpu_gb_s);
      break;

    case PROP_LANES:
      g_value_set_uint (value, self->lanes);
      break;

    case PROP_NOTE:
      g_value_set_string (value, self->note);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_link_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  CpLink *self = CP_LINK (object);

  switch (prop_id)
    {
    case PROP_BANDWIDTH_GB_S:
      self->bandwidth_gb_s = g_value_get_double (value);
      break;

    case PROP_PER_GPU_GB_S:
      self->per_gpu_gb_s = g_value_get_double (value);
      break;

    case PROP_LANES:
      self->lanes = g_value_get_uint (value);
      break;

    case PROP_NOTE:
      self->note = g_value_dup_string (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_link_class_init (CpLinkClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cp_link_finalize;
  object_class->get_property = cp_link_get_property;
  object_class->set_property = cp_link_set_property;

  properties[PROP_BANDWIDTH_GB_S] =
    g_param_spec_double ("bandwidth-gb-s", NULL, NULL, 0, G_MAXDOUBLE, 0,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* 0 when the bandwidth is what one GPU gets already. */
  properties[PROP_PER_GPU_GB_S] =
    g_param_spec_double ("per-gpu-gb-s", NULL, NULL, 0, G_MAXDOUBLE, 0,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* PCIe's lanes (16 for a card's x16 slot), 0 for a link without. */
  properties[PROP_LANES] =
    g_param_spec_uint ("lanes", NULL, NULL, 0, 32, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NOTE] =
    g_param_spec_string ("note", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cp_link_init (CpLink *self)
{
}

/* Bandwidth in GB/s. */
double
cp_link_get_bandwidth_gb_s (CpLink *self)
{
  g_return_val_if_fail (CP_IS_LINK (self), 0);

  return self->bandwidth_gb_s;
}

/* What one GPU gets over the link, in GB/s: the bandwidth itself unless
 * that is a total across many GPUs. */
double
cp_link_get_per_gpu_gb_s (CpLink *self)
{
  g_return_val_if_fail (CP_IS_LINK (self), 0);

  return self->per_gpu_gb_s > 0 ? self->per_gpu_gb_s : self->bandwidth_gb_s;
}

/* Whether the bandwidth is the total across all the GPUs the link joins,
 * with what one GPU gets given apart. */
gboolean
cp_link_get_is_total (CpLink *self)
{
  g_return_val_if_fail (CP_IS_LINK (self), FALSE);

  return self->per_gpu_gb_s > 0;
}

/* How that bandwidth is reached (“each way, through the CPU”), or NULL. */
const char *
cp_link_get_note (CpLink *self)
{
  g_return_val_if_fail (CP_IS_LINK (self), NULL);

  return self->note;
}

/**
 * cp_link_dup_title:
 *
 * Returns: the link's name with its lanes where the catalog gives them, as
 *   PCIe writes them in every language: "PCIe 5.0 x16"; else its name.
 */
char *
cp_link_dup_title (CpLink *self)
{
  const char *name;

  g_return_val_if_fail (CP_IS_LINK (self), NULL);

  name = cp_item_get_name (CP_ITEM (self));
  if (self->lanes == 0)
    return g_strdup (name);

  return g_strdup_printf ("%s x%u", name, self->lanes);
}
