/* test-catalog.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "cp-build-words.h"
#include "cp-catalog.h"
#include "cp-test-planner.h"
#include "cp-test-util.h"

/* A small valid catalog; each error test breaks one thing in it. */
static const char base_catalog[] =
  "{\n"
  "  \"format\": \"cluster-planner-catalog\", \"version\": 1, \"currency\": \"USD\",\n"
  "  \"date\": \"2026-11-01\",\n"
  "  \"links\": [\n"
  "    { \"id\": \"nvlink4\", \"name\": \"NVLink 4\", \"bandwidth_gb_s\": 900 },\n"
  "    { \"id\": \"ib-ndr\", \"name\": \"InfiniBand NDR\", \"bandwidth_gb_s\": 50 }\n"
  "  ],\n"
  "  \"gpus\": [\n"
  "    { \"id\": \"h100-sxm\", \"name\": \"H100 SXM\", \"memory_gb\": 80, \"power_w\": 700,\n"
  "      \"grade\": \"datacenter\", \"source\": \"datasheet\" },\n"
  "    { \"id\": \"rtx-4090\", \"name\": \"RTX 4090\", \"memory_gb\": 24, \"power_w\": 450,\n"
  "      \"grade\": \"desktop\", \"source\": \"seed\" }\n"
  "  ],\n"
  "  \"tiers\": [\n"
  "    { \"id\": \"desktop\", \"name\": \"Desktop\", \"recommendable\": false },\n"
  "    { \"id\": \"startup\", \"name\": \"Startup Build\", \"recommendable\": true }\n"
  "  ],\n"
  "  \"units\": [\n"
  "    { \"id\": \"card\", \"name\": \"RTX 4090 card\", \"tier\": \"desktop\", \"gpu\": \"rtx-4090\",\n"
  "      \"gpu_count\": 1, \"nvlink_domain_gpus\": 0, \"intra_link\": \"nvlink4\",\n"
  "      \"scale_out_link\": \"ib-ndr\", \"pooled_scale_out\": false, \"power_w\": 450,\n"
  "      \"price_usd\": 2500, \"source\": \"seed\" },\n"
  "    { \"id\": \"dgx\", \"name\": \"DGX H100\", \"tier\": \"startup\", \"gpu\": \"h100-sxm\",\n"
  "      \"gpu_count\": 8, \"nvlink_domain_gpus\": 8, \"intra_link\": \"nvlink4\",\n"
  "      \"scale_out_link\": \"ib-ndr\", \"pooled_scale_out\": true, \"power_w\": 10200,\n"
  "      \"price_usd\": 199000, \"source\": \"estimate, 2026\" }\n"
  "  ],\n"
  "  \"models\": [\n"
  "    { \"id\": \"big\", \"name\": \"Big Model\", \"min_memory_gb\": 1920, \"source\": \"seed\" },\n"
  "    { \"id\": \"v3\", \"name\": \"DeepSeek-V3\", \"params_b\": 671, \"precision\": \"fp8\",\n"
  "      \"source\": \"seed\" }\n"
  "  ],\n"
  "  \"comparisons\": [\n"
  "    { \"id\": \"home\", \"name\": \"home\", \"plural\": \"homes\", \"watts\": 1220 }\n"
  "  ]\n"
  "}\n";

static CpCatalog *
load_text (const char  *text,
           gsize        length,
           GError     **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, length);

  return cp_catalog_new_from_bytes (bytes, "test.json", error);
}

/* Replaces the one occurrence of @find in the base catalog. */
static char *
break_catalog (const char *find,
               const char *replace)
{
  const char *at = strstr (base_catalog, find);

  g_assert_nonnull (at);
  g_assert_null (strstr (at + 1, find));

  return g_strdup_printf ("%.*s%s%s", (int) (at - base_catalog), base_catalog,
                          replace, at + strlen (find));
}

typedef struct
{
  const char     *name;
  const char     *find;
  const char     *replace;
  const char     *domain;
  int  code;
  const char     *message;
} BrokenCase;

