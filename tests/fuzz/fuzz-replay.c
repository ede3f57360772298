/* fuzz-replay.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <locale.h>

#include "fuzz-target.h"

/* Runs a fuzz target over its corpus without libFuzzer: every seed and
 * every past finding (tests/fuzz/corpus/NAME) is a unit test in every
 * build, the sanitizer build included.
 *
 *   fuzz-NAME-replay FILE-OR-FOLDER…
 */

static guint n_inputs;

static void
replay (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, &error);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *name;

      g_assert_no_error (error);
      while ((name = g_dir_read_name (dir)) != NULL)
        g_ptr_array_add (names, g_build_filename (path, name, NULL));
      for (guint i = 0; i < names->len; i++)
        replay (names->pdata[i]);
      return;
    }

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  LLVMFuzzerTestOneInput ((const uint8_t *) contents, length);
  n_inputs++;
}

int
main (int   argc,
      char *argv[])
{
  LLVMFuzzerInitialize (&argc, &argv);

  for (int i = 1; i < argc; i++)
    replay (argv[i]);

  /* A replay that reads nothing tests nothing. */
  if (n_inputs == 0)
    {
      /* Not g_printerr(): a target may have taken it over. */
      fprintf (stderr, "no input found\n");
      return 1;
    }

  g_print ("%u inputs replayed\n", n_inputs);

  return 0;
}
