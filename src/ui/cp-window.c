/* cp-window.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-window"

#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtkunixprint.h>
#include <string.h>

#include "cp-builds-page.h"
#include "cp-catalog-page.h"
#include "cp-compare-page.h"
#include "cp-custom-model-dialog.h"
#include "cp-diagram-export.h"
#include "cp-error-dialog.h"
#include "cp-format.h"
#include "cp-model-row.h"
#include "cp-print-operation.h"
#include "cp-quote-dialog.h"
#include "cp-quote-register.h"
#include "cp-quote-settings.h"
#include "cp-window.h"

/* The planner: models on the left (a sidebar that folds away on narrow
 * windows), and on the right the builds for the chosen ones, the catalog,
 * and a comparison of two builds. */
struct _CpWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  CpCatalog            *catalog;
  CpPlan               *plan;
  /* CpModelRow: the catalog's models, then the user's custom ones. */
  GListStore           *rows;
  GtkFilter            *filter;
  GtkFilterListModel   *filtered_rows;
  char                 *search_text;
  GCancellable         *loading;
  /* While many rows change at once, plan once at the end. */
  guint                 replan_frozen;
  /* What quotes print on, chosen with Page Setup (NULL until then), and
   * the printer settings of the last print. */
  GtkPageSetup         *page_setup;
  GtkPrintSettings     *print_settings;
  /* Made on first use and kept, hidden, until the window goes. */
  GtkWidget            *page_setup_dialog;
  /* Numbers and records the quotes; opened on first use. */
  CpQuoteRegister      *quote_register;

  AdwToastOverlay      *toasts;
  AdwLeaflet           *leaflet;
  GtkWidget            *sidebar;
  GtkWidget            *content;
  GtkSearchEntry       *model_search;
  GtkStack             *model_stack;
  GtkListView          *model_list;
  AdwViewStack         *view_stack;
  AdwViewSwitcherTitle *switcher_title;
  GtkMenuButton        *menu_button;
  GMenuModel           *primary_menu;
  /* Made when the window first gets narrow enough to need it. */
  AdwViewSwitcherBar   *switcher_bar;
  CpBuildsPage         *builds_page;
  AdwBin               *catalog_bin;
  AdwBin               *compare_bin;
  /* Built the first time they are shown, so that start-up pays only for
   * the builds page. */
  CpCatalogPage        *catalog_page;
  CpComparePage        *compare_page;
};

G_DEFINE_FINAL_TYPE (CpWindow, cp_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_CATALOG,
  PROP_PLAN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
toast (CpWindow   *self,
       const char *message)
{
  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (message));
}

static void
save_chosen (CpWindow *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) ids = NULL;
  guint n_rows = g_list_model_get_n_items (G_LIST_MODEL (self->rows));

  for (guint i = 0; i < n_rows; i++)
    {
      g_autoptr(CpModelRow) row = g_list_model_get_item (G_LIST_MODEL (self->rows), i);
      CpModel *model = cp_model_row_get_model (row);

      if (cp_model_row_get_chosen (row) && !cp_model_get_custom (model))
        g_strv_builder_add (builder, cp_item_get_id (CP_ITEM (model)));
    }

  ids = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "selected-models", (const char * const *) ids);
}

static void
replan (CpWindow *self)
{
  g_autoptr(GPtrArray) models = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CpPlan) plan = NULL;
  guint n_rows;

  if (self->replan_frozen > 0 || self->catalog == NULL)
    return;

  n_rows = g_list_model_get_n_items (G_LIST_MODEL (self->rows));
  for (guint i = 0; i < n_rows; i++)
    {
      g_autoptr(CpModelRow) row = g_list_model_get_item (G_LIST_MODEL (self->rows), i);

      if (cp_model_row_get_chosen (row))
        g_ptr_array_add (models, cp_model_row_get_model (row));
    }

  if (models->len > 0)
    plan = cp_catalog_plan (self->catalog, (CpModel **) models->pdata, models->len, &error);

  g_set_object (&self->plan, plan);

  if (error != NULL)
    cp_builds_page_show_error (self->builds_page, error->message);
  else
    cp_builds_page_set_plan (self->builds_page, plan);
  if (self->compare_page != NULL)
    cp_compare_page_set_plan (self->compare_page, plan);

  save_chosen (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAN]);
}

static void
row_chosen_changed_cb (CpWindow *self)
{
  replan (self);
}

static CpModelRow *
add_row (CpWindow *self,
         CpModel  *model,
         gboolean  chosen)
{
  g_autoptr(CpModelRow) row = cp_model_row_new (model);

  cp_model_row_set_chosen (row, chosen);
  g_signal_connect_object (row, "notify::chosen",
                           G_CALLBACK (row_chosen_changed_cb), self, G_CONNECT_SWAPPED);
  g_list_store_append (self->rows, row);

  return row;
}

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

