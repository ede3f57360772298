/* cp-quote-parts.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-parts"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-build-words.h"
#include "cp-quote-renderer-private.h"

/* The parts of a quote around its figures: the notice on the first page
 * when the build cannot run the models, the terms (payment, lead time,
 * validity) and the acceptance block the customer signs. Laid out with
 * the helpers of cp-quote-blocks.c. */


static const CpQuoteColor warning_panel = CP_QUOTE_RGB (0xfbe7e8);
static const CpQuoteColor warning_bar   = CP_QUOTE_RGB (0xc01c28);
static const CpQuoteColor signature     = CP_QUOTE_RGB (0x241f31);

#define PAD 9.0

/**
 * _cp_quote_build_notice:
 *
 * For a build that cannot run the plan's models, a notice right under
 * who and what the quote is for, so that it is on the first page: a red
 * panel that says so in the words the window and the command line use.
 * Nothing for a build that can.
 */
void
_cp_quote_build_notice (CpQuoteRenderer *self)
{
  CpBuild *build = cp_quote_get_build (self->quote);
  g_autofree char *names = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *warning = NULL;
  double x = 4 + PAD;
  double width = self->width - x - PAD;
  double y = PAD;
  CpQuoteBlock *block;

  if (cp_quote_get_can_run (self->quote))
    return;

  names = cp_plan_dup_models_title (cp_quote_get_plan (self->quote));
  heading = cp_build_dup_cannot_run_heading (build);
  warning = cp_build_dup_cannot_run_warning (build, names);

  block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_PLAIN, 12);
  y += _cp_quote_add_text (self, block, STYLE_WARNING, heading, x, y, width, PANGO_ALIGN_LEFT);
  y += 3 + _cp_quote_add_text (self, block, STYLE_BODY, warning, x, y + 3, width,
                               PANGO_ALIGN_LEFT);
  y += 3 + _cp_quote_add_text (self, block, STYLE_BODY,
                               _("It is quoted as asked, as hardware only: the store does not "
                                 "recommend it for these models."),
                               x, y + 3, width, PANGO_ALIGN_LEFT);
  block->height = y + PAD;

  _cp_quote_add_shape (block, CP_QUOTE_SHAPE_FILL, &warning_panel, 0, 0, self->width,
                       block->height, 4);
  _cp_quote_add_shape (block, CP_QUOTE_SHAPE_FILL, &warning_bar, 0, 0, 4, block->height, 0);
}

/* One row of the terms: a label and its text beside it. */
static double
add_term (CpQuoteRenderer *self,
          CpQuoteBlock    *block,
          const char      *label,
          const char      *text,
          double           y)
{
  double label_width = MIN (130, self->width * 0.3);
  double h;

  h = _cp_quote_add_text (self, block, STYLE_BODY_BOLD, label, 0, y, label_width - 8,
                          PANGO_ALIGN_LEFT);
  h = MAX (h, _cp_quote_add_text (self, block, STYLE_BODY, text, label_width, y,
                                  self->width - label_width, PANGO_ALIGN_LEFT));

  return h + 2;
}

/* Where to pay: the store by its name and tax number, then its bank,
 * account and BIC, those it gave; %NULL when it gave no bank detail. */
