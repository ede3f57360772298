/* test-window.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>
#include <sys/stat.h>

#include "cp-build-card.h"
#include "cp-builds-page.h"
#include "cp-catalog-page.h"
#include "cp-compare-page.h"
#include "cp-custom-model-dialog.h"
#include "cp-error-dialog.h"
#include "cp-window.h"

/* The planner window, built for real on a virtual display: choose models,
 * then read what the cards, the lists and the dialogs show. Any GTK warning
 * fails the test (G_DEBUG=fatal-warnings). */

static GtkWidget *
template_child (gpointer    widget,
                GType       type,
                const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (widget), type, name));
}

static void
spin (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Runs the main loop until @done holds, for at most five seconds. */
static void
wait_for (gboolean (*done) (gpointer),
          gpointer  data)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (!done (data))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static void
collect_text (GtkWidget *widget,
              GString   *text)
{
  if (!gtk_widget_get_visible (widget))
    return;

  if (GTK_IS_LABEL (widget))
    {
      g_string_append (text, gtk_label_get_label (GTK_LABEL (widget)));
      g_string_append_c (text, '\n');
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_text (child, text);
}

/* Every visible label under @widget, one per line, as a person reads them. */
static char *
dup_text (GtkWidget *widget)
{
  GString *text = g_string_new (NULL);

  collect_text (widget, text);

  return g_string_free (text, FALSE);
}

static void
collect_cards (GtkWidget *widget,
               GPtrArray *cards)
{
  if (CP_IS_BUILD_CARD (widget))
    {
      g_ptr_array_add (cards, widget);
      return;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_cards (child, cards);
}

static GtkWidget *
find_card (CpWindow   *window,
           const char *tier_id)
{
  GtkWidget *page = template_child (window, CP_TYPE_WINDOW, "builds_page");
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();

  collect_cards (page, cards);
  for (guint i = 0; i < cards->len; i++)
    {
      CpBuild *build = cp_build_card_get_build (cards->pdata[i]);

      if (g_str_equal (cp_item_get_id (CP_ITEM (cp_build_get_tier (build))), tier_id))
        return cards->pdata[i];
    }

  return NULL;
}

static guint
count_cards (CpWindow *window)
{
  GtkWidget *page = template_child (window, CP_TYPE_WINDOW, "builds_page");
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();

  collect_cards (page, cards);

  return cards->len;
}

static void
assert_text_contains (const char *text,
                      const char *expected)
{
  if (strstr (text, expected) == NULL)
    g_error ("“%s” is not shown; the text is:\n%s", expected, text);
}

static CpWindow *
new_window (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  CpWindow *window;

  g_assert_no_error (error);

  /* Each test starts as a first run does: DeepSeek V4 Pro chosen. The
   * memory backend keeps what earlier tests chose. */
  g_settings_reset (settings, "selected-models");
  window = cp_window_new (NULL, catalog);
  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  spin ();

  return window;
}

static void
close_window (CpWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  spin ();
  g_assert_finalize_object (window);
}

static void
test_recommended_card (void)
{
  CpWindow *window = new_window ();
  GtkWidget *card;
  g_autofree char *text = NULL;
  g_autofree char *summary = NULL;

  /* DeepSeek V4 Pro is chosen at first (the settings' default). */
  g_assert_nonnull (cp_window_get_plan (window));
  card = find_card (window, "startup");
  g_assert_nonnull (card);
  text = dup_text (card);

  assert_text_contains (text, "Startup Build\n");
  assert_text_contains (text, "Recommended\n");
  assert_text_contains (text, "3 × NVIDIA DGX H100\n");
  assert_text_contains (text, "1,920 GB\n");
  assert_text_contains (text, "30,600 W\n");
  assert_text_contains (text, "about 25 average US homes\n");
  assert_text_contains (text, "$597,000\n");
  assert_text_contains (text, "1,920 GB, one pool over NVLink 4 and InfiniBand NDR — exactly enough\n");

  /* Screen readers hear the same figures. */
  summary = cp_build_card_dup_summary (CP_BUILD_CARD (card));
  assert_text_contains (summary, "Recommended");
  assert_text_contains (summary, "3 × NVIDIA DGX H100");
  assert_text_contains (summary, "$597,000");

  close_window (window);
}

static void
test_desktop_contrast (void)
{
  CpWindow *window = new_window ();
  GtkWidget *card = find_card (window, "desktop");
  g_autofree char *text = NULL;

  g_assert_nonnull (card);
  text = dup_text (card);
  assert_text_contains (text, "60 × GeForce RTX 5090 card\n");
  assert_text_contains (text, "Cannot run it\n");
  assert_text_contains (text, "1,920 GB on paper; each card sees only its own 32 GB — "
                              "this model cannot run across them\n");
  g_assert_null (strstr (text, "Recommended\n"));

  close_window (window);
}

static void
test_choice_updates_cards (void)
{
  CpWindow *window = new_window ();
  g_autofree char *growth = NULL;
  g_autofree char *startup = NULL;
  GtkWidget *page;
  g_autofree char *heading = NULL;

  g_assert_cmpuint (count_cards (window), ==, 4);

  g_assert_true (cp_window_choose_model (window, "glm-5.2-max", TRUE));
  g_assert_true (cp_window_choose_model (window, "nemotron-3-ultra", TRUE));
  spin ();

  /* Three models together: the growth tier's rack holds them all. */
  growth = dup_text (find_card (window, "growth"));
  assert_text_contains (growth, "1 × NVIDIA GB200 NVL72\n");
  assert_text_contains (growth, "13,824 GB\n");
  startup = dup_text (find_card (window, "startup"));
  assert_text_contains (startup, "6 × NVIDIA DGX H100\n");

  page = template_child (window, CP_TYPE_WINDOW, "builds_page");
  heading = dup_text (page);
  assert_text_contains (heading, "DeepSeek V4 Pro, GLM 5.2 Max and Nemotron 3 Ultra\n");
  assert_text_contains (heading, "need at least 3,483.6 GB of GPU memory together\n");
  assert_text_contains (heading, "Recommended: 6 × NVIDIA DGX H100 (Startup Build)\n");

  /* Nothing chosen: no cards, and a page that says what to do. */
  cp_window_choose_model (window, "deepseek-v4-pro", FALSE);
  cp_window_choose_model (window, "glm-5.2-max", FALSE);
  cp_window_choose_model (window, "nemotron-3-ultra", FALSE);
  spin ();
  g_assert_null (cp_window_get_plan (window));
  g_assert_cmpuint (count_cards (window), ==, 0);
  g_free (heading);
  heading = dup_text (page);
  assert_text_contains (heading, "Choose a Model\n");

  close_window (window);
}

static gboolean
has_one_item (gpointer model)
{
  return g_list_model_get_n_items (model) == 1;
}

static gboolean
has_no_items (gpointer model)
{
  return g_list_model_get_n_items (model) == 0;
}

static gboolean
has_five_items (gpointer model)
{
  return g_list_model_get_n_items (model) == 5;
}

static void
test_filter (void)
{
  CpWindow *window = new_window ();
  GtkWidget *search = template_child (window, CP_TYPE_WINDOW, "model_search");
  GtkWidget *list = template_child (window, CP_TYPE_WINDOW, "model_list");
  GListModel *shown = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list)));
  g_autoptr(GObject) row = NULL;
  GtkWidget *stack;
  CpModel *model;

  g_assert_cmpuint (g_list_model_get_n_items (shown), ==, 5);

  /* Searching by a part of the name, in any case. */
  gtk_editable_set_text (GTK_EDITABLE (search), "GLM");
  wait_for (has_one_item, shown);
  row = g_list_model_get_item (shown, 0);
  g_object_get (row, "model", &model, NULL);
  g_assert_cmpstr (cp_item_get_name (CP_ITEM (model)), ==, "GLM 5.2 Max");
  g_object_unref (model);

  /* A hidden model stays chosen: the plan still has DeepSeek V4 Pro. */
  g_assert_cmpuint (g_list_model_get_n_items (cp_plan_get_models (cp_window_get_plan (window))), ==, 1);

  /* Nothing matches: the list says so. */
  gtk_editable_set_text (GTK_EDITABLE (search), "no such model");
  wait_for (has_no_items, shown);
  stack = template_child (window, CP_TYPE_WINDOW, "model_stack");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "no-match");

  gtk_editable_set_text (GTK_EDITABLE (search), "");
  wait_for (has_five_items, shown);

  close_window (window);
}

