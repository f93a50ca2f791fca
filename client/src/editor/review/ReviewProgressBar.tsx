import { useId } from 'react';
import type { ReviewProgress } from './reviewStatuses';
import { REVIEW_SHORTCUTS } from './shortcuts';

interface ReviewProgressBarProps {
  progress: ReviewProgress;
  onNext: () => void;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** "N de M campos revisados", "Siguiente por revisar" and the shortcuts of the flow (#10 item 4). */
export function ReviewProgressBar({ progress, onNext }: ReviewProgressBarProps) {
  const textId = useId();
  const { reviewed, total, doubtful } = progress;
  return (
    <div className="review-progress">
      <div className="review-progress__summary">
        <p id={textId} className="review-progress__text">
          {reviewed} de {total} {plural(total, 'campo revisado', 'campos revisados')}
          {doubtful > 0 && (
            <span className="review-progress__doubtful">
              {' · '}
              {doubtful} {plural(doubtful, 'dudoso', 'dudosos')}
              <span className="review-progress__more"> sin revisar</span>
            </span>
          )}
        </p>
        <progress
          className="review-progress__bar"
          value={reviewed}
          max={Math.max(total, 1)}
          aria-labelledby={textId}
        />
      </div>
      <button
        type="button"
        className="button button--small button--secondary"
        onClick={onNext}
        aria-keyshortcuts={REVIEW_SHORTCUTS.next.keys}
      >
        {/* One flex item: the button's gap would split the words. */}
        <span>
          Siguiente<span className="review-progress__more"> por revisar</span>
        </span>
      </button>
      <p className="review-progress__shortcuts">
        Atajos:{' '}
        {Object.values(REVIEW_SHORTCUTS).map((shortcut) => (
          <span key={shortcut.keys}>
            <kbd>{shortcut.keys}</kbd> {shortcut.action} ·{' '}
          </span>
        ))}
        <kbd>Ctrl+S</kbd> guardar
      </p>
    </div>
  );
}
