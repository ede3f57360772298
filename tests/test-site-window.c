/* test-site-window.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <locale.h>
#include <string.h>

#include "cp-build-card.h"
#include "cp-build-facts.h"
#include "cp-compare-page.h"
#include "cp-session.h"
#include "cp-settings.h"
#include "cp-site-words.h"
#include "cp-test-widget.h"
#include "cp-window-testing.h"
#include "cp-window.h"

/* What the room needs, where people decide in the window: the chosen
 * card's Site section (and only the chosen card's), the rows of Compare,
 * and both following Preferences' supply as it changes. */

#define FIRST_SITE_ROW (CP_N_BUILD_FACTS_WITH_WORKLOAD + 1)

static CpBuildCard *
find_chosen_card (GtkWidget *widget)
{
  if (CP_IS_BUILD_CARD (widget) && cp_build_card_get_chosen (CP_BUILD_CARD (widget)))
    return CP_BUILD_CARD (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      CpBuildCard *card = find_chosen_card (child);

      if (card != NULL)
        return card;
    }

  return NULL;
}

/* The texts of the labels under @widget that are shown, one a line. */
static void
collect_shown_labels (GtkWidget *widget,
                      GString   *out)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_label (GTK_LABEL (widget)));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_shown_labels (child, out);
}

static char *
dup_shown_text (GtkWidget *widget)
{
  GString *out = g_string_new (NULL);

  collect_shown_labels (widget, out);
  return g_string_free (out, FALSE);
}

static void
assert_has (const char *text,
            const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” is not in:\n%s", part, text);
}

static void
assert_cell (CpComparePage *page,
             CpSiteRow      row,
             guint          column,
             const char    *prefix)
{
  g_autofree char *cell = cp_compare_page_dup_cell (page, FIRST_SITE_ROW + row, column);

  if (!g_str_has_prefix (cell, prefix))
    g_error ("row %d, column %u: “%s” does not start with “%s”", row, column, cell, prefix);
}

/* The recommended 3 × DGX H100 is the chosen card: its Site section says
 * what the room needs, at 230 V and then, once Preferences say so, at
 * 400 V three-phase. */
static void
test_card (void)
{
  CpWindow *window = cp_test_new_window ();
  g_autoptr(GSettings) settings = cp_settings_new ();
  CpBuildCard *card;
  g_autofree char *text = NULL;
  g_autofree char *after = NULL;

  card = find_chosen_card (cp_window_get_builds_page (window));
  g_assert_nonnull (card);
  text = dup_shown_text (GTK_WIDGET (card));
  assert_has (text, "Site\n");
  assert_has (text, "Cooling\nAir\n");
  assert_has (text, "2 racks: 24U in all, 8U each, 2 to a rack\n");
  assert_has (text, "30.6 kW: 133 A at 230 V single-phase\n");
  assert_has (text, "30.6 kW, 104,412 BTU/h\n");
  assert_has (text, "$2,294 a month at 50 % load");
  /* Under the price, not in it. */
  assert_has (text, "$597,000\n3 × $199,000\nNetworking and services: see the quote\n");
  assert_has (text, "\n$2,294 a month to run at 50 % load\n");

  g_settings_set_string (settings, "site-supply", "400v-3");
  after = dup_shown_text (GTK_WIDGET (card));
  assert_has (after, "30.6 kW: 44.2 A per phase at 400 V three-phase\n");
  assert_has (after, "2 circuits of 32 A at 400 V three-phase");
  g_settings_reset (settings, "site-supply");

  /* A pile of desktop cards, chosen, says the box and supply it needs. */
  g_assert_true (cp_session_select_tier (cp_window_get_session (window), "desktop"));
  card = find_chosen_card (cp_window_get_builds_page (window));
  g_assert_nonnull (card);
  g_free (text);
  text = dup_shown_text (GTK_WIDGET (card));
  assert_has (text, "Chassis and power supply\nA chassis for 60 cards with 60 PCIe x16 slots");
  assert_has (text, "More than the 7 expansion slots of an ATX board");

  cp_test_close_window (window);
}

