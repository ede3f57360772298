/* test-quote-register.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* For setresuid(). */
#define _GNU_SOURCE 1

#include "config.h"

#include <errno.h>
#include <grp.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <locale.h>
#include <signal.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifdef CP_TEST_POPPLER
#include <poppler.h>
#endif

#include "cp-catalog.h"
#include "cp-format.h"
#include "cp-plan-document.h"
#include "cp-quote-export.h"
#include "cp-quote-register.h"
#include "cp-quote-settings.h"
#include "cp-quote-terms.h"
#include "cp-session.h"
#include "cp-test-planner.h"
#include "cp-test-util.h"

/* The quote register: its database (layout, version, files it refuses),
 * the numbers it hands out (in order, from the settings' counter on, the
 * same for the same quote, never again after a crash), what becomes of a
 * quote, listing and search, making a quote again; and the command line
 * with it: two processes at once, no session bus, a register that cannot
 * be used. */

/* 1 December 2026 and 1 February 2027, 00:00 UTC. */
#define EPOCH_2026_12_01 "1796083200"
#define EPOCH_2027_02_01 "1801440000"

static CpCatalog *catalog;

/* Temporary folders */

/* A folder for a new register. Every register keeps the settings' floor
 * past the numbers it gave, and the settings are the process's: each
 * test starts from the schema's. */
static char *
new_folder (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  char *folder = g_dir_make_tmp ("cp-register-XXXXXX", &error);

  g_settings_reset (settings, "quote-next-number");

  g_assert_no_error (error);

  return folder;
}

static void
delete_tree (GFile *file)
{
  g_autoptr(GFileEnumerator) children = NULL;

  children = g_file_enumerate_children (file, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  while (children != NULL)
    {
      GFile *child = NULL;

      if (!g_file_enumerator_iterate (children, NULL, &child, NULL, NULL) || child == NULL)
        break;
      delete_tree (child);
    }

  g_file_delete (file, NULL, NULL);
}

static void
delete_folder (const char *folder)
{
  g_autoptr(GFile) file = g_file_new_for_path (folder);

  delete_tree (file);
}

/* The register at @folder/quotes.db, new or as it is. */
static CpQuoteRegister *
open_register (const char *folder)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (folder, "quotes.db", NULL);
  CpQuoteRegister *quotes = cp_quote_register_new (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (quotes);

  return quotes;
}

/* Quotes */

/* A quote for @model_id, of the @tier_id build (NULL: the recommended
 * one), for @customer, issued on 1 December 2026 at 9:30 UTC. */
static CpQuote *
make_quote (const char *model_id,
            const char *tier_id,
            const char *customer)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) issued = g_date_time_new_utc (2026, 12, 1, 9, 30, 0);
  g_autoptr(CpPlan) plan = NULL;
  CpModel *model = cp_catalog_find_model (catalog, model_id);
  CpBuild *build;
  CpQuote *quote;

  g_assert_nonnull (model);
  plan = cp_test_catalog_plan (catalog, &model, 1, &error);
  g_assert_no_error (error);
  build = tier_id != NULL ? cp_plan_find_build (plan, tier_id) : cp_plan_get_recommended (plan);
  g_assert_nonnull (build);

  quote = cp_quote_new (catalog, plan, build);
  cp_quote_set_issued (quote, issued);
  cp_quote_set_customer (quote, customer);

  return quote;
}

static guint
take (CpQuoteRegister *quotes,
      CpQuote         *quote)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (cp_quote_register_take_number (quotes, quote, &error));
  g_assert_no_error (error);

  return cp_quote_get_number (quote);
}

static GListModel *
list (CpQuoteRegister *quotes,
      const char      *customer)
{
  g_autoptr(GError) error = NULL;
  GListModel *records = cp_quote_register_list (quotes, customer, &error);

  g_assert_no_error (error);
  g_assert_nonnull (records);

  return records;
}

static CpQuoteRecord *
lookup (CpQuoteRegister *quotes,
        guint            number)
{
  g_autoptr(GError) error = NULL;
  CpQuoteRecord *record = cp_quote_register_lookup (quotes, number, &error);

  g_assert_no_error (error);
  g_assert_nonnull (record);

  return record;
}

/* The numbers of @records, in their order: "1 2 3". */
static char *
numbers_of (GListModel *records)
{
  GString *numbers = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (records); i++)
    {
      g_autoptr(CpQuoteRecord) record = g_list_model_get_item (records, i);

      g_string_append_printf (numbers, "%s%u", i > 0 ? " " : "", cp_quote_record_get_number (record));
    }

  return g_string_free (numbers, FALSE);
}

/* One integer from the database itself, read beside the register. */
static gint64
sql_int (const char *path,
         const char *query)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  gint64 value;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, query, -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  value = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);

  return value;
}

/* One text from the database, "" for NULL. */
static char *
sql_text (const char *path,
          const char *query)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  char *value;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, query, -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  value = g_strdup (sqlite3_column_text (stmt, 0) != NULL
                    ? (const char *) sqlite3_column_text (stmt, 0) : "");
  sqlite3_finalize (stmt);
  sqlite3_close (db);

  return value;
}

static void
sql_exec (const char *path,
          const char *statements)
{
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, statements, NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (db);
}

#define assert_contains(haystack, needle) \
  G_STMT_START { \
    const char *__h = (haystack), *__n = (needle); \
    if (__h == NULL || strstr (__h, __n) == NULL) \
      g_error ("“%s” not found in “%s”", __n, __h ? __h : "(null)"); \
  } G_STMT_END

/* The database */

/* A new register makes its folder and file, with the layout's version
 * and the mark of a quote register; opened again, it is used as it is. */
static void
test_schema (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *inner = g_build_filename (folder, "a", "b", NULL);
  g_autofree char *path = g_build_filename (inner, "quotes.db", NULL);
  g_autoptr(GError) error = NULL;
  GStatBuf info;

  {
    g_autoptr(CpQuoteRegister) quotes = cp_quote_register_new (path, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (cp_quote_register_get_path (quotes), ==, path);
  }

  g_assert_cmpint (g_stat (inner, &info), ==, 0);
  g_assert_cmpint (info.st_mode & 0777, ==, 0700);
  g_assert_cmpint (sql_int (path, "PRAGMA user_version"), ==, CP_QUOTE_REGISTER_SCHEMA_VERSION);
  g_assert_cmpint (sql_int (path, "PRAGMA application_id"), ==, 0x43505152);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM sqlite_master WHERE name = 'quotes'"), ==, 1);
  g_assert_cmpint (sql_int (path, "SELECT next_number FROM counter"), ==, 1);

  /* Again: nothing made twice, nothing lost. */
  {
    g_autoptr(CpQuoteRegister) quotes = cp_quote_register_new (path, &error);
    g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, "Acme");

    g_assert_no_error (error);
    g_assert_cmpuint (take (quotes, quote), ==, 1);
  }
  {
    g_autoptr(CpQuoteRegister) quotes = cp_quote_register_new (path, &error);
    g_autoptr(GListModel) records = NULL;

    g_assert_no_error (error);
    records = list (quotes, NULL);
    g_assert_cmpuint (g_list_model_get_n_items (records), ==, 1);
  }

  /* An empty file (as touch leaves it) becomes a register. */
  {
    g_autofree char *empty = g_build_filename (folder, "empty.db", NULL);
    g_autoptr(CpQuoteRegister) quotes = NULL;

    g_assert_true (g_file_set_contents (empty, "", 0, NULL));
    quotes = cp_quote_register_new (empty, &error);
    g_assert_no_error (error);
    g_assert_cmpint (sql_int (empty, "PRAGMA user_version"), ==, CP_QUOTE_REGISTER_SCHEMA_VERSION);
  }

  delete_folder (folder);
}

/* A layout newer than this code knows, and another program's database,
 * are refused by name, and left as they were. */
static void
test_schema_refused (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *newer = g_build_filename (folder, "newer.db", NULL);
  g_autofree char *other = g_build_filename (folder, "other.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *made = g_build_filename (folder, "quotes.db", NULL);
  g_autoptr(CpQuoteRegister) quotes = NULL;
  g_autofree char *expected = NULL;

  /* Written by a later version: its layout is one more than this
   * code's. */
  quotes = open_register (folder);
  g_clear_object (&quotes);
  g_assert_cmpint (g_rename (made, newer), ==, 0);
  {
    g_autofree char *pragma = g_strdup_printf ("PRAGMA user_version = %d;",
                                               CP_QUOTE_REGISTER_SCHEMA_VERSION + 1);

    sql_exec (newer, pragma);
  }

  quotes = cp_quote_register_new (newer, &error);
  g_assert_null (quotes);
  g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_FORMAT);
  expected = g_strdup_printf ("%s: the quote register was written by a newer Cluster Planner "
                              "(layout %d; this one knows up to %d)", newer,
                              CP_QUOTE_REGISTER_SCHEMA_VERSION + 1,
                              CP_QUOTE_REGISTER_SCHEMA_VERSION);
  g_assert_cmpstr (error->message, ==, expected);
  g_assert_cmpint (sql_int (newer, "PRAGMA user_version"), ==, CP_QUOTE_REGISTER_SCHEMA_VERSION + 1);
  g_clear_error (&error);
  g_clear_pointer (&expected, g_free);

  /* Someone else's tables, no mark. */
  sql_exec (other, "CREATE TABLE bookmarks (url TEXT); INSERT INTO bookmarks VALUES ('x');");
  quotes = cp_quote_register_new (other, &error);
  g_assert_null (quotes);
  g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_FORMAT);
  expected = g_strdup_printf ("%s: the file is another program’s database, not a quote register",
                              other);
  g_assert_cmpstr (error->message, ==, expected);
  g_assert_cmpint (sql_int (other, "SELECT count(*) FROM bookmarks"), ==, 1);
  g_assert_cmpint (sql_int (other, "SELECT count(*) FROM sqlite_master"), ==, 1);

  delete_folder (folder);
}

/* Files that cannot be a register: one line with the path and the
 * reason, and the file as it was. */
static void
test_unusable (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *plain = g_build_filename (folder, "plain", NULL);
  g_autofree char *under_file = g_build_filename (plain, "quotes.db", NULL);
  g_autofree char *garbage = g_build_filename (folder, "garbage.db", NULL);
  g_autofree char *fifo = g_build_filename (folder, "fifo.db", NULL);
  g_autofree char *expected = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  char noise[4096];
  gsize length;

  /* Its folder is a file. */
  g_assert_true (g_file_set_contents (plain, "not a folder", -1, NULL));
  g_assert_null (cp_quote_register_new (under_file, &error));
  g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_OPEN);
  expected = g_strdup_printf ("%s: cannot make the folder “%s”: %s",
                              under_file, plain, g_strerror (ENOTDIR));
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);
  g_clear_pointer (&expected, g_free);

  /* Not a database at all. */
  for (guint i = 0; i < sizeof noise; i++)
    noise[i] = (char) (i * 7 + 3);
  g_assert_true (g_file_set_contents (garbage, noise, sizeof noise, NULL));
  g_assert_null (cp_quote_register_new (garbage, &error));
  g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_READ);
  expected = g_strdup_printf ("%s: cannot read the quote register: the file is not a database",
                              garbage);
  g_assert_cmpstr (error->message, ==, expected);
  g_assert_true (g_file_get_contents (garbage, &contents, &length, NULL));
  g_assert_cmpmem (contents, length, noise, sizeof noise);
  g_clear_error (&error);
  g_clear_pointer (&expected, g_free);

  /* A FIFO: refused at once, not waited on. */
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_null (cp_quote_register_new (fifo, &error));
  g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_OPEN);
  expected = g_strdup_printf ("%s: cannot open the quote register: it is not a regular file", fifo);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);
  g_clear_pointer (&expected, g_free);

  /* A folder where the file should be. */
  g_assert_null (cp_quote_register_new (folder, &error));
  g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_OPEN);
  assert_contains (error->message, folder);
  assert_contains (error->message, "it is not a regular file");

  delete_folder (folder);
}

/* Numbers */

/* Numbers come one after the other; each quote is recorded as not written
 * when it takes its number, and issued, with its file, once written. */
