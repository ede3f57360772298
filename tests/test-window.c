/* test-window.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>
#include <sys/stat.h>

#include "cp-build-card.h"
#include "cp-build-facts.h"
#include "cp-builds-page.h"
#include "cp-catalog-page.h"
#include "cp-compare-page.h"
#include "cp-custom-model-dialog.h"
#include "cp-diagram-view.h"
#include "cp-error-dialog.h"
#include "cp-session.h"
#include "cp-test-planner.h"
#include "cp-test-widget.h"
#include "cp-window.h"
#include "cp-preferences-window.h"
#include "cp-window-testing.h"

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

static void
test_recommended_card (void)
{
  CpWindow *window = cp_test_new_window ();
  GtkWidget *card;
  g_autofree char *text = NULL;
  g_autofree char *summary = NULL;

  /* DeepSeek V4 Pro is chosen at first (the settings' default). */
  g_assert_nonnull (cp_session_get_plan (cp_window_get_session (window)));
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

  cp_test_close_window (window);
}

static void
test_desktop_contrast (void)
{
  CpWindow *window = cp_test_new_window ();
  GtkWidget *card = find_card (window, "desktop");
  g_autofree char *text = NULL;

  /* Not a build of 60 cards: what one card holds, and the sum as a sum. */
  g_assert_nonnull (card);
  text = dup_text (card);
  assert_text_contains (text, "One card holds 32 GB of the 1,920 GB this model needs\n");
  assert_text_contains (text, "Cannot run it\n");
  assert_text_contains (text, "Each card sees only its own memory: this model cannot run across cards\n");
  assert_text_contains (text, "On paper, 60 GeForce RTX 5090 cards add up to 1,920 GB, 34,500 W and $180,000\n");
  g_assert_null (strstr (text, "60 × GeForce RTX 5090 card"));
  g_assert_null (strstr (text, "Recommended\n"));

  cp_test_close_window (window);
}

static GtkWidget *
page_child (CpWindow   *window,
            const char *name)
{
  return template_child (template_child (window, CP_TYPE_WINDOW, "builds_page"), CP_TYPE_BUILDS_PAGE, name);
}

static void
assert_text_lacks (const char *text,
                   const char *unexpected)
{
  if (strstr (text, unexpected) != NULL)
    g_error ("“%s” is shown; the text is:\n%s", unexpected, text);
}

/* The store's three large models: the recommendation says why, the rack
 * the store names for them says how much room it has, and the tiers that
 * cannot run them say so, their sums only as sums. */
static void
test_reasons_three_models (void)
{
  CpWindow *window = cp_test_new_window ();
  g_autofree char *summary = NULL;
  g_autofree char *room = NULL;
  g_autofree char *growth = NULL;
  g_autofree char *desktop = NULL;
  g_autofree char *entry = NULL;

  cp_session_choose_model (cp_window_get_session (window), "glm-5.2-max", TRUE);
  cp_session_choose_model (cp_window_get_session (window), "nemotron-3-ultra", TRUE);
  cp_test_spin ();

  summary = dup_text (page_child (window, "summary_button"));
  assert_text_contains (summary, "Recommended: 6 × NVIDIA DGX H100 (Startup Build)\n");
  assert_text_contains (summary, "The cheapest build that holds these models\n");
  /* 356.4 GB to spare: no warning. */
  assert_text_lacks (summary, "KV cache");

  g_assert_true (gtk_widget_get_visible (page_child (window, "room_button")));
  /* No tooltip over the cards under it: the row says what it is, and its
   * description goes to a screen reader. */
  g_assert_null (gtk_widget_get_tooltip_text (page_child (window, "room_button")));
  room = dup_text (page_child (window, "room_button"));
  assert_text_contains (room, "Most room to grow: 1 × NVIDIA GB200 NVL72 (Mid-Size Growth Cluster)\n");
  assert_text_contains (room, "10,340.4 GB to spare for growth, against 356.4 GB on the recommended build\n");

  growth = dup_text (find_card (window, "growth"));
  assert_text_contains (growth, "Most room to grow\n");
  assert_text_contains (growth, "10,340.4 GB to spare for growth, against 356.4 GB on the recommended build\n");

  desktop = dup_text (find_card (window, "desktop"));
  assert_text_contains (desktop, "One card holds 32 GB of the 3,483.6 GB these models need\n");
  assert_text_contains (desktop, "On paper, 109 GeForce RTX 5090 cards add up to 3,488 GB, 62,675 W and $327,000\n");
  assert_text_lacks (desktop, "109 × GeForce RTX 5090 card");
  assert_text_lacks (desktop, "\n62,675 W\n");

  entry = dup_text (find_card (window, "entry"));
  assert_text_contains (entry, "One GPU holds 80 GB of the 3,483.6 GB these models need\n");
  assert_text_contains (entry, "Each GPU sees only its own memory: these models cannot run across GPUs\n");
  assert_text_lacks (entry, "44 × NVIDIA H100 PCIe");
  assert_text_lacks (entry, "\n$1,320,000\n");

  /* The room button takes the person to the rack, chosen. */
  g_signal_emit_by_name (page_child (window, "room_button"), "clicked");
  cp_test_spin ();
  g_assert_cmpstr (cp_session_get_selected_tier (cp_window_get_session (window)), ==, "growth");
  g_assert_true (cp_build_card_get_chosen (CP_BUILD_CARD (find_card (window, "growth"))));

  cp_test_close_window (window);
}

/* DeepSeek V4 Pro on three DGX H100: exactly enough for the weights, and
 * nothing for a request; the recommendation and its card say so. */
static void
test_zero_spare_warning (void)
{
  CpWindow *window = cp_test_new_window ();
  static const char warning[] = "Nothing is left for the KV cache of even one request: size it "
                                "for a workload to see what a context and users need\n";
  g_autofree char *summary = dup_text (page_child (window, "summary_button"));
  g_autofree char *startup = dup_text (find_card (window, "startup"));
  g_autofree char *growth = dup_text (find_card (window, "growth"));

  assert_text_contains (summary, "Recommended: 3 × NVIDIA DGX H100 (Startup Build)\n");
  assert_text_contains (summary, warning);
  assert_text_contains (startup, "1,920 GB, one pool over NVLink 4 and InfiniBand NDR — exactly enough\n");
  assert_text_contains (startup, warning);
  assert_text_lacks (growth, "KV cache");

  cp_test_close_window (window);
}

/* A 20 GB model fits on one RTX 4090: fine for development and testing,
 * while the recommendation stays on datacenter hardware. */
static void
test_development_card (void)
{
  CpWindow *window = cp_test_new_window ();
  g_autoptr(CpModel) small = cp_model_new_for_memory (20000);
  g_autofree char *desktop = NULL;
  CpBuild *recommended;

  cp_session_choose_model (cp_window_get_session (window), "deepseek-v4-pro", FALSE);
  g_free (cp_session_add_custom_model (cp_window_get_session (window), small, NULL));
  cp_test_spin ();

  desktop = dup_text (find_card (window, "desktop"));
  assert_text_contains (desktop, "1 × GeForce RTX 4090 card\n");
  assert_text_contains (desktop, "For development and testing\n");
  assert_text_contains (desktop, "Fits on one card — fine for development and testing; for "
                                 "production the store recommends datacenter hardware\n");
  assert_text_lacks (desktop, "Fits, never recommended");

  recommended = cp_plan_get_recommended (cp_session_get_plan (cp_window_get_session (window)));
  g_assert_false (cp_unit_get_desktop (cp_build_get_unit (recommended)));

  cp_test_close_window (window);
}