static void
test_custom_model_validation (void)
{
  GtkWidget *dialog = cp_custom_model_dialog_new (NULL);
  GtkWidget *add = template_child (dialog, CP_TYPE_CUSTOM_MODEL_DIALOG, "add_button");
  GtkWidget *memory = template_child (dialog, CP_TYPE_CUSTOM_MODEL_DIALOG, "memory_row");
  GtkWidget *params = template_child (dialog, CP_TYPE_CUSTOM_MODEL_DIALOG, "params_row");
  GtkWidget *by_params = template_child (dialog, CP_TYPE_CUSTOM_MODEL_DIALOG, "by_params");
  GtkWidget *precision = template_child (dialog, CP_TYPE_CUSTOM_MODEL_DIALOG, "precision_row");
  GtkWidget *status = template_child (dialog, CP_TYPE_CUSTOM_MODEL_DIALOG, "status_label");
  static const struct {
    const char *input;
    const char *message;
  } bad[] = {
    { "abc", "“abc” is not a number." },
    { "12 GB", "“12 GB” is not a number." },
    { "-5", "Memory must be a number of gigabytes above zero." },
    { "0", "Memory must be a number of gigabytes above zero." },
    { "1e12", "Memory must be at most 10,000,000 GB." },
  };
  g_autoptr(CpModel) model = NULL;
  const char *label;

  g_object_ref_sink (dialog);
  gtk_window_present (GTK_WINDOW (dialog));

  /* Empty: says what to type, and cannot be added. */
  g_assert_false (gtk_widget_get_sensitive (add));
  assert_text_contains (gtk_label_get_label (GTK_LABEL (status)), "Enter the memory");

  /* Each bad value is named as it is typed. */
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      gtk_editable_set_text (GTK_EDITABLE (memory), bad[i].input);
      g_assert_false (gtk_widget_get_sensitive (add));
      assert_text_contains (gtk_label_get_label (GTK_LABEL (status)), bad[i].message);
      g_assert_true (gtk_widget_has_css_class (memory, "error"));
    }

  gtk_editable_set_text (GTK_EDITABLE (memory), " 805.2 ");
  g_assert_true (gtk_widget_get_sensitive (add));
  g_assert_false (gtk_widget_has_css_class (memory, "error"));
  label = gtk_label_get_label (GTK_LABEL (status));
  assert_text_contains (label, "This model needs at least 805.2 GB of GPU memory.");
  model = cp_custom_model_dialog_dup_model (CP_CUSTOM_MODEL_DIALOG (dialog), NULL);
  g_assert_cmpint (cp_model_get_min_memory_mb (model), ==, 805200);
  g_clear_object (&model);

  /* By parameters: 671B at FP8 is 805.2 GB too. */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (by_params), TRUE);
  g_assert_false (gtk_widget_get_visible (template_child (dialog, CP_TYPE_CUSTOM_MODEL_DIALOG, "memory_group")));
  g_assert_true (gtk_widget_get_visible (template_child (dialog, CP_TYPE_CUSTOM_MODEL_DIALOG, "params_group")));
  g_assert_false (gtk_widget_get_sensitive (add));
  gtk_editable_set_text (GTK_EDITABLE (params), "671");
  adw_combo_row_set_selected (ADW_COMBO_ROW (precision), 3);
  g_assert_true (gtk_widget_get_sensitive (add));
  assert_text_contains (gtk_label_get_label (GTK_LABEL (status)), "805.2 GB");
  gtk_editable_set_text (GTK_EDITABLE (params), "seventy");
  g_assert_false (gtk_widget_get_sensitive (add));
  assert_text_contains (gtk_label_get_label (GTK_LABEL (status)), "“seventy” is not a number.");

  gtk_window_destroy (GTK_WINDOW (dialog));
  spin ();
  g_assert_finalize_object (dialog);
}

