/* cp-application.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-application"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-application.h"
#include "cp-cli.h"

struct _CpApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (CpApplication, cp_application, ADW_TYPE_APPLICATION)

CpApplication *
cp_application_new (void)
{
  return g_object_new (CP_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       "resource-base-path", "/org/bektursun/ClusterPlanner",
                       NULL);
}

/* Options that print and exit run here, in the process that was started,
 * before anything touches the display. */
static int
cp_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  return cp_cli_run (options);
}

static void
cp_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    {
      GtkWidget *header = adw_header_bar_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *status = adw_status_page_new ();

      adw_status_page_set_title (ADW_STATUS_PAGE (status), _("Cluster Planner"));
      adw_status_page_set_description (ADW_STATUS_PAGE (status),
                                       _("The planner window is on its way."));
      gtk_widget_set_vexpand (status, TRUE);
      gtk_box_append (GTK_BOX (box), header);
      gtk_box_append (GTK_BOX (box), status);

      window = g_object_new (ADW_TYPE_APPLICATION_WINDOW,
                             "application", app,
                             "title", _("Cluster Planner"),
                             "default-width", 900,
                             "default-height", 640,
                             "content", box,
                             NULL);
    }

  gtk_window_present (window);
}

static void
cp_application_class_init (CpApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->handle_local_options = cp_application_handle_local_options;
  app_class->activate = cp_application_activate;
}

static void
cp_application_init (CpApplication *self)
{
  g_application_add_main_option_entries (G_APPLICATION (self), cp_cli_get_option_entries ());
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Plan GPU builds for large language models."));
}