static void
test_numbers (void)
{
  g_autofree char *folder = new_folder ();
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);
  g_autoptr(CpQuote) first = make_quote ("deepseek-v4-pro", NULL, "Acme Robotics");
  g_autoptr(CpQuote) second = make_quote ("deepseek-v4-pro", "desktop", "Globex");
  g_autoptr(CpQuoteRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *pdf = g_build_filename (folder, "first.pdf", NULL);

  g_assert_cmpuint (cp_quote_register_peek_number (quotes, &error), ==, 1);
  g_assert_no_error (error);
  g_assert_cmpuint (cp_quote_register_get_quote_number (quotes, first), ==, 0);

  g_assert_cmpuint (take (quotes, first), ==, 1);
  g_assert_cmpuint (cp_quote_register_get_quote_number (quotes, first), ==, 1);
  g_assert_cmpuint (cp_quote_register_peek_number (quotes, NULL), ==, 2);
  g_assert_cmpuint (take (quotes, second), ==, 2);

  record = lookup (quotes, 1);
  g_assert_cmpstr (cp_quote_record_get_number_text (record), ==, "Q-0001");
  g_assert_cmpint (cp_quote_record_get_status (record), ==, CP_QUOTE_STATUS_UNWRITTEN);
  g_assert_null (cp_quote_record_get_file (record));
  g_assert_cmpstr (cp_quote_record_get_customer (record), ==, "Acme Robotics");
  g_assert_cmpstr (cp_quote_record_get_build (record), ==, "3 × NVIDIA DGX H100");
  g_assert_cmpstr (cp_quote_record_get_tier (record), ==, "startup");
  g_assert_cmpstr (cp_quote_record_get_unit (record), ==, "dgx-h100");
  g_assert_cmpint (cp_quote_record_get_count (record), ==, 3);
  g_assert_cmpint (cp_quote_record_get_total_cents (record), ==, 59700000);
  g_assert_cmpstr (cp_quote_record_get_currency (record), ==, "USD");
  g_assert_cmpstr (cp_quote_record_get_valid_until (record), ==, "2026-12-31");
  {
    g_autofree char *issued = g_date_time_format_iso8601 (cp_quote_record_get_issued (record));

    g_assert_cmpstr (issued, ==, "2026-12-01T09:30:00Z");
  }
  /* The plan it was made from, as a plan file holds it: the model, the
   * build quoted picked, and the customer. */
  {
    const char *plan = cp_quote_record_get_plan (record);
    g_autoptr(GBytes) bytes = g_bytes_new (plan, strlen (plan));
    g_autoptr(CpPlanDocument) document = cp_plan_document_new_from_bytes (bytes, "plan", &error);
    const char *unit = NULL;
    gint64 count = 0;

    g_assert_no_error (error);
    g_assert_true (g_str_has_prefix (plan, "{\n  \"format\": \"cluster-planner-plan\""));
    g_assert_cmpuint (cp_plan_document_get_n_models (document), ==, 1);
    g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_plan_document_get_model (document, 0))), ==,
                     "deepseek-v4-pro");
    g_assert_cmpstr (cp_plan_document_get_selected_tier (document), ==, "startup");
    g_assert_true (cp_plan_document_get_build (document, "startup", &unit, &count));
    g_assert_cmpstr (unit, ==, "dgx-h100");
    g_assert_cmpint (count, ==, 3);
    g_assert_cmpstr (cp_plan_document_get_customer (document), ==, "Acme Robotics");
    g_assert_true (cp_plan_document_same_catalog (document, catalog));
  }
  g_clear_object (&record);

  g_assert_true (cp_quote_register_mark_written (quotes, first, pdf, &error));
  g_assert_no_error (error);
  record = lookup (quotes, 1);
  g_assert_cmpint (cp_quote_record_get_status (record), ==, CP_QUOTE_STATUS_ISSUED);
  g_assert_cmpstr (cp_quote_record_get_file (record), ==, pdf);
  g_clear_object (&record);

  /* Printed later on paper: still issued, the file it was written to
   * kept. */
  g_assert_true (cp_quote_register_mark_written (quotes, first, NULL, &error));
  record = lookup (quotes, 1);
  g_assert_cmpstr (cp_quote_record_get_file (record), ==, pdf);
  g_clear_object (&record);

  /* The other quote, never written. */
  record = lookup (quotes, 2);
  g_assert_cmpint (cp_quote_record_get_status (record), ==, CP_QUOTE_STATUS_UNWRITTEN);
  g_clear_object (&record);

  g_assert_null (cp_quote_register_lookup (quotes, 3, &error));
  g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_NOT_FOUND);

  g_clear_object (&quotes);
  delete_folder (folder);
}

/* The counter the settings kept before the register: numbering goes on
 * from it (it is "the number the next quote gets"), and later moves it
 * forward but never back. */
static void
test_numbers_from_settings (void)
{
  g_autofree char *folder = new_folder ();
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(CpQuoteRegister) quotes = NULL;

  g_settings_set_uint (settings, "quote-next-number", 41);
  quotes = open_register (folder);

  {
    g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, "");

    g_assert_cmpuint (cp_quote_register_peek_number (quotes, NULL), ==, 41);
    g_assert_cmpuint (take (quotes, quote), ==, 41);
  }
  {
    g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, "");

    g_assert_cmpuint (take (quotes, quote), ==, 42);
  }

  /* Set back in the settings: the register does not go back. */
  g_settings_set_uint (settings, "quote-next-number", 5);
  {
    g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, "");

    g_assert_cmpuint (take (quotes, quote), ==, 43);
  }

  /* Moved forward (Preferences → Quotes): it jumps there. */
  g_settings_set_uint (settings, "quote-next-number", 1000);
  {
    g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, "");
    g_autofree char *text = NULL;

    cp_quote_set_number_prefix (quote, "BK-");
    g_assert_cmpuint (take (quotes, quote), ==, 1000);
    text = cp_quote_dup_number_text (quote);
    g_assert_cmpstr (text, ==, "BK-1000");
  }

  g_settings_reset (settings, "quote-next-number");
  g_clear_object (&quotes);
  delete_folder (folder);
}

/* The last number there is is given once; then every quote is refused,
 * by name, rather than given a number used before. */
static void
test_numbers_run_out (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *path = g_build_filename (folder, "quotes.db", NULL);
  g_autofree char *statement = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);
  g_autoptr(CpQuote) last = make_quote ("deepseek-v4-pro", NULL, "");
  g_autoptr(CpQuote) after = make_quote ("deepseek-v4-pro", NULL, "");
  g_autoptr(GError) error = NULL;

  statement = g_strdup_printf ("UPDATE counter SET next_number = %u;", CP_QUOTE_MAX_NUMBER);
  sql_exec (path, statement);

  g_assert_cmpuint (take (quotes, last), ==, CP_QUOTE_MAX_NUMBER);
  g_assert_cmpuint (cp_quote_register_peek_number (quotes, &error), ==, 0);
  g_assert_no_error (error);

  g_assert_false (cp_quote_register_take_number (quotes, after, &error));
  g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_FULL);
  expected = g_strdup_printf ("%s: every quote number up to %u has been used",
                              path, CP_QUOTE_MAX_NUMBER);
  g_assert_cmpstr (error->message, ==, expected);
  /* The quote keeps the number it had; nothing was recorded. */
  g_assert_cmpuint (cp_quote_get_number (after), ==, 1);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM quotes"), ==, 1);

  g_clear_object (&quotes);
  delete_folder (folder);
}

/* Takes the next number for a new quote. */
static guint
take_new (CpQuoteRegister *quotes)
{
  g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, "");

  return take (quotes, quote);
}

/* A register emptied (a bad restore, a copy on a full disk) or deleted
 * does not start again at 1: the last number given is kept beside it,
 * and numbering goes on after it even with the settings' floor reset. */
static void
test_numbers_register_lost (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *path = g_build_filename (folder, "quotes.db", NULL);
  g_autofree char *mark = g_build_filename (folder, "quotes.db.last-number", NULL);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);
  g_autofree char *kept = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 1; i <= 3; i++)
    g_assert_cmpuint (take_new (quotes), ==, i);
  g_assert_true (g_file_get_contents (mark, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "3\n");
  /* Every issuer moves the settings' floor past what it gave. */
  g_assert_cmpuint (g_settings_get_uint (settings, "quote-next-number"), ==, 4);
  g_clear_object (&quotes);

  /* Emptied. */
  g_settings_reset (settings, "quote-next-number");
  g_assert_true (g_file_set_contents (path, "", 0, NULL));
  quotes = open_register (folder);
  g_assert_cmpuint (cp_quote_register_peek_number (quotes, NULL), ==, 4);
  g_assert_cmpuint (take_new (quotes), ==, 4);
  g_clear_object (&quotes);

  /* Deleted. */
  g_settings_reset (settings, "quote-next-number");
  g_assert_cmpint (g_unlink (path), ==, 0);
  quotes = open_register (folder);
  g_assert_cmpuint (take_new (quotes), ==, 5);

  /* A number kept there that is not one is said, and no number is
   * given. */
  g_assert_true (g_file_set_contents (mark, "five\n", -1, NULL));
  {
    g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, "");

    g_assert_false (cp_quote_register_take_number (quotes, quote, &error));
    g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_READ);
    expected = g_strdup_printf ("%s: it does not hold the last quote number given; write the "
                                "highest number on any quote issued into it, or remove it if "
                                "no quote was ever issued", mark);
    g_assert_cmpstr (error->message, ==, expected);
  }

  g_settings_reset (settings, "quote-next-number");
  g_clear_object (&quotes);
  delete_folder (folder);
}

/* A PDF that cannot be written where it is asked for (a folder no file
 * can be made in, a read-only file) takes no number. */
static void
test_numbers_unwritable (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *locked = g_build_filename (folder, "locked", NULL);
  g_autofree char *read_only = g_build_filename (folder, "read-only.pdf", NULL);
  /* Root writes in any folder of its own: a file system that makes no
   * files stands in. */
  g_autofree char *unwritable = geteuid () == 0 ? g_strdup ("/sys/q.pdf")
                                                : g_build_filename (locked, "q.pdf", NULL);
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);

  g_assert_cmpint (g_mkdir (locked, 0555), ==, 0);
  g_assert_true (g_file_set_contents (read_only, "old", -1, NULL));
  g_assert_cmpint (g_chmod (read_only, 0444), ==, 0);

  for (const char *const *path = (const char *[]) { unwritable, read_only, NULL }; *path; path++)
    {
      g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, "");
      g_autoptr(GError) error = NULL;

      g_assert_false (cp_quote_register_issue_pdf (quotes, quote, *path, NULL, &error));
      g_assert_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_WRITE);
      g_assert_cmpuint (cp_quote_register_peek_number (quotes, NULL), ==, 1);
      g_assert_cmpint (sql_int (cp_quote_register_get_path (quotes),
                                "SELECT count(*) FROM quotes"), ==, 0);
    }

  g_assert_cmpint (g_chmod (locked, 0755), ==, 0);
  g_clear_object (&quotes);
  delete_folder (folder);
}

/* As a person without root (issue 26): a PDF asked for in another user's
 * folder takes no number. Root writes in any folder, so as root the
 * register is given to "nobody" and a child that has become nobody
 * issues; anyone else meets the same refusal in test_numbers_unwritable()
 * (a folder of their own they may not write in). */
