/* cp-quote-blocks.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-blocks"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-build-words.h"
#include "cp-currency-words.h"
#include "cp-diagram-painter.h"
#include "cp-format.h"
#include "cp-serving-words.h"
#include "cp-quote-renderer-private.h"

/* What a quote says, block by block, laid out once for the width of the
 * page (the blocks themselves and their styles: cp-quote-block.c). Each block
 * is a piece that pagination (cp-quote-renderer.c) never splits: who and
 * what the quote is for, each line item, the total, the three combined
 * numbers, the verdict on the memory, the diagram's frame, the notes; and
 * the heads and footers of the pages. The words about the build come from
 * the words layer (src/words).
 *
 * Text is measured with the renderer's own Pango context, at 72 dpi and
 * without hinting, so the layout does not depend on the device it is
 * drawn on. */

/* The page heads */

/* The store's phone, e-mail and website on one line, its tax number on
 * the next; those it has. */
static char *
dup_store_contacts (CpQuote *quote)
{
  static const CpQuoteDetail on_one_line[] = {
    CP_QUOTE_DETAIL_STORE_PHONE, CP_QUOTE_DETAIL_STORE_EMAIL, CP_QUOTE_DETAIL_STORE_WEBSITE,
  };
  const char *tax_number = cp_quote_get_detail (quote, CP_QUOTE_DETAIL_STORE_TAX_NUMBER);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (on_one_line); i++)
    {
      const char *value = cp_quote_get_detail (quote, on_one_line[i]);

      if (*value == '\0')
        continue;
      if (text->len > 0)
        g_string_append (text, " · ");
      g_string_append (text, value);
    }

  if (*tax_number != '\0')
    {
      if (text->len > 0)
        g_string_append_c (text, '\n');
      /* TRANSLATORS: the store's tax number under its address on a quote,
       * e.g. "Tax number 01234567890123" */
      g_string_append_printf (text, _("Tax number %s"), tax_number);
    }

  return g_string_free (text, FALSE);
}

/* Page 1: the store on the left; "QUOTE", its number and its dates on the
 * right; an accent rule under both. */
static void
build_letterhead (CpQuoteRenderer *self)
{
  CpQuoteBlock *block = _cp_quote_block_new (CP_QUOTE_BLOCK_PLAIN);
  double left_width = self->width * 0.6;
  double right_width = self->width - left_width - CELL_GAP;
  double right_x = self->width - right_width;
  g_autofree char *number = cp_quote_dup_number_text (self->quote);
  g_autofree char *issued_date = cp_quote_dup_issued_text (self->quote);
  g_autofree char *until_date = cp_quote_dup_valid_until_text (self->quote);
  /* TRANSLATORS: under the quote's number, e.g. "Issued 1 December 2026" */
  g_autofree char *issued = g_strdup_printf (_("Issued %s"), issued_date);
  /* TRANSLATORS: under the quote's number, e.g. "Valid until 31 December 2026" */
  g_autofree char *until = g_strdup_printf (_("Valid until %s"), until_date);
  const char *address = cp_quote_get_store_address (self->quote);
  double left = 0, right = 0;

  g_autofree char *contacts = dup_store_contacts (self->quote);

  left += _cp_quote_add_text (self, block, STYLE_STORE, cp_quote_get_store_name (self->quote),
                    0, 0, left_width, PANGO_ALIGN_LEFT);
  if (address != NULL && *address != '\0')
    left += 3 + _cp_quote_add_text (self, block, STYLE_ADDRESS, address, 0, left + 3, left_width,
                          PANGO_ALIGN_LEFT);
  if (*contacts != '\0')
    left += 2 + _cp_quote_add_text (self, block, STYLE_ADDRESS, contacts, 0, left + 2, left_width,
                          PANGO_ALIGN_LEFT);

  /* TRANSLATORS: the title at the head of a quote, printed in capitals */
  right += _cp_quote_add_text (self, block, STYLE_TITLE, _("Quote"), right_x, 0, right_width,
                     PANGO_ALIGN_RIGHT);
  right += 1 + _cp_quote_add_text (self, block, STYLE_SUBJECT, number, right_x, right + 1, right_width,
                         PANGO_ALIGN_RIGHT);
  right += 3 + _cp_quote_add_text (self, block, STYLE_ADDRESS, issued, right_x, right + 3, right_width,
                         PANGO_ALIGN_RIGHT);
  right += _cp_quote_add_text (self, block, STYLE_ADDRESS, until, right_x, right, right_width,
                     PANGO_ALIGN_RIGHT);

  block->height = MAX (left, right) + 8;
  _cp_quote_add_shape (block, CP_QUOTE_SHAPE_LINE, &_cp_quote_palette.accent, 0, block->height, self->width, 2, 0);
  block->height += 2 + 10;

  self->letterhead = block;
}

