/* cp-diagram-serving.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-diagram-serving"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cp-build-words.h"
#include "cp-diagram-serving-private.h"

/* The layout of a workload on the diagram: which GPUs work together on one
 * pipeline stage of one copy of a model (a group, outlined and tagged with
 * its copy and its layers), which system holds which stage, and which GPUs
 * are left idle (greyed). The stages are placed on the GPUs as the
 * workload engine packs them: domain by domain, a domain holding stages
 * of different copies, never two of one copy.
 *
 * Only the units drawn one by one are placed, so the work, like the
 * drawing, has a ceiling whatever the build's size. The words (tags,
 * tooltips, the description for screen readers) are cp-diagram-words.c's. */

/* The build's GPUs as the placement sees them. */
typedef struct
{
  gint64 domain_gpus;     /* GPUs per NVLink domain, 1 without NVLink */
  gint64 gpus_per_unit;
} Shape;

static Shape
shape_of (CpBuild *build)
{
  CpUnit *unit = cp_build_get_unit (build);
  Shape shape;

  shape.gpus_per_unit = MAX (cp_unit_get_gpu_count (unit), 1);
  shape.domain_gpus = cp_unit_get_has_nvlink (unit)
                      ? MIN (cp_unit_get_nvlink_domain_gpus (unit), shape.gpus_per_unit) : 1;
  shape.domain_gpus = MAX (shape.domain_gpus, 1);

  return shape;
}

/* A model the build serves, and its place in the plan. */
typedef struct
{
  CpModelServing *serving;
  guint           index;
} Served;

/* Biggest layouts first, as the engine packs them; the same size keeps
 * the plan's order. */
static gint
compare_by_size (gconstpointer a,
                 gconstpointer b)
{
  const Served *x = a, *y = b;
  const CpLayout *lx = cp_model_serving_get_layout (x->serving);
  const CpLayout *ly = cp_model_serving_get_layout (y->serving);
  gint64 size_x = lx->tensor_parallel * lx->pipeline_parallel * MAX (lx->data_parallel, 1);
  gint64 size_y = ly->tensor_parallel * ly->pipeline_parallel * MAX (ly->data_parallel, 1);

  if (size_x != size_y)
    return (size_x < size_y) - (size_x > size_y);

  return (x->index > y->index) - (x->index < y->index);
}

static void
served_clear (gpointer data)
{
  g_clear_object (&((Served *) data)->serving);
}

/* The models served with a layout, biggest first. */
static GArray *
served_models (CpServing *serving)
{
  GListModel *models = cp_serving_get_models (serving);
  GArray *served = g_array_new (FALSE, FALSE, sizeof (Served));

  g_array_set_clear_func (served, served_clear);
  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      Served item = { g_list_model_get_item (models, i), i };
      CpServingVerdict verdict = cp_model_serving_get_verdict (item.serving);

      if ((verdict == CP_SERVING_FITS || verdict == CP_SERVING_MARGINAL) &&
          cp_model_serving_get_layout (item.serving)->replicas > 0)
        g_array_append_val (served, item);
      else
        g_object_unref (item.serving);
    }

  g_array_sort (served, compare_by_size);

  return served;
}

/* Whether each copy of @layout sits inside one domain: its pipeline
 * stages and attention ranks side by side there (the engine's stages
 * inside a domain, docs/sizing.md §8.2), rather than a stage a domain. */
static gboolean
copy_in_one_domain (const CpLayout *layout,
                    gint64          domain_gpus)
{
  gint64 gpus = layout->tensor_parallel * layout->pipeline_parallel * MAX (layout->data_parallel, 1);

  if (gpus > domain_gpus)
    return FALSE;

  return layout->pipeline_parallel == 1 || layout->replica_domains == 1;
}

static void
append_group (GArray               *groups,
              const CpDiagramGroup *group,
              gint64                gpu_limit)
{
  if (group->first_gpu < gpu_limit)
    g_array_append_val (groups, *group);
}

