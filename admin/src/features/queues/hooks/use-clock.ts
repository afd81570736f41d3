import { useEffect, useState } from 'react';

/** The time now, moving on every `intervalMs` (a minute by default): for countdowns on screen. */
export function useClock(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