static void
test_numbers_other_users_folder (void)
{
  g_autofree char *folder = NULL;
  g_autofree char *theirs = NULL;

  if (g_test_subprocess ())
    {
      g_autoptr(CpQuoteRegister) quotes = NULL;
      g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, "");
      g_autoptr(GError) error = NULL;
      g_autofree char *path = NULL;

      folder = g_strdup (g_getenv ("CP_TEST_REGISTER"));
      theirs = g_build_filename (folder, "theirs", NULL);
      path = g_build_filename (theirs, "q.pdf", NULL);
      g_assert_cmpint (setgroups (0, NULL), ==, 0);
      g_assert_cmpint (setresgid (65534, 65534, 65534), ==, 0);
      g_assert_cmpint (setresuid (65534, 65534, 65534), ==, 0);

      quotes = open_register (folder);
      g_assert_false (cp_quote_register_issue_pdf (quotes, quote, path, NULL, &error));
      g_assert_error (error, CP_QUOTE_ERROR, CP_QUOTE_ERROR_WRITE);
      g_assert_nonnull (strstr (error->message, g_strerror (EACCES)));
      g_assert_cmpuint (cp_quote_register_peek_number (quotes, NULL), ==, 1);
      g_assert_cmpint (sql_int (cp_quote_register_get_path (quotes),
                                "SELECT count(*) FROM quotes"), ==, 0);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
      g_clear_error (&error);

      /* Where nobody may write, the same quote is issued: number 1. */
      g_clear_pointer (&path, g_free);
      path = g_build_filename (folder, "q.pdf", NULL);
      g_assert_true (cp_quote_register_issue_pdf (quotes, quote, path, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (cp_quote_register_peek_number (quotes, NULL), ==, 2);
      return;
    }

  if (geteuid () != 0)
    {
      g_test_message ("not root: test_numbers_unwritable() checks a folder that may not be "
                      "written in as this user");
      g_test_skip ("only root can make a folder of another user");
      return;
    }

  folder = new_folder ();
  theirs = g_build_filename (folder, "theirs", NULL);
  g_assert_cmpint (g_mkdir (theirs, 0755), ==, 0);
  /* The register's folder is nobody's; theirs stays root's. */
  g_assert_cmpint (chown (folder, 65534, 65534), ==, 0);
  g_setenv ("CP_TEST_REGISTER", folder, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_unsetenv ("CP_TEST_REGISTER");
  g_test_trap_assert_passed ();

  delete_folder (folder);
}

/* A quote whose plan has more models than a plan file holds takes no
 * number: the register keeps its plan to be opened again (issue 26). */
static void
test_numbers_too_many_models (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *path = g_build_filename (folder, "q.pdf", NULL);
  g_autofree char *most = cp_format_integer (CP_PLAN_DOCUMENT_MAX_MODELS);
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);
  g_autoptr(GPtrArray) models = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GDateTime) issued = g_date_time_new_utc (2026, 12, 1, 9, 30, 0);
  g_autoptr(CpPlan) plan = NULL;
  g_autoptr(CpQuote) quote = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i <= CP_PLAN_DOCUMENT_MAX_MODELS; i++)
    g_ptr_array_add (models, cp_model_new_for_memory ((100 + i) * CP_MB_PER_GB));
  plan = cp_test_catalog_plan (catalog, (CpModel **) models->pdata, models->len, &error);
  g_assert_no_error (error);
  quote = cp_quote_new (catalog, plan, cp_plan_get_recommended (plan));
  cp_quote_set_issued (quote, issued);

  g_assert_false (cp_quote_register_issue_pdf (quotes, quote, path, NULL, &error));
  g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_FORMAT);
  g_assert_nonnull (strstr (error->message, most));
  g_assert_cmpuint (cp_quote_register_peek_number (quotes, NULL), ==, 1);
  g_assert_cmpint (sql_int (cp_quote_register_get_path (quotes), "SELECT count(*) FROM quotes"),
                   ==, 0);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  g_clear_object (&quotes);
  delete_folder (folder);
}

/* A counter set back by hand does not bring back a number in use. */
static void
test_numbers_never_repeat (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *path = g_build_filename (folder, "quotes.db", NULL);
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);

  for (guint i = 1; i <= 3; i++)
    {
      g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, "");

      g_assert_cmpuint (take (quotes, quote), ==, i);
    }

  sql_exec (path, "UPDATE counter SET next_number = 2;");
  {
    g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, "");

    g_assert_cmpuint (take (quotes, quote), ==, 4);
  }

  g_clear_object (&quotes);
  delete_folder (folder);
}

/* The same quote object, issued again unchanged, keeps its number; once
 * changed, or once withdrawn, it is a new quote. */
static void
test_same_quote (void)
{
  g_autofree char *folder = new_folder ();
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);
  g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, "Acme");
  g_autoptr(CpQuote) twin = make_quote ("deepseek-v4-pro", NULL, "Acme");
  g_autoptr(GListModel) records = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *numbers = NULL;

  g_assert_cmpuint (take (quotes, quote), ==, 1);
  g_assert_cmpuint (take (quotes, quote), ==, 1);

  /* An equal quote made separately is another quote (two runs of the
   * command line are two quotes). */
  g_assert_cmpuint (take (quotes, twin), ==, 2);

  /* Changed: another quote. */
  cp_quote_set_customer (quote, "Acme Robotics");
  g_assert_cmpuint (take (quotes, quote), ==, 3);
  g_assert_cmpuint (take (quotes, quote), ==, 3);

  /* Withdrawn: issued again, it is a new one. */
  g_assert_true (cp_quote_register_set_status (quotes, 3, CP_QUOTE_STATUS_WITHDRAWN, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (take (quotes, quote), ==, 4);

  records = list (quotes, NULL);
  numbers = numbers_of (records);
  g_assert_cmpstr (numbers, ==, "1 2 3 4");

  g_clear_object (&quotes);
  delete_folder (folder);
}

/* A process that dies between taking a number and writing the file (here
 * killed outright) leaves the quote recorded as not written; the number
 * is not given again. */
static void
test_crash (void)
{
  const char *folder = g_getenv ("CP_TEST_CRASH_FOLDER");

  if (g_test_subprocess ())
    {
      g_autoptr(CpQuoteRegister) quotes = open_register (folder);
      g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, "Crash Test");

      g_assert_cmpuint (take (quotes, quote), ==, 2);
      kill (getpid (), SIGKILL);
      g_assert_not_reached ();
    }

  {
    g_autofree char *own_folder = new_folder ();
    g_autoptr(CpQuoteRegister) quotes = open_register (own_folder);
    g_autoptr(CpQuote) before = make_quote ("deepseek-v4-pro", NULL, "Before");
    g_autoptr(CpQuote) after = make_quote ("deepseek-v4-pro", NULL, "After");
    g_autoptr(CpQuoteRecord) crashed = NULL;
    g_autoptr(GListModel) records = NULL;
    g_autofree char *numbers = NULL;

    g_assert_cmpuint (take (quotes, before), ==, 1);
    g_assert_true (cp_quote_register_mark_written (quotes, before, "/tmp/before.pdf", NULL));

    g_setenv ("CP_TEST_CRASH_FOLDER", own_folder, TRUE);
    g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
    g_test_trap_assert_failed ();
    g_unsetenv ("CP_TEST_CRASH_FOLDER");

    crashed = lookup (quotes, 2);
    g_assert_cmpstr (cp_quote_record_get_customer (crashed), ==, "Crash Test");
    g_assert_cmpint (cp_quote_record_get_status (crashed), ==, CP_QUOTE_STATUS_UNWRITTEN);
    g_assert_null (cp_quote_record_get_file (crashed));

    g_assert_cmpuint (take (quotes, after), ==, 3);
    records = list (quotes, NULL);
    numbers = numbers_of (records);
    g_assert_cmpstr (numbers, ==, "1 2 3");

    g_clear_object (&quotes);
    delete_folder (own_folder);
  }
}

/* What became of a quote */

static void
assert_status (CpQuoteRegister *quotes,
               guint            number,
               CpQuoteStatus    status)
{
  g_autoptr(CpQuoteRecord) record = lookup (quotes, number);

  g_assert_cmpint (cp_quote_record_get_status (record), ==, status);
}

/* Issued quotes can be accepted, withdrawn or marked expired; those are
 * final. A quote never written can only be withdrawn. */
static void
test_status (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *expected = NULL;
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);
  g_autoptr(GError) error = NULL;

  for (guint i = 1; i <= 5; i++)
    {
      g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, "");

      g_assert_cmpuint (take (quotes, quote), ==, i);
      if (i <= 4)
        g_assert_true (cp_quote_register_mark_written (quotes, quote, "/tmp/q.pdf", NULL));
    }

  g_assert_true (cp_quote_register_set_status (quotes, 1, CP_QUOTE_STATUS_ACCEPTED, &error));
  g_assert_true (cp_quote_register_set_status (quotes, 2, CP_QUOTE_STATUS_WITHDRAWN, &error));
  g_assert_true (cp_quote_register_set_status (quotes, 3, CP_QUOTE_STATUS_EXPIRED, &error));
  g_assert_no_error (error);
  assert_status (quotes, 1, CP_QUOTE_STATUS_ACCEPTED);
  assert_status (quotes, 2, CP_QUOTE_STATUS_WITHDRAWN);
  assert_status (quotes, 3, CP_QUOTE_STATUS_EXPIRED);
  assert_status (quotes, 4, CP_QUOTE_STATUS_ISSUED);

  /* The same again changes nothing and is no error. */
  g_assert_true (cp_quote_register_set_status (quotes, 1, CP_QUOTE_STATUS_ACCEPTED, &error));
  g_assert_no_error (error);

  /* Undone, as the toast's Undo does: back to issued, once. */
  g_assert_true (cp_quote_register_undo_status (quotes, 3, CP_QUOTE_STATUS_EXPIRED,
                                                CP_QUOTE_STATUS_ISSUED, &error));
  g_assert_no_error (error);
  assert_status (quotes, 3, CP_QUOTE_STATUS_ISSUED);
  g_assert_false (cp_quote_register_undo_status (quotes, 3, CP_QUOTE_STATUS_EXPIRED,
                                                 CP_QUOTE_STATUS_ISSUED, &error));
  g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_STATUS);
  g_clear_error (&error);
  g_assert_true (cp_quote_register_set_status (quotes, 3, CP_QUOTE_STATUS_EXPIRED, &error));
  assert_status (quotes, 3, CP_QUOTE_STATUS_EXPIRED);

  /* Final. */
  g_assert_false (cp_quote_register_set_status (quotes, 1, CP_QUOTE_STATUS_WITHDRAWN, &error));
  g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_STATUS);
  expected = g_strdup_printf ("%s/quotes.db: Q-0001 is accepted and cannot be marked withdrawn",
                              folder);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);
  assert_status (quotes, 1, CP_QUOTE_STATUS_ACCEPTED);

  /* Never written: not accepted, but its number can be voided. */
  g_assert_false (cp_quote_register_set_status (quotes, 5, CP_QUOTE_STATUS_ACCEPTED, &error));
  g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_STATUS);
  g_clear_error (&error);
  assert_status (quotes, 5, CP_QUOTE_STATUS_UNWRITTEN);
  g_assert_true (cp_quote_register_set_status (quotes, 5, CP_QUOTE_STATUS_WITHDRAWN, &error));
  assert_status (quotes, 5, CP_QUOTE_STATUS_WITHDRAWN);

  /* No such quote. */
  g_assert_false (cp_quote_register_set_status (quotes, 77, CP_QUOTE_STATUS_ACCEPTED, &error));
  g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Past its last day, an issued quote is listed as expired; it may still
   * be accepted. (SOURCE_DATE_EPOCH is "today".) */
  g_setenv ("SOURCE_DATE_EPOCH", EPOCH_2026_12_01, TRUE);
  assert_status (quotes, 4, CP_QUOTE_STATUS_ISSUED);
  g_setenv ("SOURCE_DATE_EPOCH", EPOCH_2027_02_01, TRUE);
  assert_status (quotes, 4, CP_QUOTE_STATUS_EXPIRED);
  g_assert_true (cp_quote_register_set_status (quotes, 4, CP_QUOTE_STATUS_ACCEPTED, &error));
  g_assert_no_error (error);
  assert_status (quotes, 4, CP_QUOTE_STATUS_ACCEPTED);
  g_unsetenv ("SOURCE_DATE_EPOCH");

  g_clear_object (&quotes);
  delete_folder (folder);
}

/* Listing is in the order the numbers were taken; a search finds the
 * customers that contain it, in any case, in any script. */
static void
test_list (void)
{
  g_autofree char *folder = new_folder ();
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);
  const char *customers[] = { "Acme Robotics", "Globex", "ООО «Акме»", "", "ACME Labs" };

  for (guint i = 0; i < G_N_ELEMENTS (customers); i++)
    {
      g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, customers[i]);

      take (quotes, quote);
    }

  {
    g_autoptr(GListModel) all = list (quotes, NULL);
    g_autoptr(GListModel) empty_search = list (quotes, "");
    g_autofree char *numbers = numbers_of (all);
    g_autofree char *empty_numbers = numbers_of (empty_search);

    g_assert_cmpstr (numbers, ==, "1 2 3 4 5");
    g_assert_cmpstr (empty_numbers, ==, "1 2 3 4 5");
    g_assert_true (g_list_model_get_item_type (all) == CP_TYPE_QUOTE_RECORD);
  }
  {
    g_autoptr(GListModel) found = list (quotes, "acme");
    g_autofree char *numbers = numbers_of (found);

    g_assert_cmpstr (numbers, ==, "1 5");
  }
  {
    g_autoptr(GListModel) found = list (quotes, "АКМЕ");
    g_autofree char *numbers = numbers_of (found);

    g_assert_cmpstr (numbers, ==, "3");
  }
  {
    g_autoptr(GListModel) found = list (quotes, "Initech");

    g_assert_cmpuint (g_list_model_get_n_items (found), ==, 0);
  }

  g_clear_object (&quotes);
  delete_folder (folder);
}

/* Making a quote again */

static GBytes *
read_bytes (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_no_error (error);

  return g_bytes_new_take (g_steal_pointer (&contents), length);
}

/* A quote issued as PDF, made again from the register, is the same
 * quote: the same bytes written again, the same number issued again, with
 * no new record. A catalog with other prices cannot make it again. */
