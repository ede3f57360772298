/* test-speed-words.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* No speed word without its bound word (docs/sizing.md §13): every
 * sentence the app says about speed, cost or energy — on the card, in
 * Compare, on the quote and the command line, all of them from
 * cp-speed-words.c — says "at most", "no sooner than" or "at least", or is
 * a published measurement that says "measured:". Every built-in model
 * with an architecture, on every tier's build, at a short and a long
 * workload, in English and in Russian. */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "cp-build-facts.h"
#include "cp-site-settings.h"
#include "cp-site-words.h"
#include "cp-speed-words.h"
#include "cp-test-plan.h"
#include "cp-test-util.h"

typedef struct
{
  const char *language;
  /* Words that make a figure a bound, lower case; what a measurement
   * starts with. */
  const char *bounds[3];
  const char *measured;
  /* Words that show a sentence speaks of speed, cost or energy. */
  const char *speed[4];
} Language;

/* Russian first: GLib decides once, at the first translation a process
 * asks for, whether the locale is translated at all. */
static const Language languages[] = {
  { "ru", { "не больше", "не раньше", "не меньше" }, "измерено:",
    { "токенов/с", " с ", "за миллион", "квт·ч" } },
  { "en", { "at most", "no sooner than", "at least" }, "measured:",
    { "tokens/s", " s ", "per million", "kwh" } },
};

static gboolean
speaks_of_speed (const Language *language,
                 const char     *lower)
{
  for (guint i = 0; i < G_N_ELEMENTS (language->speed); i++)
    if (strstr (lower, language->speed[i]) != NULL)
      return TRUE;

  return FALSE;
}

static void
check_sentence (const Language *language,
                const char     *text,
                gboolean        measured,
                guint          *checked)
{
  g_autofree char *lower = g_utf8_strdown (text, -1);
  gboolean bound = FALSE;

  if (measured)
    {
      g_assert_true (g_str_has_prefix (lower, language->measured));
      return;
    }

  for (guint i = 0; i < G_N_ELEMENTS (language->bounds); i++)
    bound |= strstr (lower, language->bounds[i]) != NULL;
  if (!bound)
    g_error ("a speed sentence without its bound word: “%s”", text);
  g_assert_true (speaks_of_speed (language, lower));
  (*checked)++;
}

static void
check_build (const Language *language,
             CpBuild        *build,
             guint          *checked)
{
  CpServing *serving = cp_build_get_serving (build);
  CpSpeedTerms terms = { 3, 0.13, 1.58 };
  GListModel *models;

  if (serving == NULL)
    return;

  models = cp_serving_get_models (serving);
  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModelServing) model = g_list_model_get_item (models, i);
      g_autoptr(GPtrArray) lines = cp_speed_words_dup_build_lines (build, model, 0, &terms);

      for (guint j = 0; lines != NULL && j < lines->len; j++)
        {
          const CpSpeedLine *line = lines->pdata[j];

          check_sentence (language, line->text, line->measured, checked);
        }
    }

  /* Compare's rows, one sentence per model and line. */
  for (CpBuildFact fact = CP_BUILD_FACT_CEILING; fact <= CP_BUILD_FACT_COST; fact++)
    {
      g_autofree char *text = cp_build_dup_fact_with_terms (build, fact, &terms);
      g_auto(GStrv) parts = g_strsplit (text, "\n", -1);

      for (guint j = 0; parts[j] != NULL; j++)
        {
          g_autofree char *lower = g_utf8_strdown (parts[j], -1);

          /* A row of a build that serves nothing says so without a figure. */
          if (speaks_of_speed (language, lower))
            check_sentence (language, parts[j], FALSE, checked);
        }
    }
}

static void
test_bound_words (gconstpointer data)
{
  const Language *language = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = NULL;
  GListModel *models;
  guint checked = 0;

  /* The locale comes from tests/make-locales; the translations from the
   * build. */
  cp_test_use_build_locales ();
  /* ngettext() reads the default domain, as the app sets it. */
  textdomain (GETTEXT_PACKAGE);
  g_assert_nonnull (setlocale (LC_ALL, g_str_equal (language->language, "ru") ? "ru_RU.UTF-8"
                                                                             : "C.UTF-8"));

  catalog = cp_catalog_new_builtin (&error);
  g_assert_no_error (error);
  models = cp_catalog_get_models (catalog);

  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModel) model = g_list_model_get_item (models, i);
      gint64 contexts[] = { 4096, 32768 };
      gint64 users[] = { 1, 64 };

      if (cp_model_get_architecture (model) == NULL)
        continue;

      for (guint w = 0; w < G_N_ELEMENTS (contexts); w++)
        {
          g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (contexts[w], users[w],
                                                                     CP_KV_CACHE_BF16);
          g_autoptr(CpPlan) plan = cp_test_plan_with (catalog, model, workload);
          GListModel *builds = cp_plan_get_builds (plan);

          for (guint b = 0; b < g_list_model_get_n_items (builds); b++)
            {
              g_autoptr(CpBuild) build = g_list_model_get_item (builds, b);

              check_build (language, build, &checked);
            }
        }
    }

  /* The bounds were stated, not left out everywhere. */
  g_assert_cmpuint (checked, >, 200);
}