static void
test_custom_model_in_plan (void)
{
  CpWindow *window = new_window ();
  g_autoptr(CpModel) custom = cp_model_new_for_params (65, CP_PRECISION_FP16, NULL);
  GtkWidget *list = template_child (window, CP_TYPE_WINDOW, "model_list");
  GListModel *shown = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list)));

  cp_window_choose_model (window, "deepseek-v4-pro", FALSE);
  cp_window_add_custom_model (window, custom);
  spin ();

  /* The custom model is listed and chosen, and planned for alone. */
  g_assert_cmpuint (g_list_model_get_n_items (shown), ==, 6);
  g_assert_cmpint (cp_plan_get_required_mb (cp_window_get_plan (window)), ==, 156000);
  {
    g_autofree char *text = dup_text (find_card (window, "startup"));

    assert_text_contains (text, "1 × NVIDIA DGX H100\n");
  }

  close_window (window);
}

static GtkWindow *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window))
        return window;
    }

  return NULL;
}

static gboolean
message_dialog_shown (gpointer data)
{
  return find_message_dialog () != NULL;
}

static gboolean
catalog_is_file (gpointer window)
{
  return cp_catalog_get_file (cp_window_get_catalog (window)) != NULL;
}

static void
test_bad_catalog_dialog (void)
{
  CpWindow *window = new_window ();
  CpCatalog *builtin = cp_window_get_catalog (window);
  g_autofree char *broken = g_test_build_filename (G_TEST_DIST, "data", "catalog-broken.json", NULL);
  g_autofree char *small = g_test_build_filename (G_TEST_DIST, "data", "catalog-small.json", NULL);
  g_autoptr(GFile) broken_file = g_file_new_for_path (broken);
  g_autoptr(GFile) small_file = g_file_new_for_path (small);
  GtkWindow *dialog;
  const char *body;

  cp_window_open_catalog_file (window, broken_file);
  wait_for (message_dialog_shown, NULL);
  dialog = find_message_dialog ();

  /* The dialog names the file, the place in it and the problem; the
   * catalog in use stays. */
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Could Not Open the Catalog");
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "The catalog in use has not changed.");
  body = cp_error_dialog_get_message (GTK_WIDGET (dialog));
  assert_text_contains (body, broken);
  assert_text_contains (body, "units[1].gpu: “h200-sxm” is not the id of any of the catalog’s GPUs");
  g_assert_true (cp_window_get_catalog (window) == builtin);
  g_assert_nonnull (cp_window_get_plan (window));
  gtk_window_destroy (dialog);

  /* A good file is used. */
  cp_window_open_catalog_file (window, small_file);
  wait_for (catalog_is_file, window);
  g_assert_nonnull (cp_catalog_find_model (cp_window_get_catalog (window), "small-model"));

  /* DeepSeek V4 Pro is not in it: nothing is chosen now. */
  g_assert_null (cp_window_get_plan (window));
  g_assert_true (cp_window_choose_model (window, "small-model", TRUE));
  {
    g_autofree char *text = dup_text (find_card (window, "startup"));

    assert_text_contains (text, "1 × NVIDIA DGX H100\n");
  }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.revert-catalog", NULL));
  g_assert_null (cp_catalog_get_file (cp_window_get_catalog (window)));

  close_window (window);
}

