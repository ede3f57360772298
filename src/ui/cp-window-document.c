/* cp-window-document.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-window"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-error-dialog.h"
#include "cp-window-private.h"

/* The window's plan as a document, as a person sees and works it: the
 * plan file (CpPlanFile, cp-plan-file.c) knows the file, whether the plan
 * changed since it was opened or saved, and saves and reads; here are the
 * "•" in the title, Save, Save As, Open and Open Recent, and "Save
 * Changes?" when a changed plan is closed. One window per plan: the app
 * knows which window has which file (cp-application.c), and a plan opened
 * here goes through it. Drafts offered back are cp-window-drafts.c's. */

#define RECENT_MAX 10

/* Title */

/* The file's folder, "~/Plans" in the home folder; NULL without a file. */
static char *
dup_plan_folder (CpWindow *self)
{
  GFile *file = cp_plan_file_get_file (self->plan_file);
  g_autoptr(GFile) parent = NULL;
  g_autoptr(GFile) home = NULL;
  g_autofree char *relative = NULL;

  if (file == NULL || (parent = g_file_get_parent (file)) == NULL)
    return NULL;

  home = g_file_new_for_path (g_get_home_dir ());
  if (g_file_equal (parent, home))
    return g_strdup ("~");
  relative = g_file_get_relative_path (home, parent);
  if (relative != NULL)
    {
      g_autofree char *display = g_filename_display_name (relative);

      return g_build_filename ("~", display, NULL);
    }

  return g_file_get_parse_name (parent);
}

/* The title says the plan's name and whether it changed; Save is there
 * for a changed plan, or one that has no file yet. */
static void
update_title (CpWindow *self)
{
  g_autofree char *name = cp_plan_file_dup_title (self->plan_file);
  g_autofree char *folder = dup_plan_folder (self);
  g_autofree char *title = NULL;
  g_autofree char *window_title = NULL;
  gboolean modified = cp_plan_file_get_modified (self->plan_file);

  /* TRANSLATORS: the title of a plan with changes not saved, e.g.
   * "• a.clusterplan" */
  title = modified ? g_strdup_printf (_("• %s"), name) : g_strdup (name);
  adw_window_title_set_title (self->plan_title, title);
  adw_window_title_set_subtitle (self->plan_title, folder != NULL ? folder : "");
  adw_view_switcher_title_set_title (self->switcher_title, title);
  adw_view_switcher_title_set_subtitle (self->switcher_title, folder != NULL ? folder : "");

  /* TRANSLATORS: the window's title, e.g. "• a.clusterplan — Cluster Planner" */
  window_title = g_strdup_printf (_("%s — Cluster Planner"), title);
  gtk_window_set_title (GTK_WINDOW (self), window_title);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save",
                                 modified || cp_plan_file_get_file (self->plan_file) == NULL);
}

/* Whether the window can take a plan opened from elsewhere. */
gboolean
cp_window_get_pristine (CpWindow *self)
{
  g_return_val_if_fail (CP_IS_WINDOW (self), FALSE);

  return cp_plan_file_get_pristine (self->plan_file);
}

/* Recent plans */

static void
add_recent (GFile *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  GtkRecentData data = {
    .mime_type = (char *) CP_PLAN_DOCUMENT_MIME_TYPE,
    .app_name = (char *) (g_get_application_name () != NULL ? g_get_application_name ()
                                                           : PACKAGE_NAME),
    .app_exec = (char *) PACKAGE_NAME " %u",
  };

  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
}

static int
compare_recent (gconstpointer a,
                gconstpointer b)
{
  GtkRecentInfo *first = *(GtkRecentInfo **) a;
  GtkRecentInfo *second = *(GtkRecentInfo **) b;

  return g_date_time_compare (gtk_recent_info_get_modified (second),
                              gtk_recent_info_get_modified (first));
}

