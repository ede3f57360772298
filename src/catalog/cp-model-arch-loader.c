/* cp-model-arch-loader.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-model-arch-loader"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "cp-catalog.h"
#include "cp-format.h"
#include "cp-json-fields.h"
#include "cp-json-reader.h"
#include "cp-model-arch-json.h"
#include "cp-text.h"

/* Catalog format version 2: what a model's "architecture" object and a
 * GPU's "usable_memory_gib" say, checked as strictly as the rest of the
 * catalog (docs/catalog.md), through the same member reads
 * (cp-json-fields.c); and the same object written back, for a plan file's
 * imported models (docs/plan.md). */

typedef struct
{
  const char *name;
  gsize       offset;
  gint64      min;
  gint64      max;
  gboolean    required;
} IntegerField;

#define FIELD(json, member, min, max, required) \
  { json, G_STRUCT_OFFSET (CpArchitecture, member), min, max, required }

static const IntegerField integer_fields[] = {
  FIELD ("params", params, 1, CP_ARCH_MAX_PARAMS, TRUE),
  FIELD ("active_params", active_params, 1, CP_ARCH_MAX_PARAMS, FALSE),
  FIELD ("layers", layers, 1, CP_ARCH_MAX_LAYERS, TRUE),
  FIELD ("attention_heads", heads, 1, CP_ARCH_MAX_HEADS, TRUE),
  FIELD ("kv_heads", kv_heads, 1, CP_ARCH_MAX_HEADS, FALSE),
  FIELD ("head_dim", head_dim, 1, CP_ARCH_MAX_DIM, FALSE),
  FIELD ("kv_lora_rank", kv_lora_rank, 1, CP_ARCH_MAX_DIM, FALSE),
  FIELD ("qk_rope_head_dim", qk_rope_head_dim, 0, CP_ARCH_MAX_DIM, FALSE),
  FIELD ("full_attention_layers", full_layers, 0, CP_ARCH_MAX_LAYERS, FALSE),
  FIELD ("sliding_window", sliding_window, 1, CP_WORKLOAD_MAX_CONTEXT, FALSE),
  FIELD ("intermediate_size", intermediate_size, 1, CP_ARCH_MAX_DIM, FALSE),
  FIELD ("moe_intermediate_size", moe_intermediate_size, 1, CP_ARCH_MAX_DIM, FALSE),
  FIELD ("experts", experts, 1, CP_ARCH_MAX_EXPERTS, FALSE),
  FIELD ("vocab_size", vocab_size, 1, CP_ARCH_MAX_VOCAB, TRUE),
  FIELD ("hidden_size", hidden_size, 1, CP_ARCH_MAX_DIM, TRUE),
  FIELD ("unquantized_params", unquantized_params, 1, CP_ARCH_MAX_PARAMS, FALSE),
  FIELD ("weight_bytes", weight_bytes, 1, CP_ARCH_MAX_WEIGHT_BYTES, FALSE),
  FIELD ("max_context", max_context, 1, CP_WORKLOAD_MAX_CONTEXT, FALSE),
  FIELD ("expert_params", expert_params, 1, CP_ARCH_MAX_PARAMS, FALSE),
};

#undef FIELD

/* The attention kinds a catalog names, and the members each needs beyond
 * the common ones. */
static const struct
{
  const char  *name;
  CpAttention  attention;
  const char  *needs[3];
} attentions[] = {
  { "gqa", CP_ATTENTION_GQA, { "kv_heads" } },
  { "mha", CP_ATTENTION_GQA, { NULL } },
  { "mqa", CP_ATTENTION_GQA, { NULL } },
  { "mla", CP_ATTENTION_MLA, { "kv_lora_rank", "qk_rope_head_dim" } },
  { "sliding-window", CP_ATTENTION_SLIDING,
    { "kv_heads", "full_attention_layers", "sliding_window" } },
};

/* "owner/name": letters, digits, "-", "_" and "." on both sides. */
gboolean
cp_hf_repo_is_valid (const char *repo)
{
  const char *slash = strchr (repo, '/');

  if (slash == NULL || slash == repo || slash[1] == '\0' || strchr (slash + 1, '/') != NULL)
    return FALSE;

  for (const char *p = repo; *p != '\0'; p++)
    if (p != slash && !g_ascii_isalnum (*p) && *p != '-' && *p != '_' && *p != '.')
      return FALSE;

  return TRUE;
}