static void
test_restore (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *first = g_build_filename (folder, "first.pdf", NULL);
  g_autofree char *again = g_build_filename (folder, "again.pdf", NULL);
  g_autofree char *reissued = g_build_filename (folder, "reissued.pdf", NULL);
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);
  g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, "Acme Robotics");
  g_autoptr(CpQuote) restored = NULL;
  g_autoptr(GBytes) first_bytes = NULL;
  g_autoptr(GBytes) again_bytes = NULL;
  g_autoptr(GError) error = NULL;

  /* A few before it, so its number is not 1. */
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(CpQuote) other = make_quote ("deepseek-v4-pro", "desktop", "");

      take (quotes, other);
    }

  cp_quote_set_store_name (quote, "Bektursun & Sons");
  cp_quote_set_number_prefix (quote, "BK-");
  cp_quote_set_validity_days (quote, 14);
  g_assert_true (cp_quote_register_issue_pdf (quotes, quote, first, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (cp_quote_get_number (quote), ==, 3);

  restored = cp_quote_register_restore (quotes, 3, catalog, &error);
  g_assert_no_error (error);
  g_assert_nonnull (restored);
  g_assert_true (restored != quote);
  g_assert_cmpuint (cp_quote_get_number (restored), ==, 3);
  g_assert_cmpstr (cp_quote_get_number_prefix (restored), ==, "BK-");
  g_assert_cmpstr (cp_quote_get_customer (restored), ==, "Acme Robotics");
  g_assert_cmpstr (cp_quote_get_store_name (restored), ==, "Bektursun & Sons");
  g_assert_cmpuint (cp_quote_get_validity_days (restored), ==, 14);
  g_assert_true (g_date_time_equal (cp_quote_get_issued (restored), cp_quote_get_issued (quote)));
  g_assert_cmpint (cp_quote_get_total_cents (restored), ==, cp_quote_get_total_cents (quote));

  /* Written again: the same bytes. */
  g_assert_true (cp_quote_export_pdf (restored, again, NULL, &error));
  g_assert_no_error (error);
  first_bytes = read_bytes (first);
  again_bytes = read_bytes (again);
  g_assert_true (g_bytes_equal (first_bytes, again_bytes));

  /* Issued again: its number, one record, the file written last. */
  g_assert_true (cp_quote_register_issue_pdf (quotes, restored, reissued, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (cp_quote_get_number (restored), ==, 3);
  {
    g_autoptr(GListModel) records = list (quotes, NULL);
    g_autoptr(CpQuoteRecord) record = lookup (quotes, 3);

    g_assert_cmpuint (g_list_model_get_n_items (records), ==, 3);
    g_assert_cmpstr (cp_quote_record_get_file (record), ==, reissued);
  }

  /* Not in the register. */
  g_assert_null (cp_quote_register_restore (quotes, 9, catalog, &error));
  g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* A catalog whose DGX H100 costs more: refused, not quoted anew under
   * the old number. */
  {
    g_autoptr(GBytes) builtin = g_resources_lookup_data (CP_CATALOG_RESOURCE, 0, &error);
    g_autofree char *text = g_strndup (g_bytes_get_data (builtin, NULL), g_bytes_get_size (builtin));
    g_autoptr(GString) edited = g_string_new (text);
    g_autoptr(GBytes) edited_bytes = NULL;
    g_autoptr(CpCatalog) dearer = NULL;
    g_autofree char *expected = NULL;

    g_assert_no_error (error);
    g_assert_cmpuint (g_string_replace (edited, "\"price_usd\": 199000", "\"price_usd\": 209000", 0),
                      ==, 1);
    edited_bytes = g_string_free_to_bytes (g_steal_pointer (&edited));
    dearer = cp_catalog_new_from_bytes (edited_bytes, "dearer.json", &error);
    g_assert_no_error (error);

    g_assert_null (cp_quote_register_restore (quotes, 3, dearer, &error));
    g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_CHANGED);
    expected = g_strdup_printf ("%s/quotes.db: BK-0003: the catalog “dearer.json” has other "
                                "prices than when the quote was issued", folder);
    g_assert_cmpstr (error->message, ==, expected);
    g_clear_error (&error);
  }

  g_clear_object (&quotes);
  delete_folder (folder);
}

/* A complete quote — accessories, services, shipping, tax, the store's
 * and the customer's details — issued under SOURCE_DATE_EPOCH and written
 * again from the register gives the same bytes, with the same number. */
static void
test_restore_complete (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *first = g_build_filename (folder, "first.pdf", NULL);
  g_autofree char *again = g_build_filename (folder, "again.pdf", NULL);
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);
  g_autoptr(CpQuote) quote = NULL;
  g_autoptr(CpQuote) restored = NULL;
  g_autoptr(GBytes) first_bytes = NULL;
  g_autoptr(GBytes) again_bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlan) plan = NULL;
  CpModel *model = cp_catalog_find_model (catalog, "deepseek-v4-pro");
  const CpQuoteExtras extras = { TRUE, TRUE, 3, TRUE };
  CpQuoteExtras restored_extras;

  g_setenv ("SOURCE_DATE_EPOCH", EPOCH_2026_12_01, TRUE);
  plan = cp_test_catalog_plan (catalog, &model, 1, &error);
  g_assert_no_error (error);
  quote = cp_quote_new (catalog, plan, cp_plan_get_recommended (plan));
  cp_quote_set_customer (quote, "Acme Robotics");
  for (guint i = 0; i < CP_QUOTE_N_DETAILS; i++)
    {
      g_autofree char *value = g_strdup_printf ("detail %u", i);

      cp_quote_set_detail (quote, i, value);
    }
  g_assert_true (cp_quote_set_tax_rate (quote, 1200, &error));
  g_assert_true (cp_quote_set_extras (quote, &extras, &error));
  g_assert_true (cp_quote_register_issue_pdf (quotes, quote, first, NULL, &error));
  g_assert_no_error (error);

  restored = cp_quote_register_restore (quotes, cp_quote_get_number (quote), catalog, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cp_quote_get_n_lines (restored), ==, cp_quote_get_n_lines (quote));
  g_assert_cmpint (cp_quote_get_tax_cents (restored), ==, cp_quote_get_tax_cents (quote));
  g_assert_cmpint (cp_quote_get_total_cents (restored), ==, cp_quote_get_total_cents (quote));
  for (guint i = 0; i < CP_QUOTE_N_DETAILS; i++)
    g_assert_cmpstr (cp_quote_get_detail (restored, i), ==, cp_quote_get_detail (quote, i));
  cp_quote_get_extras (restored, &restored_extras);
  g_assert_true (restored_extras.installation && restored_extras.accessories);
  g_assert_cmpuint (restored_extras.support_years, ==, 3);

  g_assert_true (cp_quote_register_issue_pdf (quotes, restored, again, NULL, &error));
  g_assert_no_error (error);
  g_unsetenv ("SOURCE_DATE_EPOCH");
  g_assert_cmpuint (cp_quote_get_number (restored), ==, cp_quote_get_number (quote));
  first_bytes = read_bytes (first);
  again_bytes = read_bytes (again);
  g_assert_true (g_bytes_equal (first_bytes, again_bytes));

  g_clear_object (&quotes);
  delete_folder (folder);
}

/* A quote in som with VAT: the register keeps its currency, exchange
 * rate as typed, the rate's date, the tax's name and whether the prices
 * include it, lists its total in tyiyn and in KGS, and written again it
 * gives the same bytes. Prices that include the tax go back the same way. */
static void
test_restore_money (void)
{
  g_autofree char *folder = new_folder ();
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlan) plan = NULL;
  CpModel *model = cp_catalog_find_model (catalog, "llama-3.1-70b");

  g_setenv ("SOURCE_DATE_EPOCH", EPOCH_2026_12_01, TRUE);
  plan = cp_test_catalog_plan (catalog, &model, 1, &error);
  g_assert_no_error (error);

  for (guint included = 0; included < 2; included++)
    {
      g_autofree char *first = g_strdup_printf ("%s/first-%u.pdf", folder, included);
      g_autofree char *again = g_strdup_printf ("%s/again-%u.pdf", folder, included);
      g_autoptr(CpQuote) quote = cp_quote_new (catalog, plan, cp_plan_get_recommended (plan));
      g_autoptr(CpQuote) restored = NULL;
      g_autoptr(CpQuoteRecord) record = NULL;
      g_autoptr(GBytes) first_bytes = NULL;
      g_autoptr(GBytes) again_bytes = NULL;
      const CpQuoteExtras extras = { TRUE, TRUE, 1, TRUE };

      g_assert_true (cp_quote_set_currency (quote, "KGS", "87,45", "2026-12-03", &error));
      cp_quote_set_tax_label (quote, "НДС");
      g_assert_true (cp_quote_set_tax_included (quote, included, &error));
      g_assert_true (cp_quote_set_tax_rate (quote, 1200, &error));
      g_assert_true (cp_quote_set_extras (quote, &extras, &error));
      g_assert_true (cp_quote_register_issue_pdf (quotes, quote, first, NULL, &error));
      g_assert_no_error (error);

      record = lookup (quotes, cp_quote_get_number (quote));
      g_assert_cmpstr (cp_quote_record_get_currency (record), ==, "KGS");
      g_assert_cmpint (cp_quote_record_get_total_cents (record), ==,
                       cp_quote_get_total_cents (quote));

      restored = cp_quote_register_restore (quotes, cp_quote_get_number (quote), catalog, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (cp_quote_get_currency (restored), ==, "KGS");
      g_assert_cmpstr (cp_quote_get_exchange_rate (restored), ==, "87,45");
      g_assert_cmpstr (cp_quote_get_exchange_rate_date (restored), ==, "2026-12-03");
      g_assert_cmpstr (cp_quote_get_tax_label (restored), ==, "НДС");
      g_assert_cmpint (cp_quote_get_tax_included (restored), ==, included);
      g_assert_cmpuint (cp_quote_get_tax_rate (restored), ==, 1200);
      g_assert_cmpint (cp_quote_get_subtotal_cents (restored), ==,
                       cp_quote_get_subtotal_cents (quote));
      g_assert_cmpint (cp_quote_get_tax_cents (restored), ==, cp_quote_get_tax_cents (quote));
      g_assert_cmpint (cp_quote_get_total_cents (restored), ==, cp_quote_get_total_cents (quote));

      g_assert_true (cp_quote_register_issue_pdf (quotes, restored, again, NULL, &error));
      g_assert_no_error (error);
      first_bytes = read_bytes (first);
      again_bytes = read_bytes (again);
      g_assert_true (g_bytes_equal (first_bytes, again_bytes));
    }

  g_unsetenv ("SOURCE_DATE_EPOCH");
  g_clear_object (&quotes);
  delete_folder (folder);
}

/* The site section of a reprint says what the quote was issued with, not
 * what Preferences say at the time of the reprint: the register keeps
 * the supply, tariff, PUE and load with the quote. */
