import { foldKeepingLength } from '../text/folded';

/*
 * A marriage's regime is sociedad conyugal unless a pact or a subinscription says otherwise, so a
 * reader that cannot read the pact's words falls back on it (issue #17): "pactaron separación
 * total de.BI£nés" as OCR gives it, or a pact worded as the reader does not know. Words that speak
 * of a pact or a separation, where no sociedad conyugal is printed, make that default doubtful;
 * so do the forms that leave any later pact out ("Todo trámite sin inscripciones").
 */

/** Words of a regime other than the default: a pact, capitulaciones, a separation, gananciales. */
const OTHER_REGIME = /\b(?:pact(?:o|aron|ado|ada)|capitulacion\w*|separacion\w*|ganancial\w*)\b/;

/**
 * The certificate's forms that print no subinscription: "Todo trámite sin inscripciones" and the
 * one "para asignación familiar" ("sin subinscripciones" states there are none).
 */
const SUBINSCRIPTIONS_LEFT_OUT = /\bsin\s+inscripciones\b|\bpara\s*:?\s*asignacion\s+familiar\b/;

/** The sociedad conyugal named in the text: the default is then printed, not deduced. */
const DEFAULT_PRINTED = /\bsociedad\s+conyugal\b/;

/**
 * Where the certificate speaks of another regime than the default, when it does not name the
 * sociedad conyugal: the words a reader that read no pact should be doubted against; null when none.
 */
export function unreadRegimeWords(raw: string): { index: number; length: number } | null {
  const text = foldKeepingLength(raw).toLowerCase();
  if (DEFAULT_PRINTED.test(text)) return null;
  const found = OTHER_REGIME.exec(text) ?? SUBINSCRIPTIONS_LEFT_OUT.exec(text);
  return found ? { index: found.index, length: found[0].length } : null;
}
