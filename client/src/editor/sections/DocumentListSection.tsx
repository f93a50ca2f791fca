import type { ReactNode } from 'react';
import { CollapsibleSection } from './CollapsibleSection';
import { DocumentList } from './DocumentList';
import { documentCount, type ListSectionProps } from './listSection';
import { RemoveSectionButton } from './RemoveSectionButton';
import { SECTION_TITLES, type SectionKey } from './sectionKeys';

interface DocumentListSectionProps<T> extends ListSectionProps<T> {
  sectionKey: SectionKey;
  /** The report list edited, e.g. `gp_certificates`. */
  name: string;
  createItem: () => T;
  describe: (item: T) => string;
  renderDocument: (item: T, onItemChange: (item: T) => void) => ReactNode;
  /** Shown above the documents, e.g. the debt summary. */
  summary?: ReactNode;
}

/**
 * A section holding one list of certificates: the document count, removal of the whole section
 * after confirmation, and the 'Documento N' cards with add and remove (SPEC §2).
 */
export function DocumentListSection<T>({
  items,
  onChange,
  controls,
  sectionKey,
  name,
  createItem,
  describe,
  renderDocument,
  summary,
}: DocumentListSectionProps<T>) {
  return (
    <CollapsibleSection
      sectionKey={sectionKey}
      controls={controls}
      badge={documentCount(items.length)}
      actions={
        items.length > 0 && (
          <RemoveSectionButton sectionTitle={SECTION_TITLES[sectionKey]} onConfirm={() => onChange([])} />
        )
      }
    >
      {summary}
      <DocumentList
        name={name}
        items={items}
        onChange={onChange}
        createItem={createItem}
        onAdd={controls.expand}
        describe={describe}
        renderDocument={renderDocument}
      />
    </CollapsibleSection>
  );
}