static CpDiagramView *
find_diagram (GtkWidget *widget)
{
  if (CP_IS_DIAGRAM_VIEW (widget))
    return CP_DIAGRAM_VIEW (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      CpDiagramView *found = find_diagram (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

typedef struct
{
  GtkWidget *widget;
  GtkWidget *scroller;
} InView;

/* Whether @widget's top is in the scrolled window, and its bottom too
 * unless it is taller than the window shows. */
static gboolean
is_in_view (gpointer data)
{
  InView *in_view = data;
  graphene_rect_t bounds;
  double height = gtk_widget_get_height (in_view->scroller);

  if (!gtk_widget_compute_bounds (in_view->widget, in_view->scroller, &bounds))
    return FALSE;

  return bounds.origin.y >= 0 && bounds.origin.y < height &&
         (bounds.origin.y + bounds.size.height <= height + 0.5 || bounds.origin.y < 0.5);
}

/* Choosing a card: it says it is chosen and shows how it is wired, large,
 * in view; the card chosen before goes back to what it showed. */
static void
test_choose_card (void)
{
  CpWindow *window = cp_test_new_window ();
  GtkWidget *desktop = find_card (window, "desktop");
  GtkWidget *growth = find_card (window, "growth");
  GtkWidget *startup = find_card (window, "startup");
  GtkWidget *scroller = page_child (window, "scroller");
  GtkAdjustment *vadjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  InView in_view = { gtk_widget_get_parent (desktop), scroller };
  g_autofree char *text = NULL;
  g_autofree char *before = NULL;

  /* A low window: the first card starts in view, and grows past the
   * bottom when its drawing comes. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 500);
  cp_test_wait_for_drawing (growth);
  gtk_adjustment_set_value (vadjustment, 0);
  cp_test_wait_for_drawing (growth);

  /* At first, the recommended card is the chosen one. */
  g_assert_true (cp_build_card_get_chosen (CP_BUILD_CARD (startup)));
  before = dup_text (startup);
  assert_text_contains (before, "Chosen\n");
  assert_text_contains (before, "How 3 × NVIDIA DGX H100 is wired\n");
  g_assert_false (cp_diagram_view_get_compact (find_diagram (startup)));
  g_assert_true (cp_diagram_view_get_compact (find_diagram (growth)));
  /* A card that only adds up on paper draws nothing until chosen. */
  g_assert_false (gtk_widget_is_visible (GTK_WIDGET (find_diagram (desktop))));

  /* A click, Enter or Space on a card's row chooses it; it grows, and is
   * scrolled so that it shows from its top. */
  g_signal_emit_by_name (gtk_widget_get_parent (desktop), "activate");
  cp_test_spin ();
  g_assert_cmpstr (cp_session_get_selected_tier (cp_window_get_session (window)), ==, "desktop");
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (find_diagram (desktop))));
  g_assert_false (cp_diagram_view_get_compact (find_diagram (desktop)));
  cp_test_wait_for (is_in_view, &in_view);

  g_assert_false (cp_build_card_get_chosen (CP_BUILD_CARD (startup)));
  g_assert_true (cp_diagram_view_get_compact (find_diagram (startup)));
  g_free (before);
  before = dup_text (startup);
  assert_text_lacks (before, "Chosen\n");

  /* Another card: the words move with the choice. */
  g_signal_emit_by_name (gtk_widget_get_parent (growth), "activate");
  cp_test_spin ();
  g_assert_cmpstr (cp_session_get_selected_tier (cp_window_get_session (window)), ==, "growth");
  text = dup_text (growth);
  assert_text_contains (text, "Chosen\n");
  assert_text_contains (text, "How 1 × NVIDIA GB200 NVL72 is wired\n");
  g_assert_false (cp_diagram_view_get_compact (find_diagram (growth)));
  g_assert_false (gtk_widget_is_visible (GTK_WIDGET (find_diagram (desktop))));

  cp_test_close_window (window);
}

/* Ticking a model brings the recommendation into view, wherever the page
 * was scrolled to. */
static void
test_new_plan_shows_recommendation (void)
{
  CpWindow *window = cp_test_new_window ();
  GtkWidget *scroller = page_child (window, "scroller");
  GtkAdjustment *vadjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  InView in_view = { page_child (window, "summary_button"), scroller };

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  cp_test_wait_for_drawing (scroller);
  gtk_adjustment_set_value (vadjustment, gtk_adjustment_get_upper (vadjustment));
  cp_test_wait_for_drawing (scroller);
  g_assert_false (is_in_view (&in_view));

  cp_session_choose_model (cp_window_get_session (window), "glm-5.2-max", TRUE);
  cp_test_wait_for_drawing (scroller);
  g_assert_true (is_in_view (&in_view));

  cp_test_close_window (window);
}

/* What the first frame a window draws shows of the cards. */
typedef struct
{
  CpWindow *window;
  gboolean  painted;
  gboolean  shown[4];
  double    page_bottom;
  double    last_bottom;
} FirstFrame;

static const char *const first_frame_tiers[] = { "desktop", "entry", "startup", "growth" };

static void
first_frame_cb (GdkFrameClock *clock,
                FirstFrame    *frame)
{
  GtkWidget *scroller = page_child (frame->window, "scroller");
  GtkAdjustment *vadjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  GtkWidget *content = gtk_viewport_get_child (GTK_VIEWPORT (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller))));

  if (frame->painted)
    return;
  frame->painted = TRUE;
  frame->page_bottom = gtk_adjustment_get_value (vadjustment) + gtk_adjustment_get_page_size (vadjustment);
  for (guint i = 0; i < G_N_ELEMENTS (first_frame_tiers); i++)
    {
      GtkWidget *row = gtk_widget_get_parent (find_card (frame->window, first_frame_tiers[i]));
      graphene_rect_t bounds;

      frame->shown[i] = gtk_widget_get_mapped (row);
      if (frame->shown[i] && gtk_widget_compute_bounds (row, content, &bounds))
        frame->last_bottom = bounds.origin.y + bounds.size.height;
    }
}

static gboolean
first_frame_painted (gpointer data)
{
  return *(gboolean *) data;
}

static void
first_frame_realize_cb (GtkWidget  *window,
                        FirstFrame *frame)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (first_frame_cb), frame);
}

/* Opens a window @height pixels high and returns what its first frame
 * showed of the cards. */
static FirstFrame
open_for_first_frame (int height)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  FirstFrame frame = { NULL, };

  g_assert_no_error (error);
  cp_test_reset_settings ();
  frame.window = cp_window_new (NULL, catalog);
  g_object_ref_sink (frame.window);
  gtk_window_set_default_size (GTK_WINDOW (frame.window), 1280, height);
  g_signal_connect (frame.window, "realize", G_CALLBACK (first_frame_realize_cb), &frame);
  gtk_window_present (GTK_WINDOW (frame.window));
  cp_test_wait_for (first_frame_painted, &frame.painted);
  g_signal_handlers_disconnect_by_data (gtk_widget_get_frame_clock (GTK_WIDGET (frame.window)), &frame);

  return frame;
}

/* Start-up: the first frame leaves out the cards below the fold, which
 * cost time to lay out and draw and show nothing; the next frame has
 * them. A window with room for more cards shows them all in its first
 * frame. */
static void
test_first_frame_cards (void)
{
  FirstFrame frame = open_for_first_frame (600);

  g_assert_true (frame.shown[0]);
  g_assert_true (frame.shown[1]);
  g_assert_false (frame.shown[2]);
  g_assert_false (frame.shown[3]);
  /* Nothing left out was in view. */
  g_assert_cmpfloat (frame.last_bottom, >=, frame.page_bottom);

  cp_test_wait_for_drawing (page_child (frame.window, "scroller"));
  for (guint i = 0; i < G_N_ELEMENTS (first_frame_tiers); i++)
    g_assert_true (gtk_widget_get_mapped (gtk_widget_get_parent (find_card (frame.window, first_frame_tiers[i]))));
  cp_test_close_window (frame.window);

  frame = open_for_first_frame (1000);
  for (guint i = 0; i < G_N_ELEMENTS (first_frame_tiers); i++)
    g_assert_true (frame.shown[i]);
  cp_test_close_window (frame.window);
}

static void
test_choice_updates_cards (void)
{
  CpWindow *window = cp_test_new_window ();
  g_autofree char *growth = NULL;
  g_autofree char *startup = NULL;
  GtkWidget *page;
  g_autofree char *heading = NULL;

  g_assert_cmpuint (count_cards (window), ==, 4);

  g_assert_true (cp_session_choose_model (cp_window_get_session (window), "glm-5.2-max", TRUE));
  g_assert_true (cp_session_choose_model (cp_window_get_session (window), "nemotron-3-ultra", TRUE));
  cp_test_spin ();

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
  cp_session_choose_model (cp_window_get_session (window), "deepseek-v4-pro", FALSE);
  cp_session_choose_model (cp_window_get_session (window), "glm-5.2-max", FALSE);
  cp_session_choose_model (cp_window_get_session (window), "nemotron-3-ultra", FALSE);
  cp_test_spin ();
  g_assert_null (cp_session_get_plan (cp_window_get_session (window)));
  g_assert_cmpuint (count_cards (window), ==, 0);
  g_free (heading);
  heading = dup_text (page);
  assert_text_contains (heading, "Choose a Model\n");

  cp_test_close_window (window);
}

static gboolean
has_two_items (gpointer model)
{
  return g_list_model_get_n_items (model) == 2;
}

static gboolean
has_no_items (gpointer model)
{
  return g_list_model_get_n_items (model) == 0;
}

/* The store's five models and the twelve with an architecture. */
#define N_BUILTIN_MODELS 18

static gboolean
has_every_model (gpointer model)
{
  return g_list_model_get_n_items (model) == N_BUILTIN_MODELS;
}

static void
test_filter (void)
{
  CpWindow *window = cp_test_new_window ();
  GtkWidget *search = template_child (window, CP_TYPE_WINDOW, "model_search");
  GtkWidget *list = template_child (window, CP_TYPE_WINDOW, "model_list");
  GListModel *shown = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list)));
  g_autoptr(GObject) row = NULL;
  GtkWidget *stack;
  CpModel *model;

  g_assert_cmpuint (g_list_model_get_n_items (shown), ==, N_BUILTIN_MODELS);

  /* Searching by a part of the name, in any case: both GLM models. */
  gtk_editable_set_text (GTK_EDITABLE (search), "glm");
  cp_test_wait_for (has_two_items, shown);
  row = g_list_model_get_item (shown, 0);
  g_object_get (row, "model", &model, NULL);
  g_assert_cmpstr (cp_item_get_name (CP_ITEM (model)), ==, "GLM 5.2 Max");
  g_object_unref (model);
  g_clear_object (&row);
  row = g_list_model_get_item (shown, 1);
  g_object_get (row, "model", &model, NULL);
  g_assert_cmpstr (cp_item_get_name (CP_ITEM (model)), ==, "GLM-4.5");
  g_object_unref (model);

  /* A hidden model stays chosen: the plan still has DeepSeek V4 Pro. */
  g_assert_cmpuint (g_list_model_get_n_items (cp_plan_get_models (cp_session_get_plan (cp_window_get_session (window)))), ==, 1);

  /* Nothing matches: the list says so. */
  gtk_editable_set_text (GTK_EDITABLE (search), "no such model");
  cp_test_wait_for (has_no_items, shown);
  stack = template_child (window, CP_TYPE_WINDOW, "model_stack");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "no-match");

  gtk_editable_set_text (GTK_EDITABLE (search), "");
  cp_test_wait_for (has_every_model, shown);

  cp_test_close_window (window);
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
    { "abc", "“abc” is not a number: “a” is not a digit." },
    { "12 GB", "“12 GB” is not a number: “G” is not a digit." },
    { "-5", "Memory must be a number of gigabytes above zero." },
    { "0", "Memory must be a number of gigabytes above zero." },
    { "1e12", "“1e12” is not a number: “e” is not a digit." },
    { "1,000,000,000,000", "Memory must be at most 10,000,000 GB." },
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
  assert_text_contains (gtk_label_get_label (GTK_LABEL (status)), "“seventy” is not a number: “s” is not a digit.");

  gtk_window_destroy (GTK_WINDOW (dialog));
  cp_test_spin ();
  g_assert_finalize_object (dialog);
}

