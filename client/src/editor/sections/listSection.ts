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

/** `Fojas 1234 N° 567 año 2020`, from what is known. */
export function inscriptionSummary(value: {
  fojas: number | null;
  numero: number | null;
  ano: number | null;
}): string {
  const parts = [
    value.fojas ? `Fojas ${value.fojas}` : null,
    value.numero ? `N° ${value.numero}` : null,
    value.ano ? `año ${value.ano}` : null,
  ];
  return parts.filter(Boolean).join(' ');
}
