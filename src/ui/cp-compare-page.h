/* cp-compare-page.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "cp-types.h"

G_BEGIN_DECLS

#define CP_TYPE_COMPARE_PAGE (cp_compare_page_get_type ())

G_DECLARE_FINAL_TYPE (CpComparePage, cp_compare_page, CP, COMPARE_PAGE, AdwBin)

void     cp_compare_page_set_catalog     (CpComparePage *self,
                                          CpCatalog     *catalog);
void     cp_compare_page_set_plan        (CpComparePage *self,
                                          CpPlan        *plan);
void     cp_compare_page_set_session     (CpComparePage *self,
                                          CpSession     *session);
void     cp_compare_page_pick            (CpComparePage *self,
                                          guint          side,
                                          CpUnit        *unit,
                                          gint64         count);
CpBuild *cp_compare_page_get_build       (CpComparePage *self,
                                          guint          side);
char    *cp_compare_page_dup_cell        (CpComparePage *self,
                                          guint          row,
                                          guint          column);
gboolean cp_compare_page_get_row_differs (CpComparePage *self,
                                          guint          row);
gboolean cp_compare_page_get_stacked     (CpComparePage *self);

G_END_DECLS
