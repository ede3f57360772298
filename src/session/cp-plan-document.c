/* cp-plan-document.c
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

/* What a .clusterplan file holds (docs/plan.md): the models (the
 * catalog's by id, custom ones in full), the workload, the build picked,
 * the customer, and which catalog the plan was made with, with the
 * figures of the units its builds used, so that a plan opened with another
 * catalog can say what changed. A document is filled in from a session or
 * the command line, or read from a file (cp-plan-document-reader.c), and
 * then only read; cp-plan-document-writer.c writes it, and
 * cp-plan-document-changes.c compares it with the catalog it is opened
 * with. */

G_DEFINE_FINAL_TYPE (CpPlanDocument, cp_plan_document, G_TYPE_OBJECT)
G_DEFINE_QUARK (cp-plan-document-error-quark, cp_plan_document_error)

static void
entry_free (gpointer data)
{
  CpPlanEntry *entry = data;

  g_free (entry->id);
  g_clear_object (&entry->model);
  g_free (entry->given_name);
  g_free (entry);
}

static void
build_record_free (gpointer data)
{
  CpPlanBuildRecord *record = data;

  g_free (record->tier);
  g_free (record->unit);
  g_free (record);
}

static void
unit_record_free (gpointer data)
{
  CpPlanUnitRecord *record = data;

  g_free (record->id);
  g_free (record->name);
  g_free (record);
}

static void
cp_plan_document_finalize (GObject *object)
{
  CpPlanDocument *self = (CpPlanDocument *) object;

  g_free (self->display_name);
  g_free (self->catalog_name);
  g_free (self->catalog_date);
  g_free (self->catalog_sha256);
  g_hash_table_unref (self->ids);
  g_ptr_array_unref (self->entries);
  g_free (self->selected_tier);
  for (guint i = 0; i < CP_PLAN_CUSTOMER_N_FIELDS; i++)
    g_free (self->customer[i]);
  g_ptr_array_unref (self->builds);
  g_ptr_array_unref (self->units);

  G_OBJECT_CLASS (cp_plan_document_parent_class)->finalize (object);
}

static void
cp_plan_document_class_init (CpPlanDocumentClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = cp_plan_document_finalize;
}

static void
cp_plan_document_init (CpPlanDocument *self)
{
  self->entries = g_ptr_array_new_with_free_func (entry_free);
  self->ids = g_hash_table_new (g_str_hash, g_str_equal);
  self->next_custom = 1;
  self->builds = g_ptr_array_new_with_free_func (build_record_free);
  self->units = g_ptr_array_new_with_free_func (unit_record_free);
}

/* An empty plan: no catalog, no model. */
CpPlanDocument *
cp_plan_document_new (void)
{
  return g_object_new (CP_TYPE_PLAN_DOCUMENT, NULL);
}

/**
 * cp_plan_document_set_catalog:
 * @catalog: the catalog the plan is made with
 *
 * Records which catalog it is: "built-in" or its file's name, its date
 * and the SHA-256 of its bytes.
 */
void
cp_plan_document_set_catalog (CpPlanDocument *self,
                              CpCatalog      *catalog)
{
  GFile *file;
  g_autofree char *name = NULL;

  g_return_if_fail (CP_IS_PLAN_DOCUMENT (self));
  g_return_if_fail (CP_IS_CATALOG (catalog));

  file = cp_catalog_get_file (catalog);
  if (file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);

      /* In UTF-8 whatever the file system's encoding. */
      name = g_filename_display_name (basename);
    }
  cp_plan_document_set_catalog_identity (self, name != NULL ? name : "built-in",
                                         cp_catalog_get_date (catalog),
                                         cp_catalog_get_checksum (catalog));
}

/* Whether @text is a SHA-256 as a plan keeps it: 64 lowercase hex digits. */
gboolean
_cp_plan_document_is_sha256 (const char *text)
{
  if (strlen (text) != 64)
    return FALSE;

  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p) && !(*p >= 'a' && *p <= 'f'))
      return FALSE;

  return TRUE;
}

/**
 * cp_plan_document_set_catalog_identity:
 * @name: "built-in", or the name of the catalog's file
 * @date: (nullable): the catalog's date ("2026-12-01")
 * @sha256: (nullable): the SHA-256 of its bytes, as 64 lowercase hex digits
 *
 * Which catalog the plan was made with, for a plan made without that
 * catalog at hand (one read from an older record).
 */