/* A named pipe given as a catalog is refused at once (the loader thread
 * used to wait on it forever, and no dialog came), and a hostile file's
 * message is short enough to lay out in a blink. */
static void
test_hostile_catalog_dialog (void)
{
  CpWindow *window = new_window ();
  CpCatalog *builtin = cp_window_get_catalog (window);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-window-XXXXXX", &error);
  g_autofree char *fifo = g_build_filename (dir, "catalog.json", NULL);
  g_autofree char *hostile = g_build_filename (dir, "hostile.json", NULL);
  g_autoptr(GFile) fifo_file = g_file_new_for_path (fifo);
  g_autoptr(GFile) hostile_file = g_file_new_for_path (hostile);
  g_autoptr(GString) text = g_string_new ("{\"format\": \"");
  GtkWindow *dialog;
  const char *body;

  g_assert_no_error (error);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

  cp_window_open_catalog_file (window, fifo_file);
  wait_for (message_dialog_shown, NULL);
  dialog = find_message_dialog ();
  body = cp_error_dialog_get_message (GTK_WIDGET (dialog));
  assert_text_contains (body, "catalog.json: cannot be read: it is a named pipe, not a file");
  g_assert_true (cp_window_get_catalog (window) == builtin);
  gtk_window_destroy (dialog);

  /* A megabyte of "format", and a line break in it. */
  for (guint i = 0; i < 1024 * 1024; i++)
    g_string_append_c (text, i == 10 ? '\n' : 'x');
  g_string_append (text, "\"}");
  g_file_set_contents (hostile, text->str, text->len, &error);
  g_assert_no_error (error);

  cp_window_open_catalog_file (window, hostile_file);
  wait_for (message_dialog_shown, NULL);
  dialog = find_message_dialog ();
  body = cp_error_dialog_get_message (GTK_WIDGET (dialog));
  assert_text_contains (body, "hostile.json: format: must not contain control characters");
  g_assert_cmpint (g_utf8_strlen (body, -1), <, 300);
  g_assert_null (strchr (body, '\n'));
  g_assert_true (cp_window_get_catalog (window) == builtin);
  gtk_window_destroy (dialog);

  g_unlink (fifo);
  g_unlink (hostile);
  g_rmdir (dir);
  close_window (window);
}

