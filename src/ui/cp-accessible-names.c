/* cp-accessible-names.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-accessible"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "cp-accessible-names.h"
#include "cp-text.h"

/* Every button with words is named once, by its words. GTK 4.8 names a
 * button made with a label by that text as it was set (its label
 * property, with the mnemonic's underscore) and again by its label
 * widget (its labelled-by relation): a screen reader heard "_Reset to
 * the Chosen Models’ Builds Reset to the Chosen Models’ Builds", "_Models
 * Models", "Undo Undo" (issue 24). Rather than a patch per button, in
 * .ui files and in code alike, a hook on "map" names each labelled
 * button as it is shown, and the buttons of a window or dialog when it
 * is shown (pages of a stack not yet shown included), and again whenever
 * its words change. GTK 4.8 API only. */

#define NAMED_KEY "cp-accessible-named"

/* Whether @object is met here for the first time: what follows connects
 * its handlers once, however often it is shown. */
static gboolean
first_time (gpointer object)
{
  if (g_object_get_data (G_OBJECT (object), NAMED_KEY) != NULL)
    return FALSE;

  g_object_set_data (G_OBJECT (object), NAMED_KEY, GINT_TO_POINTER (TRUE));
  return TRUE;
}

static void
name_from_label (GtkButton *button)
{
  GtkWidget *child = gtk_button_get_child (button);
  const char *label = NULL;
  gboolean underline = FALSE;
  g_autofree char *spoken = NULL;

  /* Its words: a label of its own, or the label of an icon and words
   * (AdwButtonContent, read out "_Launch Recipe…" otherwise). A button
   * with only an icon is named by its tooltip (name_icon_button()); one
   * with a child of its own, by whoever made it. */
  if (GTK_IS_LABEL (child) && gtk_button_get_label (button) != NULL)
    {
      label = gtk_button_get_label (button);
      underline = gtk_button_get_use_underline (button);
    }
  /* A label put in by whoever made it (About's version, "GtkButton"). */
  else if (GTK_IS_LABEL (child))
    {
      label = gtk_label_get_text (GTK_LABEL (child));
      underline = FALSE;
    }
  else if (ADW_IS_BUTTON_CONTENT (child))
    {
      label = adw_button_content_get_label (ADW_BUTTON_CONTENT (child));
      underline = adw_button_content_get_use_underline (ADW_BUTTON_CONTENT (child));
    }
  if (label == NULL || *label == '\0')
    return;
  spoken = underline ? cp_text_strip_mnemonic (label) : g_strdup (label);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  spoken, -1);
}

/* A button with only an icon says what it does in its tooltip. Ours are
 * named so (the same words) where they are made; libadwaita 1.2's are
 * not, and were read out by their icon's type: About's seven back
 * buttons, "GtkImage" (issue 24). */
static void
name_icon_button (GtkButton *button)
{
  GtkWidget *image = gtk_button_get_child (button);
  const char *tooltip = gtk_widget_get_tooltip_text (GTK_WIDGET (button));
  const char *icon = GTK_IS_IMAGE (image) ? gtk_image_get_icon_name (GTK_IMAGE (image)) : NULL;
  const char *spoken = NULL;

  if (!GTK_IS_IMAGE (image))
    return;
  if (tooltip != NULL && *tooltip != '\0')
    spoken = tooltip;
  /* Without a tooltip (a notification's close button): what its icon
   * means. */
  else if (g_strcmp0 (icon, "window-close-symbolic") == 0)
    spoken = _("Close");
  else if (g_strcmp0 (icon, "go-previous-symbolic") == 0)
    spoken = _("Back");
  if (spoken != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    spoken, -1);
}

/* While a menu button's menu is open, its tooltip is not: GTK 4.8 showed
 * the main menu's "Main Menu" again once the menu had opened under the
 * pointer, over the menu's first item (issue 24). It comes back when the
 * menu closes. */
static void
menu_closed (GtkWidget *menu)
{
  GtkWidget *button = gtk_widget_get_parent (menu);

  if (button != NULL && gtk_widget_get_tooltip_text (button) != NULL)
    gtk_widget_set_has_tooltip (button, TRUE);
}

