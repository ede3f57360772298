/* test-workload-window.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "cp-build-facts.h"
#include "cp-compare-page.h"
#include "cp-custom-model-dialog.h"
#include "cp-memory-bar-view.h"
#include "cp-memory-bar.h"
#include "cp-recipe-dialog.h"
#include "cp-serving-view.h"
#include "cp-serving-words.h"
#include "cp-test-widget.h"
#include "cp-window-testing.h"
#include "cp-workload-control.h"
#include "cp-workload-words.h"

/* The workload in the window, built for real on a virtual display: the
 * control above the builds, set the way a person sets it; the verdict,
 * layout, users and per-GPU bar each card then shows; the longest context
 * the chosen models read; importing a config.json; the launch recipe.
 * Any GTK warning fails the test (G_DEBUG=fatal-warnings). */

static GtkWidget *
control_child (CpWindow   *window,
               const char *name)
{
  return cp_workload_control_get_part (CP_WORKLOAD_CONTROL (cp_window_get_workload_control (window)), name);
}

static void
collect (GtkWidget *widget,
         GType      type,
         GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (found, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect (child, type, found);
}

/* The widgets of @type under @widget, in the order they are shown. */
static GPtrArray *
find_all (GtkWidget *widget,
          GType      type)
{
  GPtrArray *found = g_ptr_array_new ();

  collect (widget, type, found);

  return found;
}

/* The serving view of the card of @tier_id. */
static CpServingView *
serving_view (CpWindow   *window,
              const char *tier_id)
{
  g_autoptr(GPtrArray) views = find_all (cp_window_get_builds_page (window), CP_TYPE_SERVING_VIEW);

  for (guint i = 0; i < views->len; i++)
    {
      CpBuild *build = cp_serving_view_get_build (views->pdata[i]);

      if (build != NULL && g_str_equal (cp_item_get_id (CP_ITEM (cp_build_get_tier (build))), tier_id))
        return views->pdata[i];
    }

  return NULL;
}

/* Whether the card of @tier_id says anything of serving a workload. */
static gboolean
serving_shown (CpWindow   *window,
               const char *tier_id)
{
  CpServingView *view = serving_view (window, tier_id);

  return view != NULL && gtk_widget_get_visible (GTK_WIDGET (view));
}

static char *
card_text (CpWindow   *window,
           const char *tier_id)
{
  CpServingView *view = serving_view (window, tier_id);

  g_assert_nonnull (view);

  return cp_serving_view_dup_text (view);
}

static void
assert_contains (const char *text,
                 const char *expected)
{
  if (strstr (text, expected) == NULL)
    g_error ("“%s” is not shown; the text is:\n%s", expected, text);
}

static void
choose_only (CpWindow   *window,
             const char *id)
{
  CpSession *session = cp_window_get_session (window);

  cp_session_freeze (session);
  for (guint i = 0; i < g_list_model_get_n_items (cp_session_get_rows (session)); i++)
    {
      g_autoptr(CpModelRow) row = g_list_model_get_item (cp_session_get_rows (session), i);

      cp_model_row_set_chosen (row, FALSE);
    }
  cp_session_choose_model (session, id, TRUE);
  cp_session_thaw (session);
  cp_test_spin ();
}

/* Sets the workload through the control, as a person does: the switch,
 * a context preset, the users. */
static void
set_workload (CpWindow *window,
              guint     preset,
              int       users)
{
  gtk_switch_set_active (GTK_SWITCH (control_child (window, "enabled_switch")), TRUE);
  adw_combo_row_set_selected (ADW_COMBO_ROW (control_child (window, "context_row")), preset);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (control_child (window, "users_spin")), users);
  cp_test_spin ();
}

/* Off by default: the builds exactly as without a workload, no card saying
 * anything of one. Switched on, every card says how it serves it. */