static const BrokenCase broken_cases[] = {
  /* Unknown references. */
  { "unknown-gpu", "\"gpu\": \"h100-sxm\"", "\"gpu\": \"h200-sxm\"", CP_TEST_CATALOG_ERROR (REFERENCE),
    "test.json: units[1].gpu: “h200-sxm” is not the id of any of the catalog’s GPUs" },
  { "unknown-tier", "\"tier\": \"desktop\"", "\"tier\": \"hobby\"", CP_TEST_CATALOG_ERROR (REFERENCE),
    "test.json: units[0].tier: “hobby” is not the id of any of the catalog’s tiers" },
  { "unknown-link", "\"scale_out_link\": \"ib-ndr\", \"pooled_scale_out\": true",
    "\"scale_out_link\": \"ib-xdr\", \"pooled_scale_out\": true", CP_TEST_CATALOG_ERROR (REFERENCE),
    "test.json: units[1].scale_out_link: “ib-xdr” is not the id of any of the catalog’s links" },
  /* Duplicates. */
  { "duplicate-id", "\"id\": \"rtx-4090\"", "\"id\": \"h100-sxm\"", CP_TEST_CATALOG_ERROR (DUPLICATE),
    "test.json: gpus[1].id: “h100-sxm” is already the id of gpus[0]" },
  { "duplicate-model-name", "\"name\": \"DeepSeek-V3\"", "\"name\": \"Big Model\"",
    CP_TEST_CATALOG_ERROR (DUPLICATE), "test.json: models[1].name: “Big Model” is already the name of models[0]" },
  /* Missing fields. */
  { "missing-price", "\"price_usd\": 2500, ", "", CP_TEST_FILE_ERROR (MISSING),
    "test.json: units[0].price_usd: missing" },
  { "missing-source", "\"grade\": \"datacenter\", \"source\": \"datasheet\"", "\"grade\": \"datacenter\"",
    CP_TEST_FILE_ERROR (MISSING), "test.json: gpus[0].source: missing" },
  { "null-is-missing", "\"gpu_count\": 8,", "\"gpu_count\": null,", CP_TEST_FILE_ERROR (MISSING),
    "test.json: units[1].gpu_count: missing" },
  { "missing-list", "\"comparisons\": [", "\"comparison\": [", CP_TEST_FILE_ERROR (MISSING),
    "test.json: comparisons: missing" },
  { "empty-units", "\"units\": [", "\"units\": [], \"old_units\": [", CP_TEST_FILE_ERROR (MISSING),
    "test.json: units: must not be empty" },
  { "model-without-memory", "\"min_memory_gb\": 1920, ", "", CP_TEST_FILE_ERROR (MISSING),
    "test.json: models[0]: needs either min_memory_gb, or params_b and precision" },
  { "params-without-precision", "\"precision\": \"fp8\",", "", CP_TEST_FILE_ERROR (MISSING),
    "test.json: models[1].precision: missing" },
  /* Wrong types. */
  { "count-as-string", "\"gpu_count\": 8,", "\"gpu_count\": \"8\",", CP_TEST_FILE_ERROR (TYPE),
    "test.json: units[1].gpu_count: must be a whole number, not a string" },
  { "fractional-count", "\"gpu_count\": 8,", "\"gpu_count\": 8.5,", CP_TEST_FILE_ERROR (TYPE),
    "test.json: units[1].gpu_count: must be a whole number, not 8.5" },
  { "boolean-as-string", "\"recommendable\": true", "\"recommendable\": \"yes\"", CP_TEST_FILE_ERROR (TYPE),
    "test.json: tiers[1].recommendable: must be true or false, not a string" },
  { "name-as-number", "\"name\": \"Desktop\"", "\"name\": 7", CP_TEST_FILE_ERROR (TYPE),
    "test.json: tiers[0].name: must be a string, not a number" },
  { "list-as-object", "\"tiers\": [", "\"tiers\": {}, \"old_tiers\": [", CP_TEST_FILE_ERROR (TYPE),
    "test.json: tiers: must be a list, not an object" },
  { "item-not-object", "\"links\": [", "\"links\": [ 7,", CP_TEST_FILE_ERROR (TYPE),
    "test.json: links[0]: must be an object, not a number" },
  /* Out of range. */
  { "negative-memory", "\"memory_gb\": 24", "\"memory_gb\": -24", CP_TEST_FILE_ERROR (RANGE),
    "test.json: gpus[1].memory_gb: must be above 0 and at most 10,000, not -24" },
  { "zero-price", "\"price_usd\": 199000", "\"price_usd\": 0", CP_TEST_FILE_ERROR (RANGE),
    "test.json: units[1].price_usd: must be above 0 and at most 10,000,000,000, not 0" },
  { "zero-power", "\"power_w\": 10200", "\"power_w\": 0", CP_TEST_FILE_ERROR (RANGE),
    "test.json: units[1].power_w: must be from 1 to 1,000,000,000, not 0" },
  { "absurd-memory", "\"memory_gb\": 80", "\"memory_gb\": 80000000", CP_TEST_FILE_ERROR (RANGE),
    "test.json: gpus[0].memory_gb: must be above 0 and at most 10,000, not 80,000,000" },
  { "infinite-memory", "\"memory_gb\": 80", "\"memory_gb\": 1e999", CP_TEST_FILE_ERROR (RANGE),
    "test.json: gpus[0].memory_gb: the number 1e999 is too large" },
  { "huge-integer", "\"power_w\": 10200", "\"power_w\": 99999999999999999999999",
    CP_TEST_FILE_ERROR (RANGE), "test.json: units[1].power_w: the number 99999999999999999999999 is too large" },
  /* A whole number too large for the range is said with all its digits,
   * and a huge one as a power of ten, never as C's "9.22337e+18". */
  { "largest-integer", "\"power_w\": 10200", "\"power_w\": 9223372036854775807",
    CP_TEST_FILE_ERROR (RANGE),
    "test.json: units[1].power_w: must be from 1 to 1,000,000,000, not 9,223,372,036,854,775,807" },
  { "huge-whole", "\"power_w\": 10200", "\"power_w\": 9.5e300",
    CP_TEST_FILE_ERROR (RANGE),
    "test.json: units[1].power_w: must be from 1 to 1,000,000,000, not 9.5 × 10^300" },
  { "domain-not-dividing", "\"nvlink_domain_gpus\": 8", "\"nvlink_domain_gpus\": 3",
    CP_TEST_FILE_ERROR (RANGE), "test.json: units[1].nvlink_domain_gpus: must divide gpu_count (8) evenly, not 3" },
  { "domain-too-large", "\"nvlink_domain_gpus\": 8", "\"nvlink_domain_gpus\": 16",
    CP_TEST_FILE_ERROR (RANGE), "test.json: units[1].nvlink_domain_gpus: must be from 0 to 8, not 16" },
  { "unknown-precision", "\"precision\": \"fp8\"", "\"precision\": \"fp6\"", CP_TEST_FILE_ERROR (RANGE),
    "test.json: models[1].precision: must be one of fp32, bf16, fp16, fp8, int8, fp4, int4, not “fp6”" },
  { "unknown-grade", "\"grade\": \"desktop\"", "\"grade\": \"gaming\"", CP_TEST_FILE_ERROR (RANGE),
    "test.json: gpus[1].grade: must be “desktop” or “datacenter”, not “gaming”" },
  { "bad-id", "\"id\": \"card\"", "\"id\": \"a card\"", CP_TEST_FILE_ERROR (RANGE),
    "test.json: units[0].id: “a card” is not an id: use letters, digits, “-”, “_” and “.” only" },
  { "empty-name", "\"name\": \"Startup Build\"", "\"name\": \"  \"", CP_TEST_FILE_ERROR (RANGE),
    "test.json: tiers[1].name: must not be empty" },
  { "control-character", "\"name\": \"Startup Build\"", "\"name\": \"Startup\\nBuild\"",
    CP_TEST_FILE_ERROR (RANGE), "test.json: tiers[1].name: must not contain control characters such as line breaks" },
  { "bad-date", "\"date\": \"2026-11-01\"", "\"date\": \"2026-02-30\"", CP_TEST_FILE_ERROR (RANGE),
    "test.json: date: must be a date like “2026-11-01”, not “2026-02-30”" },
  { "date-with-a-space", "\"date\": \"2026-11-01\"", "\"date\": \" 202-11-01\"", CP_TEST_FILE_ERROR (RANGE),
    "test.json: date: must be a date like “2026-11-01”, not “ 202-11-01”" },
  /* The store's claims about a tier: optional, whole when present. */
  /* A GPU's speed figures (docs/sizing.md §13.1): optional, each above
   * zero, with their source; and published measurements of the catalog's
   * models on its GPUs. */
  { "speed-zero-bandwidth", "\"grade\": \"desktop\"",
    "\"grade\": \"desktop\", \"speed\": { \"memory_bandwidth_gb_s\": 0, \"tflops\": {}, \"source\": \"x\" }",
    CP_TEST_FILE_ERROR (RANGE),
    "test.json: gpus[1].speed.memory_bandwidth_gb_s: must be above 0 and at most 1,000,000, not 0" },
  { "speed-without-tflops", "\"grade\": \"desktop\"",
    "\"grade\": \"desktop\", \"speed\": { \"memory_bandwidth_gb_s\": 1008, \"source\": \"x\" }",
    CP_TEST_FILE_ERROR (MISSING), "test.json: gpus[1].speed.tflops: missing" },
  { "speed-negative-fp8", "\"grade\": \"desktop\"",
    "\"grade\": \"desktop\", \"speed\": { \"memory_bandwidth_gb_s\": 1008, \"tflops\": { \"fp8\": -1 }, \"source\": \"x\" }",
    CP_TEST_FILE_ERROR (RANGE),
    "test.json: gpus[1].speed.tflops.fp8: must be above 0 and at most 1,000,000, not -1" },
  { "measurement-unknown-gpu", "\"comparisons\": [",
    "\"measurements\": [ { \"model\": \"v3\", \"gpu\": \"h900\", \"weights\": \"fp8\", \"gpus\": 8, "
    "\"tensor_parallel\": 8, \"pipeline_parallel\": 1, \"prompt_tokens\": 1000, \"output_tokens\": 100, "
    "\"concurrency\": 1, \"metric\": \"ttft_s\", \"value\": 50, \"engine\": \"vLLM\", \"source\": \"x\" } ], "
    "\"comparisons\": [", CP_TEST_CATALOG_ERROR (REFERENCE),
    "test.json: measurements[0].gpu: no gpus “h900” in this catalog" },
  { "measurement-unknown-metric", "\"comparisons\": [",
    "\"measurements\": [ { \"model\": \"v3\", \"gpu\": \"h100-sxm\", \"weights\": \"fp8\", \"gpus\": 8, "
    "\"tensor_parallel\": 8, \"pipeline_parallel\": 1, \"prompt_tokens\": 1000, \"output_tokens\": 100, "
    "\"concurrency\": 1, \"metric\": \"speed\", \"value\": 50, \"engine\": \"vLLM\", \"source\": \"x\" } ], "
    "\"comparisons\": [", CP_TEST_FILE_ERROR (RANGE),
    "test.json: measurements[0].metric: must be one of tokens_per_s_per_user, tokens_per_s, ttft_s, not “speed”" },
  /* A GPU's CUDA compute capability: optional, "MAJOR.MINOR" with its
   * source when present. */
  { "compute-capability-not-object", "\"grade\": \"desktop\"",
    "\"grade\": \"desktop\", \"compute_capability\": \"9.0\"", CP_TEST_FILE_ERROR (TYPE),
    "test.json: gpus[1].compute_capability: must be an object, not a string" },
  { "compute-capability-as-number", "\"grade\": \"desktop\"",
    "\"grade\": \"desktop\", \"compute_capability\": { \"value\": 9.0, \"source\": \"NVIDIA\" }",
    CP_TEST_FILE_ERROR (TYPE), "test.json: gpus[1].compute_capability.value: must be a string, not a number" },
  { "compute-capability-bad", "\"grade\": \"desktop\"",
    "\"grade\": \"desktop\", \"compute_capability\": { \"value\": \"sm_90\", \"source\": \"NVIDIA\" }",
    CP_TEST_FILE_ERROR (RANGE), "test.json: gpus[1].compute_capability.value: must be a CUDA compute "
    "capability such as “9.0” or “12.0”, not “sm_90”" },
  { "compute-capability-two-minor-digits", "\"grade\": \"desktop\"",
    "\"grade\": \"desktop\", \"compute_capability\": { \"value\": \"8.90\", \"source\": \"NVIDIA\" }",
    CP_TEST_FILE_ERROR (RANGE), "test.json: gpus[1].compute_capability.value: must be a CUDA compute "
    "capability such as “9.0” or “12.0”, not “8.90”" },
  { "compute-capability-without-source", "\"grade\": \"desktop\"",
    "\"grade\": \"desktop\", \"compute_capability\": { \"value\": \"8.9\" }",
    CP_TEST_FILE_ERROR (MISSING), "test.json: gpus[1].compute_capability.source: missing" },
  { "claims-not-object", "\"recommendable\": true }", "\"recommendable\": true, \"claims\": [] }",
    CP_TEST_FILE_ERROR (TYPE), "test.json: tiers[1].claims: must be an object, not a list" },
  { "claims-without-failover", "\"recommendable\": true }",
    "\"recommendable\": true, \"claims\": { \"scheduling\": \"Slurm\", \"source\": \"seed\" } }",
    CP_TEST_FILE_ERROR (MISSING), "test.json: tiers[1].claims.failover: missing" },
  { "claims-scheduling-number", "\"recommendable\": true }",
    "\"recommendable\": true, \"claims\": { \"failover\": \"HA\", \"scheduling\": 7, \"source\": \"seed\" } }",
    CP_TEST_FILE_ERROR (TYPE), "test.json: tiers[1].claims.scheduling: must be a string, not a number" },
  { "claims-empty-source", "\"recommendable\": true }",
    "\"recommendable\": true, \"claims\": { \"failover\": \"HA\", \"scheduling\": \"Slurm\", \"source\": \" \" } }",
    CP_TEST_FILE_ERROR (RANGE), "test.json: tiers[1].claims.source: must not be empty" },
  /* What one GPU gets over a link is a number, and a share of its total. */
  { "per-gpu-above-total", "\"bandwidth_gb_s\": 900 }", "\"bandwidth_gb_s\": 900, \"per_gpu_gb_s\": 1800 }",
    CP_TEST_FILE_ERROR (RANGE), "test.json: links[0].per_gpu_gb_s: must be at most the link’s bandwidth_gb_s (900), not 1,800" },
  { "per-gpu-as-string", "\"bandwidth_gb_s\": 900 }", "\"bandwidth_gb_s\": 900, \"per_gpu_gb_s\": \"fast\" }",
    CP_TEST_FILE_ERROR (TYPE), "test.json: links[0].per_gpu_gb_s: must be a number, not a string" },
  { "per-gpu-zero", "\"bandwidth_gb_s\": 900 }", "\"bandwidth_gb_s\": 900, \"per_gpu_gb_s\": 0 }",
    CP_TEST_FILE_ERROR (RANGE), "test.json: links[0].per_gpu_gb_s: must be above 0 and at most 10,000,000, not 0" },
  { "lanes-too-many", "\"bandwidth_gb_s\": 900 }", "\"bandwidth_gb_s\": 900, \"lanes\": 64 }",
    CP_TEST_FILE_ERROR (RANGE), "test.json: links[0].lanes: must be from 1 to 32, not 64" },
  /* Format and version. */
  { "wrong-format", "\"format\": \"cluster-planner-catalog\"", "\"format\": \"shopping-list\"",
    CP_TEST_CATALOG_ERROR (FORMAT), "test.json: format: “shopping-list” is not a Cluster Planner catalog (expected “cluster-planner-catalog”)" },
  { "missing-format", "\"format\": \"cluster-planner-catalog\", ", "", CP_TEST_CATALOG_ERROR (FORMAT),
    "test.json: format: missing: this is not a Cluster Planner catalog" },
  { "newer-version", "\"version\": 1", "\"version\": 3", CP_TEST_CATALOG_ERROR (FORMAT),
    "test.json: version: version 3 is not supported; this Cluster Planner reads versions 1 to 2" },
  { "older-version", "\"version\": 1", "\"version\": 0", CP_TEST_CATALOG_ERROR (FORMAT),
    "test.json: version: version 0 is not supported; this Cluster Planner reads versions 1 to 2" },
  { "other-currency", "\"currency\": \"USD\"", "\"currency\": \"EUR\"", CP_TEST_CATALOG_ERROR (FORMAT),
    "test.json: currency: only “USD” is supported, not “EUR”" },
  /* Broken JSON. */
  { "truncated", "  \"comparisons\": [", "  \"comparisons\": [ { \"id\": ", CP_TEST_FILE_ERROR (SYNTAX),
    "test.json: line 35, column 3: not valid JSON: expected “,” or “}” after a member" },
};