static void
test_custom_model_in_plan (void)
{
  CpWindow *window = cp_test_new_window ();
  g_autoptr(CpModel) custom = cp_model_new_for_params (65, CP_PRECISION_FP16, NULL);
  GtkWidget *list = template_child (window, CP_TYPE_WINDOW, "model_list");
  GListModel *shown = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list)));

  cp_session_choose_model (cp_window_get_session (window), "deepseek-v4-pro", FALSE);
  g_free (cp_session_add_custom_model (cp_window_get_session (window), custom, NULL));
  cp_test_spin ();

  /* The custom model is listed and chosen, and planned for alone. */
  g_assert_cmpuint (g_list_model_get_n_items (shown), ==, N_BUILTIN_MODELS + 1);
  g_assert_cmpint (cp_plan_get_required_mb (cp_session_get_plan (cp_window_get_session (window))), ==, 156000);
  {
    g_autofree char *text = dup_text (find_card (window, "startup"));

    assert_text_contains (text, "1 × NVIDIA DGX H100\n");
  }

  cp_test_close_window (window);
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

/* The sidebar's check box for the model named @name. */
static gboolean
is_model_check (GtkWidget     *widget,
                gconstpointer  name)
{
  GtkWidget *label = GTK_IS_CHECK_BUTTON (widget) ? gtk_check_button_get_child (GTK_CHECK_BUTTON (widget))
                                                  : NULL;

  /* The name is the check box's label, cut short when it is long. */
  return GTK_IS_LABEL (label) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), name) == 0;
}

static GtkWidget *
find_model_check (CpWindow   *window,
                  const char *name)
{
  return cp_test_find_widget (template_child (window, CP_TYPE_WINDOW, "model_list"), is_model_check, name);
}

/* The button named @name in the sidebar row of @check. */
static GtkWidget *
find_row_button (GtkWidget  *check,
                 const char *tooltip)
{
  for (GtkWidget *sibling = gtk_widget_get_next_sibling (check);
       sibling != NULL;
       sibling = gtk_widget_get_next_sibling (sibling))
    {
      if (GTK_IS_BUTTON (sibling) &&
          g_strcmp0 (gtk_widget_get_tooltip_text (sibling), tooltip) == 0)
        return sibling;
    }

  return NULL;
}

static void
assert_accessible_label (GtkWidget  *widget,
                         const char *label)
{
  g_autofree char *error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                               GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                               label);

  if (error != NULL)
    g_error ("accessible name: %s", error);
}

/* The button @label of the toast shown, as a person clicks it. */
static GtkWidget *
find_toast_button (CpWindow   *window,
                   const char *label)
{
  GtkWidget *button = cp_test_find_button (template_child (window, CP_TYPE_WINDOW, "toasts"), label);

  g_assert_nonnull (button);

  return button;
}

/* The toast @window shows, or NULL once it has gone (libadwaita's own
 * widget, known by its type's name). */
static GtkWidget *
find_toast (CpWindow *window)
{
  GtkWidget *overlay = template_child (window, CP_TYPE_WINDOW, "toasts");

  for (GtkWidget *child = gtk_widget_get_first_child (overlay);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (g_str_equal (G_OBJECT_TYPE_NAME (child), "AdwToastWidget"))
        return child;
    }

  return NULL;
}

static gboolean
toast_gone (gpointer window)
{
  return find_toast (window) == NULL;
}

static gboolean
builds_heading_is (CpWindow   *window,
                   const char *text)
{
  g_autofree char *shown = dup_text (template_child (window, CP_TYPE_WINDOW, "builds_page"));

  return strstr (shown, text) != NULL;
}

static gboolean
is_label_reading (GtkWidget     *widget,
                  gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* A toast shows a name as it is written: "R&D <b>model" is neither markup
 * GTK warns about (and shows nothing for) nor bold. */
static void
test_toast_plain_text (void)
{
  CpWindow *window = cp_test_new_window ();
  g_autoptr(CpModel) model = cp_model_new_for_memory (50000);
  g_autofree char *id = cp_session_add_custom_model (cp_window_get_session (window), model,
                                                     "R&D <b>model");
  GtkWidget *check, *toast;

  g_assert_nonnull (id);
  cp_test_spin ();
  check = find_model_check (window, "R&D <b>model");
  g_assert_nonnull (check);
  g_signal_emit_by_name (find_row_button (check, "Remove “R&D <b>model”"), "clicked");
  cp_test_spin ();
  toast = find_toast (window);
  g_assert_nonnull (toast);
  cp_test_wait_until_still (toast);
  g_assert_nonnull (cp_test_find_widget (toast, is_label_reading, "“R&D <b>model” removed"));
  cp_test_wait_for (toast_gone, window);

  cp_test_close_window (window);
}

/* A plan full to its 2,000 models (issue 26): Custom Model… says so at
 * once instead of opening its dialog, and a catalog model ticked is
 * unticked again, saying so; before, the window took a 2,001st model and
 * only Save refused the plan. */
static void
test_plan_full (void)
{
  CpWindow *window = cp_test_new_window ();
  CpSession *session = cp_window_get_session (window);
  g_autoptr(CpModel) model = cp_model_new_for_memory (1000);
  const char *full = "A plan holds at most 2,000 models: remove one before adding another";
  GtkWidget *check, *toast;

  cp_session_freeze (session);
  while (cp_session_check_room (session, NULL))
    g_free (cp_session_add_custom_model (session, model, NULL));
  cp_session_thaw (session);
  cp_test_spin ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.custom-model", NULL));
  cp_test_spin ();
  g_assert_null (cp_test_find_toplevel (CP_TYPE_CUSTOM_MODEL_DIALOG));
  toast = find_toast (window);
  g_assert_nonnull (toast);
  cp_test_wait_until_still (toast);
  g_assert_nonnull (cp_test_find_widget (toast, is_label_reading, full));
  cp_test_wait_for (toast_gone, window);

  check = find_model_check (window, "GLM 5.2 Max");
  g_assert_nonnull (check);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
  cp_test_spin ();
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  g_assert_false (cp_model_row_get_chosen (cp_session_find_row (session, "glm-5.2-max")));
  toast = find_toast (window);
  g_assert_nonnull (toast);
  cp_test_wait_until_still (toast);
  g_assert_nonnull (cp_test_find_widget (toast, is_label_reading, full));
  cp_test_wait_for (toast_gone, window);

  cp_test_close_window (window);
}

/* Added with a name in the custom model dialog, renamed from its row,
 * removed from its row; a named custom model is still there, named and
 * chosen, in the next window. */
static void
test_custom_model_named (void)
{
  CpWindow *window = cp_test_new_window ();
  GtkWidget *dialog;
  GtkWidget *check;
  GtkWidget *button;

  /* Named as it is added. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.custom-model", NULL));
  cp_test_spin ();
  dialog = cp_test_find_toplevel (CP_TYPE_CUSTOM_MODEL_DIALOG);
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (template_child (dialog, CP_TYPE_CUSTOM_MODEL_DIALOG, "memory_row")),
                         "100");
  gtk_editable_set_text (GTK_EDITABLE (template_child (dialog, CP_TYPE_CUSTOM_MODEL_DIALOG, "name_row")),
                         "Team LLM");
  g_signal_emit_by_name (template_child (dialog, CP_TYPE_CUSTOM_MODEL_DIALOG, "add_button"), "clicked");
  cp_test_spin ();

  check = find_model_check (window, "Team LLM");
  g_assert_nonnull (check);
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  g_assert_true (builds_heading_is (window, "DeepSeek V4 Pro and Team LLM\n"));
  g_assert_true (builds_heading_is (window, "need at least 2,020 GB of GPU memory together\n"));
  /* A model of the catalog has no such buttons. */
  g_assert_false (gtk_widget_get_visible (find_row_button (find_model_check (window, "GLM 5.2 Max"),
                                                           "Rename “GLM 5.2 Max”")));

  /* Renamed from its row; its buttons name it, for screen readers too. */
  button = find_row_button (check, "Rename “Team LLM”");
  g_assert_true (gtk_widget_get_visible (button));
  assert_accessible_label (button, "Rename “Team LLM”");
  assert_accessible_label (find_row_button (check, "Remove “Team LLM”"), "Remove “Team LLM”");
  g_signal_emit_by_name (button, "clicked");
  cp_test_spin ();
  dialog = GTK_WIDGET (find_message_dialog ());
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Rename Custom Model");
  {
    GtkWidget *entry = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog));

    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "Team LLM");
    gtk_editable_set_text (GTK_EDITABLE (entry), "Research Cluster Model");
  }
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  gtk_window_destroy (GTK_WINDOW (dialog));
  cp_test_spin ();
  g_assert_null (find_model_check (window, "Team LLM"));
  check = find_model_check (window, "Research Cluster Model");
  g_assert_nonnull (check);
  g_assert_true (builds_heading_is (window, "DeepSeek V4 Pro and Research Cluster Model\n"));

  /* Another one, then removed from its row: the plan is as it was. Undo
   * brings it back, chosen; removed again, it stays away. */
  {
    g_autoptr(CpModel) other = cp_model_new_for_memory (50000);

    g_free (cp_session_add_custom_model (cp_window_get_session (window), other, NULL));
    cp_test_spin ();
    check = find_model_check (window, "Custom model (50 GB)");
    g_assert_nonnull (check);
    button = find_row_button (check, "Remove “Custom model (50 GB)”");
    assert_accessible_label (button, "Remove “Custom model (50 GB)”");
    g_signal_emit_by_name (button, "clicked");
    cp_test_spin ();
    g_assert_null (find_model_check (window, "Custom model (50 GB)"));
    g_assert_true (builds_heading_is (window, "need at least 2,020 GB of GPU memory together\n"));

    /* A person lets a toast come in before clicking it, and the next one
     * comes after the last has gone. libadwaita 1.2 can crash when a
     * toast's animations (300 ms each) overlap and end in the same frame,
     * which a busy machine makes happen: each toast is waited for to come
     * to rest and to go. */
    g_assert_nonnull (find_toast (window));
    cp_test_wait_until_still (find_toast (window));
    /* Its button is named once: GTK 4.8 named it by its text and again by
     * its label widget, and a screen reader heard "Undo Undo". */
    assert_accessible_label (find_toast_button (window, "Undo"), "Undo");
    g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (find_toast_button (window, "Undo")),
                                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY));
    g_signal_emit_by_name (find_toast_button (window, "Undo"), "clicked");
    cp_test_wait_for (toast_gone, window);
    check = find_model_check (window, "Custom model (50 GB)");
    g_assert_nonnull (check);
    g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
    g_assert_true (builds_heading_is (window, "need at least 2,070 GB of GPU memory together\n"));

    g_signal_emit_by_name (find_row_button (check, "Remove “Custom model (50 GB)”"), "clicked");
    cp_test_spin ();
    g_assert_null (find_model_check (window, "Custom model (50 GB)"));
  }
  cp_test_close_window (window);

  /* The next window, on the same settings: the named model is back. */
  window = cp_test_open_window ();
  check = find_model_check (window, "Research Cluster Model");
  g_assert_nonnull (check);
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  g_assert_null (find_model_check (window, "Custom model (50 GB)"));
  g_assert_cmpint (cp_plan_get_required_mb (cp_session_get_plan (cp_window_get_session (window))), ==, 2020000);
  g_assert_true (builds_heading_is (window, "DeepSeek V4 Pro and Research Cluster Model\n"));

  cp_test_close_window (window);
}

