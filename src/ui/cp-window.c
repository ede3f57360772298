/* cp-window.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-window"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-accessible-names.h"
#include "cp-builds-page.h"
#include "cp-catalog-page.h"
#include "cp-compare-page.h"
#include "cp-settings.h"
#include "cp-window-private.h"
#include "cp-workload-control.h"

/* The window put together: its life, and what it shows of its session
 * (the pages follow the session themselves). The window's other files
 * are its parts, which this one calls and which never call it: the
 * sidebar of models (cp-window-sidebar.c), what it does from menus and
 * shortcuts (cp-window-actions.c), the plan as a document and drafts
 * (cp-window-document.c, cp-window-drafts.c, showing a CpPlanFile), and
 * what they share (cp-window-parts.c). */

G_DEFINE_FINAL_TYPE (CpWindow, cp_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_CATALOG,
  PROP_PLAN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
banner_closed_cb (GtkRevealer *banner)
{
  if (!gtk_revealer_get_reveal_child (banner) && !gtk_revealer_get_child_revealed (banner))
    gtk_widget_set_visible (GTK_WIDGET (banner), FALSE);
}

/* The plan */

/* The pages follow the session themselves (each has it); the window
 * says what can be done with the build picked. */
static void
selection_changed_cb (CpWindow *self)
{
  _cp_window_update_actions (self);
}

static void
plan_changed_cb (CpWindow *self)
{
  _cp_window_update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAN]);
}

/* Another catalog than the built-in one is in use: a banner says which,
 * with a button to go back. */
static void
update_catalog_banner (CpWindow *self)
{
  CpCatalog *catalog = cp_session_get_catalog (self->session);
  GFile *file = catalog != NULL ? cp_catalog_get_file (catalog) : NULL;

  if (file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);
      /* TRANSLATORS: a banner over the pages, e.g. "Builds are planned with
       * the catalog “shop.json”, not the built-in one" */
      g_autofree char *text = g_strdup_printf (_("Builds are planned with the catalog “%s”, not the built-in one"),
                                               basename);

      gtk_label_set_label (self->catalog_banner_label, text);
    }

  _cp_window_reveal_banner (self->catalog_banner, file != NULL);
}

static void
catalog_changed_cb (CpWindow *self)
{
  update_catalog_banner (self);
  _cp_window_update_actions (self);
}

/* The pages */

/* The primary menu's popover is built when first opened, not at start-up. */
static void
create_menu_cb (GtkMenuButton *button,
                gpointer       user_data)
{
  CpWindow *self = user_data;

  if (gtk_menu_button_get_popover (button) == NULL)
    gtk_menu_button_set_menu_model (button, self->primary_menu);
}

/* Narrow windows switch pages from a bar at the bottom; wide ones never
 * need it, so it is only built when the header's switcher gives way. */
static void
switcher_title_visible_cb (CpWindow *self)
{
  if (self->switcher_bar != NULL || !adw_view_switcher_title_get_title_visible (self->switcher_title))
    return;

  self->switcher_bar = ADW_VIEW_SWITCHER_BAR (adw_view_switcher_bar_new ());
  adw_view_switcher_bar_set_stack (self->switcher_bar, self->view_stack);
  g_object_bind_property (self->switcher_title, "title-visible",
                          self->switcher_bar, "reveal",
                          G_BINDING_SYNC_CREATE);
  gtk_box_append (GTK_BOX (self->content), GTK_WIDGET (self->switcher_bar));
}

/* However the page changed — Alt+1…4, a click on the header's switcher or
 * the bar at the bottom — a focus left inside the page that went away is
 * on a widget no longer shown, and the next Tab (or GTK itself) would take
 * it to the first control of the window, the models' search. It goes to
 * the first control of the page shown instead; a focus elsewhere (the
 * switcher, the sidebar) stays where it is. */
