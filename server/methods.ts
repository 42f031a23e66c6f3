import type { ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import type { MethodsHandle, RouteMethodList } from "../app/utils/route-methods";
import { refuseEarly } from "./early-refusal";
import { routeMatches } from "./route-parts";

/** Every method a route of the shop may take; Remix cannot even make a Request for some others. */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** What the app serves itself, before Remix: files and probes, read-only. */
const READ_ONLY: RouteMethodList = ["GET", "HEAD"];

/**
 * The methods the Remix route answering `pathname` takes: its declared `handle.methods`, else GET
 * and HEAD with a loader or a page and POST with an action — the action of the route a form post
 * reaches (an index route's only with `?index`, as Remix dispatches it). Null when nothing matches.
 */
export function remixRouteMethods(
  build: ServerBuild,
  pathname: string,
  search: string,
): RouteMethodList | null {
  // A path that does not decode (`/%E0%A4%A`) names no route (and the router would warn for it).
  if (!decodes(pathname)) return null;
  const matches = routeMatches(build, pathname);
  const leaf = matches?.at(-1);
  if (!matches || !leaf) return null;
  const module = build.routes[leaf.route.id ?? ""]?.module as ServerBuild["routes"][string]["module"] & {
    handle?: MethodsHandle;
  };
  const declared = module.handle?.methods;
  if (declared) return typeof declared === "function" ? declared(leaf.params) : declared;
  const posted = leaf.route.index && !new URLSearchParams(search).has("index") ? matches.at(-2) : leaf;
  const methods: string[] = [];
  if (module.loader || module.default) methods.push("GET", "HEAD");
  if (posted && build.routes[posted.route.id ?? ""]?.module.action) methods.push("POST");
  return methods;
}

function decodes(pathname: string) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** `Allow` for a route's methods: HEAD with GET, OPTIONS always. */
export function allowHeader(methods: readonly string[]) {
  const all = new Set(methods);
  if (all.has("GET")) all.add("HEAD");
  all.add("OPTIONS");
  return [...KNOWN_METHODS].filter((method) => all.has(method)).join(", ");
}

/**
 * Every route answers every method (decision 0042): its own pass; OPTIONS is 204 with `Allow`;
 * any other — PUT on a page, TRACE anywhere — is 405 with the route's `Allow`, in the caller's
 * language, with the full header set (this runs after the security headers). `ownMethods` names
 * what the app serves itself (files, probes); the rest is asked of the Remix build.
 */
export function methodsAnswered(
  methodsOf: (pathname: string, search: string) => RouteMethodList | null | Promise<RouteMethodList | null>,
): RequestHandler {
  return (req, res, next) => {
    const pathname = documentPath(req.path);
    const search = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
    void Promise.resolve(methodsOf(pathname, search)).then((methods) => {
      if (methods === null || methods === "any") {
        // The 404 routes take every method Remix can carry; the rest cannot reach anything.
        if (KNOWN_METHODS.has(req.method) && req.method !== "OPTIONS") return next();
        return refuseEarly(req, res, { status: 404, key: "notFound", code: "NOT_FOUND" });
      }
      const allow = allowHeader(methods);
      if (req.method === "OPTIONS")
        return void res.status(204).set({ Allow: allow, "Cache-Control": "no-store" }).end();
      if (methods.includes(req.method) || (req.method === "HEAD" && methods.includes("GET"))) return next();
      return refuseEarly(req, res, {
        status: 405,
        key: "methodNotAllowed",
        code: "METHOD_NOT_ALLOWED",
        values: { method: req.method.slice(0, 20) },
        headers: { Allow: allow },
      });
    }, next);
  };
}

/**
 * The page a single-fetch URL stands for: a form post with JavaScript goes to `/sign-in.data`,
 * the home's to `/_root.data` — the same route, so the same methods.
 */
export function documentPath(pathname: string) {
  if (!pathname.endsWith(".data")) return pathname;
  return pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length);
}

/** What the app itself serves read-only (probes, fingerprinted assets, pictures, public files). */
export function readOnlyPaths(isPublicFile: (top: string) => boolean) {
  return (pathname: string): RouteMethodList | null => {
    if (pathname === "/healthz" || pathname === "/readyz") return READ_ONLY;
    const top = pathname.split("/")[1] ?? "";
    return top === "assets" || top === "media" || isPublicFile(top) ? READ_ONLY : null;
  };
}

/** The metrics label of a method: anonymous clients may send any word, and must not add series. */
export function methodLabel(method: string) {
  return KNOWN_METHODS.has(method) ? method : "other";
}
