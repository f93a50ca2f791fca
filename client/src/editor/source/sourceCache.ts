import type { SourcePdf } from '../../../../common/record/sources';
import type { OpenedSource } from './sourceDocuments';

/**
 * The source PDFs opened while the viewer is shown, each fetched and parsed once; a failure is
 * not kept, so showing the file again tries again. `closeAll` frees them (the viewer closed).
 */
export class SourceCache {
  private opened = new Map<string, Promise<OpenedSource>>();
  private controller = new AbortController();

  constructor(private readonly open: (file: SourcePdf, signal: AbortSignal) => Promise<OpenedSource>) {}

  get(file: SourcePdf): Promise<OpenedSource> {
    const cached = this.opened.get(file.storedName);
    if (cached) return cached;
    const opening = this.open(file, this.controller.signal);
    this.opened.set(file.storedName, opening);
    opening.catch(() => {
      if (this.opened.get(file.storedName) === opening) this.opened.delete(file.storedName);
    });
    return opening;
  }

  closeAll(): void {
    this.controller.abort();
    for (const opening of this.opened.values()) {
      opening.then(
        (source) => source.close(),
        () => undefined,
      );
    }
    this.opened.clear();
    this.controller = new AbortController();
  }
}
