/* test-keyboard.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <locale.h>

#include "cp-builds-page.h"
#include "cp-catalog-page.h"
#include "cp-compare-page.h"
#include "cp-quotes-page.h"
#include "cp-session.h"
#include "cp-test-widget.h"
#include "cp-window-testing.h"
#include "cp-workload-control.h"

/* The window used with the keyboard alone, on a virtual display: Tab goes
 * round every control and comes back, Shift+Tab the other way, never stuck
 * and never on text that is only read; switching pages keeps the focus in
 * the pages. Tab is what GtkWindow's key binding does with it: the
 * window's "move-focus". */

/* Enough presses for every control of the window several times over. */
#define MAX_PRESSES 200

/* The window's part called @name in cp-window.ui. */
static GtkWidget *
window_part (CpWindow   *window,
             const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), CP_TYPE_WINDOW, name));
}

/* The builds page's part called @name in cp-builds-page.ui. */
static GtkWidget *
page_part (CpWindow   *window,
           const char *name)
{
  GtkWidget *page = window_part (window, "builds_page");

  return GTK_WIDGET (gtk_widget_get_template_child (page, CP_TYPE_BUILDS_PAGE, name));
}

static GtkWidget *
get_focus (CpWindow *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

/* "GtkListBoxRow < GtkListBox < GtkBox", for messages. */
static char *
dup_path (GtkWidget *widget)
{
  GString *path = g_string_new (NULL);

  for (int depth = 0; widget != NULL && depth < 9; depth++, widget = gtk_widget_get_parent (widget))
    g_string_append_printf (path, depth > 0 ? " < %s" : "%s", G_OBJECT_TYPE_NAME (widget));

  return g_string_free (path, FALSE);
}

static gboolean
is_inside (GtkWidget *widget,
           GtkWidget *ancestor)
{
  return widget != NULL && (widget == ancestor || gtk_widget_is_ancestor (widget, ancestor));
}

/* Presses Tab (or Shift+Tab) until the focus comes back to where it
 * started, and returns every widget it stopped on, in order, from the
 * start. Fails when
 * the focus stays put or when it stops on a label. */
static GPtrArray *
tab_round (CpWindow         *window,
           GtkDirectionType  direction)
{
  GPtrArray *stops = g_ptr_array_new ();
  GtkWidget *start = get_focus (window);

  g_assert_nonnull (start);
  g_ptr_array_add (stops, start);

  for (guint i = 0; i < MAX_PRESSES; i++)
    {
      GtkWidget *before = get_focus (window);
      GtkWidget *after;

      g_signal_emit_by_name (window, "move-focus", direction);
      cp_test_spin ();
      after = get_focus (window);

      if (after == before)
        {
          g_autofree char *path = dup_path (after);

          g_error ("Tab %u: the focus stays on %s", i + 1, path);
        }
      if (GTK_IS_LABEL (after))
        g_error ("Tab %u: the focus is on the label “%s”", i + 1,
                 gtk_label_get_label (GTK_LABEL (after)));

      if (after == start)
        return stops;
      g_ptr_array_add (stops, after);
    }

  g_error ("%u presses of Tab did not come back to where they started", MAX_PRESSES);
}

static gboolean
any_inside (GPtrArray *stops,
            GtkWidget *ancestor)
{
  for (guint i = 0; i < stops->len; i++)
    if (is_inside (stops->pdata[i], ancestor))
      return TRUE;

  return FALSE;
}

static gboolean
any_of_type (GPtrArray *stops,
             GType      type)
{
  for (guint i = 0; i < stops->len; i++)
    if (G_TYPE_CHECK_INSTANCE_TYPE (stops->pdata[i], type))
      return TRUE;

  return FALSE;
}

/* Whether the round stopped on a button inside @ancestor (a card's). */
static gboolean
any_button_inside (GPtrArray *stops,
                   GtkWidget *ancestor)
{
  for (guint i = 0; i < stops->len; i++)
    if (GTK_IS_BUTTON (stops->pdata[i]) && is_inside (stops->pdata[i], ancestor))
      return TRUE;

  return FALSE;
}

/* The parts of the window every round of Tab must reach. */
static void
assert_round_reaches_all (CpWindow  *window,
                          GPtrArray *stops)
{
  g_assert_true (any_inside (stops, window_part (window, "model_search")));
  g_assert_true (any_inside (stops, window_part (window, "model_list")));
  g_assert_true (any_inside (stops, window_part (window, "switcher_title")));
  g_assert_true (any_inside (stops, window_part (window, "menu_button")));
  g_assert_true (any_inside (stops, page_part (window, "summary_button")));
  g_assert_true (any_inside (stops, page_part (window, "room_button")));
  g_assert_true (any_inside (stops, page_part (window, "cards")));
  g_assert_true (any_of_type (stops, GTK_TYPE_LIST_BOX_ROW));
}

/* Round and round the window, forwards and backwards, with three models
 * chosen: four cards, one of them recommended. */
static void
test_tab_round (void)
{
  CpWindow *window = cp_test_new_window ();
  g_autoptr(GPtrArray) forwards = NULL;
  g_autoptr(GPtrArray) backwards = NULL;
  g_autoptr(GPtrArray) again = NULL;
  CpSession *session = cp_window_get_session (window);
  g_autofree char *chosen = NULL;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  cp_session_choose_model (cp_window_get_session (window), "glm-5.2-max", TRUE);
  cp_session_choose_model (cp_window_get_session (window), "nemotron-3-ultra", TRUE);
  cp_test_spin ();
  gtk_widget_grab_focus (window_part (window, "model_search"));
  chosen = g_strdup (cp_session_get_selected_tier (session));

  forwards = tab_round (window, GTK_DIR_TAB_FORWARD);
  assert_round_reaches_all (window, forwards);

  backwards = tab_round (window, GTK_DIR_TAB_BACKWARD);
  assert_round_reaches_all (window, backwards);

  /* A second time round is no different. */
  again = tab_round (window, GTK_DIR_TAB_FORWARD);
  assert_round_reaches_all (window, again);

  /* Tab only moves the focus: passing over the cards chose none of them. */
  g_assert_cmpstr (cp_session_get_selected_tier (session), ==, chosen);

  cp_test_close_window (window);
}

/* From a card, Alt+3 shows Compare: the focus goes into Compare, not back
 * to the models' search; and the same going to the other pages. */
static void
test_page_switch_keeps_focus (void)
{
  CpWindow *window = cp_test_new_window ();
  GtkWidget *stack = window_part (window, "view_stack");
  GtkWidget *cards = page_part (window, "cards");
  static const char *pages[] = { "compare", "catalog", "builds", "compare" };

  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (cards), 0)));
  g_assert_true (is_inside (get_focus (window), cards));

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      GtkWidget *shown;

      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", pages[i]);
      cp_test_spin ();
      shown = adw_view_stack_get_child_by_name (ADW_VIEW_STACK (stack), pages[i]);
      if (!is_inside (get_focus (window), shown))
        {
          g_autofree char *path = dup_path (get_focus (window));

          g_error ("after showing %s, the focus is on %s", pages[i], path);
        }
    }

  cp_test_close_window (window);
}

