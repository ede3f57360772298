/* cp-application.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-application"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-accessible-names.h"
#include "cp-application.h"
#include "cp-cli.h"
#include "cp-error-dialog.h"
#include "cp-preferences-window.h"
#include "cp-startup-probe.h"
#include "cp-toolkit-words.h"
#include "cp-window.h"

struct _CpApplication
{
  AdwApplication  parent_instance;

  /* A catalog file given with --catalog, opened in the first window. */
  GFile          *catalog_file;
  /* Whether the drafts a killed app left were offered yet: by the first
   * window, once. */
  gboolean        drafts_offered;
};

G_DEFINE_FINAL_TYPE (CpApplication, cp_application, ADW_TYPE_APPLICATION)

CpApplication *
cp_application_new (void)
{
  return g_object_new (CP_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/org/bektursun/ClusterPlanner",
                       NULL);
}

/* Options that print and exit run here, in the process that was started,
 * before anything touches the display. */
static int
cp_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  CpApplication *self = CP_APPLICATION (app);
  const char *catalog = NULL;
  int status = cp_cli_run (options);

  if (status != CP_CLI_CONTINUE)
    return status;

  if (g_variant_dict_lookup (options, "catalog", "^&ay", &catalog))
    self->catalog_file = g_file_new_for_commandline_arg (catalog);

  return -1;
}

/* An option the app does not know is said in the command line's own
 * one-line form, not in GLib's words. */
static gboolean
cp_application_local_command_line (GApplication   *app,
                                   char         ***arguments,
                                   int            *exit_status)
{
  if (!cp_cli_check_arguments (*arguments))
    {
      *exit_status = 1;
      return TRUE;
    }

  return G_APPLICATION_CLASS (cp_application_parent_class)->local_command_line (app, arguments,
                                                                               exit_status);
}

static CpCatalog *
new_builtin_catalog (void)
{
  g_autoptr(GError) error = NULL;
  CpCatalog *catalog = cp_catalog_new_builtin (&error);

  /* The built-in catalog is checked by the tests at build time; a failure
   * here is a broken build, not bad input. */
  if (catalog == NULL)
    g_error ("%s", error->message);

  return catalog;
}

/* The first window of the app offers back what a killed one left. */
static void
offer_drafts (CpApplication *self,
              CpWindow      *window)
{
  if (self->drafts_offered)
    return;

  self->drafts_offered = TRUE;
  cp_window_offer_drafts (window);
}

static void
cp_application_activate (GApplication *app)
{
  CpApplication *self = CP_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    {
      g_autoptr(CpCatalog) catalog = new_builtin_catalog ();

      window = GTK_WINDOW (cp_window_new (GTK_APPLICATION (app), catalog));
      cp_startup_probe_attach (window);

      if (self->catalog_file != NULL)
        {
          cp_window_open_catalog_file (CP_WINDOW (window), self->catalog_file);
          g_clear_object (&self->catalog_file);
        }
    }

  offer_drafts (self, CP_WINDOW (window));
  gtk_window_present (window);
}

/* The catalog that plans given with --catalog are opened with, read now,
 * before the plans are: each plan then says at once what changed for it
 * (a catalog loaded after the plan would only replace it). %NULL without
 * --catalog, or with @error set. */
static CpCatalog *
take_catalog_option (CpApplication  *self,
                     GError        **error)
{
  g_autoptr(GFile) file = g_steal_pointer (&self->catalog_file);

  if (file == NULL)
    return NULL;

  return cp_catalog_new_from_file (file, error);
}

/**
 * cp_application_find_window:
 * @application: the app
 * @file: a plan file
 *
 * The app knows which window has which plan: one window per plan file.
 *
 * Returns: (transfer none) (nullable): the window of @application whose
 *   plan is @file.
 */
CpWindow *
cp_application_find_window (GtkApplication *application,
                            GFile          *file)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    {
      GFile *shown;

      if (!CP_IS_WINDOW (l->data))
        continue;
      shown = cp_plan_file_get_file (cp_window_get_plan_file (l->data));
      if (shown != NULL && g_file_equal (shown, file))
        return l->data;
    }

  return NULL;
}

static gboolean
window_is_pristine (GtkWindow *window)
{
  return window != NULL && CP_IS_WINDOW (window) &&
         cp_plan_file_get_pristine (cp_window_get_plan_file (CP_WINDOW (window)));
}

/* Opens @file in a window of its own: the one that has it already, else
 * @hint when nothing was done in it yet, else a new one, with @catalog
 * (the built-in one, read then, when it is NULL). */
static CpWindow *
open_plan (CpApplication  *self,
           GFile          *file,
           GtkWindow      *hint,
           CpCatalog     **catalog)
{
  CpWindow *window = cp_application_find_window (GTK_APPLICATION (self), file);

  if (window == NULL)
    {
      if (window_is_pristine (hint))
        window = CP_WINDOW (hint);
      else
        {
          if (*catalog == NULL)
            *catalog = new_builtin_catalog ();
          window = cp_window_new_untitled (GTK_APPLICATION (self), *catalog);
        }
      cp_window_open_plan (window, file);
    }

  gtk_window_present (GTK_WINDOW (window));

  return window;
}

/* Plan files, from the command line, a file manager or D-Bus: one window
 * each; a plan already open has its window presented. A window opens
 * plans here too (Open, Open Recent), with the hint CP_WINDOW_OPEN_HINT:
 * a new window then plans with that window's catalog. */
