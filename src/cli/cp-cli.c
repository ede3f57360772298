/* cp-cli.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "cp-build-words.h"
#include "cp-catalog.h"
#include "cp-cli-check.h"
#include "cp-cli-export.h"
#include "cp-cli-models.h"
#include "cp-cli-options.h"
#include "cp-cli-plan.h"
#include "cp-cli-quotes.h"
#include "cp-cli-site.h"
#include "cp-cli-table.h"
#include "cp-cli-workload.h"
#include "cp-cli.h"
#include "cp-file-io.h"
#include "cp-format.h"
#include "cp-json-writer.h"
#include "cp-parse.h"
#include "cp-plan-document.h"
#include "cp-planner.h"
#include "cp-text.h"

/* The headless half of the app: everything here runs without a display
 * and prints to stdout. Bad input is one line on stderr,
 * "cluster-planner: <what>: <why>", and exit status 1. */

typedef struct
{
  const char *catalog;
  const char *size;
  const char *memory;
  const char *params;
  const char *precision;
  const char *tier;
  const char *export_quote;
  const char *preview_quote;
  const char *export_diagram;
  const char *plan_file;
  const char *save_plan;
  gboolean    list_models;
  gboolean    list_units;
  gboolean    list_quotes;
  gboolean    json;
  gboolean    version;
  gboolean    recipe;
  gboolean    site;
  /* --weights, which holds for every model, also a plan's. */
  const char *weights;
  /* Borrowed from cp_cli_run(): the workload, a --model-config model and
   * the plan of --plan. */
  CpPlanWorkload *workload;
  GVariantDict   *dict;
  CpModel        *imported;
  CpPlanDocument *plan;
} Options;

G_GNUC_PRINTF (2, 3)
static int
fail (const char *what,
      const char *format,
      ...)
{
  g_autofree char *why = NULL;
  va_list args;

  va_start (args, format);
  why = g_strdup_vprintf (format, args);
  va_end (args);

  if (what != NULL)
    g_printerr ("%s: %s: %s\n", PACKAGE_NAME, what, why);
  else
    g_printerr ("%s: %s\n", PACKAGE_NAME, why);

  return 1;
}

static gboolean
print_text (const char *text)
{
  if (fputs (text, stdout) == EOF || fflush (stdout) != 0)
    {
      fail (NULL, _("cannot write the output: %s"), g_strerror (errno));
      return FALSE;
    }

  return TRUE;
}

static void
write_model_json (CpJsonWriter *writer,
                  CpModel      *model,
                  gboolean      details)
{
  cp_json_writer_begin_object (writer);
  cp_json_writer_member (writer, "id");
  cp_json_writer_string (writer, cp_item_get_id (CP_ITEM (model)));
  cp_json_writer_member (writer, "name");
  cp_json_writer_string (writer, cp_item_get_name (CP_ITEM (model)));
  cp_json_writer_member (writer, "min_memory_gb");
  cp_json_writer_fixed (writer, cp_model_get_min_memory_mb (model), CP_MB_PER_GB);

  if (cp_model_get_precision (model) != NULL)
    {
      cp_json_writer_member (writer, "params_b");
      cp_json_writer_double (writer, cp_model_get_params_b (model));
      cp_json_writer_member (writer, "precision");
      cp_json_writer_string (writer, cp_model_get_precision (model));
    }

  if (details)
    {
      cp_json_writer_member (writer, "source");
      cp_json_writer_string (writer, cp_item_get_source (CP_ITEM (model)));
    }
  cp_json_writer_end_object (writer);
}