static void
test_broken (gconstpointer data)
{
  const BrokenCase *broken = data;
  g_autofree char *text = break_catalog (broken->find, broken->replace);
  g_autoptr(GError) error = NULL;
  CpCatalog *catalog;

  catalog = load_text (text, strlen (text), &error);
  g_assert_null (catalog);
  if (!g_str_has_prefix (error->message, broken->message))
    g_error ("“%s” does not start with “%s”", error->message, broken->message);
  cp_test_assert_error (error, broken->domain, broken->code);
  /* One line, so the command line can print it as one. */
  g_assert_null (strchr (error->message, '\n'));
}

static void
test_base_loads (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = load_text (base_catalog, strlen (base_catalog), &error);
  g_autoptr(CpUnit) unit = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (catalog);
  g_assert_cmpuint (g_list_model_get_n_items (cp_catalog_get_units (catalog)), ==, 2);
  g_assert_cmpstr (cp_catalog_get_date (catalog), ==, "2026-11-01");
  g_assert_cmpstr (cp_catalog_get_display_name (catalog), ==, "test.json");

  unit = g_list_model_get_item (cp_catalog_get_units (catalog), 1);
  g_assert_cmpint (cp_unit_get_price_cents (unit), ==, 19900000);
  g_assert_cmpint (cp_unit_get_memory_mb (unit), ==, 640000);
  g_assert_true (cp_unit_get_pooled_scale_out (unit));
  g_assert_true (cp_unit_get_tier (unit) == cp_catalog_find_tier (catalog, "startup"));

  g_assert_cmpint (cp_model_get_min_memory_mb (cp_catalog_find_model (catalog, "v3")), ==, 805200);
  g_assert_true (cp_catalog_find_model (catalog, "DeepSeek-V3") == cp_catalog_find_model (catalog, "v3"));
  g_assert_null (cp_catalog_find_model (catalog, "deepseek-v3"));
  g_assert_finalize_object (g_steal_pointer (&catalog));
}

