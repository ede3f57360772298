/* cp-speed-words.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-speed-figures.h"

G_BEGIN_DECLS

/* One sentence about a model's speed on a build: a bound, or a published
 * measurement shown beside the bound before it. */
typedef struct
{
  char     *text;
  gboolean  measured;
} CpSpeedLine;

char *cp_speed_words_dup_ceiling     (const CpSpeedFigures *figures,
                                      gboolean              moe);
char *cp_speed_words_dup_in_all      (const CpSpeedFigures *figures);
char *cp_speed_words_dup_capped      (const CpSpeedFigures *figures,
                                      gint64                asked);
char *cp_speed_words_dup_first_token (const CpSpeedFigures *figures);
char *cp_speed_words_dup_cost        (const CpSpeedFigures *figures,
                                      const CpSpeedTerms   *terms);
char *cp_speed_words_dup_energy      (const CpSpeedFigures *figures);
char *cp_speed_words_dup_measurement (const CpMeasurement  *measurement,
                                      const char           *gpu_name);
GPtrArray *cp_speed_words_dup_lines       (const CpSpeedFigures *figures,
                                          gboolean              moe,
                                          gint64                asked,
                                          GPtrArray            *measurements,
                                          const char           *gpu_name,
                                          const CpSpeedTerms   *terms);
char      *cp_speed_words_dup_fact        (CpBuild              *build,
                                          CpModelServing       *serving,
                                          guint                 which,
                                          const CpSpeedTerms   *terms);
GPtrArray *cp_speed_words_dup_build_lines (CpBuild              *build,
                                          CpModelServing       *serving,
                                          gint64                prompt_tokens,
                                          const CpSpeedTerms   *terms);

G_END_DECLS