/* The build of tier @tier in @session's plan. */
static CpBuild *
find_build (CpSession  *session,
            const char *tier)
{
  GListModel *builds = cp_plan_get_builds (cp_session_get_plan (session));

  for (guint i = 0; i < g_list_model_get_n_items (builds); i++)
    {
      g_autoptr(CpBuild) build = g_list_model_get_item (builds, i);

      if (g_str_equal (cp_item_get_id (CP_ITEM (cp_build_get_tier (build))), tier))
        return build;
    }
  g_error ("no build of tier %s", tier);
}

static int
natural_height (GtkWidget *widget)
{
  int natural = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, 700, NULL, &natural, NULL, NULL);
  return natural;
}

/* A card keeps its Site rows and its models' parts from build to build
 * (a tick lays out only what changed): one that showed a pile of desktop
 * cards for two models (a Site row only they have, two parts), then a DGX
 * build for one, says and measures what a new card of that build does. */
static void
test_card_reused (void)
{
  CpWindow *window = cp_test_new_window ();
  CpSession *session = cp_window_get_session (window);
  g_autoptr(CpBuild) desktop = NULL;
  g_autoptr(CpBuild) startup = NULL;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *holder = gtk_window_new ();
  GtkWidget *reused, *fresh;
  g_autofree char *reused_text = NULL;
  g_autofree char *fresh_text = NULL;

  cp_session_set_workload_enabled (session, TRUE);
  cp_session_choose_model (session, "llama-3.1-70b", TRUE);
  cp_session_choose_model (session, "qwen3-32b", TRUE);
  desktop = g_object_ref (find_build (session, "desktop"));
  cp_session_choose_model (session, "qwen3-32b", FALSE);
  startup = g_object_ref (find_build (session, "startup"));

  reused = cp_build_card_new (desktop);
  cp_build_card_set_chosen (CP_BUILD_CARD (reused), TRUE);
  fresh = cp_build_card_new (NULL);
  cp_build_card_set_chosen (CP_BUILD_CARD (fresh), TRUE);
  gtk_box_append (GTK_BOX (box), reused);
  gtk_box_append (GTK_BOX (box), fresh);
  gtk_window_set_child (GTK_WINDOW (holder), box);
  gtk_window_present (GTK_WINDOW (holder));
  cp_test_wait_for_drawing (holder);

  reused_text = dup_shown_text (reused);
  assert_has (reused_text, "Chassis and power supply\n");
  assert_has (reused_text, "\nQwen3-32B\n");
  cp_build_card_set_build (CP_BUILD_CARD (reused), startup);
  cp_build_card_set_build (CP_BUILD_CARD (fresh), startup);
  cp_test_wait_for_drawing (holder);

  g_free (reused_text);
  reused_text = dup_shown_text (reused);
  fresh_text = dup_shown_text (fresh);
  g_assert_cmpstr (reused_text, ==, fresh_text);
  g_assert_null (strstr (reused_text, "Chassis"));
  g_assert_cmpint (natural_height (reused), ==, natural_height (fresh));

  gtk_window_destroy (GTK_WINDOW (holder));
  cp_test_close_window (window);
}