static void
test_off_then_on (void)
{
  CpWindow *window = cp_test_new_window ();
  CpWorkloadControl *control = CP_WORKLOAD_CONTROL (cp_window_get_workload_control (window));
  g_autofree char *startup = NULL;
  g_autofree char *desktop = NULL;
  CpPlan *plan;

  choose_only (window, "llama-3.1-70b");
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (control_child (window, "enabled_switch"))));
  g_assert_cmpstr (cp_workload_control_get_summary (control), ==,
                   "Off: builds hold the store’s minimum memory of the models");
  g_assert_false (serving_shown (window, "startup"));
  plan = cp_session_get_plan (cp_window_get_session (window));
  g_assert_null (cp_build_get_serving (cp_plan_find_build (plan, "startup")));

  /* 32K is the third preset. */
  set_workload (window, 2, 16);
  g_assert_cmpstr (cp_workload_control_get_summary (control), ==,
                   "32,768 tokens per request, 16 users at a time, KV cache in bf16");

  startup = card_text (window, "startup");
  assert_contains (startup, "Fits this workload");
  assert_contains (startup, "On 8 of 8 GPUs");
  assert_contains (startup, "8 GPUs of one NVIDIA DGX H100 work as one copy: tensor parallel 8");
  assert_contains (startup, "Up to 38 users at 32,768 tokens");
  assert_contains (startup, "16 users can each have up to 79,088 tokens");
  /* Its speed ceiling, one line, with its bound word (docs/sizing.md §13). */
  assert_contains (startup, "At most ");
  assert_contains (startup, " tokens/s per user — a physical ceiling; engines reach a fraction of it");

  desktop = card_text (window, "desktop");
  assert_contains (desktop, "Does not fit this workload");
  assert_contains (desktop, "Not even one user at 32,768 tokens");
  assert_contains (desktop, "No bound: it does not run here");

  /* The bar of the fitting card shows the same figures. */
  {
    g_autoptr(GPtrArray) bars = find_all (GTK_WIDGET (serving_view (window, "startup")),
                                          CP_TYPE_MEMORY_BAR_VIEW);
    CpMemoryBar *bar;

    g_assert_cmpuint (bars->len, ==, 1);
    cp_test_wait_for_drawing (bars->pdata[0]);
    bar = cp_memory_bar_view_get_bar (bars->pdata[0]);
    g_assert_cmpstr (cp_memory_bar_get_scale (bar), ==, "43 GiB of 71.3 GiB usable");
    g_assert_cmpstr (cp_memory_bar_get_legend (bar, 0)->text, ==, "Weights 16.4 GiB");
  }

  /* An fp8 KV cache halves the cache per token: half the GPUs do (docs/sizing.md
   * §10.1, TP4 with fp8 KV, at most 25 users); the whole build holds two such
   * copies, 50 users (§7.3). */
  adw_combo_row_set_selected (ADW_COMBO_ROW (control_child (window, "kv_row")), 1);
  cp_test_spin ();
  g_clear_pointer (&startup, g_free);
  startup = card_text (window, "startup");
  assert_contains (startup, "On 4 of 8 GPUs");
  assert_contains (startup, "4 GPUs of one NVIDIA DGX H100 work as one copy: tensor parallel 4");
  assert_contains (startup, "Up to 50 users at 32,768 tokens");

  /* Off again: the store minimum, and the cards say nothing of serving. */
  gtk_switch_set_active (GTK_SWITCH (control_child (window, "enabled_switch")), FALSE);
  cp_test_spin ();
  g_assert_false (serving_shown (window, "startup"));
  g_assert_null (cp_build_get_serving (cp_plan_find_build (cp_session_get_plan (cp_window_get_session (window)), "startup")));

  cp_test_close_window (window);
}

/* The context never goes above what the chosen models read: the presets
 * above it go, the custom value stops there, and the longest is shown. */
static void
test_max_context (void)
{
  CpWindow *window = cp_test_new_window ();
  CpSession *session = cp_window_get_session (window);
  AdwComboRow *context_row;
  GtkSpinButton *tokens;
  double low, high;

  choose_only (window, "llama-3.1-70b");
  set_workload (window, 3, 1);
  context_row = ADW_COMBO_ROW (control_child (window, "context_row"));
  tokens = GTK_SPIN_BUTTON (control_child (window, "tokens_spin"));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (context_row)), ==,
                   "Llama 3.1 70B reads up to 131,072 tokens");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (tokens), ==, 131072);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (context_row)), ==, 5);

  /* Qwen3-32B reads 131,072 tokens with the YaRN its publisher documents. */
  cp_session_choose_model (session, "qwen3-32b", TRUE);
  cp_test_spin ();
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (context_row)), ==,
                   "The chosen models all read up to 131,072 tokens");
  cp_session_choose_model (session, "qwen3-32b", FALSE);

  cp_session_choose_model (session, "mixtral-8x22b", TRUE);
  cp_test_spin ();
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (context_row)), ==,
                   "The chosen models all read up to 65,536 tokens");
  /* 4K, 8K, 32K and Custom; the context came down to the longest. */
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (context_row)), ==, 4);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (tokens), ==, 65536);
  gtk_spin_button_get_range (tokens, &low, &high);
  g_assert_cmpfloat (high, ==, 65536);
  g_assert_cmpuint (adw_combo_row_get_selected (context_row), ==, 3);

  cp_test_close_window (window);
}