/* A menu is named as the button that opens it: the main menu read out
 * "GtkPopoverMenu". */
static void
name_menu (GtkPopover *menu)
{
  GtkWidget *button = gtk_widget_get_parent (GTK_WIDGET (menu));
  const char *tooltip = button != NULL ? gtk_widget_get_tooltip_text (button) : NULL;

  if (!GTK_IS_MENU_BUTTON (button) || tooltip == NULL || *tooltip == '\0')
    return;
  gtk_accessible_update_property (GTK_ACCESSIBLE (menu), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  tooltip, -1);
  if (first_time (menu))
    g_signal_connect (menu, "unmap", G_CALLBACK (menu_closed), NULL);
  /* (Not gtk_widget_trigger_tooltip_query() besides: with GTK 4.8 the
   * app then died now and again, on a heap error, by the time a dialog
   * was opened later.) */
  gtk_widget_set_has_tooltip (button, FALSE);
}

/* A search entry is named by the words it shows while empty, or as one:
 * libadwaita 1.2's Preferences search read "GtkSearchEntry". (Ours say
 * the same words in their .ui.) */
static void
name_search_entry (GtkSearchEntry *entry)
{
  g_autofree char *placeholder = NULL;

  g_object_get (entry, "placeholder-text", &placeholder, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  placeholder != NULL && *placeholder != '\0'
                                  ? placeholder : _("Search"),
                                  -1);
}

/* A page's own title, for what fills it: the title of the header bar
 * over the nearest box that has one (About's subpages), or NULL. */
static const char *
page_title (GtkWidget *widget)
{
  for (GtkWidget *up = widget; up != NULL; up = gtk_widget_get_parent (up))
    {
      GtkWidget *first = gtk_widget_get_first_child (up);
      GtkWidget *title = GTK_IS_HEADER_BAR (first)
                         ? gtk_header_bar_get_title_widget (GTK_HEADER_BAR (first)) : NULL;

      if (first != widget && ADW_IS_WINDOW_TITLE (title))
        return adw_window_title_get_title (ADW_WINDOW_TITLE (title));
    }

  return NULL;
}

/* The text About shows (the debugging information, what is new) was read
 * out "GtkTextView": it is named by its page's title. Only About's: ours
 * are named where they are made. */
static void
name_text_view (GtkTextView *view)
{
  const char *title = page_title (GTK_WIDGET (view));

  if (title != NULL && ADW_IS_ABOUT_WINDOW (gtk_widget_get_root (GTK_WIDGET (view))))
    gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                    -1);
}

#define ROW_TEXT_KEY "cp-accessible-row-text"

static void name_row (GtkWidget *row);

/* The words shown in @widget, one part after another, and whenever one of
 * them changes, @row named again. */
static void
collect_text (GtkWidget *widget,
              GtkWidget *row,
              GString   *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child))
        {
          const char *words = gtk_label_get_text (GTK_LABEL (child));

          if (g_object_get_data (G_OBJECT (child), ROW_TEXT_KEY) == NULL)
            {
              g_object_set_data (G_OBJECT (child), ROW_TEXT_KEY, GINT_TO_POINTER (TRUE));
              g_signal_connect_object (child, "notify::label", G_CALLBACK (name_row), row,
                                       G_CONNECT_SWAPPED);
            }
          if (gtk_widget_get_visible (child) && *words != '\0')
            {
              if (text->len > 0)
                g_string_append (text, ", ");
              g_string_append (text, words);
            }
        }
      else
        collect_text (child, row, text);
    }
}

/* A row of a list view or a table (a GtkColumnView's) is named by the
 * words it shows, its cells' one after another: GTK 4.8 read each row of
 * the Catalog's tables as "GtkListItemWidget". A row is used again for
 * another item as the list scrolls: its words change, and its name with
 * them. */
static void
name_row (GtkWidget *row)
{
  g_autoptr(GString) text = g_string_new (NULL);

  collect_text (row, row, text);
  if (text->len > 0)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    text->str, -1);
}

