import { analyzeDossier, type DossierAnalysis, type DossierFile } from '../engine/analyzeDossier';
import { defaultOcrReader } from '../ocr/ocrReader';
import { serveJobs } from './workerProtocol';

export interface AnalyzeDossierJob {
  files: DossierFile[];
  /** ISO date: Date objects do not survive the trip between threads as such. */
  referenceDate: string;
}

serveJobs<AnalyzeDossierJob, DossierAnalysis>((job) =>
  analyzeDossier(job.files, { referenceDate: new Date(job.referenceDate), ocr: defaultOcrReader() }),
);
