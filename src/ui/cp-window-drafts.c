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
#include "cp-text.h"
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

/* Drafts that are there but cannot be read are not passed over in
 * silence: the person may want to make their folder readable again. */
static void
say_unreadable (CpWindow     *self,
                guint         n_unreadable,
                const GError *error)
{
  g_autofree char *dir = cp_drafts_dup_dir ();
  g_autofree char *shown = cp_text_display_filename (dir);
  g_autofree char *message = NULL;

  if (error != NULL)
    /* TRANSLATORS: a notification; the folder, then why, e.g. "Permission denied" */
    message = g_strdup_printf (_("Unsaved plans left in %s cannot be read: %s"), shown,
                               error->message);
  else if (n_unreadable > 0)
    /* TRANSLATORS: a notification; %u drafts, %s their folder */
    message = g_strdup_printf (ngettext ("%u unsaved plan left in %s cannot be read or taken",
                                         "%u unsaved plans left in %s cannot be read or taken",
                                         n_unreadable),
                               n_unreadable, shown);
  else
    return;

  _cp_window_toast (self, message);
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
  g_autoptr(GError) error = NULL;
  g_autofree char *offer = NULL;
  guint n_unreadable = 0;

  g_return_val_if_fail (CP_IS_WINDOW (self), FALSE);

  drafts = cp_drafts_list_left_checked (&n_unreadable, &error);
  say_unreadable (self, n_unreadable, error);
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

/* More drafts than this are not each opened in a window at once: they are
 * listed, to restore the ones wanted (10,001 left-over drafts opened 524
 * windows before anyone could stop them). */
#define MAX_DRAFT_WINDOWS 3

/* Restores @draft in a window of its own (or this one, when it is
 * unused). Returns FALSE, with @error set, when it cannot be read; FALSE
 * without an error when another app took it first. */
static gboolean
restore_one (CpWindow  *self,
             CpDraft   *draft,
             GError   **error)
{
  g_autoptr(CpPlanDocument) document = NULL;
  CpWindow *window;

  /* Another app started at the same time may have taken it. */
  if (!cp_draft_adopt (draft, NULL))
    return FALSE;

  document = cp_draft_load (draft, error);
  if (document == NULL)
    return FALSE;

  window = pick_window (self, draft);
  if (!cp_plan_file_restore_draft (window->plan_file, draft, document, error))
    {
      if (window != self)
        gtk_window_destroy (GTK_WINDOW (window));
      return FALSE;
    }
  gtk_window_present (GTK_WINDOW (window));

  return TRUE;
}

/* One dialog for every draft that could not be restored, not one each. */
static void
show_failures (CpWindow  *self,
               guint      n_failed,
               GError    *first)
{
  g_autofree char *heading = NULL;

  if (n_failed == 0)
    return;

  if (n_failed == 1)
    {
      cp_error_dialog_show (GTK_WINDOW (self), _("Could Not Restore the Plan"),
                            _("Its draft is kept, and offered again the next time."), first);
      return;
    }

  heading = g_strdup_printf (ngettext ("Could Not Restore %u Plan", "Could Not Restore %u Plans",
                                       n_failed),
                             n_failed);
  /* The first reason stands for the others, which are mostly alike. */
  cp_error_dialog_show (GTK_WINDOW (self), heading,
                        _("Their drafts are kept, and offered again the next time. The first "
                          "one says:"),
                        first);
}

/* Restores each of @drafts, then says in one dialog which could not be. */
static void
restore_all (CpWindow   *self,
             GListModel *drafts)
{
  g_autoptr(GError) first = NULL;
  guint n_failed = 0;

  for (guint i = 0; i < g_list_model_get_n_items (drafts); i++)
    {
      g_autoptr(CpDraft) draft = g_list_model_get_item (drafts, i);
      g_autoptr(GError) error = NULL;

      if (restore_one (self, draft, &error) || error == NULL)
        continue;
      n_failed++;
      if (first == NULL)
        first = g_steal_pointer (&error);
    }

  show_failures (self, n_failed, first);
}

/* The list of drafts to choose from */

typedef struct
{
  CpWindow   *window;
  GListStore *drafts;
  GtkWidget  *dialog;
} Chooser;

static void
chooser_free (gpointer  data,
              GClosure *closure)
{
  Chooser *chooser = data;

  g_clear_weak_pointer (&chooser->window);
  g_clear_object (&chooser->drafts);
  g_free (chooser);
}

static void
chooser_restore_clicked_cb (GtkButton *button,
                            Chooser   *chooser)
{
  CpDraft *draft = g_object_get_data (G_OBJECT (button), "cp-draft");
  g_autoptr(GError) error = NULL;
  guint position;

  if (draft == NULL || chooser->window == NULL ||
      !g_list_store_find (chooser->drafts, draft, &position))
    return;

  g_object_ref (draft);
  g_list_store_remove (chooser->drafts, position);
  if (!restore_one (chooser->window, draft, &error) && error != NULL)
    show_failures (chooser->window, 1, error);
  g_object_unref (draft);

  if (g_list_model_get_n_items (G_LIST_MODEL (chooser->drafts)) == 0)
    gtk_window_close (GTK_WINDOW (chooser->dialog));
}

static void
chooser_setup_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  Chooser                  *chooser)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *when = gtk_label_new (NULL);
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Restore"));

  /* A name of any length stays on its line. */
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (title), 40);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_xalign (GTK_LABEL (when), 0);
  gtk_widget_add_css_class (when, "dim-label");
  gtk_widget_add_css_class (when, "caption");
  gtk_widget_set_hexpand (labels, TRUE);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (labels), title);
  gtk_box_append (GTK_BOX (labels), when);
  gtk_box_append (GTK_BOX (box), labels);
  gtk_box_append (GTK_BOX (box), button);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  g_signal_connect (button, "clicked", G_CALLBACK (chooser_restore_clicked_cb), chooser);
  gtk_list_item_set_child (item, box);
  gtk_list_item_set_activatable (item, FALSE);
}

