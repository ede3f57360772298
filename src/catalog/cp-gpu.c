/* cp-gpu.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-gpu"

#include "config.h"

#include "cp-gpu.h"
#include "cp-speed-private.h"

/* One kind of GPU: its memory and power. */
struct _CpGpu
{
  CpItem parent_instance;

  gint64   memory_mb;
  gint64   power_w;
  gboolean desktop;
  /* What the driver reports, in bytes; 0 when the catalog does not say. */
  gint64   capacity_bytes;
  /* CUDA compute capability × 10 (9.0 is 90); 0 when the catalog does not
   * say. */
  gint64   compute_capability;
  /* Datasheet speed figures (docs/sizing.md §13.1); has_speed FALSE when
   * the catalog gives none. */
  gboolean   has_speed;
  CpSpeedGpu speed;
  double     host_link_bandwidth;
  char      *host_link;
  char      *speed_source;
};

G_DEFINE_FINAL_TYPE (CpGpu, cp_gpu, CP_TYPE_ITEM)

enum {
  PROP_0,
  PROP_MEMORY_MB,
  PROP_POWER_W,
  PROP_DESKTOP,
  PROP_CAPACITY_BYTES,
  PROP_COMPUTE_CAPABILITY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
cp_gpu_finalize (GObject *object)
{
  CpGpu *self = (CpGpu *) object;

  g_clear_pointer (&self->host_link, g_free);
  g_clear_pointer (&self->speed_source, g_free);

  G_OBJECT_CLASS (cp_gpu_parent_class)->finalize (object);
}

static void
cp_gpu_get_property (GObject    *object,
                     guint       prop_id,
                     GValue     *value,
                     GParamSpec *pspec)
{
  CpGpu *self = CP_GPU (object);

  switch (prop_id)
    {
    case PROP_MEMORY_MB:
      g_value_set_int64 (value, self->memory_mb);
      break;

    case PROP_POWER_W:
      g_value_set_int64 (value, self->power_w);
      break;

    case PROP_DESKTOP:
      g_value_set_boolean (value, self->desktop);
      break;

    case PROP_CAPACITY_BYTES:
      g_value_set_int64 (value, self->capacity_bytes);
      break;

    case PROP_COMPUTE_CAPABILITY:
      g_value_set_int64 (value, self->compute_capability);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_gpu_set_property (GObject      *object,
                     guint         prop_id,
                     const GValue *value,
                     GParamSpec   *pspec)
{
  CpGpu *self = CP_GPU (object);

  switch (prop_id)
    {
    case PROP_MEMORY_MB:
      self->memory_mb = g_value_get_int64 (value);
      break;

    case PROP_POWER_W:
      self->power_w = g_value_get_int64 (value);
      break;

    case PROP_DESKTOP:
      self->desktop = g_value_get_boolean (value);
      break;

    case PROP_CAPACITY_BYTES:
      self->capacity_bytes = g_value_get_int64 (value);
      break;

    case PROP_COMPUTE_CAPABILITY:
      self->compute_capability = g_value_get_int64 (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_gpu_class_init (CpGpuClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cp_gpu_finalize;
  object_class->get_property = cp_gpu_get_property;
  object_class->set_property = cp_gpu_set_property;

  properties[PROP_MEMORY_MB] =
    g_param_spec_int64 ("memory-mb", NULL, NULL, 1, G_MAXINT64, 1,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_POWER_W] =
    g_param_spec_int64 ("power-w", NULL, NULL, 1, G_MAXINT64, 1,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DESKTOP] =
    g_param_spec_boolean ("desktop", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  properties[PROP_CAPACITY_BYTES] =
    g_param_spec_int64 ("capacity-bytes", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  properties[PROP_COMPUTE_CAPABILITY] =
    g_param_spec_int64 ("compute-capability", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cp_gpu_init (CpGpu *self)
{
}

/* Memory of one GPU, in MB. */
gint64
cp_gpu_get_memory_mb (CpGpu *self)
{
  g_return_val_if_fail (CP_IS_GPU (self), 0);

  return self->memory_mb;
}

/* Power of one GPU, in W. */
gint64
cp_gpu_get_power_w (CpGpu *self)
{
  g_return_val_if_fail (CP_IS_GPU (self), 0);

  return self->power_w;
}

/* Whether it is a desktop card rather than a datacenter GPU. */
gboolean
cp_gpu_get_desktop (CpGpu *self)
{
  g_return_val_if_fail (CP_IS_GPU (self), FALSE);

  return self->desktop;
}

/* The memory one GPU has as its driver reports it, in bytes
 * (docs/sizing.md §3.1): the catalog's figure, which every GPU of a version
 * 2 catalog gives; 0 in a version 1 catalog, whose models have no
 * architecture to size per GPU. */
gint64
cp_gpu_get_capacity_bytes (CpGpu *self)
{
  g_return_val_if_fail (CP_IS_GPU (self), 0);

  return self->capacity_bytes;
}

/* Whether the capacity is the driver's figure rather than derived. */
gboolean
cp_gpu_get_capacity_measured (CpGpu *self)
{
  g_return_val_if_fail (CP_IS_GPU (self), FALSE);

  return self->capacity_bytes > 0;
}

/* The GPU's CUDA compute capability × 10 (NVIDIA's "CUDA GPUs — Compute
 * Capability": 9.0 for the H100 is 90, 12.0 for the RTX 5090 is 120); 0
 * when the catalog does not say. */
gint64
cp_gpu_get_compute_capability (CpGpu *self)
{
  g_return_val_if_fail (CP_IS_GPU (self), 0);

  return self->compute_capability;
}

/**
 * cp_gpu_get_speed:
 *
 * Returns: (nullable): the GPU's memory bandwidth, dense peaks and NVLink
 *   bandwidth each way from its datasheet (docs/sizing.md §13.1), or %NULL
 *   when the catalog gives none.
 */
const CpSpeedGpu *
cp_gpu_get_speed (CpGpu *self)
{
  g_return_val_if_fail (CP_IS_GPU (self), NULL);

  return self->has_speed ? &self->speed : NULL;
}

/* The GPU's link to its host, each way in bytes per second, and its name
 * ("PCIe 5.0 x16"); 0 and %NULL when the catalog does not give them. */
double
cp_gpu_get_host_link_bandwidth (CpGpu *self)
{
  g_return_val_if_fail (CP_IS_GPU (self), 0);

  return self->host_link_bandwidth;
}

const char *
cp_gpu_get_host_link (CpGpu *self)
{
  g_return_val_if_fail (CP_IS_GPU (self), NULL);

  return self->host_link;
}

/* Where the speed figures come from. */
const char *
cp_gpu_get_speed_source (CpGpu *self)
{
  g_return_val_if_fail (CP_IS_GPU (self), NULL);

  return self->speed_source;
}

void
_cp_gpu_set_speed (CpGpu            *self,
                   const CpSpeedGpu *speed,
                   double            host_link_bandwidth,
                   const char       *host_link,
                   const char       *source)
{
  g_return_if_fail (CP_IS_GPU (self) && speed != NULL);

  self->has_speed = TRUE;
  self->speed = *speed;
  self->host_link_bandwidth = host_link_bandwidth;
  g_free (self->host_link);
  self->host_link = g_strdup (host_link);
  g_free (self->speed_source);
  self->speed_source = g_strdup (source);
}
