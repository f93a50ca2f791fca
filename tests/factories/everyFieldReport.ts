import { describedFields, listDescriptors } from '../../common/documents/describedFields';
import {
  INSCRIPTION_LABEL,
  PREVIOUS_INSCRIPTION_LABEL,
  type AnyDescriptor,
} from '../../common/documents/fieldDescriptor';
import { newListItem, REPORT_LIST_KEYS, type ReportListKey } from '../../common/documents/reportLists';
import { emptyReport, newPersonRef } from '../../common/report/defaults';
import { parseReport, type Report } from '../../common/report/schema';

const NOW = new Date('2026-03-05T15:04:00.000Z');

/** An item whose every field is on screen and in print: yes/no facts true, inner lists with one element. */
function fullItem(
  descriptors: Readonly<Record<string, AnyDescriptor>>,
  blank: object,
): Record<string, unknown> {
  const item: Record<string, unknown> = { ...blank };
  for (const [name, descriptor] of Object.entries(descriptors)) {
    if (descriptor.kind === 'yesNo') item[name] = true;
    if (descriptor.kind === 'person' && item[name] === null) item[name] = newPersonRef();
    const element = descriptor.create?.();
    if (descriptor.kind === 'list' && typeof element === 'object' && element !== null && descriptor.fields) {
      item[name] = [fullItem(descriptor.fields, element)];
    }
  }
  return item;
}

/** A report with one document in every list, each showing all its fields. */
export function everyFieldReport(): Report {
  return parseReport({
    ...emptyReport(NOW),
    ...Object.fromEntries(
      REPORT_LIST_KEYS.map((list) => [list, [fullItem(listDescriptors(list), newListItem(list, NOW))]]),
    ),
  });
}

/** A field of a list with the label the editor shows and the one the document prints it under. */
export interface FieldLabels {
  list: ReportListKey;
  /** The field's path in the first document, e.g. `gp_certificates[0].gravamenes[0].tipo`. */
  path: string;
  editor: string;
  /** The inscription's fields print in one citation; a person's name and RUT under the person. */
  printed: string;
}

/** Every field of every list, nested ones included, with its labels as the descriptors give them. */
export function everyFieldLabels(): FieldLabels[] {
  return REPORT_LIST_KEYS.flatMap((list) => {
    const fields = describedFields(listDescriptors(list));
    return fields.map(({ pattern, descriptor }): FieldLabels => {
      const parent = fields.find(
        (other) => other.descriptor.kind === 'person' && pattern.startsWith(`${other.pattern}.`),
      );
      const printed =
        descriptor.print === 'inscription'
          ? INSCRIPTION_LABEL
          : descriptor.print === 'previousInscription'
            ? PREVIOUS_INSCRIPTION_LABEL
            : (parent?.descriptor.label ?? descriptor.label);
      return {
        list,
        path: `${list}[0].${pattern.replaceAll('[]', '[0]')}`,
        editor: descriptor.label,
        printed,
      };
    });
  });
}
