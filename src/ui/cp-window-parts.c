/* cp-window-parts.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-window"

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>

#include "cp-catalog-page.h"
#include "cp-compare-page.h"
#include "cp-error-dialog.h"
#include "cp-page-setup.h"
#include "cp-quote-export.h"
#include "cp-text.h"
#include "cp-window-private.h"

/* What the window's files share, and call no further: a new window and
 * its plan (the session, the plan file, the catalog), the pages built
 * the first time they are shown, toasts and banners. cp-window.c puts
 * the window together and calls the other files; they call this one. */

/* Toasts and banners */

/* A toast's title is markup; the window's messages are plain text that
 * names files and models, which may hold "&" or "<". */
AdwToast *
_cp_window_new_toast (const char *message)
{
  g_autofree char *escaped = g_markup_escape_text (message, -1);

  return adw_toast_new (escaped);
}

/* A toast's button is named once. GTK 4.8 names a button made with a
 * label by that text (its label property) and again by its label widget
 * (its labelled-by relation), and a screen reader hears "Undo Undo"
 * ("_Undo Undo" with a mnemonic). libadwaita 1.2 gives no way to name the
 * button of an AdwToast, so the buttons of the toast widgets the overlay
 * holds are named here, with public GTK calls: by their words alone. */
static void
name_toast_buttons (AdwToastOverlay *overlay)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (overlay));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (g_strcmp0 (G_OBJECT_TYPE_NAME (child), "AdwToastWidget") != 0)
        continue;

      for (GtkWidget *part = gtk_widget_get_first_child (child);
           part != NULL;
           part = gtk_widget_get_next_sibling (part))
        {
          const char *label;
          g_autofree char *spoken = NULL;

          if (!GTK_IS_BUTTON (part) || (label = gtk_button_get_label (GTK_BUTTON (part))) == NULL)
            continue;
          spoken = gtk_button_get_use_underline (GTK_BUTTON (part)) ? cp_text_strip_mnemonic (label)
                                                                    : g_strdup (label);
          gtk_accessible_reset_relation (GTK_ACCESSIBLE (part), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
          gtk_accessible_update_property (GTK_ACCESSIBLE (part), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          spoken, -1);
        }
    }
}

/* libadwaita 1.2 makes a toast's widget when it shows it: at once, or
 * when the one before it is dismissed (in the overlay's own handler,
 * which runs before this one). */
static void
toast_dismissed_cb (AdwToastOverlay *overlay)
{
  name_toast_buttons (overlay);
}

/* Shows @toast (taking it), its button named once. */
void
_cp_window_add_toast (CpWindow *self,
                      AdwToast *toast)
{
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self->toasts,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  adw_toast_overlay_add_toast (self->toasts, toast);
  name_toast_buttons (self->toasts);
}

void
_cp_window_toast (CpWindow   *self,
                  const char *message)
{
  _cp_window_add_toast (self, _cp_window_new_toast (message));
}

/* Whether the plan has room for one more model; when it has not, says so
 * at once, before anything is asked for the model. */
gboolean
_cp_window_check_room (CpWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (cp_session_check_room (self->session, &error))
    return TRUE;

  _cp_window_toast (self, error->message);
  return FALSE;
}

/* A toast that says a file was saved, with a button that opens it. */
void
_cp_window_toast_saved (CpWindow   *self,
                        const char *message,
                        GFile      *file)
{
  AdwToast *toast = _cp_window_new_toast (message);
  g_autofree char *uri = g_file_get_uri (file);

  adw_toast_set_button_label (toast, _("_Open"));
  adw_toast_set_action_name (toast, "win.open-file");
  adw_toast_set_action_target (toast, "s", uri);
  _cp_window_add_toast (self, toast);
}

/* A banner not shown is not in the window at all: a revealer lays out
 * its child even while closed, and the window's words would be measured
 * at every size it tries, on every change. It is shown to open, and goes
 * once it has closed (banner_closed_cb). */
void
_cp_window_reveal_banner (GtkRevealer *banner,
                          gboolean     reveal)
{
  if (reveal)
    gtk_widget_set_visible (GTK_WIDGET (banner), TRUE);
  gtk_revealer_set_reveal_child (banner, reveal);
}

/* A quote's preview */

/* Preview: the quote as it stands, written as a draft into the user's
 * cache and opened; the register gives it no number. */
void
_cp_window_preview_quote (CpQuoteDialog *dialog,
                          CpQuote       *quote,
                          CpWindow      *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *path = NULL;
  g_autofree char *uri = NULL;
  CpQuotePaper paper;

  folder = g_build_filename (g_get_user_cache_dir (), PACKAGE_NAME, "previews", NULL);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (&error, G_IO_ERROR, g_io_error_from_errno (saved_errno), "%s: %s", folder,
                   g_strerror (saved_errno));
      cp_error_dialog_show (GTK_WINDOW (self), _("Could Not Preview the Quote"), NULL, error);
      return;
    }

  /* The same quote, marked a draft only while it is written. */
  cp_quote_set_draft (quote, TRUE);
  path = g_build_filename (folder, "preview.pdf", NULL);
  cp_page_setup_get_paper (cp_print_operation_get_shared_page_setup (), &paper);
  if (!cp_quote_export_pdf (quote, path, &paper, &error))
    {
      cp_quote_set_draft (quote, FALSE);
      cp_error_dialog_show (GTK_WINDOW (self), _("Could Not Preview the Quote"), NULL, error);
      return;
    }
  cp_quote_set_draft (quote, FALSE);

  uri = g_filename_to_uri (path, NULL, NULL);
  gtk_widget_activate_action (GTK_WIDGET (self), "win.open-file", "s", uri);
}