static void
remove_custom_clicked_cb (GtkButton *button,
                          CpWindow  *self)
{
  CpModelRow *row = g_object_get_data (G_OBJECT (button), "row");
  guint position;

  if (row != NULL && g_list_store_find (self->rows, row, &position))
    {
      gboolean was_chosen = cp_model_row_get_chosen (row);

      g_list_store_remove (self->rows, position);
      if (was_chosen)
        replan (self);
    }
}

static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              CpWindow                 *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *check = gtk_check_button_new ();
  GtkWidget *memory = gtk_label_new (NULL);
  GtkWidget *remove = gtk_button_new_from_icon_name ("window-close-symbolic");

  gtk_widget_set_hexpand (check, TRUE);
  gtk_widget_add_css_class (memory, "dim-label");
  gtk_widget_add_css_class (memory, "numeric");
  gtk_widget_add_css_class (memory, "caption");
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_add_css_class (remove, "circular");
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (remove, _("Remove Custom Model"));
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_custom_clicked_cb), self);

  gtk_box_append (GTK_BOX (box), check);
  gtk_box_append (GTK_BOX (box), memory);
  gtk_box_append (GTK_BOX (box), remove);
  gtk_list_item_set_child (item, box);
}

static void
bind_row_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             CpWindow                 *self)
{
  CpModelRow *row = gtk_list_item_get_item (item);
  CpModel *model = cp_model_row_get_model (row);
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *check = gtk_widget_get_first_child (box);
  GtkWidget *memory = gtk_widget_get_next_sibling (check);
  GtkWidget *remove = gtk_widget_get_next_sibling (memory);
  g_autofree char *memory_text = cp_format_memory (cp_model_get_min_memory_mb (model));
  GBinding *binding;

  gtk_check_button_set_label (GTK_CHECK_BUTTON (check), cp_item_get_name (CP_ITEM (model)));
  gtk_label_set_label (GTK_LABEL (memory), memory_text);
  gtk_widget_set_visible (remove, cp_model_get_custom (model));
  g_object_set_data (G_OBJECT (remove), "row", row);

  binding = g_object_bind_property (row, "chosen", check, "active",
                                    G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_set_data (G_OBJECT (item), "binding", binding);
}

static void
unbind_row_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               CpWindow                 *self)
{
  GBinding *binding = g_object_get_data (G_OBJECT (item), "binding");
  GtkWidget *box = gtk_list_item_get_child (item);

  if (binding != NULL)
    g_binding_unbind (binding);
  g_object_set_data (G_OBJECT (item), "binding", NULL);
  g_object_set_data (G_OBJECT (gtk_widget_get_last_child (box)), "row", NULL);
}

/* Chooses the models whose ids are in @chosen_ids, keeps the user's custom
 * models, and plans for the result. */
static void
fill_rows (CpWindow           *self,
           const char * const *chosen_ids)
{
  g_autoptr(GPtrArray) custom = g_ptr_array_new_with_free_func (g_object_unref);
  GListModel *models = cp_catalog_get_models (self->catalog);
  guint n_rows = g_list_model_get_n_items (G_LIST_MODEL (self->rows));

  self->replan_frozen++;

  for (guint i = 0; i < n_rows; i++)
    {
      CpModelRow *row = g_list_model_get_item (G_LIST_MODEL (self->rows), i);

      if (cp_model_get_custom (cp_model_row_get_model (row)))
        g_ptr_array_add (custom, row);
      else
        g_object_unref (row);
    }

  g_list_store_remove_all (self->rows);

  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModel) model = g_list_model_get_item (models, i);

      add_row (self, model,
               g_strv_contains (chosen_ids, cp_item_get_id (CP_ITEM (model))));
    }

  for (guint i = 0; i < custom->len; i++)
    g_list_store_append (self->rows, custom->pdata[i]);

  self->replan_frozen--;
  replan (self);
}

static GStrv
dup_chosen_ids (CpWindow *self)
{
  return g_settings_get_strv (self->settings, "selected-models");
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
  g_auto(GStrv) chosen = NULL;

  g_return_if_fail (CP_IS_WINDOW (self));
  g_return_if_fail (CP_IS_CATALOG (catalog));

  if (self->catalog == catalog)
    return;

  chosen = dup_chosen_ids (self);
  g_set_object (&self->catalog, catalog);

  if (self->catalog_page != NULL)
    cp_catalog_page_set_catalog (self->catalog_page, catalog);
  if (self->compare_page != NULL)
    cp_compare_page_set_catalog (self->compare_page, catalog);
  fill_rows (self, (const char * const *) chosen);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.revert-catalog",
                                 cp_catalog_get_file (catalog) != NULL);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CATALOG]);
}

