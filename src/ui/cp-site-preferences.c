/* cp-site-preferences.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-site-preferences"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "cp-combo-items.h"
#include "cp-site-preferences.h"
#include "cp-site-settings.h"
#include "cp-site-words.h"
#include "cp-spin-numbers.h"

/* Preferences' Site page: the room's supply, the electricity tariff, the
 * facility's PUE and the average load, for the site requirements of every
 * build (docs/site.md). A page of its own, bound to the site-* keys. */

/* The supply row's choices, in order: "auto", then the supplies. */
static const char *const supply_keys[] = { "auto", "230v-1", "400v-3", "120v-1", "208v-3" };

static gboolean
supply_to_selected (GValue   *value,
                    GVariant *variant,
                    gpointer  user_data)
{
  const char *key = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (supply_keys); i++)
    if (g_str_equal (key, supply_keys[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }

  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
selected_to_supply (const GValue       *value,
                    const GVariantType *expected_type,
                    gpointer            user_data)
{
  guint selected = g_value_get_uint (value);

  if (selected >= G_N_ELEMENTS (supply_keys))
    selected = 0;

  return g_variant_new_string (supply_keys[selected]);
}

/* The load share is kept in percent: the spin shows it so. */
static GtkWidget *
spin_row (AdwPreferencesGroup *group,
          const char          *title,
          const char          *subtitle,
          double               lower,
          double               upper,
          double               step,
          guint                digits,
          GtkSpinButton      **spin_out)
{
  GtkWidget *row = adw_action_row_new ();
  GtkAdjustment *adjustment = gtk_adjustment_new (lower, lower, upper, step, step * 10, 0);
  GtkWidget *spin = gtk_spin_button_new (adjustment, step, digits);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  cp_spin_button_use_locale_numbers (GTK_SPIN_BUTTON (spin));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  /* Named once: libadwaita 1.2 labels a row's activatable widget by the
   * row's title too, and it was heard "Write-off Write-off". */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  adw_preferences_group_add (group, row);
  *spin_out = GTK_SPIN_BUTTON (spin);

  return row;
}

/**
 * cp_site_preferences_page_new:
 * @settings: the app's settings
 *
 * Returns: (transfer floating): the Site page of Preferences.
 */
AdwPreferencesPage *
cp_site_preferences_page_new (GSettings *settings)
{
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  AdwPreferencesGroup *power = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *running = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  g_autoptr(GtkStringList) choices = gtk_string_list_new (NULL);
  g_autofree char *automatic = NULL;
  g_autofree char *here = cp_site_dup_supply (cp_site_settings_locale_supply ());
  GtkWidget *supply_row = adw_combo_row_new ();
  GtkSpinButton *spin;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  /* TRANSLATORS: a page of Preferences: the room builds go in */
  adw_preferences_page_set_title (page, _("Site"));
  adw_preferences_page_set_icon_name (page, "ac-adapter-symbolic");
  gtk_widget_set_name (GTK_WIDGET (page), "site");

  /* TRANSLATORS: a group of Preferences */
  adw_preferences_group_set_title (power, _("Power"));
  adw_preferences_group_set_description (power,
                                         _("The supply of the room builds go in, for their "
                                           "current and circuits. Circuits are of 32 A (16 A for "
                                           "a desktop build), loaded to 80 percent."));
  /* TRANSLATORS: the automatic choice of the site's supply, e.g. "From the
   * language’s country (230 V single-phase)" */
  automatic = g_strdup_printf (_("From the language’s country (%s)"), here);
  gtk_string_list_append (choices, automatic);
  for (CpSiteSupply supply = CP_SITE_SUPPLY_230_1; supply <= CP_SITE_SUPPLY_LAST; supply++)
    {
      g_autofree char *name = cp_site_dup_supply (supply);

      gtk_string_list_append (choices, name);
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (supply_row), _("Supply"));
  adw_combo_row_set_model (ADW_COMBO_ROW (supply_row), G_LIST_MODEL (choices));
  /* "From the language’s country (230 V single-phase)" whole, in the
   * list and under the row's title: beside it, it broke the title in two
   * at 360 pixels. */
  cp_combo_row_show_whole_items (ADW_COMBO_ROW (supply_row));
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (supply_row), TRUE);
  g_settings_bind_with_mapping (settings, "site-supply", supply_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, supply_to_selected, selected_to_supply,
                                NULL, NULL);
  adw_preferences_group_add (power, supply_row);
  adw_preferences_page_add (page, power);

  /* TRANSLATORS: a group of Preferences: what electricity costs a build */
  adw_preferences_group_set_title (running, _("Running Costs"));
  adw_preferences_group_set_description (running,
                                         _("Shown beside a build’s price, never added to it."));
  spin_row (running, _("Electricity tariff"),
            _("Per kWh, in the catalog’s currency; 0.13 is about the US commercial average "
              "(EIA, 2023)"),
            0, 1000, 0.01, 3, &spin);
  g_settings_bind (settings, "site-tariff", spin, "value", G_SETTINGS_BIND_DEFAULT);
  spin_row (running, _("Facility overhead (PUE)"),
            _("Energy the facility uses for each kWh of the hardware; 1.58 is the average of "
              "the Uptime Institute’s 2023 survey. Not applied to desktop builds"),
            1, 5, 0.01, 2, &spin);
  g_settings_bind (settings, "site-pue", spin, "value", G_SETTINGS_BIND_DEFAULT);
  spin_row (running, _("Average load"),
            _("Percent of full power a build draws on average; 50 is an assumption"),
            0, 100, 5, 0, &spin);
  g_settings_bind (settings, "site-load-share", spin, "value", G_SETTINGS_BIND_DEFAULT);
  spin_row (running, _("Write-off"),
            _("Years a build’s price is spread over for the cost floor per million tokens, "
              "with the tariff above; 3 by default"),
            1, 20, 1, 0, &spin);
  g_settings_bind (settings, "cost-write-off-years", spin, "value", G_SETTINGS_BIND_DEFAULT);
  adw_preferences_page_add (page, running);

  return page;
}