static void
test_compare_page (void)
{
  CpWindow *window = new_window ();
  GtkWidget *page = GTK_WIDGET (cp_window_get_compare_page (window));
  CpCatalog *catalog = cp_window_get_catalog (window);
  g_autofree char *left = NULL;
  g_autofree char *right = NULL;
  g_autofree char *question = NULL;
  g_autofree char *pooling = NULL;

  /* By default, the desktop pile against the recommended build. */
  left = cp_compare_page_dup_cell (CP_COMPARE_PAGE (page), 0, 1);
  right = cp_compare_page_dup_cell (CP_COMPARE_PAGE (page), 0, 2);
  g_assert_cmpstr (left, ==, "60 × GeForce RTX 5090 card");
  g_assert_cmpstr (right, ==, "3 × NVIDIA DGX H100");

  /* Any two builds: the store's own table. */
  cp_window_choose_model (window, "deepseek-v4-pro", FALSE);
  cp_window_choose_model (window, "llama-65b", TRUE);
  cp_compare_page_pick (CP_COMPARE_PAGE (page), 0, cp_catalog_find_unit (catalog, "rtx-4090-card"), 4);
  cp_compare_page_pick (CP_COMPARE_PAGE (page), 1, cp_catalog_find_unit (catalog, "dgx-h200"), 2);
  question = cp_compare_page_dup_cell (CP_COMPARE_PAGE (page), 4, 0);
  g_assert_cmpstr (question, ==, "Run a 156 GB model?");
  g_free (left);
  g_free (right);
  left = cp_compare_page_dup_cell (CP_COMPARE_PAGE (page), 4, 1);
  right = cp_compare_page_dup_cell (CP_COMPARE_PAGE (page), 4, 2);
  g_assert_cmpstr (left, ==, "No — 96 GB total, fragmented");
  g_assert_cmpstr (right, ==, "Yes — 2,256 GB available");
  pooling = cp_compare_page_dup_cell (CP_COMPARE_PAGE (page), 3, 1);
  g_assert_cmpstr (pooling, ==, "No — each card is isolated");

  close_window (window);
}