/* A row of a list view or a column view, or a column view's header row
 * (named by its columns' titles). */
static gboolean
is_list_row (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  return GTK_IS_LIST_VIEW (parent)
         || (GTK_IS_COLUMN_VIEW (parent) && gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget))
                                            == GTK_ACCESSIBLE_ROLE_ROW);
}

/* libadwaita 1.2's expander row is a row around a row: the outer one, a
 * stop of its own, had no name, and the inner one, which opens and
 * closes it, did not say that it does. The outer is named by its title,
 * and the inner says whether it is open. */
static void
expander_row_changed (AdwExpanderRow *expander)
{
  const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (expander));
  g_autofree char *spoken = adw_preferences_row_get_use_underline (ADW_PREFERENCES_ROW (expander))
                            ? cp_text_strip_mnemonic (title) : g_strdup (title);
  GtkWidget *header = gtk_widget_get_first_child (GTK_WIDGET (expander));

  gtk_accessible_update_property (GTK_ACCESSIBLE (expander), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  spoken, -1);
  /* Its first row, down its first children. */
  while (header != NULL && !GTK_IS_LIST_BOX_ROW (header))
    header = gtk_widget_get_first_child (header);
  if (header != NULL)
    gtk_accessible_update_state (GTK_ACCESSIBLE (header), GTK_ACCESSIBLE_STATE_EXPANDED,
                                 adw_expander_row_get_expanded (expander), -1);
}

static void
name_expander_row (AdwExpanderRow *expander)
{
  if (first_time (expander))
    {
      g_signal_connect (expander, "notify::title", G_CALLBACK (expander_row_changed), NULL);
      g_signal_connect (expander, "notify::expanded", G_CALLBACK (expander_row_changed), NULL);
    }
  expander_row_changed (expander);
}

/* A status page ("No Quotes Yet") scrolls, and so is a Tab stop when it
 * holds no control: that stop had no name. It is named by its title. */
static void
status_page_changed (AdwStatusPage *page)
{
  GtkWidget *scroller = gtk_widget_get_first_child (GTK_WIDGET (page));
  const char *title = adw_status_page_get_title (page);

  if (GTK_IS_SCROLLED_WINDOW (scroller) && title != NULL && *title != '\0')
    gtk_accessible_update_property (GTK_ACCESSIBLE (scroller), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    title, -1);
}

static void
name_status_page (AdwStatusPage *page)
{
  if (first_time (page))
    g_signal_connect (page, "notify::title", G_CALLBACK (status_page_changed), NULL);
  status_page_changed (page);
}

/* A squeezer shows one of its children, the widest that fits, but GTK 4.8
 * tells screen readers of them all: libadwaita 1.2's message dialogs
 * hold their buttons twice, in a row and in a column, and Export Quote
 * read "Cancel", "Export…", "Export…", "Cancel" (issue 24). The children
 * not shown are hidden from screen readers. */
static void
squeezer_changed (AdwSqueezer *squeezer)
{
  GtkWidget *shown = adw_squeezer_get_visible_child (squeezer);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (squeezer));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN,
                                 child != shown, -1);
}

static void
hide_squeezed (AdwSqueezer *squeezer)
{
  if (first_time (squeezer))
    g_signal_connect (squeezer, "notify::visible-child", G_CALLBACK (squeezer_changed), NULL);
  squeezer_changed (squeezer);
}

/* A view switcher bar is there for a narrow window, and the header's
 * switcher for a wide one: GTK 4.8 told screen readers of both, and each
 * page's tab was there twice (Preferences' "General"). The bar is hidden
 * from them while it does not show. */
static void
switcher_bar_changed (AdwViewSwitcherBar *bar)
{
  gtk_accessible_update_state (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_STATE_HIDDEN,
                               !adw_view_switcher_bar_get_reveal (bar), -1);
}

static void
hide_switcher_bar (AdwViewSwitcherBar *bar)
{
  if (first_time (bar))
    g_signal_connect (bar, "notify::reveal", G_CALLBACK (switcher_bar_changed), NULL);
  switcher_bar_changed (bar);
}

