/* cp-quote.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cp-catalog.h"
#include "cp-customer.h"
#include "cp-planner.h"
#include "cp-site.h"

G_BEGIN_DECLS

#define CP_QUOTE_ERROR (cp_quote_error_quark ())

/* Every message of this domain about a file starts with the file's name. */
typedef enum
{
  CP_QUOTE_ERROR_OVERFLOW,
  CP_QUOTE_ERROR_INVALID,
  CP_QUOTE_ERROR_WRITE,
  CP_QUOTE_ERROR_RENDER,
} CpQuoteError;

/* What a quote says before it is given its terms (cp-quote-terms.h): the
 * defaults of the settings schema's quote keys, which test-quote holds
 * equal to the schema's. The app itself fills every quote from the
 * settings, in memory from the schema where it is not installed. */
#define CP_QUOTE_DEFAULT_STORE_NAME    "Bektursun's AI Hardware Store"
#define CP_QUOTE_DEFAULT_STORE_ADDRESS "Bishkek, Kyrgyzstan"
#define CP_QUOTE_DEFAULT_PREFIX        "Q-"
#define CP_QUOTE_DEFAULT_NUMBER        1
#define CP_QUOTE_DEFAULT_VALIDITY_DAYS 30
#define CP_QUOTE_DEFAULT_CUSTOMER      ""
#define CP_QUOTE_DEFAULT_PAYMENT_TERMS "Half with the order, half on delivery, by bank transfer"
#define CP_QUOTE_DEFAULT_LEAD_TIME     "4 to 8 weeks from the order"
#define CP_QUOTE_DEFAULT_INSTALLATION  TRUE
#define CP_QUOTE_DEFAULT_SUPPORT_YEARS 1
#define CP_QUOTE_DEFAULT_TAX_RATE      0
#define CP_QUOTE_DEFAULT_TAX_INCLUDED  FALSE

#define CP_QUOTE_MAX_NUMBER        999999999
#define CP_QUOTE_MAX_VALIDITY_DAYS 365
#define CP_QUOTE_MAX_SUPPORT_YEARS 5
/* Tax rates are in hundredths of a percent: 1200 is 12%. */
#define CP_QUOTE_MAX_TAX_RATE      10000

/* What a line of the quote is: the build's units come first, then the
 * accessories the build needs, the services chosen, and shipping. */
typedef enum
{
  CP_QUOTE_LINE_UNITS,
  CP_QUOTE_LINE_ACCESSORY,
  CP_QUOTE_LINE_SERVICE,
  CP_QUOTE_LINE_SHIPPING,
  CP_QUOTE_LINE_OTHER,
} CpQuoteLineKind;

/* One line of the quote: what, how many, at what price each, and the
 * line's total, all in cents. */
typedef struct
{
  char            *description;
  char            *detail;
  gint64           quantity;
  gint64           unit_price_cents;
  gint64           total_cents;
  CpQuoteLineKind  kind;
  /* The price of one in the catalog's currency, before the exchange
   * rate: unit_price_cents is it converted once, in the quote's. */
  gint64           catalog_unit_price_cents;
} CpQuoteLine;

/* What a quote adds to the units: the accessories the build needs, the
 * services chosen, shipping. A quote issued before there were any has
 * none of them. */
typedef struct
{
  gboolean accessories;
  gboolean installation;
  guint    support_years;
  gboolean shipping;
} CpQuoteExtras;

/* The customer's and the store's details beyond their names; each is ""
 * when not given. Addresses keep their line breaks. */
typedef enum
{
  CP_QUOTE_DETAIL_CUSTOMER_CONTACT,
  CP_QUOTE_DETAIL_CUSTOMER_ADDRESS,
  CP_QUOTE_DETAIL_CUSTOMER_EMAIL,
  CP_QUOTE_DETAIL_STORE_PHONE,
  CP_QUOTE_DETAIL_STORE_EMAIL,
  CP_QUOTE_DETAIL_STORE_WEBSITE,
  CP_QUOTE_DETAIL_STORE_TAX_NUMBER,
  CP_QUOTE_DETAIL_PAYMENT_TERMS,
  CP_QUOTE_DETAIL_LEAD_TIME,
  /* Since the register's document format 3: where to pay and who signs
   * for the store. */
  CP_QUOTE_DETAIL_STORE_BANK_NAME,
  CP_QUOTE_DETAIL_STORE_BANK_ACCOUNT,
  CP_QUOTE_DETAIL_STORE_BANK_BIC,
  CP_QUOTE_DETAIL_SELLER_NAME,
  CP_QUOTE_DETAIL_SELLER_TITLE,
  CP_QUOTE_N_DETAILS
} CpQuoteDetail;

#define CP_TYPE_QUOTE (cp_quote_get_type ())

G_DECLARE_FINAL_TYPE (CpQuote, cp_quote, CP, QUOTE, GObject)

GQuark             cp_quote_error_quark          (void);

CpQuote           *cp_quote_new                  (CpCatalog   *catalog,
                                                  CpPlan      *plan,
                                                  CpBuild     *build);

