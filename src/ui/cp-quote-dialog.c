/* cp-quote-dialog.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-quote-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "cp-accessible-names.h"
#include "cp-build-words.h"
#include "cp-format.h"
#include "cp-preferences-window.h"
#include "cp-quote-dialog.h"
#include "cp-spin-numbers.h"

/* Asks what a quote needs just before it is exported or printed: it names
 * the build, says so when that build cannot run the models (and then goes
 * on only once the person confirms), asks who the quote is for — company,
 * contact, address, e-mail, offering the customers of earlier quotes as
 * the company is typed — and which services go with it. Enter confirms
 * and Escape cancels. On "continue" the customer goes into the quote and
 * ::quote-ready follows. */
struct _CpQuoteDialog
{
  AdwMessageDialog  parent_instance;

  CpQuote          *quote;
  CpQuotePurpose    purpose;
  GPtrArray        *customers;
  /* Set while the dialog itself fills the fields in. */
  gboolean          filling;
  /* Set when the services chosen would not add up. */
  gboolean          too_large;
  /* Set while contact, address and e-mail are those of a known customer
   * (or the plan's), not typed: a company typed anew clears them. */
  gboolean          details_filled;

  GtkWidget        *warning_box;
  GtkLabel         *warning_heading;
  GtkLabel         *warning_label;
  GtkCheckButton   *confirm_check;
  AdwEntryRow      *customer_row;
  GtkMenuButton    *customers_button;
  AdwEntryRow      *contact_row;
  AdwEntryRow      *address_row;
  AdwEntryRow      *email_row;
  GtkSwitch        *installation_switch;
  GtkSpinButton    *support_spin;
  GtkPopover       *suggestions;
  GtkListBox       *suggestion_list;
  GtkWidget        *missing_box;
  GtkLabel         *missing_label;
  GtkWidget        *preview_button;
  GtkWidget        *fill_in_button;
};

G_DEFINE_FINAL_TYPE (CpQuoteDialog, cp_quote_dialog, ADW_TYPE_MESSAGE_DIALOG)

enum {
  QUOTE_READY,
  PREVIEW,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* At most this many customers are suggested as a name is typed. */
#define MAX_SUGGESTIONS 6

static void
update_body (CpQuoteDialog *self)
{
  CpBuild *build = cp_quote_get_build (self->quote);
  g_autofree char *number = cp_quote_dup_number_text (self->quote);
  g_autofree char *title = cp_build_dup_title (build);
  g_autofree char *price = cp_quote_format_amount (self->quote, cp_quote_get_total_cents (self->quote));
  const char *tier = cp_item_get_name (CP_ITEM (cp_build_get_tier (build)));

  if (self->too_large)
    adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (self),
                                    /* TRANSLATORS: e.g. "Quote Q-0001 for the Startup
                                     * Build, 3 × NVIDIA DGX H100: with these services the
                                     * amounts are too large to add up." */
                                    _("Quote %s for the %s, %s: with these services the "
                                      "amounts are too large to add up."),
                                    number, tier, title);
  else
    adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (self),
                                    /* TRANSLATORS: e.g. "Quote Q-0001 for the Startup
                                     * Build, 3 × NVIDIA DGX H100: $777,500. Who is it for?" */
                                    _("Quote %s for the %s, %s: %s. Who is it for?"),
                                    number, tier, title, price);

  /* A build that cannot run the models goes on only once confirmed. */
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "continue",
                                           !self->too_large &&
                                           (cp_quote_get_can_run (self->quote) ||
                                            gtk_check_button_get_active (self->confirm_check)));
}

static void
confirm_toggled_cb (CpQuoteDialog *self)
{
  if (self->quote != NULL)
    update_body (self);
}

/* The services switched on or off: the quote's lines and total follow. */
static void
services_changed_cb (CpQuoteDialog *self)
{
  g_autoptr(GError) error = NULL;
  CpQuoteExtras extras;

  if (self->quote == NULL || self->filling)
    return;

  cp_quote_get_extras (self->quote, &extras);
  extras.installation = gtk_switch_get_active (self->installation_switch);
  extras.support_years = (guint) gtk_spin_button_get_value_as_int (self->support_spin);
  self->too_large = !cp_quote_set_extras (self->quote, &extras, &error);
  update_body (self);
}

static void
fill_customer (CpQuoteDialog         *self,
               const CpQuoteCustomer *customer)
{
  self->filling = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->customer_row), customer->company);
  gtk_editable_set_text (GTK_EDITABLE (self->contact_row), customer->contact);
  gtk_editable_set_text (GTK_EDITABLE (self->address_row), customer->address);
  gtk_editable_set_text (GTK_EDITABLE (self->email_row), customer->email);
  gtk_editable_set_position (GTK_EDITABLE (self->customer_row), -1);
  self->filling = FALSE;
  self->details_filled = TRUE;
}

