/* cp-unit.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-unit"

#include "config.h"

#include <string.h>

#include "cp-unit-site-private.h"
#include "cp-unit.h"

/* What the store sells as one piece: a desktop card, one datacenter GPU, a
 * DGX system or a whole NVL72 rack. Its memory is its GPUs' memory. */
struct _CpUnit
{
  CpItem parent_instance;

  CpTier  *tier;
  CpGpu   *gpu;
  CpLink  *intra_link;
  CpLink  *scale_out_link;
  gint64   gpu_count;
  gint64   nvlink_domain_gpus;
  gint64   power_w;
  gint64   price_cents;
  gint64   compute_trays;
  gint64   switch_trays;
  gboolean pooled_scale_out;
  CpUnitForm form;
  CpUnitSite site;
};

G_DEFINE_FINAL_TYPE (CpUnit, cp_unit, CP_TYPE_ITEM)

enum {
  PROP_0,
  PROP_TIER,
  PROP_GPU,
  PROP_GPU_COUNT,
  PROP_NVLINK_DOMAIN_GPUS,
  PROP_INTRA_LINK,
  PROP_SCALE_OUT_LINK,
  PROP_POOLED_SCALE_OUT,
  PROP_POWER_W,
  PROP_PRICE_CENTS,
  PROP_COMPUTE_TRAYS,
  PROP_SWITCH_TRAYS,
  PROP_MEMORY_MB,
  PROP_DESKTOP,
  PROP_FORM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GType
cp_unit_form_get_type (void)
{
  static gsize type_id;

  if (g_once_init_enter (&type_id))
    {
      static const GEnumValue values[] = {
        { CP_UNIT_FORM_CARD, "CP_UNIT_FORM_CARD", "card" },
        { CP_UNIT_FORM_SYSTEM, "CP_UNIT_FORM_SYSTEM", "system" },
        { CP_UNIT_FORM_RACK, "CP_UNIT_FORM_RACK", "rack" },
        { 0, NULL, NULL },
      };
      GType type = g_enum_register_static (g_intern_static_string ("CpUnitForm"), values);

      g_once_init_leave (&type_id, type);
    }

  return type_id;
}

/* The one rule for what a unit is; the drawing and every sentence about
 * a build follow it, so they cannot disagree. One GPU is a card (a desktop
 * card, or one datacenter GPU on PCIe). Several GPUs that are one NVLink
 * domain spread over compute trays are a rack: that is the only shape the
 * rack drawing shows. Anything else is a system. */
static CpUnitForm
decide_form (CpUnit *self)
{
  if (self->gpu_count == 1)
    return CP_UNIT_FORM_CARD;

  if (cp_unit_get_nvlink_domains (self) == 1 && self->compute_trays > 0)
    return CP_UNIT_FORM_RACK;

  return CP_UNIT_FORM_SYSTEM;
}

static void
cp_unit_constructed (GObject *object)
{
  CpUnit *self = (CpUnit *) object;

  G_OBJECT_CLASS (cp_unit_parent_class)->constructed (object);

  self->form = decide_form (self);
  /* A unit the catalog says nothing of the site of is still sized by its
   * power: everything else is "not published". */
  self->site.facts.power_w = self->power_w;
  self->site.facts.card = cp_unit_get_desktop (self);
}

static void
cp_unit_dispose (GObject *object)
{
  CpUnit *self = (CpUnit *) object;

  g_clear_object (&self->tier);
  g_clear_object (&self->gpu);
  g_clear_object (&self->intra_link);
  g_clear_object (&self->scale_out_link);

  G_OBJECT_CLASS (cp_unit_parent_class)->dispose (object);
}

static void
cp_unit_finalize (GObject *object)
{
  CpUnit *self = (CpUnit *) object;

  _cp_unit_site_clear (&self->site);

  G_OBJECT_CLASS (cp_unit_parent_class)->finalize (object);
}

static void
cp_unit_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  CpUnit *self = CP_UNIT (object);

