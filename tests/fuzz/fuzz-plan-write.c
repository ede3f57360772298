/* fuzz-plan-write.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cp-session.h"
#include "cp-text.h"
#include "fuzz-builtin-catalog.h"
#include "fuzz-target.h"

/* Whatever a person types or a file system names, the app writes a plan
 * it opens again: any bytes become what the writer is given — the
 * catalog's file name, date and checksum, the customer's fields, custom
 * models' names (through a session, as the window and the command line
 * give them, and straight into a plan), units' names — then the plan is
 * written with the app's writer and read back with the strict reader,
 * which must take it and give back every field as it was held.
 *
 * The input is fields split at byte 0x1F: catalog name, date, sha256,
 * company, contact, address, e-mail, then one field per custom model
 * (its name, and the name of a unit of its own). */

#define SEPARATOR  0x1F
#define MAX_MODELS 16

enum
{
  FIELD_CATALOG_NAME,
  FIELD_CATALOG_DATE,
  FIELD_CATALOG_SHA256,
  FIELD_COMPANY,
  FIELD_CONTACT,
  FIELD_ADDRESS,
  FIELD_EMAIL,
  FIELD_FIRST_MODEL,
};

static CpCatalog *builtin;

/* The fields of the input, as C strings: any bytes but NUL and 0x1F. */
static GPtrArray *
split_fields (const uint8_t *data,
              size_t         size)
{
  GPtrArray *fields = g_ptr_array_new_with_free_func (g_free);
  size_t start = 0;

  for (size_t i = 0; i <= size; i++)
    {
      if (i < size && data[i] != SEPARATOR)
        continue;

      /* A NUL would end the C string early: the field ends there. */
      g_ptr_array_add (fields, g_strndup ((const char *) data + start, i - start));
      start = i + 1;
    }

  return fields;
}

static const char *
field (GPtrArray *fields,
       guint      index)
{
  return index < fields->len ? fields->pdata[index] : NULL;
}

/* What a plan holds is what its reader takes: clean, and a name no
 * longer than CP_TEXT_NAME_MAX characters. */
static void
check_name (const char *what,
            const char *name)
{
  if (name == NULL)
    return;

  fuzz_check_text (what, name);
  if (g_utf8_strlen (name, -1) > CP_TEXT_NAME_MAX)
    fuzz_fail ("a name the plan holds is longer than a plan may hold", name);
}

static void
check_same (const char *what,
            const char *held,
            const char *read)
{
  if (g_strcmp0 (held, read) != 0)
    {
      g_autofree char *both = g_strdup_printf ("%s: held “%s”, read “%s”", what,
                                               held != NULL ? held : "(none)",
                                               read != NULL ? read : "(none)");

      fuzz_fail ("a plan read back differs from the one written", both);
    }
}

/* Writes @document, reads it back strictly, and checks every field. */
static void
check_round_trip (CpPlanDocument *document)
{
  g_autoptr(GBytes) written = cp_plan_document_to_bytes (document);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlanDocument) again = cp_plan_document_new_from_bytes (written, "again.clusterplan",
                                                                    &error);
  g_autoptr(GBytes) rewritten = NULL;
  guint n_models;

  if (again == NULL)
    fuzz_fail ("a plan the app wrote does not open", error->message);

  check_name ("catalog name", cp_plan_document_get_catalog_name (document));
  check_same ("catalog.name", cp_plan_document_get_catalog_name (document),
              cp_plan_document_get_catalog_name (again));
  check_same ("catalog.date", cp_plan_document_get_catalog_date (document),
              cp_plan_document_get_catalog_date (again));
  check_same ("catalog.sha256", cp_plan_document_get_catalog_sha256 (document),
              cp_plan_document_get_catalog_sha256 (again));
  for (guint f = 0; f < CP_PLAN_CUSTOMER_N_FIELDS; f++)
    check_same ("customer", cp_plan_document_get_customer_field (document, f),
                cp_plan_document_get_customer_field (again, f));
  check_same ("selected_tier", cp_plan_document_get_selected_tier (document),
              cp_plan_document_get_selected_tier (again));

  n_models = cp_plan_document_get_n_models (document);
  if (cp_plan_document_get_n_models (again) != n_models)
    fuzz_fail ("a plan read back has another number of models", NULL);
  for (guint i = 0; i < n_models; i++)
    {
      CpModel *held = cp_plan_document_get_model (document, i);
      CpModel *read = cp_plan_document_get_model (again, i);

      check_name ("model name", cp_plan_document_get_given_name (document, i));
      check_same ("models[].name", cp_plan_document_get_given_name (document, i),
                  cp_plan_document_get_given_name (again, i));
      if (cp_plan_document_get_chosen (document, i) != cp_plan_document_get_chosen (again, i) ||
          cp_model_get_min_memory_mb (held) != cp_model_get_min_memory_mb (read))
        fuzz_fail ("a model read back differs from the one written",
                   cp_item_get_id (CP_ITEM (held)));
    }

  for (guint i = 0; i < MAX_MODELS; i++)
    {
      g_autofree char *tier = g_strdup_printf ("t-%u", i);
      const char *unit = NULL, *unit_again = NULL;
      gint64 count = 0, count_again = 0;
      gboolean has = cp_plan_document_get_build (document, tier, &unit, &count);

      if (has != cp_plan_document_get_build (again, tier, &unit_again, &count_again) ||
          (has && (g_strcmp0 (unit, unit_again) != 0 || count != count_again)))
        fuzz_fail ("a build read back differs from the one written", tier);
    }

  rewritten = cp_plan_document_to_bytes (again);
  if (!g_bytes_equal (written, rewritten))
    fuzz_fail ("a plan read back writes other bytes", g_bytes_get_data (rewritten, NULL));
}

