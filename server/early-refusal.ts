import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { langT } from "../app/i18n/i18n.server";
import { apiLang } from "../app/utils/http.server";
import { langFromPathname } from "../app/utils/lang";

/**
 * A refusal answered before Remix, in the caller's language: `{ message, code }` for the API
 * (SPEC §7.1 error shape), plain text for a page's form post. `close` drops the connection instead
 * of waiting for an unread body.
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
  const lang =
    (api ? apiLang({ url: `http://local${req.originalUrl}` }) : null) ?? langFromPathname(req.path);
  const message = (await langT(lang))(`http.${refusal.key}`, refusal.values);
  res.status(refusal.status).set({
    "Cache-Control": "no-store",
    ...(refusal.close ? { Connection: "close" } : {}),
    ...refusal.headers,
  });
  if (api) res.json({ message, code: refusal.code });
  else res.type("text/plain; charset=utf-8").send(message);
}