static void
test_restore_site (void)
{
  g_autoptr(CpPlanWorkload) workload = cp_plan_workload_new (32768, 16, CP_KV_CACHE_BF16);
  g_autofree char *folder = new_folder ();
  g_autofree char *first = g_build_filename (folder, "first.pdf", NULL);
  g_autofree char *again = g_build_filename (folder, "again.pdf", NULL);
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);
  g_autoptr(GSettings) settings = cp_quote_settings_new ();
  g_auto(CpQuoteTerms) terms = { 0, };
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlan) plan = NULL;
  g_autoptr(CpQuote) quote = NULL;
  g_autoptr(CpQuote) restored = NULL;
  g_autoptr(GBytes) first_bytes = NULL;
  g_autoptr(GBytes) again_bytes = NULL;
  CpModel *model = cp_catalog_find_model (catalog, "llama-3.1-70b");
  const CpSiteSettings *site;

  g_setenv ("SOURCE_DATE_EPOCH", EPOCH_2026_12_01, TRUE);
  /* With a workload: the speed bounds' cost floor follows the tariff, the
   * PUE and the write-off too (docs/sizing.md §13.5). */
  plan = cp_test_catalog_plan_with_workload (catalog, &model, 1, workload, &error);
  g_assert_no_error (error);

  g_settings_set_string (settings, "site-supply", "400v-3");
  g_settings_set_double (settings, "site-tariff", 0.21);
  g_settings_set_double (settings, "site-pue", 1.3);
  g_settings_set_uint (settings, "site-load-share", 70);
  g_settings_set_uint (settings, "cost-write-off-years", 5);
  cp_quote_terms_init (&terms);
  cp_quote_settings_read_terms (settings, &terms);
  quote = cp_quote_assemble (catalog, plan, cp_plan_get_recommended (plan), &terms, &error);
  g_assert_no_error (error);
  g_assert_true (cp_quote_register_issue_pdf (quotes, quote, first, NULL, &error));
  g_assert_no_error (error);

  /* Preferences change after the quote went out. */
  g_settings_set_string (settings, "site-supply", "120v-1");
  g_settings_set_double (settings, "site-tariff", 0.05);
  g_settings_set_double (settings, "site-pue", 2.0);
  g_settings_set_uint (settings, "site-load-share", 10);
  g_settings_set_uint (settings, "cost-write-off-years", 9);

  restored = cp_quote_register_restore (quotes, cp_quote_get_number (quote), catalog, &error);
  g_assert_no_error (error);
  site = cp_quote_get_site_settings (restored);
  g_assert_nonnull (site);
  g_assert_cmpint (site->supply, ==, CP_SITE_SUPPLY_400_3);
  g_assert_cmpfloat (site->tariff_per_kwh, ==, 0.21);
  g_assert_cmpfloat (site->pue, ==, 1.3);
  g_assert_cmpfloat (site->load_share, ==, 0.7);
  g_assert_cmpfloat (site->write_off_years, ==, 5);

  g_assert_true (cp_quote_register_issue_pdf (quotes, restored, again, NULL, &error));
  g_assert_no_error (error);
  first_bytes = read_bytes (first);
  again_bytes = read_bytes (again);
  g_assert_true (g_bytes_equal (first_bytes, again_bytes));

  g_settings_reset (settings, "site-supply");
  g_settings_reset (settings, "site-tariff");
  g_settings_reset (settings, "site-pue");
  g_settings_reset (settings, "site-load-share");
  g_settings_reset (settings, "cost-write-off-years");
  g_unsetenv ("SOURCE_DATE_EPOCH");
  g_clear_object (&quotes);
  delete_folder (folder);
}

/* A register of layout 1, with a quote of that time (the units alone,
 * untaxed, a document of format 1), is brought up to date when opened:
 * the quote is still there, made again as it was. */
static void
test_migrate (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *path = g_build_filename (folder, "quotes.db", NULL);
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);
  g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, "Acme Robotics");
  g_autoptr(CpQuote) restored = NULL;
  g_autoptr(GPtrArray) customers = NULL;
  g_autoptr(GError) error = NULL;
  CpQuoteCustomer *customer;

  take (quotes, quote);
  g_clear_object (&quotes);
  sql_exec (path,
            "ALTER TABLE quotes DROP COLUMN customer_contact;"
            "ALTER TABLE quotes DROP COLUMN customer_address;"
            "ALTER TABLE quotes DROP COLUMN customer_email;"
            "UPDATE quotes SET document = json_remove(json_set(document, '$.format', 1),"
            " '$.extras', '$.tax_rate', '$.subtotal_cents', '$.tax_cents',"
            " '$.customer_contact', '$.customer_address', '$.customer_email',"
            " '$.store_phone', '$.store_email', '$.store_website', '$.store_tax_number',"
            " '$.payment_terms', '$.lead_time');"
            "PRAGMA user_version = 1;");

  quotes = open_register (folder);
  g_assert_cmpint (sql_int (path, "PRAGMA user_version"), ==, CP_QUOTE_REGISTER_SCHEMA_VERSION);
  restored = cp_quote_register_restore (quotes, 1, catalog, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cp_quote_get_n_lines (restored), ==, 1);
  g_assert_cmpint (cp_quote_get_total_cents (restored), ==, cp_quote_get_total_cents (quote));
  g_assert_cmpstr (cp_quote_get_detail (restored, CP_QUOTE_DETAIL_PAYMENT_TERMS), ==, "");

  customers = cp_quote_register_list_customers (quotes, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (customers->len, ==, 1);
  customer = g_ptr_array_index (customers, 0);
  g_assert_cmpstr (customer->company, ==, "Acme Robotics");
  g_assert_cmpstr (customer->contact, ==, "");

  g_clear_object (&quotes);
  delete_folder (folder);
}

/* A register of layout 2 keeps each quote's plan in its first form
 * (format 1: the models, the workload and the build quoted). Opened, it
 * is brought to layout 3, the plans written as plan files; the quote is
 * made again as it was, and "New Quote from This" gets its models, custom
 * one and name included, its tier and its customer. */
static void
test_migrate_plans (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *path = g_build_filename (folder, "quotes.db", NULL);
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) custom = cp_model_new_for_params (70, CP_PRECISION_FP8, &error);
  g_autoptr(CpModel) named = NULL;
  g_autoptr(CpPlan) plan = NULL;
  g_autoptr(CpQuote) quote = NULL;
  g_autoptr(CpQuote) restored = NULL;
  g_autoptr(CpPlanDocument) document = NULL;
  g_autofree char *legacy = NULL;
  g_autofree char *sql = NULL;
  CpModel *models[2];
  CpBuild *build;
  CpModel *again;

  g_assert_no_error (error);
  named = g_object_new (CP_TYPE_MODEL, "id", "custom-1", "name", "Our fine-tune",
                        "min-memory-mb", cp_model_get_min_memory_mb (custom),
                        "params-b", cp_model_get_params_b (custom),
                        "precision", cp_model_get_precision (custom), "custom", TRUE, NULL);
  models[0] = cp_catalog_find_model (catalog, "deepseek-v4-pro");
  models[1] = named;
  plan = cp_test_catalog_plan (catalog, models, 2, &error);
  g_assert_no_error (error);
  build = cp_plan_get_recommended (plan);
  quote = cp_quote_new (catalog, plan, build);
  cp_quote_set_customer (quote, "Acme Robotics");
  take (quotes, quote);
  g_clear_object (&quotes);

  /* The plan as layout 2 wrote it. */
  legacy = g_strdup_printf ("{\"format\":1,\"models\":["
                            "{\"id\":\"deepseek-v4-pro\",\"name\":\"DeepSeek V4 Pro\","
                            "\"min_memory_mb\":%" G_GINT64_FORMAT ",\"custom\":false},"
                            "{\"id\":\"custom-1\",\"name\":\"Our fine-tune\","
                            "\"min_memory_mb\":%" G_GINT64_FORMAT ",\"custom\":true,"
                            "\"params_b\":70,\"precision\":\"fp8\"}],"
                            "\"required_memory_mb\":%" G_GINT64_FORMAT ",\"workload\":null,"
                            "\"build\":{\"tier\":\"%s\",\"tier_name\":\"x\",\"unit\":\"%s\","
                            "\"unit_name\":\"%s\",\"count\":%" G_GINT64_FORMAT ","
                            "\"gpus\":1,\"memory_mb\":%" G_GINT64_FORMAT ","
                            "\"power_w\":%" G_GINT64_FORMAT ",\"price_cents\":%" G_GINT64_FORMAT ","
                            "\"pooled\":true,\"fits\":true,\"recommended\":true}}",
                            cp_model_get_min_memory_mb (models[0]), cp_model_get_min_memory_mb (named),
                            cp_plan_get_required_mb (plan),
                            cp_item_get_id (CP_ITEM (cp_build_get_tier (build))),
                            cp_item_get_id (CP_ITEM (cp_build_get_unit (build))),
                            cp_item_get_name (CP_ITEM (cp_build_get_unit (build))),
                            cp_build_get_count (build), cp_build_get_memory_mb (build),
                            cp_build_get_power_w (build), cp_build_get_price_cents (build));
  sql = g_strdup_printf ("UPDATE quotes SET plan = '%s'; PRAGMA user_version = 2;", legacy);
  sql_exec (path, sql);

  quotes = open_register (folder);
  g_assert_cmpint (sql_int (path, "PRAGMA user_version"), ==, CP_QUOTE_REGISTER_SCHEMA_VERSION);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM quotes"
                                  " WHERE json_extract (plan, '$.format') = 'cluster-planner-plan'"),
                   ==, 1);

  restored = cp_quote_register_restore (quotes, 1, catalog, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cp_quote_get_total_cents (restored), ==, cp_quote_get_total_cents (quote));

  document = cp_quote_register_dup_plan (quotes, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cp_plan_document_get_n_models (document), ==, 2);
  g_assert_cmpstr (cp_plan_document_get_given_name (document, 1), ==, "Our fine-tune");
  again = cp_plan_document_get_model (document, 1);
  g_assert_cmpstr (cp_model_get_precision (again), ==, "fp8");
  g_assert_cmpfloat (cp_model_get_params_b (again), ==, 70);
  g_assert_cmpstr (cp_plan_document_get_selected_tier (document), ==,
                   cp_item_get_id (CP_ITEM (cp_build_get_tier (build))));
  g_assert_cmpstr (cp_plan_document_get_customer (document), ==, "Acme Robotics");

  g_clear_object (&quotes);
  delete_folder (folder);
}

/* The customers quotes were made out to, each once, with the details of
 * their latest quote, the latest first. */
static void
test_customers (void)
{
  g_autofree char *folder = new_folder ();
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);
  g_autoptr(GPtrArray) customers = NULL;
  g_autoptr(GError) error = NULL;
  static const struct { const char *company, *contact, *email; } made[] = {
    { "Acme Robotics", "Aigerim", "old@acme.example" },
    { "", "Nobody", "" },
    { "Tian Shan Labs", "Bakyt", "bakyt@tianshan.example" },
    { "Acme Robotics", "Aigerim Sadykova", "aigerim@acme.example" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (made); i++)
    {
      g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, made[i].company);

      cp_quote_set_detail (quote, CP_QUOTE_DETAIL_CUSTOMER_CONTACT, made[i].contact);
      cp_quote_set_detail (quote, CP_QUOTE_DETAIL_CUSTOMER_EMAIL, made[i].email);
      cp_quote_set_detail (quote, CP_QUOTE_DETAIL_CUSTOMER_ADDRESS, "1 Chui Avenue\nBishkek");
      take (quotes, quote);
    }

  customers = cp_quote_register_list_customers (quotes, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (customers->len, ==, 2);
  {
    CpQuoteCustomer *latest = g_ptr_array_index (customers, 0);
    CpQuoteCustomer *earlier = g_ptr_array_index (customers, 1);

    g_assert_cmpstr (latest->company, ==, "Acme Robotics");
    g_assert_cmpstr (latest->contact, ==, "Aigerim Sadykova");
    g_assert_cmpstr (latest->email, ==, "aigerim@acme.example");
    g_assert_cmpstr (latest->address, ==, "1 Chui Avenue\nBishkek");
    g_assert_cmpstr (earlier->company, ==, "Tian Shan Labs");
    g_assert_cmpstr (earlier->contact, ==, "Bakyt");
  }

  g_clear_object (&quotes);
  delete_folder (folder);
}

/* A register edited by hand may hold texts of any length: the Quotes page
 * and the quote dialog's completion get them bounded as a quote bounds
 * its own. */
static void
test_hand_edited_texts (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *path = g_build_filename (folder, "quotes.db", NULL);
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);
  g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, "Acme Robotics");
  g_autoptr(GListModel) all = NULL;
  g_autoptr(CpQuoteRecord) record = NULL;
  g_autoptr(GPtrArray) customers = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) address = NULL;
  CpQuoteCustomer *customer;

  take (quotes, quote);
  g_clear_object (&quotes);

  /* 100,000 characters of each, and 100,000 lines of the address. */
  sql_exec (path, "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n"
                  " WHERE i < 100000),"
                  " huge(t) AS (SELECT group_concat('W', '') FROM n),"
                  " lines(t) AS (SELECT group_concat('Street', char(10)) FROM n)"
                  " UPDATE quotes SET customer = (SELECT t FROM huge),"
                  " build = (SELECT t FROM huge), customer_contact = (SELECT t FROM huge),"
                  " customer_email = (SELECT t FROM huge),"
                  " customer_address = (SELECT t FROM lines);");

  quotes = open_register (folder);
  all = list (quotes, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (all), ==, 1);
  record = g_list_model_get_item (all, 0);
  g_assert_cmpint (g_utf8_strlen (cp_quote_record_get_customer (record), -1), ==, 200);
  g_assert_true (g_str_has_suffix (cp_quote_record_get_customer (record), "…"));
  g_assert_cmpint (g_utf8_strlen (cp_quote_record_get_build (record), -1), ==, 200);

  customers = cp_quote_register_list_customers (quotes, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (customers->len, ==, 1);
  customer = g_ptr_array_index (customers, 0);
  g_assert_cmpint (g_utf8_strlen (customer->company, -1), ==, 200);
  g_assert_cmpint (g_utf8_strlen (customer->contact, -1), ==, 200);
  g_assert_cmpint (g_utf8_strlen (customer->email, -1), ==, 200);
  address = g_strsplit (customer->address, "\n", -1);
  g_assert_cmpuint (g_strv_length (address), ==, 8);

  g_clear_object (&quotes);
  delete_folder (folder);
}

