/* cp-extra-private.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cp-extra.h"

G_BEGIN_DECLS

/* The largest quantity and divisor an extra's rule may say, and its
 * largest price: with them and the sizing engine's bounds on a build's
 * count, every amount of a quote stays well inside 64 bits. */
#define CP_EXTRA_MAX_QUANTITY    10000
#define CP_EXTRA_MAX_PRICE_USD   100000000.0

CpExtra  *_cp_extra_new       (const char   *id,
                               const char   *name,
                               const char   *source,
                               const char   *note,
                               CpExtraKind   kind,
                               gint64        price_cents,
                               gint64        quantity,
                               gint64        per,
                               gint64        min_units,
                               GPtrArray    *units);

gboolean  _cp_extra_read_all  (JsonObject   *root,
                               const char   *file,
                               gboolean      translate,
                               GPtrArray    *units,
                               GPtrArray    *extras,
                               GError      **error);

G_END_DECLS