/* @row's title as it is read out, without a mnemonic's underscore. */
static char *
row_title (AdwPreferencesRow *row)
{
  const char *title = adw_preferences_row_get_title (row);

  return adw_preferences_row_get_use_underline (row) ? cp_text_strip_mnemonic (title)
                                                     : g_strdup (title);
}

/* A list GTK or libadwaita makes inside a control of theirs (a table's
 * rows, an expander row's, a combo row's choices) had no name but its
 * type's, "GtkColumnListView": it is named as that control; and
 * Preferences' list of what its search finds read "GtkListBox". A list of
 * ours is named where it is made, and is not inside another row. */
static void
name_inner_list (GtkWidget *list)
{
  for (GtkWidget *up = gtk_widget_get_parent (list); up != NULL; up = gtk_widget_get_parent (up))
    {
      /* (A combo row has no name of its own to lend: its title.) */
      if (ADW_IS_COMBO_ROW (up))
        {
          g_autofree char *spoken = row_title (ADW_PREFERENCES_ROW (up));

          gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          spoken, -1);
          return;
        }
      if (GTK_IS_COLUMN_VIEW (up) || ADW_IS_EXPANDER_ROW (up))
        {
          gtk_accessible_update_relation (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                          up, NULL, -1);
          return;
        }
      /* A preferences group names its list by its title. One without
       * (the Custom Model dialog's, with one row under a description)
       * lends its description, or its first row's title; the one on a
       * page without a title either is libadwaita's list of what a
       * preferences window's search finds. */
      if (ADW_IS_PREFERENCES_GROUP (up))
        {
          AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (up);
          const char *title = adw_preferences_group_get_title (group);
          const char *about = adw_preferences_group_get_description (group);
          GtkWidget *first = gtk_widget_get_first_child (list);
          GtkWidget *page = gtk_widget_get_ancestor (up, ADW_TYPE_PREFERENCES_PAGE);
          const char *page_title = page != NULL
                                   ? adw_preferences_page_get_title (ADW_PREFERENCES_PAGE (page))
                                   : NULL;
          g_autofree char *spoken = NULL;

          if (title != NULL && *title != '\0')
            return;
          if (about != NULL && *about != '\0')
            spoken = g_strdup (about);
          else if (ADW_IS_PREFERENCES_ROW (first))
            spoken = row_title (ADW_PREFERENCES_ROW (first));
          else if (page != NULL && (page_title == NULL || *page_title == '\0')
                   && gtk_widget_get_ancestor (page, ADW_TYPE_PREFERENCES_WINDOW) != NULL)
            spoken = g_strdup (_("Search results"));
          if (spoken != NULL)
            gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                            spoken, -1);
          return;
        }
      if (GTK_IS_LIST_BOX_ROW (up) || GTK_IS_ROOT (up))
        return;
    }
}

/* An expander whose title is a label widget of its own (one that wraps)
 * was read out by its type, "GtkExpander" (the card's "What It Can and
 * Cannot Promise", issue 28): it is named by its title's words. */
static void
name_expander (GtkExpander *expander)
{
  GtkWidget *title = gtk_expander_get_label_widget (expander);

  if (GTK_IS_LABEL (title))
    gtk_accessible_update_property (GTK_ACCESSIBLE (expander), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    gtk_label_get_text (GTK_LABEL (title)), -1);
}

/**
 * cp_accessible_name_button:
 * @button: a button, with a label or not
 *
 * Names @button to screen readers by its words alone, without the
 * mnemonic's underscore, now and whenever its words change.
 */
void
cp_accessible_name_button (GtkButton *button)
{
  g_return_if_fail (GTK_IS_BUTTON (button));

  if (first_time (button))
    {
      /* After GTK's own handler: gtk_button_set_label() names it first. */
      g_signal_connect (button, "notify::label", G_CALLBACK (name_from_label), NULL);
      g_signal_connect (button, "notify::use-underline", G_CALLBACK (name_from_label), NULL);
      g_signal_connect (button, "notify::child", G_CALLBACK (name_from_label), NULL);
      g_signal_connect (button, "notify::tooltip-text", G_CALLBACK (name_icon_button), NULL);
    }
  name_from_label (button);
  name_icon_button (button);
}

