import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { runWithRequestId } from "../app/services/request-context.server";

/** An id a proxy may pass on: short and plain, so it can neither flood nor forge log lines. */
const ACCEPTED = /^[\w.:-]{1,128}$/;

/**
 * Gives every request an id: the one the proxy sent in `X-Request-Id` (Fly's proxy does not, a
 * load balancer or CDN may) when it looks like one, otherwise a new UUID. It is returned in the
 * response's `X-Request-Id` and carried by every log line of the request (pino-http's `req.id`),
 * so a customer's report, the proxy's log and the app's log meet on one value. The rest of the
 * request runs with the id in context, so the services' own log lines carry it too.
 */
export const requestId: RequestHandler = (req, res, next) => {
  const offered = req.get("x-request-id");
  const id = offered && ACCEPTED.test(offered) ? offered : randomUUID();
  (req as { id?: string }).id = id;
  res.setHeader("X-Request-Id", id);
  runWithRequestId(id, next, req.ip);
};