void
cp_plan_document_set_catalog_identity (CpPlanDocument *self,
                                       const char     *name,
                                       const char     *date,
                                       const char     *sha256)
{
  g_return_if_fail (CP_IS_PLAN_DOCUMENT (self));
  g_return_if_fail (name != NULL);

  /* Kept as the reader takes it back (cp-plan-document-reader.c): a
   * clean name of at most CP_TEXT_NAME_MAX characters, a date and a
   * checksum of their form or none. */
  g_free (self->catalog_name);
  self->catalog_name = cp_text_fit_name (name, -1, CP_TEXT_NAME_MAX);
  if (self->catalog_name == NULL)
    self->catalog_name = g_strdup ("catalog");
  g_free (self->catalog_date);
  self->catalog_date = date != NULL && cp_format_is_iso_date (date) ? g_strdup (date) : NULL;
  g_free (self->catalog_sha256);
  self->catalog_sha256 = sha256 != NULL && _cp_plan_document_is_sha256 (sha256)
                         ? g_strdup (sha256) : NULL;
}

/* "built-in", or the name of the catalog's file. */
const char *
cp_plan_document_get_catalog_name (CpPlanDocument *self)
{
  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (self), NULL);

  return self->catalog_name;
}

/* The catalog's date ("2026-12-01"), or NULL when it has none. */
const char *
cp_plan_document_get_catalog_date (CpPlanDocument *self)
{
  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (self), NULL);

  return self->catalog_date;
}

/* The SHA-256 of the catalog's bytes, or NULL when not known. */
const char *
cp_plan_document_get_catalog_sha256 (CpPlanDocument *self)
{
  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (self), NULL);

  return self->catalog_sha256;
}

void
_cp_plan_document_add_entry (CpPlanDocument *self,
                             CpPlanEntry    *entry)
{
  g_ptr_array_add (self->entries, entry);
  g_hash_table_add (self->ids, entry->id);
}

static gboolean
has_id (CpPlanDocument *self,
        const char     *id)
{
  return g_hash_table_contains (self->ids, id);
}

/* A custom model's id in the plan: its own, unless it has none of its
 * own ("custom", as the command line's are) or another model has it. */
static char *
dup_custom_id (CpPlanDocument *self,
               const char     *id)
{
  if (!g_str_equal (id, "custom") && !has_id (self, id))
    return g_strdup (id);

  /* Ids are never taken back, so the ones below next_custom stay taken. */
  for (guint n = self->next_custom; ; n++)
    {
      g_autofree char *fresh = g_strdup_printf ("custom-%u", n);

      if (!has_id (self, fresh))
        {
          self->next_custom = n + 1;
          return g_steal_pointer (&fresh);
        }
    }
}

/**
 * cp_plan_document_add_model:
 * @model: one of the catalog's models, or a custom one (under an id of
 *   the plan's own when it has none: "custom-1", …)
 * @given_name: (nullable): the name the person gave a custom model, or
 *   %NULL for the one made from its size
 * @chosen: whether the plan is for it (a custom model may be kept
 *   unchosen; the catalog's are listed only when chosen)
 * @weights: (nullable): the format its weights are served in, when not
 *   the workload's or the checkpoint's own
 */
void
cp_plan_document_add_model (CpPlanDocument       *self,
                            CpModel              *model,
                            const char           *given_name,
                            gboolean              chosen,
                            const CpWeightFormat *weights)
{
  CpPlanEntry *entry;

  g_return_if_fail (CP_IS_PLAN_DOCUMENT (self));
  g_return_if_fail (CP_IS_MODEL (model));

  entry = g_new0 (CpPlanEntry, 1);
  entry->id = cp_model_get_custom (model) ? dup_custom_id (self, cp_item_get_id (CP_ITEM (model)))
                                          : g_strdup (cp_item_get_id (CP_ITEM (model)));
  entry->model = g_object_ref (model);
  /* Kept as the reader reads it back: no invisible or control character. */
  entry->given_name = cp_model_get_custom (model)
                      ? cp_text_fit_name (given_name, -1, CP_TEXT_NAME_MAX) : NULL;
  entry->chosen = chosen;
  entry->has_weights = weights != NULL;
  if (weights != NULL)
    entry->weights = *weights;
  _cp_plan_document_add_entry (self, entry);
}

