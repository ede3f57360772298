/* cp-cli-plan.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-catalog.h"
#include "cp-cli-plan.h"
#include "cp-cli-workload.h"
#include "cp-file-io.h"
#include "cp-plan-document.h"
#include "cp-planner.h"

/* Plan files on the command line (docs/plan.md). A plan is read before
 * anything else, so that its workload can be checked with the options'
 * own messages; its models are then found in the catalog, in its order,
 * custom ones under the id "custom" as --memory and --params give them,
 * so that a plan saved by --save-plan sizes to the very same JSON. */

/**
 * cp_cli_plan_read:
 * @filename: --plan's file, as given
 *
 * Returns: (transfer full) (nullable): the plan, or %NULL and a one-line
 *   error naming the file.
 */
CpPlanDocument *
cp_cli_plan_read (const char  *filename,
                  GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (filename);

  return cp_plan_document_new_from_file (file, error);
}

/* Copies the option @key of @options into @merged, or else the plan's
 * @value. */
static void
merge (GVariantDict *merged,
       GVariantDict *options,
       const char   *key,
       const char   *value)
{
  g_autoptr(GVariant) given = g_variant_dict_lookup_value (options, key, G_VARIANT_TYPE_STRING);

  if (given != NULL)
    g_variant_dict_insert_value (merged, key, given);
  else if (value != NULL)
    g_variant_dict_insert (merged, key, "s", value);
}

/**
 * cp_cli_plan_merge_workload:
 * @options: the command line's options
 * @document: the plan of --plan
 *
 * The workload options as cp_cli_workload_from_options() reads them: each
 * one given on the command line, else the plan's. So --users=32 with a
 * plan of 16 users at 32,768 tokens sizes 32 users at 32,768 tokens.
 *
 * Returns: (transfer full): the workload's options.
 */
GVariantDict *
cp_cli_plan_merge_workload (GVariantDict   *options,
                            CpPlanDocument *document)
{
  GVariantDict *merged = g_variant_dict_new (NULL);
  g_autofree char *context = NULL;
  g_autofree char *users = NULL;
  g_autofree char *weights = NULL;
  const char *kv_cache = NULL;
  CpWeightFormat format;
  CpWorkload workload;

  if (cp_plan_document_get_workload (document, &workload))
    {
      context = g_strdup_printf ("%" G_GINT64_FORMAT, workload.context_tokens);
      users = g_strdup_printf ("%" G_GINT64_FORMAT, workload.users);
      kv_cache = cp_kv_cache_to_string (workload.kv_cache);
      if (cp_plan_document_get_default_weights (document, &format))
        weights = cp_weight_format_to_string (&format);
    }

  merge (merged, options, "context", context);
  merge (merged, options, "users", users);
  merge (merged, options, "kv-cache", kv_cache);
  merge (merged, options, "weights", weights);
  /* A switch: on when given, or when the plan has it on. */
  if (g_variant_dict_contains (options, "allow-pcie-split") ||
      cp_plan_document_get_allow_pcie_split (document))
    g_variant_dict_insert (merged, "allow-pcie-split", "b", TRUE);

  return merged;
}

/**
 * cp_cli_plan_read_workload:
 * @options: the command line's options
 * @filename: (nullable): --plan's file, or %NULL
 * @document: (out) (transfer full): the plan of @filename, or %NULL
 * @workload: (out) (transfer full) (nullable): the workload to size for
 * @what: (out): on failure, the option at fault, or %NULL when the error
 *   names a file
 *
 * Reads the plan of --plan, then the workload: each workload option given,
 * else the plan's figure (cp_cli_plan_merge_workload()).
 */
gboolean
cp_cli_plan_read_workload (GVariantDict     *options,
                           const char       *filename,
                           CpPlanDocument  **document,
                           CpPlanWorkload  **workload,
                           const char      **what,
                           GError          **error)
{
  g_autoptr(GVariantDict) merged = NULL;

  *document = NULL;
  *workload = NULL;
  *what = NULL;

  if (filename != NULL)
    {
      *document = cp_cli_plan_read (filename, error);
      if (*document == NULL)
        return FALSE;
      merged = cp_cli_plan_merge_workload (options, *document);
    }

  return cp_cli_workload_from_options (merged != NULL ? merged : options, workload, what, error);
}

/**
 * cp_cli_plan_collect:
 * @workload: (nullable): the workload to size for, or %NULL
 * @weights_given: whether --weights was, which then holds for every model
 * @models: where the plan's chosen models go, in its order
 *
 * Finds the plan's models in @catalog, and gives @workload each model's
 * weights as the plan serves them.
 */
gboolean
cp_cli_plan_collect (CpPlanDocument  *document,
                     CpCatalog       *catalog,
                     CpPlanWorkload  *workload,
                     gboolean         weights_given,
                     GPtrArray       *models,
                     GError         **error)
{
  g_autoptr(CpPlanWorkload) planned = NULL;

  if (!cp_plan_document_resolve (document, catalog, TRUE, "custom", models, &planned, error))
    return FALSE;

  if (models->len == 0)
    {
      g_set_error (error, CP_FILE_ERROR, CP_FILE_ERROR_MISSING,
                   _("%s: models: the plan has no model chosen"),
                   cp_plan_document_get_display_name (document));
      return FALSE;
    }

  if (workload == NULL || planned == NULL || weights_given)
    return TRUE;

  for (guint i = 0; i < models->len; i++)
    {
      CpWeightFormat format;

      if (cp_plan_workload_get_weights (planned, models->pdata[i], &format))
        cp_plan_workload_set_weights (workload, cp_item_get_id (CP_ITEM (models->pdata[i])),
                                      &format);
    }

  return TRUE;
}