/* Later pages: the store and "Quote Q-0001, continued" over a rule. */
static void
build_running_head (CpQuoteRenderer *self)
{
  CpQuoteBlock *block = _cp_quote_block_new (CP_QUOTE_BLOCK_PLAIN);
  g_autofree char *number = cp_quote_dup_number_text (self->quote);
  /* TRANSLATORS: the head of the second and later pages of a quote, e.g.
   * "Quote Q-0001, continued" */
  g_autofree char *continued = g_strdup_printf (_("Quote %s, continued"), number);
  double half = (self->width - CELL_GAP) / 2;
  double h;

  h = _cp_quote_add_text (self, block, STYLE_BODY_BOLD, cp_quote_get_store_name (self->quote),
                0, 0, half, PANGO_ALIGN_LEFT);
  h = MAX (h, _cp_quote_add_text (self, block, STYLE_BODY, continued, self->width - half, 0, half,
                        PANGO_ALIGN_RIGHT));
  block->height = h + 6;
  _cp_quote_add_shape (block, CP_QUOTE_SHAPE_LINE, &_cp_quote_palette.rule, 0, block->height, self->width, 0.75, 0);
  block->height += 0.75 + 12;

  self->running_head = block;
}

/* The body */

/* One column of the summary band: a label over lines of text. */
static double
add_summary_column (CpQuoteRenderer  *self,
                    CpQuoteBlock     *block,
                    const char       *label,
                    double            x,
                    double            width,
                    CpQuoteStyleId           first_style,
                    const char      **lines,
                    guint             n_lines)
{
  double y = PANEL_PAD;

  y += _cp_quote_add_text (self, block, STYLE_LABEL, label, x, y, width, PANGO_ALIGN_LEFT) + 3;
  for (guint i = 0; i < n_lines; i++)
    {
      y += _cp_quote_add_text (self, block, i == 0 ? first_style : STYLE_BODY, lines[i], x, y, width,
                     PANGO_ALIGN_LEFT);
      y += i == 0 ? 2 : 1;
    }

  return y + PANEL_PAD - 1;
}

/* The customer's lines: the company, then its contact, address and
 * e-mail, those it has. */
static GPtrArray *
dup_customer_lines (CpQuote *quote)
{
  static const CpQuoteDetail details[] = {
    CP_QUOTE_DETAIL_CUSTOMER_CONTACT, CP_QUOTE_DETAIL_CUSTOMER_ADDRESS,
    CP_QUOTE_DETAIL_CUSTOMER_EMAIL,
  };
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (lines, g_strdup (cp_quote_get_customer (quote)));
  for (guint i = 0; i < G_N_ELEMENTS (details); i++)
    {
      const char *value = cp_quote_get_detail (quote, details[i]);

      if (*value != '\0')
        g_ptr_array_add (lines, g_strdup (value));
    }

  return lines;
}

/* Who the quote is for, which build, and the models it is to run with the
 * memory they need: a band under the letterhead. */
