import { useEffect, useState } from 'react';
import {
  nextProgressMessageIndex,
  progressMessageDelay,
  PROGRESS_MESSAGES,
  type RandomSource,
} from './progressMessages';

/** The progress message to show while `active`; it changes after each random delay. */
export function useProgressMessage(active: boolean, random: RandomSource = Math.random): string {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        // Drawn here, not inside the updater, so the draws happen in a fixed order: pick, then delay.
        const draw = random();
        setIndex((current) => nextProgressMessageIndex(current, () => draw));
        schedule();
      }, progressMessageDelay(random));
    };
    schedule();
    return () => {
      clearTimeout(timer);
      setIndex(0);
    };
  }, [active, random]);

  return PROGRESS_MESSAGES[index] ?? PROGRESS_MESSAGES[0];
}
