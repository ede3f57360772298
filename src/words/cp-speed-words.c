/* cp-speed-words.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-speed-words"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "cp-format.h"
#include "cp-speed-words.h"

/* The words of docs/sizing.md §13: every speed figure the app shows comes
 * with its bound word — "at most" for a ceiling, "no sooner than" for the
 * first token, "at least" for a cost — so none can be read as a promise.
 * Ceilings are rounded up and floors down, so the rounding never makes a
 * bound tighter than the arithmetic. */

/* Tokens per second, rounded up: one decimal below 10. */
static char *
format_ceiling (double tokens_per_s)
{
  if (tokens_per_s < 10)
    return cp_format_decimal (ceil (tokens_per_s * 10) / 10, 1);

  return cp_format_integer ((gint64) MIN (ceil (tokens_per_s), 1e15));
}

/* Two significant figures, rounded down. */
static char *
format_floor (double value)
{
  int digits;
  double scale;

  if (!(value > 0))
    return cp_format_decimal (0, 0);

  digits = MAX (1 - (int) floor (log10 (value)), 0);
  scale = pow (10, digits);
  return cp_format_decimal (floor (value * scale) / scale, MIN (digits, 6));
}

/* Dollars, rounded down to the cent ("$1.33", "$0.05"), or to two
 * figures below a cent ("$0.0042"). */
static char *
format_cost (double usd)
{
  g_autofree char *amount = usd >= 0.01 ? cp_format_decimal (floor (usd * 100) / 100, 2)
                                        : format_floor (usd);

  /* TRANSLATORS: a price in US dollars, e.g. "$597,000"; put the %s where
   * your language writes the amount */
  return g_strdup_printf (_("$%s"), amount);
}

/**
 * cp_speed_words_dup_ceiling:
 * @figures: the bounds of a model on a build
 * @moe: whether the model is a mixture of experts
 *
 * Returns: the per-user decode ceiling, with what it means: "At most 93
 *   tokens/s per user — a physical ceiling; engines reach a fraction of
 *   it".
 */
char *
cp_speed_words_dup_ceiling (const CpSpeedFigures *figures,
                            gboolean              moe)
{
  g_autofree char *rate = NULL;

  g_return_val_if_fail (figures != NULL && figures->bounds.known, NULL);

  rate = format_ceiling (figures->bounds.decode_per_user);
  if (moe)
    /* TRANSLATORS: %s is a number of tokens per second; "at most" is
     * what keeps it from being read as a promise: keep it */
    return g_strdup_printf (_("At most %s tokens/s per user — a physical ceiling; engines reach a "
                              "fraction of it, mixture-of-experts models at small batches as "
                              "little as a twentieth"), rate);

  /* TRANSLATORS: %s is a number of tokens per second; "at most" is what
   * keeps it from being read as a promise: keep it */
  return g_strdup_printf (_("At most %s tokens/s per user — a physical ceiling; engines reach a "
                            "fraction of it"), rate);
}

/**
 * cp_speed_words_dup_in_all:
 *
 * Returns: the ceilings in all: "At most 1,480 tokens/s in all for 16
 *   users; at most 9,210 tokens/s for the 120 users the KV cache holds".
 */
char *
cp_speed_words_dup_in_all (const CpSpeedFigures *figures)
{
  const CpSpeedBounds *b;
  g_autofree char *rate = NULL;
  g_autofree char *users = NULL;
  g_autofree char *most = NULL;
  g_autofree char *most_users = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  g_return_val_if_fail (figures != NULL && figures->bounds.known, NULL);

  b = &figures->bounds;
  rate = format_ceiling (b->decode_build);
  users = cp_format_integer (b->users);
  most = format_ceiling (b->max_decode_build);
  most_users = cp_format_integer (b->max_users);

  first = g_strdup_printf (ngettext ("At most %s tokens/s in all for %s user",
                                     "At most %s tokens/s in all for %s users",
                                     cp_format_plural_count (b->users)),
                           rate, users);
  second = g_strdup_printf (ngettext ("at most %s tokens/s for the %s user the KV cache holds",
                                      "at most %s tokens/s for the %s users the KV cache holds",
                                      cp_format_plural_count (b->max_users)),
                            most, most_users);

  /* TRANSLATORS: two ceilings joined, e.g. "At most 1,480 tokens/s in
   * all for 16 users; at most 9,210 tokens/s for the 120 users the KV
   * cache holds" */
  return g_strdup_printf (_("%s; %s"), first, second);
}

/**
 * cp_speed_words_dup_capped:
 * @asked: the users the workload asks for
 *
 * Returns: (nullable): when the KV cache holds fewer users than asked,
 *   that the bounds are for those it holds; %NULL otherwise.
 */
