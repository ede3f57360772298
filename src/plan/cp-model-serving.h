/* cp-model-serving.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "cp-model.h"
#include "cp-workload.h"

G_BEGIN_DECLS

#define CP_TYPE_SERVING_VERDICT (cp_serving_verdict_get_type ())
#define CP_TYPE_MODEL_SERVING (cp_model_serving_get_type ())

GType cp_serving_verdict_get_type (void) G_GNUC_CONST;

G_DECLARE_FINAL_TYPE (CpModelServing, cp_model_serving, CP, MODEL_SERVING, GObject)

CpModelServing *cp_model_serving_new         (CpModel              *model,
                                              const CpWeightFormat *weights,
                                              const CpLayout       *layout);
CpModel        *cp_model_serving_get_model   (CpModelServing       *self);
const CpLayout *cp_model_serving_get_layout  (CpModelServing       *self);
CpServingVerdict cp_model_serving_get_verdict (CpModelServing      *self);
char           *cp_model_serving_dup_weights (CpModelServing       *self);
const CpWeightFormat *cp_model_serving_get_weights (CpModelServing *self);
gboolean        cp_model_serving_get_expert_parallel  (CpModelServing *self);
gint64          cp_model_serving_get_data_parallel    (CpModelServing *self);
gint64          cp_model_serving_get_replica_domains  (CpModelServing *self);
gboolean        cp_model_serving_get_pcie_split       (CpModelServing *self);
gboolean        cp_model_serving_get_rope_scaled      (CpModelServing *self);
gint64          cp_model_serving_get_build_replicas   (CpModelServing *self);
gint64          cp_model_serving_get_build_max_users  (CpModelServing *self);
gint64          cp_model_serving_get_build_max_context (CpModelServing *self);

G_END_DECLS