/* Per model, the weight format, its own marked; a model without an
 * architecture says so, with the way to give it one. */
static void
test_model_rows (void)
{
  CpWindow *window = cp_test_new_window ();
  CpSession *session = cp_window_get_session (window);
  g_autoptr(GPtrArray) combos = NULL;
  g_autoptr(GPtrArray) buttons = NULL;
  AdwComboRow *weights = NULL;
  gboolean import_offered = FALSE;
  CpWeightFormat format;

  choose_only (window, "llama-3.1-70b");
  cp_session_choose_model (session, "deepseek-v4-pro", TRUE);
  set_workload (window, 2, 16);

  combos = find_all (cp_window_get_workload_control (window), ADW_TYPE_COMBO_ROW);
  for (guint i = 0; i < combos->len; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (combos->pdata[i]), "Weights of Llama 3.1 70B") == 0)
      weights = combos->pdata[i];
  g_assert_nonnull (weights);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (weights)),
                                               adw_combo_row_get_selected (weights)),
                   ==, "bf16 (native)");

  buttons = find_all (cp_window_get_workload_control (window), GTK_TYPE_BUTTON);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[i]), "win.attach-model-config") == 0)
      import_offered = TRUE;
  g_assert_true (import_offered);

  /* fp8 weights: the session serves them so, and the card shows it. */
  for (guint i = 0; i < g_list_model_get_n_items (adw_combo_row_get_model (weights)); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (weights)), i), "fp8"))
      adw_combo_row_set_selected (weights, i);
  cp_test_spin ();
  g_assert_true (cp_plan_workload_get_model_weights (cp_session_get_workload (session),
                                                     "llama-3.1-70b", &format));
  g_assert_cmpint (format.kind, ==, CP_WEIGHTS_FP8);

  cp_test_close_window (window);
}

/* At 360 pixels, what a model without an architecture says stays
 * readable: the Import config.json… button does not squeeze it into a
 * column a word or two wide; the words take most of the control's width. */
static void
test_unknown_row_narrow (void)
{
  CpWindow *window = cp_test_new_window ();
  GtkWidget *note;
  int note_width, control_width;

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 700);
  choose_only (window, "deepseek-v4-pro");
  set_workload (window, 1, 1);
  cp_test_wait_for_drawing (GTK_WIDGET (window));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 400);

  note = cp_test_find_label (cp_window_get_workload_control (window), cp_workload_get_unknown_note ());
  g_assert_nonnull (note);
  /* The note's row can be laid out a frame after the window's first one
   * (the test failed at random with a note 0 pixels wide): wait for it. */
  cp_test_wait_for_drawing (note);
  note_width = gtk_widget_get_width (note);
  control_width = gtk_widget_get_width (cp_window_get_workload_control (window));
  if (note_width * 2 < control_width)
    g_error ("the note is %d pixels wide, in a control %d wide", note_width, control_width);

  cp_test_close_window (window);
}

static void
notify_cb (GObject    *object,
           GParamSpec *pspec,
           gboolean   *done)
{
  *done = TRUE;
}

/* A config.json read and shown for the person to check; added, the model
 * is sized for the workload. */
static void
test_import (void)
{
  CpWindow *window = cp_test_new_window ();
  CpSession *session = cp_window_get_session (window);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "hf-configs",
                                                 "meta-llama--Meta-Llama-3.1-8B.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWidget *dialog;
  gboolean done = FALSE;
  CpModel *added = NULL;

  choose_only (window, "deepseek-v4-pro");
  set_workload (window, 1, 4);

  dialog = g_object_ref (cp_window_import_model_config (window, file));
  g_signal_connect (dialog, "notify::importing", G_CALLBACK (notify_cb), &done);
  while (cp_custom_model_dialog_get_importing (CP_CUSTOM_MODEL_DIALOG (dialog)))
    g_main_context_iteration (NULL, TRUE);

#define READ(name) adw_action_row_get_subtitle (ADW_ACTION_ROW (gtk_widget_get_template_child ( \
                     dialog, CP_TYPE_CUSTOM_MODEL_DIALOG, name)))
  g_assert_cmpstr (READ ("read_params_row"), ==, "8,030,261,248 (8 billion)");
  g_assert_cmpstr (READ ("read_layers_row"), ==, "32");
  g_assert_cmpstr (READ ("read_attention_row"), ==, "Grouped-query: 8 KV heads for 32 heads");
  g_assert_cmpstr (READ ("read_kv_row"), ==, "128 KiB per token at bf16");