/* A click on the header's view switcher changes the stack's page
 * directly, without win.show-page: the focus, inside the page that goes
 * away, goes into the page shown (or stays on the switcher), never to the
 * models' search in the sidebar. */
static void
test_stack_switch_keeps_focus (void)
{
  CpWindow *window = cp_test_new_window ();
  GtkWidget *stack = window_part (window, "view_stack");
  GtkWidget *cards = page_part (window, "cards");
  GtkWidget *switcher = window_part (window, "switcher_title");
  static const char *pages[] = { "compare", "builds", "catalog", "quotes", "builds", "compare" };

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  cp_test_spin ();
  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (cards), 0)));
  g_assert_true (is_inside (get_focus (window), cards));

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      GtkWidget *shown;
      GtkWidget *focus;

      adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), pages[i]);
      cp_test_spin ();
      shown = adw_view_stack_get_child_by_name (ADW_VIEW_STACK (stack), pages[i]);
      focus = get_focus (window);
      if (!is_inside (focus, shown) && !is_inside (focus, switcher))
        {
          g_autofree char *path = dup_path (focus);

          g_error ("after the stack showed %s, the focus is on %s", pages[i], path);
        }

      /* Into the page again, as a click on one of its controls would. */
      if (!is_inside (focus, shown))
        g_assert_true (gtk_widget_child_focus (shown, GTK_DIR_TAB_FORWARD));
    }

  cp_test_close_window (window);
}

