/* cp-quote-record.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-record"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-quote-record.h"

/* One quote of the register as it was listed: what a list of quotes shows
 * (number, dates, customer, build, total, status) and the plan it was made
 * from. Its values are set once, by the register; it does not follow later
 * changes of the database, a new listing does. The properties are there
 * for list views to bind to. */
struct _CpQuoteRecord
{
  GObject        parent_instance;

  guint          number;
  char          *number_text;
  GDateTime     *issued;
  char          *valid_until;
  char          *customer;
  char          *build;
  char          *tier;
  char          *unit;
  gint64         count;
  gint64         total_cents;
  char          *currency;
  CpQuoteStatus  status;
  char          *file;
  char          *plan;
};

G_DEFINE_FINAL_TYPE (CpQuoteRecord, cp_quote_record, G_TYPE_OBJECT)

G_DEFINE_ENUM_TYPE (CpQuoteStatus, cp_quote_status,
  G_DEFINE_ENUM_VALUE (CP_QUOTE_STATUS_UNWRITTEN, "unwritten"),
  G_DEFINE_ENUM_VALUE (CP_QUOTE_STATUS_ISSUED, "issued"),
  G_DEFINE_ENUM_VALUE (CP_QUOTE_STATUS_ACCEPTED, "accepted"),
  G_DEFINE_ENUM_VALUE (CP_QUOTE_STATUS_EXPIRED, "expired"),
  G_DEFINE_ENUM_VALUE (CP_QUOTE_STATUS_WITHDRAWN, "withdrawn"))

enum {
  PROP_0,
  PROP_NUMBER,
  PROP_NUMBER_TEXT,
  PROP_ISSUED,
  PROP_VALID_UNTIL,
  PROP_CUSTOMER,
  PROP_BUILD,
  PROP_TIER,
  PROP_UNIT,
  PROP_COUNT,
  PROP_TOTAL_CENTS,
  PROP_CURRENCY,
  PROP_STATUS,
  PROP_FILE,
  PROP_PLAN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The status as the database and the JSON of --list-quotes write it: the
 * enum's nicks. */
const char *
cp_quote_status_to_string (CpQuoteStatus status)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (CP_TYPE_QUOTE_STATUS);
  GEnumValue *value = g_enum_get_value (klass, status);

  g_return_val_if_fail (value != NULL, NULL);

  return value->value_nick;
}

gboolean
cp_quote_status_from_string (const char    *text,
                             CpQuoteStatus *status)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (CP_TYPE_QUOTE_STATUS);
  GEnumValue *value;

  g_return_val_if_fail (status != NULL, FALSE);

  value = text != NULL ? g_enum_get_value_by_nick (klass, text) : NULL;
  if (value == NULL)
    return FALSE;

  *status = value->value;

  return TRUE;
}

/* The status as a table's cell shows it, on a word of its own: "Issued"
 * (the Quotes page, --list-quotes). */
const char *
cp_quote_status_get_title (CpQuoteStatus status)
{
  switch (status)
    {
    case CP_QUOTE_STATUS_UNWRITTEN:
      /* TRANSLATORS: in the Status column of the list of quotes: a quote
       * whose number was taken but whose file was never written */
      return C_("quote status, in a table", "Not written");
    case CP_QUOTE_STATUS_ISSUED:
      return C_("quote status, in a table", "Issued");
    case CP_QUOTE_STATUS_ACCEPTED:
      return C_("quote status, in a table", "Accepted");
    case CP_QUOTE_STATUS_EXPIRED:
      return C_("quote status, in a table", "Expired");
    case CP_QUOTE_STATUS_WITHDRAWN:
      return C_("quote status, in a table", "Withdrawn");
    default:
      g_return_val_if_reached (NULL);
    }
}

/* The status as a sentence says it: "Q-0003 is accepted". */
const char *
cp_quote_status_get_label (CpQuoteStatus status)
{
  switch (status)
    {
    case CP_QUOTE_STATUS_UNWRITTEN:
      /* TRANSLATORS: the status of a quote whose number was taken but
       * whose file was never written (the export failed or stopped) */
      return C_("quote status", "not written");
    case CP_QUOTE_STATUS_ISSUED:
      return C_("quote status", "issued");
    case CP_QUOTE_STATUS_ACCEPTED:
      return C_("quote status", "accepted");
    case CP_QUOTE_STATUS_EXPIRED:
      return C_("quote status", "expired");
    case CP_QUOTE_STATUS_WITHDRAWN:
      return C_("quote status", "withdrawn");
    default:
      g_return_val_if_reached (NULL);
    }
}

static void
cp_quote_record_finalize (GObject *object)
{
  CpQuoteRecord *self = CP_QUOTE_RECORD (object);

  g_clear_pointer (&self->number_text, g_free);
  g_clear_pointer (&self->issued, g_date_time_unref);
  g_clear_pointer (&self->valid_until, g_free);
  g_clear_pointer (&self->customer, g_free);
  g_clear_pointer (&self->build, g_free);
  g_clear_pointer (&self->tier, g_free);
  g_clear_pointer (&self->unit, g_free);
  g_clear_pointer (&self->currency, g_free);
  g_clear_pointer (&self->file, g_free);
  g_clear_pointer (&self->plan, g_free);

  G_OBJECT_CLASS (cp_quote_record_parent_class)->finalize (object);
}

/* The string fields, by property, for get and set alike. */
static char **
string_field (CpQuoteRecord *self,
              guint          prop_id)
{
  switch (prop_id)
    {
    case PROP_NUMBER_TEXT:
      return &self->number_text;
    case PROP_VALID_UNTIL:
      return &self->valid_until;
    case PROP_CUSTOMER:
      return &self->customer;
    case PROP_BUILD:
      return &self->build;
    case PROP_TIER:
      return &self->tier;
    case PROP_UNIT:
      return &self->unit;
    case PROP_CURRENCY:
      return &self->currency;
    case PROP_FILE:
      return &self->file;
    case PROP_PLAN:
      return &self->plan;
    default:
      return NULL;
    }
}