CpCatalog *
cp_window_get_catalog (CpWindow *self)
{
  g_return_val_if_fail (CP_IS_WINDOW (self), NULL);

  return self->catalog;
}

/* The plan for the chosen models, or NULL when none is chosen. */
CpPlan *
cp_window_get_plan (CpWindow *self)
{
  g_return_val_if_fail (CP_IS_WINDOW (self), NULL);

  return self->plan;
}

/**
 * cp_window_choose_model:
 * @id: a model id of the current catalog
 * @chosen: whether to choose it
 *
 * Returns: %FALSE when the catalog has no such model.
 */
gboolean
cp_window_choose_model (CpWindow   *self,
                        const char *id,
                        gboolean    chosen)
{
  guint n_rows;

  g_return_val_if_fail (CP_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  n_rows = g_list_model_get_n_items (G_LIST_MODEL (self->rows));
  for (guint i = 0; i < n_rows; i++)
    {
      g_autoptr(CpModelRow) row = g_list_model_get_item (G_LIST_MODEL (self->rows), i);
      CpModel *model = cp_model_row_get_model (row);

      if (!cp_model_get_custom (model) && g_str_equal (cp_item_get_id (CP_ITEM (model)), id))
        {
          cp_model_row_set_chosen (row, chosen);
          return TRUE;
        }
    }

  return FALSE;
}

/* Adds a model the user described, chosen. */
void
cp_window_add_custom_model (CpWindow *self,
                            CpModel  *model)
{
  g_return_if_fail (CP_IS_WINDOW (self));
  g_return_if_fail (CP_IS_MODEL (model));

  add_row (self, model, TRUE);
  replan (self);
}

static void
show_load_error (CpWindow     *self,
                 const GError *error)
{
  cp_error_dialog_show (GTK_WINDOW (self), _("Could Not Open the Catalog"),
                        _("The catalog in use has not changed."), error);
}

static void
load_in_thread (GTask        *task,
                gpointer      source,
                gpointer      task_data,
                GCancellable *cancellable)
{
  GError *error = NULL;
  CpCatalog *catalog = cp_catalog_new_from_file (G_FILE (task_data), &error);

  if (catalog == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, catalog, g_object_unref);
}

static void
catalog_loaded_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  CpWindow *self = CP_WINDOW (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = g_task_propagate_pointer (G_TASK (result), &error);
  g_autofree char *basename = NULL;
  g_autofree char *message = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  g_clear_object (&self->loading);

  if (catalog == NULL)
    {
      show_load_error (self, error);
      return;
    }

  cp_window_set_catalog (self, catalog);
  basename = g_file_get_basename (cp_catalog_get_file (catalog));
  /* TRANSLATORS: a notification, e.g. "Using the catalog “shop.json”" */
  message = g_strdup_printf (_("Using the catalog “%s”"), basename);
  toast (self, message);
}

/**
 * cp_window_open_catalog_file:
 * @file: a catalog file
 *
 * Loads @file in a worker thread and switches to it. When it is not a
 * valid catalog, a dialog says why and the current catalog stays.
 */
void
cp_window_open_catalog_file (CpWindow *self,
                             GFile    *file)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (CP_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  g_set_object (&self->loading, g_cancellable_new ());

  task = g_task_new (self, self->loading, catalog_loaded_cb, NULL);
  g_task_set_source_tag (task, cp_window_open_catalog_file);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_in_thread);
}

static void
open_response_cb (GtkNativeDialog *chooser,
                  int              response,
                  CpWindow        *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        cp_window_open_catalog_file (self, file);
    }

  g_object_unref (chooser);
}

static void
open_catalog_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) json = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (_("Open Catalog"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN,
                                         _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);

  gtk_file_filter_set_name (json, _("Catalogs (JSON)"));
  gtk_file_filter_add_mime_type (json, "application/json");
  gtk_file_filter_add_suffix (json, "json");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), json);
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);

  g_signal_connect (chooser, "response", G_CALLBACK (open_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
revert_catalog_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) builtin = cp_catalog_new_builtin (&error);

  /* The built-in catalog is tested at build time; failing here means a
   * broken build, not bad input. */
  if (builtin == NULL)
    g_error ("%s", error->message);

  cp_window_set_catalog (self, builtin);
  toast (self, _("Using the built-in catalog"));
}

/* A file name for a build's picture: "3-nvidia-dgx-h100.png". */
static char *
dup_build_file_name (CpBuild    *build,
                     const char *extension)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT "-%s.%s", cp_build_get_count (build),
                          cp_item_get_id (CP_ITEM (cp_build_get_unit (build))), extension);
}

