import { createContext, useContext, useEffect } from 'react';

/**
 * Document lists keep which documents are collapsed to themselves; a finding's link must open
 * the document holding its field, so each list registers how to open one of its documents.
 */
export interface DocumentOpeners {
  register: (listPath: string, open: (index: number) => void) => () => void;
  open: (listPath: string, index: number) => void;
}

export function createDocumentOpeners(): DocumentOpeners {
  const openers = new Map<string, (index: number) => void>();
  return {
    register(listPath, open) {
      openers.set(listPath, open);
      return () => {
        if (openers.get(listPath) === open) openers.delete(listPath);
      };
    },
    open(listPath, index) {
      openers.get(listPath)?.(index);
    },
  };
}

export const DocumentOpenersContext = createContext<DocumentOpeners | null>(null);

/** Lets links from findings open documents of the list at `listPath`. */
export function useDocumentOpener(listPath: string | undefined, open: (index: number) => void): void {
  const openers = useContext(DocumentOpenersContext);
  useEffect(() => {
    if (!openers || listPath === undefined) return;
    return openers.register(listPath, open);
  }, [openers, listPath, open]);
}
