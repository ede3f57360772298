/* cp-cli-export.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cp-types.h"

G_BEGIN_DECLS

/* The command line's exports (--export-quote, --export-diagram, with
 * --tier). Everything is checked before either file is written, so a
 * quote and a diagram in one command are both written or neither. A
 * problem sets *what to the option's name (NULL when the error names its
 * own source, as SOURCE_DATE_EPOCH) and the error to why, for cp-cli.c to
 * print as "<what>: <why>". */

typedef struct
{
  /* Each borrowed, NULL when not given. */
  const char *tier;
  const char *quote;
  const char *diagram;
  /* Borrowed: the plan of --plan, whose customer the quote is for; NULL
   * without one. */
  CpPlanDocument *document;
  /* Borrowed: the command line's options, for who the quote is for
   * (--customer-company …) and its services; NULL for none. */
  GVariantDict   *options;
  /* Whether the quote written is said on stdout ("Quote Q-0004 written
   * to FILE"): not where stdout is JSON or a recipe. */
  gboolean        announce;
  /* The quote made and filled in by cp_cli_exports_check(), which
   * cp_cli_exports_write() issues; owned, freed by cp_cli_exports_clear(). */
  CpQuote    *made_quote;
  /* Borrowed: --preview-quote's file, NULL when not given. The options
   * above also give the quote's currency and tax (--currency,
   * --exchange-rate, --exchange-rate-date, --tax-rate, --tax-label). */
  const char   *preview;
} CpCliExports;

CpBuild *cp_cli_exports_pick_build (CpPlan              *plan,
                                    const CpCliExports  *exports,
                                    const char          *filename,
                                    GError             **error);
gboolean cp_cli_exports_check (CpCatalog           *catalog,
                               CpPlan              *plan,
                               CpCliExports        *exports,
                               const char         **what,
                               GError             **error);
gboolean cp_cli_exports_write (CpPlan              *plan,
                               const CpCliExports  *exports,
                               const char         **what,
                               GError             **error);
void     cp_cli_exports_clear (CpCliExports        *exports);
gboolean cp_cli_exports_misplaced (GVariantDict    *options,
                                   gboolean         quoting,
                                   const char     **what,
                                   const char     **why);
const char *cp_cli_exports_find_quote_option (GVariantDict *dict);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CpCliExports, cp_cli_exports_clear)

G_END_DECLS