/**
 * cp_window_export_diagram:
 * @file: where to write, PNG or SVG by its extension
 *
 * Writes the diagram of the build picked on the builds page.
 */
gboolean
cp_window_export_diagram (CpWindow  *self,
                          GFile     *file,
                          GError   **error)
{
  CpBuild *build;
  g_autofree char *path = NULL;

  g_return_val_if_fail (CP_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  build = cp_builds_page_get_selected (self->builds_page);
  if (build == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("No build is chosen"));
      return FALSE;
    }

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: only files on this computer can be written"), uri);
      return FALSE;
    }

  return cp_diagram_export (build, path, 1600, 1000, CP_DIAGRAM_PALETTE_LIGHT, error);
}

static void
export_diagram_response_cb (GtkNativeDialog *chooser,
                            int              response,
                            CpWindow        *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_object_unref (chooser);

  if (file == NULL)
    return;

  cp_window_export_diagram (self, file, &error);

  if (error != NULL)
    {
      cp_error_dialog_show (GTK_WINDOW (self), _("Could Not Export the Diagram"),
                            _("Nothing was written: a file already there is as it was."), error);
      return;
    }

  {
    g_autofree char *basename = g_file_get_basename (file);
    /* TRANSLATORS: a notification, e.g. "Diagram saved as “3-dgx-h100.png”" */
    g_autofree char *message = g_strdup_printf (_("Diagram saved as “%s”"), basename);

    toast (self, message);
  }
}