#undef READ

  gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_template_child (dialog, CP_TYPE_CUSTOM_MODEL_DIALOG,
                                                                      "name_row")), "Our 8B");
  g_signal_emit_by_name (gtk_widget_get_template_child (dialog, CP_TYPE_CUSTOM_MODEL_DIALOG, "add_button"),
                         "clicked");
  cp_test_spin ();

  for (guint i = 0; i < g_list_model_get_n_items (cp_session_get_rows (session)); i++)
    {
      g_autoptr(CpModelRow) row = g_list_model_get_item (cp_session_get_rows (session), i);

      if (g_str_equal (cp_item_get_name (CP_ITEM (cp_model_row_get_model (row))), "Our 8B"))
        added = cp_model_row_get_model (row);
    }
  g_assert_nonnull (added);
  g_assert_nonnull (cp_model_get_architecture (added));
  g_assert_cmpint (cp_serving_get_gpus_used (cp_build_get_serving (
                     cp_session_get_selected_build (session))), >=, 1);

  g_object_unref (dialog);
  cp_test_close_window (window);
}

/* The chosen model called @name, or NULL. */
static CpModel *
find_chosen (CpSession  *session,
             const char *name)
{
  for (guint i = 0; i < g_list_model_get_n_items (cp_session_get_rows (session)); i++)
    {
      g_autoptr(CpModelRow) row = g_list_model_get_item (cp_session_get_rows (session), i);

      if (cp_model_row_get_chosen (row) &&
          g_str_equal (cp_item_get_name (CP_ITEM (cp_model_row_get_model (row))), name))
        return cp_model_row_get_model (row);
    }

  return NULL;
}

/* How many rows, chosen or not, are called @name. */
static guint
count_named (CpSession  *session,
             const char *name)
{
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (cp_session_get_rows (session)); i++)
    {
      g_autoptr(CpModelRow) row = g_list_model_get_item (cp_session_get_rows (session), i);

      if (g_str_equal (cp_item_get_name (CP_ITEM (cp_model_row_get_model (row))), name))
        n++;
    }

  return n;
}

/* Import config.json… on DeepSeek V4 Pro's row: the architecture read goes
 * to DeepSeek V4 Pro, once the person has seen the file's figures beside
 * the model's and been asked, as they disagree (Qwen3-32B's config added
 * a model "Qwen--Qwen3-32B", and DeepSeek V4 Pro still said "not
 * published"); the context cut to what Qwen3-32B reads is said in a toast
 * whose Undo brings it all back. */
