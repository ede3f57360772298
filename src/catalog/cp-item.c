/* cp-item.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-item"

#include "config.h"

#include "cp-item.h"

/* What every entry of the catalog has: an id other entries refer to it by,
 * a name people read, and where its figures come from. The values are set
 * once, at construction; a catalog never changes after it is loaded. */
typedef struct
{
  char *id;
  char *name;
  char *source;
} CpItemPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (CpItem, cp_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_SOURCE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
cp_item_finalize (GObject *object)
{
  CpItemPrivate *priv = cp_item_get_instance_private (CP_ITEM (object));

  g_clear_pointer (&priv->id, g_free);
  g_clear_pointer (&priv->name, g_free);
  g_clear_pointer (&priv->source, g_free);

  G_OBJECT_CLASS (cp_item_parent_class)->finalize (object);
}

static void
cp_item_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  CpItemPrivate *priv = cp_item_get_instance_private (CP_ITEM (object));

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, priv->id);
      break;

    case PROP_NAME:
      g_value_set_string (value, priv->name);
      break;

    case PROP_SOURCE:
      g_value_set_string (value, priv->source);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_item_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  CpItemPrivate *priv = cp_item_get_instance_private (CP_ITEM (object));

  switch (prop_id)
    {
    case PROP_ID:
      priv->id = g_value_dup_string (value);
      break;

    case PROP_NAME:
      priv->name = g_value_dup_string (value);
      break;

    case PROP_SOURCE:
      priv->source = g_value_dup_string (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_item_class_init (CpItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cp_item_finalize;
  object_class->get_property = cp_item_get_property;
  object_class->set_property = cp_item_set_property;

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SOURCE] =
    g_param_spec_string ("source", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cp_item_init (CpItem *self)
{
}

const char *
cp_item_get_id (CpItem *self)
{
  CpItemPrivate *priv = cp_item_get_instance_private (self);

  g_return_val_if_fail (CP_IS_ITEM (self), NULL);

  return priv->id;
}

const char *
cp_item_get_name (CpItem *self)
{
  CpItemPrivate *priv = cp_item_get_instance_private (self);

  g_return_val_if_fail (CP_IS_ITEM (self), NULL);

  return priv->name;
}

/* Where the item's figures come from, or NULL when the catalog does not
 * say (allowed for links, tiers and comparisons). */
const char *
cp_item_get_source (CpItem *self)
{
  CpItemPrivate *priv = cp_item_get_instance_private (self);

  g_return_val_if_fail (CP_IS_ITEM (self), NULL);

  return priv->source;
}