/* Whether the shortcuts window @shortcuts lists @trigger. */
static gboolean
lists_trigger (GtkWidget          *shortcuts,
               GtkShortcutTrigger *trigger)
{
  g_autoptr(GQueue) queue = g_queue_new ();

  g_queue_push_tail (queue, shortcuts);
  while (!g_queue_is_empty (queue))
    {
      GtkWidget *widget = g_queue_pop_head (queue);

      if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
        {
          g_autofree char *accelerator = NULL;
          g_autoptr(GtkShortcutTrigger) listed = NULL;

          g_object_get (widget, "accelerator", &accelerator, NULL);
          listed = accelerator != NULL ? gtk_shortcut_trigger_parse_string (accelerator) : NULL;
          if (listed != NULL && gtk_shortcut_trigger_equal (listed, trigger))
            return TRUE;
        }
      for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
        g_queue_push_tail (queue, c);
    }

  return FALSE;
}

/* Ctrl+? lists the window's real shortcuts: every key the window binds
 * to one of its actions, and F10, which opens the primary menu. */
static void
test_shortcuts_listed (void)
{
  CpWindow *window = cp_test_new_window ();
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  g_autoptr(GListStore) bindings = g_list_store_new (GTK_TYPE_SHORTCUT);
  g_autoptr(GtkShortcutTrigger) f10 = gtk_shortcut_trigger_parse_string ("F10");
  g_autoptr(GtkShortcutTrigger) ctrl_w = gtk_shortcut_trigger_parse_string ("<Control>w");
  gboolean closes = FALSE;
  g_autoptr(GtkBuilder) builder = NULL;
  GtkWidget *shortcuts;
  guint n_checked = 0;

  /* What win.show-help-overlay shows, not shown: GTK 4.8's shortcuts
   * window warns of a label's negative width when it is laid out. */
  builder = gtk_builder_new_from_resource ("/org/bektursun/ClusterPlanner/ui/cp-shortcuts-window.ui");
  shortcuts = GTK_WIDGET (gtk_builder_get_object (builder, "shortcuts_window"));
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (shortcuts));

  /* The keys the window's class binds are in its shortcut controllers. */
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

          g_list_store_append (bindings, shortcut);
        }
    }

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (bindings)); i++)
    {
      g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (bindings), i);
      GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);
      GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
      const char *name = GTK_IS_NAMED_ACTION (action)
                         ? gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)) : "";

      /* Ctrl+W closes the window, as in every GNOME application. */
      if (g_str_equal (name, "window.close") && gtk_shortcut_trigger_equal (trigger, ctrl_w))
        closes = TRUE;
      if (!g_str_has_prefix (name, "win.") && !g_str_has_prefix (name, "window."))
        continue;
      n_checked++;
      if (!lists_trigger (shortcuts, trigger))
        {
          g_autofree char *keys = gtk_shortcut_trigger_to_string (trigger);

          g_error ("the shortcuts window does not list %s (%s)", keys,
                   gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)));
        }
    }
  /* Alt+1…4, Ctrl+O, Ctrl+S, Ctrl+P… */
  g_assert_cmpuint (n_checked, >=, 10);
  g_assert_true (closes);

  g_assert_true (gtk_menu_button_get_primary (GTK_MENU_BUTTON (window_part (window, "menu_button"))));
  if (!lists_trigger (shortcuts, f10))
    g_error ("the shortcuts window does not list F10, which opens the primary menu");

  gtk_window_destroy (GTK_WINDOW (shortcuts));
  cp_test_close_window (window);
}

