import type { RequestHandler } from "express";
import { refuseEarly } from "./early-refusal";

/** The methods the shop's routes take (OPTIONS as Express and Remix answer it). */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const SERVED = "GET, HEAD, POST, PUT, PATCH, DELETE";

/**
 * TRACE, PROPFIND or any other method no route takes: 405 with `Allow`, in the caller's language,
 * before Remix — whose Request cannot even be made for some of them (a 500 otherwise).
 */
export const unknownMethodsRefused: RequestHandler = (req, res, next) => {
  if (KNOWN_METHODS.has(req.method)) return next();
  void refuseEarly(req, res, {
    status: 405,
    key: "methodNotAllowed",
    code: "METHOD_NOT_ALLOWED",
    values: { method: req.method.slice(0, 20) },
    headers: { Allow: SERVED },
  });
};

/** The metrics label of a method: anonymous clients may send any word, and must not add series. */
export function methodLabel(method: string) {
  return KNOWN_METHODS.has(method) ? method : "other";
}