/* A window and its plan */

static CpWindow *
new_window (GtkApplication *application,
            CpCatalog      *catalog,
            gboolean        remembered)
{
  CpWindow *self = g_object_new (CP_TYPE_WINDOW, "application", application, NULL);

  if (remembered)
    cp_session_remember (self->session, self->settings);
  cp_window_set_catalog (self, catalog);
  cp_plan_file_reset (self->plan_file);
  self->plan_file_set_up = TRUE;

  return self;
}

/**
 * cp_window_new:
 * @application: (nullable): the app; tests build windows without one
 * @catalog: the catalog to start with
 *
 * A window for the plan the app remembers: the models chosen last
 * time and the custom ones come back, and every change is kept there
 * until the plan is saved to a file of its own.
 */
CpWindow *
cp_window_new (GtkApplication *application,
               CpCatalog      *catalog)
{
  g_return_val_if_fail (!application || GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (CP_IS_CATALOG (catalog), NULL);

  return new_window (application, catalog, TRUE);
}

/**
 * cp_window_new_untitled:
 * @application: (nullable): the app
 * @catalog: the catalog to start with
 *
 * A window for a new plan, with nothing chosen, or for a plan file to be
 * opened in it.
 */
CpWindow *
cp_window_new_untitled (GtkApplication *application,
                        CpCatalog      *catalog)
{
  g_return_val_if_fail (!application || GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (CP_IS_CATALOG (catalog), NULL);

  return new_window (application, catalog, FALSE);
}

/**
 * cp_window_get_session:
 *
 * Returns: (transfer none): what the window plans: its catalog, the models
 *   chosen, the build picked.
 */
CpSession *
cp_window_get_session (CpWindow *self)
{
  g_return_val_if_fail (CP_IS_WINDOW (self), NULL);

  return self->session;
}

/**
 * cp_window_get_plan_file:
 *
 * Returns: (transfer none): the window's plan as a document: its file,
 *   whether it changed, its draft.
 */
CpPlanFile *
cp_window_get_plan_file (CpWindow *self)
{
  g_return_val_if_fail (CP_IS_WINDOW (self), NULL);

  return self->plan_file;
}

/**
 * cp_window_set_catalog:
 * @catalog: the catalog to plan with
 *
 * Switches to @catalog. Models chosen before stay chosen when @catalog has
 * them (by id); custom models stay.
 */
void
cp_window_set_catalog (CpWindow  *self,
                       CpCatalog *catalog)
{
  gboolean pristine;

  g_return_if_fail (CP_IS_WINDOW (self));
  g_return_if_fail (CP_IS_CATALOG (catalog));

  if (cp_session_get_catalog (self->session) == catalog)
    return;

  pristine = cp_plan_file_get_pristine (self->plan_file);
  /* What shows the catalog follows the session's (the pages, the
   * banner, the actions: cp-window.c). */
  cp_session_set_catalog (self->session, catalog);

  /* Another catalog for a plan nobody touched yet changes nothing to
   * save. */
  if (pristine && self->plan_file_set_up)
    cp_plan_file_reset (self->plan_file);

  g_object_notify (G_OBJECT (self), "catalog");
}

CpCatalog *
cp_window_get_catalog (CpWindow *self)
{
  g_return_val_if_fail (CP_IS_WINDOW (self), NULL);

  return cp_session_get_catalog (self->session);
}

/* The pages */

/**
 * cp_window_get_catalog_page:
 *
 * Returns: (transfer none): the catalog page, built now if it was not yet.
 */
CpCatalogPage *
cp_window_get_catalog_page (CpWindow *self)
{
  g_return_val_if_fail (CP_IS_WINDOW (self), NULL);

  if (self->catalog_page == NULL)
    {
      self->catalog_page = g_object_new (CP_TYPE_CATALOG_PAGE, NULL);
      adw_bin_set_child (self->catalog_bin, GTK_WIDGET (self->catalog_page));
      cp_catalog_page_set_session (self->catalog_page, self->session);
    }

  return self->catalog_page;
}

/**
 * cp_window_get_compare_page:
 *
 * Returns: (transfer none): the compare page, built now if it was not yet.
 */
CpComparePage *
cp_window_get_compare_page (CpWindow *self)
{
  g_return_val_if_fail (CP_IS_WINDOW (self), NULL);

  if (self->compare_page == NULL)
    {
      self->compare_page = g_object_new (CP_TYPE_COMPARE_PAGE, NULL);
      adw_bin_set_child (self->compare_bin, GTK_WIDGET (self->compare_page));
      cp_compare_page_set_session (self->compare_page, self->session);
    }

  return self->compare_page;
}

GtkWidget *
cp_window_get_builds_page (CpWindow *self)
{
  g_return_val_if_fail (CP_IS_WINDOW (self), NULL);

  return GTK_WIDGET (self->builds_page);
}

GtkWidget *
cp_window_get_workload_control (CpWindow *self)
{
  g_return_val_if_fail (CP_IS_WINDOW (self), NULL);

  return self->workload_control;
}