static gboolean
check_is_mapped (gpointer data)
{
  GtkWidget **check = data;

  return gtk_widget_get_mapped (*check) && gtk_widget_get_width (*check) > 0;
}

/* A long name for a custom model is cut short in the sidebar, which
 * keeps its width, and said whole in the check box's tooltip; a short
 * one has none. */
static void
test_long_name_sidebar (void)
{
  CpWindow *window = cp_test_new_window ();
  GtkWidget *sidebar = template_child (window, CP_TYPE_WINDOW, "sidebar");
  CpSession *session = cp_window_get_session (window);
  g_autoptr(CpModel) model = cp_model_new_for_memory (20000);
  static const char name[] = "The research group’s fine-tuned assistant for contract review, v2";
  g_autofree char *id = NULL;
  GtkWidget *check;
  int before, after;

  gtk_widget_measure (sidebar, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &before, NULL, NULL);
  id = cp_session_add_custom_model (session, model, name);
  cp_test_spin ();
  gtk_widget_measure (sidebar, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &after, NULL, NULL);
  g_assert_cmpint (after, <=, before);

  check = find_model_check (window, name);
  g_assert_nonnull (check);
  g_assert_true (gtk_widget_get_has_tooltip (check));
  {
    GtkWidget *search = template_child (window, CP_TYPE_WINDOW, "model_search");
    g_autofree char *tooltip = NULL;
    g_autofree char *whole = NULL;
    GtkWidget *short_check;

    /* Found by a search, the row is on screen, its name cut short. */
    gtk_editable_set_text (GTK_EDITABLE (search), "contract review");
    cp_test_wait_for (check_is_mapped, &check);
    cp_test_wait_for_drawing (check);
    tooltip = cp_window_dup_model_name_tooltip (check);
    g_assert_cmpstr (tooltip, ==, name);

    /* A name shown whole has no tooltip to cover the row under it (it
     * repeated every name over the next row). */
    gtk_editable_set_text (GTK_EDITABLE (search), "");
    short_check = find_model_check (window, "Llama 3.1 8B");
    g_assert_nonnull (short_check);
    cp_test_wait_for (check_is_mapped, &short_check);
    cp_test_wait_for_drawing (short_check);
    whole = cp_window_dup_model_name_tooltip (short_check);
    g_assert_null (whole);
    g_assert_null (gtk_widget_get_tooltip_text (short_check));
  }

  cp_test_close_window (window);
}

/* A name of 250 characters with no space to break at (a folder's name,
 * as --model-config and the dialog's import give it) does not widen the
 * window: chosen, it is in the sidebar, the builds page's heading and its
 * cards, and the window asks for no more width than before (it asked for
 * 5,534 pixels; issue 26). */
static void
test_long_name_window (void)
{
  CpWindow *window = cp_test_new_window ();
  CpSession *session = cp_window_get_session (window);
  g_autoptr(CpModel) model = cp_model_new_for_memory (20000);
  g_autofree char *name = g_strnfill (250, 'W');
  g_autofree char *id = NULL;
  int before, after, minimum;

  g_assert_true (cp_session_choose_model (session, "llama-3.1-70b", TRUE));
  cp_test_spin ();
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &before, NULL,
                      NULL);
  g_assert_true (cp_session_choose_model (session, "llama-3.1-70b", FALSE));
  id = cp_session_add_custom_model (session, model, name);
  g_assert_true (cp_session_choose_model (session, id, TRUE));
  cp_test_spin ();
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &after, NULL,
                      NULL);
  g_test_message ("natural width %d before, %d with the long name (minimum %d)", before, after,
                  minimum);
  g_assert_cmpint (after, <=, before + 50);
  g_assert_cmpint (minimum, <=, 360);

  cp_test_close_window (window);
}

/* How the three figures of @card stand: TRUE side by side, FALSE one
 * above the other; anything else, such as two beside each other and the
 * third below, fails. */
static gboolean
figures_in_a_row (GtkWidget *card)
{
  GtkWidget *stats = template_child (card, CP_TYPE_BUILD_CARD, "stats");
  gboolean same_top = TRUE;
  gboolean same_left = TRUE;
  graphene_rect_t first;
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (stats);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t bounds;

      if (!gtk_widget_get_visible (child))
        continue;
      g_assert_true (gtk_widget_compute_bounds (child, stats, &bounds));
      if (n++ == 0)
        first = bounds;
      same_top = same_top && G_APPROX_VALUE (bounds.origin.y, first.origin.y, 0.5);
      same_left = same_left && G_APPROX_VALUE (bounds.origin.x, first.origin.x, 0.5);
    }

  g_assert_cmpuint (n, ==, 3);
  if (same_top == same_left)
    g_error ("a card's three figures stand neither in a row nor one above the other");

  return same_top;
}

/* In Kyrgyz, whose words under the figures are long, every card lays its
 * three figures out the same way, at every width: side by side when the
 * window is wide, one above the other when it is narrow. */
static void
test_figures_aligned (void)
{
  static const int widths[] = { 1280, 1000, 800, 700, 600, 500, 360 };
  g_autoptr(CpModel) small = cp_model_new_for_memory (20000);
  CpWindow *window;
  GtkWidget *page;

  cp_test_speak ("ky", "ky_KG.UTF-8");
  window = cp_test_new_window ();
  page = template_child (window, CP_TYPE_WINDOW, "builds_page");

  /* A model every tier can run: four cards with figures. */
  cp_session_choose_model (cp_window_get_session (window), "deepseek-v4-pro", FALSE);
  g_free (cp_session_add_custom_model (cp_window_get_session (window), small, NULL));
  cp_test_spin ();

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      g_autoptr(GPtrArray) cards = g_ptr_array_new ();
      gboolean row;

      gtk_window_set_default_size (GTK_WINDOW (window), widths[i], 800);
      cp_test_spin ();
      collect_cards (page, cards);
      g_assert_cmpuint (cards->len, ==, 4);
      cp_test_wait_for_drawing (cards->pdata[cards->len - 1]);

      row = figures_in_a_row (cards->pdata[0]);
      for (guint j = 1; j < cards->len; j++)
        if (figures_in_a_row (cards->pdata[j]) != row)
          g_error ("at %d pixels, the cards lay their figures out in different ways", widths[i]);

      /* Wide: in a row; at the narrowest: one above the other. */
      if (widths[i] == 1280)
        g_assert_true (row);
      if (widths[i] == 360)
        g_assert_false (row);
    }

  cp_test_close_window (window);
  cp_test_speak (NULL, NULL);
}

/* What the header's switcher shows: its wide form names the pages beside
 * their icons; the narrow one, where the names do not fit, stacks them
 * small under the icons; none (the title) where neither fits. */