static gboolean
read_integers (const char      *file,
               JsonObject      *object,
               const char      *where,
               CpArchitecture  *arch,
               GError         **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (integer_fields); i++)
    {
      const IntegerField *field = &integer_fields[i];

      if (!cp_json_read_integer (file, object, where, field->name, field->required,
                                  field->min, field->max,
                                  G_STRUCT_MEMBER_P (arch, field->offset), error))
        return FALSE;
    }

  return TRUE;
}

/* The attention kind, with what it needs, and its KV heads. */
static gboolean
read_attention (const char      *file,
                JsonObject      *object,
                const char      *where,
                CpArchitecture  *arch,
                GError         **error)
{
  g_autofree char *path = cp_json_path (where, "attention");
  const char *name;
  guint kind;

  if (!cp_json_read_string (file, object, where, "attention", TRUE, CP_JSON_MAX_TEXT_LENGTH,
                             &name, error))
    return FALSE;

  for (kind = 0; kind < G_N_ELEMENTS (attentions); kind++)
    if (g_str_equal (name, attentions[kind].name))
      break;

  if (kind == G_N_ELEMENTS (attentions))
    {
      g_autofree char *shown = cp_text_echo (name, -1);

      return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, path,
                            _("must be one of gqa, mha, mqa, mla, sliding-window, not “%s”"),
                            shown);
    }

  arch->attention = attentions[kind].attention;
  for (guint i = 0; i < G_N_ELEMENTS (attentions[kind].needs) && attentions[kind].needs[i]; i++)
    if (cp_json_member (object, attentions[kind].needs[i]) == NULL)
      {
        g_autofree char *missing = cp_json_path (where, attentions[kind].needs[i]);

        return cp_json_fail (file, error, CP_FILE_ERROR_MISSING, missing,
                              _("missing: “%s” attention needs it"), name);
      }

  /* MHA has a KV head per head; MQA one in all. */
  if (g_str_equal (name, "mha") || g_str_equal (name, "mqa"))
    {
      gint64 expected = g_str_equal (name, "mha") ? arch->heads : 1;
      g_autofree char *kv_path = cp_json_path (where, "kv_heads");
      g_autofree char *count = cp_format_integer (expected);

      if (arch->kv_heads != 0 && arch->kv_heads != expected)
        return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, kv_path,
                              _("must be %s for “%s” attention"), count, name);
      arch->kv_heads = expected;
    }

  return TRUE;
}

/* What the members say together: KV heads that group the heads, a head
 * size, counts that stay within the model's own. */
static gboolean
check_consistency (const char      *file,
                   const char      *where,
                   CpArchitecture  *arch,
                   GError         **error)
{
  g_autofree char *params = cp_format_integer (arch->params);
  const char *member = NULL;
  g_autofree char *problem = NULL;

  if (arch->attention != CP_ATTENTION_MLA && arch->heads % arch->kv_heads != 0)
    {
      g_autofree char *heads = cp_format_integer (arch->heads);

      member = "kv_heads";
      problem = g_strdup_printf (_("must divide attention_heads (%s)"), heads);
    }
  else if (arch->head_dim == 0 && arch->hidden_size % arch->heads != 0)
    {
      member = "head_dim";
      problem = g_strdup (_("missing, and hidden_size is not a multiple of attention_heads"));
    }
  else if (arch->active_params > arch->params)
    {
      member = "active_params";
      problem = g_strdup_printf (_("must not exceed params (%s)"), params);
    }
  else if (arch->unquantized_params > arch->params)
    {
      member = "unquantized_params";
      problem = g_strdup_printf (_("must not exceed params (%s)"), params);
    }
  else if (arch->full_layers > arch->layers)
    {
      g_autofree char *layers = cp_format_integer (arch->layers);

      member = "full_attention_layers";
      problem = g_strdup_printf (_("must not exceed layers (%s)"), layers);
    }

  if (member != NULL)
    {
      g_autofree char *path = cp_json_path (where, member);

      return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, path, "%s", problem);
    }

  if (arch->head_dim == 0)
    arch->head_dim = arch->hidden_size / arch->heads;

  return TRUE;
}