/* Copies whole in one domain each, first domain with room first: stage by
 * stage, each stage's attention ranks side by side and, with experts
 * spread over them, the outline of the GPUs they share. */
static void
place_whole_copies (GArray         *groups,
                    gint64         *used,
                    gint64          n_domains,
                    const Shape    *shape,
                    guint           model,
                    const CpLayout *layout,
                    gint64          gpu_limit,
                    guint           max_groups)
{
  gint64 t = layout->tensor_parallel;
  gint64 ranks = MAX (layout->data_parallel, 1);
  gint64 size = t * layout->pipeline_parallel * ranks;
  gint64 d = 0;

  for (gint64 c = 0; c < layout->replicas && groups->len < max_groups; c++)
    {
      gint64 first;

      while (d < n_domains && shape->domain_gpus - used[d] < size)
        d++;
      if (d >= n_domains)
        return;

      first = d * shape->domain_gpus + used[d];
      used[d] += size;
      for (gint64 stage = 0; stage < layout->pipeline_parallel; stage++)
        {
          gint64 stage_first = first + stage * t * ranks;

          for (gint64 k = 0; k < ranks && groups->len < max_groups; k++)
            {
              CpDiagramGroup group = {
                .model = model, .replica = c, .stage = stage, .rank = k,
                .first_gpu = stage_first + k * t, .n_gpus = t,
                .role = ranks > 1 ? CP_DIAGRAM_GROUP_RANK : CP_DIAGRAM_GROUP_TENSOR,
              };

              append_group (groups, &group, gpu_limit);
            }
          if (ranks > 1 && groups->len < max_groups)
            {
              CpDiagramGroup experts = {
                .model = model, .replica = c, .stage = stage,
                .first_gpu = stage_first, .n_gpus = t * ranks, .role = CP_DIAGRAM_GROUP_EXPERTS,
              };

              append_group (groups, &experts, gpu_limit);
            }
        }
    }
}

/* Copies whose stages sit in domains of their own: each domain takes as
 * many stages as it has room for, of consecutive stages in stage-major
 * order (so never two stages of one copy). */
static void
place_stages (GArray         *groups,
              gint64         *used,
              gint64          n_domains,
              const Shape    *shape,
              guint           model,
              const CpLayout *layout,
              gint64          gpu_limit,
              guint           max_groups)
{
  gint64 t = layout->tensor_parallel;
  gint64 items = layout->replicas * layout->pipeline_parallel;
  gint64 next = 0;

  for (gint64 d = 0; d < n_domains && next < items && groups->len < max_groups; d++)
    {
      gint64 room = MIN ((shape->domain_gpus - used[d]) / t, layout->replicas);

      for (gint64 k = 0; k < room && next < items && groups->len < max_groups; k++, next++)
        {
          CpDiagramGroup group = {
            .model = model,
            .replica = next % layout->replicas,
            .stage = next / layout->replicas,
            .first_gpu = d * shape->domain_gpus + used[d],
            .n_gpus = t,
          };

          used[d] += t;
          append_group (groups, &group, gpu_limit);
        }
    }
}

/**
 * _cp_diagram_place_groups:
 * @build: a build planned with a workload
 * @gpu_limit: place only what lies on the GPUs below this index
 * @max_groups: stop after this many groups
 *
 * Places the pipeline stages of every copy of every model that the build
 * serves on its GPUs, first domain first: a copy that fits in one domain
 * whole there (its stages, its attention ranks and the outline of the GPUs
 * its experts are spread over); otherwise each domain takes as many
 * stages as it has room for, of consecutive stages in stage-major order
 * (so never two stages of one copy).
 *
 * Returns: (transfer full): the groups, #CpDiagramGroup, in the order
 *   placed; empty when the build does not serve the workload.
 */
