import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { z } from 'zod';

import { isDocumentTypeId, type DocumentTypeId } from '../../common/documents/documentTypes';
import { FINDING_CODES, SEVERITY_VALUES } from '../../common/findings/finding';

/*
 * The made-up certificates and dossiers of tests/fixtures, read from their data files and checked
 * against the shapes below (see tests/fixtures/README.md for the layout):
 * - houseStyles/<type>/<name>.txt + <name>.expected.json: one certificate, its pages separated by
 *   form feeds, scored value by value (`reading`) or like the CBR corpus (`cbr`);
 * - findingDossiers/<batch>/<dossier>/: a dossier's texts and the findings it must give;
 * - heldOut/<batch>/<dossier>/: a dossier's texts and the report a careful reader would write.
 */

const FIXTURES = join(import.meta.dirname, '../fixtures');

/**
 * An expected value that cannot be read with confidence: the reader must leave it blank or mark
 * it doubtful (provenance unsure), never give it as sure.
 */
export const DOUBTFUL = 'dudoso o en blanco';

const documentTypeId = z.custom<DocumentTypeId>(isDocumentTypeId, 'unknown document type');
const reading = z.union([z.number(), z.literal(DOUBTFUL)]);
/** The property's inscription, as a copy and a GP certificate both give it. */
const inscriptionRef = {
  conservador: z.string(),
  fojas: reading,
  vuelta: z.boolean(),
  numero: reading,
  ano: reading,
};
/** A lien as [printed type, fojas, vuelta, número, año]. */
const lien = z.tuple([z.string(), z.number(), z.boolean(), z.number(), z.number()]);

const readingStyleSchema = z.strictObject({
  scoring: z.literal('reading'),
  batch: z.string(),
  name: z.string(),
  /**
   * Expected values, as the report (or the notes-only reader) holds them; absent keys are not
   * checked, `DOUBTFUL` ones must be blank or marked unsure.
   */
  expected: z.record(z.string(), z.unknown()),
  /** Read by OCR, with these words read with low confidence. */
  ocr: z.array(z.string()).optional(),
  /** Paths whose value must be marked doubtful (`unsure: ['ocr_low_confidence']`). */
  unsure: z.array(z.string()).optional(),
  /** Notes the reader must write, as regular expressions. */
  notes: z.array(z.strictObject({ pattern: z.string(), flags: z.string() })).optional(),
});

const cbrStyleSchema = z.strictObject({
  scoring: z.literal('cbr'),
  batch: z.string(),
  name: z.string(),
  /** Types the PDF may rightly be classified as (a bundle is either of its parts). */
  types: z.array(documentTypeId).min(1),
  inscription: z
    .strictObject({
      ...inscriptionRef,
      fecha_emision: z.string(),
      comuna: z.string().optional(),
      rol_avaluo: z.string().optional(),
      /** Owners as printed, in any order. */
      propietarios: z.array(z.string()).optional(),
      /** The previous title as [fojas, vuelta, número, año]. */
      anterior: z.tuple([z.number(), z.boolean(), z.number(), z.number()]).optional(),
    })
    .optional(),
  gp: z
    .strictObject({
      ...inscriptionRef,
      fecha_emision: z.string().optional(),
      /** null: the certificate does not review that registry; []: it certifies nothing is there. */
      gravamenes: z.array(lien).nullable(),
      prohibiciones: z.array(lien).nullable(),
    })
    .optional(),
});

const styleSchema = z.discriminatedUnion('scoring', [readingStyleSchema, cbrStyleSchema]);

const findingDossierSchema = z.strictObject({
  id: z.string(),
  referenceDate: z.iso.date(),
  documents: z.array(z.strictObject({ name: z.string(), ocr: z.array(z.string()).optional() })),
  /** The findings a title lawyer expects; `doc` is checked only when given. */
  expected: z.array(
    z.strictObject({
      code: z.enum(FINDING_CODES),
      severity: z.enum(SEVERITY_VALUES),
      doc: documentTypeId.optional(),
    }),
  ),
  comment: z.string().optional(),
});

const heldOutDossierSchema = z.strictObject({
  id: z.string(),
  referenceDate: z.iso.date(),
  documents: z.array(z.string()),
  /** The report's values the documents state (lists absent: not covered by the documents). */
  truth: z.record(z.string(), z.unknown()),
  comment: z.string().optional(),
});

const heldOutBatchSchema = z.strictObject({
  /** Also read as worn photocopies of its text PDFs (OCR). */
  worn: z.boolean(),
  /** Kept unread until it is scored once, blind: read only when named (`--held=ZE`). */
  sealed: z.boolean().optional(),
});

/** A certificate scored value by value; its type is its folder's name. */
export type HouseStyle = Omit<z.infer<typeof readingStyleSchema>, 'scoring' | 'notes'> & {
  type: DocumentTypeId;
  text: string;
  notes?: RegExp[];
};

