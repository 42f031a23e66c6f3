import type { Request as ExpressRequest, RequestHandler } from "express";
import { refuseEarly } from "./early-refusal";

/** Every JSON or form body the shop reads fits in this: a ticket message is at most 4000 characters. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Where a multipart file arrives: the streaming reader of services/media/multipart.server.ts
 * counts those bodies itself (the file's own limit plus a little for the fields) and stops
 * reading at the first byte over, so no route here ever buffers more than it allows.
 */
const FILE_ROUTES = [
  /^\/api\/tickets\/upload\/?$/,
  /^\/api\/users\/update\/avatar\/?$/,
  /^(\/en)?\/profile\/personal\/?$/,
  /^(\/en)?\/admin\/games\/\d+\/picture\/?$/,
  /^(\/en)?\/admin\/settings\/slides\/\d+\/picture\/?$/,
  /^(\/en)?\/admin\/cheats\/\d+\/screenshots\/?$/,
  // A product's card picture, and the new-product form that may carry one.
  /^(\/en)?\/admin\/cheats\/\d+\/picture\/?$/,
  /^(\/en)?\/admin\/cheats\/?$/,
  /^(\/en)?\/admin\/accounts\/\d+\/screenshots\/?$/,
  /^(\/en)?\/admin\/stock\/\d+\/import\/?$/,
];

export function isFileUpload(req: ExpressRequest) {
  return req.is("multipart/form-data") !== false && FILE_ROUTES.some((route) => route.test(req.path));
}

/**
 * Body size limits per route (decision 0015): a request body is read only when it declares its
 * length and that length is at most BODY_LIMIT_BYTES, except a file upload to the routes that take
 * files. Node stops reading a body at its declared length, so the declared length bounds what any
 * action can buffer; a body streamed without one (chunked) is refused with 411 — browsers always
 * send the length of a form or a fetch body. Socket.IO is served before Express with its own limit.
 */
export function bodyLimits(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (isFileUpload(req)) return next();
    const declared = req.get("content-length");
    const chunked = req.get("transfer-encoding") !== undefined;
    if (declared === undefined && !chunked) return next(); // no body at all
    if (declared === undefined) return void refuse(req, res, 411);
    if (Number(declared) > BODY_LIMIT_BYTES) return void refuse(req, res, 413);
    next();
  };
}

/** 411 or 413 in the caller's language; the unread body is not waited for: the connection closes. */
function refuse(req: ExpressRequest, res: Parameters<RequestHandler>[1], status: 411 | 413) {
  return refuseEarly(req, res, {
    status,
    key: status === 413 ? "payloadTooLarge" : "lengthRequired",
    code: status === 413 ? "PAYLOAD_TOO_LARGE" : "LENGTH_REQUIRED",
    values: { limit: BODY_LIMIT_BYTES / 1024 },
    close: true,
  });
}
