/* cp-preferences-window.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-preferences-window"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "cp-accessible-names.h"
#include "cp-combo-items.h"
#include "cp-format.h"
#include "cp-money.h"
#include "cp-preferences-window.h"
#include "cp-quote-register.h"
#include "cp-settings.h"
#include "cp-site-preferences.h"
#include "cp-spin-numbers.h"
#include "cp-window.h"

struct _CpPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;

  AdwActionRow         *catalog_row;
  GtkWidget            *revert_button;
  AdwPreferencesPage   *quotes_page;
  AdwEntryRow          *store_name_row;
  GtkTextView          *store_address_view;
  AdwEntryRow          *prefix_row;
  GtkSpinButton        *next_number_spin;
  GtkSpinButton        *validity_spin;
  AdwEntryRow          *default_customer_row;
  AdwEntryRow          *store_phone_row;
  AdwEntryRow          *store_email_row;
  AdwEntryRow          *store_website_row;
  AdwEntryRow          *store_tax_number_row;
  AdwEntryRow          *payment_terms_row;
  AdwEntryRow          *lead_time_row;
  GtkSpinButton        *tax_rate_spin;
  /* Where the customer pays and who signs; the quote's currency and tax
   * (issue 25). */
  AdwPreferencesGroup  *bank_group;
  AdwEntryRow          *store_bank_name_row;
  AdwEntryRow          *store_bank_account_row;
  AdwEntryRow          *store_bank_bic_row;
  AdwEntryRow          *seller_name_row;
  AdwEntryRow          *seller_title_row;
  AdwEntryRow          *tax_label_row;
  GtkSwitch            *tax_included_switch;
  AdwComboRow          *currency_row;
  AdwEntryRow          *exchange_rate_row;
  AdwEntryRow          *exchange_rate_date_row;
  /* The register, whose highest number "Next quote number" stays past. */
  CpQuoteRegister      *quotes;
};

G_DEFINE_FINAL_TYPE (CpPreferencesWindow, cp_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

static CpWindow *
get_planner (CpPreferencesWindow *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  return CP_IS_WINDOW (parent) ? CP_WINDOW (parent) : NULL;
}

static void
catalog_changed_cb (CpPreferencesWindow *self)
{
  CpWindow *planner = get_planner (self);
  CpCatalog *catalog = planner ? cp_session_get_catalog (cp_window_get_session (planner)) : NULL;

  adw_action_row_set_subtitle (self->catalog_row,
                               catalog ? cp_catalog_get_display_name (catalog) : "");
  gtk_widget_set_sensitive (self->revert_button,
                            catalog != NULL && cp_catalog_get_file (catalog) != NULL);
}

static void
open_clicked_cb (CpPreferencesWindow *self)
{
  CpWindow *planner = get_planner (self);

  if (planner != NULL)
    gtk_widget_activate_action (GTK_WIDGET (planner), "win.open-catalog", NULL);
}

static void
revert_clicked_cb (CpPreferencesWindow *self)
{
  CpWindow *planner = get_planner (self);

  if (planner != NULL)
    gtk_widget_activate_action (GTK_WIDGET (planner), "win.revert-catalog", NULL);
}

/* The tax rate is kept in hundredths of a percent and shown in percent. */
static gboolean
rate_to_percent (GValue   *value,
                 GVariant *variant,
                 gpointer  user_data)
{
  g_value_set_double (value, g_variant_get_uint32 (variant) / 100.0);

  return TRUE;
}

static GVariant *
percent_to_rate (const GValue       *value,
                 const GVariantType *expected_type,
                 gpointer            user_data)
{
  double percent = CLAMP (g_value_get_double (value), 0, 100);

  return g_variant_new_uint32 ((guint32) llround (percent * 100));
}

/* The currencies of the currency row, in its order; the first is the
 * catalog's, which the settings keep as "". */
static const char * const currency_codes[] = { "USD", "KGS", "EUR", "RUB" };

static gboolean
code_to_position (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  const char *code = g_variant_get_string (variant, NULL);

  g_value_set_uint (value, 0);
  for (guint i = 0; i < G_N_ELEMENTS (currency_codes); i++)
    if (g_ascii_strcasecmp (code, currency_codes[i]) == 0)
      g_value_set_uint (value, i);

  return TRUE;
}

static GVariant *
position_to_code (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  guint position = g_value_get_uint (value);

  return g_variant_new_string (position > 0 && position < G_N_ELEMENTS (currency_codes)
                               ? currency_codes[position] : "");
}

/* A rate or a date that no quote can use is marked as typed; the quote
 * says why when it is made. */
static void
exchange_changed_cb (CpPreferencesWindow *self)
{
  const char *rate = gtk_editable_get_text (GTK_EDITABLE (self->exchange_rate_row));
  const char *date = gtk_editable_get_text (GTK_EDITABLE (self->exchange_rate_date_row));
  gboolean other = adw_combo_row_get_selected (self->currency_row) > 0;
  gint64 value;

  if (other && !cp_money_parse_rate (rate, &value))
    gtk_widget_add_css_class (GTK_WIDGET (self->exchange_rate_row), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->exchange_rate_row), "error");

  if (*date != '\0' && !cp_format_is_iso_date (date))
    gtk_widget_add_css_class (GTK_WIDGET (self->exchange_rate_date_row), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->exchange_rate_date_row), "error");

  gtk_widget_set_sensitive (GTK_WIDGET (self->exchange_rate_row), other);
  gtk_widget_set_sensitive (GTK_WIDGET (self->exchange_rate_date_row), other);
}

