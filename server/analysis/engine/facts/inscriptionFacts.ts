import type { InscriptionFacts, TitleAct } from '../../../../common/findings/facts';
import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import type { AcquisitionKind, InscriptionData } from '../extractors/inscription';

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

/**
 * How the title was acquired, from the clause the reader found ("Lo adquirió por …", already
 * classified as `kind`), else the act the register margin names at the head of the copy.
 */
export function titleAct(
  head: string,
  clause: string | null,
  kind: AcquisitionKind | null,
): { act: TitleAct | null; inheritancePartition: boolean } {
  const folded = foldAccents(clause ?? '');
  const margin = () => MARGIN_ACTS.find(([, pattern]) => pattern.test(folded || foldAccents(head)))?.[0];
  const act: TitleAct | null = /dacion en pago/.test(folded)
    ? 'dacion_en_pago'
    : kind && kind !== 'otro'
      ? ACTS[kind]
      : (margin() ?? (kind ? 'otro' : null));
  const inheritancePartition =
    act === 'adjudicacion' &&
    /herencia|heredit|sucesion|fallecimiento|causante|posesion efectiva/.test(folded);
  return { act, inheritancePartition };
}

/** Facts of an inscription copy as its reader recorded them, with the vigencia its classification gives. */
export function inscriptionFacts(
  file: string,
  data: InscriptionData,
  certifiedVigente: boolean,
): InscriptionFacts {
  return {
    file,
    fojas: data.entry.fojas,
    numero: data.entry.numero,
    ano: data.entry.ano,
    certifiedVigente,
    ...data.facts,
  };
}
