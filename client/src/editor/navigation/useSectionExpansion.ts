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

function withSection(sections: ExpandedSections, key: SectionKey, expanded: boolean): ExpandedSections {
  const next = new Set(sections);
  if (expanded) next.add(key);
  else next.delete(key);
  return next;
}

/**
 * Which editor sections are open. Held above the sections so the legal verification panel can
 * open the one a finding points at.
 */
export function useSectionExpansion(): SectionExpansion {
  const [expanded, setExpanded] = useState<ExpandedSections>(INITIAL_EXPANDED);

  const expand = useCallback(
    (key: SectionKey) =>
      setExpanded((current) => (current.has(key) ? current : withSection(current, key, true))),
    [],
  );
  const setAll = useCallback(
    (value: boolean) => setExpanded(new Set<SectionKey>(value ? SECTION_KEYS : [])),
    [],
  );

  const controls = (key: SectionKey): SectionControls => ({
    expanded: expanded.has(key),
    toggle: () => setExpanded((current) => withSection(current, key, !current.has(key))),
    expand: () => expand(key),
  });

  return { controls, expand, setAll };
}