static void
write_unit_json (CpJsonWriter *writer,
                 CpUnit       *unit)
{
  CpItem *tier = CP_ITEM (cp_unit_get_tier (unit));

  cp_json_writer_begin_object (writer);
  cp_json_writer_member (writer, "id");
  cp_json_writer_string (writer, cp_item_get_id (CP_ITEM (unit)));
  cp_json_writer_member (writer, "name");
  cp_json_writer_string (writer, cp_item_get_name (CP_ITEM (unit)));
  cp_json_writer_member (writer, "tier");
  cp_json_writer_string (writer, cp_item_get_id (tier));
  cp_json_writer_member (writer, "tier_name");
  cp_json_writer_string (writer, cp_item_get_name (tier));
  cp_json_writer_member (writer, "gpu");
  cp_json_writer_string (writer, cp_item_get_id (CP_ITEM (cp_unit_get_gpu (unit))));
  cp_json_writer_member (writer, "gpu_count");
  cp_json_writer_integer (writer, cp_unit_get_gpu_count (unit));
  cp_json_writer_member (writer, "nvlink_domain_gpus");
  cp_json_writer_integer (writer, cp_unit_get_nvlink_domain_gpus (unit));
  cp_json_writer_member (writer, "pooled_scale_out");
  cp_json_writer_boolean (writer, cp_unit_get_pooled_scale_out (unit));
  cp_json_writer_member (writer, "memory_gb");
  cp_json_writer_fixed (writer, cp_unit_get_memory_mb (unit), CP_MB_PER_GB);
  cp_json_writer_member (writer, "power_w");
  cp_json_writer_integer (writer, cp_unit_get_power_w (unit));
  cp_json_writer_member (writer, "price_usd");
  cp_json_writer_fixed (writer, cp_unit_get_price_cents (unit), 100);
  cp_json_writer_member (writer, "source");
  cp_json_writer_string (writer, cp_item_get_source (CP_ITEM (unit)));
  cp_json_writer_end_object (writer);
}

static int
list_models_and_units (CpCatalog     *catalog,
                       const Options *options)
{
  GListModel *models = cp_catalog_get_models (catalog);
  GListModel *units = cp_catalog_get_units (catalog);
  g_autoptr(GString) out = g_string_new (NULL);

  if (options->json)
    {
      g_autoptr(CpJsonWriter) writer = cp_json_writer_new ();
      g_autofree char *text = NULL;

      cp_json_writer_begin_object (writer);

      if (options->list_models)
        {
          cp_json_writer_member (writer, "models");
          cp_json_writer_begin_array (writer);
          for (guint i = 0; i < g_list_model_get_n_items (models); i++)
            {
              g_autoptr(CpModel) model = g_list_model_get_item (models, i);

              write_model_json (writer, model, TRUE);
            }
          cp_json_writer_end_array (writer);
        }

      if (options->list_units)
        {
          cp_json_writer_member (writer, "units");
          cp_json_writer_begin_array (writer);
          for (guint i = 0; i < g_list_model_get_n_items (units); i++)
            {
              g_autoptr(CpUnit) unit = g_list_model_get_item (units, i);

              write_unit_json (writer, unit);
            }
          cp_json_writer_end_array (writer);
        }

      cp_json_writer_end_object (writer);
      text = cp_json_writer_steal (g_steal_pointer (&writer));

      return print_text (text) ? 0 : 1;
    }

  if (options->list_models)
    {
      CpCliTable table = { g_ptr_array_new_with_free_func (g_free), 3, 1u << 2 };
      g_autofree char *text = NULL;

      cp_cli_table_add_row (&table, _("ID"), _("NAME"), _("MINIMUM MEMORY"));
      for (guint i = 0; i < g_list_model_get_n_items (models); i++)
        {
          g_autoptr(CpModel) model = g_list_model_get_item (models, i);
          g_autofree char *memory = cp_format_memory (cp_model_get_min_memory_mb (model));

          cp_cli_table_add_row (&table, cp_item_get_id (CP_ITEM (model)),
                         cp_item_get_name (CP_ITEM (model)), memory);
        }

      text = cp_cli_table_render (&table);
      g_ptr_array_unref (table.cells);
      g_string_append (out, text);
    }

  if (options->list_units)
    {
      CpCliTable table = { g_ptr_array_new_with_free_func (g_free), 6,
                      (1u << 3) | (1u << 4) | (1u << 5) };
      g_autofree char *text = NULL;

      if (out->len > 0)
        g_string_append_c (out, '\n');

      cp_cli_table_add_row (&table, _("ID"), _("NAME"), _("TIER"), _("MEMORY"), _("POWER"), _("PRICE"));
      for (guint i = 0; i < g_list_model_get_n_items (units); i++)
        {
          g_autoptr(CpUnit) unit = g_list_model_get_item (units, i);
          g_autofree char *memory = cp_format_memory (cp_unit_get_memory_mb (unit));
          g_autofree char *power = cp_format_power (cp_unit_get_power_w (unit));
          g_autofree char *price = cp_format_price (cp_unit_get_price_cents (unit));

          cp_cli_table_add_row (&table, cp_item_get_id (CP_ITEM (unit)),
                         cp_item_get_name (CP_ITEM (unit)),
                         cp_item_get_name (CP_ITEM (cp_unit_get_tier (unit))),
                         memory, power, price);
        }

      text = cp_cli_table_render (&table);
      g_ptr_array_unref (table.cells);
      g_string_append (out, text);
    }

  return print_text (out->str) ? 0 : 1;
}