/* The Open Recent submenu: the plans used last, newest first. */
static void
fill_recent_menu (CpWindow *self)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  g_autoptr(GPtrArray) plans = g_ptr_array_new ();

  for (GList *l = items; l != NULL; l = l->next)
    {
      GtkRecentInfo *info = l->data;

      if (g_strcmp0 (gtk_recent_info_get_mime_type (info), CP_PLAN_DOCUMENT_MIME_TYPE) == 0 &&
          gtk_recent_info_exists (info))
        g_ptr_array_add (plans, info);
    }
  g_ptr_array_sort (plans, compare_recent);

  g_menu_remove_all (self->recent_menu);
  for (guint i = 0; i < plans->len && i < RECENT_MAX; i++)
    {
      GtkRecentInfo *info = plans->pdata[i];
      g_autoptr(GMenuItem) item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);

      g_menu_item_set_action_and_target (item, "win.open-recent", "s", gtk_recent_info_get_uri (info));
      g_menu_append_item (self->recent_menu, item);
    }
  if (plans->len == 0)
    g_menu_append (self->recent_menu, _("No Recent Plans"), "win.no-recent-plans");

  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

/* Saving */

static gboolean
close_cb (gpointer user_data)
{
  gtk_window_close (GTK_WINDOW (user_data));

  return G_SOURCE_REMOVE;
}

/* The dialog answered is still emitting its response, and goes with the
 * window: the window closes once it is done. */
static void
close_soon (CpWindow *self)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_cb, g_object_ref (self), g_object_unref);
}


static void
show_not_saved (CpWindow     *self,
                const GError *error)
{
  cp_error_dialog_show (GTK_WINDOW (self), _("Could Not Save the Plan"),
                        _("The plan is as it was in the window, still to be saved. "
                          "A file already there is as it was."),
                        error);
}

/* Writes the plan to @file (NULL: its own), or says why not. */
static gboolean
save_to (CpWindow *self,
         GFile    *file)
{
  g_autoptr(GError) error = NULL;

  if (!cp_plan_file_save (self->plan_file, file, &error))
    {
      show_not_saved (self, error);
      return FALSE;
    }

  return TRUE;
}

/* A new file's name ends in ".clusterplan" unless the person gave it
 * another ending. */
static GFile *
with_suffix (GFile *file)
{
  g_autofree char *basename = g_file_get_basename (file);
  g_autoptr(GFile) parent = NULL;
  g_autofree char *named = NULL;

  if (basename == NULL || strchr (basename, '.') != NULL ||
      (parent = g_file_get_parent (file)) == NULL)
    return g_object_ref (file);

  named = g_strconcat (basename, ".", CP_PLAN_DOCUMENT_SUFFIX, NULL);

  return g_file_get_child (parent, named);
}

static void
add_plan_filters (GtkFileChooserNative *chooser)
{
  g_autoptr(GtkFileFilter) plans = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (plans, _("Cluster plans"));
  gtk_file_filter_add_mime_type (plans, CP_PLAN_DOCUMENT_MIME_TYPE);
  gtk_file_filter_add_suffix (plans, CP_PLAN_DOCUMENT_SUFFIX);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), plans);

  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (chooser), plans);
}

static GtkFileChooserNative *
new_plan_chooser (CpWindow             *self,
                  const char           *title,
                  GtkFileChooserAction  action,
                  const char           *accept_label)
{
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (title, GTK_WINDOW (self), action, accept_label,
                                         _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  add_plan_filters (chooser);

  return chooser;
}

static void
save_as_response_cb (GtkNativeDialog *chooser,
                     int              response,
                     CpWindow        *self)
{
  gboolean close_after = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "close-after"));
  g_autoptr(GFile) chosen = NULL;
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_object_unref (chooser);
  if (chosen == NULL)
    return;

  file = with_suffix (chosen);
  if (!save_to (self, file))
    return;

  if (close_after)
    close_soon (self);
}

/* Asks where to save the plan; @close_after closes the window once it is
 * saved ("Save Changes?" answered with Save). */
