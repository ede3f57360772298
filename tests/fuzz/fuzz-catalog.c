/* fuzz-catalog.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cp-catalog.h"
#include "cp-text.h"
#include "fuzz-target.h"
#include "../cp-test-planner.h"
#include "cp-build-words.h"
#include "cp-speed-words.h"

/* Any bytes as a catalog: through the strict JSON reader and the loader's
 * checks. Either the catalog is refused with one clean, short line, or
 * every string in it is clean and every model in it can be sized, those
 * with an architecture for a workload too, and every accessory and service
 * counted for each build without overflow. */

static CpPlanWorkload *workload;

static void
check_text (const char *text)
{
  fuzz_check_text ("a text from a loaded catalog is not clean", text);
}

static void
check_items (GListModel *items)
{
  for (guint i = 0; i < g_list_model_get_n_items (items); i++)
    {
      g_autoptr(CpItem) item = g_list_model_get_item (items, i);

      check_text (cp_item_get_id (item));
      check_text (cp_item_get_name (item));
      check_text (cp_item_get_source (item));
    }
}

/* The accessories and services a build needs add up inside 64 bits:
 * the loader's limits on a rule and the sizing engine's on a count keep
 * them there. */
static void
count_extras (CpCatalog *catalog,
              CpBuild   *build)
{
  GListModel *extras = cp_catalog_get_extras (catalog);

  for (guint i = 0; i < g_list_model_get_n_items (extras); i++)
    {
      g_autoptr(CpExtra) extra = g_list_model_get_item (extras, i);

      check_text (cp_extra_get_note (extra));
      if (cp_extra_count_for (extra, cp_build_get_unit (build), cp_build_get_count (build)) < 0)
        fuzz_fail ("an extra of a loaded catalog cannot be counted for a build",
                   cp_item_get_id (CP_ITEM (extra)));
    }
}

/* The speed bounds of every build, from the catalog's speed figures and
 * measurements: clean words, and figures that are numbers (a ceiling at
 * least zero, never NaN). */
static void
check_speed (CpPlan *plan)
{
  GListModel *builds = cp_plan_get_builds (plan);
  CpSpeedTerms terms = { 3, 0.13, 1.58 };

  for (guint b = 0; b < g_list_model_get_n_items (builds); b++)
    {
      g_autoptr(CpBuild) build = g_list_model_get_item (builds, b);
      CpServing *serving = cp_build_get_serving (build);
      GListModel *models = serving != NULL ? cp_serving_get_models (serving) : NULL;

      for (guint m = 0; models != NULL && m < g_list_model_get_n_items (models); m++)
        {
          g_autoptr(CpModelServing) model = g_list_model_get_item (models, m);
          g_autoptr(GPtrArray) lines = cp_speed_words_dup_build_lines (build, model, 0, &terms);
          CpSpeedFigures figures;

          for (guint i = 0; lines != NULL && i < lines->len; i++)
            check_text (((CpSpeedLine *) lines->pdata[i])->text);
          if (cp_build_speed_figures (build, model, 0, &terms, &figures) &&
              (!(figures.bounds.decode_per_user >= 0) || !(figures.bounds.max_decode_build >= 0) ||
               !(figures.bounds.ttft_s >= 0) || !(figures.usd_per_million >= 0) ||
               !(figures.kwh_per_month >= 0)))
            fuzz_fail ("a speed bound of a loaded catalog is not a number at least zero",
                       cp_item_get_id (CP_ITEM (cp_model_serving_get_model (model))));
        }
    }
}

static void
size_every_model (CpCatalog *catalog)
{
  GListModel *models = cp_catalog_get_models (catalog);

  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModel) model = g_list_model_get_item (models, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(CpPlan) plan = cp_test_catalog_plan (catalog, &model, 1, &error);
      GListModel *builds;

      /* A loaded catalog sizes each of its models: limits are checked at
       * load, so a plan of one model never fails. */
      if (plan == NULL)
        fuzz_fail ("a model of a loaded catalog cannot be sized", error->message);

      builds = cp_plan_get_builds (plan);
      for (guint b = 0; b < g_list_model_get_n_items (builds); b++)
        {
          g_autoptr(CpBuild) build = g_list_model_get_item (builds, b);
          g_autofree char *title = cp_build_dup_title (build);
          g_autofree char *verdict = cp_build_dup_verdict (build);
          g_autofree char *comparison = cp_build_dup_power_comparison (build);

          check_text (title);
          check_text (verdict);
          check_text (comparison);
          count_extras (catalog, build);
        }

      /* A model with an architecture (catalog version 2) is sized for a
       * workload as well: a plan, or one clean line saying why not. */
      if (cp_model_get_architecture (model) != NULL)
        {
          g_clear_object (&plan);
          plan = cp_test_catalog_plan_with_workload (catalog, &model, 1, workload, &error);
          if (plan == NULL)
            fuzz_check_message (error, NULL);
          else
            check_speed (plan);
        }
    }
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_abort_on_criticals ();
  workload = cp_plan_workload_new (8192, 16, CP_KV_CACHE_BF16);

  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_from_bytes (bytes, "fuzz.json", &error);

  if (catalog == NULL)
    {
      fuzz_check_message (error, "fuzz.json: ");
      return 0;
    }

  check_items (cp_catalog_get_links (catalog));
  check_items (cp_catalog_get_gpus (catalog));
  check_items (cp_catalog_get_tiers (catalog));
  check_items (cp_catalog_get_units (catalog));
  check_items (cp_catalog_get_models (catalog));
  check_items (cp_catalog_get_comparisons (catalog));
  check_items (cp_catalog_get_extras (catalog));
  size_every_model (catalog);

  return 0;
}