static void
export_diagram_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  CpBuild *build = cp_builds_page_get_selected (self->builds_page);
  g_autoptr(GtkFileFilter) png = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) svg = gtk_file_filter_new ();
  g_autofree char *name = NULL;
  GtkFileChooserNative *chooser;

  if (build == NULL)
    return;

  chooser = gtk_file_chooser_native_new (_("Export Diagram"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);

  gtk_file_filter_set_name (png, _("PNG Image"));
  gtk_file_filter_add_suffix (png, "png");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), png);
  gtk_file_filter_set_name (svg, _("SVG Drawing"));
  gtk_file_filter_add_suffix (svg, "svg");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), svg);

  name = dup_build_file_name (build, "png");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);

  g_signal_connect (chooser, "response", G_CALLBACK (export_diagram_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Quotes */

static CpQuoteRegister *
get_quote_register (CpWindow  *self,
                    GError   **error)
{
  if (self->quote_register == NULL)
    self->quote_register = cp_quote_register_new_default (error);

  return self->quote_register;
}

/**
 * cp_window_create_quote:
 *
 * Returns: (transfer full) (nullable): a quote for the build picked on the
 *   builds page, with the store's settings and the next quote number; %NULL
 *   when no build is picked.
 */
CpQuote *
cp_window_create_quote (CpWindow *self)
{
  CpBuild *build;
  CpQuote *quote;
  guint next;

  g_return_val_if_fail (CP_IS_WINDOW (self), NULL);

  build = cp_builds_page_get_selected (self->builds_page);
  if (build == NULL || self->plan == NULL || self->catalog == NULL)
    return NULL;

  quote = cp_quote_new (self->catalog, self->plan, build);
  cp_quote_settings_apply (self->settings, quote);

  /* The number the register would give it now, for the dialog to show;
   * it is taken when the quote is written or printed. A register that
   * cannot be opened is said then. */
  if (get_quote_register (self, NULL) != NULL &&
      (next = cp_quote_register_peek_number (self->quote_register, NULL)) != 0)
    cp_quote_set_number (quote, next);

  return quote;
}

static GtkPageSetup *
get_page_setup (CpWindow *self)
{
  if (self->page_setup == NULL)
    self->page_setup = cp_print_operation_new_page_setup ();

  return self->page_setup;
}

/* The quote number moves on once a quote has left the app. */
static void
quote_sent (CpWindow   *self,
            CpQuote    *quote,
            const char *message)
{
  cp_quote_settings_advance (self->settings, cp_quote_get_number (quote));
  toast (self, message);
}

/**
 * cp_window_export_quote:
 * @quote: from cp_window_create_quote()
 * @file: where to write it, as PDF
 *
 * Writes @quote on the paper of the page setup, as the print would come
 * out, with a number from the quote register, which records it. On
 * failure a file already at @file is left as it was.
 */
gboolean
cp_window_export_quote (CpWindow  *self,
                        CpQuote   *quote,
                        GFile     *file,
                        GError   **error)
{
  GtkPageSetup *setup;
  g_autofree char *path = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *message = NULL;
  CpQuotePaper paper;

  g_return_val_if_fail (CP_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (CP_IS_QUOTE (quote), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: only files on this computer can be written"), uri);
      return FALSE;
    }

  setup = get_page_setup (self);
  paper.width = gtk_page_setup_get_paper_width (setup, GTK_UNIT_POINTS);
  paper.height = gtk_page_setup_get_paper_height (setup, GTK_UNIT_POINTS);
  paper.margin_top = gtk_page_setup_get_top_margin (setup, GTK_UNIT_POINTS);
  paper.margin_bottom = gtk_page_setup_get_bottom_margin (setup, GTK_UNIT_POINTS);
  paper.margin_left = gtk_page_setup_get_left_margin (setup, GTK_UNIT_POINTS);
  paper.margin_right = gtk_page_setup_get_right_margin (setup, GTK_UNIT_POINTS);

  if (get_quote_register (self, error) == NULL ||
      !cp_quote_register_issue_pdf (self->quote_register, quote, path, &paper, error))
    return FALSE;

  basename = g_file_get_basename (file);
  /* TRANSLATORS: a notification, e.g. "Quote saved as “Q-0001 3-dgx-h100.pdf”" */
  message = g_strdup_printf (_("Quote saved as “%s”"), basename);
  quote_sent (self, quote, message);

  return TRUE;
}

/* A print takes the quote's number as it starts for real (a preview
 * takes none), so that the pages carry it; a quote printed again
 * unchanged keeps it. When the register cannot give one, nothing is
 * printed. */
static void
begin_print_cb (CpWindow         *self,
                GtkPrintContext  *context,
                CpPrintOperation *operation)
{
  g_autoptr(GError) error = NULL;

  if (cp_print_operation_get_previewing (operation))
    return;

  if (get_quote_register (self, &error) == NULL ||
      !cp_quote_register_take_number (self->quote_register,
                                      cp_print_operation_get_quote (operation), &error))
    {
      gtk_print_operation_cancel (GTK_PRINT_OPERATION (operation));
      cp_error_dialog_show (GTK_WINDOW (self), _("Could Not Print the Quote"), NULL, error);
    }
}

static void
printed_cb (CpWindow         *self,
            CpPrintOperation *operation)
{
  CpQuote *quote = cp_print_operation_get_quote (operation);
  g_autofree char *number = cp_quote_dup_number_text (quote);
  /* TRANSLATORS: a notification, e.g. "Quote Q-0001 printed" */
  g_autofree char *message = g_strdup_printf (_("Quote %s printed"), number);
  g_autofree char *filename = NULL;
  g_autoptr(GError) error = NULL;

  g_set_object (&self->print_settings,
                gtk_print_operation_get_print_settings (GTK_PRINT_OPERATION (operation)));

  /* Printed to a file by an export job, or else on paper. */
  g_object_get (operation, "export-filename", &filename, NULL);
  if (self->quote_register != NULL &&
      cp_quote_register_get_quote_number (self->quote_register, quote) != 0 &&
      !cp_quote_register_mark_written (self->quote_register, quote, filename, &error))
    cp_error_dialog_show (GTK_WINDOW (self), _("Could Not Record the Quote"),
                          _("It was printed, but the quote register does not say so."), error);

  quote_sent (self, quote, message);
}

/**
 * cp_window_new_print_operation:
 * @quote: from cp_window_create_quote()
 *
 * Returns: (transfer full): a print job for @quote on the window's page
 *   setup and printer settings; it takes the quote's number from the
 *   register when it starts printing, and records the quote once printed.
 */
CpPrintOperation *
cp_window_new_print_operation (CpWindow *self,
                               CpQuote  *quote)
{
  CpPrintOperation *operation;

  g_return_val_if_fail (CP_IS_WINDOW (self), NULL);
  g_return_val_if_fail (CP_IS_QUOTE (quote), NULL);

  operation = cp_print_operation_new (quote);
  gtk_print_operation_set_default_page_setup (GTK_PRINT_OPERATION (operation), get_page_setup (self));
  if (self->print_settings != NULL)
    gtk_print_operation_set_print_settings (GTK_PRINT_OPERATION (operation), self->print_settings);
  g_signal_connect_object (operation, "begin-print", G_CALLBACK (begin_print_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (operation, "printed", G_CALLBACK (printed_cb), self, G_CONNECT_SWAPPED);

  return operation;
}

static void
export_quote_response_cb (GtkNativeDialog *chooser,
                          int              response,
                          CpWindow        *self)
{
  g_autoptr(CpQuote) quote = g_object_steal_data (G_OBJECT (chooser), "quote");
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_object_unref (chooser);

  if (file == NULL || quote == NULL)
    return;

  if (!cp_window_export_quote (self, quote, file, &error))
    cp_error_dialog_show (GTK_WINDOW (self), _("Could Not Export the Quote"),
                          _("Nothing was written: a file already there is as it was."), error);
}

static void
quote_ready_cb (CpQuoteDialog *dialog,
                CpQuote       *quote,
                CpWindow      *self)
{
  if (cp_quote_dialog_get_purpose (dialog) == CP_QUOTE_PURPOSE_PRINT)
    {
      g_autoptr(CpPrintOperation) operation = cp_window_new_print_operation (self, quote);

      cp_print_operation_run_for (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                  GTK_WINDOW (self));
    }
  else
    {
      g_autoptr(GtkFileFilter) pdf = gtk_file_filter_new ();
      g_autofree char *name = cp_quote_dup_file_name (quote);
      GtkFileChooserNative *chooser;

      chooser = gtk_file_chooser_native_new (_("Export Quote"), GTK_WINDOW (self),
                                             GTK_FILE_CHOOSER_ACTION_SAVE,
                                             _("_Export"), _("_Cancel"));
      gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);

      gtk_file_filter_set_name (pdf, _("PDF Document"));
      gtk_file_filter_add_mime_type (pdf, "application/pdf");
      gtk_file_filter_add_suffix (pdf, "pdf");
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), pdf);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);

      g_object_set_data_full (G_OBJECT (chooser), "quote", g_object_ref (quote), g_object_unref);
      g_signal_connect (chooser, "response", G_CALLBACK (export_quote_response_cb), self);
      gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
    }
}

/* Export and print first ask who the quote is for. */
static void
ask_customer (CpWindow       *self,
              CpQuotePurpose  purpose)
{
  g_autoptr(CpQuote) quote = cp_window_create_quote (self);
  GtkWidget *dialog;

  if (quote == NULL)
    return;

  dialog = cp_quote_dialog_new (GTK_WINDOW (self), quote, purpose);
  g_signal_connect_object (dialog, "quote-ready", G_CALLBACK (quote_ready_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
export_quote_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  ask_customer (CP_WINDOW (widget), CP_QUOTE_PURPOSE_EXPORT);
}

static void
print_quote_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  ask_customer (CP_WINDOW (widget), CP_QUOTE_PURPOSE_PRINT);
}

/* GTK 4.8's page setup dialog keeps a hidden custom paper dialog whose
 * editable labels, when they lose the keyboard focus, stop editing from
 * a timer 100 ms later, which touches freed memory if the dialogs were
 * destroyed in between (as gtk_print_run_page_setup_dialog_async() does
 * at once). So the window runs the dialog itself, hidden and kept
 * between uses, takes the focus from both dialogs as soon as it hides
 * them, and destroys them only once those timers have run. */
static void
drop_page_setup_focus (GtkWindow *dialog)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  gtk_window_set_focus (dialog, NULL);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (toplevel) == dialog)
        gtk_window_set_focus (toplevel, NULL);
    }
}

