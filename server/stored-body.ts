import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { singleton } from "../app/utils/singleton.server";

/**
 * What the page cache (decision 0018) works out once, when it keeps a page, so that a hit only
 * picks ready bytes: the hashes its Content-Security-Policy allows the page's inline scripts by,
 * and the body compressed with gzip and brotli.
 */

/** A script element: its attributes and text (the HTML tokenizer ends it at the first `</script`). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
/** Types a browser runs; anything else (JSON-LD, templates) is a data block a CSP does not govern. */
const RUN_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** A nonce attribute as React writes it. */
export const nonceAttribute = (nonce: string) => ` nonce="${nonce}"`;

/**
 * `'sha256-…'` for every inline script a browser would run, in order of first appearance — each
 * one the shop emitted itself, with this render's nonce (decision 0018). A page holding any other
 * runnable inline script gives null and is not stored: an injected script, blocked on the page's
 * first answer by the nonce, must not be allowed on every stored hit by its hash. The browser
 * hashes the element's text after the HTML input stream's newline normalisation (CR LF and CR
 * become LF), so the text is hashed the same way.
 */
export function inlineScriptSources(html: string, nonce: string): string[] | null {
  const sources = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!RUN_TYPES.has(type)) continue;
    if (!nonce || !attributes.includes(nonceAttribute(nonce))) return null;
    const normalised = text.replace(/\r\n?/g, "\n");
    sources.add(`'sha256-${createHash("sha256").update(normalised, "utf8").digest("base64")}'`);
  }
  return [...sources];
}

/** Below this a compressed body saves less than its headers and the work cost (as `compression`). */
const MIN_COMPRESSED_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|[\w.+-]+\+(json|xml))\b)/i;
/**
 * Brotli at quality 5: about gzip's speed with smaller output (quality 11, the library's default,
 * takes tens of milliseconds on a 50 kB page; every refresh of a page pays it once).
 */
const BROTLI_QUALITY = 5;

/**
 * Brotli for answers compressed as they are sent (pages not stored, API answers). A stream's
 * encoder cannot see the whole body, so by default it keeps a 4 MB window: set up per answer, that
 * took a cold home page from ~150 to ~95 requests a second while gzip cost nothing. A 256 kB
 * window covers any page the shop sends (the largest is ~100 kB) at the library's quality 4.
 */
export const STREAMED_BROTLI = {
  [constants.BROTLI_PARAM_QUALITY]: 4,
  [constants.BROTLI_PARAM_LGWIN]: 18,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
};

/**
 * The body gzipped and brotli-compressed, or nothing when its type or size does not gain. Each is
 * copied into memory of its own size: zlib hands back a view of its 16 kB output chunk, so a page
 * compressed to 8 kB kept 16 kB alive — the page store, full, held 84 MB against its 64 MB budget.
 */
export function compressedBodies(body: Buffer, contentType: string | undefined) {
  if (body.length < MIN_COMPRESSED_BYTES || !COMPRESSIBLE.test(contentType ?? "")) return {};
  return {
    gzip: ownMemory(gzipSync(body)),
    br: ownMemory(
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    ),
  };
}

/** The bytes in memory of exactly their length (outside Node's shared pool of small buffers). */
function ownMemory(bytes: Buffer): Buffer {
  if (bytes.buffer.byteLength === bytes.length) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

export type ContentCoding = "br" | "gzip";

/**
 * The coding to send for an `Accept-Encoding` header (RFC 9110 §12.5.3): the more wanted of brotli
 * and gzip (brotli on a tie), or none. A coding listed with `q=0` is refused; `*` stands for what is
 * not listed.
 */
export function preferredCoding(header: string | undefined): ContentCoding | null {
  if (!header) return null;
  // Browsers send one of a few fixed strings: each is parsed once (bounded, so odd ones cannot grow it).
  let coding = codingOf.get(header);
  if (coding === undefined) {
    coding = parseAcceptEncoding(header);
    if (codingOf.size >= 64) codingOf.clear();
    codingOf.set(header, coding);
  }
  return coding;
}

const codingOf = singleton("acceptEncodingCodings", () => new Map<string, ContentCoding | null>());

function parseAcceptEncoding(header: string): ContentCoding | null {
  const weights = new Map<string, number>();
  for (const item of header.split(",")) {
    const [name, ...params] = item.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  const br = weight("br");
  const gzip = Math.max(weight("gzip"), weights.get("x-gzip") ?? 0);
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? "br" : "gzip";
}
