import { MUNICIPALITY } from '../classify/sharedSignals';
import type { TypeSignals } from '../classify/signals';
import { extractAseoCertificate } from '../extractors/aseoCertificate';
import { reader, head } from './typeReader';

/*
 * The municipal certificate of no debt for cleaning fees: how the engine recognises it (its
 * classifier signals, scored in classify/scoreTypes.ts) and reads it (its extractor, issue date,
 * issuer, list item and facts).
 */

const signals = {
  titles: [
    /derechos?\s+de\s+aseo/,
    /aseo\s+domiciliario/,
    /certificado\s+(?:de\s+)?(?:no\s+deuda\s+)?(?:de\s+)?aseo/,
  ],
  issuers: [
    MUNICIPALITY,
    /departamento\s+de\s+rentas|direccion\s+de\s+(?:administracion\s+y\s+)?finanzas|rentas\s+y\s+patentes/,
  ],
  phrases: [
    /\baseo\b/,
    /recoleccion|retiro\s+de\s+(?:basura|residuos)|extraccion\s+de\s+(?:basura|residuos)/,
    /no\s+registra\s+deuda|sin\s+deuda|al\s+dia/,
    /rentas\s+municipales/,
  ],
  fields: [/rol\s+de\s+avaluo|\brol\b/],
  against: [/utilidad\s+publica/, /tesoreria\s+general/],
} satisfies TypeSignals;

export const noDeudaAseoEngine = {
  signals,
  ...reader(extractAseoCertificate, {
    issued: (value) => value.fecha_emision,
    issuer: () => null,
    facts: ({ rol_avaluo, debt, fecha_emision }, document) => ({
      aseo: [{ file: document.file, rol_avaluo, debt, fecha_emision, source: head(document) }],
    }),
  }),
};
