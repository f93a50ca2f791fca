import type { RegistryPerson } from '../../../../common/report/schema';
import type { DocumentText } from '../document';
import { ProvenanceRecorder } from '../provenance';
import { parsePrice } from '../text/amounts';
import { findRuts } from '../text/rut';
import { domicileAfter } from './inscription';
import { comparisonKey } from '../../../../common/vocabularies/comparisonKey';
import { personNames } from '../text/names';
import { cleanName, estadoCivil, isCompany, notaryCity } from './shared';
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

/** The role a party's own words give it: "como vendedor", "en su calidad de compradora". */
function statedRole(details: string): DeedRole | null {
  const stated = /\b(?:como|en\s+su\s+calidad\s+de|en\s+calidad\s+de)\s+(?:parte\s+)?(\p{L}+)/iu.exec(
    details,
  );
  return stated?.[1] ? roleOf(stated[1]) : null;
}

/** Words of a name in any order, for matching the same party across clauses. */
const nameKey = (name: string) => name.split(/\s+/).map(comparisonKey).filter(Boolean).sort().join(' ');

/**
 * Roles from the transfer clause when the appearance names none: "X y Z venden, ceden y
 * transfieren a W, quien compra …", "X da en pago a W", "X aporta a la sociedad W".
 */
function transferRoles(text: string): Map<string, DeedRole> {
  const roles = new Map<string, DeedRole>();
  const clause =
    /([^.:]{0,300}?)\b(?:venden?|dan?\s+en\s+pago|aportan?|donan?|transfieren?|adjudican?|permutan?)\b[^.:]{0,60}?\ba\s+(?:la\s+sociedad\s+|don\s+|doña\s+)?([^.]{0,300}?)(?:,\s*quien(?:es)?\s+(?:compra|acepta|adquiere)|\.\s|$)/iu.exec(
      text,
    );
  if (!clause) return roles;
  for (const found of personNames(clause[1] ?? '')) roles.set(nameKey(found.name), 'transferor');
  for (const found of personNames(clause[2] ?? '')) roles.set(nameKey(found.name), 'acquirer');
  return roles;
}

interface Appearing {
  name: string;
  details: string;
  /** The role its "en adelante" label gives it, when the appearance labels it. */
  role: DeedRole | null;
}

/** The parties of a chunk of the appearance: each introduced by don/doña, "la sociedad" or a quoted name; representatives skipped. */
function partiesIn(chunk: string, role: DeedRole | null): Appearing[] {
  const starts = personNames(chunk).filter((found) => {
    const before = chunk.slice(Math.max(0, found.index - 14), found.index);
    return (
      /(?:don|doña|do[ñn]a|sociedad)\s+"?$/iu.test(before) ||
      chunk.charAt(found.index) === '"' ||
      found.index < 4
    );
  });
  const parties: Appearing[] = [];
  starts.forEach((found, position) => {
    const lead = chunk.slice(Math.max(0, found.index - 80), found.index);
    if (/representad[oa]/i.test(lead) && parties.length > 0) return;
    // A company's domicile may follow its representative ("ambos domiciliados en …").
    const details = chunk.slice(found.end, starts[position + 1]?.index ?? chunk.length);
    const company = isCompany(found.name);
    parties.push({
      name: found.name,
      details: company && !/domiciliad/i.test(details) ? chunk.slice(found.index) : details,
      role,
    });
  });
  return parties;
}

function toParty({ name, details }: Appearing, role: DeedRole): DeedParty {
  const company = isCompany(name);
  return {
    role,
    nombre: name,
    rut: findRuts(details)[0]?.rut ?? null,
    estado_civil: company ? null : estadoCivil(details),
    domicilio: domicileAfter(details),
  };
}

/**
 * The appearing parties with their roles, from the labels the deed gives them ("en adelante la
 * parte vendedora"), their own words ("como vendedor") or, failing both, the transfer clause.
 */
function readParties(clause: string, rest: string): DeedParty[] {
  const appearing: Appearing[] = [];
  let from = 0;
  for (const label of clause.matchAll(
    /en\s+adelante(?:\s+tambi[ée]n)?(?:\s+e\s+indistintamente)?\s*,?\s+[“"]?([^”",;]+)[”"]?/giu,
  )) {
    appearing.push(
      ...partiesIn(clause.slice(from, label.index).replace(/^[\s;,y]+/, ''), roleOf(label[1] ?? '')),
    );
    from = label.index + label[0].length;
  }
  appearing.push(...partiesIn(clause.slice(from).replace(/^[\s;,y]+/, ''), null));
  const fromClause = appearing.every((party) => party.role || statedRole(party.details))
    ? new Map()
    : transferRoles(rest);
  return appearing.flatMap((party) => {
    const role = party.role ?? statedRole(party.details) ?? fromClause.get(nameKey(party.name)) ?? null;
    return role ? [toParty(party, role)] : [];
  });
}

/** Reads a notarial deed (compraventa, aporte, adjudicación…): parties, notary and price. */
export function extractDeed(document: DocumentText): Extraction<DeedData> {
  const record = new ProvenanceRecorder(document);
  const { text } = document;
  const appearance =
    /comparecen?\s*:?\s*(.+?)\b(?:exponen|declaran|expone|declara|dicen|manifiestan)\b(?:\s+y\s+\p{L}+)?\s*:/isu.exec(
      text,
    );
  const parties = appearance?.[1]
    ? readParties(appearance[1], text.slice(appearance.index + appearance[0].length))
    : [];
  if (appearance) record.text('vendedores', appearance.index, appearance[0].length, 0.85);

  // "ante mí, NOMBRE, abogado, Notario Público Titular de la Segunda Notaría de Talca, con oficio …";
  // the office may come after a suplente's titular ("… Suplente del Titular don X, de la Notaría de Y").
  const notary = /ante\s+m[íi]\s*,\s*([^,]+),/iu.exec(text);
  const notaria = notary?.[1] ? cleanName(notary[1]) : null;
  const office = notary
    ? text.slice(notary.index + notary[0].length, notary.index + notary[0].length + 220)
    : '';
  const place = [
    ...office.matchAll(
      /notar(?:[íi]a|io\s+p[úu]blico)[^,]*?\bde\s+(?!la\b|esta\b)([\p{L} ]+?)(?=,|\.|\s+con\s+oficio|$)/giu,
    ),
  ]
    .at(-1)?.[1]
    ?.trim();
  const notariaComuna = place ? (notaryCity(place) ?? place) : null;
  if (notary) record.text('notaria', notary.index, notary[0].length);

  const price =
    /(?:precio(?:\s+de\s+(?:la\s+)?\p{L}+)?|se\s+valoriza|valor\s+del\s+aporte|se\s+estima)[^.]*?(?:la\s+(?:suma|cantidad)\s+(?:total\s+)?de|\bes\s+de)\s+(.+?)(?:,\s*(?:que|en\s+su|equivalentes?|pagad)|\.\s|\.$)/iu.exec(
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
