/* cp-cli-export.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-cli-export"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-build-words.h"
#include "cp-cli-export.h"
#include "cp-diagram-export.h"
#include "cp-file-io.h"
#include "cp-format.h"
#include "cp-money.h"
#include "cp-parse.h"
#include "cp-plan-document.h"
#include "cp-quote-export.h"
#include "cp-quote-register.h"
#include "cp-quote-settings.h"
#include "cp-text.h"

/**
 * cp_cli_exports_pick_build:
 * @filename: (nullable): the export's file, for the error; %NULL for what
 *   is printed rather than written (--recipe)
 *
 * The build an export is of: the --tier one, or else the recommended one.
 *
 * Returns: (transfer none) (nullable): the build, or %NULL with @error set
 */
CpBuild *
cp_cli_exports_pick_build (CpPlan              *plan,
                           const CpCliExports  *exports,
                           const char          *filename,
                           GError             **error)
{
  GListModel *builds = cp_plan_get_builds (plan);
  g_autoptr(GString) tiers = g_string_new (NULL);
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

  if (filename == NULL)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("no recommended build can run it; choose a tier with --tier=ID (%s)"),
                   tiers->str);
    }
  else
    {
      g_autofree char *display = cp_text_display_filename (filename);

      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s: no recommended build can run it; choose a tier with --tier=ID (%s)"),
                   display, tiers->str);
    }

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
         cp_cli_exports_pick_build (plan, exports, filename, error) != NULL;
}

/* The options of one quote's money, by their names. */
static const char * const money_options[] = {
  "currency", "exchange-rate", "exchange-rate-date", "tax-rate", "tax-label",
};

/**
 * cp_cli_exports_misplaced:
 * @quoting: whether --export-quote or --preview-quote is given
 * @what: (out): the option that does not go, "--currency"
 * @why: (out): why
 *
 * Returns: whether an option of the quote's currency or tax is given
 *   without a quote to apply it to.
 */
gboolean
cp_cli_exports_misplaced (GVariantDict  *options,
                          gboolean       quoting,
                          const char   **what,
                          const char   **why)
{
  static char named[64];

  if (quoting)
    return FALSE;

  /* Who the quote is for, and its services. */
  if ((*what = cp_cli_exports_find_quote_option (options)) != NULL)
    {
      *why = _("only goes with --export-quote or --preview-quote");
      return TRUE;
    }

  for (guint i = 0; i < G_N_ELEMENTS (money_options); i++)
    if (g_variant_dict_contains (options, money_options[i]))
      {
        g_snprintf (named, sizeof named, "--%s", money_options[i]);
        *what = named;
        *why = _("only goes with --export-quote or --preview-quote");
        return TRUE;
      }

  return FALSE;
}

/* Gives @terms the currency and tax of the options, over the settings';
 * an option that says nothing a quote can use sets *@what to its name. */
