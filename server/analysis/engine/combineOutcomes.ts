import { computeFindings } from '../../../common/findings/computeFindings';
import { combineFacts } from '../../../common/findings/facts';
import type { AnalyzedDocument, DossierAnalysis, FileOutcome } from './analyzeDossier';
import type { ExtractedDocument } from './extractDocument';
import { mergeDocuments } from './merge';
import { doubtValues } from './checks/doubtValues';
import { readAcrossDossier } from './checks/dossierReadings';
import { recordConflicts } from './conflicts';
import { repairFromTitleCopies } from './titleCopies';
import { completeNamesFromCopies } from './nameCopies';
import { repairRolsFromCopies } from './rolCopies';
import { respaceFromCopies } from './spacingCopies';
import type { ReadingNote } from './readingNotes';

/*
 * Kept apart from analyzeDossier so that the gateway's main thread, which merges what the worker
 * threads read, never loads pdf.js: its legacy build replaces the global JSON.parse and
 * JSON.stringify with slow polyfills for the whole process.
 */

/** Every document's outcome: a file split into parts counts as its parts, after the file's notes. */
export function documentOutcomes(outcomes: FileOutcome[]): FileOutcome[] {
  return outcomes.flatMap((outcome) =>
    outcome.parts ? [{ ...outcome, parts: undefined }, ...outcome.parts] : [outcome],
  );
}

/**
 * Merges the files' outcomes, in upload order, into the report with its facts and findings; the
 * values documents give differently are marked once all are read.
 */
export function combineOutcomes(files: FileOutcome[], referenceDate: Date): DossierAnalysis {
  const outcomes = documentOutcomes(files);
  const documents: AnalyzedDocument[] = [];
  const extracted: ExtractedDocument[] = [];
  const fileNotes: ReadingNote[] = [];
  const texts = new Map<string, string>();
  for (const outcome of outcomes) {
    if (outcome.document) documents.push(outcome.document);
    if (outcome.document && outcome.text)
      texts.set(outcome.document.file, `${texts.get(outcome.document.file) ?? ''}\n${outcome.text}`);
    if (outcome.extracted) extracted.push(outcome.extracted, ...(outcome.bundled ?? []));
    fileNotes.push(...outcome.notes);
  }
  const merged = mergeDocuments(extracted, referenceDate, fileNotes);
  const facts = combineFacts(outcomes.flatMap((outcome) => (outcome.facts ? [outcome.facts] : [])));
  const ocrFiles = new Set(documents.flatMap((document) => (document.ocr ? [document.file] : [])));
  // What OCR misread or a worn copy lost is read where the dossier prints it again, before
  // documents are compared.
  const reread = readAcrossDossier(merged.output, merged.provenance, ocrFiles);
  const titles = repairFromTitleCopies(
    reread,
    doubtValues(reread, merged.provenance, referenceDate, ocrFiles),
    ocrFiles,
  );
  const names = completeNamesFromCopies(titles.report, titles.provenance, ocrFiles, texts);
  const spaced = respaceFromCopies(names.report, names.provenance, texts);
  const { report: output, provenance: repaired } = repairRolsFromCopies(
    spaced.report,
    spaced.provenance,
    ocrFiles,
  );
  const provenance = recordConflicts(output, repaired, facts);
  const findings = computeFindings(output, facts, { referenceDate });
  return { output, provenance, documents, notes: output.notes ?? [], facts, findings };
}
