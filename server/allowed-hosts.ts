import os from "node:os";
import type { RequestHandler } from "express";
import { refuseEarly } from "./early-refusal";

/** The names every machine has for itself. */
const LOOPBACK = ["localhost", "127.0.0.1", "[::1]", "::1"];

/** Platform probes reach the instance by its private address: never refused for their Host. */
const PROBES = new Set(["/healthz", "/readyz"]);

/**
 * The host names this shop answers to (decision 0042). With PUBLIC_URL: its host and ALLOWED_HOSTS.
 * Without it (a shop on a laptop or a LAN): the machine's own names — localhost, loopback and the
 * addresses of its interfaces — and ALLOWED_HOSTS.
 */
export function allowedHostNames(options: { publicUrl?: string; extra?: readonly string[] }): Set<string> {
  const names = new Set((options.extra ?? []).map((host) => host.toLowerCase()));
  if (options.publicUrl) names.add(new URL(options.publicUrl).hostname.toLowerCase());
  else {
    for (const name of LOOPBACK) names.add(name);
    for (const addresses of Object.values(os.networkInterfaces()))
      for (const { address, family } of addresses ?? [])
        names.add(family === "IPv6" ? `[${address.toLowerCase()}]` : address);
  }
  return names;
}

/**
 * Refuses a request whose Host (or trusted X-Forwarded-Host) names another site with 400, before
 * anything reads it: what is built from the request's URL — a same-origin check, a redirect —
 * then only ever sees a name of this shop. `Host: a b` is one such, not a 500.
 */
export function hostsAllowed(names: Set<string>): RequestHandler {
  return (req, res, next) => {
    if (PROBES.has(req.path)) return next();
    const host = hostnameOf(req.get("x-forwarded-host")?.split(",")[0] ?? req.get("host"));
    if (host !== null && names.has(host)) return next();
    void refuseEarly(req, res, { status: 400, key: "unknownHost", code: "BAD_REQUEST" });
  };
}

/** The host name of a Host header value (port dropped, lower case), or null when it is no name. */
export function hostnameOf(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim().toLowerCase();
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(value)) return null;
  return value.startsWith("[") ? value.slice(0, value.indexOf("]") + 1) : value.split(":")[0];
}