static void
cp_quote_record_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  CpQuoteRecord *self = CP_QUOTE_RECORD (object);
  char **field = string_field (self, prop_id);

  if (field != NULL)
    {
      g_value_set_string (value, *field);
      return;
    }

  switch (prop_id)
    {
    case PROP_NUMBER:
      g_value_set_uint (value, self->number);
      break;
    case PROP_ISSUED:
      g_value_set_boxed (value, self->issued);
      break;
    case PROP_COUNT:
      g_value_set_int64 (value, self->count);
      break;
    case PROP_TOTAL_CENTS:
      g_value_set_int64 (value, self->total_cents);
      break;
    case PROP_STATUS:
      g_value_set_enum (value, self->status);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_quote_record_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  CpQuoteRecord *self = CP_QUOTE_RECORD (object);
  char **field = string_field (self, prop_id);

  if (field != NULL)
    {
      g_free (*field);
      *field = g_value_dup_string (value);
      return;
    }

  switch (prop_id)
    {
    case PROP_NUMBER:
      self->number = g_value_get_uint (value);
      break;
    case PROP_ISSUED:
      g_clear_pointer (&self->issued, g_date_time_unref);
      self->issued = g_value_dup_boxed (value);
      break;
    case PROP_COUNT:
      self->count = g_value_get_int64 (value);
      break;
    case PROP_TOTAL_CENTS:
      self->total_cents = g_value_get_int64 (value);
      break;
    case PROP_STATUS:
      self->status = g_value_get_enum (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
string_property (const char *name)
{
  return g_param_spec_string (name, NULL, NULL, NULL,
                              G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
}

static void
cp_quote_record_class_init (CpQuoteRecordClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = cp_quote_record_finalize;
  object_class->get_property = cp_quote_record_get_property;
  object_class->set_property = cp_quote_record_set_property;

  properties[PROP_NUMBER] = g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_NUMBER_TEXT] = string_property ("number-text");
  properties[PROP_ISSUED] = g_param_spec_boxed ("issued", NULL, NULL, G_TYPE_DATE_TIME, flags);
  properties[PROP_VALID_UNTIL] = string_property ("valid-until");
  properties[PROP_CUSTOMER] = string_property ("customer");
  properties[PROP_BUILD] = string_property ("build");
  properties[PROP_TIER] = string_property ("tier");
  properties[PROP_UNIT] = string_property ("unit");
  properties[PROP_COUNT] = g_param_spec_int64 ("count", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_TOTAL_CENTS] = g_param_spec_int64 ("total-cents", NULL, NULL,
                                                     0, G_MAXINT64, 0, flags);
  properties[PROP_CURRENCY] = string_property ("currency");
  properties[PROP_STATUS] = g_param_spec_enum ("status", NULL, NULL, CP_TYPE_QUOTE_STATUS,
                                               CP_QUOTE_STATUS_UNWRITTEN, flags);
  properties[PROP_FILE] = string_property ("file");
  properties[PROP_PLAN] = string_property ("plan");

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cp_quote_record_init (CpQuoteRecord *self)
{
}

guint
cp_quote_record_get_number (CpQuoteRecord *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_RECORD (self), 0);

  return self->number;
}

/* The number as the quote prints it, with the prefix it was issued with:
 * "Q-0042". */
const char *
cp_quote_record_get_number_text (CpQuoteRecord *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_RECORD (self), NULL);

  return self->number_text;
}

/* The moment of issue, in the time zone the quote was issued in. */
GDateTime *
cp_quote_record_get_issued (CpQuoteRecord *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_RECORD (self), NULL);

  return self->issued;
}

/* The last day the quote holds, "2026-12-31". */
const char *
cp_quote_record_get_valid_until (CpQuoteRecord *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_RECORD (self), NULL);

  return self->valid_until;
}

/* Who the quote is for; "" when nobody was named. */
const char *
cp_quote_record_get_customer (CpQuoteRecord *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_RECORD (self), NULL);

  return self->customer;
}

/* The build's title as the quote printed it: "3 × NVIDIA DGX H100". */
const char *
cp_quote_record_get_build (CpQuoteRecord *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_RECORD (self), NULL);

  return self->build;
}

/* The catalog id of the build's tier. */
const char *
cp_quote_record_get_tier (CpQuoteRecord *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_RECORD (self), NULL);

  return self->tier;
}

/* The catalog id of the build's unit. */
const char *
cp_quote_record_get_unit (CpQuoteRecord *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_RECORD (self), NULL);

  return self->unit;
}

gint64
cp_quote_record_get_count (CpQuoteRecord *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_RECORD (self), 0);

  return self->count;
}

gint64
cp_quote_record_get_total_cents (CpQuoteRecord *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_RECORD (self), 0);

  return self->total_cents;
}

const char *
cp_quote_record_get_currency (CpQuoteRecord *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_RECORD (self), NULL);

  return self->currency;
}

CpQuoteStatus
cp_quote_record_get_status (CpQuoteRecord *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_RECORD (self), CP_QUOTE_STATUS_UNWRITTEN);

  return self->status;
}

/* Where the quote was last written, or %NULL: not written yet, or only
 * printed on paper. */
const char *
cp_quote_record_get_file (CpQuoteRecord *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_RECORD (self), NULL);

  return self->file;
}

/* The plan the quote was made from, as JSON (see cp-quote-snapshot.c). */
const char *
cp_quote_record_get_plan (CpQuoteRecord *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_RECORD (self), NULL);

  return self->plan;
}
