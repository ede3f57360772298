/* cp-cli-speed.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-cli-speed"

#include "config.h"

#include <math.h>

#include "cp-cli-speed.h"
#include "cp-quote-settings.h"
#include "cp-site-settings.h"
#include "cp-speed-words.h"

/* The speed and cost bounds on the command line (docs/command-line.md,
 * "Speed bounds"): the lines under each model of a sized build and of the
 * deployment check, and their "ceilings" in --json. */

/* The write-off and tariff of Preferences. */
void
cp_cli_speed_read_terms (CpSpeedTerms *terms)
{
  g_autoptr(GSettings) settings = cp_quote_settings_new ();

  cp_speed_terms_read (settings, terms);
}

/* Each line under the one before, a measurement further in than the
 * bound it stands beside. */
void
cp_cli_speed_append (GString    *out,
                     const char *indent,
                     GPtrArray  *lines)
{
  for (guint i = 0; lines != NULL && i < lines->len; i++)
    {
      const CpSpeedLine *line = g_ptr_array_index (lines, i);

      g_string_append_printf (out, "%s%s%s\n", indent, line->measured ? "  " : "", line->text);
    }
}

/* Under a model of a sized build: its bounds at @terms (read once per
 * build, cp_cli_speed_read_terms()), or nothing when none can be
 * stated. */
void
cp_cli_speed_append_model (GString            *out,
                           CpBuild            *build,
                           CpModelServing     *serving,
                           const CpSpeedTerms *terms)
{
  g_autoptr(GPtrArray) lines = cp_speed_words_dup_build_lines (build, serving, 0, terms);

  cp_cli_speed_append (out, "      ", lines);
}

/* Ceilings rounded up, floors down, as the words round them. */
static void
write_rounded (CpJsonWriter *writer,
               const char   *name,
               double        value,
               double        scale,
               gboolean      up)
{
  cp_json_writer_member (writer, name);
  cp_json_writer_double (writer, (up ? ceil (value * scale) : floor (value * scale)) / scale);
}

/**
 * cp_cli_speed_write_json:
 * @figures: (nullable): the bounds, or %NULL when none can be stated
 * @measurements: (nullable) (element-type CpMeasurement): the published
 *   measurements that match
 *
 * The "ceilings" member of a model: null when no bound can be stated.
 */
void
cp_cli_speed_write_json (CpJsonWriter         *writer,
                         const CpSpeedFigures *figures,
                         GPtrArray            *measurements)
{
  const CpSpeedBounds *b;

  cp_json_writer_member (writer, "ceilings");
  if (figures == NULL || !figures->bounds.known)
    {
      cp_json_writer_null (writer);
      return;
    }

  b = &figures->bounds;
  cp_json_writer_begin_object (writer);
  cp_json_writer_member (writer, "users");
  cp_json_writer_integer (writer, b->users);
  cp_json_writer_member (writer, "prompt_tokens");
  cp_json_writer_integer (writer, b->prompt_tokens);
  write_rounded (writer, "decode_tokens_per_s_per_user", b->decode_per_user, 10, TRUE);
  write_rounded (writer, "decode_tokens_per_s", b->decode_build, 10, TRUE);
  cp_json_writer_member (writer, "max_users");
  cp_json_writer_integer (writer, b->max_users);
  write_rounded (writer, "max_decode_tokens_per_s", b->max_decode_build, 10, TRUE);
  write_rounded (writer, "ttft_s", b->ttft_s, 10000, FALSE);
  cp_json_writer_member (writer, "usd_per_million_tokens");
  if (figures->usd_per_million > 0)
    cp_json_writer_double (writer, floor (figures->usd_per_million * 10000) / 10000);
  else
    cp_json_writer_null (writer);
  write_rounded (writer, "kwh_per_month", figures->kwh_per_month, 10, TRUE);

  cp_json_writer_member (writer, "measured");
  cp_json_writer_begin_array (writer);
  for (guint i = 0; measurements != NULL && i < measurements->len; i++)
    {
      const CpMeasurement *measurement = g_ptr_array_index (measurements, i);

      cp_json_writer_begin_object (writer);
      cp_json_writer_member (writer, "metric");
      cp_json_writer_string (writer, cp_measurement_metric_to_string (measurement->metric));
      cp_json_writer_member (writer, "value");
      cp_json_writer_double (writer, measurement->value);
      cp_json_writer_member (writer, "prompt_tokens");
      cp_json_writer_integer (writer, measurement->prompt_tokens);
      cp_json_writer_member (writer, "output_tokens");
      cp_json_writer_integer (writer, measurement->output_tokens);
      cp_json_writer_member (writer, "concurrency");
      cp_json_writer_integer (writer, measurement->concurrency);
      cp_json_writer_member (writer, "engine");
      cp_json_writer_string (writer, measurement->engine);
      cp_json_writer_member (writer, "source");
      cp_json_writer_string (writer, measurement->source);
      cp_json_writer_end_object (writer);
    }
  cp_json_writer_end_array (writer);
  cp_json_writer_end_object (writer);
}

/* The "ceilings" of a model of a sized build. */
void
cp_cli_speed_write_model_json (CpJsonWriter       *writer,
                               CpBuild            *build,
                               CpModelServing     *serving,
                               const CpSpeedTerms *terms)
{
  g_autoptr(GPtrArray) found = NULL;
  CpSpeedFigures figures;

  if (!cp_build_speed_figures (build, serving, 0, terms, &figures))
    {
      cp_cli_speed_write_json (writer, NULL, NULL);
      return;
    }

  found = cp_speed_find_measurements (cp_model_serving_get_model (serving),
                                      cp_model_serving_get_weights (serving),
                                      cp_build_get_unit (build),
                                      cp_model_serving_get_layout (serving));
  cp_cli_speed_write_json (writer, &figures, found);
}
