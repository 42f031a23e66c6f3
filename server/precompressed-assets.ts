import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/**
 * The build's fingerprinted files as the build compressed them (scripts/precompressed-assets.ts:
 * brotli 11 and gzip 9 beside each script, stylesheet and sprite), for a browser that accepts
 * them; anything else falls through to the plain static files. The set is read once at start:
 * the folder only changes with a deploy. `compression()` leaves an answer that already has its
 * Content-Encoding alone, so nothing is compressed twice; ETag and Last-Modified are those of the
 * file sent, one per coding.
 */
export function precompressedAssets(dir: string, maxAge: string): RequestHandler {
  const names = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Only names the folder holds: a path that is not one (or not even an encoded name) falls through.
    const name = names.has(req.path.slice(1)) ? req.path.slice(1) : null;
    if (!name) return next();
    const coding = pickCoding(req.headers["accept-encoding"], (suffix) => names.has(name + suffix));
    res.vary("Accept-Encoding");
    if (!coding) return next();
    res.type(path.extname(name));
    res.set("Content-Encoding", coding.name);
    res.sendFile(
      path.join(dir, name + coding.suffix),
      { maxAge, immutable: true, dotfiles: "deny" },
      // A browser that went away mid-file has nothing left to be told.
      (error) => error && !res.headersSent && next(error),
    );
  };
}

const CODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/** The best coding both sides have: brotli before gzip; none when refused (q=0) or not offered. */
export function pickCoding(acceptEncoding: string | undefined, has: (suffix: string) => boolean) {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    if (!token) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(token, q === undefined ? 1 : Number(q));
  }
  const weight = (coding: string) => accepted.get(coding) ?? accepted.get("*") ?? 0;
  return CODINGS.find((coding) => weight(coding.name) > 0 && has(coding.suffix)) ?? null;
}
