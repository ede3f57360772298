/* cp-workload-control.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-workload-control"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-architecture-words.h"
#include "cp-model-row.h"
#include "cp-model-serving.h"
#include "cp-plan-workload.h"
#include "cp-serving-words.h"
#include "cp-session.h"
#include "cp-combo-items.h"
#include "cp-spin-numbers.h"
#include "cp-text.h"
#include "cp-workload-control.h"
#include "cp-workload-words.h"

/* The workload, above the builds: a switch between the store's minimum
 * memory (off, the default) and sizing for a workload, and the workload
 * itself — the context per request (presets and any value up to the
 * longest the chosen models read, which is shown), the users at the same
 * time, the KV cache's precision and, per model, the format its weights
 * are served in. Models without a published architecture say so, with
 * "Import config.json…" next to them.
 *
 * The session holds the workload; every change here is one call to it,
 * and so one new plan. The control follows the session back (a context
 * brought down by a model that reads less, a workload from the settings),
 * without taking its own updates for the person's. */

struct _CpWorkloadControl
{
  AdwBin           parent_instance;

  CpSession       *session;
  /* The models rows were made for, by id: rows are made again only when
   * the chosen models change, never while one of them is in use. */
  GStrv            model_ids;
  GPtrArray       *model_rows;
  /* The context presets the combo row shows, in tokens; 0 for "Custom";
   * and the longest context they were made for (-1 before the first). */
  GArray          *presets;
  gint64           presets_max;
  gboolean         syncing;
  /* One change of the session tells several times (the workload, then
   * the plan): the control follows once, before the next frame. */
  guint            sync_source;

  AdwExpanderRow  *expander;
  GtkSwitch       *enabled_switch;
  /* The rows of cp-workload-rows.ui, made when first shown; NULL until
   * then. */
  GtkBuilder      *rows;
  AdwComboRow     *context_row;
  GtkSpinButton   *tokens_spin;
  GtkSpinButton   *users_spin;
  AdwComboRow     *kv_row;
  GtkSwitch       *pcie_switch;
};

G_DEFINE_FINAL_TYPE (CpWorkloadControl, cp_workload_control, ADW_TYPE_BIN)

/* 4K, 8K, 32K and 128K: the contexts people ask for most. */
static const gint64 context_presets[] = { 4096, 8192, 32768, 131072 };

/* The weight formats a model's weights can be served in, in the order of
 * the list. */
static GStrv
weight_format_names (void)
{
  return g_strsplit (CP_WEIGHT_FORMAT_NAMES, ", ", -1);
}

GtkWidget *
cp_workload_control_new (void)
{
  return g_object_new (CP_TYPE_WORKLOAD_CONTROL, NULL);
}

/* The chosen models, in the sidebar's order. */
static GPtrArray *
chosen_models (CpWorkloadControl *self)
{
  GListModel *rows = cp_session_get_rows (self->session);
  GPtrArray *models = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(CpModelRow) row = g_list_model_get_item (rows, i);

      if (cp_model_row_get_chosen (row))
        g_ptr_array_add (models, g_object_ref (cp_model_row_get_model (row)));
    }

  return models;
}

static void
weights_selected_cb (AdwComboRow       *row,
                     GParamSpec        *pspec,
                     CpWorkloadControl *self)
{
  const char *id = g_object_get_data (G_OBJECT (row), "model-id");
  guint native = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "native"));
  const char * const *names = g_object_get_data (G_OBJECT (row), "formats");
  guint selected = adw_combo_row_get_selected (row);
  CpWeightFormat format;

  if (self->syncing || selected >= g_strv_length ((char **) names))
    return;

  if (selected == native || !cp_weight_format_from_string (names[selected], &format))
    cp_session_set_model_weights (self->session, id, NULL);
  else
    cp_session_set_model_weights (self->session, id, &format);
}

/* The formats @model is offered in: those a published checkpoint (or
 * vLLM's own fp8 of a 16-bit one) serves it in, so that every launch
 * recipe starts (cp_model_architecture_offers_weights()); and @also, the
 * format a plan file gives it, when it is none of those. */
static GStrv
offered_formats (CpModel    *model,
                 const char *also)
{
  CpModelArchitecture *architecture = cp_model_get_architecture (model);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = weight_format_names ();

  for (guint i = 0; names[i] != NULL; i++)
    {
      CpWeightFormat format;

      cp_weight_format_from_string (names[i], &format);
      if (cp_model_architecture_offers_weights (architecture, &format) ||
          g_strcmp0 (names[i], also) == 0)
        g_strv_builder_add (builder, names[i]);
    }

  return g_strv_builder_end (builder);
}

