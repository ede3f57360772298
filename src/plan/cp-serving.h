/* cp-serving.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cp-model-serving.h"

G_BEGIN_DECLS

#define CP_TYPE_SERVING (cp_serving_get_type ())

G_DECLARE_FINAL_TYPE (CpServing, cp_serving, CP, SERVING, GObject)

CpServingVerdict cp_serving_get_verdict        (CpServing *self);
gint64           cp_serving_get_context_tokens (CpServing *self);
gint64           cp_serving_get_users          (CpServing *self);
gint64           cp_serving_get_prompt_tokens  (CpServing *self);
CpKvCache        cp_serving_get_kv_cache       (CpServing *self);
gint64           cp_serving_get_gpus_used      (CpServing *self);
GListModel      *cp_serving_get_models         (CpServing *self);

G_END_DECLS