/* Hidden, with no focus left to lose later. */
static void
put_away_page_setup_dialog (GtkWidget *dialog)
{
  gtk_widget_hide (dialog);
  drop_page_setup_focus (GTK_WINDOW (dialog));
}

static gboolean
destroy_page_setup_dialog_cb (gpointer data)
{
  gtk_window_destroy (GTK_WINDOW (data));

  return G_SOURCE_REMOVE;
}

static void
release_page_setup_dialog (GtkWidget *dialog)
{
  put_away_page_setup_dialog (dialog);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
  g_timeout_add_full (G_PRIORITY_DEFAULT, 500, destroy_page_setup_dialog_cb,
                      dialog, g_object_unref);
}

static void
page_setup_response_cb (GtkDialog *dialog,
                        int        response,
                        CpWindow  *self)
{
  /* The paper and its orientation are the person's; the margins stay
   * the quote's own. */
  if (response == GTK_RESPONSE_OK)
    {
      GtkPageSetup *chosen = gtk_page_setup_unix_dialog_get_page_setup (GTK_PAGE_SETUP_UNIX_DIALOG (dialog));
      g_autoptr(GtkPageSetup) setup = cp_print_operation_new_page_setup ();

      gtk_page_setup_set_paper_size (setup, gtk_page_setup_get_paper_size (chosen));
      gtk_page_setup_set_orientation (setup, gtk_page_setup_get_orientation (chosen));
      g_set_object (&self->page_setup, setup);
    }

  put_away_page_setup_dialog (GTK_WIDGET (dialog));
}