/* The quote register, as a table or as JSON. */
static int
list_quotes (const Options *options)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = cp_cli_dup_register_listing (options->json, &error);

  if (text == NULL)
    return fail ("--list-quotes", "%s", error->message);

  return print_text (text) ? 0 : 1;
}

/* The models --size names, by id or name (cp_cli_find_model()), comma-separated. */
static gboolean
collect_named_models (CpCatalog      *catalog,
                      const Options  *options,
                      GPtrArray      *models,
                      int            *status)
{
  g_auto(GStrv) names = g_strsplit (options->size, ",", -1);

  /* An empty value splits into no names at all. */
  if (names[0] == NULL)
    {
      *status = fail ("--size", _("needs a model’s id or name (see --list-models)"));
      return FALSE;
    }

  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *name = g_strstrip (names[i]);
      g_autoptr(GError) error = NULL;
      CpModel *model;

      if (*name == '\0')
        {
          *status = fail ("--size", _("a model name is empty; separate names with one comma"));
          return FALSE;
        }

      model = cp_cli_find_model (catalog, name, &error);
      if (model == NULL)
        {
          *status = fail ("--size", "%s", error->message);
          return FALSE;
        }

      g_ptr_array_add (models, g_object_ref (model));
    }

  return TRUE;
}

/* A model of --params billion parameters at --precision. */
static gboolean
collect_params_model (const Options  *options,
                      GPtrArray      *models,
                      int            *status)
{
  g_autoptr(GError) error = NULL;
  CpPrecision precision;
  CpModel *model;
  double params_b;

  /* Read as the app writes numbers in the user's language, and nothing
   * else: no hex, no exponent, no "inf". */
  if (!cp_parse_number (options->params, &params_b, NULL))
    {
      g_autofree char *shown = cp_text_echo (options->params, -1);

      *status = fail ("--params", _("“%s” is not a number of billions of parameters"),
                      shown);
      return FALSE;
    }

  if (options->precision == NULL)
    {
      *status = fail ("--params", _("needs --precision (one of %s)"), CP_PRECISION_NAMES);
      return FALSE;
    }

  if (!cp_precision_from_string (options->precision, &precision))
    {
      g_autofree char *shown = cp_text_echo (options->precision, -1);

      *status = fail ("--precision", _("“%s” is not one of %s"),
                      shown, CP_PRECISION_NAMES);
      return FALSE;
    }

  model = cp_model_new_for_params (params_b, precision, &error);
  if (model == NULL)
    {
      *status = fail ("--params", "%s", error->message);
      return FALSE;
    }

  g_ptr_array_add (models, model);

  return TRUE;
}

