/* cp-drafts.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cp-plan-document.h"

G_BEGIN_DECLS

/* Drafts: the plans of windows with changes not saved, written a few
 * seconds after each change, so that a crash loses nothing. */

#define CP_TYPE_DRAFT (cp_draft_get_type ())

G_DECLARE_FINAL_TYPE (CpDraft, cp_draft, CP, DRAFT, GObject)

char           *cp_drafts_dup_dir      (void);
GListModel     *cp_drafts_list_left    (void);
GListModel     *cp_drafts_list_left_checked (guint         *n_unreadable,
                                             GError       **error);

CpDraft        *cp_draft_new           (GError        **error);
gboolean        cp_draft_adopt         (CpDraft        *self,
                                        GError        **error);
const char     *cp_draft_get_id        (CpDraft        *self);
GFile          *cp_draft_get_file      (CpDraft        *self);
GDateTime      *cp_draft_get_written   (CpDraft        *self);
gboolean        cp_draft_get_remembered (CpDraft       *self);
char           *cp_draft_dup_title     (CpDraft        *self);
gboolean        cp_draft_write         (CpDraft        *self,
                                        GBytes         *plan,
                                        GFile          *file,
                                        gboolean        remembered,
                                        GError        **error);
CpPlanDocument *cp_draft_load          (CpDraft        *self,
                                        GError        **error);
void            cp_draft_discard       (CpDraft        *self);

G_END_DECLS
