/* cp-session-workload.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-session"

#include "config.h"

#include "cp-session-private.h"

/* The workload a person plans for (issue 13): whether builds are sized
 * for it at all, and its figures — tokens per request, users at a time,
 * the KV cache's precision, and a weight format per model where it is not
 * the checkpoint's own. Off, the builds are sized by the store's minimum
 * memory exactly as without it; the figures stay, for when it is switched
 * on again. The workload is a value: every change makes a new
 * CpPlanWorkload, so one handed out never changes under its holder. It is
 * kept in the settings ("workload") and in plan files
 * (cp-session-document.c). */

/* What a first workload asks for: one request of 8K tokens. */
#define DEFAULT_CONTEXT 8192
#define DEFAULT_USERS   1

CpPlanWorkload *
_cp_session_default_workload (void)
{
  return cp_plan_workload_new (DEFAULT_CONTEXT, DEFAULT_USERS, CP_KV_CACHE_BF16);
}

/* Marks what a workload change touches: the plan only when builds are
 * sized for it. */
static void
workload_changed (CpSession *self,
                  gboolean   figures)
{
  _cp_session_notify (self, figures ? CP_SESSION_PROP_WORKLOAD : CP_SESSION_PROP_WORKLOAD_ENABLED);
  _cp_session_changed (self, self->workload_enabled || !figures ? DIRTY_PLAN | DIRTY_SAVED
                                                                : DIRTY_SAVED);
}

/* Whether builds are sized for the workload, or by the store's minimum
 * memory. */
gboolean
cp_session_get_workload_enabled (CpSession *self)
{
  g_return_val_if_fail (CP_IS_SESSION (self), FALSE);

  return self->workload_enabled;
}

void
cp_session_set_workload_enabled (CpSession *self,
                                 gboolean   enabled)
{
  g_return_if_fail (CP_IS_SESSION (self));

  enabled = !!enabled;
  if (self->workload_enabled == enabled)
    return;

  self->workload_enabled = enabled;
  workload_changed (self, FALSE);
}

/**
 * cp_session_get_workload:
 *
 * The figures are kept while the workload is off.
 *
 * Returns: (transfer none): the workload; it never changes once handed
 *   out, a change replaces it.
 */
CpPlanWorkload *
cp_session_get_workload (CpSession *self)
{
  g_return_val_if_fail (CP_IS_SESSION (self), NULL);

  return self->workload;
}

/**
 * cp_session_set_workload:
 * @workload: the figures and weight formats to plan with
 *
 * Replaces the whole workload, as a plan file does when it is opened.
 * Figures out of range are refused when the plan is made: the plan then
 * says why (cp_session_get_plan_error()).
 */
void
cp_session_set_workload (CpSession      *self,
                         CpPlanWorkload *workload)
{
  g_return_if_fail (CP_IS_SESSION (self));
  g_return_if_fail (workload != NULL);

  if (cp_plan_workload_equal (self->workload, workload))
    return;

  /* A copy: the caller may still set weights on its own. */
  g_clear_pointer (&self->workload, cp_plan_workload_unref);
  self->workload = cp_plan_workload_copy (workload,
                                          cp_plan_workload_get_context_tokens (workload),
                                          cp_plan_workload_get_users (workload),
                                          cp_plan_workload_get_kv_cache (workload));
  workload_changed (self, TRUE);
}

/**
 * cp_session_set_workload_figures:
 * @context_tokens: tokens per request, prompt and answer
 * @users: requests served at the same time
 * @kv_cache: the KV cache's precision
 *
 * Keeps the weight formats chosen per model.
 */
void
cp_session_set_workload_figures (CpSession *self,
                                 gint64     context_tokens,
                                 gint64     users,
                                 CpKvCache  kv_cache)
{
  g_autoptr(CpPlanWorkload) workload = NULL;

  g_return_if_fail (CP_IS_SESSION (self));

  workload = cp_plan_workload_copy (self->workload, context_tokens, users, kv_cache);
  cp_session_set_workload (self, workload);
}