static gboolean
collect_models (CpCatalog      *catalog,
                const Options  *options,
                GPtrArray      *models,
                int            *status)
{
  if (options->size != NULL && !collect_named_models (catalog, options, models, status))
    return FALSE;

  if (options->memory != NULL)
    {
      g_autoptr(GError) error = NULL;
      double gb;
      gint64 memory_mb;

      if (!cp_parse_number (options->memory, &gb, NULL))
        {
          g_autofree char *shown = cp_text_echo (options->memory, -1);

          *status = fail ("--memory", _("“%s” is not a number of gigabytes"), shown);
          return FALSE;
        }

      if (!cp_sizing_memory_from_gb (gb, &memory_mb, &error))
        {
          *status = fail ("--memory", "%s", error->message);
          return FALSE;
        }

      g_ptr_array_add (models, cp_model_new_for_memory (memory_mb));
    }

  if (options->imported != NULL)
    g_ptr_array_add (models, g_object_ref (options->imported));

  if (options->params != NULL && !collect_params_model (options, models, status))
    return FALSE;

  return TRUE;
}

static void
write_plan_json (CpJsonWriter *writer,
                 CpPlan       *plan)
{
  GListModel *models = cp_plan_get_models (plan);
  GListModel *builds = cp_plan_get_builds (plan);

  cp_json_writer_begin_object (writer);

  cp_json_writer_member (writer, "models");
  cp_json_writer_begin_array (writer);
  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModel) model = g_list_model_get_item (models, i);

      write_model_json (writer, model, FALSE);
    }
  cp_json_writer_end_array (writer);

  cp_json_writer_member (writer, "required_memory_gb");
  cp_json_writer_fixed (writer, cp_plan_get_required_mb (plan), CP_MB_PER_GB);

  cp_json_writer_member (writer, "builds");
  cp_json_writer_begin_array (writer);
  for (guint i = 0; i < g_list_model_get_n_items (builds); i++)
    {
      g_autoptr(CpBuild) build = g_list_model_get_item (builds, i);
      CpItem *tier = CP_ITEM (cp_build_get_tier (build));
      CpItem *unit = CP_ITEM (cp_build_get_unit (build));
      g_autofree char *comparison = cp_build_dup_power_comparison (build);
      g_autofree char *verdict = cp_build_dup_verdict (build);

      cp_json_writer_begin_object (writer);
      cp_json_writer_member (writer, "tier");
      cp_json_writer_string (writer, cp_item_get_id (tier));
      cp_json_writer_member (writer, "tier_name");
      cp_json_writer_string (writer, cp_item_get_name (tier));
      cp_json_writer_member (writer, "unit");
      cp_json_writer_string (writer, cp_item_get_id (unit));
      cp_json_writer_member (writer, "unit_name");
      cp_json_writer_string (writer, cp_item_get_name (unit));
      cp_json_writer_member (writer, "count");
      cp_json_writer_integer (writer, cp_build_get_count (build));
      cp_json_writer_member (writer, "gpus");
      cp_json_writer_integer (writer, cp_build_get_gpus (build));
      cp_json_writer_member (writer, "memory_gb");
      cp_json_writer_fixed (writer, cp_build_get_memory_mb (build), CP_MB_PER_GB);
      cp_json_writer_member (writer, "usable_memory_gb");
      cp_json_writer_fixed (writer, cp_build_get_usable_memory_mb (build), CP_MB_PER_GB);
      cp_json_writer_member (writer, "pooled");
      cp_json_writer_boolean (writer, cp_build_get_pooled (build));
      cp_json_writer_member (writer, "fits");
      cp_json_writer_boolean (writer, cp_build_get_fits (build));
      cp_json_writer_member (writer, "verdict");
      cp_json_writer_string (writer, verdict);
      cp_json_writer_member (writer, "power_w");
      cp_json_writer_integer (writer, cp_build_get_power_w (build));
      cp_json_writer_member (writer, "power_comparison");
      cp_json_writer_string (writer, comparison);
      cp_json_writer_member (writer, "price_usd");
      cp_json_writer_fixed (writer, cp_build_get_price_cents (build), 100);
      cp_json_writer_member (writer, "recommendable");
      cp_json_writer_boolean (writer, cp_build_get_recommendable (build));
      cp_json_writer_member (writer, "recommended");
      cp_json_writer_boolean (writer, cp_build_get_recommended (build));
      cp_cli_workload_write_json (writer, build);
      cp_cli_site_write_json (writer, build);
      cp_json_writer_end_object (writer);
    }
  cp_json_writer_end_array (writer);

  cp_json_writer_end_object (writer);
}

