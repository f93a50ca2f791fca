import type { ReactNode } from 'react';
import { listDescriptors } from '../../../../common/documents/describedFields';
import {
  certificateList,
  type DocumentListKey,
  type ReportItem,
} from '../../../../common/documents/reportLists';
import { DescribedFields } from '../fields/DescribedFields';
import { DocumentListSection } from './DocumentListSection';
import type { ListSectionProps } from './listSection';

interface DescribedListSectionProps<K extends DocumentListKey> extends ListSectionProps<ReportItem<K>> {
  /** The report list edited, e.g. `gp_certificates`: also the section's key. */
  list: K;
  /** Shown above the documents, e.g. the debt summary. */
  summary?: ReactNode;
}

/** A list of certificates whose documents are edited field by field as their descriptors say. */
export function DescribedListSection<K extends DocumentListKey>({
  list,
  items,
  onChange,
  controls,
  summary,
}: DescribedListSectionProps<K>) {
  const { describe } = certificateList(list);
  return (
    <DocumentListSection
      items={items}
      onChange={onChange}
      controls={controls}
      list={list}
      summary={summary}
      describe={describe}
      renderDocument={(item, change) => (
        <DescribedFields list={list} descriptors={listDescriptors(list)} item={item} onChange={change} />
      )}
    />
  );
}
