import type { InscriptionFacts, TitleAct } from '../../../../common/findings/facts';
import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import type { DocumentText } from '../document';
import type { AcquisitionKind, InscriptionData } from '../extractors/inscription';
import { readMarginNotes } from './marginNotes';
import { textSource } from './source';

const ACTS: Record<AcquisitionKind, TitleAct> = {
  compra: 'compraventa',
  aporte: 'aporte',
  adjudicacion: 'adjudicacion',
  herencia: 'herencia',
  donacion: 'donacion',
  permuta: 'permuta',
  otro: 'otro',
};

/** Acts as the register margin names them ("COMPRAVENTA", "HERENCIA", "DACIÓN EN PAGO"). */
const MARGIN_ACTS: [TitleAct, RegExp][] = [
  ['dacion_en_pago', /dacion en pago/],
  ['adjudicacion', /adjudicacion/],
  ['herencia', /herencia|posesion efectiva/],
  ['aporte', /\baporte\b/],
  ['donacion', /donacion/],
  ['permuta', /permuta/],
  ['compraventa', /compraventa|\bcompra\b/],
];

/** "Lo adquirió por …": the clause that says how the owner acquired. */
const ACQUISITION = /L[oa]s?\s+adquiri(?:ó|o|eron)\s+por\s+[^.]{0,300}/iu;

/** How the title was acquired: the body's "Lo adquirió por …", else the act the margin names. */
function titleAct(
  document: DocumentText,
  kind: AcquisitionKind | null,
): { act: TitleAct | null; clause: RegExpExecArray | null } {
  const clause = ACQUISITION.exec(document.text);
  const folded = foldAccents(clause?.[0] ?? '');
  if (/dacion en pago/.test(folded)) return { act: 'dacion_en_pago', clause };
  if (kind && kind !== 'otro') return { act: ACTS[kind], clause };
  const head = foldAccents(document.text.slice(0, 2500));
  const margin = MARGIN_ACTS.find(([, pattern]) => pattern.test(folded || head));
  return { act: margin?.[0] ?? (kind ? 'otro' : null), clause };
}

/** Facts of an inscription copy: vigencia, the act that transferred the title, margin notes. */
export function inscriptionFacts(
  document: DocumentText,
  data: InscriptionData,
  certifiedVigente: boolean,
): InscriptionFacts {
  const { act, clause } = titleAct(document, data.acquisition);
  const inheritancePartition =
    act === 'adjudicacion' &&
    /herencia|heredit|sucesion|fallecimiento|causante|posesion efectiva/.test(foldAccents(clause?.[0] ?? ''));
  return {
    file: document.file,
    fojas: data.entry.fojas,
    numero: data.entry.numero,
    ano: data.entry.ano,
    certifiedVigente,
    act,
    inheritancePartition,
    actSource: clause ? textSource(document, clause.index, clause[0].length) : null,
    marginNotes: readMarginNotes(document),
  };
}
