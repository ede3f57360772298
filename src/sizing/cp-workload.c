/* cp-workload.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "cp-workload"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cp-format.h"
#include "cp-workload-private.h"

/* The per-GPU arithmetic of docs/sizing.md §3–§7: weight bytes per format, KV
 * cache per token, fixed overheads, valid tensor-parallel sizes, and the
 * fit test of one layout. The layout search is in cp-workload-plan.c. */

static const struct
{
  const char  *name;
  CpWeightKind kind;
  gint64       block;
} weight_formats[] = {
  { "bf16", CP_WEIGHTS_BF16, 0 },
  { "fp16", CP_WEIGHTS_FP16, 0 },
  { "fp32", CP_WEIGHTS_FP32, 0 },
  { "fp8", CP_WEIGHTS_FP8, 0 },
  { "fp8-block", CP_WEIGHTS_FP8_BLOCK, 128 },
  { "int8", CP_WEIGHTS_INT8, 0 },
  { "int4-g32", CP_WEIGHTS_INT4, 32 },
  { "int4-g64", CP_WEIGHTS_INT4, 64 },
  { "int4-g128", CP_WEIGHTS_INT4, 128 },
  { "mxfp4", CP_WEIGHTS_MXFP4, 0 },
  { "nvfp4", CP_WEIGHTS_NVFP4, 0 },
};

/* The engine's own memory per GPU, as vLLM 0.19 measures it at start-up
 * (docs/sizing.md §6, calibrated in §12). The PyTorch peak of its profiling
 * run is the sampler's buffers for a full batch of sequences over the
 * vocabulary plus the forward pass's activations for a full batch of
 * tokens: bytes per (sequence × vocabulary entry) and per (token × hidden
 * unit), the latter more for the routed experts' workspace of an MoE model,
 * and a small constant. */
#define SAMPLER_BYTES_PER_ENTRY 14
#define FORWARD_BYTES_PER_UNIT  7
#define MOE_BYTES_PER_UNIT      16
#define ACTIVATION_BASE         (CP_GIB / 20)
/* Pipeline stages: the last one samples and measured 0.12 GiB more than
 * the same model on one GPU; every stage is billed that. */
#define ACTIVATION_PIPELINE     (CP_GIB * 3 / 20)
/* Memory outside PyTorch: the CUDA context alone, with pipeline stages
 * only, and with tensor parallelism (NCCL's buffers) at t = 2, growing a
 * little with each doubling of t; in hundredths of a GiB. */
#define NON_TORCH_ONE           25
#define NON_TORCH_PIPELINE      7
#define NON_TORCH_TP2           210
#define NON_TORCH_PER_DOUBLING  13
/* The allowance for what the calibration does not see — engine versions
 * drifting, a vision encoder's profile, a pool estimated up to 2 % high —
 * kept free before a layout "fits" rather than "fits with little room". */
#define MARGIN_BASE             CP_GIB
#define MARGIN_PERCENT          2

gboolean
cp_weight_format_from_string (const char     *str,
                              CpWeightFormat *format)
{
  g_return_val_if_fail (format != NULL, FALSE);

  if (str == NULL)
    return FALSE;

  /* GPTQ and AWQ checkpoints are mostly group 128; "int4" says that. */
  if (g_ascii_strcasecmp (str, "int4") == 0)
    str = "int4-g128";

  for (guint i = 0; i < G_N_ELEMENTS (weight_formats); i++)
    {
      if (g_ascii_strcasecmp (str, weight_formats[i].name) == 0)
        {
          *format = (CpWeightFormat) { weight_formats[i].kind, weight_formats[i].block };
          return TRUE;
        }
    }

  return FALSE;
}

char *
cp_weight_format_to_string (const CpWeightFormat *format)
{
  g_return_val_if_fail (format != NULL, NULL);

  if (format->kind == CP_WEIGHTS_INT4)
    return g_strdup_printf ("int4-g%" G_GINT64_FORMAT, format->block);

  for (guint i = 0; i < G_N_ELEMENTS (weight_formats); i++)
    if (weight_formats[i].kind == format->kind)
      return g_strdup (weight_formats[i].name);

  g_return_val_if_reached (NULL);
}