static void
test_tolerant (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *extra = break_catalog ("\"date\": \"2026-11-01\",",
                                          "\"date\": \"2026-11-01\", \"vendor\": { \"x\": [1] },");
  g_autofree char *with_bom = g_strconcat ("\xEF\xBB\xBF", base_catalog, NULL);
  g_autofree char *no_date = break_catalog ("\"date\": \"2026-11-01\",", "");
  g_autoptr(CpCatalog) a = NULL;
  g_autoptr(CpCatalog) b = NULL;
  g_autoptr(CpCatalog) c = NULL;

  /* Unknown extra fields are ignored, a UTF-8 byte-order mark is fine, and
   * the date is optional. */
  a = load_text (extra, strlen (extra), &error);
  g_assert_no_error (error);
  b = load_text (with_bom, strlen (with_bom), &error);
  g_assert_no_error (error);
  c = load_text (no_date, strlen (no_date), &error);
  g_assert_no_error (error);
  g_assert_null (cp_catalog_get_date (c));
}

static void
assert_hostile (const char     *text,
                gsize           length,
                const char     *domain,
                int  code,
                const char     *message)
{
  g_autoptr(GError) error = NULL;
  CpCatalog *catalog = load_text (text, length, &error);

  g_assert_null (catalog);
  cp_test_assert_error (error, domain, code);
  if (!g_str_has_prefix (error->message, message))
    g_error ("“%s” does not start with “%s”", error->message, message);
}