/* No label under @widget has a tooltip. */
static void
assert_no_cell_tooltip (GtkWidget *widget)
{
  /* The "≠" beside a heading says in one short line what it means. */
  if (GTK_IS_LABEL (widget) && gtk_widget_get_tooltip_text (widget) != NULL &&
      g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), "≠") != 0)
    g_error ("“%s” has the tooltip “%s”", gtk_label_get_label (GTK_LABEL (widget)),
             gtk_widget_get_tooltip_text (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_no_cell_tooltip (child);
}

/* Compare: 4 × RTX 4090 against 1 × GB200 NVL72, row by row. */
static void
test_compare (void)
{
  CpWindow *window = cp_test_new_window ();
  CpComparePage *page = cp_window_get_compare_page (window);
  CpCatalog *catalog = cp_session_get_catalog (cp_window_get_session (window));
  g_autoptr(GSettings) settings = cp_settings_new ();
  g_autofree char *label = NULL;

  cp_compare_page_pick (page, 0, cp_catalog_find_unit (catalog, "rtx-4090-card"), 4);
  cp_compare_page_pick (page, 1, cp_catalog_find_unit (catalog, "gb200-nvl72"), 1);

  label = cp_compare_page_dup_cell (page, FIRST_SITE_ROW + CP_SITE_ROW_COOLING, 0);
  g_assert_cmpstr (label, ==, "Cooling");
  assert_cell (page, CP_SITE_ROW_COOLING, 1, "Air");
  assert_cell (page, CP_SITE_ROW_COOLING, 2, "Liquid: coolant through");
  assert_cell (page, CP_SITE_ROW_RACKS, 1, "—");
  assert_cell (page, CP_SITE_ROW_RACKS, 2, "1 rack, a whole rack each");
  assert_cell (page, CP_SITE_ROW_WEIGHT, 1, "not published");
  assert_cell (page, CP_SITE_ROW_WEIGHT, 2, "1,360 kg in all");
  assert_cell (page, CP_SITE_ROW_POWER, 1, "1.8 kW: 7.8 A at 230 V single-phase");
  assert_cell (page, CP_SITE_ROW_POWER, 2, "120 kW: 521.7 A at 230 V single-phase");
  assert_cell (page, CP_SITE_ROW_HEAT, 2, "120 kW, 409,457 BTU/h");
  assert_cell (page, CP_SITE_ROW_CHASSIS, 1, "A chassis for 4 cards with 4 PCIe x16 slots");
  assert_cell (page, CP_SITE_ROW_CHASSIS, 2, "—");
  assert_cell (page, CP_SITE_ROW_COST, 2, "$8,997 a month at 50 % load");
  g_assert_true (cp_compare_page_get_row_differs (page, FIRST_SITE_ROW + CP_SITE_ROW_COOLING));

  /* Where the figures come from is said under the table, a line a source
   * headed by its rows, not in tooltips: the GB200 NVL72's site source ran
   * to six lines over the rows under the pointer. */
  {
    guint sources_row = FIRST_SITE_ROW + CP_N_SITE_ROWS;
    g_autofree char *heading = cp_compare_page_dup_cell (page, sources_row, 0);
    g_autofree char *left = cp_compare_page_dup_cell (page, sources_row, 1);
    g_autofree char *right = cp_compare_page_dup_cell (page, sources_row, 2);

    g_assert_cmpstr (heading, ==, "Sources");
    assert_has (left, "GPU-to-GPU bandwidth: PCI-SIG: PCIe 4.0 x16, about 32 GB/s each way\n");
    assert_has (right, "What the room needs: NVIDIA DGX GB200 User Guide");
    assert_has (right, "GPU-to-GPU bandwidth: ");
    assert_no_cell_tooltip (GTK_WIDGET (page));
  }

  /* Preferences change the rows where they are. */
  g_settings_set_string (settings, "site-supply", "400v-3");
  assert_cell (page, CP_SITE_ROW_POWER, 2, "120 kW: 173.2 A per phase at 400 V three-phase");
  assert_cell (page, CP_SITE_ROW_CIRCUITS, 2, "7 circuits of 32 A at 400 V three-phase");
  g_settings_reset (settings, "site-supply");

  cp_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/cluster-planner/site-window/card", test_card);
  g_test_add_func ("/cluster-planner/site-window/compare", test_compare);
  g_test_add_func ("/cluster-planner/site-window/card-reused", test_card_reused);

  return g_test_run ();
}