static void
build_summary (CpQuoteRenderer *self)
{
  CpBuild *build = cp_quote_get_build (self->quote);
  CpPlan *plan = cp_quote_get_plan (self->quote);
  GListModel *models = cp_plan_get_models (plan);
  guint n_models = g_list_model_get_n_items (models);
  const char *customer = cp_quote_get_customer (self->quote);
  gboolean has_customer = *customer != '\0';
  guint n_columns = has_customer ? 3 : 2;
  double column_width = (self->width - 2 * PANEL_PAD - (n_columns - 1) * 2 * CELL_GAP) / n_columns;
  double x = PANEL_PAD;
  g_autofree char *title = cp_build_dup_title (build);
  g_autofree char *tier = NULL;
  g_autofree char *required = cp_format_memory (cp_plan_get_required_mb (plan));
  g_autofree char *needs = NULL;
  g_autoptr(GPtrArray) model_lines = g_ptr_array_new_with_free_func (g_free);
  const char *build_lines[2];
  CpQuoteBlock *block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_PLAIN, 0);
  double height = 0;

  if (cp_build_get_recommended (build))
    /* TRANSLATORS: under the build on a quote, e.g. "Startup Build, recommended" */
    tier = g_strdup_printf (_("%s, recommended"), cp_item_get_name (CP_ITEM (cp_build_get_tier (build))));
  else
    tier = g_strdup (cp_item_get_name (CP_ITEM (cp_build_get_tier (build))));

  for (guint i = 0; i < n_models; i++)
    {
      g_autoptr(CpModel) model = g_list_model_get_item (models, i);
      g_autofree char *memory = cp_format_memory (cp_model_get_min_memory_mb (model));

      if (n_models == 1)
        g_ptr_array_add (model_lines, g_strdup (cp_item_get_name (CP_ITEM (model))));
      else
        /* TRANSLATORS: a model and its minimum memory, e.g. "GLM 5.2 Max: 903.6 GB" */
        g_ptr_array_add (model_lines, g_strdup_printf (_("%s: %s"),
                                                       cp_item_get_name (CP_ITEM (model)), memory));
    }
  /* One model or several: two messages, not a plural by count, since a
   * language with one plural form still tells them apart. */
  needs = g_strdup_printf (n_models == 1 ? _("needs at least %s of GPU memory")
                                         : _("need at least %s of GPU memory together"),
                           required);
  g_ptr_array_add (model_lines, g_steal_pointer (&needs));

  if (has_customer)
    {
      g_autoptr(GPtrArray) customer_lines = dup_customer_lines (self->quote);

      height = MAX (height, add_summary_column (self, block, _("Prepared for"), x, column_width,
                                                STYLE_SUBJECT,
                                                (const char **) customer_lines->pdata,
                                                customer_lines->len));
      x += column_width + 2 * CELL_GAP;
    }

  build_lines[0] = title;
  build_lines[1] = tier;
  height = MAX (height, add_summary_column (self, block, _("Build"), x, column_width,
                                            STYLE_SUBJECT, build_lines, 2));
  x += column_width + 2 * CELL_GAP;

  height = MAX (height, add_summary_column (self, block,
                                            n_models == 1 ? _("To run the model") : _("To run the models"),
                                            x, column_width,
                                            n_models == 1 ? STYLE_SUBJECT : STYLE_BODY,
                                            (const char **) model_lines->pdata, model_lines->len));

  g_array_prepend_val (block->shapes, ((CpQuoteShape) { CP_QUOTE_SHAPE_FILL, &_cp_quote_palette.panel, 0, 0,
                                                        self->width, height, 4 }));
  block->height = height;
}

/* The column titles of the line items, on a shaded band. */
static CpQuoteBlock *
build_table_head (CpQuoteRenderer *self)
{
  CpQuoteBlock *block = _cp_quote_block_new (CP_QUOTE_BLOCK_PLAIN);
  double h;

  h = _cp_quote_add_text (self, block, STYLE_LABEL, _("#"), self->col_index, ROW_PAD,
                self->col_item - CELL_GAP - self->col_index, PANGO_ALIGN_LEFT);
  _cp_quote_add_text (self, block, STYLE_LABEL, _("Item"), self->col_item, ROW_PAD,
            self->col_quantity - CELL_GAP - self->col_item, PANGO_ALIGN_LEFT);
  /* TRANSLATORS: the quantity column of a quote, short */
  _cp_quote_add_text (self, block, STYLE_LABEL, _("Qty"), self->col_quantity, ROW_PAD,
            self->col_unit_price - CELL_GAP - self->col_quantity, PANGO_ALIGN_RIGHT);
  _cp_quote_add_text (self, block, STYLE_LABEL, _("Unit price"), self->col_unit_price, ROW_PAD,
            self->col_amount - CELL_GAP - self->col_unit_price, PANGO_ALIGN_RIGHT);
  _cp_quote_add_text (self, block, STYLE_LABEL, _("Amount"), self->col_amount, ROW_PAD,
            self->width - self->col_amount, PANGO_ALIGN_RIGHT);

  block->height = h + 2 * ROW_PAD;
  g_array_prepend_val (block->shapes, ((CpQuoteShape) { CP_QUOTE_SHAPE_FILL, &_cp_quote_palette.panel, 0, 0,
                                                        self->width, block->height, 0 }));
  block->keep_with_next = TRUE;
  block->table_head = TRUE;

  return block;
}

/* The label over a group of lines after the units: "Accessories the
 * build needs", "Services", "Shipping". */
static const char *
group_label (CpQuoteLineKind kind)
{
  switch (kind)
    {
    case CP_QUOTE_LINE_ACCESSORY:
      return _("Accessories the build needs");
    case CP_QUOTE_LINE_SERVICE:
      return _("Services");
    case CP_QUOTE_LINE_SHIPPING:
      return _("Shipping");
    case CP_QUOTE_LINE_UNITS:
    case CP_QUOTE_LINE_OTHER:
    default:
      return NULL;
    }
}

static void
add_group_row (CpQuoteRenderer *self,
               const char      *label)
{
  CpQuoteBlock *block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_TABLE_ROW, 0);

  block->height = _cp_quote_add_text (self, block, STYLE_LABEL, label, self->col_item, ROW_PAD + 3,
                            self->width - self->col_item, PANGO_ALIGN_LEFT) + ROW_PAD + 4;
  block->keep_with_next = TRUE;
}