static void
focus_shown_page (CpWindow *self)
{
  GtkWidget *page = adw_view_stack_get_visible_child (self->view_stack);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  /* A window not shown yet gets its first focus from GTK. */
  if (page == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  if (focus != NULL
      && (!gtk_widget_is_ancestor (focus, GTK_WIDGET (self->view_stack))
          || focus == page || gtk_widget_is_ancestor (focus, page)))
    return;

  gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD);
}

static void
page_shown_cb (CpWindow *self)
{
  const char *name = adw_view_stack_get_visible_child_name (self->view_stack);

  if (g_strcmp0 (name, "catalog") == 0)
    cp_window_get_catalog_page (self);
  else if (g_strcmp0 (name, "compare") == 0)
    cp_window_get_compare_page (self);
  else if (g_strcmp0 (name, "quotes") == 0)
    cp_window_get_quotes_page (self);

  focus_shown_page (self);
}

static gboolean
cp_window_close_request (GtkWindow *window)
{
  CpWindow *self = CP_WINDOW (window);
  int width, height;

  /* The size to come back to is the unmaximized one. */
  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));

  if (_cp_window_document_close_request (self))
    return TRUE;

  return GTK_WINDOW_CLASS (cp_window_parent_class)->close_request (window);
}

/* The window's Tab order, side by side: its header (the pages, the main
 * menu), then the sidebar (the models), then the page and what the
 * window shows over it (a notification), and round again (issue 24).
 * GTK orders a box's children by where they stand, and the header is
 * the content's own (it folds with it), so GTK alone went from the
 * models to the header and only then to the page: from the header, Tab
 * passed the page before the models, and from the page to the models
 * before the header. Folded, one side is shown at a time, and GTK's
 * order is the right one. Shift+Tab goes the same way back. */
static GPtrArray *
focus_parts (CpWindow         *self,
             GtkDirectionType  direction)
{
  GPtrArray *parts = g_ptr_array_new ();

  g_ptr_array_add (parts, self->content_header);
  g_ptr_array_add (parts, self->sidebar);
  for (GtkWidget *child = gtk_widget_get_first_child (self->content);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != self->content_header)
      g_ptr_array_add (parts, child);
  /* A notification, over the page. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->toasts));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != GTK_WIDGET (self->leaflet))
      g_ptr_array_add (parts, child);

  if (direction == GTK_DIR_TAB_BACKWARD)
    for (guint i = 0; i < parts->len / 2; i++)
      {
        gpointer swap = parts->pdata[i];

        parts->pdata[i] = parts->pdata[parts->len - 1 - i];
        parts->pdata[parts->len - 1 - i] = swap;
      }

  return parts;
}

static gboolean
cp_window_focus (GtkWidget        *widget,
                 GtkDirectionType  direction)
{
  CpWindow *self = CP_WINDOW (widget);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (widget));
  g_autoptr(GPtrArray) parts = NULL;
  guint from = 0;

  if ((direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD)
      || adw_leaflet_get_folded (self->leaflet))
    return GTK_WIDGET_CLASS (cp_window_parent_class)->focus (widget, direction);

  parts = focus_parts (self, direction);
  if (focus != NULL)
    {
      for (from = 0; from < parts->len; from++)
        if (gtk_widget_is_ancestor (focus, parts->pdata[from]))
          break;
      /* Somewhere else of the window's: GTK's order. */
      if (from == parts->len)
        return GTK_WIDGET_CLASS (cp_window_parent_class)->focus (widget, direction);
      /* On within its part, then into the next parts shown. */
      if (gtk_widget_child_focus (parts->pdata[from], direction))
        return TRUE;
      for (guint i = from + 1; i < parts->len; i++)
        if (gtk_widget_get_mapped (parts->pdata[i])
            && gtk_widget_child_focus (parts->pdata[i], direction))
          return TRUE;
      /* Past the last: round again from the first, as GtkWindow does,
       * with nothing focused on the way. */
      gtk_root_set_focus (GTK_ROOT (widget), NULL);
    }

  for (guint i = 0; i < parts->len; i++)
    if (gtk_widget_get_mapped (parts->pdata[i])
        && gtk_widget_child_focus (parts->pdata[i], direction))
      return TRUE;

  return FALSE;
}

