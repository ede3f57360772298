/* cp-model-arch.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-model-arch"

#include "config.h"

#include "cp-model-arch.h"

/* A checkpoint the publisher puts out in another format than the model's
 * own, and which of its parameters stay at 16 bits there. */
typedef struct
{
  CpWeightFormat weights;
  gint64         unquantized_params;
  char          *hf_repo;
  char          *source;
} Checkpoint;

struct _CpModelArchitecture
{
  gatomicrefcount ref_count;
  CpArchitecture  arch;
  char           *hf_repo;
  char           *source;
  GArray         *checkpoints;
  /* Where the documented rope scaling comes from. */
  char           *rope_source;
};

static void
checkpoint_clear (gpointer data)
{
  Checkpoint *checkpoint = data;

  g_free (checkpoint->hf_repo);
  g_free (checkpoint->source);
}

/* Whether @a and @b are one format, block or group size and all. */
static gboolean
same_format (const CpWeightFormat *a,
             const CpWeightFormat *b)
{
  return a->kind == b->kind && a->block == b->block;
}

/* Whether @weights is the checkpoint's own format @own, as the workload
 * names formats: fp8-block whatever its block, int4 with its group. */
static gboolean
is_own_format (const CpWeightFormat *weights,
               const CpWeightFormat *own)
{
  return weights->kind == own->kind &&
         (weights->block == own->block || weights->kind != CP_WEIGHTS_INT4);
}

G_DEFINE_BOXED_TYPE (CpModelArchitecture, cp_model_architecture,
                     cp_model_architecture_ref, cp_model_architecture_unref)

/**
 * cp_model_architecture_new:
 * @arch: the shape, copied
 * @hf_repo: (nullable): "owner/name" on Hugging Face
 * @source: (nullable): where the figures come from
 */