static void
ask_save_as (CpWindow *self,
             gboolean  close_after)
{
  GtkFileChooserNative *chooser;

  chooser = new_plan_chooser (self, _("Save Plan"), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"));
  if (cp_plan_file_get_file (self->plan_file) != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), cp_plan_file_get_file (self->plan_file),
                               NULL);
  else
    {
      /* TRANSLATORS: the name a new plan file is offered under */
      g_autofree char *name = g_strdup_printf ("%s.%s", _("Untitled Plan"),
                                               CP_PLAN_DOCUMENT_SUFFIX);

      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
    }

  g_object_set_data (G_OBJECT (chooser), "close-after", GINT_TO_POINTER (close_after));
  g_signal_connect (chooser, "response", G_CALLBACK (save_as_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Saves to the plan's own file, or asks where when it has none. */
static void
save (CpWindow *self,
      gboolean  close_after)
{
  if (cp_plan_file_get_file (self->plan_file) == NULL)
    {
      ask_save_as (self, close_after);
      return;
    }

  if (!save_to (self, NULL))
    return;

  if (close_after)
    close_soon (self);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  save (CP_WINDOW (widget), FALSE);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  ask_save_as (CP_WINDOW (widget), FALSE);
}

/* Opening */

/* Says what changed for the plan since it was saved, when the catalog it
 * is opened with is not the one it was made with. */
static void
show_catalog_changes (CpWindow       *self,
                      CpPlanDocument *document)
{
  CpCatalog *catalog = cp_session_get_catalog (self->session);
  g_auto(GStrv) changes = cp_plan_document_dup_changes (document, catalog,
                                                        cp_session_get_plan (self->session));
  g_autofree char *made_with = cp_plan_document_dup_catalog_title (document);
  g_autofree char *listed = NULL;
  g_autofree char *body = NULL;
  g_autofree char *sized_with = NULL;
  GtkWidget *dialog;

  if (cp_plan_document_same_catalog (document, catalog))
    return;

  listed = changes[0] != NULL ? g_strjoinv ("\n", changes)
                              : g_strdup (_("Nothing this plan uses has changed."));
  /* TRANSLATORS: e.g. "This plan was made with the built-in catalog of
   * 1 December 2026, and is sized now with the catalog /home/a/shop.json." */
  sized_with = cp_catalog_dup_title (catalog);
  body = g_strdup_printf (_("This plan was made with %s, and is sized now with %s."),
                          made_with, sized_with);

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Another Catalog"), body);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog),
                                      g_object_new (GTK_TYPE_LABEL,
                                                    "label", listed,
                                                    "wrap", TRUE,
                                                    "selectable", TRUE,
                                                    "justify", GTK_JUSTIFY_CENTER,
                                                    NULL));
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Puts @document, read from @file, in the window, or says why not. */
static void
apply_document (CpWindow       *self,
                GFile          *file,
                CpPlanDocument *document)
{
  g_autoptr(GError) error = NULL;

  /* What changed for it comes with "opened". */
  if (!cp_plan_file_apply (self->plan_file, file, document, &error))
    cp_error_dialog_show (GTK_WINDOW (self), _("Could Not Open the Plan"),
                          _("Nothing in the window has changed."), error);
}

/**
 * _cp_window_take_plan:
 * @document: a plan that has no file (a quote's, for "New Quote from This")
 *
 * Puts @document in the window as a new plan, not saved yet
 * (cp_plan_file_take()). On failure the window is as it was.
 */
gboolean
_cp_window_take_plan (CpWindow        *self,
                      CpPlanDocument  *document,
                      GError         **error)
{
  return cp_plan_file_take (self->plan_file, document, error);
}

typedef struct
{
  CpWindow *window;
  GFile    *file;
} Reading;

static void
reading_free (Reading *reading)
{
  g_object_unref (reading->window);
  g_object_unref (reading->file);
  g_free (reading);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Reading, reading_free)

static void
plan_read_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(Reading) reading = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlanDocument) document = cp_plan_file_read_finish (CP_PLAN_FILE (source), result,
                                                                 &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  if (document == NULL)
    cp_error_dialog_show (GTK_WINDOW (reading->window), _("Could Not Open the Plan"),
                          _("Nothing in the window has changed."), error);
  else
    apply_document (reading->window, reading->file, document);
}

/**
 * cp_window_open_plan:
 * @file: a plan file
 *
 * Reads @file in a worker thread and puts its plan in the window; when it
 * cannot be, a dialog says why and the window stays as it was.
 */
void
cp_window_open_plan (CpWindow *self,
                     GFile    *file)
{
  Reading *reading;

  g_return_if_fail (CP_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  reading = g_new0 (Reading, 1);
  reading->window = g_object_ref (self);
  reading->file = g_object_ref (file);
  cp_plan_file_read_async (self->plan_file, file, plan_read_cb, reading);
}

/* Opens @file in a window of its own. The app knows which window has
 * which plan (cp-application.c); a window without one opens it itself
 * when nothing was done in it yet, else in a new window. */
static void
open_file (CpWindow *self,
           GFile    *file)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));
  CpWindow *window = self;

  if (application != NULL)
    {
      g_application_open (G_APPLICATION (application), &file, 1, CP_WINDOW_OPEN_HINT);
      return;
    }

  if (!cp_plan_file_get_pristine (self->plan_file))
    window = cp_window_new_untitled (NULL, cp_session_get_catalog (self->session));
  cp_window_open_plan (window, file);
  gtk_window_present (GTK_WINDOW (window));
}

