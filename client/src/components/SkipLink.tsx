import type { MouseEvent, ReactNode } from 'react';
import './SkipLink.css';

interface SkipLinkProps {
  /** Id of the element to move to; it must be focusable (tabIndex -1). */
  targetId: string;
  children: ReactNode;
}

/**
 * The first stop of the keyboard on a long screen: hidden until focused, it moves focus past the
 * header and the panels above the content.
 */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    // Focus, not the address's hash: the route stays as it is and the history gets no entry.
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'start' });
  }
  return (
    <a className="skip-link" href={`#${targetId}`} onClick={skip}>
      {children}
    </a>
  );
}
