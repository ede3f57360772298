/* cp-cli-quotes.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-cli-quotes.h"
#include "cp-cli-table.h"
#include "cp-format.h"
#include "cp-money.h"
#include "cp-json-writer.h"
#include "cp-quote-record.h"
#include "cp-quote-register.h"

/* --list-quotes: the quote register, oldest first, as a table or as JSON
 * (docs/command-line.md). */

static char *
quotes_to_json (GListModel *records)
{
  g_autoptr(CpJsonWriter) writer = cp_json_writer_new ();

  cp_json_writer_begin_object (writer);
  cp_json_writer_member (writer, "quotes");
  cp_json_writer_begin_array (writer);
  for (guint i = 0; i < g_list_model_get_n_items (records); i++)
    {
      g_autoptr(CpQuoteRecord) record = g_list_model_get_item (records, i);
      GDateTime *issued = cp_quote_record_get_issued (record);
      g_autofree char *issued_text = issued ? g_date_time_format_iso8601 (issued) : NULL;
      const char *file = cp_quote_record_get_file (record);

      cp_json_writer_begin_object (writer);
      cp_json_writer_member (writer, "number");
      cp_json_writer_integer (writer, cp_quote_record_get_number (record));
      cp_json_writer_member (writer, "number_text");
      cp_json_writer_string (writer, cp_quote_record_get_number_text (record));
      cp_json_writer_member (writer, "issued");
      if (issued_text != NULL)
        cp_json_writer_string (writer, issued_text);
      else
        cp_json_writer_null (writer);
      cp_json_writer_member (writer, "valid_until");
      cp_json_writer_string (writer, cp_quote_record_get_valid_until (record));
      cp_json_writer_member (writer, "customer");
      cp_json_writer_string (writer, cp_quote_record_get_customer (record));
      cp_json_writer_member (writer, "build");
      cp_json_writer_string (writer, cp_quote_record_get_build (record));
      cp_json_writer_member (writer, "tier");
      cp_json_writer_string (writer, cp_quote_record_get_tier (record));
      cp_json_writer_member (writer, "unit");
      cp_json_writer_string (writer, cp_quote_record_get_unit (record));
      cp_json_writer_member (writer, "count");
      cp_json_writer_integer (writer, cp_quote_record_get_count (record));
      /* A quote in another currency than dollars has its total in that
       * one only. */
      cp_json_writer_member (writer, "total_usd");
      if (g_strcmp0 (cp_quote_record_get_currency (record), "USD") == 0)
        cp_json_writer_fixed (writer, cp_quote_record_get_total_cents (record), 100);
      else
        cp_json_writer_null (writer);
      cp_json_writer_member (writer, "total");
      cp_json_writer_fixed (writer, cp_quote_record_get_total_cents (record), 100);
      cp_json_writer_member (writer, "currency");
      cp_json_writer_string (writer, cp_quote_record_get_currency (record));
      cp_json_writer_member (writer, "status");
      cp_json_writer_string (writer,
                             cp_quote_status_to_string (cp_quote_record_get_status (record)));
      cp_json_writer_member (writer, "file");
      if (file != NULL)
        cp_json_writer_string (writer, file);
      else
        cp_json_writer_null (writer);
      cp_json_writer_end_object (writer);
    }
  cp_json_writer_end_array (writer);
  cp_json_writer_end_object (writer);

  return cp_json_writer_steal (g_steal_pointer (&writer));
}

static char *
quotes_to_text (GListModel *records)
{
  CpCliTable table = { g_ptr_array_new_with_free_func (g_free), 7, 1u << 4 };
  char *text;

  if (g_list_model_get_n_items (records) == 0)
    {
      g_ptr_array_unref (table.cells);
      return g_strdup_printf ("%s\n", _("No quote has been issued yet."));
    }

  cp_cli_table_add_row (&table, _("NUMBER"), _("DATE"), _("CUSTOMER"), _("BUILD"), _("TOTAL"),
                 _("VALID UNTIL"), _("STATUS"));
  for (guint i = 0; i < g_list_model_get_n_items (records); i++)
    {
      g_autoptr(CpQuoteRecord) record = g_list_model_get_item (records, i);
      GDateTime *issued = cp_quote_record_get_issued (record);
      g_autofree char *date = issued ? cp_format_date (issued) : g_strdup ("");
      g_autofree char *until = cp_format_iso_date (cp_quote_record_get_valid_until (record));
      g_autofree char *total = cp_money_format (cp_quote_record_get_total_cents (record),
                                                cp_quote_record_get_currency (record));
      const char *customer = cp_quote_record_get_customer (record);

      cp_cli_table_add_row (&table, cp_quote_record_get_number_text (record), date,
                     *customer != '\0' ? customer : "—",
                     cp_quote_record_get_build (record), total, until ? until : "",
                     cp_quote_status_get_title (cp_quote_record_get_status (record)));
    }

  text = cp_cli_table_render (&table);
  g_ptr_array_unref (table.cells);

  return text;
}

/**
 * cp_cli_dup_quotes:
 * @records: (element-type CpQuoteRecord): the register's quotes
 * @json: whether as JSON rather than a table
 *
 * Returns: (transfer full): the text to print.
 */
char *
cp_cli_dup_quotes (GListModel *records,
                   gboolean    json)
{
  g_return_val_if_fail (G_IS_LIST_MODEL (records), NULL);

  return json ? quotes_to_json (records) : quotes_to_text (records);
}

/**
 * cp_cli_dup_register_listing:
 * @json: JSON rather than a table
 *
 * Returns: (transfer full) (nullable): the quotes of the default register,
 *   as cp_cli_dup_quotes() writes them, or %NULL with @error set when the
 *   register cannot be opened or read.
 */
char *
cp_cli_dup_register_listing (gboolean   json,
                             GError   **error)
{
  g_autoptr(CpQuoteRegister) quotes = cp_quote_register_new_default (error);
  g_autoptr(GListModel) records = NULL;

  if (quotes == NULL)
    return NULL;
  records = cp_quote_register_list (quotes, NULL, error);
  if (records == NULL)
    return NULL;

  return cp_cli_dup_quotes (records, json);
}
