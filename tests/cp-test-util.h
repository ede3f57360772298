/* cp-test-util.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* What a run of the command line gave: its exit status (-1 when it did
 * not exit by itself) and all it wrote. */
typedef struct
{
  int   status;
  char *out;
  char *err;
  /* The warning that the store's details are missing from the quote (in
   * English), taken out of err: the tests' settings are the schema's
   * defaults, which have none of them. */
  char *store_warning;
} CpTestRun;

void   cp_test_run_clear     (CpTestRun          *run);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CpTestRun, cp_test_run_clear)

char  *cp_test_take_store_warning (char          *err);
void   cp_test_run_cli       (CpTestRun          *run,
                              const char * const *env,
                              const char * const *args);

char  *cp_test_make_tmpdir   (const char         *prefix);
void   cp_test_remove_tmpdir (const char         *dir);

char  *cp_test_read_text     (const char         *path);
void   cp_test_kill_writes   (const char         *path,
                              const char * const *args,
                              guint               kills);

void   cp_test_spin          (void);
void   cp_test_use_build_locales (void);
void   cp_test_run_timers    (guint               msec);
void   cp_test_wait_for      (gboolean          (*done) (gpointer),
                              gpointer            data);

/* An error a static table of cases expects: its domain by the name of
 * its quark (a GQuark is not a constant), then its code. */
#define CP_TEST_FILE_ERROR(code)    "cp-file-error-quark", CP_FILE_ERROR_##code
#define CP_TEST_CATALOG_ERROR(code) "cp-catalog-error-quark", CP_CATALOG_ERROR_##code
#define cp_test_assert_error(error, domain_name, code) \
  g_assert_error ((error), g_quark_from_string (domain_name), (int) (code))

G_END_DECLS
