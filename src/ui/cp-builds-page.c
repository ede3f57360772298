/* cp-builds-page.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-builds-page"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-build-card.h"
#include "cp-build-words.h"
#include "cp-build.h"
#include "cp-builds-page.h"
#include "cp-format.h"
#include "cp-model.h"
#include "cp-plan.h"
#include "cp-session.h"

/* The chosen models' memory; the recommendation and why, and the build
 * with the most room to grow where one has far more; then one card per
 * tier in catalog order. One card is chosen (the recommended one at
 * first): it says so and shows how it is wired. A new plan brings the
 * recommendation into view; a card chosen by the person is kept in view
 * as it grows. */
struct _CpBuildsPage
{
  AdwBin             parent_instance;

  /* The plan shown is the session's, and so is the build picked: the page
   * follows both, and tells the session when the person picks a card. */
  CpSession         *session;
  CpPlan            *plan;
  CpBuild           *chosen;
  /* Waiting for the frame that lays the chosen card out, to scroll it
   * into view. */
  GdkFrameClock     *reveal_clock;
  gulong             reveal_handler;
  /* The first time the page is shown, the cards below the fold wait for
   * the frame after the first: see defer_unseen_cards(). */
  gboolean           shown_before;
  gboolean           deferring;
  GdkFrameClock     *defer_clock;
  gulong             defer_layout_handler;
  gulong             defer_paint_handler;

  AdwStatusPage     *error_page;
  GtkProgressBar    *planning_bar;
  GtkScrolledWindow *scroller;
  GtkLabel          *heading_label;
  GtkLabel          *requirement_label;
  GtkWidget         *summary_button;
  GtkImage          *summary_icon;
  GtkLabel          *summary_title;
  GtkLabel          *summary_numbers;
  GtkLabel          *summary_reason;
  GtkWidget         *summary_warning;
  GtkLabel          *summary_warning_label;
  GtkWidget         *room_button;
  GtkLabel          *room_title;
  GtkLabel          *room_detail;
  GtkListBox        *cards;
  AdwBin            *workload_slot;
};

G_DEFINE_FINAL_TYPE (CpBuildsPage, cp_builds_page, ADW_TYPE_BIN)

static void     cp_builds_page_set_plan     (CpBuildsPage *self,
                                             CpPlan       *plan);
static CpBuild *cp_builds_page_get_selected (CpBuildsPage *self);
static void     cp_builds_page_select_build (CpBuildsPage *self,
                                             CpBuild      *build);

enum {
  PROP_0,
  PROP_PLAN,
  PROP_SELECTED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Shows @build on the card of @row. */
static void
show_build (GtkListBoxRow *row,
            CpBuild       *build)
{
  GtkWidget *card = gtk_list_box_row_get_child (row);
  g_autofree char *summary = NULL;

  cp_build_card_set_build (CP_BUILD_CARD (card), build);
  summary = cp_build_card_dup_summary (CP_BUILD_CARD (card));

  /* The row is what takes keyboard focus, so it is what a screen reader
   * announces. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, summary,
                                  -1);
}

static GtkWidget *
create_card_cb (gpointer item,
                gpointer user_data)
{
  CpBuildsPage *self = user_data;
  GtkWidget *card = cp_build_card_new (NULL);
  GtkWidget *row = gtk_list_box_row_new ();
  gboolean chosen = item == self->chosen;

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), card);
  show_build (GTK_LIST_BOX_ROW (row), CP_BUILD (item));
  cp_build_card_set_chosen (CP_BUILD_CARD (card), chosen);
  gtk_accessible_update_state (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_STATE_SELECTED, chosen, -1);
  if (chosen)
    gtk_widget_add_css_class (row, "chosen");

  return row;
}

static CpBuild *
row_build (GtkListBoxRow *row)
{
  return cp_build_card_get_build (CP_BUILD_CARD (gtk_list_box_row_get_child (row)));
}

static GtkListBoxRow *
find_row (CpBuildsPage *self,
          CpBuild      *build)
{
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->cards, i)) != NULL; i++)
    if (row_build (row) == build)
      return row;

  return NULL;
}

/* Every card says whether it is the chosen one. */
static void
update_chosen (CpBuildsPage *self)
{
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->cards, i)) != NULL; i++)
    {
      gboolean chosen = row_build (row) == self->chosen;

      cp_build_card_set_chosen (CP_BUILD_CARD (gtk_list_box_row_get_child (row)), chosen);
      gtk_accessible_update_state (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_STATE_SELECTED, chosen, -1);
      if (chosen)
        gtk_widget_add_css_class (GTK_WIDGET (row), "chosen");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (row), "chosen");
    }
}