gboolean
cp_kv_cache_from_string (const char *str,
                         CpKvCache  *kv_cache)
{
  g_return_val_if_fail (kv_cache != NULL, FALSE);

  if (g_strcmp0 (str, "bf16") == 0)
    *kv_cache = CP_KV_CACHE_BF16;
  else if (g_strcmp0 (str, "fp8") == 0)
    *kv_cache = CP_KV_CACHE_FP8;
  else
    return FALSE;

  return TRUE;
}

const char *
cp_kv_cache_to_string (CpKvCache kv_cache)
{
  return kv_cache == CP_KV_CACHE_FP8 ? "fp8" : "bf16";
}

/* The words of the JSON contract: "fits", "marginal", "does-not-fit",
 * "unknown". */
const char *
cp_serving_verdict_to_string (CpServingVerdict verdict)
{
  switch (verdict)
    {
    case CP_SERVING_FITS:
      return "fits";
    case CP_SERVING_MARGINAL:
      return "marginal";
    case CP_SERVING_DOES_NOT_FIT:
      return "does-not-fit";
    case CP_SERVING_UNKNOWN:
    default:
      return "unknown";
    }
}

static gboolean
same_format (const CpWeightFormat *a,
             const CpWeightFormat *b)
{
  return a->kind == b->kind && (a->block == b->block || a->kind != CP_WEIGHTS_INT4);
}

static gboolean
is_quantized (CpWeightKind kind)
{
  return kind != CP_WEIGHTS_FP32 && kind != CP_WEIGHTS_BF16 && kind != CP_WEIGHTS_FP16;
}



/**
 * cp_architecture_weight_bytes:
 * @arch: the model
 * @weights: the format the weights are served in
 *
 * The bytes of all weights (docs/sizing.md §4): the checkpoint's own figure when
 * @weights is its native format and the catalog knows it, else the
 * parameters at the format's bytes, with the parameters quantised
 * checkpoints keep at 16 bits (embeddings, lm_head) at 2 bytes.
 */
gint64
cp_architecture_weight_bytes (const CpArchitecture *arch,
                              const CpWeightFormat *weights)
{
  gint64 kept, quantized, bytes;

  g_return_val_if_fail (arch != NULL && weights != NULL, 0);

  if (arch->weight_bytes > 0 && same_format (weights, &arch->weights))
    return arch->weight_bytes;

  if (weights->kind == CP_WEIGHTS_FP32)
    return cp_sat_mul (arch->params, 4);
  if (!is_quantized (weights->kind))
    return cp_sat_mul (arch->params, 2);

  kept = MIN (arch->unquantized_params > 0 ? arch->unquantized_params : cp_vocab_params (arch),
              arch->params);
  quantized = arch->params - kept;

  switch (weights->kind)
    {
    case CP_WEIGHTS_FP8_BLOCK:
      /* One fp32 scale per block × block tile, over every parameter (as
       * as docs/sizing.md §4.1 counts it). */
      bytes = cp_sat_add (quantized,
                          cp_sat_mul (arch->params / (weights->block * weights->block), 4));
      break;
    case CP_WEIGHTS_INT4:
      /* Half a byte, plus an fp16 scale and a 4-bit zero per group:
       * (4g + 20) / 8g bytes; 0.5195 at g = 128. */
      bytes = cp_mul_div_ceil (quantized, 4 * weights->block + 20, 8 * weights->block);
      break;
    case CP_WEIGHTS_MXFP4:
      /* 32 four-bit values and one 8-bit scale: 17 bytes per 32. */
      bytes = cp_mul_div_ceil (quantized, 17, 32);
      break;
    case CP_WEIGHTS_NVFP4:
      /* 16 four-bit values and one 8-bit scale: 9 bytes per 16; the one
       * fp32 scale per tensor is left out, a few bytes. */
      bytes = cp_mul_div_ceil (quantized, 9, 16);
      break;
    case CP_WEIGHTS_FP8:
    case CP_WEIGHTS_INT8:
    case CP_WEIGHTS_FP32:
    case CP_WEIGHTS_BF16:
    case CP_WEIGHTS_FP16:
    default:
      bytes = quantized;
      break;
    }

  return cp_sat_add (bytes, cp_sat_mul (kept, 2));
}



/**
 * cp_architecture_kv_bytes_per_token:
 *
 * The KV cache one token of one request takes on one GPU of the first
 * pipeline stage (docs/sizing.md §5.1–§5.2): GQA shares KV heads out over tensor
 * parallelism; MLA's latent is replicated on every GPU of the group.
 * Sliding-window layers count in full here.
 */