/**
 * cp_session_set_model_weights:
 * @model_id: a model's id
 * @format: (nullable): the format to serve its weights in, or %NULL for
 *   its checkpoint's own
 */
void
cp_session_set_model_weights (CpSession            *self,
                              const char           *model_id,
                              const CpWeightFormat *format)
{
  g_autoptr(CpPlanWorkload) workload = NULL;

  g_return_if_fail (CP_IS_SESSION (self));
  g_return_if_fail (model_id != NULL);

  workload = cp_plan_workload_copy (self->workload,
                                    cp_plan_workload_get_context_tokens (self->workload),
                                    cp_plan_workload_get_users (self->workload),
                                    cp_plan_workload_get_kv_cache (self->workload));
  cp_plan_workload_set_weights (workload, model_id, format);
  cp_session_set_workload (self, workload);
}

/**
 * cp_session_get_max_context:
 *
 * Returns: the longest context every chosen model with an architecture
 *   reads (the least of their `max_context`), or 0 when none says.
 */
gint64
cp_session_get_max_context (CpSession *self)
{
  gint64 most = 0;

  g_return_val_if_fail (CP_IS_SESSION (self), 0);

  for (guint i = 0; i < n_rows (self); i++)
    {
      CpModelRow *row = get_row (self, i);
      CpModelArchitecture *architecture;
      gint64 max_context;

      if (!cp_model_row_get_chosen (row))
        continue;
      architecture = cp_model_get_architecture (cp_model_row_get_model (row));
      if (architecture == NULL)
        continue;
      max_context = cp_model_architecture_get (architecture)->max_context;
      if (max_context > 0 && (most == 0 || max_context < most))
        most = max_context;
    }

  return most;
}

/* A context is never planned above what the chosen models read: choosing
 * a model that reads less brings it down. Returns whether it did. */
gboolean
_cp_session_clamp_workload (CpSession *self)
{
  gint64 most = cp_session_get_max_context (self);
  CpPlanWorkload *old = self->workload;

  if (!self->workload_enabled || most == 0 || cp_plan_workload_get_context_tokens (old) <= most)
    return FALSE;

  self->workload = cp_plan_workload_copy (old, most, cp_plan_workload_get_users (old),
                                          cp_plan_workload_get_kv_cache (old));
  cp_plan_workload_unref (old);
  _cp_session_notify (self, CP_SESSION_PROP_WORKLOAD);

  return TRUE;
}

/* The workload to plan with: NULL when off. */
CpPlanWorkload *
_cp_session_plan_workload (CpSession *self)
{
  return self->workload_enabled ? self->workload : NULL;
}

/* Settings */

/* The settings entry ("workload", a{sv}) of the workload: "enabled" (b),
 * "context-tokens" (x), "users" (x), "kv-cache" (s), "weights" (a{ss},
 * model id → format) and "all-weights" (s, the format of every model
 * with none of its own, as a plan file may say). Keys a later version
 * adds are kept as they were. */
GVariant *
_cp_session_workload_entry (CpSession *self)
{
  g_autoptr(GVariantDict) dict = g_variant_dict_new (self->workload_stored);
  g_auto(GStrv) ids = cp_plan_workload_dup_weight_ids (self->workload);
  GVariantBuilder weights;
  CpWeightFormat all_weights;

  g_variant_dict_insert (dict, "enabled", "b", self->workload_enabled);
  g_variant_dict_insert (dict, "context-tokens", "x",
                         cp_plan_workload_get_context_tokens (self->workload));
  g_variant_dict_insert (dict, "users", "x", cp_plan_workload_get_users (self->workload));
  g_variant_dict_insert (dict, "kv-cache", "s",
                         cp_kv_cache_to_string (cp_plan_workload_get_kv_cache (self->workload)));

  g_variant_builder_init (&weights, G_VARIANT_TYPE ("a{ss}"));
  for (guint i = 0; ids[i] != NULL; i++)
    {
      CpWeightFormat format;
      g_autofree char *text = NULL;

      cp_plan_workload_get_model_weights (self->workload, ids[i], &format);
      text = cp_weight_format_to_string (&format);
      g_variant_builder_add (&weights, "{ss}", ids[i], text);
    }
  g_variant_dict_insert_value (dict, "weights", g_variant_builder_end (&weights));

  if (cp_plan_workload_get_default_weights (self->workload, &all_weights))
    {
      g_autofree char *text = cp_weight_format_to_string (&all_weights);

      g_variant_dict_insert (dict, "all-weights", "s", text);
    }
  else
    g_variant_dict_remove (dict, "all-weights");

  return g_variant_dict_end (dict);
}