static void
test_hostile_binary (void)
{
  static const char png[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
  static const char utf16[] = "\xFF\xFE{\0\"\0f\0\"\0:\0";

  assert_hostile (png, sizeof png - 1, CP_TEST_FILE_ERROR (ENCODING),
                  "test.json: not a text file, or not in UTF-8 (it contains zero bytes)");
  assert_hostile (utf16, sizeof utf16 - 1, CP_TEST_FILE_ERROR (ENCODING),
                  "test.json: not a text file, or not in UTF-8");
}

static void
test_hostile_encoding (void)
{
  /* "Café" in Latin-1 on the third line. */
  static const char latin1[] = "{\n\"format\": \"cluster-planner-catalog\",\n\"x\": \"Caf\xE9\"\n}";

  assert_hostile (latin1, sizeof latin1 - 1, CP_TEST_FILE_ERROR (ENCODING),
                  "test.json: line 3, column 10: not UTF-8 text (byte 49 is not valid)");
}

static void
test_hostile_nesting (void)
{
  g_autoptr(GString) deep = g_string_new ("{\"format\": ");

  for (guint i = 0; i < 200000; i++)
    g_string_append_c (deep, '[');
  assert_hostile (deep->str, deep->len, CP_TEST_FILE_ERROR (SYNTAX),
                  "test.json: line 1, column 43: lists and objects nest deeper than 32 levels");

  /* Brackets inside strings do not count. */
  g_string_assign (deep, base_catalog);
  g_string_replace (deep, "\"name\": \"Big Model\"",
                    "\"name\": \"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\"", 1);
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(CpCatalog) catalog = load_text (deep->str, deep->len, &error);

    g_assert_no_error (error);
    g_assert_nonnull (catalog);
  }
}

static void
test_hostile_truncated (void)
{
  /* Every prefix of a valid catalog is an error, never a crash. */
  gsize length = strlen (base_catalog);

  for (gsize cut = 0; cut < length - 2; cut += 7)
    {
      g_autoptr(GError) error = NULL;
      CpCatalog *catalog = load_text (base_catalog, cut, &error);

      g_assert_null (catalog);
      g_assert_error (error, CP_FILE_ERROR, CP_FILE_ERROR_SYNTAX);
      g_assert_true (g_str_has_prefix (error->message, "test.json: "));
    }
}

static void
test_hostile_empty (void)
{
  assert_hostile ("", 0, CP_TEST_FILE_ERROR (SYNTAX), "test.json: the file is empty");
  assert_hostile (" \n\t ", 4, CP_TEST_FILE_ERROR (SYNTAX), "test.json: the file is empty");
  assert_hostile ("[1, 2]", 6, CP_TEST_CATALOG_ERROR (FORMAT),
                  "test.json: a catalog is one JSON object, not a list");
  assert_hostile ("\"text\"", 6, CP_TEST_CATALOG_ERROR (FORMAT),
                  "test.json: a catalog is one JSON object, not a string");
}