gint64
cp_architecture_kv_bytes_per_token (const CpArchitecture *arch,
                                    CpKvCache             kv_cache,
                                    gint64                tensor_parallel,
                                    gint64                pipeline_parallel)
{
  gint64 element = kv_cache == CP_KV_CACHE_FP8 ? 1 : 2;
  gint64 layers;

  g_return_val_if_fail (arch != NULL, 0);
  g_return_val_if_fail (tensor_parallel > 0 && pipeline_parallel > 0, 0);

  layers = cp_stage_layers (arch, pipeline_parallel);

  if (arch->attention == CP_ATTENTION_MLA)
    return cp_sat_mul (cp_sat_mul (layers, arch->kv_lora_rank + arch->qk_rope_head_dim), element);

  return cp_sat_mul (cp_sat_mul (cp_sat_mul (2 * layers, cp_kv_heads_per_gpu (arch, tensor_parallel)),
                                 arch->head_dim),
                     element);
}

/* The block rule of docs/sizing.md §8.1: every GPU's slice of a block-quantised
 * matrix must be whole blocks. */
static gboolean
splits_into_blocks (gint64 size,
                    gint64 tensor_parallel,
                    gint64 block)
{
  return size == 0 || (size % tensor_parallel == 0 && (size / tensor_parallel) % block == 0);
}

/**
 * cp_architecture_tp_valid:
 *
 * Whether @tensor_parallel GPUs can share one replica (docs/sizing.md §8.1): a power
 * of two that divides the heads and the vocabulary; for GQA, one that divides the KV heads or
 * that they divide; for block-quantised weights, one that leaves whole
 * blocks of the dense and (without expert parallelism) the expert MLPs.
 * MXFP4 is left out of the block rule: vLLM pads it.
 */
gboolean
cp_architecture_tp_valid (const CpArchitecture *arch,
                          const CpWeightFormat *weights,
                          gboolean              expert_parallel,
                          gint64                tensor_parallel)
{
  gint64 t = tensor_parallel;
  gint64 block = 0;

  g_return_val_if_fail (arch != NULL && weights != NULL, FALSE);

  if (t < 1 || (t & (t - 1)) != 0 || arch->heads % t != 0 || arch->vocab_size % t != 0)
    return FALSE;

  if (arch->attention != CP_ATTENTION_MLA && arch->kv_heads % t != 0 && t % arch->kv_heads != 0)
    return FALSE;

  if (weights->kind == CP_WEIGHTS_FP8_BLOCK || weights->kind == CP_WEIGHTS_INT4)
    block = weights->block;

  if (block > 0)
    {
      if (!splits_into_blocks (arch->intermediate_size, t, block))
        return FALSE;
      if (!expert_parallel && !splits_into_blocks (arch->moe_intermediate_size, t, block))
        return FALSE;
    }

  return TRUE;
}


static gint64
gib_hundredths (gint64 hundredths)
{
  return cp_ceil_div (hundredths * CP_GIB, 100);
}

/**
 * cp_workload_engine_limits:
 * @limits: (out caller-allocates): the engine's defaults on @unit's GPUs
 *
 * What vLLM batches at most by default when it serves an OpenAI-style API
 * (docs/sizing.md §9.2): 1,024 sequences and 8,192 tokens a step on a GPU
 * of 70 GiB or more, 256 and 2,048 below. They size the activation peak,
 * and cap the users one replica serves at once.
 */
void
cp_workload_engine_limits (const CpWorkloadUnit *unit,
                           CpEngineLimits       *limits)
{
  g_return_if_fail (unit != NULL && limits != NULL);

  if (unit->gpu_capacity_bytes >= 70 * CP_GIB)
    *limits = (CpEngineLimits) { .max_num_seqs = 1024, .max_batched_tokens = 8192 };
  else
    *limits = (CpEngineLimits) { .max_num_seqs = 256, .max_batched_tokens = 2048 };
}

/**
 * cp_workload_activation_bytes:
 *
 * The PyTorch peak of the engine's profiling run on one GPU of @unit
 * (docs/sizing.md §6.1): the same on every GPU of a tensor-parallel group,
 * as the sampler and the activations are not split.
 */