/* What the scrolled window shows, in its own coordinates. */
static GtkWidget *
get_scrolled_content (CpBuildsPage *self)
{
  GtkWidget *viewport = gtk_scrolled_window_get_child (self->scroller);

  return GTK_IS_VIEWPORT (viewport) ? gtk_viewport_get_child (GTK_VIEWPORT (viewport)) : viewport;
}

static void
stop_reveal (CpBuildsPage *self)
{
  /* A frame clock that went with its window has dropped its handlers. */
  if (self->reveal_clock != NULL &&
      g_signal_handler_is_connected (self->reveal_clock, self->reveal_handler))
    g_signal_handler_disconnect (self->reveal_clock, self->reveal_handler);
  self->reveal_handler = 0;
  g_clear_object (&self->reveal_clock);
}

/* Scrolls as little as it takes to show the chosen card, its top first:
 * the drawing it now shows large is where the person is looking, not off
 * the bottom of the window. */
static void
reveal_chosen_cb (GdkFrameClock *clock,
                  CpBuildsPage  *self)
{
  GtkAdjustment *vadjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  GtkListBoxRow *row = self->chosen != NULL ? find_row (self, self->chosen) : NULL;
  graphene_rect_t bounds;
  double value, page, top, bottom;

  stop_reveal (self);

  if (row == NULL ||
      !gtk_widget_compute_bounds (GTK_WIDGET (row), get_scrolled_content (self), &bounds))
    return;

  value = gtk_adjustment_get_value (vadjustment);
  page = gtk_adjustment_get_page_size (vadjustment);
  top = bounds.origin.y;
  bottom = top + bounds.size.height;

  if (bottom > value + page)
    value = MIN (top, bottom - page);
  if (top < value)
    value = top;

  gtk_adjustment_set_value (vadjustment, value);
}

/* How many cards are shown before the first frame. */
#define CARDS_FIRST 2

/* Shows or hides the cards after the first CARDS_FIRST. */
static void
set_later_cards_visible (CpBuildsPage *self,
                         gboolean      visible)
{
  GtkListBoxRow *row;

  for (int i = CARDS_FIRST; (row = gtk_list_box_get_row_at_index (self->cards, i)) != NULL; i++)
    gtk_widget_set_visible (GTK_WIDGET (row), visible);
}

/* Shows every card, the ones held back for the first frame too. */
static void
show_deferred_cards (CpBuildsPage *self)
{
  if (!self->deferring)
    return;

  self->deferring = FALSE;
  if (self->defer_clock != NULL)
    {
      if (g_signal_handler_is_connected (self->defer_clock, self->defer_layout_handler))
        g_signal_handler_disconnect (self->defer_clock, self->defer_layout_handler);
      if (g_signal_handler_is_connected (self->defer_clock, self->defer_paint_handler))
        g_signal_handler_disconnect (self->defer_clock, self->defer_paint_handler);
      self->defer_layout_handler = self->defer_paint_handler = 0;
      g_clear_object (&self->defer_clock);
    }

  set_later_cards_visible (self, TRUE);
}

/* Laid out for the first frame: when the window is tall enough to show
 * more than the first cards, all of them are laid out again for this same
 * frame (GDK repeats the layout phase when it is asked to), so that no
 * card the person could see comes a frame late. */
static void
defer_layout_cb (GdkFrameClock *clock,
                 CpBuildsPage  *self)
{
  GtkAdjustment *vadjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  GtkListBoxRow *last = gtk_list_box_get_row_at_index (self->cards, CARDS_FIRST - 1);
  graphene_rect_t bounds;

  if (last == NULL ||
      !gtk_widget_compute_bounds (GTK_WIDGET (last), get_scrolled_content (self), &bounds) ||
      bounds.size.height <= 0)
    return;

  if (bounds.origin.y + bounds.size.height <
      gtk_adjustment_get_value (vadjustment) + gtk_adjustment_get_page_size (vadjustment))
    show_deferred_cards (self);
}

static void
defer_paint_cb (GdkFrameClock *clock,
                CpBuildsPage  *self)
{
  show_deferred_cards (self);
}

