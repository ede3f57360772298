/* cp-unit.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-gpu.h"
#include "cp-item.h"
#include "cp-link.h"
#include "cp-site.h"
#include "cp-sizing.h"
#include "cp-tier.h"

G_BEGIN_DECLS

/* What a unit is as a piece of hardware, decided once from the catalog's
 * figures: how it is drawn, and what the words call it. */
typedef enum
{
  CP_UNIT_FORM_CARD,    /* one GPU on its own: a desktop card, or one datacenter GPU */
  CP_UNIT_FORM_SYSTEM,  /* a chassis of several GPUs, such as a DGX */
  CP_UNIT_FORM_RACK,    /* one NVLink domain across the compute trays of a rack */
} CpUnitForm;

#define CP_TYPE_UNIT_FORM (cp_unit_form_get_type ())
#define CP_TYPE_UNIT (cp_unit_get_type ())

GType cp_unit_form_get_type (void) G_GNUC_CONST;

G_DECLARE_FINAL_TYPE (CpUnit, cp_unit, CP, UNIT, CpItem)

/* What a unit asks of the room (the catalog's "site", docs/catalog.md):
 * the figures the engine sizes with, and the words around them. A figure
 * the catalog does not give is 0 or NULL: "not published". */
typedef struct
{
  /* Whether the catalog says anything of the unit's site at all. */
  gboolean   published;
  /* The engine's figures; facts.power_w is the unit's power_w. */
  CpSiteUnit facts;
  /* Power supplies: how many, each one's rating, the input they take,
   * their inlet and how they are redundant ("5+1"). */
  gint64     supply_count;
  gint64     supply_rating_w;
  char      *supply_input;
  char      *supply_connector;
  char      *supply_redundancy;
  /* Operating temperature (of the air at the inlet), when published. */
  gboolean   has_temperature;
  double     temperature_min_c;
  double     temperature_max_c;
  /* How the unit is cooled, in words: coolant, airflow. */
  char      *cooling_note;
  /* A card's power connectors, in words ("16-pin 12VHPWR"). */
  char      *card_connector;
  char      *source;
} CpUnitSite;

CpTier   *cp_unit_get_tier               (CpUnit       *self);
CpGpu    *cp_unit_get_gpu                (CpUnit       *self);
gint64    cp_unit_get_gpu_count          (CpUnit       *self);
gint64    cp_unit_get_nvlink_domain_gpus (CpUnit       *self);
CpLink   *cp_unit_get_intra_link         (CpUnit       *self);
CpLink   *cp_unit_get_scale_out_link     (CpUnit       *self);
gboolean  cp_unit_get_pooled_scale_out   (CpUnit       *self);
gint64    cp_unit_get_power_w            (CpUnit       *self);
gint64    cp_unit_get_price_cents        (CpUnit       *self);
gint64    cp_unit_get_compute_trays      (CpUnit       *self);
gint64    cp_unit_get_switch_trays       (CpUnit       *self);
gint64    cp_unit_get_memory_mb          (CpUnit       *self);
gboolean  cp_unit_get_desktop            (CpUnit       *self);
void      cp_unit_to_sizing              (CpUnit       *self,
                                          guint         tier_index,
                                          CpSizingUnit *sizing_unit);

const CpUnitSite *cp_unit_get_site (CpUnit *self);

CpUnitForm cp_unit_get_form           (CpUnit *self);
gboolean   cp_unit_get_has_nvlink     (CpUnit *self);
gint64     cp_unit_get_nvlink_domains (CpUnit *self);

G_END_DECLS