static void
test_hostile_huge (void)
{
  gsize length = CP_CATALOG_MAX_BYTES + 1;
  g_autofree char *huge = g_malloc (length);
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  int fd;

  memset (huge, ' ', length);
  assert_hostile (huge, length, CP_TEST_FILE_ERROR (TOO_LARGE),
                  "test.json: the file is larger than 8 MB; a catalog is much smaller");

  /* From a file, it is refused without reading more than the limit. */
  fd = g_file_open_tmp ("cp-huge-XXXXXX.json", &path, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, huge, length, &error));
  g_close (fd, NULL);
  file = g_file_new_for_path (path);
  g_assert_null (cp_catalog_new_from_file (file, &error));
  g_assert_error (error, CP_FILE_ERROR, CP_FILE_ERROR_TOO_LARGE);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_unlink (path);
}

static void
test_unreadable (void)
{
  g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/catalog.json");
  g_autoptr(GFile) folder = g_file_new_for_path (g_get_tmp_dir ());
  g_autoptr(GError) error = NULL;

  g_assert_null (cp_catalog_new_from_file (missing, &error));
  g_assert_error (error, CP_FILE_ERROR, CP_FILE_ERROR_READ);
  g_assert_true (g_str_has_prefix (error->message, "/nonexistent/catalog.json: cannot be read: "));
  g_clear_error (&error);

  g_assert_null (cp_catalog_new_from_file (folder, &error));
  g_assert_error (error, CP_FILE_ERROR, CP_FILE_ERROR_READ);
}

static void
test_from_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "catalog-small.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_from_file (file, &error);

  g_assert_no_error (error);
  g_assert_true (g_file_equal (cp_catalog_get_file (catalog), file));
  g_assert_cmpstr (cp_catalog_get_display_name (catalog), ==, path);
  g_assert_cmpuint (g_list_model_get_n_items (cp_catalog_get_models (catalog)), ==, 1);
}

static void
test_builtin (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = cp_catalog_new_builtin (&error);
  GListModel *lists[6];

  g_assert_no_error (error);
  g_assert_null (cp_catalog_get_file (catalog));
  g_assert_cmpstr (cp_catalog_get_currency (catalog), ==, "USD");

  lists[0] = cp_catalog_get_links (catalog);
  lists[1] = cp_catalog_get_gpus (catalog);
  lists[2] = cp_catalog_get_tiers (catalog);
  lists[3] = cp_catalog_get_units (catalog);
  lists[4] = cp_catalog_get_models (catalog);
  lists[5] = cp_catalog_get_comparisons (catalog);

  g_assert_true (g_list_model_get_item_type (lists[3]) == CP_TYPE_UNIT);
  g_assert_cmpuint (g_list_model_get_n_items (lists[2]), ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (lists[3]), ==, 7);
  /* The store's five, and thirteen models with a published architecture
   * (docs/sizing.md §4.6). */
  g_assert_cmpuint (g_list_model_get_n_items (lists[4]), ==, 18);

  /* NVIDIA's "CUDA GPUs — Compute Capability": Ada 8.9, Hopper 9.0,
   * Blackwell 10.0 (B200, GB200) and 12.0 (RTX 50). */
  {
    static const struct { const char *id; gint64 cc; } expected[] = {
      { "rtx-4090", 89 }, { "rtx-5090", 120 }, { "h100-pcie", 90 }, { "h100-sxm", 90 },
      { "h200-sxm", 90 }, { "b200", 100 }, { "gb200", 100 },
    };

    g_assert_cmpuint (g_list_model_get_n_items (lists[1]), ==, G_N_ELEMENTS (expected));
    for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
      {
        g_autoptr(CpGpu) gpu = g_list_model_get_item (lists[1], i);

        g_assert_cmpstr (cp_item_get_id (CP_ITEM (gpu)), ==, expected[i].id);
        g_assert_cmpint (cp_gpu_get_compute_capability (gpu), ==, expected[i].cc);
      }
  }

  /* Every figure says where it comes from. */
  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (guint i = 0; i < g_list_model_get_n_items (lists[l]); i++)
      {
        g_autoptr(CpItem) item = g_list_model_get_item (lists[l], i);
        const char *source = cp_item_get_source (item);

        if (CP_IS_TIER (item) && !cp_tier_get_recommendable (CP_TIER (item)))
          g_assert_nonnull (source);
        if (CP_IS_TIER (item))
          continue;
        g_assert_nonnull (source);
        g_assert_cmpuint (strlen (source), >, 5);
      }

  /* Desktop cards are desktop; the rest are datacenter hardware. */
  for (guint i = 0; i < g_list_model_get_n_items (lists[3]); i++)
    {
      g_autoptr(CpUnit) unit = g_list_model_get_item (lists[3], i);
      gboolean desktop = g_str_equal (cp_item_get_id (CP_ITEM (cp_unit_get_tier (unit))), "desktop");

      g_assert_cmpint (cp_unit_get_desktop (unit), ==, desktop);
      g_assert_cmpint (cp_unit_get_pooled_scale_out (unit), ==, cp_unit_get_nvlink_domain_gpus (unit) > 0);
    }
}

