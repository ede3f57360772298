/* cp-build-words.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-build.h"
#include "cp-unit-words.h"

G_BEGIN_DECLS

/* What one unit of a build is called in a sentence that counts it. */

/* What the badge of a build says about it, in the order it is decided. */
typedef enum
{
  CP_BUILD_BADGE_RECOMMENDED,
  CP_BUILD_BADGE_MARGINAL,
  CP_BUILD_BADGE_CANNOT_RUN,
  CP_BUILD_BADGE_MOST_ROOM,
  CP_BUILD_BADGE_DEVELOPMENT,
  CP_BUILD_BADGE_FITS_NOT_RECOMMENDABLE,
  CP_BUILD_BADGE_FITS,
} CpBuildBadge;

char         *cp_build_dup_title                   (CpBuild      *build);
char         *cp_build_dup_verdict                 (CpBuild      *build);
char         *cp_build_dup_pool_verdict            (CpBuild      *build);
char         *cp_build_dup_memory_note             (CpBuild      *build);
char         *cp_build_dup_price_note              (CpBuild      *build);
char         *cp_build_dup_power_comparison        (CpBuild      *build);
char         *cp_build_dup_comparison_source       (CpBuild      *build);
char         *cp_build_dup_cannot_run_heading      (CpBuild      *build);
char         *cp_build_dup_cannot_run_warning      (CpBuild      *build,
                                                    const char   *model_names);
char         *cp_build_dup_extras_note             (CpBuild      *build);
char         *cp_build_dup_memory_heading          (CpBuild      *build);
char         *cp_build_dup_memory_explanation      (CpBuild      *build,
                                                    const char   *model_names);
CpBuildBadge  cp_build_get_badge                   (CpBuild      *build);
const char   *cp_build_badge_get_label             (CpBuildBadge  badge);
const char   *cp_build_badge_get_mark              (CpBuildBadge  badge);
char         *cp_build_dup_reason                  (CpBuild      *build);
char         *cp_build_dup_spare_warning           (CpBuild      *build);
char         *cp_build_dup_piece_statement         (CpBuild      *build);
char         *cp_build_dup_across_verdict          (CpBuild      *build);
char         *cp_build_dup_paper_total             (CpBuild      *build);
char         *cp_build_dup_summary                 (CpBuild      *build);
/* cp-build-words-topology.c */
char         *cp_build_dup_topology_label          (CpBuild      *build);
char         *cp_build_dup_topology_description    (CpBuild      *build);

G_END_DECLS