/* The window's first frame is drawn before the person sees anything, and
 * what it costs is the wait for the app to start: measuring and drawing
 * cards below the fold (their words, their drawings) would add to it and
 * show nothing. So until the page is first shown, the cards after the
 * first ones are hidden, and they join in the frame after the first,
 * unless the first frame has room for them (defer_layout_cb) or the page
 * is to scroll to one of them. */
static void
defer_unseen_cards (CpBuildsPage *self)
{
  if (self->shown_before || self->deferring)
    return;

  self->deferring = TRUE;
  set_later_cards_visible (self, FALSE);
}

/* The page is shown for the first time: the frame it is drawn in decides
 * when the held-back cards come. */
static void
watch_first_frame (CpBuildsPage *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  self->shown_before = TRUE;
  if (!self->deferring)
    return;

  if (clock == NULL)
    {
      show_deferred_cards (self);
      return;
    }

  self->defer_clock = g_object_ref (clock);
  self->defer_layout_handler = g_signal_connect (clock, "layout", G_CALLBACK (defer_layout_cb), self);
  self->defer_paint_handler = g_signal_connect (clock, "after-paint", G_CALLBACK (defer_paint_cb), self);
}

/* Once the frame that lays the chosen card out has been drawn. */
static void
reveal_chosen (CpBuildsPage *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  show_deferred_cards (self);
  stop_reveal (self);
  if (clock == NULL)
    return;

  self->reveal_clock = g_object_ref (clock);
  self->reveal_handler = g_signal_connect (clock, "after-paint", G_CALLBACK (reveal_chosen_cb), self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
choose (CpBuildsPage *self,
        CpBuild      *build)
{
  if (!g_set_object (&self->chosen, build))
    return;

  update_chosen (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

/* The person picked @build: the session's pick from now on. Only the
 * person's choice goes to the session; the page following the session
 * does not, so nothing comes back. */
static void
pick (CpBuildsPage *self,
      CpBuild      *build)
{
  choose (self, build);
  if (self->session != NULL && build != NULL)
    cp_session_select_tier (self->session, cp_item_get_id (CP_ITEM (cp_build_get_tier (build))));
}

/* The person chose a card: by a click, Enter or Space. */
static void
row_activated_cb (CpBuildsPage  *self,
                  GtkListBoxRow *row)
{
  pick (self, row_build (row));
  reveal_chosen (self);
}

/* Chooses @build's card, takes the focus there and shows it. */
static void
go_to_build (CpBuildsPage *self,
             CpBuild      *build)
{
  GtkListBoxRow *row;

  show_deferred_cards (self);
  row = build != NULL ? find_row (self, build) : NULL;
  if (row == NULL)
    return;

  pick (self, build);
  gtk_widget_grab_focus (GTK_WIDGET (row));
  reveal_chosen (self);
}

static void
summary_clicked_cb (CpBuildsPage *self)
{
  go_to_build (self, self->plan ? cp_plan_get_recommended (self->plan) : NULL);
}

static void
room_clicked_cb (CpBuildsPage *self)
{
  go_to_build (self, self->plan ? cp_plan_get_most_room (self->plan) : NULL);
}

/* Shows @text in @label, or hides @widget (the label or what holds it)
 * when there is none. */
static void
set_optional_text (GtkLabel   *label,
                   GtkWidget  *widget,
                   const char *text)
{
  gtk_label_set_label (label, text != NULL ? text : "");
  gtk_widget_set_visible (widget, text != NULL);
}

/* A button is named by its label property; these buttons' labels are
 * their children, so they are named for screen readers explicitly, by the
 * lines they show. */
static void
name_button (GtkWidget  *button,
             GtkLabel  **labels,
             guint       n_labels)
{
  g_autoptr(GString) name = g_string_new (NULL);

  for (guint i = 0; i < n_labels; i++)
    {
      const char *text = gtk_label_get_label (labels[i]);

      /* A line not shown has no text. */
      if (text == NULL || *text == '\0')
        continue;
      if (name->len > 0)
        g_string_append (name, ". ");
      g_string_append (name, text);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name->str,
                                  -1);
}

/* The build with far more room to grow than the recommendation, and how
 * much, where there is one. */
static void
update_room (CpBuildsPage *self)
{
  CpBuild *most_room = cp_plan_get_most_room (self->plan);
  g_autofree char *build = NULL;
  g_autofree char *title = NULL;
  g_autofree char *reason = NULL;
  GtkLabel *labels[2] = { self->room_title, self->room_detail };

  gtk_widget_set_visible (self->room_button, most_room != NULL);
  if (most_room == NULL)
    return;

  build = cp_build_dup_title (most_room);
  /* TRANSLATORS: e.g. "Most room to grow: 1 × NVIDIA GB200 NVL72
   * (Mid-Size Growth Cluster)" */
  title = g_strdup_printf (_("Most room to grow: %s (%s)"), build,
                           cp_item_get_name (CP_ITEM (cp_build_get_tier (most_room))));
  reason = cp_build_dup_reason (most_room);
  gtk_label_set_label (self->room_title, title);
  gtk_label_set_label (self->room_detail, reason);
  name_button (self->room_button, labels, G_N_ELEMENTS (labels));
}

/* The answer first: the recommended build, its three combined numbers and
 * why it is the one, above the cards of every tier. */
static void
update_summary (CpBuildsPage *self)
{
  CpBuild *recommended = cp_plan_get_recommended (self->plan);
  g_autofree char *title = NULL;
  g_autofree char *numbers = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *warning = NULL;
  GtkLabel *labels[4] = { self->summary_title, self->summary_numbers,
                          self->summary_reason, self->summary_warning_label };

  gtk_widget_set_sensitive (self->summary_button, recommended != NULL);

  if (recommended == NULL)
    {
      gtk_image_set_from_icon_name (self->summary_icon, "dialog-warning-symbolic");
      gtk_label_set_label (self->summary_title,
                           _("No build this store recommends can run this"));
      gtk_label_set_label (self->summary_numbers,
                           _("Try fewer models, or a catalog with larger systems."));
    }
  else
    {
      g_autofree char *build = cp_build_dup_title (recommended);
      g_autofree char *memory = cp_format_memory (cp_build_get_memory_mb (recommended));
      g_autofree char *power = cp_format_power (cp_build_get_power_w (recommended));
      g_autofree char *price = cp_format_price (cp_build_get_price_cents (recommended));

      gtk_image_set_from_icon_name (self->summary_icon, "starred-symbolic");
      /* TRANSLATORS: e.g. "Recommended: 3 × NVIDIA DGX H100 (Startup Build)" */
      title = g_strdup_printf (_("Recommended: %s (%s)"), build,
                               cp_item_get_name (CP_ITEM (cp_build_get_tier (recommended))));
      /* TRANSLATORS: the three combined numbers: memory, power, price */
      numbers = g_strdup_printf (_("%s of GPU memory · %s · %s"), memory, power, price);
      gtk_label_set_label (self->summary_title, title);
      gtk_label_set_label (self->summary_numbers, numbers);
      reason = cp_build_dup_reason (recommended);
      warning = cp_build_dup_spare_warning (recommended);
    }

  set_optional_text (self->summary_reason, GTK_WIDGET (self->summary_reason), reason);
  set_optional_text (self->summary_warning_label, self->summary_warning, warning);
  name_button (self->summary_button, labels, G_N_ELEMENTS (labels));

  update_room (self);
}

static void
cp_builds_page_dispose (GObject *object)
{
  CpBuildsPage *self = (CpBuildsPage *) object;

  stop_reveal (self);
  show_deferred_cards (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), CP_TYPE_BUILDS_PAGE);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_object (&self->plan);
  g_clear_object (&self->chosen);

  G_OBJECT_CLASS (cp_builds_page_parent_class)->dispose (object);
}

static void
cp_builds_page_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  CpBuildsPage *self = CP_BUILDS_PAGE (object);

  switch (prop_id)
    {
    case PROP_PLAN:
      g_value_set_object (value, self->plan);
      break;

    case PROP_SELECTED:
      g_value_set_object (value, cp_builds_page_get_selected (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_builds_page_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  CpBuildsPage *self = CP_BUILDS_PAGE (object);

  switch (prop_id)
    {
    case PROP_PLAN:
      cp_builds_page_set_plan (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_builds_page_map (GtkWidget *widget)
{
  CpBuildsPage *self = CP_BUILDS_PAGE (widget);

  GTK_WIDGET_CLASS (cp_builds_page_parent_class)->map (widget);

  if (!self->shown_before)
    watch_first_frame (self);
}

static void
cp_builds_page_unmap (GtkWidget *widget)
{
  show_deferred_cards (CP_BUILDS_PAGE (widget));

  GTK_WIDGET_CLASS (cp_builds_page_parent_class)->unmap (widget);
}

static void
cancel_planning_cb (CpBuildsPage *self)
{
  if (self->session != NULL)
    cp_session_cancel_planning (self->session);
}

static void
cp_builds_page_class_init (CpBuildsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cp_builds_page_dispose;
  object_class->get_property = cp_builds_page_get_property;
  object_class->set_property = cp_builds_page_set_property;
  widget_class->map = cp_builds_page_map;
  widget_class->unmap = cp_builds_page_unmap;

  properties[PROP_PLAN] =
    g_param_spec_object ("plan", NULL, NULL, CP_TYPE_PLAN,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED] =
    g_param_spec_object ("selected", NULL, NULL, CP_TYPE_BUILD,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/bektursun/ClusterPlanner/ui/cp-builds-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, error_page);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, planning_bar);
  gtk_widget_class_bind_template_callback (widget_class, cancel_planning_cb);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, heading_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, requirement_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, summary_button);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, summary_icon);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, summary_title);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, summary_numbers);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, summary_reason);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, summary_warning);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, summary_warning_label);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, room_button);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, room_title);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, room_detail);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, cards);
  gtk_widget_class_bind_template_child (widget_class, CpBuildsPage, workload_slot);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, summary_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, room_clicked_cb);
}