/* The chosen models of @session, by name: "GLM 5.2 Max, Custom …". */
static char *
chosen_names (CpSession *session)
{
  GListModel *rows = cp_session_get_rows (session);
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(CpModelRow) row = g_list_model_get_item (rows, i);

      if (!cp_model_row_get_chosen (row))
        continue;
      if (names->len > 0)
        g_string_append (names, ", ");
      g_string_append (names, cp_item_get_name (CP_ITEM (cp_model_row_get_model (row))));
    }

  return g_string_free (names, FALSE);
}

/* "New quote from this": the plan of a quote comes back into a session —
 * its catalog models and custom ones chosen, nothing else, its tier
 * picked — even when prices have changed since; a custom model the
 * session has already is chosen again, not added twice. */
static void
test_restore_plan (void)
{
  g_autofree char *folder = new_folder ();
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) custom = cp_model_new_for_params (70, CP_PRECISION_BF16, &error);
  g_autoptr(CpPlan) plan = NULL;
  g_autoptr(CpQuote) quote = NULL;
  g_autoptr(CpSession) session = cp_session_new ();
  g_autoptr(CpPlanDocument) document = NULL;
  g_autofree char *names = NULL;
  CpModel *chosen[2];

  g_assert_no_error (error);
  chosen[0] = cp_catalog_find_model (catalog, "glm-5.2-max");
  chosen[1] = custom;
  plan = cp_test_catalog_plan (catalog, chosen, 2, &error);
  g_assert_no_error (error);
  quote = cp_quote_new (catalog, plan, cp_plan_find_build (plan, "desktop"));
  take (quotes, quote);

  document = cp_quote_register_dup_plan (quotes, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cp_plan_document_get_n_models (document), ==, 2);
  g_assert_cmpstr (cp_plan_document_get_selected_tier (document), ==, "desktop");

  cp_session_set_catalog (session, catalog);
  g_assert_true (cp_session_choose_model (session, "deepseek-v4-pro", TRUE));
  for (guint round = 0; round < 2; round++)
    {
      g_assert_true (cp_session_load_document (session, document, &error));
      g_assert_no_error (error);
      g_clear_pointer (&names, g_free);
      names = chosen_names (session);
      g_assert_cmpstr (names, ==, "GLM 5.2 Max, Custom model, 70B at BF16");
      g_assert_cmpstr (cp_session_get_selected_tier (session), ==, "desktop");
      g_assert_cmpuint (g_list_model_get_n_items (cp_session_get_rows (session)), ==,
                        g_list_model_get_n_items (cp_catalog_get_models (catalog)) + 1);
    }

  /* Not in the register. */
  g_assert_null (cp_quote_register_dup_plan (quotes, 7, &error));
  g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_NOT_FOUND);

  g_clear_object (&quotes);
  delete_folder (folder);
}

/* Custom models (by memory, by parameters) are made again from what
 * described them. */
static void
test_restore_custom (void)
{
  g_autofree char *folder = new_folder ();
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) by_memory = cp_model_new_for_memory (156000);
  g_autoptr(CpModel) by_params = cp_model_new_for_params (671, CP_PRECISION_FP8, &error);
  CpModel *models[2];
  g_autoptr(CpPlan) plan = NULL;
  g_autoptr(CpQuote) quote = NULL;
  g_autoptr(CpQuote) restored = NULL;
  GListModel *restored_models;

  g_assert_no_error (error);
  models[0] = by_memory;
  models[1] = by_params;
  plan = cp_test_catalog_plan (catalog, models, 2, &error);
  g_assert_no_error (error);
  quote = cp_quote_new (catalog, plan, cp_plan_get_recommended (plan));
  take (quotes, quote);

  restored = cp_quote_register_restore (quotes, 1, catalog, &error);
  g_assert_no_error (error);
  restored_models = cp_plan_get_models (cp_quote_get_plan (restored));
  g_assert_cmpuint (g_list_model_get_n_items (restored_models), ==, 2);
  {
    g_autoptr(CpModel) first = g_list_model_get_item (restored_models, 0);
    g_autoptr(CpModel) second = g_list_model_get_item (restored_models, 1);

    g_assert_true (cp_model_get_custom (first));
    g_assert_cmpint (cp_model_get_min_memory_mb (first), ==, 156000);
    g_assert_cmpstr (cp_model_get_precision (second), ==, "fp8");
    g_assert_cmpfloat (cp_model_get_params_b (second), ==, 671);
  }
  g_assert_cmpint (cp_plan_get_required_mb (cp_quote_get_plan (restored)), ==,
                   cp_plan_get_required_mb (plan));

  g_clear_object (&quotes);
  delete_folder (folder);
}

/* A record edited by hand into nonsense is reported as damaged, by name,
 * not crashed on. */
static void
test_restore_damaged (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *path = g_build_filename (folder, "quotes.db", NULL);
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);
  g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, "");
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;

  take (quotes, quote);
  sql_exec (path, "UPDATE quotes SET document = json_set(document, '$.lines', 'none');");

  g_assert_null (cp_quote_register_restore (quotes, 1, catalog, &error));
  g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_FORMAT);
  expected = g_strdup_printf ("%s: Q-0001: the register’s record of it is damaged (“lines”)", path);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);

  /* Nested 100,000 deep: refused by the strict reader, not recursed into. */
  sql_exec (path, "UPDATE quotes SET document = replace(hex(zeroblob(100000)), '00', '[');");
  g_assert_null (cp_quote_register_restore (quotes, 1, catalog, &error));
  g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_FORMAT);
  g_clear_error (&error);

  sql_exec (path, "UPDATE quotes SET plan = '{\"format\": 1, \"models\": [3]}';");
  g_assert_null (cp_quote_register_restore (quotes, 1, catalog, &error));
  g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_FORMAT);
  g_clear_error (&error);

  sql_exec (path, "UPDATE quotes SET plan = 'not json';");
  g_assert_null (cp_quote_register_restore (quotes, 1, catalog, &error));
  g_assert_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_FORMAT);

  g_clear_object (&quotes);
  delete_folder (folder);
}

/* The command line */

typedef struct
{
  char *out;
  char *err;
  int   status;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Starts the program with the register under @data_home; @env adds
 * "NAME=value" or, for a bare "NAME", removes that variable. */
static GSubprocess *
start (const char         *data_home,
       const char * const *env,
       const char * const *args)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  GSubprocess *process;

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                        G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  for (guint i = 0; env != NULL && env[i] != NULL; i++)
    {
      g_auto(GStrv) pair = g_strsplit (env[i], "=", 2);

      if (pair[1] != NULL)
        g_subprocess_launcher_setenv (launcher, pair[0], pair[1], TRUE);
      else
        g_subprocess_launcher_unsetenv (launcher, pair[0]);
    }

  /* meson test sets it to the built program. */
  g_assert_nonnull (g_getenv ("CLUSTER_PLANNER"));
  g_ptr_array_add (argv, (gpointer) g_getenv ("CLUSTER_PLANNER"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);

  return process;
}

static void
finish (GSubprocess *process,
        Run         *run)
{
  g_autoptr(GError) error = NULL;

  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_free (cp_test_take_store_warning (run->err));
  run->status = g_subprocess_get_if_exited (process) ? g_subprocess_get_exit_status (process) : -1;
}

static void
run (Run                *result,
     const char         *data_home,
     const char * const *env,
     const char * const *args)
{
  g_autoptr(GSubprocess) process = start (data_home, env, args);

  finish (process, result);
}

static GSubprocess *
start_export (const char         *data_home,
              const char * const *env,
              const char         *pdf)
{
  g_autofree char *option = g_strdup_printf ("--export-quote=%s", pdf);
  const char *args[] = { "--size", "deepseek-v4-pro", option, NULL };

  return start (data_home, env, args);
}

/* Exports a quote, which must succeed quietly. */
static void
export (const char         *data_home,
        const char * const *env,
        const char         *pdf)
{
  g_autoptr(GSubprocess) process = start_export (data_home, env, pdf);
  g_auto(Run) result = { 0 };

  finish (process, &result);
  g_assert_cmpstr (result.err, ==, "");
  g_assert_cmpint (result.status, ==, 0);
}

/* `--list-quotes --json`, read: the array of quotes. */
static JsonArray *
list_json (const char         *data_home,
           const char * const *env)
{
  const char *args[] = { "--list-quotes", "--json", NULL };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_auto(Run) result = { 0 };
  JsonObject *root;

  run (&result, data_home, env, args);
  g_assert_cmpstr (result.err, ==, "");
  g_assert_cmpint (result.status, ==, 0);
  json_parser_load_from_data (parser, result.out, -1, &error);
  g_assert_no_error (error);

  root = json_node_get_object (json_parser_get_root (parser));

  return json_array_ref (json_object_get_array_member (root, "quotes"));
}

/* The numbers of the quotes listed, in their order: "1 2 3". */
static char *
listed_numbers (JsonArray *quotes)
{
  GString *numbers = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (quotes); i++)
    {
      JsonObject *quote = json_array_get_object_element (quotes, i);

      g_string_append_printf (numbers, "%s%" G_GINT64_FORMAT, i > 0 ? " " : "",
                              json_object_get_int_member (quote, "number"));
    }

  return g_string_free (numbers, FALSE);
}

static char *
expected_numbers (guint n)
{
  GString *numbers = g_string_new (NULL);

  for (guint i = 1; i <= n; i++)
    g_string_append_printf (numbers, "%s%u", i > 1 ? " " : "", i);

  return g_string_free (numbers, FALSE);
}

/* Whether the PDF at @path prints @number_text (when Poppler is there to
 * read it). */
static void
assert_pdf_numbered (const char *path,
                     const char *number_text)
{
#ifdef CP_TEST_POPPLER
  g_autoptr(GError) error = NULL;
  g_autofree char *uri = g_filename_to_uri (path, NULL, &error);
  PopplerDocument *document = poppler_document_new_from_file (uri, NULL, &error);
  PopplerPage *page;
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  page = poppler_document_get_page (document, 0);
  text = poppler_page_get_text (page);
  assert_contains (text, number_text);
  g_object_unref (page);
  g_object_unref (document);
#else
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
#endif
}

/* Two processes export at the same moment, again and again, against one
 * register: every quote a number of its own, none skipped, all listed,
 * each PDF with the number the register gives it. */
static void
test_cli_concurrent (void)
{
  const guint rounds = 8;
  const char *env[] = { "SOURCE_DATE_EPOCH=" EPOCH_2026_12_01, NULL };
  g_autofree char *folder = new_folder ();
  g_autoptr(JsonArray) quotes = NULL;
  g_autoptr(GHashTable) files = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *numbers = NULL;
  g_autofree char *expected = NULL;

  for (guint round = 0; round < rounds; round++)
    {
      g_autofree char *left = g_strdup_printf ("%s/left-%u.pdf", folder, round);
      g_autofree char *right = g_strdup_printf ("%s/right-%u.pdf", folder, round);
      g_autoptr(GSubprocess) a = start_export (folder, env, left);
      g_autoptr(GSubprocess) b = start_export (folder, env, right);
      g_auto(Run) a_result = { 0 };
      g_auto(Run) b_result = { 0 };

      finish (a, &a_result);
      finish (b, &b_result);
      g_assert_cmpstr (a_result.err, ==, "");
      g_assert_cmpstr (b_result.err, ==, "");
      g_assert_cmpint (a_result.status, ==, 0);
      g_assert_cmpint (b_result.status, ==, 0);
    }

  quotes = list_json (folder, env);
  numbers = listed_numbers (quotes);
  expected = expected_numbers (2 * rounds);
  g_assert_cmpstr (numbers, ==, expected);

  for (guint i = 0; i < json_array_get_length (quotes); i++)
    {
      JsonObject *quote = json_array_get_object_element (quotes, i);
      const char *file = json_object_get_string_member (quote, "file");

      g_assert_cmpstr (json_object_get_string_member (quote, "status"), ==, "issued");
      g_assert_true (g_str_has_prefix (file, folder));
      g_assert_true (g_hash_table_add (files, (gpointer) file));
      assert_pdf_numbered (file, json_object_get_string_member (quote, "number_text"));
    }
  g_assert_cmpuint (g_hash_table_size (files), ==, 2 * rounds);

  delete_folder (folder);
}