guint
cp_plan_document_get_n_models (CpPlanDocument *self)
{
  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (self), 0);

  return self->entries->len;
}

static CpPlanEntry *
get_entry (CpPlanDocument *self,
           guint           index)
{
  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (self), NULL);
  g_return_val_if_fail (index < self->entries->len, NULL);

  return self->entries->pdata[index];
}

/**
 * cp_plan_document_get_model:
 *
 * Returns: (transfer none): the model as the plan has it: a custom one in
 *   full, or the catalog's id, name and minimum memory when saved.
 */
CpModel *
cp_plan_document_get_model (CpPlanDocument *self,
                            guint           index)
{
  CpPlanEntry *entry = get_entry (self, index);

  return entry != NULL ? entry->model : NULL;
}

const char *
cp_plan_document_get_given_name (CpPlanDocument *self,
                                 guint           index)
{
  CpPlanEntry *entry = get_entry (self, index);

  return entry != NULL ? entry->given_name : NULL;
}

gboolean
cp_plan_document_get_chosen (CpPlanDocument *self,
                             guint           index)
{
  CpPlanEntry *entry = get_entry (self, index);

  return entry != NULL && entry->chosen;
}

/**
 * cp_plan_document_mark_attached:
 * @id: the id of a catalog model added with an architecture the person
 *   attached to it (cp_session_attach_architecture())
 *
 * Keeps that architecture in the file, for the model the catalog
 * publishes none for.
 */
void
cp_plan_document_mark_attached (CpPlanDocument *self,
                                const char     *id)
{
  g_return_if_fail (CP_IS_PLAN_DOCUMENT (self));
  g_return_if_fail (id != NULL);

  for (guint i = 0; i < self->entries->len; i++)
    {
      CpPlanEntry *entry = self->entries->pdata[i];

      if (!cp_model_get_custom (entry->model) && g_str_equal (entry->id, id) &&
          cp_model_get_architecture (entry->model) != NULL)
        entry->attached = TRUE;
    }
}

/**
 * cp_plan_document_get_attached_architecture:
 *
 * Returns: (transfer none) (nullable): the architecture the person
 *   attached to the catalog's model @index.
 */
CpModelArchitecture *
cp_plan_document_get_attached_architecture (CpPlanDocument *self,
                                            guint           index)
{
  CpPlanEntry *entry = get_entry (self, index);

  return entry != NULL && entry->attached ? cp_model_get_architecture (entry->model) : NULL;
}

/* Whether the model's weights are served in a format of their own. */
gboolean
cp_plan_document_get_weights (CpPlanDocument *self,
                              guint           index,
                              CpWeightFormat *weights)
{
  CpPlanEntry *entry = get_entry (self, index);

  if (entry == NULL || !entry->has_weights)
    return FALSE;

  *weights = entry->weights;

  return TRUE;
}

/**
 * cp_plan_document_set_workload:
 * @workload: (nullable): the workload's figures, or %NULL for none
 * @weights: (nullable): the format every model's weights are served in
 *   when it has none of its own, or %NULL for the checkpoints' own
 */
void
cp_plan_document_set_workload (CpPlanDocument       *self,
                               CpPlanWorkload       *workload,
                               const CpWeightFormat *weights)
{
  g_return_if_fail (CP_IS_PLAN_DOCUMENT (self));

  self->has_workload = workload != NULL;
  if (workload != NULL)
    cp_plan_workload_get_workload (workload, &self->workload);
  self->allow_pcie_split = workload != NULL && cp_plan_workload_get_allow_pcie_split (workload);
  self->has_default_weights = workload != NULL && weights != NULL;
  if (self->has_default_weights)
    self->default_weights = *weights;
}

gboolean
cp_plan_document_has_workload (CpPlanDocument *self)
{
  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (self), FALSE);

  return self->has_workload;
}

/* Whether the plan has a workload, and its figures. */
gboolean
cp_plan_document_get_workload (CpPlanDocument *self,
                               CpWorkload     *workload)
{
  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (self), FALSE);

  if (self->has_workload)
    *workload = self->workload;

  return self->has_workload;
}