/* One Tab stop per control, none on words (issue 24): a row that hands
 * its activation to a control of its own (a spin button, a switch) was a
 * stop before that control, which did nothing, "Tax rate" then "Tax
 * rate"; a row that cannot be activated is information, which a screen
 * reader reads without the focus. The row still passes a click to its
 * control, and the controls in it are still stops of their own. */
static void
tidy_row_focus (GtkListBoxRow *row)
{
  GtkWidget *target;

  if (!ADW_IS_ACTION_ROW (row) || ADW_IS_COMBO_ROW (row))
    return;
  target = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row));
  /* (A spin button is no stop itself: the text in it is.) */
  if ((target != NULL && target != GTK_WIDGET (row))
      || (target == NULL && !gtk_list_box_row_get_activatable (row)))
    gtk_widget_set_focusable (GTK_WIDGET (row), FALSE);
}

/* Names @widget alone, as what it is: what the map hook and the walk
 * name. */
static void
name_one (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget))
    cp_accessible_name_button (GTK_BUTTON (widget));
  else if (ADW_IS_EXPANDER_ROW (widget))
    name_expander_row (ADW_EXPANDER_ROW (widget));
  else if (GTK_IS_LIST_BOX_ROW (widget))
    tidy_row_focus (GTK_LIST_BOX_ROW (widget));
  else if (GTK_IS_EXPANDER (widget))
    name_expander (GTK_EXPANDER (widget));
  else if (GTK_IS_SEARCH_ENTRY (widget))
    name_search_entry (GTK_SEARCH_ENTRY (widget));
  else if (GTK_IS_TEXT_VIEW (widget))
    name_text_view (GTK_TEXT_VIEW (widget));
  else if (ADW_IS_STATUS_PAGE (widget))
    name_status_page (ADW_STATUS_PAGE (widget));
  else if (GTK_IS_POPOVER (widget))
    name_menu (GTK_POPOVER (widget));
  else if (ADW_IS_SQUEEZER (widget))
    hide_squeezed (ADW_SQUEEZER (widget));
  else if (ADW_IS_VIEW_SWITCHER_BAR (widget))
    hide_switcher_bar (ADW_VIEW_SWITCHER_BAR (widget));
  else if (GTK_IS_LIST_BOX (widget) || GTK_IS_LIST_VIEW (widget))
    name_inner_list (widget);
  else if (is_list_row (widget))
    name_row (widget);
}

/**
 * cp_accessible_name_buttons_in:
 * @root: a widget
 *
 * Names every labelled button in @root (itself included) by its words
 * alone, shown or not (a stack's other pages), and leaves its rows that
 * do nothing of their own out of the Tab order (tidy_row_focus()).
 */
void
cp_accessible_name_buttons_in (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  name_one (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    cp_accessible_name_buttons_in (child);
}

static gboolean
map_hook (GSignalInvocationHint *hint,
          guint                  n_values,
          const GValue          *values,
          gpointer               data)
{
  GtkWidget *widget = g_value_get_object (&values[0]);
  GtkWidget *parent = gtk_widget_get_parent (widget);

  /* A window or dialog, and a page of a stack, shown: its hidden buttons
   * are in the accessibility tree too. */
  if (GTK_IS_ROOT (widget) || GTK_IS_STACK (widget) || GTK_IS_STACK (parent)
      || ADW_IS_VIEW_STACK (parent))
    cp_accessible_name_buttons_in (widget);
  else
    name_one (widget);

  return TRUE;
}

/**
 * cp_accessible_names_install:
 *
 * From now on, every labelled button is named by its words alone once it
 * is shown (see above). Safe to call more than once.
 */
void
cp_accessible_names_install (void)
{
  static gsize installed = 0;

  if (g_once_init_enter (&installed))
    {
      GTypeClass *klass = g_type_class_ref (GTK_TYPE_WIDGET);

      g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0, map_hook, NULL,
                                  NULL);
      g_type_class_unref (klass);
      g_once_init_leave (&installed, 1);
    }
}
