/** Scrolls smoothly to a section (instantly for reduced motion) and moves keyboard focus there. */
export function scrollToSection(section: HTMLElement): void {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}