gint64
cp_workload_activation_bytes (const CpArchitecture *arch,
                              const CpWorkloadUnit *unit,
                              gint64                pipeline_parallel)
{
  CpEngineLimits limits;
  gint64 bytes;

  g_return_val_if_fail (arch != NULL && unit != NULL, 0);

  cp_workload_engine_limits (unit, &limits);
  bytes = cp_sat_mul (cp_sat_mul (limits.max_num_seqs, arch->vocab_size), SAMPLER_BYTES_PER_ENTRY);
  bytes = cp_sat_add (bytes, cp_sat_mul (cp_sat_mul (limits.max_batched_tokens, arch->hidden_size),
                                         cp_is_moe (arch) ? FORWARD_BYTES_PER_UNIT + MOE_BYTES_PER_UNIT
                                                       : FORWARD_BYTES_PER_UNIT));
  bytes = cp_sat_add (bytes, ACTIVATION_BASE);
  if (pipeline_parallel > 1)
    bytes = cp_sat_add (bytes, ACTIVATION_PIPELINE);

  return bytes;
}

/**
 * cp_workload_non_torch_bytes:
 *
 * Memory one GPU's worker takes outside PyTorch (docs/sizing.md §6.1): the
 * CUDA context, and with tensor parallelism NCCL's buffers.
 */
gint64
cp_workload_non_torch_bytes (gint64 tensor_parallel,
                             gint64 pipeline_parallel)
{
  gint64 hundredths = NON_TORCH_TP2;

  if (tensor_parallel < 2)
    return gib_hundredths (pipeline_parallel > 1 ? NON_TORCH_PIPELINE : NON_TORCH_ONE);

  for (gint64 t = 4; t <= tensor_parallel && t > 0; t *= 2)
    hundredths += NON_TORCH_PER_DOUBLING;

  return gib_hundredths (hundredths);
}

/**
 * cp_workload_overhead_bytes:
 *
 * The memory every GPU of a layout pays on top of weights and KV cache
 * (docs/sizing.md §6): the activation peak and the memory outside PyTorch,
 * what vLLM subtracts before it sizes the KV pool.
 */
gint64
cp_workload_overhead_bytes (const CpArchitecture *arch,
                            const CpWorkloadUnit *unit,
                            gint64                tensor_parallel,
                            gint64                pipeline_parallel)
{
  g_return_val_if_fail (arch != NULL && unit != NULL, 0);

  return cp_sat_add (cp_workload_activation_bytes (arch, unit, pipeline_parallel),
                     cp_workload_non_torch_bytes (tensor_parallel, pipeline_parallel));
}

/**
 * cp_workload_margin_bytes:
 * @pool: the KV pool the engine would have, in bytes
 *
 * What is kept free of a pool before a layout "fits" (docs/sizing.md §7.2).
 */
gint64
cp_workload_margin_bytes (gint64 pool)
{
  return cp_sat_add (MARGIN_BASE, MAX (pool, 0) / 100 * MARGIN_PERCENT);
}

/**
 * cp_architecture_check:
 *
 * Checks that @arch describes a model the arithmetic can size: counts
 * above zero, KV heads that group the heads, MLA and sliding-window
 * figures where the attention needs them.
 */
gboolean
cp_architecture_check (const CpArchitecture *arch,
                       GError              **error)
{
  const char *problem = NULL;

  g_return_val_if_fail (arch != NULL, FALSE);

  if (arch->params < 1 || arch->layers < 1 || arch->heads < 1 || arch->head_dim < 1 ||
      arch->hidden_size < 1 || arch->vocab_size < 1)
    problem = _("parameters, layers, heads, head size, hidden size and vocabulary "
                "must be above zero");
  else if (arch->active_params > arch->params || arch->unquantized_params > arch->params)
    problem = _("active or unquantised parameters cannot exceed all parameters");
  else if (arch->attention != CP_ATTENTION_MLA &&
           (arch->kv_heads < 1 || arch->kv_heads > arch->heads ||
            arch->heads % arch->kv_heads != 0))
    problem = _("the KV heads must divide the attention heads");
  else if (arch->attention == CP_ATTENTION_MLA &&
           (arch->kv_lora_rank < 1 || arch->qk_rope_head_dim < 0))
    problem = _("latent attention needs its KV rank");
  else if (arch->attention == CP_ATTENTION_SLIDING &&
           (arch->sliding_window < 1 || arch->full_layers < 0 || arch->full_layers > arch->layers))
    problem = _("sliding-window attention needs its window and the number of full layers");
  else if ((arch->weights.kind == CP_WEIGHTS_FP8_BLOCK || arch->weights.kind == CP_WEIGHTS_INT4) &&
           arch->weights.block < 1)
    problem = _("block-quantised weights need their block size");

  if (problem != NULL)
    {
      g_set_error_literal (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID, problem);
      return FALSE;
    }

  return TRUE;
}

