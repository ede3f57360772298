/* cp-plan-document-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-plan-document.h"

G_BEGIN_DECLS

/* One model of the plan: one of the catalog's (as it was when the plan
 * was saved: its id, name and minimum memory) or a custom one in full. */
typedef struct
{
  /* The model's id in the plan: the catalog's, or the custom model's
   * own ("custom-1"). */
  char           *id;
  CpModel        *model;
  /* The name the person gave a custom model; NULL for the one made from
   * its size, which is made again in the reader's language. */
  char           *given_name;
  gboolean        chosen;
  gboolean        has_weights;
  CpWeightFormat  weights;
  /* A catalog model's architecture (in @model) was attached by the
   * person, from a config.json: the file keeps it. */
  gboolean        attached;
} CpPlanEntry;

/* A build of the plan as it was: a tier's unit and count. */
typedef struct
{
  char   *tier;
  char   *unit;
  gint64  count;
} CpPlanBuildRecord;

/* A unit's figures as the catalog had them. */
typedef struct
{
  char   *id;
  char   *name;
  gint64  memory_mb;
  gint64  power_w;
  gint64  price_cents;
} CpPlanUnitRecord;

struct _CpPlanDocument
{
  GObject         parent_instance;

  /* The file it was read from, for messages; NULL for a new one. */
  char           *display_name;

  char           *catalog_name;
  char           *catalog_date;
  char           *catalog_sha256;

  /* CpPlanEntry */
  GPtrArray      *entries;
  /* The entries' ids (borrowed), and the first n worth trying for a
   * custom model's "custom-n": a plan of 10,000 custom models is made in
   * linear time. */
  GHashTable     *ids;
  guint           next_custom;

  gboolean        has_workload;
  CpWorkload      workload;
  /* Whether desktop cards may split a model over PCIe (docs/plan.md). */
  gboolean        allow_pcie_split;
  gboolean        has_default_weights;
  CpWeightFormat  default_weights;

  char           *selected_tier;
  /* Each NULL when the plan does not say. */
  char           *customer[CP_PLAN_CUSTOMER_N_FIELDS];

  /* CpPlanBuildRecord and CpPlanUnitRecord */
  GPtrArray      *builds;
  GPtrArray      *units;
};

gboolean _cp_plan_document_is_sha256 (const char          *text);
void _cp_plan_document_add_entry (CpPlanDocument      *self,
                                  CpPlanEntry         *entry);
CpPlanUnitRecord *_cp_plan_document_find_unit_record (CpPlanDocument      *self,
                                                     const char          *id);

G_END_DECLS
