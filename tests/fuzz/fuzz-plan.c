/* fuzz-plan.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cp-session.h"
#include "cp-text.h"
#include "fuzz-builtin-catalog.h"
#include "fuzz-target.h"

/* Any bytes as a plan file: through the strict JSON reader and the plan's
 * checks. Either the plan is refused with one clean, short line, or every
 * text in it is clean, it writes itself back to bytes that read as the
 * same plan, and it goes into a session on the built-in catalog (or is
 * refused there with one clean line, for a model the catalog lacks). */

static CpCatalog *builtin;

static void
check_text (const char *text)
{
  if (text != NULL && !cp_text_is_clean (text, -1))
    fuzz_fail ("a text from a loaded plan is not clean", text);
}

static void
check_texts (CpPlanDocument *document)
{
  check_text (cp_plan_document_get_catalog_name (document));
  for (guint field = 0; field < CP_PLAN_CUSTOMER_N_FIELDS; field++)
    {
      /* An address is its lines, each one clean. */
      g_auto(GStrv) lines = NULL;
      const char *value = cp_plan_document_get_customer_field (document, field);

      if (value == NULL)
        continue;
      lines = g_strsplit (value, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        check_text (lines[i]);
    }
  check_text (cp_plan_document_get_selected_tier (document));
  for (guint i = 0; i < cp_plan_document_get_n_models (document); i++)
    {
      CpModel *model = cp_plan_document_get_model (document, i);

      check_text (cp_item_get_id (CP_ITEM (model)));
      check_text (cp_item_get_name (CP_ITEM (model)));
      check_text (cp_plan_document_get_given_name (document, i));
    }
}

/* What the plan writes reads back, and writes the same bytes again. */
static void
check_round_trip (CpPlanDocument *document)
{
  g_autoptr(GBytes) written = cp_plan_document_to_bytes (document);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlanDocument) again = cp_plan_document_new_from_bytes (written, "again.clusterplan",
                                                                    &error);
  g_autoptr(GBytes) rewritten = NULL;

  if (again == NULL)
    fuzz_fail ("a plan it wrote does not read back", error->message);

  rewritten = cp_plan_document_to_bytes (again);
  if (!g_bytes_equal (written, rewritten))
    fuzz_fail ("a plan read back writes other bytes", g_bytes_get_data (rewritten, NULL));
}

static void
check_session (CpPlanDocument *document)
{
  g_autoptr(CpSession) session = cp_session_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlanDocument) snapshot = NULL;

  cp_session_set_catalog (session, builtin);
  if (!cp_session_load_document (session, document, &error))
    {
      fuzz_check_message (error, "fuzz.clusterplan: ");
      return;
    }

  /* The session's own plan file reads back. */
  snapshot = cp_session_snapshot (session);
  check_round_trip (snapshot);
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_abort_on_criticals ();
  builtin = fuzz_load_builtin_catalog ();

  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlanDocument) document = cp_plan_document_new_from_bytes (bytes, "fuzz.clusterplan",
                                                                       &error);

  if (document == NULL)
    {
      fuzz_check_message (error, "fuzz.clusterplan: ");
      return 0;
    }

  check_texts (document);
  check_round_trip (document);
  check_session (document);

  return 0;
}
