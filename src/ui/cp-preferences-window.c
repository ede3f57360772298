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

#include "cp-preferences-window.h"
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

static void
cp_preferences_window_dispose (GObject *object)
{
  CpPreferencesWindow *self = CP_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), CP_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (cp_preferences_window_parent_class)->dispose (object);
}

static void
cp_preferences_window_class_init (CpPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

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