static void
cp_builds_page_init (CpBuildsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Shows @builds on the cards there are when they are as many, of the same
 * tiers: a new plan for a new workload or model keeps its cards, and only
 * what they say changes. Returns whether it did. */
static gboolean
update_cards (CpBuildsPage *self,
              GListModel   *builds)
{
  guint n = g_list_model_get_n_items (builds);
  GtkListBoxRow *row;

  if (gtk_list_box_get_row_at_index (self->cards, n) != NULL)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CpBuild) build = g_list_model_get_item (builds, i);

      row = gtk_list_box_get_row_at_index (self->cards, i);
      if (row == NULL || cp_build_get_tier (row_build (row)) != cp_build_get_tier (build))
        return FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CpBuild) build = g_list_model_get_item (builds, i);

      show_build (gtk_list_box_get_row_at_index (self->cards, i), build);
    }

  return TRUE;
}

/**
 * cp_builds_page_set_plan:
 * @plan: (nullable): the plan to show, or %NULL when no model is chosen
 *
 * Shows @plan's builds, the recommended one picked.
 */
static void
cp_builds_page_set_plan (CpBuildsPage *self,
                         CpPlan       *plan)
{
  g_assert (CP_IS_BUILDS_PAGE (self));
  g_assert (!plan || CP_IS_PLAN (plan));

  if (!g_set_object (&self->plan, plan))
    return;

  show_deferred_cards (self);

  if (plan == NULL)
    {
      choose (self, NULL);
      gtk_list_box_bind_model (self->cards, NULL, NULL, NULL, NULL);
      gtk_stack_set_visible_child_name (GTK_STACK (adw_bin_get_child (ADW_BIN (self))), "empty");
    }
  else
    {
      guint n_models = g_list_model_get_n_items (cp_plan_get_models (plan));
      g_autofree char *names = cp_plan_dup_models_title (plan);
      g_autofree char *memory = cp_format_memory (cp_plan_get_required_mb (plan));
      g_autofree char *requirement = NULL;
      CpBuild *recommended = cp_plan_get_recommended (plan);

      /* One model or several: two messages, not a plural by count. */
      requirement = g_strdup_printf (n_models == 1 ? _("needs at least %s of GPU memory")
                                                   : _("need at least %s of GPU memory together"),
                                     memory);
      gtk_label_set_label (self->heading_label, names);
      gtk_label_set_label (self->requirement_label, requirement);

      update_summary (self);
      if (!update_cards (self, cp_plan_get_builds (plan)))
        {
          gtk_list_box_bind_model (self->cards, cp_plan_get_builds (plan), create_card_cb, self, NULL);
          defer_unseen_cards (self);
        }
      cp_builds_page_select_build (self, recommended);
      if (recommended == NULL)
        {
          g_autoptr(CpBuild) first = g_list_model_get_item (cp_plan_get_builds (plan), 0);

          cp_builds_page_select_build (self, first);
        }

      gtk_stack_set_visible_child_name (GTK_STACK (adw_bin_get_child (ADW_BIN (self))), "plan");

      /* A model ticked or unticked: the answer, at the top, is what
       * changed, wherever the page was scrolled to. */
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAN]);
}

