import { analyzeFile, type DossierFile, type FileOutcome } from '../engine/analyzeDossier';
import { defaultOcrReader } from '../ocr/ocrReader';
import { serveJobs } from './workerProtocol';

/** One PDF per job, so that each document has its own time budget and fails alone. */
serveJobs<DossierFile, FileOutcome>((file) => analyzeFile(file, { ocr: defaultOcrReader() }));
