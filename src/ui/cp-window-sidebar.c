/* cp-window-sidebar.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cp-custom-model-dialog.h"
#include "cp-format.h"
#include "cp-text.h"
#include "cp-window-private.h"

/* The window's sidebar: the session's models, each a row of
 * cp-model-list-item.ui, found by a search; and the custom models added,
 * renamed and removed. */

static gboolean
filter_row_cb (gpointer item,
               gpointer user_data)
{
  CpWindow *self = user_data;
  CpModel *model = cp_model_row_get_model (item);
  g_autofree char *name = NULL;
  g_autofree char *id = NULL;

  if (self->search_text == NULL || *self->search_text == '\0')
    return TRUE;

  name = g_utf8_casefold (cp_item_get_name (CP_ITEM (model)), -1);
  id = g_utf8_casefold (cp_item_get_id (CP_ITEM (model)), -1);

  return strstr (name, self->search_text) != NULL || strstr (id, self->search_text) != NULL;
}

static void
model_search_changed_cb (CpWindow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->model_search));
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  g_free (self->search_text);
  self->search_text = g_utf8_casefold (stripped, -1);

  /* The rows stay; only which of them pass changes. */
  gtk_filter_changed (self->filter, GTK_FILTER_CHANGE_DIFFERENT);
}

static void
model_search_stopped_cb (CpWindow *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->model_search), "");
}

static void
filtered_rows_changed_cb (CpWindow *self)
{
  gboolean empty = g_list_model_get_n_items (G_LIST_MODEL (self->filtered_rows)) == 0;

  gtk_stack_set_visible_child_name (self->model_stack, empty ? "no-match" : "list");
}

static void
model_activated_cb (CpWindow *self,
                    guint     position)
{
  g_autoptr(CpModelRow) row = g_list_model_get_item (G_LIST_MODEL (self->filtered_rows), position);

  if (row != NULL)
    cp_model_row_set_chosen (row, !cp_model_row_get_chosen (row));
}

