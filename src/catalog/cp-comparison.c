/* cp-comparison.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-comparison"

#include "config.h"

#include "cp-comparison.h"

/* An everyday thing a build’s power is compared to. */
struct _CpComparison
{
  CpItem parent_instance;

  char   * plural;
  gint64   watts;
};

G_DEFINE_FINAL_TYPE (CpComparison, cp_comparison, CP_TYPE_ITEM)

enum {
  PROP_0,
  PROP_PLURAL,
  PROP_WATTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
cp_comparison_finalize (GObject *object)
{
  CpComparison *self = (CpComparison *) object;

  g_clear_pointer (&self->plural, g_free);

  G_OBJECT_CLASS (cp_comparison_parent_class)->finalize (object);
}

static void
cp_comparison_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  CpComparison *self = CP_COMPARISON (object);

  switch (prop_id)
    {
    case PROP_PLURAL:
      g_value_set_string (value, self->plural);
      break;

    case PROP_WATTS:
      g_value_set_int64 (value, self->watts);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_comparison_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  CpComparison *self = CP_COMPARISON (object);

  switch (prop_id)
    {
    case PROP_PLURAL:
      self->plural = g_value_dup_string (value);
      break;

    case PROP_WATTS:
      self->watts = g_value_get_int64 (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_comparison_class_init (CpComparisonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cp_comparison_finalize;
  object_class->get_property = cp_comparison_get_property;
  object_class->set_property = cp_comparison_set_property;

  properties[PROP_PLURAL] =
    g_param_spec_string ("plural", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_WATTS] =
    g_param_spec_int64 ("watts", NULL, NULL, 1, G_MAXINT64, 1,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cp_comparison_init (CpComparison *self)
{
}

/* The thing in the plural (“average US homes”); the name is singular. */
const char *
cp_comparison_get_plural (CpComparison *self)
{
  g_return_val_if_fail (CP_IS_COMPARISON (self), NULL);

  return self->plural;
}

/* What the thing draws, in W. */
gint64
cp_comparison_get_watts (CpComparison *self)
{
  g_return_val_if_fail (CP_IS_COMPARISON (self), 0);

  return self->watts;
}
