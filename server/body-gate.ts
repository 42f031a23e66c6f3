import type { Request as ExpressRequest, RequestHandler } from "express";
import { isFileUpload } from "./body-limits";
import { refuseEarly } from "./early-refusal";

/** Deeper than this no body of the shop goes (the owner API's deepest is an entity's texts: 3). */
export const MAX_BODY_DEPTH = 32;

/** The bytes of a body the gate read, handed to Remix in place of the (spent) stream. */
export function bufferedBody(req: ExpressRequest): Buffer | undefined {
  return (req as { bufferedBody?: Buffer }).bufferedBody;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Why a JSON text is refused, or null: a NUL anywhere (Postgres refuses it in text: a 500 deep in
 * a write), or nesting deeper than MAX_BODY_DEPTH (recursive readers overflowed the stack). A
 * body that is not JSON at all is the route's to answer. Walks without recursion.
 */
export function jsonRefusal(text: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (typeof node === "string") {
      if (node.includes("\0")) return "nul";
    } else if (node && typeof node === "object") {
      if (depth > MAX_BODY_DEPTH) return "depth";
      for (const [key, child] of Object.entries(node)) {
        if (key.includes("\0")) return "nul";
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/** Why a urlencoded form is refused, or null: a NUL, or bytes that are not UTF-8 once decoded. */
export function formRefusal(text: string): string | null {
  for (const part of text.split(/[&=]/)) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part.replace(/\+/g, " "));
    } catch {
      return "encoding";
    }
    if (decoded.includes("\0")) return "nul";
  }
  return null;
}

/**
 * One gate for every request body before any route (decision 0015's limits run first, so what is
 * read here is at most 64 KB): a body that is not UTF-8, holds a NUL, or nests deeper than 32 is
 * refused with 400 in the caller's language — never a 500 or a stack trace from deep inside a
 * route. File uploads stream to their own reader and are not read here.
 */
export function bodyGate(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (req.get("content-length") === undefined || req.get("content-length") === "0") return next();
    if (isFileUpload(req) || req.is("multipart/form-data")) return next();
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("error", next);
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      (req as { bufferedBody?: Buffer }).bufferedBody = body;
      let text: string;
      try {
        text = utf8.decode(body);
      } catch {
        return void refuse(req, res);
      }
      const refusal = req.is("application/json")
        ? jsonRefusal(text)
        : req.is("application/x-www-form-urlencoded")
          ? formRefusal(text)
          : text.includes("\0")
            ? "nul"
            : null;
      if (refusal) return void refuse(req, res);
      next();
    });
  };
}

function refuse(req: ExpressRequest, res: Parameters<RequestHandler>[1]) {
  return refuseEarly(req, res, { status: 400, key: "badBody", code: "BAD_REQUEST" });
}
