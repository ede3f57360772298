/* cp-quote-caveats.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-caveats"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-build-words.h"
#include "cp-quote-renderer-private.h"
#include "cp-serving-words.h"

/* What the window warns about a build, on the quote too: a panel on the
 * first page, under who and what the quote is for, with each caveat in
 * the very sentence the build's card says (src/words), so that a quote
 * never says less than the window. A build that cannot run the models
 * has the red notice instead (cp-quote-parts.c); one without a caveat has
 * no panel. */

static const CpQuoteColor caveat_panel = CP_QUOTE_RGB (0xfdf3d8);
static const CpQuoteColor caveat_bar   = CP_QUOTE_RGB (0xc88800);

#define PAD 9.0

/* The caveats of @build, as the card says them. */
static GPtrArray *
dup_caveats (CpBuild *build)
{
  GPtrArray *caveats = g_ptr_array_new_with_free_func (g_free);
  CpServing *serving = cp_build_get_serving (build);
  char *text;

  /* Exactly the memory the weights need: no room for a request. */
  text = cp_build_dup_spare_warning (build);
  if (text != NULL)
    g_ptr_array_add (caveats, text);

  /* Serves the workload only inside the margin kept for the engine. */
  if (serving != NULL && cp_serving_get_verdict (serving) == CP_SERVING_MARGINAL)
    {
      text = cp_serving_dup_verdict (build);
      if (text != NULL)
        g_ptr_array_add (caveats, text);
    }

  /* Memory that adds up only on paper, though the model fits on a piece. */
  if (!cp_build_get_pooled (build) && cp_build_get_fits (build))
    g_ptr_array_add (caveats, cp_build_dup_across_verdict (build));

  return caveats;
}

/**
 * _cp_quote_build_caveats:
 *
 * The panel of what the window warns about the quoted build, each caveat
 * a bullet; nothing when there is none or the build cannot run (the
 * notice says that).
 */
void
_cp_quote_build_caveats (CpQuoteRenderer *self)
{
  CpBuild *build = cp_quote_get_build (self->quote);
  g_autoptr(GPtrArray) caveats = NULL;
  double x = 4 + PAD;
  double width = self->width - x - PAD;
  double y = PAD;
  CpQuoteBlock *block;

  if (!cp_quote_get_can_run (self->quote))
    return;

  caveats = dup_caveats (build);
  if (caveats->len == 0)
    return;

  block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_PLAIN, 12);
  /* TRANSLATORS: the heading of the caveats on a quote: what the customer
   * should know about the build before ordering it */
  y += _cp_quote_add_text (self, block, STYLE_BODY_BOLD, _("Before you order"), x, y, width,
                           PANGO_ALIGN_LEFT);
  for (guint i = 0; i < caveats->len; i++)
    y += 3 + _cp_quote_add_note (self, block, g_ptr_array_index (caveats, i), x, y + 3, width);
  block->height = y + PAD;

  _cp_quote_add_shape (block, CP_QUOTE_SHAPE_FILL, &caveat_panel, 0, 0, self->width,
                       block->height, 4);
  _cp_quote_add_shape (block, CP_QUOTE_SHAPE_FILL, &caveat_bar, 0, 0, 4, block->height, 0);
}