/* Fills @row's list with @model's formats, its own marked. */
static void
fill_weights_row (GtkWidget  *row,
                  CpModel    *model,
                  const char *also)
{
  const CpArchitecture *arch = cp_model_architecture_get (cp_model_get_architecture (model));
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  GStrv names = offered_formats (model, also);
  guint native = 0;

  for (guint i = 0; names[i] != NULL; i++)
    {
      CpWeightFormat format;
      g_autofree char *label = NULL;
      gboolean own;

      cp_weight_format_from_string (names[i], &format);
      own = format.kind == arch->weights.kind &&
            (format.block == arch->weights.block || format.kind != CP_WEIGHTS_INT4);
      if (own)
        native = i;
      label = cp_weight_format_dup_label (&format, own);
      gtk_string_list_append (list, label);
    }

  g_object_set_data_full (G_OBJECT (row), "formats", names, (GDestroyNotify) g_strfreev);
  g_object_set_data (G_OBJECT (row), "native", GUINT_TO_POINTER (native));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
}

/* The row that picks @model's weight format. */
static GtkWidget *
new_weights_row (CpWorkloadControl *self,
                 CpModel           *model)
{
  g_autofree char *title = cp_workload_dup_weights_title (model);
  GtkWidget *row = adw_combo_row_new ();

  /* The title names the model, as the person named it: text, not markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  cp_combo_row_show_whole_items (ADW_COMBO_ROW (row));
  g_object_set_data_full (G_OBJECT (row), "model-id",
                          g_strdup (cp_item_get_id (CP_ITEM (model))), g_free);
  fill_weights_row (row, model, NULL);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (weights_selected_cb), self, 0);

  return row;
}

/* The row that says a model has no published architecture, and how to
 * give it one. The button goes under the words, not beside them: beside
 * them, at 360 pixels, it left the words a column one word wide. */
static GtkWidget *
new_unknown_row (CpModel *model)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-information-symbolic");
  const char *name = cp_item_get_name (CP_ITEM (model));
  GtkWidget *title = g_object_new (GTK_TYPE_LABEL, "label", name, "xalign", 0.0f,
                                   "wrap", TRUE, "wrap-mode", PANGO_WRAP_WORD_CHAR, NULL);
  GtkWidget *note = g_object_new (GTK_TYPE_LABEL, "label", cp_workload_get_unknown_note (),
                                  "xalign", 0.0f, "wrap", TRUE,
                                  "wrap-mode", PANGO_WRAP_WORD_CHAR, NULL);
  const char *label = _("_Import config.json…");
  GtkWidget *button = gtk_button_new_with_mnemonic (label);
  g_autofree char *spoken = cp_text_strip_mnemonic (label);

  /* Words only: the row is no stop of the keyboard's, its button is. */
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);
  /* GTK 4.8 read the button out as its mnemonic text and its text again,
   * "_Import config.json… Import config.json…". */
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  g_object_set (box, "margin-start", 12, "margin-end", 12, "margin-top", 8, "margin-bottom", 8,
                NULL);
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_widget_set_margin_top (icon, 2);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_widget_add_css_class (note, "dim-label");
  gtk_widget_add_css_class (note, "caption");
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_set_margin_top (button, 6);
  /* The architecture read goes to this model (cp-window-import.c). */
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.attach-model-config");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", cp_item_get_id (CP_ITEM (model)));

  gtk_box_append (GTK_BOX (text), title);
  gtk_box_append (GTK_BOX (text), note);
  gtk_box_append (GTK_BOX (text), button);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), text);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  cp_workload_get_unknown_note (),
                                  -1);

  return row;
}

/* Makes the per-model rows again when the chosen models changed. */
static void
update_model_rows (CpWorkloadControl *self,
                   GPtrArray         *models)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) ids = NULL;

  /* A model given an architecture (Import config.json… on its row) keeps
   * its id, and its row is made again. */
  for (guint i = 0; i < models->len; i++)
    {
      g_autofree char *key = g_strconcat (cp_item_get_id (CP_ITEM (models->pdata[i])),
                                          cp_model_get_architecture (models->pdata[i]) != NULL
                                          ? " (architecture)" : "",
                                          NULL);

      g_strv_builder_add (builder, key);
    }
  ids = g_strv_builder_end (builder);

  if (self->model_ids != NULL && g_strv_equal ((const char * const *) ids,
                                               (const char * const *) self->model_ids))
    return;

  for (guint i = 0; i < self->model_rows->len; i++)
    adw_expander_row_remove (self->expander, self->model_rows->pdata[i]);
  g_ptr_array_set_size (self->model_rows, 0);
  g_strfreev (self->model_ids);
  self->model_ids = g_steal_pointer (&ids);

  for (guint i = 0; i < models->len; i++)
    {
      CpModel *model = models->pdata[i];
      GtkWidget *row = cp_model_get_architecture (model) != NULL ? new_weights_row (self, model)
                                                                 : new_unknown_row (model);

      adw_expander_row_add_row (self->expander, row);
      g_ptr_array_add (self->model_rows, row);
    }
}

