/**
 * One home for every module-level store of the process (environment, database handle, logger,
 * caches, rate limiters, secrets, the live hub). The Express wrapper (build/server/express.js)
 * and the Remix server build are two module graphs that load their own copies of each module, and
 * Vite re-evaluates modules in development: a plain `let` or `new Map()` at module level would
 * exist twice and silently disagree. Keeping the value on `globalThis` under a registered symbol
 * makes both graphs see one value.
 */
export function singleton<T>(name: string, init: () => T): T {
  const key = Symbol.for(`nocturn.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  if (!(key in store)) store[key] = init();
  return store[key] as T;
}

/** A mutable slot shared by both module graphs (a value the server sets at start). */
export function sharedSlot<T>(name: string): { get(): T | undefined; set(value: T | undefined): void } {
  return singleton(`slot.${name}`, () => {
    let value: T | undefined;
    return {
      get: () => value,
      set: (next: T | undefined) => {
        value = next;
      },
    };
  });
}