GArray *
_cp_diagram_place_groups (CpBuild *build,
                          gint64   gpu_limit,
                          guint    max_groups)
{
  CpServing *serving = cp_build_get_serving (build);
  GArray *groups = g_array_new (FALSE, FALSE, sizeof (CpDiagramGroup));
  g_autoptr(GArray) models = NULL;
  g_autofree gint64 *used = NULL;
  Shape shape = shape_of (build);
  gint64 n_domains;

  if (serving == NULL || gpu_limit <= 0 || max_groups == 0)
    return groups;

  n_domains = MIN ((gpu_limit + shape.domain_gpus - 1) / shape.domain_gpus,
                   cp_build_get_gpus (build) / shape.domain_gpus);
  used = g_new0 (gint64, MAX (n_domains, 1));
  models = served_models (serving);

  for (guint m = 0; m < models->len; m++)
    {
      const Served *served = &g_array_index (models, Served, m);
      const CpLayout *layout = cp_model_serving_get_layout (served->serving);

      if (copy_in_one_domain (layout, shape.domain_gpus))
        place_whole_copies (groups, used, n_domains, &shape, served->index, layout, gpu_limit,
                            max_groups);
      else
        place_stages (groups, used, n_domains, &shape, served->index, layout, gpu_limit,
                      max_groups);
    }

  return groups;
}

/* Whether the build serves its workload with a layout to draw. */
static gboolean
has_layout (CpBuild *build)
{
  CpServing *serving = cp_build_get_serving (build);

  return serving != NULL && (cp_serving_get_verdict (serving) == CP_SERVING_FITS ||
                             cp_serving_get_verdict (serving) == CP_SERVING_MARGINAL);
}

/* The GPU boxes drawn, by their place in the build. */
static GHashTable *
gpu_elements (CpDiagramLayout *self,
              gint64          *limit)
{
  GHashTable *boxes = g_hash_table_new (g_int64_hash, g_int64_equal);

  *limit = 0;
  for (guint i = 0; i < self->elements->len; i++)
    {
      CpDiagramElement *element = &g_array_index (self->elements, CpDiagramElement, i);

      if (element->kind != CP_DIAGRAM_ELEMENT_GPU || element->gpu_index < 0)
        continue;
      g_hash_table_insert (boxes, &element->gpu_index, GUINT_TO_POINTER (i + 1));
      *limit = MAX (*limit, element->gpu_index + 1);
    }

  return boxes;
}

/* The box of GPU @g, or NULL when it is not drawn. */
static CpDiagramElement *
gpu_box (CpDiagramLayout *self,
         GHashTable      *boxes,
         gint64           g)
{
  guint position = GPOINTER_TO_UINT (g_hash_table_lookup (boxes, &g));

  return position > 0 ? &g_array_index (self->elements, CpDiagramElement, position - 1) : NULL;
}

/* The box around the GPUs of @group that are drawn, with a margin. */
static gboolean
group_rect (CpDiagramLayout      *self,
            GHashTable           *boxes,
            const CpDiagramGroup *group,
            CpDiagramRect        *r)
{
  double x1 = G_MAXDOUBLE, y1 = G_MAXDOUBLE, x2 = -G_MAXDOUBLE, y2 = -G_MAXDOUBLE;
  double margin;
  gboolean any = FALSE;

  for (gint64 g = group->first_gpu; g < group->first_gpu + group->n_gpus; g++)
    {
      CpDiagramElement *element = gpu_box (self, boxes, g);

      if (element == NULL)
        continue;

      x1 = MIN (x1, element->rect.x);
      y1 = MIN (y1, element->rect.y);
      x2 = MAX (x2, element->rect.x + element->rect.width);
      y2 = MAX (y2, element->rect.y + element->rect.height);
      any = TRUE;
    }

  /* An expert group's outline around its ranks' outlines. */
  margin = group->role == CP_DIAGRAM_GROUP_EXPERTS ? 5 : 2;
  *r = rect (x1 - margin, y1 - margin, x2 - x1 + 2 * margin, y2 - y1 + 2 * margin);

  return any;
}