static void
add_line_row (CpQuoteRenderer *self,
              guint            position)
{
  const CpQuoteLine *line = cp_quote_get_line (self->quote, position);
  g_autofree char *index = g_strdup_printf ("%u", position + 1);
  g_autofree char *quantity = cp_format_integer (line->quantity);
  g_autofree char *unit_price = cp_quote_format_amount (self->quote, line->unit_price_cents);
  g_autofree char *amount = cp_quote_format_amount (self->quote, line->total_cents);
  double item_width = self->col_quantity - CELL_GAP - self->col_item;
  CpQuoteBlock *block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_TABLE_ROW, 0);
  double item, h;

  block->line = (int) position;

  item = _cp_quote_add_text (self, block, STYLE_BODY_BOLD, line->description, self->col_item, ROW_PAD,
                   item_width, PANGO_ALIGN_LEFT);
  if (line->detail != NULL)
    item += 1 + _cp_quote_add_text (self, block, STYLE_DETAIL, line->detail, self->col_item,
                          ROW_PAD + item + 1, item_width, PANGO_ALIGN_LEFT);

  h = _cp_quote_add_text (self, block, STYLE_INDEX, index, self->col_index, ROW_PAD,
                self->col_item - self->col_index, PANGO_ALIGN_LEFT);
  h = MAX (h, _cp_quote_add_text (self, block, STYLE_NUMBER, quantity, self->col_quantity, ROW_PAD,
                        self->col_unit_price - CELL_GAP - self->col_quantity, PANGO_ALIGN_RIGHT));
  h = MAX (h, _cp_quote_add_text (self, block, STYLE_NUMBER, unit_price, self->col_unit_price, ROW_PAD,
                        self->col_amount - CELL_GAP - self->col_unit_price, PANGO_ALIGN_RIGHT));
  h = MAX (h, _cp_quote_add_text (self, block, STYLE_NUMBER, amount, self->col_amount, ROW_PAD,
                        self->width - self->col_amount, PANGO_ALIGN_RIGHT));

  block->height = MAX (h, item) + 2 * ROW_PAD;
  _cp_quote_add_shape (block, CP_QUOTE_SHAPE_LINE, &_cp_quote_palette.hairline, 0, block->height - 0.5, self->width, 0.5, 0);
}

/* One row of the sums: a label and an amount, right-aligned. */
static double
add_sum_row (CpQuoteRenderer *self,
             CpQuoteBlock    *block,
             CpQuoteStyleId          style,
             const char      *label,
             gint64           cents,
             double           y)
{
  g_autofree char *amount = cp_quote_format_amount (self->quote, cents);
  double h;

  h = _cp_quote_add_text (self, block, style, label, self->col_quantity - CELL_GAP, y,
                self->col_amount - self->col_quantity, PANGO_ALIGN_RIGHT);
  h = MAX (h, _cp_quote_add_text (self, block, style, amount, self->col_amount - CELL_GAP, y,
                        self->width - self->col_amount + CELL_GAP, PANGO_ALIGN_RIGHT));

  return h;
}

/* The subtotal, the tax at its rate, and the total, with the currency. */
static void
build_sums (CpQuoteRenderer *self)
{
  g_autofree char *currency = cp_currency_dup_total_note (cp_quote_get_currency (self->quote));
  g_autofree char *tax = cp_quote_dup_tax_text (self->quote);
  g_autofree char *exchange = cp_quote_dup_exchange_rate_text (self->quote);
  gboolean included = cp_quote_get_tax_included (self->quote);
  CpQuoteBlock *block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_TABLE_ROW, 0);
  double y = ROW_PAD;

  /* Prices that include the tax add up to the total; the tax they hold
   * is said under it. */
  if (!included)
    {
      y += add_sum_row (self, block, STYLE_NUMBER, _("Subtotal"),
                        cp_quote_get_subtotal_cents (self->quote), y) + 3;
      y += add_sum_row (self, block, STYLE_NUMBER, tax, cp_quote_get_tax_cents (self->quote), y) + 4;
      _cp_quote_add_shape (block, CP_QUOTE_SHAPE_LINE, &_cp_quote_palette.ink, self->col_unit_price, y,
                 self->width - self->col_unit_price, 1, 0);
      y += 1 + ROW_PAD;
    }
  y += add_sum_row (self, block, STYLE_TOTAL, _("Total"), cp_quote_get_total_cents (self->quote), y);
  if (included)
    y += 3 + add_sum_row (self, block, STYLE_NUMBER, tax, cp_quote_get_tax_cents (self->quote), y + 3);
  y += 2 + _cp_quote_add_text (self, block, STYLE_DETAIL, currency, self->col_quantity, y + 2,
                     self->width - self->col_quantity, PANGO_ALIGN_RIGHT);
  if (exchange != NULL)
    y += 1 + _cp_quote_add_text (self, block, STYLE_DETAIL, exchange, self->col_quantity, y + 1,
                                 self->width - self->col_quantity, PANGO_ALIGN_RIGHT);
  block->height = y + ROW_PAD;
}