static char *
plan_to_text (CpPlan         *plan,
              CpPlanWorkload *workload)
{
  GListModel *builds = cp_plan_get_builds (plan);
  guint n_models = g_list_model_get_n_items (cp_plan_get_models (plan));
  g_autofree char *names = cp_plan_dup_models_title (plan);
  g_autofree char *required = cp_format_memory (cp_plan_get_required_mb (plan));
  GString *out = g_string_new (NULL);
  CpBuild *recommended = cp_plan_get_recommended (plan);

  /* One model or several: two messages, not a plural by count, since a
   * language with one plural form still tells them apart. */
  g_string_append_printf (out,
                          n_models == 1
                          /* TRANSLATORS: e.g. "DeepSeek V4 Pro needs at least 1,920 GB of GPU memory." */
                          ? _("%s needs at least %s of GPU memory.")
                          /* TRANSLATORS: e.g. "DeepSeek V4 Pro and GLM 5.2 Max need at least
                           * 2,823.6 GB of GPU memory together." */
                          : _("%s need at least %s of GPU memory together."),
                          names, required);
  g_string_append_c (out, '\n');
  if (workload != NULL)
    cp_cli_workload_append_header (out, workload);

  for (guint i = 0; i < g_list_model_get_n_items (builds); i++)
    {
      g_autoptr(CpBuild) build = g_list_model_get_item (builds, i);
      g_autofree char *title = cp_build_dup_title (build);
      g_autofree char *verdict = cp_build_dup_verdict (build);
      g_autofree char *power = cp_format_power (cp_build_get_power_w (build));
      g_autofree char *comparison = cp_build_dup_power_comparison (build);
      g_autofree char *price = cp_format_price (cp_build_get_price_cents (build));
      const char *tier = cp_item_get_name (CP_ITEM (cp_build_get_tier (build)));
      const char *mark = cp_build_badge_get_mark (cp_build_get_badge (build));

      g_string_append_printf (out, "\n%s: %s (%s)\n", tier, title, mark);
      g_string_append_printf (out, "  %s %s\n", _("Memory:"), verdict);
      if (comparison != NULL)
        g_string_append_printf (out, "  %s %s, %s\n", _("Power: "), power, comparison);
      else
        g_string_append_printf (out, "  %s %s\n", _("Power: "), power);
      g_string_append_printf (out, "  %s %s\n", _("Price: "), price);
      cp_cli_workload_append_build (out, build);
    }

  g_string_append_c (out, '\n');
  if (recommended != NULL)
    {
      g_autofree char *title = cp_build_dup_title (recommended);

      g_string_append_printf (out, _("Recommended: %s, %s."),
                              cp_item_get_name (CP_ITEM (cp_build_get_tier (recommended))), title);
    }
  else
    g_string_append (out, _("No recommendable build in this catalog can run it."));
  g_string_append_c (out, '\n');
  g_string_append (out, _("Memory, power and price add up; speed does not. No speed claims are made from these totals."));
  g_string_append_c (out, '\n');

  return g_string_free (out, FALSE);
}

/* Prints the launch recipe of the chosen build's models. */
static int
print_recipe (CpPlan             *plan,
              const CpCliExports *exports)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *recipe = NULL;
  CpBuild *build;

  build = cp_cli_exports_pick_build (plan, exports, NULL, &error);
  if (build == NULL)
    return fail ("--recipe", "%s", error->message);

  recipe = cp_cli_workload_dup_recipe (build, &error);
  if (recipe == NULL)
    return fail ("--recipe", "%s", error->message);

  return print_text (recipe) ? 0 : 1;
}

