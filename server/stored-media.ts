import { pipeline } from "node:stream/promises";
import type { RequestHandler, Response } from "express";
import type { ObjectStore, StoredObject } from "../app/services/storage/object-store.server";
import { PUBLIC_MEDIA, publicMediaKey } from "../app/services/storage/store.server";

/**
 * Streams a stored object as the answer. Never rejects: a visitor who stops a download (browsers
 * often abort picture loads) or a store stream that breaks midway only ends this response.
 */
export async function sendStored(res: Response, object: StoredObject, type: string, cacheControl: string) {
  res
    .status(200)
    .type(object.contentType ?? type)
    .set({
      "Content-Length": String(object.size),
      "Cache-Control": cacheControl,
    });
  if (res.req.method === "HEAD") {
    object.body.destroy();
    return void res.end();
  }
  try {
    await pipeline(object.body, res);
  } catch {
    object.body.destroy();
    res.destroy();
  }
}

/**
 * `/media/{seed,console,avatars}/<file>` when files live in a bucket (S3_BUCKET): each public
 * picture streamed from the bucket with the same long cache headers the disk backend's static
 * serving gives (names never change under the same content, so Fly's edge, a CDN and browsers
 * keep them), or, with S3_PUBLIC_URL, a permanent redirect to the bucket's public copy so
 * browsers fetch it from there. Ticket attachments are not among these: they stay private.
 */
export function storedMedia({
  store,
  publicUrl,
}: {
  store: () => ObjectStore;
  publicUrl?: string;
}): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = `/media${req.path}`;
    const key = publicMediaKey(url);
    const folder = PUBLIC_MEDIA.find((f) => url.startsWith(f.url));
    if (!key || !folder) return next();
    const cache = `public, max-age=${folder.maxAge}, immutable`;
    if (publicUrl) return res.set("Cache-Control", cache).redirect(301, `${publicUrl}/${key}`);
    try {
      const object = await store().get(key);
      if (!object) return res.status(404).type("text/plain").send("Not found");
      await sendStored(res, object, key.endsWith(".webp") ? "image/webp" : "image/jpeg", cache);
    } catch (error) {
      // The store failed before anything was sent: an error answer; otherwise just stop.
      if (res.headersSent) res.destroy();
      else next(error);
    }
  };
}