static gboolean
read_money_options (GVariantDict  *options,
                    CpQuoteTerms  *terms,
                    const char   **what,
                    GError       **error)
{
  const char *value = NULL;
  g_autofree char *shown = NULL;
  gint64 rate;
  double percent;

  if (options == NULL)
    return TRUE;

  if (g_variant_dict_lookup (options, "currency", "&s", &value))
    {
      *what = "--currency";
      g_free (terms->currency);
      terms->currency = g_ascii_strup (value, -1);
      if (!cp_money_is_known_currency (terms->currency))
        {
          shown = cp_text_echo (value, -1);
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("“%s” is not a currency a quote can be in: it can be USD, KGS, EUR "
                         "or RUB"), shown);
          return FALSE;
        }
    }
  if (g_variant_dict_lookup (options, "exchange-rate", "&s", &value))
    {
      *what = "--exchange-rate";
      if (!cp_money_parse_rate (value, &rate))
        {
          shown = cp_text_echo (value, -1);
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("the exchange rate “%s” is not a number such as 87.45 (more than 0, "
                         "at most six decimals)"), shown);
          return FALSE;
        }
      g_free (terms->exchange_rate);
      terms->exchange_rate = g_strdup (value);
    }
  if (g_variant_dict_lookup (options, "exchange-rate-date", "&s", &value))
    {
      *what = "--exchange-rate-date";
      if (!cp_format_is_iso_date (value))
        {
          shown = cp_text_echo (value, -1);
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("the exchange rate’s date “%s” is not a date such as 2026-12-03"),
                       shown);
          return FALSE;
        }
      g_free (terms->exchange_rate_date);
      terms->exchange_rate_date = g_strdup (value);
    }
  if (g_variant_dict_lookup (options, "tax-rate", "&s", &value))
    {
      *what = "--tax-rate";
      if (!cp_parse_decimal (value, FALSE, &percent) || percent < 0 || percent > 100)
        {
          shown = cp_text_echo (value, -1);
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       /* TRANSLATORS: %s is what was given as the tax rate */
                       _("“%s” is not a tax rate in percent from 0 to 100, such as 12"), shown);
          return FALSE;
        }
      terms->tax_rate = (guint) (percent * 100 + 0.5);
    }
  if (g_variant_dict_lookup (options, "tax-label", "&s", &value))
    {
      g_free (terms->tax_label);
      terms->tax_label = g_strdup (value);
    }

  return TRUE;
}

/* The options that say who a quote is for, and its services, over the
 * plan's customer and the settings (the services last chosen in the
 * app). */
static const struct
{
  const char          *option;
  CpPlanCustomerField  field;
} customer_options[] = {
  { "customer-company", CP_PLAN_CUSTOMER_COMPANY },
  { "customer-contact", CP_PLAN_CUSTOMER_CONTACT },
  { "customer-address", CP_PLAN_CUSTOMER_ADDRESS },
  { "customer-email", CP_PLAN_CUSTOMER_EMAIL },
};

/**
 * cp_cli_exports_find_quote_option:
 * @dict: the options
 *
 * Returns: (nullable): the first option given that only a quote reads, as
 *   "--name", or %NULL
 */
const char *
cp_cli_exports_find_quote_option (GVariantDict *dict)
{
  static const char * const services[] = { "--installation", "--support-years" };

  for (guint i = 0; i < G_N_ELEMENTS (customer_options); i++)
    if (g_variant_dict_contains (dict, customer_options[i].option))
      {
        g_autofree char *named = g_strconcat ("--", customer_options[i].option, NULL);

        return g_intern_string (named);
      }
  for (guint i = 0; i < G_N_ELEMENTS (services); i++)
    if (g_variant_dict_contains (dict, services[i] + 2))
      return services[i];

  return NULL;
}

/* Reads --installation and --support-years into @terms. */
static gboolean
read_services (GVariantDict  *dict,
               CpQuoteTerms  *terms,
               const char   **what,
               GError       **error)
{
  const char *installation = NULL;
  const char *years = NULL;

  if (dict == NULL)
    return TRUE;

  if (g_variant_dict_lookup (dict, "installation", "&s", &installation))
    {
      if (g_ascii_strcasecmp (installation, "yes") == 0)
        terms->extras.installation = TRUE;
      else if (g_ascii_strcasecmp (installation, "no") == 0)
        terms->extras.installation = FALSE;
      else
        {
          g_autofree char *shown = cp_text_echo (installation, -1);

          *what = "--installation";
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       /* TRANSLATORS: keep "yes" and "no" as they are: they are
                        * what the option takes */
                       _("is yes or no, not “%s”"), shown);
          return FALSE;
        }
    }

  if (g_variant_dict_lookup (dict, "support-years", "&s", &years))
    {
      double value;

      if (!cp_parse_number (years, &value, NULL) || value != (guint) value ||
          value > CP_QUOTE_MAX_SUPPORT_YEARS)
        {
          g_autofree char *shown = cp_text_echo (years, -1);

          *what = "--support-years";
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       /* TRANSLATORS: e.g. "is a whole number of years from 0 to 5,
                        * not “7”" */
                       _("is a whole number of years from 0 to %u, not “%s”"),
                       (guint) CP_QUOTE_MAX_SUPPORT_YEARS, shown);
          return FALSE;
        }
      terms->extras.support_years = (guint) value;
    }

  return TRUE;
}