static char *
dup_bank_details (CpQuote *quote)
{
  const char *bank = cp_quote_get_detail (quote, CP_QUOTE_DETAIL_STORE_BANK_NAME);
  const char *account = cp_quote_get_detail (quote, CP_QUOTE_DETAIL_STORE_BANK_ACCOUNT);
  const char *bic = cp_quote_get_detail (quote, CP_QUOTE_DETAIL_STORE_BANK_BIC);
  const char *tax_number = cp_quote_get_detail (quote, CP_QUOTE_DETAIL_STORE_TAX_NUMBER);
  g_autoptr(GString) text = NULL;

  if (*bank == '\0' && *account == '\0' && *bic == '\0')
    return NULL;

  text = g_string_new (cp_quote_get_store_name (quote));
  if (*tax_number != '\0')
    /* TRANSLATORS: after the store's name in the bank details of a quote,
     * e.g. ", tax number 01234567890123" */
    g_string_append_printf (text, _(", tax number %s"), tax_number);
  g_string_append_c (text, '\n');
  if (*bank != '\0')
    g_string_append (text, bank);
  if (*account != '\0')
    {
      if (*bank != '\0')
        g_string_append (text, " · ");
      /* TRANSLATORS: in the bank details of a quote, e.g. "Account or IBAN
       * KG12 3456 …" */
      g_string_append_printf (text, _("Account or IBAN %s"), account);
    }
  if (*bic != '\0')
    {
      if (*bank != '\0' || *account != '\0')
        g_string_append (text, " · ");
      /* TRANSLATORS: in the bank details of a quote, e.g. "BIC or SWIFT
       * DEMIKG22" */
      g_string_append_printf (text, _("BIC or SWIFT %s"), bic);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

/**
 * _cp_quote_build_terms:
 *
 * Payment terms and where to pay, the exchange rate of a quote in
 * another currency than the catalog's, lead time and validity, those the
 * store gave.
 */
void
_cp_quote_build_terms (CpQuoteRenderer *self)
{
  const char *payment = cp_quote_get_detail (self->quote, CP_QUOTE_DETAIL_PAYMENT_TERMS);
  const char *lead_time = cp_quote_get_detail (self->quote, CP_QUOTE_DETAIL_LEAD_TIME);
  g_autofree char *until = cp_quote_dup_valid_until_text (self->quote);
  g_autofree char *bank = dup_bank_details (self->quote);
  g_autofree char *exchange = cp_quote_dup_exchange_rate_text (self->quote);
  CpQuoteBlock *block;
  double y = 0;

  _cp_quote_add_heading (self, _("Terms"));
  block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_PLAIN, 0);

  if (*payment != '\0')
    y += add_term (self, block, _("Payment"), payment, y);
  if (bank != NULL)
    /* TRANSLATORS: a row of a quote's terms: the store's bank details */
    y += add_term (self, block, _("Pay to"), bank, y);
  if (exchange != NULL)
    {
      g_autofree char *converted = NULL;

      /* TRANSLATORS: a row of a quote's terms, e.g. "1 USD = 87.45 KGS on 3
       * December 2026; each price was converted once at this rate and
       * rounded to the minor unit" */
      converted = g_strdup_printf (_("%s; each price was converted once at this rate and "
                                     "rounded to the minor unit"), exchange);
      y += add_term (self, block, _("Exchange rate"), converted, y);
    }
  if (*lead_time != '\0')
    y += add_term (self, block, _("Lead time"), lead_time, y);
  y += add_term (self, block, _("Valid until"), until, y);

  block->height = y;
}

/* A line to write on, with what goes there under it, and above it what
 * is printed there already (the seller's name), if anything. */
static double
add_signature_line (CpQuoteRenderer *self,
                    CpQuoteBlock    *block,
                    const char      *label,
                    const char      *filled,
                    double           x,
                    double           y,
                    double           width)
{
  if (filled != NULL && *filled != '\0')
    {
      double h = _cp_quote_add_text (self, block, STYLE_BODY, filled, x, 0, width,
                                     PANGO_ALIGN_LEFT);

      /* Sits on the line. */
      g_array_index (block->texts, CpQuoteText, block->texts->len - 1).y = y - 2 - h;
    }

  _cp_quote_add_shape (block, CP_QUOTE_SHAPE_LINE, &signature, x, y, width, 0.75, 0);

  return 0.75 + 3 + _cp_quote_add_text (self, block, STYLE_DETAIL, label, x, y + 3.75, width,
                                        PANGO_ALIGN_LEFT);
}

/* One party's signature: its heading, a line for the name and position
 * (the seller's printed on it), and lines for the signature and the date
 * side by side. Returns how tall it is. */
static double
add_signature_column (CpQuoteRenderer *self,
                      CpQuoteBlock    *block,
                      const char      *heading,
                      const char      *name,
                      double           x,
                      double           y,
                      double           width)
{
  double writing_room = 26;
  double gap = 12;
  double signature_width = (width - gap) * 0.62;
  double top = y;
  double h;

  y += _cp_quote_add_text (self, block, STYLE_BODY_BOLD, heading, x, y, width, PANGO_ALIGN_LEFT);
  y += writing_room;
  y += add_signature_line (self, block, _("Name and position"), name, x, y, width);
  y += writing_room;
  h = add_signature_line (self, block, _("Signature"), NULL, x, y, signature_width);
  h = MAX (h, add_signature_line (self, block, _("Date"), NULL, x + signature_width + gap, y,
                                  width - signature_width - gap));

  return y + h - top;
}

/**
 * _cp_quote_build_acceptance:
 *
 * The end of the quote, which both sides sign: an invitation to accept
 * it by its date, then the seller's block ("For <store>", the seller's
 * name and title printed) and the customer's ("Accepted for <customer>"),
 * each with lines for a name, a signature and a date. Kept whole on one
 * page.
 */
void
_cp_quote_build_acceptance (CpQuoteRenderer *self)
{
  const char *customer = cp_quote_get_customer (self->quote);
  const char *seller = cp_quote_get_detail (self->quote, CP_QUOTE_DETAIL_SELLER_NAME);
  const char *seller_title = cp_quote_get_detail (self->quote, CP_QUOTE_DETAIL_SELLER_TITLE);
  g_autofree char *number = cp_quote_dup_number_text (self->quote);
  g_autofree char *until = cp_quote_dup_valid_until_text (self->quote);
  g_autofree char *title = NULL;
  g_autofree char *for_store = NULL;
  g_autofree char *seller_line = NULL;
  g_autofree char *invitation = NULL;
  double gap = 24;
  double column = (self->width - 2 * PAD - gap) / 2;
  double y = PAD;
  double h = 0;
  CpQuoteBlock *block;

  if (*customer != '\0')
    /* TRANSLATORS: the head of the acceptance block at the end of a quote,
     * e.g. "Accepted for Acme Robotics" */
    title = g_strdup_printf (_("Accepted for %s"), customer);
  else
    title = g_strdup (_("Accepted for the customer"));

  /* TRANSLATORS: the head of the seller's signature block at the end of
   * a quote, e.g. "For Bektursun's AI Hardware Store" */
  for_store = g_strdup_printf (_("For %s"), cp_quote_get_store_name (self->quote));

  if (*seller != '\0' && *seller_title != '\0')
    /* TRANSLATORS: the seller's name and title, printed on the signature
     * line, e.g. "Bektursun Askarov, Director" */
    seller_line = g_strdup_printf (_("%s, %s"), seller, seller_title);
  else
    seller_line = g_strdup (*seller != '\0' ? seller : seller_title);

  /* TRANSLATORS: in the acceptance block, e.g. "To accept quote Q-0001,
   * sign below and return it by 31 December 2026." */
  invitation = g_strdup_printf (_("To accept quote %s, sign below and return it by %s."),
                                number, until);

  block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_PLAIN, 18);
  y += _cp_quote_add_text (self, block, STYLE_DETAIL, invitation, PAD, y,
                           self->width - 2 * PAD, PANGO_ALIGN_LEFT);
  y += 10;

  h = add_signature_column (self, block, for_store, seller_line, PAD, y, column);
  h = MAX (h, add_signature_column (self, block, title, NULL, PAD + column + gap, y, column));
  block->height = y + h + PAD;

  _cp_quote_add_shape (block, CP_QUOTE_SHAPE_STROKE, &signature, 0, 0, self->width,
                       block->height, 4);
}
