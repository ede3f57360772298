/* cp-speed-loader.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-speed-loader"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-catalog.h"
#include "cp-json-fields.h"
#include "cp-speed-private.h"
#include "cp-text.h"
#include "cp-unit-site-private.h"

/* A GPU's optional "compute_capability" and "speed" objects and the
 * catalog's optional "measurements" (docs/catalog.md, "Speed figures"): read strictly,
 * through the same member reads as the rest of a catalog. A figure left
 * out is not known, and a bound that needs it is not stated. */

#define MAX_TEXT_LENGTH      CP_JSON_MAX_TEXT_LENGTH
#define MAX_ID_LENGTH        64
/* Far beyond any GPU: 1 PB/s of memory bandwidth, 1 EFLOPS. */
#define MAX_BANDWIDTH_GB_S   1000000.0
#define MAX_TFLOPS           1000000.0
#define MAX_GPUS             1000000
#define MAX_TOKENS           100000000
#define MAX_MEASURED         1e12

/**
 * _cp_gpu_read_compute_capability:
 * @object: a GPU of the catalog
 * @value: (out): MAJOR × 10 + MINOR, 0 when absent
 *
 * Reads a GPU's optional CUDA compute capability: an object of `value`,
 * "MAJOR.MINOR" as NVIDIA's "CUDA GPUs — Compute Capability" writes it
 * ("9.0", "12.0"), and its `source`.
 */
gboolean
_cp_gpu_read_compute_capability (const char  *file,
                                 JsonObject  *object,
                                 const char  *where,
                                 gint64      *value,
                                 GError     **error)
{
  g_autofree char *path = cp_json_path (where, "compute_capability");
  const char *text, *source;
  const char *p;
  gint64 major = 0;
  JsonNode *node;

  *value = 0;
  if (!cp_json_find_member (file, object, where, "compute_capability", CP_JSON_OBJECT, FALSE,
                            &node, error))
    return FALSE;
  if (node == NULL)
    return TRUE;

  object = json_node_get_object (node);
  if (!cp_json_read_string (file, object, path, "value", TRUE, MAX_ID_LENGTH, &text, error) ||
      !cp_json_read_string (file, object, path, "source", TRUE, MAX_TEXT_LENGTH, &source, error))
    return FALSE;

  for (p = text; g_ascii_isdigit (*p) && p - text < 3; p++)
    major = major * 10 + (*p - '0');
  if (p == text || major < 1 || major > 99 || p[0] != '.' || !g_ascii_isdigit (p[1]) ||
      p[2] != '\0')
    {
      g_autofree char *value_path = cp_json_path (path, "value");
      g_autofree char *shown = cp_text_echo (text, -1);

      return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, value_path,
                           _("must be a CUDA compute capability such as “9.0” or “12.0”, not “%s”"),
                           shown);
    }

  *value = major * 10 + (p[1] - '0');
  return TRUE;
}

/**
 * _cp_gpu_read_speed:
 * @object: a GPU of the catalog
 *
 * Reads the GPU's optional `speed`: `memory_bandwidth_gb_s` (required),
 * `tflops` with dense `bf16`, `fp8`, `fp4` (each optional: none where the
 * GPU has no such units), `nvlink_each_way_gb_s`, `host_link` and
 * `host_link_each_way_gb_s`, and the `source` of them all.
 */
