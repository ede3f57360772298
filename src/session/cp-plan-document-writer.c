/* cp-plan-document-writer.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-plan-document"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cp-file-io.h"
#include "cp-format.h"
#include "cp-json-writer.h"
#include "cp-model-arch-json.h"
#include "cp-plan-document-private.h"
#include "cp-text.h"

/* A plan written as a .clusterplan file holds it (docs/plan.md): the same
 * plan always in the same bytes, "format" first; and the file replaced
 * whole (CpFileReplace). */

static void
write_weights (CpJsonWriter         *writer,
               const CpWeightFormat *weights)
{
  g_autofree char *name = cp_weight_format_to_string (weights);

  cp_json_writer_member (writer, "weights");
  cp_json_writer_string (writer, name);
}

static void
write_entry (CpJsonWriter *writer,
             CpPlanEntry  *entry)
{
  CpModel *model = entry->model;
  gboolean custom = cp_model_get_custom (model);

  cp_json_writer_begin_object (writer);
  cp_json_writer_member (writer, "id");
  cp_json_writer_string (writer, entry->id);
  if (custom)
    {
      cp_json_writer_member (writer, "custom");
      cp_json_writer_boolean (writer, TRUE);
    }
  if (!entry->chosen)
    {
      cp_json_writer_member (writer, "chosen");
      cp_json_writer_boolean (writer, FALSE);
    }
  if (!custom || entry->given_name != NULL)
    {
      cp_json_writer_member (writer, "name");
      cp_json_writer_string (writer, custom ? entry->given_name : cp_item_get_name (CP_ITEM (model)));
    }

  /* A custom model described by its parameters is kept by them, so that
   * its memory follows the sizing rules of the version that reads it. */
  if (custom && cp_model_get_precision (model) != NULL)
    {
      cp_json_writer_member (writer, "params_b");
      cp_json_writer_double (writer, cp_model_get_params_b (model));
      cp_json_writer_member (writer, "precision");
      cp_json_writer_string (writer, cp_model_get_precision (model));
    }
  else
    {
      cp_json_writer_member (writer, "min_memory_gb");
      cp_json_writer_fixed (writer, cp_model_get_min_memory_mb (model), CP_MB_PER_GB);
    }

  if (entry->has_weights)
    write_weights (writer, &entry->weights);
  if ((custom || entry->attached) && cp_model_get_architecture (model) != NULL)
    {
      cp_json_writer_member (writer, "architecture");
      cp_model_arch_write (writer, cp_model_get_architecture (model));
    }
  cp_json_writer_end_object (writer);
}

/* Who the plan is for: "customer" (the company), then what else the
 * quote dialog asked — the address as its lines, for strict JSON has no
 * line breaks in a string. */
static void
write_customer (CpPlanDocument *self,
                CpJsonWriter   *writer)
{
  static const char * const members[CP_PLAN_CUSTOMER_N_FIELDS] = {
    [CP_PLAN_CUSTOMER_COMPANY] = "customer",
    [CP_PLAN_CUSTOMER_CONTACT] = "customer_contact",
    [CP_PLAN_CUSTOMER_ADDRESS] = "customer_address",
    [CP_PLAN_CUSTOMER_EMAIL] = "customer_email",
  };

  for (guint field = 0; field < CP_PLAN_CUSTOMER_N_FIELDS; field++)
    {
      const char *value = self->customer[field];

      if (value == NULL)
        continue;

      cp_json_writer_member (writer, members[field]);
      if (field == CP_PLAN_CUSTOMER_ADDRESS)
        {
          g_auto(GStrv) lines = g_strsplit (value, "\n", -1);

          cp_json_writer_begin_array (writer);
          for (guint i = 0; lines[i] != NULL; i++)
            cp_json_writer_string (writer, lines[i]);
          cp_json_writer_end_array (writer);
        }
      else
        cp_json_writer_string (writer, value);
    }
}

static void
write_catalog (CpPlanDocument *self,
               CpJsonWriter   *writer)
{
  cp_json_writer_member (writer, "catalog");
  cp_json_writer_begin_object (writer);
  cp_json_writer_member (writer, "name");
  cp_json_writer_string (writer, self->catalog_name != NULL ? self->catalog_name : "built-in");
  cp_json_writer_member (writer, "date");
  cp_json_writer_string (writer, self->catalog_date);
  cp_json_writer_member (writer, "sha256");
  cp_json_writer_string (writer, self->catalog_sha256);
  cp_json_writer_end_object (writer);
}