/* The other pages go round the same way: every control of the window,
 * Compare's unit pickers, Catalog's search and Quotes' search among them,
 * and back. */
static void
test_tab_round_pages (void)
{
  CpWindow *window = cp_test_new_window ();
  GtkWidget *search = window_part (window, "model_search");

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "compare");
  cp_test_spin ();
  {
    GtkWidget *compare = GTK_WIDGET (cp_window_get_compare_page (window));
    GtkWidget *unit_a = GTK_WIDGET (gtk_widget_get_template_child (compare, CP_TYPE_COMPARE_PAGE, "unit_a"));
    GtkWidget *unit_b = GTK_WIDGET (gtk_widget_get_template_child (compare, CP_TYPE_COMPARE_PAGE, "unit_b"));
    g_autoptr(GPtrArray) forwards = NULL;
    g_autoptr(GPtrArray) backwards = NULL;

    gtk_widget_grab_focus (search);
    forwards = tab_round (window, GTK_DIR_TAB_FORWARD);
    g_assert_true (any_inside (forwards, unit_a));
    g_assert_true (any_inside (forwards, unit_b));
    g_assert_true (any_inside (forwards, window_part (window, "model_list")));

    backwards = tab_round (window, GTK_DIR_TAB_BACKWARD);
    g_assert_true (any_inside (backwards, unit_a));
    g_assert_true (any_inside (backwards, unit_b));
  }

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "catalog");
  cp_test_spin ();
  {
    GtkWidget *catalog = GTK_WIDGET (cp_window_get_catalog_page (window));
    g_autoptr(GPtrArray) forwards = NULL;

    gtk_widget_grab_focus (search);
    forwards = tab_round (window, GTK_DIR_TAB_FORWARD);
    g_assert_true (any_inside (forwards, catalog));
  }

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "quotes");
  cp_test_spin ();
  {
    GtkWidget *quotes = GTK_WIDGET (cp_window_get_quotes_page (window));
    GtkWidget *quotes_search = GTK_WIDGET (gtk_widget_get_template_child (quotes, CP_TYPE_QUOTES_PAGE,
                                                                          "search"));
    g_autoptr(GPtrArray) forwards = NULL;
    g_autoptr(GPtrArray) backwards = NULL;

    gtk_widget_grab_focus (search);
    forwards = tab_round (window, GTK_DIR_TAB_FORWARD);
    g_assert_true (any_inside (forwards, quotes_search));
    g_assert_true (any_inside (forwards, window_part (window, "model_list")));

    backwards = tab_round (window, GTK_DIR_TAB_BACKWARD);
    g_assert_true (any_inside (backwards, quotes_search));
  }

  cp_test_close_window (window);
}

/* With a workload: Tab goes round the workload control above the builds
 * (its switch, the context, the users) and the cards that say how they
 * serve it (their Launch Recipe buttons), and back, never stuck. */
static void
test_tab_round_workload (void)
{
  CpWindow *window = cp_test_new_window ();
  CpSession *session = cp_window_get_session (window);
  CpWorkloadControl *control = CP_WORKLOAD_CONTROL (cp_window_get_workload_control (window));
  GtkWidget *cards = page_part (window, "cards");
  g_autoptr(GPtrArray) forwards = NULL;
  g_autoptr(GPtrArray) backwards = NULL;
  static const char *parts[] = { "enabled_switch", "context_row", "users_spin" };

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  cp_session_freeze (session);
  cp_session_choose_model (session, "deepseek-v4-pro", FALSE);
  cp_session_choose_model (session, "llama-3.1-70b", TRUE);
  cp_session_set_workload_figures (session, 32768, 16, CP_KV_CACHE_BF16);
  cp_session_set_workload_enabled (session, TRUE);
  cp_session_thaw (session);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (gtk_widget_get_template_child (GTK_WIDGET (control),
                                                                                 CP_TYPE_WORKLOAD_CONTROL,
                                                                                 "expander")),
                                 TRUE);
  cp_test_spin ();
  gtk_widget_grab_focus (window_part (window, "model_search"));

  forwards = tab_round (window, GTK_DIR_TAB_FORWARD);
  assert_round_reaches_all (window, forwards);
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    g_assert_true (any_inside (forwards, cp_workload_control_get_part (control, parts[i])));
  g_assert_true (any_button_inside (forwards, cards));

  backwards = tab_round (window, GTK_DIR_TAB_BACKWARD);
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    g_assert_true (any_inside (backwards, cp_workload_control_get_part (control, parts[i])));
  g_assert_true (any_button_inside (backwards, cards));

  cp_test_close_window (window);
}

