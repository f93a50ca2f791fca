import type { GpCertificate, Lien, Prohibition } from '../../../../common/report/schema';
import { canonicalConservador } from '../../../../common/vocabularies/conservadores';
import type { DocumentText } from '../document';
import { ProvenanceRecorder } from '../provenance';
import { findDates } from '../text/dates';
import { findInscriptionRef, findInscriptionRefs } from '../text/inscriptionRef';
import { leadingNumberWords } from '../text/numberWords';
import { cleanName, upperNames, leadingComuna, namedConservador, placeDates, streetAddress } from './shared';
import type { Extraction } from './types';

/** Item types that belong to the Registro de Interdicciones y Prohibiciones. */
const PROHIBITION_TYPES = /PROHIBICI|EMBARGO|MEDIDA\s+PRECAUTORIA|INTERDICCI|LITIGIO|BIEN\s+FAMILIAR/i;

interface GpItem {
  tipo: string;
  body: string;
  index: number;
  inProhibitions: boolean;
}

/** Numbered items `1) HIPOTECA : …`, `2.- SERVIDUMBRE : …`, `a) REGLAMENTO DE COPROPIEDAD, …`. */
function findItems(text: string): GpItem[] {
  const pattern = /(?:^|\s)(?:\d{1,2}|[a-h])\s*(?:\)|\.-|\.)\s*([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ ]{3,40}?)\s*[:,]\s*/gu;
  const matches = [...text.matchAll(pattern)];
  const prohibitionsStart = text.search(
    /(?:Registro|CERTIFICADO)\s+de\s+Interdicciones\s+y\s+Prohibiciones/i,
  );
  return matches.map((match, position) => {
    const start = match.index + match[0].length;
    const next = matches[position + 1]?.index ?? text.length;
    const body =
      text
        .slice(start, next)
        .split(
          /\s(?:Registro|CERTIFICADO)\s+de\s+(?:Interdicciones|Hipotecas)|\s[\p{Lu}][\p{L}]+,\s+\d{1,2}\s+de\s/iu,
        )[0] ?? '';
    return {
      tipo: (match[1] ?? '').trim(),
      body,
      index: match.index,
      inProhibitions: prohibitionsStart >= 0 && match.index > prohibitionsStart,
    };
  });
}

function creditor(body: string, refEnd: number): string | null {
  const favor = /(?:en\s+)?favor\s+de(?:l)?\s+(.+?)(?:\s+y\s+dem[áa]s\b|[,;]|\.(?:\s|$)|$)/iu.exec(body);
  if (favor?.[1]) return cleanName(favor[1]);
  const trailing = cleanName(
    body
      .slice(refEnd)
      .replace(/^[\s.,-]+/, '')
      .replace(/\.+\s*$/, ''),
  );
  return trailing !== '' && upperNames(trailing).length > 0 ? trailing.replace(/\.$/, '.') : null;
}

