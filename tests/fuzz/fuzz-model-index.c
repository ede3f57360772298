/* fuzz-model-index.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdint.h>

#include "cp-model-import.h"
#include "fuzz-target.h"

/* Any bytes as the model.safetensors.index.json beside a good config.json:
 * up to 64 MB read through the strict JSON reader for one whole number.
 * Either the model is imported with the index's weight bytes, or it is
 * refused with one clean, short line that names the file. */

static const char config_text[] =
  "{ \"model_type\": \"llama\", \"hidden_size\": 4096, \"intermediate_size\": 14336,\n"
  "  \"num_attention_heads\": 32, \"num_hidden_layers\": 32, \"num_key_value_heads\": 8,\n"
  "  \"vocab_size\": 128256, \"max_position_embeddings\": 131072, \"torch_dtype\": \"bfloat16\" }";

static GBytes *config;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_abort_on_criticals ();
  config = g_bytes_new_static (config_text, sizeof config_text - 1);

  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) index = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) model = cp_model_import_from_bytes (config, "config.json", index,
                                                         "index.json", &error);

  if (model == NULL)
    {
      fuzz_check_message (error, NULL);
      if (!g_str_has_prefix (error->message, "index.json: ") &&
          !g_str_has_prefix (error->message, "config.json: "))
        fuzz_fail ("a message does not name its file", error->message);
      return 0;
    }

  if (cp_model_architecture_get (cp_model_get_architecture (model))->weight_bytes <= 0)
    fuzz_fail ("an index was read without its weight bytes", "");

  return 0;
}
