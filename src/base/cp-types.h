/* cp-types.h
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The app's types by name, for a header that only passes them around by
 * pointer: it includes this instead of the headers that define them, so a
 * change to one type does not rebuild everything that merely mentions it,
 * and reading a header says what it really depends on. Each type is
 * defined in its own header, in the layer named beside it. */

/* src/files */
typedef struct _CpFileReplace       CpFileReplace;
typedef struct _CpJsonWriter        CpJsonWriter;

/* src/catalog */
typedef struct _CpCatalog           CpCatalog;
typedef struct _CpComparison        CpComparison;
typedef struct _CpExtra             CpExtra;
typedef struct _CpGpu               CpGpu;
typedef struct _CpItem              CpItem;
typedef struct _CpLink              CpLink;
typedef struct _CpModel             CpModel;
typedef struct _CpModelArchitecture CpModelArchitecture;
typedef struct _CpTier              CpTier;
typedef struct _CpUnit              CpUnit;

/* src/plan */
typedef struct _CpBuild             CpBuild;
typedef struct _CpModelServing      CpModelServing;
typedef struct _CpPlan              CpPlan;
typedef struct _CpPlanner           CpPlanner;
typedef struct _CpPlanWorkload      CpPlanWorkload;
typedef struct _CpServing           CpServing;

/* src/diagram */
typedef struct _CpDiagramLayout     CpDiagramLayout;
typedef struct _CpMemoryBar         CpMemoryBar;

/* src/quote */
typedef struct _CpQuote             CpQuote;
typedef struct _CpQuoteRenderer     CpQuoteRenderer;

/* src/session */
typedef struct _CpDraft             CpDraft;
typedef struct _CpModelRow          CpModelRow;
typedef struct _CpPlanDocument      CpPlanDocument;
typedef struct _CpSession           CpSession;

/* src/register */
typedef struct _CpQuoteRecord       CpQuoteRecord;
typedef struct _CpQuoteRegister     CpQuoteRegister;

G_END_DECLS
