import { useId, type ReactNode } from 'react';
import { DisclosureButton } from '../../components/DisclosureButton';
import { SECTION_KEYS, sectionTitle, type SectionControls, type SectionKey } from './sectionKeys';

interface CollapsibleSectionProps {
  sectionKey: SectionKey;
  controls: SectionControls;
  /** Short state next to the title, e.g. '2 documentos'. */
  badge?: string;
  /** Header actions beside the toggle, e.g. removing the whole section. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One numbered editor section whose body can be hidden (SPEC §2). */
export function CollapsibleSection({
  sectionKey,
  controls,
  badge,
  actions,
  children,
}: CollapsibleSectionProps) {
  const bodyId = useId();
  const number = SECTION_KEYS.indexOf(sectionKey) + 1;
  return (
    <section className="editor-section" aria-labelledby={`${bodyId}-heading`} data-section={sectionKey}>
      <div className="editor-section__header">
        <h3 id={`${bodyId}-heading`} className="editor-section__heading">
          <DisclosureButton
            className="editor-section__toggle"
            open={controls.expanded}
            controls={bodyId}
            onToggle={controls.toggle}
          >
            <span className="editor-section__number">{number}.</span>
            <span className="editor-section__title">{sectionTitle(sectionKey)}</span>
          </DisclosureButton>
        </h3>
        {badge && <span className="editor-section__badge">{badge}</span>}
        {actions && <div className="editor-section__actions">{actions}</div>}
      </div>
      <div id={bodyId} className="editor-section__body" hidden={!controls.expanded}>
        {children}
      </div>
    </section>
  );
}