char *
cp_speed_words_dup_capped (const CpSpeedFigures *figures,
                           gint64                asked)
{
  g_autofree char *held = NULL;
  g_autofree char *all = NULL;

  g_return_val_if_fail (figures != NULL, NULL);

  if (!figures->bounds.known || !figures->bounds.users_capped)
    return NULL;

  held = cp_format_integer (figures->bounds.users);
  all = cp_format_integer (asked);
  return g_strdup_printf (ngettext ("The KV cache holds %s of the %s user asked for: the bounds are "
                                    "for those it holds, and an engine queues the rest",
                                    "The KV cache holds %s of the %s users asked for: the bounds "
                                    "are for those it holds, and an engine queues the rest",
                                    cp_format_plural_count (asked)),
                          held, all);
}

/**
 * cp_speed_words_dup_first_token:
 *
 * Returns: the first-token floor: "First token no sooner than 0.18 s for
 *   a 5,000-token prompt".
 */
char *
cp_speed_words_dup_first_token (const CpSpeedFigures *figures)
{
  g_autofree char *seconds = NULL;
  g_autofree char *tokens = NULL;

  g_return_val_if_fail (figures != NULL && figures->bounds.known, NULL);

  seconds = format_floor (figures->bounds.ttft_s);
  tokens = cp_format_integer (figures->bounds.prompt_tokens);
  /* TRANSLATORS: e.g. "First token no sooner than 0.18 s for a prompt of
   * 5,000 tokens"; "no sooner than" keeps it a floor, not a promise */
  return g_strdup_printf (ngettext ("First token no sooner than %s s for a prompt of %s token",
                                    "First token no sooner than %s s for a prompt of %s tokens",
                                    cp_format_plural_count (figures->bounds.prompt_tokens)),
                          seconds, tokens);
}

/**
 * cp_speed_words_dup_cost:
 * @terms: the write-off and tariff it was worked out with
 *
 * Returns: (nullable): the cost floor: "At least $0.31 per million tokens
 *   at full load: the build's price over 3 years and its power at $0.13 a
 *   kWh; facility, network and staff not counted"; %NULL when not known.
 */
char *
cp_speed_words_dup_cost (const CpSpeedFigures *figures,
                         const CpSpeedTerms   *terms)
{
  g_autofree char *money = NULL;
  g_autofree char *years = NULL;
  g_autofree char *tariff = NULL;
  g_autofree char *tariff_money = NULL;
  gint64 whole_years;

  g_return_val_if_fail (figures != NULL && terms != NULL, NULL);

  if (!figures->bounds.known || !(figures->usd_per_million > 0))
    return NULL;

  money = format_cost (figures->usd_per_million);
  whole_years = (gint64) MAX (round (terms->write_off_years), 1);
  years = cp_format_integer (whole_years);
  tariff = cp_format_decimal (terms->tariff_usd_per_kwh, 2);
  tariff_money = g_strdup_printf (_("$%s"), tariff);

  /* TRANSLATORS: e.g. "At least $0.31 per million tokens at full load:
   * the build's price over 3 years and its power at $0.13 a kWh;
   * facility, network and staff not counted" */
  return g_strdup_printf (ngettext ("At least %s per million tokens at full load: the build’s price "
                                    "over %s year and its power at %s a kWh; facility, network "
                                    "and staff not counted",
                                    "At least %s per million tokens at full load: the build’s price "
                                    "over %s years and its power at %s a kWh; facility, network "
                                    "and staff not counted",
                                    cp_format_plural_count (whole_years)),
                          money, years, tariff_money);
}

/**
 * cp_speed_words_dup_energy:
 *
 * Returns: the energy in a month at full power, a bound too: "At most
 *   7,450 kWh a month, at full power".
 */
char *
cp_speed_words_dup_energy (const CpSpeedFigures *figures)
{
  g_autofree char *kwh = NULL;

  g_return_val_if_fail (figures != NULL, NULL);

  kwh = cp_format_integer ((gint64) MIN (ceil (figures->kwh_per_month), 1e15));
  /* TRANSLATORS: e.g. "At most 7,450 kWh a month, at full power" */
  return g_strdup_printf (_("At most %s kWh a month, at full power"), kwh);
}

/**
 * cp_speed_words_dup_measurement:
 * @measurement: a published measurement that matches the build
 * @gpu_name: its GPU's name
 *
 * Returns: the measurement as it is shown beside a bound: "measured: 54
 *   tokens/s per user, NVIDIA NIM 1.8, 2 × NVIDIA H100 SXM, prompts of
 *   5,000 tokens, 1 at a time".
 */