static AdwViewSwitcherPolicy
switcher_shown (CpWindow *window)
{
  GtkWidget *title = template_child (window, CP_TYPE_WINDOW, "switcher_title");
  g_autoptr(GQueue) queue = g_queue_new ();

  g_queue_push_tail (queue, title);
  while (!g_queue_is_empty (queue))
    {
      GtkWidget *widget = g_queue_pop_head (queue);

      if (ADW_IS_SQUEEZER (widget))
        {
          GtkWidget *shown = adw_squeezer_get_visible_child (ADW_SQUEEZER (widget));

          if (!ADW_IS_VIEW_SWITCHER (shown))
            g_error ("the header shows no page switcher, only %s", G_OBJECT_TYPE_NAME (shown));

          return adw_view_switcher_get_policy (ADW_VIEW_SWITCHER (shown));
        }
      for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
        g_queue_push_tail (queue, c);
    }

  g_error ("the header's switcher has no squeezer");
}

/* On a screen 1280 pixels wide the header's switcher names its pages in
 * every language (in Kyrgyz "Коммерциялык сунуштар" was too long for it,
 * and the switcher fell back to small names under icons). */
static void
test_switcher_names_pages (void)
{
  static const struct { const char *lang, *locale; } languages[] = {
    { NULL, NULL }, { "ru", "ru_RU.UTF-8" }, { "ky", "ky_KG.UTF-8" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      CpWindow *window;

      cp_test_speak (languages[i].lang, languages[i].locale);
      window = cp_test_new_window ();

      /* As it opens on a 1280-pixel screen (1,100 wide), and maximized. */
      for (guint j = 0; j < 2; j++)
        {
          if (j == 1)
            gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
          cp_test_wait_for_drawing (GTK_WIDGET (window));
          g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >=, j == 0 ? 1000 : 1200);

          if (switcher_shown (window) != ADW_VIEW_SWITCHER_POLICY_WIDE)
            g_error ("in %s, %d pixels wide, the switcher does not name its pages beside their icons",
                     languages[i].locale ? languages[i].locale : "English",
                     gtk_widget_get_width (GTK_WIDGET (window)));
        }

      cp_test_close_window (window);
    }

  cp_test_speak (NULL, NULL);
}

/* The narrowest the window can be, with the app's own stylesheet (the
 * badges' and cards' padding count). */
static int
minimum_width (CpWindow *window)
{
  int minimum = 0;

  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1,
                      &minimum, NULL, NULL, NULL);

  return minimum;
}

static void
collect_labels (GtkWidget *widget,
                GPtrArray *labels)
{
  if (GTK_IS_LABEL (widget))
    g_ptr_array_add (labels, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, labels);
}

/* Whether @view's rows fit its width: its columns need no sideways
 * scrolling. */
static gboolean
table_fits (GtkWidget *view)
{
  GtkAdjustment *across = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (view));

  return gtk_adjustment_get_page_size (across) > 0 &&
         gtk_adjustment_get_upper (across) <= gtk_adjustment_get_page_size (across) + 0.5;
}

/* Shows @view (a table of the Catalog or Quotes page, shown) and fails
 * unless, once its columns have settled, it fits the window's width
 * without scrolling sideways. */
static void
assert_table_fits (GtkWidget  *view,
                   const char *what,
                   const char *language)
{
  GtkAdjustment *across = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (view));

  /* A few frames for the table to lay its columns out, and to stack them. */
  for (guint frames = 0; frames < 30 && !table_fits (view); frames++)
    cp_test_wait_for_drawing (view);
  if (!table_fits (view))
    g_error ("in %s the %s table is %.0f pixels wide in a window %d pixels wide: it scrolls sideways",
             language, what, gtk_adjustment_get_upper (across),
             gtk_widget_get_width (GTK_WIDGET (gtk_widget_get_root (view))));

  /* And it shows its rows, each with a line a column. */
  {
    g_autoptr(GPtrArray) labels = g_ptr_array_new ();
    guint shown = 0;

    collect_labels (view, labels);
    for (guint i = 0; i < labels->len; i++)
      if (gtk_widget_is_drawable (labels->pdata[i]) &&
          gtk_widget_get_height (labels->pdata[i]) > 0 &&
          strchr (gtk_label_get_text (labels->pdata[i]), '\n') != NULL)
        shown++;
    /* Two rows or more in 800 pixels: a stacked row measured at its
     * narrowest (GTK 4.8 measures a table's cells for no width) stood
     * 2,266 pixels tall, the others out of sight. */
    if (shown < 2)
      g_error ("in %s the %s table shows %u rows stacked", language, what, shown);
  }
}

/* The Catalog's three tables and the Quotes page's fit a 360-pixel
 * window (at 360 pixels they scrolled sideways in every language). */
static void
assert_tables_fit (CpWindow   *window,
                   const char *language)
{
  static const char *const tables[] = { "units", "gpus", "models" };
  GtkWidget *stack = template_child (window, CP_TYPE_WINDOW, "view_stack");
  CpCatalogPage *catalog = cp_window_get_catalog_page (window);
  CpQuotesPage *quotes = cp_window_get_quotes_page (window);
  g_autoptr(GListStore) records = g_list_store_new (CP_TYPE_QUOTE_RECORD);
  g_autoptr(GDateTime) issued = g_date_time_new_utc (2026, 12, 1, 10, 0, 0);

  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), "catalog");
  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      g_autofree char *id = g_strconcat (tables[i], "_view", NULL);

      g_object_set (catalog, "view", tables[i], NULL);
      assert_table_fits (template_child (catalog, CP_TYPE_CATALOG_PAGE, id), tables[i], language);
    }

  /* Two quotes, with a long customer and build, as the register lists them. */
  for (guint number = 1; number <= 2; number++)
    {
      g_autofree char *text = g_strdup_printf ("Q-%04u", number);
      g_autoptr(CpQuoteRecord) record =
        g_object_new (CP_TYPE_QUOTE_RECORD,
                      "number", number, "number-text", text, "issued", issued,
                      "valid-until", "2026-12-31",
                      "customer", "Tian Shan Laboratories of Applied Machine Learning",
                      "build", "9 × NVIDIA GB200 NVL72 (Rack-Scale Datacenter)",
                      "tier", "rack", "unit", "gb200-nvl72", "count", (gint64) 9,
                      "total-cents", (gint64) 3150000000, "currency", "USD",
                      "status", CP_QUOTE_STATUS_ISSUED, NULL);

      g_list_store_append (records, record);
    }
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), "quotes");
  cp_test_spin ();
  cp_quotes_page_set_records (quotes, G_LIST_MODEL (records));
  assert_table_fits (template_child (quotes, CP_TYPE_QUOTES_PAGE, "view"), "quotes", language);

  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), "builds");
}

/* In every language the window still fits 360 pixels: no badge, label or
 * button of a card asks for more (in Russian, the "most room to grow"
 * badge, "Больше всего места для роста", did). */
static void
test_narrow_in_every_language (void)
{
  static const struct { const char *lang, *locale; } languages[] = {
    { NULL, NULL }, { "ru", "ru_RU.UTF-8" }, { "ky", "ky_KG.UTF-8" },
  };
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (css, "/org/bektursun/ClusterPlanner/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      CpWindow *window;

      cp_test_speak (languages[i].lang, languages[i].locale);
      window = cp_test_new_window ();

      /* DeepSeek V4 Pro alone: the NVL72 has the most room to grow. */
      cp_test_wait_for_drawing (GTK_WIDGET (window));
      if (minimum_width (window) > 360)
        g_error ("in %s the window is at least %d pixels wide",
                 languages[i].locale ? languages[i].locale : "English", minimum_width (window));

      /* The three store models, sized for a workload. */
      cp_session_choose_model (cp_window_get_session (window), "glm-5.2-max", TRUE);
      cp_session_choose_model (cp_window_get_session (window), "nemotron-3-ultra", TRUE);
      cp_session_set_workload_enabled (cp_window_get_session (window), TRUE);
      cp_test_spin ();
      if (minimum_width (window) > 360)
        g_error ("in %s, with three models, the window is at least %d pixels wide",
                 languages[i].locale ? languages[i].locale : "English", minimum_width (window));

      /* A model with an architecture: its speed bounds on every card (in
       * Kyrgyz the title of their details was wider than 360 pixels). */
      cp_session_choose_model (cp_window_get_session (window), "llama-3.1-70b", TRUE);
      cp_test_spin ();
      if (minimum_width (window) > 360)
        g_error ("in %s, with a model's speed bounds, the window is at least %d pixels wide",
                 languages[i].locale ? languages[i].locale : "English", minimum_width (window));
      /* Preferences too, in the language's words (in Russian its catalog
       * row's two buttons made it 398 pixels; in Kyrgyz its title was
       * libadwaita's English "Preferences"). */
      {
        GtkWidget *preferences = g_object_ref_sink (cp_preferences_window_new (GTK_WINDOW (window)));
        int least = 0;

        gtk_window_present (GTK_WINDOW (preferences));
        cp_test_wait_for_drawing (preferences);
        /* Its content: the window's frame is the window manager's. */
        gtk_widget_measure (adw_window_get_content (ADW_WINDOW (preferences)), GTK_ORIENTATION_HORIZONTAL,
                            -1, &least, NULL, NULL, NULL);
        if (least > 360)
          g_error ("in %s Preferences are at least %d pixels wide",
                   languages[i].locale ? languages[i].locale : "English", least);
        if (languages[i].lang != NULL)
          g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (preferences)), ==,
                           g_str_equal (languages[i].lang, "ky") ? "Жөндөөлөр" : "Настройки");
        gtk_window_destroy (GTK_WINDOW (preferences));
        cp_test_spin ();
        g_assert_finalize_object (preferences);
      }

      /* Custom Model too (its three ways side by side asked for 445
       * pixels in English, 379 in Kyrgyz). */
      {
        GtkWidget *custom = g_object_ref_sink (cp_custom_model_dialog_new (GTK_WINDOW (window)));
        int least = 0;

        gtk_window_present (GTK_WINDOW (custom));
        cp_test_wait_for_drawing (custom);
        gtk_widget_measure (adw_window_get_content (ADW_WINDOW (custom)), GTK_ORIENTATION_HORIZONTAL,
                            -1, &least, NULL, NULL, NULL);
        if (least > 360)
          g_error ("in %s Custom Model is at least %d pixels wide",
                   languages[i].locale ? languages[i].locale : "English", least);
        gtk_window_destroy (GTK_WINDOW (custom));
        cp_test_spin ();
        g_assert_finalize_object (custom);
      }

      /* The Catalog's and Quotes' tables, the window 360 pixels wide. */
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 800);
      cp_test_wait_for_drawing (GTK_WIDGET (window));
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 400);
      assert_tables_fit (window, languages[i].locale ? languages[i].locale : "English");

      cp_test_close_window (window);
    }

  cp_test_speak (NULL, NULL);
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (),
                                                 GTK_STYLE_PROVIDER (css));
}

