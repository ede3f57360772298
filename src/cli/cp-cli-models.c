/* cp-cli-models.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cp-catalog.h"
#include "cp-cli-models.h"
#include "cp-item.h"
#include "cp-text.h"

/* A model named on the command line the way a person writes it: "llama
 * 3.1 70b" for Llama 3.1 70B, "llama-3.1-70" for llama-3.1-70b when no
 * other model starts so. A name that matches none gets the closest one
 * suggested; one that starts several names gets them listed. */

/* @text folded for comparing: its case, spaces, hyphens and underscores
 * do not count. */
static char *
fold_name (const char *text)
{
  g_autofree char *folded = g_utf8_casefold (text, -1);
  GString *key = g_string_new (NULL);

  for (const char *p = folded; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isspace (c) || c == '-' || c == '_')
        continue;
      g_string_append_unichar (key, c);
    }

  return g_string_free (key, FALSE);
}

/* The edit distance between @a and @b, in characters (bytes suffice for
 * the ids and names of a catalog; a wrong guess only costs a
 * suggestion). */
static guint
distance (const char *a,
          const char *b)
{
  gsize la = strlen (a), lb = strlen (b);
  g_autofree guint *row = g_new (guint, lb + 1);

  for (gsize j = 0; j <= lb; j++)
    row[j] = j;

  for (gsize i = 1; i <= la; i++)
    {
      guint diagonal = row[0];

      row[0] = i;
      for (gsize j = 1; j <= lb; j++)
        {
          guint above = row[j];
          guint cost = a[i - 1] == b[j - 1] ? 0 : 1;

          row[j] = MIN (MIN (row[j] + 1, row[j - 1] + 1), diagonal + cost);
          diagonal = above;
        }
    }

  return row[lb];
}

/**
 * cp_cli_find_model:
 * @catalog: the catalog
 * @name: a model's id or name as typed
 * @error: why none is found: several start so (named), or none is close
 *   (with the closest suggested)
 *
 * Returns: (transfer none) (nullable): the model
 */
CpModel *
cp_cli_find_model (CpCatalog   *catalog,
                   const char  *name,
                   GError     **error)
{
  GListModel *models = cp_catalog_get_models (catalog);
  guint n = g_list_model_get_n_items (models);
  g_autofree char *key = fold_name (name);
  g_autoptr(GPtrArray) starting = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *shown = cp_text_echo (name, -1);
  g_autofree char *title = NULL;
  CpModel *model = cp_catalog_find_model (catalog, name);
  CpModel *closest = NULL;
  guint closest_distance = G_MAXUINT;

  if (model != NULL)
    return model;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CpModel) candidate = g_list_model_get_item (models, i);
      g_autofree char *id = fold_name (cp_item_get_id (CP_ITEM (candidate)));
      g_autofree char *full = fold_name (cp_item_get_name (CP_ITEM (candidate)));
      guint d;

      if (*key != '\0' && (g_str_equal (key, id) || g_str_equal (key, full)))
        return candidate;

      if (*key != '\0' && (g_str_has_prefix (id, key) || g_str_has_prefix (full, key)))
        g_ptr_array_add (starting, g_object_ref (candidate));

      d = MIN (distance (key, id), distance (key, full));
      if (d < closest_distance)
        {
          closest_distance = d;
          closest = candidate;
        }
    }

  if (starting->len == 1)
    return g_ptr_array_index (starting, 0);

  if (starting->len > 1)
    {
      g_autoptr(GString) ids = g_string_new (NULL);

      for (guint i = 0; i < starting->len; i++)
        {
          if (i > 0)
            g_string_append (ids, ", ");
          g_string_append (ids, cp_item_get_id (g_ptr_array_index (starting, i)));
        }
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* TRANSLATORS: e.g. "“llama” names several models: llama-3.1-8b,
                    * llama-3.1-70b; give one" */
                   _("“%s” names several models: %s; give one"), shown, ids->str);
      return NULL;
    }

  title = cp_catalog_dup_title (catalog);
  /* Close: a typing slip or two, or a quarter of the name. */
  if (closest != NULL && closest_distance <= MAX (2, strlen (key) / 4))
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                 /* TRANSLATORS: e.g. "no model “lama-3.1-70b” in the built-in
                  * catalog; did you mean llama-3.1-70b? (see --list-models)" */
                 _("no model “%s” in %s; did you mean %s? (see --list-models)"),
                 shown, title, cp_item_get_id (CP_ITEM (closest)));
  else
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                 _("no model “%s” in %s (see --list-models)"), shown, title);
  return NULL;
}
