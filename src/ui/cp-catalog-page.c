/* cp-catalog-page.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-catalog-page"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cp-catalog-page.h"
#include "cp-catalog.h"
#include "cp-format.h"
#include "cp-model.h"
#include "cp-session.h"
#include "cp-table-stack.h"

/* The catalog as tables: units, GPUs and models, each sortable by any
 * column and filtered by one search, with where every figure comes from. */
struct _CpCatalogPage
{
  AdwBin              parent_instance;

  /* Followed, once given: its catalog is the one shown. */
  CpSession          *session;
  CpCatalog          *catalog;
  GtkFilter          *filter;
  char               *search_text;
  GtkFilterListModel *units;
  GtkFilterListModel *gpus;
  GtkFilterListModel *models;

  GtkSearchEntry     *search;
  GtkLabel           *catalog_label;
  GtkStack           *stack;
  GtkStack           *units_stack;
  GtkStack           *gpus_stack;
  GtkStack           *models_stack;
  GtkColumnView      *units_view;
  GtkColumnView      *gpus_view;
  GtkColumnView      *models_view;
  AdwStatusPage      *units_empty;
  AdwStatusPage      *gpus_empty;
  AdwStatusPage      *models_empty;
};

G_DEFINE_FINAL_TYPE (CpCatalogPage, cp_catalog_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_VIEW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Closures of the column views' cells. Each may be called with no item
 * while a row is being recycled. */

static char *
memory_cb (GtkListItem *item,
           gint64       memory_mb)
{
  return memory_mb > 0 ? cp_format_memory (memory_mb) : NULL;
}

static char *
power_cb (GtkListItem *item,
          gint64       power_w)
{
  return power_w > 0 ? cp_format_power (power_w) : NULL;
}

static char *
price_cb (GtkListItem *item,
          gint64       price_cents)
{
  return price_cents > 0 ? cp_format_price (price_cents) : NULL;
}

static char *
unit_gpus_cb (GtkListItem *item,
              gint64       gpu_count,
              const char  *gpu_name)
{
  g_autofree char *count = NULL;

  if (gpu_name == NULL)
    return NULL;

  count = cp_format_integer (gpu_count);
  /* TRANSLATORS: the GPUs of a unit, e.g. "8 × NVIDIA H100 SXM" */
  return g_strdup_printf (_("%s × %s"), count, gpu_name);
}

static char *
domain_cb (GtkListItem *item,
           gint64       domain_gpus)
{
  g_autofree char *count = NULL;

  if (domain_gpus <= 1)
    return g_strdup (_("None"));

  count = cp_format_integer (domain_gpus);
  /* TRANSLATORS: GPUs in one NVLink domain, e.g. "8 GPUs" */
  return g_strdup_printf (ngettext ("%s GPU", "%s GPUs", cp_format_plural_count (domain_gpus)), count);
}

static char *
interconnect_cb (GtkListItem *item,
                 CpUnit      *unit)
{
  g_autofree char *intra = NULL;
  const char *scale_out;

  if (unit == NULL)
    return NULL;

  /* With its lanes, "PCIe 4.0 x16", as Compare and the drawing say it. */
  intra = cp_link_dup_title (cp_unit_get_intra_link (unit));
  scale_out = cp_item_get_name (CP_ITEM (cp_unit_get_scale_out_link (unit)));

  if (cp_unit_get_pooled_scale_out (unit))
    /* TRANSLATORS: links inside a unit and between units, e.g. "NVLink 4,
     * InfiniBand NDR (pooled)" */
    return g_strdup_printf (_("%s, %s (pooled)"), intra, scale_out);

  /* TRANSLATORS: links inside a unit and between units, e.g. "PCIe 4.0 x16,
   * PCIe through the CPU (not pooled)" */
  return g_strdup_printf (_("%s, %s (not pooled)"), intra, scale_out);
}

static char *
grade_cb (GtkListItem *item,
          gboolean     desktop)
{
  return g_strdup (desktop ? _("Desktop card") : _("Datacenter GPU"));
}

static char *
model_basis_cb (GtkListItem *item,
                double       params_b,
                const char  *precision)
{
  g_autofree char *params = NULL;
  g_autofree char *upper = NULL;

  if (precision == NULL)
    return g_strdup (_("The store’s minimum"));

  params = cp_format_decimal (params_b, 3);
  upper = g_ascii_strup (precision, -1);
  /* TRANSLATORS: how a model's memory is sized, e.g. "671B parameters at
   * FP8 × 1.2" */
  return g_strdup_printf (_("%sB parameters at %s × 1.2"), params, upper);
}

/* What a row shows, cell by cell, written by the same closures as the
 * columns of cp-catalog-page.ui: the search looks at this and at nothing
 * hidden (ids, links' notes). A column added to a table is added here. */
static GPtrArray *
dup_shown_cells (gpointer item)
{
  GPtrArray *cells = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (cells, g_strdup (cp_item_get_name (item)));

  if (CP_IS_UNIT (item))
    {
      CpUnit *unit = item;

      g_ptr_array_add (cells, memory_cb (NULL, cp_unit_get_memory_mb (unit)));
      g_ptr_array_add (cells, power_cb (NULL, cp_unit_get_power_w (unit)));
      g_ptr_array_add (cells, price_cb (NULL, cp_unit_get_price_cents (unit)));
      g_ptr_array_add (cells, g_strdup (cp_item_get_name (CP_ITEM (cp_unit_get_tier (unit)))));
      g_ptr_array_add (cells, unit_gpus_cb (NULL, cp_unit_get_gpu_count (unit),
                                            cp_item_get_name (CP_ITEM (cp_unit_get_gpu (unit)))));
      g_ptr_array_add (cells, domain_cb (NULL, cp_unit_get_nvlink_domain_gpus (unit)));
      g_ptr_array_add (cells, interconnect_cb (NULL, unit));
    }
  else if (CP_IS_GPU (item))
    {
      CpGpu *gpu = item;

      g_ptr_array_add (cells, memory_cb (NULL, cp_gpu_get_memory_mb (gpu)));
      g_ptr_array_add (cells, power_cb (NULL, cp_gpu_get_power_w (gpu)));
      g_ptr_array_add (cells, grade_cb (NULL, cp_gpu_get_desktop (gpu)));
    }
  else if (CP_IS_MODEL (item))
    {
      CpModel *model = item;

      g_ptr_array_add (cells, memory_cb (NULL, cp_model_get_min_memory_mb (model)));
      g_ptr_array_add (cells, model_basis_cb (NULL, cp_model_get_params_b (model),
                                              cp_model_get_precision (model)));
    }

  g_ptr_array_add (cells, g_strdup (cp_item_get_source (item)));

  return cells;
}

static GPtrArray *
dup_shown_cells_cb (gpointer item,
                    gpointer user_data)
{
  return dup_shown_cells (item);
}

/* Text as the search compares it: case folded, and with compatibility
 * forms made plain, so that a space typed in "1 920" finds the no-break
 * space the figure is written with. */
static char *
fold_for_search (const char *text)
{
  g_autofree char *normalized = g_utf8_normalize (text, -1, G_NORMALIZE_ALL);

  return normalized != NULL ? g_utf8_casefold (normalized, -1) : NULL;
}

static gboolean
filter_item_cb (gpointer item,
                gpointer user_data)
{
  CpCatalogPage *self = user_data;
  g_autoptr(GPtrArray) cells = NULL;

  if (self->search_text == NULL || *self->search_text == '\0')
    return TRUE;

  cells = dup_shown_cells (item);
  for (guint i = 0; i < cells->len; i++)
    {
      g_autofree char *folded = NULL;

      if (cells->pdata[i] == NULL)
        continue;

      folded = fold_for_search (cells->pdata[i]);
      if (folded != NULL && strstr (folded, self->search_text) != NULL)
        return TRUE;
    }

  return FALSE;
}

/* Shows @stack's table, or its status page, saying @description, when the
 * search leaves the table empty. */
static void
update_list (GtkStack      *stack,
             AdwStatusPage *empty,
             GListModel    *shown,
             gboolean       searching,
             const char    *description)
{
  gboolean nothing = searching && g_list_model_get_n_items (shown) == 0;
  /* Markup, and the description quotes what was searched for. */
  g_autofree char *escaped = g_markup_escape_text (description, -1);

  adw_status_page_set_description (empty, escaped);
  gtk_stack_set_visible_child_name (stack, nothing ? "empty" : "table");
}

static void
update_lists (CpCatalogPage *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search));
  g_autofree char *search = g_strstrip (g_strdup (text));
  gboolean searching = *search != '\0';
  g_autofree char *units = NULL;
  g_autofree char *gpus = NULL;
  g_autofree char *models = NULL;

  /* TRANSLATORS: the Catalog page's units table found nothing; %s is what
   * was searched for */
  units = g_strdup_printf (_("No unit shows “%s” in any column."), search);
  /* TRANSLATORS: the Catalog page's GPUs table found nothing; %s is what
   * was searched for */
  gpus = g_strdup_printf (_("No GPU shows “%s” in any column."), search);
  /* TRANSLATORS: the Catalog page's models table found nothing; %s is what
   * was searched for */
  models = g_strdup_printf (_("No model shows “%s” in any column."), search);

  update_list (self->units_stack, self->units_empty, G_LIST_MODEL (self->units), searching, units);
  update_list (self->gpus_stack, self->gpus_empty, G_LIST_MODEL (self->gpus), searching, gpus);
  update_list (self->models_stack, self->models_empty, G_LIST_MODEL (self->models), searching,
               models);
}

