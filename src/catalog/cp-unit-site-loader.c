/* cp-unit-site-loader.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-unit-site"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cp-json-fields.h"
#include "cp-unit-site-private.h"

/* A unit's optional "site" object (docs/catalog.md, "Site facts"): what
 * the room must give it, each figure from the object's "source". Read
 * strictly, through the same member reads as the rest of a catalog; a
 * figure it leaves out is shown as not published, never guessed. */

#define MAX_TEXT_LENGTH   CP_JSON_MAX_TEXT_LENGTH
#define MAX_RACK_UNITS    100
#define MAX_PER_RACK      1000
#define MAX_WEIGHT_KG     100000.0
#define MAX_SUPPLIES      1000
#define MAX_SUPPLY_W      1000000
#define MAX_CARD_W        100000
#define MAX_SLOTS         8
#define MAX_CONNECTORS    16

/* @text, in the user's language when it is the built-in catalog's
 * (@translate); shared by the catalog's loaders of optional objects. */
char *
_cp_catalog_dup_words (const char *text,
                       gboolean    translate)
{
  if (text == NULL)
    return NULL;

  return g_strdup (translate ? g_dgettext (GETTEXT_PACKAGE, text) : text);
}

static gboolean
read_supplies (const char  *file,
               JsonObject  *site_object,
               const char  *where,
               gboolean     translate,
               CpUnitSite  *site,
               GError     **error)
{
  g_autofree char *path = cp_json_path (where, "power_supplies");
  const char *input, *connector, *redundancy;
  JsonNode *node;
  JsonObject *object;

  if (!cp_json_find_member (file, site_object, where, "power_supplies", CP_JSON_OBJECT, FALSE,
                            &node, error))
    return FALSE;
  if (node == NULL)
    return TRUE;

  object = json_node_get_object (node);
  if (!cp_json_read_integer (file, object, path, "count", TRUE, 1, MAX_SUPPLIES,
                             &site->supply_count, error) ||
      !cp_json_read_integer (file, object, path, "rating_w", TRUE, 1, MAX_SUPPLY_W,
                             &site->supply_rating_w, error) ||
      !cp_json_read_string (file, object, path, "input", FALSE, MAX_TEXT_LENGTH, &input, error) ||
      !cp_json_read_string (file, object, path, "connector", FALSE, MAX_TEXT_LENGTH,
                            &connector, error) ||
      !cp_json_read_string (file, object, path, "redundancy", FALSE, MAX_TEXT_LENGTH,
                            &redundancy, error))
    return FALSE;

  site->supply_input = _cp_catalog_dup_words (input, translate);
  site->supply_connector = _cp_catalog_dup_words (connector, translate);
  site->supply_redundancy = g_strdup (redundancy);
  return TRUE;
}

static gboolean
read_cooling (const char  *file,
              JsonObject  *object,
              const char  *where,
              gboolean     translate,
              CpUnitSite  *site,
              GError     **error)
{
  g_autofree char *path = cp_json_path (where, "cooling");
  const char *cooling, *note;

  if (!cp_json_read_string (file, object, where, "cooling", FALSE, 16, &cooling, error) ||
      !cp_json_read_string (file, object, where, "cooling_note", FALSE, MAX_TEXT_LENGTH,
                            &note, error))
    return FALSE;

  if (cooling == NULL)
    site->facts.cooling = CP_COOLING_NOT_PUBLISHED;
  else if (strcmp (cooling, "air") == 0)
    site->facts.cooling = CP_COOLING_AIR;
  else if (strcmp (cooling, "liquid") == 0)
    site->facts.cooling = CP_COOLING_LIQUID;
  else
    return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, path,
                         /* TRANSLATORS: "air" and "liquid" are words of the file: keep them */
                         _("must be “air” or “liquid”"));

  site->cooling_note = _cp_catalog_dup_words (note, translate);
  return TRUE;
}

static gboolean
read_temperature (const char  *file,
                  JsonObject  *object,
                  const char  *where,
                  CpUnitSite  *site,
                  GError     **error)
{
  gboolean has_min, has_max;

  if (!cp_json_read_range (file, object, where, "temperature_min_c", FALSE, -60, 100,
                           &site->temperature_min_c, &has_min, error) ||
      !cp_json_read_range (file, object, where, "temperature_max_c", FALSE, -60, 100,
                           &site->temperature_max_c, &has_max, error))
    return FALSE;

  if (has_min != has_max)
    {
      g_autofree char *path = cp_json_path (where, has_min ? "temperature_max_c"
                                                           : "temperature_min_c");

      return cp_json_fail (file, error, CP_FILE_ERROR_MISSING, path,
                           _("is required with the other end of the temperature range"));
    }
  if (has_min && site->temperature_min_c >= site->temperature_max_c)
    {
      g_autofree char *path = cp_json_path (where, "temperature_max_c");

      return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, path,
                           _("must be above temperature_min_c"));
    }

  site->has_temperature = has_min;
  return TRUE;
}