static void
test_attach_on_row (void)
{
  CpWindow *window = cp_test_new_window ();
  CpSession *session = cp_window_get_session (window);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "hf-configs",
                                                 "Qwen--Qwen3-32B.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWidget *button, *dialog, *undo;
  CpModel *attached;

  choose_only (window, "deepseek-v4-pro");
  set_workload (window, 3, 1);
  g_assert_cmpint (cp_plan_workload_get_context_tokens (cp_session_get_workload (session)), ==, 131072);

  /* The row's button is for this model. */
  button = cp_test_find_button (cp_window_get_workload_control (window), "_Import config.json…");
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "win.attach-model-config");
  g_assert_cmpstr (g_variant_get_string (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button)), NULL),
                   ==, "deepseek-v4-pro");

  dialog = cp_window_attach_model_config (window, "deepseek-v4-pro", file);
  g_assert_nonnull (dialog);
  assert_contains (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                   "DeepSeek V4 Pro needs at least 1,920 GB.");
  assert_contains (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "These figures disagree");
  /* Enter does not attach a file that disagrees. */
  g_assert_cmpstr (adw_message_dialog_get_default_response (ADW_MESSAGE_DIALOG (dialog)), ==, "cancel");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "attach");
  cp_test_spin ();

  /* One row, the catalog's own, sized with the architecture read. */
  g_assert_cmpuint (count_named (session, "DeepSeek V4 Pro"), ==, 1);
  attached = find_chosen (session, "DeepSeek V4 Pro");
  g_assert_nonnull (attached);
  g_assert_false (cp_model_get_custom (attached));
  g_assert_cmpstr (cp_item_get_id (CP_ITEM (attached)), ==, "deepseek-v4-pro");
  g_assert_nonnull (cp_model_get_architecture (attached));
  g_assert_cmpint (cp_model_get_min_memory_mb (attached), ==, 1920000);
  g_assert_null (find_chosen (session, "Qwen--Qwen3-32B"));
  g_assert_cmpint (cp_plan_workload_get_context_tokens (cp_session_get_workload (session)), ==, 40960);
  g_assert_null (cp_test_find_label (cp_window_get_workload_control (window), cp_workload_get_unknown_note ()));

  /* The cut is said, and undone. */
  undo = cp_test_find_button (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), CP_TYPE_WINDOW, "toasts")),
                              "Undo");
  g_assert_nonnull (undo);
  g_signal_emit_by_name (undo, "clicked");
  cp_test_spin ();
  g_assert_cmpuint (count_named (session, "DeepSeek V4 Pro"), ==, 1);
  g_assert_true (cp_model_row_get_chosen (cp_session_find_row (session, "deepseek-v4-pro")));
  g_assert_null (cp_model_get_architecture (find_chosen (session, "DeepSeek V4 Pro")));
  g_assert_cmpint (cp_plan_workload_get_context_tokens (cp_session_get_workload (session)), ==, 131072);

  cp_test_close_window (window);
}

/* Every dropdown's popup list shows its items whole: libadwaita 1.2's
 * own list cut each to 20 characters ("NVIDIA GB200 NV…") even at 1400 px.
 * The items are labels that wrap and are never ellipsized. */
static void
test_dropdowns_whole (void)
{
  CpWindow *window = cp_test_new_window ();
  g_autoptr(GPtrArray) rows = NULL;
  guint n_rows = 0;

  choose_only (window, "llama-3.1-70b");
  set_workload (window, 2, 16);
  rows = find_all (GTK_WIDGET (window), ADW_TYPE_COMBO_ROW);
  {
    g_autoptr(GPtrArray) compare = find_all (GTK_WIDGET (cp_window_get_compare_page (window)),
                                             ADW_TYPE_COMBO_ROW);

    for (guint i = 0; i < compare->len; i++)
      if (!g_ptr_array_find (rows, compare->pdata[i], NULL))
        g_ptr_array_add (rows, compare->pdata[i]);
  }
  for (guint i = 0; i < rows->len; i++)
    {
      AdwComboRow *row = rows->pdata[i];
      GtkListItemFactory *factory = adw_combo_row_get_list_factory (row);
      g_assert_nonnull (factory);
      g_assert_true (GTK_IS_SIGNAL_LIST_ITEM_FACTORY (factory));
      n_rows++;
    }
  /* The context, the KV cache, Llama's weights, the two units. */
  g_assert_cmpuint (n_rows, >=, 5);

  /* The chosen item is shown whole where the row has room: libadwaita
   * cut it to 20 characters too ("GeForce RTX 4090, ви…" in Russian in a
   * row of 540 pixels). */
  {
    GtkWidget *compare = GTK_WIDGET (cp_window_get_compare_page (window));
    GtkWidget *unit_a = GTK_WIDGET (gtk_widget_get_template_child (compare, CP_TYPE_COMPARE_PAGE, "unit_a"));
    GtkWidget *shown;

    for (guint i = 0; i < rows->len; i++)
      g_assert_true (GTK_IS_SIGNAL_LIST_ITEM_FACTORY (adw_combo_row_get_factory (rows->pdata[i])));
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "compare");
    cp_compare_page_pick (CP_COMPARE_PAGE (compare),
                          0, cp_catalog_find_unit (cp_session_get_catalog (cp_window_get_session (window)),
                                                   "rtx-4090-card"), 7);
    cp_test_wait_for_drawing (unit_a);
    shown = cp_test_find_label (unit_a, "GeForce RTX 4090 card");
    g_assert_nonnull (shown);
    cp_test_wait_for_drawing (shown);
    g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (shown))));
    /* No cap of its own: it is cut only where the row runs out of room
     * (the English name fits in 20 characters' width; the Russian did
     * not). */
    g_assert_cmpint (gtk_label_get_max_width_chars (GTK_LABEL (shown)), <, 0);
  }

  cp_test_close_window (window);
}