static void
cp_window_dispose (GObject *object)
{
  CpWindow *self = (CpWindow *) object;

  _cp_window_dispose_actions (self);
  _cp_window_dispose_document (self);

  gtk_widget_dispose_template (GTK_WIDGET (self), CP_TYPE_WINDOW);

  _cp_window_dispose_sidebar (self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_pointer (&self->chosen_before, g_variant_unref);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (cp_window_parent_class)->dispose (object);
}

static void
cp_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  CpWindow *self = CP_WINDOW (object);

  switch (prop_id)
    {
    case PROP_CATALOG:
      g_value_set_object (value, cp_session_get_catalog (self->session));
      break;

    case PROP_PLAN:
      g_value_set_object (value, cp_session_get_plan (self->session));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_window_class_init (CpWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  cp_accessible_names_install ();
  object_class->dispose = cp_window_dispose;
  object_class->get_property = cp_window_get_property;
  window_class->close_request = cp_window_close_request;
  widget_class->focus = cp_window_focus;

  properties[PROP_CATALOG] =
    g_param_spec_object ("catalog", NULL, NULL, CP_TYPE_CATALOG,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAN] =
    g_param_spec_object ("plan", NULL, NULL, CP_TYPE_PLAN,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (CP_TYPE_BUILDS_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/bektursun/ClusterPlanner/ui/cp-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CpWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, plan_title);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, draft_banner);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, draft_banner_label);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, draft_banner_narrow_label);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, recent_menu);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, content);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, content_header);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, model_search);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, model_stack);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, model_list);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, catalog_banner);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, catalog_banner_label);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, builds_page);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, catalog_bin);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, compare_bin);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, quotes_bin);
  gtk_widget_class_bind_template_callback (widget_class, page_shown_cb);
  gtk_widget_class_bind_template_callback (widget_class, banner_closed_cb);

  _cp_window_class_init_sidebar (widget_class);
  _cp_window_class_init_actions (widget_class);
  _cp_window_class_init_quotes (widget_class);
  _cp_window_class_init_import (widget_class);
  _cp_window_class_init_document (widget_class);
}

static void
cp_window_init (CpWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = cp_settings_new ();
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  /* The plan the app remembers comes back in cp_window_new(). */
  self->session = cp_session_new ();
  /* A long sizing never freezes the window. */
  cp_session_set_plan_in_thread (self->session, TRUE);
  g_signal_connect_object (self->session, "plan-changed",
                           G_CALLBACK (plan_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::selected-tier",
                           G_CALLBACK (selection_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::catalog",
                           G_CALLBACK (catalog_changed_cb), self, G_CONNECT_SWAPPED);
  cp_builds_page_set_session (self->builds_page, self->session);

  _cp_window_init_sidebar (self);
  _cp_window_init_document (self);
  _cp_window_init_drafts (self);

  self->workload_control = cp_workload_control_new ();
  cp_workload_control_set_session (CP_WORKLOAD_CONTROL (self->workload_control), self->session);
  cp_builds_page_set_workload_control (self->builds_page, self->workload_control);
  _cp_window_init_import (self);

  gtk_menu_button_set_create_popup_func (self->menu_button, create_menu_cb, self, NULL);
  g_signal_connect_object (self->switcher_title, "notify::title-visible",
                           G_CALLBACK (switcher_title_visible_cb), self, G_CONNECT_SWAPPED);

  /* Folded, the window shows the builds first; the models are a tap away. */
  adw_leaflet_set_visible_child (self->leaflet, self->content);
  _cp_window_update_actions (self);
}