/* The models to size: the plan's (--plan), or the sizing options'. */
static gboolean
collect_run_models (CpCatalog     *catalog,
                    const Options *options,
                    GPtrArray     *models,
                    int           *status)
{
  g_autoptr(GError) error = NULL;

  if (options->plan == NULL)
    return collect_models (catalog, options, models, status);

  if (!cp_cli_plan_collect (options->plan, catalog, options->workload, options->weights != NULL,
                            models, &error))
    {
      *status = fail (NULL, "%s", error->message);
      return FALSE;
    }

  return TRUE;
}

/* A deployment check (cp-cli-check.c): one model, --unit and vLLM's
 * layout options. */
static int
check_deployment (CpCatalog     *catalog,
                  const Options *options,
                  GVariantDict  *dict,
                  const char    *option)
{
  g_autoptr(GPtrArray) models = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  const char *what = NULL;
  int status = 1;

  if (!g_variant_dict_contains (dict, "unit"))
    {
      g_autofree char *named = g_strconcat ("--", option, NULL);

      return fail (named, _("goes with --unit"));
    }
  if (options->plan != NULL || options->tier != NULL || options->export_quote != NULL ||
      options->preview_quote != NULL ||
      options->export_diagram != NULL || options->save_plan != NULL || options->recipe ||
      options->memory != NULL || options->params != NULL)
    return fail ("--unit", _("goes with one model (--size or --model-config), --context and "
                             "vLLM's layout options only"));

  if (!collect_run_models (catalog, options, models, &status))
    return status;
  if (models->len != 1)
    return fail ("--unit", _("checks one model at a time"));

  text = cp_cli_check_run (dict, catalog, models->pdata[0], options->workload, options->json,
                           &what, &error);
  if (text == NULL)
    return fail (what, "%s", error->message);

  return print_text (text) ? 0 : 1;
}

static int
size_builds (CpCatalog     *catalog,
             const Options *options)
{
  g_autoptr(GPtrArray) models = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(CpPlanner) planner = NULL;
  g_autoptr(CpPlan) plan = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  const char *tier = options->tier;
  g_auto(CpCliExports) exports = { 0 };
  const char *what = NULL;
  int status = 1;

  if (!collect_run_models (catalog, options, models, &status))
    return status;

  planner = cp_planner_new (catalog);
  plan = cp_planner_plan_with_workload (planner, (CpModel **) models->pdata, models->len,
                                        options->workload, &error);
  if (plan == NULL)
    return fail (_("sizing"), "%s", error->message);

  if (options->tier != NULL && cp_plan_find_build (plan, options->tier) == NULL)
    {
      g_autofree char *shown = cp_text_echo (options->tier, -1);
      g_autofree char *title = cp_catalog_dup_title (catalog);

      return fail ("--tier", _("no tier “%s” with units in %s"), shown, title);
    }

  if (!cp_cli_workload_check_servable (plan, options->workload, &what, &error))
    return fail (what, "%s", error->message);
  /* A saved plan's build is the one its exports are of. */
  if (options->plan != NULL)
    {
      cp_cli_plan_report_changes (options->plan, catalog, plan);
      if (tier == NULL)
        tier = cp_cli_plan_pick_tier (options->plan, plan);
    }

  exports = (CpCliExports) { tier, options->export_quote, options->export_diagram, options->plan,
                             options->dict, !options->json && !options->recipe, NULL,
                             options->preview_quote };
  if (!cp_cli_exports_check (catalog, plan, &exports, &what, &error) ||
      (options->save_plan != NULL &&
       !cp_file_check_writable_path (options->save_plan, G_IO_ERROR, G_IO_ERROR_FAILED, &error) &&
       (what = "--save-plan")) ||
      !cp_cli_exports_write (plan, &exports, &what, &error))
    return fail (what, "%s", error->message);

  if (options->save_plan != NULL &&
      !cp_cli_plan_save (options->save_plan, options->plan, catalog, plan, models,
                         options->workload, options->weights, tier, &error))
    return fail ("--save-plan", "%s", error->message);

  if (options->recipe)
    return print_recipe (plan, &exports);

  if (options->json)
    {
      g_autoptr(CpJsonWriter) writer = cp_json_writer_new ();

      write_plan_json (writer, plan);
      text = cp_json_writer_steal (g_steal_pointer (&writer));
    }
  else
    text = options->site ? cp_cli_site_dup_table (plan) : plan_to_text (plan, options->workload);

  return print_text (text) ? 0 : 1;
}

