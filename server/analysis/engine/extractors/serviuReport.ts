import type { PropertySituationReport } from '../../../../common/report/schema';
import { canonicalComuna } from '../../../../common/vocabularies/comunas';
import type { DocumentText } from '../document';
import { DOUBTFUL_CONFIDENCE } from '../../../../common/record/provenance';
import { headerQuestionRow, markedRows, rowAbout } from '../reading/markTable';
import { decisiveStatement, statementsAbout } from '../text/statements';
import { CertificateFields } from './certificateFields';
import { ADDRESS, CERTIFICATE_NUMBER, COMUNA, ISSUE_DATE, ROL } from './propertyLabels';
import { valueNotFound } from '../readingNotes';
import type { Extraction } from './types';
import { negationPlaceGarbled } from '../checks/garbledNegation';
import { placeBesideRol } from './rolLineCells';

/**
 * The expropriation the certificate is about; its title names it without stating anything. The
 * adjective states something only where the property is put in or out of it ("afecto a proceso
 * expropiatorio", "incluido en el decreto expropiatorio", "sin afectación expropiatoria"), not
 * where the office lists what it reviewed ("revisados los decretos expropiatorios vigentes").
 */
const EXPROPRIATION =
  /expropiaci[oó]n(?:es)?|expropiar|afectacion\s+expropiatoria|(?:afect[oa]|incluid[oa]|comprendid[oa]|sujet[oa]|forma\s+parte)\s+(?:a|en|por|de)\s+(?:\S+\s+){0,3}?(?:proceso|proyecto|decreto|programa|plan|poligono)s?\s+expropiatori[oa]s?/;

/**
 * The certificate's name ("CERTIFICADO DE SITUACIÓN DE EXPROPIACIÓN", "Certificado de afectación a
 * expropiación", "Informe de no expropiación"): "certificado"/"informe" and the subject in one
 * phrase, with no colon or full stop between (after those a statement starts).
 */
const TITLE = /(?:certificado|informe)\b[^.:\n]{0,40}?expropiacion|no\s+expropiacion\s*\)/;

/**
 * The certificate's subject named apart from any answer: a memo's subject line ("MAT.: Informa
 * situación de expropiación", "Ref.:", "Asunto:") or the "situación de expropiación" it reports
 * on (a subtitle "(situación de expropiación de inmueble)"), which the answer follows; not a
 * label its answer follows ("Situación de expropiación: no afecto", "Situación respecto de
 * expropiaciones de este Servicio:" over its boxes).
 */
const SUBJECT =
  /\b(?:mat|materia|ref|asunto)\.?\s*:[^\n]*|\bsituacion\s+(?:de|respecto\s+(?:de|a)|frente\s+a)\s+(?:la\s+|una\s+)?expropiacion(?:es)?\b(?![^\n.]*[:=])/;

/**
 * The office that signs ("Sección Expropiaciones", "Departamento de Expropiaciones", "Sección
 * Catastro y Expropiaciones", "Departamento Jurídico - Expropiaciones", "Unidad de Gestión de
 * Suelo y Expropiaciones", "Unidad de Catastro, Tasaciones y Expropiaciones"): a name, not a
 * statement.
 */
const OFFICE =
  /\b(?:seccion|departamento|subdepartamento|unidad|oficina|division)\s+(?:de\s+)?(?:(?:[a-z]+,?\s+){1,4}(?:y|e)\s+|[a-z]+\s*[-–—/]\s*)?expropiaciones\b/;

/**
 * What the office reviewed before answering ("revisados los catastros de proyectos y decretos de
 * expropiación de este Servicio, el inmueble … no se encuentra afecto", "consultados sus registros
 * y los programas de expropiación"): a list, not a statement.
 */
const REVIEWED =
  /\b(?:revisad|consultad|examinad|analizad)[oa]s?\s+(?:los|las|el|la|sus?|nuestr[oa]s?)\s+[^.;:,]{0,80}?expropiacion(?:es)?\b/;

/**
 * A line opening with a street and its number before the comuna's name ("Diego Portales 388, comuna
 * de El Carmen.", "PASAJE LOS TILOS N° 41, comuna de Pinto"): the property's address without a label.
 */