char *
cp_speed_words_dup_measurement (const CpMeasurement *measurement,
                                const char          *gpu_name)
{
  g_autofree char *value = NULL;
  g_autofree char *what = NULL;
  g_autofree char *gpus = NULL;
  g_autofree char *prompt = NULL;
  g_autofree char *prompt_words = NULL;
  g_autofree char *load = NULL;

  g_return_val_if_fail (measurement != NULL && gpu_name != NULL, NULL);

  switch (measurement->metric)
    {
    case CP_MEASUREMENT_TTFT_S:
      value = cp_format_decimal (measurement->value, measurement->value < 1 ? 2 : 1);
      /* TRANSLATORS: a measured time to the first token, e.g. "first
       * token after 0.41 s" */
      what = g_strdup_printf (_("first token after %s s"), value);
      break;
    case CP_MEASUREMENT_TOKENS_PER_S:
      value = cp_format_integer ((gint64) round (measurement->value));
      what = g_strdup_printf (_("%s tokens/s in all"), value);
      break;
    case CP_MEASUREMENT_TOKENS_PER_S_PER_USER:
    default:
      value = cp_format_integer ((gint64) round (measurement->value));
      what = g_strdup_printf (_("%s tokens/s per user"), value);
      break;
    }

  gpus = cp_format_integer (measurement->gpus);
  prompt = cp_format_integer (measurement->prompt_tokens);
  prompt_words = g_strdup_printf (ngettext ("prompts of %s token", "prompts of %s tokens",
                                            cp_format_plural_count (measurement->prompt_tokens)),
                                  prompt);
  if (measurement->concurrency > 0)
    {
      g_autofree char *count = cp_format_integer (measurement->concurrency);

      load = g_strdup_printf (ngettext ("%s request at a time", "%s requests at a time",
                                        cp_format_plural_count (measurement->concurrency)),
                              count);
    }
  else
    load = g_strdup (_("many requests at a time"));

  /* TRANSLATORS: a published measurement beside a bound, e.g. "measured:
   * 54 tokens/s per user, NVIDIA NIM 1.8, 2 × NVIDIA H100 SXM, prompts of
   * 5,000 tokens, 1 request at a time" */
  return g_strdup_printf (_("measured: %s, %s, %s × %s, %s, %s"), what, measurement->engine, gpus,
                          gpu_name, prompt_words, load);
}

static void
speed_line_free (CpSpeedLine *line)
{
  g_free (line->text);
  g_free (line);
}

static void
add_line (GPtrArray *lines,
          char      *text,
          gboolean   measured)
{
  CpSpeedLine *line;

  if (text == NULL)
    return;

  line = g_new0 (CpSpeedLine, 1);
  line->text = text;
  line->measured = measured;
  g_ptr_array_add (lines, line);
}

static void
add_measured (GPtrArray           *lines,
              GPtrArray           *measurements,
              const char          *gpu_name,
              gboolean             first_token)
{
  for (guint i = 0; measurements != NULL && i < measurements->len; i++)
    {
      const CpMeasurement *measurement = g_ptr_array_index (measurements, i);

      if ((measurement->metric == CP_MEASUREMENT_TTFT_S) == first_token)
        add_line (lines, cp_speed_words_dup_measurement (measurement, gpu_name), TRUE);
    }
}

/**
 * cp_speed_words_dup_lines:
 * @figures: the bounds of a model on a build, known
 * @moe: whether the model is a mixture of experts
 * @asked: the users the workload asks for
 * @measurements: (nullable) (element-type CpMeasurement): published
 *   measurements that match the build
 * @gpu_name: the build's GPU
 * @terms: the write-off and tariff of the cost floor
 *
 * Every bound of a model on a build, one sentence each, the measurements
 * that match each right after it (marked `measured`): the per-user
 * ceiling first, then the ceilings in all, the first-token floor, the
 * cost floor and the energy.
 *
 * Returns: (transfer full) (element-type CpSpeedLine): the lines.
 */
GPtrArray *
cp_speed_words_dup_lines (const CpSpeedFigures *figures,
                          gboolean              moe,
                          gint64                asked,
                          GPtrArray            *measurements,
                          const char           *gpu_name,
                          const CpSpeedTerms   *terms)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func ((GDestroyNotify) speed_line_free);

  g_return_val_if_fail (figures != NULL && figures->bounds.known, lines);

  add_line (lines, cp_speed_words_dup_ceiling (figures, moe), FALSE);
  add_measured (lines, measurements, gpu_name, FALSE);
  add_line (lines, cp_speed_words_dup_in_all (figures), FALSE);
  add_line (lines, cp_speed_words_dup_capped (figures, asked), FALSE);
  add_line (lines, cp_speed_words_dup_first_token (figures), FALSE);
  add_measured (lines, measurements, gpu_name, TRUE);
  add_line (lines, cp_speed_words_dup_cost (figures, terms), FALSE);
  add_line (lines, cp_speed_words_dup_energy (figures), FALSE);

  return lines;
}

