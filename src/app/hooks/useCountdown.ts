import { useEffect, useState } from 'react';

/** Seconds left of a wait the server announced (`retry_after`), counting down once a second. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1_000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return [secondsLeft, setSecondsLeft];
}