/* Marks the GPUs of @group as at work for its copy, and takes away their
 * label: the group's tag says more. */
static void
mark_group (CpDiagramLayout      *self,
            GHashTable           *boxes,
            const CpDiagramGroup *group)
{
  for (gint64 g = group->first_gpu; g < group->first_gpu + group->n_gpus; g++)
    {
      CpDiagramElement *element = gpu_box (self, boxes, g);

      if (element == NULL || group->role == CP_DIAGRAM_GROUP_EXPERTS)
        continue;

      element->idle = FALSE;
      element->copy = group->replica;
      element->label = NULL;
      element->tooltip = NULL;
    }
}

/* A group's outline, its tag on its top edge. */
static void
add_group (CpDiagramBuilder     *b,
           const CpDiagramGroup *group,
           CpDiagramRect         r,
           CpModelServing       *model,
           gboolean              several_models)
{
  const CpLayout *layout = cp_model_serving_get_layout (model);
  const CpArchitecture *arch = cp_model_architecture_get (cp_model_get_architecture (
                                 cp_model_serving_get_model (model)));
  double size = b->self->compact ? b->m.small : b->m.caption;
  double tag_h = line_height (size);
  const char *candidates[5];
  const char *tooltip, *label;
  CpDiagramGroupWords words = {
    .model_name = several_models ? cp_item_get_name (CP_ITEM (cp_model_serving_get_model (model))) : NULL,
    .copy = group->replica,
    .n_copies = layout->replicas,
    .stage = group->stage,
    .n_stages = layout->pipeline_parallel,
    .first_layer = group->stage * arch->layers / layout->pipeline_parallel,
    .last_layer = (group->stage + 1) * arch->layers / layout->pipeline_parallel,
    .n_gpus = group->n_gpus,
    .rank = group->rank,
    .n_ranks = MAX (layout->data_parallel, 1),
    .experts = layout->expert_parallel,
    .role = group->role,
  };
  CpDiagramElement *element;

  tooltip = words.role != CP_DIAGRAM_GROUP_TENSOR || words.experts
            ? _cp_diagram_words_layout_group (b, &words, candidates)
            : _cp_diagram_words_group (b, &words, candidates);
  element = _cp_diagram_add_element (b->self, CP_DIAGRAM_ELEMENT_GROUP, r);
  element->copy = group->replica;
  element->role = group->role;
  element->tooltip = tooltip;

  /* The tag sits on the outline's top edge, at its start. */
  for (guint i = 0; candidates[i] != NULL; i++)
    {
      double w = _cp_diagram_text_width (candidates[i], size, TRUE) + tag_h;

      if (w <= MAX (r.width, b->self->compact ? 40 : 80))
        {
          /* An expert group's tag on its bottom edge, clear of its ranks'. */
          double y = group->role == CP_DIAGRAM_GROUP_EXPERTS ? r.y + r.height - tag_h / 2
                                                             : r.y - tag_h / 2;

          label = candidates[i];
          _cp_diagram_set_label (element, label, rect (r.x, y, w, tag_h), size, TRUE,
                                 CP_DIAGRAM_ALIGN_CENTER, CP_DIAGRAM_TONE_ON_FILL);
          break;
        }
    }
}

/**
 * _cp_diagram_layout_serving:
 *
 * With a workload the build serves, outlines and tags the groups of GPUs
 * drawn, and greys the GPUs left idle. Call it once the units are placed.
 */
