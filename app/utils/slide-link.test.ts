import { describe, expect, it } from "vitest";
import { isSlideLink, slideTarget } from "./slide-link";

const SHOP = "https://nocturn.example";

describe("a home slide's link", () => {
  it("opens a page of this shop in the visitor's language, typed or pasted from either site", () => {
    expect(slideTarget("/dma-firmware", SHOP)).toEqual({ path: "/dma-firmware" });
    expect(slideTarget(" /en/cheat/iron-frontier/phantom-esp ", SHOP)).toEqual({
      path: "/cheat/iron-frontier/phantom-esp",
    });
    expect(slideTarget(`${SHOP}/en/catalog?category=spoofers#list`, SHOP)).toEqual({
      path: "/catalog?category=spoofers#list",
    });
    expect(slideTarget(`${SHOP}/en`, SHOP)).toEqual({ path: "/" });
    expect(slideTarget("http://localhost:3000/en/faq", "http://localhost:3000")).toEqual({ path: "/faq" });
  });

  it("opens an outside https address as it is", () => {
    expect(slideTarget("https://discord.gg/nocturn", SHOP)).toEqual({ href: "https://discord.gg/nocturn" });
  });

  it("leads nowhere when empty or when the link could lead off the shop unsafely", () => {
    for (const bad of [
      "",
      "   ",
      undefined,
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "http://plain.example",
    ])
      expect(slideTarget(bad, SHOP)).toBeNull();
  });

  it("is refused by the console for what it would not open", () => {
    for (const good of [
      "",
      "/profile/bonuses",
      "https://discord.gg/nocturn",
      `${SHOP}/en/faq`,
      "http://localhost:3000/faq",
    ])
      expect(isSlideLink(good)).toBe(true);
    for (const bad of [
      "dma-firmware",
      "//evil.example",
      "javascript:alert(1)",
      "http://plain.example",
      "/\t/evil",
    ])
      expect(isSlideLink(bad)).toBe(false);
  });
});