/* Empties the contact, address and e-mail: they were another company's. */
static void
clear_details (CpQuoteDialog *self)
{
  self->filling = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->contact_row), "");
  gtk_editable_set_text (GTK_EDITABLE (self->address_row), "");
  gtk_editable_set_text (GTK_EDITABLE (self->email_row), "");
  self->filling = FALSE;
  self->details_filled = FALSE;
}

/* A detail typed is the person's, kept when the company changes. */
static void
details_changed_cb (CpQuoteDialog *self)
{
  if (!self->filling)
    self->details_filled = FALSE;
}

static gboolean
details_empty (CpQuoteDialog *self)
{
  return *gtk_editable_get_text (GTK_EDITABLE (self->contact_row)) == '\0' &&
         *gtk_editable_get_text (GTK_EDITABLE (self->address_row)) == '\0' &&
         *gtk_editable_get_text (GTK_EDITABLE (self->email_row)) == '\0';
}

static char *
fold (const char *text)
{
  g_autofree char *normalized = g_utf8_normalize (text, -1, G_NORMALIZE_ALL);

  return g_utf8_casefold (normalized != NULL ? normalized : "", -1);
}

static GtkWidget *
new_suggestion_row (const CpQuoteCustomer *customer,
                    guint                  index)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), customer->company);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), customer->contact);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data (G_OBJECT (row), "customer-index", GUINT_TO_POINTER (index));

  return row;
}

/* As the company is typed, the earlier customers whose name holds what
 * is typed, under it. A known company typed in full brings its saved
 * contact, address and e-mail; another company clears those that came
 * from a known one, so that one customer's contact never goes out under
 * another's name. */
static void
customer_changed_cb (CpQuoteDialog *self)
{
  g_autofree char *typed = NULL;
  GtkWidget *child;
  gboolean known = FALSE;
  guint n_shown = 0;

  if (self->filling)
    return;
  if (self->customers == NULL)
    {
      if (self->details_filled)
        clear_details (self);
      return;
    }

  typed = fold (gtk_editable_get_text (GTK_EDITABLE (self->customer_row)));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->suggestion_list))) != NULL)
    gtk_list_box_remove (self->suggestion_list, child);

  for (guint i = 0; i < self->customers->len && *typed != '\0'; i++)
    {
      const CpQuoteCustomer *customer = g_ptr_array_index (self->customers, i);
      g_autofree char *company = fold (customer->company);

      if (g_str_equal (company, typed))
        {
          if (details_empty (self) || self->details_filled)
            fill_customer (self, customer);
          known = TRUE;
          n_shown = 0;
          break;
        }

      if (strstr (company, typed) != NULL && n_shown < MAX_SUGGESTIONS)
        {
          gtk_list_box_append (self->suggestion_list, new_suggestion_row (customer, i));
          n_shown++;
        }
    }

  if (!known && self->details_filled)
    clear_details (self);

  if (n_shown > 0 && gtk_widget_get_mapped (GTK_WIDGET (self->customer_row)))
    gtk_popover_popup (self->suggestions);
  else
    gtk_popover_popdown (self->suggestions);
}

static void
suggestion_activated_cb (CpQuoteDialog *self,
                         GtkListBoxRow *row)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "customer-index"));

  g_assert (index < self->customers->len);
  fill_customer (self, g_ptr_array_index (self->customers, index));
  gtk_popover_popdown (self->suggestions);
  gtk_widget_grab_focus (GTK_WIDGET (self->customer_row));
}

/* Down from the company goes into the suggestions; Escape closes them,
 * and only them: the dialog's own Escape would close it and lose what was
 * typed. */
static gboolean
customer_key_pressed_cb (CpQuoteDialog   *self,
                         guint            keyval,
                         guint            keycode,
                         GdkModifierType  state)
{
  GtkListBoxRow *first;

  if (keyval == GDK_KEY_Escape && gtk_widget_get_visible (GTK_WIDGET (self->suggestions)))
    {
      gtk_popover_popdown (self->suggestions);
      return GDK_EVENT_STOP;
    }

  if ((keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down) ||
      !gtk_widget_get_visible (GTK_WIDGET (self->suggestions)))
    return GDK_EVENT_PROPAGATE;

  first = gtk_list_box_get_row_at_index (self->suggestion_list, 0);
  if (first == NULL)
    return GDK_EVENT_PROPAGATE;

  gtk_widget_grab_focus (GTK_WIDGET (first));

  return GDK_EVENT_STOP;
}

