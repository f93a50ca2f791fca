import { CBR } from '../classify/sharedSignals';
import type { TypeSignals } from '../classify/signals';
import { extractTgrDebt } from '../extractors/tgrDebt';
import { taxAgreement } from '../facts/taxAgreement';
import { reader } from './typeReader';

/*
 * The Treasury's certificate of property-tax debt: how the engine recognises it (its classifier
 * signals, scored in classify/scoreTypes.ts) and reads it (its extractor, issue date, issuer, list
 * item and facts).
 */

const signals = {
  titles: [
    /certificado\s+de\s+(?:no\s+)?deuda(?:\s+de\s+contribuciones)?/,
    /deuda\s+de\s+contribuciones/,
    /certificado\s+de\s+contribuciones/,
  ],
  issuers: [/tesoreria\s+general/, /servicio\s+de\s+tesorerias/, /\btgr\b|tgr\.cl|tesoreria\.cl/],
  phrases: [
    /cuenta\s+unica\s+tributaria/,
    /formulario\b.{0,40}\bfolio/,
    /deuda\s+(?:liquidada\s+)?morosa/,
    /deuda\s+no\s+vencida/,
    /acogidos?\s+(?:art|al|a\s+convenio)/,
    /\bcontribuciones\b/,
    /instituciones\s+recaudadoras/,
    /codigo\s+de\s+barras/,
  ],
  fields: [/\brol\b/, /liquidada\s+al/, /fecha\s+(?:de\s+)?(?:vcto|vencimiento)/, /\bclp\b/],
  against: [CBR, /hipotecas\s+y\s+gravamenes/, /derechos?\s+de\s+aseo/],
} satisfies TypeSignals;

export const deudaTgrEngine = {
  signals,
  ...reader(extractTgrDebt, {
    issued: (value) => value.certificate.fecha_emision,
    issuer: () => 'Tesorería General de la República',
    item: (value) => value.certificate,
    facts: (value, document) => {
      const agreement = taxAgreement(document, value);
      return { taxAgreements: agreement ? [agreement] : [] };
    },
  }),
};