/* A count of the entry between 1 and @max, or a warning and @fallback. */
static gint64
lookup_count (GVariantDict *dict,
              const char   *key,
              gint64        max,
              gint64        fallback)
{
  gint64 value;

  if (!g_variant_dict_lookup (dict, key, "x", &value))
    return fallback;

  if (value < 1 || value > max)
    {
      g_warning ("workload: “%s” %" G_GINT64_FORMAT " is not from 1 to %" G_GINT64_FORMAT
                 "; %" G_GINT64_FORMAT " is used", key, value, max, fallback);
      return fallback;
    }

  return value;
}

/* Reads the settings entry; what it cannot read it says, and uses the
 * default for, keeping the entry's other keys. */
void
_cp_session_restore_workload (CpSession *self,
                              GVariant  *entry)
{
  g_autoptr(GVariantDict) dict = g_variant_dict_new (entry);
  g_autoptr(GVariant) weights = NULL;
  g_autoptr(CpPlanWorkload) workload = NULL;
  const char *kv_text = NULL;
  const char *all_text = NULL;
  CpWeightFormat format;
  CpKvCache kv_cache = CP_KV_CACHE_BF16;
  gboolean enabled = FALSE;
  gint64 context, users;

  g_clear_pointer (&self->workload_stored, g_variant_unref);
  self->workload_stored = g_variant_ref (entry);

  g_variant_dict_lookup (dict, "enabled", "b", &enabled);
  context = lookup_count (dict, "context-tokens", CP_WORKLOAD_MAX_CONTEXT, DEFAULT_CONTEXT);
  users = lookup_count (dict, "users", CP_WORKLOAD_MAX_USERS, DEFAULT_USERS);
  if (g_variant_dict_lookup (dict, "kv-cache", "&s", &kv_text) &&
      !cp_kv_cache_from_string (kv_text, &kv_cache))
    g_warning ("workload: “kv-cache” “%s” is not bf16 or fp8; bf16 is used", kv_text);

  workload = cp_plan_workload_new (context, users, kv_cache);
  if (g_variant_dict_lookup (dict, "all-weights", "&s", &all_text))
    {
      if (cp_weight_format_from_string (all_text, &format))
        cp_plan_workload_set_weights (workload, NULL, &format);
      else
        g_warning ("workload: “all-weights” “%s” is not one of %s; the models' own are used",
                   all_text, CP_WEIGHT_FORMAT_NAMES);
    }
  weights = g_variant_dict_lookup_value (dict, "weights", G_VARIANT_TYPE ("a{ss}"));
  for (gsize i = 0; weights != NULL && i < g_variant_n_children (weights); i++)
    {
      const char *id, *text;

      g_variant_get_child (weights, i, "{&s&s}", &id, &text);
      if (cp_weight_format_from_string (text, &format))
        cp_plan_workload_set_weights (workload, id, &format);
      else
        g_warning ("workload: weights of “%s”: “%s” is not one of %s; its own are used",
                   id, text, CP_WEIGHT_FORMAT_NAMES);
    }

  self->workload_enabled = enabled;
  g_clear_pointer (&self->workload, cp_plan_workload_unref);
  self->workload = g_steal_pointer (&workload);
}
