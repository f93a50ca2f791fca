/** A speech bubble while the panel is closed, a cross while it is open; decorative only. */
export function SupportIcon({ open }: { open: boolean }) {
  return (
    <svg
      className="support-widget__icon"
      viewBox="0 0 24 24"
      width="26"
      height="26"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" />
      ) : (
        <>
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.5-4.9A8 8 0 1 1 21 12z" />
          <path d="M8.5 11h.01M12 11h.01M15.5 11h.01" strokeWidth="2.6" />
        </>
      )}
    </svg>
  );
}