static gboolean
catalog_is_file (gpointer window)
{
  return cp_catalog_get_file (cp_session_get_catalog (cp_window_get_session (window))) != NULL;
}

static void
test_bad_catalog_dialog (void)
{
  CpWindow *window = cp_test_new_window ();
  CpCatalog *builtin = cp_session_get_catalog (cp_window_get_session (window));
  g_autofree char *broken = g_test_build_filename (G_TEST_DIST, "data", "catalog-broken.json", NULL);
  g_autofree char *small = g_test_build_filename (G_TEST_DIST, "data", "catalog-small.json", NULL);
  g_autoptr(GFile) broken_file = g_file_new_for_path (broken);
  g_autoptr(GFile) small_file = g_file_new_for_path (small);
  GtkWindow *dialog;
  const char *body;

  cp_window_open_catalog_file (window, broken_file);
  cp_test_wait_for (message_dialog_shown, NULL);
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
  g_assert_true (cp_session_get_catalog (cp_window_get_session (window)) == builtin);
  g_assert_nonnull (cp_session_get_plan (cp_window_get_session (window)));
  gtk_window_destroy (dialog);

  /* A good file is used. */
  cp_window_open_catalog_file (window, small_file);
  cp_test_wait_for (catalog_is_file, window);
  g_assert_nonnull (cp_catalog_find_model (cp_session_get_catalog (cp_window_get_session (window)), "small-model"));

  /* DeepSeek V4 Pro is not in it: nothing is chosen now. */
  g_assert_null (cp_session_get_plan (cp_window_get_session (window)));
  g_assert_true (cp_session_choose_model (cp_window_get_session (window), "small-model", TRUE));
  {
    g_autofree char *text = dup_text (find_card (window, "startup"));

    assert_text_contains (text, "1 × NVIDIA DGX H100\n");
  }

  /* A banner says another catalog is in use, and its Revert goes back. */
  {
    GtkWidget *banner = template_child (window, CP_TYPE_WINDOW, "catalog_banner");
    g_autofree char *text = dup_text (banner);

    g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
    assert_text_contains (text, "Builds are planned with the catalog “catalog-small.json”, not the built-in one\n");
    g_assert_true (gtk_widget_is_sensitive (cp_test_find_button (banner, "_Revert")));
    g_signal_emit_by_name (cp_test_find_button (banner, "_Revert"), "clicked");
    cp_test_spin ();
    g_assert_null (cp_catalog_get_file (cp_session_get_catalog (cp_window_get_session (window))));
    g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  }

  cp_test_close_window (window);
}

/* A named pipe given as a catalog is refused at once (the loader thread
 * used to wait on it forever, and no dialog came), and a hostile file's
 * message is short enough to lay out in a blink. */
static void
test_hostile_catalog_dialog (void)
{
  CpWindow *window = cp_test_new_window ();
  CpCatalog *builtin = cp_session_get_catalog (cp_window_get_session (window));
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = cp_test_make_tmpdir ("cp-window");
  g_autofree char *fifo = g_build_filename (dir, "catalog.json", NULL);
  g_autofree char *hostile = g_build_filename (dir, "hostile.json", NULL);
  g_autoptr(GFile) fifo_file = g_file_new_for_path (fifo);
  g_autoptr(GFile) hostile_file = g_file_new_for_path (hostile);
  g_autoptr(GString) text = g_string_new ("{\"format\": \"");
  GtkWindow *dialog;
  const char *body;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

  cp_window_open_catalog_file (window, fifo_file);
  cp_test_wait_for (message_dialog_shown, NULL);
  dialog = find_message_dialog ();
  body = cp_error_dialog_get_message (GTK_WIDGET (dialog));
  assert_text_contains (body, "catalog.json: cannot be read: it is a named pipe, not a file");
  g_assert_true (cp_session_get_catalog (cp_window_get_session (window)) == builtin);
  gtk_window_destroy (dialog);

  /* A megabyte of "format", and a line break in it. */
  for (guint i = 0; i < 1024 * 1024; i++)
    g_string_append_c (text, i == 10 ? '\n' : 'x');
  g_string_append (text, "\"}");
  g_file_set_contents (hostile, text->str, text->len, &error);
  g_assert_no_error (error);

  cp_window_open_catalog_file (window, hostile_file);
  cp_test_wait_for (message_dialog_shown, NULL);
  dialog = find_message_dialog ();
  body = cp_error_dialog_get_message (GTK_WIDGET (dialog));
  assert_text_contains (body, "hostile.json: format: must not contain control characters");
  g_assert_cmpint (g_utf8_strlen (body, -1), <, 300);
  g_assert_null (strchr (body, '\n'));
  g_assert_true (cp_session_get_catalog (cp_window_get_session (window)) == builtin);
  gtk_window_destroy (dialog);

  cp_test_remove_tmpdir (dir);
  cp_test_close_window (window);
}

static void
test_compare_page (void)
{
  CpWindow *window = cp_test_new_window ();
  GtkWidget *page = GTK_WIDGET (cp_window_get_compare_page (window));
  CpCatalog *catalog = cp_session_get_catalog (cp_window_get_session (window));
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
  cp_session_choose_model (cp_window_get_session (window), "deepseek-v4-pro", FALSE);
  cp_session_choose_model (cp_window_get_session (window), "llama-65b", TRUE);
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

  cp_test_close_window (window);
}

/* Picks @unit_id in a compare page's unit list for @side, as a person
 * does in its drop-down. */
static void
choose_compare_unit (CpComparePage *page,
                     CpCatalog     *catalog,
                     guint          side,
                     const char    *unit_id)
{
  GtkWidget *row = template_child (page, CP_TYPE_COMPARE_PAGE, side == 0 ? "unit_a" : "unit_b");
  guint position;

  g_assert_true (g_list_store_find (G_LIST_STORE (cp_catalog_get_units (catalog)),
                                    cp_catalog_find_unit (catalog, unit_id), &position));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), position);
}

static void
assert_compare_cell (CpComparePage *page,
                     guint          row,
                     guint          column,
                     const char    *expected)
{
  g_autofree char *cell = cp_compare_page_dup_cell (page, row, column);

  g_assert_cmpstr (cell, ==, expected);
}

/* Another unit gets the count the chosen models need of it, not the count
 * the old unit had. */
static void
test_compare_unit_change (void)
{
  CpWindow *window = cp_test_new_window ();
  CpComparePage *page = cp_window_get_compare_page (window);
  CpCatalog *catalog = cp_session_get_catalog (cp_window_get_session (window));
  GtkSpinButton *count = GTK_SPIN_BUTTON (template_child (page, CP_TYPE_COMPARE_PAGE, "count_a"));

  /* DeepSeek V4 Pro needs 1,920 GB: one NVL72 (13,824 GB) holds it. */
  cp_compare_page_pick (page, 0, cp_catalog_find_unit (catalog, "rtx-5090-card"), 135);
  assert_compare_cell (page, 0, 1, "135 × GeForce RTX 5090 card");
  choose_compare_unit (page, catalog, 0, "gb200-nvl72");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (count), ==, 1);
  assert_compare_cell (page, 0, 1, "1 × NVIDIA GB200 NVL72");
  assert_compare_cell (page, CP_BUILD_FACT_PRICE + 1, 1, "$3,000,000");
  assert_compare_cell (page, CP_BUILD_FACT_POWER + 1, 1,
                       "120,000 W × 1 = 120,000 W, about 98 average US homes");
  g_assert_cmpint (cp_build_get_count (cp_compare_page_get_build (page, 0)), ==, 1);

  /* 1,920 GB is three DGX H100 of 640 GB; on the other side too. */
  choose_compare_unit (page, catalog, 1, "dgx-h100");
  assert_compare_cell (page, 0, 2, "3 × NVIDIA DGX H100");
  assert_compare_cell (page, CP_BUILD_FACT_PRICE + 1, 2, "$597,000");

  /* Desktop cards get the builds page's spreadsheet count: 1,920 / 24. */
  choose_compare_unit (page, catalog, 0, "rtx-4090-card");
  assert_compare_cell (page, 0, 1, "80 × GeForce RTX 4090 card");

  /* The count follows the models: with GLM 5.2 Max too, 2,823.6 GB. */
  cp_session_choose_model (cp_window_get_session (window), "glm-5.2-max", TRUE);
  choose_compare_unit (page, catalog, 0, "dgx-h100");
  assert_compare_cell (page, 0, 1, "5 × NVIDIA DGX H100");

  /* A count typed by hand stays while the unit does. */
  gtk_spin_button_set_value (count, 7);
  assert_compare_cell (page, 0, 1, "7 × NVIDIA DGX H100");

  /* The units picked stay when the models or the workload change (DGX
   * B200 went back to the page's own pick); their counts follow. */
  choose_compare_unit (page, catalog, 1, "dgx-b200");
  cp_session_set_workload_enabled (cp_window_get_session (window), TRUE);
  cp_test_spin ();
  g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_build_get_unit (cp_compare_page_get_build (page, 1)))), ==,
                   "dgx-b200");
  g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_build_get_unit (cp_compare_page_get_build (page, 0)))), ==,
                   "dgx-h100");
  cp_session_choose_model (cp_window_get_session (window), "glm-5.2-max", FALSE);
  cp_test_spin ();
  g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_build_get_unit (cp_compare_page_get_build (page, 1)))), ==,
                   "dgx-b200");
  assert_compare_cell (page, 0, 1, "3 × NVIDIA DGX H100");

  /* Reset: the page's own picks again. */
  g_signal_emit_by_name (cp_test_find_button (GTK_WIDGET (page), "_Reset to the Chosen Models’ Builds"), "clicked");
  cp_test_spin ();
  g_assert_true (cp_unit_get_desktop (cp_build_get_unit (cp_compare_page_get_build (page, 0))));
  g_assert_cmpstr (cp_item_get_id (CP_ITEM (cp_build_get_unit (cp_compare_page_get_build (page, 1)))), !=,
                   "dgx-b200");

  cp_test_close_window (window);
}

