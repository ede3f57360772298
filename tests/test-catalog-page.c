/* test-catalog-page.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <locale.h>

#include "cp-catalog-page.h"
#include "cp-test-widget.h"
#include "cp-window.h"
#include "cp-window-testing.h"

/* The Catalog page on a virtual display: its tables fit the window; its
 * search finds what the tables show (a tier's name, a link's name, a figure
 * as it is written) and nothing they hide, and a table the search leaves
 * empty says so. Any GTK warning fails the test (G_DEBUG=fatal-warnings). */

static void
spin (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The real window, @width pixels wide, on its Catalog page. */
static CpWindow *
new_window (int width)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  CpWindow *window;

  g_assert_no_error (error);
  window = cp_window_new (NULL, catalog);
  g_object_ref_sink (window);
  gtk_window_set_default_size (GTK_WINDOW (window), width, 800);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "catalog");
  gtk_window_present (GTK_WINDOW (window));
  spin ();

  return window;
}

static void
close_window (CpWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  spin ();
  g_assert_finalize_object (window);
}

/* Whether the column titled @title is wholly inside the visible part of
 * @view. */
static gboolean
column_in_view (GtkWidget  *view,
                const char *title)
{
  GtkWidget *label = cp_test_find_label (view, title);
  GtkWidget *scrolled = gtk_widget_get_parent (view);
  graphene_rect_t bounds;

  g_assert_nonnull (label);
  g_assert_true (GTK_IS_SCROLLED_WINDOW (scrolled));
  g_assert_true (gtk_widget_compute_bounds (label, scrolled, &bounds));

  return bounds.origin.x >= 0
         && bounds.origin.x + bounds.size.width <= gtk_widget_get_width (scrolled);
}

/* At 1280 pixels every column of every table is on screen: the long
 * text wraps instead of pushing the figures and the sources off. */
static void
test_fits_1280 (void)
{
  static const char *tables[] = { "units", "gpus", "models" };
  CpWindow *window = new_window (1280);
  GtkWidget *page = GTK_WIDGET (cp_window_get_catalog_page (window));

  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      g_autofree char *name = g_strconcat (tables[i], "_view", NULL);
      GtkWidget *view = GTK_WIDGET (gtk_widget_get_template_child (page, CP_TYPE_CATALOG_PAGE, name));
      GtkAdjustment *across = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (view));

      g_object_set (page, "view", tables[i], NULL);
      spin ();
      g_assert_cmpfloat (gtk_adjustment_get_upper (across), <=, gtk_adjustment_get_page_size (across));
      g_assert_true (column_in_view (view, "Source"));
    }

  close_window (window);
}

/* Narrower, the table scrolls sideways, but the figures come right after
 * the name and stay in sight. */
static void
test_figures_800 (void)
{
  CpWindow *window = new_window (800);
  GtkWidget *page = GTK_WIDGET (cp_window_get_catalog_page (window));
  GtkWidget *units = GTK_WIDGET (gtk_widget_get_template_child (page, CP_TYPE_CATALOG_PAGE, "units_view"));

  g_assert_true (column_in_view (units, "Name"));
  g_assert_true (column_in_view (units, "Memory"));
  g_assert_true (column_in_view (units, "Power"));
  g_assert_true (column_in_view (units, "Price"));

  close_window (window);
}

typedef struct
{
  GtkWidget *window;
  GtkWidget *page;
  CpCatalog *catalog;
} Fixture;

static GtkWidget *
template_child (Fixture    *fixture,
                const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (fixture->page, CP_TYPE_CATALOG_PAGE, name));
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->catalog = cp_catalog_new_builtin (&error);
  g_assert_no_error (error);

  fixture->page = g_object_new (CP_TYPE_CATALOG_PAGE, NULL);
  cp_catalog_page_set_catalog (CP_CATALOG_PAGE (fixture->page), fixture->catalog);

  /* Tall enough that every row of the built-in catalog is on screen. */
  fixture->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1280, 1000);
  gtk_window_set_child (GTK_WINDOW (fixture->window), fixture->page);
  gtk_window_present (GTK_WINDOW (fixture->window));
  spin ();
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_object_add_weak_pointer (G_OBJECT (fixture->page), (gpointer *) &fixture->page);
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  spin ();
  g_assert_null (fixture->page);
  g_assert_finalize_object (fixture->catalog);
}

static void
search (Fixture    *fixture,
        const char *text)
{
  GtkWidget *entry = template_child (fixture, "search");

  /* The entry waits a moment before it says the text changed, as a person
   * types; the test says it at once. */
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  g_signal_emit_by_name (entry, "search-changed");
  spin ();
}

/* The ids of the rows @table ("units", "gpus", "models") shows, in the
 * catalog's order, joined by spaces; "" when it shows none. */