/* Shows why there is no plan, for requirements too large to add up. */
static void
cp_builds_page_show_error (CpBuildsPage *self,
                           const char   *message)
{
  g_autofree char *escaped = NULL;

  g_assert (CP_IS_BUILDS_PAGE (self));

  escaped = g_markup_escape_text (message, -1);
  cp_builds_page_set_plan (self, NULL);
  /* A status page's description is markup; the message names files and
   * models, which may hold "&" or "<". */
  adw_status_page_set_description (self->error_page, escaped);
  gtk_stack_set_visible_child_name (GTK_STACK (adw_bin_get_child (ADW_BIN (self))), "error");
}

/* The build whose card is chosen: the one the quote and the drawing are
 * of. */
static CpBuild *
cp_builds_page_get_selected (CpBuildsPage *self)
{
  g_assert (CP_IS_BUILDS_PAGE (self));

  return self->chosen;
}

/**
 * cp_builds_page_select_build:
 * @build: (nullable): one of the plan's builds, or %NULL for none
 *
 * Chooses @build's card, as when the session picks it.
 */
static void
cp_builds_page_select_build (CpBuildsPage *self,
                             CpBuild      *build)
{
  g_assert (CP_IS_BUILDS_PAGE (self));
  g_assert (!build || CP_IS_BUILD (build));

  if (build != NULL && find_row (self, build) == NULL)
    return;

  choose (self, build);
}

