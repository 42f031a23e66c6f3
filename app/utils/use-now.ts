import { useEffect, useState } from "react";

/**
 * The current time, re-read every `intervalMs` while the component is mounted (waiting times on
 * the desk move on by themselves). Server and browser read different clocks: elements showing
 * it carry `suppressHydrationWarning`, and the first tick brings them up to date.
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
