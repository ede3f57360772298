/* cp-model-arch.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-model-arch"

#include "config.h"

#include "cp-model-arch.h"

struct _CpModelArchitecture
{
  gatomicrefcount ref_count;
  CpArchitecture  arch;
  char           *hf_repo;
  char           *source;
};

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

  return self;
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