/* The check box in a row of the list (cp-model-list-item.ui). */
static GtkWidget *
find_check_button (GtkWidget *widget)
{
  if (GTK_IS_CHECK_BUTTON (widget))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_check_button (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Space ticks the model of the row the arrow keys moved to, as Enter
 * does; the list's own binding would only select it, and the list
 * selects nothing. A control inside the row (its check box, its buttons)
 * takes Space itself. */
static gboolean
model_list_key_pressed_cb (GtkEventControllerKey *controller,
                           guint                  keyval,
                           guint                  keycode,
                           GdkModifierType        state,
                           CpWindow              *self)
{
  GtkWidget *focus;
  GtkWidget *check;

  if ((keyval != GDK_KEY_space && keyval != GDK_KEY_KP_Space) ||
      (state & gtk_accelerator_get_default_mod_mask ()) != 0)
    return GDK_EVENT_PROPAGATE;

  focus = gtk_root_get_focus (GTK_ROOT (self));
  if (focus == NULL || gtk_widget_get_parent (focus) != GTK_WIDGET (self->model_list))
    return GDK_EVENT_PROPAGATE;

  check = find_check_button (focus);
  if (check == NULL)
    return GDK_EVENT_PROPAGATE;

  gtk_widget_activate (check);

  return GDK_EVENT_STOP;
}

/* A row of the list is one stop, its check box, named after the model:
 * the list may give the focus to the row itself (GTK 4.8 does, on Tab,
 * to a row it has just made, and on the arrow keys), an unnamed stop
 * before the same model's check box. The focus goes on to the check box,
 * which Space and Enter tick. */
static void
focus_widget_cb (CpWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *check;

  if (focus == NULL || gtk_widget_get_parent (focus) != GTK_WIDGET (self->model_list))
    return;

  check = find_check_button (focus);
  if (check != NULL)
    gtk_widget_grab_focus (check);
}

/* A row's check box, toggled by the person or by its binding to the row;
 * the row is the choice (cp-model-list-item.ui). */
static void
model_toggled_cb (GtkCheckButton *check,
                  GtkListItem    *item)
{
  CpModelRow *row = gtk_list_item_get_item (item);

  if (row != NULL)
    cp_model_row_set_chosen (row, gtk_check_button_get_active (check));
}

static char *
model_memory_cb (GtkListItem *item,
                 gint64       memory_mb)
{
  return memory_mb > 0 ? cp_format_memory (memory_mb) : NULL;
}

/* A custom model's row asks the window to rename or remove it. */
static void
activate_for_row (GtkWidget   *button,
                  GtkListItem *item,
                  const char  *action)
{
  CpModelRow *row = gtk_list_item_get_item (item);

  if (row != NULL)
    gtk_widget_activate_action (button, action, "s",
                                cp_item_get_id (CP_ITEM (cp_model_row_get_model (row))));
}

static void
rename_clicked_cb (GtkButton   *button,
                   GtkListItem *item)
{
  activate_for_row (GTK_WIDGET (button), item, "win.rename-custom-model");
}

static void
remove_clicked_cb (GtkButton   *button,
                   GtkListItem *item)
{
  activate_for_row (GTK_WIDGET (button), item, "win.remove-custom-model");
}

static void
custom_model_chosen_cb (CpWindow   *self,
                        CpModel    *model,
                        const char *name)
{
  g_free (cp_session_add_custom_model (self->session, model, name));
}

static void
custom_model_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  GtkWidget *dialog;

  if (!_cp_window_check_room (self))
    return;

  dialog = cp_custom_model_dialog_new (GTK_WINDOW (self));
  g_signal_connect_object (dialog, "model-chosen", G_CALLBACK (custom_model_chosen_cb),
                           self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* What a rename dialog needs to answer: its window (gone, maybe, by
 * then) and which model it renames. */
typedef struct
{
  CpWindow    *window;
  char        *id;
  GtkEditable *entry;
} Rename;

static void
rename_free (gpointer data,
             GClosure *closure)
{
  Rename *rename = data;

  g_clear_weak_pointer (&rename->window);
  g_free (rename->id);
  g_free (rename);
}

static void
rename_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    Rename           *rename)
{
  if (rename->window != NULL && g_str_equal (response, "rename"))
    cp_session_rename_custom_model (rename->window->session, rename->id,
                                    gtk_editable_get_text (rename->entry));
}

/* Asks for a new name for the custom model whose id is the parameter;
 * left empty, the model takes back the name made from its size. */
static void
rename_custom_model_action (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  const char *id = g_variant_get_string (parameter, NULL);
  CpModelRow *row = cp_session_find_row (self->session, id);
  AdwMessageDialog *dialog;
  GtkWidget *entry;
  Rename *rename;

  if (row == NULL || !cp_model_get_custom (cp_model_row_get_model (row)))
    return;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Rename Custom Model"),
                                                       _("The name is shown in the list, on the builds page and on quotes.")));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "rename", _("_Rename"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "rename", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "rename");
  adw_message_dialog_set_close_response (dialog, "cancel");
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);

  entry = gtk_entry_new ();
  /* No longer a name than a plan file holds. */
  gtk_entry_set_max_length (GTK_ENTRY (entry), CP_TEXT_NAME_MAX);
  gtk_editable_set_text (GTK_EDITABLE (entry),
                         cp_item_get_name (CP_ITEM (cp_model_row_get_model (row))));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Name"),
                                  -1);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  adw_message_dialog_set_extra_child (dialog, entry);

  rename = g_new0 (Rename, 1);
  g_set_weak_pointer (&rename->window, self);
  rename->id = g_strdup (id);
  rename->entry = GTK_EDITABLE (entry);
  g_signal_connect_data (dialog, "response", G_CALLBACK (rename_response_cb), rename, rename_free, 0);

  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}

/* Removes the custom model whose id is the parameter, with a toast to
 * undo it. */
static void
remove_custom_model_action (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  const char *id = g_variant_get_string (parameter, NULL);
  CpModelRow *row = cp_session_find_row (self->session, id);
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;
  g_autoptr(GVariant) cut = NULL;
  AdwToast *toast;

  if (row == NULL || !cp_model_get_custom (cp_model_row_get_model (row)))
    return;

  name = g_strdup (cp_item_get_name (CP_ITEM (cp_model_row_get_model (row))));
  cut = cp_session_cut_custom_model (self->session, id);
  g_return_if_fail (cut != NULL);

  /* TRANSLATORS: a notification, e.g. "“Team LLM” removed" */
  message = g_strdup_printf (_("“%s” removed"), name);
  toast = _cp_window_new_toast (message);
  adw_toast_set_button_label (toast, _("Undo"));
  adw_toast_set_action_name (toast, "win.restore-custom-model");
  adw_toast_set_action_target_value (toast, cut);
  _cp_window_add_toast (self, toast);
}

/* Undoes a removal: the custom model is back where it was, named and
 * chosen as it was. */
static void
restore_custom_model_action (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);

  g_free (cp_session_restore_custom_model (self->session, parameter));
}

/**
 * cp_window_dup_model_name_tooltip:
 * @check: the check box of a row of the models sidebar
 *
 * Returns: (nullable): the model's whole name when the row shows it cut
 *   short, else %NULL: a tooltip that repeated a name shown whole would
 *   only cover the row under it.
 */
char *
cp_window_dup_model_name_tooltip (GtkWidget *check)
{
  GtkWidget *label;

  g_return_val_if_fail (GTK_IS_CHECK_BUTTON (check), NULL);

  label = gtk_check_button_get_child (GTK_CHECK_BUTTON (check));
  if (!GTK_IS_LABEL (label) || !pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))))
    return NULL;

  return g_strdup (gtk_label_get_label (GTK_LABEL (label)));
}

