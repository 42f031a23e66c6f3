import type { ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import { metrics } from "../app/services/observability/metrics.server";
import { methodLabel } from "./methods";
import { routeMatches } from "./route-parts";

/** The id of the Remix route that answers `pathname` (the deepest match), or "unmatched". */
export function remixRouteId(build: ServerBuild, pathname: string): string {
  return routeMatches(build, pathname)?.at(-1)?.route.id ?? "unmatched";
}

/** What the app answers itself, before Remix: a fixed label each, so labels stay few. */
function ownRoute(path: string): string {
  if (path === "/healthz" || path === "/readyz") return path;
  const top = path.split("/")[1];
  return ["assets", "media", "socket.io"].includes(top) ? `/${top}` : "static";
}

/**
 * Times every request into `http_request_duration_seconds` by route id, method and status. The
 * Remix handler names the route (`res.locals.routeId`); everything answered earlier gets a fixed
 * label, never the raw path, so a scan of random URLs cannot grow the series without bound.
 */
export const httpMetrics: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.once("finish", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = (res.locals.routeId as string | undefined) ?? ownRoute(req.path);
    metrics().httpDuration.observe(
      { route, method: methodLabel(req.method), status: String(res.statusCode) },
      seconds,
    );
  });
  next();
};