static void
read_options (GVariantDict *dict,
              Options      *options)
{
  g_variant_dict_lookup (dict, "catalog", "^&ay", &options->catalog);
  g_variant_dict_lookup (dict, "size", "&s", &options->size);
  g_variant_dict_lookup (dict, "memory", "&s", &options->memory);
  g_variant_dict_lookup (dict, "params", "&s", &options->params);
  g_variant_dict_lookup (dict, "precision", "&s", &options->precision);
  g_variant_dict_lookup (dict, "tier", "&s", &options->tier);
  g_variant_dict_lookup (dict, "export-quote", "^&ay", &options->export_quote);
  g_variant_dict_lookup (dict, "preview-quote", "^&ay", &options->preview_quote);
  options->dict = dict;
  g_variant_dict_lookup (dict, "export-diagram", "^&ay", &options->export_diagram);
  g_variant_dict_lookup (dict, "plan", "^&ay", &options->plan_file);
  g_variant_dict_lookup (dict, "save-plan", "^&ay", &options->save_plan);
  g_variant_dict_lookup (dict, "weights", "&s", &options->weights);
  g_variant_dict_lookup (dict, "list-models", "b", &options->list_models);
  g_variant_dict_lookup (dict, "list-units", "b", &options->list_units);
  g_variant_dict_lookup (dict, "list-quotes", "b", &options->list_quotes);
  g_variant_dict_lookup (dict, "json", "b", &options->json);
  g_variant_dict_lookup (dict, "version", "b", &options->version);
  g_variant_dict_lookup (dict, "recipe", "b", &options->recipe);
  g_variant_dict_lookup (dict, "site", "b", &options->site);
}

/* The option that does not go with the others, and *@why; NULL when they
 * all go together. */
static char *
dup_misplaced_option (const Options  *options,
                      GVariantDict   *dict,
                      gboolean        sizing,
                      gboolean        listing,
                      const char    **why)
{
  const char *workload = NULL;
  const char *export = options->tier != NULL ? "--tier" :
                       options->export_quote != NULL ? "--export-quote" :
                       options->preview_quote != NULL ? "--preview-quote" :
                       options->export_diagram != NULL ? "--export-diagram" : NULL;
  const char *needs_sizing = _("needs a sizing option: --size, --memory or --params");
  const char *what = NULL;

  if (cp_cli_workload_has_options (dict, &workload) && !sizing)
    {
      *why = needs_sizing;
      return g_strconcat ("--", workload, NULL);
    }

  /* The register needs no catalog: only --json goes with it. */
  if (options->list_quotes && (sizing || listing || options->catalog != NULL ||
                               options->precision != NULL || export != NULL ||
                               options->save_plan != NULL))
    {
      what = "--list-quotes";
      *why = _("only goes with --json");
    }
  else if (options->list_quotes)
    return NULL;
  else if (options->json && !sizing && !listing)
    {
      what = "--json";
      *why = _("goes with --size, --memory, --params, --list-models, --list-units or "
               "--list-quotes");
    }
  else if (sizing && listing)
    {
      what = options->list_models ? "--list-models" : "--list-units";
      *why = _("cannot be combined with --size, --memory or --params");
    }
  else if ((export != NULL || options->save_plan != NULL || options->site) && !sizing)
    {
      what = export != NULL ? export : options->site ? "--site" : "--save-plan";
      *why = export != NULL ? needs_sizing
                            : _("needs a sizing option: --size, --memory, --params or --plan");
    }
  else if (options->precision != NULL && options->params == NULL)
    {
      what = "--precision";
      *why = _("only goes with --params");
    }
  else if (cp_cli_exports_misplaced (dict, options->export_quote || options->preview_quote, &what, why))
    ;
  else if (options->tier != NULL && options->export_quote == NULL && options->preview_quote == NULL &&
           options->export_diagram == NULL && !options->recipe)
    {
      what = "--tier";
      *why = _("only goes with --export-quote, --export-diagram or --recipe");
    }

  return g_strdup (what);
}

