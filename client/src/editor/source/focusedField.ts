import { useEffect, useState, type RefObject } from 'react';

/*
 * Which field of the report the user is on: one listener for focus and clicks on the sections,
 * reading the output path the field's control carries (`data-path`).
 */

const FIELD_CONTROL = ':is(input, select, textarea)[data-path]';
/** A list or an item that takes the focus itself (its review lands on it): its own path. */
const FOCUSABLE_CONTAINER = '[data-path][tabindex="-1"]';

/**
 * The output path of the field an event happened in (its control, its label, its box), or of the
 * list or item focused itself; null otherwise.
 */
export function fieldPathOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  if (target instanceof HTMLElement && target.matches(FOCUSABLE_CONTAINER))
    return target.dataset.path ?? null;
  const control = target.matches(FIELD_CONTROL)
    ? target
    : target.closest('.editor-field')?.querySelector(FIELD_CONTROL);
  return control instanceof HTMLElement ? (control.dataset.path ?? null) : null;
}

/** The field last focused or clicked; a new object each time, so clicking it again shows it again. */
export interface FocusedField {
  path: string;
}

/** The field that has the focus inside `container` now, or null. */
function focusedPathIn(container: HTMLElement): FocusedField | null {
  const active = document.activeElement;
  const path = active && container.contains(active) ? fieldPathOf(active) : null;
  return path === null ? null : { path };
}

export function useFocusedField(containerRef: RefObject<HTMLElement | null>): FocusedField | null {
  const [focused, setFocused] = useState<FocusedField | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // The viewer loads lazily: a field focused before it was ready is shown as soon as it is.
    const already = focusedPathIn(container);
    if (already) setFocused(already);
    const follow = (event: Event) => {
      const path = fieldPathOf(event.target);
      if (path !== null) setFocused({ path });
    };
    container.addEventListener('focusin', follow);
    container.addEventListener('click', follow);
    return () => {
      container.removeEventListener('focusin', follow);
      container.removeEventListener('click', follow);
    };
  }, [containerRef]);

  return focused;
}
