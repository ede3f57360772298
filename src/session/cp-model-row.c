/* cp-model-row.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-model-row"

#include "config.h"

#include "cp-model-row.h"
#include "cp-model.h"

/* A model of the session, and whether it is chosen. The choice lives here
 * rather than in a selection model so it survives filtering: a chosen model
 * stays chosen while a search hides it. A custom model renamed is another
 * CpModel (a catalog's items never change), so the row's model can change
 * too. */
struct _CpModelRow
{
  GObject   parent_instance;

  CpModel  *model;
  gboolean  chosen;
};

G_DEFINE_FINAL_TYPE (CpModelRow, cp_model_row, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MODEL,
  PROP_CHOSEN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
cp_model_row_dispose (GObject *object)
{
  CpModelRow *self = (CpModelRow *) object;

  g_clear_object (&self->model);

  G_OBJECT_CLASS (cp_model_row_parent_class)->dispose (object);
}

static void
cp_model_row_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  CpModelRow *self = CP_MODEL_ROW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;

    case PROP_CHOSEN:
      g_value_set_boolean (value, self->chosen);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_model_row_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  CpModelRow *self = CP_MODEL_ROW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      cp_model_row_set_model (self, g_value_get_object (value));
      break;

    case PROP_CHOSEN:
      cp_model_row_set_chosen (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_model_row_class_init (CpModelRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cp_model_row_dispose;
  object_class->get_property = cp_model_row_get_property;
  object_class->set_property = cp_model_row_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, CP_TYPE_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CHOSEN] =
    g_param_spec_boolean ("chosen", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cp_model_row_init (CpModelRow *self)
{
}

CpModelRow *
cp_model_row_new (CpModel *model)
{
  g_return_val_if_fail (CP_IS_MODEL (model), NULL);

  return g_object_new (CP_TYPE_MODEL_ROW, "model", model, NULL);
}

CpModel *
cp_model_row_get_model (CpModelRow *self)
{
  g_return_val_if_fail (CP_IS_MODEL_ROW (self), NULL);

  return self->model;
}

/* Puts @model in the row, for a custom model renamed. */
void
cp_model_row_set_model (CpModelRow *self,
                        CpModel    *model)
{
  g_return_if_fail (CP_IS_MODEL_ROW (self));
  g_return_if_fail (CP_IS_MODEL (model));

  if (g_set_object (&self->model, model))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

gboolean
cp_model_row_get_chosen (CpModelRow *self)
{
  g_return_val_if_fail (CP_IS_MODEL_ROW (self), FALSE);

  return self->chosen;
}

void
cp_model_row_set_chosen (CpModelRow *self,
                         gboolean    chosen)
{
  g_return_if_fail (CP_IS_MODEL_ROW (self));

  chosen = !!chosen;
  if (self->chosen == chosen)
    return;

  self->chosen = chosen;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHOSEN]);
}
