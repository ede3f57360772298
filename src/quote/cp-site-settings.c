/* cp-site-settings.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-site-settings"

#include "config.h"

#include <string.h>

#include "cp-site-settings.h"

/* The site's supply, tariff, PUE and average load as Preferences keep them
 * (keys site-*), for the site requirements the card, Compare, the quote and
 * the command line show (docs/site.md). */

/* The territory of the user's language ("US" of "en_US.UTF-8"), or NULL. */
static char *
locale_territory (void)
{
  const char *const *names = g_get_language_names ();
  const char *name = names != NULL ? names[0] : NULL;
  const char *start;
  gsize length;

  if (name == NULL || (start = strchr (name, '_')) == NULL)
    return NULL;

  start++;
  length = strcspn (start, ".@");
  if (length == 0)
    return NULL;

  return g_strndup (start, length);
}

/* site.md §3: the supply Preferences default to ("auto"). */
CpSiteSupply
cp_site_settings_locale_supply (void)
{
  g_autofree char *territory = locale_territory ();

  return cp_site_supply_for_territory (territory);
}

void
cp_site_settings_read (GSettings      *settings,
                       CpSiteSettings *site)
{
  g_autofree char *supply = NULL;

  g_return_if_fail (site != NULL);

  cp_site_settings_init_default (site);
  site->supply = cp_site_settings_locale_supply ();
  if (settings == NULL)
    return;

  supply = g_settings_get_string (settings, "site-supply");
  if (g_strcmp0 (supply, "auto") != 0)
    cp_site_supply_from_string (supply, &site->supply);
  site->tariff_per_kwh = g_settings_get_double (settings, "site-tariff");
  site->pue = g_settings_get_double (settings, "site-pue");
  site->load_share = g_settings_get_uint (settings, "site-load-share") / 100.0;
  site->write_off_years = g_settings_get_uint (settings, "cost-write-off-years");
}

/**
 * cp_speed_terms_read:
 * @settings: (nullable): the app's settings, or %NULL for the defaults
 * @terms: (out caller-allocates): the write-off and tariff the cost floor
 *   per million tokens is worked out with (docs/sizing.md §13.5)
 */
void
cp_speed_terms_read (GSettings    *settings,
                     CpSpeedTerms *terms)
{
  CpSiteSettings site;

  g_return_if_fail (terms != NULL);

  cp_site_settings_read (settings, &site);
  cp_speed_terms_from_site (&site, terms);
}

/* The write-off and tariff of @site, as the cost floor takes them. */
void
cp_speed_terms_from_site (const CpSiteSettings *site,
                          CpSpeedTerms         *terms)
{
  g_return_if_fail (site != NULL && terms != NULL);

  terms->write_off_years = site->write_off_years;
  terms->tariff_usd_per_kwh = site->tariff_per_kwh;
  terms->pue = site->pue;
}
