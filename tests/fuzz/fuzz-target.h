/* fuzz-target.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cp-text.h"

/* What every fuzz target holds to, and libFuzzer's entry points. A target
 * is built twice: with libFuzzer (meson -Dfuzzing=true, clang), and with
 * fuzz-replay.c, which runs the corpus as a unit test in every build. */

/* The longest one-line message allowed: the file's name, a place, and a
 * reason that quotes at most CP_TEXT_ECHO_MAX characters, twice. */
#define FUZZ_MAX_MESSAGE_CHARS 500

int LLVMFuzzerInitialize   (int            *argc,
                            char         ***argv);
int LLVMFuzzerTestOneInput (const uint8_t  *data,
                            size_t          size);

/* A broken promise: says which, and aborts so that libFuzzer keeps the
 * input. */
G_GNUC_NORETURN static inline void
fuzz_fail (const char *what,
           const char *text)
{
  g_autofree char *shown = cp_text_echo (text, -1);

  fprintf (stderr, "fuzz: %s: %s\n", what, shown);
  abort ();
}

static GLogWriterOutput
fuzz_log_writer (GLogLevelFlags   log_level,
                 const GLogField *fields,
                 gsize            n_fields,
                 gpointer         user_data)
{
  GLogWriterOutput output = g_log_writer_standard_streams (log_level, fields, n_fields, user_data);

  /* A critical or a warning is a broken promise too. abort(), not GLib's
   * breakpoint trap, which libFuzzer would not catch to keep the input. */
  if (log_level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    abort ();

  return output;
}

/* A text that came from the input and is shown is one clean line. */
static inline void
fuzz_check_text (const char *what,
                 const char *text)
{
  if (text != NULL && !cp_text_is_clean (text, -1))
    fuzz_fail (what, text);
}

/* Makes every GLib critical and warning a crash libFuzzer records. */
static inline void
fuzz_abort_on_criticals (void)
{
  g_log_set_writer_func (fuzz_log_writer, NULL, NULL);
}

/* A refusal is one clean line that starts with @prefix and is short. */
static inline void
fuzz_check_message (const GError *error,
                    const char   *prefix)
{
  if (error == NULL)
    fuzz_fail ("a failure without a message", "");
  if (!cp_text_is_clean (error->message, -1))
    fuzz_fail ("a message is not one clean line", error->message);
  if (g_utf8_strlen (error->message, -1) > FUZZ_MAX_MESSAGE_CHARS)
    fuzz_fail ("a message is too long", error->message);
  if (prefix != NULL && !g_str_has_prefix (error->message, prefix))
    fuzz_fail ("a message does not name its file", error->message);
}