/**
 * cp_cli_run:
 * @options: the parsed command-line options
 *
 * Runs what the options ask for, headless.
 *
 * Returns: the exit status, or %CP_CLI_CONTINUE when the options ask for
 *   the window (no option, or only --catalog).
 */
int
cp_cli_run (GVariantDict *dict)
{
  g_autoptr(CpCatalog) catalog = NULL;
  g_autoptr(CpPlanWorkload) workload = NULL;
  g_autoptr(CpModel) imported = NULL;
  g_autoptr(CpPlanDocument) plan = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *misplaced = NULL;
  g_autofree char *repeated = NULL;
  Options options = { 0 };
  const char *what = NULL;
  const char *why = NULL;
  gboolean sizing, listing;

  g_return_val_if_fail (dict != NULL, 1);

  if (!cp_cli_options_normalize (dict, &repeated, &error))
    return fail (repeated, "%s", error->message);
  read_options (dict, &options);
  options.dict = dict;

  /* A pasted vLLM command line stands for options of this one: read with
   * the catalog it names its model from, before anything else reads them. */
  if (g_variant_dict_contains (dict, "vllm-command"))
    {
      if (!cp_cli_check_apply_vllm_command (dict, options.catalog, &what, &error))
        return fail (what, "%s", error->message);
      read_options (dict, &options);
    }

  if (options.version)
    {
      g_autofree char *text = g_strdup_printf ("%s %s\n", PACKAGE_NAME, PACKAGE_VERSION);

      return print_text (text) ? 0 : 1;
    }

  sizing = options.size != NULL || options.memory != NULL || options.params != NULL ||
           g_variant_dict_contains (dict, "model-config");
  listing = options.list_models || options.list_units;

  /* A plan brings its own models. */
  if (options.plan_file != NULL && sizing)
    return fail ("--plan", _("cannot be combined with --size, --memory, --params or "
                             "--model-config"));
  sizing = sizing || options.plan_file != NULL;

  misplaced = dup_misplaced_option (&options, dict, sizing, listing, &why);
  if (misplaced != NULL)
    return fail (misplaced, "%s", why);

  if (options.list_quotes)
    return list_quotes (&options);
  {
    const char *option = NULL;

    if (cp_cli_check_has_options (dict, &option) && (!sizing || listing))
      {
        g_autofree char *named = g_strconcat ("--", option, NULL);

        return fail (named, _("needs one model: --size or --model-config, with --context"));
      }
  }
  if (!sizing && !listing)
    return CP_CLI_CONTINUE;

  /* A plan is read first, so that its workload is checked with the
   * options' own messages; any other file once the options are. */
  if (!cp_cli_plan_read_workload (dict, options.plan_file, &plan, &workload, &what, &error) ||
      !cp_cli_workload_import_model (dict, &imported, &what, &error))
    return fail (what, "%s", error->message);
  options.plan = plan;
  options.workload = workload;
  options.imported = imported;

  if (options.catalog != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (options.catalog);

      catalog = cp_catalog_new_from_file (file, &error);
    }
  else
    catalog = cp_catalog_new_builtin (&error);

  if (catalog == NULL)
    return fail (NULL, "%s", error->message);

  if (listing)
    return list_models_and_units (catalog, &options);

  {
    const char *option = NULL;

    if (cp_cli_check_has_options (dict, &option))
      return check_deployment (catalog, &options, dict, option);
  }

  return size_builds (catalog, &options);
}