  switch (prop_id)
    {
    case PROP_TIER:
      g_value_set_object (value, self->tier);
      break;

    case PROP_GPU:
      g_value_set_object (value, self->gpu);
      break;

    case PROP_GPU_COUNT:
      g_value_set_int64 (value, self->gpu_count);
      break;

    case PROP_NVLINK_DOMAIN_GPUS:
      g_value_set_int64 (value, self->nvlink_domain_gpus);
      break;

    case PROP_INTRA_LINK:
      g_value_set_object (value, self->intra_link);
      break;

    case PROP_SCALE_OUT_LINK:
      g_value_set_object (value, self->scale_out_link);
      break;

    case PROP_POOLED_SCALE_OUT:
      g_value_set_boolean (value, self->pooled_scale_out);
      break;

    case PROP_POWER_W:
      g_value_set_int64 (value, self->power_w);
      break;

    case PROP_PRICE_CENTS:
      g_value_set_int64 (value, self->price_cents);
      break;

    case PROP_COMPUTE_TRAYS:
      g_value_set_int64 (value, self->compute_trays);
      break;

    case PROP_SWITCH_TRAYS:
      g_value_set_int64 (value, self->switch_trays);
      break;

    case PROP_MEMORY_MB:
      g_value_set_int64 (value, cp_unit_get_memory_mb (self));
      break;

    case PROP_DESKTOP:
      g_value_set_boolean (value, cp_unit_get_desktop (self));
      break;

    case PROP_FORM:
      g_value_set_enum (value, self->form);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_unit_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  CpUnit *self = CP_UNIT (object);

  switch (prop_id)
    {
    case PROP_TIER:
      self->tier = g_value_dup_object (value);
      break;

    case PROP_GPU:
      self->gpu = g_value_dup_object (value);
      break;

    case PROP_GPU_COUNT:
      self->gpu_count = g_value_get_int64 (value);
      break;

    case PROP_NVLINK_DOMAIN_GPUS:
      self->nvlink_domain_gpus = g_value_get_int64 (value);
      break;

    case PROP_INTRA_LINK:
      self->intra_link = g_value_dup_object (value);
      break;

    case PROP_SCALE_OUT_LINK:
      self->scale_out_link = g_value_dup_object (value);
      break;

    case PROP_POOLED_SCALE_OUT:
      self->pooled_scale_out = g_value_get_boolean (value);
      break;

    case PROP_POWER_W:
      self->power_w = g_value_get_int64 (value);
      break;

    case PROP_PRICE_CENTS:
      self->price_cents = g_value_get_int64 (value);
      break;

    case PROP_COMPUTE_TRAYS:
      self->compute_trays = g_value_get_int64 (value);
      break;

    case PROP_SWITCH_TRAYS:
      self->switch_trays = g_value_get_int64 (value);
      break;

    case PROP_MEMORY_MB:
    case PROP_DESKTOP:
    case PROP_FORM:
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_unit_class_init (CpUnitClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = cp_unit_constructed;
  object_class->dispose = cp_unit_dispose;
  object_class->finalize = cp_unit_finalize;
  object_class->get_property = cp_unit_get_property;
  object_class->set_property = cp_unit_set_property;

  properties[PROP_TIER] =
    g_param_spec_object ("tier", NULL, NULL, CP_TYPE_TIER, flags);
  properties[PROP_GPU] =
    g_param_spec_object ("gpu", NULL, NULL, CP_TYPE_GPU, flags);
  properties[PROP_GPU_COUNT] =
    g_param_spec_int64 ("gpu-count", NULL, NULL, 1, G_MAXINT64, 1, flags);
  properties[PROP_NVLINK_DOMAIN_GPUS] =
    g_param_spec_int64 ("nvlink-domain-gpus", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_INTRA_LINK] =
    g_param_spec_object ("intra-link", NULL, NULL, CP_TYPE_LINK, flags);
  properties[PROP_SCALE_OUT_LINK] =
    g_param_spec_object ("scale-out-link", NULL, NULL, CP_TYPE_LINK, flags);
  properties[PROP_POOLED_SCALE_OUT] =
    g_param_spec_boolean ("pooled-scale-out", NULL, NULL, FALSE, flags);
  properties[PROP_POWER_W] =
    g_param_spec_int64 ("power-w", NULL, NULL, 1, G_MAXINT64, 1, flags);
  properties[PROP_PRICE_CENTS] =
    g_param_spec_int64 ("price-cents", NULL, NULL, 1, G_MAXINT64, 1, flags);
  properties[PROP_COMPUTE_TRAYS] =
    g_param_spec_int64 ("compute-trays", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_SWITCH_TRAYS] =
    g_param_spec_int64 ("switch-trays", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_MEMORY_MB] =
    g_param_spec_int64 ("memory-mb", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DESKTOP] =
    g_param_spec_boolean ("desktop", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_FORM] =
    g_param_spec_enum ("form", NULL, NULL, CP_TYPE_UNIT_FORM, CP_UNIT_FORM_CARD,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cp_unit_init (CpUnit *self)
{
}

CpTier *
cp_unit_get_tier (CpUnit *self)
{
  g_return_val_if_fail (CP_IS_UNIT (self), NULL);

  return self->tier;
}

CpGpu *
cp_unit_get_gpu (CpUnit *self)
{
  g_return_val_if_fail (CP_IS_UNIT (self), NULL);

  return self->gpu;
}

gint64
cp_unit_get_gpu_count (CpUnit *self)
{
  g_return_val_if_fail (CP_IS_UNIT (self), 0);

  return self->gpu_count;
}

/* GPUs per NVLink domain; 0 when the GPUs have no NVLink between them. */
gint64
cp_unit_get_nvlink_domain_gpus (CpUnit *self)
{
  g_return_val_if_fail (CP_IS_UNIT (self), 0);

  return self->nvlink_domain_gpus;
}

/* The link between the GPUs inside one unit. */
CpLink *
cp_unit_get_intra_link (CpUnit *self)
{
  g_return_val_if_fail (CP_IS_UNIT (self), NULL);

  return self->intra_link;
}

/* The link that joins several units. */
CpLink *
cp_unit_get_scale_out_link (CpUnit *self)
{
  g_return_val_if_fail (CP_IS_UNIT (self), NULL);

  return self->scale_out_link;
}

/* Whether the scale-out link pools memory (InfiniBand does, in the store's
 * terms; PCIe through the CPU does not). */
gboolean
cp_unit_get_pooled_scale_out (CpUnit *self)
{
  g_return_val_if_fail (CP_IS_UNIT (self), FALSE);

  return self->pooled_scale_out;
}

gint64
cp_unit_get_power_w (CpUnit *self)
{
  g_return_val_if_fail (CP_IS_UNIT (self), 0);

  return self->power_w;
}

gint64
cp_unit_get_price_cents (CpUnit *self)
{
  g_return_val_if_fail (CP_IS_UNIT (self), 0);

  return self->price_cents;
}

/* How many compute trays a rack-scale unit's GPUs sit in (an NVL72 has 18
 * of 4 GPUs), or 0 when the catalog does not say. Only drawing uses it. */
gint64
cp_unit_get_compute_trays (CpUnit *self)
{
  g_return_val_if_fail (CP_IS_UNIT (self), 0);

  return self->compute_trays;
}

/* How many NVLink switch trays join a rack-scale unit's GPUs, or 0. */
gint64
cp_unit_get_switch_trays (CpUnit *self)
{
  g_return_val_if_fail (CP_IS_UNIT (self), 0);

  return self->switch_trays;
}

/* The memory of all the unit's GPUs. The catalog's limits keep the product
 * far inside 64 bits. */
gint64
cp_unit_get_memory_mb (CpUnit *self)
{
  g_return_val_if_fail (CP_IS_UNIT (self), 0);

  if (self->gpu == NULL)
    return 0;

  return self->gpu_count * cp_gpu_get_memory_mb (self->gpu);
}

gboolean
cp_unit_get_desktop (CpUnit *self)
{
  g_return_val_if_fail (CP_IS_UNIT (self), FALSE);

  return self->gpu != NULL && cp_gpu_get_desktop (self->gpu);
}

/* Card, system or rack: see decide_form(). */
CpUnitForm
cp_unit_get_form (CpUnit *self)
{
  g_return_val_if_fail (CP_IS_UNIT (self), CP_UNIT_FORM_CARD);

  return self->form;
}

/* Whether the unit's GPUs share memory over NVLink: a domain of one GPU
 * is no domain. */
gboolean
cp_unit_get_has_nvlink (CpUnit *self)
{
  g_return_val_if_fail (CP_IS_UNIT (self), FALSE);

  return self->nvlink_domain_gpus > 1;
}

/* How many NVLink domains the unit's GPUs make; 0 without NVLink. */
gint64
cp_unit_get_nvlink_domains (CpUnit *self)
{
  g_return_val_if_fail (CP_IS_UNIT (self), 0);

  if (!cp_unit_get_has_nvlink (self))
    return 0;

  return (self->gpu_count + self->nvlink_domain_gpus - 1) / self->nvlink_domain_gpus;
}

void
cp_unit_to_sizing (CpUnit       *self,
                   guint         tier_index,
                   CpSizingUnit *sizing_unit)
{
  g_return_if_fail (CP_IS_UNIT (self));
  g_return_if_fail (self->gpu != NULL);
  g_return_if_fail (sizing_unit != NULL);

  *sizing_unit = (CpSizingUnit) {
    .gpu_count = self->gpu_count,
    .gpu_memory_mb = cp_gpu_get_memory_mb (self->gpu),
    .nvlink_domain_gpus = self->nvlink_domain_gpus,
    .pooled_scale_out = self->pooled_scale_out,
    .desktop = cp_gpu_get_desktop (self->gpu),
    .power_w = self->power_w,
    .price_cents = self->price_cents,
    .compute_capability = cp_gpu_get_compute_capability (self->gpu),
    .tier = tier_index,
  };
}

/* What the unit asks of the room; its figures are 0 and its words NULL
 * where the catalog does not publish them. Never NULL. */
const CpUnitSite *
cp_unit_get_site (CpUnit *self)
{
  g_return_val_if_fail (CP_IS_UNIT (self), NULL);

  return &self->site;
}

void
_cp_unit_set_site (CpUnit     *self,
                   CpUnitSite *site)
{
  g_return_if_fail (CP_IS_UNIT (self));
  g_return_if_fail (site != NULL);

  _cp_unit_site_clear (&self->site);
  self->site = *site;
  memset (site, 0, sizeof *site);
  self->site.facts.power_w = self->power_w;
  self->site.facts.card = cp_unit_get_desktop (self);
}

void
_cp_unit_site_clear (CpUnitSite *site)
{
  g_clear_pointer (&site->supply_input, g_free);
  g_clear_pointer (&site->supply_connector, g_free);
  g_clear_pointer (&site->supply_redundancy, g_free);
  g_clear_pointer (&site->cooling_note, g_free);
  g_clear_pointer (&site->card_connector, g_free);
  g_clear_pointer (&site->source, g_free);
}