/* How wide @text is in @style, on one line. */
static double
measure_width (CpQuoteRenderer *self,
               CpQuoteStyleId   style,
               const char      *text)
{
  CpQuoteBlock *probe = _cp_quote_block_new (CP_QUOTE_BLOCK_PLAIN);
  PangoRectangle logical;

  _cp_quote_add_text (self, probe, style, text, 0, 0, -1, PANGO_ALIGN_LEFT);
  pango_layout_get_extents (g_array_index (probe->texts, CpQuoteText, 0).layout, NULL, &logical);
  _cp_quote_block_free (probe);

  return (double) logical.width / PANGO_SCALE;
}

/* The units, then each group of extras under its label, then the sums. */
static void
build_line_items (CpQuoteRenderer *self)
{
  guint n_lines = cp_quote_get_n_lines (self->quote);
  CpQuoteLineKind group = CP_QUOTE_LINE_UNITS;

  /* Numbers get the room the widest of them needs (amounts in som are
   * longer than in dollars); the item the rest. */
  double amount_width = 92, price_width = 84;

  {
    g_autofree char *total = cp_quote_format_amount (self->quote,
                                                     cp_quote_get_total_cents (self->quote));

    amount_width = MAX (amount_width, measure_width (self, STYLE_TOTAL, total) + 2);
    for (guint i = 0; i < n_lines; i++)
      {
        const CpQuoteLine *line = cp_quote_get_line (self->quote, i);
        g_autofree char *price = cp_quote_format_amount (self->quote, line->unit_price_cents);

        price_width = MAX (price_width, measure_width (self, STYLE_NUMBER, price) + 2);
      }
    amount_width = MIN (amount_width, self->width * 0.22);
    price_width = MIN (price_width, self->width * 0.2);
  }
  self->col_amount = self->width - amount_width;
  self->col_unit_price = self->col_amount - CELL_GAP - price_width;
  self->col_quantity = self->col_unit_price - CELL_GAP - 40;
  self->col_index = 0;
  self->col_item = n_lines >= 100 ? 26 : 18;

  _cp_quote_add_heading (self, _("Line items"));
  g_ptr_array_add (self->blocks, build_table_head (self));

  for (guint i = 0; i < n_lines; i++)
    {
      CpQuoteLineKind kind = cp_quote_get_line (self->quote, i)->kind;

      if (kind != group && group_label (kind) != NULL)
        add_group_row (self, group_label (kind));
      group = kind;
      add_line_row (self, i);
    }

  /* The last row stays with the sums: they are never alone on a page. */
  ((CpQuoteBlock *) g_ptr_array_index (self->blocks, self->blocks->len - 1))->keep_with_next = TRUE;
  build_sums (self);

  self->table_continued = _cp_quote_block_new (CP_QUOTE_BLOCK_PLAIN);
  self->table_continued->height = _cp_quote_add_text (self, self->table_continued, STYLE_HEADING,
                                            /* TRANSLATORS: the heading of the line items
                                             * on a page after the first */
                                            _("Line items, continued"), 0, 0, self->width,
                                            PANGO_ALIGN_LEFT) + HEADING_GAP;
}

/* A combined figure, as large as fits on one line of @width: a price in
 * som is twice as long as one in dollars. Returns its height. */
static double
add_figure (CpQuoteRenderer *self,
            CpQuoteBlock    *block,
            const char      *text,
            double           x,
            double           y,
            double           width)
{
  static const CpQuoteStyleId sizes[] = { STYLE_FIGURE, STYLE_SUBJECT, STYLE_TOTAL };
  double h = 0;

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      CpQuoteText *added;

      h = _cp_quote_add_text (self, block, sizes[i], text, x, y, width, PANGO_ALIGN_LEFT);
      added = &g_array_index (block->texts, CpQuoteText, block->texts->len - 1);
      if (pango_layout_get_line_count (added->layout) <= 1 || i + 1 == G_N_ELEMENTS (sizes))
        break;
      g_object_unref (added->layout);
      g_array_set_size (block->texts, block->texts->len - 1);
    }

  return h;
}