static void
write_workload (CpPlanDocument *self,
                CpJsonWriter   *writer)
{
  if (!self->has_workload)
    return;

  cp_json_writer_member (writer, "workload");
  cp_json_writer_begin_object (writer);
  cp_json_writer_member (writer, "context_tokens");
  cp_json_writer_integer (writer, self->workload.context_tokens);
  cp_json_writer_member (writer, "users");
  cp_json_writer_integer (writer, self->workload.users);
  cp_json_writer_member (writer, "kv_cache");
  cp_json_writer_string (writer, cp_kv_cache_to_string (self->workload.kv_cache));
  if (self->has_default_weights)
    write_weights (writer, &self->default_weights);
  /* Only when on, so that a plan without it is the same bytes as before. */
  if (self->allow_pcie_split)
    {
      cp_json_writer_member (writer, "allow_pcie_split");
      cp_json_writer_boolean (writer, TRUE);
    }
  cp_json_writer_end_object (writer);
}

static void
write_builds (CpPlanDocument *self,
              CpJsonWriter   *writer)
{
  cp_json_writer_member (writer, "builds");
  cp_json_writer_begin_array (writer);
  for (guint i = 0; i < self->builds->len; i++)
    {
      CpPlanBuildRecord *record = self->builds->pdata[i];

      cp_json_writer_begin_object (writer);
      cp_json_writer_member (writer, "tier");
      cp_json_writer_string (writer, record->tier);
      cp_json_writer_member (writer, "unit");
      cp_json_writer_string (writer, record->unit);
      cp_json_writer_member (writer, "count");
      cp_json_writer_integer (writer, record->count);
      cp_json_writer_end_object (writer);
    }
  cp_json_writer_end_array (writer);

  cp_json_writer_member (writer, "units");
  cp_json_writer_begin_array (writer);
  for (guint i = 0; i < self->units->len; i++)
    {
      CpPlanUnitRecord *record = self->units->pdata[i];

      cp_json_writer_begin_object (writer);
      cp_json_writer_member (writer, "id");
      cp_json_writer_string (writer, record->id);
      cp_json_writer_member (writer, "name");
      cp_json_writer_string (writer, record->name);
      cp_json_writer_member (writer, "memory_gb");
      cp_json_writer_fixed (writer, record->memory_mb, CP_MB_PER_GB);
      cp_json_writer_member (writer, "power_w");
      cp_json_writer_integer (writer, record->power_w);
      cp_json_writer_member (writer, "price_usd");
      cp_json_writer_fixed (writer, record->price_cents, 100);
      cp_json_writer_end_object (writer);
    }
  cp_json_writer_end_array (writer);
}

/**
 * cp_plan_document_to_bytes:
 *
 * Returns: (transfer full): the plan as a .clusterplan file holds it; the
 *   same plan always gives the same bytes. "format" comes first, where
 *   a desktop's file type detection looks for it.
 */
GBytes *
cp_plan_document_to_bytes (CpPlanDocument *self)
{
  g_autoptr(CpJsonWriter) writer = cp_json_writer_new ();
  char *text;

  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (self), NULL);

  cp_json_writer_begin_object (writer);
  cp_json_writer_member (writer, "format");
  cp_json_writer_string (writer, CP_PLAN_DOCUMENT_FORMAT);
  cp_json_writer_member (writer, "version");
  cp_json_writer_integer (writer, CP_PLAN_DOCUMENT_VERSION);
  write_catalog (self, writer);
  write_customer (self, writer);

  cp_json_writer_member (writer, "models");
  cp_json_writer_begin_array (writer);
  for (guint i = 0; i < self->entries->len; i++)
    write_entry (writer, self->entries->pdata[i]);
  cp_json_writer_end_array (writer);

  write_workload (self, writer);
  if (self->selected_tier != NULL)
    {
      cp_json_writer_member (writer, "selected_tier");
      cp_json_writer_string (writer, self->selected_tier);
    }
  write_builds (self, writer);
  cp_json_writer_end_object (writer);

  text = cp_json_writer_steal (g_steal_pointer (&writer));

  return g_bytes_new_take (text, strlen (text));
}

static void
serialise_thread (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  g_task_return_pointer (task, cp_plan_document_to_bytes (task_data),
                         (GDestroyNotify) g_bytes_unref);
}

/* The owner is held weakly: one that goes meanwhile hears nothing. */
typedef struct
{
  GWeakRef        owner;
  guint           job;
  CpPlanBytesDone done;
} Job;

static void
job_done_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  Job *job = user_data;
  g_autoptr(GObject) owner = g_weak_ref_get (&job->owner);
  g_autoptr(GBytes) bytes = g_task_propagate_pointer (G_TASK (result), NULL);

  if (owner != NULL)
    job->done (owner, job->job, bytes);
  g_weak_ref_clear (&job->owner);
  g_free (job);
}