/**
 * cp_workload_check:
 *
 * Checks a workload's figures against the engine's limits.
 */
gboolean
cp_workload_check (const CpWorkload *workload,
                   GError          **error)
{
  g_return_val_if_fail (workload != NULL, FALSE);

  if (workload->context_tokens < 1 || workload->context_tokens > CP_WORKLOAD_MAX_CONTEXT)
    {
      g_autofree char *most = cp_format_integer (CP_WORKLOAD_MAX_CONTEXT);

      g_set_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID,
                   ngettext ("the context must be from 1 to %s token",
                             "the context must be from 1 to %s tokens",
                             cp_format_plural_count (CP_WORKLOAD_MAX_CONTEXT)),
                   most);
      return FALSE;
    }

  if (workload->users < 1 || workload->users > CP_WORKLOAD_MAX_USERS)
    {
      g_autofree char *most = cp_format_integer (CP_WORKLOAD_MAX_USERS);

      g_set_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID,
                   _("the users must be from 1 to %s"), most);
      return FALSE;
    }

  return TRUE;
}

/**
 * cp_workload_unit_from_sizing:
 * @gpu_capacity_bytes: one GPU's memory as the driver reports it
 *
 * How the layout search sees a unit: NVLink domains, within which tensor
 * parallelism runs, joined (or not) by a link pipeline stages may cross.
 * Desktop cards and PCIe GPUs are each a domain of one that joins nothing.
 */
void
cp_workload_unit_from_sizing (const CpSizingUnit *unit,
                              gint64              gpu_capacity_bytes,
                              CpWorkloadUnit     *workload_unit)
{
  g_return_if_fail (unit != NULL && workload_unit != NULL);

  workload_unit->gpu_capacity_bytes = gpu_capacity_bytes;
  workload_unit->domain_gpus = MAX (unit->nvlink_domain_gpus, 1);
  workload_unit->domains_per_unit = MAX (unit->gpu_count / workload_unit->domain_gpus, 1);
  workload_unit->tensor_parallel = unit->nvlink_domain_gpus > 1;
  workload_unit->pipeline_parallel = unit->pooled_scale_out && !unit->desktop;
  workload_unit->pcie_cards = unit->desktop;
  workload_unit->box_gpus = unit->desktop ? CP_PCIE_BOX_GPUS : 0;
  workload_unit->compute_capability = unit->compute_capability;
}

/**
 * cp_weight_format_compute_capability:
 *
 * Returns: the CUDA compute capability × 10 a GPU needs to run @format
 *   natively: NVFP4's FP4 tensor cores came with Blackwell (10.0); 0 for
 *   a format any GPU runs (docs/sizing.md §8.1).
 */
gint64
cp_weight_format_compute_capability (const CpWeightFormat *format)
{
  g_return_val_if_fail (format != NULL, 0);

  return format->kind == CP_WEIGHTS_NVFP4 ? CP_COMPUTE_CAPABILITY_FP4 : 0;
}

/* Whether @unit's GPUs run @weights natively; a unit whose compute
 * capability is not known runs only formats every GPU runs. */
gboolean
cp_workload_unit_runs_weights (const CpWorkloadUnit *unit,
                               const CpWeightFormat *weights)
{
  g_return_val_if_fail (unit != NULL && weights != NULL, FALSE);

  return unit->compute_capability >= cp_weight_format_compute_capability (weights);
}

/* U × C (docs/sizing.md §3.2). */
gint64
cp_workload_usable_bytes (const CpWorkloadUnit   *unit,
                          const CpWorkloadPolicy *policy)
{
  g_return_val_if_fail (unit != NULL && policy != NULL, 0);

  return cp_sat_mul (unit->gpu_capacity_bytes / 1000, policy->utilization_permille) +
         (unit->gpu_capacity_bytes % 1000) * policy->utilization_permille / 1000;
}

