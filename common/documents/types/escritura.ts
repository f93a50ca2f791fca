import type { DocumentType } from '../typeModule';

/** The deed of the last title: it completes the current inscription (notary, price, parties). */
export const escrituraType = {
  label:
    'Último título (compraventa, donación, permuta, adjudicación, expropiación, cualquier acto entre vivos, o resolución de posesión efectiva en caso de herencia)',
  shortLabel: 'Escritura',
  findingLabel: 'la escritura',
  maxAgeDays: null,
  feeds: { registry: 'deed' },
  issuer: null,
  absentMeaning: null,
  requiredInEveryStudy: false,
} as const satisfies DocumentType;