gboolean
_cp_gpu_read_speed (const char  *file,
                    JsonObject  *object,
                    const char  *where,
                    gboolean     translate,
                    CpGpu       *gpu,
                    GError     **error)
{
  g_autofree char *path = cp_json_path (where, "speed");
  g_autofree char *tflops_path = NULL;
  g_autofree char *source = NULL;
  const char *source_text, *host_link;
  double bandwidth, nvlink, host, bf16, fp8, fp4;
  JsonNode *node, *tflops_node;
  CpSpeedGpu speed;

  if (!cp_json_find_member (file, object, where, "speed", CP_JSON_OBJECT, FALSE, &node, error))
    return FALSE;
  if (node == NULL)
    return TRUE;

  object = json_node_get_object (node);
  tflops_path = cp_json_path (path, "tflops");
  /* Each figure above zero where it is given; 0 when an optional one is
   * not. */
  if (!cp_json_read_number (file, object, path, "memory_bandwidth_gb_s", TRUE,
                            MAX_BANDWIDTH_GB_S, &bandwidth, NULL, error) ||
      !cp_json_read_number (file, object, path, "nvlink_each_way_gb_s", FALSE,
                            MAX_BANDWIDTH_GB_S, &nvlink, NULL, error) ||
      !cp_json_read_number (file, object, path, "host_link_each_way_gb_s", FALSE,
                            MAX_BANDWIDTH_GB_S, &host, NULL, error) ||
      !cp_json_read_string (file, object, path, "host_link", FALSE, MAX_ID_LENGTH,
                            &host_link, error) ||
      !cp_json_read_string (file, object, path, "source", TRUE, MAX_TEXT_LENGTH,
                            &source_text, error) ||
      !cp_json_find_member (file, object, path, "tflops", CP_JSON_OBJECT, TRUE, &tflops_node,
                            error))
    return FALSE;

  object = json_node_get_object (tflops_node);
  if (!cp_json_read_number (file, object, tflops_path, "bf16", FALSE, MAX_TFLOPS, &bf16, NULL,
                            error) ||
      !cp_json_read_number (file, object, tflops_path, "fp8", FALSE, MAX_TFLOPS, &fp8, NULL,
                            error) ||
      !cp_json_read_number (file, object, tflops_path, "fp4", FALSE, MAX_TFLOPS, &fp4, NULL,
                            error))
    return FALSE;

  speed = (CpSpeedGpu) {
    .memory_bandwidth = bandwidth * 1e9,
    .flops_bf16 = bf16 * 1e12,
    .flops_fp8 = fp8 * 1e12,
    .flops_fp4 = fp4 * 1e12,
    .link_bandwidth = nvlink * 1e9,
  };
  source = _cp_catalog_dup_words (source_text, translate);
  _cp_gpu_set_speed (gpu, &speed, host * 1e9, host_link, source);

  return TRUE;
}

static gpointer
find_item (GPtrArray  *items,
           const char *id)
{
  for (guint i = 0; i < items->len; i++)
    if (g_str_equal (cp_item_get_id (g_ptr_array_index (items, i)), id))
      return g_ptr_array_index (items, i);

  return NULL;
}

typedef struct
{
  const char *file;
  gboolean   translate;
  GPtrArray *gpus;
  GPtrArray *models;
} Reading;

static gboolean
fail_reference (const char  *file,
                const char  *where,
                const char  *name,
                const char  *kind,
                const char  *id,
                GError     **error)
{
  g_autofree char *path = cp_json_path (where, name);
  g_autofree char *shown = cp_text_echo (id, -1);

  /* TRANSLATORS: e.g. "no gpus “h900” in this catalog" */
  return cp_json_fail_as (file, error, CP_CATALOG_ERROR, CP_CATALOG_ERROR_REFERENCE, path,
                          _("no %s “%s” in this catalog"), kind, shown);
}