static gboolean
read_card (const char  *file,
           JsonObject  *object,
           const char  *where,
           gboolean     translate,
           gboolean     desktop,
           CpUnitSite  *site,
           GError     **error)
{
  CpSiteUnit *facts = &site->facts;
  const char *connector;

  if (!cp_json_read_integer (file, object, where, "board_power_w", FALSE, 1, MAX_CARD_W,
                             &facts->board_power_w, error) ||
      !cp_json_read_integer (file, object, where, "slots", FALSE, 1, MAX_SLOTS,
                             &facts->slots, error) ||
      !cp_json_read_integer (file, object, where, "connectors", FALSE, 1, MAX_CONNECTORS,
                             &facts->connectors, error) ||
      !cp_json_read_string (file, object, where, "connector", FALSE, MAX_TEXT_LENGTH,
                            &connector, error) ||
      !cp_json_read_integer (file, object, where, "system_power_w", FALSE, 1, MAX_CARD_W,
                             &facts->system_power_w, error))
    return FALSE;

  if (facts->system_power_w > 0 && facts->board_power_w == 0)
    {
      g_autofree char *path = cp_json_path (where, "board_power_w");

      return cp_json_fail (file, error, CP_FILE_ERROR_MISSING, path,
                           _("is required with system_power_w"));
    }
  if (facts->system_power_w > 0 && facts->system_power_w < facts->board_power_w)
    {
      g_autofree char *path = cp_json_path (where, "system_power_w");

      return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, path,
                           _("must be at least board_power_w"));
    }
  if (!desktop && facts->system_power_w > 0)
    {
      g_autofree char *path = cp_json_path (where, "system_power_w");

      return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, path,
                           _("is for desktop cards only: this unit’s GPU is not one"));
    }

  site->card_connector = _cp_catalog_dup_words (connector, translate);
  return TRUE;
}

/* Reads @unit_object's "site", when there is one, into @site (which the
 * caller clears). @desktop says whether the unit is a desktop card:
 * a desktop card has no place in a rack. */
gboolean
_cp_unit_site_read (const char  *file,
                    JsonObject  *unit_object,
                    const char  *where,
                    gboolean     translate,
                    gboolean     desktop,
                    CpUnitSite  *site,
                    GError     **error)
{
  g_autofree char *path = cp_json_path (where, "site");
  const char *source;
  JsonNode *node;
  JsonObject *object;
  gboolean has_weight;

  memset (site, 0, sizeof *site);

  if (!cp_json_find_member (file, unit_object, where, "site", CP_JSON_OBJECT, FALSE, &node,
                            error))
    return FALSE;
  if (node == NULL)
    return TRUE;

  object = json_node_get_object (node);
  if (!cp_json_read_string (file, object, path, "source", TRUE, MAX_TEXT_LENGTH, &source,
                            error) ||
      !cp_json_read_integer (file, object, path, "rack_units", FALSE, 1, MAX_RACK_UNITS,
                             &site->facts.rack_units, error) ||
      !cp_json_read_integer (file, object, path, "per_rack", FALSE, 1, MAX_PER_RACK,
                             &site->facts.per_rack, error) ||
      !cp_json_read_number (file, object, path, "weight_kg", FALSE, MAX_WEIGHT_KG,
                            &site->facts.weight_kg, &has_weight, error) ||
      !read_cooling (file, object, path, translate, site, error) ||
      !read_temperature (file, object, path, site, error) ||
      !read_supplies (file, object, path, translate, site, error) ||
      !read_card (file, object, path, translate, desktop, site, error))
    {
      _cp_unit_site_clear (site);
      return FALSE;
    }

  if (desktop && (site->facts.rack_units > 0 || site->facts.per_rack > 0))
    {
      g_autofree char *at = cp_json_path (path, site->facts.rack_units > 0 ? "rack_units"
                                                                           : "per_rack");

      _cp_unit_site_clear (site);
      return cp_json_fail (file, error, CP_FILE_ERROR_RANGE, at,
                           _("a desktop card does not go in a rack"));
    }

  site->published = TRUE;
  site->source = _cp_catalog_dup_words (source, translate);
  return TRUE;
}
