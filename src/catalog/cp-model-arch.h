/* cp-model-arch.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "cp-workload.h"

G_BEGIN_DECLS

#define CP_TYPE_MODEL_ARCHITECTURE (cp_model_architecture_get_type ())

/* A model's shape (cp-workload.h) with where it comes from and the
 * Hugging Face repository that holds it. Immutable; shared by reference. */
typedef struct _CpModelArchitecture CpModelArchitecture;

GType                 cp_model_architecture_get_type    (void) G_GNUC_CONST;
CpModelArchitecture  *cp_model_architecture_new         (const CpArchitecture *arch,
                                                         const char           *hf_repo,
                                                         const char           *source);
CpModelArchitecture  *cp_model_architecture_ref         (CpModelArchitecture  *self);
void                  cp_model_architecture_unref       (CpModelArchitecture  *self);
const CpArchitecture *cp_model_architecture_get         (CpModelArchitecture  *self);
const char           *cp_model_architecture_get_hf_repo (CpModelArchitecture  *self);
const char           *cp_model_architecture_get_source  (CpModelArchitecture  *self);
void                  cp_model_architecture_add_checkpoint (CpModelArchitecture  *self,
                                                            const CpWeightFormat *weights,
                                                            gint64                unquantized_params,
                                                            const char           *hf_repo,
                                                            const char           *source);
gboolean              cp_model_architecture_find_checkpoint_repo (CpModelArchitecture *self,
                                                                  const char          *hf_repo,
                                                                  CpWeightFormat      *weights);
gboolean              cp_model_architecture_find_checkpoint (CpModelArchitecture  *self,
                                                             const CpWeightFormat *weights,
                                                             gint64               *unquantized_params,
                                                             const char          **hf_repo);
void                  cp_model_architecture_serve_weights (CpModelArchitecture  *self,
                                                           const CpWeightFormat *asked,
                                                           CpWeightFormat       *served);
gboolean              cp_model_architecture_offers_weights (CpModelArchitecture  *self,
                                                            const CpWeightFormat *weights);

void                  cp_model_architecture_set_rope_source (CpModelArchitecture *self,
                                                             const char          *source);
const char           *cp_model_architecture_get_rope_source (CpModelArchitecture *self);

char                 *cp_model_architecture_to_json     (CpModelArchitecture  *self);
CpModelArchitecture  *cp_model_architecture_new_from_json (const char         *text,
                                                          const char         *what,
                                                          GError            **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CpModelArchitecture, cp_model_architecture_unref)

G_END_DECLS