static char *
dup_shown_ids (Fixture    *fixture,
               const char *table)
{
  g_autofree char *view_name = g_strconcat (table, "_view", NULL);
  GtkColumnView *view = GTK_COLUMN_VIEW (template_child (fixture, view_name));
  GListModel *shown = G_LIST_MODEL (gtk_column_view_get_model (view));
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  GListModel *all = G_LIST_MODEL (g_str_equal (table, "units") ? cp_catalog_get_units (fixture->catalog)
                                  : g_str_equal (table, "gpus") ? cp_catalog_get_gpus (fixture->catalog)
                                  : cp_catalog_get_models (fixture->catalog));

  for (guint i = 0; i < g_list_model_get_n_items (all); i++)
    {
      g_autoptr(CpItem) item = g_list_model_get_item (all, i);

      for (guint j = 0; j < g_list_model_get_n_items (shown); j++)
        {
          g_autoptr(CpItem) row = g_list_model_get_item (shown, j);

          if (row == item)
            g_ptr_array_add (ids, (gpointer) cp_item_get_id (item));
        }
    }
  g_ptr_array_add (ids, NULL);

  return g_strjoinv (" ", (char **) ids->pdata);
}

static void
assert_shown (Fixture    *fixture,
              const char *table,
              const char *expected)
{
  g_autofree char *ids = dup_shown_ids (fixture, table);
  g_autofree char *stack_name = g_strconcat (table, "_stack", NULL);
  const char *child;

  g_assert_cmpstr (ids, ==, expected);
  child = gtk_stack_get_visible_child_name (GTK_STACK (template_child (fixture, stack_name)));
  /* A table with rows is shown; an empty one gives way to its status page. */
  g_assert_cmpstr (child, ==, *expected != '\0' ? "table" : "empty");
}

/* A search and the rows each table then shows. */
typedef struct
{
  const char *search;
  const char *units;
  const char *gpus;
  const char *models;
} SearchCase;

static void
test_search_cases (Fixture       *fixture,
                   gconstpointer  data)
{
  for (const SearchCase *c = data; c->search != NULL; c++)
    {
      search (fixture, c->search);
      assert_shown (fixture, "units", c->units);
      assert_shown (fixture, "gpus", c->gpus);
      assert_shown (fixture, "models", c->models);
    }
}

/* The Tier column shows "Startup Build". */
static const SearchCase tier_cases[] = {
  { "startup", "dgx-h100 dgx-h200 dgx-b200", "", "" },
  { "Startup Build", "dgx-h100 dgx-h200 dgx-b200", "", "" },
  { "mid-size growth", "gb200-nvl72", "", "" },
  { NULL }
};

/* The Interconnect column names the links. */
static const SearchCase link_cases[] = {
  { "nvlink", "dgx-h100 dgx-h200 dgx-b200 gb200-nvl72", "", "" },
  { "NOT POOLED", "rtx-4090-card rtx-5090-card h100-pcie-gpu", "", "" },
  { NULL }
};

/* Figures and other cells as the tables write them. */
static const SearchCase figure_cases[] = {
  { "$199,000", "dgx-h100", "", "" },
  { "1,128 GB", "dgx-h200", "", "" },
  { "14,300 W", "dgx-b200", "", "" },
  { "8 × NVIDIA H200 SXM", "dgx-h200", "", "" },
  /* The NVLink Domain column; the GB200's source says it too. */
  { "72 GPUs", "gb200-nvl72", "gb200", "" },
  /* The GPUs' Grade column, and the units' tier "Desktop Cards". */
  { "Desktop card", "rtx-4090-card rtx-5090-card", "rtx-4090 rtx-5090", "" },
  /* DeepSeek-R1 has DeepSeek-V3's shape, so its figure too. */
  { "671B parameters at FP8", "", "", "deepseek-v3 deepseek-r1" },
  { NULL }
};

/* Ids are not shown anywhere, so they find nothing. */
static const SearchCase hidden_cases[] = {
  { "rtx-4090-card", "", "", "" },
  { "deepseek-v4-pro", "", "", "" },
  { NULL }
};

static void
test_search_nothing (Fixture       *fixture,
                     gconstpointer  data)
{
  static const char *tables[] = { "units", "gpus", "models" };

  search (fixture, "  qwxzzy  ");
  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      g_autofree char *empty_name = g_strconcat (tables[i], "_empty", NULL);
      AdwStatusPage *empty = ADW_STATUS_PAGE (template_child (fixture, empty_name));

      assert_shown (fixture, tables[i], "");
      g_assert_cmpstr (adw_status_page_get_title (empty), ==, "No Matches");
      g_assert_nonnull (strstr (adw_status_page_get_description (empty), "“qwxzzy”"));
    }
  g_assert_cmpstr (adw_status_page_get_description (ADW_STATUS_PAGE (template_child (fixture, "units_empty"))),
                   ==, "No unit shows “qwxzzy” in any column.");

  /* The description is markup: what was searched for is text in it, so
   * "&" and "<" show as typed rather than break it. */
  search (fixture, "R&D <big>x");
  g_assert_cmpstr (adw_status_page_get_description (ADW_STATUS_PAGE (template_child (fixture, "units_empty"))),
                   ==, "No unit shows “R&amp;D &lt;big&gt;x” in any column.");

  /* Clearing the search brings every row back. */
  search (fixture, "");
  assert_shown (fixture, "units",
                "rtx-4090-card rtx-5090-card h100-pcie-gpu dgx-h100 dgx-h200 dgx-b200 gb200-nvl72");
  assert_shown (fixture, "models",
                "deepseek-v4-pro glm-5.2-max nemotron-3-ultra deepseek-v3 llama-65b deepseek-r1 "
                "kimi-k2 llama-3.1-405b llama-3.1-70b llama-3.3-70b llama-3.1-8b qwen3-235b-a22b "
                "qwen3-235b-a22b-fp8 qwen3-32b gpt-oss-120b gpt-oss-20b mixtral-8x22b glm-4.5");
}

