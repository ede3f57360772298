/* fuzz-model-import.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdint.h>

#include "cp-catalog.h"
#include "cp-model-import.h"
#include "fuzz-builtin-catalog.h"
#include "fuzz-target.h"
#include "../cp-test-planner.h"
#include "cp-build-words.h"

/* Any bytes as a Hugging Face config.json: through the strict JSON reader
 * and the importer's checks. Either the file is refused with one clean,
 * short line that names it, or the model's texts are clean, it sizes by
 * its minimum memory, and sizing it for a workload either works or says
 * why in one clean line. */

static CpCatalog *catalog;
static CpPlanWorkload *workload;

static void
check_text (const char *text)
{
  fuzz_check_text ("a text of an imported model is not clean", text);
}

static void
check_builds (CpPlan *plan)
{
  GListModel *builds = cp_plan_get_builds (plan);

  for (guint i = 0; i < g_list_model_get_n_items (builds); i++)
    {
      g_autoptr(CpBuild) build = g_list_model_get_item (builds, i);
      g_autofree char *title = cp_build_dup_title (build);
      g_autofree char *verdict = cp_build_dup_verdict (build);

      check_text (title);
      check_text (verdict);
    }
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_abort_on_criticals ();
  catalog = fuzz_load_builtin_catalog ();
  workload = cp_plan_workload_new (8192, 16, CP_KV_CACHE_BF16);

  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) model = cp_model_import_from_bytes (bytes, "config.json", NULL, NULL, &error);
  g_autoptr(CpPlan) plan = NULL;

  if (model == NULL)
    {
      fuzz_check_message (error, "config.json: ");
      return 0;
    }

  check_text (cp_item_get_name (CP_ITEM (model)));
  check_text (cp_item_get_source (CP_ITEM (model)));

  /* An imported model is within the limits the sizing has. */
  plan = cp_test_catalog_plan (catalog, &model, 1, &error);
  if (plan == NULL)
    fuzz_fail ("an imported model cannot be sized by its memory", error->message);
  check_builds (plan);
  g_clear_object (&plan);

  plan = cp_test_catalog_plan_with_workload (catalog, &model, 1, workload, &error);
  if (plan == NULL)
    fuzz_check_message (error, NULL);
  else
    check_builds (plan);

  return 0;
}
