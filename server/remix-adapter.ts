import type { AppLoadContext } from "@remix-run/node";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@remix-run/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { bufferedBody } from "./body-gate";

/** Remix's handler in its fetch form: a Request in, a Response out. */
export type FetchHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

/**
 * The Fetch Request for an Express request, as @remix-run/express builds it (the page cache needs
 * the fetch form to keep what Remix answered). `detached` renders outlive the client that caused
 * them (a page refreshed in the background), so they carry no abort signal; `method` lets a HEAD
 * be rendered as the GET whose answer the cache keeps.
 */
export function fetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  options: { method?: string; detached?: boolean } = {},
): Request {
  // req.hostname honours "trust proxy"; the port comes from the forwarded or the Host header.
  const port = [req.get("X-Forwarded-Host"), req.get("host")]
    .map((host) => Number.parseInt(host?.split(":")[1] ?? "", 10))
    .find(Number.isSafeInteger);
  const url = `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else if (values) headers.set(key, values);
  }
  const method = options.method ?? req.method;
  const init: RequestInit & { duplex?: "half" } = { method, headers };
  if (!options.detached) {
    // Loaders and actions stop once the answer can no longer be written (closed before finished).
    let controller: AbortController | null = new AbortController();
    res.on("finish", () => (controller = null));
    res.on("close", () => controller?.abort());
    init.signal = controller.signal;
  }
  if (method !== "GET" && method !== "HEAD") {
    // A body the gate read (body-gate.ts) is handed over as its bytes; the rest still streams.
    const buffered = bufferedBody(req);
    if (buffered) init.body = new Uint8Array(buffered);
    else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return new Request(url, init);
}

/** Writes a Fetch Response to Express, streaming its body. */
export async function sendFetchResponse(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