/* The native weight format, and the block of FP8 block-scaled weights. */
static gboolean
read_weights (const char      *file,
              JsonObject      *object,
              const char      *where,
              CpArchitecture  *arch,
              GError         **error)
{
  g_autofree char *path = cp_json_path (where, "weights");
  g_autofree char *block_path = cp_json_path (where, "quant_block");
  g_autofree char *shown = NULL;
  const char *name;
  gint64 block;

  if (!cp_json_read_string (file, object, where, "weights", TRUE, CP_JSON_MAX_TEXT_LENGTH, &name,
                             error) ||
      !cp_json_read_integer (file, object, where, "quant_block", FALSE, 1, CP_ARCH_MAX_BLOCK,
                              &block, error))
    return FALSE;

  shown = cp_text_echo (name, -1);
  if (!cp_weight_format_from_string (name, &arch->weights))
    return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, path,
                          _("must be one of %s, not “%s”"), CP_WEIGHT_FORMAT_NAMES, shown);

  if (block != 0 && arch->weights.kind != CP_WEIGHTS_FP8_BLOCK)
    return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, block_path,
                          _("only goes with “fp8-block” weights"));
  if (block != 0)
    arch->weights.block = block;

  return TRUE;
}

/* Rope scaling the publisher documents (docs/catalog.md, docs/sizing.md
 * §5.6): {"type": "yarn", "factor": 4, "original_context": 32768,
 * "source": …}; it reaches factor × original_context tokens. */
static gboolean
read_rope_scaling (const char      *file,
                   JsonObject      *object,
                   const char      *where,
                   CpArchitecture  *arch,
                   const char     **source,
                   GError         **error)
{
  g_autofree char *path = cp_json_path (where, "rope_scaling");
  JsonNode *node;
  JsonObject *rope;
  const char *type;
  gboolean present = FALSE;
  double reached;

  *source = NULL;
  if (!cp_json_find_member (file, object, where, "rope_scaling", CP_JSON_OBJECT, FALSE, &node,
                            error))
    return FALSE;
  if (node == NULL)
    return TRUE;

  rope = json_node_get_object (node);
  if (!cp_json_read_string (file, rope, path, "type", TRUE, CP_JSON_MAX_TEXT_LENGTH, &type,
                            error) ||
      !cp_json_read_number (file, rope, path, "factor", TRUE, 1024, &arch->rope_factor,
                            &present, error) ||
      !cp_json_read_integer (file, rope, path, "original_context", TRUE, 1,
                             CP_WORKLOAD_MAX_CONTEXT, &arch->rope_original_context, error) ||
      !cp_json_read_string (file, rope, path, "source", TRUE, CP_JSON_MAX_TEXT_LENGTH, source,
                            error))
    return FALSE;

  if (!g_str_equal (type, "yarn"))
    {
      g_autofree char *member = cp_json_path (path, "type");
      g_autofree char *shown = cp_text_echo (type, -1);

      return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, member,
                           _("must be “yarn”, not “%s”"), shown);
    }

  reached = arch->rope_factor * (double) arch->rope_original_context;
  if (arch->rope_factor <= 1 || reached > CP_WORKLOAD_MAX_CONTEXT)
    {
      g_autofree char *member = cp_json_path (path, "factor");

      return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, member,
                           ngettext ("must be above 1, and reach at most %d token",
                                     "must be above 1, and reach at most %d tokens",
                                     CP_WORKLOAD_MAX_CONTEXT),
                           CP_WORKLOAD_MAX_CONTEXT);
    }

  arch->rope_scaling = CP_ROPE_SCALING_YARN;
  arch->rope_max_context = (gint64) reached;

  return TRUE;
}

/* The checkpoints the publisher puts out in other formats
 * (docs/catalog.md): each its format, where it is, the parameters it keeps
 * at 16 bits and where that figure comes from. */