/* Any cut to the context is said, with an Undo: Mixtral 8x22B ticked
 * beside Llama 3.1 70B at 131,072 tokens cuts the context to 65,536 (its
 * config's window; Qwen3 reads 131,072 with its documented YaRN); Undo
 * unticks it and asks 131,072 again. */
static void
test_clamp_undo (void)
{
  CpWindow *window = cp_test_new_window ();
  CpSession *session = cp_window_get_session (window);
  GtkWidget *toasts = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), CP_TYPE_WINDOW,
                                                                 "toasts"));
  GtkWidget *undo;

  choose_only (window, "llama-3.1-70b");
  set_workload (window, 3, 1);
  g_assert_cmpint (cp_plan_workload_get_context_tokens (cp_session_get_workload (session)), ==, 131072);
  g_assert_null (cp_test_find_button (toasts, "Undo"));

  cp_session_choose_model (session, "mixtral-8x22b", TRUE);
  cp_test_spin ();
  g_assert_cmpint (cp_plan_workload_get_context_tokens (cp_session_get_workload (session)), ==, 65536);
  g_assert_nonnull (cp_test_find_label (toasts,
                                        "Tokens per request cut from 131,072 to 65,536: the chosen models read no more"));
  undo = cp_test_find_button (toasts, "Undo");
  g_assert_nonnull (undo);
  g_signal_emit_by_name (undo, "clicked");
  cp_test_spin ();
  g_assert_false (cp_model_row_get_chosen (cp_session_find_row (session, "mixtral-8x22b")));
  g_assert_true (cp_model_row_get_chosen (cp_session_find_row (session, "llama-3.1-70b")));
  g_assert_cmpint (cp_plan_workload_get_context_tokens (cp_session_get_workload (session)), ==, 131072);

  cp_test_close_window (window);
}

/* Whether only the test holds @object: the dialog's reading thread has
 * let go of it. */
static gboolean
held_once (gpointer object)
{
  return G_OBJECT (object)->ref_count == 1;
}

/* A bad config.json says what and where, and cannot be added. */
static void
test_import_bad (void)
{
  g_autofree char *dir = cp_test_make_tmpdir ("test-workload-window");
  g_autofree char *path = g_build_filename (dir, "config.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWidget *dialog;
  g_autoptr(GError) error = NULL;
  const char *status;

  g_file_set_contents (path, "{\"hidden_size\": 4096}", -1, &error);
  g_assert_no_error (error);

  dialog = g_object_ref_sink (cp_custom_model_dialog_new (NULL));
  cp_custom_model_dialog_import (CP_CUSTOM_MODEL_DIALOG (dialog), file, NULL);
  while (cp_custom_model_dialog_get_importing (CP_CUSTOM_MODEL_DIALOG (dialog)))
    g_main_context_iteration (NULL, TRUE);

  status = gtk_label_get_label (GTK_LABEL (gtk_widget_get_template_child (dialog, CP_TYPE_CUSTOM_MODEL_DIALOG,
                                                                          "status_label")));
  assert_contains (status, path);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (gtk_widget_get_template_child (
                    dialog, CP_TYPE_CUSTOM_MODEL_DIALOG, "add_button"))));

  gtk_window_destroy (GTK_WINDOW (dialog));
  /* The reading thread lets go of the dialog when it ends. */
  cp_test_wait_for (held_once, dialog);
  g_assert_finalize_object (dialog);
  cp_test_remove_tmpdir (dir);
}

/* The recipe for the chosen build: the vLLM line of its layout, copied as
 * it is shown. */
