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

/**
 * _cp_quote_build_terms:
 *
 * Payment terms, lead time and validity, those the store gave.
 */
void
_cp_quote_build_terms (CpQuoteRenderer *self)
{
  const char *payment = cp_quote_get_detail (self->quote, CP_QUOTE_DETAIL_PAYMENT_TERMS);
  const char *lead_time = cp_quote_get_detail (self->quote, CP_QUOTE_DETAIL_LEAD_TIME);
  g_autofree char *until = cp_quote_dup_valid_until_text (self->quote);
  CpQuoteBlock *block;
  double y = 0;

  _cp_quote_add_heading (self, _("Terms"));
  block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_PLAIN, 0);

  if (*payment != '\0')
    y += add_term (self, block, _("Payment"), payment, y);
  if (*lead_time != '\0')
    y += add_term (self, block, _("Lead time"), lead_time, y);
  y += add_term (self, block, _("Valid until"), until, y);

  block->height = y;
}

/* A line to write on, with what goes there under it. */
static double
add_signature_line (CpQuoteRenderer *self,
                    CpQuoteBlock    *block,
                    const char      *label,
                    double           x,
                    double           y,
                    double           width)
{
  _cp_quote_add_shape (block, CP_QUOTE_SHAPE_LINE, &signature, x, y, width, 0.75, 0);

  return 0.75 + 3 + _cp_quote_add_text (self, block, STYLE_DETAIL, label, x, y + 3.75, width,
                                        PANGO_ALIGN_LEFT);
}

/**
 * _cp_quote_build_acceptance:
 *
 * The end of the quote, which the customer signs: "Accepted for
 * <customer>", and lines for a name, a signature and a date. Kept whole
 * on one page.
 */
void
_cp_quote_build_acceptance (CpQuoteRenderer *self)
{
  const char *customer = cp_quote_get_customer (self->quote);
  g_autofree char *number = cp_quote_dup_number_text (self->quote);
  g_autofree char *until = cp_quote_dup_valid_until_text (self->quote);
  g_autofree char *title = NULL;
  g_autofree char *invitation = NULL;
  double gap = 18;
  double column = (self->width - 2 * PAD - 2 * gap) / 3;
  double writing_room = 30;
  double y = PAD;
  double h = 0;
  CpQuoteBlock *block;

  if (*customer != '\0')
    /* TRANSLATORS: the head of the acceptance block at the end of a quote,
     * e.g. "Accepted for Acme Robotics" */
    title = g_strdup_printf (_("Accepted for %s"), customer);
  else
    title = g_strdup (_("Accepted for the customer"));

  /* TRANSLATORS: in the acceptance block, e.g. "To accept quote Q-0001,
   * sign below and return it by 31 December 2026." */
  invitation = g_strdup_printf (_("To accept quote %s, sign below and return it by %s."),
                                number, until);

  block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_PLAIN, 18);
  y += _cp_quote_add_text (self, block, STYLE_HEADING, title, PAD, y, self->width - 2 * PAD,
                           PANGO_ALIGN_LEFT);
  y += 3 + _cp_quote_add_text (self, block, STYLE_DETAIL, invitation, PAD, y + 3,
                               self->width - 2 * PAD, PANGO_ALIGN_LEFT);
  y += writing_room;

  h = MAX (h, add_signature_line (self, block, _("Name and position"), PAD, y, column));
  h = MAX (h, add_signature_line (self, block, _("Signature"), PAD + column + gap, y, column));
  h = MAX (h, add_signature_line (self, block, _("Date"), PAD + 2 * (column + gap), y, column));
  block->height = y + h + PAD;

  _cp_quote_add_shape (block, CP_QUOTE_SHAPE_STROKE, &signature, 0, 0, self->width,
                       block->height, 4);
}
