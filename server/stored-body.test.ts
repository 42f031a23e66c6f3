import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressedBodies, inlineScriptSources, preferredCoding } from "./stored-body";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("a stored page's body", () => {
  it("lists the hash of every inline script a browser runs, once each", () => {
    const n = ' nonce="N0nce"';
    const html =
      `<script${n}>a()</script><script type="module"${n}>import("/x.js")</script>` +
      `<script type="application/ld+json">{"@type":"Product"}</script>` +
      `<script src="/assets/entry.js"></script><SCRIPT TYPE="text/javascript"${n}>b()</SCRIPT >` +
      `<script${n}>a()</script><script${n}>\r\nc()\r</script>`;
    expect(inlineScriptSources(html, "N0nce")).toEqual([
      sha256("a()"),
      sha256('import("/x.js")'),
      sha256("b()"),
      // The HTML input stream turns CR LF and lone CR into LF before the browser hashes the text.
      sha256("\nc()\n"),
    ]);
    expect(inlineScriptSources("<p>no scripts</p>", "N0nce")).toEqual([]);
    // One runnable inline script without this render's nonce (or with another's): nothing is listed.
    expect(inlineScriptSources(`${html}<script>steal()</script>`, "N0nce")).toBeNull();
    expect(inlineScriptSources(`<script nonce="other">x()</script>`, "N0nce")).toBeNull();
    expect(inlineScriptSources(`<script${n}>x()</script>`, "")).toBeNull();
    // Data blocks and external scripts need no nonce: a CSP does not govern the first, the
    // second is allowed by its origin.
    expect(
      inlineScriptSources(
        `<script type="application/ld+json">{}</script><script src="/a.js"></script>`,
        "N0nce",
      ),
    ).toEqual([]);
  });

  it("is compressed only when its type and size gain from it", () => {
    const page = Buffer.from(`<!DOCTYPE html><p>${"Чит для Iron Frontier. ".repeat(80)}</p>`);
    const { gzip, br } = compressedBodies(page, "text/html; charset=utf-8");
    expect(gunzipSync(gzip!)).toEqual(page);
    expect(brotliDecompressSync(br!)).toEqual(page);
    expect(br!.length).toBeLessThan(page.length / 4);
    expect(compressedBodies(page, "application/json").gzip).toBeDefined();
    expect(compressedBodies(page, "image/webp")).toEqual({});
    expect(compressedBodies(Buffer.from("<p>short</p>"), "text/html")).toEqual({});
  });

  it("keeps no more memory than its compressed bytes", () => {
    // A page the size of a catalogue page, compressing to a few kB (zlib's output chunk is 16 kB).
    const page = Buffer.from(
      Array.from({ length: 900 }, (_, n) => `<li data-n="${n}">Чит ${(n * 7919) % 1000}</li>`).join(""),
    );
    const { gzip, br } = compressedBodies(page, "text/html");
    for (const coded of [gzip!, br!]) {
      expect(coded.length).toBeLessThan(16 * 1024);
      expect(coded.buffer.byteLength).toBe(coded.length);
    }
    expect(gunzipSync(gzip!)).toEqual(page);
  });

  it("goes out in the coding the client prefers", () => {
    expect(preferredCoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredCoding("gzip, deflate")).toBe("gzip");
    expect(preferredCoding("gzip;q=1.0, br;q=0.8")).toBe("gzip");
    expect(preferredCoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredCoding("*")).toBe("br");
    expect(preferredCoding("*, br;q=0")).toBe("gzip");
    expect(preferredCoding("identity")).toBeNull();
    expect(preferredCoding("deflate")).toBeNull();
    expect(preferredCoding("gzip;q=0, br;q=0")).toBeNull();
    expect(preferredCoding(undefined)).toBeNull();
    expect(preferredCoding("")).toBeNull();
  });
});
