/* cp-window-drafts.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-window"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-error-dialog.h"
#include "cp-format.h"
#include "cp-window-private.h"

/* Never lose a plan: the plan file (cp-plan-file.c) keeps a draft of a
 * plan with changes not saved, and the window says when it cannot.
 * Drafts an app left behind when it was killed are offered back by the
 * first window of the next one, in a banner: Restore or Discard. */

static void
draft_failed_cb (CpWindow     *self,
                 const GError *error)
{
  g_autofree char *message = NULL;

  /* TRANSLATORS: a notification; %s says why, e.g. "Permission denied" */
  message = g_strdup_printf (_("Unsaved changes cannot be kept as a draft: %s"),
                             error->message);
  _cp_window_toast (self, message);
}

/* Restoring */

static char *
dup_when (GDateTime *written)
{
  g_autoptr(GDateTime) local = NULL;
  g_autofree char *date = NULL;
  g_autofree char *time = NULL;

  if (written == NULL)
    return NULL;

  local = g_date_time_to_local (written);
  date = cp_format_date (local);
  time = g_date_time_format (local, "%H:%M");

  /* TRANSLATORS: when a draft was written, e.g. "3 December 2026 at 14:32" */
  return g_strdup_printf (_("%s at %s"), date, time);
}

static char *
dup_offer (GListModel *drafts)
{
  guint n = g_list_model_get_n_items (drafts);
  g_autoptr(CpDraft) first = g_list_model_get_item (drafts, 0);
  g_autofree char *title = cp_draft_dup_title (first);
  g_autofree char *when = dup_when (cp_draft_get_written (first));

  if (n > 1)
    return g_strdup_printf (ngettext ("%u plan has changes that were not saved when the app "
                                      "last ended. Restore it?",
                                      "%u plans have changes that were not saved when the "
                                      "app last ended. Restore them?", n),
                            n);

  if (when == NULL)
    /* TRANSLATORS: %s is a plan's name, e.g. "a.clusterplan" */
    return g_strdup_printf (_("“%s” has changes that were not saved when the app last ended. "
                              "Restore them?"), title);

  /* TRANSLATORS: a plan's name and when its draft was written, e.g.
   * "“a.clusterplan” has changes from 3 December 2026 at 14:32 that were not saved" */
  return g_strdup_printf (_("“%s” has changes from %s that were not saved. Restore them?"),
                          title, when);
}

/**
 * cp_window_offer_drafts:
 *
 * Offers back, in a banner, the drafts an app that is gone left behind.
 *
 * Returns: whether there were any.
 */
gboolean
cp_window_offer_drafts (CpWindow *self)
{
  g_autoptr(GListModel) drafts = NULL;
  g_autofree char *offer = NULL;

  g_return_val_if_fail (CP_IS_WINDOW (self), FALSE);

  drafts = cp_drafts_list_left ();
  if (g_list_model_get_n_items (drafts) == 0)
    return FALSE;

  offer = dup_offer (drafts);
  gtk_label_set_label (self->draft_banner_label, offer);
  gtk_label_set_label (self->draft_banner_narrow_label, offer);
  g_set_object (&self->left_drafts, drafts);
  _cp_window_reveal_banner (self->draft_banner, TRUE);

  return TRUE;
}

/**
 * cp_window_get_offered_drafts:
 *
 * Returns: (transfer none) (nullable): the drafts the banner offers, while
 *   it does.
 */
GListModel *
cp_window_get_offered_drafts (CpWindow *self)
{
  g_return_val_if_fail (CP_IS_WINDOW (self), NULL);

  return self->left_drafts;
}

/* The window a draft goes back to: this one when nothing was done in it
 * and it is the same kind of plan (the one the app remembers, or
 * not); else a new one. */
static CpWindow *
pick_window (CpWindow *self,
             CpDraft  *draft)
{
  if (cp_plan_file_get_pristine (self->plan_file) &&
      cp_session_get_remembered (self->session) == cp_draft_get_remembered (draft))
    return self;

  return cp_window_new_untitled (gtk_window_get_application (GTK_WINDOW (self)),
                                 cp_session_get_catalog (self->session));
}

/* The drafts the banner offered, answered: the banner goes. */
static GListModel *
take_offered (CpWindow *self)
{
  _cp_window_reveal_banner (self->draft_banner, FALSE);

  return g_steal_pointer (&self->left_drafts);
}

static void
restore_drafts_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  g_autoptr(GListModel) drafts = take_offered (self);

  for (guint i = 0; drafts != NULL && i < g_list_model_get_n_items (drafts); i++)
    {
      g_autoptr(CpDraft) draft = g_list_model_get_item (drafts, i);
      g_autoptr(CpPlanDocument) document = NULL;
      g_autoptr(GError) error = NULL;
      CpWindow *window;

      /* Another app started at the same time may have taken it. */
      if (!cp_draft_adopt (draft, NULL))
        continue;

      document = cp_draft_load (draft, &error);
      window = document != NULL ? pick_window (self, draft) : self;
      if (document == NULL ||
          !cp_plan_file_restore_draft (window->plan_file, draft, document, &error))
        {
          cp_error_dialog_show (GTK_WINDOW (window), _("Could Not Restore the Plan"),
                                _("Its draft is kept, and offered again the next time."),
                                error);
          continue;
        }
      gtk_window_present (GTK_WINDOW (window));
    }
}

static void
discard_drafts_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  g_autoptr(GListModel) drafts = take_offered (self);

  for (guint i = 0; drafts != NULL && i < g_list_model_get_n_items (drafts); i++)
    {
      g_autoptr(CpDraft) draft = g_list_model_get_item (drafts, i);

      if (cp_draft_adopt (draft, NULL))
        cp_draft_discard (draft);
    }
}

/* The window goes without a clean close: its draft stays for the next
 * app. */
void
_cp_window_dispose_drafts (CpWindow *self)
{
  g_clear_object (&self->left_drafts);
}

void
_cp_window_init_drafts (CpWindow *self)
{
  g_signal_connect_object (self->plan_file, "draft-failed", G_CALLBACK (draft_failed_cb), self,
                           G_CONNECT_SWAPPED);
}

void
_cp_window_class_init_drafts (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.restore-drafts", NULL,
                                   restore_drafts_action);
  gtk_widget_class_install_action (widget_class, "win.discard-drafts", NULL,
                                   discard_drafts_action);
}
