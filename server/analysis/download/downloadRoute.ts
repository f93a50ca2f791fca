import { Router, type RequestHandler } from 'express';
import { verifyReport } from '../../../common/findings/computeFindings';
import { documentCount } from '../../../common/record/listFields';
import { readStoredOutput } from '../../../common/record/output';
import { sourcePdfs } from '../../../common/record/sources';
import { reportLimitProblem } from '../../../common/report/limitProblem';
import { withStudyDate } from '../../../common/report/studyDate';
import { currentUser, requireUser } from '../../auth/requireUser';
import { clientGone } from '../../http/clientGone';
import { AppError } from '../../http/errors';
import { userClient } from '../../pocketbase/clients';
import { SchedulerBusyError } from '../../render/fairScheduler';
import type { ReportRenderer } from '../../render/reportRenderer';
import { REPORT_FORMATS, type RenderedReport, type ReportFormat } from '../../render/renderReport';
import { readFirmLetterhead } from '../reports/firmSettingsStore';
import { getReport, getReportVersion } from '../reports/reportStore';
import { JobMemoryError, JobTimeoutError } from '../workers/workerPool';
import { attachmentDisposition } from './attachmentDisposition';
import { downloadQuerySchema, pocketBaseIdSchema } from './downloadSchema';

/** Running out of one of the renderer's budgets is a Spanish 429, 503 or 422, never a 500. */
async function withinBudgets(render: Promise<RenderedReport>): Promise<RenderedReport> {
  try {
    return await render;
  } catch (error) {
    if (error instanceof SchedulerBusyError) throw new AppError('RENDER_BUSY', { cause: error });
    if (error instanceof JobTimeoutError) throw new AppError('RENDER_TIMEOUT', { cause: error });
    if (error instanceof JobMemoryError) throw new AppError('REPORT_TOO_LARGE', { cause: error });
    throw error;
  }
}

function downloadHandler(
  pocketbaseUrl: string,
  renderer: ReportRenderer,
  format: ReportFormat,
): RequestHandler {
  return async (req, res) => {
    const query = downloadQuerySchema.safeParse(req.query);
    if (!query.success) throw new AppError('REPORT_ID_REQUIRED');
    const id = query.data.report_id;
    if (!pocketBaseIdSchema.safeParse(id).success) throw new AppError('REPORT_NOT_FOUND');

    // PocketBase's rules answer 404 for anyone else's report (and firm settings).
    const pb = userClient(pocketbaseUrl, currentUser(res));
    const [current, firm] = await Promise.all([getReport(pb, id), readFirmLetterhead(pb)]);
    const { version } = query.data;
    const stored =
      version === undefined ? current : { ...current, ...(await getReportVersion(pb, id, version)) };
    const issuedAt = new Date();
    const read = readStoredOutput(stored.output, issuedAt);
    if (read === null) {
      // A report over the size limits (saved past them through the API) says which field it is.
      const tooLarge = reportLimitProblem(stored.output);
      throw tooLarge
        ? new AppError('REPORT_TOO_LARGE', { message: tooLarge })
        : new AppError('REPORT_OUTPUT_INVALID');
    }
    const report = withStudyDate(read, stored.created);

    const fileNames = sourcePdfs(stored.sourcePdfs, stored.analysis.files).map((source) => source.name);
    const name = stored.name.trim();
    // Recomputed on the stored report as edited, on its study date, with the engine's facts.
    const verification = verifyReport(report, stored.analysis.facts, { referenceDate: issuedAt });
    const rendered = await withinBudgets(
      renderer.render(
        report,
        {
          reportName: name || `Reporte ${id}`,
          reportId: id,
          issuedAt,
          documentCount: documentCount(report, fileNames.length),
          fileNames,
          verification,
          firm,
          review: stored.review,
          documents: stored.analysis.documents,
        },
        format,
        { user: currentUser(res).id, signal: clientGone(res) },
      ),
    );
    res
      .status(200)
      .set({
        'Content-Type': rendered.contentType,
        'Content-Disposition': attachmentDisposition(rendered.fileName),
        'Cache-Control': 'private, no-store',
      })
      .send(rendered.buffer);
  };
}

/**
 * `GET /api/download/pdf|docx?report_id=` (SPEC §7): the owner's report as a file; with
 * `&version=N`, the report as it stood at that version (issue #20), with its name and stamp.
 */
export function downloadRouter(pocketbaseUrl: string, renderer: ReportRenderer): Router {
  const router = Router();
  for (const format of REPORT_FORMATS) {
    router.get(
      `/api/download/${format}`,
      requireUser(pocketbaseUrl),
      downloadHandler(pocketbaseUrl, renderer, format),
    );
  }
  return router;
}