/* The three combined numbers, side by side, each with what it means. */
static void
build_figures (CpQuoteRenderer *self)
{
  CpBuild *build = cp_quote_get_build (self->quote);
  g_autofree char *memory = cp_format_memory (cp_build_get_memory_mb (build));
  g_autofree char *memory_note = cp_build_dup_memory_note (build);
  g_autofree char *power = cp_format_power (cp_build_get_power_w (build));
  g_autofree char *power_each = cp_unit_dup_power_per_unit (cp_build_get_unit (build));
  g_autofree char *power_comparison = cp_build_dup_power_comparison (build);
  g_autofree char *power_source = cp_build_dup_comparison_source (build);
  g_autofree char *power_note = power_comparison != NULL
                                ? g_strdup_printf ("%s\n%s", power_each, power_comparison)
                                : g_strdup (power_each);
  const CpQuoteLine *units = cp_quote_get_line (self->quote, 0);
  g_autofree char *price = cp_quote_format_amount (self->quote, units->total_cents);
  g_autofree char *unit_price = cp_quote_format_amount (self->quote, units->unit_price_cents);
  g_autofree char *unit_count = cp_format_integer (units->quantity);
  /* TRANSLATORS: the price of a build's units, e.g. "6 × $199,000" */
  g_autofree char *price_each = g_strdup_printf (_("%s × %s"), unit_count, unit_price);
  /* TRANSLATORS: under the combined price on a quote, e.g. "6 × $199,000,
   * the units alone" */
  g_autofree char *price_note = g_strdup_printf (_("%s, the units alone"), price_each);
  struct { const char *label; const char *value; const char *note; const char *source; } cells[] = {
    { _("Combined GPU memory"), memory, memory_note, NULL },
    { _("Combined power"), power, power_note, power_source },
    { _("Combined price"), price, price_note, NULL },
  };
  double gap = CELL_GAP;
  double cell_width = (self->width - 2 * gap) / 3;
  double inner = cell_width - 2 * PANEL_PAD;
  double height = 0;
  CpQuoteBlock *block;

  /* No heading: each box says what it combines. */
  block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_PLAIN, SECTION_GAP + 4);

  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    {
      double x = i * (cell_width + gap) + PANEL_PAD;
      double y = PANEL_PAD;

      y += _cp_quote_add_text (self, block, STYLE_LABEL, cells[i].label, x, y, inner, PANGO_ALIGN_LEFT);
      y += 3 + add_figure (self, block, cells[i].value, x, y + 3, inner);
      if (cells[i].note != NULL)
        y += 2 + _cp_quote_add_text (self, block, STYLE_BODY, cells[i].note, x, y + 2, inner, PANGO_ALIGN_LEFT);
      if (cells[i].source != NULL)
        y += 2 + _cp_quote_add_text (self, block, STYLE_DETAIL, cells[i].source, x, y + 2, inner, PANGO_ALIGN_LEFT);
      height = MAX (height, y + PANEL_PAD);
    }

  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    g_array_prepend_val (block->shapes, ((CpQuoteShape) { CP_QUOTE_SHAPE_FILL, &_cp_quote_palette.panel,
                                                          i * (cell_width + gap), 0,
                                                          cell_width, height, 4 }));
  block->height = height;
}

/* Whether the memory is one pool or only adds up on paper, in words, with
 * a bar in green or red beside it. */
static void
build_verdict (CpQuoteRenderer *self)
{
  CpBuild *build = cp_quote_get_build (self->quote);
  CpPlan *plan = cp_quote_get_plan (self->quote);
  g_autofree char *names = cp_plan_dup_models_title (plan);
  g_autofree char *title = cp_build_dup_memory_heading (build);
  /* With a workload, the per-GPU figures say what is left; the headline
   * does not add it all up over them. */
  g_autofree char *per_gpu = cp_serving_dup_free_per_gpu (build);
  g_autofree char *verdict = per_gpu != NULL ? cp_build_dup_pool_verdict (build)
                                             : cp_build_dup_verdict (build);
  g_autofree char *explanation = cp_build_dup_memory_explanation (build, names);
  double x = 3 + PANEL_PAD + 2;
  double width = self->width - x - PANEL_PAD;
  double y = PANEL_PAD;
  CpQuoteBlock *block;

  block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_PLAIN, 12);
  y += _cp_quote_add_text (self, block, STYLE_BODY_BOLD, title, x, y, width, PANGO_ALIGN_LEFT);
  y += 2 + _cp_quote_add_text (self, block, STYLE_BODY, verdict, x, y + 2, width, PANGO_ALIGN_LEFT);
  if (per_gpu != NULL)
    y += 1 + _cp_quote_add_text (self, block, STYLE_BODY, per_gpu, x, y + 1, width, PANGO_ALIGN_LEFT);
  y += 2 + _cp_quote_add_text (self, block, STYLE_DETAIL, explanation, x, y + 2, width, PANGO_ALIGN_LEFT);
  block->height = y + PANEL_PAD;

  _cp_quote_add_shape (block, CP_QUOTE_SHAPE_FILL, &_cp_quote_palette.panel, 0, 0, self->width, block->height, 0);
  _cp_quote_add_shape (block, CP_QUOTE_SHAPE_FILL, cp_build_get_pooled (build) ? &_cp_quote_palette.pooled : &_cp_quote_palette.isolated,
             0, 0, 3, block->height, 0);
}