static void
cp_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  CpApplication *self = CP_APPLICATION (app);
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (app));
  CpWindow *window = NULL;
  g_autoptr(GError) catalog_error = NULL;
  g_autoptr(CpCatalog) catalog = take_catalog_option (self, &catalog_error);

  if (catalog == NULL && g_strcmp0 (hint, CP_WINDOW_OPEN_HINT) == 0 &&
      active != NULL && CP_IS_WINDOW (active))
    catalog = g_object_ref (cp_session_get_catalog (cp_window_get_session (CP_WINDOW (active))));

  for (int i = 0; i < n_files; i++)
    {
      window = open_plan (self, files[i], active, &catalog);
      /* The next file needs a window of its own. */
      active = GTK_WINDOW (window);
    }

  if (window != NULL && catalog_error != NULL)
    cp_error_dialog_show (GTK_WINDOW (window), _("Could Not Open the Catalog"),
                          _("The catalog in use has not changed."), catalog_error);
  if (window != NULL)
    offer_drafts (self, window);
}

static void
cp_application_startup (GApplication *app)
{
  G_APPLICATION_CLASS (cp_application_parent_class)->startup (app);

  /* libadwaita's words where it has no translation (Kyrgyz): after its
   * initialisation above, which binds its own catalogues. */
  cp_toolkit_words_install ();
  /* About too: every labelled button named once (cp-accessible-names.c). */
  cp_accessible_names_install ();
  gtk_window_set_default_icon_name (APP_ID);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GtkApplication *app = user_data;
  GList *windows = gtk_application_get_windows (app);

  /* Closing the windows lets them save their state, and ask first about
   * each plan with changes not saved. */
  while (windows != NULL)
    {
      GList *next = windows->next;

      gtk_window_close (windows->data);
      windows = next;
    }
}

static void
new_window_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  GtkApplication *app = user_data;
  GtkWindow *active = gtk_application_get_active_window (app);
  g_autoptr(CpCatalog) builtin = NULL;
  CpWindow *window;

  /* A new plan starts on the catalog the person works with. */
  if (active != NULL && CP_IS_WINDOW (active))
    window = cp_window_new_untitled (app, cp_session_get_catalog (cp_window_get_session (CP_WINDOW (active))));
  else
    window = cp_window_new_untitled (app, builtin = new_builtin_catalog ());

  gtk_window_present (GTK_WINDOW (window));
}

/**
 * cp_application_new_about_window:
 * @parent: (nullable): the window it belongs to
 *
 * Returns: (transfer floating): the About window, not yet shown
 */
GtkWindow *
cp_application_new_about_window (GtkWindow *parent)
{
  /* In the language's words, as the developer's name above them (Credits
   * read the English name in Russian and Kyrgyz). */
  const char *developers[] = { _("Bektursun's AI Hardware Store"), NULL };

  return g_object_new (ADW_TYPE_ABOUT_WINDOW,
                       "transient-for", parent,
                       /* Our own title: libadwaita's "About" is not the
                        * window's name ("About Cluster Planner"). */
                       "title", _("About Cluster Planner"),
                       "application-name", _("Cluster Planner"),
                       "application-icon", APP_ID,
                       "developer-name", _("Bektursun's AI Hardware Store"),
                       "version", PACKAGE_VERSION,
                       "website", "https://github.com/bektursun/cluster-planner",
                       "issue-url", "https://github.com/bektursun/cluster-planner/issues",
                       "comments", _("Plan the GPU builds that run large language models: "
                                     "how many units, and their combined memory, power and price. "
                                     "Memory, power and price add up; speed does not."),
                       "copyright", "© 2026 Bektursun's AI Hardware Store",
                       "license-type", GTK_LICENSE_GPL_3_0,
                       "developers", developers,
                       /* TRANSLATORS: your name, and your email or web address */
                       "translator-credits", _("translator-credits"),
                       NULL);
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  GtkApplication *app = user_data;

  gtk_window_present (cp_application_new_about_window (gtk_application_get_active_window (app)));
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  GtkApplication *app = user_data;
  GtkWindow *parent = gtk_application_get_active_window (app);

  gtk_window_present (GTK_WINDOW (cp_preferences_window_new (parent)));
}

static const GActionEntry app_actions[] = {
  { "quit", quit_action },
  { "new-window", new_window_action },
  { "about", about_action },
  { "preferences", preferences_action },
};

static void
cp_application_dispose (GObject *object)
{
  CpApplication *self = CP_APPLICATION (object);

  g_clear_object (&self->catalog_file);

  G_OBJECT_CLASS (cp_application_parent_class)->dispose (object);
}

static void
cp_application_class_init (CpApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = cp_application_dispose;
  app_class->local_command_line = cp_application_local_command_line;
  app_class->handle_local_options = cp_application_handle_local_options;
  app_class->startup = cp_application_startup;
  app_class->activate = cp_application_activate;
  app_class->open = cp_application_open;
}

static void
cp_application_init (CpApplication *self)
{
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *preferences_accels[] = { "<Control>comma", NULL };
  static const char *new_window_accels[] = { "<Control><Shift>n", NULL };

  g_application_add_main_option_entries (G_APPLICATION (self), cp_cli_get_option_entries ());
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Plan GPU builds for large language models."));

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences",
                                         preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.new-window",
                                         new_window_accels);
}