/* "Next quote number" cannot go below the number the register would
 * give next whatever the settings say (past the highest issued), and
 * shows the true next: a setting below it is moved up to it. */
static void
update_number_floor (CpPreferencesWindow *self)
{
  GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (self->next_number_spin);
  guint least = self->quotes != NULL ? cp_quote_register_get_least_next (self->quotes, NULL) : 0;

  if (least == 0)
    return;

  gtk_adjustment_set_lower (adjustment, least);
  if (g_settings_get_uint (self->settings, "quote-next-number") < least)
    g_settings_set_uint (self->settings, "quote-next-number", least);
}

static void
cp_preferences_window_dispose (GObject *object)
{
  CpPreferencesWindow *self = CP_PREFERENCES_WINDOW (object);

  g_clear_object (&self->quotes);
  gtk_widget_dispose_template (GTK_WIDGET (object), CP_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (cp_preferences_window_parent_class)->dispose (object);
}

static void
cp_preferences_window_class_init (CpPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  cp_accessible_names_install ();
  object_class->dispose = cp_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/bektursun/ClusterPlanner/ui/cp-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, catalog_row);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, revert_button);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, quotes_page);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, store_name_row);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, store_address_view);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, prefix_row);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, next_number_spin);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, validity_spin);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, default_customer_row);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, store_phone_row);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, store_email_row);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, store_website_row);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, store_tax_number_row);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, payment_terms_row);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, lead_time_row);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, tax_rate_spin);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, bank_group);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, store_bank_name_row);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, store_bank_account_row);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, store_bank_bic_row);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, seller_name_row);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, seller_title_row);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, tax_label_row);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, tax_included_switch);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, currency_row);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, exchange_rate_row);
  gtk_widget_class_bind_template_child (widget_class, CpPreferencesWindow, exchange_rate_date_row);
  gtk_widget_class_bind_template_callback (widget_class, open_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, revert_clicked_cb);
}

