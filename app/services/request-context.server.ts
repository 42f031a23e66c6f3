import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "pino";
import { singleton } from "~/utils/singleton.server";

export interface RequestContext {
  /** The request's id (server/request-id.ts): the proxy's X-Request-Id or a fresh UUID. */
  readonly id: string;
  /** The client's address as the proxy settings read it (Express `req.ip`). */
  readonly clientIp?: string;
  /** The request's child logger, made from `loggerOf` on its first log line. */
  logger?: Logger;
  loggerOf?: Logger;
  /** What the request's loaders share (`oncePerRequest`). */
  readonly shared: Map<string, unknown>;
}

// One store for both module graphs (the Express wrapper sets it, services in the Remix build read
// it): a context set in one graph must be visible in the other.
const storage = singleton("requestContext", () => new AsyncLocalStorage<RequestContext>());

/** Runs the rest of a request (and everything it awaits) with its id and client address in context. */
export function runWithRequestId<T>(id: string, fn: () => T, clientIp?: string): T {
  return storage.run({ id, clientIp, shared: new Map() }, fn);
}

/** The request this code runs for, or undefined outside one (a job, start-up). */
export function requestContext(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * `compute()` once per HTTP request under `key`: Remix hands each loader its own copy of the
 * Request, so the root, layout and page loaders of one request share what they all read (the
 * signed-in user) here. Outside a request it just computes.
 */
export function oncePerRequest<T>(key: string, compute: () => T): T {
  const shared = storage.getStore()?.shared;
  if (!shared) return compute();
  if (!shared.has(key)) shared.set(key, compute());
  return shared.get(key) as T;
}