CpModelArchitecture *
cp_model_architecture_new (const CpArchitecture *arch,
                           const char           *hf_repo,
                           const char           *source)
{
  CpModelArchitecture *self;

  g_return_val_if_fail (arch != NULL, NULL);

  self = g_new0 (CpModelArchitecture, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->arch = *arch;
  self->hf_repo = g_strdup (hf_repo);
  self->source = g_strdup (source);
  self->checkpoints = g_array_new (FALSE, TRUE, sizeof (Checkpoint));
  g_array_set_clear_func (self->checkpoints, checkpoint_clear);

  return self;
}

/**
 * cp_model_architecture_add_checkpoint:
 * @weights: the checkpoint's format
 * @unquantized_params: its parameters kept at 16 bits
 * @hf_repo: where it is published
 * @source: where the figures come from
 *
 * Records a published checkpoint in another format, while the
 * architecture is being made (docs/sizing.md §4.1).
 */
void
cp_model_architecture_add_checkpoint (CpModelArchitecture  *self,
                                      const CpWeightFormat *weights,
                                      gint64                unquantized_params,
                                      const char           *hf_repo,
                                      const char           *source)
{
  Checkpoint checkpoint = {
    .weights = *weights,
    .unquantized_params = unquantized_params,
    .hf_repo = g_strdup (hf_repo),
    .source = g_strdup (source),
  };

  g_return_if_fail (self != NULL && weights != NULL && hf_repo != NULL);

  g_array_append_val (self->checkpoints, checkpoint);
}

/**
 * cp_model_architecture_find_checkpoint_repo:
 * @hf_repo: a Hugging Face repository
 * @weights: (out): the format of the checkpoint published there
 *
 * Returns: whether @hf_repo is one of the checkpoints the publisher puts
 *   out in another format than the model's own.
 */
gboolean
cp_model_architecture_find_checkpoint_repo (CpModelArchitecture *self,
                                            const char          *hf_repo,
                                            CpWeightFormat      *weights)
{
  g_return_val_if_fail (self != NULL && hf_repo != NULL && weights != NULL, FALSE);

  for (guint i = 0; i < self->checkpoints->len; i++)
    {
      const Checkpoint *checkpoint = &g_array_index (self->checkpoints, Checkpoint, i);

      if (g_str_equal (checkpoint->hf_repo, hf_repo))
        {
          *weights = checkpoint->weights;
          return TRUE;
        }
    }

  return FALSE;
}

/**
 * cp_model_architecture_find_checkpoint:
 * @weights: a format
 * @unquantized_params: (out) (optional): its parameters kept at 16 bits
 * @hf_repo: (out) (optional) (transfer none): where it is published
 *
 * Returns: whether the publisher puts out a checkpoint in @weights, which
 *   is then what a model served in @weights loads, rather than vLLM's
 *   own quantisation of the model's checkpoint at start-up.
 */
gboolean
cp_model_architecture_find_checkpoint (CpModelArchitecture  *self,
                                       const CpWeightFormat *weights,
                                       gint64               *unquantized_params,
                                       const char          **hf_repo)
{
  g_return_val_if_fail (self != NULL && weights != NULL, FALSE);

  for (guint i = 0; i < self->checkpoints->len; i++)
    {
      const Checkpoint *checkpoint = &g_array_index (self->checkpoints, Checkpoint, i);

      if (!same_format (&checkpoint->weights, weights))
        continue;
      if (unquantized_params != NULL)
        *unquantized_params = checkpoint->unquantized_params;
      if (hf_repo != NULL)
        *hf_repo = checkpoint->hf_repo;
      return TRUE;
    }

  return FALSE;
}

/* Whether @weights is 16 or 32 bits a weight: what vLLM can quantise to
 * fp8 itself as it loads. */
static gboolean
is_wide (const CpWeightFormat *weights)
{
  return weights->kind == CP_WEIGHTS_BF16 || weights->kind == CP_WEIGHTS_FP16 ||
         weights->kind == CP_WEIGHTS_FP32;
}

/* The published checkpoint in fp8 or fp8-block, fp8 first. */
static const Checkpoint *
find_fp8_checkpoint (CpModelArchitecture *self)
{
  const Checkpoint *found = NULL;

  for (guint i = 0; i < self->checkpoints->len; i++)
    {
      const Checkpoint *checkpoint = &g_array_index (self->checkpoints, Checkpoint, i);

      if (checkpoint->weights.kind == CP_WEIGHTS_FP8)
        return checkpoint;
      if (checkpoint->weights.kind == CP_WEIGHTS_FP8_BLOCK && found == NULL)
        found = checkpoint;
    }

  return found;
}

/**
 * cp_model_architecture_serve_weights:
 * @asked: the format the weights are asked for in
 * @served: (out): the format they are served in
 *
 * The format a model asked for in @asked is served in: @asked itself,
 * except fp8 of a model whose publisher puts out an fp8-block checkpoint
 * and no per-tensor one, which serves that checkpoint rather than have
 * vLLM quantise the 16-bit one as it loads (docs/catalog.md).
 */
void
cp_model_architecture_serve_weights (CpModelArchitecture  *self,
                                     const CpWeightFormat *asked,
                                     CpWeightFormat       *served)
{
  const Checkpoint *fp8;

  g_return_if_fail (self != NULL && asked != NULL && served != NULL);

  *served = *asked;
  if (asked->kind != CP_WEIGHTS_FP8 || is_own_format (asked, &self->arch.weights))
    return;
  fp8 = find_fp8_checkpoint (self);
  if (fp8 != NULL)
    *served = fp8->weights;
}

/**
 * cp_model_architecture_offers_weights:
 * @weights: a format
 *
 * Returns: whether the model can be served in @weights from a published
 *   checkpoint: its own, one the publisher (or a known quantiser) puts
 *   out in @weights, or, for fp8 only, its own 16-bit checkpoint that
 *   vLLM quantises as it loads, when no fp8 checkpoint is published. The
 *   formats the workload offers, so that each recipe starts.
 */
gboolean
cp_model_architecture_offers_weights (CpModelArchitecture  *self,
                                      const CpWeightFormat *weights)
{
  g_return_val_if_fail (self != NULL && weights != NULL, FALSE);

  if (is_own_format (weights, &self->arch.weights))
    return TRUE;
  if (cp_model_architecture_find_checkpoint (self, weights, NULL, NULL))
    return TRUE;

  return weights->kind == CP_WEIGHTS_FP8 && is_wide (&self->arch.weights) &&
         find_fp8_checkpoint (self) == NULL;
}

CpModelArchitecture *
cp_model_architecture_ref (CpModelArchitecture *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);

  return self;
}

void
cp_model_architecture_unref (CpModelArchitecture *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;

  g_free (self->hf_repo);
  g_free (self->source);
  g_free (self->rope_source);
  g_array_unref (self->checkpoints);
  g_free (self);
}

const CpArchitecture *
cp_model_architecture_get (CpModelArchitecture *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return &self->arch;
}

/* "meta-llama/Meta-Llama-3.1-70B", or NULL. */
const char *
cp_model_architecture_get_hf_repo (CpModelArchitecture *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->hf_repo;
}

const char *
cp_model_architecture_get_source (CpModelArchitecture *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->source;
}

/* Where @self's rope scaling (CpArchitecture.rope_scaling) is documented:
 * the publisher's model card. */
void
cp_model_architecture_set_rope_source (CpModelArchitecture *self,
                                       const char          *source)
{
  g_return_if_fail (self != NULL);

  g_free (self->rope_source);
  self->rope_source = g_strdup (source);
}

/* Returns: (nullable): where the rope scaling is documented; %NULL when
 * the model has none, or it came from the config.json itself. */
const char *
cp_model_architecture_get_rope_source (CpModelArchitecture *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->rope_source;
}