/* Which preset the context is, the "Custom" entry otherwise. */
static guint
preset_position (CpWorkloadControl *self,
                 gint64             tokens)
{
  for (guint i = 0; i < self->presets->len; i++)
    if (g_array_index (self->presets, gint64, i) == tokens)
      return i;

  return self->presets->len - 1;
}

/* The presets up to @max_context (all when it is 0), and "Custom". The
 * list is made again only when they change: a new list while the person
 * picks from the old one would pull it away under the combo row. */
static void
update_presets (CpWorkloadControl *self,
                gint64             max_context)
{
  g_autoptr(GtkStringList) list = NULL;
  gint64 custom = 0;

  if (max_context == self->presets_max)
    return;

  self->presets_max = max_context;
  list = gtk_string_list_new (NULL);

  g_array_set_size (self->presets, 0);
  for (guint i = 0; i < G_N_ELEMENTS (context_presets); i++)
    {
      g_autofree char *label = NULL;

      if (max_context > 0 && context_presets[i] > max_context)
        continue;

      label = cp_workload_dup_context_preset (context_presets[i]);
      gtk_string_list_append (list, label);
      g_array_append_val (self->presets, context_presets[i]);
    }
  gtk_string_list_append (list, _("Custom"));
  g_array_append_val (self->presets, custom);

  adw_combo_row_set_model (self->context_row, G_LIST_MODEL (list));
}

/* The rows, as the session has the workload. */
static void
sync_from_session (CpWorkloadControl *self)
{
  g_autoptr(GPtrArray) models = NULL;
  CpPlanWorkload *workload;
  gboolean enabled;
  gint64 max_context;
  guint n_known = 0;
  const char *known_name = NULL;
  g_autofree char *max_words = NULL;
  g_autofree char *words = NULL;

  if (self->session == NULL)
    return;

  self->syncing = TRUE;

  workload = cp_session_get_workload (self->session);
  enabled = cp_session_get_workload_enabled (self->session);
  models = chosen_models (self);
  max_context = cp_session_get_max_context (self->session);

  for (guint i = 0; i < models->len; i++)
    if (cp_model_get_architecture (models->pdata[i]) != NULL)
      {
        n_known++;
        known_name = cp_item_get_name (CP_ITEM (models->pdata[i]));
      }

  gtk_switch_set_active (self->enabled_switch, enabled);
  words = enabled ? cp_plan_workload_dup_words (workload) : g_strdup (cp_workload_get_off_note ());
  adw_expander_row_set_subtitle (self->expander, words);

  /* Rows not made yet are made right, from the session, when they are. */
  if (self->rows == NULL)
    {
      self->syncing = FALSE;
      return;
    }

  update_presets (self, max_context);
  max_words = cp_workload_dup_max_context (max_context, n_known, known_name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->context_row), max_words);
  adw_combo_row_set_selected (self->context_row,
                              preset_position (self, cp_plan_workload_get_context_tokens (workload)));
  gtk_spin_button_set_range (self->tokens_spin, 1,
                             max_context > 0 ? (double) max_context : CP_WORKLOAD_MAX_CONTEXT);
  gtk_spin_button_set_value (self->tokens_spin, (double) cp_plan_workload_get_context_tokens (workload));
  gtk_spin_button_set_value (self->users_spin, (double) cp_plan_workload_get_users (workload));
  adw_combo_row_set_selected (self->kv_row, cp_plan_workload_get_kv_cache (workload) == CP_KV_CACHE_FP8);
  gtk_switch_set_active (self->pcie_switch, cp_plan_workload_get_allow_pcie_split (workload));

  update_model_rows (self, models);
  for (guint i = 0; i < self->model_rows->len; i++)
    {
      GtkWidget *row = self->model_rows->pdata[i];
      const char *id = g_object_get_data (G_OBJECT (row), "model-id");
      CpWeightFormat format;
      g_autofree char *name = NULL;
      g_auto(GStrv) names = NULL;
      guint position;

      if (!ADW_IS_COMBO_ROW (row))
        continue;

      /* A plan file may give every model one format, and one this list
       * does not offer: it is shown as chosen, not lost. */
      if (cp_plan_workload_get_model_weights (workload, id, &format) ||
          cp_plan_workload_get_default_weights (workload, &format))
        name = cp_weight_format_to_string (&format);
      names = g_strdupv (g_object_get_data (G_OBJECT (row), "formats"));
      if (name != NULL && !g_strv_contains ((const char * const *) names, name))
        {
          CpModelRow *model_row = cp_session_find_row (self->session, id);

          if (model_row != NULL)
            fill_weights_row (row, cp_model_row_get_model (model_row), name);
          g_strfreev (names);
          names = g_strdupv (g_object_get_data (G_OBJECT (row), "formats"));
        }
      position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "native"));
      for (guint j = 0; name != NULL && names[j] != NULL; j++)
        if (g_str_equal (names[j], name))
          position = j;
      adw_combo_row_set_selected (ADW_COMBO_ROW (row), position);
    }

  /* Off, the figures wait: they are kept, but change nothing. */
  for (GtkWidget *row = GTK_WIDGET (self->context_row); row != NULL; row = gtk_widget_get_next_sibling (row))
    gtk_widget_set_sensitive (row, enabled);

  self->syncing = FALSE;
}

