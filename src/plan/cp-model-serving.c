/* cp-model-serving.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-model-serving"

#include "config.h"

#include "cp-model-serving.h"

/* How one model is served on one build: its layout (tensor parallel ×
 * pipeline stages × replicas), what each GPU holds, and the verdict. The
 * engine's CpLayout as an object, for list views and cards to bind to. */
struct _CpModelServing
{
  GObject parent_instance;

  CpModel        *model;
  CpWeightFormat  weights;
  CpLayout        layout;
};

G_DEFINE_FINAL_TYPE (CpModelServing, cp_model_serving, G_TYPE_OBJECT)

G_DEFINE_ENUM_TYPE (CpServingVerdict, cp_serving_verdict,
                    G_DEFINE_ENUM_VALUE (CP_SERVING_UNKNOWN, "unknown"),
                    G_DEFINE_ENUM_VALUE (CP_SERVING_FITS, "fits"),
                    G_DEFINE_ENUM_VALUE (CP_SERVING_MARGINAL, "marginal"),
                    G_DEFINE_ENUM_VALUE (CP_SERVING_DOES_NOT_FIT, "does-not-fit"))

enum {
  PROP_0,
  PROP_MODEL,
  PROP_VERDICT,
  PROP_WEIGHTS,
  PROP_TENSOR_PARALLEL,
  PROP_PIPELINE_PARALLEL,
  PROP_REPLICAS,
  PROP_GPUS,
  PROP_WEIGHTS_BYTES,
  PROP_KV_CACHE_BYTES,
  PROP_OVERHEAD_BYTES,
  PROP_TOTAL_BYTES,
  PROP_USABLE_BYTES,
  PROP_MAX_USERS,
  PROP_MAX_CONTEXT_TOKENS,
  PROP_EXPERT_PARALLEL_SIZE,
  PROP_DATA_PARALLEL,
  PROP_REPLICA_DOMAINS,
  PROP_BUILD_REPLICAS,
  PROP_BUILD_MAX_USERS,
  PROP_BUILD_MAX_CONTEXT_TOKENS,
  PROP_EXPERT_PARALLEL,
  PROP_PCIE_SPLIT,
  PROP_ROPE_SCALED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
cp_model_serving_dispose (GObject *object)
{
  CpModelServing *self = (CpModelServing *) object;

  g_clear_object (&self->model);

  G_OBJECT_CLASS (cp_model_serving_parent_class)->dispose (object);
}

/* The figures of the layout, in property order from PROP_TENSOR_PARALLEL. */
static gint64
layout_figure (const CpLayout *layout,
               guint           prop_id)
{
  const gint64 figures[] = {
    layout->tensor_parallel, layout->pipeline_parallel, layout->replicas, layout->gpus,
    layout->weights_bytes, layout->kv_bytes, layout->overhead_bytes, layout->total_bytes,
    layout->usable_bytes, layout->max_users, layout->max_context,
    layout->expert_parallel_size, layout->data_parallel, layout->replica_domains,
    layout->build_replicas, layout->build_max_users, layout->build_max_context,
  };

  g_assert (prop_id >= PROP_TENSOR_PARALLEL &&
            prop_id - PROP_TENSOR_PARALLEL < G_N_ELEMENTS (figures));

  return figures[prop_id - PROP_TENSOR_PARALLEL];
}

static void
cp_model_serving_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  CpModelServing *self = CP_MODEL_SERVING (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;

    case PROP_VERDICT:
      g_value_set_enum (value, self->layout.verdict);
      break;

    case PROP_WEIGHTS:
      g_value_take_string (value, cp_model_serving_dup_weights (self));
      break;

    case PROP_TENSOR_PARALLEL:
    case PROP_PIPELINE_PARALLEL:
    case PROP_REPLICAS:
    case PROP_GPUS:
    case PROP_WEIGHTS_BYTES:
    case PROP_KV_CACHE_BYTES:
    case PROP_OVERHEAD_BYTES:
    case PROP_TOTAL_BYTES:
    case PROP_USABLE_BYTES:
    case PROP_MAX_USERS:
    case PROP_MAX_CONTEXT_TOKENS:
    case PROP_EXPERT_PARALLEL_SIZE:
    case PROP_DATA_PARALLEL:
    case PROP_REPLICA_DOMAINS:
    case PROP_BUILD_REPLICAS:
    case PROP_BUILD_MAX_USERS:
    case PROP_BUILD_MAX_CONTEXT_TOKENS:
      g_value_set_int64 (value, layout_figure (&self->layout, prop_id));
      break;

    case PROP_EXPERT_PARALLEL:
      g_value_set_boolean (value, self->layout.expert_parallel);
      break;

    case PROP_PCIE_SPLIT:
      g_value_set_boolean (value, self->layout.pcie_split);
      break;

    case PROP_ROPE_SCALED:
      g_value_set_boolean (value, self->layout.rope_scaled);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_model_serving_class_init (CpModelServingClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;
  static const char *figures[] = {
    "tensor-parallel", "pipeline-parallel", "replicas", "gpus", "weights-bytes",
    "kv-cache-bytes", "overhead-bytes", "total-bytes", "usable-bytes", "max-users",
    "max-context-tokens", "expert-parallel-size", "data-parallel", "replica-domains",
    "build-replicas", "build-max-users", "build-max-context-tokens",
  };

  object_class->dispose = cp_model_serving_dispose;
  object_class->get_property = cp_model_serving_get_property;

  properties[PROP_MODEL] = g_param_spec_object ("model", NULL, NULL, CP_TYPE_MODEL, flags);
  properties[PROP_VERDICT] = g_param_spec_enum ("verdict", NULL, NULL, CP_TYPE_SERVING_VERDICT,
                                                CP_SERVING_UNKNOWN, flags);
  properties[PROP_WEIGHTS] = g_param_spec_string ("weights", NULL, NULL, NULL, flags);
  for (guint i = 0; i < G_N_ELEMENTS (figures); i++)
    properties[PROP_TENSOR_PARALLEL + i] =
      g_param_spec_int64 (figures[i], NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_EXPERT_PARALLEL] = g_param_spec_boolean ("expert-parallel", NULL, NULL,
                                                           FALSE, flags);
  properties[PROP_PCIE_SPLIT] = g_param_spec_boolean ("pcie-split", NULL, NULL, FALSE, flags);
  properties[PROP_ROPE_SCALED] = g_param_spec_boolean ("rope-scaled", NULL, NULL, FALSE, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cp_model_serving_init (CpModelServing *self)
{
}

/**
 * cp_model_serving_new:
 * @weights: (nullable): the format the weights are served in, or %NULL
 *   for a model without an architecture
 * @layout: the engine's answer; %CP_SERVING_UNKNOWN for a model without an
 *   architecture
 */
CpModelServing *
cp_model_serving_new (CpModel              *model,
                      const CpWeightFormat *weights,
                      const CpLayout       *layout)
{
  CpModelServing *self;

  g_return_val_if_fail (CP_IS_MODEL (model), NULL);
  g_return_val_if_fail (layout != NULL, NULL);

  self = g_object_new (CP_TYPE_MODEL_SERVING, NULL);
  self->model = g_object_ref (model);
  self->layout = *layout;
  if (weights != NULL)
    self->weights = *weights;

  return self;
}

CpModel *
cp_model_serving_get_model (CpModelServing *self)
{
  g_return_val_if_fail (CP_IS_MODEL_SERVING (self), NULL);

  return self->model;
}

/* The layout and its per-GPU figures, in bytes. */
const CpLayout *
cp_model_serving_get_layout (CpModelServing *self)
{
  g_return_val_if_fail (CP_IS_MODEL_SERVING (self), NULL);

  return &self->layout;
}

CpServingVerdict
cp_model_serving_get_verdict (CpModelServing *self)
{
  g_return_val_if_fail (CP_IS_MODEL_SERVING (self), CP_SERVING_UNKNOWN);

  return self->layout.verdict;
}

/* The format the weights are served in (bf16 for a model without an
 * architecture, which has none). */
const CpWeightFormat *
cp_model_serving_get_weights (CpModelServing *self)
{
  g_return_val_if_fail (CP_IS_MODEL_SERVING (self), NULL);

  return &self->weights;
}

/* "bf16", "int4-g128": the format the weights are served in; NULL when
 * the model has no architecture. */
char *
cp_model_serving_dup_weights (CpModelServing *self)
{
  g_return_val_if_fail (CP_IS_MODEL_SERVING (self), NULL);

  if (self->layout.verdict == CP_SERVING_UNKNOWN)
    return NULL;

  return cp_weight_format_to_string (&self->weights);
}

/* Whether the experts are spread over the GPUs of each stage (vLLM's
 * `--enable-expert-parallel`) rather than tensor-parallel sharded. */
gboolean
cp_model_serving_get_expert_parallel (CpModelServing *self)
{
  g_return_val_if_fail (CP_IS_MODEL_SERVING (self), FALSE);

  return self->layout.expert_parallel;
}

/* Attention data-parallel ranks in one replica (vLLM's
 * `--data-parallel-size` with expert parallelism); 1 without, 0 for a
 * model without an architecture. */
gint64
cp_model_serving_get_data_parallel (CpModelServing *self)
{
  g_return_val_if_fail (CP_IS_MODEL_SERVING (self), 0);

  return self->layout.data_parallel;
}

/* NVLink domains (systems) one replica spans: 1 when its pipeline stages
 * sit inside one system. */
gint64
cp_model_serving_get_replica_domains (CpModelServing *self)
{
  g_return_val_if_fail (CP_IS_MODEL_SERVING (self), 0);

  return self->layout.replica_domains;
}

/* Whether the model is split over PCIe desktop cards. */
gboolean
cp_model_serving_get_pcie_split (CpModelServing *self)
{
  g_return_val_if_fail (CP_IS_MODEL_SERVING (self), FALSE);

  return self->layout.pcie_split;
}

/* Whether the context needs the model's documented rope scaling. */
gboolean
cp_model_serving_get_rope_scaled (CpModelServing *self)
{
  g_return_val_if_fail (CP_IS_MODEL_SERVING (self), FALSE);

  return self->layout.rope_scaled;
}

/* Replicas the GPUs the build leaves this model hold, the users at the
 * workload's context they serve together, and the longest context for
 * the workload's users over them (docs/sizing.md §7.3). */
gint64
cp_model_serving_get_build_replicas (CpModelServing *self)
{
  g_return_val_if_fail (CP_IS_MODEL_SERVING (self), 0);

  return self->layout.build_replicas;
}

gint64
cp_model_serving_get_build_max_users (CpModelServing *self)
{
  g_return_val_if_fail (CP_IS_MODEL_SERVING (self), 0);

  return self->layout.build_max_users;
}

gint64
cp_model_serving_get_build_max_context (CpModelServing *self)
{
  g_return_val_if_fail (CP_IS_MODEL_SERVING (self), 0);

  return self->layout.build_max_context;
}