/**
 * cp_speed_words_dup_build_lines:
 * @build: a build sized for a workload
 * @serving: one of its models
 * @prompt_tokens: the first token's prompt; 0 for three quarters of the
 *   context
 * @terms: the write-off and tariff of the cost floor
 *
 * cp_speed_words_dup_lines() for @serving on @build.
 *
 * Returns: (transfer full) (nullable) (element-type CpSpeedLine): the lines, or
 *   %NULL when no bound can be stated.
 */
GPtrArray *
cp_speed_words_dup_build_lines (CpBuild            *build,
                                CpModelServing     *serving,
                                gint64              prompt_tokens,
                                const CpSpeedTerms *terms)
{
  CpSpeedFigures figures;
  CpModel *model;
  CpUnit *unit;
  g_autoptr(GPtrArray) found = NULL;
  const CpArchitecture *arch;

  g_return_val_if_fail (CP_IS_BUILD (build) && CP_IS_MODEL_SERVING (serving), NULL);

  if (!cp_build_speed_figures (build, serving, prompt_tokens, terms, &figures))
    return NULL;

  model = cp_model_serving_get_model (serving);
  unit = cp_build_get_unit (build);
  arch = cp_model_architecture_get (cp_model_get_architecture (model));
  found = cp_speed_find_measurements (model, cp_model_serving_get_weights (serving), unit,
                                      cp_model_serving_get_layout (serving));

  return cp_speed_words_dup_lines (&figures, arch->active_params > 0,
                                   cp_serving_get_users (cp_build_get_serving (build)), found,
                                   cp_item_get_name (CP_ITEM (cp_unit_get_gpu (unit))), terms);
}

/**
 * cp_speed_words_dup_fact:
 * @build: a build sized for a workload
 * @serving: one of its models
 * @which: 0 for the ceilings, 1 for the first token, 2 for the cost
 * @terms: the write-off, tariff and PUE of the cost floor
 *
 * The bounds as short as a row of the comparison takes them, each with
 * its bound word.
 *
 * Returns: (nullable): the row's words, why no bound can be stated, or
 *   %NULL for a model without an architecture.
 */
char *
cp_speed_words_dup_fact (CpBuild            *build,
                         CpModelServing     *serving,
                         guint               which,
                         const CpSpeedTerms *terms)
{
  CpSpeedFigures figures;
  g_autofree char *user = NULL;
  g_autofree char *all = NULL;
  g_autofree char *money = NULL;

  g_return_val_if_fail (CP_IS_BUILD (build) && CP_IS_MODEL_SERVING (serving), NULL);

  if (cp_model_get_architecture (cp_model_serving_get_model (serving)) == NULL)
    return NULL;
  if (!cp_build_speed_figures (build, serving, 0, terms, &figures))
    {
      CpSpeedGpu gpu;

      if (!cp_unit_speed_gpu (cp_build_get_unit (build), NULL, &gpu))
        /* TRANSLATORS: a speed row of the comparison for a GPU the
         * catalog gives no bandwidth or peak figures for */
        return g_strdup (_("No bound: the catalog gives no speed figures for this GPU"));
      /* TRANSLATORS: a speed row of the comparison for a build that
       * does not start the model (not one user fits, or it is refused) */
      return g_strdup (_("No bound: it does not run here"));
    }

  switch (which)
    {
    case 0:
      user = format_ceiling (figures.bounds.decode_per_user);
      all = format_ceiling (figures.bounds.max_decode_build);
      /* TRANSLATORS: a row of the comparison, e.g. "At most 93 tokens/s
       * per user, 7,311 tokens/s in all"; "at most" keeps both ceilings */
      return g_strdup_printf (_("At most %s tokens/s per user, %s tokens/s in all"), user, all);
    case 1:
      return cp_speed_words_dup_first_token (&figures);
    case 2:
    default:
      if (!(figures.usd_per_million > 0))
        return NULL;
      money = format_cost (figures.usd_per_million);
      /* TRANSLATORS: a row of the comparison, e.g. "At least $0.33 per
       * million tokens at full load" */
      return g_strdup_printf (_("At least %s per million tokens at full load"), money);
    }
}
