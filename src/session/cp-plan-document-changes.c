/* cp-plan-document-changes.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-plan-document"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cp-build-words.h"
#include "cp-format.h"
#include "cp-plan-document-private.h"
#include "cp-text.h"

/* A plan document against the catalog it is opened with: whether it is
 * the same catalog, and the figures that changed since the plan was made
 * (docs/plan.md, "Opening a plan"); and the title messages give a plan
 * file. */

/* Whether @catalog is the very catalog the plan was made with. */
gboolean
cp_plan_document_same_catalog (CpPlanDocument *self,
                               CpCatalog      *catalog)
{
  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (self), FALSE);
  g_return_val_if_fail (CP_IS_CATALOG (catalog), FALSE);

  return self->catalog_sha256 != NULL &&
         g_strcmp0 (self->catalog_sha256, cp_catalog_get_checksum (catalog)) == 0;
}

/**
 * cp_plan_document_dup_file_title:
 * @file: (nullable): a plan file, or %NULL for a plan never saved
 *
 * Returns: the plan's name as people read it: its file's name, or
 *   "Untitled Plan".
 */
char *
cp_plan_document_dup_file_title (GFile *file)
{
  g_autofree char *path = NULL;
  g_autofree char *title = NULL;
  g_autofree char *fit = NULL;

  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  if (file == NULL)
    return g_strdup (_("Untitled Plan"));

  path = g_file_get_path (file);
  if (path != NULL)
    title = g_filename_display_basename (path);
  else
    {
      /* A location that is no local file (an http:// one, read back from
       * a draft) may have no basename: its parse name says what it is. */
      g_autofree char *basename = g_file_get_basename (file);

      title = basename != NULL ? g_filename_display_name (basename) : g_file_get_parse_name (file);
    }

  /* One clean line of bounded length, whatever the file is called. */
  fit = cp_text_fit_name (title, -1, CP_TEXT_NAME_MAX);

  return fit != NULL ? g_steal_pointer (&fit) : g_strdup (_("Untitled Plan"));
}

/* "NVIDIA DGX H100: $199,000 → $210,000", one line per figure changed. */
static void
add_change (GPtrArray  *changes,
            const char *name,
            char       *before,
            char       *after)
{
  /* TRANSLATORS: a figure that changed since a plan was saved, e.g.
   * "NVIDIA DGX H100: $199,000 → $210,000" */
  g_ptr_array_add (changes, g_strdup_printf (_("%s: %s → %s"), name, before, after));
  g_free (before);
  g_free (after);
}

static void
add_unit_changes (CpPlanDocument *self,
                  CpCatalog      *catalog,
                  GPtrArray      *changes)
{
  for (guint i = 0; i < self->units->len; i++)
    {
      CpPlanUnitRecord *record = self->units->pdata[i];
      CpUnit *unit = cp_catalog_find_unit (catalog, record->id);

      if (unit == NULL)
        {
          /* TRANSLATORS: a unit a plan's build used, e.g.
           * "NVIDIA DGX H100: not in this catalog" */
          g_ptr_array_add (changes, g_strdup_printf (_("%s: not in this catalog"), record->name));
          continue;
        }

      if (cp_unit_get_price_cents (unit) != record->price_cents)
        add_change (changes, record->name, cp_format_price (record->price_cents),
                    cp_format_price (cp_unit_get_price_cents (unit)));
      if (cp_unit_get_power_w (unit) != record->power_w)
        add_change (changes, record->name, cp_format_power (record->power_w),
                    cp_format_power (cp_unit_get_power_w (unit)));
      if (cp_unit_get_memory_mb (unit) != record->memory_mb)
        add_change (changes, record->name, cp_format_memory (record->memory_mb),
                    cp_format_memory (cp_unit_get_memory_mb (unit)));
    }
}

static void
add_model_changes (CpPlanDocument *self,
                   CpCatalog      *catalog,
                   GPtrArray      *changes)
{
  for (guint i = 0; i < self->entries->len; i++)
    {
      CpPlanEntry *entry = self->entries->pdata[i];
      CpModel *model;

      if (cp_model_get_custom (entry->model))
        continue;

      model = cp_catalog_find_model (catalog, entry->id);
      if (model != NULL &&
          cp_model_get_min_memory_mb (model) != cp_model_get_min_memory_mb (entry->model))
        add_change (changes, cp_item_get_name (CP_ITEM (model)),
                    cp_format_memory (cp_model_get_min_memory_mb (entry->model)),
                    cp_format_memory (cp_model_get_min_memory_mb (model)));
    }
}

/* "3 × NVIDIA DGX H100", of a build as the plan recorded it. */
static char *
dup_record_title (CpPlanDocument    *self,
                  CpPlanBuildRecord *record)
{
  CpPlanUnitRecord *unit = _cp_plan_document_find_unit_record (self, record->unit);
  g_autofree char *count = cp_format_integer (record->count);

  /* TRANSLATORS: a build, e.g. "3 × NVIDIA DGX H100" */
  return g_strdup_printf (_("%s × %s"), count, unit != NULL ? unit->name : record->unit);
}

static void
add_build_changes (CpPlanDocument *self,
                   CpCatalog      *catalog,
                   CpPlan         *plan,
                   GPtrArray      *changes)
{
  for (guint i = 0; i < self->builds->len; i++)
    {
      CpPlanBuildRecord *record = self->builds->pdata[i];
      CpBuild *build = plan != NULL ? cp_plan_find_build (plan, record->tier) : NULL;
      CpTier *tier = cp_catalog_find_tier (catalog, record->tier);
      const char *tier_name = tier != NULL ? cp_item_get_name (CP_ITEM (tier)) : record->tier;

      if (build == NULL)
        {
          /* TRANSLATORS: a tier a plan had a build in, e.g.
           * "Growth Build: no build in this catalog" */
          g_ptr_array_add (changes, g_strdup_printf (_("%s: no build in this catalog"), tier_name));
          continue;
        }

      if (cp_build_get_count (build) != record->count ||
          !g_str_equal (cp_item_get_id (CP_ITEM (cp_build_get_unit (build))), record->unit))
        add_change (changes, tier_name, dup_record_title (self, record), cp_build_dup_title (build));
    }
}

/**
 * cp_plan_document_dup_changes:
 * @catalog: the catalog the plan is opened with
 * @plan: (nullable): the builds made now for the plan's models
 *
 * What differs for this plan between the catalog it was made with and
 * @catalog: the units' price, power and memory, the models' minimum
 * memory, and the builds of each tier. Empty when nothing does (always
 * so for the same catalog).
 *
 * Returns: (transfer full): one line per change
 */
GStrv
cp_plan_document_dup_changes (CpPlanDocument *self,
                              CpCatalog      *catalog,
                              CpPlan         *plan)
{
  g_autoptr(GPtrArray) changes = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (self), NULL);
  g_return_val_if_fail (CP_IS_CATALOG (catalog), NULL);

  if (!cp_plan_document_same_catalog (self, catalog))
    {
      add_unit_changes (self, catalog, changes);
      add_model_changes (self, catalog, changes);
      add_build_changes (self, catalog, plan, changes);
    }
  g_ptr_array_add (changes, NULL);

  return (GStrv) g_ptr_array_free (g_steal_pointer (&changes), FALSE);
}
