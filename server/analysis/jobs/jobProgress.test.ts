import { describe, expect, it } from 'vitest';
import { JobProgressTracker } from './jobProgress';

describe('JobProgressTracker', () => {
  it('shows the earliest document still being read, with its pages, and tells every change', () => {
    let changes = 0;
    const tracker = new JobProgressTracker(3, () => {
      changes += 1;
    });
    expect(tracker.snapshot()).toEqual({
      stage: 'reading',
      filesDone: 0,
      currentFile: '',
      pagesDone: 0,
      pagesTotal: 0,
    });

    tracker.fileStarted('scan.pdf');
    tracker.fileStarted('gp.pdf');
    tracker.pagesRead('gp.pdf', { stage: 'text', pagesDone: 2, pagesTotal: 2 });
    tracker.pagesRead('scan.pdf', { stage: 'ocr', pagesDone: 1, pagesTotal: 12 });
    // The scan was taken first: its name and pages stay on screen while the certificate is read beside it.
    expect(tracker.snapshot()).toEqual({
      stage: 'recognising',
      filesDone: 0,
      currentFile: 'scan.pdf',
      pagesDone: 1,
      pagesTotal: 12,
    });

    tracker.fileRead('scan.pdf');
    expect(tracker.snapshot()).toEqual({
      stage: 'reading',
      filesDone: 1,
      currentFile: 'gp.pdf',
      pagesDone: 2,
      pagesTotal: 2,
    });
    // Pages told after a document's end are not news.
    tracker.pagesRead('scan.pdf', { stage: 'ocr', pagesDone: 12, pagesTotal: 12 });
    expect(tracker.snapshot().currentFile).toBe('gp.pdf');
    expect(changes).toBe(5);
  });

  it('is merging once every document is read', () => {
    const tracker = new JobProgressTracker(1, () => undefined);
    tracker.fileStarted('gp.pdf');
    tracker.fileRead('gp.pdf');
    expect(tracker.snapshot()).toEqual({
      stage: 'merging',
      filesDone: 1,
      currentFile: '',
      pagesDone: 0,
      pagesTotal: 0,
    });
  });
});