static gboolean
sync_idle_cb (gpointer user_data)
{
  CpWorkloadControl *self = user_data;

  self->sync_source = 0;
  sync_from_session (self);

  return G_SOURCE_REMOVE;
}

static void
queue_sync (CpWorkloadControl *self)
{
  if (self->sync_source == 0)
    self->sync_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, sync_idle_cb, self, NULL);
}

static void
enabled_changed_cb (CpWorkloadControl *self)
{
  gboolean enabled = gtk_switch_get_active (self->enabled_switch);

  if (self->syncing || self->session == NULL)
    return;

  cp_session_set_workload_enabled (self->session, enabled);
  /* Switched on, the figures are where the person goes next. */
  if (enabled)
    adw_expander_row_set_expanded (self->expander, TRUE);
}

static void
figures_changed_cb (CpWorkloadControl *self)
{
  gint64 tokens, users;
  CpKvCache kv;

  if (self->syncing || self->session == NULL)
    return;

  tokens = gtk_spin_button_get_value_as_int (self->tokens_spin);
  users = gtk_spin_button_get_value_as_int (self->users_spin);
  kv = adw_combo_row_get_selected (self->kv_row) == 1 ? CP_KV_CACHE_FP8 : CP_KV_CACHE_BF16;

  cp_session_set_workload_figures (self->session, tokens, users, kv);
}

static void
pcie_split_cb (CpWorkloadControl *self)
{
  if (self->syncing || self->session == NULL)
    return;

  cp_session_set_allow_pcie_split (self->session, gtk_switch_get_active (self->pcie_switch));
}

static void
context_preset_cb (CpWorkloadControl *self)
{
  guint selected = adw_combo_row_get_selected (self->context_row);
  gint64 tokens;

  if (self->syncing || self->session == NULL || selected >= self->presets->len)
    return;

  /* "Custom" keeps the value, for the spin button to change. */
  tokens = g_array_index (self->presets, gint64, selected);
  if (tokens == 0)
    {
      gtk_widget_grab_focus (GTK_WIDGET (self->tokens_spin));
      return;
    }

  self->syncing = TRUE;
  gtk_spin_button_set_value (self->tokens_spin, (double) tokens);
  self->syncing = FALSE;
  figures_changed_cb (self);
}