/* A custom model of its own size, as the window's dialog makes one. */
static CpModel *
new_model (guint index)
{
  return cp_model_new_for_memory (1000 + 7919 * (gint64) index);
}

/* The plan written straight from the fields. */
static void
check_document (GPtrArray *fields)
{
  g_autoptr(CpPlanDocument) document = cp_plan_document_new ();
  const char *name = field (fields, FIELD_CATALOG_NAME);

  cp_plan_document_set_catalog_identity (document, name != NULL ? name : "built-in",
                                         field (fields, FIELD_CATALOG_DATE),
                                         field (fields, FIELD_CATALOG_SHA256));
  for (guint f = 0; f < CP_PLAN_CUSTOMER_N_FIELDS; f++)
    cp_plan_document_set_customer_field (document, f, field (fields, FIELD_COMPANY + f));

  for (guint i = FIELD_FIRST_MODEL; i < fields->len && i < FIELD_FIRST_MODEL + MAX_MODELS; i++)
    {
      guint n = i - FIELD_FIRST_MODEL;
      g_autoptr(CpModel) model = new_model (n);
      g_autofree char *unit = g_strdup_printf ("u-%u", n);
      g_autofree char *tier = g_strdup_printf ("t-%u", n);

      cp_plan_document_add_model (document, model, fields->pdata[i], n % 3 != 2, NULL);
      cp_plan_document_add_unit (document, unit, fields->pdata[i], 80000, 700, 3000000);
      cp_plan_document_add_build (document, tier, unit, n + 1);
      if (n == 0)
        cp_plan_document_set_selected_tier (document, tier);
    }

  check_round_trip (document);
}

/* The plan a session keeps, after its custom models were given the
 * fields as names and its customer the fields as typed. */
static void
check_session (GPtrArray *fields)
{
  g_autoptr(CpSession) session = cp_session_new ();
  g_autoptr(CpPlanDocument) snapshot = NULL;

  cp_session_set_catalog (session, builtin);
  cp_session_freeze (session);
  for (guint f = 0; f < CP_PLAN_CUSTOMER_N_FIELDS; f++)
    cp_session_set_customer_field (session, f, field (fields, FIELD_COMPANY + f));
  for (guint i = FIELD_FIRST_MODEL; i < fields->len && i < FIELD_FIRST_MODEL + 4; i++)
    {
      g_autoptr(CpModel) model = new_model (i);
      g_autofree char *id = cp_session_add_custom_model (session, model, fields->pdata[i]);

      /* Renamed too, as the window's Rename does. */
      if (i % 2 == 1 && id != NULL)
        cp_session_rename_custom_model (session, id, field (fields, FIELD_CATALOG_NAME));
    }
  cp_session_thaw (session);

  snapshot = cp_session_snapshot (session);
  check_round_trip (snapshot);
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_abort_on_criticals ();
  builtin = fuzz_load_builtin_catalog ();

  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GPtrArray) fields = split_fields (data, size);

  check_document (fields);
  check_session (fields);

  return 0;
}