static gboolean
read_measurement (JsonObject  *object,
                  const char  *where,
                  guint        index,
                  gpointer     data,
                  GError     **error)
{
  Reading *reading = data;
  const char *file = reading->file;
  g_autoptr(CpMeasurement) measurement = g_new0 (CpMeasurement, 1);
  const char *model_id, *gpu_id, *weights, *metric, *engine, *source;
  CpModel *model;

  if (!cp_json_read_id (file, object, where, "model", TRUE, MAX_ID_LENGTH, &model_id, error) ||
      !cp_json_read_id (file, object, where, "gpu", TRUE, MAX_ID_LENGTH, &gpu_id, error) ||
      !cp_json_read_string (file, object, where, "weights", TRUE, MAX_ID_LENGTH, &weights, error) ||
      !cp_json_read_integer (file, object, where, "gpus", TRUE, 1, MAX_GPUS,
                             &measurement->gpus, error) ||
      !cp_json_read_integer (file, object, where, "tensor_parallel", TRUE, 1, MAX_GPUS,
                             &measurement->tensor_parallel, error) ||
      !cp_json_read_integer (file, object, where, "pipeline_parallel", TRUE, 1, MAX_GPUS,
                             &measurement->pipeline_parallel, error) ||
      !cp_json_read_integer (file, object, where, "prompt_tokens", TRUE, 0, MAX_TOKENS,
                             &measurement->prompt_tokens, error) ||
      !cp_json_read_integer (file, object, where, "output_tokens", TRUE, 1, MAX_TOKENS,
                             &measurement->output_tokens, error) ||
      !cp_json_read_integer (file, object, where, "concurrency", TRUE, 0, MAX_TOKENS,
                             &measurement->concurrency, error) ||
      !cp_json_read_string (file, object, where, "metric", TRUE, MAX_ID_LENGTH, &metric, error) ||
      !cp_json_read_number (file, object, where, "value", TRUE, MAX_MEASURED,
                            &measurement->value, NULL, error) ||
      !cp_json_read_string (file, object, where, "engine", TRUE, MAX_ID_LENGTH, &engine, error) ||
      !cp_json_read_string (file, object, where, "source", TRUE, MAX_TEXT_LENGTH, &source, error))
    return FALSE;

  model = find_item (reading->models, model_id);
  if (model == NULL)
    return fail_reference (file, where, "model", "models", model_id, error);
  if (find_item (reading->gpus, gpu_id) == NULL)
    return fail_reference (file, where, "gpu", "gpus", gpu_id, error);
  if (!cp_weight_format_from_string (weights, &measurement->weights))
    {
      g_autofree char *path = cp_json_path (where, "weights");
      g_autofree char *shown = cp_text_echo (weights, -1);

      return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, path, _("must be one of %s, not “%s”"),
                           CP_WEIGHT_FORMAT_NAMES, shown);
    }
  if (!cp_measurement_metric_from_string (metric, &measurement->metric))
    {
      g_autofree char *path = cp_json_path (where, "metric");
      g_autofree char *shown = cp_text_echo (metric, -1);

      return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, path, _("must be one of %s, not “%s”"),
                           "tokens_per_s_per_user, tokens_per_s, ttft_s", shown);
    }
  if (measurement->tensor_parallel * measurement->pipeline_parallel > measurement->gpus)
    {
      g_autofree char *path = cp_json_path (where, "gpus");

      return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, path,
                           _("must be at least tensor_parallel × pipeline_parallel"));
    }

  measurement->gpu = g_strdup (gpu_id);
  measurement->engine = g_strdup (engine);
  measurement->source = _cp_catalog_dup_words (source, reading->translate);
  _cp_model_add_measurement (model, g_steal_pointer (&measurement));

  return TRUE;
}

/**
 * _cp_measurements_read:
 * @root: the catalog's object
 * @gpus: (element-type CpGpu): the GPUs read
 * @models: (element-type CpModel): the models read, which take the
 *   measurements of them
 *
 * Reads the optional `measurements`: published speed measurements of the
 * catalog's models on its GPUs, each with its `source`.
 */
gboolean
_cp_measurements_read (const char  *file,
                       JsonObject  *root,
                       gboolean     translate,
                       GPtrArray   *gpus,
                       GPtrArray   *models,
                       GError     **error)
{
  Reading reading = { file, translate, gpus, models };

  return cp_json_read_objects (file, root, NULL, "measurements", FALSE, TRUE, read_measurement,
                               &reading, error);
}
