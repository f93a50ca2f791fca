import type { Descriptors } from '../../common/documents/describedFields';
import {
  INSCRIPTION_LABEL,
  PREVIOUS_INSCRIPTION_LABEL,
  type AnyDescriptor,
} from '../../common/documents/fieldDescriptor';
import type { ReportListKey } from '../../common/documents/reportLists';
import { listVerificationUrl } from '../../common/documents/verification';
import { formatAmount, formatDateLong } from '../../common/format';
import type { Block, FieldRow, TableColumn } from './documentBlocks';
import {
  dateOrNotGiven,
  field,
  inscriptionText,
  NOT_GIVEN,
  numberOrNotGiven,
  personText,
  textOrNotGiven,
  verificationCell,
  verificationFields,
  yesNo,
} from './displayValues';

/*
 * The blocks of one document of a report list, printed as its field descriptors say
 * (each list's `fields`, common/documents/types/): label–value rows, the inscription cited in one line, group
 * headings, paragraphs and the inner lists as tables, with the labels the editor shows.
 */

type Values = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const integer = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function isRecord(value: unknown): value is Values {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How a scalar or person value prints, by its field's kind; blanks read "no informado". */
export function printedValue(descriptor: AnyDescriptor, value: unknown): string {
  switch (descriptor.kind) {
    case 'date':
      return dateOrNotGiven(text(value));
    case 'identifier':
      return numberOrNotGiven(integer(value));
    case 'amount':
      return formatAmount(integer(value));
    case 'yesNo':
      return yesNo(value === true);
    case 'select':
    case 'optionalSelect':
      return descriptor.options?.find((option) => option.value === value)?.label ?? NOT_GIVEN;
    case 'person':
      return isRecord(value)
        ? personText({ nombre: text(value.nombre) ?? '', rut: text(value.rut) })
        : NOT_GIVEN;
    default:
      return textOrNotGiven(text(value));
  }
}

/** `Fojas 12 vuelta, N.º 3, año 2020` from the fields named with `suffix` (`_anterior`). */
function citation(item: Values, suffix: string): string {
  return inscriptionText({
    fojas: integer(item[`fojas${suffix}`]),
    vuelta: item[`vuelta${suffix}`] === true,
    numero: integer(item[`numero${suffix}`]),
    ano: integer(item[`ano${suffix}`]),
  });
}

/** The inscription's line, then the office and date when their descriptors cite them with it. */
function inscriptionCell(descriptors: Descriptors, item: Values): string {
  const cited = (name: string) => descriptors[name]?.print === 'inscription';
  const lines = [citation(item, '')];
  if (cited('conservador')) lines.push(`CBR ${textOrNotGiven(text(item.conservador))}`);
  const date = cited('fecha_emision') ? formatDateLong(text(item.fecha_emision)) : '';
  if (date) lines.push(`Emitido el ${date}`);
  return lines.join('\n');
}

function verificationUrl(list: ReportListKey, descriptor: AnyDescriptor, item: Values): string | null {
  return listVerificationUrl(list, descriptor.issuer ? text(item[descriptor.issuer]) : null);
}

const COLUMN_WEIGHTS: Readonly<Record<string, number>> = {
  optionalText: 2,
  identifier: 1,
  amount: 2,
  date: 2,
  yesNo: 1,
};

/** An inner list as a table whose columns are its elements' fields (the inscription in one). */
function listTable(list: ReportListKey, descriptor: AnyDescriptor, elements: readonly unknown[]): Block {
  const fields = descriptor.fields ?? {};
  if (elements.length === 0) return { kind: 'note', text: descriptor.whenEmpty ?? NOT_GIVEN };
  const columns: (TableColumn & { cell: (element: Values) => string })[] = [];
  for (const [name, element] of Object.entries(fields)) {
    if (element.print === 'inscription') {
      if (columns.some((column) => column.header === INSCRIPTION_LABEL)) continue;
      columns.push({ header: INSCRIPTION_LABEL, weight: 4, cell: (item) => inscriptionCell(fields, item) });
    } else if (element.kind === 'verificationCode') {
      columns.push({
        header: element.label,
        weight: 3,
        cell: (item) => verificationCell(text(item[name]), verificationUrl(list, element, item)),
      });
    } else {
      const weight = element.wide ? 6 : (COLUMN_WEIGHTS[element.kind] ?? 3);
      columns.push({ header: element.label, weight, cell: (item) => printedValue(element, item[name]) });
    }
  }
  return {
    kind: 'table',
    columns: columns.map(({ header, weight }) => ({ header, weight })),
    rows: elements.filter(isRecord).map((element) => columns.map((column) => column.cell(element))),
  };
}

/** The blocks of one document of `list`, field by field in its descriptors' order. */
export function describedBlocks(list: ReportListKey, descriptors: Descriptors, item: Values): Block[] {
  const blocks: Block[] = [];
  let rows: FieldRow[] = [];
  const closeRows = () => {
    if (rows.length > 0) blocks.push({ kind: 'fields', rows });
    rows = [];
  };
  const cited = new Set<string>();
  for (const [name, descriptor] of Object.entries(descriptors)) {
    if (descriptor.shownWhen && !descriptor.shownWhen(item)) continue;
    if (descriptor.opensGroup) {
      closeRows();
      blocks.push({ kind: 'heading', level: 3, text: descriptor.opensGroup });
    }
    const value = item[name];
    if (descriptor.print === 'inscription' || descriptor.print === 'previousInscription') {
      const previous = descriptor.print === 'previousInscription';
      if (cited.has(descriptor.print)) continue;
      cited.add(descriptor.print);
      rows.push(
        previous
          ? field(PREVIOUS_INSCRIPTION_LABEL, citation(item, '_anterior'))
          : field(INSCRIPTION_LABEL, inscriptionCell(descriptors, item)),
      );
    } else if (descriptor.kind === 'list' || descriptor.print === 'paragraph') {
      closeRows();
      blocks.push({ kind: 'heading', level: 3, text: descriptor.label });
      blocks.push(
        Array.isArray(value)
          ? listTable(list, descriptor, value)
          : { kind: 'paragraph', spans: [{ text: printedValue(descriptor, value) }] },
      );
    } else if (descriptor.kind === 'verificationCode') {
      rows.push(
        ...verificationFields(descriptor.label, text(value), verificationUrl(list, descriptor, item)),
      );
    } else {
      rows.push(field(descriptor.label, printedValue(descriptor, value)));
    }
  }
  closeRows();
  return blocks;
}
