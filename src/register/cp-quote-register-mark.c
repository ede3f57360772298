/* cp-quote-register-mark.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-register"

#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "cp-file-io.h"
#include "cp-quote-register-private.h"
#include "cp-quote-settings.h"
#include "cp-text.h"

/* The highest number the register ever gave, kept in two more places the
 * database cannot lose with it: a small file beside it
 * ("quotes.db.last-number", replaced whole, never written over) and the
 * settings' "quote-next-number", which lives outside the data folder. A
 * register emptied, deleted, restored from an old copy or looked for
 * under another data folder then goes on past both, and never gives a
 * number that is already on a customer's quote. */

#define MARK_SUFFIX    ".last-number"
#define MARK_MAX_BYTES 64

char *
_cp_quote_register_dup_mark_path (CpQuoteRegister *self)
{
  return g_strconcat (self->path, MARK_SUFFIX, NULL);
}

/* The number kept in the file, 0 when there is none. A file that is there
 * but holds no number is said, rather than read as 0: it is what keeps the
 * numbers from repeating. */
gboolean
_cp_quote_register_read_mark (CpQuoteRegister  *self,
                              guint64          *last,
                              GError          **error)
{
  g_autofree char *path = _cp_quote_register_dup_mark_path (self);
  g_autofree char *display = cp_text_display_filename (path);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *text = NULL;
  const char *data;
  guint64 value = 0;
  gsize size;

  *last = 0;
  bytes = cp_file_read_regular (file, display, MARK_MAX_BYTES, &local_error);
  if (bytes == NULL)
    {
      if (!g_file_query_exists (file, NULL))
        return TRUE;
      g_set_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_READ,
                   /* TRANSLATORS: the first %s is the file's message, e.g.
                    * "quotes.db.last-number: Permission denied" */
                   _("%s (it keeps the last quote number given, so that none is given twice)"),
                   local_error->message);
      return FALSE;
    }

  data = g_bytes_get_data (bytes, &size);
  text = g_strndup (data, size);
  g_strchomp (text);
  if (memchr (data, '\0', size) != NULL ||
      !g_ascii_string_to_unsigned (text, 10, 1, CP_QUOTE_MAX_NUMBER, &value, NULL))
    {
      g_set_error (error, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_READ,
                   /* TRANSLATORS: e.g. "quotes.db.last-number: it does not hold the last
                    * quote number given; write the highest number on any quote issued
                    * into it, or remove it if no quote was ever issued" */
                   _("%s: it does not hold the last quote number given; write the highest "
                     "number on any quote issued into it, or remove it if no quote was "
                     "ever issued"),
                   display);
      return FALSE;
    }

  *last = value;

  return TRUE;
}

/* Keeps @number as the last given, when it is past the one kept. */
gboolean
_cp_quote_register_write_mark (CpQuoteRegister  *self,
                               guint             number,
                               GError          **error)
{
  g_autofree char *path = _cp_quote_register_dup_mark_path (self);
  g_autofree char *text = g_strdup_printf ("%u\n", number);
  g_autoptr(CpFileReplace) replace = NULL;
  guint64 last;

  if (!_cp_quote_register_read_mark (self, &last, error))
    return FALSE;
  if (last >= number)
    return TRUE;

  replace = cp_file_replace_begin (path, CP_QUOTE_REGISTER_ERROR, CP_QUOTE_REGISTER_ERROR_WRITE,
                                   error);

  return replace != NULL &&
         g_output_stream_write_all (cp_file_replace_get_stream (replace), text, strlen (text),
                                    NULL, NULL, error) &&
         cp_file_replace_commit (replace, error);
}

/* Whether @settings can store anything: dconf, their usual backend,
 * cannot without a session bus (a plain shell, a server), and says so on
 * every write. */
static gboolean
can_store (GSettings *settings)
{
  g_autoptr(GSettingsBackend) backend = NULL;
  g_autofree char *address = NULL;

  g_object_get (settings, "backend", &backend, NULL);
  if (backend == NULL || g_strcmp0 (G_OBJECT_TYPE_NAME (backend), "DConfSettingsBackend") != 0)
    return TRUE;

  address = g_dbus_address_get_for_bus_sync (G_BUS_TYPE_SESSION, NULL, NULL);

  return address != NULL;
}

/* Moves the settings' floor past @number, so that a register made anew
 * anywhere starts after it. Best effort: settings an administrator
 * locked, or that cannot be stored, stay as they are, and the file
 * beside the register still keeps the number. */
void
_cp_quote_register_raise_floor (guint number)
{
  g_autoptr(GSettings) settings = cp_quote_settings_new ();
  guint next = MIN (number, CP_QUOTE_MAX_NUMBER - 1) + 1;

  if (g_settings_get_uint (settings, "quote-next-number") >= next ||
      !g_settings_is_writable (settings, "quote-next-number") || !can_store (settings))
    return;

  g_settings_set_uint (settings, "quote-next-number", next);
  g_settings_sync ();
}