/** Reads a certificado de hipotecas, gravámenes, interdicciones y prohibiciones (GP). */
export function extractGpCertificate(document: DocumentText): Extraction<GpCertificate> {
  const record = new ProvenanceRecorder(document);
  const { text, raw } = document;
  const signOffs = placeDates(text);
  const signOff = signOffs.at(-1) ?? null;
  const issued = signOff ?? findDates(text).at(-1) ?? null;
  if (issued) record.text('fecha_emision', issued.index, issued.text.length);
  const named = namedConservador(raw);
  const conservador =
    named?.name ?? (signOff ? canonicalConservador(signOff.place.replace(/^CBR\s+/i, '')) : null);

  const propertyRef =
    findInscriptionRefs(text).find((ref) => /registro\s+de\s+propiedad/i.test(ref.text)) ??
    findInscriptionRef(text);
  if (propertyRef) record.text('fojas', propertyRef.index, propertyRef.text.length);

  const barcode = /\*?([0-9A-Fa-f]{4}(?:-[0-9A-Fa-f]{4}){3})\*?/.exec(raw);
  const labelled = /c[óo]digo\s+de\s+verificaci[óo]n\s*:?\s*([A-Za-z0-9-]{5,})/i.exec(raw);
  const code = barcode?.[1]?.toLowerCase() ?? labelled?.[1] ?? null;

  const ownerMatch = /(?:de\s+propiedad\s+de|a\s+nombre\s+de)\s+(.+?)(?:,\s*ubicad|\.\s|\.$)/iu.exec(text);
  const propietarios = ownerMatch?.[1]
    ? ownerMatch[1].split(/\s+y\s+|;\s*/).map((name) => ({ nombre: cleanName(name), rut: null }))
    : [];
  if (ownerMatch) record.text('propietarios', ownerMatch.index, ownerMatch[0].length);

  const propertyText =
    /(?:que\s+corresponde\s+a|Inmueble\s*:|ubicado\s+en)\s*(.{0,400})/iu.exec(text)?.[1] ?? text;
  const street = streetAddress(propertyText);
  const unit = /\bdepartamento\s+(?:n[úu]mero|n[º°])?\s*(\d+|[\p{L} ]+?)(?=\s+del?\b|,)/iu.exec(propertyText);
  const unitNumber = unit?.[1]
    ? /^\d+$/.test(unit[1])
      ? unit[1]
      : String(leadingNumberWords(unit[1])?.value ?? '')
    : '';
  const domicilio = street ? `${street.value}${unitNumber ? `, departamento ${unitNumber}` : ''}` : null;
  const comunaMatch = /comuna\s+de\s+([\p{L} ]+)/iu.exec(text);
  const comuna = comunaMatch?.[1] ? leadingComuna(comunaMatch[1]) : null;

  const gravamenes: Lien[] = [];
  const prohibiciones: Prohibition[] = [];
  for (const item of findItems(text)) {
    const ref = findInscriptionRef(item.body);
    const refEnd = ref ? ref.index + ref.text.length : 0;
    const amount =
      /por\s+((?:\d[\d.]*,\d+|\d[\d.]*)\s*(?:UF|U\.F\.)|\$\s*[\d.]+)/iu.exec(item.body)?.[1] ?? null;
    const dated = /con\s+fecha\s+(.+)/i.exec(item.body);
    const common = {
      fecha_emision: dated?.[1] ? (findDates(dated[1])[0]?.iso ?? null) : null,
      conservador,
      fojas: ref?.fojas ?? null,
      vuelta: ref?.vuelta ?? false,
      numero: ref?.numero ?? null,
      ano: ref?.ano ?? null,
      codigo_verificacion: null,
      tipo: item.tipo,
      acreedor: creditor(item.body, refEnd),
    };
    const isProhibition = item.inProhibitions || PROHIBITION_TYPES.test(item.tipo);
    const path = isProhibition
      ? `prohibiciones[${prohibiciones.length}]`
      : `gravamenes[${gravamenes.length}]`;
    record.text(path, item.index, item.body.length + item.tipo.length, 0.85);
    if (isProhibition) {
      const action = /^(?:[\s.,-]*)(de\s+[\p{L} ]+?)(?:,|\s+en\s+favor|\.|$)/iu.exec(item.body.slice(refEnd));
      const court = /(decretad[oa]\s+por\s+.+?)(?:,\s*a\s+solicitud|\.\s|$)/iu.exec(item.body);
      prohibiciones.push({
        ...common,
        suma_dinero: amount,
        accion: action?.[1]?.trim() ?? court?.[1] ?? null,
      });
    } else {
      gravamenes.push({ ...common, suma_dinero: amount });
    }
  }

  return {
    value: {
      fecha_emision: issued?.iso ?? null,
      conservador,
      fojas: propertyRef?.fojas ?? null,
      vuelta: propertyRef?.vuelta ?? false,
      numero: propertyRef?.numero ?? null,
      ano: propertyRef?.ano ?? null,
      codigo_verificacion: code,
      domicilio,
      comuna,
      propietarios,
      gravamenes,
      prohibiciones,
    },
    provenance: record.entries,
    notes: [],
  };
}
