import type { RegistryPerson } from '../../../../common/report/schema';
import type { DocumentText } from '../document';
import { ProvenanceRecorder } from '../provenance';
import { parsePrice } from '../text/amounts';
import { findRuts } from '../text/rut';
import { domicileAfter } from './inscription';
import { cleanName, estadoCivil, isCompany, leadingComuna, upperNames } from './shared';
import type { Extraction } from './types';

export type DeedRole = 'transferor' | 'acquirer';

export interface DeedParty extends RegistryPerson {
  role: DeedRole;
}

export interface DeedData {
  parties: DeedParty[];
  notaria: string | null;
  notaria_comuna: string | null;
  precio: string | null;
  repertorio: number | null;
}

/** "en adelante … la parte vendedora / los comuneros / la parte compradora / adjudicataria". */
function roleOf(label: string): DeedRole | null {
  const folded = label.toLowerCase();
  if (/vendedor|comuner|aportante|donante|cedente|tradente/.test(folded)) return 'transferor';
  if (/comprador|adjudicatari|adquirente|donatari|cesionari|sociedad|aportad/.test(folded)) return 'acquirer';
  return null;
}

/** Parties of one role: each introduced by don/doña or a quoted company name; representatives skipped. */
function partiesIn(chunk: string, role: DeedRole): DeedParty[] {
  const starts = upperNames(chunk).filter((match) => {
    const before = chunk.slice(Math.max(0, match.index - 12), match.index);
    return /(?:don|doña|do[ñn]a)\s+$/i.test(before) || match[0].startsWith('"') || match.index < 4;
  });
  const parties: DeedParty[] = [];
  starts.forEach((match, position) => {
    const lead = chunk.slice(Math.max(0, match.index - 80), match.index);
    if (/representad[oa]/i.test(lead) && parties.length > 0) return;
    const end = starts[position + 1]?.index ?? chunk.length;
    // A company's domicile may follow its representative ("ambos domiciliados en …").
    const details = chunk.slice(match.index + match[0].length, end);
    const name = cleanName(match[0]);
    const company = isCompany(name);
    const domicileSource = company && !/domiciliad/i.test(details) ? chunk.slice(match.index) : details;
    parties.push({
      role,
      nombre: name,
      rut: findRuts(details)[0]?.rut ?? null,
      estado_civil: company ? null : estadoCivil(details),
      domicilio: domicileAfter(domicileSource),
    });
  });
  return parties;
}

/** Reads a notarial deed (compraventa, aporte, adjudicación…): parties, notary and price. */
export function extractDeed(document: DocumentText): Extraction<DeedData> {
  const record = new ProvenanceRecorder(document);
  const { text } = document;
  const appearance = /comparecen\s*:?\s*(.+?)(?:exponen|declaran)\s*:/isu.exec(text);
  const parties: DeedParty[] = [];
  if (appearance?.[1]) {
    const clause = appearance[1];
    const labels = [...clause.matchAll(/en\s+adelante(?:\s+tambi[ée]n)?\s+[“"]?([^”",;]+)[”"]?/giu)];
    let from = 0;
    for (const label of labels) {
      const role = roleOf(label[1] ?? '');
      if (role) parties.push(...partiesIn(clause.slice(from, label.index).replace(/^[\s;,y]+/, ''), role));
      from = label.index + label[0].length;
    }
    record.text('vendedores', appearance.index, appearance[0].length, 0.85);
  }

  const notary =
    /ante\s+m[íi]\s*,\s*([^,]+),\s*(?:abogad[oa]\w*\s*,\s*)?Notari[oa]\s+P[úu]blic[oa][^,]*?\bde\s+([\p{L} ]+?)(?=,)/iu.exec(
      text,
    );
  const notaria = notary?.[1] ? cleanName(notary[1]) : null;
  const place = notary?.[2]?.replace(/^.*notar[íi]a\s+de\s+/iu, '').trim();
  const notariaComuna = place ? (leadingComuna(place) ?? place) : null;
  if (notary) record.text('notaria', notary.index, notary[0].length);

  const price =
    /(?:precio\s+de\s+la\s+\p{L}+|se\s+valoriza|valor\s+del\s+aporte|se\s+estima)[^.]*?(?:es\s+la\s+(?:suma|cantidad)\s+de|en\s+la\s+suma\s+de|en\s+la\s+cantidad\s+de)\s+(.+?)(?:,\s*(?:que|en\s+su)|\.\s)/iu.exec(
      text,
    );
  const precio = price?.[1] ? parsePrice(price[1]) : null;
  if (price && precio) record.text('precio', price.index, price[0].length);
  const repertorio = /REPERTORIO\s+N[°º]?\s*([\d.]+)/i.exec(text);

  return {
    value: {
      parties,
      notaria,
      notaria_comuna: notariaComuna,
      precio,
      repertorio: repertorio?.[1] ? Number(repertorio[1].replace(/\./g, '')) : null,
    },
    provenance: record.entries,
    notes: [],
  };
}