void
_cp_diagram_layout_serving (CpDiagramBuilder *b)
{
  CpDiagramLayout *self = b->self;
  g_autoptr(GHashTable) boxes = NULL;
  g_autoptr(GArray) groups = NULL;
  g_autoptr(GArray) rects = NULL;
  GListModel *models;
  gint64 limit;

  if (!has_layout (b->build))
    return;

  boxes = gpu_elements (self, &limit);
  groups = _cp_diagram_place_groups (b->build, limit, G_MAXUINT);
  rects = g_array_sized_new (FALSE, FALSE, sizeof (CpDiagramRect), groups->len);
  models = cp_serving_get_models (cp_build_get_serving (b->build));

  /* Every GPU drawn is idle unless a group holds it. */
  for (guint i = 0; i < self->elements->len; i++)
    {
      CpDiagramElement *element = &g_array_index (self->elements, CpDiagramElement, i);

      if (element->kind == CP_DIAGRAM_ELEMENT_GPU && element->gpu_index >= 0)
        {
          element->idle = TRUE;
          element->tooltip = _cp_diagram_words_idle (b, &element->label);
          if (element->label != NULL &&
              !_cp_diagram_text_fits (element->label, element->rect.width - 4, element->rect.height,
                                      b->m.small, FALSE))
            element->label = NULL;
          else if (element->label != NULL)
            _cp_diagram_set_label (element, element->label, element->rect, b->m.small, FALSE,
                                   CP_DIAGRAM_ALIGN_CENTER, CP_DIAGRAM_TONE_NORMAL);
        }
    }

  for (guint i = 0; i < groups->len; i++)
    mark_group (self, boxes, &g_array_index (groups, CpDiagramGroup, i));

  /* The outlines last, over what they surround; their rectangles first,
   * while the boxes still are where the table says. */
  for (guint i = 0; i < groups->len; i++)
    {
      CpDiagramRect r = { 0 };

      group_rect (self, boxes, &g_array_index (groups, CpDiagramGroup, i), &r);
      g_array_append_val (rects, r);
    }
  for (guint i = 0; i < groups->len; i++)
    {
      const CpDiagramGroup *group = &g_array_index (groups, CpDiagramGroup, i);
      g_autoptr(CpModelServing) model = g_list_model_get_item (models, group->model);

      if (g_array_index (rects, CpDiagramRect, i).width > 0)
        add_group (b, group, g_array_index (rects, CpDiagramRect, i), model,
                   g_list_model_get_n_items (models) > 1);
    }
}

/* Memory bars */

/* The per-GPU bar of each model the build serves, for @width. */
static GPtrArray *
make_bars (CpBuild *build,
           double   width,
           double   font_size)
{
  CpServing *serving = cp_build_get_serving (build);
  GPtrArray *bars = g_ptr_array_new_with_free_func ((GDestroyNotify) cp_memory_bar_unref);
  GListModel *models;

  if (serving == NULL)
    return bars;

  models = cp_serving_get_models (serving);
  for (guint i = 0; i < g_list_model_get_n_items (models); i++)
    {
      g_autoptr(CpModelServing) model = g_list_model_get_item (models, i);

      if (cp_model_serving_get_verdict (model) == CP_SERVING_UNKNOWN)
        continue;
      g_ptr_array_add (bars, cp_memory_bar_new (cp_model_serving_get_layout (model),
                                                cp_item_get_name (CP_ITEM (cp_model_serving_get_model (model))),
                                                width, font_size));
    }

  return bars;
}

/* How tall the bars are at @width, with their gaps; 0 for none. */
double
_cp_diagram_bars_height (CpDiagramBuilder *b,
                         double            width)
{
  g_autoptr(GPtrArray) bars = make_bars (b->build, MIN (width, 720), b->m.body);
  double height = 0;

  for (guint i = 0; i < bars->len; i++)
    height += cp_memory_bar_get_height (bars->pdata[i]) + b->m.gap;

  return height;
}

/**
 * _cp_diagram_layout_bars:
 * @area: where they go, at its top
 *
 * Returns: where they end.
 */
