import type { JobStage } from '../../../common/analysis/analysisJob';
import type { AnalysisProgress } from '../analyzer';
import type { PageProgress } from '../engine/pageProgress';

/** A job's progress as its runner writes it on the job (`jobStore.beat`). */
export interface JobProgress {
  stage: JobStage;
  filesDone: number;
  currentFile: string;
  pagesDone: number;
  pagesTotal: number;
}

/**
 * Follows the reading of a job's documents (issue 21): how many are read and, for the one shown,
 * its pages. A user's documents may be read on several threads at once; the one shown is the
 * earliest taken still being read, so the name and page count do not jump between documents.
 * `changed` is told of every change (the runner writes them throttled).
 */
export class JobProgressTracker implements AnalysisProgress {
  /** Documents being read, in the order threads took them, with their pages read so far. */
  private readonly reading = new Map<string, PageProgress>();
  private filesDone = 0;

  constructor(
    private readonly filesTotal: number,
    private readonly changed: () => void,
  ) {}

  fileStarted(name: string): void {
    this.reading.set(name, { stage: 'text', pagesDone: 0, pagesTotal: 0 });
    this.changed();
  }

  pagesRead(name: string, pages: PageProgress): void {
    if (!this.reading.has(name)) return;
    this.reading.set(name, pages);
    this.changed();
  }

  fileRead(name: string): void {
    this.reading.delete(name);
    this.filesDone += 1;
    this.changed();
  }

  snapshot(): JobProgress {
    const [shown] = this.reading;
    if (!shown) {
      const stage = this.filesDone >= this.filesTotal ? 'merging' : 'reading';
      return { stage, filesDone: this.filesDone, currentFile: '', pagesDone: 0, pagesTotal: 0 };
    }
    const [name, pages] = shown;
    return {
      stage: pages.stage === 'ocr' ? 'recognising' : 'reading',
      filesDone: this.filesDone,
      currentFile: name,
      pagesDone: pages.pagesDone,
      pagesTotal: pages.pagesTotal,
    };
  }
}
