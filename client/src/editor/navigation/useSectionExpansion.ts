import { useCallback, useState } from 'react';
import {
  INITIAL_EXPANDED,
  SECTION_KEYS,
  type ExpandedSections,
  type SectionControls,
  type SectionKey,
} from '../sections/sectionKeys';

export interface SectionExpansion {
  controls: (key: SectionKey) => SectionControls;
  expand: (key: SectionKey) => void;
  setAll: (expanded: boolean) => void;
}

function allSections(expanded: boolean): ExpandedSections {
  const sections: Record<SectionKey, boolean> = { ...INITIAL_EXPANDED };
  for (const key of SECTION_KEYS) sections[key] = expanded;
  return sections;
}

/**
 * Which editor sections are open. Held above the sections so the legal verification panel can
 * open the one a finding points at.
 */
export function useSectionExpansion(): SectionExpansion {
  const [expanded, setExpanded] = useState<ExpandedSections>(INITIAL_EXPANDED);

  const expand = useCallback(
    (key: SectionKey) => setExpanded((current) => (current[key] ? current : { ...current, [key]: true })),
    [],
  );
  const setAll = useCallback((value: boolean) => setExpanded(allSections(value)), []);

  const controls = (key: SectionKey): SectionControls => ({
    expanded: expanded[key],
    toggle: () => setExpanded((current) => ({ ...current, [key]: !current[key] })),
    expand: () => expand(key),
  });

  return { controls, expand, setAll };
}