/* The rows where two builds differ are marked with a sign (and said to
 * screen readers), the rows where they agree are not. */
static void
test_compare_differs (void)
{
  CpWindow *window = cp_test_new_window ();
  CpComparePage *page = cp_window_get_compare_page (window);
  CpCatalog *catalog = cp_session_get_catalog (cp_window_get_session (window));
  GtkGrid *table = GTK_GRID (template_child (page, CP_TYPE_COMPARE_PAGE, "table"));

  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (template_child (window, CP_TYPE_WINDOW, "view_stack")),
                                         "compare");
  cp_compare_page_pick (page, 0, cp_catalog_find_unit (catalog, "dgx-h100"), 3);
  cp_compare_page_pick (page, 1, cp_catalog_find_unit (catalog, "gb200-nvl72"), 1);
  cp_test_wait_for_drawing (GTK_WIDGET (table));

  for (guint fact = 0; fact < CP_N_BUILD_FACTS; fact++)
    {
      g_autofree char *left = cp_compare_page_dup_cell (page, fact + 1, 1);
      g_autofree char *right = cp_compare_page_dup_cell (page, fact + 1, 2);
      /* The same tier claims, the same failover and scheduling. */
      gboolean same = fact == CP_BUILD_FACT_FAILOVER || fact == CP_BUILD_FACT_SCHEDULING;
      GtkWidget *mark = gtk_widget_get_first_child (gtk_grid_get_child_at (table, 0, fact + 1));
      GtkWidget *heading = gtk_widget_get_next_sibling (mark);

      g_assert_cmpint (g_str_equal (left, right), ==, same);
      g_assert_cmpint (cp_compare_page_get_row_differs (page, fact + 1), ==, !same);
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (mark)), ==, "≠");
      g_assert_cmpint (gtk_widget_get_child_visible (mark), ==, !same);
      g_assert_cmpint (gtk_widget_get_mapped (mark), ==, !same);
      if (same)
        g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (heading),
                                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
      else
        gtk_test_accessible_assert_property (GTK_ACCESSIBLE (heading), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                             "The two builds differ here");
    }
  g_assert_false (cp_compare_page_get_row_differs (page, 0));

  /* The same build on both sides differs nowhere. */
  cp_compare_page_pick (page, 0, cp_catalog_find_unit (catalog, "gb200-nvl72"), 1);
  for (guint row = 0; row <= CP_N_BUILD_FACTS; row++)
    g_assert_false (cp_compare_page_get_row_differs (page, row));

  cp_test_close_window (window);
}

typedef struct
{
  GtkWidget *window;
  int        width;
} WindowWidth;

/* The window's size is what was asked for less what its decorations
 * take. */
static gboolean
has_width (gpointer data)
{
  WindowWidth *w = data;

  return ABS (gtk_widget_get_width (w->window) - w->width) <= 16;
}

static graphene_rect_t
bounds_in (gpointer widget,
           gpointer ancestor)
{
  graphene_rect_t r;

  g_assert_true (gtk_widget_compute_bounds (widget, ancestor, &r));

  return r;
}

/* The two diagrams stand under their builds' columns wherever the columns
 * are side by side, at the columns' places and widths, and stack where the
 * columns stack. */
static void
test_compare_diagrams_under_columns (void)
{
  static const int widths[] = { 2560, 1920, 1280, 1024, 800, 600, 2560 };
  CpWindow *window = cp_test_new_window ();
  CpComparePage *page = cp_window_get_compare_page (window);
  GtkWidget *stack = template_child (window, CP_TYPE_WINDOW, "view_stack");
  GtkWidget *columns[2], *diagrams[2];
  GtkFlowBox *flow = GTK_FLOW_BOX (template_child (page, CP_TYPE_COMPARE_PAGE, "diagrams"));

  columns[0] = template_child (page, CP_TYPE_COMPARE_PAGE, "column_a");
  columns[1] = template_child (page, CP_TYPE_COMPARE_PAGE, "column_b");
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), "compare");
  for (guint side = 0; side < 2; side++)
    diagrams[side] = gtk_flow_box_child_get_child (gtk_flow_box_get_child_at_index (flow, side));

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      WindowWidth wanted = { GTK_WIDGET (window), widths[i] };
      graphene_rect_t a, b, da, db;

      gtk_window_set_default_size (GTK_WINDOW (window), widths[i], 1000);
      cp_test_wait_for (has_width, &wanted);
      cp_test_wait_for_drawing (diagrams[1]);

      a = bounds_in (columns[0], page);
      b = bounds_in (columns[1], page);
      da = bounds_in (diagrams[0], page);
      db = bounds_in (diagrams[1], page);
      g_test_message ("%d px: columns at %.0f and %.0f, diagrams at %.0f, %.0f and %.0f, %.0f",
                      widths[i], a.origin.x, b.origin.x, da.origin.x, da.origin.y, db.origin.x, db.origin.y);

      /* Wide windows have room for two columns. */
      if (widths[i] >= 1280)
        g_assert_cmpfloat (a.origin.y, ==, b.origin.y);

      if (a.origin.y == b.origin.y)
        {
          g_assert_cmpfloat (da.origin.y, ==, db.origin.y);
          g_assert_cmpfloat_with_epsilon (da.origin.x, a.origin.x, 6.5);
          g_assert_cmpfloat_with_epsilon (da.size.width, a.size.width, 12.5);
          g_assert_cmpfloat_with_epsilon (db.origin.x, b.origin.x, 6.5);
          g_assert_cmpfloat_with_epsilon (db.size.width, b.size.width, 12.5);
          /* Wide enough to be drawn in full, not as on a card. */
          g_assert_false (cp_diagram_layout_get_compact (cp_diagram_view_get_layout (CP_DIAGRAM_VIEW (diagrams[0]))));
        }
      else
        {
          g_assert_cmpfloat (da.origin.y, <, db.origin.y);
          g_assert_cmpfloat (da.origin.x, ==, db.origin.x);
        }
    }

  cp_test_close_window (window);
}

static gboolean
compare_is_stacked (gpointer page)
{
  return cp_compare_page_get_stacked (page);
}

static gboolean
compare_is_side_by_side (gpointer page)
{
  return !cp_compare_page_get_stacked (page);
}

/* At a phone's 360 pixels each row's heading stands above its two
 * figures, which share the width (beside them, the headings' column left
 * each figure a few letters a line: "NVIDI-A DGX"); wide again, the
 * heading is back beside them. */
static void
test_compare_narrow (void)
{
  CpWindow *window = cp_test_new_window ();
  CpComparePage *page = cp_window_get_compare_page (window);
  GtkWidget *stack = template_child (window, CP_TYPE_WINDOW, "view_stack");
  WindowWidth narrow = { GTK_WIDGET (window), 360 };
  WindowWidth wide = { GTK_WIDGET (window), 1400 };
  GtkWidget *heading, *left, *right;
  graphene_rect_t h, l, r;

  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), "compare");
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 900);
  cp_test_wait_for (has_width, &narrow);
  cp_test_wait_for (compare_is_stacked, page);

  heading = cp_test_find_label (GTK_WIDGET (page), "Memory pooling");
  left = cp_test_find_label (GTK_WIDGET (page), "No — each card is isolated");
  right = cp_test_find_label (GTK_WIDGET (page), "Yes — all 24 GPUs are one pool");
  g_assert_nonnull (heading);
  g_assert_nonnull (left);
  g_assert_nonnull (right);
  cp_test_wait_for_drawing (right);
  h = bounds_in (heading, GTK_WIDGET (page));
  l = bounds_in (left, GTK_WIDGET (page));
  r = bounds_in (right, GTK_WIDGET (page));
  g_assert_cmpfloat (h.origin.y + h.size.height, <=, l.origin.y);
  g_assert_cmpfloat (l.origin.y, ==, r.origin.y);
  g_assert_cmpfloat (l.origin.x, <, h.origin.x + 40);
  g_assert_cmpfloat_with_epsilon (l.size.width, r.size.width, 1.5);

  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  cp_test_wait_for (has_width, &wide);
  cp_test_wait_for (compare_is_side_by_side, page);
  cp_test_wait_for_drawing (right);
  h = bounds_in (heading, GTK_WIDGET (page));
  l = bounds_in (left, GTK_WIDGET (page));
  g_assert_cmpfloat (h.origin.y, ==, l.origin.y);
  g_assert_cmpfloat (h.origin.x + h.size.width, <, l.origin.x);

  cp_test_close_window (window);
}