static void
test_recipe (void)
{
  CpWindow *window = cp_test_new_window ();
  CpServingView *view;
  CpRecipeDialog *dialog;
  g_autofree char *recipe = NULL;
  g_autoptr(GPtrArray) windows = NULL;

  choose_only (window, "llama-3.1-70b");
  set_workload (window, 2, 16);
  view = serving_view (window, "startup");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "serving.show-recipe", NULL));
  cp_test_spin ();

  dialog = NULL;
  windows = g_ptr_array_new ();
  for (guint i = 0; i < g_list_model_get_n_items (gtk_window_get_toplevels ()); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (gtk_window_get_toplevels (), i);

      if (CP_IS_RECIPE_DIALOG (toplevel))
        dialog = CP_RECIPE_DIALOG (toplevel);
    }
  g_assert_nonnull (dialog);

  recipe = cp_recipe_dialog_dup_recipe (dialog, 0);
  assert_contains (recipe, "vllm serve meta-llama/Llama-3.1-70B-Instruct");
  assert_contains (recipe, "--tensor-parallel-size 8");
  assert_contains (recipe, "--max-num-seqs 16");
  g_assert_null (cp_recipe_dialog_dup_recipe (dialog, 1));

  g_assert_true (cp_recipe_dialog_copy (dialog, 0));
  gtk_window_destroy (GTK_WINDOW (dialog));
  cp_test_close_window (window);
}

/* Compare carries the workload: its rows for the verdict, the layout, the
 * users and the fullest GPU, shown only with a workload. */
static void
test_compare (void)
{
  CpWindow *window = cp_test_new_window ();
  CpComparePage *page;
  const struct
  {
    CpBuildFact fact;
    const char *right;
  } rows[] = {
    { CP_BUILD_FACT_SERVING, "Fits this workload on 8 of 8 GPUs" },
    { CP_BUILD_FACT_LAYOUT, "8 GPUs of one NVIDIA DGX H100 work as one copy: tensor parallel 8" },
    { CP_BUILD_FACT_USERS, "Up to 38 users at 32,768 tokens" },
    { CP_BUILD_FACT_PEAK, "43 GiB of 71.3 GiB usable" },
  };

  choose_only (window, "llama-3.1-70b");
  page = cp_window_get_compare_page (window);
  cp_test_spin ();
  {
    g_autofree char *cell = cp_compare_page_dup_cell (page, CP_BUILD_FACT_SERVING + 1, 0);
    g_autoptr(GPtrArray) labels = find_all (GTK_WIDGET (page), GTK_TYPE_LABEL);
    gboolean visible = FALSE;

    for (guint i = 0; i < labels->len; i++)
      if (g_strcmp0 (gtk_label_get_label (labels->pdata[i]), cell) == 0)
        visible = gtk_widget_get_visible (labels->pdata[i]);
    g_assert_false (visible);
  }

  set_workload (window, 2, 16);
  /* The default pair: the desktop cards against the recommended build. */
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autofree char *right = cp_compare_page_dup_cell (page, rows[i].fact + 1, 2);

      g_assert_cmpstr (right, ==, rows[i].right);
    }
  {
    g_autofree char *left = cp_compare_page_dup_cell (page, CP_BUILD_FACT_SERVING + 1, 1);

    g_assert_cmpstr (left, ==, "Does not fit this workload");
  }

  /* A unit picked in the drop-down comes at the count the workload needs
   * of it: 64 users are two copies, one per DGX H100 (docs/sizing.md §10.1), where
   * the models' minimum memory alone takes one. */
  set_workload (window, 2, 64);
  {
    GObject *unit_a = gtk_widget_get_template_child (GTK_WIDGET (page), CP_TYPE_COMPARE_PAGE, "unit_a");
    CpCatalog *catalog = cp_session_get_catalog (cp_window_get_session (window));
    g_autofree char *serving = NULL;
    guint position;

    g_assert_true (g_list_store_find (G_LIST_STORE (cp_catalog_get_units (catalog)),
                                      cp_catalog_find_unit (catalog, "dgx-h100"), &position));
    adw_combo_row_set_selected (ADW_COMBO_ROW (unit_a), position);
    g_assert_cmpint (cp_build_get_count (cp_compare_page_get_build (page, 0)), ==, 2);
    serving = cp_compare_page_dup_cell (page, CP_BUILD_FACT_SERVING + 1, 1);
    assert_contains (serving, "Fits this workload");
  }

  cp_test_close_window (window);
}

/* The workload persists: a new window comes back with it. */
static void
test_persists (void)
{
  CpWindow *window = cp_test_new_window ();
  g_autofree char *startup = NULL;

  choose_only (window, "llama-3.1-70b");
  set_workload (window, 2, 16);
  cp_test_close_window (window);

  window = cp_test_open_window ();
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (control_child (window, "enabled_switch"))));
  startup = card_text (window, "startup");
  assert_contains (startup, "Up to 38 users at 32,768 tokens");
  cp_test_close_window (window);
}