/* Makes the quote for the chosen build, filled in with the store's
 * settings (the schema's defaults where it is not installed): lines that
 * cannot add up stop the command before anything is written. */
static CpQuote *
make_quote (CpCatalog           *catalog,
            CpPlan              *plan,
            const CpCliExports  *exports,
            const char          *file,
            const char         **what,
            GError             **error)
{
  g_autoptr(GSettings) settings = cp_quote_settings_new ();
  g_auto(CpQuoteTerms) terms = { 0, };
  CpBuild *build;

  build = cp_cli_exports_pick_build (plan, exports, file, error);
  if (build == NULL)
    return NULL;

  cp_quote_terms_init (&terms);
  cp_quote_settings_read_terms (settings, &terms);
  {
    const char *option = *what;

    if (!read_money_options (exports->options, &terms, what, error))
      return NULL;
    /* What the quote cannot be made with is the export's. */
    *what = option;
  }
  /* A plan names who it is for, over the settings' default customer. */
  for (CpPlanCustomerField field = 0; exports->document != NULL && field < CP_PLAN_CUSTOMER_N_FIELDS;
       field++)
    {
      const char *value = cp_plan_document_get_customer_field (exports->document, field);

      if (value != NULL && *value != '\0')
        {
          g_free (terms.customer_fields[field]);
          terms.customer_fields[field] = g_strdup (value);
        }
    }
  /* The options name the customer over both. */
  for (guint i = 0; exports->options != NULL && i < G_N_ELEMENTS (customer_options); i++)
    {
      const char *value = NULL;

      if (g_variant_dict_lookup (exports->options, customer_options[i].option, "&s", &value))
        {
          g_free (terms.customer_fields[customer_options[i].field]);
          terms.customer_fields[customer_options[i].field] = g_strdup (value);
        }
    }
  if (!read_services (exports->options, &terms, what, error))
    return NULL;

  return cp_quote_assemble (catalog, plan, build, &terms, error);
}

/**
 * cp_cli_exports_check:
 *
 * Checks everything the exports need before either file is written: the
 * files, the build, `SOURCE_DATE_EPOCH` and the quote's sums for a quote,
 * and the format for a diagram. The quote it makes is kept in @exports
 * for cp_cli_exports_write().
 */