static void
cp_preferences_window_init (CpPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  cp_spin_button_use_locale_numbers (self->next_number_spin);
  cp_spin_button_use_locale_numbers (self->validity_spin);
  cp_spin_button_use_locale_numbers (self->tax_rate_spin);

  /* The quote settings, written as they are typed; the address keeps its
   * line breaks. */
  self->settings = cp_settings_new ();
  g_settings_bind (self->settings, "store-name", self->store_name_row, "text",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "store-address",
                   gtk_text_view_get_buffer (self->store_address_view), "text",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "quote-prefix", self->prefix_row, "text",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "quote-next-number", self->next_number_spin, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "quote-validity-days", self->validity_spin, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "default-customer", self->default_customer_row, "text",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "store-phone", self->store_phone_row, "text",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "store-email", self->store_email_row, "text",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "store-website", self->store_website_row, "text",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "store-tax-number", self->store_tax_number_row, "text",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "quote-payment-terms", self->payment_terms_row, "text",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "quote-lead-time", self->lead_time_row, "text",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (self->settings, "quote-tax-rate", self->tax_rate_spin, "value",
                                G_SETTINGS_BIND_DEFAULT, rate_to_percent, percent_to_rate,
                                NULL, NULL);

  /* The room builds go in: a page of its own (cp-site-preferences.c). */
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self),
                              cp_site_preferences_page_new (self->settings));
  {
    static const struct { const char *key; gsize offset; } entries[] = {
      { "store-bank-name", G_STRUCT_OFFSET (CpPreferencesWindow, store_bank_name_row) },
      { "store-bank-account", G_STRUCT_OFFSET (CpPreferencesWindow, store_bank_account_row) },
      { "store-bank-bic", G_STRUCT_OFFSET (CpPreferencesWindow, store_bank_bic_row) },
      { "seller-name", G_STRUCT_OFFSET (CpPreferencesWindow, seller_name_row) },
      { "seller-title", G_STRUCT_OFFSET (CpPreferencesWindow, seller_title_row) },
      { "quote-tax-label", G_STRUCT_OFFSET (CpPreferencesWindow, tax_label_row) },
      { "quote-exchange-rate", G_STRUCT_OFFSET (CpPreferencesWindow, exchange_rate_row) },
      { "quote-exchange-rate-date", G_STRUCT_OFFSET (CpPreferencesWindow, exchange_rate_date_row) },
    };

    for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
      g_settings_bind (self->settings, entries[i].key,
                       G_STRUCT_MEMBER (GObject *, self, entries[i].offset), "text",
                       G_SETTINGS_BIND_DEFAULT);
  }
  g_settings_bind (self->settings, "quote-tax-included", self->tax_included_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  cp_combo_row_show_whole_items (self->currency_row);
  g_settings_bind_with_mapping (self->settings, "quote-currency", self->currency_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, code_to_position, position_to_code,
                                NULL, NULL);
  g_signal_connect_object (self->currency_row, "notify::selected",
                           G_CALLBACK (exchange_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->exchange_rate_row, "changed",
                           G_CALLBACK (exchange_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->exchange_rate_date_row, "changed",
                           G_CALLBACK (exchange_changed_cb), self, G_CONNECT_SWAPPED);
  exchange_changed_cb (self);

  /* A register that cannot be opened leaves the number as the settings
   * have it; issuing says what is wrong. */
  self->quotes = cp_quote_register_dup_shared (NULL);
  if (self->quotes != NULL)
    {
      GListModel *records = cp_quote_register_get_records (self->quotes, NULL);

      if (records != NULL)
        g_signal_connect_object (records, "items-changed", G_CALLBACK (update_number_floor), self,
                                 G_CONNECT_SWAPPED);
      update_number_floor (self);
    }
}

/**
 * cp_preferences_window_show_store_details:
 *
 * Opens on the quotes page, at the store's first empty detail, for a
 * quote that asked for them.
 */
void
cp_preferences_window_show_store_details (CpPreferencesWindow *self)
{
  static const struct { const char *key; gsize offset; } rows[] = {
    { "store-name", G_STRUCT_OFFSET (CpPreferencesWindow, store_name_row) },
    { "store-phone", G_STRUCT_OFFSET (CpPreferencesWindow, store_phone_row) },
    { "store-email", G_STRUCT_OFFSET (CpPreferencesWindow, store_email_row) },
    { "store-website", G_STRUCT_OFFSET (CpPreferencesWindow, store_website_row) },
    { "store-tax-number", G_STRUCT_OFFSET (CpPreferencesWindow, store_tax_number_row) },
    { "store-bank-name", G_STRUCT_OFFSET (CpPreferencesWindow, store_bank_name_row) },
    { "store-bank-account", G_STRUCT_OFFSET (CpPreferencesWindow, store_bank_account_row) },
    { "store-bank-bic", G_STRUCT_OFFSET (CpPreferencesWindow, store_bank_bic_row) },
    { "seller-name", G_STRUCT_OFFSET (CpPreferencesWindow, seller_name_row) },
    { "seller-title", G_STRUCT_OFFSET (CpPreferencesWindow, seller_title_row) },
  };

  g_return_if_fail (CP_IS_PREFERENCES_WINDOW (self));

  adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (self), self->quotes_page);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autofree char *value = g_settings_get_string (self->settings, rows[i].key);

      if (*g_strstrip (value) == '\0')
        {
          gtk_widget_grab_focus (G_STRUCT_MEMBER (GtkWidget *, self, rows[i].offset));
          break;
        }
    }
}

GtkWidget *
cp_preferences_window_new (GtkWindow *parent)
{
  CpPreferencesWindow *self = g_object_new (CP_TYPE_PREFERENCES_WINDOW,
                                            "transient-for", parent,
                                            NULL);

  if (CP_IS_WINDOW (parent))
    g_signal_connect_object (parent, "notify::catalog",
                             G_CALLBACK (catalog_changed_cb), self, G_CONNECT_SWAPPED);
  catalog_changed_cb (self);

  return GTK_WIDGET (self);
}
