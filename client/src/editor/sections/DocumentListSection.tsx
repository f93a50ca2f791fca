import type { ReactNode } from 'react';
import { newListItem, type DocumentListKey, type ReportItem } from '../../../../common/documents/reportLists';
import { CollapsibleSection } from './CollapsibleSection';
import { DocumentList } from './DocumentList';
import { documentCount, type ListSectionProps } from './listSection';
import { RemoveSectionButton } from './RemoveSectionButton';
import { sectionTitle } from './sectionKeys';

interface DocumentListSectionProps<K extends DocumentListKey> extends ListSectionProps<ReportItem<K>> {
  /** The report list edited, e.g. `gp_certificates`: also the section's key. */
  list: K;
  describe: (item: ReportItem<K>) => string;
  renderDocument: (item: ReportItem<K>, onItemChange: (item: ReportItem<K>) => void) => ReactNode;
  /** Shown above the documents, e.g. the debt summary. */
  summary?: ReactNode;
}

/**
 * A section holding one list of certificates: the document count, removal of the whole section
 * after confirmation, and the 'Documento N' cards with add and remove (SPEC §2).
 */
export function DocumentListSection<K extends DocumentListKey>({
  items,
  onChange,
  controls,
  list,
  describe,
  renderDocument,
  summary,
}: DocumentListSectionProps<K>) {
  return (
    <CollapsibleSection
      sectionKey={list}
      controls={controls}
      badge={documentCount(items.length)}
      actions={
        items.length > 0 && (
          <RemoveSectionButton sectionTitle={sectionTitle(list)} onConfirm={() => onChange([])} />
        )
      }
    >
      {summary}
      <DocumentList
        name={list}
        items={items}
        onChange={onChange}
        createItem={() => newListItem(list, new Date())}
        onAdd={controls.expand}
        describe={describe}
        renderDocument={renderDocument}
      />
    </CollapsibleSection>
  );
}