/** A CBR certificate scored field by field like the real-dev corpus. */
export type CbrStyle = Omit<z.infer<typeof cbrStyleSchema>, 'scoring'> & {
  /** The PDF's pages, each as its text layer gives its lines. */
  pages: string[];
};
export type ExpectedInscription = NonNullable<CbrStyle['inscription']>;
export type ExpectedGp = NonNullable<CbrStyle['gp']>;
export type ExpectedLien = z.infer<typeof lien>;

/** A whole title study written for the tests: its documents' texts and the findings it must give. */
export type HouseDossier = Omit<z.infer<typeof findingDossierSchema>, 'documents'> & {
  documents: { name: string; text: string; ocr?: string[] }[];
};
export type ExpectedFinding = HouseDossier['expected'][number];

export interface HeldOutDocument {
  name: string;
  /** Lines per page. */
  pages: string[][];
}

export type HeldOutDossier = Omit<z.infer<typeof heldOutDossierSchema>, 'documents'> & {
  documents: HeldOutDocument[];
};

export interface HeldOutBatch {
  name: string;
  worn: boolean;
  sealed: boolean;
  dossiers: HeldOutDossier[];
}

const folders = (path: string) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** A text file as written, less the final newline editors add. */
const readText = (path: string) => readFileSync(path, 'utf8').replace(/\n$/, '');

function readJson<T>(path: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** A dossier document's text file: its name without `.pdf`. */
const documentText = (folder: string, name: string) =>
  readText(join(folder, `${name.replace(/\.pdf$/, '')}.txt`));

const EXPECTED = '.expected.json';

/** Every house-style certificate, ordered by file name (batch letter or set, then number). */
export function loadHouseStyles(): { reading: HouseStyle[]; cbr: CbrStyle[] } {
  const root = join(FIXTURES, 'houseStyles');
  const files = folders(root).flatMap((type) => {
    if (!isDocumentTypeId(type)) throw new Error(`${root}/${type}: not a document type`);
    return readdirSync(join(root, type))
      .filter((file) => file.endsWith(EXPECTED))
      .map((file) => ({ type, base: file.slice(0, -EXPECTED.length), folder: join(root, type) }));
  });
  const sets: { reading: HouseStyle[]; cbr: CbrStyle[] } = { reading: [], cbr: [] };
  for (const { type, base, folder } of files.sort((a, b) => a.base.localeCompare(b.base))) {
    const data = readJson(join(folder, `${base}${EXPECTED}`), styleSchema);
    const text = readText(join(folder, `${base}.txt`));
    if (data.scoring === 'cbr') {
      const { scoring: _scoring, ...style } = data;
      sets.cbr.push({ ...style, pages: text.split('\f') });
    } else {
      const { scoring: _scoring, notes, ...style } = data;
      sets.reading.push({
        ...style,
        type,
        text,
        ...(notes ? { notes: notes.map((note) => new RegExp(note.pattern, note.flags)) } : {}),
      });
    }
  }
  return sets;
}

/** The dossiers of a findings batch (`findingDossiers/<batch>/`), in folder order. */
export function loadHouseDossiers(batch: string): HouseDossier[] {
  const root = join(FIXTURES, 'findingDossiers', batch);
  return folders(root).map((id) => {
    const folder = join(root, id);
    const dossier = readJson(join(folder, 'dossier.json'), findingDossierSchema);
    return {
      ...dossier,
      documents: dossier.documents.map((document) => ({
        ...document,
        text: documentText(folder, document.name),
      })),
    };
  });
}

/** Every held-out batch (`heldOut/<batch>/`), in folder order, its dossiers in folder order. */
export function loadHeldOutBatches(): HeldOutBatch[] {
  const root = join(FIXTURES, 'heldOut');
  return folders(root).map((name) => {
    const { worn, sealed = false } = readJson(join(root, name, 'batch.json'), heldOutBatchSchema);
    const dossiers = folders(join(root, name)).map((id) => {
      const folder = join(root, name, id);
      const dossier = readJson(join(folder, 'dossier.json'), heldOutDossierSchema);
      return {
        ...dossier,
        documents: dossier.documents.map((document) => ({
          name: document,
          pages: documentText(folder, document)
            .split('\f')
            .map((page) => page.split('\n')),
        })),
      };
    });
    return { name, worn, sealed, dossiers };
  });
}

/** One held-out batch's dossiers. */
export function loadHeldOutDossiers(batch: string): HeldOutDossier[] {
  const found = loadHeldOutBatches().find((candidate) => candidate.name === batch);
  if (!found) throw new Error(`no held-out batch ${batch} in ${join(FIXTURES, 'heldOut')}`);
  return found.dossiers;
}
