import { pathAndAncestors } from '../../../../common/record/paths';
import { findFieldElement } from '../navigation/revealFields';

/*
 * Where the values under review are on the screen: their order as the editor shows them, and the
 * value a focused control belongs to.
 */

/**
 * Compares output paths by where the editor shows them. A value whose document is collapsed (not
 * rendered) takes the place of the nearest element shown, its document; values that share it
 * compare equal, so a stable sort keeps their given order.
 */
export function documentOrder(root: ParentNode): (a: string, b: string) => number {
  const elements = new Map<string, HTMLElement | null>();
  const elementOf = (path: string) => {
    if (!elements.has(path)) elements.set(path, findFieldElement(root, path));
    return elements.get(path) ?? null;
  };
  return (a, b) => {
    const first = elementOf(a);
    const second = elementOf(b);
    if (!first || !second) return first ? -1 : second ? 1 : 0;
    if (first === second) return 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  };
}

/**
 * The value under review that `element` belongs to: its field's control, or the nearest enclosing
 * value (a lien, an owner, a list of sellers) that `isTracked` accepts.
 */
export function reviewPathAt(element: Element | null, isTracked: (path: string) => boolean): string | null {
  const field = element?.closest('.editor-field');
  const holder =
    field?.querySelector<HTMLElement>('[data-path]') ?? element?.closest<HTMLElement>('[data-path]');
  const path = holder?.dataset.path;
  if (!path) return null;
  return pathAndAncestors(path).find(isTracked) ?? null;
}