static void
chooser_bind_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 Chooser                  *chooser)
{
  CpDraft *draft = gtk_list_item_get_item (item);
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *labels = gtk_widget_get_first_child (box);
  GtkWidget *button = gtk_widget_get_last_child (box);
  g_autofree char *title = cp_draft_dup_title (draft);
  g_autofree char *when = dup_when (cp_draft_get_written (draft));

  gtk_label_set_label (GTK_LABEL (gtk_widget_get_first_child (labels)), title);
  gtk_label_set_label (GTK_LABEL (gtk_widget_get_last_child (labels)), when != NULL ? when : "");
  gtk_widget_set_visible (gtk_widget_get_last_child (labels), when != NULL);
  g_object_set_data_full (G_OBJECT (button), "cp-draft", g_object_ref (draft), g_object_unref);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, title, -1);
}

static void
chooser_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     Chooser          *chooser)
{
  if (!g_str_equal (response, "discard"))
    return;

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (chooser->drafts)); i++)
    {
      g_autoptr(CpDraft) draft = g_list_model_get_item (G_LIST_MODEL (chooser->drafts), i);

      if (cp_draft_adopt (draft, NULL))
        cp_draft_discard (draft);
    }
  g_list_store_remove_all (chooser->drafts);
}

/* Lists @drafts in one dialog, each with its Restore button. */
static GtkWidget *
choose_drafts (CpWindow   *self,
               GListModel *drafts)
{
  guint n = g_list_model_get_n_items (drafts);
  Chooser *chooser = g_new0 (Chooser, 1);
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *scrolled, *list;

  chooser->drafts = g_list_store_new (CP_TYPE_DRAFT);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CpDraft) draft = g_list_model_get_item (drafts, i);

      g_list_store_append (chooser->drafts, draft);
    }
  g_set_weak_pointer (&chooser->window, self);

  body = g_strdup_printf (ngettext ("%u plan has changes that were not saved. Restore the ones "
                                    "you want; the others are offered again the next time.",
                                    "%u plans have changes that were not saved. Restore the "
                                    "ones you want; the others are offered again the next time.",
                                    n),
                          n);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                       _("Restore Unsaved Plans"), body));
  chooser->dialog = GTK_WIDGET (dialog);

  g_signal_connect (factory, "setup", G_CALLBACK (chooser_setup_cb), chooser);
  g_signal_connect (factory, "bind", G_CALLBACK (chooser_bind_cb), chooser);
  list = gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (
                              G_LIST_MODEL (g_object_ref (chooser->drafts)))),
                            g_object_ref (factory));
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Unsaved plans"), -1);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 240);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  adw_message_dialog_set_extra_child (dialog, scrolled);

  adw_message_dialog_add_responses (dialog,
                                    "discard", _("_Discard All"),
                                    "later", _("_Later"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "later");
  adw_message_dialog_set_close_response (dialog, "later");
  g_signal_connect_data (dialog, "response", G_CALLBACK (chooser_response_cb), chooser,
                         chooser_free, 0);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  gtk_window_present (GTK_WINDOW (dialog));

  return GTK_WIDGET (dialog);
}

static void
restore_drafts_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  g_autoptr(GListModel) drafts = take_offered (self);

  if (drafts == NULL)
    return;

  if (g_list_model_get_n_items (drafts) > MAX_DRAFT_WINDOWS)
    choose_drafts (self, drafts);
  else
    restore_all (self, drafts);
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
