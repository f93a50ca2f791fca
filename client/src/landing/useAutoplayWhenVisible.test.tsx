import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DemoSection } from './DemoSection';
import { AUTOPLAY_VISIBILITY_THRESHOLD } from './useAutoplayWhenVisible';

/** Stands in for the browser's observer: the test decides what is visible. */
class FakeIntersectionObserver {
  static latest: FakeIntersectionObserver | null = null;
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    private readonly callback: (entries: IntersectionObserverEntry[]) => void,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.latest = this;
  }

  observe(target: Element): void {
    this.observed.push(target);
  }

  disconnect(): void {
    this.disconnected = true;
  }

  /** Reports `ratio` of the first observed element as visible. */
  report(ratio: number): void {
    const target = this.observed[0];
    if (!target) throw new Error('nothing observed');
    const rect = target.getBoundingClientRect();
    act(() =>
      this.callback([
        {
          target,
          isIntersecting: ratio > 0,
          intersectionRatio: ratio,
          boundingClientRect: rect,
          intersectionRect: rect,
          rootBounds: null,
          time: 0,
        },
      ]),
    );
  }
}

function latestObserver(): FakeIntersectionObserver {
  const observer = FakeIntersectionObserver.latest;
  if (!observer) throw new Error('no IntersectionObserver was created');
  return observer;
}

describe('demo video autoplay', () => {
  beforeEach(() => {
    FakeIntersectionObserver.latest = null;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('plays when at least half visible and pauses otherwise', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    render(<DemoSection />);
    const observer = latestObserver();

    expect(AUTOPLAY_VISIBILITY_THRESHOLD).toBe(0.5);
    expect(observer.options.threshold).toBe(AUTOPLAY_VISIBILITY_THRESHOLD);
    expect(observer.observed).toEqual([screen.getByLabelText('Video de demostración de titulo360')]);

    observer.report(0.5);
    expect(play).toHaveBeenCalledTimes(1);

    observer.report(0.3);
    expect(pause).toHaveBeenCalledTimes(1);

    observer.report(0.9);
    expect(play).toHaveBeenCalledTimes(2);

    observer.report(0);
    expect(pause).toHaveBeenCalledTimes(2);
  });

  it('swallows a refused play (missing recording or autoplay policy)', async () => {
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValue(new DOMException('no source', 'NotSupportedError'));
    render(<DemoSection />);

    latestObserver().report(1);
    await act(() => Promise.resolve());

    expect(play).toHaveBeenCalled();
  });

  it('stops observing when the section unmounts', () => {
    const { unmount } = render(<DemoSection />);
    unmount();
    expect(latestObserver().disconnected).toBe(true);
  });

  it('is muted, looped, inline, with both sources, a poster and a download fallback', () => {
    render(<DemoSection />);
    const video = screen.getByLabelText<HTMLVideoElement>('Video de demostración de titulo360');

    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', '/demo/titulo360-demo-poster.jpg');
    expect(Array.from(video.querySelectorAll('source'), (source) => source.getAttribute('src'))).toEqual([
      '/demo/titulo360-demo.mp4',
      '/demo/titulo360-demo.webm',
    ]);
    expect(screen.getByRole('link', { name: 'Descargar el video de demostración' })).toHaveAttribute(
      'href',
      '/demo/titulo360-demo.mp4',
    );
  });
});
