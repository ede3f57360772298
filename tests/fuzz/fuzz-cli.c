/* fuzz-cli.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <fcntl.h>
#include <unistd.h>

#include "cp-cli.h"
#include "cp-quote.h"
#include "fuzz-target.h"

/* The command line's option values, as GOption hands them over: any text
 * for --size, --memory, --params, --precision and --tier, any flags, any
 * SOURCE_DATE_EPOCH, and any workload (--context, --users, --kv-cache,
 * --weights). A run either succeeds saying nothing on stderr, or fails
 * with exit status 1 and exactly one clean, short line. No export option
 * is given: the fuzzer writes no files.
 *
 * The input: one byte of flags (which of the first options are given),
 * then the values separated by zero bytes, in the order below. The
 * workload's options, after SOURCE_DATE_EPOCH, are given when their
 * value is there and not empty. Each value is a list of one, as GOption
 * collects an option that takes a value (cp-cli-options.c). */

enum {
  FIELD_SIZE,
  FIELD_MEMORY,
  FIELD_PARAMS,
  FIELD_PRECISION,
  FIELD_TIER,
  FIELD_EPOCH,
  FIELD_CONTEXT,
  FIELD_USERS,
  FIELD_KV_CACHE,
  FIELD_WEIGHTS,
  N_FIELDS
};

static const char *const option_names[] = { "size", "memory", "params", "precision", "tier" };
static const char *const workload_names[] = { "context", "users", "kv-cache", "weights" };

static GString *printed_errors;

static void
printerr_cb (const char *text)
{
  g_string_append (printed_errors, text);
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  int null_fd = open ("/dev/null", O_WRONLY | O_CLOEXEC);

  /* The plans printed are not what is tested. */
  if (null_fd >= 0)
    dup2 (null_fd, STDOUT_FILENO);

  printed_errors = g_string_new (NULL);
  g_set_printerr_handler (printerr_cb);
  fuzz_abort_on_criticals ();

  return 0;
}

static void
check_source_date_epoch (const char *value)
{
  g_autoptr(GDateTime) issued = NULL;
  g_autoptr(GError) error = NULL;

  g_setenv ("SOURCE_DATE_EPOCH", value, TRUE);
  if (!cp_quote_read_source_date_epoch (&issued, &error))
    fuzz_check_message (error, "SOURCE_DATE_EPOCH: ");
  else if (*value != '\0' && issued == NULL)
    fuzz_fail ("SOURCE_DATE_EPOCH read as nothing", value);
  g_unsetenv ("SOURCE_DATE_EPOCH");
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GVariantDict) dict = g_variant_dict_new (NULL);
  char *fields[N_FIELDS] = { NULL };
  const char *p, *end;
  guint8 flags;
  int status;

  if (size < 1)
    return 0;

  flags = data[0];
  p = (const char *) data + 1;
  end = (const char *) data + size;
  for (guint i = 0; i < N_FIELDS && p <= end; i++)
    {
      const char *zero = memchr (p, '\0', end - p);
      const char *field_end = zero != NULL ? zero : end;

      /* GOption hands over UTF-8 only. */
      fields[i] = g_utf8_make_valid (p, field_end - p);
      p = field_end + 1;
    }

  for (guint i = 0; i < G_N_ELEMENTS (option_names); i++)
    {
      if ((flags & (1u << i)) && fields[i] != NULL)
        g_variant_dict_insert (dict, option_names[i], "^as", (const char *[]) { fields[i], NULL });
    }
  for (guint i = 0; i < G_N_ELEMENTS (workload_names); i++)
    {
      const char *value = fields[FIELD_CONTEXT + i];

      if (value != NULL && *value != '\0')
        g_variant_dict_insert (dict, workload_names[i], "^as", (const char *[]) { value, NULL });
    }
  if (flags & (1u << 5))
    g_variant_dict_insert (dict, "json", "b", TRUE);
  if (flags & (1u << 6))
    g_variant_dict_insert (dict, "list-models", "b", TRUE);
  if (flags & (1u << 7))
    g_variant_dict_insert (dict, "list-units", "b", TRUE);

  g_string_truncate (printed_errors, 0);
  status = cp_cli_run (dict);

  if (status == 0 || status == CP_CLI_CONTINUE)
    {
      if (printed_errors->len > 0)
        fuzz_fail ("a run that did not fail printed an error", printed_errors->str);
    }
  else if (status == 1)
    {
      /* One line, "cluster-planner: …\n", clean and short. */
      if (printed_errors->len == 0 || printed_errors->str[printed_errors->len - 1] != '\n')
        fuzz_fail ("a failure did not end its line", printed_errors->str);
      g_string_truncate (printed_errors, printed_errors->len - 1);
      if (!g_str_has_prefix (printed_errors->str, PACKAGE_NAME ": ") ||
          !cp_text_is_clean (printed_errors->str, -1) ||
          g_utf8_strlen (printed_errors->str, -1) > FUZZ_MAX_MESSAGE_CHARS)
        fuzz_fail ("a failure is not one clean, short line", printed_errors->str);
    }
  else
    fuzz_fail ("an exit status other than 0 or 1", printed_errors->str);

  if (fields[FIELD_EPOCH] != NULL)
    check_source_date_epoch (fields[FIELD_EPOCH]);

  for (guint i = 0; i < N_FIELDS; i++)
    g_free (fields[i]);

  return 0;
}