static gboolean
read_checkpoints (const char           *file,
                  JsonObject           *object,
                  const char           *where,
                  const CpArchitecture *arch,
                  CpModelArchitecture  *architecture,
                  GError              **error)
{
  JsonNode *node;
  JsonArray *array;

  if (!cp_json_find_member (file, object, where, "checkpoints", CP_JSON_LIST, FALSE, &node,
                            error))
    return FALSE;
  if (node == NULL)
    return TRUE;

  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *path = g_strdup_printf ("%s.checkpoints[%u]", where, i);
      JsonNode *element = json_array_get_element (array, i);
      JsonObject *checkpoint;
      const char *name, *hf_repo, *source;
      CpWeightFormat weights;
      gint64 unquantized;

      if (!JSON_NODE_HOLDS_OBJECT (element))
        return cp_json_fail_as (file, error, CP_CATALOG_ERROR, CP_CATALOG_ERROR_FORMAT, path,
                                _("must be an object, not %s"), cp_json_describe (element));
      checkpoint = json_node_get_object (element);

      if (!cp_json_read_string (file, checkpoint, path, "weights", TRUE, CP_JSON_MAX_TEXT_LENGTH,
                                &name, error) ||
          !cp_json_read_string (file, checkpoint, path, "hf_repo", TRUE, CP_JSON_MAX_TEXT_LENGTH,
                                &hf_repo, error) ||
          !cp_json_read_integer (file, checkpoint, path, "unquantized_params", TRUE, 1,
                                 arch->params, &unquantized, error) ||
          !cp_json_read_string (file, checkpoint, path, "source", TRUE, CP_JSON_MAX_TEXT_LENGTH,
                                &source, error))
        return FALSE;

      if (!cp_weight_format_from_string (name, &weights))
        {
          g_autofree char *member = cp_json_path (path, "weights");
          g_autofree char *shown = cp_text_echo (name, -1);

          return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, member,
                               _("must be one of %s, not “%s”"), CP_WEIGHT_FORMAT_NAMES, shown);
        }
      if (!cp_hf_repo_is_valid (hf_repo))
        {
          g_autofree char *member = cp_json_path (path, "hf_repo");
          g_autofree char *shown = cp_text_echo (hf_repo, -1);

          return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, member,
                               _("must be a Hugging Face repository such as "
                                 "“meta-llama/Meta-Llama-3.1-70B”, not “%s”"),
                               shown);
        }

      cp_model_architecture_add_checkpoint (architecture, &weights, unquantized, hf_repo, source);
    }

  return TRUE;
}

/**
 * cp_model_arch_read:
 * @model: a model of the catalog
 * @where: its JSON path ("models[3]")
 * @translate: whether the source is the built-in catalog's, and translated
 * @architecture: (out) (transfer full) (nullable): the architecture, or
 *   %NULL when the model has none
 */
gboolean
cp_model_arch_read (const char            *file,
                     JsonObject            *model,
                     const char            *where,
                     gboolean               translate,
                     CpModelArchitecture  **architecture,
                     GError               **error)
{
  g_autofree char *path = cp_json_path (where, "architecture");
  g_autofree char *repo_path = NULL;
  JsonNode *node;
  CpArchitecture arch = { 0 };
  const char *source, *hf_repo, *rope_source = NULL;
  JsonObject *object;

  *architecture = NULL;

  if (!cp_json_find_member (file, model, where, "architecture", CP_JSON_OBJECT, FALSE, &node,
                             error))
    return FALSE;
  if (node == NULL)
    return TRUE;

  object = json_node_get_object (node);
  if (!read_integers (file, object, path, &arch, error) ||
      !read_attention (file, object, path, &arch, error) ||
      !check_consistency (file, path, &arch, error) ||
      !read_weights (file, object, path, &arch, error) ||
      !cp_json_read_boolean (file, object, path, "tied_embeddings", FALSE,
                              &arch.tied_embeddings, error) ||
      !cp_json_read_string (file, object, path, "hf_repo", FALSE, CP_JSON_MAX_TEXT_LENGTH,
                             &hf_repo, error) ||
      !cp_json_read_string (file, object, path, "source", TRUE, CP_JSON_MAX_TEXT_LENGTH,
                             &source, error) ||
      !read_rope_scaling (file, object, path, &arch, &rope_source, error))
    return FALSE;

  repo_path = cp_json_path (path, "hf_repo");
  if (hf_repo != NULL && !cp_hf_repo_is_valid (hf_repo))
    {
      g_autofree char *shown = cp_text_echo (hf_repo, -1);

      return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, repo_path,
                            _("must be a Hugging Face repository such as "
                              "“meta-llama/Meta-Llama-3.1-70B”, not “%s”"),
                            shown);
    }

  /* Everything above holds what the engine checks; a failure here would
   * be a gap between the two, still said with the file and the place. */
  {
    g_autoptr(GError) engine_error = NULL;

    if (!cp_architecture_check (&arch, &engine_error))
      return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, path, "%s", engine_error->message);
  }

  if (translate)
    source = g_dgettext (GETTEXT_PACKAGE, source);
  *architecture = cp_model_architecture_new (&arch, hf_repo, source);
  if (rope_source != NULL)
    cp_model_architecture_set_rope_source (*architecture,
                                           translate ? g_dgettext (GETTEXT_PACKAGE, rope_source)
                                                     : rope_source);

  if (!read_checkpoints (file, object, path, &arch, *architecture, error))
    {
      g_clear_pointer (architecture, cp_model_architecture_unref);
      return FALSE;
    }

  return TRUE;
}

