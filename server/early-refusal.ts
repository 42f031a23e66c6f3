import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { langT } from "../app/i18n/i18n.server";
import { callerLang } from "../app/utils/http.server";
import { staticSecurityHeaders } from "./static-headers";

/** Set on a refusal that runs before the security headers did: nothing of it may run or be framed. */
const REFUSAL_POLICY = "default-src 'none'; frame-ancestors 'none'";
const fixedHeaders = staticSecurityHeaders();

/**
 * A refusal answered before Remix, in the caller's language: `{ code, message }` for the API
 * (every JSON error's shape, decision 0042), plain text for a page's form post, with the full
 * header set even when it comes before the security headers' middleware. `close` drops the
 * connection instead of waiting for an unread body.
 */
export async function refuseEarly(
  req: ExpressRequest,
  res: ExpressResponse,
  refusal: {
    status: number;
    key: string;
    code: string;
    values?: Record<string, unknown>;
    close?: boolean;
    headers?: Record<string, string>;
  },
) {
  const api = req.path.startsWith("/api/");
  // The path as the client sent it; a malformed one (`/%`) read as the home's.
  const lang = callerLang(`http://local${safePath(req.originalUrl)}`, req.get("accept-language"));
  const message = (await langT(lang))(`http.${refusal.key}`, refusal.values);
  for (const [name, value] of fixedHeaders) if (!res.getHeader(name)) res.setHeader(name, value);
  if (!res.getHeader("Content-Security-Policy")) res.setHeader("Content-Security-Policy", REFUSAL_POLICY);
  res.status(refusal.status).set({
    "Cache-Control": "no-store",
    ...(refusal.close ? { Connection: "close" } : {}),
    ...refusal.headers,
  });
  if (api) res.json({ code: refusal.code, message });
  else res.type("text/plain; charset=utf-8").send(message);
}

function safePath(url: string) {
  try {
    return new URL(url, "http://local").pathname.startsWith("/") ? url : "/";
  } catch {
    return "/";
  }
}
