import { createHash } from 'node:crypto';
import { Router, type Response } from 'express';
import { combineFacts, emptyFacts } from '../../../common/findings/facts';
import { defaultReportName } from '../../../common/report/defaults';
import { reportSchema } from '../../../common/report/schema';
import { currentUser, requireUser } from '../../auth/requireUser';
import type { UploadLimits } from '../../config';
import { AppError } from '../../http/errors';
import { userClient } from '../../pocketbase/clients';
import type { DossierAnalyzer } from '../analyzer';
import type { DossierAnalysis } from '../engine/analyzeDossier';
import { mergeIntoReport } from '../merge/mergeIntoReport';
import {
  createReport,
  deleteReport,
  getReport,
  updateReport,
  type ReportAnalysis,
  type StoredReport,
} from '../reports/reportStore';
import { JobAbortedError } from '../workers/workerPool';
import { receivePdfs, type ReceivedPdf } from './receivePdfs';
import { reportIdSchema } from './uploadSchema';

export interface UploadRouteOptions {
  pocketbaseUrl: string;
  analyzer: DossierAnalyzer;
  limits: UploadLimits;
  now?: () => Date;
}

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Aborted when the client goes away before the answer is sent: the work stops and nothing is kept. */
function clientGone(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

function receivedPdfs(res: Response): ReceivedPdf[] {
  const { pdfs } = res.locals;
  if (!pdfs || pdfs.length === 0) throw new AppError('NO_FILES');
  return pdfs;
}

/** Runs the analysis; undefined when the client aborted. */
async function analyse(
  analyzer: DossierAnalyzer,
  pdfs: ReceivedPdf[],
  referenceDate: Date,
  signal: AbortSignal,
): Promise<DossierAnalysis | undefined> {
  try {
    const analysis = await analyzer.analyze(pdfs, { referenceDate, signal });
    if (signal.aborted) return undefined;
    if (analysis.documents.length === 0) throw new AppError('NOTHING_READABLE');
    return analysis;
  } catch (error) {
    if (error instanceof JobAbortedError && signal.aborted) return undefined;
    throw error;
  }
}

function analysedDocuments(analysis: DossierAnalysis, pdfs: ReceivedPdf[]): ReportAnalysis['documents'] {
  return analysis.documents.map((document) => {
    const pdf = pdfs.find((candidate) => candidate.name === document.file);
    return { ...document, sha256: pdf ? sha256(pdf.bytes) : '' };
  });
}

/** SPEC §7: POST /api/upload_files and PATCH /api/upload_files/:id of the analysis API. */
export function uploadRouter({
  pocketbaseUrl,
  analyzer,
  limits,
  now = () => new Date(),
}: UploadRouteOptions): Router {
  const router = Router();
  const auth = requireUser(pocketbaseUrl);

  router.post('/api/upload_files', auth, ...receivePdfs(limits), async (req, res) => {
    const pdfs = receivedPdfs(res);
    const signal = clientGone(res);
    const referenceDate = now();
    const analysis = await analyse(analyzer, pdfs, referenceDate, signal);
    if (!analysis) {
      req.log.info('analysis cancelled by the client');
      return;
    }
    const pb = userClient(pocketbaseUrl, currentUser(res).token);
    const reportId = await createReport(pb, {
      name: defaultReportName(referenceDate),
      output: analysis.output,
      analysis: {
        documents: analysedDocuments(analysis, pdfs),
        provenance: analysis.provenance,
        facts: analysis.facts,
      },
      files: pdfs,
    });
    if (signal.aborted) {
      await deleteReport(pb, reportId).catch((error: unknown) =>
        req.log.error({ err: error }, 'orphan report'),
      );
      return;
    }
    res.status(201).json({ report_id: reportId });
  });

  router.patch(
    '/api/upload_files/:id',
    auth,
    async (req, res, next) => {
      // Check the report exists and is the caller's before reading a large upload.
      const id = reportIdSchema.safeParse(req.params.id);
      if (!id.success) throw new AppError('REPORT_NOT_FOUND');
      res.locals.report = await getReport(userClient(pocketbaseUrl, currentUser(res).token), id.data);
      next();
    },
    ...receivePdfs(limits),
    async (req, res) => {
      const stored = res.locals.report;
      if (!stored) throw new AppError('REPORT_NOT_FOUND');
      const known = new Set(stored.analysis.documents.map((document) => document.sha256));
      // The same PDF uploaded again adds nothing.
      const pdfs = receivedPdfs(res).filter((pdf) => !known.has(sha256(pdf.bytes)));
      if (pdfs.length === 0) {
        res.json({ report_id: stored.id });
        return;
      }
      const existing = reportSchema.safeParse(stored.output);
      if (!existing.success) throw new AppError('REPORT_OUTPUT_INVALID', { cause: existing.error });
      const signal = clientGone(res);
      const analysis = await analyse(analyzer, pdfs, now(), signal);
      if (!analysis) {
        req.log.info('analysis cancelled by the client');
        return;
      }
      const merged = mergeIntoReport(
        { output: existing.data, provenance: stored.analysis.provenance },
        { output: analysis.output, provenance: analysis.provenance },
      );
      await updateReport(userClient(pocketbaseUrl, currentUser(res).token), stored.id, {
        output: merged.output,
        analysis: {
          ...stored.analysis,
          documents: [...stored.analysis.documents, ...analysedDocuments(analysis, pdfs)],
          provenance: merged.provenance,
          // The new documents' facts join the old ones; reviews are kept as they were.
          facts: combineFacts([stored.analysis.facts ?? emptyFacts(), analysis.facts]),
        },
        files: pdfs,
      });
      res.json({ report_id: stored.id });
    },
  );

  return router;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types its locals through this namespace.
  namespace Express {
    interface Locals {
      report?: StoredReport;
    }
  }
}
