/* cp-model.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-model"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-format.h"
#include "cp-model.h"
#include "cp-speed-private.h"

/* A language model and the GPU memory it needs at least: the store's own
 * minimum, or what its parameters need at a precision. */
struct _CpModel
{
  CpItem parent_instance;

  gint64    min_memory_mb;
  double    params_b;
  char     *precision;
  gboolean  custom;
  /* The model's shape, for sizing with a workload; NULL when unknown. */
  CpModelArchitecture *architecture;
  /* Published speed measurements of it (CpMeasurement), in catalog
   * order; NULL when none. */
  GPtrArray *measurements;
};

G_DEFINE_FINAL_TYPE (CpModel, cp_model, CP_TYPE_ITEM)

enum {
  PROP_0,
  PROP_MIN_MEMORY_MB,
  PROP_PARAMS_B,
  PROP_PRECISION,
  PROP_CUSTOM,
  PROP_ARCHITECTURE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
cp_model_finalize (GObject *object)
{
  CpModel *self = (CpModel *) object;

  g_clear_pointer (&self->precision, g_free);
  g_clear_pointer (&self->architecture, cp_model_architecture_unref);
  g_clear_pointer (&self->measurements, g_ptr_array_unref);

  G_OBJECT_CLASS (cp_model_parent_class)->finalize (object);
}

static void
cp_model_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  CpModel *self = CP_MODEL (object);

