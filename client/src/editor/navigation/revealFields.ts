import { pathAndAncestors } from '../../../../common/record/paths';

/** How long a revealed field stays highlighted. */
export const REVEAL_HIGHLIGHT_MS = 2500;

const CONTROL_SELECTOR = 'input, select, textarea';

function elementAt(root: ParentNode, path: string): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>('[data-path]')) {
    if (element.dataset.path === path) return element;
  }
  return null;
}

/**
 * The element showing the field at `path`, or the nearest enclosing one shown (a field that only
 * appears with a flag set leads to its document).
 */
export function findFieldElement(root: ParentNode, path: string): HTMLElement | null {
  for (const candidate of pathAndAncestors(path)) {
    const element = elementAt(root, candidate);
    if (element) return element;
  }
  return null;
}

/**
 * What receives focus for an element found by path: a field's control itself; for a container
 * (a document, a list, an item) its first control, never a button such as 'Quitar' that a stray
 * Enter would press; the container itself when it has no control.
 */
export function focusTarget(element: HTMLElement): HTMLElement {
  if (element.matches(CONTROL_SELECTOR)) return element;
  return element.querySelector<HTMLElement>(CONTROL_SELECTOR) ?? element;
}

/** Marks the field (with its label) for a moment, so the eye finds every field of the finding. */
export function highlightField(element: HTMLElement): void {
  const field = element.closest<HTMLElement>('.editor-field') ?? element;
  field.dataset.revealed = 'true';
  window.setTimeout(() => delete field.dataset.revealed, REVEAL_HIGHLIGHT_MS);
}

/**
 * Scrolls to the first of the elements, focuses it and highlights them all. `whole`: a focusable
 * container (a list, an item) is focused itself, not its first control.
 */
export function revealElements(elements: readonly HTMLElement[], whole = false): void {
  const [first] = elements;
  if (!first) return;
  const container = whole && first.tabIndex === -1;
  const target = container ? first : focusTarget(first);
  // A whole list from its heading and mark, which centring a long list would leave out of view.
  target.scrollIntoView({ block: container ? 'start' : 'center' });
  target.focus({ preventScroll: true });
  for (const element of elements) highlightField(element);
}
