import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-paths";

describe("canonical paths", () => {
  it("drops a trailing slash and capitals from a page's path", () => {
    expect(canonicalPath("/en/")).toBe("/en");
    expect(canonicalPath("/catalog/")).toBe("/catalog");
    expect(canonicalPath("/Catalog")).toBe("/catalog");
    expect(canonicalPath("/EN/catalog")).toBe("/en/catalog");
    expect(canonicalPath("/en/Game/Iron-Frontier//")).toBe("/en/game/iron-frontier");
  });

  it("leaves canonical paths, the API, files, single-fetch URLs and tokens alone", () => {
    for (const path of [
      "/",
      "/en",
      "/catalog",
      "/en/game/iron-frontier",
      "/api/Header",
      "/assets/App-X1.js",
      "/media/Cards/A.webp",
      "/catalog.data",
      "/auth/AbC-dEf_123",
      "/en/auth/email/AbC",
      "/sandbox/purchase/INV-AB12",
      "/robots.txt",
      "/sw.JS",
    ])
      expect([path, canonicalPath(path)]).toEqual([path, null]);
  });

  it("never turns a path into another site's address", () => {
    expect(canonicalPath("//evil.test/")).toBeNull();
    expect(canonicalPath("/\\evil.test/")).toBeNull();
  });
});