/* Whether the plan's workload lets desktop cards split a model over PCIe
 * (the workload's "Split across cards" switch); FALSE without a workload. */
gboolean
cp_plan_document_get_allow_pcie_split (CpPlanDocument *self)
{
  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (self), FALSE);

  return self->has_workload && self->allow_pcie_split;
}

/* Whether the workload serves every model's weights in one format of its
 * own (those of models without one of their own), and which. */
gboolean
cp_plan_document_get_default_weights (CpPlanDocument *self,
                                      CpWeightFormat *weights)
{
  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (self), FALSE);

  if (!self->has_default_weights)
    return FALSE;

  *weights = self->default_weights;

  return TRUE;
}

/**
 * cp_plan_document_add_build:
 * @tier: a tier's id
 * @unit: the id of the unit its build was of
 * @count: how many
 *
 * Records a tier's build as the plan had it (cp_plan_document_set_plan()
 * records every one of a plan).
 */
void
cp_plan_document_add_build (CpPlanDocument *self,
                             const char     *tier,
                             const char     *unit,
                             gint64          count)
{
  CpPlanBuildRecord *record = g_new0 (CpPlanBuildRecord, 1);

  record->tier = g_strdup (tier);
  record->unit = g_strdup (unit);
  record->count = count;
  g_ptr_array_add (self->builds, record);
}

/* The figures recorded of the unit @id, or NULL. */
CpPlanUnitRecord *
_cp_plan_document_find_unit_record (CpPlanDocument *self,
                                    const char     *id)
{
  for (guint i = 0; i < self->units->len; i++)
    {
      CpPlanUnitRecord *record = self->units->pdata[i];

      if (g_str_equal (record->id, id))
        return record;
    }

  return NULL;
}

/**
 * cp_plan_document_add_unit:
 *
 * Records a unit's figures as the catalog had them, once per unit.
 */
void
cp_plan_document_add_unit (CpPlanDocument *self,
                            const char     *id,
                            const char     *name,
                            gint64          memory_mb,
                            gint64          power_w,
                            gint64          price_cents)
{
  CpPlanUnitRecord *record;

  if (_cp_plan_document_find_unit_record (self, id) != NULL)
    return;

  record = g_new0 (CpPlanUnitRecord, 1);
  record->id = g_strdup (id);
  record->name = cp_text_fit_name (name, -1, CP_TEXT_NAME_MAX);
  if (record->name == NULL)
    record->name = g_strdup (id);
  record->memory_mb = memory_mb;
  record->power_w = power_w;
  record->price_cents = price_cents;
  g_ptr_array_add (self->units, record);
}

/**
 * cp_plan_document_get_build:
 * @tier: a tier's id
 * @unit: (out) (optional) (transfer none): the id of its build's unit
 * @count: (out) (optional): how many
 *
 * Returns: whether the plan recorded a build of @tier.
 */
gboolean
cp_plan_document_get_build (CpPlanDocument  *self,
                            const char      *tier,
                            const char     **unit,
                            gint64          *count)
{
  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (self), FALSE);
  g_return_val_if_fail (tier != NULL, FALSE);

  for (guint i = 0; i < self->builds->len; i++)
    {
      CpPlanBuildRecord *record = self->builds->pdata[i];

      if (!g_str_equal (record->tier, tier))
        continue;
      if (unit != NULL)
        *unit = record->unit;
      if (count != NULL)
        *count = record->count;
      return TRUE;
    }

  return FALSE;
}

/**
 * cp_plan_document_set_plan:
 * @plan: (nullable): the builds made for the plan's models
 *
 * Records each tier's build and the figures of its unit, as the catalog
 * has them now.
 */