/* The topology diagram, in a frame, kept whole on one page. Its height
 * is settled when the pages are: between a smallest and a preferred one,
 * so that it and the notes after it can share the page. */
static void
build_diagram (CpQuoteRenderer *self,
               double           body_height)
{
  CpQuoteBlock *block;

  /* No heading either: the diagram has a title of its own. */
  block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_DIAGRAM, 12);
  block->preferred_height = MIN (self->width * 0.46, body_height);
  block->min_height = MIN (150, block->preferred_height);
  block->height = block->preferred_height;
}

/* Whether the quote has lines after the units'. */
static gboolean
has_extras (CpQuote *quote)
{
  for (guint i = 0; i < cp_quote_get_n_lines (quote); i++)
    if (cp_quote_get_line (quote, i)->kind != CP_QUOTE_LINE_UNITS)
      return TRUE;

  return FALSE;
}

/* "About these figures", written for the customer: the totals are
 * arithmetic and claim no speed, what one unit is, what the prices are,
 * how the accessories and services are counted, and that the store names
 * the source of any figure. The catalog's own source notes are the
 * store's bookkeeping and stay out of the quote. */
static void
build_notes (CpQuoteRenderer *self)
{
  CpBuild *build = cp_quote_get_build (self->quote);
  g_autofree char *count = cp_format_integer (cp_build_get_count (build));
  g_autofree char *prices_date = cp_quote_dup_prices_date_text (self->quote);
  g_autofree char *until = cp_quote_dup_valid_until_text (self->quote);
  g_autofree char *currency = cp_currency_dup_in_words (cp_quote_get_currency (self->quote));
  g_autofree char *arithmetic = NULL;
  g_autofree char *facts = cp_unit_dup_facts (cp_build_get_unit (build));
  g_autofree char *prices = NULL;
  const char *notes[5] = { NULL, };
  guint n_notes = 0;
  double column_width = (self->width - 2 * CELL_GAP) / 2;
  double heights[G_N_ELEMENTS (notes)];
  double total = 0, left = 0, right = 0;
  CpQuoteBlock *probe, *block;

  _cp_quote_add_heading (self, _("About these figures"));

  arithmetic = g_strdup_printf (ngettext ("The combined numbers are arithmetic: the memory, power "
                                          "and price of %s unit added up. Memory, power and price "
                                          "add up; speed does not. This quote makes no speed or "
                                          "throughput claim: real-world throughput depends on the "
                                          "interconnect and the software.",
                                          "The combined numbers are arithmetic: the memory, power "
                                          "and price of %s units added up. Memory, power and price "
                                          "add up; speed does not. This quote makes no speed or "
                                          "throughput claim: real-world throughput depends on the "
                                          "interconnect and the software.",
                                          cp_format_plural_count (cp_build_get_count (build))),
                                count);
  notes[n_notes++] = arithmetic;
  notes[n_notes++] = facts;

  if (prices_date != NULL)
    /* TRANSLATORS: e.g. "Prices are estimates as of 1 December 2026, in US
     * dollars; this quote is valid until 31 December 2026."; the second %s
     * is the currency, e.g. "in US dollars" */
    prices = g_strdup_printf (_("Prices are estimates as of %s, %s; this quote is valid "
                                "until %s."), prices_date, currency, until);
  else
    /* TRANSLATORS: e.g. "Prices are estimates, in US dollars; this quote
     * is valid until 31 December 2026."; the first %s is the currency */
    prices = g_strdup_printf (_("Prices are estimates, %s; this quote is valid until %s."),
                              currency, until);
  notes[n_notes++] = prices;

  if (has_extras (self->quote))
    notes[n_notes++] = _("The accessories and services are counted for this build by the "
                         "store’s rules, as the note under each line says.");
  notes[n_notes++] = _("The store names the source of any figure on request.");

  /* Small print in two balanced columns: the first notes on the left
   * until about half the height, the rest on the right. */
  probe = _cp_quote_block_new (CP_QUOTE_BLOCK_PLAIN);
  for (guint i = 0; i < n_notes; i++)
    {
      heights[i] = _cp_quote_add_note (self, probe, notes[i], 0, 0, column_width) + 3;
      total += heights[i];
    }
  _cp_quote_block_free (probe);

  block = _cp_quote_append_block (self, CP_QUOTE_BLOCK_PLAIN, 0);
  for (guint i = 0; i < n_notes; i++)
    {
      if (left == 0 || left + heights[i] / 2 <= total / 2)
        {
          _cp_quote_add_note (self, block, notes[i], 0, left, column_width);
          left += heights[i];
        }
      else
        {
          _cp_quote_add_note (self, block, notes[i], column_width + 2 * CELL_GAP, right, column_width);
          right += heights[i];
        }
    }
  block->height = MAX (left, right) - 3;
}

