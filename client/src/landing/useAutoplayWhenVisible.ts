import { useEffect, type RefObject } from 'react';

/** SPEC §9: the demo plays while at least half of it is on screen. */
export const AUTOPLAY_VISIBILITY_THRESHOLD = 0.5;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Plays the video while it is at least half visible and pauses it otherwise. */
export function useAutoplayWhenVisible(videoRef: RefObject<HTMLVideoElement | null>): void {
  useEffect(() => {
    const video = videoRef.current;
    // Visitors who ask for reduced motion start the demo themselves with the controls.
    if (!video || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRatio >= AUTOPLAY_VISIBILITY_THRESHOLD) {
            // Rejected when the recording is missing or the browser refuses autoplay; the poster stays.
            video.play().catch(() => undefined);
          } else {
            video.pause();
          }
        }
      },
      { threshold: AUTOPLAY_VISIBILITY_THRESHOLD },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [videoRef]);
}