static void
open_response_cb (GtkNativeDialog *chooser,
                  int              response,
                  CpWindow        *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_object_unref (chooser);

  if (file != NULL)
    open_file (self, file);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  GtkFileChooserNative *chooser;

  chooser = new_plan_chooser (self, _("Open Plan"), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"));
  g_signal_connect (chooser, "response", G_CALLBACK (open_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
open_recent_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  open_file (self, file);
}

/* Closing */

static void
save_changes_response_cb (AdwMessageDialog *dialog,
                          const char       *response,
                          CpWindow         *self)
{
  self->close_dialog = NULL;

  if (g_str_equal (response, "discard"))
    {
      /* An untitled plan is remembered for the next start: discarded, it
       * does not come back (its draft goes as the window closes). */
      if (cp_plan_file_get_file (self->plan_file) == NULL)
        cp_session_forget_untitled (self->session);
      self->may_close = TRUE;
      close_soon (self);
    }
  else if (g_str_equal (response, "save"))
    save (self, TRUE);
}

/* "Save Changes?" for a plan with changes not saved. */
static void
ask_save_changes (CpWindow *self)
{
  g_autofree char *name = cp_plan_file_dup_title (self->plan_file);
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  if (self->close_dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->close_dialog));
      return;
    }

  /* TRANSLATORS: asked when a plan with changes is closed, e.g.
   * "“a.clusterplan” has changes that are not saved to its file." */
  body = cp_plan_file_get_file (self->plan_file) != NULL
         ? g_strdup_printf (_("“%s” has changes that are not saved to its file."), name)
         : g_strdup (_("This plan has never been saved to a file."));

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Save Changes?"),
                                                       body));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (save_changes_response_cb), self, 0);

  self->close_dialog = GTK_WIDGET (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * _cp_window_document_close_request:
 *
 * Returns: %TRUE to keep the window open: its plan has changes, and the
 *   person is asked first. A clean close takes the draft away.
 */
gboolean
_cp_window_document_close_request (CpWindow *self)
{
  if (cp_plan_file_get_modified (self->plan_file) && !self->may_close)
    {
      ask_save_changes (self);
      return TRUE;
    }

  cp_plan_file_drop_draft (self->plan_file);

  return FALSE;
}

/**
 * cp_window_get_close_dialog:
 *
 * Returns: (transfer none) (nullable): the "Save Changes?" dialog while it
 *   is shown.
 */
GtkWidget *
cp_window_get_close_dialog (CpWindow *self)
{
  g_return_val_if_fail (CP_IS_WINDOW (self), NULL);

  return self->close_dialog;
}

/* Life */

static void
recent_changed_cb (CpWindow *self)
{
  fill_recent_menu (self);
}

static void
saved_cb (CpWindow *self,
          GFile    *file)
{
  add_recent (file);
}

static void
opened_cb (CpWindow       *self,
           GFile          *file,
           CpPlanDocument *document)
{
  add_recent (file);
  show_catalog_changes (self, document);
}

void
_cp_window_init_document (CpWindow *self)
{
  self->plan_file = cp_plan_file_new (self->session);
  g_signal_connect_object (self->plan_file, "notify::modified", G_CALLBACK (update_title), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->plan_file, "notify::file", G_CALLBACK (update_title), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->plan_file, "saved", G_CALLBACK (saved_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->plan_file, "opened", G_CALLBACK (opened_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (recent_changed_cb), self, G_CONNECT_SWAPPED);
  fill_recent_menu (self);
  update_title (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.no-recent-plans", FALSE);
}

void
_cp_window_dispose_document (CpWindow *self)
{
  _cp_window_dispose_drafts (self);
  if (self->plan_file != NULL)
    g_signal_handlers_disconnect_by_data (self->plan_file, self);
  g_clear_object (&self->plan_file);
}

static void
no_recent_plans_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
}

void
_cp_window_class_init_document (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.no-recent-plans", NULL,
                                   no_recent_plans_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK,
                                       "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                       "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.save-as", NULL);
  /* GtkWindow's own action: asks "Save changes?" first, as closing does. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
  _cp_window_class_init_drafts (widget_class);
}