static void
search_changed_cb (CpCatalogPage *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search));
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  g_free (self->search_text);
  self->search_text = fold_for_search (stripped);
  gtk_filter_changed (self->filter, GTK_FILTER_CHANGE_DIFFERENT);
  update_lists (self);
}

static void
search_stopped_cb (CpCatalogPage *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search), "");
}

static void
page_changed_cb (CpCatalogPage *self)
{
  GtkWidget *view = gtk_stack_get_visible_child (self->stack);

  /* Typing anywhere on a table searches. */
  if (view != NULL)
    gtk_search_entry_set_key_capture_widget (self->search, view);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW]);
}

static void
cp_catalog_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  CpCatalogPage *self = CP_CATALOG_PAGE (object);

  switch (prop_id)
    {
    case PROP_VIEW:
      g_value_set_string (value, gtk_stack_get_visible_child_name (self->stack));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cp_catalog_page_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  CpCatalogPage *self = CP_CATALOG_PAGE (object);

  switch (prop_id)
    {
    case PROP_VIEW:
      gtk_stack_set_visible_child_name (self->stack, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* Puts @view over the filtered @filtered, sorted by the column the person
 * clicks. */
static GtkFilterListModel *
connect_view (CpCatalogPage *self,
              GtkColumnView *view)
{
  GtkFilterListModel *filtered = gtk_filter_list_model_new (NULL, g_object_ref (self->filter));
  GtkSortListModel *sorted;
  GtkNoSelection *selection;

  sorted = gtk_sort_list_model_new (g_object_ref (G_LIST_MODEL (filtered)),
                                    g_object_ref (gtk_column_view_get_sorter (view)));
  selection = gtk_no_selection_new (G_LIST_MODEL (sorted));
  gtk_column_view_set_model (view, GTK_SELECTION_MODEL (selection));
  g_object_unref (selection);

  return filtered;
}

static void
cp_catalog_page_dispose (GObject *object)
{
  CpCatalogPage *self = (CpCatalogPage *) object;

  gtk_widget_dispose_template (GTK_WIDGET (self), CP_TYPE_CATALOG_PAGE);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_object (&self->units);
  g_clear_object (&self->gpus);
  g_clear_object (&self->models);
  g_clear_object (&self->filter);
  g_clear_object (&self->catalog);
  g_clear_pointer (&self->search_text, g_free);

  G_OBJECT_CLASS (cp_catalog_page_parent_class)->dispose (object);
}

static void
cp_catalog_page_class_init (CpCatalogPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cp_catalog_page_dispose;
  object_class->get_property = cp_catalog_page_get_property;
  object_class->set_property = cp_catalog_page_set_property;

  /* The table shown: "units", "gpus" or "models"; the catalog.view action
   * the tab buttons use. */
  properties[PROP_VIEW] =
    g_param_spec_string ("view", NULL, NULL, "units",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (CP_TYPE_UNIT);
  g_type_ensure (CP_TYPE_GPU);
  g_type_ensure (CP_TYPE_MODEL);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/bektursun/ClusterPlanner/ui/cp-catalog-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CpCatalogPage, search);
  gtk_widget_class_bind_template_child (widget_class, CpCatalogPage, catalog_label);
  gtk_widget_class_bind_template_child (widget_class, CpCatalogPage, stack);
  gtk_widget_class_bind_template_child (widget_class, CpCatalogPage, units_stack);
  gtk_widget_class_bind_template_child (widget_class, CpCatalogPage, gpus_stack);
  gtk_widget_class_bind_template_child (widget_class, CpCatalogPage, models_stack);
  gtk_widget_class_bind_template_child (widget_class, CpCatalogPage, units_view);
  gtk_widget_class_bind_template_child (widget_class, CpCatalogPage, gpus_view);
  gtk_widget_class_bind_template_child (widget_class, CpCatalogPage, models_view);
  gtk_widget_class_bind_template_child (widget_class, CpCatalogPage, units_empty);
  gtk_widget_class_bind_template_child (widget_class, CpCatalogPage, gpus_empty);
  gtk_widget_class_bind_template_child (widget_class, CpCatalogPage, models_empty);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_stopped_cb);
  gtk_widget_class_bind_template_callback (widget_class, page_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, memory_cb);
  gtk_widget_class_bind_template_callback (widget_class, power_cb);
  gtk_widget_class_bind_template_callback (widget_class, price_cb);
  gtk_widget_class_bind_template_callback (widget_class, unit_gpus_cb);
  gtk_widget_class_bind_template_callback (widget_class, domain_cb);
  gtk_widget_class_bind_template_callback (widget_class, interconnect_cb);
  gtk_widget_class_bind_template_callback (widget_class, grade_cb);
  gtk_widget_class_bind_template_callback (widget_class, model_basis_cb);

  gtk_widget_class_install_property_action (widget_class, "catalog.view", "view");
}

static void
cp_catalog_page_init (CpCatalogPage *self)
{
  self->filter = GTK_FILTER (gtk_custom_filter_new (filter_item_cb, self, NULL));

  gtk_widget_init_template (GTK_WIDGET (self));

  self->units = connect_view (self, self->units_view);
  self->gpus = connect_view (self, self->gpus_view);
  self->models = connect_view (self, self->models_view);
  /* Too narrow for their columns (a phone), the tables stack each row. */
  cp_table_stack_install (self->units_view, dup_shown_cells_cb, NULL);
  cp_table_stack_install (self->gpus_view, dup_shown_cells_cb, NULL);
  cp_table_stack_install (self->models_view, dup_shown_cells_cb, NULL);
  page_changed_cb (self);
}

void
cp_catalog_page_set_catalog (CpCatalogPage *self,
                             CpCatalog     *catalog)
{
  g_autofree char *description = NULL;
  g_autofree char *date = NULL;

  g_return_if_fail (CP_IS_CATALOG_PAGE (self));
  g_return_if_fail (CP_IS_CATALOG (catalog));

  if (!g_set_object (&self->catalog, catalog))
    return;

  gtk_filter_list_model_set_model (self->units, cp_catalog_get_units (catalog));
  gtk_filter_list_model_set_model (self->gpus, cp_catalog_get_gpus (catalog));
  gtk_filter_list_model_set_model (self->models, cp_catalog_get_models (catalog));
  update_lists (self);

  date = cp_format_iso_date (cp_catalog_get_date (catalog));
  if (date != NULL)
    /* TRANSLATORS: e.g. "built-in catalog · prices as of 1 December 2026" */
    description = g_strdup_printf (_("%s · prices as of %s"),
                                   cp_catalog_get_display_name (catalog), date);
  else
    description = g_strdup (cp_catalog_get_display_name (catalog));
  gtk_label_set_label (self->catalog_label, description);
}

static void
session_catalog_cb (CpCatalogPage *self)
{
  CpCatalog *catalog = cp_session_get_catalog (self->session);

  if (catalog != NULL)
    cp_catalog_page_set_catalog (self, catalog);
}

/**
 * cp_catalog_page_set_session:
 * @session: the plan being made
 *
 * Shows the catalog @session plans with, as it changes. Call it once.
 */
void
cp_catalog_page_set_session (CpCatalogPage *self,
                             CpSession     *session)
{
  g_return_if_fail (CP_IS_CATALOG_PAGE (self));
  g_return_if_fail (CP_IS_SESSION (session));
  g_return_if_fail (self->session == NULL);

  self->session = g_object_ref (session);
  g_signal_connect_object (session, "notify::catalog", G_CALLBACK (session_catalog_cb), self,
                           G_CONNECT_SWAPPED);
  session_catalog_cb (self);
}

void
cp_catalog_page_focus_search (CpCatalogPage *self)
{
  g_return_if_fail (CP_IS_CATALOG_PAGE (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->search));
}