/* One stop per control: the tokens' and users' rows are no stops of their
 * own beside their spin buttons (each took two), and the row that only
 * says a model has no published architecture is none (it was a stop that
 * did nothing); its Import button is. The window's first focus is in the
 * sidebar, so that Tab goes from the models to their builds. */
static void
test_one_stop_per_control (void)
{
  CpWindow *window = cp_test_new_window ();
  CpSession *session = cp_window_get_session (window);
  CpWorkloadControl *control = CP_WORKLOAD_CONTROL (cp_window_get_workload_control (window));
  g_autoptr(GPtrArray) stops = NULL;
  GtkWidget *rows[2];
  guint import_stops = 0;
  guint unknown_rows = 0;

  g_assert_true (is_inside (get_focus (window), window_part (window, "sidebar")));

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  cp_session_freeze (session);
  cp_session_choose_model (session, "deepseek-v4-pro", TRUE);
  cp_session_choose_model (session, "llama-3.1-70b", TRUE);
  cp_session_set_workload_enabled (session, TRUE);
  cp_session_thaw (session);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (gtk_widget_get_template_child (GTK_WIDGET (control),
                                                                                 CP_TYPE_WORKLOAD_CONTROL,
                                                                                 "expander")),
                                 TRUE);
  cp_test_spin ();
  gtk_widget_grab_focus (window_part (window, "model_search"));
  stops = tab_round (window, GTK_DIR_TAB_FORWARD);

  rows[0] = cp_workload_control_get_part (control, "tokens_row");
  rows[1] = cp_workload_control_get_part (control, "users_row");
  for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
    {
      guint inside = 0;

      for (guint i = 0; i < stops->len; i++)
        if (is_inside (stops->pdata[i], rows[r]))
          inside++;
      g_assert_cmpuint (inside, ==, 1);
    }

  for (guint i = 0; i < stops->len; i++)
    {
      GtkWidget *stop = stops->pdata[i];

      if (GTK_IS_BUTTON (stop) &&
          g_strcmp0 (gtk_button_get_label (GTK_BUTTON (stop)), "_Import config.json…") == 0)
        import_stops++;
      /* A row of the workload that cannot be activated is words only. */
      if (GTK_IS_LIST_BOX_ROW (stop) && !ADW_IS_PREFERENCES_ROW (stop) &&
          is_inside (stop, GTK_WIDGET (control)))
        unknown_rows++;
    }
  g_assert_cmpuint (import_stops, ==, 1);
  g_assert_cmpuint (unknown_rows, ==, 0);

  /* A model's row is no stop of its own before its check box (GTK 4.8
   * gave the focus to the last row itself: a stop without a name). */
  for (guint i = 0; i < stops->len; i++)
    if (GTK_IS_LIST_VIEW (gtk_widget_get_parent (stops->pdata[i])))
      {
        g_autofree char *path = dup_path (stops->pdata[i]);

        g_error ("Tab %u: the focus is on a row of the models, not on its check box: %s", i, path);
      }

  cp_test_close_window (window);
}

/* Which side of the window @widget is on: 0 its header, 1 the sidebar,
 * 2 the page (or the window's other parts). */
static int
side_of (CpWindow  *window,
         GtkWidget *widget)
{
  if (is_inside (widget, window_part (window, "content_header")))
    return 0;
  if (is_inside (widget, window_part (window, "sidebar")))
    return 1;
  return 2;
}

/* On every page, Tab goes round the header (the pages, the main menu),
 * then the sidebar, then the page, and Shift+Tab the other way (issue 24:
 * from the header, Tab went through the page before the models). */
