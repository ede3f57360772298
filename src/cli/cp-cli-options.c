/* cp-cli-options.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cp-cli-options.h"
#include "cp-cli.h"
#include "cp-text.h"

/* The command line's options, and what is checked of them before anything
 * reads them. Each option that takes a value is collected as a list, so
 * that one given twice is seen: GOption would keep the last and drop the
 * others without a word ("--memory 100 --memory 200" sized 200). --size
 * names models, and its lists add up; any other is an error. The rest of
 * the command line then reads one value of each, as before. */

static const GOptionEntry option_entries[] = {
  { "catalog", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL,
    N_("Use FILE instead of the built-in catalog"), N_("FILE") },
  { "list-models", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("List the catalog’s models and the memory each needs"), NULL },
  { "list-units", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("List the catalog’s units: tier, memory, power and price"), NULL },
  { "size", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("Size builds for these models, run together (ids or names)"), N_("MODEL[,MODEL…]") },
  { "memory", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("Size builds for a memory requirement in GB"), N_("GB") },
  { "params", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("Size builds for a model of B billion parameters (with --precision)"), N_("B") },
  { "precision", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("Precision of --params: fp32, bf16, fp16, fp8, int8, fp4 or int4"), N_("P") },
  /* A workload, and a model from its own files (cp-cli-workload.c). */
  { "context", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With a sizing option: serve requests of TOKENS tokens, prompt and answer"), N_("TOKENS") },
  { "users", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With --context: serve N requests at the same time (default 1)"), N_("N") },
  { "prompt-tokens", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With --context: the prompt the first-token floor is for (default: three quarters of it)"),
    N_("TOKENS") },
  { "kv-cache", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With --context: the KV cache’s precision, bf16 (default) or fp8"), N_("TYPE") },
  { "weights", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With --context: serve the weights in FORMAT instead of the checkpoint’s own"), N_("FORMAT") },
  { "allow-pcie-split", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("With --context: let desktop cards split a model over PCIe (slower)"), NULL },
  { "model-config", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL,
    N_("Size builds for the model of a Hugging Face config.json"), N_("FILE") },
  { "safetensors-index", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL,
    N_("With --model-config: its model.safetensors.index.json, for the weights’ exact size"), N_("FILE") },
  { "recipe", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("With --context: print the vLLM launch recipe of the recommended build (or --tier’s)"), NULL },
  { "json", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Print machine-readable JSON"), NULL },
  { "site", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("With a sizing option: print what the room needs for each build, as a table"), NULL },
  { "tier", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With an export or --recipe: the build of this tier (default: the recommended one)"), N_("ID") },
  { "export-quote", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL,
    N_("With a sizing option: write the quote as PDF"), N_("FILE") },
  { "preview-quote", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL,
    N_("With a sizing option: write the quote as a draft PDF, without taking a number"), N_("FILE") },
  /* One quote's currency and tax, over the settings' (cp-cli-export.c). */
  { "currency", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With a quote: its currency, USD, KGS, EUR or RUB"), N_("CODE") },
  { "exchange-rate", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With a quote: one US dollar in its currency, as printed, such as 87.45"), N_("RATE") },
  { "exchange-rate-date", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With a quote: the exchange rate’s date, YYYY-MM-DD"), N_("DATE") },
  { "tax-rate", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With a quote: the tax in percent, such as 12"), N_("PERCENT") },
  { "tax-label", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With a quote: what the tax is called, such as VAT"), N_("NAME") },
  { "export-diagram", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL,
    N_("With a sizing option: write the topology diagram as PNG or SVG"), N_("FILE") },
  /* Who a quote is for, and its services (cp-cli-export.c). */
  { "customer-company", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With --export-quote: the customer’s company"), N_("NAME") },
  { "customer-contact", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With --export-quote: the customer’s contact person"), N_("NAME") },
  { "customer-email", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With --export-quote: the customer’s e-mail"), N_("ADDRESS") },
  { "customer-address", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With --export-quote: the customer’s postal address"), N_("ADDRESS") },
  { "installation", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With --export-quote: quote installation, yes or no (default: as last chosen in the app)"),
    N_("yes|no") },
  { "support-years", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With --export-quote: years of support, 0 to 5 (default: as last chosen in the app)"),
    N_("N") },
  /* A deployment check in vLLM's own terms (cp-cli-check.c). */
  { "unit", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With one model and --context: check it on this unit as vLLM would start it"), N_("ID") },
  { "tensor-parallel-size", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With --unit: GPUs each stage is split over, as vLLM's option (default 1)"), N_("N") },
  { "pipeline-parallel-size", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With --unit: pipeline stages, as vLLM's option (default 1)"), N_("N") },
  { "data-parallel-size", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With --unit: engines the users are spread over (attention ranks of one copy with "
       "--enable-expert-parallel), as vLLM's option (default 1)"), N_("N") },
  { "enable-expert-parallel", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("With --unit: shard the experts by expert parallelism, as vLLM's option"), NULL },
  { "gpu-memory-utilization", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With --unit: the share of each GPU vLLM may use (default 0.90)"), N_("SHARE") },
  { "max-model-len", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("The same as --context, by vLLM's name"), N_("TOKENS") },
  { "kv-cache-dtype", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("The same as --kv-cache, by vLLM's name (auto is bf16)"), N_("TYPE") },
  { "vllm-command", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With --unit: read the model and vLLM's options from a pasted “vllm serve MODEL …”"),
    N_("COMMAND") },
  /* Plan files (cp-cli-plan.c). */
  { "plan", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL,
    N_("Size the builds of a saved plan (the workload options override its own)"), N_("FILE") },
  { "save-plan", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL,
    N_("With a sizing option: save the plan, to open in the window or with --plan"), N_("FILE") },
  { "list-quotes", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("List the quotes issued: number, date, customer, build, total, status"), NULL },
  { "version", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Print the version and exit"), NULL },
  { NULL }
};

const GOptionEntry *
cp_cli_get_option_entries (void)
{
  return option_entries;
}

/* Options that name a file to read: an empty name would read the current
 * folder. */
static const char * const read_files[] = {
  "catalog", "plan", "model-config", "safetensors-index",
};

static gboolean
is_read_file (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (read_files); i++)
    if (g_str_equal (name, read_files[i]))
      return TRUE;

  return FALSE;
}

/**
 * cp_cli_options_normalize:
 * @dict: the options as parsed
 * @what: (out): the option at fault, as "--name"
 * @error: why
 *
 * Makes each option that takes a value one value: a string ("s") or a
 * file name ("ay"), as the rest of the command line reads it. --size
 * given more than once is its names together; another option given more
 * than once, or a file to read given an empty name, is refused.
 *
 * Returns: whether the options can be read.
 */
gboolean
cp_cli_options_normalize (GVariantDict  *dict,
                          char         **what,
                          GError       **error)
{
  for (const GOptionEntry *entry = option_entries; entry->long_name != NULL; entry++)
    {
      gboolean filename = entry->arg == G_OPTION_ARG_FILENAME_ARRAY;
      g_autoptr(GVariant) value = NULL;
      g_autofree const char **values = NULL;
      gsize n;

      if (entry->arg != G_OPTION_ARG_STRING_ARRAY && !filename)
        continue;

      value = g_variant_dict_lookup_value (dict, entry->long_name, NULL);
      if (value == NULL)
        continue;
      if (!g_variant_is_of_type (value, filename ? G_VARIANT_TYPE_BYTESTRING_ARRAY
                                                 : G_VARIANT_TYPE_STRING_ARRAY))
        continue;

      values = filename ? g_variant_get_bytestring_array (value, &n)
                        : g_variant_get_strv (value, &n);
      if (n == 0)
        {
          g_variant_dict_remove (dict, entry->long_name);
          continue;
        }

      if (n > 1 && g_str_equal (entry->long_name, "size"))
        {
          g_autofree char *joined = g_strjoinv (",", (char **) values);

          g_variant_dict_insert (dict, entry->long_name, "s", joined);
          continue;
        }

      if (n > 1)
        {
          *what = g_strconcat ("--", entry->long_name, NULL);
          g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                               /* TRANSLATORS: e.g. "cluster-planner: --memory: given more
                                * than once; give it once" */
                               _("given more than once; give it once"));
          return FALSE;
        }

      if (filename && *values[0] == '\0' && is_read_file (entry->long_name))
        {
          *what = g_strconcat ("--", entry->long_name, NULL);
          g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                               /* TRANSLATORS: e.g. "cluster-planner: --catalog: needs a file
                                * name" */
                               _("needs a file name"));
          return FALSE;
        }

      if (filename)
        g_variant_dict_insert (dict, entry->long_name, "^ay", values[0]);
      else
        g_variant_dict_insert (dict, entry->long_name, "s", values[0]);
    }

  return TRUE;
}

/**
 * cp_cli_fail_option:
 * @what: (out): set to @option
 * @option: the option at fault, as "--name"
 *
 * Says which option is wrong in *@what and why in @error, for cp-cli.c to
 * print as "cluster-planner: <what>: <why>".
 *
 * Returns: %FALSE
 */
gboolean
cp_cli_fail_option (GError      **error,
                    const char  **what,
                    const char   *option,
                    const char   *format,
                    ...)
{
  va_list args;

  *what = option;
  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                                                format, args));
  va_end (args);

  return FALSE;
}

/* GLib's own options, which GApplication reads: they pass. */
static const char * const glib_options[] = {
  "help", "help-all", "help-gapplication",
};

static const GOptionEntry *
find_entry (const char *name)
{
  for (const GOptionEntry *entry = option_entries; entry->long_name != NULL; entry++)
    if (g_str_equal (entry->long_name, name))
      return entry;

  return NULL;
}

static gboolean
is_glib_option (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (glib_options); i++)
    if (g_str_equal (name, glib_options[i]))
      return TRUE;

  return FALSE;
}

/**
 * cp_cli_check_arguments:
 * @arguments: the command line, as main() got it
 *
 * Finds an option the app does not know before GApplication does: GLib
 * would print "Unknown option --bogus" in its own words, and the command
 * line's contract is one line, "cluster-planner: <what>: <why>", with a
 * pointer to --help. Prints that line.
 *
 * Returns: whether every option is known.
 */
gboolean
cp_cli_check_arguments (char **arguments)
{
  if (arguments == NULL || arguments[0] == NULL)
    return TRUE;

  for (char **arg = arguments + 1; *arg != NULL; arg++)
    {
      const char *text = *arg;
      const GOptionEntry *entry;
      g_autofree char *name = NULL;
      const char *equals;

      /* After "--" everything is a file name. */
      if (g_str_equal (text, "--"))
        break;
      /* "-" alone, and file names, are no options. */
      if (text[0] != '-' || text[1] == '\0')
        continue;

      if (text[1] != '-')
        {
          /* The only short options are GLib's help. */
          if (g_str_equal (text, "-h") || g_str_equal (text, "-?"))
            continue;
        }
      else
        {
          equals = strchr (text, '=');
          name = equals != NULL ? g_strndup (text + 2, equals - text - 2) : g_strdup (text + 2);
          if (is_glib_option (name))
            continue;
          entry = find_entry (name);
          if (entry != NULL)
            {
              /* Its value is the next word, whatever it starts with. */
              if (entry->arg != G_OPTION_ARG_NONE && equals == NULL && arg[1] != NULL)
                arg++;
              continue;
            }
        }

      {
        g_autofree char *option = g_strndup (text, strcspn (text, "="));
        g_autofree char *shown = cp_text_echo (option, -1);

        g_printerr ("%s: %s: %s\n", PACKAGE_NAME, shown,
                    /* TRANSLATORS: after "cluster-planner: --bogus: "; keep
                     * "cluster-planner --help" as it is, it is a command */
                    _("unknown option; see “cluster-planner --help”"));
        return FALSE;
      }
    }

  return TRUE;
}
