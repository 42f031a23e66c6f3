/**
 * The one way background work here is taken and retried (decision 0032): the status alerts and the
 * mail outbox both claim due rows with a lease (another instance may take a row only once its
 * lease ran out: the instance that held it died), and a failed attempt comes back after 1, 2, 4 …
 * up to 60 minutes until the row's last attempt.
 */

/** How long an instance may hold a row before another may take it over. */
export const LEASE_MS = 10 * 60 * 1000;

/** The pause before attempt `attempts + 1`, after `attempts` failures: 1, 2, 4 … 60 minutes. */
export function retryPauseMs(attempts: number) {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

/** A round's clock: a time the caller set (tests move it ahead) that goes on with real time. */
export type Clock = () => Date;

export function roundClock(now: Date): Clock {
  const roundStart = Date.now();
  return () => new Date(now.getTime() + (Date.now() - roundStart));
}