  switch (prop_id)
    {
    case PROP_MIN_MEMORY_MB:
      g_value_set_int64 (value, self->min_memory_mb);
      break;

    case PROP_PARAMS_B:
      g_value_set_double (value, self->params_b);
      break;

    case PROP_PRECISION:
      g_value_set_string (value, self->precision);
      break;

    case PROP_CUSTOM:
      g_value_set_boolean (value, self->custom);
      break;

    case PROP_ARCHITECTURE:
      g_value_set_boxed (value, self->architecture);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_model_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  CpModel *self = CP_MODEL (object);

  switch (prop_id)
    {
    case PROP_MIN_MEMORY_MB:
      self->min_memory_mb = g_value_get_int64 (value);
      break;

    case PROP_PARAMS_B:
      self->params_b = g_value_get_double (value);
      break;

    case PROP_PRECISION:
      self->precision = g_value_dup_string (value);
      break;

    case PROP_CUSTOM:
      self->custom = g_value_get_boolean (value);
      break;

    case PROP_ARCHITECTURE:
      self->architecture = g_value_dup_boxed (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_model_class_init (CpModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = cp_model_finalize;
  object_class->get_property = cp_model_get_property;
  object_class->set_property = cp_model_set_property;

  properties[PROP_MIN_MEMORY_MB] =
    g_param_spec_int64 ("min-memory-mb", NULL, NULL, 1, G_MAXINT64, 1, flags);
  properties[PROP_PARAMS_B] =
    g_param_spec_double ("params-b", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  properties[PROP_PRECISION] =
    g_param_spec_string ("precision", NULL, NULL, NULL, flags);
  properties[PROP_CUSTOM] =
    g_param_spec_boolean ("custom", NULL, NULL, FALSE, flags);
  properties[PROP_ARCHITECTURE] =
    g_param_spec_boxed ("architecture", NULL, NULL, CP_TYPE_MODEL_ARCHITECTURE, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cp_model_init (CpModel *self)
{
}

/**
 * cp_model_new_for_memory:
 * @memory_mb: a raw memory requirement
 *
 * Returns: (transfer full): a custom model that needs @memory_mb.
 */
CpModel *
cp_model_new_for_memory (gint64 memory_mb)
{
  g_autofree char *memory = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (memory_mb > 0, NULL);

  memory = cp_format_memory (memory_mb);
  /* TRANSLATORS: a model the user described by its memory, e.g.
   * "Custom model (805.2 GB)" */
  name = g_strdup_printf (_("Custom model (%s)"), memory);

  return g_object_new (CP_TYPE_MODEL,
                       "id", "custom",
                       "name", name,
                       "min-memory-mb", memory_mb,
                       "custom", TRUE,
                       NULL);
}

/**
 * cp_model_new_for_params:
 * @params_b: billions of parameters
 * @precision: the precision of the weights
 * @error: where to say why @params_b is not a size
 *
 * Returns: (transfer full) (nullable): a custom model of @params_b billion
 *   parameters at @precision.
 */
CpModel *
cp_model_new_for_params (double        params_b,
                         CpPrecision   precision,
                         GError      **error)
{
  g_autofree char *params = NULL;
  g_autofree char *name = NULL;
  g_autofree char *upper = NULL;
  gint64 memory_mb;

  if (!cp_sizing_memory_from_params (params_b, precision, &memory_mb, error))
    return NULL;

  params = cp_format_decimal (params_b, 3);
  upper = g_ascii_strup (cp_precision_to_string (precision), -1);
  /* TRANSLATORS: a model the user described by its size, e.g. "Custom
   * model, 671B at FP8"; B stands for billions of parameters */
  name = g_strdup_printf (_("Custom model, %sB at %s"), params, upper);

  return g_object_new (CP_TYPE_MODEL,
                       "id", "custom",
                       "name", name,
                       "min-memory-mb", memory_mb,
                       "params-b", params_b,
                       "precision", cp_precision_to_string (precision),
                       "custom", TRUE,
                       NULL);
}

/**
 * cp_model_new_described_as:
 * @model: a custom model
 *
 * Returns: (transfer full) (nullable): a custom model described as @model
 *   is — by its parameters and precision, or by its memory — and named
 *   after that size in this language, as if described anew; %NULL when
 *   @model's description makes no model.
 */
CpModel *
cp_model_new_described_as (CpModel *model)
{
  CpPrecision precision;

  g_return_val_if_fail (CP_IS_MODEL (model), NULL);

  if (model->precision == NULL)
    return cp_model_new_for_memory (model->min_memory_mb);
  if (cp_precision_from_string (model->precision, &precision))
    return cp_model_new_for_params (model->params_b, precision, NULL);

  return NULL;
}

/**
 * cp_model_copy_with_architecture:
 * @base: a custom model, as cp_model_new_for_params() makes it
 * @architecture: its shape
 *
 * Returns: (transfer full): @base with @architecture, to be sized for a
 *   workload.
 */
CpModel *
cp_model_copy_with_architecture (CpModel             *base,
                                 CpModelArchitecture *architecture)
{
  g_return_val_if_fail (CP_IS_MODEL (base), NULL);
  g_return_val_if_fail (architecture != NULL, NULL);

  return g_object_new (CP_TYPE_MODEL,
                       "id", cp_item_get_id (CP_ITEM (base)),
                       "name", cp_item_get_name (CP_ITEM (base)),
                       "min-memory-mb", cp_model_get_min_memory_mb (base),
                       "params-b", cp_model_get_params_b (base),
                       "precision", cp_model_get_precision (base),
                       "architecture", architecture,
                       "custom", TRUE,
                       NULL);
}

/* The memory the model needs at least, in MB. */
gint64
cp_model_get_min_memory_mb (CpModel *self)
{
  g_return_val_if_fail (CP_IS_MODEL (self), 0);

  return self->min_memory_mb;
}

/* Billions of parameters, or 0 when the catalog gives a memory instead. */
double
cp_model_get_params_b (CpModel *self)
{
  g_return_val_if_fail (CP_IS_MODEL (self), 0);

  return self->params_b;
}

/* The precision the parameters are counted at ("fp8"), or NULL. */
const char *
cp_model_get_precision (CpModel *self)
{
  g_return_val_if_fail (CP_IS_MODEL (self), NULL);

  return self->precision;
}

/* Whether the user described the model rather than picking it from the
 * catalog. */
gboolean
cp_model_get_custom (CpModel *self)
{
  g_return_val_if_fail (CP_IS_MODEL (self), FALSE);

  return self->custom;
}

/* The model's shape, or NULL when the catalog does not know it (the
 * store's own models): then only its minimum memory sizes it. */
CpModelArchitecture *
cp_model_get_architecture (CpModel *self)
{
  g_return_val_if_fail (CP_IS_MODEL (self), NULL);

  return self->architecture;
}

/**
 * cp_model_get_measurements:
 *
 * Returns: (transfer none) (element-type CpMeasurement) (nullable): the
 *   published speed measurements the catalog holds of this model, or
 *   %NULL when it holds none.
 */
GPtrArray *
cp_model_get_measurements (CpModel *self)
{
  g_return_val_if_fail (CP_IS_MODEL (self), NULL);

  return self->measurements;
}

void
_cp_model_add_measurement (CpModel       *self,
                           CpMeasurement *measurement)
{
  g_return_if_fail (CP_IS_MODEL (self) && measurement != NULL);

  if (self->measurements == NULL)
    self->measurements = g_ptr_array_new_with_free_func ((GDestroyNotify) cp_measurement_free);
  g_ptr_array_add (self->measurements, measurement);
}