static void
test_custom_models (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpModel) memory = cp_model_new_for_memory (903600);
  g_autoptr(CpModel) params = cp_model_new_for_params (671, CP_PRECISION_FP8, &error);

  g_assert_no_error (error);
  g_assert_true (cp_model_get_custom (memory));
  g_assert_cmpstr (cp_item_get_name (CP_ITEM (memory)), ==, "Custom model (903.6 GB)");
  g_assert_cmpint (cp_model_get_min_memory_mb (params), ==, 805200);
  g_assert_cmpstr (cp_item_get_name (CP_ITEM (params)), ==, "Custom model, 671B at FP8");
  g_assert_cmpstr (cp_model_get_precision (params), ==, "fp8");

  g_assert_null (cp_model_new_for_params (-1, CP_PRECISION_FP8, &error));
  g_assert_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_INVALID);
}

static void
test_plan_several (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = load_text (base_catalog, strlen (base_catalog), &error);
  g_autoptr(CpModel) extra = cp_model_new_for_memory (1);
  CpModel *models[3];
  g_autoptr(CpPlan) plan = NULL;
  g_autofree char *title = NULL;
  CpBuild *desktop;
  g_autofree char *verdict = NULL;

  models[0] = cp_catalog_find_model (catalog, "big");
  models[1] = cp_catalog_find_model (catalog, "v3");
  models[2] = extra;
  plan = cp_test_catalog_plan (catalog, models, 3, &error);
  g_assert_no_error (error);

  /* 1,920 + 805.2 GB + 1 MB. */
  g_assert_cmpint (cp_plan_get_required_mb (plan), ==, 2725201);
  g_assert_cmpuint (g_list_model_get_n_items (cp_plan_get_builds (plan)), ==, 2);
  g_assert_cmpint (cp_build_get_count (cp_plan_get_recommended (plan)), ==, 5);
  title = cp_plan_dup_models_title (plan);
  g_assert_cmpstr (title, ==, "Big Model, DeepSeek-V3 and Custom model (0.001 GB)");

  desktop = cp_plan_find_build (plan, "desktop");
  verdict = cp_build_dup_verdict (desktop);
  g_assert_cmpstr (verdict, ==, "2,736 GB on paper; each card sees only its own 24 GB — "
                                "these models cannot run across them");
}

/* A unit whose totals could not be added up for some requirement within
 * the limits is refused when the catalog loads, with its path: it no
 * longer makes every tier's sizing fail later, naming neither file nor
 * unit. */
static void
test_unit_overflow (void)
{
  g_autoptr(GString) text = g_string_new (base_catalog);
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = NULL;
  g_autoptr(CpModel) huge = NULL;
  g_autoptr(CpModel) other = NULL;
  g_autoptr(CpPlan) plan = NULL;
  CpModel *models[2];

  /* One megabyte of memory at ten billion dollars. */
  g_assert_cmpuint (g_string_replace (text, "\"memory_gb\": 24", "\"memory_gb\": 0.001", 1), ==, 1);
  g_assert_cmpuint (g_string_replace (text, "\"price_usd\": 2500", "\"price_usd\": 10000000000", 1), ==, 1);
  catalog = load_text (text->str, text->len, &error);
  g_assert_null (catalog);
  g_assert_error (error, CP_FILE_ERROR, CP_FILE_ERROR_RANGE);
  g_assert_cmpstr (error->message, ==,
                   "test.json: units[0]: 10,000,000,000 units of this kind would be needed "
                   "for 10,000,000 GB, too many to add up their power and price; give it more "
                   "memory, or a lower power or price");
  g_clear_error (&error);

  /* The same unit at a sensible price loads, and sizes the largest
   * requirement a plan may have. */
  g_string_assign (text, base_catalog);
  g_string_replace (text, "\"memory_gb\": 24", "\"memory_gb\": 0.001", 1);
  catalog = load_text (text->str, text->len, &error);
  g_assert_no_error (error);
  huge = cp_model_new_for_memory (CP_MAX_REQUIRED_MB);
  models[0] = huge;
  plan = cp_test_catalog_plan (catalog, models, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (cp_plan_get_builds (plan)), ==, 2);

  /* Models that need more together are refused for what they are. */
  other = cp_model_new_for_memory (1);
  models[1] = other;
  g_clear_object (&plan);
  plan = cp_test_catalog_plan (catalog, models, 2, &error);
  g_assert_null (plan);
  g_assert_error (error, CP_SIZING_ERROR, CP_SIZING_ERROR_OVERFLOW);
  g_assert_cmpstr (error->message, ==, "the models need more than 10,000,000 GB together, the most this sizes");
}

/* A link's bandwidth is what one GPU gets, unless the link says what one
 * GPU gets apart: then it is the total. */
static void
test_link_per_gpu (void)
{
  g_autofree char *text = break_catalog ("\"bandwidth_gb_s\": 900 }",
                                         "\"bandwidth_gb_s\": 7200, \"per_gpu_gb_s\": 900 }");
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = load_text (text, strlen (text), &error);
  g_autoptr(CpLink) total = NULL;
  g_autoptr(CpLink) plain = NULL;

  g_assert_no_error (error);
  total = g_list_model_get_item (cp_catalog_get_links (catalog), 0);
  plain = g_list_model_get_item (cp_catalog_get_links (catalog), 1);
  g_assert_true (cp_link_get_is_total (total));
  g_assert_cmpfloat (cp_link_get_bandwidth_gb_s (total), ==, 7200);
  g_assert_cmpfloat (cp_link_get_per_gpu_gb_s (total), ==, 900);
  g_assert_false (cp_link_get_is_total (plain));
  g_assert_cmpfloat (cp_link_get_per_gpu_gb_s (plain), ==, 50);
}