gboolean
cp_cli_exports_check (CpCatalog           *catalog,
                      CpPlan              *plan,
                      CpCliExports        *exports,
                      const char         **what,
                      GError             **error)
{
  if (exports->quote != NULL && exports->preview != NULL)
    {
      *what = "--preview-quote";
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("cannot be combined with --export-quote: a preview is not the quote"));
      return FALSE;
    }

  if (exports->quote != NULL || exports->preview != NULL)
    {
      const char *file = exports->quote != NULL ? exports->quote : exports->preview;
      const char *option = exports->quote != NULL ? "--export-quote" : "--preview-quote";
      g_autoptr(GDateTime) issued = NULL;

      *what = option;
      if (!check_file (plan, exports, file, error))
        return FALSE;

      *what = NULL;
      if (!cp_quote_read_source_date_epoch (&issued, error))
        return FALSE;

      *what = option;
      g_clear_object (&exports->made_quote);
      exports->made_quote = make_quote (catalog, plan, exports, file, what, error);
      if (exports->made_quote == NULL)
        return FALSE;
      if (exports->preview != NULL)
        cp_quote_set_draft (exports->made_quote, TRUE);
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

/* The store's details a quote goes out without, said once on stderr as
 * a warning: the quote is written all the same. */
static void
warn_missing_details (void)
{
  g_autoptr(GSettings) settings = cp_quote_settings_new ();
  g_autoptr(GPtrArray) missing = cp_quote_settings_dup_missing (settings);
  g_autofree char *list = NULL;
  g_autofree char *warning = NULL;

  if (missing->len == 0)
    return;

  g_ptr_array_add (missing, NULL);
  list = g_strjoinv (", ", (char **) missing->pdata);
  /* TRANSLATORS: e.g. "the quote goes out without the store's phone, bank,
   * seller's name; set them in Preferences → Quotes" */
  warning = g_strdup_printf (_("the quote goes out without the store’s %s; set them in "
                               "Preferences → Quotes"), list);
  g_printerr ("%s: %s: %s\n", PACKAGE_NAME, _("warning"), warning);
}

/* Issues the quote cp_cli_exports_check() made, as PDF. Its number comes
 * from the quote register, which records it: a register that cannot be
 * written is an error, and then no file is written. A quote for a build
 * that cannot run the models is written all the same, as asked, with a
 * notice on its first page, and a warning here. */
static gboolean
write_quote (CpPlan              *plan,
             const CpCliExports  *exports,
             GError             **error)
{
  g_autoptr(CpQuoteRegister) quotes = NULL;
  CpQuote *quote = exports->made_quote;

  g_return_val_if_fail (CP_IS_QUOTE (quote), FALSE);

  if (!cp_quote_get_can_run (quote))
    {
      g_autofree char *names = cp_plan_dup_models_title (plan);
      g_autofree char *warning = cp_build_dup_cannot_run_warning (cp_quote_get_build (quote),
                                                                  names);

      g_printerr ("%s: %s: %s %s\n", PACKAGE_NAME, _("warning"), warning,
                  _("The quote says so on its first page."));
    }

  warn_missing_details ();

  quotes = cp_quote_register_new_default (error);
  if (quotes == NULL || !cp_quote_register_issue_pdf (quotes, quote, exports->quote, NULL, error))
    return FALSE;

  /* Which number the register gave it: the next quote's is one more. */
  if (exports->announce)
    {
      g_autofree char *number = cp_quote_dup_number_text (quote);
      g_autofree char *display = cp_text_display_filename (exports->quote);

      /* TRANSLATORS: e.g. "Quote Q-0004 written to quote.pdf" */
      g_print (_("Quote %s written to %s"), number, display);
      g_print ("\n");
    }

  return TRUE;
}

/* Writes the quote cp_cli_exports_check() made as a draft: watermarked,
 * without a number, and the register untouched. */
static gboolean
write_preview (const CpCliExports  *exports,
               GError             **error)
{
  return cp_quote_export_pdf (exports->made_quote, exports->preview, NULL, error);
}

/* Writes the topology diagram of the chosen build, PNG or SVG by the
 * file's extension, at the size the store's pages use. */
static gboolean
write_diagram (CpPlan              *plan,
               const CpCliExports  *exports,
               GError             **error)
{
  CpBuild *build = cp_cli_exports_pick_build (plan, exports, exports->diagram, error);

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
cp_cli_exports_write (CpPlan              *plan,
                      const CpCliExports  *exports,
                      const char         **what,
                      GError             **error)
{
  *what = "--export-quote";
  if (exports->quote != NULL && !write_quote (plan, exports, error))
    return FALSE;

  *what = "--preview-quote";
  if (exports->preview != NULL && !write_preview (exports, error))
    return FALSE;

  *what = "--export-diagram";
  if (exports->diagram != NULL && !write_diagram (plan, exports, error))
    return FALSE;

  *what = NULL;

  return TRUE;
}

/* Frees what cp_cli_exports_check() made; the borrowed names stay. */
void
cp_cli_exports_clear (CpCliExports *exports)
{
  g_clear_object (&exports->made_quote);
}