double
_cp_diagram_layout_bars (CpDiagramBuilder *b,
                         CpDiagramRect     area)
{
  double width = MIN (area.width, 720);
  g_autoptr(GPtrArray) bars = make_bars (b->build, width, b->m.body);
  double y = area.y + b->m.gap;

  for (guint i = 0; i < bars->len; i++)
    {
      CpDiagramPlacedBar placed = {
        cp_memory_bar_ref (bars->pdata[i]), area.x + (area.width - width) / 2, y,
      };

      g_array_append_val (b->self->bars, placed);
      y += cp_memory_bar_get_height (bars->pdata[i]) + b->m.gap;
    }

  return y;
}

/**
 * cp_diagram_paint_bars:
 *
 * Paints the memory bars of @layout, as the diagram's painter does after
 * its elements.
 */
void
_cp_diagram_paint_bars (cairo_t               *cr,
                        const CpDiagramLayout *layout,
                        CpDiagramPalette       palette)
{
  for (guint i = 0; layout->bars != NULL && i < layout->bars->len; i++)
    {
      const CpDiagramPlacedBar *placed = &g_array_index (layout->bars, CpDiagramPlacedBar, i);

      cairo_save (cr);
      cairo_translate (cr, placed->x, placed->y);
      cp_memory_bar_paint (cr, placed->bar, palette);
      cairo_restore (cr);
    }
}

/* The number of memory bars a layout shows; for tests. */
guint
cp_diagram_layout_get_n_bars (const CpDiagramLayout *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->bars != NULL ? self->bars->len : 0;
}

/**
 * cp_diagram_layout_get_bar:
 * @position: which bar, from 0
 * @x: (out): where its top left corner is
 * @y: (out):
 *
 * Returns: (transfer none): the memory bar.
 */
CpMemoryBar *
cp_diagram_layout_get_bar (const CpDiagramLayout *self,
                           guint                  position,
                           double                *x,
                           double                *y)
{
  const CpDiagramPlacedBar *placed;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (position < cp_diagram_layout_get_n_bars (self), NULL);

  placed = &g_array_index (self->bars, CpDiagramPlacedBar, position);
  *x = placed->x;
  *y = placed->y;

  return placed->bar;
}

/**
 * cp_diagram_dup_serving_description:
 * @build: a build
 *
 * Says in words what the diagram shows of the workload's layout: where
 * each copy's stages are, and how many GPUs are left idle.
 *
 * Returns: (nullable): the description, or %NULL without a workload.
 */
char *
cp_diagram_dup_serving_description (CpBuild *build)
{
  g_autoptr(GArray) groups = NULL;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  if (cp_build_get_serving (build) == NULL ||
      cp_serving_get_verdict (cp_build_get_serving (build)) == CP_SERVING_UNKNOWN)
    return NULL;

  /* Enough groups for the first copies of each model; the rest are
   * counted, not listed. */
  groups = has_layout (build) ? _cp_diagram_place_groups (build, cp_build_get_gpus (build), 4096)
                              : g_array_new (FALSE, FALSE, sizeof (CpDiagramGroup));
  /* The words go by the GPUs at work: an expert group's are its ranks'. */
  for (guint i = groups->len; i > 0; i--)
    if (g_array_index (groups, CpDiagramGroup, i - 1).role == CP_DIAGRAM_GROUP_EXPERTS)
      g_array_remove_index (groups, i - 1);

  return _cp_diagram_words_serving_description (build, groups);
}

/**
 * cp_diagram_dup_description:
 * @build: a build
 *
 * Returns: what the drawing of @build shows, for screen readers: its
 *   topology, and with a workload how it is laid out.
 */
char *
cp_diagram_dup_description (CpBuild *build)
{
  g_autofree char *topology = NULL;
  g_autofree char *serving = NULL;

  g_return_val_if_fail (CP_IS_BUILD (build), NULL);

  topology = cp_build_dup_topology_description (build);
  serving = cp_diagram_dup_serving_description (build);
  if (serving == NULL)
    return g_steal_pointer (&topology);

  /* TRANSLATORS: a diagram's description: what it shows, then how the
   * workload is laid out on it */
  return g_strdup_printf (_("%s. %s"), topology, serving);
}
