import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs`, for texts such as 'Guardado hace 3 minutos'. */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