CpPlan            *cp_quote_get_plan             (CpQuote     *self);
CpBuild           *cp_quote_get_build            (CpQuote     *self);
CpCatalog         *cp_quote_get_catalog          (CpQuote     *self);
const char        *cp_quote_get_catalog_date     (CpQuote     *self);
const char        *cp_quote_get_currency         (CpQuote     *self);
const char        *cp_quote_get_catalog_currency (CpQuote     *self);
const char        *cp_quote_get_exchange_rate    (CpQuote     *self);
const char        *cp_quote_get_exchange_rate_date (CpQuote   *self);
gboolean           cp_quote_set_currency         (CpQuote     *self,
                                                  const char  *currency,
                                                  const char  *rate,
                                                  const char  *rate_date,
                                                  GError     **error);
char              *cp_quote_dup_exchange_rate_text (CpQuote   *self);
const char        *cp_quote_get_tax_label        (CpQuote     *self);
void               cp_quote_set_tax_label        (CpQuote     *self,
                                                  const char  *label);
gboolean           cp_quote_get_tax_included     (CpQuote     *self);
gboolean           cp_quote_set_tax_included     (CpQuote     *self,
                                                  gboolean     included,
                                                  GError     **error);
char              *cp_quote_dup_tax_text         (CpQuote     *self);
char              *cp_quote_format_amount        (CpQuote     *self,
                                                  gint64       minor);

const char        *cp_quote_get_store_name       (CpQuote     *self);
void               cp_quote_set_store_name       (CpQuote     *self,
                                                  const char  *store_name);
const char        *cp_quote_get_store_address    (CpQuote     *self);
void               cp_quote_set_store_address    (CpQuote     *self,
                                                  const char  *store_address);
const char        *cp_quote_get_customer         (CpQuote     *self);
void               cp_quote_set_customer         (CpQuote     *self,
                                                  const char  *customer);
const char        *cp_quote_get_number_prefix    (CpQuote     *self);
void               cp_quote_set_number_prefix    (CpQuote     *self,
                                                  const char  *prefix);
guint              cp_quote_get_number           (CpQuote     *self);
void               cp_quote_set_number           (CpQuote     *self,
                                                  guint        number);
char              *cp_quote_dup_number_text      (CpQuote     *self);
const CpSiteSettings *cp_quote_get_site_settings (CpQuote           *self);
void               cp_quote_set_site_settings    (CpQuote              *self,
                                                  const CpSiteSettings *site);
gboolean           cp_quote_get_draft            (CpQuote     *self);
void               cp_quote_set_draft            (CpQuote     *self,
                                                  gboolean     draft);
guint              cp_quote_get_validity_days    (CpQuote     *self);
void               cp_quote_set_validity_days    (CpQuote     *self,
                                                  guint        days);
GDateTime         *cp_quote_get_issued           (CpQuote     *self);
void               cp_quote_set_issued           (CpQuote     *self,
                                                  GDateTime   *issued);
GDateTime         *cp_quote_dup_valid_until      (CpQuote     *self);
char              *cp_quote_dup_issued_text      (CpQuote     *self);
char              *cp_quote_dup_valid_until_text (CpQuote     *self);
char              *cp_quote_dup_prices_date_text (CpQuote     *self);

guint              cp_quote_get_n_lines          (CpQuote     *self);
const CpQuoteLine *cp_quote_get_line             (CpQuote     *self,
                                                  guint        position);
gboolean           cp_quote_add_line             (CpQuote     *self,
                                                  const char  *description,
                                                  const char  *detail,
                                                  gint64       quantity,
                                                  gint64       unit_price_cents,
                                                  GError     **error);
gint64             cp_quote_get_subtotal_cents   (CpQuote     *self);
guint              cp_quote_get_tax_rate         (CpQuote     *self);
gboolean           cp_quote_set_tax_rate         (CpQuote     *self,
                                                  guint        rate,
                                                  GError     **error);
gint64             cp_quote_get_tax_cents        (CpQuote     *self);
gint64             cp_quote_get_total_cents      (CpQuote     *self);

void               cp_quote_get_extras           (CpQuote     *self,
                                                  CpQuoteExtras *extras);
gboolean           cp_quote_set_extras           (CpQuote     *self,
                                                  const CpQuoteExtras *extras,
                                                  GError     **error);
void               cp_quote_extras_init_default  (CpQuoteExtras *extras);

const char        *cp_quote_detail_get_name      (CpQuoteDetail detail);
const char        *cp_quote_customer_field_get_name (CpPlanCustomerField field);
const char        *cp_quote_get_customer_field   (CpQuote             *self,
                                                  CpPlanCustomerField  field);
void               cp_quote_set_customer_field   (CpQuote             *self,
                                                  CpPlanCustomerField  field,
                                                  const char          *value);
char              *cp_quote_bound_line           (const char  *text);
char              *cp_quote_bound_address        (const char  *text);
const char        *cp_quote_get_detail           (CpQuote     *self,
                                                  CpQuoteDetail detail);
void               cp_quote_set_detail           (CpQuote     *self,
                                                  CpQuoteDetail detail,
                                                  const char  *value);
gboolean           cp_quote_get_can_run          (CpQuote     *self);

char              *cp_quote_dup_title            (CpQuote     *self);
char              *cp_quote_dup_file_name        (CpQuote     *self);

GDateTime         *cp_quote_dup_now              (void);
gboolean           cp_quote_read_source_date_epoch (GDateTime **issued,
                                                    GError    **error);

G_END_DECLS