/* GTK's own page setup dialog (see above); it opens as it was left. */
static void
page_setup_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  g_autoptr(GtkPageSetup) shown = NULL;
  GtkPageSetup *current;
  GtkPageSetupUnixDialog *dialog;

  if (self->print_settings == NULL)
    self->print_settings = gtk_print_settings_new ();

  if (self->page_setup_dialog == NULL)
    {
      self->page_setup_dialog = gtk_page_setup_unix_dialog_new (NULL, GTK_WINDOW (self));
      g_object_ref_sink (self->page_setup_dialog);
      gtk_window_set_modal (GTK_WINDOW (self->page_setup_dialog), TRUE);
      gtk_window_set_hide_on_close (GTK_WINDOW (self->page_setup_dialog), TRUE);
      g_signal_connect_object (self->page_setup_dialog, "response",
                               G_CALLBACK (page_setup_response_cb), self, 0);
    }

  /* The dialog is shown the paper with its usual margins: with the
   * quote's, GTK would take it for a custom size and open its "Manage
   * Custom Sizes" dialog as well. */
  current = get_page_setup (self);
  shown = gtk_page_setup_new ();
  gtk_page_setup_set_paper_size_and_default_margins (shown, gtk_page_setup_get_paper_size (current));
  gtk_page_setup_set_orientation (shown, gtk_page_setup_get_orientation (current));

  dialog = GTK_PAGE_SETUP_UNIX_DIALOG (self->page_setup_dialog);
  gtk_page_setup_unix_dialog_set_print_settings (dialog, self->print_settings);
  gtk_page_setup_unix_dialog_set_page_setup (dialog, shown);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
selected_build_changed_cb (CpWindow *self)
{
  gboolean has_build = cp_builds_page_get_selected (self->builds_page) != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-diagram", has_build);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-quote", has_build);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print-quote", has_build);
}

static void
custom_model_chosen_cb (CpWindow *self,
                        CpModel  *model)
{
  cp_window_add_custom_model (self, model);
}

static void
custom_model_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);
  GtkWidget *dialog = cp_custom_model_dialog_new (GTK_WINDOW (self));

  g_signal_connect_object (dialog, "model-chosen", G_CALLBACK (custom_model_chosen_cb),
                           self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);

  if (g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "catalog") == 0)
    {
      cp_catalog_page_focus_search (cp_window_get_catalog_page (self));
      return;
    }

  adw_leaflet_set_visible_child (self->leaflet, self->sidebar);
  gtk_widget_grab_focus (GTK_WIDGET (self->model_search));
}

/* The shortcuts window is built when first asked for, not at start-up as
 * GtkApplication would build gtk/help-overlay.ui. */
static void
show_shortcuts_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  g_autoptr(GtkBuilder) builder = NULL;
  GtkWindow *shortcuts;

  builder = gtk_builder_new_from_resource ("/org/bektursun/ClusterPlanner/ui/cp-shortcuts-window.ui");
  shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));
  gtk_window_set_transient_for (shortcuts, GTK_WINDOW (widget));
  gtk_window_present (shortcuts);
}

static void
show_sidebar_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);

  adw_leaflet_set_visible_child (self->leaflet, self->sidebar);
}

static void
show_content_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);

  adw_leaflet_set_visible_child (self->leaflet, self->content);
}

static void
show_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  CpWindow *self = CP_WINDOW (widget);

  adw_view_stack_set_visible_child_name (self->view_stack, g_variant_get_string (parameter, NULL));
  adw_leaflet_set_visible_child (self->leaflet, self->content);
}

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
      if (self->catalog != NULL)
        cp_catalog_page_set_catalog (self->catalog_page, self->catalog);
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
      if (self->catalog != NULL)
        cp_compare_page_set_catalog (self->compare_page, self->catalog);
      cp_compare_page_set_plan (self->compare_page, self->plan);
    }

  return self->compare_page;
}

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

static void
page_shown_cb (CpWindow *self)
{
  const char *name = adw_view_stack_get_visible_child_name (self->view_stack);

  if (g_strcmp0 (name, "catalog") == 0)
    cp_window_get_catalog_page (self);
  else if (g_strcmp0 (name, "compare") == 0)
    cp_window_get_compare_page (self);
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

  return GTK_WINDOW_CLASS (cp_window_parent_class)->close_request (window);
}

