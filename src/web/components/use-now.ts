import { useEffect, useState } from 'react';

/** The time now, moved on every `every` milliseconds, so "3 minutes ago" keeps true on screen. */
export function useNow(every: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), every);
    return () => window.clearInterval(timer);
  }, [every]);
  return now;
}