/**
 * cp_plan_document_to_bytes_in_thread:
 * @owner: who hears of the bytes, held weakly
 * @job: given back to @done, to tell jobs apart
 * @done: called on this thread with cp_plan_document_to_bytes()'s bytes,
 *   unless @owner is gone
 *
 * Serialising a plan of 2,000 models takes tens of milliseconds: the
 * window's "modified" state has it done in a thread. @self is not to be
 * changed meanwhile (a session's snapshot never is; its models never
 * change).
 */
void
cp_plan_document_to_bytes_in_thread (CpPlanDocument  *self,
                                     GObject         *owner,
                                     guint            job,
                                     CpPlanBytesDone  done)
{
  Job *data = g_new0 (Job, 1);
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (CP_IS_PLAN_DOCUMENT (self));
  g_return_if_fail (G_IS_OBJECT (owner) && done != NULL);

  g_weak_ref_init (&data->owner, owner);
  data->job = job;
  data->done = done;
  task = g_task_new (NULL, NULL, job_done_cb, data);
  g_task_set_task_data (task, g_object_ref (self), g_object_unref);
  g_task_run_in_thread (task, serialise_thread);
}

/**
 * cp_plan_document_check_limits:
 * @bytes: (nullable): the plan as cp_plan_document_to_bytes() gives it,
 *   when it is at hand
 * @display_name: the file or the draft, as messages name it
 *
 * Whether a plan file reader takes the plan back: at most
 * CP_PLAN_DOCUMENT_MAX_MODELS models and CP_PLAN_DOCUMENT_MAX_BYTES
 * (docs/plan.md). Every writer checks it, so that the app never writes a
 * plan it then refuses to open.
 */
gboolean
cp_plan_document_check_limits (CpPlanDocument  *self,
                               GBytes          *bytes,
                               const char      *display_name,
                               GError         **error)
{
  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (self), FALSE);
  g_return_val_if_fail (display_name != NULL, FALSE);

  if (self->entries->len > CP_PLAN_DOCUMENT_MAX_MODELS)
    {
      g_autofree char *most = cp_format_integer (CP_PLAN_DOCUMENT_MAX_MODELS);
      g_autofree char *count = cp_format_integer (self->entries->len);

      /* TRANSLATORS: "a.clusterplan: a plan holds at most 2,000 models, this
       * one 2,001: …" */
      g_set_error (error, CP_PLAN_DOCUMENT_ERROR, CP_PLAN_DOCUMENT_ERROR_FORMAT,
                   ngettext ("%s: a plan holds at most %s model, this one %s: remove some "
                             "before saving",
                             "%s: a plan holds at most %s models, this one %s: remove some "
                             "before saving",
                             CP_PLAN_DOCUMENT_MAX_MODELS),
                   display_name, most, count);
      return FALSE;
    }

  if (bytes != NULL && g_bytes_get_size (bytes) > CP_PLAN_DOCUMENT_MAX_BYTES)
    {
      g_autofree char *most = cp_format_integer (CP_PLAN_DOCUMENT_MAX_BYTES / (1024 * 1024));

      /* TRANSLATORS: "a.clusterplan: the plan would take more than the 4 MB
       * a plan file may be: …" */
      g_set_error (error, CP_PLAN_DOCUMENT_ERROR, CP_PLAN_DOCUMENT_ERROR_FORMAT,
                   _("%s: the plan would take more than the %s MB a plan file may be: remove "
                     "some models before saving"),
                   display_name, most);
      return FALSE;
    }

  return TRUE;
}

/**
 * cp_plan_document_save:
 * @filename: where to write the plan
 *
 * Replaces @filename with the plan: whatever happens while it is written,
 * the file is either the old one or the complete new one, and nothing else
 * is left in its folder.
 */
gboolean
cp_plan_document_save (CpPlanDocument  *self,
                       const char      *filename,
                       GError         **error)
{
  g_autoptr(CpFileReplace) replace = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) write_error = NULL;

  g_return_val_if_fail (CP_IS_PLAN_DOCUMENT (self), FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);

  bytes = cp_plan_document_to_bytes (self);
  {
    g_autofree char *display = cp_text_display_filename (filename);

    if (!cp_plan_document_check_limits (self, bytes, display, error))
      return FALSE;
  }
  replace = cp_file_replace_begin (filename, G_IO_ERROR, G_IO_ERROR_FAILED, error);
  if (replace == NULL)
    return FALSE;

  if (!g_output_stream_write_all (cp_file_replace_get_stream (replace),
                                  g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                  NULL, NULL, &write_error))
    {
      g_autofree char *display = cp_text_display_filename (filename);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("%s: cannot write: %s"), display,
                   write_error->message);
      return FALSE;
    }

  return cp_file_replace_commit (replace, error);
}
