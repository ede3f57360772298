/* cp-quote-site.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-site"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-quote-renderer-private.h"
#include "cp-quote-settings.h"
#include "cp-site-settings.h"
#include "cp-site-words.h"

/* The quote's "Site requirements": what the room must give the build —
 * cooling, racks, weight, power and circuits, heat, the units' supplies,
 * for a desktop build its chassis — and what it costs to run, beside the
 * price and never added to it. The words are cp-site-words.c's, the same
 * the card, Compare and --site say; the supply, tariff, PUE and load are
 * Preferences'. */

#define LABEL_SHARE 0.28
#define LABEL_GAP   8

static void
add_row (CpQuoteRenderer *self,
         const char      *label,
         const char      *value,
         CpQuoteStyleId   value_style)
{
  CpQuoteBlock *block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_PLAIN, 3);
  double label_width = self->width * LABEL_SHARE;
  double h_label, h_value;

  h_label = _cp_quote_add_text (self, block, STYLE_LABEL, label, 0, 1, label_width - LABEL_GAP,
                                PANGO_ALIGN_LEFT);
  h_value = _cp_quote_add_text (self, block, value_style, value, label_width, 0,
                                self->width - label_width, PANGO_ALIGN_LEFT);
  block->height = MAX (h_label + 1, h_value);
}

/* The site section: its heading, a row per figure, what they assume and
 * where they come from. */
void
_cp_quote_build_site (CpQuoteRenderer *self)
{
  CpBuild *build = cp_quote_get_build (self->quote);
  const CpSiteSettings *kept = cp_quote_get_site_settings (self->quote);
  const char *source = cp_build_get_site_source (build);
  g_autofree char *note = NULL;
  CpSiteSettings site;
  CpQuoteBlock *block;
  double y;

  /* What the quote was issued with; Preferences' only for a quote made
   * without them. */
  if (kept != NULL)
    {
      site = *kept;
    }
  else
    {
      g_autoptr(GSettings) settings = cp_quote_settings_new ();

      cp_site_settings_read (settings, &site);
    }

  /* TRANSLATORS: the heading of a quote's section on what the room must give the build */
  _cp_quote_add_heading (self, _("Site requirements"));

  for (CpSiteRow row = 0; row < CP_N_SITE_ROWS; row++)
    {
      g_autofree char *label = NULL;
      g_autofree char *value = NULL;

      if (!cp_build_site_row_applies (build, row))
        continue;
      label = cp_site_row_dup_label (row);
      value = cp_build_dup_site_row (build, &site, row);
      add_row (self, label, value,
               row == CP_SITE_ROW_COOLING || row == CP_SITE_ROW_CHASSIS ? STYLE_BODY_BOLD
                                                                         : STYLE_BODY);
    }

  note = cp_site_dup_settings_note (&site);
  block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_PLAIN, 6);
  {
    /* TRANSLATORS: under a quote's site requirements: the running cost is not in the total */
    g_autofree char *full = g_strdup_printf (_("%s. The running cost is an estimate beside the "
                                               "price, not part of it."), note);

    y = _cp_quote_add_text (self, block, STYLE_DETAIL, full, 0, 0, self->width, PANGO_ALIGN_LEFT);
  }
  if (source != NULL)
    {
      /* TRANSLATORS: where a quote's site figures come from, e.g. "Source: NVIDIA DGX ..." */
      g_autofree char *from = g_strdup_printf (_("Source: %s"), source);

      y += 2 + _cp_quote_add_text (self, block, STYLE_DETAIL, from, 0, y + 2, self->width,
                                   PANGO_ALIGN_LEFT);
    }
  block->height = y;
}