static void
pick_customer_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  CpQuoteDialog *self = CP_QUOTE_DIALOG (widget);
  guint index = g_variant_get_uint32 (parameter);

  if (self->customers != NULL && index < self->customers->len)
    fill_customer (self, g_ptr_array_index (self->customers, index));
}

/* The customer as typed, into the quote. */
static void
apply_customer (CpQuoteDialog *self)
{
  static const struct { CpQuoteDetail detail; gsize offset; } rows[] = {
    { CP_QUOTE_DETAIL_CUSTOMER_CONTACT, G_STRUCT_OFFSET (CpQuoteDialog, contact_row) },
    { CP_QUOTE_DETAIL_CUSTOMER_ADDRESS, G_STRUCT_OFFSET (CpQuoteDialog, address_row) },
    { CP_QUOTE_DETAIL_CUSTOMER_EMAIL, G_STRUCT_OFFSET (CpQuoteDialog, email_row) },
  };

  cp_quote_set_customer (self->quote, gtk_editable_get_text (GTK_EDITABLE (self->customer_row)));
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      GtkEditable *row = G_STRUCT_MEMBER (GtkEditable *, self, rows[i].offset);

      cp_quote_set_detail (self->quote, rows[i].detail, gtk_editable_get_text (row));
    }
}

static void
response_cb (CpQuoteDialog *self,
             const char    *response)
{
  gtk_popover_popdown (self->suggestions);

  if (g_strcmp0 (response, "continue") != 0 ||
      !adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (self), "continue"))
    return;

  apply_customer (self);
  g_signal_emit (self, signals[QUOTE_READY], 0, self->quote);
}

/* Preview: the quote as it stands, for ::preview to write as a draft;
 * the dialog stays. */
static void
preview_clicked_cb (CpQuoteDialog *self)
{
  if (self->too_large)
    return;

  apply_customer (self);
  g_signal_emit (self, signals[PREVIEW], 0, self->quote);
}

/* The store's details are filled in Preferences, at the first empty one;
 * the quote is issued once they are. */
static void
fill_in_clicked_cb (CpQuoteDialog *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  GtkWidget *preferences = cp_preferences_window_new (parent);

  gtk_window_close (GTK_WINDOW (self));
  gtk_window_present (GTK_WINDOW (preferences));
  cp_preferences_window_show_store_details (CP_PREFERENCES_WINDOW (preferences));
}

static void
cp_quote_dialog_dispose (GObject *object)
{
  CpQuoteDialog *self = CP_QUOTE_DIALOG (object);

  if (self->suggestions != NULL)
    gtk_widget_unparent (GTK_WIDGET (g_steal_pointer (&self->suggestions)));
  gtk_widget_dispose_template (GTK_WIDGET (object), CP_TYPE_QUOTE_DIALOG);

  G_OBJECT_CLASS (cp_quote_dialog_parent_class)->dispose (object);
}

static void
cp_quote_dialog_finalize (GObject *object)
{
  CpQuoteDialog *self = CP_QUOTE_DIALOG (object);

  g_clear_object (&self->quote);
  g_clear_pointer (&self->customers, g_ptr_array_unref);

  G_OBJECT_CLASS (cp_quote_dialog_parent_class)->finalize (object);
}

