/* cp-preferences-window.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-preferences-window"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-preferences-window.h"
#include "cp-window.h"

struct _CpPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  AdwActionRow         *catalog_row;
  GtkWidget            *revert_button;
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
  CpCatalog *catalog = planner ? cp_window_get_catalog (planner) : NULL;

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

static void
cp_preferences_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CP_TYPE_PREFERENCES_WINDOW);

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
  gtk_widget_class_bind_template_callback (widget_class, open_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, revert_clicked_cb);
}

static void
cp_preferences_window_init (CpPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
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