static void
cp_window_dispose (GObject *object)
{
  CpWindow *self = (CpWindow *) object;

  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);

  gtk_widget_dispose_template (GTK_WIDGET (self), CP_TYPE_WINDOW);

  g_clear_object (&self->plan);
  g_clear_object (&self->catalog);
  g_clear_object (&self->filtered_rows);
  g_clear_object (&self->filter);
  g_clear_object (&self->rows);
  g_clear_object (&self->settings);
  if (self->page_setup_dialog != NULL)
    release_page_setup_dialog (g_steal_pointer (&self->page_setup_dialog));
  g_clear_object (&self->page_setup);
  g_clear_object (&self->print_settings);
  g_clear_object (&self->quote_register);
  g_clear_pointer (&self->search_text, g_free);

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
      g_value_set_object (value, self->catalog);
      break;

    case PROP_PLAN:
      g_value_set_object (value, self->plan);
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

  object_class->dispose = cp_window_dispose;
  object_class->get_property = cp_window_get_property;
  window_class->close_request = cp_window_close_request;

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
  gtk_widget_class_bind_template_child (widget_class, CpWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, content);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, model_search);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, model_stack);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, model_list);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, builds_page);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, catalog_bin);
  gtk_widget_class_bind_template_child (widget_class, CpWindow, compare_bin);
  gtk_widget_class_bind_template_callback (widget_class, model_search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, model_search_stopped_cb);
  gtk_widget_class_bind_template_callback (widget_class, model_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, page_shown_cb);

  gtk_widget_class_install_action (widget_class, "win.open-catalog", NULL, open_catalog_action);
  gtk_widget_class_install_action (widget_class, "win.revert-catalog", NULL, revert_catalog_action);
  gtk_widget_class_install_action (widget_class, "win.custom-model", NULL, custom_model_action);
  gtk_widget_class_install_action (widget_class, "win.export-diagram", NULL, export_diagram_action);
  gtk_widget_class_install_action (widget_class, "win.export-quote", NULL, export_quote_action);
  gtk_widget_class_install_action (widget_class, "win.print-quote", NULL, print_quote_action);
  gtk_widget_class_install_action (widget_class, "win.page-setup", NULL, page_setup_action);
  gtk_widget_class_install_action (widget_class, "win.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_shortcuts_action);
  gtk_widget_class_install_action (widget_class, "win.show-sidebar", NULL, show_sidebar_action);
  gtk_widget_class_install_action (widget_class, "win.show-content", NULL, show_content_action);
  gtk_widget_class_install_action (widget_class, "win.show-page", "s", show_page_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_question, GDK_CONTROL_MASK,
                                       "win.show-help-overlay", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK,
                                       "win.open-catalog", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.export-diagram", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK,
                                       "win.export-quote", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK,
                                       "win.print-quote", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK,
                                       "win.search", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "win.custom-model", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, GDK_ALT_MASK,
                                       "win.show-page", "s", "builds");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, GDK_ALT_MASK,
                                       "win.show-page", "s", "catalog");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_3, GDK_ALT_MASK,
                                       "win.show-page", "s", "compare");
}

static void
cp_window_init (CpWindow *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkNoSelection) selection = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  self->rows = g_list_store_new (CP_TYPE_MODEL_ROW);
  self->filter = GTK_FILTER (gtk_custom_filter_new (filter_row_cb, self, NULL));
  self->filtered_rows = gtk_filter_list_model_new (g_object_ref (G_LIST_MODEL (self->rows)),
                                                   g_object_ref (self->filter));
  g_signal_connect_object (self->filtered_rows, "items-changed",
                           G_CALLBACK (filtered_rows_changed_cb), self, G_CONNECT_SWAPPED);

  g_signal_connect (factory, "setup", G_CALLBACK (setup_row_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row_cb), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_row_cb), self);
  selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->filtered_rows)));
  gtk_list_view_set_model (self->model_list, GTK_SELECTION_MODEL (selection));
  gtk_list_view_set_factory (self->model_list, factory);

  gtk_search_entry_set_key_capture_widget (self->model_search, GTK_WIDGET (self->model_list));

  gtk_menu_button_set_create_popup_func (self->menu_button, create_menu_cb, self, NULL);
  g_signal_connect_object (self->switcher_title, "notify::title-visible",
                           G_CALLBACK (switcher_title_visible_cb), self, G_CONNECT_SWAPPED);

  /* Folded, the window shows the builds first; the models are a tap away. */
  adw_leaflet_set_visible_child (self->leaflet, self->content);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.revert-catalog", FALSE);
  g_signal_connect_object (self->builds_page, "notify::selected",
                           G_CALLBACK (selected_build_changed_cb), self, G_CONNECT_SWAPPED);
  selected_build_changed_cb (self);
}

/**
 * cp_window_new:
 * @application: (nullable): the app; tests build windows without one
 * @catalog: the catalog to start with
 */
CpWindow *
cp_window_new (GtkApplication *application,
               CpCatalog      *catalog)
{
  CpWindow *self;

  g_return_val_if_fail (!application || GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (CP_IS_CATALOG (catalog), NULL);

  self = g_object_new (CP_TYPE_WINDOW, "application", application, NULL);
  cp_window_set_catalog (self, catalog);

  return self;
}