static gboolean
shows_three_units (gpointer view)
{
  return g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (view))) == 3;
}

static void
test_catalog_page (void)
{
  CpWindow *window = new_window ();
  GtkWidget *page = GTK_WIDGET (cp_window_get_catalog_page (window));
  GtkWidget *units = template_child (page, CP_TYPE_CATALOG_PAGE, "units_view");
  GtkWidget *models = template_child (page, CP_TYPE_CATALOG_PAGE, "models_view");
  GtkWidget *search = template_child (page, CP_TYPE_CATALOG_PAGE, "search");
  GListModel *shown = G_LIST_MODEL (gtk_column_view_get_model (GTK_COLUMN_VIEW (units)));
  GListModel *columns = gtk_column_view_get_columns (GTK_COLUMN_VIEW (units));
  g_autoptr(GtkColumnViewColumn) price = NULL;
  g_autoptr(CpUnit) cheapest = NULL;
  g_autoptr(CpUnit) dearest = NULL;

  g_assert_cmpuint (g_list_model_get_n_items (shown), ==, 7);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (GTK_COLUMN_VIEW (models)))), ==, 5);

  /* Sorting by price, ascending then descending. */
  price = g_list_model_get_item (columns, 7);
  g_assert_cmpstr (gtk_column_view_column_get_title (price), ==, "Price");
  gtk_column_view_sort_by_column (GTK_COLUMN_VIEW (units), price, GTK_SORT_ASCENDING);
  cheapest = g_list_model_get_item (shown, 0);
  g_assert_cmpstr (cp_item_get_id (CP_ITEM (cheapest)), ==, "rtx-4090-card");
  gtk_column_view_sort_by_column (GTK_COLUMN_VIEW (units), price, GTK_SORT_DESCENDING);
  dearest = g_list_model_get_item (shown, 0);
  g_assert_cmpstr (cp_item_get_id (CP_ITEM (dearest)), ==, "gb200-nvl72");

  /* Searching narrows every table at once. */
  gtk_editable_set_text (GTK_EDITABLE (search), "dgx");
  wait_for (shows_three_units, units);

  close_window (window);
}

static void
test_export_diagram (void)
{
  CpWindow *window = new_window ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("cp-window-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "3-dgx-h100.svg", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/folder/x.png");
  g_autofree char *svg = NULL;

  /* The chosen (recommended) build's picture, as a file. */
  g_assert_true (cp_window_export_diagram (window, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &svg, NULL, &error));
  assert_text_contains (svg, "<svg");

  /* A place that cannot be written: an error naming it. */
  g_assert_false (cp_window_export_diagram (window, missing, &error));
  g_assert_nonnull (error);
  assert_text_contains (error->message, "/nonexistent/folder/x.png");

  g_unlink (path);
  g_rmdir (dir);
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/cluster-planner/window/recommended-card", test_recommended_card);
  g_test_add_func ("/cluster-planner/window/desktop-contrast", test_desktop_contrast);
  g_test_add_func ("/cluster-planner/window/choice-updates-cards", test_choice_updates_cards);
  g_test_add_func ("/cluster-planner/window/filter", test_filter);
  g_test_add_func ("/cluster-planner/window/custom-model-validation", test_custom_model_validation);
  g_test_add_func ("/cluster-planner/window/custom-model-in-plan", test_custom_model_in_plan);
  g_test_add_func ("/cluster-planner/window/bad-catalog-dialog", test_bad_catalog_dialog);
  g_test_add_func ("/cluster-planner/window/hostile-catalog-dialog", test_hostile_catalog_dialog);
  g_test_add_func ("/cluster-planner/window/compare-page", test_compare_page);
  g_test_add_func ("/cluster-planner/window/catalog-page", test_catalog_page);
  g_test_add_func ("/cluster-planner/window/export-diagram", test_export_diagram);

  return g_test_run ();
}
