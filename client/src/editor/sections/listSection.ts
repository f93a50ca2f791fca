import type { SectionControls } from './sectionKeys';

/** Props of a section that edits one list of documents of the report. */
export interface ListSectionProps<T> {
  items: readonly T[];
  onChange: (items: T[]) => void;
  controls: SectionControls;
}

/** '1 documento', '3 documentos'. */
export function documentCount(count: number): string {
  return count === 1 ? '1 documento' : `${count} documentos`;
}