/* The energy beside the bounds is the site section's "at full power",
 * facility overhead included, for a model whose copies fill the build;
 * desktop cards have no facility overhead. */
static void
test_energy_matches_site (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (8192, 1, CP_KV_CACHE_BF16);
  g_autoptr(CpPlan) plan = NULL;
  const char *units[] = { "dgx-h100", "gb200-nvl72", "rtx-5090-card" };
  const char *models[] = { "llama-3.1-70b", "llama-3.1-70b", "llama-3.1-8b" };

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    {
      CpSiteSettings site;
      CpSiteResult result;
      CpSpeedTerms terms;
      CpSpeedFigures figures;
      g_autoptr(CpBuild) build = NULL;
      g_autoptr(CpModelServing) serving = NULL;

      g_clear_object (&plan);
      plan = cp_test_plan_with (catalog, cp_catalog_find_model (catalog, models[i]), workload);
      build = cp_test_evaluate (catalog, plan, units[i], 1);
      cp_site_settings_init_default (&site);
      cp_speed_terms_from_site (&site, &terms);
      serving = cp_test_first_serving (build);
      g_assert_true (cp_build_speed_figures (build, serving, 0, &terms, &figures));
      g_assert_cmpfloat (figures.share, ==, 1.0);
      g_assert_true (cp_build_compute_site (build, &site, &result));
      g_assert_cmpfloat_with_epsilon (figures.kwh_per_month, result.energy_kwh_per_month_full,
                                      1e-6);
    }
}

/* Compare's speed rows of a build that does not start the model say so,
 * not that the architecture is unknown. */
static void
test_no_bound (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (8192, 16, CP_KV_CACHE_BF16);
  g_autoptr(CpPlan) plan = NULL;
  g_autoptr(CpBuild) cards = NULL;
  CpSpeedTerms terms = { 3, 0.13, 1.58 };

  g_assert_no_error (error);
  setlocale (LC_ALL, "C.UTF-8");
  plan = cp_test_plan_with (catalog, cp_catalog_find_model (catalog, "llama-3.1-70b"), workload);
  cards = cp_test_evaluate (catalog, plan, "rtx-4090-card", 4);
  for (CpBuildFact fact = CP_BUILD_FACT_CEILING; fact <= CP_BUILD_FACT_COST; fact++)
    {
      g_autofree char *text = cp_build_dup_fact_with_terms (cards, fact, &terms);

      g_assert_cmpstr (text, ==, "No bound: it does not run here");
    }
}

/* Compare's Sources row says where the speed rows' figures come from:
 * the GPU's datasheet, with a workload only. */
static void
test_sources (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (8192, 16, CP_KV_CACHE_BF16);
  g_autoptr(CpPlan) plan = NULL;
  g_autoptr(CpPlan) plain = NULL;
  g_autoptr(CpBuild) dgx = NULL;
  g_autoptr(CpBuild) without = NULL;
  g_autofree char *sources = NULL;
  g_autofree char *plain_sources = NULL;
  CpModel *model;

  g_assert_no_error (error);
  setlocale (LC_ALL, "C.UTF-8");
  model = cp_catalog_find_model (catalog, "llama-3.1-70b");
  plan = cp_test_plan_with (catalog, model, workload);
  dgx = cp_test_evaluate (catalog, plan, "dgx-h100", 1);
  sources = cp_build_dup_sources (dgx, NULL);
  g_assert_nonnull (strstr (sources, "Speed ceiling, First token, Cost floor: NVIDIA H100 Tensor "
                                     "Core GPU datasheet, H100 SXM: 3.35 TB/s HBM3"));

  plain = cp_test_plan_with (catalog, model, NULL);
  without = cp_test_evaluate (catalog, plain, "dgx-h100", 1);
  plain_sources = cp_build_dup_sources (without, NULL);
  g_assert_null (strstr (plain_sources, "Speed ceiling"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *path = g_strdup_printf ("/speed-words/bound-words/%s",
                                               languages[i].language);

      g_test_add_data_func (path, &languages[i], test_bound_words);
    }

  g_test_add_func ("/speed-words/energy-matches-site", test_energy_matches_site);
  g_test_add_func ("/speed-words/no-bound", test_no_bound);
  g_test_add_func ("/speed-words/sources", test_sources);

  return g_test_run ();
}