/* Desktop cards split a model only when asked: the switch is off by
 * default, and on, 2 × RTX 5090 serve Llama 3.1 70B in int4 over PCIe
 * (issue 23; vLLM runs pipeline stages over PCIe, docs/sizing.md §8.2). */
static void
test_pcie_split (void)
{
  CpWindow *window = cp_test_new_window ();
  CpSession *session = cp_window_get_session (window);
  GtkSwitch *split;
  const CpLayout *layout;
  g_autoptr(CpModelServing) serving = NULL;
  CpWeightFormat int4;

  choose_only (window, "llama-3.1-70b");
  set_workload (window, 1, 1);
  g_assert_true (cp_weight_format_from_string ("int4", &int4));
  cp_session_set_model_weights (session, "llama-3.1-70b", &int4);
  cp_test_spin ();
  split = GTK_SWITCH (control_child (window, "pcie_switch"));
  g_assert_false (gtk_switch_get_active (split));
  g_assert_false (cp_plan_workload_get_allow_pcie_split (cp_session_get_workload (session)));
  g_assert_true (cp_serving_get_verdict (cp_build_get_serving (
                   cp_plan_find_build (cp_session_get_plan (session), "desktop"))) ==
                 CP_SERVING_DOES_NOT_FIT);

  gtk_switch_set_active (split, TRUE);
  cp_test_spin ();
  g_assert_true (cp_plan_workload_get_allow_pcie_split (cp_session_get_workload (session)));
  serving = g_list_model_get_item (cp_serving_get_models (cp_build_get_serving (
                                     cp_plan_find_build (cp_session_get_plan (session), "desktop"))),
                                   0);
  layout = cp_model_serving_get_layout (serving);
  g_assert_true (layout->pcie_split);
  g_assert_cmpint (layout->verdict, ==, CP_SERVING_FITS);
  g_assert_cmpint (layout->gpus, ==, 2);

  cp_test_close_window (window);
}

/* In Kyrgyz the split's row says "десктоп видеокарталары" as the
 * glossary does, not the Russian "рабочий столдун карталары" it said. */
static void
test_pcie_split_kyrgyz (void)
{
  CpWindow *window;
  const char *subtitle;

  g_assert_nonnull (g_getenv ("CP_TEST_LOCPATH"));
  g_setenv ("LOCPATH", g_getenv ("CP_TEST_LOCPATH"), TRUE);
  g_setenv ("LANGUAGE", "ky", TRUE);
  g_assert_nonnull (setlocale (LC_ALL, "ky_KG.UTF-8"));
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("CLUSTER_PLANNER_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  window = cp_test_new_window ();
  subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (control_child (window, "pcie_row")));
  g_assert_true (g_str_has_prefix (subtitle, "Десктоп видеокарталары: бир модель"));
  g_assert_null (strstr (subtitle, "рабочий"));
  cp_test_close_window (window);

  g_unsetenv ("LANGUAGE");
  g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/cluster-planner/workload-window/off-then-on", test_off_then_on);
  g_test_add_func ("/cluster-planner/workload-window/max-context", test_max_context);
  g_test_add_func ("/cluster-planner/workload-window/model-rows", test_model_rows);
  g_test_add_func ("/cluster-planner/workload-window/pcie-split", test_pcie_split);
  g_test_add_func ("/cluster-planner/workload-window/pcie-split-kyrgyz", test_pcie_split_kyrgyz);
  g_test_add_func ("/cluster-planner/workload-window/unknown-row-narrow", test_unknown_row_narrow);
  g_test_add_func ("/cluster-planner/workload-window/import", test_import);
  g_test_add_func ("/cluster-planner/workload-window/import-bad", test_import_bad);
  g_test_add_func ("/cluster-planner/workload-window/recipe", test_recipe);
  g_test_add_func ("/cluster-planner/workload-window/compare", test_compare);
  g_test_add_func ("/cluster-planner/workload-window/attach-on-row", test_attach_on_row);
  g_test_add_func ("/cluster-planner/workload-window/clamp-undo", test_clamp_undo);
  g_test_add_func ("/cluster-planner/workload-window/dropdowns-whole", test_dropdowns_whole);
  g_test_add_func ("/cluster-planner/workload-window/persists", test_persists);

  return g_test_run ();
}
