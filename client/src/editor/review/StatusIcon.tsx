import type { StatusTone } from './statusText';

/** One shape per tone, so the mark never depends on its colour alone. */
const SHAPES: Readonly<Record<StatusTone, string>> = {
  // A ring: read by the engine.
  engine: 'M8 2.5a5.5 5.5 0 1 0 0 11a5.5 5.5 0 0 0 0-11Zm0 3a2.5 2.5 0 1 1 0 5a2.5 2.5 0 0 1 0-5Z',
  // A warning triangle with its exclamation mark.
  doubtful: 'M8 1.5 15 14H1L8 1.5Zm-.9 4.5v4h1.8V6H7.1Zm0 5.2v1.6h1.8v-1.6H7.1Z',
  // A check in a circle.
  confirmed: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm3.3 4.4 1.2 1.2L7 12.1 3.6 8.7l1.2-1.2L7 9.7l4.3-4.3Z',
  // A pencil.
  edited: 'M11.3 1.8 14.2 4.7 5.6 13.3 2 14l.7-3.6 8.6-8.6Zm0 2.1L4 11.2l-.3 1.1 1.1-.3 7.3-7.3-.8-.8Z',
};

export function StatusIcon({ tone }: { tone: StatusTone }) {
  return (
    <svg className="status-mark__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path d={SHAPES[tone]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