static void
cp_quote_dialog_class_init (CpQuoteDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  cp_accessible_names_install ();
  object_class->dispose = cp_quote_dialog_dispose;
  object_class->finalize = cp_quote_dialog_finalize;

  /**
   * CpQuoteDialog::quote-ready:
   * @quote: the quote, with its customer and services
   *
   * The person confirmed: the quote is to be exported or printed.
   */
  signals[QUOTE_READY] = g_signal_new ("quote-ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, CP_TYPE_QUOTE);

  /**
   * CpQuoteDialog::preview:
   * @quote: the quote, with its customer and services as they stand
   *
   * The person asked to see the quote: it is to be written as a draft,
   * without a number.
   */
  signals[PREVIEW] = g_signal_new ("preview", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, CP_TYPE_QUOTE);

  gtk_widget_class_install_action (widget_class, "quote-dialog.pick-customer", "u",
                                   pick_customer_action);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/bektursun/ClusterPlanner/ui/cp-quote-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CpQuoteDialog, warning_box);
  gtk_widget_class_bind_template_child (widget_class, CpQuoteDialog, warning_heading);
  gtk_widget_class_bind_template_child (widget_class, CpQuoteDialog, warning_label);
  gtk_widget_class_bind_template_child (widget_class, CpQuoteDialog, confirm_check);
  gtk_widget_class_bind_template_child (widget_class, CpQuoteDialog, customer_row);
  gtk_widget_class_bind_template_child (widget_class, CpQuoteDialog, customers_button);
  gtk_widget_class_bind_template_child (widget_class, CpQuoteDialog, contact_row);
  gtk_widget_class_bind_template_child (widget_class, CpQuoteDialog, address_row);
  gtk_widget_class_bind_template_child (widget_class, CpQuoteDialog, email_row);
  gtk_widget_class_bind_template_child (widget_class, CpQuoteDialog, installation_switch);
  gtk_widget_class_bind_template_child (widget_class, CpQuoteDialog, support_spin);
  gtk_widget_class_bind_template_callback (widget_class, response_cb);
  gtk_widget_class_bind_template_callback (widget_class, confirm_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, services_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, customer_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, details_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, preview_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, fill_in_clicked_cb);
  gtk_widget_class_bind_template_child (widget_class, CpQuoteDialog, missing_box);
  gtk_widget_class_bind_template_child (widget_class, CpQuoteDialog, missing_label);
  gtk_widget_class_bind_template_child (widget_class, CpQuoteDialog, preview_button);
  gtk_widget_class_bind_template_child (widget_class, CpQuoteDialog, fill_in_button);
}

static void
cp_quote_dialog_init (CpQuoteDialog *self)
{
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Its words wrap: on one line ("Дүкөндүн маалыматтарын толтуруу…") the
   * button made the dialog wider than a 360-pixel screen. */
  {
    GtkWidget *label = gtk_button_get_child (GTK_BUTTON (self->fill_in_button));

    if (GTK_IS_LABEL (label))
      {
        gtk_label_set_wrap (GTK_LABEL (label), TRUE);
        gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
        /* On one line where it fits. */
        gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
        gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      }
    gtk_widget_set_margin_end (self->fill_in_button, 12);
  }
  cp_spin_button_use_locale_numbers (self->support_spin);

  /* The suggestions hang under the company and leave the keyboard in it
   * until Down is pressed. */
  self->suggestion_list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->suggestion_list, GTK_SELECTION_NONE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->suggestion_list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Earlier Customers"), -1);
  g_signal_connect_object (self->suggestion_list, "row-activated",
                           G_CALLBACK (suggestion_activated_cb), self, G_CONNECT_SWAPPED);
  self->suggestions = GTK_POPOVER (gtk_popover_new ());
  gtk_popover_set_autohide (self->suggestions, FALSE);
  gtk_popover_set_has_arrow (self->suggestions, FALSE);
  gtk_popover_set_position (self->suggestions, GTK_POS_BOTTOM);
  gtk_popover_set_child (self->suggestions, GTK_WIDGET (self->suggestion_list));
  gtk_widget_set_parent (GTK_WIDGET (self->suggestions), GTK_WIDGET (self->customer_row));

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (customer_key_pressed_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self->customer_row), keys);
}

/* The warning on a build that cannot run the models, in the words the
 * quote and the command line use. */
static void
show_warning (CpQuoteDialog *self)
{
  CpBuild *build = cp_quote_get_build (self->quote);
  g_autofree char *names = cp_plan_dup_models_title (cp_quote_get_plan (self->quote));
  g_autofree char *heading = cp_build_dup_cannot_run_heading (build);
  g_autofree char *warning = cp_build_dup_cannot_run_warning (build, names);

  gtk_label_set_label (self->warning_heading, heading);
  gtk_label_set_label (self->warning_label, warning);
  gtk_widget_set_visible (self->warning_box, TRUE);
  /* The keyboard starts at the confirmation, under the warning. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->confirm_check));
}

/**
 * cp_quote_dialog_new:
 * @parent: the window it belongs to
 * @quote: the quote, with the store's settings and services applied
 * @purpose: whether it is to be exported or printed
 */
GtkWidget *
cp_quote_dialog_new (GtkWindow      *parent,
                     CpQuote        *quote,
                     CpQuotePurpose  purpose)
{
  CpQuoteDialog *self;
  CpQuoteExtras extras;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (CP_IS_QUOTE (quote), NULL);

  self = g_object_new (CP_TYPE_QUOTE_DIALOG, "transient-for", parent, NULL);
  self->purpose = purpose;

  if (purpose == CP_QUOTE_PURPOSE_PRINT)
    {
      adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), _("Print Quote"));
      adw_message_dialog_set_response_label (ADW_MESSAGE_DIALOG (self), "continue", _("_Print…"));
    }
  else
    {
      adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), _("Export Quote"));
      adw_message_dialog_set_response_label (ADW_MESSAGE_DIALOG (self), "continue", _("_Export…"));
    }

  cp_quote_get_extras (quote, &extras);
  self->filling = TRUE;
  gtk_switch_set_active (self->installation_switch, extras.installation);
  gtk_spin_button_set_value (self->support_spin, extras.support_years);
  gtk_editable_set_text (GTK_EDITABLE (self->customer_row), cp_quote_get_customer (quote));
  gtk_editable_set_text (GTK_EDITABLE (self->contact_row),
                         cp_quote_get_detail (quote, CP_QUOTE_DETAIL_CUSTOMER_CONTACT));
  gtk_editable_set_text (GTK_EDITABLE (self->address_row),
                         cp_quote_get_detail (quote, CP_QUOTE_DETAIL_CUSTOMER_ADDRESS));
  gtk_editable_set_text (GTK_EDITABLE (self->email_row),
                         cp_quote_get_detail (quote, CP_QUOTE_DETAIL_CUSTOMER_EMAIL));
  self->filling = FALSE;
  /* The plan's customer came whole: another company typed over it does
   * not keep its contact. */
  self->details_filled = !details_empty (self);

  self->quote = g_object_ref (quote);
  if (!cp_quote_get_can_run (quote))
    show_warning (self);
  update_body (self);

  return GTK_WIDGET (self);
}

