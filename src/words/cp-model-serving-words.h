/* cp-model-serving-words.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-build.h"
#include "cp-plan-workload.h"

G_BEGIN_DECLS

char       *cp_model_serving_dup_layout       (CpModelServing   *serving,
                                               CpBuild          *build);
char       *cp_model_serving_dup_users        (CpModelServing   *serving,
                                               CpServing        *workload);
char       *cp_model_serving_dup_context      (CpModelServing   *serving,
                                               CpServing        *workload);
char       *cp_model_serving_dup_memory       (CpModelServing   *serving);
char       *cp_model_serving_dup_peak         (CpModelServing   *serving);
const char *cp_model_serving_get_note         (CpModelServing   *serving);
char       *cp_model_serving_dup_engine_log   (CpModelServing   *serving,
                                               CpServing        *whole);
char       *cp_model_serving_dup_stages_note  (CpModelServing   *serving);

G_END_DECLS
