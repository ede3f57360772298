/* cp-item.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define CP_TYPE_ITEM (cp_item_get_type ())

G_DECLARE_DERIVABLE_TYPE (CpItem, cp_item, CP, ITEM, GObject)

struct _CpItemClass
{
  GObjectClass parent_class;
};

const char *cp_item_get_id     (CpItem *self);
const char *cp_item_get_name   (CpItem *self);
const char *cp_item_get_source (CpItem *self);

G_END_DECLS
