/* cp-cli-export.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-cli-export"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-cli-export.h"
#include "cp-diagram-export.h"
#include "cp-file-io.h"
#include "cp-quote-register.h"
#include "cp-quote-settings.h"
#include "cp-text.h"

/* The build an export is of: the --tier one, or else the recommended one.
 * @filename is the export's file, for the error. */
static CpBuild *
pick_build (CpPlan              *plan,
            const CpCliExports  *exports,
            const char          *filename,
            GError             **error)
{
  GListModel *builds = cp_plan_get_builds (plan);
  g_autoptr(GString) tiers = g_string_new (NULL);
  g_autofree char *display = cp_text_display_filename (filename);
  CpBuild *build;

  if (exports->tier != NULL)
    build = cp_plan_find_build (plan, exports->tier);
  else
    build = cp_plan_get_recommended (plan);

  if (build != NULL)
    return build;

  for (guint i = 0; i < g_list_model_get_n_items (builds); i++)
    {
      g_autoptr(CpBuild) each = g_list_model_get_item (builds, i);

      if (tiers->len > 0)
        g_string_append (tiers, ", ");
      g_string_append (tiers, cp_item_get_id (CP_ITEM (cp_build_get_tier (each))));
    }

  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               _("%s: no recommended build can run it; choose a tier with --tier=ID (%s)"),
               display, tiers->str);

  return NULL;
}

/* Checks one export's file before anything is written: a name, a file
 * that may be replaced (see cp_file_check_writable_path()), and a build to
 * draw. */
static gboolean
check_file (CpPlan              *plan,
            const CpCliExports  *exports,
            const char          *filename,
            GError             **error)
{
  if (*filename == '\0')
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("needs a file name"));
      return FALSE;
    }

  return cp_file_check_writable_path (filename, CP_QUOTE_ERROR, CP_QUOTE_ERROR_WRITE, error) &&
         pick_build (plan, exports, filename, error) != NULL;
}

/**
 * cp_cli_exports_check:
 *
 * Checks everything the exports need before either file is written: the
 * files, the build, `SOURCE_DATE_EPOCH` for a quote and the format for a
 * diagram.
 */
gboolean
cp_cli_exports_check (CpPlan              *plan,
                      const CpCliExports  *exports,
                      const char         **what,
                      GError             **error)
{
  if (exports->quote != NULL)
    {
      g_autoptr(GDateTime) issued = NULL;

      *what = "--export-quote";
      if (!check_file (plan, exports, exports->quote, error))
        return FALSE;

      *what = NULL;
      if (!cp_quote_read_source_date_epoch (&issued, error))
        return FALSE;
    }

  if (exports->diagram != NULL)
    {
      *what = "--export-diagram";
      if (!check_file (plan, exports, exports->diagram, error) ||
          !cp_diagram_export_check (exports->diagram, CP_DIAGRAM_EXPORT_WIDTH,
                                    CP_DIAGRAM_EXPORT_HEIGHT, NULL, error))
        return FALSE;
    }

  *what = NULL;

  return TRUE;
}

/* Writes the quote for the chosen build as PDF, with the store's settings
 * when they are installed, or the schema's defaults when they are not.
 * Its number comes from the quote register, which records it: a register
 * that cannot be written is an error, and then no file is written. */
static gboolean
write_quote (CpCatalog           *catalog,
             CpPlan              *plan,
             const CpCliExports  *exports,
             GError             **error)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(CpQuoteRegister) quotes = NULL;
  g_autoptr(CpQuote) quote = NULL;
  CpBuild *build;

  build = pick_build (plan, exports, exports->quote, error);
  if (build == NULL)
    return FALSE;

  quote = cp_quote_new (catalog, plan, build);
  settings = cp_quote_settings_new ();
  cp_quote_settings_apply (settings, quote);

  quotes = cp_quote_register_new_default (error);

  return quotes != NULL &&
         cp_quote_register_issue_pdf (quotes, quote, exports->quote, NULL, error);
}

/* Writes the topology diagram of the chosen build, PNG or SVG by the
 * file's extension, at the size the store's pages use. */
static gboolean
write_diagram (CpPlan              *plan,
               const CpCliExports  *exports,
               GError             **error)
{
  CpBuild *build = pick_build (plan, exports, exports->diagram, error);

  return build != NULL &&
         cp_diagram_export (build, exports->diagram, CP_DIAGRAM_EXPORT_WIDTH,
                            CP_DIAGRAM_EXPORT_HEIGHT, CP_DIAGRAM_PALETTE_LIGHT, error);
}

/**
 * cp_cli_exports_write:
 *
 * Writes the exports asked for, once cp_cli_exports_check() passed.
 */
gboolean
cp_cli_exports_write (CpCatalog           *catalog,
                      CpPlan              *plan,
                      const CpCliExports  *exports,
                      const char         **what,
                      GError             **error)
{
  *what = "--export-quote";
  if (exports->quote != NULL && !write_quote (catalog, plan, exports, error))
    return FALSE;

  *what = "--export-diagram";
  if (exports->diagram != NULL && !write_diagram (plan, exports, error))
    return FALSE;

  *what = NULL;

  return TRUE;
}