const ADDRESS_BEFORE_COMUNA =
  /^[^\S\n]*((?:\p{Lu}[\p{L}.'-]*\s+(?:(?:de|del|la|las|los|el)\s+)?){1,5}(?:[nN][°º.]\s*)?\d{1,5}[A-Za-z]?)\s*,\s*comuna\s+de\s+([^\n,.;]{2,40})/gmu;

/** The address a line gives before its comuna's name, which must be a comuna's. */
function addressBeforeComuna(fields: CertificateFields): string | null {
  for (const match of fields.document.raw.matchAll(ADDRESS_BEFORE_COMUNA)) {
    const address = match[1];
    if (!address || canonicalComuna(match[2] ?? '') === null) continue;
    fields.record.raw('direccion_propiedad', match.index + match[0].indexOf(address), address.length);
    return address;
  }
  return null;
}

/** The certificate's number wherever a sentence or title gives it ("certificado número 3481"). */
const NUMBER_GIVEN = /\bcertificado\s+(?:n[°º.]|nro\.?|n[úu]mero)\s*:?\s*(\d{1,3}(?:\.\d{3})+|\d+)\b/giu;

/** The numbers the certificate gives itself: two that differ make its own number doubtful. */
function numbersPrinted(raw: string): number[] {
  return [...raw.matchAll(NUMBER_GIVEN)].map((match) => Number((match[1] ?? '').replace(/\./g, '')));
}

/**
 * Reads a SERVIU certificado de no expropiación / informe de situación (chilean-documents.md §8)
 * in any layout: labelled lines, a header row over values, or one sentence ("… la propiedad
 * ubicada en …, comuna de …, Rol de avalúo …, no está afecta a expropiación").
 */
export function extractServiuReport(document: DocumentText): Extraction<PropertySituationReport> {
  const fields = new CertificateFields(document, [
    ...ISSUE_DATE.labels,
    ...ROL.labels,
    ...ADDRESS.labels,
    ...COMUNA.labels,
    ...CERTIFICATE_NUMBER.labels,
  ]);
  const address = fields.find('direccion_propiedad', ADDRESS);
  const rolCells = address ? null : placeBesideRol(fields, 'direccion_propiedad', 'comuna_propiedad');
  const statements = statementsAbout(document.raw, EXPROPRIATION, {
    ignore: new RegExp(`${TITLE.source}|${SUBJECT.source}|${OFFICE.source}|${REVIEWED.source}`),
  });
  // A ticked option ("( ) Afecto a expropiación / (X) No afecto a expropiación") decides; else a
  // table row about the expropriation by its mark (a row without one leaves it unread).
  const ticked = statements.find((candidate) => candidate.how === 'box');
  const row = ticked
    ? null
    : (rowAbout(markedRows(document), EXPROPRIATION) ?? headerQuestionRow(document, EXPROPRIATION));
  const statement = row ? null : (ticked ?? decisiveStatement(statements));
  const affected = row ? row.answer === true : (statement?.affirmed ?? false);
  if (row) {
    fields.record.raw('objeto_expropiacion', row.index, row.length);
    if (row.answer === null) fields.record.doubt('objeto_expropiacion', ['yes_no_unmarked']);
  } else if (statement) {
    fields.record.raw('objeto_expropiacion', statement.index, statement.length);
    if (statement.affirmed && statement.how === 'sentence' && negationPlaceGarbled(document, statement.index))
      fields.record.doubt('objeto_expropiacion', ['ocr_low_confidence']);
  } else fields.record.raw('objeto_expropiacion', 0, 0, DOUBTFUL_CONFIDENCE);
  const numero = fields.readNumber('numero_certificado', CERTIFICATE_NUMBER);
  if (numero !== null && numbersPrinted(document.raw).some((other) => other !== numero))
    fields.record.doubt('numero_certificado', ['conflicting_documents']);
  const notes = (row ? row.answer === null : !statement)
    ? [valueNotFound(document.file, 'serviu_answer')]
    : [];
  return {
    value: {
      fecha_emision: fields.issueDate('fecha_emision', ISSUE_DATE),
      numero_certificado: numero,
      rol_avaluo: fields.read('rol_avaluo', ROL),
      direccion_propiedad: address?.value ?? rolCells?.address ?? addressBeforeComuna(fields),
      comuna_propiedad:
        fields.read('comuna_propiedad', COMUNA) ??
        fields.comunaAfter('comuna_propiedad', address) ??
        rolCells?.comuna ??
        null,
      codigo_verificacion: fields.code('codigo_verificacion', null),
      objeto_expropiacion: affected,
    },
    provenance: fields.record.entries,
    notes,
  };
}