/* Whether the attention kind of @arch needs the member @name, even when
 * it is 0. */
static gboolean
attention_needs (const CpArchitecture *arch,
                 const char           *name)
{
  for (guint kind = 0; kind < G_N_ELEMENTS (attentions); kind++)
    {
      if (attentions[kind].attention != arch->attention)
        continue;
      for (guint i = 0; i < G_N_ELEMENTS (attentions[kind].needs); i++)
        if (g_strcmp0 (attentions[kind].needs[i], name) == 0)
          return TRUE;
    }

  return FALSE;
}

/**
 * cp_model_arch_write:
 *
 * Writes @architecture as the "architecture" object cp_model_arch_read()
 * reads back into the same shape: every member the shape has, the
 * attention by the name of its kind (MHA and MQA as the GQA they are, with
 * their KV heads).
 */
void
cp_model_arch_write (CpJsonWriter        *writer,
                      CpModelArchitecture *architecture)
{
  const CpArchitecture *arch = cp_model_architecture_get (architecture);
  const char *hf_repo = cp_model_architecture_get_hf_repo (architecture);
  g_autofree char *weights = cp_weight_format_to_string (&arch->weights);

  cp_json_writer_begin_object (writer);
  for (guint i = 0; i < G_N_ELEMENTS (integer_fields); i++)
    {
      const IntegerField *field = &integer_fields[i];
      gint64 value = G_STRUCT_MEMBER (gint64, arch, field->offset);

      if (value != 0 || attention_needs (arch, field->name))
        {
          cp_json_writer_member (writer, field->name);
          cp_json_writer_integer (writer, value);
        }
    }

  cp_json_writer_member (writer, "attention");
  for (guint kind = 0; kind < G_N_ELEMENTS (attentions); kind++)
    if (attentions[kind].attention == arch->attention)
      {
        cp_json_writer_string (writer, attentions[kind].name);
        break;
      }

  cp_json_writer_member (writer, "weights");
  cp_json_writer_string (writer, weights);
  if (arch->weights.kind == CP_WEIGHTS_FP8_BLOCK)
    {
      cp_json_writer_member (writer, "quant_block");
      cp_json_writer_integer (writer, arch->weights.block);
    }
  cp_json_writer_member (writer, "tied_embeddings");
  cp_json_writer_boolean (writer, arch->tied_embeddings);
  if (hf_repo != NULL)
    {
      cp_json_writer_member (writer, "hf_repo");
      cp_json_writer_string (writer, hf_repo);
    }
  cp_json_writer_member (writer, "source");
  cp_json_writer_string (writer, cp_model_architecture_get_source (architecture));
  if (arch->rope_scaling == CP_ROPE_SCALING_YARN)
    {
      const char *rope_source = cp_model_architecture_get_rope_source (architecture);

      cp_json_writer_member (writer, "rope_scaling");
      cp_json_writer_begin_object (writer);
      cp_json_writer_member (writer, "type");
      cp_json_writer_string (writer, "yarn");
      cp_json_writer_member (writer, "factor");
      cp_json_writer_double (writer, arch->rope_factor);
      cp_json_writer_member (writer, "original_context");
      cp_json_writer_integer (writer, arch->rope_original_context);
      cp_json_writer_member (writer, "source");
      cp_json_writer_string (writer, rope_source != NULL ? rope_source
                                                         : cp_model_architecture_get_source (architecture));
      cp_json_writer_end_object (writer);
    }
  cp_json_writer_end_object (writer);
}

