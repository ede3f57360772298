/* cp-plan-document.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cp-catalog.h"
#include "cp-customer.h"
#include "cp-plan.h"

G_BEGIN_DECLS

#define CP_PLAN_DOCUMENT_ERROR (cp_plan_document_error_quark ())

/* What a plan file means is wrong: its format, a model twice, a reference
 * to what is not there. A file that cannot be read, or a member of the
 * wrong type or out of range, is a %CP_FILE_ERROR of the same form: the
 * file, the place in it, the problem. */
typedef enum
{
  CP_PLAN_DOCUMENT_ERROR_FORMAT,
  CP_PLAN_DOCUMENT_ERROR_DUPLICATE,
  CP_PLAN_DOCUMENT_ERROR_REFERENCE,
} CpPlanDocumentError;

#define CP_PLAN_DOCUMENT_FORMAT    "cluster-planner-plan"
#define CP_PLAN_DOCUMENT_VERSION   1
#define CP_PLAN_DOCUMENT_MIME_TYPE "application/x-cluster-plan"
#define CP_PLAN_DOCUMENT_SUFFIX    "clusterplan"
/* A plan of a hundred imported models is under 200 KB. */
#define CP_PLAN_DOCUMENT_MAX_BYTES (4 * 1024 * 1024)
/* The most models a plan holds, read or written: what the engine sizes,
 * with a workload, within a second (10,000 took 1.3 s of CPU to read,
 * size and print on the command line, issue 26). */
#define CP_PLAN_DOCUMENT_MAX_MODELS 2000
#define CP_PLAN_DOCUMENT_MAX_DEPTH 16

#define CP_TYPE_PLAN_DOCUMENT (cp_plan_document_get_type ())

G_DECLARE_FINAL_TYPE (CpPlanDocument, cp_plan_document, CP, PLAN_DOCUMENT, GObject)

GQuark          cp_plan_document_error_quark        (void);

CpPlanDocument *cp_plan_document_new                (void);

void            cp_plan_document_set_catalog        (CpPlanDocument        *self,
                                                     CpCatalog             *catalog);
void            cp_plan_document_set_catalog_identity (CpPlanDocument      *self,
                                                     const char            *name,
                                                     const char            *date,
                                                     const char            *sha256);
const char     *cp_plan_document_get_catalog_name   (CpPlanDocument        *self);
const char     *cp_plan_document_get_catalog_date   (CpPlanDocument        *self);
const char     *cp_plan_document_get_catalog_sha256 (CpPlanDocument        *self);

void            cp_plan_document_add_model          (CpPlanDocument        *self,
                                                     CpModel               *model,
                                                     const char            *given_name,
                                                     gboolean               chosen,
                                                     const CpWeightFormat  *weights);
guint           cp_plan_document_get_n_models       (CpPlanDocument        *self);
CpModel        *cp_plan_document_get_model          (CpPlanDocument        *self,
                                                     guint                  index);
const char     *cp_plan_document_get_given_name     (CpPlanDocument        *self,
                                                     guint                  index);
gboolean        cp_plan_document_get_chosen         (CpPlanDocument        *self,
                                                     guint                  index);
void            cp_plan_document_mark_attached      (CpPlanDocument        *self,
                                                     const char            *id);
CpModelArchitecture *cp_plan_document_get_attached_architecture (CpPlanDocument *self,
                                                                 guint           index);
gboolean        cp_plan_document_get_weights        (CpPlanDocument        *self,
                                                     guint                  index,
                                                     CpWeightFormat        *weights);

void            cp_plan_document_set_workload       (CpPlanDocument        *self,
                                                     CpPlanWorkload        *workload,
                                                     const CpWeightFormat  *weights);
gboolean        cp_plan_document_has_workload       (CpPlanDocument        *self);
gboolean        cp_plan_document_get_workload       (CpPlanDocument        *self,
                                                     CpWorkload            *workload);
gboolean        cp_plan_document_get_allow_pcie_split (CpPlanDocument       *self);
gboolean        cp_plan_document_get_default_weights (CpPlanDocument       *self,
                                                     CpWeightFormat        *weights);

void            cp_plan_document_set_plan           (CpPlanDocument        *self,
                                                     CpPlan                *plan);
void            cp_plan_document_add_build          (CpPlanDocument        *self,
                                                     const char            *tier,
                                                     const char            *unit,
                                                     gint64                 count);
gboolean        cp_plan_document_get_build          (CpPlanDocument        *self,
                                                     const char            *tier,
                                                     const char           **unit,
                                                     gint64                *count);
void            cp_plan_document_add_unit           (CpPlanDocument        *self,
                                                     const char            *id,
                                                     const char            *name,
                                                     gint64                 memory_mb,
                                                     gint64                 power_w,
                                                     gint64                 price_cents);
void            cp_plan_document_set_selected_tier  (CpPlanDocument        *self,
                                                     const char            *tier_id);
const char     *cp_plan_document_get_selected_tier  (CpPlanDocument        *self);
void            cp_plan_document_set_customer       (CpPlanDocument        *self,
                                                     const char            *customer);
const char     *cp_plan_document_get_customer       (CpPlanDocument        *self);
void            cp_plan_document_set_customer_field (CpPlanDocument        *self,
                                                     CpPlanCustomerField    field,
                                                     const char            *value);
const char     *cp_plan_document_get_customer_field (CpPlanDocument        *self,
                                                     CpPlanCustomerField    field);

const char     *cp_plan_document_get_display_name   (CpPlanDocument        *self);

gboolean        cp_plan_document_resolve            (CpPlanDocument        *self,
                                                     CpCatalog             *catalog,
                                                     gboolean               chosen_only,
                                                     const char            *custom_id,
                                                     GPtrArray             *models,
                                                     CpPlanWorkload       **workload,
                                                     GError               **error);
gboolean        cp_plan_document_same_catalog       (CpPlanDocument        *self,
                                                     CpCatalog             *catalog);
GStrv           cp_plan_document_dup_changes        (CpPlanDocument        *self,
                                                     CpCatalog             *catalog,
                                                     CpPlan                *plan);
char           *cp_plan_document_dup_catalog_title  (CpPlanDocument        *self);
char           *cp_plan_document_dup_file_title     (GFile                 *file);

GBytes         *cp_plan_document_to_bytes           (CpPlanDocument        *self);
CpPlanDocument *cp_plan_document_new_from_bytes     (GBytes                *bytes,
                                                     const char            *display_name,
                                                     GError               **error);
CpPlanDocument *cp_plan_document_new_from_file      (GFile                 *file,
                                                     GError               **error);
typedef void  (*CpPlanBytesDone)                    (GObject               *owner,
                                                     guint                  job,
                                                     GBytes                *bytes);
void            cp_plan_document_to_bytes_in_thread (CpPlanDocument        *self,
                                                     GObject               *owner,
                                                     guint                  job,
                                                     CpPlanBytesDone        done);
gboolean        cp_plan_document_check_limits       (CpPlanDocument        *self,
                                                     GBytes                *bytes,
                                                     const char            *display_name,
                                                     GError               **error);
gboolean        cp_plan_document_save               (CpPlanDocument        *self,
                                                     const char            *filename,
                                                     GError               **error);

G_END_DECLS
