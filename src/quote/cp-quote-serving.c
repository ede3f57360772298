/* cp-quote-serving.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-serving"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-model-serving-words.h"
#include "cp-quote-renderer-private.h"
#include "cp-serving-words.h"
#include "cp-workload-words.h"

/* The workload a quote was sized for: what it is and the
 * verdict, then per model its layout, the users and context it takes, and
 * the per-GPU memory bar, painted by the diagram layer's painter in the
 * print palette. Without a workload, the quote has none of this. The
 * words are cp-serving-words.c's; the blocks, this file's. */

/* The bars' words, at the size of the quote's small print. */
#define BAR_FONT_SIZE 8.0
#define BAR_WIDTH     0.72

/* One model: its name, layout, users and context, and its bar. */
static void
build_model (CpQuoteRenderer *self,
             CpBuild         *build,
             CpModelServing  *model)
{
  CpServing *serving = cp_build_get_serving (build);
  const char *name = cp_item_get_name (CP_ITEM (cp_model_serving_get_model (model)));
  g_autofree char *layout = cp_model_serving_dup_layout (model, build);
  g_autofree char *users = cp_model_serving_dup_users (model, serving);
  g_autofree char *context = cp_model_serving_dup_context (model, serving);
  const char *lines[] = { layout, users, context, cp_model_serving_get_note (model) };
  CpQuoteBlock *block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_PLAIN, 8);
  CpQuoteBar placed;
  double y = 0;

  if (layout == NULL)
    {
      g_autofree char *unknown = cp_model_dup_unknown_architecture (cp_model_serving_get_model (model));

      block->height = _cp_quote_add_text (self, block, STYLE_BODY, unknown, 0, 0, self->width,
                                          PANGO_ALIGN_LEFT);
      return;
    }

  y += _cp_quote_add_text (self, block, STYLE_BODY_BOLD, name, 0, y, self->width, PANGO_ALIGN_LEFT);
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    if (lines[i] != NULL)
      y += 1 + _cp_quote_add_text (self, block, i == 3 ? STYLE_DETAIL : STYLE_BODY,
                                   lines[i], 0, y + 1, self->width, PANGO_ALIGN_LEFT);

  placed.bar = cp_memory_bar_new (cp_model_serving_get_layout (model), NULL,
                                  self->width * BAR_WIDTH, BAR_FONT_SIZE);
  placed.x = 0;
  placed.y = y + 5;
  block->bars = g_array_new (FALSE, FALSE, sizeof (CpQuoteBar));
  g_array_append_val (block->bars, placed);
  block->height = placed.y + cp_memory_bar_get_height (placed.bar);
}

/* The workload section: its heading, what the build was sized for and
 * its verdict, each model, and what the figures are. */
void
_cp_quote_build_serving (CpQuoteRenderer *self)
{
  CpBuild *build = cp_quote_get_build (self->quote);
  CpServing *serving = cp_build_get_serving (build);
  g_autofree char *sized_for = NULL;
  g_autofree char *verdict = NULL;
  g_autofree char *note = NULL;
  GListModel *models;
  CpQuoteBlock *block;
  double y;

  if (serving == NULL)
    return;

  /* TRANSLATORS: the heading of a quote's section on the workload */
  _cp_quote_add_heading (self, _("Workload"));

  sized_for = cp_serving_dup_sized_for (serving);
  verdict = cp_serving_dup_verdict (build);
  block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_PLAIN, 0);
  y = _cp_quote_add_text (self, block, STYLE_BODY, sized_for, 0, 0, self->width, PANGO_ALIGN_LEFT);
  y += 2 + _cp_quote_add_text (self, block, STYLE_BODY_BOLD, verdict, 0, y + 2, self->width,
                               PANGO_ALIGN_LEFT);
  block->height = y;

  models = cp_serving_get_models (serving);
  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModelServing) model = g_list_model_get_item (models, i);

      build_model (self, build, model);
    }

  note = cp_serving_dup_figures_note ();
  block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_PLAIN, 6);
  block->height = _cp_quote_add_text (self, block, STYLE_DETAIL, note,
                                      0, 0, self->width, PANGO_ALIGN_LEFT);
}