/* The build the plan picked, when @plan has one of its tier; else NULL
 * (the recommended one). */
const char *
cp_cli_plan_pick_tier (CpPlanDocument *document,
                       CpPlan         *plan)
{
  const char *tier = cp_plan_document_get_selected_tier (document);

  return tier != NULL && cp_plan_find_build (plan, tier) != NULL ? tier : NULL;
}

/* Says on stderr, when the catalog is not the one the plan was made with,
 * what changed for it. The run goes on: the plan is sized with @catalog. */
void
cp_cli_plan_report_changes (CpPlanDocument *document,
                            CpCatalog      *catalog,
                            CpPlan         *plan)
{
  const char *file = cp_plan_document_get_display_name (document);
  g_auto(GStrv) changes = NULL;
  g_autofree char *made_with = NULL;
  g_autofree char *sized_with = NULL;

  if (cp_plan_document_same_catalog (document, catalog))
    return;

  made_with = cp_plan_document_dup_catalog_title (document);
  /* TRANSLATORS: e.g. "cluster-planner: a.clusterplan: made with the built-in
   * catalog of 1 December 2026, sized with the catalog shop.json" */
  sized_with = cp_catalog_dup_title (catalog);
  g_printerr (_("%s: %s: made with %s, sized with %s\n"), PACKAGE_NAME, file, made_with,
              sized_with);

  changes = cp_plan_document_dup_changes (document, catalog, plan);
  for (guint i = 0; changes[i] != NULL; i++)
    g_printerr ("%s: %s: %s\n", PACKAGE_NAME, file, changes[i]);
}

/* The plan a run describes: the --plan file's models (with the
 * catalog's figures of now), or the models of the sizing options. */
static CpPlanDocument *
describe (CpPlanDocument       *read,
          CpCatalog            *catalog,
          GPtrArray            *models,
          const CpWeightFormat *weights)
{
  CpPlanDocument *document = cp_plan_document_new ();

  cp_plan_document_set_catalog (document, catalog);
  if (read == NULL)
    {
      for (guint i = 0; i < models->len; i++)
        {
          CpModel *model = models->pdata[i];

          /* An imported model keeps its name; one of --memory or --params
           * is named after its size by whoever reads the plan. */
          cp_plan_document_add_model (document, model,
                                      cp_model_get_architecture (model) != NULL
                                      ? cp_item_get_name (CP_ITEM (model)) : NULL,
                                      TRUE, NULL);
        }
      return document;
    }

  for (guint i = 0; i < cp_plan_document_get_n_models (read); i++)
    {
      CpModel *model = cp_plan_document_get_model (read, i);
      gboolean chosen = cp_plan_document_get_chosen (read, i);
      CpWeightFormat own;
      gboolean has_own = weights == NULL && cp_plan_document_get_weights (read, i, &own);

      if (cp_model_get_custom (model))
        cp_plan_document_add_model (document, model, cp_plan_document_get_given_name (read, i),
                                    chosen, has_own ? &own : NULL);
      else if (chosen)
        cp_plan_document_add_model (document,
                                    cp_catalog_find_model (catalog,
                                                           cp_item_get_id (CP_ITEM (model))),
                                    NULL, TRUE, has_own ? &own : NULL);
    }
  /* Who the plan is for, whole: the contact, address and e-mail too. */
  for (CpPlanCustomerField field = 0; field < CP_PLAN_CUSTOMER_N_FIELDS; field++)
    cp_plan_document_set_customer_field (document, field,
                                         cp_plan_document_get_customer_field (read, field));

  return document;
}

/**
 * cp_cli_plan_save:
 * @filename: --save-plan's file
 * @document: (nullable): the plan of --plan, or %NULL
 * @models: the models sized
 * @workload: (nullable): the workload sized for
 * @weights: (nullable): --weights, which holds for every model
 * @tier: (nullable): the tier whose build is picked, or %NULL for the
 *   recommended one
 *
 * Writes the plan the run describes, replacing @filename whole.
 */
gboolean
cp_cli_plan_save (const char      *filename,
                  CpPlanDocument  *document,
                  CpCatalog       *catalog,
                  CpPlan          *plan,
                  GPtrArray       *models,
                  CpPlanWorkload  *workload,
                  const char      *weights,
                  const char      *tier,
                  GError         **error)
{
  g_autoptr(CpPlanDocument) described = NULL;
  CpWeightFormat format;
  gboolean has_weights = FALSE;
  CpBuild *build;

  if (weights != NULL)
    has_weights = cp_weight_format_from_string (weights, &format);
  else if (document != NULL)
    has_weights = cp_plan_document_get_default_weights (document, &format);

  described = describe (document, catalog, models, weights != NULL ? &format : NULL);
  cp_plan_document_set_workload (described, workload, has_weights ? &format : NULL);
  cp_plan_document_set_plan (described, plan);
  build = tier != NULL ? cp_plan_find_build (plan, tier) : cp_plan_get_recommended (plan);
  if (build != NULL)
    cp_plan_document_set_selected_tier (described,
                                        cp_item_get_id (CP_ITEM (cp_build_get_tier (build))));

  return cp_plan_document_save (described, filename, error);
}
