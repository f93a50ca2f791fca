import { analyzeFile, type DossierFile, type FileOutcome } from '../engine/analyzeDossier';
import { defaultOcrReader } from '../ocr/ocrReader';
import type { PageProgress } from '../engine/pageProgress';
import { loadPdfCore } from '../engine/pdfCore';
import { serveJobs } from './workerProtocol';

// Loaded before any PDF is opened, so pdf.js and the image guard share one copy of pdf.js's core.
await loadPdfCore();

/**
 * One PDF per job, so that each document has its own time budget and fails alone; its pages are
 * reported as they are read.
 */
serveJobs<DossierFile, FileOutcome, PageProgress>((file, report) =>
  analyzeFile(file, { ocr: defaultOcrReader(), onPages: report }),
);