/* With no model chosen, a new unit is one of it. */
static void
test_compare_unit_change_no_models (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  CpComparePage *page = g_object_ref_sink (g_object_new (CP_TYPE_COMPARE_PAGE, NULL));
  GtkSpinButton *count = GTK_SPIN_BUTTON (template_child (page, CP_TYPE_COMPARE_PAGE, "count_b"));

  g_assert_no_error (error);
  cp_compare_page_set_catalog (page, catalog);
  cp_compare_page_set_plan (page, NULL);
  cp_compare_page_pick (page, 1, cp_catalog_find_unit (catalog, "rtx-5090-card"), 135);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (count), ==, 135);
  choose_compare_unit (page, catalog, 1, "gb200-nvl72");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (count), ==, 1);

  g_assert_finalize_object (page);
}

/* A store whose catalog claims other things of its tiers: the compare
 * page says what the catalog claims, and nothing of its own. */
static void
test_compare_claims (void)
{
  static const char text[] =
    "{ \"format\": \"cluster-planner-catalog\", \"version\": 1, \"currency\": \"USD\",\n"
    "  \"links\": [ { \"id\": \"pcie\", \"name\": \"PCIe\", \"bandwidth_gb_s\": 64 },\n"
    "               { \"id\": \"nvlink\", \"name\": \"NVLink\", \"bandwidth_gb_s\": 900 } ],\n"
    "  \"gpus\": [ { \"id\": \"card\", \"name\": \"Card\", \"memory_gb\": 24, \"power_w\": 450,\n"
    "              \"grade\": \"desktop\", \"source\": \"test\" },\n"
    "            { \"id\": \"sxm\", \"name\": \"SXM\", \"memory_gb\": 80, \"power_w\": 700,\n"
    "              \"grade\": \"datacenter\", \"source\": \"test\" } ],\n"
    "  \"tiers\": [ { \"id\": \"desk\", \"name\": \"Desk\", \"recommendable\": false,\n"
    "               \"claims\": { \"failover\": \"Swap the card yourself\",\n"
    "                           \"scheduling\": \"A shared calendar\", \"source\": \"Shop FAQ\" } },\n"
    "             { \"id\": \"rack\", \"name\": \"Rack\", \"recommendable\": true,\n"
    "               \"claims\": { \"failover\": \"A spare node on site\",\n"
    "                           \"scheduling\": \"Our own queue\", \"source\": \"Shop FAQ\" } } ],\n"
    "  \"units\": [ { \"id\": \"desk-card\", \"name\": \"Desk card\", \"tier\": \"desk\",\n"
    "               \"gpu\": \"card\", \"gpu_count\": 1, \"nvlink_domain_gpus\": 0,\n"
    "               \"intra_link\": \"pcie\", \"scale_out_link\": \"pcie\",\n"
    "               \"pooled_scale_out\": false, \"power_w\": 450, \"price_usd\": 2000,\n"
    "               \"source\": \"test\" },\n"
    "             { \"id\": \"box\", \"name\": \"Box\", \"tier\": \"rack\", \"gpu\": \"sxm\",\n"
    "               \"gpu_count\": 8, \"nvlink_domain_gpus\": 8, \"intra_link\": \"nvlink\",\n"
    "               \"scale_out_link\": \"nvlink\", \"pooled_scale_out\": true,\n"
    "               \"power_w\": 10000, \"price_usd\": 200000, \"source\": \"test\" } ],\n"
    "  \"models\": [ { \"id\": \"m\", \"name\": \"M\", \"min_memory_gb\": 100, \"source\": \"test\" } ],\n"
    "  \"comparisons\": [] }\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, strlen (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_from_bytes (bytes, "shop.json", &error);
  CpModel *model;
  g_autoptr(CpPlan) plan = NULL;
  CpComparePage *page;
  static const struct { guint row; guint side; const char *text; } cells[] = {
    { CP_BUILD_FACT_FAILOVER + 1, 1, "Swap the card yourself" },
    { CP_BUILD_FACT_SCHEDULING + 1, 1, "A shared calendar" },
    { CP_BUILD_FACT_FAILOVER + 1, 2, "A spare node on site" },
    { CP_BUILD_FACT_SCHEDULING + 1, 2, "Our own queue" },
  };

  g_assert_no_error (error);
  model = cp_catalog_find_model (catalog, "m");
  plan = cp_test_catalog_plan (catalog, &model, 1, &error);
  g_assert_no_error (error);

  page = g_object_ref_sink (g_object_new (CP_TYPE_COMPARE_PAGE, NULL));
  cp_compare_page_set_catalog (page, catalog);
  cp_compare_page_set_plan (page, plan);
  cp_compare_page_pick (page, 0, cp_catalog_find_unit (catalog, "desk-card"), 5);
  cp_compare_page_pick (page, 1, cp_catalog_find_unit (catalog, "box"), 1);

  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    {
      g_autofree char *cell = cp_compare_page_dup_cell (page, cells[i].row, cells[i].side);

      g_assert_cmpstr (cell, ==, cells[i].text);
    }

  g_assert_finalize_object (page);
}

static gboolean
shows_three_units (gpointer view)
{
  return g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (view))) == 3;
}

static void
test_catalog_page (void)
{
  CpWindow *window = cp_test_new_window ();
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
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (GTK_COLUMN_VIEW (models)))), ==, N_BUILTIN_MODELS);

  /* Sorting by price, ascending then descending. */
  price = g_list_model_get_item (columns, 3);
  g_assert_cmpstr (gtk_column_view_column_get_title (price), ==, "Price");
  gtk_column_view_sort_by_column (GTK_COLUMN_VIEW (units), price, GTK_SORT_ASCENDING);
  cheapest = g_list_model_get_item (shown, 0);
  g_assert_cmpstr (cp_item_get_id (CP_ITEM (cheapest)), ==, "rtx-4090-card");
  gtk_column_view_sort_by_column (GTK_COLUMN_VIEW (units), price, GTK_SORT_DESCENDING);
  dearest = g_list_model_get_item (shown, 0);
  g_assert_cmpstr (cp_item_get_id (CP_ITEM (dearest)), ==, "gb200-nvl72");

  /* Searching narrows every table at once. */
  gtk_editable_set_text (GTK_EDITABLE (search), "dgx");
  cp_test_wait_for (shows_three_units, units);

  cp_test_close_window (window);
}

static void
test_export_diagram (void)
{
  CpWindow *window = cp_test_new_window ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = cp_test_make_tmpdir ("cp-window");
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
  cp_test_close_window (window);
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
  g_test_add_func ("/cluster-planner/window/reasons-three-models", test_reasons_three_models);
  g_test_add_func ("/cluster-planner/window/zero-spare-warning", test_zero_spare_warning);
  g_test_add_func ("/cluster-planner/window/development-card", test_development_card);
  g_test_add_func ("/cluster-planner/window/choose-card", test_choose_card);
  g_test_add_func ("/cluster-planner/window/new-plan-shows-recommendation", test_new_plan_shows_recommendation);
  g_test_add_func ("/cluster-planner/window/first-frame-cards", test_first_frame_cards);
  g_test_add_func ("/cluster-planner/window/filter", test_filter);
  g_test_add_func ("/cluster-planner/window/custom-model-validation", test_custom_model_validation);
  g_test_add_func ("/cluster-planner/window/custom-model-in-plan", test_custom_model_in_plan);
  g_test_add_func ("/cluster-planner/window/custom-model-named", test_custom_model_named);
  g_test_add_func ("/cluster-planner/window/toast-plain-text", test_toast_plain_text);
  g_test_add_func ("/cluster-planner/window/plan-full", test_plan_full);
  g_test_add_func ("/cluster-planner/window/long-name-sidebar", test_long_name_sidebar);
  g_test_add_func ("/cluster-planner/window/long-name-window", test_long_name_window);
  g_test_add_func ("/cluster-planner/window/figures-aligned", test_figures_aligned);
  g_test_add_func ("/cluster-planner/window/narrow-in-every-language", test_narrow_in_every_language);
  g_test_add_func ("/cluster-planner/window/switcher-names-pages", test_switcher_names_pages);
  g_test_add_func ("/cluster-planner/window/bad-catalog-dialog", test_bad_catalog_dialog);
  g_test_add_func ("/cluster-planner/window/hostile-catalog-dialog", test_hostile_catalog_dialog);
  g_test_add_func ("/cluster-planner/window/compare-page", test_compare_page);
  g_test_add_func ("/cluster-planner/window/compare-narrow", test_compare_narrow);
  g_test_add_func ("/cluster-planner/window/compare-claims", test_compare_claims);
  g_test_add_func ("/cluster-planner/window/compare-unit-change", test_compare_unit_change);
  g_test_add_func ("/cluster-planner/window/compare-differs", test_compare_differs);
  g_test_add_func ("/cluster-planner/window/compare-diagrams-under-columns",
                   test_compare_diagrams_under_columns);
  g_test_add_func ("/cluster-planner/window/compare-unit-change-no-models",
                   test_compare_unit_change_no_models);
  g_test_add_func ("/cluster-planner/window/catalog-page", test_catalog_page);
  g_test_add_func ("/cluster-planner/window/export-diagram", test_export_diagram);

  return g_test_run ();
}