/**
 * cp_quote_dialog_set_customers:
 * @customers: (element-type CpQuoteCustomer): earlier customers, the
 *   latest first, from cp_quote_register_list_customers()
 *
 * Offers @customers as the company is typed, and in a menu beside it. A
 * company already filled in gets its details when it has none.
 */
void
cp_quote_dialog_set_customers (CpQuoteDialog *self,
                               GPtrArray     *customers)
{
  g_autoptr(GMenu) menu = g_menu_new ();

  g_return_if_fail (CP_IS_QUOTE_DIALOG (self));
  g_return_if_fail (customers != NULL);

  g_clear_pointer (&self->customers, g_ptr_array_unref);
  self->customers = g_ptr_array_ref (customers);

  for (guint i = 0; i < customers->len; i++)
    {
      const CpQuoteCustomer *customer = g_ptr_array_index (customers, i);
      g_autoptr(GMenuItem) item = g_menu_item_new (customer->company, NULL);

      g_menu_item_set_action_and_target_value (item, "quote-dialog.pick-customer",
                                               g_variant_new_uint32 (i));
      g_menu_append_item (menu, item);
    }
  gtk_menu_button_set_menu_model (self->customers_button, G_MENU_MODEL (menu));
  gtk_widget_set_visible (GTK_WIDGET (self->customers_button), customers->len > 0);

  /* A name given already (the default customer) brings its details. */
  for (guint i = 0; i < customers->len && details_empty (self); i++)
    {
      const CpQuoteCustomer *customer = g_ptr_array_index (customers, i);

      if (g_str_equal (customer->company, gtk_editable_get_text (GTK_EDITABLE (self->customer_row))))
        fill_customer (self, customer);
    }
}

/**
 * cp_quote_dialog_set_missing:
 * @missing: (array zero-terminated=1): the store's details the settings
 *   leave empty, in words ("phone", "bank"), or an empty array
 *
 * Says, once, what the quote would go out without, with a way to fill it
 * in; the quote can still be issued as it is.
 */
void
cp_quote_dialog_set_missing (CpQuoteDialog      *self,
                             const char * const *missing)
{
  g_autofree char *list = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (CP_IS_QUOTE_DIALOG (self));
  g_return_if_fail (missing != NULL);

  gtk_widget_set_visible (self->missing_box, missing[0] != NULL);
  if (missing[0] == NULL)
    return;

  list = g_strjoinv (", ", (char **) missing);
  /* TRANSLATORS: in the quote dialog, e.g. "The quote would go out without
   * the store's phone, bank, seller's name: a customer needs them to reach
   * and pay the store." */
  text = g_strdup_printf (_("The quote would go out without the store’s %s: a customer needs "
                            "them to reach and pay the store."), list);
  gtk_label_set_label (self->missing_label, text);
}

CpQuote *
cp_quote_dialog_get_quote (CpQuoteDialog *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_DIALOG (self), NULL);

  return self->quote;
}

CpQuotePurpose
cp_quote_dialog_get_purpose (CpQuoteDialog *self)
{
  g_return_val_if_fail (CP_IS_QUOTE_DIALOG (self), CP_QUOTE_PURPOSE_EXPORT);

  return self->purpose;
}