/* An architecture kept as text is a few hundred bytes of one object. */
#define ARCH_TEXT_MAX_BYTES (64 * 1024)
#define ARCH_TEXT_MAX_DEPTH 4

/**
 * cp_model_architecture_to_json:
 *
 * The one form an imported model's shape is kept in outside the catalog:
 * the "architecture" object of a catalog's model (docs/catalog.md), in a
 * plan file (docs/plan.md) and in the custom-model library alike.
 *
 * Returns: (transfer full): @self as that object's JSON text.
 */
char *
cp_model_architecture_to_json (CpModelArchitecture *self)
{
  g_autoptr(CpJsonWriter) writer = cp_json_writer_new ();

  g_return_val_if_fail (self != NULL, NULL);

  cp_model_arch_write (writer, self);

  return cp_json_writer_steal (g_steal_pointer (&writer));
}

/**
 * cp_model_architecture_new_from_json:
 * @text: from cp_model_architecture_to_json(), or a catalog's model's
 *   "architecture" object
 * @what: how errors name where @text comes from ("custom-models[2]")
 *
 * Reads the text back as strictly as a catalog is read.
 *
 * Returns: (transfer full) (nullable): the architecture, or %NULL with
 *   one line of %CP_CATALOG_ERROR saying what and where.
 */
CpModelArchitecture *
cp_model_architecture_new_from_json (const char  *text,
                                     const char  *what,
                                     GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonObject) holder = NULL;
  CpModelArchitecture *architecture = NULL;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (what != NULL, NULL);

  bytes = g_bytes_new (text, strlen (text));
  node = cp_json_read (bytes, what, ARCH_TEXT_MAX_DEPTH, ARCH_TEXT_MAX_BYTES, error);
  if (node == NULL)
    return NULL;

  /* The reader reads a model's member. */
  holder = json_object_new ();
  json_object_set_member (holder, "architecture", json_node_copy (node));
  if (!cp_model_arch_read (what, holder, NULL, FALSE, &architecture, error))
    return NULL;
  if (architecture == NULL)
    cp_json_fail_as (what, error, CP_CATALOG_ERROR, CP_CATALOG_ERROR_FORMAT, "architecture",
                   _("must be an object, not %s"), cp_json_describe (node));

  return architecture;
}

/**
 * cp_gpu_read_capacity:
 * @memory_gb: the vendor's figure, in decimal GB
 * @capacity_bytes: (out): the driver's figure in bytes
 *
 * Every GPU of a version 2 catalog says the memory its driver reports:
 * there is no safe way to derive it from the vendor's figure, as memory
 * "GB" are binary on some datasheets and decimal on others (an H100's
 * 80 GB report 79.19 GiB, not the 74.5 GiB 80 × 10⁹ bytes would be;
 * docs/sizing.md §3.1). A driver never reports more GiB than the vendor
 * writes GB (1 GiB is more than 1 GB), so that is the bound.
 */
gboolean
cp_gpu_read_capacity (const char  *file,
                       JsonObject  *gpu,
                       const char  *where,
                       double       memory_gb,
                       gint64      *capacity_bytes,
                       GError     **error)
{
  double gib;

  gboolean present = FALSE;

  *capacity_bytes = 0;

  if (!cp_json_read_number (file, gpu, where, "usable_memory_gib", FALSE, memory_gb, &gib,
                            &present, error))
    return FALSE;

  if (!present)
    {
      g_autofree char *path = g_strdup_printf ("%s.usable_memory_gib", where);

      return cp_json_fail_as (file, error, CP_CATALOG_ERROR, CP_CATALOG_ERROR_FORMAT, path,
                              _("missing: the memory one GPU has as its driver reports it "
                                "(nvidia-smi, torch), in GiB"));
    }

  *capacity_bytes = llround (gib * CP_GIB);

  return TRUE;
}
