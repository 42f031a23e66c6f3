import type { Sql } from "postgres";

/** Connections of a pool in use and the queries waiting for one (the metrics' database gauges). */
type Settled = ((value: unknown) => unknown) | null | undefined;

export interface PoolUsage {
  size: number;
  inUse(): number;
  waiting(): number;
}

/**
 * postgres.js keeps its pool to itself (no figures), so the work handed to it is counted here:
 * every query drizzle sends outside a transaction (`unsafe`, from the moment it is awaited until it
 * settles) and every transaction (`begin`, which holds one connection for its whole callback; the
 * queries inside run on that connection and are not counted again). The pool runs up to `size` of
 * them at once and queues the rest, so what is counted beyond `size` is what waits.
 */
export function trackPoolUsage(client: Sql, size: number): PoolUsage {
  let busy = 0;
  const settle = () => {
    busy -= 1;
  };
  // True while `begin` sends its own BEGIN: that query belongs to the transaction, counted once.
  let opening = false;
  const unsafe = client.unsafe.bind(client);
  client.unsafe = ((...args: Parameters<Sql["unsafe"]>) => {
    const query = unsafe(...args);
    if (opening) return query;
    // A postgres.js query runs when it is first awaited (its `then`); it is counted from then.
    type Then = (onFulfilled?: Settled, onRejected?: Settled) => Promise<unknown>;
    const target = query as unknown as { then: Then };
    const then = target.then.bind(query);
    let counted = false;
    target.then = (onFulfilled, onRejected) => {
      if (counted) return then(onFulfilled, onRejected);
      counted = true;
      busy += 1;
      return then(
        (value) => {
          settle();
          return onFulfilled ? onFulfilled(value) : value;
        },
        (error) => {
          settle();
          if (onRejected) return onRejected(error);
          throw error;
        },
      );
    };
    return query;
  }) as Sql["unsafe"];
  const begin = client.begin.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as { begin: unknown }).begin = (...args: unknown[]) => {
    busy += 1;
    opening = true;
    try {
      return begin(...args).finally(settle);
    } finally {
      opening = false;
    }
  };
  return {
    size,
    inUse: () => Math.min(busy, size),
    waiting: () => Math.max(0, busy - size),
  };
}