static void
session_tier_cb (CpBuildsPage *self)
{
  cp_builds_page_select_build (self, cp_session_get_selected_build (self->session));
}

static void
session_plan_cb (CpBuildsPage *self)
{
  const GError *error = cp_session_get_plan_error (self->session);

  if (error != NULL)
    cp_builds_page_show_error (self, error->message);
  else
    cp_builds_page_set_plan (self, cp_session_get_plan (self->session));
  session_tier_cb (self);
}

/* A long sizing runs in a thread (cp_session_set_plan_in_thread()): the
 * page says so, how far it got, and offers to stop it. */
static void
session_planning_cb (CpBuildsPage *self)
{
  GtkStack *stack = GTK_STACK (adw_bin_get_child (ADW_BIN (self)));

  if (cp_session_get_planning (self->session))
    {
      gtk_progress_bar_set_fraction (self->planning_bar,
                                     cp_session_get_planning_progress (self->session));
      gtk_stack_set_visible_child_name (stack, "planning");
    }
  else if (g_strcmp0 (gtk_stack_get_visible_child_name (stack), "planning") == 0)
    {
      /* Stopped with no plan to follow: the plan there was, again. */
      g_clear_object (&self->plan);
      session_plan_cb (self);
    }
}

static void
session_progress_cb (CpBuildsPage *self)
{
  gtk_progress_bar_set_fraction (self->planning_bar,
                                 cp_session_get_planning_progress (self->session));
}

/**
 * cp_builds_page_set_session:
 * @session: the plan being made
 *
 * Shows @session's plan and the build it picked, as they change; a card
 * the person picks becomes the session's pick. Call it once.
 */
void
cp_builds_page_set_session (CpBuildsPage *self,
                            CpSession    *session)
{
  g_return_if_fail (CP_IS_BUILDS_PAGE (self));
  g_return_if_fail (CP_IS_SESSION (session));
  g_return_if_fail (self->session == NULL);

  self->session = g_object_ref (session);
  g_signal_connect_object (session, "plan-changed", G_CALLBACK (session_plan_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::selected-tier", G_CALLBACK (session_tier_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::planning", G_CALLBACK (session_planning_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::planning-progress", G_CALLBACK (session_progress_cb),
                           self, G_CONNECT_SWAPPED);
  session_plan_cb (self);
}

/* Puts @control (the window's workload control) above the builds. */
void
cp_builds_page_set_workload_control (CpBuildsPage *self,
                                     GtkWidget    *control)
{
  g_return_if_fail (CP_IS_BUILDS_PAGE (self));

  adw_bin_set_child (self->workload_slot, control);
}
