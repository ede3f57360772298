/* cp-quote-speed.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-speed"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-quote-renderer-private.h"
#include "cp-quote-settings.h"
#include "cp-site-settings.h"
#include "cp-speed-words.h"

/* The quote's "What this build can and cannot promise": per model, the
 * physical bounds of docs/sizing.md §13 — a ceiling on decoding, a floor
 * on the first token and on the cost of a million tokens — with the
 * published measurements that match beside them, and where the GPU's
 * figures come from. A bound, never a promise of speed; the words are
 * cp-speed-words.c's, the same the card and the command line say. */

/* The section: nothing on a quote without a workload or without a
 * model whose bounds can be stated. */
void
_cp_quote_build_speed (CpQuoteRenderer *self)
{
  CpBuild *build = cp_quote_get_build (self->quote);
  CpServing *serving = cp_build_get_serving (build);
  const CpSiteSettings *kept = cp_quote_get_site_settings (self->quote);
  const char *source;
  gboolean any = FALSE;
  GListModel *models;
  CpSpeedTerms terms;
  CpQuoteBlock *block;
  double y;
  guint n_models;

  if (serving == NULL)
    return;

  /* What the quote was issued with; Preferences' only for a quote made
   * without them. */
  if (kept != NULL)
    {
      cp_speed_terms_from_site (kept, &terms);
    }
  else
    {
      g_autoptr(GSettings) settings = cp_quote_settings_new ();

      cp_speed_terms_read (settings, &terms);
    }

  models = cp_serving_get_models (serving);
  n_models = g_list_model_get_n_items (models);
  for (guint i = 0; i < n_models; i++)
    {
      g_autoptr(CpModelServing) model = g_list_model_get_item (models, i);
      g_autoptr(GPtrArray) lines = cp_speed_words_dup_build_lines (build, model, 0, &terms);

      if (lines == NULL || lines->len == 0)
        continue;

      /* The heading over the first model with bounds: none without. */
      if (!any)
        /* TRANSLATORS: the heading of a quote's section on speed bounds */
        _cp_quote_add_heading (self, _("What this build can and cannot promise"));
      any = TRUE;

      block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_PLAIN, 6);
      y = 0;
      if (n_models > 1)
        y += _cp_quote_add_text (self, block, STYLE_BODY_BOLD,
                                 cp_item_get_name (CP_ITEM (cp_model_serving_get_model (model))),
                                 0, 0, self->width, PANGO_ALIGN_LEFT);
      for (guint j = 0; j < lines->len; j++)
        {
          const CpSpeedLine *line = lines->pdata[j];
          double indent = line->measured ? 12 : 0;

          y += 1 + _cp_quote_add_text (self, block, line->measured ? STYLE_DETAIL : STYLE_BODY,
                                       line->text, indent, y + 1, self->width - indent,
                                       PANGO_ALIGN_LEFT);
        }
      block->height = y;
    }
  if (!any)
    return;

  block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_PLAIN, 6);
  /* TRANSLATORS: under a quote's speed bounds */
  y = _cp_quote_add_text (self, block, STYLE_DETAIL,
                          _("These are bounds from physics, not expected figures: the bytes a step "
                            "must read at the GPU’s memory bandwidth and the work a prompt must do "
                            "at its peak. No speed is promised."),
                          0, 0, self->width, PANGO_ALIGN_LEFT);
  source = cp_gpu_get_speed_source (cp_unit_get_gpu (cp_build_get_unit (build)));
  if (source != NULL)
    {
      g_autofree char *from = g_strdup_printf (_("Source: %s"), source);

      y += 2 + _cp_quote_add_text (self, block, STYLE_DETAIL, from, 0, y + 2, self->width,
                                   PANGO_ALIGN_LEFT);
    }
  block->height = y;
}
