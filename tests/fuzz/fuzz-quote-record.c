/* fuzz-quote-record.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include "cp-quote-snapshot.h"
#include "fuzz-builtin-catalog.h"
#include "fuzz-target.h"
#include "cp-plan-document.h"
#include "cp-quote.h"

/* Any bytes as one quote's record in the register, as a hand-edited or
 * damaged quotes.db could hold it: the plan column, a NUL byte, then the
 * document column. Restoring the quote on the built-in catalog, and
 * converting a record of the first schema to a plan file, either work or
 * refuse with one clean, short line that names the quote. */

#define WHAT "quotes.db: Q-0001"

static CpCatalog *builtin;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_abort_on_criticals ();
  builtin = fuzz_load_builtin_catalog ();

  return 0;
}

static void
check_restore (const char *plan,
               const char *document)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpQuote) quote = cp_quote_snapshot_restore (plan, document, builtin, WHAT, &error);
  g_autofree char *again = NULL;

  if (quote == NULL)
    {
      fuzz_check_message (error, WHAT ": ");
      return;
    }

  /* A restored quote is stored as a record that restores again. */
  again = cp_quote_snapshot_dup_document (quote);
  g_clear_object (&quote);
  quote = cp_quote_snapshot_restore (plan, again, builtin, WHAT, &error);
  if (quote == NULL)
    fuzz_fail ("a restored quote's own record does not restore", error->message);
}

static void
check_convert (const char *plan,
               const char *document)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *converted = cp_quote_snapshot_convert_plan (plan, document, WHAT, &error);
  g_autoptr(CpPlanDocument) read = NULL;

  if (converted == NULL)
    {
      fuzz_check_message (error, WHAT ": ");
      return;
    }

  /* What the conversion writes is a plan file the register reads. */
  read = cp_quote_snapshot_read_plan (converted, WHAT, &error);
  if (read == NULL)
    fuzz_fail ("a converted plan does not read", error->message);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  /* Two NUL-terminated texts, as SQLite hands them over. */
  g_autofree char *plan = g_strndup ((const char *) data, size);
  gsize plan_length = strlen (plan);
  g_autofree char *document = plan_length < size
                              ? g_strndup ((const char *) data + plan_length + 1,
                                           size - plan_length - 1)
                              : NULL;

  check_restore (plan, document);
  check_convert (plan, document);

  return 0;
}