/* From a plain shell, with no session bus (and so the settings' default
 * backend, dconf, unable to store anything): numbers still advance from
 * one run to the next, and nothing is said about settings. */
static void
test_cli_no_session_bus (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *runtime = g_build_filename (folder, "runtime", NULL);
  g_autofree char *runtime_env = g_strdup_printf ("XDG_RUNTIME_DIR=%s", runtime);
  g_autofree char *config_env = g_strdup_printf ("XDG_CONFIG_HOME=%s/config", folder);
  const char *env[] = { "DBUS_SESSION_BUS_ADDRESS", "GSETTINGS_BACKEND", "DISPLAY",
                        "WAYLAND_DISPLAY", runtime_env, config_env, NULL };
  g_autoptr(JsonArray) quotes = NULL;
  g_autofree char *numbers = NULL;

  g_assert_cmpint (g_mkdir (runtime, 0700), ==, 0);
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *pdf = g_strdup_printf ("%s/q%u.pdf", folder, i);

      export (folder, env, pdf);
    }

  quotes = list_json (folder, env);
  numbers = listed_numbers (quotes);
  g_assert_cmpstr (numbers, ==, "1 2 3");

  delete_folder (folder);
}

/* A counter of 41 kept by the settings (here in a key file, as a session
 * without dconf keeps them): the register's first number is 41. */
static void
test_cli_numbers_from_settings (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *settings_folder = g_build_filename (folder, "config", "glib-2.0", "settings", NULL);
  g_autofree char *keyfile = g_build_filename (settings_folder, "keyfile", NULL);
  g_autofree char *config_env = g_strdup_printf ("XDG_CONFIG_HOME=%s/config", folder);
  g_autofree char *pdf = g_build_filename (folder, "q.pdf", NULL);
  const char *env[] = { "GSETTINGS_BACKEND=keyfile", config_env, NULL };
  g_autoptr(JsonArray) quotes = NULL;
  g_autofree char *numbers = NULL;

  g_assert_cmpint (g_mkdir_with_parents (settings_folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (keyfile,
                                      "[org/bektursun/ClusterPlanner]\nquote-next-number=41\n",
                                      -1, NULL));

  export (folder, env, pdf);
  export (folder, env, pdf);
  assert_pdf_numbered (pdf, "Q-0042");

  quotes = list_json (folder, env);
  numbers = listed_numbers (quotes);
  g_assert_cmpstr (numbers, ==, "41 42");

  delete_folder (folder);
}

/* The command line after its register was emptied, deleted, or looked
 * for under another data folder: never a number given before. */
static void
test_cli_register_lost (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *moved = g_build_filename (folder, "moved", NULL);
  g_autofree char *path = g_build_filename (folder, "cluster-planner", "quotes.db", NULL);
  g_autofree char *config_env = g_strdup_printf ("XDG_CONFIG_HOME=%s/config", folder);
  g_autofree char *pdf = g_build_filename (folder, "q.pdf", NULL);
  const char *keyfile_env[] = { "GSETTINGS_BACKEND=keyfile", config_env, NULL };

  /* Settings in memory, lost with each process: only the file beside
   * the register keeps the numbers going. */
  export (folder, NULL, pdf);
  export (folder, NULL, pdf);

  g_assert_true (g_file_set_contents (path, "", 0, NULL));
  export (folder, NULL, pdf);
  assert_pdf_numbered (pdf, "Q-0003");
  {
    g_autoptr(JsonArray) quotes = list_json (folder, NULL);
    g_autofree char *numbers = listed_numbers (quotes);

    g_assert_cmpstr (numbers, ==, "3");
  }

  g_assert_cmpint (g_unlink (path), ==, 0);
  export (folder, NULL, pdf);
  assert_pdf_numbered (pdf, "Q-0004");

  /* Settings that last (as the user's do): the command line moves their
   * floor, so a register under another data folder goes on from it. */
  export (folder, keyfile_env, pdf);
  assert_pdf_numbered (pdf, "Q-0005");
  g_assert_cmpint (g_mkdir (moved, 0700), ==, 0);
  export (moved, keyfile_env, pdf);
  assert_pdf_numbered (pdf, "Q-0006");
  {
    g_autoptr(JsonArray) quotes = list_json (moved, keyfile_env);
    g_autofree char *numbers = listed_numbers (quotes);

    g_assert_cmpstr (numbers, ==, "6");
  }

  delete_folder (folder);
}

/* A register edited by hand to hold a terminal escape: --list-quotes
 * writes it out rather than send it to the terminal. */
static void
test_cli_list_escapes (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *db = g_build_filename (folder, "cluster-planner", "quotes.db", NULL);
  g_autofree char *pdf = g_build_filename (folder, "q.pdf", NULL);
  const char *args[] = { "--list-quotes", NULL };
  g_auto(Run) result = { 0 };

  export (folder, NULL, pdf);
  sql_exec (db, "UPDATE quotes SET customer = 'Acme' || char(27) || '[2J' || char(155) || 'x',"
                " build = 'a' || char(7) || 'b';");
  run (&result, folder, NULL, args);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_null (strchr (result.out, '\033'));
  g_assert_null (strchr (result.out, '\007'));
  g_assert_null (strstr (result.out, "\302\233"));
  g_assert_nonnull (strstr (result.out, "Acme\\u001B[2J\\u009Bx"));

  delete_folder (folder);
}

/* --plan with --export-quote: the quote is for the plan's customer, with
 * the contact, address and e-mail the plan names. */
static void
test_cli_plan_customer (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *plan = g_build_filename (folder, "p.clusterplan", NULL);
  g_autofree char *db = g_build_filename (folder, "cluster-planner", "quotes.db", NULL);
  g_autofree char *pdf = g_build_filename (folder, "q.pdf", NULL);
  g_autofree char *save = g_strdup_printf ("--save-plan=%s", plan);
  g_autofree char *open = g_strdup_printf ("--plan=%s", plan);
  g_autofree char *export_option = g_strdup_printf ("--export-quote=%s", pdf);
  const char *save_args[] = { "--size", "deepseek-v4-pro", save, NULL };
  const char *export_args[] = { open, export_option, NULL };
  const char *columns[][2] = {
    { "customer", "Acme Robotics" },
    { "customer_contact", "Jane Doe" },
    { "customer_email", "jane@acme.example" },
    { "customer_address", "1 Main Street\nBishkek" },
  };
  g_autofree char *text = NULL;
  g_autofree char *with_customer = NULL;
  g_auto(Run) saved = { 0 };
  g_auto(Run) exported = { 0 };

  run (&saved, folder, NULL, save_args);
  g_assert_cmpint (saved.status, ==, 0);
  g_assert_true (g_file_get_contents (plan, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "{\n"));
  with_customer = g_strconcat ("{\n  \"customer\": \"Acme Robotics\",\n"
                               "  \"customer_contact\": \"Jane Doe\",\n"
                               "  \"customer_email\": \"jane@acme.example\",\n"
                               "  \"customer_address\": [\"1 Main Street\", \"Bishkek\"],\n",
                               text + 2, NULL);
  g_assert_true (g_file_set_contents (plan, with_customer, -1, NULL));

  run (&exported, folder, NULL, export_args);
  g_assert_cmpstr (exported.err, ==, "");
  g_assert_cmpint (exported.status, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    {
      g_autofree char *query = g_strdup_printf ("SELECT %s FROM quotes", columns[i][0]);
      g_autofree char *value = sql_text (db, query);

      g_assert_cmpstr (value, ==, columns[i][1]);
    }
  assert_pdf_numbered (pdf, "Jane Doe");

  delete_folder (folder);
}

/* --export-quote names the customer and the services by options, over
 * the settings, says which number it took, and the options are refused
 * without an export. */
static void
test_cli_customer_options (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *db = g_build_filename (folder, "cluster-planner", "quotes.db", NULL);
  g_autofree char *pdf = g_build_filename (folder, "q.pdf", NULL);
  g_autofree char *export_option = g_strdup_printf ("--export-quote=%s", pdf);
  g_autofree char *said = g_strdup_printf ("Quote Q-0001 written to %s\n", pdf);
  const char *export_args[] = { "--size", "llama-3.1-70b", export_option,
                                "--customer-company", "Acme Robotics",
                                "--customer-contact=Jane Doe",
                                "--customer-email", "jane@acme.example",
                                "--customer-address", "1 Main Street\nBishkek",
                                "--installation=no", "--support-years", "2", NULL };
  const char *alone_args[] = { "--customer-company", "Acme", NULL };
  const char *bad_args[] = { "--size", "llama-3.1-70b", export_option, "--support-years=9", NULL };
  const char *columns[][2] = {
    { "customer", "Acme Robotics" },
    { "customer_contact", "Jane Doe" },
    { "customer_email", "jane@acme.example" },
    { "customer_address", "1 Main Street\nBishkek" },
  };
  g_auto(Run) exported = { 0 };
  g_auto(Run) alone = { 0 };
  g_auto(Run) bad = { 0 };

  run (&exported, folder, NULL, export_args);
  g_assert_cmpstr (exported.err, ==, "");
  g_assert_cmpint (exported.status, ==, 0);
  g_assert_true (g_str_has_prefix (exported.out, said));
  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    {
      g_autofree char *query = g_strdup_printf ("SELECT %s FROM quotes", columns[i][0]);
      g_autofree char *value = sql_text (db, query);

      g_assert_cmpstr (value, ==, columns[i][1]);
    }
  assert_pdf_numbered (pdf, "Q-0001");
  assert_pdf_numbered (pdf, "Support and warranty, 2 years");

  run (&alone, folder, NULL, alone_args);
  g_assert_cmpint (alone.status, ==, 1);
  g_assert_cmpstr (alone.err, ==, "cluster-planner: --customer-company: only goes with --export-quote or --preview-quote\n");

  run (&bad, folder, NULL, bad_args);
  g_assert_cmpint (bad.status, ==, 1);
  g_assert_cmpstr (bad.err, ==, "cluster-planner: --support-years: is a whole number of years "
                                "from 0 to 5, not “9”\n");

  delete_folder (folder);
}

/* A register that cannot be made or read: one line with its path and
 * the reason, status 1, and no PDF. */
static void
test_cli_unusable (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *blocker = g_build_filename (folder, "cluster-planner", NULL);
  g_autofree char *register_path = g_build_filename (blocker, "quotes.db", NULL);
  g_autofree char *pdf = g_build_filename (folder, "q.pdf", NULL);
  g_autofree char *option = g_strdup_printf ("--export-quote=%s", pdf);
  const char *args[] = { "--size", "deepseek-v4-pro", option, NULL };
  const char *list_args[] = { "--list-quotes", NULL };
  g_autofree char *expected = NULL;

  /* Where the register's folder should be, a file. */
  g_assert_true (g_file_set_contents (blocker, "in the way", -1, NULL));
  {
    g_auto(Run) result = { 0 };

    run (&result, folder, NULL, args);
    g_assert_cmpint (result.status, ==, 1);
    g_assert_cmpstr (result.out, ==, "");
    expected = g_strdup_printf ("cluster-planner: --export-quote: %s: cannot make the folder "
                                "“%s”: %s\n", register_path, blocker, g_strerror (ENOTDIR));
    g_assert_cmpstr (result.err, ==, expected);
    g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
    g_clear_pointer (&expected, g_free);
  }

  /* A register that is not a database. */
  g_assert_cmpint (g_unlink (blocker), ==, 0);
  g_assert_cmpint (g_mkdir (blocker, 0700), ==, 0);
  g_assert_true (g_file_set_contents (register_path, "SQLite format 3? no.", -1, NULL));
  {
    g_auto(Run) result = { 0 };
    g_auto(Run) listing = { 0 };
    g_autofree char *contents = NULL;

    run (&result, folder, NULL, args);
    g_assert_cmpint (result.status, ==, 1);
    expected = g_strdup_printf ("cluster-planner: --export-quote: %s: cannot read the quote "
                                "register: the file is not a database\n", register_path);
    g_assert_cmpstr (result.err, ==, expected);
    g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
    g_assert_true (g_file_get_contents (register_path, &contents, NULL, NULL));
    g_assert_cmpstr (contents, ==, "SQLite format 3? no.");
    g_clear_pointer (&expected, g_free);

    run (&listing, folder, NULL, list_args);
    g_assert_cmpint (listing.status, ==, 1);
    g_assert_cmpstr (listing.out, ==, "");
    expected = g_strdup_printf ("cluster-planner: --list-quotes: %s: cannot read the quote "
                                "register: the file is not a database\n", register_path);
    g_assert_cmpstr (listing.err, ==, expected);
    g_clear_pointer (&expected, g_free);
  }

  /* A data folder whose name breaks a line: the message stays one line. */
  {
    g_autofree char *odd = g_build_filename (folder, "a\nb", NULL);
    g_autofree char *odd_blocker = g_build_filename (odd, "cluster-planner", NULL);
    g_autofree char *shown_blocker = g_build_filename (folder, "a\\nb", "cluster-planner", NULL);
    g_autofree char *shown_path = g_build_filename (shown_blocker, "quotes.db", NULL);
    g_auto(Run) result = { 0 };

    g_assert_cmpint (g_mkdir (odd, 0700), ==, 0);
    g_assert_true (g_file_set_contents (odd_blocker, "in the way", -1, NULL));
    run (&result, odd, NULL, args);
    g_assert_cmpint (result.status, ==, 1);
    expected = g_strdup_printf ("cluster-planner: --export-quote: %s: cannot make the folder "
                                "“%s”: %s\n", shown_path, shown_blocker, g_strerror (ENOTDIR));
    g_assert_cmpstr (result.err, ==, expected);
    g_assert_cmpint (g_unlink (odd_blocker), ==, 0);
    g_assert_cmpint (g_rmdir (odd), ==, 0);
  }

  delete_folder (folder);
}

/* The quote a crashed export numbered is listed as not written, and the
 * next export gets the next number. */
static void
test_cli_after_crash (void)
{
  g_autofree char *folder = new_folder ();
  g_autofree char *register_folder = g_build_filename (folder, "cluster-planner", NULL);
  g_autofree char *pdf = g_build_filename (folder, "q.pdf", NULL);
  const char *list_args[] = { "--list-quotes", NULL };
  g_autoptr(JsonArray) quotes = NULL;
  g_autofree char *numbers = NULL;

  /* As a process killed after taking its number leaves it (see
   * test_crash for the kill itself). */
  {
    g_autoptr(CpQuoteRegister) register_ = open_register (register_folder);
    g_autoptr(CpQuote) quote = make_quote ("deepseek-v4-pro", NULL, "Crashed");

    g_assert_cmpuint (take (register_, quote), ==, 1);
  }

  export (folder, NULL, pdf);
  assert_pdf_numbered (pdf, "Q-0002");

  quotes = list_json (folder, NULL);
  numbers = listed_numbers (quotes);
  g_assert_cmpstr (numbers, ==, "1 2");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (quotes, 0),
                                                  "status"), ==, "unwritten");
  g_assert_true (json_object_get_null_member (json_array_get_object_element (quotes, 0), "file"));
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (quotes, 1),
                                                  "status"), ==, "issued");

  /* The table says it in words. */
  {
    g_auto(Run) result = { 0 };
    g_auto(GStrv) lines = NULL;

    run (&result, folder, NULL, list_args);
    g_assert_cmpint (result.status, ==, 0);
    lines = g_strsplit (result.out, "\n", -1);
    g_assert_cmpuint (g_strv_length (lines), ==, 4);
    assert_contains (lines[0], "NUMBER");
    assert_contains (lines[0], "VALID UNTIL");
    assert_contains (lines[1], "Q-0001");
    assert_contains (lines[1], "Crashed");
    assert_contains (lines[1], "3 × NVIDIA DGX H100");
    assert_contains (lines[1], "$597,000");
    assert_contains (lines[1], "1 December 2026");
    assert_contains (lines[1], "31 December 2026");
    /* As words of their own, not the JSON's "unwritten" and "issued". */
    assert_contains (lines[1], "Not written");
    assert_contains (lines[2], "Q-0002");
    assert_contains (lines[2], "Issued");
    g_assert_cmpstr (lines[3], ==, "");
  }

  delete_folder (folder);
}