/* A unit sized on its own gets the count its tier's build has, and the
 * same figures; a unit of another catalog is refused. */
static void
test_size_unit (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CpCatalog) catalog = load_text (base_catalog, strlen (base_catalog), &error);
  g_autoptr(CpCatalog) other = load_text (base_catalog, strlen (base_catalog), &error);
  CpModel *big = cp_catalog_find_model (catalog, "big");
  g_autoptr(CpPlan) plan = cp_test_catalog_plan (catalog, &big, 1, &error);
  g_autoptr(CpBuild) card = NULL;
  g_autoptr(CpBuild) dgx = NULL;
  CpBuild *planned;

  g_assert_no_error (error);
  dgx = cp_test_catalog_size_unit (catalog, cp_catalog_find_unit (catalog, "dgx"),
                              cp_plan_get_required_mb (plan), 1, &error);
  g_assert_no_error (error);
  planned = cp_plan_find_build (plan, "startup");
  g_assert_cmpint (cp_build_get_count (dgx), ==, cp_build_get_count (planned));
  g_assert_cmpint (cp_build_get_count (dgx), ==, 3);
  g_assert_cmpint (cp_build_get_price_cents (dgx), ==, cp_build_get_price_cents (planned));
  g_assert_true (cp_build_get_fits (dgx));
  g_assert_true (cp_build_get_recommendable (dgx));
  g_assert_false (cp_build_get_recommended (dgx));

  /* Cards that cannot pool: the spreadsheet count, 1,920 / 24. */
  card = cp_test_catalog_size_unit (catalog, cp_catalog_find_unit (catalog, "card"),
                               cp_plan_get_required_mb (plan), 1, &error);
  g_assert_cmpint (cp_build_get_count (card), ==, 80);
  g_assert_false (cp_build_get_fits (card));

  g_assert_null (cp_test_catalog_size_unit (catalog, cp_catalog_find_unit (other, "dgx"),
                                       cp_plan_get_required_mb (plan), 1, &error));
  g_assert_error (error, CP_PLAN_ERROR, CP_PLAN_ERROR_NOT_FOUND);
}

/* A catalog is known by its bytes: the same file gives the same checksum,
 * one price changed gives another, and the built-in catalog's is that of
 * resources/catalog.json, whatever language it is read in. */
static void
test_checksum (void)
{
  g_autofree char *changed = break_catalog ("\"price_usd\": 199000", "\"price_usd\": 210000");
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "resources", "catalog.json",
                                                 NULL);
  g_autofree char *builtin_text = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(CpCatalog) first = NULL;
  g_autoptr(CpCatalog) again = NULL;
  g_autoptr(CpCatalog) other = NULL;
  g_autoptr(CpCatalog) builtin = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  first = load_text (base_catalog, strlen (base_catalog), &error);
  g_assert_no_error (error);
  again = load_text (base_catalog, strlen (base_catalog), &error);
  g_assert_no_error (error);
  other = load_text (changed, strlen (changed), &error);
  g_assert_no_error (error);

  g_assert_cmpuint (strlen (cp_catalog_get_checksum (first)), ==, 64);
  g_assert_cmpstr (cp_catalog_get_checksum (first), ==, cp_catalog_get_checksum (again));
  g_assert_cmpstr (cp_catalog_get_checksum (first), !=, cp_catalog_get_checksum (other));

  g_file_get_contents (path, &builtin_text, &length, &error);
  g_assert_no_error (error);
  expected = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) builtin_text, length);
  builtin = cp_catalog_new_builtin (&error);
  g_assert_no_error (error);
  g_assert_cmpstr (cp_catalog_get_checksum (builtin), ==, expected);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (broken_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cluster-planner/catalog/broken/%s",
                                               broken_cases[i].name);

      g_test_add_data_func (path, &broken_cases[i], test_broken);
    }

  g_test_add_func ("/cluster-planner/catalog/base-loads", test_base_loads);
  g_test_add_func ("/cluster-planner/catalog/tolerant", test_tolerant);
  g_test_add_func ("/cluster-planner/catalog/hostile/binary", test_hostile_binary);
  g_test_add_func ("/cluster-planner/catalog/hostile/encoding", test_hostile_encoding);
  g_test_add_func ("/cluster-planner/catalog/hostile/nesting", test_hostile_nesting);
  g_test_add_func ("/cluster-planner/catalog/hostile/truncated", test_hostile_truncated);
  g_test_add_func ("/cluster-planner/catalog/hostile/empty", test_hostile_empty);
  g_test_add_func ("/cluster-planner/catalog/hostile/huge", test_hostile_huge);
  g_test_add_func ("/cluster-planner/catalog/unreadable", test_unreadable);
  g_test_add_func ("/cluster-planner/catalog/from-file", test_from_file);
  g_test_add_func ("/cluster-planner/catalog/builtin", test_builtin);
  g_test_add_func ("/cluster-planner/catalog/checksum", test_checksum);
  g_test_add_func ("/cluster-planner/catalog/custom-models", test_custom_models);
  g_test_add_func ("/cluster-planner/catalog/plan-several", test_plan_several);
  g_test_add_func ("/cluster-planner/catalog/unit-overflow", test_unit_overflow);
  g_test_add_func ("/cluster-planner/catalog/size-unit", test_size_unit);
  g_test_add_func ("/cluster-planner/catalog/link-per-gpu", test_link_per_gpu);

  return g_test_run ();
}
