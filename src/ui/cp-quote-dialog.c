/* cp-quote-dialog.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-format.h"
#include "cp-quote-dialog.h"

/* Asks who a quote is for, just before it is exported or printed: one
 * field, filled in with the default customer, that Enter confirms and
 * Escape cancels. On "continue" the customer goes into the quote and
 * ::quote-ready follows. */
struct _CpQuoteDialog
{
  AdwMessageDialog  parent_instance;

  CpQuote          *quote;
  CpQuotePurpose    purpose;

  AdwEntryRow      *customer_row;
};

G_DEFINE_FINAL_TYPE (CpQuoteDialog, cp_quote_dialog, ADW_TYPE_MESSAGE_DIALOG)

enum {
  QUOTE_READY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
response_cb (CpQuoteDialog *self,
             const char    *response)
{
  if (g_strcmp0 (response, "continue") != 0)
    return;

  cp_quote_set_customer (self->quote, gtk_editable_get_text (GTK_EDITABLE (self->customer_row)));
  g_signal_emit (self, signals[QUOTE_READY], 0, self->quote);
}

static void
cp_quote_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CP_TYPE_QUOTE_DIALOG);

  G_OBJECT_CLASS (cp_quote_dialog_parent_class)->dispose (object);
}

static void
cp_quote_dialog_finalize (GObject *object)
{
  CpQuoteDialog *self = CP_QUOTE_DIALOG (object);

  g_clear_object (&self->quote);

  G_OBJECT_CLASS (cp_quote_dialog_parent_class)->finalize (object);
}

static void
cp_quote_dialog_class_init (CpQuoteDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cp_quote_dialog_dispose;
  object_class->finalize = cp_quote_dialog_finalize;

  /**
   * CpQuoteDialog::quote-ready:
   * @quote: the quote, with its customer
   *
   * The person confirmed: the quote is to be exported or printed.
   */
  signals[QUOTE_READY] = g_signal_new ("quote-ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, CP_TYPE_QUOTE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/bektursun/ClusterPlanner/ui/cp-quote-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CpQuoteDialog, customer_row);
  gtk_widget_class_bind_template_callback (widget_class, response_cb);
}

static void
cp_quote_dialog_init (CpQuoteDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * cp_quote_dialog_new:
 * @parent: the window it belongs to
 * @quote: the quote, with the store's settings applied
 * @purpose: whether it is to be exported or printed
 */
GtkWidget *
cp_quote_dialog_new (GtkWindow      *parent,
                     CpQuote        *quote,
                     CpQuotePurpose  purpose)
{
  CpQuoteDialog *self;
  CpBuild *build;
  g_autofree char *number = NULL;
  g_autofree char *title = NULL;
  g_autofree char *price = NULL;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (CP_IS_QUOTE (quote), NULL);

  self = g_object_new (CP_TYPE_QUOTE_DIALOG, "transient-for", parent, NULL);
  self->quote = g_object_ref (quote);
  self->purpose = purpose;

  build = cp_quote_get_build (quote);
  number = cp_quote_dup_number_text (quote);
  title = cp_build_dup_title (build);
  price = cp_format_price (cp_quote_get_total_cents (quote));

  if (purpose == CP_QUOTE_PURPOSE_PRINT)
    {
      adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), _("Print Quote"));
      adw_message_dialog_set_response_label (ADW_MESSAGE_DIALOG (self), "continue", _("_Print…"));
    }
  else
    {
      adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), _("Export Quote"));
      adw_message_dialog_set_response_label (ADW_MESSAGE_DIALOG (self), "continue", _("_Export…"));
    }

  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (self),
                                  /* TRANSLATORS: e.g. "Quote Q-0001 for the Startup
                                   * Build, 3 × NVIDIA DGX H100: $597,000. Who is it for?" */
                                  _("Quote %s for the %s, %s: %s. Who is it for?"),
                                  number,
                                  cp_item_get_name (CP_ITEM (cp_build_get_tier (build))),
                                  title, price);

  gtk_editable_set_text (GTK_EDITABLE (self->customer_row), cp_quote_get_customer (quote));

  return GTK_WIDGET (self);
}

CpQuote *
cp_quote_dialog_get_quote (CpQuoteDialog *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_DIALOG (self), NULL);

  return self->quote;
}

CpQuotePurpose
cp_quote_dialog_get_purpose (CpQuoteDialog *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_DIALOG (self), CP_QUOTE_PURPOSE_EXPORT);

  return self->purpose;
}