void
cp_plan_document_set_plan (CpPlanDocument *self,
                           CpPlan         *plan)
{
  GListModel *builds;

  g_return_if_fail (CP_IS_PLAN_DOCUMENT (self));

  g_ptr_array_set_size (self->builds, 0);
  g_ptr_array_set_size (self->units, 0);
  if (plan == NULL)
    return;

  builds = cp_plan_get_builds (plan);
  for (guint i = 0; i < g_list_model_get_n_items (builds); i++)
    {
      g_autoptr(CpBuild) build = g_list_model_get_item (builds, i);
      CpUnit *unit = cp_build_get_unit (build);
      const char *unit_id = cp_item_get_id (CP_ITEM (unit));

      cp_plan_document_add_build (self, cp_item_get_id (CP_ITEM (cp_build_get_tier (build))),
                                   unit_id, cp_build_get_count (build));
      cp_plan_document_add_unit (self, unit_id, cp_item_get_name (CP_ITEM (unit)),
                                  cp_unit_get_memory_mb (unit), cp_unit_get_power_w (unit),
                                  cp_unit_get_price_cents (unit));
    }
}

/* @tier_id: (nullable): the tier of the build picked, or %NULL for none. */
void
cp_plan_document_set_selected_tier (CpPlanDocument *self,
                                    const char     *tier_id)
{
  g_return_if_fail (CP_IS_PLAN_DOCUMENT (self));

  g_free (self->selected_tier);
  self->selected_tier = g_strdup (tier_id);
}

const char *
cp_plan_document_get_selected_tier (CpPlanDocument *self)
{
  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (self), NULL);

  return self->selected_tier;
}

/**
 * cp_plan_document_set_customer_field:
 * @value: (nullable): the field, as cp_plan_customer_clean() keeps it;
 *   blanks are nothing
 */
void
cp_plan_document_set_customer_field (CpPlanDocument      *self,
                                     CpPlanCustomerField  field,
                                     const char          *value)
{
  g_return_if_fail (CP_IS_PLAN_DOCUMENT (self));
  g_return_if_fail (field < CP_PLAN_CUSTOMER_N_FIELDS);

  g_free (self->customer[field]);
  self->customer[field] = cp_plan_customer_clean (field, value);
}

/* One field of who the plan is for, or NULL. */
const char *
cp_plan_document_get_customer_field (CpPlanDocument      *self,
                                     CpPlanCustomerField  field)
{
  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (self), NULL);
  g_return_val_if_fail (field < CP_PLAN_CUSTOMER_N_FIELDS, NULL);

  return self->customer[field];
}

/* @customer: (nullable): who the plan is for (the company); blanks are
 * nobody. */
void
cp_plan_document_set_customer (CpPlanDocument *self,
                               const char     *customer)
{
  cp_plan_document_set_customer_field (self, CP_PLAN_CUSTOMER_COMPANY, customer);
}

/* Who the plan is for (the company), or NULL. */
const char *
cp_plan_document_get_customer (CpPlanDocument *self)
{
  return cp_plan_document_get_customer_field (self, CP_PLAN_CUSTOMER_COMPANY);
}

/* The file the plan was read from, as messages name it, or NULL. */
const char *
cp_plan_document_get_display_name (CpPlanDocument *self)
{
  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (self), NULL);

  return self->display_name;
}

/* A custom model of the plan under @id: everything it is, another id. */
static CpModel *
dup_custom_model (CpModel    *model,
                  const char *id)
{
  if (g_str_equal (cp_item_get_id (CP_ITEM (model)), id))
    return g_object_ref (model);

  return g_object_new (CP_TYPE_MODEL,
                       "id", id,
                       "name", cp_item_get_name (CP_ITEM (model)),
                       "source", cp_item_get_source (CP_ITEM (model)),
                       "min-memory-mb", cp_model_get_min_memory_mb (model),
                       "params-b", cp_model_get_params_b (model),
                       "precision", cp_model_get_precision (model),
                       "architecture", cp_model_get_architecture (model),
                       "custom", TRUE,
                       NULL);
}

/**
 * cp_plan_document_resolve:
 * @catalog: the catalog to plan with
 * @chosen_only: whether to leave out the models the plan is not for
 * @custom_id: (nullable): the id custom models get, or %NULL to keep the
 *   plan's own
 * @models: (element-type CpModel): where the models go, in the plan's
 *   order: the catalog's, found by id, and the custom ones
 * @workload: (out) (optional) (nullable) (transfer full): the workload
 *   for @models, with each model's weights; %NULL when the plan has none
 *
 * Fails, adding nothing, when a model of the plan is not in @catalog.
 */