static void
test_sides_order (void)
{
  CpWindow *window = cp_test_new_window ();
  static const char *pages[] = { "builds", "catalog", "compare", "quotes" };

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  cp_session_choose_model (cp_window_get_session (window), "glm-5.2-max", TRUE);
  cp_test_spin ();
  g_assert_false (adw_leaflet_get_folded (ADW_LEAFLET (window_part (window, "leaflet"))));

  for (guint p = 0; p < G_N_ELEMENTS (pages); p++)
    for (int backwards = 0; backwards < 2; backwards++)
      {
        g_autoptr(GPtrArray) stops = NULL;
        int sides[8] = { 0 };
        guint n_sides = 0;

        gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", pages[p]);
        cp_test_spin ();
        gtk_widget_grab_focus (window_part (window, "menu_button"));
        g_assert_true (is_inside (get_focus (window), window_part (window, "menu_button")));
        stops = tab_round (window, backwards ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD);

        /* The sides in the order the round visits them, from the header
         * it starts in: forwards the header, the sidebar, the page;
         * backwards the header, the page, the sidebar, and the header's
         * first stops last. */
        for (guint i = 0; i < stops->len; i++)
          {
            int side = side_of (window, stops->pdata[i]);

            if (n_sides > 0 && sides[n_sides - 1] == side)
              continue;
            g_assert_cmpuint (n_sides, <, G_N_ELEMENTS (sides));
            sides[n_sides++] = side;
          }
        if (n_sides > 1 && sides[n_sides - 1] == sides[0])
          n_sides--;
        if (n_sides != 3 || sides[0] != 0 || sides[1] != (backwards ? 2 : 1)
            || sides[2] != (backwards ? 1 : 2))
          g_error ("on %s, %s goes round the sides %d, %d, %d (%u of them), not the header (0), "
                   "the sidebar (1), then the page (2)", pages[p],
                   backwards ? "Shift+Tab" : "Tab", n_sides > 0 ? sides[0] : -1,
                   n_sides > 1 ? sides[1] : -1, n_sides > 2 ? sides[2] : -1, n_sides);
      }

  cp_test_close_window (window);
}

/* The main menu's tooltip is off while the menu is open: it covered the
 * menu's first item. It comes back when the menu closes. */
static void
test_menu_hides_tooltip (void)
{
  CpWindow *window = cp_test_new_window ();
  GtkMenuButton *button = GTK_MENU_BUTTON (window_part (window, "menu_button"));

  g_assert_true (gtk_widget_get_has_tooltip (GTK_WIDGET (button)));
  gtk_menu_button_popup (button);
  cp_test_spin ();
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (gtk_menu_button_get_popover (button))));
  g_assert_false (gtk_widget_get_has_tooltip (GTK_WIDGET (button)));

  gtk_menu_button_popdown (button);
  cp_test_spin ();
  g_assert_true (gtk_widget_get_has_tooltip (GTK_WIDGET (button)));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (button)), ==, "Main Menu");

  cp_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/cluster-planner/keyboard/tab-round", test_tab_round);
  g_test_add_func ("/cluster-planner/keyboard/page-switch-keeps-focus", test_page_switch_keeps_focus);
  g_test_add_func ("/cluster-planner/keyboard/stack-switch-keeps-focus", test_stack_switch_keeps_focus);
  g_test_add_func ("/cluster-planner/keyboard/shortcuts-listed", test_shortcuts_listed);
  g_test_add_func ("/cluster-planner/keyboard/tab-round-pages", test_tab_round_pages);
  g_test_add_func ("/cluster-planner/keyboard/tab-round-workload", test_tab_round_workload);
  g_test_add_func ("/cluster-planner/keyboard/one-stop-per-control", test_one_stop_per_control);
  g_test_add_func ("/cluster-planner/keyboard/sides-order", test_sides_order);
  g_test_add_func ("/cluster-planner/keyboard/menu-hides-tooltip", test_menu_hides_tooltip);

  return g_test_run ();
}