/* Russian writes "1 440" with a narrow no-break space; the space a person
 * types finds it. The locale comes from tests/make-locales. */
static void
test_search_typed_spaces (Fixture       *fixture,
                          gconstpointer  data)
{
  const char *locales = g_getenv ("CP_TEST_LOCPATH");

  g_assert_nonnull (locales);
  g_setenv ("LOCPATH", locales, TRUE);
  g_assert_nonnull (setlocale (LC_NUMERIC, "ru_RU.UTF-8"));

  search (fixture, "1 440");
  assert_shown (fixture, "units", "dgx-b200");
  search (fixture, "13 824");
  assert_shown (fixture, "units", "gb200-nvl72");

  setlocale (LC_NUMERIC, "C.UTF-8");
}

static void
collect_cells (GtkWidget *widget,
               GPtrArray *texts)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));

      if (text != NULL && *text != '\0')
        g_ptr_array_add (texts, g_strdup (text));
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_cells (child, texts);
}

static gboolean
is_title (GtkColumnView *view,
          const char    *text)
{
  GListModel *columns = gtk_column_view_get_columns (view);

  for (guint i = 0; i < g_list_model_get_n_items (columns); i++)
    {
      g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, i);

      if (g_strcmp0 (gtk_column_view_column_get_title (column), text) == 0)
        return TRUE;
    }

  return FALSE;
}

static guint
n_visible_columns (GtkColumnView *view)
{
  GListModel *columns = gtk_column_view_get_columns (view);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (columns); i++)
    {
      g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, i);

      n += gtk_column_view_column_get_visible (column);
    }

  return n;
}

/* Whatever a cell shows finds its row: the search and the columns are
 * written apart, and this keeps them in step. */
static void
test_search_every_cell (Fixture       *fixture,
                        gconstpointer  data)
{
  static const char *tables[] = { "units", "gpus", "models" };

  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      g_autofree char *view_name = g_strconcat (tables[i], "_view", NULL);
      GtkColumnView *view = GTK_COLUMN_VIEW (template_child (fixture, view_name));
      g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GHashTable) searched = g_hash_table_new (g_str_hash, g_str_equal);
      guint cells = 0;

      g_object_set (fixture->page, "view", tables[i], NULL);
      spin ();
      collect_cells (GTK_WIDGET (view), texts);

      /* A search filters the whole table whatever was searched before, so
       * each text is searched once, however many cells show it. */
      for (guint j = 0; j < texts->len; j++)
        {
          g_autofree char *ids = NULL;

          if (is_title (view, texts->pdata[j]))
            continue;

          cells++;
          if (!g_hash_table_add (searched, texts->pdata[j]))
            continue;
          search (fixture, texts->pdata[j]);
          ids = dup_shown_ids (fixture, tables[i]);
          if (*ids == '\0')
            g_error ("the %s table shows “%s”, but searching for it finds nothing",
                     tables[i], (char *) texts->pdata[j]);
        }
      search (fixture, "");
      g_test_message ("%s: %u cells, %u texts searched", tables[i], cells,
                      g_hash_table_size (searched));

      /* Every column of every row was on screen and looked at (not the
       * column that stacks a row on a narrow window, hidden here). */
      g_assert_cmpuint (cells, >=, n_visible_columns (view)
                                   * g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (view))));
    }
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/cluster-planner/catalog-page/fits-1280", test_fits_1280);
  g_test_add_func ("/cluster-planner/catalog-page/figures-800", test_figures_800);
  g_test_add ("/cluster-planner/catalog-page/search-tier", Fixture, tier_cases,
              fixture_set_up, test_search_cases, fixture_tear_down);
  g_test_add ("/cluster-planner/catalog-page/search-links", Fixture, link_cases,
              fixture_set_up, test_search_cases, fixture_tear_down);
  g_test_add ("/cluster-planner/catalog-page/search-figures", Fixture, figure_cases,
              fixture_set_up, test_search_cases, fixture_tear_down);
  g_test_add ("/cluster-planner/catalog-page/search-hidden", Fixture, hidden_cases,
              fixture_set_up, test_search_cases, fixture_tear_down);
  g_test_add ("/cluster-planner/catalog-page/search-nothing", Fixture, NULL,
              fixture_set_up, test_search_nothing, fixture_tear_down);
  g_test_add ("/cluster-planner/catalog-page/search-typed-spaces", Fixture, NULL,
              fixture_set_up, test_search_typed_spaces, fixture_tear_down);
  g_test_add ("/cluster-planner/catalog-page/search-every-cell", Fixture, NULL,
              fixture_set_up, test_search_every_cell, fixture_tear_down);

  return g_test_run ();
}