gboolean
cp_plan_document_resolve (CpPlanDocument  *self,
                          CpCatalog       *catalog,
                          gboolean         chosen_only,
                          const char      *custom_id,
                          GPtrArray       *models,
                          CpPlanWorkload **workload,
                          GError         **error)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(CpPlanWorkload) plan_workload = NULL;

  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (self), FALSE);
  g_return_val_if_fail (CP_IS_CATALOG (catalog), FALSE);
  g_return_val_if_fail (models != NULL, FALSE);

  if (self->has_workload)
    {
      plan_workload = cp_plan_workload_new (self->workload.context_tokens, self->workload.users,
                                            self->workload.kv_cache);
      cp_plan_workload_set_allow_pcie_split (plan_workload, self->allow_pcie_split);
      if (self->has_default_weights)
        cp_plan_workload_set_weights (plan_workload, NULL, &self->default_weights);
    }

  for (guint i = 0; i < self->entries->len; i++)
    {
      CpPlanEntry *entry = self->entries->pdata[i];
      const char *id = entry->id;
      CpModel *model;

      if (chosen_only && !entry->chosen)
        continue;

      if (cp_model_get_custom (entry->model))
        model = dup_custom_model (entry->model, custom_id != NULL ? custom_id : id);
      else if ((model = cp_catalog_find_model (catalog, id)) != NULL &&
               g_str_equal (cp_item_get_id (CP_ITEM (model)), id))
        {
          /* With the architecture the person attached, where the catalog
           * publishes none. */
          if (entry->attached && cp_model_get_architecture (model) == NULL)
            model = g_object_new (CP_TYPE_MODEL,
                                  "id", id,
                                  "name", cp_item_get_name (CP_ITEM (model)),
                                  "source", cp_item_get_source (CP_ITEM (model)),
                                  "min-memory-mb", cp_model_get_min_memory_mb (model),
                                  "params-b", cp_model_get_params_b (model),
                                  "precision", cp_model_get_precision (model),
                                  "architecture", cp_model_get_architecture (entry->model),
                                  NULL);
          else
            g_object_ref (model);
        }
      else
        {
          g_autofree char *name = g_strdup_printf ("models[%u].id", i);
          g_autofree char *made_with = cp_plan_document_dup_catalog_title (self);
          g_autofree char *sized_with = cp_catalog_dup_title (catalog);

          /* TRANSLATORS: e.g. "a.clusterplan: models[0].id: no model “llama-3.1-70b”
           * in the built-in catalog; the plan was made with “shop.json” of
           * 1 November 2026" */
          g_set_error (error, CP_PLAN_DOCUMENT_ERROR, CP_PLAN_DOCUMENT_ERROR_REFERENCE,
                       _("%s: %s: no model “%s” in %s; the plan was made with %s"),
                       self->display_name != NULL ? self->display_name : _("the plan"),
                       name, id, sized_with, made_with);
          return FALSE;
        }

      if (plan_workload != NULL && entry->has_weights)
        cp_plan_workload_set_weights (plan_workload, cp_item_get_id (CP_ITEM (model)),
                                      &entry->weights);
      g_ptr_array_add (found, model);
    }

  for (guint i = 0; i < found->len; i++)
    g_ptr_array_add (models, g_object_ref (found->pdata[i]));
  if (workload != NULL)
    *workload = g_steal_pointer (&plan_workload);

  return TRUE;
}

/* "the built-in catalog of 1 December 2026", "“shop.json”". */
char *
cp_plan_document_dup_catalog_title (CpPlanDocument *self)
{
  g_autofree char *date = NULL;

  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (self), NULL);

  if (self->catalog_date != NULL)
    date = cp_format_iso_date (self->catalog_date);

  if (self->catalog_name == NULL)
    return g_strdup (_("an unknown catalog"));

  if (g_str_equal (self->catalog_name, "built-in"))
    return date != NULL
           /* TRANSLATORS: which catalog a plan was made with, e.g.
            * "the built-in catalog of 1 December 2026" */
           ? g_strdup_printf (_("the built-in catalog of %s"), date)
           : g_strdup (_("the built-in catalog"));

  return date != NULL
         /* TRANSLATORS: which catalog a plan was made with, e.g.
          * "“shop.json” of 1 November 2026" */
         ? g_strdup_printf (_("“%s” of %s"), self->catalog_name, date)
         : g_strdup_printf (_("“%s”"), self->catalog_name);
}