static gboolean
model_name_tooltip_cb (GtkWidget  *check,
                       int         x,
                       int         y,
                       gboolean    keyboard,
                       GtkTooltip *tooltip,
                       gpointer    item)
{
  g_autofree char *name = cp_window_dup_model_name_tooltip (check);

  if (name == NULL)
    return FALSE;

  gtk_tooltip_set_text (tooltip, name);
  return TRUE;
}

/* "Remove “Team LLM”": each row's buttons name their model, to the eye
 * in their tooltips and, the same words, to screen readers in their
 * names; the .ui binds their tooltips to these. */
static char *
name_button (GtkWidget *button,
             char      *text)
{
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                    -1);

  return text;
}

static char *
rename_tooltip_cb (GtkListItem *item,
                   GtkWidget   *button,
                   const char  *name)
{
  if (name == NULL)
    return NULL;

  /* TRANSLATORS: a custom model's rename button, e.g. "Rename “Team LLM”" */
  return name_button (button, g_strdup_printf (_("Rename “%s”"), name));
}

static char *
remove_tooltip_cb (GtkListItem *item,
                   GtkWidget   *button,
                   const char  *name)
{
  if (name == NULL)
    return NULL;

  /* TRANSLATORS: a custom model's remove button, e.g. "Remove “Team LLM”" */
  return name_button (button, g_strdup_printf (_("Remove “%s”"), name));
}

/* The first focus goes to the models, before the builds they make: Tab
 * goes from the sidebar to the content, as a person reads the window.
 * (GTK gave it to the content, the leaflet's visible child, first.)
 * Folded, the content is what is shown, and keeps it. */
static void
first_focus_cb (CpWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  g_signal_handlers_disconnect_by_func (self, first_focus_cb, NULL);
  if (adw_leaflet_get_folded (self->leaflet))
    return;
  if (focus == NULL || gtk_widget_is_ancestor (focus, self->content))
    gtk_widget_child_focus (self->sidebar, GTK_DIR_TAB_FORWARD);
}

void
_cp_window_init_sidebar (CpWindow *self)
{
  g_autoptr(GtkNoSelection) selection = NULL;
  GtkEventController *keys;

  self->filter = GTK_FILTER (gtk_custom_filter_new (filter_row_cb, self, NULL));
  self->filtered_rows = gtk_filter_list_model_new (g_object_ref (cp_session_get_rows (self->session)),
                                                   g_object_ref (self->filter));
  g_signal_connect_object (self->filtered_rows, "items-changed",
                           G_CALLBACK (filtered_rows_changed_cb), self, G_CONNECT_SWAPPED);
  selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->filtered_rows)));
  gtk_list_view_set_model (self->model_list, GTK_SELECTION_MODEL (selection));

  gtk_search_entry_set_key_capture_widget (self->model_search, GTK_WIDGET (self->model_list));

  /* Before the row's own binding for Space, which would take it. */
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (model_list_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->model_list), keys);

  g_signal_connect_after (self, "map", G_CALLBACK (first_focus_cb), NULL);
  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (focus_widget_cb), NULL);
}

/* Before the session goes: its rows leaving must not reach a sidebar
 * being taken apart. */
void
_cp_window_dispose_sidebar (CpWindow *self)
{
  if (self->filtered_rows != NULL)
    g_signal_handlers_disconnect_by_data (self->filtered_rows, self);
  g_clear_object (&self->filtered_rows);
  g_clear_object (&self->filter);
  g_clear_pointer (&self->search_text, g_free);
}

void
_cp_window_class_init_sidebar (GtkWidgetClass *widget_class)
{
  g_type_ensure (CP_TYPE_MODEL_ROW);

  gtk_widget_class_bind_template_callback (widget_class, model_search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, model_search_stopped_cb);
  gtk_widget_class_bind_template_callback (widget_class, model_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, model_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, model_memory_cb);
  gtk_widget_class_bind_template_callback (widget_class, rename_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, remove_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, rename_tooltip_cb);
  gtk_widget_class_bind_template_callback (widget_class, remove_tooltip_cb);
  gtk_widget_class_bind_template_callback (widget_class, model_name_tooltip_cb);

  gtk_widget_class_install_action (widget_class, "win.custom-model", NULL, custom_model_action);
  gtk_widget_class_install_action (widget_class, "win.rename-custom-model", "s",
                                   rename_custom_model_action);
  gtk_widget_class_install_action (widget_class, "win.remove-custom-model", "s",
                                   remove_custom_model_action);
  gtk_widget_class_install_action (widget_class, "win.restore-custom-model", "(us)",
                                   restore_custom_model_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "win.custom-model", NULL);
}
