import { listDescriptors } from '../../../../common/documents/describedFields';
import { newRegistryEntry } from '../../../../common/report/defaults';
import type { RegistryEntry } from '../../../../common/report/schema';
import { DescribedFields } from '../fields/DescribedFields';
import { CollapsibleSection } from './CollapsibleSection';
import { ExcludedSection } from './ExcludedSection';
import { DocumentList } from './DocumentList';
import { inscriptionSummary } from '../../../../common/documents/sharedFields';
import { documentCount, type ListSectionProps } from './listSection';
import { RemoveSectionButton } from './RemoveSectionButton';
import { sectionTitle } from './sectionKeys';

/**
 * Section 3: the registry inscriptions, current first, then earlier titles. Optional: an empty
 * history is shown as a section not included in the report.
 */
export function RegistryHistorySection({ items, onChange, controls }: ListSectionProps<RegistryEntry>) {
  const addFirst = () => {
    onChange([newRegistryEntry(new Date())]);
    controls.expand();
  };
  return (
    <CollapsibleSection
      sectionKey="property_registry_history"
      controls={controls}
      badge={documentCount(items.length)}
      actions={
        items.length > 0 && (
          <RemoveSectionButton
            sectionTitle={sectionTitle('property_registry_history')}
            onConfirm={() => onChange([])}
          />
        )
      }
    >
      {items.length === 0 ? (
        <ExcludedSection onInclude={addFirst} />
      ) : (
        <DocumentList
          name="property_registry_history"
          items={items}
          onChange={onChange}
          createItem={() => newRegistryEntry(new Date())}
          onAdd={controls.expand}
          reorderable
          describe={(entry, index) =>
            [index === 0 ? 'Inscripción vigente' : 'Título anterior', inscriptionSummary(entry)]
              .filter(Boolean)
              .join(' · ')
          }
          renderDocument={(entry, change) => (
            <DescribedFields
              list="property_registry_history"
              descriptors={listDescriptors('property_registry_history')}
              item={entry}
              onChange={change}
            />
          )}
        />
      )}
    </CollapsibleSection>
  );
}