/* --list-quotes takes --json and nothing else; with no quote yet it says
 * so. */
static void
test_cli_list_options (void)
{
  g_autofree char *folder = new_folder ();
  const char *with_size[] = { "--list-quotes", "--size", "deepseek-v4-pro", NULL };
  const char *with_catalog[] = { "--list-quotes", "--catalog=shop.json", NULL };
  const char *alone[] = { "--list-quotes", NULL };
  const char *json[] = { "--list-quotes", "--json", NULL };

  {
    g_auto(Run) result = { 0 };

    run (&result, folder, NULL, with_size);
    g_assert_cmpint (result.status, ==, 1);
    g_assert_cmpstr (result.err, ==, "cluster-planner: --list-quotes: only goes with --json\n");
  }
  {
    g_auto(Run) result = { 0 };

    run (&result, folder, NULL, with_catalog);
    g_assert_cmpint (result.status, ==, 1);
    g_assert_cmpstr (result.err, ==, "cluster-planner: --list-quotes: only goes with --json\n");
  }
  {
    g_auto(Run) result = { 0 };

    run (&result, folder, NULL, alone);
    g_assert_cmpint (result.status, ==, 0);
    g_assert_cmpstr (result.out, ==, "No quote has been issued yet.\n");
  }
  {
    g_auto(Run) result = { 0 };

    run (&result, folder, NULL, json);
    g_assert_cmpint (result.status, ==, 0);
    g_assert_cmpstr (result.out, ==, "{\n  \"quotes\": []\n}\n");
  }

  delete_folder (folder);
}

static void
count_changes_cb (GListModel *records,
                  guint       position,
                  guint       removed,
                  guint       added,
                  guint      *changes)
{
  (*changes)++;
}

/* The register's listing is kept current: a number this register takes
 * or a status it marks is in it at once, with the records that did not
 * change left as they were; what another connection to the file (another
 * window's process, the command line) writes is in it once it is looked
 * at again, and looking again when nothing changed changes nothing. */
static void
test_live_records (void)
{
  g_autofree char *folder = new_folder ();
  g_autoptr(CpQuoteRegister) quotes = open_register (folder);
  g_autoptr(CpQuoteRegister) other = open_register (folder);
  g_autoptr(CpQuote) first = make_quote ("deepseek-v4-pro", NULL, "Acme Robotics");
  g_autoptr(CpQuote) second = make_quote ("deepseek-v4-pro", "desktop", "Globex");
  g_autoptr(CpQuote) third = make_quote ("llama-65b", NULL, "Initech");
  g_autoptr(CpQuoteRecord) kept = NULL;
  g_autoptr(CpQuoteRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  GListModel *records;
  guint changes = 0;

  records = cp_quote_register_get_records (quotes, &error);
  g_assert_no_error (error);
  g_assert_true (records == cp_quote_register_get_records (quotes, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (records), ==, 0);
  g_signal_connect (records, "items-changed", G_CALLBACK (count_changes_cb), &changes);

  g_assert_cmpuint (take (quotes, first), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (records), ==, 1);
  g_assert_cmpuint (changes, ==, 1);
  kept = g_list_model_get_item (records, 0);

  /* Another connection's quote: seen when looked at again. */
  g_assert_cmpuint (take (other, second), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (records), ==, 1);
  g_assert_true (cp_quote_register_refresh (quotes, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (records), ==, 2);
  g_assert_cmpuint (changes, ==, 2);
  record = g_list_model_get_item (records, 1);
  g_assert_cmpuint (cp_quote_record_get_number (record), ==, 2);
  g_assert_cmpstr (cp_quote_record_get_customer (record), ==, "Globex");
  g_clear_object (&record);
  /* The first quote did not change: the same record. */
  record = g_list_model_get_item (records, 0);
  g_assert_true (record == kept);
  g_clear_object (&record);

  g_assert_true (cp_quote_register_refresh (quotes, &error));
  g_assert_cmpuint (changes, ==, 2);

  /* Its own writes, at once: a status, a quote marked written. */
  g_assert_true (cp_quote_register_set_status (quotes, 2, CP_QUOTE_STATUS_WITHDRAWN, &error));
  g_assert_no_error (error);
  record = g_list_model_get_item (records, 1);
  g_assert_cmpint (cp_quote_record_get_status (record), ==, CP_QUOTE_STATUS_WITHDRAWN);
  g_clear_object (&record);
  g_assert_cmpuint (take (quotes, third), ==, 3);
  g_assert_true (cp_quote_register_mark_written (quotes, third, "/tmp/third.pdf", &error));
  g_assert_no_error (error);
  record = g_list_model_get_item (records, 2);
  g_assert_cmpint (cp_quote_record_get_status (record), ==, CP_QUOTE_STATUS_ISSUED);
  g_assert_cmpstr (cp_quote_record_get_file (record), ==, "/tmp/third.pdf");
  g_clear_object (&record);
  record = g_list_model_get_item (records, 0);
  g_assert_true (record == kept);
  g_clear_object (&record);

  g_signal_handlers_disconnect_by_func (records, count_changes_cb, &changes);
  g_clear_object (&quotes);
  g_clear_object (&other);
  delete_folder (folder);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  g_unsetenv ("SOURCE_DATE_EPOCH");

  catalog = cp_catalog_new_builtin (&error);
  g_assert_no_error (error);

  g_test_add_func ("/cluster-planner/quote-register/schema", test_schema);
  g_test_add_func ("/cluster-planner/quote-register/schema-refused", test_schema_refused);
  g_test_add_func ("/cluster-planner/quote-register/unusable", test_unusable);
  g_test_add_func ("/cluster-planner/quote-register/numbers", test_numbers);
  g_test_add_func ("/cluster-planner/quote-register/live-records", test_live_records);
  g_test_add_func ("/cluster-planner/quote-register/numbers-from-settings",
                   test_numbers_from_settings);
  g_test_add_func ("/cluster-planner/quote-register/numbers-run-out", test_numbers_run_out);
  g_test_add_func ("/cluster-planner/quote-register/numbers-never-repeat",
                   test_numbers_never_repeat);
  g_test_add_func ("/cluster-planner/quote-register/numbers-register-lost",
                   test_numbers_register_lost);
  g_test_add_func ("/cluster-planner/quote-register/numbers-unwritable", test_numbers_unwritable);
  g_test_add_func ("/cluster-planner/quote-register/numbers-too-many-models",
                   test_numbers_too_many_models);
  g_test_add_func ("/cluster-planner/quote-register/numbers-other-users-folder",
                   test_numbers_other_users_folder);
  g_test_add_func ("/cluster-planner/quote-register/same-quote", test_same_quote);
  g_test_add_func ("/cluster-planner/quote-register/crash", test_crash);
  g_test_add_func ("/cluster-planner/quote-register/status", test_status);
  g_test_add_func ("/cluster-planner/quote-register/list", test_list);
  g_test_add_func ("/cluster-planner/quote-register/restore", test_restore);
  g_test_add_func ("/cluster-planner/quote-register/restore-custom", test_restore_custom);
  g_test_add_func ("/cluster-planner/quote-register/restore-complete", test_restore_complete);
  g_test_add_func ("/cluster-planner/quote-register/restore-money", test_restore_money);
  g_test_add_func ("/cluster-planner/quote-register/restore-site", test_restore_site);
  g_test_add_func ("/cluster-planner/quote-register/migrate", test_migrate);
  g_test_add_func ("/cluster-planner/quote-register/migrate-plans", test_migrate_plans);
  g_test_add_func ("/cluster-planner/quote-register/customers", test_customers);
  g_test_add_func ("/cluster-planner/quote-register/hand-edited-texts", test_hand_edited_texts);
  g_test_add_func ("/cluster-planner/quote-register/restore-plan", test_restore_plan);
  g_test_add_func ("/cluster-planner/quote-register/restore-damaged", test_restore_damaged);
  g_test_add_func ("/cluster-planner/quote-register/cli/concurrent", test_cli_concurrent);
  g_test_add_func ("/cluster-planner/quote-register/cli/no-session-bus", test_cli_no_session_bus);
  g_test_add_func ("/cluster-planner/quote-register/cli/numbers-from-settings",
                   test_cli_numbers_from_settings);
  g_test_add_func ("/cluster-planner/quote-register/cli/register-lost", test_cli_register_lost);
  g_test_add_func ("/cluster-planner/quote-register/cli/plan-customer", test_cli_plan_customer);
  g_test_add_func ("/cluster-planner/quote-register/cli/customer-options", test_cli_customer_options);
  g_test_add_func ("/cluster-planner/quote-register/cli/list-escapes", test_cli_list_escapes);
  g_test_add_func ("/cluster-planner/quote-register/cli/unusable", test_cli_unusable);
  g_test_add_func ("/cluster-planner/quote-register/cli/after-crash", test_cli_after_crash);
  g_test_add_func ("/cluster-planner/quote-register/cli/list-options", test_cli_list_options);

  status = g_test_run ();
  g_clear_object (&catalog);

  return status;
}