/* The store's contacts on one line, for the foot of every page: "+996
 * … · sales@… · example.kg · Tax number 0123…"; "" when it has none. */
static char *
dup_footer_contacts (CpQuote *quote)
{
  g_autofree char *contacts = dup_store_contacts (quote);
  g_auto(GStrv) lines = g_strsplit (contacts, "\n", -1);

  return g_strjoinv (" · ", lines);
}

/* Footers, once the number of pages is known: the store, the quote and
 * its validity, the page; under them the store's contacts, so that every
 * page says how to reach it. */
void
_cp_quote_build_footers (CpQuoteRenderer *self)
{
  g_autofree char *number = cp_quote_dup_number_text (self->quote);
  g_autofree char *until = cp_quote_dup_valid_until_text (self->quote);
  /* TRANSLATORS: the left of a quote's footer, e.g. "Bektursun's AI Hardware
   * Store · Quote Q-0001 · valid until 31 December 2026" */
  g_autofree char *left = g_strdup_printf (_("%s · Quote %s · valid until %s"),
                                           cp_quote_get_store_name (self->quote), number, until);
  g_autofree char *contacts = dup_footer_contacts (self->quote);
  double page_width = 80;

  self->footers = g_ptr_array_new_with_free_func (_cp_quote_block_free);

  for (guint page = 0; page < self->n_pages; page++)
    {
      CpQuoteBlock *block = _cp_quote_block_new (CP_QUOTE_BLOCK_PLAIN);
      /* TRANSLATORS: in the footer of every page of a quote, e.g. "Page 1 of 2" */
      g_autofree char *of = g_strdup_printf (_("Page %u of %u"), page + 1, self->n_pages);
      double h;

      _cp_quote_add_shape (block, CP_QUOTE_SHAPE_LINE, &_cp_quote_palette.hairline, 0, 0, self->width, 0.5, 0);
      h = _cp_quote_add_text (self, block, STYLE_FOOTER, left, 0, 5, self->width - page_width - CELL_GAP,
                    PANGO_ALIGN_LEFT);
      h = MAX (h, _cp_quote_add_text (self, block, STYLE_FOOTER, of, self->width - page_width, 5, page_width,
                            PANGO_ALIGN_RIGHT));
      if (*contacts != '\0')
        h += 1 + _cp_quote_add_text (self, block, STYLE_FOOTER, contacts, 0, 5 + h + 1,
                                     self->width - page_width - CELL_GAP, PANGO_ALIGN_LEFT);
      block->height = h + 5;
      g_ptr_array_add (self->footers, block);
    }
}

/* How tall a page's footer is. */
double
_cp_quote_footer_height (CpQuoteRenderer *self)
{
  CpQuoteBlock *probe = _cp_quote_block_new (CP_QUOTE_BLOCK_PLAIN);
  g_autofree char *contacts = dup_footer_contacts (self->quote);
  double h = _cp_quote_add_text (self, probe, STYLE_FOOTER, "Page 1 of 1", 0, 0, -1, PANGO_ALIGN_LEFT) + 5;

  if (*contacts != '\0')
    h += 1 + _cp_quote_add_text (self, probe, STYLE_FOOTER, contacts, 0, 0,
                                 self->width - 80 - CELL_GAP, PANGO_ALIGN_LEFT);
  _cp_quote_block_free (probe);

  return h;
}

/* The heads of the first page and of the pages after it. */
void
_cp_quote_build_heads (CpQuoteRenderer *self)
{
  build_letterhead (self);
  build_running_head (self);
}

/* The blocks of the body, in their order, for pages whose body is
 * @body_height tall. */
void
_cp_quote_build_body (CpQuoteRenderer *self,
                      double           body_height)
{
  build_summary (self);
  _cp_quote_build_notice (self);
  _cp_quote_build_caveats (self);
  build_line_items (self);
  build_figures (self);
  build_verdict (self);
  _cp_quote_build_serving (self);
  _cp_quote_build_speed (self);
  _cp_quote_build_site (self);
  build_diagram (self, body_height);
  build_notes (self);
  _cp_quote_build_terms (self);
  _cp_quote_build_acceptance (self);
}

/* The frame around the diagram, once pagination has settled its height. */
void
_cp_quote_frame_diagram (CpQuoteRenderer *self,
                         CpQuoteBlock    *block)
{
  _cp_quote_add_shape (block, CP_QUOTE_SHAPE_STROKE, &_cp_quote_palette.hairline, 0, 0, self->width, block->height, 4);
}