/* Makes the rows of the workload, the first time they are shown. */
static void
ensure_rows (CpWorkloadControl *self)
{
  g_autoptr(GtkBuilderScope) scope = NULL;
  const char *rows[] = { "context_row", "tokens_row", "users_row", "kv_row", "pcie_row" };

  if (self->rows != NULL)
    return;

  scope = gtk_builder_cscope_new ();
  gtk_builder_cscope_add_callback_symbols (GTK_BUILDER_CSCOPE (scope),
                                           "context_preset_cb", G_CALLBACK (context_preset_cb),
                                           "figures_changed_cb", G_CALLBACK (figures_changed_cb),
                                           "pcie_split_cb", G_CALLBACK (pcie_split_cb),
                                           NULL);
  self->rows = gtk_builder_new ();
  gtk_builder_set_scope (self->rows, scope);
  gtk_builder_set_current_object (self->rows, G_OBJECT (self));
  gtk_builder_add_from_resource (self->rows, "/org/bektursun/ClusterPlanner/ui/cp-workload-rows.ui",
                                 NULL);

  self->context_row = ADW_COMBO_ROW (gtk_builder_get_object (self->rows, "context_row"));
  self->tokens_spin = GTK_SPIN_BUTTON (gtk_builder_get_object (self->rows, "tokens_spin"));
  self->users_spin = GTK_SPIN_BUTTON (gtk_builder_get_object (self->rows, "users_spin"));
  self->kv_row = ADW_COMBO_ROW (gtk_builder_get_object (self->rows, "kv_row"));
  self->pcie_switch = GTK_SWITCH (gtk_builder_get_object (self->rows, "pcie_switch"));
  cp_combo_row_show_whole_items (self->context_row);
  cp_combo_row_show_whole_items (self->kv_row);
  cp_spin_button_use_locale_numbers (self->tokens_spin);
  cp_spin_button_use_locale_numbers (self->users_spin);
  /* "32K" as the presets write it; "1.5K" users. */
  cp_spin_button_set_scale (self->tokens_spin, CP_PARSE_SCALE_BINARY);
  cp_spin_button_set_scale (self->users_spin, CP_PARSE_SCALE_DECIMAL);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    adw_expander_row_add_row (self->expander, GTK_WIDGET (gtk_builder_get_object (self->rows, rows[i])));

  sync_from_session (self);
}

static void
expanded_cb (CpWorkloadControl *self)
{
  if (adw_expander_row_get_expanded (self->expander))
    ensure_rows (self);
}

/**
 * cp_workload_control_get_part:
 * @name: the id of a row or its spin button in cp-workload-rows.ui
 *
 * Returns: (transfer none): the widget, the rows made if they were not;
 *   for tests.
 */
GtkWidget *
cp_workload_control_get_part (CpWorkloadControl *self,
                              const char        *name)
{
  g_return_val_if_fail (CP_IS_WORKLOAD_CONTROL (self), NULL);

  if (g_str_equal (name, "enabled_switch"))
    return GTK_WIDGET (self->enabled_switch);

  ensure_rows (self);

  return GTK_WIDGET (gtk_builder_get_object (self->rows, name));
}

static void
cp_workload_control_dispose (GObject *object)
{
  CpWorkloadControl *self = (CpWorkloadControl *) object;

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_handle_id (&self->sync_source, g_source_remove);

  gtk_widget_dispose_template (GTK_WIDGET (self), CP_TYPE_WORKLOAD_CONTROL);
  g_clear_pointer (&self->model_ids, g_strfreev);
  g_clear_pointer (&self->model_rows, g_ptr_array_unref);
  g_clear_pointer (&self->presets, g_array_unref);
  g_clear_object (&self->rows);

  G_OBJECT_CLASS (cp_workload_control_parent_class)->dispose (object);
}

static void
cp_workload_control_class_init (CpWorkloadControlClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cp_workload_control_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/bektursun/ClusterPlanner/ui/cp-workload-control.ui");
  gtk_widget_class_bind_template_child (widget_class, CpWorkloadControl, expander);
  gtk_widget_class_bind_template_child (widget_class, CpWorkloadControl, enabled_switch);
  gtk_widget_class_bind_template_callback (widget_class, enabled_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, expanded_cb);
}

static void
cp_workload_control_init (CpWorkloadControl *self)
{
  self->model_rows = g_ptr_array_new ();
  self->presets = g_array_new (FALSE, FALSE, sizeof (gint64));
  self->presets_max = -1;

  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * cp_workload_control_set_session:
 * @session: the session whose workload to show and change
 */
void
cp_workload_control_set_session (CpWorkloadControl *self,
                                 CpSession         *session)
{
  g_return_if_fail (CP_IS_WORKLOAD_CONTROL (self));
  g_return_if_fail (CP_IS_SESSION (session));

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);

  g_signal_connect_object (session, "plan-changed", G_CALLBACK (queue_sync), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::workload", G_CALLBACK (queue_sync), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::workload-enabled", G_CALLBACK (queue_sync),
                           self, G_CONNECT_SWAPPED);
  sync_from_session (self);
}

/* What the expander's subtitle says: the workload, or that it is off. */
const char *
cp_workload_control_get_summary (CpWorkloadControl *self)
{
  g_return_val_if_fail (CP_IS_WORKLOAD_CONTROL (self), NULL);

  return adw_expander_row_get_subtitle (self->expander);
}
