import { useCallback, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { SectionKey } from '../sections/sectionKeys';
import { createDocumentOpeners, type DocumentOpeners } from './documentOpeners';
import { documentOfPath, sectionOfPath } from './fieldPath';
import { findFieldElement, revealElements } from './revealFields';

export interface FieldReveal {
  /** Provided to the sections through DocumentOpenersContext. */
  openers: DocumentOpeners;
  /**
   * Opens the sections and documents of the paths, then scrolls to and focuses the first field
   * (`whole`: a list or an item itself, see revealElements).
   */
  reveal: (paths: readonly string[], whole?: boolean) => void;
}

/** Leads from a finding to its fields inside `rootRef` (Step 2). */
export function useFieldReveal(
  rootRef: RefObject<HTMLElement | null>,
  expandSection: (key: SectionKey) => void,
): FieldReveal {
  const [openers] = useState(createDocumentOpeners);

  const reveal = useCallback(
    (paths: readonly string[], whole = false) => {
      // Synchronously, so the fields exist in the DOM when they are looked up right after.
      flushSync(() => {
        for (const path of paths) {
          const section = sectionOfPath(path);
          if (section) expandSection(section);
          const document = documentOfPath(path);
          if (document) openers.open(document.list, document.index);
        }
      });
      const root = rootRef.current;
      if (!root) return;
      revealElements(
        paths.map((path) => findFieldElement(root, path)).filter((element) => element !== null),
        whole,
      );
    },
    [rootRef, expandSection, openers],
  );

  return { openers, reveal };
}
